"""Triggered abilities (CR 603) read from the event stream: Inexorable Blob's delirium token
(603.4, 508.4), provoke (702.39), exalted (702.83), flanking (702.25), bushido (702.45),
"you may" (603.5) and the order of one player's triggers (603.3b)."""

from __future__ import annotations

from pathlib import Path

from boards import creature, planeswalker
from played import plays
from test_stack import blocks, card, events, finish, game, legal, perm, play, to, zone

import cards
import sim
from sim import GameState, Kw, Permanent, Step
from sim.events import AbilityTriggered, AttackerDeclared, CardDrawn, LifeGained, StackResolved
from sim.state import Zone

BLOB_FILE = """
description = "CR 508.4"
[players.A]
graveyard = [{ name = "Forest", types = ["Land"] }, "Giant Growth", "Grizzly Bears", "Lure"]
[players.B]
[[permanents]]
id = "blob"
controller = "A"
card = "Inexorable Blob"
[[permanents]]
id = "jace"
controller = "B"
card = "Jace Beleren"
[combat]
attacks = { blob = "B" }
"""

DELIRIUM = ("Forest", "Giant Growth", "Grizzly Bears", "Lure")  # land, instant, creature,
# enchantment


def graveyard(owner: str, names: tuple[str, ...]) -> list[Permanent]:
    return [perm(f"g{i}", owner, card(n, types=["Land"]) if n == "Forest" else n,
                 Zone.GRAVEYARD) for i, n in enumerate(names)]


WATCHER = card("Watcher", power=0, toughness=1,
               text="Whenever a creature you control attacks, you gain 1 life.")


def blob_game(names: tuple[str, ...], *more: Permanent) -> GameState:
    return game(perm("x1", "A", "Inexorable Blob"), *graveyard("A", names), *more)


@plays("Delirium — Whenever this creature attacks, if there are four or more card types among "
       "cards in your graveyard, create a 3/3 green Ooze creature token that's tapped and "
       "attacking.")
def test_blob_with_delirium_makes_an_attacking_ooze_token() -> None:
    state = blob_game(DELIRIUM, perm("w1", "A", WATCHER))
    to(state, "declare_attackers").apply("attack x1=B")
    if state.decision is not None and state.decision.kind == "order_triggers":
        state.apply(legal(state)[0])
    to(state, "declare_blockers")
    assert state.combat is not None
    tokens = [p for p in state.battlefield() if p.token]
    assert len(tokens) == 1
    ooze = tokens[0]
    assert (state.power(ooze.id), state.toughness(ooze.id)) == (3, 3)
    assert ooze.tapped and ooze.controller == "A" and "Ooze" in ooze.card.subtypes
    assert state.combat.attackers[ooze.id] == "B"
    # never declared as an attacker (508.4): no AttackerDeclared, no "whenever ... attacks"
    assert [e.attacker for e in events(state, AttackerDeclared)] == ["x1"]
    assert len(events(state, LifeGained)) == 1 and state.players["A"].life == 21
    finish(play(state, "block none"))
    assert state.outcome().life["B"] == 14


def test_the_token_may_attack_a_planeswalker_the_blob_does_not_attack() -> None:
    # release notes: "You declare which player or planeswalker the token is attacking as you
    # put it onto the battlefield. It doesn't have to be the same ... Inexorable Blob is
    # attacking" (CR 508.4)
    state = blob_game(DELIRIUM, planeswalker("w1", "B", 3))
    to(state, "declare_attackers").apply("attack x1=B")
    to(state, "choose_attacked")
    assert state.decision is not None and state.decision.player == "A"
    assert legal(state) == ["attacked B", "attacked w1"]  # what the Blob attacks first
    play(state, "attacked w1")
    to(state, "declare_blockers")
    assert state.combat is not None
    token = next(p.id for p in state.battlefield() if p.token)
    assert state.combat.attackers == {"x1": "B", token: "w1"}
    finish(play(state, "block none"))
    assert state.outcome().life["B"] == 17
    assert zone(state, "w1") is Zone.GRAVEYARD  # 3 damage removes 3 loyalty (306.8, 704.5i)


def test_a_scripted_trigger_entry_names_what_the_token_attacks(tmp_path: Path) -> None:
    path = tmp_path / "blob.toml"
    path.write_text(BLOB_FILE + 'actions = [{ step = "declare_attackers", player = "A", '
                    'trigger = "blob", choices = ["jace"] }]\n', encoding="utf-8")
    scenario = sim.load_scenario(path, cards.default_pool())
    state = scenario.state.clone()
    sim.run_combat(state, scenario.agents())
    assert state.players["B"].life == 17 and zone(state, "jace") is Zone.GRAVEYARD


def test_without_a_script_the_default_policy_attacks_what_the_blob_attacks(
        tmp_path: Path) -> None:
    path = tmp_path / "blob.toml"
    path.write_text(BLOB_FILE, encoding="utf-8")
    scenario = sim.load_scenario(path, cards.default_pool())
    state = scenario.state.clone()
    sim.run_combat(state, scenario.agents())
    assert state.players["B"].life == 14 and zone(state, "jace") is Zone.BATTLEFIELD


def test_a_token_entering_attacking_outside_the_attackers_control_is_not_attacking() -> None:
    # CR 506.3: only the active player's creatures can attack; B's token still enters
    maker = card("Ambusher", power=1, toughness=1, text="Whenever Ambusher blocks, create "
                 "a 1/1 white Soldier creature token that's tapped and attacking.")
    state = game(creature("a1", "A", 2, 2), perm("m1", "B", maker))
    blocks(state, "a1=B", "m1=a1")
    finish(state)
    tokens = [p for p in state.permanents.values() if p.token]
    assert len(tokens) == 1 and tokens[0].tapped and tokens[0].controller == "B"
    assert state.combat is None or tokens[0].id not in state.combat.attackers


