"""Objects and players (CR 108-111, 400, 102): the zones, the steps of a turn, how far a play
goes, the engine's stage within a step, counters' names, continuous effects (``Effect``, CR
611), players (``Player``) and objects in zones (``Permanent``: a card or a token, with its
state on the battlefield).
"""

from __future__ import annotations

import enum
from typing import TYPE_CHECKING

import attr
import attrs

from sim.model.abilities import Param
from sim.model.card import PERMANENT_CARD_TYPES, CardDef
from sim.model.events import STEP_BEGAN, StepBegan
from sim.model.keywords import Kw
from sim.model.mana import Mana

if TYPE_CHECKING:
    from sim.model.programs import Activated, Triggered


class Zone(enum.StrEnum):
    """The zones (CR 400.1): a spell being cast or on the stack is in ``STACK`` (CR 405)."""

    LIBRARY = "library"
    HAND = "hand"
    BATTLEFIELD = "battlefield"
    GRAVEYARD = "graveyard"
    STACK = "stack"
    EXILE = "exile"
    COMMAND = "command"


# Enum members as plain module names for the hot paths: on Python 3.11 ``Zone.BATTLEFIELD``
# goes through ``EnumType.__getattr__``'s slow attribute hook (about ten times a global's
# cost), which loops over every permanent pay each time.
_BATTLEFIELD, _HAND = Zone.BATTLEFIELD, Zone.HAND


class Step(enum.StrEnum):
    """The steps of a turn in order (CR 500.1; the main phases, which have no steps, count as
    steps here): beginning phase (501), precombat main phase (505), combat phase (506.1),
    postcombat main phase, ending phase (512); then the states after the span a play covers
    (``Span``): after the combat phase, after the turn."""

    UNTAP = "untap"
    UPKEEP = "upkeep"
    DRAW = "draw"
    PRECOMBAT_MAIN = "precombat main"
    BEGINNING_OF_COMBAT = "beginning of combat"
    DECLARE_ATTACKERS = "declare attackers"
    DECLARE_BLOCKERS = "declare blockers"
    FIRST_STRIKE_DAMAGE = "first-strike combat damage"
    COMBAT_DAMAGE = "combat damage"
    END_OF_COMBAT = "end of combat"
    POSTCOMBAT_MAIN = "postcombat main"
    END = "end"
    CLEANUP = "cleanup"
    COMBAT_OVER = "after combat"
    TURN_OVER = "after the turn"


#: the steps after which a play is over (``GameState.is_terminal``)
FINAL_STEPS = frozenset({Step.COMBAT_OVER, Step.TURN_OVER})


#: the two main phases (CR 505): sorcery-speed actions happen in them (307.1, 305.1)
MAIN_PHASES = frozenset({Step.PRECOMBAT_MAIN, Step.POSTCOMBAT_MAIN})


class Span(enum.StrEnum):
    """How far a play goes: to the end of the combat phase (a combat scenario), to the end of
    the turn, or turn after turn to the end of the game (CR 104) or the turn limit."""

    COMBAT = "combat"
    TURN = "turn"
    GAME = "game"


STEP_BEGAN.update({step: StepBegan(step=step) for step in Step})


class Stage(enum.StrEnum):
    """Where the engine is within ``GameState.step``: not yet started (a board built by hand,
    before ``start``), the step's turn-based actions, or players receiving priority."""

    NOT_STARTED = "not started"
    TURN_BASED = "turn-based actions"
    PRIORITY = "priority"


