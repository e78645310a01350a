"""Priority in each combat step (CR 117, 506-511): a trick in each step changes the outcome as
the rules say, activated abilities (602) of pool cards, and the rules of when changes made
mid-combat matter (506.4, 509.1h, 510.4, 702.7, 701.19c)."""

from __future__ import annotations

from boards import creature
from played import plays
from test_stack import blocks, events, finish, game, legal, perm, play, to, zone

from sim import GameState, Kw, Step
from sim.engine import core as engine
from sim.model.events import AbilityActivated, DamageDealt, Died
from sim.model.objects import Effect, Zone

# --- a trick in each step ---------------------------------------------------------------------


def test_beginning_of_combat_disfigure_kills_a_would_be_attacker() -> None:
    state = game(perm("a1", "A", "Grizzly Bears"), perm("d1", "B", "Disfigure", Zone.HAND),
                 mana={"B": "{B}"})
    to(state, "priority", Step.BEGINNING_OF_COMBAT, "B")
    play(state, "cast d1", "target a1")
    to(state, "declare_attackers")
    assert zone(state, "a1") is Zone.GRAVEYARD
    assert legal(state) == ["attack none"]


@plays("Destroy target attacking creature.")
def test_declare_attackers_kill_shot_destroys_the_attacker() -> None:
    """CR 701.8a and 115.1: Kill Shot, cast in the declare attackers step on the attacking Hill
    Giant (a legal target: an attacking creature), destroys it: it is put into its owner's graveyard
    and deals no damage."""
    state = game(perm("a1", "A", "Hill Giant"), perm("k1", "B", "Kill Shot", Zone.HAND),
                 mana={"B": "{2}{W}"})
    to(state, "declare_attackers").apply("attack a1=B")
    to(state, "priority", Step.DECLARE_ATTACKERS, "B")
    finish(play(state, "cast k1", "target a1"))
    assert state.outcome().life["B"] == 20 and state.outcome().died == ("a1",)


def test_kill_shot_is_not_castable_before_attackers_exist() -> None:
    state = game(perm("a1", "A", "Hill Giant"), perm("k1", "B", "Kill Shot", Zone.HAND),
                 mana={"B": "{2}{W}"})
    # no attacking creature at the beginning of combat: no legal target, so no cast (601.2c)
    assert state.decision is not None and state.decision.kind == "declare_attackers"


@plays("Flash", "Deathtouch")
def test_ambush_viper_flashed_in_during_declare_attackers_blocks() -> None:
    """CR 702.8a and 702.2b: with flash the Viper is cast in the declare attackers step, enters
    under B's control and blocks; its deathtouch damage destroys the Hill Giant, which kills it
    too."""
    state = game(perm("a1", "A", "Hill Giant"), perm("v1", "B", "Ambush Viper", Zone.HAND),
                 mana={"B": "{1}{G}"})
    to(state, "declare_attackers").apply("attack a1=B")
    to(state, "priority", Step.DECLARE_ATTACKERS, "B")
    play(state, "cast v1")
    to(state, "declare_blockers")
    assert zone(state, "v1") is Zone.BATTLEFIELD and state.permanents["v1"].controller == "B"
    assert "block v1=a1" in legal(state)
    finish(play(state, "block v1=a1"))
    assert set(state.outcome().died) == {"a1", "v1"}  # deathtouch (702.2b)
    assert state.outcome().life["B"] == 20


def test_first_strike_damage_step_disfigure_stops_the_blockers_regular_damage() -> None:
    def board() -> GameState:
        return game(creature("a1", "A", 2, 2, Kw.FIRST_STRIKE), creature("b1", "B", 2, 3),
                    perm("d1", "A", "Disfigure", Zone.HAND), mana={"A": "{B}"})
    plain = board()
    finish(blocks(plain, "a1=B", "b1=a1"))
    assert plain.outcome().died == ("a1",)
    state = blocks(board(), "a1=B", "b1=a1")
    to(state, "priority", Step.FIRST_STRIKE_DAMAGE, "A")
    assert state.permanents["b1"].damage == 2
    finish(play(state, "cast d1", "target b1"))
    assert state.outcome().died == ("b1",)
    assert not [e for e in events(state, DamageDealt) if e.source == "b1"]


def test_combat_damage_step_disfigure_finishes_a_damaged_attacker() -> None:
    state = game(creature("a1", "A", 3, 3), creature("b1", "B", 2, 2),
                 perm("d1", "B", "Disfigure", Zone.HAND), mana={"B": "{B}"})
    blocks(state, "a1=B", "b1=a1")
    to(state, "priority", Step.COMBAT_DAMAGE, "B")
    assert state.permanents["a1"].damage == 2 and zone(state, "a1") is Zone.BATTLEFIELD
    finish(play(state, "cast d1", "target a1"))
    assert set(state.outcome().died) == {"a1", "b1"}


