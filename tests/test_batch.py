"""mtgsim.batch, the batched combat kernel: every board's result equals the scalar engine's
(``mtgsim.play`` with the default policy on ``boards.scenario(i)``), on fixed-seed random
boards and on boards hypothesis draws; hand-computed boards; the generator's legality and
determinism; the benchmark runs."""

from __future__ import annotations

import importlib.util
import subprocess
import sys
from pathlib import Path
from typing import Any

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import mtgsim
from mtgsim import batch
from mtgsim.batch import keyword_bits as kw

ROOT = Path(__file__).resolve().parent.parent


def scalar(boards: batch.Boards, i: int) -> dict[str, Any]:
    """Board ``i`` played by the scalar engine, default policy, as ``Outcome.to_dict()``."""
    return mtgsim.play(mtgsim.load(boards.scenario(i))).to_dict()


def disagreements(boards: batch.Boards) -> list[tuple[int, dict[str, Any], dict[str, Any]]]:
    result = batch.resolve(boards)
    out = []
    for i in range(len(boards)):
        want, got = scalar(boards, i), result.outcome(i)
        if want != got:
            out.append((i, want, got))
    return out


# --- agreement with the scalar engine ------------------------------------------------------

@pytest.mark.parametrize(("seed", "n", "probability"), [(1, 2500, 0.15), (2, 1000, 0.35)])
def test_random_boards_agree_with_the_scalar_engine(seed: int, n: int,
                                                    probability: float) -> None:
    boards = batch.random_boards(n, seed=seed, keyword_probability=probability)
    bad = disagreements(boards)
    assert not bad, f"{len(bad)} of {n} disagree; first: board {boards.scenario(bad[0][0])}, " \
                    f"scalar {bad[0][1]}, batch {bad[0][2]}"


NAMES = [name for _, name in kw.NAMES]
creatures = st.tuples(st.one_of(st.integers(0, 6), st.integers(0, 20)),
                      st.one_of(st.integers(1, 6), st.integers(1, 20)),
                      st.lists(st.sampled_from(NAMES), unique=True, max_size=5))


@st.composite
def legal_boards(draw: st.DrawFn) -> batch.Boards:
    """One board with legal blocks, drawn here independently of ``random_boards``: each
    blocker blocks one attacker it may (flying needs flying or reach) or none; a creature
    with menace is blocked by none or two or more."""
    attackers = draw(st.lists(creatures, max_size=3))
    blockers = draw(st.lists(creatures, max_size=3))
    blocks: list[int | None] = []
    for _, _, words in blockers:
        options: list[int | None] = [None] + [
            i for i, (_, _, a) in enumerate(attackers)
            if "flying" not in a or "flying" in words or "reach" in words]
        blocks.append(draw(st.sampled_from(options)))
    for i, (_, _, words) in enumerate(attackers):
        if "menace" in words and blocks.count(i) == 1:
            blocks[blocks.index(i)] = None
    life = (draw(st.integers(1, 20)), draw(st.integers(1, 20)))
    poison = (draw(st.integers(0, 9)), draw(st.integers(0, 9)))
    return batch.board(attackers, blockers, blocks, life, poison)


@settings(max_examples=250, deadline=None)
@given(legal_boards())
def test_any_legal_board_agrees_with_the_scalar_engine(boards: batch.Boards) -> None:
    assert batch.resolve(boards).outcome(0) == scalar(boards, 0)


# --- hand-computed boards -------------------------------------------------------------------

def outcome(boards: batch.Boards) -> dict[str, Any]:
    """The kernel's outcome of a one-board ``boards``, checked against the scalar engine."""
    got = batch.resolve(boards).outcome(0)
    assert got == scalar(boards, 0)
    return got


def ongoing(life: tuple[int, int], died: list[str], poison: tuple[int, int] = (0, 0)
            ) -> dict[str, Any]:
    return {"life": {"A": life[0], "B": life[1]}, "poison": {"A": poison[0], "B": poison[1]},
            "losers": [], "winners": [], "ended": False, "reason": "", "died": died,
            "exiled": []}


