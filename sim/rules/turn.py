"""The turn (CR 500-514): its steps in order, the turn-based actions of the steps outside
combat, and how far a play goes (``GameState.span``).

A turn is the beginning phase — untap (502), upkeep (503), draw (504) —, the precombat main
phase (505), the combat phase (506-511, ``sim.rules.combat``), the postcombat main phase, and the
ending phase — end step (513), cleanup (514). Each step runs its turn-based actions
(``TURN_BASED``), then players receive priority (``sim.rules.priority``), except in the untap step
and, normally, the cleanup step; once all pass in succession with the stack empty the step
ends (``end_step``, 500.2) and the next begins.

How far a play goes (``Span``): a combat scenario ends with the combat phase
(``Step.COMBAT_OVER``), as it always has; a ``turn`` play at the end of the turn
(``Step.TURN_OVER``); a ``game`` goes on, turn after turn, the players taking turns in turn
order (500.1... 101.4), until the game ends (104) or the turn limit, a draw.
"""

from __future__ import annotations

from collections.abc import Callable

import attrs

from sim.model.actions import Action, Choose
from sim.model.decisions import ChoiceActions, Decision, DecisionKind
from sim.model.errors import IllegalActionError
from sim.model.events import STEP_BEGAN, GameEnded, TurnBegan
from sim.model.keywords import Kw
from sim.model.mana import Mana
from sim.model.next_turn_durations import turn_began
from sim.model.objects import (
    MAIN_PHASES,
    Duration,
    Effect,
    Permanent,
    Player,
    Span,
    Stage,
    Step,
    Zone,
    stunned,
)
from sim.model.outcome import GameResult
from sim.model.stack_objects import DISCARD_CHOICE
from sim.model.state import GameState
from sim.model.tapped_durations import untapped
from sim.rules import combat, madness
from sim.rules.combat import end_combat, state_based_actions
from sim.rules.day_night import untap_check
from sim.rules.exile_play import next_turn_began
from sim.rules.library import draw
from sim.rules.opening import proceed
from sim.rules.player_rules import HAND_SIZE, max_hand_size
from sim.rules.sagas import lore_action
from sim.rules.sba import check_state_based_actions
from sim.rules.skipping import skips, skips_draw
from sim.rules.triggers import collect
from sim.rules.untap_choice import kept_tapped

_AFTER: dict[Step, Step] = {
    Step.UNTAP: Step.UPKEEP, Step.UPKEEP: Step.DRAW, Step.DRAW: Step.PRECOMBAT_MAIN,
    Step.PRECOMBAT_MAIN: Step.BEGINNING_OF_COMBAT, Step.POSTCOMBAT_MAIN: Step.END,
    Step.END: Step.CLEANUP}


#: the first step of each phase an effect may add (``GameState.phases``)
PHASE_STEPS = {"combat": Step.BEGINNING_OF_COMBAT, "main": Step.POSTCOMBAT_MAIN,
               "end": Step.END}


def next_step(state: GameState) -> Step:
    """The step after ``state.step`` (CR 500.1), within the turn: the combat phase's own
    transitions are ``sim.rules.combat.next_step``'s (508.8, 510.4); after it comes the postcombat
    main phase, unless the play covers only the combat phase. After a cleanup step in which
    players received priority comes another cleanup step (514.3a); ``end_step`` ends the turn
    otherwise. Once effects have added phases (500.8), a main or combat phase is followed by
    the next of ``state.phases``."""
    return _following(state)[0]


def _following(state: GameState) -> tuple[Step, bool]:
    """``next_step``, and whether it is the first phase of ``state.phases``."""
    step = state.step
    if state.phases and step in _PHASE_ENDS and state.span is not Span.COMBAT:
        return PHASE_STEPS[state.phases[0]], True
    after = _AFTER.get(step)
    if after is Step.DRAW and skips_draw(state):  # "skip your draw step" (614.10)
        return Step.PRECOMBAT_MAIN, False
    if after is not None:
        return after, False
    if step is Step.CLEANUP:
        return Step.CLEANUP, False  # 514.3a: priority was given in it
    following = combat.next_step(state)
    if following is Step.COMBAT_OVER and state.span is not Span.COMBAT:
        return Step.POSTCOMBAT_MAIN, False
    return following, False


#: the last step of a main phase or a combat phase: the phase ends with it
_PHASE_ENDS = frozenset({*MAIN_PHASES, Step.END_OF_COMBAT})


