"""Power/toughness counters other than +1/+1 and -1/-1 (CR 122.1a): "+1/+0", "+0/+1",
"-0/-1", "+1/+2", "+2/+2"... A creature gets +X/+Y for each "+X/+Y" counter on it (layer 7c,
613.4c); they are put, removed and entered with like counters of any kind; only +1/+1 and
-1/-1 counters annihilate (704.5q). Clockwork Avian's, Armor Thrull's, Shield Sphere's and
Wall of Roots' forms played in games."""

from __future__ import annotations

from played import plays
from test_named_counters import finish_one, two_turns
from test_stack import blocks, card, finish, game, perm, play, to

from sim import Step
from sim.model.board import power_and_toughness
from sim.model.objects import MINUS, PLUS, Zone, counters_pt, pt_kind
from sim.rules.sba import check_state_based_actions
from sim.text.card_reader import read_card
from sim.text.render import round_trips

AVIAN_TEXT = ("Flying\nAvian enters the battlefield with four +1/+0 counters on it.\n"
              "At end of combat, if Avian attacked or blocked this combat, remove a +1/+0 "
              "counter from it.")
AVIAN = card("Avian", types=["Artifact", "Creature"], power=0, toughness=4, cost="{0}",
             text=AVIAN_TEXT)
BEAR = card("Bear", types=["Creature"], power=2, toughness=2)


def test_the_kind_of_a_power_toughness_counter() -> None:
    """CR 122.1a: "+X/+Y" and "-X/-Y" counters change power and toughness by X and Y; other
    kinds change neither."""
    assert pt_kind("+1/+0") == (1, 0) and pt_kind("-0/-2") == (0, -2)
    assert pt_kind("+1/+1") == (1, 1) and pt_kind("charge") is None
    assert pt_kind("+1/x") is None and pt_kind("+/+") is None
    assert counters_pt({"+1/+0": 3, "-0/-1": 2, PLUS: 1, "oil": 4}) == (4, -1)


@plays("~ enters the battlefield with four +1/+0 counters on it.",
       "At end of combat, if ~ attacked or blocked this combat, remove a +1/+0 counter from it.")
def test_clockwork_enters_with_four_and_loses_one_after_attacking() -> None:
    """CR 614.1c, 122.1a and 613.4c: the 0/4 enters with four +1/+0 counters, a 4/4; it
    attacks, and at end of combat (603.4: it attacked) one is removed: a 3/4."""
    state = two_turns(perm("a1", "A", AVIAN, Zone.HAND))
    to(state, "priority", Step.PRECOMBAT_MAIN, "A")
    play(state, "cast a1")
    finish_one(state)
    assert state.permanents["a1"].counters == {"+1/+0": 4}
    assert power_and_toughness(state, "a1") == (4, 4)
    attacker = perm("a1", "A", AVIAN, counters={"+1/+0": 4})
    state = finish(blocks(game(attacker, perm("b1", "B", BEAR)), "a1=B"))
    assert state.permanents["a1"].counters == {"+1/+0": 3}
    assert power_and_toughness(state, "a1") == (3, 4)
    assert state.players["B"].life == 16  # dealt 4 before the counter was removed (510.2)


@plays("{T}, Sacrifice ~: Put a +1/+2 counter on target creature.")
def test_armor_thrull_puts_its_counter_on_the_target() -> None:
    """CR 122.1a, 602.2: sacrificed, the Thrull puts a +1/+2 counter on the Bear, a 3/4."""
    thrull = card("Thrull", power=1, toughness=3, cost="{2}{B}",
                  text="{T}, Sacrifice Thrull: Put a +1/+2 counter on target creature.")
    state = two_turns(perm("t1", "A", thrull), perm("b1", "A", BEAR))
    to(state, "priority", Step.PRECOMBAT_MAIN, "A")
    play(state, "activate t1 0", "target b1")
    finish_one(state)
    assert state.permanents["t1"].zone is Zone.GRAVEYARD
    assert state.permanents["b1"].counters == {"+1/+2": 1}
    assert power_and_toughness(state, "b1") == (3, 4)


