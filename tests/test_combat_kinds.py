"""Combat triggers about creatures of a kind with a quality (issue 29, trigeff; CR 603.2,
603.2c, 508.1, 510.2; ``sim.text.combat_trigger_rules``, ``sim.rules.combat_kinds``): "artifact
creatures", "non-Human creatures", "nontoken Vampires", "Ninja or Rogue creatures", "with
flying", "with power N or greater", "with a +1/+1 counter on it", "with +1/+1 counters on
them"; a creature that dealt combat damage and died judged as it last existed (603.10a)."""

from __future__ import annotations

import pytest
from played import plays
from test_event_triggers import (
    OGRE,
    attached,
    casts,
    combat,
    creature,
    in_hand,
    life,
    renders_back,
)

from sim.text import read_card

ARTIFACT = ["Artifact", "Creature"]


@pytest.mark.parametrize("line", [
    "Whenever an artifact creature you control deals combat damage to a player, draw a card.",
    "Whenever a creature you control with a +1/+1 counter on it deals combat damage to a "
    "player, you gain 1 life.",
    "Whenever a creature you control with deathtouch deals combat damage to a player, you gain "
    "1 life.",
    "Whenever one or more non-Human creatures you control deal combat damage to a player, draw "
    "a card.",
    "Whenever one or more Ninja or Rogue creatures you control deal combat damage to a player, "
    "create a Treasure token.",
    "Whenever one or more nontoken Vampires you control attack, you gain 1 life.",
    "Whenever you attack with one or more creatures with power 4 or greater, you gain 1 life.",
    "Whenever you attack with two or more creatures with flying, draw a card.",
    "Whenever one or more creatures you control with +1/+1 counters on them deal combat damage "
    "to a player, draw a card.",
    "Whenever three or more creatures you control with flying attack, draw a card.",
    "Whenever one or more artifact creatures you control attack, you gain 1 life.",
    "Whenever a non-Human creature you control attacks, you gain 1 life.",
])
def test_each_condition_renders_back(line: str) -> None:
    """CR 603.1: the condition is read whole and renders back to its text."""
    renders_back(line)


def test_unknown_kinds_are_not_read() -> None:
    """A word that is no creature type, a plural where a singular belongs, or a quality on a
    batch of any player's attackers is not claimed."""
    for line in ("Whenever one or more non-frobnitz creatures you control attack, draw a card.",
                 "Whenever one or more goblins or orcs creatures you control attack, draw a "
                 "card.",
                 "Whenever one or more creatures with flying attack, draw a card."):
        assert read_card(line, "X").unsupported


@plays("Whenever you attack with two or more creatures with flying, you gain 1 life.",
       "Whenever one or more creatures you control with flying attack, you gain 2 life.",
       "Whenever you attack with one or more creatures with power 3 or greater, you gain 4 life.",
       "Whenever one or more artifact creatures you control attack, you gain 8 life.",
       "Whenever one or more nontoken Vampires you control attack, you gain 16 life.",
       "Whenever a non-Human creature you control attacks, you gain 32 life.")
def test_a_batch_of_attackers_with_a_quality() -> None:
    """CR 508.1, 603.2c: A attacks with a 3/3 flier (a Human) and a 1/1 artifact creature: one
    flier is not two (1), one or more fliers (2, once), power 3 or greater (4), an artifact
    creature (8); no Vampire (16); the Golem is the one non-Human attacker (32, once)."""
    cards = [creature("flier", power=3, toughness=3, text="Flying", subtypes=["Human"]),
             {**creature("golem", power=1), "types": ARTIFACT, "subtypes": ["Golem"]},
             creature("w1", text="Whenever you attack with two or more creatures with flying, "
                      "you gain 1 life.", power=0),
             creature("w2", text="Whenever one or more creatures you control with flying "
                      "attack, you gain 2 life.", power=0),
             creature("w4", text="Whenever you attack with one or more creatures with power 3 "
                      "or greater, you gain 4 life.", power=0),
             creature("w8", text="Whenever one or more artifact creatures you control attack, "
                      "you gain 8 life.", power=0),
             creature("w16", text="Whenever one or more nontoken Vampires you control attack, "
                      "you gain 16 life.", power=0),
             creature("w32", text="Whenever a non-Human creature you control attacks, you gain "
                      "32 life.", power=0, subtypes=["Human"])]
    state = combat(cards, {"flier": "B", "golem": "B"})
    assert life(state) == 20 + 2 + 4 + 8 + 32
    assert life(state, "B") == 20 - 4


@plays("Whenever a creature you control with a +1/+1 counter on it deals combat damage to a "
       "player, you gain 1 life.",
       "Whenever one or more Ninja or Rogue creatures you control deal combat damage to a player, "
       "you gain 2 life.",
       "Whenever an artifact creature you control deals combat damage to a player, you gain 4 "
       "life.",
       "Whenever one or more creatures you control with +1/+1 counters on them deal combat "
       "damage to a player, you gain 8 life.")
def test_combat_damage_by_a_creature_with_a_quality() -> None:
    """CR 510.2, 122.1: the Rogue with a +1/+1 counter and the plain Bear hit B: one with a
    counter (1, for the Rogue only), a Rogue (2), no artifact creature (4: not), one or more
    with counters (8, once)."""
    cards = [creature("rogue", subtypes=["Rogue"], counters={"+1/+1": 1}),
             creature("bear", subtypes=["Bear"]),
             creature("w1", text="Whenever a creature you control with a +1/+1 counter on it "
                      "deals combat damage to a player, you gain 1 life.", power=0),
             creature("w2", text="Whenever one or more Ninja or Rogue creatures you control deal "
                      "combat damage to a player, you gain 2 life.", power=0),
             creature("w4", text="Whenever an artifact creature you control deals combat damage "
                      "to a player, you gain 4 life.", power=0),
             creature("w8", text="Whenever one or more creatures you control with +1/+1 counters "
                      "on them deal combat damage to a player, you gain 8 life.", power=0)]
    state = combat(cards, {"rogue": "B", "bear": "B"})
    assert life(state) == 20 + 1 + 2 + 8
    assert life(state, "B") == 20 - 3 - 2


