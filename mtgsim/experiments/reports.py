"""A Monte Carlo result as text (``mtgsim montecarlo``'s table) and as HTML (a notebook's)."""

from __future__ import annotations

import base64
import html as markup
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from mtgsim.runner import MonteCarloResult


def _interval(row: dict[str, float], key: str, scale: float = 1.0, digits: int = 2) -> str:
    return (f"{row[key] * scale:.{digits}f}  [{row['low'] * scale:.{digits}f}, "
            f"{row['high'] * scale:.{digits}f}]")


def _range(distribution: dict[str, list[int]]) -> str:
    """Lowest, median and highest value of a distribution given as values and counts."""
    values, counts = distribution["values"], distribution["counts"]
    half, seen, median = sum(counts) / 2, 0, values[0]
    for v, k in zip(values, counts, strict=True):
        seen += k
        if seen >= half:
            median = v
            break
    return f"min {values[0]}, median {median}, max {values[-1]}"


def rows(summary: dict[str, Any]) -> list[tuple[str, str, str]]:
    """(what, figure with its 95% interval, unit or range) for each line of a scenario."""
    out = [(outcome, _interval(row, "p", 100, 1), "%")
           for outcome, row in summary["outcomes"].items()]
    for key, row in summary["means"].items():
        spread = summary["distributions"].get(key)
        if key.startswith("poison ") and spread and spread["values"] == [0]:
            continue  # no poison counter in any play
        if not key.startswith("metric "):
            out.append((f"mean {key}", _interval(row, "mean"),
                        _range(spread) if spread and spread["values"] else ""))
    names = summary.get("names", {})
    for pid, row in summary["died"].items():
        label = f"{pid} ({names[pid]})" if pid in names and names[pid] != pid else pid
        out.append((f"{label} dies", _interval(row, "p", 100, 1), "%"))
    return out


def engine_line(result: MonteCarloResult) -> str:
    """The report's header line: the engine that played the job, and why not the batch
    engine when it could have been asked to."""
    if result.engine == "batch":
        return "== engine: batch (combats resolved by the mtgsim.batch kernel) =="
    note = f" (batch kernel not used: {result.engine_note})" if result.engine_note else ""
    return f"== engine: scalar{note} =="


def table(result: MonteCarloResult, metric: str = "life_diff") -> str:
    lines = [engine_line(result)]
    state = "" if result.complete else " (interrupted)"
    for summary in result.summary():
        lines.append(f"== {summary['scenario']}: {summary['plays']} plays{state} "
                     "(95% intervals) ==")
        listed = rows(summary)
        width = max(24, *(len(what) for what, _, _ in listed))
        lines += [f"  {what:<{width}} {figure} {unit}".rstrip() for what, figure, unit in listed]
        if "game" in summary:  # a game dealt anew each play: the match report of its games
            lines += match_lines(summary["game"])
    if len(result.sources) > 1:
        comparison = result.compare(metric)
        lines.append(f"== alternatives by {metric} (active player; same random numbers) ==")
        width = max(len(source) for source in comparison["means"])
        for source, row in comparison["means"].items():
            mark = "  <- best" if source == comparison["best"] else ""
            lines.append(f"  {source:<{width}} {_interval(row, 'mean')}{mark}")
        for row in comparison["against"]:
            verdict = "surely better" if row["sure"] else "not surely better"
            lines.append(f"  best - {row['scenario']}: {_interval(row, 'difference')} "
                         f"({verdict})")
    return "\n".join(lines)


def match_lines(summary: dict[str, Any], decks: dict[str, str] | None = None,
                turn_limit: int | None = None) -> list[str]:
    """A match's report (``mtgsim.match.table``): win rates, draws, game length, cards."""
    from mtgsim.match import table as match_table
    return match_table(summary, decks, turn_limit)


def html(result: MonteCarloResult, metric: str = "life_diff") -> str:
    """The table, and the plot when matplotlib is installed."""
    parts = [f"<pre>{markup.escape(table(result, metric))}</pre>"]
    from mtgsim.extras import MissingExtraError
    from mtgsim.plot import png
    try:
        image = base64.b64encode(png(result.summary())).decode()
    except MissingExtraError:
        return parts[0]
    parts.append(f'<img src="data:image/png;base64,{image}" alt="life totals and deaths"/>')
    return "\n".join(parts)
