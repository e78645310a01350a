"""A ``CardDef`` from the fields of a card-data file or an inline scenario permanent
(``build_card``), with one error per bad field, so both formats accept exactly the same words;
its text is read by ``sim.text.card_reader.read_card``.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping
from typing import Any

import attrs

from sim.model.abilities import Parsed
from sim.model.card import CardDef
from sim.model.errors import UnknownNameError
from sim.text.card_reader import granted_abilities, read_card
from sim.text.keyword_lines import read_keyword, unknown_keyword
from sim.text.static_text import parse_text

CARD_TYPES = ("artifact", "battle", "creature", "enchantment", "instant", "kindred", "land",
              "planeswalker", "sorcery")


COLOR_NAMES = {"w": "W", "white": "W", "u": "U", "blue": "U", "b": "B", "black": "B",
               "r": "R", "red": "R", "g": "G", "green": "G"}


#: The integers a card or scenario may give: TOML's range (64-bit), for JSON and dicts too.
MIN_INT, MAX_INT = -2**63, 2**63 - 1


#: Fields ``build_card`` reads; callers reject any other key with their own message.
CHARACTERISTIC_FIELDS = ("name", "types", "subtypes", "supertypes", "colors", "cost", "power",
                         "toughness", "loyalty", "defense", "keywords", "abilities", "text", "back")


Fail = Callable[[str, str], Exception]

#: the longest card text (or cost) a card file or scenario may give: 7 times the longest
#: real card's, bounding the time the Oracle reader takes
MAX_TEXT = 5000


def build_card(fields: Mapping[str, Any], fail: Fail, base: CardDef | None = None) -> CardDef:
    """A ``CardDef`` from ``fields`` laid over ``base``; ``fail(field, message)`` makes the error.

    Creatures need power and toughness; planeswalkers need loyalty; battles need defense
    (CR 208, 306.5b, 310.4).
    """
    values: dict[str, Any] = {} if base is None else attrs.asdict(
        base, recurse=False, filter=lambda a, _: a.init)
    if "name" in fields:
        values["name"] = _string(fields["name"], "name", fail)
    if "name" not in values:
        raise fail("name", "missing; give a card name or a name for the inline card")
    if "types" in fields:
        types = _strings(fields["types"], "types", fail)
        values["types"] = tuple(_card_type(t, fail) for t in types)
    for key in ("subtypes", "supertypes"):
        if key in fields:
            words = _strings(fields[key], key, fail)
            values[key] = tuple(s.strip().title() for s in words)
    if "colors" in fields:
        colors = _strings(fields["colors"], "colors", fail)
        values["colors"] = tuple(_color(c, fail) for c in colors)
    for key in ("cost", "text"):
        if key in fields:
            values[key] = _string(fields[key], key, fail)
            if len(values[key]) > MAX_TEXT:  # reading time grows faster than the text
                raise fail(key, f"{len(values[key]):,} characters; at most {MAX_TEXT:,} are "
                           "read (the longest real card's text has about 700)")
    for key in ("power", "toughness", "loyalty", "defense"):
        if key in fields:
            values[key] = _integer(fields[key], key, fail)
    values.setdefault("types", ("Creature",))
    listed = "keywords" in fields or "abilities" in fields
    if "text" in fields and not listed:
        problem = number_problem(values["text"])
        if problem:
            raise fail("text", problem)
    reading = read_card(values["text"], values["name"], values["types"]) \
        if "text" in fields else None
    if listed:
        parsed = Parsed() if base is None else Parsed(base.keywords, base.params, base.statics,
                                                       base.mana, base.mana_adds)
        for i, word in enumerate(_strings(fields.get("keywords", []), "keywords", fail)):
            problem = number_problem(word)
            if problem:
                raise fail(f"keywords[{i}]", problem)
            keyword = read_keyword(word)
            if keyword is None:
                raise fail(f"keywords[{i}]", str(unknown_keyword(word)))
            parsed |= keyword
        for i, word in enumerate(_strings(fields.get("abilities", []), "abilities", fail)):
            problem = number_problem(word)
            if problem:
                raise fail(f"abilities[{i}]", problem)
            try:
                parsed |= parse_text(word, values["name"])
            except UnknownNameError as err:
                raise fail(f"abilities[{i}]", str(err)) from None
        values.update(keywords=parsed.flags, params=parsed.params, statics=parsed.statics,
                      mana=parsed.mana, mana_adds=parsed.adds)
        if reading is not None and reading.spell is None:
            # the abilities listed are its static part; its text, the rest
            values.update(activated=reading.activated, triggered=reading.triggered,
                          supported=reading.supported, clauses=reading.clauses)
    elif reading is not None and reading.spell is None:
        # Oracle text is the card's abilities when no keywords or abilities are listed: what
        # the engine runs, and the clauses it does not (sim.text.card_reader)
        values.update(keywords=reading.parsed.flags, params=reading.parsed.params,
                      statics=reading.parsed.statics, mana=reading.parsed.mana,
                      mana_adds=reading.parsed.adds,
                      unsupported=reading.unsupported, activated=reading.activated,
                      triggered=reading.triggered, supported=reading.supported,
                      approximate=reading.approximate, clauses=reading.clauses)
    if reading is not None and reading.spell is not None:
        # a spell's text is what it does as it resolves (CR 608.2), beside its keywords
        values.update(spell=reading.spell, activated=reading.activated, triggered=reading.triggered,
                      keywords=reading.parsed.flags, params=reading.parsed.params, statics=(),
                      unsupported=reading.unsupported, supported=reading.supported,
                      approximate=reading.approximate, clauses=reading.clauses)
    if values.get("statics"):  # the quoted abilities it grants, compiled (CR 613.1f)
        values["granted"] = granted_abilities(values["statics"])
    if "back" in fields:  # a transforming double-faced card's back face (CR 712.2, 712.8)
        values["back"] = _back_face(fields["back"], fail)
    card = CardDef(**values)
    if card.is_creature and (card.power is None or card.toughness is None):
        raise fail("power" if card.power is None else "toughness",
                   "a creature needs an integer power and toughness")
    if card.is_planeswalker and card.loyalty is None:
        raise fail("loyalty", "a planeswalker needs an integer loyalty")
    if card.is_battle and card.defense is None:
        raise fail("defense", "a battle needs an integer defense (CR 310.4)")
    return card


def _back_face(value: object, fail: Fail) -> CardDef:
    """The back face of a transforming double-faced card (CR 712.2): a table of the same
    characteristics (no back of its own), built by ``build_card``, its fields named
    "back.<field>" in errors."""
    if not isinstance(value, Mapping) or not all(isinstance(k, str) for k in value):
        raise fail("back", f"expected a table of the back face's characteristics, got "
                   f"{shown(value)}")
    if "back" in value:
        raise fail("back.back", "a back face has no back face of its own")

    def back_fail(field: str, message: str) -> Exception:
        return fail(f"back.{field}", message)

    return build_card(value, back_fail)


_DIGITS = re.compile(r"\d+")


def number_problem(phrase: str) -> str:
    """Why a number in an ability phrase ("rampage 2", "pays {2}", "+1/+1") is too large for
    the engine, or "": every number must fit the integers a scenario may give."""
    for m in _DIGITS.finditer(phrase):
        if len(m[0]) > len(str(MAX_INT)) or int(m[0]) > MAX_INT:
            digits = m[0] if len(m[0]) <= 24 else f"{m[0][:20]}... ({len(m[0])} digits)"
            return f"the number {digits} is too large; numbers go up to {MAX_INT}"
    return ""


def shown(value: object, limit: int = 60) -> str:
    """``value`` as an error message quotes it: its repr (control characters escaped, so the
    message stays on one line), cut to about ``limit`` characters. Never fails: an integer
    too long to print or data nested too deeply is described instead."""
    if isinstance(value, int) and not isinstance(value, bool) and value.bit_length() > 200:
        digits = int(value.bit_length() * 0.30103) + 1  # log10(2): about right, never slow
        return f"{'a negative' if value < 0 else 'an'} integer of about {digits} digits"
    try:
        text = repr(value)
    except (ValueError, RecursionError):  # a huge integer inside, or nesting too deep
        text = f"<{type(value).__name__}>"
    return text if len(text) <= limit else text[:limit - 3] + "..."


def _string(value: object, field: str, fail: Fail) -> str:
    if not isinstance(value, str) or not value.strip():
        raise fail(field, f"expected a non-empty string, got {shown(value)}")
    return value.strip()


def _strings(value: object, field: str, fail: Fail) -> list[str]:
    if isinstance(value, str):
        value = [value]
    if not isinstance(value, list) or not all(isinstance(v, str) for v in value):
        raise fail(field, f"expected a list of strings, got {shown(value)}")
    return list(value)


def _integer(value: object, field: str, fail: Fail) -> int:
    if isinstance(value, bool) or not isinstance(value, int):
        raise fail(field, f"expected an integer, got {shown(value)}")
    if not MIN_INT <= value <= MAX_INT:
        raise fail(field, f"expected an integer from {MIN_INT} to {MAX_INT}, got {shown(value)}")
    return value


def _card_type(value: str, fail: Fail) -> str:
    key = value.strip().lower()
    if key not in CARD_TYPES:
        raise fail("types", f"unknown card type {shown(value)}; accepted: "
                   f"{', '.join(CARD_TYPES)}")
    return key.title()


def _color(value: str, fail: Fail) -> str:
    color = COLOR_NAMES.get(value.strip().lower())
    if color is None:
        raise fail("colors", f"unknown color {shown(value)}; accepted: white, blue, black, red, "
                   "green (or W, U, B, R, G)")
    return color
