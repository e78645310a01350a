"""What happened this turn as conditions (``sim.rules.turn_history``): raid's "if you attacked
this turn" (a player declared attackers, CR 508.1), revolt's "if a permanent you controlled
left the battlefield this turn", morbid's "if a creature died this turn" (700.4), "if an
opponent lost life this turn" (119.3) — as an intervening "if" (603.4) and as the condition of
"~ enters with N +1/+1 counters on it if ..." (614.1c). Each is forgotten as a turn begins."""

from __future__ import annotations

from played import plays
from test_named_counters import finish_one, two_turns, until_turn
from test_stack import card, finish, perm, play, to

from sim import GameState, Step
from sim.model.objects import PLUS, Zone

BEAR = card("Bear", power=2, toughness=2)
RAIDER = card("Raider", power=1, toughness=1, cost="{0}",
              text="Raid — Raider enters the battlefield with a +1/+1 counter on it if you "
                   "attacked this turn.")


def attack_unblocked(state: GameState, attacker: str) -> None:
    """A declares ``attacker`` attacking B, B blocks nothing; play on to A's postcombat main."""
    to(state, "declare_attackers").apply(f"attack {attacker}=B")
    to(state, "declare_blockers").apply("block none")
    to(state, "priority", Step.POSTCOMBAT_MAIN, "A")


def cast(state: GameState, pid: str) -> None:
    play(state, f"cast {pid}")
    finish_one(state)


@plays("Raid — ~ enters the battlefield with a +1/+1 counter on it if you attacked this turn.")
def test_raid_counters_only_after_attacking() -> None:
    """CR 614.1c and 508.1: cast before combat (A hasn't attacked) it enters with no counter;
    the second, cast after A declared an attacker, enters with one. Damage to B (119.3)."""
    state = two_turns(perm("a1", "A", BEAR), perm("r1", "A", RAIDER, Zone.HAND),
                      perm("r2", "A", RAIDER, Zone.HAND))
    to(state, "priority", Step.PRECOMBAT_MAIN, "A")
    cast(state, "r1")
    assert state.permanents["r1"].counters == {}
    attack_unblocked(state, "a1")
    assert state.players["B"].life == 18
    cast(state, "r2")
    assert state.permanents["r2"].counters == {PLUS: 1}


@plays("Raid — When ~ enters the battlefield, if you attacked this turn, you gain 3 life.")
def test_raid_trigger_checks_the_attack() -> None:
    """CR 603.4: the intervening "if" — no attack yet, the first Scout's trigger does nothing
    (it doesn't even trigger); after A attacked, the second one's gains 3 life."""
    scout = card("Scout", power=1, toughness=1, cost="{0}",
                 text="Raid — When Scout enters the battlefield, if you attacked this turn, "
                      "you gain 3 life.")
    state = two_turns(perm("a1", "A", BEAR), perm("s1", "A", scout, Zone.HAND),
                      perm("s2", "A", scout, Zone.HAND))
    to(state, "priority", Step.PRECOMBAT_MAIN, "A")
    cast(state, "s1")
    assert state.players["A"].life == 20
    attack_unblocked(state, "a1")
    cast(state, "s2")
    finish_one(state)
    assert state.players["A"].life == 23


@plays("Revolt — ~ enters the battlefield with two +1/+1 counters on it if a permanent you "
       "controlled left the battlefield this turn.",
       "{0}, Sacrifice ~: You gain 1 life.")
def test_revolt_counts_only_your_permanents_leaving() -> None:
    """CR 614.1c and 603.10a: B's permanent leaving doesn't count for A (the first Rebel
    enters with none); after A sacrifices its own Totem (701.21a) the second enters with two."""
    rebel = card("Rebel", power=1, toughness=1, cost="{0}",
                 text="Revolt — Rebel enters the battlefield with two +1/+1 counters on it if "
                      "a permanent you controlled left the battlefield this turn.")
    totem = card("Totem", types=["Artifact"], cost="{0}",
                 text="{0}, Sacrifice Totem: You gain 1 life.")
    state = two_turns(perm("t1", "A", totem), perm("t2", "B", totem),
                      perm("r1", "A", rebel, Zone.HAND), perm("r2", "A", rebel, Zone.HAND))
    state.move("t2", Zone.GRAVEYARD)  # B's Totem leaves (as a sacrifice would)
    to(state, "priority", Step.PRECOMBAT_MAIN, "A")
    cast(state, "r1")
    assert state.permanents["r1"].counters == {}
    activate = next(str(a) for a in state.legal_actions() if str(a).startswith("activate t1"))
    play(state, activate)
    finish_one(state)
    assert state.permanents["t1"].zone is Zone.GRAVEYARD and state.players["A"].life == 21
    cast(state, "r2")
    assert state.permanents["r2"].counters == {PLUS: 2}


@plays("Morbid — At the beginning of your end step, if a creature died this turn, put a +1/+1 "
       "counter on ~.",
       "Destroy target creature.")
