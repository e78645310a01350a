"""Triggered keyword abilities read from Oracle text and played in games: prowess (CR 702.108),
battle cry (702.91), melee (702.121), dethrone (702.105), training (702.149), bushido
(702.45), afflict (702.130), annihilator (702.86, the defending player's ``choose_sacrifice``
decisions), undying (702.93) and persist (702.79)."""

from __future__ import annotations

import pytest
from boards import creature, planeswalker
from played import plays
from test_stack import blocks, card, events, finish, game, legal, perm, play, to, zone

from sim import CardDef, GameState, Step
from sim.engine.agents import DefaultAgent
from sim.model.errors import IllegalActionError
from sim.model.events import AbilityTriggered, Countered, Died, Entered, LifeLost, Sacrificed
from sim.model.objects import MINUS, PLUS, Zone

SWIFTSPEAR = card("Monastery Swiftspear", power=1, toughness=2, text="Haste\nProwess (Whenever "
                  "you cast a noncreature spell, this creature gets +1/+1 until end of turn.)")


def keyword(name: str, power: int, toughness: int, text: str) -> CardDef:
    return card(name, power=power, toughness=toughness, text=text)


def unblocked(state: GameState, attack: str) -> GameState:
    return finish(blocks(state, attack))


# --- prowess (702.108) -----------------------------------------------------------------------

@plays("Prowess")
def test_prowess_pumps_when_its_controller_casts_a_noncreature_spell() -> None:
    """CR 702.108a: prowess triggers when its controller casts a noncreature spell: Giant Growth's
    +3/+3 and prowess's +1/+1 make the unblocked 1/2 deal 5."""
    state = game(perm("s1", "A", SWIFTSPEAR), perm("h1", "A", "Giant Growth", Zone.HAND),
                 mana={"A": "{G}"})
    assert SWIFTSPEAR.unsupported == ()
    blocks(state, "s1=B")
    play(state, "cast h1", "target s1")
    finish(state)
    # 1 power + 3 (Giant Growth) + 1 (prowess): 5, not 4
    assert state.outcome().life["B"] == 15
    assert [e.source for e in events(state, AbilityTriggered)] == ["s1"]


def test_prowess_ignores_an_opponents_spell() -> None:
    state = game(perm("s1", "A", SWIFTSPEAR), creature("b1", "B", 1, 1),
                 perm("h1", "B", "Giant Growth", Zone.HAND), mana={"B": "{G}"})
    blocks(state, "s1=B", "b1=s1")
    to(state, "priority", Step.DECLARE_BLOCKERS, "B")
    play(state, "cast h1", "target b1")
    finish(state)
    assert not events(state, AbilityTriggered)
    assert zone(state, "s1") is Zone.GRAVEYARD  # a 4/4 blocker, a 1/2 Swiftspear


# --- battle cry (702.91) ------------------------------------------------------------------------

@plays("Battle cry")
def test_battle_cry_pumps_each_other_attacker_but_not_itself() -> None:
    """CR 702.91a: battle cry gives each other attacking creature +1/+0 until end of turn as it
    attacks, not itself: 2 + 3 + 2 unblocked."""
    crier = keyword("Crier", 2, 2, "Battle cry (Whenever this creature attacks, each other "
                    "attacking creature gets +1/+0 until end of turn.)")
    state = game(perm("c1", "A", crier), creature("a1", "A", 2, 2), creature("a2", "A", 1, 1))
    to(state, "declare_attackers").apply("attack c1=B a1=B a2=B")
    to(state, "declare_blockers")
    assert (state.power("c1"), state.power("a1"), state.power("a2")) == (2, 3, 2)
    assert state.toughness("a1") == 2
    finish(play(state, "block none"))
    assert state.outcome().life["B"] == 13


# --- melee (702.121) -----------------------------------------------------------------------

MELEE = card("Protester", power=2, toughness=1, text="Melee (Whenever this creature attacks, it "
             "gets +1/+1 until end of turn for each opponent you attacked with a creature this "
             "combat.)")


