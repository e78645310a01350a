"""How much of a card pool the engine runs: the data behind ``mtgsim cards coverage``.

Each card has a support status from the one Oracle front end (``sim.text.oracle``): ``full``
(every clause run), ``partial`` (some clauses not run, listed verbatim) or ``none``. A clause
is reduced to its *pattern* — the card's name (and "this creature", a legendary card's short
name) as ``~``, every number as ``N``, lower case — so "Ward {2}" and "Ward {3}" count as one
thing to build: the most frequent unsupported patterns are the project's to-do list.

A card of several faces the engine plays — a transforming double-faced card (CR 712), a modal
double-faced card (712.11b), an adventurer card (715), a split card (709) — is one card: its
status is counted over the clauses of all (``faces``), so it is ``full`` only when every face
runs entirely. A face the engine never plays — a Room's other half, a flipped or melded face
(``cards.decks.faces_not_played``, as the deck benchmark counts them) — is one clause not run
(``not played: ...``), so such a card is never ``full``.

A card is ``full`` only when every clause of it is read into the ability model and that model
renders back to the clause (``sim.text.render``); ``measure`` checks it again for every card it
counts as full (``round_trip``), and lists the clauses read approximately — into a model that
renders to something else — with what the engine reads instead.

Clauses are also sorted into combat and other (``concerns_combat``), by their words: keywords
that matter in combat, power/toughness changes, attacking, blocking, combat damage. It is a
plain word test, documented as such, that lets the report give the share of combat clauses
the engine runs.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Iterable
from pathlib import Path
from typing import Any

import attrs

from cards.database import CardDatabase, CardRecord, build_record
from cards.decks import faces_not_played
from sim.model.card import CardDef
from sim.model.errors import ScenarioError
from sim.text import FULL, NONE, PARTIAL, normalize, self_reference, support_status
from sim.text.render import round_trips

STATUSES = (FULL, PARTIAL, NONE)

_NUMBER = re.compile(r"\d+")
#: words that make a clause one about combat (see the module docstring)
_COMBAT = re.compile(
    r"[+-][nx\d]+/[+-][nx\d]+|\b(attack\w*|block\w*|combat|power|toughness|damage|flying|"
    r"reach|vigilance|defender|haste|first strike|double strike|trample|deathtouch|lifelink|"
    r"menace|indestructible|hexproof|shroud|ward|protection from|\w*walk|fear|intimidate|"
    r"shadow|horsemanship|skulk|flanking|bushido|rampage|exalted|prowess|infect|wither|toxic|"
    r"afflict|battle cry|annihilator|melee|dethrone|training|provoke|banding|changeling|"
    r"undying|persist|regenerate|flash|\+1/\+1 counter|-1/-1 counter)\b")


def pattern(clause: str, card_name: str = "") -> str:
    """``clause`` as a pattern: the card's names as ``~``, numbers as ``N``, lower case."""
    return _NUMBER.sub("N", self_reference(normalize(clause), card_name))


def concerns_combat(pattern_text: str) -> bool:
    """Whether a clause pattern is about combat (keywords, P/T, attacks, blocks, damage)."""
    return _COMBAT.search(pattern_text.lower()) is not None


def faces(card: CardDef) -> tuple[CardDef, ...]:
    """``card``'s faces that come into play: the card, a transforming double-faced card's
    back face (CR 712.2, ``CardDef.back``), a modal double-faced card's (712.11b, 712.12:
    ``CardDef.modal_back``), an adventurer card's Adventure (715.3, ``CardDef.adventure``) and
    a split card's halves (709.1, ``CardDef.halves``, each cast on its own), whose clauses
    count as the front's do."""
    others = tuple(f for f in (card.back, card.modal_back, card.adventure) if f is not None)
    return (card, *others, *card.halves) if others or card.halves else (card,)


def status(card: CardDef) -> str:
    """``full``, ``partial`` or ``none`` (a card with text and nothing of it run is ``none``;
    a card with no text is ``full``). A card of several faces it plays (``faces``) is counted
    over them all: ``full`` only when every clause of each face runs, ``none`` when none of
    any does."""
    sides = faces(card)
    if len(sides) == 1:
        return support_status(card.supported, card.unsupported)
    return support_status(tuple(c for f in sides for c in f.supported),
                          tuple(c for f in sides for c in f.unsupported))


