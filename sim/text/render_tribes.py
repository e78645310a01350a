"""Kinds of creatures named by a creature type, or by two (issue 29, tribes), written back as
static abilities and targets print them (``sim.text.tribe_rules`` reads them; CR 205.3m,
611.3, 115.1): "Wolves and Werewolves" for a "Wolf/Werewolf" group, "Wolf or Werewolf" for one
creature of either type."""

from __future__ import annotations

from sim.model.qualities import plural
from sim.text.wording import Piece, alt


def group_nouns(subtype: str) -> tuple[Piece, Piece]:
    """The plural and the singular noun of a static ability's group of creatures of
    ``subtype`` ("" for any creature): "elf creatures" | "elves" | "elf", "elf creature" |
    "elf"; two types joined by "/" as "wolves and werewolves", one as "wolf or werewolf"."""
    if not subtype:
        return "creatures", "creature"
    sub = subtype.lower()
    if "/" in sub:
        kinds = subtype.split("/")
        return " and ".join(plural(k).lower() for k in kinds), " or ".join(
            k.lower() for k in kinds)
    return alt(f"{sub} creatures", plural(subtype).lower(), sub), alt(f"{sub} creature", sub)


def kind_noun(subtype: str) -> Piece:
    """One permanent of ``subtype`` as a condition names it after "a" or "another": "elf";
    two subtypes joined by "/" as "wolf or werewolf" | "knight or a soldier" | "human or an
    angel" (either one, CR 205.3)."""
    if "/" not in subtype:
        return subtype.lower()
    first, second = subtype.lower().split("/")
    return (first, alt(" or ", " or a ", " or an "), second)
