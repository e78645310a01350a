"""Delayed triggered abilities (CR 603.7, ``sim.rules.delayed``): "draw a card at the beginning
of the next turn's upkeep", "sacrifice it at the beginning of the next end step", created as a
spell or ability resolves and triggering once, later, controlled by its creator's controller."""

from __future__ import annotations

from typing import Any

import numpy as np
import pytest
from played import plays

import mtgsim
from sim.model.events import (
    AbilityTriggered,
    Bounced,
    CardDrawn,
    Died,
    Entered,
    Exiled,
    StepBegan,
)
from sim.model.objects import Step, Zone
from sim.testing.checker import check
from sim.text import FULL, read_card


def spell(text: str, kind: str = "Sorcery", **fields: Any) -> dict[str, Any]:
    """An inline card costing {R} whose text is read whole."""
    card = {"name": "Probe", "types": [kind], "cost": "{R}", "text": text, **fields}
    reading = read_card(text, "Probe", (kind,))
    assert reading.status == FULL, reading.unsupported
    return card


def game(hand: list[dict[str, Any]], limit: int = 3, mana: str = "{R}",
         permanents: list[dict[str, Any]] | None = None) -> mtgsim.GameState:
    """A's precombat main phase of turn 1, played to the end of turn ``limit``."""
    return mtgsim.load({
        "active_player": "A", "step": "precombat main", "until": "end of game",
        "turn_limit": limit, "permanents": permanents or [],
        "players": {"A": {"hand": hand, "mana": mana, "library": 10},
                    "B": {"library": 10}}})


def cast(state: mtgsim.GameState, card: str = "A:hand:1", *targets: str) -> None:
    """A casts ``card`` (choosing ``targets`` if asked) and both pass until it resolves."""
    state.apply(f'cast "{card}"')
    for t in targets:
        state.apply(f"target {t}")
    while state.stack or state.casting is not None:
        state.apply("pass")


def finish(state: mtgsim.GameState) -> None:
    """Play on to the end (passing, attacking with nothing, the first of other choices)."""
    while state.decision is not None:
        legal = [str(a) for a in state.legal_actions()]
        state.apply("pass" if "pass" in legal else "attack none" if "attack none" in legal
                    else legal[0])


def timeline(state: mtgsim.GameState) -> list[tuple[int, str, Any]]:
    """Each event with the turn (counted by the untap steps that began) and step it
    happened in."""
    out, turn = [], 1
    for e in state.events:
        if isinstance(e, StepBegan) and e.step == Step.UNTAP:
            turn += 1
        out.append((turn, str(e.step), e))
    return out


def draws(state: mtgsim.GameState, player: str) -> list[tuple[int, str]]:
    """(turn, step) of each card ``player`` drew."""
    return [(t, s) for t, s, e in timeline(state) if isinstance(e, CardDrawn) and
            e.player == player]


def when(state: mtgsim.GameState, kind: type, pid: str) -> list[tuple[int, str]]:
    """(turn, step) of each event of class ``kind`` about permanent ``pid``."""
    return [(t, s) for t, s, e in timeline(state) if isinstance(e, kind) and
            getattr(e, "permanent", None) == pid]


DRAW_LATER = "Draw a card at the beginning of the next turn's upkeep."


@plays("Draw a card at the beginning of the next turn's upkeep.")
def test_a_card_is_drawn_at_the_next_turn_s_upkeep() -> None:
    """CR 603.7a: resolving, the spell creates a delayed triggered ability and draws nothing
    now; it triggers as the next turn's upkeep begins (B's turn 2), controlled by the spell's
    controller (603.7d-e: A draws), and only once (603.7c: nothing more on turn 3's upkeep)."""
    state = game([spell(DRAW_LATER)])
    cast(state)
    assert len(state.players["A"].library) == 10 and state.delayed
    finish(state)
    assert draws(state, "A") == [(2, "upkeep"), (3, "draw")]
    assert not state.delayed
    triggered = [(t, s, e.player) for t, s, e in timeline(state)
                 if isinstance(e, AbilityTriggered)]
    assert triggered == [(2, "upkeep", "A")]


@plays("Target player draws a card at the beginning of the next turn's upkeep.",
       "You draw a card at the beginning of the next turn's upkeep.")
