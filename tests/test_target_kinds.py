"""A spell's own cost reduction for a target of a kind (CR 601.2f after 601.2c;
``sim.rules.target_kinds``): "this spell costs {2} less to cast if it targets a black
permanent | a blue permanent you don't control | a legendary creature you control | a creature
with flying | a Spider" — its total cost is determined once its targets are chosen."""

from __future__ import annotations

from typing import Any

from played import plays

import mtgsim
from sim.model.events import CostPaid
from sim.text import FULL, read_card


def spell(clause: str, effect: str = "Destroy target permanent.") -> dict[str, Any]:
    """A sorcery costing {3}{B}: ``clause``, then ``effect`` — read whole."""
    text = f"{clause}\n{effect}"
    reading = read_card(text, "Probe", ("Sorcery",))
    assert reading.status == FULL, reading.unsupported
    return {"name": "Probe", "types": ["Sorcery"], "cost": "{3}{B}", "text": text}


def permanent(pid: str, controller: str, colors: list[str], creature: bool = True,
              text: str = "", subtypes: list[str] | None = None,
              legendary: bool = False) -> dict[str, Any]:
    out: dict[str, Any] = {"id": pid, "controller": controller, "name": pid.title(),
                           "types": ["Creature" if creature else "Enchantment"],
                           "colors": colors, "subtypes": subtypes or [],
                           "supertypes": ["Legendary"] if legendary else []}
    if creature:
        out.update(power=2, toughness=2)
    if text:
        out["text"] = text
    return out


def options_and_paid(card: dict[str, Any], mana: str, board: list[dict[str, Any]],
                     target: str) -> tuple[set[str], int]:
    """The targets A may choose for ``card`` with ``mana``, and the mana paid with
    ``target``."""
    state = mtgsim.load({"active_player": "A", "step": "precombat main", "permanents": board,
                         "players": {"A": {"hand": [card], "mana": mana}, "B": {}}})
    state.apply('cast "A:hand:1"')
    assert state.decision is not None
    options = set(state.decision.options)
    state.apply(f"target {target}")
    while state.stack:
        state.apply("pass")
    return options, sum(e.amount for e in state.events if isinstance(e, CostPaid))


@plays("This spell costs {2} less to cast if it targets a black permanent.")
def test_less_for_a_black_target() -> None:
    """CR 601.2f, 105.2: with {1}{B} only the black enchantment may be targeted (the green
    one would leave {3}{B} to pay, 601.2g); with {3}{B} the green one costs it all."""
    card = spell("This spell costs {2} less to cast if it targets a black permanent.")
    board = [permanent("shade", "B", ["B"], creature=False),
             permanent("elk", "B", ["G"], creature=False)]
    assert options_and_paid(card, "{1}{B}", board, "shade") == ({"shade"}, 2)
    assert options_and_paid(card, "{3}{B}", board, "elk")[1] == 4


@plays("This spell costs {2} less to cast if it targets a blue permanent you don't control.")
def test_less_for_an_opponents_blue_target() -> None:
    """CR 601.2f: B's blue creature makes it cheaper; A's own blue creature doesn't."""
    card = spell("This spell costs {2} less to cast if it targets a blue permanent you don't "
                 "control.")
    board = [permanent("theirs", "B", ["U"]), permanent("mine", "A", ["U"])]
    assert options_and_paid(card, "{1}{B}", board, "theirs") == ({"theirs"}, 2)


@plays("This spell costs {2} less to cast if it targets a legendary creature you control.")
def test_less_for_your_legendary_creature() -> None:
    """CR 601.2f, 205.4a: A's legendary creature, not B's, nor A's nonlegendary one."""
    card = spell("This spell costs {2} less to cast if it targets a legendary creature you "
                 "control.", "Target creature gets +2/+2 until end of turn.")
    board = [permanent("hero", "A", ["G"], legendary=True),
             permanent("rival", "B", ["G"], legendary=True), permanent("bear", "A", ["G"])]
    assert options_and_paid(card, "{1}{B}", board, "hero") == ({"hero"}, 2)


@plays("This spell costs {1} less to cast if it targets a creature with flying.",
       "This spell costs {2} less to cast if it targets a Spider.")
def test_less_for_a_flier_or_a_spider() -> None:
    """CR 601.2f, 702.9: a creature with flying; 205.3m: a Spider."""
    flier = spell("This spell costs {1} less to cast if it targets a creature with flying.")
    board = [permanent("bird", "B", ["W"], text="Flying"), permanent("bear", "B", ["G"])]
    assert options_and_paid(flier, "{2}{B}", board, "bird") == ({"bird"}, 3)
    spider = spell("This spell costs {2} less to cast if it targets a Spider.",
                   "Target creature gets +2/+2 until end of turn.")
    board = [permanent("weaver", "A", ["G"], subtypes=["Spider"]),
             permanent("bear", "A", ["G"])]
    assert options_and_paid(spider, "{1}{B}", board, "weaver") == ({"weaver"}, 2)
