""""If you would gain life, you gain that much life plus N instead" (CR 614.1a;
``sim.model.replacement_verbs.LIFE_GAIN_PLUS``, ``sim.rules.life.doubled_gain``): N more life
for each life gain of its controller; with a doubling, the affected player's order (616.1) is
the engine's choice for them, the one giving the most life."""

from __future__ import annotations

from played import plays
from test_replacement_verbs import FAITHMENDER, VORTEX, _gain
from test_stack import card, perm

from sim.model.events import LifeGained

PLUS = "If you would gain life, you gain that much life plus 1 instead."
HOPE = card("Hope", types=["Enchantment"], cost="{2}{W}{W}", text=PLUS)


@plays("If you would gain life, you gain that much life plus N instead.")
def test_a_life_gain_of_its_controller_gains_one_more() -> None:
    """CR 614.1a: with A's Hope, A's "gain 3 life" gains 4: one LifeGained of 4; B's Hope
    doesn't change A's gain."""
    state = _gain(perm("h", "A", HOPE))
    assert state.players["A"].life == 24
    assert [e.amount for e in state.events if isinstance(e, LifeGained)] == [4]
    assert _gain(perm("h", "B", HOPE)).players["A"].life == 23


def test_two_add_up_and_a_doubling_comes_after() -> None:
    """CR 614.1a, 616.1: two Hopes make a gain of 3 into 5; with a Faithmender too, A gains
    (3 + 1) * 2 = 8, the order giving the most life (not 3 * 2 + 1 = 7)."""
    assert _gain(perm("h1", "A", HOPE), perm("h2", "A", HOPE)).players["A"].life == 25
    assert _gain(perm("h", "A", HOPE), perm("f", "A", FAITHMENDER)).players["A"].life == 28


def test_no_life_gain_stays_none() -> None:
    """CR 119.7, 614.1a: with a "that player gains no life instead", A gains nothing, Hope or
    not."""
    state = _gain(perm("h", "A", HOPE), perm("v", "B", VORTEX))
    assert state.players["A"].life == 20 and not any(
        isinstance(e, LifeGained) for e in state.events)
