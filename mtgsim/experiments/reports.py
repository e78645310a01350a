"""Every experiment's report as text, made from its JSON data (each result's ``to_json``):
Monte Carlo runs (``montecarlo_table``; ``montecarlo_html``, a notebook's, with the plot),
matches (``match_lines``), goldfishing (``goldfish_table``) and tournaments
(``tournament_lines``)."""

from __future__ import annotations

import base64
import html as markup
import textwrap
from collections.abc import Mapping, Sequence
from typing import Any

# --- Monte Carlo runs -------------------------------------------------------------------------

def _interval(row: dict[str, float], key: str, scale: float = 1.0, digits: int = 2) -> str:
    return (f"{row[key] * scale:.{digits}f}  [{row['low'] * scale:.{digits}f}, "
            f"{row['high'] * scale:.{digits}f}]")


def _median_of(values: Sequence[int], counts: Sequence[int]) -> int:
    """The median of a distribution given as values (ascending) and their counts."""
    half, seen = sum(counts) / 2, 0
    for v, k in zip(values, counts, strict=True):
        seen += k
        if seen >= half:
            return v
    return values[-1]


def _range(distribution: dict[str, list[int]]) -> str:
    """Lowest, median and highest value of a distribution given as values and counts."""
    values, counts = distribution["values"], distribution["counts"]
    return f"min {values[0]}, median {_median_of(values, counts)}, max {values[-1]}"


def scenario_rows(summary: dict[str, Any]) -> list[tuple[str, str, str]]:
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


def engine_line(data: Mapping[str, Any]) -> str:
    """The report's header line: the engine that played the job, and why not the batch
    engine when it could have been asked to."""
    if data["engine"] == "batch":
        return "== engine: batch (combats resolved by the mtgsim.batch kernel) =="
    note = f" (batch kernel not used: {data['engine_note']})" if data["engine_note"] else ""
    return f"== engine: scalar{note} =="


def montecarlo_table(data: Mapping[str, Any]) -> str:
    """A Monte Carlo run's report (``MonteCarloResult.to_json(metric)``) as text: what
    ``mtgsim montecarlo`` prints."""
    lines = [engine_line(data)]
    state = "" if data["complete"] else " (interrupted)"
    for summary in data["scenarios"]:
        lines.append(f"== {summary['scenario']}: {summary['plays']} plays{state} "
                     "(95% intervals) ==")
        listed = scenario_rows(summary)
        width = max(24, *(len(what) for what, _, _ in listed))
        lines += [f"  {what:<{width}} {figure} {unit}".rstrip() for what, figure, unit in listed]
        if "game" in summary:  # a game dealt anew each play: the match report of its games
            lines += match_lines(summary["game"])
    comparison = data["comparison"]
    if comparison is not None:
        metric = comparison["metric"]
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


def montecarlo_html(data: Mapping[str, Any]) -> str:
    """A Monte Carlo run's report as HTML (a notebook's): the table, and the plot when
    matplotlib is installed."""
    parts = [f"<pre>{markup.escape(montecarlo_table(data))}</pre>"]
    from mtgsim.experiments.plots import montecarlo_png
    from mtgsim.extras import MissingExtraError
    try:
        image = base64.b64encode(montecarlo_png(data["scenarios"])).decode()
    except MissingExtraError:
        return parts[0]
    parts.append(f'<img src="data:image/png;base64,{image}" alt="life totals and deaths"/>')
    return "\n".join(parts)


# --- matches ---------------------------------------------------------------------------------

def _rate(row: Mapping[str, Any]) -> str:
    """``52.3% [49.2, 55.4]``, or ``-`` for a rate of no games."""
    if not row["games"]:
        return "-"
    return f"{row['p'] * 100:5.1f}% [{row['low'] * 100:4.1f}, {row['high'] * 100:4.1f}]"