def test_the_player_is_chosen_as_the_spell_resolves() -> None:
    """CR 603.7a, 603.7c: the player the delayed ability acts on is the target chosen for the
    spell (B), who draws at the beginning of the next turn's upkeep; "you draw" is the spell's
    controller's draw."""
    state = game([spell("Target player draws a card at the beginning of the next turn's "
                        "upkeep.")], limit=2)
    cast(state, "A:hand:1", "B")
    finish(state)
    assert draws(state, "B") == [(2, "upkeep"), (2, "draw")] and draws(state, "A") == []
    state = game([spell("You draw a card at the beginning of the next turn's upkeep.")],
                 limit=2)
    cast(state)
    finish(state)
    assert draws(state, "A") == [(2, "upkeep")]


@plays("When Probe enters the battlefield, draw a card at the beginning of the next turn's "
       "upkeep.")
def test_an_enters_trigger_delays_its_draw() -> None:
    """CR 603.6a, 603.7a: the enters trigger resolves in turn 1 and creates the delayed
    ability; A draws at the beginning of turn 2's upkeep, not before."""
    text = "When Probe enters the battlefield, draw a card at the beginning of the next " \
        "turn's upkeep."
    state = game([spell(text, "Creature", power=1, toughness=1)], limit=2)
    cast(state)
    while state.stack or state.triggered:
        state.apply("pass")
    assert draws(state, "A") == [] and state.delayed
    finish(state)
    assert draws(state, "A") == [(2, "upkeep")]


TOKEN_THEN = "Create a 3/1 red Elemental creature token with haste. "


@plays("Create a 3/1 red Elemental creature token with haste. Sacrifice it at the beginning "
       "of the next end step.",
       "Create a 3/1 red Elemental creature token with haste. Exile it at the beginning of the "
       "next end step.")
@pytest.mark.parametrize("verb", ["Sacrifice", "Exile"])
def test_the_token_is_gone_at_this_turn_s_end_step(verb: str) -> None:
    """CR 603.7a: created in the precombat main phase, "the next end step" is this turn's:
    as the end step begins the delayed ability sacrifices the token (701.21a: it dies) or
    exiles it (406.2); in another zone it ceases to exist (704.5d)."""
    state = game([spell(f"{TOKEN_THEN}{verb} it at the beginning of the next end step.")])
    cast(state)
    token = next(p.id for p in state.permanents.values() if p.token)
    finish(state)
    assert token not in state.permanents
    assert when(state, Died if verb == "Sacrifice" else Exiled, token) == [(1, "end")]
    assert when(state, Exiled if verb == "Sacrifice" else Died, token) == []


END_STEP_TOKEN = ("At the beginning of your end step, create a 1/1 white Spirit creature "
                  "token. Exile it at the beginning of the next end step.")


@plays("At the beginning of your end step, create a 1/1 white Spirit creature token. Exile "
       "it at the beginning of the next end step.")
def test_created_during_an_end_step_it_waits_for_the_next_one() -> None:
    """CR 603.7a, 513.1: a delayed ability created as an end step's trigger resolves waits for
    the next end step, the next turn's (B's turn 2), as that step has begun already."""
    state = game([], permanents=[{"id": "w1", "controller": "A", "name": "Watcher",
                                  "power": 0, "toughness": 4, "text": END_STEP_TOKEN}])
    finish(state)
    exiled = [(t, s) for t, s, e in timeline(state) if isinstance(e, Exiled)]
    assert exiled == [(2, "end")]  # turn 1's token; turn 3's waits for turn 4
    assert len(state.delayed) == 1


@plays("At the beginning of the next end step, destroy Probe.",
       "{R}: Probe gets +3/+0 until end of turn. Destroy Probe at the beginning of the next "
       "end step.")
def test_the_source_is_destroyed_at_the_end_step() -> None:
    """CR 603.7a, 701.8a: the activated ability pumps the creature now and creates the delayed
    ability, which destroys it as the end step begins; "at the beginning of the next end step,
    destroy ~" is the same instruction."""
    for effect in ("Destroy Probe at the beginning of the next end step.",
                   "At the beginning of the next end step, destroy Probe."):
        text = "{R}: Probe gets +3/+0 until end of turn. " + effect
        state = game([], permanents=[{"id": "p1", "controller": "A", "name": "Probe",
                                      "power": 1, "toughness": 1, "text": text}])
        state.apply("activate p1 0")
        while state.stack:
            state.apply("pass")
        assert state.power("p1") == 4 and state.permanents["p1"].zone is Zone.BATTLEFIELD
        finish(state)
        assert when(state, Died, "p1") == [(1, "end")]


RETURN_LATER = "Return target creature to its owner's hand at the beginning of the next end step."


