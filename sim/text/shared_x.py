"""One X for two instructions of a sentence: "each opponent loses X life and you gain X life,
where X is <count>" (CR 107.3: X defined by the text, once for the whole sentence; 608.2h:
counted as each instruction is carried out). ``sim.text.where_x_rules`` reads the count after
the last instruction; ``shared_x`` gives the same count to the instructions before it whose
amount is X."""

from __future__ import annotations

import attrs

from sim.model.programs import COUNTER, DAMAGE, DRAW, GAIN_LIFE, LOSE_LIFE, MODIFY, SELF, Op
from sim.text.draw_text import last_drawers
from sim.text.object_counts import Reads, settled
from sim.text.they_group import they_group

#: the verbs whose amount a count multiplies (``sim.rules.effect_ops.run_op``'s ``Op.per``)
_COUNTED = frozenset((DAMAGE, MODIFY, GAIN_LIFE, LOSE_LIFE, COUNTER, DRAW))


def shared_x(ops: list[Op]) -> list[Op] | None:
    """``ops`` of one sentence, the count its last instruction defines X by given to every
    instruction before it whose amount is X; None (not read) when such an instruction's
    amount can't be counted so."""
    per = ops[-1].per if ops else None
    if per is None or not per.where_x:
        return ops
    if any(op.x and op.verb not in _COUNTED for op in ops[:-1]):
        return None
    return [attrs.evolve(op, x=False, amount=1, per=per) if op.x and op.per is None else op
            for op in ops]


def own_count(ops: list[Op] | None, reader: Reads) -> list[Op] | None:
    """``ops``, or None (not read) when one modifies something other than the source by a
    count of "other" permanents ("it gets +1/+0 until end of turn for each other attacking
    Goblin": "other" is other than the source, which the count leaves out, CR 608.2h; said of
    another creature it would be other than that one); the objects "its toughness" names
    settled (``sim.text.object_counts``), "they" the group it follows (608.2c); None when "you
    and <player> each draw" is not the sentence's last instruction (``sim.text.draw_text``)."""
    ops = last_drawers(they_group(settled(ops, reader), reader.last, reader.groups,
                                  reader.targets))
    if ops is not None and any(op.verb == MODIFY and op.who != SELF and op.per is not None and
           op.per.what is not None and op.per.what.other for op in ops):
        return None
    return ops
