"""The parts of a scenario file about cards outside the battlefield and the stack: a player's
``hand`` and ``graveyard`` as lists of cards, and ``[combat] actions`` (casts, activations, land
plays and answers for triggered abilities, in the combat steps and the main phases around
them; docs/scenario-format.md). Used by ``sim.io.scenario``'s parser.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Protocol

from sim.engine.agents import ScriptEntry, ability_named, find_in_hand
from sim.model.abilities import ALTERNATIVES, FACE_DOWN
from sim.model.card import CardDef
from sim.model.errors import ScenarioError
from sim.model.keywords import Kw
from sim.model.objects import MAIN_PHASES, Permanent, Span, Step, Zone
from sim.model.programs import Activated
from sim.model.state import GameState
from sim.rules.chosen import COLORS
from sim.rules.riot import ENTERING_OPTIONS
from sim.text import CHARACTERISTIC_FIELDS, shown
from sim.text.restrictions import restrictions
from sim.text.vocabulary import CREATURE_TYPES

CARD_FIELDS = ("id", *CHARACTERISTIC_FIELDS, "card")

#: riot's, unleash's and tribute's answers as a permanent enters (CR 702.136a, 702.98a)
_ENTERING = frozenset(a for answers in ENTERING_OPTIONS.values() for a in answers)


ACTION_FIELDS = ("step", "player", "cast", "activate", "play", "ability", "trigger", "targets",
                 "x", "mode", "divide", "choices", "face_up")


#: the steps an action may name, in turn order: the combat steps and the main phases around
#: them (CR 505, 506.1)
STEPS = {
    "precombat_main": Step.PRECOMBAT_MAIN,
    "beginning_of_combat": Step.BEGINNING_OF_COMBAT,
    "declare_attackers": Step.DECLARE_ATTACKERS,
    "declare_blockers": Step.DECLARE_BLOCKERS,
    "first_strike_damage": Step.FIRST_STRIKE_DAMAGE,
    "combat_damage": Step.COMBAT_DAMAGE,
    "end_of_combat": Step.END_OF_COMBAT,
    "postcombat_main": Step.POSTCOMBAT_MAIN,
}


#: the main phases' names, for messages
MAIN_NAMES = "precombat_main, postcombat_main"


_KINDS = ("cast", "activate", "play", "trigger", "face_up")


_ORDER = list(Step)


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


def main_phase_steps(combat: object) -> set[Step]:
    """The main phases the ``actions`` of the ``[combat]`` table ``combat`` name, read leniently
    before the board (a malformed entry is reported later, by ``script_entries``): a play
    with a precombat main action starts there, one with a postcombat main action goes on
    past combat (``BoardReader.timing``)."""
    actions = combat.get("actions") if isinstance(combat, Mapping) else None
    out: set[Step] = set()
    for raw in actions if isinstance(actions, list) else ():
        step = _step_named(raw.get("step")) if isinstance(raw, Mapping) else None
        if step in MAIN_PHASES:
            out.add(step)
    return out


def script_entries(parser: Parser, value: object, state: GameState) -> tuple[ScriptEntry, ...]:
    """``[combat] actions``: each a table with ``step`` and ``player``, and exactly one of
    ``cast`` (a card in that player's hand, by name or id), ``activate`` (a permanent id, with
    ``ability``: an index from 0 or the ability's text), ``play`` (a land in the active
    player's hand, in a main phase) and ``trigger`` (the permanent whose triggered ability
    this answers for); optional ``targets``, ``x``, ``mode``, ``divide``, ``choices``. What is
    done at sorcery speed (a land, a spell that is not an instant and has no flash, a loyalty
    ability) must be the active player's, in a main phase the play reaches (CR 305.1-305.2,
    307.1, 606.3); whether it can be paid for and targeted is the engine's verdict when it
    runs."""
    if not isinstance(value, list):
        raise parser.fail("combat.actions", "expected an array of tables, e.g. [{ step = "
                          "\"declare_blockers\", player = \"A\", cast = \"Giant Growth\", "
                          "targets = [\"a1\"] }]")
    out: list[ScriptEntry] = []
    effects = {getattr(e, "name", "") for e in state.damage_effects}  # names ``choices`` take
    lands: dict[str, str] = {}  # player -> the entry playing their land
    for i, raw in enumerate(value):
        where = f"combat.actions[{i}]"
        fields = parser.table(raw, where)
        parser.keys(fields, ACTION_FIELDS, where)
        step = _step(parser, fields.get("step"), f"{where}.step")
        _reached(parser, state, step, f"{where}.step")
        player = fields.get("player")
        if not isinstance(player, str) or player not in state.players:
            raise parser.fail(f"{where}.player", f"{shown(player)} is not a player; players: "
                              f"{', '.join(state.players)}")
        kinds = [k for k in _KINDS if k in fields]
        if len(kinds) != 1:
            raise parser.fail(where, "give exactly one of cast (a card in the player's hand), "
                              "activate (a permanent id), play (a land in the player's hand), "
                              "trigger (the permanent whose triggered ability it answers "
                              "for) or face_up (the id of a face-down permanent to turn face "
                              f"up, CR 702.37e); got {kinds or 'none'}")
        kind = kinds[0]
        name = parser.string(fields[kind], f"{where}.{kind}")
        _check_source(parser, state, kind, name, player, f"{where}.{kind}")
        ability: int | str = 0
        if "ability" in fields:
            if kind != "activate":
                raise parser.fail(f"{where}.ability", "only an `activate` entry has an ability")
            ability = _ability(parser, fields["ability"], state, name, f"{where}.ability")
        sorcery = _sorcery_speed(state, kind, name, player, ability)
        if sorcery:
            _at_sorcery_speed(parser, state, sorcery, step, player, where)
        if kind == "play":
            if player in lands:
                raise parser.fail(f"{where}.play", f"{player} already plays a land in "
                                  f"{lands[player]}: a player plays at most one land a turn "
                                  "(CR 305.2)")
            lands[player] = where
        targets = _targets(parser, fields.get("targets", []), state, f"{where}.targets")
        choices = _strings(parser, fields.get("choices", []), f"{where}.choices")
        for j, choice in enumerate(choices):
            if choice not in ("yes", "no", "keep", "kicked", "not kicked", "buyback",
                              "no buyback") and choice not in _COSTS_CHOSEN \
                    and not choice.startswith("pay ") \
                    and not all(c in state.permanents for c in choice.split(", ")) \
                    and choice not in state.players and choice not in effects \
                    and choice not in COLORS and choice not in CREATURE_TYPES \
                    and choice not in _ENTERING:
                raise parser.fail(f"{where}.choices[{j}]", "expected \"yes\" or \"no\" (a "
                                  "\"you may\" as it resolves, paying ward's cost), "
                                  "\"kicked\" or \"not kicked\" (kicker, CR 702.33a), "
                                  "\"buyback\" or \"no buyback\" (CR 702.27a), "
                                  "\"mana cost\" or an alternative cost (\"evoke\", "
                                  "\"dash\", ..., CR 118.9), \"pay {3}\" (a cost chosen, "
                                  "601.2b), a player "
                                  "or permanent id (what a creature entering attacking "
                                  "attacks, a source of your choice, a permanent or card to "
                                  "sacrifice or discard, a planeswalker to redirect damage "
                                  "to), a color or creature type chosen as a permanent enters "
                                  "(\"white\", \"Elf\", CR 614.12), riot's or unleash's "
                                  "\"counter\", \"haste\" or \"none\" (702.136a, "
                                  "702.98a), \"keep\" "
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
            targets, _optional(parser, fields, "x", where), _mode(parser, fields, where),
            tuple(choices), tuple(divide), name if kind == "play" else "", bool(sorcery),
            modes=_modes(parser, fields, where), face_up=name if kind == "face_up" else ""))
    return tuple(out)


def _step_named(value: object) -> Step | None:
    key = value.strip().lower().replace(" ", "_").replace("-", "_") \
        if isinstance(value, str) else None
    return STEPS.get(key or "") or STEPS.get((key or "").replace("_combat_damage", "_damage"))


def _step(parser: Parser, value: object, where: str) -> Step:
    step = _step_named(value)
    if step is None:
        raise parser.fail(where, f"unknown step {shown(value)}; accepted: {', '.join(STEPS)}")
    return step


def _reached(parser: Parser, state: GameState, step: Step, where: str) -> None:
    """A main phase action's phase must be part of the play: the precombat main phase is at or
    after where it starts (top-level ``step``), the postcombat main phase before where it ends
    (``until``)."""
    if step not in MAIN_PHASES:
        return  # a combat step: as before, an entry whose step never comes is warned about
    if _ORDER.index(state.step) > _ORDER.index(step):
        raise parser.fail(where, f"the play starts at the {state.step.value} step (top-level "
                          f"`step`), after the {step.value} phase; leave `step` out (a play "
                          f"with a {'precombat' if step is Step.PRECOMBAT_MAIN else 'postcombat'}"
                          f"_main action starts at the {step.value} phase by default) or start "
                          "it earlier")
    if step is Step.POSTCOMBAT_MAIN and state.span is Span.COMBAT:
        raise parser.fail(where, "the play ends with the combat phase (until = \"end of "
                          "combat\"); leave `until` out (a play with a postcombat_main action "
                          "goes on to the end of the turn by default) or give \"end of turn\" "
                          "or \"end of game\"")


def _sorcery_speed(state: GameState, kind: str, name: str, player: str,
                   ability: int | str) -> str:
    """What makes the entry a sorcery-speed action, in a message's words, or "" (CR 305.1,
    307.1, 606.3)."""
    if kind == "play":
        return "a land is played"
    if kind == "cast":
        card = state.permanents[find_in_hand(state, player, name) or name].card
        if "Instant" in card.types or card.keywords & Kw.FLASH:
            return ""
        return f"{card.name}, neither an instant nor a card with flash, is cast"
    if kind == "activate":
        abilities = _activated(state, name)
        index = ability if isinstance(ability, int) else ability_named(abilities, ability)
        chosen = abilities[index]
        if chosen.cost.loyalty is not None:
            return "a loyalty ability is activated"
        if "as a sorcery" in restrictions(chosen):
            return f"{name}'s ability {chosen.text!r} is activated"
    return ""


def _at_sorcery_speed(parser: Parser, state: GameState, what: str, step: Step, player: str,
                      where: str) -> None:
    """A sorcery-speed action (``what``) must be in a main phase, its player's own turn."""
    rule = "305.1" if what.startswith("a land") else "606.3" if "loyalty" in what \
        else "117.1a, 307.1"
    when = "only in a main phase of its player's own turn, with the stack empty"
    if step not in MAIN_PHASES:
        raise parser.fail(f"{where}.step", f"{what} {when} (CR {rule}), not in the "
                          f"{step.value} step; accepted here: {MAIN_NAMES}")
    if player != state.active:
        raise parser.fail(f"{where}.player", f"{what} {when} (CR {rule}); this turn is "
                          f"{state.active}'s (active_player), not {player}'s")


