"""Permissions to cast spells of some kinds as though they had flash (CR 702.8a, 601.3, 117.1a,
307.1): a permanent's static ability "you | any player may cast <kinds> spells as though they
had flash" (CR 604.1, 611.3a: while it is on the battlefield) and a resolved instruction's "you
may cast <kinds> spells this turn as though they had flash" (CR 611.2a: until the turn ends).

Both are a ``Static`` whose ``rule`` is ``FLASH_SPELLS`` and whose ``params`` hold the kinds
(``FLASH_KINDS``: the words of a "<kinds> spells" phrase, ``sim.rules.cost_changes.of_kinds``;
"" every spell): a permanent's own (``amount`` 1: any player's spells, else its controller's)
or, for the rest of the turn, a ``Board.rule_effects`` entry whose ``affects`` is the player
the instruction named (the verb ``FLASH_THIS_TURN``). ``sim.rules.flash_casting`` reads
them as a player would begin to cast a spell."""

from __future__ import annotations

#: the static rule (and the rule of an instruction's effect until end of turn)
FLASH_SPELLS = "may cast spells as though they had flash"

#: the ``Op`` verb of "you may cast <kinds> spells this turn as though they had flash"
FLASH_THIS_TURN = "may cast spells this turn as though they had flash"

#: the ``Static.params`` / ``Op.params`` key of the kinds of spells ("creature", "sorcery",
#: "legendary and artifact": either; "" every spell)
FLASH_KINDS = "flash kinds"


def kinds_of(params: frozenset[tuple[str, str]]) -> str:
    """The kinds of spells a permission's ``params`` name ("" every spell)."""
    return next((v for k, v in params if k == FLASH_KINDS), "")


__all__ = ["FLASH_KINDS", "FLASH_SPELLS", "FLASH_THIS_TURN", "kinds_of"]
