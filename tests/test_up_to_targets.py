"""Spells and abilities with a variable number of targets, "[each of] up to N target ..." (CR
601.2c: the number is announced as the targets are chosen, from zero to N; 115.3: one phrase
can't choose an object twice; 608.2b: each target illegal on resolution is left out)."""

from __future__ import annotations

from typing import Any

import pytest
from played import plays
from test_stack import card, events, finish, game, legal, perm, play, to, zone

import mtgsim
from sim import CardDef, Step
from sim.model.decisions import DecisionKind
from sim.model.events import SpellCast
from sim.model.keywords import Kw
from sim.model.objects import PLUS, Zone
from sim.text import FULL
from sim.text.card_reader import read_card
from sim.text.render import text


def instant(name: str, text_: str) -> CardDef:
    return card(name, types=["Instant"], cost="{0}", text=text_)


def bear(pid: str, owner: str, zone_: Zone = Zone.BATTLEFIELD) -> object:
    return perm(pid, owner, card(f"Bear {pid}", power=2, toughness=2), zone_)


ROOTS = instant("Battlefield Promotion",
                "Put a +1/+1 counter on each of up to two target creatures.")


def test_up_to_n_targets_reads_as_optional_slots_of_one_phrase() -> None:
    reading = read_card("Put a +1/+1 counter on each of up to two target creatures.", "X",
                        ("Instant",))
    assert reading.status == "full"
    program = reading.spell
    assert program is not None
    assert [(t.up_to, t.optional, t.among) for t in program.targets] == [(2, True, 0)] * 2
    assert text(program) == "put a +1/+1 counter on up to two target creatures"
    tap = read_card("Tap up to three target creatures.", "X", ("Instant",)).spell
    assert tap is not None and text(tap) == "tap up to three target creatures"


def test_the_number_of_the_noun_must_agree() -> None:
    assert read_card("Tap up to two target creature.", "X", ("Instant",)).status != "full"
    assert read_card("Tap up to one target creatures.", "X", ("Instant",)).status != "full"


@plays("Put a +1/+1 counter on each of up to two target creatures.")
def test_counters_on_each_of_up_to_two_targets() -> None:
    """CR 601.2c and 115.3: the first slot may stay empty, the second can't choose the first's
    creature again; on resolution each chosen creature gets a +1/+1 counter (122.1)."""
    state = game(bear("a1", "A"), bear("b1", "B"), perm("s1", "A", ROOTS, Zone.HAND))
    to(state, "priority", Step.BEGINNING_OF_COMBAT, "A")
    play(state, "cast s1")
    assert "target none" in legal(state)
    play(state, "target a1")
    assert "target a1" not in legal(state) and "target none" in legal(state)
    play(state, "target b1")
    assert events(state, SpellCast)[-1].targets == ("a1", "b1")
    finish(state)
    assert state.permanents["a1"].counters == {PLUS: 1}
    assert state.permanents["b1"].counters == {PLUS: 1}


def test_zero_targets_the_spell_resolves_and_does_nothing() -> None:
    """CR 601.2c: zero targets chosen is a legal choice for "up to two"; with no target, the
    spell isn't countered on resolution (608.2b needs targets, all illegal)."""
    state = game(bear("a1", "A"), perm("s1", "A", ROOTS, Zone.HAND))
    to(state, "priority", Step.BEGINNING_OF_COMBAT, "A")
    play(state, "cast s1", "target none")
    assert events(state, SpellCast)[-1].targets == ()
    finish(state)
    assert zone(state, "s1") is Zone.GRAVEYARD and not state.permanents["a1"].counters


@plays("Return up to two target creature cards from your graveyard to your hand.")
def test_two_cards_return_and_an_illegal_one_is_left_out() -> None:
    """CR 608.2b: a target no longer in the graveyard is illegal and left out; the other
    returns to its owner's hand (400.7)."""
    raise_ = instant("Raise", "Return up to two target creature cards from your graveyard to "
                     "your hand.")
    state = game(bear("g1", "A", Zone.GRAVEYARD), bear("g2", "A", Zone.GRAVEYARD),
                 perm("s1", "A", raise_, Zone.HAND))
    to(state, "priority", Step.BEGINNING_OF_COMBAT, "A")
    play(state, "cast s1", "target g1", "target g2")
    state.move("g2", Zone.EXILE)  # gone before the spell resolves
    finish(state)
    assert zone(state, "g1") is Zone.HAND and zone(state, "g2") is Zone.EXILE


