"""Creature keywords that stand for a triggered ability the rules word in full, read through
``sim.text.keyword_triggers`` (issue 29, keywords and counters): for Mirrodin! (CR 702.163)."""

from __future__ import annotations

import numpy as np
import pytest
from played import plays
from test_stack import card, events, finish, game, perm, play, to

from sim import CardDef, GameState, Player, Step
from sim.model.events import LibraryExiled
from sim.model.objects import PLUS, Permanent, Zone
from sim.text.card_reader import read_card
from sim.text.render import text


def tokens(state: object, controller: str, name: str) -> list[str]:
    return [p.id for p in state.battlefield()  # type: ignore[attr-defined]
            if p.controller == controller and name in p.card.subtypes]


# --- for Mirrodin! (702.163) --------------------------------------------------------------------

def rebel_equipment(text_: str) -> CardDef:
    return card("Halberd", types=["Artifact"], subtypes=["Equipment"], cost="{0}", text=text_)


def test_for_mirrodin_reads_as_its_rule_and_renders_back() -> None:
    reading = read_card("For Mirrodin! (When this Equipment enters, create a 2/2 red Rebel "
                        "creature token, then attach this to it.)\nEquip {3}", "Halberd")
    assert reading.status == "full"
    [ability] = reading.triggered
    assert ability.keyword == "for mirrodin!" and ability.event == "Entered"
    assert text(ability) == "for mirrodin!"


@plays("For Mirrodin!")
def test_for_mirrodin_makes_a_rebel_and_equips_it() -> None:
    """CR 702.163a: when the Equipment enters, its controller creates a 2/2 red Rebel creature
    token, then attaches the Equipment to it (301.5): the Rebel is a 3/2 with the Equipment's
    +1/+0."""
    halberd = rebel_equipment("For Mirrodin!\nEquipped creature gets +1/+0.\nEquip {2}")
    state = game(perm("h1", "A", halberd, Zone.HAND), step=Step.PRECOMBAT_MAIN)
    to(state, "priority", Step.PRECOMBAT_MAIN, "A")
    finish(play(state, "cast h1"))
    [rebel] = tokens(state, "A", "Rebel")
    r = state.permanents[rebel]
    assert r.card.colors == ("R",) and r.card.subtypes == ("Rebel",)
    assert state.permanents["h1"].attached_to == rebel
    assert (state.power(rebel), state.toughness(rebel)) == (3, 2)


# --- support N (701.33) -------------------------------------------------------------------------

@plays("Support 2.\nDraw a card.")
def test_support_on_a_spell_puts_a_counter_on_each_of_up_to_two_creatures() -> None:
    """CR 701.33a: "support N" on an instant or sorcery is "put a +1/+1 counter on each of up
    to N target creatures": one counter on each creature chosen (601.2c: up to two, 115.3: not
    one creature twice), then the card is drawn."""
    shoulder = card("Shoulder", types=["Sorcery"], cost="{0}", text="Support 2.\nDraw a card.")
    state = game(perm("a1", "A", card("Bear", power=2, toughness=2)),
                 perm("b1", "B", card("Wolf", power=2, toughness=2)),
                 perm("s1", "A", shoulder, Zone.HAND), step=Step.PRECOMBAT_MAIN)
    to(state, "priority", Step.PRECOMBAT_MAIN, "A")
    play(state, "cast s1", "target a1")
    assert "target a1" not in [str(a) for a in state.legal_actions()]
    finish(play(state, "target b1"))
    assert state.permanents["a1"].counters == {PLUS: 1}
    assert state.permanents["b1"].counters == {PLUS: 1}
    assert len(state.cards("A", Zone.HAND)) == 1


@plays("When ~ enters the battlefield, support 2.")
def test_support_on_a_permanent_targets_only_other_creatures() -> None:
    """CR 701.33a: "support N" on a permanent is "put a +1/+1 counter on each of up to N other
    target creatures": the creature itself can't be chosen (115.1)."""
    captain = card("Captain", power=2, toughness=2, cost="{0}",
                   text="When Captain enters the battlefield, support 2.")
    state = game(perm("a1", "A", card("Bear", power=2, toughness=2)),
                 perm("c1", "A", captain, Zone.HAND), step=Step.PRECOMBAT_MAIN)
    to(state, "priority", Step.PRECOMBAT_MAIN, "A")
    play(state, "cast c1")
    to(state, "choose_target")
    assert [str(a) for a in state.legal_actions()] == ["target a1", "target none"]
    finish(play(state, "target a1", "target none"))
    assert state.permanents["a1"].counters == {PLUS: 1} and not state.permanents["c1"].counters


