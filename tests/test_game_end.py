""""You win the game" (CR 104.2b: an effect may say that a player wins the game; the other
players lose and the game ends, 104.2a; ``sim.rules.game_end``), after the intervening "if"
of the trigger doing it (603.4: Felidar Sovereign, Helix Pinnacle)."""

from __future__ import annotations

from played import plays
from test_named_counters import two_turns, until_turn
from test_stack import card, finish, perm

from sim import GameState
from sim.model.events import GameEnded, PlayerLost
from sim.model.objects import Permanent
from sim.text.effect_text import read_effect
from sim.text.render import text

SOVEREIGN = "At the beginning of your upkeep, if you have 40 or more life, you win the game."
PINNACLE = ("At the beginning of your upkeep, if there are 100 or more tower counters on "
            "Pinnacle, you win the game.")


def _game(watcher: Permanent, life: int = 20) -> GameState:
    state = two_turns(watcher, limit=4)
    state.players["A"].life = life
    return state


@plays(SOVEREIGN)
def test_forty_life_wins_at_the_upkeep() -> None:
    """CR 104.2b, 104.2a, 603.4: at A's second upkeep (turn 3) A has 40 life: B loses, the
    game ends with A the winner; with 39 nothing triggers and the game goes on to its limit."""
    sovereign = card("Sovereign", power=4, toughness=6, text=SOVEREIGN.replace("~", "Sovereign"))
    state = _game(perm("s", "A", sovereign), 40)
    until_turn(state, 3)
    finish(state)
    assert state.result is not None and state.result.winners == ("A",)
    assert [e.player for e in state.events if isinstance(e, PlayerLost)] == ["B"]
    assert state.turn == 3 and state.players["B"].lost and not state.players["A"].lost
    state = _game(perm("s", "A", sovereign), 39)
    finish(state)
    assert not any(isinstance(e, GameEnded) and e.winners == ("A",) for e in state.events)
    assert not state.players["B"].lost


@plays(PINNACLE)
def test_a_hundred_tower_counters_win() -> None:
    """CR 104.2b, 122.1, 603.4: with 100 tower counters on the Pinnacle A wins at the upkeep;
    with 99 not."""
    pinnacle = card("Pinnacle", types=["Enchantment"], cost="{G}", text=PINNACLE)
    assert not pinnacle.unsupported
    for n, won in ((100, True), (99, False)):
        state = _game(perm("p", "A", pinnacle, counters={"tower": n}))
        finish(state)
        assert state.players["B"].lost is won, n


def test_the_words_render_back() -> None:
    """CR 104.2b: the instruction reads and writes back as "you win the game"."""
    assert text(read_effect("you win the game")) == "you win the game"


STRUGGLE = ("At the beginning of your upkeep, if you control twenty or more creatures, you win "
            "the game.")


@plays(STRUGGLE)
def test_twenty_creatures_win() -> None:
    """CR 104.2b, 603.4: twenty creatures at A's upkeep win ("twenty": a number word, the
    Epic Struggle's); nineteen don't."""
    struggle = card("Struggle", types=["Enchantment"], cost="{G}", text=STRUGGLE)
    bear = card("Bear", power=2, toughness=2, cost="{G}")
    assert not struggle.unsupported
    for n, won in ((20, True), (19, False)):
        state = two_turns(perm("s", "A", struggle),
                          *(perm(f"c{k}", "A", bear) for k in range(n)), limit=4)
        finish(state)
        assert state.players["B"].lost is won, n
        assert [("104.2b" in e.reason) for e in state.events if isinstance(e, PlayerLost)] == (
            [True] if won else [])
