"""The game state: one object holding everything a combat needs, cheap to clone.

Characteristics are never read off the card directly during play: ``power``,
``toughness`` and ``keywords`` compute them through the layer system (CR 613), so
an effect that pumps a creature or grants first strike mid-combat is seen everywhere.
``clone()`` copies every mutable part (players, permanents, counters, combat record,
effect list, log) and shares only frozen data (card definitions, effects), which is
what makes Monte Carlo roll-outs from a prepared position cheap.
"""

from __future__ import annotations

import enum
from collections.abc import Iterator, Mapping
from typing import TYPE_CHECKING, Any

import attr  # attr.ib, not attrs.field: mypyc special-cases only the former
import attrs
from mypy_extensions import mypyc_attr

from sim.abilities import (
    ALL_CREATURES,
    ATTACKING_YOU,
    ENCHANTED,
    SELF,
    THRESHOLD,
    UNTAPPED,
    YOUR_CREATURES,
    Param,
    Static,
)
from sim.card import CardDef
from sim.events import STEP_BEGAN, Event, StepBegan
from sim.keywords import Kw
from sim.mana import Mana
from sim.rules import Edition
from sim.statics import EQUIPPED, OPPONENTS_CREATURES, condition_holds, defined_pt, matches

if TYPE_CHECKING:
    from sim.actions import Action
    from sim.agent import Script
    from sim.decisions import Decision, LegalActions


class Zone(enum.StrEnum):
    """The zones (CR 400.1). The stack stays empty until spells exist."""

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


PLUS = "+1/+1"
MINUS = "-1/-1"
LOYALTY = "loyalty"
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

    def clone(self) -> Player:
        return Player(self.id, self.life, self.poison, self.mana, self.lost, self.library,
                      self.drew_from_empty, self.lands_played, self.cards_made)


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

    def clone(self) -> Permanent:
        return Permanent(self.id, self.controller, self.card, self.tapped, self.sick, self.damage,
                         self.deathtouched, dict(self.counters) if self.counters else {},
                         self.attached_to, self.zone, self.attacked_this_turn,
                         self.blocked_this_turn, self.provoke_target, self.owner, self.token)