@plays("Return target creature to its owner's hand at the beginning of the next end step.")
def test_a_new_object_is_not_the_one_the_ability_is_about() -> None:
    """CR 603.7c, 400.7: the delayed ability returns the creature it was created about at the
    end step; a creature that left the battlefield and came back since is a new object, which
    it leaves alone."""
    bears = {"id": "b1", "controller": "B", "name": "Bears", "power": 2, "toughness": 2}
    state = game([spell(RETURN_LATER)], permanents=[bears], limit=1)
    cast(state, "A:hand:1", "b1")
    assert state.permanents["b1"].zone is Zone.BATTLEFIELD
    finish(state)
    assert when(state, Bounced, "b1") == [(1, "end")]
    state = game([spell(RETURN_LATER)], permanents=[bears], limit=1)
    cast(state, "A:hand:1", "b1")
    state.move("b1", Zone.HAND)  # it leaves and comes back: a new object (400.7)
    state.move("b1", Zone.BATTLEFIELD)
    finish(state)
    assert state.permanents["b1"].zone is Zone.BATTLEFIELD and when(state, Bounced, "b1") == []


FLICKER = ("Exile target creature. Return that card to the battlefield under its owner's "
           "control at the beginning of the next end step.")


@plays("Exile target creature. Return that card to the battlefield under its owner's "
       "control at the beginning of the next end step.",
       "Exile target creature. Return it to the battlefield under your control at "
       "the beginning of the next end step.")
def test_the_exiled_card_returns_at_the_end_step() -> None:
    """CR 603.7a, 406.2, 400.7: the creature is exiled now and returns as the end step begins
    — under its owner's control (B's), or under the delayed ability's controller's for "under
    your control" (603.7d-e, A's) — a new object: undamaged, summoning sick (302.6)."""
    bears = {"id": "b1", "controller": "B", "name": "Bears", "power": 2, "toughness": 2}
    for text, controller in ((FLICKER, "B"), (FLICKER.replace(
            "that card", "it").replace("its owner's", "your"), "A")):
        state = game([spell(text)], permanents=[bears], limit=1)
        cast(state, "A:hand:1", "b1")
        assert state.permanents["b1"].zone is Zone.EXILE
        finish(state)
        assert when(state, Entered, "b1") == [(1, "end")]
        back = state.permanents["b1"]
        assert back.zone is Zone.BATTLEFIELD and back.controller == controller


@plays("{R}: Exile Probe. Return it to the battlefield under its owner's control at the "
       "beginning of the next end step.")
def test_the_source_exiles_itself_and_comes_back() -> None:
    """CR 603.7a, 400.7: the activated ability exiles its own source; the delayed ability
    returns that card at the end step; a token exiled this way has ceased to exist (704.5d)
    and nothing returns (603.7c)."""
    text = ("{R}: Exile Probe. Return it to the battlefield under its owner's control at the "
            "beginning of the next end step.")
    for token in (False, True):
        state = game([], permanents=[{"id": "p1", "controller": "A", "name": "Probe",
                                      "power": 1, "toughness": 1, "text": text,
                                      "token": token}], limit=1)
        state.apply("activate p1 0")
        while state.stack:
            state.apply("pass")
        assert "p1" not in state.permanents or state.permanents["p1"].zone is Zone.EXILE
        finish(state)
        assert ("p1" in state.permanents) != token
        assert when(state, Entered, "p1") == ([] if token else [(1, "end")])


def test_a_card_that_left_exile_is_not_returned() -> None:
    """CR 603.7c, 400.7: a card that left exile before the end step (put into its owner's
    graveyard) is a new object: the delayed ability leaves it there."""
    bears = {"id": "b1", "controller": "B", "name": "Bears", "power": 2, "toughness": 2}
    state = game([spell(FLICKER)], permanents=[bears], limit=1)
    cast(state, "A:hand:1", "b1")
    state.move("b1", Zone.GRAVEYARD)
    finish(state)
    assert state.permanents["b1"].zone is Zone.GRAVEYARD


MARK = ("Target creature gets +1/+0 until end of turn. When that creature dies this turn, "
        "create a 3/2 red and white Spirit creature token.")
KILL = {"name": "Kill", "types": ["Instant"], "cost": "{B}", "text": "Destroy target creature."}


