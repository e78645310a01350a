"""Sagas' chapter abilities (CR 714.2) in the ability model: a chapter ability is a
``Triggered`` on the event ``CountersPut`` whose subject names its chapter numbers
("chapter 1 2" for "I, II — <effect>", 714.2c: one ability per chapter number, triggering
separately); ``sim.text.chapter_text`` reads them, ``sim.rules.sagas`` runs them.

714.2b: "{rN}—[Effect]" means "When one or more lore counters are put onto this Saga, if the
number of lore counters on it was less than N and became at least N, [effect]."
714.2d: a Saga's final chapter number is the greatest chapter number among its chapter
abilities (0 with none).
"""

from __future__ import annotations

from collections.abc import Iterable

#: the counter kind of a Saga's chapters (CR 714.2b, 714.3)
LORE = "lore"
#: the subject of a chapter ability, before its chapter numbers
CHAPTER = "chapter"
#: read ahead (CR 702.155a), a keyword held as a parameter (value ""): as the Saga enters, its
#: controller chooses a number from one to its final chapter number, and it enters with that
#: many lore counters (instead of the one of 714.3a); until that turn ends, a chapter ability
#: of it triggers only when it has exactly its chapter number of lore counters
#: (``sim.rules.sagas``)
READ_AHEAD = "read ahead"
#: the Roman numerals of chapter symbols (CR 714.2a), 1 to 7
NUMERALS = ("i", "ii", "iii", "iv", "v", "vi", "vii")


def chapter_subject(numbers: Iterable[int]) -> str:
    """The ``Triggered.subject`` of a chapter ability with these chapter numbers."""
    return " ".join((CHAPTER, *(str(n) for n in numbers)))


def chapter_numbers(subject: str) -> tuple[int, ...]:
    """The chapter numbers a ``Triggered.subject`` names (none for any other subject)."""
    if not subject.startswith(CHAPTER):
        return ()
    return tuple(int(n) for n in subject.split()[1:])


def final_chapter(subjects: Iterable[str]) -> int:
    """The final chapter number of a Saga whose triggered abilities have these subjects (CR
    714.2d: the greatest chapter number; 0 when it has no chapter ability)."""
    return max((n for s in subjects for n in chapter_numbers(s)), default=0)


__all__ = ["CHAPTER", "LORE", "NUMERALS", "READ_AHEAD", "chapter_numbers", "chapter_subject",
           "final_chapter"]
