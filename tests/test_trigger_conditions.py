"""More trigger conditions (CR 603.2): casting spells (601.2i) — yours, a player's, an
opponent's, of a kind —, gaining life (119.9), attacking with any creature (508.1), a creature
entering or attacking, and an equipped creature attacking or dealing combat damage to a player
(301.5)."""

from __future__ import annotations

from typing import Any

import pytest
from played import plays
from test_stack import card, finish, game, perm, play, to
from test_step_triggers import turns

import mtgsim
from sim import GameState, Kw, Step
from sim.model.errors import IllegalActionError, ScenarioError
from sim.model.events import AbilityTriggered, CardDrawn, CostPaid
from sim.model.objects import PLUS, Zone


def watcher(text: str) -> Any:
    return card("Watcher", power=0, toughness=4, text=text)


def cast_in_combat(*watchers: tuple[str, str, str]) -> GameState:
    """A casts an instant (Giant Growth on its Bears) at the beginning of combat, with
    ``watchers`` (id, controller, text) on the battlefield."""
    objects = [perm(pid, who, watcher(text)) for pid, who, text in watchers]
    state = game(perm("bears", "A", "Grizzly Bears"), perm("gg", "A", "Giant Growth", Zone.HAND),
                 *objects, mana={"A": "{G}"})
    to(state, "priority", Step.BEGINNING_OF_COMBAT, "A")
    play(state, "cast gg", "target bears")
    return finish(state)


def triggered(state: GameState) -> list[str]:
    return sorted(e.source for e in state.events if isinstance(e, AbilityTriggered))


@plays("Whenever you cast a spell, you gain 1 life.",
       "Whenever a player casts a spell, you gain 1 life.",
       "Whenever an opponent casts a spell, you gain 1 life.",
       "Whenever you cast a creature spell, you gain 1 life.")
def test_cast_triggers_look_at_the_caster_and_the_spell() -> None:
    """CR 601.2i and 603.2: A casts an instant. A's "you cast a spell" and "a player casts"
    trigger, B's "an opponent casts" and "a player casts" trigger; A's "you cast a creature
    spell", B's "you cast a spell" and A's "an opponent casts" don't."""
    state = cast_in_combat(
        ("a1", "A", "Whenever you cast a spell, you gain 1 life."),
        ("a2", "A", "Whenever a player casts a spell, you gain 1 life."),
        ("a3", "A", "Whenever you cast a creature spell, you gain 1 life."),
        ("a4", "A", "Whenever an opponent casts a spell, you gain 1 life."),
        ("b1", "B", "Whenever you cast a spell, you gain 1 life."),
        ("b2", "B", "Whenever a player casts a spell, you gain 1 life."),
        ("b4", "B", "Whenever an opponent casts a spell, you gain 1 life."))
    assert triggered(state) == ["a1", "a2", "b2", "b4"]


@plays("Whenever you gain life, put a +1/+1 counter on this creature.")
def test_whenever_you_gain_life() -> None:
    """CR 119.9 and 603.2: each life gain (the upkeep trigger's, turns 1 and 3) triggers it
    once; the opponent's gain doesn't."""
    text = ("Whenever you gain life, put a +1/+1 counter on this creature.\n"
            "At the beginning of your upkeep, you gain 1 life.")
    state = turns(text, limit=3)
    assert state.permanents["w1"].counters.get(PLUS) == 2


@plays("Whenever you attack, you gain 1 life.")
def test_whenever_you_attack_triggers_once() -> None:
    """CR 508.1 and 603.2: however many creatures attack, it triggers once; not when the
    opponent attacks."""
    state = game(perm("w1", "A", watcher("Whenever you attack, you gain 1 life.")),
                 perm("w2", "B", watcher("Whenever you attack, you gain 1 life.")),
                 perm("x1", "A", "Grizzly Bears"), perm("x2", "A", "Grizzly Bears"))
    to(state, "declare_attackers").apply("attack x1=B x2=B")
    finish(state)
    assert triggered(state) == ["w1"]


@plays("Whenever this creature enters or attacks, you gain 2 life.")
def test_enters_or_attacks() -> None:
    """CR 603.6a and 508.1: the one cast in the main phase triggers as it enters; the one
    already there triggers as it attacks."""
    text = "Whenever this creature enters or attacks, you gain 2 life."
    raider: dict[str, Any] = {"name": "Raider", "power": 2, "toughness": 2, "text": text}
    state = mtgsim.load({
        "active_player": "A",
        "players": {"A": {"hand": [{"id": "r2", "cost": "{0}", **raider}]}, "B": {}},
        "permanents": [{"id": "r1", "controller": "A", **raider}],
        "combat": {"attacks": {"r1": "B"}, "actions": [
            {"step": "precombat_main", "player": "A", "cast": "r2"}]}})
    outcome = mtgsim.play(state)
    assert outcome.life == {"A": 24, "B": 18}
    assert triggered(state) == ["r1", "r2"]


