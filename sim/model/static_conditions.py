"""The conditions of static abilities read off the board: "as long as <condition>, <ability>"
and the ability words that name such a condition (issue 29, as long as).

CR 611.3a-b: a continuous effect from a static ability isn't locked in; it applies whenever
its condition is true, and the condition is checked continuously — a card entering a
graveyard switches a delirium creature's bonus on the moment it gets there. CR 604.2: the
ability is on the object; its condition decides only whether its effect applies. Ability
words (CR 207.2c: threshold, delirium, hellbent, descend, fateful hour) have no rules meaning;
the condition after them is the rule.

Each condition is a ``Static.condition`` kind (with ``Static.count``, and ``Static.what`` for
a kind of permanent) and one predicate here; ``sim.model.board.condition_holds`` asks
``holds`` for the kinds it does not know itself. The board is seen through ``Seen`` (the
board imports this module, so this module can't import the board).
"""

from __future__ import annotations

from typing import Protocol

from sim.model.abilities import (
    ENCHANTED,
    ENCHANTED_PERMANENT,
    EQUIPPED,
    SELF_ATTACKING,
    UNTAPPED,
)
from sim.model.card import PERMANENT_CARD_TYPES, CardDef
from sim.model.combat_state import CombatState
from sim.model.filters import YOU, Filter
from sim.model.mana import ManaCost
from sim.model.objects import Permanent, Player, Zone
from sim.model.pairing import SELF_PAIRED as PAIRED_CONDITION
from sim.model.pairing import partner
from sim.model.player_conditions import (
    MORE_KINDS,
    SELF_ANY_COUNTERS,
    SELF_CREATURE,
    SELF_MODIFIED,
    SELF_RENOWNED,
    more_holds,
)
from sim.model.speed_verbs import MAX, MAX_SPEED

# --- the conditions (``Static.condition``) -------------------------------------------------------
#: "you have N or more cards in hand" (``Static.count`` N; CR 402.1)
HAND_AT_LEAST = "cards in hand at least"
#: hellbent's "you have no cards in hand" (CR 207.2c, 402.1)
HAND_EMPTY = "no cards in hand"
#: delirium's "there are N or more card types among cards in your graveyard" (count N; CR
#: 205.2a: the card types; a card with two counts both)
GRAVEYARD_CARD_TYPES = "card types among cards in your graveyard"
#: descend's "there are N or more permanent cards in your graveyard" (count N; CR 110.4a:
#: artifact, battle, creature, enchantment, land and planeswalker cards)
GRAVEYARD_PERMANENTS = "permanent cards in your graveyard"
#: "an opponent has N or more cards in their graveyard" (count N; any one opponent)
OPPONENT_GRAVEYARD = "an opponent has cards in their graveyard"
#: fateful hour's "you have N or less life" (count N; CR 119.1)
LIFE_AT_MOST = "life or less"
#: "you've drawn N or more cards this turn" (count N; CR 121.2: each card drawn is one draw;
#: ``Player.drawn_this_turn``)
DRAWN_AT_LEAST = "cards drawn this turn at least"
#: "~ is equipped" (CR 301.5c: an Equipment is attached to it)
SELF_EQUIPPED = "equipped"
#: "~ is enchanted", "it's enchanted" (CR 303.4: an Aura is attached to it)
SELF_ENCHANTED = "enchanted"
#: "~ is tapped" (CR 110.5)
SELF_TAPPED = "tapped"
#: "it's attacking alone" (CR 506.5: it is attacking and no other creature is)
ATTACKING_ALONE = "attacking alone"
#: "defending player controls a(n) <kind>" (``Static.what``; CR 506.2, 506.3: the player the
#: source is attacking, or who controls the planeswalker or protects the battle it attacks;
#: false while it isn't attacking: only then is there a defending player for it)
DEFENDER_CONTROLS = "defending player controls"
#: "equipped creature is a <kind>", "enchanted creature | permanent is <kind>" (``Static.what``:
#: a card type, a subtype, a color): the permanent the source is attached to has it (CR 301.5,
#: 303.4); false while it is attached to none. One kind per subject the host is named by (an
#: ``affects`` of ``sim.model.abilities``), which "it" then stands for: "as long as equipped
#: creature is a Human, it gets an additional +1/+1"
HOST_IS = {EQUIPPED: "equipped creature is", ENCHANTED: "enchanted creature is",
           ENCHANTED_PERMANENT: "enchanted permanent is"}
