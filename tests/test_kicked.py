"""A kicked permanent enters with a keyword (CR 702.33d: "if ~ was kicked, it enters with two
+1/+1 counters on it and with first strike"; 614.1c: a replacement effect on its entering;
``sim.rules.kicked``): an effect from the moment it enters, for as long as it stays (400.7)."""

from __future__ import annotations

import pytest
from played import plays

import mtgsim
from sim.model.keywords import Kw
from sim.model.objects import Zone
from sim.text import FULL, read_card

LANCER = {"name": "Lancer", "types": ["Creature"], "cost": "{2}{W}", "power": 2,
          "toughness": 2, "text": "Kicker {2}{W}\nIf Lancer was kicked, it enters with two "
                                  "+1/+1 counters on it and with first strike."}


def game() -> mtgsim.GameState:
    """A, in their precombat main phase, holds the Lancer with mana for it kicked."""
    return mtgsim.load({"active_player": "A", "step": "precombat main",
                        "players": {"A": {"hand": [LANCER], "mana": "{4}{W}{W}"}, "B": {}}})


def test_the_clause_is_read_whole() -> None:
    """CR 702.33d, 614.1c: read and rendered back."""
    assert read_card(LANCER["text"], "Lancer", ("Creature",)).status == FULL


@plays("If Lancer was kicked, it enters with two +1/+1 counters on it and with first strike.")
@pytest.mark.parametrize("kick", [True, False])
def test_a_kicked_creature_enters_with_counters_and_first_strike(kick: bool) -> None:
    """CR 702.33d, 614.1c, 613.1f: kicked, the Lancer is a 4/4 with first strike; not kicked,
    a 2/2 without it."""
    state = game()
    state.apply('cast "A:hand:1"')
    state.apply(f'cost "{"kicked" if kick else "not kicked"}"')
    while state.stack:
        state.apply("pass")
    assert state.permanents["A:hand:1"].zone is Zone.BATTLEFIELD
    assert state.power("A:hand:1") == (4 if kick else 2)
    assert state.has("A:hand:1", Kw.FIRST_STRIKE) is kick


def test_the_keyword_is_gone_once_it_leaves() -> None:
    """CR 400.7: the Lancer put back onto the battlefield another way is a new object, not
    kicked: neither counters nor first strike."""
    state = game()
    state.apply('cast "A:hand:1"')
    state.apply('cost "kicked"')
    while state.stack:
        state.apply("pass")
    assert state.has("A:hand:1", Kw.FIRST_STRIKE)
    state.move("A:hand:1", Zone.HAND)
    state.move("A:hand:1", Zone.BATTLEFIELD)
    assert not state.has("A:hand:1", Kw.FIRST_STRIKE)