@plays("Melee")
def test_melee_counts_the_opponent_attacked() -> None:
    """CR 702.121a: melee gives +1/+1 for each opponent attacked with a creature this combat:
    attacking B alone, the 2/1 deals 3."""
    state = unblocked(game(perm("m1", "A", MELEE)), "m1=B")
    assert state.outcome().life["B"] == 17


def test_melee_attacking_a_planeswalker_alone_attacks_no_opponent() -> None:
    # rulings: it triggers, but counts only opponents (players) attacked with a creature
    state = game(perm("m1", "A", MELEE), planeswalker("w1", "B", 5))
    to(state, "declare_attackers").apply("attack m1=w1")
    to(state, "declare_blockers")
    assert [e.source for e in events(state, AbilityTriggered)] == ["m1"]
    assert state.power("m1") == 2
    finish(play(state, "block none"))
    assert state.loyalty("w1") == 3


def test_melee_counts_an_opponent_another_creature_attacked() -> None:
    state = game(perm("m1", "A", MELEE), creature("a1", "A", 1, 1), planeswalker("w1", "B", 5))
    to(state, "declare_attackers").apply("attack m1=w1 a1=B")
    to(state, "declare_blockers")
    assert (state.power("m1"), state.toughness("m1")) == (3, 2)


# --- dethrone (702.105) ------------------------------------------------------------------------

DETHRONE = card("Infiltrator", power=1, toughness=1, text="Dethrone (Whenever this creature "
                "attacks the player with the most life or tied for most life, put a +1/+1 "
                "counter on it.)")


@plays("Dethrone")
def test_dethrone_puts_a_counter_when_attacking_the_player_tied_for_most_life() -> None:
    """CR 702.105a: dethrone puts a +1/+1 counter on the creature when it attacks the player with
    the most life or tied for most (20 and 20): it deals 2."""
    state = unblocked(game(perm("d1", "A", DETHRONE)), "d1=B")
    assert state.permanents["d1"].counters.get(PLUS) == 1
    assert state.outcome().life["B"] == 18


def test_dethrone_does_not_trigger_against_a_player_with_less_life() -> None:
    state = unblocked(game(perm("d1", "A", DETHRONE), life={"B": 10}), "d1=B")
    assert not state.permanents["d1"].counters.get(PLUS)
    assert state.outcome().life["B"] == 9


def test_dethrone_does_not_trigger_attacking_a_planeswalker() -> None:
    state = game(perm("d1", "A", DETHRONE), planeswalker("w1", "B", 5), life={"A": 5})
    to(state, "declare_attackers").apply("attack d1=w1")
    finish(state)
    assert not events(state, AbilityTriggered)
    assert not state.permanents["d1"].counters.get(PLUS)


# --- training (702.149) ----------------------------------------------------------------------

TRAINEE = card("Trainee", power=1, toughness=2, text="Training (Whenever this creature attacks "
               "with another creature with greater power, put a +1/+1 counter on this "
               "creature.)")


@plays("Training")
def test_training_with_a_greater_attacker_puts_a_counter() -> None:
    """CR 702.149a: training puts a +1/+1 counter on the creature when it attacks with another
    creature of greater power."""
    state = unblocked(game(perm("t1", "A", TRAINEE), creature("a1", "A", 3, 3)), "t1=B a1=B")
    assert state.permanents["t1"].counters.get(PLUS) == 1
    assert state.outcome().life["B"] == 15


def test_training_without_a_greater_attacker_does_nothing() -> None:
    state = unblocked(game(perm("t1", "A", TRAINEE), creature("a1", "A", 1, 1),
                           creature("a2", "A", 5, 5)), "t1=B a1=B")
    assert not state.permanents["t1"].counters
    assert not events(state, AbilityTriggered)  # a2 did not attack


# --- bushido (702.45) -----------------------------------------------------------------------

SAMURAI = card("Samurai", power=2, toughness=2, text="Bushido 1 (Whenever this creature blocks "
               "or becomes blocked, it gets +1/+1 until end of turn.)")


