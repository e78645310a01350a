"""A Saga's chapter abilities read from its Oracle text (CR 714.2): each line
"<numerals> — <effect>" ("I — Scry 2.", "I, II — Create a Treasure token.") is one triggered
ability (``sim.model.chapters``): "When one or more lore counters are put onto this Saga, if
the number of lore counters on it was less than N and became at least N, [effect]" (714.2b),
a line of several chapter numbers one such ability per number (714.2c). The effect is read as
any other ability's (``sim.text.effect_text.read_effect``); "it" before a target is named is
the Saga. An effect with a condition of its own ("II — If you have one or fewer cards in hand,
draw four cards.") is not run: the engine would check it as the ability triggers, while a
chapter's effect checks it only as it resolves (608.2c). A flavor word after the chapter
symbol ("I — Lunge — ~ fights up to one other target creature.") has no rules meaning (207.2d):
the effect after it is read (``flavor_word``: a few plain words, none of an instruction's).
Any other line goes on to ``sim.text.speed_text.speed_triggered``.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from sim.model.abilities import SELF
from sim.model.chapters import NUMERALS, chapter_subject
from sim.model.programs import Triggered
from sim.text.counter_trigger_subjects import COUNTERS_PUT
from sim.text.effect_text import read_effect
from sim.text.speed_text import speed_triggered

_NUMERAL = "(?:" + "|".join(sorted(NUMERALS, key=len, reverse=True)) + ")"
#: "I — ", "I, II — ", "II, III, IV — " (CR 714.2a, 714.2c)
_CHAPTER = re.compile(rf"^({_NUMERAL}(?:, {_NUMERAL})*) [\u2014-] (.+)$", re.IGNORECASE | re.DOTALL)


#: a flavor word and its dash (CR 207.2d): up to four words of letters, never one of an
#: instruction ("target opponent faces a villainous choice — ...", 701.56a)
_FLAVOR = re.compile(r"^([a-z][a-z'!/-]*(?: [a-z'!/-]+){0,3}) [\u2014-] (.+)$",
                     re.IGNORECASE | re.DOTALL)
_INSTRUCTION_WORDS = re.compile(r"\b(?:target|choose|choice|chooses|faces|each|you|your|may|"
                                r"all|if|when|whenever|until|as)\b", re.IGNORECASE)


def flavor_word(effect: str) -> tuple[str, str]:
    """``effect`` split after a flavor word and its dash (CR 207.2d): the word (lower case)
    and the rest, or ``("", effect)`` when it begins with none."""
    found = _FLAVOR.match(effect.strip())
    if found is None or _INSTRUCTION_WORDS.search(found[1]):
        return "", effect
    return found[1].lower(), found[2].strip()


def saga_triggered(read: Callable[[str, str], Triggered | None], line: str,
                      card_name: str = "") -> Triggered | None:
    """``line`` as a chapter ability (see the module docstring), else as ``read`` reads it
    (through ``speed_triggered``)."""
    found = _CHAPTER.match(line.strip())
    if found is None:
        return speed_triggered(read, line, card_name)
    numbers = tuple(NUMERALS.index(n.strip().lower()) + 1 for n in found[1].split(","))
    if list(numbers) != sorted(set(numbers)):
        return None
    effect = flavor_word(found[2])[1]
    program = read_effect(effect, card_name, it=SELF)
    subject = chapter_subject(numbers)
    if program.condition:  # checked on resolution only (see the module docstring)
        return Triggered(COUNTERS_PUT, subject, "", effect, line, None)
    return Triggered(COUNTERS_PUT, subject, "", effect, line, program)


__all__ = ["saga_triggered"]
