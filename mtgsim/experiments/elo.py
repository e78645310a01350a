"""Bradley–Terry ratings on the Elo scale, fitted by maximum likelihood, with standard errors.

The model: player ``i`` has a strength ``θ_i`` and beats ``j`` with probability
``σ(θ_i − θ_j) = 1 / (1 + e^(θ_j − θ_i))``. ``scores[i, j]`` is what ``i`` scored against
``j`` (a win counts 1, a draw half: each draw is half a win for both sides, the usual
convention of Elo tables), and the log-likelihood is

    L(θ) = Σ_{i≠j} scores[i, j] · log σ(θ_i − θ_j).

``fit`` maximises it by Newton's method with step halving (``L`` is concave; with one
strength held fixed it is strictly concave when the comparisons connect everyone, so
Newton converges in a handful of steps). On the Elo scale a difference of ``θ`` is
``400 / ln 10 · θ`` points: 400 points are odds of 10 to 1.

The maximum exists only when no group of players won (or lost) every game against everyone
outside it: the directed graph "``i`` scored against ``j``" must be strongly connected
(Zermelo 1929; Hunter 2004). When it is not (a policy that never lost, say), ``fit`` adds a
virtual draw (``PRIOR`` of a game, half a win each way) to every pair that met, keeps the
ratings finite, and says so (``Ratings.regularized``).

Anchoring: ``anchor`` (e.g. ``random``) is rated ``ANCHOR_ELO`` = 1000 when present, else the
mean rating is ``MEAN_ELO`` = 1500. Uncertainty: the covariance of ``θ`` is the inverse of the
Fisher information ``I = −∇²L`` (observed = expected for this model) under the anchoring
constraint: with an anchor, the inverse of ``I`` without the anchor's row and column (the
anchor's own error is 0 and every other error is relative to it); with the mean, the
Moore–Penrose pseudo-inverse of ``I`` (the constraint ``Σθ = 0``). Draws are counted as whole
games in ``I`` but as half wins in ``L``, a quasi-likelihood: with many draws the errors are a
little conservative.
"""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence
from typing import Any

import attrs
import numpy as np
from numpy.typing import NDArray

from mtgsim.experiments.stats import Z95

#: Elo points per unit of natural log-strength
ELO_PER_NAT = 400 / math.log(10)
#: the anchor's rating, and the mean rating when there is no anchor
ANCHOR_ELO, MEAN_ELO = 1000.0, 1500.0
#: the virtual draw added to every pair that met when the maximum likelihood does not exist
PRIOR = 0.5
#: Newton stops when the largest gradient component is below this (per game played)
TOLERANCE = 1e-10
MAX_ITERATIONS = 200

Matrix = NDArray[np.float64]


class RatingError(ValueError):
    """Results from which no ratings can be fitted (not square, negative, disconnected)."""


@attrs.frozen(slots=True, eq=False)
class Ratings:
    """Fitted Elo ratings: ``elo[k]`` of ``names[k]``, its standard error ``se[k]`` (0 for the
    anchor), the covariance of the ratings (Elo points squared), the anchoring used, whether
    virtual draws were needed (``regularized``) and the Newton iterations taken."""

    names: tuple[str, ...]
    elo: tuple[float, ...]
    se: tuple[float, ...]
    covariance: tuple[tuple[float, ...], ...]
    anchor: str
    regularized: bool
    iterations: int

    def index(self, name: str) -> int:
        """The position of ``name`` in ``names``."""
        return self.names.index(name)

    def difference(self, a: str, b: str) -> tuple[float, float]:
        """``a``'s rating minus ``b``'s and the standard error of that difference."""
        i, j = self.index(a), self.index(b)
        c = self.covariance
        var = c[i][i] + c[j][j] - 2 * c[i][j]
        return self.elo[i] - self.elo[j], math.sqrt(max(0.0, var))

    def expected(self, a: str, b: str) -> float:
        """The score ``a`` is expected to make against ``b`` under the fitted model."""
        diff, _ = self.difference(a, b)
        return 1 / (1 + 10 ** (-diff / 400))

    def to_json(self) -> dict[str, Any]:
        """Each name's rating, its standard error and 95% half-width; the anchoring."""
        return {"anchor": self.anchor, "regularized": self.regularized,
                "method": "Bradley-Terry maximum likelihood (Newton); standard errors from "
                          "the inverse Fisher information",
                "ratings": {n: {"elo": e, "se": s, "half_width": Z95 * s}
                            for n, e, s in zip(self.names, self.elo, self.se, strict=True)},
                "covariance": [list(row) for row in self.covariance]}


def log_likelihood(theta: Matrix, scores: Matrix) -> float:
    """``L(θ)`` (module docstring): natural log-strengths ``theta``, ``scores[i, j]`` what
    ``i`` scored against ``j``."""
    diff = theta[:, None] - theta[None, :]
    return float(-(scores * np.logaddexp(0.0, -diff)).sum())


def mle_exists(scores: Matrix) -> bool:
    """Whether the maximum likelihood is finite: every player reaches every other along
    "scored against" edges (a strongly connected graph)."""
    k = len(scores)
    edge = scores > 0
    for start, forward in ((0, edge), (0, edge.T)):
        seen = {start}
        todo = [start]
        while todo:
            i = todo.pop()
            for j in np.flatnonzero(forward[i]):
                if int(j) not in seen:
                    seen.add(int(j))
                    todo.append(int(j))
        if len(seen) < k:
            return False
    return True


