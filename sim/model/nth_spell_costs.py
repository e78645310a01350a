"""Cost reductions for the first (or second) spell of some kinds a player casts each turn
(CR 601.2f): "the first creature spell you cast each turn costs {1} less to cast", "the
second spell you cast each turn costs {1} less to cast" — a static ability of a permanent,
``NTH_SPELL_COST``, value "<first | second>|<kinds>|<N>" ("first|creature|1"; kinds ""
for any spell), applied by ``sim.rules.cost_changes`` over ``Player.cast_this_turn``
(``sim.rules.nth_spells``)."""

from __future__ import annotations

#: "the first <kinds> spell you cast each turn costs {N} less to cast"
NTH_SPELL_COST = "the nth spell each turn costs less"
#: the ordinals read, and how many spells of those kinds were cast before it this turn
ORDINALS = {"first": 0, "second": 1}


def nth_text(value: str) -> str:
    """The clause of an ``NTH_SPELL_COST`` value."""
    nth, kinds, n = value.split("|")
    spell = f"{kinds} spell" if kinds else "spell"
    return f"the {nth} {spell} you cast each turn costs {{{n}}} less to cast"
