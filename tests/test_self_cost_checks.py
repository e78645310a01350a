"""A spell's own cost reduction under a static ability's condition (CR 601.2f, 611.3a, 604.1;
``sim.rules.self_cost_checks``, read by ``sim.text.render_self_costs``): "this spell costs {2}
less to cast if <condition>", "... as long as <condition>", "if <condition>, this spell costs
{N} less to cast" — checked for its caster as its total cost is determined."""

from __future__ import annotations

from typing import Any

from played import plays
from test_stack import to

import mtgsim
from sim.model.events import CostPaid
from sim.model.objects import Step
from sim.text import FULL, read_card

TYPES = ("This spell costs {2} less to cast if there are four or more card types among cards "
         "in your graveyard.")
ARTIFACTS = "This spell costs {3} less to cast if you control three or more artifacts."
LANDS = "If an opponent controls four or more lands, this spell costs {2} less to cast."
DRAWN = "This spell costs {1} less to cast as long as you've drawn two or more cards this turn."


def spell(clause: str, cost: str) -> dict[str, Any]:
    """A sorcery costing ``cost``: ``clause``, then "You gain 4 life." — read whole."""
    text = f"{clause}\nYou gain 4 life."
    reading = read_card(text, "Probe", ("Sorcery",))
    assert reading.status == FULL, reading.unsupported
    return {"name": "Probe", "types": ["Sorcery"], "cost": cost, "text": text}


def paid_for(card: dict[str, Any], mana: str, permanents: list[dict[str, Any]] | None = None,
             graveyard: list[dict[str, Any]] | None = None) -> int | None:
    """The mana A pays to cast ``card`` (None: A can't cast it with ``mana``)."""
    state = mtgsim.load({"active_player": "A", "step": "precombat main",
                         "permanents": permanents or [],
                         "players": {"A": {"hand": [card], "mana": mana,
                                           "graveyard": graveyard or []}, "B": {}}})
    if 'cast "A:hand:1"' not in [str(a) for a in state.legal_actions()]:
        return None
    state.apply('cast "A:hand:1"')
    while state.stack:
        state.apply("pass")
    assert state.players["A"].life == 24
    return sum(e.amount for e in state.events if isinstance(e, CostPaid))


def cards(*types: str) -> list[dict[str, Any]]:
    return [{"name": f"C{i}", "types": [t], "cost": "{1}", **(
        {"power": 1, "toughness": 1} if t == "Creature" else {})} for i, t in enumerate(types)]


def permanents(controller: str, kind: str, n: int) -> list[dict[str, Any]]:
    return [{"id": f"{controller}{kind}{i}", "controller": controller, "name": f"{kind}{i}",
             "types": [kind]} for i in range(n)]


@plays("This spell costs {2} less to cast if there are four or more card types among cards "
       "in your graveyard.")
def test_less_with_four_card_types_in_the_graveyard() -> None:
    """CR 601.2f, 205.2a: {3}{B} costs {1}{B} with a creature, a land, an artifact and an
    instant card in A's graveyard; with three card types it costs what it costs."""
    card = spell(TYPES, "{3}{B}")
    four = cards("Creature", "Land", "Artifact", "Instant")
    assert paid_for(card, "{1}{B}", graveyard=four) == 2
    assert paid_for(card, "{1}{B}", graveyard=four[:3]) is None
    assert paid_for(card, "{3}{B}", graveyard=four[:3]) == 4


@plays("This spell costs {3} less to cast if you control three or more artifacts.")
def test_less_with_three_artifacts() -> None:
    """CR 601.2f: three artifacts A controls make {4}{U} cost {1}{U}; B's artifacts don't
    count."""
    card = spell(ARTIFACTS, "{4}{U}")
    assert paid_for(card, "{1}{U}", permanents("A", "Artifact", 3)) == 2
    assert paid_for(card, "{1}{U}", permanents("A", "Artifact", 2) +
                    permanents("B", "Artifact", 3)) is None


@plays("If an opponent controls four or more lands, this spell costs {2} less to cast.")
def test_less_when_an_opponent_controls_lands() -> None:
    """CR 601.2f: the condition written first; B's four lands make {2}{R} cost {R}; A's own
    lands don't."""
    card = spell(LANDS, "{2}{R}")
    assert paid_for(card, "{R}", permanents("B", "Land", 4)) == 1
    assert paid_for(card, "{R}", permanents("A", "Land", 4)) is None