@attrs.frozen
class Coverage:
    """Coverage of a pool: cards per status, clauses run and not, and the patterns."""

    cards: int
    statuses: dict[str, int]
    clauses: dict[str, int]
    combat_clauses: dict[str, int]
    unsupported: list[tuple[str, int, str]]  # (pattern, cards, an example card)
    supported: list[tuple[str, int, str]]
    #: full cards whose every clause was rendered back from its model and matched: (checked,
    #: matched), and the full cards that did not (none, unless the compiler is wrong)
    round_trip: tuple[int, int] = (0, 0)
    not_round_tripping: list[str] = attrs.field(factory=list)
    #: clauses read approximately: (pattern, cards, an example card, what the engine reads)
    approximate: list[tuple[str, int, str, str]] = attrs.field(factory=list)

    def to_json(self, top: int) -> dict[str, Any]:
        """The JSON form (``mtgsim cards coverage --json``): the card count, the cards per
        status and the clauses (all, and combat's) with the percentage run, and the ``top``
        most common unsupported and supported patterns, each with its card count and an
        example card."""
        def share(part: int, whole: int) -> float:
            return round(100 * part / whole, 1) if whole else 100.0

        def rows(items: list[tuple[str, int, str]]) -> list[dict[str, Any]]:
            return [{"pattern": p, "cards": n, "example": e} for p, n, e in items[:top]]

        return {
            "cards": self.cards,
            "status": {s: {"cards": n, "percent": share(n, self.cards)}
                       for s, n in self.statuses.items()},
            "clauses": {**self.clauses, "percent_supported": share(
                self.clauses["supported"], sum(self.clauses.values()))},
            "combat_clauses": {**self.combat_clauses, "percent_supported": share(
                self.combat_clauses["supported"], sum(self.combat_clauses.values()))},
            "unsupported_patterns": rows(self.unsupported),
            "supported_patterns": rows(self.supported),
            "round_trip": {"full_cards": self.round_trip[0],
                           "rendering_their_text": self.round_trip[1],
                           "not_rendering_their_text": self.not_round_tripping},
            "approximate_patterns": [{"pattern": p, "cards": n, "example": e, "reads_as": r}
                                     for p, n, e, r in self.approximate[:top]],
        }


@attrs.frozen(slots=True)
class CardSummary:
    """What ``measure`` counts of one card (small, so that worker processes send it back):
    its status, whether a full card renders back to its text, its clause patterns run and
    not run, and its clauses read approximately (pattern, what the engine reads)."""

    name: str
    status: str
    round_trips: bool
    supported: frozenset[str]
    unsupported: frozenset[str]
    approximate: tuple[tuple[str, str], ...] = ()


def summarize(card: CardDef, not_played: tuple[str, ...] = ()) -> CardSummary:
    """``card``'s ``CardSummary``; ``not_played``: the patterns of the faces of its card the
    engine never plays (``unplayed_faces``), each a clause not run."""
    card_status = status(card)
    if not_played and card_status == FULL:
        card_status = PARTIAL
    sides = faces(card)  # each face's clauses, its own name as ~ (CR 712.2)
    return CardSummary(
        card.name, card_status, card_status == FULL and all(renders_its_text(f) for f in sides),
        frozenset(pattern(c, f.name) for f in sides for c in f.supported),
        frozenset(pattern(c, f.name) for f in sides for c in f.unsupported) | set(not_played),
        tuple((pattern(clause, f.name), reading) for f in sides
              for clause, reading in f.approximate))


def unplayed_faces(record: CardRecord, played: str) -> tuple[str, ...]:
    """The faces of the multi-face card ``record`` the engine never plays when it plays the
    face ``played`` (``cards.decks.faces_not_played``), as patterns: ``not played:``, the
    card's and its faces' names as ``~`` ("not played: ~, the Adventure of ~, can't be cast:
    ... (CR 715.3)")."""
    if len(record.faces) < 2:
        return ()
    names = sorted({record.name, *(f.name for f in record.faces)}, key=len, reverse=True)
    out = []
    for why in faces_not_played(record, played):
        for name in names:
            why = why.replace(name, "~")
        out.append(f"not played: {why}")
    return tuple(out)


def measure(cards: Iterable[CardDef]) -> Coverage:
    """The coverage of ``cards`` (each card counted once per pattern)."""
    return tally(summarize(card) for card in cards)


#: a slice of a card database to summarize: (first card, how many, only this card type or "")
Slice = tuple[int, int, str]


