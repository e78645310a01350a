"""A creature token written without power and toughness, its quoted characteristic-defining
ability defining both (issue 29; CR 111.4, 604.3, 208.2: ``TokenSpec.defined_pt``,
``sim.text.vocabulary.defines_pt``): 'create a green Treefolk creature token with reach and
"This creature's power and toughness are each equal to the number of lands you control."'."""

from __future__ import annotations

from played import plays
from test_library import FOREST, cast_probe, spell, turn
from test_stack import finish, perm, play

from sim import GameState
from sim.model.keywords import Kw
from sim.model.objects import Zone
from sim.text.effect_text import read_effect

TREEFOLK = ('Create a green Treefolk creature token with reach and "This creature\'s power and '
            'toughness are each equal to the number of lands you control."')
ELEMENTAL = ('Create a green and white Elemental creature token with "This creature\'s power '
             'and toughness are each equal to the number of creatures you control."')


def _token(state: GameState) -> str:
    [pid] = [p.id for p in state.permanents.values() if p.token and p.zone is Zone.BATTLEFIELD]
    return pid


@plays(TREEFOLK)
def test_the_token_is_as_big_as_the_count() -> None:
    """CR 604.3, 111.4: A controls two Forests: the Treefolk token is a 2/2 with reach; a
    Forest leaves: a 1/1 (the ability counts whenever it is needed)."""
    state = finish(cast_probe(TREEFOLK, "Sorcery"))  # no land: a 0/0, put into the
    assert not [p for p in state.permanents.values() if p.token]  # graveyard (704.5f) and gone
    state = turn(perm("p1", "A", spell(TREEFOLK, "Sorcery"), Zone.HAND),
                 *(perm(f"f{i}", "A", FOREST) for i in range(2)))
    play(state, "cast p1")
    state = finish(state)
    token = _token(state)
    assert (state.power(token), state.toughness(token)) == (2, 2)
    assert state.has(token, Kw.REACH)
    state.move("f0", Zone.GRAVEYARD)
    assert (state.power(token), state.toughness(token)) == (1, 1)


@plays(ELEMENTAL)
def test_a_token_counting_creatures_counts_itself() -> None:
    """CR 604.3: the Elemental is a creature A controls: alone it is a 1/1 and survives."""
    state = finish(cast_probe(ELEMENTAL, "Sorcery"))
    token = _token(state)
    assert state.permanents[token].card.colors == ("G", "W")
    assert (state.power(token), state.toughness(token)) == (1, 1)


def test_a_token_without_power_and_toughness_needs_a_defining_ability() -> None:
    """CR 111.4: without a power and toughness written, a creature token's quoted ability
    must define them; otherwise the instruction is not read."""
    assert read_effect(ELEMENTAL).unsupported == ()
    assert read_effect('Create a green Elemental creature token with "This creature can\'t '
                       'block."').unsupported
