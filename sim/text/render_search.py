"""The rendering of a library search (``Op(SEARCH)``, CR 701.23a, 701.24a) back to its Oracle
text: ``search_piece``, the wordings ``sim.text.search_rules`` reads ("search your library for
up to two basic land cards, put them onto the battlefield tapped, then shuffle"); several
wordings of one meaning are alternatives ("a basic land card or gate card" / "a basic land or
gate card", "it" / "that card")."""

from __future__ import annotations

from sim.model import programs as pg
from sim.model import search_verbs as sv
from sim.model.programs import Op
from sim.text.render_counts import x_phrase
from sim.text.render_library import SELF_NAMED
from sim.text.search_rules import LAND_TYPES
from sim.text.wording import Piece, alt, number


def singular(op: Op) -> bool:
    """Whether the search finds one card ("a card"), not several ("up to two cards")."""
    params = dict(op.params)
    return op.count == 1 and sv.SEARCH_X_COUNT not in params and sv.SEARCH_UP_TO not in \
        params and sv.SEARCH_ANY_NUMBER not in params


def _article(word: str) -> str:
    return "an" if word[:1] in "aeiou" else "a"


def _kinds(kinds: list[str], many: bool) -> Piece:
    """The kinds listed, "basic" said once before land types ("basic forest, plains, or
    island"); several cards: "and/or" as "or" (each card is one of them)."""
    last = alt(" or ", " and/or ") if many else " or "
    if len(kinds) > 1 and all(k.startswith("basic ") and k[len("basic "):] in LAND_TYPES
                              for k in kinds):
        kinds = [kinds[0], *(k[len("basic "):] for k in kinds[1:])]
    if len(kinds) == 1:
        return kinds[0]
    if len(kinds) == 2:
        return (kinds[0], last, kinds[1])
    return (", ".join(kinds[:-1]), ",", last, kinds[-1])


def _qualities(op: Op) -> Piece:
    params = dict(op.params)
    for key, words in ((pg.SEARCH_MAX_VALUE, " or less"), (sv.SEARCH_MIN_VALUE, " or greater"),
                       (sv.SEARCH_VALUE, "")):
        if key in params and params[key] == sv.COUNTED_VALUE and op.per is not None:
            return (" with mana value ", "less than or equal to " if key == pg.SEARCH_MAX_VALUE
                    else "equal to ", x_phrase(op.per))  # CR 202.3, 608.2h
        if key in params:
            return (" with mana value ", params[key], words)
    for key in (sv.SEARCH_POWER, sv.SEARCH_TOUGHNESS, sv.SEARCH_POWER_OR_TOUGHNESS):
        if key in params:  # CR 208.1
            return (" with ", key, " ", params[key])
    if sv.SEARCH_KEYWORD in params:  # CR 702
        return (" with ", params[sv.SEARCH_KEYWORD])
    if sv.SEARCH_BASIC_TYPE in params:  # CR 205.3i
        return " with a basic land type"
    return " with different names" if sv.SEARCH_DIFFERENT in params else ""


def _count(op: Op) -> Piece:
    params = dict(op.params)
    if sv.SEARCH_ANY_NUMBER in params:
        return "any number of "
    return ("up to " if sv.SEARCH_UP_TO in params else "",
            number(op.count, sv.SEARCH_X_COUNT in params), " ")


def found_cards(op: Op) -> Piece:
    """What the search looks for: "a card", "an artifact card with mana value 3 or less", "a
    card named ~", "up to two basic land cards and/or gate cards", "three cards"."""
    kinds = op.card.split(" or ")
    if sv.SEARCH_EACH in dict(op.params):  # "a forest card and a plains card"
        each = [f"{_article(k)} {k} card" for k in kinds]
        return (each[0], " and ", each[1]) if len(each) == 2 else \
            (", ".join(each[:-1]), ", and ", each[-1])
    if singular(op):
        if not op.card:
            return ("a card", _qualities(op))
        if op.card.startswith("named "):
            return ("a card ", "named ~" if op.card == SELF_NAMED else op.card)
        listed: Piece = (_article(kinds[0]), " ", _kinds(kinds, False), " card", _qualities(op))
        if len(kinds) == 2 and not op.params:
            return alt(listed, (_article(kinds[0]), " ", kinds[0], " card or ",
                                alt("", _article(kinds[1]) + " "), kinds[1], " card"))
        return listed
    if not op.card:
        return (_count(op), "cards", _qualities(op))
    if op.card == SELF_NAMED:
        return (_count(op), "cards named ~")
    listed = (_count(op), _kinds(kinds, True), " cards", _qualities(op))
    if len(kinds) == 2 and op.card != SELF_NAMED:
        return alt(listed, (_count(op), kinds[0], " cards and/or ", kinds[1], " cards",
                            _qualities(op)))
    return listed


