"""Modal double-faced cards (CR 712.3, ``sim.rules.modal_faces``): either face cast or played
(712.11b, 712.12), only that face considered (712.11c), the permanent that face (712.13,
712.8f), the card front face up in every other zone (712.8a). Real cards from
``tests/fixtures/cards/modal_faces.json``."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from played import plays

import mtgsim
from cards.coverage import faces, status
from cards.database import CardRecord, Face, build_record
from cards.decks import faces_not_played
from sim import GameState
from sim.model.actions import CastSpell, PlayLand, action_from_json, parse_action
from sim.model.mana import ManaCost
from sim.model.objects import Zone

CARDS = Path(__file__).parent / "fixtures" / "cards" / "modal_faces.json"


def game(hand: list[dict[str, Any]], lands: tuple[str, ...] = (), life: int = 20,
         others: list[dict[str, Any]] | None = None) -> GameState:
    """A's precombat main phase of turn 1: ``hand`` in A's hand, ``lands`` (card names) on
    A's battlefield, ``others`` more permanents."""
    permanents = [{"id": f"l{i}", "card": n, "controller": "A"} for i, n in enumerate(lands)]
    return mtgsim.load({
        "active_player": "A", "step": "precombat main", "until": "end of turn",
        "players": {"A": {"library": 5, "hand": hand, "life": life}, "B": {"library": 5}},
        "permanents": permanents + (others or [])}, cards=CARDS)


def actions(state: GameState) -> list[str]:
    return [str(a) for a in state.legal_actions()]


@plays("Kabira Plateau enters the battlefield tapped.")
def test_the_back_land_face_is_played_with_the_land_play_and_enters_tapped() -> None:
    """CR 712.12, 305.1: Kabira Takedown's back face, Kabira Plateau, is played as a land (the
    turn's land play) and enters tapped as its text says (614.1c); on the battlefield it has
    only the back face's characteristics (712.8f: a land, mana value 0)."""
    state = game([{"id": "k1", "card": "Kabira Takedown"}])
    plateau = 'play k1 as "Kabira Plateau"'
    assert plateau in actions(state) and "cast k1" not in actions(state)  # no mana
    state.apply('play k1 as "Kabira Plateau"')
    land = state.permanents["k1"]
    assert land.zone is Zone.BATTLEFIELD and land.card.name == "Kabira Plateau" and land.tapped
    assert land.card.types == ("Land",) and ManaCost.parse(land.card.cost).total() == 0
    assert state.players["A"].lands_played == 1
    assert 'play k1 as "Kabira Plateau"' not in actions(state)


@plays("Kabira Takedown deals damage equal to the number of creatures you control to target "
       "creature or planeswalker.")
def test_the_front_face_is_cast_as_usual() -> None:
    """CR 712.11b: cast as its front face, Kabira Takedown is the instant: with two creatures
    A controls it deals 2 damage to B's 2/2, which dies; the card goes to the graveyard as
    the front face (712.8a)."""
    bears = [{"id": f"b{i}", "card": "Grizzly Bears", "controller": c}
             for i, c in enumerate("AAB")]
    state = game([{"id": "k1", "card": "Kabira Takedown"}], ("Plains", "Plains"), others=bears)
    state.apply("cast k1")
    state.apply("target b2")
    while state.permanents["k1"].zone is Zone.STACK:
        state.apply("pass")
    assert state.permanents["b2"].zone is Zone.GRAVEYARD
    assert state.permanents["k1"].card.name == "Kabira Takedown"
    assert state.permanents["k1"].zone is Zone.GRAVEYARD


@plays("As Agadeem, the Undercrypt enters the battlefield, you may pay 3 life. If you don't, it "
       "enters the battlefield tapped.")
@pytest.mark.parametrize(("action", "tapped", "life"), [
    ('play a1 as "Agadeem, the Undercrypt"', True, 20),
    ('play a1 as "Agadeem, the Undercrypt" pay', False, 17)])
def test_the_back_land_face_may_pay_life_to_enter_untapped(action: str, tapped: bool,
                                                          life: int) -> None:
    """CR 712.12, 614.12, 119.4: Agadeem, the Undercrypt (the back of Agadeem's Awakening)
    is played as a land; paying 3 life it enters untapped, else tapped."""
    state = game([{"id": "a1", "card": "Agadeem's Awakening"}])
    undercrypt = 'play a1 as "Agadeem, the Undercrypt"'
    assert {undercrypt, f"{undercrypt} pay"} <= set(actions(state))
    state.apply(action)
    land = state.permanents["a1"]
    assert land.card.name == "Agadeem, the Undercrypt" and land.tapped is tapped
    assert state.players["A"].life == life


