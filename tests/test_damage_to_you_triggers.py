"""Trigger conditions about damage dealt to you or by your sources (CR 120.1, 120.3, 510.2,
603.2; ``sim.text.life_trigger_rules``, ``sim.rules.life_triggers``), played in games:
"whenever you're dealt [combat] damage" and "whenever combat damage is dealt to you" (once for
the damage dealt at once, "that many" its total), "whenever a source [an opponent controls]
deals damage to you" (once per source), "whenever a source you control [other than ~] deals
damage to an opponent"."""

from __future__ import annotations

import pytest
from played import plays
from test_event_triggers import BEARS, casts, combat, creature, in_hand, life, renders_back

import mtgsim


@pytest.mark.parametrize("line", [
    "Whenever you're dealt damage, put that many +1/+1 counters on Scout.",
    "When you're dealt combat damage, sacrifice Scout.",
    "Whenever combat damage is dealt to you, you gain 1 life.",
    "Whenever a source deals damage to you, you gain 1 life.",
    "Whenever a source an opponent controls deals damage to you, that player sacrifices a "
    "permanent.",
    "Whenever a source you control deals damage to an opponent, you gain 1 life.",
    "Whenever a source you control other than Scout deals damage to an opponent, you gain 1 "
    "life.",
])
def test_each_condition_renders_back(line: str) -> None:
    """CR 603.1: the condition is read whole and renders back to its text."""
    renders_back(line)


@plays("Whenever you're dealt damage, put that many +1/+1 counters on ~.",
       "Whenever a source deals damage to you, you gain 1 life.",
       "Whenever a source an opponent controls deals damage to you, that player loses 1 life.",
       "Whenever combat damage is dealt to you, you gain 4 life.",
       "Whenever a source you control deals damage to an opponent, you gain 8 life.",
       "Whenever a source you control other than ~ deals damage to an opponent, you gain 32 "
       "life.")
def test_combat_damage_from_two_sources() -> None:
    """CR 120.3, 510.2, 603.2: the Bears (2) and W6 (1) deal combat damage to B at once. B's
    W1 triggers once with that many 3 (counters); W2 once per source (+2); W3 once per source,
    "that player" A (-2); W4 once (+4). A's W5 once per event (+16), W6 for the Bears only
    (+32)."""
    cards = [BEARS,
             creature("w1", "B", "Whenever you're dealt damage, put that many +1/+1 counters "
                      "on W1.", power=0),
             creature("w2", "B", "Whenever a source deals damage to you, you gain 1 life.",
                      power=0),
             creature("w3", "B", "Whenever a source an opponent controls deals damage to you, "
                      "that player loses 1 life.", power=0),
             creature("w4", "B", "Whenever combat damage is dealt to you, you gain 4 life.",
                      power=0),
             creature("w5", text="Whenever a source you control deals damage to an opponent, "
                      "you gain 8 life.", power=0),
             creature("w6", text="Whenever a source you control other than W6 deals damage to "
                      "an opponent, you gain 32 life.", power=1)]
    state = combat(cards, {"bears": "B", "w6": "B"})
    assert state.permanents["w1"].counters.get("+1/+1", 0) == 3
    assert life(state, "B") == 20 - 3 + 2 + 4
    assert life(state) == 20 - 2 + 16 + 32


@plays("When you're dealt combat damage, you gain 16 life.")
def test_noncombat_damage_to_you() -> None:
    """CR 120.3, 603.2: Zap deals 2 noncombat damage to B: B's "you're dealt damage" watcher
    puts that many (2) counters on, its combat-damage one doesn't trigger; A's source deals
    damage to an opponent (+8)."""
    cards = [creature("w1", "B", "Whenever you're dealt damage, put that many +1/+1 counters "
                      "on W1.", power=0),
             creature("w4", "B", "When you're dealt combat damage, you gain 16 life.", power=0),
             creature("w5", text="Whenever a source you control deals damage to an opponent, "
                      "you gain 8 life.", power=0)]
    state = combat(cards, {}, actions=casts("zap"),
                   hand=[in_hand("zap", "Zap deals 2 damage to each opponent.", ("Instant",))])
    assert state.permanents["w1"].counters.get("+1/+1", 0) == 2
    assert life(state, "B") == 18 and life(state) == 28


@plays("Whenever a creature deals combat damage to enchanted player, put a +1/+1 counter on "
       "that creature.",
       "Whenever a creature deals combat damage to one of your opponents, you gain 2 life.")
def test_a_creature_deals_combat_damage_to_enchanted_player_or_an_opponent() -> None:
    """CR 303.4, 510.2, 603.2: A's Curse enchants B; the Bears deal combat damage to B: a
    +1/+1 counter on them ("that creature"), and A's watcher sees an opponent dealt combat
    damage (+2). The Curse on A instead: nothing for the Bears."""
    def game(cursed: str) -> tuple[int, int]:
        curse = {"id": "curse", "controller": "A", "name": "Curse", "types": ["Enchantment"],
                 "subtypes": ["Aura", "Curse"], "attached_to": cursed,
                 "text": "Enchant player\nWhenever a creature deals combat damage to enchanted "
                         "player, put a +1/+1 counter on that creature."}
        cards = [BEARS, curse,
                 creature("gix", text="Whenever a creature deals combat damage to one of your "
                          "opponents, you gain 2 life.", power=0)]
        state = combat(cards, {"bears": "B"})
        return state.permanents["bears"].counters.get("+1/+1", 0), life(state)

    assert game("B") == (1, 22)
    assert game("A") == (0, 22)


@plays("At the beginning of the chosen player's upkeep, Vise deals 1 damage to that player.")
def test_the_chosen_players_upkeep() -> None:
    """CR 503.1, 614.12: B was chosen as the Vise entered: it triggers in B's upkeep, not in
    A's ("that player" B, 1 damage); a Vise with no player chosen never triggers."""
    text = "At the beginning of the chosen player's upkeep, Vise deals 1 damage to that player."
    vise = {"id": "vise", "controller": "A", "name": "Vise", "types": ["Artifact"],
            "text": text}
    idle = dict(vise, id="idle")
    state = mtgsim.load({
        "active_player": "A", "step": "upkeep", "until": "end of game", "turn_limit": 2,
        "players": {"A": {"library": 10}, "B": {"library": 10}}, "permanents": [vise, idle]})
    state.permanents["vise"].chosen = "B"
    mtgsim.play(state)
    assert life(state, "B") == 19 and life(state) == 20