@plays("Tap up to two target creatures.")
def test_tap_up_to_two_with_one_target() -> None:
    """CR 601.2c: one target of "up to two"; the second slot left empty is not asked again."""
    tap = instant("Tap Two", "Tap up to two target creatures.")
    state = game(bear("a1", "A"), bear("b1", "B"), bear("b2", "B"),
                 perm("s1", "A", tap, Zone.HAND))
    to(state, "priority", Step.BEGINNING_OF_COMBAT, "A")
    play(state, "cast s1", "target b2", "target none")
    finish(state)
    assert state.permanents["b2"].tapped and not state.permanents["b1"].tapped


@plays("When ~ enters, put a +1/+1 counter on each of up to two other target creatures.")
def test_support_like_trigger_cant_target_its_source() -> None:
    """CR 115.1 ("other": not the source) and 601.2c: the entering creature's trigger offers
    the other creatures and no target."""
    helper = card("Helper", power=1, toughness=1, cost="{0}",
                  text="When ~ enters, put a +1/+1 counter on each of up to two other target "
                       "creatures.")
    state = game(bear("a1", "A"), perm("h1", "A", helper, Zone.HAND), step=Step.PRECOMBAT_MAIN)
    to(state, "priority", Step.PRECOMBAT_MAIN, "A")
    play(state, "cast h1")
    to(state, "choose_target")
    assert "target h1" not in legal(state)
    play(state, "target a1", "target none")
    finish(state)
    assert state.permanents["a1"].counters == {PLUS: 1} and not state.permanents["h1"].counters


@plays("Up to two target creatures each get +2/+0 and gain first strike until end of turn.")
def test_each_of_two_targets_gets_the_bonus() -> None:
    """CR 611.2a and 601.2c: each creature chosen gets +2/+0 and first strike until end of
    turn; the creature not chosen doesn't."""
    rush = instant("Rush", "Up to two target creatures each get +2/+0 and gain first strike "
                   "until end of turn.")
    state = game(bear("a1", "A"), bear("a2", "A"), bear("a3", "A"),
                 perm("s1", "A", rush, Zone.HAND))
    to(state, "priority", Step.BEGINNING_OF_COMBAT, "A")
    play(state, "cast s1", "target a1", "target a3")
    to(state, "declare_attackers")
    assert [state.power(p) for p in ("a1", "a2", "a3")] == [4, 2, 4]
    assert state.has("a1", Kw.FIRST_STRIKE) and not state.has("a2", Kw.FIRST_STRIKE)


# --- played in combat and from the hand (the lead's tests of the same mechanism) -----------


def _creature(pid: str, controller: str, power: int, toughness: int,
             **fields: Any) -> dict[str, Any]:
    return {"id": pid, "controller": controller, "power": power, "toughness": toughness,
            **fields}


def _spell(pid: str, text: str, types: str = "Instant", cost: str = "{1}") -> dict[str, Any]:
    return {"id": pid, "name": pid.title(), "types": [types], "cost": cost, "text": text}


TAP_TWO = "Tap up to two target creatures."


@plays("Tap up to two target creatures.")
def test_tapping_two_blockers_before_blocks() -> None:
    """CR 601.2c, 115.3 and 509.1a: the two walls are chosen (the second choice no longer
    offers the first), tapped at the beginning of combat, and can't block: B takes 5."""
    state = mtgsim.load({
        "active_player": "A",
        "players": {"A": {"mana": "{1}", "hand": [_spell("snare", TAP_TWO)]}, "B": {}},
        "permanents": [_creature("ogre", "A", 5, 5), _creature("wall", "B", 0, 4),
                       _creature("wall2", "B", 0, 4)],
        "combat": {"attacks": {"ogre": "B"}, "blocks": {},
                   "actions": [{"step": "beginning_of_combat", "player": "A",
                                "cast": "snare", "targets": ["wall", "wall2"]}]}})
    outcome = mtgsim.play(state)
    assert outcome.life["B"] == 15
    assert state.permanents["wall"].tapped and state.permanents["wall2"].tapped


