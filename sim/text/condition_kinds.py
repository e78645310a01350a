"""More kinds of permanent a "you control" | "an opponent controls" condition names (issue 29,
conditions; CR 611.3a for "as long as", 603.4 for an intervening "if", 608.2c for an
instruction's own "if" — one condition model, ``sim.text.static_if``): a supertype
("legendary", 205.4d; "snow", 205.4g), "colorless" (105.2c), "nontoken" (111.1), "non-<subtype>"
(205.4b: "another non-Human creature"), two card types at once ("artifact creature", 205.2a),
either of two card types ("an artifact or enchantment"), "token(s)" (111.1), an artifact's
subtype ("an Equipment", 205.3g), and "other" before a plural ("two or more other legendary
creatures", 611.3: not the source itself).

Each reads into the ``Filter`` counts use (``sim.model.board.matches`` tests every quality:
``Filter.legendary``, ``token``, ``more``), so the condition is checked by the same count as
"for each legendary creature you control" (``sim.model.board.count``); ``kind_words`` writes
it back, and a kind it can't write back stays unsupported (the rendered text differs).
"""

from __future__ import annotations

from collections.abc import Callable

import attrs

from sim.model.filters import Filter, Kinds
from sim.model.player_conditions import HOST_ATTACKING
from sim.model.static_conditions import HOSTS
from sim.text.vocabulary import CARD_TYPES, creature_type, thing
from sim.text.wording import Piece, alt, number

#: the conditions after which "it" is the permanent the source is attached to ("as long as
#: equipped creature is a Human | is attacking, it gets ...": CR 301.5, 303.4)
IT_HOSTS = frozenset(HOSTS) | frozenset(HOST_ATTACKING.values())

#: the qualities read before a kind, in the order Oracle text writes them
_QUALITIES = ("tapped", "untapped", "legendary", "basic", "nonbasic", "snow", "colorless",
              "nontoken")
#: the artifact subtypes a condition may name alone (CR 205.3g)
_ARTIFACT_SUBTYPES = {"equipment": "Equipment", "vehicle": "Vehicle", "vehicles": "Vehicle"}


def controlled_kind(words: str) -> Filter | None:
    """The kind of permanent ``words`` names after "you control <count>" (singular or
    plural), with the qualities of this module; None when there is none of them (``thing``
    reads the plain kinds) or a word is not understood."""
    parts = words.split()
    other = bool(parts) and parts[0] == "other"
    parts = parts[1:] if other else parts
    quality = dict.fromkeys(_QUALITIES, False)
    while len(parts) > 1 and parts[0] in quality and not quality[parts[0]]:
        quality[parts[0]], parts = True, parts[1:]
    base: Filter | None = None
    not_subtype: str | None = None
    any_types: tuple[str, ...] | None = None
    rest = " ".join(parts)
    if len(parts) == 2 and parts[0].startswith("non-"):  # "non-Human creature" (205.4b)
        not_subtype = creature_type(parts[0][4:])
        base, rest = thing(parts[1]), parts[1]
        if not not_subtype or base is None or base.card_type != "Creature":
            return None
    elif len(parts) == 2 and parts[0] == "artifact" and CARD_TYPES.get(
            parts[1].removesuffix("s")) == "Creature":  # "artifact creature(s)" (205.2a)
        base, any_types = Filter(card_type="Creature"), ("Artifact",)
    elif len(parts) == 3 and parts[1] == "or" and parts[0] in CARD_TYPES and \
            parts[2] in CARD_TYPES:  # "an artifact or enchantment" (either type)
        base, any_types = Filter(), (CARD_TYPES[parts[0]], CARD_TYPES[parts[2]])
    elif rest in ("token", "tokens"):  # CR 111.1
        base = Filter(token=True)
    elif rest in ("permanent", "permanents"):  # any permanent (CR 110.1)
        base = Filter()
    elif rest in _ARTIFACT_SUBTYPES:
        base = Filter(subtype=_ARTIFACT_SUBTYPES[rest])
    elif other or any(quality.values()):
        base = thing(rest)
    if base is None or base.other or base.token is not None and quality["nontoken"] or \
            quality["tapped"] and quality["untapped"] or quality["basic"] and quality["nonbasic"]:
        return None
    tapped = True if quality["tapped"] else False if quality["untapped"] else None
    basic = True if quality["basic"] else False if quality["nonbasic"] else None
    more = Kinds(snow=quality["snow"], colorless=quality["colorless"],
                 not_subtype=not_subtype or "", any_types=any_types or ()) \
        if quality["snow"] or quality["colorless"] or not_subtype or any_types else None
    return attrs.evolve(base, other=other or base.other, legendary=quality["legendary"],
                        token=False if quality["nontoken"] else base.token, more=more,
                        tapped=tapped, basic=basic)


def kind_words(what: Filter, many: bool, plain: Callable[[Filter, bool], Piece]) -> Piece:
    """The words of a kind ``controlled_kind`` reads ("legendary creatures", "another
    nontoken Pirate": the article is the caller's), ``plain`` writing a kind without these
    qualities (``sim.text.render_statics.thing``); "other " before a plural."""
    more = what.more or Kinds()
    words = ["other"] if what.other and many else []
    words += [w for w, on in (("tapped", what.tapped is True),
                              ("untapped", what.tapped is False),
                              ("legendary", what.legendary), ("basic", what.basic is True),
                              ("nonbasic", what.basic is False), ("snow", more.snow),
                              ("colorless", more.colorless),
                              ("nontoken", what.token is False)) if on]
    if more.not_subtype:
        words.append(f"non-{more.not_subtype.lower()}")
    base = attrs.evolve(what, other=False, legendary=False, token=None, more=None,
                        tapped=None, basic=None)
    noun: Piece
    if what.token:
        noun = "tokens" if many else "token"
    elif what.subtype in ("Equipment", "Vehicle") and not what.card_type:
        noun = what.subtype.lower() + ("s" if many and what.subtype == "Vehicle" else "")
    elif more.any_types == ("Artifact",) and what.card_type == "Creature":
        noun = "artifact creatures" if many else "artifact creature"
    elif not (what.card_type or what.subtype or what.color or more.any_types):
        noun = "permanents" if many else "permanent"
    elif len(more.any_types) == 2 and not many:
        noun = " or ".join(t.lower() for t in more.any_types)
    else:
        noun = plain(base, many)
    return (" ".join(words) + " " if words else "", noun)


def at_least(count: int, kinds: Piece) -> Piece:
    """"N or more <kinds>" or "at least N <kinds>" (the same number, CR 611.3a)."""
    return alt((number(count), " or more ", kinds), ("at least ", number(count), " ", kinds))


def has_qualities(what: Filter) -> bool:
    """Whether ``what`` has a quality of this module, so ``kind_words`` writes it."""
    return what.legendary or what.token is not None or what.more is not None or \
        what.subtype in ("Equipment", "Vehicle") and not what.card_type


__all__ = ["IT_HOSTS", "at_least", "controlled_kind", "has_qualities", "kind_words"]
