"""The keywords the batched kernel plays, as bits of a ``uint16`` mask (one per creature).

Each bit is one keyword ability of CR 702 that the kernel implements; ``NAMES`` gives the
name the scenario format (docs/scenario-format.md) reads for it, so a board can be handed
to the scalar engine unchanged (``Boards.scenario``).
"""

from __future__ import annotations

from typing import Final

import numpy as np

FLYING: Final = 1 << 0  #: CR 702.9: blocked only by creatures with flying or reach
REACH: Final = 1 << 1  #: CR 702.17: may block creatures with flying
FIRST_STRIKE: Final = 1 << 2  #: CR 702.7: deals combat damage in the first-strike step
DOUBLE_STRIKE: Final = 1 << 3  #: CR 702.4: deals combat damage in both steps
DEATHTOUCH: Final = 1 << 4  #: CR 702.2: any damage destroys; 1 is lethal (702.2c)
TRAMPLE: Final = 1 << 5  #: CR 702.19: the rest past lethal damage to the player
LIFELINK: Final = 1 << 6  #: CR 702.15: its damage also gains its controller that much life
MENACE: Final = 1 << 7  #: CR 702.111: can't be blocked except by two or more creatures
INDESTRUCTIBLE: Final = 1 << 8  #: CR 702.12: not destroyed by lethal or deathtouch damage
INFECT: Final = 1 << 9  #: CR 702.90: -1/-1 counters to creatures, poison to players
WITHER: Final = 1 << 10  #: CR 702.80: -1/-1 counters to creatures

#: every keyword bit with its scenario-format name, in bit order
NAMES: Final[tuple[tuple[int, str], ...]] = (
    (FLYING, "flying"), (REACH, "reach"), (FIRST_STRIKE, "first strike"),
    (DOUBLE_STRIKE, "double strike"), (DEATHTOUCH, "deathtouch"), (TRAMPLE, "trample"),
    (LIFELINK, "lifelink"), (MENACE, "menace"), (INDESTRUCTIBLE, "indestructible"),
    (INFECT, "infect"), (WITHER, "wither"))

#: all the bits above
ALL: Final = (1 << len(NAMES)) - 1

KEYWORD_DTYPE: Final = np.uint16


def names(mask: int) -> list[str]:
    """The scenario-format keyword names of the bits set in ``mask``, in bit order."""
    return [name for bit, name in NAMES if mask & bit]


def mask_of(keywords: list[str] | tuple[str, ...]) -> int:
    """The mask of these keyword names (case, spaces and underscores as the scenario format
    accepts them); ``ValueError`` for a keyword the kernel does not play."""
    table = {name: bit for bit, name in NAMES}
    out = 0
    for word in keywords:
        key = word.strip().lower().replace("_", " ")
        if key not in table:
            raise ValueError(f"keyword {word!r} is not played by mtgsim.batch "
                             f"(supported: {', '.join(table)})")
        out |= table[key]
    return out


__all__ = ["FLYING", "REACH", "FIRST_STRIKE", "DOUBLE_STRIKE", "DEATHTOUCH", "TRAMPLE",
           "LIFELINK", "MENACE", "INDESTRUCTIBLE", "INFECT", "WITHER", "NAMES", "ALL",
           "KEYWORD_DTYPE", "names", "mask_of"]