def b_lost(life: tuple[int, int], died: list[str], poison: tuple[int, int] = (0, 0)
           ) -> dict[str, Any]:
    return {**ongoing(life, died, poison), "losers": ["B"], "winners": ["A"], "ended": True,
            "reason": "all other players lost"}


def test_trample_over_a_blocker() -> None:
    """CR 702.19b: lethal damage (2) to the 2/2, the rest (1) to the player."""
    assert outcome(batch.board([(3, 3, "trample")], [(2, 2, "")], [0])) == \
        ongoing((20, 19), ["b1"])


def test_double_strike_against_first_strike() -> None:
    """CR 510.4, 702.4b: both strike first; the 1/1 dies, and the blocked 2/2 double striker
    without trample deals no regular damage (no blocker left, 510.1c); it survives 1 damage."""
    boards = batch.board([(2, 2, "double strike")], [(1, 1, "first strike")], [0])
    assert outcome(boards) == ongoing((20, 20), ["b1"])
    assert batch.resolve(boards).damage[0].tolist() == [1, 0, 0, 2, 0, 0]


def test_double_strike_trampler_hits_the_player_in_the_second_step() -> None:
    """702.19e: a trampler whose blockers are all gone assigns all its damage to the player."""
    assert outcome(batch.board([(3, 3, "double strike, trample")], [(2, 2, "")], [0])) == \
        ongoing((20, 16), ["b1"])


def test_deathtouch_trample_into_two_blockers() -> None:
    """702.2c, 702.19c: 1 is lethal damage from deathtouch, so 1 to each blocker, 3 over."""
    boards = batch.board([(5, 8, "deathtouch, trample")], [(3, 3, ""), (4, 4, "")], [0, 0])
    assert outcome(boards) == ongoing((20, 17), ["b1", "b2"])


def test_infect_kills_an_indestructible_blocker() -> None:
    """702.90c, 704.5f: two -1/-1 counters leave the indestructible 2/2 at toughness 0; the
    2/2 infect attacker dies of ordinary lethal damage in the same check (listed first)."""
    boards = batch.board([(2, 2, "infect")], [(2, 2, "indestructible")], [0])
    assert outcome(boards) == ongoing((20, 20), ["a1", "b1"])


def test_indestructible_survives_lethal_and_deathtouch_damage() -> None:
    """702.12b: neither lethal damage nor deathtouch destroys it."""
    boards = batch.board([(5, 5, "deathtouch")], [(2, 2, "indestructible")], [0])
    assert outcome(boards) == ongoing((20, 20), [])


def test_infect_gives_poison_and_ten_loses() -> None:
    """702.90b, 704.5c: 8 + 2 poison counters is 10: B loses."""
    boards = batch.board([(2, 2, "infect")], poison=(0, 8))
    assert outcome(boards) == b_lost((20, 20), [], (0, 10))


def test_wither_weakens_a_blocker_before_it_strikes_back() -> None:
    """702.80a, 702.7b: a 1/3 first-strike wither attacker makes the 3/3 blocker a 2/2 first,
    which then deals only 2 damage: the attacker survives."""
    boards = batch.board([(1, 3, "first strike, wither")], [(3, 3, "")], [0])
    assert outcome(boards) == ongoing((20, 20), [])
    assert batch.resolve(boards).damage[0].tolist() == [2, 0, 0, 1, 0, 0]


def test_lifelink_on_both_sides() -> None:
    """702.15b: the unblocked 3/3 lifelink gains A 3; the 2/2 lifelink blocker gains B 2."""
    boards = batch.board([(3, 3, "lifelink"), (4, 4, "")], [(2, 2, "lifelink")], [1],
                         life=(10, 10))
    assert outcome(boards) == ongoing((13, 9), ["b1"])


def test_menace_unblocked() -> None:
    """702.111b: blocked by none, a creature with menace deals its damage to the player."""
    boards = batch.board([(3, 3, "menace")], [(5, 5, ""), (5, 5, "")], [None, None])
    assert outcome(boards) == ongoing((20, 17), [])


