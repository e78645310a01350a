"""sim.model.board: cloning, characteristics through the layer system (CR 613), and zone changes."""

from __future__ import annotations

import contextlib
from collections.abc import Callable
from typing import Any

import pytest
from boards import Recorder, board, creature, planeswalker, snapshot, with_combat
from hypothesis import given, settings
from hypothesis import strategies as st

from sim import (
    PASS,
    CardDef,
    ChooseEffect,
    CombatState,
    Decision,
    Duration,
    Effect,
    GameResult,
    GameState,
    Kw,
    Mana,
    Outcome,
    Player,
    Script,
    Stage,
    Step,
    Zone,
    advance,
    drive,
    run_combat,
)
from sim.model.board import power_and_toughness
from sim.model.damage_records import DamageEvent
from sim.model.events import Died, LifeGained
from sim.model.objects import LOYALTY, MINUS, PLUS, Permanent
from sim.rules.combat_damage import DamageProgress
from sim.rules.noncombat import exile_if_it_would_die
from sim.rules.replacement import DOUBLE, PREVENT, DamageEffect, DamageWork
from sim.text.static_text import parse_text

# --- a rich mid-combat position -----------------------------------------------------------------


def alpha_board() -> GameState:
    """Four attackers into four blockers and a planeswalker (first strike, double strike,
    trample + deathtouch, flying + deathtouch + lifelink, defender, reach)."""
    return board(
        creature("knight", "A", 2, 1, Kw.FIRST_STRIKE),
        creature("ace", "A", 1, 1, Kw.DOUBLE_STRIKE, counters={PLUS: 2}),
        creature("hydra", "A", 5, 5, Kw.TRAMPLE | Kw.DEATHTOUCH),
        creature("hawk", "A", 2, 3, Kw.FLYING | Kw.DEATHTOUCH | Kw.LIFELINK),
        creature("bears", "B", 2, 2),
        creature("wall", "B", 0, 8, Kw.DEFENDER),
        creature("spider", "B", 2, 4, Kw.REACH),
        creature("lions", "B", 2, 1),
        planeswalker("jace", "B", 3),
    )


ALPHA_ATTACKS = {"knight": "B", "ace": "B", "hydra": "jace", "hawk": "B"}
ALPHA_BLOCKS = {"bears": "knight", "wall": "hydra", "spider": "hawk", "lions": "ace"}


def alpha_agent() -> Recorder:
    return Recorder(ALPHA_ATTACKS, ALPHA_BLOCKS, damage={"hydra": {"wall": 1, "jace": 4}})


def mid_combat() -> GameState:
    """The alpha board advanced to just after the declare blockers step."""
    state = alpha_board()
    agent = alpha_agent()
    while state.step is not Step.FIRST_STRIKE_DAMAGE:
        advance(state, agent)
    return state


def at_decision(state: GameState, kind: str) -> GameState:
    """Play ``state`` with the alpha agent until a ``kind`` decision is pending."""
    drive(state, alpha_agent(), lambda s: s.pending is not None and s.pending.kind == kind,
          skip_trivial=False)
    assert state.decision is not None and state.decision.kind == kind
    return state


def shielded_alpha_board() -> GameState:
    """The alpha board with two effects on damage to jace: a 4-damage shield and a doubler.
    B chooses which applies first (CR 616.1) to hydra's 4 trample damage: shield first
    prevents it all (the doubler then has nothing to double) and jace lives; doubler first
    makes 8, the shield prevents 4, and jace's 3 loyalty go."""
    state = alpha_board()
    state.damage_effects = [DamageEffect("shield", PREVENT, to="jace", amount=4),
                            DamageEffect("double", DOUBLE, to="jace")]
    return state


BUSY = ["assign", "replacement"]


def busy_state(where: str = "assign") -> GameState:
    """A state where every mutable part is populated: combat record, effects, events, and the
    decision loop's: a pending decision, the history, the step's progress (``assign``: the
    second first-strike damage assignment, one made; ``replacement``: B's choice of which
    effect applies first to the damage to jace, the step's other damage waiting in
    ``damage_work``)."""
    if where == "assign":
        state = at_decision(mid_combat(), "assign_combat_damage")
        state.apply(state.legal_actions()[0])
        assert state.decision is not None and state.decision.kind == "assign_combat_damage"
        assert state.combat is not None and state.combat.damage.chosen
    else:
        state = at_decision(shielded_alpha_board(), "order_replacements")
        assert state.damage_work is not None and state.damage_work.pending
    state.add_effect(Effect(frozenset({"hawk"}), Duration.END_OF_COMBAT, power=1))
    state.permanents["spider"].damage = 1
    state.permanents["spider"].deathtouched = True
    state.permanents["wall"].attached_to = "B"
    state.permanents["wall"].provoke_target = "knight"
    state.players["A"].mana = Mana(G=2)
    state.add_unknown_cards("B", Zone.HAND, 3)
    state.combat.struck_first.add("knight")  # type: ignore[union-attr]
    state.available_effects = ((Step.END_OF_COMBAT, Effect(frozenset({"hawk"}), power=1,
                                                          description="pump hawk")),
                               (Step.END_OF_COMBAT, Effect(frozenset({"ace"}), power=1,
                                                          description="pump ace")))
    state.resolved_effects = frozenset({1})
    state.script = Script()
    if not state.left:
        state.left.append(("lions", Zone.GRAVEYARD))
    assert state.events and state.effects and state.combat and state.combat.blocked_by
    assert state.history and state.version and state.left
    assert state.combat.block_queue == [] and state.combat.order_queue == []
    return state


