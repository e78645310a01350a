"""A planeswalker that becomes a creature until end of turn "that's still a planeswalker" (CR
205.1b: it keeps its card type; 613.1d, 613.4b), its loyalty ability also preventing "all
damage that would be dealt to him this turn" (615.1a; "him": the planeswalker itself, as
"it" would be, 608.2c); and an ability word with no rules meaning, "jump" (207.2c)."""

from __future__ import annotations

from played import plays
from test_becoming import board, end_turn

import mtgsim
from sim.model.keywords import Kw
from sim.model.objects import LOYALTY

GIDEON = ("[0]: Until end of turn, Gideon becomes a 4/4 Human Soldier creature with "
          "indestructible that's still a planeswalker. Prevent all damage that would be dealt "
          "to him this turn.")
JUMP = "Jump — During your turn, Jumper has flying."


@plays(GIDEON)
def test_gideon_attacks_as_a_creature_and_is_dealt_no_damage() -> None:
    """CR 205.1b, 606.3, 615.1a, 120.3c-e: Gideon becomes a 4/4 indestructible Human Soldier
    planeswalker creature; it attacks, B's 5/5 blocks: the blocker is dealt 4 damage, Gideon
    none (no damage marked, no loyalty counter removed). After the turn it is a planeswalker
    only."""
    gideon = {"id": "gid", "controller": "A", "name": "Gideon", "types": ["Planeswalker"],
              "loyalty": 3, "counters": {"loyalty": 3}, "text": GIDEON}
    state = board(gideon, {"id": "ogre", "controller": "B", "power": 5, "toughness": 5})
    state.apply("activate gid 0")  # (resolved: A's next decision is the attack, 606.3)
    while str(state.decision.kind) != "declare_attackers":  # type: ignore[union-attr]
        state.apply("pass")
    card = state.permanents["gid"].card
    assert set(card.types) == {"Planeswalker", "Creature"} and \
        set(card.subtypes) == {"Human", "Soldier"}
    assert (state.power("gid"), state.toughness("gid")) == (4, 4)
    assert state.has("gid", Kw.INDESTRUCTIBLE)
    state.apply("attack gid=B")
    while str(state.decision.kind) != "declare_blockers":  # type: ignore[union-attr]
        state.apply("pass")
    state.apply("block ogre=gid")
    while state.step.value != "end of combat" and state.decision is not None:
        actions = [str(a) for a in state.legal_actions()]
        state.apply("pass" if "pass" in actions else actions[0])
    gid = state.permanents["gid"]
    assert gid.damage == 0 and gid.counters.get(LOYALTY) == 3
    dealt = [(e.target, e.amount) for e in state.events if type(e).__name__ == "DamageDealt"]
    assert dealt == [("ogre", 4)]  # (and none to Gideon: prevented, 615.1a)
    end_turn(state)
    assert state.permanents["gid"].card.types == ("Planeswalker",)


@plays(JUMP)
def test_an_ability_word_jump() -> None:
    """CR 207.2c, 611.3a: "jump —" has no meaning: during its controller's turn the creature
    has flying."""
    jumper = {"id": "jumper", "controller": "A", "name": "Jumper", "power": 1,
              "toughness": 1, "text": JUMP}
    assert board(jumper).has("jumper", Kw.FLYING)
    theirs = mtgsim.load({"active_player": "B", "step": "upkeep", "until": "end of turn",
                          "players": {"A": {}, "B": {}}, "permanents": [jumper]})
    assert not theirs.has("jumper", Kw.FLYING)
