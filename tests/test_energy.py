"""Energy (CR 107.14: {E} is an energy counter; 122.1: counters on a player): "you get {E}{E}",
the optional cost "you may pay {E}{E}. if you do, ..." (118.12) and an activated ability's
"Pay {E}" cost (602.2b, 118.3: only energy the player has)."""

from __future__ import annotations

from played import plays
from test_optional_costs import answer, drawn, entering

from sim.model.errors import IllegalActionError

GET = "When this creature enters, you get {E}{E}."
PAY = "When this creature enters, you may pay {E}{E}. If you do, draw a card."


@plays("When this creature enters, you get {E}{E}.")
def test_you_get_energy() -> None:
    """CR 107.14, 122.1: the trigger gives A two energy counters; B gets none."""
    state = entering(GET)
    answer(state, "yes")
    assert state.players["A"].energy == 2 and state.players["B"].energy == 0


@plays("When this creature enters, you may pay {E}{E}. If you do, draw a card.")
def test_paying_energy_as_an_optional_cost() -> None:
    """CR 118.12, 107.14: with three energy A may pay two (one left) and draws; declining,
    A keeps three and doesn't draw; with one energy A can't pay two: not asked (118.3)."""
    state = entering(PAY, energy=3)
    assert "choose_pay" in answer(state, "yes")
    assert state.players["A"].energy == 1 and drawn(state) == 1
    state = entering(PAY, energy=3)
    answer(state, "no")
    assert state.players["A"].energy == 3 and drawn(state) == 0
    state = entering(PAY, energy=1)
    assert "choose_pay" not in answer(state, "yes")
    assert state.players["A"].energy == 1 and drawn(state) == 0


@plays("When this creature enters, you get {E}{E}.",
       "Pay {E}: This creature gets +1/+1 until end of turn.")
def test_pay_energy_as_an_activation_cost() -> None:
    """CR 602.2b, 107.14, 118.3: with the two energy the creature gave A, its "Pay {E}"
    ability can be activated twice (+2/+2), a third time not (no energy left)."""
    state = entering(GET + "\nPay {E}: This creature gets +1/+1 until end of turn.")
    while state.decision is not None and state.permanents["payer"].zone.name != "BATTLEFIELD" \
            or state.stack:
        state.apply("pass")
    assert state.players["A"].energy == 2
    for _ in range(2):
        state.apply("activate payer 0")
        state.apply("pass")
        while state.stack:
            state.apply("pass")
    assert state.players["A"].energy == 0 and state.power("payer") == 4
    assert "activate payer 0" not in [str(a) for a in state.legal_actions()]
    try:
        state.apply("activate payer 0")
    except IllegalActionError:
        pass
    else:
        raise AssertionError("activated with no energy")
