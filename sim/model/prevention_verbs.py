"""The prevention family (issue 29; CR 615): "prevent all [combat | noncombat] damage that would
be dealt to | by | to and dealt by <who> [this turn]", read as instructions of resolving spells
and abilities (``Op`` verbs) and as static abilities (``Static.rule`` keys), run by
``sim.rules.prevention`` through the one damage pipeline (``sim.rules.replacement``).

A prevention effect names what it applies to (CR 615.1a): the damage's recipient ("to"), its
source ("by"), or either ("to and dealt by": damage dealt to it and damage it deals), of every
kind or only combat or noncombat damage (``Op.rule`` / ``StaticPrevention.scope``). A group
it names ("creatures you control") is judged as the damage would be dealt: the effect changes
no object's characteristics, so it is not locked to the objects there as it began (611.2c is
about characteristic- and control-changing effects only); a target or "it" is the object the
instruction names as it resolves (608.2b-c)."""

from __future__ import annotations

import attrs

from sim.model.qualities import COLOR_LETTERS
from sim.model.stack_objects import StackItem
from sim.model.target_specs import TargetSpec

#: "prevent all [<scope>] damage that would be dealt to <who> this turn": ``Op.who`` the
#: recipients (a joined ``who``: "you and creatures you control"), ``Op.rule`` the scope
PREVENT_TO = "prevent all damage to"
#: "prevent all [<scope>] damage that would be dealt by <who> this turn", "prevent all
#: [<scope>] damage <who> would deal this turn": ``Op.who`` the sources
PREVENT_BY = "prevent all damage by"
#: "prevent all [<scope>] damage that would be dealt to and dealt by <who> this turn"
PREVENT_TO_AND_BY = "prevent all damage to and by"
#: "prevent all [<scope>] damage that would be dealt to <who> this turn by <sources>":
#: ``Op.who`` the recipients and the sources joined (``damage_verbs.joined``: two parts)
PREVENT_TO_BY = "prevent all damage to, by"

#: scopes (``Op.rule``): "" all damage, combat damage only (CR 510.2), noncombat damage only
COMBAT, NONCOMBAT = "combat", "noncombat"


@attrs.frozen(slots=True)
class DamageGroup:
    """The permanents of a group a prevention effect names ("creatures you control", "attacking
    creatures"), judged as each damage event would be dealt (CR 615.1a): ``spec``'s qualities
    as seen from ``item``, the resolved spell or ability ("you": its controller; "other": not
    its source)."""

    spec: TargetSpec
    item: StackItem


@attrs.frozen(slots=True)
class StaticPrevention:
    """A static ability's prevention effect (CR 615, 604.1): it applies to damage dealt to
    ``who`` ("to"), by ``who`` ("by") or both (``direction``), of ``scope``; "to" damage from
    sources with every quality of ``kinds`` only ("prevent all damage that would be dealt to ~
    by artifact creatures": protection's qualities, ``sim.model.protection.quality``: "R",
    "artifacts", "creatures", "deserts"). ``amount`` -1 prevents all of it; N prevents N of
    each damage event ("if a red source would deal damage to you, prevent 1 of that damage").
    ``who`` is ``programs.SELF``, ``YOU`` (its controller), ``ENCHANTED_CREATURE`` or
    ``EQUIPPED_CREATURE`` (what its source is attached to, CR 303.4, 301.5), or ``GROUP`` /
    ``YOU_AND``: the creatures the ``Static``'s ``affects`` and ``only`` name (611.3) [and
    its controller]."""

    direction: str
    scope: str
    who: str
    kinds: tuple[str, ...] = ()
    #: the source words, as written ("artifact creatures", "a red source")
    by_words: str = ""
    amount: int = -1

    @property
    def key(self) -> str:
        """The ``Static.rule`` standing for it (``prevention_of`` reads it back)."""
        return "|".join((STATIC_PREFIX, self.direction, self.scope, self.who, self.by_words,
                         str(self.amount)))


