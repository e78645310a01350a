"""Scenario files: a board plus optional declarations, in TOML or JSON (docs/scenario-format.md).

Loading validates everything that can be checked without playing: every error names the
file and the field (``permanents[2].power``, ``combat.blocks.b1``) and says what is
accepted. Whether a declaration obeys the combat rules is *not* checked here: that is the
legality engine's verdict, reported separately (exit 3 on the CLI, not 2).
"""

from __future__ import annotations

import difflib
import json
import re
import sys
import tomllib
from collections.abc import Iterable, Mapping, Sequence
from pathlib import Path
from typing import Any, Protocol

import attrs

from sim.engine.agents import Agent, Agents, DefaultAgent, Script
from sim.engine.play import advance
from sim.io.puzzle_quest_files import file_problem
from sim.io.scenario_cards import card_list, script_entries
from sim.model.abilities import CANT_BLOCK_ATTACKER, MUST_BLOCK_ATTACKER, Param
from sim.model.card import CardDef
from sim.model.declarations import AttackDeclaration, BlockDeclaration
from sim.model.editions import Edition, parse_edition
from sim.model.errors import ScenarioError, UnknownNameError
from sim.model.keywords import Kw
from sim.model.mana import Mana
from sim.model.objects import (
    DEFENSE,
    FINAL_STEPS,
    LOYALTY,
    MINUS,
    PLUS,
    UNKNOWN_CARD,
    Duration,
    Effect,
    Permanent,
    Player,
    Span,
    Step,
    Zone,
)
from sim.model.state import GameState
from sim.rules.replacement import KINDS, DamageEffect
from sim.text.card_fields import (
    CHARACTERISTIC_FIELDS,
    MAX_INT,
    MIN_INT,
    build_card,
    number_problem,
    shown,
)
from sim.text.keyword_names import parse_ability
from sim.text.static_text import parse_param


def scenario_problem(scenario: Scenario) -> tuple[str, str] | None:
    """What keeps an already loaded ``scenario`` (a file written for another edition, run
    with ``--rules puzzle-quest``) from being played under Puzzle Quest's rules, as (field,
    message), or None: the first ``[combat]`` declaration it gives, or more than two players."""
    given = {"attacks": scenario.attacks is not None, "bands": scenario.bands is not None,
             "blocks": scenario.blocks is not None, "damage": bool(scenario.damage),
             "first_strike_damage": bool(scenario.first_strike_damage),
             "damage_order": bool(scenario.damage_order)}
    return file_problem({k: True for k, v in given.items() if v}, scenario.state.players)


TOP_LEVEL = ("rules", "active_player", "turn", "step", "until", "turn_limit", "players",
             "permanents", "combat", "effects", "damage_effects", "replacement_order",
             "description", "expect")


PLAYER_FIELDS = ("life", "poison", "mana", "hand", "graveyard", "library")


STATE_FIELDS = ("id", "controller", "card", "tapped", "sick", "damage", "counters", "attached_to",
                "attacked_this_turn", "blocked_this_turn", "provoked", "token")


MAX_UNKNOWN_CARDS = 1000


COMBAT_FIELDS = ("attacks", "bands", "blocks", "damage", "first_strike_damage", "damage_order",
                 "actions")


EFFECT_FIELDS = ("affected", "during", "duration", "power", "toughness", "set_power",
                 "set_toughness", "add", "remove", "description")


COUNTERS = (PLUS, MINUS, LOYALTY, DEFENSE)


DAMAGE_EFFECT_FIELDS = ("name", "kind", "to", "source", "combat_only", "amount", "redirect_to",
                        "once", "controller", "description")


#: the steps in which players receive priority, when a scripted effect may be resolved
EFFECT_STEPS = {s.value: s for s in Step
                if s not in FINAL_STEPS and s not in (Step.UNTAP, Step.CLEANUP)}


#: the steps a scenario may start at (``step``): any outside combat, or the combat phase's
#: beginning (the default)
START_STEPS = {s.value: s for s in Step if s not in FINAL_STEPS and s not in (
    Step.DECLARE_ATTACKERS, Step.DECLARE_BLOCKERS, Step.FIRST_STRIKE_DAMAGE,
    Step.COMBAT_DAMAGE, Step.END_OF_COMBAT)}


#: how far a scenario is played (``until``)
UNTIL = {"end of combat": Span.COMBAT, "end of turn": Span.TURN, "end of game": Span.GAME}


_AFTER_COMBAT = (Step.POSTCOMBAT_MAIN, Step.END, Step.CLEANUP)


class CardLookup(Protocol):
    """What the loader needs of a card pool."""

    def get(self, name: str) -> CardDef | None: ...

    def suggest(self, name: str) -> list[str]: ...


