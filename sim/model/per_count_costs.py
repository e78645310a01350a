"""Cost reductions of the spells a permanent's controller casts, by a count (CR 601.2f, 107.3,
608.2h): "creature spells you cast cost {1} less to cast for each +1/+1 counter on ~",
"instant and sorcery spells you cast cost {x} less to cast, where x is ~'s power" — a static
ability of a permanent, ``SPELLS_COST_PER``, value "<kinds>|<N or x>|<the words after "to
cast">|<the words before "you cast">" (kinds as "<kinds> spells" says them, "" for any spell,
"angel and human" for "Angel spells and Human spells"; the count read again from the words by
``sim.text.spell_reductions``), applied by ``sim.rules.cost_changes`` to generic mana
only, the count taken from the permanent as the spell's total cost is determined."""

from __future__ import annotations

#: "<kinds> spells you cast cost {N} less to cast for each <count>" | "..., where x is <count>"
SPELLS_COST_PER = "spells you cast cost less for each"
