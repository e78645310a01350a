"""More conditions of static abilities, "as long as <condition>, <ability>" (issue 29, as long
as; CR 611.3a-b: the effect applies only while the condition is true, checked continuously;
604.2): whose turn it is, the cards in your hand, the monarch, life totals against the starting
life total, devotion, renown.

Each is a ``Static.condition`` kind (with ``Static.count``, and ``Static.what``: devotion's
colors) and one predicate here: ``sim.model.static_conditions.holds`` asks ``more_holds`` for
the kinds it does not know itself, only as a static ability with such a condition is applied
(``sim.model.board.Board.statics``): a board without one never asks.
"""

from __future__ import annotations

import re
from typing import Protocol, cast

from sim.model.combat_state import CombatState
from sim.model.count_kinds import PARTY_TYPES, Sizes, party_size
from sim.model.filters import Filter
from sim.model.objects import Permanent, Player, Zone

#: "it's not your turn" (CR 500.1, 102.1: the active player's turn; 611.3a)
NOT_YOUR_TURN = "not your turn"
#: "you have N or fewer cards in hand" (count N; CR 402.1)
HAND_AT_MOST = "cards in hand at most"
#: "you have more cards in hand than each opponent" (CR 402.1; 102.2: every opponent still in
#: the game has fewer; none, it doesn't hold)
HAND_MORE = "more cards in hand than each opponent"
#: "you're the monarch" (CR 724.1, ``Player.monarch``)
MONARCH = "you're the monarch"
#: "your life total is less than or equal to half your starting life total" (CR 103.4, 119.1:
#: ``GameState.starting_life``; 107.1a: half, not rounded, so 2 * life <= starting)
LIFE_HALF_START = "life at most half the starting life total"
#: "an opponent's life total is less than half their starting life total" (any one opponent;
#: CR 103.4: the starting life total is the same for every player of a game)
OPPONENT_UNDER_HALF = "an opponent's life under half the starting life total"
#: "your devotion to <color> [and <color>] is less than N" (count N; ``Static.what``'s
#: ``color`` the colors' letters; CR 700.5: each mana symbol among the mana costs of
#: permanents you control that is of one of those colors counts once, 700.5a: hybrid and
#: Phyrexian symbols of those colors among them)
DEVOTION_BELOW = "devotion less than"
#: "~ is renowned" (CR 702.112b: the designation renown gives, ``Permanent.renowned``)
SELF_RENOWNED = "renowned"

#: "you control another multicolored permanent" (CR 105.2c: two or more colors; its colors
#: now, 105.3, 613.1e)
OTHER_MULTICOLORED = "controls another multicolored permanent"

#: "you have a full party" (CR 700.8: one each of Cleric, Rogue, Warrior and Wizard among
#: the creatures you control, ``sim.model.count_kinds.party_size``)
FULL_PARTY = "full party"
#: "your opponents control no <kinds>", "no opponent controls a(n) <kind>" (``Static.what``
#: the kind: ``sim.model.static_conditions.is_kind``; CR 611.3a)
OPPONENTS_NONE = "opponents control none"
#: "~ has a counter | N or more counters on it", "there are N or more counters on ~" (count
#: N, 1 for "a"; counters of any kinds, CR 122.1)
SELF_ANY_COUNTERS = "counters on it"
#: "~ is modified" (CR 700.9: it has one or more counters on it, is equipped, or is enchanted
#: by an Aura its controller controls)
SELF_MODIFIED = "modified"
#: "~ is a creature" (CR 205.2a: its card types now, through the layers, 613.1d)
SELF_CREATURE = "is a creature"

#: "equipped | enchanted creature is attacking" (CR 506.4: an attacking creature until it is
#: removed from combat or combat ends; the permanent the source is attached to, 301.5, 303.4)
HOST_ATTACKING = {"equipped creature": "equipped creature attacking",
                  "enchanted creature": "enchanted creature attacking"}

#: the conditions of ``more_holds``
MORE_KINDS = frozenset((NOT_YOUR_TURN, HAND_AT_MOST, HAND_MORE, MONARCH, LIFE_HALF_START,
                        OPPONENT_UNDER_HALF, DEVOTION_BELOW, SELF_RENOWNED,
                        OTHER_MULTICOLORED, FULL_PARTY, OPPONENTS_NONE, SELF_ANY_COUNTERS,
                        SELF_CREATURE, SELF_MODIFIED, *HOST_ATTACKING.values()))

_HOST_ATTACKING = frozenset(HOST_ATTACKING.values())

_SYMBOL = re.compile(r"\{([^}]*)\}")


