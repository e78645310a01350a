"""Deck files: the MTG Arena / MTGO text export players paste everywhere (docs/deck-format.md).

``parse_deck`` reads the text into a ``DeckList`` (names and counts per section, each with its
line number); ``load_deck`` also resolves every name through the same lookup as scenarios
(``cards.lookup.card_pool``: an imported card database over the bundled pool) into a ``Deck``
of ``CardDef``\\ s. Every mistake raises one ``DeckError`` naming the file, the line and its
text, and saying what is accepted; every unknown card name is reported at once, each with the
names the lookup knows that are closest to it. A multi-face card (split, adventure, modal
double-faced, transform, flip, meld) is played as one face: each face the engine never plays
is named, with why, in ``DeckCard.faces_not_played`` and the deck's warnings.

Accepted lines::

    Deck                        a section header (also Sideboard, Commander, Companion,
                                About), in any case, optionally with a colon
    4 Llanowar Elves            a count and a card name ("4x Llanowar Elves" too)
    4 Llanowar Elves (M19) 314  a set code and collector number, ignored; "(M19)" alone too
    1 Shock *F*                 a foil mark (*F*, or *E* for etched), ignored
    1 Fire // Ice               split and double-faced names are kept whole
    SB: 2 Negate                a sideboard card (MTGO's .dec form)
    // Creatures, # notes       comments, ignored ("// Sideboard" is the Sideboard header)
    (blank)                     in a file without headers, the first blank line after the
                                main deck starts the sideboard (the MTGO export)
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from pathlib import Path
from typing import TYPE_CHECKING

import attrs

from cards import CardPool, NamedCards
from sim.model.card import CardDef
from sim.model.errors import ScenarioError, not_a_file
from sim.model.split_cards import SPLIT_LAYOUTS, cast_by_halves
from sim.text import shown

if TYPE_CHECKING:
    from cards.database import CardRecord

MAIN, SIDEBOARD, COMMANDER, COMPANION, ABOUT = ("deck", "sideboard", "commander", "companion",
                                                "about")
#: header words, as written in a file, to the section they open
HEADERS = {"deck": MAIN, "main": MAIN, "maindeck": MAIN, "main deck": MAIN,
           "sideboard": SIDEBOARD, "commander": COMMANDER, "companion": COMPANION,
           "about": ABOUT}
#: the largest count a line may give (a typo like "44 Forest" for "4 Forest" is still
#: accepted: only a count no deck could use is refused)
MAX_COUNT = 999

_CARD = re.compile(r"^(?P<count>\d+)[xX]?\s+(?P<name>\S.*)$")
_FOIL = re.compile(r"\s+\*[FE]\*$")
_SET = re.compile(r"(?:^|\s+)\((?P<set>[A-Za-z0-9]{2,8})\)"
                  r"(?:\s+(?P<number>[A-Za-z0-9★†\-]+))?$")
_SB = re.compile(r"^SB:\s*", re.IGNORECASE)
_SPACES = re.compile(r"\s+")
_SLASH = re.compile(r"\s*/\s*")

ACCEPTED = ('a card line "<count> <card name>" such as "4 Llanowar Elves" (or "4x Llanowar '
            'Elves", with an optional "(SET) 123" or "(SET)" suffix and "*F*" foil mark), a '
            'section header (Deck, Sideboard, Commander, Companion, About), a comment '
            '("//" or "#") or a blank line')


WHERE_CARDS = ("Cards come from the bundled pool (mtgsim cards) and the imported card database "
               "(mtgsim cards import FILE, or --cards FILE)")


class DeckError(ScenarioError):
    """A deck file is malformed, or names cards the lookup does not know: a ``ScenarioError``
    whose field is the line. ``source`` is the file, ``line`` the line number (0: the file as
    a whole), ``text`` that line, ``lines`` every line the error is about (the lines of all
    the unknown cards, when there are several)."""

    def __init__(self, source: str, line: int, text: str, message: str,
                 lines: tuple[int, ...] | None = None) -> None:
        self.line = line
        self.text = text
        self.lines = lines if lines is not None else (line,) if line else ()
        super().__init__(source, f"line {line}: {shown(text, 80)}" if line else "", message)


@attrs.frozen
class DeckEntry:
    """One card line: ``count`` copies of the card called ``name`` (as written, without its
    set code and foil mark), on line ``line`` whose text is ``text``."""

    count: int
    name: str
    line: int
    text: str


@attrs.frozen
class DeckList:
    """A parsed deck file, before card names are resolved: the entries of each section in
    file order (``about``: the About section's lines, e.g. ``("Name Mono Green",)``)."""

    source: str
    main: tuple[DeckEntry, ...]
    sideboard: tuple[DeckEntry, ...] = ()
    commander: tuple[DeckEntry, ...] = ()
    companion: tuple[DeckEntry, ...] = ()
    about: tuple[str, ...] = ()

    @property
    def name(self) -> str:
        """The deck's name from the About section's ``Name ...`` line, else ""."""
        for line in self.about:
            if line[:5].casefold() == "name ":
                return line[5:].strip()
        return ""

    def entries(self) -> Iterable[tuple[str, DeckEntry]]:
        """Every entry with its section, main deck first."""
        for section, entries in ((MAIN, self.main), (SIDEBOARD, self.sideboard),
                                 (COMMANDER, self.commander), (COMPANION, self.companion)):
            for entry in entries:
                yield section, entry


@attrs.frozen
class DeckCard:
    """A resolved entry: ``count`` copies of ``card``, listed as ``entry``. For a multi-face
    card, ``full_name`` is its Oracle name ("Fire // Ice", where ``card`` is the face the
    engine plays, "Fire") and ``faces_not_played`` names each other face with why the engine
    never plays it (``cards.decks.faces_not_played``)."""

    count: int
    card: CardDef
    entry: DeckEntry
    full_name: str = ""
    faces_not_played: tuple[str, ...] = ()

    @property
    def name(self) -> str:
        """The card's Oracle name: a multi-face card's full name, else its name."""
        return self.full_name or self.card.name


@attrs.frozen
class Deck:
    """A deck whose names are resolved to ``CardDef``\\ s. ``warnings`` names, once per card,
    each card that can enter the game (main deck, commander, companion) with Oracle clauses
    the engine does not run (``CardDef.unsupported``) or faces it never plays
    (``DeckCard.faces_not_played``)."""

    source: str
    main: tuple[DeckCard, ...]
    sideboard: tuple[DeckCard, ...]
    commander: tuple[DeckCard, ...]
    companion: tuple[DeckCard, ...]
    warnings: tuple[str, ...]
    decklist: DeckList

    @property
    def name(self) -> str:
        """The deck's name, from its deck list's About section ("" if none)."""
        return self.decklist.name

    def cards(self) -> list[CardDef]:
        """The main deck, card by card, in listed order with repeats: what is shuffled into
        the library."""
        return [c.card for c in self.main for _ in range(c.count)]

    def sideboard_cards(self) -> list[CardDef]:
        """The sideboard, card by card, in listed order with repeats."""
        return [c.card for c in self.sideboard for _ in range(c.count)]

    def __len__(self) -> int:
        """The number of main-deck cards."""
        return sum(c.count for c in self.main)

    def counts(self, section: str = MAIN) -> dict[str, int]:
        """How many of each card (by its Oracle name) a section holds: ``"deck"`` (the main
        deck), ``"sideboard"``, ``"commander"`` or ``"companion"``."""
        sections = {MAIN: self.main, SIDEBOARD: self.sideboard, COMMANDER: self.commander,
                    COMPANION: self.companion}
        if section not in sections:
            raise ValueError(f"unknown section {section!r}; accepted: {', '.join(sections)}")
        out: dict[str, int] = {}
        for c in sections[section]:
            out[c.card.name] = out.get(c.card.name, 0) + c.count
        return out


# --- parsing --------------------------------------------------------------------------------

def _header(text: str) -> str | None:
    """The section a header line opens ("Sideboard", "sideboard:", "// Sideboard"), or None."""
    word = text.removeprefix("//").strip().removesuffix(":").strip()
    return HEADERS.get(_SPACES.sub(" ", word).casefold())


def _card_name(raw: str) -> str:
    """``raw`` without its foil mark and set suffix, spaces collapsed."""
    name = _FOIL.sub("", raw.strip())
    name = _SET.sub("", name)
    return _SPACES.sub(" ", name).strip()


def parse_deck(text: str, source: str = "<deck>") -> DeckList:
    """The deck list in ``text`` (MTG Arena or MTGO export); ``source`` names it in errors.

    A ``DeckError`` names the line of any line that is not a card line, a header, a comment
    or blank, and the file if its main deck has no card."""
    sections: dict[str, list[DeckEntry]] = {MAIN: [], SIDEBOARD: [], COMMANDER: [],
                                            COMPANION: []}
    about: list[str] = []
    lines = text.removeprefix("\ufeff").splitlines()
    headed = any(_header(line.strip()) is not None for line in lines)
    section = MAIN
    for number, raw in enumerate(lines, 1):
        line = written = raw.strip()
        if not line:
            # MTGO: main deck, a blank line, the sideboard (only without headers)
            if not headed and section == MAIN and sections[MAIN]:
                section = SIDEBOARD
            continue
        header = _header(line)
        if header is not None:
            section = header
            continue
        if line.startswith(("//", "#")):
            continue
        if section == ABOUT:
            about.append(line)
            continue
        target = section
        sb = _SB.match(line)
        if sb:
            target, line = SIDEBOARD, line[sb.end():]
        m = _CARD.match(line)
        if m is None:
            raise DeckError(source, number, written, f"expected {ACCEPTED}")
        digits = m["count"].lstrip("0") or "0"
        count = int(digits) if len(digits) <= 9 else MAX_COUNT + 1  # (thousands of digits:
        if not 1 <= count <= MAX_COUNT:                            # int() refuses them)
            shown = m["count"] if len(m["count"]) <= 30 else f"{m['count'][:30]}... " \
                f"({len(m['count'])} digits)"
            raise DeckError(source, number, written, f"a count must be from 1 to {MAX_COUNT}, "
                            f"got {shown}")
        name = _card_name(m["name"])
        if not name:
            raise DeckError(source, number, written, "no card name before the set code; expected "
                            '"<count> <card name> (SET) 123"')
        sections[target].append(DeckEntry(count, name, number, written))
    if not sections[MAIN]:
        others = sum(e.count for s in (SIDEBOARD, COMMANDER, COMPANION) for e in sections[s])
        extra = f" ({others} cards outside it)" if others else ""
        raise DeckError(source, 0, "", f"the deck has no main-deck cards{extra}; list them as "
                        '"4 Llanowar Elves", one a line, under a "Deck" header or first in '
                        "the file")
    return DeckList(source, tuple(sections[MAIN]), tuple(sections[SIDEBOARD]),
                    tuple(sections[COMMANDER]), tuple(sections[COMPANION]), tuple(about))


# --- loading --------------------------------------------------------------------------------

def read_deck_file(path: str | Path) -> tuple[str, str]:
    """``(text, source)`` of the deck file ``path`` (UTF-8, a byte-order mark allowed)."""
    source = str(path)
    if not source.isprintable():  # keep messages on one line
        source = repr(source)
    special = not_a_file(path)
    if special:
        raise DeckError(source, 0, "", special)
    try:
        raw = Path(path).read_bytes()
    except OSError as err:
        message = "no such deck file" if isinstance(err, FileNotFoundError) else \
            f"cannot read the deck file: {err.strerror or err}"
        raise DeckError(source, 0, "", message) from None
    except ValueError as err:  # a NUL character in the name
        raise DeckError(source, 0, "", f"cannot read the deck file: {err}") from None
    try:
        return raw.decode("utf-8-sig"), source
    except UnicodeDecodeError as err:
        line = raw[:err.start].count(b"\n") + 1
        raise DeckError(source, line, raw.splitlines()[line - 1].decode("utf-8", "replace"),
                        "not UTF-8 text") from None


#: the file names ``deck_files`` takes from a directory
DECK_SUFFIXES = (".txt", ".dec")


def deck_files(directory: str | Path) -> list[Path]:
    """The deck files (``*.txt``, ``*.dec``) directly in ``directory``, sorted by name. A
    ``DeckError`` names the directory if it is missing, not a directory, or has none."""
    source = str(directory)
    if not source.isprintable():  # keep messages on one line
        source = repr(source)
    path = Path(directory)
    try:
        kind = "dir" if path.is_dir() else "file" if path.exists() else ""
    except (OSError, ValueError) as err:  # ValueError: a NUL character in the name
        raise DeckError(source, 0, "", f"cannot read the deck directory: {err}") from None
    if kind != "dir":
        raise DeckError(source, 0, "", "not a directory: give a directory of deck files"
                        if kind else "no such deck directory")
    try:
        found = sorted((p for p in path.iterdir()
                        if p.suffix.lower() in DECK_SUFFIXES and p.is_file()),
                       key=lambda p: p.name)
    except OSError as err:
        raise DeckError(source, 0, "", f"cannot read the deck directory: "
                        f"{err.strerror or err}") from None
    except ValueError as err:  # a NUL character in the name
        raise DeckError(source, 0, "", f"cannot read the deck directory: {err}") from None
    if not found:
        raise DeckError(source, 0, "", f"no deck files in the directory (accepted: "
                        f"{', '.join('*' + s for s in DECK_SUFFIXES)})")
    return found


def _is_text(value: str) -> bool:
    """Whether a string given to ``load_deck`` is deck text rather than a file name: it has a
    line break, or it is one card line ("4 Forest")."""
    return "\n" in value or "\r" in value or _CARD.match(value.strip()) is not None


def _resolve(pool: NamedCards, name: str) -> tuple[CardDef, str] | None:
    """The card ``name`` finds and the name that found it ("Fire/Ice" is also looked up as
    "Fire // Ice"), or None."""
    card = pool.get(name)
    if card is None and "/" in name and "//" not in name:
        name = _SLASH.sub(" // ", name)
        card = pool.get(name)
    return None if card is None else (card, name)


def _record(pool: NamedCards, name: str) -> CardRecord | None:
    """The imported record (layout and faces) of the card ``name`` finds, or None for a
    bundled card: the bundled pool holds single-faced cards only."""
    if isinstance(pool, CardPool):
        return None
    from cards.database import CardDatabase  # a pool other than the bundled one: imported
    from cards.lookup import CombinedPool

    if isinstance(pool, CombinedPool):
        found = pool.record(name)
        return None if found is None else found[0]
    return pool.record(name) if isinstance(pool, CardDatabase) else None


_ORDINALS = ("first", "second", "third", "fourth", "fifth")


def faces_not_played(record: CardRecord, played: str) -> tuple[str, ...]:
    """Each face of the multi-face card ``record`` other than ``played`` (the face the engine
    plays: ``cards.database.face_named``), with why the engine never plays it. The engine
    casts a split card of instants and sorceries as either half (CR 709.3: the player chooses
    the half; aftermath, 702.127a: its second half from a graveyard), a Room (709.5) only as
    the half it plays, an adventurer card as its creature or its Adventure (715.3; an omen
    card as its creature or its Omen, 720.3), a modal double-faced card as either face when
    played as its front (712.11b, 712.12; played as its back face, the front is never used,
    712), a transforming double-faced card as its
    front face that may transform into its back (701.28a; played as its back face, the
    front is never used), and it does not flip (710) or meld permanents."""
    full, key = record.name, played.casefold()
    out: list[str] = []
    for i, face in enumerate(record.faces):
        if face.name.casefold() == key:
            continue
        back = "the back face" if i else "the front face"
        if cast_by_halves(record.layout, (f.types for f in record.faces)):
            continue  # cast as either half (CR 709.3; aftermath 702.127a): sim.rules.split_casting
        if record.layout in SPLIT_LAYOUTS:  # a Room (709.5): not cast as a half yet
            role = f"the {_ORDINALS[i]} half" if i < len(_ORDINALS) else f"half {i + 1}"
            why = f"can't be cast: the engine casts {full} only as {played} (CR 709.3)"
        elif record.layout == "adventure" and i == 1 and record.faces[0].name.casefold() == key:
            continue  # its Adventure or Omen: cast from its owner's hand as it (715.3, 720.3)
        elif record.layout == "adventure":
            role = "the Adventure" if i else "the front"
            why = (f"can't be cast: the engine casts {full} only as {played}, never as an "
                   "Adventure (CR 715.3)")
        elif record.layout == "modal_dfc" and i == 1 and len(record.faces) == 2 and \
                record.faces[0].name.casefold() == key:
            continue  # its back face: cast or played instead of the front (712.11b, 712.12)
        elif record.layout == "modal_dfc":
            role = back
            verb = "played" if "Land" in face.types else "cast"
            why = f"can't be {verb}: the engine plays {full} only as {played} (CR 712)"
        elif record.layout == "transform" and i == 1 and \
                record.faces[0].name.casefold() == key:
            continue  # its back face: what the permanent becomes as it transforms (701.28a)
        elif record.layout == "transform":
            role, why = back, f"is never used: the engine plays {full} only as {played}, " \
                "a card of its own (CR 712)"
        elif record.layout == "flip":
            role = "the flipped face" if i else "the unflipped face"
            why = "is never used: the engine does not flip permanents (CR 710)"
        elif record.layout == "meld":
            role, why = back, "is never used: the engine does not meld permanents"
        else:
            role, why = f"face {i + 1}", f"is never used: the engine plays {full} only as {played}"
        out.append(f"{face.name}, {role} of {full}, {why}")
    return tuple(out)


def _lines(numbers: list[int]) -> str:
    """``line 3``, ``lines 3 and 5``, ``lines 3, 5 and 9``."""
    if len(numbers) == 1:
        return f"line {numbers[0]}"
    return f"lines {', '.join(map(str, numbers[:-1]))} and {numbers[-1]}"


def unknown_cards(pool: NamedCards, unknown: list[DeckEntry], source: str) -> DeckError:
    """The one error for every unknown card name of a deck, each with the closest names
    ``pool`` knows: one line's error (its number and text) when there is one, else the
    file's, naming every line."""
    if len(unknown) == 1:
        entry = unknown[0]
        close = pool.suggest(entry.name)
        hint = f" Did you mean {', '.join(repr(c) for c in close)}?" if close else ""
        return DeckError(source, entry.line, entry.text,
                         f"unknown card {shown(entry.name)}.{hint} {WHERE_CARDS}")
    by_name: dict[str, list[DeckEntry]] = {}
    for entry in unknown:
        by_name.setdefault(entry.name.casefold(), []).append(entry)
    parts = []
    for entries in by_name.values():
        close = pool.suggest(entries[0].name)
        hint = f" (did you mean {', '.join(repr(c) for c in close)}?)" if close else \
            " (no close name)"
        parts.append(f"{_lines([e.line for e in entries])}: {shown(entries[0].name)}{hint}")
    return DeckError(source, 0, "", f"unknown cards on {len(unknown)} lines: "
                     f"{'; '.join(parts)}. {WHERE_CARDS}", tuple(e.line for e in unknown))


def load_deck(path_or_text: str | Path, cards: str | Path | None = None, *,
              strict: bool = False, source: str | None = None,
              pool: NamedCards | None = None) -> Deck:
    """A deck file (a ``Path``, or a file name) or deck text, with every name resolved.

    Names are looked up as scenarios look them up (``cards.lookup.card_pool(cards)``: the
    card file ``cards``, else ``$MTGSIM_CARDS``, else the imported database, over the bundled
    pool), or in ``pool`` if given. ``source`` names deck text in errors (default
    ``"<deck>"``). ``strict`` refuses cards with Oracle clauses the engine does not run."""
    if isinstance(path_or_text, Path) or not _is_text(path_or_text):
        text, shown_source = read_deck_file(path_or_text)
        source = source or shown_source
    else:
        text, source = path_or_text, source or "<deck>"
    decklist = parse_deck(text, source)
    if pool is None:
        from cards.lookup import card_pool  # the database modules are only needed here

        pool = card_pool(cards)
    resolved: dict[str, list[DeckCard]] = {MAIN: [], SIDEBOARD: [], COMMANDER: [],
                                           COMPANION: []}
    unknown: list[DeckEntry] = []
    faces: dict[str, tuple[str, tuple[str, ...]]] = {}
    for section, entry in decklist.entries():
        found = _resolve(pool, entry.name)
        if found is None:
            unknown.append(entry)
            continue
        card, name = found
        if name.casefold() not in faces:
            record = _record(pool, name)
            faces[name.casefold()] = ("", ()) if record is None or len(record.faces) < 2 \
                else (record.name, faces_not_played(record, card.name))
        full_name, lost = faces[name.casefold()]
        resolved[section].append(DeckCard(entry.count, card, entry, full_name, lost))
    if unknown:
        raise unknown_cards(pool, unknown, source)
    warnings = _warnings(c for s in (MAIN, COMMANDER, COMPANION) for c in resolved[s])
    if strict and warnings:
        raise DeckError(source, 0, "", "strict: cards with Oracle text the engine does not "
                        "run: " + " | ".join(warnings))
    return Deck(source, tuple(resolved[MAIN]), tuple(resolved[SIDEBOARD]),
                tuple(resolved[COMMANDER]), tuple(resolved[COMPANION]), tuple(warnings),
                decklist)


def _warnings(cards: Iterable[DeckCard]) -> list[str]:
    """One line per card name with unsupported clauses or faces never played: where it is
    first listed, each clause the engine does not run and each face it never plays."""
    out: list[str] = []
    seen: set[str] = set()
    for c in cards:
        # a transforming or modal double-faced card's back face's clauses too (CR 712.2), an
        # Adventure's (715.3)
        missing = tuple(u for f in (c.card, c.card.back, c.card.modal_back, c.card.adventure)
                        if f is not None for u in f.unsupported)
        if not (missing or c.faces_not_played) or c.name in seen:
            continue
        seen.add(c.name)
        parts = list(c.faces_not_played)
        if missing:
            clauses = "; ".join(repr(clause) for clause in missing)
            parts.insert(0, f"the engine does not run {clauses}")
        out.append(f"line {c.entry.line} ({c.name}): {'; '.join(parts)}")
    return out


__all__ = ["Deck", "DeckCard", "DeckEntry", "DeckError", "DeckList", "load_deck", "parse_deck",
           "read_deck_file", "deck_files", "faces_not_played", "unknown_cards", "DECK_SUFFIXES",
           "HEADERS", "MAX_COUNT", "WHERE_CARDS"]