@plays("{T}: Add {W}.", "{T}: Add {B}.")
@pytest.mark.parametrize(("action", "name", "color"), [
    ("play p1", "Brightclimb Pathway", "W"),
    ('play p1 as "Grimclimb Pathway"', "Grimclimb Pathway", "B")])
def test_a_pathway_is_played_as_either_land(action: str, name: str, color: str) -> None:
    """CR 712.12: both faces of Brightclimb Pathway // Grimclimb Pathway are lands: either is
    played, untapped, and the permanent's mana ability is that face's (605.1a): it pays the
    {W} or {B} of a spell, tapped for it (106.4)."""
    gift = {"id": "g1", "name": "Gift", "types": ["Instant"], "cost": f"{{{color}}}",
            "text": "You gain 1 life."}
    state = game([{"id": "p1", "card": "Brightclimb Pathway"}, gift])
    assert {"play p1", 'play p1 as "Grimclimb Pathway"'} <= set(actions(state))
    state.apply(action)
    land = state.permanents["p1"]
    assert land.card.name == name and not land.tapped
    state.apply("cast g1")
    while state.permanents["g1"].zone is Zone.STACK:
        state.apply("pass")
    assert land.tapped and state.players["A"].life == 21


@plays("Whenever Hakka, Whispering Raven deals combat damage to a player, return it to its "
       "owner's hand, then scry 2.")
def test_the_raven_returns_to_its_owners_hand() -> None:
    """CR 510.2, 603.2: Hakka, Whispering Raven (the back face, named: a permanent of its own)
    deals 2 combat damage to B, and its trigger returns it to A's hand, then A scries 2
    (701.22a: the two cards stay in A's library)."""
    state = mtgsim.load({
        "active_player": "A", "until": "end of combat",
        "players": {"A": {"library": 5}, "B": {"library": 5}},
        "permanents": [{"id": "h1", "card": "Hakka, Whispering Raven", "controller": "A"}],
        "combat": {"attacks": {"h1": "B"}}}, cards=CARDS)
    mtgsim.play(state)
    assert state.players["B"].life == 18
    assert state.permanents["h1"].zone is Zone.HAND
    assert len(state.players["A"].library) == 5


@plays("Flying")
def test_the_back_spell_face_is_cast_for_its_own_cost() -> None:
    """CR 712.11b-c: with two Islands, Alrund, God of the Cosmos ({3}{U}{U}) can't be cast,
    but its back face Hakka, Whispering Raven ({1}{U}) can: only that face is considered. It
    resolves into a 2/3 flier, that face (712.13), its mana value 2 (712.8f)."""
    state = game([{"id": "h1", "card": "Alrund, God of the Cosmos"}], ("Island", "Island"))
    hakka = 'cast h1 as "Hakka, Whispering Raven"'
    assert hakka in actions(state) and "cast h1" not in actions(state)
    state.apply('cast h1 as "Hakka, Whispering Raven"')
    while state.permanents["h1"].zone is Zone.STACK:
        state.apply("pass")
    raven = state.permanents["h1"]
    assert raven.zone is Zone.BATTLEFIELD and raven.card.name == "Hakka, Whispering Raven"
    assert (raven.card.power, raven.card.toughness) == (2, 3) and raven.card.keywords
    assert ManaCost.parse(raven.card.cost).total() == 2


@pytest.mark.parametrize(("verb", "zone"), [
    ("Destroy target land.", Zone.GRAVEYARD),
    ("Return target land to its owner's hand.", Zone.HAND)])
def test_it_is_its_front_face_again_in_another_zone(verb: str, zone: Zone) -> None:
    """CR 712.8a: Kabira Plateau played as the back face, destroyed or returned to its
    owner's hand, is the card Kabira Takedown again: an instant in that zone."""
    probe = {"id": "x1", "name": "Probe", "types": ["Instant"], "cost": "{0}", "text": verb}
    state = game([{"id": "k1", "card": "Kabira Takedown"}, probe])
    state.apply('play k1 as "Kabira Plateau"')
    state.apply("cast x1")
    state.apply("target k1")
    while state.permanents["x1"].zone is Zone.STACK:
        state.apply("pass")
    card = state.permanents["k1"]
    assert card.zone is zone and card.card.name == "Kabira Takedown"
    assert card.card.types == ("Instant",) and card.modal_front is None


