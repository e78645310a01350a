"""Fights and bites (issue 29, fight; ``sim.rules.fighting``): "<first> fights <second>" (CR
701.14a-b), "<source> deals damage equal to its power to <who>" with a source gone read by
last known information (CR 120.3, 608.2h, 113.7a), "<creature> deals damage to itself equal
to its power", and the riders "if a creature dealt damage this way | that creature [or
planeswalker] would die this turn, exile it instead" (CR 614.1a)."""

from __future__ import annotations

from typing import Any

from played import plays
from test_stack import _default, card, finish, perm, play, to
from test_stack import game as stack_game

import mtgsim
from sim import GameState, Permanent, Step
from sim.model.events import DamageDealt
from sim.model.objects import Zone


def body(pid: str, controller: str, power: int, toughness: int, text: str = "",
         **fields: Any) -> dict[str, Any]:
    out = {"id": pid, "controller": controller, "name": pid.title(), "power": power,
           "toughness": toughness, **fields}
    if text:
        out["text"] = text
    return out


def spell(text: str, kind: str = "Sorcery", **fields: Any) -> dict[str, Any]:
    return {"id": "probe", "name": "Probe", "types": [kind], "cost": "{0}", "text": text,
            **fields}


def game(*permanents: dict[str, Any], hand: list[dict[str, Any]] | None = None,
         actions: list[dict[str, Any]] | None = None, mana: str = "{0}") -> mtgsim.GameState:
    return mtgsim.load({
        "active_player": "A", "until": "end of turn",
        "players": {"A": {"hand": hand or [], "mana": mana}, "B": {}},
        "permanents": list(permanents),
        "combat": {"attacks": {}, "actions": actions or []}})


def cast(targets: list[str], card: str = "probe") -> dict[str, Any]:
    return {"step": "precombat_main", "player": "A", "cast": card, "targets": targets}


def hits(state: GameState) -> list[tuple[str, str, int]]:
    return [(e.source, e.target, e.amount) for e in state.events if isinstance(e, DamageDealt)]


def zone(state: GameState, pid: str) -> Zone:
    return state.permanents[pid].zone


FIGHTS = "Target creature you control fights target creature you don't control."


@plays("Target creature you control fights target creature you don't control.")
def test_each_deals_damage_equal_to_its_power_to_the_other() -> None:
    """CR 701.14a: A's 3/3 Ogre and B's 2/2 Bears deal 3 and 2 damage to each other at once:
    the Bears die, the Ogre survives the 2 damage it is dealt."""
    state = game(body("ogre", "A", 3, 3), body("bears", "B", 2, 2),
                 hand=[spell(FIGHTS)], actions=[cast(["ogre", "bears"])])
    outcome = mtgsim.play(state)
    assert outcome.died == ("bears",)
    assert sorted(hits(state)) == [("bears", "ogre", 2), ("ogre", "bears", 3)]


def test_a_fighter_gone_means_no_damage() -> None:
    """CR 701.14b: the Bears sacrificed in response (an illegal target as the fight resolves),
    the Ogre deals no damage and is dealt none: nothing at all happens."""
    state = game(body("ogre", "A", 3, 3),
                 body("bears", "B", 2, 2, "Sacrifice this creature: You gain 1 life."),
                 hand=[spell(FIGHTS, "Instant")],
                 actions=[cast(["ogre", "bears"]),
                          {"step": "precombat_main", "player": "B", "activate": "bears"}])
    mtgsim.play(state)
    assert hits(state) == [] and zone(state, "bears") is Zone.GRAVEYARD


def entering(name: str, power: int, text: str, *others: Permanent) -> GameState:
    """A casts the 0-cost creature ``name`` in its main phase; it stops at the first target
    or yes / no choice of its trigger."""
    creature = card(name, types=["Creature"], cost="{0}", power=power, toughness=power,
                    text=text)
    state = stack_game(perm("c1", "A", creature, Zone.HAND), *others,
                       step=Step.PRECOMBAT_MAIN)
    to(state, "priority", Step.PRECOMBAT_MAIN, "A")
    play(state, "cast c1")
    return state


