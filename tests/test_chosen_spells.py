"""Cast triggers about a spell of the creature type chosen as their source entered (CR 601.2i,
614.12; ``sim.model.chosen_spells``): "whenever you cast a creature spell of the chosen type,
draw a card" (Vanquisher's Banner), "whenever you cast a spell of the chosen type, put a charge
counter on ~" (a kindred spell of that type too, CR 205.3e; a changeling card is every creature
type, 702.73a)."""

from __future__ import annotations

from typing import Any

from played import plays

import mtgsim
from sim.model.objects import Zone

BANNER = ("As Banner enters the battlefield, choose a creature type.\n"
          "Whenever you cast a creature spell of the chosen type, draw a card.")
DOOR = ("As Door enters the battlefield, choose a creature type.\n"
        "Whenever you cast a spell of the chosen type, put a charge counter on Door.")


def _spell(pid: str, types: list[str], subtypes: list[str], text: str = "") -> dict[str, Any]:
    """A {0} card of ``types`` and ``subtypes``."""
    card: dict[str, Any] = {"id": pid, "name": f"Card {pid}", "types": types,
                            "subtypes": subtypes, "cost": "{0}"}
    if "Creature" in types:
        card.update(power=1, toughness=1)
    else:
        card["text"] = text or "You gain 1 life."
    return {**card, "text": text} if text else card


def _cast_after(text: str, chosen: str, spells: list[tuple[str, dict[str, Any]]]
                ) -> mtgsim.GameState:
    """A casts the artifact ``text`` choosing ``chosen``; then each (caster, card) is cast:
    A's in A's postcombat main phase, B's (with flash) at the beginning of combat."""
    thing = {"id": "thing", "name": text.split()[1], "types": ["Artifact"], "cost": "{0}",
             "text": text}
    hands: dict[str, list[dict[str, Any]]] = {"A": [thing], "B": []}
    actions: list[dict[str, Any]] = [{"step": "precombat_main", "player": "A", "cast": "thing",
                                      "choices": [chosen]}]
    for player, card in spells:
        hands[player].append(card)
        step = "postcombat_main" if player == "A" else "beginning_of_combat"  # (B's: flash)
        actions.append({"step": step, "player": player, "cast": card["id"]})
    return mtgsim.load({"active_player": "A", "until": "end of turn",
                        "players": {"A": {"hand": hands["A"], "library": 5},
                                    "B": {"hand": hands["B"], "library": 5}},
                        "permanents": [], "combat": {"attacks": {}, "actions": actions}})


def _hand(state: mtgsim.GameState, player: str) -> int:
    return sum(1 for p in state.permanents.values() if p.owner == player and p.zone is Zone.HAND)


@plays("Whenever you cast a creature spell of the chosen type, draw a card.")
def test_a_creature_spell_of_the_chosen_type_draws() -> None:
    """CR 601.2i, 614.12, 702.73a: Goblin chosen; A's Goblin creature spell and A's changeling
    creature spell each draw A a card; A's Elf creature spell, A's Goblin kindred instant (not
    a creature spell) and B's Goblin creature spell ("you cast") don't."""
    changeling = {**_spell("shape", ["Creature"], ["Shapeshifter"]), "keywords": ["changeling"]}
    state = _cast_after(BANNER, "Goblin", [
        ("A", _spell("gob", ["Creature"], ["Goblin"])), ("A", changeling),
        ("A", _spell("elf", ["Creature"], ["Elf"])),
        ("A", _spell("kin", ["Kindred", "Instant"], ["Goblin"])),
        ("B", {**_spell("bgob", ["Creature"], ["Goblin"]), "keywords": ["flash"]})])
    mtgsim.play(state)
    assert len(state.players["A"].library) == 3 and len(state.players["B"].library) == 5
    assert state.permanents["gob"].zone is Zone.BATTLEFIELD


@plays("Whenever you cast a spell of the chosen type, put a charge counter on Door.")
def test_any_spell_of_the_chosen_type() -> None:
    """CR 601.2i, 205.3e, 614.12: Elf chosen; A's Elf creature spell and A's Elf kindred
    instant each put a charge counter on Door; A's Goblin creature spell doesn't."""
    state = _cast_after(DOOR, "Elf", [
        ("A", _spell("elf", ["Creature"], ["Elf"])),
        ("A", _spell("kin", ["Kindred", "Instant"], ["Elf"])),
        ("A", _spell("gob", ["Creature"], ["Goblin"]))])
    mtgsim.play(state)
    assert state.permanents["thing"].counters.get("charge", 0) == 2
