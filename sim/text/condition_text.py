"""The words of the conditions of ``sim.model.board_conditions``: an intervening "if" of a
triggered ability (CR 603.4) or an instruction's own "if ..." (608.2c), read into a
``BoardCondition`` (``board_condition``) and written back from it (``board_condition_words``).

A program keeps the condition as its words with "if " before them ("if you have no cards in
hand"), as ``sim.text.control_conditions`` does; ``sim.rules.conditions`` evaluates them with
``sim.model.board_conditions.holds``. The forms read (``N`` a number, as a digit or a word):

- "you | that player | an opponent have | has no cards in hand", "... N or more | fewer cards
  in hand";
- comparisons: "<you | an opponent | that player> <have | has> more | fewer | less life |
  cards in hand than <you | an opponent | each opponent | each other player>", "... control(s)
  more | fewer <kind> than ...";
- "you | each player have | has N or more | less life";
- "you | an opponent control(s) N or more <kind>", "you control a(n) | another | no <kind>"
  (the kinds ``sim.text.vocabulary.thing`` knows, any permanent, Gates; "[an]other",
  "tapped" / "untapped", a color before them, "with power N or greater | less" after);
- "there are | you have N or more [<card type>] cards in your graveyard", "N or more cards are
  in your graveyard";
- "there are N or more | no <kind> counters on ~", "~ has N or more <kind> counters on it";
- "~ is tapped | untapped | attacking | equipped | enchanted | a(n) <card type>";
- "it's your turn", "it's not your turn", "it's [not] their turn" (that player's);
- "you gained life this turn", "you gained N or more life this turn", "you gained or lost
  life this turn"; "a creature died under your control this turn"; "no creatures attacked
  this turn", "you didn't attack with a creature this turn"; "N or more creatures died this
  turn"; "it's not a token";
  "no creatures are on the battlefield";
- "you have fewer than N cards in hand";
- "you control N or more creatures with different powers" (coven), "creatures you control
  have total power N or greater" (formidable), "an opponent has N or more poison counters"
  (corrupted);
- "it was | wasn't a(n) <card type | creature type>", "it had counters on it", "it had a(n)
  <kind> counter on it", "it had no <kind> counters on it", "its power was N or greater" (the
  object that died or left, as it last existed: a dies or leaves trigger's);
- "~ didn't attack this turn"; "~ is in your graveyard" (the ability functions there, 113.6b);
- "you cast it [from your hand]", "it was cast" (~ itself, as it entered: a trigger about ~).
"""

from __future__ import annotations

import re
from collections.abc import Callable
from functools import cache
from typing import Any

import attrs

from sim.model.board_conditions import (
    ABOVE_START,
    AN_OPPONENT,
    ANYONE,
    ATTACK_POWER,
    ATTACKED,
    ATTACKING,
    BLESSING,
    CAST,
    COMPARE,
    CONTROLS,
    DEFENDING,
    DESCENDED,
    DIED_MINE,
    DIFFERENT_POWERS,
    EACH_OPPONENT,
    EACH_OTHER,
    EACH_PLAYER,
    EITHER,
    ENCHANTED,
    ENGAGED,
    EQUIPPED,
    GAINED,
    GRAVEYARD,
    HAD_COUNTERS,
    HAND,
    HAND_SPELLS,
    HAND_ZONE,
    IN_GRAVEYARD,
    LIFE,
    NOT_ATTACKED,
    OR_LOST,
    POISON,
    POWER_WAS,
    SELF_COUNTERS,
    SELF_IS,
    STATIC,
    TAPPED,
    THAT_PLAYER,
    TOKEN,
    TOTAL_POWER,
    TURN,
    UNTAPPED,
    WAS_A,
    YOU,
    BoardCondition,
)
from sim.model.filters import Filter
from sim.model.programs import INSTEAD_WORD, MODIFY, Op
from sim.model.static_conditions import SOURCE_KINDS
from sim.text.cda_rules import CARD_TYPE_WORDS
from sim.text.counters_if_text import counters_if_words
from sim.text.it_is_text import it_is_sentence, it_is_words
from sim.text.keyword_names import ability_word
from sim.text.object_condition_text import (
    its_kind,
    its_power,
    object_conditioned,
    object_if_words,
)
from sim.text.static_if import static_condition, static_words
from sim.text.that_card_text import that_card_sentence, that_card_words
from sim.text.unless_condition_text import UNLESS_CONDITION, unless_sentence
from sim.text.vocabulary import COLORS, NUMBER_WORDS, thing
from sim.text.wording import Piece, alt, it_for_self, number

