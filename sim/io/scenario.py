"""Scenario files: a board plus optional declarations, in TOML or JSON (docs/scenario-format.md).

Loading validates everything that can be checked without playing: every error names the
file and the field (``permanents[2].power``, ``combat.blocks.b1``) and says what is
accepted. Whether a declaration obeys the combat rules is *not* checked here: that is the
legality engine's verdict, reported separately (exit 3 on the CLI, not 2).
"""

from __future__ import annotations

import json
import sys
import tomllib
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any

import attrs

from sim.engine.agents import Agent, Agents, DefaultAgent, Script
from sim.engine.play import advance
from sim.io.field_reader import bad_text, listed_ids
from sim.io.puzzle_quest_files import file_problem
from sim.io.scenario_board import (
    CardLookup,
)
from sim.io.scenario_cards import main_phase_steps, script_entries
from sim.io.scenario_combat import CombatReader
from sim.model.attached_changes import synced
from sim.model.board import retype
from sim.model.declarations import AttackDeclaration, BlockDeclaration
from sim.model.editions import Edition, parse_edition
from sim.model.errors import ScenarioError, UnknownNameError, not_a_file
from sim.model.granted_abilities import stale
from sim.model.objects import (
    Effect,
    Permanent,
    Step,
)
from sim.model.state import GameState
from sim.rules.day_night import DAY, NIGHT, settle
from sim.rules.replacement import PW_REDIRECT
from sim.text import shown


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
             "description", "expect", "day_night")


COMBAT_FIELDS = ("attacks", "bands", "blocks", "damage", "first_strike_damage", "damage_order",
                 "actions")


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
    special = not_a_file(p)
    if special:
        raise ScenarioError(source, "", special)
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
        text = raw.decode("utf-8-sig")  # a byte-order mark allowed, as in deck files
    except UnicodeDecodeError:
        raise ScenarioError(source, "", "not UTF-8 text") from None
    return parse_scenario(decode(text, suffix[1:], source), source, pool)


class _DuplicateKey(Exception):
    """A JSON object with a key twice (``json`` would keep the last silently)."""


def _unique_keys(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    out: dict[str, Any] = {}
    for key, value in pairs:
        if key in out:
            raise _DuplicateKey(key)
        out[key] = value
    return out


def decode(text: str, fmt: str, source: str) -> object:
    """``text`` parsed as ``fmt`` (``"toml"`` or ``"json"``); a ``ScenarioError`` naming
    ``source`` if it is malformed."""
    what = fmt.upper()
    try:
        return tomllib.loads(text) if fmt == "toml" else json.loads(
            text, object_pairs_hook=_unique_keys)
    except _DuplicateKey as twice:  # TOML refuses them too (its own name: mypyc types ``err``)
        raise ScenarioError(source, "", f"malformed JSON: the key {twice.args[0]!r} appears "
                            "twice in one object") from None
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


class _Parser(CombatReader):
    """Reads a whole scenario file (see ``parse_scenario``)."""

    def warn_attachment_cycles(self, permanents: Mapping[str, Permanent]) -> None:
        """A warning for each cycle of attachments ("a is attached to b, b to a"): no
        permanent can be attached to what is attached to it (CR 301.5c, 303.4d), and the
        engine would follow such a board as given."""
        ids = list(permanents)
        reported: set[str] = set()
        for i, pid in enumerate(ids):
            chain, at = [pid], permanents[pid].attached_to
            while at is not None and at in permanents and at not in chain:
                chain.append(at)
                at = permanents[at].attached_to
            if at == pid and pid not in reported:
                reported.update(chain)
                self.warnings.append(f"permanents[{i}].attached_to: the attachments form a cycle "
                                     f"({' -> '.join(chain + [pid])}); a permanent can't be "
                                     "attached to what is attached to it (CR 301.5c, 303.4d)")

    def warn_unknown_orders(self, order: Sequence[str], state: GameState) -> None:
        """A warning for each name of ``replacement_order`` that can name no effect of this
        file: neither a ``damage_effects`` entry's name, nor "<id>: ..." of a permanent or
        player here, nor the planeswalker redirection, a shield or a fog (CR 616.1)."""
        names = {e.name for e in state.damage_effects}
        for name in order:
            head = name.split(":", 1)[0].strip()
            if name in names or name.startswith(PW_REDIRECT) or head in state.permanents \
                    or head in state.players or head.split(" ", 1)[0] in ("shield", "fog"):
                continue
            self.warnings.append(f"replacement_order: {shown(name)} names no effect of this "
                                 "file (a damage_effects entry's name, or \"<permanent id>: "
                                 "<ability>\" of a permanent here); it will never apply")

    def day_night(self, value: object) -> str:
        """The game's day/night designation (CR 726.1): "day", "night", or "" (neither)."""
        if value not in ("", DAY, NIGHT):
            raise self.fail("day_night", f'expected "day" or "night" (CR 726), got {shown(value)}')
        return str(value)

    # --- the whole file ---------------------------------------------------------------------
    def scenario(self, data: object) -> Scenario:
        root = self.table(data, "(top level)")
        bad = bad_text(root)
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
                            f"{listed_ids(players)}")
        permanents = self.permanents(root.get("permanents", []), players)
        step, span, turn, limit = self.timing(root, main_phase_steps(root.get("combat")))
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
        self.warn_attachment_cycles(permanents)
        effects = self.effects(root.get("effects", []), state)
        for effect in effects.pop(None, ()):
            state.add_effect(effect)
        state.damage_effects = self.damage_effects(root.get("damage_effects", []), state)
        state.day_night = self.day_night(root.get("day_night", ""))
        settle(state)  # daybound and nightbound permanents (CR 702.145c, 702.145f)
        for pid in [*synced(state), *stale(state.permanents)]:  # what Auras and Equipment
            # grant (613.1f) and change (``sim.model.attached_changes``)
            retype(state, pid)
        order = root.get("replacement_order", [])
        if not isinstance(order, list) or not all(isinstance(n, str) for n in order):
            raise self.fail("replacement_order", "expected a list of effect names (the "
                            "`name` of damage_effects entries, or e.g. \"jace: protection "
                            "from R\")")
        self.warn_unknown_orders(order, state)
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


