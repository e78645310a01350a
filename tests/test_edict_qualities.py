"""Edicts with a quality (CR 701.21a; ``sim.model.edict_qualities``, ``sim.rules.edicts``):
"target player sacrifices an attacking creature", "each opponent sacrifices a creature with
flying", "each opponent sacrifices a creature with the greatest power among creatures they
control"."""

from __future__ import annotations

from played import plays
from test_library import turn
from test_stack import card, finish, legal, perm, play, to

from sim import CardDef, GameState, Player, Step
from sim.model.mana import Mana
from sim.model.objects import Permanent, Span, Zone
from sim.text import read_card
from sim.text.render import round_trips

ATTACKING = "Target player sacrifices an attacking creature."
FLYING = "Each opponent sacrifices a creature with flying."
GREATEST = "Each opponent sacrifices a creature with the greatest power among creatures they " \
    "control."
BEAR = card("Bear", types=["Creature"], cost="{1}{G}", power=3, toughness=3)
BIRD = card("Bird", types=["Creature"], cost="{W}", power=1, toughness=1, text="Flying")
OGRE = card("Ogre", types=["Creature"], cost="{2}{R}", power=4, toughness=2)


def spell(text: str, kind: str = "Instant") -> CardDef:
    made = card("Edict", types=[kind], cost="{1}{W}", text=text)
    assert not made.unsupported, made.unsupported
    return made


def resolve(state: GameState, target: str = "") -> GameState:
    """Cast ``s1`` (targeting ``target``) and stop once it has resolved or a sacrifice is asked."""
    play(state, "cast s1")
    while state.decision is not None:
        kind = state.decision.kind
        if kind == "choose_target":
            play(state, f"target {target}")
        elif kind == "priority" and state.stack:
            play(state, "pass")
        else:
            break
    return state


def test_read_and_rendered_back() -> None:
    """CR 701.21a: each quality is read in full and renders back to its text; a quality only
    some words of which are a keyword ("with power 2 or less") is not read."""
    for text, kind in ((ATTACKING, "Instant"), (FLYING, "Sorcery"), (GREATEST, "Sorcery")):
        reading = read_card(text, "Edict", (kind,))
        assert reading.status == "full", reading.unsupported
        assert reading.spell is not None
        assert round_trips(text, reading.spell, "Edict")
    that_player = GREATEST.replace("they control", "that player controls")
    assert read_card(that_player, "Edict", ("Sorcery",)).status == "full"
    assert read_card("Each opponent sacrifices a creature with power 2.", "Edict",
                     ("Sorcery",)).status != "full"
    assert read_card("Each opponent sacrifices two creatures with the greatest power among "
                     "creatures they control.", "Edict", ("Sorcery",)).status != "full"


@plays("Target player sacrifices an attacking creature.")
def test_only_an_attacking_creature_is_sacrificed() -> None:
    """CR 701.21a, 506.4: B attacks with two Bears and keeps a third home; A's edict makes B
    choose one of the two attackers (the one at home is not offered)."""
    objects = [perm("b1", "B", BEAR), perm("b2", "B", BEAR), perm("b3", "B", BEAR),
               perm("s1", "A", spell(ATTACKING), Zone.HAND), perm("p1", "A", "Plains"),
               perm("p2", "A", "Plains")]
    state = GameState({"A": Player("A", mana=Mana()), "B": Player("B", mana=Mana())},
                      {o.id: o for o in objects}, ("B", "A"), "B",
                      step=Step.BEGINNING_OF_COMBAT, span=Span.TURN, seed=1).start()
    play(to(state, "declare_attackers"), "attack b1=A b2=A")
    to(state, "priority", player="A")
    resolve(state, "B")
    assert state.decision is not None and state.decision.kind == "choose_sacrifice"
    assert state.decision.player == "B" and set(state.decision.options) == {"b1", "b2"}
    play(state, "sacrifice b2")
    zones = {p: state.permanents[p].zone for p in ("b1", "b2", "b3")}
    assert zones == {"b1": Zone.BATTLEFIELD, "b2": Zone.GRAVEYARD, "b3": Zone.BATTLEFIELD}


