"""Champion (CR 702.72, ``sim.text.champion_text``): "Champion a Goblin" is two linked
triggered abilities — when it enters, sacrifice it unless you exile another Goblin you control;
when it leaves the battlefield, return the exiled card to the battlefield under its owner's
control (702.72a-b, 607.2k)."""

from __future__ import annotations

from played import plays
from test_stack import card, game, legal, perm, play

from sim import GameState, Step
from sim.model.objects import Zone
from sim.model.programs import RETURN_LINKED
from sim.text.card_reader import read_card

MOB = card("Mob", types=["Creature"], subtypes=["Goblin"], cost="{R}", text="Champion a Goblin",
           power=5, toughness=4)
RAIDER = card("Raider", types=["Creature"], subtypes=["Goblin"], cost="{R}", power=2,
              toughness=1)
BEAR = card("Bear", types=["Creature"], subtypes=["Bear"], cost="{G}", power=2, toughness=2)
KILL = card("Kill", types=["Instant"], cost="{B}", text="Destroy target creature.")


def _enter(*others: str) -> GameState:
    """A casts Mob (its other creatures: ``others``, r1 a Goblin, b1 a Bear) and lets it
    resolve, up to its enters trigger's choice or past it."""
    cards = {"r1": RAIDER, "b1": BEAR}
    state = game(perm("m1", "A", MOB, Zone.HAND), perm("k1", "A", KILL, Zone.HAND),
                 *(perm(o, "A", cards[o]) for o in others), mana={"A": "{R}{B}"},
                 step=Step.PRECOMBAT_MAIN)
    play(state, "cast m1")
    while state.decision is not None and state.decision.kind == "priority" and state.stack:
        play(state, "pass")
    return state


def _resolve(state: GameState) -> None:
    while state.decision is not None and state.decision.kind == "priority" and state.stack:
        play(state, "pass")


@plays("Champion a Goblin")
def test_the_champion_exiles_a_goblin_and_returns_it_when_it_leaves() -> None:
    """CR 702.72a: as its enters trigger resolves A chooses to exile another Goblin (the
    Raider; the only one, taken without a choice, 118.3) and the Mob stays; when the Mob is
    destroyed, its leaves-the-battlefield trigger returns the exiled Raider to the battlefield
    under its owner's control (702.72b, 607.2k: the card the first ability exiled)."""
    state = _enter("r1", "b1")
    assert state.decision is not None and state.decision.kind == "choose_pay"
    play(state, "yes")
    assert state.permanents["m1"].zone is Zone.BATTLEFIELD
    assert state.permanents["r1"].zone is Zone.EXILE
    assert state.permanents["b1"].zone is Zone.BATTLEFIELD  # not a Goblin: not exiled
    play(state, "cast k1", "target m1")
    _resolve(state)
    assert state.permanents["m1"].zone is Zone.GRAVEYARD
    raider = state.permanents["r1"]
    assert (raider.zone, raider.controller) == (Zone.BATTLEFIELD, "A")


def test_declining_or_having_no_other_goblin_sacrifices_the_champion() -> None:
    """CR 702.72a, 118.12a: not exiling another Goblin, the Mob is sacrificed (701.21a) and its
    leaves trigger returns nothing (the Raider stays); with no other Goblin (the Bear is not
    one, and the Mob is not "another", 611.3 wording) it can't be paid and no choice is
    asked (118.3): sacrificed."""
    state = _enter("r1")
    play(state, "no")
    _resolve(state)
    assert state.permanents["m1"].zone is Zone.GRAVEYARD
    assert state.permanents["r1"].zone is Zone.BATTLEFIELD
    state = _enter("b1")
    _resolve(state)
    assert state.permanents["m1"].zone is Zone.GRAVEYARD
    assert state.permanents["b1"].zone is Zone.BATTLEFIELD
    assert "yes" not in legal(state)


@plays("Champion a Goblin or Shaman")
def test_either_kind_may_be_championed() -> None:
    """CR 702.72a: "champion a Goblin or Shaman": a Shaman that is no Goblin may be exiled."""
    shaman = card("Mystic", types=["Creature"], subtypes=["Elf", "Shaman"], cost="{G}",
                  power=1, toughness=1)
    crafter = card("Crafter", types=["Creature"], subtypes=["Elemental"], cost="{R}",
                   text="Champion a Goblin or Shaman", power=3, toughness=3)
    state = game(perm("c1", "A", crafter, Zone.HAND), perm("s1", "A", shaman),
                 mana={"A": "{R}"}, step=Step.PRECOMBAT_MAIN)
    play(state, "cast c1")
    _resolve(state)
    play(state, "yes")
    assert state.permanents["s1"].zone is Zone.EXILE
    assert state.permanents["c1"].zone is Zone.BATTLEFIELD


def test_champion_reads_as_two_linked_abilities() -> None:
    """CR 702.72a: the keyword is read whole, as its two triggered abilities (the second a
    return of the linked exiled card, 607.2k); a kind of three words is not read."""
    read = read_card("Champion an Elemental", "Chaser", ["Creature"])
    assert read.status == "full"
    assert read_card("Champion a blue creature card", "Chaser", ["Creature"]).status != "full"
    built = card("Chaser", types=["Creature"], subtypes=["Elemental"], cost="{R}",
                 text="Champion an Elemental", power=10, toughness=2)
    assert len(built.triggered) == 2
    assert built.triggered[1].program is not None
    assert built.triggered[1].program.ops[0].verb == RETURN_LINKED


@plays("Exile another creature you control: You gain 3 life.")
def test_a_cost_exiling_another_permanent_you_control() -> None:
    """CR 602.2b, 601.2h, 406.3: the cost part champion's wording shares: exiling "another
    creature you control" is paid with A's Bear (not B's, not the source); with none the ability
    can't be activated (118.3)."""
    altar = card("Altar", types=["Artifact"], cost="{1}",
                 text="Exile another creature you control: You gain 3 life.")
    state = game(perm("a1", "A", altar), perm("b1", "A", BEAR), perm("b2", "B", BEAR),
                 step=Step.PRECOMBAT_MAIN)
    play(state, "activate a1 0")
    _resolve(state)
    assert state.players["A"].life == 23
    zones = {p.id: p.zone for p in state.permanents.values()}
    assert zones == {"a1": Zone.BATTLEFIELD, "b1": Zone.EXILE, "b2": Zone.BATTLEFIELD}
    lone = game(perm("a1", "A", altar), perm("b2", "B", BEAR), perm("f1", "A", "Forest", Zone.HAND),
                step=Step.PRECOMBAT_MAIN)
    assert lone.step is Step.PRECOMBAT_MAIN and "activate a1 0" not in legal(lone)
