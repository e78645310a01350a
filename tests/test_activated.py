"""Activated abilities read from Oracle text, honest about their costs (CR 602, 118, 119.4,
606.3): the engine activates what it can pay, and ``read_text`` lists the rest as not run.
Each supported shape is played: activated during a combat it decides."""

from __future__ import annotations

from typing import Any

import pytest
from played import plays

import mtgsim
from sim.model.errors import IllegalActionError
from sim.text import FULL, PARTIAL
from sim.text.oracle import read_text


def load(*permanents: dict[str, Any], attacks: dict[str, str], blocks: dict[str, str],
         actions: list[dict[str, Any]], mana: str = "{0}", b_mana: str = "{0}",
         ) -> mtgsim.GameState:
    return mtgsim.load({"active_player": "A",
                        "players": {"A": {"mana": mana}, "B": {"mana": b_mana}},
                        "permanents": list(permanents),
                        "combat": {"attacks": attacks, "blocks": blocks, "actions": actions}})


def creature(pid: str, controller: str, power: int, toughness: int, text: str = "",
             **fields: Any) -> dict[str, Any]:
    out = {"id": pid, "controller": controller, "power": power, "toughness": toughness,
           **fields}
    if text:
        out["text"] = text
    return out


def act(step: str, player: str, source: str, targets: list[str] | None = None
        ) -> dict[str, Any]:
    out: dict[str, Any] = {"step": step, "player": player, "activate": source}
    if targets:
        out["targets"] = targets
    return out


@plays("{T}: This creature deals 1 damage to any target.")
def test_a_pinger_finishes_a_blocker() -> None:
    """CR 602.2 and 120.3e: the {T} ability is activated in the combat damage step, after the 2/2
    attacker has marked 2 damage on the 2/3 blocker; the pinger's 1 damage is added to it, and the
    blocker, now with lethal damage, is destroyed (704.5g)."""
    state = load(creature("pinger", "A", 0, 1, "{T}: This creature deals 1 damage to any "
                          "target."), creature("bear", "A", 2, 2), creature("ogre", "B", 2, 3),
                 attacks={"bear": "B"}, blocks={"ogre": "bear"},
                 actions=[act("combat_damage", "A", "pinger", ["ogre"])])
    assert set(mtgsim.play(state).died) == {"bear", "ogre"}


@plays("{T}: Target creature gains flying until end of turn.")
@pytest.mark.parametrize("activated", [True, False])
def test_granting_flying_before_blocks_stops_a_ground_blocker(activated: bool) -> None:
    """CR 602.2, 611.2a and 702.9b: the ability gives the attacker flying until end of turn before
    blockers are declared, so the Wall (no flying or reach) can't block it and the scripted block is
    illegal; without the activation the block stands and B takes no damage."""
    actions = [act("declare_attackers", "A", "mage", ["bear"])] if activated else []
    state = load(creature("mage", "A", 0, 1, "{T}: Target creature gains flying until end "
                          "of turn."), creature("bear", "A", 2, 2), creature("wall", "B", 0, 4),
                 attacks={"bear": "B"}, blocks={"wall": "bear"}, actions=actions)
    if activated:
        with pytest.raises(IllegalActionError, match="wall"):
            mtgsim.play(state)
    else:
        assert mtgsim.play(state).life["B"] == 20


@plays("{B}: Regenerate this creature.")
def test_regeneration_saves_the_blocker() -> None:
    """CR 701.19a: '{B}: Regenerate this creature' sets up a shield; the lethal damage from the 3/3
    would destroy the 1/1 blocker, and instead its damage is removed and it is tapped, so nothing
    dies."""
    state = load(creature("skeleton", "B", 1, 1, "{B}: Regenerate this creature."),
                 creature("ogre", "A", 3, 3), attacks={"ogre": "B"},
                 blocks={"skeleton": "ogre"},
                 actions=[act("declare_blockers", "B", "skeleton")], b_mana="{B}")
    outcome = mtgsim.play(state)
    assert outcome.died == () and state.permanents["skeleton"].tapped


