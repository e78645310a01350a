"""Train a small policy by self-play, with numpy only, then pit it against ``random`` and
``heuristic`` in the tournament harness.

Run from the repository root (needs ``pip install -e '.[rl]'``)::

    python examples/selfplay.py                      # about two minutes of training
    python examples/selfplay.py --iterations 20 --games 200   # a quick run

The policy is ``mtgsim.env.policy.LinearPolicy``: a softmax over the allowed action indices
of the PettingZoo environment (``mtgsim.env.env``, combat episodes on random boards), each
scored by a linear function of hand-made features of the observation (would this blocker
kill that attacker and survive it, is the opponent near dead ...). Training is a policy
gradient (REINFORCE with a baseline per seat, made to reuse each batch for ``--epochs`` Adam
steps by PPO's clipped probability ratio): every episode, one seat plays the current weights
and the other either the current weights too or one of the earlier weights kept every few
iterations (a league of past selves, so it does not chase its own tail); the winner's choices
are made more likely, the loser's less. Weights start at zero (uniformly random play).

Then it saves the weights (``--out``, default ``selfplay.npz``) and runs
``mtgsim.tournament`` between the trained policy (``mtgsim.env.policy:TrainedPolicy``,
greedy, reading the weights through ``$MTGSIM_SELFPLAY_WEIGHTS``), ``random`` and
``heuristic`` on ``--boards`` random boards (``mtgsim.boards``: other boards than the
training ones, real cards among them), each pairing played in both seats, and prints each
pairing's score with its 95% Wilson interval. The same policy plays from the command line::

    MTGSIM_SELFPLAY_WEIGHTS=selfplay.npz mtgsim tournament \\
        --policies mtgsim.env.policy:TrainedPolicy,random,heuristic --boards random:200
"""

from __future__ import annotations

import argparse
import os
import sys
import time
from pathlib import Path
from typing import Any

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from mtgsim.env.aec import AGENTS, env  # noqa: E402
from mtgsim.env.policy import N_FEATURES, WEIGHTS_VARIABLE, LinearPolicy  # noqa: E402

POLICY_NAME = "mtgsim.env.policy:TrainedPolicy"


class Adam:
    """Adam ascent steps on one weight vector."""

    def __init__(self, size: int, lr: float, beta1: float = 0.9, beta2: float = 0.999) -> None:
        self.lr, self.beta1, self.beta2 = lr, beta1, beta2
        self.m = np.zeros(size)
        self.v = np.zeros(size)
        self.t = 0

    def step(self, weights: np.ndarray, gradient: np.ndarray) -> None:
        self.t += 1
        self.m = self.beta1 * self.m + (1 - self.beta1) * gradient
        self.v = self.beta2 * self.v + (1 - self.beta2) * gradient ** 2
        m = self.m / (1 - self.beta1 ** self.t)
        v = self.v / (1 - self.beta2 ** self.t)
        weights += self.lr * m / (np.sqrt(v) + 1e-8)


class Batch:
    """The learners' choices of one iteration, for the policy-gradient epochs: every allowed
    index's feature row (stacked), where each choice's rows start, the row chosen, its
    log-probability when it was chosen, and the choice's advantage."""

    def __init__(self) -> None:
        self.rows: list[np.ndarray] = []
        self.starts: list[int] = []
        self.chosen: list[int] = []
        self.old_logp: list[float] = []
        self.advantage: list[float] = []
        self.size = 0

    def add(self, phi: np.ndarray, k: int, p: float) -> int:
        self.starts.append(self.size)
        self.chosen.append(self.size + k)
        self.old_logp.append(float(np.log(p)))
        self.advantage.append(0.0)
        self.rows.append(phi)
        self.size += len(phi)
        return len(self.starts) - 1

    def gradient(self, weights: np.ndarray, clip: float) -> np.ndarray:
        """The clipped-ratio policy gradient (PPO's surrogate) at ``weights``."""
        phi = np.concatenate(self.rows)
        starts = np.array(self.starts)
        segment = np.repeat(np.arange(len(starts)), np.diff(np.append(starts, self.size)))
        logits = phi @ weights
        top = np.maximum.reduceat(logits, starts)
        e = np.exp(logits - top[segment])
        z = np.add.reduceat(e, starts)
        p = e / z[segment]
        chosen = np.array(self.chosen)
        logp = logits[chosen] - top - np.log(z)
        ratio = np.exp(logp - np.array(self.old_logp))
        advantage = np.array(self.advantage)
        clipped = ((advantage > 0) & (ratio > 1 + clip)) | ((advantage < 0) & (ratio < 1 - clip))
        scale = np.where(clipped, 0.0, advantage * ratio)
        expected = np.add.reduceat(p[:, None] * phi, starts)
        return np.asarray(scale @ (phi[chosen] - expected))


