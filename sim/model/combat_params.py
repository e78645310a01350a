"""Parameters of combat restrictions added by issue 29 (combat family), kept out of
``sim.model.abilities`` (at its size limit).

``ONLY_BY_KIND``: "~ can't be blocked except by walls", "... except by artifact creatures
and/or white creatures", "... except by walls and/or creatures with flying" (CR 509.1b): the
kinds of blocker allowed, joined by " or "; each a creature type (singular, lower case), a
supertype, card type or color word ("legendary", "artifact", "white"), or "with <keyword>".
Judged by ``sim.legality.blocker_kinds``, written back by ``except_text``.

``ATTACK_BARRED_BY`` and ``ATTACK_NEEDS``: "~ can't attack if | unless defending player controls
an untapped creature with power 3 or greater | a blue permanent | a creature with flying | a
snow land" (CR 508.1c): the kind's words ("[untapped] [<color> | snow] <card type | permanent>
[with flying | with power N or greater | less]"), judged for each player or planeswalker it
could attack by ``sim.legality.attack_kinds``, written back by ``attack_kind_text``."""

from __future__ import annotations

from sim.model.qualities import COLOR_LETTERS, plural

ONLY_BY_KIND = "blocked only by kind"

#: "~ can't block or be blocked by non-Spirit creatures" (CR 509.1b): it can block only
#: creatures of that creature type (the value, "Spirit"), and only they can block it
KIN_ONLY = "can't block or be blocked by non-"

ATTACK_BARRED_BY = "can't attack if defender controls"
ATTACK_NEEDS = "can't attack unless defender controls"
#: "~ can't block if you control an untapped land" (CR 509.1b): the kind's words as above
BLOCK_BARRED_BY = "can't block if you control"

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


def attack_kind_text(kind: str, value: str) -> str:
    """The words of an ``ATTACK_BARRED_BY``, ``ATTACK_NEEDS`` or ``BLOCK_BARRED_BY``
    parameter."""
    article = "an" if value[0] in "aeiou" else "a"
    if kind == BLOCK_BARRED_BY:
        return f"can't block if you control {article} {value}"
    word = "if" if kind == ATTACK_BARRED_BY else "unless"
    return f"can't attack {word} defending player controls {article} {value}"


def kin_text(value: str) -> str:
    """The words of a ``KIN_ONLY`` parameter: "can't block or be blocked by non-spirit
    creatures"."""
    return f"can't block or be blocked by non-{value.lower()} creatures"
