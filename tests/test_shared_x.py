"""One X for a sentence's two instructions (``sim.text.shared_x``, CR 107.3, 608.2h): "each
opponent loses X life and you gain X life, where X is <count>"."""

from __future__ import annotations

from played import plays
from test_library import spell
from test_stack import card, finish, game, perm, play

from sim.model.objects import Zone
from sim.text.effect_text import read_effect


@plays("Each opponent loses X life and you gain X life, where X is the number of artifacts "
       "you control.")
def test_both_instructions_count_the_same_x() -> None:
    """CR 107.3, 119.3, 608.2h: A controls two artifacts: B loses 2 and A gains 2 (not the
    0 an X of the spell's own cost would be, 107.3: this X is defined by the text)."""
    text = ("Each opponent loses X life and you gain X life, where X is the number of "
            "artifacts you control.")
    relic = card("Relic", types=["Artifact"], cost="{1}")
    state = game(perm("p1", "A", spell(text), Zone.HAND), perm("a1", "A", relic),
                 perm("a2", "A", relic), perm("b1", "B", relic), mana={"A": "{U}"})
    finish(play(state, "cast p1"))
    assert (state.players["A"].life, state.players["B"].life) == (22, 18)


def test_an_x_the_count_cannot_multiply_is_not_read() -> None:
    """CR 107.3: "mill X cards" takes no count here: the sentence is left unsupported rather
    than read with the spell's X (0). ("draw X cards" does: ``tests/test_draw_rules``.)"""
    assert read_effect("You gain X life and mill X cards, where X is the number of "
                       "creatures you control.").unsupported
