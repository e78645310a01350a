"""Files and pictures: scenario files read into positions (``scenario``, with
``field_reader``, ``scenario_board``, ``scenario_combat``, ``scenario_cards`` and
``puzzle_quest_files``), the run report as JSON and text (``run_report``), the battlefield as
SVG (``board_svg``), and positions as JSON-compatible data (``serialize``).
"""

