"""The game state: a board (``sim.model.board``) plus everything the decision loop keeps.

``GameState`` is the one object a play runs on: the board's players, objects and
characteristics, and the turn structure, priority, the stack and the pending decision. Its
public methods are the decision loop (OpenSpiel's ``State``, python-chess's ``Board``):
``decision``, ``legal_actions()``, ``apply(action)``, ``is_terminal()``, ``outcome()``,
``clone()``, ``to_dict()``/``from_dict()``. ``clone()`` copies every mutable part and shares
only frozen data (card definitions, effects), which is what makes Monte Carlo roll-outs from a
prepared position cheap.

The model imports nothing above it: the methods that need the engine, serialization or the SVG
picture call the functions those layers register in ``UPPER`` as they are imported (``sim``
imports them all).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any, Protocol

import attr  # attr.ib, not attrs.field: mypyc special-cases only the former
import attrs
import numpy as np
from mypy_extensions import mypyc_attr

from sim.model.actions import Action
from sim.model.board import Board
from sim.model.decisions import Decision, LegalActions
from sim.model.events import GameEnded, PlayerLost
from sim.model.objects import FINAL_STEPS, Effect, Permanent, Span, Stage, Step, Zone
from sim.model.outcome import GameResult, Outcome
from sim.model.tapped_durations import begins, source_left


class ScriptedChoices(Protocol):
    """A scenario's scripted choices as the state holds them (``sim.engine.agents.Script``
    implements it): its entries (casts, activations and trigger answers) and the indices of
    the casts and activations among them, its combat damage splits and damage assignment
    orders; whether its next cast or activation is ``player``'s now, its answer to a decision
    (None: it leaves it to the agents), the priority actions it keeps from the agents, and the
    entries that never ran."""

    @property
    def entries(self) -> Sequence[Any]:
        """The scripted entries: casts, activations and trigger answers, in the file's order."""
        ...

    @property
    def casts(self) -> tuple[int, ...]:
        """The indices in ``entries`` of the casts and activations, in order."""
        ...

    @property
    def damage(self) -> Mapping[str, Mapping[str, int]]:
        """Scripted combat damage splits, ``{source: {recipient: amount}}`` (the regular combat
        damage step)."""
        ...

    @property
    def first_strike_damage(self) -> Mapping[str, Mapping[str, int]]:
        """Scripted combat damage splits for the first-strike combat damage step."""
        ...

    @property
    def damage_order(self) -> Mapping[str, tuple[str, ...]]:
        """Scripted damage assignment orders, ``{creature: (first, ..., last)}``."""
        ...

    def wants(self, state: GameState, player: str) -> bool:
        """Whether the next scripted cast or activation is ``player``'s, in the current step."""
        ...

    def answer(self, state: GameState, decision: Decision) -> Action | None:
        """The scripted action for ``decision``, or None to leave it to the agents."""
        ...

    def reserve(self, state: GameState, player: str, legal: LegalActions) -> LegalActions:
        """``player``'s priority actions ``legal`` without those using up what the entries
        not yet run cast, play or activate."""
        ...

    def unused(self, state: GameState) -> Sequence[Any]:
        """The entries that never ran in the play ``state`` has reached."""
        ...


@mypyc_attr(native_class=False)  # attributes set by the layers that provide them
class Upper:
    """The functions of the layers above the model that ``GameState``'s methods call:
    ``legal_actions``, ``apply``, ``parse_action`` and ``start`` (``sim.engine.core``),
    ``state_to_dict`` and ``state_from_dict`` (``sim.io.serialize``), ``board_svg``
    (``sim.io.board_svg``). Each layer calls ``provide`` as it is imported."""

    def __getattr__(self, name: str) -> Any:
        raise RuntimeError(f"nothing provides {name!r}: import sim (it imports every layer)")


UPPER = Upper()


def provide(name: str, function: Callable[..., Any]) -> None:
    """Register ``function`` as ``UPPER.<name>`` (see ``Upper``)."""
    setattr(UPPER, name, function)


def concede(state: GameState, player: str) -> None:
    """``player`` concedes: they leave the game, losing it (CR 104.3a), at any time; the game
    ends when one player is left (104.2a)."""
    owner = state.players[player]
    result = state.result  # a local: ``state.result`` would stay narrowed to None (mypyc)
    if owner.lost or result is not None:
        return
    owner.lost = True
    state.version += 1
    state.changes += 1
    state.log(PlayerLost, player=player, reason="conceded (CR 104.3a)")
    check_game_over(state)
    if state.result is not None:
        state.pending = None


