"""The conditions of ``sim.text.graveyard_trigger_rules`` rendered back to Oracle text (CR
603.1: "when" and "whenever" word the same trigger): ``GRAVEYARD_TRIGGER_WORDS``, which
``sim.text.render_triggers`` adds to its own."""

from __future__ import annotations

from sim.text.graveyard_trigger_subjects import (
    CARD_TO_OPPONENTS,
    CARD_TO_YOURS,
    GRAVE_KINDS,
    SELF_ANYWHERE,
)
from sim.text.wording import Piece, alt

_WHEN: Piece = alt("whenever ", "when ")

#: each (event, subject) as its wordings
GRAVEYARD_TRIGGER_WORDS: dict[tuple[str, str], Piece] = {
    ("PutIntoGraveyard", SELF_ANYWHERE): (_WHEN, "~ is put into a graveyard from anywhere"),
    **{("PutIntoGraveyard", CARD_TO_OPPONENTS + k):
       (_WHEN, "a ", f"{k} card" if k else "card",
        " is put into an opponent's graveyard from anywhere") for k in GRAVE_KINDS},
    **{("PutIntoGraveyard", CARD_TO_YOURS + k):
       (_WHEN, "a ", f"{k} card" if k else "card",
        " is put into your graveyard from anywhere") for k in GRAVE_KINDS},
}
