"""An instruction's amount as it is carried out (CR 608.2h, 107.3; ``sim.rules.op_amounts``):
the same count for the instruction itself and for the choices a dig asks before it is
carried out."""

from __future__ import annotations

from played import plays
from test_dig_count_rules import BY_LANDS, _cast
from test_library import BEARS, FOREST, GIANT, ISLAND
from test_stack import finish


@plays("Look at the top X cards of your library, where X is the number of lands you control. "
       "Put one of those cards into your hand and the rest on the bottom of your library in a "
       "random order.")
def test_no_land_no_card_looked_at() -> None:
    """CR 608.2h, 107.1b: with no land X is 0: nothing is looked at, nothing asked, the
    library unchanged."""
    state = _cast(BY_LANDS, 0, (GIANT, BEARS, FOREST, ISLAND))
    finish(state)
    assert [c.name for c in state.players["A"].library] == ["Hill Giant", "Grizzly Bears",
                                                             "Forest", "Island"]


def test_the_count_of_an_instruction_is_kept() -> None:
    """CR 608.2h: "you gain 1 life for each land you control" still counts as it resolves
    (``run_op`` reads its amount here): three Forests, 3 life."""
    state = _cast("You gain 1 life for each land you control.", 3, (GIANT,))
    finish(state)
    assert state.players["A"].life == 23
