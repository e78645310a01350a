"""The noncombat damage, fight and replacement examples of the release notes in
``/work/shared/reference/release-notes-combat-damage-fight.txt`` ("Time to move on to
noncombat damage" to the end), each reproduced under the document's edition ("2016"), with
the current answer where it differs.

The expected answers come from the document and the Comprehensive Rules, not from the engine.
Examples already covered elsewhere are only referenced here:

* Avacyn's Judgment, "You announce how the damage will be divided as part of casting ... Each
  chosen target must receive at least 1 damage": ``tests/test_noncombat.py::
  test_bad_divisions_are_refused``.
* Avacyn's Judgment, some but not all targets illegal on resolution:
  ``tests/test_noncombat.py::test_divided_damage_keeps_the_division_when_a_target_becomes_illegal``
  (two creatures; here, the madness version with a player among the targets).
* Goldnight Castigator, both orders of the doubling and the redirection under "2016", and no
  redirection under current rules: ``tests/test_replacement.py::
  test_castigator_and_planeswalker_redirection_2016`` and
  ``test_no_planeswalker_redirection_under_current_rules`` (here: who makes which choice).
* Deflecting Palm applied first, so the redirection no longer applies: ``tests/
  test_replacement.py::test_deflecting_palm_first_leaves_nothing_to_redirect_2016`` (here:
  the other order).
* Fight with either target illegal: ``tests/test_noncombat.py::
  test_no_damage_if_either_target_is_illegal``; the exile clause after a fight that killed, or
  with no fight at all: ``test_unnatural_aggression_exiles_instead_of_dying``.
* "If an effect creates a copy of such a spell, the division of damage and number of targets
  can't be changed": not testable, the engine has no spells or copies (only
  ``sim.rules.noncombat.divided_damage`` as the spell resolves).
* Combat damage is never redirected to a planeswalker (the redirection is for "noncombat
  damage"): ``tests/scenarios/notes_2016_combat_damage_not_redirected.toml``.
"""

from __future__ import annotations

import tomllib

import pytest

import cards
import sim
from sim.io.scenario import parse_scenario
from sim.model.actions import ChooseEffect
from sim.model.damage_records import DamageEvent
from sim.model.decisions import DecisionKind
from sim.model.events import ReplacementApplied
from sim.model.objects import Duration, Zone
from sim.rules.noncombat import divided_damage, exile_if_it_would_die, fight_action
from sim.rules.replacement import deal
from sim.rules.sba import check_state_based_actions

JUDGMENT = "Avacyn's Judgment"
JACE = '[[permanents]]\nid = "jace"\ncontroller = "B"\ncard = "Jace Beleren"\n'  # loyalty 3
CHANDRA = ('[[permanents]]\nid = "chandra"\ncontroller = "B"\nname = "Chandra"\n'
           'types = ["Planeswalker"]\nloyalty = 4\n')
CASTIGATOR = '[[permanents]]\nid = "angel"\ncontroller = "B"\ncard = "Goldnight Castigator"\n'
PALM = ('[[damage_effects]]\nname = "palm"\nkind = "reflect"\nto = "B"\nsource = "Avacyn\'s '
        'Judgment"\nonce = true\ncontroller = "B"\ndescription = "Deflecting Palm"\n')


def board(rules: str, extra: str = "") -> sim.GameState:
    """Players A and B (20 life) and ``extra`` (scenario TOML) under ``rules``."""
    text = f'rules = "{rules}"\n[players.A]\n[players.B]\n' + extra
    return parse_scenario(tomllib.loads(text), "reference.toml",
                          cards.default_pool()).state.clone()


def creature(pid: str, controller: str, power: int, toughness: int) -> str:
    return (f'[[permanents]]\nid = "{pid}"\ncontroller = "{controller}"\npower = {power}\n'
            f'toughness = {toughness}\n')


