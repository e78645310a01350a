"""Legality benchmark: how long the legality engine takes to judge a block declaration and to
list every legal one, against a brute force over every declaration.

Run ``python benchmarks/legality.py`` (or ``python -m benchmarks.legality``, or
``python benchmarks/run.py --legality``) from the repository root; ``--quick`` is a fast smoke
run. Target: a verdict on the 8x6 board in under 2 ms median on one core.

The boards (attackers x blockers), built in code, all in the declare-blockers step with every
attacker attacking player B. There is no evasion: every blocker can block every attacker,
the hardest case for both the engine and the brute force.

* attackers ``a1``..``aN``: ``a1`` and ``a2`` have "All creatures able to block this creature
  do so" (Lure, CR 509.1c), ``a3`` has menace (CR 702.111b), the rest are vanilla;
* blockers ``b1``..``bM``: ``b1`` "blocks each combat if able", ``b2`` "can block an
  additional creature each combat", the rest are vanilla.

  =====  =========  ========  =================================================
  board  attackers  blockers  blocks the brute force visits (product of moves)
  =====  =========  ========  =================================================
  4x4    4          4         5^3 x 11 = 1,375
  6x6    6          6         7^5 x 22 = 369,754
  8x6    8          6         9^5 x 37 = 2,184,813
  =====  =========  ========  =================================================

Each blocker must block a Lure creature (b2 both), so menace can't be blocked and the legal
declarations are the 2^(M-1) ways to split the other blockers between ``a1`` and ``a2``.

What is timed, each as the median of ``--repeats`` runs of at least ``--seconds`` each:

* verdict: ``sim.is_legal(state, decl)`` (that is ``sim.legality.legal_declarations.check_blocks``:
a fresh
  ``Judge`` that compiles the position every time, the real cost inside a combat) for a legal
  declaration (the first the engine lists) and for one illegal for requirements (no blocks);
* list: ``list(legal_blocks(state))`` and ``legal_blocks(state).count()``, each on a fresh
  object;
* brute force: one pass over the product of every blocker's possible blocks, checking menace
  and counting the requirements obeyed, which yields the maximum (hence any verdict) and the
  legal list at once. It is written here from the rules, independent of ``sim.legality.constraints``
  and ``sim.legality.search``, and handles exactly what these boards hold. A pass longer than
  ``--brute-seconds`` is stopped and its full time extrapolated from the share done (the
  report says so).

Every board is checked before it is timed (the engine's list equals the brute force's where
that finished, ``count()`` equals the list's length, the legal declaration is legal, no blocks
is illegal with a witness), so a benchmark never times a wrong answer.
"""

from __future__ import annotations

import argparse
import itertools
import json
import platform
import statistics
import sys
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from sim import BlockDeclaration, CombatState, GameState, Kw, Permanent, Player, Step, is_legal
from sim.legality.legal_declarations import legal_blocks
from sim.text import build_card

LURE_TEXT = "All creatures able to block this creature do so"
BLOCKS_EACH_COMBAT_TEXT = "Blocks each combat if able"
ADDITIONAL_TEXT = "Can block an additional creature each combat"
TARGET_MS = 2.0
TARGET_BOARD = "8x6"

DEFAULT_REPEATS = 7
DEFAULT_SECONDS = 0.2
DEFAULT_BRUTE_SECONDS = 10.0
QUICK = {"repeats": 1, "seconds": 0.01, "brute_seconds": 0.2}


@dataclass(frozen=True)
class LegalityBoard:
    """A benchmark position: ``attackers`` attacking creatures, ``blockers`` able to block."""

    key: str
    attackers: int
    blockers: int

    @property
    def title(self) -> str:
        return (f"{self.attackers} attackers (2 Lure, 1 menace) x {self.blockers} blockers "
                "(1 blocks each combat, 1 blocks an additional creature)")


BOARDS: tuple[LegalityBoard, ...] = (
    LegalityBoard("4x4", 4, 4),
    LegalityBoard("6x6", 6, 6),
    LegalityBoard("8x6", 8, 6),
)


def _fail(field: str, message: str) -> Exception:
    return ValueError(f"{field}: {message}")


