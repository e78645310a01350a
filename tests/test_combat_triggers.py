"""Combat and player trigger conditions (CR 603.2; ``sim.text.combat_trigger_rules``,
``sim.rules.combat_triggers``), played in games: a batch of attackers (508.1), a batch of
combat damage to a player (510.2), a creature becoming blocked (509.1h), combat damage to a
player or battle, the beginning of combat on an opponent's turn (507.1), expend (the Nth total
mana spent to cast spells in a turn, 601.2g-h) and a cast trigger listing three kinds
(601.2i)."""

from __future__ import annotations

from typing import Any

import pytest
from played import plays
from test_event_triggers import (
    BEARS,
    OGRE,
    attached,
    casts,
    combat,
    creature,
    in_hand,
    life,
    renders_back,
    turns,
)

from sim.text import read_card


@pytest.mark.parametrize("line", [
    "Whenever you attack with two or more creatures, you gain 1 life.",
    "Whenever you attack with one or more legendary creatures, you gain 1 life.",
    "Whenever one or more Elves you control attack, you gain 1 life.",
    "Whenever one or more creatures attack, you gain 1 life.",
    "Whenever one or more creatures you control deal combat damage to a player, that player "
    "loses 1 life.",
    "Whenever a creature you control becomes blocked, it gets +1/+1 until end of turn.",
    "Whenever Scout deals combat damage to a player or battle, you gain 1 life.",
    "Whenever equipped creature deals combat damage to a player or battle, you gain 1 life.",
    "At the beginning of combat on each opponent's turn, that player loses 1 life.",
    "Whenever you expend 4, you gain 1 life.",
    "Whenever you cast an instant, sorcery, or Wizard spell, you gain 1 life.",
    "Whenever a Vampire you control deals combat damage to a player, put a +1/+1 counter on it.",
    "Whenever a creature you control deals combat damage to an opponent, you gain 1 life.",
    "Whenever a creature attacks one of your opponents, it gets +1/+0 until end of turn.",
    "Whenever one or more creatures attack you, you gain 1 life.",
    "At the beginning of the upkeep of enchanted land's controller, that player loses 1 life.",
])
def test_each_condition_renders_back(line: str) -> None:
    """CR 603.1: the condition is read whole and renders back to its text."""
    renders_back(line)


def test_a_singular_or_unknown_kind_is_not_read() -> None:
    """A batch names its kind in the plural: "one or more elf you control" or a word that is
    no creature type is not claimed; nor is "enchanted creature ... or battle"."""
    for line in ("Whenever one or more elf you control attack, you gain 1 life.",
                 "Whenever you attack with two or more frobnitzes, you gain 1 life.",
                 "Whenever enchanted creature deals combat damage to a player or battle, you "
                 "gain 1 life."):
        assert read_card(line, "X").unsupported


@plays("Whenever you attack with two or more creatures, you gain 1 life.",
       "Whenever you attack with three or more creatures, you gain 2 life.",
       "Whenever one or more Bears you control attack, you gain 4 life.",
       "Whenever you attack with one or more legendary creatures, you gain 8 life.",
       "Whenever one or more creatures attack, you gain 16 life.")
def test_a_batch_of_attackers() -> None:
    """CR 508.1, 603.2c: A attacks with a Bear and a legendary Hound: two or more (1), not three
    (2), one or more Bears (4, once though both could be), one or more legendary creatures
    (8); B's watcher sees one or more creatures attack (16, once for both). The watchers don't
    attack (0 power)."""
    cards = [dict(BEARS, subtypes=["Bear"]),
             creature("hound", power=1, supertypes=["Legendary"]),
             creature("w1", text="Whenever you attack with two or more creatures, you gain 1 "
                      "life.", power=0),
             creature("w2", text="Whenever you attack with three or more creatures, you gain 2 "
                      "life.", power=0),
             creature("w4", text="Whenever one or more Bears you control attack, you gain 4 "
                      "life.", power=0),
             creature("w8", text="Whenever you attack with one or more legendary creatures, you "
                      "gain 8 life.", power=0),
             creature("w16", "B", "Whenever one or more creatures attack, you gain 16 life.",
                      power=0)]
    state = combat(cards, {"bears": "B", "hound": "B"})
    assert life(state) == 20 + 1 + 4 + 8
    assert life(state, "B") == 20 + 16 - 3


