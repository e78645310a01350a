"""A spell's "choose a creature type" (CR 608.2d: chosen as it resolves) and a count "of that
type" after it: "Choose a creature type. Draw a card for each permanent you control of that
type." (``sim.rules.chosen.choose_quality``, ``sim.rules.effect_ops`` counting with the
choice)."""

from __future__ import annotations

from played import plays
from test_library import FOREST, spell, turn
from test_stack import card, finish, legal, perm, play, to

from sim.model.objects import Zone
from sim.testing.checker import check_seeds

MELODY = "Choose a creature type. Draw a card for each permanent you control of that type."
ELF = card("Elf", types=["Creature"], subtypes=["Elf", "Druid"], cost="{G}", power=1,
           toughness=1)
GOBLIN = card("Goblin", types=["Creature"], subtypes=["Goblin"], cost="{R}", power=1,
              toughness=1)


def hand_size(state: object) -> int:
    return len(state.cards("A", Zone.HAND))  # type: ignore[attr-defined]


@plays("Choose a creature type. Draw a card for each permanent you control of that type.")
def test_draw_for_each_permanent_of_the_chosen_type() -> None:
    """CR 608.2d, 205.3m: as the spell resolves A chooses a creature type (a choose_quality
    decision, the types A's cards have first); Elf counts A's two Elves (not B's Elf, not A's
    Goblin): two cards; Goblin counts one."""
    for kind, drawn in (("Elf", 2), ("Goblin", 1)):
        state = turn(perm("p1", "A", spell(MELODY, "Sorcery"), Zone.HAND),
                     perm("e1", "A", ELF), perm("e2", "A", ELF), perm("e3", "B", ELF),
                     perm("g1", "A", GOBLIN), library=(FOREST,) * 5)
        play(state, "cast p1")
        to(state, "choose_quality")
        assert state.decision is not None and "creature type" in state.decision.prompt
        assert sorted(legal(state)[:2]) == ["quality Druid", "quality Elf"]
        finish(play(state, f"quality {kind}"))
        assert hand_size(state) == drawn


def test_the_conformance_checker_answers_the_choice() -> None:
    """Random legal play answers the creature type choice."""
    for seed in range(3):
        check_seeds(turn(perm("p1", "A", spell(MELODY, "Sorcery"), Zone.HAND),
                         perm("e1", "A", ELF), library=(FOREST,) * 5), seed)