@plays("When ~ enters the battlefield, it fights up to one target creature you don't control.")
def test_an_entering_creature_fights_up_to_one() -> None:
    """CR 701.14a, 601.2c: the 5/5 enters and its trigger fights B's 2/2, which dies; the
    5/5 is dealt 2. With no creature B controls, the trigger has no target (up to one: zero
    chosen) and nothing is dealt."""
    text = ("When Rex enters the battlefield, it fights up to one target creature you don't "
            "control.")
    state = entering("Rex", 5, text, perm("b1", "B", card("Bears", power=2, toughness=2)))
    to(state, "choose_target")
    play(state, "target b1")
    finish(state)
    assert zone(state, "b1") is Zone.GRAVEYARD
    assert sorted(hits(state)) == [("b1", "c1", 2), ("c1", "b1", 5)]
    alone = finish(entering("Rex", 5, text))
    assert hits(alone) == [] and zone(alone, "c1") is Zone.BATTLEFIELD


@plays("When ~ enters the battlefield, you may have it fight target creature you don't "
       "control.")
def test_you_may_have_it_fight() -> None:
    """CR 701.14a, 603.5: the optional fight, chosen as the trigger resolves: yes, the 4/4
    Indrik and B's 3/3 deal 4 and 3 damage to each other; no, nothing is dealt."""
    text = ("When Indrik enters the battlefield, you may have it fight target creature you "
            "don't control.")
    for answer, dealt in (("yes", [("b1", "c1", 3), ("c1", "b1", 4)]), ("no", [])):
        state = entering("Indrik", 4, text,
                         perm("b1", "B", card("Troll", power=3, toughness=3)))
        to(state, "choose_target")
        play(state, "target b1")
        while state.decision is not None and "yes" not in [str(a) for a in
                                                          state.legal_actions()]:
            _default(state)
        if state.decision is not None:
            play(state, answer)
        finish(state)
        assert sorted(hits(state)) == dealt


@plays("Put a +1/+1 counter on target creature you control. Then it fights target creature "
       "you don't control.")
def test_then_it_fights() -> None:
    """CR 608.2c, 701.14a: the counter first, so the 2/2 fights as a 3/3: B's 2/3 dies and
    the Bears survive its 2 damage."""
    text = ("Put a +1/+1 counter on target creature you control. Then it fights target "
            "creature you don't control.")
    state = game(body("bears", "A", 2, 2), body("troll", "B", 2, 3), hand=[spell(text)],
                 actions=[cast(["bears", "troll"])])
    outcome = mtgsim.play(state)
    assert outcome.died == ("troll",)
    assert sorted(hits(state)) == [("bears", "troll", 3), ("troll", "bears", 2)]


@plays("{R}, {T}: ~ fights another target creature.")
def test_an_ability_makes_its_source_fight() -> None:
    """CR 701.14a, 602.2: the Ranger (2/2) fights B's 1/1, which dies; it is dealt 1."""
    state = game(body("ranger", "A", 2, 2, "{R}, {T}: Ranger fights another target creature."),
                 body("elf", "B", 1, 1), mana="{R}",
                 actions=[{"step": "precombat_main", "player": "A", "activate": "ranger",
                           "targets": ["elf"]}])
    outcome = mtgsim.play(state)
    assert outcome.died == ("elf",)
    assert sorted(hits(state)) == [("elf", "ranger", 1), ("ranger", "elf", 2)]


@plays("Target creature you control deals damage equal to its power to target creature or "
       "planeswalker you don't control.")
def test_a_bite_reaches_a_planeswalker() -> None:
    """CR 120.3c, 306.8: A's 3/3 deals 3 damage to B's planeswalker with 5 loyalty: two
    loyalty counters are left; the 3/3 is dealt nothing (a bite is one-sided)."""
    text = ("Target creature you control deals damage equal to its power to target creature "
            "or planeswalker you don't control.")
    walker = {"id": "walker", "controller": "B", "name": "Walker", "types": ["Planeswalker"],
              "loyalty": 5, "counters": {"loyalty": 5}}
    state = game(body("ogre", "A", 3, 3), walker, hand=[spell(text)],
                 actions=[cast(["ogre", "walker"])])
    mtgsim.play(state)
    assert state.permanents["walker"].counters["loyalty"] == 2
    assert hits(state) == [("ogre", "walker", 3)]


@plays("Target creature you control gets +1/+0 until end of turn. Then it deals damage equal "
       "to its power to target creature you don't control.")
