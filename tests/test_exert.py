"""Exert (CR 701.43): "You may exert ~ as it attacks. When you do, ..." — its controller
chooses, as it is declared an attacker, whether to exert it (a ``choose_optional`` decision
after the attack declaration, one per such attacker, ``sim.rules.combat``); an exerted
permanent won't untap during its controller's next untap step (701.43a-b), and "when you do"
is a reflexive triggered ability (603.12) on the ``Exerted`` event, as is "whenever you exert a
creature"."""

from __future__ import annotations

import numpy as np
import pytest
from played import plays
from test_stack import card, finish, perm, play, to

from ai.heuristic import HeuristicAgent
from ai.random_policy import RandomAgent
from sim import CardDef, GameState, Player, Step
from sim.engine.agents import Agent, DefaultAgent
from sim.model.abilities import EXERTS
from sim.model.events import Exerted
from sim.model.keywords import Kw
from sim.model.mana import Mana
from sim.model.objects import Duration, Span
from sim.testing.checker import check
from sim.text import FULL, read_card
from sim.text.render import text as rendered

BRAWLER = "You may exert Brawler as it attacks. When you do, it gets +2/+2 until end of turn."
PLAIN = "You may exert Brawler as it attacks."
SURVIVOR = "Whenever you exert a creature, you gain 2 life."


def brawler(text: str = BRAWLER, extra: str = "") -> CardDef:
    """An inline 2/2 "Brawler" with ``text``, read in full."""
    made = card("Brawler", power=2, toughness=2, text=f"{extra}\n{text}".strip())
    assert not made.unsupported, made.unsupported
    return made


def board(*cards: tuple[str, CardDef]) -> GameState:
    """A's turn from the beginning of combat with ``cards`` (id, card) on A's side, not
    started."""
    players = {p: Player(p, mana=Mana()) for p in ("A", "B")}
    objects = [perm(pid, "A", c) for pid, c in cards]
    state = GameState(players, {o.id: o for o in objects}, ("A", "B"), "A",
                      step=Step.BEGINNING_OF_COMBAT, span=Span.TURN, seed=1)
    state.record_events = True
    return state


def attack(*cards: tuple[str, CardDef]) -> GameState:
    """``board``, started and stopped at the attack declaration."""
    return to(board(*cards).start(), "declare_attackers")


def test_exert_abilities_are_read_and_rendered_back() -> None:
    """CR 701.43a, 603.12: "you may exert ~ as it attacks. When you do, ..." is a triggered
    ability on exerting ~; "whenever you exert a creature" one on exerting any creature of its
    controller's; "you may exert ~ as it attacks" alone only gives the choice."""
    reading = read_card(f"{BRAWLER} (An exerted creature won't untap during your next untap "
                        "step.)", "Brawler")
    assert reading.status == FULL
    (ability,) = reading.triggered
    assert (ability.event, ability.subject) == ("Exerted", "self")
    assert rendered(ability) == "you may exert ~ as it attacks. when you do, ~ gets +2/+2 " \
        "until end of turn"
    reading = read_card(f"{PLAIN}\n{SURVIVOR}", "Brawler")
    assert reading.status == FULL
    assert [(t.event, t.subject) for t in reading.triggered] == [("Exerted", "you")]
    assert (EXERTS, "") in brawler(PLAIN).params


@plays("You may exert Brawler as it attacks. When you do, it gets +2/+2 until end of turn.")
def test_an_exerted_attacker_triggers_and_stays_tapped() -> None:
    """CR 701.43a: A exerts the Brawler as it attacks: "when you do" triggers (603.12) and
    resolves, making it 4/4, so B takes 4; it won't untap during A's next untap step (502.3:
    "doesn't untap" until that step has passed)."""
    state = attack(("b1", brawler()))
    play(state, "attack b1=B")
    d = state.decision
    assert d is not None and d.kind == "choose_optional" and d.creature == "b1"
    assert "701.43a" in d.prompt
    play(state, "yes")
    assert [e.permanent for e in state.events if isinstance(e, Exerted)] == ["b1"]
    finish(state)
    assert state.players["B"].life == 16
    assert state.permanents["b1"].tapped and state.has("b1", Kw.DOESNT_UNTAP)
    assert [e.duration for e in state.effects if "b1" in e.affected and e.add] == [
        Duration.NEXT_UNTAP]


