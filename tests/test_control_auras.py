"""Control-changing Auras (CR 303.4, 613.1b, 613.7e, 302.6, 506.4): "you control enchanted
creature" (Control Magic) gives the Aura's controller the permanent it enchants while the Aura
stays attached to it; as the Aura leaves, the permanent returns to who controlled it before."""

from __future__ import annotations

from typing import Any

import attrs
import pytest
from played import plays

import mtgsim
from sim.model.errors import IllegalActionError
from sim.model.objects import Zone
from sim.text import FULL, read_card
from sim.text.render import text as rendered

OGRE: dict[str, Any] = {"id": "ogre", "controller": "B", "name": "Ogre", "power": 3,
                        "toughness": 3}
BEARS: dict[str, Any] = {"id": "bears", "controller": "A", "name": "Bears", "power": 2,
                         "toughness": 2}
FOREST: dict[str, Any] = {"id": "forest", "controller": "B", "card": "Forest"}
NATURALIZE = {"id": "naturalize", "name": "Naturalize", "types": ["Instant"], "cost": "{0}",
              "text": "Destroy target enchantment."}


def magic(kind: str = "creature") -> dict[str, Any]:
    """A control-changing Aura costing {0} in a hand."""
    return {"id": "magic", "name": "Control Magic", "types": ["Enchantment"],
            "subtypes": ["Aura"], "cost": "{0}",
            "text": f"Enchant {kind}\nYou control enchanted {kind}."}


def game(target: str, *, permanents: list[dict[str, Any]] | None = None, kind: str = "creature",
         attacks: dict[str, str] | None = None, later: list[dict[str, Any]] | None = None,
         until: str = "end of turn", turn_limit: int = 0) -> mtgsim.GameState:
    """A casts the Aura on ``target`` in their precombat main phase; ``later`` actions follow."""
    data: dict[str, Any] = {
        "active_player": "A", "until": until,
        "players": {"A": {"hand": [magic(kind)], "library": 5},
                    "B": {"hand": [NATURALIZE], "library": 5}},
        "permanents": permanents if permanents is not None else [OGRE, BEARS],
        "combat": {"attacks": attacks or {}, "actions": [
            {"step": "precombat_main", "player": "A", "cast": "magic", "targets": [target]},
            *(later or [])]}}
    if turn_limit:
        data["turn_limit"] = turn_limit
    return mtgsim.load(data)


@pytest.mark.parametrize("kind", ["creature", "permanent", "artifact", "enchantment", "land"])
def test_the_clause_is_read_and_renders_back(kind: str) -> None:
    """CR 303.4, 613.1b: "You control enchanted <kind>." is one static rule of the Aura."""
    reading = read_card(f"Enchant {kind}\nYou control enchanted {kind}.", "Control Magic",
                        ("Enchantment",))
    assert reading.status == FULL
    (static,) = reading.parsed.statics
    assert rendered(attrs.evolve(reading.parsed, params=frozenset())) == \
        f"you control enchanted {kind}"


@plays("You control enchanted creature.")
def test_control_magic_steals_the_creature_it_enchants() -> None:
    """CR 303.4 and 613.1b: as the Aura enters attached to B's Ogre (608.3a), A controls the
    Ogre; its owner stays B. It lasts past the turn (no duration, 611.3a): on B's turn A still
    controls it."""
    state = game("ogre", until="end of game", turn_limit=2)
    mtgsim.play(state)
    ogre = state.permanents["ogre"]
    assert ogre.zone is Zone.BATTLEFIELD and ogre.controller == "A" and ogre.owner == "B"
    assert state.permanents["magic"].attached_to == "ogre"


def test_a_creature_stolen_this_turn_cant_attack() -> None:
    """CR 302.6: A has controlled the Ogre only since this main phase, so attacking with it
    is refused."""
    state = game("ogre", attacks={"ogre": "B"})
    with pytest.raises(IllegalActionError):
        mtgsim.play(state)


def test_the_creature_goes_back_as_the_aura_leaves() -> None:
    """CR 611.3a and 613.1b: the Aura destroyed (B's Naturalize at the beginning of combat),
    its effect ends and the Ogre returns to B, who controlled it before; the Aura is in A's
    graveyard."""
    later = [{"step": "beginning_of_combat", "player": "B", "cast": "naturalize",
              "targets": ["magic"]}]
    state = game("ogre", later=later)
    mtgsim.play(state)
    assert state.permanents["magic"].zone is Zone.GRAVEYARD
    assert state.permanents["ogre"].controller == "B"


def test_enchanting_a_creature_you_control_changes_nothing() -> None:
    """CR 613.1b: A already controls the Bears; they stay A's and may still attack (302.6:
    A has controlled them continuously since the turn began)."""
    state = game("bears", attacks={"bears": "B"})
    outcome = mtgsim.play(state)
    assert state.permanents["bears"].controller == "A" and outcome.life["B"] == 18


@plays("You control enchanted land.")
def test_annex_steals_a_land() -> None:
    """CR 303.4 and 613.1b: "Enchant land / You control enchanted land": A controls B's
    Forest."""
    state = game("forest", permanents=[OGRE, FOREST], kind="land")
    mtgsim.play(state)
    assert state.permanents["forest"].controller == "A"