class Duration(enum.StrEnum):
    """How long a continuous effect from a resolved spell or ability lasts (CR 611.2a)."""

    END_OF_COMBAT = "end of combat"
    END_OF_TURN = "end of turn"
    INDEFINITE = "indefinite"
    #: until its controller's next untap step has passed ("doesn't untap during its
    #: controller's next untap step": ``sim.rules.turn``)
    NEXT_UNTAP = "next untap step"
    #: while its source, an Aura, stays attached to the permanent it affects under the same
    #: controller ("you control enchanted creature": ``sim.model.board.attached_control``)
    WHILE_ATTACHED = "while attached"
    #: while its source (``Effect.source``) remains tapped ("for as long as ~ remains tapped",
    #: 611.2b: ``sim.model.tapped_durations``)
    WHILE_TAPPED = "while tapped"
    #: while its source remains on the battlefield ("for as long as ~ remains on the
    #: battlefield", 611.2b: ``sim.model.control_durations``)
    WHILE_PRESENT = "while present"
    #: while the effect's controller (``Effect.controller``) controls its source ("for as long
    #: as you control ~", 611.2b: ``sim.model.control_durations``)
    WHILE_CONTROLLED = "while controlled"
    #: while its source, an Aura or Equipment, stays attached to the permanent it affects and
    #: has the static ability (``Effect.description``) changing it ("enchanted creature loses
    #: all abilities and is a blue Frog creature ...": ``sim.model.attached_changes``)
    WHILE_CHANGED = "while changed"
    #: until its controller's next turn begins ("until your next turn", CR 500.5, 611.2a;
    #: ``Effect.source`` that player: ``sim.model.next_turn_durations``)
    NEXT_TURN = "next turn"


PLUS = "+1/+1"


MINUS = "-1/-1"


_PT_KINDS: dict[str, tuple[int, int] | None] = {}


def pt_kind(kind: str) -> tuple[int, int] | None:
    """The change a power/toughness counter of ``kind`` makes ("+1/+0": (1, 0), "-0/-2":
    (0, -2); CR 122.1a), None for a counter of another kind ("charge")."""
    if kind not in _PT_KINDS:
        power, _, toughness = kind.partition("/")
        _PT_KINDS[kind] = (int(power), int(toughness)) if all(
            len(part) > 1 and part[0] in "+-" and part[1:].isdigit()
            for part in (power, toughness)) else None
    return _PT_KINDS[kind]


def counters_pt(counters: dict[str, int]) -> tuple[int, int]:
    """What the power/toughness counters among ``counters`` add to a creature's power and
    toughness in layer 7c (CR 122.1a, 613.4c): each "+X/+Y" counter +X/+Y, each "-X/-Y" one
    -X/-Y (+1/+1 and -1/-1 counters among them)."""
    power = toughness = 0
    for kind, n in counters.items():
        change = pt_kind(kind)
        if change is not None:
            power += change[0] * n
            toughness += change[1] * n
    return power, toughness


LOYALTY = "loyalty"


#: a stun counter (CR 122.1d): "if a permanent with a stun counter on it would become
#: untapped, instead remove a stun counter from it" (``stunned``)
STUN = "stun"


def stunned(perm: Permanent) -> bool:
    """Whether untapping the tapped ``perm`` is replaced by removing a stun counter from it
    (CR 122.1d): if it has one, one is removed and True returned."""
    n = perm.counters.get(STUN, 0)
    if not n:
        return False
    if n == 1:
        del perm.counters[STUN]
    else:
        perm.counters[STUN] = n - 1
    return True


DEFENSE = "defense"  # a battle's defense counters (CR 310.4c)


