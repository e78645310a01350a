"""Every experiment's plot, drawn from its JSON data: Monte Carlo summaries (``result.summary()``:
life and poison histograms per player, death probabilities per creature, one bar per
alternative), matches (win rates and game lengths), goldfishing (the kill-turn histogram) and
tournaments (the pairing matrix with the Elo ratings). Each ``save_*`` checks the file's
format and folder first (``check_path``, also called before any play) and writes the figure.

Needs the ``plot`` extra (matplotlib). Only the object-oriented API is used (a ``Figure``, no
pyplot): no global state, no display, safe in threads.
"""

from __future__ import annotations

import io
import os
from collections.abc import Callable, Mapping, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any

from mtgsim.extras import require
from sim.model.errors import ScenarioError

if TYPE_CHECKING:
    from matplotlib.axes import Axes
    from matplotlib.figure import Figure

Summary = Mapping[str, Any]

#: width of a group of bars (one bar per alternative), in units of the axis
GROUP = 0.8


def _figure_class() -> type[Figure]:
    """matplotlib's ``Figure``, or ``MissingExtraError`` naming the ``plot`` extra."""
    require("matplotlib", "plot", "--plot")
    from matplotlib.figure import Figure

    return Figure


def labels(summaries: Sequence[Summary]) -> list[str]:
    """A short label per alternative: its scenario's file stem (the whole label if two clash)."""
    stems = [Path(str(s["scenario"])).stem or str(s["scenario"]) for s in summaries]
    return [stem if stems.count(stem) == 1 else str(s["scenario"])
            for stem, s in zip(stems, summaries, strict=True)]


def _players(summaries: Sequence[Summary], kind: str) -> list[str]:
    """The players with a ``kind`` ("life", "poison") distribution, in order of appearance."""
    found: dict[str, None] = {}
    for s in summaries:
        for key in s["distributions"]:
            head, _, player = key.partition(" ")
            if head == kind:
                found.setdefault(player)
    return list(found)


def _poisoned(summaries: Sequence[Summary], player: str) -> bool:
    """Whether the player ever has poison counters in some alternative."""
    return any(value != 0 and count > 0
               for s in summaries
               for value, count in zip(*_histogram(s, f"poison {player}"), strict=True))


def _histogram(summary: Summary, key: str) -> tuple[list[int], list[int]]:
    """The values and counts of one distribution (none if the summary lacks it)."""
    dist = summary["distributions"].get(key, {"values": [], "counts": []})
    return list(dist["values"]), list(dist["counts"])


def _offset(k: int, n: int) -> float:
    """Where bar ``k`` of a group of ``n`` sits, relative to the group's centre."""
    return (k - (n - 1) / 2) * GROUP / n


def _histograms(ax: Axes, summaries: Sequence[Summary], key: str, names: list[str]) -> None:
    """Grouped bars of the probability of each value of distribution ``key``."""
    from matplotlib.ticker import MaxNLocator

    n = len(summaries)
    for k, (s, name) in enumerate(zip(summaries, names, strict=True)):
        values, counts = _histogram(s, key)
        plays = s["plays"] or 1
        ax.bar([v + _offset(k, n) for v in values], [c / plays for c in counts],
               width=GROUP / n, label=name, color=f"C{k}")
    ax.set_title(key)
    ax.set_xlabel(key.partition(" ")[0])
    ax.set_ylabel("probability")
    ax.set_ylim(0, 1.3)  # headroom for the legend above a bar of 1
    seen = [v for s in summaries for v in _histogram(s, key)[0]]
    if seen:  # at least one unit either side, so the ticks can be whole numbers
        ax.set_xlim(min(seen) - 1, max(seen) + 1)
    ax.xaxis.set_major_locator(MaxNLocator(integer=True))


