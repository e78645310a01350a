"""Tokens with abilities written out (CR 111.4): "create a 1/1 red Goblin creature token with
"This creature can't block."", "create two 0/1 colorless Eldrazi Spawn creature tokens. They
have "Sacrifice this creature: Add {C}."" — the quoted abilities are the token's text, read by
the same Oracle compiler; the clause runs only when they run in full. And "Sacrifice ~: Add
{C}.", a mana ability without {T}: a tapped or summoning-sick creature activates it (302.6)."""

from __future__ import annotations

from played import plays
from test_library import spell, turn
from test_predefined_tokens import resolve, tokens
from test_stack import card, events, legal, perm, play

from sim import check_state_based_actions
from sim.model.abilities import MANA_WITHOUT_TAP
from sim.model.events import Sacrificed
from sim.model.keywords import Kw
from sim.model.objects import Zone
from sim.text import FULL, read_card
from sim.text.render import text as rendered

BEAR = card("Gray Bear", types=["Creature"], cost="{2}", power=2, toughness=2)
SPAWN = 'They have "Sacrifice this creature: Add {C}."'


@plays("Create two 0/1 colorless Eldrazi Spawn creature tokens. " + SPAWN,
       "Sacrifice this creature: Add {C}.")
def test_spawn_tokens_pay_for_a_spell_the_turn_they_are_made() -> None:
    """CR 111.4: the tokens have the quoted mana ability; it has no {T} in its cost, so the
    summoning-sick tokens activate it (302.6 limits only {T} and {Q}), each sacrificed as its
    mana is paid (605.1a, 701.21a): with no other mana, the two Spawn pay the Bear's {2}."""
    state = turn(perm("s1", "A", spell("Create two 0/1 colorless Eldrazi Spawn creature "
                                       "tokens. " + SPAWN, "Sorcery", cost="{0}"), Zone.HAND),
                 perm("c1", "A", BEAR, Zone.HAND), mana="{0}")
    play(state, "cast s1")
    resolve(state)
    spawn = tokens(state, "Eldrazi Spawn")
    assert len(spawn) == 2
    made = state.permanents[spawn[0]].card
    assert made.power == 0 and made.toughness == 1 and made.subtypes == ("Eldrazi", "Spawn")
    assert (MANA_WITHOUT_TAP, "") in made.params and not made.unsupported
    assert all(state.permanents[s].sick for s in spawn)
    assert "cast c1" in legal(state)
    play(state, "cast c1")
    assert {e.permanent for e in events(state, Sacrificed)} == set(spawn)
    resolve(state)
    assert state.permanents["c1"].zone is Zone.BATTLEFIELD
    check_state_based_actions(state)
    assert not tokens(state, "Eldrazi Spawn")


def test_one_spawn_does_not_pay_two() -> None:
    """One Spawn makes one {C}: the Bear's {2} is not payable with it alone."""
    state = turn(perm("s1", "A", spell("Create a 0/1 colorless Eldrazi Spawn creature token. "
                                       'It has "Sacrifice this creature: Add {C}."',
                                       "Sorcery", cost="{0}"), Zone.HAND),
                 perm("c1", "A", BEAR, Zone.HAND), mana="{0}")
    play(state, "cast s1")
    resolve(state)
    assert len(tokens(state, "Eldrazi Spawn")) == 1
    assert "cast c1" not in legal(state)


@plays('Create a 1/1 red Goblin creature token with "This creature can\'t block."')
def test_a_token_with_a_quoted_static_ability() -> None:
    """CR 111.4: the Goblin token has "This creature can't block." (its text, read by the
    compiler): it can't block (509.1a)."""
    state = turn(perm("s1", "A", spell('Create a 1/1 red Goblin creature token with "This '
                                       'creature can\'t block."', "Sorcery"), Zone.HAND))
    play(state, "cast s1")
    resolve(state)
    [goblin] = tokens(state, "Goblin")
    assert state.has(goblin, Kw.CANT_BLOCK)
    assert state.permanents[goblin].card.colors == ("R",)


def test_quoted_abilities_run_only_when_they_run_in_full() -> None:
    """The clause creating a token is run only when the token's abilities are (a token with
    an ability the engine does not run would be played wrong); the model renders back."""
    good = read_card('When this creature enters, create a 1/1 red Goblin creature token with '
                     '"This creature can\'t block."', "Maker", ("Creature",))
    assert good.status == FULL
    assert rendered(good.triggered[0]) == \
        'when ~ enters, create a 1/1 red goblin creature token with "~ can\'t block."'
    bad = read_card('When this creature enters, create a 1/1 red Goblin creature token with '
                    '"This creature can\'t frobnicate."', "Maker", ("Creature",))
    assert bad.status != FULL and not bad.approximate
    # "it has" names one token, "they have" several
    wrong = read_card('Create two 0/1 colorless Eldrazi Spawn creature tokens. It has '
                      '"Sacrifice this creature: Add {C}."', "S", ("Sorcery",))
    assert wrong.status != FULL