def test_too_few_or_another_kind_does_not_trigger() -> None:
    """CR 508.1, 205.4d: one attacker is not two or more; a Hound is no Bear and not
    legendary; no attack, nothing."""
    cards = [creature("hound", power=1),
             creature("w1", text="Whenever you attack with two or more creatures, you gain 1 "
                      "life.", power=0),
             creature("w4", text="Whenever one or more Bears you control attack, you gain 4 "
                      "life.", power=0),
             creature("w8", text="Whenever you attack with one or more legendary creatures, you "
                      "gain 8 life.", power=0)]
    assert life(combat(cards, {"hound": "B"})) == 20
    assert life(combat(cards, {})) == 20


@plays("Whenever one or more creatures you control deal combat damage to a player, you gain 1 "
       "life.",
       "Whenever one or more creatures you control deal combat damage to a player, that player "
       "loses 2 life.")
def test_a_batch_of_combat_damage_to_a_player() -> None:
    """CR 510.2, 603.2c: the Bears and the Hound both hit B in one combat damage step: one
    trigger (1), "that player" B (2); the blocked Rat deals none to a player."""
    cards = [BEARS, creature("hound", power=1), creature("rat", power=1), OGRE,
             creature("w1", text="Whenever one or more creatures you control deal combat damage "
                      "to a player, you gain 1 life.", power=0),
             creature("w2", text="Whenever one or more creatures you control deal combat damage "
                      "to a player, that player loses 2 life.", power=0)]
    state = combat(cards, {"bears": "B", "hound": "B", "rat": "B"}, {"ogre": "rat"})
    assert life(state) == 21 and life(state, "B") == 20 - 3 - 2


def test_no_combat_damage_to_a_player_no_trigger() -> None:
    """CR 510.2: the only attacker is blocked: no player is dealt combat damage."""
    cards = [BEARS, OGRE,
             creature("w1", text="Whenever one or more creatures you control deal combat damage "
                      "to a player, you gain 1 life.", power=0)]
    assert life(combat(cards, {"bears": "B"}, {"ogre": "bears"})) == 20


@plays("Whenever a creature you control becomes blocked, it gets +2/+2 until end of turn.",
       "Whenever a creature you control becomes blocked, you gain 1 life.")
def test_a_creature_becomes_blocked() -> None:
    """CR 509.1h, 509.3c: the Bears, blocked by the Ogre and the Wall, trigger once each
    watcher (1 life); "it" is the Bears: 4/4, they survive the Ogre's 3 damage. The unblocked
    Hound triggers nothing."""
    cards = [BEARS, creature("hound", power=1), OGRE,
             creature("wall", "B", power=0, toughness=5),
             creature("w1", text="Whenever a creature you control becomes blocked, it gets "
                      "+2/+2 until end of turn.", power=0),
             creature("w2", text="Whenever a creature you control becomes blocked, you gain 1 "
                      "life.", power=0)]
    state = combat(cards, {"bears": "B", "hound": "B"}, {"ogre": "bears", "wall": "bears"})
    assert life(state) == 21
    assert "bears" not in state.outcome().died


@plays("Whenever Biter deals combat damage to a player or battle, you gain 1 life.",
       "Whenever equipped creature deals combat damage to a player or battle, you gain 2 life.")
def test_combat_damage_to_a_player_or_battle() -> None:
    """CR 510.1, 510.2: Biter unblocked hits B (1); the equipped Hound too (2); the blocked
    Bears, equipped, deal no damage to a player or battle."""
    cards = [creature("biter", text="Whenever Biter deals combat damage to a player or battle, "
                      "you gain 1 life.", power=1),
             creature("hound", power=1), BEARS, OGRE,
             attached("sword", "hound", "Whenever equipped creature deals combat damage to a "
                      "player or battle, you gain 2 life.", equipment=True),
             attached("sword2", "bears", "Whenever equipped creature deals combat damage to a "
                      "player or battle, you gain 4 life.", equipment=True)]
    state = combat(cards, {"biter": "B", "hound": "B", "bears": "B"}, {"ogre": "bears"})
    assert life(state) == 23


@plays("At the beginning of combat on each opponent's turn, you gain 1 life.",
       "At the beginning of combat on each opponent's turn, that player loses 2 life.")
