"""Redirection effects (issue 29, damage family; CR 614.9, 615.7, 616.1; ``sim.rules.redirection``
and the static redirections of ``sim.rules.replacement``): "the next N damage that would be dealt
to <who> this turn is dealt to <other> instead" (a shield used up as it redirects, splitting a
larger event) and a permanent's "all damage that would be dealt to you [and other permanents you
control] is dealt to ~ | enchanted creature | equipped creature instead"."""

from __future__ import annotations

from typing import Any

from played import plays
from test_stack import blocks, card, finish, game, perm, play, to

from sim import CardDef, GameState, Step
from sim.model.damage_records import DamageEvent
from sim.model.objects import Zone
from sim.rules.replacement import deal


def creature(name: str, text: str, power: int = 2, toughness: int = 2, **fields: Any
             ) -> CardDef:
    made = card(name, types=fields.pop("types", ["Creature"]), cost="{1}", text=text,
                power=power, toughness=toughness, **fields)
    assert not made.unsupported, made.unsupported
    return made


LANCERS = ("{1}: The next 1 damage that would be dealt to ~ this turn is dealt to target creature "
           "you control instead.")


def lancers_block(times: int) -> GameState:
    """A's Hill Giant (a1, 3/3) attacks; B's Lancers (b1, 2/2) blocks it; B activates the
    Lancers ``times`` times targeting B's Grizzly Bears (b2, 2/2); combat damage is dealt."""
    lancers = creature("Lancers en-Kor", LANCERS, power=2, toughness=2)
    state = game(perm("a1", "A", "Hill Giant"), perm("b1", "B", lancers),
                 perm("b2", "B", "Grizzly Bears"), mana={"B": "{1}" * times})
    blocks(state, "a1=B", "b1=a1")
    to(state, "priority", Step.DECLARE_BLOCKERS, "B")
    for _ in range(times):
        play(state, "activate b1 0", "target b2")
    return finish(state)


@plays(LANCERS)
def test_the_next_one_damage_is_dealt_to_the_target_instead() -> None:
    """CR 614.9, 615.7: one activation redirects 1 of the Giant's 3 combat damage to the Bears
    (the shield used up); the other 2 are dealt to the Lancers, which dies."""
    state = lancers_block(1)
    assert state.permanents["b2"].damage == 1
    assert set(state.outcome().died) == {"b1"}
    assert not state.damage_effects  # used up


@plays(LANCERS)
def test_two_shields_redirect_two() -> None:
    """CR 614.9, 616.1: two activations redirect 2 of the 3 (each shield applies once, one
    after the other): the Bears die, the Lancers is dealt 1 and survives."""
    state = lancers_block(2)
    assert set(state.outcome().died) == {"b2"}
    assert state.permanents["b1"].damage == 1


CAROM = ("The next 2 damage that would be dealt to target creature this turn is dealt to "
         "another target creature instead.")


def carom() -> GameState:
    """B casts the instant on A's Hill Giant (a1), the damage to go to A's Grizzly Bears (a2)."""
    spell = card("Carom", types=["Instant"], cost="{W}", text=CAROM)
    assert not spell.unsupported, spell.unsupported
    state = game(perm("a1", "A", "Hill Giant"), perm("a2", "A", "Grizzly Bears"),
                 perm("p1", "B", spell, Zone.HAND), mana={"B": "{W}"})
    to(state, "priority", player="B")
    play(state, "cast p1", "target a1", "target a2")
    return finish(state)


@plays(CAROM)
def test_noncombat_damage_split_between_both_targets() -> None:
    """CR 614.9, 615.7: 3 damage to the Giant: 2 are dealt to the Bears instead, 1 stays; a
    second event finds the shield used up."""
    state = carom()
    assert len(state.damage_effects) == 1
    deal(state, [DamageEvent("x", "a1", 3, "B", combat=False)])
    assert state.permanents["a1"].damage == 1 and state.permanents["a2"].damage == 2
    assert not state.damage_effects
    deal(state, [DamageEvent("x", "a1", 1, "B", combat=False)])
    assert state.permanents["a1"].damage == 2


