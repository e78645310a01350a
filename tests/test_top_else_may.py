"""The top card revealed, and "otherwise, you may put it on the bottom of your library" (CR
701.20a, 608.2c; ``sim.model.top_verbs.TOP_ELSE_MAY``, ``sim.rules.top_card``): a card of the
kind goes where the instruction says (if its controller chooses, after "you may"); a card not
of the kind may go on the bottom, its controller choosing; a card of the kind not put stays on
top (the "otherwise" is the condition's failing, not the choice's)."""

from __future__ import annotations

from played import plays
from test_reflexive import answers, drive
from test_stack import card, perm
from test_top_card import BEAR, BOLT, LAND, cast, library, where

from sim import GameState, Step
from sim.model.objects import Player, Span, Zone

BEAR_CARD = card(**BEAR)
LAND_CARD = card(**LAND)

COWL = ("Reveal the top card of your library. If it's a permanent card, you may put it onto "
        "the battlefield. Otherwise, you may put it on the bottom of your library.")
PREDATORS = ("Reveal the top card of your library. If it's a creature card, put it onto the "
             "battlefield. Otherwise, you may put that card on the bottom of your library.")


@plays("Reveal the top card of your library. If it's a permanent card, you may put it onto "
       "the battlefield. Otherwise, you may put it on the bottom of your library.")
def test_a_permanent_card_may_enter_another_card_may_go_to_the_bottom() -> None:
    """CR 701.20a, 110.4a, 608.2c: a creature card (a permanent card) on top may be put onto
    the battlefield; declined, it stays on top (not to the bottom: "otherwise" means it isn't
    a permanent card). An instant card may go to the bottom, or stay on top."""
    state, offered = cast(COWL, [BEAR, LAND], answer="Bear")
    assert offered == ["card Bear", "card none"] and where(state, "Bear") is Zone.BATTLEFIELD
    state, _ = cast(COWL, [BEAR, LAND])
    assert library(state) == ["Bear", "Forest"] and where(state, "Bear") is None
    state, offered = cast(COWL, [BOLT, BEAR, LAND], answer="Bolt")
    assert offered == ["card Bolt", "card none"] and library(state) == ["Bear", "Forest", "Bolt"]
    state, _ = cast(COWL, [BOLT, BEAR, LAND])
    assert library(state) == ["Bolt", "Bear", "Forest"]


@plays("Whenever an opponent casts a spell, reveal the top card of your library. If it's a "
       "creature card, put it onto the battlefield. Otherwise, you may put that card on the "
       "bottom of your library.",
       "Reveal the top card of your library. If it's a creature card, put it onto the "
       "battlefield. Otherwise, you may put that card on the bottom of your library.")
def test_a_creature_card_enters_any_other_may_go_to_the_bottom() -> None:
    """CR 701.20a, 608.2c: a creature card enters with no choice; a land card may go to the
    bottom (its controller asked), or stay on top."""
    state, offered = cast(PREDATORS, [BEAR, LAND])
    assert offered == [] and where(state, "Bear") is Zone.BATTLEFIELD
    state, offered = cast(PREDATORS, [LAND, BEAR], answer="Forest")
    assert offered == ["card Forest", "card none"] and library(state) == ["Bear", "Forest"]
    state, _ = cast(PREDATORS, [LAND, BEAR])
    assert library(state) == ["Forest", "Bear"]


COWL_TEXT = ("Revolt — At the beginning of your end step, if a permanent you controlled left the "
             "battlefield this turn, reveal the top card of your library. If it's a permanent "
             "card, you may put it onto the battlefield. Otherwise, you may put it on the bottom "
             "of your library.")


@plays("Revolt — At the beginning of your end step, if a permanent you controlled left the "
       "battlefield this turn, reveal the top card of your library. If it's a permanent card, "
       "you may put it onto the battlefield. Otherwise, you may put it on the bottom of your "
       "library.")
def test_revolt_reveals_at_the_end_step_only_after_a_permanent_left() -> None:
    """CR 603.4, 701.20a, 608.2c: the intervening "if" before the reveal is read with it (the
    dig joined after it): at A's end step, a permanent of A's having left, the top card, a
    creature card, is put onto the battlefield (A choosing to); with none having left, the
    ability doesn't trigger and the card stays on top."""
    for left in (True, False):
        aid = perm("c1", "A", card("Cowl", types=["Enchantment"], text=COWL_TEXT))
        players = {p: Player(p, 20) for p in ("A", "B")}
        players["A"].library = (BEAR_CARD, LAND_CARD)
        players["A"].left_this_turn = left
        state = GameState(players, {"c1": aid}, ("A", "B"), "A", step=Step.POSTCOMBAT_MAIN,
                          span=Span.TURN)
        state.record_events = True
        state.start()
        drive(state, answers(choose_card="Bear"))
        bears = [p for p in state.permanents.values() if p.card.name == "Bear"]
        assert bool(bears) == left and [c.name for c in state.players["A"].library] == (
            ["Forest"] if left else ["Bear", "Forest"])
        assert not bears or bears[0].zone is Zone.BATTLEFIELD
