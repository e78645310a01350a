"""Triggered keywords granted by another object trigger as printed ones do (CR 603.2: a
static ability's "Sliver creatures you control have exalted", an aura's or equipment's, an
effect's "gains undying until end of turn"), each instance separately (113.2c, 702.25b,
702.45b); and leaves-the-battlefield abilities look back in time (603.10a, 608.2h, 113.7a):
Rattleblaze Scarecrow's conditional persist and undying, counters that state-based actions
annihilate at the moment it dies, its last controller, a token that has ceased to exist."""

from __future__ import annotations

import pytest
from boards import creature
from played import plays
from test_stack import blocks, card, events, finish, perm, play, to, zone

from sim import CardDef, GameState, Permanent, Player, Step
from sim.engine.core import is_quiet
from sim.model.board import last_known_object
from sim.model.events import AbilityTriggered, Died
from sim.model.keywords import Kw
from sim.model.mana import Mana
from sim.model.objects import MINUS, PLUS, Effect, Zone
from sim.rules.triggers import needs_events

CHOSEN = card("First Sliver's Chosen", power=1, toughness=1, cost="{4}{W}", colors=["W"],
              subtypes=["Human", "Sliver"], text="Sliver creatures you control have exalted.")
SIDEWINDER = card("Sidewinder Sliver", power=1, toughness=1, cost="{W}", colors=["W"],
                  subtypes=["Sliver"], text="All Sliver creatures have flanking.")
SLIVER = card("Metallic Sliver", power=1, toughness=1, cost="{1}", subtypes=["Sliver"],
              types=["Artifact", "Creature"])
PERSIST_TEXT = ("persist. (When this creature dies, if it had no -1/-1 counters on it, return "
                "it to the battlefield under its owner's control with a -1/-1 counter on it.)")
UNDYING_TEXT = ("undying. (When this creature dies, if it had no +1/+1 counters on it, return "
                "it to the battlefield under its owner's control with a +1/+1 counter on it.)")
SCARECROW = card("Rattleblaze Scarecrow", power=5, toughness=3, cost="{6}",
                 types=["Artifact", "Creature"], subtypes=["Scarecrow"],
                 text="As long as you control a black creature, Rattleblaze Scarecrow has "
                      f"{PERSIST_TEXT}\nAs long as you control a red creature, Rattleblaze "
                      f"Scarecrow has {UNDYING_TEXT}")
THRULL = card("Thrull", power=1, toughness=1, colors=["B"])
GOBLIN = card("Goblin", power=1, toughness=1, colors=["R"])
ELF = card("Elf", power=1, toughness=1, colors=["G"])
UNDYING_EVIL = card("Undying Evil", types=["Instant"], cost="{B}", colors=["B"],
                    text="Target creature gains undying until end of turn. (When it dies, if "
                         "it had no +1/+1 counters on it, return it to the battlefield under "
                         "its owner's control with a +1/+1 counter on it.)")


def unrecorded(*objects: Permanent, mana: dict[str, str] | None = None) -> GameState:
    """A started two-player game (A active) that records events only if ``start`` finds
    something that may trigger (as games, goldfish and the environment do)."""
    players = {p: Player(p, mana=Mana.parse((mana or {}).get(p, "{0}"))) for p in ("A", "B")}
    state = GameState(players, {o.id: o for o in objects}, ("A", "B"), "A",
                      record_events=False)
    return state.start()


def triggered(state: GameState) -> list[tuple[str, str]]:
    return [(e.source, e.ability) for e in events(state, AbilityTriggered)]


# --- recording events: only boards that need it -----------------------------------------------

def board(*cards: CardDef) -> GameState:
    return GameState({p: Player(p) for p in ("A", "B")},
                     {f"p{i}": Permanent(f"p{i}", "A", c) for i, c in enumerate(cards)},
                     ("A", "B"), "A", record_events=False)


def test_a_static_ability_granting_a_triggered_keyword_needs_events() -> None:
    anthem = card("Anthem", types=["Enchantment"], text="Creatures you control get +1/+1 and "
                  "have flying.")
    assert not needs_events(board(SLIVER, anthem, THRULL))  # nothing triggers: no recording
    assert anthem.inert and not anthem.may_trigger
    for granting in (CHOSEN, SIDEWINDER, SCARECROW, UNDYING_EVIL,
                     card("Lord", types=["Enchantment"], text="Creatures you control have "
                          "bushido 1."),
                     card("Blade", types=["Artifact"], subtypes=["Equipment"],
                          text="Equipped creature has flanking.")):
        assert granting.may_trigger and not granting.inert, granting.name
        assert needs_events(board(SLIVER, granting))


