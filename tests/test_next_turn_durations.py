"""Effects lasting "until your next turn" (CR 500.5, 611.2a, 800.4m;
``Duration.NEXT_TURN``, ``sim.model.next_turn_durations``): they last through the other
players' turns and end as their controller's next turn begins — or, once that player has left
the game, as that turn would have begun."""

from __future__ import annotations

from typing import Any

import pytest
from played import plays

import mtgsim
from sim.model.errors import IllegalActionError
from sim.model.keywords import Kw
from sim.model.next_turn_durations import NEXT_TURN
from sim.model.objects import Step
from sim.text.effect_text import read_effect

SHRINK = "Up to one target creature gets -2/-2 until your next turn."


def load(text: str, *permanents: dict[str, Any], kind: str = "Sorcery", active: str = "A",
         players: tuple[str, ...] = ("A", "B"), limit: int = 4) -> mtgsim.GameState:
    """``active``'s precombat main phase of turn 1, A holding a spell ``text`` costing {0}
    (and an instant it never casts); played on to turn ``limit``."""
    spell = {"id": "nap", "name": "Nap", "types": [kind], "cost": "{0}", "text": text}
    wait = {"id": "wait", "name": "Wait", "types": ["Instant"], "cost": "{0}",
            "text": "You gain 1 life."}  # never cast: A gets priority in every step
    state = mtgsim.load({
        "active_player": active, "step": "precombat main", "until": "end of game",
        "turn_limit": limit,
        "players": {p: {"library": 5, **({"hand": [spell, wait]} if p == "A" else {})}
                    for p in players},
        "permanents": list(permanents)})
    state.record_events = True
    return state


def creature(pid: str, controller: str, power: int = 3, **fields: Any) -> dict[str, Any]:
    return {"id": pid, "name": pid.title(), "controller": controller, "power": power,
            "toughness": power, **fields}


def cast(state: mtgsim.GameState, *targets: str) -> None:
    """A casts Nap at ``targets`` (in order) and every player passes until it resolved."""
    state.apply("cast nap")
    wanted = list(targets)
    while state.decision is not None and (state.stack or
                                          str(state.decision.kind) == "choose_target"):
        actions = [str(a) for a in state.legal_actions()]
        if wanted and f"target {wanted[0]}" in actions:
            state.apply(f"target {wanted.pop(0)}")
        else:
            state.apply("pass" if "pass" in actions else actions[0])


def to_turn(state: mtgsim.GameState, turn: int, step: Step = Step.UPKEEP) -> None:
    """Every player passes (no attack, no block) until ``step`` of turn ``turn``."""
    while not (state.turn == turn and state.step is step):
        actions = [str(a) for a in state.legal_actions()]
        state.apply(next((a for a in ("pass", "attack none", "block none") if a in actions),
                         actions[0]))


def size(state: mtgsim.GameState, pid: str) -> tuple[int, int]:
    return state.power(pid), state.toughness(pid)


@plays(SHRINK)
def test_it_lasts_through_the_opponents_turn_and_ends_as_yours_begins() -> None:
    """CR 611.2a, 500.5: A's -2/-2 on B's 3/3 still applies after A's turn ends (514.2 ends
    only "until end of turn" effects) and all through B's turn 2; as A's turn 3 begins it
    ends: the Ox is a 3/3 in A's upkeep."""
    state = load(SHRINK, creature("ox", "B"))
    cast(state, "ox")
    assert size(state, "ox") == (1, 1)
    to_turn(state, 2, Step.END)
    assert state.active == "B" and size(state, "ox") == (1, 1)
    to_turn(state, 3)
    assert state.active == "A" and size(state, "ox") == (3, 3)


@plays("Until your next turn, up to one target creature gets -2/-2.")
def test_cast_on_an_opponents_turn_it_ends_as_your_next_turn_begins() -> None:
    """CR 500.5: cast by A during B's turn 1 (an instant), the effect is still there in B's
    end step and ends as A's turn 2 begins: the Ox is a 3/3 in A's upkeep."""
    state = load("Until your next turn, up to one target creature gets -2/-2.",
                 creature("ox", "B"), kind="Instant", active="B")
    state.apply("pass")  # B passes priority in its main phase: A may cast the instant
    cast(state, "ox")
    assert size(state, "ox") == (1, 1)
    to_turn(state, 1, Step.END)
    assert size(state, "ox") == (1, 1)
    to_turn(state, 2)
    assert state.active == "A" and size(state, "ox") == (3, 3)