def test_then_it_deals_damage_equal_to_its_power() -> None:
    """CR 608.2c, 120.3: the +1/+0 first: the 2/2 deals 3 damage to B's 3/3, which dies."""
    text = ("Target creature you control gets +1/+0 until end of turn. Then it deals damage "
            "equal to its power to target creature you don't control.")
    state = game(body("bears", "A", 2, 2), body("troll", "B", 3, 3), hand=[spell(text)],
                 actions=[cast(["bears", "troll"])])
    assert mtgsim.play(state).died == ("troll",)
    assert hits(state) == [("bears", "troll", 3)]


@plays("Target creature deals damage to itself equal to its power.")
def test_a_creature_deals_damage_to_itself() -> None:
    """CR 120.3: B's 4/5 deals 4 damage to itself (it is the source): it survives with 4
    damage; a 3/3 dies of its own 3."""
    text = "Target creature deals damage to itself equal to its power."
    state = game(body("wurm", "B", 4, 5), hand=[spell(text)], actions=[cast(["wurm"])])
    mtgsim.play(state)
    assert hits(state) == [("wurm", "wurm", 4)] and zone(state, "wurm") is Zone.BATTLEFIELD
    other = game(body("troll", "B", 3, 3), hand=[spell(text)], actions=[cast(["troll"])])
    assert mtgsim.play(other).died == ("troll",)


@plays("When ~ dies, it deals damage equal to its power to any target.")
def test_a_dead_creature_deals_damage_equal_to_its_last_known_power() -> None:
    """CR 608.2h, 113.7a: the 1/3 with two +1/+1 counters (a 3/5) is destroyed; its dies
    trigger deals damage equal to its power as it last existed on the battlefield, 3 (the
    card in the graveyard has no counters), with the dead creature the source."""
    berserker = body("berserker", "A", 1, 3, "When Berserker dies, it deals damage equal to "
                     "its power to any target.", counters={"+1/+1": 2})
    state = game(berserker, hand=[spell("Destroy target creature.")],
                 actions=[cast(["berserker"])])
    outcome = mtgsim.play(state)
    assert zone(state, "berserker") is Zone.GRAVEYARD
    [(source, whom, amount)] = hits(state)  # (the default policy's target)
    assert (source, amount) == ("berserker", 3)
    assert whom in ("A", "B") and outcome.life[whom] == 17


@plays("{R}, Sacrifice ~: It deals damage equal to its power to target creature.")
def test_sacrificed_as_a_cost_it_deals_its_last_known_power() -> None:
    """CR 602.2, 608.2h, 113.7a: the Shade (1/1 with three +1/+1 counters) is sacrificed to
    pay the cost; the ability deals 4 damage, its power as it last existed, to B's 4/4."""
    shade = body("shade", "A", 1, 1, "{R}, Sacrifice Shade: It deals damage equal to its power "
                 "to target creature.", counters={"+1/+1": 3})
    state = game(shade, body("wurm", "B", 4, 4), mana="{R}",
                 actions=[{"step": "precombat_main", "player": "A", "activate": "shade",
                           "targets": ["wurm"]}])
    outcome = mtgsim.play(state)
    assert set(outcome.died) == {"shade", "wurm"}
    assert hits(state) == [("shade", "wurm", 4)]


@plays("~ deals 3 damage to each creature. If a creature dealt damage this way would die this "
       "turn, exile it instead.")
def test_creatures_dealt_damage_this_way_are_exiled_instead() -> None:
    """CR 614.1a, 614.6: both 2/2s are dealt 3 damage and exiled instead of dying; the 4/4
    survives (it is exiled if it would die later this turn, not otherwise)."""
    text = ("Probe deals 3 damage to each creature. If a creature dealt damage this way would "
            "die this turn, exile it instead.")
    state = game(body("bears", "A", 2, 2), body("elves", "B", 2, 2), body("wurm", "B", 4, 4),
                 hand=[spell(text)], actions=[cast([])])
    outcome = mtgsim.play(state)
    assert outcome.died == ()
    assert zone(state, "bears") is Zone.EXILE and zone(state, "elves") is Zone.EXILE
    assert zone(state, "wurm") is Zone.BATTLEFIELD


