"""Deck files: the MTG Arena / MTGO text export players paste everywhere (docs/deck-format.md).

``parse_deck`` reads the text into a ``DeckList`` (names and counts per section, each with its
line number); ``load_deck`` also resolves every name through the same lookup as scenarios
(``cards.lookup.card_pool``: an imported card database over the bundled pool) into a ``Deck``
of ``CardDef``\\ s. Every mistake raises one ``DeckError`` naming the file, the line and its
text, and saying what is accepted.

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

import attrs

from cards import NamedCards
from sim.model.card import CardDef
from sim.model.errors import MtgsimError
from sim.text import shown

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

ACCEPTED = ('a card line "<count> <card name>" such as "4 Llanowar Elves" (or "4x Llanowar '
            'Elves", with an optional "(SET) 123" or "(SET)" suffix and "*F*" foil mark), a '
            'section header (Deck, Sideboard, Commander, Companion, About), a comment '
            '("//" or "#") or a blank line')


class DeckError(MtgsimError):
    """A deck file is malformed, or names a card the lookup does not know. ``source`` is the
    file, ``line`` the line number (0: the file as a whole), ``text`` that line."""

    def __init__(self, source: str, line: int, text: str, message: str) -> None:
        self.source = source
        self.line = line
        self.text = text
        self.message = message
        where = f"{source}: line {line}: {shown(text, 80)}" if line else source
        super().__init__(f"{where}: {message}")


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
    """A resolved entry: ``count`` copies of ``card``, listed as ``entry``."""

    count: int
    card: CardDef
    entry: DeckEntry


@attrs.frozen
class Deck:
    """A deck whose names are resolved to ``CardDef``\\ s. ``warnings`` names, once per card,
    each card that can enter the game (main deck, commander, companion) with Oracle clauses
    the engine does not run (``CardDef.unsupported``)."""

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
        count = int(m["count"])
        if not 1 <= count <= MAX_COUNT:
            raise DeckError(source, number, written, f"a count must be from 1 to {MAX_COUNT}, "
                            f"got {m['count']}")
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


def _is_text(value: str) -> bool:
    """Whether a string given to ``load_deck`` is deck text rather than a file name: it has a
    line break, or it is one card line ("4 Forest")."""
    return "\n" in value or "\r" in value or _CARD.match(value.strip()) is not None


def _resolve(pool: NamedCards, entry: DeckEntry, source: str) -> CardDef:
    card = pool.get(entry.name)
    if card is None and "/" in entry.name and "//" not in entry.name:
        card = pool.get(re.sub(r"\s*/\s*", " // ", entry.name))  # "Fire/Ice"
    if card is not None:
        return card
    close = pool.suggest(entry.name)
    hint = f" Did you mean {', '.join(repr(c) for c in close)}?" if close else ""
    raise DeckError(source, entry.line, entry.text,
                    f"unknown card {shown(entry.name)}.{hint} Cards come from the bundled pool "
                    "(mtgsim cards) and the imported card database (mtgsim cards import FILE, "
                    "or --cards FILE)")


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
    for section, entry in decklist.entries():
        card = _resolve(pool, entry, source)
        resolved[section].append(DeckCard(entry.count, card, entry))
    warnings = _warnings(c for s in (MAIN, COMMANDER, COMPANION) for c in resolved[s])
    if strict and warnings:
        raise DeckError(source, 0, "", "strict: cards with Oracle text the engine does not "
                        "run: " + " | ".join(warnings))
    return Deck(source, tuple(resolved[MAIN]), tuple(resolved[SIDEBOARD]),
                tuple(resolved[COMMANDER]), tuple(resolved[COMPANION]), tuple(warnings),
                decklist)


def _warnings(cards: Iterable[DeckCard]) -> list[str]:
    """One line per card name with unsupported clauses: where it is first listed, and each
    clause the engine does not run."""
    out: list[str] = []
    seen: set[str] = set()
    for c in cards:
        if not c.card.unsupported or c.card.name in seen:
            continue
        seen.add(c.card.name)
        clauses = "; ".join(repr(clause) for clause in c.card.unsupported)
        out.append(f"line {c.entry.line} ({c.card.name}): the engine does not run {clauses}")
    return out


__all__ = ["Deck", "DeckCard", "DeckEntry", "DeckError", "DeckList", "load_deck", "parse_deck",
           "read_deck_file", "HEADERS", "MAX_COUNT"]