def choose(state: sim.GameState, *prefer: str) -> list[tuple[str, list[str]]]:
    """Answer the pending replacement and redirection decisions until none is left: each
    time the option named first in ``prefer`` among those offered, else the first option
    (the redirection's "keep", or the first effect). Returns who was asked and among what
    (each decision's options, which are also its legal actions)."""
    asked: list[tuple[str, list[str]]] = []
    while state.decision is not None:
        decision = state.decision
        assert decision.kind in (DecisionKind.ORDER_REPLACEMENTS,
                                 DecisionKind.REDIRECT_DAMAGE), decision
        names = list(decision.options)
        assert [str(a) for a in state.legal_actions()] == [f"replacement {n}" for n in names]
        asked.append((decision.player, names))
        state.apply(ChooseEffect(next((n for n in prefer if n in names), names[0])))
    return asked


def damage_log(state: sim.GameState) -> list[tuple[str, int]]:
    """(recipient, amount) of each damage event dealt so far."""
    return [(e["target"], e["amount"]) for e in state.events if e["kind"] == "damage"]


def replacements(state: sim.GameState) -> list[ReplacementApplied]:
    return [e for e in state.events if isinstance(e, ReplacementApplied)]


# --- Avacyn's Judgment: divided damage and the planeswalker redirection ---------------------

def test_judgment_redirected_to_a_planeswalker_2016() -> None:
    """Release notes, Avacyn's Judgment: "You can redirect damage that Avacyn's Judgment would
    deal to an opponent to a planeswalker that player controls." (CR 306.7 of 2016: a
    redirection effect, 614.9; the opponent — the spell's controller — chooses as it is
    applied.) A casts Avacyn's Judgment with both damage to B, who controls Jace Beleren
    (loyalty 3) and nothing else; A redirects: Jace loses 2 loyalty (CR 120.3c), B none."""
    state = board("2016", JACE)
    assert divided_damage(state, JUDGMENT, "A", 2, {"B": 2}) is None  # A must choose
    asked = choose(state, "planeswalker redirection to jace")
    assert asked == [("A", ["planeswalker redirection: keep",
                            "planeswalker redirection to jace"])]
    assert damage_log(state) == [("jace", 2)]
    assert state.loyalty("jace") == 1
    assert state.players["B"].life == 20


def test_redirection_moves_all_the_damage_to_one_planeswalker_2016() -> None:
    """Release notes, divided damage: "If one of the targets is a player, you may deal that
    damage as it resolves to a planeswalker that player controls instead. 'Instead' means you
    can't deal damage to both a player and a planeswalker that player controls, you can't deal
    damage to more than one planeswalker, and you can't split the damage between the player and
    the planeswalker." (CR 306.7 of 2016, 614.9.) B controls Jace Beleren and a second
    planeswalker; A's Avacyn's Judgment would deal 2 to B. A is offered exactly: keep it on B,
    or all of it to one of the planeswalkers — and each choice deals the whole 2 to one
    recipient. (Dealt with ``sim.rules.replacement.deal`` directly, to see every option offered.)"""
    state = board("2016", JACE + CHANDRA)
    event = DamageEvent(JUDGMENT, "B", 2, "A", combat=False)
    results = set()
    for pick in ("planeswalker redirection: keep", "planeswalker redirection to jace",
                 "planeswalker redirection to chandra"):
        branch = state.clone()
        assert deal(branch, [event]) is None
        asked = choose(branch, pick)
        assert asked == [("A", ["planeswalker redirection: keep",
                                "planeswalker redirection to jace",
                                "planeswalker redirection to chandra"])]
        [dealt] = damage_log(branch)
        [logged] = replacements(branch)
        assert logged["result"] == (dealt,)
        results.add(dealt)
    assert results == {("B", 2), ("jace", 2), ("chandra", 2)}


def test_no_redirection_of_damage_from_your_own_source_2016() -> None:
    """Release notes, "Your order matters to us": the redirection applies when "noncombat
    damage would be dealt to an opponent by a source you control" (CR 306.7 of 2016: "by a
    source controlled by an opponent"). B's own Avacyn's Judgment dealing 2 to B can't be
    redirected to B's Jace: nothing is offered and all 2 stay on B."""
    state = board("2016", JACE)
    dealt = deal(state, [DamageEvent(JUDGMENT, "B", 2, "B", combat=False)])
    assert choose(state, "planeswalker redirection to jace") == []
    assert replacements(state) == []  # no effect applied
    assert dealt is not None and [(e.target, e.amount) for e in dealt] == [("B", 2)]
    assert state.players["B"].life == 18 and state.loyalty("jace") == 3