def test_dealt_damage_this_way_it_is_exiled_if_it_dies_later_this_turn() -> None:
    """CR 614.1a, 614.6: the effect lasts the turn: B's 4/4 survives the 1 damage, then is
    destroyed by another spell the same turn and is exiled instead of dying; B's 2/2 in the
    graveyard... is never dealt that damage (it entered the game after? no: it is A's
    creature destroyed later, dealt damage too) — the Bears, dealt 1, are exiled as well."""
    text = ("Probe deals 1 damage to each creature. If a creature dealt damage this way would "
            "die this turn, exile it instead.")
    kill = {"id": "kill", "name": "Kill", "types": ["Sorcery"], "cost": "{0}",
            "text": "Destroy target creature."}
    state = game(body("wurm", "B", 4, 4), hand=[spell(text), kill],
                 actions=[cast([]), cast(["wurm"], "kill")])
    outcome = mtgsim.play(state)
    assert outcome.died == () and zone(state, "wurm") is Zone.EXILE


def test_a_creature_not_dealt_damage_this_way_dies() -> None:
    """CR 614.1a: the rider reaches only what the damage reached: B's 4/4 destroyed after a
    damage spell that dealt damage to creatures A controls alone dies as usual."""
    text = ("Probe deals 1 damage to target creature. If a creature dealt damage this way "
            "would die this turn, exile it instead.")
    kill = {"id": "kill", "name": "Kill", "types": ["Sorcery"], "cost": "{0}",
            "text": "Destroy target creature."}
    state = game(body("ogre", "A", 3, 3), body("wurm", "B", 4, 4), hand=[spell(text), kill],
                 actions=[cast(["ogre"]), cast(["wurm"], "kill")])
    assert mtgsim.play(state).died == ("wurm",)


@plays("~ deals 3 damage to target creature or planeswalker. If that creature or planeswalker "
       "would die this turn, exile it instead.")
def test_that_planeswalker_is_exiled_instead() -> None:
    """CR 614.1a, 704.5i, 700.4: B's planeswalker with 3 loyalty loses all of it; it would
    be put into its owner's graveyard (it would die) and is exiled instead."""
    text = ("Probe deals 3 damage to target creature or planeswalker. If that creature or "
            "planeswalker would die this turn, exile it instead.")
    walker = {"id": "walker", "controller": "B", "name": "Walker", "types": ["Planeswalker"],
              "loyalty": 3, "counters": {"loyalty": 3}}
    state = game(walker, hand=[spell(text)], actions=[cast(["walker"])])
    mtgsim.play(state)
    assert zone(state, "walker") is Zone.EXILE


@plays("Target creature gets -3/-3 until end of turn. If that creature would die this turn, "
       "exile it instead.")
def test_a_shrunk_creature_is_exiled_instead() -> None:
    """CR 614.1a, 704.5f: B's 2/2 gets -3/-3: toughness 0 would put it into the graveyard;
    it is exiled instead."""
    text = ("Target creature gets -3/-3 until end of turn. If that creature would die this "
            "turn, exile it instead.")
    state = game(body("bears", "B", 2, 2), hand=[spell(text)], actions=[cast(["bears"])])
    outcome = mtgsim.play(state)
    assert outcome.died == () and zone(state, "bears") is Zone.EXILE


@plays("Target creature you control fights target creature an opponent controls. If the "
       "creature an opponent controls would die this turn, exile it instead.")
def test_the_opponents_fighter_is_exiled_instead() -> None:
    """CR 701.14a, 614.1a: A's 3/3 and B's 2/2 fight; B's creature, dealt lethal damage,
    is exiled instead of dying; A's 2/2 in a second game, dealt lethal damage by B's 3/3, dies
    as usual (the rider names only the creature an opponent controls)."""
    text = ("Target creature you control fights target creature an opponent controls. If the "
            "creature an opponent controls would die this turn, exile it instead.")
    state = game(body("ogre", "A", 3, 3), body("bears", "B", 2, 2), hand=[spell(text)],
                 actions=[cast(["ogre", "bears"])])
    assert mtgsim.play(state).died == () and zone(state, "bears") is Zone.EXILE
    other = game(body("bears", "A", 2, 2), body("ogre", "B", 3, 3), hand=[spell(text)],
                 actions=[cast(["bears", "ogre"])])
    assert mtgsim.play(other).died == ("bears",)