def _creatures(summaries: Sequence[Summary]) -> dict[str, str]:
    """Each creature of some board, in order of appearance -> its label "id (Card Name)"."""
    out: dict[str, str] = {}
    for s in summaries:
        for pid in s["died"]:
            name = s.get("names", {}).get(pid)
            out.setdefault(pid, f"{pid} ({name})" if name else pid)
    return out


def _deaths(ax: Axes, summaries: Sequence[Summary], names: list[str]) -> None:
    """Horizontal grouped bars of each creature's death probability, 95% interval as error bars."""
    creatures = _creatures(summaries)
    n = len(summaries)
    for k, (s, name) in enumerate(zip(summaries, names, strict=True)):
        rows = [(i, s["died"][pid]) for i, pid in enumerate(creatures) if pid in s["died"]]
        ps = [d["p"] for _, d in rows]
        ax.barh([i + _offset(k, n) for i, _ in rows], ps, height=GROUP / n, label=name,
                color=f"C{k}",
                xerr=[[p - d["low"] for p, (_, d) in zip(ps, rows, strict=True)],
                      [d["high"] - p for p, (_, d) in zip(ps, rows, strict=True)]],
                capsize=3, error_kw={"elinewidth": 1})
    ax.set_yticks(range(len(creatures)), list(creatures.values()))
    ax.invert_yaxis()
    ax.set_xlim(0, 1)
    ax.set_xlabel("probability of dying (95% interval)")
    ax.set_title("deaths")
    if not creatures:
        ax.text(0.5, 0.5, "no creatures", ha="center", va="center", transform=ax.transAxes)


def montecarlo_figure(summaries: Sequence[Summary]) -> Figure:
    """Life (and poison) histograms per player on top, death probabilities per creature below."""
    figure_class = _figure_class()
    if not summaries:
        raise ScenarioError("--plot", "", "nothing to plot: no scenario summaries")
    names = labels(summaries)
    keys = [f"life {p}" for p in _players(summaries, "life")]
    keys += [f"poison {p}" for p in _players(summaries, "poison") if _poisoned(summaries, p)]
    columns = max(1, len(keys))
    bottom = max(1.5, 0.3 * len(_creatures(summaries)) * len(summaries))
    fig = figure_class(figsize=(max(6.0, 4.0 * columns), 3.5 + bottom), layout="constrained")
    grid = fig.add_gridspec(2, columns, height_ratios=[3.0, bottom])
    for column, key in enumerate(keys):
        ax = fig.add_subplot(grid[0, column])
        _histograms(ax, summaries, key, names)
        if column == 0:
            ax.legend(fontsize="small", loc="upper center", ncols=min(3, len(names)))
    _deaths(fig.add_subplot(grid[1, :]), summaries, names)
    return fig


def check_path(path: str | Path) -> str:
    """The format ``path``'s extension names, once it is one matplotlib writes and its folder
    is writable (checked before any play, so a long run never ends unable to save)."""
    require("matplotlib", "plot", "--plot")
    from matplotlib.backend_bases import FigureCanvasBase

    path = Path(path)
    fmt = path.suffix[1:].lower()
    accepted = sorted(FigureCanvasBase.get_supported_filetypes())
    if fmt not in accepted:
        given = repr(path.suffix) if path.suffix else "none"
        raise ScenarioError("--plot", str(path),
                            f"unsupported extension {given}; accepted: "
                            f"{', '.join('.' + a for a in accepted)}")
    folder = path.parent
    if not folder.is_dir() or not os.access(folder, os.W_OK):
        raise ScenarioError("--plot", str(path), "can't write it (no such writable folder)")
    return fmt


def _save(make: Callable[[], Figure], path: str | Path, **options: Any) -> None:
    """Write the figure ``make()`` draws to ``path``, in the format its extension names (png,
    svg, pdf...), once the format and the folder are checked."""
    fmt = check_path(path)
    fig = make()
    try:
        fig.savefig(path, format=fmt, **options)
    except OSError as error:
        raise ScenarioError("--plot", str(path),
                            f"can't write it ({error.strerror or error})") from None


