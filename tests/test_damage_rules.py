"""The damage family (issue 29; ``sim.text.damage_rules``, ``sim.model.damage_verbs``,
``sim.text.render_damage``): damage to a group and the players at once, "~ deals 2 damage to
each creature and each player" (CR 120.2: one instruction, every object and player once), and
"that creature's controller", "that land's controller" (608.2h)."""

from __future__ import annotations

import pytest
from played import plays
from test_stack import card, events, finish, game, legal, perm, play, to, zone

from sim import CardDef, GameState, Permanent, Step
from sim.model.events import DamageDealt
from sim.model.objects import Zone
from sim.text.effect_text import read_effect


def instant(text: str) -> CardDef:
    made = card("Probe", types=["Instant"], cost="{R}", colors=["R"], text=text)
    assert not made.unsupported, made.unsupported
    return made


def cast(text: str, *objects: Permanent, targets: tuple[str, ...] = (), b_mana: str = "{0}"
         ) -> GameState:
    """A casts the inline instant ``text`` (p1) at the beginning of combat, choosing
    ``targets``; stopped before it resolves."""
    state = game(perm("p1", "A", instant(text), Zone.HAND), *objects,
                 mana={"A": "{R}", "B": b_mana})
    to(state, "priority", Step.BEGINNING_OF_COMBAT, "A")
    play(state, "cast p1", *(f"target {t}" for t in targets))
    return state


def dealt(state: GameState, source: str = "") -> dict[str, int]:
    """The damage dealt (by ``source`` alone when given), by recipient."""
    return {e.target: e.amount for e in events(state, DamageDealt)
            if not source or e.source == source}


# --- "each creature and each player" -------------------------------------------------------------

@plays("Probe deals 2 damage to each creature and each player.")
def test_each_creature_and_each_player_are_dealt_damage() -> None:
    """CR 120.2, 120.3: every creature and every player is dealt 2: the Bears die (704.5g),
    the Giant keeps 2 damage, each player loses 2 life; Jace, a planeswalker, is not dealt
    any."""
    state = finish(cast("Probe deals 2 damage to each creature and each player.",
                        perm("a1", "A", "Grizzly Bears"), perm("b1", "B", "Hill Giant"),
                        perm("j1", "B", "Jace Beleren", counters={"loyalty": 3})))
    assert dealt(state) == {"a1": 2, "b1": 2, "A": 2, "B": 2}
    assert zone(state, "a1") is Zone.GRAVEYARD and state.permanents["b1"].damage == 2
    assert state.players["A"].life == 18 and state.players["B"].life == 18


@plays("Probe deals 1 damage to each creature without flying and each player.",
       "Probe deals 1 damage to each creature with flying and each player.")
def test_a_group_with_or_without_flying_and_each_player() -> None:
    """CR 702.9, 120.3: "without flying" spares Serra Angel, "with flying" spares the Bears;
    both players are dealt 1 either way."""
    def board() -> tuple[Permanent, ...]:
        return perm("a1", "A", "Grizzly Bears"), perm("b1", "B", "Serra Angel")

    quake = finish(cast("Probe deals 1 damage to each creature without flying and each player.",
                        *board()))
    assert dealt(quake) == {"a1": 1, "A": 1, "B": 1}
    storm = finish(cast("Probe deals 1 damage to each creature with flying and each player.",
                        *board()))
    assert dealt(storm) == {"b1": 1, "A": 1, "B": 1}


@plays("Probe deals 3 damage to each creature and each planeswalker.",
       "Probe deals 1 damage to each other creature and each opponent.")
def test_each_planeswalker_or_each_opponent_added() -> None:
    """CR 120.3c: Jace is dealt 3 and loses 3 loyalty (dies, 704.5i), the players none;
    "each opponent" is B alone."""
    state = finish(cast("Probe deals 3 damage to each creature and each planeswalker.",
                        perm("b1", "B", "Hill Giant"),
                        perm("j1", "B", "Jace Beleren", counters={"loyalty": 3})))
    assert dealt(state) == {"b1": 3, "j1": 3}
    assert zone(state, "j1") is Zone.GRAVEYARD and state.players["B"].life == 20
    other = finish(cast("Probe deals 1 damage to each other creature and each opponent.",
                        perm("b1", "B", "Hill Giant")))
    assert dealt(other) == {"b1": 1, "B": 1}


