"""A scenario's board: when it starts and how far it goes, its players, and its permanents and
cards in every zone (``BoardReader``).
"""

from __future__ import annotations

from collections.abc import Collection, Mapping
from typing import Any, Protocol

from sim.io.field_reader import FieldReader, field_key, kind_of, listed_ids
from sim.io.scenario_cards import card_list
from sim.model.abilities import LEVEL_COUNTER
from sim.model.card import CardDef
from sim.model.face_down_cards import face_down_card
from sim.model.mana import Mana
from sim.model.objects import (
    DEFENSE,
    FINAL_STEPS,
    LOYALTY,
    MINUS,
    PLUS,
    UNKNOWN_CARD,
    Permanent,
    Player,
    Span,
    Step,
    Zone,
)
from sim.model.state import GameState
from sim.text import CHARACTERISTIC_FIELDS, build_card, shown

PLAYER_FIELDS = ("life", "poison", "mana", "hand", "graveyard", "library")


STATE_FIELDS = ("id", "controller", "card", "tapped", "sick", "damage", "counters", "attached_to",
                "attacked_this_turn", "blocked_this_turn", "provoked", "token", "face_down")


MAX_UNKNOWN_CARDS = 1000


COUNTERS = (PLUS, MINUS, LOYALTY, DEFENSE, LEVEL_COUNTER)  # level: a leveler's (CR 711)


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

    def get(self, name: str) -> CardDef | None:
        """The card named ``name``, or None when the pool has none."""
        ...

    def suggest(self, name: str) -> list[str]:
        """Card names close to ``name``, for the error message."""
        ...


class BoardReader(FieldReader):
    """Reads a scenario file's board: players, permanents, cards in every zone."""

    def __init__(self, source: str, pool: CardLookup) -> None:
        super().__init__(source)
        self.pool = pool
        self.unknown: dict[tuple[str, Zone], int] = {}
        self.listed: dict[tuple[str, Zone], tuple[list[Any], str]] = {}
        self.warnings: list[str] = []

    def timing(self, root: Mapping[str, Any], mains: Collection[Step] = ()
               ) -> tuple[Step, Span, int, int]:
        """``step`` (where the play starts: a step outside combat, or the beginning of combat,
        the default — the precombat main phase when ``mains``, the main phases the file's
        actions name, has it), ``until`` (how far it goes: "end of combat" — the default when
        it starts at the beginning of combat and no action is in the postcombat main phase
        —, "end of turn" — the default otherwise — or "end of game"), ``turn`` (the turn
        number, 1 by default) and ``turn_limit`` (with "end of game": the last turn played, 0
        for none; past it the game is a draw)."""
        first = Step.PRECOMBAT_MAIN if Step.PRECOMBAT_MAIN in mains else Step.BEGINNING_OF_COMBAT
        name = root.get("step", first.value)
        step = START_STEPS.get(name.strip().lower()) if isinstance(name, str) else None
        if step is None:
            raise self.fail("step", f"{shown(name)} is not a step a scenario can start at; "
                            f"accepted: {', '.join(START_STEPS)}")
        after = step in _AFTER_COMBAT
        until = root.get("until", "end of combat" if step is Step.BEGINNING_OF_COMBAT
                         and Step.POSTCOMBAT_MAIN not in mains else "end of turn")
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

    def description(self, value: object) -> str:
        """The scenario's ``description``: any string."""
        if not isinstance(value, str):
            raise self.fail("description", f"expected a string, got {kind_of(value)}")
        return value

    def players(self, value: object) -> dict[str, Player]:
        """The ``[players]`` table: at least two players, each with ``life`` (20 by default),
        ``poison``, ``mana``, and ``hand``, ``graveyard`` and ``library`` as a number of cards
        of unknown characteristics or the cards themselves (both made objects later, by
        ``add_unknown_cards``)."""
        if value is None:
            raise self.fail("players", "missing; give at least two players, e.g. [players.A] "
                            "and [players.B]")
        table = self.table(value, "players")
        if len(table) < 2:
            raise self.fail("players", f"combat needs at least two players, got {len(table)}")
        out = {}
        for pid, fields in table.items():
            where = f"players.{field_key(pid)}"
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
        ``Player.library``, made objects only as they are drawn (``sim.rules.library.draw``): a
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
        """The ``[[permanents]]`` array: each with a unique id, a controller, its card (named from
        the pool, inline characteristics, or both) and its state. A planeswalker given no
        loyalty counters starts with its printed loyalty, a battle with its printed defense;
        the clauses of its text the engine doesn't run are noted in ``warnings``."""
        if not isinstance(value, list):
            raise self.fail("permanents", f"expected an array of tables, got {kind_of(value)}")
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
                raise self.fail(f"{where}.controller", f"missing; one of {listed_ids(players)}")
            controller = fields["controller"]
            if not isinstance(controller, str) or controller not in players:
                raise self.fail(f"{where}.controller", f"{shown(controller)} is not a player; "
                                f"players: {listed_ids(players)}")
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
            if self.boolean(fields.get("face_down", False), f"{where}.face_down"):
                # CR 708.2a: a face-down 2/2 (cast face down earlier, 702.37c), its card hidden
                out[pid].face_down, out[pid].card = card, face_down_card(card)
        return out

    def card(self, fields: Mapping[str, Any], where: str, pid: str) -> CardDef:
        """The card of the permanent at ``where``: ``card`` looked up in the pool, with any inline
        characteristics over it, or the inline characteristics alone (named ``pid`` unless
        given a name). An unknown ``card`` name raises ``ScenarioError`` with close names."""
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
        if base is not None and not inline:
            return base  # the pool's card as it is (cards are immutable): shared, not rebuilt
        if base is None:
            inline.setdefault("name", pid)
        return build_card(inline, lambda f, m: self.fail(f"{where}.{f}", m), base)
