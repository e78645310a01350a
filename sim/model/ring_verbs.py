"""The Ring tempts you (CR 701.54, The Lord of the Rings: Tales of Middle-earth): the names
``sim.text`` reads it as and ``sim.rules.ring`` runs, and the Ring-bearer a player has.

CR 701.54a: "As the Ring tempts you, you choose a creature you control. That creature becomes
your Ring-bearer until another creature becomes your Ring-bearer or another player gains
control of it." 701.54b: each time, you must choose a creature if you control one. 701.54c:
as the Ring tempts you, you get an emblem named The Ring if you have none, then it gains its
next ability, in order: (1) "Your Ring-bearer is legendary and can't be blocked by creatures
with greater power." (2) "Whenever your Ring-bearer attacks, draw a card, then discard a
card." (3) "Whenever your Ring-bearer becomes blocked by a creature, that creature's
controller sacrifices it at end of combat." (4) "Whenever your Ring-bearer deals combat
damage to a player, each opponent loses 3 life."

Kept where it costs nothing on a board without it: how many times the Ring has tempted a
player (``Player.ring``: 0 none, no emblem; the emblem has ``min(ring, 4)`` abilities), and the
Ring-bearer as a continuous effect (``Effect``, ``description`` ``RING_BEARER``) lasting "for as
long as you control" it (``Duration.WHILE_CONTROLLED``, ``sim.model.control_durations``: it
ends as soon as another player controls the creature or it leaves the battlefield, 701.54a,
400.7), which makes it legendary (layer 4, 613.1d, 205.4a; ``legendary``, read by
``sim.model.characteristic_layers``). A new Ring-bearer ends the old one's effect.
"""

from __future__ import annotations

from typing import Protocol

from sim.model.objects import Effect, Permanent, Player

#: the instruction "the Ring tempts you" (CR 701.54a; ``Op.who`` the player tempted)
TEMPT = "the ring tempts you"
#: the trigger event "whenever the Ring tempts you" (``sim.model.events.RingTempted``)
TEMPTED = "RingTempted"
#: the trigger "whenever you choose a creature as your Ring-bearer" (``Triggered.subject`` of a
#: ``TEMPTED`` trigger; 701.54a: only when a creature is chosen)
CHOOSE_BEARER = "you choose a ring-bearer"
#: ``Effect.description`` of a Ring-bearer's designation (701.54a)
RING_BEARER = "ring-bearer (CR 701.54a)"
#: the supertype the emblem's first ability gives the Ring-bearer (701.54c, 205.4a)
LEGENDARY = "Legendary"
#: the emblem's abilities (701.54c), one more each time the Ring tempts its owner
LEVELS = 4
#: the intervening "if" (CR 603.4) of "whenever the Ring tempts you, if you chose a creature
#: other than ~ as your Ring-bearer, ...": the trigger's ``StackItem.that`` is the creature
#: chosen (``sim.rules.player_triggers``; none when none was, 701.54b), so the condition is
#: the same as the event happens and as the ability resolves (the choice is past)
OTHER_BEARER = "you chose a creature other than ~ as your ring-bearer"
#: the intervening "if" "if you don't control a Ring-bearer" (CR 603.4: your Ring-bearer is a
#: creature you control, 701.54a; none chosen yet, or its designation ended)
NO_BEARER = "you don't control a ring-bearer"
RING_CONDITIONS = (("if you chose a creature other than ~ as your ring-bearer, ", OTHER_BEARER),
                   ("if you don't control a ring-bearer, ", NO_BEARER))


class _Board(Protocol):
    players: dict[str, Player]
    permanents: dict[str, Permanent]
    effects: list[Effect]

    def power(self, pid: str) -> int:
        """``pid``'s power (CR 208.1)."""


def bearer(board: _Board, player: str) -> str | None:
    """``player``'s Ring-bearer (CR 701.54a), or None: no look unless the Ring has tempted
    them."""
    if not board.players[player].ring:
        return None
    for e in board.effects:
        if e.description == RING_BEARER and e.controller == player:
            return e.source
    return None


def bearer_level(board: _Board, pid: str) -> int:
    """How many abilities the emblem of ``pid``'s controller has when ``pid`` is their
    Ring-bearer (CR 701.54c), else 0."""
    if not board.effects:
        return 0
    for e in board.effects:
        if e.description == RING_BEARER and e.source == pid:
            return min(LEVELS, board.players[e.controller].ring)
    return 0


def ring_block_problems(board: _Board, attacker: str, blocker: str) -> list[tuple[str, str]]:
    """The emblem's first ability (CR 701.54c): "your Ring-bearer ... can't be blocked by
    creatures with greater power" (509.1b: a blocking restriction). No look while no
    continuous effect exists."""
    if board.effects and bearer_level(board, attacker) and \
            board.power(blocker) > board.power(attacker):
        return [("701.54c", f"{attacker!r} is a Ring-bearer; this creature has greater power")]
    return []


def legendary(effects: list[Effect]) -> bool:
    """Whether one of ``effects`` (those applying to a permanent) makes it legendary: a
    Ring-bearer's designation (CR 701.54c)."""
    return any(LEGENDARY in e.types for e in effects)


__all__ = ["CHOOSE_BEARER", "LEGENDARY", "LEVELS", "NO_BEARER", "OTHER_BEARER", "RING_BEARER",
           "RING_CONDITIONS", "TEMPT", "TEMPTED", "bearer", "bearer_level", "legendary",
           "ring_block_problems"]