@plays("Bushido 1")
def test_bushido_pumps_once_when_it_blocks_or_becomes_blocked() -> None:
    """CR 702.45a and 509.3c: bushido 1 gives +1/+1 until end of turn when the creature blocks
    or becomes blocked, once however many creatures block it: blocking a 3/3 it is a 3/3 and
    trades; blocked by two 1/1s it is a 3/3 dealt 2 and survives (a 2/2 would die)."""
    assert SAMURAI.unsupported == ()
    blocking = finish(blocks(game(creature("a1", "A", 3, 3), perm("b1", "B", SAMURAI)),
                             "a1=B", "b1=a1"))
    assert set(blocking.outcome().died) == {"a1", "b1"}
    state = blocks(game(perm("s1", "A", SAMURAI), creature("b1", "B", 1, 1),
                        creature("b2", "B", 1, 1)), "s1=B", "b1=s1 b2=s1")
    finish(state)
    assert [e.source for e in events(state, AbilityTriggered)] == ["s1"]
    assert zone(state, "s1") is Zone.BATTLEFIELD and state.permanents["s1"].damage == 2
    assert set(state.outcome().died) == {"b1", "b2"}


# --- afflict (702.130) --------------------------------------------------------------------------

AFFLICT = card("Afflicter", power=2, toughness=2, text="Afflict 2 (Whenever this creature "
               "becomes blocked, defending player loses 2 life.)")


@plays("Afflict 2")
def test_afflict_makes_the_defending_player_lose_life_once_however_many_block() -> None:
    """CR 702.130a and 509.3c: afflict triggers when the creature becomes blocked, once however many
    creatures block it: the defending player loses 2 life once."""
    state = game(perm("f1", "A", AFFLICT), creature("b1", "B", 1, 1), creature("b2", "B", 1, 1))
    finish(blocks(state, "f1=B", "b1=f1 b2=f1"))
    lost = events(state, LifeLost)
    assert [(e.player, e.amount) for e in lost] == [("B", 2)]
    assert state.outcome().life["B"] == 18


def test_afflict_unblocked_is_just_combat_damage() -> None:
    state = unblocked(game(perm("f1", "A", AFFLICT)), "f1=B")
    assert not events(state, LifeLost) and state.outcome().life["B"] == 18


def test_afflict_can_finish_the_defending_player_before_damage() -> None:
    state = game(perm("f1", "A", AFFLICT), creature("b1", "B", 3, 3), life={"B": 2})
    finish(blocks(state, "f1=B", "b1=f1"))
    assert state.players["B"].lost and state.outcome().winners == ("A",)
    assert zone(state, "f1") is Zone.BATTLEFIELD  # the game ended before combat damage


# --- annihilator (702.86) ------------------------------------------------------------------------

ELDRAZI = card("Eldrazi", power=5, toughness=5, text="Annihilator 2 (Whenever this creature "
               "attacks, defending player sacrifices two permanents.)")


@plays("Annihilator 2")
def test_annihilator_the_defending_player_chooses_what_to_sacrifice() -> None:
    """CR 702.86a and 701.21a: annihilator 2 makes the defending player sacrifice two permanents of
    their own choice, before blockers are declared: B chooses two of its creatures, never A's, and
    the third is left to block."""
    state = game(perm("e1", "A", ELDRAZI), creature("b1", "B", 6, 6), creature("b2", "B"),
                 creature("b3", "B"), creature("a1", "A"))
    to(state, "declare_attackers").apply("attack e1=B")
    to(state, "choose_sacrifice")
    assert state.decision is not None and state.decision.player == "B"
    assert legal(state) == ["sacrifice b1", "sacrifice b2", "sacrifice b3"]  # not A's a1
    play(state, "sacrifice b2")
    assert legal(state) == ["sacrifice b1", "sacrifice b3"]
    with pytest.raises(IllegalActionError):
        state.apply("sacrifice b2")  # chosen already
    with pytest.raises(IllegalActionError):
        state.apply("sacrifice a1")  # not B's
    play(state, "sacrifice b3")
    assert zone(state, "b2") is Zone.GRAVEYARD and zone(state, "b3") is Zone.GRAVEYARD
    assert [e.permanent for e in events(state, Sacrificed)] == ["b2", "b3"]
    assert {e.permanent for e in events(state, Died)} == {"b2", "b3"}
    # sacrificed before blockers are declared: b1 is the one left to block
    assert state.decision is not None and state.decision.kind == "declare_blockers"
    assert legal(state) == ["block none", "block b1=e1"]


