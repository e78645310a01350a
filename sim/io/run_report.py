"""Results as data: the JSON object of ``mtgsim run --json`` (a public, versioned contract) and
the readable step-by-step log. Both read only the state and its event log."""

from __future__ import annotations

from typing import Any

from sim.model.events import (
    AbilityActivated,
    AbilityTriggered,
    AttackerDeclared,
    BandBlocked,
    BandDeclared,
    BlockerDeclared,
    CardDrawn,
    CardFound,
    CoinFlipped,
    CombatEnded,
    CostPaid,
    DamageDealt,
    Died,
    Discarded,
    EffectResolved,
    Entered,
    Event,
    Exiled,
    GameEnded,
    HandKept,
    LandPlayed,
    LibraryLooked,
    LifeGained,
    Milled,
    Mulliganed,
    PlayerLost,
    Shuffled,
    SpellCast,
    StackResolved,
    StepBegan,
    TappedForMana,
    TurnBegan,
)
from sim.model.objects import Zone
from sim.model.state import GameState
from sim.text import names
from sim.variants.puzzle_quest import SlotsArranged, all_slots, is_puzzle_quest

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
    (``sim.variants.puzzle_quest.slots``)."""
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
    """One permanent in the JSON output: name, controller, zone, tapped, damage, counters
    (zeros left out), power and toughness (of a creature on the battlefield, else null)
    and keywords (on the battlefield, else none)."""
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
        case TurnBegan():
            return f"turn {event.turn} begins: {event.player}'s turn"
        case LandPlayed():
            return f"{event.player} plays the land {event.card}"
        case Discarded():
            return f"{event.player} discards {event.card}"
        case Shuffled():
            return f"{event.player} shuffles their library"
        case LibraryLooked() if event.verb == "dig":  # CR 401, 608.2c
            away = f", {', '.join(event.graveyard)} into their graveyard" \
                if event.graveyard else ""
            return f"{event.player} looks at cards of their library: {event.top} back on " \
                f"top, {event.bottom} on the bottom{away}"
        case LibraryLooked() if event.verb == "reveal until":  # CR 701.20a
            return f"{event.player} reveals cards from the top of their library: " \
                f"{event.revealed or 'none'}; {event.bottom} on the bottom in a random order"
        case CardFound() if event.verb == "reveal until":
            return f"{event.player} puts the revealed {event.card} into their hand"
        case CoinFlipped():  # CR 705.1
            return f"{event.player} flips a coin and {'wins' if event.won else 'loses'} the flip"
        case LibraryLooked() if event.verb == "reveal top":  # CR 701.20a
            return f"{event.player} reveals the top card of their library: {event.revealed}"
        case CardFound() if event.verb == "reveal top":
            return f"{event.player} puts the revealed {event.card} into their hand"
        case CardFound() if event.verb == "explore":  # CR 701.44a
            return f"{event.player} explores and reveals the land {event.card}: it goes to " \
                "their hand"
        case LibraryLooked() if event.verb == "explore":
            return f"{event.player} explores and reveals a nonland card: " + (
                f"{event.graveyard[0]} into their graveyard" if event.graveyard
                else "it stays on top")
        case CardFound() if event.verb == "dig":
            return f"{event.player} puts {event.card if event.revealed else 'a card'} from " \
                "among the cards looked at into their hand" + (
                    " (revealed)" if event.revealed else "")
        case LibraryLooked():
            away = f", {', '.join(event.graveyard)} into their graveyard" \
                if event.graveyard else ""
            return f"{event.player} {'surveils' if event.verb == 'surveil' else 'scries'} " \
                f"{event.top + event.bottom + len(event.graveyard)}: {event.top} on top, " \
                f"{event.bottom} on the bottom{away}"
        case Milled():
            return f"{event.player} mills {len(event.cards)}: " + (
                ", ".join(event.cards) or "nothing")
        case CardFound():
            return f"{event.player} searches their library and finds {event.card}" + (
                " (revealed)" if event.revealed else "")
        case Mulliganed():
            return f"{event.player} takes mulligan {event.count} (CR 103.5): their hand is " \
                "shuffled into their library and they draw a new one"
        case HandKept():
            if not event.bottom:
                return f"{event.player} keeps their hand"
            return f"{event.player} keeps their hand and puts {_cards(event.bottom)} from it " \
                f"on the bottom of their library (London mulligan, CR 103.5): " \
                f"{', '.join(event.cards)}"
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


def _cards(n: int) -> str:
    return f"{n} card{'s' if n != 1 else ''}"


def game_event_text(event: Event) -> str | None:
    """The line of a game's log for ``event`` (``describe_event``, in a game's words where the
    combat log's are terse), or None for what a game's log leaves out: the beginning of each
    step (a step is shown when something happens in it) and a combat phase in which nothing
    attacked or blocked."""
    match event:
        case StepBegan():
            return None
        case CombatEnded():
            return describe_event(event) if event.attackers or event.blockers else None
        case CardDrawn():
            return f"{event.player} draws {event.card}"
        case Entered():
            attacking = f", attacking {event.attacking}" if event.attacking is not None else ""
            return f"{event.permanent} enters the battlefield under {event.controller}'s " \
                f"control{attacking}"
        case GameEnded() if not event.winners:
            return "game over: a draw"
    return describe_event(event)


def _opening_lines(events: list[Event]) -> list[str]:
    """The opening hands (CR 103.3-103.5), from the events before the first turn: each
    shuffle with the cards drawn after it on one line (a mulligan's with its mulligan, which
    is logged just before its shuffle), then each player's keep."""
    lines: list[str] = []
    hand: dict[str, int] = {}
    i = 0
    while i < len(events):
        event = events[i]
        mulligan = event if isinstance(event, Mulliganed) else None
        if mulligan is not None and i + 1 < len(events) \
                and isinstance(events[i + 1], Shuffled) and events[i + 1]["player"] == \
                mulligan.player:
            i += 1
            event = events[i]
        if isinstance(event, Shuffled):
            drawn: list[str] = []
            j = i + 1
            while j < len(events) and isinstance(events[j], CardDrawn) \
                    and events[j]["player"] == event.player:
                drawn.append(events[j]["card"])
                j += 1
            hand[event.player] = len(drawn)
            cards = f"{_cards(len(drawn))}: {', '.join(drawn)}" if drawn else "no card"
            if mulligan is not None:
                lines.append(f"{event.player} takes mulligan {mulligan.count} (CR 103.5): "
                             f"shuffles their hand into their library and draws {cards}")
            else:
                lines.append(f"{event.player} shuffles their library and draws {cards}")
            i = j
            continue
        text = game_event_text(event)
        if isinstance(event, HandKept) and event.player in hand:
            text = f"{text}; {_cards(hand[event.player] - event.bottom)} in hand"
        if text is not None:
            lines.append(text)
        i += 1
    return lines


