"""Fights and bites rendered back to Oracle text, and the source and combat recipients of damage
instructions (issue 29, fight; ``sim.model.fight_verbs``,
``programs.BITE``): each writer takes the program's writer (``sim.text.render_effects``: its
``who`` writes a subject — the first mention of a target names it, a later one is "it" —,
``previous`` is the instruction before, ``named`` the targets named so far)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Protocol

from sim.model.damage_verbs import (
    ATTACKED_BY,
    BLOCKERS_OF,
    DAMAGE_SOURCE,
    ITSELF,
    OTHER_OPPONENTS,
)
from sim.model.fight_verbs import (
    BITE_ITSELF,
    EXILE_DAMAGED,
    EXILE_IF_IT_DIES,
    FIGHT,
    SACRIFICED_BITE,
)
from sim.model.programs import BITE, SELF, THAT, Op
from sim.text.wording import Piece, alt


class Names(Protocol):
    """What the fight writers read of the program's writer."""

    previous: Op | None
    named: set[int]

    def who(self, who: str) -> Piece:
        """A subject's words."""


def _first(names: Names, op: Op) -> Piece:
    """The first creature: ~ may be "it" right after an instruction on ~ when no target was
    named before (as ``sim.text.fight_text.fight_source`` reads it)."""
    if op.rule == SELF and not names.named and names.previous is not None and \
            names.previous.who == SELF:
        return alt("~", "it")
    return names.who(op.rule)


def fight(names: Names, op: Op) -> Piece:
    """"<first> fights <second>", "[you may] have <first> fight <second>" (CR 701.14a)."""
    first = _first(names, op)
    second = names.who(op.who)
    return alt((first, " fights ", second), ("have ", first, " fight ", second))


def bite(names: Names, op: Op) -> Piece:
    """"<source> deals damage equal to its power to <who>" (CR 120.3)."""
    source = _first(names, op)
    if op.rule == SELF:  # "~'s power" (either order, CR 608.2h)
        return alt((source, " deals damage equal to ", alt("its", "~'s"), " power to ",
                    names.who(op.who)),
                   ("~ deals damage to ", names.who(op.who), " equal to ~'s power"))
    return (source, " deals damage equal to its power to ", names.who(op.who))


def sacrificed_bite(names: Names, op: Op) -> Piece:
    """"~ deals damage equal to the sacrificed creature's power to <who>" (608.2h)."""
    return ("~ deals damage equal to the sacrificed creature's power to ", names.who(op.who))


def bite_itself(names: Names, op: Op) -> Piece:
    """"<creature> deals damage to itself equal to its power" (CR 120.3)."""
    return (names.who(op.who), " deals damage to itself equal to its power")


def exile_damaged(names: Names, op: Op) -> Piece:
    """The rider of a damage instruction (CR 614.1a)."""
    return f"if a {op.rule} dealt damage this way would die this turn, exile it instead"


def exile_if_it_dies(names: Names, op: Op) -> Piece:
    """"if that creature [or planeswalker] would die this turn, exile it instead" (614.1a):
    the words read kept in ``Op.rule``."""
    if op.rule.startswith("if "):  # "if it's a creature, it can't be regenerated ..."
        return op.rule
    return f"if {op.rule} would die this turn, exile it instead"


def damage_source(op: Op) -> Piece:
    """Who deals a damage instruction's damage, in words: "~" or "it" for the ability's own
    source; "it" alone for the object its trigger is about (``DAMAGE_SOURCE``, read by
    ``sim.text.it_deals``; CR 120.3, 603.2)."""
    if op.params and any(key == DAMAGE_SOURCE for key, _ in op.params):
        return "it"
    return alt("~", "it")


#: the words of the recipients a creature's combat names (CR 509.1h, 506.3d;
#: ``sim.text.damage_rules.combat_recipient``), for ``render_effects``'s subjects
RECIPIENT_WORDS: dict[str, Piece] = {
    BLOCKERS_OF + SELF: "each creature blocking it",
    BLOCKERS_OF + THAT: "each creature blocking it",
    ATTACKED_BY + SELF: "the player or planeswalker it's attacking",
    ATTACKED_BY + THAT: alt("the player or planeswalker it's attacking",
                            "the player or planeswalker that creature is attacking"),
    ITSELF: "itself", OTHER_OPPONENTS: "each other opponent"}

#: each verb's writer
FIGHT_WRITERS: dict[str, Callable[[Names, Op], Piece]] = {
    FIGHT: fight, BITE: bite, BITE_ITSELF: bite_itself, EXILE_DAMAGED: exile_damaged,
    EXILE_IF_IT_DIES: exile_if_it_dies, SACRIFICED_BITE: sacrificed_bite}
