"""The decision loop: run the engine until a player must choose, apply what they choose.

``start(state)`` runs a board to its first decision; ``apply(state, action)`` checks the
action against the pending decision's legal actions (raising ``IllegalActionError`` with the
reasons, the state unchanged), applies it, records it in ``state.history``, bumps
``state.version`` and runs on to the next decision. ``legal_actions(state)`` builds the lazy
legal list once per version. Nothing in the engine calls a player: everything that chooses
drives this loop from outside (``sim.engine.play``).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from sim.model.actions import Action, ActionSyntaxError, ChooseEffect, action_from_json
from sim.model.actions import parse_action as read_action
from sim.model.decisions import Decision, DecisionKind, LegalActions, NoActions, effect_choices
from sim.model.errors import IllegalActionError
from sim.model.events import STEP_BEGAN
from sim.model.objects import FINAL_STEPS, Span, Stage, Step, Zone
from sim.model.state import GameState, provide
from sim.rules import (
    combat,
    dredge,
    fastpaths,
    opening,
    opening_hand,
    priority,
    quiet_combat,
    replacement,
    triggers,
    turn,
    untap_choice,
)
from sim.rules.speed import speeding
from sim.variants import puzzle_quest

Until = Callable[[GameState], bool]


def start(state: GameState, until: Until | None = None) -> None:
    """Run a board that has not started (``Stage.NOT_STARTED``) to its first decision."""
    if state.stage is Stage.NOT_STARTED:
        if not state.record_events and triggers.needs_events(state):
            state.record_events = True  # triggered abilities read the event stream
        state.stage = Stage.TURN_BASED
        state.version += 1
        state.changes += 1
        if state.opening:
            opening.deal(state)  # a game: shuffles and opening hands (turn 1 follows, 103.8)
        elif state.record_events:
            state.events.append(STEP_BEGAN[state.step])
        run(state, until)


def run(state: GameState, until: Until | None = None) -> None:
    """Advance until a decision is pending, the game is over, or the combat phase is (or,
    checked between the engine's steps of work, ``until(state)`` holds)."""
    idle, busy = Stage.NOT_STARTED, Stage.TURN_BASED
    if state.pending is None and state.result is None and state.step not in FINAL_STEPS:
        state.quiet = is_quiet(state)
    turn_based = dredge.TURN_BASED  # turn's, the draw step's draw replaceable (702.52a)
    give_priority = priority.priority
    blockers = Step.DECLARE_BLOCKERS
    if puzzle_quest.is_puzzle_quest(state):  # Puzzle Quest's automatic combat, without the
        turn_based, blockers = puzzle_quest.TURN_BASED, Step.COMBAT_OVER  # no quiet fast path
    while state.pending is None and state.result is None:
        if until is not None and until(state):
            return
        if state.damage_work is not None:
            replacement.proceed(state)
            continue
        step, stage = state.step, state.stage
        if step in FINAL_STEPS or stage is idle:
            return
        if stage is busy:
            turn_based[step](state)
        elif step is blockers and state.quiet and until is None and quiet_combat.finish(state):
            continue  # the rest of a quiet combat in one go (``sim.rules.quiet_combat``)
        else:
            give_priority(state)
    if state.result is not None:
        state.pending = None


def is_quiet(state: GameState) -> bool:
    """Whether nothing but turn-based actions can happen from here: nothing is on the stack or
    waiting to go there, no continuous effect exists (one may grant a triggering keyword), no
    scripted effect or cast is left, and every card is inert (``CardDef.inert``) — and, in a
    play that goes past combat, no card is in a hand (a land or a spell for a main phase). Then each
    priority is passed by every player without a decision (CR 117.4; ``sim.rules.priority``). None
    of these can change while the engine runs on a quiet board (only abilities and spells
    make effects, tokens and stack objects), so ``run`` works it out once per call, which
    also covers any change made to the state between calls. Always False with the fast paths
    off (``sim.rules.fastpaths``)."""
    if not fastpaths.ENABLED or state.stack or state.triggered or state.effects \
            or state.available_effects or state.casting is not None or state.resolving is not None \
            or state.damage_work is not None:
        return False
    script = state.script
    if script is not None and state.script_next < len(script.casts):
        return False
    if state.delayed or speeding(state):  # a delayed triggered ability waits for its moment
        return False  # (CR 603.7); speed's may trigger (702.179d)
    if state.exile_plays or state.encoded:  # a card in exile may be played (CR 601.2, 305.1),
        return False  # an encoded card's creature may trigger (702.99a)
    exile = Zone.EXILE
    hand = None if state.span is Span.COMBAT else Zone.HAND  # past combat: main phases
    for perm in state.permanents.values():  # one plain loop: this runs at every engine call
        zone = perm.zone
        if zone is exile and perm.counters:
            return False  # a suspended card's time counters come off at its owner's upkeeps
        if not perm.card.inert or perm.face_down is not None:  # (702.62a); a face-down
            return False  # permanent may be turned face up (702.37e): not the card shown
        if zone is hand and perm.card.types:
            return False  # main phases: a card in hand may be played or cast
    return True


def legal_actions(state: GameState) -> LegalActions:
    """The pending decision's legal actions, built once per ``state.version`` and decision."""
    cache = state.cache
    decision = state.pending
    if cache is not None and cache[0] == state.version and cache[1] is decision:
        return cache[2]  # type: ignore[no-any-return]
    legal = NoActions() if decision is None else _LEGAL[decision.kind](state, decision)
    state.cache = (state.version, decision, legal)
    return legal


def apply(state: GameState, action: Action | str | Mapping[str, Any],
          until: Until | None = None) -> None:
    """Apply ``action`` to the pending decision (see the module docstring), then run on
    (``until``: as for ``run``)."""
    if not isinstance(action, Action):
        action = _parse(action)
    decision = state.pending
    if decision is None:
        raise IllegalActionError(f"{action}: no decision is pending (the play is over)")
    legal = legal_actions(state)
    _APPLY[decision.kind](state, legal, action)
    state.pending = None if state.pending is decision else state.pending
    state.history.append(action)
    state.version += 1
    run(state, until)


def parse_action(state: GameState, text: str | Mapping[str, Any]) -> Action:
    """The legal action ``text`` (text or JSON form) names; ``IllegalActionError`` if it is
    malformed or not legal now."""
    action = _parse(text)
    reasons = legal_actions(state).reasons(action)
    if reasons:
        raise IllegalActionError(f"{action} is not legal now: " + "; ".join(reasons), reasons)
    return action


def _parse(text: str | Mapping[str, Any]) -> Action:
    try:
        return read_action(text) if isinstance(text, str) else action_from_json(text)
    except ActionSyntaxError as err:
        raise IllegalActionError(str(err)) from None


def _effects(state: GameState, decision: Decision) -> LegalActions:
    return effect_choices(decision.options)


def _apply_effect(state: GameState, legal: LegalActions, action: Action) -> None:
    reasons = legal.reasons(action)
    if reasons:
        raise IllegalActionError("; ".join(reasons), reasons)
    assert isinstance(action, ChooseEffect)
    replacement.chosen(state, action.name)


def _apply_optional(state: GameState, legal: Any, action: Action) -> None:
    """A "you may": exerting an attacker as it is declared (CR 701.43a, ``sim.rules.combat``)
    or a resolving instruction's optional part (603.5, ``sim.rules.priority``)."""
    if state.resolving is None and state.combat is not None and state.combat.exert_asks:
        combat.apply_exert(state, legal, action)
    elif untap_choice.asking(state):  # "you may choose not to untap ~" (502.3)
        untap_choice.apply_choice(state, legal, action)
    else:
        priority.apply_optional(state, legal, action)


def _apply_permanent(state: GameState, legal: Any, action: Action) -> None:
    """A permanent chosen: a creature enlisted as an attacker is declared (CR 702.154a,
    ``sim.rules.enlist``) or a resolving instruction's choice (``sim.rules.priority``)."""
    if state.resolving is None and state.combat is not None and state.combat.enlist_asks:
        combat.apply_enlist(state, legal, action)
    else:
        priority.apply_answer(state, legal, action)


def _apply_card(state: GameState, legal: Any, action: Action) -> None:
    """A card chosen: dredge instead of the draw step's draw (CR 702.52a,
    ``sim.rules.dredge``) or a resolving instruction's choice (``sim.rules.priority``)."""
    if dredge.asker(state) is not None:
        dredge.apply_draw_choice(state, legal, action)
    else:
        priority.apply_answer(state, legal, action)


_LEGAL: dict[str, Callable[[GameState, Decision], LegalActions]] = {
    DecisionKind.DECLARE_ATTACKERS: lambda state, d: combat.attack_actions(state),
    DecisionKind.DECLARE_BANDS: lambda state, d: combat.band_actions(state),
    DecisionKind.DECLARE_BLOCKERS: combat.block_actions,
    DecisionKind.ORDER_BLOCKERS: combat.order_actions,
    DecisionKind.ORDER_ATTACKERS: combat.order_actions,
    DecisionKind.ASSIGN_COMBAT_DAMAGE: combat.damage_actions,
    DecisionKind.ORDER_REPLACEMENTS: _effects,
    DecisionKind.REDIRECT_DAMAGE: _effects,
    DecisionKind.PRIORITY: priority.priority_actions,
    DecisionKind.CHOOSE_MODE: priority.choice_actions,
    DecisionKind.CHOOSE_X: priority.choice_actions,
    DecisionKind.CHOOSE_TARGET: priority.choice_actions,
    DecisionKind.CHOOSE_DIVISION: priority.choice_actions,
    DecisionKind.ORDER_TRIGGERS: priority.order_actions,
    DecisionKind.CHOOSE_OPTIONAL: priority.optional_actions,
    DecisionKind.CHOOSE_ATTACKED: priority.answer_actions,
    DecisionKind.CHOOSE_SOURCE: priority.answer_actions,
    DecisionKind.CHOOSE_SACRIFICE: priority.answer_actions,
    DecisionKind.CHOOSE_RETURN: priority.answer_actions,
    DecisionKind.CHOOSE_PERMANENT: priority.answer_actions,
    DecisionKind.CHOOSE_PAY: priority.pay_actions,
    DecisionKind.CHOOSE_DISCARD: turn.discard_actions,
    DecisionKind.MULLIGAN: opening.mulligan_actions,
    DecisionKind.CHOOSE_BOTTOM: opening.bottom_actions,
    DecisionKind.BEGIN_WITH: opening_hand.begin_actions,
    DecisionKind.CHOOSE_PAYMENT: priority.choice_actions,
    DecisionKind.CHOOSE_PLACE: priority.answer_actions,
    DecisionKind.CHOOSE_CARD: priority.answer_actions,
    DecisionKind.CHOOSE_MANA: priority.answer_actions,
    DecisionKind.CHOOSE_CREW: priority.choice_actions,
    DecisionKind.CHOOSE_COST: priority.choice_actions,
    DecisionKind.CHOOSE_QUALITY: priority.answer_actions,
}
_APPLY: dict[str, Callable[[GameState, Any, Action], None]] = {
    DecisionKind.DECLARE_ATTACKERS: combat.apply_attacks,
    DecisionKind.DECLARE_BANDS: combat.apply_bands,
    DecisionKind.DECLARE_BLOCKERS: combat.apply_blocks,
    DecisionKind.ORDER_BLOCKERS: combat.apply_order,
    DecisionKind.ORDER_ATTACKERS: combat.apply_order,
    DecisionKind.ASSIGN_COMBAT_DAMAGE: combat.apply_damage,
    DecisionKind.ORDER_REPLACEMENTS: _apply_effect,
    DecisionKind.REDIRECT_DAMAGE: _apply_effect,
    DecisionKind.PRIORITY: priority.apply_priority,
    DecisionKind.CHOOSE_MODE: priority.apply_choice,
    DecisionKind.CHOOSE_X: priority.apply_choice,
    DecisionKind.CHOOSE_TARGET: priority.apply_choice,
    DecisionKind.CHOOSE_DIVISION: priority.apply_choice,
    DecisionKind.ORDER_TRIGGERS: priority.apply_order,
    DecisionKind.CHOOSE_OPTIONAL: _apply_optional,
    DecisionKind.CHOOSE_ATTACKED: priority.apply_answer,
    DecisionKind.CHOOSE_SOURCE: priority.apply_answer,
    DecisionKind.CHOOSE_SACRIFICE: priority.apply_answer,
    DecisionKind.CHOOSE_RETURN: priority.apply_answer,
    DecisionKind.CHOOSE_PERMANENT: _apply_permanent,
    DecisionKind.CHOOSE_PAY: priority.apply_pay,
    DecisionKind.CHOOSE_DISCARD: turn.apply_discard,
    DecisionKind.MULLIGAN: opening.apply_mulligan,
    DecisionKind.CHOOSE_BOTTOM: opening.apply_bottom,
    DecisionKind.BEGIN_WITH: opening.apply_begin_with,
    DecisionKind.CHOOSE_PAYMENT: priority.apply_choice,
    DecisionKind.CHOOSE_PLACE: priority.apply_answer,
    DecisionKind.CHOOSE_CARD: _apply_card,
    DecisionKind.CHOOSE_MANA: priority.apply_answer,
    DecisionKind.CHOOSE_CREW: priority.apply_choice,
    DecisionKind.CHOOSE_COST: priority.apply_choice,
    DecisionKind.CHOOSE_QUALITY: priority.apply_answer,
}

for _name, _function in (("legal_actions", legal_actions), ("apply", apply),
                         ("parse_action", parse_action), ("start", start)):
    provide(_name, _function)
