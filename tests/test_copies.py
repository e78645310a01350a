"""Copies of spells on the stack (CR 707.10): "copy target instant or sorcery spell. You may
choose new targets for the copy." (707.10c) and storm (702.40a). A copy is not cast, has the
copied spell's characteristics and choices, and ceases to exist as it leaves the stack
(707.10a)."""

from __future__ import annotations

from typing import Any

import attrs
import numpy as np
import pytest
from played import plays

import mtgsim
from sim.engine.agents import DefaultAgent
from sim.engine.play import drive
from sim.model.actions import Action, Choose
from sim.model.decisions import Decision, DecisionKind, LegalActions
from sim.model.events import CostPaid, SpellCast, SpellCopied
from sim.model.objects import Zone
from sim.model.state import GameState
from sim.rules.countering import counter
from sim.rules.targeting import candidates
from sim.testing.checker import check
from sim.text import FULL, read_card

TWINCAST = "Copy target instant or sorcery spell. You may choose new targets for the copy."
STORM = ("Storm (When you cast this spell, copy it for each spell cast before it this turn. "
         "You may choose new targets for the copies.)")
SHOCK = {"id": "shock", "name": "Shock", "types": ["Instant"], "cost": "{0}",
         "text": "Shock deals 2 damage to any target."}


def spell(card_id: str, name: str, text: str, types: str = "Instant") -> dict[str, Any]:
    return {"id": card_id, "name": name, "types": [types], "cost": "{0}", "text": text}


def zone_of(state: GameState, card: str) -> Zone:
    return state.permanents[card].zone


class Retarget(DefaultAgent):
    """The default policy, but the first copy's new target is ``target`` when it is an option
    (the others keep theirs)."""

    def __init__(self, target: str | None) -> None:
        self.target = target
        self.asked = 0

    def act(self, state: GameState, decision: Decision, legal: LegalActions) -> Action:
        if decision.kind == DecisionKind.CHOOSE_CARD and "CR 707.10c" in decision.prompt:
            self.asked += 1
            if self.target in decision.options and self.asked == 1:
                return Choose("card", self.target)
            return Choose("card", decision.options[0])
        return super().act(state, decision, legal)


def twincast_game() -> GameState:
    """A casts Shock at B, then Twincast copying Shock, before combat; B has a 2/2 Bears."""
    return mtgsim.load(twincast_scenario())


def twincast_scenario() -> dict[str, Any]:
    """``twincast_game``'s scenario."""
    return {
        "active_player": "A", "step": "precombat main",
        "players": {"A": {"hand": [SHOCK, spell("twin", "Twincast", TWINCAST)]}, "B": {}},
        "permanents": [{"id": "bears", "controller": "B", "name": "Bears", "power": 2,
                        "toughness": 2}],
        "combat": {"actions": [
            {"step": "precombat_main", "player": "A", "cast": "shock", "targets": ["B"]},
            {"step": "precombat_main", "player": "A", "cast": "twin", "targets": ["shock"]}]}}


def test_copy_clauses_are_read_whole() -> None:
    """CR 707.10, 707.10c, 702.40a: Twincast and a storm spell are read and rendered back."""
    assert read_card(TWINCAST, "Twincast", ("Instant",)).status == FULL
    grapeshot = "Grapeshot deals 1 damage to any target.\n" + STORM
    assert read_card(grapeshot, "Grapeshot", ("Sorcery",)).status == FULL


@plays("Copy target instant or sorcery spell. You may choose new targets for the copy.")
@pytest.mark.parametrize("new_target", [None, "bears"])
def test_twincast_copies_shock(new_target: str | None) -> None:
    """CR 707.10: the copy of Shock deals 2 damage too; 707.10c: its controller may keep the
    target (B takes 4) or choose a new one (the Bears die, B takes 2). The copy is not cast
    (no second SpellCast for it) and ceases to exist as it resolves (707.10a): Shock's card
    alone goes to the graveyard."""
    state = twincast_game()
    agent = Retarget(new_target)
    mtgsim.play(state, agent)
    assert agent.asked == 1
    copies = [e for e in state.events if isinstance(e, SpellCopied)]
    assert len(copies) == 1 and copies[0].card == "shock"
    assert sum(isinstance(e, SpellCast) for e in state.events) == 2
    assert state.players["B"].life == (18 if new_target else 16)
    assert (state.permanents["bears"].zone is Zone.GRAVEYARD) == (new_target == "bears")
    assert state.permanents["shock"].zone is Zone.GRAVEYARD
    assert not any(p.zone is Zone.STACK for p in state.permanents.values())