def save_montecarlo(summaries: Sequence[Summary], path: str | Path) -> None:
    """Write ``montecarlo_figure(summaries)`` to ``path``."""
    _save(lambda: montecarlo_figure(summaries), path)


def montecarlo_png(summaries: Sequence[Summary]) -> bytes:
    """``montecarlo_figure(summaries)`` as PNG bytes (a notebook embeds them, base64-encoded)."""
    out = io.BytesIO()
    montecarlo_figure(summaries).savefig(out, format="png")
    return out.getvalue()


# --- matches (``mtgsim match``: ``MatchTally.summary``) ----------------------------------------

def _rates(ax: Axes, summary: Summary, decks: Mapping[str, str]) -> None:
    """Horizontal bars: each player's win rate overall, on the play and on the draw, and the
    draws, with their 95% intervals as error bars."""
    rows: list[tuple[str, Mapping[str, float], str]] = []
    for k, (player, figures) in enumerate(summary["players"].items()):
        name = f"{player} ({Path(decks[player]).stem})" if player in decks else player
        rows += [(f"{name} wins", figures["wins"], f"C{k}"),
                 (f"{player} on the play", figures["on_the_play"], f"C{k}"),
                 (f"{player} on the draw", figures["on_the_draw"], f"C{k}")]
    rows.append(("draws", summary["draws"], "0.5"))
    ps = [row["p"] for _, row, _ in rows]
    ax.barh(range(len(rows)), ps, color=[c for _, _, c in rows],
            xerr=[[p - row["low"] for p, (_, row, _) in zip(ps, rows, strict=True)],
                  [row["high"] - p for p, (_, row, _) in zip(ps, rows, strict=True)]],
            capsize=3, error_kw={"elinewidth": 1})
    ax.set_yticks(range(len(rows)), [label for label, _, _ in rows])
    ax.invert_yaxis()
    ax.set_xlim(0, 1)
    ax.axvline(0.5, color="0.7", linewidth=0.8, linestyle="--")
    ax.set_xlabel("share of games (95% interval)")
    ax.set_title(f"win rates ({summary['games']} games)")


def _lengths(ax: Axes, summary: Summary) -> None:
    """The distribution of the game length in turns, the mean marked."""
    from matplotlib.ticker import MaxNLocator

    turns = summary["turns"]
    games = summary["games"] or 1
    ax.bar(turns["values"], [c / games for c in turns["counts"]], width=0.8, color="C2")
    if turns["values"]:
        ax.axvline(turns["mean"], color="k", linewidth=1,
                   label=f"mean {turns['mean']:.1f} [{turns['low']:.1f}, {turns['high']:.1f}]")
        ax.legend(fontsize="small")
    ax.set_xlabel("turns (both players' turns count)")
    ax.set_ylabel("share of games")
    ax.set_title("game length")
    ax.xaxis.set_major_locator(MaxNLocator(integer=True))


def match_figure(summary: Summary, decks: Mapping[str, str] | None = None) -> Figure:
    """A match (``MatchTally.summary``): win rates with intervals beside the game lengths."""
    figure_class = _figure_class()
    fig = figure_class(figsize=(11.0, 4.0), layout="constrained")
    left, right = fig.subplots(1, 2, width_ratios=[1.2, 1.0])
    _rates(left, summary, decks or {})
    _lengths(right, summary)
    return fig


def save_match(summary: Summary, path: str | Path, decks: Mapping[str, str] | None = None
               ) -> None:
    """Write ``match_figure(summary, decks)`` to ``path``."""
    _save(lambda: match_figure(summary, decks), path)


# --- goldfishing (``GoldfishResult.to_json``) ---------------------------------------------------

