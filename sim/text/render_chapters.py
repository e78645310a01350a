"""A Saga's chapter abilities (``sim.model.chapters``, CR 714.2) rendered back to Oracle text:
"<numerals> — <effect>", the chapter numbers as the Roman numerals of the chapter symbols
(714.2a), several joined with ", " (714.2c), then the flavor word of the clause (``hint``; CR
207.2d: no rules meaning, not in the model); "it" in the effect is the Saga
(``sim.text.chapter_text``)."""

from __future__ import annotations

from sim.model.abilities import SELF
from sim.model.chapters import NUMERALS, chapter_numbers
from sim.model.programs import Triggered
from sim.text.chapter_text import flavor_word
from sim.text.render_effects import program
from sim.text.wording import Piece


def chapter_piece(t: Triggered, hint: str = "") -> Piece | None:
    """The rendering of chapter ability ``t`` (``hint``: the clause, for its flavor word);
    None when ``t`` is no chapter ability."""
    numbers = chapter_numbers(t.subject)
    if not numbers or t.program is None:
        return None
    word = flavor_word(hint.partition(" — ")[2])[0]
    return (", ".join(NUMERALS[n - 1] for n in numbers), " — ", f"{word} — " if word else "",
            program(t.program, SELF))


__all__ = ["chapter_piece"]