@plays("Whenever ~ blocks, put a -0/-1 counter on it.")
def test_shield_sphere_loses_toughness_each_block() -> None:
    """CR 509.1, 603.2 and 122.1a: the 0/6 blocks the Bear: it gets a -0/-1 counter (a 0/5)
    and is dealt 2 damage, surviving; with five such counters before it is a 0/0 after the
    trigger resolves and is put into its owner's graveyard (704.5f) before damage."""
    sphere = card("Sphere", types=["Artifact", "Creature"], power=0, toughness=6,
                  text="Defender\nWhenever Sphere blocks, put a -0/-1 counter on it.")
    for before, dies in ((0, False), (5, True)):
        state = game(perm("b1", "A", BEAR), perm("s1", "B", sphere,
                                                 counters={"-0/-1": before} if before else {}))
        state = finish(blocks(state, "b1=B", "s1=b1"))
        shield = state.permanents["s1"]
        assert (shield.zone is Zone.GRAVEYARD) == dies
        if not dies:
            assert shield.counters == {"-0/-1": 1}
            assert power_and_toughness(state, "s1") == (0, 5)


@plays("Put a -0/-1 counter on ~: Add {G}. Activate only once each turn.")
def test_wall_of_roots_pays_with_a_counter() -> None:
    """CR 602.2b, 118.3 and 122.1a: putting a -0/-1 counter on the 2/5 Wall is the cost; it
    adds {G} and the Wall is a 2/4; once each turn (602.5b): not again this turn."""
    wall = card("Roots", power=2, toughness=5, cost="{1}{G}",
                text="Defender\nPut a -0/-1 counter on Roots: Add {G}. Activate only once "
                     "each turn.")
    elf = card("Elf", power=1, toughness=1, cost="{G}")
    state = two_turns(perm("w1", "A", wall), perm("e1", "A", elf, Zone.HAND))
    to(state, "priority", Step.PRECOMBAT_MAIN, "A")
    play(state, "activate w1 0")
    assert state.permanents["w1"].counters == {"-0/-1": 1}
    assert power_and_toughness(state, "w1") == (2, 4)
    assert state.players["A"].mana.G == 1
    play(state, "cast e1")
    finish_one(state)
    assert state.permanents["e1"].zone is Zone.BATTLEFIELD
    assert not any(str(a).startswith("activate w1") for a in state.legal_actions())


def test_only_plus_and_minus_one_counters_annihilate() -> None:
    """CR 704.5q: a +1/+1 and a -1/-1 counter on the same permanent are removed in pairs; a
    +1/+0 or a -0/-1 counter stays beside them."""
    bear = perm("b1", "A", BEAR, counters={PLUS: 2, MINUS: 1, "+1/+0": 1, "-0/-1": 1})
    state = game(bear)
    check_state_based_actions(state)
    left = {kind: n for kind, n in state.permanents["b1"].counters.items() if n}
    assert left == {PLUS: 1, "+1/+0": 1, "-0/-1": 1}
    assert power_and_toughness(state, "b1") == (4, 2)


def test_the_clauses_render_back() -> None:
    """The model renders back to each clause it was read from."""
    for text in (AVIAN_TEXT, "{T}, Sacrifice Thrull: Put a +1/+2 counter on target creature.",
                 "Put a -0/-1 counter on Thrull: Add {G}. Activate only once each turn.",
                 "Sacrifice Thrull: Put a +2/+2 counter on target Chimera creature."):
        name = "Thrull" if "Thrull" in text else "Avian"
        reading = read_card(text, name)
        assert not reading.unsupported, reading.unsupported
        assert all(round_trips(said, model, name) for said, model in reading.clauses), text
