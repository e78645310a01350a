""""~ can't be blocked except by <kinds>" (CR 509.1b; ``sim.model.combat_params.ONLY_BY_KIND``,
judged by ``sim.legality.blocker_kinds``), read from Oracle text and played: B declares blocks
and the engine accepts or refuses them."""

from __future__ import annotations

from played import plays
from test_protection import attacked, can_block, creature

from sim.legality.legal_declarations import legal_blocks


@plays("Evil Eye of Orms-by-Gore can't be blocked except by Walls.")
def test_except_by_walls() -> None:
    """CR 509.1b, 205.3m: only a Wall may block the Eye; a changeling has every creature type
    (702.73a), so it is a Wall and may block too; the Bear may not. The legal declarations are
    no block, the Wall's and the changeling's."""
    eye = creature("Evil Eye of Orms-by-Gore", "Evil Eye of Orms-by-Gore can't be blocked "
                   "except by Walls.", power=3, toughness=6)
    state = attacked(eye, creature("Wall", "Defender", subtypes=["Wall"]), creature("Bear"),
                     creature("Shifter", "Changeling", subtypes=["Shapeshifter"]))
    assert [can_block(state, b) for b in ("b1", "b2", "b3")] == [True, False, True]
    assert legal_blocks(state).count() == 4


@plays("Amrou Seekers can't be blocked except by artifact creatures and/or white creatures.")
def test_except_by_artifact_creatures_and_or_white_creatures() -> None:
    """CR 509.1b, 105.2, 205.2a: a white creature, an artifact creature and a white artifact
    creature may block the Seekers; a green creature may not."""
    seekers = creature("Amrou Seekers", "Amrou Seekers can't be blocked except by artifact "
                       "creatures and/or white creatures.")
    state = attacked(seekers, creature("Knight", colors=["W"]),
                     creature("Golem", types=["Artifact", "Creature"], colors=[]),
                     creature("Bear"),
                     creature("Myr", types=["Artifact", "Creature"], colors=["W"]))
    assert [can_block(state, b) for b in ("b1", "b2", "b3", "b4")] == [True, True, False, True]


@plays("Elven Riders can't be blocked except by Walls and/or creatures with flying.")
def test_except_by_walls_and_or_creatures_with_flying() -> None:
    """CR 509.1b, 702.9: a Wall and a creature with flying may block the Riders; a creature
    with reach may not (it has no flying)."""
    riders = creature("Elven Riders", "Elven Riders can't be blocked except by Walls and/or "
                      "creatures with flying.", power=3, toughness=3)
    state = attacked(riders, creature("Wall", "Defender", subtypes=["Wall"]),
                     creature("Bird", "Flying"), creature("Spider", "Reach"))
    assert [can_block(state, b) for b in ("b1", "b2", "b3")] == [True, True, False]


@plays("The Balrog, Durin's Bane can't be blocked except by legendary creatures.")
def test_except_by_legendary_creatures() -> None:
    """CR 509.1b, 205.4d: only a legendary creature may block it."""
    balrog = creature("The Balrog, Durin's Bane", "The Balrog, Durin's Bane can't be blocked "
                      "except by legendary creatures.", power=7, toughness=5)
    state = attacked(balrog, creature("Gandalf", supertypes=["Legendary"]), creature("Bear"))
    assert [can_block(state, b) for b in ("b1", "b2")] == [True, False]


@plays("Slivers can't be blocked except by Slivers.")
def test_slivers_except_by_slivers() -> None:
    """CR 509.1b, 613.1f: the static gives each Sliver (the attacking one, its own source) the
    restriction; a Sliver may block it, a Bear may not."""
    shifting = creature("Shifting Sliver", "Slivers can't be blocked except by Slivers.",
                        subtypes=["Sliver"])
    state = attacked(shifting, creature("Sliver", subtypes=["Sliver"]), creature("Bear"))
    assert [can_block(state, b) for b in ("b1", "b2")] == [True, False]