def loop_fields(state: GameState) -> dict[str, Any]:
    """The parts of ``state`` that ``boards.snapshot`` leaves out (the decision loop's, and a
    few permanent and player fields), as plain, freshly built data."""
    combat = state.combat
    progress = combat.damage if combat is not None else None
    work = state.damage_work
    return {
        "stage": state.stage,
        "pending": state.pending,
        "priority": (state.priority_index, state.passes),
        "history": list(state.history),
        "version": state.version,
        "script": state.script,
        "available_effects": state.available_effects,
        "resolved_effects": state.resolved_effects,
        "left": list(state.left),
        "damage_effects": list(state.damage_effects),
        "damage_work": None if work is None else (
            list(work.pending), list(work.out), list(work.reflected), work.original,
            work.current, list(work.applied), list(work.used), list(work.extra)),
        "progress": None if combat is None else (
            None if combat.block_queue is None else list(combat.block_queue),
            list(combat.declared_blocks),
            None if combat.order_queue is None else list(combat.order_queue),
            dict(combat.damage_order),
            None if progress is None else (
                list(progress.slots), progress.index,
                [(request, dict(split)) for request, split in progress.chosen])),
        "permanents": {k: (p.attacked_this_turn, p.blocked_this_turn, p.provoke_target)
                       for k, p in state.permanents.items()},
        "players": {k: (len(state.cards(k, Zone.HAND)), len(state.cards(k, Zone.GRAVEYARD)))
                    for k in state.players},
    }


def full(state: GameState) -> dict[str, Any]:
    """``snapshot`` plus ``loop_fields``: everything a clone must copy."""
    return {"snapshot": snapshot(state), "loop": loop_fields(state)}


# --- clone() ------------------------------------------------------------------------------------


@pytest.mark.parametrize("where", BUSY)
def test_clone_is_equal_but_not_identical(where: str) -> None:
    state = busy_state(where)
    copy = state.clone()
    assert copy == state
    assert full(copy) == full(state)
    assert copy.players["A"] is not state.players["A"]
    assert copy.permanents["hawk"] is not state.permanents["hawk"]
    assert copy.combat is not state.combat
    assert copy.history is not state.history and copy.left is not state.left
    assert copy.damage_effects is not state.damage_effects
    if where == "assign":
        assert copy.combat is not None and state.combat is not None
        assert copy.combat.damage is not state.combat.damage
        assert copy.combat.damage.chosen is not state.combat.damage.chosen
    else:
        assert copy.damage_work is not state.damage_work
        assert copy.damage_work.pending is not state.damage_work.pending
    # frozen data may be shared
    assert copy.permanents["hawk"].card is state.permanents["hawk"].card
    assert copy.decision is state.decision


def mutate_everything(s: GameState) -> None:
    """Change every mutable part of ``s``, in place."""
    s.players["A"].life -= 7
    s.players["A"].poison += 3
    s.players["A"].mana = Mana(R=1)
    s.add_unknown_cards("A", Zone.HAND, 1)
    s.add_unknown_cards("A", Zone.GRAVEYARD, 2)
    s.players["B"].lost = True
    s.players["C"] = Player("C")
    hawk = s.permanents["hawk"]
    hawk.damage += 2
    hawk.tapped = not hawk.tapped
    hawk.sick = not hawk.sick
    hawk.deathtouched = not hawk.deathtouched
    hawk.attached_to = "spider"
    hawk.controller = "B"
    hawk.zone = Zone.EXILE
    hawk.attacked_this_turn = not hawk.attacked_this_turn
    hawk.blocked_this_turn = not hawk.blocked_this_turn
    hawk.provoke_target = "bears"
    s.permanents["ace"].counters[PLUS] += 5
    s.permanents["ace"].counters[MINUS] = 1
    s.permanents["jace"].counters.clear()
    s.permanents["spider"].deathtouched = False
    del s.permanents["lions"]
    s.permanents["new"] = creature("new", "A")
    combat = s.combat
    assert combat is not None
    combat.attackers["bears"] = "A"
    del combat.attackers["knight"]
    combat.blocks["spider"] = ("ace",)
    del combat.blocks["wall"]
    combat.blocked_by["hydra"].append("spider")
    combat.blocked_by["ace"].clear()
    combat.blocked_by["new"] = ["x"]
    combat.blocked.add("x")
    combat.blocked.discard("hydra")
    combat.struck_first.add("hydra")
    combat.struck_first.discard("knight")
    combat.first_strike_step = not combat.first_strike_step
    combat.attacks_declared = not combat.attacks_declared
    combat.attacking_player = "B"
    combat.damage_order["hydra"] = ("wall",)
    assert combat.block_queue is not None and combat.order_queue is not None
    combat.block_queue.append("C")
    combat.declared_blocks.append(("wall", ("hydra",)))
    combat.order_queue.append(("A", "hydra", ("wall", "spider")))
    if combat.damage is None:
        combat.damage = DamageProgress(())
    else:
        combat.damage.index += 1
        combat.damage.chosen.append(combat.damage.chosen[0])
        combat.damage.chosen.pop(0)
    s.effects.append(Effect(frozenset({"bears"}), power=3))
    s.effects.pop(0)
    s.add_effect(Effect(frozenset({"ace"}), toughness=-1))
    s.end_effects(Duration.END_OF_COMBAT)
    s.events.append(LifeGained(player="B", amount=7, reason="extra", step="extra"))
    s.events.pop(0)
    s.log(LifeGained, player="A", amount=1, reason="test")
    s.step = Step.COMBAT_OVER
    s.turn += 1
    s.timestamp += 10
    s.result = GameResult(("A",), ("B",), "test")
    s.active = "B"
    # the decision loop
    s.stage = Stage.PRIORITY
    s.pending = Decision("B", "priority", "mutated")
    s.priority_index += 2
    s.passes += 1
    s.history.append(PASS)
    s.history.pop(0)
    s.version += 5
    s.script = Script(resolve_effects=False)
    s.available_effects += ((Step.COMBAT_DAMAGE, Effect(frozenset({"ace"}), description="x")),)
    s.resolved_effects |= {0}
    s.left.append(("hawk", Zone.GRAVEYARD))
    s.damage_effects.append(DamageEffect("fog", PREVENT))
    s.damage_effects.pop(0)
    if s.damage_work is None:
        s.damage_work = DamageWork([DamageEvent("ace", "B", 1, "A")])
    else:
        work = s.damage_work
        work.pending.pop()
        work.out.append(DamageEvent("ace", "B", 1, "A"))
        work.reflected.append(DamageEvent("ace", "B", 2, "A"))
        work.extra.append(DamageEvent("ace", "B", 3, "A"))
        work.applied.append("double")
        work.used.append(("shield", 1))
        work.current = work.original = None


