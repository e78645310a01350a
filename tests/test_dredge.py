"""Dredge (CR 702.52; ``sim.rules.dredge``): while the card is in its owner's graveyard, each
draw of theirs may be replaced by milling N and returning the card to their hand — the draw
step's draw (504.1) and an instruction's draws (121.2) alike; not with fewer than N cards in
the library (702.52b)."""

from __future__ import annotations

from typing import Any

import numpy as np
from played import plays

import mtgsim
from sim.model.events import CardDrawn, Milled
from sim.model.objects import Zone
from sim.testing.checker import check
from sim.text import FULL, read_card

D1 = "A:graveyard:1"
SALVAGE = "Dredge 2 (If you would draw a card, you may mill two cards instead. If you do, " \
          "return this card from your graveyard to your hand.)"


def upkeep(library: int, hand: list[dict[str, Any]] | None = None,
           lands: int = 0) -> mtgsim.GameState:
    """A's upkeep of turn 2, a dredge card in A's graveyard."""
    assert read_card(SALVAGE, "Salvage", ("Land",)).status == FULL
    return mtgsim.load({
        "active_player": "A", "turn": 2, "step": "upkeep", "until": "end of game",
        "turn_limit": 2,
        "permanents": [{"id": f"i{k}", "controller": "A", "card": "Island"}
                       for k in range(lands)],
        "players": {"A": {"library": library, "hand": hand or [],
                          "graveyard": [{"name": "Salvage", "types": ["Land"],
                                         "text": SALVAGE}]},
                    "B": {"library": 10}}})


@plays("Dredge 2")
def test_dredge_replaces_the_draw_step_draw() -> None:
    """CR 702.52a, 504.1, 616.1: in A's draw step A chooses to dredge: two cards milled, the
    card back in hand, no card drawn."""
    state = upkeep(10)
    while state.decision is not None and state.decision.kind != "choose_card":
        state.apply("pass")
    assert state.decision is not None and state.decision.player == "A"
    assert state.decision.options == (D1, "draw")
    state.apply('card "A:graveyard:1"')
    assert state.permanents[D1].zone is Zone.HAND
    assert not [e for e in state.events if isinstance(e, CardDrawn)]
    assert [len(e.cards) for e in state.events if isinstance(e, Milled)] == [2]


def test_dredge_declined_draws() -> None:
    """CR 702.52a ("you may"): declined, A draws; the card stays in the graveyard."""
    state = upkeep(10)
    while state.decision is not None and state.decision.kind != "choose_card":
        state.apply("pass")
    state.apply("card draw")
    assert state.permanents[D1].zone is Zone.GRAVEYARD
    assert len([e for e in state.events if isinstance(e, CardDrawn)]) == 1


def test_no_dredge_with_too_few_cards_in_the_library() -> None:
    """CR 702.52b: with one card in the library dredge 2 can't replace the draw: A draws."""
    state = upkeep(1)
    kinds = []
    while state.decision is not None and state.step.value in ("upkeep", "draw"):
        kinds.append(state.decision.kind)
        state.apply("pass")
    assert "choose_card" not in kinds
    assert len([e for e in state.events if isinstance(e, CardDrawn)]) == 1


def test_each_draw_of_an_instruction_may_be_dredged() -> None:
    """CR 121.2, 702.52a: "draw two cards": the first draw is dredged (the card returns to the
    hand, so the second can't be), the second drawn."""
    spell = {"name": "Divination", "types": ["Sorcery"], "cost": "{U}",
             "text": "Draw two cards."}
    state = upkeep(10, [spell], lands=1)
    while state.decision is not None and state.decision.kind == "choose_card":
        state.apply("card draw")  # the draw step's draw
    while state.step.value != "precombat main":
        state.apply("pass")
    [spell_id] = [p.id for p in state.permanents.values() if p.card.name == "Divination"]
    state.apply(f'cast "{spell_id}"')
    while state.stack and state.decision is not None and state.decision.kind != "choose_card":
        state.apply("pass")
    assert state.decision is not None and state.decision.kind == "choose_card"
    assert state.decision.player == "A" and state.decision.options == (D1, "draw")
    state.apply('card "A:graveyard:1"')
    drawn = [e for e in state.events if isinstance(e, CardDrawn)]
    assert len(drawn) == 2  # the draw step's and the spell's second
    assert state.permanents[D1].zone is Zone.HAND


def test_dredge_conforms() -> None:
    """The checker plays A's turn at random with a dredge card in the graveyard (702.52a: the
    choice answered by every policy)."""
    kinds: set[str] = set()
    for seed in range(4):
        kinds |= check(upkeep(10), np.random.default_rng(seed)).kinds
    assert "choose_card" in kinds, kinds