def test_end_of_combat_damage_is_still_marked() -> None:
    state = game(creature("a1", "A", 3, 3), creature("b1", "B", 2, 2),
                 perm("d1", "B", "Disfigure", Zone.HAND), mana={"B": "{B}"})
    blocks(state, "a1=B", "b1=a1")
    to(state, "priority", Step.COMBAT_DAMAGE, "B").apply("pass")
    to(state, "priority", Step.END_OF_COMBAT, "B")
    finish(play(state, "cast d1", "target a1"))
    died = {e.permanent: e.step for e in events(state, Died)}
    assert died == {"b1": Step.COMBAT_DAMAGE, "a1": Step.END_OF_COMBAT}


# --- changes after blocks ----------------------------------------------------------------------

def test_roofstalker_wight_gaining_flying_after_blocks_is_still_blocked() -> None:
    state = game(perm("a1", "A", "Roofstalker Wight"), perm("b1", "B", "Grizzly Bears"),
                 mana={"A": "{1}{U}{1}{U}"})  # (mana for a second activation: A stops there)
    blocks(state, "a1=B", "b1=a1")
    to(state, "priority", Step.DECLARE_BLOCKERS, "A")
    assert legal(state) == ["pass", "activate a1 0"]
    play(state, "activate a1 0")
    play(state, "pass")  # A passes, then B: the ability resolves; A has priority again
    to(state, "priority", Step.DECLARE_BLOCKERS, "A")
    assert not state.stack and state.has("a1", Kw.FLYING)
    finish(state)  # (dead, its card is a new object without the effect: CR 400.7)
    assert state.outcome().life["B"] == 20  # 509.1h: it remains blocked
    assert set(state.outcome().died) == {"a1", "b1"}


@plays("{1}{U}: This creature gains flying until end of turn.", "Flying")
def test_roofstalker_wight_gaining_flying_before_blocks_evades_the_bear() -> None:
    """CR 602.2 and 702.9b: the Wight gains flying before blockers are declared, so the Bears (no
    flying or reach) can't block it."""
    state = game(perm("a1", "A", "Roofstalker Wight"), perm("b1", "B", "Grizzly Bears"),
                 mana={"A": "{1}{U}"})
    to(state, "declare_attackers").apply("attack a1=B")
    to(state, "priority", Step.DECLARE_ATTACKERS, "A")
    play(state, "activate a1 0")
    to(state, "declare_blockers")
    assert legal(state) == ["block none"]


def skulker_board() -> GameState:
    return game(perm("s1", "A", "Deepfathom Skulker"), perm("a1", "A", "Grizzly Bears"),
                perm("b1", "B", "Hill Giant"), mana={"A": "{3}{C}"})


@plays("{3}{C}: Target creature can't be blocked this turn.")
def test_skulker_before_blocks_makes_the_attacker_unblockable() -> None:
    """CR 602.2 and 509.1b: the ability resolved before blocks makes the target unblockable this
    turn: no block is possible, and the Bears deal their 2."""
    state = skulker_board()
    to(state, "declare_attackers").apply("attack a1=B")
    to(state, "priority", Step.DECLARE_ATTACKERS, "A")
    play(state, "activate s1 0", "target a1")
    to(state, "declare_blockers")
    assert legal(state) == ["block none"]
    finish(play(state, "block none"))
    assert state.outcome().life["B"] == 18


def test_skulker_after_blocks_changes_nothing() -> None:
    state = skulker_board()
    blocks(state, "a1=B", "b1=a1")
    to(state, "priority", Step.DECLARE_BLOCKERS, "A")
    finish(play(state, "activate s1 0", "target a1"))
    assert state.outcome().life["B"] == 20
    assert state.outcome().died == ("a1",)


def test_skulker_needs_colorless_mana() -> None:
    state = game(perm("s1", "A", "Deepfathom Skulker"), perm("a1", "A", "Grizzly Bears"),
                 mana={"A": "{G}{G}{G}{G}"})
    assert state.decision is not None and state.decision.kind == "declare_attackers"


# --- first strike and the two damage steps (510.4, 702.7b-c) -------------------------------------

def test_first_strike_granted_in_the_first_strike_step_gives_one_hit_not_two() -> None:
    state = game(creature("a1", "A", 2, 2, Kw.FIRST_STRIKE), creature("a2", "A", 2, 2),
                 perm("s1", "A", "Sure Strike", Zone.HAND), mana={"A": "{1}{R}"})
    blocks(state, "a1=B a2=B")
    to(state, "priority", Step.FIRST_STRIKE_DAMAGE, "A")
    assert state.players["B"].life == 18
    finish(play(state, "cast s1", "target a2"))
    hits = [(e.source, e.step) for e in events(state, DamageDealt)]
    assert hits == [("a1", Step.FIRST_STRIKE_DAMAGE), ("a2", Step.COMBAT_DAMAGE)]
    assert state.outcome().life["B"] == 13  # 2 + 5


