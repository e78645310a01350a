"""Cost changes by the zone a spell is cast from (CR 601.2f, 601.2a): "spells you cast from
your graveyard | from anywhere other than your hand cost {N} less to cast"
(``sim.model.target_tax.SPELLS_FROM_COST``, ``sim.rules.cost_changes``)."""

from __future__ import annotations

from typing import Any

from played import plays

import mtgsim
from sim.model.events import CostPaid

GEIST = {"id": "geist", "controller": "A", "name": "Geist", "types": ["Creature"],
         "power": 2, "toughness": 2,
         "text": "Spells you cast from your graveyard cost {1} less to cast."}
SAGE = {"id": "sage", "controller": "A", "name": "Sage", "types": ["Creature"],
        "power": 2, "toughness": 2,
        "text": "Spells you cast from anywhere other than your hand cost {2} less to cast."}
RALLY = {"name": "Rally", "types": ["Sorcery"], "cost": "{1}{W}",
         "text": "You gain 2 life.\nFlashback {3}{W}"}


def game(mana: str, permanents: list[dict[str, Any]]) -> mtgsim.GameState:
    """A, in their precombat main phase, with a Rally in hand and one in their graveyard."""
    return mtgsim.load({"active_player": "A", "step": "precombat main",
                        "permanents": permanents,
                        "players": {"A": {"hand": [RALLY], "graveyard": [RALLY],
                                          "mana": mana}, "B": {}}})


def paid(state: mtgsim.GameState) -> int:
    """The mana paid so far."""
    return sum(e.amount for e in state.events if isinstance(e, CostPaid))


def cast(state: mtgsim.GameState, card: str) -> None:
    """A casts ``card`` and it resolves."""
    state.apply(f'cast "{card}"')
    while state.stack:
        state.apply("pass")


def castable(state: mtgsim.GameState, card: str) -> bool:
    """Whether A may begin casting ``card``."""
    return f'cast "{card}"' in [str(a) for a in state.legal_actions()]


@plays("Spells you cast from your graveyard cost {1} less to cast.")
def test_from_your_graveyard() -> None:
    """CR 601.2f, 601.2a: Rally's flashback cost {3}{W} is {2}{W} cast from the graveyard;
    from the hand it costs its full {1}{W}."""
    state = game("{W}{W}{W}{W}{W}", [GEIST])
    cast(state, "A:graveyard:1")
    assert paid(state) == 3
    cast(state, "A:hand:1")
    assert paid(state) == 5 and state.players["A"].life == 24


@plays("Spells you cast from anywhere other than your hand cost {2} less to cast.")
def test_from_anywhere_but_the_hand() -> None:
    """CR 601.2f: with two mana the graveyard's Rally ({3}{W} less {2}: {1}{W}) may be cast;
    with one mana neither (the hand's costs {1}{W})."""
    state = game("{W}", [SAGE])
    assert not castable(state, "A:graveyard:1") and not castable(state, "A:hand:1")
    state = game("{W}{W}", [SAGE])
    cast(state, "A:graveyard:1")
    assert paid(state) == 2 and state.players["A"].life == 22


class _Pool:
    """A pool of one card, Rally: every copy of it shares one ``CardDef``, as copies from the
    bundled pool or a card database do."""

    def __init__(self) -> None:
        from sim.text import build_card
        self.rally = build_card(RALLY, lambda f, m: AssertionError(f + m))

    def get(self, name: str) -> Any:
        return self.rally if name.lower() == "rally" else None

    def suggest(self, name: str) -> list[str]:
        return []


def test_copies_sharing_a_card_are_costed_where_each_is() -> None:
    """CR 601.2f, 601.2a, 400.1: with a Rally in the hand and one in the graveyard, both the
    same card, "spells you cast from your graveyard cost {1} less" reduces the graveyard's
    flashback cost ({3}{W} less {1}: {2}{W}) and not the hand's ({1}{W}): each copy is costed
    from its own zone (the cost lookup once found the first object with that card, the hand's,
    and the graveyard's Rally could not be cast with three mana)."""
    from sim.io.scenario import parse_scenario
    data = {"active_player": "A", "step": "precombat main", "permanents": [GEIST],
            "players": {"A": {"hand": ["Rally"], "graveyard": ["Rally"], "mana": "{W}{W}{W}"},
                        "B": {}}}
    state = parse_scenario(data, "(dict)", _Pool()).state.clone().start()
    assert state.permanents["A:hand:1"].card is state.permanents["A:graveyard:1"].card
    assert castable(state, "A:graveyard:1") and castable(state, "A:hand:1")
    cast(state, "A:graveyard:1")
    assert paid(state) == 3 and state.players["A"].life == 22
