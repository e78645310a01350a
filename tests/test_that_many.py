""""That many" after a trigger on combat damage to a player (CR 603.2, 120.3, 510.1;
``DRAW_THAT_MANY``, ``sim.text.that_much``, ``sim.rules.event_amounts``): "whenever ~ deals
combat damage to a player, draw that many cards" counts only the combat damage it dealt to
that player — not what trample assigned to a blocker."""

from __future__ import annotations

from typing import Any

from played import plays
from test_event_triggers import creature, life

import mtgsim
from sim import GameState
from sim.engine.agents import DefaultAgent
from sim.model.actions import YES, Action
from sim.model.decisions import Decision, DecisionKind, LegalActions
from sim.model.programs import DRAW_THAT_MANY
from sim.text.oracle import read_triggered
from sim.text.render import round_trips

DRAW = "Whenever Scholar deals combat damage to a player, draw that many cards."


def attack(permanents: list[dict[str, Any]], blocks: dict[str, str] | None = None,
           accept: bool = False) -> GameState:
    """A's turn, its Scholar attacking B (blocked as ``blocks`` says), played (``accept``: A
    first answers "yes" to a "you may"); both libraries of 10 cards."""
    state = mtgsim.load({"active_player": "A",
                         "players": {"A": {"library": 10}, "B": {"library": 10}},
                         "permanents": permanents,
                         "combat": {"attacks": {"scholar": "B"}, "blocks": blocks or {}}})
    mtgsim.play(state, {"A": _Yes()} if accept else None)
    return state


class _Yes(DefaultAgent):
    """The default policy, saying yes to a "you may" (CR 603.5)."""

    def act(self, state: GameState, decision: Decision, legal: LegalActions) -> Action:
        """"yes" to a ``choose_optional``; else the default policy's answer."""
        if decision.kind == DecisionKind.CHOOSE_OPTIONAL:
            return YES
        return super().act(state, decision, legal)


def hand(state: GameState) -> int:
    """The cards A drew: its library had 10."""
    return 10 - len(state.players["A"].library)


@plays("Whenever Scholar deals combat damage to a player, draw that many cards.",
       "Whenever Scholar deals combat damage to a player, you may draw that many cards.")
def test_the_combat_damage_dealt_to_the_player_is_drawn() -> None:
    """CR 603.2, 120.3, 510.1: the unblocked 3/3 Scholar deals 3 combat damage to B, and A
    draws 3; with trample, blocked by a 1/1, it assigns 1 to the blocker and 2 to B (702.19b):
    A draws 2, not 3; blocked by a 0/5 wall without trample, no damage to a player, no
    trigger (and no cards). "You may draw that many cards" (603.5): A says yes, and draws 2."""
    scholar = creature("scholar", text=DRAW, power=3, toughness=3)
    state = attack([scholar])
    assert (hand(state), life(state, "B")) == (3, 17)
    trampler = creature("scholar", text="Trample\n" + DRAW, power=3, toughness=3)
    cub = creature("cub", "B", power=1, toughness=1)
    state = attack([trampler, cub], {"cub": "scholar"})
    assert (hand(state), life(state, "B")) == (2, 18)
    wall = creature("wall", "B", power=0, toughness=5)
    assert hand(attack([scholar, wall], {"wall": "scholar"})) == 0
    may = creature("scholar", text="Whenever Scholar deals combat damage to a player, you may "
                   "draw that many cards.", power=2, toughness=2)
    assert hand(attack([may], accept=True)) == 2


def test_that_many_is_read_after_combat_damage_to_a_player() -> None:
    """CR 603.2: "draw that many cards" is read (and rendered back) after "whenever ~ deals
    combat damage to a player" (a creature deals combat damage to one player a step, 510.1),
    not after "whenever ~ deals damage to a player" (once per player, its damage perhaps
    dealt to several at once) nor after a trigger with no amount."""
    read = read_triggered("Whenever ~ deals combat damage to a player, draw that many cards.",
                          "Scholar")
    assert read is not None and read.program is not None and not read.program.unsupported
    [draw] = read.program.ops
    assert (draw.verb, draw.x) == (DRAW_THAT_MANY, True)
    assert round_trips(DRAW, read, "Scholar")
    for text in ("Whenever ~ deals damage to a player, draw that many cards.",
                 "Whenever ~ attacks, draw that many cards."):
        other = read_triggered(text, "Scholar")
        assert other is not None and other.program is not None and other.program.unsupported