def _connected(games: Matrix) -> bool:
    """Whether the pairs that met connect every player (undirected)."""
    return mle_exists(games)


def fit(names: Sequence[str], scores: Matrix | Sequence[Sequence[float]],
        anchor: str | None = "random") -> Ratings:
    """The Bradley–Terry ratings of ``names`` from ``scores`` (a square matrix: ``scores[i][j]``
    is what ``names[i]`` scored against ``names[j]``, draws as half a win each), anchored on
    ``anchor`` when it is one of the names, else on the mean (module docstring).

    ``RatingError`` for a matrix that is not square, has negative entries, or whose games do
    not connect every player (their ratings would not be comparable)."""
    w = np.array(scores, dtype=np.float64)
    k = len(names)
    if w.shape != (k, k):
        raise RatingError(f"scores: expected a {k}×{k} matrix for {k} names, got shape "
                          f"{w.shape}")
    if (w < 0).any() or not np.isfinite(w).all():
        raise RatingError("scores: expected finite non-negative numbers")
    if len(set(names)) != k:
        raise RatingError("names: expected distinct names")
    np.fill_diagonal(w, 0.0)
    games = w + w.T
    if k > 1 and not _connected(games):
        raise RatingError("scores: the games played do not connect every player, so their "
                          "ratings can't be compared")
    regularized = k > 1 and not mle_exists(w)
    if regularized:
        w = w + PRIOR / 2 * (games > 0)
        games = w + w.T
    theta, iterations = _newton(w, games)
    info = _information(theta, games)
    ref = names.index(anchor) if anchor is not None and anchor in names else None
    if ref is None:
        theta = theta - theta.mean()
        cov = np.linalg.pinv(info) if k > 1 else np.zeros((1, 1))
        base, label = MEAN_ELO, f"mean = {MEAN_ELO:g}"
    else:
        theta = theta - theta[ref]
        keep = [i for i in range(k) if i != ref]
        cov = np.zeros((k, k))
        if keep:
            cov[np.ix_(keep, keep)] = np.linalg.inv(info[np.ix_(keep, keep)])
        base, label = ANCHOR_ELO, f"{anchor} = {ANCHOR_ELO:g}"
    elo_cov = cov * ELO_PER_NAT ** 2
    return Ratings(tuple(names), tuple(float(base + ELO_PER_NAT * t) for t in theta),
                   tuple(float(math.sqrt(max(0.0, elo_cov[i, i]))) for i in range(k)),
                   tuple(tuple(float(x) for x in row) for row in elo_cov), label,
                   bool(regularized), iterations)


def fit_mapping(scores: Mapping[str, Mapping[str, float]], anchor: str | None = "random"
                ) -> Ratings:
    """``fit`` from nested mappings: ``scores[a][b]`` is what ``a`` scored against ``b``."""
    names = sorted({*scores, *(b for row in scores.values() for b in row)})
    matrix = [[scores.get(a, {}).get(b, 0.0) for b in names] for a in names]
    return fit(names, matrix, anchor)


def _information(theta: Matrix, games: Matrix) -> Matrix:
    """The Fisher information ``−∇²L`` at ``theta``: ``n_ij p_ij (1 − p_ij)`` off the diagonal
    (negated), row sums on it."""
    p = 1 / (1 + np.exp(theta[None, :] - theta[:, None]))
    v = games * p * (1 - p)
    np.fill_diagonal(v, 0.0)
    return np.diag(v.sum(axis=1)) - v


def _newton(w: Matrix, games: Matrix) -> tuple[Matrix, int]:
    """Maximise ``L`` with ``θ_0 = 0`` held fixed: Newton steps on the others, each halved
    until ``L`` does not decrease."""
    k = len(w)
    theta = np.zeros(k)
    if k < 2:
        return theta, 0
    wins = w.sum(axis=1)
    total = max(1.0, float(games.sum()) / 2)
    current = log_likelihood(theta, w)
    for iteration in range(1, MAX_ITERATIONS + 1):
        p = 1 / (1 + np.exp(theta[None, :] - theta[:, None]))
        grad = wins - (games * p).sum(axis=1)
        if np.abs(grad[1:]).max() < TOLERANCE * total:
            return theta, iteration - 1
        info = _information(theta, games)[1:, 1:]
        step = np.zeros(k)
        step[1:] = np.linalg.solve(info, grad[1:])
        scale = 1.0
        while True:
            trial = theta + scale * step
            value = log_likelihood(trial, w)
            if value >= current - 1e-12 * abs(current) or scale < 1e-8:
                break
            scale /= 2
        if np.abs(trial - theta).max() < 1e-13:
            return trial, iteration
        theta, current = trial, value
    return theta, MAX_ITERATIONS


__all__ = ["Ratings", "RatingError", "fit", "fit_mapping", "log_likelihood", "mle_exists",
           "ELO_PER_NAT", "ANCHOR_ELO", "MEAN_ELO", "PRIOR"]
