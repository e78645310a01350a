"""The parts of a scenario file about cards outside the battlefield and the stack: a player's
``hand`` and ``graveyard`` as lists of cards, and ``[combat] actions`` (casts, activations and
answers for triggered abilities; docs/scenario-format.md). Used by ``sim.io.scenario``'s parser.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Protocol

from sim.engine.agents import ScriptEntry, ability_named, find_in_hand
from sim.model.card import CardDef
from sim.model.errors import ScenarioError
from sim.model.objects import Permanent, Step, Zone
from sim.model.state import GameState
from sim.text import CHARACTERISTIC_FIELDS, shown

CARD_FIELDS = ("id", *CHARACTERISTIC_FIELDS, "card")


ACTION_FIELDS = ("step", "player", "cast", "activate", "ability", "trigger", "targets", "x",
                 "mode", "divide", "choices")


STEPS = {
    "beginning_of_combat": Step.BEGINNING_OF_COMBAT,
    "declare_attackers": Step.DECLARE_ATTACKERS,
    "declare_blockers": Step.DECLARE_BLOCKERS,
    "first_strike_damage": Step.FIRST_STRIKE_DAMAGE,
    "combat_damage": Step.COMBAT_DAMAGE,
    "end_of_combat": Step.END_OF_COMBAT,
}


class Parser(Protocol):
    """What ``card_list`` and ``script_entries`` need of the scenario reader (``BoardReader``)."""

    def fail(self, field: str, message: str) -> ScenarioError:
        """The ``ScenarioError`` to raise for ``field``."""
        ...

    def table(self, value: object, field: str) -> Mapping[str, Any]:
        """``value`` as a table with string keys."""
        ...

    def keys(self, table: Mapping[str, Any], allowed: tuple[str, ...], field: str) -> None:
        """Refuse a key of ``table`` not in ``allowed``."""
        ...

    def integer(self, value: object, field: str, minimum: int | None = None) -> int:
        """``value`` as an integer, at least ``minimum`` when given."""
        ...

    def string(self, value: object, field: str) -> str:
        """``value`` as a non-empty string."""
        ...

    def card(self, fields: Mapping[str, Any], where: str, pid: str) -> CardDef:
        """The card given by the fields at ``where``: named from the pool and/or inline."""
        ...


def card_list(parser: Parser, value: list[Any], where: str, player: str, zone: Zone,
              taken: set[str]) -> list[Permanent]:
    """A ``hand`` or ``graveyard`` given as a list: card names (``"Giant Growth"``) or inline
    tables with a permanent's card fields (``name``, ``types``, ``cost``, ``text``, ...) and an
    optional ``id``. Ids default to ``<player>:<zone>:<k>``."""
    out: list[Permanent] = []
    for k, item in enumerate(value, 1):
        field = f"{where}[{k - 1}]"
        if isinstance(item, str):
            fields: Mapping[str, Any] = {"card": item}
        else:
            fields = parser.table(item, field)
            parser.keys(fields, CARD_FIELDS, field)
        oid = parser.string(fields["id"], f"{field}.id") if "id" in fields \
            else f"{player}:{zone.value}:{k}"
        if oid in taken:
            raise parser.fail(f"{field}.id" if "id" in fields else field,
                              f"duplicate id {shown(oid)}; ids must be unique among players, "
                              "permanents and cards")
        taken.add(oid)
        card = parser.card({k: v for k, v in fields.items() if k != "id"}, field, oid)
        out.append(Permanent(oid, player, card, zone=zone))
    return out


def script_entries(parser: Parser, value: object, state: GameState) -> tuple[ScriptEntry, ...]:
    """``[combat] actions``: each a table with ``step`` and ``player``, and exactly one of
    ``cast`` (a card in that player's hand, by name or id), ``activate`` (a permanent id, with
    ``ability``: an index from 0 or the ability's text) and ``trigger`` (the permanent whose
    triggered ability this answers for); optional ``targets``, ``x``, ``mode``, ``divide``,
    ``choices``."""
    if not isinstance(value, list):
        raise parser.fail("combat.actions", "expected an array of tables, e.g. [{ step = "
                          "\"declare_blockers\", player = \"A\", cast = \"Giant Growth\", "
                          "targets = [\"a1\"] }]")
    out: list[ScriptEntry] = []
    effects = {getattr(e, "name", "") for e in state.damage_effects}  # names ``choices`` take
    for i, raw in enumerate(value):
        where = f"combat.actions[{i}]"
        fields = parser.table(raw, where)
        parser.keys(fields, ACTION_FIELDS, where)
        step = _step(parser, fields.get("step"), f"{where}.step")
        player = fields.get("player")
        if not isinstance(player, str) or player not in state.players:
            raise parser.fail(f"{where}.player", f"{shown(player)} is not a player; players: "
                              f"{', '.join(state.players)}")
        kinds = [k for k in ("cast", "activate", "trigger") if k in fields]
        if len(kinds) != 1:
            raise parser.fail(where, "give exactly one of cast (a card in the player's hand), "
                              "activate (a permanent id) or trigger (the permanent whose "
                              f"triggered ability it answers for); got {kinds or 'none'}")
        kind = kinds[0]
        name = parser.string(fields[kind], f"{where}.{kind}")
        _check_source(parser, state, kind, name, player, f"{where}.{kind}")
        ability: int | str = 0
        if "ability" in fields:
            if kind != "activate":
                raise parser.fail(f"{where}.ability", "only an `activate` entry has an ability")
            ability = _ability(parser, fields["ability"], state, name, f"{where}.ability")
        targets = _targets(parser, fields.get("targets", []), state, f"{where}.targets")
        choices = _strings(parser, fields.get("choices", []), f"{where}.choices")
        for j, choice in enumerate(choices):
            if choice not in ("yes", "no", "keep") and choice not in state.permanents \
                    and choice not in state.players and choice not in effects:
                raise parser.fail(f"{where}.choices[{j}]", "expected \"yes\" or \"no\" (a "
                                  "\"you may\" as it resolves, paying ward's cost), a player "
                                  "or permanent id (what a creature entering attacking "
                                  "attacks, a source of your choice, a permanent to "
                                  "sacrifice, a planeswalker to redirect damage to), \"keep\" "
                                  f"or the name of a damage_effects entry, got {shown(choice)}")
        divide = fields.get("divide", [])
        if not isinstance(divide, list) or not all(
                isinstance(n, int) and not isinstance(n, bool) and n >= 1 for n in divide) \
                or divide and len(divide) != len(targets):
            raise parser.fail(f"{where}.divide", "expected one whole number of at least 1 for "
                              "each of the entry's targets (each target's share of divided "
                              f"damage, CR 601.2d), got {shown(divide)}")
        out.append(ScriptEntry(
            where, step, player, name if kind == "cast" else "",
            name if kind == "activate" else "", ability, name if kind == "trigger" else "",
            targets, _optional(parser, fields, "x", where), _optional(parser, fields, "mode",
                                                                      where), tuple(choices),
            tuple(divide)))
    return tuple(out)


def _step(parser: Parser, value: object, where: str) -> Step:
    key = value.strip().lower().replace(" ", "_").replace("-", "_") \
        if isinstance(value, str) else None
    step = STEPS.get(key or "") or STEPS.get((key or "").replace("_combat_damage", "_damage"))
    if step is None:
        raise parser.fail(where, f"unknown step {shown(value)}; accepted: {', '.join(STEPS)}")
    return step


def _check_source(parser: Parser, state: GameState, kind: str, name: str, player: str,
                  where: str) -> None:
    if kind == "cast":
        if find_in_hand(state, player, name) is None:
            hand = state.cards(player, Zone.HAND)
            names = ", ".join(sorted({c.card.name for c in hand})) or "none"
            raise parser.fail(where, f"{shown(name)} is not a card in {player}'s hand (by name "
                              f"or id); cards there: {names}")
        return
    perm = state.permanents.get(name)
    if perm is None or perm.zone is not Zone.BATTLEFIELD:
        raise parser.fail(where, f"no permanent with id {shown(name)}")
    if kind == "activate" and not perm.card.activated:
        raise parser.fail(where, f"{shown(name)} ({perm.card.name}) has no activated ability "
                          "the engine reads")


def _ability(parser: Parser, value: object, state: GameState, source: str,
             where: str) -> int | str:
    abilities = state.permanents[source].card.activated
    if isinstance(value, int) and not isinstance(value, bool):
        if not 0 <= value < len(abilities):
            raise parser.fail(where, f"{value} is not an ability index of {source}: it has "
                              f"{len(abilities)} (0 to {len(abilities) - 1}, in Oracle-text "
                              "order)")
        return value
    if isinstance(value, str):
        if ability_named(abilities, value) >= 0:
            return value
        listing = "; ".join(a.text for a in abilities)
        raise parser.fail(where, f"{shown(value)} is not one of {source}'s activated abilities: "
                          f"{listing}")
    raise parser.fail(where, f"expected an index or the ability's text, got {shown(value)}")


def _targets(parser: Parser, value: object, state: GameState, where: str) -> tuple[str, ...]:
    names = _strings(parser, value, where)
    for j, name in enumerate(names):
        if name not in state.permanents and name not in state.players:
            raise parser.fail(f"{where}[{j}]", f"no player or permanent with id {shown(name)}")
    return tuple(names)


def _strings(parser: Parser, value: object, where: str) -> list[str]:
    if isinstance(value, str):
        value = [value]
    if not isinstance(value, list) or not all(isinstance(v, str) for v in value):
        raise parser.fail(where, f"expected a list of strings, got {shown(value)}")
    return list(value)


def _optional(parser: Parser, fields: Mapping[str, Any], key: str, where: str) -> int | None:
    return None if key not in fields else parser.integer(fields[key], f"{where}.{key}", 0)