def _creature(pid: str, controller: str, power: int, toughness: int,
              keywords: Sequence[str] = (), abilities: Sequence[str] = ()) -> Permanent:
    card = build_card({"name": pid, "types": ["Creature"], "power": power,
                       "toughness": toughness, "keywords": list(keywords),
                       "abilities": list(abilities)}, _fail)
    return Permanent(pid, controller, card)


def build(board: LegalityBoard) -> GameState:
    """The board's position at the declare-blockers step (attackers tapped, attacking B)."""
    if board.attackers < 3 or board.blockers < 2:
        raise ValueError("a board needs at least 3 attackers and 2 blockers")
    perms: list[Permanent] = []
    for i in range(1, board.attackers + 1):
        abilities = [LURE_TEXT] if i <= 2 else []
        keywords = ["menace"] if i == 3 else []
        power, toughness = (2 + i % 3, 2 + i % 2)
        perms.append(_creature(f"a{i}", "A", power, toughness, keywords, abilities))
    for i in range(1, board.blockers + 1):
        abilities = [BLOCKS_EACH_COMBAT_TEXT] if i == 1 else [ADDITIONAL_TEXT] if i == 2 else []
        perms.append(_creature(f"b{i}", "B", 1 + i % 3, 3 + i % 2, abilities=abilities))
    for perm in perms:
        perm.tapped = perm.controller == "A"  # attacking creatures are tapped (no vigilance)
    state = GameState({p: Player(p) for p in ("A", "B")}, {p.id: p for p in perms},
                      ("A", "B"), "A")
    state.combat = CombatState("A", {f"a{i}": "B" for i in range(1, board.attackers + 1)},
                               attacks_declared=True)
    state.step = Step.DECLARE_BLOCKERS
    return state


# --- brute force --------------------------------------------------------------------------------

#: The abilities the brute force understands; it refuses a board with any other.
BRUTE_FORCE_ABILITIES = (Kw.FLYING | Kw.REACH | Kw.MENACE | Kw.LURE | Kw.BLOCKS_EACH_COMBAT
                         | Kw.BLOCK_ADDITIONAL)
_CHUNK = 1 << 14


@dataclass
class BruteForce:
    """The result of one brute-force pass. ``maximum`` and ``legal`` are ``None`` when the pass
    ran out of time after ``visited`` of ``total`` declarations."""

    maximum: int | None
    legal: list[BlockDeclaration] | None
    visited: int
    total: int
    seconds: float

    @property
    def complete(self) -> bool:
        return self.visited == self.total

    @property
    def estimated_seconds(self) -> float:
        """The pass's time, extrapolated from the share visited when it did not finish."""
        return self.seconds if self.complete else self.seconds * self.total / max(self.visited, 1)


