"""Landfall's condition on a spell (issue 29, burn; CR 207.2c: "landfall" is an ability word,
its text says what it means): "if you had a land enter the battlefield under your control
this turn" — a land entered under the player's control at any time this turn (played, put
onto the battlefield by an effect; one gone since still counts), kept by ``Player.note_entered``
(``Player.land_entered_this_turn``) and forgotten as a turn begins (``sim.rules.turn``);
``sim.rules.turn_history`` answers it with raid's and morbid's conditions. What an instruction
done instead of others refers back to: ``INSTEAD_REF`` (``sim.text.instead_text``)."""

from __future__ import annotations

#: the condition's words (as ``sim.text.history_words`` reads them after "if ")
LAND_ENTERED = "you had a land enter the battlefield under your control this turn"

#: the parameter of an instruction done instead of one before it that names that one's object
#: again ("that player or planeswalker", "that creature"; CR 608.2c): its words, written back
#: by ``sim.text.render_delayed.instead``
INSTEAD_REF = "instead ref"
