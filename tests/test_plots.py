"""mtgsim.experiments.plots (Monte Carlo summaries): the bars drawn are the summaries' numbers;
save, png and the missing extra."""

from __future__ import annotations

import importlib
import xml.etree.ElementTree as ET
from pathlib import Path
from types import ModuleType
from typing import Any

import pytest

pytest.importorskip("matplotlib")

from matplotlib.axes import Axes  # noqa: E402
from matplotlib.collections import LineCollection  # noqa: E402
from matplotlib.container import BarContainer, ErrorbarContainer  # noqa: E402
from matplotlib.figure import Figure  # noqa: E402

import mtgsim.extras  # noqa: E402
from mtgsim.experiments import plots as plot  # noqa: E402
from sim.model.errors import ScenarioError  # noqa: E402

PNG = b"\x89PNG"
BOTH = "examples/montecarlo/attack_with_both.toml"
GIANT = "examples/montecarlo/attack_with_the_giant.toml"


def share(p: float, low: float, high: float) -> dict[str, float]:
    return {"p": p, "low": low, "high": high}


def dist(values: list[int], counts: list[int]) -> dict[str, list[int]]:
    return {"values": values, "counts": counts}


def summary(scenario: str, plays: int, died: dict[str, dict[str, float]],
            distributions: dict[str, dict[str, list[int]]]) -> dict[str, Any]:
    return {"scenario": scenario, "plays": plays,
            "outcomes": {"nobody lost": share(1.0, 0.99, 1.0)},
            "died": died,
            "names": {"bears": "Grizzly Bears", "cubs": "Grizzly Bears", "giant": "Hill Giant"},
            "means": {"life A": {"mean": 20.0, "low": 20.0, "high": 20.0}},
            "distributions": distributions}


#: no poison anywhere
S1 = summary(BOTH, 10000,
             {"bears": share(0.41, 0.40, 0.42), "cubs": share(0.0, 0.0, 0.0004),
              "giant": share(0.25, 0.24, 0.26)},
             {"life A": dist([20], [10000]), "life B": dist([15, 17, 20], [4100, 3000, 2900]),
              "poison A": dist([0], [10000]), "poison B": dist([0], [10000])})
#: B is poisoned sometimes, A never; other plays, other life totals
S2 = summary(GIANT, 4000,
             {"bears": share(0.1, 0.09, 0.11), "cubs": share(0.05, 0.04, 0.06),
              "giant": share(0.5, 0.48, 0.52)},
             {"life A": dist([18, 20], [1000, 3000]), "life B": dist([16, 20], [400, 3600]),
              "poison A": dist([0], [4000]), "poison B": dist([0, 1, 2], [3000, 600, 400])})


def axes(fig: Figure, title: str) -> Axes:
    (ax,) = [a for a in fig.axes if a.get_title() == title]
    return ax


def bars(ax: Axes) -> list[BarContainer]:
    return [c for c in ax.containers if isinstance(c, BarContainer)]


def centres(container: BarContainer) -> list[float]:
    return [r.get_x() + r.get_width() / 2 for r in container.patches]


@pytest.mark.parametrize("key", ["life A", "life B", "poison B"])
def test_histogram_bars_are_the_probability_of_each_value_per_alternative(key: str) -> None:
    fig = plot.montecarlo_figure([S1, S2])
    groups = bars(axes(fig, key))
    assert [c.get_label() for c in groups] == ["attack_with_both", "attack_with_the_giant"]
    for container, s in zip(groups, [S1, S2], strict=True):
        d = s["distributions"][key]
        heights = [r.get_height() for r in container.patches]
        assert heights == pytest.approx([c / s["plays"] for c in d["counts"]])
        assert [round(x) for x in centres(container)] == d["values"]
    # side by side: at each shared value the first alternative's bar ends where the second begins
    first, second = ({round(x): r for x, r in zip(centres(c), c.patches, strict=True)}
                     for c in groups)
    shared = first.keys() & second.keys()
    assert shared
    for value in shared:
        a, b = first[value], second[value]
        assert a.get_x() + a.get_width() == pytest.approx(b.get_x())


def test_legend_names_each_alternative_by_its_scenario_stem() -> None:
    fig = plot.montecarlo_figure([S1, S2])
    legend = axes(fig, "life A").get_legend()
    assert legend is not None
    assert [t.get_text() for t in legend.get_texts()] == ["attack_with_both",
                                                          "attack_with_the_giant"]


def test_clashing_stems_fall_back_to_the_whole_scenario_label() -> None:
    other = dict(S2, scenario="elsewhere/attack_with_both.toml")
    assert plot.labels([S1, other]) == [BOTH, "elsewhere/attack_with_both.toml"]


