"""Reading "you may <cost>" as an optional cost paid as an ability resolves (CR 118.12): the
cost words are those of an additional cost to cast a spell (601.2b; the grammar's
``extra_cost``, ``sim.model.extra_costs``): "you may discard a card or pay {3}", "you may
sacrifice an artifact or discard a card", "you may tap an untapped creature you control",
"you may discard a creature card", "you may pay {1} and 1 life", "you may pay {2} and
discard a card" (both paid, 601.2h). Read only where the sentence is not already an
instruction of its own ("you may discard a card": ``sim.text.effect_text``), so that "if you
do, ..." (118.12 wording) and "when you do, ..." (603.12) may follow it. The cost is
written back as it was read (``sim.text.render_may``)."""

from __future__ import annotations

import re

from sim.model.abilities import ADDITIONAL_COST, Parsed
from sim.model.cost_option_verbs import COST_OPTION
from sim.model.count_qualities import PERMANENT_TYPES
from sim.model.extra_costs import TAP, extra_cost, parts
from sim.model.programs import YOU, Op
from sim.text.grammar import parse
from sim.text.vocabulary import CREATURE_TYPES

_MAY = "you may "
_THEN = "then you may "
#: the words an additional cost is read after (CR 601.2b)
_AS_ADDITIONAL = "as an additional cost to cast ~, "
#: the mana of "pay {1}{r} and <cost>" (no X, no energy: 107.3, 107.14), and "N life" after it
_MANA = re.compile(r"pay (\{[0-9wubrgc]\})+")
_LIFE = re.compile(r"[0-9]+ life")


def cost_option(s: str, found: Op | None = None) -> Op | None:
    """``found`` (the optional cost ``s`` was already read as: "you may pay {2}", "you may
    sacrifice a creature"), else the ``COST_OPTION`` instruction of the sentence ``s`` ("you
    may <cost>"), or None: not such a sentence, an instruction the effect grammar reads
    itself, or a cost paid at random (not chosen, 701.9b) — not read."""
    then = s.startswith(_THEN)  # "draw two cards. then you may discard ..." (608.2c: in order)
    s = s[len(_THEN) - len(_MAY):] if then else s
    if found is not None or not s.startswith(_MAY):
        return found
    words = s[len(_MAY):]
    if not then and parse("effect", words) is not None:
        return None  # "you may discard a card": the instruction (its own "then" is not read)
    mana, joined, rest = words.partition(" and ")
    if joined and _MANA.fullmatch(mana):  # "pay {1} and 1 life | and discard a card" (601.2h)
        return Op(COST_OPTION, YOU, rule=words) if _LIFE.fullmatch(rest) or \
            _one_cost(rest) else None
    return Op(COST_OPTION, YOU, rule=words) if _one_cost(words, choice=True) else None


def _one_cost(words: str, choice: bool = False) -> bool:
    """Whether ``words`` are an additional cost's (CR 601.2b; ``sim.model.extra_costs``), a
    choice between costs only when ``choice``, none paid at random (701.9b: not chosen)."""
    parsed = parse("static", _AS_ADDITIONAL + words)
    if not isinstance(parsed, Parsed) or len(parsed.params) != 1:
        return False
    [(kind, value)] = parsed.params
    if kind != ADDITIONAL_COST or value != words or not choice and len(parts(value)) > 1:
        return False
    for part in parts(value):
        if part.startswith("pay "):
            if "{x}" in part or "{e}" in part:
                return False  # X or energy: not this choice (107.3, 107.14)
            continue
        cost = extra_cost(part)
        if cost.random or cost.verb == TAP and not all(_known(k) for k in cost.kinds):
            return False
    return True


def _known(kind: str) -> bool:
    """Whether each part of a cost's ``kind`` ("Citizen", "Nonhuman+Creature") is a permanent
    type or a creature type (CR 205.2a, 205.3m; "Non<kind>": 205.4b), so that the objects to
    tap are those it names ("another untapped token": not a type, not read)."""
    for part in kind.split("+"):
        name = part[3:].capitalize() if part.startswith("Non") and len(part) > 3 else part
        if name not in PERMANENT_TYPES and name not in CREATURE_TYPES:
            return False
    return True