def play_episode(game: Any, policies: dict[str, LinearPolicy], rng: np.random.Generator,
                 learners: set[str], batch: Batch) -> tuple[dict[str, float], dict[str, list[int]],
                                                            int]:
    """One episode of the AEC environment ``game``: each agent plays ``policies[agent]``
    (sampling). The choices of the agents in ``learners`` go into ``batch``. Returns each
    agent's reward, the batch indices of each learner's choices, and the steps taken."""
    taken: dict[str, list[int]] = {a: [] for a in learners}
    rewards = dict.fromkeys(policies, 0.0)
    steps = 0
    for agent in game.agent_iter():
        obs, reward, terminated, truncated, _ = game.last()
        rewards[agent] += reward
        if terminated or truncated:
            game.step(None)
            continue
        allowed, phi, p = policies[agent].probabilities(obs["observation"], obs["action_mask"])
        k = int(rng.choice(len(allowed), p=p))
        if agent in taken and len(allowed) > 1:
            taken[agent].append(batch.add(phi, k, float(p[k])))
        game.step(int(allowed[k]))
        steps += 1
    return rewards, taken, steps


def train(iterations: int, games: int, seed: int, lr: float, snapshot_every: int,
          epochs: int = 4, clip: float = 0.2, quiet: bool = False) -> LinearPolicy:
    """Self-play policy gradient against the current and past weights (module docstring)."""
    rng = np.random.default_rng(seed)
    game = env(mode="combat", seed=seed)
    current = LinearPolicy()
    league: list[np.ndarray] = [current.weights.copy()]
    adam = Adam(N_FEATURES, lr)
    baseline = dict.fromkeys(AGENTS.values(), 0.0)
    start = time.perf_counter()
    steps = 0
    for it in range(iterations):
        batch = Batch()
        wins = 0.0
        for g in range(games):
            game.reset(seed=int(rng.integers(2**31)))
            learner = "player_0" if g % 2 == 0 else "player_1"
            other = "player_1" if learner == "player_0" else "player_0"
            past = rng.random() < 0.5
            rival = LinearPolicy(league[int(rng.integers(len(league)))]) if past else current
            learners = {learner} if past else {learner, other}
            rewards, taken, n = play_episode(game, {learner: current, other: rival}, rng,
                                             learners, batch)
            steps += n
            wins += (rewards[learner] + 1) / 2
            for a in learners:
                for i in taken[a]:
                    batch.advantage[i] = rewards[a] - baseline[a]
                baseline[a] += 0.02 * (rewards[a] - baseline[a])
        if batch.starts:
            for _ in range(epochs):
                adam.step(current.weights, batch.gradient(current.weights, clip) / games)
        if (it + 1) % snapshot_every == 0:
            league.append(current.weights.copy())
        if not quiet:
            elapsed = time.perf_counter() - start
            print(f"iteration {it + 1}/{iterations}: learner score {wins / games:.2f}, "
                  f"{steps / elapsed:,.0f} steps/s, {elapsed:.0f} s", flush=True)
    return current


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--iterations", type=int, default=60, help="training iterations")
    parser.add_argument("--games", type=int, default=100, help="episodes per iteration")
    parser.add_argument("--lr", type=float, default=0.05, help="Adam step size")
    parser.add_argument("--epochs", type=int, default=4,
                        help="gradient steps on each iteration's episodes")
    parser.add_argument("--snapshot-every", type=int, default=5,
                        help="iterations between weights kept as past opponents")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--out", default="selfplay.npz", help="where the weights go")
    parser.add_argument("--boards", type=int, default=200,
                        help="random boards of the evaluation tournament (0: none)")
    parser.add_argument("--workers", type=int, default=1, help="tournament processes")
    parser.add_argument("--quiet", action="store_true")
    args = parser.parse_args(argv)
    for name in ("iterations", "games", "snapshot_every", "epochs"):
        if getattr(args, name) < 1:
            parser.error(f"--{name.replace('_', '-')}: expected at least 1")
    if args.boards < 0:
        parser.error("--boards: expected 0 or more")
    policy = train(args.iterations, args.games, args.seed, args.lr, args.snapshot_every,
                   args.epochs, quiet=args.quiet)
    policy.save(args.out)
    print(f"weights saved to {args.out}")
    if args.boards == 0:
        return 0
    from mtgsim import tournament

    os.environ[WEIGHTS_VARIABLE] = str(Path(args.out).resolve())
    result = tournament([POLICY_NAME, "random", "heuristic"], boards=f"random:{args.boards}",
                        n=1, seed=args.seed + 1, workers=args.workers)
    print(f"\n{args.boards} random boards, each pairing in both seats "
          f"(turn limit {result.turn_limit}):")
    for pairing in result.pairings():
        if pairing["policy"] != POLICY_NAME:
            continue
        print(f"  trained vs {pairing['opponent']:9s}: {pairing['wins']} wins, "
              f"{pairing['draws']} draws, {pairing['losses']} losses; score "
              f"{100 * pairing['score']:.1f}% (95% CI {100 * pairing['low']:.1f}"
              f"-{100 * pairing['high']:.1f}%)")
    heuristic = result.pairing("random", "heuristic")
    print(f"  (random vs heuristic: score {100 * heuristic['score']:.1f}%)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
