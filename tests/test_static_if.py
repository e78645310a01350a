"""A static ability's conditions read after "if" (``sim.text.static_if``; the ``STATIC``
test of ``sim.model.board_conditions``): an instruction's own "if" (CR 608.2c), a triggered
ability's intervening "if" (603.4) and "activate only if" (602.5b) read the conditions of
"as long as" (611.3a) that ``sim.text.condition_text`` reads none of its own — delirium's
card types, descend's permanent cards, spell mastery's instant and sorcery cards — and the
engine checks them with the static ability's one predicate."""

from __future__ import annotations

from played import plays
from test_library import spell, turn
from test_stack import card, finish, legal, perm, play

from sim import CardDef, GameState
from sim.model.board_conditions import STATIC
from sim.model.objects import Zone
from sim.text.condition_text import board_condition, render_condition
from sim.text.wording import matches

BOLT = card("Zap", types=["Instant"], cost="{R}", text="Zap deals 1 damage to any target.")
RITE = card("Rite", types=["Sorcery"], cost="{B}", text="Draw a card.")
BEARS = card("Grizzly Bears")
WALL = card("Wall", types=["Artifact"], cost="{2}", text="{T}: Add {C}.")

MASTERY = ("Spell mastery — If there are two or more instant and/or sorcery cards in your "
           "graveyard, draw a card.")
DESCEND = ("Descend 4 — When ~ enters the battlefield, if there are four or more permanent "
           "cards in your graveyard, draw a card.")
DELIRIUM = ("{T}: Draw a card. Activate only if there are four or more card types among cards "
            "in your graveyard.")


def _hand(state: GameState) -> int:
    return len(state.cards("A", Zone.HAND))


def _graveyard(*cards: CardDef) -> list:
    return [perm(f"g{i}", "A", c, Zone.GRAVEYARD) for i, c in enumerate(cards)]


def test_the_words_are_read_into_the_static_model_and_back() -> None:
    """CR 611.3a, 603.4: "there are four or more card types among cards in your graveyard"
    is one condition, the static ability's, and renders back to its words."""
    words = "there are four or more card types among cards in your graveyard"
    c = board_condition("if " + words)
    assert c is not None and c.test == STATIC and c.least == 4
    assert matches(render_condition(c), words)
    assert board_condition("if there are four or more card types among cards on ~") is None


@plays(MASTERY)
def test_spell_mastery_draws_only_with_two_instant_or_sorcery_cards() -> None:
    """CR 608.2c, 207.2c: the instruction is done only if its condition holds as it
    resolves: with an instant and a sorcery in A's graveyard A draws a card; with only one
    (and a creature card, which doesn't count) A draws none."""
    hands = []
    for grave in ((BOLT, RITE), (BOLT, BEARS)):
        state = turn(perm("p1", "A", spell(MASTERY, "Sorcery"), Zone.HAND), *_graveyard(*grave),
                     library=(BEARS,) * 3)
        play(state, "cast p1")
        hands.append(_hand(finish(state)))
    assert hands == [1, 0]


def _creature(text: str) -> CardDef:
    made = card("Scavenger", types=["Creature"], cost="{U}", power=1, toughness=1, text=text)
    assert not made.unsupported, made.unsupported
    return made


@plays(DESCEND)
def test_descend_triggers_only_with_four_permanent_cards() -> None:
    """CR 603.4: the intervening "if" is checked as the creature enters: with four permanent
    cards (creature, artifact cards) in A's graveyard the ability triggers and A draws; with
    three and an instant card it doesn't trigger (an instant is no permanent card, 110.4a)."""
    hands = []
    for grave in ((BEARS, BEARS, WALL, WALL), (BEARS, WALL, WALL, BOLT)):
        state = turn(perm("p1", "A", _creature(DESCEND), Zone.HAND), *_graveyard(*grave),
                     library=(BEARS,) * 3)
        play(state, "cast p1")
        hands.append(_hand(finish(state)))
    assert hands == [1, 0]


@plays(DELIRIUM)
def test_delirium_restriction_allows_the_activation() -> None:
    """CR 602.5b: the ability may be activated only while its condition holds: with
    creature, artifact, instant and sorcery cards in A's graveyard it is offered; with three
    card types it isn't."""
    offered = []
    for grave in ((BEARS, WALL, BOLT, RITE), (BEARS, WALL, BOLT, BOLT)):
        state = turn(perm("p1", "A", _creature(DELIRIUM)), *_graveyard(*grave))
        offered.append(any(a.startswith("activate p1") for a in legal(state)))
    assert offered == [True, False]
