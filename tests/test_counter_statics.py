"""Static abilities whose subject is narrowed by counters, "each creature you control with a
+1/+1 counter on it has trample" (CR 122.1, 611.3a: the ability applies to each creature that
has such a counter now, so it follows counters as they are put on and removed)."""

from __future__ import annotations

from played import plays
from test_stack import card, events, finish, game, perm, play, to

from sim import Step
from sim.model.events import CardDrawn
from sim.model.keywords import Kw
from sim.model.objects import MINUS, PLUS, Zone


@plays("Each creature you control with a +1/+1 counter on it has trample.")
def test_only_creatures_with_a_counter_have_trample() -> None:
    """CR 122.1 and 611.3a: the creature with a +1/+1 counter has trample, the one without
    doesn't until a counter is put on it (then it does); an opponent's creature with a counter
    is not "you control"."""
    lord = card("Lord", power=1, toughness=1,
                text="Each creature you control with a +1/+1 counter on it has trample.")
    grow = card("Grow", types=["Instant"], cost="{0}",
                text="Put a +1/+1 counter on target creature.")
    state = game(perm("l1", "A", lord), perm("a1", "A", card("Bear", power=2, toughness=2),
                                              counters={PLUS: 1}),
                 perm("a2", "A", card("Wolf", power=2, toughness=2)),
                 perm("b1", "B", card("Elk", power=2, toughness=2), counters={PLUS: 2}),
                 perm("g1", "A", grow, Zone.HAND))
    assert state.has("a1", Kw.TRAMPLE) and not state.has("a2", Kw.TRAMPLE)
    assert not state.has("b1", Kw.TRAMPLE) and not state.has("l1", Kw.TRAMPLE)
    to(state, "priority", Step.BEGINNING_OF_COMBAT, "A")
    play(state, "cast g1", "target a2")
    to(state, "declare_attackers")
    assert state.has("a2", Kw.TRAMPLE)


@plays("Creatures you control with +1/+1 counters on them get +1/+0.")
def test_a_bonus_to_creatures_with_counters_leaves_other_counters_out() -> None:
    """CR 122.1 and 613.4c: +1/+0 to each creature you control with a +1/+1 counter (its
    counter +1/+1 too); a -1/-1 counter is another kind."""
    lord = card("Lord", power=1, toughness=1,
                text="Creatures you control with +1/+1 counters on them get +1/+0.")
    state = game(perm("l1", "A", lord),
                 perm("a1", "A", card("Bear", power=2, toughness=2), counters={PLUS: 1}),
                 perm("a2", "A", card("Wolf", power=2, toughness=2), counters={MINUS: 1}))
    assert (state.power("a1"), state.toughness("a1")) == (4, 3)
    assert (state.power("a2"), state.toughness("a2")) == (1, 1)
    finish(state)


@plays("Whenever a creature you control with a +1/+1 counter on it dies, draw a card.")
def test_a_creature_that_dies_with_a_counter_triggers_one_without_doesnt() -> None:
    """CR 603.10a and 122.1: a dies trigger looks back at the creature as it last existed on
    the battlefield: the bear that died with a +1/+1 counter draws a card, the wolf without
    doesn't."""
    watcher = card("Watcher", power=1, toughness=1,
                   text="Whenever a creature you control with a +1/+1 counter on it dies, draw "
                        "a card.")
    kill = card("Kill", types=["Instant"], cost="{0}", text="Destroy target creature.")
    state = game(perm("w1", "A", watcher),
                 perm("a1", "A", card("Bear", power=2, toughness=2), counters={PLUS: 1}),
                 perm("a2", "A", card("Wolf", power=2, toughness=2)),
                 perm("k1", "A", kill, Zone.HAND), perm("k2", "A", kill, Zone.HAND))
    to(state, "priority", Step.BEGINNING_OF_COMBAT, "A")
    play(state, "cast k1", "target a2", "cast k2", "target a1")
    to(state, "declare_attackers")
    assert state.permanents["a1"].zone is Zone.GRAVEYARD
    assert state.permanents["a2"].zone is Zone.GRAVEYARD
    assert len(events(state, CardDrawn)) == 1  # a1's death only


@plays("As long as ~ has three or more +1/+1 counters on it, it has trample.")
def test_an_ability_that_needs_three_counters() -> None:
    """CR 611.3a and 122.1: the condition is checked continuously: with two +1/+1 counters the
    creature has no trample, a third counter gives it trample."""
    collector = card("Collector", power=1, toughness=1,
                     text="As long as Collector has three or more +1/+1 counters on it, it "
                          "has trample.")
    grow = card("Grow", types=["Instant"], cost="{0}",
                text="Put a +1/+1 counter on target creature.")
    state = game(perm("c1", "A", collector, counters={PLUS: 2}),
                 perm("g1", "A", grow, Zone.HAND))
    assert not state.has("c1", Kw.TRAMPLE)
    to(state, "priority", Step.BEGINNING_OF_COMBAT, "A")
    play(state, "cast g1", "target c1")
    to(state, "declare_attackers")
    assert state.permanents["c1"].counters == {PLUS: 3} and state.has("c1", Kw.TRAMPLE)