def marked(moved: bool = False) -> mtgsim.GameState:
    """A casts MARK on B's Bears, then (after it left and came back, if ``moved``) Kill on
    it."""
    bears = {"id": "b1", "controller": "B", "name": "Bears", "power": 2, "toughness": 2}
    state = game([spell(MARK, "Instant"), KILL], mana="{R}{B}", permanents=[bears], limit=1)
    cast(state, "A:hand:1", "b1")
    assert state.power("b1") == 3 and len(state.delayed) == 1
    if moved:
        state.move("b1", Zone.HAND)  # a new object (400.7)
        state.move("b1", Zone.BATTLEFIELD)
    cast(state, "A:hand:2", "b1")
    while state.triggered or state.stack:
        state.apply("pass")
    return state


@plays("Target creature gets +1/+0 until end of turn. When that creature dies this turn, "
       "create a 3/2 red and white Spirit creature token.")
def test_when_that_creature_dies_this_turn() -> None:
    """CR 603.7a, 700.4: the spell creates a delayed ability about its target; when that
    creature dies this turn it triggers once (603.7c), controlled by the spell's controller
    (603.7d-e): A creates the Spirit, though the creature was B's."""
    state = marked()
    assert state.permanents["b1"].zone is Zone.GRAVEYARD
    spirits = [p for p in state.permanents.values() if p.token]
    assert [(p.controller, p.card.power, p.card.toughness) for p in spirits] == [("A", 3, 2)]
    assert not state.delayed
    reading = read_card("Whenever you attack, target attacking creature gets +1/+0 until end "
                        "of turn. When that creature dies this turn, surveil 1.", "Probe",
                        ("Creature",))
    assert reading.status == FULL


def test_a_new_object_dying_does_not_trigger_it() -> None:
    """CR 603.7c, 400.7: the creature left the battlefield and came back: the object that
    dies is a new one, not the one the delayed ability is about — no Spirit."""
    state = marked(moved=True)
    assert state.permanents["b1"].zone is Zone.GRAVEYARD
    assert not [p for p in state.permanents.values() if p.token]


def test_it_waits_this_turn_only() -> None:
    """CR 603.7a: "this turn": the delayed ability is gone once the turn is over (its
    creature alive)."""
    bears = {"id": "b1", "controller": "B", "name": "Bears", "power": 2, "toughness": 2}
    state = game([spell(MARK, "Instant")], permanents=[bears], limit=2)
    cast(state, "A:hand:1", "b1")
    assert len(state.delayed) == 1
    finish(state)
    assert not state.delayed and state.turn == 2


ONCE = ("Whenever you cast an instant or sorcery spell, you gain 1 life. This ability triggers "
        "only once each turn.")


def once_game(limit: int = 1) -> mtgsim.GameState:
    """A's Watcher with ONCE and three free instants in A's hand."""
    free = {"name": "Free", "types": ["Instant"], "cost": "{0}", "text": "Draw a card."}
    return game([free, free, free], mana="", limit=limit, permanents=[
        {"id": "w1", "controller": "A", "name": "Watcher", "power": 0, "toughness": 4,
         "text": ONCE}])


def cast_free(state: mtgsim.GameState, card: str) -> None:
    """A casts a free instant; everything resolves."""
    state.apply(f'cast "{card}"')
    while state.stack or state.triggered:
        state.apply("pass")


@plays("Whenever you cast an instant or sorcery spell, you gain 1 life. This ability triggers "
       "only once each turn.")
def test_an_ability_that_triggers_only_once_each_turn() -> None:
    """CR 603.1 (an instruction of the ability), 603.2: the first spell of the turn triggers
    it, the second doesn't; a new object (the Watcher left the battlefield and came back,
    400.7) has an ability that hasn't triggered yet; the next turn it triggers again."""
    state = once_game(limit=3)
    cast_free(state, "A:hand:1")
    cast_free(state, "A:hand:2")
    assert state.players["A"].life == 21
    state.move("w1", Zone.EXILE)
    state.move("w1", Zone.BATTLEFIELD)
    cast_free(state, "A:hand:3")
    assert state.players["A"].life == 22
    state = once_game(limit=3)
    cast_free(state, "A:hand:1")
    while not (state.turn == 3 and state.step == Step.PRECOMBAT_MAIN):
        legal = [str(a) for a in state.legal_actions()]
        state.apply("pass" if "pass" in legal else "attack none" if "attack none" in legal
                    else legal[0])
    cast_free(state, "A:hand:2")
    assert state.players["A"].life == 22


@plays("Exile target creature. At the beginning of the next end step, return that card to the "
       "battlefield under its owner's control with a +1/+1 counter on it.")
