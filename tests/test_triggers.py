"""Triggered abilities (CR 603) read from the event stream: Inexorable Blob's delirium token
(603.4, 508.4), provoke (702.39), exalted (702.83), flanking (702.25), bushido (702.45),
"you may" (603.5) and the order of one player's triggers (603.3b)."""

from __future__ import annotations

from pathlib import Path

import pytest
from boards import creature, planeswalker
from played import plays
from test_stack import blocks, card, events, finish, game, legal, perm, play, to, zone

import cards
import sim
from sim import GameState, Kw, Permanent, Step
from sim.model.events import (
    AbilityTriggered,
    AttackerDeclared,
    CardDrawn,
    DamageDealt,
    LifeGained,
    LifeLost,
    StackResolved,
)
from sim.model.objects import MINUS, Zone

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
    """CR 603.4 and 508.4: the intervening 'if' (delirium: four card types in the graveyard) holds,
    so the attack trigger creates a 3/3 Ooze token tapped and attacking; it was never declared as an
    attacker, so it doesn't trigger 'whenever a creature you control attacks' (508.4) and deals its
    3 unblocked."""
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
    """CR 702.39a and 509.1b-c: provoke targets a creature the defending player controls; if its
    controller chooses to, it untaps it and it must block the Vorine if able; the Vorine's 'can't be
    blocked by more than one creature' still limits the block to that one."""
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
    """CR 702.83a-b: exalted triggers when a creature its controller controls attacks alone and
    gives it +1/+1: the lone 2/2 deals 3; two attackers trigger nothing."""
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
    """CR 702.25a: flanking gives a blocking creature without flanking -1/-1 until end of turn: the
    2/2 blocker is a 1/1, dies, and deals only 1."""
    state = game(creature("a1", "A", 2, 2, Kw.FLANKING), creature("b1", "B", 2, 2))
    to(state, "declare_attackers").apply("attack a1=B")
    to(state, "declare_blockers").apply("block b1=a1")
    finish(state)
    assert state.outcome().died == ("b1",)  # 1/1 after the trigger: dies, deals 1
    assert zone(state, "a1") is Zone.BATTLEFIELD and state.permanents["a1"].damage == 1


def test_bushido_pumps_when_blocking() -> None:
    """CR 702.45a: bushido 1 (a keyword of the card's keyword list) gives the creature +1/+1 when it
    blocks: a 3/3 that kills the 3/3 attacker."""
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


# --- trigger patterns of creature cards, and the effects they have ---------------------------

def lost(state: GameState) -> list[tuple[str, int]]:
    return [(e.player, e.amount) for e in events(state, LifeLost)]


@plays("Whenever Brawler attacks or blocks, it gets +1/+1 until end of turn.")
def test_attacks_or_blocks_triggers_on_either() -> None:
    """CR 508.3a and 509.3a: 'whenever ~ attacks or blocks' triggers as it is declared as an
    attacker or as a blocker, and 'it' is the source: blocking, the 3/3 trades with a 3/3;
    attacking, it deals 3."""
    brawler = card("Brawler", power=2, toughness=2,
                   text="Whenever Brawler attacks or blocks, it gets +1/+1 until end of turn.")
    state = finish(blocks(game(creature("a1", "A", 3, 3), perm("b1", "B", brawler)),
                          "a1=B", "b1=a1"))
    assert set(state.outcome().died) == {"a1", "b1"}  # a 3/3 blocker trades with the 3/3
    attack = finish(blocks(game(perm("x1", "A", brawler)), "x1=B"))
    assert attack.outcome().life["B"] == 17


