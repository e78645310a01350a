"""Kinds of creatures named by a creature type, or by two (issue 29, tribes), written back as
static abilities, conditions and targets print them (``sim.text.tribe_rules`` reads them; CR
205.3m, 611.3, 115.1): "Wolves and Werewolves" for a "Wolf/Werewolf" group, "each creature
you control that's a Wolf or a Werewolf", "Wolf or Werewolf" for one permanent of either
type."""

from __future__ import annotations

import attrs

from sim.model.abilities import ALL_CREATURES, OPPONENTS_CREATURES, YOUR_CREATURES, Filter
from sim.model.qualities import plural
from sim.text.wording import Piece, alt

_TAILS = {YOUR_CREATURES: " you control", OPPONENTS_CREATURES: " your opponents control",
          ALL_CREATURES: ""}


def group_nouns(subtype: str) -> tuple[Piece, Piece]:
    """The plural and the singular noun of a static ability's group of creatures of one
    ``subtype`` ("" for any creature): "elf creatures" | "elves" | "elf", "elf creature" |
    "elf"."""
    if not subtype:
        return "creatures", "creature"
    sub = subtype.lower()
    return alt(f"{sub} creatures", plural(subtype).lower(), sub), alt(f"{sub} creature", sub)


def either_group(f: Filter, affects: str) -> list[tuple[Piece, bool]]:
    """A static ability's group of [other] creatures of either of two types (``f.subtype``
    "Wolf/Werewolf"; CR 611.3, 205.3m), each wording with whether it is singular: "[all]
    [other] wolves and werewolves [you control]", "each [other] creature [you control] that's
    a wolf or a werewolf". A group with any other quality is not written (never matching)."""
    tail = _TAILS.get(affects)
    plain = Filter(other=f.other, subtype=f.subtype)
    if tail is None or attrs.astuple(f) != attrs.astuple(plain):  # (no ``!=`` on attrs: mypyc)
        return [("<either group>", False)]
    other = "other " if f.other else ""
    kinds = f.subtype.lower().split("/")
    many = " and ".join(plural(k).lower() for k in kinds)
    that = (" that's ", alt("a ", "an "), kinds[0], " or ", alt("a ", "an "), kinds[1])
    return [(alt((other, many, tail), ("all ", other, many, tail)), False),
            (("each ", other, "creature", tail, that), True)]


def kind_noun(subtype: str) -> Piece:
    """One permanent of ``subtype`` as a condition names it after "a" or "another": "elf";
    two subtypes joined by "/" as "wolf or werewolf" | "knight or a soldier" | "human or an
    angel" (either one, CR 205.3)."""
    if "/" not in subtype:
        return subtype.lower()
    first, second = subtype.lower().split("/")
    return (first, alt(" or ", " or a ", " or an "), second)


def count_noun(subtype: str, many: bool) -> Piece:
    """The permanents of ``subtype`` a count names: "elves" | "elfs" (``many``) or "elf";
    two subtypes joined by "/" as "wolves and werewolves" ("the number of ...") or "wolf or
    werewolf" ("for each ...")."""
    if "/" not in subtype:
        return alt(plural(subtype).lower(), subtype.lower() + "s") if many else subtype.lower()
    if many and subtype.count("/") > 1:  # "crabs, oozes, and/or horrors" (issue 29, CDAs)
        nouns = [plural(k).lower() for k in subtype.split("/")]
        return (", ".join(nouns[:-1]), alt(", and/or ", ", and "), nouns[-1])
    if many:
        return " and ".join(plural(k).lower() for k in subtype.split("/"))
    return kind_noun(subtype)
