"""Noncombat damage: fight (CR 701.14) and damage divided among targets (CR 601.2d, 608.2b).

Both make ordinary noncombat damage events that go through the same pipeline as combat damage
(``sim.rules.replacement``), are dealt simultaneously (CR 120.3), and are followed by state-based
actions when a player would next receive priority (the caller runs them, as after any spell).
When a player must choose how replacement effects apply, they return None and the state
waits at that decision (``state.decision``); the damage is dealt once it is applied.
"""

from __future__ import annotations

from collections.abc import Collection, Mapping
from typing import Any

from sim.model.abilities import EXILE_IF_DIES
from sim.model.damage_records import DamageEvent
from sim.model.errors import MtgsimError
from sim.model.objects import Duration, Effect
from sim.model.state import GameState
from sim.rules.damage import damage_event
from sim.rules.replacement import deal


def fight_action(state: GameState, first: str, second: str,
          legal: Collection[str] | None = None) -> list[DamageEvent] | None:
    """``first`` fights ``second``: each deals damage equal to its power to the other, at the
    same time (701.14a). ``legal`` are the targets still legal as the spell resolves (default:
    both): if either is illegal, or is no longer a creature on the battlefield, neither deals
    nor is dealt damage (701.14b; a spell whose targets are partly illegal does only what it
    can, 608.2b — and a fight needs both). A creature that fights itself deals damage to
    itself equal to twice its power (701.14c). Returns the damage dealt."""
    legal = (first, second) if legal is None else legal
    if first not in legal or second not in legal:
        return []
    if not (state.is_creature(first) and state.is_creature(second)):
        return []
    events = []
    for source, target in ((first, second), (second, first)):
        power = state.power(source)
        if power > 0:
            events.append(damage_event(state, source, target, power, combat=False))
    return deal(state, events)


def exile_if_it_would_die(state: GameState, creature: str, description: str = "") -> None:
    """"If [it] would die this turn, exile it instead" (Unnatural Aggression): a replacement
    effect on dying until end of turn (CR 614.1a), whether or not it was dealt damage."""
    state.add_effect(Effect(frozenset([creature]), Duration.END_OF_TURN,
                            params=frozenset([(EXILE_IF_DIES, "")]), description=description))


def check_division(total: int, division: Mapping[str, Any]) -> list[str]:
    """Why ``division`` is not a legal way to divide ``total`` damage as the spell is cast
    (CR 601.2d): between 1 and ``total`` targets, each assigned at least 1, adding up to
    ``total``."""
    problems = []
    if not 1 <= len(division) <= total:
        problems.append(f"choose between 1 and {total} targets, got {len(division)}")
    for target, amount in division.items():
        if isinstance(amount, bool) or not isinstance(amount, int) or amount < 1:
            problems.append(f"{target!r} must be assigned at least 1 damage, got {amount!r}")
    if not problems and sum(division.values()) != total:
        problems.append(f"the division adds up to {sum(division.values())}, not {total}")
    return problems


def divided_damage(state: GameState, source: str, controller: str, total: int,
                   division: Mapping[str, int],
                   legal: Collection[str] | None = None) -> list[DamageEvent] | None:
    """Deal ``total`` damage from ``source`` divided as announced when cast (601.2d). Targets
    no longer legal on resolution (``legal``; default all) are not dealt their share, and the
    division is not changed (608.2b: the rest still get theirs). Raises ``MtgsimError`` for an
    illegal division. ``source`` is the spell (by name) and ``controller`` its controller."""
    problems = check_division(total, division)
    if problems:
        raise MtgsimError(f"{source}: illegal division of {total} damage: " + "; ".join(problems))
    events = [DamageEvent(source, target, amount, controller, combat=False)
              for target, amount in division.items()
              if (legal is None or target in legal)
              and (target in state.players or state.is_creature(target)
                   or state.is_planeswalker(target))]
    return deal(state, events)