def test_the_second_slot_never_offers_the_first_choice_and_zero_is_allowed() -> None:
    """CR 115.3: one object is not chosen twice for one phrase's slots; "up to" allows none
    (601.2c), and a spell with no target chosen resolves (608.2b applies to targets chosen)."""
    state = mtgsim.load({
        "active_player": "A", "step": "precombat main",
        "players": {"A": {"mana": "{1}", "hand": [_spell("snare", TAP_TWO)]}, "B": {}},
        "permanents": [_creature("wall", "B", 0, 4), _creature("wall2", "B", 0, 4)]})
    state.apply(next(a for a in state.legal_actions() if "cast snare" in str(a)))
    assert state.decision is not None and state.decision.kind is DecisionKind.CHOOSE_TARGET
    assert "none" in state.decision.options
    state.apply(next(a for a in state.legal_actions() if str(a).endswith("wall")))
    assert state.decision is not None and state.decision.kind is DecisionKind.CHOOSE_TARGET
    assert "wall" not in state.decision.options and "wall2" in state.decision.options
    state.apply(next(a for a in state.legal_actions() if str(a).endswith("none")))
    while state.stack:
        state.apply(next(a for a in state.legal_actions() if "pass" in str(a)))
    assert state.permanents["wall"].tapped and not state.permanents["wall2"].tapped


@plays("Up to two target creatures each get +2/+0 until end of turn.")
def test_two_attackers_each_get_the_bonus() -> None:
    """CR 601.2c, 611.2a: both chosen attackers get +2/+0: 2/2 and 1/1 unblocked deal 4 and
    3."""
    text = "Up to two target creatures each get +2/+0 until end of turn."
    state = mtgsim.load({
        "active_player": "A",
        "players": {"A": {"mana": "{1}", "hand": [_spell("rally", text)]}, "B": {}},
        "permanents": [_creature("bear", "A", 2, 2), _creature("elf", "A", 1, 1)],
        "combat": {"attacks": {"bear": "B", "elf": "B"}, "blocks": {},
                   "actions": [{"step": "declare_blockers", "player": "A", "cast": "rally",
                                "targets": ["bear", "elf"]}]}})
    assert mtgsim.play(state).life["B"] == 13


@plays("Return up to two target creature cards from your graveyard to your hand.")
def test_two_creature_cards_come_back() -> None:
    """CR 115.1, 404 (cards in a graveyard as targets) and 601.2c: the two chosen creature
    cards go to their owner's hand; the land in the graveyard is never offered."""
    text = "Return up to two target creature cards from your graveyard to your hand."
    state = mtgsim.load({
        "active_player": "A", "step": "precombat main",
        "players": {"A": {"mana": "{1}", "hand": [_spell("raise", text, "Sorcery")],
                          "graveyard": [{"id": "g1", "name": "Bear", "types": ["Creature"],
                                         "power": 2, "toughness": 2},
                                        {"id": "g2", "name": "Elf", "types": ["Creature"],
                                         "power": 1, "toughness": 1},
                                        {"id": "g3", "name": "Swamp", "types": ["Land"]}]},
                    "B": {}}})
    state.apply(next(a for a in state.legal_actions() if "cast raise" in str(a)))
    assert state.decision is not None and "g3" not in state.decision.options
    for pick in ("g1", "g2"):
        state.apply(next(a for a in state.legal_actions() if str(a).endswith(pick)))
    while state.stack:
        state.apply(next(a for a in state.legal_actions() if "pass" in str(a)))
    assert state.permanents["g1"].zone is Zone.HAND and state.permanents["g2"].zone is Zone.HAND


@pytest.mark.parametrize("text", [
    "Return up to two target creatures to their owners' hands.",
    "Put a +1/+1 counter on each of up to two target creatures.",
    "Up to two target creatures can't block this turn.",
    "Tap up to three target creatures you don't control.",
    "Untap up to two target lands.",
])
def test_plural_phrases_read_and_render_back(text: str) -> None:
    """The plural phrase is read as N slots of its singular spec and renders back."""
    reading = read_card(text, "X", ("Instant",))
    assert reading.status == FULL, reading.unsupported