@plays("Target creature can't attack or block until your next turn.",
       "Until your next turn, target creature can't attack or block.")
def test_it_cant_attack_during_its_controllers_turn() -> None:
    """CR 508.1c, 509.1b, 500.5: B's Ox can't attack on B's turn 2 (B's declaration offers
    no attack by it) nor block; on A's turn 3 the restriction is over."""
    for text in ("Target creature can't attack or block until your next turn.",
                 "Until your next turn, target creature can't attack or block."):
        state = load(text, creature("ox", "B"))
        cast(state, "ox")
        to_turn(state, 2, Step.DECLARE_ATTACKERS)
        actions = [str(a) for a in state.legal_actions()]
        assert state.active == "B" and not any("ox" in a for a in actions), actions
        assert state.has("ox", Kw.CANT_BLOCK)
        to_turn(state, 3)
        assert not state.has("ox", Kw.CANT_ATTACK | Kw.CANT_BLOCK)


@plays("Target creature gains haste until your next turn.",
       "Until your next turn, target creature gains indestructible.")
def test_a_granted_ability_lasts_until_then() -> None:
    """CR 611.2a, 500.5: A's Bear keeps indestructible through B's turn and loses it as A's
    turn 3 begins."""
    state = load("Until your next turn, target creature gains indestructible.",
                 creature("bear", "A"))
    cast(state, "bear")
    to_turn(state, 2, Step.END)
    assert state.has("bear", Kw.INDESTRUCTIBLE)
    to_turn(state, 3)
    assert not state.has("bear", Kw.INDESTRUCTIBLE)
    assert not read_effect("Target creature gains haste until your next turn.").unsupported


@plays("Up to one target land you control becomes a 3/3 Elemental creature with haste until "
       "your next turn. It's still a land.")
def test_a_land_stays_a_creature_until_then() -> None:
    """CR 613.1d, 205.1b, 500.5: A's Forest is a 3/3 creature land through B's turn 2 and
    only a land again as A's turn 3 begins."""
    forest = {"id": "forest", "name": "Forest", "controller": "A", "types": ["Land"],
              "subtypes": ["Forest"]}
    state = load("Up to one target land you control becomes a 3/3 Elemental creature with "
                 "haste until your next turn. It's still a land.", forest)
    cast(state, "forest")
    assert state.is_creature("forest") and size(state, "forest") == (3, 3)
    to_turn(state, 2, Step.END)
    assert state.is_creature("forest")
    to_turn(state, 3)
    assert not state.is_creature("forest") and "Land" in state.permanents["forest"].card.types


@plays("Gain control of target creature until your next turn.")
def test_control_is_given_back_as_your_next_turn_begins() -> None:
    """CR 613.1b, 500.5: A controls B's Ox through B's turn 2 (B can't attack with it) and
    B gets it back as A's turn 3 begins."""
    state = load("Gain control of target creature until your next turn.", creature("ox", "B"))
    cast(state, "ox")
    assert state.permanents["ox"].controller == "A"
    to_turn(state, 2, Step.END)
    assert state.permanents["ox"].controller == "A"
    to_turn(state, 3)
    assert state.permanents["ox"].controller == "B"


def test_it_ends_as_the_turn_of_a_player_who_left_would_have_begun() -> None:
    """CR 800.4m: in a three-player game (A, B, C) A's -2/-2 on C's Ox outlasts A, who leaves
    the game during B's turn 2: it lasts through C's turn 3 and ends as A's turn would have
    begun, so in B's turn 4 the Ox is a 3/3 again."""
    state = load(SHRINK, creature("ox", "C"), players=("A", "B", "C"), limit=5)
    cast(state, "ox")
    to_turn(state, 2)
    state.players["A"].lost = True  # A left the game (800.4a)
    to_turn(state, 3, Step.POSTCOMBAT_MAIN)
    assert state.active == "C" and size(state, "ox") == (1, 1)
    to_turn(state, 4, Step.PRECOMBAT_MAIN)
    assert state.active == "B" and size(state, "ox") == (3, 3)


def test_its_duration_is_read() -> None:
    """CR 611.2a: each wording reads this duration."""
    for text in (SHRINK, "Until your next turn, target creature gains indestructible.",
                 "Target creature can't attack or block until your next turn."):
        program = read_effect(text)
        assert not program.unsupported
        assert [op.duration for op in program.ops] == [NEXT_TURN]