@attrs.frozen(slots=True)
class Effect:
    """A continuous effect on some permanents (CR 611). Applied in timestamp order within a layer:
    ``set_power``/``set_toughness`` in layer 7b, ``power``/``toughness`` changes in 7c,
    ``add``/``remove`` abilities in layer 6 (CR 613.1, 613.4)."""

    affected: frozenset[str]
    duration: Duration = Duration.END_OF_TURN
    power: int = 0
    toughness: int = 0
    set_power: int | None = None
    set_toughness: int | None = None
    add: Kw = Kw.NONE
    remove: Kw = Kw.NONE
    timestamp: int = 0
    description: str = ""
    params: frozenset[Param] = frozenset()
    #: a control-changing effect (layer 2, CR 613.1b): the player who controls ``affected``
    #: while it lasts, and who controlled each before it, given back as it ends (``previous``)
    controller: str = ""
    previous: frozenset[tuple[str, str]] = frozenset()
    #: card types it adds (layer 4, CR 613.1d, 205.1b): "becomes an artifact creature until
    #: end of turn" (crew, 702.122a) adds ("Artifact", "Creature"); ``Board`` keeps each
    #: affected permanent's ``card`` up to date (``sim.model.board.retype``); a subtype there
    #: is added to its subtypes ("it becomes an Orc in addition to its other types", 701.47a)
    types: tuple[str, ...] = ()
    #: the permanent whose static ability this effect is (a ``WHILE_ATTACHED`` effect's Aura)
    source: str = ""
    #: the colors it sets (layer 5, CR 105.3; letters, () colorless), None: unchanged; its
    #: ``types`` subtypes replace the creature types (205.1a) when ``creature_types``; the static
    #: abilities' sources earlier than it, when it removes abilities (613.7a;
    #: ``sim.model.become_verbs``)
    colors: tuple[str, ...] | None = None
    creature_types: bool = False
    before: frozenset[str] = frozenset()
    #: its ``types`` card types replace the object's card types (CR 205.1a: "becomes a 2/4
    #: Soldier creature"; ``sim.model.characteristic_layers.changed_card``)
    card_types: bool = False
    #: it makes the objects lose all abilities (layer 6, CR 613.1f; ``remove`` then holds
    #: every keyword bit, and ``sim.model.ability_loss`` strips their cards)
    strip: bool = False
    #: the activated and triggered abilities it grants (layer 6, CR 613.1f: 'gains "<ability>"
    #: until end of turn', compiled as it began, ``sim.rules.pump.quoted``); ``Board`` keeps
    #: each affected permanent's ``card`` carrying them (``granted_abilities.quoted_grants``)
    abilities: tuple[tuple[Activated, ...], tuple[Triggered, ...]] | None = None
    #: it switches the power and toughness of the objects (layer 7d, CR 613.4d: after every
    #: change of 7c; two switches cancel out; ``sim.model.pt_verbs.SWITCH_PT``)
    switched: bool = False