@attrs.frozen
class Scenario:
    """A loaded scenario: the starting state, plus whatever the file decides."""

    source: str
    state: GameState
    attacks: AttackDeclaration | None = None
    blocks: BlockDeclaration | None = None
    damage: Mapping[str, Mapping[str, int]] = attrs.Factory(dict)
    first_strike_damage: Mapping[str, Mapping[str, int]] = attrs.Factory(dict)
    effects: Mapping[Step, tuple[Effect, ...]] = attrs.Factory(dict)
    description: str = ""
    expect: Mapping[str, Any] = attrs.Factory(dict)
    replacement_order: tuple[str, ...] = ()
    #: damage assignment orders (CR 509.2-509.3), used under rules editions that have them
    damage_order: Mapping[str, tuple[str, ...]] = attrs.Factory(dict)
    #: the Oracle-text clauses of its cards the engine does not run, one line each
    warnings: tuple[str, ...] = ()
    #: the attacking bands (CR 702.22c); None leaves them to the agents
    bands: tuple[tuple[str, ...], ...] | None = None

    def position(self, step: Step) -> GameState:
        """A copy of the starting state, played with this file's decisions (and the default
        policy for the rest) until ``step`` is about to run: ``Step.DECLARE_BLOCKERS`` gives
        the position the defending player blocks in (attackers declared and tapped, costs
        paid, provoke resolved). Raises ``IllegalDeclarationError`` if the file's own
        declarations are illegal, and ``ValueError`` if combat ends before ``step``."""
        state = self.state.clone()
        agents = self.agents()
        order = list(Step)
        while state.step is not step:
            if order.index(state.step) > order.index(step) or state.result is not None:
                raise ValueError(f"{self.source}: combat never reaches the {step.value} step "
                                 "(no attackers declared?)")
            advance(state, agents)
        return state

    def agents(self, fallback: Agents | None = None) -> dict[str, Agent]:
        """One agent per player for what the file leaves open: ``fallback`` (an agent, or a
        mapping from player id to agent), else the default policy. The file's own choices
        are ``state.script``, which ``play`` applies first."""
        out: dict[str, Agent] = {}
        for player in self.state.turn_order:
            fb = fallback.get(player) if isinstance(fallback, Mapping) else fallback
            out[player] = fb if fb is not None else DefaultAgent()
        return out

    @property
    def script(self) -> Script:
        """The file's choices (``state.script``, set when the file was read)."""
        script = self.state.script
        assert isinstance(script, Script)
        return script


def load_scenario(path: str | Path, pool: CardLookup) -> Scenario:
    """Read a ``.toml`` or ``.json`` scenario file."""
    source = str(path)
    if not source.isprintable():  # a newline or a control character in the name: quoted,
        source = repr(source)     # so that messages stay on one line
    p = Path(path)
    try:
        raw = p.read_bytes()
    except OSError as err:
        raise ScenarioError(source, "", f"cannot read the file: {err.strerror or err}") from None
    except ValueError as err:  # a NUL character in the name
        raise ScenarioError(source, "", f"cannot read the file: {err}") from None
    suffix = p.suffix.lower()
    if suffix not in (".toml", ".json"):
        raise ScenarioError(source, "", f"unknown file type {suffix or '(none)'!r}; "
                            "accepted: .toml, .json")
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError:
        raise ScenarioError(source, "", "not UTF-8 text") from None
    return parse_scenario(decode(text, suffix[1:], source), source, pool)


def decode(text: str, fmt: str, source: str) -> object:
    """``text`` parsed as ``fmt`` (``"toml"`` or ``"json"``); a ``ScenarioError`` naming
    ``source`` if it is malformed."""
    what = fmt.upper()
    try:
        return tomllib.loads(text) if fmt == "toml" else json.loads(text)
    except tomllib.TOMLDecodeError as err:
        raise ScenarioError(source, "", f"malformed TOML: {err}") from None
    except json.JSONDecodeError as err:
        raise ScenarioError(source, "", f"malformed JSON: {err.msg} at line {err.lineno} "
                            f"column {err.colno}") from None
    except RecursionError:
        raise ScenarioError(source, "", f"malformed {what}: arrays or tables nested too "
                            "deeply") from None
    except ValueError as err:  # an integer of more digits than Python converts
        if "integer string conversion" not in str(err):
            raise
        raise ScenarioError(source, "", f"malformed {what}: a number with more than "
                            f"{sys.get_int_max_str_digits()} digits") from None


def parse_scenario(data: object, source: str, pool: CardLookup) -> Scenario:
    """Build a ``Scenario`` from already-parsed TOML/JSON data."""
    return _Parser(source, pool).scenario(data)