@plays("Whenever Acolyte becomes blocked by a creature, it deals 2 damage to that creature.")
def test_becomes_blocked_by_a_creature_triggers_for_each_blocker() -> None:
    """CR 509.3d: 'whenever ~ becomes blocked by a creature' triggers once for each creature
    blocking it, 'that creature' being that blocker: both 2/2 blockers are dealt 2 and die before
    combat damage."""
    acolyte = card("Acolyte", power=3, toughness=1, text="Whenever Acolyte becomes blocked by a "
                   "creature, it deals 2 damage to that creature.")
    state = game(perm("x1", "A", acolyte), creature("b1", "B", 2, 2), creature("b2", "B", 2, 2))
    finish(blocks(state, "x1=B", "b1=x1 b2=x1"))
    assert [e.source for e in events(state, AbilityTriggered)] == ["x1", "x1"]
    assert set(state.outcome().died) == {"b1", "b2"}  # dead before they deal combat damage
    assert zone(state, "x1") is Zone.BATTLEFIELD


@plays("Whenever Ninja deals combat damage to a player or planeswalker, you gain 2 life.")
def test_combat_damage_to_a_player_or_planeswalker() -> None:
    """CR 510.2 and 603.2: combat damage dealt to a planeswalker or to a player triggers it (its
    controller gains 2 life); damage to a blocking creature doesn't."""
    ninja = card("Ninja", power=1, toughness=1, text="Whenever Ninja deals combat damage to a "
                 "player or planeswalker, you gain 2 life.")
    state = game(perm("x1", "A", ninja), planeswalker("w1", "B", 1))
    to(state, "declare_attackers").apply("attack x1=w1")
    finish(state)
    assert zone(state, "w1") is Zone.GRAVEYARD and state.players["A"].life == 22
    player = finish(blocks(game(perm("x1", "A", ninja)), "x1=B"))
    assert player.players["A"].life == 22 and player.players["B"].life == 19
    blocked = finish(blocks(game(perm("x1", "A", ninja), creature("b1", "B", 0, 4)),
                            "x1=B", "b1=x1"))
    assert blocked.players["A"].life == 20


@plays("Whenever another creature you control dies, each opponent loses 1 life.")
def test_another_creature_you_control_dies() -> None:
    """CR 700.4 and 603.10a: 'whenever another creature you control dies' looks back in time: the
    source dying at the same time still sees A's other creature die (each opponent loses 1 life),
    but not itself, nor B's creature."""
    text = "Whenever another creature you control dies, each opponent loses 1 life."
    state = game(perm("o1", "A", card("Cult", power=1, toughness=1, text=text)),
                 creature("a1", "A", 2, 2), creature("a2", "A", 2, 2, Kw.NONE),
                 creature("b1", "B", 4, 4), creature("b2", "B", 1, 1))
    finish(blocks(state, "a1=B o1=B", "b1=a1 b2=o1"))
    # a1 died (B loses 1); o1 died at the same time and saw it (603.10a), not itself
    assert set(state.outcome().died) == {"a1", "o1", "b2"}
    assert lost(state) == [("B", 1)]


@plays("Whenever a creature you control dies, you gain 1 life.")
def test_a_creature_you_control_dies_counts_itself_and_tokens() -> None:
    """CR 700.4, 603.10a and 704.5d: 'whenever a creature you control dies' counts the source itself
    and a token (which then ceases to exist): 2 life; B's creatures dying don't count."""
    text = "Whenever a creature you control dies, you gain 1 life."
    state = game(perm("o1", "A", card("Priest", power=1, toughness=1, text=text)),
                 perm("t1", "A", creature("t1", "A", 1, 1).card, token=True),
                 creature("b1", "B", 2, 2), creature("b2", "B", 2, 2), creature("c1", "B"))
    finish(blocks(state, "o1=B t1=B", "b1=o1 b2=t1"))
    assert "t1" not in state.permanents  # the token is gone (704.5d) but was seen dying
    assert state.players["A"].life == 22
    assert not [e for e in events(state, LifeGained) if e.player == "B"]


@plays("Whenever Artist or another creature dies, target player loses 1 life and you gain "
       "1 life.")
