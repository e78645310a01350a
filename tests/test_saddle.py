"""Saddle N (CR 702.171): "Tap any number of other untapped creatures you control with total
power N or greater: This permanent becomes saddled until end of turn. Saddle only as a
sorcery." (702.171a) — crew's cost (``choose_crew``, 601.2h) but never the Mount itself;
"saddled" is a designation until end of turn or until the permanent leaves the battlefield
(702.171b, ``Permanent.saddled``), and "whenever ~ attacks while saddled" triggers only for a
saddled attacker."""

from __future__ import annotations

import numpy as np
import pytest
from played import plays
from test_stack import card, finish, legal, perm, play, to

from ai.heuristic import HeuristicAgent
from ai.random_policy import RandomAgent
from sim import CardDef, GameState, Permanent, Player, Step
from sim.engine.agents import Agent, DefaultAgent
from sim.model.errors import IllegalActionError
from sim.model.keyword_abilities import SADDLE_EFFECT
from sim.model.mana import Mana
from sim.model.objects import Span, Zone
from sim.model.programs import BECOME_SADDLED
from sim.rules.casting import activatable
from sim.testing.checker import check
from sim.text import FULL, read_card
from sim.text.render import text as rendered

GRIZZLY = "Whenever Grizzly attacks while saddled, it gets +2/+2 until end of turn."


def mount(n: int = 2, power: int = 3, toughness: int = 3, text: str = GRIZZLY) -> CardDef:
    """An inline Mount "Grizzly" with ``text`` and "Saddle n", read in full."""
    made = card("Grizzly", power=power, toughness=toughness, subtypes=["Bear", "Mount"],
                cost="{3}", text=f"{text}\nSaddle {n}".strip())
    assert not made.unsupported, made.unsupported
    return made


def creature(power: int, toughness: int = 2, name: str = "") -> CardDef:
    return card(name or f"Dude {power}", power=power, toughness=toughness)


def turn(*objects: Permanent, active: str = "A", step: Step = Step.PRECOMBAT_MAIN) -> GameState:
    """``active``'s turn from ``step``, stopped at the first decision."""
    players = {p: Player(p, mana=Mana()) for p in ("A", "B")}
    state = GameState(players, {o.id: o for o in objects}, ("A", "B"), active, step=step,
                      span=Span.TURN, seed=1)
    state.record_events = True
    return state.start()


def resolve(state: GameState) -> GameState:
    """Pass priority until the stack is empty."""
    while state.stack:
        play(state, "pass")
    return state


@pytest.mark.parametrize("n", [1, 2, 5])
def test_saddle_is_an_activated_ability_written_as_a_keyword(n: int) -> None:
    """CR 702.171a: "Saddle N" is one activated ability: crew's total-power cost of other
    creatures, its program "~ becomes saddled until end of turn", activated only as a sorcery;
    rendered back as the keyword."""
    reading = read_card(f"Saddle {n} (Tap any number of other creatures you control with total "
                        f"power {n} or more: This Mount becomes saddled until end of turn. "
                        "Saddle only as a sorcery.)", "Grizzly")
    assert reading.status == FULL
    (ability,) = reading.activated
    assert ability.keyword == "saddle" and ability.effect == SADDLE_EFFECT
    assert ability.cost.crew == n and ability.cost.crew_other and not ability.cost.tap
    assert ability.program is not None
    assert [op.verb for op in ability.program.ops] == [BECOME_SADDLED]
    assert rendered(ability).lower() == f"saddle {n}"


@plays("Saddle 2",
       "Whenever Grizzly attacks while saddled, it gets +2/+2 until end of turn.")
def test_a_saddled_mount_attacks_and_its_trigger_resolves() -> None:
    """CR 702.171a: tapping other creatures of total power 2 (a summoning-sick one too, 302.6
    limits only {T}) saddles the Mount; 702.171b: it attacks saddled, so "whenever ~ attacks
    while saddled" triggers (603.2) and it deals 3 + 2 = 5; at cleanup it is no longer saddled
    (514.2)."""
    state = turn(perm("grizzly", "A", mount(2)), perm("rider", "A", creature(2), sick=True))
    play(state, "activate grizzly 0")  # the one creature that can pay: chosen without asking
    assert state.permanents["rider"].tapped and not state.permanents["grizzly"].tapped
    resolve(state)
    assert state.permanents["grizzly"].saddled
    to(state, "declare_attackers")
    play(state, "attack grizzly=B")
    to(state, "declare_blockers").apply("block none")
    finish(state)
    assert state.players["B"].life == 15
    assert not state.permanents["grizzly"].saddled