def check_game_over(state: GameState) -> None:
    """The game ends when at most one player remains (CR 104.2a, 104.4a). A monarch who left
    the game passes the crown on (``_crown_heir``, 724.4)."""
    alive = [p for p in state.turn_order if not state.players[p].lost]
    for player in state.players.values():
        if player.monarch and player.lost and alive:
            player.monarch = False
            state.players[_crown_heir(state)].monarch = True
    if len(alive) <= 1:
        losers = tuple(p for p in state.turn_order if state.players[p].lost)
        reason = "all other players lost" if alive else "all players lost at once: a draw"
        state.result = GameResult(tuple(alive), losers, reason)
        state.log(GameEnded, winners=tuple(alive), losers=losers)


def _crown_heir(state: GameState) -> str:
    """Who becomes the monarch as the monarch leaves the game (CR 724.4): the active player,
    or, when they have left the game too, the next player in turn order still in it."""
    order = state.turn_order
    start = order.index(state.active) if state.active in order else 0
    return next(p for p in order[start:] + order[:start] if not state.players[p].lost)


@attr.s(auto_attribs=True, order=False, auto_detect=True)  # mypyc: a native class
class GameState(Board):
    """A board with the turn, priority, the stack and the pending decision (see the module
    docstring)."""

    stage: Stage = Stage.NOT_STARTED
    #: the decision the engine waits for (``decision``), or None
    pending: Decision | None = None
    #: priority within the step: whose turn to act (index into ``apnap()``), passes in a row
    priority_index: int = 0
    passes: int = 0
    #: damage events on their way through replacement and prevention effects, waiting for a
    #: player's choice (``sim.rules.replacement.DamageWork``)
    damage_work: Any = None
    #: every action applied since the position was loaded, in order
    history: list[Action] = attrs.Factory(list)
    #: ``changes`` when state-based actions were last checked with none left to perform
    sba_version: int = -1
    #: the choices the scenario file makes (``sim.engine.agents.Script``), applied by ``play``
    script: ScriptedChoices | None = None
    #: scripted effects a player may resolve with priority in a step (scenario ``[[effects]]``
    #: with ``during``: stand-ins for instants), and the indices of those already resolved
    available_effects: tuple[tuple[Step, Effect], ...] = ()
    resolved_effects: frozenset[int] = frozenset()
    #: apply a combat damage assignment that has only one legal form (an unblocked creature's,
    #: or a creature's blocked by one creature, without trample) without stopping, unless
    #: ``script`` gives one for it (then it is a decision, and checked); see ``sim.engine.play``
    skip_trivial: bool = True
    # --- the stack (sim.rules.resolution, sim.rules.priority, sim.rules.triggers)
    # ---------------------------------
    #: spells and abilities on the stack, bottom first (``sim.model.stack_objects.StackItem``,
    #: frozen)
    stack: list[Any] = attrs.Factory(list)
    #: how many objects have been put on the stack (their ids are ``s1``, ``s2``, ...)
    stack_count: int = 0
    #: the object being put on the stack while its controller makes its choices (CR 601.2)
    casting: Any = None
    #: the object resolving while it waits for a choice (``sim.model.stack_objects.Resolving``)
    resolving: Any = None
    #: triggered abilities waiting to be put on the stack (CR 603.3), and how far into
    #: ``events`` triggers have been looked for
    triggered: list[Any] = attrs.Factory(list)
    trigger_cursor: int = 0
    #: a scenario's scripted casts and activations (``Script.entries``): how many have run,
    #: which stack object each answers for, the trigger entries used, and the entry that
    #: answered last (named in errors)
    script_next: int = 0
    script_links: tuple[tuple[str, int], ...] = ()
    script_used: frozenset[int] = frozenset()
    script_label: str = ""
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
    #: empty, the usual order (``sim.rules.turn``)
    phases: tuple[str, ...] = ()
    #: the players who take extra turns after this one, the next first (CR 500.7); while one
    #: is taken, ``regular_turn`` is whose turn came last in the usual order (the turn order
    #: goes on from them), "" otherwise
    extra_turns: tuple[str, ...] = ()
    regular_turn: str = ""
    #: cards exiled "until ~ leaves the battlefield" (CR 610.3), each with its source:
    #: (card, source) pairs (``sim.rules.linked_exile``)
    linked_exiles: tuple[tuple[str, str], ...] = ()
    #: delayed triggered abilities waiting for their moment (CR 603.7;
    #: ``sim.model.stack_objects.DelayedTrigger``, ``sim.rules.delayed``)
    delayed: tuple[Any, ...] = ()
    #: the triggered abilities limited to once each turn that triggered this turn: (object,
    #: ability index, its ``Permanent.moves``, turn) (``sim.rules.triggers.first_this_turn``)
    triggered_once: tuple[tuple[str, int, int, int], ...] = ()
    #: the cards in exile a player may play (CR 601.2, 305.1: ``sim.rules.exile_play``): (card,
    #: its ``Permanent.moves`` then — a new object has no permission, 400.7 —, player, turn,
    #: how long: ``"turn"`` that turn only, ``"next"`` until the player's next turn ends,
    #: ``"exiled"`` while it remains exiled, ``"foretold"`` from the next turn on)
    exile_plays: tuple[tuple[str, int, str, int, str], ...] = ()
    #: the cards encoded on creatures (cipher, CR 702.99b-c; ``sim.rules.exile_cast``): (card,
    #: its ``moves`` in exile, creature, its ``moves`` on the battlefield)
    encoded: tuple[tuple[str, int, str, int], ...] = ()
    #: the game's day/night designation (CR 726): "" neither (as a game starts, 726.1),
    #: "day" or "night" (``sim.rules.day_night``)
    day_night: str = ""
    #: the untap step's answers so far to "you may choose not to untap ~" (CR 502.3;
    #: ``sim.rules.untap_choice``): each permanent asked, "<id>:untap" when it untaps
    untap_answers: tuple[str, ...] = ()
    #: the players who skip their next turn, once per turn to skip (CR 614.10;
    #: ``sim.rules.skipping``)
    skipped_turns: tuple[str, ...] = ()
    #: the modes chosen for abilities choosing "one that hasn't been chosen [this turn]" (CR
    #: 700.2; ``sim.rules.mode_choice``): (object, its ``Permanent.moves``, ability text, turn
    #: — 0 for "ever" —, mode)
    modes_chosen: tuple[tuple[str, int, str, int, int], ...] = ()
    #: each player's starting life total (CR 103.4: 20 in a two-player game; a whole game's is
    #: ``sim.rules.opening.new_game``'s ``life``): "at least 7 life more than your starting life
    #: total" (``sim.model.board_conditions``' ``LIFE`` ``ABOVE_START``)
    starting_life: int = 20
    #: the activated abilities restricted to "activate only once" (exhaust's, CR 702.177a;
    #: 602.5b) that were activated: (object, its ``Permanent.moves`` then, ability index) —
    #: kept from turn to turn; a new object (400.7) is another key, never restricted
    exhausted: tuple[tuple[str, int, int], ...] = ()
    #: the legal actions of the pending decision, keyed on ``version`` (never copied)
    cache: Any = attr.ib(default=None, eq=False, repr=False)
    #: nothing but turn-based actions can happen: no player can act with priority and nothing
    #: can trigger (``sim.engine.core.is_quiet``; set as the engine starts running, never copied)
    quiet: bool = attr.ib(default=False, eq=False, repr=False)
    #: the permanents on the battlefield whose cards have parameters, keyed on ``version``
    #: (read by every castability check's cost changes, ``sim.rules.cost_changes``; never
    #: copied)
    with_params: Any = attr.ib(default=None, eq=False, repr=False)

    # lists it holds can't be unpickled (their classes' __init__ takes arguments)
    def __getstate__(self) -> dict[str, Any]:
        return {f.name: getattr(self, f.name) for f in _GAME_STATE_FIELDS
                if f.name not in ("cache", "with_params")}

    def __setstate__(self, state: dict[str, Any]) -> None:
        for name, value in state.items():
            object.__setattr__(self, name, value)
        object.__setattr__(self, "cache", None)
        object.__setattr__(self, "with_params", None)

    def move(self, pid: str, zone: Zone, known: Permanent | None = None) -> None:
        """``Board.move``; a face-down permanent or spell leaving for another zone is revealed
        (CR 708.9): its card face up there (its last known information, taken as it left,
        stays face down: 603.10a; a face-down spell resolving stays face down, 708.4). The
        effects lasting while it remained tapped end (611.2b, ``sim.model.tapped_durations``). A
        spell cast as an Adventure has its own card's characteristics again in any other zone
        (715.4: ``Permanent.adventurer``)."""
        moving = self.permanents[pid]
        if moving.adventurer is not None and zone is not Zone.STACK:
            moving.card, moving.adventurer = moving.adventurer, None  # 715.4: its own card
        super().move(pid, zone, known)
        if self.effects and zone is not Zone.BATTLEFIELD:
            source_left(self, pid)
        perm = self.permanents.get(pid)
        if perm is not None and perm.face_down is not None and perm.zone is not Zone.BATTLEFIELD:
            perm.card, perm.face_down = perm.face_down, None

    def add_effect(self, effect: Effect) -> Effect:
        """``Board.add_effect``, unless the effect's duration has already ended: one lasting
        while its source remains tapped does nothing if it isn't (CR 611.2b)."""
        if not begins(self, effect):
            return effect
        return super().add_effect(effect)

    def clone(self) -> GameState:
        """An independent copy: mutating it never changes ``self`` (frozen parts are shared)."""
        return GameState(
            {k: p.clone() for k, p in self.players.items()},
            {k: p.clone() for k, p in self.permanents.items()},
            self.turn_order, self.active, self.rules, list(self.effects),
            None if self.combat is None else self.combat.clone(),
            self.step, self.turn, list(self.events), self.result, self.timestamp,
            self.record_events, self.static_sources, list(self.damage_effects),
            self.version, self.changes, list(self.left), self.rule_effects,
            dict(self.last_known), self.activations,
            # the decision loop's own fields
            self.stage, self.pending, self.priority_index, self.passes,
            None if self.damage_work is None else self.damage_work.clone(),
            list(self.history), self.sba_version, self.script, self.available_effects,
            self.resolved_effects, self.skip_trivial, list(self.stack), self.stack_count,
            self.casting, self.resolving, list(self.triggered), self.trigger_cursor,
            self.script_next, self.script_links, self.script_used, self.script_label,
            self.span, self.turn_limit, self.seed, self.shuffles, self.opening, self.phases,
            self.extra_turns, self.regular_turn, self.linked_exiles, self.delayed,
            self.triggered_once, self.exile_plays, self.encoded, self.day_night,
            self.untap_answers, self.skipped_turns, self.modes_chosen, self.starting_life,
            self.exhausted)

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
        legal: LegalActions = UPPER.legal_actions(self)
        return legal

    def is_legal(self, action: Action) -> bool:
        """Whether ``action`` is among the legal actions of the pending decision."""
        return action in self.legal_actions()

    def apply(self, action: Action | str | Mapping[str, Any]) -> None:
        """Apply ``action`` (an ``Action``, its text form or its JSON form) to the pending
        decision and run the engine to the next decision. Anything not legal raises
        ``IllegalActionError`` (a ``ValueError``) with the reasons, and changes nothing."""
        UPPER.apply(self, action)

    def parse_action(self, text: str | Mapping[str, Any]) -> Action:
        """The legal action ``text`` names (its text or JSON form); ``IllegalActionError`` if
        it is malformed or not legal now."""
        action: Action = UPPER.parse_action(self, text)
        return action

    def random_playout(self, rng: np.random.Generator) -> Outcome:
        """Play this position out to its end, every decision drawn uniformly at random from
        its legal actions with ``rng`` (``sim.engine.play.random_playout``: search roll-outs);
        returns the ``Outcome``."""
        outcome: Outcome = UPPER.random_playout(self, rng)
        return outcome

    def is_terminal(self) -> bool:
        """True when nothing is left to decide: the game is over, or the span the play covers
        (``span``: the combat phase, the turn) is."""
        return self.pending is None and (self.result is not None
                                         or self.step in FINAL_STEPS)

    def start(self) -> GameState:
        """Run the engine from a board built by hand (``Stage.NOT_STARTED``) to its first
        decision; a no-op once started. Returns ``self``."""
        UPPER.start(self)
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
        concede(self, player)

    def to_dict(self) -> dict[str, Any]:
        """The whole position as JSON-compatible data; ``GameState.from_dict`` reads it back
        exactly (how states cross process boundaries)."""
        data: dict[str, Any] = UPPER.state_to_dict(self)
        return data

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> GameState:
        """The position ``to_dict`` wrote (``StateFormatError`` if it is not one)."""
        state: GameState = UPPER.state_from_dict(data)
        return state

    def _repr_svg_(self) -> str:
        """The battlefield as SVG (``sim.io.board_svg.board``): how a notebook shows a state."""
        svg: str = UPPER.board_svg(self)
        return svg


_GAME_STATE_FIELDS = attrs.fields(GameState)
