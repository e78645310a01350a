"""Whose power, toughness or mana value "its" names in an amount (``sim.text.object_counts``,
``sim.rules.subject_counts``; CR 608.2h, 113.7a): the last target named, the object the
trigger is about, the source; read as the instruction is carried out, or as the object last
existed on the battlefield once it has left it."""

from __future__ import annotations

from played import plays
from test_library import spell
from test_stack import blocks, card, finish, game, perm, play

from sim import GameState, Player, Step
from sim.model.mana import Mana
from sim.model.objects import PLUS, Span, Zone
from sim.text.effect_text import read_effect

DESTROY = "Destroy target creature. You gain life equal to its toughness."
PLOWSHARES = "Exile target creature. Its controller gains life equal to its power."


@plays("Destroy target creature. You gain life equal to its toughness.")
def test_the_destroyed_target_s_last_known_toughness() -> None:
    """CR 608.2h, 113.7a: the 2/2 with a +1/+1 counter (a 3/3) is destroyed first; A gains
    3 life, its toughness as it last existed on the battlefield (not the card's 2)."""
    state = game(perm("p1", "A", spell(DESTROY), Zone.HAND),
                 perm("b1", "B", card("Bears", power=2, toughness=2), counters={PLUS: 1}),
                 mana={"A": "{U}"})
    finish(play(state, "cast p1", "target b1"))
    assert state.permanents["b1"].zone is Zone.GRAVEYARD
    assert state.players["A"].life == 23 and state.players["B"].life == 20


@plays("Exile target creature. Its controller gains life equal to its power.")
def test_its_controller_gains_its_power() -> None:
    """CR 608.2h: "its controller" and "its power" are the exiled target's: B gains 4 life
    for the exiled 4/2 it controlled; A gains none."""
    state = game(perm("p1", "A", spell(PLOWSHARES), Zone.HAND),
                 perm("b1", "B", card("Ogre", power=4, toughness=2)), mana={"A": "{U}"})
    finish(play(state, "cast p1", "target b1"))
    assert state.permanents["b1"].zone is Zone.EXILE
    assert state.players["B"].life == 24 and state.players["A"].life == 20


@plays("Whenever a creature enters the battlefield under your control, you gain life equal "
       "to its toughness.")
def test_the_entering_creature_s_toughness() -> None:
    """CR 603.2, 608.2h: "its" is the creature the trigger is about: a 1/4 enters under A's
    control, A gains 4 life (not the source's toughness, 1)."""
    chorus = card("Chorus", types=["Enchantment"],
                  text="Whenever a creature enters the battlefield under your control, you "
                       "gain life equal to its toughness.")
    wall = card("Wall", power=1, toughness=4, cost="{G}")
    players = {"A": Player("A", mana=Mana.parse("{G}")), "B": Player("B")}
    objects = [perm("c1", "A", chorus), perm("w1", "A", wall, Zone.HAND)]
    state = GameState(players, {o.id: o for o in objects}, ("A", "B"), "A",
                      step=Step.PRECOMBAT_MAIN, span=Span.TURN, seed=3)
    state.start()
    finish(play(state, "cast w1"))
    assert state.players["A"].life == 24


@plays("When ~ dies, you gain life equal to its power.")
def test_the_source_s_power_as_it_last_existed() -> None:
    """CR 603.10a, 608.2h: the source, a 3/3 with two +1/+1 counters (a 5/5), dies to a
    spell; A gains 5 life, its power as it last existed on the battlefield."""
    golem = card("Golem", power=3, toughness=3,
                 text="When Golem dies, you gain life equal to its power.")
    kill = spell("Destroy target creature.")
    state = game(perm("g1", "A", golem, counters={PLUS: 2}), perm("k1", "A", kill, Zone.HAND),
                 mana={"A": "{U}"})
    finish(play(state, "cast k1", "target g1"))
    assert state.permanents["g1"].zone is Zone.GRAVEYARD
    assert state.players["A"].life == 25


def test_its_is_not_read_where_it_could_be_another_object() -> None:
    """CR 608.2h: "that creature" after "target player sacrifices a creature" is the creature
    sacrificed, not a target: not read (the sentence stays unsupported); nor "its" after an
    instruction that acted on something other than the last target; nor counters "on it"
    where "it" is not the source (only the source's counters are counted, 122.1)."""
    assert read_effect("Target player sacrifices a creature. You gain life equal to that "
                       "creature's toughness.").unsupported
    assert read_effect("Destroy target creature. Exile the top card of your library. You gain "
                       "life equal to its toughness.").unsupported
    assert not read_effect(DESTROY).unsupported
    assert read_effect("Draw cards equal to the number of +1/+1 counters on it.").unsupported
    assert read_effect("You lose life equal to its mana value.").unsupported  # a cast spell's?


