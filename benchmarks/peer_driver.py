"""The peer's side of ``benchmarks/peer.py``: games of the managym engine (the Rust engine of
``manabot``, ``pip install manabot==0.2.0`` in a Python 3.12 environment), timed through its
Python API. It imports nothing of mtgsim, so it runs in the peer's own interpreter:

``python benchmarks/peer_driver.py WORKLOAD GAMES SEED`` prints one JSON line: ``seconds``
(setting up each game excluded, as on mtgsim's side), ``games``, ``decisions`` (steps the
random policy took; trivial decisions are skipped by the engine, ``skip_trivial=True``),
``draws`` (games with no winner: the engine's step cap).

Workloads: ``games``, every decision drawn by ``Env.random_action_index`` and applied with
``Env.step`` (what a Python agent loop does); ``playout``, the engine's native
``Env.random_playout`` (the whole game inside the engine).
"""

from __future__ import annotations

import json
import sys
import time
from typing import Any

#: the mirror both engines know: managym's standard deck (``manabot.verify.util``)
DECK = {"Forest": 12, "Mountain": 12, "Llanowar Elves": 18, "Gray Ogre": 18}
WORKLOADS = ("games", "playout")


def available() -> bool:
    """Whether managym can be imported here."""
    try:
        import managym  # noqa: F401
    except ImportError:
        return False
    return True


def measure(workload: str, games: int, seed: int) -> dict[str, Any]:
    """``games`` games of ``workload`` (game ``i`` seeded ``seed * games + i``), timed."""
    if workload not in WORKLOADS:
        raise ValueError(f"unknown workload {workload!r}; accepted: {', '.join(WORKLOADS)}")
    import managym

    elapsed = 0.0
    decisions = draws = 0
    for i in range(games):
        game_seed = seed * games + i
        env = managym.Env(seed=game_seed, skip_trivial=True)
        env.reset([managym.PlayerConfig("A", dict(DECK)), managym.PlayerConfig("B", dict(DECK))])
        start = time.perf_counter()
        if workload == "playout":
            winner = env.random_playout(game_seed)
        else:
            done = False
            while not done:
                _, _, terminated, truncated, _ = env.step(env.random_action_index())
                decisions += 1
                done = terminated or truncated
            winner = env.winner_index()
        elapsed += time.perf_counter() - start
        draws += winner is None
    return {"seconds": elapsed, "games": games, "decisions": decisions, "draws": draws}


if __name__ == "__main__":
    print(json.dumps(measure(sys.argv[1], int(sys.argv[2]), int(sys.argv[3]))))