class _Parser:
    def __init__(self, source: str, pool: CardLookup) -> None:
        self.source = source
        self.pool = pool
        self.unknown: dict[tuple[str, Zone], int] = {}
        self.listed: dict[tuple[str, Zone], tuple[list[Any], str]] = {}
        self.warnings: list[str] = []

    def fail(self, field: str, message: str) -> ScenarioError:
        return ScenarioError(self.source, field, message)

    def table(self, value: object, field: str) -> Mapping[str, Any]:
        if not isinstance(value, Mapping):
            raise self.fail(field, f"expected a table, got {_kind(value)}")
        for key in value:  # always so in TOML and JSON; a dict from Python may differ
            if not isinstance(key, str):
                raise self.fail(field, f"keys must be strings, got {shown(key)}")
        return value

    def keys(self, table: Mapping[str, Any], allowed: Sequence[str], field: str) -> None:
        for key in table:
            if key not in allowed:
                close = difflib.get_close_matches(key, allowed, n=1)
                hint = f" (did you mean {close[0]!r}?)" if close else ""
                raise self.fail(f"{field}.{_key(key)}" if field else _key(key),
                                f"unknown field{hint}; accepted: {', '.join(allowed)}")

    def integer(self, value: object, field: str, minimum: int | None = None) -> int:
        if isinstance(value, bool) or not isinstance(value, int):
            raise self.fail(field, f"expected an integer, got {shown(value)}")
        low = MIN_INT if minimum is None else minimum
        if not low <= value <= MAX_INT:
            raise self.fail(field, f"expected an integer from {low} to {MAX_INT}, got "
                            f"{shown(value)}" if minimum is None or value > MAX_INT
                            else f"must be at least {minimum}, got {shown(value)}")
        return value

    def boolean(self, value: object, field: str) -> bool:
        if not isinstance(value, bool):
            raise self.fail(field, f"expected true or false, got {shown(value)}")
        return value

    def string(self, value: object, field: str) -> str:
        if not isinstance(value, str) or not value:
            raise self.fail(field, f"expected a non-empty string, got {shown(value)}")
        return value

    def text(self, value: object, field: str) -> str:
        """Free text (a description): any string, empty included."""
        if not isinstance(value, str):
            raise self.fail(field, f"expected a string, got {_kind(value)}")
        return value

    # --- the whole file ---------------------------------------------------------------------
    def scenario(self, data: object) -> Scenario:
        root = self.table(data, "(top level)")
        bad = _bad_text(root)
        if bad is not None:
            raise self.fail(bad[0], f"{shown(bad[1])} is not Unicode text: it has an unpaired "
                            "surrogate (a JSON escape from \\ud800 to \\udfff not part of a pair)")
        self.keys(root, TOP_LEVEL, "")
        edition = root.get("rules", Edition.CURRENT.value)
        if not isinstance(edition, str):
            raise self.fail("rules", f"expected a string, one of "
                            f"{', '.join(repr(e.value) for e in Edition)}; got {shown(edition)}")
        try:
            rules = parse_edition(edition)
        except UnknownNameError as err:
            raise self.fail("rules", str(err)) from None
        players = self.players(root.get("players"))
        active = root.get("active_player", next(iter(players)))
        if not isinstance(active, str) or active not in players:
            raise self.fail("active_player", f"{shown(active)} is not a player; players: "
                            f"{_ids(players)}")
        permanents = self.permanents(root.get("permanents", []), players)
        step, span, turn, limit = self.timing(root)
        state = GameState(players, permanents, tuple(players), active, rules, step=step,
                          turn=turn, span=span, turn_limit=limit)
        self.add_unknown_cards(state)
        for i, perm in enumerate(permanents.values()):
            if perm.attached_to is not None and perm.attached_to not in permanents \
                    and perm.attached_to not in players:
                raise self.fail(f"permanents[{i}].attached_to",
                                f"no permanent or player with id {shown(perm.attached_to)}")
            if perm.attached_to == perm.id:
                raise self.fail(f"permanents[{i}].attached_to", "a permanent can't be attached "
                                "to itself (CR 301.5c, 303.4d); give another permanent's or a "
                                "player's id")
            target = perm.provoke_target
            if target is not None and not (target in permanents
                                           and permanents[target].card.is_creature):
                raise self.fail(f"permanents[{i}].provoked",
                                f"no creature with id {shown(target)}; give the id of the creature "
                                "its provoke ability targets (CR 702.39a)")
        effects = self.effects(root.get("effects", []), state)
        for effect in effects.pop(None, ()):
            state.add_effect(effect)
        state.damage_effects = self.damage_effects(root.get("damage_effects", []), state)
        order = root.get("replacement_order", [])
        if not isinstance(order, list) or not all(isinstance(n, str) for n in order):
            raise self.fail("replacement_order", "expected a list of effect names (the "
                            "`name` of damage_effects entries, or e.g. \"jace: protection "
                            "from R\")")
        combat = self.table(root.get("combat", {}), "combat")
        self.keys(combat, COMBAT_FIELDS, "combat")
        problem = file_problem(combat, players) if rules is Edition.PUZZLE_QUEST \
            else None
        if problem is not None:
            raise self.fail(*problem)
        attacks = self.attacks(combat.get("attacks"), state)
        blocks = self.blocks(combat.get("blocks"), state, attacks)
        scenario = Scenario(
            self.source, state, attacks, blocks,
            self.damage(combat.get("damage"), "combat.damage", state),
            self.damage(combat.get("first_strike_damage"), "combat.first_strike_damage", state),
            {s: e for s, e in effects.items() if s is not None},
            self.description(root.get("description", "")),
            self.table(root.get("expect", {}), "expect"), tuple(order),
            self.damage_order(combat.get("damage_order"), state, attacks, blocks),
            tuple(self.warnings), self.bands(combat.get("bands"), attacks))
        state.script = Script(scenario.attacks, scenario.blocks, scenario.damage,
                              scenario.first_strike_damage, scenario.damage_order,
                              scenario.replacement_order, scenario.bands,
                              entries=script_entries(self, combat.get("actions", []), state))
        state.available_effects = tuple((step, effect) for step, listed in
                                        scenario.effects.items() for effect in listed)
        return scenario

    def timing(self, root: Mapping[str, Any]) -> tuple[Step, Span, int, int]:
        """``step`` (where the play starts: a step outside combat, or the beginning of combat,
        the default), ``until`` (how far it goes: "end of combat" — the default when it starts
        at the beginning of combat —, "end of turn" — the default otherwise — or "end of
        game"), ``turn`` (the turn number, 1 by default) and ``turn_limit`` (with "end of
        game": the last turn played, 0 for none; past it the game is a draw)."""
        name = root.get("step", Step.BEGINNING_OF_COMBAT.value)
        step = START_STEPS.get(name.strip().lower()) if isinstance(name, str) else None
        if step is None:
            raise self.fail("step", f"{shown(name)} is not a step a scenario can start at; "
                            f"accepted: {', '.join(START_STEPS)}")
        after = step in _AFTER_COMBAT
        until = root.get("until", "end of combat" if step is Step.BEGINNING_OF_COMBAT
                         else "end of turn")
        span = UNTIL.get(until.strip().lower()) if isinstance(until, str) else None
        if span is None:
            raise self.fail("until", f"{shown(until)} is not accepted; accepted: "
                            f"{', '.join(UNTIL)}")
        if span is Span.COMBAT and after:
            raise self.fail("until", f"a play starting at the {step.value} step is past the "
                            "combat phase; accepted here: end of turn, end of game")
        turn = self.integer(root.get("turn", 1), "turn", 1)
        limit = self.integer(root.get("turn_limit", 0), "turn_limit", 0)
        if limit and span is not Span.GAME:
            raise self.fail("turn_limit", 'only a play until "end of game" has a turn limit')
        if limit and limit < turn:
            raise self.fail("turn_limit", f"{limit} is before the starting turn {turn}")
        return step, span, turn, limit

    def bands(self, value: object, attacks: AttackDeclaration | None
              ) -> tuple[tuple[str, ...], ...] | None:
        """``combat.bands``: the attacking bands, each a list of attacking creature ids
        (``[["a1", "a2"]]``; ``[]`` for none). Whether they are legal bands (CR 702.22c-d) is
        judged when they are declared, like any declaration."""
        if value is None:
            return None
        if not isinstance(value, list) or not all(
                isinstance(band, list) and all(isinstance(c, str) for c in band)
                for band in value):
            raise self.fail("combat.bands", "expected a list of bands, each a list of "
                            "attacking creature ids, e.g. [[\"a1\", \"a2\"]]")
        attacking = {a for a, _ in attacks} if attacks is not None else set()
        for i, band in enumerate(value):
            for creature in band:
                if creature not in attacking:
                    raise self.fail(f"combat.bands[{i}]", f"{shown(creature)} is not attacking "
                                    "(combat.attacks); only attacking creatures band (CR "
                                    "702.22c)")
        return tuple(tuple(band) for band in value)

    def damage_order(self, value: object, state: GameState, attacks: AttackDeclaration | None,
                     blocks: BlockDeclaration | None) -> dict[str, tuple[str, ...]]:
        """``combat.damage_order``: creature -> the creatures it assigns combat damage to, in
        order. For an attacker, the creatures ``combat.blocks`` has blocking it (the attacking
        player's order, CR 509.2); for a blocker, the attackers it blocks (the defending
        player's order, 509.3). Each must be listed exactly once. Used only under a rules
        edition with damage assignment orders ("2016"); elsewhere it is ignored."""
        if value is None:
            return {}
        table = self.table(value, "combat.damage_order")
        blocking: dict[str, list[str]] = {}
        blocked: dict[str, tuple[str, ...]] = {}
        for blocker, attackers in (blocks or BlockDeclaration()).blocks:
            blocked[blocker] = attackers
            for attacker in attackers:
                blocking.setdefault(attacker, []).append(blocker)
        attacking = {a for a, _ in attacks} if attacks is not None else set()
        out: dict[str, tuple[str, ...]] = {}
        for creature, names in table.items():
            where = f"combat.damage_order.{_key(creature)}"
            if creature not in state.permanents:
                raise self.fail(where, f"no permanent with id {shown(creature)}")
            if not isinstance(names, list) or not all(isinstance(n, str) for n in names):
                raise self.fail(where, "expected a list of creature ids, in damage assignment "
                                "order, e.g. [\"b2\", \"b1\"]")
            if creature in attacking:
                expected, what = sorted(blocking.get(creature, ())), "creatures blocking it"
            elif creature in blocked:
                expected, what = sorted(blocked[creature]), "attackers it blocks"
            else:
                raise self.fail(where, f"{shown(creature)} is neither attacking (combat.attacks) "
                                "nor blocking (combat.blocks); a damage assignment order "
                                "belongs to an attacker blocked by several creatures or a "
                                "blocker blocking several attackers (CR 509.2-509.3)")
            if sorted(names) != expected:
                listing = _ids(expected) or "none"
                raise self.fail(where, f"must list each of the {what} exactly once "
                                f"(in combat.blocks: {listing}), got {shown(names)}")
            out[creature] = tuple(names)
        return out

    def damage_effects(self, value: object, state: GameState) -> list[DamageEffect]:
        """``[[damage_effects]]``: replacement and prevention effects on damage from resolved
        spells (sim.replacement): a fog, a shield, a redirection, Deflecting Palm."""
        if not isinstance(value, list):
            raise self.fail("damage_effects", f"expected an array of tables, got {_kind(value)}")
        out: list[DamageEffect] = []
        for i, fields in enumerate(value):
            where = f"damage_effects[{i}]"
            fields = self.table(fields, where)
            self.keys(fields, DAMAGE_EFFECT_FIELDS, where)
            kind = fields.get("kind")
            if kind not in KINDS:
                raise self.fail(f"{where}.kind", f"expected one of {', '.join(KINDS)}"
                                f", got {shown(kind)}")
            ids: dict[str, str | None] = {}
            source = fields.get("source")
            if source is not None and not isinstance(source, str):
                raise self.fail(f"{where}.source", "expected the id of the source (a permanent, "
                                f"or a spell's name), got {shown(source)}")
            ids["source"] = source
            for key in ("to", "redirect_to", "controller"):
                ref = fields.get(key)
                if ref is not None and (not isinstance(ref, str) or (
                        ref not in state.permanents and ref not in state.players)):
                    raise self.fail(f"{where}.{key}",
                                    f"no player or permanent with id {shown(ref)}")
                ids[key] = ref
            if kind == "redirect" and ids["redirect_to"] is None:
                raise self.fail(f"{where}.redirect_to", "a redirection needs the id it "
                                "redirects damage to")
            if kind == "reflect" and ids["controller"] is None:
                raise self.fail(f"{where}.controller", "Deflecting Palm's damage needs its "
                                "controller (a player id)")
            amount = fields.get("amount")
            out.append(DamageEffect(
                self.string(fields.get("name", f"{where}"), f"{where}.name"), kind,
                ids["to"], ids["source"],
                self.boolean(fields.get("combat_only", False), f"{where}.combat_only"),
                None if amount is None else self.integer(amount, f"{where}.amount", 0),
                ids["redirect_to"], self.boolean(fields.get("once", False), f"{where}.once"),
                ids["controller"], self.text(fields.get("description", ""),
                                             f"{where}.description")))
        names = [e.name for e in out]
        if len(set(names)) != len(names):
            raise self.fail("damage_effects", "two effects share a name; names must be unique")
        return out

    def description(self, value: object) -> str:
        if not isinstance(value, str):
            raise self.fail("description", f"expected a string, got {_kind(value)}")
        return value

    def players(self, value: object) -> dict[str, Player]:
        if value is None:
            raise self.fail("players", "missing; give at least two players, e.g. [players.A] "
                            "and [players.B]")
        table = self.table(value, "players")
        if len(table) < 2:
            raise self.fail("players", f"combat needs at least two players, got {len(table)}")
        out = {}
        for pid, fields in table.items():
            where = f"players.{_key(pid)}"
            fields = self.table(fields, where)
            self.keys(fields, PLAYER_FIELDS, where)
            mana = Mana()
            if "mana" in fields:
                try:
                    mana = Mana.parse(fields["mana"])
                except ValueError as err:
                    raise self.fail(f"{where}.mana", str(err)) from None
            out[pid] = Player(pid, self.integer(fields.get("life", 20), f"{where}.life"),
                              self.integer(fields.get("poison", 0), f"{where}.poison", 0), mana)
            for zone in ("hand", "graveyard", "library"):
                if isinstance(fields.get(zone), list):  # the cards themselves
                    self.listed[(pid, Zone(zone))] = (fields[zone], f"{where}.{zone}")
                    continue
                n = self.integer(fields.get(zone, 0), f"{where}.{zone}", 0)
                if n > MAX_UNKNOWN_CARDS:
                    raise self.fail(f"{where}.{zone}", f"at most {MAX_UNKNOWN_CARDS} cards, "
                                    f"got {n}")
                self.unknown[(pid, Zone(zone))] = n
        return out

    def add_unknown_cards(self, state: GameState) -> None:
        """A player's ``hand`` and ``graveyard`` counts as that many objects of unknown
        characteristics in that zone (Cowed by Wisdom counts the hand, threshold the
        graveyard). A ``library`` count is that many cards of unknown characteristics in
        ``Player.library``, made objects only as they are drawn (``sim.stack.draw``): a
        60-card library is not 60 objects for every clone to copy."""
        for (player, zone), n in self.unknown.items():
            if zone is Zone.LIBRARY:
                state.players[player].library = (UNKNOWN_CARD,) * n
                state.version += 1
            else:
                state.add_unknown_cards(player, zone, n)
        taken = set(state.permanents) | set(state.players)
        for (player, zone), (cards, where) in self.listed.items():
            for card in card_list(self, cards, where, player, zone, taken):
                state.permanents[card.id] = card
                if card.card.unsupported:
                    clauses = "; ".join(repr(c) for c in card.card.unsupported)
                    self.warnings.append(f"{where} ({card.card.name}): the engine does not "
                                         f"run {clauses}")

    def permanents(self, value: object, players: Mapping[str, Player]) -> dict[str, Permanent]:
        if not isinstance(value, list):
            raise self.fail("permanents", f"expected an array of tables, got {_kind(value)}")
        out: dict[str, Permanent] = {}
        for i, fields in enumerate(value):
            where = f"permanents[{i}]"
            fields = self.table(fields, where)
            self.keys(fields, STATE_FIELDS + CHARACTERISTIC_FIELDS, where)
            if "id" not in fields:
                raise self.fail(f"{where}.id", "missing; every permanent needs a unique id")
            pid = self.string(fields["id"], f"{where}.id")
            if pid in out or pid in players:
                raise self.fail(f"{where}.id", f"duplicate id {shown(pid)}; ids must be unique "
                                "among players and permanents")
            if "controller" not in fields:
                raise self.fail(f"{where}.controller", f"missing; one of {_ids(players)}")
            controller = fields["controller"]
            if not isinstance(controller, str) or controller not in players:
                raise self.fail(f"{where}.controller", f"{shown(controller)} is not a player; "
                                f"players: {_ids(players)}")
            card = self.card(fields, where, pid)
            if card.unsupported:
                clauses = "; ".join(repr(c) for c in card.unsupported)
                name = card.name if card.name.isprintable() else repr(card.name)  # one line
                self.warnings.append(f"{where} ({name}): the engine does not run {clauses}")
            counters: dict[str, int] = {}
            for name, n in self.table(fields.get("counters", {}), f"{where}.counters").items():
                if name not in COUNTERS:
                    raise self.fail(f"{where}.counters", f"unknown counter {shown(name)}; "
                                    "accepted: " + ", ".join(repr(c) for c in COUNTERS))
                counters[name] = self.integer(n, f"{where}.counters.{name}", 0)
            if card.is_planeswalker and LOYALTY not in counters:
                counters[LOYALTY] = card.loyalty or 0  # CR 306.5b
            if card.is_battle and DEFENSE not in counters:
                counters[DEFENSE] = card.defense or 0  # CR 310.4b
            attached = fields.get("attached_to")
            out[pid] = Permanent(
                pid, controller, card,
                tapped=self.boolean(fields.get("tapped", False), f"{where}.tapped"),
                sick=self.boolean(fields.get("sick", False), f"{where}.sick"),
                damage=self.integer(fields.get("damage", 0), f"{where}.damage", 0),
                counters=counters,
                attached_to=None if attached is None else self.string(attached,
                                                                      f"{where}.attached_to"),
                attacked_this_turn=self.boolean(fields.get("attacked_this_turn", False),
                                                f"{where}.attacked_this_turn"),
                blocked_this_turn=self.boolean(fields.get("blocked_this_turn", False),
                                               f"{where}.blocked_this_turn"),
                provoke_target=None if "provoked" not in fields else self.string(
                    fields["provoked"], f"{where}.provoked"),
                token=self.boolean(fields.get("token", False), f"{where}.token"))
        return out

    def card(self, fields: Mapping[str, Any], where: str, pid: str) -> CardDef:
        base = None
        if "card" in fields:
            name = self.string(fields["card"], f"{where}.card")
            base = self.pool.get(name)
            if base is None:
                close = self.pool.suggest(name)
                hint = f" Did you mean {', '.join(repr(c) for c in close)}?" if close else ""
                raise self.fail(f"{where}.card", f"unknown card {shown(name)}.{hint} Cards can "
                                "also be given inline with name, power, toughness, keywords, ...")
        inline = {k: v for k, v in fields.items() if k in CHARACTERISTIC_FIELDS}
        if base is None:
            inline.setdefault("name", pid)
        return build_card(inline, lambda f, m: self.fail(f"{where}.{f}", m), base)

    def attacks(self, value: object, state: GameState) -> AttackDeclaration | None:
        if value is None:
            return None
        table = self.table(value, "combat.attacks")
        for attacker, target in table.items():
            where = f"combat.attacks.{_key(attacker)}"
            if attacker not in state.permanents:
                raise self.fail(where, f"no permanent with id {shown(attacker)}")
            if not isinstance(target, str) or (target not in state.players
                                               and target not in state.permanents):
                raise self.fail(where, f"attacks {shown(target)}, which is not a player or "
                                "permanent id; give the player or planeswalker attacked")
        return AttackDeclaration.of(table)

    def blocks(self, value: object, state: GameState,
               attacks: AttackDeclaration | None) -> BlockDeclaration | None:
        if value is None:
            return None
        table = self.table(value, "combat.blocks")
        attacking = set() if attacks is None else {a for a, _ in attacks}
        for blocker, targets in table.items():
            where = f"combat.blocks.{_key(blocker)}"
            if blocker not in state.permanents:
                raise self.fail(where, f"no permanent with id {shown(blocker)}")
            names = [targets] if isinstance(targets, str) else targets
            if not isinstance(names, list) or not names or \
                    not all(isinstance(n, str) for n in names):
                raise self.fail(where, "expected an attacker id or a list of attacker ids")
            for name in names:
                if name not in attacking:
                    listing = _ids(sorted(attacking)) or "none (combat.attacks is empty " \
                                                             "or missing)"
                    raise self.fail(where, f"blocks {shown(name)}, which is not attacking; "
                                    f"attacking creatures: {listing}")
        return BlockDeclaration.of(table)

    def damage(self, value: object, field: str,
               state: GameState) -> dict[str, dict[str, int]]:
        if value is None:
            return {}
        out: dict[str, dict[str, int]] = {}
        for source, split in self.table(value, field).items():
            where = f"{field}.{_key(source)}"
            if source not in state.permanents:
                raise self.fail(where, f"no permanent with id {shown(source)}")
            out[source] = {}
            for recipient, amount in self.table(split, where).items():
                if recipient not in state.permanents and recipient not in state.players:
                    raise self.fail(f"{where}.{_key(recipient)}",
                                    f"no player or permanent with id {shown(recipient)}")
                out[source][recipient] = self.integer(amount, f"{where}.{_key(recipient)}", 0)
        return out

    def effect_param(self, word: str, state: GameState) -> Param | None:
        """A parameterised ability an effect grants: "protection from red", "can't block a1",
        "blocks a1 this turn if able" (the attacker named by its id)."""
        against = _against(word)
        if against is not None:
            kind, attacker = against
            if attacker in state.permanents:
                return (CANT_BLOCK_ATTACKER if kind == "can't block" else MUST_BLOCK_ATTACKER,
                        attacker)
        return parse_param(word)

    def effects(self, value: object, state: GameState) -> dict[Step | None, tuple[Effect, ...]]:
        """``[[effects]]``: without ``during`` an effect already exists when combat begins;
        with it, it resolves during that step, after its turn-based actions."""
        if not isinstance(value, list):
            raise self.fail("effects", f"expected an array of tables, got {_kind(value)}")
        out: dict[Step | None, list[Effect]] = {}
        for i, fields in enumerate(value):
            where = f"effects[{i}]"
            fields = self.table(fields, where)
            self.keys(fields, EFFECT_FIELDS, where)
            affected = fields.get("affected")
            names = [affected] if isinstance(affected, str) else affected
            if not isinstance(names, list) or not names or \
                    not all(isinstance(n, str) for n in names):
                raise self.fail(f"{where}.affected", "expected a permanent id or a list of ids")
            for name in names:
                if name not in state.permanents:
                    raise self.fail(f"{where}.affected", f"no permanent with id {shown(name)}")
            step = None
            if "during" in fields:
                during = fields["during"]
                step = EFFECT_STEPS.get(during.strip().lower()) if isinstance(during, str) \
                    else None
                if step is None:
                    raise self.fail(f"{where}.during", f"unknown step {shown(during)}; "
                                    f"accepted: {', '.join(EFFECT_STEPS)}")
            duration_name = fields.get("duration", "end of turn")
            try:
                if not isinstance(duration_name, str):
                    raise ValueError
                duration = Duration(duration_name.strip().lower())
            except ValueError:
                raise self.fail(f"{where}.duration", f"unknown duration {shown(duration_name)}; "
                                "accepted: " + ", ".join(d.value for d in Duration)) from None
            masks = []
            params: set[Param] = set()
            for key in ("add", "remove"):
                mask = Kw.NONE
                words = fields.get(key, [])
                words = [words] if isinstance(words, str) else words
                if not isinstance(words, list) or not all(isinstance(w, str) for w in words):
                    raise self.fail(f"{where}.{key}", "expected a list of keywords or abilities")
                for j, word in enumerate(words):
                    problem = number_problem(word)
                    if problem:
                        raise self.fail(f"{where}.{key}[{j}]", problem)
                    param = self.effect_param(word, state) if key == "add" else None
                    if param is not None:
                        params.add(param)
                        continue
                    try:
                        mask |= parse_ability(word)
                    except UnknownNameError as err:
                        raise self.fail(f"{where}.{key}[{j}]", str(err)) from None
                masks.append(mask)
            sets = {}
            for key in ("set_power", "set_toughness"):
                sets[key] = None if key not in fields else self.integer(fields[key],
                                                                        f"{where}.{key}")
            out.setdefault(step, []).append(Effect(
                frozenset(names), duration,
                self.integer(fields.get("power", 0), f"{where}.power"),
                self.integer(fields.get("toughness", 0), f"{where}.toughness"),
                sets["set_power"], sets["set_toughness"], masks[0], masks[1],
                description=self.text(fields.get("description", f"{self.source} effects[{i}]"),
                                      f"{where}.description"),
                params=frozenset(params)))
        return {k: tuple(v) for k, v in out.items()}