@plays("Until your next turn, up to one target creature gets -2/-0 and loses flying.")
def test_minus_zero_and_a_lost_ability_until_then() -> None:
    """CR 613.4c, 613.1f, 500.5: B's flying 3/3 Bird is a 1/3 without flying through B's turn
    2 (its toughness unchanged: "-0"); as A's turn 3 begins it has both back."""
    state = load("Until your next turn, up to one target creature gets -2/-0 and loses flying.",
                 creature("bird", "B", keywords=["flying"]))
    cast(state, "bird")
    assert size(state, "bird") == (1, 3) and not state.has("bird", Kw.FLYING)
    to_turn(state, 2, Step.END)
    assert size(state, "bird") == (1, 3) and not state.has("bird", Kw.FLYING)
    to_turn(state, 3)
    assert size(state, "bird") == (3, 3) and state.has("bird", Kw.FLYING)


@plays("Until your next turn, creatures your opponents control attack each combat if able.")
def test_the_opponents_creatures_must_attack_during_their_turn() -> None:
    """CR 508.1d, 500.5: on B's turn 2 B's Ox must attack (declaring no attackers is refused:
    it obeys fewer requirements than it could); as A's turn 3 begins the requirement ends."""
    state = load("Until your next turn, creatures your opponents control attack each combat "
                 "if able.", creature("ox", "B"))
    cast(state)
    to_turn(state, 2, Step.DECLARE_ATTACKERS)
    assert [str(a) for a in state.legal_actions()] == ["attack ox=A"]
    with pytest.raises(IllegalActionError):
        state.apply("attack none")
    to_turn(state, 3)
    assert not state.has("ox", Kw.ATTACKS_EACH_COMBAT)


@plays("Until your next turn, all lands you control become 2/2 Elemental creatures with reach, "
       "indestructible, and haste. They're still lands.",
       "All lands become 2/2 creatures until end of turn. They're still lands.")
def test_lands_stay_land_creatures_until_then() -> None:
    """CR 613.1d, 205.1b, 500.5: A's two Forests are 2/2 Elemental creature lands with reach
    and haste through B's turn 2 (B's Forest is not A's); as A's turn 3 begins they are only
    lands again. "They're still lands": the land type is kept (without it, 205.1a, the
    creature type would replace it)."""
    def forest(pid: str, controller: str) -> dict[str, Any]:
        return {"id": pid, "name": "Forest", "controller": controller, "types": ["Land"],
                "subtypes": ["Forest"]}
    state = load("Until your next turn, all lands you control become 2/2 Elemental creatures "
                 "with reach, indestructible, and haste. They're still lands.",
                 forest("f1", "A"), forest("f2", "A"), forest("f3", "B"))
    cast(state)
    for pid in ("f1", "f2"):
        card = state.permanents[pid].card
        assert size(state, pid) == (2, 2) and state.has(pid, Kw.REACH | Kw.HASTE)
        assert {"Land", "Creature"} <= set(card.types) and "Elemental" in card.subtypes
    assert not state.is_creature("f3")
    to_turn(state, 2, Step.END)
    assert state.is_creature("f1") and state.is_creature("f2")
    to_turn(state, 3)
    assert not state.is_creature("f1") and "Land" in state.permanents["f1"].card.types
    assert not read_effect("All lands become 2/2 creatures until end of turn. They're still "
                           "lands.").unsupported


@plays("Put a +1/+1 counter on each creature you control. Those creatures gain flying until "
       "your next turn.")
def test_those_creatures_are_the_ones_given_counters() -> None:
    """CR 608.2c, 611.2a, 500.5: "those creatures" are the creatures A put a counter on (as
    "they"): A's Bear is a 4/4 flier through B's turn 2, B's Ox gets neither; as A's turn 3
    begins the Bear loses flying and keeps its counter (122.1: counters stay)."""
    state = load("Put a +1/+1 counter on each creature you control. Those creatures gain "
                 "flying until your next turn.", creature("bear", "A"), creature("ox", "B"))
    cast(state)
    assert size(state, "bear") == (4, 4) and state.has("bear", Kw.FLYING)
    assert size(state, "ox") == (3, 3) and not state.has("ox", Kw.FLYING)
    to_turn(state, 2, Step.END)
    assert state.has("bear", Kw.FLYING)
    to_turn(state, 3)
    assert size(state, "bear") == (4, 4) and not state.has("bear", Kw.FLYING)