def test_beginning_of_combat_on_each_opponents_turn() -> None:
    """CR 507.1, 603.2b: over A's turns 1 and 3 and B's turn 2, only B's beginning of combat
    step triggers (1); "that player" is B, the active player (2)."""
    state = turns([creature("w1", text="At the beginning of combat on each opponent's turn, "
                            "you gain 1 life.", power=0),
                   creature("w2", text="At the beginning of combat on each opponent's turn, "
                            "that player loses 2 life.", power=0)], limit=3)
    assert life(state) == 21 and life(state, "B") == 18


def costing(pid: str, cost: str, **fields: Any) -> dict[str, Any]:
    """A creature card costing ``cost`` in a hand."""
    return dict(in_hand(pid, **fields), cost=cost)


@plays("Whenever you expend 4, you gain 1 life.",
       "Whenever you expend 2, you gain 2 life.",
       "Whenever you expend 8, you gain 4 life.")
def test_expend() -> None:
    """Expend (601.2g-h: "you expend 4 as you spend your fourth total mana to cast spells
    during a turn"): A casts three spells of {1}, {2} and {2} from a pool of five: the second
    makes 3 (2 crossed: 2 life), the third 5 (4 crossed: 1 life), never 8; each triggers once."""
    watchers = [creature("w1", text="Whenever you expend 4, you gain 1 life.", power=0),
                creature("w2", text="Whenever you expend 2, you gain 2 life.", power=0),
                creature("w4", text="Whenever you expend 8, you gain 4 life.", power=0)]
    state = combat(watchers, {}, actions=casts("s1", "s2", "s3"), mana="{5}", hand=[
        costing("s1", "{1}"), costing("s2", "{2}"), costing("s3", "{2}")])
    assert state.players["A"].spell_mana_this_turn == 5
    assert life(state) == 23


def test_mana_for_an_ability_is_not_expended() -> None:
    """Expend counts mana spent to cast spells only (601.2g-h), not an ability's cost."""
    pump = creature("pump", text="{4}: Pump gets +1/+1 until end of turn.", power=0)
    watcher = creature("w1", text="Whenever you expend 4, you gain 1 life.", power=0)
    state = combat([pump, watcher], {}, mana="{4}", actions=[
        {"step": "precombat_main", "player": "A", "activate": "pump"}])
    assert state.players["A"].spell_mana_this_turn == 0 and life(state) == 20


@plays("Whenever you cast an instant, sorcery, or Wizard spell, you gain 1 life.")
def test_a_cast_trigger_listing_three_kinds() -> None:
    """CR 601.2i: a Wizard creature spell and an instant trigger it (2); a Bear doesn't."""
    watcher = creature("w1", text="Whenever you cast an instant, sorcery, or Wizard spell, you "
                       "gain 1 life.", power=0)
    state = combat([watcher], {}, actions=casts("wiz", "quick", "bear"), hand=[
        in_hand("wiz", subtypes=("Wizard",)), in_hand("quick", "Draw a card.", ("Instant",)),
        in_hand("bear", subtypes=("Bear",))])
    assert life(state) == 22


@plays("Whenever a Bear you control deals combat damage to a player, put a +1/+1 counter on "
       "it.",
       "Whenever a creature you control deals combat damage to an opponent, you gain 1 life.",
       "Whenever a creature attacks one of your opponents, it gets +1/+0 until end of turn.",
       "Whenever one or more creatures attack you, you gain 1 life for each attacking creature.")
def test_a_creature_of_a_kind_attacking_or_dealing_combat_damage() -> None:
    """CR 508.1, 510.2: the Bear and the Hound attack B unblocked: A's Bear watcher puts a
    counter on the Bear ("it"), not the Hound; A's opponent watcher gains 1 per creature (2);
    A's attack watcher pumps each attacker (+1/+0: B takes 3 + 2 = 5); B's watcher sees two
    creatures attack B (2, once)."""
    cards = [dict(BEARS, subtypes=["Bear"]), creature("hound", power=1),
             creature("w1", text="Whenever a Bear you control deals combat damage to a player, "
                      "put a +1/+1 counter on it.", power=0),
             creature("w2", text="Whenever a creature you control deals combat damage to an "
                      "opponent, you gain 1 life.", power=0),
             creature("w3", text="Whenever a creature attacks one of your opponents, it gets "
                      "+1/+0 until end of turn.", power=0),
             creature("w4", "B", "Whenever one or more creatures attack you, you gain 1 life "
                      "for each attacking creature.", power=0)]
    state = combat(cards, {"bears": "B", "hound": "B"})
    assert state.permanents["bears"].counters.get("+1/+1") == 1
    assert not state.permanents["hound"].counters
    assert life(state) == 22 and life(state, "B") == 20 - 5 + 2