def test_judgment_targets_a_player_and_their_planeswalker_under_current_rules() -> None:
    """The current answer to "you can't deal damage to both a player and a planeswalker that
    player controls": the redirection rule is gone (306.7 of 2016 was removed with Dominaria,
    2018) and Avacyn's Judgment now divides its damage "among any number of targets" (CR 115.4:
    "any target" includes planeswalkers). So A may divide it 1 to B and 1 to Jace Beleren: B
    loses 1 life and Jace 1 loyalty (CR 120.3c), and nothing is redirected."""
    state = board("current", JACE)
    assert divided_damage(state, JUDGMENT, "A", 2, {"B": 1, "jace": 1}) is not None
    assert choose(state, "planeswalker redirection to jace") == []
    assert state.players["B"].life == 19 and state.loyalty("jace") == 2
    dealt = deal(state, [DamageEvent(JUDGMENT, "B", 2, "A", combat=False)])
    assert choose(state, "planeswalker redirection to jace") == []
    assert dealt is not None and [(e.target, e.amount) for e in dealt] == [("B", 2)]
    assert replacements(state) == []  # no effect applied, nothing redirected


def test_madness_x_division_and_an_illegal_target() -> None:
    """Release notes, Avacyn's Judgment: "If Avacyn's Judgment's madness cost was paid, it
    deals X damage divided as you choose among those creatures and/or players instead" and
    "If Avacyn's Judgment has multiple targets, and some but not all of them are illegal
    targets when Avacyn's Judgment resolves, Avacyn's Judgment will still deal damage to the
    remaining legal targets according to the original damage division." (CR 601.2d, 608.2b.)
    Cast for its madness cost with X = 4, divided 1 to creature x, 1 to creature y and 2 to B;
    x becomes an illegal target: y is dealt 1 and B 2, and x's share is not dealt to anyone."""
    state = board("current", creature("x", "B", 1, 1) + creature("y", "B", 2, 2))
    dealt = divided_damage(state, JUDGMENT, "A", 4, {"x": 1, "y": 1, "B": 2},
                           legal={"y", "B"})
    assert sorted((e.target, e.amount) for e in dealt) == [("B", 2), ("y", 1)]
    assert state.permanents["x"].damage == 0 and state.permanents["y"].damage == 1
    assert state.players["B"].life == 18


# --- Goldnight Castigator: who chooses what -----------------------------------------------------

def test_castigator_the_damaged_player_orders_and_the_opponent_redirects_2016() -> None:
    """Release notes, Goldnight Castigator: "If multiple replacement effects could apply to
    damage being dealt to you or Goldnight Castigator, you choose the order to apply those
    effects. Notably, if a source an opponent controls would deal noncombat damage to you while
    you control a planeswalker, you can have that opponent choose whether or not to redirect
    the damage to that planeswalker before the damage is doubled. If you do, damage redirected
    to that planeswalker won't be doubled." (CR 616.1, 616.1e: the affected player orders;
    306.7 of 2016: the source's controller chooses whether to redirect.) B (Castigator, Jace)
    is asked the order and picks the redirection; then A is asked whether to redirect, and
    does: Jace is dealt 2, not 4 (the results of every order: tests/test_replacement.py)."""
    state = board("2016", JACE + CASTIGATOR)
    assert divided_damage(state, JUDGMENT, "A", 2, {"B": 2}) is None
    asked = choose(state, "planeswalker redirection", "planeswalker redirection to jace")
    assert [player for player, _ in asked] == ["B", "A"]
    first = asked[0][1]
    assert len(first) == 2 and "planeswalker redirection" in first
    assert any(name.startswith("angel:") for name in first)
    assert asked[1][1] == ["planeswalker redirection: keep",
                           "planeswalker redirection to jace"]
    assert damage_log(state) == [("jace", 2)]
    assert state.loyalty("jace") == 1 and state.players["B"].life == 20


# --- Deflecting Palm and the planeswalker redirection ------------------------------------------

