"""A spell's own cost reduction by a count (CR 601.2f): "~ costs {1} less to cast for each
<count>" and "~ costs {x} less to cast, where x is <count>" (107.3: X defined by the text).

Read by the grammar's own start symbol ``spell_reduction`` (``sim.text.spell_reduction_rules``)
when the older forms of ``self_reduction`` (``sim.text.cast_rules``) don't read the clause:
the ``SELF_COST`` value is "<N or x>|counted: <the words after "to cast">" (``COUNTED``), its
count read again from those words by ``reduction_count`` as the cost is determined
(``sim.rules.self_cost_counts``) and rendered back by ``reduction_text`` (so a count is run
only when its model writes the clause back whole)."""

from __future__ import annotations

import re
from functools import cache

from sim.model.abilities import SELF_COST, Count, Parsed
from sim.model.count_kinds import DAMAGED_OPPONENTS, OTHER_SPELLS, YOUR_ATTACKERS
from sim.model.per_count_costs import SPELLS_COST_PER
from sim.model.target_tax import GIVEN
from sim.text.grammar import parse
from sim.text.render_counts import each_phrase, x_phrase
from sim.text.wording import Piece, alt, canonical, matches

#: the marker of a ``SELF_COST`` value's words read by this module ("2|counted: for each ...")
COUNTED = "counted: "
#: "~ costs {2} less to cast if you control a <kind> or <kind> | during your turn": forms the
#: grammar's ``self_reduction`` leaves unread, kept as a condition's words (``GIVEN``), run
#: only when ``sim.text.render_self_costs`` reads the condition and writes the clause back
_GIVEN_FORM = re.compile(r"(?:this spell|~) costs \{(\d+)\} less to cast "
                         r"(if you control an? .+|during your turn)")


def spell_reduction(key: str) -> Parsed | None:
    """The ``SELF_COST`` parameter of the clause ``key`` (normalized, the card's name as
    ``~``): "~ costs {2} less to cast for each creature your opponents control"; None when it
    is no such clause the engine counts."""
    found = _read(key)
    given = _GIVEN_FORM.fullmatch(key) if found is None else None
    if given is not None:  # a condition's words, read by ``render_self_costs.given_condition``
        return Parsed(params=frozenset([(SELF_COST, f"{given[1]}|{GIVEN}{given[2]}")]))
    if found is None:
        return None
    words = key.split(" to cast", 1)[1].lstrip()
    if len(found) == 3:  # a permanent's "<kinds> spells you cast cost ..." (per_count_costs),
        head = key.split(" you cast cost ", 1)[0]  # the kinds as written after the words
        value = f"{found[0]}|{found[1]}|{words}|{head}"
        return Parsed(params=frozenset([(SPELLS_COST_PER, value)]))
    return Parsed(params=frozenset([(SELF_COST, f"{found[0]}|{COUNTED}{words}")]))


@cache
def _read(key: str) -> tuple[str, Count] | tuple[str, str, Count] | None:
    found: tuple[str, Count] | tuple[str, str, Count] | None = parse("spell_reduction", key)
    return found


def per_count(value: str) -> Count | None:
    """The count of the ``SPELLS_COST_PER`` value ``value`` ("creature|1|for each ..."), None
    when it reads none."""
    kinds, amount, words, _ = value.split("|")
    head = f"{kinds} spells" if kinds else "spells"  # ("angel and human": the same kinds)
    sep = " " if words.startswith("for each") else ""
    found = _read(f"{head} you cast cost {{{amount}}} less to cast{sep}{words}")
    return None if found is None else found[-1]


def per_text(value: str) -> Piece:
    """The clause of a ``SPELLS_COST_PER`` value (CR 601.2f): the kinds as the value says
    them, either phrasing of two kinds, then the count rendered from its model."""
    kinds, amount, _, _ = value.split("|")
    count = per_count(value)
    if count is None:
        return f"<reduction {value}>"
    first, _, second = kinds.partition(" and ")
    spells: Piece = f"{kinds} spells" if kinds else "spells"
    if second:
        spells = alt(spells, f"{first} spells and {second} spells")
    tail: Piece = (", where x is ", x_phrase(count)) if amount == "x" else \
        (" for each ", each_phrase(count, False))
    return (spells, f" you cast cost {{{amount}}} less to cast", tail)


def reduction_count(value: str) -> Count | None:
    """The count of the ``SELF_COST`` value ``value`` ("2|counted: for each ..."), None when
    it has none of this module's."""
    amount, _, rest = value.partition("|")
    if not rest.startswith(COUNTED):
        return None
    words = rest[len(COUNTED):]
    sep = " " if words.startswith("for each") else ""
    found = _read(f"~ costs {{{amount}}} less to cast{sep}{words}")
    return None if found is None or len(found) != 2 else found[1]


def reduction_text(value: str) -> Piece:
    """The clause of a ``SELF_COST`` value of this module's (CR 601.2f)."""
    amount = value.split("|")[0]
    count = reduction_count(value)
    if count is None:
        return f"<reduction {value}>"
    if amount == "x":
        return ("~ costs {x} less to cast, where x is ", x_phrase(count))
    each = _TURN_WORDS.get(count.kind) or each_phrase(count, False)
    return (f"~ costs {{{amount}}} less to cast for each ", each)


#: the words of the counts of what happened this turn (``sim.model.count_kinds.TURN_COUNTS``)
_TURN_WORDS = {OTHER_SPELLS: "other spell cast this turn",
               YOUR_ATTACKERS: "creature you attacked with this turn",
               DAMAGED_OPPONENTS: "opponent who was dealt damage this turn"}


def per_clause(value: str) -> str:
    """The clause of a ``SPELLS_COST_PER`` value as one string (a parameter's phrase,
    ``sim.text.static_text.param_text``): the stored words when the rendering of its model
    writes them (``per_text``), else the rendering's first wording."""
    _, amount, words, head = value.split("|")
    sep = " " if words.startswith("for each") else ""
    clause = f"{head} you cast cost {{{amount}}} less to cast{sep}{words}"
    piece = per_text(value)
    return clause if matches(piece, clause) else canonical(piece)
