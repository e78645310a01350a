"""One instruction creating tokens of different kinds (CR 111.2, 111.4, 608.2c;
``sim.text.token_lists``, written back by ``sim.text.render_and_joined.tokens_joined``),
played."""

from __future__ import annotations

from played import plays
from test_event_triggers import combat, creature, in_hand, main_phase

from sim.model.keywords import Kw
from sim.model.objects import Zone
from sim.model.state import GameState
from sim.text import read_card
from sim.text.render import round_trips

_WURMCOIL = ("When Wurmcoil dies, create a 3/3 colorless Phyrexian Wurm artifact creature "
             "token with deathtouch and a 3/3 colorless Phyrexian Wurm artifact creature token "
             "with lifelink.")
_MENACE = ("Create a 1/1 green Snake creature token, a 2/2 green Wolf creature token, and a 3/3 "
           "green Elephant creature token.")
_SONG = "Create a Treasure token and a 2/2 blue Bird creature token with flying."


def _tokens(state: GameState, player: str = "A") -> list[str]:
    return sorted((p for p in state.permanents if ":token:" in p
                   and state.permanents[p].controller == player),
                  key=lambda p: int(p.rsplit(":", 1)[1]))


def test_read_and_rendered_back() -> None:
    """CR 111.4: read whole and rendered back; a list with an attacking token not read."""
    for text, name, kind in ((_WURMCOIL, "Wurmcoil", "Creature"), (_MENACE, "Menace", "Sorcery"),
                             (_SONG, "Song", "Sorcery")):
        reading = read_card(text, name, (kind,))
        assert not reading.unsupported, text
        assert all(round_trips(clause, model, name) for clause, model in reading.clauses)
    assert read_card("Create a 1/1 red Goblin creature token and a 1/1 red Goblin creature "
                     "token that's tapped and attacking.", "Odd", ("Sorcery",)).unsupported


@plays("When Wurmcoil dies, create a 3/3 colorless Phyrexian Wurm artifact creature token with "
       "deathtouch and a 3/3 colorless Phyrexian Wurm artifact creature token with lifelink.")
def test_two_tokens_with_different_abilities() -> None:
    """CR 111.2, 111.4, 603.10a: the 6/6 dies blocked by B's 7/7: A gets a 3/3 Wurm with
    deathtouch and another with lifelink (not both with both)."""
    wurmcoil = creature("wurmcoil", text=_WURMCOIL, power=6, toughness=6)
    giant = creature("giant", "B", power=7, toughness=7)
    state = combat([wurmcoil, giant], {"wurmcoil": "B"}, {"giant": "wurmcoil"})
    assert state.permanents["wurmcoil"].zone is Zone.GRAVEYARD
    first, second = _tokens(state)
    assert state.has(first, Kw.DEATHTOUCH) and not state.has(first, Kw.LIFELINK)
    assert state.has(second, Kw.LIFELINK) and not state.has(second, Kw.DEATHTOUCH)
    assert all(state.permanents[t].card.name == "Phyrexian Wurm Token" for t in (first, second))


@plays("Create a 1/1 green Snake creature token, a 2/2 green Wolf creature token, and a 3/3 "
       "green Elephant creature token.")
def test_three_tokens_in_a_list() -> None:
    """CR 111.2, 608.2c: the sorcery creates a 1/1 Snake, a 2/2 Wolf and a 3/3 Elephant."""
    state = main_phase([], [in_hand("menace", _MENACE, ("Sorcery",))])
    made = [state.permanents[t].card for t in _tokens(state)]
    assert [(c.subtypes, c.power, c.toughness) for c in made] == [
        (("Snake",), 1, 1), (("Wolf",), 2, 2), (("Elephant",), 3, 3)]


@plays("Create a Treasure token and a 2/2 blue Bird creature token with flying.")
def test_a_predefined_token_and_a_creature_token() -> None:
    """CR 111.10a, 111.4: a Treasure and a 2/2 blue Bird with flying."""
    state = main_phase([], [in_hand("song", _SONG, ("Sorcery",))])
    treasure, bird = _tokens(state)
    assert state.permanents[treasure].card.name == "Treasure"
    assert state.has(bird, Kw.FLYING) and state.permanents[bird].card.colors == ("U",)