def test_blood_artist_drains_the_target_player() -> None:
    """CR 603.10a and 608.2c: the blocker dying triggers it, its controller chooses the target
    player as the trigger is put on the stack (603.3d), and the two instructions happen in order: A
    loses 1 life, B gains 1."""
    artist = card("Artist", power=0, toughness=1, text="Whenever Artist or another creature "
                  "dies, target player loses 1 life and you gain 1 life.")
    state = game(creature("a1", "A", 3, 3), perm("x1", "B", artist), creature("b1", "B", 1, 1))
    blocks(state, "a1=B", "b1=a1")
    to(state, "choose_target")
    assert state.decision is not None and state.decision.player == "B"
    assert set(legal(state)) == {"target A", "target B"}
    finish(play(state, "target A"))
    assert lost(state) == [("A", 1)] and state.players["B"].life == 21


@plays("Whenever another creature you control enters, you gain 1 life.",
       "Whenever a creature enters, you gain 1 life.")
def test_creatures_entering() -> None:
    """CR 603.6a: 'whenever another creature you control enters' sees each token its controller
    creates (2 life) and 'whenever a creature enters' sees any creature, an opponent's too (2
    life)."""
    soul = card("Soul", power=1, toughness=1,
                text="Whenever another creature you control enters, you gain 1 life.")
    watcher = card("Watcher", power=1, toughness=1,
                   text="Whenever a creature enters, you gain 1 life.")
    state = game(perm("s1", "A", soul), perm("w1", "B", watcher),
                 perm("h1", "A", "Raise the Alarm", Zone.HAND), mana={"A": "{1}{W}"})
    to(state, "priority", Step.BEGINNING_OF_COMBAT, "A")
    finish(play(state, "cast h1"))
    assert len([p for p in state.battlefield() if p.token]) == 2
    assert state.players["A"].life == 22 and state.players["B"].life == 22


@plays("Whenever another creature enters the battlefield under your control, you gain 1 life.")
def test_a_creature_entering_under_an_opponents_control_is_not_yours() -> None:
    """CR 603.6a: 'enters the battlefield under your control': only B's own Viper triggers B's
    ability, not A's."""
    soul = card("Soul", power=1, toughness=1, text="Whenever another creature enters the "
                "battlefield under your control, you gain 1 life.")
    state = game(perm("s1", "B", soul), perm("h1", "A", "Ambush Viper", Zone.HAND),
                 perm("h2", "B", "Ambush Viper", Zone.HAND), mana={"A": "{1}{G}", "B": "{1}{G}"})
    to(state, "priority", Step.BEGINNING_OF_COMBAT, "A")
    play(state, "cast h1")
    to(state, "priority", player="B")
    finish(play(state, "cast h2"))
    assert zone(state, "h1") is Zone.BATTLEFIELD and zone(state, "h2") is Zone.BATTLEFIELD
    assert state.players["B"].life == 21  # only its own viper


@plays("Whenever you cast a noncreature spell, Guide deals 1 damage to each opponent.",
       "Whenever you cast an instant or sorcery spell, Adept gets +1/+1 until end of turn.")
def test_spells_cast() -> None:
    """CR 601.2i and 603.2: 'whenever you cast a noncreature spell' and 'an instant or sorcery
    spell' trigger as the spell becomes cast: Giant Growth triggers both, the creature spell
    neither."""
    guide = card("Guide", power=1, toughness=1, text="Whenever you cast a noncreature spell, "
                 "Guide deals 1 damage to each opponent.")
    adept = card("Adept", power=1, toughness=1, text="Whenever you cast an instant or sorcery "
                 "spell, Adept gets +1/+1 until end of turn.")
    state = game(perm("g1", "A", guide), perm("d1", "A", adept),
                 perm("h1", "A", "Giant Growth", Zone.HAND),
                 perm("h2", "A", "Ambush Viper", Zone.HAND), mana={"A": "{G}{1}{G}"})
    blocks(state, "d1=B")
    to(state, "priority", Step.DECLARE_BLOCKERS, "A")
    play(state, "cast h2")  # a creature spell: neither triggers
    to(state, "priority", Step.DECLARE_BLOCKERS, "A")
    play(state, "cast h1", "target g1")
    finish(state)
    assert state.outcome().life["B"] == 17  # 1 from Guide, 2 from the 2/2 Adept
    assert [e.source for e in events(state, AbilityTriggered)] in (["g1", "d1"], ["d1", "g1"])