def test_joined_damage_is_one_instruction() -> None:
    """CR 120.2: one damage instruction acting on the group and the players (dealt at once),
    rendered back as written."""
    program = read_effect("~ deals 2 damage to each creature and each player.")
    assert not program.unsupported and len(program.ops) == 1
    assert program.ops[0].who == "group:0+each player"


# --- "that creature's controller" ----------------------------------------------------------------

@plays("Probe deals 4 damage to target creature and 2 damage to that creature's controller.")
def test_that_creatures_controller_is_the_targets() -> None:
    """CR 608.2h: the Giant's controller, B, is dealt 2; the Giant 4 (it dies)."""
    state = finish(cast("Probe deals 4 damage to target creature and 2 damage to that "
                        "creature's controller.", perm("b1", "B", "Hill Giant"),
                        targets=("b1",)))
    assert dealt(state) == {"b1": 4, "B": 2} and zone(state, "b1") is Zone.GRAVEYARD


@plays("Destroy target land. Probe deals 2 damage to that land's controller.")
def test_a_destroyed_lands_controller_from_last_known_information() -> None:
    """CR 608.2h: the land is gone when the damage is dealt; its controller as it last
    existed on the battlefield, B, is dealt 2."""
    state = finish(cast("Destroy target land. Probe deals 2 damage to that land's controller.",
                        perm("m1", "B", "Mountain"), targets=("m1",)))
    assert zone(state, "m1") is Zone.GRAVEYARD and dealt(state) == {"B": 2}


def test_an_illegal_target_has_no_controller_dealt_damage() -> None:
    """CR 608.2b: B kills the Bears with Disfigure in response: the spell's only target is
    illegal, it does nothing, and no player is dealt damage."""
    state = cast("Probe deals 4 damage to target creature and 2 damage to that creature's "
                 "controller.", perm("b1", "B", "Grizzly Bears"),
                 perm("d1", "B", "Disfigure", Zone.HAND), targets=("b1",), b_mana="{B}")
    play(state, "cast d1", "target b1")
    assert dealt(finish(state)) == {}
    assert zone(state, "b1") is Zone.GRAVEYARD and state.players["B"].life == 20


def test_that_lands_controller_needs_a_land_named() -> None:
    """"that land's controller" after "target creature" names no land: not read."""
    assert read_effect("Destroy target creature. ~ deals 2 damage to that land's "
                       "controller.").unsupported


@plays("Whenever a land enters the battlefield, Probe deals 2 damage to that land's "
       "controller.")
def test_a_triggers_land_controller() -> None:
    """CR 603.2, 608.2h: A plays a Mountain: the trigger's land is A's, A is dealt 2."""
    ankh = card("Probe", types=["Artifact"], cost="{2}", text="Whenever a land enters the "
                "battlefield, Probe deals 2 damage to that land's controller.")
    assert not ankh.unsupported
    state = game(perm("k1", "B", ankh), perm("m1", "A", "Mountain", Zone.HAND),
                 step=Step.PRECOMBAT_MAIN)
    to(state, "priority", Step.PRECOMBAT_MAIN, "A")
    play(state, "play m1")
    finish(state)
    assert dealt(state) == {"A": 2}


@plays("Whenever a creature blocks, Probe deals 1 damage to that creature's controller.")
def test_a_blocking_creatures_controller() -> None:
    """CR 509.1, 608.2h: B's Giant blocks: B, its controller, is dealt 1."""
    strain = card("Probe", types=["Enchantment"], cost="{1}{R}", text="Whenever a creature "
                  "blocks, Probe deals 1 damage to that creature's controller.")
    assert not strain.unsupported
    state = game(perm("k1", "A", strain), perm("a1", "A", "Grizzly Bears"),
                 perm("b1", "B", "Hill Giant"))
    to(state, "declare_attackers").apply("attack a1=B")
    to(state, "declare_blockers").apply("block b1=a1")
    finish(state)
    assert dealt(state)["B"] == 1 and "A" not in dealt(state)


