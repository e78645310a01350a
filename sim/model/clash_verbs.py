"""The instruction of clashing (CR 701.30) and the outcomes the instructions after it wait for:
"clash with an opponent. if you win, <effect>. [otherwise, <effect>.]" (701.30b, 701.30d).
The clash is ``CLASH`` (``Op.who`` ``YOU``, the clashing controller); each later instruction
is marked ``Op.if_paid`` ``WON_CLASH`` ("if you win, ") or ``LOST_CLASH`` ("otherwise, ": the
failing of that condition, 608.2c), run by ``sim.rules.clash`` and written back by
``sim.text.render_library``."""

from __future__ import annotations

CLASH, WON_CLASH, LOST_CLASH = "clash with an opponent", "won the clash", "lost the clash"
#: "if you win, repeat this process" (608.2c): the instructions of the effect done again from
#: its first (the process is the effect's instructions before it), ``sim.rules.clash.repeat``
REPEAT = "repeat this process"

__all__ = ["CLASH", "LOST_CLASH", "REPEAT", "WON_CLASH"]