#: the card types a permanent may be ("if ~ is an enchantment", 205.2a) and those of cards in
#: a graveyard ("creature cards")
_TYPES = CARD_TYPE_WORDS
_PERMANENT_TYPES = ("Artifact", "Creature", "Enchantment", "Land", "Planeswalker")
_STATES = (TAPPED, UNTAPPED, ATTACKING, EQUIPPED, ENCHANTED)

_N = r"(\d+|one|two|three|four|five|six|seven|eight|nine|ten|twenty)"
_HAND = re.compile(rf"^(you|that player|an opponent|defending player) ha(?:ve|s) "
                   rf"(?:no|{_N} or (more|fewer)) cards in hand$")
_LIFE = re.compile(rf"^(you have|each player has) {_N} or (more|less) life$")
#: CR 103.4, 119.1: "you have at least 7 life more than your starting life total"
_ABOVE_START = re.compile(rf"^you have at least {_N} life more than your starting life total$")
_CONTROLS = re.compile(rf"^(you|an opponent|defending player) controls? "
                       rf"(?:no|(an?|another)|{_N} or more) ([a-z0-9' -]+(?: named ~)?)$")
_GRAVEYARD = re.compile(rf"^(?:there are|you have) {_N} or more (?:([a-z]+) )?cards in your "
                        rf"graveyard$|^{_N} or more cards are in your graveyard$")
_COUNTERS = re.compile(rf"^(?:there are (?:no|{_N} or more) ([a-z]+|[+-]1/[+-]1) counters on ~|"
                       rf"~ has (?:no|{_N} or more) ([a-z]+|[+-]1/[+-]1) counters on it)$")
_SELF_IS = re.compile(r"^~ is (?:an? )?([a-z]+)$")
_GAINED = re.compile(rf"^you gained (?:{_N} or more )?life this turn$")
_FIXED = {"it's your turn": BoardCondition(TURN),
          "it's not your turn": BoardCondition(TURN, negated=True),
          "it's their turn": BoardCondition(TURN, THAT_PLAYER),
          "it's not their turn": BoardCondition(TURN, THAT_PLAYER, negated=True),
          "~ didn't attack this turn": BoardCondition(NOT_ATTACKED),
          "~ attacked or blocked this combat": BoardCondition(ENGAGED),  # 508.1, 509.1
          "you cast it": BoardCondition(CAST),
          "you cast it from your hand": BoardCondition(CAST, word=HAND_ZONE),
          "it was cast": BoardCondition(CAST, "it"),
          "you gained or lost life this turn": BoardCondition(GAINED, word=OR_LOST),
          "you descended this turn": BoardCondition(DESCENDED),  # CR 700.11
          "you have the city's blessing": BoardCondition(BLESSING),  # CR 702.131c
          "~ is in your graveyard": BoardCondition(IN_GRAVEYARD),  # 113.6b
          "you haven't cast a spell from your hand this turn": BoardCondition(HAND_SPELLS,
                                                                              most=0),
          "a creature died under your control this turn": BoardCondition(DIED_MINE),
          "no creatures attacked this turn": BoardCondition(ATTACKED, ANYONE, negated=True),
          "you didn't attack with a creature this turn": BoardCondition(ATTACKED,
                                                                       negated=True),
          "it's not a token": BoardCondition(SELF_IS, "it", word=TOKEN, negated=True),
          # CR 122.1f: a poisoned player has one or more poison counters; 508.5
          "defending player is poisoned": BoardCondition(POISON, DEFENDING, least=1),
          "no creatures are on the battlefield": BoardCondition(
              CONTROLS, ANYONE, most=0, kind=Filter(card_type="Creature"))}
_WAS_A = re.compile(r"^it (was|wasn't) an? ([a-z]+)$")
_HAD = re.compile(r"^it had (?:(no|an?) )?([a-z]+ |[+-]1/[+-]1 )?counters? on it$")
_POWER_WAS = re.compile(rf"^its power was {_N} or greater$")
_COMPARE = re.compile(r"^(you|an opponent|that player|a player|defending player) "
                      r"(have|has|controls?) "
                      r"(more|fewer|less) "
                      r"(.+?) than (you|an opponent|each opponent|each other player)$")
