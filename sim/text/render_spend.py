"""Restricted mana written back (issue 29, mana; CR 106.6): a ``MANA_SPEND_ONLY`` rule's value
(``sim.model.spend_limits``) as its clause — "{T}: Add one mana of any color. Spend this mana
only to cast a creature spell [or activate an ability of a creature source | or activate an
ability]", "{T}: Add {C}. Spend this mana only to activate an ability or cast an artifact
spell", the Powerstone's "{T}: Add {C}. This mana can't be spent to cast a nonartifact spell"
(111.10h)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from sim.model.mana import Mana
from sim.model.programs import Op
from sim.model.qualities import plural
from sim.model.spend_limits import (
    ABILITIES,
    ANY_ABILITY,
    KEEP_UNTIL_COMBAT_ENDS,
    SPEND_ADDED,
    SPEND_WORDS,
    spend_made,
    spend_parts,
)
from sim.text.wording import Piece, alt, number

#: how each form of a kind of spell is written around its words
_SPEND_FORMS: dict[str, tuple[Piece, str]] = {
    "a": (alt("a ", "an "), " spell"), "spells": ("", " spells"),
    "chosen": (alt("a ", "an "), " spell of the chosen type")}


def spend_only(value: str, made: Callable[[tuple[Mana, ...]], Piece]) -> Piece:
    """The clause of the ``MANA_SPEND_ONLY`` rule ``value``; ``made`` writes the mana one
    activation adds (``render_statics._made``)."""
    what = _one_color(spend_made(value)) or made(spend_made(value))
    return "{t}: add ", what, ". ", spend_sentence(value)


def spend_sentence(value: str) -> Piece:
    """The restriction of ``value`` as its sentence: "spend this mana only to cast ...",
    "this mana can't be spent to cast ..." (CR 106.6)."""
    kind, form, _ = spend_parts(value)
    if form == ABILITIES:  # "... only to activate abilities [of artifacts]" (602.2)
        return ("spend this mana only to activate abilities",
                (" of ", alt(plural(kind).lower(), kind + " sources")) if kind else "")
    before, after = _SPEND_FORMS[form.rstrip("+!" + ANY_ABILITY)]
    named: Piece = kind  # "instant and/or sorcery spells" as well as "instant or sorcery"
    if form.startswith("spells") and " or " in kind:
        named = alt(kind, _and_or(kind.split(" or ")))
    cast: Piece = ("cast ", before, named, after)
    if form.endswith(ANY_ABILITY):  # "... or activate an ability" (602.2: of any source)
        return ("spend this mana only to ",
                alt((cast, " or activate an ability"), ("activate an ability or ", cast)))
    spells = (SPEND_WORDS[form.endswith("!")][2:], before, named, after)
    if not form.endswith("+"):
        return spells
    ability: Piece = "an ability of a creature or creature card of the chosen type"
    if form == "a+":  # "... or activate an ability of a dinosaur source" (602.2)
        ability = ("an ability of ", alt("a ", "an "), kind, alt(" source", ""))
    elif form == "spells+":  # (a creature type its own plural: "abilities of myr")
        ability = ("abilities of ", alt((kind, "s"), kind))
    return (*spells, " or activate ", ability)


def _one_color(made: tuple[Mana, ...]) -> Piece:
    """"two | three mana of any one color" when ``made`` is that many of each color, one
    color an alternative (CR 106.1a), else ""."""
    n = made[0].total
    if n < 2 or len(made) != 5 or any(getattr(m, c) != n for m, c in zip(made, "WUBRG",
                                                                         strict=True)):
        return ""
    return number(n), " mana of any one color"


def _rider(names: object, op: Op) -> Piece:
    """"add {r}{r}{r}. spend this mana only to cast artifact or creature spells": the
    restriction of the mana the instructions before it added (``SPEND_ADDED``, CR 106.6)."""
    return spend_sentence(op.rule)


#: the writer of ``SPEND_ADDED`` (``sim.text.render`` adds it to ``FIGHT_WRITERS``)
SPEND_WRITERS: dict[str, Callable[[Any, Op], Piece]] = {SPEND_ADDED: _rider}
#: "this mana lasts until end of combat" (CR 500.4, 511.3: ``KEEP_UNTIL_COMBAT_ENDS``)
SPEND_WRITERS[KEEP_UNTIL_COMBAT_ENDS] = lambda names, op: "this mana lasts until end of combat"


def _and_or(words: list[str]) -> Piece:
    """"instant and/or sorcery", "vampire, cleric, and/or demon" (a spell of any of them)."""
    if len(words) == 2:
        return f"{words[0]} and/or {words[1]}"
    return ", ".join(words[:-1]) + ", and/or " + words[-1]