#: how the ``Static.rule`` of a static prevention begins
STATIC_PREFIX = "prevent all damage"
#: ``StaticPrevention.who`` of a group of creatures (the ``Static``'s ``affects`` and ``only``,
#: CR 611.3), and of "you and <that group>"
GROUP, YOU_AND = "group", "you and group"
#: directions: damage dealt to ``who``, by ``who``, or either
TO, BY, TO_AND_BY = "to", "by", "to and by"

#: a source's "quality" of being controlled by an opponent of the effect's controller (the
#: damage event's ``source_controller``, CR 615.1a), not a characteristic
OPPONENTS_SOURCE = "an opponent's"
#: "prevent all damage that would be dealt to ~ by <words>": the qualities of each source words
SOURCE_WORDS: dict[str, tuple[str, ...]] = {
    "creatures": ("creatures",),
    "artifact creatures": ("artifacts", "creatures"),
    "artifact sources": ("artifacts",),
    "colorless sources": ("colorless",),
    **{f"{c} sources": (letter,) for c, letter in COLOR_LETTERS.items()},
    **{f"{c} creatures": (letter, "creatures") for c, letter in COLOR_LETTERS.items()},
    **{p: (p,) for p in ("deserts", "walls")},
    # "if <a source> would deal damage to ~, prevent N of that damage"
    "a source": (), "an artifact": ("artifacts",), "a creature": ("creatures",),
    "a source an opponent controls": (OPPONENTS_SOURCE,),
    "an artifact source": ("artifacts",),
    **{f"a {c} source": (letter,) for c, letter in COLOR_LETTERS.items()},
}


def static_prevention(direction: str, scope: str, who: str, by_words: str = "",
                      amount: int = -1) -> StaticPrevention:
    """The static prevention named (the grammar's reading)."""
    return StaticPrevention(direction, scope, who, SOURCE_WORDS.get(by_words, ()), by_words,
                            amount)


_READ: dict[str, StaticPrevention | None] = {}


def prevention_of(rule: str) -> StaticPrevention | None:
    """The static prevention a ``Static.rule`` stands for, or None if it is none."""
    if not rule.startswith(STATIC_PREFIX):
        return None
    if rule not in _READ:
        fields = rule.split("|")
        _READ[rule] = None if len(fields) != 6 else static_prevention(
            fields[1], fields[2], fields[3], fields[4], int(fields[5]))
    return _READ[rule]


#: "prevent all [<scope>] damage <a source of your choice> would deal [to <who>] this turn",
#: "prevent all damage that would be dealt to <who> this turn by <a source of your choice>":
#: the source chosen as it resolves (CR 609.7a), of the quality ``Op.card``; ``Op.who`` the
#: recipients, or ``ANY_RECIPIENT``
PREVENT_CHOSEN = "prevent all damage a chosen source deals"
#: ``Op.who`` of a prevention naming no recipient ("the next time a red source of your choice
#: would deal damage this turn"): damage to anything; it names no object as it resolves
ANY_RECIPIENT = "anything"
_COLORS = ("white", "blue", "black", "red", "green")
#: the quality of "a creature of your choice"
CREATURE = "creatures"
#: the words of "<a source> of your choice" and the quality the source chosen must have
#: (``sim.model.protection.quality``: "R", "B,R" for either, "artifacts"; "" any)
CHOSEN_SOURCES: dict[str, str] = {
    "a source": "", "an artifact source": "artifacts", "a land source": "lands",
    "a creature": CREATURE,  # a creature permanent (a creature spell is no creature, 110.1)
    **{f"a {c} source": COLOR_LETTERS[c] for c in _COLORS},
    **{f"a {c} or {d} source": f"{COLOR_LETTERS[c]},{COLOR_LETTERS[d]}"
       for k, c in enumerate(_COLORS) for d in _COLORS[k + 1:]},
}
#: each quality's words
CHOSEN_SOURCE_WORDS = {quality: words for words, quality in CHOSEN_SOURCES.items()}