def _check_source(parser: Parser, state: GameState, kind: str, name: str, player: str,
                  where: str) -> None:
    if kind in ("cast", "play"):
        found = find_in_hand(state, player, name)
        if found is None:
            hand = state.cards(player, Zone.HAND)
            names = ", ".join(sorted({c.card.name for c in hand})) or "none"
            raise parser.fail(where, f"{shown(name)} is not a card in {player}'s hand (by name "
                              f"or id); cards there: {names}")
        card = state.permanents[found].card
        if kind == "cast" and "Land" in card.types:
            raise parser.fail(where, f"{card.name} is a land: it is played (play = "
                              f"{shown(name)}), not cast (CR 305.9)")
        if kind == "play" and "Land" not in card.types:
            raise parser.fail(where, f"{card.name} is not a land: only a land is played "
                              f"(CR 305.1); a spell is cast (cast = {shown(name)})")
        return
    perm = state.permanents.get(name)
    if kind == "face_up":  # 702.37e: a card of theirs cast face down by an earlier entry
        if perm is None or perm.owner != player:
            raise parser.fail(where, f"{shown(name)} is not the id of a card {player} owns "
                              "(one cast face down, CR 702.37c, to be turned face up)")
        return
    if perm is None or perm.zone is not Zone.BATTLEFIELD:
        raise parser.fail(where, f"no permanent with id {shown(name)}")
    if kind == "activate" and not _activated(state, name):
        raise parser.fail(where, f"{shown(name)} ({perm.card.name}) has no activated ability "
                          "the engine reads")