def test_death_bars_are_the_probabilities_with_their_interval() -> None:
    fig = plot.montecarlo_figure([S1, S2])
    ax = axes(fig, "deaths")
    assert [t.get_text() for t in ax.get_yticklabels()] == [
        "bears (Grizzly Bears)", "cubs (Grizzly Bears)", "giant (Hill Giant)"]
    groups = bars(ax)
    assert [c.get_label() for c in groups] == ["attack_with_both", "attack_with_the_giant"]
    for container, s in zip(groups, [S1, S2], strict=True):
        died = [s["died"][pid] for pid in ("bears", "cubs", "giant")]
        assert [r.get_width() for r in container.patches] == pytest.approx([d["p"] for d in died])
        # one group per creature, at its tick
        assert [round(r.get_y() + r.get_height() / 2) for r in container.patches] == [0, 1, 2]
        errorbar = container.errorbar
        assert isinstance(errorbar, ErrorbarContainer)
        (lines,) = errorbar.lines[2]
        assert isinstance(lines, LineCollection)
        segments = lines.get_segments()
        assert [seg[0][0] for seg in segments] == pytest.approx([d["low"] for d in died])
        assert [seg[1][0] for seg in segments] == pytest.approx([d["high"] for d in died])
        ys = [r.get_y() + r.get_height() / 2 for r in container.patches]
        assert [seg[0][1] for seg in segments] == pytest.approx(ys)


def test_poison_axes_only_for_players_ever_poisoned() -> None:
    assert [a.get_title() for a in plot.montecarlo_figure([S1]).axes] == [
        "life A", "life B", "deaths"]
    assert [a.get_title() for a in plot.montecarlo_figure([S1, S2]).axes] == [
        "life A", "life B", "poison B", "deaths"]


def test_save_png_and_svg(tmp_path: Path) -> None:
    plot.save_montecarlo([S1, S2], tmp_path / "out.png")
    assert (tmp_path / "out.png").read_bytes().startswith(PNG)
    plot.save_montecarlo([S1, S2], str(tmp_path / "out.svg"))
    root = ET.parse(tmp_path / "out.svg").getroot()
    assert root.tag == "{http://www.w3.org/2000/svg}svg"
    plot.save_montecarlo([S1], tmp_path / "upper.PNG")
    assert (tmp_path / "upper.PNG").read_bytes().startswith(PNG)


@pytest.mark.parametrize("where", ["missing/out.png", "a_file/out.png"])
def test_save_to_an_unwritable_place_is_a_scenario_error(tmp_path: Path, where: str) -> None:
    (tmp_path / "a_file").write_text("not a folder")
    path = tmp_path / where
    with pytest.raises(ScenarioError) as caught:
        plot.save_montecarlo([S1], path)
    assert (caught.value.source, caught.value.field) == ("--plot", str(path))
    assert caught.value.message.startswith("can't write it (")
    assert caught.value.message.endswith(")")
    assert str(caught.value).startswith(f"--plot: {path}: can't write it (")


@pytest.mark.parametrize("name", ["out.xyz", "out"])
def test_save_with_an_unsupported_extension_names_the_accepted_ones(tmp_path: Path,
                                                                   name: str) -> None:
    path = tmp_path / name
    with pytest.raises(ScenarioError) as caught:
        plot.save_montecarlo([S1], path)
    assert (caught.value.source, caught.value.field) == ("--plot", str(path))
    assert "unsupported extension" in caught.value.message
    accepted = caught.value.message.split("accepted: ")[1].split(", ")
    assert {".png", ".svg", ".pdf"} <= set(accepted)
    assert not path.exists()


def test_png_returns_png_bytes() -> None:
    data = plot.montecarlo_png([S1, S2])
    assert data.startswith(PNG)
    assert len(data) > 1000


def test_nothing_to_plot_is_a_scenario_error() -> None:
    with pytest.raises(ScenarioError, match="nothing to plot"):
        plot.montecarlo_figure([])


def test_without_matplotlib_figure_says_which_extra_to_install(
        monkeypatch: pytest.MonkeyPatch) -> None:
    real = importlib.import_module

    def no_matplotlib(name: str, package: str | None = None) -> ModuleType:
        if name == "matplotlib" or name.startswith("matplotlib."):
            raise ImportError(f"No module named {name!r}")
        return real(name, package)

    monkeypatch.setattr("mtgsim.extras.importlib.import_module", no_matplotlib)
    for call in (lambda: plot.montecarlo_figure([S1]), lambda: plot.montecarlo_png([S1])):
        with pytest.raises(mtgsim.extras.MissingExtraError) as caught:
            call()
        assert "pip install 'mtgsim[plot]'" in str(caught.value)
