"""A card's own restrictions on when it may be cast (CR 601.3: a player may begin to cast a
spell only if no rule or effect prohibits it; ``sim.rules.cast_timing``): "cast this spell
only during combat", "... during the declare attackers step and only if you've been attacked
this step", "... only if you've cast another spell this turn", and "you may cast ~ as though
it had flash if <condition>" (702.8a) — played through a turn, the spell offered to its owner
only at the times its text allows, however it is cast (608.2g: an effect casting it while
resolving ignores only the timing permission of its type)."""

from __future__ import annotations

from typing import Any

import pytest
from played import plays
from test_stack import _default

import mtgsim
from sim import Step
from sim.model.actions import CastSpell
from sim.model.objects import Zone
from sim.rules.casting import castable_free, castable_now
from sim.text import FULL, read_card

VICTORY = ("Cast this spell only during the declare attackers step and only if you've been "
           "attacked this step.")
BOUNCE = "Return target attacking creature to its owner's hand."


def spell(text: str, types: tuple[str, ...] = ("Instant",), **more: Any) -> dict[str, Any]:
    """A card ``spell`` costing {0} with ``text``."""
    fields: dict[str, Any] = {"id": "spell", "name": "Probe", "types": list(types),
                              "cost": "{0}", "text": text, **more}
    if "Creature" in types:
        fields.update(power=1, toughness=1)
    return fields


def game(card: dict[str, Any], active: str = "B", a_creature: int = 0,
         *more: dict[str, Any]) -> mtgsim.GameState:
    """``active``'s upkeep; A holds ``card`` (and ``more``); each player a 2/2 (A's
    ``a_creature`` power) and a library."""
    permanents = [{"id": "b1", "controller": "B", "power": 2, "toughness": 2},
                  {"id": "a1", "controller": "A", "power": a_creature or 2, "toughness": 2}]
    return mtgsim.load({"active_player": active, "step": "upkeep", "until": "end of turn",
                        "players": {"A": {"hand": [card, *more], "library": 3},
                                    "B": {"library": 3}},
                        "permanents": permanents})


def offered(state: mtgsim.GameState) -> bool:
    """Whether A, having priority, may cast the spell now."""
    d = state.decision
    return d is not None and d.kind == "priority" and d.player == "A" and \
        CastSpell("spell") in state.legal_actions()


def walk(state: mtgsim.GameState, attack: str = "attack none", stop: bool = False) -> set[Step]:
    """The steps of the turn in which A may cast the spell (the default policy playing, the
    active player declaring ``attack``); with ``stop``, up to the first such one."""
    seen: set[Step] = set()
    while state.decision is not None:
        if offered(state):
            seen.add(state.step)
            if stop:
                return seen
        if state.decision.kind == "declare_attackers":
            state.apply(attack)
        else:
            _default(state)
    return seen


@plays(VICTORY, BOUNCE)
def test_only_in_the_declare_attackers_step_when_attacked() -> None:
    """CR 601.3, 508.1: B attacks A with b1; in the declare attackers step A may cast the
    spell and bounces the attacker; not before (upkeep, beginning of combat) nor after (the
    declare blockers step)."""
    state = game(spell(f"{VICTORY}\n{BOUNCE}"))
    assert walk(game(spell(f"{VICTORY}\n{BOUNCE}")), "attack b1=A") == {Step.DECLARE_ATTACKERS}
    assert walk(state, "attack b1=A", stop=True) == {Step.DECLARE_ATTACKERS}
    state.apply("cast spell")
    state.apply("target b1")
    while state.stack:
        state.apply("pass")
    assert state.permanents["b1"].zone is Zone.HAND
    assert read_card(f"{VICTORY}\n{BOUNCE}", "Probe", ("Instant",)).status == FULL


def test_not_when_another_player_was_attacked() -> None:
    """CR 601.3: A attacks B (A is not attacked): A may not cast it in the declare attackers
    step; nor when B attacks nobody (508.8: no declare attackers priority with a creature
    attacking A)."""
    assert walk(game(spell(f"{VICTORY}\n{BOUNCE}"), active="A"), "attack a1=B") == set()
    assert walk(game(spell(f"{VICTORY}\n{BOUNCE}"))) == set()


PUMP = "Target creature gets +2/+2 until end of turn."
STEPS = (Step.UPKEEP, Step.DRAW, Step.PRECOMBAT_MAIN, Step.BEGINNING_OF_COMBAT,
         Step.DECLARE_ATTACKERS, Step.DECLARE_BLOCKERS, Step.COMBAT_DAMAGE, Step.END_OF_COMBAT,
         Step.POSTCOMBAT_MAIN, Step.END)


