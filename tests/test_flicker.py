"""A blink at once: "Exile target creature you control, then return it to the battlefield
under its owner's control." (CR 406.2, 400.7, 608.2c): the card leaves and comes back as the
spell resolves, a new object — undamaged, summoning sick, its "enters" abilities triggering —
under its owner's control, or the spell's controller's for "under your control"."""

from __future__ import annotations

from played import plays
from test_delayed import cast, finish, game, spell, when

from sim.model.events import Entered
from sim.model.objects import Zone

BLINK = ("Exile target creature you control, then return it to the battlefield under its "
         "owner's control.")
HEALER = {"id": "h1", "controller": "A", "name": "Healer", "power": 2, "toughness": 2,
          "text": "When this creature enters, you gain 2 life."}


@plays("Exile target creature you control, then return it to the battlefield under its "
       "owner's control.",
       "Exile target creature you control, then return that card to the battlefield under "
       "your control.")
def test_the_creature_comes_back_at_once_a_new_object() -> None:
    """CR 406.2, 400.7, 603.6a: the damaged Healer is exiled and returns as the spell
    resolves, undamaged, a new object whose "when this creature enters" triggers (A gains 2);
    B's Healer that A controls returns under its owner's control (B's), or A's for "under
    your control" (608.2c)."""
    for text, controller in ((BLINK, "B"), (BLINK.replace("it to", "that card to").replace(
            "its owner's", "your"), "A")):
        state = game([spell(text, "Instant")], permanents=[HEALER], limit=1)
        healer = state.permanents["h1"]
        healer.damage, healer.owner = 1, "B"
        moves = healer.moves
        cast(state, "A:hand:1", "h1")
        back = state.permanents["h1"]
        assert back.zone is Zone.BATTLEFIELD and back.controller == controller
        assert back.damage == 0 and back.moves == moves + 2
        assert when(state, Entered, "h1") == [(1, "precombat main")]
        while state.stack or state.triggered:
            state.apply("pass")
        assert state.players[controller].life == 22


@plays("Exile target creature you control. Return it to the battlefield under its owner's "
       "control.")
def test_the_return_may_be_a_sentence_of_its_own() -> None:
    """CR 608.2c, 400.7: the second sentence returns the card the first exiled, at once; a
    token exiled this way has ceased to exist (704.5d, 111.7) and nothing returns."""
    text = ("Exile target creature you control. Return it to the battlefield under its "
            "owner's control.")
    for token in (False, True):
        state = game([spell(text, "Instant")], permanents=[{**HEALER, "token": token}],
                     limit=1)
        cast(state, "A:hand:1", "h1")
        assert ("h1" in state.permanents) != token
        if not token:
            assert state.permanents["h1"].zone is Zone.BATTLEFIELD


@plays("Exile target nonenchantment permanent. Return that card to the battlefield under its "
       "owner's control at the beginning of the next end step.")
def test_a_nonenchantment_permanent_returns_at_the_end_step() -> None:
    """CR 603.7a, 400.7: a nonenchantment permanent can't be an Aura (303.4g asks an Aura what
    it enchants), so its return is read: B's Bears come back as the end step begins."""
    text = ("Exile target nonenchantment permanent. Return that card to the battlefield under "
            "its owner's control at the beginning of the next end step.")
    bears = {"id": "b1", "controller": "B", "name": "Bears", "power": 2, "toughness": 2}
    state = game([spell(text, "Instant")], permanents=[bears], limit=1)
    cast(state, "A:hand:1", "b1")
    assert state.permanents["b1"].zone is Zone.EXILE
    finish(state)
    assert when(state, Entered, "b1") == [(1, "end")]
    assert state.permanents["b1"].controller == "B"


