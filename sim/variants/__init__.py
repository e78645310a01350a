"""Rule variants played on the same engine: ``puzzle_quest``, MTG Puzzle Quest's automatic
combat (creature slots; every able creature attacks, blocks and deals damage by its rules).
"""