def test_annihilator_takes_everything_without_a_choice_when_there_is_no_more() -> None:
    state = game(perm("e1", "A", ELDRAZI), creature("b1", "B"), planeswalker("w1", "B", 3))
    to(state, "declare_attackers").apply("attack e1=B")
    to(state, "declare_blockers")
    assert zone(state, "b1") is Zone.GRAVEYARD and zone(state, "w1") is Zone.GRAVEYARD
    finish(play(state, "block none"))
    assert state.outcome().life["B"] == 15


def test_annihilator_against_a_planeswalker_hits_its_controller() -> None:
    # rulings: the defending player is the controller of the planeswalker it attacks
    state = game(perm("e1", "A", ELDRAZI), creature("b1", "B"), planeswalker("w1", "B", 3),
                 creature("b2", "B"))
    to(state, "declare_attackers").apply("attack e1=w1")
    to(state, "choose_sacrifice")
    assert state.decision is not None and state.decision.player == "B"
    play(state, "sacrifice w1", "sacrifice b1")
    finish(state)  # still attacking, with nothing to deal damage to
    assert state.outcome().life["B"] == 20 and zone(state, "b2") is Zone.BATTLEFIELD


# --- undying (702.93) and persist (702.79) ----------------------------------------------------

UNDYING = card("Geist", power=2, toughness=2, text="Undying (When this creature dies, if it had "
               "no +1/+1 counters on it, return it to the battlefield under its owner's control "
               "with a +1/+1 counter on it.)")
PERSIST = card("Kithkin", power=2, toughness=2, text="Persist (When this creature dies, if it "
               "had no -1/-1 counters on it, return it to the battlefield under its owner's "
               "control with a -1/-1 counter on it.)")


@plays("Undying")
def test_undying_returns_a_new_object_with_a_counter() -> None:
    """CR 702.93a and 400.7: undying returns the creature that died without a +1/+1 counter to the
    battlefield with one: a new object (summoning sick, no damage, untapped) that is a 3/3."""
    state = game(perm("u1", "A", UNDYING), creature("b1", "B", 4, 4))
    finish(blocks(state, "u1=B", "b1=u1"))
    u1 = state.permanents["u1"]
    assert u1.zone is Zone.BATTLEFIELD and u1.counters == {PLUS: 1}
    assert (state.power("u1"), state.toughness("u1")) == (3, 3)
    assert u1.damage == 0 and not u1.tapped and u1.sick  # a new object (400.7)
    assert [e.permanent for e in events(state, Entered)] == ["u1"]
    assert state.outcome().died == ("u1",)


def test_undying_with_a_counter_stays_dead() -> None:
    state = game(perm("u1", "A", UNDYING, counters={PLUS: 1}), creature("b1", "B", 5, 5))
    finish(blocks(state, "u1=B", "b1=u1"))
    assert zone(state, "u1") is Zone.GRAVEYARD
    assert not events(state, AbilityTriggered)


def test_undying_returns_free_of_the_old_objects_effects() -> None:
    # Disfigure's -2/-2 was on the old object: the new one is a 3/3 (CR 400.7)
    state = game(perm("u1", "A", UNDYING), perm("k1", "B", "Disfigure", Zone.HAND),
                 mana={"B": "{B}"})
    to(state, "declare_attackers").apply("attack u1=B")
    to(state, "priority", Step.DECLARE_ATTACKERS, "B")
    play(state, "cast k1", "target u1")
    finish(state)
    assert zone(state, "u1") is Zone.BATTLEFIELD
    assert (state.power("u1"), state.toughness("u1")) == (3, 3)


