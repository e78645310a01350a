"""The grammar's "can't attack you or planeswalkers you control" (issue 29, attach; CR 508.1c;
``sim.model.attack_bans``): a parameter an Aura or Equipment gives what it is attached to,
judged with its source (``sim.legality.attack_ban_judge``)."""

from __future__ import annotations

from typing import Any

from lark import Token, Transformer

from sim.model.abilities import Parsed
from sim.model.attack_bans import NO_ATTACKS_ON_CONTROLLER


class AttackBanRules(Transformer[Token, Any]):
    """The transformer's rules of the attack ban."""

    def planeswalkers_you(self, tokens: list[Any]) -> str:
        return " ".join(str(t) for t in tokens)

    def no_attacks_on_controller(self, c: list[Any]) -> Parsed:
        return Parsed(params=frozenset([(NO_ATTACKS_ON_CONTROLLER, str(c[-1]))]))


__all__ = ["AttackBanRules"]
