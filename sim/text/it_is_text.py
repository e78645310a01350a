""""If it's a(n) <kind>, <instruction>" and "if that creature is a(n) <kind>, <instruction>"
(CR 608.2c: the instruction is done only if the object it acts on is of that kind as it is
done): "Target creature gets +2/+2 until end of turn. If it's an artifact creature, it gains
indestructible until end of turn." The kind: card types (205.2a), a color (105.2) and
subtypes (205.3: creature types, land, artifact and enchantment types); the instruction one
of the grammar's, acting on the object "it" names — the last target, or with none the
trigger's object ("that creature", ``THAT``) — and choosing no new target. The model: the
mark ``(IT_IS, words)`` in ``Op.params`` (``sim.model.it_is_kinds``), checked by
``sim.rules.object_conditions``; ``it_is_words`` writes it back."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import attrs

from sim.model.card import PERMANENT_CARD_TYPES
from sim.model.it_is_kinds import IT_IS, IT_IS_WORDS
from sim.model.programs import THAT, Op, target
from sim.model.qualities import COLOR_LETTERS
from sim.text.vocabulary import LAND_SUBTYPES, NONCREATURE_SUBTYPES, creature_type
from sim.text.wording import Piece

_TYPES = frozenset(t.lower() for t in PERMANENT_CARD_TYPES)
_SUBTYPES = frozenset(NONCREATURE_SUBTYPES) | frozenset(t.lower() for t in LAND_SUBTYPES)


def known_kind(word: str) -> bool:
    """Whether ``word`` is a card type, a color or a subtype (singular)."""
    return word in _TYPES or word in COLOR_LETTERS or word in _SUBTYPES or \
        creature_type(word).lower() == word


def it_is_sentence(s: str, sentence: Callable[[str], list[Op] | None],
                   targets: list[Any]) -> list[Op] | None:
    """The sentence ``s`` ("if it's an artifact creature, it gains indestructible until end of
    turn") as its one instruction marked ``IT_IS``, or None."""
    head, comma, rest = s.partition(", ")
    if not comma or not head.startswith("if "):
        return None
    words = head[len("if "):]
    found = IT_IS_WORDS.match(words)
    if found is None or not all(known_kind(w) for w in found[1].split()) or "instead" in rest:
        return None
    before = len(targets)
    ops = sentence(rest)
    named = target(before - 1) if before else THAT
    if not ops or len(ops) != 1 or len(targets) != before or ops[0].who != named or \
            ops[0].if_paid or ops[0].delayed or (IT_IS, words) in ops[0].params:
        del targets[before:]
        return None
    return [attrs.evolve(ops[0], params=ops[0].params | {(IT_IS, words)})]


def it_is_words(op: Op, body: Piece) -> Piece | None:
    """``body``, the rendering of ``op``, after its ``IT_IS`` condition; None: it has none."""
    for key, value in op.params:
        if key == IT_IS:
            return ("if ", value, ", ", body)
    return None