def test_a_countered_copy_ceases_to_exist() -> None:
    """CR 707.10a, 701.6a: countering the copy removes it from the stack; it has no card, so
    Shock's card stays on the stack (the spell it copied resolves later)."""
    state = twincast_game()
    drive(state, Retarget(None), lambda s: any(i.copy for i in s.stack))
    copy = next(i for i in state.stack if i.copy)
    assert copy.source == "shock" and copy.targets == ("B",) and "(copy)" in str(copy)
    counter(state, copy, "a test")
    assert copy not in state.stack
    assert zone_of(state, "shock") is Zone.STACK
    mtgsim.play(state, Retarget(None))
    assert state.players["B"].life == 18
    assert zone_of(state, "shock") is Zone.GRAVEYARD


def storm_game(before: int, text: str = "Grapeshot deals 1 damage to any target.") -> GameState:
    """A casts ``before`` Ornithopter-like free spells (0-cost instants that gain 1 life),
    then a storm spell at B."""
    fillers = [spell(f"f{k}", f"Filler {k}", "You gain 1 life.") for k in range(before)]
    actions: list[dict[str, Any]] = [
        {"step": "precombat_main", "player": "A", "cast": f"f{k}"} for k in range(before)]
    actions.append({"step": "precombat_main", "player": "A", "cast": "grape",
                    "targets": ["B"]})
    return mtgsim.load({
        "active_player": "A", "step": "precombat main",
        "players": {"A": {"hand": [*fillers, spell("grape", "Grapeshot", f"{text}\n{STORM}",
                                                   "Sorcery")]}, "B": {}},
        "permanents": [{"id": "bears", "controller": "B", "name": "Bears", "power": 2,
                        "toughness": 1}],
        "combat": {"actions": actions}})


@plays("Storm")
@pytest.mark.parametrize("before", [0, 1, 3])
def test_storm_copies_for_each_spell_cast_before(before: int) -> None:
    """CR 702.40a: storm's trigger copies Grapeshot once for each spell cast before it this
    turn (the copies are not cast, 707.10, and don't count); each copy keeps the target B
    here (707.10c), so B loses 1 + ``before``."""
    state = storm_game(before)
    mtgsim.play(state, Retarget(None))
    assert sum(isinstance(e, SpellCopied) for e in state.events) == before
    assert state.players["B"].life == 20 - 1 - before


def test_storm_copies_may_choose_new_targets() -> None:
    """CR 702.40a, 707.10c: with two spells before it, one copy is aimed at the 2/1 Bears:
    they die, and B loses 2 (Grapeshot and the other copy)."""
    state = storm_game(2)
    agent = Retarget("bears")
    mtgsim.play(state, agent)
    assert agent.asked == 2
    assert state.permanents["bears"].zone is Zone.GRAVEYARD
    assert state.players["B"].life == 20 - 1 - 1


@pytest.mark.parametrize("seed", range(4))
def test_copies_pass_the_conformance_checker(seed: int) -> None:
    """CR 707.10, 707.10a, 707.10c: random play through copies and storm keeps every
    invariant (the stack zone holds only the cards of spells that are not copies)."""
    check(twincast_game(), np.random.default_rng(seed))
    check(storm_game(2), np.random.default_rng(seed))


@plays("Magecraft — Whenever you cast or copy an instant or sorcery spell, Student gets +1/+1 "
       "until end of turn.")
