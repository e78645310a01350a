"""Keyword abilities written "<keyword> — <cost>: <effect>" before an activated ability, each
standing for the ability with restrictions on its activation (CR 602.5b):

- exhaust (CR 702.177a): "Exhaust — [Cost]: [Effect]" means "[Cost]: [Effect]. Activate only
  once." — once for as long as the object exists (a new object, 400.7, is another; a new
  controller is not, 602.5b: ``sim.rules.activation.note_activation``);
- boast (CR 702.142a): "Boast — [Cost]: [Effect]" means "[Cost]: [Effect]. Activate only if
  this creature attacked this turn and only once each turn.";
- forecast (CR 702.57a-b): "Forecast — [Activated ability]" means "[Activated ability].
  Activate only during your upkeep and only once each turn.", activated only from the hand
  (its cost reveals the card from there: ``sim.model.keyword_abilities.from_hand``).

The ability is read as its plain ability (``sim.text.oracle.read_activated``) whose effect
carries the keyword's restriction sentence (``RULES``, read by
``sim.text.restrictions.restrictions`` like a printed one), the keyword kept in
``Activated.keyword`` ("whenever you activate an exhaust ability"); it renders back as the
keyword before the plain ability (``plain_dashed``). A mana ability (605.1a: it would have to be
offered while paying) and a keyword ability after the dash are not read.
"""

from __future__ import annotations

from collections.abc import Callable

import attrs

from sim.model.programs import Activated, is_mana_ability
from sim.text.keyword_names import normalize

#: each keyword and the restriction its rule adds after the ability's effect (602.5b), as
#: ``sim.text.restrictions.self_named`` writes it (normalized, the card as ~)
RULES = {"exhaust": " activate only once.",
         "boast": " activate only if ~ attacked this turn and only once each turn.",
         "forecast": " activate only during your upkeep and only once each turn."}


def dashed_activated(read: Callable[[str, str], Activated | None], line: str,
                     card_name: str = "") -> Activated | None:
    """``line`` read as an activated ability by ``read`` (``sim.text.oracle.read_activated``);
    "<keyword> — <cost>: <effect>" (a keyword of ``RULES``) as that ability with the
    keyword's restriction, ``Activated.keyword`` the keyword (None: a mana ability, a keyword
    ability after the dash, or no activated ability)."""
    word, dash, _ = normalize(line).partition(" — ")
    if not dash or word not in RULES:
        return read(line, card_name)
    found = read(line.split("—", 1)[1].strip(), card_name)
    if found is None or found.keyword or found.program is None or is_mana_ability(found):
        return None
    effect = found.effect.rstrip()
    return attrs.evolve(found, text=line, keyword=word,
                        effect=effect + "." * (not effect.endswith(".")) + RULES[word])


def plain_dashed(a: Activated) -> tuple[str, Activated] | None:
    """``a`` as its keyword and the plain ability without the keyword's restriction, when it
    was read as "<keyword> — <cost>: <effect>" (``dashed_activated``); else None."""
    rule = RULES.get(a.keyword)
    if rule is None or not a.effect.endswith(rule):
        return None
    return a.keyword, attrs.evolve(a, keyword="", effect=a.effect[:-len(rule)])
