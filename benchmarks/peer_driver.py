"""The peer's side of ``benchmarks/peer.py``: games of the managym engine (the Rust engine of
``manabot``, ``pip install manabot==0.2.0`` in a Python 3.12 environment), timed through its
Python API. It imports nothing of mtgsim, so it runs in the peer's own interpreter:

``python benchmarks/peer_driver.py WORKLOAD GAMES SEED`` prints one JSON line: ``seconds``
(setting up each game excluded, as on mtgsim's side), ``games``, ``decisions`` (steps the
random policy took; trivial decisions are skipped by the engine, ``skip_trivial=True``),
``draws`` (games with no winner: the engine's step cap).

Workloads: ``games``, every decision drawn by ``Env.random_action_index`` and applied with
``Env.step`` (what a Python agent loop does); ``playout``, the engine's native
``Env.random_playout`` (the whole game inside the engine); ``board a`` and ``board b``, the
issue's combat boards (``COMBATS``), where ``GAMES`` counts combats:

* set up once, untimed: ``Env(seed, skip_trivial=True)``, ``reset`` with a deck of 40 basic
  lands and 20 of the player's creature each, both hands cleared (``scenario_clear_hand``),
  the attacker and the blocker put onto the battlefield ready (``scenario_force_battlefield``)
  and the action space refreshed (``scenario_refresh``): the active player's precombat main
  phase, turn 1, nothing else to do;
* each combat, untimed: ``Env.clone_env()`` of that position; timed: the three ``Env.step``
  calls of the combat (pass priority in the main phase, the harness leaving that decision
  pending; declare the attacker; declare the block), after which the engine plays on alone
  (combat damage assigned by the engine: lethal to the blocker, the rest tramples over;
  state-based actions; the rest of the turn; the next turn's untap, upkeep and draw) to the
  next decision (the other player's main phase). The first combat of a measure checks the
  action spaces and the result (``_check``); a few untimed combats warm up. ``seconds`` is
  ``GAMES`` times the median combat's time (a shared machine's interruptions hit a few
  combats: the median leaves them out).
"""

from __future__ import annotations

import json
import statistics
import sys
import time
from typing import Any

#: the mirror both engines know: managym's standard deck (``manabot.verify.util``)
DECK = {"Forest": 12, "Mountain": 12, "Llanowar Elves": 18, "Gray Ogre": 18}
WORKLOADS = ("games", "playout")
#: the issue's combat boards with cards both engines know: (attacker, its deck's land,
#: blocker, its deck's land, the defending player's life after the combat, the creatures left)
COMBATS = {"board a": ("Gray Ogre", "Mountain", "Typhoid Rats", "Swamp", 20, 0),
           "board b": ("War Mammoth", "Forest", "Gray Ogre", "Mountain", 19, 1)}
#: untimed combats played before the timed ones
WARM_UP = 50


def available() -> bool:
    """Whether managym can be imported here."""
    try:
        import managym  # noqa: F401
    except ImportError:
        return False
    return True


def measure(workload: str, games: int, seed: int) -> dict[str, Any]:
    """``games`` games of ``workload`` (game ``i`` seeded ``seed * games + i``), timed."""
    if workload in COMBATS:
        return combats(workload, games, seed)
    if workload not in WORKLOADS:
        raise ValueError(f"unknown workload {workload!r}; accepted: "
                         f"{', '.join((*WORKLOADS, *COMBATS))}")
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


def combats(board: str, n: int, seed: int) -> dict[str, Any]:
    """``n`` combats of ``board`` (see the module docstring), timed."""
    import managym

    attacker, land, blocker, other_land, life, left = COMBATS[board]
    env = managym.Env(seed=seed, skip_trivial=True)
    env.reset([managym.PlayerConfig("A", {land: 40, attacker: 20}),
               managym.PlayerConfig("B", {other_land: 40, blocker: 20})])
    for player in (0, 1):
        env.scenario_clear_hand(player)
    env.scenario_force_battlefield(0, attacker, True)
    env.scenario_force_battlefield(1, blocker, True)
    env.scenario_refresh()
    moves = _check(env.clone_env(), life, left)
    for _ in range(WARM_UP):
        clone = env.clone_env()
        for move in moves:
            clone.step(move)
    times = []
    clock = time.perf_counter
    for _ in range(n):
        clone = env.clone_env()
        start = clock()
        for move in moves:
            clone.step(move)
        times.append(clock() - start)
    return {"seconds": statistics.median(times) * n, "games": n,
            "decisions": len(moves) * n, "draws": 0}


def _check(env: Any, life: int, left: int) -> tuple[int, ...]:
    """The action indices of one combat on ``env`` — pass priority (type 2), attack (type 3,
    declared), block (type 4, declared) — played on it, its result checked."""
    moves: list[int] = []
    for kind in (2, 3, 4):
        actions = json.loads(env.step(moves[-1])[0].toJSON() if moves else env.scenario_refresh()
                             .toJSON())["action_space"]["actions"]
        index = next(i for i, a in enumerate(actions)
                     if a["type"] == kind and a["declared"] in (None, True))
        moves.append(index)
    obs = json.loads(env.step(moves[-1])[0].toJSON())
    players = {p["player_index"]: p for p in (obs["agent"], obs["opponent"])}
    creatures = len(obs["agent_permanents"]) + len(obs["opponent_permanents"])
    if players[1]["life"] != life or creatures != left:
        raise RuntimeError(f"the combat ended at {players[1]['life']} life with {creatures} "
                           f"creatures left, not {life} and {left}")
    return tuple(moves)


if __name__ == "__main__":
    print(json.dumps(measure(sys.argv[1], int(sys.argv[2]), int(sys.argv[3]))))