@plays("Target creature you control fights another target creature.")
def test_another_target_is_other_than_the_first_fighter() -> None:
    """CR 115.1, 115.3, 701.14a: the second target may be any creature but the first one
    (A's own 2/2 here: a fight between two creatures A controls); the first is not offered
    again. The 3/3 and the 2/2 deal 3 and 2 damage to each other: the 2/2 dies."""
    pit = card("Pit", types=["Sorcery"], cost="{0}",
               text="Target creature you control fights another target creature.")
    state = stack_game(perm("p1", "A", pit, Zone.HAND),
                       perm("a1", "A", card("Ogre", power=3, toughness=3)),
                       perm("a2", "A", card("Bears", power=2, toughness=2)),
                       step=Step.PRECOMBAT_MAIN)
    to(state, "priority", Step.PRECOMBAT_MAIN, "A")
    play(state, "cast p1", "target a1")
    assert sorted(str(a) for a in state.legal_actions()) == ["target a2"]
    finish(play(state, "target a2"))
    assert zone(state, "a2") is Zone.GRAVEYARD and zone(state, "a1") is Zone.BATTLEFIELD
    assert sorted(hits(state)) == [("a1", "a2", 3), ("a2", "a1", 2)]


@plays("{2}{G}, {T}: Target creature you control fights another target creature.")
def test_an_abilitys_source_may_be_the_second_fighter() -> None:
    """CR 115.1, 701.14a: "another target creature" is other than the first target, not
    than the ability's source: the Tracker (a 1/1) may be the second fighter, A's 4/4 the
    first, and it dies of the 4 damage."""
    tracker = card("Tracker", types=["Creature"], cost="{0}", power=1, toughness=1,
                   text="{2}{G}, {T}: Target creature you control fights another target "
                        "creature.")
    state = stack_game(perm("t1", "A", tracker), perm("a1", "A", card("Wurm", power=4,
                                                                        toughness=4)),
                       mana={"A": "{2}{G}"}, step=Step.PRECOMBAT_MAIN)
    to(state, "priority", Step.PRECOMBAT_MAIN, "A")
    play(state, "activate t1 0", "target a1")
    assert "target t1" in [str(a) for a in state.legal_actions()]
    finish(play(state, "target t1"))
    assert zone(state, "t1") is Zone.GRAVEYARD


@plays("Whenever another creature enters the battlefield under your control, you may pay {2}. "
       "When you do, that creature deals damage equal to its power to target creature.")
def test_a_reflexive_trigger_knows_that_creature() -> None:
    """CR 603.12, 120.3: the reflexive ability's "that creature" is the one its trigger was
    about: the entering 4/4 deals 4 damage to B's 3/3, which dies."""
    ranger = card("Ranger", types=["Creature"], cost="{0}", power=1, toughness=1,
                  text="Whenever another creature enters the battlefield under your control, "
                       "you may pay {2}. When you do, that creature deals damage equal to its "
                       "power to target creature.")
    state = stack_game(perm("r1", "A", ranger),
                       perm("c1", "A", card("Wurm", types=["Creature"], cost="{0}", power=4,
                                            toughness=4), Zone.HAND),
                       perm("b1", "B", card("Troll", power=3, toughness=3)),
                       mana={"A": "{2}"}, step=Step.PRECOMBAT_MAIN)
    to(state, "priority", Step.PRECOMBAT_MAIN, "A")
    play(state, "cast c1")
    while "yes" not in [str(a) for a in state.legal_actions()]:
        _default(state)
    play(state, "yes")
    to(state, "choose_target")
    finish(play(state, "target b1"))
    assert hits(state) == [("c1", "b1", 4)] and zone(state, "b1") is Zone.GRAVEYARD


FLING = ("As an additional cost to cast this spell, sacrifice a creature.\nFling deals damage "
         "equal to the sacrificed creature's power to any target.")