@plays("Whenever enchanted creature becomes tapped, Probe deals 2 damage to that creature's "
       "controller.")
def test_an_enchanted_creatures_controller_when_it_becomes_tapped() -> None:
    """CR 603.2, 608.2h: B's Aura enchants A's Bears; the Bears attack and become tapped
    (508.1f): A, their controller, is dealt 2 — not the Aura's controller."""
    aura = card("Probe", types=["Enchantment"], subtypes=["Aura"], cost="{R}{R}",
                text="Enchant creature\nWhenever enchanted creature becomes tapped, Probe "
                     "deals 2 damage to that creature's controller.")
    assert not aura.unsupported, aura.unsupported
    state = game(perm("a1", "A", "Grizzly Bears"), perm("k1", "B", aura, attached_to="a1"))
    to(state, "declare_attackers").apply("attack a1=B")
    finish(state)
    assert dealt(state)["A"] == 2 and state.players["A"].life == 18


# --- damage divided among typed targets (CR 601.2d) ----------------------------------------------

@plays("Probe deals 3 damage divided as you choose among one, two, or three target creatures "
       "with flying.")
def test_divided_among_creatures_with_flying() -> None:
    """CR 601.2c-d, 115.1: only the flyers may be chosen (not the Bears); 2 to the first
    Angel, 1 to the second, announced as the spell is cast and dealt as it resolves."""
    state = game(perm("p1", "A", instant("Probe deals 3 damage divided as you choose among "
                                         "one, two, or three target creatures with flying."),
                      Zone.HAND),
                 perm("a1", "A", "Grizzly Bears"), perm("b1", "B", "Serra Angel"),
                 perm("b2", "B", "Serra Angel"), mana={"A": "{R}"})
    to(state, "priority", Step.BEGINNING_OF_COMBAT, "A")
    play(state, "cast p1")
    assert legal(state) == ["target b1", "target b2"]
    play(state, "target b1", "target b2", "target none")
    assert legal(state) == ["divide 1,2", "divide 2,1"]
    play(state, "divide 2,1")
    assert dealt(finish(state)) == {"b1": 2, "b2": 1}


@plays("Probe deals 5 damage divided as you choose among any number of target attacking or "
       "blocking creatures.")
def test_divided_among_attacking_or_blocking_creatures() -> None:
    """CR 601.2d, 506.4: in the declare blockers step B divides 5 between A's attacking Bears
    and its own blocking Giant (2 and 3), before combat damage: both die; B's other Bears,
    neither attacking nor blocking, can't be chosen."""
    state = game(perm("a1", "A", "Grizzly Bears"), perm("b1", "B", "Hill Giant"),
                 perm("b2", "B", "Grizzly Bears"),
                 perm("p1", "B", instant("Probe deals 5 damage divided as you choose among any "
                                         "number of target attacking or blocking creatures."),
                      Zone.HAND), mana={"B": "{R}"})
    to(state, "declare_attackers").apply("attack a1=B")
    to(state, "declare_blockers").apply("block b1=a1")
    to(state, "priority", Step.DECLARE_BLOCKERS, "B")
    play(state, "cast p1")
    assert legal(state) == ["target a1", "target b1"]
    play(state, "target a1", "target b1")
    assert "target none" in legal(state)
    play(state, "target none")
    play(state, "divide 2,3")
    finish(state)
    assert zone(state, "a1") is Zone.GRAVEYARD and zone(state, "b1") is Zone.GRAVEYARD


@plays("When Probe enters the battlefield, it deals 3 damage divided as you choose among any "
       "number of target creatures and/or planeswalkers your opponents control.",
       "Probe deals 3 damage divided as you choose among any number of target creatures and/or "
       "planeswalkers.")