_SIDES = {"you": YOU, "an opponent": AN_OPPONENT, "that player": THAT_PLAYER, "a player": ANYONE,
          "each opponent": EACH_OPPONENT, "each other player": EACH_OTHER,
          "defending player": DEFENDING}
_DIED = re.compile(rf"^{_N} or more creatures died this turn$")
_FEWER = re.compile(rf"^you have fewer than {_N} cards in hand$")
#: coven, formidable, corrupted (ability words, 207.2c): a count and the test it bounds
_AT_LEAST = ((re.compile(rf"^you control {_N} or more creatures with different powers$"),
              DIFFERENT_POWERS, YOU),
             (re.compile(rf"^creatures you control have total power {_N} or greater$"),
              TOTAL_POWER, YOU),
             (re.compile(rf"^an opponent has {_N} or more poison counters$"), POISON,
              AN_OPPONENT),
             (re.compile(rf"^you attacked with creatures with total power {_N} or greater "
                         r"this combat$"), ATTACK_POWER, YOU))


def _n(word: str | None) -> int:
    if word is None:
        return -1
    return int(word) if word.isdigit() else 20 if word == "twenty" else NUMBER_WORDS.get(word, -1)


_POWER = re.compile(rf"^(.+) with power {_N} or (greater|less)$")
#: the kinds ``thing`` doesn't read that a condition names: any permanent, a Gate (205.3i)
_MORE_KINDS = {"permanent": Filter(), "permanents": Filter(), "gate": Filter(subtype="Gate"),
               "gates": Filter(subtype="Gate")}


def _kind(words: str) -> BoardCondition | None:
    """"[another] [tapped | untapped] <kind> [with power N or greater | less]": a
    ``CONTROLS`` condition's kind (its bounds unset)."""
    other = words.startswith(("another ", "other "))
    rest = words.split(" ", 1)[1] if other else words
    named = rest.endswith(" named ~")  # "another creature named ~" (CR 201.2)
    rest = rest.removesuffix(" named ~")
    tapped: bool | None = None
    for state, value in (("tapped ", True), ("untapped ", False)):
        if rest.startswith(state):
            tapped, rest = value, rest[len(state):]
    least = most = None
    power = _POWER.match(rest)
    if power is not None:  # "a creature with power 4 or greater"
        rest = power[1]
        least, most = (_n(power[2]), None) if power[3] == "greater" else (None, _n(power[2]))
    parts = rest.split(" ", 1)
    color = COLORS.get(parts[0], "") if len(parts) == 2 else ""
    kind = _MORE_KINDS.get(parts[1] if color else rest) or thing(rest)
    if kind is None or kind.other or kind.tapped is not None or kind.min_power is not None:
        return None
    kind = attrs.evolve(kind, other=other, tapped=tapped, min_power=least, max_power=most,
                        color=color or kind.color, named=named)
    return BoardCondition(CONTROLS, kind=kind, word=words)


@cache
def board_condition(condition: str) -> BoardCondition | None:
    """The condition the words ``condition`` ("if you have no cards in hand") name, or
    None: one of this module's, else one of a static ability's (``sim.text.static_if``)."""
    if not condition.startswith("if "):
        return None
    read = _board_condition(condition[3:])
    if read is None:
        read = static_condition(condition[3:])
    return _either(condition[3:]) if read is None else read


def _either(words: str) -> BoardCondition | None:
    """"<condition> or <condition>" ("you control a desert or there is a desert card in your
    graveyard"): both read, neither about "it" or "that player" (so its words split once
    only where both halves are conditions)."""
    at = words.find(" or ")
    while at >= 0:
        left, right = board_condition("if " + words[:at]), board_condition("if " + words[at + 4:])
        if left is not None and right is not None and outside_triggers(left) and \
                outside_triggers(right) and not names_self(left) and not names_self(right):
            return BoardCondition(EITHER, parts=(left, right))
        at = words.find(" or ", at + 1)
    return None