@attr.s(auto_attribs=True, order=False, auto_detect=True)  # mypyc: a native class
class CombatState:
    """What has been declared this combat and what has happened since.

    ``blocked`` keeps an attacker blocked even after its blockers leave combat (CR 509.1h,
    506.4). ``struck_first`` records who assigned damage in the first-strike step, so the
    second step never re-reads first strike to decide who deals damage (CR 510.4, 702.7c).
    ``attacks_declared`` says whether any creature was declared as an attacker, even if it
    has since left combat: only a combat with none skips to end of combat (CR 508.8).
    ``damage_order`` is each damage assignment order announced in the declare blockers step
    (rules editions that have one, ``sim.damage.has_damage_assignment_order``): an attacker's
    blockers (CR 509.2, 2016) and a blocker's attackers (509.3); a creature that leaves combat
    leaves every order, the others keeping their relative order (the subrules of 509.2-509.3;
    the Magic 2010 rules change that introduced the orders says the same).
    """

    attacking_player: str
    attackers: dict[str, str] = attrs.Factory(dict)
    blocks: dict[str, tuple[str, ...]] = attrs.Factory(dict)
    blocked_by: dict[str, list[str]] = attrs.Factory(dict)
    blocked: set[str] = attrs.Factory(set)
    first_strike_step: bool = False
    struck_first: set[str] = attrs.Factory(set)
    attacks_declared: bool = False
    damage_order: dict[str, tuple[str, ...]] = attrs.Factory(dict)
    # --- progress of the step's turn-based actions, between decisions (sim.combat) ---
    #: defending players still to declare blockers (None: not asked yet), and what those
    #: before them declared
    block_queue: list[str] | None = None
    declared_blocks: list[tuple[str, tuple[str, ...]]] = attrs.Factory(list)
    #: damage assignment orders still to announce (player, creature, creatures), 2016 rules
    order_queue: list[tuple[str, str, tuple[str, ...]]] | None = None
    #: the combat damage step's assignments so far (``sim.combat.DamageProgress``)
    damage: Any = None
    #: the attacking bands (CR 702.22c), each two or more attackers; a creature removed from
    #: combat leaves its band (702.22f), and a band left with one creature is gone
    bands: list[tuple[str, ...]] = attrs.Factory(list)
    #: the attacking player still has to declare bands (``declare_bands``, 508.1e)
    bands_pending: bool = False
    #: attack or block costs still to pay, in order (player, generic mana; 508.1h-i,
    #: 509.1e-f), while a player chooses which sources to tap (``choose_payment``), and the
    #: blocks waiting for them (509.1g)
    costs_due: tuple[tuple[str, int], ...] = ()
    blocks_due: Any = None

    def clone(self) -> CombatState:
        return CombatState(self.attacking_player, dict(self.attackers), dict(self.blocks),
                           {k: list(v) for k, v in self.blocked_by.items()}, set(self.blocked),
                           self.first_strike_step, set(self.struck_first),
                           self.attacks_declared, dict(self.damage_order),
                           None if self.block_queue is None else list(self.block_queue),
                           list(self.declared_blocks),
                           None if self.order_queue is None else list(self.order_queue),
                           None if self.damage is None else self.damage.clone(),
                           list(self.bands), self.bands_pending, self.costs_due,
                           self.blocks_due)

    def in_combat(self, pid: str) -> bool:
        return pid in self.attackers or pid in self.blocks

    def remove(self, pid: str) -> None:
        """Remove a permanent from combat (CR 506.4): it stops attacking or blocking; an
        attacker it blocked stays blocked."""
        self.attackers.pop(pid, None)
        self.blocked_by.pop(pid, None)
        for attacker in self.blocks.pop(pid, ()):
            blockers = self.blocked_by.get(attacker)
            if blockers and pid in blockers:
                blockers.remove(pid)
        if self.bands:  # 702.22f
            self.bands = [kept for band in self.bands
                          if len(kept := tuple(c for c in band if c != pid)) > 1]
        if self.damage_order:
            self.damage_order.pop(pid, None)
            for creature, order in list(self.damage_order.items()):
                if pid in order:
                    self.damage_order[creature] = tuple(c for c in order if c != pid)


@attrs.frozen(slots=True)
class GameResult:
    """How the game ended (CR 104): winners, losers and why. No winner means a draw."""

    winners: tuple[str, ...]
    losers: tuple[str, ...]
    reason: str

    @property
    def winner(self) -> str | None:
        return self.winners[0] if len(self.winners) == 1 else None


@attrs.frozen(slots=True)
class Outcome:
    """What a play came to: each player's life and poison counters, who lost and who won (when
    the game ended: ``reason`` says why; ``ended`` is False when only the combat is over), and
    the permanents that died (went from the battlefield to a graveyard, CR 700.4) or were
    exiled, in the order they left."""

    life: Mapping[str, int]
    poison: Mapping[str, int]
    losers: tuple[str, ...]
    winners: tuple[str, ...]
    ended: bool
    reason: str
    died: tuple[str, ...]
    exiled: tuple[str, ...] = ()

    @property
    def winner(self) -> str | None:
        return self.winners[0] if self.ended and len(self.winners) == 1 else None

    def to_dict(self) -> dict[str, Any]:
        return {"life": dict(self.life), "poison": dict(self.poison),
                "losers": list(self.losers), "winners": list(self.winners),
                "ended": self.ended, "reason": self.reason, "died": list(self.died),
                "exiled": list(self.exiled)}


