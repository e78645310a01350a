"""Instructions written as a rider on the instruction before them (issue 29, effects of
triggered abilities): "~ gets +1/+0 until end of turn and can't be blocked this turn" (CR
611.2a, 509.1b) is two modifications of one subject (``EffectRules.modify_unblockable``); the
second is marked ``AND_RIDER`` (``Op.rule``) and written "and can't be blocked this turn"
after the first; alone, "<subject> can't be blocked this turn"."""

from __future__ import annotations

from sim.model.keywords import Kw
from sim.model.programs import AND_RIDER, END_OF_COMBAT, MODIFY, Op
from sim.model.pump_verbs import NO_DEFENDER
from sim.text.wording import Piece, alt


def unblockable(previous: Op | None, op: Op, who: Piece) -> Piece:
    """"<who> can't be blocked this turn", or "and can't be blocked this turn" when it was
    so read (``AND_RIDER``) after a modification of the same subject."""
    if op.rule == AND_RIDER and previous is not None and previous.who == op.who and \
            previous.add != Kw.UNBLOCKABLE:
        return "and can't be blocked this turn"
    return (who, " can't be blocked this turn")


def must_be_blocked(previous: Op | None, op: Op, who: Piece) -> Piece:
    """"<who> must be blocked this turn if able" (CR 509.1c), or "and must be blocked this
    turn if able" when it was so read (``AND_RIDER``) after a modification of the same
    subject ("target creature gets +2/+2 until end of turn and must be blocked ...")."""
    if op.rule == AND_RIDER and previous is not None and previous.who == op.who and \
            previous.add != Kw.MUST_BE_BLOCKED:
        return "and must be blocked this turn if able"
    return (who, " must be blocked this turn if able")


def lone_rider(previous: Op | None, op: Op, who: Piece, words: str) -> Piece:
    """"<who> <words>" of a modification that is one parameter alone ("can't block ~ this
    turn"); ``NO_DEFENDER`` is read only after a modification of the same subject, written
    "and <words>" ("~ gets +3/-1 until end of turn and can attack this turn as though it
    didn't have defender", CR 702.3b)."""
    if (NO_DEFENDER, "") in op.params and previous is not None and previous.who == op.who \
            and previous.verb == MODIFY:
        return ("and", words)
    return (who, words)


def attacks_now(previous: Op | None, op: Op, who: Piece, many: bool) -> Piece:
    """"<who> attacks | attack this turn | combat if able" (CR 508.1d: until end of turn or
    of combat), or "and attacks ..." after a modification of the same subject (issue 29,
    attack requirements)."""
    when = "combat" if op.duration == END_OF_COMBAT else "turn"
    alone = (who, f" {'attack' if many else 'attacks'} this {when} if able")
    if previous is not None and previous.who == op.who and previous.verb == MODIFY and \
            previous.add != Kw.ATTACKS_EACH_TURN:
        if op.rule == AND_RIDER:
            return f"and attacks this {when} if able"
        if when == "combat":  # (the two modifications read either way)
            return alt(f"and attacks this {when} if able", alone)
    return alone