@plays("Fling deals damage equal to the sacrificed creature's power to any target.")
def test_fling_deals_the_sacrificed_creatures_last_known_power() -> None:
    """CR 601.2h, 608.2h, 120.3: the 2/2 with two +1/+1 counters (a 4/4) is sacrificed as
    the spell is cast; Fling (the source, not the creature) deals 4 damage — its power as it
    last existed on the battlefield — to B."""
    fling = card("Fling", types=["Instant"], cost="{0}", text=FLING)
    state = stack_game(perm("f1", "A", fling, Zone.HAND),
                       perm("a1", "A", card("Bears", power=2, toughness=2),
                            counters={"+1/+1": 2}),
                       step=Step.PRECOMBAT_MAIN)
    to(state, "priority", Step.PRECOMBAT_MAIN, "A")
    play(state, "cast f1", "target B")
    to(state, "choose_cost")
    finish(play(state, "cost a1"))
    assert hits(state) == [("f1", "B", 4)] and state.players["B"].life == 16
    assert zone(state, "a1") is Zone.GRAVEYARD


@plays("{T}, Sacrifice a creature: ~ deals damage equal to the sacrificed creature's power to "
       "any target.")
def test_an_abilitys_sacrificed_creature_sets_the_damage() -> None:
    """CR 602.2b, 608.2h: the ability's cost sacrifices A's 3/3; the Cyclops deals 3 damage
    to B's 3/3, which dies."""
    cyclops = card("Cyclops", types=["Creature"], cost="{0}", power=0, toughness=4,
                   text="{T}, Sacrifice a creature: Cyclops deals damage equal to the "
                        "sacrificed creature's power to any target.")
    state = stack_game(perm("c1", "A", cyclops),
                       perm("a1", "A", card("Ogre", power=3, toughness=3)),
                       perm("b1", "B", card("Troll", power=3, toughness=3)),
                       step=Step.PRECOMBAT_MAIN)
    to(state, "priority", Step.PRECOMBAT_MAIN, "A")
    play(state, "activate c1 0")
    while state.decision is not None and state.decision.kind in ("choose_target",
                                                                  "choose_cost"):
        options = [str(a) for a in state.legal_actions()]
        play(state, "target b1" if "target b1" in options else "cost a1")
    finish(state)
    assert hits(state) == [("c1", "b1", 3)] and zone(state, "b1") is Zone.GRAVEYARD


@plays("~ deals 3 damage to target creature or planeswalker. If a permanent dealt damage this "
       "way would die this turn, exile it instead.")
def test_a_permanent_dealt_damage_this_way_is_exiled() -> None:
    """CR 614.1a, 700.4: "a permanent" reaches a planeswalker too: B's planeswalker with 3
    loyalty, dealt 3 damage this way, would die (704.5i) and is exiled instead."""
    text = ("Probe deals 3 damage to target creature or planeswalker. If a permanent dealt "
            "damage this way would die this turn, exile it instead.")
    walker = {"id": "walker", "controller": "B", "name": "Walker", "types": ["Planeswalker"],
              "loyalty": 3, "counters": {"loyalty": 3}}
    state = game(walker, hand=[spell(text)], actions=[cast(["walker"])])
    mtgsim.play(state)
    assert zone(state, "walker") is Zone.EXILE


@plays("~ deals 3 damage to any target. If it's a creature, it can't be regenerated this turn, "
       "and if it would die this turn, exile it instead.")
def test_a_creature_dealt_the_damage_is_neither_regenerated_nor_put_into_a_graveyard() -> None:
    """CR 701.19c, 614.1a: B regenerates its 2/2 in response (a shield); the 3 damage is
    lethal, the shield can't be used this turn, and the creature is exiled instead of dying."""
    text = ("Probe deals 3 damage to any target. If it's a creature, it can't be regenerated "
            "this turn, and if it would die this turn, exile it instead.")
    state = game(body("bears", "B", 2, 2, "{0}: Regenerate this creature."),
                 hand=[spell(text, "Instant")],
                 actions=[cast(["bears"]),
                          {"step": "precombat_main", "player": "B", "activate": "bears"}])
    assert mtgsim.play(state).died == () and zone(state, "bears") is Zone.EXILE
    plain = game(body("bears", "B", 2, 2, "{0}: Regenerate this creature."),
                 hand=[spell("Probe deals 3 damage to any target.", "Instant")],
                 actions=[cast(["bears"]),
                          {"step": "precombat_main", "player": "B", "activate": "bears"}])
    mtgsim.play(plain)  # (without the rider the shield saves it)
    assert zone(plain, "bears") is Zone.BATTLEFIELD
    player = game(hand=[spell(text, "Instant")], actions=[cast(["B"])])
    assert mtgsim.play(player).life["B"] == 17