@plays("Sacrifice Mogg Fanatic: It deals 1 damage to any target.")
def test_sacrificing_itself_by_name() -> None:
    """CR 602.1 and 701.21a: 'Sacrifice <its own name>' is a cost the source pays by sacrificing
    itself (its name means itself, 201.5), so the ability is read as run; the fanatic is gone and
    its 1 damage finishes the 2/1 it blocked."""
    reading = read_text("Sacrifice Mogg Fanatic: It deals 1 damage to any target.",
                        "Mogg Fanatic")
    assert reading.status == FULL and reading.activated[0].cost.sacrifice
    state = load(creature("fanatic", "B", 1, 1, name="Mogg Fanatic",
                          text="Sacrifice Mogg Fanatic: It deals 1 damage to any target."),
                 creature("bear", "A", 2, 1), attacks={"bear": "B"},
                 blocks={"fanatic": "bear"},
                 actions=[act("declare_blockers", "B", "fanatic", ["bear"])])
    outcome = mtgsim.play(state)
    assert set(outcome.died) == {"fanatic", "bear"} and outcome.life["B"] == 20


@plays("{T}: Tap target creature.")
def test_tapping_a_would_be_blocker() -> None:
    """CR 602.2 and 509.1a: '{T}: Tap target creature' taps the Wall at the beginning of combat;
    only untapped creatures can block, so the attacker is unblocked and deals its 2."""
    state = load(creature("guard", "A", 1, 1, "{T}: Tap target creature."),
                 creature("bear", "A", 2, 2), creature("wall", "B", 0, 4),
                 attacks={"bear": "B"}, blocks={},
                 actions=[act("beginning_of_combat", "A", "guard", ["wall"])])
    outcome = mtgsim.play(state)
    assert outcome.life["B"] == 18 and state.permanents["wall"].tapped


@plays("Pay 2 life: This creature gets +1/+1 until end of turn.")
def test_paying_life() -> None:
    """CR 119.4 and 602.2: the cost 'Pay 2 life' is paid from A's life total (20 to 18), and the
    +1/+1 until end of turn (611.2a) makes the 3/3 knight kill the 2/3 blocker and survive."""
    text = "Pay 2 life: This creature gets +1/+1 until end of turn."
    state = load(creature("knight", "A", 2, 2, text), creature("ogre", "B", 2, 3),
                 attacks={"knight": "B"}, blocks={"ogre": "knight"},
                 actions=[act("declare_blockers", "A", "knight")])
    outcome = mtgsim.play(state)
    assert outcome.life["A"] == 18 and outcome.died == ("ogre",)


@plays("{1}: This creature gets +1/+0 until end of turn. Activate only once each turn.")
def test_once_each_turn_is_enforced() -> None:
    """CR 602.5b: an activated ability restricted to 'Activate only once each turn' is offered once;
    with mana for two, the second activation is not offered."""
    text = "{1}: This creature gets +1/+0 until end of turn. Activate only once each turn."
    state = load(creature("brute", "A", 2, 2, text), attacks={}, blocks={}, actions=[],
                 mana="{2}")
    offered = [str(a) for a in state.legal_actions()]
    assert any("activate brute" in a for a in offered)
    action = next(a for a in state.legal_actions() if "activate brute" in str(a))
    state.apply(action)
    assert not any("activate brute" in str(a) for a in state.legal_actions())
    assert state.players["A"].mana.total == 1


@pytest.mark.parametrize("text", [
    "{2}: This creature gets +1/+1 until end of turn. Activate only during your draw step.",
    "{2}, {Q}: Add one mana of any color.",  # a mana ability's {Q} (605.1a): not run
    "{1}, Sacrifice a white creature: This creature gains flying until end of turn.",
    "Sacrifice a creature, Sacrifice an artifact: This creature gets +2/+2 until end of turn.",
    "{1}: This creature gets +1/+1 until end of turn. Activate only if you've been attacked "
    "this turn."])
def test_abilities_the_engine_cannot_pay_or_activate_are_listed(text: str) -> None:
    reading = read_text(f"Flying\n{text}")
    assert reading.status == PARTIAL and reading.unsupported == (text,)


def test_an_ability_that_cannot_be_paid_is_never_offered() -> None:
    state = load(creature("brute", "A", 2, 2, "{1}, Discard a card: This creature gets "
                          "+2/+0 until end of turn.\n{2}: This creature gets +1/+1 until end "
                          "of turn. Activate only as a sorcery."),
                 attacks={}, blocks={}, actions=[], mana="{5}")
    assert not any("activate" in str(a) for a in state.legal_actions())
