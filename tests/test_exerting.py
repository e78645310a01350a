"""Exert as a cost (CR 701.43a; ``sim.model.cost_parts`` ``EXERT``, ``sim.rules.exerting``):
"{W}, {T}, Exert ~: ..." — paid as the ability is activated (602.2b), the source won't untap
during its controller's next untap step and "whenever you exert a creature" triggers."""

from __future__ import annotations

from typing import Any

from played import plays

import mtgsim
from sim.model.events import Exerted
from sim.model.keywords import Kw
from sim.model.objects import Step, Zone

CAT = "{W}, {T}, Exert Sovereign: Create a 1/1 white Cat creature token with lifelink."
PING = "{T}, Exert Paincaster: Paincaster deals 1 damage to target creature."


def load(*permanents: dict[str, Any], mana: str = "{W}") -> mtgsim.GameState:
    """A's precombat main phase of turn 1, played until the end of the game (turn 3)."""
    state = mtgsim.load({"active_player": "A", "step": "precombat main", "until": "end of game",
                         "turn_limit": 3,
                         "players": {"A": {"mana": mana, "library": 5},
                                     "B": {"mana": "{0}", "library": 5}},
                         "permanents": list(permanents)})
    state.record_events = True
    return state


def creature(pid: str, name: str, text: str = "", **fields: Any) -> dict[str, Any]:
    out: dict[str, Any] = {"id": pid, "name": name, "controller": "A", "power": 2,
                           "toughness": 2, **fields}
    if text:
        out["text"] = text
    return out


def activate(state: mtgsim.GameState, source: str, target: str = "") -> None:
    """A activates ``source``'s ability (at ``target``); both pass until it resolved."""
    state.apply(next(a for a in state.legal_actions() if f"activate {source}" in str(a)))
    while state.stack or (state.decision is not None
                          and str(state.decision.kind) != "priority"):
        actions = [str(a) for a in state.legal_actions()]
        if target and f"target {target}" in actions:
            state.apply(f"target {target}")
        else:
            pays = [a for a in actions if a.startswith("pay")]
            state.apply(pays[0] if pays else "pass" if "pass" in actions else actions[0])


def to_next_turn(state: mtgsim.GameState) -> None:
    """Both pass (no attack, no block) until A's next turn's precombat main phase (its untap
    step passed, 502.3)."""
    while not (state.turn == 3 and state.step is Step.PRECOMBAT_MAIN):
        actions = [str(a) for a in state.legal_actions()]
        state.apply(next((a for a in ("pass", "attack none", "block none") if a in actions),
                         actions[0]))


def tokens(state: mtgsim.GameState, name: str) -> list[str]:
    return [p.id for p in state.battlefield() if p.token and p.card.name == name]


@plays("{W}, {T}, Exert Sovereign: Create a 1/1 white Cat creature token with lifelink.")
def test_exerting_as_a_cost_keeps_it_tapped_through_the_next_untap_step() -> None:
    """CR 701.43a, 602.2b: the cost taps and exerts the Sovereign and the Cat is created
    with lifelink; during A's next untap step (502.3) the Sovereign stays tapped while
    another tapped creature of A's untaps."""
    state = load(creature("sov", "Sovereign", CAT),
                 creature("ox", "Ox", tapped=True))
    activate(state, "sov")
    [cat] = tokens(state, "Cat Token")
    assert state.permanents[cat].card.keywords & Kw.LIFELINK
    assert [e.permanent for e in state.events if isinstance(e, Exerted)] == ["sov"]
    assert state.permanents["sov"].tapped and state.has("sov", Kw.DOESNT_UNTAP)
    to_next_turn(state)
    assert state.permanents["sov"].tapped and not state.permanents["ox"].tapped
    assert not state.has("sov", Kw.DOESNT_UNTAP)  # 701.43a: only the next untap step


@plays("{T}, Exert Paincaster: Paincaster deals 1 damage to target creature.",
       "Whenever you exert a creature, you gain 2 life.")
def test_exerting_as_a_cost_triggers_whenever_you_exert() -> None:
    """CR 701.43a, 603.2: paying "exert ~" is exerting it: "whenever you exert a creature"
    triggers (A gains 2) and the 1 damage kills B's 1/1."""
    state = load(creature("pc", "Paincaster", PING),
                 creature("sv", "Survivor", "Whenever you exert a creature, you gain 2 life."),
                 {"id": "elf", "controller": "B", "power": 1, "toughness": 1}, mana="{0}")
    activate(state, "pc", target="elf")
    assert state.permanents["elf"].zone is Zone.GRAVEYARD
    assert state.players["A"].life == 22
    assert state.has("pc", Kw.DOESNT_UNTAP)
