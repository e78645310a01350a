"""What ``resolve`` returns: every board's results as arrays, and one board's as the scalar
engine's ``Outcome.to_dict()`` (``Result.outcome``)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import numpy as np
import numpy.typing as npt

from mtgsim.batch.board_arrays import PLAYERS, SLOTS

Int8 = npt.NDArray[np.int8]
Int16 = npt.NDArray[np.int16]
Bool = npt.NDArray[np.bool_]

#: ``died_step`` values
SURVIVED, FIRST_STRIKE_STEP, REGULAR_STEP = 0, 1, 2

#: the creature ids of the columns of ``died_step``: attackers, then blockers
CREATURES = tuple(f"a{k + 1}" for k in range(SLOTS)) + tuple(f"b{k + 1}" for k in range(SLOTS))


@dataclass(frozen=True)
class Result:
    """The end of every board's combat (arrays of ``N`` rows; columns as in ``Boards``).

    ``life``, ``poison`` (``int16``) and ``lost`` (bool), ``(N, 2)``: each player's totals
    after combat (or when the game ended, CR 104.3, 704.5a, 704.5c) and whether they lost;
    ``ended`` ``(N,)``: the game ended. ``died_step`` ``(N, 6)`` ``int8``, attackers then
    blockers: 0 survived, 1 died after the first-strike damage step, 2 after the regular one
    (CR 510.4). ``damage`` ``(N, 6)`` ``int8``: the combat damage each creature was dealt,
    marked or as -1/-1 counters (CR 120.3d-e); ``player_damage`` ``(N, 2)``: the combat
    damage each player was dealt, as life loss or poison counters (120.3a-b)."""

    life: Int16
    poison: Int16
    lost: Bool
    ended: Bool
    died_step: Int8
    damage: Int8
    player_damage: Int16
    choices: Bool | None = None

    def __len__(self) -> int:
        return int(self.ended.shape[0])

    @property
    def attacker_died(self) -> Bool:
        """``(N, 3)``: each attacker died (went to the graveyard, CR 700.4)."""
        out: Bool = self.died_step[:, :SLOTS] != SURVIVED
        return out

    @property
    def blocker_died(self) -> Bool:
        """``(N, 3)``: each blocker died."""
        out: Bool = self.died_step[:, SLOTS:] != SURVIVED
        return out

    @property
    def died(self) -> Bool:
        """``(N, 6)``: each creature died, attackers then blockers."""
        out: Bool = self.died_step != SURVIVED
        return out

    def outcome(self, i: int) -> dict[str, Any]:
        """Board ``i``'s result shaped as ``sim.model.outcome.Outcome.to_dict()``: life and poison
        per player, losers and winners in turn order, whether the game ended and why (CR 104.2a,
        104.4a), and the creatures that died in the order the scalar engine lists them — those of
        the first-strike damage step, then those of the regular one, each step's in the order of the
        board (attackers, then blockers, by slot: state-based actions look at the permanents in
        order, CR 704.3)."""
        life = {p: int(self.life[i, k]) for k, p in enumerate(PLAYERS)}
        poison = {p: int(self.poison[i, k]) for k, p in enumerate(PLAYERS)}
        lost = [p for k, p in enumerate(PLAYERS) if self.lost[i, k]]
        ended = bool(self.ended[i])
        alive = [p for p in PLAYERS if p not in lost]
        reason = "" if not ended else "all other players lost" if alive \
            else "all players lost at once: a draw"
        steps = self.died_step[i]
        died = [c for step in (FIRST_STRIKE_STEP, REGULAR_STEP)
                for c, s in zip(CREATURES, steps, strict=True) if s == step]
        return {"life": life, "poison": poison, "losers": lost,
                "winners": alive if ended else [], "ended": ended, "reason": reason,
                "died": died, "exiled": []}


__all__ = ["Result", "CREATURES", "SURVIVED", "FIRST_STRIKE_STEP", "REGULAR_STEP"]
