"""Static abilities under the conditions of ``sim.model.player_conditions`` (issue 29, as long
as; CR 611.3a-b: the effect applies only while its condition is true, checked continuously):
whose turn it is, one or fewer cards in hand, the monarch, half the starting life total, renown;
and "can attack as though it didn't have defender" as a static ability's (702.3b). Each test
plays the game action that makes the condition true or false and looks again."""

from __future__ import annotations

from played import plays
from test_static_conditions import SHOCK, board, creature, resolve, shock

import mtgsim
from sim import GameState
from sim.model.keywords import Kw


def _legal(state: GameState) -> list[str]:
    return [str(a) for a in state.legal_actions()]


def _to_attacks(state: GameState) -> None:
    while state.decision is not None and state.decision.kind != "declare_attackers":
        state.apply("pass")


@plays("As long as it's not your turn, ~ gets +0/+2.")
def test_not_your_turn_switches_as_the_turn_passes() -> None:
    """CR 500.1, 102.1 and 611.3b: on A's turn A's Lynx is a 2/1 and B's a 2/3 (not B's turn);
    once the turn passes to B, A's is a 2/3 and B's a 2/1."""
    text = "As long as it's not your turn, Lynx gets +0/+2."
    mine = creature("mine", text, power=2, name="Lynx")
    theirs = creature("theirs", text, controller="B", power=2, name="Lynx")
    forests = [{"card": "Forest"}] * 3
    state = mtgsim.load({"active_player": "A", "step": "precombat main", "until": "end of game",
                         "players": {"A": {"library": forests}, "B": {"library": forests}},
                         "permanents": [mine, theirs]})
    assert (state.toughness("mine"), state.toughness("theirs")) == (1, 3)
    while state.active == "A":
        kind = state.decision.kind if state.decision is not None else ""
        state.apply({"declare_attackers": "attack none", "declare_blockers": "block none"}.get(
            kind, "pass"))
    assert (state.toughness("mine"), state.toughness("theirs")) == (3, 1)


@plays("As long as you have one or fewer cards in hand, ~ gets +2/+2 and has menace.")
def test_one_or_fewer_cards_in_hand() -> None:
    """CR 402.1 and 611.3b: with two cards in hand the creature is a 1/1 without menace; A
    casts one (the Shock): one card left, a 3/3 with menace."""
    interpreter = creature("interpreter", "As long as you have one or fewer cards in hand, "
                           "Interpreter gets +2/+2 and has menace.")
    state = board(interpreter, hand=[SHOCK, {"card": "Forest"}])
    assert state.power("interpreter") == 1 and not state.has("interpreter", Kw.MENACE)
    shock(state, "B")
    assert (state.power("interpreter"), state.toughness("interpreter")) == (3, 3)
    assert state.has("interpreter", Kw.MENACE)


@plays("As long as you're the monarch, ~ gets +1/+1.")
def test_the_monarch() -> None:
    """CR 724.1, 724.3 and 611.3b: A isn't the monarch (a 1/1); A casts a spell making A the
    monarch (a 2/2); the monarch B becomes later, A's bonus ends (one monarch at a time)."""
    crown = {"name": "Crown", "types": ["Sorcery"], "cost": "{0}",
             "text": "You become the monarch."}
    guard = creature("guard", "As long as you're the monarch, Guard gets +1/+1.")
    state = board(guard, hand=[crown])
    assert state.power("guard") == 1
    [card] = [p.id for p in state.permanents.values() if p.card.name == "Crown"]
    state.apply(f'cast "{card}"')
    while state.stack:
        state.apply("pass")
    assert state.players["A"].monarch and state.power("guard") == 2
    state.players["A"].monarch, state.players["B"].monarch = False, True
    assert state.power("guard") == 1


@plays("As long as your life total is less than or equal to half your starting life total, "
       "~ has indestructible.")
def test_half_your_starting_life_total() -> None:
    """CR 103.4, 119.3 and 611.3b: at 12 life of 20 the creature isn't indestructible; A's
    Shock at A (10: exactly half) makes it so, "less than or equal to"."""
    bane = creature("bane", "As long as your life total is less than or equal to half your "
                    "starting life total, Bane has indestructible.")
    state = board(bane, hand=[SHOCK], life=12)
    assert not state.has("bane", Kw.INDESTRUCTIBLE)
    shock(state, "A")
    assert state.players["A"].life == 10 and state.has("bane", Kw.INDESTRUCTIBLE)