def _where(op: Op, found: Piece) -> Piece:
    if op.rule == pg.TO_BATTLEFIELD:
        return ("put ", found, " onto the battlefield", " tapped" if op.tapped else "")
    if op.rule == pg.TO_HAND:
        return ("reveal ", found, ", put ", found, " into your hand")
    if op.rule == sv.TO_HAND_HIDDEN:
        return ("put ", found, " into your hand")
    if op.rule == sv.TO_GRAVEYARD_FOUND:
        return ("put ", found, " into your graveyard")
    if op.rule == sv.TO_EXILE_FOUND:
        return ("exile ", found)
    assert op.rule == sv.ONE_TO_BATTLEFIELD
    return ("reveal ", found, ", ", alt("", "and "), "put one onto the battlefield tapped and ",
            alt("the other", "the rest"), " into your hand")


def search_piece(op: Op, subject: Piece = "") -> Piece:
    """"search your library for <what>, <where>, then shuffle" | "..., [reveal <them>,] then
    shuffle and put <them> on top [in any order]" (CR 701.23a, 701.24a); "<subject> may
    search their library for ..." (``SEARCH_MAY``, ``subject`` the player's words)."""
    one = singular(op)
    found = alt("it", "that card") if one else alt("them", "those cards")
    if sv.SEARCH_OTHERS in dict(op.params):  # another player's library (CR 701.23a)
        return ("search ", subject, "'s library for ", found_cards(op), alt(" and ", ", "),
                "exile ", alt("it", "that card") if one else alt("them", "those cards"),
                alt(". ", ", "), "then ", alt("that player", "the player"), " shuffles")
    if op.rule in (sv.ONE_TO_HAND, sv.ONE_TO_HAND_HIDDEN):  # the sentences joined (608.2c)
        return ("search your library for ", found_cards(op), (" and reveal ", found)
                if op.rule == sv.ONE_TO_HAND else "", ". put one into your hand and the other "
                "into your graveyard. then shuffle")
    if sv.SEARCH_SPLIT_SENTENCES in dict(op.params):  # Cultivate's, two sentences (608.2c)
        return ("search your library for ", found_cards(op), " and reveal ", found,
                ". put one of them onto the battlefield tapped and ", alt("the other",
                                                                        "the rest"),
                " into your hand, then shuffle")
    if sv.SEARCH_AND_PUT in dict(op.params):
        return ("search your library for ", found_cards(op), " and put ", found,
                " onto the battlefield", " tapped" if op.tapped else "", ". then shuffle")
    if sv.SEARCH_MAY in dict(op.params):
        return (subject, " may search their library for ", found_cards(op), ", ",
                _where(op, alt("it", "that card") if one else alt("them", "those cards")),
                ", then shuffle")
    if op.per is not None and sv.COUNTED_VALUE not in dict(op.params).values():  # "up to x
        # cards, where x is <count>" (CR 107.3)
        return ("search your library for up to x ", _kinds(op.card.split(" or "), True),
                " cards, where x is ", x_phrase(op.per), alt(", ", ". "), _where(op, found),
                ", then shuffle")
    if op.rule in (pg.TO_TOP, pg.TO_TOP_REVEALED):
        top = alt("that card", "it", "the card") if one else alt("those cards", "them")
        return ("search your library for ", found_cards(op), ", ",
                ("reveal ", found, ", ") if op.rule == pg.TO_TOP_REVEALED else "",
                "then shuffle and put ", top, " on top",
                " in any order" if sv.SEARCH_IN_ANY_ORDER in dict(op.params) else "")
    if sv.SEARCH_EACH in dict(op.params):  # its two sentences, or one (CR 608.2c)
        return ("search your library for ", found_cards(op), alt(", ", ". "),
                _where(op, found), ", then shuffle")
    return ("search your library for ", found_cards(op), ", ", _where(op, found),
            ", then shuffle", alt("", " your library"))
