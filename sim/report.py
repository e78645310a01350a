"""Results as data: the JSON object of ``mtgsim run --json`` (a public, versioned contract) and
the readable step-by-step log. Both read only the state and its event log."""

from __future__ import annotations

from typing import Any

from sim.events import (
    AbilityActivated,
    AbilityTriggered,
    AttackerDeclared,
    BandBlocked,
    BandDeclared,
    BlockerDeclared,
    CombatEnded,
    CostPaid,
    DamageDealt,
    Died,
    EffectResolved,
    Entered,
    Event,
    Exiled,
    GameEnded,
    LifeGained,
    PlayerLost,
    SpellCast,
    StackResolved,
    StepBegan,
    TappedForMana,
)
from sim.keywords import names
from sim.puzzle_quest import SlotsArranged, all_slots, is_puzzle_quest
from sim.state import GameState, Zone

SCHEMA_VERSION = 1


def result_json(state: GameState, legal: bool = True,
                violations: list[dict[str, Any]] | None = None) -> dict[str, Any]:
    """``schema_version``, ``rules``, ``legal``, ``players``, ``died``, ``permanents``,
    ``events``, ``outcome``, ``combat`` (``combat_json``) and ``violations`` when illegal."""
    died = list(state.outcome().died)
    out: dict[str, Any] = {
        "schema_version": SCHEMA_VERSION,
        "rules": state.rules.value,
        "legal": legal,
        "players": {p.id: {"life": p.life, "poison": p.poison, "lost": p.lost}
                    for p in state.players.values()},
        "died": died,
        "permanents": {pid: permanent_json(state, pid) for pid in _permanents(state)},
        "events": [e.to_json() for e in state.events],
        "outcome": None if state.result is None else {
            "winners": list(state.result.winners), "losers": list(state.result.losers),
            "reason": state.result.reason},
        "combat": combat_json(state),
    }
    if violations is not None:
        out["violations"] = violations
    return out


def combat_json(state: GameState) -> dict[str, Any]:
    """What attacked and blocked, read from the event stream (the combat state is gone once
    combat ends, CR 511.3): ``attackers``, each attacker's id -> the player, planeswalker or
    (a Puzzle Quest berserker's) creature it attacked — declared (CR 508.1) or put onto the
    battlefield attacking (508.4); ``blocks``, each blocker's id -> the attackers it blocked,
    in order (509.1; with a band, its band mates too, 702.22h). Under ``puzzle-quest`` also
    ``slots``: each player's creature slots, slot 1 first, in the final position
    (``sim.puzzle_quest.slots``)."""
    attackers: dict[str, str] = {}
    blocks: dict[str, list[str]] = {}
    for e in state.events:
        if isinstance(e, AttackerDeclared):
            attackers[e.attacker] = e.target
        elif isinstance(e, Entered) and e.attacking is not None:
            attackers[e.permanent] = e.attacking
        elif isinstance(e, BlockerDeclared | BandBlocked):
            blocked = blocks.setdefault(e.blocker, [])
            if e.attacker not in blocked:
                blocked.append(e.attacker)
    out: dict[str, Any] = {"attackers": attackers, "blocks": blocks}
    if is_puzzle_quest(state):
        out["slots"] = all_slots(state)
    return out


def _permanents(state: GameState) -> list[str]:
    """The objects that are or were permanents: on the battlefield, or left it (not the cards
    in hands and libraries; not tokens that ceased to exist)."""
    left = {pid for pid, _ in state.left}
    return [p.id for p in state.permanents.values()
            if p.zone is Zone.BATTLEFIELD or p.id in left]


def permanent_json(state: GameState, pid: str) -> dict[str, Any]:
    perm = state.permanents[pid]
    on_field = perm.zone is Zone.BATTLEFIELD
    creature = perm.card.is_creature
    return {
        "name": perm.card.name,
        "controller": perm.controller,
        "zone": perm.zone.value,
        "tapped": perm.tapped,
        "damage": perm.damage,
        "counters": {k: v for k, v in perm.counters.items() if v},
        "power": state.power(pid) if creature and on_field else None,
        "toughness": state.toughness(pid) if creature and on_field else None,
        "keywords": names(state.keywords(pid)) if on_field else [],
    }