def test_a_triggers_damage_divided_among_creatures_and_planeswalkers() -> None:
    """CR 603.3d, 601.2d: the enters trigger's targets are B's creature and planeswalker only
    (not A's Bears), the division chosen as it is put on the stack: 1 to the Bears, 2 to
    Jace (120.3c: 2 loyalty removed)."""
    creature = card("Probe", types=["Creature"], cost="{R}", power=1, toughness=1,
                    text="When Probe enters the battlefield, it deals 3 damage divided as you "
                         "choose among any number of target creatures and/or planeswalkers "
                         "your opponents control.")
    assert not creature.unsupported
    state = game(perm("p1", "A", creature, Zone.HAND), perm("a1", "A", "Grizzly Bears"),
                 perm("b1", "B", "Grizzly Bears"),
                 perm("j1", "B", "Jace Beleren", counters={"loyalty": 3}),
                 mana={"A": "{R}"}, step=Step.PRECOMBAT_MAIN)
    to(state, "priority", Step.PRECOMBAT_MAIN, "A")
    play(state, "cast p1")
    to(state, "choose_target")
    assert legal(state) == ["target b1", "target j1"]
    play(state, "target b1", "target j1", "target none", "divide 1,2")
    finish(state)
    assert dealt(state) == {"b1": 1, "j1": 2}
    assert state.permanents["j1"].counters["loyalty"] == 1


def test_any_number_of_is_not_one_two_or_three() -> None:
    """CR 601.2d: "any number of" with 3 damage reads and renders as written (3 slots), not
    as "one, two, or three"."""
    for among in ("any number of", "one, two, or three"):
        assert not read_effect(f"~ deals 3 damage divided as you choose among {among} target "
                               "creatures.").unsupported


# --- each creature defending player controls; each player's own count ----------------------------

@plays("Whenever Probe attacks, it deals 1 damage to each creature defending player controls.")
def test_each_creature_defending_player_controls() -> None:
    """CR 506.2, 115.10: as Probe attacks B, each of B's creatures is dealt 1 (the Bears,
    not A's own Bears)."""
    attacker = card("Probe", types=["Creature"], cost="{R}", power=1, toughness=1,
                    text="Whenever Probe attacks, it deals 1 damage to each creature defending "
                         "player controls.")
    assert not attacker.unsupported
    state = game(perm("a1", "A", attacker), perm("a2", "A", "Grizzly Bears"),
                 perm("b1", "B", "Grizzly Bears"), perm("b2", "B", "Hill Giant"))
    to(state, "declare_attackers").apply("attack a1=B")
    to(state, "declare_blockers")
    assert dealt(state) == {"b1": 1, "b2": 1}


@plays("Probe deals damage to each player equal to the number of lands they control.")
def test_each_player_dealt_damage_equal_to_their_own_lands() -> None:
    """CR 608.2h: A controls one land, B two: A is dealt 1, B 2."""
    state = finish(cast("Probe deals damage to each player equal to the number of lands they "
                        "control.", perm("m1", "A", "Mountain"), perm("m2", "B", "Mountain"),
                        perm("m3", "B", "Forest")))
    assert dealt(state) == {"A": 1, "B": 2}


# --- a target or the opponents, and their creatures ----------------------------------------------

@plays("Probe deals 2 damage to target player and each creature that player controls.",
       "Probe deals 2 damage to target player and each creature and planeswalker they control.")
def test_target_player_and_each_creature_that_player_controls() -> None:
    """CR 115.10, 608.2h: B, the target, and B's creatures are dealt 2; A's Bears are not
    ("they": the target player; Jace is one of B's planeswalkers)."""
    def board() -> tuple[Permanent, ...]:
        return (perm("a1", "A", "Grizzly Bears"), perm("b1", "B", "Grizzly Bears"),
                perm("j1", "B", "Jace Beleren", counters={"loyalty": 3}))

    state = finish(cast("Probe deals 2 damage to target player and each creature that player "
                        "controls.", *board(), targets=("B",)))
    assert dealt(state) == {"B": 2, "b1": 2}
    they = finish(cast("Probe deals 2 damage to target player and each creature and "
                       "planeswalker they control.", *board(), targets=("B",)))
    assert dealt(they) == {"B": 2, "b1": 2, "j1": 2}


