"""Rules editions. A scenario names the edition it is judged under (``rules = "current"``).

* ``current``: today's Comprehensive Rules.
* ``2016``: the rules of the 2016 release notes. Legality is as current, except that a
  creature that "attacks this turn if able" need not attack again in an additional combat once
  it has attacked (today, CR 508.1d requires it in each declare attackers step of that turn).
  Combat damage follows damage assignment orders (CR 509.2-509.3, 510.1c-d of the time;
  ``sim.model.editions.has_damage_assignment_order``), which current rules no longer have; and
  noncombat damage to a player may be redirected to a planeswalker (306.7 of the time,
  ``sim.rules.replacement``).
* ``2004``: rule 500 of January 2004 (500.4-500.5): a declaration falls to a better one only
  if that one is reachable by removing assignments and adding assignments that satisfy a requirement
  on the creature making them (``sim.legality.legal_declarations``). Combat damage is divided freely
  among several blockers or attackers blocked (310.2c-d of that time: no damage assignment order,
  which came with Magic 2010), as under the current rules.
* ``puzzle-quest``: not a Magic rules edition but Magic: The Gathering - Puzzle Quest's own
  combat ("Combat Basics", ``sim.variants.puzzle_quest``; choices in docs/puzzle-quest.md): creature
  slots, every able creature attacks, blockers and damage chosen by the rules, no
  declarations. The rest of the engine (steps, priority, the stack, damage, state-based
  actions) is shared.
"""

from __future__ import annotations

import enum

from sim.model.errors import UnknownNameError


def has_damage_assignment_order(edition: Edition) -> bool:
    """Whether combat damage is assigned along damage assignment orders under ``edition``.

    * ``"2016"``: yes. Right after blockers are declared, the active player orders the
      creatures blocking each attacker blocked by several (CR 509.2), then each defending
      player orders the attackers each of its creatures blocking several blocks (509.3). A
      creature can't be assigned combat damage unless each creature before it in the order is
      assigned lethal damage (510.1c-d). The orders came with the Magic 2010 rules change
      (July 2009), replacing damage on the stack.
    * ``"current"``: no. Magic: The Gathering Foundations (November 2024) removed them; the
      damage is divided among the creatures as the controller chooses (510.1c-d).
    * ``"2004"``: no. Combat damage was "divided as its controller chooses" among the
      blockers or the attackers blocked (CR 310.2c-d of January 2004); only trample put a
      creature's lethal damage first (502.9b).
    """
    return edition is Edition.Y2016


class Edition(enum.StrEnum):
    """The rules editions a scenario may name (see the module docstring); each value is its
    name."""

    CURRENT = "current"
    Y2016 = "2016"
    Y2004 = "2004"
    PUZZLE_QUEST = "puzzle-quest"


#: the editions of the Magic rules, the ones the legality engine judges declarations under
#: (``PUZZLE_QUEST`` is another game's combat, with no declarations)
MAGIC_EDITIONS = (Edition.CURRENT, Edition.Y2016, Edition.Y2004)


def parse_edition(name: str) -> Edition:
    """The edition ``name`` names (case and surrounding spaces ignored);
    ``UnknownNameError`` listing the editions if none."""
    try:
        return Edition(str(name).strip().lower())
    except ValueError:
        raise UnknownNameError("rules edition", str(name), [e.value for e in Edition], []) from None
