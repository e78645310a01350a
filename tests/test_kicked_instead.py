"""A kicked spell's instruction done instead of the one before it (CR 702.33d: "if this spell
was kicked, <instruction> instead"; 608.2c: the later instruction replaces the earlier one):
"target creature gets +2/+2 until end of turn. If this spell was kicked, that creature gets
+4/+4 until end of turn instead", the same for a discard, a draw; and a permanent that remembers
it was kicked after it left (113.7a)."""

from __future__ import annotations

from typing import Any

import pytest
from played import plays

import mtgsim
from sim.model.objects import Zone
from sim.text import FULL, read_card

BEARS = {"id": "bears", "controller": "A", "name": "Bears", "power": 2, "toughness": 2}
GROWTH = {"name": "Growth", "types": ["Instant"], "cost": "{G}",
          "text": "Kicker {1}{G}\nTarget creature gets +2/+2 until end of turn. If this spell "
                  "was kicked, that creature gets +4/+4 until end of turn instead."}
FLOURISH = {"name": "Flourish", "types": ["Instant"], "cost": "{B}",
            "text": "Kicker {2}{B}\nTarget creature gets -1/-1 until end of turn. If this "
                    "spell was kicked, that creature gets -5/-5 until end of turn instead."}
BOG = {"name": "Bog", "types": ["Sorcery"], "cost": "{B}",
       "text": "Kicker {1}\nTarget player discards two cards. If Bog was kicked, that player "
               "discards three cards instead."}
RESEARCH = {"name": "Research", "types": ["Sorcery"], "cost": "{U}",
            "text": "Kicker {3}\nDraw a card. If Research was kicked, draw three cards instead."}
CARD = {"name": "Forest", "types": ["Land"], "subtypes": ["Forest"]}


def game(card: dict[str, Any], mana: str, b_hand: int = 0) -> mtgsim.GameState:
    """A, in their precombat main phase, holds ``card`` with ``mana`` in their pool; B holds
    ``b_hand`` Forests; each library five Forests."""
    return mtgsim.load({"active_player": "A", "step": "precombat main", "permanents": [BEARS],
                        "players": {"A": {"hand": [card], "mana": mana, "library": [CARD] * 5},
                                    "B": {"hand": [CARD] * b_hand, "library": [CARD] * 5}}})


def cast(state: mtgsim.GameState, kick: bool, target: str = "") -> None:
    """A casts the card in hand, kicked or not, at ``target``, and the stack resolves."""
    state.apply('cast "A:hand:1"')
    state.apply(f'cost "{"kicked" if kick else "not kicked"}"')
    if target:
        state.apply(f"target {target}")
    while state.stack:
        state.apply("pass")


@pytest.mark.parametrize("card", [GROWTH, FLOURISH, BOG, RESEARCH])
def test_the_cards_are_read_whole(card: dict[str, Any]) -> None:
    """CR 702.33d, 608.2c: the kicked instruction is read and rendered back."""
    types = tuple(card["types"])
    reading = read_card(card["text"], card["name"], types)
    assert reading.status == FULL, reading.unsupported


@plays("Target creature gets +2/+2 until end of turn. If this spell was kicked, that creature "
       "gets +4/+4 until end of turn instead.")
@pytest.mark.parametrize("kick", [True, False])
def test_a_kicked_pump_gives_the_bigger_bonus_instead(kick: bool) -> None:
    """CR 702.33d, 608.2c: kicked, the Bears get +4/+4 (not +6/+6: the +2/+2 is not done);
    not kicked, +2/+2."""
    state = game(GROWTH, "{2}{G}{G}")
    cast(state, kick, "bears")
    assert state.power("bears") == (6 if kick else 4)
    assert state.toughness("bears") == (6 if kick else 4)


@plays("Target creature gets -1/-1 until end of turn. If this spell was kicked, that creature "
       "gets -5/-5 until end of turn instead.")
