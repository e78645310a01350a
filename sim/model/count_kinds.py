"""The counts ``sim.model.board.counted`` leaves to this module (``sim.model.filters.Count``):
the source's own power (CR 208.1, 608.2h: as it last existed on the battlefield once it has
left it) and the cards named as the source in graveyards (201.2). Kept apart from the board
(at its size limit), which calls ``more_counted`` for the kinds it does not know."""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping
from typing import Protocol

from sim.model.combat_state import CombatState
from sim.model.filters import (
    BLOCKING_IT,
    GREATEST_POWER,
    NAMED_AS_SOURCE,
    OBJECT_COUNTS,
    SOURCE_MANA_VALUE,
    SOURCE_POWER,
    SOURCE_TOUGHNESS,
    YOU,
    Count,
)
from sim.model.mana import ManaCost
from sim.model.multikicker import KICKED_TIMES
from sim.model.objects import Permanent, Player, Zone
from sim.model.speed_verbs import YOUR_SPEED

#: "for each opponent you have", "the number of opponents you have" (CR 102.3): the source's
#: controller's opponents still in the game (800.4a: a player who left is no opponent)
OPPONENTS_YOU_HAVE = "opponents you have"
#: "the number of cards you've drawn this turn" (CR 121.1): the source's controller's
CARDS_DRAWN = "cards drawn this turn"
#: chroma (207.2c): the mana symbols of the color ``Count.of`` in the mana costs (107.4, 202.1)
#: of the permanents ``what`` names, or of the cards in your graveyard (``what.zone``)
CHROMA = "chroma"
#: "the total mana value of <permanents>" (CR 202.3: X counting 0)
TOTAL_MANA_VALUE = "total mana value"
#: "the number of differently named <permanents>" (201.2): the names among them
DIFFERENT_NAMES = "differently named"
#: "the number of cards in the hand of the opponent with the most cards in hand" (402.1)
MOST_OPPONENT_HAND = "most cards in an opponent's hand"
#: "half the highest life total among your opponents, rounded up" (119.1, 107.1a)
HALF_OPPONENT_LIFE = "half the highest opponent life"
#: "the number of creatures in your party" (CR 700.8): the most creatures the source's
#: controller controls that are one each of a Cleric, a Rogue, a Warrior and a Wizard (0-4)
PARTY = "party"
PARTY_TYPES = ("Cleric", "Rogue", "Warrior", "Wizard")
#: the kinds of count ``more_counted`` reads
MORE_COUNTS = frozenset((NAMED_AS_SOURCE, GREATEST_POWER, KICKED_TIMES, OPPONENTS_YOU_HAVE,
                         YOUR_SPEED, CARDS_DRAWN, CHROMA, TOTAL_MANA_VALUE, DIFFERENT_NAMES,
                         MOST_OPPONENT_HAND, HALF_OPPONENT_LIFE, PARTY)) | OBJECT_COUNTS
_SYMBOL = re.compile(r"\{([^}]*)\}")


class Sizes(Protocol):
    """A permanent's power and toughness through the layers (CR 613), the combat (the
    board)."""

    @property
    def combat(self) -> CombatState | None:
        """The combat under way, if any."""

    def power(self, pid: str) -> int:
        """Its power."""

    def toughness(self, pid: str) -> int:
        """Its toughness."""

    def opponents(self, player: str) -> list[str]:
        """``player``'s opponents still in the game."""

    @property
    def players(self) -> Mapping[str, Player]:
        """The players."""


def object_counted(kind: str, perm: Permanent, live: bool, sizes: Sizes) -> int:
    """An object's power, toughness, mana value or blockers (``OBJECT_COUNTS``, CR 208.1,
    202.3, 509.1h): through the layers while it is on the battlefield (``live``, 613), else
    as it last existed there (its last known information, 608.2h, 113.7a) or as the card
    is; the mana value of a transformed permanent is its front face's (712.8e), X counting 0
    (202.3e)."""
    if kind in (SOURCE_POWER, SOURCE_TOUGHNESS):
        first = kind == SOURCE_POWER
        if live:
            return sizes.power(perm.id) if first else sizes.toughness(perm.id)
        if perm.known_pt is not None:
            return perm.known_pt[0 if first else 1]
        return (perm.card.power if first else perm.card.toughness) or 0
    if kind == BLOCKING_IT:  # CR 509.1h: blocking it; 506.4: none once it left the battlefield
        combat = sizes.combat
        return len(combat.blocked_by.get(perm.id, ())) if combat is not None and live else 0
    return ManaCost.parse((perm.card if perm.front is None else perm.front).cost).total()