def brute_force(state: GameState, budget: float | None = None) -> BruteForce:
    """Every block declaration by brute force: visit the product of every blocker's possible
    blocks (nothing, or 1 to its capacity of the attackers it can block), drop those that
    block a menace creature with exactly one creature, and keep those obeying the most
    requirements (each Lure creature: every creature able to block it does; "blocks each
    combat if able": it blocks). Stops after about ``budget`` seconds if given."""
    start = time.perf_counter()
    combat = state.combat
    if combat is None:
        raise ValueError("no combat")
    attackers = sorted(combat.attackers)
    blockers = sorted(p.id for p in state.creatures() if p.controller != state.active
                      and not p.tapped)
    for pid in attackers + blockers:
        extra = state.keywords(pid) & ~BRUTE_FORCE_ABILITIES
        if extra or state.params(pid):
            raise ValueError(f"brute force: {pid} has abilities it does not handle")

    def able(b: str, a: str) -> bool:  # CR 509.1a-b, 702.9b; all attack the one defender
        return not state.has(a, Kw.FLYING) or state.has(b, Kw.FLYING | Kw.REACH)

    requirements: list[tuple[str, str | None]] = []  # (blocker, attacker or None: any)
    for a in attackers:
        if state.has(a, Kw.LURE):
            requirements += [(b, a) for b in blockers if able(b, a)]
    for b in blockers:
        if state.has(b, Kw.BLOCKS_EACH_COMBAT) and any(able(b, a) for a in attackers):
            requirements.append((b, None))
    menace = [a for a in attackers if state.has(a, Kw.MENACE)]
    rows: list[list[tuple[tuple[str, ...], int, int]]] = []  # (move, requirement bits, menace)
    for b in blockers:
        options = [a for a in attackers if able(b, a)]
        cap = 2 if state.has(b, Kw.BLOCK_ADDITIONAL) else 1
        row = []
        for size in range(min(cap, len(options)) + 1):
            for move in itertools.combinations(options, size):
                bits = 0
                for j, (who, what) in enumerate(requirements):
                    if who == b and move and (what is None or what in move):
                        bits |= 1 << j
                packed = sum(1 << (8 * m) for m, a in enumerate(menace) if a in move)
                row.append((move, bits, packed))
        rows.append(row)
    total = 1
    for row in rows:
        total *= len(row)
    fields = [0xFF << (8 * m) for m in range(len(menace))]
    ones = [1 << (8 * m) for m in range(len(menace))]
    menace_checks = list(zip(fields, ones, strict=True))
    best = -1
    kept: list[tuple[tuple[tuple[str, ...], int, int], ...]] = []
    visited = 0
    product = itertools.product(*rows)
    while True:
        chunk = list(itertools.islice(product, _CHUNK))
        if not chunk:
            break
        for combo in chunk:
            bits = packed = 0
            for _, b_bits, b_packed in combo:
                bits |= b_bits
                packed += b_packed
            if packed and any(packed & f == o for f, o in menace_checks):
                continue
            value = bits.bit_count()
            if value > best:
                best = value
                kept = [combo]
            elif value == best:
                kept.append(combo)
        visited += len(chunk)
        if budget is not None and visited < total and time.perf_counter() - start > budget:
            return BruteForce(None, None, visited, total, time.perf_counter() - start)
    legal = [BlockDeclaration(tuple((b, move) for b, (move, _, _)
                                    in zip(blockers, combo, strict=True) if move))
             for combo in kept]
    return BruteForce(best, legal, visited, total, time.perf_counter() - start)


# --- timing -------------------------------------------------------------------------------------

def per_call(fn: Callable[[], object], seconds: float) -> float:
    """Seconds per call of ``fn``, over batches of calls lasting at least ``seconds`` in all."""
    n = 0
    batch = 1
    start = time.perf_counter()
    while True:
        for _ in range(batch):
            fn()
        n += batch
        elapsed = time.perf_counter() - start
        if elapsed >= seconds:
            return elapsed / n
        batch = min(batch * 2, 1024)


def timed(fn: Callable[[], object], repeats: int, seconds: float) -> dict[str, Any]:
    """Median milliseconds per call over ``repeats`` runs (after one warm-up call)."""
    fn()
    runs = [per_call(fn, seconds) * 1e3 for _ in range(repeats)]
    return {"median_ms": statistics.median(runs), "runs_ms": runs}


def time_brute_force(state: GameState, repeats: int, seconds: float,
                     budget: float) -> dict[str, Any]:
    """The brute force's milliseconds per pass: timed like the engine when a pass is cheap,
    else the median of as many single passes as fit in ``budget`` (at least one); a pass
    that runs out of ``budget`` is extrapolated."""
    first = brute_force(state, budget)
    out: dict[str, Any] = {"total": first.total, "complete": first.complete,
                           "visited": first.visited}
    if not first.complete:
        out.update(median_ms=first.estimated_seconds * 1e3, runs_ms=[],
                   stopped_after_s=first.seconds)
    elif first.seconds * repeats * 4 <= budget:
        out.update(timed(lambda: brute_force(state), repeats, seconds))
    else:
        runs = [first.seconds * 1e3]
        spent = first.seconds
        while len(runs) < repeats and spent + first.seconds <= budget:
            again = brute_force(state)
            runs.append(again.seconds * 1e3)
            spent += again.seconds
        out.update(median_ms=statistics.median(runs), runs_ms=runs)
    return out


# --- one board ----------------------------------------------------------------------------------