@pytest.mark.parametrize(("redirect", "jace", "life_a", "palm_left"), [
    # A redirects to Jace: the damage would no longer be dealt to B, so Palm can't apply and
    # is still waiting for "the next time"
    ("planeswalker redirection to jace", 1, 20, True),
    # A keeps the damage on B: Palm then applies, prevents 2 and deals 2 to A
    ("planeswalker redirection: keep", 3, 18, False),
])
def test_deflecting_palm_after_the_redirection_2016(redirect: str, jace: int, life_a: int,
                                                    palm_left: bool) -> None:
    """Release notes, Deflecting Palm: "if noncombat damage would be dealt to you by a source
    controlled by an opponent, you choose the order in which to apply Deflecting Palm and the
    planeswalker redirection effect." (CR 616.1e; 306.7 of 2016; 615.1a.) B, who resolved
    Deflecting Palm naming A's Avacyn's Judgment, is asked the order and applies the
    redirection first (Palm first: tests/test_replacement.py::
    test_deflecting_palm_first_leaves_nothing_to_redirect_2016). B takes no damage either way."""
    state = board("2016", JACE + PALM)
    assert divided_damage(state, JUDGMENT, "A", 2, {"B": 2}) is None
    asked = choose(state, "planeswalker redirection", redirect)
    assert asked[0] == ("B", ["palm", "planeswalker redirection"])
    assert asked[1][0] == "A"
    assert state.loyalty("jace") == jace
    assert state.players["B"].life == 20
    assert state.players["A"].life == life_a
    assert [e.name for e in state.damage_effects] == (["palm"] if palm_left else [])


# --- Unnatural Aggression: fight with an illegal target, and the exile clause --------------------

def test_aggression_your_creature_destroyed_then_theirs_dies_later() -> None:
    """Release notes, Unnatural Aggression: "If the creature you control becomes an illegal
    target (perhaps due to being destroyed by another spell or ability), Unnatural Aggression
    will resolve, but the target creature an opponent controls will neither deal nor receive
    any damage. If that creature would die later in the turn for another reason, it will be
    exiled instead." (CR 608.2b, 701.14b; the exile clause is a replacement effect, 614.1a.)
    A's 3/3 is destroyed in response; the spell resolves: no fight, and B's 2/2 is exiled when
    a later Avacyn's Judgment deals it 2."""
    state = board("current", creature("mine", "A", 3, 3) + creature("theirs", "B", 2, 2))
    state.move("mine", Zone.GRAVEYARD)  # destroyed in response
    assert fight_action(state, "mine", "theirs", legal=("theirs",)) == []
    exile_if_it_would_die(state, "theirs", "Unnatural Aggression")
    assert state.permanents["theirs"].damage == 0
    divided_damage(state, JUDGMENT, "A", 2, {"theirs": 2})
    check_state_based_actions(state)
    assert state.permanents["theirs"].zone is Zone.EXILE


def test_aggression_survivor_dealt_damage_is_exiled_later_this_turn_only() -> None:
    """Release notes, Unnatural Aggression: "If the creature an opponent controls survives the
    fight but would die later in the turn for another reason, it will be exiled instead,
    whether your creature dealt it damage or not." (CR 701.14a, 614.1a; "this turn": the
    effect ends at cleanup, 514.2.) A's 2/2 fights B's 1/4: each deals its power to the other
    (2 to the 1/4, which survives). Later that turn Avacyn's Judgment deals it 2 more: it is
    exiled. Next turn, the same creature would simply die."""
    state = board("current", creature("mine", "A", 2, 2) + creature("theirs", "B", 1, 4))
    fight_action(state, "mine", "theirs")
    exile_if_it_would_die(state, "theirs", "Unnatural Aggression")
    check_state_based_actions(state)
    assert state.permanents["theirs"].zone is Zone.BATTLEFIELD
    assert state.permanents["theirs"].damage == 2 and state.permanents["mine"].damage == 1
    later = state.clone()
    divided_damage(later, JUDGMENT, "A", 2, {"theirs": 2})
    check_state_based_actions(later)
    assert later.permanents["theirs"].zone is Zone.EXILE
    next_turn = state.clone()
    next_turn.end_effects(Duration.END_OF_TURN)  # cleanup (514.2): the effect ends ...
    next_turn.permanents["theirs"].damage = 0  # ... and damage wears off
    divided_damage(next_turn, JUDGMENT, "A", 4, {"theirs": 4})  # madness, X = 4
    check_state_based_actions(next_turn)
    assert next_turn.permanents["theirs"].zone is Zone.GRAVEYARD