def match_lines(summary: Mapping[str, Any], decks: Mapping[str, str] | None = None,
                turn_limit: int | None = None, indent: str = "  ") -> list[str]:
    """The lines of a match's report (``summary``: ``MatchTally.summary``): a row per player
    (its deck from ``decks``), the draws, the game length, then each player's cards."""
    decks = decks or {}
    players = summary["players"]
    label = {p: f"{p} {decks[p]}" if p in decks else p for p in players}
    width = max(24, *(len(v) + 1 for v in label.values()))
    out = [f"{indent}{'':<{width}} {'  wins':<20} {'  on the play':<20} "
           f"{'  on the draw':<20}   mulligans"]
    for p, row in players.items():
        out.append(f"{indent}{label[p]:<{width}} {_rate(row['wins']):<20} "
                   f"{_rate(row['on_the_play']):<20} {_rate(row['on_the_draw']):<20} "
                   f"{_rate(row['mulligans'])}")
    draws = summary["draws"]
    limit = f" ({turn_limit})" if turn_limit else ""
    out.append(f"{indent}{'draws':<{width}} {_rate(draws):<20} {draws['count']} games, "
               f"{draws['turn_limit']} of them at the turn limit{limit}")
    turns = summary["turns"]
    if turns["values"]:
        spread = (f"min {turns['values'][0]}, median "
                  f"{_median_of(turns['values'], turns['counts'])}, max {turns['values'][-1]}")
        out.append(f"{indent}{'game length (turns)':<{width}} {turns['mean']:.2f} "
                   f"[{turns['low']:.2f}, {turns['high']:.2f}]  {spread}")
    for p, cards in summary["cards"].items():
        out.append(f"== {label[p]}: cards (win rate of the games where drawn, not drawn, "
                   "cast or played) ==")
        if not cards:
            out.append(f"{indent}(no card drawn)")
            continue
        names = max(4, *(len(r["name"]) for r in cards))
        out.append(f"{indent}{'card':<{names}} {'drawn':>6}  {'win when drawn':<20} "
                   f"{'not drawn':>9} {'+/-':>6} {'cast':>6}  win when cast")
        for r in cards:
            gain = "" if r["improvement"] is None else f"{r['improvement'] * 100:+.1f}"
            unseen = f"{r['not_drawn']['p'] * 100:.1f}%" if r["not_drawn"]["games"] else "-"
            cast = _rate(r["cast"])
            out.append(f"{indent}{r['name']:<{names}} {r['drawn']['games']:>6}  "
                       f"{_rate(r['drawn']):<20} {unseen:>9} {gain:>6} "
                       f"{r['cast']['games']:>6}  {cast}")
    return out


# --- goldfishing ------------------------------------------------------------------------------

def _percent(p: float) -> str:
    return f"{100 * p:.1f}%"


def _mean(d: Mapping[str, float], digits: int = 2) -> str:
    return f"{d['mean']:.{digits}f} [{d['low']:.{digits}f}, {d['high']:.{digits}f}]"


def _turn(v: int | None, limit: int) -> str:
    return f">{limit}" if v is None else str(v)


def goldfish_table(data: Mapping[str, Any]) -> str:
    """A goldfish run's report (``GoldfishResult.to_json()``) as text tables."""
    t = data["turn_limit"]
    first = {"play": "on the play", "draw": "on the draw",
             "random": "on the play or the draw (coin flip)"}[data["first"]]
    lines = [f"== goldfish: {data['n']} games per deck, seed {data['seed']}, {first}, policy "
             f"{data['policy']}, turn limit {t}; the opponent does nothing ==", ""]
    for deck in data["decks"]:
        lines += _deck_report(deck, t)
    diff = data["paired_difference"]
    if diff is not None:
        lines += ["== comparison ==",
                  f"kill turn, {diff['of']} (paired game by game, common random numbers; no "
                  f"kill = turn {t + 1}): {diff['mean']:+.3f} [{diff['low']:+.3f}, "
                  f"{diff['high']:+.3f}]", ""]
    return "\n".join(lines).rstrip("\n")


def _deck_report(deck: Mapping[str, Any], t: int) -> list[str]:
    kill = deck["kill"]
    n = deck["games"]
    median = kill["median"]
    by_limit = kill["distribution"][-1]["by_turn"]
    lines = [f"== {deck['label']} ({deck['cards']} cards: {deck['deck']}) ==",
             f"kill turn ({kill['damage']} damage): mean {_mean(kill['mean'])}"
             + (f" (no kill = turn {t + 1}; mean of the {kill['mean_of_kills']['games']} "
                f"kills {_mean(kill['mean_of_kills'])})" if kill["not_by_limit"]["games"]
                else "")
             + f", median {_turn(median['turn'], t)} [{_turn(median['low'], t)}, "
             f"{_turn(median['high'], t)}]; killed by turn {t}: {_percent(by_limit['p'])} "
             f"[{_percent(by_limit['low'])}, {_percent(by_limit['high'])}]",
             f"  {'turn':>4}  {'games':>6}  {'share':>6}  by this turn [95%]"]
    rows = [d for d in kill["distribution"] if d["games"]]
    shown = [d for d in kill["distribution"]
             if rows and rows[0]["turn"] <= d["turn"] <= rows[-1]["turn"]]
    for d in shown:
        b = d["by_turn"]
        lines.append(f"  {d['turn']:>4}  {d['games']:>6}  {_percent(d['p']):>6}  "
                     f"{_percent(b['p']):>6} [{_percent(b['low'])}, {_percent(b['high'])}]")
    none = kill["not_by_limit"]
    lines.append(f"  {'>' + str(t):>4}  {none['games']:>6}  {_percent(none['p']):>6}")
    mull = deck["mulligans"]
    rate = mull["rate"]
    lines += [f"mulligans: {_percent(rate['p'])} of games [{_percent(rate['low'])}, "
              f"{_percent(rate['high'])}]; {_mean(mull['mean'])} per game",
              "lands on the battlefield and mana available, by turn (after the land drop; "
              "mean [95%]):",
              f"  {'turn':>4}  {'games':>6}  {'lands':<20}  mana"]
    for row in deck["turns"]:
        lines.append(f"  {row['turn']:>4}  {row['games']:>6}  {_mean(row['lands']):<20}  "
                     f"{_mean(row['mana'])}")
    lines += _castable_table(deck, n)
    lines.append("")
    return lines


