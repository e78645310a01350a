"""Forecast (CR 702.57a-b; ``sim.text.dashed_abilities``): "Forecast — [Activated ability]"
means "[Activated ability]. Activate only during your upkeep and only once each turn.", and is
activated only while the card is in its owner's hand (its cost reveals it from there)."""

from __future__ import annotations

from played import plays
from test_stack import card, perm, to

from sim import GameState, Player
from sim.model.mana import Mana
from sim.model.objects import Span, Step, Zone
from sim.rules.casting import activatable
from sim.text import FULL, read_card

STANCE = ("Forecast — {W}, Reveal Seer from your hand: Target creature gets +1/+1 until end of "
          "turn.")


def game(zone: Zone = Zone.HAND) -> GameState:
    """A's upkeep: the Seer (STANCE) in A's ``zone``, A's 2/2 Bear with "{W}: +0/+1", {W}{W}
    in A's pool."""
    seer = card("Seer", types=["Creature"], cost="{2}{W}", power=1, toughness=1, text=STANCE)
    assert not seer.unsupported, seer.unsupported
    players = {"A": Player("A", mana=Mana.parse("{W}{W}"), library=(card("Forest"),) * 5),
               "B": Player("B", library=(card("Forest"),) * 5)}
    bear = card("Bear", types=["Creature"], cost="{1}{G}", power=2, toughness=2,
                text="{W}: Bear gets +0/+1 until end of turn.")  # (A keeps priority with {W})
    objects = (perm("s", "A", seer, zone), perm("bear", "A", bear))
    state = GameState(players, {o.id: o for o in objects}, ("A", "B"), "A", step=Step.UPKEEP,
                      span=Span.GAME)
    return state.start()


def offered(state: GameState) -> bool:
    return any(str(a).startswith("activate s ") for a in state.legal_actions())


@plays("Forecast — {W}, Reveal Seer from your hand: Target creature gets "
       "+1/+1 until end of turn.")
def test_forecast_from_the_hand_during_the_upkeep_once() -> None:
    """CR 702.57a: in A's upkeep, from A's hand, the ability is activated ({W}; the Seer stays
    in the hand) and the Bear gets +1/+1; a second activation this turn is not allowed though
    {W} is left (once each turn)."""
    assert read_card(STANCE, "Seer").status == FULL
    state = game()
    assert state.step is Step.UPKEEP and offered(state)
    state.apply("activate s 0")
    state.apply("target bear")
    while state.stack:
        state.apply("pass")
    assert state.power("bear") == 3 and state.permanents["s"].zone is Zone.HAND
    assert state.step is Step.UPKEEP and state.players["A"].mana.total == 1
    assert not offered(state) and any(str(a).startswith("activate bear")
                                      for a in state.legal_actions())


@plays("Forecast — {W}, Reveal Seer from your hand: Target creature gets "
       "+1/+1 until end of turn.")
def test_forecast_only_in_the_upkeep_and_only_from_the_hand() -> None:
    """CR 702.57a-b: not in A's main phase (the upkeep only), and not while the Seer is on the
    battlefield (from the hand only)."""
    state = game()
    to(state, "priority", Step.PRECOMBAT_MAIN, "A")
    state.players["A"].mana = Mana.parse("{W}")
    assert not activatable(state, "A", "s", 0)
    on_battlefield = game(Zone.BATTLEFIELD)
    assert not activatable(on_battlefield, "A", "s", 0)