def _step_lines(events: list[Event]) -> list[str]:
    """The lines of one step: each event's, the permanents tapped for mana to pay a cost
    shown with the payment."""
    lines: list[str] = []
    i = 0
    while i < len(events):
        event = events[i]
        if isinstance(event, TappedForMana):
            j = i
            while j < len(events) and isinstance(events[j], TappedForMana):
                j += 1
            paid = events[j] if j < len(events) else None
            if isinstance(paid, CostPaid):
                tapped = ", ".join(e["permanent"] for e in events[i:j])
                lines.append(f"{paid.player} pays {paid.amount} mana, tapping {tapped}")
                i = j + 1
                continue
        text = game_event_text(event)
        if text is not None:
            lines.append(text)
        i += 1
    return lines


def format_game_log(state: GameState) -> str:
    """A game's log, turn by turn: the opening hands, then a header per turn ("Turn 3 — A")
    and, under it, each step in which something happened with what happened in it: draws,
    land plays, spells cast and what resolved, attacks, blocks, damage, deaths, discards and
    the end of the game."""
    events = state.events
    starts = [i for i, e in enumerate(events) if isinstance(e, TurnBegan)]
    lines = ["== opening hands =="]
    lines += [f"  {line}" for line in _opening_lines(events[:starts[0] if starts else None])]
    for k, start in enumerate(starts):
        began = events[start]
        assert isinstance(began, TurnBegan)
        lines.append(f"Turn {began.turn} — {began.player}")
        turn = events[start + 1:starts[k + 1] if k + 1 < len(starts) else None]
        shown = 0
        for step, group in _by_step(turn):
            step_lines = _step_lines(group)
            if step_lines:
                lines.append(f"  {step}:")
                lines += [f"    {line}" for line in step_lines]
                shown += 1
        if not shown:
            lines.append("  (nothing happened)")
    return "\n".join(lines)


def _by_step(events: list[Event]) -> list[tuple[str, list[Event]]]:
    """``events`` in runs of the same step, in order."""
    groups: list[tuple[str, list[Event]]] = []
    for event in events:
        if not groups or groups[-1][0] != event.step:
            groups.append((event.step, []))
        groups[-1][1].append(event)
    return groups
