"""Static abilities under a condition on the source's own counters of a kind (CR 122.1,
611.3a): "~ doesn't untap during your untap step if it has a depletion counter on it" (the
depletion lands), "~ has trample as long as it has a shield counter on it", "... as long as it
has three or more ki counters on it"."""

from __future__ import annotations

from played import plays
from test_named_counters import two_turns
from test_stack import card, perm

import mtgsim
from sim import GameState
from sim.model.actions import PlayLand
from sim.model.keywords import Kw
from sim.model.objects import Zone
from sim.text.oracle import read_text

DELTA = card("Delta", types=["Land"],
             text="Delta doesn't untap during your untap step if it has a depletion counter on "
                  "it.\n{T}: Add {C}.")


def until_turn(state: GameState, turn: int) -> None:
    """Play (pass priority, first choice otherwise) to the first decision of turn ``turn``."""
    while state.turn < turn:
        assert state.decision is not None
        state.apply("pass" if state.decision.kind == "priority" else state.legal_actions()[0])


@plays("~ doesn't untap during your untap step if it has a depletion counter on it.")
def test_a_depletion_counter_keeps_the_land_tapped() -> None:
    """CR 502.3 and 611.3a: in A's untap step (turn 3) the tapped land with a depletion counter
    stays tapped; the one without untaps; B's untap step (turn 2) untaps neither of A's."""
    state = two_turns(perm("d1", "A", DELTA, tapped=True, counters={"depletion": 1}),
                      perm("d2", "A", DELTA, tapped=True), limit=4)
    until_turn(state, 2)
    assert state.permanents["d1"].tapped and state.permanents["d2"].tapped
    until_turn(state, 3)
    assert state.permanents["d1"].tapped and not state.permanents["d2"].tapped


@plays("~ has flying as long as it has a ki counter on it.",
       "As long as ~ has three or more ki counters on it, it has trample.")
def test_keywords_while_it_has_counters_of_a_kind() -> None:
    """CR 122.1 and 611.3a: flying with one ki counter, none without; trample only with three
    or more ki counters (two: none); a +1/+1 counter is no ki counter."""
    monk = card("Monk", power=2, toughness=2,
                text="Monk has flying as long as it has a ki counter on it.\n"
                     "As long as Monk has three or more ki counters on it, it has trample.")
    for counters, flying, trample in (({}, False, False), ({"+1/+1": 3}, False, False),
                                      ({"ki": 1}, True, False), ({"ki": 2}, True, False),
                                      ({"ki": 3}, True, True)):
        state = two_turns(perm("m1", "A", monk, counters=dict(counters)))
        kw = state.keywords("m1")
        assert bool(kw & int(Kw.FLYING)) == flying, counters
        assert bool(kw & int(Kw.TRAMPLE)) == trample, counters


def test_the_if_form_is_read_only_for_one_counter() -> None:
    """CR 611.3a: "if it has a <kind> counter on it" after the ability reads as its condition;
    an "if" before a static ability's body isn't read."""
    assert not read_text("Delta doesn't untap during your untap step if it has a depletion "
                         "counter on it.", "Delta").unsupported
    assert read_text("If Delta has a depletion counter on it, Delta has flying.",
                     "Delta").unsupported


@plays("~ enters the battlefield tapped with two charge counters on it.")
def test_a_land_enters_tapped_with_charge_counters() -> None:
    """CR 614.1c-d and 122.6: both replacements apply to the land played (305.1): it is on the
    battlefield tapped, with two charge counters."""
    land = {"name": "Vivid", "types": ["Land"],
            "text": "Vivid enters the battlefield tapped with two charge counters on it.\n"
                    "{T}, Remove a charge counter from Vivid: Add one mana of any color."}
    state = mtgsim.load({"active_player": "A", "step": "precombat main",
                         "players": {"A": {"hand": [land]}, "B": {}}})
    state.apply(PlayLand("A:hand:1"))
    vivid = state.permanents["A:hand:1"]
    assert vivid.zone is Zone.BATTLEFIELD and vivid.tapped and vivid.counters == {"charge": 2}