HOSTS = {kind: host for host, kind in HOST_IS.items()}

#: "you control | an opponent controls a [nontoken] <color> [or <color>] permanent"
#: (``Static.what``: ``color`` the letters of the colors, any one of them; ``controller``
#: ``YOU`` or ``OPPONENT``, ``token`` False for "nontoken"; CR 105.2, 110.1)
CONTROLS_COLORED = "controls a permanent of a color"

#: "you control no <permanents>" (``Static.what``: the kind, ``tapped`` False for "untapped",
#: ``other`` for "other"; CR 611.3a): none of them on the battlefield under your control
CONTROLS_NONE = "controls none"
#: "you control a token" (CR 111.1)
CONTROLS_TOKEN = "controls a token"
#: corrupted's "an opponent has N or more poison counters" (count N; CR 122.1f, 207.2c)
OPPONENT_POISON = "an opponent has poison counters"

#: "there are N or more <kind> cards in your graveyard", "there is a <kind> card in your
#: graveyard" (count N, 1 for "a"; ``Static.what``: ``card_type`` a card type, or two joined
#: by "/" for "instant and/or sorcery", or ``subtype``; CR 205.2a, 205.3)
GRAVEYARD_OF_KIND = "cards of a kind in your graveyard"
#: "there are no cards in your graveyard" (CR 404.1)
GRAVEYARD_EMPTY = "no cards in your graveyard"
#: "there are N or more mana values among cards in your graveyard" (count N; CR 202.3: a land
#: card's mana value, 0, is one)
GRAVEYARD_MANA_VALUES = "mana values among cards in your graveyard"

#: the prefix of a negated condition's kind: "~ can't attack | block | attack or block unless
#: <condition>" is "~ can't attack ... as long as not <condition>" (CR 508.1c, 509.1b: a
#: restriction checked as attackers or blockers are declared; 611.3a: a static ability's
#: condition is checked continuously), ``sim.model.board.condition_holds`` negates the rest
UNLESS = "unless "


def affirmed(kind: str) -> str:
    """The condition an ``UNLESS`` kind negates."""
    return kind.removeprefix(UNLESS)


#: "an opponent has N or less life" (count N; any one opponent; CR 119.1)
OPPONENT_LIFE_AT_MOST = "an opponent has life or less"
#: "you've cast N or more spells this turn" (count N; CR 601.2i: cast once it is on the stack
#: and paid for; ``Player.spells_this_turn``)
SPELLS_AT_LEAST = "spells cast this turn at least"

#: celebration's "N or more nonland permanents entered the battlefield under your control
#: this turn" (count N; ``Player.nonland_entered_this_turn``, those gone since too; 207.2c)
NONLAND_ENTERED = "nonland permanents entered this turn"

#: "you've cast a(n) <kind> spell this turn", "you've cast N or more <kind> spells this turn"
#: (count N, 1 for "a"; ``Static.what``: ``card_type`` "Instant/Sorcery" for "instant or
#: sorcery", "Creature", or "Noncreature"; CR 601.2i: cast once it became cast, the card as
#: it was cast, ``Player.cast_this_turn``)
CAST_KIND = "spells of a kind cast this turn"

#: "a(n) | another <kind> entered the battlefield under your control this turn", "N or more
#: <kinds> entered ...", "you had another <kind> enter the battlefield under your control this
#: turn" (count N, 1 for "a"; ``Static.what`` the kind: a card type, a subtype, a color;
#: ``other`` for "another": not the source, the same object, CR 400.7; each permanent as it
#: entered, those gone since too, ``Player.entered_this_turn``; CR 603.6a)
ENTERED_KIND = "permanents of a kind entered this turn"

#: "~ | it entered the battlefield this turn" (``Permanent.entered_turn``; CR 603.6a)
SELF_ENTERED = "entered this turn"

#: "an opponent has no cards in hand" (any one opponent; CR 402.1)
OPPONENT_HAND_EMPTY = "an opponent has no cards in hand"