def test_the_actions_text_and_json_forms() -> None:
    """The back face chosen is part of the action (CR 712.11b, 712.12): its text and JSON
    forms read back."""
    for action in (CastSpell("h1", "Hakka, Whispering Raven"),
                   PlayLand("a1", True, face="Agadeem, the Undercrypt"),
                   PlayLand("p1", face="Grimclimb Pathway")):
        assert parse_action(str(action)) == action
        assert action_from_json(action.to_json()) == action
    assert str(PlayLand("a1", True, face="Agadeem, the Undercrypt")) == \
        'play a1 as "Agadeem, the Undercrypt" pay'
    assert CastSpell("h1").to_json() == {"kind": "cast", "card": "h1"}


def _record() -> CardRecord:
    def face(name: str, types: tuple[str, ...], text: str) -> Face:
        return Face(name, "{1}{W}" if "Instant" in types else "", types, (), (), (), None,
                    None, None, None, text)
    return CardRecord("Kabira Takedown // Kabira Plateau", "modal_dfc", (
        face("Kabira Takedown", ("Instant",), "You gain 1 life."),
        face("Kabira Plateau", ("Land",), "Kabira Plateau frobnicates.")))


def test_coverage_counts_both_faces_and_every_face_is_played() -> None:
    """CR 712.11b, 712.12: a modal double-faced card played as its front may be either face:
    coverage counts the clauses of both (``full`` only when both run), and no face is
    listed as never played; named by its back face, the front is never used."""
    record = _record()
    card = build_record(record, "test")
    assert card.modal_back is not None and faces(card) == (card, card.modal_back)
    assert status(card) == "partial"
    assert faces_not_played(record, "Kabira Takedown") == ()
    assert len(faces_not_played(record, "Kabira Plateau")) == 1


def test_a_card_whose_back_face_can_be_cast_is_not_inert() -> None:
    """CR 712.11b: a creature card with no ability whose back face is an instant may be cast
    as that instant any time its owner has priority: the card is not inert (the engine does
    not pass priority for its owner without asking, ``sim.engine.core.is_quiet``)."""
    record = CardRecord("Beast // Gift", "modal_dfc", (
        Face("Beast", "{G}", ("Creature",), power="1", toughness="1"),
        Face("Gift", "{W}", ("Instant",), text="You gain 1 life.")))
    card = build_record(record, "test")
    assert card.modal_back is not None and not card.inert
    assert build_record(CardRecord("Beast", "normal", record.faces[:1]), "test").inert


def test_the_back_land_face_is_played_from_exile() -> None:
    """CR 712.12, 601.2, 305.1: an effect lets A play the exiled Kabira Takedown this turn: A
    may play it as its back face, Kabira Plateau (a land play), which enters tapped."""
    probe = {"id": "x1", "name": "Probe", "types": ["Instant"], "cost": "{0}",
             "text": "Exile the top card of your library. You may play that card this turn."}
    state = mtgsim.load({
        "active_player": "A", "step": "precombat main", "until": "end of turn",
        "players": {"A": {"library": ["Kabira Takedown", "Island"], "hand": [probe]},
                    "B": {"library": 5}}}, cards=CARDS)
    state.apply("cast x1")
    while state.permanents["x1"].zone is Zone.STACK:
        state.apply("pass")
    [exiled] = [p for p in state.permanents.values() if p.zone is Zone.EXILE]
    assert exiled.card.name == "Kabira Takedown"
    assert f'play {exiled.id} as "Kabira Plateau"' in actions(state)
    state.apply(f'play {exiled.id} as "Kabira Plateau"')
    assert exiled.zone is Zone.BATTLEFIELD and exiled.card.name == "Kabira Plateau"
    assert exiled.tapped and state.players["A"].lands_played == 1


def test_the_back_land_face_is_played_from_the_top_of_the_library() -> None:
    """CR 712.12, 305.1: "you may play lands from the top of your library" lets A play the
    top card, the instant Kabira Takedown, as its land face Kabira Plateau (only the face
    played is considered, 712.11c); its front, an instant, may not be cast from there."""
    courser = {"id": "c1", "name": "Courser", "controller": "A", "cost": "{1}{G}{G}",
               "power": 2, "toughness": 4,
               "text": "You may play lands from the top of your library."}
    state = mtgsim.load({
        "active_player": "A", "step": "precombat main", "until": "end of turn",
        "players": {"A": {"library": ["Kabira Takedown", "Island"], "mana": "{1}{W}"},
                    "B": {"library": 5}},
        "permanents": [courser, {"id": "b1", "card": "Grizzly Bears", "controller": "B"}]},
        cards=CARDS)
    plays = [a for a in actions(state) if a.startswith(("play", "cast"))]
    assert len(plays) == 1 and plays[0].endswith(' as "Kabira Plateau"')
    state.apply(plays[0])
    land = next(p for p in state.permanents.values() if p.card.name == "Kabira Plateau")
    assert land.zone is Zone.BATTLEFIELD and land.tapped