def aura_on(pid: str, to: str, enchant: str, text: str) -> dict[str, Any]:
    """A's Aura ``pid`` with "Enchant <enchant>" attached to ``to``."""
    return {"id": pid, "controller": "A", "name": pid.title(), "types": ["Enchantment"],
            "subtypes": ["Aura"], "attached_to": to, "text": f"Enchant {enchant}\n{text}"}


@plays("At the beginning of the upkeep of enchanted land's controller, Blight deals 2 damage to "
       "that player.",
       "At the beginning of the upkeep of enchanted artifact's controller, Warp deals 1 damage "
       "to that player.",
       "At the beginning of the upkeep of enchanted permanent's controller, that player loses 4 "
       "life.")
def test_upkeep_of_enchanted_permanents_controller() -> None:
    """CR 303.4, 503.1, 603.2b: A's Auras on B's land, artifact and land trigger in B's upkeep
    only (turn 2 of A's 1 and 3), "that player" B: 2 + 1 + 4 life."""
    forest = {"id": "forest", "controller": "B", "card": "Forest"}
    relic = {"id": "relic", "controller": "B", "name": "Relic", "types": ["Artifact"]}
    cards = [forest, relic,
             aura_on("blight", "forest", "land", "At the beginning of the upkeep of enchanted "
                     "land's controller, Blight deals 2 damage to that player."),
             aura_on("warp", "relic", "artifact", "At the beginning of the upkeep of enchanted "
                     "artifact's controller, Warp deals 1 damage to that player."),
             aura_on("dose", "forest", "permanent", "At the beginning of the upkeep of enchanted "
                     "permanent's controller, that player loses 4 life.")]
    state = turns(cards, limit=3)
    assert life(state) == 20 and life(state, "B") == 20 - 2 - 1 - 4


@plays("Whenever enchanted creature deals damage to a player, that player loses 2 life.",
       "Whenever equipped creature deals damage to a player, you gain 1 life.")
def test_the_enchanted_or_equipped_creature_deals_damage_to_a_player() -> None:
    """CR 120.1, 301.5, 303.4: the enchanted and equipped Bears hit B unblocked: "that player"
    B loses 2 more, A gains 1; the blocked Hound's Aura sees no damage to a player."""
    cards = [BEARS, creature("hound", power=1), OGRE,
             attached("curse", "bears", "Whenever enchanted creature deals damage to a player, "
                      "that player loses 2 life."),
             attached("sword", "bears", "Whenever equipped creature deals damage to a player, "
                      "you gain 1 life.", equipment=True),
             attached("curse2", "hound", "Whenever enchanted creature deals damage to a player, "
                      "that player loses 4 life.")]
    state = combat(cards, {"bears": "B", "hound": "B"}, {"ogre": "hound"})
    assert life(state) == 21 and life(state, "B") == 20 - 2 - 2


@plays("Whenever an opponent is dealt noncombat damage, you gain 1 life.",
       "Whenever an opponent is dealt noncombat damage, that player loses 2 life.")
def test_an_opponent_is_dealt_noncombat_damage() -> None:
    """CR 120.1, 510.2: Zap's damage to B triggers both (1; "that player" B loses 2); the
    Bears' combat damage doesn't."""
    cards = [BEARS,
             creature("w1", text="Whenever an opponent is dealt noncombat damage, you gain 1 "
                      "life.", power=0),
             creature("w2", text="Whenever an opponent is dealt noncombat damage, that player "
                      "loses 2 life.", power=0)]
    state = combat(cards, {"bears": "B"}, actions=casts("zap"),
                   hand=[in_hand("zap", "Zap deals 1 damage to each opponent.", ("Instant",))])
    assert life(state) == 21 and life(state, "B") == 20 - 1 - 2 - 2