def test_menace_double_blocked() -> None:
    boards = batch.board([(3, 3, "menace")], [(2, 2, ""), (1, 1, "")], [0, 0])
    assert outcome(boards) == ongoing((20, 20), ["a1", "b1", "b2"])


def test_rest_goes_to_the_first_blocker_not_yet_dealt_lethal_damage() -> None:
    """sim.legality.damage_assignment.default_assignment: lethal to the 1/1 and the 2/2 (least
    first), then the rest (2) onto the 4/4, the first without lethal damage; only the 4/4 survives.
    """
    boards = batch.board([(5, 5, "")], [(2, 2, ""), (4, 4, ""), (1, 1, "")], [0, 0, 0])
    assert outcome(boards) == ongoing((20, 20), ["a1", "b1", "b3"])
    assert batch.resolve(boards).damage[0].tolist() == [7, 0, 0, 2, 2, 1]


def test_game_ends_in_the_first_strike_step() -> None:
    """104.2a, 704.5a: B dies to first-strike damage, so no regular damage step follows:
    the 3/3 and its 1/1 blocker never deal damage."""
    boards = batch.board([(2, 2, "first strike"), (3, 3, "")], [(1, 1, "")], [1],
                         life=(20, 2))
    assert outcome(boards) == b_lost((20, 0), [])


def test_deaths_are_listed_by_step() -> None:
    """The first-strike step's deaths come first, then the regular step's."""
    boards = batch.board([(3, 3, ""), (1, 1, "")], [(3, 3, ""), (2, 2, "first strike")],
                         [0, 1])
    assert outcome(boards) == ongoing((20, 20), ["a2", "a1", "b1"])


def test_largest_values_stay_in_range() -> None:
    """Three 20/20 double strikers blocking one indestructible 0/20 deal it 120 damage."""
    boards = batch.board([(0, 20, "indestructible")],
                         [(20, 20, "double strike")] * 3, [0, 0, 0], life=(20, 1))
    result = batch.resolve(boards)
    assert result.outcome(0) == scalar(boards, 0)
    assert result.damage[0, 0] == 120


# --- the generator, the arrays, the kernel's invariants -------------------------------------

def test_random_boards_are_legal_and_seeded() -> None:
    boards = batch.random_boards(20_000, seed=3)
    boards.validate()
    again = batch.random_boards(20_000, seed=3)
    for a, b in ((boards.attackers.power, again.attackers.power),
                 (boards.blockers.keywords, again.blockers.keywords),
                 (boards.blocks, again.blocks), (boards.life, again.life)):
        assert np.array_equal(a, b)
    assert not np.array_equal(boards.blocks, batch.random_boards(20_000, seed=4).blocks)
    assert boards.attackers.power.dtype == np.int8 and boards.blocks.dtype == np.int8
    assert boards.attackers.keywords.dtype == np.uint16 and boards.life.dtype == np.int16


def test_random_boards_cover_what_the_kernel_plays() -> None:
    """The agreement test sees every situation: multiple blocks, deaths in each step, games
    ended by life and by poison, trample damage, every keyword."""
    boards = batch.random_boards(2500, seed=1)
    result = batch.resolve(boards)
    per_attacker = np.stack([(boards.blocks == i).sum(axis=1) for i in range(3)], axis=1)
    assert (per_attacker == 3).any() and (per_attacker == 2).any()
    assert (result.died_step == 1).any() and (result.died_step == 2).any()
    assert result.ended.any() and (result.poison[:, 1] >= 10).any()
    assert (result.life[:, 0] > boards.life[:, 0]).any()  # lifelink
    for bit, _ in kw.NAMES:
        assert ((boards.attackers.keywords & bit) != 0).any()
        assert ((boards.blockers.keywords & bit) != 0).any()


