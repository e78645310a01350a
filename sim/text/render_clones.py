"""A clone's line back to its Oracle text (CR 707.2, 614.1c, 707.9b): "you may have ~ enter
[the battlefield] as a copy of <what>[, except <exception>]" (``sim.text.copy_rules``,
``sim.model.clone_values``)."""

from __future__ import annotations

from sim.model.abilities import Static
from sim.model.clone_values import (
    CLONE_AND_IT,
    CLONE_COUNTERS,
    CLONE_CREATURE_TYPES,
    CLONE_IF,
    CLONE_PT,
    CLONE_TYPES,
    ENTERED_THIS_TURN,
    clone_param,
)
from sim.model.granted_abilities import GRANTED_TEXT
from sim.model.keywords import Kw
from sim.text.keyword_names import KEYWORDS
from sim.text.render_copies import except_types
from sim.text.wording import Piece, alt, listing


def _keywords(flags: Kw) -> list[Piece]:
    """Each keyword of ``flags`` as every name the compiler reads for it."""
    out: list[Piece] = []
    for bit in Kw:
        if bit and bit.value & int(flags) == bit.value and bin(bit.value).count("1") == 1:
            out.append(alt(*sorted(n for n, f in KEYWORDS.items() if f == bit)))
    return out


def _granted(s: Static) -> Piece:
    """What "has" gives the copy: keywords, or one quoted ability."""
    quoted = clone_param(s, GRANTED_TEXT)
    return f'"{quoted}"' if quoted else listing(_keywords(s.add))


def _what(s: Static) -> Piece:
    assert s.what is not None
    kind, whose, sub = s.what.card_type, s.what.controller, s.what.subtype
    if s.what.zone == ENTERED_THIS_TURN:
        return f"any {kind} that entered the battlefield this turn"
    if s.what.zone:
        return f"any {kind} card in a {s.what.zone}"
    if sub:
        return f"any {sub.lower()}{' creature' if kind == 'creature' else ''} on the battlefield"
    article = "an" if kind[0] in "aeiou" else "a"
    return f"any {kind} on the battlefield" if not whose else f"{article} {kind} you control" \
        if whose == "you" else f"{article} {kind} an opponent controls"


def _except(s: Static) -> Piece:
    types = tuple(clone_param(s, CLONE_TYPES).split())
    pt = clone_param(s, CLONE_PT)
    has = bool(s.add) or bool(clone_param(s, GRANTED_TEXT))
    if pt:
        return f", except it's {pt}"
    if clone_param(s, CLONE_COUNTERS):
        return ", except it enters with x additional +1/+1 counters on it"
    if types and has:
        it = "and it has " if clone_param(s, CLONE_AND_IT) else "and has "
        return (except_types(types), " ", it, _granted(s))
    if has:
        return (", except it has ", _granted(s))
    if types and any(k == CLONE_CREATURE_TYPES for k, _ in s.params):
        words = " ".join(t.lower() for t in types)
        article = "an" if words[0] in "aeiou" else "a"
        return f", except it's {article} {words} in addition to its other creature types"
    return except_types(types)


def clone_line(s: Static) -> Piece:
    """The clone's whole line."""
    condition = clone_param(s, CLONE_IF)
    return (f"if {condition}, " if condition else "", "you may have ~ ",
            alt("enter ", "enters "), alt("", "the battlefield "), "as a copy of ", _what(s),
            _except(s))
