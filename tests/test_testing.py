"""The shipped conformance checker (sim.testing) runs in the suite: a few hundred random combats
and every scenario file, with the interface's invariants at every decision. It must also fail
when the engine is wrong, so a few deliberate breakages are checked to be caught."""

from __future__ import annotations

import json
from pathlib import Path

import attrs
import numpy as np
import pytest

import mtgsim
from sim import costs, decisions, puzzle_quest, stack
from sim.actions import CastSpell
from sim.events import AttackerDeclared, BlockerDeclared, SpellCast
from sim.rules import Edition
from sim.state import GameState, Zone
from sim.testing import PQ_KEYWORD_MIX, ConformanceError, check, check_seeds, random_board

ROOT = Path(__file__).resolve().parent.parent
FILES = sorted(str(p.relative_to(ROOT)) for p in [*(ROOT / "tests/scenarios").glob("*.toml"),
                                                   *(ROOT / "tests/scenarios/puzzle_quest")
                                                   .glob("*.toml")])


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


def test_random_puzzle_quest_combats_conform() -> None:
    """Puzzle Quest boards (``rules = "puzzle-quest"``, the document's abilities in the mix),
    without and with tricks in hand, pass the checker (its Puzzle Quest invariants included);
    the plays really attack, block and cast."""
    attacks = blocks = casts = 0
    for tricks, seeds in ((False, range(150)), (True, range(40))):
        for seed in seeds:
            rng = np.random.default_rng(seed)
            board = random_board(rng, keywords=PQ_KEYWORD_MIX, tricks=tricks,
                                 rules=Edition.PUZZLE_QUEST)
            report = check(board, rng)
            assert not report.kinds & {"declare_attackers", "declare_blockers",
                                       "assign_combat_damage"}
            casts += report.cast
            game = board.clone()
            mtgsim.play(game, "random", np.random.default_rng(seed))
            attacks += sum(isinstance(e, AttackerDeclared) for e in game.events)
            blocks += sum(isinstance(e, BlockerDeclared) for e in game.events)
    assert attacks >= 200 and blocks >= 30 and casts >= 20, (attacks, blocks, casts)


def test_a_puzzle_quest_board_is_the_same_board() -> None:
    """``rules`` changes only the edition: the same creatures for the same seed."""
    for seed in range(20):
        plain = random_board(np.random.default_rng(seed))
        pq_board = random_board(np.random.default_rng(seed), rules=Edition.PUZZLE_QUEST)
        assert pq_board.rules is Edition.PUZZLE_QUEST and plain.rules is not Edition.PUZZLE_QUEST
        assert {k: (p.card, p.damage, p.sick) for k, p in plain.permanents.items()} == \
            {k: (p.card, p.damage, p.sick) for k, p in pq_board.permanents.items()}


@pytest.mark.parametrize(("name", "value", "message"), [
    ("_group", lambda mask, brave: 4, "out of order"),  # slots never regrouped
    ("_HASTE", -1, "able creatures"),  # summoning sick creatures attack
    ("can_block", lambda blocker, attacker: bool(blocker & puzzle_quest._BLOCKERS),
     "first that could block"),  # flying ignored
])
def test_a_broken_puzzle_quest_rule_is_caught(monkeypatch: pytest.MonkeyPatch, name: str,
                                              value: object, message: str) -> None:
    monkeypatch.setattr(puzzle_quest, name, value)
    with pytest.raises(ConformanceError, match=message):
        for seed in range(300):
            rng = np.random.default_rng(seed)
            check(random_board(rng, keywords=PQ_KEYWORD_MIX, rules=Edition.PUZZLE_QUEST), rng)


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


# --- the stack: random tricks, activations and triggers -------------------------------------

def _played(board: GameState, seed: int) -> GameState:
    """``board`` played by the uniformly random policy (casts included)."""
    game = board.clone().start()
    rng = np.random.default_rng(seed)
    while not game.is_terminal():
        game.apply(game.legal_actions().sample(rng))
    return game