@plays(CAROM)
def test_nothing_is_redirected_to_a_creature_gone() -> None:
    """CR 614.9: the Bears gone from the battlefield, the damage stays with the Giant."""
    state = carom()
    state.move("a2", Zone.GRAVEYARD)
    deal(state, [DamageEvent("x", "a1", 2, "B", combat=False)])
    assert state.permanents["a1"].damage == 2


ARCHANGEL = "All damage that would be dealt to you is dealt to ~ instead."


@plays(ARCHANGEL)
def test_damage_to_you_is_dealt_to_self() -> None:
    """CR 614.9, 604.1: the unblocked Giant's 3 combat damage to B is dealt to B's Archangel;
    B's life stays 20."""
    angel = creature("Empyrial Archangel", ARCHANGEL, power=5, toughness=8)
    state = game(perm("a1", "A", "Hill Giant"), perm("b1", "B", angel))
    finish(blocks(state, "a1=B"))
    assert state.outcome().life["B"] == 20
    assert state.permanents["b1"].damage == 3


ADAMANTOISE = ("All damage that would be dealt to you and other permanents you control is dealt "
               "to ~ instead.")


@plays(ADAMANTOISE)
def test_damage_to_your_other_permanents_is_dealt_to_self() -> None:
    """CR 614.9: the Giant's damage to B's blocking Bears and the unblocked Bears' damage to B
    are all dealt to the Adamantoise; damage to A's creatures is not."""
    turtle = creature("Ancient Adamantoise", ADAMANTOISE, power=0, toughness=20)
    state = game(perm("a1", "A", "Hill Giant"), perm("a2", "A", "Grizzly Bears"),
                 perm("b1", "B", "Grizzly Bears"), perm("b2", "B", turtle))
    finish(blocks(state, "a1=B a2=B", "b1=a1"))
    assert state.outcome().life["B"] == 20
    assert state.permanents["b2"].damage == 5 and state.permanents["b1"].damage == 0
    assert state.permanents["a1"].damage == 2


PARIAH = "All damage that would be dealt to you is dealt to enchanted creature instead."


@plays("Enchant creature", PARIAH)
def test_damage_to_you_is_dealt_to_the_enchanted_creature() -> None:
    """CR 614.9, 303.4: B's Pariah enchants A's Grizzly Bears: the unblocked Giant's 3 damage
    to B is dealt to those Bears, which die; B's life stays 20."""
    aura = card("Pariah", types=["Enchantment"], subtypes=["Aura"], cost="{2}{W}",
                text=f"Enchant creature\n{PARIAH}")
    assert not aura.unsupported, aura.unsupported
    state = game(perm("a1", "A", "Hill Giant"), perm("a2", "A", "Grizzly Bears"),
                 perm("e1", "B", aura, attached_to="a2"))
    finish(blocks(state, "a1=B"))
    assert state.outcome().life["B"] == 20
    assert "a2" in state.outcome().died


def cast_in_combat(text: str, attack: str, block: str | None, *choices: str,
                   extra: tuple[Any, ...] = ()) -> GameState:
    """A attacks with a Hill Giant (a1, 3/3) and Grizzly Bears (a2, 2/2) as told; B (Grizzly
    Bears b1) blocks as told, then casts the instant ``text`` with ``choices``; combat damage
    is dealt."""
    spell = card("Probe", types=["Instant"], cost="{W}", text=text)
    assert not spell.unsupported, spell.unsupported
    state = game(perm("a1", "A", "Hill Giant"), perm("a2", "A", "Grizzly Bears"),
                 perm("b1", "B", "Grizzly Bears"), perm("p1", "B", spell, Zone.HAND), *extra,
                 mana={"B": "{W}"})
    blocks(state, attack, block)
    to(state, "priority", Step.DECLARE_BLOCKERS, "B")
    play(state, "cast p1", *choices)
    return finish(state)


SIVVI = "All damage that would be dealt to target creature this turn is dealt to you instead."


@plays(SIVVI)
def test_all_damage_to_a_target_creature_is_dealt_to_you() -> None:
    """CR 614.9: the Giant's 3 combat damage to B's blocking Bears is dealt to B instead; the
    Bears survive and deal their 2 to the Giant."""
    state = cast_in_combat(SIVVI, "a1=B", "b1=a1", "target b1")
    assert state.outcome().life["B"] == 17
    assert state.outcome().died == ()
    assert state.permanents["a1"].damage == 2


