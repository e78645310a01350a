"""Delayed triggered abilities that last the rest of the turn (CR 603.7a, c, d): "[−1]:
Whenever a creature attacks this turn, put a +1/+1 counter on it." (Basri, Devoted Paladin),
"Whenever a creature dies this turn, you gain 1 life." (Death Frenzy). The ability triggers
each time its event happens until the turn ends (603.7c), controlled by the player who created
it (603.7d), with no source that must stay."""

from __future__ import annotations

from typing import Any

import pytest
from played import plays

import mtgsim
from sim.model.objects import PLUS, Zone
from sim.rules.delayed import fire
from sim.text import FULL, read_card

BASRI = "[−1]: Whenever a creature attacks this turn, put a +1/+1 counter on it."
FRENZY = ("All creatures get -2/-2 until end of turn. Whenever a creature dies this turn, you "
          "gain 1 life.")


def walker(text: str, loyalty: int = 4) -> dict[str, Any]:
    return {"id": "basri", "controller": "A", "name": "Basri", "types": ["Planeswalker"],
            "subtypes": ["Basri"], "loyalty": loyalty, "text": text}


def bear(pid: str, controller: str = "A", power: int = 2, toughness: int = 2
         ) -> dict[str, Any]:
    return {"id": pid, "controller": controller, "name": "Bear", "power": power,
            "toughness": toughness}


@pytest.mark.parametrize("text", [BASRI, FRENZY, (
    "Whenever you cast a creature spell this turn, draw a card.")])
def test_read_whole(text: str) -> None:
    """CR 603.7a: read and rendered back."""
    types = ("Planeswalker",) if text.startswith("[") else ("Sorcery",)
    assert read_card(text, "Probe", types).status == FULL


@pytest.mark.parametrize("text", [
    "Whenever that creature deals combat damage to a player this turn, you draw two cards.",
    "Whenever ~ attacks this turn, draw a card.",
    "Whenever another creature dies this turn, you gain 1 life."])
def test_an_object_of_its_own_is_not_read(text: str) -> None:
    """CR 603.7c: a condition naming the source or an object it was about is not read."""
    assert read_card(text, "Probe", ("Sorcery",)).status != FULL


@plays(BASRI)
@pytest.mark.parametrize("activated", [True, False])
def test_each_attacker_gets_a_counter(activated: bool) -> None:
    """CR 603.7a, c: Basri's −1 resolves in the main phase; each of the two creatures declared
    as attackers later that turn triggers the ability once (each a +1/+1 counter, 122.1), so
    B takes 3 + 3; B's creature doesn't attack. Without the activation, 2 + 2."""
    actions = [{"step": "precombat_main", "player": "A", "activate": "basri"}] \
        if activated else []
    state = mtgsim.load({"active_player": "A", "step": "precombat main",
                         "players": {"A": {}, "B": {}},
                         "permanents": [walker(BASRI), bear("b1"), bear("b2"),
                                        bear("b3", "B")],
                         "combat": {"attacks": {"b1": "B", "b2": "B"}, "actions": actions}})
    mtgsim.play(state)
    bonus = 1 if activated else 0
    assert [state.permanents[b].counters.get(PLUS, 0) for b in ("b1", "b2", "b3")] == \
        [bonus, bonus, 0]
    assert state.players["B"].life == 20 - 2 * (2 + bonus)


@plays(BASRI)
def test_it_triggers_after_the_planeswalker_is_gone() -> None:
    """CR 603.7c, d: the ability has no source that must stay: Basri at 1 loyalty activates
    −1 and is put into the graveyard (0 loyalty, 704.5i) before combat; the attacker still
    gets its counter, the ability controlled by A."""
    state = mtgsim.load({"active_player": "A", "step": "precombat main",
                         "players": {"A": {}, "B": {}},
                         "permanents": [walker(BASRI, loyalty=1), bear("b1")],
                         "combat": {"attacks": {"b1": "B"}, "actions": [
                             {"step": "precombat_main", "player": "A", "activate": "basri"}]}})
    mtgsim.play(state)
    assert state.permanents["basri"].zone is Zone.GRAVEYARD
    assert state.permanents["b1"].counters.get(PLUS) == 1
    assert state.players["B"].life == 17