@plays("Probe deals 1 damage to each opponent and each creature and planeswalker they control.",
       "Probe deals 2 damage to each opponent and each creature they control.")
def test_each_opponent_and_each_creature_they_control() -> None:
    """CR 120.2: "they" are the opponents: B and B's Bears are dealt 1; A and A's Bears
    none."""
    state = finish(cast("Probe deals 1 damage to each opponent and each creature and "
                        "planeswalker they control.", perm("a1", "A", "Grizzly Bears"),
                        perm("b1", "B", "Hill Giant")))
    assert dealt(state) == {"B": 1, "b1": 1}


@plays("Probe deals 1 damage to each attacking creature and each blocking creature.")
def test_each_attacking_creature_and_each_blocking_creature() -> None:
    """CR 506.4: the attacking Bears and the blocking Giant are dealt 1, not B's other
    Bears."""
    state = game(perm("a1", "A", "Grizzly Bears"), perm("b1", "B", "Hill Giant"),
                 perm("b2", "B", "Grizzly Bears"),
                 perm("p1", "B", instant("Probe deals 1 damage to each attacking creature and "
                                         "each blocking creature."), Zone.HAND),
                 mana={"B": "{R}"})
    to(state, "declare_attackers").apply("attack a1=B")
    to(state, "declare_blockers").apply("block b1=a1")
    to(state, "priority", Step.DECLARE_BLOCKERS, "B")
    play(state, "cast p1")
    finish(state)
    assert dealt(state, "p1") == {"a1": 1, "b1": 1}


def test_they_needs_the_opponents_or_a_target_player() -> None:
    """"each creature they control" after "each player and": not read ("they" would be every
    player)."""
    assert read_effect("~ deals 1 damage to each player and each creature they "
                       "control.").unsupported


# --- prevention divided as you choose (CR 615.7, 601.2d) -----------------------------------------

@plays("Prevent the next 3 damage that would be dealt this turn to any number of targets, "
       "divided as you choose.")
def test_prevention_divided_among_targets() -> None:
    """CR 601.2d, 615.7: A divides 3 as 2 to its blocked Bears and 1 to itself: the Giant's 3
    combat damage to the Bears is 1 after the shield (they survive); A's shield of 1 is
    left."""
    state = game(perm("a1", "A", "Grizzly Bears"), perm("b1", "B", "Hill Giant"),
                 perm("p1", "A", instant("Prevent the next 3 damage that would be dealt this "
                                         "turn to any number of targets, divided as you "
                                         "choose."), Zone.HAND), mana={"A": "{R}"})
    to(state, "declare_attackers").apply("attack a1=B")
    to(state, "declare_blockers").apply("block b1=a1")
    to(state, "priority", Step.DECLARE_BLOCKERS, "A")
    play(state, "cast p1", "target a1", "target A", "target none")
    assert legal(state) == ["divide 1,2", "divide 2,1"]
    play(state, "divide 2,1")
    finish(state)
    assert zone(state, "a1") is Zone.BATTLEFIELD and dealt(state, "b1") == {"a1": 1}
    assert [(e.to, e.amount) for e in state.damage_effects] == [("A", 1)]


# --- "if this spell was kicked, it deals N damage instead" (CR 702.33d, 608.2c) ------------------

@plays("Probe deals 2 damage to any target. If this spell was kicked, it deals 4 damage "
       "instead.",
       "Probe deals 1 damage to each creature without flying and each player. If this spell was "
       "kicked, it deals 4 damage to each creature without flying and each player instead.")
