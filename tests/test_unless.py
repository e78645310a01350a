""""<instruction> unless <player> pays <cost>" (sim.rules.unless; CR 118.12a): the player
chooses as it resolves (a ``choose_pay``), asked only when they can pay (118.3); objects paid
are chosen one at a time; not paid, the instruction is done — for "unless they pay", for each
player who didn't."""

from __future__ import annotations

import numpy as np
from played import plays
from test_counterspells import BEARS, GROWTH, WALL
from test_discard import hand_of
from test_player_verbs import turn_of
from test_stack import card, events, legal, perm, play, to

import mtgsim
from sim import GameState, Step
from sim.engine.agents import DefaultAgent
from sim.model.events import Bounced, CostPaid, Countered, LifeLost, Sacrificed
from sim.model.objects import Zone
from sim.testing.checker import check

KAROO = card("Atoll", types=["Land"],
             text="When this land enters, sacrifice it unless you return an untapped Island you "
                  "control to its owner's hand.")
TIGER = card("Tiger", types=["Creature"], cost="{G}", power=6, toughness=5,
             text="When this creature enters, sacrifice it unless you sacrifice a land.")
BRIGAND = card("Brigand", types=["Creature"], cost="{R}", power=2, toughness=2,
               text="When this creature enters, each opponent sacrifices a permanent unless "
                    "they pay {1}.")
CLASH_TEXT = "Counter target spell unless its controller pays {X}."
DJINN = card("Djinn", types=["Creature"], cost="{U}", power=1, toughness=1,
             text="At the beginning of your upkeep, tap this creature unless you pay 1 life.")


def until_quiet(state: GameState) -> None:
    """The default policy while something resolves or waits."""
    while state.decision is not None and (state.stack or state.resolving is not None or
                                          state.decision.kind != "priority"):
        state.apply(DefaultAgent().act(state, state.decision, state.legal_actions()))


@plays("When this land enters, sacrifice it unless you return an untapped Island you control "
       "to its owner's hand.")
def test_a_karoo_returns_an_untapped_island_or_is_sacrificed() -> None:
    """CR 118.12a: A chooses to pay, then which untapped Island (a choose_return among the two
    untapped ones, not the tapped one); the land stays. Declining, it is sacrificed."""
    for pay in (True, False):
        state = turn_of("A", perm("k1", "A", KAROO, Zone.HAND), perm("i1", "A", "Island"),
                        perm("i2", "A", "Island"), perm("i3", "A", "Island", tapped=True),
                        step=Step.PRECOMBAT_MAIN)
        play(state, "play k1")
        to(state, "choose_pay")
        assert state.decision is not None and state.decision.player == "A"
        play(state, "yes" if pay else "no")
        if pay:
            to(state, "choose_return")
            assert sorted(legal(state)) == ["return i1", "return i2"]
            play(state, "return i2")
        until_quiet(state)
        assert (state.permanents["k1"].zone is Zone.BATTLEFIELD) is pay
        assert (state.permanents["i2"].zone is Zone.HAND) is pay
        assert [e.permanent for e in events(state, Bounced)] == (["i2"] if pay else [])


@plays("When this creature enters, sacrifice it unless you sacrifice a land.")
def test_sacrifice_a_land_or_the_creature() -> None:
    """CR 118.12a, 701.21a: with one land the land is taken without a choice and the creature
    stays; with no land the cost can't be paid (118.3): no question, the creature goes."""
    state = turn_of("A", perm("t1", "A", TIGER, Zone.HAND), perm("f1", "A", "Forest"),
                    step=Step.PRECOMBAT_MAIN, mana="{G}")
    play(state, "cast t1")
    to(state, "choose_pay")
    play(state, "yes")
    until_quiet(state)
    assert state.permanents["t1"].zone is Zone.BATTLEFIELD
    assert [e.permanent for e in events(state, Sacrificed)] == ["f1"]
    state = turn_of("A", perm("t1", "A", TIGER, Zone.HAND), step=Step.PRECOMBAT_MAIN,
                    mana="{G}")
    play(state, "cast t1")
    kinds = set()
    while state.decision is not None and (state.stack or state.resolving is not None):
        kinds.add(str(state.decision.kind))
        state.apply(DefaultAgent().act(state, state.decision, state.legal_actions()))
    assert "choose_pay" not in kinds
    assert state.permanents["t1"].zone is Zone.GRAVEYARD


