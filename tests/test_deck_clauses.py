"""Clauses that kept real decks (``benchmarks/decks``) from running fully, each played in a
game: "other artifact creatures you control get +1/+1" (Modern Affinity's Master of Etherium,
CR 611.3, 205.2a), ...
"""

from __future__ import annotations

from typing import Any

from played import plays

import mtgsim
from sim import GameState


def creature(pid: str, controller: str, power: int, toughness: int, text: str = "",
             **fields: Any) -> dict[str, Any]:
    """A creature on the battlefield (a scenario's permanent)."""
    out: dict[str, Any] = {"id": pid, "controller": controller, "power": power,
                           "toughness": toughness, **fields}
    if text:
        out["text"] = text
    return out


def load(*permanents: dict[str, Any], attacks: dict[str, str] | None = None,
         blocks: dict[str, str] | None = None, active: str = "A") -> GameState:
    """A two-player board (``active``'s turn), its combat scripted when given."""
    data: dict[str, Any] = {"active_player": active,
                            "players": {p: {"life": 20} for p in ("A", "B")},
                            "permanents": list(permanents)}
    if attacks is not None:
        data["combat"] = {"attacks": attacks, "blocks": blocks or {}}
    return mtgsim.load(data)


# --- "artifact creatures" as a lord's subject (CR 611.3, 205.2a) ------------------------------

@plays("Other artifact creatures you control get +1/+1.")
def test_other_artifact_creatures_you_control_get_a_bonus() -> None:
    """CR 611.3a, 613.4c and 205.2a: the lord pumps its controller's other creatures that are
    artifacts: the 1/1 artifact Thopter becomes 2/2 and trades with the blocking Bears; the
    plain 1/1 creature, B's artifact creature and the lord itself are unchanged."""
    lord = "Other artifact creatures you control get +1/+1."
    state = load(creature("master", "A", 1, 1, lord, types=["Artifact", "Creature"]),
                 creature("thopter", "A", 1, 1, types=["Artifact", "Creature"]),
                 creature("squire", "A", 1, 1),
                 creature("theirs", "B", 1, 1, types=["Artifact", "Creature"]),
                 creature("bear", "B", 2, 2),
                 attacks={"thopter": "B"}, blocks={"bear": "thopter"})
    assert [state.power(p) for p in ("master", "thopter", "squire", "theirs")] == [1, 2, 1, 1]
    outcome = mtgsim.play(state)
    assert set(outcome.died) == {"thopter", "bear"}