@plays("This spell costs {1} less to cast as long as you've drawn two or more cards this "
       "turn.")
def test_less_as_long_as_two_cards_were_drawn() -> None:
    """CR 601.2f, 611.3a: once A has drawn two cards this turn (a free "draw two cards"
    sorcery) {1}{G} costs {G}; before, it can't be cast with {G}."""
    card = spell(DRAWN, "{1}{G}")
    rummage = {"name": "Rummage", "types": ["Sorcery"], "cost": "{0}", "text": "Draw two cards."}
    library = [{"name": "Card", "types": ["Sorcery"], "cost": "{9}", "text": "Draw a card."}] * 3
    state = mtgsim.load({"active_player": "A", "step": "precombat main", "permanents": [],
                         "players": {"A": {"hand": [card, rummage], "mana": "{G}",
                                           "library": library}, "B": {}}})
    assert 'cast "A:hand:1"' not in [str(a) for a in state.legal_actions()]
    state.apply('cast "A:hand:2"')
    while state.stack:
        state.apply("pass")
    assert state.players["A"].drawn_this_turn == 2
    state.apply('cast "A:hand:1"')
    while state.stack:
        state.apply("pass")
    assert state.players["A"].life == 24
    assert sum(e.amount for e in state.events if isinstance(e, CostPaid)) == 1


@plays("Delirium — This spell costs {2} less to cast as long as there are four or more card "
       "types among cards in your graveyard.")
def test_an_ability_word_before_the_reduction() -> None:
    """CR 207.2c: the ability word means nothing; CR 601.2f: the reduction applies with four
    card types in A's graveyard ({4}{B} for {2}{B})."""
    card = spell("Delirium — This spell costs {2} less to cast as long as there are four or "
                 "more card types among cards in your graveyard.", "{4}{B}")
    four = cards("Creature", "Land", "Artifact", "Instant")
    assert paid_for(card, "{2}{B}", graveyard=four) == 3
    assert paid_for(card, "{2}{B}", graveyard=four[1:]) is None


@plays("Raid — This spell costs {2} less to cast if you attacked this turn.")
def test_less_after_attacking() -> None:
    """CR 601.2f, 508.1: with one Mountain the {2}{R} spell can't be cast before combat; after
    A declared an attacker this turn it costs {R}."""
    text = "Raid — This spell costs {2} less to cast if you attacked this turn.\n" \
           "You gain 4 life."
    assert read_card(text, "Probe", ("Instant",)).status == FULL
    probe = {"name": "Probe", "types": ["Instant"], "cost": "{2}{R}", "text": text}
    mountain = {"id": "mountain", "controller": "A", "name": "Mountain", "types": ["Land"],
                "supertypes": ["Basic"], "subtypes": ["Mountain"]}
    bear = {"id": "bear", "controller": "A", "name": "Bear", "types": ["Creature"],
            "power": 2, "toughness": 2}
    state = mtgsim.load({"active_player": "A", "step": "precombat main",
                         "permanents": [mountain, bear],
                         "players": {"A": {"hand": [probe]}, "B": {}}})
    assert 'cast "A:hand:1"' not in [str(a) for a in state.legal_actions()]
    to(state, "declare_attackers").apply("attack bear=B")
    to(state, "declare_blockers").apply("block none")
    to(state, "priority", Step.POSTCOMBAT_MAIN, "A")
    state.apply('cast "A:hand:1"')
    while state.stack:
        state.apply("pass")
    assert state.players["A"].life == 24 and state.permanents["mountain"].tapped


@plays("This spell costs {2} less to cast if it's night.")
def test_less_at_night() -> None:
    """CR 601.2f, 726: {2}{R} costs {R} while it's night; by day it costs what it costs."""
    card = spell("This spell costs {2} less to cast if it's night.", "{2}{R}")
    for when, paid in (("night", 1), ("day", None)):
        state = mtgsim.load({"active_player": "A", "step": "precombat main", "day_night": when,
                             "permanents": [],
                             "players": {"A": {"hand": [card], "mana": "{R}"}, "B": {}}})
        castable = 'cast "A:hand:1"' in [str(a) for a in state.legal_actions()]
        assert castable is (paid is not None)
        if castable:
            state.apply('cast "A:hand:1"')
            while state.stack:
                state.apply("pass")
            assert state.players["A"].life == 24
            assert sum(e.amount for e in state.events if isinstance(e, CostPaid)) == paid
