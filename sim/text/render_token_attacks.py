""""For each opponent, create a 1/1 ... token that's tapped and attacking that player [or a
planeswalker they control]" written back (CR 111.2, 508.4; ``sim.model.token_attack_verbs``):
the token instruction's own words inside "for each opponent, ... that player"."""

from __future__ import annotations

from typing import Protocol

import attrs

from sim.model.programs import TOKEN, Op
from sim.text.wording import Piece


class Tokens(Protocol):
    """What this writer reads of the program's writer."""

    def op_token(self, op: Op) -> Piece:
        """A token instruction's words."""


def each_opponent_tokens(writer: Tokens, op: Op) -> Piece:
    """"for each opponent, <create ... that's tapped and attacking> <op.rule>"."""
    return ("for each opponent, ", writer.op_token(attrs.evolve(op, verb=TOKEN, rule="")), " ",
            op.rule)
