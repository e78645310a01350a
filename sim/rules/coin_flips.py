"""Flipping a coin (CR 705): "flip a coin. if you win the flip, <effect>. if you lose the
flip, <effect>" (``FLIP_COIN``; the instructions after it marked ``Op.if_paid`` ``WON_FLIP``
/ ``LOST_FLIP``, skipped or done by ``sim.rules.resolution`` as ``Resolving.unpaid`` says).

CR 705.1: the player flips the coin and calls "heads" or "tails"; the call matching the result
wins the flip. The coin lands either side up with equal likelihood (705.3), so whatever the
call the player wins with probability one half: the engine asks no call and draws the result
from the game's next seeded generator (``numpy.random.default_rng((seed, k))``, as shuffles
do), so that a game replays, and a position clones, with the same flips.
"""

from __future__ import annotations

import attrs
import numpy as np

from sim.model.events import CoinFlipped
from sim.model.programs import Op
from sim.model.stack_objects import Resolving
from sim.model.state import GameState


def flip_coin(state: GameState, work: Resolving, op: Op, objects: list[str], n: int) -> bool:
    """The resolving object's controller flips a coin (CR 705.1): won or lost, recorded in
    ``Resolving.unpaid`` (True: lost) for the instructions after it that care (705.1)."""
    rng = np.random.default_rng((state.seed, state.shuffles))
    state.shuffles += 1
    won = bool(rng.integers(2))  # 705.3: either side with equal likelihood
    player = work.item.controller
    state.log(CoinFlipped, player=player, item=work.item.id, won=won)
    state.resolving = attrs.evolve(work, unpaid=not won)
    return True