def _board_condition(words: str) -> BoardCondition | None:
    fixed = _FIXED.get(words)
    if fixed is not None:
        return fixed
    compared = _compared(words)
    if compared is not None:
        return compared
    found = _DIED.match(words)
    if found is not None:
        return BoardCondition(DIED_MINE, ANYONE, least=_n(found[1]))
    for pattern, test, who in _AT_LEAST:
        found = pattern.match(words)
        if found is not None:
            return BoardCondition(test, who, least=_n(found[1]))
    found = _FEWER.match(words)
    if found is not None:  # "fewer than seven": six or fewer
        return BoardCondition(HAND, most=_n(found[1]) - 1, word=FEWER_THAN)
    found = _HAND.match(words)
    if found is not None:
        who = _SIDES[found[1]]
        if found[2] is None:
            return BoardCondition(HAND, who, most=0)
        n = _n(found[2])
        return BoardCondition(HAND, who, least=n) if found[3] == "more" else \
            BoardCondition(HAND, who, most=n)
    found = _LIFE.match(words)
    if found is not None:
        n, who = _n(found[2]), YOU if found[1] == "you have" else EACH_PLAYER
        return BoardCondition(LIFE, who, least=n) if found[3] == "more" else \
            BoardCondition(LIFE, who, most=n)
    found = _ABOVE_START.match(words)
    if found is not None:
        return BoardCondition(LIFE, least=_n(found[1]), word=ABOVE_START)
    found = _CONTROLS.match(words)
    if found is not None:
        kind = _kind(found[4])
        who = _SIDES[found[1]]
        if found[2] == "another" and kind is not None:  # "you control another wizard"
            kind = _kind("another " + found[4])
            return None if kind is None else attrs.evolve(kind, who=who, least=1, single=True)
        if found[2] is not None and kind is not None:  # "you control a wizard"
            return attrs.evolve(kind, who=who, least=1, single=True)
        if kind is None or found[3] is None and who == AN_OPPONENT or \
                found[3] is not None and _n(found[3]) < 1:
            return None  # "an opponent controls no ...": not read (every opponent?)
        if found[3] is None:
            return attrs.evolve(kind, who=who, most=0)
        return attrs.evolve(kind, who=who, least=_n(found[3]))
    found = _GRAVEYARD.match(words)
    if found is not None and found[3] is not None:  # threshold's words (207.2c)
        return BoardCondition(GRAVEYARD, least=_n(found[3]))
    if found is not None:
        card_type = _TYPES.get(found[2] or "", "")
        if found[2] and not card_type:
            return None
        return BoardCondition(GRAVEYARD, least=_n(found[1]), word=card_type)
    return _self(words)


def _compared(words: str) -> BoardCondition | None:
    """"an opponent controls more lands than you", "you have less life than an opponent"."""
    found = _COMPARE.match(words)
    if found is None:
        return None
    who, verb, more, what, versus = found.groups()
    if who == versus or (verb in ("have", "control")) != (who == "you"):
        return None
    more_word = "more" if more == "more" else ("less" if what == "life" else "fewer")
    if more != more_word:
        return None
    direction = 1 if more == "more" else 0
    if verb in ("have", "has"):
        word = {"life": LIFE, "cards in hand": HAND_ZONE}.get(what)
        return None if word is None else BoardCondition(
            COMPARE, _SIDES[who], least=direction, word=word, versus=_SIDES[versus])
    kind = _kind(what)
    if kind is None or kind.kind is None or kind.kind.other:
        return None
    return BoardCondition(COMPARE, _SIDES[who], least=direction, kind=kind.kind, word=what,
                          versus=_SIDES[versus])


def _self(words: str) -> BoardCondition | None:
    """The conditions about ~ itself and the turn."""
    found = _COUNTERS.match(words)
    if found is not None:
        if found[2] is not None:
            return BoardCondition(SELF_COUNTERS, most=0 if found[1] is None else -1,
                                  least=_n(found[1]), word=found[2])
        return BoardCondition(SELF_COUNTERS, "~", most=0 if found[3] is None else -1,
                              least=_n(found[3]), word=found[4])
    found = _SELF_IS.match(words)
    if found is not None:
        word = found[1]
        if word in _STATES and not words.startswith("~ is a"):
            return BoardCondition(SELF_IS, word=word)
        card_type = _TYPES.get(word, "")
        if card_type in _PERMANENT_TYPES and words.startswith("~ is a"):
            return BoardCondition(SELF_IS, word=card_type)
        return None
    found = _GAINED.match(words)
    if found is not None:
        return BoardCondition(GAINED, least=_n(found[1]))
    return _was(words)


