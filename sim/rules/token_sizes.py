"""Tokens sized as they are created (CR 107.3, 608.2h; ``sim.model.token_specs.TokenSpec``
``x_pt``): "create an x/x green Ooze creature token, where x is the greatest power among
creatures you control" — the count read as the instruction is carried out is the token's
power and toughness, not the number of tokens."""

from __future__ import annotations

import attrs

from sim.model import programs as fx


def sized(op: fx.Op, n: int) -> tuple[fx.Op, int]:
    """``op`` creating ``op.count`` tokens whose power and toughness are ``n`` (the op's
    count as it is carried out, 107.1b: at least 0, ``sim.rules.op_amounts``), and the
    multiplier of their number that is left (1: the count is their size, not how many)."""
    spec = op.token
    assert spec is not None and spec.x_pt and op.per is not None
    return attrs.evolve(op, token=attrs.evolve(spec, power=n, toughness=n, x_pt=False),
                        per=None), 1
