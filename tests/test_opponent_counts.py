"""Counting opponents (CR 102.3, 800.4a; ``sim.model.count_kinds.OPPONENTS_YOU_HAVE``): "create
a 1/1 ... token for each opponent you have", "create a number of Food tokens equal to the
number of opponents you have" — the caster's opponents still in the game, counted as the
instruction is carried out (608.2h); a player who left the game is no longer an opponent."""

from __future__ import annotations

from played import plays
from test_library import spell
from test_predefined_tokens import resolve, tokens
from test_stack import perm, play

from sim import GameState, Player, Step
from sim.model.mana import Mana
from sim.model.objects import Span, Zone
from sim.model.state import concede
from sim.text import FULL, read_card
from sim.text.render import text as rendered

ALLIES = "Create a 1/1 white Ally creature token for each opponent you have."
FOOD = "Create a number of Food tokens equal to the number of opponents you have."


def _cast(text: str, players: int = 3, left: str = "") -> GameState:
    """A casts ``text`` in a game of ``players`` players (B, C, ...), ``left`` having conceded
    first; every player passes: it resolves."""
    names = ["A", "B", "C", "D"][:players]
    state = GameState({p: Player(p, mana=Mana.parse("{U}")) for p in names},
                      {"s1": perm("s1", "A", spell(text, "Sorcery"), Zone.HAND)}, tuple(names),
                      "A", step=Step.PRECOMBAT_MAIN, span=Span.TURN, seed=7).start()
    if left:
        concede(state, left)
    play(state, "cast s1")
    resolve(state)
    return state


@plays("Create a 1/1 white Ally creature token for each opponent you have.")
def test_one_token_for_each_opponent() -> None:
    """CR 102.3, 608.2h: with two opponents A creates two Allies; in a two-player game, one."""
    state = _cast(ALLIES)
    allies = tokens(state, "Ally Token")
    assert len(allies) == 2 and all(state.permanents[a].controller == "A" for a in allies)
    assert len(tokens(_cast(ALLIES, players=2), "Ally Token")) == 1


def test_a_player_who_left_is_not_counted() -> None:
    """CR 800.4a: C conceded (104.3a): A's one opponent left is B, one Ally."""
    assert len(tokens(_cast(ALLIES, players=3, left="C"), "Ally Token")) == 1


@plays("Create a number of Food tokens equal to the number of opponents you have.")
def test_a_number_of_food_tokens() -> None:
    """CR 111.10b, 608.2h: three opponents, three Food tokens."""
    assert len(tokens(_cast(FOOD, players=4), "Food")) == 3


def test_the_counts_render_back() -> None:
    """Both wordings read and write back (the count's model, not the text)."""
    for text in (ALLIES, FOOD):
        reading = read_card(text, "P", ("Sorcery",))
        assert reading.status == FULL, text
        assert reading.spell is not None
        assert rendered(reading.spell) == text.lower().rstrip(".")