def summarize_database(path: str, part: Slice) -> tuple[list[CardSummary], list[str]]:
    """The summaries of a slice of the cards stored in the database at ``path``, in name
    order, and the messages of those the engine can't build (a creature without a power,
    say: one bad card doesn't stop a report). A worker process's unit of work
    (``mtgsim cards coverage --workers``)."""
    offset, limit, card_type = part
    db = CardDatabase(Path(path))
    summaries: list[CardSummary] = []
    broken: list[str] = []
    try:
        for record in db.records(offset, limit):
            try:
                card = build_record(record, path)
            except ScenarioError as err:
                broken.append(str(err))
                continue
            if not card_type or card_type in card.types:
                summaries.append(summarize(card, unplayed_faces(record, card.name)))
    finally:
        db.close()
    return summaries, broken


def slices(cards: int, card_type: str = "", size: int = 1000) -> list[Slice]:
    """``cards`` stored cards cut into slices of ``size`` for ``summarize_database``."""
    return [(start, size, card_type) for start in range(0, cards, size)]


def tally(summaries: Iterable[CardSummary]) -> Coverage:
    """The coverage of the cards ``summaries`` describe, in their order (the first card with
    a pattern is its example)."""
    statuses = dict.fromkeys(STATUSES, 0)
    clauses = {"supported": 0, "unsupported": 0}
    combat = {"supported": 0, "unsupported": 0}
    counts: dict[str, Counter[str]] = {"supported": Counter(), "unsupported": Counter()}
    example: dict[str, str] = {}
    approximate: Counter[str] = Counter()
    reads_as: dict[str, tuple[str, str]] = {}
    checked = matched = 0
    wrong: list[str] = []
    total = 0
    for card in summaries:
        total += 1
        statuses[card.status] += 1
        if card.status == FULL:
            checked += 1
            if card.round_trips:
                matched += 1
            else:
                wrong.append(card.name)
        for p, reading in card.approximate:
            approximate[p] += 1
            reads_as.setdefault(p, (card.name, reading))
        for kind, found in (("supported", card.supported),
                            ("unsupported", card.unsupported)):
            for p in sorted(found):
                counts[kind][p] += 1
                example.setdefault(p, card.name)
                clauses[kind] += 1
                if concerns_combat(p):
                    combat[kind] += 1

    def ranked(kind: str) -> list[tuple[str, int, str]]:
        return [(p, n, example[p]) for p, n in sorted(counts[kind].items(),
                                                       key=lambda kv: (-kv[1], kv[0]))]

    return Coverage(total, statuses, clauses, combat, ranked("unsupported"),
                    ranked("supported"), (checked, matched), wrong,
                    [(p, n, *reads_as[p]) for p, n in sorted(approximate.items(),
                                                              key=lambda kv: (-kv[1], kv[0]))])


def renders_its_text(card: CardDef) -> bool:
    """Whether every clause ``card`` runs is rendered back from its piece of the ability model
    to the clause itself (``sim.text.render.round_trips``), and every clause it runs has one.
    A card built from listed keywords and abilities rather than Oracle text has nothing to
    render: true."""
    if {clause for clause, _ in card.clauses} != set(card.supported):
        return False
    return all(round_trips(clause, model, card.name) for clause, model in card.clauses)


def table(coverage: Coverage, top: int) -> str:
    """The human-readable report."""
    data = coverage.to_json(top)
    lines = [f"{coverage.cards} cards"]
    for s in STATUSES:
        row = data["status"][s]
        lines.append(f"  {s:8} {row['cards']:>7}  {row['percent']:5.1f}%")
    for key, label in (("clauses", "clauses"), ("combat_clauses", "combat clauses")):
        c = data[key]
        lines.append(f"{label}: {c['supported']} of {c['supported'] + c['unsupported']} "
                     f"supported ({c['percent_supported']:.1f}%)")
    checked, matched = coverage.round_trip
    lines.append(f"round trip: {matched} of {checked} full cards render back to their text")
    for name in coverage.not_round_tripping[:top]:
        lines.append(f"  does not: {name}")
    if coverage.approximate:
        lines.append(f"clauses read approximately, listed as not run (top {top}):")
        for p, n, e, reading in coverage.approximate[:top]:
            lines.append(f"  {n:>6}  {p}    (e.g. {e}; the engine reads: {reading})")
    if coverage.unsupported:
        lines.append(f"most frequent unsupported clause patterns (top {top}):")
        for p, n, e in coverage.unsupported[:top]:
            lines.append(f"  {n:>6}  {p}    (e.g. {e})")
    return "\n".join(lines)


__all__ = ["CardSummary", "Coverage", "Slice", "measure", "pattern", "slices", "summarize",
           "summarize_database", "tally", "concerns_combat", "renders_its_text", "status", "faces",
           "table", "STATUSES"]
