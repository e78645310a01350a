"""An object's quality rendered back to its Oracle wording (``sim.text.render_object_counts``;
CR 208.1, 202.3, 608.2h): a clause reads as run only when its model renders back to its
text."""

from __future__ import annotations

from played import plays
from test_stack import card, finish, game, perm, play, to

from sim import Step
from sim.model.board import power_and_toughness
from sim.model.filters import SACRIFICED, SOURCE_MANA_VALUE, SOURCE_TOUGHNESS, Count
from sim.text.effect_text import read_effect
from sim.text.render_object_counts import object_phrase
from sim.text.wording import matches


@plays("{1}{W}: ~ gets +X/+0 until end of turn, where X is its toughness.")
def test_the_source_s_own_toughness() -> None:
    """CR 208.1, 608.2h: "its" is the source: a 0/4 gets +4/+0 (a 4/4) as the ability
    resolves."""
    armadillo = card("Armadillo", power=0, toughness=4,
                     text="{1}{W}: Armadillo gets +X/+0 until end of turn, where X is its "
                          "toughness.")
    state = game(perm("a1", "A", armadillo), mana={"A": "{1}{W}"}, step=Step.PRECOMBAT_MAIN)
    to(state, "priority", Step.PRECOMBAT_MAIN, "A")
    finish(play(state, "activate a1 0"))
    assert power_and_toughness(state, "a1") == (4, 4)


def test_each_object_renders_its_own_wording() -> None:
    """The wordings: of the source, of a reference ("its", "that creature's"), of the
    sacrificed permanent; a count never settled renders as no wording (not read)."""
    assert matches(object_phrase(Count(SOURCE_TOUGHNESS)), "~'s toughness")
    assert matches(object_phrase(Count(SOURCE_MANA_VALUE, on="target:0")),
                   "that artifact's mana value")
    assert matches(object_phrase(Count(SOURCE_TOUGHNESS, on=SACRIFICED)),
                   "the sacrificed creature's toughness")
    assert not matches(object_phrase(Count(SOURCE_TOUGHNESS, on="?its")), "its toughness")
    assert not read_effect("Destroy target creature. You gain life equal to its "
                           "toughness.").unsupported
