"""The top card revealed, instructions done if it is of a kind (CR 701.20a, 608.2c;
``sim.text.top_if_rules``, ``sim.text.top_if_reader``, ``top_verbs.IF_ITS``): "reveal the top
card of your library. if it's a <kind> card, <instructions>" — the card stays on top, the
instructions are done only if it is of the kind."""

from __future__ import annotations

from played import plays
from test_library import BEARS, FOREST, GIANT, ISLAND, names, spell, turn
from test_stack import events, finish, perm, play

from sim import CardDef, GameState
from sim.model.events import LibraryLooked
from sim.model.keywords import Kw
from sim.model.objects import Zone
from sim.text.effect_text import read_effect

DECEIVER = ("{1}: Reveal the top card of your library. If it's a land card, Probe gets +1/+0 "
            "and gains first strike until end of turn. Activate only once each turn.")
TRACK = "Reveal the top card of your library. If it's a creature or land card, draw a card."
SCRY_TRACK = ("Scry 1, then reveal the top card of your library. If it's a creature or land "
              "card, draw a card.")
BOLT = spell("Draw a card.", "Instant")


def _activated(library: tuple[CardDef, ...]) -> GameState:
    """A's creature Probe (1/1) with ``DECEIVER``, activated once: it resolves."""
    probe = spell(DECEIVER, "Creature", power=1, toughness=1)
    state = turn(perm("p1", "A", probe), library=library)
    play(state, "activate p1 0")
    return state


def _hand(state: GameState) -> list[str]:
    return sorted(p.card.name for p in state.permanents.values() if p.owner == "A"
                  and p.zone is Zone.HAND)


def _cast(text: str, library: tuple[CardDef, ...]) -> GameState:
    state = turn(perm("p1", "A", spell(text, "Sorcery"), Zone.HAND), library=library)
    play(state, "cast p1")
    return finish(state)


@plays("{1}: Reveal the top card of your library. If it's a land card, Probe gets +1/+0 and "
       "gains first strike until end of turn. Activate only once each turn.")
def test_a_land_on_top_pumps_the_creature() -> None:
    """CR 701.20a, 608.2c: the Forest revealed is a land card: Probe gets +1/+0 and first
    strike; the Forest stays on top (revealed, not moved)."""
    state = _activated((FOREST, BEARS))
    assert state.power("p1") == 2 and state.has("p1", Kw.FIRST_STRIKE)
    assert names(state) == ["Forest", "Grizzly Bears"]
    [looked] = events(state, LibraryLooked)
    assert looked.revealed == "Forest" and looked.top == 1


def test_another_card_on_top_does_nothing() -> None:
    """CR 608.2c: the Bears revealed are not a land card: Probe stays 1/1 without first
    strike."""
    state = _activated((BEARS, FOREST))
    assert state.power("p1") == 1 and not state.has("p1", Kw.FIRST_STRIKE)
    assert names(state) == ["Grizzly Bears", "Forest"]


@plays("Reveal the top card of your library. If it's a creature or land card, draw a card.",
       "Scry 1, then reveal the top card of your library. If it's a creature or land card, "
       "draw a card.")
def test_a_creature_or_land_card_draws_it() -> None:
    """CR 701.20a, 608.2c, 121.1: the Bears (a creature card) revealed: A draws (the Bears);
    an instant on top: no draw, the library unchanged; after "scry 1, then" the card revealed
    is the one the scry left on top (701.22a: the Hill Giant put on the bottom)."""
    assert _hand(_cast(TRACK, (BEARS, ISLAND))) == ["Grizzly Bears"]
    kept = _cast(TRACK, (BOLT, ISLAND))
    assert _hand(kept) == [] and names(kept) == ["Probe", "Island"]
    state = turn(perm("p1", "A", spell(SCRY_TRACK, "Sorcery"), Zone.HAND),
                 library=(GIANT, BOLT, FOREST))
    play(state, "cast p1")
    play(state, "place bottom")
    finish(state)
    assert _hand(state) == [] and names(state) == ["Probe", "Forest", "Hill Giant"]


def test_instructions_naming_the_card_are_not_read() -> None:
    """CR 608.2h: "its power" after the reveal names the revealed card, which the reader would
    take for another object: not read."""
    assert read_effect("Reveal the top card of your library. If it's a creature card, you "
                       "draw cards equal to its power.").unsupported
    assert not read_effect(TRACK).unsupported


@plays("{1}: Look at the top card of your library.")
def test_the_card_looked_at_stays_on_top() -> None:
    """CR 401.3, 701.20a: "look at the top card of your library" as a whole effect: the
    controller sees the card (not revealed); it stays on top; followed by a sentence acting on
    the card, the two are not read."""
    probe = spell("{1}: Look at the top card of your library.", "Creature", power=1,
                  toughness=1)
    state = turn(perm("p1", "A", probe), library=(GIANT, FOREST))
    play(state, "activate p1 0")
    assert names(state) == ["Hill Giant", "Forest"]
    [looked] = events(state, LibraryLooked)
    assert looked.player == "A" and looked.top == 1 and looked.revealed == ""
    assert read_effect("Look at the top card of your library. You may exile that card."
                       ).unsupported