@plays("When this creature enters, each opponent sacrifices a permanent unless they pay {1}.")
def test_each_opponent_pays_or_sacrifices() -> None:
    """CR 118.12a, 701.21a: B, the opponent, chooses: paying {1} keeps B's permanents;
    declining, B sacrifices one of them (a choose_sacrifice of B's)."""
    for pay in (True, False):
        state = turn_of("A", perm("b1", "A", BRIGAND, Zone.HAND), perm("f1", "B", "Forest"),
                        perm("f2", "B", "Forest"), step=Step.PRECOMBAT_MAIN, mana="{R}")
        play(state, "cast b1")
        to(state, "choose_pay")
        assert state.decision is not None and state.decision.player == "B"
        play(state, "yes" if pay else "no")
        if not pay:
            to(state, "choose_sacrifice")
            assert state.decision is not None and state.decision.player == "B"
            play(state, "sacrifice f2")
        until_quiet(state)
        assert [e.permanent for e in events(state, Sacrificed)] == ([] if pay else ["f2"])
        assert state.permanents["f1"].zone is Zone.BATTLEFIELD


@plays("Counter target spell unless its controller pays {X}.")
def test_counter_unless_its_controller_pays_x() -> None:
    """CR 118.12a, 107.3: X is the counterspell's (2); A, the countered spell's controller,
    pays {2} and Growth resolves; with {1} A can't pay (118.3) and Growth is countered."""
    for a_mana, countered in (("{2}", False), ("{1}", True)):
        state = mtgsim.load({
            "active_player": "A",
            "players": {"A": {"hand": [GROWTH], "mana": a_mana},
                        "B": {"hand": [{"id": "no", "name": "No", "types": ["Instant"],
                                        "cost": "{X}", "text": CLASH_TEXT}], "mana": "{2}"}},
            "permanents": [BEARS, WALL],
            "combat": {"attacks": {"bears": "B"}, "blocks": {"wall": "bears"}, "actions": [
                {"step": "declare_blockers", "player": "A", "cast": "growth",
                 "targets": ["bears"]},
                {"step": "declare_blockers", "player": "B", "cast": "no", "x": 2,
                 "targets": ["growth"]}]}})
        mtgsim.play(state)
        assert bool(events(state, Countered)) is countered
        assert any(e.player == "A" for e in events(state, CostPaid)) is not countered


@plays("At the beginning of your upkeep, tap this creature unless you pay 1 life.")
def test_pay_life_or_tap() -> None:
    """CR 118.12a, 119.4: paying life is losing it; declining, the creature is tapped."""
    for pay in (True, False):
        state = turn_of("A", perm("d1", "A", DJINN))
        to(state, "choose_pay")
        play(state, "yes" if pay else "no")
        while state.decision is not None and state.step is Step.UPKEEP:
            state.apply(DefaultAgent().act(state, state.decision, state.legal_actions()))
        assert state.permanents["d1"].tapped is not pay
        assert bool(events(state, LifeLost)) is pay
        assert state.players["A"].life == (19 if pay else 20)


def test_the_conformance_checker_plays_it() -> None:
    """CR 118.12a: the conformance checker answers the choices at random, checking every
    listed action and the replay."""
    kinds: set[str] = set()
    for seed in range(6):
        state = turn_of("A", perm("k1", "A", KAROO, Zone.HAND), perm("i1", "A", "Island"),
                        perm("i2", "A", "Island"), perm("b1", "A", BRIGAND, Zone.HAND),
                        perm("o1", "A", ORB, Zone.HAND), perm("g1", "B", "Grizzly Bears"),
                        *hand_of("B", "Forest"), perm("f1", "B", "Forest"),
                        perm("f2", "B", "Forest"), step=Step.PRECOMBAT_MAIN, mana="{R}")
        kinds |= set(check(state, np.random.default_rng(seed)).kinds)
    assert "choose_pay" in kinds, kinds