@plays("You may exert Brawler as it attacks. When you do, it gets +2/+2 until end of turn.")
def test_an_attacker_not_exerted_neither_triggers_nor_stays_tapped() -> None:
    """CR 701.43a: declining, nothing triggers (603.12: "when you do" only when done): B takes
    2 and the Brawler will untap as usual (no "doesn't untap")."""
    state = attack(("b1", brawler()))
    play(state, "attack b1=B", "no")
    finish(state)
    assert state.players["B"].life == 18
    assert not state.has("b1", Kw.DOESNT_UNTAP)
    assert not any(isinstance(e, Exerted) for e in state.events)


@plays("You may exert Brawler as it attacks.", "Whenever you exert a creature, you gain 2 life.")
def test_exerting_a_vigilant_creature_triggers_whenever_you_exert() -> None:
    """CR 701.43b: a permanent can be exerted even if it's not tapped (vigilance, 702.20b):
    it still won't untap during the next untap step; "whenever you exert a creature" of
    another creature A controls triggers (603.2): A gains 2. A creature that doesn't attack
    is never asked about (701.43a: as it attacks)."""
    state = attack(("b1", brawler(PLAIN, "Vigilance")), ("s1", brawler(SURVIVOR)),
                   ("b2", brawler(PLAIN)))
    play(state, "attack b1=B")
    assert state.decision is not None and state.decision.creature == "b1"
    play(state, "yes")
    assert state.decision is not None and state.decision.kind != "choose_optional"
    finish(state)
    assert state.players["A"].life == 22 and state.players["B"].life == 18
    assert not state.permanents["b1"].tapped and state.has("b1", Kw.DOESNT_UNTAP)
    assert not state.has("b2", Kw.DOESNT_UNTAP)


@plays("You may exert Brawler as it attacks.")
def test_each_exerting_attacker_is_asked_in_turn() -> None:
    """CR 701.43a: each attacker that may be exerted is asked about, one at a time; only the
    exerted one won't untap."""
    state = attack(("b1", brawler(PLAIN)), ("b2", brawler(PLAIN)))
    play(state, "attack b1=B b2=B")
    asked = []
    for answer in ("no", "yes"):
        assert state.decision is not None and state.decision.kind == "choose_optional"
        asked.append(state.decision.creature)
        play(state, answer)
    assert asked == ["b1", "b2"]
    finish(state)
    assert not state.has("b1", Kw.DOESNT_UNTAP) and state.has("b2", Kw.DOESNT_UNTAP)


@pytest.mark.parametrize("agent", ["default", "heuristic", "random"])
def test_every_policy_answers_the_exert_choice(agent: str) -> None:
    """CR 701.43a: the default, heuristic and random policies answer "exert ~ as it attacks?"
    and the conformance checker accepts the decision; the play ends."""
    policies: dict[str, Agent] = {"default": DefaultAgent(), "heuristic": HeuristicAgent(),
                                  "random": RandomAgent(np.random.default_rng(3))}
    state = attack(("b1", brawler()))
    play(state, "attack b1=B")
    policy = policies[agent]
    while state.decision is not None:
        state.apply(policy.act(state, state.decision, state.legal_actions()))
    assert state.players["B"].life in (16, 18)


def test_the_conformance_checker_accepts_the_exert_choice() -> None:
    """CR 701.43a: random plays of a board with an exerting attacker meet the interface's
    invariants (listed answers, clones, replays, ``to_dict`` round trips), asking it."""
    kinds: set[str] = set()
    for seed in range(4):
        kinds |= set(check(board(("b1", brawler())), np.random.default_rng(seed)).kinds)
    assert "choose_optional" in kinds
