"""The top card of another player's library looked at or revealed (``sim.text.top_look_rules``,
``sim.model.top_verbs``, ``sim.rules.top_card``; CR 401, 701.20a): "look at the top card of
target player's library[. you may put that card into their graveyard | on the bottom of that
player's library]", "target player reveals the top card of their library"."""

from __future__ import annotations

from played import plays
from test_library import BEARS, FOREST, GIANT, ISLAND, names, spell
from test_stack import events, finish, legal, perm, play, to

from sim import GameState, Player, Step
from sim.model.events import LibraryLooked
from sim.model.mana import Mana
from sim.model.objects import Span, Zone
from sim.text.effect_text import read_effect

TO_GRAVEYARD = ("Look at the top card of target player's library. You may put that card into "
                "their graveyard.")
TO_BOTTOM = ("Look at the top card of target player's library. You may put that card on the "
             "bottom of that player's library.")


def _cast(text: str, target: str) -> GameState:
    """A casts ``text`` targeting ``target``; A's library Island, Forest; B's Hill Giant,
    Grizzly Bears, Forest (top first)."""
    players = {"A": Player("A", mana=Mana.parse("{U}"), library=(ISLAND, FOREST)),
               "B": Player("B", library=(GIANT, BEARS, FOREST))}
    probe = perm("p1", "A", spell(text, "Sorcery"), Zone.HAND)
    state = GameState(players, {probe.id: probe}, ("A", "B"), "A", step=Step.PRECOMBAT_MAIN,
                      span=Span.TURN, seed=7)
    state.record_events = True
    state.start()
    play(state, "cast p1")
    play(to(state, "choose_target"), f"target {target}")
    return state


def _graveyard(state: GameState, player: str) -> list[str]:
    return sorted(p.card.name for p in state.permanents.values() if p.owner == player
                  and p.zone is Zone.GRAVEYARD and p.card.name != "Probe")


@plays("Look at the top card of target player's library. You may put that card into their "
       "graveyard.",
       "Look at the top card of target player's library. You may put that card into that "
       "player's graveyard.")
def test_the_target_players_top_card_into_their_graveyard() -> None:
    """CR 401, 608.2c: A targets B, looks at B's Hill Giant and chooses to put it into B's
    graveyard (its owner's, 404.1); B's library goes on from the Bears. A's library is not
    touched."""
    state = _cast(TO_GRAVEYARD, "B")
    to(state, "choose_card")
    assert state.decision is not None and state.decision.player == "A"
    assert legal(state) == ['card "Hill Giant"', "card none"]
    play(state, 'card "Hill Giant"')
    finish(state)
    assert _graveyard(state, "B") == ["Hill Giant"] and names(state, "B") == [
        "Grizzly Bears", "Forest"]
    assert names(state, "A") == ["Island", "Forest"]
    [looked] = events(state, LibraryLooked)
    assert looked.player == "B" and looked.graveyard == ("Hill Giant",)


def test_declined_the_card_stays_on_top() -> None:
    """CR 608.2c: "you may": declining leaves B's library as it was; targeting oneself looks
    at one's own library (any player may be targeted, 115.1)."""
    state = _cast(TO_GRAVEYARD, "B")
    play(to(state, "choose_card"), "card none")
    finish(state)
    assert _graveyard(state, "B") == [] and names(state, "B") == [
        "Hill Giant", "Grizzly Bears", "Forest"]
    own = _cast(TO_GRAVEYARD, "A")
    to(own, "choose_card")
    assert legal(own) == ["card Island", "card none"]


@plays("Look at the top card of target player's library. You may put that card on the bottom "
       "of that player's library.")
def test_the_target_players_top_card_to_the_bottom() -> None:
    """CR 401.1, 608.2c: the Hill Giant goes to the bottom of B's library, under the Forest."""
    state = _cast(TO_BOTTOM, "B")
    play(to(state, "choose_card"), 'card "Hill Giant"')
    finish(state)
    assert names(state, "B") == ["Grizzly Bears", "Forest", "Hill Giant"]


@plays("Look at the top card of target player's library.",
       "Target player reveals the top card of their library.")
def test_looked_at_or_revealed_alone_changes_nothing() -> None:
    """CR 401, 701.20a: looking at or revealing the top card is information only: B's library
    keeps its order, no choice is asked, and the card looked at is logged (revealed to all
    when revealed)."""
    for text, shown in (("Look at the top card of target player's library.", ""),
                        ("Target player reveals the top card of their library.", "Hill Giant")):
        state = finish(_cast(text, "B"))
        assert names(state, "B") == ["Hill Giant", "Grizzly Bears", "Forest"]
        [looked] = events(state, LibraryLooked)
        assert (looked.player, looked.top, looked.revealed) == ("B", 1, shown)


def test_only_a_target_player_reveals() -> None:
    """The subjects read: a target player (other players' reveals are not read here)."""
    assert not read_effect("Target player reveals the top card of their library.").unsupported
    assert read_effect("Each player reveals the top card of their library.").unsupported
    assert read_effect(TO_GRAVEYARD.replace("their graveyard", "your graveyard")).unsupported
    assert read_effect("Look at the top card of your library. You may exile that card."
                       ).unsupported  # a look followed by a sentence acting on the card
