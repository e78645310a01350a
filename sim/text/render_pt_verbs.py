"""The instructions that switch or double a creature's power and toughness until end of turn
(``sim.model.pt_verbs``; CR 613.4d, 701.10b) written back to Oracle text, either way Oracle
words them: "switch target creature's power and toughness until end of turn", "double the power
and toughness of each creature you control until end of turn"."""

from __future__ import annotations

from collections.abc import Callable

from sim.model.programs import SELF, THAT, YOURS, Op
from sim.model.pt_verbs import PT_WORDS, SWITCH_PT
from sim.text.render_fights import Names
from sim.text.wording import Alt, Piece, alt

_UNTIL = " until end of turn"


def _first(piece: Piece) -> str:
    """The canonical wording of ``piece`` (each ``Alt``'s first option)."""
    if isinstance(piece, str):
        return piece
    if isinstance(piece, Alt):
        return _first(piece.options[0])
    return "".join(_first(p) for p in piece)


def _owner(names: Names, who: str) -> tuple[Piece, Piece]:
    """The creature as a possessive ("~'s", "its", "target creature's") and as itself."""
    words = names.who(who)
    if who == SELF:
        return alt("~'s", "its"), words
    if who == THAT:
        return alt("its", "that creature's"), words
    return (words, "'s"), words


def pt_verb(names: Names, op: Op) -> Piece:
    """"switch | double <creature>'s <characteristics> until end of turn", or "... the
    <characteristics> of <creatures> ..." (CR 613.4d, 701.10b)."""
    verb = "switch " if op.verb == SWITCH_PT else "double "
    pt = PT_WORDS[op.verb]
    owner, words = _owner(names, op.who)
    of = (verb, "the ", pt, " of ", words, _UNTIL)
    if op.who.startswith(("group:", YOURS)) or _first(words).endswith("s"):
        return of  # several creatures: "the power and toughness of each creature ..."
    return alt((verb, owner, " ", pt, _UNTIL), of)


#: the writers of ``sim.model.pt_verbs`` (``sim.text.render_effects``)
PT_WRITERS: dict[str, Callable[[Names, Op], Piece]] = dict.fromkeys(PT_WORDS, pt_verb)