@pytest.mark.parametrize("kick", [True, False])
def test_a_kicked_shrink_kills_instead(kick: bool) -> None:
    """CR 702.33d, 608.2c, 704.5f: kicked, the 2/2 gets -5/-5 and dies; not kicked, -1/-1
    and it lives as a 1/1."""
    state = game(FLOURISH, "{3}{B}{B}")
    cast(state, kick, "bears")
    bears = state.permanents["bears"]
    assert bears.zone is (Zone.GRAVEYARD if kick else Zone.BATTLEFIELD)
    if not kick:
        assert state.power("bears") == 1


@plays("Target player discards two cards. If Bog was kicked, that player discards three cards "
       "instead.")
@pytest.mark.parametrize("kick", [True, False])
def test_a_kicked_discard_takes_three_instead_of_two(kick: bool) -> None:
    """CR 702.33d, 608.2c, 701.9a: B, holding four cards, discards three (kicked) or two."""
    state = game(BOG, "{1}{B}", b_hand=4)
    state.apply('cast "A:hand:1"')
    state.apply(f'cost "{"kicked" if kick else "not kicked"}"')
    state.apply("target B")
    while state.stack or state.decision is not None and state.decision.player == "B":
        decision = state.decision
        if decision is not None and decision.player == "B":
            state.apply(state.legal_actions()[0])
        else:
            state.apply("pass")
    in_hand = [p for p in state.permanents.values() if p.owner == "B" and p.zone is Zone.HAND]
    assert len(in_hand) == (1 if kick else 2)


@plays("Draw a card. If Research was kicked, draw three cards instead.")
@pytest.mark.parametrize("kick", [True, False])
def test_a_kicked_draw_draws_three_instead_of_one(kick: bool) -> None:
    """CR 702.33d, 608.2c, 121.1: kicked, A draws three cards (not four); else one."""
    state = game(RESEARCH, "{3}{U}")
    cast(state, kick)
    in_hand = [p for p in state.permanents.values() if p.owner == "A" and p.zone is Zone.HAND]
    assert len(in_hand) == (3 if kick else 1)


@plays("When Angel enters, you gain 1 life. If Angel was kicked, you gain 5 life instead.")
def test_a_kicked_permanent_gone_before_its_trigger_resolves_still_was_kicked() -> None:
    """CR 702.33d, 113.7a, 608.2c: the entering trigger of a kicked creature destroyed in
    response (B's instant) still knows it was kicked (its last known information): A gains 5
    life, not 1."""
    angel = {"name": "Angel", "types": ["Creature"], "cost": "{W}", "power": 1,
             "toughness": 1, "text": "Kicker {1}\nWhen Angel enters, you gain 1 life. If "
                                     "Angel was kicked, you gain 5 life instead."}
    kill = {"name": "Kill", "types": ["Instant"], "cost": "{B}",
            "text": "Destroy target creature."}
    assert read_card(angel["text"], "Angel", ("Creature",)).status == FULL
    state = mtgsim.load({"active_player": "A", "step": "precombat main",
                         "players": {"A": {"hand": [angel], "mana": "{1}{W}"},
                                     "B": {"hand": [kill], "mana": "{B}"}}})
    state.apply('cast "A:hand:1"')
    state.apply('cost "kicked"')  # the Angel resolves; its trigger waits on the stack
    assert len(state.stack) == 1 and state.permanents["A:hand:1"].zone is Zone.BATTLEFIELD
    state.apply('cast "B:hand:1"')
    state.apply('target "A:hand:1"')  # both resolve: the Angel dies first
    assert not state.stack and state.permanents["A:hand:1"].zone is Zone.GRAVEYARD
    assert state.players["A"].life == 25


CLASM = {"name": "Clasm", "types": ["Instant"], "cost": "{1}{R}",
         "text": "Kicker {R}\nClasm deals 1 damage to each creature. If it was kicked, it deals "
                 "2 damage to each creature instead."}
