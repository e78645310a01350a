"""More predefined tokens (CR 111.10): Blood, Map, Junk and Lander, each a colorless artifact
of its subtype with the abilities the rules give it (``PREDEFINED_TOKENS``), compiled by the
Oracle compiler and played: "create a Blood | Map | Junk | Lander token"; and incubate N
(701.53a): a double-faced Incubator token with N +1/+1 counters (``token_specs.incubator``,
rendered by ``sim.text.render_tokens``)."""

from __future__ import annotations

from played import plays
from test_library import BEARS, FOREST, GIANT, spell, turn
from test_stack import events, legal, perm, play

from sim import GameState
from sim.model.events import Sacrificed
from sim.model.objects import Zone
from sim.model.programs import PREDEFINED_TOKENS
from sim.text import read_card


def resolve(state: GameState) -> None:
    while state.stack:
        play(state, "pass")


def tokens(state: GameState, name: str) -> list[str]:
    return [p.id for p in state.battlefield() if p.token and p.card.name == name]


def hand(state: GameState) -> list[str]:
    return sorted(p.card.name for p in state.permanents.values()
                  if p.zone is Zone.HAND and p.owner == "A")


def made(text: str, mana: str, *objects: object, **kw: object) -> tuple[GameState, str]:
    """A casts the sorcery ``text`` and it resolves; the one token it made."""
    state = turn(perm("s1", "A", spell(text, "Sorcery"), Zone.HAND), *objects,  # type: ignore[arg-type]
                 mana=mana, **kw)  # type: ignore[arg-type]
    play(state, "cast s1")
    resolve(state)
    return state, next(p.id for p in state.battlefield() if p.token)


@plays("Create a Blood token.")
def test_a_blood_token_rummages() -> None:
    """CR 111.10g: a Blood token is a colorless Blood artifact with "{1}, {T}, Discard a card,
    Sacrifice this artifact: Draw a card."; A pays {1}, discards the Bears in hand (a cost,
    601.2h) and sacrifices it, then draws the library's top card (121.1)."""
    state, blood = made("Create a Blood token.", "{U}{1}", perm("c1", "A", BEARS, Zone.HAND),
                        library=(GIANT, FOREST))
    made_card = state.permanents[blood].card
    assert made_card.name == "Blood" and made_card.types == ("Artifact",)
    assert made_card.subtypes == ("Blood",) and not made_card.colors and not made_card.unsupported
    play(state, f'activate "{blood}" 0')
    resolve(state)
    assert state.permanents["c1"].zone is Zone.GRAVEYARD
    assert hand(state) == ["Hill Giant"] and blood not in state.permanents
    assert [e.permanent for e in events(state, Sacrificed)] == [blood]


def test_a_blood_token_needs_a_card_to_discard() -> None:
    """CR 601.2h, 602.2b: with no card in hand its cost can't be paid: not activatable."""
    state, blood = made("Create a Blood token.", "{U}{1}")
    assert f'activate "{blood}" 0' not in legal(state)


@plays("Create a Map token.")
def test_a_map_token_makes_a_creature_explore() -> None:
    """CR 111.10, 701.44a: a Map's "{1}, {T}, Sacrifice this artifact: Target creature you
    control explores. Activate only as a sorcery.": the Bears explore, the Giant revealed is
    not a land, so they get a +1/+1 counter and A keeps it on top."""
    state, map_token = made("Create a Map token.", "{U}{1}", perm("b1", "A", BEARS))
    play(state, f'activate "{map_token}" 0', "target b1", "place top")
    resolve(state)
    assert state.permanents["b1"].counters == {"+1/+1": 1}
    assert state.players["A"].library[0].name == "Hill Giant"
    assert map_token not in state.permanents


@plays("Create a Junk token.")
def test_a_junk_token_exiles_the_top_card_to_play() -> None:
    """CR 111.10: a Junk's "{T}, Sacrifice this artifact: Exile the top card of your library.
    You may play that card this turn. Activate only as a sorcery.": the Forest exiled may be
    played as A's land (305.1)."""
    state, junk = made("Create a Junk token.", "{U}", library=(FOREST, GIANT))
    assert "play a-forest-1" not in legal(state)
    play(state, f'activate "{junk}" 0')
    resolve(state)
    assert state.permanents["a-forest-1"].zone is Zone.EXILE
    play(state, "play a-forest-1")
    assert state.permanents["a-forest-1"].zone is Zone.BATTLEFIELD


@plays("Create a Lander token.")
def test_a_lander_token_fetches_a_basic_land_tapped() -> None:
    """CR 111.10, 701.23a: a Lander's "{2}, {T}, Sacrifice this artifact: Search your library
    for a basic land card, put it onto the battlefield tapped, then shuffle."."""
    state, lander = made("Create a Lander token.", "{U}{2}", library=(GIANT, FOREST, BEARS))
    play(state, f'activate "{lander}" 0', "card Forest")
    resolve(state)
    [forest] = [p for p in state.battlefield() if p.card.name == "Forest"]
    assert forest.tapped and forest.controller == "A" and lander not in state.permanents
    assert sorted(c.name for c in state.players["A"].library) == ["Grizzly Bears", "Hill Giant"]


def test_the_tokens_are_read_and_rendered() -> None:
    """CR 111.10: the sentences read in full (their model renders back to them), also in a
    trigger; each token's abilities run in full."""
    for kind in ("Blood", "Map", "Junk", "Lander"):
        assert not read_card(PREDEFINED_TOKENS[kind.lower()].text, kind,
                             ("Artifact",)).unsupported
        for text in (f"Create a {kind} token.", f"Create two {kind} tokens."):
            assert read_card(text, "P", ("Sorcery",)).status == "full", text
    trigger = read_card("When this creature enters, create a Blood token.", "P")
    assert trigger.status == "full"


@plays("Incubate 3.", "Draw a card. You incubate 2.")
def test_incubate_makes_an_incubator_that_transforms() -> None:
    """CR 701.53a, 111.10, 712.2: "incubate 3" creates an Incubator artifact token with three
    +1/+1 counters — not a creature — whose "{2}: Transform this artifact." turns it into its
    back face, a 0/0 Phyrexian artifact creature named Phyrexian Token, keeping the counters
    (701.28a): a 3/3."""
    state, incubator = made("Incubate 3.", "{U}{2}")
    token = state.permanents[incubator]
    assert token.card.name == "Incubator" and not token.card.is_creature
    assert token.counters == {"+1/+1": 3} and token.controller == "A"
    play(state, f'activate "{incubator}" 0')
    resolve(state)
    token = state.permanents[incubator]
    assert token.card.name == "Phyrexian Token" and token.card.is_creature
    assert token.card.types == ("Artifact", "Creature") and token.card.subtypes == ("Phyrexian",)
    assert state.power(incubator) == 3 and state.toughness(incubator) == 3
    state, incubator = made("Draw a card. You incubate 2.", "{U}")
    assert state.permanents[incubator].counters == {"+1/+1": 2}
    assert hand(state) == ["Hill Giant"]
