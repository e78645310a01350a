"""Switching and doubling a creature's power and toughness until end of turn (``sim.model.
pt_verbs``, ``sim.rules.pt_changes``): "switch target creature's power and toughness until end
of turn" (CR 613.4d: layer 7d, after every change of 7c), "double target creature's power until
end of turn" (701.10b-c), "double the power and toughness of each creature you control until end
of turn" (701.10b, 115.10)."""

from __future__ import annotations

from played import plays
from test_counter_kinds import main_of_turn
from test_named_counters import finish_one, two_turns
from test_stack import card, perm, play, to

from sim import Step
from sim.model.board import power_and_toughness
from sim.model.objects import PLUS, Zone
from sim.text import read_card
from sim.text.render import round_trips

BEAR = card("Bear", power=1, toughness=4)
GROWTH = card("Growth", types=["Instant"], cost="{0}",
              text="Target creature gets +3/+3 until end of turn.")
SHRINK = card("Shrink", types=["Instant"], cost="{0}",
              text="Target creature gets -4/-0 until end of turn.")
ABOUT_FACE = card("Turnabout", types=["Instant"], cost="{0}",
                  text="Switch target creature's power and toughness until end of turn.")


def _cast(state: object, spell: str, target: str) -> None:
    play(state, f"cast {spell}", f"target {target}")  # type: ignore[arg-type]
    finish_one(state)  # type: ignore[arg-type]


@plays("Switch target creature's power and toughness until end of turn.")
def test_a_switch_applies_after_every_later_bonus() -> None:
    """CR 613.4d, 613.4c: a 1/4 with a +1/+1 counter (2/5) switched is 5/2; a +3/+3 given after
    the switch still applies before it (7c before 7d, whatever the timestamps): 8/5, not 5/8.
    The switch ends with the turn (514.2): the next turn it is a 2/5 again."""
    state = two_turns(perm("s1", "A", ABOUT_FACE, Zone.HAND), perm("g1", "A", GROWTH, Zone.HAND),
                      perm("b1", "A", BEAR, counters={PLUS: 1}), limit=4)
    to(state, "priority", Step.PRECOMBAT_MAIN, "A")
    _cast(state, "s1", "b1")
    assert power_and_toughness(state, "b1") == (5, 2)
    _cast(state, "g1", "b1")
    assert power_and_toughness(state, "b1") == (8, 5)
    main_of_turn(state, 2)
    assert power_and_toughness(state, "b1") == (2, 5)


def test_two_switches_cancel_out_and_a_zero_toughness_dies() -> None:
    """CR 613.4d: switched twice, a 1/4 is a 1/4 again; CR 704.5f: a 4/0 after -4/-0 then a
    switch (0/4 switched: 4/0) is put into its owner's graveyard."""
    state = two_turns(perm("s1", "A", ABOUT_FACE, Zone.HAND),
                      perm("s2", "A", ABOUT_FACE, Zone.HAND), perm("b1", "A", BEAR))
    to(state, "priority", Step.PRECOMBAT_MAIN, "A")
    _cast(state, "s1", "b1")
    _cast(state, "s2", "b1")
    assert power_and_toughness(state, "b1") == (1, 4)
    state = two_turns(perm("k1", "A", SHRINK, Zone.HAND), perm("s1", "A", ABOUT_FACE, Zone.HAND),
                      perm("b1", "A", card("Ox", power=4, toughness=4)))
    to(state, "priority", Step.PRECOMBAT_MAIN, "A")
    _cast(state, "k1", "b1")
    _cast(state, "s1", "b1")
    assert state.permanents["b1"].zone is Zone.GRAVEYARD


@plays("{0}: Switch ~'s power and toughness until end of turn.")
def test_an_activated_switch_of_the_source() -> None:
    """CR 613.4d, 602.2: the 1/4 switches itself to a 4/1."""
    puca = card("Puca", power=1, toughness=4,
                text="{0}: Switch Puca's power and toughness until end of turn.")
    state = two_turns(perm("p1", "A", puca))
    to(state, "priority", Step.PRECOMBAT_MAIN, "A")
    play(state, next(str(a) for a in state.legal_actions() if str(a).startswith("activate p1")))
    finish_one(state)
    assert power_and_toughness(state, "p1") == (4, 1)


@plays("Double target creature's power until end of turn.")
def test_doubling_power_adds_the_power_it_has_even_when_negative() -> None:
    """CR 701.10b: a 3/3 becomes 6/3 (+3/+0); 701.10c: a 1/4 at -3/4 (after -4/-0) gets -3/-0,
    a -6/4."""
    double = card("Bulk", types=["Instant"], cost="{0}",
                  text="Double target creature's power until end of turn.")
    state = two_turns(perm("d1", "A", double, Zone.HAND), perm("d2", "A", double, Zone.HAND),
                      perm("k1", "A", SHRINK, Zone.HAND), perm("o1", "A", card("Ox", power=3,
                                                                            toughness=3)),
                      perm("b1", "A", BEAR))
    to(state, "priority", Step.PRECOMBAT_MAIN, "A")
    _cast(state, "d1", "o1")
    assert power_and_toughness(state, "o1") == (6, 3)
    _cast(state, "k1", "b1")
    _cast(state, "d2", "b1")
    assert power_and_toughness(state, "b1") == (-6, 4)


@plays("Double the power and toughness of each creature you control until end of turn.")
def test_each_creature_you_control_doubles_its_own_power_and_toughness() -> None:
    """CR 701.10b, 115.10: each of A's creatures gets +X/+Y of its own (1/4 -> 2/8, 3/3 ->
    6/6); B's creature is not A's and stays 1/4."""
    spell = card("Growth Spurt", types=["Sorcery"], cost="{0}",
                 text="Double the power and toughness of each creature you control until end of "
                      "turn.")
    state = two_turns(perm("s1", "A", spell, Zone.HAND), perm("b1", "A", BEAR),
                      perm("o1", "A", card("Ox", power=3, toughness=3)), perm("b2", "B", BEAR))
    to(state, "priority", Step.PRECOMBAT_MAIN, "A")
    play(state, "cast s1")
    finish_one(state)
    assert [power_and_toughness(state, p) for p in ("b1", "o1", "b2")] == [(2, 8), (6, 6), (1, 4)]


def test_the_pt_verbs_render_back() -> None:
    """CR 613.4d, 701.10b: each reading is written back to its clause, in either word order."""
    for text in ("Switch target creature's power and toughness until end of turn.",
                 "Switch the power and toughness of each of up to two target creatures until "
                 "end of turn.",
                 "Double the power of each other creature you control until end of turn.",
                 "Double equipped creature's power until end of turn."):
        reading = read_card(text, "Testling", ("Instant",))
        assert reading.status == "full", reading.unsupported
        assert all(round_trips(said, model, "Testling") for said, model in reading.clauses)