@pytest.mark.parametrize("where", BUSY)
def test_mutating_a_clone_leaves_the_original_unchanged(where: str) -> None:
    state = busy_state(where)
    before = full(state)
    copy = state.clone()
    mutate_everything(copy)
    assert full(copy)["snapshot"] != before["snapshot"]
    assert full(copy)["loop"] != before["loop"]
    assert full(state) == before


@pytest.mark.parametrize("where", BUSY)
def test_mutating_the_original_leaves_a_clone_unchanged(where: str) -> None:
    state = busy_state(where)
    copy = state.clone()
    before = full(copy)
    mutate_everything(state)
    assert full(copy) == before


def test_clone_without_combat_and_with_move() -> None:
    state = board(creature("a1", "A", counters={PLUS: 1}), creature("b1", "B"))
    copy = state.clone()
    assert copy.combat is None
    copy.move("a1", Zone.GRAVEYARD)
    assert state.permanents["a1"].zone is Zone.BATTLEFIELD
    assert state.permanents["a1"].counters == {PLUS: 1}
    assert state.power("a1") == 3
    assert state.left == [] and copy.left == [("a1", Zone.GRAVEYARD)]


PIDS = ["knight", "ace", "hydra", "hawk", "bears", "wall", "spider", "lions", "jace"]
pids = st.sampled_from(PIDS)
players = st.sampled_from(["A", "B"])
small = st.integers(min_value=-3, max_value=5)

Op = Callable[[GameState], None]


def _combat(s: GameState) -> CombatState:
    if s.combat is None:
        s.combat = CombatState("A")
    return s.combat


def _set_counter(s: GameState, pid: str, kind: str, n: int) -> None:
    s.permanents[pid].counters[kind] = s.permanents[pid].counters.get(kind, 0) + abs(n)


def _blocked_by_append(s: GameState, a: str, b: str) -> None:
    _combat(s).blocked_by.setdefault(a, []).append(b)


def _effect(s: GameState, pid: str, n: int, dur: Duration) -> None:
    s.add_effect(Effect(frozenset({pid}), dur, power=n, add=Kw.FLYING))


def _setattr(obj: object, name: str, value: object) -> None:
    setattr(obj, name, value)


def _queue_append(s: GameState, name: str, item: object) -> None:
    combat = _combat(s)
    if getattr(combat, name) is None:
        setattr(combat, name, [])
    getattr(combat, name).append(item)


def _progress(s: GameState) -> DamageProgress:
    combat = _combat(s)
    if combat.damage is None:
        combat.damage = DamageProgress(())
    return combat.damage  # type: ignore[no-any-return]


def _chosen_append(s: GameState, pid: str, n: int) -> None:
    progress = _progress(s)
    if progress.chosen:
        request = progress.chosen[0][0]
        progress.chosen.append((request, {pid: abs(n)}))


def _work(s: GameState) -> DamageWork:
    if s.damage_work is None:
        s.damage_work = DamageWork([])
    return s.damage_work  # type: ignore[no-any-return]


def _work_append(s: GameState, name: str, pid: str, n: int) -> None:
    getattr(_work(s), name).append(DamageEvent("ace", pid, abs(n), "A"))


def _apply_first_legal(s: GameState) -> None:
    """The engine's own mutation: apply the first legal action to the pending decision (after
    arbitrary earlier ops the position may be inconsistent; any error is ignored: what matters
    is that nothing reaches the other state)."""
    with contextlib.suppress(Exception):
        if s.decision is not None:
            s.apply(s.legal_actions()[0])


