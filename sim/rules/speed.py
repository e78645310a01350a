"""Speed (CR 702.179, Aetherdrift): the state-based action that gives a player speed 1, its
inherent triggered ability, and the instruction that increases it
(``sim.model.speed_verbs``).

* CR 702.179a, 704.5z: "start your engines!" is a static ability; a player who has no speed
  and controls a permanent with it gets speed 1, as a state-based action (``start_speeds``,
  asked by ``sim.rules.sba`` for the permanents it already looks at). Losing control of the
  permanent later doesn't change the speed (702.179c: only an effect changes it).
* CR 702.179d: a player with speed has the inherent triggered ability "whenever one or more
  opponents lose life during your turn, if your speed is less than 4, increase your speed by
  1. This ability triggers only once each turn." (``speed_triggers``): it has no source, the
  player controls it (as the monarch's, 724.2), it uses the stack, and once it has triggered
  in a turn it doesn't trigger again that turn (whether or not it resolved). Life lost is
  an instruction's, life paid, or damage dealt to the player (119.3, 120.3a; not infect's
  poison counters, 120.3b): ``sim.rules.life_triggers.life_lost``.
* CR 702.179e: speed can't increase beyond 4 ("max speed", 702.178a): the intervening "if"
  (603.4) is checked as the event happens, and the increase stops at 4 as it resolves.

Cost: boards where nobody has speed never look (``speeding``: the active player's speed,
one look, before any event is read).
"""

from __future__ import annotations

from sim.model import programs as fx
from sim.model.events import Event
from sim.model.programs import YOU, Op, Program
from sim.model.speed_verbs import INCREASE_SPEED, MAX
from sim.model.stack_objects import TRIGGER, Resolving, StackItem
from sim.model.state import GameState
from sim.rules.life_triggers import life_lost

#: the inherent triggered ability's effect (CR 702.179d)
_INCREASE = Program("increase your speed by 1", ops=(Op(INCREASE_SPEED, YOU, amount=1),))


def start_speeds(state: GameState, players: list[str]) -> None:
    """CR 704.5z: each of ``players`` (who had no speed and controlled a permanent with
    start your engines!) now has speed 1; events are recorded from now on, for the ability
    of 702.179d reads them."""
    for p in players:
        if not state.players[p].speed:
            state.players[p].speed = 1
            state.players[p].speed_since = len(state.events)  # (a loss before: no ability)
            state.record_events = True
            state.version += 1


def speeding(state: GameState) -> bool:
    """Whether the active player's speed may increase this turn (CR 702.179d): they have
    speed, less than 4, and its ability hasn't triggered this turn."""
    player = state.players.get(state.active)
    return player is not None and 0 < player.speed < MAX and player.speed_turn != state.turn


def speed_triggers(state: GameState, batch: list[Event]) -> list[StackItem]:
    """The active player's speed ability, if an opponent lost life in ``batch`` (CR
    702.179d): at most once each turn, and not for a loss before they had speed (the ability
    didn't exist yet: 603.2, 704.5z gave it after the event)."""
    active = state.active
    start = len(state.events) - len(batch)  # ``batch``: the last events logged
    for e in batch[max(0, state.players[active].speed_since - start):]:
        loss = life_lost(state, e)
        if loss is not None and loss[0] != active:
            state.players[active].speed_turn = state.turn  # triggers only once each turn
            return [StackItem("", TRIGGER, active, "", "your speed increases by 1 "
                              "(CR 702.179d)", _INCREASE)]
    return []


def increase_speed(state: GameState, work: Resolving, op: fx.Op, objects: list[str],
                   n: int) -> bool:
    """"Increase your speed by 1" (CR 702.179d): up to 4 (702.179e)."""
    for o in objects:
        player = state.players.get(o)
        if player is not None and player.speed and player.speed < MAX:
            player.speed = min(MAX, player.speed + n)
            state.version += 1
    return True


#: the instructions this module runs (``sim.rules.effect_ops.OPS``)
SPEED_OPS = {INCREASE_SPEED: increase_speed}
