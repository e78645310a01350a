"""The counts ``sim.model.board.counted`` leaves to this module (``sim.model.filters.Count``):
the source's own power (CR 208.1, 608.2h: as it last existed on the battlefield once it has
left it) and the cards named as the source in graveyards (201.2). Kept apart from the board
(at its size limit), which calls ``more_counted`` for the kinds it does not know."""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator, Mapping
from typing import Protocol

from sim.model.combat_state import CombatState
from sim.model.count_qualities import zone_cards
from sim.model.filters import (
    BLOCKING_IT,
    GREATEST_POWER,
    NAMED_AS_SOURCE,
    OBJECT_COUNTS,
    SOURCE_POWER,
    SOURCE_TOUGHNESS,
    YOU,
    Count,
)
from sim.model.keywords import Kw
from sim.model.mana import ManaCost
from sim.model.multikicker import KICKED_TIMES
from sim.model.objects import Permanent, Player, Zone
from sim.model.speed_verbs import YOUR_SPEED

#: "for each opponent you have", "the number of opponents you have" (CR 102.3): the source's
#: controller's opponents still in the game (800.4a: a player who left is no opponent)
OPPONENTS_YOU_HAVE = "opponents you have"
#: "the total power | toughness | mana value of <permanents>" (CR 208.1, 202.3): summed over
#: the permanents on the battlefield a count's ``what`` names
TOTAL_POWER, TOTAL_TOUGHNESS = "total power", "total toughness"
TOTAL_MANA_VALUE = "total mana value"
TOTALS = frozenset((TOTAL_POWER, TOTAL_TOUGHNESS, TOTAL_MANA_VALUE))
#: what happened this turn, counted for a spell's own cost reduction (CR 601.2f,
#: ``sim.text.spell_reductions``): "for each other spell cast this turn" (every player's,
#: 601.2i: the spell being cast isn't cast yet), "for each creature you attacked with this
#: turn" (508.1: each object once, those gone since too), "for each opponent who was dealt
#: damage this turn" (120.3)
OTHER_SPELLS, YOUR_ATTACKERS = "other spells cast this turn", "creatures you attacked with"
DAMAGED_OPPONENTS = "opponents dealt damage this turn"
TURN_COUNTS = frozenset((OTHER_SPELLS, YOUR_ATTACKERS, DAMAGED_OPPONENTS))
#: "for each creature in your party", "the number of creatures in your party" (CR 700.8)
PARTY = "creatures in your party"
#: the creature types a party has one each of (CR 700.8)
PARTY_TYPES = ("Cleric", "Rogue", "Warrior", "Wizard")
#: the kinds of count ``more_counted`` reads
#: "the number of cards you've drawn this turn" (CR 121.1): the source's controller's
CARDS_DRAWN = "cards drawn this turn"
#: chroma (207.2c): the mana symbols of the color ``Count.of`` in the mana costs (107.4, 202.1)
#: of the permanents ``what`` names, or of the cards in your graveyard (``what.zone``)
CHROMA = "chroma"
#: "the number of differently named <permanents>" (201.2): the names among them
DIFFERENT_NAMES = "differently named"
#: "the number of cards in the hand of the opponent with the most cards in hand" (402.1)
MOST_OPPONENT_HAND = "most cards in an opponent's hand"
#: "half the highest life total among your opponents, rounded up" (119.1, 107.1a)
HALF_OPPONENT_LIFE = "half the highest opponent life"
#: "for each poison counter your opponents have" (CR 122.1f): on the source's controller's
#: opponents still in the game (800.4a)
OPPONENT_POISON = "poison counters your opponents have"
#: the greatest toughness (208.1) among the permanents ``what`` names, through the layers (0
#: if none; as ``GREATEST_POWER``)
GREATEST_TOUGHNESS = "greatest toughness"
#: "for each creature that died this turn" (CR 700.4: put into a graveyard from the
#: battlefield, tokens too; every player's, ``Player.died_this_turn``)
DIED_THIS_TURN = "creatures that died this turn"
#: the counters of the kind ``Count.of`` ("": every kind) on the permanents ``what`` names
#: ("the number of +1/+1 counters on creatures you control", CR 122.1)
COUNTERS_AMONG = "counters among"
#: the colors (CR 105.1; colorless is none, 105.2c) among the permanents ``what`` names
COLORS_AMONG = "colors among"
#: "the highest mana value among cards in your graveyard" (CR 202.3): the cards ``what`` names
#: (``Filter.zone``), 0 if none
GREATEST_CARD_VALUE = "greatest mana value among cards"
#: "the highest life total among players" (CR 119.1: the players still in the game, 800.4a);
#: "the life total of an opponent with the most life" (102.2: the source's controller's
#: opponents; 0 with none left)
HIGHEST_LIFE, MOST_OPPONENT_LIFE = "highest life total", "most opponent life"
#: "the greatest power among creature cards in your graveyard | all graveyards" (CR 208.1,
#: 604.3: a card's power where it is, its characteristic-defining ability applying there too):
#: the cards ``what`` names (``Filter.zone``), 0 if none
GREATEST_CARD_POWER = "greatest power among cards"
#: "the amount of life you gained this turn" (CR 119.3, 119.9: the life the source's
#: controller gained this turn, each gain's amount, ``Player.life_gained_this_turn``)
LIFE_GAINED = "life gained this turn"
#: "for each of its colors" (CR 105.1, 613.4c): the colors of the object the count is seen
#: from (the creature an Aura or Equipment affects, ``Static.per_attached``, or ~ itself),
#: through the layers (613.1e)
COLORS_OF_IT = "colors of it"
#: "the number of creatures attacking you", "for each creature attacking you" (CR 508.1b,
#: 506.3: the creatures attacking the source's controller, not their planeswalkers or
#: battles; none outside combat)
ATTACKING_YOU_COUNT = "attacking you"
MORE_COUNTS = frozenset((GREATEST_CARD_VALUE, HIGHEST_LIFE, MOST_OPPONENT_LIFE, NAMED_AS_SOURCE,
                         GREATEST_CARD_POWER, LIFE_GAINED, COLORS_OF_IT, ATTACKING_YOU_COUNT,
                         GREATEST_POWER, KICKED_TIMES, OPPONENTS_YOU_HAVE,
                         COLORS_AMONG, COUNTERS_AMONG, DIED_THIS_TURN, GREATEST_TOUGHNESS,
                         OPPONENT_POISON, YOUR_SPEED, PARTY, CARDS_DRAWN, CHROMA,
                         DIFFERENT_NAMES, MOST_OPPONENT_HAND, HALF_OPPONENT_LIFE)
                        ) | OBJECT_COUNTS | TOTALS | TURN_COUNTS
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

    def creatures(self, controller: str | None = None) -> Iterator[Permanent]:
        """The creatures on the battlefield, or only those ``controller`` controls."""

    def has(self, pid: str, kw: Kw) -> bool:
        """Whether permanent ``pid`` has the keyword ``kw`` now."""