@plays("Whenever a creature you control deals combat damage to a player, you gain life equal "
       "to that creature's toughness.")
def test_the_creature_that_dealt_combat_damage() -> None:
    """CR 603.2, 510.2, 608.2h: "that creature" is the creature that dealt the damage, not
    the player dealt it: A's unblocked 2/4 deals 2 damage to B, A gains 4 life."""
    ikra = card("Ikra", power=1, toughness=1,
                text="Whenever a creature you control deals combat damage to a player, you "
                     "gain life equal to that creature's toughness.")
    state = game(perm("i1", "A", ikra), perm("a1", "A", card("Wall", power=2, toughness=4)))
    finish(blocks(state, "a1=B"))
    assert state.players["B"].life == 18 and state.players["A"].life == 24


@plays("Whenever ~ or another creature enters the battlefield under your control, you gain "
       "life equal to that creature's toughness.")
def test_the_source_or_another_entering_creature() -> None:
    """CR 603.2, 603.6a, 608.2h: "that creature" is the one entering: the source (a 2/3)
    entering gains A 3 life; a 1/4 entering while the source is on the battlefield, 4."""
    avatar = card("Avatar", power=2, toughness=3, cost="{G}",
                  text="Whenever Avatar or another creature enters the battlefield under your "
                       "control, you gain life equal to that creature's toughness.")
    wall = card("Wall", power=1, toughness=4, cost="{G}")
    for first, gained in ((True, 3), (False, 4)):
        players = {"A": Player("A", mana=Mana.parse("{G}")), "B": Player("B")}
        objects = [perm("v1", "A", avatar, Zone.HAND if first else Zone.BATTLEFIELD),
                   perm("w1", "A", wall, Zone.HAND)]
        state = GameState(players, {o.id: o for o in objects}, ("A", "B"), "A",
                          step=Step.PRECOMBAT_MAIN, span=Span.TURN, seed=3)
        state.start()
        finish(play(state, "cast v1" if first else "cast w1"))
        assert state.players["A"].life == 20 + gained


@plays("When enchanted creature dies, its controller loses life equal to its power and you "
       "gain life equal to its toughness.")
def test_the_enchanted_creature_that_died() -> None:
    """CR 603.10a, 608.2h: the enchanted 4/2 of B's dies: B, its controller, loses 4 life and
    A, the Aura's controller, gains 2."""
    watch = card("Watch", types=["Enchantment"], subtypes=["Aura"],
                 text="Enchant creature\nWhen enchanted creature dies, its controller loses "
                      "life equal to its power and you gain life equal to its toughness.")
    kill = spell("Destroy target creature.")
    state = game(perm("b1", "B", card("Ogre", power=4, toughness=2)),
                 perm("w1", "A", watch, attached_to="b1"), perm("k1", "A", kill, Zone.HAND),
                 mana={"A": "{U}"})
    finish(play(state, "cast k1", "target b1"))
    assert state.players["B"].life == 16 and state.players["A"].life == 22


@plays("Return target creature to its owner's hand. Create X 1/1 green Saproling creature "
       "tokens, where X is that creature's mana value.")
def test_tokens_as_many_as_the_returned_creature_s_mana_value() -> None:
    """CR 111.2, 202.3, 608.2h: the target ({2}{G}{G}, mana value 4) has left the
    battlefield when the tokens are made: its mana value as it last existed gives four
    Saprolings, under A's control."""
    text = ("Return target creature to its owner's hand. Create X 1/1 green Saproling "
            "creature tokens, where X is that creature's mana value.")
    state = game(perm("p1", "A", spell(text), Zone.HAND),
                 perm("b1", "B", card("Beast", power=4, toughness=4, cost="{2}{G}{G}")),
                 mana={"A": "{U}"})
    finish(play(state, "cast p1", "target b1"))
    assert state.permanents["b1"].zone is Zone.HAND
    tokens = [p for p in state.permanents.values() if p.zone is Zone.BATTLEFIELD
              and p.controller == "A" and "Saproling" in p.card.subtypes]
    assert len(tokens) == 4


@plays("{2}, {T}, Sacrifice ~: You gain life equal to its power.")
def test_an_ability_s_its_is_its_sacrificed_source() -> None:
    """CR 602.2b, 608.2h, 113.7a: an activated ability about no other object: "its" is the
    source, sacrificed to pay the cost; its power as it last existed (a 3/3 with a +1/+1
    counter: 4) is gained."""
    ginger = card("Ginger", power=3, toughness=3,
                  text="{2}, {T}, Sacrifice Ginger: You gain life equal to its power.")
    state = game(perm("g1", "A", ginger, counters={PLUS: 1}), mana={"A": "{2}"},
                 step=Step.PRECOMBAT_MAIN)
    finish(play(state, "activate g1 0"))
    assert state.permanents["g1"].zone is Zone.GRAVEYARD and state.players["A"].life == 24
