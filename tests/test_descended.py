"""Descend's "if you descended this turn" (CR 700.11: a player descended this turn if a
permanent card was put into their graveyard from anywhere this turn; ``Player.noted``, kept
by ``Board.move`` and ``sim.rules.library.make_object``, forgotten as a turn begins): the
``DESCENDED`` condition of ``sim.model.board_conditions``, an intervening "if" (603.4)."""

from __future__ import annotations

from played import plays
from test_library import spell, turn
from test_stack import card, finish, perm, play

from sim import CardDef, GameState
from sim.model.objects import PLUS, Zone

STALKER = ("At the beginning of your end step, if you descended this turn, put a +1/+1 "
           "counter on ~.")
BEARS = card("Grizzly Bears")
ZAP = card("Zap", types=["Instant"], cost="{R}", text="Zap deals 1 damage to any target.")


def _stalker() -> CardDef:
    made = card("Stalker", types=["Creature"], cost="{B}", power=1, toughness=1, text=STALKER)
    assert not made.unsupported, made.unsupported
    return made


def _milled(library: tuple[CardDef, ...]) -> GameState:
    """A casts "Mill two cards." with ``library`` on top, then the turn ends."""
    state = turn(perm("p1", "A", spell("Mill two cards."), Zone.HAND),
                 perm("s1", "A", _stalker()), library=(*library, BEARS, BEARS))
    play(state, "cast p1")
    return finish(state)


@plays(STALKER)
def test_a_milled_permanent_card_makes_you_have_descended() -> None:
    """CR 700.11, 603.4: A mills a Grizzly Bears (a permanent card, 110.4a) into their
    graveyard: at A's end step the Stalker gets a +1/+1 counter; milling two instant cards
    (no permanent card) it doesn't trigger."""
    descended = _milled((BEARS, ZAP))
    assert descended.players["A"].descended_this_turn
    assert descended.permanents["s1"].counters.get(PLUS, 0) == 1
    instants = _milled((ZAP, ZAP))
    assert not instants.players["A"].descended_this_turn
    assert instants.permanents["s1"].counters.get(PLUS, 0) == 0


def test_a_creature_dying_is_a_descent_and_a_token_is_not() -> None:
    """CR 700.11, 111.1: a creature card put into its owner's graveyard from the battlefield
    descends (from anywhere); a token is no card."""
    state = turn(perm("b1", "A", BEARS), perm("t1", "A", BEARS, token=True))
    state.move("t1", Zone.GRAVEYARD)
    assert not state.players["A"].descended_this_turn
    state.move("b1", Zone.GRAVEYARD)
    assert state.players["A"].descended_this_turn and not state.players["B"].descended_this_turn
