"""Instructions setting a player's life total (issue 29; CR 119.5, 103.4): "your life total
becomes equal to your starting life total", "your life total becomes half your starting life
total, rounded up | down" — one ``LIFE_BECOMES`` instruction for the ability's controller
(``sim.rules.life_totals``)."""

from __future__ import annotations

from sim.model.life_total_verbs import HALF_DOWN, HALF_UP, LIFE_BECOMES, STARTING
from sim.model.programs import YOU, Op

#: the sentences (normalized) and the life total each sets
_SENTENCES = {"your life total becomes equal to your starting life total": STARTING,
              "your life total becomes half your starting life total, rounded up": HALF_UP,
              "your life total becomes half your starting life total, rounded down": HALF_DOWN}


def life_total_sentence(s: str) -> list[Op] | None:
    """The ``LIFE_BECOMES`` instruction of sentence ``s``, or None when it is not one."""
    rule = _SENTENCES.get(s)
    return None if rule is None else [Op(LIFE_BECOMES, YOU, rule=rule)]


def life_total_words(op: Op) -> str:
    """The words of a ``LIFE_BECOMES`` instruction (``sim.text.render_life_totals``)."""
    for words, rule in _SENTENCES.items():
        if rule == op.rule and op.who == YOU:
            return words
    return f"<{op.verb} {op.rule}>"
