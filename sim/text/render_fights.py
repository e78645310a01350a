"""Fights and bites rendered back to Oracle text (issue 29, fight; ``sim.model.fight_verbs``,
``programs.BITE``): each writer takes the program writer's ``who`` (a subject's words, the
first mention of a target naming it, a later one "it")."""

from __future__ import annotations

from collections.abc import Callable

from sim.model.fight_verbs import BITE_ITSELF, EXILE_DAMAGED, EXILE_IF_IT_DIES, FIGHT
from sim.model.programs import BITE, Op
from sim.text.wording import Piece, alt

Who = Callable[[str], Piece]


def fight(who: Who, op: Op) -> Piece:
    """"<first> fights <second>", "[you may] have <first> fight <second>" (CR 701.14a)."""
    first = who(op.rule)
    second = who(op.who)
    return alt((first, " fights ", second), ("have ", first, " fight ", second))


def bite(who: Who, op: Op) -> Piece:
    """"<source> deals damage equal to its power to <who>" (CR 120.3)."""
    source = who(op.rule)
    return (source, " deals damage equal to its power to ", who(op.who))


def bite_itself(who: Who, op: Op) -> Piece:
    """"<creature> deals damage to itself equal to its power" (CR 120.3)."""
    return (who(op.who), " deals damage to itself equal to its power")


def exile_damaged(who: Who, op: Op) -> Piece:
    """The rider of a damage instruction (CR 614.1a)."""
    return "if a creature dealt damage this way would die this turn, exile it instead"


def exile_if_it_dies(who: Who, op: Op) -> Piece:
    """"if that creature [or planeswalker] would die this turn, exile it instead" (614.1a):
    the words read kept in ``Op.rule``."""
    return f"if {op.rule} would die this turn, exile it instead"


#: each verb's writer
FIGHT_WRITERS: dict[str, Callable[[Who, Op], Piece]] = {
    FIGHT: fight, BITE: bite, BITE_ITSELF: bite_itself, EXILE_DAMAGED: exile_damaged,
    EXILE_IF_IT_DIES: exile_if_it_dies}
