"""Keywords of issue 29's keyword family (h-kw) that stand for triggered abilities with
tokens (``sim.model.keyword_verbs``): mobilize N (CR 702.181a) — N 1/1 red Warrior tokens
tapped and attacking (508.4), sacrificed at the beginning of the next end step by one delayed
triggered ability about them all (603.7a, 603.7c)."""

from __future__ import annotations

from typing import Any

from played import plays

import mtgsim
from sim.model.events import AbilityTriggered, DamageDealt, Sacrificed
from sim.model.objects import Zone
from sim.text import FULL, read_card

MOBILIZE = ("Mobilize 3 (Whenever this creature attacks, create three tapped and attacking 1/1 "
            "red Warrior creature tokens. Sacrifice them at the beginning of the next end "
            "step.)")


def turn(permanents: list[dict[str, Any]]) -> mtgsim.GameState:
    """A's turn 1 from its beginning of combat, played to the end of the turn."""
    return mtgsim.load({
        "active_player": "A", "step": "beginning of combat", "until": "end of game",
        "turn_limit": 1, "permanents": permanents,
        "players": {"A": {"library": 10}, "B": {"library": 10}}})


def beast(text: str) -> dict[str, Any]:
    assert read_card(text, "Packbeasts").status == FULL
    return {"id": "p1", "controller": "A", "name": "Packbeasts", "power": 0, "toughness": 4,
            "text": "Vigilance\n" + text}


def play_out(state: mtgsim.GameState, block: str = "block none") -> None:
    """A attacks B with p1; B blocks as told; everything else passes."""
    while state.decision is not None:
        kind = state.decision.kind
        if kind == "declare_attackers":
            state.apply("attack p1=B")
        elif kind == "declare_blockers":
            state.apply(block)
        else:
            legal = [str(a) for a in state.legal_actions()]
            state.apply("pass" if "pass" in legal else legal[0])


def warriors(state: mtgsim.GameState) -> list[str]:
    return [p.id for p in state.permanents.values() if p.token]


@plays("Mobilize 3")
def test_mobilize_tokens_attack_and_are_sacrificed_at_the_end_step() -> None:
    """CR 702.181a, 508.4: three 1/1 Warriors enter tapped and attacking B and deal 3; one
    delayed triggered ability (603.7a) sacrifices all three at the beginning of the end step
    (701.21a), and they cease to exist (704.5d)."""
    state = turn([beast(MOBILIZE)])
    play_out(state)
    assert state.players["B"].life == 17
    assert sorted(e.source for e in state.events if isinstance(e, DamageDealt)) == \
        ["A:token:1", "A:token:2", "A:token:3"]
    sacrificed = [(str(e.step), e.permanent) for e in state.events if isinstance(e, Sacrificed)]
    assert [s for s, _ in sacrificed] == ["end"] * 3
    delayed = [e for e in state.events if isinstance(e, AbilityTriggered)
               and "delayed" in e.ability]
    assert len(delayed) == 1  # one ability for them all
    assert not any(p.zone is Zone.BATTLEFIELD for p in state.permanents.values() if p.token)
    assert state.permanents["p1"].zone is Zone.BATTLEFIELD


def test_a_token_that_died_is_not_sacrificed_again() -> None:
    """CR 603.7c, 704.5d: a Warrior blocked by a 2/2 dies; the delayed ability sacrifices
    only the one left."""
    state = turn([beast("Mobilize 2"),
                  {"id": "b1", "controller": "B", "name": "Bear", "power": 2,
                   "toughness": 2}])
    play_out(state, 'block b1="A:token:1"')
    assert state.players["B"].life == 19
    assert [e.permanent for e in state.events if isinstance(e, Sacrificed)] == ["A:token:2"]


HASTY = ("When this creature enters, create two 1/1 red Goblin creature tokens with haste. "
         "Exile them at the beginning of the next end step.")


@plays("When this creature enters, create two 1/1 red Goblin creature tokens with haste. "
       "Exile them at the beginning of the next end step.")
