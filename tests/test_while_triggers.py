"""Trigger events with a state as they happen (CR 603.2, 603.4; ``sim.text.while_triggers``):
"whenever ~ attacks while you control a token | a creature with power 4 or greater". The
state is checked as the event happens only: the ability doesn't trigger without it, and once
triggered it resolves even if the state has ended (unlike an intervening "if", 603.4)."""

from __future__ import annotations

import pytest
from played import plays
from test_event_triggers import combat, creature, in_hand, life, renders_back

import mtgsim
from sim.text import read_card

TOKEN = "Whenever Warrenguard attacks while you control a token, Warrenguard gets +2/+0 until " \
        "end of turn."
POWER = "Whenever Goblin attacks while you control a creature with power 4 or greater, " \
        "Goblin gets +1/+1 until end of turn."


@pytest.mark.parametrize("line", [
    "Whenever Scout attacks while you control a token, Scout gets +2/+0 until end of turn.",
    "Whenever Scout attacks while you control a creature with power 4 or greater, Scout gets "
    "+1/+1 and gains menace until end of turn.",
])
def test_each_condition_renders_back(line: str) -> None:
    """CR 603.1: the condition is read whole and renders back to its text."""
    renders_back(line)


def test_a_state_with_an_if_of_its_own_is_not_read() -> None:
    """A "while" trigger whose effect has an intervening "if" too, a state the reader
    doesn't know, or one naming the zone of the source itself (an ability functioning from
    the graveyard, CR 113.6), is not claimed."""
    for line in ("Whenever X attacks while you control a token, if you control an artifact, "
                 "X gets +1/+1 until end of turn.",
                 "Whenever X attacks while you frobnicate, X gets +1/+1 until end of turn.",
                 "Whenever a Dragon you control dies while X is in your graveyard, return X "
                 "from your graveyard to the battlefield."):
        assert read_card(line, "X").unsupported


@plays("Whenever Warrenguard attacks while you control a token, Warrenguard gets +2/+0 until "
       "end of turn.")
def test_checked_as_it_attacks_only() -> None:
    """CR 603.2 vs 603.4: A controls an artifact token as Warrenguard attacks, so the ability
    triggers; A then destroys the token (the spell resolves first) and the ability still
    resolves: Warrenguard (2/2) deals 4. Without a token it doesn't trigger: 2."""
    guard = creature("warrenguard", text=TOKEN)
    clue = {"id": "clue", "controller": "A", "name": "Clue", "types": ["Artifact"],
            "token": True}
    shatter = in_hand("shatter", "Destroy all artifacts.", types=("Instant",))
    state = combat([guard, clue], {"warrenguard": "B"}, hand=[shatter],
                   actions=[{"step": "declare_attackers", "player": "A", "cast": "shatter"}])
    assert "clue" not in state.permanents or state.permanents["clue"].zone.value != \
        "battlefield"
    assert life(state, "B") == 16
    alone = combat([creature("warrenguard", text=TOKEN)], {"warrenguard": "B"})
    assert life(alone, "B") == 18


@plays("Whenever Goblin attacks while you control a creature with power 4 or greater, Goblin "
       "gets +1/+1 until end of turn.")
def test_while_you_control_a_big_creature() -> None:
    """CR 603.2: with A's 4/4 on the battlefield (not attacking) the Goblin (2/2) attacks and
    gets +1/+1: 3 damage; with a 3/3 instead it doesn't trigger: 2."""
    goblin = creature("goblin", text=POWER)
    big = creature("big", power=4, toughness=4)
    state = combat([goblin, big], {"goblin": "B"})
    assert life(state, "B") == 17
    small = combat([creature("goblin", text=POWER), creature("mid", power=3, toughness=3)],
                   {"goblin": "B"})
    assert life(small, "B") == 18


VOGAR = "Whenever another creature dies during your turn, you gain 1 life."


def _fight(active: str) -> int:
    """``active``'s combat: A's Bears attack B (or B's Ogre attacks A) and are blocked and
    killed; the watcher is A's. A's life after."""
    watcher = creature("vogar", text=VOGAR, power=0, toughness=1)
    attacker = creature("att", active)
    wall = creature("wall", "B" if active == "A" else "A", power=3, toughness=3)
    state = mtgsim.load({"active_player": active, "players": {"A": {}, "B": {}},
                         "permanents": [watcher, attacker, wall],
                         "combat": {"attacks": {"att": "B" if active == "A" else "A"},
                                    "blocks": {"wall": "att"}, "actions": []}})
    mtgsim.play(state)
    assert "att" in state.outcome().died
    return life(state)


@plays("Whenever another creature dies during your turn, you gain 1 life.")
def test_during_your_turn() -> None:
    """CR 500.1, 603.2: a creature dying on A's turn triggers A's ability (1 life); one dying
    on B's turn doesn't."""
    assert _fight("A") == 21
    assert _fight("B") == 20