def end_step(state: GameState) -> None:
    """All players passed with the stack empty (CR 117.4, 500.2): the step ends and the next
    begins with its turn-based actions. Mana empties from the pools as each step ends in a
    turn or a game (500.4); a combat scenario's pool is the mana available for its costs."""
    if state.step is Step.END_OF_COMBAT:
        end_combat(state)
        for player in state.players.values():  # "this mana lasts until end of combat" (511.3)
            player.combat_mana = _NO_MANA
    if state.span is not Span.COMBAT:
        _empty_pools(state)
    following, planned = _following(state)
    if planned:
        state.phases = state.phases[1:]  # that phase begins
    state.step = following
    state.stage = Stage.TURN_BASED
    state.passes = state.priority_index = 0
    if state.step is Step.COMBAT_OVER:
        # 704.3: the active player receives priority in the postcombat main phase, so
        # state-based actions are checked once more: a creature whose "until end of
        # combat" toughness boost just ended (511.3) dies before anyone can act.
        state_based_actions(state)
    elif state.record_events:
        state.events.append(STEP_BEGAN[state.step])


def _empty_pools(state: GameState) -> None:
    """Mana empties from each pool (CR 500.4) but what an effect keeps until end of turn
    (``Player.kept_mana``: the player spent the other mana of each kind first)."""
    for player in state.players.values():
        kept = player.kept_mana
        if kept.total:  # (the usual case: none kept)
            have = player.mana
            kept = player.kept_mana = type(have)(
                min(have.W, kept.W), min(have.U, kept.U), min(have.B, kept.B),
                min(have.R, kept.R), min(have.G, kept.G), min(have.C, kept.C))
        if player.combat_mana.total:  # kept until end of combat: spent first (511.3)
            kept = _with_combat_mana(player, kept)
        if player.mana.total:
            player.mana = kept
        if player.limited_mana:  # restricted mana empties too (106.6)
            player.limited_mana = ()


#: no mana ("until end of combat" over, CR 511.3)
_NO_MANA = Mana()


def _with_combat_mana(player: Player, kept: Mana) -> Mana:
    """The mana ``player`` keeps as a step ends: ``kept`` (until end of turn, CR 500.4) and
    what is left of the mana kept until end of combat ("this mana lasts until end of combat",
    511.3), which the player spent before the mana kept longer (``Player.combat_mana``)."""
    have, combat = player.mana, player.combat_mana
    combat = player.combat_mana = Mana(
        min(have.W - kept.W, combat.W), min(have.U - kept.U, combat.U),
        min(have.B - kept.B, combat.B), min(have.R - kept.R, combat.R),
        min(have.G - kept.G, combat.G), min(have.C - kept.C, combat.C))
    return Mana(kept.W + combat.W, kept.U + combat.U, kept.B + combat.B, kept.R + combat.R,
                kept.G + combat.G, kept.C + combat.C)


def _end_turn(state: GameState) -> None:
    """The turn is over (after a cleanup step without priority, 514.3): a ``turn`` play
    ends; a game goes on with the next player's turn (500.1, 101.4), or is a draw past the
    turn limit."""
    for player in state.players.values():
        player.kept_mana = type(player.mana)()  # "until end of turn" ends (514.2)
        player.combat_mana = _NO_MANA
    _empty_pools(state)
    if state.span is not Span.GAME:
        state.step = Step.TURN_OVER
        state.stage = Stage.TURN_BASED
        return
    if state.turn_limit and state.turn >= state.turn_limit:
        state.result = GameResult((), (), f"turn limit {state.turn_limit} reached: a draw")
        state.log(GameEnded, winners=(), losers=())
        return
    regular = state.regular_turn or state.active
    while state.extra_turns:  # 500.7: an extra turn comes first
        nxt, state.extra_turns = state.extra_turns[0], state.extra_turns[1:]
        if state.players[nxt].lost:  # 800.4m: "until their next turn" ends all the same
            turn_began(state, nxt)
        elif not skips(state, nxt):  # 614.10: skipped
            state.regular_turn = regular
            begin_turn(state, nxt, state.turn + 1)
            return
    state.regular_turn = ""
    order = state.turn_order
    i = order.index(regular)
    for k in range(1, len(order) * (len(state.skipped_turns) + 1) + 1):
        nxt = order[(i + k) % len(order)]
        if state.players[nxt].lost:  # 800.4m: as that turn would have begun
            turn_began(state, nxt)
        elif not skips(state, nxt):  # 614.10: skipped
            break
    begin_turn(state, nxt, state.turn + 1)


