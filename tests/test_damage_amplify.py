"""Static abilities that make damage larger (issue 29, damage family; CR 614.1a, 616.1;
``sim.model.amplify_verbs``, ``sim.rules.damage_amplify``): "if <sources> would deal damage to
<recipients>, it deals double | triple that damage | that much damage plus N [to that ...]
instead", through the one damage pipeline."""

from __future__ import annotations

from played import plays
from test_stack import blocks, card, finish, game, perm, play, to

from sim import CardDef
from sim.model.damage_records import DamageEvent
from sim.model.objects import Zone
from sim.rules.replacement import deal


def enchantment(text: str) -> CardDef:
    made = card("Amplifier", types=["Enchantment"], cost="{2}", text=text)
    assert not made.unsupported, made.unsupported
    return made


DOUBLE_YOURS = ("If a source you control would deal damage to a permanent or player, it deals "
                "double that damage to that permanent or player instead.")


@plays(DOUBLE_YOURS)
def test_double_damage_of_your_sources_only() -> None:
    """CR 614.1a: A's unblocked Giant deals 6 to B; B's Bears blocking A's Bears deal their
    normal 2 (not a source A controls), A's Bears deal 4 to them: both die."""
    state = game(perm("a1", "A", "Hill Giant"), perm("a2", "A", "Grizzly Bears"),
                 perm("b1", "B", "Grizzly Bears"), perm("e1", "A", enchantment(DOUBLE_YOURS)))
    finish(blocks(state, "a1=B a2=B", "b1=a2"))
    assert state.outcome().life["B"] == 14
    assert set(state.outcome().died) == {"a2", "b1"}


TRIPLE = ("If a source you control would deal damage to a permanent or player, it deals triple "
          "that damage instead.")


@plays(TRIPLE)
def test_triple_damage() -> None:
    """CR 614.1a: the unblocked Bears' 2 combat damage becomes 6."""
    state = game(perm("a2", "A", "Grizzly Bears"), perm("e1", "A", enchantment(TRIPLE)))
    finish(blocks(state, "a2=B"))
    assert state.outcome().life["B"] == 14


TORBRAN = ("If a red source you control would deal damage to an opponent or a permanent an "
           "opponent controls, it deals that much damage plus 2 instead.")


@plays(TORBRAN)
def test_plus_two_from_red_sources_to_the_opponents_side() -> None:
    """CR 614.1a: A's red Giant deals 3 + 2 to B; the green Bears only 2; B's blocker deals its
    normal 2 to A's Giant (damage to A's permanent is not amplified)."""
    state = game(perm("a1", "A", "Hill Giant"), perm("a2", "A", "Grizzly Bears"),
                 perm("b1", "B", "Grizzly Bears"), perm("e1", "A", enchantment(TORBRAN)))
    finish(blocks(state, "a1=B a2=B", "b1=a2"))
    assert state.outcome().life["B"] == 15
    assert state.permanents["a1"].damage == 0
    assert set(state.outcome().died) == {"a2", "b1"}


HELLION = ("If another red source you control would deal damage to a permanent or player, it "
           "deals that much damage plus 1 to that permanent or player instead.")


@plays(HELLION)
def test_another_red_source() -> None:
    """CR 614.1a: the red Hellion's own damage is not increased; another red source's is."""
    hellion = card("Embermaw Hellion", types=["Creature"], cost="{3}{R}{R}", text=HELLION,
                   power=4, toughness=5)
    assert not hellion.unsupported, hellion.unsupported
    state = game(perm("a1", "A", "Hill Giant"), perm("a3", "A", hellion))
    finish(blocks(state, "a1=B a3=B"))
    assert state.outcome().life["B"] == 20 - 4 - 4


VAPORS = ("If a red spell would deal damage to a permanent or player, it deals that much damage "
          "plus 1 to that permanent or player instead.")


@plays(VAPORS)
def test_a_red_spell_not_a_red_creature() -> None:
    """CR 614.1a, 112.1: A's red instant deals 3 + 1 to B; the red Giant's combat damage is
    not a spell's."""
    bolt = card("Bolt", types=["Instant"], cost="{R}", text="Bolt deals 3 damage to any target.",
                colors=["R"])
    assert not bolt.unsupported
    state = game(perm("a1", "A", "Hill Giant"), perm("e1", "B", enchantment(VAPORS)),
                 perm("p1", "A", bolt, Zone.HAND), mana={"A": "{R}"})
    to(state, "priority", player="A")
    finish(play(state, "cast p1", "target B"))
    assert state.outcome().life["B"] == 16
    state = game(perm("a1", "A", "Hill Giant"), perm("e1", "B", enchantment(VAPORS)))
    finish(blocks(state, "a1=B"))
    assert state.outcome().life["B"] == 17


TUSKODON = ("If ~ would deal combat damage to a player, it deals double that damage to that "
            "player instead.")


@plays(TUSKODON)
def test_its_own_combat_damage_to_a_player() -> None:
    """CR 614.1a, 510.2: unblocked, its 3 combat damage to B become 6; blocked, its damage to
    the blocker is its normal 3."""
    tusk = card("Charging Tuskodon", types=["Creature"], cost="{3}{G}{G}", text=TUSKODON,
                power=3, toughness=3)
    assert not tusk.unsupported, tusk.unsupported
    state = game(perm("a1", "A", tusk))
    finish(blocks(state, "a1=B"))
    assert state.outcome().life["B"] == 14
    wall = card("Wall", types=["Creature"], cost="{2}", power=0, toughness=5)
    state = game(perm("a1", "A", tusk), perm("b1", "B", wall))
    finish(blocks(state, "a1=B", "b1=a1"))
    assert state.permanents["b1"].damage == 3


DRUMS = ("If enchanted creature would deal combat damage to a permanent or player, it deals "
         "double that damage instead.")


@plays("Enchant creature", DRUMS)
def test_the_enchanted_creature_s_combat_damage() -> None:
    """CR 614.1a, 303.4: the enchanted Bears' combat damage to B is doubled; noncombat damage
    from them is not."""
    aura = card("The Sound of Drums", types=["Enchantment"], subtypes=["Aura"], cost="{2}{R}",
                text=f"Enchant creature\n{DRUMS}")
    assert not aura.unsupported, aura.unsupported
    state = game(perm("a2", "A", "Grizzly Bears"), perm("e1", "A", aura, attached_to="a2"))
    finish(blocks(state, "a2=B"))
    assert state.outcome().life["B"] == 16
    deal(state, [DamageEvent("a2", "B", 1, "A", combat=False)])
    assert state.players["B"].life == 15


DUO = ("If a source would deal damage to an opponent, it deals double that damage to that player "
       "instead.")


@plays(DUO)
def test_damage_to_an_opponent_from_any_source() -> None:
    """CR 614.1a: under B's ability, damage to A (B's opponent) is doubled, damage to B is
    not, whoever controls the source."""
    state = game(perm("a1", "A", "Hill Giant"), perm("e1", "B", enchantment(DUO)))
    deal(state, [DamageEvent("a1", "A", 2, "A", combat=False)])
    deal(state, [DamageEvent("a1", "B", 2, "A", combat=False)])
    assert state.players["A"].life == 16 and state.players["B"].life == 18
