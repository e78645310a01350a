"""What a deck will do: how much of each of its cards the engine runs.

``deck_coverage(deck)`` gives each distinct card that can enter the game (main deck,
commander, companion; the sideboard is not played) with its count, its support status
(``cards.coverage.status``: ``full``, ``partial`` or ``none``), the Oracle clauses the engine
does not run (``CardDef.unsupported``, verbatim) and the faces of a multi-face card it never
plays (``DeckCard.faces_not_played``), and three shares of what runs in full: of the deck's
cards (its slots, a card counted once per copy), of its cards other than basic lands, and of
its distinct cards. ``mtgsim cards coverage --deck FILE`` prints it (``table``, ``to_json``);
``mtgsim game``, ``match`` and ``goldfish`` print its compact form (``compact``) first.
``DeckSetCoverage`` holds several decks' coverage, one row each (``mtgsim cards coverage --deck
A --deck B`` or ``--decks DIR``, and ``benchmarks/deck_coverage.py`` on ``benchmarks/decks``):
how many run fully, the share of all their slots run in full, and what costs the most slots.

A card with a face the engine never plays is at best ``partial``: the card's status is its
played face's, lowered from ``full`` to ``partial`` (a split card whose first half runs in
full, say, but whose second half can't be cast).
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import attrs

from cards import coverage
from cards.decks import Deck, DeckCard
from sim.text import FULL, PARTIAL


def card_status(card: DeckCard) -> str:
    """``card``'s support status in the deck: ``cards.coverage.status`` of the face it is
    played as, ``partial`` rather than ``full`` when it has faces the engine never plays."""
    status = coverage.status(card.card)
    return PARTIAL if status == FULL and card.faces_not_played else status


def _percent(part: int, whole: int) -> float:
    return round(100 * part / whole, 1) if whole else 100.0


@attrs.frozen
class Share:
    """``full`` of ``cards`` run in full."""

    cards: int
    full: int

    @property
    def percent(self) -> float:
        """The share in percent, one decimal (100.0 of nothing)."""
        return _percent(self.full, self.cards)

    def to_json(self) -> dict[str, Any]:
        """``{"cards": ..., "full": ..., "percent_full": ...}``."""
        return {"cards": self.cards, "full": self.full, "percent_full": self.percent}

    def text(self, what: str) -> str:
        """``48 of 60 cards (80.0%)`` with ``what`` for "cards"."""
        return f"{self.full} of {self.cards} {what} ({self.percent:.1f}%)"


@attrs.frozen
class Lost:
    """One thing the engine does not run (``not run: <clause>`` or ``not played: <face,
    why>``, as ``CardCoverage.lost`` words it), the deck slots it costs (the copies of the
    cards that have it) and, over several decks, in how many decks."""

    what: str
    copies: int
    decks: int = 1

    def to_json(self) -> dict[str, Any]:
        """``{"what": ..., "copies": ..., "decks": ...}``."""
        return {"what": self.what, "copies": self.copies, "decks": self.decks}


@attrs.frozen
class CardCoverage:
    """One distinct card of a deck: its Oracle name, its copies, the line it is first listed
    on, its status in the deck (``card_status``), the clauses the engine does not run
    (verbatim), the faces it never plays (each with why), and whether it is a basic land."""

    name: str
    count: int
    line: int
    status: str
    unsupported: tuple[str, ...]
    faces_not_played: tuple[str, ...]
    basic_land: bool

    @property
    def full(self) -> bool:
        """Whether the engine runs all of it."""
        return self.status == FULL

    def lost(self) -> list[str]:
        """What of it does not run, each on its own: ``not run: <clause>`` per clause, then
        ``not played: <face, why>`` per face."""
        return [*(f"not run: {c}" for c in self.unsupported),
                *(f"not played: {f}" for f in self.faces_not_played)]

    def to_json(self) -> dict[str, Any]:
        """The JSON form: every field, tuples as lists."""
        return {"name": self.name, "count": self.count, "line": self.line,
                "status": self.status, "basic_land": self.basic_land,
                "unsupported": list(self.unsupported),
                "faces_not_played": list(self.faces_not_played)}


@attrs.frozen
class DeckCoverage:
    """A deck's cards (``CardCoverage``, in the order first listed) and its sideboard size
    (not played, not counted)."""

    source: str
    name: str
    cards: tuple[CardCoverage, ...]
    sideboard: int

    @property
    def slots(self) -> Share:
        """The deck's cards, each copy counted, run in full."""
        return Share(sum(c.count for c in self.cards),
                     sum(c.count for c in self.cards if c.full))

    @property
    def nonbasic_slots(self) -> Share:
        """The deck's cards other than basic lands, each copy counted, run in full."""
        return Share(sum(c.count for c in self.cards if not c.basic_land),
                     sum(c.count for c in self.cards if c.full and not c.basic_land))

    @property
    def distinct(self) -> Share:
        """The deck's distinct cards run in full."""
        return Share(len(self.cards), sum(1 for c in self.cards if c.full))

    @property
    def runs_fully(self) -> bool:
        """Whether the engine runs every card of the deck in full."""
        return all(c.full for c in self.cards)

    def lost(self) -> tuple[Lost, ...]:
        """What of the deck does not run (each ``CardCoverage.lost`` line), with the copies
        it costs: most copies first, then in the order first listed."""
        copies: dict[str, int] = {}
        for c in self.cards:
            for what in c.lost():
                copies[what] = copies.get(what, 0) + c.count
        return tuple(Lost(what, n) for what, n in
                     sorted(copies.items(), key=lambda item: -item[1]))

    def not_full(self) -> tuple[CardCoverage, ...]:
        """The cards the engine does not run in full, in the order first listed."""
        return tuple(c for c in self.cards if not c.full)

    def to_json(self) -> dict[str, Any]:
        """The JSON form: ``deck`` (the file), ``name`` (its About name, or ""), the three
        shares (``slots``, ``nonbasic_land_slots``, ``distinct_cards``: each ``cards``,
        ``full``, ``percent_full``), ``sideboard_cards`` (not counted) and ``cards`` (each
        card's ``CardCoverage.to_json``)."""
        return {"deck": self.source, "name": self.name, "slots": self.slots.to_json(),
                "nonbasic_land_slots": self.nonbasic_slots.to_json(),
                "distinct_cards": self.distinct.to_json(), "sideboard_cards": self.sideboard,
                "cards": [c.to_json() for c in self.cards]}

    def shares(self) -> str:
        """The three shares in words."""
        return (f"{self.slots.text('cards')}, {self.nonbasic_slots.text('non-basic-land cards')}"
                f", {self.distinct.text('distinct cards')}")

    def table(self) -> str:
        """The report of ``mtgsim cards coverage --deck``: the deck, the shares, then one row
        per card (count, status, name) with what of it does not run under it."""
        named = f" ({self.name})" if self.name else ""
        plural = "s" if self.sideboard != 1 else ""
        sideboard = f"; its sideboard ({self.sideboard} card{plural}) is not played" \
            if self.sideboard else ""
        lines = [f"deck {self.source}{named}: {self.slots.cards} cards{sideboard}",
                 f"run in full: {self.shares()}",
                 f"{'count':>5}  {'status':<8} card"]
        for c in self.cards:
            lines.append(f"{c.count:>5}  {c.status:<8} {c.name}")
            lines += [f"{'':16}{lost}" for lost in c.lost()]
        return "\n".join(lines)

    def compact(self, label: str = "") -> list[str]:
        """The short form printed before a game's, a match's or a goldfish run's report: the
        deck (after ``label``, a player's seat) and its shares, then each card not run in
        full with what of it does not run."""
        head = f"{label} " if label else ""
        lines = [f"  {head}{self.source}: {self.shares()}"]
        for c in self.not_full():
            lost = [f"not played: {'; '.join(c.faces_not_played)}"] if c.faces_not_played else []
            if c.unsupported:
                lost.insert(0, f"not run: {'; '.join(repr(u) for u in c.unsupported)}")
            lines.append(f"    {c.count} {c.name} ({c.status}): {'; '.join(lost)}")
        return lines


