"""sim.text.follow_text: short follow-up sentences that name again what the sentence before
acted on or made (CR 608.2c), played in games: "it gains haste" with no duration (611.2a:
as long as the object stays, 400.7), "it" after a token was created is the token (111.1,
707.2), "they gain haste until end of turn" after tokens, "untap those creatures" after a
pump of the creatures you control."""

from __future__ import annotations

from typing import Any

from played import plays
from test_graveyard_targets import main_phase as graveyard_main
from test_library import BEARS as BEARS_CARD
from test_library import cast_probe, turn
from test_library import spell as library_spell
from test_permanent_copies import BEARS, OGRE, main_phase, spell, tokens
from test_stack import card as library_card
from test_stack import finish, legal, perm, play, to

import mtgsim
from sim import CardDef, GameState
from sim.model.keywords import Kw
from sim.model.objects import Duration, Zone
from sim.text.effect_text import read_effect

UPHEAVAL = ("Put target creature card from a graveyard onto the battlefield under your control. "
            "It gains haste.")
SAHEELI = ("Create a token that's a copy of target creature you control. It gains haste. "
           "Sacrifice it at the beginning of the next end step.")


_GRAVE_BEARS = {"id": "bears", "name": "Bears", "power": 2, "toughness": 2}


def _haste_effects(state: mtgsim.GameState, pid: str) -> list[Duration]:
    return [e.duration for e in state.effects if pid in e.affected and e.add & Kw.HASTE]


@plays("Put target creature card from a graveyard onto the battlefield under your control. "
       "It gains haste.")
def test_it_gains_haste_for_as_long_as_it_stays() -> None:
    """CR 611.2a: "it gains haste" states no duration: the effect lasts as long as the
    object (not until end of turn); 608.2c: "it" is the card the sentence before put onto the
    battlefield — B's Bears, now A's."""
    state = graveyard_main(UPHEAVAL, "bears", b_graveyard=[_GRAVE_BEARS])
    mtgsim.play(state)
    bears = state.permanents["bears"]
    assert bears.zone is Zone.BATTLEFIELD and bears.controller == "A"
    assert state.has("bears", Kw.HASTE)
    assert _haste_effects(state, "bears") == [Duration.INDEFINITE]


@plays("Create a token that's a copy of target creature you control. It gains haste. "
       "Sacrifice it at the beginning of the next end step.")
def test_it_after_a_token_copy_is_the_token() -> None:
    """CR 707.2, 608.2c: after "create a token that's a copy of target creature", "it" is the
    token, not the copied creature: the token has haste (611.2a) and is sacrificed at the
    beginning of the end step (603.7a, c); the original Grizzly stays, without haste."""
    state = main_phase([dict(BEARS), OGRE], [{"step": "precombat_main", "player": "A",
                                             "cast": "dup", "targets": ["bears"]}],
                       hand=[spell(SAHEELI)])
    mtgsim.play(state)
    assert state.permanents["bears"].zone is Zone.BATTLEFIELD
    assert not state.has("bears", Kw.HASTE)
    assert not tokens(state)  # sacrificed, it ceased to exist (704.5d)


@plays("Create a token that's a copy of target creature you control. It gains haste.")
def test_the_token_keeps_haste_after_the_turn() -> None:
    """CR 611.2a: with no duration the copy's haste outlasts the turn's cleanup (514.2 ends
    only "until end of turn" effects); the copied Grizzly never gains it."""
    text = "Create a token that's a copy of target creature you control. It gains haste."
    state = main_phase([dict(BEARS), OGRE], [{"step": "precombat_main", "player": "A",
                                             "cast": "dup", "targets": ["bears"]}],
                       hand=[spell(text)])
    mtgsim.play(state)
    [token] = tokens(state)
    assert state.has(token.id, Kw.HASTE) and not state.has("bears", Kw.HASTE)
    assert _haste_effects(state, token.id) == [Duration.INDEFINITE]


def _attack_with_tokens(text: str) -> mtgsim.GameState:
    """A casts ``text`` in its precombat main phase, then attacks B with every token it made
    (each must be a legal attacker) and the turn ends."""
    state = to(cast_probe(text, "Sorcery"), "declare_attackers")
    made = sorted(t.id for t in tokens(state))
    every = "attack " + " ".join(f'"{pid}"=B' for pid in made)
    assert made and every in legal(state)  # (302.6: not without haste)
    state.apply(every)
    return finish(state)


@plays("Create two 1/1 colorless Spirit creature tokens. They gain haste until end of turn.",
       "Create a 1/1 red Goblin creature token. It gains haste until end of turn.")
def test_they_are_the_tokens_just_created() -> None:
    """CR 111.1, 608.2c: "they" are the two Spirits made; "it", the one Goblin — each gains
    haste until end of turn (611.2a), so they attack the turn they were made (302.6): B, who
    does not block, loses 2 life, then 1."""
    state = _attack_with_tokens("Create two 1/1 colorless Spirit creature tokens. They gain "
                                "haste until end of turn.")
    assert state.players["B"].life == 18 and len(tokens(state)) == 2
    state = _attack_with_tokens("Create a 1/1 red Goblin creature token. It gains haste until "
                                "end of turn.")
    assert state.players["B"].life == 19


