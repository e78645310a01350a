"""How a play ended: the game's result (``GameResult``: winners, losers and why, CR 104) and a
play's outcome (``Outcome``: life, poison, who lost or won, what died or was exiled).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

import attrs


@attrs.frozen(slots=True)
class GameResult:
    """How the game ended (CR 104): winners, losers and why. No winner means a draw."""

    winners: tuple[str, ...]
    losers: tuple[str, ...]
    reason: str

    @property
    def winner(self) -> str | None:
        """The one winner, or None (a draw, or several winners)."""
        return self.winners[0] if len(self.winners) == 1 else None


@attrs.frozen(slots=True)
class Outcome:
    """What a play came to: each player's life and poison counters, who lost and who won (when
    the game ended: ``reason`` says why; ``ended`` is False when only the combat is over), and
    the permanents that died (went from the battlefield to a graveyard, CR 700.4) or were
    exiled, in the order they left."""

    life: Mapping[str, int]
    poison: Mapping[str, int]
    losers: tuple[str, ...]
    winners: tuple[str, ...]
    ended: bool
    reason: str
    died: tuple[str, ...]
    exiled: tuple[str, ...] = ()

    @property
    def winner(self) -> str | None:
        """The one winner when the game ended with one, else None."""
        return self.winners[0] if self.ended and len(self.winners) == 1 else None

    def to_dict(self) -> dict[str, Any]:
        """The JSON form: every field, tuples as lists."""
        return {"life": dict(self.life), "poison": dict(self.poison),
                "losers": list(self.losers), "winners": list(self.winners),
                "ended": self.ended, "reason": self.reason, "died": list(self.died),
                "exiled": list(self.exiled)}