@plays("Whenever a creature you control with power 3 or greater deals combat damage to a "
       "player, you gain 1 life.",
       "Whenever one or more creatures you control with power 3 or greater deal combat damage to "
       "a player, you gain 2 life.")
def test_a_dead_dealer_is_judged_as_it_last_existed() -> None:
    """CR 603.10a, 510.2, 702.19b, 400.7: the 2/1 trampler, 3/1 until end of turn as it
    attacks, assigns 2 to the blocking 2/2 and 1 to B and dies of the Ogre's damage; as it last
    existed its power was 3, so both trigger (its card in the graveyard, a new object, has
    power 2)."""
    cards = [creature("brute", power=2, toughness=1, text="Trample"),
             creature("lord", power=0, text="Whenever a creature you control attacks, it gets "
                      "+1/+0 until end of turn."),
             {**OGRE, "power": 2, "toughness": 2},
             creature("w1", text="Whenever a creature you control with power 3 or greater deals "
                      "combat damage to a player, you gain 1 life.", power=0),
             creature("w2", text="Whenever one or more creatures you control with power 3 or "
                      "greater deal combat damage to a player, you gain 2 life.", power=0)]
    state = combat(cards, {"brute": "B"}, {"ogre": "brute"})
    assert state.permanents["brute"].zone.name == "GRAVEYARD"
    assert life(state, "B") == 19
    assert life(state) == 20 + 1 + 2


@plays("Whenever a creature you control deals combat damage, you gain 1 life.",
       "Whenever a Bear you control deals combat damage, it gets +1/+0 until end of turn.")
def test_a_creature_of_a_kind_deals_combat_damage() -> None:
    """CR 510.2, 603.2: the unblocked Bear and the blocked Hound each deal combat damage (to B,
    to the Ogre): the first watcher triggers once per creature (2); the second only for the
    Bear ("it": the Bear gets +1/+0 after its damage). The 0-power watchers deal none."""
    cards = [creature("bear", subtypes=["Bear"]), creature("hound", power=1), OGRE,
             creature("w1", text="Whenever a creature you control deals combat damage, you gain "
                      "1 life.", power=0),
             creature("w2", text="Whenever a Bear you control deals combat damage, it gets "
                      "+1/+0 until end of turn.", power=0)]
    state = combat(cards, {"bear": "B", "hound": "B"}, {"ogre": "hound"})
    assert life(state) == 22 and life(state, "B") == 18
    assert state.power("bear") == 3 and state.power("hound") == 1


@plays("Whenever ~ enters or deals combat damage to a player, you gain 1 life.",
       "Whenever ~ enters the battlefield or deals combat damage to a player, you gain 2 life.")
def test_enters_or_deals_combat_damage_to_a_player() -> None:
    """CR 603.2, 510.2: A casts Lich (it enters: 2) and attacks with Mage, which hits B (1);
    the blocked Mage2 deals no damage to a player (not 1 more)."""
    mage = "Whenever Mage enters or deals combat damage to a player, you gain 1 life."
    cards = [creature("mage", text=mage, power=1),
             creature("mage2", text=mage.replace("Mage", "Mage2"), power=1), OGRE]
    lich = in_hand("lich", "Whenever Lich enters the battlefield or deals combat damage to a "
                   "player, you gain 2 life.")
    state = combat(cards, {"mage": "B", "mage2": "B"}, {"ogre": "mage2"}, actions=casts("lich"),
                   hand=[lich])
    assert life(state) == 20 + 2 + 1 and life(state, "B") == 19


@plays("Whenever ~ and at least one other creature attack, you gain 1 life.",
       "Whenever ~ and at least two other Warriors attack, you gain 2 life.",
       "Whenever equipped creature and at least one other creature attack, you gain 4 life.")
def test_and_at_least_n_other_attackers() -> None:
    """CR 508.1, 603.2: Leader attacks with a Warrior and the equipped Bears: one other
    creature (1); only one other Warrior, not two (2: not); the equipped Bears and others (4).
    Alone, Leader triggers nothing."""
    cards = [creature("leader", text="Whenever Leader and at least one other creature attack, "
                      "you gain 1 life.\nWhenever Leader and at least two other Warriors attack, "
                      "you gain 2 life.", power=0),
             creature("warrior", subtypes=["Warrior"], power=0), creature("bears", power=0),
             attached("lens", "bears", "Whenever equipped creature and at least one other "
                      "creature attack, you gain 4 life.", equipment=True)]
    assert life(combat(cards, {"leader": "B", "warrior": "B", "bears": "B"})) == 25
    assert life(combat(cards, {"leader": "B"})) == 20


@plays("When ~ becomes blocked, you gain 1 life.",
       "When ~ deals combat damage, you gain 2 life.")
def test_when_blocked_or_dealing_combat_damage() -> None:
    """CR 603.1, 509.1h, 510.2: "when" as "whenever": the blocked Raider (1) deals combat
    damage to the Ogre (2)."""
    raider = creature("raider", text="When Raider becomes blocked, you gain 1 life.\nWhen "
                      "Raider deals combat damage, you gain 2 life.", power=1, toughness=5)
    assert life(combat([raider, OGRE], {"raider": "B"}, {"ogre": "raider"})) == 23