def test_magecraft_triggers_on_casts_and_copies() -> None:
    """CR 207.2c, 707.10, 601.2i: the Student's trigger sees Shock and Twincast cast and the
    copy of Shock made (a copy is not cast, but "copy" names it): three +1/+1 — a 1/1 becomes
    4/4."""
    student = {"id": "student", "controller": "A", "name": "Student", "power": 1,
               "toughness": 1, "text": "Magecraft — Whenever you cast or copy an instant or "
               "sorcery spell, Student gets +1/+1 until end of turn."}
    state = mtgsim.load({**twincast_scenario(), "permanents": [
        *twincast_scenario()["permanents"], student]})
    drive(state, Retarget(None), lambda s: s.step.value == "beginning of combat")
    assert state.power("student") == 4 and state.toughness("student") == 4


CHAIN = ("Chain Lightning deals 3 damage to any target. Then that player or that permanent's "
         "controller may pay {R}{R}. If the player does, they may copy this spell and may "
         "choose a new target for that copy.")


class Chain(DefaultAgent):
    """Answers Chain Lightning's question with ``answers`` in turn (then "no"), and aims a
    copy at ``target``."""

    def __init__(self, answers: list[str], target: str) -> None:
        self.answers = answers
        self.target = target
        self.asked: list[str] = []

    def act(self, state: GameState, decision: Decision, legal: LegalActions) -> Action:
        if decision.kind == DecisionKind.CHOOSE_CARD and "pay {R}{R}" in decision.prompt:
            self.asked.append(decision.player)
            pick = self.answers.pop(0) if self.answers else "no"
            return Choose("card", pick if pick in decision.options else "no")
        if decision.kind == DecisionKind.CHOOSE_CARD and "CR 707.10c" in decision.prompt:
            self.asked.append(f"{decision.player} retargets")
            return Choose("card", self.target if self.target in decision.options
                          else decision.options[0])
        return super().act(state, decision, legal)


def chain_game(b_mana: str, target: str = "B") -> GameState:
    """A casts Chain Lightning at ``target`` in their main phase; B has ``b_mana`` and a 2/2."""
    return mtgsim.load({
        "active_player": "A", "step": "precombat main",
        "players": {"A": {"hand": [spell("chain", "Chain Lightning", CHAIN, "Sorcery")]},
                    "B": {"mana": b_mana}},
        "permanents": [{"id": "bears", "controller": "B", "name": "Bears", "power": 2,
                        "toughness": 2}],
        "combat": {"actions": [{"step": "precombat_main", "player": "A", "cast": "chain",
                                "targets": [target]}]}})


@plays("Chain Lightning deals 3 damage to any target. Then that player or that permanent's "
       "controller may pay {R}{R}. If the player does, they may copy this spell and may choose "
       "a new target for that copy.")
@pytest.mark.parametrize("answer", ["copy", "pay", "no"])
def test_chain_lightning_may_be_copied_by_the_player_it_hit(answer: str) -> None:
    """CR 118.12, 707.10, 707.10c: B, dealt 3, may pay {R}{R}; paying and copying, B controls
    the copy and aims it at A (A takes 3; then A, with no mana, can't pay for another, 118.3);
    paying without copying spends the mana for nothing; not paying, nothing more happens."""
    state = chain_game("{R}{R}")
    agent = Chain([answer], "A")
    mtgsim.play(state, agent)
    assert state.players["B"].life == 17
    assert state.players["A"].life == (17 if answer == "copy" else 20)
    paid = [e for e in state.events if isinstance(e, CostPaid) and e.player == "B"]
    assert len(paid) == (0 if answer == "no" else 1)
    assert agent.asked == (["B", "B retargets"] if answer == "copy" else ["B"])
    copies = [e for e in state.events if isinstance(e, SpellCopied)]
    assert [c.player for c in copies] == (["B"] if answer == "copy" else [])


def test_chain_lightning_at_a_creature_asks_its_controller() -> None:
    """CR 118.12, 608.2h: aimed at B's Bears (they die), "that permanent's controller" — B, as
    the Bears last existed — may pay; B copies it at A."""
    state = chain_game("{R}{R}", target="bears")
    agent = Chain(["copy"], "A")
    mtgsim.play(state, agent)
    assert state.permanents["bears"].zone is Zone.GRAVEYARD
    assert state.players["A"].life == 17 and agent.asked[0] == "B"


