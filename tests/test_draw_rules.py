"""Drawing X cards (CR 121.1, 107.3; ``sim.text.draw_rules``): "draw x cards" with X the value
announced for the cost's X (601.2b, 602.2b), or defined by "where x is <count>" and counted as
the instruction is carried out (608.2h); "you draw x cards and you lose x life" (one X for
both). A triggered ability's plain X is not read (``sim.text.draw_text``)."""

from __future__ import annotations

from played import plays
from test_library import BEARS, FOREST, GIANT, ISLAND, spell, turn
from test_stack import card, events, finish, legal, perm, play, to

import mtgsim
from sim import GameState
from sim.model.events import AbilityTriggered, CardDrawn
from sim.model.objects import Zone
from sim.text.effect_text import read_effect

LIBRARY = (GIANT, BEARS, FOREST, ISLAND)


def _hand(state: GameState, player: str = "A") -> list[str]:
    return sorted(p.card.name for p in state.permanents.values()
                  if p.owner == player and p.zone is Zone.HAND)


def _cast_x(text: str, x: int, mana: str) -> GameState:
    made = spell(text, kind="Sorcery", cost="{X}{U}")
    state = turn(perm("p1", "A", made, Zone.HAND), library=LIBRARY, mana=mana)
    play(state, "cast p1")
    play(to(state, "choose_x"), f"x {x}")
    return finish(state)


@plays("Draw X cards.")
def test_draw_x_draws_the_x_paid() -> None:
    """CR 107.3, 601.2b, 121.1: cast with X = 3, A draws the top three cards of the library
    (Hill Giant, Grizzly Bears, Forest); the Island stays."""
    state = _cast_x("Draw X cards.", 3, "{3}{U}")
    assert _hand(state) == ["Forest", "Grizzly Bears", "Hill Giant"]
    assert [c.name for c in state.players["A"].library] == ["Island"]


def test_draw_x_with_x_zero_draws_nothing() -> None:
    """CR 107.3, 121.1: X = 0: no card is drawn (121.2: drawing zero cards is no draw)."""
    state = _cast_x("Draw X cards.", 0, "{U}")
    assert _hand(state) == [] and len(state.players["A"].library) == 4


@plays("You gain X life and draw X cards.")
def test_gain_x_life_and_draw_x_cards_share_the_x() -> None:
    """CR 107.3, 608.2c: Sphinx's Revelation-like, X = 2: A gains 2 life, then draws two
    cards."""
    state = _cast_x("You gain X life and draw X cards.", 2, "{2}{U}")
    assert state.players["A"].life == 22
    assert _hand(state) == ["Grizzly Bears", "Hill Giant"]


@plays("You draw X cards and you lose X life, where X is the number of creatures you control.")
def test_where_x_counts_as_it_resolves_for_both_instructions() -> None:
    """CR 107.3, 608.2h: X is the number of creatures A controls as the spell resolves (two:
    B's creature is not counted): A draws two cards and loses 2 life."""
    text = "You draw X cards and you lose X life, where X is the number of creatures you control."
    made = spell(text, kind="Sorcery")
    state = turn(perm("p1", "A", made, Zone.HAND), perm("a1", "A", "Grizzly Bears"),
                 perm("a2", "A", "Hill Giant"), perm("b1", "B", "Grizzly Bears"),
                 library=LIBRARY)
    finish(play(state, "cast p1"))
    assert _hand(state) == ["Grizzly Bears", "Hill Giant"]
    assert state.players["A"].life == 18


@plays("Draw X cards, where X is the number of card types among cards in your graveyard.")
def test_where_x_card_types_in_the_graveyard() -> None:
    """CR 107.3, 608.2h, 205.2a: A's graveyard holds a creature card and a land card (two
    card types): A draws two cards."""
    text = "Draw X cards, where X is the number of card types among cards in your graveyard."
    state = turn(perm("p1", "A", spell(text, kind="Sorcery"), Zone.HAND),
                 perm("g1", "A", "Grizzly Bears", Zone.GRAVEYARD),
                 perm("g2", "A", "Forest", Zone.GRAVEYARD), library=LIBRARY)
    finish(play(state, "cast p1"))
    assert _hand(state) == ["Grizzly Bears", "Hill Giant"]


