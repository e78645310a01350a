"""The Oracle front end's one entry point: ``read_card(text, name, types)``.

A card's Oracle text is read into the one ability model (``sim.model.abilities``,
``sim.model.programs``): an instant's or sorcery's text is what it does as it resolves (CR
608.2) beside its keywords (``sim.text.oracle.read_spell``); any other card's text is its
abilities — keywords, static abilities, mana abilities, activated and triggered abilities
(``sim.text.oracle.read_text``). Every clause comes back verbatim, as run (``supported``) or
not (``unsupported``), so a card is never refused for a clause the engine does not run yet, and
``status`` says whether all of it runs (``full``), some (``partial``) or none.
"""

from __future__ import annotations

from collections.abc import Sequence

import attrs

from sim.model.abilities import Parsed
from sim.model.programs import Activated, Program, Triggered
from sim.text.oracle import read_spell, read_text, support_status


@attrs.frozen(slots=True)
class CardReading:
    """What the engine reads of a card's text: its keywords, parameterised abilities, static
    abilities and mana (``parsed``); its activated and triggered abilities; an instant's or
    sorcery's effect (``spell``); and its clauses, verbatim, run or not."""

    parsed: Parsed
    activated: tuple[Activated, ...] = ()
    triggered: tuple[Triggered, ...] = ()
    spell: Program | None = None
    supported: tuple[str, ...] = ()
    unsupported: tuple[str, ...] = ()

    @property
    def status(self) -> str:
        """``full``, ``partial`` or ``none`` (``sim.text.oracle.support_status``)."""
        return support_status(self.supported, self.unsupported)


def is_spell(types: Sequence[str]) -> bool:
    """Whether a card of these types is an instant or a sorcery (CR 304, 307)."""
    return "Instant" in types or "Sorcery" in types


def read_card(text: str, name: str = "", types: Sequence[str] = ("Creature",)) -> CardReading:
    """Read the Oracle ``text`` of the card ``name`` (its name in the text means itself, CR
    201.5) of card ``types``: see the module docstring."""
    if is_spell(types):
        spell = read_spell(text, name)
        return CardReading(spell.keywords, spell=spell.program, supported=spell.supported,
                           unsupported=spell.unsupported)
    reading = read_text(text, name)
    return CardReading(reading.parsed, reading.activated, reading.triggered, None,
                       reading.supported, reading.unsupported)