@attr.s(auto_attribs=True, order=False, auto_detect=True)  # mypyc: a native class
class Player:
    """A player. ``mana`` is mana available for attack and block costs (508.1g, 509.1d). The
    cards in a player's hand, library and graveyard are objects in ``GameState.permanents``
    (``GameState.cards``)."""

    id: str
    life: int = 20
    poison: int = 0
    mana: Mana = Mana()
    lost: bool = False
    #: the cards of the library not yet made objects, top first (whole games: a deck,
    #: shuffled); cards a scenario lists in the library zone are drawn before these
    library: tuple[CardDef, ...] = ()
    #: tried to draw from an empty library since state-based actions were last checked
    #: (CR 704.5b; whole games only)
    drew_from_empty: bool = False
    #: lands played this turn (CR 305.2: one, normally)
    lands_played: int = 0
    #: how many library cards have become objects (numbers their ids)
    cards_made: int = 0
    #: energy counters ({E}, CR 107.14, 122.1: counters on a player)
    energy: int = 0
    #: was dealt damage this turn (bloodthirst's "if an opponent was dealt damage this turn",
    #: CR 702.54a; 120.3: damage, not life loss)
    damaged_this_turn: bool = False
    #: the monarch (CR 724.1, ``sim.rules.monarch``): at most one player at a time (724.3)
    monarch: bool = False
    #: lost life this turn (spectacle's "if an opponent lost life this turn", CR 702.137a;
    #: 119.3: damage dealt to a player makes them lose that much life)
    lost_life_this_turn: bool = False
    #: the spells they cast this turn (surge's "if you've cast another spell this turn",
    #: CR 702.117a)
    spells_this_turn: int = 0
    #: the spells they cast during the previous turn (the werewolves' "if no spells were cast
    #: last turn", "if a player cast two or more spells last turn", CR 603.4; ``sim.rules.turn``
    #: keeps it as a turn begins)
    spells_last_turn: int = 0
    #: what happened this turn (``sim.rules.turn_history``; ``sim.rules.turn`` forgets it as
    #: a turn begins): they declared attackers (raid's "if you attacked this turn", 508.1), a
    #: permanent they controlled left the battlefield (revolt's), how many creatures they
    #: controlled died (morbid's "if a creature died this turn", 700.4)
    attacked_this_turn: bool = False
    left_this_turn: bool = False
    died_this_turn: int = 0
    #: how many creatures they declared as attackers this turn, each object once (508.1: "for
    #: each creature that attacked this turn", any player's, counts those gone since too)
    attackers_this_turn: int = 0
    #: the mana of their pool that doesn't empty as steps and phases end until end of turn
    #: ("until end of turn, you don't lose this mana as steps and phases end", CR 500.4,
    #: 106.4; ``sim.rules.mana_ops.keep_mana``, ``sim.rules.turn``)
    kept_mana: Mana = Mana()
    #: the mana of their pool kept until end of combat ("this mana lasts until end of combat",
    #: firebending's; CR 500.4, 511.3; ``sim.rules.mana_ops.keep_combat_mana``): spent
    #: before ``kept_mana`` (it is lost sooner), lost as the end of combat step ends
    combat_mana: Mana = Mana()
    #: the cards they drew this turn (CR 121.2: each card one draw; "as long as you've drawn
    #: two or more cards this turn", ``sim.model.static_conditions``; ``sim.rules.turn``
    #: forgets it as a turn begins)
    drawn_this_turn: int = 0
    #: the life they gained this turn, all gains summed (CR 119.9: "the amount of life you
    #: gained this turn"; ``sim.rules.life.gain_life``; ``sim.rules.turn`` forgets it as a
    #: turn begins)
    life_gained_this_turn: int = 0
    #: the cards of the spells they cast this turn, in order, as cast (CR 601.2i: "the first
    #: creature spell you cast each turn", ``sim.rules.nth_spells``); forgotten as a turn
    #: begins with ``spells_this_turn``
    cast_this_turn: tuple[CardDef, ...] = ()
    #: the mana they spent to cast spells this turn (CR 601.2g-h; expend: "you expend 4 as
    #: you spend your fourth total mana to cast spells during a turn",
    #: ``sim.rules.combat_triggers``); forgotten as a turn begins
    spell_mana_this_turn: int = 0
    #: a permanent card was put into their graveyard from anywhere this turn (CR 700.11:
    #: "you descended this turn"; ``noted``); forgotten as a turn begins
    descended_this_turn: bool = False
    #: the spells they cast from their hand this turn (CR 601.2a: the zone it was cast from;
    #: "if you haven't cast a spell from your hand this turn"); forgotten as a turn begins
    hand_spells_this_turn: int = 0
    #: the nonland permanents that entered the battlefield under their control this turn
    #: (celebration's "two or more nonland permanents entered the battlefield under your
    #: control this turn": those gone since count too; ``note_entered``)
    nonland_entered_this_turn: int = 0
    #: a land entered the battlefield under their control this turn (landfall's "if you had a
    #: land enter the battlefield under your control this turn", ``sim.model.land_history``)
    land_entered_this_turn: bool = False
    #: the permanents that entered the battlefield under their control this turn, each as it
    #: entered: its id, its zone changes until then (the object, CR 400.7) and its card (its
    #: characteristics then); those gone since too ("if another creature entered the
    #: battlefield under your control this turn", ``sim.model.static_conditions.ENTERED_KIND``;
    #: ``note_entered``); forgotten as a turn begins
    entered_this_turn: tuple[tuple[str, int, CardDef], ...] = ()
    #: has the city's blessing (CR 702.131c: a designation kept for the rest of the game, any
    #: number of players at once; ``sim.rules.ascend``)
    city_blessing: bool = False
    #: controlled a permanent with ascend when last looked (``sim.rules.ascend``: only then is
    #: a permanent entering under their control counted for the blessing, 702.131b)
    ascends: bool = False
    #: their speed (CR 702.179b, ``sim.rules.speed``): 0 while they have none, else 1 to 4;
    #: the turn their speed's inherent ability last triggered (702.179d: once each turn); the
    #: number of events logged as they got speed (the earlier ones can't trigger it)
    speed: int = 0
    speed_turn: int = -1
    speed_since: int = 0
    #: how many times the Ring has tempted them this game (CR 701.54c: 0, no emblem named The
    #: Ring; its abilities are the first ``min(ring, 4)``; ``sim.model.ring_verbs``)
    ring: int = 0
    #: mana in their pool that may be spent only on some costs (CR 106.6): each the
    #: restriction (``sim.model.spend_limits``' value), the quality chosen as its source
    #: entered ("of the chosen type", 614.12) and the mana; emptied with the pool (500.4;
    #: ``sim.rules.limited_pool``)
    limited_mana: tuple[tuple[str, str, Mana], ...] = ()

    def note_entered(self, perm: Permanent, turn: int) -> None:
        """``perm`` entered the battlefield under their control during turn ``turn`` (CR
        603.6a: a spell resolving, an effect putting it or creating it there, a land
        played): its ``entered_turn``, and counted unless a land."""
        perm.entered_turn = turn
        self.entered_this_turn += ((perm.id, perm.moves, perm.card),)
        if "Land" not in perm.card.types:
            self.nonland_entered_this_turn += 1
        else:
            self.land_entered_this_turn = True

    def noted(self, card: Permanent, zone: Zone) -> Zone:
        """``card``, an object they own, is put into ``zone`` (returned): into their
        graveyard, a permanent card (CR 110.4a; not a token, 111.1) makes them have
        descended this turn (700.11)."""
        if zone is Zone.GRAVEYARD and not self.descended_this_turn and not card.token and \
                not PERMANENT_CARD_TYPES.isdisjoint(card.card.types):
            self.descended_this_turn = True
        return zone

    def note_left(self, left: list[tuple[str, Zone]], perm: Permanent, zone: Zone) -> None:
        """``perm``, a permanent they controlled, leaves the battlefield for ``zone``: listed
        in ``left`` (``Board.left``) and in what happened this turn — it died if it is a
        creature put into its owner's graveyard (CR 700.4)."""
        left.append((perm.id, zone))
        self.left_this_turn = True
        if zone is Zone.GRAVEYARD and perm.card.is_creature:
            self.died_this_turn += 1

    def clone(self) -> Player:
        """A copy that shares nothing mutable with this one (the library and mana are frozen)."""
        copy = Player(self.id, self.life, self.poison, self.mana, self.lost, self.library,
                      self.drew_from_empty, self.lands_played, self.cards_made, self.energy,
                      self.damaged_this_turn, self.monarch, self.lost_life_this_turn,
                      self.spells_this_turn, self.spells_last_turn)
        copy.attacked_this_turn, copy.left_this_turn = self.attacked_this_turn, self.left_this_turn
        copy.died_this_turn = self.died_this_turn
        copy.attackers_this_turn = self.attackers_this_turn
        copy.kept_mana, copy.combat_mana = self.kept_mana, self.combat_mana
        copy.drawn_this_turn = self.drawn_this_turn
        copy.life_gained_this_turn = self.life_gained_this_turn
        copy.cast_this_turn = self.cast_this_turn
        copy.spell_mana_this_turn = self.spell_mana_this_turn
        copy.descended_this_turn = self.descended_this_turn
        copy.hand_spells_this_turn = self.hand_spells_this_turn
        copy.nonland_entered_this_turn = self.nonland_entered_this_turn
        copy.land_entered_this_turn = self.land_entered_this_turn
        copy.entered_this_turn = self.entered_this_turn
        copy.city_blessing, copy.ascends = self.city_blessing, self.ascends
        copy.speed, copy.speed_turn, copy.speed_since = self.speed, self.speed_turn, \
            self.speed_since
        copy.ring = self.ring
        copy.limited_mana = self.limited_mana
        return copy