def test_first_strike_granted_again_to_a_first_striker_gives_no_extra_hit() -> None:
    state = game(creature("a1", "A", 2, 2, Kw.FIRST_STRIKE),
                 perm("s1", "A", "Sure Strike", Zone.HAND), mana={"A": "{1}{R}"})
    blocks(state, "a1=B")
    to(state, "priority", Step.FIRST_STRIKE_DAMAGE, "A")
    finish(play(state, "cast s1", "target a1"))
    assert [e.step for e in events(state, DamageDealt)] == [Step.FIRST_STRIKE_DAMAGE]
    assert state.outcome().life["B"] == 18


@plays("Target creature gets +3/+0 and gains first strike until end of turn.")
def test_sure_strike_before_damage_wins_the_fight() -> None:
    """CR 613.4c, 613.1f and 702.7b: Sure Strike cast after blocks makes the 2/2 attacker a 5/2 with
    first strike: it deals its damage in the first-strike damage step, the 3/3 blocker dies and
    deals none."""
    state = game(creature("a1", "A", 2, 2), creature("b1", "B", 3, 3),
                 perm("s1", "A", "Sure Strike", Zone.HAND), mana={"A": "{1}{R}"})
    blocks(state, "a1=B", "b1=a1")
    finish(play(state, "cast s1", "target a1"))
    assert state.outcome().died == ("b1",)
    assert not [e for e in events(state, DamageDealt) if e.source == "b1"]


def test_losing_first_strike_after_striking_gives_no_regular_damage() -> None:
    state = game(creature("a1", "A", 2, 2, Kw.FIRST_STRIKE))
    to(state, "declare_attackers").apply("attack a1=B")
    to(state, "declare_blockers")
    engine.apply(state, "block none", until=lambda s: s.players["B"].life == 18)
    assert state.step is Step.FIRST_STRIKE_DAMAGE
    # an effect standing for a "loses first strike" spell cast in the first-strike step
    state.add_effect(Effect(frozenset(["a1"]), remove=Kw.FIRST_STRIKE))
    engine.run(state)
    finish(state)
    assert not state.has("a1", Kw.FIRST_STRIKE)
    assert state.outcome().life["B"] == 18  # 702.7b: it had first strike as that step began


# --- regeneration removes from combat (701.19c, 506.4) ---------------------------------------

@plays("{G}: Regenerate this creature.")
def test_river_boa_regenerates_from_lethal_damage() -> None:
    """CR 701.19a: the regeneration shield replaces the Boa's destruction by lethal damage: its
    damage is removed, it is tapped and removed from combat, and it stays on the battlefield."""
    state = game(perm("a1", "A", "River Boa"), creature("b1", "B", 3, 3), mana={"A": "{G}"})
    blocks(state, "a1=B", "b1=a1")
    to(state, "priority", Step.DECLARE_BLOCKERS, "A")
    finish(play(state, "activate a1 0"))
    boa = state.permanents["a1"]
    assert boa.zone is Zone.BATTLEFIELD and boa.tapped and boa.damage == 0
    assert state.outcome().died == ()
    assert state.permanents["b1"].damage == 2


def test_a_regenerated_creature_is_removed_from_combat_and_deals_no_regular_damage() -> None:
    state = game(perm("a1", "A", "River Boa"), creature("b1", "B", 3, 3, Kw.FIRST_STRIKE),
                 mana={"A": "{G}"})
    blocks(state, "a1=B", "b1=a1")
    to(state, "priority", Step.DECLARE_BLOCKERS, "A")
    engine.apply(state, "activate a1 0", until=lambda s: s.step is Step.COMBAT_DAMAGE)
    assert state.permanents["a1"].tapped and state.permanents["a1"].damage == 0
    assert state.combat is not None and "a1" not in state.combat.attackers  # 701.19c
    engine.run(state)
    finish(state)
    assert not [e for e in events(state, DamageDealt) if e.source == "a1" or e.target == "a1"
                and e.step is Step.COMBAT_DAMAGE]
    assert state.permanents["b1"].damage == 0 and zone(state, "a1") is Zone.BATTLEFIELD


def test_river_boa_without_mana_dies() -> None:
    state = game(perm("a1", "A", "River Boa"), creature("b1", "B", 3, 3))
    finish(blocks(state, "a1=B", "b1=a1"))
    assert state.outcome().died == ("a1",)