def test_a_triggers_plain_x_is_not_read() -> None:
    """CR 107.3: a triggered ability has no cost whose X it could use: "when this creature
    enters, draw x cards" is not run; with "where x is <count>" it is."""
    plain = card("Probe", types=["Creature"], cost="{X}{U}", power=1, toughness=1,
                 text="When this creature enters, draw X cards.")
    assert plain.unsupported
    counted = card("Probe", types=["Creature"], cost="{U}", power=1, toughness=1,
                   text="When this creature enters, you draw X cards and you lose X life, "
                        "where X is the number of creatures you control.")
    assert not counted.unsupported
    assert not read_effect("Draw X cards.").unsupported


@plays("You draw two cards and target opponent discards two cards.")
def test_and_target_opponent_discards() -> None:
    """CR 608.2c, 121.1, 701.9a: A draws two cards, then B (the target opponent) discards the
    two cards in B's hand."""
    made = spell("You draw two cards and target opponent discards two cards.", kind="Sorcery")
    state = turn(perm("p1", "A", made, Zone.HAND), perm("h1", "B", "Forest", Zone.HAND),
                 perm("h2", "B", "Island", Zone.HAND), library=LIBRARY)
    finish(play(state, "cast p1", "target B"))
    assert _hand(state) == ["Grizzly Bears", "Hill Giant"]
    assert _hand(state, "B") == []
    assert sorted(p.card.name for p in state.permanents.values()
                  if p.owner == "B" and p.zone is Zone.GRAVEYARD) == ["Forest", "Island"]


@plays("You draw two cards and each opponent draws a card.",
       "You draw two cards and each opponent loses 2 life.")
def test_and_each_opponent_draws_or_loses_life() -> None:
    """CR 608.2c, 121.1, 119.3: A draws two cards and B one; with "loses 2 life" B loses 2
    life and draws nothing."""
    made = spell("You draw two cards and each opponent draws a card.", kind="Sorcery")
    state = turn(perm("p1", "A", made, Zone.HAND), library=LIBRARY)
    state.players["B"].library = (ISLAND, FOREST)
    finish(play(state, "cast p1"))
    assert _hand(state) == ["Grizzly Bears", "Hill Giant"]
    assert _hand(state, "B") == ["Island"]
    lose = spell("You draw two cards and each opponent loses 2 life.", kind="Sorcery")
    state = turn(perm("p1", "A", lose, Zone.HAND), library=LIBRARY)
    finish(play(state, "cast p1"))
    assert _hand(state) == ["Grizzly Bears", "Hill Giant"]
    assert state.players["B"].life == 18 and _hand(state, "B") == []


@plays("You and target opponent each draw three cards.")
def test_you_and_target_opponent_each_draw() -> None:
    """CR 121.1, 101.4: A (the active player) and B, the target opponent, each draw three
    cards, A first."""
    made = spell("You and target opponent each draw three cards.", kind="Sorcery")
    state = turn(perm("p1", "A", made, Zone.HAND), library=LIBRARY)
    state.players["B"].library = (ISLAND, FOREST, BEARS, GIANT)
    finish(play(state, "cast p1", "target B"))
    assert _hand(state) == ["Forest", "Grizzly Bears", "Hill Giant"]
    assert _hand(state, "B") == ["Forest", "Grizzly Bears", "Island"]
    drawn = [e.player for e in events(state, CardDrawn)]
    assert drawn == ["A", "A", "A", "B", "B", "B"]


def test_each_draw_then_discard_is_not_read() -> None:
    """CR 608.2c: "you and defending player each draw a card, then discard a card" is both
    players' discard; one player's instruction can't say it: not read."""
    assert read_effect("You and target opponent each draw a card, then discard a card."
                       ).unsupported
    assert read_effect("You and target player each draw a card.").unsupported  # maybe you


def _may(answer: str) -> GameState:
    made = spell("Target opponent may draw a card.", kind="Sorcery")
    state = turn(perm("p1", "A", made, Zone.HAND), library=LIBRARY)
    state.players["B"].library = (ISLAND, FOREST)
    play(state, "cast p1", "target B")
    to(state, "choose_card")
    assert state.decision is not None and state.decision.player == "B"
    assert state.decision.prompt.endswith("draw a card? (CR 603.5)")  # not dredge's question
    assert legal(state) == ["card draw", 'card "no draw"']
    return finish(play(state, answer))


