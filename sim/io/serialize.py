"""``GameState.to_dict`` / ``GameState.from_dict``: a position as JSON-compatible data, exactly.

Every part of the state is an attrs value, an enum, or a builtin container, so one tagged
encoding covers it all: an attrs value becomes ``{"$": "ClassName", field: ...}`` (its init
fields), an enum ``{"$e": "ClassName", "v": value}``, a tuple ``{"$t": [...]}``, a set or
frozenset ``{"$s"|"$f": [...]}`` (sorted, so equal states encode equally), a dict whose keys are
not all plain strings ``{"$d": [[key, value], ...]}``. Card definitions are stored once, in
``cards``, and permanents refer to them by index (a board of copies stays small). Caches are
not stored; ``from_dict(to_dict(s)).to_dict() == s.to_dict()``.
"""

from __future__ import annotations

import enum
import json
from collections.abc import Mapping
from typing import Any

import attrs

from sim.model.card import CardDef
from sim.model.decisions import Decision, DecisionKind
from sim.model.errors import MtgsimError
from sim.model.objects import Permanent, Player
from sim.model.state import GameState, provide

FORMAT = 2
#: the formats ``state_from_dict`` reads: 2, and 1 (before decision kinds became
#: ``DecisionKind``: a pending decision's kind was a plain string, read into the enum)
READABLE = (1, 2)


#: derived fields of a state, rebuilt by the engine: not part of the position
_UNSAVED = frozenset(["cache", "quiet", "with_params"])


class StateFormatError(MtgsimError):
    """A dict that is not a ``GameState.to_dict()`` of this format."""


#: the packages whose attrs classes and enums a state may hold
STATE_PACKAGES = ("model", "text", "legality", "rules", "variants", "engine")


def _registry() -> dict[str, type]:
    """Every attrs class and enum of the ``sim`` packages a state may hold (``STATE_PACKAGES``:
    statics' filters, protection qualities, a scenario's script, ...), by name; two of one name
    would be ambiguous."""
    import importlib
    import pkgutil
    from pathlib import Path

    root = Path(__file__).resolve().parent.parent
    out: dict[str, type] = {}
    names = [f"sim.{package}.{info.name}" for package in STATE_PACKAGES
             for info in pkgutil.iter_modules([str(root / package)])]
    for module_name in names:
        module = importlib.import_module(module_name)
        for name in dir(module):
            obj = getattr(module, name)
            if isinstance(obj, type) and obj.__module__ == module.__name__ and (
                    attrs.has(obj) or issubclass(obj, enum.Enum)) \
                    and out.setdefault(obj.__name__, obj) is not obj:
                raise TypeError(f"two classes named {obj.__name__} in sim: states could "
                                "not name them apart")
    return out


_CLASSES: dict[str, type] = {}


def _classes() -> dict[str, type]:
    if not _CLASSES:
        _CLASSES.update(_registry())
    return _CLASSES


class _Encoder:
    def __init__(self) -> None:
        self.cards: list[Any] = []
        self.index: dict[int, int] = {}

    def encode(self, obj: Any) -> Any:
        if isinstance(obj, enum.Enum):  # first: a StrEnum is a str too, and must stay one
            return {"$e": type(obj).__name__, "v": obj.value}
        if obj is None or isinstance(obj, (bool, str, float)):
            return obj
        if isinstance(obj, int):
            return obj
        if isinstance(obj, CardDef):
            key = id(obj)
            if key not in self.index:  # the faces it holds (its back, its Adventure) first:
                encoded = self._attrs(obj)  # a card refers only to cards listed before it
                self.index[key] = len(self.cards)
                self.cards.append(encoded)
            return {"$card": self.index[key]}
        if attrs.has(type(obj)):
            return self._attrs(obj)
        if isinstance(obj, tuple):
            return {"$t": [self.encode(x) for x in obj]}
        if isinstance(obj, list):
            return [self.encode(x) for x in obj]
        if isinstance(obj, (set, frozenset)):
            items = sorted((self.encode(x) for x in obj), key=lambda x: json.dumps(x,
                                                                                  sort_keys=True))
            return {"$f" if isinstance(obj, frozenset) else "$s": items}
        if isinstance(obj, Mapping):
            if all(isinstance(k, str) and not k.startswith("$") for k in obj):
                return {k: self.encode(v) for k, v in obj.items()}
            return {"$d": [[self.encode(k), self.encode(v)] for k, v in obj.items()]}
        raise TypeError(f"cannot encode {type(obj).__name__} in a state")

    def _attrs(self, obj: Any) -> dict[str, Any]:
        out: dict[str, Any] = {"$": type(obj).__name__}
        for field in attrs.fields(type(obj)):
            if field.init and field.name not in _UNSAVED:
                out[field.name] = self.encode(getattr(obj, field.name))
        return out


