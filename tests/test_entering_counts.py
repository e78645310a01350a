"""Counters a permanent enters with, counted as it enters (CR 614.1c, 614.12, 122.6;
``sim.rules.entering_counts``): "~ enters with a +1/+1 counter on it for each creature card in
your graveyard", "~ enters with X +1/+1 counters on it, where X is the number of other
creatures on the battlefield", "~ enters with a number of +1/+1 counters on it equal to
<count>", counters of other kinds too. The count is read just before the permanent enters:
a creature card returned from a graveyard counts itself there; a spell on the stack is in no
zone counted."""

from __future__ import annotations

from played import plays
from test_library import turn
from test_named_counters import finish_one, two_turns
from test_stack import card, perm, play, to

from sim import GameState, Step
from sim.model.board import power_and_toughness
from sim.model.events import CountersPut
from sim.model.keywords import Kw
from sim.model.objects import Zone
from sim.rules.tokens import enter_battlefield
from sim.text import FULL, read_card

TROLL = card("Troll", power=0, toughness=0, cost="{0}",
             text="Troll enters the battlefield with a +1/+1 counter on it for each creature "
                  "card in your graveyard.")
SOULBINDER = card("Soulbinder", power=0, toughness=0, cost="{0}",
                  text="Soulbinder enters the battlefield with X +1/+1 counters on it, where X "
                       "is the number of other creatures on the battlefield.")
SCAVENGER = card("Scavenger", power=0, toughness=0, cost="{0}",
                 text="Scavenger enters the battlefield with a number of +1/+1 counters on it "
                      "equal to the number of creature cards in all graveyards.")
DAWN = card("Dawn", types=["Enchantment"], cost="{0}",
            text="Dawn enters the battlefield with a hope counter on it for each creature you "
                 "control.")
RAISE = card("Raise", types=["Sorcery"], cost="{0}",
             text="Return target creature card from your graveyard to the battlefield.")


def bear(pid: str, owner: str, zone: Zone = Zone.BATTLEFIELD) -> object:
    return perm(pid, owner, "Grizzly Bears", zone)


def cast(state: GameState, pid: str, *answers: str) -> GameState:
    """A casts ``pid`` in the precombat main phase and it resolves."""
    to(state, "priority", Step.PRECOMBAT_MAIN, "A")
    play(state, f"cast {pid}", *answers)
    finish_one(state)
    return state


@plays("~ enters the battlefield with a +1/+1 counter on it for each creature card in your "
       "graveyard.")
def test_a_counter_for_each_creature_card_in_your_graveyard() -> None:
    """CR 614.1c, 122.6: cast with two creature cards in A's graveyard (and one in B's, and a
    land card in A's, not counted), the 0/0 enters with two +1/+1 counters, one event."""
    state = two_turns(perm("t1", "A", TROLL, Zone.HAND), bear("g1", "A", Zone.GRAVEYARD),
                      bear("g2", "A", Zone.GRAVEYARD), bear("g3", "B", Zone.GRAVEYARD),
                      perm("f1", "A", "Forest", Zone.GRAVEYARD))
    cast(state, "t1")
    troll = state.permanents["t1"]
    assert troll.zone is Zone.BATTLEFIELD and troll.counters == {"+1/+1": 2}
    assert power_and_toughness(state, "t1") == (2, 2)
    [put] = [e for e in state.events if isinstance(e, CountersPut) and e.permanent == "t1"]
    assert put.entering and put.amount == 2


def test_returned_from_the_graveyard_it_counts_itself() -> None:
    """CR 614.12: the replacement applies just before it enters, while it is still a creature
    card in A's graveyard: returned with one other creature card there, it enters with two
    counters (itself and the Bears)."""
    state = two_turns(perm("t1", "A", TROLL, Zone.GRAVEYARD), bear("g1", "A", Zone.GRAVEYARD),
                      perm("r1", "A", RAISE, Zone.HAND))
    cast(state, "r1", "target t1")
    assert state.permanents["t1"].zone is Zone.BATTLEFIELD
    assert state.permanents["t1"].counters == {"+1/+1": 2}