# --- pool cards' activated abilities ---------------------------------------------------------

@plays("{1}{R}: This creature gets +2/+0 until end of turn.")
def test_two_headed_dragon_firebreathing_twice() -> None:
    """CR 602.2 and 613.4c: '{1}{R}: +2/+0 until end of turn' activated twice: the unblocked 4-power
    Dragon deals 8."""
    state = game(perm("a1", "A", "Two-Headed Dragon"), mana={"A": "{1}{R}{1}{R}"})
    blocks(state, "a1=B")
    to(state, "priority", Step.DECLARE_BLOCKERS, "A")
    play(state, "activate a1 0")
    to(state, "priority", Step.DECLARE_BLOCKERS, "A")
    play(state, "activate a1 0")
    finish(state)
    assert len(events(state, AbilityActivated)) == 2
    assert state.outcome().life["B"] == 12  # 4 + 2 + 2


@plays("Threshold — As long as seven or more cards are in your graveyard, all creatures able to "
       "block this creature do so.")
def test_war_cadence_x0_means_no_requirement_forces_a_block() -> None:
    """CR 611.3a and 509.1c-d: with threshold the Basilisk's lure requirement applies and the Bears
    must block; War Cadence with X=0 makes blocking cost {0}, and a requirement never forces a cost
    to be paid (509.1c), so declaring no block is legal as well (Cranial Insertion)."""
    # Cranial Insertion 2006: Stone-Tongue Basilisk with threshold, War Cadence with X=0
    graveyard = [perm(f"g{i}", "A", "Grizzly Bears", Zone.GRAVEYARD) for i in range(7)]
    state = game(perm("a1", "A", "Stone-Tongue Basilisk"), perm("b1", "B", "Grizzly Bears"),
                 perm("w1", "B", "War Cadence"), *graveyard, mana={"B": "{R}"})
    plain = state.clone()
    to(plain, "declare_attackers").apply("attack a1=B")
    to(plain, "declare_blockers")
    assert legal(plain) == ["block b1=a1"]  # all creatures able to block it do so
    to(state, "declare_attackers").apply("attack a1=B")
    to(state, "priority", Step.DECLARE_ATTACKERS, "B")
    play(state, "activate w1 0")
    assert state.decision is not None and state.decision.kind == "choose_x"
    assert legal(state) == ["x 0"]
    play(state, "x 0")
    to(state, "declare_blockers")
    assert set(legal(state)) == {"block none", "block b1=a1"}
    finish(play(state, "block none"))
    assert state.outcome().life["B"] == 16


@plays("{2}, {T}: This artifact deals 1 damage to target creature. That creature attacks this "
       "turn if able.")
def test_bullwhip_on_viashino_bey_forces_the_bey_to_attack() -> None:
    """CR 508.1c-d: Bullwhip's damage makes the Bey attack this turn if able; under Dueling Grounds
    (no more than one creature can attack each combat: a restriction) the requirements obeyed are
    maximized by the Bey attacking alone, so that is the only declaration."""
    # Cranial Insertion 2006: Dueling Grounds, Viashino Bey and two Viashino Warriors, Bullwhip
    state = game(perm("bey", "A", "Viashino Bey"), perm("w1", "A", "Viashino Warrior"),
                 perm("w2", "A", "Viashino Warrior"), perm("dg", "A", "Dueling Grounds"),
                 perm("bw", "B", "Bullwhip"), mana={"B": "{2}"})
    to(state, "priority", Step.BEGINNING_OF_COMBAT, "B")
    finish_at = play(state, "activate bw 0")
    assert set(legal(finish_at)) == {"target bey", "target w1", "target w2"}
    play(state, "target bey")
    to(state, "declare_attackers")
    assert state.permanents["bey"].damage == 1 and state.permanents["bw"].tapped
    assert legal(state) == ["attack bey=B"]


@plays("{2}{G}: Target creature blocks this creature this turn if able.")
def test_burning_tree_bloodscale_makes_a_creature_block_it() -> None:
    """CR 602.2 and 509.1c: the ability gives its target the requirement to block the Bloodscale
    this turn if able: every legal declaration has that creature blocking it."""
    state = game(perm("a1", "A", "Burning-Tree Bloodscale"), perm("b1", "B", "Grizzly Bears"),
                 perm("b2", "B", "Grizzly Bears"), mana={"A": "{2}{G}"})
    to(state, "declare_attackers").apply("attack a1=B")
    to(state, "priority", Step.DECLARE_ATTACKERS, "A")
    play(state, "activate a1 1", "target b1")
    to(state, "declare_blockers")
    assert all("b1=a1" in a for a in legal(state))
