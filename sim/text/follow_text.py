"""Short follow-up sentences that name again what the sentence before acted on or made (CR
608.2c: "later text refers to the objects earlier text affected"), read after
``sim.text.delayed_text`` reads a sentence without a moment, and the "it" of a sentence after
a token was created.

* "it" after "create a token ..." or "create a token that's a copy of <target>" is the token
  (CR 111.1, 707.2), not the copied target nor the trigger's object: the instruction acts on
  ``CREATED`` (the tokens the instruction before made, ``Resolving.made``);
* "it | that creature gains haste" with no duration (CR 611.2a: it lasts as long as the object
  stays on the battlefield, 400.7) after an instruction that acted on that object (put it onto
  the battlefield, returned it, gained control of it, untapped it) or created it;
* "they gain haste until end of turn" after "create two ... tokens" (the tokens made);
* "untap those creatures" after "creatures you control get +1/+1 until end of turn": the
  same group found again (a pump changes no one's membership; control stays, 608.2c)."""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence

import attrs

from sim.model.follow_verbs import GAINS_HASTE, MODIFY_MADE
from sim.model.keywords import Kw
from sim.model.may_verbs import FROM_HAND
from sim.model.programs import (
    COPY_TOKEN,
    CREATED,
    INDEFINITE,
    MODIFY,
    SELF,
    THAT,
    TOKEN,
    UNTAP,
    YOU,
    YOURS,
    Op,
    target,
)
from sim.model.target_specs import TargetSpec

Read = Callable[[str], list[Op] | None]

#: "it | that creature gains haste" (no duration)
_HASTE = re.compile(r"(it|that creature|that token|that artifact) gains haste")
#: the words naming a single token just made ("create a token ... . it gains haste")
_IT = ("it ", "that token ")
#: "they | those tokens <modification> until end of turn" after tokens made
_THEY = ("they ", "those tokens ")


def _maker(before: Sequence[Op]) -> Op | None:
    """The instruction that made (or put onto the battlefield) the one object the
    instructions before act on last: the last instruction if it made one token or put one
    card from its controller's hand onto the battlefield, or the one before a run of
    instructions acting on it (``CREATED``); None when the last instruction is about
    anything else."""
    for at in range(len(before) - 1, -1, -1):
        op = before[at]
        if op.verb == COPY_TOKEN:  # CR 707.2: one token
            return op
        if op.verb == TOKEN:  # CR 111.1: "create a ... token" (you create)
            return op if op.count == 1 and not op.x and op.who == YOU else None
        if op.verb == FROM_HAND:  # CR 110.2a: the card chosen (none made before it)
            return None if any(o.verb in _MAKERS for o in before[:at]) else op
        if op.who != CREATED or op.count > 1 or op.rule or op.delayed:
            return None
    return None


def _made_many(before: Sequence[Op]) -> bool:
    """Whether the instruction before made two or more tokens (or X of them)."""
    last = before[-1] if before else None
    return last is not None and last.verb == TOKEN and last.who == YOU and (
        last.count > 1 or last.x)


#: "it" as a word of its own (not "its", "it's")
_IT_WORD = re.compile(r"\bit\b(?!')")
#: "it" or "that creature | artifact | ..." (the card put onto the battlefield)
_THAT_CARD = re.compile(r"\b(it\b(?!')|that (creature|artifact|enchantment|planeswalker|"
                        r"permanent)\b)")
#: the instructions that make objects (``Resolving.made``)
_MAKERS = frozenset((TOKEN, COPY_TOKEN, FROM_HAND))


