"""The transformer rule of the Oracle grammar (``oracle.lark``) for "you win the game" (CR
104.2b), an instruction of its own (``sim.model.player_verbs.WIN_GAME``), run by
``sim.rules.game_end`` and written back by ``sim.text.render_game_end``.

Interpreted in the compiled build (``setup.py``): the class subclasses lark's ``Transformer``,
which mypyc cannot compile.
"""

from __future__ import annotations

from typing import Any

from lark import Token, Transformer

from sim.model.player_verbs import WIN_GAME
from sim.model.programs import YOU
from sim.text.effect_rules import Instruction, Who


class GameEndRules(Transformer[Token, Any]):
    """The grammar's ``win_game`` rule."""

    def win_game(self, c: list[Any]) -> Instruction:
        """"you win the game": the ability's controller (CR 104.2b)."""
        return Instruction("verb", Who("fixed", who=YOU), verb=WIN_GAME)