class PlayerSeen(Protocol):
    """What these conditions read of the board (``sim.model.board.Board`` has it)."""

    players: dict[str, Player]
    permanents: dict[str, Permanent]
    active: str
    combat: CombatState | None

    def cards(self, owner: str, zone: Zone) -> list[Permanent]:
        """The objects ``owner`` owns in ``zone``."""
        ...

    def opponents(self, player: str) -> list[str]:
        """``player``'s opponents still in the game."""
        ...


def devotion(state: PlayerSeen, player: str, colors: str) -> int:
    """``player``'s devotion to ``colors`` (letters; CR 700.5, 700.5a): the mana symbols
    among the mana costs of the permanents they control that are of any of those colors, each
    symbol once (a hybrid {W/B} counts once toward devotion to white and black)."""
    return sum(1 for p in state.permanents.values()
               if p.zone is Zone.BATTLEFIELD and p.controller == player and p.card.cost
               for symbol in _SYMBOL.findall(p.card.cost.upper())
               if any(c in colors for c in symbol.split("/")))


def _is_kind(what: Filter, perm: Permanent) -> bool:
    """Whether ``perm`` is of the kind ``what`` names: its card type, subtype and color now
    (CR 613.1d-e)."""
    card = perm.card
    return (not what.card_type or what.card_type in card.types) and (
        not what.subtype or card.has_subtype(what.subtype)) and (
        not what.color or what.color in card.color_set)


def _starting_life(state: PlayerSeen) -> int:
    """The game's starting life total (``GameState.starting_life``; a board outside a game:
    20, CR 103.4)."""
    return int(getattr(state, "starting_life", 20))


def more_holds(state: PlayerSeen, source: Permanent, kind: str, what: Filter | None,
               count: int) -> bool:
    """Whether the condition ``kind`` of ``source``'s static ability holds now (CR 611.3a-b);
    True for a kind that is none of these (as ``static_conditions.holds``)."""
    you = source.controller
    if kind == NOT_YOUR_TURN:
        return state.active != you
    if kind == HAND_AT_MOST:
        return len(state.cards(you, Zone.HAND)) <= count
    if kind == HAND_MORE:  # CR 402.1
        mine, others = len(state.cards(you, Zone.HAND)), state.opponents(you)
        return bool(others) and all(mine > len(state.cards(o, Zone.HAND)) for o in others)
    if kind == MONARCH:
        return state.players[you].monarch
    if kind == LIFE_HALF_START:
        return 2 * state.players[you].life <= _starting_life(state)
    if kind == OPPONENT_UNDER_HALF:
        start = _starting_life(state)
        return any(2 * state.players[o].life < start for o in state.opponents(you))
    if kind == DEVOTION_BELOW and what is not None:
        return devotion(state, you, what.color) < count
    if kind == SELF_RENOWNED:
        return source.renowned
    if kind == FULL_PARTY:  # CR 700.8
        return party_size(cast("Sizes", state), you) >= len(PARTY_TYPES)
    if kind == OPPONENTS_NONE and what is not None:
        return not any(p.zone is Zone.BATTLEFIELD and p.controller != you and
                       p.controller in state.players and _is_kind(what, p)
                       for p in state.permanents.values())
    if kind == SELF_ANY_COUNTERS:  # CR 122.1
        return sum(source.counters.values()) >= max(count, 1)
    if kind == SELF_CREATURE:
        return source.card.is_creature
    if kind == SELF_MODIFIED:  # CR 700.9: counters, an Equipment, an Aura of its controller's
        return bool(source.counters) and any(source.counters.values()) or any(
            p.attached_to == source.id and p.zone is Zone.BATTLEFIELD and (
                p.card.has_subtype("Equipment") or p.card.has_subtype("Aura")
                and p.controller == source.controller) for p in state.permanents.values())
    if kind in _HOST_ATTACKING:  # CR 506.4
        combat = state.combat
        return combat is not None and bool(source.attached_to) and \
            source.attached_to in combat.attackers
    if kind == OTHER_MULTICOLORED:
        return any(p.zone is Zone.BATTLEFIELD and p.controller == you and p.id != source.id
                   and len(p.card.color_set) > 1 for p in state.permanents.values())
    return True


__all__ = ["DEVOTION_BELOW", "FULL_PARTY", "HOST_ATTACKING", "OPPONENTS_NONE", "SELF_ANY_COUNTERS",
           "SELF_CREATURE", "SELF_MODIFIED",
           "HAND_AT_MOST", "HAND_MORE", "LIFE_HALF_START", "MONARCH", "MORE_KINDS",
           "NOT_YOUR_TURN", "OPPONENT_UNDER_HALF", "OTHER_MULTICOLORED", "SELF_RENOWNED",
           "PlayerSeen", "devotion", "more_holds"]