@plays("Counter target spell unless its controller pays {1} for each card in your graveyard.")
def test_counter_unless_its_controller_pays_for_each_card() -> None:
    """CR 118.12a, 608.2h: the cost is counted as it resolves, from the counterspell's
    controller's graveyard (B's two cards: {2}); A with {2} pays, with {1} can't (118.3)."""
    for a_mana, countered in (("{2}", False), ("{1}", True)):
        state = mtgsim.load({
            "active_player": "A",
            "players": {"A": {"hand": [GROWTH], "mana": a_mana},
                        "B": {"hand": [{"id": "no", "name": "No", "types": ["Instant"],
                                        "cost": "{0}", "text": LOGIC_TEXT}],
                              "graveyard": ["Forest", "Island"]}},
            "permanents": [BEARS, WALL],
            "combat": {"attacks": {"bears": "B"}, "blocks": {"wall": "bears"}, "actions": [
                {"step": "declare_blockers", "player": "A", "cast": "growth",
                 "targets": ["bears"]},
                {"step": "declare_blockers", "player": "B", "cast": "no",
                 "targets": ["growth"]}]}})
        mtgsim.play(state)
        assert bool(events(state, Countered)) is countered
        paid = [e.amount for e in events(state, CostPaid) if e.player == "A"]
        assert paid == ([] if countered else [2])


LOGIC_TEXT = "Counter target spell unless its controller pays {1} for each card in your graveyard."
DRAGON = card("Dragon", types=["Creature"], cost="{R}", power=5, toughness=5,
              text="When this creature enters, it deals 5 damage to target opponent unless "
                   "that player sacrifices a creature.")
CELL = card("Cell", types=["Enchantment"], cost="{1}",
            text="Whenever an opponent casts a creature spell, that player loses 2 life unless "
                 "they pay {2}.")


@plays("When this creature enters, it deals 5 damage to target opponent unless that player "
       "sacrifices a creature.")
def test_damage_unless_the_target_player_sacrifices() -> None:
    """CR 118.12a, 701.21a: B, the target, chooses: sacrificing a creature (taken without a
    choice: B has one) prevents the damage; declining, B is dealt 5 damage."""
    for pay in (True, False):
        state = turn_of("A", perm("d1", "A", DRAGON, Zone.HAND), perm("g1", "B", "Grizzly Bears"),
                        step=Step.PRECOMBAT_MAIN, mana="{R}")
        play(state, "cast d1")
        to(state, "choose_target")
        play(state, "target B")
        to(state, "choose_pay")
        assert state.decision is not None and state.decision.player == "B"
        play(state, "yes" if pay else "no")
        until_quiet(state)
        assert (state.permanents["g1"].zone is Zone.GRAVEYARD) is pay
        assert state.players["B"].life == (20 if pay else 15)


@plays("Whenever an opponent casts a creature spell, that player loses 2 life unless they pay "
       "{2}.")
def test_that_player_loses_life_unless_they_pay() -> None:
    """CR 118.12a, 119.3: B, who cast the creature spell, pays {2} or loses 2 life."""
    for pay in (True, False):
        state = turn_of("B", perm("c1", "A", CELL), perm("g1", "B", "Grizzly Bears", Zone.HAND),
                        *(perm(f"f{k}", "B", "Forest") for k in range(4)),
                        step=Step.PRECOMBAT_MAIN)
        play(state, "cast g1")
        to(state, "choose_pay")
        assert state.decision is not None and state.decision.player == "B"
        play(state, "yes" if pay else "no")
        until_quiet(state)
        assert state.players["B"].life == (20 if pay else 18)


RUPTURE_TEXT = ("Counter target spell unless its controller pays {X}, where X is the greatest "
                "power among creatures you control.")


@plays("Counter target spell unless its controller pays {X}, where X is the greatest power "
       "among creatures you control.")