def test_exile_them_exiles_every_token_made() -> None:
    """CR 603.7a, 603.7c: "them" is both tokens the instruction before created; one delayed
    ability exiles both at the beginning of the end step (406.2)."""
    from sim.model.events import Exiled
    assert read_card(HASTY, "Caller").status == FULL
    state = mtgsim.load({
        "active_player": "A", "step": "precombat main", "until": "end of game",
        "turn_limit": 1, "permanents": [],
        "players": {"A": {"hand": [{"name": "Caller", "types": ["Creature"], "cost": "{R}",
                                    "power": 1, "toughness": 1, "text": HASTY}],
                          "mana": "{R}", "library": 10}, "B": {"library": 10}}})
    state.apply('cast "A:hand:1"')
    while state.decision is not None:
        legal = [str(a) for a in state.legal_actions()]
        state.apply("pass" if "pass" in legal else "attack none" if "attack none" in legal
                    else legal[0])
    exiled = [(str(e.step), e.permanent) for e in state.events if isinstance(e, Exiled)]
    assert sorted(exiled) == [("end", "A:token:1"), ("end", "A:token:2")], exiled


# --- myriad (702.116a) --------------------------------------------------------------------

MYRIAD = ("Myriad (Whenever this creature attacks, for each opponent other than defending "
          "player, you may create a token that's a copy of this creature that's tapped and "
          "attacking that player or a planeswalker they control. Exile the tokens at end of "
          "combat.)")


def myriad_game(players: tuple[str, ...]) -> mtgsim.GameState:
    assert read_card(MYRIAD, "Banshee").status == FULL
    return mtgsim.load({
        "active_player": "A", "step": "beginning of combat", "until": "end of game",
        "turn_limit": 1,
        "permanents": [{"id": "m1", "controller": "A", "name": "Banshee", "power": 3,
                        "toughness": 2, "text": MYRIAD}],
        "players": {p: {"library": 10} for p in players}})


def attack_with_myriad(state: mtgsim.GameState, answers: dict[str, str]) -> list[str]:
    """A attacks B with m1; each myriad choice answered from ``answers`` (by the first
    option, the opponent); returns the kinds of decisions met."""
    kinds = []
    while state.decision is not None:
        d = state.decision
        kinds.append(d.kind)
        if d.kind == "declare_attackers":
            state.apply("attack m1=B")
        elif d.kind == "declare_blockers":
            state.apply("block none")
        elif d.kind == "choose_attacked":
            state.apply(f"attacked {answers[d.options[0]]}")
        else:
            legal = [str(a) for a in state.legal_actions()]
            state.apply("pass" if "pass" in legal else legal[0])
    return kinds


@plays("Myriad")
def test_myriad_copies_attack_each_other_opponent_and_are_exiled() -> None:
    """CR 702.116a, 508.4, 707.2: A attacks B with the 3/2 in a four-player game; for C a
    token copy attacks C, for D A declines: C loses 3, D nothing; the copy is exiled at end of
    combat (603.7a, 511.2)."""
    from sim.model.events import Exiled
    state = myriad_game(("A", "B", "C", "D"))
    kinds = attack_with_myriad(state, {"C": "C", "D": "none"})
    assert kinds.count("choose_attacked") == 2
    assert state.players["B"].life == 17 and state.players["C"].life == 17
    assert state.players["D"].life == 20
    from sim.model.events import Entered
    entered = [(e.permanent, e.attacking) for e in state.events if isinstance(e, Entered)]
    assert entered == [("A:token:1", "C")]
    assert state.last_known["A:token:1"].card.name == "Banshee"  # a copy (707.2)
    exiled = [(str(e.step), e.permanent) for e in state.events if isinstance(e, Exiled)]
    assert exiled == [("end of combat", "A:token:1")]
    assert "A:token:1" not in state.permanents or \
        state.permanents["A:token:1"].zone is not Zone.BATTLEFIELD


def test_myriad_does_nothing_with_two_players() -> None:
    """CR 702.116a: in a two-player game there is no opponent other than defending player:
    no choice, no token, no delayed trigger."""
    state = myriad_game(("A", "B"))
    kinds = attack_with_myriad(state, {})
    assert "choose_attacked" not in kinds
    assert not [p for p in state.permanents.values() if p.token]
    assert state.players["B"].life == 17 and not state.delayed


def test_myriad_conforms() -> None:
    """The checker plays random three-player games from A's combat with a myriad creature,
    answering myriad's ``choose_attacked`` decision (702.116a) by every policy's rules."""
    import numpy as np

    from sim.testing.checker import check
    kinds: set[str] = set()
    for seed in range(6):
        kinds |= check(myriad_game(("A", "B", "C")), np.random.default_rng(seed)).kinds
    assert "choose_attacked" in kinds, kinds
