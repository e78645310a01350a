"""Named counters put by effects (CR 122.1, 122.6): "put a charge counter on ~", "put an oil
counter on ~", and the stun counter's replacement (122.1d): "if a permanent with a stun counter
on it would become untapped, instead remove a stun counter from it"."""

from __future__ import annotations

from played import plays
from test_stack import _default, card, finish, perm, play, to

from sim import GameState, Player, Step
from sim.model.objects import STUN, Span, Zone

FOREST = card("Forest")


def two_turns(*objects: object, limit: int = 3) -> GameState:
    players = {"A": Player("A", library=(FOREST,) * 5), "B": Player("B", library=(FOREST,) * 5)}
    state = GameState(players, {o.id: o for o in objects},  # type: ignore[attr-defined]
                      ("A", "B"), "A", step=Step.PRECOMBAT_MAIN, span=Span.GAME,
                      turn_limit=limit, seed=7)
    state.start()
    return state


STUNNER = card("Stunner", power=1, toughness=1, cost="{0}",
               text="When Stunner enters the battlefield, tap target creature an opponent "
                    "controls and put a stun counter on it.")


@plays("When ~ enters the battlefield, tap target creature an opponent controls and put a "
       "stun counter on it.")
def test_a_stunned_creature_stays_tapped_through_one_untap_step() -> None:
    """CR 122.1d and 502.3: B's creature is tapped and gets a stun counter; in B's untap step
    the untap is replaced by removing the counter (it stays tapped, no ``Untapped``); in B's
    next untap step it untaps."""
    state = two_turns(perm("s1", "A", STUNNER, Zone.HAND),
                      perm("b1", "B", card("Bear", power=2, toughness=2)), limit=4)
    to(state, "priority", Step.PRECOMBAT_MAIN, "A")
    play(state, "cast s1")
    to(state, "choose_target")
    play(state, "target b1")
    bear = state.permanents["b1"]
    assert bear.tapped and bear.counters == {STUN: 1}
    until_turn(state, 2)
    assert bear.tapped and STUN not in bear.counters
    until_turn(state, 4)
    assert not bear.tapped


@plays("Untap target creature.")
def test_an_untap_effect_removes_the_stun_counter_instead() -> None:
    """CR 122.1d: an effect that would untap a stunned creature removes one stun counter
    instead: it stays tapped; the second untap untaps it."""
    wake = card("Wake", types=["Instant"], cost="{0}", text="Untap target creature.")
    state = two_turns(perm("w1", "A", wake, Zone.HAND), perm("w2", "A", wake, Zone.HAND),
                      perm("a1", "A", card("Bear", power=2, toughness=2), tapped=True,
                           counters={STUN: 1}))
    to(state, "priority", Step.PRECOMBAT_MAIN, "A")
    play(state, "cast w1", "target a1")
    finish_one(state)
    bear = state.permanents["a1"]
    assert bear.tapped and STUN not in bear.counters
    play(state, "cast w2", "target a1")
    finish_one(state)
    assert not bear.tapped


def until_turn(state: GameState, turn: int) -> None:
    """Play the default policy until turn ``turn`` has begun (its untap step done)."""
    while state.turn < turn or state.step in (Step.UNTAP,):
        assert state.decision is not None
        _default(state)


def finish_one(state: GameState) -> None:
    """Pass priority until the stack is empty again."""
    while state.stack:
        to(state, "priority")
        state.apply(next(a for a in state.legal_actions() if str(a) == "pass"))


@plays("{T}: Put a charge counter on ~.")
def test_charge_counters_are_put_on_the_source() -> None:
    """CR 122.1 and 602.2: each activation puts one charge counter on it."""
    battery = card("Battery", types=["Artifact"], cost="{0}",
                   text="{T}: Put a charge counter on Battery.")
    state = two_turns(perm("c1", "A", battery))
    to(state, "priority", Step.PRECOMBAT_MAIN, "A")
    actions = [str(a) for a in state.legal_actions()]
    activate = next(a for a in actions if a.startswith("activate c1"))
    play(state, activate)
    finish_one(state)
    assert state.permanents["c1"].counters == {"charge": 1}
    finish(state)


@plays("~ enters the battlefield with three charge counters on it.")
def test_a_permanent_enters_with_its_named_counters() -> None:
    """CR 614.1c and 122.6: it enters with three charge counters (a replacement effect on
    entering, not a trigger: they are there as it enters)."""
    jar = card("Jar", types=["Artifact"], cost="{0}",
               text="Jar enters the battlefield with three charge counters on it.")
    state = two_turns(perm("j1", "A", jar, Zone.HAND))
    to(state, "priority", Step.PRECOMBAT_MAIN, "A")
    play(state, "cast j1")
    finish_one(state)
    assert state.permanents["j1"].zone is Zone.BATTLEFIELD
    assert state.permanents["j1"].counters == {"charge": 3}


@plays("Tap target creature and put three stun counters on it. Scry 1.")
def test_tap_and_put_three_stun_counters_then_scry() -> None:
    """CR 122.1d, 701.22a: the spell taps B's creature and puts three stun counters on it
    (one sentence joined by "and"), then A scries 1; B's next untap step removes one
    counter instead of untapping it."""
    freeze = card("Freeze", types=["Instant"], cost="{0}",
                  text="Tap target creature and put three stun counters on it. Scry 1.")
    state = two_turns(perm("f1", "A", freeze, Zone.HAND),
                      perm("b1", "B", card("Bear", power=2, toughness=2)), limit=4)
    to(state, "priority", Step.PRECOMBAT_MAIN, "A")
    play(state, "cast f1", "target b1")
    finish_one(state)
    bear = state.permanents["b1"]
    assert bear.tapped and bear.counters == {STUN: 3}
    until_turn(state, 2)
    assert bear.tapped and bear.counters == {STUN: 2}
