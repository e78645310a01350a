"""Write the outcomes of every bundled scenario, legality, example and benchmark file, and of
seeded games, Monte Carlo runs, goldfish, matches and a tournament, as one JSON document.

    python tests/outcomes.py OUT.json [--quick]

Everything runs through the command line (``mtgsim.cli.main``, in this process), so two
commits with different internals can be compared: ``diff`` the two files. Timings are left
out (every key naming seconds or a rate); what remains must be identical whenever a change
is meant to keep behaviour (a refactoring, a speed-up).
"""

from __future__ import annotations

import argparse
import contextlib
import io
import json
import sys
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

#: keys whose values are measured times, not outcomes
TIMING_KEYS = ("seconds", "time", "elapsed", "per_second", "rate", "duration")


def scenario_files() -> list[Path]:
    """Every scenario file the project ships: golden, legality, example and benchmark."""
    folders = ["tests/scenarios", "tests/scenarios/puzzle_quest", "tests/legality", "examples",
               "examples/montecarlo", "benchmarks/boards", "benchmarks/boards/random"]
    files: list[Path] = []
    for folder in folders:
        files += sorted(p for p in (ROOT / folder).iterdir()
                        if p.suffix in (".toml", ".json") and p.is_file())
    return files


def _strip_timings(value: Any) -> Any:
    if isinstance(value, dict):
        return {k: _strip_timings(v) for k, v in value.items()
                if not any(t in k.lower() for t in TIMING_KEYS)}
    if isinstance(value, list):
        return [_strip_timings(v) for v in value]
    return value


def cli(*argv: str) -> dict[str, Any]:
    """One command's exit code and output (parsed as JSON when it is JSON)."""
    from mtgsim.cli import main

    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        try:
            code = main(list(argv))
        except SystemExit as stop:
            code = stop.code if isinstance(stop.code, int) else 2
    text = out.getvalue()
    try:
        parsed: Any = _strip_timings(json.loads(text))
    except ValueError:
        parsed = text
    return {"exit": code, "out": parsed, "err": err.getvalue().strip().splitlines()[-1:]}


def collect(quick: bool) -> dict[str, Any]:
    results: dict[str, Any] = {}
    for path in scenario_files():
        name = str(path.relative_to(ROOT))
        entry = {"run": cli("run", name, "--json"),
                 "legal_attackers": cli("legal", name, "--step", "attackers", "--json"),
                 "legal_blockers": cli("legal", name, "--step", "blockers", "--json")}
        if not quick:
            entry["random"] = cli("run", name, "--json", "--policy", "random", "--seed", "7")
            entry["heuristic"] = cli("run", name, "--json", "--policy", "heuristic")
        results[name] = entry
        print(name, file=sys.stderr)
    decks = ["examples/decks/red_green_stompy.txt", "examples/decks/white_blue_fliers.txt"]
    for seed in ("1", "2") if quick else ("1", "2", "3", "4"):
        results[f"game random {seed}"] = cli(
            "game", *decks, "--seed", seed, "--policy", "A=random", "--policy", "B=random",
            "--json", "--log")
        results[f"game heuristic {seed}"] = cli(
            "game", *decks, "--seed", seed, "--policy", "A=heuristic", "--policy", "B=random",
            "--json", "--log")
    mc = sorted(str(p.relative_to(ROOT)) for p in (ROOT / "examples/montecarlo").iterdir())
    results["montecarlo batch"] = cli("montecarlo", *mc, "-n", "2000", "--policy", "B=random",
                                      "--format", "json", "--quiet", "--workers", "1")
    results["montecarlo scalar"] = cli("montecarlo", *mc, "-n", "300", "--policy", "B=random",
                                       "--engine", "scalar", "--format", "json", "--quiet",
                                       "--workers", "1")
    results["montecarlo heuristic"] = cli("montecarlo", *mc, "-n", "100", "--policy",
                                          "B=heuristic", "--format", "json", "--quiet",
                                          "--workers", "1")
    results["goldfish"] = cli("goldfish", *decks, "-n", "20", "--format", "json", "--quiet",
                              "--workers", "1")
    results["match"] = cli("match", *decks, "-n", "10", "--policy", "A=random", "--policy",
                           "B=heuristic", "--format", "json", "--quiet", "--workers", "1")
    results["tournament"] = cli("tournament", "--policies", "random,heuristic,solver",
                                "--boards", "random:4", "--seed", "3", "--json", "--quiet",
                                "--workers", "1", "--regret")
    return results


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0] if __doc__ else None)
    parser.add_argument("out", help="the JSON file to write")
    parser.add_argument("--quick", action="store_true",
                        help="only the file's own play and the legal declarations")
    args = parser.parse_args()
    Path(args.out).write_text(json.dumps(collect(args.quick), indent=1, sort_keys=True) + "\n")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