# --- ingest (702.115) ---------------------------------------------------------------------------

@plays("Ingest")
def test_ingest_exiles_the_top_card_of_the_damaged_players_library() -> None:
    """CR 702.115a: whenever the creature with ingest deals combat damage to a player, that
    player exiles the top card of their library (406.2: face up; a new object, 400.7): B's top
    Hill Giant goes to exile, the Forest below stays on top."""
    drone = card("Drone", power=2, toughness=2, text="Ingest")
    players = {"A": Player("A"), "B": Player("B", library=(card("Hill Giant"), card("Forest")))}
    state = GameState(players, {"d1": Permanent("d1", "A", drone)}, ("A", "B"), "A",
                      step=Step.BEGINNING_OF_COMBAT)
    state.record_events = True
    state.start()
    to(state, "declare_attackers").apply("attack d1=B")
    to(state, "declare_blockers").apply("block none")
    finish(state)
    assert state.players["B"].life == 18
    assert [c.name for c in state.players["B"].library] == ["Forest"]
    assert [p.card.name for p in state.cards("B", Zone.EXILE)] == ["Hill Giant"]
    [exiled] = events(state, LibraryExiled)
    assert (exiled.player, exiled.cards) == ("B", ("Hill Giant",))


@plays("Each opponent exiles the top card of their library.")
def test_each_opponent_exiles_the_top_card_and_an_empty_library_exiles_nothing() -> None:
    """CR 406.2 and 401.1: each opponent exiles the top card of their library; with no card
    there, nothing happens (as many as there are)."""
    feeder = card("Feeder", types=["Sorcery"], cost="{0}",
                  text="Each opponent exiles the top card of their library.")
    players = {"A": Player("A", library=(card("Forest"),)), "B": Player("B")}
    state = GameState(players, {"f1": Permanent("f1", "A", feeder, zone=Zone.HAND)},
                      ("A", "B"), "A", step=Step.PRECOMBAT_MAIN)
    state.start()
    to(state, "priority", Step.PRECOMBAT_MAIN, "A")
    finish(play(state, "cast f1"))
    assert [c.name for c in state.players["A"].library] == ["Forest"]
    assert not state.cards("B", Zone.EXILE)


# --- bolster N (701.39) -------------------------------------------------------------------------

def bolster_game() -> GameState:
    honor = card("Honor", types=["Sorcery"], cost="{0}", text="Bolster 2.")
    return game(perm("a1", "A", card("Bear", power=2, toughness=2)),
                perm("a2", "A", card("Wolf", power=3, toughness=2)),
                perm("a3", "A", card("Giant", power=3, toughness=3)),
                perm("b1", "B", card("Rat", power=1, toughness=1)),
                perm("s1", "A", honor, Zone.HAND), step=Step.PRECOMBAT_MAIN)


@plays("Bolster 2.")
def test_bolster_asks_among_the_creatures_tied_for_least_toughness() -> None:
    """CR 701.39a: its controller chooses a creature with the least toughness among creatures
    they control (a choice as it resolves, not a target: the opponent's 1/1 doesn't count) and
    puts two +1/+1 counters on it."""
    state = bolster_game()
    to(state, "priority", Step.PRECOMBAT_MAIN, "A")
    play(state, "cast s1")
    to(state, "choose_permanent")
    assert [str(a) for a in state.legal_actions()] == ["permanent a1", "permanent a2"]
    finish(play(state, "permanent a2"))
    assert state.permanents["a2"].counters == {PLUS: 2} and not state.permanents["a1"].counters