_AGAINST = re.compile(r"^(can't block|blocks) (\S+)(?: (?:this turn|each combat))?(?: if able)?$")


def _against(word: str) -> tuple[str, str] | None:
    """("can't block", id) or ("blocks", id) for "can't block a1" / "blocks a1 this turn if
    able" (Burning-Tree Bloodscale's abilities, as resolved effects)."""
    m = _AGAINST.match(word.strip().rstrip(".").replace("\u2019", "'"))
    if m is None or (m[1] == "blocks" and not word.rstrip(". ").endswith("if able")):
        return None
    return m[1], m[2]


_PLAIN_KEY = re.compile(r"[\w+\-/]+")


_SURROGATE = re.compile(r"[\ud800-\udfff]")  # re reads the escapes (mypyc: no surrogate literals)


def _bad_text(root: Mapping[str, Any]) -> tuple[str, str] | None:
    """The field and text of the first string (key or value) in ``root`` that is not Unicode
    text: one with an unpaired surrogate, which JSON's ``\\udXXX`` escapes can make and which
    can't be printed or written as UTF-8."""
    stack: list[tuple[str, object]] = [("", root)]
    while stack:
        field, node = stack.pop()
        children: list[tuple[str, object]] = []
        if isinstance(node, str):
            if _SURROGATE.search(node):
                return field, node
        elif isinstance(node, Mapping):
            for key, value in node.items():
                name = _key(key) if isinstance(key, str) else shown(key)
                where = f"{field}.{name}" if field else name
                if isinstance(key, str) and _SURROGATE.search(key):
                    return where, key
                children.append((where, value))
        elif isinstance(node, list | tuple):
            children = [(f"{field}[{i}]", value) for i, value in enumerate(node)]
        stack.extend(reversed(children))
    return None


def _key(key: str) -> str:
    """A table key as a part of a field name: as it is when plain (``b1``, ``+1/+1``), else
    quoted like a string (empty, spaces, dots, control characters, emoji, very long)."""
    return key if _PLAIN_KEY.fullmatch(key) and len(key) <= 40 else shown(key, 40)


def _ids(ids: Iterable[str]) -> str:
    """Ids listed in a message: ``A, B``."""
    return ", ".join(_key(i) for i in ids)


def _kind(value: object) -> str:
    return {dict: "a table", list: "an array", str: "a string", int: "an integer",
            float: "a number", bool: "a boolean"}.get(type(value), type(value).__name__)