def _was(words: str) -> BoardCondition | None:
    """What the object that died or left was (603.10a)."""
    found = _WAS_A.match(words)
    if found is not None:
        kind = thing(found[2])
        word = _TYPES.get(found[2], "") or (kind.subtype if kind is not None and
                                              not kind.card_type and not kind.color else "")
        return BoardCondition(WAS_A, "it", word=word, negated=found[1] == "wasn't") \
            if word else None
    found = _HAD.match(words)
    if found is not None:
        counter = (found[2] or "").strip()
        if found[1] == "no":
            return BoardCondition(HAD_COUNTERS, "it", most=0, word=counter) if counter else None
        if bool(found[1]) != bool(counter) or (not found[1] and "counters on" not in words):
            return None  # "it had counters on it", "it had a +1/+1 counter on it"
        return BoardCondition(HAD_COUNTERS, "it", least=1, word=counter, single=bool(found[1]))
    found = _POWER_WAS.match(words)
    if found is not None:
        return BoardCondition(POWER_WAS, "it", least=_n(found[1]))
    return None


#: ``HAND``'s word: "you have fewer than N cards in hand" (N - 1 or fewer)
FEWER_THAN = "fewer than"

#: the tests about ~ itself: "it" after them is ~
_SELF_TESTS = (SELF_COUNTERS, SELF_IS, NOT_ATTACKED, CAST, IN_GRAVEYARD, ENGAGED)


def about_it(c: BoardCondition) -> bool:
    """Whether ``c`` is about "it" as an entering or triggering ~ ("if you cast it", "if
    it's not a token"): read only where "it" is ~ (a trigger about ~ itself)."""
    return c.test == CAST or c.who == "it" and not last_known(c) or c.who == DEFENDING


def outside_triggers(c: BoardCondition) -> bool:
    """Whether ``c`` means the same outside a triggered ability (an instruction's own
    condition, 608.2c; an activation restriction, 602.5b): not about "that player" or "it"
    (no such object), nor read from the event stream (life gained this turn: the stream may
    not be recorded when nothing on the board triggers, ``sim.rules.triggers.needs_events``)."""
    return c.who != THAT_PLAYER and not about_it(c) and not last_known(c) and \
        c.test not in (GAINED, ATTACK_POWER)


def last_known(c: BoardCondition) -> bool:
    """Whether ``c`` is about what the object that died or left was (603.10a)."""
    return c.test in (WAS_A, HAD_COUNTERS, POWER_WAS)


def names_self(c: BoardCondition) -> bool:
    """Whether ``c`` is about ~ itself, so "it" after it means ~."""
    return c.test in _SELF_TESTS or _of_source(c)


def _of_source(c: BoardCondition) -> bool:
    """Whether ``c`` is a static ability's condition about its source ("if it's renowned")."""
    return c.test == STATIC and c.word in SOURCE_KINDS


#: the words of whose a condition is (``_SIDES`` read backwards)
_WHO = {v: k for k, v in _SIDES.items()}


def on_attack(c: BoardCondition) -> bool:
    """Whether ``c`` is read only in a "whenever ~ attacks" trigger: about the defending player
    (CR 508.5: the one ~ attacks), or pack tactics' power of the attackers as declared (508.1:
    noted as the trigger is checked, right after the declaration)."""
    return c.who == DEFENDING or c.test == ATTACK_POWER or any(on_attack(p) for p in c.parts)


def _article(word: str) -> str:
    return "an" if word[0] in "aeiou" else "a"