def test_chain_lightning_without_the_mana() -> None:
    """CR 118.3: B can't pay {R}{R} with {R}: not asked, no copy."""
    state = chain_game("{R}")
    agent = Chain(["copy"], "A")
    mtgsim.play(state, agent)
    assert agent.asked == [] and state.players["B"].life == 17


@pytest.mark.parametrize("seed", range(3))
def test_chain_lightning_passes_the_conformance_checker(seed: int) -> None:
    """CR 118.12, 707.10: random play through Chain Lightning's payment and copy keeps every
    invariant."""
    check(chain_game("{R}{R}"), np.random.default_rng(seed))


BLAST = ("Replicate {1}{R} (When you cast this spell, copy it for each time you paid its "
         "replicate cost. You may choose new targets for the copies.)\n"
         "Blast deals 2 damage to any target.")


def replicate_game(mana: str) -> GameState:
    """A, with ``mana``, casts the {R} Blast (replicate {1}{R}) at B in their main phase."""
    blast = {"id": "blast", "name": "Blast", "types": ["Instant"], "cost": "{R}",
             "text": BLAST}
    return mtgsim.load({
        "active_player": "A", "step": "precombat main",
        "players": {"A": {"hand": [blast], "mana": mana}, "B": {}},
        "combat": {"actions": [{"step": "precombat_main", "player": "A", "cast": "blast",
                                "targets": ["B"]}]}})


class Replicator(Retarget):
    """Pays the replicate cost ``times`` times; copies keep their targets."""

    def __init__(self, times: int) -> None:
        super().__init__(None)
        self.times = times
        self.offered: tuple[str, ...] = ()

    def act(self, state: GameState, decision: Decision, legal: LegalActions) -> Action:
        if decision.kind == DecisionKind.CHOOSE_COST and decision.options[0].startswith(
                "replicate"):
            self.offered = decision.options
            return Choose("cost", f"replicate {self.times}")
        return super().act(state, decision, legal)


@plays("Replicate {1}{R}")
@pytest.mark.parametrize("times", [0, 1, 2])
def test_replicate_copies_for_each_payment(times: int) -> None:
    """CR 702.56a, 601.2b: with {R} and two more {1}{R}, A may pay replicate 0 to 2 times (the
    most the mana allows); each payment is one copy (not cast, 707.10), so B takes 2 per
    spell; paid 0 times, the trigger doesn't trigger (603.4)."""
    state = replicate_game("{R}{R}{R}{1}{1}")
    agent = Replicator(times)
    mtgsim.play(state, agent)
    assert agent.offered == ("replicate 0", "replicate 1", "replicate 2")
    assert state.players["B"].life == 20 - 2 * (1 + times)
    assert sum(isinstance(e, SpellCopied) for e in state.events) == times
    assert sum(isinstance(e, SpellCast) for e in state.events) == 1
    triggered = [e for e in state.events if e.kind == "triggers"]
    assert len(triggered) == (1 if times else 0)


@pytest.mark.parametrize("seed", range(3))
def test_replicate_passes_the_conformance_checker(seed: int) -> None:
    """CR 702.56a: random play through the replicate choice and its copies keeps every
    invariant."""
    check(replicate_game("{R}{R}{R}{1}{1}"), np.random.default_rng(seed))


class CostPayer(Retarget):
    """Picks the ``choose_cost`` option ``pick`` (casualty or conspire); copies keep their
    targets."""

    def __init__(self, pick: str) -> None:
        super().__init__(None)
        self.pick = pick
        self.offered: tuple[str, ...] = ()

    def act(self, state: GameState, decision: Decision, legal: LegalActions) -> Action:
        if decision.kind == DecisionKind.CHOOSE_COST and ":" in decision.options[0]:
            self.offered = decision.options
            return Choose("cost", self.pick)
        return super().act(state, decision, legal)


def cost_game(keyword: str, creatures: list[dict[str, Any]]) -> GameState:
    """A casts the red {0} Jolt ("Jolt deals 2 damage to any target." with ``keyword``) at B,
    controlling ``creatures``."""
    jolt = {"id": "jolt", "name": "Jolt", "types": ["Instant"], "cost": "{R}", "colors": ["R"],
            "text": f"{keyword}\nJolt deals 2 damage to any target."}
    return mtgsim.load({
        "active_player": "A", "step": "precombat main",
        "players": {"A": {"hand": [jolt], "mana": "{R}"}, "B": {}},
        "permanents": [{"controller": "A", **c} for c in creatures],
        "combat": {"actions": [{"step": "precombat_main", "player": "A", "cast": "jolt",
                                "targets": ["B"]}]}})