@plays("Create a 0/0 green and blue Fractal creature token. Put two +1/+1 counters on it.")
def test_counters_go_on_the_token_just_created() -> None:
    """CR 111.1, 122.1, 608.2c: "it" is the 0/0 Fractal; with its two counters it is a 2/2 and
    survives the state-based actions (704.5f)."""
    state = finish(cast_probe("Create a 0/0 green and blue Fractal creature token. Put two "
                              "+1/+1 counters on it.", "Sorcery"))
    [fractal] = tokens(state)
    assert state.power(fractal.id) == 2 and state.toughness(fractal.id) == 2


def _tapped(pid: str, controller: str) -> dict[str, Any]:
    return {"id": pid, "controller": controller, "name": pid.title(), "power": 2,
            "toughness": 2, "tapped": True}


@plays("Creatures you control get +1/+2 until end of turn. Untap those creatures.")
def test_untap_those_creatures() -> None:
    """CR 608.2c, 701.26b: "those creatures" are the creatures A controls that got +1/+2:
    A's two tapped creatures untap; B's tapped creature stays tapped."""
    text = "Creatures you control get +1/+2 until end of turn. Untap those creatures."
    state = main_phase([_tapped("a1", "A"), _tapped("a2", "A"), _tapped("b1", "B")],
                       [{"step": "precombat_main", "player": "A", "cast": "dup"}],
                       hand=[spell(text, "Instant")])
    mtgsim.play(state)
    assert not state.permanents["a1"].tapped and not state.permanents["a2"].tapped
    assert state.permanents["b1"].tapped


def test_what_it_names_must_be_what_came_before() -> None:
    """CR 608.2c: "that creature gains haste" after a sentence about a player names nothing
    the engine keeps: not read; "untap those creatures" after a group gained control of (the
    group, found again, would be another) is not read either."""
    urge = ("Target opponent reveals their hand. You may put a creature card from it onto the "
            "battlefield under your control. That creature gains haste.")
    assert "That creature gains haste." in read_effect(urge).unsupported
    aid = ("Gain control of all creatures target opponent controls until end of turn. Untap "
           "those creatures.")
    assert read_effect(aid).unsupported == ("Untap those creatures.",)


SOULSTOKE = ("You may put a creature card from your hand onto the battlefield. That creature "
             "gains haste until end of turn. Sacrifice it at the beginning of the next end step.")
ARMS_RACE = ("You may put an artifact card from your hand onto the battlefield. That artifact "
             "gains haste. Sacrifice it at the beginning of the next end step.")


def _put_from_hand(text: str, put: CardDef) -> GameState:
    """A casts ``text``, says yes and puts ``put`` (c1) from its hand onto the battlefield;
    stopped at A's declaration of attackers."""
    state = turn(perm("p1", "A", library_spell(text, "Sorcery"), Zone.HAND),
                 perm("c1", "A", put, Zone.HAND))
    play(state, "cast p1")
    to(state, "choose_optional").apply("yes")
    to(state, "choose_card").apply("card c1")
    return to(state, "declare_attackers")


@plays("You may put a creature card from your hand onto the battlefield. That creature gains "
       "haste until end of turn. Sacrifice it at the beginning of the next end step.",
       "You may put an artifact card from your hand onto the battlefield. That artifact gains "
       "haste. Sacrifice it at the beginning of the next end step.",
       "You may put a creature card from your hand onto the battlefield. That creature gains "
       "haste. Sacrifice the creature at the beginning of the next end step.")
def test_that_creature_is_the_card_put_onto_the_battlefield() -> None:
    """CR 608.2c, 110.2a: "that creature" is the card A put from its hand: it gains haste (so
    it may attack this turn, 302.6) and is sacrificed at the beginning of the end step
    (603.7a, c) — for the artifact too (611.2a: its haste states no duration); "the
    creature" is that card as well."""
    golem = library_card("Golem", types=["Artifact", "Creature"], power=3, toughness=3)
    sneak = ("You may put a creature card from your hand onto the battlefield. That creature "
             "gains haste. Sacrifice the creature at the beginning of the next end step.")
    for text, put in ((SOULSTOKE, BEARS_CARD), (ARMS_RACE, golem), (sneak, BEARS_CARD)):
        state = _put_from_hand(text, put)
        assert state.permanents["c1"].zone is Zone.BATTLEFIELD and state.has("c1", Kw.HASTE)
        assert "attack c1=B" in legal(state)
        state.apply("attack c1=B")
        finish(state)
        assert state.permanents["c1"].zone is Zone.GRAVEYARD
        assert state.players["B"].life == 20 - put.power


@plays("Create two 1/1 red Elemental creature tokens. They gain haste. Sacrifice them at the "
       "beginning of the next end step.")
def test_they_gain_haste_then_are_sacrificed() -> None:
    """CR 111.1, 608.2c, 611.2a: the two Elementals gain haste (no duration) and attack the
    turn they were made (302.6): B loses 2 life; at the beginning of the end step they are
    sacrificed (603.7a, c) and, tokens, cease to exist (704.5d)."""
    state = _attack_with_tokens("Create two 1/1 red Elemental creature tokens. They gain "
                                "haste. Sacrifice them at the beginning of the next end step.")
    assert state.players["B"].life == 18 and not tokens(state)