def _castable_table(deck: Mapping[str, Any], n: int) -> list[str]:
    """Turns x cards: the % of games in which a copy was castable at the start of the
    precombat main phase (before the turn's land drop); lands: in hand."""
    castable = deck["castable"]
    names = list(castable)
    width = 9
    headers = [textwrap.wrap(name, width, break_long_words=True) or [""] for name in names]
    depth = max((len(h) for h in headers), default=1)
    lines = ["castable at the start of the precombat main phase (% of games; before the "
             "turn's land drop; lands: in hand):"]
    for row in range(depth):
        cells = [h[row - (depth - len(h))] if row >= depth - len(h) else "" for h in headers]
        label = "turn" if row == depth - 1 else ""
        lines.append((f"  {label:>4} " + " ".join(f"{c:>{width}}" for c in cells)).rstrip())
    widest = 0.0
    turns = len(next(iter(castable.values()))) if castable else 0
    for k in range(turns):
        cells = []
        for name in names:
            cell = castable[name][k]
            widest = max(widest, cell["high"] - cell["p"], cell["p"] - cell["low"])
            cells.append(f"{100 * cell['p']:>{width}.1f}")
        lines.append(f"  {k + 1:>4} " + " ".join(cells))
    lines.append(f"  (95% intervals: within {100 * widest:.1f} points of each figure; "
                 "--format json has each)")
    return lines


# --- tournaments ------------------------------------------------------------------------------

def _score(p: float, lo: float, hi: float) -> str:
    return f"{p * 100:5.1f}% [{lo * 100:4.1f}, {hi * 100:4.1f}]"


def _seconds(value: float | int | None) -> str:
    if value is None:
        return "-"
    value = float(value)
    return f"{value * 1e3:.3f} ms" if value < 1 else f"{value:.2f} s"


def tournament_lines(data: Mapping[str, Any]) -> list[str]:
    """A tournament's report (``TournamentResult.to_json()``) as lines of text: the pairings,
    the score matrix, the ratings with their 95% half-widths and each policy's time per
    decision, the regrets."""
    what = (f"{data['count']} board(s) ({data['source']}), {data['n']} play(s) per pairing "
            f"per seat per board" if data["kind"] == "boards" else
            f"decks {data['source']} ({data['count']} pairing(s)), {data['n']} game(s) per "
            f"pairing per seat")
    out = [f"== tournament: {len(data['policies'])} policies, {what}, turn limit "
           f"{data['turn_limit']}, seed {data['seed']}; 95% intervals ==", ""]
    rows = data["pairings"]
    width = max(12, *(len(f"{r['policy']} vs {r['opponent']}") for r in rows))
    out.append(f"{'pairing':<{width}} {'games':>6} {'wins':>6} {'draws':>6} {'losses':>6}   "
               f"score (draws half)")
    for r in rows:
        out.append(f"{r['policy'] + ' vs ' + r['opponent']:<{width}} {r['games']:>6} "
                   f"{r['wins']:>6} {r['draws']:>6} {r['losses']:>6}   "
                   f"{_score(r['score'], r['low'], r['high'])}")
    names = data["policies"]
    cell = max(7, *(len(n) for n in names))
    out += ["", "score of the row against the column:",
            f"{'':<{cell}} " + " ".join(f"{n:>{cell}}" for n in names)]
    for x, row in data["matrix"].items():
        out.append(f"{x:<{cell}} " + " ".join(
            f"{'-':>{cell}}" if v is None else f"{v * 100:>{cell - 1}.1f}%"
            for v in row.values()))
    elo = data["elo"]
    ratings = elo["ratings"]
    note = "; virtual draws added: some policy won or lost every game" \
        if elo["regularized"] else ""
    times = data["time"]
    out += ["", f"Elo (Bradley–Terry maximum likelihood, draws as half; {elo['anchor']}; "
            f"± 95% from the Fisher information{note}):",
            f"{'policy':<{cell}} {'Elo':>6} {'± 95%':>7}   {'time/decision (median)':>22} "
            f"{'decisions':>10}"]
    for name in sorted(names, key=lambda n: -ratings[n]["elo"]):
        t, rating = times[name], ratings[name]
        out.append(f"{name:<{cell}} {rating['elo']:>6.0f} {rating['half_width']:>7.0f}"
                   f"   {_seconds(t['median_seconds']):>22} {t['decisions']:>10}")
    regrets = data["regret"]
    if regrets is not None:
        out += ["", "regret: evaluation lost by blocking as the policy instead of the solver "
                "(first block of each board; mean, 95% t interval):"]
        for name, r in regrets.items():
            out.append(f"{name:<{cell}} {r['mean']:>8.3f} [{r['low']:.3f}, {r['high']:.3f}]  "
                       f"{r['boards']} boards judged, {r['skipped']} without a block")
    return out


__all__ = ["montecarlo_table", "montecarlo_html", "engine_line", "scenario_rows", "match_lines",
           "goldfish_table", "tournament_lines"]