@plays("As long as an opponent's life total is less than half their starting life total, ~ "
       "has indestructible.")
def test_an_opponent_under_half_their_starting_life_total() -> None:
    """CR 103.4 and 611.3b: B at 12 life: no; shocked to 10, exactly half, is not less than
    half (still no); shocked again to 8, it is: indestructible."""
    anya = creature("anya", "As long as an opponent's life total is less than half their "
                    "starting life total, Anya has indestructible.")
    state = board(anya, hand=[SHOCK, SHOCK], mana="{R}{R}{2}")
    state.players["B"].life = 12
    shocks = [p.id for p in state.permanents.values() if p.card.name == "Shock"]
    resolve(state, f'cast "{shocks[0]}"', "target B")
    assert state.players["B"].life == 10 and not state.has("anya", Kw.INDESTRUCTIBLE)
    resolve(state, f'cast "{shocks[1]}"', "target B")
    assert state.players["B"].life == 8 and state.has("anya", Kw.INDESTRUCTIBLE)


@plays("As long as ~ is renowned, it has menace.")
def test_renowned_after_renown() -> None:
    """CR 702.112a-b and 611.3b: the creature has no menace; it deals combat damage to B
    unblocked, renown 1 puts a +1/+1 counter on it and it becomes renowned: menace."""
    chaser = creature("chaser", "Renown 1\nAs long as Chaser is renowned, it has menace.")
    state = board(chaser, step="beginning of combat")
    assert not state.has("chaser", Kw.MENACE)
    _to_attacks(state)
    state.apply("attack chaser=B")
    while state.decision is not None and state.decision.kind != "declare_blockers":
        state.apply("pass")
    state.apply("block none")
    while state.permanents["chaser"].counters.get("+1/+1", 0) == 0:
        state.apply("pass")
    assert state.permanents["chaser"].renowned and state.has("chaser", Kw.MENACE)


@plays("As long as ~ has a +1/+1 counter on it, it can attack as though it didn't have "
       "defender.")
def test_attacks_despite_defender_with_a_counter() -> None:
    """CR 702.3b and 611.3b: the creature with defender can't attack; a spell puts a +1/+1
    counter on it, and it can (its defender is still there)."""
    bolster = {"name": "Growth", "types": ["Sorcery"], "cost": "{0}",
               "text": "Put a +1/+1 counter on target creature."}
    gator = creature("gator", "Defender\nAs long as Gator has a +1/+1 counter on it, it can "
                     "attack as though it didn't have defender.")
    for counter in (False, True):
        state = board(gator, hand=[bolster])
        if counter:
            [card] = [p.id for p in state.permanents.values() if p.card.name == "Growth"]
            state.apply(f'cast "{card}"')
            state.apply("target gator")
            while state.stack:
                state.apply("pass")
            assert state.permanents["gator"].counters.get("+1/+1") == 1
        assert state.has("gator", Kw.DEFENDER)
        _to_attacks(state)
        assert ("attack gator=B" in _legal(state)) == counter


@plays("As long as you control another multicolored permanent, ~ gets +1/+1 and has flying.")
def test_another_multicolored_permanent() -> None:
    """CR 105.2c and 611.3b: the blade, itself multicolored ({W}{U}), doesn't count itself
    (a 1/1 without flying); a {G}{W} creature entering under A's control is another: a 2/2
    with flying. B's multicolored permanent never counts."""
    blade = creature("blade", "As long as you control another multicolored permanent, Blade "
                     "gets +1/+1 and has flying.", cost="{W}{U}", name="Blade",
                     colors=["W", "U"])
    theirs = creature("theirs", controller="B", cost="{B}{R}", colors=["B", "R"])
    knight = {"name": "Knight", "types": ["Creature"], "cost": "{G}{W}", "power": 2,
              "toughness": 2, "colors": ["G", "W"]}
    state = board(blade, theirs, hand=[knight], mana="{G}{W}")
    assert state.power("blade") == 1 and not state.has("blade", Kw.FLYING)
    [card] = [p.id for p in state.permanents.values() if p.card.name == "Knight"]
    resolve(state, f'cast "{card}"')
    assert state.power("blade") == 2 and state.has("blade", Kw.FLYING)