def test_bolster_with_one_least_creature_asks_nothing() -> None:
    """CR 701.39a: one creature with the least toughness: it gets the counters, no choice."""
    when = card("Captain", power=4, toughness=4, cost="{0}",
                text="When Captain enters the battlefield, bolster 1.")
    state = game(perm("a1", "A", card("Bear", power=2, toughness=2)),
                 perm("c1", "A", when, Zone.HAND), step=Step.PRECOMBAT_MAIN)
    to(state, "priority", Step.PRECOMBAT_MAIN, "A")
    finish(play(state, "cast c1"))
    assert state.permanents["a1"].counters == {PLUS: 1} and not state.permanents["c1"].counters


@pytest.mark.parametrize("agent", ["random", "heuristic", "default"])
def test_every_policy_answers_the_bolster_choice(agent: str) -> None:
    """CR 701.39a: the choice among tied creatures is a decision every policy answers."""
    from mtgsim.policies import policy as make

    state = bolster_game()
    to(state, "priority", Step.PRECOMBAT_MAIN, "A")
    play(state, "cast s1")
    to(state, "choose_permanent")
    decision = state.decision
    assert decision is not None
    action = make(agent, np.random.default_rng(1)).act(state, decision, state.legal_actions())
    assert action in state.legal_actions()
    finish(play(state, str(action)))
    assert sum(state.permanents[p].counters.get(PLUS, 0) for p in ("a1", "a2")) == 2


# --- amass (701.47) -----------------------------------------------------------------------------

def amass_spell(text_: str) -> CardDef:
    return card("Dark Call", types=["Sorcery"], cost="{0}", text=text_)


@plays("Amass 2.")
def test_amass_makes_a_zombie_army_first_when_there_is_none() -> None:
    """CR 701.47a ("amass N" is amass Zombies N): with no Army, a 0/0 black Zombie Army token
    is created, then two +1/+1 counters are put on it: a 2/2."""
    state = game(perm("s1", "A", amass_spell("Amass 2."), Zone.HAND), step=Step.PRECOMBAT_MAIN)
    to(state, "priority", Step.PRECOMBAT_MAIN, "A")
    finish(play(state, "cast s1"))
    [army] = tokens(state, "A", "Army")
    a = state.permanents[army]
    assert a.card.colors == ("B",) and set(a.card.subtypes) == {"Zombie", "Army"}
    assert a.counters == {PLUS: 2} and (state.power(army), state.toughness(army)) == (2, 2)


@plays("Amass Orcs 3.")
def test_amass_orcs_grows_the_army_there_and_makes_it_an_orc() -> None:
    """CR 701.47a: with a Zombie Army already there, no token is created: it gets three
    +1/+1 counters and becomes an Orc in addition to its other types (613.1d)."""
    zombie_army = card("Zombie Army", power=0, toughness=0, subtypes=["Zombie", "Army"])
    state = game(perm("z1", "A", zombie_army, counters={PLUS: 1}),
                 perm("s1", "A", amass_spell("Amass Orcs 3."), Zone.HAND),
                 step=Step.PRECOMBAT_MAIN)
    to(state, "priority", Step.PRECOMBAT_MAIN, "A")
    finish(play(state, "cast s1"))
    z = state.permanents["z1"]
    assert tokens(state, "A", "Army") == ["z1"] and z.counters == {PLUS: 4}
    assert z.card.has_subtype("Orc") and z.card.has_subtype("Zombie")


def test_amass_with_two_armies_asks_which() -> None:
    """CR 701.47a: its controller chooses among the Army creatures they control (a
    ``choose_permanent`` decision)."""
    army = card("Zombie Army", power=0, toughness=0, subtypes=["Zombie", "Army"])
    state = game(perm("z1", "A", army, counters={PLUS: 1}),
                 perm("z2", "A", army, counters={PLUS: 1}),
                 perm("s1", "A", amass_spell("Amass 2."), Zone.HAND), step=Step.PRECOMBAT_MAIN)
    to(state, "priority", Step.PRECOMBAT_MAIN, "A")
    play(state, "cast s1")
    to(state, "choose_permanent")
    assert [str(a) for a in state.legal_actions()] == ["permanent z1", "permanent z2"]
    finish(play(state, "permanent z2"))
    assert state.permanents["z2"].counters == {PLUS: 3}
    assert state.permanents["z1"].counters == {PLUS: 1}