ops: st.SearchStrategy[Op] = st.one_of(
    st.builds(lambda p, n: lambda s: _setattr(s.players[p], "life", s.players[p].life + n),
              players, small),
    st.builds(lambda p, n: lambda s: _setattr(s.players[p], "poison", abs(n)), players, small),
    st.builds(lambda p: lambda s: _setattr(s.players[p], "lost", True), players),
    st.builds(lambda p, n: lambda s: s.add_unknown_cards(p, Zone.HAND, abs(n) % 3), players, small),
    st.builds(lambda p, n: lambda s: _setattr(s.permanents[p], "damage", abs(n)), pids, small),
    st.builds(lambda p: lambda s: _setattr(s.permanents[p], "tapped",
                                           not s.permanents[p].tapped), pids),
    st.builds(lambda p: lambda s: _setattr(s.permanents[p], "sick", True), pids),
    st.builds(lambda p: lambda s: _setattr(s.permanents[p], "deathtouched", True), pids),
    st.builds(lambda p: lambda s: _setattr(s.permanents[p], "attacked_this_turn",
                                           not s.permanents[p].attacked_this_turn), pids),
    st.builds(lambda p, q: lambda s: _setattr(s.permanents[p], "provoke_target", q), pids,
              pids),
    st.builds(lambda p, q: lambda s: _setattr(s.permanents[p], "attached_to", q), pids, pids),
    st.builds(lambda p, k, n: lambda s: _set_counter(s, p, k, n), pids,
              st.sampled_from([PLUS, MINUS, LOYALTY]), small),
    st.builds(lambda p: lambda s: s.permanents[p].counters.clear(), pids),
    st.builds(lambda p: lambda s: s.move(p, Zone.GRAVEYARD), pids),
    st.builds(lambda p, n, d: lambda s: _effect(s, p, n, d), pids, small,
              st.sampled_from(list(Duration))),
    st.builds(lambda d: lambda s: s.end_effects(d), st.sampled_from(list(Duration))),
    st.just(lambda s: s.effects.clear()),
    st.builds(lambda p, t: lambda s: _combat(s).attackers.__setitem__(p, t), pids, players),
    st.builds(lambda p: lambda s: _combat(s).remove(p), pids),
    st.builds(lambda b, a: lambda s: _combat(s).blocks.__setitem__(b, (a,)), pids, pids),
    st.builds(lambda a, b: lambda s: _blocked_by_append(s, a, b), pids, pids),
    st.builds(lambda p: lambda s: _combat(s).blocked.symmetric_difference_update({p}), pids),
    st.builds(lambda p: lambda s: _combat(s).struck_first.add(p), pids),
    st.just(lambda s: _setattr(_combat(s), "first_strike_step", True)),
    st.just(lambda s: _setattr(s, "combat", None)),
    st.builds(lambda n: lambda s: s.log(LifeGained, player="A", amount=n, reason="test"), small),
    st.just(lambda s: s.events.clear()),
    st.builds(lambda p: lambda s: s.permanents.pop(p, None), pids),
    st.builds(lambda st_: lambda s: _setattr(s, "step", st_), st.sampled_from(list(Step))),
    # the decision loop's fields
    st.builds(lambda st_: lambda s: _setattr(s, "stage", st_), st.sampled_from(list(Stage))),
    st.builds(lambda p: lambda s: _setattr(s, "pending", Decision(p, "priority", "op")),
              players),
    st.just(lambda s: _setattr(s, "pending", None)),
    st.builds(lambda n: lambda s: _setattr(s, "priority_index", s.priority_index + abs(n)),
              small),
    st.builds(lambda n: lambda s: _setattr(s, "passes", abs(n)), small),
    st.just(lambda s: s.history.append(PASS)),
    st.just(lambda s: s.history.clear()),
    st.builds(lambda n: lambda s: _setattr(s, "version", s.version + abs(n) + 1), small),
    st.just(lambda s: _setattr(s, "script", Script(resolve_effects=False))),
    st.builds(lambda p: lambda s: _setattr(s, "available_effects", s.available_effects + (
        (Step.COMBAT_DAMAGE, Effect(frozenset({p}), description=f"op {p}")),)), pids),
    st.builds(lambda n: lambda s: _setattr(s, "resolved_effects",
                                           s.resolved_effects | {abs(n)}), small),
    st.builds(lambda p: lambda s: s.left.append((p, Zone.EXILE)), pids),
    st.builds(lambda p: lambda s: s.damage_effects.append(DamageEffect(f"fog {p}", PREVENT,
                                                                      to=p)), pids),
    st.just(lambda s: s.damage_effects.clear()),
    st.builds(lambda p: lambda s: _queue_append(s, "block_queue", p), players),
    st.builds(lambda b, a: lambda s: _combat(s).declared_blocks.append((b, (a,))), pids, pids),
    st.builds(lambda b, a: lambda s: _queue_append(s, "order_queue", ("A", b, (a,))), pids,
              pids),
    st.builds(lambda a, b: lambda s: _combat(s).damage_order.__setitem__(a, (b,)), pids, pids),
    st.just(lambda s: _setattr(_progress(s), "index", _progress(s).index + 1)),
    st.builds(lambda p, n: lambda s: _chosen_append(s, p, n), pids, small),
    st.just(lambda s: _progress(s).chosen.clear()),
    st.just(lambda s: _setattr(_combat(s), "damage", None)),
    st.builds(lambda name, p, n: lambda s: _work_append(s, name, p, n),
              st.sampled_from(["pending", "out", "reflected", "extra"]), pids, small),
    st.builds(lambda p: lambda s: _work(s).applied.append(p), pids),
    st.builds(lambda p, n: lambda s: _work(s).used.append((p, abs(n))), pids, small),
    st.just(lambda s: _setattr(_work(s), "current", None)),
    st.just(lambda s: _setattr(s, "damage_work", None)),
    st.just(_apply_first_legal),
)


@settings(max_examples=150, deadline=None)
@given(st.sampled_from(BUSY), st.lists(ops, min_size=1, max_size=25), st.booleans())
def test_random_mutations_of_a_clone_never_reach_the_original(
        where: str, mutations: list[Op], clone_of_clone: bool) -> None:
    state = busy_state(where)
    before = full(state)
    copy = state.clone()
    if clone_of_clone:
        copy = copy.clone()
    for op in mutations:
        with contextlib.suppress(KeyError):  # an op on a permanent an earlier op deleted
            op(copy)
    assert full(state) == before
    # and the other way round: the mutated clone is unaffected by mutating the original
    after = full(copy)
    for op in mutations:
        with contextlib.suppress(KeyError):
            op(state)
    assert full(copy) == after


def test_clone_mid_combat_finishes_identically_and_independently() -> None:
    state = mid_combat()
    assert state.step is Step.FIRST_STRIKE_DAMAGE
    start = full(state)
    copy = state.clone()
    run_combat(copy, alpha_agent())
    assert full(state) == start  # finishing the clone did not touch the original
    run_combat(state, alpha_agent())
    assert full(copy) == full(state)
    # and the same as playing the whole combat without cloning
    straight = alpha_board()
    run_combat(straight, alpha_agent())
    assert full(straight) == full(state)
    # afterwards they are still independent
    copy.players["A"].life = 1
    copy.permanents["hawk"].damage = 0
    copy.history.clear()
    assert state.players["A"].life != 1 and state.permanents["hawk"].damage == 2
    assert state.history


def test_clone_at_a_pending_decision_then_apply_on_the_clone() -> None:
    """Applying an action to a clone leaves the original waiting at the same decision, with the
    same history, version, legal actions and step progress; the original can then take the
    same action and end up where the clone did."""
    state = busy_state("assign")
    decision = state.decision
    assert decision is not None
    legal = list(state.legal_actions())
    before = full(state)
    copy = state.clone()
    assert copy.decision == decision and list(copy.legal_actions()) == legal
    copy.apply(legal[0])
    assert copy.history[-1] == legal[0] and copy.version > state.version
    assert copy.decision != decision
    assert state.decision is decision
    assert full(state) == before
    assert list(state.legal_actions()) == legal
    state.apply(legal[0])
    assert full(state) == full(copy)


def test_clone_at_every_decision_finishes_like_the_original() -> None:
    """Clone the alpha combat at each of its decisions and finish the clone: every one ends
    exactly as the combat played straight through (same events, history, version)."""
    straight = alpha_board()
    run_combat(straight, alpha_agent())
    end = full(straight)
    state = alpha_board()
    state.skip_trivial = False  # as run_combat plays it: every assignment is a decision
    state.start()
    agent = alpha_agent()
    asked = []
    while state.decision is not None:
        copy = state.clone()
        run_combat(copy, alpha_agent())
        assert full(copy) == end, state.decision
        decision = state.decision
        asked.append(decision.kind if decision.request is None else decision.request.source)
        state.apply(agent.act(state, decision, state.legal_actions()))
    assert full(state) == end
    # first-strike step: ace and knight assign; regular step: hawk, hydra and spider (knight
    # struck already, ace's blocker left combat, the wall has 0 power)
    assert asked == ["declare_attackers", "declare_blockers", "ace", "knight", "hawk", "hydra",
                     "spider"]