def test_counter_unless_its_controller_pays_x_where_x_is_a_count() -> None:
    """CR 118.12a, 107.3, 608.2h: X is counted as it resolves (B's 3/3 Ogre: {3}); A pays
    with {3}, can't with {2} (118.3) and Growth is countered."""
    for a_mana, countered in (("{3}", False), ("{2}", True)):
        state = mtgsim.load({
            "active_player": "A",
            "players": {"A": {"hand": [GROWTH], "mana": a_mana},
                        "B": {"hand": [{"id": "no", "name": "No", "types": ["Instant"],
                                        "cost": "{0}", "text": RUPTURE_TEXT}]}},
            "permanents": [BEARS, WALL, {"id": "ogre", "controller": "B", "name": "Ogre",
                                         "power": 3, "toughness": 3}],
            "combat": {"attacks": {"bears": "B"}, "blocks": {"wall": "bears"}, "actions": [
                {"step": "declare_blockers", "player": "A", "cast": "growth",
                 "targets": ["bears"]},
                {"step": "declare_blockers", "player": "B", "cast": "no",
                 "targets": ["growth"]}]}})
        mtgsim.play(state)
        assert bool(events(state, Countered)) is countered
        paid = [e.amount for e in events(state, CostPaid) if e.player == "A"]
        assert paid == ([] if countered else [3])


SENTINEL = card("Sentinel", types=["Enchantment"], cost="{3}",
                text="Whenever an opponent casts a spell, draw a card unless that player pays "
                     "{1}.")


@plays("Whenever an opponent casts a spell, draw a card unless that player pays {1}.")
def test_draw_unless_the_caster_pays() -> None:
    """CR 118.12a: B, who cast the spell (the trigger's player), is asked; paying {1} with a
    third Forest, A draws nothing; with two Forests B can't pay (118.3): no question, A draws."""
    for forests, draws in ((3, False), (2, True)):
        state = turn_of("B", perm("s1", "A", SENTINEL),
                        perm("g1", "B", "Grizzly Bears", Zone.HAND),
                        *(perm(f"f{k}", "B", "Forest") for k in range(forests)),
                        step=Step.PRECOMBAT_MAIN)
        before = len(state.players["A"].library)
        play(state, "cast g1")
        kinds = set()
        while state.decision is not None and (state.stack or state.resolving is not None or
                                              state.decision.kind != "priority"):
            kinds.add(str(state.decision.kind))
            if state.decision.kind == "choose_pay":
                assert state.decision.player == "B"
                play(state, "yes")
            else:
                state.apply(DefaultAgent().act(state, state.decision, state.legal_actions()))
        assert ("choose_pay" in kinds) is not draws
        assert len(state.players["A"].library) == before - draws
        assert state.permanents["g1"].zone is Zone.BATTLEFIELD


ORB = card("Orb", types=["Sorcery"], cost="{0}",
           text="Each opponent loses 3 life unless they discard a card or sacrifice a creature.")


@plays("Each opponent loses 3 life unless they discard a card or sacrifice a creature.")
def test_either_cost_spares_the_player() -> None:
    """CR 118.12a: B may pay either cost: asked for the first (discard; one card, taken
    without a choice), then, declining, for the second (sacrifice; one creature); declining
    both, B loses 3 life. With no card in hand only the sacrifice is offered (118.3)."""
    for answers, life, discarded, sacrificed in ((("yes",), 20, True, False),
                                                  (("no", "yes"), 20, False, True),
                                                  (("no", "no"), 17, False, False)):
        state = turn_of("A", perm("o1", "A", ORB, Zone.HAND), perm("g1", "B", "Grizzly Bears"),
                        *hand_of("B", "Forest"), step=Step.PRECOMBAT_MAIN)
        play(state, "cast o1")
        for given in answers:
            to(state, "choose_pay")
            assert state.decision is not None and state.decision.player == "B"
            play(state, given)
        until_quiet(state)
        assert state.players["B"].life == life
        assert (state.permanents["b1"].zone is Zone.GRAVEYARD) is discarded
        assert (state.permanents["g1"].zone is Zone.GRAVEYARD) is sacrificed
    state = turn_of("A", perm("o1", "A", ORB, Zone.HAND), perm("g1", "B", "Grizzly Bears"),
                    step=Step.PRECOMBAT_MAIN)
    play(state, "cast o1")
    to(state, "choose_pay")
    play(state, "yes")
    until_quiet(state)
    assert state.players["B"].life == 20 and state.permanents["g1"].zone is Zone.GRAVEYARD


