"""Mana kept until end of combat (CR 500.4, 511.3; ``sim.rules.mana_ops.keep_combat_mana``,
``Player.combat_mana``): firebending N's "Whenever this creature attacks, add {R} N times.
This mana lasts until end of combat." (its reminder text, ``sim.text.keyword_triggers``)."""

from __future__ import annotations

from played import plays

import mtgsim
from sim.text import FULL, read_card


def _game(text: str, step: str = "beginning of combat") -> mtgsim.GameState:
    assert read_card(text, "Sage").status == FULL
    return mtgsim.load({
        "active_player": "A", "step": step, "until": "end of game", "turn_limit": 1,
        "permanents": [{"id": "p1", "controller": "A", "name": "Sage", "power": 2,
                        "toughness": 2, "text": text}],
        "players": {"A": {"library": 10, "hand": [SPARK]}, "B": {"library": 10}}})


#: an instant A holds, castable only with the red mana the attack adds
SPARK = {"name": "Spark", "types": ["Instant"], "cost": "{R}", "text": "You gain 3 life."}


def _red_by_step(state: mtgsim.GameState, cast_in: str = "") -> dict[str, int]:
    """A attacks B with p1, nobody blocks, everyone passes (A casts Spark in the step
    ``cast_in``): A's red mana at each decision, by step (the last decision of each; A has
    decisions only while it can cast Spark)."""
    seen: dict[str, int] = {}
    while state.decision is not None:
        seen[str(state.step)] = state.players["A"].mana.R
        kind = state.decision.kind
        legal = [str(a) for a in state.legal_actions()]
        cast = [a for a in legal if a.startswith("cast")]
        if cast and str(state.step) == cast_in:
            state.apply(cast[0])
            continue
        if kind == "declare_attackers":
            state.apply("attack p1=B")
        elif kind == "declare_blockers":
            state.apply("block none")
        else:
            legal = [str(a) for a in state.legal_actions()]
            state.apply("pass" if "pass" in legal else legal[0])
    return seen


@plays("Firebending 2")
def test_firebending_mana_lasts_through_combat_and_empties_as_it_ends() -> None:
    """CR 500.4, 511.3 (firebending 2: "Whenever this creature attacks, add {R}{R}. This
    mana lasts until end of combat."): the attack trigger adds {R}{R}, still in A's pool in
    the declare blockers, combat damage and end of combat steps, where A spends {R} of it on
    Spark; the other {R} is gone once the end of combat step ends (A can't cast in the
    postcombat main phase, and ends the turn with an empty pool)."""
    state = _game("Firebending 2")
    seen = _red_by_step(state, cast_in="end of combat")
    assert seen["declare blockers"] == seen["combat damage"] == seen["end of combat"] == 2
    assert "postcombat main" not in seen and not state.players["A"].mana.total
    assert state.players["A"].life == 23 and state.players["B"].life == 18


@plays("Firebending 1")
def test_mana_added_without_the_rider_empties_as_the_step_ends() -> None:
    """CR 500.4: without "this mana lasts until end of combat" the {R} the same trigger adds
    empties as the declare attackers step ends; firebending 1's {R} stays until the end of
    combat step ends (511.3)."""
    plain = _red_by_step(_game("Whenever this creature attacks, add {R}."))
    assert plain["declare attackers"] == 1 and plain["declare blockers"] == 0
    assert "combat damage" not in plain
    kept = _red_by_step(_game("Firebending 1"))
    assert kept["declare blockers"] == kept["end of combat"] == 1
    assert "postcombat main" not in kept


@plays("Create two 2/2 red Soldier creature tokens with firebending 1.")
def test_tokens_with_firebending_add_mana_as_they_attack() -> None:
    """CR 111.4; firebending 1 (its reminder text: "Whenever this creature attacks,
    add {R}. This mana lasts until end of combat."), 500.4, 511.3: the two Soldier tokens A
    creates on turn 1 attack on turn 3; each one's trigger adds {R}, both still in A's pool
    in the declare blockers step, none after combat."""
    state = mtgsim.load({
        "active_player": "A", "step": "precombat main", "until": "end of game",
        "turn_limit": 3, "players": {
            "A": {"library": 10, "mana": "{R}", "hand": [{
                "name": "Raid", "types": ["Instant"], "cost": "{R}",
                "text": "Create two 2/2 red Soldier creature tokens with firebending 1."}]},
            "B": {"library": 10}}})
    seen: dict[tuple[int, str], int] = {}
    while state.decision is not None:
        seen[(state.turn, str(state.step))] = state.players["A"].mana.R
        kind = state.decision.kind
        legal = [str(a) for a in state.legal_actions()]
        if kind == "declare_attackers" and state.active == "A" and state.turn == 3:
            tokens = sorted(p.id for p in state.permanents.values() if p.token)
            state.apply("attack " + " ".join(f"\"{t}\"=B" for t in tokens))
            continue
        cast = [a for a in legal if a.startswith("cast")]
        state.apply(cast[0] if cast else "pass" if "pass" in legal else legal[0])
    assert state.players["B"].life == 16
    assert seen[(3, "declare blockers")] == 2
    assert (3, "postcombat main") not in seen or seen[(3, "postcombat main")] == 0


@plays("Firebending 1")
def test_mana_kept_until_end_of_combat_is_spent_before_mana_kept_until_end_of_turn() -> None:
    """CR 500.4, 511.3: A has {R} kept until end of turn and firebending 1's {R} kept until
    end of combat; the Spark A casts in the combat damage step spends the one lost sooner, so
    the {R} kept until end of turn is still there in the postcombat main phase for a second
    Spark (A gains 3 twice)."""
    state = mtgsim.load({
        "active_player": "A", "step": "beginning of combat", "until": "end of game",
        "turn_limit": 1,
        "permanents": [{"id": "p1", "controller": "A", "name": "Sage", "power": 2,
                        "toughness": 2, "text": "Firebending 1\nWhenever this creature "
                        "attacks, add {R}. Until end of turn, you don't lose this mana as "
                        "steps and phases end."}],
        "players": {"A": {"library": 10, "hand": [SPARK, SPARK]}, "B": {"library": 10}}})
    cast_in = {"combat damage", "postcombat main"}
    while state.decision is not None:
        legal = [str(a) for a in state.legal_actions()]
        cast = [a for a in legal if a.startswith("cast")]
        if state.decision.kind == "declare_attackers":
            state.apply("attack p1=B")
        elif state.decision.kind == "declare_blockers":
            state.apply("block none")
        elif cast and str(state.step) in cast_in:
            cast_in.discard(str(state.step))
            state.apply(cast[0])
        else:
            state.apply("pass" if "pass" in legal else legal[0])
    assert state.players["A"].life == 26 and not cast_in