def more_counted(c: Count, source: Permanent, objects: Mapping[str, Permanent],
                 last_known: Mapping[str, Permanent], sizes: Sizes,
                 matching: Callable[[Permanent], bool]) -> int:
    """The number ``c`` names, seen from ``source``, before its "twice" and "plus":
    ``objects`` are the board's objects in every zone, ``last_known`` the last known
    information of those that left the battlefield (CR 113.7a), ``sizes`` a permanent's power
    and toughness through the layers (613), ``matching`` whether a permanent is of
    ``c.what``."""
    if c.kind == GREATEST_POWER:  # CR 208.1: among the permanents named, 0 if none
        return max((sizes.power(p.id) for p in objects.values()
                    if p.zone is Zone.BATTLEFIELD and matching(p)), default=0)
    if c.kind in OBJECT_COUNTS:
        if source.zone is Zone.BATTLEFIELD and objects.get(source.id) is source:
            return object_counted(c.kind, source, True, sizes)  # CR 208.1, 613: now
        # CR 608.2h: a source that left the battlefield, as it last existed there
        return object_counted(c.kind, last_known.get(source.id, source), False, sizes)
    if c.kind == NAMED_AS_SOURCE:  # "cards named ~ in all graveyards" (CR 201.2, 404.1)
        what = c.what
        yours = what is not None and what.controller == YOU
        return sum(1 for p in objects.values() if p.zone is Zone.GRAVEYARD
                   and p.card.name == source.card.name
                   and (not yours or p.owner == source.controller))
    if c.kind == KICKED_TIMES:  # CR 702.33c: the spell's or the permanent's, as it last
        # existed on the battlefield (608.2h)
        known = source if source.zone in (Zone.BATTLEFIELD, Zone.STACK) else \
            last_known.get(source.id, source)
        return known.kicks if known.kicked else 0
    if c.kind == OPPONENTS_YOU_HAVE:  # CR 102.3, 800.4a: the source's controller's
        return len(sizes.opponents(source.controller))
    if c.kind == YOUR_SPEED:  # CR 702.179b: the source's controller's, 0 while none
        return sizes.players[source.controller].speed
    if c.kind == CARDS_DRAWN:  # CR 121.1: the source's controller's draws this turn
        return sizes.players[source.controller].drawn_this_turn
    if c.kind in (TOTAL_MANA_VALUE, DIFFERENT_NAMES):  # CR 202.3, 201.2
        named = [p for p in objects.values() if p.zone is Zone.BATTLEFIELD and matching(p)]
        if c.kind == DIFFERENT_NAMES:
            return len({p.card.name for p in named if p.card.name})
        return sum(object_counted(SOURCE_MANA_VALUE, p, True, sizes) for p in named)  # 712.8e
    if c.kind in (MOST_OPPONENT_HAND, HALF_OPPONENT_LIFE):  # 402.1, 119.1: 0 with none left
        opponents = sizes.opponents(source.controller)
        if c.kind == HALF_OPPONENT_LIFE:  # 107.1a: rounded up as the ability says
            return -(-max((sizes.players[o].life for o in opponents), default=0) // 2)
        return max((sum(1 for p in objects.values() if p.zone is Zone.HAND and p.owner == o)
                    for o in opponents), default=0)
    if c.kind == PARTY:  # CR 700.8
        return party_size([[t for t in PARTY_TYPES if p.card.has_subtype(t)]
                           for p in objects.values() if p.zone is Zone.BATTLEFIELD
                           and p.controller == source.controller and p.card.is_creature])
    if c.kind == CHROMA:  # 107.4: a hybrid or Phyrexian symbol of the color is one of its
        in_graveyard = c.what is not None and c.what.zone == "graveyard"
        return sum(c.of in symbol.split("/") for p in objects.values()
                   if (p.zone is Zone.GRAVEYARD and p.owner == source.controller
                       if in_graveyard else p.zone is Zone.BATTLEFIELD and matching(p))
                   for symbol in _SYMBOL.findall(p.card.cost.upper()))
    raise ValueError(f"unknown count {c.kind!r}")


def party_size(roles: list[list[str]]) -> int:
    """The most creatures of ``roles`` (each creature's party types: a changeling has all four,
    702.73a) that can be given one party type each, no type twice (CR 700.8: a party is up to
    one each of Cleric, Rogue, Warrior and Wizard): a largest matching, by augmenting paths."""
    holder: dict[str, int] = {}  # a party type -> the creature given it

    def give(i: int, seen: set[str]) -> bool:
        for t in roles[i]:
            if t not in seen:
                seen.add(t)
                if t not in holder or give(holder[t], seen):
                    holder[t] = i
                    return True
        return False

    for i, types in enumerate(roles):
        if types and len(holder) < len(PARTY_TYPES):
            give(i, set())
    return len(holder)
