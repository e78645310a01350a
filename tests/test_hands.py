"""Drawing for any player as instructions resolve (sim.rules.hands.draw_cards): "target player
draws two cards", Jace Beleren's "each player draws a card" and "target player draws a card"
(CR 121.1-121.2, 606)."""

from __future__ import annotations

from played import plays
from test_discard import hand, spell, table
from test_stack import card, finish, legal, perm, play, to

from sim.model.events import CardDrawn
from sim.model.objects import Zone

GIANT, ISLAND = card("Hill Giant"), card("Island")


@plays("Target player draws two cards.")
def test_target_player_draws_two_cards() -> None:
    """CR 121.1: the target player (B, not the caster) draws the top two cards of their own
    library."""
    state = table(perm("p1", "A", spell("Target player draws two cards."), Zone.HAND))
    play(state, "cast p1")
    to(state, "choose_target")
    play(state, "target B")
    finish(state)
    assert [state.permanents[o].card.name for o in hand(state, "B")] == ["Forest", "Forest"]
    assert hand(state, "A") == [] and state.players["B"].library == ()


@plays("+2: Each player draws a card.", "\u22121: Target player draws a card.")
def test_jace_beleren_draws_for_each_player_or_a_target_player() -> None:
    """CR 606.3-4 and 121.1-121.2: +2: each player draws a card, the active player first (the
    draws are in APNAP order, 101.4); -1: the target player draws one."""
    jace = perm("jace", "A", "Jace Beleren", counters={"loyalty": 3})
    state = table(jace, library=(GIANT, ISLAND))
    each = state.clone()
    play(each, "activate jace 0")
    finish(each)
    assert each.permanents["jace"].counters["loyalty"] == 5
    assert [e.player for e in each.events if isinstance(e, CardDrawn)] == ["A", "B"]
    assert len(hand(each, "A")) == 1 and len(hand(each, "B")) == 1
    play(state, "activate jace 1")
    to(state, "choose_target")
    assert legal(state) == ["target A", "target B"]
    play(state, "target A")
    finish(state)
    assert [state.permanents[o].card.name for o in hand(state, "A")] == ["Hill Giant"]
    assert hand(state, "B") == [] and state.permanents["jace"].counters["loyalty"] == 2