def begin_turn(state: GameState, player: str, number: int) -> None:
    """Turn ``number`` of ``player`` begins with its untap step, whose first action may make
    it day or night (CR 502.2, 726.2: ``sim.rules.day_night``)."""
    previous, state.turn = state.active, number
    state.active = player
    state.phases = ()
    state.step = Step.UNTAP
    state.stage = Stage.TURN_BASED
    state.passes = state.priority_index = 0
    state.version += 1
    state.log(TurnBegan, turn=number, player=player)
    turn_began(state, player)  # "until your next turn" ends (CR 500.5)
    if state.exile_plays:  # permissions to play cards from exile end (CR 601.2, 305.1)
        next_turn_began(state)
    if state.record_events:
        state.events.append(STEP_BEGAN[Step.UNTAP])
    if state.day_night:  # 502.2: before the active player untaps
        untap_check(state, previous)


_DOESNT_UNTAP, _FOR_OTHERS = int(Kw.DOESNT_UNTAP), int(Kw.UNTAPS_FOR_OTHERS)
_UNTAP_BITS = int(Kw.DOESNT_UNTAP | Kw.MAY_NOT_UNTAP)


def _end_next_untap(state: GameState, active: str) -> None:
    """The effects lasting until their permanents' controller's next untap step stop
    applying to the active player's permanents (CR 611.2a, 502.3)."""
    kept: list[Effect] = []
    for e in state.effects:
        if e.duration is Duration.NEXT_UNTAP:
            rest = frozenset(p for p in e.affected if p not in state.permanents
                             or state.permanents[p].controller != active)
            if not rest:
                continue
            e = attrs.evolve(e, affected=rest)
        kept.append(e)
    state.effects = kept


def _untap(state: GameState) -> None:
    """CR 502.3: the active player untaps their permanents — but one that "doesn't untap
    during its controller's untap step" or they choose not to untap (``untap_choice``), and
    another player's with "untap ~ during each other player's untap step" untaps with them,
    all at once (phasing, 502.1, and day and night,
    502.2, don't exist here); they have controlled them continuously since the turn began,
    so their creatures may attack and pay {T} (302.6); no land is played yet (305.2). No
    player receives priority (502.4): the upkeep step begins. A game's opening hands come
    first (``sim.rules.opening``, 103.4-103.5)."""
    if state.opening:
        proceed(state)
        return
    active, battlefield, keywords = state.active, Zone.BATTLEFIELD, state.keywords
    mine: list[Permanent] = []
    untapping: list[Permanent] = []  # 502.3: determined first, in the board's order
    others: list[Permanent] = []
    asked: list[str] = []
    for p in state.permanents.values():
        if p.zone is not battlefield:
            continue
        if p.controller == active:
            mine.append(p)
            if p.tapped:
                bits = keywords(p.id) & _UNTAP_BITS
                if not bits & _DOESNT_UNTAP:
                    untapping.append(p)
                    if bits:  # "you may choose not to untap ~"
                        asked.append(p.id)
        elif p.tapped and keywords(p.id) & _FOR_OTHERS:  # "untap ~ during each other
            others.append(p)  # player's untap step" (502.3)
    if asked:
        kept = kept_tapped(state, asked)  # (502.3: chosen before anything untaps)
        if kept is None:
            return
        untapping = [p for p in untapping if p.id not in kept]
    for perm in mine:
        perm.arrived = perm.sick  # echo (702.30a): new under their control since then
        perm.sick = False
    for perm in untapping + others:  # then untapped all together
        if not stunned(perm):  # 122.1d: a stun counter removed instead
            perm.tapped = False
            untapped(state, perm.id)  # 701.26b (611.2b: effects may end)
    state.players[active].lands_played = 0
    for player in state.players.values():  # "this turn" is a new turn (bloodthirst, 702.54a)
        player.damaged_this_turn = False
        player.spells_last_turn = player.spells_this_turn  # "last turn" (603.4, 701.28)
        player.lost_life_this_turn, player.spells_this_turn = False, 0  # 702.137a, 702.117a
        player.attacked_this_turn = player.left_this_turn = False  # raid, revolt
        player.died_this_turn = 0  # morbid (``sim.rules.turn_history``)
        player.attackers_this_turn = 0  # "for each creature that attacked this turn"
        player.drawn_this_turn = 0  # "you've drawn two or more cards this turn" (121.2)
        player.life_gained_this_turn = 0  # "the amount of life you gained this turn"
        player.cast_this_turn = ()  # "the first creature spell you cast each turn"
        player.spell_mana_this_turn = 0  # expend (``sim.rules.combat_triggers``)
        player.descended_this_turn = False  # "you descended this turn" (700.11)
        player.hand_spells_this_turn = 0  # "if you haven't cast a spell from your hand"
        player.nonland_entered_this_turn = 0  # celebration
        player.entered_this_turn = ()  # "if another creature entered ... this turn"
        player.land_entered_this_turn = False  # landfall's (``sim.model.land_history``)
    for perm in state.permanents.values():  # each object's "attacked this turn" (boast's,
        if perm.attacked_this_turn or perm.blocked_this_turn:  # 702.142a): a new turn
            perm.attacked_this_turn = perm.blocked_this_turn = False
    if state.effects:  # "doesn't untap during its controller's next untap step": it passed
        _end_next_untap(state, active)
    state.version += 1
    state.statics_may_change()  # "as long as ~ is untapped"
    end_step(state)


