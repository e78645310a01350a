"""Paying {X} as an ability resolves (CR 107.3, 118.12, 603.12): "you may pay {X}. If you do,
you gain X life", "you may pay {X}. When you do, this creature deals X damage to any target".
The controller chooses X among what they can pay (118.3), or not to pay; the X paid is the
ability's X, and the reflexive ability's (``sim.rules.x_payments``)."""

from __future__ import annotations

from typing import Any

from played import plays
from test_reflexive import cast, drive

from sim.model.objects import Zone

GAIN = "When this creature enters, you may pay {X}. If you do, you gain X life."
SHOCK = ("When this creature enters, you may pay {X}. When you do, this creature deals X "
         "damage to any target.")


def plains(n: int) -> tuple[dict[str, Any], ...]:
    return tuple({"id": f"plains{i}", "controller": "A", "name": "Plains", "types": ["Land"],
                  "supertypes": ["Basic"], "subtypes": ["Plains"]} for i in range(n))


def pay(x: str, offered: list[list[str]], target: str = "") -> Any:
    def pick(kind: str, actions: list[str]) -> str | None:
        if kind == "choose_quality":
            offered.append(actions)
            return next(a for a in actions if a.split()[-1] == x)
        if kind == "choose_target" and target:
            return next(a for a in actions if target in a)
        return None
    return pick


@plays(GAIN)
def test_paying_x_gains_that_much_life() -> None:
    """CR 107.3, 118.12: with three Plains A may pay 0 to 3 (118.3); paying 3 taps them and
    A gains 3 life; declining, A gains none and the lands stay untapped."""
    offered: list[list[str]] = []
    state = cast(GAIN, permanents=plains(3))
    drive(state, pay("3", offered))
    assert [a.split()[-1] for a in offered[0]] == ["0", "1", "2", "3", "no"]
    assert state.players["A"].life == 23
    assert all(state.permanents[f"plains{i}"].tapped for i in range(3))
    state = cast(GAIN, permanents=plains(3))
    drive(state, pay("no", []))
    assert state.players["A"].life == 20
    assert not any(state.permanents[f"plains{i}"].tapped for i in range(3))


@plays(SHOCK)
def test_the_reflexive_ability_deals_the_x_paid() -> None:
    """CR 603.12, 107.3: A pays X = 2; the reflexive ability, its target chosen as it is put
    on the stack (603.3d), deals 2 damage to B; declining, nothing triggers."""
    state = cast(SHOCK, permanents=plains(2))
    asked = drive(state, pay("2", [], target="B"))
    assert "choose_target" in asked and state.players["B"].life == 18
    state = cast(SHOCK, permanents=plains(2))
    asked = drive(state, pay("no", [], target="B"))
    assert "choose_target" not in asked and state.players["B"].life == 20
    assert state.permanents["ripper"].zone is Zone.BATTLEFIELD


def test_x_has_no_bound_but_the_mana() -> None:
    """CR 107.3, 118.3: X may be any amount its controller can pay — with 45 Plains, 45 is
    offered (no other bound), and paying it gains 45 life."""
    offered: list[list[str]] = []
    state = cast(GAIN, permanents=plains(45))
    drive(state, pay("45", offered))
    assert offered[0][-2].split()[-1] == "45" and state.players["A"].life == 65
