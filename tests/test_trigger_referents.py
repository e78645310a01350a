"""Players a triggered ability's effect names through its event (CR 603.2, 608.2h, 119.3;
the grammar's block "effects of triggered abilities" in ``oracle.lark``): "that creature's
controller loses 1 life" (the controller of the creature the event names, as it last
existed), "that player loses 1 life and you gain 1 life", "they lose 2 life", "~ deals 1
damage to them" (the player the event names); "put a +1/+1 counter on ~ and you gain 1 life"
(CR 122.1, 608.2c)."""

from __future__ import annotations

from played import plays
from test_named_counters import two_turns, until_turn
from test_stack import card, finish, game, perm, to

from sim import Step

DIES = "Whenever a creature dies, that creature's controller loses 1 life."
DRAIN = "Whenever Probe deals combat damage to a player, that player loses 1 life and you gain " \
    "1 life."
ATTACKED = ("Whenever a creature attacks you or a planeswalker you control, that creature's "
            "controller loses 1 life.")


@plays("Whenever a creature dies, that creature's controller loses 1 life.")
def test_the_dead_creatures_controller_loses_life() -> None:
    """CR 603.2, 608.2h, 603.10a: B's Probe (an enchantment) sees A's Bears die blocked by
    B's Giant: A, the Bears' controller, loses 1; B loses none."""
    probe = card("Probe", types=["Enchantment"], cost="{B}", text=DIES)
    assert not probe.unsupported, probe.unsupported
    state = game(perm("p1", "B", probe), perm("a1", "A", "Grizzly Bears"),
                 perm("b1", "B", "Hill Giant"))
    to(state, "declare_attackers").apply("attack a1=B")
    to(state, "declare_blockers").apply("block b1=a1")
    finish(state)
    assert (state.players["A"].life, state.players["B"].life) == (19, 20)


@plays("Whenever Probe deals combat damage to a player, that player loses 1 life and you gain 1 "
       "life.")
def test_the_damaged_player_loses_and_you_gain() -> None:
    """CR 603.2, 119.3: Probe (1/1) deals 1 combat damage to B; the trigger makes B lose 1
    more (18) and A gain 1 (21)."""
    probe = card("Probe", types=["Creature"], cost="{B}", power=1, toughness=1, text=DRAIN)
    assert not probe.unsupported, probe.unsupported
    state = game(perm("p1", "A", probe))
    to(state, "declare_attackers").apply("attack p1=B")
    to(state, "declare_blockers").apply("block none")
    finish(state)
    assert (state.players["A"].life, state.players["B"].life) == (21, 18)


@plays("Whenever a creature attacks you or a planeswalker you control, that creature's "
       "controller loses 1 life.")
def test_the_attacking_creatures_controller_loses_life() -> None:
    """CR 603.2, 608.2h: A's two Bears attack B, who controls Probe: two triggers, A loses 2."""
    probe = card("Probe", types=["Enchantment"], cost="{B}", text=ATTACKED)
    assert not probe.unsupported, probe.unsupported
    state = game(perm("p1", "B", probe), perm("a1", "A", "Grizzly Bears"),
                 perm("a2", "A", "Grizzly Bears"))
    to(state, "declare_attackers").apply("attack a1=B a2=B")
    to(state, "declare_blockers")
    assert (state.players["A"].life, state.players["B"].life) == (18, 20)


@plays("At the beginning of each opponent's upkeep, they lose 2 life.",
       "At the beginning of each opponent's upkeep, Probe deals 1 damage to them.")
def test_they_and_them_are_the_player_whose_upkeep_began() -> None:
    """CR 603.2b, 608.2c: "they" and "them" name the player the trigger is about, the
    opponent whose upkeep began: B loses 2 life, then is dealt 1 damage (17); A keeps 20."""
    probe = card("Probe", types=["Enchantment"], cost="{B}",
                 text="At the beginning of each opponent's upkeep, they lose 2 life.\n"
                      "At the beginning of each opponent's upkeep, Probe deals 1 damage to them.")
    assert not probe.unsupported, probe.unsupported
    state = two_turns(perm("p1", "A", probe))
    until_turn(state, 2)
    to(state, "priority", Step.PRECOMBAT_MAIN)
    assert (state.players["A"].life, state.players["B"].life) == (20, 17)


@plays("Whenever Probe attacks, put a +1/+1 counter on Probe and you gain 1 life.")
def test_a_counter_and_then_life() -> None:
    """CR 122.1, 608.2c: Probe attacks: a +1/+1 counter on it (2/2) and A gains 1 (21)."""
    probe = card("Probe", types=["Creature"], cost="{B}", power=1, toughness=1,
                 text="Whenever Probe attacks, put a +1/+1 counter on Probe and you gain 1 life.")
    assert not probe.unsupported, probe.unsupported
    state = game(perm("p1", "A", probe))
    to(state, "declare_attackers").apply("attack p1=B")
    to(state, "declare_blockers")
    assert (state.power("p1"), state.players["A"].life) == (2, 21)


def test_it_deals_about_another_object_is_not_run() -> None:
    """CR 120.3, 608.2h: in "whenever a Dragon enters ..., it deals X damage to any target"
    the Dragon deals the damage, not the ability's source, which is what a damage instruction
    deals: the clause is listed as not run (the card is not ``full``); "it deals" in a trigger
    about ~ itself is ~'s damage and runs."""
    tempest = card("Tempest", types=["Enchantment"], cost="{1}{R}",
                   text="Whenever a Dragon enters the battlefield under your control, it deals "
                        "X damage to any target, where X is the number of Dragons you control.")
    assert tempest.unsupported
    own = card("Probe", power=1, toughness=1, cost="{R}",
               text="Whenever Probe attacks, it deals 1 damage to any target.")
    assert not own.unsupported, own.unsupported
    vault = card("Vault", types=["Artifact"], cost="{1}",
                 text="At the beginning of your draw step, if Vault is tapped, it deals 1 "
                      "damage to you.")  # "it" after ~ is named: ~
    assert not vault.unsupported, vault.unsupported
