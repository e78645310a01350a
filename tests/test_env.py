"""The self-play environments (``mtgsim.env``): PettingZoo's API and seed tests, masks that
allow exactly the legal declarations, hidden information, determinism, the Gymnasium wrapper
and the trained policy as an ``mtgsim`` policy."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path
from typing import Any

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import mtgsim

pytest.importorskip("pettingzoo")
pytest.importorskip("gymnasium")

from gymnasium.utils.env_checker import check_env  # noqa: E402
from pettingzoo.test import api_test, seed_test  # type: ignore[import-untyped]  # noqa: E402

from mtgsim.boards import combat_episode, random_board  # noqa: E402
from mtgsim.env import encoding as enc  # noqa: E402
from mtgsim.env.aec import AGENTS, env  # noqa: E402
from mtgsim.env.factored import Declaration, Episode, MaskedActionError  # noqa: E402
from mtgsim.env.gym import SingleAgentEnv  # noqa: E402
from mtgsim.env.policy import (  # noqa: E402
    ATTACK_AT,
    N_FEATURES,
    N_GROUPS,
    LinearPolicy,
    TrainedPolicy,
    fight,
)
from sim.legality.legal_actions import DeclarationActions
from sim.model.actions import Action, DeclareAttackers, DeclareBlockers  # noqa: E402
from sim.model.decisions import LegalActions  # noqa: E402
from sim.model.declarations import AttackDeclaration, BlockDeclaration  # noqa: E402
from sim.model.errors import MtgsimError, ScenarioError  # noqa: E402
from sim.model.state import GameState  # noqa: E402
from sim.rules.fight import fight as rules_fight  # noqa: E402
from sim.rules.fight import fighter  # noqa: E402


def creature(pid: str, controller: str, power: int, toughness: int, *keywords: str,
             abilities: tuple[str, ...] = ()) -> dict[str, Any]:
    out: dict[str, Any] = {"id": pid, "controller": controller, "power": power,
                           "toughness": toughness}
    if keywords:
        out["keywords"] = list(keywords)
    if abilities:
        out["abilities"] = list(abilities)
    return out


def attack(mapping: dict[str, str]) -> DeclareAttackers:
    return DeclareAttackers(AttackDeclaration.of(mapping))


# --- the PettingZoo API ---------------------------------------------------------------------

@pytest.mark.parametrize("mode", ["combat", "game"])
def test_pettingzoo_api_test(mode: str) -> None:
    api_test(env(mode=mode), num_cycles=60)


@pytest.mark.parametrize("mode", ["combat", "game"])
def test_pettingzoo_seed_test(mode: str) -> None:
    seed_test(lambda: env(mode=mode), num_cycles=60)


def test_import_mtgsim_does_not_import_the_rl_libraries() -> None:
    code = ("import sys, mtgsim, mtgsim.env, mtgsim.env.policy; "
            "print('pettingzoo' in sys.modules, 'gymnasium' in sys.modules)")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         check=True, cwd=Path(__file__).resolve().parents[1])
    assert out.stdout.split() == ["False", "False"]


# --- masks: only legal moves, every legal declaration reachable -------------------------------

class CheckedEpisode(Episode):
    """An episode that checks every action it submits against the engine's legal list,
    before the engine sees it."""

    submitted: list[Action]

    def _apply(self, action: Action, legal: LegalActions) -> None:
        if not hasattr(self, "submitted"):
            self.submitted = []
        assert action in legal, f"{action} is not legal: {legal.reasons(action)}"
        if isinstance(legal, DeclarationActions):
            assert legal.legal.judge.verdict(action.declaration).legal  # type: ignore[attr-defined]
        self.submitted.append(action)
        super()._apply(action, legal)


RESTRICTED = [
    creature("a1", "A", 2, 2, "menace"), creature("a2", "A", 3, 3,
                                                  abilities=("can't attack alone",)),
    creature("a3", "A", 1, 1, "flying"), creature("b1", "B", 2, 2),
    creature("b2", "B", 1, 4, abilities=("can block an additional creature each combat",)),
    creature("b3", "B", 1, 1, "reach"),
]
LURED = [
    creature("a1", "A", 2, 2, abilities=("All creatures able to block this creature do so.",)),
    creature("a2", "A", 3, 3), creature("a3", "A", 2, 1, abilities=(
        "This creature attacks each combat if able.",)),
    creature("b1", "B", 2, 2), creature("b2", "B", 1, 1, "defender"),
    creature("b3", "B", 4, 4, abilities=("can't block",)),
]


def random_masked_play(episode: Episode, rng: np.random.Generator) -> None:
    while episode.player is not None:
        allowed = np.flatnonzero(episode.mask())
        assert len(allowed) >= 1
        episode.step(int(rng.choice(allowed)))


def test_random_masked_play_only_submits_legal_declarations() -> None:
    rng = np.random.default_rng(11)
    declarations = 0
    boards = [random_board(rng, creatures=(1, 4))["permanents"] for _ in range(25)] \
        + [RESTRICTED, LURED]
    for board in boards:
        state = mtgsim.load(combat_episode(board, turn_limit=8, library=6))
        episode = CheckedEpisode(state, auto=(), skip_forced=False)
        random_masked_play(episode, rng)
        assert state.result is not None
        declarations += sum(isinstance(a, DeclareAttackers | DeclareBlockers)
                            for a in getattr(episode, "submitted", []))
    assert declarations > 100  # the check above ran on many declarations


@pytest.mark.parametrize("everything", [False, True], ids=["default", "ask-everything"])
def test_random_masked_play_of_games_is_legal(everything: bool) -> None:
    rng = np.random.default_rng(5)
    source = env(mode="game", turn_limit=12).unwrapped.source
    kinds: set[str] = set()
    for seed in range(3):
        state = source.new_state(seed)
        episode = CheckedEpisode(state, auto=(), skip_forced=False) if everything \
            else CheckedEpisode(state)
        random_masked_play(episode, rng)
        kinds |= {type(a).__name__ for a in episode.submitted}
    assert {"PlayLand", "DeclareAttackers", "CastSpell", "Answer"} <= kinds


def reachable(state: GameState) -> set[Action]:
    """Every declaration some sequence of allowed indices builds, by exhaustive search."""
    decision = state.decision
    assert decision is not None
    legal = state.legal_actions()
    assert isinstance(legal, DeclarationActions)
    found: set[Action] = set()

    def build(prefix: list[int]) -> Declaration:
        d = Declaration(state, decision, legal, enc.Slots(state, decision.player))
        for i in prefix:
            d.choose(i)
        return d

    def walk(prefix: list[int]) -> None:
        d = build(prefix)
        if d.done:
            found.add(d.action())
            return
        allowed = np.flatnonzero(d.mask())
        assert len(allowed) >= 1, f"dead end after {prefix}"
        for i in allowed:
            walk([*prefix, int(i)])

    walk([])
    return found


def step_to(state: GameState, kind: str) -> GameState:
    while state.decision is not None and state.decision.kind != kind:
        state.apply(state.legal_actions()[0])
    return state


@pytest.mark.parametrize("board", [RESTRICTED, LURED], ids=["restricted", "lure"])
def test_every_legal_declaration_is_reachable_and_nothing_else(board: list[Any]) -> None:
    scenario = combat_episode(board, turn_limit=3, library=3)
    attacks = mtgsim.load(scenario)
    assert attacks.decision is not None and attacks.decision.kind == "declare_attackers"
    legal = set(attacks.legal_actions())
    assert len(legal) > 3
    assert reachable(attacks) == legal
    # blocks after every legal attack that has attackers
    blocks_checked = 0
    for attack in legal:
        state = mtgsim.load(scenario)
        state.apply(attack)
        state = step_to(state, "declare_blockers")
        if state.decision is None or state.turn != 1:
            continue
        blocks = set(state.legal_actions())
        assert reachable(state) == blocks
        blocks_checked += len(blocks)
    assert blocks_checked > 10


def test_multi_block_is_reachable() -> None:
    board = [creature("a1", "A", 1, 1), creature("a2", "A", 1, 1),
             creature("b1", "B", 1, 4, abilities=("can block an additional creature each "
                                                  "combat",))]
    state = mtgsim.load(combat_episode(board))
    state.apply("attack a1=B a2=B")
    found = reachable(state)
    assert DeclareBlockers(BlockDeclaration.of({"b1": ["a1", "a2"]})) in found
    assert found == set(state.legal_actions())


def test_attacking_a_planeswalker_uses_a_generic_index() -> None:
    board = [creature("a1", "A", 2, 2),
             {"id": "jace", "controller": "B", "types": ["Planeswalker"], "loyalty": 3},
             creature("b1", "B", 1, 1)]
    state = mtgsim.load(combat_episode(board))
    found = reachable(state)
    assert found == set(state.legal_actions())
    assert attack({"a1": "jace"}) in found


def test_masked_index_is_refused() -> None:
    state = mtgsim.load(combat_episode([creature("a1", "A", 2, 2), creature("b1", "B", 1, 1)]))
    episode = Episode(state)
    mask = episode.mask()
    assert mask[enc.NO] and mask[enc.OPPONENT] and mask.sum() == 2
    with pytest.raises(MaskedActionError) as err:
        episode.step(enc.HAND)
    assert isinstance(err.value, ValueError)


# --- hidden information -----------------------------------------------------------------------

def test_opponent_hand_and_library_order_are_not_observed() -> None:
    base = env(mode="game").unwrapped.source.new_state(3)
    episode = Episode(base)
    rng = np.random.default_rng(0)
    while episode.player != "A" or episode.state.step.value != "precombat main":
        episode.step(int(rng.choice(np.flatnonzero(episode.mask()))))
    state = episode.state
    other = state.clone()
    from cards.lookup import card_pool

    giant = card_pool()["Hill Giant"]
    changed = 0
    for p in other.permanents.values():
        if p.owner == "B" and p.zone.value == "hand" and p.card.name != giant.name:
            p.card = giant
            changed += 1
    assert changed >= 1
    b = other.players["B"]
    b.library = tuple(reversed(b.library))
    a_now, a_other = (enc.observe(s, "A", kind="priority") for s in (state, other))
    assert np.array_equal(a_now, a_other)
    # B sees its own hand: the same change shows in B's observation (the test can fail)
    assert not np.array_equal(enc.observe(state, "B"), enc.observe(other, "B"))


# --- determinism ------------------------------------------------------------------------------

def trajectory(seed: int, mode: str, steps: int = 400) -> list[Any]:
    game = env(mode=mode)
    game.reset(seed=seed)
    rng = np.random.default_rng(seed)
    out: list[Any] = []
    for agent in game.agent_iter(steps):
        obs, reward, terminated, truncated, _ = game.last()
        out.append((agent, obs["observation"].tobytes(), obs["action_mask"].tobytes(), reward))
        if terminated or truncated:
            game.step(None)
            continue
        game.step(int(rng.choice(np.flatnonzero(obs["action_mask"]))))
    return out


@pytest.mark.parametrize("mode", ["combat", "game"])
def test_same_seed_same_episode(mode: str) -> None:
    first = trajectory(7, mode)
    assert first == trajectory(7, mode)
    assert first != trajectory(8, mode)


def test_reset_without_seed_continues_the_generator() -> None:
    a, b = env(seed=3), env(seed=3)
    a.reset()
    b.reset()
    first = a.observe(a.agent_selection)["observation"]
    assert np.array_equal(first, b.observe(b.agent_selection)["observation"])
    a.reset()
    assert not np.array_equal(first, a.observe(a.agent_selection)["observation"])


def test_rewards_are_plus_minus_one_at_the_end() -> None:
    game = env(seed=1)
    game.reset(seed=1)
    totals = dict.fromkeys(AGENTS.values(), 0.0)
    for agent in game.agent_iter(2000):
        obs, reward, terminated, truncated, _ = game.last()
        totals[agent] += reward
        game.step(None if terminated or truncated else
                  int(np.flatnonzero(obs["action_mask"])[-1]))
    result = game.unwrapped.episode.state.result
    assert result is not None
    if result.winners:
        winner = AGENTS[result.winners[0]]
        assert totals[winner] == 1.0
        assert sum(totals.values()) == 0.0
    else:
        assert totals == dict.fromkeys(AGENTS.values(), 0.0)


def test_bad_arguments_raise_scenario_errors() -> None:
    with pytest.raises(ScenarioError):
        env(mode="chess")
    with pytest.raises(ScenarioError):
        env(turn_limit=0)
    with pytest.raises(ScenarioError):
        SingleAgentEnv(seat="C")
    with pytest.raises(MtgsimError):
        SingleAgentEnv(opponent="no-such-policy")


# --- the Gymnasium wrapper ----------------------------------------------------------------------

@pytest.mark.parametrize("mode", ["combat", "game"])
def test_gymnasium_check_env(mode: str) -> None:
    check_env(SingleAgentEnv(mode=mode, turn_limit=10), skip_render_check=True)


def test_single_agent_plays_only_its_own_seat() -> None:
    game = SingleAgentEnv(opponent="random", seat="B", seed=2)
    obs, info = game.reset(seed=2)
    assert game.episode is not None
    rng = np.random.default_rng(2)
    done = False
    while not done:
        assert game.episode.player == "B"
        assert obs.shape == (enc.OBS_SIZE,) and info["action_mask"].any()
        obs, reward, terminated, truncated, info = game.step(
            int(rng.choice(np.flatnonzero(info["action_mask"]))))
        done = terminated or truncated
    assert reward == {"B": 1.0, "A": -1.0}.get(
        game.episode.state.result.winner or "", 0.0)  # type: ignore[union-attr]


# --- the policy ---------------------------------------------------------------------------------

def observation_rows(state: GameState) -> tuple[np.ndarray, np.ndarray]:
    obs = enc.observe(state, "A")
    rows = obs[enc.CREATURES_AT:enc.PAIRS_AT].reshape(2 * enc.K, enc.CREATURE_FEATURES)
    return rows[0], rows[enc.K]


KEYWORD_NAMES = ["first strike", "double strike", "deathtouch", "indestructible"]


@settings(max_examples=80, deadline=None)
@given(st.integers(0, 5), st.integers(1, 5), st.integers(0, 5), st.integers(1, 5),
       st.lists(st.sampled_from(KEYWORD_NAMES), max_size=2, unique=True),
       st.lists(st.sampled_from(KEYWORD_NAMES), max_size=2, unique=True))
def test_fight_matches_the_rules_fight(pa: int, ta: int, pb: int, tb: int,
                                     ka: list[str], kb: list[str]) -> None:
    state = mtgsim.load(combat_episode([creature("a1", "A", pa, ta, *ka),
                                        creature("b1", "B", pb, tb, *kb)]))
    a, b = observation_rows(state)
    fought = rules_fight(fighter(state, "a1"), fighter(state, "b1"))
    assert fight(a, b) == (fought.b_dies, fought.a_dies)


def test_trained_policy_plays_through_mtgsim_policy(tmp_path: Path,
                                                   monkeypatch: pytest.MonkeyPatch) -> None:
    weights = np.zeros(N_FEATURES)
    weights[ATTACK_AT] = 5.0  # "attack the opponent" scores high: everything attacks
    path = tmp_path / "w.npz"
    LinearPolicy(weights).save(path)
    monkeypatch.setenv("MTGSIM_SELFPLAY_WEIGHTS", str(path))
    agent = mtgsim.policy("mtgsim.env.policy:TrainedPolicy", np.random.default_rng(0))
    assert isinstance(agent, TrainedPolicy)
    state = mtgsim.load(combat_episode([creature("a1", "A", 2, 2), creature("a2", "A", 3, 3),
                                        creature("b1", "B", 1, 1)]))
    decision = state.decision
    assert decision is not None
    action = agent.act(state, decision, state.legal_actions())
    assert action == attack({"a1": "B", "a2": "B"})
    weights[:] = 0.0
    weights[0 * N_GROUPS + 0] = 5.0  # NO under "declare attackers": nothing attacks
    agent = TrainedPolicy(weights=LinearPolicy(weights))
    assert agent.act(state, decision, state.legal_actions()) == attack({})
    outcome = mtgsim.play(state, {"A": agent, "B": "random"})
    assert outcome.ended


def test_missing_weights_are_a_clear_error(tmp_path: Path) -> None:
    with pytest.raises(MtgsimError, match="selfplay.py"):
        TrainedPolicy(weights=tmp_path / "none.npz")


# --- the example and the benchmark ---------------------------------------------------------------

ROOT = Path(__file__).resolve().parents[1]


def load_script(path: Path, name: str) -> Any:
    import importlib.util

    spec = importlib.util.spec_from_file_location(name, path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_selfplay_example_trains_and_saves_usable_weights(tmp_path: Path,
                                                         capsys: pytest.CaptureFixture[str]
                                                         ) -> None:
    selfplay = load_script(ROOT / "examples" / "selfplay.py", "selfplay_example")
    out = tmp_path / "w.npz"
    assert selfplay.main(["--iterations", "2", "--games", "6", "--boards", "0", "--out",
                          str(out), "--quiet"]) == 0
    weights = np.load(out)["weights"]
    assert weights.shape == (N_FEATURES,) and np.abs(weights).sum() > 0  # it learned something
    agent = TrainedPolicy(weights=out)
    state = mtgsim.load(random_board(np.random.default_rng(4), creatures=(1, 4)))
    assert mtgsim.play(state, {"A": agent, "B": "random"}).ended
    assert "weights saved" in capsys.readouterr().out


def test_policy_gradient_matches_finite_differences() -> None:
    selfplay = load_script(ROOT / "examples" / "selfplay.py", "selfplay_example")
    rng = np.random.default_rng(0)
    batch = selfplay.Batch()
    weights = rng.normal(size=5) * 0.3
    for n in (2, 3, 4):
        phi = rng.normal(size=(n, 5))
        logits = phi @ weights
        p = np.exp(logits - logits.max())
        p /= p.sum()
        i = batch.add(phi, 1, float(p[1]))
        batch.advantage[i] = float(rng.normal())

    def surrogate(w: np.ndarray) -> float:  # sum of advantage * ratio, unclipped near w
        total = 0.0
        for phi, start, chosen, old, adv in zip(batch.rows, batch.starts, batch.chosen,
                                                batch.old_logp, batch.advantage, strict=True):
            logits = phi @ w
            logp = logits[chosen - start] - np.log(np.exp(logits).sum())
            total += adv * np.exp(logp - old)
        return total

    grad = batch.gradient(weights, clip=10.0)
    eps = 1e-6
    numeric = np.array([(surrogate(weights + eps * e) - surrogate(weights - eps * e)) / (2 * eps)
                        for e in np.eye(5)])
    assert np.allclose(grad, numeric, atol=1e-6)


def test_env_benchmark_reports_both_modes_and_the_quoted_figure(
        capsys: pytest.CaptureFixture[str]) -> None:
    bench = load_script(ROOT / "benchmarks" / "env.py", "env_benchmark")
    assert bench.main(["--steps", "30", "--repeats", "1"]) == 0
    out = capsys.readouterr().out
    assert "combat" in out and "game" in out and "82,000" in out and "quoted" in out


def test_a_given_board_starts_every_episode() -> None:
    board = {"permanents": [creature("a1", "A", 3, 3, "flying"), creature("b1", "B", 2, 2)],
             "players": {"B": {"life": 5}}}
    game = env(board=board)
    firsts = []
    for seed in (1, 2):
        game.reset(seed=seed)
        assert game.agent_selection == "player_0"
        obs = game.observe("player_0")
        firsts.append(obs["observation"])
        rows = obs["observation"][enc.CREATURES_AT:enc.PAIRS_AT].reshape(
            2 * enc.K, enc.CREATURE_FEATURES)
        assert rows[0, enc.C_POWER] * 5 == pytest.approx(3)
        assert rows[enc.K, enc.C_TOUGHNESS] * 5 == pytest.approx(2)
        assert obs["observation"][enc.G_OPP_LIFE] * 20 == pytest.approx(5)
        assert obs["action_mask"].tolist() == [int(i in (enc.NO, enc.OPPONENT))
                                              for i in range(enc.N_ACTIONS)]
    assert np.array_equal(firsts[0], firsts[1])
    # attacking with the flyer twice wins: 3 + 3 >= 5, nothing of B's can block it
    game.step(enc.OPPONENT)
    for agent in game.agent_iter(50):
        obs, reward, terminated, truncated, _ = game.last()
        if terminated or truncated:
            assert reward == (1.0 if agent == "player_0" else -1.0)
            game.step(None)
            continue
        mask = obs["action_mask"]
        game.step(enc.OPPONENT if agent == "player_0" and mask[enc.OPPONENT] else
                  int(np.flatnonzero(mask)[0]))
    assert game.unwrapped.episode.state.result.winners == ("A",)


def test_single_agent_against_an_agent_object() -> None:
    from sim.engine.agents import DefaultAgent

    game = SingleAgentEnv(opponent=DefaultAgent(), board={"permanents": [
        creature("a1", "A", 2, 2), creature("b1", "B", 1, 1)]}, seat="A", turn_limit=30)
    obs, info = game.reset(seed=0)
    total, done, steps = 0.0, False, 0
    while not done:  # the default policy never attacks nor blocks: ten attacks win
        obs, reward, terminated, truncated, info = game.step(enc.OPPONENT)
        total += reward
        done = terminated or truncated
        steps += 1
    assert (total, steps) == (1.0, 10)
