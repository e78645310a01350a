"""Casting a split card (CR 709; ``sim.rules.split_casting``): as either half, chosen as it
is cast (709.3), the spell having only that half's characteristics on the stack (709.3a) and
the card both halves' again once it leaves the stack (709.4); aftermath (702.127a): the half
with it only from a graveyard, and the card exiled as it leaves the stack."""

from __future__ import annotations

import re

import pytest
from played import plays
from test_library import turn
from test_stack import card, events, finish, legal, perm, play

from cards.database import CardRecord, Face, build_record
from sim import CardDef, Permanent
from sim.model.errors import IllegalActionError
from sim.model.events import SpellCast
from sim.model.objects import Zone


def split(layout: str, *halves: tuple[str, str, str, str, str]) -> CardDef:
    """A split card built as an imported one is (``cards.database.build_record``): each half
    (name, cost, card type, color, text)."""
    faces = tuple(Face(name, cost, (kind,), (), (), (color,), None, None, None, None, text)
                  for name, cost, kind, color, text in halves)
    return build_record(CardRecord(" // ".join(f.name for f in faces), layout, faces), "test")


FIRE_ICE = split(
    "split",
    ("Fire", "{1}{R}", "Instant", "R",
     "Fire deals 2 damage divided as you choose among one or two targets."),
    ("Ice", "{1}{U}", "Instant", "U", "Tap target permanent.\nDraw a card."))
SPRING_MIND = split(
    "aftermath",
    ("Spring", "{2}{G}", "Sorcery", "G",
     "Search your library for a basic land card, put it onto the battlefield tapped, then "
     "shuffle."),
    ("Mind", "{4}{U}{U}", "Instant", "U",
     "Aftermath (Cast this spell only from your graveyard. Then exile it.)\nDraw two cards."))


def test_out_of_the_stack_the_card_has_both_halves_characteristics() -> None:
    """CR 709.4: in every zone but the stack a split card has its two halves' characteristics
    combined: both names, both mana costs (709.4b: mana value 4), both colors."""
    assert FIRE_ICE.name == "Fire // Ice" and FIRE_ICE.cost == "{1}{R}{1}{U}"
    assert FIRE_ICE.colors == ("U", "R") and FIRE_ICE.types == ("Instant",)
    assert FIRE_ICE.spell is None and [h.name for h in FIRE_ICE.halves] == ["Fire", "Ice"]


@plays("Tap target permanent.\nDraw a card.")
def test_the_second_half_is_cast_with_its_own_characteristics() -> None:
    """CR 709.3: the player chooses the half to cast; 709.3a: only that half's
    characteristics are evaluated: with {1}{U} A can cast Ice, not Fire ({1}{R}); on the stack
    the spell is Ice, blue, mana value 2; it taps B's Bears and draws; in the graveyard the card
    is Fire // Ice again (709.4)."""
    state = turn(perm("p1", "A", FIRE_ICE, Zone.HAND), perm("b1", "B", "Grizzly Bears"),
                 mana="{1}{U}")
    assert "cast p1 as Ice" in legal(state) and "cast p1 as Fire" not in legal(state)
    play(state, "cast p1 as Ice")
    on_stack = state.permanents["p1"]
    assert on_stack.card.name == "Ice" and on_stack.card.colors == ("U",)
    assert on_stack.card.cost == "{1}{U}"
    play(state, "target b1")
    [cast] = events(state, SpellCast)
    assert cast.name == "Ice"
    finish(state)
    assert state.permanents["b1"].tapped
    assert [p.card.name for p in state.permanents.values() if p.zone is Zone.HAND] == [
        "Hill Giant"]  # the top card of A's library
    assert on_stack.zone is Zone.GRAVEYARD and on_stack.card.name == "Fire // Ice"


@plays("Fire deals 2 damage divided as you choose among one or two targets.")
def test_the_first_half_deals_its_damage() -> None:
    """CR 709.3: cast as Fire ({1}{R}) the spell deals 2 damage to the target chosen; the card
    goes to the graveyard as the whole card (709.4)."""
    state = turn(perm("p1", "A", FIRE_ICE, Zone.HAND), perm("b1", "B", "Grizzly Bears"),
                 mana="{1}{R}")
    assert "cast p1 as Ice" not in legal(state)
    play(state, "cast p1 as Fire", "target b1", "target none")
    finish(state)
    assert state.permanents["b1"].zone is Zone.GRAVEYARD
    assert state.permanents["p1"].zone is Zone.GRAVEYARD
    assert state.permanents["p1"].card is FIRE_ICE