def its_token(s: str, found: list[Op] | None, before: Sequence[Op],
              targets: Sequence[TargetSpec]) -> list[Op] | None:
    """``found`` (the instructions of ``s``) with "it" the token made just before (CR 111.1,
    707.2, 608.2c) — where the reader names the last target (``targets``) or the trigger's
    object or the source —, or "it | that creature" the card put onto the battlefield."""
    maker = _maker(before) if found else None
    words = _THAT_CARD if maker is not None and maker.verb == FROM_HAND else _IT_WORD
    if maker is None or not found or not words.search(s):
        return found
    its = {target(len(targets) - 1)} if targets else {THAT, SELF}  # what the reader says
    return [attrs.evolve(op, who=CREATED) if op.who in its else op for op in found]


def made_by(before: Sequence[Op]) -> Op | None:
    """The last instruction before, past those acting on the tokens it made (``CREATED``:
    "create two ... tokens. they gain haste. sacrifice them ...", 608.2c)."""
    for op in reversed(before):
        if op.who != CREATED or op.delayed:
            return op
    return None


def the_card(s: str, before: Sequence[Op]) -> str:
    """``s`` with "the creature" (the card put from the hand just before: "sacrifice the
    creature at the beginning of the next end step") worded "that creature", and "return
    that creature to your hand" worded "... to its owner's hand" (the card was yours), as
    read."""
    maker = _maker(before)
    if maker is None or maker.verb != FROM_HAND:
        return s
    if s.startswith("return ") and s.endswith(" to your hand"):  # the card was in your hand:
        return s[:-len("your hand")] + "its owner's hand"  # yours (CR 400.3)
    return s[:-len("the creature")] + "that creature" if s.endswith(" the creature") else s


def follow_sentence(s: str, read: Read, before: Sequence[Op],
                    targets: Sequence[TargetSpec]) -> list[Op] | None:
    """The instructions of a follow-up sentence ``s`` (see the module docstring), or None."""
    if not before:
        return None
    last = before[-1]
    haste = _HASTE.fullmatch(s)
    if haste is not None:
        maker = _maker(before)
        if maker is not None and (haste[1] in ("it", "that token") or maker.verb == FROM_HAND):
            return [Op(GAINS_HASTE, CREATED, add=Kw.HASTE, duration=INDEFINITE)]  # 111.1
        found = read(f"{haste[1]} gains haste until end of turn")
        if not found or len(found) != 1 or not _haste_only(found[0]):
            return None
        who = found[0].who
        if who != last.who or who != THAT and not _a_permanent(who, targets):
            return None  # "it" names what the instruction before acted on (608.2c)
        return [Op(GAINS_HASTE, who, add=Kw.HASTE, duration=INDEFINITE)]
    if s in ("they gain haste", "those tokens gain haste") and _made_many(before):
        return [Op(GAINS_HASTE, CREATED, add=Kw.HASTE, duration=INDEFINITE, count=2)]  # 611.2a
    many = s.startswith(_THEY) and _made_many(before)
    if many or s.startswith(_IT) and _maker(before) is not None:
        found = read("it " + s.split(" ", 2 if s.startswith("tho") or s.startswith("that")
                                     else 1)[-1])
        if not found or len(found) != 1 or found[0].verb != MODIFY or found[0].per is not None \
                or found[0].who.startswith("group:") or found[0].rule:
            return None  # "it" read as the last target or the trigger's object: the token
        return [attrs.evolve(found[0], verb=MODIFY_MADE, who=CREATED, count=2 if many else 1)]
    if s == "untap those creatures" and last.verb == MODIFY and last.who == YOURS:
        return [Op(UNTAP, YOURS)]
    return None


def _a_permanent(who: str, targets: Sequence[TargetSpec]) -> bool:
    """Whether ``who`` is a target that is (or becomes) a permanent: not a player's."""
    if not who.startswith("target:"):
        return False
    spec = targets[int(who[7:])]
    return "player" not in spec.types and "spell" not in spec.types and not spec.up_to > 1


def _haste_only(op: Op) -> bool:
    """Whether ``op`` grants haste alone until end of turn (no bonus, no other ability)."""
    return op.verb == MODIFY and op.add == Kw.HASTE and not (
        op.power or op.toughness or op.params or op.x or op.rule) and op.per is None
