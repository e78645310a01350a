"""Kicker costs paid with objects or life (CR 702.33a, 118.8; ``sim.rules.kicker_paid``):
"Kicker—Sacrifice a land.", "Kicker—Pay 3 life.", "Kicker—{1}{R}, Sacrifice a land." —
kicking is announced as the spell is cast (601.2b), offered only when the whole kicker cost
can be paid, its objects chosen (601.2h) and given up with the other costs; the spell is
kicked (702.33d)."""

from __future__ import annotations

from typing import Any

import pytest
from played import plays

import mtgsim
from sim.model.decisions import DecisionKind
from sim.model.events import CostPaid, LifeLost, Sacrificed
from sim.model.objects import Zone
from sim.text import FULL, read_card

BEARS = {"id": "bears", "controller": "A", "name": "Bears", "power": 2, "toughness": 2}
ELF = {"id": "elf", "controller": "A", "name": "Elf", "power": 1, "toughness": 1}
ROCK = {"id": "rock", "controller": "A", "name": "Rock", "types": ["Artifact"], "cost": "{1}"}
GAIN = "Target creature gets +1/+1 until end of turn. If this spell was kicked, you gain 5 life."


def land(pid: str) -> dict[str, Any]:
    """A basic Mountain A controls."""
    return {"id": pid, "controller": "A", "name": "Mountain", "types": ["Land"],
            "subtypes": ["Mountain"], "supertypes": ["Basic"]}


def spell(kicker: str) -> dict[str, Any]:
    """An instant with ``kicker``: +1/+1, and 5 life when kicked."""
    return {"name": "Boon", "types": ["Instant"], "cost": "{G}", "text": f"{kicker}\n{GAIN}"}


def game(kicker: str, permanents: list[dict[str, Any]], mana: str = "{G}",
         life: int = 20) -> mtgsim.GameState:
    """A, in their precombat main phase with ``mana``, holds the spell with ``kicker``."""
    return mtgsim.load({"active_player": "A", "step": "precombat main",
                        "permanents": [BEARS, *permanents],
                        "players": {"A": {"hand": [spell(kicker)], "mana": mana,
                                          "life": life}, "B": {}}})


def resolve(state: mtgsim.GameState) -> None:
    """Pass until the stack is empty."""
    while state.stack:
        state.apply("pass")


def options(state: mtgsim.GameState) -> tuple[str, ...]:
    """The options of the decision asked now (a cost choice)."""
    decision = state.decision
    assert decision is not None and decision.kind is DecisionKind.CHOOSE_COST
    return decision.options


@pytest.mark.parametrize("kicker", ["Kicker—Sacrifice a land.", "Kicker—Pay 3 life.",
                                    "Kicker—{1}{R}, Sacrifice a land.",
                                    "Kicker—Sacrifice an artifact or creature.",
                                    "Kicker—Return a creature you control to its owner's hand.",
                                    "Kicker—Discard a creature card."])
def test_kicker_costs_are_read_whole(kicker: str) -> None:
    """CR 702.33a, 118.8: the kicker cost paid with objects or life is read and rendered
    back."""
    reading = read_card(f"{kicker}\n{GAIN}", "Boon", ("Instant",))
    assert reading.status == FULL, reading.unsupported


@plays("Kicker—Sacrifice a land.", "If this spell was kicked, you gain 5 life.")
@pytest.mark.parametrize("kick", [True, False])
def test_a_land_is_sacrificed_to_kick(kick: bool) -> None:
    """CR 601.2b: kicking is announced (kicked / not kicked); 601.2h: kicked, the land is
    chosen among A's lands and sacrificed as the costs are paid (701.21a); 702.33d: only the
    kicked spell gains the life. Not kicked, no land is asked for and none is sacrificed."""
    state = game("Kicker—Sacrifice a land.", [land("m1"), land("m2")])
    state.apply('cast "A:hand:1"')
    assert options(state) == ("kicked", "not kicked")
    state.apply(f'cost "{"kicked" if kick else "not kicked"}"')
    state.apply("target bears")
    if kick:
        assert set(options(state)) == {"m1", "m2"}
        state.apply("cost m2")
    resolve(state)
    assert state.permanents["m2"].zone is (Zone.GRAVEYARD if kick else Zone.BATTLEFIELD)
    assert state.permanents["m1"].zone is Zone.BATTLEFIELD
    assert any(isinstance(e, Sacrificed) for e in state.events) is kick
    assert state.players["A"].life == (25 if kick else 20)


def test_no_land_no_kicker_choice() -> None:
    """CR 601.2b: a player can't announce a cost they can't pay: with no land to sacrifice the
    spell is cast unkicked, no kicker choice asked (the target comes first)."""
    state = game("Kicker—Sacrifice a land.", [])
    state.apply('cast "A:hand:1"')
    assert state.decision is not None and state.decision.kind is DecisionKind.CHOOSE_TARGET
    state.apply("target bears")
    resolve(state)
    assert state.players["A"].life == 20