def _choices(targets: tuple[str, ...] = (), x: int = 0, mode: int = -1,
             division: tuple[int, ...] = ()) -> str:
    shares = [f"{t} ({n})" for t, n in zip(targets, division, strict=True)] \
        if len(division) == len(targets) > 1 else targets
    parts = [f"targeting {', '.join(shares)}"] if targets else []
    if x:
        parts.append(f"X={x}")
    if mode >= 0:
        parts.append(f"mode {mode}")
    return f" ({'; '.join(parts)})" if parts else ""


def describe_event(event: Event) -> str:
    """One line of the text log for ``event``."""
    match event:
        case AttackerDeclared():
            return f"{event.attacker} attacks {event.target}"
        case BlockerDeclared():
            return f"{event.blocker} blocks {event.attacker}"
        case SlotsArranged():
            order = ", ".join(f"{i} {c}" for i, c in enumerate(event.slots, 1)) or "empty"
            return f"{event.player}'s creature slots: {order}"
        case BandDeclared():
            return f"{' + '.join(event.creatures)} attack as a band"
        case BandBlocked():
            return f"{event.attacker} becomes blocked by {event.blocker} (its band is blocked)"
        case DamageDealt():
            result = f" (as {event.result})" if event.result else ""
            return f"{event.source} deals {event.amount} damage to {event.target}{result}"
        case LifeGained():
            return f"{event.player} gains {event.amount} life ({event.reason})"
        case Died() | Exiled():
            return f"{event.permanent} {event.kind}: {event.reason}"
        case PlayerLost():
            return f"{event.player} loses the game: {event.reason}"
        case EffectResolved():
            return f"effect resolves: {event.description} on {', '.join(event.affected)}"
        case GameEnded():
            won = ", ".join(event.winners) or "nobody (draw)"
            return f"game over: {won} wins"
        case CombatEnded():
            return "combat ends; all creatures are removed from combat"
        case SpellCast():
            return f"{event.player} casts {event.name} ({event.card}) as {event.item}" \
                f"{_choices(event.targets, event.x, event.mode, event.division)}; it is on " \
                "the stack"
        case AbilityActivated():
            return f"{event.player} activates {event.source}'s ability as {event.item}: " \
                f"{event.ability}{_choices(event.targets, event.x)}"
        case AbilityTriggered():
            return f"{event.ability} triggers ({event.item}){_choices(event.targets)}"
        case StackResolved():
            if event.countered:
                return f"{event.item} ({event.name}) is removed from the stack without " \
                    "resolving: its targets are illegal or its condition is false (CR 608.2b, " \
                    "603.4)"
            skipped = f"; illegal targets skipped: {', '.join(event.skipped)}" \
                if event.skipped else ""
            return f"{event.item} resolves: {event.name}{skipped}"
        case CostPaid():
            return f"{event.player} pays {event.amount} mana"
        case TappedForMana():
            return f"{event.permanent} taps for {event.amount} mana"
    rest = ", ".join(f"{k}={v}" for k, v in event.to_json().items() if k not in ("kind", "step"))
    return f"{event.kind}: {rest}"


def format_log(state: GameState) -> str:
    """The event log grouped by step, then life totals and the dead (and, under
    ``puzzle-quest``, each player's creature slots after combat, slot 1 first)."""
    lines: list[str] = []
    step = None
    for event in state.events:
        if isinstance(event, StepBegan):
            continue  # a step is shown when something happens in it
        if event.step != step:
            step = event.step
            lines.append(f"== {step} ==")
        lines.append(f"  {describe_event(event)}")
    if not any(not isinstance(e, StepBegan) for e in state.events):
        lines.append("(nothing happened)")
    lines.append("== result ==")
    for p in state.players.values():
        lost = "  (lost)" if p.lost else ""
        poison = f", {p.poison} poison" if p.poison else ""
        lines.append(f"  {p.id}: {p.life} life{poison}{lost}")
    outcome = state.outcome()
    died = list(outcome.died) + list(outcome.exiled)
    lines.append(f"  died: {', '.join(died) if died else 'none'}")
    if is_puzzle_quest(state):
        for player, order in all_slots(state).items():
            shown = ", ".join(f"{i} {c}" for i, c in enumerate(order, 1)) or "empty"
            lines.append(f"  {player}'s slots: {shown}")
    return "\n".join(lines)