def _activated(state: GameState, pid: str) -> tuple[Activated, ...]:
    """``pid``'s activated abilities, and those an Aura or Equipment in the game may grant it
    (CR 613.1f: an entry may activate one granted by an earlier entry)."""
    return state.permanents[pid].card.activated + tuple(
        a for p in state.permanents.values() for _, acts, _ in p.card.granted for a in acts)


def _ability(parser: Parser, value: object, state: GameState, source: str,
             where: str) -> int | str:
    abilities = _activated(state, source)
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


def _mode(parser: Parser, fields: Mapping[str, Any], where: str) -> int | None:
    """The entry's one mode ("mode": 1), None for several ("mode": [0, 2], ``_modes``)."""
    return None if isinstance(fields.get("mode"), list) else \
        _optional(parser, fields, "mode", where)


def _modes(parser: Parser, fields: Mapping[str, Any], where: str) -> tuple[int, ...]:
    """The several modes of an entry ("mode": [0, 2]: choose two, CR 700.2), in order."""
    value = fields.get("mode")
    if not isinstance(value, list):
        return ()
    if not value or not all(isinstance(n, int) and not isinstance(n, bool) and n >= 0
                            for n in value):
        raise parser.fail(f"{where}.mode", "expected a mode number from 0 or a list of them "
                          f"(the modes chosen, CR 700.2), got {shown(value)}")
    return tuple(value)


def _optional(parser: Parser, fields: Mapping[str, Any], key: str, where: str) -> int | None:
    return None if key not in fields else parser.integer(fields[key], f"{where}.{key}", 0)


#: the answers to the choice of the cost a spell is cast for (CR 601.2b, 118.9): its mana
#: cost or one of its alternative costs (``sim.rules.alt_costs``)
_COSTS_CHOSEN = frozenset(("mana cost", *ALTERNATIVES, FACE_DOWN))
