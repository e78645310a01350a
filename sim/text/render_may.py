"""Instructions whose choice is made as they resolve (CR 608.2c; ``sim.model.may_verbs``)
rendered back to Oracle text: the writers of ``sim.text.render_effects.program``."""

from __future__ import annotations

from collections.abc import Callable

from sim.model.cost_option_verbs import COST_OPTION
from sim.model.may_verbs import (
    EXILE_FROM_GRAVEYARD,
    EXILE_FROM_HAND,
    FROM_HAND,
    MAY,
    SELF_TO_BATTLEFIELD,
    SELF_TO_BATTLEFIELD_ATTACKING,
    SELF_TO_BATTLEFIELD_TAPPED,
    SELF_TO_HAND,
)
from sim.model.programs import Op
from sim.text.effect_sentences import CONJUGATED
from sim.text.wording import Alt, Piece, alt


def from_hand(op: Op) -> Piece:
    """"put a land card from your hand onto the battlefield [tapped]" (CR 305.4, 110.2)."""
    tapped = " tapped and attacking" if op.attacking else " tapped" if op.tapped else ""
    article = "an" if op.card[0] in "aeiou" else "a"
    return f"put {article} {op.card} card from your hand onto the battlefield{tapped}"


def exile_from_graveyard(op: Op) -> Piece:
    """"exile a [<kind>] card from your graveyard" (CR 406.2)."""
    kind = f"{op.card} " if op.card else ""
    article = "an" if kind[:1] in ("a", "e", "i", "o", "u") else "a"
    zone = "hand" if op.verb == EXILE_FROM_HAND else "graveyard"
    return f"exile {article} {kind}card from your {zone}"


#: where "return ~ from your graveyard ..." puts the card (CR 113.6k)
_DESTINATIONS = {SELF_TO_HAND: "your hand", SELF_TO_BATTLEFIELD: "the battlefield",
                 SELF_TO_BATTLEFIELD_TAPPED: "the battlefield tapped",
                 SELF_TO_BATTLEFIELD_ATTACKING: "the battlefield tapped and attacking"}


def self_from_graveyard(op: Op) -> Piece:
    """"return ~ from your graveyard to your hand | the battlefield [tapped]" (CR 113.6k)."""
    return f"return ~ from your graveyard to {_DESTINATIONS[op.verb]}"


#: the third-person forms of the verbs "you may have <subject> <verb>" is read with, each with
#: its base form (``sim.text.have_text``)
_BASE = {conjugated: verb for verb, conjugated in CONJUGATED.items()}


def _base_forms(piece: Piece) -> Piece:
    """``piece`` with each third-person verb of ``_BASE`` in its base form."""
    if isinstance(piece, str):
        return " ".join(_BASE.get(word, word) for word in piece.split(" "))
    if isinstance(piece, Alt):
        return Alt(tuple(_base_forms(option) for option in piece.options))
    return tuple(_base_forms(part) for part in piece)


def may_have(sentence: Piece) -> Piece:
    """An optional sentence's wordings after "you may " (CR 603.5): as the instruction is
    written ("target creature gets -1/-1 until end of turn"), or "have <subject> <verb> ..."
    ("have target creature get -1/-1 until end of turn", ``sim.text.have_text``)."""
    return alt(sentence, ("have ", _base_forms(sentence)))


#: the writers of the verbs that name no object (``render_effects._FREE_WRITERS``)
MAY_WRITERS: dict[str, Callable[[Op], Piece]] = {FROM_HAND: from_hand,
                                                 EXILE_FROM_GRAVEYARD: exile_from_graveyard,
                                                 EXILE_FROM_HAND: exile_from_graveyard}
MAY_WRITERS.update(dict.fromkeys(_DESTINATIONS, self_from_graveyard))
MAY_WRITERS[COST_OPTION] = lambda op: (alt("", "then "), f"you may {op.rule}")  # CR 118.12

__all__ = ["MAY", "MAY_WRITERS", "from_hand", "may_have", "self_from_graveyard"]
