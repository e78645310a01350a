"""A quick answer for rules that look for a rare ability on every permanent.

``Board.keywords`` applies layer 6 (CR 613.1f) for one permanent at a time, walking every
static ability on the battlefield; a rule that asks it of each permanent for a rare ability
("skip your draw step", CR 614.10; "each player can't cast more than one spell each turn",
101.2) asks ``printed_only`` first. When no continuous effect from a resolved spell or ability
exists (611.2) and no static ability on the battlefield grants any of those abilities (611.3),
a permanent has them exactly when its card or its keyword counters give them (``own_bits``):
only an effect removes abilities."""

from __future__ import annotations

from sim.model.board import Board


def printed_only(board: Board, bits: int) -> bool:
    """Whether every permanent's abilities among ``bits`` (``Kw`` bits) are its own
    (``own_bits``), so that ``board.keywords`` need not be asked for them."""
    if board.effects:
        return False
    if not board.statics_present():
        return True
    permanents = board.permanents
    for sid in board.static_sources or ():
        if sid and any(int(s.add) & bits for s in permanents[sid].card.statics):
            return False
    return True


__all__ = ["printed_only"]
