"""sim.model.mana: amounts of mana (CR 106) parsed from mana symbols (CR 107.4)."""

from __future__ import annotations

import attrs
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from sim.model.mana import Mana, ManaCost


def test_generic_and_colored_symbols() -> None:
    m = Mana.parse("{3}{W}{W}")
    assert (m.W, m.U, m.B, m.R, m.G, m.C) == (2, 0, 0, 0, 0, 3)
    assert m.total == 5


def test_each_color_symbol() -> None:
    """CR 107.4a: {W} white, {U} blue, {B} black, {R} red, {G} green; {C} colorless (107.4c)."""
    assert Mana.parse("{W}{U}{B}{R}{G}{C}") == Mana(1, 1, 1, 1, 1, 1)
    assert Mana.parse("{w}{ g }") == Mana(W=1, G=1)


def test_multi_digit_generic() -> None:
    assert Mana.parse("{10}{R}") == Mana(R=1, C=10)


def test_integer_is_that_much_generic_mana() -> None:
    assert Mana.parse(4) == Mana(C=4)
    assert Mana.parse(0) == Mana()


def test_empty_string_is_no_mana() -> None:
    assert Mana.parse("").total == 0


@pytest.mark.parametrize("bad", ["3W", "{X}", "{W}junk", "{}", "{W", "{S}", "{2/W}", -1, True])
def test_rejects(bad: object) -> None:
    with pytest.raises(ValueError):
        Mana.parse(bad)  # type: ignore[arg-type]


def test_str() -> None:
    assert str(Mana(W=2, C=3)) == "{3}{W}{W}"
    assert str(Mana(U=1, G=2)) == "{U}{G}{G}"
    assert str(Mana()) == "{0}"


def test_frozen() -> None:
    with pytest.raises(attrs.exceptions.FrozenInstanceError):
        Mana().W = 1  # type: ignore[misc]


amounts = st.integers(min_value=0, max_value=12)


@settings(max_examples=150)
@given(amounts, amounts, amounts, amounts, amounts, amounts)
def test_str_parse_round_trip(w: int, u: int, b: int, r: int, g: int, c: int) -> None:
    m = Mana(w, u, b, r, g, c)
    assert Mana.parse(str(m)) == m
    assert m.total == w + u + b + r + g + c


@settings(max_examples=100)
@given(st.lists(st.sampled_from(["{W}", "{U}", "{B}", "{R}", "{G}", "{C}", "{1}", "{2}"]),
                max_size=10))
def test_parse_counts_symbols(symbols: list[str]) -> None:
    m = Mana.parse("".join(symbols))
    for color in "WUBRG":
        assert getattr(m, color) == symbols.count("{" + color + "}")
    generic = symbols.count("{C}") + symbols.count("{1}") + 2 * symbols.count("{2}")
    assert m.total - m.W - m.U - m.B - m.R - m.G == generic


def test_an_empty_mana_symbol_is_refused_and_a_cost_ignores_it() -> None:
    """``{}`` is no mana: an amount of mana names it in its error, a cost reads past it (the
    two read symbols apart: ``_SYMBOL`` and ``_COST_SYMBOL``)."""
    with pytest.raises(ValueError, match=r"unknown mana symbol \{\}"):
        Mana.parse("{}")
    assert ManaCost.parse("{}{2}{G}") == ManaCost.parse("{2}{G}")
