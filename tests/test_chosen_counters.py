"""+1/+1 or -1/-1 counters put on a creature its controller chooses as the instruction
resolves (CR 122.1; 115.1: not a target, so no target to become illegal and no hexproof to
stop it; 608.2c): "put a +1/+1 counter on a creature you control" (``sim.rules.
chosen_counters``)."""

from __future__ import annotations

from played import plays
from test_named_counters import finish_one, two_turns
from test_stack import card, legal, perm, play, to

from sim import GameState, Step
from sim.model.objects import MINUS, PLUS, Permanent, Zone
from sim.text.effect_text import read_effect

BEAR = card("Bear", power=2, toughness=2)


def _cast(text: str, *others: Permanent) -> GameState:
    spell = card("Boost", types=["Sorcery"], cost="{0}", text=text)
    state = two_turns(perm("s1", "A", spell, Zone.HAND), *others)
    to(state, "priority", Step.PRECOMBAT_MAIN, "A")
    play(state, "cast s1")
    if state.decision is not None and state.decision.kind == "priority":
        play(state, "pass")
    return state


@plays("Put a +1/+1 counter on a creature you control.")
def test_the_controller_chooses_one_of_their_creatures_as_it_resolves() -> None:
    """CR 122.1, 115.1, 608.2c: A chooses among A's two creatures (not B's) as the spell
    resolves; only the one chosen gets the counter. With one creature, it gets it, no choice."""
    state = _cast("Put a +1/+1 counter on a creature you control.", perm("b1", "A", BEAR),
                  perm("b2", "A", BEAR), perm("x1", "B", BEAR))
    assert state.decision is not None and state.decision.player == "A"
    assert legal(state) == ["permanent b1", "permanent b2"]
    play(state, "permanent b2")
    finish_one(state)
    counters = {p: dict(state.permanents[p].counters) for p in ("b1", "b2", "x1")}
    assert counters == {"b1": {}, "b2": {PLUS: 1}, "x1": {}}
    alone = _cast("Put a +1/+1 counter on a creature you control.", perm("b1", "A", BEAR),
                  perm("x1", "B", BEAR))
    finish_one(alone)
    assert dict(alone.permanents["b1"].counters) == {PLUS: 1}


@plays("Put two -1/-1 counters on another creature you control.")
def test_minus_counters_on_a_chosen_creature_may_kill_it() -> None:
    """CR 122.1a, 704.5f: the one creature A controls gets two -1/-1 counters: the 2/2 dies."""
    state = _cast("Put two -1/-1 counters on another creature you control.",
                  perm("b1", "A", BEAR))
    finish_one(state)
    assert state.permanents["b1"].zone is Zone.GRAVEYARD
    assert MINUS not in state.permanents["b1"].counters


def test_with_no_creature_nothing_happens() -> None:
    """CR 609.3: A controls no creature: the spell resolves, no counter anywhere."""
    state = _cast("Put a +1/+1 counter on a creature you control.", perm("x1", "B", BEAR))
    finish_one(state)
    assert not state.permanents["x1"].counters
    assert read_effect("Put a +1/+1 counter on a creature an opponent controls.").unsupported