@pytest.mark.parametrize(("fields", "message"), [
    ({"attackers": [(2, 2, "flying")], "blockers": [(2, 2, "")], "blocks": [0]}, "flying"),
    ({"attackers": [(2, 2, "menace")], "blockers": [(2, 2, "")], "blocks": [0]}, "menace"),
    ({"attackers": [(2, 2, "")], "blockers": [(2, 2, "")], "blocks": [1]}, "not there"),
    ({"attackers": [(2, 0, "")]}, "toughness"),
    ({"attackers": [(21, 2, "")]}, "power"),
    ({"attackers": [(2, 2, "")], "life": (0, 20)}, "life"),
    ({"attackers": [(2, 2, "")], "poison": (0, 10)}, "poison"),
])
def test_validate_refuses_what_the_kernel_does_not_play(fields: dict[str, Any],
                                                        message: str) -> None:
    with pytest.raises(ValueError, match=message):
        batch.board(**fields)


def test_unknown_keyword_is_refused() -> None:
    with pytest.raises(ValueError, match="banding"):
        batch.board([(2, 2, "banding")])


def test_flyer_blocked_by_reach() -> None:
    boards = batch.board([(2, 2, "flying")], [(1, 3, "reach")], [0])
    assert outcome(boards) == ongoing((20, 20), [])


def test_chunks_do_not_change_the_results() -> None:
    boards = batch.random_boards(5000, seed=9)
    whole, pieces = batch.resolve(boards), batch.resolve(boards, chunk=777)
    for field in ("life", "poison", "lost", "ended", "died_step", "damage", "player_damage"):
        assert np.array_equal(getattr(whole, field), getattr(pieces, field)), field


def test_any_layout_and_no_mutation() -> None:
    """Row-major copies (``take``, ``concat``) give the same results, and ``resolve`` leaves
    the boards as they were."""
    boards = batch.random_boards(3000, seed=5)
    copy = batch.Boards.concat([boards.take(slice(0, 1000)), boards.take(np.arange(1000, 3000))])
    before = copy.life.copy(), copy.attackers.present.copy(), copy.blocks.copy()
    a, b = batch.resolve(boards), batch.resolve(copy)
    assert np.array_equal(a.died_step, b.died_step) and np.array_equal(a.life, b.life)
    assert np.array_equal(before[0], copy.life)
    assert np.array_equal(before[1], copy.attackers.present)
    assert np.array_equal(before[2], copy.blocks)
    one = batch.board([(3, 3, "")], life=(5, 5))
    batch.resolve(one)
    assert one.life.tolist() == [[5, 5]]


def test_result_arrays() -> None:
    boards = batch.board([(3, 3, "trample, infect"), (2, 2, "")], [(2, 2, "")], [0])
    result = batch.resolve(boards)
    assert result.player_damage[0].tolist() == [0, 3]  # 1 trampling over, as poison; 2
    assert result.poison[0].tolist() == [0, 1]
    assert result.life[0].tolist() == [20, 18]
    assert result.attacker_died[0].tolist() == [False, False, False]
    assert result.blocker_died[0].tolist() == [True, False, False]
    assert len(result) == 1 and result.died.shape == (1, 6)


def test_empty_and_no_attackers() -> None:
    assert len(batch.resolve(batch.random_boards(0, seed=1))) == 0
    boards = batch.board([], [(2, 2, "")])
    assert outcome(boards) == ongoing((20, 20), [])


def test_importing_mtgsim_does_not_import_batch() -> None:
    code = "import sys, mtgsim; assert 'mtgsim.batch' not in sys.modules"
    subprocess.run([sys.executable, "-c", code], check=True, cwd=ROOT)


def test_batch_benchmark_runs() -> None:
    """benchmarks/batch.py measures the kernel and the scalar engine (no timing asserted)."""
    spec = importlib.util.spec_from_file_location("benchmarks_batch",
                                                  ROOT / "benchmarks" / "batch.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    figures = module.measure(boards=2000, repeats=2, scalar=20, seed=2)
    assert figures["boards"] == 2000 and figures["scalar_sample"] == 20
    assert figures["scalar_agree"] == 20
    assert figures["combats_per_s"] > 0 and figures["peak_resolve_bytes"] > 0
