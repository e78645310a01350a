"""A Saga's chapter abilities (``sim.model.chapters``, CR 714.2) rendered back to Oracle text:
"<numerals> — <effect>", the chapter numbers as the Roman numerals of the chapter symbols
(714.2a), several joined with ", " (714.2c); "it" in the effect is the Saga
(``sim.text.chapter_text``)."""

from __future__ import annotations

from sim.model.abilities import SELF
from sim.model.chapters import NUMERALS, chapter_numbers
from sim.model.programs import Triggered
from sim.text.render_effects import program
from sim.text.wording import Piece


def chapter_piece(t: Triggered) -> Piece | None:
    """The rendering of chapter ability ``t``; None when ``t`` is no chapter ability."""
    numbers = chapter_numbers(t.subject)
    if not numbers or t.program is None:
        return None
    return (", ".join(NUMERALS[n - 1] for n in numbers), " — ", program(t.program, SELF))


__all__ = ["chapter_piece"]