def test_morbid_end_step_after_a_creature_died() -> None:
    """CR 700.4 and 603.4: in turn 1 B's Bear is destroyed (any player's creature counts):
    the Ghoul gets a counter at A's end step; in turn 3 nothing died (the record is of this
    turn only), so no second counter."""
    ghoul = card("Ghoul", power=1, toughness=1,
                 text="Morbid — At the beginning of your end step, if a creature died this "
                      "turn, put a +1/+1 counter on Ghoul.")
    kill = card("Kill", types=["Instant"], cost="{0}", text="Destroy target creature.")
    state = two_turns(perm("g1", "A", ghoul), perm("b1", "B", BEAR),
                      perm("k1", "A", kill, Zone.HAND), limit=3)
    to(state, "priority", Step.PRECOMBAT_MAIN, "A")
    play(state, "cast k1", "target b1")
    finish_one(state)
    assert state.permanents["b1"].zone is Zone.GRAVEYARD
    until_turn(state, 2)
    assert state.permanents["g1"].counters == {PLUS: 1}
    finish(state)  # to the end of turn 3 (the turn limit)
    assert state.turn == 3 and state.permanents["g1"].counters == {PLUS: 1}


@plays("~ enters with a +1/+1 counter on it if an opponent lost life this turn.")
def test_counters_if_an_opponent_lost_life_this_turn() -> None:
    """CR 119.3 and 614.1c: combat damage made B lose life, so the Fiend cast after combat
    enters with a counter; the one cast before combat didn't."""
    fiend = card("Fiend", power=1, toughness=1, cost="{0}",
                 text="Fiend enters with a +1/+1 counter on it if an opponent lost life this "
                      "turn.")
    state = two_turns(perm("a1", "A", BEAR), perm("f1", "A", fiend, Zone.HAND),
                      perm("f2", "A", fiend, Zone.HAND))
    to(state, "priority", Step.PRECOMBAT_MAIN, "A")
    cast(state, "f1")
    attack_unblocked(state, "a1")
    cast(state, "f2")
    assert state.permanents["f1"].counters == {}
    assert state.permanents["f2"].counters == {PLUS: 1}


@plays("Revolt — When ~ enters the battlefield, if a permanent you controlled left the "
       "battlefield this turn, you gain 2 life.",
       "When ~ enters the battlefield, if an opponent lost life this turn, you gain 1 life.")
def test_revolt_and_life_loss_as_intervening_ifs() -> None:
    """CR 603.4: neither trigger does anything before A's Bear is bounced (a permanent A
    controlled left, 400.7) and B lost life (119.3: "Drain" makes B lose 1); cast again
    after both, each gains its life."""
    revolt = card("Ally", power=1, toughness=1, cost="{0}",
                  text="Revolt — When Ally enters the battlefield, if a permanent you "
                       "controlled left the battlefield this turn, you gain 2 life.")
    leech = card("Leech", power=1, toughness=1, cost="{0}",
                 text="When Leech enters the battlefield, if an opponent lost life this turn, "
                      "you gain 1 life.")
    bounce = card("Bounce", types=["Instant"], cost="{0}",
                  text="Return target creature to its owner's hand.")
    drain = card("Drain", types=["Instant"], cost="{0}", text="Target player loses 1 life.")
    state = two_turns(perm("a1", "A", BEAR), perm("v1", "A", revolt, Zone.HAND),
                      perm("v2", "A", revolt, Zone.HAND), perm("l1", "A", leech, Zone.HAND),
                      perm("l2", "A", leech, Zone.HAND), perm("x1", "A", bounce, Zone.HAND),
                      perm("d1", "A", drain, Zone.HAND))
    to(state, "priority", Step.PRECOMBAT_MAIN, "A")
    for pid in ("v1", "l1"):
        cast(state, pid)
        finish_one(state)
    assert state.players["A"].life == 20
    play(state, "cast x1", "target a1")
    finish_one(state)
    play(state, "cast d1", "target B")
    finish_one(state)
    assert state.permanents["a1"].zone is Zone.HAND and state.players["B"].life == 19
    for pid in ("v2", "l2"):
        cast(state, pid)
        finish_one(state)
    assert state.players["A"].life == 23


@plays("~ enters the battlefield with a +1/+1 counter on it for each creature that died this "
       "turn.")
def test_counters_for_each_creature_that_died_this_turn() -> None:
    """CR 614.1c and 700.4: after A's Bear and B's Bear are destroyed (any player's creature
    counts; the Totem, not a creature, leaving doesn't), the Reaper enters with two +1/+1
    counters; the one cast before any died enters with none."""
    reaper = card("Reaper", power=1, toughness=1, cost="{0}",
                  text="Reaper enters the battlefield with a +1/+1 counter on it for each "
                       "creature that died this turn.")
    kill = card("Kill", types=["Instant"], cost="{0}", text="Destroy target creature.")
    smash = card("Smash", types=["Instant"], cost="{0}", text="Destroy target artifact.")
    state = two_turns(perm("a1", "A", BEAR), perm("b1", "B", BEAR),
                      perm("t1", "B", card("Totem", types=["Artifact"])),
                      perm("r1", "A", reaper, Zone.HAND), perm("r2", "A", reaper, Zone.HAND),
                      perm("k1", "A", kill, Zone.HAND), perm("k2", "A", kill, Zone.HAND),
                      perm("s1", "A", smash, Zone.HAND))
    to(state, "priority", Step.PRECOMBAT_MAIN, "A")
    cast(state, "r1")
    for spell, target in (("k1", "a1"), ("k2", "b1"), ("s1", "t1")):
        play(state, f"cast {spell}", f"target {target}")
        finish_one(state)
        assert state.permanents[target].zone is Zone.GRAVEYARD
    cast(state, "r2")
    assert state.permanents["r1"].counters == {}
    assert state.permanents["r2"].counters == {PLUS: 2}
