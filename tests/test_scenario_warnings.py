"""Scenario files that would silently do nothing get a warning naming the field: an attachment
cycle (CR 301.5c, 303.4d: nothing is attached to what is attached to it) and a
``replacement_order`` name that can name no effect of the file (CR 616.1)."""

from __future__ import annotations

from typing import Any

import mtgsim


def _aura(pid: str, attached_to: str) -> dict[str, Any]:
    return {"id": pid, "controller": "A", "name": pid, "types": ["Enchantment"],
            "subtypes": ["Aura"], "attached_to": attached_to}


def test_an_attachment_cycle_is_warned_once() -> None:
    scenario = mtgsim.scenario({"players": {"A": {}, "B": {}}, "permanents": [
        {"id": "bear", "controller": "A", "card": "Grizzly Bears"},
        _aura("x", "y"), _aura("y", "x"), _aura("z", "bear")]})
    cycles = [w for w in scenario.warnings if "cycle" in w]
    assert cycles == ["permanents[1].attached_to: the attachments form a cycle (x -> y -> x); "
                      "a permanent can't be attached to what is attached to it (CR 301.5c, "
                      "303.4d)"]


def test_no_warning_for_a_plain_attachment() -> None:
    scenario = mtgsim.scenario({"players": {"A": {}, "B": {}}, "permanents": [
        {"id": "bear", "controller": "A", "card": "Grizzly Bears"}, _aura("z", "bear")]})
    assert not [w for w in scenario.warnings if "cycle" in w]


def test_an_unknown_replacement_order_name_is_warned() -> None:
    scenario = mtgsim.scenario({
        "players": {"A": {}, "B": {}},
        "permanents": [{"id": "jace", "controller": "B", "card": "Grizzly Bears"}],
        "damage_effects": [{"name": "shield", "kind": "prevent", "to": "B", "amount": 2}],
        "replacement_order": ["shield", "jace: protection from R", "typo effect"]})
    orders = [w for w in scenario.warnings if w.startswith("replacement_order")]
    assert orders == ["replacement_order: 'typo effect' names no effect of this file (a "
                      "damage_effects entry's name, or \"<permanent id>: <ability>\" of a "
                      "permanent here); it will never apply"]