def _priority(state: GameState) -> None:
    """Upkeep (503.1), main phases (505.4: sagas aside, none), end step (513.1: none): no
    turn-based action; players receive priority."""
    state.stage = Stage.PRIORITY


def _precombat_main(state: GameState) -> None:
    """CR 714.3b: the active player puts a lore counter on each Saga they control (a
    turn-based action, ``sim.rules.sagas``); then players receive priority."""
    lore_action(state)
    state.stage = Stage.PRIORITY


def _draw(state: GameState) -> None:
    """CR 504.1: the active player draws a card; then players receive priority. In a
    two-player game the player who plays first skips the draw of their first turn (103.8a):
    turn 1."""
    if not (state.turn == 1 and len(state.turn_order) == 2):
        draw(state, state.active)
    state.stage = Stage.PRIORITY


def _cleanup(state: GameState) -> None:
    """CR 514.1: the active player discards down to their maximum hand size (a
    ``choose_discard`` decision per card to discard); 514.2: damage wears off and "until end
    of turn" effects end; 514.3: no player receives priority unless state-based actions are
    performed or abilities trigger — then players do, and another cleanup step follows
    (514.3a). Otherwise the turn ends."""
    active = state.active
    hand = [p.id for p in state.cards(active, Zone.HAND)]
    size = max_hand_size(state, active) if len(hand) > HAND_SIZE else None  # 402.2
    if size is not None and len(hand) > size:
        state.pending = Decision(active, DecisionKind.CHOOSE_DISCARD,
                                 f"discard a card down to {size} (CR 514.1; "
                                 f"{len(hand) - size} to discard)", options=tuple(hand))
        return
    state.end_turn()
    for perm in state.permanents.values():  # 702.171b: saddled until end of turn (514.2)
        perm.saddled = False
    performed = False
    if state.sba_version != state.changes:
        performed = check_state_based_actions(state)
        state.sba_version = state.changes
        if state.result is not None:
            return
    collect(state)
    if performed or state.triggered:
        state.stage = Stage.PRIORITY
        return
    _end_turn(state)


def discard(state: GameState, player: str, card: str) -> None:
    """``player`` discards ``card`` (CR 701.8): it goes from their hand to their graveyard (a
    card with madness to exile, 702.35a: ``sim.rules.madness``)."""
    madness.discard(state, player, card)


def discard_actions(state: GameState, decision: Decision) -> ChoiceActions:
    """``discard CARD`` for each card in hand (``choose_discard``, 514.1)."""
    return ChoiceActions(tuple(Choose("discard", c) for c in decision.options), "cards in hand")


def apply_discard(state: GameState, legal: ChoiceActions, action: Action) -> None:
    """The player discards the chosen card (CR 701.9a) to hand size; the cleanup step goes on
    (514.1). As an instruction resolves ("target opponent discards a card"), the answer is
    recorded and the resolution goes on (``sim.rules.hands.discard``).
    ``IllegalActionError`` with the reasons if ``action`` is not in ``legal``."""
    reasons = legal.reasons(action)
    if reasons:
        raise IllegalActionError("; ".join(reasons), reasons)
    assert isinstance(action, Choose) and state.pending is not None
    work = state.resolving
    if work is not None and work.asking == DISCARD_CHOICE:  # 701.9a: a resolving discard
        state.pending = None
        state.resolving = attrs.evolve(work, answer=action.value, asking="")
        return
    discard(state, state.pending.player, action.value)
    state.pending = None  # the cleanup step goes on (``_cleanup`` runs again)


TURN_BASED: dict[Step, Callable[[GameState], None]] = {
    **combat.TURN_BASED,
    Step.UNTAP: _untap,
    Step.UPKEEP: _priority,
    Step.DRAW: _draw,
    Step.PRECOMBAT_MAIN: _precombat_main,
    Step.POSTCOMBAT_MAIN: _priority,
    Step.END: _priority,
    Step.CLEANUP: _cleanup,
}
