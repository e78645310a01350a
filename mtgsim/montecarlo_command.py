"""``mtgsim montecarlo SCENARIO [SCENARIO ...] -n N``: play scenarios many times and report.

Each scenario is played ``-n`` times from one root ``--seed`` (``mtgsim.montecarlo``); the
open decisions are made by ``--policy PLAYER=NAME`` (default: the default policy), the
file's scripted choices stay fixed. Several scenarios are alternatives: they are compared by
``--metric`` on the same random numbers. ``--out FILE.jsonl`` streams one JSON line per play
as batches finish.
"""

from __future__ import annotations

import argparse
import contextlib
import json
import os
from pathlib import Path
from typing import IO, Any

from mtgsim import POLICIES
from mtgsim.card_commands import CARDS_HELP, positive_int
from mtgsim.montecarlo import METRICS, Play, montecarlo
from sim.errors import ScenarioError
from sim.report import SCHEMA_VERSION


def add_montecarlo_command(sub: Any) -> None:
    mc = sub.add_parser("montecarlo", help="play scenarios many times (seeded, in parallel) "
                        "and report outcomes, life, deaths and damage with 95%% intervals; "
                        "several scenarios are compared as alternatives")
    mc.add_argument("files", nargs="+", metavar="SCENARIO", help="scenario files (.toml or "
                    ".json); several are alternatives, compared side by side")
    mc.add_argument("-n", type=positive_int, required=True, metavar="N",
                    help="plays per scenario")
    mc.add_argument("--seed", type=int, default=0, help="the root seed (default: 0)")
    mc.add_argument("--policy", action="append", default=[], metavar="PLAYER=NAME",
                    help="who decides what the files leave open, per player: "
                    f"{', '.join(POLICIES)} (default: default); repeat per player")
    mc.add_argument("--workers", type=positive_int, default=os.cpu_count() or 1,
                    metavar="K", help="local worker processes (default: all cores); the "
                    "results do not depend on it")
    mc.add_argument("--metric", choices=METRICS, default="life_diff",
                    help="how alternatives are compared, for the active player "
                    "(default: %(default)s)")
    mc.add_argument("--format", choices=("table", "json"), default="table")
    mc.add_argument("--out", metavar="FILE.jsonl", help="stream one JSON line per play here")
    mc.add_argument("--cards", metavar="FILE", help=CARDS_HELP)
    mc.set_defaults(func=cmd_montecarlo)


def _policies(values: list[str]) -> dict[str, str]:
    out: dict[str, str] = {}
    for value in values:
        player, eq, name = value.partition("=")
        if not eq or not player or name not in POLICIES:
            raise ScenarioError("--policy", value, "expected PLAYER=NAME with NAME one of "
                                f"{', '.join(POLICIES)} (e.g. A=random)")
        out[player] = name
    return out


def cmd_montecarlo(args: argparse.Namespace) -> int:
    from mtgsim import scenario

    policies = _policies(args.policy)
    for path in args.files:  # bad files and unknown players fail before any play
        players = scenario(path, args.cards).state.players
        for player in policies:
            if player not in players:
                raise ScenarioError("--policy", player, f"no player {player!r} in {path}; "
                                    f"players: {', '.join(players)}")
    with contextlib.ExitStack() as files:
        out: IO[str] | None = None
        if args.out:
            try:
                out = files.enter_context(Path(args.out).open("w", encoding="utf-8"))
            except OSError as err:
                raise ScenarioError("--out", args.out,
                                    f"can't write it ({err.strerror})") from None

        def stream(plays: list[Play]) -> None:
            if out is not None:
                out.writelines(json.dumps(p.to_json()) + "\n" for p in plays)
                out.flush()

        result = montecarlo(args.files, args.n, seed=args.seed, policies=policies,
                            workers=args.workers, cards=args.cards, on_batch=stream)
    comparison = result.compare(args.metric) if len(args.files) > 1 else None
    if args.format == "json":
        print(json.dumps({"schema_version": SCHEMA_VERSION, "n": args.n, "seed": args.seed,
                          "policies": policies, "scenarios": result.summary(),
                          "comparison": comparison}, indent=2))
        return 0
    for summary in result.summary():
        print("\n".join(_table(summary)))
    if comparison is not None:
        print("\n".join(_comparison(comparison)))
    return 0


def _interval(row: dict[str, float], key: str, scale: float = 1.0, digits: int = 2) -> str:
    return (f"{row[key] * scale:.{digits}f}  [{row['low'] * scale:.{digits}f}, "
            f"{row['high'] * scale:.{digits}f}]")


def _table(summary: dict[str, Any]) -> list[str]:
    lines = [f"== {summary['scenario']}: {summary['plays']} plays (95% intervals) =="]
    for outcome, row in summary["outcomes"].items():
        lines.append(f"  {outcome:<24} {_interval(row, 'p', 100, 1)} %")
    for key, row in summary["means"].items():
        if not key.startswith("metric "):
            lines.append(f"  mean {key:<19} {_interval(row, 'mean')}")
    for pid, row in summary["died"].items():
        lines.append(f"  {pid + ' dies':<24} {_interval(row, 'p', 100, 1)} %")
    return lines


def _comparison(table: dict[str, Any]) -> list[str]:
    lines = [f"== alternatives by {table['metric']} (active player; same random numbers) =="]
    for source, row in table["means"].items():
        mark = "  <- best" if source == table["best"] else ""
        lines.append(f"  {source:<40} {_interval(row, 'mean')}{mark}")
    for row in table["against"]:
        verdict = "surely better" if row["sure"] else "not surely better"
        lines.append(f"  best - {row['scenario']}: {_interval(row, 'difference')} "
                     f"({verdict})")
    return lines
