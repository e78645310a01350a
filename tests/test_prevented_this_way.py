""""You gain life equal to the damage prevented this way" (CR 615.1a, 608.2c, 119.3;
``sim.rules.prevented_this_way``): each prevention effect the instruction before it made gives
its controller that much life as it prevents damage — later, when damage is prevented, and
only the damage it prevents."""

from __future__ import annotations

from played import plays
from test_prevention import shield_combat
from test_reflexive import bear, drive
from test_stack import finish

import mtgsim
from sim import GameState
from sim.model.events import DamageDealt
from sim.text import read_card
from sim.text.oracle import FULL

GLOW = ("Prevent the next 3 damage that would be dealt to any target this turn. You gain life "
        "equal to the damage prevented this way.")


def play_out(damage: int, target: str = "pal", text: str = GLOW) -> GameState:
    """A (10 life) casts Candles' Glow on ``target``, then a sorcery dealing ``damage`` to
    A's creature."""
    glow = {"id": "glow", "name": "Candles' Glow", "types": ["Instant"], "cost": "{0}",
            "text": text}
    bolt = {"id": "bolt", "name": "Blast", "types": ["Sorcery"], "cost": "{0}",
            "text": f"Blast deals {damage} damage to target creature."}
    state = mtgsim.load({
        "active_player": "A", "until": "end of turn",
        "players": {"A": {"hand": [glow, bolt], "life": 10}, "B": {}},
        "permanents": [bear("pal", "A", toughness=9), bear("foe", "B", toughness=9)],
        "combat": {"attacks": {}, "actions": [
            {"step": "precombat_main", "player": "A", "cast": "glow"}]}})
    state.apply("cast glow")
    cast: list[str] = []

    def pick(kind: str, actions: list[str]) -> str | None:
        if kind == "choose_target":  # Blast's: always A's creature
            return f"target {target}" if not cast else "target pal"
        if "cast bolt" in actions and not cast:
            cast.append("bolt")
            return "cast bolt"
        return None
    drive(state, pick)
    return state


def dealt(state: GameState, to: str) -> int:
    """The damage dealt to ``to`` (marked damage is removed in the cleanup step, 514.2)."""
    return sum(e.amount for e in state.events if isinstance(e, DamageDealt) and e.target == to)


@plays("Prevent the next 3 damage that would be dealt to any target this turn. You gain life "
       "equal to the damage prevented this way.")
def test_life_is_gained_as_the_damage_is_prevented() -> None:
    """CR 615.1a, 615.7, 119.3: the shield on A's creature prevents 3 of Blast's 5 damage (2
    is dealt) and A gains 3 as it does; of 2 damage it prevents 2, A gains 2."""
    state = play_out(5)
    assert dealt(state, "pal") == 2 and state.players["A"].life == 13
    state = play_out(2)
    assert dealt(state, "pal") == 0 and state.players["A"].life == 12


def test_no_damage_prevented_no_life() -> None:
    """CR 615.1a, 119.3: the shield is on B's creature and the damage goes to A's: nothing is
    prevented, no life is gained."""
    state = play_out(5, target="foe")
    assert state.players["A"].life == 10 and dealt(state, "pal") == 5


def test_read_only_right_after_a_prevention() -> None:
    """CR 608.2c: after a draw "the damage prevented this way" names nothing: not read."""
    assert read_card(GLOW, "Candles' Glow", ("Instant",)).status == FULL
    assert read_card("Draw a card. You gain life equal to the damage prevented this way.",
                     "Probe", ("Instant",)).status != FULL


REVERSE = ("The next time a source of your choice would deal damage to you this turn, prevent "
           "that damage. You gain life equal to the damage prevented this way.")


@plays("The next time a source of your choice would deal damage to you this turn, prevent that "
       "damage. You gain life equal to the damage prevented this way.")
def test_a_chosen_source_s_damage_prevented_gives_that_much_life() -> None:
    """CR 609.7a, 615.1a, 119.3: B chooses the attacking Hill Giant; its 3 combat damage to B
    is prevented and B gains 3, the Bears' 2 are dealt: 20 - 2 + 3 = 21."""
    state = finish(shield_combat(REVERSE, "source a1"))
    assert state.players["B"].life == 21 and not state.damage_effects


FAITH = ("Prevent the next 3 damage that would be dealt to target creature this turn. For each 1 "
         "damage prevented this way, put a +1/+1 counter on that creature.")


@plays("Prevent the next 3 damage that would be dealt to target creature this turn. For each 1 "
       "damage prevented this way, put a +1/+1 counter on that creature.")
def test_counters_for_the_damage_prevented() -> None:
    """CR 615.1a, 122.1: the shield prevents 3 of Blast's 5 damage to A's creature, which gets
    three +1/+1 counters as it does (2 is dealt); no life is gained."""
    state = play_out(5, text=FAITH)
    assert dealt(state, "pal") == 2 and state.players["A"].life == 10
    assert state.permanents["pal"].counters == {"+1/+1": 3}