@plays(FRENZY)
def test_each_death_this_turn_gains_life() -> None:
    """CR 603.7c, 700.4: the -2/-2 kills the three 2/2s (704.5f) after the ability was
    created; each death triggers it: A gains 3. The 3/3 survives. A creature dying before the
    spell resolves would not trigger it (603.7a: it didn't exist yet)."""
    frenzy = {"id": "frenzy", "name": "Frenzy", "types": ["Sorcery"], "cost": "{0}",
              "text": FRENZY}
    state = mtgsim.load({"active_player": "A", "step": "precombat main",
                         "players": {"A": {"hand": [frenzy]}, "B": {}},
                         "permanents": [bear("b1"), bear("b2", "B"), bear("b3", "B"),
                                        bear("big", "B", 3, 3)],
                         "combat": {"actions": [
                             {"step": "precombat_main", "player": "A", "cast": "frenzy"}]}})
    mtgsim.play(state)
    assert [state.permanents[b].zone for b in ("b1", "b2", "b3", "big")] == \
        [Zone.GRAVEYARD] * 3 + [Zone.BATTLEFIELD]
    assert state.players["A"].life == 23


def test_gone_when_the_turn_ends() -> None:
    """CR 603.7c: "this turn": a new turn begun, the ability is gone."""
    state = mtgsim.load({"active_player": "A", "step": "precombat main",
                         "players": {"A": {}, "B": {}},
                         "permanents": [walker(BASRI)],
                         "combat": {"actions": [
                             {"step": "precombat_main", "player": "A", "activate": "basri"}]}})
    mtgsim.play(state)
    assert len(state.delayed) == 1
    state.turn += 1
    fire(state, "untap")
    assert not state.delayed


DRAUGHT = "Until end of turn, whenever a creature an opponent controls blocks, draw a card."


@plays(DRAUGHT)
def test_until_end_of_turn_whenever() -> None:
    """CR 603.7a, c: "until end of turn, whenever ..." is the same delayed ability: cast in
    A's main phase, it triggers as each of B's two creatures blocks (509.1; once each): A
    draws two cards; A's own creature blocking would not trigger it ("an opponent
    controls")."""
    draught = {"id": "draught", "name": "Draught", "types": ["Instant"], "cost": "{0}",
               "text": DRAUGHT}
    state = mtgsim.load({"active_player": "A", "step": "precombat main",
                         "players": {"A": {"hand": [draught],
                                           "library": ["Hill Giant", "Hill Giant",
                                                       "Hill Giant"]}, "B": {}},
                         "permanents": [bear("b1"), bear("b2"), bear("w1", "B", 0, 4),
                                        bear("w2", "B", 0, 4)],
                         "combat": {"attacks": {"b1": "B", "b2": "B"},
                                    "blocks": {"w1": "b1", "w2": "b2"},
                                    "actions": [{"step": "precombat_main", "player": "A",
                                                 "cast": "draught"}]}})
    mtgsim.play(state)
    assert len(state.cards("A", Zone.HAND)) == 2


RATS = ("Whenever a nontoken creature you control dies this turn, create a 1/1 black Rat "
        "creature token with \"This creature can't block.\"")


@plays(RATS)
def test_a_token_with_a_quoted_ability() -> None:
    """CR 603.7c, 111.4, 611.2c: the -2/-2 kills A's two 2/2s and B's (704.5f) after the
    ability exists: A's two (nontoken, A's) each make a Rat — arriving after the -2/-2 was
    applied, 1/1s; B's death makes none."""
    spell = {"id": "spell", "name": "Spell", "types": ["Sorcery"], "cost": "{0}",
             "text": f"All creatures get -2/-2 until end of turn. {RATS}"}
    state = mtgsim.load({"active_player": "A", "step": "precombat main",
                         "players": {"A": {"hand": [spell]}, "B": {}},
                         "permanents": [bear("b1"), bear("b2"), bear("b3", "B")],
                         "combat": {"actions": [
                             {"step": "precombat_main", "player": "A", "cast": "spell"}]}})
    mtgsim.play(state)
    rats = [p for p in state.battlefield() if p.token]
    assert len(rats) == 2 and all(p.controller == "A" for p in rats)
    assert all((state.power(p.id), state.toughness(p.id)) == (1, 1) for p in rats)


