"""Dying replaced by exile (CR 614.1a, 614.6; ``sim.rules.exile_instead``): "if a creature
dealt damage by ~ this turn would die, exile it instead" (Frostwielder), a static ability's
replacement effect while ~ is on the battlefield, for the creatures it dealt damage to this
turn; and "exile it if it would die" effects on sacrifice."""

from __future__ import annotations

from typing import Any

from played import plays

import mtgsim
from sim.model.objects import Zone

WIELDER = ("If a creature dealt damage by Wielder this turn would die, exile it instead.\n"
           "{T}: Wielder deals 1 damage to any target.")


def body(pid: str, controller: str, power: int, toughness: int, text: str = "",
         **fields: Any) -> dict[str, Any]:
    out = {"id": pid, "controller": controller, "name": pid.title(), "power": power,
           "toughness": toughness, **fields}
    if text:
        out["text"] = text
    return out


def game(*permanents: dict[str, Any], actions: list[dict[str, Any]],
         hand: list[dict[str, Any]] | None = None) -> mtgsim.GameState:
    return mtgsim.load({
        "active_player": "A", "until": "end of turn",
        "players": {"A": {"hand": hand or []}, "B": {}},
        "permanents": list(permanents), "combat": {"attacks": {}, "actions": actions}})


def ping(target: str) -> dict[str, Any]:
    return {"step": "precombat_main", "player": "A", "activate": "wielder",
            "targets": [target]}


KILL = {"id": "kill", "name": "Kill", "types": ["Sorcery"], "cost": "{0}",
        "text": "Destroy target creature."}


@plays("If a creature dealt damage by ~ this turn would die, exile it instead.")
def test_a_creature_it_pinged_is_exiled_instead_of_dying() -> None:
    """CR 614.1a, 704.5g: the Wielder deals 1 damage to B's 1/1; lethal damage would destroy
    it, and it is exiled instead (no ``Died``)."""
    state = game(body("wielder", "A", 1, 2, WIELDER), body("elf", "B", 1, 1),
                 actions=[ping("elf")])
    assert mtgsim.play(state).died == ()
    assert state.permanents["elf"].zone is Zone.EXILE


def test_the_effect_lasts_the_turn_and_reaches_only_what_it_damaged() -> None:
    """CR 614.1a, 614.6: B's 3/3, dealt 1 damage by the Wielder, is destroyed later the same
    turn and exiled instead; in another game the 3/3 is not pinged (B is) and, destroyed, it
    dies."""
    pinged = game(body("wielder", "A", 1, 2, WIELDER), body("troll", "B", 3, 3),
                  actions=[ping("troll"), {"step": "precombat_main", "player": "A",
                                           "cast": "kill", "targets": ["troll"]}],
                  hand=[KILL])
    assert mtgsim.play(pinged).died == ()
    assert pinged.permanents["troll"].zone is Zone.EXILE
    other = game(body("wielder", "A", 1, 2, WIELDER), body("troll", "B", 3, 3),
                 actions=[ping("B"), {"step": "precombat_main", "player": "A",
                                      "cast": "kill", "targets": ["troll"]}],
                 hand=[dict(KILL)])
    assert mtgsim.play(other).died == ("troll",)


def test_a_sacrificed_creature_it_damaged_is_exiled() -> None:
    """CR 701.21a, 700.4, 614.1a: sacrificing a creature is its dying; B's 3/3 the Wielder
    damaged this turn, sacrificed by B, is exiled instead."""
    state = game(body("wielder", "A", 1, 2, WIELDER),
                 body("troll", "B", 3, 3, "Sacrifice this creature: You gain 1 life."),
                 actions=[ping("troll"), {"step": "postcombat_main", "player": "B",
                                          "activate": "troll"}])
    mtgsim.play(state)
    assert state.permanents["troll"].zone is Zone.EXILE


@plays("All creatures get -2/-2 until end of turn. If a creature would die this turn, exile "
       "it instead.")
def test_every_creature_that_would_die_this_turn_is_exiled() -> None:
    """CR 614.1a, 611.2a: both 2/2s, at toughness 0, would be put into their owners'
    graveyards and are exiled instead; the 4/4, destroyed later the same turn, is exiled too
    (the rule covers every creature for the rest of the turn)."""
    cry = {"id": "cry", "name": "Cry", "types": ["Sorcery"], "cost": "{0}",
           "text": "All creatures get -2/-2 until end of turn. If a creature would die this "
                   "turn, exile it instead."}
    state = game(body("bears", "A", 2, 2), body("elf", "B", 2, 2), body("wurm", "B", 4, 4),
                 actions=[{"step": "precombat_main", "player": "A", "cast": "cry"},
                          {"step": "precombat_main", "player": "A", "cast": "kill",
                           "targets": ["wurm"]}], hand=[cry, KILL])
    assert mtgsim.play(state).died == ()
    assert all(state.permanents[p].zone is Zone.EXILE for p in ("bears", "elf", "wurm"))
