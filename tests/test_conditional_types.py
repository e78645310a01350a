"""A permanent that isn't a creature while a condition holds (``sim.model.conditional_types``;
issue 29, as long as): a Theros god's "as long as your devotion to white is less than five, ~
isn't a creature" (CR 611.3a-b: checked continuously; 613.1d: layer 4; 700.5: devotion). The
tests play what changes the devotion: a permanent entering, one leaving, the god itself entering."""

from __future__ import annotations

from typing import Any

from played import plays
from test_static_conditions import board, resolve

from sim import GameState
from sim.model.objects import Zone

GOD = {"id": "god", "controller": "A", "name": "Heliod", "types": ["Enchantment", "Creature"],
       "supertypes": ["Legendary"], "subtypes": ["God"], "cost": "{3}{W}", "power": 5,
       "toughness": 6, "text": "As long as your devotion to white is less than five, Heliod "
                               "isn't a creature."}
#: a white enchantment worth three devotion to white
SHRINE = {"id": "shrine", "controller": "A", "name": "Shrine", "types": ["Enchantment"],
          "cost": "{W}{W}{W}"}
SQUIRE = {"name": "Squire", "types": ["Creature"], "cost": "{W}", "power": 1, "toughness": 1}


def _cast(state: GameState, name: str, *targets: str) -> GameState:
    [card] = [p.id for p in state.permanents.values()
              if p.zone is Zone.HAND and p.card.name == name]
    return resolve(state, f'cast "{card}"', *(f"target {t}" for t in targets))


@plays("As long as your devotion to white is less than five, ~ isn't a creature.")
def test_a_god_becomes_a_creature_as_devotion_reaches_five() -> None:
    """CR 700.5 and 613.1d: the god ({3}{W}) and a {W}{W}{W} enchantment: devotion to white
    4, so the god is a legendary enchantment and no creature — no God creature type either
    (205.3d); a {W} creature entering makes 5: a 5/6 God creature at once (611.3b)."""
    state = board(GOD, SHRINE, hand=[SQUIRE], mana="{W}")
    god = state.permanents["god"]
    assert not state.is_creature("god") and god.card.types == ("Enchantment",)
    assert "God" not in god.card.subtypes and "Legendary" in god.card.supertypes
    _cast(state, "Squire")
    assert state.is_creature("god") and state.power("god") == 5
    assert "God" in state.permanents["god"].card.subtypes


@plays("As long as your devotion to white and black is less than seven, ~ isn't a creature.")
def test_two_colors_count_a_hybrid_symbol_once_and_leaving_ends_it() -> None:
    """CR 700.5-700.5a: devotion to white and black counts {W}, {B} and a {W/B} symbol once
    each: {W}{B} + {W/B}{W/B}{W/B} + {B}{B} = 7, a creature; the {B}{B} permanent is
    destroyed (5): no creature any more, as it leaves (611.3b)."""
    god = dict(GOD, cost="{W}{B}", text="As long as your devotion to white and black is less "
               "than seven, Heliod isn't a creature.")
    hybrid = dict(SHRINE, cost="{W/B}{W/B}{W/B}")
    altar = {"id": "altar", "controller": "A", "name": "Altar", "types": ["Artifact"],
             "cost": "{B}{B}"}
    shatter: dict[str, Any] = {"name": "Shatter", "types": ["Instant"], "cost": "{R}",
                               "text": "Destroy target artifact."}
    state = board(god, hybrid, altar, hand=[shatter], mana="{R}")
    assert state.is_creature("god")
    _cast(state, "Shatter", "altar")
    assert state.permanents["altar"].zone is Zone.GRAVEYARD and not state.is_creature("god")


@plays("Whenever a creature you control enters, you gain 1 life.")
def test_a_god_entering_below_its_devotion_enters_as_no_creature() -> None:
    """CR 611.3a and 603.6a: cast with devotion to white 1 (itself), the god enters the
    battlefield as no creature: "whenever a creature you control enters" doesn't trigger; it
    is a creature card on the stack and in the hand (the ability works on the battlefield)."""
    watcher = {"id": "watcher", "controller": "A", "name": "Watcher", "types": ["Enchantment"],
               "text": "Whenever a creature you control enters, you gain 1 life."}
    card = {k: v for k, v in GOD.items() if k not in ("id", "controller")}
    state = board(watcher, hand=[card], mana="{W}{3}")
    [god] = [p for p in state.permanents.values() if p.card.name == "Heliod"]
    assert god.card.is_creature
    _cast(state, "Heliod")
    assert god.zone is Zone.BATTLEFIELD and not state.is_creature(god.id)
    assert state.players["A"].life == 20
