"""Tokens created tapped and attacking each opponent (CR 111.2, 508.4;
``sim.model.token_attack_verbs``, ``sim.rules.token_attacks``): "for each opponent, create a
1/1 ... token that's tapped and attacking that player [or a planeswalker they control]"."""

from __future__ import annotations

from played import plays
from test_stack import card, finish, perm, play, to

from sim import CardDef, GameState, Player, Step
from sim.model.decisions import DecisionKind
from sim.model.events import AttackerDeclared
from sim.model.mana import Mana
from sim.model.objects import LOYALTY, Span
from sim.text import read_card
from sim.text.render import text as rendered

CATHAR = ("Whenever you attack, for each opponent, create a 1/1 white Human creature token "
          "that's tapped and attacking that player or a planeswalker they control.")
LEADER = ("Whenever you attack, for each opponent, create a 1/1 red Goblin creature token "
          "that's tapped and attacking that player.")


def leader(text: str) -> CardDef:
    made = card("Leader", power=2, toughness=2, text=text)
    assert not made.unsupported, made.unsupported
    return made


WALKER = CardDef("Walker", types=("Planeswalker",), loyalty=3)


def board(text: str, *, players: tuple[str, ...] = ("A", "B"), walker: bool = False
          ) -> GameState:
    """A's beginning of combat with the Leader; B controls a planeswalker if ``walker``."""
    objects = [perm("l1", "A", leader(text))]
    if walker:
        objects.append(perm("pw", "B", WALKER, counters={LOYALTY: 3}))
    state = GameState({p: Player(p, mana=Mana()) for p in players},
                      {o.id: o for o in objects}, players, "A",
                      step=Step.BEGINNING_OF_COMBAT, span=Span.TURN, seed=1)
    state.record_events = True
    return to(state.start(), "declare_attackers")


def tokens(state: GameState, name: str) -> list[str]:
    return [p.id for p in state.battlefield() if p.token and p.card.name == name]


def test_read_and_rendered_back() -> None:
    """CR 111.2, 508.4: both forms are read in full and render back to their text; a quoted
    ability or an X is not read with them."""
    for text in (CATHAR, LEADER):
        reading = read_card(text, "Leader", ("Creature",))
        assert reading.status == "full", reading.unsupported
        assert rendered(reading.triggered[0]).startswith("whenever you attack, for each opponent")
    quoted = LEADER.replace("token that's", 'token with "this creature can\'t block" that\'s')
    assert read_card(quoted, "Leader", ("Creature",)).status != "full"


@plays("Whenever you attack, for each opponent, create a 1/1 red Goblin creature token that's "
       "tapped and attacking that player.")
def test_each_opponent_gets_a_token_attacking_them() -> None:
    """CR 508.4, 111.2: with two opponents, one Goblin attacks B and one C, tapped, never
    declared as attackers (no ``AttackerDeclared`` for them); unblocked, each deals 1: B
    takes 2 + 1, C takes 1."""
    state = board(LEADER, players=("A", "B", "C"))
    play(state, "attack l1=B")
    to(state, "declare_blockers")
    goblins = tokens(state, "Goblin Token")
    assert state.combat is not None
    assert sorted(state.combat.attackers[g] for g in goblins) == ["B", "C"]
    assert all(state.permanents[g].tapped and state.permanents[g].controller == "A"
               for g in goblins)
    assert [e.attacker for e in state.events if isinstance(e, AttackerDeclared)] == ["l1"]
    finish(state)
    assert state.players["B"].life == 17 and state.players["C"].life == 19


@plays("Whenever you attack, for each opponent, create a 1/1 white Human creature token that's "
       "tapped and attacking that player or a planeswalker they control.")
def test_the_controller_chooses_the_player_or_a_planeswalker() -> None:
    """CR 508.4: B controls a planeswalker: A chooses what the Human attacks — the
    planeswalker (which loses 1 loyalty, 306.8) or B; without one, no choice is asked and it
    attacks B."""
    state = board(CATHAR, walker=True)
    play(state, "attack l1=B")
    to(state, "choose_attacked")
    assert state.decision is not None and state.decision.kind is DecisionKind.CHOOSE_ATTACKED
    assert set(state.decision.options) == {"B", "pw"}
    assert "508.4" in state.decision.prompt
    play(state, "attacked pw")
    [human] = tokens(state, "Human Token")
    assert state.combat is not None and state.combat.attackers[human] == "pw"
    finish(state)
    assert state.permanents["pw"].counters[LOYALTY] == 2 and state.players["B"].life == 18
    state = board(CATHAR)
    play(state, "attack l1=B")
    to(state, "declare_blockers")
    [human] = tokens(state, "Human Token")
    assert state.combat is not None and state.combat.attackers[human] == "B"
