""""If you do, <effect>. Otherwise, <effect>" after an optional cost (CR 118.12, 608.2c:
"otherwise" is the failing of the "if you do" just before it; ``sim.text.if_paid_text
.paid_sentence``): the second instruction is done only if the cost was not paid, as "if you
don't, <effect>"."""

from __future__ import annotations

from played import plays
from test_reflexive import answers, cast, drive, zone
from test_sacrifice_options import food

from sim.model.objects import Zone
from sim.text.effect_text import read_effect

SNACK = ("When this creature enters, you may sacrifice a Food. If you do, you gain 3 life. "
         "Otherwise, you lose 1 life.")


@plays("When this creature enters, you may sacrifice a Food. If you do, you gain 3 life. "
       "Otherwise, you lose 1 life.")
def test_otherwise_is_done_only_when_the_cost_is_not_paid() -> None:
    """CR 118.12, 608.2c: the Food sacrificed, A gains 3 life and loses none; declined, A
    loses 1 life and gains none; with no Food at all, A loses 1 life (nothing was paid)."""
    state = cast(SNACK, permanents=(food("snack"),))
    drive(state, answers(choose_sacrifice="snack"))
    assert zone(state, "snack") is Zone.GRAVEYARD and state.players["A"].life == 23
    state = cast(SNACK, permanents=(food("snack"),))
    drive(state, answers(choose_sacrifice="none"))
    assert zone(state, "snack") is Zone.BATTLEFIELD and state.players["A"].life == 19
    state = cast(SNACK)
    drive(state, answers())
    assert state.players["A"].life == 19


def test_otherwise_only_right_after_if_you_do() -> None:
    """CR 608.2c: "otherwise" with no "if you do" just before (what it is the failing of is
    not known here), or one naming "it" (read as the trigger's object), is not read."""
    assert read_effect("you may sacrifice a food. otherwise, you lose 1 life.").unsupported
    assert read_effect("draw a card. otherwise, you lose 1 life.").unsupported
    assert read_effect("exile a creature card from your graveyard. if you do, put a +1/+1 "
                       "counter on ~. otherwise, sacrifice it.", "X").unsupported