def test_an_effect_granting_a_triggered_keyword_needs_events() -> None:
    state = board(SLIVER)
    state.effects.append(Effect(frozenset(["p0"]), add=Kw.FLYING))
    assert not needs_events(state)
    state.effects.append(Effect(frozenset(["p0"]), add=Kw.PERSIST))
    assert needs_events(state)
    scripted = board(SLIVER)
    scripted.available_effects = ((Step.DECLARE_BLOCKERS,
                                   Effect(frozenset(["p0"]), params=frozenset([("rampage",
                                                                                "1")]))),)
    assert needs_events(scripted)


def test_a_board_granting_exalted_is_not_quiet() -> None:
    # a quiet board skips priority and triggers (sim.engine.core.is_quiet)
    assert is_quiet(board(SLIVER, THRULL))
    assert not is_quiet(board(SLIVER, CHOSEN))


# --- exalted (702.83) and flanking (702.25) granted ------------------------------------------

@plays("Sliver creatures you control have exalted.")
def test_first_slivers_chosen_gives_each_sliver_exalted() -> None:
    """CR 603.2, 613.1f and 702.83a: a static ability granting exalted to each Sliver its controller
    controls makes each of them trigger when a creature attacks alone: two instances, +2/+2 to the
    lone attacker, a non-Sliver too."""
    # two Slivers with exalted: a creature attacking alone gets +2/+2 (702.83a), a non-Sliver
    # too (exalted triggers for any creature you control)
    state = unrecorded(perm("c1", "A", CHOSEN), perm("s1", "A", SLIVER),
                       creature("a1", "A", 2, 2))
    assert state.record_events
    to(state, "declare_attackers").apply("attack a1=B")
    to(state, "declare_blockers")
    assert sorted(source for source, _ in triggered(state)) == ["c1", "s1"]
    assert (state.power("a1"), state.toughness("a1")) == (4, 4)
    finish(play(state, "block none"))
    assert state.outcome().life["B"] == 16


def test_two_chosen_give_each_sliver_two_instances_of_exalted() -> None:
    # 113.2c: each instance of exalted triggers separately; each Chosen grants one to each Sliver
    state = unrecorded(perm("c1", "A", CHOSEN), perm("c2", "A", CHOSEN))
    to(state, "declare_attackers").apply("attack c1=B")
    to(state, "declare_blockers")
    assert sorted(source for source, _ in triggered(state)) == ["c1", "c1", "c2", "c2"]
    assert state.power("c1") == 5


def test_granted_exalted_needs_the_attacker_alone() -> None:
    state = unrecorded(perm("c1", "A", CHOSEN), perm("s1", "A", SLIVER))
    to(state, "declare_attackers").apply("attack c1=B s1=B")
    finish(play(to(state, "declare_blockers"), "block none"))
    assert not triggered(state) and state.outcome().life["B"] == 18


@plays("All Sliver creatures have flanking.")
def test_sidewinder_sliver_gives_flanking_to_every_sliver() -> None:
    """CR 613.1f and 702.25a: 'all Sliver creatures have flanking' grants flanking to every Sliver,
    an opponent's too: a blocker without flanking gets -1/-1, a blocking Sliver with flanking
    doesn't."""
    # 702.25a: a blocker without flanking gets -1/-1; an opponent's Sliver has flanking too
    state = unrecorded(perm("w1", "A", SIDEWINDER), creature("b1", "B", 1, 1))
    finish(blocks(state, "w1=B", "b1=w1"))
    assert triggered(state) == [("w1", "w1: flanking: the blocking creature gets -1/-1 until "
                                        "end of turn")]
    assert zone(state, "b1") is Zone.GRAVEYARD and zone(state, "w1") is Zone.BATTLEFIELD
    theirs = unrecorded(perm("w1", "A", SIDEWINDER), perm("s1", "B", SLIVER))
    finish(blocks(theirs, "w1=B", "s1=w1"))
    assert not triggered(theirs)  # the blocking Sliver has flanking (702.25a)
    assert zone(theirs, "w1") is Zone.GRAVEYARD and zone(theirs, "s1") is Zone.GRAVEYARD


