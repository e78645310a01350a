"""Quoted abilities an Aura or Equipment grants (CR 303.4, 301.5, 613.1f; the model and the
engine's side: ``sim.model.granted_abilities``): '<attached> has "<ability>" [and
"<ability>"]', '<attached> gets +N/+N and has "<ability>"', where <attached> is "enchanted
creature | land | artifact | permanent" or "equipped creature" (``read_granted``).

A quoted ability is a whole ability of its own (an activated or triggered one, CR 113.3b-c),
which the phrase grammar does not hold: the quotation is found here and the rest ("enchanted
creature gets +2/+2") read by the grammar's ``static`` phrases. "This creature" in the
quotation means the permanent that has the ability (201.5, 113.2c), as ``~``; a quotation
naming the Aura or Equipment itself ("this Equipment", its name) is refused. Whether the
quoted ability runs is judged with the card (``sim.text.card_reader.granted_run``): the
clause runs only if the quotation reads, alone, into activated or triggered abilities the
engine runs in full."""

from __future__ import annotations

import re
from collections.abc import Callable

import attrs

from sim.model.abilities import (
    ENCHANTED,
    ENCHANTED_PERMANENT,
    EQUIPPED,
    UNTARGETABLE_BY_OPPONENTS_OF,
    YOU,
    Filter,
    Parsed,
    Static,
)
from sim.model.goad import GOADED
from sim.model.granted_abilities import ADDS_SUBTYPE, EVERY_CREATURE_TYPE, GRANTED_TEXT
from sim.model.pairing import PAIRED, SELF_PAIRED
from sim.text.keyword_names import self_reference
from sim.text.per_grants import read_per_and_grant
from sim.text.vocabulary import EVERY_TYPE_VALUE, creature_type

#: the subjects naming what the source is attached to, and the card type each requires
SUBJECTS = {"enchanted creature": (ENCHANTED, ""), "equipped creature": (EQUIPPED, ""),
            "enchanted land": (ENCHANTED_PERMANENT, "Land"),
            "enchanted artifact": (ENCHANTED_PERMANENT, "Artifact"),
            "enchanted permanent": (ENCHANTED_PERMANENT, "")}

_FORM = re.compile(r'^(enchanted creature|equipped creature|enchanted land|enchanted artifact'
                   r'|enchanted permanent) (?:(gets [+-]\d+/[+-]\d+) and )?has '
                   r'"([^"]+)"(?: and "([^"]+)")?$')

#: "<attached creature> [gets +N/+N and] has <abilities>[,] and "<ability>"" (613.1f)
_WITH_KEYWORDS = re.compile(r'^(enchanted creature|equipped creature) (?:(gets [+-]\d+/[+-]\d+)'
                            r' and )?has ([a-z ,]+?),? and "([^"]+)"$')

#: "as long as ~ is paired with another creature, each of those creatures has "<ability>""
#: (soulbond, CR 702.95b: the source and the creature it is paired with)
_PAIRED = re.compile(r'^as long as ~ is paired with another creature, each of those creatures '
                     r'has "([^"]+)"$')

#: "<attached creature> [<grants>,? and] is goaded | is a <subtype> in addition to its other
#: types" (CR 701.15, 613.1d)
_IS = re.compile(r"^(enchanted creature|equipped creature) (?:(.+?),? and )?is (goaded|"
                 r"every creature type|an? ([a-z]+) in addition to its other types)$")

#: the parameters of "is ..." (one per clause)
_IS_KEYS = frozenset((GOADED, ADDS_SUBTYPE, EVERY_CREATURE_TYPE))

#: "<attached creature> can't be the target of spells or abilities your opponents control"
#: ("your": the source's controller, CR 109.5)
_UNTARGETABLE = re.compile(r"^(enchanted creature|equipped creature) can't be the target of "
                           r"spells or abilities your opponents control$")

#: words a quotation names the granting object with, not the permanent that has it
_SOURCE = re.compile(r"\bthis (aura|equipment|enchantment|artifact|vehicle)\b")