def test_none_counted_it_dies_as_a_zero_zero() -> None:
    """CR 107.1b, 704.5f: with no creature card in A's graveyard it gets no counter and is put
    into the graveyard as a 0/0."""
    state = two_turns(perm("t1", "A", TROLL, Zone.HAND))
    cast(state, "t1")
    assert state.permanents["t1"].zone is Zone.GRAVEYARD


@plays("~ enters the battlefield with X +1/+1 counters on it, where X is the number of other "
       "creatures on the battlefield.")
def test_x_counters_where_x_is_the_other_creatures() -> None:
    """CR 614.1c, 107.3: two of A's creatures and one of B's: X is 3 (it doesn't count
    itself, 614.12)."""
    state = two_turns(perm("s1", "A", SOULBINDER, Zone.HAND), bear("b1", "A"), bear("b2", "A"),
                      bear("b3", "B"))
    cast(state, "s1")
    assert state.permanents["s1"].counters == {"+1/+1": 3}
    assert power_and_toughness(state, "s1") == (3, 3)


@plays("~ enters the battlefield with a number of +1/+1 counters on it equal to the number of "
       "creature cards in all graveyards.")
def test_a_number_of_counters_equal_to_a_count() -> None:
    """CR 614.1c: a creature card in each graveyard: two counters."""
    state = two_turns(perm("s1", "A", SCAVENGER, Zone.HAND), bear("g1", "A", Zone.GRAVEYARD),
                      bear("g2", "B", Zone.GRAVEYARD))
    cast(state, "s1")
    assert state.permanents["s1"].counters == {"+1/+1": 2}


@plays("~ enters the battlefield with a hope counter on it for each creature you control.")
def test_counters_of_another_kind() -> None:
    """CR 122.6, 614.1c: an enchantment with A's two creatures (not B's) enters with two hope
    counters."""
    state = two_turns(perm("d1", "A", DAWN, Zone.HAND), bear("b1", "A"), bear("b2", "A"),
                      bear("b3", "B"))
    cast(state, "d1")
    assert state.permanents["d1"].counters == {"hope": 2}


def test_the_clauses_are_read_whole() -> None:
    """CR 614.1c: each form is read and rendered back; a count of the permanent itself ("for
    each oil counter on it") is not read — it is not on the battlefield yet (614.12)."""
    for c in (TROLL, SOULBINDER, SCAVENGER, DAWN):
        assert c.supported and not c.unsupported, c.name
    assert read_card("Probe enters the battlefield with a -1/-1 counter on it for each "
                     "creature you control.", "Probe").status == FULL
    assert read_card("Probe enters the battlefield with a +1/+1 counter on it for each oil "
                     "counter on it.", "Probe").unsupported


MYOJIN = card("Myojin", power=4, toughness=4, cost="{0}",
              text="Myojin enters the battlefield with a divinity counter on it if you cast it "
                   "from your hand.\nMyojin has indestructible as long as it has a divinity "
                   "counter on it.")
PLAYTHING = card("Plaything", power=4, toughness=3, cost="{0}",
                 text="Plaything enters with two -1/-1 counters on it if you cast it from your "
                      "hand.")
EPOCH = card("Epoch", power=1, toughness=1, cost="{0}",
             text="Epoch enters the battlefield with three +1/+1 counters on it if you didn't "
                  "cast it from your hand.")


@plays("~ enters the battlefield with a divinity counter on it if you cast it from your hand.")
def test_a_counter_if_you_cast_it_from_your_hand() -> None:
    """CR 614.1c, 601.2a: cast from A's hand it enters with a divinity counter (and so has
    indestructible, 122.1); returned from the graveyard by a spell it wasn't cast: none."""
    state = two_turns(perm("m1", "A", MYOJIN, Zone.HAND))
    cast(state, "m1")
    assert state.permanents["m1"].counters == {"divinity": 1}
    state = two_turns(perm("m1", "A", MYOJIN, Zone.GRAVEYARD), perm("r1", "A", RAISE, Zone.HAND))
    cast(state, "r1", "target m1")
    assert state.permanents["m1"].zone is Zone.BATTLEFIELD
    assert state.permanents["m1"].counters == {}


@plays("~ enters with two -1/-1 counters on it if you cast it from your hand.")
def test_minus_counters_if_you_cast_it_from_your_hand() -> None:
    """CR 614.1c, 122.1a: cast from the hand, the 4/3 is a 2/1."""
    state = two_turns(perm("p1", "A", PLAYTHING, Zone.HAND))
    cast(state, "p1")
    assert state.permanents["p1"].counters == {"-1/-1": 2}
    assert power_and_toughness(state, "p1") == (2, 1)