#: "you have at least N life more than your starting life total", "your life total is at least N
#: greater than | greater than [or equal to] your starting life total" (count N: 1 for "greater
#: than", 0 for "or equal to"; CR 103.4, 119.1: ``GameState.starting_life``)
LIFE_ABOVE_START = "life over the starting life total at least"
#: "you have the city's blessing" (CR 702.131c: ``Player.city_blessing``, ``sim.rules.ascend``)
CITY_BLESSING = "city's blessing"

#: "~ is paired with another creature" (CR 702.95b; ``sim.model.pairing``)
SELF_PAIRED = PAIRED_CONDITION

#: the conditions of ``holds``
KINDS = frozenset((LIFE_ABOVE_START, HAND_AT_LEAST, HAND_EMPTY, GRAVEYARD_CARD_TYPES,
                   GRAVEYARD_PERMANENTS,
                   OPPONENT_GRAVEYARD, LIFE_AT_MOST, DRAWN_AT_LEAST, SELF_EQUIPPED,
                   SELF_ENCHANTED, SELF_TAPPED, ATTACKING_ALONE, DEFENDER_CONTROLS,
                   CONTROLS_COLORED, CONTROLS_NONE, CONTROLS_TOKEN, OPPONENT_POISON,
                   GRAVEYARD_OF_KIND, GRAVEYARD_EMPTY, GRAVEYARD_MANA_VALUES,
                   OPPONENT_LIFE_AT_MOST, SPELLS_AT_LEAST, NONLAND_ENTERED, ENTERED_KIND,
                   CAST_KIND,
                   SELF_ENTERED, OPPONENT_HAND_EMPTY, CITY_BLESSING, SELF_PAIRED, MAX_SPEED,
                   *HOSTS)) | MORE_KINDS


#: the conditions about the source itself (its state, counters, designations, attachments;
#: those of a kind of counter, and monstrous, read by the triggers' own readers):
#: read after a triggered ability's intervening "if" only where "it" is ~ (CR 603.4;
#: ``sim.text.static_if``), false once the source is no longer on the battlefield
#: (``sim.model.board_conditions``, as its own tests of ~)
SOURCE_KINDS = frozenset((SELF_ENTERED, SELF_TAPPED, SELF_EQUIPPED, SELF_ENCHANTED, SELF_PAIRED,
                          SELF_RENOWNED, SELF_MODIFIED, SELF_ANY_COUNTERS, SELF_CREATURE,
                          SELF_ATTACKING, UNTAPPED))

#: the card types (CR 205.2a)
_CARD_TYPES = PERMANENT_CARD_TYPES | {"Instant", "Sorcery", "Kindred"}


class Seen(Protocol):
    """What a condition reads of the board (``sim.model.board.Board`` has it)."""

    players: dict[str, Player]
    permanents: dict[str, Permanent]
    combat: CombatState | None
    turn: int
    active: str

    def cards(self, owner: str, zone: Zone) -> list[Permanent]:
        """The objects ``owner`` owns in ``zone``."""
        ...

    def opponents(self, player: str) -> list[str]:
        """``player``'s opponents still in the game."""
        ...


def is_kind(what: Filter, perm: Permanent) -> bool:
    """Whether ``perm`` is of the kind a condition names: its card type, subtype, color,
    basic or legendary supertype (the characteristics its ``card`` has now, CR 613.1d-e),
    tapped or untapped (CR 110.5)."""
    card = perm.card
    return (not what.card_type or what.card_type in card.types) and (
        not what.subtype or card.has_subtype(what.subtype)) and (
        not what.color or what.color in card.color_set) and (
        what.basic is None or ("Basic" in card.supertypes) == what.basic) and (
        not what.legendary or "Legendary" in card.supertypes) and (
        what.tapped is None or perm.tapped == what.tapped)


def card_is(what: Filter, card: CardDef) -> bool:
    """Whether ``card`` (an object's characteristics at some moment) is of the kind ``what``
    names: its card type, subtype, color (CR 205.2a, 205.3, 105.2)."""
    return (not what.card_type or what.card_type in card.types) and (
        not what.subtype or card.has_subtype(what.subtype)) and (
        not what.color or what.color in card.color_set)


