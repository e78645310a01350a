"""The conformance checker: random legal play with the interface's invariants checked at every
decision (in the spirit of OpenSpiel's random simulation test).

``check(state, rng)`` plays ``state`` to its end choosing uniformly among the legal actions and
checks, at every decision:

* the decision names a player still in the game, and ``legal_actions()`` is not empty;
* ``len(legal)`` equals the number iterated (when at most ``small``), every listed action is
  ``in`` the list, applies on a clone without error, and reads back from its text and JSON
  forms;
* a sample of unlisted actions (listed ones mutated: an amount changed, a creature added or
  dropped, a name that is not an option) raises ``IllegalActionError`` and changes nothing;
* acting on a clone leaves the original's ``to_dict()`` unchanged;
* ``to_dict()`` survives JSON and ``GameState.from_dict`` exactly;
* no state-based action is left undone (no creature with lethal damage or toughness 0 or less
  on the battlefield, no player at 0 life still playing) at a declaration.

At the end it replays ``state.history`` on the starting position and compares ``to_dict()``.
``check_seeds`` also plays the same seed twice and compares the trajectories. ``random_board``
makes random combats to check. Failures raise ``ConformanceError`` naming the decision.
"""

from __future__ import annotations

import json
from collections.abc import Iterator

import attrs
import numpy as np

from sim.actions import (
    Action,
    AssignDamage,
    ChooseEffect,
    DeclareAttackers,
    DeclareBlockers,
    OrderDamage,
    ResolveEffect,
    action_from_json,
    parse_action,
)
from sim.card import CardDef
from sim.declarations import AttackDeclaration, BlockDeclaration
from sim.errors import IllegalActionError
from sim.keywords import Kw
from sim.replacement import DamageEffect
from sim.rules import Edition
from sim.state import GameState, Permanent, Player

KEYWORD_MIX = (Kw.FLYING, Kw.REACH, Kw.FIRST_STRIKE, Kw.DOUBLE_STRIKE, Kw.DEATHTOUCH,
               Kw.TRAMPLE, Kw.LIFELINK, Kw.VIGILANCE, Kw.MENACE, Kw.INDESTRUCTIBLE, Kw.INFECT,
               Kw.WITHER, Kw.DEFENDER, Kw.HASTE, Kw.BLOCK_ADDITIONAL, Kw.LURE)


class ConformanceError(AssertionError):
    """An invariant of the decision interface does not hold."""


@attrs.frozen
class Report:
    """What a check played: decisions met, actions checked, unlisted actions refused."""

    decisions: int
    listed_checked: int
    unlisted_refused: int
    kinds: frozenset[str]


def check(state: GameState, rng: np.random.Generator, small: int = 48,
          unlisted: int = 4, max_decisions: int = 500) -> Report:
    """Play ``state`` (unchanged: a clone is played) at random, checking every decision."""
    start = state.clone()
    game = state.clone().start()
    decisions = listed_checked = refused = 0
    kinds: set[str] = set()
    while not game.is_terminal():
        decision = game.decision
        if decision is None or decisions >= max_decisions:
            raise ConformanceError(f"no decision pending but not terminal, or over "
                                   f"{max_decisions} decisions (at {game.step.value})")
        decisions += 1
        kinds.add(decision.kind)
        where = f"decision {decisions} ({decision})"
        _invariants(game, where)
        legal = game.legal_actions()
        n = legal.count()
        if n == 0:
            raise ConformanceError(f"{where}: no legal action")
        before = game.to_dict()
        _round_trip(game, before, where)
        listed = list(legal) if n <= small else [legal[int(i)] for i in
                                                   rng.integers(n, size=small)]
        if n <= small and len(listed) != n:
            raise ConformanceError(f"{where}: len(legal) is {n} but {len(listed)} iterated")
        for action in listed:
            listed_checked += 1
            _listed(game, action, where)
        if game.to_dict() != before:
            raise ConformanceError(f"{where}: acting on clones changed the original")
        for action in _unlisted(game, listed, n <= small, rng, unlisted):
            trial = game.clone()
            snapshot = trial.to_dict()
            try:
                trial.apply(action)
            except IllegalActionError:
                refused += 1
                if trial.to_dict() != snapshot:
                    raise ConformanceError(f"{where}: refusing {action} changed the state"
                                           ) from None
                continue
            raise ConformanceError(f"{where}: unlisted {action} was accepted")
        game.apply(legal.sample(rng))
    replay = start.clone().start()
    for action in game.history:
        replay.apply(action)
    if replay.to_dict() != game.to_dict():
        raise ConformanceError("replaying the history gives a different position")
    return Report(decisions, listed_checked, refused, frozenset(kinds))


def check_seeds(state: GameState, seed: int) -> Report:
    """``check`` with ``seed``, and the same seed played again gives the same trajectory."""
    report = check(state, np.random.default_rng(seed))
    first, second = state.clone(), state.clone()
    for game in (first, second):
        rng = np.random.default_rng(seed)
        game.start()
        while not game.is_terminal():
            game.apply(game.legal_actions().sample(rng))
    if first.to_dict() != second.to_dict():
        raise ConformanceError(f"seed {seed}: two plays differ")
    return report