@plays("Whenever equipped creature attacks, you gain 1 life.",
       "Whenever equipped creature deals combat damage to a player, draw a card.")
def test_equipped_creature_triggers() -> None:
    """CR 301.5 and 603.2: the Equipment's triggers look at the creature it equips: the
    equipped Bears attack (1 life) and deal combat damage to B (a card); the unequipped Elf's
    attack and damage trigger nothing."""
    sword: dict[str, Any] = {
        "id": "sword", "controller": "A", "name": "Sword", "types": ["Artifact"],
        "subtypes": ["Equipment"], "attached_to": "bears",
        "text": "Whenever equipped creature attacks, you gain 1 life.\nWhenever equipped "
                "creature deals combat damage to a player, draw a card.\nEquip {2}"}
    state = mtgsim.load({
        "active_player": "A", "players": {"A": {"library": 5}, "B": {}},
        "permanents": [{"id": "bears", "controller": "A", "name": "Bears", "power": 2,
                        "toughness": 2},
                       {"id": "elf", "controller": "A", "name": "Elf", "power": 1,
                        "toughness": 1}, sword],
        "combat": {"attacks": {"bears": "B", "elf": "B"}}})
    outcome = mtgsim.play(state)
    assert outcome.life == {"A": 21, "B": 17}
    assert [e.player for e in state.events if isinstance(e, CardDrawn)] == ["A"]


@plays("When this creature enters, choose one —\n• You gain 3 life.\n• Target creature gets "
       "+2/+2 until end of turn.")
def test_a_modal_triggered_ability() -> None:
    """CR 700.2a and 603.3c: the mode of a modal triggered ability is chosen as it is put on
    the stack: 3 life, or +2/+2 on the target."""
    text = ("Flash\nWhen this creature enters, choose one —\n• You gain 3 life.\n"
            "• Target creature gets +2/+2 until end of turn.")
    state = game(perm("bears", "A", "Grizzly Bears"),
                 perm("m1", "A", card("Monk", power=1, toughness=1, cost="{0}", text=text),
                      Zone.HAND))
    to(state, "priority", Step.BEGINNING_OF_COMBAT, "A")
    play(state, "cast m1")
    to(state, "choose_mode")
    twin = state.clone()
    finish(play(state, "mode 0"))
    assert state.players["A"].life == 23
    play(twin, "mode 1", "target bears")
    to(twin, "declare_attackers")
    assert twin.power("bears") == 4 and twin.players["A"].life == 20


@plays("Landfall — Whenever a land enters the battlefield under your control, this creature "
       "gets +2/+2 until end of turn.",
       "Landfall — Whenever a land you control enters, you gain 1 life.",
       "Landfall — Whenever a land you control enters, this creature gets +2/+2 until end of "
       "turn.")
def test_landfall() -> None:
    """CR 207.2c, 305.1 and 603.2: playing a land is a land entering under its controller's
    control: the Cub and the Mammoth get +2/+2 (they attack for 4 and 5) and the Ranger gains
    1 life; the opponent's landfall creature doesn't see it."""
    cub: dict[str, Any] = {"id": "cub", "controller": "A", "name": "Cub", "power": 2,
                           "toughness": 2, "text": "Landfall — Whenever a land enters the "
                           "battlefield under your control, this creature gets +2/+2 until "
                           "end of turn."}
    ranger: dict[str, Any] = {"id": "ranger", "name": "Ranger", "power": 0, "toughness": 1,
                              "text": "Landfall — Whenever a land you control enters, you "
                                      "gain 1 life."}
    state = mtgsim.load({
        "active_player": "A",
        "players": {"A": {"hand": [{"id": "forest", "card": "Forest"}]}, "B": {}},
        "permanents": [cub, {**ranger, "id": "r1", "controller": "A"},
                       {**ranger, "id": "r2", "controller": "B"},
                       {**cub, "id": "mammoth", "power": 3, "toughness": 3,
                        "text": "Landfall — Whenever a land you control enters, this creature "
                                "gets +2/+2 until end of turn."}],
        "combat": {"attacks": {"cub": "B", "mammoth": "B"}, "actions": [
            {"step": "precombat_main", "player": "A", "play": "forest"}]}})
    outcome = mtgsim.play(state)
    assert outcome.life == {"A": 21, "B": 11}


@plays("When this creature leaves the battlefield, you gain 2 life.",
       "When this creature is put into a graveyard from the battlefield, you gain 2 life.")
