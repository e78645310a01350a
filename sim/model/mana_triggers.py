"""Triggered mana abilities (CR 605.1b): "whenever enchanted land is tapped for mana, its
controller adds an additional {G}", "whenever a player taps a land for mana, that player adds
one mana of any type that land produced", "whenever you tap a forest for mana, add an
additional {G}" (a ``MANA_TRIGGER`` rule). Such an ability triggers from a mana ability's
activation and resolves immediately after it, without the stack (605.4a): the mana it adds
comes with the mana the permanent made, so ``sim.rules.costs`` counts each activation of a
watched permanent's {T} mana abilities as making both (``with_triggers``: each alternative
widened by the extra mana, every choice of it an alternative; the payment spends what it needs
and the rest stays in the pool, 106.4). "One mana of any type that land produced": one of the
kinds of mana that activation made, chosen by the player. To tap a permanent for mana is to
activate one of its mana abilities with {T} in its cost (106.12; every source the payment taps
for mana has one), and such an ability triggers as that ability makes mana (106.12a).

Limits (the rule reads no more): mana abilities whose mana may be spent only on some spells
(106.6, ``sim.model.spend_limits``) and those making mana of a type another land could produce
(106.7) are not widened — their activation makes only its own mana.
"""

from __future__ import annotations

from functools import lru_cache

from sim.model.abilities import ENCHANTED, MANA_TRIGGER, MANA_TRIGGER_ADDS
from sim.model.board import Board, matches

#: counts of (W, U, B, R, G, C)
Counts = tuple[int, int, int, int, int, int]

_NONE: dict[str, tuple[str, ...]] = {}

#: the value of "one mana of any type that land produced"
SAME = "same"


@lru_cache(maxsize=64)
def extra_ways(value: str) -> tuple[Counts, ...]:
    """A ``MANA_TRIGGER_ADDS`` value other than ``SAME`` as alternatives."""
    out = []
    for way in value.split():
        w, u, b, r, g, c = (int(n) for n in way.split(","))
        out.append((w, u, b, r, g, c))
    return tuple(out)


def triggers(board: Board) -> dict[str, tuple[str, ...]]:
    """For each permanent on the battlefield whose tapping for mana triggers a ``MANA_TRIGGER``
    rule (CR 605.1b), the ``MANA_TRIGGER_ADDS`` value of each such rule (one per ability: two
    Auras add twice); an empty dict when no such rule is in play (the usual case)."""
    if not board.statics_present():
        return _NONE
    out: dict[str, tuple[str, ...]] = {}
    for source, static in board.statics():
        if static.rule != MANA_TRIGGER or static.what is None:
            continue
        value = next(v for k, v in static.params if k == MANA_TRIGGER_ADDS)
        if static.affects == ENCHANTED:
            perm = board.permanents.get(source.attached_to or "")
            if perm is not None and matches(board, static.what, source, perm):
                out[perm.id] = out.get(perm.id, ()) + (value,)
            continue
        for perm in board.battlefield():
            if matches(board, static.what, source, perm):
                out[perm.id] = out.get(perm.id, ()) + (value,)
    return out or _NONE


def widened(ways: tuple[Counts, ...], values: tuple[str, ...]) -> tuple[Counts, ...]:
    """The alternatives of a permanent's mana abilities with the mana each triggered ability
    in ``values`` adds as it is tapped for it (605.4a): for each alternative, each choice of
    the extra mana ("one mana of any color": five; ``SAME``: a kind the alternative made)."""
    for value in values:
        out: list[Counts] = []
        for way in ways:
            extras = [tuple(int(k == i) for k in range(6)) for i in range(6) if way[i]] \
                if value == SAME else list(extra_ways(value))
            for e in extras:
                out.append((way[0] + e[0], way[1] + e[1], way[2] + e[2], way[3] + e[3],
                            way[4] + e[4], way[5] + e[5]))
        ways = tuple(dict.fromkeys(out))
    return ways