@plays("~ enters the battlefield with three +1/+1 counters on it if you didn't cast it from "
       "your hand.")
def test_counters_if_you_didnt_cast_it_from_your_hand() -> None:
    """CR 614.1c, 601.2a: cast from the hand it enters with none; returned from the graveyard
    (not cast) with three."""
    state = two_turns(perm("e1", "A", EPOCH, Zone.HAND))
    cast(state, "e1")
    assert state.permanents["e1"].counters == {}
    state = two_turns(perm("e1", "A", EPOCH, Zone.GRAVEYARD), perm("r1", "A", RAISE, Zone.HAND))
    cast(state, "r1", "target e1")
    assert state.permanents["e1"].counters == {"+1/+1": 3}


HUNTER = card("Hunter", power=2, toughness=2, cost="{0}",
              text="Each other creature you control enters the battlefield with an additional "
                   "+1/+1 counter on it.")
PARAGON = card("Paragon", power=2, toughness=2, cost="{0}", subtypes=["Elf", "Warrior"],
               text="Each other Warrior creature you control enters the battlefield with an "
                    "additional +1/+1 counter on it.")
TAYAM = card("Tayam", power=3, toughness=3, cost="{0}",
             text="Each other creature you control enters the battlefield with an additional "
                  "vigilance counter on it.")
BEASTIE = card("Beastie", power=1, toughness=1, cost="{0}",
               text="Other creatures you control enter with two additional +1/+1 counters on "
                    "them.")
CUB = card("Cub", power=1, toughness=1, cost="{0}")
BRUTE = card("Brute", power=1, toughness=1, cost="{0}", subtypes=["Human", "Warrior"])
SPAWN = card("Spawn", types=["Sorcery"], cost="{0}",
             text="Create a 1/1 green Saproling creature token.")


@plays("Each other creature you control enters the battlefield with an additional +1/+1 counter "
       "on it.")
def test_each_other_creature_you_control_enters_with_an_additional_counter() -> None:
    """CR 614.1c: A's Cub, cast, and a Saproling token A creates each enter with a +1/+1
    counter; B's Cub doesn't (not A's); a second Hunter entering gets one from the first but
    not from itself (its ability exists only once it is on the battlefield)."""
    state = two_turns(perm("h1", "A", HUNTER), perm("c1", "A", CUB, Zone.HAND),
                      perm("s1", "A", SPAWN, Zone.HAND), perm("h2", "A", HUNTER, Zone.HAND),
                      perm("c2", "B", CUB, Zone.HAND))
    cast(state, "c1")
    assert state.permanents["c1"].counters == {"+1/+1": 1}
    cast(state, "s1")
    [token] = [p for p in state.permanents.values() if p.token]
    assert token.counters == {"+1/+1": 1}
    cast(state, "h2")
    assert state.permanents["h2"].counters == {"+1/+1": 1}
    assert state.permanents["h1"].counters == {}
    state = two_turns(perm("h1", "A", HUNTER), perm("c2", "B", CUB, Zone.HAND))
    to(state, "priority", Step.PRECOMBAT_MAIN, "B")
    play(state, "cast c2")
    finish_one(state)
    assert state.permanents["c2"].zone is Zone.BATTLEFIELD
    assert state.permanents["c2"].counters == {}


@plays("Each other Warrior creature you control enters the battlefield with an additional +1/+1 "
       "counter on it.")
def test_only_creatures_of_the_type_get_the_counter() -> None:
    """CR 614.1c, 614.12: A's Warrior gets the counter, A's Cub (no Warrior) doesn't."""
    state = two_turns(perm("p1", "A", PARAGON), perm("c1", "A", CUB, Zone.HAND),
                      perm("w1", "A", BRUTE, Zone.HAND))
    cast(state, "c1")
    cast(state, "w1")
    assert state.permanents["c1"].counters == {}
    assert state.permanents["w1"].counters == {"+1/+1": 1}


@plays("Each other creature you control enters the battlefield with an additional vigilance "
       "counter on it.")
