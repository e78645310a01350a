"""Impulse draw choosing one of the cards exiled (CR 601.2, 305.1, 608.2c;
``sim.model.impulse_verbs.CHOOSE_ONE``, ``sim.rules.exile_play``): "exile the top two cards
of your library[, then | .] choose one of them. <until when>, you may play that card"."""

from __future__ import annotations

from played import plays
from test_exile_play import exiled, game
from test_library import BEARS, FOREST, GIANT, spell
from test_stack import card, legal, perm, play, to

from sim.model.objects import Zone
from sim.rules.exile_play import may_play
from sim.text.effect_text import read_effect
from sim.text.render_effects import program
from sim.text.wording import matches

CHOOSE = ("Exile the top two cards of your library. Choose one of them. You may play that card "
          "this turn.")
THEN = ("Exile the top two cards of your library, then choose one of them. Until the end of "
        "your next turn, you may play that card.")


@plays("Exile the top two cards of your library. Choose one of them. You may play that card "
       "this turn.",
       "Exile the top two cards of your library, then choose one of them. Until the end of "
       "your next turn, you may play that card.")
def test_only_the_card_chosen_may_be_played() -> None:
    """CR 608.2c, 601.2, 305.1: A chooses between Grizzly Bears and Forest, the top two cards
    (a choose_card of A's naming both); both go to exile; only the one chosen may be played
    (the Forest, with the land play) — the Bears, though exiled, may not be cast. The third
    card (Hill Giant) stays on top. Choosing the Bears instead lets A cast only them."""
    for text in (CHOOSE, THEN):
        state = game(perm("p1", "A", spell(text, "Sorcery"), Zone.HAND),
                     library=(BEARS, FOREST, GIANT), mana="{U}{1}{G}")
        play(state, "cast p1")
        to(state, "choose_card")
        assert state.decision is not None and state.decision.player == "A"
        assert sorted(legal(state)) == ["card \"Grizzly Bears\"", "card Forest"]
        play(state, "card Forest")
        to(state, "priority", player="A")
        cards = {p.card.name: p for p in exiled(state)}
        assert sorted(cards) == ["Forest", "Grizzly Bears"]
        assert may_play(state, "A", cards["Forest"])
        assert not may_play(state, "A", cards["Grizzly Bears"])
        assert f"play {cards['Forest'].id}" in legal(state)
        assert f"cast {cards['Grizzly Bears'].id}" not in legal(state)
        assert [c.name for c in state.players["A"].library] == ["Hill Giant"]
    other = game(perm("p1", "A", spell(CHOOSE, "Sorcery"), Zone.HAND),
                 library=(BEARS, FOREST, GIANT), mana="{U}{1}{G}")
    play(other, "cast p1")
    to(other, "choose_card")
    play(other, "card \"Grizzly Bears\"")
    to(other, "priority", player="A")
    cards = {p.card.name: p for p in exiled(other)}
    assert may_play(other, "A", cards["Grizzly Bears"])
    assert not may_play(other, "A", cards["Forest"])


def test_it_renders_back_and_those_cards_is_not_read() -> None:
    """The chosen card is "that card" (608.2c): "choose one of them. you may play those cards"
    is not run; the others render back to their words."""
    for text in (CHOOSE, THEN):
        prog = read_effect(text)
        assert not prog.unsupported
        assert matches(program(prog), text.lower().rstrip("."))
    made = card("Probe", types=["Sorcery"], cost="{R}",
                text=CHOOSE.replace("that card", "those cards"))
    assert made.unsupported  # read, but not rendered back: not run
