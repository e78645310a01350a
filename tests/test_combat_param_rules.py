"""Reading "~ can't be blocked except by <kinds>" (CR 509.1b; ``sim.text.combat_param_rules``):
one color or keyword keeps its own parameter, other kinds are joined in ``ONLY_BY_KIND``."""

from __future__ import annotations

from sim.model.abilities import ONLY_BY_COLOR, ONLY_BY_KEYWORD
from sim.model.combat_params import ONLY_BY_KIND
from sim.text import parse_param


def test_one_color_or_keyword_keeps_its_own_parameter() -> None:
    """CR 509.1b: "except by black creatures" and "except by creatures with flying" keep their
    parameters; a word that is no type is not read, nor a keyword pair among other kinds."""
    assert parse_param("can't be blocked except by black creatures") == (ONLY_BY_COLOR, "B")
    assert parse_param("can't be blocked except by creatures with flying") == (
        ONLY_BY_KEYWORD, "flying")
    assert parse_param("can't be blocked except by foos") is None
    assert parse_param("can't be blocked except by walls and/or creatures with flying or "
                       "reach") is None


def test_kinds_are_joined() -> None:
    """CR 509.1b, 205.3m: a plural creature type is read singular; colors as words."""
    assert parse_param("can't be blocked except by rogues and/or black creatures") == (
        ONLY_BY_KIND, "rogue or black")