def test_clone_during_a_replacement_choice_goes_its_own_way() -> None:
    """At B's choice of which effect applies first to the damage to jace (CR 616.1), the
    clone and the original choose differently: damage waiting in ``damage_work`` is dealt in
    each as chosen there, and neither choice reaches the other state."""
    state = at_decision(shielded_alpha_board(), "order_replacements")
    assert state.decision is not None and state.decision.player == "B"
    assert set(state.decision.options) == {"shield", "double"}
    before = full(state)
    copy = state.clone()
    copy.apply(ChooseEffect("shield"))
    assert full(state) == before
    run_combat(copy, alpha_agent())
    assert full(state) == before
    state.apply(ChooseEffect("double"))
    run_combat(state, alpha_agent())
    # shield first: all 4 prevented, nothing left to double; jace keeps its 3 loyalty
    assert copy.permanents["jace"].zone is Zone.BATTLEFIELD and copy.loyalty("jace") == 3
    assert [e.name for e in copy.damage_effects] == ["double"]
    # doubler first: 8, the shield prevents 4, jace's 3 loyalty go (704.5i)
    assert state.permanents["jace"].zone is Zone.GRAVEYARD
    assert state.damage_effects == [DamageEffect("double", DOUBLE, to="jace")]
    # the rest of the step's damage was dealt alike in both
    for s in (state, copy):
        assert {"bears", "lions", "wall", "spider"} <= set(s.outcome().died)
        assert s.players["A"].life == 22 and s.permanents["hawk"].damage == 2


def test_alpha_combat_result_worked_out_from_the_rules() -> None:
    """First-strike step (510.4): knight kills bears, ace (3/3 double strike) kills lions.
    Regular step: knight does not strike again (702.7b); ace is blocked by a creature that
    left combat and has no trample, so it assigns no damage (510.1c); hydra assigns 1
    (lethal with deathtouch, 702.2c) to wall and tramples 4 onto jace (702.19b), whose 3
    loyalty go (120.3c, 704.5i); hawk's 2 deathtouch damage destroys spider (704.5h) and
    gains A 2 life (702.15b); spider deals 2 to hawk (2/3), wall deals none (power 0)."""
    state = alpha_board()
    run_combat(state, alpha_agent())
    dead = {p.id for p in state.permanents.values() if p.zone is Zone.GRAVEYARD}
    assert dead == {"bears", "lions", "wall", "spider", "jace"}
    assert state.players["A"].life == 22
    assert state.players["B"].life == 20
    assert state.permanents["hawk"].damage == 2
    assert state.permanents["knight"].damage == 0
    assert state.result is None and state.step is Step.COMBAT_OVER
    assert state.is_terminal() and state.decision is None
    outcome = state.outcome()
    assert not outcome.ended and outcome.winners == () and outcome.losers == ()
    assert set(outcome.died) == dead and outcome.died[:2] in (("bears", "lions"),
                                                               ("lions", "bears"))


# --- outcome() ----------------------------------------------------------------------------------


def outcome_board() -> GameState:
    """B has 9 poison counters. A's knight (first strike) is blocked by a 2/1 bear, its hero
    (exiled if it would die) by a 4/4 wurm, its lifelinking leech by a 1/1 elf; its infect rat
    and its goblin are unblocked. The elf is listed before the bear."""
    state = board(creature("elf", "B", 1, 1), creature("bear", "B", 2, 1),
                  creature("wurm", "B", 4, 4),
                  creature("knight", "A", 2, 2, Kw.FIRST_STRIKE), creature("hero", "A", 3, 3),
                  creature("leech", "A", 2, 2, Kw.LIFELINK), creature("rat", "A", 1, 1, Kw.INFECT),
                  creature("goblin", "A", 2, 2))
    state.players["B"].poison = 9
    exile_if_it_would_die(state, "hero", "unnatural aggression")
    return state


def test_outcome_of_a_played_board() -> None:
    """First-strike step: the knight kills the bear (702.7b). Regular step: the rat's infect
    damage gives B a tenth poison counter (702.90b), the goblin deals 2 (120.3a), the leech
    kills the elf and gains A 2 (702.15b), the wurm kills the hero, which is exiled instead
    (614.1a). State-based actions: B loses (704.5c) as the elf dies, and A, the last player
    left, wins (104.2a). ``died`` lists the bear before the elf (the order they left), and
    the exiled hero apart."""
    state = outcome_board()
    fresh = state.outcome()
    assert fresh == Outcome({"A": 20, "B": 20}, {"A": 0, "B": 9}, (), (), False, "", ())
    assert fresh.winner is None
    agent = Recorder({"knight": "B", "hero": "B", "leech": "B", "rat": "B", "goblin": "B"},
                     {"bear": "knight", "wurm": "hero", "elf": "leech"})
    result = run_combat(state, agent)
    assert result == GameResult(("A",), ("B",), "all other players lost")
    assert state.result is result and state.is_terminal()
    outcome = state.outcome()
    assert outcome.life == {"A": 22, "B": 18}
    assert outcome.poison == {"A": 0, "B": 10}
    assert outcome.losers == ("B",) and outcome.winners == ("A",) and outcome.winner == "A"
    assert outcome.ended and outcome.reason == "all other players lost"
    assert outcome.died == ("bear", "elf")
    assert outcome.exiled == ("hero",)
    assert state.permanents["wurm"].damage == 3
    assert outcome.to_dict() == {
        "life": {"A": 22, "B": 18}, "poison": {"A": 0, "B": 10}, "losers": ["B"],
        "winners": ["A"], "ended": True, "reason": "all other players lost",
        "died": ["bear", "elf"], "exiled": ["hero"]}
    # the summary is of this position: a clone's outcome is the same, and changing it later
    # doesn't change the summary already taken
    assert state.clone().outcome() == outcome
    state.players["A"].life = 1
    assert outcome.life["A"] == 22


