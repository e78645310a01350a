"""The kind an instruction's object must be for the instruction to be done: "if it's an
artifact creature, it gains indestructible until end of turn", "if that creature is a Cat, it
gains first strike until end of turn" (CR 608.2c; read by ``sim.text.it_is_text``, checked by
``sim.rules.object_conditions``). ``Op.params`` holds ``(IT_IS, words)``, the words after
"if " ("it's an artifact creature"); ``kind_words`` gives the words of the kind each is
checked against."""

from __future__ import annotations

import re

from sim.model.card import PERMANENT_CARD_TYPES, CardDef
from sim.model.qualities import COLOR_LETTERS

#: ``Op.params`` key: the instruction is done only if its object is of the kind
IT_IS = "only if it is"

#: ``Op.params`` key: the instruction is done only if the card a target slot names is of the
#: kind ("if that card is a goblin card, ...", ``sim.text.that_card_text``): "k|<kind>"
THAT_CARD_IS = "only if that card is"

#: the marks of conditions on an object's kind: not what an instruction grants (608.2c)
KIND_MARKS = (IT_IS, THAT_CARD_IS)

#: "it's a(n) <kind>" / "that creature is a(n) <kind>"
IT_IS_WORDS = re.compile(r"^(?:it's|that creature is) an? ([a-z' -]+)$")

_TYPES = {t.lower(): t for t in PERMANENT_CARD_TYPES}


def kind_words(words: str) -> tuple[str, ...]:
    """The words of the kind in ``words`` (the condition without "if ")."""
    found = IT_IS_WORDS.match(words)
    return () if found is None else tuple(found[1].split())


def is_kind(card: CardDef, kind: tuple[str, ...]) -> bool:
    """Whether ``card`` has every quality of ``kind``: a card type (205.2), a color (105.2), or
    a subtype (205.3, changeling's included, 702.73a; the reader admits only known ones)."""
    for word in kind:
        if word in _TYPES:
            if _TYPES[word] not in card.types:
                return False
        elif word in COLOR_LETTERS:
            if COLOR_LETTERS[word] not in card.color_set:
                return False
        elif not card.has_subtype(word):
            return False
    return True
