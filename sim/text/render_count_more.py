"""More counts rendered back to Oracle text (issue 29, characteristic-defining abilities; the
other half of ``sim.text.count_more_rules`` and ``cda_rules.more_thing``): a counted
permanent's "snow", "colorless", "nonland", "non-Wall" (205.4b), "and/or" types, "with
<keyword>", "named ~", "of the chosen color"; cards in exile and in all players' hands; cards
drawn this turn; chroma; card types among cards in your opponents' graveyards. Hooked in
``sim.text.render_counts``."""

from __future__ import annotations

from collections.abc import Callable

from sim.model import abilities as ab
from sim.model.count_kinds import (
    ATTACKING_YOU_COUNT,
    CARDS_DRAWN,
    CHROMA,
    DIFFERENT_NAMES,
    GREATEST_CARD_POWER,
    GREATEST_CARD_VALUE,
    HALF_OPPONENT_LIFE,
    HIGHEST_LIFE,
    LIFE_GAINED,
    MOST_OPPONENT_HAND,
    MOST_OPPONENT_LIFE,
)
from sim.model.filters import Count, Filter
from sim.model.qualities import CARD_TYPE_PLURALS, plural
from sim.text.keyword_names import KEYWORDS
from sim.text.wording import Piece, alt

_CARD_TYPES = frozenset(CARD_TYPE_PLURALS.values())
_COLOR_WORDS = {"W": "white", "U": "blue", "B": "black", "R": "red", "G": "green"}
#: the names of each keyword ability (``Filter.with_kw``), any of which it may be written as
_KEYWORD_NAMES: dict[int, list[str]] = {}
for _name, _flag in KEYWORDS.items():
    _KEYWORD_NAMES.setdefault(int(_flag), []).append(_name)


def kinds_prefix(what: Filter) -> str:
    """"snow ", "colorless ", "nonland ", "noncreature, nonland ", "non-wall ", or ""."""
    more = what.more
    if more is None:
        return ""
    words = "snow " if more.snow else "colorless " if more.colorless else ""
    if more.not_types:
        words += ", ".join("non" + t.lower() for t in more.not_types) + " "
    if more.not_subtype:
        words += f"non-{more.not_subtype.lower()} "
    return words


def kinds_noun(what: Filter, many: bool) -> Piece:
    """The noun of a count of either card type ("artifacts and/or enchantments"), or ""."""
    if what.more is None or not what.more.any_types:
        return ""
    s = "s" if many else ""
    nouns = [t.lower() + s for t in what.more.any_types]
    if len(nouns) > 2:  # "artifacts, creatures, and lands" (issue 29, CDAs)
        return kind_list(nouns)
    return " and/or ".join(nouns)


def kind_list(nouns: list[str]) -> Piece:
    """Three kinds or more as a count lists them: "artifacts, creatures, and lands", "crabs,
    oozes, and/or horrors"."""
    return (", ".join(nouns[:-1]), alt(", and/or ", ", and "), nouns[-1])


def that_are_tail(what: Filter) -> Piece:
    """" that are fungi and/or saprolings" after a count's permanents and whose, or ""."""
    if what.more is None or not what.more.that_are:
        return ""
    nouns = [t.lower() + "s" if t in _CARD_TYPES else plural(t).lower()
             for t in what.more.that_are]
    listed = kind_list(nouns) if len(nouns) > 2 else " and/or ".join(nouns)
    return (" that are ", listed)


def kinds_tail(what: Filter) -> Piece:
    """" with shadow", " named ~" after the noun, or ""."""
    tail: Piece = ""
    if what.with_kw:
        tail = (" with ", alt(*_KEYWORD_NAMES[what.with_kw]))
    if what.more is not None and what.more.named:
        tail = (tail, " named ~")
    return tail


def zone_count_phrase(what: Filter) -> Piece:
    """The whole count of cards in exile or in all players' hands ("the number of cards you own
    in exile", "the total number of instant and sorcery cards you own in exile and in your
    graveyard", "the total number of cards in all players' hands"), or "" for the others."""
    kinds = " and ".join(t.lower() for t in what.card_type.split("/")) + " " \
        if what.card_type else ""
    if what.zone == "exile":
        return f"the number of {kinds}cards you own in exile"
    if what.zone == "exile/graveyard":
        return f"the total number of {kinds}cards you own in exile and in your graveyard"
    if what.zone == "hand" and not what.controller and not kinds:
        return "the total number of cards in all players' hands"
    return ""


def more_base(c: Count, permanents: Callable[[Filter], Piece]) -> Piece:
    """The counts of ``count_more_rules`` that are not of permanents or cards, or "";
    ``permanents`` writes the permanents a count names ("other creatures you control")."""
    what = c.what or ab.ANY
    if c.kind == CARDS_DRAWN:  # CR 121.1
        return "the number of cards you've drawn this turn"
    if c.kind == CHROMA:  # 207.2c, 107.4
        where = "cards in your graveyard" if what.zone else "permanents you control"
        return f"the number of {_COLOR_WORDS[c.of]} mana symbols in the mana costs of {where}"
    if c.kind == MOST_OPPONENT_HAND:  # CR 402.1
        return "the number of cards in the hand of the opponent with the most cards in hand"
    if c.kind == GREATEST_CARD_VALUE:  # CR 202.3
        return ("the ", alt("greatest", "highest"), " mana value among cards in ",
                {ab.YOU: "your graveyard", ab.OPPONENT: "your opponents' graveyards"}.get(
                    what.controller, "all graveyards") if what.zone == "graveyard" else
                "your hand")
    if c.kind == GREATEST_CARD_POWER:  # CR 208.1 (``sim.text.amount_rules``)
        return ("the ", alt("greatest", "highest"), " power among creature cards in ",
                {ab.YOU: "your graveyard", ab.OPPONENT: "your opponents' graveyards"}.get(
                    what.controller, "all graveyards") if what.zone == "graveyard" else
                "your hand")
    if c.kind == ATTACKING_YOU_COUNT:  # CR 508.1b
        return "the number of creatures attacking you"
    if c.kind == LIFE_GAINED:  # CR 119.9
        return ("the amount of life ", alt("you gained", "you've gained"), " this turn")
    if c.kind == HIGHEST_LIFE:  # CR 119.1
        return "the highest life total among players"
    if c.kind == MOST_OPPONENT_LIFE:  # CR 119.1
        return "the life total of an opponent with the most life"
    if c.kind == HALF_OPPONENT_LIFE:  # 107.1a
        return "half the highest life total among your opponents, rounded up"
    if c.kind == DIFFERENT_NAMES:  # CR 201.2 (the total mana value: ``render_counts``)
        return ("the number of differently named ", permanents(what))
    if c.kind == ab.CARD_TYPES and what.controller == ab.OPPONENT:  # 205.2a
        return "the number of card types among cards in your opponents' graveyards"
    return ""
