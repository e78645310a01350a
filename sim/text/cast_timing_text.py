"""A card's own casting restrictions and permissions (CR 601.3, 307.1, 702.8a) as written:
"cast this spell only during combat after blockers are declared", "... during the declare
attackers step and only if you've been attacked this step", "... only if you've cast another
spell this turn" (``CAST_ONLY``), and "you may cast ~ as though it had flash" with a condition
or none (``FLASH_IF``): read from a static line (``sim.text.static_text.parse_text``, which
tries ``read_cast_timing`` after its own readers) only when every restriction is one
``sim.rules.cast_timing`` checks and every condition one ``sim.text.condition_text`` reads;
the clause renders back from its words (``sim.text.static_text.param_text``)."""

from __future__ import annotations

import re

from sim.model.abilities import Parsed
from sim.model.cast_permissions import (
    AFTER,
    AS_LONG_AS,
    BEFORE,
    CAST_ONLY,
    FLASH_IF,
    FLASH_WORDS,
    NO_CONDITION,
)
from sim.model.programs import controls_restriction
from sim.text.condition_text import restriction_condition
from sim.text.history_words import history_restriction
from sim.text.restrictions import restriction_parts
from sim.text.static_text import MORE_READERS
from sim.text.vocabulary import NUMBER_WORDS

#: the restrictions of a step or a turn (CR 500.1, 506.1), and of a hand's size, the engine
#: checks, for spells and
#: activated abilities alike (``sim.rules.step_timings``), beside those
#: ``sim.text.oracle._TIMINGS`` lists for abilities
STEP_TIMINGS = frozenset((
    "during combat after blockers are declared", "during combat before blockers are declared",
    "during the declare attackers step", "if you've been attacked this step",
    "during the declare blockers step", "before the combat damage step",
    "during the end of combat step", "during an opponent's upkeep", "during your end step",
    "during an opponent's turn after their upkeep step", "after combat",
    "during combat on an opponent's turn", "during the declare blockers step on an "
    "opponent's turn", "during your declare attackers step",
    "if you have exactly seven cards in hand"))

#: a spell's restriction (CR 601.3; surge's words, 702.117a)
ANOTHER_SPELL = "if you've cast another spell this turn"

#: the restrictions a spell may have besides ``STEP_TIMINGS`` (the activated abilities' of
#: ``sim.rules.activation.restriction_holds``) and the conditions of the board and the turn
SPELL_TIMINGS = STEP_TIMINGS | frozenset((
    "during an opponent's turn", "during your turn", "during combat",
    "before attackers are declared", "during your upkeep",
    ANOTHER_SPELL, "if you have no cards in hand"))


def known(restriction: str) -> bool:
    """Whether a spell's restriction ``restriction`` is one the engine checks (CR 601.3)."""
    return restriction in SPELL_TIMINGS or bool(controls_restriction(restriction)) or \
        restriction_condition(restriction) is not None or bool(history_restriction(restriction))


#: an activated ability's restrictions about its own source (CR 602.5b; the card's name as ~,
#: ``sim.text.restrictions.self_named``): checked by ``sim.rules.step_timings.self_holds``
_SELF = re.compile(r"if ~ (?:is (attacking|blocked|attacking or blocking|a creature)|"
                   r"(attacked) this turn)|if ~'s power is (\d+) or greater")
#: the same about the counters on it (CR 122.1): none, or at least N ("a" one)
_COUNTERS = (re.compile(r"if there are (no|\w+ or more) (\S+) counters on ~"),
             re.compile(r"if ~ has (an?|\w+ or more) (\S+) counters? on it"))


def self_held(restriction: str) -> bool:
    """Whether ``restriction`` is one about the ability's source the engine checks: "if ~ is
    attacking", "if ~ attacked this turn" (boast's, CR 702.142a), "if ~ is blocked", "if ~
    is attacking or blocking", "if ~ is a creature", "if ~'s power is N or greater", "if
    there are no charge counters on ~", "if there are three or more brick counters on ~",
    "if ~ has four or more quest counters on it"."""
    return self_parts(restriction) is not None


def self_parts(restriction: str) -> tuple[str, int, str] | None:
    """A ``self_held`` restriction as what it tests ("attacking", "attacked", "blocked",
    "attacking or blocking", "a creature", "power", "counters"), the least power or counters (-1: no
    counters), and the counters' kind; None for another."""
    found = _SELF.fullmatch(restriction)
    if found is not None:
        return ("power", int(found[3]), "") if found[3] else (found[1] or found[2], 0, "")
    for pattern in _COUNTERS:
        counted = pattern.fullmatch(restriction)
        if counted is None:
            continue
        many = counted[1].removesuffix(" or more")
        least = -1 if many == "no" else int(many) if many.isdigit() else NUMBER_WORDS.get(many, 0)
        if least:
            return "counters", least, counted[2]
    return None


#: the parameters this module reads (an instant's or sorcery's that the engine runs)
CASTING = frozenset((CAST_ONLY, FLASH_IF))

_CAST_ONLY = "cast ~ only "


def read_cast_timing(key: str) -> Parsed | None:
    """``key`` (normalized, the card's name as ~) as a ``CAST_ONLY`` or ``FLASH_IF``
    parameter, or None."""
    key = key.strip().rstrip(".")
    if key.startswith(_CAST_ONLY):
        words = key[len(_CAST_ONLY):]
        parts = [p.strip() for p in restriction_parts(words)]
        if not words or not all(p and known(p) for p in parts):
            return None
        return Parsed(params=frozenset([(CAST_ONLY, words)]))
    value = _flash(key)
    return None if value is None else Parsed(params=frozenset([(FLASH_IF, value)]))


def _flash(key: str) -> str | None:
    """A ``FLASH_IF`` value of ``key``, or None."""
    if key == FLASH_WORDS:
        return f"{NO_CONDITION}|"
    if key.startswith(FLASH_WORDS + " if "):
        condition = key[len(FLASH_WORDS) + 1:]
        return f"{AFTER}|{condition}" if _condition(condition) else None
    if key.endswith(", " + FLASH_WORDS):
        condition = key[:-len(FLASH_WORDS) - 2]
        if condition.startswith("as long as "):
            words = condition[len("as long as "):]
            return f"{AS_LONG_AS}|{words}" if _condition("if " + words) else None
        return f"{BEFORE}|{condition}" if _condition(condition) else None
    return None


def _condition(words: str) -> bool:
    """Whether "if <condition>" is a condition of the board or the turn the engine checks as
    the spell would be cast (none about ~: it is a card in a hand then)."""
    return restriction_condition(words) is not None or bool(history_restriction(words))


MORE_READERS.append(read_cast_timing)