# --- characteristics (CR 613) -------------------------------------------------------------------


def test_printed_power_and_toughness() -> None:
    state = board(creature("x", "A", 3, 4))
    assert (state.power("x"), state.toughness("x")) == (3, 4)


@pytest.mark.parametrize(("counters", "pt"), [
    ({PLUS: 2}, (4, 4)), ({MINUS: 1}, (1, 1)), ({PLUS: 3, MINUS: 1}, (4, 4)),
    ({MINUS: 3}, (-1, -1)), ({LOYALTY: 4}, (2, 2))])
def test_counters_modify_power_and_toughness(counters: dict[str, int],
                                             pt: tuple[int, int]) -> None:
    """CR 122.1a: each +1/+1 counter gives +1/+1, each -1/-1 counter -1/-1 (layer 7c)."""
    state = board(creature("x", "A", 2, 2, counters=counters))
    assert (state.power("x"), state.toughness("x")) == pt


@pytest.mark.parametrize("set_first", [True, False])
def test_setting_applies_before_modifying_regardless_of_timestamp(set_first: bool) -> None:
    """CR 613.4b-c: "becomes 0/1" (7b) applies before "+3/+3" (7c) whatever their timestamps,
    so a 2/2 with both is 3/4."""
    pump = Effect(frozenset({"x"}), power=3, toughness=3)
    shrink = Effect(frozenset({"x"}), set_power=0, set_toughness=1)
    state = board(creature("x", "A"), effects=[shrink, pump] if set_first else [pump, shrink])
    assert (state.power("x"), state.toughness("x")) == (3, 4)


def test_counters_apply_after_a_setting_effect() -> None:
    """CR 613.4c: counters are applied in 7c, after 7b: a 2/2 with a +1/+1 counter that
    "becomes 0/1" is 1/2."""
    state = board(creature("x", "A", counters={PLUS: 1}),
                  effects=[Effect(frozenset({"x"}), set_power=0, set_toughness=1)])
    assert (state.power("x"), state.toughness("x")) == (1, 2)


@pytest.mark.parametrize(("first", "second", "expected"), [(5, 1, 1), (1, 5, 5)])
def test_later_setting_effect_wins(first: int, second: int, expected: int) -> None:
    """CR 613.7: within layer 7b effects apply in timestamp order, so the later one wins."""
    state = board(creature("x", "A"), effects=[
        Effect(frozenset({"x"}), set_power=first, set_toughness=first),
        Effect(frozenset({"x"}), set_power=second, set_toughness=second)])
    assert (state.power("x"), state.toughness("x")) == (expected, expected)


def test_setting_only_power() -> None:
    state = board(creature("x", "A", 3, 3), effects=[Effect(frozenset({"x"}), set_power=0)])
    assert (state.power("x"), state.toughness("x")) == (0, 3)


def test_effects_apply_only_to_affected_permanents() -> None:
    state = board(creature("x", "A"), creature("y", "A"),
                  effects=[Effect(frozenset({"x"}), power=2, add=Kw.FLYING)])
    assert (state.power("y"), state.toughness("y")) == (2, 2)
    assert not state.has("y", Kw.FLYING)
    assert state.power("x") == 4 and state.has("x", Kw.FLYING)


def test_modifications_add_up() -> None:
    state = board(creature("x", "A"), effects=[Effect(frozenset({"x"}), power=2, toughness=-1),
                                               Effect(frozenset({"x"}), power=-3, toughness=4)])
    assert (state.power("x"), state.toughness("x")) == (1, 5)


def test_ability_added_then_removed_is_gone() -> None:
    """CR 613.1f, 613.7: layer 6 effects apply in timestamp order; the later removal wins."""
    state = board(creature("x", "A"), effects=[Effect(frozenset({"x"}), add=Kw.FLYING),
                                               Effect(frozenset({"x"}), remove=Kw.FLYING)])
    assert not state.has("x", Kw.FLYING)


def test_ability_removed_then_added_is_there() -> None:
    state = board(creature("x", "A", kw=Kw.FLYING | Kw.REACH),
                  effects=[Effect(frozenset({"x"}), remove=Kw.FLYING | Kw.REACH),
                           Effect(frozenset({"x"}), add=Kw.FLYING)])
    assert state.keywords("x") == Kw.FLYING


def test_printed_ability_removed() -> None:
    state = board(creature("x", "A", kw=Kw.FIRST_STRIKE | Kw.TRAMPLE),
                  effects=[Effect(frozenset({"x"}), remove=Kw.FIRST_STRIKE)])
    assert state.keywords("x") == Kw.TRAMPLE
    assert state.permanents["x"].card.keywords & Kw.FIRST_STRIKE  # the card is unchanged


def test_add_effect_stamps_increasing_timestamps() -> None:
    """CR 613.7a/613.7e: each new effect gets a later timestamp."""
    state = board(creature("x", "A"))
    raw = Effect(frozenset({"x"}), power=1)
    first = state.add_effect(raw)
    second = state.add_effect(raw)
    assert 0 < first.timestamp < second.timestamp == state.timestamp
    assert raw.timestamp == 0  # the effect passed in is not changed
    assert state.effects == [first, second]


def test_end_effects_ends_only_that_duration() -> None:
    """CR 511.3 ends "until end of combat" effects; 514.2 ends "until end of turn" ones."""
    combat = Effect(frozenset({"x"}), Duration.END_OF_COMBAT, power=1)
    turn = Effect(frozenset({"x"}), Duration.END_OF_TURN, power=10)
    forever = Effect(frozenset({"x"}), Duration.INDEFINITE, power=100)
    state = board(creature("x", "A", 0, 1), effects=[combat, turn, forever])
    assert state.power("x") == 111
    state.end_effects(Duration.END_OF_COMBAT)
    assert state.power("x") == 110
    assert [e.duration for e in state.effects] == [Duration.END_OF_TURN, Duration.INDEFINITE]
    state.end_effects(Duration.END_OF_TURN)
    assert state.power("x") == 100
    state.end_effects(Duration.END_OF_TURN)
    assert state.power("x") == 100