def read_granted(key: str, raw: str, read_static: Callable[[str], Parsed | None]
                 ) -> Parsed | None:
    """The static ability ``key`` (normalized, the card's name as ``~``; ``raw``: without
    self-references turned into ``~``) grants quoted abilities to what its source is attached
    to, or None. ``read_static`` reads the part before "and has" ("enchanted creature gets
    +2/+2", ``sim.text.static_text.read_static``)."""
    if _IS.match(key):
        return _read_is(key, read_static)
    if " for each " in key and " and has " in key:  # "gets +1/+1 for each <thing> and has"
        return read_per_and_grant(key, read_static)
    barred = _UNTARGETABLE.match(key)
    if barred:  # CR 115.1, 109.5 (sim.rules.targeting)
        return Parsed(statics=(Static(key, SUBJECTS[barred[1]][0], params=frozenset(
            [(UNTARGETABLE_BY_OPPONENTS_OF, YOU)])),))
    pair = _PAIRED.match(key)
    if pair is not None:  # soulbond's pair (CR 702.95b; ``sim.model.pairing``)
        return Parsed(statics=(Static(key, PAIRED, condition=SELF_PAIRED, params=frozenset(
            [(GRANTED_TEXT, pair[1])])),))
    found = _FORM.match(key)
    if found is None and self_reference(raw) == key and not _SOURCE.search(raw):
        return _read_with_keywords(key, read_static)
    if found is None or self_reference(raw) != key or _SOURCE.search(raw):
        return None  # the card's own name, or "this Equipment", in the quotation
    subject, gets, *quoted = found.groups()
    affects, kind = SUBJECTS[subject]
    only = Filter(card_type=kind) if kind else None
    texts = frozenset((GRANTED_TEXT, q) for q in quoted if q)
    if gets is None:
        return Parsed(statics=(Static(key, affects, params=texts, only=only),))
    head = read_static(f"{subject} {gets}")
    if head is None or len(head.statics) != 1 or head.flags or head.params:
        return None
    static = head.statics[0]
    if static.affects != affects or static.params or static.add or static.condition or \
            static.per is not None or static.only is not None:
        return None
    return Parsed(statics=(attrs.evolve(static, text=key, params=texts, only=only),))


def _read_with_keywords(key: str, read_static: Callable[[str], Parsed | None]
                        ) -> Parsed | None:
    """'<attached creature> [gets +N/+N and] has <abilities>[,] and "<ability>"' (CR 613.1f:
    the abilities and the quoted one granted alike): the part before the quotation read by the
    grammar, the quotation a parameter beside its abilities; None if not of the form."""
    found = _WITH_KEYWORDS.match(key)
    if found is None:
        return None
    subject, gets, named, quoted = found.groups()
    head = read_static(f"{subject} {gets + ' and ' if gets else ''}has {_and_last(named)}")
    if head is None or len(head.statics) != 1 or head.flags or head.params:
        return None
    static = head.statics[0]
    if static.affects != SUBJECTS[subject][0] or static.condition or static.per is not None or \
            static.only is not None or static.rule or not static.add or \
            any(k in _IS_KEYS or k == GRANTED_TEXT for k, _ in static.params):
        return None
    return Parsed(statics=(attrs.evolve(static, text=key, params=static.params | {
        (GRANTED_TEXT, quoted)}),))


def grantee_types(static: Static) -> tuple[str, ...]:
    """The card types the quoted abilities of ``static`` are read for: a land's ("this land")
    or a creature's."""
    kind = static.only.card_type if static.only is not None else ""
    return (kind,) if kind in ("Land", "Artifact") else ("Creature",)


def _read_is(key: str, read_static: Callable[[str], Parsed | None]) -> Parsed | None:
    """'<attached creature> [gets +N/+N[, has <abilities>],? and] is goaded | is a <subtype> in
    addition to its other types': the grants before it read by the grammar (its last comma an
    "and"), the goad (``sim.model.goad.GOADED``, 701.15) or the subtype added (``ADDS_SUBTYPE``,
    layer 4, 205.1b) a parameter beside them."""
    found = _IS.match(key)
    assert found is not None
    subject, rest, what, word = found.groups()
    affects = SUBJECTS[subject][0]
    if what == "every creature type":  # CR 205.3m: each of them (layer 4, 613.1d)
        param = (EVERY_CREATURE_TYPE, EVERY_TYPE_VALUE)
    elif word is None:
        param = (GOADED, "")
    else:
        kind = creature_type(word)
        if not kind or word != kind.lower():
            return None  # not one creature type, singular
        param = (ADDS_SUBTYPE, kind)
    if rest is None:
        return Parsed(statics=(Static(key, affects, params=frozenset([param])),))
    head = read_static(f"{subject} {_and_last(rest)}")
    if head is None or len(head.statics) != 1 or head.flags or head.params:
        return None
    static = head.statics[0]
    if static.affects != affects or static.condition or static.per is not None or \
            static.only is not None or any(k in _IS_KEYS for k, _ in static.params):
        return None
    return Parsed(statics=(attrs.evolve(static, text=key, params=static.params | {param}),))


def _and_last(rest: str) -> str:
    """"gets +1/+1, has flying" as the grammar reads it: "gets +1/+1 and has flying"."""
    head, comma, last = rest.rpartition(", ")
    return f"{head} and {last}" if comma else rest
