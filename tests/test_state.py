"""sim.state: cloning, characteristics through the layer system (CR 613), and zone changes."""

from __future__ import annotations

import contextlib
from collections.abc import Callable

import pytest
from boards import Recorder, board, creature, planeswalker, snapshot, with_combat
from hypothesis import given, settings
from hypothesis import strategies as st

from sim import (
    CombatState,
    Duration,
    Effect,
    GameState,
    Kw,
    Mana,
    Outcome,
    Player,
    Step,
    Zone,
    advance,
    run_combat,
)
from sim.state import LOYALTY, MINUS, PLUS

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


def busy_state() -> GameState:
    """A state where every mutable part is populated: combat record, effects, events."""
    state = mid_combat()
    state.add_effect(Effect(frozenset({"hawk"}), Duration.END_OF_COMBAT, power=1))
    state.permanents["spider"].damage = 1
    state.permanents["spider"].deathtouched = True
    state.permanents["wall"].attached_to = "B"
    state.players["A"].mana = Mana(G=2)
    state.combat.struck_first.add("knight")  # type: ignore[union-attr]
    assert state.events and state.effects and state.combat and state.combat.blocked_by
    return state


# --- clone() ------------------------------------------------------------------------------------


def test_clone_is_equal_but_not_identical() -> None:
    state = busy_state()
    copy = state.clone()
    assert copy == state
    assert snapshot(copy) == snapshot(state)
    assert copy.players["A"] is not state.players["A"]
    assert copy.permanents["hawk"] is not state.permanents["hawk"]
    assert copy.combat is not state.combat
    # frozen data may be shared
    assert copy.permanents["hawk"].card is state.permanents["hawk"].card


def mutate_everything(s: GameState) -> None:
    """Change every mutable part of ``s``, in place."""
    s.players["A"].life -= 7
    s.players["A"].poison += 3
    s.players["A"].mana = Mana(R=1)
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
    s.effects.append(Effect(frozenset({"bears"}), power=3))
    s.effects.pop(0)
    s.add_effect(Effect(frozenset({"ace"}), toughness=-1))
    s.end_effects(Duration.END_OF_COMBAT)
    s.events.append({"kind": "extra"})
    s.events.pop(0)
    s.log("something", value=1)
    s.step = Step.COMBAT_OVER
    s.turn += 1
    s.timestamp += 10
    s.outcome = Outcome(("A",), ("B",), "test")
    s.active = "B"


def test_mutating_a_clone_leaves_the_original_unchanged() -> None:
    state = busy_state()
    before = snapshot(state)
    copy = state.clone()
    mutate_everything(copy)
    assert snapshot(copy) != before
    assert snapshot(state) == before


def test_mutating_the_original_leaves_a_clone_unchanged() -> None:
    state = busy_state()
    copy = state.clone()
    before = snapshot(copy)
    mutate_everything(state)
    assert snapshot(copy) == before


def test_clone_without_combat_and_with_move() -> None:
    state = board(creature("a1", "A", counters={PLUS: 1}), creature("b1", "B"))
    copy = state.clone()
    assert copy.combat is None
    copy.move("a1", Zone.GRAVEYARD)
    assert state.permanents["a1"].zone is Zone.BATTLEFIELD
    assert state.permanents["a1"].counters == {PLUS: 1}
    assert state.power("a1") == 3


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


ops: st.SearchStrategy[Op] = st.one_of(
    st.builds(lambda p, n: lambda s: _setattr(s.players[p], "life", s.players[p].life + n),
              players, small),
    st.builds(lambda p, n: lambda s: _setattr(s.players[p], "poison", abs(n)), players, small),
    st.builds(lambda p: lambda s: _setattr(s.players[p], "lost", True), players),
    st.builds(lambda p, n: lambda s: _setattr(s.permanents[p], "damage", abs(n)), pids, small),
    st.builds(lambda p: lambda s: _setattr(s.permanents[p], "tapped",
                                           not s.permanents[p].tapped), pids),
    st.builds(lambda p: lambda s: _setattr(s.permanents[p], "sick", True), pids),
    st.builds(lambda p: lambda s: _setattr(s.permanents[p], "deathtouched", True), pids),
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
    st.builds(lambda n: lambda s: s.log("op", n=n), small),
    st.just(lambda s: s.events.clear()),
    st.builds(lambda p: lambda s: s.permanents.pop(p, None), pids),
    st.builds(lambda st_: lambda s: _setattr(s, "step", st_), st.sampled_from(list(Step))),
)


@settings(max_examples=150, deadline=None)
@given(st.lists(ops, min_size=1, max_size=25), st.booleans())
def test_random_mutations_of_a_clone_never_reach_the_original(
        mutations: list[Op], clone_of_clone: bool) -> None:
    state = busy_state()
    before = snapshot(state)
    copy = state.clone()
    if clone_of_clone:
        copy = copy.clone()
    for op in mutations:
        with contextlib.suppress(KeyError):  # an op on a permanent an earlier op deleted
            op(copy)
    assert snapshot(state) == before
    # and the other way round: the mutated clone is unaffected by mutating the original
    after = snapshot(copy)
    for op in mutations:
        with contextlib.suppress(KeyError):
            op(state)
    assert snapshot(copy) == after


def test_clone_mid_combat_finishes_identically_and_independently() -> None:
    state = mid_combat()
    assert state.step is Step.FIRST_STRIKE_DAMAGE
    start = snapshot(state)
    copy = state.clone()
    run_combat(copy, alpha_agent())
    assert snapshot(state) == start  # finishing the clone did not touch the original
    run_combat(state, alpha_agent())
    assert snapshot(copy) == snapshot(state)
    # and the same as playing the whole combat without cloning
    straight = alpha_board()
    run_combat(straight, alpha_agent())
    assert snapshot(straight) == snapshot(state)
    # afterwards they are still independent
    copy.players["A"].life = 1
    copy.permanents["hawk"].damage = 0
    assert state.players["A"].life != 1 and state.permanents["hawk"].damage == 2


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
    assert state.outcome is None and state.step is Step.COMBAT_OVER


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
    abilities = printed, then each layer-6 add/remove in timestamp order."""
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
            if e.add & flag:
                has = True
            if e.remove & flag:
                has = False
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


def test_outcome_winner() -> None:
    assert Outcome(("A",), ("B",), "").winner == "A"
    assert Outcome((), ("A", "B"), "draw").winner is None


def test_log_respects_record_events() -> None:
    state = board()
    state.log("x", a=1)
    assert state.events == [{"kind": "x", "a": 1, "step": Step.BEGINNING_OF_COMBAT.value}]
    state.record_events = False
    state.log("y")
    assert len(state.events) == 1
