"""Fight (CR 701.14) and divided damage (CR 601.2d, 608.2b): ``sim/rules/noncombat.py``."""

from __future__ import annotations

import pytest
from boards import creature

import cards
from sim.model.errors import MtgsimError
from sim.model.objects import Permanent, Player, Zone
from sim.model.state import GameState
from sim.rules.noncombat import check_division, divided_damage, exile_if_it_would_die, fight_action
from sim.rules.sba import check_state_based_actions


def game(*perms: Permanent) -> GameState:
    return GameState({p: Player(p) for p in "AB"}, {p.id: p for p in perms}, ("A", "B"), "A")


def test_fight_each_deals_its_power_to_the_other() -> None:
    state = game(creature("mine", "A", 3, 3), creature("theirs", "B", 2, 2))
    dealt = fight_action(state, "mine", "theirs")
    assert sorted((e.source, e.target, e.amount, e.combat) for e in dealt) == [
        ("mine", "theirs", 3, False), ("theirs", "mine", 2, False)]
    check_state_based_actions(state)
    assert state.permanents["theirs"].zone is Zone.GRAVEYARD
    assert state.permanents["mine"].damage == 2


@pytest.mark.parametrize("legal", [("mine",), ("theirs",), ()])
def test_no_damage_if_either_target_is_illegal(legal: tuple[str, ...]) -> None:
    """Unnatural Aggression's ruling: if either creature is an illegal target as the spell
    resolves, neither deals nor is dealt damage (701.14b, 608.2b)."""
    state = game(creature("mine", "A", 3, 3), creature("theirs", "B", 2, 2))
    assert fight_action(state, "mine", "theirs", legal=legal) == []
    assert state.permanents["mine"].damage == state.permanents["theirs"].damage == 0


def test_a_creature_gone_from_the_battlefield_deals_no_damage() -> None:
    state = game(creature("mine", "A", 3, 3), creature("theirs", "B", 2, 2))
    state.move("theirs", Zone.GRAVEYARD)
    assert fight_action(state, "mine", "theirs") == []
    assert state.permanents["mine"].damage == 0


def test_a_creature_fighting_itself_is_dealt_twice_its_power() -> None:
    state = game(creature("mine", "A", 3, 7))
    fight_action(state, "mine", "mine")
    assert state.permanents["mine"].damage == 6


def test_fight_damage_goes_through_replacement_effects() -> None:
    """Goldnight Castigator doubles damage dealt to itself: a 5/5 deals it 10 (614.1a)."""
    angel = Permanent("angel", "A", cards.default_pool()["Goldnight Castigator"])
    state = game(angel, creature("brute", "B", 5, 5))
    fight_action(state, "angel", "brute")
    assert state.permanents["angel"].damage == 10
    assert state.permanents["brute"].damage == 4


def test_divided_damage_keeps_the_division_when_a_target_becomes_illegal() -> None:
    """Avacyn's Judgment's rulings: divided as cast; an illegal target loses only its share."""
    state = game(creature("x", "B", 1, 1), creature("y", "B", 1, 1))
    dealt = divided_damage(state, "Avacyn's Judgment", "A", 2, {"x": 1, "y": 1}, legal={"y"})
    assert [(e.target, e.amount) for e in dealt] == [("y", 1)]
    assert state.permanents["x"].damage == 0 and state.permanents["y"].damage == 1
    divided_damage(state, "Avacyn's Judgment", "A", 2, {"B": 2})
    assert state.players["B"].life == 18


@pytest.mark.parametrize(("total", "division", "fragment"), [
    (2, {}, "between 1 and 2 targets"),
    (2, {"a": 1, "b": 1, "c": 0}, "between 1 and 2"),
    (2, {"a": 2, "b": 0}, "at least 1"),
    (3, {"a": 1, "b": 1}, "adds up to 2, not 3"),
])
def test_bad_divisions_are_refused(total: int, division: dict[str, int], fragment: str) -> None:
    assert any(fragment in p for p in check_division(total, division))
    with pytest.raises(MtgsimError, match="illegal division"):
        divided_damage(game(), "spell", "A", total, division)


def test_the_cards_are_in_the_pool() -> None:
    pool = cards.default_pool()
    assert pool["Unnatural Aggression"].types == ("Instant",)
    assert pool["Avacyn's Judgment"].cost == "{1}{R}"


def test_unnatural_aggression_exiles_instead_of_dying() -> None:
    """Unnatural Aggression's rulings: the opponent's creature is exiled instead of dying, from
    the fight or later in the turn, even if the fight dealt no damage."""
    state = game(creature("mine", "A", 3, 3), creature("theirs", "B", 2, 2))
    fight_action(state, "mine", "theirs")
    exile_if_it_would_die(state, "theirs", "Unnatural Aggression")
    check_state_based_actions(state)
    assert state.permanents["theirs"].zone is Zone.EXILE
    assert [e["kind"] for e in state.events if e.get("permanent") == "theirs"] == ["exiled"]
    later = game(creature("mine", "A", 3, 3), creature("theirs", "B", 2, 2))
    fight_action(later, "mine", "theirs", legal=("theirs",))  # yours became illegal: no fight
    exile_if_it_would_die(later, "theirs")
    later.permanents["theirs"].damage = 2  # dies later in the turn for another reason
    check_state_based_actions(later)
    assert later.permanents["theirs"].zone is Zone.EXILE
    mine = later.permanents["mine"]
    mine.damage = 3
    check_state_based_actions(later)
    assert mine.zone is Zone.GRAVEYARD  # only the affected creature is exiled
