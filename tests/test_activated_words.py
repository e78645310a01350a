"""A flavor word before an activated ability (CR 207.2d; ``sim.text.keyword_names
.activated_word``): "Scorching Ray — {2}: ~ deals 2 damage to each opponent." is the ability
"{2}: ..." — the words have no rules meaning — while a keyword written the same way (a Case's
"solved", 719.3) is rules, not flavor, and stays not read until its keyword is built."""

from __future__ import annotations

import pytest
from played import plays

import mtgsim
from sim.model.keywords import Kw
from sim.text import FULL, read_card

RAY = "Scorching Ray — {2}: Probe deals 2 damage to each opponent."
WALK = ("Wind Walk — {1}: Up to two target creatures each get +1/+1 and gain flying until end "
        "of turn.")


def load(text: str, lands: int) -> mtgsim.GameState:
    """A's precombat main phase: the creature Probe with ``text``, a Grizzly-like Bear of A's,
    ``lands`` untapped Plains of A's."""
    permanents = [
        {"id": "probe", "controller": "A", "name": "Probe", "types": ["Creature"], "power": 1,
         "toughness": 1, "text": text},
        {"id": "bear", "controller": "A", "name": "Bear", "power": 2, "toughness": 2},
        *({"id": f"land{i}", "controller": "A", "card": "Plains"} for i in range(lands))]
    return mtgsim.load({"active_player": "A", "step": "precombat main",
                        "permanents": permanents,
                        "players": {"A": {"library": 5}, "B": {"library": 5}}})


def offered(state: mtgsim.GameState) -> bool:
    return any(str(a).startswith("activate probe") for a in state.legal_actions())


@plays(RAY)
def test_a_flavor_word_is_not_part_of_the_ability() -> None:
    """CR 207.2d, 602.2: the ability is "{2}: ~ deals 2 damage to each opponent": with two
    Plains it is activated and resolves (B at 18); with one it can't be paid."""
    assert read_card(RAY, "Probe", ("Creature",)).status == FULL
    state = load(RAY, 2)
    assert offered(state)
    state.apply("activate probe 0")
    while state.stack:
        state.apply("pass")
    assert state.players["B"].life == 18
    assert not offered(load(RAY, 1))


@plays(WALK)
def test_the_ability_after_a_flavor_word_of_two_words_runs() -> None:
    """CR 207.2d, 611.2: "Wind Walk — {1}: up to two target creatures each get +1/+1 and gain
    flying until end of turn": the Bear (and no second target) becomes a 3/3 flier."""
    state = load(WALK, 1)
    state.apply("activate probe 0")
    state.apply("target bear")
    state.apply("target none")
    while state.stack:
        state.apply("pass")
    assert state.power("bear") == 3 and state.has("bear", Kw.FLYING)


@pytest.mark.parametrize("text", [
    "Solved — {1}: Probe gets +1/+1 until end of turn.",
    "Visit — {1}: Probe gets +1/+1 until end of turn."])
def test_a_keyword_written_with_a_dash_is_not_flavor(text: str) -> None:
    """CR 719.3 (a Case's "solved"), 717 (an Attraction's "visit"): not read as a plain
    ability (boast, exhaust and forecast are read with their restrictions:
    ``tests/test_dashed_abilities.py``, ``tests/test_forecast.py``)."""
    assert read_card(text, "Probe", ("Creature",)).status != FULL