GIANT = {"name": "Giant", "types": ["Creature"], "cost": "{2}{W}", "power": 3, "toughness": 3,
         "text": "Kicker {W}\nWhen Giant enters, destroy all other creatures you control. If "
                 "it was kicked, destroy all other creatures instead."}
SAGE = {"name": "Sage", "types": ["Creature"], "cost": "{U}", "power": 1, "toughness": 1,
        "text": "Kicker {2}\nWhen Sage enters, draw a card. If Sage was kicked, draw two cards."}
THEIRS = {"id": "theirs", "controller": "B", "name": "Theirs", "power": 2, "toughness": 2}
OGRE = {"id": "ogre", "controller": "A", "name": "Ogre", "power": 3, "toughness": 3}


@plays("Clasm deals 1 damage to each creature. If it was kicked, it deals 2 damage to each "
       "creature instead.")
@pytest.mark.parametrize("kick", [True, False])
def test_if_it_was_kicked_a_spell_deals_more_instead(kick: bool) -> None:
    """CR 702.33d, 608.2c: "it" is the spell: kicked, 2 damage (not 3) to each creature — the
    2/2 Bears die, the 3/3 Ogre lives with 2 damage; not kicked, 1 damage to each."""
    state = mtgsim.load({"active_player": "A", "step": "precombat main",
                         "permanents": [BEARS, OGRE],
                         "players": {"A": {"hand": [CLASM], "mana": "{2}{R}{R}"}, "B": {}}})
    cast(state, kick)
    assert state.permanents["bears"].zone is (Zone.GRAVEYARD if kick else Zone.BATTLEFIELD)
    assert state.permanents["ogre"].damage == (2 if kick else 1)


@plays("When Giant enters, destroy all other creatures you control. If it was kicked, destroy "
       "all other creatures instead.")
@pytest.mark.parametrize("kick", [True, False])
def test_if_it_was_kicked_a_trigger_does_more_instead(kick: bool) -> None:
    """CR 702.33d, 603.2, 608.2c: "it" is the kicked permanent: kicked, its entering trigger
    destroys every other creature (B's too); not kicked, only A's other creatures."""
    state = mtgsim.load({"active_player": "A", "step": "precombat main",
                         "permanents": [BEARS, THEIRS],
                         "players": {"A": {"hand": [GIANT], "mana": "{3}{W}{W}"}, "B": {}}})
    cast(state, kick)
    assert state.permanents["bears"].zone is Zone.GRAVEYARD
    assert state.permanents["theirs"].zone is (Zone.GRAVEYARD if kick else Zone.BATTLEFIELD)
    assert state.permanents["A:hand:1"].zone is Zone.BATTLEFIELD


@plays("When Sage enters, draw a card. If Sage was kicked, draw two cards.")
@pytest.mark.parametrize("kick", [True, False])
def test_a_kicked_permanents_trigger_does_its_kicked_sentence(kick: bool) -> None:
    """CR 702.33d, 603.2: the entering trigger of a kicked permanent does its "if ~ was kicked"
    sentence (the permanent, not the trigger, was kicked): three cards drawn, else one."""
    state = game(SAGE, "{2}{U}")
    cast(state, kick)
    in_hand = [p for p in state.permanents.values() if p.owner == "A" and p.zone is Zone.HAND]
    assert len(in_hand) == (3 if kick else 1)


MIGRATION = {"name": "Migration", "types": ["Sorcery"], "cost": "{G}",
             "text": "Kicker {4}\nCreate two 1/1 green Saproling creature tokens. If this "
                     "spell was kicked, create four of those tokens instead."}


@plays("Create two 1/1 green Saproling creature tokens. If this spell was kicked, create four "
       "of those tokens instead.")
@pytest.mark.parametrize("kick", [True, False])
def test_a_kicked_spell_creates_more_of_those_tokens_instead(kick: bool) -> None:
    """CR 702.33d, 608.2c, 111.1: kicked, four Saprolings (not six); not kicked, two."""
    state = game(MIGRATION, "{4}{G}")
    cast(state, kick)
    tokens = [p for p in state.permanents.values() if p.zone is Zone.BATTLEFIELD
              and p.card.name != "Bears"]
    assert len(tokens) == (4 if kick else 2)
    assert all(p.card.subtypes == ("Saproling",) and p.controller == "A" for p in tokens)


