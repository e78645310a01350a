"""Reading redirection effects (issue 29, damage family; CR 614.9; ``sim.text.redirect_rules``,
written back by ``sim.text.render_redirects``)."""

from __future__ import annotations

from test_stack import card

from sim.model.redirect_verbs import (
    FROM_YOU,
    FROM_YOURS,
    REDIRECT_NEXT,
    TO_ENCHANTED,
    TO_SELF,
    redirect_of,
)


def test_the_next_n_damage_joins_both_recipients() -> None:
    """CR 614.9, 615.7: the recipient, then the new one, in the order written; either place
    of "this turn"."""
    for text in ("{T}: The next 2 damage that would be dealt to target creature this turn is "
                 "dealt to ~ instead.",
                 "{T}: The next 2 damage that would be dealt this turn to target creature is "
                 "dealt to ~ instead."):
        made = card("Guard", types=["Creature"], cost="{1}", text=text, power=1, toughness=1)
        assert not made.unsupported, made.unsupported
        program = made.activated[0].program
        assert program is not None
        op = program.ops[0]
        assert op.verb == REDIRECT_NEXT and op.who == "target:0+self" and op.amount == 2


def test_static_redirections() -> None:
    """CR 614.9, 604.1: "you" to ~ or the enchanted creature; "you and other permanents you
    control" only to ~ ("other" than the new recipient)."""
    for text, sides in (("All damage that would be dealt to you is dealt to ~ instead.",
                         (FROM_YOU, TO_SELF)),
                        ("All damage that would be dealt to you and other permanents you "
                         "control is dealt to ~ instead.", (FROM_YOURS, TO_SELF)),
                        ("All damage that would be dealt to you is dealt to enchanted creature "
                         "instead.", (FROM_YOU, TO_ENCHANTED))):
        made = card("Guard", types=["Creature"], cost="{1}", text=text, power=1, toughness=1)
        assert not made.unsupported, made.unsupported
        assert [redirect_of(s.rule) for s in made.statics] == [sides]
    odd = card("Odd", types=["Creature"], cost="{1}", power=1, toughness=1,
               text="All damage that would be dealt to you and other permanents you control is "
                    "dealt to enchanted creature instead.")
    assert odd.unsupported