GOLEM = card("Golem", types=["Artifact", "Creature"], cost="{3}", power=3, toughness=3,
             text="At the beginning of your upkeep, sacrifice this creature unless you remove "
                  "a +1/+1 counter from it.")


@plays("At the beginning of your upkeep, sacrifice this creature unless you remove a +1/+1 "
       "counter from it.")
def test_remove_a_counter_or_sacrifice() -> None:
    """CR 118.12a, 122.1: with two +1/+1 counters A removes one and keeps it; with none the
    cost can't be paid (118.3): no question, it is sacrificed."""
    state = turn_of("A", perm("j1", "A", GOLEM, counters={"+1/+1": 2}))
    to(state, "choose_pay")
    play(state, "yes")
    while state.decision is not None and state.step is Step.UPKEEP:
        state.apply(DefaultAgent().act(state, state.decision, state.legal_actions()))
    assert state.permanents["j1"].zone is Zone.BATTLEFIELD
    assert state.permanents["j1"].counters == {"+1/+1": 1}
    state = turn_of("A", perm("j1", "A", GOLEM))
    kinds = set()
    while state.decision is not None and state.step in (Step.UNTAP, Step.UPKEEP):
        kinds.add(str(state.decision.kind))
        state.apply(DefaultAgent().act(state, state.decision, state.legal_actions()))
    assert "choose_pay" not in kinds
    assert state.permanents["j1"].zone is Zone.GRAVEYARD


BLISTER = card("Blister", types=["Sorcery"], cost="{0}",
               text="Destroy target land unless its controller has Blister deal 6 damage to "
                    "them.")


@plays("Destroy target land unless its controller has Blister deal 6 damage to them.")
def test_destroy_unless_its_controller_takes_the_damage() -> None:
    """CR 118.12a, 120.3: B, the land's controller, chooses: the spell deals B 6 damage and
    the land stays; declining, the land is destroyed."""
    for pay in (True, False):
        state = turn_of("A", perm("s1", "A", BLISTER, Zone.HAND), perm("f1", "B", "Forest"),
                        step=Step.PRECOMBAT_MAIN)
        play(state, "cast s1")
        to(state, "choose_target")
        play(state, "target f1")
        to(state, "choose_pay")
        assert state.decision is not None and state.decision.player == "B"
        play(state, "yes" if pay else "no")
        until_quiet(state)
        assert state.players["B"].life == (14 if pay else 20)
        assert (state.permanents["f1"].zone is Zone.BATTLEFIELD) is pay


STUDY = card("Study", types=["Enchantment"], cost="{3}",
             text="Whenever an opponent casts a spell, you may draw a card unless that player "
                  "pays {1}.")


@plays("Whenever an opponent casts a spell, you may draw a card unless that player pays {1}.")
def test_you_may_draw_unless_the_caster_pays() -> None:
    """CR 118.12a, 603.5: B, who cast the spell, chooses first; paying {1}, A isn't asked and
    draws nothing; declining, A may draw (a choose_optional of A's)."""
    for pay, draw in ((True, False), (False, True), (False, False)):
        state = turn_of("B", perm("s1", "A", STUDY),
                        perm("g1", "B", "Grizzly Bears", Zone.HAND),
                        *(perm(f"f{k}", "B", "Forest") for k in range(3)),
                        step=Step.PRECOMBAT_MAIN)
        before = len(state.players["A"].library)
        play(state, "cast g1")
        to(state, "choose_pay")
        assert state.decision is not None and state.decision.player == "B"
        play(state, "yes" if pay else "no")
        kinds = set()
        while state.decision is not None and (state.stack or state.resolving is not None or
                                              state.decision.kind != "priority"):
            kinds.add(str(state.decision.kind))
            if state.decision.kind == "choose_optional":
                assert state.decision.player == "A"
                play(state, "yes" if draw else "no")
            else:
                state.apply(DefaultAgent().act(state, state.decision, state.legal_actions()))
        assert ("choose_optional" in kinds) is not pay
        assert len(state.players["A"].library) == before - draw
