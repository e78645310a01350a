"""An instant's or sorcery's activated abilities that function in its owner's graveyard.

CR 113.6: the abilities of an instant or sorcery usually function only while it is on the
stack; 113.6k: an ability whose cost or effect moves the object it is on out of a zone
functions only in that zone — so "Raid — {3}{R}{R}: Return ~ from your graveyard to your hand.
Activate only if you attacked this turn." is activated from its owner's graveyard (CR 602.2,
``Cost.graveyard``, ``sim.rules.casting.activatable``), never while the card is cast. Such a
line is read here as the activated ability it is (``sim.text.oracle.read_activated``, its
restrictions as any permanent's, ``sim.text.oracle.runs``) and the rest of the text as the
spell's effect (``sim.text.oracle.read_spell``).
"""

from __future__ import annotations

import attrs

from sim.model.programs import Activated
from sim.text.line_text import without_reminders
from sim.text.oracle import SpellReading, read_activated, read_spell, runs


def _graveyard_ability(line: str, card_name: str) -> Activated | None:
    """``line`` as an activated ability that functions only in its owner's graveyard (CR
    113.6k), or None."""
    if ":" not in line:
        return None
    ability = read_activated(line, card_name)
    return ability if ability is not None and ability.cost.graveyard else None


def read_spell_text(text: str, card_name: str = "") -> SpellReading:
    """An instant's or sorcery's ``text`` read (``read_spell``), its lines that are activated
    abilities functioning in the graveyard (CR 113.6k, 602.2) read as such: each runs when its
    cost, effect and restrictions do (then the sentences its program skips are listed as not
    run, as for a permanent's ability)."""
    if ":" not in text:
        return read_spell(text, card_name)  # spares the look
    kept: list[str] = []
    found: list[tuple[str, Activated]] = []
    for raw in text.splitlines():
        line = without_reminders(raw).strip()
        ability = _graveyard_ability(line, card_name) if line else None
        if ability is None:
            kept.append(raw)
        else:
            found.append((line, ability))
    if not found:
        return read_spell(text, card_name)
    spell = read_spell("\n".join(kept), card_name)
    supported, unsupported = list(spell.supported), list(spell.unsupported)
    read = list(spell.read)
    for line, ability in found:
        program = ability.program
        if program is not None and program.runnable and runs(ability):
            supported.append(line)
            unsupported += program.unsupported  # the sentences it skips, verbatim
            read.append((line, ability))
        else:
            unsupported.append(line)
    return attrs.evolve(spell, supported=tuple(supported), unsupported=tuple(unsupported),
                        read=tuple(read),
                        activated=(*spell.activated, *(a for _, a in found)))
