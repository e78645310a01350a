"""The top card of a library made public (CR 401.2; ``sim.rules.top_permits``): "play with
the top card of your library revealed" — every player sees it, and a search policy's
determinized worlds (``ai.determinize``) keep it on top, as they keep the top card its own
controller may look at; a card on top made an object only so its owner may cast it stays
hidden from the other players."""

from __future__ import annotations

import numpy as np
from played import plays
from test_face_down import BOLT, LOREMASTER, VIGILANTE, face_down
from test_library import BEARS, FOREST, GIANT, spell
from test_stack import card, perm

import mtgsim
from ai.determinize import determinize
from sim import GameState, Player, Step
from sim.model.objects import Span
from sim.rules.top_peek import may_look_at_top
from sim.rules.top_permits import revealed_top, top_card, top_object

REVEAL = "Play with the top card of your library revealed."
LIBRARY = (BEARS, FOREST, GIANT, card("Shock"), card("Island"), card("Mountain"))


def _game(text: str) -> GameState:
    """A whole game's position (its libraries hidden): A controls a permanent with ``text``;
    A's library ``LIBRARY``, top first; B's hand and library hold other cards."""
    source = spell(text, "Creature", cost="{3}{R}", power=2, toughness=3)
    players = {"A": Player("A", library=LIBRARY), "B": Player("B", library=(GIANT, FOREST))}
    state = GameState(players, {"s": perm("s", "A", source)}, ("A", "B"), "B",
                      step=Step.PRECOMBAT_MAIN, span=Span.GAME, seed=3)
    return state


def _tops(state: GameState, viewer: str) -> set[str]:
    rng = np.random.default_rng(5)
    tops = set()
    for _ in range(30):
        top = top_card(determinize(state, viewer, rng), "A")
        assert top is not None
        tops.add(top.name)
    return tops


@plays("Play with the top card of your library revealed.")
def test_the_revealed_top_card_is_known_to_every_player() -> None:
    """CR 401.2: with the top card revealed, B (and A) know it: every world B's search
    imagines has Grizzly Bears on top of A's library, while the order of the rest is
    unknown; without the ability the top card varies over the worlds."""
    state = _game(REVEAL)
    top = revealed_top(state, "A")
    assert top is not None and top.name == "Grizzly Bears"
    assert _tops(state, "B") == {"Grizzly Bears"} and _tops(state, "A") == {"Grizzly Bears"}
    assert len(_tops(_game("Flying"), "B")) > 1


def test_a_top_card_only_its_owner_may_cast_stays_hidden() -> None:
    """CR 401.2: "you may cast creature spells from the top of your library" alone reveals
    nothing: once the top card was made an object for A to cast, B's worlds still deal A's
    top card from the unseen cards."""
    state = _game("You may cast creature spells from the top of your library.")
    assert revealed_top(state, "A") is None
    assert top_object(state, "A") is not None
    assert len(_tops(state, "B")) > 1


@plays("Players play with the top card of their libraries revealed.")
def test_every_players_top_card_is_revealed() -> None:
    """CR 401.2: "players play with ..." reveals every library's top card, whoever controls
    the permanent: A's (Grizzly Bears) and B's (Hill Giant) are known to both players."""
    state = _game("Players play with the top card of their libraries revealed.")
    mine, theirs = revealed_top(state, "A"), revealed_top(state, "B")
    assert mine is not None and mine.name == "Grizzly Bears"
    assert theirs is not None and theirs.name == "Hill Giant"
    assert _tops(state, "B") == {"Grizzly Bears"}


def test_the_top_card_its_controller_may_look_at_is_known_to_them_only() -> None:
    """CR 401.2: "you may look at the top card of your library any time" lets A, not B, see
    A's top card: A's worlds keep Grizzly Bears on top, B's deal it from the unseen cards."""
    state = _game("You may look at the top card of your library any time.")
    assert _tops(state, "A") == {"Grizzly Bears"} and len(_tops(state, "B")) > 1


@plays("You may look at the top card of your library and at face-down creatures you don't "
       "control any time.")
def test_its_controller_sees_face_down_creatures_and_the_top_card() -> None:
    """CR 708.5: a face-down permanent's card is hidden from all but its controller, unless an
    effect lets another player look: A, controlling "you may look at ... face-down creatures
    you don't control any time", sees B's face-down Vigilante (every world A's search
    imagines keeps it), and A's own top card (401.2: A's worlds keep it on top)."""
    lens = {"id": "lens", "controller": "A", "name": "Lens", "types": ["Artifact"],
            "text": "You may look at the top card of your library and at face-down creatures "
                    "you don't control any time."}
    state = mtgsim.load({"active_player": "A", "step": "precombat main", "until": "end of game",
                         "permanents": [face_down(VIGILANTE, "v", "B"), lens],
                         "players": {"A": {}, "B": {"hand": [LOREMASTER, BOLT]}}})
    assert may_look_at_top(state, "A") and not may_look_at_top(state, "B")
    rng = np.random.default_rng(1)
    seen = {determinize(state, "A", rng).permanents["v"].face_down.name  # type: ignore[union-attr]
            for _ in range(12)}
    assert seen == {"Vigilante"}
    game = _game("You may look at the top card of your library and at face-down creatures you "
                 "don't control any time.")
    assert _tops(game, "A") == {"Grizzly Bears"} and len(_tops(game, "B")) > 1