kws = st.sampled_from([Kw.NONE, Kw.FLYING, Kw.REACH, Kw.TRAMPLE, Kw.FLYING | Kw.TRAMPLE])
effect_st = st.builds(
    Effect, affected=st.sampled_from([frozenset({"x"}), frozenset({"y"}), frozenset({"x", "y"})]),
    power=st.integers(-3, 3), toughness=st.integers(-3, 3),
    set_power=st.none() | st.integers(0, 5), set_toughness=st.none() | st.integers(0, 5),
    add=kws, remove=kws)


@settings(max_examples=200)
@given(st.integers(0, 5), st.integers(1, 5), st.integers(0, 3), st.integers(0, 3), kws,
       st.lists(effect_st, max_size=6))
def test_characteristics_match_an_independent_layer_oracle(
        power: int, toughness: int, plus: int, minus: int, printed: Kw,
        effects: list[Effect]) -> None:
    """P/T = last 7b setting by timestamp (else printed) + every 7c modification + counters;
    abilities = printed, then each layer-6 change in timestamp order, an effect's removal
    before its addition (as "loses all abilities and gains flying" is written)."""
    state = board(creature("x", "A", power, toughness, printed,
                           counters={PLUS: plus, MINUS: minus}), effects=effects)
    mine = sorted((e for e in state.effects if "x" in e.affected), key=lambda e: e.timestamp)
    base_p, base_t = power, toughness
    for e in mine:
        base_p = e.set_power if e.set_power is not None else base_p
        base_t = e.set_toughness if e.set_toughness is not None else base_t
    expected_p = base_p + plus - minus + sum(e.power for e in mine)
    expected_t = base_t + plus - minus + sum(e.toughness for e in mine)
    assert (state.power("x"), state.toughness("x")) == (expected_p, expected_t)
    abilities = set()
    for flag in (Kw.FLYING, Kw.REACH, Kw.TRAMPLE):
        has = bool(printed & flag)
        for e in mine:
            if e.remove & flag:
                has = False
            if e.add & flag:
                has = True
        if has:
            abilities.add(flag)
    assert {f for f in (Kw.FLYING, Kw.REACH, Kw.TRAMPLE) if state.has("x", f)} == abilities


# --- queries and zone changes -------------------------------------------------------------------


def test_move_makes_a_new_object_and_removes_it_from_combat() -> None:
    """CR 400.7: the card that leaves the battlefield has no damage, counters or attachment;
    CR 506.4: it is removed from combat, and the attacker it blocked stays blocked (509.1h)."""
    state = with_combat(board(creature("a1", "A"), creature("b1", "B", counters={PLUS: 1},
                                                            damage=1),
                              creature("b2", "B")),
                        {"a1": "B"}, {"b1": "a1", "b2": "a1"})
    state.permanents["b1"].deathtouched = True
    state.permanents["b1"].tapped = True
    state.move("b1", Zone.GRAVEYARD)
    b1 = state.permanents["b1"]
    assert b1.zone is Zone.GRAVEYARD
    assert (b1.damage, b1.counters, b1.deathtouched, b1.tapped) == (0, {}, False, False)
    combat = state.combat
    assert combat is not None
    assert "b1" not in combat.blocks
    assert combat.blocked_by["a1"] == ["b2"]
    assert "a1" in combat.blocked
    assert not state.is_creature("b1")
    assert [p.id for p in state.creatures("B")] == ["b2"]
    assert "b1" not in {p.id for p in state.battlefield()}


def test_removed_attacker_leaves_combat_entirely() -> None:
    state = with_combat(board(creature("a1", "A"), creature("b1", "B")), {"a1": "B"},
                        {"b1": "a1"})
    combat = state.combat
    assert combat is not None
    combat.remove("a1")
    assert not combat.in_combat("a1")
    assert "a1" not in combat.blocked_by
    assert combat.in_combat("b1")  # a blocker stays blocking (CR 506.4 only removes a1)


def test_apnap_and_opponents_skip_players_who_lost() -> None:
    """CR 101.4: APNAP order starts with the active player; CR 800.4a: a player who lost
    leaves the game."""
    state = board(players=("A", "B", "C", "D"), active="C")
    assert state.apnap() == ["C", "D", "A", "B"]
    state.players["D"].lost = True
    assert state.apnap() == ["C", "A", "B"]
    assert state.opponents("C") == ["A", "B"]


def test_creature_and_planeswalker_queries() -> None:
    state = board(creature("x", "A"), planeswalker("j", "B", 4))
    assert state.is_creature("x") and not state.is_creature("j")
    assert state.is_planeswalker("j") and not state.is_planeswalker("x")
    assert not state.is_creature("missing") and not state.is_planeswalker("missing")
    assert state.loyalty("j") == 4 and state.loyalty("x") == 0
    assert [p.id for p in state.creatures()] == ["x"]
    assert [p.id for p in state.creatures("B")] == []


def test_game_result_and_outcome_winner() -> None:
    """A single winner is the winner; none (a draw, CR 104.4a) or several is no winner, and a
    play whose game hasn't ended has none."""
    assert GameResult(("A",), ("B",), "").winner == "A"
    assert GameResult((), ("A", "B"), "draw").winner is None
    assert GameResult(("A", "C"), ("B",), "").winner is None
    life = {"A": 20, "B": 0}
    assert Outcome(life, {}, ("B",), ("A",), True, "", ()).winner == "A"
    assert Outcome(life, {}, ("A", "B"), (), True, "draw", ()).winner is None
    assert Outcome(life, {}, (), ("A",), False, "", ()).winner is None


def test_log_respects_record_events() -> None:
    state = board()
    state.log(LifeGained, player="A", amount=1, reason="test")
    assert state.events == [LifeGained(player="A", amount=1, reason="test",
                                       step=Step.BEGINNING_OF_COMBAT.value)]
    assert state.events[0].to_json() == {"kind": "life gained", "player": "A", "amount": 1,
                                         "reason": "test", "step": Step.BEGINNING_OF_COMBAT.value}
    state.record_events = False
    state.log(Died, permanent="x", reason="test")
    assert len(state.events) == 1