def party_size(sizes: Sizes, player: str) -> int:
    """The number of creatures in ``player``'s party (CR 700.8: up to one each of Cleric,
    Rogue, Warrior and Wizard among the creatures they control, chosen to make it as large as
    possible; a creature of several of those types fills one place, a changeling any)."""
    filled = {0}  # the sets of places (bits of ``PARTY_TYPES``) some choice of creatures fills
    for p in sizes.creatures(player):
        every = sizes.has(p.id, Kw.CHANGELING)
        bits = [1 << i for i, t in enumerate(PARTY_TYPES) if every or t in p.card.subtypes]
        if bits:
            filled |= {m | b for m in filled for b in bits if not m & b}
    return max(bin(m).count("1") for m in filled)


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
    if c.kind in (GREATEST_POWER, GREATEST_TOUGHNESS):  # CR 208.1: among the permanents
        size = sizes.power if c.kind == GREATEST_POWER else sizes.toughness  # named, 0 if none
        return max((size(p.id) for p in objects.values()
                    if p.zone is Zone.BATTLEFIELD and matching(p)), default=0)
    if c.kind in TOTALS:  # CR 208.1, 613: through the layers; 202.3: a transformed
        # permanent's front face's mana value (712.8e), a face-down one's 0 (708.2a)
        return sum(sizes.power(p.id) if c.kind == TOTAL_POWER else sizes.toughness(p.id)
                   if c.kind == TOTAL_TOUGHNESS else
                   ManaCost.parse((p.card if p.front is None else p.front).cost).total()
                   for p in objects.values() if p.zone is Zone.BATTLEFIELD and matching(p))
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
    if c.kind == COLORS_AMONG:  # CR 105.1: each color once, through the layers (613.1e)
        return len({color for p in objects.values() if p.zone is Zone.BATTLEFIELD
                    and matching(p) for color in p.card.color_set})
    if c.kind == COUNTERS_AMONG:  # CR 122.1
        return sum(p.counters.get(c.of, 0) if c.of else sum(p.counters.values())
                   for p in objects.values() if p.zone is Zone.BATTLEFIELD and matching(p))
    if c.kind == DIED_THIS_TURN:  # CR 700.4
        return sum(p.died_this_turn for p in sizes.players.values())
    if c.kind == OPPONENT_POISON:  # CR 122.1f
        return sum(sizes.players[o].poison for o in sizes.opponents(source.controller))
    if c.kind == OPPONENTS_YOU_HAVE:  # CR 102.3, 800.4a: the source's controller's
        return len(sizes.opponents(source.controller))
    if c.kind == OTHER_SPELLS:  # CR 601.2i
        return sum(p.spells_this_turn for p in sizes.players.values())
    if c.kind == YOUR_ATTACKERS:  # CR 508.1
        return sizes.players[source.controller].attackers_this_turn
    if c.kind == DAMAGED_OPPONENTS:  # CR 120.3, 102.2
        return sum(1 for o in sizes.opponents(source.controller)
                   if sizes.players[o].damaged_this_turn)
    if c.kind == PARTY:  # CR 700.8: the source's controller's
        return party_size(sizes, source.controller)
    if c.kind == YOUR_SPEED:  # CR 702.179b: the source's controller's, 0 while none
        return sizes.players[source.controller].speed
    if c.kind == CARDS_DRAWN:  # CR 121.1: the source's controller's draws this turn
        return sizes.players[source.controller].drawn_this_turn
    if c.kind == DIFFERENT_NAMES:  # CR 201.2
        return len({p.card.name for p in objects.values()
                    if p.zone is Zone.BATTLEFIELD and matching(p) and p.card.name})
    if c.kind in (MOST_OPPONENT_HAND, HALF_OPPONENT_LIFE):  # 402.1, 119.1: 0 with none left
        opponents = sizes.opponents(source.controller)
        if c.kind == HALF_OPPONENT_LIFE:  # 107.1a: rounded up as the ability says
            return -(-max((sizes.players[o].life for o in opponents), default=0) // 2)
        return max((sum(1 for p in objects.values() if p.zone is Zone.HAND and p.owner == o)
                    for o in opponents), default=0)
    if c.kind == CHROMA:  # 107.4: a hybrid or Phyrexian symbol of the color is one of its
        in_graveyard = c.what is not None and c.what.zone == "graveyard"
        return sum(c.of in symbol.split("/") for p in objects.values()
                   if (p.zone is Zone.GRAVEYARD and p.owner == source.controller
                       if in_graveyard else p.zone is Zone.BATTLEFIELD and matching(p))
                   for symbol in _SYMBOL.findall(p.card.cost.upper()))
    if c.kind == GREATEST_CARD_VALUE and c.what is not None:  # CR 202.3: X is 0 (202.3e)
        return max((ManaCost.parse(p.card.cost).value
                    for p in zone_cards(objects, c.what, source)), default=0)
    if c.kind == GREATEST_CARD_POWER and c.what is not None:  # CR 208.1, 604.3
        return max((sizes.power(p.id) for p in zone_cards(objects, c.what, source)), default=0)
    if c.kind == ATTACKING_YOU_COUNT:  # CR 508.1b: each attacker's defender
        combat = sizes.combat
        return 0 if combat is None else sum(1 for defender in combat.attackers.values()
                                            if defender == source.controller)
    if c.kind == COLORS_OF_IT:  # CR 105.1: the object seen from (``seen_from``)
        return len(source.card.color_set)
    if c.kind == LIFE_GAINED:  # CR 119.9: the source's controller's, this turn
        return sizes.players[source.controller].life_gained_this_turn
    if c.kind == HIGHEST_LIFE:  # CR 119.1, 800.4a
        players = (source.controller, *sizes.opponents(source.controller))
        return max(sizes.players[p].life for p in players)
    if c.kind == MOST_OPPONENT_LIFE:  # CR 119.1, 102.2
        return max((sizes.players[o].life for o in sizes.opponents(source.controller)),
                   default=0)
    raise ValueError(f"unknown count {c.kind!r}")