def _invariants(game: GameState, where: str) -> None:
    decision = game.decision
    assert decision is not None
    if decision.player not in game.players or game.players[decision.player].lost:
        raise ConformanceError(f"{where}: {decision.player!r} is not a player still in the game")
    if decision.kind not in ("declare_attackers", "declare_blockers", "priority"):
        return  # state-based actions are checked when a player would receive priority
    for player in game.players.values():
        if not player.lost and (player.life <= 0 or player.poison >= 10):
            raise ConformanceError(f"{where}: {player.id} should have lost (CR 704.5a, c)")
    for perm in game.creatures():
        toughness = game.toughness(perm.id)
        if toughness <= 0 or perm.damage >= toughness and not game.has(perm.id,
                                                                      Kw.INDESTRUCTIBLE):
            raise ConformanceError(f"{where}: {perm.id} should be dead (CR 704.5f, g)")


def _round_trip(game: GameState, data: dict[str, object], where: str) -> None:
    back = GameState.from_dict(json.loads(json.dumps(data)))
    if back.to_dict() != data:
        raise ConformanceError(f"{where}: to_dict does not round-trip")


def _listed(game: GameState, action: Action, where: str) -> None:
    if action not in game.legal_actions():
        raise ConformanceError(f"{where}: listed {action} is not `in` the legal actions")
    if parse_action(str(action)) != action or action_from_json(action.to_json()) != action:
        raise ConformanceError(f"{where}: {action} does not read back from its text or JSON")
    trial = game.clone()
    try:
        trial.apply(action)
    except IllegalActionError as err:
        raise ConformanceError(f"{where}: listed {action} was refused: {err}") from None


def _unlisted(game: GameState, listed: list[Action], complete: bool,
              rng: np.random.Generator, count: int) -> Iterator[Action]:
    """Actions made by mutating listed ones, that are not legal: not in the complete list when
    ``listed`` is complete, else (a sample) not ``in`` the legal actions."""
    legal = game.legal_actions()
    known = set(listed)
    ids = [p.id for p in game.permanents.values()] + list(game.players)
    seen = 0
    for _ in range(count * 4):
        if seen >= count:
            return
        base = listed[int(rng.integers(len(listed)))]
        mutant = _mutate(base, ids, rng)
        if mutant is not None and (mutant not in known if complete else mutant not in legal):
            seen += 1
            yield mutant


def _mutate(action: Action, ids: list[str], rng: np.random.Generator) -> Action | None:
    pick = ids[int(rng.integers(len(ids)))] if ids else "x"
    if isinstance(action, AssignDamage):
        split = action.as_dict() or {pick: 0}
        key = list(split)[int(rng.integers(len(split)))]
        split[key] += 1 if rng.integers(2) else -1
        if split[key] < 0:
            split[key] = 2
        return AssignDamage.of(action.source, split)
    if isinstance(action, DeclareAttackers):
        attacks = action.declaration.as_dict()
        attacks[pick] = ids[int(rng.integers(len(ids)))]
        return DeclareAttackers(AttackDeclaration.of(attacks))
    if isinstance(action, DeclareBlockers):
        blocks = action.declaration.as_dict()
        blocks[pick] = [ids[int(rng.integers(len(ids)))]]
        return DeclareBlockers(BlockDeclaration.of(blocks))
    if isinstance(action, OrderDamage):
        return OrderDamage(action.creature, action.order[1:] if len(action.order) > 1
                           else action.order + action.order)
    if isinstance(action, ChooseEffect):
        return ChooseEffect(action.name + " (no such option)")
    if isinstance(action, ResolveEffect):
        return ResolveEffect(action.description + " (no such effect)")
    return ChooseEffect("not a priority action")


def random_board(rng: np.random.Generator, max_creatures: int = 4,
                 keywords: tuple[Kw, ...] = KEYWORD_MIX) -> GameState:
    """A random two-player combat: up to ``max_creatures`` creatures a side with random power,
    toughness, damage and one or two keywords from ``keywords``, some tapped or summoning
    sick; random life totals; a random rules edition; sometimes damage shields and doublers
    on the defending player (so replacement choices, CR 616.1, come up); forced damage
    assignments skipped or asked at random; player A attacks. Not started."""
    players = {p: Player(p, int(rng.integers(1, 21))) for p in ("A", "B")}
    permanents: dict[str, Permanent] = {}
    for player in players:
        for i in range(int(rng.integers(0, max_creatures + 1))):
            pid = f"{player.lower()}{i + 1}"
            kw = Kw.NONE
            for _ in range(int(rng.integers(0, 3))):
                kw |= keywords[int(rng.integers(len(keywords)))]
            toughness = int(rng.integers(1, 6))
            card = CardDef(pid, power=int(rng.integers(0, 6)), toughness=toughness,
                           keywords=kw)
            permanents[pid] = Permanent(pid, player, card, tapped=bool(rng.random() < 0.1),
                                        sick=bool(rng.random() < 0.1),
                                        damage=int(rng.integers(0, toughness)))
    game = GameState(players, permanents, ("A", "B"), "A",
                     rules=list(Edition)[int(rng.integers(len(Edition)))],
                     skip_trivial=bool(rng.integers(2)))
    for i, kind in enumerate(("prevent", "double", "plus")):
        if rng.random() < 0.25:
            game.damage_effects.append(DamageEffect(
                f"effect {i}", kind, to="B", amount=int(rng.integers(1, 4)),
                once=bool(rng.integers(2))))
    return game


__all__ = ["check", "check_seeds", "random_board", "Report", "ConformanceError"]