@attr.s(auto_attribs=True, order=False, auto_detect=True)  # mypyc: a native class
class GameState:
    players: dict[str, Player]
    permanents: dict[str, Permanent]
    turn_order: tuple[str, ...]
    active: str
    rules: Edition = Edition.CURRENT
    effects: list[Effect] = attrs.Factory(list)
    combat: CombatState | None = None
    step: Step = Step.BEGINNING_OF_COMBAT
    turn: int = 1
    events: list[Event] = attrs.Factory(list)
    #: how the game ended, once it has (CR 104); ``outcome()`` summarises any position
    result: GameResult | None = None
    timestamp: int = 0
    record_events: bool = True
    #: Objects on the battlefield with static abilities (``CardDef.statics``), found on first
    #: use and forgotten whenever an object with static abilities changes zones (``move``)
    static_sources: tuple[str, ...] | None = None
    #: replacement and prevention effects on damage from resolved spells and abilities
    #: (``sim.replacement.DamageEffect``, frozen; a used-up shield is replaced or dropped)
    damage_effects: list[Any] = attrs.Factory(list)
    # --- the decision loop (sim.engine) ------------------------------------------------------
    stage: Stage = Stage.NOT_STARTED
    #: the decision the engine waits for (``decision``), or None
    pending: Decision | None = None
    #: priority within the step: whose turn to act (index into ``apnap()``), passes in a row
    priority_index: int = 0
    passes: int = 0
    #: damage events on their way through replacement and prevention effects, waiting for a
    #: player's choice (``sim.replacement.DamageWork``)
    damage_work: Any = None
    #: every action applied since the position was loaded, in order
    history: list[Action] = attrs.Factory(list)
    #: bumped by every change the engine makes; caches are keyed on it
    version: int = 0
    #: bumped by every change state-based actions read (damage, counters, life and poison,
    #: effects, zones), and ``changes`` when they were last checked with none left to perform
    changes: int = 0
    sba_version: int = -1
    #: the choices the scenario file makes (``sim.agent.Script``), applied by ``play``
    script: Script | None = None
    #: scripted effects a player may resolve with priority in a step (scenario ``[[effects]]``
    #: with ``during``: stand-ins for instants), and the indices of those already resolved
    available_effects: tuple[tuple[Step, Effect], ...] = ()
    resolved_effects: frozenset[int] = frozenset()
    #: permanents that left the battlefield and the zone each went to, in order
    #: (``outcome().died`` and ``exiled``; a token is listed though it ceased to exist)
    left: list[tuple[str, Zone]] = attrs.Factory(list)
    #: apply a combat damage assignment that has only one legal form (an unblocked creature's,
    #: or a creature's blocked by one creature, without trample) without stopping, unless
    #: ``script`` gives one for it (then it is a decision, and checked); see ``sim.play``
    skip_trivial: bool = True
    # --- the stack (sim.stack, sim.priority, sim.triggers) ---------------------------------
    #: spells and abilities on the stack, bottom first (``sim.stack.StackItem``, frozen)
    stack: list[Any] = attrs.Factory(list)
    #: how many objects have been put on the stack (their ids are ``s1``, ``s2``, ...)
    stack_count: int = 0
    #: the object being put on the stack while its controller makes its choices (CR 601.2)
    casting: Any = None
    #: the object resolving while it waits for a choice (``sim.stack.Resolving``)
    resolving: Any = None
    #: triggered abilities waiting to be put on the stack (CR 603.3), and how far into
    #: ``events`` triggers have been looked for
    triggered: list[Any] = attrs.Factory(list)
    trigger_cursor: int = 0
    #: static rules created by resolved abilities until end of turn (War Cadence): (source
    #: id, ``Static``)
    rule_effects: tuple[tuple[str, Static], ...] = ()
    #: a scenario's scripted casts and activations (``Script.entries``): how many have run,
    #: which stack object each answers for, the trigger entries used, and the entry that
    #: answered last (named in errors)
    script_next: int = 0
    script_links: tuple[tuple[str, int], ...] = ()
    script_used: frozenset[int] = frozenset()
    script_label: str = ""
    #: last known information (CR 608.2h, 603.10a): each object that left the battlefield as
    #: it last existed there (its controller, counters; ``zone`` the zone it went to), for
    #: the abilities that look back ("if it had no +1/+1 counters on it", "whenever a creature
    #: you control dies": a token is gone by then, 704.5d). Snapshots are never changed.
    last_known: dict[str, Permanent] = attrs.Factory(dict)
    #: the activated abilities activated this turn, (source id, ability index), for "activate
    #: only once each turn" (CR 602.5b); cleared at cleanup, a source's dropped as it leaves
    activations: tuple[tuple[str, int], ...] = ()
    #: how far the play goes (``Span``), and the last turn a game may reach (0: no limit;
    #: past it the game is a draw)
    span: Span = Span.COMBAT
    turn_limit: int = 0
    #: the game's seed and how many shuffles it has made: shuffle ``k`` draws from
    #: ``numpy.random.default_rng((seed, k))``, so a position clones with its future shuffles
    seed: int = 0
    shuffles: int = 0
    #: the players still taking their opening hands, in turn order (CR 103.4-103.5): (player,
    #: mulligans taken, cards still to put on the bottom — -1 while deciding to keep —, the
    #: cards put there so far)
    opening: tuple[tuple[str, int, int, tuple[str, ...]], ...] = ()
    #: the phases still to come this turn after the current one, once an effect has added
    #: some (CR 500.8): ``"combat"``, ``"main"`` (a postcombat main phase, 505.1a), ``"end"``;
    #: empty, the usual order (``sim.turn``)
    phases: tuple[str, ...] = ()
    #: the players who take extra turns after this one, the next first (CR 500.7); while one
    #: is taken, ``regular_turn`` is whose turn came last in the usual order (the turn order
    #: goes on from them), "" otherwise
    extra_turns: tuple[str, ...] = ()
    regular_turn: str = ""
    #: the legal actions of the pending decision, keyed on ``version`` (never copied)
    cache: Any = attr.ib(default=None, eq=False, repr=False)
    #: nothing but turn-based actions can happen: no player can act with priority and nothing
    #: can trigger (``sim.engine.is_quiet``; set as the engine starts running, never copied)
    quiet: bool = attr.ib(default=False, eq=False, repr=False)

    # pickled as attrs would, but without ``cache``: compiled with mypyc, the legal-action
    # lists it holds can't be unpickled (their classes' __init__ takes arguments)
    def __getstate__(self) -> dict[str, Any]:
        return {f.name: getattr(self, f.name) for f in _GAME_STATE_FIELDS if f.name != "cache"}

    def __setstate__(self, state: dict[str, Any]) -> None:
        for name, value in state.items():
            object.__setattr__(self, name, value)
        object.__setattr__(self, "cache", None)

    def clone(self) -> GameState:
        """An independent copy: mutating it never changes ``self`` (frozen parts are shared)."""
        return GameState(
            {k: p.clone() for k, p in self.players.items()},
            {k: p.clone() for k, p in self.permanents.items()},
            self.turn_order, self.active, self.rules, list(self.effects),
            None if self.combat is None else self.combat.clone(),
            self.step, self.turn, list(self.events), self.result, self.timestamp,
            self.record_events, self.static_sources, list(self.damage_effects),
            self.stage, self.pending, self.priority_index, self.passes,
            None if self.damage_work is None else self.damage_work.clone(),
            list(self.history), self.version, self.changes, self.sba_version, self.script,
            self.available_effects,
            self.resolved_effects, list(self.left), self.skip_trivial, list(self.stack),
            self.stack_count, self.casting, self.resolving, list(self.triggered),
            self.trigger_cursor, self.rule_effects, self.script_next, self.script_links,
            self.script_used, self.script_label, dict(self.last_known),
            self.activations, self.span, self.turn_limit, self.seed, self.shuffles,
            self.opening, self.phases, self.extra_turns, self.regular_turn)

    # --- the decision loop (OpenSpiel's State, python-chess's Board) -------------------------
    @property
    def decision(self) -> Decision | None:
        """The pending decision: who must choose (``player``), what (``kind``), and a one-line
        ``prompt``; None when the play is over."""
        return self.pending

    def current_player(self) -> str | None:
        """The player who must act now, or None when the play is over."""
        return None if self.pending is None else self.pending.player

    def legal_actions(self) -> LegalActions:
        """The legal actions of the pending decision: a lazy sequence (``len``, iteration,
        ``in``, ``legal[i]``, ``sample(rng)``); empty when the play is over."""
        legal: LegalActions = _engine.legal_actions(self)
        return legal

    def is_legal(self, action: Action) -> bool:
        return action in self.legal_actions()

    def apply(self, action: Action | str | Mapping[str, Any]) -> None:
        """Apply ``action`` (an ``Action``, its text form or its JSON form) to the pending
        decision and run the engine to the next decision. Anything not legal raises
        ``IllegalActionError`` (a ``ValueError``) with the reasons, and changes nothing."""
        _engine.apply(self, action)

    def parse_action(self, text: str | Mapping[str, Any]) -> Action:
        """The legal action ``text`` names (its text or JSON form); ``IllegalActionError`` if
        it is malformed or not legal now."""
        action: Action = _engine.parse_action(self, text)
        return action

    def is_terminal(self) -> bool:
        """True when nothing is left to decide: the game is over, or the span the play covers
        (``span``: the combat phase, the turn) is."""
        return self.pending is None and (self.result is not None
                                         or self.step in FINAL_STEPS)

    def start(self) -> GameState:
        """Run the engine from a board built by hand (``Stage.NOT_STARTED``) to its first
        decision; a no-op once started. Returns ``self``."""
        _engine.start(self)
        return self

    def outcome(self) -> Outcome:
        """Life and poison per player, who lost or won, what died: of this position (final
        once ``is_terminal()``)."""
        life, poison, losers = {}, {}, []
        for p in self.players.values():
            life[p.id] = p.life
            poison[p.id] = p.poison
            if p.lost:
                losers.append(p.id)
        died: list[str] = []
        exiled: list[str] = []
        for pid, zone in self.left:
            if zone is Zone.GRAVEYARD and pid not in died:
                died.append(pid)
            elif zone is Zone.EXILE and pid not in exiled:
                exiled.append(pid)
        result = self.result
        if result is None:
            return Outcome(life, poison, tuple(losers), (), False, "", tuple(died),
                           tuple(exiled))
        return Outcome(life, poison, tuple(losers), result.winners, True, result.reason,
                       tuple(died), tuple(exiled))

    def concede(self, player: str) -> None:
        """``player`` concedes the game (CR 104.3a): they lose it, now; with one player left
        the game is over (``result``). Not an action in the legal lists: any player may do it
        at any time, decision or not."""
        from sim.sba import concede
        concede(self, player)

    def to_dict(self) -> dict[str, Any]:
        """The whole position as JSON-compatible data; ``GameState.from_dict`` reads it back
        exactly (how states cross process boundaries)."""
        from sim.serialize import state_to_dict
        return state_to_dict(self)

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> GameState:
        from sim.serialize import state_from_dict
        return state_from_dict(data)

    def _repr_svg_(self) -> str:
        """The battlefield as SVG (``sim.svg.board``): how a notebook shows a state."""
        from sim.svg import board
        return board(self)

    # --- queries ---------------------------------------------------------------------------
    # (generator functions, not returned generator expressions: mypyc would build a list)
    def battlefield(self) -> Iterator[Permanent]:
        for p in self.permanents.values():
            if p.zone is _BATTLEFIELD:
                yield p

    def creatures(self, controller: str | None = None) -> Iterator[Permanent]:
        for p in self.permanents.values():
            if p.zone is _BATTLEFIELD and p.card.is_creature \
                    and (controller is None or p.controller == controller):
                yield p

    def cards(self, owner: str, zone: Zone) -> list[Permanent]:
        """The objects ``owner`` owns in ``zone`` (a hand, a graveyard, a library)."""
        return [p for p in self.permanents.values() if p.zone is zone and p.owner == owner]

    def add_unknown_cards(self, owner: str, zone: Zone, n: int) -> list[str]:
        """Put ``n`` cards of unknown characteristics into ``owner``'s ``zone`` (a hand of
        three, a graveyard of seven), with ids ``<owner>:<zone>:<k>`` numbered on from those
        already there; returns their ids."""
        ids: list[str] = []
        k = len(self.cards(owner, zone))
        while len(ids) < n:
            k += 1
            oid = f"{owner}:{zone.value}:{k}"
            if oid not in self.permanents and oid not in self.players:
                self.permanents[oid] = Permanent(oid, owner, UNKNOWN_CARD, zone=zone)
                ids.append(oid)
        self.version += 1
        self.changes += 1
        return ids

    def opponents(self, player: str) -> list[str]:
        return [p for p in self.turn_order if p != player and not self.players[p].lost]

    def apnap(self) -> list[str]:
        """Players in turn order starting with the active player (CR 101.4)."""
        i = self.turn_order.index(self.active)
        order = self.turn_order[i:] + self.turn_order[:i]
        return [p for p in order if not self.players[p].lost]

    def log(self, event: type[Event], *args: Any, **fields: Any) -> None:
        """Record an ``event`` of this class with these fields, in the current step (nothing
        is built when ``record_events`` is off)."""
        if self.record_events:
            self.events.append(event(*args, **fields, step=self.step))  # StrEnum: a str

    # --- static abilities (CR 604, 611.3) ----------------------------------------------------
    def statics_present(self) -> bool:
        """Whether any permanent with static abilities exists (it may have left since)."""
        if self.static_sources is None:
            self.static_sources = tuple(p.id for p in self.permanents.values()
                                        if p.card.statics and p.zone is _BATTLEFIELD)
            if self.rule_effects:
                self.static_sources += ("",)  # resolved abilities' rules (``rule_effects``)
        return bool(self.static_sources)

    def statics_may_change(self) -> None:
        """Something a static ability's filter or condition may read changed (a creature
        attacking, blocking, tapped, combat ending: "blocking creatures you control get
        +0/+2", "as long as ~ is untapped"): state-based actions are checked again (704.3),
        when any static ability exists."""
        if self.statics_present():
            self.changes += 1

    def statics(self) -> Iterator[tuple[Permanent, Static]]:
        """Every static ability of a permanent on the battlefield whose condition holds."""
        if not self.statics_present():
            return
        assert self.static_sources is not None
        for sid in self.static_sources:
            if not sid:
                for origin, static in self.rule_effects:
                    yield self.permanents[origin], static
                continue
            source = self.permanents[sid]
            if source.zone is not _BATTLEFIELD:
                continue
            for static in source.card.statics:
                condition = static.condition
                if condition:
                    if condition == UNTAPPED:
                        if source.tapped:
                            continue
                    elif condition == THRESHOLD:
                        if len(self.cards(source.controller, Zone.GRAVEYARD)) < 7:
                            continue  # threshold: seven or more cards in your graveyard
                    elif not condition_holds(self, source, static):
                        continue
                yield source, static

    def _grants(self, pid: str, layer6: bool = True) -> Iterator[Static]:
        """The static abilities that affect the creature ``pid`` (CR 611.3): those whose
        subject includes it. With ``layer6`` (abilities, not power and toughness), a bonus to
        "creatures with flying" is skipped: it grants no ability, and asking which creatures
        have flying while computing abilities would loop (613.1f, 613.4c)."""
        perm = self.permanents[pid]
        if not perm.card.is_creature:
            return
        for source, static in self.statics():
            who = static.affects
            if static.rule or not who or static.cda:
                continue
            if who == SELF and source.id == pid or who == ENCHANTED and source.attached_to == pid \
                    or who == YOUR_CREATURES and perm.controller == source.controller \
                    or who == ALL_CREATURES \
                    or who == OPPONENTS_CREATURES and perm.controller != source.controller \
                    or who == EQUIPPED and source.attached_to == pid \
                    or who == ATTACKING_YOU and self.combat is not None \
                    and self.combat.attackers.get(pid) == source.controller:
                only = static.only
                if only is not None:
                    if layer6 and only.with_kw:
                        continue
                    if not matches(self, only, source, perm):
                        continue
                yield static

    # --- characteristics (CR 613) ------------------------------------------------------------
    def keywords(self, pid: str) -> int:
        """Abilities after layer 6: printed, then static grants, then each effect's adds and
        removes by timestamp. A plain ``int`` bit set of ``Kw`` flags: IntFlag's own ``&`` and
        ``|`` run in Python and dominate the hot path, so test it with ``int.__and__`` (or
        ``has``)."""
        mask = self.permanents[pid].card.bits
        if self.static_sources is None or self.static_sources:
            for static in self._grants(pid):
                mask |= int(static.add)
        for e in self.effects:
            if pid in e.affected:
                mask = (mask | int(e.add)) & ~int(e.remove)
        return mask

    def params(self, pid: str) -> frozenset[Param]:
        """Parameterised abilities (``sim.abilities``): printed, granted, or from effects."""
        out = self.permanents[pid].card.params
        if self.static_sources is None or self.static_sources:
            for static in self._grants(pid):
                out = out | static.params
        for e in self.effects:
            if e.params and pid in e.affected:
                out = out | e.params
        return out

    def instances(self, pid: str, flag: Kw) -> int:
        """How many instances of the ability ``flag`` the creature has: each source (printed,
        each static granting it, each effect adding it) is one, so two Lures make two
        requirements (CR 508.1d, 509.1c). Zero if an effect has removed it."""
        if not self.has(pid, flag):
            return 0
        n = 1 if self.permanents[pid].card.keywords & flag else 0
        if self.static_sources is None or self.static_sources:
            n += sum(1 for s in self._grants(pid) if s.add & flag)
        n += sum(1 for e in self.effects if pid in e.affected and e.add & flag)
        return max(n, 1)

    def has(self, pid: str, kw: Kw) -> bool:
        """Whether ``pid`` has any of the abilities in ``kw``."""
        return int.__and__(self.keywords(pid), kw) != 0

    def power(self, pid: str) -> int:
        return self._pt(pid)[0]

    def toughness(self, pid: str) -> int:
        return self._pt(pid)[1]

    def _pt(self, pid: str) -> tuple[int, int]:
        """Power and toughness: printed (7a), set (7b), then counters and modifications (7c)."""
        perm = self.permanents[pid]
        card = perm.card
        printed_p, printed_t = card.power or 0, card.toughness or 0
        if card.statics and perm.zone is _BATTLEFIELD:  # 7a: characteristic-defining
            printed_p, printed_t = defined_pt(self, perm, printed_p, printed_t)
        power, toughness = printed_p, printed_t
        counters = perm.counters
        if counters:
            delta = counters.get(PLUS, 0) - counters.get(MINUS, 0)
            power += delta
            toughness += delta
        if self.static_sources is None or self.static_sources:
            for static in self._grants(pid, layer6=False):
                power += static.power
                toughness += static.toughness
        if self.effects:
            base_p, base_t = printed_p, printed_t
            mod_p, mod_t = power - base_p, toughness - base_t
            for e in self.effects:
                if pid in e.affected:
                    if e.set_power is not None:
                        base_p = e.set_power
                    if e.set_toughness is not None:
                        base_t = e.set_toughness
                    mod_p += e.power
                    mod_t += e.toughness
            power, toughness = base_p + mod_p, base_t + mod_t
        return power, toughness

    def loyalty(self, pid: str) -> int:
        return self.permanents[pid].counters.get(LOYALTY, 0)

    def is_creature(self, pid: str) -> bool:
        perm = self.permanents.get(pid)
        return perm is not None and perm.zone is _BATTLEFIELD and perm.card.is_creature

    def is_planeswalker(self, pid: str) -> bool:
        perm = self.permanents.get(pid)
        return perm is not None and perm.zone is _BATTLEFIELD and perm.card.is_planeswalker

    # --- changes ----------------------------------------------------------------------------
    def add_effect(self, effect: Effect) -> Effect:
        """Add a continuous effect, stamping it with the next timestamp (CR 613.7)."""
        self.timestamp += 1
        self.version += 1
        self.changes += 1
        stamped = attrs.evolve(effect, timestamp=self.timestamp)
        self.effects.append(stamped)
        return stamped

    def end_effects(self, duration: Duration) -> None:
        """End every effect of ``duration`` (CR 511.3 for end of combat, 514.2 for end of turn):
        continuous effects (regeneration shields among them, ``sim.destruction``) and
        replacement and prevention effects on damage (``sim.replacement.DamageEffect``)."""
        if self.effects:
            self.effects = [e for e in self.effects if e.duration is not duration]
            self.version += 1
            self.changes += 1
        if duration is Duration.END_OF_TURN and self.rule_effects:
            self.rule_effects = ()
            self.static_sources = None
        if self.damage_effects:
            self.damage_effects = [e for e in self.damage_effects
                                   if getattr(e, "duration", None) is not duration]
            self.version += 1

    def end_turn(self) -> None:
        """The cleanup step's turn-based action (CR 514.2): all damage marked on permanents is
        removed and "until end of turn" and "this turn" effects end, simultaneously."""
        for perm in self.permanents.values():
            if perm.damage and perm.zone is _BATTLEFIELD:
                perm.damage = 0
        self.end_effects(Duration.END_OF_TURN)
        self.activations = ()
        self.version += 1
        self.changes += 1

    def move(self, pid: str, zone: Zone) -> None:
        """Move an object to ``zone``: off the battlefield it leaves combat (506.4) and becomes
        a new object with no damage or counters (CR 400.7). ``static_sources`` is forgotten
        only when the object has static abilities (only such objects are listed there)."""
        perm = self.permanents[pid]
        if perm.zone is _BATTLEFIELD and zone is not _BATTLEFIELD:
            self.left.append((pid, zone))
            snapshot = perm.clone()
            snapshot.zone = zone
            self.last_known[pid] = snapshot
        self.version += 1
        self.changes += 1
        if perm.card.statics:
            # the static abilities on the battlefield changed (CR 604.1); an object without
            # any leaves ``static_sources`` as it was (it never lists such an object)
            self.static_sources = None
        perm.zone = zone
        perm.damage = 0
        perm.deathtouched = False
        perm.tapped = False
        perm.counters = {}
        perm.attached_to = None
        if self.activations:  # a new object (400.7): its abilities weren't activated
            self.activations = tuple(a for a in self.activations if a[0] != pid)
        if self.combat is not None:
            self.combat.remove(pid)


_GAME_STATE_FIELDS = attrs.fields(GameState)


@mypyc_attr(native_class=False)  # a mypyc native class has no __dict__ to cache in
class _LateEngine:
    """``sim.engine``, imported on first use (the engine imports this module); then its
    functions are this object's own attributes, so later calls cost a plain lookup."""

    def __getattr__(self, name: str) -> Any:
        import sim.engine
        value = getattr(sim.engine, name)
        setattr(self, name, value)
        return value


_engine = _LateEngine()
