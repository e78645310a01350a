"""``mtgsim montecarlo SCENARIO [SCENARIO ...] -n N``: play scenarios many times and report.

Each scenario is played ``-n`` times from one root ``--seed`` (``mtgsim.montecarlo``:
``mtgsim.experiments.montecarlo``); the open decisions are made by ``--policy PLAYER=NAME``
(default: the default policy), the file's scripted choices stay fixed. Several scenarios are
alternatives: they are compared by ``--metric`` on the same random numbers. ``--out
FILE.jsonl`` (or ``.parquet``) streams one record per play as batches finish; Ctrl-C stops
cleanly (exit 130) keeping every finished batch, and ``--resume`` continues the run. ``--plot
FILE.png`` draws life totals and deaths. ``--engine auto|batch|scalar`` chooses what plays the
job (``montecarlo``'s ``batch``); the report's first line says which did.
"""

from __future__ import annotations

import argparse
import json
import sys
from typing import Any

from mtgsim.cli.arguments import (
    CARDS_HELP,
    EXIT_INTERRUPTED,
    QUIET_HELP,
    add_backend,
    add_workers,
    check_plot,
    check_run_options,
    how_many,
    non_negative,
    player_policies,
)
from mtgsim.experiments.harness import Interrupted
from mtgsim.experiments.montecarlo import METRICS, MonteCarloResult, montecarlo
from mtgsim.policies import POLICIES
from mtgsim.positions import scenario
from sim.model.errors import ScenarioError

#: ``--engine``: ``montecarlo``'s ``batch``
ENGINE_CHOICES: dict[str, bool | str] = {"auto": "auto", "batch": True, "scalar": False}


def add_montecarlo_command(sub: Any) -> None:
    """The ``montecarlo`` command."""
    mc = sub.add_parser("montecarlo", help="play scenarios many times (seeded, in parallel) "
                        "and report outcomes, life, deaths and damage with 95%% intervals; "
                        "several scenarios are compared as alternatives")
    mc.add_argument("files", nargs="+", metavar="SCENARIO", help="scenario files (.toml or "
                    ".json); several are alternatives, compared side by side")
    mc.add_argument("-n", type=how_many, required=True, metavar="N",
                    help="plays per scenario")
    mc.add_argument("--seed", type=non_negative, default=0,
                    help="the root seed, a non-negative integer (default: 0)")
    mc.add_argument("--policy", action="append", default=[], metavar="PLAYER=NAME",
                    help="who decides what the files leave open, per player: "
                    f"{', '.join(POLICIES)}, or module:Class (your own); repeat per player "
                    "(default: default)")
    add_workers(mc)
    add_backend(mc, "plays")
    mc.add_argument("--engine", choices=("auto", "batch", "scalar"), default="auto",
                    help="what plays the job: the batched kernel (mtgsim.batch) for the "
                    "combats when every scenario and policy qualifies, else the scalar "
                    "engine (auto); the batch engine or an error saying why not (batch); the "
                    "scalar engine (scalar). The results are the same (default: %(default)s)")
    mc.add_argument("--metric", choices=METRICS, default="life_diff",
                    help="how alternatives are compared, for the active player "
                    "(default: %(default)s)")
    mc.add_argument("--format", choices=("table", "json"), default="table")
    mc.add_argument("--out", metavar="FILE", help="stream one record per play to FILE.jsonl "
                    "(or FILE.parquet, the parquet extra), with a checkpoint beside it")
    mc.add_argument("--resume", action="store_true", help="continue the run --out holds "
                    "(the same scenarios, -n, --seed and policies)")
    mc.add_argument("--plot", metavar="FILE.png", help="draw life totals and death "
                    "probabilities, alternatives side by side (the plot extra)")
    mc.add_argument("--quiet", action="store_true", help=QUIET_HELP)
    mc.add_argument("--cards", metavar="FILE", help=CARDS_HELP)
    mc.set_defaults(func=cmd_montecarlo)


def cmd_montecarlo(args: argparse.Namespace) -> int:
    """Play the scenarios and print the report (also when Ctrl-C stopped the run)."""
    policies = player_policies(args.policy)
    check_run_options(args)
    for path in args.files:  # bad files and unknown players fail before any play
        players = scenario(path, args.cards).state.players
        for player in policies:
            if player not in players:
                raise ScenarioError("--policy", player, f"no player {player!r} in {path}; "
                                    f"players: {', '.join(players)}")
    check_plot(args.plot)  # before any play
    try:
        result = montecarlo(args.files, args.n, seed=args.seed, policies=policies,
                            workers=args.workers, backend=args.backend,
                            scheduler=args.scheduler, cards=args.cards, out=args.out,
                            resume=args.resume, progress=False if args.quiet else None,
                            batch=ENGINE_CHOICES[args.engine])
    except Interrupted as stop:
        _report(args, stop.result)
        done = stop.result.tallies[0].plays
        hint = f"; continue with --resume --out {args.out}" if args.out else ""
        print(f"mtgsim: interrupted after {done} of {args.n} plays per scenario{hint}",
              file=sys.stderr)
        return EXIT_INTERRUPTED
    _report(args, result)
    return 0


def _report(args: argparse.Namespace, result: MonteCarloResult) -> None:
    if result.tallies[0].plays == 0:
        return
    if args.plot is not None:
        from mtgsim.experiments.plots import save_montecarlo
        save_montecarlo(result.summary(), args.plot)
    if args.format == "json":
        print(json.dumps(result.to_json(args.metric), indent=2))
    else:
        print(result.table(args.metric))


__all__ = ["add_montecarlo_command", "cmd_montecarlo", "ENGINE_CHOICES"]
