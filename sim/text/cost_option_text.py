"""Reading "you may <cost>" as an optional cost paid as an ability resolves (CR 118.12): the
cost words are those of an additional cost to cast a spell (601.2b; the grammar's
``extra_cost``, ``sim.model.extra_costs``): "you may discard a card or pay {3}", "you may
sacrifice an artifact or discard a card", "you may tap an untapped creature you control",
"you may discard a creature card". Read only where the sentence is not already an
instruction of its own ("you may discard a card": ``sim.text.effect_text``), so that "if you
do, ..." (118.12 wording) and "when you do, ..." (603.12) may follow it. The cost is
written back as it was read (``sim.text.render_may``)."""

from __future__ import annotations

from sim.model.abilities import ADDITIONAL_COST, Parsed
from sim.model.cost_option_verbs import COST_OPTION
from sim.model.extra_costs import extra_cost, parts
from sim.model.programs import YOU, Op
from sim.text.grammar import parse

_MAY = "you may "
#: the words an additional cost is read after (CR 601.2b)
_AS_ADDITIONAL = "as an additional cost to cast ~, "


def cost_option(s: str, found: Op | None = None) -> Op | None:
    """``found`` (the optional cost ``s`` was already read as: "you may pay {2}", "you may
    sacrifice a creature"), else the ``COST_OPTION`` instruction of the sentence ``s`` ("you
    may <cost>"), or None: not such a sentence, an instruction the effect grammar reads
    itself, or a cost paid at random (not chosen, 701.9b) — not read."""
    if found is not None or not s.startswith(_MAY):
        return found
        return None
    words = s[len(_MAY):]
    if parse("effect", words) is not None:
        return None
    parsed = parse("static", _AS_ADDITIONAL + words)
    if not isinstance(parsed, Parsed) or len(parsed.params) != 1:
        return None
    [(kind, value)] = parsed.params
    if kind != ADDITIONAL_COST or value != words:
        return None
    for part in parts(value):
        if part.startswith("pay "):
            if "{x}" in part or "{e}" in part:
                return None  # X or energy: not this choice (107.3, 107.14)
            continue
        if extra_cost(part).random:
            return None
    return Op(COST_OPTION, YOU, rule=value)