def render_condition(c: BoardCondition) -> Piece:
    """The words of ``c`` (without "if " and the comma after them)."""
    key = attrs.astuple(c)  # (no ``==`` on attrs values: tests/test_build.py)
    for words, fixed in _FIXED.items():
        if attrs.astuple(fixed) == key:
            return words
    test = c.test
    if test == STATIC:
        return static_words(c)
    if test == EITHER:
        return (render_condition(c.parts[0]), " or ", render_condition(c.parts[1]))
    if test == DIED_MINE and c.who == ANYONE:
        return (number(c.least), " or more creatures died this turn")
    if test == DIFFERENT_POWERS:
        return ("you control ", number(c.least), " or more creatures with different powers")
    if test == TOTAL_POWER:
        return ("creatures you control have total power ", number(c.least), " or greater")
    if test == POISON:
        return ("an opponent has ", number(c.least), " or more poison counters")
    if test == ATTACK_POWER:
        return ("you attacked with creatures with total power ", number(c.least),
                " or greater this combat")
    if test == COMPARE:
        side = {v: k for k, v in _SIDES.items()}
        who = side[c.who]
        verb = ("have" if who == "you" else "has") if c.word in (LIFE, HAND_ZONE) else (
            "control" if who == "you" else "controls")
        what = {LIFE: "life", HAND_ZONE: "cards in hand"}.get(c.word, c.word)
        than = "more" if c.least == 1 else ("less" if c.word == LIFE else "fewer")
        return f"{who} {verb} {than} {what} than {side[c.versus]}"
    if test == HAND and c.word == FEWER_THAN:
        return ("you have fewer than ", number(c.most + 1), " cards in hand")
    if test == HAND:
        has = "you have" if c.who == YOU else f"{_WHO[c.who]} has"
        if c.most == 0:
            return f"{has} no cards in hand"
        more = c.least >= 0
        return (f"{has} ", number(c.least if more else c.most),
                " or more" if more else " or fewer", " cards in hand")
    if test == LIFE and c.word == ABOVE_START:  # CR 103.4
        return ("you have at least ", number(c.least), " life more than your starting life total")
    if test == LIFE:
        more = c.least >= 0
        return ("each player has " if c.who == EACH_PLAYER else "you have ",
                number(c.least if more else c.most), " or more" if more else " or less", " life")
    if test == CONTROLS:
        who = "you control" if c.who == YOU else f"{_WHO[c.who]} controls"
        if c.single and c.word.startswith("another "):
            return f"{who} {c.word}"
        if c.single:
            return f"{who} {_article(c.word)} {c.word}"
        return (f"{who} no {c.word}" if c.most == 0 else
                (f"{who} ", number(c.least), f" or more {c.word}"))
    if test == GRAVEYARD:
        kind = f" {c.word.lower()}" if c.word else ""
        counted: Piece = (alt("there are ", "you have "), number(c.least),
                          f" or more{kind} cards in your graveyard")
        return counted if kind else alt(counted, (number(c.least),
                                                " or more cards are in your graveyard"))
    if test == SELF_COUNTERS:
        if c.who == "~":
            return f"~ has no {c.word} counters on it" if c.most == 0 else (
                "~ has ", number(c.least), f" or more {c.word} counters on it")
        if c.most == 0:
            return f"there are no {c.word} counters on ~"
        return ("there are ", number(c.least), f" or more {c.word} counters on ~")
    if test == SELF_IS:
        word = c.word.lower()
        return f"~ is {word}" if c.word in _STATES else f"~ is {_article(word)} {word}"
    if test == WAS_A:
        word = c.word.lower()
        return f"it {'wasn' + chr(39) + 't' if c.negated else 'was'} {_article(word)} {word}"
    if test == HAD_COUNTERS:
        if c.most == 0:
            return f"it had no {c.word} counters on it"
        if c.single:
            return f"it had {_article(c.word)} {c.word} counter on it"
        return "it had counters on it"
    if test == POWER_WAS:
        return ("its power was ", number(c.least), " or greater")
    if test == GAINED:
        if c.least < 0:
            return "you gained life this turn"
        return ("you gained ", number(c.least), " or more life this turn")
    return "<condition>"


def board_condition_words(condition: str) -> Piece | None:
    """The words a program's ``condition`` renders back to ("if you have no cards in hand,
    "), from the ``BoardCondition`` read from it; None when it is no such condition."""
    c = board_condition(condition)
    return None if c is None else ("if ", render_condition(c), ", ")



#: an instruction's mark (``Op.params``): done only if the condition (the value, its words
#: with "if ") holds as the spell or ability resolves (CR 608.2c; ``sim.rules.instead``)
ONLY_IF = "only if"
#: the same, its condition written after the instruction ("draw a card if ...")
ONLY_IF_AFTER = "only if after"

