"""A scenario's combat and effects: declared attackers, blockers, bands, damage splits and
orders, continuous effects and replacement effects on damage, each checked against the board.
"""

from __future__ import annotations

import re

from sim.io.field_reader import field_key, kind_of, listed_ids
from sim.io.scenario_board import BoardReader
from sim.model.abilities import CANT_BLOCK_ATTACKER, MUST_BLOCK_ATTACKER, Param
from sim.model.declarations import AttackDeclaration, BlockDeclaration
from sim.model.errors import UnknownNameError
from sim.model.keywords import Kw
from sim.model.objects import (
    FINAL_STEPS,
    Duration,
    Effect,
    Step,
)
from sim.model.state import GameState
from sim.rules.replacement import KINDS, DamageEffect
from sim.text import number_problem, parse_ability, parse_param, shown

EFFECT_FIELDS = ("affected", "during", "duration", "power", "toughness", "set_power",
                 "set_toughness", "add", "remove", "description")


DAMAGE_EFFECT_FIELDS = ("name", "kind", "to", "source", "combat_only", "amount", "redirect_to",
                        "once", "controller", "description")


#: the steps in which players receive priority, when a scripted effect may be resolved
EFFECT_STEPS = {s.value: s for s in Step
                if s not in FINAL_STEPS and s not in (Step.UNTAP, Step.CLEANUP)}


_AGAINST = re.compile(r"^(can't block|blocks) (\S+)(?: (?:this turn|each combat))?(?: if able)?$")


def _against(word: str) -> tuple[str, str] | None:
    """("can't block", id) or ("blocks", id) for "can't block a1" / "blocks a1 this turn if
    able" (Burning-Tree Bloodscale's abilities, as resolved effects)."""
    m = _AGAINST.match(word.strip().rstrip(".").replace("\u2019", "'"))
    if m is None or (m[1] == "blocks" and not word.rstrip(". ").endswith("if able")):
        return None
    return m[1], m[2]


class CombatReader(BoardReader):
    """Reads the combat and effects of a scenario file, on top of its board."""

    def attacks(self, value: object, state: GameState) -> AttackDeclaration | None:
        """``combat.attacks``, ``{attacker: attacked}``: each attacker a permanent's id and each
        target a player's or a permanent's; None when absent. Only the ids are checked here:
        the declaration is judged when it is made, like any declaration."""
        if value is None:
            return None
        table = self.table(value, "combat.attacks")
        for attacker, target in table.items():
            where = f"combat.attacks.{field_key(attacker)}"
            if attacker not in state.permanents:
                raise self.fail(where, f"no permanent with id {shown(attacker)}")
            if not isinstance(target, str) or (target not in state.players
                                               and target not in state.permanents):
                raise self.fail(where, f"attacks {shown(target)}, which is not a player or "
                                "permanent id; give the player or planeswalker attacked")
        return AttackDeclaration.of(table)

    def blocks(self, value: object, state: GameState,
               attacks: AttackDeclaration | None) -> BlockDeclaration | None:
        """``combat.blocks``, ``{blocker: attacker or [attackers]}``: each blocker a permanent's
        id, blocking creatures ``attacks`` declares; None when absent. Only the ids are checked
        here: the declaration is judged when it is made."""
        if value is None:
            return None
        table = self.table(value, "combat.blocks")
        attacking = set() if attacks is None else {a for a, _ in attacks}
        for blocker, targets in table.items():
            where = f"combat.blocks.{field_key(blocker)}"
            if blocker not in state.permanents:
                raise self.fail(where, f"no permanent with id {shown(blocker)}")
            names = [targets] if isinstance(targets, str) else targets
            if not isinstance(names, list) or not names or \
                    not all(isinstance(n, str) for n in names):
                raise self.fail(where, "expected an attacker id or a list of attacker ids")
            for name in names:
                if name not in attacking:
                    listing = listed_ids(sorted(attacking)) or "none (combat.attacks is empty " \
                                                             "or missing)"
                    raise self.fail(where, f"blocks {shown(name)}, which is not attacking; "
                                    f"attacking creatures: {listing}")
        return BlockDeclaration.of(table)

    def damage(self, value: object, field: str,
               state: GameState) -> dict[str, dict[str, int]]:
        """A scripted damage table (``field``: ``combat.damage`` or ``combat.first_strike_damage``),
        ``{source: {recipient: amount}}`` with amounts of 0 or more; empty when absent."""
        if value is None:
            return {}
        out: dict[str, dict[str, int]] = {}
        for source, split in self.table(value, field).items():
            where = f"{field}.{field_key(source)}"
            if source not in state.permanents:
                raise self.fail(where, f"no permanent with id {shown(source)}")
            out[source] = {}
            for recipient, amount in self.table(split, where).items():
                if recipient not in state.permanents and recipient not in state.players:
                    raise self.fail(f"{where}.{field_key(recipient)}",
                                    f"no player or permanent with id {shown(recipient)}")
                out[source][recipient] = self.integer(amount, f"{where}.{field_key(recipient)}", 0)
        return out

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
            where = f"combat.damage_order.{field_key(creature)}"
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
                listing = listed_ids(expected) or "none"
                raise self.fail(where, f"must list each of the {what} exactly once "
                                f"(in combat.blocks: {listing}), got {shown(names)}")
            out[creature] = tuple(names)
        return out

    def damage_effects(self, value: object, state: GameState) -> list[DamageEffect]:
        """``[[damage_effects]]``: replacement and prevention effects on damage from resolved
        spells (sim.rules.replacement): a fog, a shield, a redirection, Deflecting Palm."""
        if not isinstance(value, list):
            raise self.fail("damage_effects", f"expected an array of tables, got {kind_of(value)}")
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
            raise self.fail("effects", f"expected an array of tables, got {kind_of(value)}")
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