def test_an_additional_keyword_counter() -> None:
    """CR 614.1c, 122.1b: the Cub enters with a vigilance counter and so has vigilance."""
    state = two_turns(perm("t1", "A", TAYAM), perm("c1", "A", CUB, Zone.HAND))
    cast(state, "c1")
    assert state.permanents["c1"].counters == {"vigilance": 1}


@plays("Other creatures you control enter with two additional +1/+1 counters on them.")
def test_two_additional_counters_each_returned_creature_too() -> None:
    """CR 614.1c: a creature card A returns from the graveyard to the battlefield enters with
    two +1/+1 counters (put onto the battlefield, not cast)."""
    state = two_turns(perm("b1", "A", BEASTIE), perm("c1", "A", CUB, Zone.GRAVEYARD),
                      perm("r1", "A", RAISE, Zone.HAND))
    cast(state, "r1", "target c1")
    assert state.permanents["c1"].counters == {"+1/+1": 2}
    assert power_and_toughness(state, "c1") == (3, 3)


NIPPER = card("Nipper", power=2, toughness=2, cost="{0}",
              text="Nipper enters the battlefield with your choice of a deathtouch counter or a "
                   "lifelink counter on it.")
GLIDER = card("Glider", power=2, toughness=2, cost="{0}",
              text="Glider enters the battlefield with your choice of a flying counter or a "
                   "first strike counter on it.")


@plays("~ enters the battlefield with your choice of a deathtouch counter or a lifelink counter "
       "on it.")
def test_your_choice_of_counters_as_it_enters() -> None:
    """CR 614.1c, 614.12, 122.1b: as the spell resolves A chooses; it enters with that
    counter only and has that keyword."""
    for answer, kind, flag in (("lifelink counter", "lifelink", Kw.LIFELINK),
                               ("deathtouch counter", "deathtouch", Kw.DEATHTOUCH)):
        state = two_turns(perm("n1", "A", NIPPER, Zone.HAND))
        to(state, "priority", Step.PRECOMBAT_MAIN, "A")
        play(state, "cast n1")
        to(state, "choose_quality")
        assert state.decision is not None and set(state.decision.options) == {
            "deathtouch counter", "lifelink counter"}
        play(state, f'quality "{answer}"')
        finish_one(state)
        assert state.permanents["n1"].counters == {kind: 1}
        other = Kw.DEATHTOUCH if flag == Kw.LIFELINK else Kw.LIFELINK
        assert state.keywords("n1") & flag and not state.keywords("n1") & other


@plays("~ enters the battlefield with your choice of a flying counter or a first strike counter "
       "on it.")
def test_your_choice_of_counters_put_onto_the_battlefield() -> None:
    """CR 614.12: returned from the graveyard by a spell, its controller chooses just after
    the instruction (``sim.rules.arriving``): a first strike counter."""
    state = two_turns(perm("g1", "A", GLIDER, Zone.GRAVEYARD), perm("r1", "A", RAISE, Zone.HAND))
    to(state, "priority", Step.PRECOMBAT_MAIN, "A")
    play(state, "cast r1", "target g1")
    to(state, "choose_quality")
    play(state, 'quality "first strike counter"')
    finish_one(state)
    assert state.permanents["g1"].counters == {"first strike": 1}


ICEBERG = card("Iceberg", types=["Enchantment"], cost="{X}{U}",
               text="Iceberg enters the battlefield with X ice counters on it.")


@plays("~ enters the battlefield with X ice counters on it.")
def test_x_counters_of_any_kind() -> None:
    """CR 107.3m, 601.2b, 614.1c: cast for X = 3 it enters with three ice counters; put onto
    the battlefield without being cast, X is 0: none."""
    state = turn(perm("i1", "A", ICEBERG, Zone.HAND), mana="{3}{U}")
    play(state, "cast i1")
    assert state.decision is not None and state.decision.kind == "choose_x"
    play(state, "x 3")
    while state.stack:
        play(state, "pass")
    assert state.permanents["i1"].counters == {"ice": 3}
    state = turn(perm("i1", "A", ICEBERG, Zone.GRAVEYARD), mana="{0}")
    enter_battlefield(state, "i1", "A")
    assert state.permanents["i1"].zone is Zone.BATTLEFIELD
    assert not state.permanents["i1"].counters