def test_random_tricks_conform() -> None:
    """Boards with hands of instants, a flash creature, mana, activated abilities and
    triggering keywords, played at random with every invariant checked; the random play
    really casts, activates and triggers (counted from the checked plays' events, and
    again from an unchecked play, so the counting itself is checked)."""
    kinds: set[str] = set()
    counts = dict.fromkeys(("cast", "activated", "triggered"), 0)
    names: set[str] = set()
    for seed in range(60):
        rng = np.random.default_rng(seed)
        board = random_board(rng, tricks=True)
        report = check(board, rng)
        kinds |= report.kinds
        counts["cast"] += report.cast
        counts["activated"] += report.activated
        counts["triggered"] += report.triggered
        if seed % 4 == 0:
            names |= {e.name for e in _played(board, seed).events if isinstance(e, SpellCast)}
    assert {"priority", "choose_target", "declare_attackers", "declare_blockers",
            "choose_division", "choose_attacked", "choose_source", "choose_sacrifice"} <= kinds, \
        kinds
    assert counts["cast"] >= 40 and counts["activated"] >= 30 and counts["triggered"] >= 5, \
        counts
    assert len(names) >= 4, names


def test_ward_payment_conforms() -> None:
    """Ward's pay-or-be-countered choice (702.21a) under the checker: B holds Shocks and mana,
    A's creatures have ward {1}; random play targets them and answers ``choose_pay``."""
    from test_stack import card, game, perm

    shock = card("Shock", types=["Instant"], colors=["R"], cost="{R}",
                 text="Shock deals 2 damage to any target.")
    kinds: set[str] = set()
    for seed in range(8):
        board = game(perm("w1", "A", card("Warded", power=2, toughness=3, text="Ward {1}")),
                     perm("w2", "A", card("Warded", power=1, toughness=1, text="Ward {1}")),
                     *(perm(f"s{i}", "B", shock, Zone.HAND) for i in range(2)),
                     mana={"B": "{R}{R}{R}", "A": "{1}"})
        kinds |= check(board, np.random.default_rng(seed)).kinds
    assert "choose_pay" in kinds, kinds


def test_default_boards_have_no_tricks() -> None:
    for seed in range(30):
        board = random_board(np.random.default_rng(seed))
        assert all(p.zone is Zone.BATTLEFIELD and not p.card.activated
                   for p in board.permanents.values())
        assert all(p.mana.total == 0 for p in board.players.values())


def test_a_trick_board_adds_to_the_default_board() -> None:
    """The tricks come after the default board is drawn: the same creatures, ids and life."""
    for seed in range(30):
        plain = random_board(np.random.default_rng(seed))
        tricky = random_board(np.random.default_rng(seed), tricks=True, hand_size=5)
        assert {p.id: p.life for p in plain.players.values()} == \
            {p.id: p.life for p in tricky.players.values()}
        for pid, perm in plain.permanents.items():
            other = tricky.permanents[pid]
            assert (other.card.power, other.card.toughness, other.damage, other.tapped) == \
                (perm.card.power, perm.card.toughness, perm.damage, perm.tapped)
        hands = [p for p in tricky.permanents.values() if p.zone is Zone.HAND]
        assert len(hands) <= 10


def test_a_spell_left_in_the_stack_zone_is_caught(monkeypatch: pytest.MonkeyPatch) -> None:
    """An engine that leaves resolved instants in the stack zone fails the check."""
    monkeypatch.setattr(stack, "_finish_spell", lambda state, item: None)
    with pytest.raises(ConformanceError, match="stack zone|resolved and is in the stack"):
        for seed in range(60):
            rng = np.random.default_rng(seed)
            check(random_board(rng, tricks=True), rng)


def test_an_overdrawn_mana_pool_is_caught(monkeypatch: pytest.MonkeyPatch) -> None:
    """An engine that takes a color it should not (one extra green for every cost) fails."""
    real = costs.pay

    def greedy(state: GameState, player: str, cost: costs.ManaCost, x: int = 0,
               exclude: str | None = None) -> None:
        real(state, player, cost, x, exclude)
        owner = state.players[player]
        owner.mana = attrs.evolve(owner.mana, G=owner.mana.G - 1)
    monkeypatch.setattr(stack, "pay", greedy)
    with pytest.raises(ConformanceError, match="negative"):
        for seed in range(60):
            rng = np.random.default_rng(seed)
            check(random_board(rng, tricks=True), rng)


def test_a_mid_cast_position_round_trips() -> None:
    for seed in range(20):  # the first random board where a spell is cast with a target
        rng = np.random.default_rng(seed)
        game = random_board(rng, tricks=True).start()
        while game.decision is not None and game.casting is None:
            legal = game.legal_actions()
            casts = [a for a in legal if isinstance(a, CastSpell)]
            game.apply(casts[0] if casts else legal.sample(rng))
        if game.casting is not None:
            break
    assert game.casting is not None and game.decision is not None
    data = game.to_dict()
    assert GameState.from_dict(json.loads(json.dumps(data))).to_dict() == data