def deck_coverage(deck: Deck) -> DeckCoverage:
    """The coverage of ``deck``'s cards that can enter the game (main deck, commander,
    companion), each distinct card (by Oracle name) once with its copies summed."""
    first: dict[str, DeckCard] = {}
    counts: dict[str, int] = {}
    for c in (*deck.main, *deck.commander, *deck.companion):
        key = c.name.casefold()
        first.setdefault(key, c)
        counts[key] = counts.get(key, 0) + c.count
    rows = tuple(CardCoverage(c.name, counts[key], c.entry.line, card_status(c),
                              tuple(u for f in coverage.faces(c.card) for u in f.unsupported),
                              c.faces_not_played,
                              "Basic" in c.card.supertypes and "Land" in c.card.types)
                 for key, c in first.items())
    return DeckCoverage(deck.source, deck.name, rows, sum(c.count for c in deck.sideboard))


#: how many of a deck's lost clauses a row of ``DeckSetCoverage.table`` lists by default
TOP_LOST = 3
#: how many lost clauses the summary over every deck lists, at least
TOP_LOST_OVERALL = 10


def _cut(text: str, limit: int = 100) -> str:
    """``text`` on one line, cut to about ``limit`` characters."""
    text = " ".join(text.split())
    return text if len(text) <= limit else text[:limit - 3] + "..."


