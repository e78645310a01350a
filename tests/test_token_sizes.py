"""Tokens sized as they are created (CR 107.3, 608.2h; ``sim.rules.token_sizes``): "create an
x/x ... token, where x is <count>" — the count, read as the instruction is carried out, is
the token's power and toughness; the number of tokens is the one written."""

from __future__ import annotations

from played import plays
from test_library import BEARS
from test_stack import card, perm
from test_token_counts import cast, tokens

from sim.model.events import Died, Entered
from sim.model.keywords import Kw
from sim.text import read_card

OGRE = card("Ogre", types=["Creature"], cost="{2}{R}", power=3, toughness=3)
SLIME = ("Create an X/X green Ooze creature token, where X is the greatest power among "
         "creatures you control.")
PAIR = ("Create two X/X green Ooze creature tokens with trample, where X is the number of "
        "creatures you control.")


@plays("Create an X/X green Ooze creature token, where X is the greatest power among "
       "creatures you control.")
def test_an_x_x_token_is_the_count_s_size() -> None:
    """CR 107.3, 608.2h: A controls a 3/3 Ogre and a 2/2 Bears (B's bigger creature not
    counted): one Ooze, a 3/3."""
    big = card("Giant", types=["Creature"], cost="{5}", power=7, toughness=7)
    state = cast(SLIME, perm("o1", "A", OGRE), perm("b1", "A", BEARS), perm("g1", "B", big))
    [ooze] = tokens(state, "Ooze Token")
    assert (state.power(ooze), state.toughness(ooze)) == (3, 3)


@plays("Create two X/X green Ooze creature tokens with trample, where X is the number of "
       "creatures you control.")
def test_two_x_x_tokens_and_a_zero_size() -> None:
    """CR 107.3, 111.4: "two" stays the number: two creatures, two 2/2 Oozes with trample
    (counted once, before they enter); with none, two 0/0 Oozes are created and die (704.5f)."""
    state = cast(PAIR, perm("o1", "A", OGRE), perm("b1", "A", BEARS))
    oozes = tokens(state, "Ooze Token")
    assert len(oozes) == 2
    assert all((state.power(o), state.toughness(o)) == (2, 2) and
               state.permanents[o].card.keywords & Kw.TRAMPLE for o in oozes)
    state = cast(PAIR)
    made = [e.permanent for e in state.events if isinstance(e, Entered)]
    assert len(made) == 2 and tokens(state, "Ooze Token") == []
    assert {e.permanent for e in state.events if isinstance(e, Died)} == set(made)


def test_an_x_x_token_needs_its_x_defined() -> None:
    """CR 107.3: "create an x/x ... token" with no "where x is" (the X of a cost or of a
    trigger) and "create x x/x ... tokens" are not read; nor "for each"."""
    for text in ("Create an X/X green Ooze creature token.",
                 "Create X X/X green Ooze creature tokens.",
                 "Create an X/X green Ooze creature token for each creature you control."):
        assert read_card(text, "P", ("Sorcery",)).status != "full"
