"""Paying mana costs (sim.rules.costs, CR 601.2g-h, 605, 106.4): colored symbols from sources that
make that color, the flexible sources kept for last, checked against a brute-force search."""

from __future__ import annotations

import itertools

from boards import board
from hypothesis import given, settings
from hypothesis import strategies as st

from sim.model.card import CardDef
from sim.model.mana import Mana, ManaCost
from sim.model.objects import Permanent
from sim.model.state import GameState
from sim.rules.costs import can_pay, max_x, pay, plan
from sim.text import build_card

LANDS = {"W": CardDef("Plains", types=("Land",), subtypes=("Plains",)),
         "G": CardDef("Forest", types=("Land",), subtypes=("Forest",)),
         "R": CardDef("Mountain", types=("Land",), subtypes=("Mountain",)),
         "RG": build_card({"name": "Karplusan-like", "types": ["Land"],
                           "text": "{T}: Add {R} or {G}."}, ValueError),
         "C": build_card({"name": "Wastes", "types": ["Land"], "text": "{T}: Add {C}."},
                         ValueError)}


def lands(*kinds: str, pool: str = "") -> GameState:
    state = board(*(Permanent(f"l{i}", "A", LANDS[k]) for i, k in enumerate(kinds)))
    state.players["A"].mana = Mana.parse(pool or "{0}")
    return state


def test_basic_lands_make_their_color_and_pay_colored_symbols() -> None:
    assert LANDS["G"].produces == "G" and LANDS["G"].mana_made == 1
    assert LANDS["RG"].produces == "RG"
    state = lands("G", "R")
    assert can_pay(state, "A", ManaCost.parse("{R}{G}"))
    assert not can_pay(state, "A", ManaCost.parse("{G}{G}"))
    assert not can_pay(state, "A", ManaCost.parse("{W}"))
    assert can_pay(state, "A", ManaCost.parse("{1}{G}"))


def test_the_flexible_land_is_kept_for_the_symbol_only_it_pays() -> None:
    # {R}{G} from a dual and a Forest: the Forest pays {G}, so the dual must pay {R}
    state = lands("RG", "G")
    pool, tapped, _ = plan(state, "A", ManaCost.parse("{R}{G}")) or (None, [], 0)
    assert sorted((sid, str(made)) for sid, made, _ in tapped) == [("l0", "{R}"), ("l1", "{G}")]
    # {1}: the Forest first, the dual stays untapped
    pool, tapped, _ = plan(state, "A", ManaCost.parse("{1}")) or (None, [], 0)
    assert [sid for sid, _, _ in tapped] == ["l1"]


def test_paying_taps_the_planned_lands_and_the_pool_pays_first() -> None:
    state = lands("G", "G", pool="{G}")
    pay(state, "A", ManaCost.parse("{1}{G}"))
    assert state.players["A"].mana.total == 0
    assert sum(state.permanents[p].tapped for p in ("l0", "l1")) == 1


def test_x_counts_every_untapped_source() -> None:
    state = lands("G", "R", "C", pool="{1}")
    assert max_x(state, "A", ManaCost.parse("{X}{G}")) == 3
    assert max_x(state, "A", ManaCost.parse("{X}{G}{G}")) == -1


def brute(state: GameState, cost: ManaCost) -> bool:
    """Whether some choice of a color for each source (or leaving it untapped) pays ``cost``:
    every way, tried (these lands make one mana each, of one of their colors)."""
    sources = [(p.id, p.card.produces) for p in state.permanents.values()]
    pool = state.players["A"].mana
    for choice in itertools.product(*[("", *produces) for _, produces in sources]):
        have = {c: getattr(pool, c) for c in "WUBRGC"}
        for color in choice:
            if color:
                have[color] += 1
        if all(have[c] >= getattr(cost, c) for c in "WUBRGC") and \
                sum(have.values()) - sum(getattr(cost, c) for c in "WUBRGC") >= cost.generic:
            return True
    return False


@settings(max_examples=300, deadline=None)
@given(st.lists(st.sampled_from(sorted(LANDS)), max_size=6),
       st.text(alphabet="WRG", max_size=2), st.integers(0, 4),
       st.text(alphabet="WUBRGC", max_size=4))
def test_can_pay_matches_a_brute_force_search(kinds: list[str], pool: str, generic: int,
                                              colored: str) -> None:
    state = lands(*kinds, pool="".join(f"{{{c}}}" for c in pool))
    cost = ManaCost.parse(f"{{{generic}}}" + "".join(f"{{{c}}}" for c in colored))
    assert can_pay(state, "A", cost) == brute(state, cost)
    assert (plan(state, "A", cost) is not None) == brute(state, cost)  # the payment itself
    if can_pay(state, "A", cost):
        pay(state, "A", cost)  # never fails once affordable, and leaves no negative pool
        assert min(getattr(state.players["A"].mana, c) for c in "WUBRGC") >= 0


def test_the_ways_to_pay_differ_by_the_kinds_of_sources_tapped() -> None:
    # {1}{G} from two Forests and a Mountain: Forest + Forest, or Forest + Mountain; the two
    # Forests are interchangeable, so "the other Forest" is not a third way
    from sim.rules.costs import payments
    state = lands("G", "G", "R")
    ways = payments(state, "A", ManaCost.parse("{1}{G}"))
    assert ways[0] == tuple(sid for sid, _, _ in (plan(state, "A", ManaCost.parse("{1}{G}"))
                                                  or (None, [], 0))[1])
    assert sorted(sorted(w) for w in ways) == [["l0", "l1"], ["l0", "l2"]]
    assert len(payments(lands("G", "G"), "A", ManaCost.parse("{1}{G}"))) == 1
    assert payments(lands("R"), "A", ManaCost.parse("{G}")) == []


def test_casting_asks_which_lands_to_tap_when_it_matters() -> None:
    import mtgsim

    state = mtgsim.load({
        "active_player": "A", "step": "precombat main",
        "players": {"A": {"hand": ["Grizzly Bears"]}, "B": {}},
        "permanents": [{"id": "f1", "controller": "A", "card": "Forest"},
                       {"id": "f2", "controller": "A", "card": "Forest"},
                       {"id": "m1", "controller": "A", "card": "Mountain"}]})
    state.apply('cast "A:hand:1"')
    assert state.decision is not None and state.decision.kind == "choose_payment"
    assert {str(a) for a in state.legal_actions()} == {'pay "f1, f2"', 'pay "f1, m1"'}
    state.apply('pay "f1, m1"')
    assert state.permanents["m1"].tapped and state.permanents["f1"].tapped
    assert not state.permanents["f2"].tapped
