"""Counters of a kind no rule gives a meaning to (CR 122.1, 122.6): "put a spore counter on
~", "put a spore counter on each Fungus you control", "~ enters with three verse counters on
it"; the permanent gets them under their kind, the card's own abilities count or remove them.
Kinds the rules give a meaning to (keyword counters the engine doesn't give, 122.1b; finality;
lore 714.2b; shield 122.1c is read here, ``test_shield_counters``) are not read by this rule:
their clauses stay listed as not run."""

from __future__ import annotations

from typing import Any

from played import plays
from test_counts import game as counts_game
from test_named_counters import finish_one, two_turns
from test_stack import card, perm, play, to

import mtgsim
from sim import GameState, Step
from sim.model.board import power_and_toughness
from sim.model.objects import Zone
from sim.text.card_reader import read_card

THALLID = card("Thallid", power=1, toughness=1, cost="{G}", subtypes=["Fungus"],
               text="At the beginning of your upkeep, put a spore counter on Thallid.\n"
                    "Remove three spore counters from Thallid: Create a 1/1 green Saproling "
                    "creature token.")


def main_of_turn(state: GameState, turn: int) -> GameState:
    """Play the default policy to A's or B's first priority in turn ``turn``'s precombat main."""
    while not (state.turn == turn and state.step is Step.PRECOMBAT_MAIN and
               state.decision is not None and state.decision.kind == "priority"):
        to(state, "priority")
        if state.turn == turn and state.step is Step.PRECOMBAT_MAIN:
            break
        play(state, "pass")
    return state


@plays("At the beginning of your upkeep, put a spore counter on ~.")
def test_a_spore_counter_each_of_your_upkeeps_then_removed_to_make_a_saproling() -> None:
    """CR 122.1, 503.1 and 603.2b: the trigger puts one spore counter on Thallid in A's upkeep
    (turn 3), none in B's (turn 2); with three, its cost "remove three spore counters" (602.2b,
    118.3) can be paid and makes a Saproling, leaving none."""
    state = two_turns(perm("t1", "A", THALLID, counters={"spore": 2}), limit=4)
    main_of_turn(state, 2)
    assert state.permanents["t1"].counters == {"spore": 2}
    main_of_turn(state, 3)
    assert state.permanents["t1"].counters == {"spore": 3}
    activate = next(str(a) for a in state.legal_actions() if str(a).startswith("activate t1"))
    play(state, activate)
    finish_one(state)
    assert not state.permanents["t1"].counters.get("spore")
    assert [p.card.name for p in state.permanents.values()
            if p.zone is Zone.BATTLEFIELD and p.card.name != "Thallid"] == ["Saproling Token"]


@plays("At the beginning of your upkeep, put a spore counter on each Fungus you control.")
def test_spore_counters_on_each_fungus_you_control() -> None:
    """CR 122.1 and 115.10 (a group, not targets): each Fungus A controls gets a spore
    counter in A's upkeep; B's Fungus and A's non-Fungus get none."""
    sower = card("Sower", power=4, toughness=4, cost="{4}", subtypes=["Fungus"],
                 text="At the beginning of your upkeep, put a spore counter on each Fungus "
                      "you control.")
    fungus = card("Spore Dweller", power=1, toughness=1, subtypes=["Fungus"])
    state = two_turns(perm("s1", "A", sower), perm("f1", "A", fungus),
                      perm("f2", "B", fungus), perm("b1", "A", card("Bear", power=2, toughness=2)),
                      limit=4)
    main_of_turn(state, 3)
    counters = {pid: state.permanents[pid].counters for pid in ("s1", "f1", "f2", "b1")}
    assert counters == {"s1": {"spore": 1}, "f1": {"spore": 1}, "f2": {}, "b1": {}}


@plays("~ enters the battlefield with three verse counters on it.")
def test_a_permanent_enters_with_counters_of_its_kind() -> None:
    """CR 614.1c and 122.6: it enters with three verse counters (a replacement on entering:
    they are on it as it enters)."""
    verses = card("Verses", types=["Enchantment"], cost="{0}",
                  text="Verses enters the battlefield with three verse counters on it.")
    state = two_turns(perm("v1", "A", verses, Zone.HAND))
    to(state, "priority", Step.PRECOMBAT_MAIN, "A")
    play(state, "cast v1")
    finish_one(state)
    assert state.permanents["v1"].zone is Zone.BATTLEFIELD
    assert state.permanents["v1"].counters == {"verse": 3}