@plays("Whenever Raider attacks, defending player loses 2 life.",
       "Whenever Raider attacks, Raider deals 1 damage to target player or planeswalker.")
def test_attack_triggers_on_the_defending_player() -> None:
    """CR 508.3a and 506.2: 'whenever ~ attacks' triggers as it is declared; the defending player is
    the planeswalker's controller, who loses 2 life, and the 1 damage to the target planeswalker and
    the 1 combat damage remove its 2 loyalty (120.3c, 704.5i)."""
    raider = card("Raider", power=1, toughness=1, text="Whenever Raider attacks, defending "
                  "player loses 2 life.\nWhenever Raider attacks, Raider deals 1 damage to target "
                  "player or planeswalker.")
    state = game(perm("x1", "A", raider), planeswalker("w1", "B", 2))
    to(state, "declare_attackers").apply("attack x1=w1")
    to(state, "choose_target")
    assert set(legal(state)) == {"target A", "target B", "target w1"}
    finish(play(state, "target w1"))
    assert lost(state) == [("B", 2)]  # the planeswalker's controller (506.2)
    assert zone(state, "w1") is Zone.GRAVEYARD  # 1 from the trigger, 1 in combat


@plays("Whenever Reaver attacks, target creature an opponent controls gets -2/-2 until end of "
       "turn.", "Whenever Reaver attacks, target opponent loses 1 life.")
def test_attack_shrinks_an_opponents_creature() -> None:
    """CR 508.3a and 115.1: the attack triggers target a creature an opponent controls (-2/-2: B's
    2/2 dies) and the target opponent (loses 1 life); A's own creature can't be the target."""
    reaver = card("Reaver", power=2, toughness=2, text="Whenever Reaver attacks, target creature "
                  "an opponent controls gets -2/-2 until end of turn.\nWhenever Reaver attacks, "
                  "target opponent loses 1 life.")
    state = game(perm("x1", "A", reaver), creature("a1", "A", 1, 1), creature("b1", "B", 2, 2))
    to(state, "declare_attackers").apply("attack x1=B")
    finish(state)
    assert zone(state, "b1") is Zone.GRAVEYARD and zone(state, "a1") is Zone.BATTLEFIELD
    assert lost(state) == [("B", 1)] and state.outcome().life["B"] == 17


@plays("When Witch dies, put a -1/-1 counter on target creature.",
       "When Witch dies, you lose 2 life.")
def test_dies_counter_and_life_loss() -> None:
    """CR 700.4, 122.1 and 119.3: 'when ~ dies' triggers from the graveyard: a -1/-1 counter on the
    attacker that killed it (a 2/2 now) and its controller loses 2 life."""
    witch = card("Witch", power=1, toughness=1, text="When Witch dies, put a -1/-1 counter on "
                 "target creature.\nWhen Witch dies, you lose 2 life.")
    state = game(creature("a1", "A", 3, 3), perm("x1", "B", witch))
    finish(blocks(state, "a1=B", "x1=a1"))
    assert state.permanents["a1"].counters == {MINUS: 1}
    assert (state.power("a1"), state.toughness("a1")) == (2, 2)
    assert lost(state) == [("B", 2)]