def entered_kinds(player: Player, source: Permanent, what: Filter) -> int:
    """How many permanents of the kind ``what`` entered the battlefield under ``player``'s
    control this turn (CR 603.6a), each as it entered; ``what.other``: not counting the
    source, the same object (400.7: the source that entered again since is another)."""
    return sum(1 for pid, moves, card in player.entered_this_turn
               if card_is(what, card) and not (
                   what.other and pid == source.id and moves == source.moves))


def cast_is(kind: str, types: tuple[str, ...]) -> bool:
    """Whether a spell of card types ``types`` is of a ``CAST_KIND`` kind (CR 205.2a)."""
    if kind == "Noncreature":
        return "Creature" not in types
    return any(t in types for t in kind.split("/"))


def _attached(state: Seen, source: Permanent, subtype: str) -> bool:
    """Whether a permanent with ``subtype`` (Equipment, Aura) is attached to ``source``."""
    return any(p.attached_to == source.id and p.zone is Zone.BATTLEFIELD
               and p.card.has_subtype(subtype) for p in state.permanents.values())


def defending_player(state: Seen, attacker: str) -> str:
    """The player ``attacker`` attacks, or the controller of the planeswalker or battle it
    attacks (CR 506.2-506.3); "" when it isn't attacking."""
    combat = state.combat
    if combat is None or attacker not in combat.attackers:
        return ""
    target = combat.attackers[attacker]
    if target in state.players:
        return target
    attacked = state.permanents.get(target)
    return attacked.controller if attacked is not None else ""


def defending(state: Seen, source: Permanent) -> str:
    """"defending player" seen from ``source`` (CR 506.2): the player it attacks (506.3); for a
    source not attacking, the one defending player of the combat, "" when there is none or
    several (each attacking creature then has its own)."""
    if state.combat is None:
        return ""
    own = defending_player(state, source.id)
    if own:
        return own
    players = {defending_player(state, a) for a in state.combat.attackers}
    return players.pop() if len(players) == 1 else ""