_LEAD = re.compile(r"^(if [a-z0-9~'+/ -]+?), ")


def conditional_sentence(s: str, sentence: Callable[[str], list[Op] | None],
                         targets: list[Any]) -> list[Op] | None:
    """The sentence ``s`` ("if it's your turn, scry 2", "draw a card if you have no cards in
    hand"; normalized, the card's name as ~) as its one instruction marked ``ONLY_IF`` (the
    condition first) or ``ONLY_IF_AFTER`` (after) its condition (608.2c), or None: no
    condition of ``board_condition``'s, not one instruction, or one choosing a new target
    (chosen as the spell is cast whether or not the condition will hold; not run).
    ``sentence`` reads an instruction's words, ``targets`` are the targets read so far (those
    it names when not read are dropped again)."""
    it_is = it_is_sentence(s, sentence, targets) or that_card_sentence(s, sentence, targets)
    if it_is is not None:
        return it_is
    unless = unless_sentence(s, sentence, targets, board_condition, outside_triggers)
    if unless is not None:  # "you lose 2 life unless you control another pirate"
        return unless
    word, s = ability_word(s)  # "coven — then if ...": no rules meaning (207.2c)
    if s.startswith("then if "):  # "draw two cards. then if ..., draw a card": in order
        s = s[len("then "):]
    found = _LEAD.match(s)
    if found is not None:
        condition, rest, mark = found[1], s[found.end():], ONLY_IF
    else:
        head, sep, tail = s.rpartition(" if ")
        if not sep or head.endswith(" instead") or "," in tail:
            return None
        condition, rest, mark = "if " + tail, head, ONLY_IF_AFTER
        if its_power(condition) is not None or its_kind(condition) is not None:  # (608.2c)
            return object_conditioned(rest, condition, sentence, targets)
    board = board_condition(condition)
    if board is None or not outside_triggers(board):
        return None  # "that player" here: a target or the player named before, not read
    known = len(targets)
    if names_self(board):  # "if there are no depletion counters on ~, sacrifice it": ~
        rest = re.sub(r"\bit\b", "~", rest)
    ops = sentence(rest)
    if not ops or len(ops) != 1 or len(targets) != known or ops[0].params or \
            word and ops[0].verb == MODIFY:  # (its params: what it grants)
        del targets[known:]
        return None
    op = ops[0]
    marks = {(mark, condition)} | ({(INSTEAD_WORD, word)} if word else set())
    return [attrs.evolve(op, params=op.params | marks)]


def only_if(op: Op, body: Piece) -> Piece:
    """``body``, the rendering of ``op``, with its ``ONLY_IF`` condition's words before it
    or its ``ONLY_IF_AFTER`` condition's after it (an ability word before them)."""
    it_is = it_is_words(op, body) or that_card_words(op, body) or counters_if_words(op, body)
    if it_is is not None:  # counters_if_text: "then if it has N or more <kind> counters ...")
        return it_is
    for key, value in op.params:
        c = board_condition(value) if key == UNLESS_CONDITION else None
        if c is not None:  # ``sim.text.unless_condition_text``
            return (body, " unless ", render_condition(c))
    marks = dict(op.params)
    head = f"{marks[INSTEAD_WORD]} — " if INSTEAD_WORD in marks else ""
    conditioned = object_if_words(op, body)  # "... if its power is 2" (608.2c)
    if conditioned is not None:
        return conditioned
    for key, value in op.params:
        if key in (ONLY_IF, ONLY_IF_AFTER):
            c = board_condition(value)
            if c is None:
                return body
            words = render_condition(c)
            if names_self(c):  # "if there are no depletion counters on ~, sacrifice it"
                body = it_for_self(body)
            return (head, body, " if ", words) if key == ONLY_IF_AFTER else (
                head, alt("", "then "), "if ", words, ", ", body)
    return body


def restriction_condition(words: str) -> BoardCondition | None:
    """An activated ability's restriction "activate only if <condition>" (CR 602.5b; the
    words "if you control a demon", lower case, the card's name not replaced) as a condition
    about the board or the turn, checked as it is activated; None for other words and for
    conditions about ~, "it" or "that player" (no such object as it is activated)."""
    c = board_condition(words)
    return None if c is None or names_self(c) or not outside_triggers(c) else c