@plays("When Shade enters, target creature an opponent controls gets -2/-2 until end of turn.")
def test_enters_shrinks_an_opponents_creature() -> None:
    """CR 702.8a and 603.6a: the Shade is flashed in during the declare attackers step; its enters
    trigger can target only a creature an opponent controls and kills the attacking 2/2 with
    -2/-2."""
    shade = card("Shade", power=1, toughness=1, cost="{B}", text="Flash\nWhen Shade enters, "
                 "target creature an opponent controls gets -2/-2 until end of turn.")
    state = game(creature("a1", "A", 2, 2), perm("h1", "B", shade, Zone.HAND),
                 mana={"B": "{B}"})
    to(state, "declare_attackers").apply("attack a1=B")
    to(state, "priority", Step.DECLARE_ATTACKERS, "B")
    play(state, "cast h1")
    to(state, "choose_target")
    assert legal(state) == ["target a1"]  # not B's own Shade
    finish(play(state, "target a1"))
    assert zone(state, "a1") is Zone.GRAVEYARD and state.outcome().life["B"] == 20


@plays("Whenever a creature you control enters, you gain 1 life.",
       "Whenever a creature enters the battlefield under your control, you gain 1 life.",
       "Whenever another creature dies, you gain 1 life.",
       "Whenever a creature dies, you gain 1 life.",
       "Whenever Raider attacks, Raider deals 1 damage to defending player.")
def test_more_enters_and_dies_wordings() -> None:
    """CR 603.6a, 700.4 and 508.3a: more wordings of the same triggers: 'a creature you control
    enters' and 'enters the battlefield under your control' (only the controller's creature),
    'another creature dies' and 'a creature dies' (either side's), and an attack trigger dealing 1
    to the defending player."""
    def observer(pid: str, owner: str, text: str) -> Permanent:
        return perm(pid, owner, card(pid, power=0, toughness=4, text=text))

    raider = card("Raider", power=2, toughness=2,
                  text="Whenever Raider attacks, Raider deals 1 damage to defending player.")
    state = game(perm("x1", "A", raider),
                 observer("o1", "A", "Whenever a creature you control enters, you gain 1 life."),
                 observer("o2", "B", "Whenever a creature enters the battlefield under your "
                          "control, you gain 1 life."),
                 observer("o3", "B", "Whenever another creature dies, you gain 1 life."),
                 observer("o4", "A", "Whenever a creature dies, you gain 1 life."),
                 creature("b1", "B", 3, 3), perm("h1", "A", "Ambush Viper", Zone.HAND),
                 mana={"A": "{1}{G}"})
    to(state, "priority", Step.BEGINNING_OF_COMBAT, "A")
    play(state, "cast h1")  # A's viper enters: o1 (A's) triggers, o2 (B's) does not
    to(state, "declare_attackers").apply("attack x1=B")
    to(state, "declare_blockers").apply("block b1=x1")
    finish(state)
    assert zone(state, "x1") is Zone.GRAVEYARD  # x1 dies: o3 and o4 trigger
    gained = sorted((e.player, e.reason.split(":")[0]) for e in events(state, LifeGained))
    assert gained == [("A", "o1"), ("A", "o4"), ("B", "o3")]
    assert [(e.source, e.target, e.amount) for e in events(state, DamageDealt)
            if not e.combat] == [("x1", "B", 1)]


def gained(state: GameState) -> list[str]:
    """The sources of the life gained, in order."""
    return [e.reason.split(":")[0] for e in events(state, LifeGained)]


def observer(pid: str, owner: str, text: str, power: int = 0, toughness: int = 4) -> Permanent:
    return perm(pid, owner, card(pid, power=power, toughness=toughness, text=text))


@plays("Whenever a creature you control attacks, you gain 1 life.",
       "Whenever another creature you control attacks, you gain 1 life.")
