"""Reading replacement effects that modify an event (CR 614.1a; ``sim.text.replacement_rules``):
the clause's model renders back to its exact words; the played tests are in
``tests/test_replacement_verbs.py``."""

from __future__ import annotations

from played import plays
from test_library import BEARS, spell, turn
from test_stack import card, finish, perm, play

from sim.model.events import Died
from sim.model.objects import Zone
from sim.model.replacement_verbs import LIFE_GAIN_TWICE
from sim.text import FULL, read_card


def test_a_life_gain_doubling_is_read_as_its_static_rule() -> None:
    """CR 614.1a: "if you would gain life, you gain twice that much life instead" is a static
    rule of the card; "plus 1" (whose order with a doubling the player would choose, 616.1) is
    not read."""
    reading = read_card("If you would gain life, you gain twice that much life instead.",
                        "Faithmender", ("Creature",))
    assert reading.status == FULL
    assert [s.rule for s in reading.parsed.statics] == [LIFE_GAIN_TWICE]
    plus = read_card("If you would gain life, you gain that much life plus 1 instead.",
                     "Angel", ("Creature",))
    assert plus.status != FULL


@plays("If Shrieker would die, exile it instead.")
def test_a_creature_that_would_die_is_exiled_instead() -> None:
    """CR 614.1a, 700.4: Shrieker destroyed goes to exile, not to the graveyard: it doesn't
    die (no Died event); a Grizzly Bears destroyed beside it still dies."""
    shrieker = card("Shrieker", types=["Creature"], cost="{2}{B}", power=2, toughness=1,
                    text="If Shrieker would die, exile it instead.")
    for victim, zone in (("s1", Zone.EXILE), ("b1", Zone.GRAVEYARD)):
        state = turn(perm("p1", "A", spell("Destroy target creature.", "Instant"), Zone.HAND),
                     perm("s1", "B", shrieker), perm("b1", "B", BEARS))
        play(state, "cast p1", f"target {victim}")
        finish(state)
        assert state.permanents[victim].zone is zone
        assert [e.permanent for e in state.events if isinstance(e, Died)] == (
            ["b1"] if victim == "b1" else [])
