"""The conformance checker on real cards: random games between random decks dealt from real
cards the engine runs in full, every decision checked (``check_game``). The cards are
``tests/fixtures/real_pool.json``: a greedy cover of the clause patterns the engine runs over a
full Oracle export, written by ``tests/fixtures/make_real_pool.py`` (kept out of
``tests/fixtures/cards``, for each of whose clause patterns ``tests/test_coverage.py`` wants a
``@plays`` test)."""

from __future__ import annotations

import json
from collections import Counter
from pathlib import Path

import numpy as np
import pytest

from cards.coverage import renders_its_text, status
from cards.database import build_record
from cards.importer import read_cards
from sim.model.card import CardDef
from sim.model.decisions import DecisionKind
from sim.rules.opening import new_game
from sim.testing import check_game, random_deck

FIXTURE = Path(__file__).parent / "fixtures" / "real_pool.json"


def _pool() -> tuple[CardDef, ...]:
    data = json.loads(FIXTURE.read_text(encoding="utf-8"))
    return tuple(build_record(r, str(FIXTURE)) for r in read_cards(data, str(FIXTURE), Counter()))


POOL = _pool()
#: a short game, as in tests/test_testing.py
SHORT = 12
#: the share of a deck's lands that are nonbasic lands of the pool
NONBASIC = 0.3


def test_the_real_pool_runs_in_full() -> None:
    """Every card of the fixture is still run in full and renders back to its text; if not,
    the engine lost a mechanism, or the fixture is to be written again (its docstring)."""
    assert len(POOL) >= 300
    lost = [c.name for c in POOL if status(c) != "full" or not renders_its_text(c)]
    assert not lost, lost
    kinds = Counter("Land" if "Land" in c.types else c.types[0] for c in POOL)
    assert kinds["Land"] >= 20 and kinds["Creature"] >= 100 and kinds["Instant"] >= 20, kinds


def test_a_real_deck_has_nonbasic_lands_of_its_colors() -> None:
    """``random_deck(..., nonbasic=s)``: 40% lands, about a share ``s`` of them nonbasic
    lands of the pool that make mana of the deck's colors (or colorless); at most four of a
    card; the same generator state, the same deck."""
    for seed in range(20):
        deck = random_deck(np.random.default_rng(seed), POOL, 40, nonbasic=NONBASIC)
        assert deck == random_deck(np.random.default_rng(seed), POOL, 40, nonbasic=NONBASIC)
        lands = [c for c in deck if "Land" in c.types]
        assert len(lands) == 16
        colors = {c.produces for c in lands if "Basic" in c.supertypes}
        others = [c for c in lands if "Basic" not in c.supertypes]
        assert 1 <= len(others) <= round(16 * NONBASIC), [c.name for c in others]
        assert all(set(c.produces) & {*"".join(colors), "C"} for c in others)
        assert max(Counter(c.name for c in deck if "Basic" not in c.supertypes).values()) <= 4


def test_without_a_share_a_deck_has_basic_lands_only() -> None:
    deck = random_deck(np.random.default_rng(0), POOL, 40)
    assert all("Basic" in c.supertypes for c in deck if "Land" in c.types)


@pytest.mark.parametrize("size", [40, 60])
def test_random_real_games_conform(size: int) -> None:
    """Whole games between random decks of real cards, checked at every decision (the
    checker's invariants: ``sim.testing.game_checks``): they play lands (nonbasic ones
    too), cast spells, activate abilities, put triggers on the stack and meet the decisions
    that real cards ask for beyond combat's."""
    kinds: set[str] = set()
    dealt: set[str] = set()
    totals: Counter[str] = Counter()
    for seed in range(8):
        rng = np.random.default_rng(seed)
        decks = {p: random_deck(rng, POOL, size, nonbasic=NONBASIC) for p in ("A", "B")}
        dealt |= {c.name for deck in decks.values() for c in deck}
        report = check_game(new_game(decks, seed, turn_limit=SHORT), rng)
        assert 1 <= report.turns <= SHORT
        kinds |= report.kinds
        totals.update(cast=report.cast, activated=report.activated,
                      triggered=report.triggered, lands=report.lands,
                      decisions=report.decisions)
    assert totals["cast"] >= 40 and totals["activated"] >= 10 and totals["triggered"] >= 5 \
        and totals["lands"] >= 60, totals
    assert {DecisionKind.CHOOSE_TARGET, DecisionKind.CHOOSE_PAYMENT, DecisionKind.MULLIGAN,
            DecisionKind.DECLARE_BLOCKERS} <= kinds, kinds
    assert len(kinds) >= 8, kinds
    assert len(dealt) >= len(POOL) // 4  # many different real cards come up