def test_a_creature_you_control_attacks() -> None:
    """CR 508.3a: 'whenever a creature you control attacks' triggers once for each creature its
    controller declares as an attacker, the source among them; 'another creature you control'
    leaves the source out; B's abilities see nothing of A's attack."""
    state = game(observer("o1", "A", "Whenever a creature you control attacks, you gain 1 life.",
                          1, 1),
                 observer("o2", "A", "Whenever another creature you control attacks, you gain "
                          "1 life.", 1, 1),
                 observer("o3", "B", "Whenever a creature you control attacks, you gain 1 "
                          "life."),
                 creature("a1", "A", 2, 2))
    to(state, "declare_attackers").apply("attack o2=B a1=B")
    to(state, "declare_blockers")
    assert sorted(gained(state)) == ["o1", "o1", "o2"]
    assert state.players["A"].life == 23 and state.players["B"].life == 20


@plays("Whenever this creature blocks or becomes blocked, it gets +1/+1 until end of turn.",
       "Whenever this creature blocks or becomes blocked by a creature, it gets +1/+1 until end "
       "of turn.")
def test_blocks_or_becomes_blocked_once_or_by_each_creature() -> None:
    """CR 509.3a, 509.3c and 509.3d: 'blocks or becomes blocked' triggers once however many
    creatures block it, 'blocks or becomes blocked by a creature' once for each blocker; 'it'
    is the source: blocked by two 1/1s, the 2/2 survives their 2 damage either way; blocking a
    3/3, it gets +1/+1 once and trades with it."""
    once = card("Once", power=2, toughness=2, text="Whenever this creature blocks or becomes "
                "blocked, it gets +1/+1 until end of turn.")
    each = card("Each", power=2, toughness=2, text="Whenever this creature blocks or becomes "
                "blocked by a creature, it gets +1/+1 until end of turn.")
    for pid, text, triggers in (("x1", once, 1), ("x2", each, 2)):
        state = finish(blocks(game(perm(pid, "A", text), creature("b1", "B", 1, 1),
                                   creature("b2", "B", 1, 1)), f"{pid}=B", f"b1={pid} b2={pid}"))
        assert [e.source for e in events(state, AbilityTriggered)] == [pid] * triggers
        assert zone(state, pid) is Zone.BATTLEFIELD and state.permanents[pid].damage == 2
        blocking = finish(blocks(game(creature("a1", "A", 3, 3), perm(pid, "B", text)), "a1=B",
                                 f"{pid}=a1"))
        assert [e.source for e in events(blocking, AbilityTriggered)] == [pid]
        assert set(blocking.outcome().died) == {"a1", pid}


@plays("Whenever this creature deals combat damage, you gain 1 life.",
       "Whenever this creature deals combat damage to a creature, you gain 1 life.",
       "Whenever this creature deals combat damage to a player, you gain 1 life.")
@pytest.mark.parametrize(("text", "unblocked", "blocked"), [
    ("Whenever this creature deals combat damage, you gain 1 life.", 1, 1),
    ("Whenever this creature deals combat damage to a creature, you gain 1 life.", 0, 1),
    ("Whenever this creature deals combat damage to a player, you gain 1 life.", 1, 0)])
def test_deals_combat_damage(text: str, unblocked: int, blocked: int) -> None:
    """CR 510.2 and 603.2: the combat damage a creature deals triggers its ability when the
    damage goes where the trigger names: any combat damage, to a creature (its blocker) or to
    a player (unblocked); its controller gains the life."""
    striker = card("Striker", power=2, toughness=2, text=text)
    alone = finish(blocks(game(perm("x1", "A", striker)), "x1=B"))
    assert alone.players["A"].life == 20 + unblocked
    fought = finish(blocks(game(perm("x1", "A", striker), creature("b1", "B", 0, 4)),
                           "x1=B", "b1=x1"))
    assert fought.players["A"].life == 20 + blocked


@plays("Whenever this creature is dealt damage, you gain 1 life.",
       "Shock deals 2 damage to any target.")