@attrs.frozen
class DeckSetCoverage:
    """Several decks' coverage, one row each: the real-deck benchmark of ``mtgsim cards
    coverage --deck A --deck B`` or ``--decks DIR``: which decks run fully, and the share of
    all their slots (and of their slots other than basic lands) run in full."""

    decks: tuple[DeckCoverage, ...]

    @property
    def runs_fully(self) -> int:
        """How many of the decks the engine runs in full, every card of them."""
        return sum(1 for d in self.decks if d.runs_fully)

    @property
    def slots(self) -> Share:
        """Every deck's cards, each copy counted, run in full."""
        return Share(sum(d.slots.cards for d in self.decks),
                     sum(d.slots.full for d in self.decks))

    @property
    def nonbasic_slots(self) -> Share:
        """Every deck's cards other than basic lands, each copy counted, run in full."""
        return Share(sum(d.nonbasic_slots.cards for d in self.decks),
                     sum(d.nonbasic_slots.full for d in self.decks))

    def lost(self) -> tuple[Lost, ...]:
        """What does not run over all the decks (``DeckCoverage.lost`` summed): the slots
        each costs and in how many decks, most slots first, then in first-seen order."""
        copies: dict[str, int] = {}
        decks: dict[str, int] = {}
        for d in self.decks:
            for lost in d.lost():
                copies[lost.what] = copies.get(lost.what, 0) + lost.copies
                decks[lost.what] = decks.get(lost.what, 0) + 1
        return tuple(Lost(what, n, decks[what]) for what, n in
                     sorted(copies.items(), key=lambda item: -item[1]))

    def summary(self) -> str:
        """``N of M decks run fully; X% of slots (a of b), Y% of non-basic-land slots (c of
        d)``."""
        s, n = self.slots, self.nonbasic_slots
        return (f"{self.runs_fully} of {len(self.decks)} decks run fully; {s.percent:.1f}% of "
                f"slots ({s.full} of {s.cards}), {n.percent:.1f}% of non-basic-land slots "
                f"({n.full} of {n.cards})")

    def table(self, top: int = TOP_LOST) -> str:
        """One row per deck (its file name, slots, the shares run in full of its slots, of
        its non-basic-land slots and of its distinct cards, whether it runs fully), under
        each row the ``top`` clauses that cost it the most slots (``copies x what``); then
        the summary and what costs the most slots over every deck."""
        names = [Path(d.source).name for d in self.decks]
        width = max([len("deck"), *map(len, names)])
        lines = [f"{'deck':<{width}}  {'slots':>5}  {'full':>6}  {'non-basic':>9}  "
                 f"{'distinct':>8}  runs fully"]
        for name, d in zip(names, self.decks, strict=True):
            distinct = f"{d.distinct.full}/{d.distinct.cards}"
            lines.append(f"{name:<{width}}  {d.slots.cards:>5}  {d.slots.percent:>5.1f}%  "
                         f"{d.nonbasic_slots.percent:>8.1f}%  {distinct:>8}  "
                         f"{'yes' if d.runs_fully else 'no'}")
            lines += [f"    {lost.copies:>2}x {_cut(lost.what)}" for lost in d.lost()[:top]]
        lines.append(self.summary())
        overall = self.lost()[:max(top, TOP_LOST_OVERALL)]
        if overall:
            lines.append("costing the most slots over every deck (slots, decks, what):")
            lines += [f"  {lost.copies:>4} {lost.decks:>3}  {_cut(lost.what)}"
                      for lost in overall]
        return "\n".join(lines)

    def to_json(self, top: int = TOP_LOST) -> dict[str, Any]:
        """The JSON form: ``decks`` (per deck: ``deck``, ``name``, the three shares as
        ``DeckCoverage.to_json`` gives them, ``sideboard_cards``, ``runs_fully`` and
        ``lost``, its ``top`` costliest), ``runs_fully``, ``decks_total``, ``slots``,
        ``nonbasic_land_slots`` and ``lost`` (over every deck, every one)."""
        rows = []
        for d in self.decks:
            row = d.to_json()
            del row["cards"]
            rows.append({**row, "runs_fully": d.runs_fully,
                         "lost": [lost.to_json() for lost in d.lost()[:top]]})
        return {"decks": rows, "runs_fully": self.runs_fully, "decks_total": len(self.decks),
                "slots": self.slots.to_json(),
                "nonbasic_land_slots": self.nonbasic_slots.to_json(),
                "lost": [lost.to_json() for lost in self.lost()]}


def compact_block(coverages: list[tuple[str, DeckCoverage]]) -> list[str]:
    """The ``== deck coverage ==`` block of ``mtgsim game``, ``match`` and ``goldfish``: each
    deck's ``compact`` form under its label."""
    return ["== deck coverage: cards run in full ==",
            *(line for label, c in coverages for line in c.compact(label))]


__all__ = ["CardCoverage", "DeckCoverage", "DeckSetCoverage", "Lost", "Share", "TOP_LOST",
           "card_status", "compact_block", "deck_coverage"]
