"""Enlist (CR 702.154; ``sim.rules.enlist``): as the creature attacks its controller may tap
an untapped nonattacking creature they control that has haste or has been under their
control since the turn began; when they do, the attacker gets +X/+0 until end of turn, X the
tapped creature's power (a reflexive triggered ability, 603.12)."""

from __future__ import annotations

import numpy as np
from boards import creature
from played import plays
from test_stack import card, events, finish, game, perm, play, to, zone

from sim.model.events import AbilityTriggered, Tapped
from sim.model.objects import Zone
from sim.testing.checker import check

ENLISTER = card("Enlister", power=2, toughness=2, text="Enlist (As this creature attacks, you "
                "may tap a nonattacking creature you control without summoning sickness. When "
                "you do, add its power to this creature's until end of turn.)")


def attack(*more):  # type: ignore[no-untyped-def]
    state = game(perm("e1", "A", ENLISTER), creature("h1", "A", 3, 3),
                 perm("s1", "A", card("Fresh", power=4, toughness=4), sick=True), *more)
    to(state, "declare_attackers").apply("attack e1=B")
    return state


@plays("Enlist")
def test_enlist_taps_a_creature_and_adds_its_power() -> None:
    """CR 702.154a: A taps the 3/3 (the summoning-sick 4/4 can't be chosen, 302.6); the
    reflexive ability gives the 2/2 +3/+0: B takes 5."""
    assert ENLISTER.unsupported == ()
    state = attack()
    to(state, "choose_permanent")
    assert state.decision is not None and state.decision.player == "A"
    assert state.decision.options == ("h1", "none")
    play(state, "permanent h1")
    assert state.permanents["h1"].tapped
    finish(state)
    assert state.players["B"].life == 15
    assert [e.source for e in events(state, AbilityTriggered)] == ["e1"]


def test_enlist_declined_taps_nothing() -> None:
    """CR 702.154a ("you may"): declined, nothing is tapped and nothing triggers."""
    state = attack()
    to(state, "choose_permanent")
    finish(play(state, "permanent none"))
    assert [e.permanent for e in events(state, Tapped)] == ["e1"]  # attacking (508.1f)
    assert not events(state, AbilityTriggered) and not state.permanents["h1"].tapped
    assert state.players["B"].life == 18


def test_enlist_x_is_the_power_the_tapped_creature_last_had() -> None:
    """CR 702.154a, 608.2h: X is the tapped creature's power as the ability resolves: B
    shrinks the tapped 3/3 with Disfigure (-2/-2) in response, so the bonus is +1/+0."""
    state = attack(perm("k1", "B", "Disfigure", Zone.HAND))
    state.players["B"].mana = state.players["B"].mana.parse("{B}")
    to(state, "choose_permanent")
    play(state, "permanent h1")
    to(state, "priority", player="B")
    assert state.stack  # the reflexive ability waits
    play(state, "cast k1", "target h1")
    finish(state)
    assert zone(state, "h1") is Zone.BATTLEFIELD and state.players["B"].life == 17


def test_enlist_conforms() -> None:
    """The checker plays random games with an enlist attacker (702.154a: the choice answered
    by every policy)."""
    kinds: set[str] = set()
    for seed in range(8):
        board = game(perm("e1", "A", ENLISTER), creature("h1", "A", 3, 3),
                     creature("b1", "B", 2, 2))
        kinds |= check(board, np.random.default_rng(seed)).kinds
    assert "choose_permanent" in kinds, kinds