def test_is_dealt_damage() -> None:
    """CR 120.3e and 603.2: 'whenever ~ is dealt damage' triggers on damage dealt to it, in
    combat or not; an unblocked attacker is dealt none."""
    sponge = card("Sponge", power=1, toughness=5,
                  text="Whenever this creature is dealt damage, you gain 1 life.")
    state = finish(blocks(game(creature("a1", "A", 2, 2), perm("s1", "B", sponge)),
                          "a1=B", "s1=a1"))
    assert state.permanents["s1"].damage == 2 and gained(state) == ["s1"]
    shocked = game(perm("s1", "A", sponge), perm("h1", "B", "Shock", Zone.HAND),
                   mana={"B": "{R}"})
    to(shocked, "priority", Step.BEGINNING_OF_COMBAT, "B")
    finish(play(shocked, "cast h1", "target s1"))
    assert gained(shocked) == ["s1"] and shocked.players["A"].life == 21
    unblocked = finish(blocks(game(perm("s1", "A", sponge)), "s1=B"))
    assert gained(unblocked) == []


@plays("Whenever another creature enters, you gain 1 life.")
def test_another_creature_enters() -> None:
    """CR 603.6a: 'whenever another creature enters' sees any creature entering, an
    opponent's too, but not the source itself."""
    text = "Whenever another creature enters, you gain 1 life."
    state = game(perm("o1", "B", card("Witness", power=0, toughness=4, text=text)),
                 perm("h1", "A", "Ambush Viper", Zone.HAND),
                 perm("h2", "B", card("Witness", power=0, toughness=4, cost="{G}",
                                      text=f"Flash\n{text}"), Zone.HAND),
                 mana={"A": "{1}{G}", "B": "{G}"})
    to(state, "priority", Step.BEGINNING_OF_COMBAT, "A")
    play(state, "cast h1")
    to(state, "priority", player="B")
    finish(play(state, "cast h2"))
    assert zone(state, "h1") is Zone.BATTLEFIELD and zone(state, "h2") is Zone.BATTLEFIELD
    # B's Witness resolves first (cast in response) and then sees the Viper enter, not
    # itself; the first Witness sees both
    assert sorted(gained(state)) == ["h2", "o1", "o1"]


@plays("At the beginning of combat on your turn, this creature gets +1/+1 until end of turn.",
       "At the beginning of combat, this creature gets +1/+1 until end of turn.")
def test_at_the_beginning_of_combat() -> None:
    """CR 603.2b and 507.1: 'at the beginning of combat' triggers as each beginning of combat
    step begins, whoever's turn it is; 'on your turn' only on its controller's turn."""
    mine = card("Mine", power=1, toughness=1, text="At the beginning of combat on your turn, "
                "this creature gets +1/+1 until end of turn.")
    every = card("Every", power=1, toughness=1,
                 text="At the beginning of combat, this creature gets +1/+1 until end of turn.")
    state = game(perm("m1", "A", mine), perm("m2", "B", mine), perm("e1", "A", every),
                 perm("e2", "B", every), step=Step.PRECOMBAT_MAIN)
    to(state, "declare_attackers")
    assert [state.power(p) for p in ("m1", "m2", "e1", "e2")] == [2, 1, 2, 2]
    assert sorted(e.source for e in events(state, AbilityTriggered)) == ["e1", "e2", "m1"]


@plays("At end of combat, you gain 1 life.")
def test_at_end_of_combat() -> None:
    """CR 603.2b and 511.1: 'at end of combat' triggers as the end of combat step begins,
    after combat damage: the life is gained once, whoever's combat it is."""
    keeper = card("Keeper", power=0, toughness=4, text="At end of combat, you gain 1 life.")
    state = finish(blocks(game(perm("k1", "B", keeper), creature("a1", "A", 2, 2)), "a1=B"))
    assert gained(state) == ["k1"] and state.players["B"].life == 19
    kinds = [type(e) for e in state.events]
    assert kinds.index(LifeGained) > kinds.index(DamageDealt)  # after the combat damage
