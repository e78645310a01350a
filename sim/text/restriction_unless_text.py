"""Reading "~ can't attack | block | attack or block unless <condition>" when the grammar's
static conditions (``sim.text.static_condition_rules``) do not read the condition but the
board-condition reader does (``sim.text.condition_text.restriction_condition``: "a creature
died under your control this turn", "you control another creature with power 4 or greater",
"there are five or more cards in your graveyard"; issue 29, attack requirements).

CR 508.1c, 509.1b: a restriction on the creature, checked as attackers or blockers are
declared; "you" is the creature's controller. Conditions naming a defending or attacking
player, a blocking or attacking creature, ~ or "it" are not read here: they hold for one
declaration, or one attack, not for the board as a whole — except "you control more
<kind> than defending | attacking player" (``unless_condition``), judged for each player the
creature could attack (508.1c, 506.2), or against the attacking player.

And "~ can't block <kinds>", "~ can't be blocked by <kinds>" (509.1b) with the kinds of
creatures ``sim.text.kind_words`` reads ("black creatures", "knights or walls", "creature
tokens", "creatures with power greater than ~'s power"): ``restriction_kinds``.

``parse_text`` is ``sim.text.static_text``'s with this reading after it (``sim.text.oracle``
reads a static clause with it)."""

from __future__ import annotations

import re
from functools import lru_cache

from sim.model.abilities import Parsed
from sim.model.board_conditions import COMPARE, THAT_PLAYER, YOU, BoardCondition
from sim.model.errors import UnknownNameError
from sim.model.restriction_unless import (
    ATTACK_OR_BLOCK_UNLESS,
    ATTACK_UNLESS,
    BLOCK_UNLESS,
    CANT_BLOCK_KINDS,
    NOT_BY_KINDS,
)
from sim.text.condition_text import board_condition, restriction_condition
from sim.text.keyword_names import normalize, self_reference
from sim.text.kind_words import kinds
from sim.text.static_text import parse_text as parse_static
from sim.text.static_text import read_predicate

_UNLESS = re.compile(r"^~ can't (attack|block|attack or block) unless ([a-z0-9 ,/'+\-]+)$")

_KINDS = {"attack": ATTACK_UNLESS, "block": BLOCK_UNLESS,
          "attack or block": ATTACK_OR_BLOCK_UNLESS}

#: words of conditions that hold for one attack or one declaration, not the board
_COMBAT_WORDS = re.compile(r"\b(defending|attacking|blocking|attacked|blocked|combat|it|its|"
                           r"it's|~)\b")


#: "you control more <kind> than defending | attacking player" (CR 506.2: the player the
#: creature would attack, or the attacking player as blockers are declared): the player
#: "that player", the comparison turned around ("that player controls fewer <kind> than you")
#: "you control at least three other creatures": "three or more" (the same count)
_AT_LEAST = re.compile(r"^you control at least ([a-z0-9]+) (?=\S)")
_VERSUS = re.compile(r"^you control more ([a-z' -]+) than (defending|attacking) player$")


@lru_cache(maxsize=256)
def unless_condition(words: str) -> tuple[BoardCondition, str] | None:
    """The condition of "unless <words>" and whose it is besides "you": "" (none), "defending"
    or "attacking" ("that player" in the condition); None if not read."""
    versus = _VERSUS.match(words)
    if versus is not None:
        c = board_condition(f"if that player controls fewer {versus[1]} than you")
        ok = c is not None and c.test == COMPARE and c.who == THAT_PLAYER and c.versus == YOU
        return (c, versus[2]) if ok and c is not None else None
    if _COMBAT_WORDS.search(words):
        return None
    c = restriction_condition("if " + _AT_LEAST.sub(r"you control \1 or more ", words))
    return None if c is None else (c, "")


def restriction_unless(key: str) -> Parsed | None:
    """The parameter of "~ can't attack | block | attack or block unless <condition>" (the
    normalized text, the card's name as ``~``), or None."""
    found = _UNLESS.match(key)
    if found is None:
        return None
    read = unless_condition(found[2])
    if read is None or read[1] == "defending" and found[1] != "attack" or \
            read[1] == "attacking" and found[1] != "block":
        return None
    return Parsed(params=frozenset({(_KINDS[found[1]], found[2])}))


_KINDS_PHRASE = re.compile(r"^~ can't (block|be blocked by) ([a-z0-9 ,/'~\-]+)$")


def restriction_kinds(key: str) -> Parsed | None:
    """The parameter of "~ can't block <kinds>" (``CANT_BLOCK_KINDS``) or "~ can't be blocked
    by <kinds>" (``NOT_BY_KINDS``), or None."""
    found = _KINDS_PHRASE.match(key)
    if found is None or kinds(found[2]) is None:
        return None
    kind = CANT_BLOCK_KINDS if found[1] == "block" else NOT_BY_KINDS
    return Parsed(params=frozenset({(kind, found[2])}))


def parse_text(text: str, card_name: str = "") -> Parsed:
    """``sim.text.static_text.parse_text``, then ``restriction_unless`` for what it doesn't
    read (its ``UnknownNameError`` when neither reads it)."""
    try:
        return parse_static(text, card_name)
    except UnknownNameError:
        key = self_reference(normalize(text), card_name)
        read = restriction_unless(key) or restriction_kinds(key)
        if read is None:
            raise
        return read


__all__ = ["parse_text", "read_predicate", "restriction_kinds", "restriction_unless",
           "unless_condition"]
