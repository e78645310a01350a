""""Whenever ~ attacks for the first time each turn" (CR 508.1, 603.2) and "whenever ~ blocks
or becomes blocked by a <quality> creature" (509.1, 105.2, 205.3m; ``sim.text.combat_event_rules``,
``sim.rules.combat_events``), played in games."""

from __future__ import annotations

import pytest
from played import plays
from test_event_triggers import combat, creature, renders_back

import mtgsim
from sim import GameState
from sim.model.objects import Zone
from sim.text import read_card

AURELIA = ("Whenever Aurelia attacks for the first time each turn, untap all creatures you "
           "control. After this phase, there is an additional combat phase.")


@pytest.mark.parametrize("line", [
    "Whenever Scout attacks for the first time each turn, untap all creatures you control. "
    "After this phase, there is an additional combat phase.",
    "Whenever Scout blocks or becomes blocked by a non-Wall creature, destroy that creature at "
    "end of combat.",
    "Whenever Scout blocks or becomes blocked by a nonblack creature, destroy that creature at "
    "end of combat.",
    "Whenever Scout blocks or becomes blocked by a green or white creature, destroy that "
    "creature at end of combat.",
])
def test_each_condition_renders_back(line: str) -> None:
    """CR 603.1: the condition is read whole and renders back to its text."""
    renders_back(line)


def test_another_quality_is_not_read() -> None:
    """Only colors, two colors, "non<color>" and "non-Wall" are read."""
    assert read_card("Whenever Scout blocks or becomes blocked by a non-Elf creature, destroy "
                     "that creature at end of combat.", "Scout").unsupported


def _attacks_whenever_it_can() -> GameState:
    """A's turn with Aurelia (3/4) and Bears (2/2); A attacks with every untapped creature in
    each combat; B has no creatures."""
    state = mtgsim.load({"active_player": "A", "step": "precombat main",
                         "players": {"A": {}, "B": {}},
                         "permanents": [creature("aurelia", text=AURELIA, power=3, toughness=4),
                                        creature("bears")]})
    while not state.is_terminal():
        decision = state.decision
        assert decision is not None
        if decision.kind == "declare_attackers":
            ready = [p for p in ("aurelia", "bears") if not state.permanents[p].tapped]
            state.apply("attack " + " ".join(f"{p}=B" for p in ready) if ready
                        else "attack none")
        else:
            state.apply(state.legal_actions()[0])
    return state


@plays("Whenever ~ attacks for the first time each turn, untap all creatures you control. "
       "After this phase, there is an additional combat phase.")
def test_attacks_for_the_first_time_each_turn() -> None:
    """CR 508.1, 500.8: Aurelia's first attack untaps A's creatures and adds a combat phase;
    they attack again in it (B loses 5 twice), and that second attack doesn't trigger it:
    no third combat."""
    state = _attacks_whenever_it_can()
    assert state.players["B"].life == 20 - 5 - 5
    attacks = [e for e in state.events if e.kind == "attacks" and e["attacker"] == "aurelia"]
    assert len(attacks) == 2


@plays("Whenever ~ blocks or becomes blocked by a non-wall creature, destroy that creature at "
       "end of combat.")
def test_blocked_by_a_non_wall_creature() -> None:
    """CR 509.1, 205.3m: two 0/4 Cockatrices block A's Bears and A's Wall (a 2/2 that can
    attack): the Bears are destroyed at end of combat, the Wall stays."""
    text = ("Whenever {} blocks or becomes blocked by a non-Wall creature, destroy that "
            "creature at end of combat.")
    cards = [creature("bears"), creature("wall", subtypes=["Wall"]),
             creature("c1", "B", text=text.format("C1"), power=0, toughness=4),
             creature("c2", "B", text=text.format("C2"), power=0, toughness=4)]
    state = combat(cards, {"bears": "B", "wall": "B"}, {"c1": "bears", "c2": "wall"})
    assert state.permanents["bears"].zone is Zone.GRAVEYARD
    assert state.permanents["wall"].zone is Zone.BATTLEFIELD


@plays("Whenever ~ blocks or becomes blocked by a nonblack creature, destroy that creature at "
       "end of combat.",
       "Whenever ~ blocks or becomes blocked by a green or white creature, destroy that "
       "creature at end of combat.")
def test_blocked_by_a_creature_of_a_color() -> None:
    """CR 509.1, 105.2: A's Deathgazer (0/5) attacks and is blocked by B's green Bears and
    black Knight; A's Abomination (0/5, "green or white") is blocked by a green Elf and a red
    Goblin: the green Bears (nonblack) and the green Elf are destroyed at end of combat; the
    black Knight and the red Goblin stay."""
    gazer = ("Whenever Gazer blocks or becomes blocked by a nonblack creature, destroy that "
             "creature at end of combat.")
    abom = ("Whenever Abom blocks or becomes blocked by a green or white creature, destroy "
            "that creature at end of combat.")
    cards = [creature("gazer", text=gazer, power=0, toughness=5),
             creature("abom", text=abom, power=0, toughness=5),
             creature("bears", "B", colors=["green"], power=0),
             creature("knight", "B", colors=["black"], power=0),
             creature("elf", "B", colors=["green"], power=0),
             creature("goblin", "B", colors=["red"], power=0)]
    state = combat(cards, {"gazer": "B", "abom": "B"},
                   {"bears": "gazer", "knight": "gazer", "elf": "abom", "goblin": "abom"})
    zones = {p: state.permanents[p].zone for p in ("bears", "knight", "elf", "goblin")}
    assert zones == {"bears": Zone.GRAVEYARD, "knight": Zone.BATTLEFIELD,
                     "elf": Zone.GRAVEYARD, "goblin": Zone.BATTLEFIELD}
