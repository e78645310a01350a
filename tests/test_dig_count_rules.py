"""A dig whose number of cards is X defined by the text (CR 107.3, 608.2h;
``sim.text.dig_count_rules``, ``sim.rules.op_amounts``): "look at the top x cards of your
library, where x is <count>. ..." — X counted as the dig resolves, every choice asked about
those X cards."""

from __future__ import annotations

from played import plays
from test_library import BEARS, FOREST, GIANT, ISLAND, names, spell, turn
from test_stack import legal, perm, play, to

from sim import CardDef, GameState
from sim.model.objects import Zone
from sim.text.effect_text import read_effect

BY_LANDS = ("Look at the top X cards of your library, where X is the number of lands you "
            "control. Put one of those cards into your hand and the rest on the bottom of your "
            "library in a random order.")
BACK = ("Look at the top X cards of your library, where X is the number of lands you control, "
        "then put them back in any order.")


def _cast(text: str, lands: int, library: tuple[CardDef, ...]) -> GameState:
    """A, with ``lands`` Forests, casts the sorcery ``text``; both pass: it resolves."""
    forests = (perm(f"f{i}", "A", "Forest") for i in range(lands))
    state = turn(perm("p1", "A", spell(text, "Sorcery"), Zone.HAND), *forests, library=library)
    play(state, "cast p1")
    return state


def _hand(state: GameState) -> list[str]:
    return sorted(p.card.name for p in state.permanents.values() if p.owner == "A"
                  and p.zone is Zone.HAND)


@plays("Look at the top X cards of your library, where X is the number of lands you control. "
       "Put one of those cards into your hand and the rest on the bottom of your library in a "
       "random order.")
def test_x_is_counted_as_the_dig_resolves() -> None:
    """CR 107.3, 608.2h, 401: with two lands A looks at the top two cards (Hill Giant,
    Grizzly Bears: only they are offered), takes the Bears; the Giant goes to the bottom,
    under Forest and Island."""
    state = _cast(BY_LANDS, 2, (GIANT, BEARS, FOREST, ISLAND))
    to(state, "choose_card")
    assert legal(state) == ['card "Hill Giant"', 'card "Grizzly Bears"']
    play(state, 'card "Grizzly Bears"')
    assert _hand(state) == ["Grizzly Bears"]
    assert names(state) == ["Forest", "Island", "Hill Giant"]


def test_more_lands_more_cards() -> None:
    """CR 608.2h: with three lands the third card (Forest) is among those looked at."""
    state = _cast(BY_LANDS, 3, (GIANT, BEARS, FOREST, ISLAND))
    to(state, "choose_card")
    assert legal(state) == ['card "Hill Giant"', 'card "Grizzly Bears"', "card Forest"]


@plays("Look at the top X cards of your library, where X is the number of lands you control, "
       "then put them back in any order.")
def test_then_put_them_back_in_any_order() -> None:
    """CR 107.3, 401.4: two lands, two cards put back in the order chosen (the Bears on
    top); the third card is not looked at."""
    state = _cast(BACK, 2, (GIANT, BEARS, FOREST))
    to(state, "choose_card")
    assert legal(state) == ['card "Hill Giant"', 'card "Grizzly Bears"']
    play(state, 'card "Grizzly Bears"')
    assert names(state) == ["Grizzly Bears", "Hill Giant", "Forest"]


def test_its_power_is_not_read() -> None:
    """CR 608.2h: "where x is its power" names no object a dig has: the clause is not read;
    X of a fixed number ("the top three cards, where x is") neither."""
    assert read_effect(BY_LANDS.replace("the number of lands you control", "its power")
                       ).unsupported
    assert read_effect(BY_LANDS.replace("top X cards", "top three cards")).unsupported
    assert not read_effect(BY_LANDS).unsupported