def test_blob_without_delirium_makes_no_token() -> None:
    state = blob_game(DELIRIUM[:3])
    to(state, "declare_attackers").apply("attack x1=B")
    finish(state)
    assert not [p for p in state.permanents.values() if p.token]
    assert not [e for e in events(state, AbilityTriggered) if e.source == "x1"]  # 603.4
    assert state.outcome().life["B"] == 17


def test_blob_delirium_is_rechecked_on_resolution() -> None:
    g = perm("zz", "B", "Disfigure", Zone.HAND)
    state = blob_game(DELIRIUM, g)
    state.players["B"].mana = state.players["B"].mana.parse("{B}")
    to(state, "declare_attackers").apply("attack x1=B")
    to(state, "priority", Step.DECLARE_ATTACKERS, "B")
    assert [i.name for i in state.stack][0].startswith("x1: ")
    state.move("g3", Zone.EXILE)  # the enchantment card leaves the graveyard in response
    finish(state)
    assert not [p for p in state.permanents.values() if p.token]
    resolved = [e for e in events(state, StackResolved) if e.name.startswith("x1")]
    assert len(resolved) == 1 and resolved[0].countered


@plays("Provoke", "This creature can't be blocked by more than one creature.")
def test_krosan_vorine_provoke_untaps_the_target_and_makes_it_block() -> None:
    state = game(perm("a1", "A", "Krosan Vorine"), creature("b1", "B", 1, 1, tapped=True),
                 creature("b2", "B", 5, 5))
    to(state, "declare_attackers").apply("attack a1=B")
    to(state, "choose_target")
    assert set(legal(state)) == {"target b1", "target b2"}
    play(state, "target b1")
    to(state, "choose_optional")
    play(state, "yes")
    to(state, "declare_blockers")
    assert not state.permanents["b1"].tapped
    assert "block none" not in legal(state)
    assert all("b1=a1" in a for a in legal(state))
    assert "block b1=a1 b2=a1" not in legal(state)  # can't be blocked by more than one


def test_provoke_declined_changes_nothing() -> None:
    state = game(perm("a1", "A", "Krosan Vorine"), creature("b1", "B", 1, 1, tapped=True))
    to(state, "declare_attackers").apply("attack a1=B")
    to(state, "declare_blockers")  # the default policy declines the "you may"
    assert state.permanents["b1"].tapped
    assert legal(state) == ["block none"]


@plays("Exalted")
def test_exalted_pumps_a_lone_attacker_only() -> None:
    state = game(creature("a1", "A", 2, 2), creature("e1", "A", 1, 1, Kw.EXALTED))
    to(state, "declare_attackers").apply("attack a1=B")
    finish(state)
    assert state.outcome().life["B"] == 17
    two = game(creature("a1", "A", 2, 2), creature("a2", "A", 2, 2),
               creature("e1", "A", 1, 1, Kw.EXALTED))
    to(two, "declare_attackers").apply("attack a1=B a2=B")
    finish(two)
    assert two.outcome().life["B"] == 16
    assert not events(two, AbilityTriggered)


def test_two_exalted_triggers_are_ordered_by_their_controller() -> None:
    state = game(creature("a1", "A", 2, 2), creature("e1", "A", 1, 1, Kw.EXALTED),
                 creature("e2", "A", 1, 1, Kw.EXALTED))
    to(state, "declare_attackers").apply("attack a1=B")
    assert state.decision is not None and state.decision.kind == "order_triggers"
    options = legal(state)
    assert len(options) == 2 and all(o.startswith("trigger ") for o in options)
    play(state, options[1])
    finish(state)
    put = [e.source for e in events(state, AbilityTriggered)]
    assert put == ["e2", "e1"]  # the second one chosen first: it resolves last
    assert [e.name.split(":")[0] for e in events(state, StackResolved)] == ["e1", "e2"]
    assert state.outcome().life["B"] == 16


@plays("Flanking")
def test_flanking_shrinks_the_blocker() -> None:
    state = game(creature("a1", "A", 2, 2, Kw.FLANKING), creature("b1", "B", 2, 2))
    to(state, "declare_attackers").apply("attack a1=B")
    to(state, "declare_blockers").apply("block b1=a1")
    finish(state)
    assert state.outcome().died == ("b1",)  # 1/1 after the trigger: dies, deals 1
    assert zone(state, "a1") is Zone.BATTLEFIELD and state.permanents["a1"].damage == 1


def test_bushido_pumps_when_blocking() -> None:
    samurai = card("Samurai", power=2, toughness=2, keywords=["bushido 1"])
    state = game(creature("a1", "A", 3, 3), perm("b1", "B", samurai))
    to(state, "declare_attackers").apply("attack a1=B")
    to(state, "declare_blockers").apply("block b1=a1")
    finish(state)
    # a 3/3 samurai after the trigger: it kills the 3/3 attacker (a 2/2 would not)
    assert set(state.outcome().died) == {"a1", "b1"}
    assert [e.source for e in events(state, AbilityTriggered)] == ["b1"]


def test_you_may_draw_is_declined_by_default() -> None:
    state = game(perm("a1", "A", "Deepfathom Skulker"))
    to(state, "declare_attackers").apply("attack a1=B")
    finish(state)
    assert not events(state, CardDrawn)
    assert state.outcome().life["B"] == 16
