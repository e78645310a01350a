"""The sentences after a damage instruction that change its damage (``sim.model.excess_verbs``,
``sim.rules.excess_damage``): "excess damage is dealt to that creature's controller instead" (CR
120.4a) and "the damage can't be prevented" (615.12)."""

from __future__ import annotations

from played import plays
from test_named_counters import finish_one, two_turns
from test_stack import card, perm, play, to

from sim import Step
from sim.model.objects import Zone
from sim.text import read_card
from sim.text.render import round_trips

SPILL = card("Spill", types=["Instant"], cost="{0}",
             text="Spill deals 4 damage to target creature. Excess damage is dealt to that "
                  "creature's controller instead.")


def _cast(state: object, spell: str, target: str) -> None:
    play(state, f"cast {spell}", f"target {target}")  # type: ignore[arg-type]
    finish_one(state)  # type: ignore[arg-type]


@plays("~ deals 4 damage to target creature. Excess damage is dealt to that creature's "
       "controller instead.")
def test_the_excess_over_lethal_damage_is_dealt_to_the_controller() -> None:
    """CR 120.4a: of 4 damage to B's 2/2, 2 is lethal and 2 is dealt to B (18 life); to a 1/3
    with 2 damage marked, 1 is lethal and 3 go to B (15); to a 4/5, none is excess."""
    state = two_turns(perm("s1", "A", SPILL, Zone.HAND), perm("s2", "A", SPILL, Zone.HAND),
                      perm("s3", "A", SPILL, Zone.HAND),
                      perm("b1", "B", card("Bear", power=2, toughness=2)),
                      perm("w1", "B", card("Wall", power=1, toughness=3), damage=2),
                      perm("o1", "B", card("Ox", power=4, toughness=5)))
    to(state, "priority", Step.PRECOMBAT_MAIN, "A")
    _cast(state, "s1", "b1")
    assert state.players["B"].life == 18 and state.permanents["b1"].zone is Zone.GRAVEYARD
    _cast(state, "s2", "w1")
    assert state.players["B"].life == 15 and state.permanents["w1"].zone is Zone.GRAVEYARD
    _cast(state, "s3", "o1")
    assert state.players["B"].life == 15 and state.permanents["o1"].damage == 4


@plays("~ deals 4 damage to target creature. The damage can't be prevented.")
def test_unpreventable_damage_ignores_a_prevention_shield() -> None:
    """CR 615.12, 615.1a: after "prevent the next 4 damage" on the 3/3, plain 4 damage is
    prevented (it lives); the same damage that can't be prevented destroys it (704.5g)."""
    shield = card("Shield", types=["Instant"], cost="{0}",
                  text="Prevent the next 4 damage that would be dealt to target creature this "
                       "turn.")
    for text, dies in (("Bolt deals 4 damage to target creature.", False),
                       ("Bolt deals 4 damage to target creature. The damage can't be "
                        "prevented.", True)):
        bolt = card("Bolt", types=["Instant"], cost="{0}", text=text)
        state = two_turns(perm("p1", "A", shield, Zone.HAND), perm("d1", "A", bolt, Zone.HAND),
                          perm("o1", "B", card("Ox", power=3, toughness=3)))
        to(state, "priority", Step.PRECOMBAT_MAIN, "A")
        _cast(state, "p1", "o1")
        _cast(state, "d1", "o1")
        assert (state.permanents["o1"].zone is Zone.GRAVEYARD) is dies


def test_the_marks_render_back() -> None:
    """CR 120.4a, 615.12: each mark is written back after its damage."""
    for text in ("Spill deals 4 damage to target creature. Excess damage is dealt to that "
                 "creature's controller instead.",
                 "Spill deals 5 damage to target white or blue creature. The damage can't be "
                 "prevented."):
        reading = read_card(text, "Spill", ("Instant",))
        assert reading.status == "full", reading.unsupported
        assert all(round_trips(said, model, "Spill") for said, model in reading.clauses)
