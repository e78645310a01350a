""""Create that many <tokens>" after a trigger whose event carries an amount (CR 603.2, 120.3,
111.2, 608.2h; ``sim.text.that_many_amounts``), played in games."""

from __future__ import annotations

from played import plays
from test_event_triggers import combat, creature

from sim.model.keywords import Kw
from sim.model.state import GameState
from sim.text import read_card
from sim.text.render import round_trips

_HIVE = ("Whenever Hive deals combat damage to a player, create that many 1/1 green Insect "
         "creature tokens.")
_NEST = ("Whenever Nest is dealt damage, create that many 1/1 green Insect creature tokens "
         "with flying and deathtouch.")
_BANDIT = ("Whenever Bandit deals combat damage to a player, create that many tapped Treasure "
           "tokens.")


def _tokens(state: GameState, player: str, name: str) -> list[str]:
    return [p.id for p in state.permanents.values() if p.controller == player
            and p.card.name.startswith(name) and ":token:" in p.id]


def test_read_rendered_back_and_only_after_an_amount() -> None:
    """CR 603.2, 120.3: read whole and rendered back after a damage trigger; after a trigger
    whose event carries no amount the engine counts ("whenever you gain life") not read."""
    for text, name in ((_HIVE, "Hive"), (_NEST, "Nest"), (_BANDIT, "Bandit")):
        reading = read_card(text, name)
        assert not reading.unsupported, text
        assert round_trips(text, reading.triggered[0], name)
    assert read_card("Whenever you cast a spell, create that many 1/1 green Insect creature "
                     "tokens.", "Odd").unsupported


@plays("Whenever Hive deals combat damage to a player, create that many 1/1 green Insect "
       "creature tokens.")
def test_combat_damage_to_a_player_that_many_tokens() -> None:
    """CR 510.2, 603.2, 120.3, 111.2: the unblocked 3/3 Hive deals 3 combat damage to B:
    three 1/1 Insect tokens under A's control; blocked, it deals none to a player: none."""
    hive = creature("hive", text=_HIVE, power=3, toughness=3)
    state = combat([hive], {"hive": "B"})
    assert state.players["B"].life == 17
    made = _tokens(state, "A", "Insect")
    assert len(made) == 3
    assert all(state.permanents[t].card.power == 1 for t in made)
    wall = creature("wall", "B", power=0, toughness=5)
    assert not _tokens(combat([hive, wall], {"hive": "B"}, {"wall": "hive"}), "A", "Insect")


@plays("Whenever Nest is dealt damage, create that many 1/1 green Insect creature tokens with "
       "flying and deathtouch.")
def test_dealt_damage_at_once_that_many_tokens() -> None:
    """CR 603.2, 120.3, 510.2: the 0/6 Nest attacks and is blocked by B's 3/3 and 2/2: it is
    dealt 5 damage at once, one trigger: five Insects with flying and deathtouch."""
    nest = creature("nest", text=_NEST, power=0, toughness=6)
    ogre = creature("ogre", "B", power=3, toughness=3)
    cub = creature("cub", "B", power=2, toughness=2)
    state = combat([nest, ogre, cub], {"nest": "B"}, {"ogre": "nest", "cub": "nest"})
    made = _tokens(state, "A", "Insect")
    assert len(made) == 5
    assert all(state.has(t, Kw.FLYING) and state.has(t, Kw.DEATHTOUCH) for t in made)


@plays("Whenever Bandit deals combat damage to a player, create that many tapped Treasure "
       "tokens.")
def test_that_many_tapped_treasures() -> None:
    """CR 111.10a, 603.2, 120.3: the unblocked 2/2 Bandit deals 2 to B: two tapped Treasures."""
    bandit = creature("bandit", text=_BANDIT, power=2, toughness=2)
    state = combat([bandit], {"bandit": "B"})
    made = _tokens(state, "A", "Treasure")
    assert len(made) == 2
    assert all(state.permanents[t].tapped for t in made)
