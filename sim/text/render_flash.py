"""Permissions to cast spells as though they had flash rendered back to Oracle text (CR 702.8a;
``sim.model.flash_permissions``): a permanent's "you | any player may cast <kinds> spells as
though they had flash" (``static_words``, for ``sim.text.render_replacements.other_rule``) and
an instruction's "you may cast <kinds> spells this turn as though they had flash"
(``flash_now``, for ``sim.text.render_players``' table of writers)."""

from __future__ import annotations

from collections.abc import Callable

from sim.model.abilities import Static
from sim.model.flash_permissions import FLASH_SPELLS, FLASH_THIS_TURN, kinds_of
from sim.model.programs import Op
from sim.text.wording import Piece, alt

#: how an instruction names a player (``render_effects._Writer.who``)
Namer = Callable[[str], Piece]

_FLASH = " as though they had flash"


def spells_piece(kinds: str) -> Piece:
    """The spells ``kinds`` names: "spells", "creature spells", "creature and enchantment
    spells"; two kinds of one word each also as "legendary spells and artifact spells"."""
    if not kinds:
        return "spells"
    parts = kinds.split(" and ")
    if len(parts) == 2 and " " not in kinds.replace(" and ", ""):
        return alt(f"{kinds} spells", f"{parts[0]} spells and {parts[1]} spells")
    return f"{kinds} spells"


def static_words(s: Static) -> Piece | None:
    """A permanent's permission (``FLASH_SPELLS``), or None for another rule."""
    if s.rule != FLASH_SPELLS:
        return None
    who = "any player" if s.amount else "you"
    return (who, " may cast ", spells_piece(kinds_of(s.params)), _FLASH)


def flash_now(name: Namer, op: Op) -> Piece:
    """"<player> may cast <kinds> spells this turn as though they had flash" (611.2a)."""
    return (name(op.who), " may cast ", spells_piece(kinds_of(op.params)), " this turn", _FLASH)


#: the writers of this module's verbs
FLASH_WRITERS: dict[str, Callable[[Namer, Op], Piece]] = {FLASH_THIS_TURN: flash_now}

__all__ = ["FLASH_WRITERS", "flash_now", "spells_piece", "static_words"]
