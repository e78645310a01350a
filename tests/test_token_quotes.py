"""Tokens' quoted abilities, round 2 (CR 111.4): an ability of several sentences ('with "{T}:
... Activate only as a sorcery."': one instruction, never split at the period inside the
quotes, ``sim.text.effect_sentences.split_sentences``), "this token" naming the token itself
(201.5, ``sim.text.keyword_names.self_reference``), and keywords with a quoted ability ('with
flying and "..."', 'with flying, menace, and "..."': ``token_rules.TokenRules.token_with``,
written back by ``sim.text.render_tokens.token_with``)."""

from __future__ import annotations

from played import plays
from test_library import FOREST, spell, turn
from test_predefined_tokens import resolve, tokens
from test_stack import card, finish, legal, perm, play, to

from sim import GameState
from sim.model.keywords import Kw
from sim.model.objects import Zone
from sim.text import FULL, read_card
from sim.text.render import text as rendered

BEAR = card("Gray Bear", types=["Creature"], cost="{2}", power=2, toughness=2)
MERCENARY = ('Create a 1/1 red Mercenary creature token with "{T}: Target creature you control '
             'gets +1/+0 until end of turn. Activate only as a sorcery."')
SATYR = 'Create a 1/1 red Satyr creature token with "This token can\'t block."'
FAERIE = ('Create a 1/1 blue Faerie creature token with flying and "This token can\'t '
          'block."')
DRAGON = ('Create a 4/4 black and red Dragon creature token with flying, menace, and "This '
          'token can\'t block."')


def _made(text: str, name: str) -> tuple[GameState, str]:
    """A casts a sorcery reading ``text`` (a Forest kept in hand: A's main phase stays open)
    and the token named ``name`` it creates."""
    state = turn(perm("s1", "A", spell(text, "Sorcery"), Zone.HAND), perm("b1", "A", BEAR),
                 perm("l1", "A", FOREST, Zone.HAND))
    play(state, "cast s1")
    resolve(state)
    [token] = tokens(state, name)
    return state, token


@plays('Create a 1/1 red Mercenary creature token with "{T}: Target creature you control gets '
       '+1/+0 until end of turn. Activate only as a sorcery."')
def test_a_quoted_ability_of_two_sentences_is_the_token_s() -> None:
    """CR 111.4, 602.5d: the Mercenary has the whole quoted ability, its restriction too; once
    it is no longer summoning sick (302.6) A taps it in A's main phase with the stack empty
    (307.1) and the Bear gets +1/+0 until end of turn (611.2a)."""
    state, mercenary = _made(MERCENARY, "Mercenary")
    [ability] = state.permanents[mercenary].card.activated
    assert ability.cost.tap and ability.text.endswith("activate only as a sorcery.")
    state.permanents[mercenary].sick = False
    state.version += 1
    assert f'activate "{mercenary}" 0' in legal(state)
    play(state, f'activate "{mercenary}" 0')
    play(state, "target b1")
    resolve(state)
    assert state.power("b1") == 3 and state.toughness("b1") == 2
    assert state.permanents[mercenary].tapped


@plays('Create a 1/1 red Satyr creature token with "This token can\'t block."')
def test_this_token_names_the_token() -> None:
    """CR 111.4, 201.5: "this token" in its quoted ability is the token itself: the Satyr
    can't block (509.1a); the other creature is untouched."""
    state, satyr = _made(SATYR, "Satyr")
    assert state.has(satyr, Kw.CANT_BLOCK) and not state.has("b1", Kw.CANT_BLOCK)


@plays('Create a 1/1 blue Faerie creature token with flying and "This token can\'t block."',
       'Create a 4/4 black and red Dragon creature token with flying, menace, and "This token '
       'can\'t block."')
def test_keywords_and_a_quoted_ability() -> None:
    """CR 111.4, 702.9a, 702.110a: the token has both its keywords and its quoted ability."""
    state, faerie = _made(FAERIE, "Faerie")
    assert state.has(faerie, Kw.FLYING) and state.has(faerie, Kw.CANT_BLOCK)
    state, dragon = _made(DRAGON, "Dragon")
    assert state.has(dragon, Kw.FLYING) and state.has(dragon, Kw.MENACE)
    assert state.has(dragon, Kw.CANT_BLOCK)
    assert state.permanents[dragon].card.colors == ("B", "R")
    assert state.power(dragon) == 4


def test_the_clauses_render_back() -> None:
    """The models write back to the clauses (the quoted ability last, the keywords in any
    order); a quoted ability the engine does not run keeps the clause unsupported."""
    for text in (MERCENARY, SATYR, FAERIE, DRAGON):
        assert read_card(text, "P", ("Sorcery",)).status == FULL, text
    reading = read_card("When this creature enters, " + FAERIE[0].lower() + FAERIE[1:],
                        "Maker", ("Creature",))
    assert rendered(reading.triggered[0]) == ('when ~ enters, create a 1/1 blue faerie '
                                              'creature token with flying and "~ can\'t block."')
    bad = read_card(FAERIE.replace("can't block", "can't frobnicate"), "P", ("Sorcery",))
    assert bad.status != FULL
    decayed = read_card('Create a 2/2 black Zombie creature token with decayed and "This token '
                        'can\'t attack."', "P", ("Sorcery",))
    assert decayed.status != FULL  # (decayed's text and a quoted one together: not read)


MITE = ('Create a 1/1 colorless Phyrexian Mite artifact creature token with toxic 1 and "This '
        'token can\'t block."')


@plays('Create a 1/1 colorless Phyrexian Mite artifact creature token with toxic 1 and "This '
       'token can\'t block."')
def test_a_keyword_with_a_number_and_a_quoted_ability() -> None:
    """CR 702.164a-c, 111.4: the Mite (no longer summoning sick) attacks B unblocked: B is dealt
    1 damage and gets 1 poison counter (toxic 1); the Mite can't block (509.1a)."""
    state, mite = _made(MITE, "Phyrexian Mite")
    made = state.permanents[mite].card
    assert made.types == ("Artifact", "Creature") and not made.unsupported
    assert state.has(mite, Kw.CANT_BLOCK)
    state.permanents[mite].sick = False
    to(state, "declare_attackers")
    state.apply(f'attack "{mite}"=B')
    finish(state)
    assert state.players["B"].life == 19 and state.players["B"].poison == 1


def test_keywords_with_a_number_render_back() -> None:
    """The numbered keyword is written back among the keywords, the quoted ability last; with
    decayed (whose text is its two abilities) it is not read."""
    for text in (MITE, "Create a 3/3 green Phyrexian Beast creature token with trample and "
                       "toxic 1."):
        reading = read_card(text, "P", ("Sorcery",))
        assert reading.status == FULL and reading.spell is not None, text
        assert rendered(reading.spell) == text.lower().rstrip(".").replace("this token", "~")
    assert read_card("Create a 2/2 black Zombie creature token with decayed and toxic 1.", "P",
                     ("Sorcery",)).status != FULL