@plays("Each opponent sacrifices a creature with flying.")
def test_only_a_creature_with_flying_is_sacrificed() -> None:
    """CR 701.21a, 702.9: B's Bird has flying, its Bear not: the Bird is sacrificed, with no
    choice (the only one)."""
    state = turn(perm("s1", "A", spell(FLYING, "Sorcery"), Zone.HAND),
                 perm("b1", "B", BEAR), perm("b2", "B", BIRD), mana="{1}{W}")
    resolve(state)
    assert state.permanents["b2"].zone is Zone.GRAVEYARD
    assert state.permanents["b1"].zone is Zone.BATTLEFIELD


@plays("Each opponent sacrifices a creature with the greatest power among creatures they "
       "control.")
def test_the_greatest_power_and_a_choice_among_the_tied() -> None:
    """CR 701.21a, 208.3: B's Ogre (4) has the greatest power: it is sacrificed, not a Bear
    (3); with two Bears tied for the greatest, B chooses one of them (not the Bird)."""
    state = turn(perm("s1", "A", spell(GREATEST, "Sorcery"), Zone.HAND),
                 perm("b1", "B", BEAR), perm("b2", "B", OGRE), mana="{1}{W}")
    resolve(state)
    assert state.permanents["b2"].zone is Zone.GRAVEYARD
    assert state.permanents["b1"].zone is Zone.BATTLEFIELD
    state = turn(perm("s1", "A", spell(GREATEST, "Sorcery"), Zone.HAND),
                 perm("b1", "B", BEAR), perm("b2", "B", BEAR), perm("b3", "B", BIRD),
                 mana="{1}{W}")
    resolve(state)
    assert state.decision is not None and state.decision.kind == "choose_sacrifice"
    assert set(state.decision.options) == {"b1", "b2"}
    assert "sacrifice b3" not in legal(state)
    play(state, "sacrifice b1")
    assert state.permanents["b1"].zone is Zone.GRAVEYARD
    assert state.permanents["b2"].zone is Zone.BATTLEFIELD


LORD = "At the beginning of your upkeep, sacrifice a creature other than ~. If you can't, ~ " \
    "deals 7 damage to you."


def upkeep(*objects: Permanent) -> GameState:
    """A's turn from its untap step, with ``objects``, played to its end."""
    state = GameState({"A": Player("A", mana=Mana()), "B": Player("B", mana=Mana())},
                      {o.id: o for o in objects}, ("A", "B"), "A", step=Step.UNTAP,
                      span=Span.TURN, seed=1).start()
    return finish(state)


@plays("At the beginning of your upkeep, sacrifice a creature other than ~. If you can't, ~ "
       "deals 7 damage to you.")
def test_if_you_cant_sacrifice_the_damage_is_dealt() -> None:
    """CR 701.21a: the Lord is not among the creatures A may sacrifice; A's Bear is sacrificed
    and no damage is dealt; with no other creature A can't sacrifice, and the Lord deals 7
    damage to A."""
    lord = card("Lord", types=["Creature"], cost="{4}{B}{B}{B}", power=7, toughness=7,
                text=LORD)
    assert not lord.unsupported, lord.unsupported
    assert round_trips(LORD, read_card(LORD, "Lord", ("Creature",)).triggered[0], "Lord")
    state = upkeep(perm("l1", "A", lord), perm("b1", "A", BEAR))
    assert state.permanents["b1"].zone is Zone.GRAVEYARD
    assert state.permanents["l1"].zone is Zone.BATTLEFIELD and state.players["A"].life == 20
    state = upkeep(perm("l1", "A", lord))
    assert state.permanents["l1"].zone is Zone.BATTLEFIELD and state.players["A"].life == 13
