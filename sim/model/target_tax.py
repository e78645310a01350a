"""Cost changes that depend on how a spell is cast: on its targets (CR 601.2f, which
determines the total cost after the targets are chosen, 601.2c), or on the zone it is cast
from (601.2a, ``SPELLS_FROM_COST``): "spells your opponents cast that target ~ cost {2}
more to cast" (a static ability of a permanent, ``TARGET_TAX``, value "<N>|<more or
less>|<whose>": "your opponents" or "you") and a spell's own "~ costs {4} less to cast if it
targets a tapped creature" (``SELF_COST``'s words ``TAPPED_TARGET``; applied by
``sim.rules.cost_changes``)."""

from __future__ import annotations

import re

#: "spells your opponents | you cast that target ~ cost {N} more | less to cast"
TARGET_TAX = "spells that target it cost"
#: the words of "~ costs {N} less to cast if it targets a tapped | an attacking | a blocking |
#: an attacking or tapped creature" (``SELF_COST``), before the creature's qualities
IF_TARGETS = "if it targets "
#: the qualities one of those targets has (one of them, with "or")
TARGET_QUALITIES = ("tapped", "attacking", "blocking")
_QUALITY_FORM = re.compile(r"if it targets an? (?:attacking or tapped|tapped|attacking|blocking) "
                           r"creature")


#: the words of "~ costs {N} less to cast if it targets <a kind>" (``SELF_COST``; not a
#: quality of ``TARGET_QUALITIES``): "a black permanent", "a red creature you don't control",
#: "a legendary creature you control", "a creature with flying", "a Spider [you control]",
#: "a permanent you control" (``sim.rules.target_kinds``)
TARGET_KIND = re.compile(r"if it targets an? (?:(white|blue|black|red|green) (creature|permanent)"
                         r"|(legendary) creature|creature with ([a-z ]+)|([a-z'-]+))"
                         r"(?: (you control|you don't control))?")


def target_qualities(words: str) -> tuple[str, ...]:
    """The qualities of a ``SELF_COST``'s "if it targets an attacking or tapped creature"
    (("attacking", "tapped")), () for other words."""
    if not words.startswith(IF_TARGETS) or not _QUALITY_FORM.fullmatch(words):
        return ()
    return tuple(w for w in words.split()[3:-1] if w != "or")


def tax_text(value: str) -> str:
    """The clause of a ``TARGET_TAX`` value: "spells your opponents cast that target ~ cost
    {2} more to cast"."""
    n, way, whose = value.split("|")
    return f"spells {whose} cast that target ~ cost {{{n}}} {way} to cast"


#: "spells you cast from your graveyard | from anywhere other than your hand cost {N} less to
#: cast" (CR 601.2f, 601.2a: the zone a spell is cast from), a static ability of a permanent,
#: value "<where>|<less or more>|<N>" (where as printed: "your graveyard", "anywhere other
#: than your hand", "exile", "your graveyard or from exile")
SPELLS_FROM_COST = "spells you cast from somewhere cost"


def from_text(value: str) -> str:
    """The clause of a ``SPELLS_FROM_COST`` value."""
    where, way, n = value.split("|")
    return f"spells you cast from {where} cost {{{n}}} {way} to cast"


#: the words of "~ costs {2} less to cast if | as long as <condition>" and "if <condition>, ~
#: costs {1} less to cast" (``SELF_COST``'s, after this marker: "if" or "as long as", then the
#: condition, one of a static ability's, CR 611.3a; ``sim.text.render_self_costs``,
#: ``sim.rules.self_cost_checks``)
GIVEN = "given: "