@plays("Whenever Grizzly attacks while saddled, it gets +2/+2 until end of turn.")
def test_an_unsaddled_mount_attacks_without_the_trigger() -> None:
    """CR 702.171b, 603.2: not saddled as it attacks, "whenever ~ attacks while saddled"
    doesn't trigger: it deals its 3."""
    state = turn(perm("grizzly", "A", mount(2)), perm("rider", "A", creature(2)),
                 step=Step.BEGINNING_OF_COMBAT)
    to(state, "declare_attackers")
    play(state, "attack grizzly=B")
    to(state, "declare_blockers").apply("block none")
    finish(state)
    assert state.players["B"].life == 17


def test_the_mount_itself_never_pays_and_only_as_a_sorcery() -> None:
    """CR 702.171a: "other untapped creatures": the Mount's own power doesn't count, so with
    only a 1-power other creature saddle 2 can't be activated; and only as a sorcery (307.1):
    not in the beginning of combat step."""
    state = turn(perm("grizzly", "A", mount(2, power=5)), perm("kid", "A", creature(1)))
    assert not activatable(state, "A", "grizzly", 0)
    with pytest.raises(IllegalActionError):
        state.apply("activate grizzly 0")
    state = turn(perm("grizzly", "A", mount(2)), perm("rider", "A", creature(3)),
                 step=Step.BEGINNING_OF_COMBAT)
    assert not activatable(state, "A", "grizzly", 0)
    state = turn(perm("grizzly", "A", mount(2)), perm("a", "A", creature(1)),
                 perm("b", "A", creature(1)))
    assert activatable(state, "A", "grizzly", 0)
    play(state, "activate grizzly 0")
    assert legal(state) == ["crew a", "crew b"]  # never the Mount (702.171a)
    play(state, "crew a")  # 1 of 2: the last one, the only choice left, is tapped unasked
    assert state.permanents["b"].tapped and not state.permanents["grizzly"].tapped


def test_a_mount_that_leaves_is_a_new_object_not_saddled() -> None:
    """CR 702.171b, 400.7: saddled until it leaves the battlefield; the new object is not."""
    state = turn(perm("grizzly", "A", mount(1)), perm("rider", "A", creature(1)))
    play(state, "activate grizzly 0")
    resolve(state)
    assert state.permanents["grizzly"].saddled
    state.move("grizzly", Zone.HAND)
    assert not state.permanents["grizzly"].saddled


def saddle_board() -> GameState:
    return turn(perm("grizzly", "A", mount(3)), perm("a", "A", creature(1)),
                perm("b", "A", creature(2), sick=True), perm("c", "A", creature(3)),
                perm("d", "B", creature(2)))


@pytest.mark.parametrize("agent", ["default", "heuristic", "random"])
def test_every_policy_answers_the_saddle_choice(agent: str) -> None:
    """CR 702.171a, 601.2h: the policies answer the choice of creatures to tap; they reach the
    total, and the Mount is never among them."""
    policies: dict[str, Agent] = {"default": DefaultAgent(), "heuristic": HeuristicAgent(),
                                  "random": RandomAgent(np.random.default_rng(4))}
    policy = policies[agent]
    state = saddle_board()
    play(state, "activate grizzly 0")
    while state.decision is not None and state.decision.kind == "choose_crew":
        state.apply(policy.act(state, state.decision, state.legal_actions()))
    assert not state.permanents["grizzly"].tapped
    assert sum(state.power(p.id) for p in state.battlefield() if p.tapped) >= 3
    finish(state)


def test_the_conformance_checker_plays_saddle() -> None:
    """CR 702.171a: the conformance checker plays saddle's choices and checks each decision."""
    kinds: set[str] = set()
    for seed in range(8):
        kinds |= set(check(saddle_board(), np.random.default_rng(seed)).kinds)
    assert "choose_crew" in kinds, kinds


def test_the_heuristic_saddles_with_idle_creatures_and_attacks() -> None:
    """CR 702.171a, 302.6: in its precombat main phase the heuristic saddles its Mount with a
    summoning-sick creature (it couldn't attack anyway) and attacks with the saddled Mount."""
    state = turn(perm("grizzly", "A", mount(2)), perm("kid", "A", creature(2), sick=True))
    agent = HeuristicAgent()
    while state.decision is not None and state.step is not Step.DECLARE_BLOCKERS:
        state.apply(agent.act(state, state.decision, state.legal_actions()))
    assert state.permanents["grizzly"].saddled and state.permanents["kid"].tapped
    assert state.combat is not None and "grizzly" in state.combat.attackers
