"""Legality golden files: every ``tests/legality/*.toml`` is a board plus the document's answer
about which declarations are legal, under each rules edition it names (format:
tests/legality/README.md).

The answers come from the source documents (rules FAQ, rule 500 of 2004, Cranial Insertion,
release notes) or are worked out from the Comprehensive Rules; they are never copied from the
engine's output.
"""

from __future__ import annotations

from collections.abc import Mapping
from pathlib import Path
from typing import Any

import pytest
from played import plays

import cards
import sim
from sim.legality.legal_declarations import is_legal, legal_attacks, legal_blocks
from sim.model.declarations import AttackDeclaration, BlockDeclaration, Declaration
from sim.model.editions import MAGIC_EDITIONS, Edition, parse_edition
from sim.model.objects import Step
from sim.model.state import GameState

LEGALITY_DIR = Path(__file__).parent / "legality"
FILES = sorted(LEGALITY_DIR.glob("*.toml"))
EDITIONS = {e.value for e in MAGIC_EDITIONS}
CHECK_KEYS = {"declaration", "legal", "violated", "witness", "obeyed", "maximum", "note"}


def _declaration(step: str, table: Any, where: str) -> Declaration:
    if not isinstance(table, Mapping):
        raise AssertionError(f"{where}: expected a table of assignments, got {table!r}")
    if step == "attackers":
        return AttackDeclaration.of(table)
    return BlockDeclaration.of(table)


def position(scenario: sim.Scenario, step: str, edition: Edition) -> GameState:
    scenario.state.rules = edition
    if step == "blockers":
        return scenario.position(Step.DECLARE_BLOCKERS)
    state = scenario.state.clone()
    state.step = Step.DECLARE_ATTACKERS
    return state


def cases() -> list[Any]:
    out = []
    for path in FILES:
        scenario = sim.load_scenario(path, cards.default_pool())
        for key in scenario.expect:
            if key != "step":
                out.append(pytest.param(path, key, id=f"{path.stem}[{key}]"))
    return out


def test_there_are_legality_files() -> None:
    assert len(FILES) >= 10


@plays(  # the cards of tests/legality/*.toml whose clauses decide the legal declarations
    "This creature can't attack or block alone.",  # ci_ember_beasts, ci_ember_beast_blocking
    "This creature can't attack unless defending player controls an Island.",  # ci_manta_ray_*
    "This creature can't be blocked except by blue creatures.",  # ci_manta_ray_blockers
    "All creatures able to block enchanted creature do so.",  # ci_lure
    "Creatures you control have menace.",  # ci_goblin_war_drums_familiar_ground
    "Each creature you control can't be blocked by more than one creature.",  # the same
    "If a creature you control attacks, this creature also attacks if able.",  # ci_ekundu_*
    "If this creature attacks, all creatures you control attack if able.",  # ci_dueling_grounds
    "No more than one creature can attack each combat.",  # faq_crazed_goblin_silent_arbiter
    "This creature attacks each combat if able.",  # the same
    "This creature blocks each combat if able.",  # ci_razorgrass_screens_gorilla_berserkers
    "This creature can't be blocked except by three or more creatures.",  # the same
    "This creature must be blocked if able.",  # ci_goblin_fire_fiend
    "Creatures can't attack you unless their controller pays {2} for each creature they control "
    "that's attacking you.",  # ci_ghostly_prison_*
    "Creatures can't attack you.",  # ci_blazing_archon
    "Creatures can't attack.",  # ci_peacekeeper
    "Enchanted creature can't attack or block unless its controller pays {1} for each card in "
    "your hand.",  # ci_elvish_aberration_cowed_by_wisdom
    "{T}: Add {G}{G}{G}.",  # ci_elvish_aberration_vigilance: the Elf pays its own attack cost
    "This creature can block an additional creature each combat.",  # ci_two_headed_dragons
    "This creature can't be blocked by more than one creature.",  # ci_krosan_vorine_provoke
)
@pytest.mark.parametrize(("path", "edition"), cases())
def test_legality_file(path: Path, edition: str) -> None:
    """CR 508.1c-d and 509.1b-c: each legality file lists every legal attack or block declaration of
    a board, as the restrictions, requirements and costs (508.1g-i, 509.1d-f) of its cards' clauses
    decide them; the listed clauses are those the files play (the file names beside each)."""
    scenario = sim.load_scenario(path, cards.default_pool())
    expect = scenario.expect
    assert scenario.description.strip(), "every legality file needs a description"
    step = expect.get("step")
    assert step in ("attackers", "blockers"), \
        f"expect.step: 'attackers' or 'blockers', got {step!r}"
    assert edition in EDITIONS, f"expect.{edition}: not a rules edition ({', '.join(EDITIONS)})"
    answer = expect[edition]
    assert set(answer) <= {"legal", "check"}, f"expect.{edition}: unknown keys {set(answer)}"
    assert answer, f"expect.{edition}: empty"
    state = position(scenario, step, parse_edition(edition))
    generator = legal_attacks(state) if step == "attackers" else legal_blocks(state)
    if "legal" in answer:
        want = {_declaration(step, d, f"expect.{edition}.legal[{i}]")
                for i, d in enumerate(answer["legal"])}
        assert len(want) == len(answer["legal"]), "a declaration is listed twice"
        got = set(generator)
        assert got == want, (f"legal declarations under {edition}:\n  expected "
                             f"{sorted(map(str, want))}\n  got      {sorted(map(str, got))}")
        assert generator.count() == len(want)
    for i, check in enumerate(answer.get("check", [])):
        where = f"expect.{edition}.check[{i}]"
        assert set(check) <= CHECK_KEYS, f"{where}: unknown keys {set(check) - CHECK_KEYS}"
        decl = _declaration(step, check["declaration"], where)
        verdict = is_legal(state, decl)
        assert verdict.legal is check["legal"], f"{where}: {decl}\n{verdict.explain()}"
        assert (decl in generator) is check["legal"]
        if "violated" in check:
            assert sorted({v.rule for v in verdict.violations}) == sorted(check["violated"]), \
                f"{where}: {verdict.explain()}"
        if "witness" in check:
            assert verdict.witness == _declaration(step, check["witness"], where), \
                f"{where}: {verdict.explain()}"
        for key in ("obeyed", "maximum"):
            if key in check:
                assert getattr(verdict, key) == check[key], f"{where}.{key}: {verdict.explain()}"