@plays("Aftermath")
def test_aftermath_half_only_from_the_graveyard_then_exiled() -> None:
    """CR 702.127a: the aftermath half (Mind) can be cast only from a graveyard, the other
    half (Spring) not from one; cast from the graveyard, the card is exiled as it leaves the
    stack, instead of going anywhere else."""
    bears = card("Grizzly Bears")
    state = turn(perm("p1", "A", SPRING_MIND, Zone.HAND), perm("p2", "A", SPRING_MIND,
                 Zone.GRAVEYARD), mana="{4}{U}{U}", library=(bears, bears, bears))
    assert "cast p2 as Mind" in legal(state)
    assert "cast p1 as Mind" not in legal(state) and "cast p2 as Spring" not in legal(state)
    play(state, "cast p2 as Mind")
    finish(state)
    mind = state.permanents["p2"]
    assert mind.zone is Zone.EXILE and mind.card is SPRING_MIND
    drawn = [p for p in state.permanents.values() if p.zone is Zone.HAND and p.id != "p1"]
    assert len(drawn) == 2


def test_the_first_half_of_an_aftermath_card_from_the_hand() -> None:
    """CR 702.127a, 709.3: Spring is cast from the hand as any sorcery; it resolves and the card
    goes to its owner's graveyard (not exiled: it was not cast from a graveyard), from where
    its Mind half may be cast later."""
    forest = card("Forest")
    state = turn(perm("p1", "A", SPRING_MIND, Zone.HAND), mana="{2}{G}",
                 library=(forest, forest))
    assert legal(state) == ["pass", "cast p1 as Spring"]
    play(state, "cast p1 as Spring")
    finish(state)
    assert state.permanents["p1"].zone is Zone.GRAVEYARD
    assert any(p.card.name == "Forest" and p.zone is Zone.BATTLEFIELD and p.tapped
               for p in state.permanents.values())


WEAR_TEAR = split(
    "split",
    ("Wear", "{1}{R}", "Instant", "R", "Destroy target artifact."),
    ("Tear", "{W}", "Instant", "W", "Destroy target enchantment."))


@plays("Destroy target enchantment.", "Destroy target artifact.")
def test_each_half_targets_what_its_own_text_says() -> None:
    """CR 709.3, 709.3a: cast as Tear ({W}) the spell targets an enchantment only (B's
    artifact is no legal target of Tear) and destroys it; cast as Wear, an artifact."""
    enchantment = Permanent("e1", "B", CardDef("Totem", types=("Enchantment",)))
    artifact = Permanent("r1", "B", CardDef("Idol", types=("Artifact",)))
    state = turn(perm("p1", "A", WEAR_TEAR, Zone.HAND), enchantment, artifact, mana="{W}")
    assert "cast p1 as Wear" not in legal(state)
    play(state, "cast p1 as Tear")
    assert legal(state) == ["target e1"]
    finish(play(state, "target e1"))
    assert enchantment.zone is Zone.GRAVEYARD and artifact.zone is Zone.BATTLEFIELD
    state = turn(perm("p1", "A", WEAR_TEAR, Zone.HAND), enchantment.clone(), artifact.clone(),
                 mana="{1}{R}")
    play(state, "cast p1 as Wear")
    assert legal(state) == ["target r1"]
    finish(play(state, "target r1"))
    assert state.permanents["r1"].zone is Zone.GRAVEYARD


def test_a_half_that_cannot_be_cast_is_explained() -> None:
    """CR 709.3a: a half is judged by its own characteristics: with {1}{U}, Fire ({1}{R}) is
    refused, with its own cost named; a name that is no half, and fuse (702.102a, not run by
    the engine), are refused too."""
    state = turn(perm("p1", "A", FIRE_ICE, Zone.HAND), perm("b1", "B", "Grizzly Bears"),
                 mana="{1}{U}")
    for action, words in (("cast p1 as Fire", "for its own cost {1}{R}"),
                          ("cast p1 as Nope", "no half named 'Nope'"),
                          ("cast p1 fused", "does not run fuse")):
        with pytest.raises(IllegalActionError, match=re.escape(words)):
            play(state, action)
