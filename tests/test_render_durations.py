"""Renderings of modifications until end of turn in either order (``sim.text.render_durations``,
CR 611.2a) and of a restriction of one turn (508.1c, 509.1b)."""

from __future__ import annotations

from sim.model.keywords import Kw
from sim.text.render_durations import cant_now, modified
from sim.text.wording import matches


def test_both_orders_of_the_duration_and_of_the_changes() -> None:
    """CR 611.2a: the duration first or last, the grant before or after the bonus, one effect;
    "until end of combat" is only written last."""
    piece = modified("target creature", ["gets +1/+1", "gains flying"], "until end of turn", None)
    for text in ("target creature gets +1/+1 and gains flying until end of turn",
                 "target creature gains flying and gets +1/+1 until end of turn",
                 "until end of turn, target creature gets +1/+1 and gains flying",
                 "until end of turn, target creature gains flying and gets +1/+1"):
        assert matches(piece, text)
    combat = modified("target creature", ["gains flying"], "until end of combat", None)
    assert matches(combat, "target creature gains flying until end of combat")
    assert not matches(combat, "until end of combat, target creature gains flying")


def test_the_restrictions_of_one_turn() -> None:
    """CR 508.1c, 509.1b: each restriction alone has its words; with anything else, none."""
    assert cant_now(Kw.CANT_ATTACK) == " can't attack this turn"
    assert cant_now(Kw.CANT_BLOCK) == " can't block this turn"
    assert cant_now(Kw.CANT_ATTACK | Kw.CANT_BLOCK) == " can't attack or block this turn"
    assert cant_now(Kw.CANT_ATTACK | Kw.FLYING) == ""
