"""Lands untapped as an instruction resolves (``sim.rules.untap_lands``; CR 701.26b, 608.2c):
"untap up to two lands", "... lands you control"."""

from __future__ import annotations

from played import plays
from test_stack import card, finish, legal, perm, play, to

from sim import GameState, Player, Step
from sim.model.objects import STUN, Permanent, Span, Zone
from sim.testing.checker import check_seeds

FOREST = card("Forest")


def turn(*objects: Permanent) -> GameState:
    players = {"A": Player("A", library=(FOREST,) * 5), "B": Player("B", library=(FOREST,) * 5)}
    state = GameState(players, {o.id: o for o in objects},
                      ("A", "B"), "A", step=Step.PRECOMBAT_MAIN, span=Span.TURN, seed=7)
    return state.start()


def lands(tapped: bool = True) -> tuple[Permanent, ...]:
    return (perm("l1", "A", FOREST, tapped=tapped), perm("l2", "A", FOREST, tapped=tapped),
            perm("l3", "A", FOREST, tapped=tapped), perm("l4", "B", FOREST, tapped=tapped))


@plays("Untap up to two lands.")
def test_untap_up_to_two_lands_chosen_as_it_resolves() -> None:
    """CR 701.26b, 608.2c: no targets: as the spell resolves A chooses tapped lands one at a
    time (any player's: B's Forest too), with 'none' to stop; after two no third is asked."""
    snap = card("Snap", types=["Instant"], cost="{0}", text="Untap up to two lands.")
    state = turn(perm("s1", "A", snap, Zone.HAND), *lands())
    play(state, "cast s1")
    to(state, "choose_permanent")
    assert legal(state) == ["permanent l1", "permanent l2", "permanent l3", "permanent l4",
                            "permanent none"]
    play(state, "permanent l4")
    to(state, "choose_permanent")
    assert "permanent l4" not in legal(state)
    finish(play(state, "permanent l2"))
    tapped = {p.id: p.tapped for p in state.battlefield()}
    assert tapped == {"l1": True, "l2": False, "l3": True, "l4": False}


@plays("When this creature enters, untap up to three lands you control.")
def test_untap_lands_you_control_none_stops_and_stun_counters_replace() -> None:
    """CR 701.26b, 122.1d: only A's lands are offered; 'none' stops after one; a stunned land
    chosen loses a stun counter instead of untapping."""
    drake = card("Drake", types=["Creature"], cost="{0}", power=1, toughness=1,
                 text="When this creature enters, untap up to three lands you control.")
    assert not drake.unsupported, drake.unsupported
    stunned = perm("l1", "A", FOREST, tapped=True, counters={STUN: 1})
    state = turn(perm("d1", "A", drake, Zone.HAND), stunned, *lands()[1:])
    play(state, "cast d1")
    to(state, "choose_permanent")
    assert legal(state) == ["permanent l1", "permanent l2", "permanent l3", "permanent none"]
    play(state, "permanent l1")
    finish(play(to(state, "choose_permanent"), "permanent none"))
    land = state.permanents["l1"]
    assert land.tapped and STUN not in land.counters
    assert state.permanents["l2"].tapped and state.permanents["l3"].tapped


def test_no_tapped_land_asks_nothing_and_the_checker_answers() -> None:
    """CR 608.2c: with every land untapped there is nothing to choose; random legal play
    answers every choice."""
    snap = card("Snap", types=["Instant"], cost="{0}", text="Untap up to two lands.")
    state = turn(perm("s1", "A", snap, Zone.HAND), *lands(tapped=False))
    finish(play(state, "cast s1"))
    assert not any(p.tapped for p in state.battlefield())
    for seed in range(3):
        check_seeds(turn(perm("s1", "A", snap, Zone.HAND), *lands()), seed)