def test_two_sidewinders_give_two_flanking_triggers() -> None:
    state = unrecorded(perm("w1", "A", SIDEWINDER), perm("w2", "A", SIDEWINDER),
                       creature("b1", "B", 2, 2))
    finish(blocks(state, "w1=B", "b1=w1"))
    assert [source for source, _ in triggered(state)] == ["w1", "w1"]  # 702.25b
    assert zone(state, "b1") is Zone.GRAVEYARD and zone(state, "w1") is Zone.BATTLEFIELD


def test_equipment_granting_flanking() -> None:
    blade = card("Blade", types=["Artifact"], subtypes=["Equipment"],
                 text="Equipped creature has flanking.")
    state = unrecorded(creature("a1", "A", 1, 1), perm("e1", "A", blade, attached_to="a1"),
                       creature("b1", "B", 1, 1))
    finish(blocks(state, "a1=B", "b1=a1"))
    assert [source for source, _ in triggered(state)] == ["a1"]
    assert zone(state, "b1") is Zone.GRAVEYARD and zone(state, "a1") is Zone.BATTLEFIELD


def test_printed_and_granted_bushido_trigger_separately() -> None:
    # 702.45b: bushido 1 printed and bushido 1 granted are two instances, +2/+2
    lord = card("Lord", types=["Enchantment"], text="Creatures you control have bushido 1.")
    samurai = card("Samurai", power=2, toughness=2, text="Bushido 1")
    state = unrecorded(perm("m1", "A", samurai), perm("l1", "A", lord),
                       creature("b1", "B", 3, 3))
    finish(blocks(state, "m1=B", "b1=m1"))
    assert [source for source, _ in triggered(state)] == ["m1", "m1"]
    assert zone(state, "b1") is Zone.GRAVEYARD and zone(state, "m1") is Zone.BATTLEFIELD


# --- every triggered keyword the engine runs: granted plays as printed ----------------------------

KEYWORDS = ["exalted", "flanking", "provoke", "battle cry", "melee", "dethrone", "training",
            "rampage 1", "bushido 1", "afflict 1", "annihilator 1", "undying", "persist"]


def _combat(keyword: str, granted: bool, partner: bool) -> GameState:
    """x1, a 2/2 Sliver with ``keyword`` printed or granted by an enchantment, attacks (with a
    4/4 when ``partner``); B's 3/3 blocks it if it is still there (annihilator)."""
    printed = card("X", power=2, toughness=2, subtypes=["Sliver"],
                   **({} if granted else {"text": keyword.capitalize()}))
    hive = card("Hive", types=["Enchantment"],
                **({"text": f"Sliver creatures you control have {keyword}."} if granted else {}))
    state = unrecorded(perm("x1", "A", printed), perm("h1", "A", hive),
                       creature("a2", "A", 4, 4), creature("b1", "B", 3, 3),
                       creature("b2", "B", 1, 1))
    to(state, "declare_attackers").apply("attack x1=B a2=B" if partner else "attack x1=B")
    to(state, "declare_blockers")
    return finish(play(state, "block b1=x1" if zone(state, "b1") is Zone.BATTLEFIELD
                       else "block none"))


def _result(state: GameState) -> tuple[object, ...]:
    return (triggered(state), state.outcome().life, state.outcome().died,
            sorted((p.id, p.zone.value, sorted(p.counters.items()), state.power(p.id))
                   for p in state.permanents.values() if p.card.is_creature
                   and p.zone is Zone.BATTLEFIELD))


@pytest.mark.parametrize("keyword", KEYWORDS)
def test_a_granted_triggered_keyword_plays_as_the_printed_one(keyword: str) -> None:
    played = []
    for partner in (False, True):
        printed, granted = _combat(keyword, False, partner), _combat(keyword, True, partner)
        assert _result(granted) == _result(printed), partner
        played += [source for source, _ in triggered(printed)]
    assert "x1" in played  # the keyword did trigger, one way or the other


def test_granted_prowess_triggers_on_a_noncreature_spell() -> None:
    lord = card("Hive", types=["Enchantment"], text="Sliver creatures you control have prowess.")
    state = unrecorded(perm("s1", "A", SLIVER), perm("l1", "A", lord),
                       perm("h1", "A", "Giant Growth", Zone.HAND), mana={"A": "{G}"})
    blocks(state, "s1=B")
    play(state, "cast h1", "target s1")
    finish(state)
    assert [source for source, _ in triggered(state)] == ["s1"]
    assert state.outcome().life["B"] == 15  # 1 + 3 + 1


