"""Celebration's "two or more nonland permanents entered the battlefield under your control
this turn" (CR 207.2c: the ability word means nothing; the condition is the rule):
``Player.nonland_entered_this_turn``, counted as each permanent enters (603.6a: a spell
resolving, a token created, a card put onto the battlefield face down; a land not) and
forgotten as a turn begins; the static ability's condition ``NONLAND_ENTERED`` (611.3a),
also an intervening "if" (603.4) through ``sim.text.static_if``."""

from __future__ import annotations

from played import plays
from test_library import spell, turn
from test_stack import card, finish, perm, play

from sim import CardDef, GameState
from sim.model.objects import Zone

GUEST = ("Celebration — ~ gets +1/+1 and has trample as long as two or more nonland "
         "permanents entered the battlefield under your control this turn.")
LADY = ("Celebration — At the beginning of your end step, if two or more nonland permanents "
        "entered the battlefield under your control this turn, draw a card.")
BEARS = card("Grizzly Bears")


def _creature(text: str) -> CardDef:
    made = card("Guest", types=["Creature"], cost="{G}", power=1, toughness=1, text=text)
    assert not made.unsupported, made.unsupported
    return made


def _tokens(text: str, n: str) -> GameState:
    """A's main phase with a Guest of ``text``; A casts "Create <n> 1/1 ... tokens"."""
    makes = spell(f"Create {n} 1/1 white Soldier creature {'token' if n == 'a' else 'tokens'}.")
    state = turn(perm("g1", "A", _creature(text)), perm("p1", "A", makes, Zone.HAND),
                 library=(BEARS,) * 3)
    play(state, "cast p1")
    while state.stack:
        state.apply("pass")
    return state


@plays(GUEST)
def test_the_guest_gets_its_bonus_once_two_permanents_entered() -> None:
    """CR 611.3a, 111.1: two Soldier tokens enter under A's control: the Guest is 2/2 (its
    +1/+1 applies); with one token it stays 1/1."""
    two = _tokens(GUEST, "two")
    assert two.players["A"].nonland_entered_this_turn == 2
    assert (two.power("g1"), two.toughness("g1")) == (2, 2)
    one = _tokens(GUEST, "a")
    assert one.players["A"].nonland_entered_this_turn == 1
    assert (one.power("g1"), one.toughness("g1")) == (1, 1)


@plays(LADY)
def test_the_end_step_trigger_draws_after_two_entered() -> None:
    """CR 603.4: at A's end step, two tokens having entered this turn, A draws a card; one
    token: it doesn't trigger."""
    hands = []
    for n in ("two", "a"):
        state = finish(_tokens(LADY, n))
        hands.append(len(state.cards("A", Zone.HAND)))
    assert hands == [1, 0]


def test_a_land_is_not_counted() -> None:
    """CR 207.2c (celebration counts nonland permanents): a land played is not counted."""
    state = turn(perm("f1", "A", card("Forest"), Zone.HAND))
    play(state, "play f1")
    assert state.players["A"].nonland_entered_this_turn == 0