def test_other_tokens_are_not_those_tokens() -> None:
    """CR 608.2c: "those tokens" are the ones the sentence before creates; after another
    instruction the sentence is not read."""
    text = ("Kicker {4}\nDraw a card. If this spell was kicked, create four of those tokens "
            "instead.")
    assert read_card(text, "Migration", ("Sorcery",)).status != FULL


def test_not_instead_of_an_instruction_done_only_if_paid() -> None:
    """CR 608.2c, 118.12: after "you may discard a card. if you do, draw a card" the kicked
    "draw two cards instead" would be done even when nothing was discarded: not read."""
    text = ("Kicker {2}\nYou may discard a card. If you do, draw a card. If this spell was "
            "kicked, draw two cards instead.")
    assert read_card(text, "Probe", ("Sorcery",)).status != FULL


UNITY = {"name": "Unity", "types": ["Instant"], "cost": "{W}",
         "text": "Kicker {1}{W}\nCreatures you control get +1/+1 until end of turn. If this "
                 "spell was kicked, those creatures get +2/+1 until end of turn instead."}
CASUALTIES = {"name": "Casualties", "types": ["Sorcery"], "cost": "{B}{B}",
              "text": "Kicker {3}\nCreatures target player controls get -1/-1 until end of "
                      "turn. If this spell was kicked, those creatures get -2/-2 until end of "
                      "turn instead."}


@plays("Creatures you control get +1/+1 until end of turn. If this spell was kicked, those "
       "creatures get +2/+1 until end of turn instead.")
@pytest.mark.parametrize("kick", [True, False])
def test_those_creatures_get_the_kicked_bonus_instead(kick: bool) -> None:
    """CR 702.33d, 608.2c: "those creatures" are the creatures A controls: kicked, the Bears
    are 4/3 (not 5/4); not kicked, 3/3; B's creature is unchanged."""
    state = mtgsim.load({"active_player": "A", "step": "precombat main",
                         "permanents": [BEARS, THEIRS],
                         "players": {"A": {"hand": [UNITY], "mana": "{1}{W}{W}"}, "B": {}}})
    cast(state, kick)
    assert (state.power("bears"), state.toughness("bears")) == ((4, 3) if kick else (3, 3))
    assert state.power("theirs") == 2


@plays("Creatures target player controls get -1/-1 until end of turn. If this spell was "
       "kicked, those creatures get -2/-2 until end of turn instead.")
@pytest.mark.parametrize("kick", [True, False])
def test_those_creatures_of_the_target_player_shrink_more_instead(kick: bool) -> None:
    """CR 702.33d, 608.2c, 704.5f: kicked, B's 2/2 gets -2/-2 (not -3/-3) and dies; not
    kicked, it is a 1/1; A's Bears are unchanged."""
    state = mtgsim.load({"active_player": "A", "step": "precombat main",
                         "permanents": [BEARS, THEIRS],
                         "players": {"A": {"hand": [CASUALTIES], "mana": "{3}{B}{B}"},
                                     "B": {}}})
    cast(state, kick, "B")
    assert state.permanents["theirs"].zone is (Zone.GRAVEYARD if kick else Zone.BATTLEFIELD)
    assert state.power("bears") == 2
    if not kick:
        assert state.power("theirs") == 1


def test_those_creatures_only_after_a_plain_pump() -> None:
    """CR 608.2c: after "target creature gets +1/+1 ..." there are no "those creatures": the
    kicked sentence is not read."""
    text = ("Kicker {1}\nTarget creature gets +1/+1 until end of turn. If this spell was "
            "kicked, those creatures get +2/+2 until end of turn instead.")
    assert read_card(text, "Probe", ("Instant",)).status != FULL
