""""<condition> or <condition>" as an intervening "if" (CR 603.4: checked as the event
happens and as the ability resolves; either one holding is enough): the ``EITHER`` condition
of ``sim.model.board_conditions``, read by ``sim.text.condition_text`` when both halves are
conditions it reads ("you control a Desert or there is a Desert card in your graveyard")."""

from __future__ import annotations

from played import plays
from test_library import turn
from test_stack import card, finish, perm, play

from sim import CardDef
from sim.model.board_conditions import EITHER
from sim.model.objects import Permanent, Zone
from sim.text.condition_text import board_condition

HOLD = ("When ~ enters the battlefield, if you control a Desert or there is a Desert card in "
        "your graveyard, you gain 3 life.")
DESERT = card("Dunes", types=["Land"], subtypes=["Desert"], text="{T}: Add {C}.")


def _hold() -> CardDef:
    made = card("Hold", types=["Creature"], cost="{U}", power=1, toughness=1, text=HOLD)
    assert not made.unsupported, made.unsupported
    return made


def _life(*more: Permanent) -> int:
    state = turn(perm("h1", "A", _hold(), Zone.HAND), *more)
    play(state, "cast h1")
    return finish(state).players["A"].life


@plays(HOLD)
def test_either_a_desert_in_play_or_one_in_the_graveyard() -> None:
    """CR 603.4: with a Desert on the battlefield, or a Desert card in A's graveyard, the
    enters trigger gains A 3 life; with neither it doesn't trigger."""
    assert _life(perm("d1", "A", DESERT)) == 23
    assert _life(perm("d1", "A", DESERT, Zone.GRAVEYARD)) == 23
    assert _life() == 20


def test_only_split_where_both_halves_are_conditions() -> None:
    """"you control a creature or planeswalker" is no two conditions (the second half is
    none): not read as ``EITHER`` (it is one condition, a permanent of either card type:
    ``sim.text.condition_kinds``)."""
    c = board_condition("if you control a desert or there is a desert card in your graveyard")
    assert c is not None and c.test == EITHER and len(c.parts) == 2
    one = board_condition("if you control a creature or planeswalker")
    assert one is None or one.test != EITHER
