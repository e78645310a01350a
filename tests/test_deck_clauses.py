"""Clauses of the real-deck benchmark's lists (benchmarks/decks): flashback paid with objects
("Flashback—Sacrifice a Mountain", CR 702.34a, 118.9, 601.2h)."""

from __future__ import annotations

from typing import Any

from played import plays

import mtgsim
from sim.model.actions import CastSpell
from sim.model.events import CostPaid, Sacrificed
from sim.model.objects import Zone
from sim.text import FULL, read_card

DART = {"name": "Lava Dart", "types": ["Instant"], "cost": "{R}",
        "text": "Lava Dart deals 1 damage to any target.\nFlashback—Sacrifice a Mountain."}


def land(pid: str, kind: str = "Mountain", owner: str = "A") -> dict[str, Any]:
    """A basic land ``kind`` ``owner`` controls."""
    return {"id": pid, "controller": owner, "name": kind, "types": ["Land"],
            "subtypes": [kind], "supertypes": ["Basic"]}


def game(permanents: list[dict[str, Any]], graveyard: list[dict[str, Any]] | None = None,
         hand: list[dict[str, Any]] | None = None, mana: str = "",
         step: str = "precombat main") -> mtgsim.GameState:
    """A, in ``step`` of their turn, with ``permanents``, ``graveyard``, ``hand``, ``mana``."""
    return mtgsim.load({"active_player": "A", "step": step, "permanents": permanents,
                        "players": {"A": {"graveyard": graveyard or [], "hand": hand or [],
                                          "mana": mana}, "B": {}}})


def resolve(state: mtgsim.GameState) -> None:
    """Pass until the stack is empty."""
    while state.stack:
        state.apply("pass")


def test_flashback_paid_with_objects_is_read_whole() -> None:
    """CR 702.34a: "flashback—<cost>" with a cost paid with objects only is read and rendered
    back."""
    reading = read_card(DART["text"], DART["name"], ("Instant",))
    assert reading.status == FULL, reading.unsupported


@plays("Flashback—Sacrifice a Mountain.")
def test_flashback_sacrificing_a_mountain_casts_it_from_the_graveyard() -> None:
    """CR 702.34a, 118.9: cast from the graveyard by paying its flashback cost — a Mountain
    sacrificed (601.2h, 701.21a), no mana at all — rather than its mana cost {R}; exiled as it
    leaves the stack."""
    state = game([land("m1"), land("m2"), land("f1", "Forest")], graveyard=[DART])
    card = "A:graveyard:1"
    assert CastSpell(card) in state.legal_actions()
    state.apply(f'cast "{card}"')
    state.apply("target B")
    decision = state.decision
    assert decision is not None and set(decision.options) == {"m1", "m2"}
    state.apply("cost m2")
    resolve(state)
    assert state.players["B"].life == 19
    assert sum(e.amount for e in state.events if isinstance(e, CostPaid)) == 0
    assert any(isinstance(e, Sacrificed) and e.permanent == "m2" for e in state.events)
    assert state.permanents["m2"].zone is Zone.GRAVEYARD
    assert state.permanents["m1"].zone is Zone.BATTLEFIELD
    assert state.permanents[card].zone is Zone.EXILE


def test_flashback_sacrifice_needs_a_mountain_and_the_hand_pays_mana() -> None:
    """CR 601.2h, 118.3: without a Mountain (a Forest does not do) the flashback cost can't be
    paid, so it can't be cast from the graveyard even with {R}; from the hand it is cast for
    its mana cost, nothing sacrificed."""
    state = game([land("f1", "Forest")], graveyard=[DART], mana="{R}")
    assert CastSpell("A:graveyard:1") not in state.legal_actions()
    hand = game([land("m1")], hand=[DART], mana="{R}")
    hand.apply('cast "A:hand:1"')
    hand.apply("target B")
    resolve(hand)
    assert hand.players["B"].life == 19
    assert hand.permanents["m1"].zone is Zone.BATTLEFIELD
    assert hand.permanents["A:hand:1"].zone is Zone.GRAVEYARD
