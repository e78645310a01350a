"""The card pool: Oracle characteristics as TOML data (``cards/data/*.toml``) plus this loader.

The format is documented in docs/card-format.md. Loading validates every card with the
same field rules as inline scenario cards (``sim.text.card_fields.build_card``), so a bad data file
fails at load with the file, the card and the field named.
"""

from __future__ import annotations

import difflib
import functools
import tomllib
from collections.abc import Iterable, Iterator
from pathlib import Path

from sim.model.card import CardDef
from sim.model.errors import ScenarioError
from sim.text import CHARACTERISTIC_FIELDS, Fail, build_card

DATA = Path(__file__).parent / "data"
CARD_FIELDS = CHARACTERISTIC_FIELDS + ("note",)


class NamedCards:
    """Cards found by name, case-insensitively: ``get`` and ``names`` are the subclass's;
    ``[]`` and the "did you mean" suggestions follow from them (the bundled pool, a card
    database and the two combined share this)."""

    def get(self, name: str) -> CardDef | None:
        """The card called ``name``, case-insensitively, or None."""
        raise NotImplementedError

    def names(self) -> dict[str, str]:
        """Every name a card is found by, casefolded, to the name as printed."""
        raise NotImplementedError

    def __getitem__(self, name: str) -> CardDef:
        card = self.get(name)
        if card is None:
            raise KeyError(name)
        return card

    def suggest(self, name: str, n: int = 3) -> list[str]:
        """The closest card names to ``name``, best first."""
        names = self.names()
        close = difflib.get_close_matches(name.strip().casefold(), list(names), n=n, cutoff=0.5)
        return [names[c] for c in close]


class CardPool(NamedCards):
    """Cards by name, looked up case-insensitively, with suggestions for near misses."""

    def __init__(self, cards: Iterable[CardDef] = ()) -> None:
        self._cards: dict[str, CardDef] = {}
        for card in cards:
            self.add(card)

    def add(self, card: CardDef) -> None:
        """Add ``card``; ``ValueError`` if the pool has a card of that name already (ignoring
        case)."""
        key = card.name.casefold()
        if key in self._cards:
            raise ValueError(f"duplicate card {card.name!r}")
        self._cards[key] = card

    def get(self, name: str) -> CardDef | None:
        """The card called ``name``, ignoring case and surrounding spaces, or None."""
        return self._cards.get(name.strip().casefold())

    def names(self) -> dict[str, str]:
        """Every card's name, casefolded, to the name as printed."""
        return {key: card.name for key, card in self._cards.items()}

    def __contains__(self, name: object) -> bool:
        return isinstance(name, str) and self.get(name) is not None

    def __iter__(self) -> Iterator[CardDef]:
        return iter(self._cards.values())

    def __len__(self) -> int:
        return len(self._cards)


def load_file(path: Path) -> list[CardDef]:
    """Cards from one data file; ``ScenarioError`` names the file, card and field on bad data."""
    source = str(path)
    try:
        data = tomllib.loads(path.read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError, tomllib.TOMLDecodeError) as err:
        raise ScenarioError(source, "", f"cannot read card data: {err}") from None
    entries = data.get("card", [])
    if set(data) - {"card"} or not isinstance(entries, list):
        raise ScenarioError(source, "", "expected only [[card]] tables")
    out: list[CardDef] = []
    seen: set[str] = set()
    for i, fields in enumerate(entries):
        if not isinstance(fields, dict):
            raise ScenarioError(source, f"card[{i}]", "expected a [[card]] table")
        name = fields.get("name")
        label = f"card[{i}]" + (f" ({name})" if isinstance(name, str) else "")
        for key in fields:
            if key not in CARD_FIELDS:
                raise ScenarioError(source, f"{label}.{key}",
                                    f"unknown field; accepted: {', '.join(CARD_FIELDS)}")
        chars = {k: v for k, v in fields.items() if k != "note"}
        card = build_card(chars, _failer(source, label))
        if card.name.casefold() in seen:
            raise ScenarioError(source, f"{label}.name", f"duplicate card {card.name!r}")
        seen.add(card.name.casefold())
        out.append(card)
    return out


def _failer(source: str, label: str) -> Fail:
    def fail(field: str, message: str) -> Exception:
        return ScenarioError(source, f"{label}.{field}", message)
    return fail


def load_pool(paths: Iterable[Path]) -> CardPool:
    """The cards of every file in ``paths`` in one pool; a name defined in two files raises
    ``ScenarioError`` naming the later file."""
    pool = CardPool()
    for path in paths:
        for card in load_file(path):
            try:
                pool.add(card)
            except ValueError as err:
                raise ScenarioError(str(path), f"{card.name}.name",
                                    f"{err}, already defined in an earlier file") from None
    return pool


@functools.cache
def default_pool() -> CardPool:
    """Every card shipped in ``cards/data``, loaded once."""
    return load_pool(sorted(DATA.glob("*.toml")))


__all__ = ["CardPool", "NamedCards", "default_pool", "load_pool", "load_file"]
