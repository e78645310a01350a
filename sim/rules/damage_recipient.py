"""Damage to "that player or a planeswalker that player controls" (Curse of the Pierced Heart:
"at the beginning of enchanted player's upkeep, ~ deals 1 damage to that player or a
planeswalker that player controls"): not a target (CR 115.1), a choice its controller makes as
the ability resolves (608.2d) among the trigger's player and the planeswalkers that player
controls then; with none, the player is dealt the damage and nothing is asked. The choice is a
``PERMANENT_CHOICE`` (``DecisionKind.CHOOSE_PERMANENT``) whose options are the player's id and
their planeswalkers' ids.

And damage to each player "equal to twice the number of nonbasic lands that player controls"
(Price of Progress): each player is dealt their own count, taken as it resolves (608.2h,
``players_shares``)."""

from __future__ import annotations

import attrs

from sim.model.abilities import THAT_PLAYER_CONTROLS
from sim.model.board import matches
from sim.model.objects import Zone
from sim.model.programs import THAT_PLAYER_OR_PLANESWALKER, Op
from sim.model.stack_objects import PERMANENT_CHOICE, Resolving, StackItem
from sim.model.state import GameState
from sim.rules.answers import answer


def recipient_options(state: GameState, player: str) -> tuple[str, ...]:
    """``player`` and the planeswalkers they control now (608.2d: the choices)."""
    return (player, *(p.id for p in state.battlefield()
                      if p.controller == player and state.is_planeswalker(p.id)))


def asks_recipient(work: Resolving) -> bool:
    """Whether the instruction resolving deals its damage to "that player or a planeswalker
    that player controls"."""
    return work.item.effect.ops[work.index].who == THAT_PLAYER_OR_PLANESWALKER


def recipient(state: GameState, work: Resolving, objects: list[str]) -> list[str] | None:
    """What the damage is dealt to (608.2d): the trigger's player (``objects``: [] once they
    left the game) or the planeswalker of theirs its controller chooses; None while the
    choice waits."""
    if not objects:
        return []
    options = recipient_options(state, objects[0])
    if len(options) == 1:
        return list(options)
    pick = answer(state, work, PERMANENT_CHOICE, options)
    return None if pick is None else [pick]


def counts_each_player(op: Op) -> bool:
    """Whether ``op``'s amount is counted for each player it acts on ("... that player
    controls")."""
    return op.per is not None and op.per.what is not None and \
        op.per.what.controller == THAT_PLAYER_CONTROLS


def players_shares(state: GameState, item: StackItem, op: Op,
                   players: list[str]) -> list[tuple[str, int]]:
    """Each of ``players`` with the damage they are dealt: ``op``'s amount times their own
    count of the permanents they control (608.2h: as it resolves; the source's last known
    information if it left)."""
    per = op.per
    source = state.permanents.get(item.source) or state.last_known.get(item.source)
    if per is None or per.what is None or source is None:
        return []
    what = attrs.evolve(per.what, controller="")
    out = []
    for player in players:
        n = len(state.cards(player, Zone.HAND)) if what.zone == "hand" else \
            sum(1 for perm in state.battlefield()
                if perm.controller == player and matches(state, what, source, perm))
        out.append((player, op.amount * (n * per.times + per.plus)))
    return out
