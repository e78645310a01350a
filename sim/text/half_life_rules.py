"""Instructions making players lose half their life (issue 29, trigger referents; CR 119.3,
107.1a): "that player loses half their life, rounded up" (Ebonblade Reaper: the player the
trigger's event names, 603.2), "they lose half their life, rounded up", "each opponent loses
half their life, rounded up", "target opponent loses half their life, rounded up" — one
``LOSE_HALF_UP`` / ``LOSE_HALF_DOWN`` instruction (``sim.model.life_total_verbs``), each
player's half counted as it is carried out (``sim.rules.life_totals``)."""

from __future__ import annotations

from typing import Any

from lark import Token, Transformer

from sim.model.life_total_verbs import LOSE_HALF_DOWN, LOSE_HALF_UP
from sim.model.programs import YOU
from sim.text.effect_rules import Instruction, Who
from sim.text.static_rules import Refused


def _verb(rounding: Any) -> str:
    return LOSE_HALF_UP if str(rounding) == "up" else LOSE_HALF_DOWN


class HalfLifeRules(Transformer[Token, Any]):
    """``half_life_loss`` and ``that_player_half_life``."""

    def half_rounding(self, c: list[Any]) -> str:
        return str(c[0])

    def half_life_loss(self, c: list[Any]) -> Instruction:
        """"<player> loses half their life, rounded up | down" ("you": not their life)."""
        who: Who = c[0]
        if who.kind == "fixed" and who.who == YOU:
            raise Refused("you lose half their life")
        return Instruction("counted", who, _verb(c[-1]), 1)

    def that_player_half_life(self, c: list[Any]) -> Instruction:
        """"that player loses | they lose half their life, rounded up | down" (CR 603.2)."""
        return Instruction("counted", Who("it", "that player"), _verb(c[-1]), 1)