GLIMPSE = "Whenever you cast a creature spell this turn, draw a card."


@plays(GLIMPSE)
def test_each_creature_spell_cast_draws() -> None:
    """CR 603.7c, 601.2i: after the ability exists, each creature spell A casts that turn
    draws a card (two Bears: two cards); the sorcery cast first doesn't."""
    glimpse = {"id": "glimpse", "name": "Glimpse", "types": ["Sorcery"], "cost": "{0}",
               "text": GLIMPSE}
    bears = [{"id": f"c{i}", "name": "Bears", "types": ["Creature"], "cost": "{0}",
              "power": 2, "toughness": 2} for i in (1, 2)]
    state = mtgsim.load({"active_player": "A", "step": "precombat main",
                         "players": {"A": {"hand": [glimpse, *bears],
                                           "library": ["Hill Giant"] * 3}, "B": {}},
                         "combat": {"actions": [
                             {"step": "precombat_main", "player": "A", "cast": c}
                             for c in ("glimpse", "c1", "c2")]}})
    mtgsim.play(state)
    assert len(state.cards("A", Zone.HAND)) == 2


GUARD = ("{T}: Target creature gets +2/+2 until end of turn. When that creature leaves the "
         "battlefield this turn, sacrifice this creature. Activate only during combat.")


def guarded(kill: str, blocker: int = 4) -> mtgsim.GameState:
    """A's Guard pumps the attacking Bear in the declare blockers step; ``kill``: what then
    happens to the Bear (blocked by a ``blocker``-power creature, or, after damage, returned
    to its owner's hand by B)."""
    guard = {"id": "guard", "controller": "A", "name": "Guard", "power": 0, "toughness": 1,
             "text": GUARD}
    bounce = {"id": "bounce", "name": "Bounce", "types": ["Instant"], "cost": "{0}",
              "text": "Return target creature to its owner's hand."}
    actions: list[dict[str, Any]] = [
        {"step": "declare_blockers", "player": "A", "activate": "guard", "targets": ["b1"]}]
    if kill == "bounce":
        actions.append({"step": "combat_damage", "player": "B", "cast": "bounce",
                        "targets": ["b1"]})
    return mtgsim.load({"active_player": "A", "step": "beginning of combat",
                        "players": {"A": {}, "B": {"hand": [bounce]}},
                        "permanents": [guard, bear("b1"), bear("ogre", "B", blocker, 5)],
                        "combat": {"attacks": {"b1": "B"}, "blocks": {"ogre": "b1"},
                                   "actions": actions}})


@plays(GUARD)
@pytest.mark.parametrize(("kill", "blocker", "sacrificed"), [
    ("combat", 4, True), ("combat", 3, False), ("bounce", 3, True)])
def test_sacrificed_when_that_creature_leaves(kill: str, blocker: int, sacrificed: bool
                                              ) -> None:
    """CR 603.7a, 603.6c, 701.21a: the pumped 4/4 Bear dies to the 4-power blocker, or
    survives a 3-power one and is then returned to its owner's hand (leaving the
    battlefield, not dying): the Guard is sacrificed; if the Bear stays, so does the
    Guard."""
    state = guarded(kill, blocker)
    mtgsim.play(state)
    assert (state.permanents["guard"].zone is Zone.GRAVEYARD) == sacrificed
    assert state.permanents["b1"].zone is {"combat": Zone.GRAVEYARD if sacrificed else
                                           Zone.BATTLEFIELD, "bounce": Zone.HAND}[kill]