def test_counters_the_rules_give_a_meaning_are_not_read_as_any_kind() -> None:
    """CR 122.1b (a decayed counter gives decayed, not given by the engine), glossary (a
    finality counter exiles instead of dying): read as counters of no meaning they would be
    wrong, so these clauses stay not run. (A lore counter's meaning, 714.2b, is the engine's:
    ``sim.rules.sagas``, ``test_sagas``.)"""
    for text in ("When Holder enters the battlefield, put a decayed counter on target creature.",
                 "Holder enters the battlefield with a finality counter on it."):
        assert read_card(text, "Holder").unsupported, text
    assert not read_card("When Holder enters the battlefield, put a ki counter on Holder.",
                         "Holder").unsupported


@plays("Converge — ~ enters the battlefield with a +1/+1 counter on it for each color of mana "
       "spent to cast it.")
def test_converge_counts_each_color_of_mana_spent() -> None:
    """CR 614.1c and 601.2h: cast for {4} with a Forest, a Forest, an Island and a colorless
    land, it enters with a +1/+1 counter for each color spent — two (green counted once,
    colorless no color)."""
    wastes: dict[str, Any] = {"name": "Wastes", "types": ["Land"], "text": "{T}: Add {C}."}
    lands = ["Forest", "Forest", "Island", "Wastes"]
    permanents = [wastes | {"id": f"l{i}", "controller": "A"} if name == "Wastes" else
                  {"id": f"l{i}", "controller": "A", "card": name}
                  for i, name in enumerate(lands)]
    state = counts_game(permanents, actions=[{"step": "precombat_main", "player": "A",
                                              "cast": "gob"}],
                        players={"A": {"hand": [{
                            "id": "gob", "name": "Goblin", "types": ["Creature"], "cost": "{4}",
                            "power": 1, "toughness": 1,
                            "text": "Converge — Goblin enters the battlefield with a +1/+1 "
                                    "counter on it for each color of mana spent to cast it."}]},
                                 "B": {}})
    mtgsim.play(state)
    assert state.permanents["gob"].counters == {"+1/+1": 2}


@plays("~ enters the battlefield with a -1/-1 counter on it.")
def test_a_creature_enters_with_a_minus_counter() -> None:
    """CR 614.1c and 122.1a: the 3/3 enters with a -1/-1 counter, a 2/2; a 1/1 with the same
    ability enters as a 0/0 and is put into its owner's graveyard (704.5f)."""
    grub = card("Grub", power=3, toughness=3, cost="{0}",
                text="Grub enters the battlefield with a -1/-1 counter on it.")
    mite = card("Mite", power=1, toughness=1, cost="{0}",
                text="Mite enters the battlefield with a -1/-1 counter on it.")
    state = two_turns(perm("g1", "A", grub, Zone.HAND), perm("m1", "A", mite, Zone.HAND))
    to(state, "priority", Step.PRECOMBAT_MAIN, "A")
    play(state, "cast g1")
    finish_one(state)
    assert state.permanents["g1"].counters == {"-1/-1": 1}
    assert power_and_toughness(state, "g1") == (2, 2)
    play(state, "cast m1")
    finish_one(state)
    assert state.permanents["m1"].zone is Zone.GRAVEYARD


@plays("At the beginning of your upkeep, remove a -1/-1 counter from ~.")
def test_removing_a_minus_counter_each_upkeep() -> None:
    """CR 122.1 and 503.1: in A's upkeep (turn 3) one of the Husk's two -1/-1 counters is
    removed (a 2/2 with one, from 1/1); none in B's upkeep (turn 2). A permanent with none
    has none removed (the other Husk)."""
    husk = card("Husk", power=3, toughness=3,
                text="At the beginning of your upkeep, remove a -1/-1 counter from Husk.")
    state = two_turns(perm("h1", "A", husk, counters={"-1/-1": 2}),
                      perm("h2", "A", husk), limit=4)
    main_of_turn(state, 2)
    assert state.permanents["h1"].counters == {"-1/-1": 2}
    main_of_turn(state, 3)
    assert state.permanents["h1"].counters == {"-1/-1": 1}
    assert power_and_toughness(state, "h1") == (2, 2)
    assert state.permanents["h2"].counters == {}