@plays("Persist")
def test_persist_returns_with_a_minus_counter_once() -> None:
    """CR 702.79a: persist returns the creature that died without a -1/-1 counter with one (a 1/1);
    one that already had a -1/-1 counter stays in the graveyard."""
    state = game(perm("p1", "A", PERSIST), creature("b1", "B", 4, 4))
    finish(blocks(state, "p1=B", "b1=p1"))
    p1 = state.permanents["p1"]
    assert p1.zone is Zone.BATTLEFIELD and p1.counters == {MINUS: 1}
    assert (state.power("p1"), state.toughness("p1")) == (1, 1)
    again = game(perm("p1", "A", PERSIST, counters={MINUS: 1}), creature("b1", "B", 4, 4))
    finish(blocks(again, "p1=B", "b1=p1"))
    assert zone(again, "p1") is Zone.GRAVEYARD  # it had a -1/-1 counter


def test_undying_and_persist_do_not_bring_back_a_token() -> None:
    token = perm("t1", "A", UNDYING, token=True)
    state = game(token, creature("b1", "B", 4, 4))
    finish(blocks(state, "t1=B", "b1=t1"))
    assert "t1" not in state.permanents  # 704.5d
    assert not [p for p in state.battlefield() if p.controller == "A"]


# --- ward (702.21) -------------------------------------------------------------------------

WARDED = card("Warded", power=2, toughness=2, text="Ward {2} (Whenever this creature becomes "
              "the target of a spell or ability an opponent controls, counter it unless that "
              "player pays {2}.)")


def finish_one(state: GameState) -> None:
    decision = state.decision
    assert decision is not None
    state.apply(DefaultAgent().act(state, decision, state.legal_actions()))


def disfigure_the_warded(mana: str) -> GameState:
    state = game(creature("a1", "A", 1, 1), perm("w1", "B", WARDED),
                 perm("k1", "A", "Disfigure", Zone.HAND), mana={"A": mana})
    blocks(state, "a1=B", "w1=a1")
    to(state, "priority", Step.DECLARE_BLOCKERS, "A")
    return play(state, "cast k1", "target w1")


@plays("Ward {2}")
def test_ward_counters_unless_the_caster_pays() -> None:
    """CR 702.21a: ward {2} triggers when the creature becomes the target of a spell an opponent
    controls, and counters it unless its controller pays {2}: A pays, and Disfigure resolves."""
    state = disfigure_the_warded("{B}{2}")
    to(state, "choose_pay")
    assert state.decision is not None and state.decision.player == "A"
    assert legal(state) == ["yes", "no"]
    with pytest.raises(IllegalActionError):
        state.apply("sacrifice w1")
    play(state, "yes")
    finish(state)
    assert state.players["A"].mana.total == 0  # {2} paid
    assert zone(state, "w1") is Zone.GRAVEYARD  # Disfigure resolved: a 0/0
    assert not events(state, Countered)


def test_ward_declined_counters_the_spell() -> None:
    state = disfigure_the_warded("{B}{2}")
    to(state, "choose_pay")
    finish(play(state, "no"))
    assert [e.name for e in events(state, Countered)] == ["Disfigure"]
    assert zone(state, "k1") is Zone.GRAVEYARD  # 701.6a
    assert zone(state, "w1") is Zone.BATTLEFIELD and zone(state, "a1") is Zone.GRAVEYARD
    assert state.players["A"].mana.total == 2


def test_ward_the_caster_cannot_pay_is_countered_without_a_choice() -> None:
    state = disfigure_the_warded("{B}")
    kinds = []
    while state.decision is not None:
        kinds.append(state.decision.kind)
        finish_one(state)
    assert "choose_pay" not in kinds
    assert [e.name for e in events(state, Countered)] == ["Disfigure"]
    assert zone(state, "w1") is Zone.BATTLEFIELD


def test_ward_ignores_its_controllers_own_spells() -> None:
    state = game(creature("a1", "A", 3, 3), perm("w1", "B", WARDED),
                 perm("h1", "B", "Giant Growth", Zone.HAND), mana={"B": "{G}"})
    blocks(state, "a1=B", "w1=a1")
    to(state, "priority", Step.DECLARE_BLOCKERS, "B")
    finish(play(state, "cast h1", "target w1"))
    assert not events(state, AbilityTriggered)
    assert zone(state, "a1") is Zone.GRAVEYARD and zone(state, "w1") is Zone.BATTLEFIELD