@pytest.mark.parametrize("kick", [True, False])
def test_kicked_damage_instead(kick: bool) -> None:
    """CR 702.33d, 608.2c: kicked, the second instruction is done instead of the first (B is
    dealt 4, not 2 and 4); not kicked, only the first (2)."""
    text = ("Kicker {1}\nProbe deals 2 damage to any target. If this spell was kicked, it "
            "deals 4 damage instead.")
    state = cast_kicked(text, kick, perm("b1", "B", "Hill Giant"), target="B")
    assert dealt(state) == {"B": 4 if kick else 2}
    quake = ("Kicker {1}\nProbe deals 1 damage to each creature without flying and each "
             "player. If this spell was kicked, it deals 4 damage to each creature without "
             "flying and each player instead.")
    state = cast_kicked(quake, kick, perm("b1", "B", "Hill Giant"))
    n = 4 if kick else 1
    assert dealt(state) == {"b1": n, "A": n, "B": n}


def cast_kicked(text: str, kick: bool, *objects: Permanent, target: str = "") -> GameState:
    """A casts the inline instant ``text`` (with kicker {1}) kicked or not, and it resolves."""
    made = card("Probe", types=["Instant"], cost="{R}", colors=["R"], text=text)
    assert not made.unsupported, made.unsupported
    state = game(perm("p1", "A", made, Zone.HAND), *objects, mana={"A": "{1}{R}"})
    to(state, "priority", Step.BEGINNING_OF_COMBAT, "A")
    play(state, "cast p1", f'cost "{"kicked" if kick else "not kicked"}"')
    if target:
        play(state, f"target {target}")
    return finish(state)


@plays("Probe deals 2 damage to target player or planeswalker and each creature that player or "
       "that planeswalker's controller controls.",
       "Probe deals 3 damage to target player or planeswalker and 1 damage to each creature that "
       "player or that planeswalker's controller controls.")
@pytest.mark.parametrize("aim", ["B", "j1"])
def test_that_player_or_that_planeswalkers_controller(aim: str) -> None:
    """CR 608.2h: the target is B or B's Jace; either way B's creatures are dealt damage, not
    A's Bears."""
    state = finish(cast("Probe deals 2 damage to target player or planeswalker and each "
                        "creature that player or that planeswalker's controller controls.",
                        perm("a1", "A", "Grizzly Bears"), perm("b1", "B", "Hill Giant"),
                        perm("j1", "B", "Jace Beleren", counters={"loyalty": 3}),
                        targets=(aim,)))
    assert dealt(state) == {aim: 2, "b1": 2}
    twice = finish(cast("Probe deals 3 damage to target player or planeswalker and 1 damage to "
                        "each creature that player or that planeswalker's controller controls.",
                        perm("a1", "A", "Grizzly Bears"), perm("b1", "B", "Hill Giant"),
                        perm("j1", "B", "Jace Beleren", counters={"loyalty": 3}),
                        targets=(aim,)))
    assert dealt(twice) == {aim: 3, "b1": 1}


# --- "deals damage equal to <count> to <subject>" (the count first) ------------------------------

@plays("Probe deals damage equal to the number of creatures you control to target creature or "
       "planeswalker.")
def test_damage_equal_to_a_count_written_before_the_recipient() -> None:
    """CR 608.2h, 120.3: the count is taken as Probe resolves: A controls three creatures, so
    B's Hill Giant (3/3) is dealt 3 and dies; with two creatures it would survive."""
    text = ("Probe deals damage equal to the number of creatures you control to target "
            "creature or planeswalker.")
    state = finish(cast(text, perm("a1", "A", "Grizzly Bears"), perm("a2", "A", "Grizzly Bears"),
                        perm("a3", "A", "Grizzly Bears"), perm("b1", "B", "Hill Giant"),
                        targets=("b1",)))
    assert dealt(state, "p1") == {"b1": 3} and zone(state, "b1") is Zone.GRAVEYARD
    fewer = finish(cast(text, perm("a1", "A", "Grizzly Bears"), perm("a2", "A", "Grizzly Bears"),
                        perm("b1", "B", "Hill Giant"), targets=("b1",)))
    assert dealt(fewer, "p1") == {"b1": 2} and zone(fewer, "b1") is Zone.BATTLEFIELD