def test_leaves_the_battlefield() -> None:
    """CR 603.6c and 603.10a: "leaves the battlefield" triggers however it leaves — exiled,
    returned to its owner's hand, dying; "is put into a graveyard from the battlefield" only
    when it dies (700.4)."""
    def after(text: str, spell: str) -> int:
        card = {"id": "x", "controller": "A", "name": "Keeper", "power": 1, "toughness": 1,
                "text": text}
        instant = {"id": "i", "name": "Spell", "types": ["Instant"], "cost": "{0}",
                   "text": spell}
        state = mtgsim.load({
            "active_player": "A", "players": {"A": {}, "B": {"hand": [instant]}},
            "permanents": [card], "combat": {"attacks": {"x": "B"}, "actions": [
                {"step": "declare_attackers", "player": "B", "cast": "i", "targets": ["x"]}]}})
        mtgsim.play(state)
        return state.players["A"].life
    leaves = "When this creature leaves the battlefield, you gain 2 life."
    dies = "When this creature is put into a graveyard from the battlefield, you gain 2 life."
    for spell in ("Exile target creature.", "Return target creature to its owner's hand.",
                  "Destroy target creature."):
        assert after(leaves, spell) == 22
    assert after(dies, "Destroy target creature.") == 22
    assert after(dies, "Exile target creature.") == 20


@plays("Whenever this creature attacks, another target attacking creature gains flying until "
       "end of turn.")
def test_another_target() -> None:
    """CR 115.1: "another target" can't be the source: the Courser's trigger gives flying to
    the other attacker (so the ground Wall can't block it, 702.9b) and can't target itself."""
    text = ("Whenever this creature attacks, another target attacking creature gains flying "
            "until end of turn.")
    courser = {"id": "courser", "controller": "A", "name": "Courser", "power": 1,
               "toughness": 3, "text": text}
    bears = {"id": "bears", "controller": "A", "name": "Bears", "power": 2, "toughness": 2}
    def load(target: str) -> GameState:
        return mtgsim.load({
            "active_player": "A", "players": {"A": {}, "B": {}},
            "permanents": [courser, bears],
            "combat": {"attacks": {"courser": "B", "bears": "B"}, "actions": [
                {"step": "declare_attackers", "player": "A", "trigger": "courser",
                 "targets": [target]}]}})
    state = load("bears")
    mtgsim.play(state)
    assert state.has("bears", Kw.FLYING) and not state.has("courser", Kw.FLYING)
    with pytest.raises((IllegalActionError, ScenarioError)):
        mtgsim.play(load("courser"))


@plays("When this creature enters, you gain 1 life for each creature you control.",
       "This spell deals 1 damage to any target for each creature you control.")
def test_for_each() -> None:
    """CR 107.1 and 608.2h: the amount is counted as it resolves: the Priest entering sees
    itself and two others (3 life); the spell deals 1 for each of A's three creatures."""
    priest = {"id": "priest", "name": "Priest", "power": 1, "toughness": 1, "cost": "{0}",
              "text": "When this creature enters, you gain 1 life for each creature you "
                      "control."}
    bolt = {"id": "bolt", "name": "Swarm Bolt", "types": ["Instant"], "cost": "{0}",
            "text": "This spell deals 1 damage to any target for each creature you control."}
    bears = [{"id": f"b{i}", "controller": "A", "name": "Bears", "power": 2, "toughness": 2}
             for i in range(2)]
    state = mtgsim.load({
        "active_player": "A", "until": "end of turn",
        "players": {"A": {"hand": [priest, bolt]}, "B": {}},
        "permanents": bears, "combat": {"attacks": {}, "actions": [
            {"step": "precombat_main", "player": "A", "cast": "priest"},
            {"step": "postcombat_main", "player": "A", "cast": "bolt", "targets": ["B"]}]}})
    outcome = mtgsim.play(state)
    assert outcome.life == {"A": 23, "B": 17}


@plays("When this creature enters, you may pay {2}{R}. When you do, it deals 3 damage to any "
       "target.")
def test_a_reflexive_trigger_after_a_payment() -> None:
    """CR 603.12: as the enters trigger resolves its controller may pay {2}{R}; paid, the
    reflexive ability triggers and goes on the stack, its target chosen then (603.3d): 3
    damage to B. Without the mana, there is no choice and no damage (118.3)."""
    text = ("When this creature enters, you may pay {2}{R}. When you do, it deals 3 damage "
            "to any target.")
    def cast(mana: str) -> GameState:
        dragon = {"id": "dragon", "name": "Dragon", "power": 4, "toughness": 4, "cost": "{0}",
                  "text": text}
        return mtgsim.load({
            "active_player": "A", "until": "end of turn",
            "players": {"A": {"hand": [dragon], "mana": mana}, "B": {}},
            "permanents": [], "combat": {"attacks": {}, "actions": [
                {"step": "precombat_main", "player": "A", "cast": "dragon"}]}})
    state = cast("{2}{R}")
    state.apply("cast dragon")
    asked = []
    while state.decision is not None:
        kind = state.decision.kind
        asked.append(kind)
        if kind == "choose_pay":
            state.apply(next(a for a in state.legal_actions() if str(a) == "yes"))
        elif kind == "choose_target":
            state.apply("target B")
        else:
            state.apply(state.legal_actions()[0] if kind != "priority" else "pass")
    assert "choose_pay" in asked and state.players["B"].life == 17
    state = cast("{1}")
    outcome = mtgsim.play(state)
    assert outcome.life["B"] == 20
    assert not any(isinstance(e, CostPaid) for e in state.events)
