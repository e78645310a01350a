"""What a creature can or must do in combat this turn, an instruction's modification until end of
turn (CR 611.2a; ``sim.text.combat_now_rules``): "all creatures able to block target creature
this turn do so" (509.1c), "~ can block an additional creature this turn" (509.1a), "~ can attack
this turn as though it didn't have defender" (702.3b)."""

from __future__ import annotations

from typing import Any

import pytest
from played import plays
from test_activated import act, creature, load

import mtgsim
from sim.model.errors import IllegalActionError
from sim.text import read_card
from sim.text.render import round_trips


def _lured(blocks: dict[str, str]) -> mtgsim.GameState:
    scent = {"id": "scent", "name": "Scent", "types": ["Instant"], "cost": "{0}",
             "text": "All creatures able to block target creature this turn do so."}
    return mtgsim.load({
        "active_player": "A", "players": {"A": {"hand": [scent]}, "B": {}},
        "permanents": [creature("bear", "A", 2, 2), creature("w1", "B", 0, 4),
                       creature("w2", "B", 0, 4)],
        "combat": {"attacks": {"bear": "B"}, "blocks": blocks, "actions": [
            {"step": "declare_attackers", "player": "A", "cast": "scent",
             "targets": ["bear"]}]}})


@plays("All creatures able to block target creature this turn do so.")
def test_every_creature_able_to_block_the_target_must_block_it() -> None:
    """CR 509.1c, 611.2a: cast on the attacking Bear, each of B's two Walls able to block it
    must: no block, or one Wall alone, breaks a requirement; both blocking it is legal."""
    for blocks in ({}, {"w1": "bear"}):
        with pytest.raises(IllegalActionError, match="509.1c"):
            mtgsim.play(_lured(blocks))
    assert mtgsim.play(_lured({"w1": "bear", "w2": "bear"})).life["B"] == 20


def _archers(activated: bool, blocks: dict[str, Any]) -> mtgsim.GameState:
    archers = creature("archers", "B", 1, 4,
                       "{0}: Archers can block an additional creature this turn.", name="Archers")
    actions = [act("declare_attackers", "B", "archers")] if activated else []
    return load(archers, creature("b1", "A", 2, 2), creature("b2", "A", 2, 2),
                attacks={"b1": "B", "b2": "B"}, blocks=blocks, actions=actions)


@plays("{0}: ~ can block an additional creature this turn.")
def test_an_activated_ability_lets_its_creature_block_two_attackers() -> None:
    """CR 509.1a, 602.2, 611.2a: the 1/4 blocks only one creature; after its ability resolves in
    the declare attackers step it blocks both 2/2 attackers (B takes no damage)."""
    with pytest.raises(IllegalActionError):
        mtgsim.play(_archers(False, {"archers": ["b1", "b2"]}))
    assert mtgsim.play(_archers(True, {"archers": ["b1", "b2"]})).life["B"] == 20


@plays("{0}: ~ can attack this turn as though it didn't have defender.")
def test_a_defender_attacks_after_its_ability_resolves() -> None:
    """CR 702.3b, 508.1a, 611.2a: the 3/4 with defender can't attack; its ability activated in the
    beginning of combat step lets it attack this turn (B goes to 17)."""
    def wall(activated: bool) -> mtgsim.GameState:
        text = "Defender\n{0}: Wall can attack this turn as though it didn't have defender."
        return load(creature("wall", "A", 3, 4, text, name="Wall"), attacks={"wall": "B"},
                    blocks={}, actions=[act("beginning_of_combat", "A", "wall")] if activated
                    else [])
    with pytest.raises(IllegalActionError):
        mtgsim.play(wall(False))
    assert mtgsim.play(wall(True)).life["B"] == 17


def test_the_combat_modifications_render_back() -> None:
    """CR 509.1a, 509.1c: each reading is written back to its clause."""
    for text in ("Target creature can block any number of creatures this turn.",
                 "Target creature gets +3/+3 until end of turn. All creatures able to block it "
                 "this turn do so."):
        reading = read_card(text, "Testling", ("Instant",))
        assert reading.status == "full", reading.unsupported
        assert all(round_trips(said, model, "Testling") for said, model in reading.clauses)


def _wrapped(blocks: dict[str, str]) -> mtgsim.GameState:
    wrap = {"id": "wrap", "name": "Wrap", "types": ["Sorcery"], "cost": "{0}",
            "text": "Wrap deals 1 damage to each of up to two target creatures. Those creatures "
                    "can't block this turn."}
    return mtgsim.load({
        "active_player": "A", "players": {"A": {"hand": [wrap]}, "B": {}},
        "permanents": [creature("bear", "A", 2, 2), creature("w1", "B", 0, 4),
                       creature("w2", "B", 0, 4), creature("w3", "B", 0, 4)],
        "combat": {"attacks": {"bear": "B"}, "blocks": blocks, "actions": [
            {"step": "precombat_main", "player": "A", "cast": "wrap",
             "targets": ["w1", "w2"]}]}})


@plays("~ deals 1 damage to each of up to two target creatures. Those creatures can't block "
       "this turn.")
def test_those_creatures_are_every_target_the_phrase_chose() -> None:
    """CR 608.2c, 509.1b, 601.2c: both Walls chosen are dealt 1 damage and can't block this
    turn; the third, not chosen, still can."""
    for blocks in ({"w1": "bear"}, {"w2": "bear"}):
        with pytest.raises(IllegalActionError, match="509.1b"):
            mtgsim.play(_wrapped(blocks))
    state = mtgsim.play(_wrapped({"w3": "bear"}))
    assert state.life["B"] == 20
