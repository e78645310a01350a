"""Ward's costs other than mana (CR 702.21a; ``sim.model.ward_costs``, ``sim.rules.ward``):
"ward—pay 3 life" (119.4), "ward—{2}, pay 2 life", "ward—discard a card" (701.9a) — the
targeting spell's controller pays or the spell is countered."""

from __future__ import annotations

import numpy as np
from boards import creature
from played import plays
from test_stack import blocks, card, events, finish, game, legal, perm, play, to, zone

from sim import CardDef, GameState, Step
from sim.model.events import Countered, Discarded
from sim.model.objects import Zone
from sim.testing.checker import check


def warded(text: str) -> CardDef:
    return card("Warded", power=2, toughness=2, text=text)


def disfigure(ward: CardDef, mana: str, life: int = 20, hand: int = 0) -> GameState:
    """A's Disfigure targets B's creature with ``ward`` as it blocks."""
    state = game(creature("a1", "A", 1, 1), perm("w1", "B", ward),
                 perm("k1", "A", "Disfigure", Zone.HAND),
                 *(perm(f"c{i}", "A", "Grizzly Bears", Zone.HAND) for i in range(hand)),
                 mana={"A": mana}, life={"A": life})
    blocks(state, "a1=B", "w1=a1")
    to(state, "priority", Step.DECLARE_BLOCKERS, "A")
    return play(state, "cast k1", "target w1")


@plays("Ward—Pay 3 life.")
def test_ward_pay_life_paid_lets_the_spell_resolve() -> None:
    """CR 702.21a, 119.4: A pays 3 life and Disfigure resolves (the 2/2 dies); declined, it
    is countered and A keeps its life."""
    ward = warded("Ward—Pay 3 life.")
    assert ward.unsupported == ()
    state = disfigure(ward, "{B}")
    to(state, "choose_pay")
    assert state.decision is not None and state.decision.player == "A"
    assert legal(state) == ["yes", "no"]
    finish(play(state, "yes"))
    assert state.players["A"].life == 17
    assert zone(state, "w1") is Zone.GRAVEYARD and not events(state, Countered)
    state = disfigure(ward, "{B}")
    to(state, "choose_pay")
    finish(play(state, "no"))
    assert state.players["A"].life == 20
    assert [e.name for e in events(state, Countered)] == ["Disfigure"]


def test_ward_life_beyond_the_life_total_counters_without_a_choice() -> None:
    """CR 119.4: with 2 life A can't pay 3 life: no choice, Disfigure is countered."""
    state = disfigure(warded("Ward—Pay 3 life."), "{B}", life=2)
    kinds = []
    while state.decision is not None and state.decision.kind != "declare_attackers":
        kinds.append(state.decision.kind)
        finish(state)
    assert "choose_pay" not in kinds
    assert [e.name for e in events(state, Countered)] == ["Disfigure"]
    assert state.players["A"].life == 2


@plays("Ward—{2}, Pay 2 life.")
def test_ward_mana_and_life_pays_both() -> None:
    """CR 702.21a: "{2}, pay 2 life" is one cost: A pays {2} and 2 life; without the {2} A
    can't pay at all, and Disfigure is countered."""
    ward = warded("Ward—{2}, Pay 2 life.")
    assert ward.unsupported == ()
    state = disfigure(ward, "{B}{2}")
    to(state, "choose_pay")
    finish(play(state, "yes"))
    assert state.players["A"].life == 18 and state.players["A"].mana.total == 0
    assert zone(state, "w1") is Zone.GRAVEYARD
    poor = finish(disfigure(ward, "{B}"))
    assert [e.name for e in events(poor, Countered)] == ["Disfigure"]
    assert poor.players["A"].life == 20


@plays("Ward—Discard a card.")
def test_ward_discard_the_payer_chooses_the_card() -> None:
    """CR 702.21a, 701.9a: A pays by discarding a card it chooses from two; with an empty hand
    it can't pay and Disfigure is countered."""
    ward = warded("Ward—Discard a card.")
    assert ward.unsupported == ()
    state = disfigure(ward, "{B}", hand=2)
    to(state, "choose_pay")
    play(state, "yes")
    to(state, "choose_discard")
    assert state.decision is not None and state.decision.player == "A"
    assert sorted(legal(state)) == ["discard c0", "discard c1"]
    finish(play(state, "discard c1"))
    assert zone(state, "c1") is Zone.GRAVEYARD and zone(state, "c0") is Zone.HAND
    assert [e.card for e in events(state, Discarded)] == ["c1"]
    assert zone(state, "w1") is Zone.GRAVEYARD and not events(state, Countered)
    empty = finish(disfigure(ward, "{B}"))
    assert [e.name for e in events(empty, Countered)] == ["Disfigure"]


def test_ward_discard_conforms() -> None:
    """The checker plays random games where B's spells target A's creature with ward—discard a
    card and ward—pay 2 life, answering each choice (702.21a)."""
    shock = card("Shock", types=["Instant"], colors=["R"], cost="{R}",
                 text="Shock deals 2 damage to any target.")
    kinds: set[str] = set()
    for seed in range(8):
        board = game(perm("w1", "A", warded("Ward—Discard a card.")),
                     perm("w2", "A", warded("Ward—Pay 2 life.")),
                     *(perm(f"s{i}", "B", shock, Zone.HAND) for i in range(3)),
                     mana={"B": "{R}{R}{R}"})
        kinds |= check(board, np.random.default_rng(seed)).kinds
    assert "choose_pay" in kinds, kinds
