"""Parameters of combat restrictions added by issue 29 (combat family), kept out of
``sim.model.abilities`` (at its size limit).

``ONLY_BY_KIND``: "~ can't be blocked except by walls", "... except by artifact creatures
and/or white creatures", "... except by walls and/or creatures with flying" (CR 509.1b): the
kinds of blocker allowed, joined by " or "; each a creature type (singular, lower case), a
supertype, card type or color word ("legendary", "artifact", "white"), or "with <keyword>".
Judged by ``sim.legality.blocker_kinds``, written back by ``except_text``."""

from __future__ import annotations

from sim.model.qualities import COLOR_LETTERS, plural

ONLY_BY_KIND = "blocked only by kind"

#: the words read before "creatures": supertypes, card types, colors (CR 205.4a, 205.2a, 105.2)
ADJECTIVES = frozenset(("artifact", "legendary", "snow", "enchantment", "land", "colorless",
                        "multicolored", *COLOR_LETTERS))


def except_text(value: str) -> str:
    """The words of an ``ONLY_BY_KIND`` value: "can't be blocked except by walls and/or
    creatures with flying"."""
    parts = []
    for kind in value.split(" or "):
        if kind.startswith("with "):
            parts.append(f"creatures {kind}")
        elif kind in ADJECTIVES:
            parts.append(f"{kind} creatures")
        else:
            parts.append(plural(kind).lower())
    return "can't be blocked except by " + " and/or ".join(parts)