#: the card of an object whose characteristics nobody knows (a card in a hand, say)
UNKNOWN_CARD = CardDef("(unknown card)", types=())


@attr.s(auto_attribs=True, order=False, auto_detect=True)  # mypyc: a native class
class Permanent:
    """An object in a zone: a card or a token, with its id, owner, controller and zone (CR
    108-111, 400); on the battlefield, a permanent's game state. ``sick`` means it has not
    been under its controller's control continuously since their most recent turn began (CR
    302.6). ``attacked_this_turn`` and ``blocked_this_turn`` serve "each turn" requirements
    and restrictions in additional combats; ``provoke_target`` is the creature its provoke
    trigger targets (CR 702.39a). ``owner`` defaults to the controller; a ``token`` ceases
    to exist once it is in any other zone (704.5d)."""

    id: str
    controller: str
    card: CardDef
    tapped: bool = False
    sick: bool = False
    damage: int = 0
    deathtouched: bool = False
    counters: dict[str, int] = attrs.Factory(dict)
    attached_to: str | None = None
    zone: Zone = Zone.BATTLEFIELD
    attacked_this_turn: bool = False
    blocked_this_turn: bool = False
    provoke_target: str | None = None
    owner: str = attr.ib(default=attrs.Factory(lambda self: self.controller,
                                                   takes_self=True))
    token: bool = False
    #: the printed card while a type-changing effect applies to it (layer 4, CR 613.1d):
    #: ``card`` is then its characteristics with the types the effects add (a crewed
    #: Vehicle's card is an artifact creature card, 702.122a), so every "is it a creature"
    #: test reads ``card.is_creature`` as before; None otherwise (``card`` is the printed card)
    printed: CardDef | None = None
    #: it was a kicked spell (CR 702.33d): "when ~ enters, if it was kicked, ..."; a new
    #: object (400.7) was not
    kicked: bool = False
    #: a spell cast with flashback (CR 702.34a): exiled instead of leaving the stack anywhere
    #: else (``Board.move``); a new object (400.7) was not
    flashback: bool = False
    #: it came under its controller's control since their last turn began (it was summoning
    #: sick as their untap step began, ``sim.rules.turn``): echo's condition (CR 702.30a)
    arrived: bool = False
    #: returned to the battlefield by unearth (CR 702.84a; ``sim.rules.unearth``): 0 not, 1 its
    #: delayed exile yet to trigger, 2 triggered; ``Board.move`` exiles it instead of putting
    #: it anywhere else; a new object (400.7) was not
    unearthed: int = 0
    #: renowned (CR 702.112b: a designation renown gives; a new object, 400.7, is not)
    renowned: bool = False
    #: the color or creature type chosen as it entered (CR 614.12: "as ~ enters, choose a
    #: color"; ``sim.rules.chosen``); "" none
    chosen: str = ""
    #: how many times it has changed zones (``Board.move``): each move makes a new object
    #: (CR 400.7), which a delayed triggered ability about the old one can't find (603.7c)
    moves: int = 0
    #: its dash cost was paid (CR 702.109a; ``sim.rules.alt_costs``): 0 not, 1 its return to
    #: its owner's hand yet to trigger, 2 triggered; a new object (400.7) was not
    dashed: int = 0
    #: face down (CR 708; ``sim.model.face_down_cards``): the card's own characteristics, hidden
    #: from its controller's opponents (708.5), while ``card`` is the face-down 2/2's; None
    #: when face up. Revealed as it leaves the battlefield or the stack (708.9: ``GameState.move``)
    face_down: CardDef | None = None
    #: put onto the battlefield face down by manifest or manifest dread (CR 701.40a, 701.62a):
    #: a creature card may then be turned face up for its mana cost too (701.40b)
    manifested: bool = False
    #: saddled (CR 702.171b: a designation saddle gives until end of turn, 514.2; a new
    #: object, 400.7, is not)
    saddled: bool = False
    #: tribute wasn't paid as it entered (CR 702.104a-b: the opponent chosen declined); a new
    #: object, 400.7, has no such history (its last known information keeps it)
    tribute_unpaid: bool = False
    #: its power and toughness as it last existed on the battlefield (CR 608.2h, 113.7a), in
    #: a last known object of a creature (``sim.model.board.last_known_object``); else None
    known_pt: tuple[int, int] | None = None
    #: its front face while it is transformed (CR 712.8: ``card`` is then the back face,
    #: ``CardDef.back``); None while its front face is up (``sim.rules.transform``)
    front: CardDef | None = None
    #: the number of the last stack object put on the stack before it last transformed
    #: (``GameState.stack_count``): an ability of it put on the stack before then doesn't
    #: transform it again (CR 701.28f); -1: it never transformed
    transformed_at: int = -1
    #: its own card while a copy effect applies (CR 707.2, 613.1a: "you may have ~ enter as a
    #: copy of ..."; ``sim.rules.clones``): ``card`` is then the copiable values it copied
    original: CardDef | None = None
    #: monstrous (CR 701.37b: a designation monstrosity gives; a new object, 400.7, is not)
    monstrous: bool = False
    #: it was a bargained spell (CR 702.166b): "when ~ enters, if it was bargained, ..."; a
    #: new object (400.7) was not
    bargained: bool = False
    #: its controller chose another legendary permanent of its name to keep (CR 704.5j): the
    #: next state-based actions put it into its owner's graveyard (``sim.rules.legend_rule``)
    legend_ruled: bool = False
    #: how many times its multikicker cost was paid (CR 702.33c), read only while ``kicked``
    #: (a new object, 400.7, is not kicked)
    kicks: int = 0
    #: the turn it last entered the battlefield (``Player.note_entered``; 0: before the game
    #: was set up): "as long as it entered the battlefield this turn" (CR 603.6a)
    entered_turn: int = 0
    #: the turn it was last dealt damage (CR 120.3) and its ``moves`` then (a new object,
    #: 400.7, was not): "target creature that was dealt damage this turn"; None: never
    damaged_at: tuple[int, int] | None = None
    #: paired by soulbond (CR 702.95b): the creature it is paired with and that creature's
    #: ``moves`` then (a new object, 400.7, is not paired); ``sim.model.pairing``
    paired: tuple[str, int] | None = None
    #: its front face while it is a modal double-faced card cast or played as its back face
    #: (CR 712.11b, 712.12: ``card`` is then ``CardDef.modal_back``), on the stack or the
    #: battlefield; it is front face up again in any other zone (712.8a: ``Board.move``)
    modal_front: CardDef | None = None

    def front_face_up(self, zone: Zone) -> bool:
        """A modal double-faced card cast or played as its back face (``modal_front`` set),
        moving to ``zone``: front face up again in any zone but the stack and the battlefield
        (CR 712.8a: elsewhere it has only its front face's characteristics). True."""
        if zone is not Zone.STACK and zone is not Zone.BATTLEFIELD and \
                self.modal_front is not None:
            self.card, self.modal_front = self.modal_front, None
        return True
    #: its own card while it is a spell cast as an Adventure (CR 715.3: ``card`` is then the
    #: Adventure's, ``CardDef.adventure``); it has its own again as it leaves the stack (715.4,
    #: ``GameState.move``); None otherwise
    adventurer: CardDef | None = None

    def clone(self) -> Permanent:
        """A copy that shares nothing mutable with this one (the card definition is frozen)."""
        return Permanent(self.id, self.controller, self.card, self.tapped, self.sick, self.damage,
                         self.deathtouched, dict(self.counters) if self.counters else {},
                         self.attached_to, self.zone, self.attacked_this_turn,
                         self.blocked_this_turn, self.provoke_target, self.owner, self.token,
                         self.printed, self.kicked, self.flashback,
                         self.arrived, self.unearthed,
                         self.renowned, self.chosen, self.moves, self.dashed,
                         self.face_down, self.manifested, self.saddled,
                         self.tribute_unpaid, self.known_pt, self.front, self.transformed_at,
                         self.original, self.monstrous, self.bargained, self.legend_ruled,
                         self.kicks, self.entered_turn, self.damaged_at, self.paired,
                         self.modal_front, self.adventurer)