def test_granted_ward_counters_an_opponents_spell() -> None:
    lord = card("Hive", types=["Enchantment"], text="Sliver creatures you control have "
                "ward {2}.")
    state = unrecorded(creature("a1", "A", 0, 1), perm("s1", "B", SLIVER),
                       perm("l1", "B", lord), perm("k1", "A", "Disfigure", Zone.HAND),
                       mana={"A": "{B}"})
    blocks(state, "a1=B", "s1=a1")
    to(state, "priority", Step.DECLARE_BLOCKERS, "A")
    finish(play(state, "cast k1", "target s1"))
    assert [source for source, _ in triggered(state)] == ["s1"]
    assert zone(state, "s1") is Zone.BATTLEFIELD and zone(state, "a1") is Zone.GRAVEYARD


@plays("Target creature gains undying until end of turn.")
def test_undying_gained_until_end_of_turn_returns_it() -> None:
    """CR 611.2a and 702.93a: undying gained until end of turn triggers as a printed one would when
    the creature dies: it returns with a +1/+1 counter."""
    # nothing on the board triggers: the spell in hand is why events are recorded
    state = unrecorded(creature("a1", "A", 2, 2), creature("b1", "B", 3, 3),
                       perm("u1", "A", UNDYING_EVIL, Zone.HAND), mana={"A": "{B}"})
    assert state.record_events
    blocks(state, "a1=B", "b1=a1")
    to(state, "priority", Step.DECLARE_BLOCKERS, "A")
    finish(play(state, "cast u1", "target a1"))
    a1 = state.permanents["a1"]
    assert a1.zone is Zone.BATTLEFIELD and a1.counters == {PLUS: 1}
    assert [source for source, _ in triggered(state)] == ["a1"]


# --- Rattleblaze Scarecrow: the condition as it was just before it died (603.10a) ------------

def scarecrow_blocked(*mine: Permanent, first: bool = False) -> GameState:
    """The Scarecrow (5/3) attacks with ``mine`` (each blocked by a 5/5) and B's 5/5 blocks
    it; ``first``: ``mine`` come before the Scarecrow among the objects."""
    ours = [perm("r1", "A", SCARECROW)]
    ours = [*mine, *ours] if first else [*ours, *mine]
    blockers = [creature(f"b{i}", "B", 5, 5) for i in range(len(mine) + 1)]
    state = unrecorded(*ours, *blockers)
    attackers = ["r1", *(m.id for m in mine)]
    return blocks(state, " ".join(f"{a}=B" for a in attackers),
                  " ".join(f"b{i}={a}" for i, a in enumerate(attackers)))


@plays("As long as you control a black creature, Rattleblaze Scarecrow has persist.")
def test_scarecrow_with_a_black_creature_persists() -> None:
    """CR 611.3a, 603.10a and 702.79a: while its controller controls a black creature the Scarecrow
    has persist, read as it last existed when it dies: it returns with a -1/-1 counter."""
    assert SCARECROW.unsupported == ()
    state = unrecorded(perm("r1", "A", SCARECROW), perm("t1", "A", THRULL),
                       creature("b1", "B", 5, 5))
    finish(blocks(state, "r1=B", "b1=r1"))
    r1 = state.permanents["r1"]
    assert r1.zone is Zone.BATTLEFIELD and r1.counters == {MINUS: 1}
    assert (state.power("r1"), state.toughness("r1")) == (4, 2)
    assert [source for source, _ in triggered(state)] == ["r1"]


def test_scarecrow_without_a_black_or_red_creature_stays_dead() -> None:
    state = unrecorded(perm("r1", "A", SCARECROW), perm("e1", "A", ELF),
                       perm("t1", "B", THRULL), creature("b1", "B", 5, 5))
    finish(blocks(state, "r1=B", "b1=r1"))
    assert zone(state, "r1") is Zone.GRAVEYARD  # B's black creature is not "you control"
    assert not triggered(state)


@pytest.mark.parametrize("first", [False, True])
def test_scarecrow_persists_when_the_black_creature_dies_with_it(first: bool) -> None:
    # both die as one event: the game looks back to just before it, when A controlled a
    # black creature (603.10a), whichever of them state-based actions look at first
    state = finish(scarecrow_blocked(perm("t1", "A", THRULL), first=first))
    died = [e.permanent for e in events(state, Died) if e.permanent in ("r1", "t1")]
    assert died == (["t1", "r1"] if first else ["r1", "t1"])  # in the same check
    assert zone(state, "t1") is Zone.GRAVEYARD
    r1 = state.permanents["r1"]
    assert r1.zone is Zone.BATTLEFIELD and r1.counters == {MINUS: 1}