TABLES = ("All combat damage that would be dealt to you this turn is dealt to target attacking "
          "creature instead.")


@plays(TABLES)
def test_all_combat_damage_to_you_is_dealt_to_an_attacker() -> None:
    """CR 614.9, 510.2: both unblocked attackers' combat damage to B (3 + 2) is dealt to the
    Giant, which dies; B's life stays 20; noncombat damage to B is not redirected."""
    state = cast_in_combat(TABLES, "a1=B a2=B", None, "target a1")
    assert state.outcome().life["B"] == 20
    assert set(state.outcome().died) == {"a1"}
    deal(state, [DamageEvent("a2", "B", 1, "A", combat=False)])
    assert state.players["B"].life == 19


CHANT = ("All damage that would be dealt this turn to target creature you control by a source "
         "of your choice is dealt to another target creature instead.")


@plays(CHANT)
def test_damage_by_a_chosen_source_to_another_target() -> None:
    """CR 614.9, 609.7a: B's Bears block the Giant; the Giant (chosen) would deal its 3 to
    them: A's Grizzly Bears (a2, not attacking) are dealt it instead and die."""
    spell = card("Probe", types=["Instant"], cost="{W}", text=CHANT)
    assert not spell.unsupported, spell.unsupported
    state = game(perm("a1", "A", "Hill Giant"), perm("a2", "A", "Grizzly Bears"),
                 perm("b1", "B", "Grizzly Bears"), perm("p1", "B", spell, Zone.HAND),
                 mana={"B": "{W}"})
    blocks(state, "a1=B", "b1=a1")
    to(state, "priority", Step.DECLARE_BLOCKERS, "B")
    play(state, "cast p1", "target b1", "target a2")
    to(state, "choose_source")
    finish(play(state, "source a1"))
    assert set(state.outcome().died) == {"a2"}
    assert state.permanents["b1"].damage == 0


STALKER = ("{B}, {T}: All damage that would be dealt to you this turn by target attacking "
           "creature is dealt to ~ instead.")


@plays(STALKER)
def test_damage_to_you_by_a_target_attacker_is_dealt_to_self() -> None:
    """CR 614.9, 602.2: the Giant's 3 to B are dealt to the Stalker; the Bears' 2 still to B."""
    stalker = creature("Shimian Night Stalker", STALKER, power=4, toughness=4)
    state = game(perm("a1", "A", "Hill Giant"), perm("a2", "A", "Grizzly Bears"),
                 perm("b1", "B", stalker), mana={"B": "{B}"})
    blocks(state, "a1=B a2=B")
    to(state, "priority", Step.DECLARE_BLOCKERS, "B")
    finish(play(state, "activate b1 0", "target a1"))
    assert state.outcome().life["B"] == 18
    assert state.permanents["b1"].damage == 3


BEACON = ("{T}: The next time a source of your choice would deal damage to you this turn, that "
          "damage is dealt to ~ instead.")


@plays(BEACON)
def test_the_next_time_a_chosen_source_would_deal_damage_to_you() -> None:
    """CR 614.9, 609.7a: the chosen Giant's 3 combat damage to B is dealt to the Beacon (it
    dies), the Bears' 2 still to B; once: the Giant's later damage to B is dealt to B."""
    beacon = creature("Beacon of Destiny", BEACON, power=1, toughness=3)
    state = game(perm("a1", "A", "Hill Giant"), perm("a2", "A", "Grizzly Bears"),
                 perm("b1", "B", beacon))
    blocks(state, "a1=B a2=B")
    to(state, "priority", Step.DECLARE_BLOCKERS, "B")
    play(state, "activate b1 0")
    to(state, "choose_source")
    finish(play(state, "source a1"))
    assert state.outcome().life["B"] == 18
    assert set(state.outcome().died) == {"b1"}
    assert not state.damage_effects
    deal(state, [DamageEvent("a1", "B", 1, "A", combat=False)])
    assert state.players["B"].life == 17
