""""You gain life equal to the life lost this way" (CR 608.2c, 119.3; ``GAIN_LOST``,
``sim.text.that_much.lost_after``, ``sim.rules.event_amounts``): the life the instruction
just before it made players lose — all of it, whatever their life totals were, and added
over every player who lost life — read only right after a life loss."""

from __future__ import annotations

from played import plays
from test_library import spell
from test_stack import finish, perm, play

from sim import GameState, Player, Step
from sim.model.mana import Mana
from sim.model.objects import Span, Zone
from sim.model.programs import GAIN_LOST, LOSE_LIFE
from sim.text.effect_text import read_effect
from sim.text.oracle import read_triggered
from sim.text.render import round_trips, text

DRAIN = "Each opponent loses 3 life. You gain life equal to the life lost this way."
EACH = "Each player loses 2 life. You gain life equal to the life lost this way."


def cast(text: str, life_a: int = 20, life_b: int = 20) -> GameState:
    """A casts the sorcery ``text`` in its precombat main phase, A at ``life_a`` and B at
    ``life_b``; played to the end of the turn by the default policy."""
    players = {"A": Player("A", mana=Mana.parse("{B}"), life=life_a),
               "B": Player("B", life=life_b)}
    probe = perm("p1", "A", spell(text, "Sorcery", cost="{B}"), Zone.HAND)
    state = GameState(players, {probe.id: probe}, ("A", "B"), "A",
                      step=Step.PRECOMBAT_MAIN, span=Span.TURN, seed=3)
    state.start()
    play(state, "cast p1")
    return finish(state)


def lives(state: GameState) -> tuple[int, int]:
    return state.players["A"].life, state.players["B"].life


@plays("Each opponent loses 3 life. You gain life equal to the life lost this way.")
def test_the_life_the_opponent_lost_is_gained() -> None:
    """CR 608.2c, 119.3: B loses 3 life, then A gains the 3 life lost this way (20 -> 23);
    B at 2 life still loses all 3 (119.3: to -1, and loses the game as state-based actions
    are checked, 704.5a, after the spell has resolved), so A gains 3, not 2."""
    assert lives(cast(DRAIN)) == (23, 17)
    state = cast(DRAIN, life_b=2)
    assert lives(state) == (23, -1)
    assert state.result is not None and state.result.winner == "A"


@plays("Each player loses 2 life. You gain life equal to the life lost this way.")
def test_the_life_every_player_lost_is_added_up() -> None:
    """CR 608.2c, 119.3: "each player loses 2 life" makes A and B lose 2 each, 4 life lost
    this way in all: A 20 - 2 + 4 = 22, B 18."""
    assert lives(cast(EACH)) == (22, 18)


def test_read_only_right_after_a_life_loss() -> None:
    """CR 608.2c: "the life lost this way" names the instruction just before it: after a life
    loss it is read (and rendered back, in a triggered ability too); after a draw, first, or
    after a kicked life loss it stays unsupported."""
    drain = read_effect(DRAIN)
    assert [op.verb for op in drain.ops] == [LOSE_LIFE, GAIN_LOST]
    assert not drain.unsupported
    assert round_trips(DRAIN, drain)
    assert text(drain) == "each opponent loses 3 life. you gain life equal to the life lost " \
        "this way"
    dies = read_triggered("When ~ dies, each opponent loses 5 life. You gain life equal to the "
                          "life lost this way.", "Kokusho")
    assert dies is not None and dies.program is not None and not dies.program.unsupported
    for clause in ("Draw a card. You gain life equal to the life lost this way.",
                 "You gain life equal to the life lost this way.",
                 "Draw a card. If this spell was kicked, each opponent loses 2 life. You gain "
                 "life equal to the life lost this way."):
        read = read_effect(clause)
        assert read.unsupported and GAIN_LOST not in [op.verb for op in read.ops], clause
