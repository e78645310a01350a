"""One creature blocked by one other, and nothing else happening: the one pure resolution of a
one-on-one combat that the policies read (the heuristic, the combat AI, the environment's
policy) and that the solver's fast path and the batch kernel are checked against.

``fight(a, b)`` takes each creature as a ``Fighter``: the combat damage it deals (its power,
or its toughness for a creature that assigns combat damage that way, CR 510.1a), its
toughness left (toughness minus damage already marked) and its abilities as ``Kw`` bits.
The creatures deal their damage in the step or steps they deal damage in (first strike and
double strike, CR 702.7b, 702.4b, 510.4; a creature destroyed in the first step deals none in
the second); deaths are checked after each step (704.5g): damage at least the toughness left,
or any damage from a deathtouch source (702.2b), destroys a creature unless it is
indestructible (702.12b). A creature with no toughness left is destroyed before any damage
(the state-based actions before the step). With trample, ``a`` (the attacker) assigns lethal
damage to ``b`` — 1 from a deathtouch source (702.19c) — and the rest to the player or
planeswalker it attacks (702.19b; lethal as the engine counts it for assignment:
``sim.legality.damage_assignment.lethal_damage``), all of it once ``b`` has left combat
(702.19e).
"""

from __future__ import annotations

from typing import NamedTuple

from sim.legality.damage_assignment import combat_damage_amount
from sim.model.keywords import Kw
from sim.model.state import GameState

_STRIKERS = int(Kw.FIRST_STRIKE | Kw.DOUBLE_STRIKE)
_DOUBLE_STRIKE = int(Kw.DOUBLE_STRIKE)
_DEATHTOUCH = int(Kw.DEATHTOUCH)
_INDESTRUCTIBLE = int(Kw.INDESTRUCTIBLE)
_TRAMPLE = int(Kw.TRAMPLE)


class Fighter(NamedTuple):
    """A creature in a one-on-one fight: the combat damage it deals (``power``), its toughness
    left (``left``) and its abilities (``keywords``, ``Kw`` bits as a plain int)."""

    power: int
    left: int
    keywords: int


class Fought(NamedTuple):
    """What a fight came to: whether each creature is destroyed, the damage each dealt to the
    other, and the damage ``a`` trampled over to the player or planeswalker it attacks."""

    a_dies: bool
    b_dies: bool
    a_dealt: int
    b_dealt: int
    through: int


def fight(a: Fighter, b: Fighter) -> Fought:
    """``a`` (the attacker) blocked by ``b`` alone: see the module docstring."""
    a_kw, b_kw = a.keywords, b.keywords
    a_dead = a.left <= 0 and not a_kw & _INDESTRUCTIBLE
    b_dead = b.left <= 0 and not b_kw & _INDESTRUCTIBLE
    on_a = on_b = 0  # damage marked in the fight
    a_touched = b_touched = False
    a_dealt = b_dealt = through = 0
    first_step = bool((a_kw | b_kw) & _STRIKERS)
    for first in ((True, False) if first_step else (False,)):
        a_deals = not a_dead and a.power > 0 and _deals(a_kw, first, first_step)
        b_deals = not b_dead and b.power > 0 and _deals(b_kw, first, first_step)
        if a_deals:
            amount = a.power
            if b_dead:  # its blocker gone: only a trampler deals its damage (702.19e)
                if a_kw & _TRAMPLE:
                    through += amount
                amount = 0
            elif a_kw & _TRAMPLE:
                needed = b.left - on_b
                lethal = 0 if needed <= 0 else 1 if a_kw & _DEATHTOUCH else needed
                extra = max(0, amount - lethal)
                through += extra
                amount -= extra
            if amount > 0:
                on_b += amount
                a_dealt += amount
                b_touched = b_touched or bool(a_kw & _DEATHTOUCH)
        if b_deals and not a_dead:
            on_a += b.power
            b_dealt += b.power
            a_touched = a_touched or bool(b_kw & _DEATHTOUCH)
        if not a_dead and not a_kw & _INDESTRUCTIBLE and (on_a >= a.left or a_touched):
            a_dead = True
        if not b_dead and not b_kw & _INDESTRUCTIBLE and (on_b >= b.left or b_touched):
            b_dead = True
    return Fought(a_dead, b_dead, a_dealt, b_dealt, through)


def _deals(keywords: int, first: bool, first_step: bool) -> bool:
    """Whether a creature deals combat damage in this step (CR 510.4, 702.4b, 702.7b)."""
    if first:
        return bool(keywords & _STRIKERS)
    return not first_step or not keywords & _STRIKERS or bool(keywords & _DOUBLE_STRIKE)


def fighter(state: GameState, pid: str) -> Fighter:
    """The creature ``pid`` of ``state`` as a ``Fighter``: its combat damage amount (CR
    510.1a), toughness minus damage marked, and abilities."""
    return Fighter(combat_damage_amount(state, pid),
                   state.toughness(pid) - state.permanents[pid].damage, state.keywords(pid))
