"""The renderings of the conditions of ``sim.model.player_conditions`` (issue 29, as long as;
CR 611.3a), after "as long as", as the Oracle text writes them."""

from __future__ import annotations

from sim.model import player_conditions as pc
from sim.model.abilities import Static
from sim.model.conditional_types import LIVING_METAL, NOT_CREATURE
from sim.model.filters import Filter
from sim.model.qualities import plural
from sim.text.wording import Piece, alt, number

_COLOR_WORDS = {"W": "white", "U": "blue", "B": "black", "R": "red", "G": "green"}


def player_condition_words(kind: str, count: int, what: Filter | None) -> Piece | None:
    """The words of the condition ``kind`` (None: not one of these)."""
    if kind == pc.NOT_YOUR_TURN:
        return alt("it's not your turn", "it is not your turn")
    if kind == pc.HAND_AT_MOST:
        return ("you have ", number(count), " or fewer cards in hand")
    if kind == pc.MONARCH:  # CR 724.1
        return "you're the monarch"
    if kind == pc.LIFE_HALF_START:  # CR 103.4
        return "your life total is less than or equal to half your starting life total"
    if kind == pc.OPPONENT_UNDER_HALF:
        return "an opponent's life total is less than half their starting life total"
    if kind == pc.DEVOTION_BELOW and what is not None:  # CR 700.5
        colors = " and ".join(_COLOR_WORDS[c] for c in what.color)
        return (f"your devotion to {colors} is less than ", number(count))
    if kind == pc.OTHER_MULTICOLORED:  # CR 105.2c
        return "you control another multicolored permanent"
    if kind == pc.SELF_RENOWNED:  # CR 702.112b
        return (alt("~ is", "it is", "it's"), " renowned")
    if kind == pc.HAND_MORE:  # CR 402.1
        return "you have more cards in hand than each opponent"
    if kind == pc.SELF_MODIFIED:  # CR 700.9
        return (alt("~ is", "it is", "it's"), " modified")
    return _more_words(kind, count, what)


def _more_words(kind: str, count: int, what: Filter | None) -> Piece | None:
    """The words of a full party, no opponent's permanent of a kind, counters on ~, ~ a
    creature (issue 29, conditions; None: not one of these)."""
    if kind == pc.FULL_PARTY:  # CR 700.8
        return "you have a full party"
    if kind == pc.OPPONENTS_NONE and what is not None:
        return alt(("your opponents control no ", kind_noun(what, True)),
                   ("no opponent controls ", alt("a ", "an "), kind_noun(what, False)))
    if kind == pc.SELF_ANY_COUNTERS:  # CR 122.1
        if count == 1:
            return (alt("~", "it"), " has ", alt("a counter", "a counters", "one or more counter",
                                                 "one or more counters", "counters"), " on it")
        return alt((alt("~", "it"), " has ", number(count), " or more counters on it"),
                   ("there are ", number(count), " or more counters on ~"))
    if kind == pc.SELF_CREATURE:
        return "~ is a creature"
    for host, attacking in pc.HOST_ATTACKING.items():  # CR 506.4
        if kind == attacking:
            return f"{host} is attacking"
    return None


def kind_noun(what: Filter, many: bool) -> Piece:
    """A kind of permanent of a card type, subtype and color ("creatures", "white
    creature", "elf")."""
    color = _COLOR_WORDS[what.color] + " " if what.color else ""
    if what.subtype and what.card_type:
        noun: Piece = f"{what.subtype.lower()} {what.card_type.lower()}" + ("s" if many else "")
    elif what.card_type:
        noun = what.card_type.lower() + ("s" if many else "")
    else:
        noun = alt(plural(what.subtype).lower(), what.subtype.lower() + "s") if many else \
            what.subtype.lower()
    return (color, noun)


def not_creature_words(s: Static) -> Piece | None:
    """"as long as <condition>, ~ isn't a creature" (a ``NOT_CREATURE`` rule; CR 613.1d), or
    None for another rule; living metal as its keyword (CR 702.161a: the only reading of a
    ``LIVING_METAL`` rule)."""
    if s.rule == LIVING_METAL and not s.condition:
        return "living metal"
    if s.rule != NOT_CREATURE:
        return None
    words = player_condition_words(s.condition, s.count, s.what)
    return None if words is None else ("as long as ", words, ", ~ isn't a creature")
