""""If you haven't cast a spell from your hand this turn" (CR 601.2a: a spell is cast from
the zone it was in; ``Player.hand_spells_this_turn``, counted by
``sim.rules.nth_spells.note_cast`` as each spell becomes cast, 601.2i, and forgotten as a
turn begins): the ``HAND_SPELLS`` condition of ``sim.model.board_conditions``, an
intervening "if" (603.4)."""

from __future__ import annotations

from played import plays
from test_library import spell, turn
from test_stack import card, finish, perm, play

from sim import CardDef, GameState
from sim.model.objects import Zone

JEM = ("At the beginning of your end step, if you haven't cast a spell from your hand this "
       "turn, draw a card.")
BEARS = card("Grizzly Bears")


def _jem() -> CardDef:
    made = card("Jem", types=["Creature"], cost="{U}", power=1, toughness=1, text=JEM)
    assert not made.unsupported, made.unsupported
    return made


def _hand(state: GameState) -> int:
    return len(state.cards("A", Zone.HAND))


@plays(JEM)
def test_it_draws_only_when_no_spell_was_cast_from_hand() -> None:
    """CR 603.4, 601.2a: A casts nothing: at A's end step the trigger draws A a card; A casts
    an instant from their hand: it doesn't trigger (the instant is gone, no card drawn)."""
    idle = finish(turn(perm("j1", "A", _jem()), perm("p1", "A", spell("You gain 1 life."),
                                                          Zone.HAND), library=(BEARS,) * 3))
    assert idle.players["A"].hand_spells_this_turn == 0 and _hand(idle) == 2
    cast = turn(perm("j1", "A", _jem()), perm("p1", "A", spell("You gain 1 life."), Zone.HAND),
                library=(BEARS,) * 3)
    play(cast, "cast p1")
    finish(cast)
    assert cast.players["A"].hand_spells_this_turn == 1 and _hand(cast) == 0