@plays("Target opponent may draw a card.")
def test_the_opponent_chooses_whether_to_draw() -> None:
    """CR 603.5, 121.1: B, the target opponent, is asked (not A): drawing, B draws the
    Island; declining, B's hand stays empty and the library keeps both cards."""
    state = _may("card draw")
    assert _hand(state, "B") == ["Island"] and _hand(state) == []
    state = _may('card "no draw"')
    assert _hand(state, "B") == [] and len(state.players["B"].library) == 2


@plays("Whenever Body of Knowledge is dealt damage, draw that many cards.")
def test_draw_that_many_for_the_damage_dealt_at_once() -> None:
    """CR 603.2, 120.3, 510.2, 121.1: the 2/6 Body attacks and is blocked by B's 3/3 Ogre and
    2/2 Cub: it is dealt 5 damage at once, one trigger, so A draws five cards (not 3 and 2 as
    two triggers)."""
    body = {"id": "body", "controller": "A", "name": "Body", "power": 2, "toughness": 6,
            "text": "Whenever Body is dealt damage, draw that many cards."}
    ogre = {"id": "ogre", "controller": "B", "name": "Ogre", "power": 3, "toughness": 3}
    cub = {"id": "cub", "controller": "B", "name": "Cub", "power": 2, "toughness": 2}
    state = mtgsim.load({"active_player": "A",
                         "players": {"A": {"library": 10}, "B": {"library": 10}},
                         "permanents": [body, ogre, cub],
                         "combat": {"attacks": {"body": "B"},
                                    "blocks": {"ogre": "body", "cub": "body"},
                                    "actions": []}})
    mtgsim.play(state)
    assert len(events(state, CardDrawn)) == 5
    assert len([e for e in events(state, AbilityTriggered) if e.source == "body"]) == 1


@plays("Whenever Diviner Spirit deals combat damage to a player, you and that player each draw "
       "that many cards.")
def test_you_and_the_player_dealt_damage_each_draw_that_many() -> None:
    """CR 603.2, 120.3, 510.1, 121.1: the unblocked 3/1 Spirit deals 3 combat damage to B:
    A and B each draw three cards, A first (101.4)."""
    spirit = {"id": "spirit", "controller": "A", "name": "Spirit", "power": 3, "toughness": 1,
              "text": "Whenever Spirit deals combat damage to a player, you and that player "
                      "each draw that many cards."}
    state = mtgsim.load({"active_player": "A",
                         "players": {"A": {"library": 10}, "B": {"library": 10}},
                         "permanents": [spirit],
                         "combat": {"attacks": {"spirit": "B"}, "blocks": {}, "actions": []}})
    mtgsim.play(state)
    assert [e.player for e in events(state, CardDrawn)] == ["A", "A", "A", "B", "B", "B"]
    assert state.players["B"].life == 17


@plays("Shuffle the cards from your hand into your library, then draw that many cards.",
       "Each player shuffles the cards from their hand into their library, then draws that "
       "many cards.")
def test_shuffle_the_hand_into_the_library_then_draw_that_many() -> None:
    """CR 701.24a, 121.1, 608.2c: A's two cards in hand go into A's library (four cards), which
    is shuffled: six cards, and A draws two of them; "each player": B's one card goes into
    B's one-card library and B draws one, A two."""
    made = spell("Shuffle the cards from your hand into your library, then draw that many "
                 "cards.", kind="Sorcery")
    state = turn(perm("p1", "A", made, Zone.HAND), perm("h1", "A", "Forest", Zone.HAND),
                 perm("h2", "A", "Island", Zone.HAND), library=LIBRARY)
    finish(play(state, "cast p1"))
    assert len(_hand(state)) == 2 and len(state.players["A"].library) == 4
    assert len(events(state, CardDrawn)) == 2
    each = spell("Each player shuffles the cards from their hand into their library, then "
                 "draws that many cards.", kind="Sorcery")
    state = turn(perm("p1", "A", each, Zone.HAND), perm("h1", "A", "Forest", Zone.HAND),
                 perm("h2", "A", "Island", Zone.HAND), perm("h3", "B", "Forest", Zone.HAND),
                 library=LIBRARY)
    state.players["B"].library = (ISLAND,)
    finish(play(state, "cast p1"))
    assert len(_hand(state)) == 2 and len(_hand(state, "B")) == 1
    assert len(state.players["B"].library) == 1 and state.players["B"].lost is False
