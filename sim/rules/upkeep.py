"""Costs paid over time to keep a permanent (CR 118.12 "unless" costs): "sacrifice ~ unless you
pay {1}{U}" as an upkeep trigger resolves, echo (702.30a: only in the first upkeep after it
came under its controller's control) and cumulative upkeep (702.24a: an age counter first,
then the cost once for each age counter); and the countdowns fading (702.32a) and vanishing
(702.63a). Its controller chooses to pay or not (a
``PAY_CHOICE``, yes or no; no choice when they can't pay, 118.3: then they don't); unpaid, the
permanent is sacrificed (``sim.rules.effect_ops``). The keywords' triggered abilities are made
here too (``upkeep_triggers``), from the permanents' parameters as each upkeep begins."""

from __future__ import annotations

from sim.model.abilities import CUMULATIVE_UPKEEP, ECHO, ENTERING_COUNTERS, FADING, VANISHING
from sim.model.events import CostPaid
from sim.model.mana import ManaCost
from sim.model.programs import COUNTDOWN, SACRIFICE_IT, SELF, UPKEEP_UNLESS, Op, Program
from sim.model.stack_objects import PAY_CHOICE, TRIGGER, Resolving, StackItem
from sim.model.state import GameState
from sim.rules.answers import answer
from sim.rules.costs import can_pay, pay
from sim.rules.counters import put_on

#: the age counters of cumulative upkeep (CR 702.24a)
AGE = "age"


def kept(state: GameState, work: Resolving, op: Op, mine: tuple[str, ...]) -> bool | None:
    """Whether the permanents ``mine`` (those of ``op``'s objects still on the battlefield
    under its controller's control) are kept, or sacrificed (False): the controller pays the
    "unless" cost of ``op`` or not, None while that choice waits (``PAY_CHOICE``). Cumulative
    upkeep (``op.amount`` 1) puts an age counter on the permanent first and costs ``op.rule``
    once for each age counter on it (702.24a); the cost of a permanent gone is not asked for
    (nothing would be sacrificed). Fading and vanishing (``COUNTDOWN``): ``countdown``."""
    if not mine:
        return True
    if op.verb == COUNTDOWN:
        return countdown(state, op.rule, mine[0])
    player = work.item.controller
    cost_text = op.rule
    if op.amount:  # 702.24a: the age counter is put on as it resolves, once (not again
        # after the answer: the instruction runs again then, ``work.answer`` set)
        perm = state.permanents[mine[0]]
        if not work.answer:
            put_on(state, perm, AGE, 1)  # 122.6
            state.changes += 1
        cost_text = op.rule * perm.counters.get(AGE, 0)
    cost = ManaCost.parse(cost_text)
    if not can_pay(state, player, cost):
        return False  # 118.3: a cost that can't be paid isn't
    chosen = answer(state, work, PAY_CHOICE, ("yes", "no"))
    if chosen is None:
        return None
    if chosen == "yes":
        pay(state, player, cost, log=False)
        state.log(CostPaid, player=player, amount=cost.value)
        return True
    return False


def countdown(state: GameState, counter: str, pid: str) -> bool:
    """Remove a ``counter`` ("fade", "time") from ``pid``: fading (CR 702.32a) — if it can't,
    it is sacrificed (False); vanishing (702.63a) — only if it has one (the intervening "if",
    603.4), and removing the last triggers "sacrifice it" (put on the stack the next time a
    player would receive priority, 603.3)."""
    counters = state.permanents[pid].counters
    have = counters.get(counter, 0)
    if not have:
        return counter != FADE
    counters[counter] = have - 1
    state.changes += 1
    if counter == TIME and have == 1:
        state.triggered.append(StackItem("", TRIGGER, state.permanents[pid].controller, pid,
                                         f"{pid}: {_LAST_TIME.text}", _LAST_TIME))
    return True


#: vanishing's second trigger (CR 702.63a)
_LAST_TIME = Program("sacrifice ~", ops=(Op(SACRIFICE_IT, SELF),))

#: fading's and vanishing's counters (CR 702.32a, 702.63a)
FADE, TIME = "fade", "time"


def question(work: Resolving) -> str:
    """The ``PAY_CHOICE`` question of the "unless" cost waiting in ``work``."""
    op = work.item.effect.ops[work.index]
    return f"pay {op.rule}{' for each age counter' if op.amount else ''}, or sacrifice " \
        f"{work.item.source} (CR 118.12)"


def is_upkeep_cost(work: Resolving) -> bool:
    """Whether ``work`` waits on an "unless" upkeep cost (``UPKEEP_UNLESS``)."""
    ops = work.item.effect.ops
    return work.index < len(ops) and ops[work.index].verb == UPKEEP_UNLESS


def upkeep_triggers(state: GameState) -> list[StackItem]:
    """The echo (CR 702.30a), cumulative upkeep (702.24a), fading (702.32a) and vanishing
    (702.63a) abilities that trigger as the active player's upkeep begins: of each permanent
    they control with the keyword — echo only when it came under their control since their
    last upkeep began (``Permanent.arrived``), vanishing only when it has a time counter
    (intervening "if"s, 603.4). Every permanent of theirs then no longer counts as arrived."""
    out: list[StackItem] = []
    player = state.active
    for perm in state.battlefield():
        if perm.controller != player:
            continue
        for kind, value in state.params(perm.id):
            if kind == ECHO and perm.arrived:
                program = Program(f"echo {value.lower()}",
                                  ops=(Op(UPKEEP_UNLESS, SELF, rule=value),))
            elif kind == CUMULATIVE_UPKEEP:
                program = Program(f"cumulative upkeep {value.lower()}",
                                  ops=(Op(UPKEEP_UNLESS, SELF, rule=value, amount=1),))
            elif kind == FADING or kind == VANISHING and perm.counters.get(TIME):
                counter = ENTERING_COUNTERS[kind]
                program = Program(f"{kind}: remove a {counter} counter from ~",
                                  ops=(Op(COUNTDOWN, SELF, rule=counter),))
            else:
                continue
            out.append(StackItem("", TRIGGER, player, perm.id, f"{perm.id}: {program.text}",
                                 program))
        perm.arrived = False
    return out