def test_the_exiled_card_returns_with_a_counter() -> None:
    """CR 603.7a, 400.7, 614.1c: the card returns at the end step under its owner's control and
    enters with a +1/+1 counter (a new object: no damage, the counter only)."""
    text = ("Exile target creature. At the beginning of the next end step, return that card to "
            "the battlefield under its owner's control with a +1/+1 counter on it.")
    bears = {"id": "b1", "controller": "B", "name": "Bears", "power": 2, "toughness": 2}
    state = game([spell(text, "Instant")], permanents=[bears], limit=1)
    cast(state, "A:hand:1", "b1")
    finish(state)
    back = state.permanents["b1"]
    assert back.zone is Zone.BATTLEFIELD and back.controller == "B"
    assert back.counters == {"+1/+1": 1} and state.power("b1") == 3
    assert when(state, Entered, "b1") == [(1, "end")]


PACT = ("Create a 4/4 red Giant creature token.\nAt the beginning of your next upkeep, pay "
        "{4}{R}. If you don't, you lose the game.")


def pact(pay: str, lands: int) -> mtgsim.GameState:
    """A casts the pact (free) in turn 1, with ``lands`` Mountains; the game goes on to A's
    next upkeep, where A answers the payment with ``pay``."""
    mountains = [{"id": f"m{k}", "controller": "A", "name": "Mountain", "types": ["Land"],
                  "subtypes": ["Mountain"], "text": "{T}: Add {R}."} for k in range(lands)]
    card = {"name": "Pact", "types": ["Instant"], "cost": "{0}", "text": PACT}
    assert read_card(PACT, "Pact", ("Instant",)).status == FULL
    state = game([card], mana="", limit=4, permanents=mountains)
    cast(state)
    while state.decision is not None:
        legal = [str(a) for a in state.legal_actions()]
        if state.turn == 3 and state.step == Step.UPKEEP and pay in legal:
            state.apply(pay)
            continue
        state.apply("pass" if "pass" in legal else "attack none" if "attack none" in legal
                    else "no" if "no" in legal else legal[0])
    return state


@plays("Create a 4/4 red Giant creature token.\nAt the beginning of your next upkeep, pay {4}{R}. "
       "If you don't, you lose the game.")
def test_a_pact_is_paid_at_your_next_upkeep_or_the_game_is_lost() -> None:
    """CR 603.7a: "your next upkeep" is A's turn 3's, not B's turn 2's; 118.12: A chooses
    whether to pay {4}{R} then (a decision); 104.3e: not paid — or unpayable (118.3) — A
    loses the game (104.2a: B wins)."""
    state = pact("yes", 5)
    assert not state.players["A"].lost and state.result is not None
    assert state.result.winners == ()  # the turn limit: no one lost
    assert all(state.permanents[f"m{k}"].tapped for k in range(5))  # paid in turn 3
    assert [e.player for e in state.events if isinstance(e, AbilityTriggered)] == ["A"]
    declined = pact("no", 5)
    assert declined.players["A"].lost and declined.turn == 3
    assert declined.result is not None and declined.result.winners == ("B",)
    broke = pact("yes", 0)  # nothing to pay with: no choice, and A loses
    assert broke.players["A"].lost and broke.turn == 3


def test_the_conformance_checker_plays_delayed_abilities() -> None:
    """CR 603.7: random games with delayed draws, a delayed sacrifice, a delayed return from
    exile, a "when that creature dies this turn" and a pact pass every check (each decision
    listed and answered, the state's JSON round trip with delayed abilities waiting, the
    replay)."""
    triggered = 0
    for seed in range(4):
        state = game([spell(DRAW_LATER), spell(TOKEN_THEN + "Sacrifice it at the beginning "
                                                            "of the next end step."),
                      spell(FLICKER, "Instant"), spell(MARK, "Instant"), KILL,
                      {"name": "Pact", "types": ["Instant"], "cost": "{0}", "text": PACT}],
                     mana="{R}{R}{R}{R}{B}", limit=3,
                     permanents=[{"id": "b1", "controller": "B", "name": "Bears",
                                  "power": 2, "toughness": 2}])
        triggered += check(state, np.random.default_rng(seed)).triggered
    assert triggered


def test_a_delayed_payment_with_nothing_if_unpaid_is_not_run() -> None:
    """CR 118.12: "pay {3}{U}{U}" is run as an optional cost only with the "if you don't"
    that says what not paying does; alone, the clause is listed as not run."""
    reading = read_card("Counter target spell.\nAt the beginning of your next upkeep, pay "
                        "{3}{U}{U}.", "Probe", ("Instant",))
    assert reading.status != FULL