def state_to_dict(game: GameState) -> dict[str, Any]:
    """See the module docstring."""
    encoder = _Encoder()
    body = encoder._attrs(game)
    return {"format": FORMAT, "cards": encoder.cards, "state": body}


def state_from_dict(data: Mapping[str, Any]) -> GameState:
    """The ``GameState`` that ``state_to_dict`` encoded; ``StateFormatError`` if ``data`` is not
    such an encoding."""
    version = data.get("format") if isinstance(data, Mapping) else None
    if version not in READABLE:
        formats = " or ".join(str(f) for f in READABLE)
        raise StateFormatError(f"not a GameState.to_dict() of format {formats}: expected "
                               f"an object with format, cards and state (format: {version!r})")
    try:
        cards: list[Any] = []
        decoder = _Decoder(cards, int(version))
        for c in data["cards"]:  # one by one: a card refers to those before it (its faces);
            cards.append(decoder.decode(c))  # (mypyc builds a generator's list first)
        result = decoder.decode(data["state"])
    except (KeyError, TypeError, ValueError, IndexError, AttributeError) as err:
        raise StateFormatError(f"malformed GameState data: {err}") from None
    if not isinstance(result, GameState):
        raise StateFormatError("malformed GameState data: 'state' is not a GameState")
    _check_combat(result)
    return result


#: the field types ``_Decoder`` checks each value against (a wrong type would fail later,
#: deep in the engine): annotation -> the types accepted
_SIMPLE = {"int": (int,), "bool": (bool,), "str": (str,), "str | None": (str, type(None)),
           "int | None": (int, type(None))}


_CHECKED: dict[type, tuple[tuple[str, str, tuple[type, ...]], ...]] = {}
#: the classes checked: the players, the objects and the game's own fields (what a hand-edited
#: position changes)
_CHECKED_CLASSES = frozenset((GameState, Player, Permanent))


def _annotation(kind: Any) -> str:
    """A field's annotation as written: a string (postponed annotations), or the type's name
    (a compiled class may hold the types themselves)."""
    return kind if isinstance(kind, str) else kind.__name__ if isinstance(kind, type) \
        else str(kind)


def _check_fields(cls: type, fields: Mapping[str, Any]) -> None:
    """``StateFormatError`` naming the class and field of a value of the wrong simple type
    (``life: "twenty"``); a bool is not an int here."""
    if cls not in _CHECKED_CLASSES:
        return
    checked = _CHECKED.get(cls)
    if checked is None:
        checked = _CHECKED[cls] = tuple(
            (f.name, _annotation(f.type), _SIMPLE[_annotation(f.type)])
            for f in attrs.fields(cls) if _annotation(f.type) in _SIMPLE)
    for name, written, accepted in checked:
        if name not in fields:
            continue
        value = fields[name]
        if not isinstance(value, accepted) or isinstance(value, bool) and bool not in accepted:
            raise StateFormatError(f"{cls.__name__}.{name}: expected {written}, got "
                                   f"{value!r:.40}")


def _check_combat(state: GameState) -> None:
    """Every creature in combat is a permanent on the battlefield (CR 506.4: one that leaves
    is removed from combat)."""
    combat = state.combat
    if combat is None:
        return
    for pid in (*combat.attackers, *combat.blocks):
        perm = state.permanents.get(pid)
        if perm is None or perm.zone.value != "battlefield":
            raise StateFormatError(f"malformed GameState data: combat: {pid!r} is in combat "
                                   "but not a permanent on the battlefield (CR 506.4)")


class _Decoder:
    def __init__(self, cards: list[Any], version: int = FORMAT) -> None:
        self.cards = cards
        self.classes = _classes()
        self.version = version

    def decode(self, obj: Any) -> Any:
        if isinstance(obj, list):
            return [self.decode(x) for x in obj]
        if not isinstance(obj, dict):
            return obj
        if "$" in obj:
            cls = self.classes[obj["$"]]
            fields = {k: self.decode(v) for k, v in obj.items() if k != "$"}
            if cls is Decision and self.version < 2:
                fields["kind"] = DecisionKind(fields["kind"])
            _check_fields(cls, fields)
            return cls(**fields)
        if "$e" in obj:
            return self.classes[obj["$e"]](obj["v"])
        if "$card" in obj:
            return self.cards[obj["$card"]]
        if "$t" in obj:
            return tuple(self.decode(x) for x in obj["$t"])
        if "$f" in obj:
            return frozenset(self.decode(x) for x in obj["$f"])
        if "$s" in obj:
            return {self.decode(x) for x in obj["$s"]}
        if "$d" in obj:
            return {self.decode(k): self.decode(v) for k, v in obj["$d"]}
        return {k: self.decode(v) for k, v in obj.items()}


provide("state_to_dict", state_to_dict)
provide("state_from_dict", state_from_dict)