@plays("Kicker—Sacrifice two lands.")
def test_two_lands_are_sacrificed_together() -> None:
    """CR 601.2h, 701.21a: "sacrifice two lands" is paid with two of A's lands chosen
    together; with one land the kicker can't be paid and isn't offered (601.2b)."""
    state = game("Kicker—Sacrifice two lands.", [land("m1"), land("m2"), land("m3")])
    state.apply('cast "A:hand:1"')
    state.apply('cost "kicked"')
    state.apply("target bears")
    assert set(options(state)) == {"m1, m2", "m1, m3", "m2, m3"}
    state.apply('cost "m1, m3"')
    resolve(state)
    zones = [state.permanents[m].zone for m in ("m1", "m2", "m3")]
    assert zones == [Zone.GRAVEYARD, Zone.BATTLEFIELD, Zone.GRAVEYARD]
    assert state.players["A"].life == 25
    state = game("Kicker—Sacrifice two lands.", [land("m1")])
    state.apply('cast "A:hand:1"')
    assert state.decision is not None and state.decision.kind is DecisionKind.CHOOSE_TARGET


@plays("Kicker—Sacrifice an artifact or creature.")
def test_an_artifact_or_creature_is_sacrificed() -> None:
    """CR 601.2h: the objects offered are A's artifacts and creatures (not a land); the one
    chosen is sacrificed (701.21a)."""
    state = game("Kicker—Sacrifice an artifact or creature.", [ELF, ROCK, land("m1")])
    state.apply('cast "A:hand:1"')
    state.apply('cost "kicked"')
    state.apply("target bears")
    assert set(options(state)) == {"bears", "elf", "rock"}
    state.apply("cost rock")
    resolve(state)
    assert state.permanents["rock"].zone is Zone.GRAVEYARD
    assert state.players["A"].life == 25


@plays("Kicker—Pay 3 life.")
@pytest.mark.parametrize("life, offered", [(20, True), (3, True), (2, False)])
def test_life_pays_the_kicker(life: int, offered: bool) -> None:
    """CR 118.8, 119.4: the kicker cost is 3 life, paid as the spell is cast; a player can
    pay life only if their life total is at least that much (3 life at 3: yes, and A, at 0,
    loses the game, 704.5a; at 2: the kicker isn't offered, 601.2b). From 20, A ends at
    20 - 3 + 5."""
    state = game("Kicker—Pay 3 life.", [], life=life)
    state.apply('cast "A:hand:1"')
    if not offered:
        assert state.decision is not None and \
            state.decision.kind is DecisionKind.CHOOSE_TARGET
        return
    state.apply('cost "kicked"')
    state.apply("target bears")
    assert options(state) == ("pay 3 life",)
    state.apply('cost "pay 3 life"')
    [paid] = [e for e in state.events if isinstance(e, LifeLost)]
    assert paid.amount == 3 and "paid" in paid.reason
    if life == 3:  # 704.5a: at 0 life A loses before the spell resolves
        assert state.players["A"].lost and state.players["A"].life == 0
        return
    resolve(state)
    assert state.players["A"].life == life + 2


@plays("Kicker—{1}{R}, Sacrifice a land.")
def test_mana_and_a_land_pay_the_kicker() -> None:
    """CR 601.2f: the kicker's mana is added to the total cost ({G} + {1}{R}: three mana
    paid); 601.2g-h: the mana is paid first, so the Mountain is tapped for mana and then
    sacrificed; without enough mana ({G} and the Mountain) the kicker is not offered
    (601.2b)."""
    state = game("Kicker—{1}{R}, Sacrifice a land.", [land("m1")], mana="{G}{R}")
    state.apply('cast "A:hand:1"')
    state.apply('cost "kicked"')
    state.apply("target bears")
    state.apply("cost m1")
    resolve(state)
    assert sum(e.amount for e in state.events if isinstance(e, CostPaid)) == 3
    assert state.permanents["m1"].zone is Zone.GRAVEYARD
    assert state.players["A"].life == 25
    state = game("Kicker—{1}{R}, Sacrifice a land.", [land("m1")], mana="{G}")
    state.apply('cast "A:hand:1"')
    assert state.decision is not None and state.decision.kind is DecisionKind.CHOOSE_TARGET


@plays("Kicker—Return a creature you control to its owner's hand.")
def test_a_creature_returns_to_kick() -> None:
    """CR 601.2h: the creature chosen returns to its owner's hand as the cost is paid (a new
    object, 400.7)."""
    state = game("Kicker—Return a creature you control to its owner's hand.", [ELF])
    state.apply('cast "A:hand:1"')
    state.apply('cost "kicked"')
    state.apply("target bears")
    state.apply("cost elf")
    resolve(state)
    assert state.permanents["elf"].zone is Zone.HAND
    assert state.players["A"].life == 25