# --- objects in zones (CR 400) ------------------------------------------------------------------

def test_hand_and_graveyard_counts_are_objects_in_those_zones() -> None:
    import mtgsim
    state = mtgsim.load("tests/legality/ci_stone_tongue_basilisk_war_cadence.toml")
    graveyard = state.cards("A", Zone.GRAVEYARD)
    assert len(graveyard) == 7 and all(c.owner == "A" for c in graveyard)
    assert [c.id for c in graveyard] == [f"A:graveyard:{k}" for k in range(1, 8)]
    assert state.cards("B", Zone.GRAVEYARD) == [] and state.cards("A", Zone.HAND) == []


def test_threshold_counts_the_cards_that_die_this_combat() -> None:
    """Threshold (Stone-Tongue Basilisk's Lure, CR 604.2): seven or more cards in its
    controller's graveyard; a creature of theirs that dies becomes the seventh."""
    from mtgsim import scenario
    state = scenario("tests/legality/ci_stone_tongue_basilisk_war_cadence.toml").state.clone()
    six = state.cards("A", Zone.GRAVEYARD)[:6]
    for card in state.cards("A", Zone.GRAVEYARD)[6:]:
        del state.permanents[card.id]
    basilisk = next(p.id for p in state.permanents.values() if "Basilisk" in p.card.name)
    state.permanents["bear"] = creature("bear", "A")
    assert len(six) == 6 and not state.has(basilisk, Kw.LURE)
    state.move("bear", Zone.GRAVEYARD)
    assert state.has(basilisk, Kw.LURE)


def test_cowed_by_wisdom_counts_the_cards_in_hand() -> None:
    """Cowed by Wisdom: {1} for each card in the Aura controller's hand (CR 508.1d, h)."""
    from sim.legality.constraints import attack_cost
    from sim.legality.problems import attack_targets
    state = board(creature("bear", "A"))
    cowed = Permanent("cowed", "B", CardDef("Cowed", types=("Enchantment",),
                                            subtypes=("Aura",)), attached_to="bear")
    from cards import default_pool
    cowed.card = default_pool()["Cowed by Wisdom"]
    state.permanents["cowed"] = cowed
    state.static_sources = None
    assert attack_cost(state, "bear", attack_targets(state)[0]) == 0
    state.add_unknown_cards("B", Zone.HAND, 3)
    assert attack_cost(state, "bear", "B") == 3
    state.move("B:hand:1", Zone.GRAVEYARD)
    assert attack_cost(state, "bear", "B") == 2


def test_a_token_ceases_to_exist_off_the_battlefield() -> None:
    """CR 704.5d: a token in a zone other than the battlefield ceases to exist; it still died
    (CR 700.4) and the outcome says so."""
    state = board(creature("a1", "A", 3, 3), creature("token", "B", 2, 2))
    state.permanents["token"].token = True
    import sim
    state.start()
    state.apply("attack a1=B")
    state.apply("block token=a1")
    sim.play(state)
    assert "token" not in state.permanents
    assert state.outcome().died == ("token",) and state.players["B"].life == 20


def test_a_static_ability_arriving_on_the_battlefield_applies() -> None:
    """The static-abilities cache follows zone changes: an anthem moved onto the battlefield
    (as when it is put there) pumps at once; moved away, it stops (CR 611.3)."""
    from sim.text import build_card
    anthem_card = build_card({"name": "Anthem", "types": ["enchantment"],
                              "abilities": ["Creatures you control get +1/+1."]},
                             lambda f, m: ValueError(m))
    state = board(creature("bear", "A"),
                  Permanent("anthem", "A", anthem_card, zone=Zone.GRAVEYARD))
    assert state.power("bear") == 2
    state.move("anthem", Zone.BATTLEFIELD)
    assert state.power("bear") == 3
    state.move("anthem", Zone.EXILE)
    assert state.power("bear") == 2


def test_every_change_bumps_the_version() -> None:
    state = board(creature("a1", "A"), creature("b1", "B"))
    versions = [state.version]
    state.add_effect(Effect(frozenset(["a1"]), power=1))
    versions.append(state.version)
    state.move("b1", Zone.GRAVEYARD)
    versions.append(state.version)
    state.add_unknown_cards("A", Zone.HAND, 1)
    versions.append(state.version)
    assert versions == sorted(set(versions))  # strictly increasing


_ANTHEM = CardDef("anthem", types=("Enchantment",),
                  statics=parse_text("Creatures you control get +1/+1.").statics)


@settings(max_examples=150, deadline=None, derandomize=True)
@given(st.lists(st.tuples(st.integers(0, 5), st.booleans(), st.booleans()), min_size=1,
                max_size=6),
       st.lists(st.tuples(st.integers(0, 5), st.sampled_from(list(Zone))), max_size=8))
def test_static_sources_survive_moves_of_objects_without_statics(
        objects: list[tuple[int, bool, bool]], moves: list[tuple[int, Zone]]) -> None:
    """``GameState.move`` forgets ``static_sources`` only when the object moved has static
    abilities: the list kept (when kept) always equals the one found afresh, and power and
    toughness read through it (CR 613, 604.1) match a fresh state's, whatever moves where."""
    perms = []
    for i, (power, anthem, on_battlefield) in enumerate(objects):
        zone = Zone.BATTLEFIELD if on_battlefield else Zone.GRAVEYARD
        if anthem:
            perms.append(Permanent(f"p{i}", "A", _ANTHEM, zone=zone))
        else:
            perms.append(Permanent(f"p{i}", "AB"[i % 2], CardDef(f"p{i}", power=power,
                                                                  toughness=2), zone=zone))
    state = board(*perms)
    state.statics_present()
    for index, zone in moves:
        pid = f"p{index % len(objects)}"
        state.move(pid, zone)
        fresh = state.clone()
        fresh.static_sources = None
        fresh.statics_present()
        if state.static_sources is not None:
            assert state.static_sources == fresh.static_sources
        for perm in state.creatures():
            assert power_and_toughness(state, perm.id) == power_and_toughness(fresh, perm.id)
        state.statics_present()