def check(board: LegalityBoard, state: GameState,
          brute: BruteForce | None = None) -> tuple[list[str], dict[str, Any]]:
    """How the engine's answers on ``board`` are wrong (empty when right), and the facts found:
    the legal list, its count, the two declarations judged."""
    problems: list[str] = []
    listed = list(legal_blocks(state))
    count = legal_blocks(state).count()
    if count != len(listed):
        problems.append(f"count() is {count} but the list has {len(listed)}")
    if len(set(listed)) != len(listed):
        problems.append("the legal list repeats a declaration")
    if not listed:
        problems.append("no legal declaration listed")
    legal = listed[0] if listed else BlockDeclaration()
    illegal = BlockDeclaration()
    verdict = is_legal(state, legal)
    if not verdict.legal:
        problems.append(f"the first listed declaration is judged illegal: {verdict.explain()}")
    refusal = is_legal(state, illegal)
    if refusal.legal or refusal.witness is None:
        problems.append("declaring no blocks is not refused with a witness")
    elif not is_legal(state, refusal.witness).legal:
        problems.append(f"the witness {refusal.witness} is not legal")
    if brute is not None and brute.complete:
        assert brute.legal is not None
        if set(listed) != set(brute.legal):
            problems.append(f"the engine lists {len(listed)} declarations, the brute force "
                            f"{len(brute.legal)}; they differ")
        if verdict.legal and verdict.maximum != brute.maximum:
            problems.append(f"the engine's maximum is {verdict.maximum}, the brute force's "
                            f"{brute.maximum}")
    return problems, {"listed": listed, "count": count, "legal": legal, "illegal": illegal}


def measure(board: LegalityBoard, repeats: int, seconds: float,
            brute_seconds: float) -> dict[str, Any]:
    state = build(board)
    brute = brute_force(state, brute_seconds)
    problems, facts = check(board, state, brute)
    if problems:
        raise SystemExit(f"legality board {board.key} answers wrong: {'; '.join(problems)}")
    legal, illegal = facts["legal"], facts["illegal"]
    out: dict[str, Any] = {
        "key": board.key,
        "title": board.title,
        "attackers": board.attackers,
        "blockers": board.blockers,
        "legal_declarations": facts["count"],
        "verdict_legal": timed(lambda: is_legal(state, legal), repeats, seconds),
        "verdict_illegal": timed(lambda: is_legal(state, illegal), repeats, seconds),
        "list": timed(lambda: list(legal_blocks(state)), repeats, seconds),
        "count": timed(lambda: legal_blocks(state).count(), repeats, seconds),
        "brute_force": time_brute_force(state, repeats, seconds, brute_seconds),
    }
    bf = out["brute_force"]["median_ms"]
    out["speedup_verdict"] = bf / out["verdict_legal"]["median_ms"]
    out["speedup_list"] = bf / out["list"]["median_ms"]
    return out


def benchmark(boards: Sequence[LegalityBoard] = BOARDS, repeats: int = DEFAULT_REPEATS,
              seconds: float = DEFAULT_SECONDS,
              brute_seconds: float = DEFAULT_BRUTE_SECONDS) -> dict[str, Any]:
    results = [measure(b, repeats, seconds, brute_seconds) for b in boards]
    target = next((r for r in results if r["key"] == TARGET_BOARD), None)
    return {
        "python": platform.python_version(),
        "implementation": platform.python_implementation(),
        "machine": platform.machine(),
        "repeats": repeats,
        "seconds": seconds,
        "brute_seconds": brute_seconds,
        "boards": results,
        "target": None if target is None else {
            "board": TARGET_BOARD, "limit_ms": TARGET_MS,
            "median_ms": target["verdict_legal"]["median_ms"],
            "runs_ms": target["verdict_legal"]["runs_ms"],
            "worst_median_ms": max(target["verdict_legal"]["median_ms"],
                                   target["verdict_illegal"]["median_ms"]),
            "met": max(target["verdict_legal"]["median_ms"],
                       target["verdict_illegal"]["median_ms"]) < TARGET_MS},
    }


def _brute_cell(bf: dict[str, Any]) -> str:
    if bf["complete"]:
        return f"{bf['median_ms']:,.1f}"
    return f"~{bf['median_ms']:,.0f}*"


