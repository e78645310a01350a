"""How many an instruction's amount is as it is carried out (CR 608.2c, 608.2h): its number,
times the spell's X (107.3), times a "for each" group, times a count "equal to <count>" or
"where X is <count>" read then (107.1b: at least 0). Shared by ``sim.rules.effect_ops``'s
``run_op`` and by the instructions that ask their choices before they are carried out (a
dig's "look at the top X cards of your library, where X is <count>", ``sim.rules.library``:
each question asks about the same N cards).
"""

from __future__ import annotations

from sim.model import programs as fx
from sim.model.abilities import Count
from sim.model.board import counted
from sim.model.filters import SPELL_MANA_VALUE
from sim.model.objects import Permanent, Zone
from sim.model.stack_objects import SPELL, Resolving
from sim.model.state import GameState
from sim.rules.spell_values import spell_counted
from sim.rules.subject_counts import counted_object
from sim.rules.targeting import in_group

#: the zones a permanent that left the battlefield may be in (CR 400.1): a source found there
#: is read as it last existed on the battlefield (608.2h, 603.10a), not as the new object
_GONE = frozenset((Zone.GRAVEYARD, Zone.EXILE, Zone.HAND, Zone.LIBRARY))


def _counted(state: GameState, per: Count, source: Permanent, choice: str) -> int:
    """``counted`` (107.1b: at least 0 is the caller's); a count "of the chosen type" sees
    the creature type a resolving spell's controller chose (``StackItem.choice``, 608.2d)."""
    if not choice or per.what is None or not per.what.chosen:
        return counted(state, per, source)
    kept, source.chosen = source.chosen, choice
    try:
        return counted(state, per, source)
    finally:
        source.chosen = kept


def op_amount(state: GameState, work: Resolving, op: fx.Op, objects: list[str]) -> int:
    """``op``'s amount as it is carried out (CR 608.2h): ``Op.amount``, times X when it says
    X (107.3), times the group it is done "for each" of, times its count (``Op.per``: of
    the source, as it last existed once it has left the battlefield, 603.10a; or of its one
    object, ``objects``, for "its power"); 0 when nothing is left to count."""
    item = work.item
    n = op.amount * item.x if op.x else op.amount
    if op.for_each >= 0:  # "for each creature you control": counted as it resolves
        n *= len(in_group(state, item.effect.groups[op.for_each], item))
    if op.per is not None and op.per.kind == SPELL_MANA_VALUE:  # a cast trigger's spell's
        return n * spell_counted(state, item, op.per)  # (202.3, 608.2h)
    if op.per is not None:  # "equal to the number of lands you control" (608.2h)
        source = state.permanents.get(item.source) or state.last_known.get(item.source)
        if source is not None and source.zone in _GONE and item.kind != SPELL:  # a dies or leaves
            # trigger's or a sacrificed ability's source: as it last existed (608.2h, 603.10a)
            source = state.last_known.get(item.source, source)
        source = counted_object(state, work, op, objects, source)  # "its power"
        n = 0 if source is None else n * max(0, _counted(state, op.per, source, item.choice))
    return n