def test_scarecrow_does_not_persist_when_the_black_creature_died_before() -> None:
    # the Thrull dies to first strike damage, the Scarecrow later to regular damage: a
    # different event, and just before it A controlled no black creature
    striker = creature("f1", "B", 1, 1, Kw.FIRST_STRIKE)
    state = unrecorded(perm("t1", "A", THRULL), perm("r1", "A", SCARECROW), striker,
                       creature("b1", "B", 5, 5))
    finish(blocks(state, "r1=B t1=B", "b1=r1 f1=t1"))
    assert zone(state, "t1") is Zone.GRAVEYARD and zone(state, "r1") is Zone.GRAVEYARD
    assert not triggered(state)


@plays("As long as you control a red creature, Rattleblaze Scarecrow has undying.")
def test_scarecrow_with_a_red_creature_has_undying() -> None:
    """CR 611.3a, 603.10a and 702.93a: with a red creature that dies at the same time, the Scarecrow
    still had undying just before the event, and returns with a +1/+1 counter."""
    state = finish(scarecrow_blocked(perm("g1", "A", GOBLIN), first=True))
    r1 = state.permanents["r1"]
    assert zone(state, "g1") is Zone.GRAVEYARD  # died with it: still counted (603.10a)
    assert r1.zone is Zone.BATTLEFIELD and r1.counters == {PLUS: 1}
    assert (state.power("r1"), state.toughness("r1")) == (6, 4)


def test_scarecrow_with_a_persist_counter_and_a_black_creature_stays_dead() -> None:
    state = unrecorded(perm("r1", "A", SCARECROW, counters={MINUS: 1}),
                       perm("t1", "A", THRULL), creature("b1", "B", 5, 5))
    finish(blocks(state, "r1=B", "b1=r1"))
    assert zone(state, "r1") is Zone.GRAVEYARD  # it had a -1/-1 counter (702.79a)
    assert not triggered(state)


# --- last known information, generally ------------------------------------------------------

UNDYING = card("Geist", power=2, toughness=2, text=f"{UNDYING_TEXT.capitalize()}")


def test_counters_annihilated_as_it_dies_are_still_seen() -> None:
    # wither puts three -1/-1 counters on a 3/3 with a +1/+1 counter: it dies (704.5f) as the
    # counters annihilate (704.5q), one event; just before it, it had a +1/+1 counter
    state = unrecorded(perm("u1", "A", UNDYING, counters={PLUS: 1}),
                       creature("w1", "B", 3, 3, Kw.WITHER))
    finish(blocks(state, "u1=B", "w1=u1"))
    assert zone(state, "u1") is Zone.GRAVEYARD
    assert state.last_known["u1"].counters == {PLUS: 1, MINUS: 3}
    assert not triggered(state)


def test_the_trigger_is_controlled_by_its_last_controller() -> None:
    # 603.3a, 113.7a: B's creature controlled by A; undying returns it under B's control
    state = unrecorded(Permanent("u1", "A", UNDYING, owner="B"), creature("b1", "B", 3, 3))
    finish(blocks(state, "u1=B", "b1=u1"))
    assert [e.player for e in events(state, AbilityTriggered)] == ["A"]
    u1 = state.permanents["u1"]
    assert u1.zone is Zone.BATTLEFIELD and u1.controller == "B"


def test_a_tokens_own_dies_trigger_triggers_though_it_has_ceased_to_exist() -> None:
    spirit = card("Spirit", power=1, toughness=1, text="When this creature dies, you gain 2 "
                  "life.")
    state = unrecorded(perm("t1", "A", spirit, token=True), creature("b1", "B", 3, 3))
    finish(blocks(state, "t1=B", "b1=t1"))
    assert "t1" not in state.permanents  # 704.5d
    assert [source for source, _ in triggered(state)] == ["t1"]
    assert state.outcome().life["A"] == 22


def test_last_known_information_keeps_the_printed_card_when_nothing_grants() -> None:
    state = unrecorded(perm("u1", "A", UNDYING), creature("b1", "B", 3, 3))
    assert last_known_object(state, "u1").card is UNDYING  # no copy of the card
    granted = unrecorded(perm("r1", "A", SCARECROW), perm("t1", "A", THRULL))
    known = last_known_object(granted, "r1")
    assert known.card.keywords & Kw.PERSIST and not SCARECROW.keywords & Kw.PERSIST
