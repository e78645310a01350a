"""Mana a resolving spell or ability adds (CR 106.3, 106.4): "Add {B}{B}{B}." (Dark Ritual), a
triggered ability's "When ~ enters, add {R}{G}." (605.1b: it doesn't trigger from a mana
ability, so it uses the stack), "add {G} for each creature you control"; the mana stays in
the pool until the step ends (500.4) and pays costs (601.2g-h). An activated ability that
adds mana without a target is a mana ability (605.1a), not run as a spell-like program."""

from __future__ import annotations

from typing import Any

import pytest
from played import plays

import mtgsim
from sim import GameState
from sim.model.events import ManaAdded
from sim.model.mana import Mana
from sim.model.objects import Step, Zone
from sim.testing.checker import check_seeds
from sim.text import read_card

RITUAL = {"id": "ritual", "name": "Ritual", "types": ["Instant"], "cost": "{B}",
          "text": "Add {B}{B}{B}."}
HORROR = {"id": "horror", "name": "Horror", "power": 4, "toughness": 4, "cost": "{B}{B}{B}"}


def turn(hand: list[dict[str, Any]], lands: int = 1, land: str = "Swamp",
         permanents: tuple[dict[str, Any], ...] = ()) -> GameState:
    """A's precombat main phase with ``hand`` and ``lands`` untapped ``land``s."""
    return mtgsim.load({
        "active_player": "A", "step": "precombat main", "until": "end of turn",
        "players": {"A": {"hand": hand, "library": 3}, "B": {"library": 3}},
        "permanents": [{"id": f"land{k}", "controller": "A", "card": land}
                       for k in range(lands)] + list(permanents)})


def actions(state: GameState) -> list[str]:
    return [str(a) for a in state.legal_actions()]


def resolve(state: GameState) -> None:
    """Pass priority until the stack is empty (both players pass each time, CR 117.4)."""
    while state.stack or state.triggered:
        state.apply("pass")


@plays("Add {B}{B}{B}.")
def test_a_ritual_adds_mana_that_pays_a_spell() -> None:
    """CR 106.3, 106.4, 601.2g-h: with one Swamp A can't cast the {B}{B}{B} Horror; A casts
    the {B} Ritual with it, and as it resolves three {B} go to A's pool, which pays for the
    Horror (no land is left to tap)."""
    state = turn([RITUAL, HORROR])
    assert "cast horror" not in actions(state)
    state.apply("cast ritual")
    resolve(state)
    assert state.players["A"].mana == Mana(B=3)
    assert [e.mana for e in state.events if isinstance(e, ManaAdded)] == ["{B}{B}{B}"]
    state.apply("cast horror")
    resolve(state)
    assert state.permanents["horror"].zone is Zone.BATTLEFIELD
    assert state.players["A"].mana == Mana()


@plays("Add {B}{B}{B}.")
def test_mana_empties_as_the_step_ends() -> None:
    """CR 500.4, 106.4: mana the Ritual added and nothing spent leaves A's pool as the
    precombat main phase ends: the Horror can't be cast in the postcombat main phase."""
    state = turn([RITUAL, HORROR])
    state.apply("cast ritual")
    resolve(state)
    assert state.players["A"].mana == Mana(B=3)
    while state.step is Step.PRECOMBAT_MAIN:
        state.apply("pass" if "pass" in actions(state) else state.legal_actions()[0])
    assert state.players["A"].mana == Mana()


EMISSARY = "When this creature enters, add {R}{G}."


@plays("When this creature enters, add {R}{G}.")
def test_an_enters_trigger_adds_mana() -> None:
    """CR 603.2, 106.3: the {0} creature's enters trigger (not a mana ability, 605.1b: it
    uses the stack) adds {R}{G} as it resolves; that pays the {R}{G} Bolt-shaped sorcery."""
    emissary = {"id": "emissary", "name": "Emissary", "power": 2, "toughness": 2,
                "cost": "{0}", "text": EMISSARY}
    spell = {"id": "spell", "name": "Fire", "types": ["Sorcery"], "cost": "{R}{G}",
             "text": "Fire deals 2 damage to any target."}
    state = turn([emissary, spell], lands=0)
    assert "cast spell" not in actions(state)
    state.apply("cast emissary")
    resolve(state)
    assert state.players["A"].mana == Mana(R=1, G=1)
    assert any(a.startswith("cast spell") for a in actions(state))


@plays("When this creature enters, add {G} for each creature you control.")
def test_mana_for_each_creature() -> None:
    """CR 106.3, 608.2h: "for each creature you control" is counted as the trigger resolves:
    two Bears and the creature itself make three {G}, which pay for the {G}{G}{G} Wurm."""
    bears = tuple({"id": f"bear{k}", "controller": "A", "card": "Grizzly Bears"}
                  for k in range(2))
    grower = {"id": "grower", "name": "Grower", "power": 1, "toughness": 1, "cost": "{0}",
              "text": "When this creature enters, add {G} for each creature you control."}
    wurm = {"id": "wurm", "name": "Wurm", "power": 5, "toughness": 5, "cost": "{G}{G}{G}"}
    state = turn([grower, wurm], lands=0, permanents=bears)
    state.apply("cast grower")
    resolve(state)
    assert state.players["A"].mana == Mana(G=3)
    state.apply("cast wurm")
    resolve(state)
    assert state.permanents["wurm"].zone is Zone.BATTLEFIELD


@pytest.mark.parametrize("text", ["{1}, {T}: Add {W}{U}.", "Sacrifice a creature: Add {C}{C}.",
                                  "{T}: Add {G} for each creature you control."])
def test_an_activated_mana_ability_is_not_run_as_a_program(text: str) -> None:
    """CR 605.1a, 605.3a: an activated ability that could add mana, with no target, is a mana
    ability: it doesn't use the stack, so the engine doesn't run it as an ability that does
    (its clause stays listed as not run)."""
    reading = read_card(text, "Rock", ("Artifact",))
    assert reading.unsupported == (text,) and reading.status == "none"


def test_a_ritual_game_passes_the_checker() -> None:
    """CR 106.3: the conformance checker lets a pool grow by the mana a resolving spell adds
    (``ManaAdded``) and by nothing else, through a random play of the turn."""
    for seed in range(4):
        check_seeds(turn([RITUAL, HORROR]), seed)