def goldfish_figure(data: Mapping[str, Any]) -> Figure:
    """The kill-turn histogram of a goldfish report ``data``: the share of games killing on
    each turn, the decks' bars side by side, and the games without a kill by the turn limit as
    the last group."""
    figure_class = _figure_class()
    from matplotlib.ticker import PercentFormatter

    t = data["turn_limit"]
    decks = data["decks"]
    fig = figure_class(figsize=(max(6.0, 0.45 * (t + 2) + 1), 4.0), layout="constrained")
    ax = fig.add_subplot()
    width = 0.8 / max(1, len(decks))
    positions = list(range(1, t + 2))
    for k, deck in enumerate(decks):
        cells = [*deck["kill"]["distribution"], deck["kill"]["not_by_limit"]]
        shares = [c["p"] for c in cells]
        offset = (k - (len(decks) - 1) / 2) * width
        median = deck["kill"]["median"]["turn"]
        label = f"{deck['label']} (median {f'>{t}' if median is None else median})"
        ax.bar([x + offset for x in positions], shares, width=width, label=label,
               color=f"C{k}", yerr=[[c["p"] - c["low"] for c in cells],
                                    [c["high"] - c["p"] for c in cells]],
               capsize=2, error_kw={"elinewidth": 0.8})
    ax.set_xticks(positions, [*map(str, range(1, t + 1)), f">{t}"])
    ax.yaxis.set_major_formatter(PercentFormatter(1.0))
    ax.set_xlabel(f"kill turn (the deck's turn on which it has dealt {data['kill_damage']} "
                  "damage)")
    ax.set_ylabel("games (95% interval)")
    ax.set_title(f"goldfish: {data['n']} games per deck")
    ax.legend(fontsize="small")
    return fig


def save_goldfish(data: Mapping[str, Any], path: str | Path) -> None:
    """Write ``goldfish_figure(data)`` to ``path``."""
    _save(lambda: goldfish_figure(data), path)


# --- tournaments (``TournamentResult.to_json``) -------------------------------------------------

def tournament_figure(data: Mapping[str, Any]) -> Figure:
    """The pairing matrix as a heatmap (each cell: the row's score against the column, with
    its share printed), the Elo ratings with their 95% half-widths in the row labels."""
    figure_class = _figure_class()
    import numpy as np
    from matplotlib import colormaps

    names = data["policies"]
    matrix = data["matrix"]
    values = np.array([[np.nan if matrix[x][y] is None else matrix[x][y] for y in names]
                       for x in names], dtype=float)
    ratings = data["elo"]["ratings"]
    size = 2.0 + 1.1 * len(names)
    fig = figure_class(figsize=(size + 1.5, size), layout="constrained")
    ax = fig.subplots()
    cmap = colormaps["RdBu"].with_extremes(bad="0.85")  # the diagonal: no games
    image = ax.imshow(values, cmap=cmap, vmin=0.0, vmax=1.0)
    for i in range(len(names)):
        for j in range(len(names)):
            if not np.isnan(values[i, j]):
                ax.text(j, i, f"{values[i, j] * 100:.0f}%", ha="center", va="center",
                        color="white" if abs(values[i, j] - 0.5) > 0.3 else "black")
    ax.set_xticks(range(len(names)), names, rotation=30, ha="right")
    ax.set_yticks(range(len(names)), [f"{n} ({ratings[n]['elo']:.0f} ± "
                                      f"{ratings[n]['half_width']:.0f})" for n in names])
    ax.set_xlabel("opponent")
    ax.set_title(f"score of the row against the column ({data['kind']}: {data['source']})")
    fig.colorbar(image, ax=ax, label="score (draws as half)")
    return fig


def save_tournament(data: Mapping[str, Any], path: str | Path) -> None:
    """Write ``tournament_figure(data)`` to ``path`` (trimmed to what is drawn)."""
    _save(lambda: tournament_figure(data), path, bbox_inches="tight")


__all__ = ["montecarlo_figure", "save_montecarlo", "montecarlo_png", "labels", "check_path",
           "match_figure", "save_match", "goldfish_figure", "save_goldfish",
           "tournament_figure", "save_tournament"]
