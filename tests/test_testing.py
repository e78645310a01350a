"""The shipped conformance checker (sim.testing) runs in the suite: a few hundred random combats
and every scenario file, with the interface's invariants at every decision. It must also fail
when the engine is wrong, so a few deliberate breakages are checked to be caught."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest

import mtgsim
from sim import decisions
from sim.testing import ConformanceError, check, check_seeds, random_board

ROOT = Path(__file__).resolve().parent.parent
FILES = sorted(str(p.relative_to(ROOT)) for p in (ROOT / "tests/scenarios").glob("*.toml"))


def test_random_combats_conform() -> None:
    kinds: set[str] = set()
    decisions_met = refused = 0
    for seed in range(300):
        rng = np.random.default_rng(seed)
        report = check(random_board(rng), rng)
        kinds |= report.kinds
        decisions_met += report.decisions
        refused += report.unlisted_refused
    # the random boards reach these kinds of decision, and illegal mutants were tried
    assert {"declare_attackers", "declare_blockers", "assign_combat_damage", "order_blockers",
            "order_replacements"} <= kinds
    assert decisions_met >= 600 and refused >= 300


@pytest.mark.parametrize("name", FILES)
def test_every_scenario_file_conforms(name: str) -> None:
    check_seeds(mtgsim.scenario(ROOT / name).state, seed=len(name))


def test_the_same_seed_plays_the_same_trajectory() -> None:
    board = random_board(np.random.default_rng(11))
    first, second = board.clone(), board.clone()
    for game in (first, second):
        mtgsim.play(game.start(), "random", np.random.default_rng(4))
    assert first.to_dict() == second.to_dict() and first.history


def test_a_miscounted_legal_list_is_caught(monkeypatch: pytest.MonkeyPatch) -> None:
    real = decisions.DamageActions.size
    monkeypatch.setattr(decisions.DamageActions, "size", lambda self: real(self) + 1)
    with pytest.raises((ConformanceError, IndexError)):
        for seed in range(50):
            rng = np.random.default_rng(seed)
            check(random_board(rng), rng)


def test_a_refused_listed_action_is_caught(monkeypatch: pytest.MonkeyPatch) -> None:
    """An engine whose damage check is stricter than its list (every assignment to a player
    refused) fails the check at the first unblocked attacker."""
    real = decisions.DamageActions.reasons

    def strict(self: decisions.DamageActions, action: object) -> list[str]:
        out = real(self, action)  # type: ignore[arg-type]
        if self.request.defender and self.request.defender in action.as_dict():
            out = out + ["no damage to players"]
        return out
    monkeypatch.setattr(decisions.DamageActions, "reasons", strict)
    with pytest.raises(ConformanceError, match="not `in` the legal actions|was refused"):
        for seed in range(50):
            rng = np.random.default_rng(seed)
            check(random_board(rng), rng)


def test_an_accepted_illegal_action_is_caught(monkeypatch: pytest.MonkeyPatch) -> None:
    """An engine that accepts any damage split of the right recipients is caught by the
    mutated, unlisted actions."""
    monkeypatch.setattr(decisions.DamageActions, "reasons", lambda self, action: [])
    with pytest.raises(ConformanceError, match="unlisted .* was accepted"):
        for seed in range(50):
            rng = np.random.default_rng(seed)
            check(random_board(rng), rng)