BIG_GUY = {"id": "ogre", "name": "Ogre", "power": 3, "toughness": 3}
SMALL_GUY = {"id": "elf", "name": "Elf", "power": 1, "toughness": 1}


@plays("Casualty 2")
@pytest.mark.parametrize("pick", ["casualty:ogre", "casualty:none"])
def test_casualty_sacrifices_for_a_copy(pick: str) -> None:
    """CR 702.153a, 601.2h: only a creature with power 2 or greater may be sacrificed (the
    Ogre, not the 1/1 Elf); sacrificed, the spell is copied (B takes 4) and the Ogre dies;
    declined, no copy and no trigger (603.4)."""
    state = cost_game("Casualty 2", [BIG_GUY, SMALL_GUY])
    agent = CostPayer(pick)
    mtgsim.play(state, agent)
    assert agent.offered == ("casualty:ogre", "casualty:none")
    copied = pick != "casualty:none"
    assert state.players["B"].life == (16 if copied else 18)
    assert (state.permanents["ogre"].zone is Zone.GRAVEYARD) == copied
    assert sum(isinstance(e, SpellCopied) for e in state.events) == int(copied)


@plays("Conspire")
@pytest.mark.parametrize("pick", ["conspire:r1+r2", "conspire:none"])
def test_conspire_taps_two_creatures_sharing_a_color(pick: str) -> None:
    """CR 702.78a, 601.2h: two untapped creatures that share a color with the red spell (the
    red ones, not the green one) may be tapped; tapped, the spell is copied (B takes 4)."""
    red = [{"id": f"r{k}", "name": f"Red {k}", "power": 1, "toughness": 1, "colors": ["R"]}
           for k in (1, 2)]
    green = {"id": "g", "name": "Green", "power": 1, "toughness": 1, "colors": ["G"]}
    state = cost_game("Conspire", [*red, green])
    agent = CostPayer(pick)
    mtgsim.play(state, agent)
    assert agent.offered == ("conspire:r1+r2", "conspire:none")
    copied = pick != "conspire:none"
    assert state.players["B"].life == (16 if copied else 18)
    assert state.permanents["r1"].tapped == copied and not state.permanents["g"].tapped


@pytest.mark.parametrize("seed", range(3))
def test_copy_costs_pass_the_conformance_checker(seed: int) -> None:
    """CR 702.153a, 702.78a: random play through casualty and conspire keeps every
    invariant."""
    check(cost_game("Casualty 2", [BIG_GUY, SMALL_GUY]), np.random.default_rng(seed))
    red = [{"id": f"r{k}", "name": f"Red {k}", "power": 1, "toughness": 1, "colors": ["R"]}
           for k in (1, 2)]
    check(cost_game("Conspire", red), np.random.default_rng(seed))


@plays("Copy target instant or sorcery spell you control. You may choose new targets for the "
       "copy.")
def test_a_copy_of_a_spell_you_control() -> None:
    """CR 707.10, 115.1: "target ... spell you control" may target A's own Shock (copied: B
    takes 4) and not a spell of another player's."""
    scenario = twincast_scenario()
    mirror = spell("twin", "Mirror", "Copy target instant or sorcery spell you control. You "
                   "may choose new targets for the copy.")
    scenario["players"]["A"]["hand"] = [SHOCK, mirror]
    state = mtgsim.load(scenario)
    drive(state, Retarget(None), lambda s: any(i.source == "shock" for i in s.stack)
          and s.casting is not None and s.casting.item.source == "twin")
    assert state.casting is not None
    spec = state.casting.item.program.targets[0]
    probe = attrs.evolve(state.casting.item, controller="B")
    assert candidates(state, spec, state.casting.item) == [state.stack[0].id]
    assert candidates(state, spec, probe) == []
    mtgsim.play(state, Retarget(None))
    assert state.players["B"].life == 16
