"""Triggers at the beginning of an upkeep or an end step (CR 603.2b, 503.1, 513.1) — yours,
each player's, each opponent's — and "sacrifice ~" (701.21a), played over whole turns."""

from __future__ import annotations

from played import plays
from test_stack import card, finish, game, perm, to

import mtgsim
from sim import GameState, Step
from sim.model.events import Died, Sacrificed, StepBegan
from sim.model.objects import Zone


def turns(text: str, controller: str = "A", limit: int = 3, step: str = "upkeep",
          power: int = 0) -> GameState:
    """A game from A's upkeep, played turn after turn by the default policy (which doesn't
    attack with a 0-power creature) to the end of turn ``limit``, with a Watcher of ``text``."""
    state = mtgsim.load({
        "active_player": "A", "step": step, "until": "end of game", "turn_limit": limit,
        "players": {"A": {"library": 10}, "B": {"library": 10}},
        "permanents": [{"id": "w1", "controller": controller, "name": "Watcher",
                        "power": power, "toughness": 4, "text": text}]})
    mtgsim.play(state)
    return state


def life_after(text: str, controller: str = "A", limit: int = 3) -> dict[str, int]:
    state = turns(text, controller, limit)
    return {p: state.players[p].life for p in ("A", "B")}


@plays("At the beginning of your upkeep, you lose 1 life.")
def test_at_the_beginning_of_your_upkeep() -> None:
    """CR 603.2b and 503.1: it triggers as its controller's upkeep begins — A's first and
    third turns' upkeeps, not B's second turn's."""
    assert life_after("At the beginning of your upkeep, you lose 1 life.", limit=3) == {
        "A": 18, "B": 20}


@plays("At the beginning of each upkeep, you gain 1 life.",
       "At the beginning of each player's upkeep, you gain 1 life.")
def test_at_the_beginning_of_each_upkeep() -> None:
    """CR 603.2b and 503.1: "each upkeep" and "each player's upkeep" trigger in every upkeep,
    both players' turns."""
    for text in ("At the beginning of each upkeep, you gain 1 life.",
                 "At the beginning of each player's upkeep, you gain 1 life."):
        assert life_after(text, limit=3) == {"A": 23, "B": 20}


@plays("At the beginning of each opponent's upkeep, you gain 1 life.")
def test_at_the_beginning_of_each_opponents_upkeep() -> None:
    """CR 603.2b: only in the upkeeps of turns its controller's opponents take (B's turn 2)."""
    assert life_after("At the beginning of each opponent's upkeep, you gain 1 life.",
                      limit=3) == {"A": 21, "B": 20}


@plays("At the beginning of your end step, you gain 1 life.",
       "At the beginning of each end step, you gain 1 life.",
       "At the beginning of each opponent's end step, you gain 1 life.")
def test_end_step_triggers() -> None:
    """CR 603.2b and 513.1: "your end step" on A's turns (1 and 3), "each end step" on all
    three, "each opponent's end step" on B's (2)."""
    assert life_after("At the beginning of your end step, you gain 1 life.", limit=3)["A"] == 22
    assert life_after("At the beginning of each end step, you gain 1 life.", limit=3)["A"] == 23
    assert life_after("At the beginning of each opponent's end step, you gain 1 life.",
                      limit=3)["A"] == 21


@plays("At the beginning of the end step, sacrifice this creature.")
def test_sacrifice_at_the_beginning_of_the_end_step() -> None:
    """CR 701.21a and 513.1 (Ball Lightning's wording): at the first end step after it is on
    the battlefield, its controller sacrifices it; it dies (700.4)."""
    state = turns("At the beginning of the end step, sacrifice this creature.", limit=1,
                  step="postcombat main")
    assert state.permanents["w1"].zone is Zone.GRAVEYARD
    assert [e.permanent for e in state.events if isinstance(e, Sacrificed)] == ["w1"]
    ends = [i for i, e in enumerate(state.events) if isinstance(e, StepBegan) and
            e.step == Step.END]
    dead = [i for i, e in enumerate(state.events) if isinstance(e, Died)]
    assert ends and dead and dead[0] > ends[0]


@plays("Whenever this creature attacks, sacrifice it.")
def test_sacrifice_it_after_attacking() -> None:
    """CR 701.21a and 506.4: the trigger resolves in the declare attackers step; the raider is
    sacrificed, removed from combat, and deals no damage."""
    raider = card("Raider", power=3, toughness=3, text="Whenever this creature attacks, "
                  "sacrifice it.")
    state = game(perm("r1", "A", raider))
    to(state, "declare_attackers").apply("attack r1=B")
    finish(state)
    assert state.players["B"].life == 20
    assert [e.permanent for e in state.events if isinstance(e, Sacrificed)] == ["r1"]
    assert state.permanents["r1"].zone is Zone.GRAVEYARD
