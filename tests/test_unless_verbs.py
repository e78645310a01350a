"""The "unless" model (sim.model.unless_verbs; CR 118.12a): an ``UNLESS`` op, then the
instruction it spares marked ``SPARED`` — played: "sacrifice it unless you return a land you
control to its owner's hand" keeps the land bounced, or sacrifices the permanent."""

from __future__ import annotations

from played import plays
from test_player_verbs import turn_of
from test_stack import card, perm, play, to
from test_unless import until_quiet

from sim import Step
from sim.model.objects import Zone
from sim.model.unless_verbs import SPARED, UNLESS
from sim.text.effect_text import read_effect

THOPTER = card("Thopter", types=["Artifact"], cost="{0}")
HAWK = card("Hawk", types=["Creature"], cost="{W}", power=2, toughness=2,
            text="When this creature enters, sacrifice it unless you return an artifact you "
                 "control to its owner's hand.")


def test_the_model() -> None:
    """CR 118.12a: the choice first, then the spared instruction."""
    ops = read_effect("sacrifice it unless you return an artifact you control to its owner's "
                      "hand", "P").ops
    assert [o.verb for o in ops] == [UNLESS, "sacrifice it"] and ops[1].if_paid == SPARED


@plays("When this creature enters, sacrifice it unless you return an artifact you control to "
       "its owner's hand.")
def test_return_an_artifact_or_sacrifice() -> None:
    """CR 118.12a, 400.7: with an artifact A may return it (one: taken without a choice) and
    keep the creature; with none it is sacrificed without a question (118.3)."""
    state = turn_of("A", perm("h1", "A", HAWK, Zone.HAND), perm("o1", "A", THOPTER),
                    step=Step.PRECOMBAT_MAIN, mana="{W}")
    play(state, "cast h1")
    to(state, "choose_pay")
    play(state, "yes")
    until_quiet(state)
    assert state.permanents["h1"].zone is Zone.BATTLEFIELD
    assert state.permanents["o1"].zone is Zone.HAND
    state = turn_of("A", perm("h1", "A", HAWK, Zone.HAND), step=Step.PRECOMBAT_MAIN,
                    mana="{W}")
    play(state, "cast h1")
    until_quiet(state)
    assert state.permanents["h1"].zone is Zone.GRAVEYARD
