"""Linked abilities (CR 607.2a): "When this creature enters, exile target creature an opponent
controls. When this creature leaves the battlefield, return the exiled card to the battlefield
under its owner's control." (Fiend Hunter's wording): the second ability is a triggered
ability returning what the first exiled; one that left before the exile resolved returns
nothing, and the card stays exiled for good."""

from __future__ import annotations

from played import plays
from test_linked_exile import bolt, priest_game, resolve, zone

from sim.model.objects import Zone
from sim.text import FULL, read_card

HUNTER = ("When this creature enters, exile target creature an opponent controls.\n"
          "When this creature leaves the battlefield, return the exiled card to the "
          "battlefield under its owner's control.")


@plays("When this creature enters, exile target creature an opponent controls.",
       "When this creature leaves the battlefield, return the exiled card to the battlefield "
       "under its owner's control.",
       "When this creature enters, exile target creature an opponent controls.\nWhen this "
       "creature leaves the battlefield, return the exiled card to the battlefield under its "
       "owner's control.")
def test_the_exiled_card_returns_when_the_hunter_leaves() -> None:
    """CR 607.2a, 603.6c, 400.7: the Bears exiled by the Hunter's first ability return, a new
    object under B's control, when its leaves-the-battlefield ability resolves — not at once
    as it dies (it is a triggered ability, on the stack: unlike 610.3)."""
    state = priest_game(HUNTER)
    state.apply("cast priest")
    resolve(state)
    assert zone(state, "bears") is Zone.EXILE
    bolt(state)
    resolve(state)
    bears = state.permanents["bears"]
    assert bears.zone is Zone.BATTLEFIELD and bears.controller == "B" and bears.sick
    kinds = [(type(e).__name__, getattr(e, "permanent", "")) for e in state.events]
    died = kinds.index(("Died", "priest"))
    # put on the stack after the Hunter died, the ability returns the Bears as it resolves
    assert kinds[died + 1:] == [("AbilityTriggered", ""), ("Entered", "bears"),
                                ("StackResolved", "")]


@plays("When this creature enters, exile target creature an opponent controls.",
       "When this creature leaves the battlefield, return the exiled card to the battlefield "
       "under its owner's control.")
def test_a_hunter_gone_before_its_exile_resolves_exiles_for_good() -> None:
    """CR 607.2a, 400.7: the Hunter is bolted with its first ability on the stack; its
    leaves ability resolves first and returns nothing, then the Bears are exiled and stay
    exiled (the Hunter in the graveyard is a new object, linked to nothing)."""
    state = priest_game(HUNTER)
    state.apply("cast priest")
    state.apply("pass")
    state.apply("target bears")  # the first ability is on the stack
    bolt(state)
    resolve(state)
    assert zone(state, "priest") is Zone.GRAVEYARD and zone(state, "bears") is Zone.EXILE
    while state.decision is not None:
        state.apply("pass" if "pass" in [str(a) for a in state.legal_actions()] else
                    str(state.legal_actions()[0]))
    assert zone(state, "bears") is Zone.EXILE


def test_a_return_without_a_safe_exile_is_not_read() -> None:
    """CR 607.2a: "the exiled card" with no exile on the card names nothing: it is not run.
    (An exile that may take an Aura, "another target nonland permanent", is run: the Aura
    returned asks what it enchants, 303.4f; ``test_another_target``.)"""
    leaves = ("When this creature leaves the battlefield, return the exiled card to the "
              "battlefield under its owner's control.")
    assert read_card(leaves, "Hunter", ("Creature",)).status != FULL
    assert read_card(HUNTER, "Hunter", ("Creature",)).status == FULL