@plays("When ~ enters the battlefield, put a +1/+1 counter on each other Human you control.")
def test_each_other_creature_of_a_type_you_control_gets_a_counter() -> None:
    """CR 205.3m and 115.10 (a group, not targets): the other Humans A controls get a counter;
    not the source, not a non-Human, not B's Human; a changeling is every type (702.73a)."""
    lieutenant = card("Lieutenant", power=1, toughness=1, cost="{0}", subtypes=["Human"],
                      text="When Lieutenant enters the battlefield, put a +1/+1 counter on "
                           "each other Human you control.")
    state = game(perm("l1", "A", lieutenant, Zone.HAND),
                 perm("h1", "A", card("Monk", power=1, toughness=1, subtypes=["Human"])),
                 perm("e1", "A", card("Elf", power=1, toughness=1, subtypes=["Elf"])),
                 perm("c1", "A", card("Shifter", power=1, toughness=1, text="Changeling")),
                 perm("h2", "B", card("Rogue", power=1, toughness=1, subtypes=["Human"])),
                 step=Step.PRECOMBAT_MAIN)
    to(state, "priority", Step.PRECOMBAT_MAIN, "A")
    finish(play(state, "cast l1"))
    counters = {p: state.permanents[p].counters.get(PLUS, 0) for p in ("l1", "h1", "e1", "c1",
                                                                        "h2")}
    assert counters == {"l1": 0, "h1": 1, "e1": 0, "c1": 1, "h2": 0}


@plays("{T}: Put a +1/+1 counter on each artifact creature you control.")
def test_each_artifact_creature_you_control_gets_a_counter() -> None:
    """CR 205.2a: an artifact creature has both card types; a creature that isn't an artifact
    gets nothing."""
    overseer = card("Overseer", types=["Artifact", "Creature"], power=1, toughness=1,
                    text="{T}: Put a +1/+1 counter on each artifact creature you control.")
    state = game(perm("o1", "A", overseer),
                 perm("a1", "A", card("Golem", types=["Artifact", "Creature"], power=2,
                                      toughness=2)),
                 perm("a2", "A", card("Bear", power=2, toughness=2)),
                 step=Step.PRECOMBAT_MAIN)
    to(state, "priority", Step.PRECOMBAT_MAIN, "A")
    play(state, next(str(a) for a in state.legal_actions() if str(a).startswith("activate o1")))
    finish(state)
    assert [state.permanents[p].counters.get(PLUS, 0) for p in ("o1", "a1", "a2")] == [1, 1, 0]


@plays("Untap each creature you control with a +1/+1 counter on it.")
def test_a_group_narrowed_by_counters() -> None:
    """CR 122.1 and 115.10: only A's creatures with a +1/+1 counter untap; the one without
    and B's with one stay tapped."""
    unity = card("Unity", types=["Instant"], cost="{0}",
                 text="Untap each creature you control with a +1/+1 counter on it.")
    bear = card("Bear", power=2, toughness=2)
    state = game(perm("a1", "A", bear, tapped=True, counters={PLUS: 1}),
                 perm("a2", "A", bear, tapped=True),
                 perm("b1", "B", bear, tapped=True, counters={PLUS: 1}),
                 perm("u1", "A", unity, Zone.HAND))
    to(state, "priority", Step.BEGINNING_OF_COMBAT, "A")
    play(state, "cast u1")
    to(state, "declare_attackers")
    assert [state.permanents[p].tapped for p in ("a1", "a2", "b1")] == [False, True, True]


@plays("When ~ enters the battlefield, put a +1/+1 counter on another target Vampire you "
       "control.")
def test_a_target_of_a_creature_type() -> None:
    """CR 115.1 and 205.3m: the target must be a Vampire (a changeling is one, 702.73a) A
    controls, other than the source."""
    noble = card("Noble", power=1, toughness=1, cost="{0}", subtypes=["Vampire"],
                 text="When Noble enters the battlefield, put a +1/+1 counter on another "
                      "target Vampire you control.")
    state = game(perm("n1", "A", noble, Zone.HAND),
                 perm("v1", "A", card("Bat", power=1, toughness=1, subtypes=["Vampire"])),
                 perm("c1", "A", card("Shifter", power=1, toughness=1, text="Changeling")),
                 perm("e1", "A", card("Elf", power=1, toughness=1, subtypes=["Elf"])),
                 perm("v2", "B", card("Lord", power=1, toughness=1, subtypes=["Vampire"])),
                 step=Step.PRECOMBAT_MAIN)
    to(state, "priority", Step.PRECOMBAT_MAIN, "A")
    play(state, "cast n1")
    to(state, "choose_target")
    assert sorted(str(a) for a in state.legal_actions()) == ["target c1", "target v1"]
    finish(play(state, "target v1"))
    assert state.permanents["v1"].counters == {PLUS: 1}