def offered_steps(text: str, active: str = "B") -> set[Step]:
    """The steps of ``active``'s turn (b1 attacking A, or a1 attacking B) in which A may cast
    the spell."""
    attack = "attack b1=A" if active == "B" else "attack a1=B"
    return walk(game(spell(f"{text}\n{PUMP}"), active=active), attack)


COMBAT = {Step.BEGINNING_OF_COMBAT, Step.DECLARE_ATTACKERS, Step.DECLARE_BLOCKERS,
          Step.COMBAT_DAMAGE, Step.END_OF_COMBAT}


@plays("Cast this spell only during combat.", PUMP)
def test_during_combat() -> None:
    """CR 601.3, 506.1: the combat phase's steps, in either player's turn."""
    assert offered_steps("Cast this spell only during combat.") == COMBAT
    assert offered_steps("Cast this spell only during combat.", "A") == COMBAT


@plays("Cast this spell only during combat after blockers are declared.")
def test_during_combat_after_blockers_are_declared() -> None:
    """CR 601.3, 509.1: from the declare blockers step to the end of combat step."""
    assert offered_steps("Cast this spell only during combat after blockers are declared.") \
        == {Step.DECLARE_BLOCKERS, Step.COMBAT_DAMAGE, Step.END_OF_COMBAT}


@plays("Cast this spell only during combat before blockers are declared.")
def test_during_combat_before_blockers_are_declared() -> None:
    """CR 601.3, 507, 508: the beginning of combat and declare attackers steps."""
    assert offered_steps("Cast this spell only during combat before blockers are declared.") \
        == {Step.BEGINNING_OF_COMBAT, Step.DECLARE_ATTACKERS}


@plays("Cast this spell only before the combat damage step.")
def test_before_the_combat_damage_step() -> None:
    """CR 601.3, 510: the turn's steps before its combat damage step (A gets priority from
    the upkeep on)."""
    assert offered_steps("Cast this spell only before the combat damage step.") == {
        Step.UPKEEP, Step.DRAW, Step.PRECOMBAT_MAIN, Step.BEGINNING_OF_COMBAT,
        Step.DECLARE_ATTACKERS, Step.DECLARE_BLOCKERS}


@plays("Cast this spell only during the declare blockers step.",
       "Cast this spell only during the declare attackers step.")
def test_during_one_combat_step() -> None:
    """CR 601.3, 508, 509: that step only."""
    assert offered_steps("Cast this spell only during the declare blockers step.") == {
        Step.DECLARE_BLOCKERS}
    assert offered_steps("Cast this spell only during the declare attackers step.") == {
        Step.DECLARE_ATTACKERS}


@plays("Cast this spell only during an opponent's turn.", "Cast this spell only during your turn.",
       "Cast this spell only during an opponent's upkeep.",
       "Cast this spell only during your end step.",
       "Cast this spell only after combat.",
       "Cast this spell only during combat on an opponent's turn.",
       "Cast this spell only during an opponent's turn after their upkeep step.",
       "Cast this spell only during your turn and only during combat.")
def test_whose_turn_and_which_step() -> None:
    """CR 601.3, 500.1, 503, 513: "during an opponent's turn" every step of B's turn, none of
    A's; "during your turn" the reverse; an opponent's upkeep, your end step; after combat
    (the postcombat main phase and the end step); both restrictions together."""
    every = set(STEPS)
    assert offered_steps("Cast this spell only during an opponent's turn.") == every
    assert offered_steps("Cast this spell only during an opponent's turn.", "A") == set()
    assert offered_steps("Cast this spell only during your turn.", "A") == every
    assert offered_steps("Cast this spell only during your turn.") == set()
    assert offered_steps("Cast this spell only during an opponent's upkeep.") == {Step.UPKEEP}
    assert offered_steps("Cast this spell only during an opponent's upkeep.", "A") == set()
    assert offered_steps("Cast this spell only during your end step.", "A") == {Step.END}
    assert offered_steps("Cast this spell only after combat.") == {Step.POSTCOMBAT_MAIN,
                                                                    Step.END}
    assert offered_steps("Cast this spell only during combat on an opponent's turn.") == COMBAT
    assert offered_steps("Cast this spell only during an opponent's turn after their upkeep "
                         "step.") == every - {Step.UPKEEP}
    assert offered_steps("Cast this spell only during your turn and only during combat.",
                         "A") == COMBAT


