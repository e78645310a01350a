""""After this combat phase, there is an additional combat phase" (CR 500.8) after a trigger
that triggers and resolves only in a combat phase besides an attack's: combat damage's (510.2,
"whenever ~ deals combat damage to a player"), a block's (509.1, "whenever ~ becomes blocked";
``sim.text.after_phase_text``)."""

from __future__ import annotations

from played import plays
from test_event_triggers import creature

import mtgsim
from sim.text import read_card
from sim.text.render import round_trips

RAZER = ("Whenever Razer deals combat damage to a player, untap each creature you control. After "
         "this combat phase, there is an additional combat phase.")


@plays("Whenever ~ deals combat damage to a player, untap each creature you control. After this "
       "combat phase, there is an additional combat phase.")
def test_each_combat_damage_adds_a_combat_phase() -> None:
    """CR 510.2, 500.8: Razer (3/4) and Bears (2/2) deal B 5 in each combat; each time Razer's
    trigger untaps them and adds a combat phase after this one, so B (20) loses in A's first
    turn, after four combats (704.5a)."""
    state = mtgsim.load({"active_player": "A", "step": "precombat main",
                         "players": {"A": {}, "B": {}},
                         "permanents": [creature("razer", text=RAZER, power=3, toughness=4),
                                        creature("bears")]})
    while not state.is_terminal():
        decision = state.decision
        assert decision is not None
        if decision.kind == "declare_attackers":
            ready = [p for p in ("razer", "bears") if not state.permanents[p].tapped]
            state.apply("attack " + " ".join(f"{p}=B" for p in ready) if ready
                        else "attack none")
        else:
            state.apply(state.legal_actions()[0])
    assert state.turn == 1 and state.players["B"].lost
    attacks = [e for e in state.events if e.kind == "attacks" and e["attacker"] == "razer"]
    assert len(attacks) == 4


def test_a_block_trigger_adds_a_combat_phase_and_renders_back() -> None:
    """CR 509.1, 500.8: read after "whenever ~ becomes blocked" and written back either way."""
    text = ("Whenever Mole becomes blocked, untap each creature you control. After this combat "
            "phase, there is an additional combat phase.")
    reading = read_card(text, "Mole")
    assert reading.status == "full", reading.unsupported
    assert all(round_trips(said, model, "Mole") for said, model in reading.clauses)