def format_report(result: dict[str, Any]) -> str:
    lines = [f"mtgsim legality benchmark (blocks): {result['implementation']} "
             f"{result['python']} ({result['machine']}), one core",
             f"median of {result['repeats']} runs of >= {result['seconds']:g}s each; verdict = "
             "sim.is_legal on a fresh Judge (compiles the position each call); list/count on a "
             "fresh legal_blocks(state)", ""]
    head = (f"{'board':<6} {'verdict legal':>13} {'verdict illegal':>15} {'list':>8} "
            f"{'count':>8} {'legal':>6} {'brute force':>12} {'declarations':>13} "
            f"{'speed-up':>9} {'speed-up':>9}")
    units = (f"{'':<6} {'ms':>13} {'ms':>15} {'ms':>8} {'ms':>8} {'decls':>6} {'ms':>12} "
             f"{'visited':>13} {'verdict':>9} {'list':>9}")
    lines += [head, units, "-" * len(head)]
    extrapolated = []
    for b in result["boards"]:
        bf = b["brute_force"]
        if not bf["complete"]:
            extrapolated.append(b)
        lines.append(
            f"{b['key']:<6} {b['verdict_legal']['median_ms']:>13.3f} "
            f"{b['verdict_illegal']['median_ms']:>15.3f} {b['list']['median_ms']:>8.3f} "
            f"{b['count']['median_ms']:>8.3f} {b['legal_declarations']:>6} "
            f"{_brute_cell(bf):>12} {bf['total']:>13,} "
            f"{'x' + format(b['speedup_verdict'], ',.0f'):>9} "
            f"{'x' + format(b['speedup_list'], ',.0f'):>9}")
    lines.append("")
    lines.append("brute force = one pass over every declaration (the product of each blocker's "
                 "moves), giving the maximum and the legal list at once; speed-up = brute "
                 "force / engine verdict (legal) or list")
    for b in extrapolated:
        bf = b["brute_force"]
        lines.append(f"* {b['key']}: brute force timed out after {bf['stopped_after_s']:.1f} s "
                     f"having visited {bf['visited']:,} of {bf['total']:,} declarations; its "
                     f"time is extrapolated from that share (> {bf['stopped_after_s']:.1f} s "
                     "measured), and its legal list was not checked against the engine's")
    target = result["target"]
    if target is not None:
        lines.append(f"{target['board']} verdict median {target['median_ms']:.3f} ms (runs "
                     f"{min(target['runs_ms']):.3f}-{max(target['runs_ms']):.3f} ms; slower "
                     f"of legal/illegal {target['worst_median_ms']:.3f} ms; target "
                     f"< {target['limit_ms']:g} ms): {'met' if target['met'] else 'not met'}")
    return "\n".join(lines)


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0] if __doc__ else None)
    parser.add_argument("--repeats", type=int, default=None,
                        help=f"timed runs per figure (default {DEFAULT_REPEATS})")
    parser.add_argument("--seconds", type=float, default=None,
                        help=f"least length of each run in seconds (default {DEFAULT_SECONDS})")
    parser.add_argument("--brute-seconds", type=float, default=None,
                        help="time budget for the brute force on each board, after which it is "
                             f"extrapolated (default {DEFAULT_BRUTE_SECONDS:g})")
    parser.add_argument("--board", action="append", choices=[b.key for b in BOARDS],
                        help="only this board (repeatable); default all")
    parser.add_argument("--quick", action="store_true",
                        help="a fast smoke run: one short run per figure, brute force capped at "
                             f"{QUICK['brute_seconds']:g}s (figures are rough)")
    parser.add_argument("--json", action="store_true", help="print the results as JSON")
    args = parser.parse_args(argv)
    defaults = QUICK if args.quick else {"repeats": DEFAULT_REPEATS, "seconds": DEFAULT_SECONDS,
                                         "brute_seconds": DEFAULT_BRUTE_SECONDS}
    repeats = int(args.repeats if args.repeats is not None else defaults["repeats"])
    seconds = args.seconds if args.seconds is not None else defaults["seconds"]
    brute = args.brute_seconds if args.brute_seconds is not None else defaults["brute_seconds"]
    if repeats < 1 or seconds <= 0 or brute <= 0:
        parser.error("--repeats must be at least 1, --seconds and --brute-seconds positive")
    boards = [b for b in BOARDS if not args.board or b.key in args.board]
    result = benchmark(boards, repeats, seconds, brute)
    print(json.dumps(result, indent=2) if args.json else format_report(result))
    return 0


if __name__ == "__main__":
    sys.exit(main())