FIRST = {"id": "first", "name": "First", "types": ["Instant"], "cost": "{0}",
         "text": "Draw a card."}
ANOTHER = "Cast this spell only if you've cast another spell this turn."


@plays(ANOTHER)
def test_only_after_another_spell() -> None:
    """CR 601.3, 601.2i: in A's main phase the creature can't be cast until A has cast
    another spell this turn; then it can (and is)."""
    state = mtgsim.load({"active_player": "A", "step": "precombat main",
                         "players": {"A": {"hand": [spell(ANOTHER, ("Creature",)), FIRST],
                                           "library": 3}, "B": {}}})
    assert not castable_now(state, "A", "spell") and CastSpell("spell") not in \
        state.legal_actions()
    state.apply("cast first")
    while state.stack:
        state.apply("pass")
    assert castable_now(state, "A", "spell")
    state.apply("cast spell")
    while state.stack:
        state.apply("pass")
    assert state.permanents["spell"].zone is Zone.BATTLEFIELD


def test_a_free_cast_while_resolving_still_obeys_it() -> None:
    """CR 601.3, 608.2g: an effect that casts the card while resolving ignores the timing
    permission of its type but not its own "cast this spell only during combat": outside
    combat it can't be cast that way."""
    state = game(spell(f"Cast this spell only during combat.\n{PUMP}"), "B", 0, FIRST)
    assert state.step is Step.UPKEEP and not castable_free(state, "A", "spell")
    assert walk(state, stop=True) == {Step.BEGINNING_OF_COMBAT}
    assert castable_free(state, "A", "spell")


GRIP = ("Ferocious — If you control a creature with power 4 or greater, you may cast this "
        "spell as though it had flash.")


@plays(GRIP, "Enchant creature", "Enchanted creature gets +2/+2.")
@pytest.mark.parametrize("power", [4, 3])
def test_flash_while_a_condition_holds(power: int) -> None:
    """CR 702.8a, 601.3, 207.2c: in B's turn A may cast the Aura as though it had flash only
    while A controls a creature with power 4 or greater; cast, it enchants a1."""
    text = f"{GRIP}\nEnchant creature\nEnchanted creature gets +2/+2."
    state = game(spell(text, ("Enchantment",), subtypes=["Aura"]), a_creature=power)
    ok = power >= 4
    assert walk(state, stop=True) == ({Step.UPKEEP} if ok else set())
    if ok:
        state.apply("cast spell")
        state.apply("target a1")
        while state.stack:
            state.apply("pass")
        assert state.power("a1") == power + 2


YETI = ("As long as you control a green or blue permanent, you may cast this spell as though "
        "it had flash.")


@plays(YETI)
def test_flash_as_long_as() -> None:
    """CR 702.8a, 601.3: "as long as you control a green or blue permanent": with none, not in
    B's turn; with a green one, A casts the creature in B's upkeep."""
    assert walk(game(spell(YETI, ("Creature",)))) == set()
    permanents = [{"id": "elf", "controller": "A", "power": 1, "toughness": 1,
                   "colors": ["G"]}]
    state = mtgsim.load({"active_player": "B", "step": "upkeep", "until": "end of turn",
                         "players": {"A": {"hand": [spell(YETI, ("Creature",))]}, "B": {}},
                         "permanents": permanents})
    assert walk(state, stop=True) == {Step.UPKEEP}
    state.apply("cast spell")
    while state.stack:
        state.apply("pass")
    assert state.permanents["spell"].zone is Zone.BATTLEFIELD


def test_unknown_restrictions_are_not_read() -> None:
    """CR 601.3: a restriction the engine does not check leaves the clause not run."""
    for text in ("Cast this spell only if you control an attacking legendary creature.",
                 "Cast this spell only before combat or during combat before blockers are "
                 "declared.",
                 "You may cast this spell as though it had flash if X is 3 or less."):
        assert read_card(f"{text}\n{PUMP}", "Probe", ("Instant",)).status != FULL


@plays("Cast this spell only during your declare attackers step.")
def test_during_your_declare_attackers_step() -> None:
    """CR 601.3, 508: only in the declare attackers step of A's own turn."""
    text = "Cast this spell only during your declare attackers step."
    assert offered_steps(text, "A") == {Step.DECLARE_ATTACKERS}
    assert offered_steps(text) == set()
