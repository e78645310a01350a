""""<instruction> unless <condition>" (CR 608.2c: done only if the condition doesn't hold as
it resolves; ``sim.text.unless_condition_text``, ``sim.rules.instead``), played in games."""

from __future__ import annotations

from played import plays
from test_library import turn
from test_stack import card, perm, play

from sim import GameState
from sim.model.objects import Zone

BOARDER = "When Boarder enters the battlefield, you lose 2 life unless you control another Pirate."


def _boarder_enters(*others: str) -> GameState:
    """A casts the Pirate Boarder ({U}) with Pirates or Bears ``others`` on the battlefield."""
    boarder = card("Boarder", power=4, toughness=3, cost="{U}", subtypes=["Pirate"],
                   text=BOARDER)
    assert not boarder.unsupported, boarder.unsupported
    board = [perm(f"o{k}", "A", card(kind.title(), power=1, toughness=1, subtypes=[kind.title()]))
             for k, kind in enumerate(others)]
    state = turn(perm("b1", "A", boarder, Zone.HAND), *board)
    play(state, "cast b1")
    while state.stack or state.triggered:
        state.apply(state.legal_actions()[0])
    return state


@plays("When ~ enters the battlefield, you lose 2 life unless you control another Pirate.")
def test_the_life_is_lost_unless_another_pirate_is_there() -> None:
    """CR 608.2c: alone (itself a Pirate: not "another") or with a Bear, A loses 2; with
    another Pirate, nothing."""
    assert _boarder_enters().players["A"].life == 18
    assert _boarder_enters("bear").players["A"].life == 18
    assert _boarder_enters("pirate").players["A"].life == 20
