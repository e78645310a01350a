"""Edicts (CR 701.21a): "<player> sacrifices N <kinds>" as an instruction resolves — "target
player sacrifices a creature", "each player sacrifices two creatures", "each opponent
sacrifices a nonland permanent", "sacrifice a land" (the controller), annihilator's "defending
player sacrifices N permanents" (702.86a).

The player who sacrifices chooses (701.21a: one can sacrifice only a permanent one controls),
one ``SACRIFICE_CHOICE`` at a time, answered by a ``choose_sacrifice`` decision; a player who
controls N or fewer permanents of the kind sacrifices them all without a choice (all that
they can, 609.3). When several players sacrifice ("each player ..."), they choose in APNAP
order and then the chosen permanents are sacrificed at the same time (101.4)."""

from __future__ import annotations

import attrs

from sim.model.objects import Permanent, Zone
from sim.model.programs import Op
from sim.model.stack_objects import SACRIFICE_CHOICE, Resolving
from sim.model.state import GameState
from sim.rules.answers import choose_each
from sim.rules.sacrifice import sacrifice_these


def of_kinds(perm: Permanent, kinds: str) -> bool:
    """Whether ``perm`` is a permanent of ``kinds`` (CR 205.2a: its current card types):
    "creature", "nonland permanent", "creature or planeswalker"; "" or "permanent": any."""
    words = kinds.split()
    if words and words[0].startswith("non"):
        if words[0][3:].lstrip("-").title() in perm.card.types:
            return False
        words = words[1:]
    nouns = [w for w in words if w != "or"]
    return not nouns or any(w == "permanent" or w.title() in perm.card.types for w in nouns)


def ordered(state: GameState, players: list[str]) -> list[str]:
    """The players of ``players`` (objects left out) in APNAP order (CR 101.4)."""
    return [p for p in state.apnap() if p in players]


def sacrifice_question(state: GameState, players: list[str], kinds: str, n: int,
                       chosen: tuple[str, ...]) -> tuple[str, tuple[str, ...], int] | None:
    """Who chooses the next permanent to sacrifice, the permanents they may choose and how
    many they still have to choose; None once each player of ``players`` (APNAP order) has
    chosen ``n`` permanents of ``kinds`` they control, or all of them when they control
    fewer (CR 701.21a, 101.4)."""
    for player in ordered(state, players):
        mine = [p.id for p in state.battlefield()
                if p.controller == player and of_kinds(p, kinds)]
        left = tuple(pid for pid in mine if pid not in chosen)
        need = min(n, len(mine)) - (len(mine) - len(left))
        if need > 0:
            return player, left, need
    return None


def edict(state: GameState, work: Resolving, op: Op, objects: list[str], n: int) -> bool:
    """"<player> sacrifices N <kinds>" (CR 701.21a): each player of ``objects`` chooses, in
    APNAP order (101.4), N permanents of the kinds (``op.card``) they control — a
    ``SACRIFICE_CHOICE`` each while they have more than they must sacrifice; False while a
    choice waits — then all the chosen permanents are sacrificed at once, each to its
    owner's graveyard (a creature dies, 700.4)."""
    players = ordered(state, objects)
    done = choose_each(state, work, SACRIFICE_CHOICE,
                       lambda chosen: sacrifice_question(state, players, op.card, n, chosen))
    if done is None:
        return False
    work, chosen = done
    state.resolving = attrs.evolve(work, chosen=())
    for player in players:
        mine = tuple(pid for pid in chosen if state.permanents[pid].zone is Zone.BATTLEFIELD
                     and state.permanents[pid].controller == player)
        sacrifice_these(state, work, player, mine)
    return True


__all__ = ["edict", "of_kinds", "sacrifice_question"]