def _activated(text: str, **kw: object) -> GameState:
    """A activates the creature Probe's first ability (``text``), targeting B."""
    source = card("Probe", types=["Creature"], cost="{R}", power=1, toughness=1, text=text)
    assert not source.unsupported, source.unsupported
    state = game(perm("s1", "A", source, **kw), mana={"A": "{2}"})
    to(state, "priority", Step.BEGINNING_OF_COMBAT, "A")
    play(state, "activate s1 0", "target B")
    return finish(state)


@plays("{T}: Probe deals damage equal to the number of +1/+1 counters on it to any target.")
def test_damage_equal_to_the_counters_on_the_source() -> None:
    """CR 122.1, 608.2h: Probe has two +1/+1 counters: B is dealt 2."""
    state = _activated("{T}: Probe deals damage equal to the number of +1/+1 counters on it to "
                       "any target.", counters={"+1/+1": 2})
    assert dealt(state, "s1") == {"B": 2} and state.players["B"].life == 18


@plays("{2}, Sacrifice Probe: It deals damage equal to the number of charge counters on it to "
       "any target.")
def test_a_sacrificed_source_counts_its_counters_as_it_last_existed() -> None:
    """CR 608.2h, 113.7a: Probe, sacrificed to pay the cost, had three charge counters: the
    count is read as it last existed on the battlefield, B is dealt 3."""
    state = _activated("{2}, Sacrifice Probe: It deals damage equal to the number of charge "
                       "counters on it to any target.", counters={"charge": 3})
    assert zone(state, "s1") is Zone.GRAVEYARD and state.players["B"].life == 17


@plays("Whenever Probe attacks, it deals damage equal to the number of Equipment you control to "
       "each opponent.")
def test_damage_equal_to_the_equipment_you_control_as_it_attacks() -> None:
    """CR 508.1m, 608.2h, 205.3g ("Equipment" is its own plural): A controls two Equipment
    (and B one, not counted) as Probe attacks: B is dealt 2 by the trigger."""
    attacker = card("Probe", types=["Creature"], cost="{R}", power=1, toughness=1,
                    text="Whenever Probe attacks, it deals damage equal to the number of "
                         "Equipment you control to each opponent.")
    assert not attacker.unsupported, attacker.unsupported
    gear = card("Gear", types=["Artifact"], subtypes=["Equipment"], cost="{1}",
                text="Equip {1}")
    state = game(perm("a1", "A", attacker), perm("e1", "A", gear), perm("e2", "A", gear),
                 perm("e3", "B", gear))
    to(state, "declare_attackers").apply("attack a1=B")
    to(state, "declare_blockers")
    assert dealt(state, "a1") == {"B": 2}


@plays("Probe deals damage equal to twice the number of Vehicles you control to any target.",
       "Probe deals damage to any target equal to the number of Foods you control.")
def test_damage_counts_artifacts_of_a_subtype() -> None:
    """CR 205.3g, 608.2h: Vehicles and Foods are artifact subtypes: A's one Vehicle (not B's)
    makes 2 damage to B ("twice"); A's two Foods make 2; a Treasure is neither."""
    def art(name: str, subtype: str) -> CardDef:
        return card(name, types=["Artifact"], subtypes=[subtype], cost="{1}",
                    text="{T}: You gain 1 life.")

    board = (perm("v1", "A", art("Cart", "Vehicle")), perm("v2", "B", art("Cart", "Vehicle")),
             perm("f1", "A", art("Pie", "Food")), perm("f2", "A", art("Pie", "Food")),
             perm("t1", "A", art("Gold", "Treasure")))
    state = finish(cast("Probe deals damage equal to twice the number of Vehicles you control "
                        "to any target.", *board, targets=("B",)))
    assert dealt(state, "p1") == {"B": 2}
    foods = finish(cast("Probe deals damage to any target equal to the number of Foods you "
                        "control.", *board, targets=("B",)))
    assert dealt(foods, "p1") == {"B": 2}