def holds(state: Seen, source: Permanent, kind: str, what: Filter | None, count: int) -> bool:
    """Whether the condition ``kind`` (with ``what`` and ``count``) of ``source``'s static
    ability holds now (CR 611.3a-b: checked every time it matters)."""
    you = source.controller
    if kind == HAND_AT_LEAST:
        return len(state.cards(you, Zone.HAND)) >= count
    if kind == OPPONENT_HAND_EMPTY:
        return any(not state.cards(o, Zone.HAND) for o in state.opponents(you))
    if kind == HAND_EMPTY:
        return not state.cards(you, Zone.HAND)
    if kind == CITY_BLESSING:  # 702.131c: kept for the rest of the game
        return state.players[you].city_blessing
    if kind == SELF_PAIRED:  # 702.95b, 702.95e
        return bool(partner(state, source))
    if kind == GRAVEYARD_CARD_TYPES:  # CR 205.2a; Tribal is Kindred's old name
        return len(_CARD_TYPES.intersection("Kindred" if t == "Tribal" else t for p in state.cards(
            you, Zone.GRAVEYARD) for t in p.card.types)) >= count
    if kind == GRAVEYARD_PERMANENTS:  # CR 110.4a
        return sum(1 for p in state.cards(you, Zone.GRAVEYARD)
                   if PERMANENT_CARD_TYPES.intersection(p.card.types)) >= count
    if kind == GRAVEYARD_OF_KIND and what is not None:
        types = what.card_type.split("/") if what.card_type else ()
        return sum(1 for p in state.cards(you, Zone.GRAVEYARD) if (
            not types or any(t in p.card.types for t in types)) and (
            not what.subtype or p.card.has_subtype(what.subtype))) >= count
    if kind == GRAVEYARD_EMPTY:
        return not state.cards(you, Zone.GRAVEYARD)
    if kind == GRAVEYARD_MANA_VALUES:  # CR 202.3
        return len({ManaCost.parse(p.card.cost).value
                    for p in state.cards(you, Zone.GRAVEYARD)}) >= count
    if kind == OPPONENT_GRAVEYARD:
        return any(len(state.cards(o, Zone.GRAVEYARD)) >= count for o in state.opponents(you))
    if kind == LIFE_AT_MOST:
        return state.players[you].life <= count
    if kind == LIFE_ABOVE_START:  # CR 103.4
        # (``GameState.starting_life``; a board outside a game: 20, CR 103.4)
        return state.players[you].life - int(getattr(state, "starting_life", 20)) >= count
    if kind == OPPONENT_LIFE_AT_MOST:
        return any(state.players[o].life <= count for o in state.opponents(you))
    if kind == SPELLS_AT_LEAST:
        return state.players[you].spells_this_turn >= count
    if kind == MAX_SPEED:  # "you have max speed": speed 4 (CR 702.178a, 702.179e)
        return state.players[you].speed >= MAX
    if kind == DRAWN_AT_LEAST:
        return state.players[you].drawn_this_turn >= count
    if kind == CAST_KIND and what is not None:
        return sum(1 for card in state.players[you].cast_this_turn
                   if cast_is(what.card_type, card.types)) >= count
    if kind == NONLAND_ENTERED:
        return state.players[you].nonland_entered_this_turn >= count
    if kind == ENTERED_KIND and what is not None:
        return entered_kinds(state.players[you], source, what) >= count
    if kind == SELF_EQUIPPED:
        return _attached(state, source, "Equipment")
    if kind == SELF_ENCHANTED:
        return _attached(state, source, "Aura")
    if kind == SELF_ENTERED:
        return source.entered_turn == state.turn
    if kind == SELF_TAPPED:
        return source.tapped
    if kind == ATTACKING_ALONE:
        combat = state.combat
        return combat is not None and source.id in combat.attackers and \
            len(combat.attackers) == 1
    if kind == DEFENDER_CONTROLS and what is not None:
        defender = defending_player(state, source.id)
        return bool(defender) and any(
            p.controller == defender and p.zone is Zone.BATTLEFIELD and is_kind(what, p)
            for p in state.permanents.values())
    if kind == CONTROLS_COLORED and what is not None:
        yours = what.controller == YOU
        return any(p.zone is Zone.BATTLEFIELD and (p.controller == you) == yours and (
            what.token is None or p.token == what.token) and any(
            c in p.card.color_set for c in what.color) for p in state.permanents.values())
    if kind == CONTROLS_NONE and what is not None:
        return not any(p.zone is Zone.BATTLEFIELD and p.controller == you and is_kind(what, p)
                       and not (what.other and p.id == source.id)
                       for p in state.permanents.values())
    if kind == CONTROLS_TOKEN:
        return any(p.zone is Zone.BATTLEFIELD and p.controller == you and p.token
                   for p in state.permanents.values())
    if kind == OPPONENT_POISON:
        return any(state.players[o].poison >= count for o in state.opponents(you))
    if kind in HOSTS and what is not None:
        host = state.permanents.get(source.attached_to or "")
        return host is not None and host.zone is Zone.BATTLEFIELD and is_kind(what, host)
    return more_holds(state, source, kind, what, count)  # sim.model.player_conditions


__all__ = ["ATTACKING_ALONE", "CAST_KIND", "CITY_BLESSING", "CONTROLS_COLORED", "CONTROLS_NONE",
           "CONTROLS_TOKEN",
           "DEFENDER_CONTROLS", "DRAWN_AT_LEAST", "ENTERED_KIND", "GRAVEYARD_CARD_TYPES",
           "GRAVEYARD_EMPTY",
           "GRAVEYARD_MANA_VALUES", "GRAVEYARD_OF_KIND", "GRAVEYARD_PERMANENTS", "HAND_AT_LEAST",
           "HAND_EMPTY", "HOSTS", "HOST_IS", "KINDS", "LIFE_ABOVE_START", "LIFE_AT_MOST",
           "NONLAND_ENTERED",
           "OPPONENT_GRAVEYARD", "OPPONENT_HAND_EMPTY", "OPPONENT_LIFE_AT_MOST",
           "OPPONENT_POISON", "SELF_ENCHANTED", "SELF_ENTERED", "SELF_EQUIPPED", "SELF_PAIRED",
           "SELF_TAPPED", "SOURCE_KINDS", "SPELLS_AT_LEAST", "Seen", "UNLESS",
           "affirmed", "card_is", "cast_is", "defending_player", "entered_kinds", "holds",
           "is_kind"]
