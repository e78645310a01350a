"""The sources and recipients of damage instructions (issue 29, damage): damage dealt by the
object a triggered ability is about (``sim.text.it_deals``, ``sim.rules.sourced_damage``):
"whenever enchanted creature attacks, it deals 1 damage to each opponent" is dealt by the
enchanted creature (CR 120.3: its lifelink and deathtouch apply, 702.15b, 702.2b), "whenever
another creature you control dies, it deals damage equal to its power to ..." by the creature
as it last existed (608.2h, 113.7a); the recipients a creature's combat names (509.1h, 506.3d;
``sim.rules.combat_recipients``); "itself", "any other target", "each other opponent"."""

from __future__ import annotations

import pytest
from played import plays
from test_event_triggers import attached, combat, creature, life

import mtgsim
from sim.model.damage_verbs import DAMAGE_SOURCE
from sim.model.errors import IllegalActionError
from sim.model.events import DamageDealt
from sim.model.objects import Zone
from sim.model.programs import THAT
from sim.text.oracle import read_triggered


def _dealt(state: object, target: str) -> list[tuple[str, int]]:
    return [(e.source, e.amount) for e in state.events  # type: ignore[attr-defined]
            if isinstance(e, DamageDealt) and e.target == target]


@plays("Whenever enchanted creature attacks, it deals 1 damage to each opponent.")
def test_the_enchanted_creature_deals_the_damage() -> None:
    """CR 120.3, 603.2, 702.15b: the Aura's trigger has the attacking enchanted creature deal
    the damage, so its lifelink gains A 1 life; the Aura itself has no lifelink. B takes 1
    from the trigger and 2 in combat."""
    bears = creature("bears", keywords=["Lifelink"])
    aura = attached("arms", "bears", "Whenever enchanted creature attacks, it deals 1 damage "
                    "to each opponent.")
    state = combat([bears, aura], {"bears": "B"})
    assert _dealt(state, "B") == [("bears", 1), ("bears", 2)]
    assert life(state, "B") == 17 and life(state) == 23


@plays("Whenever equipped creature becomes blocked, it deals 1 damage to each creature "
       "blocking it.")
def test_deathtouch_of_the_equipped_creature_applies() -> None:
    """CR 120.3, 702.2b, 509.1h: the equipped 0/1 with deathtouch, blocked by a 0/5 Wall and a
    0/4 Wall, deals 1 damage to each of them from the trigger (it deals no combat damage with
    0 power): the damage is the creature's, so both die; B's unblocking 2/2 is dealt none."""
    snake = creature("snake", power=0, toughness=1, keywords=["Deathtouch"])
    wall = creature("wall", "B", power=0, toughness=5)
    fence = creature("fence", "B", power=0, toughness=4)
    cub = creature("cub", "B")
    helm = attached("helm", "snake", "Whenever equipped creature becomes blocked, it deals 1 "
                    "damage to each creature blocking it.", equipment=True)
    state = combat([snake, wall, fence, cub, helm], {"snake": "B"},
                   {"wall": "snake", "fence": "snake"})
    assert state.permanents["wall"].zone is Zone.GRAVEYARD
    assert state.permanents["fence"].zone is Zone.GRAVEYARD
    assert _dealt(state, "wall") == [("snake", 1)] and _dealt(state, "cub") == []


@plays("Whenever Goblin becomes blocked, it deals 1 damage to each creature blocking it.")
def test_each_creature_blocking_it_is_dealt_damage_by_the_source() -> None:
    """CR 509.1h, 120.3: the 2/2 Goblin blocked by B's 1/1 Cub deals it 1 damage as it becomes
    blocked (the Cub dies before combat damage, deals none, and the Goblin survives)."""
    goblin = creature("goblin", text="Whenever Goblin becomes blocked, it deals 1 damage to "
                      "each creature blocking it.")
    cub = creature("cub", "B", power=1, toughness=1)
    state = combat([goblin, cub], {"goblin": "B"}, {"cub": "goblin"})
    assert state.permanents["cub"].zone is Zone.GRAVEYARD
    assert _dealt(state, "cub") == [("goblin", 1)] and _dealt(state, "goblin") == []


@plays("Whenever a creature you control attacks, Rider deals 1 damage to the player or "
       "planeswalker it's attacking.")
def test_the_player_or_planeswalker_each_attacker_attacks() -> None:
    """CR 506.3d, 508.1b, 120.3: A's Bears attack B and its Cub attacks B's planeswalker Jace
    (loyalty 3): the Rider (not attacking) deals 1 damage to B for the Bears and 1 to Jace for
    the Cub (306.8: it loses a loyalty counter), then combat damage: B at 17, Jace dealt 2."""
    rider = creature("rider", power=0, text="Whenever a creature you control attacks, Rider "
                     "deals 1 damage to the player or planeswalker it's attacking.")
    bears = creature("bears")
    cub = creature("cub", power=1, toughness=1)
    jace = {"id": "jace", "controller": "B", "name": "Jace", "types": ["Planeswalker"],
            "loyalty": 3}
    state = combat([rider, bears, cub, jace], {"bears": "B", "cub": "jace"})
    assert _dealt(state, "B") == [("rider", 1), ("bears", 2)]
    assert _dealt(state, "jace") == [("rider", 1), ("cub", 1)]
    assert life(state, "B") == 17


@plays("{R}: Salamander deals 1 damage to target creature blocking it.",
       "{1}: Salamander deals 1 damage to target creature that's blocking it.")
def test_target_creature_blocking_it_is_one_of_its_blockers() -> None:
    """CR 509.1g, 115.1: "it" is ~: B's 1/1 Cub blocking the Salamander is a legal target and
    is dealt 1 damage; B's other 1/1, not blocking, is none (the activation naming it is
    illegal)."""
    text = ("{R}: Salamander deals 1 damage to target creature blocking it.\n"
            "{1}: Salamander deals 1 damage to target creature that's blocking it.")
    salamander = creature("salamander", text=text, power=0, toughness=3)
    cub = creature("cub", "B", power=1, toughness=1)
    other = creature("other", "B", power=1, toughness=1)
    ping = {"step": "declare_blockers", "player": "A", "activate": "salamander",
            "targets": ["cub"]}
    state = combat([salamander, cub, other], {"salamander": "B"}, {"cub": "salamander"},
                   [ping], mana="{R}")
    assert state.permanents["cub"].zone is Zone.GRAVEYARD
    assert _dealt(state, "cub") == [("salamander", 1)]
    wrong = {**ping, "targets": ["other"]}
    with pytest.raises(IllegalActionError):
        combat([salamander, cub, other], {"salamander": "B"}, {"cub": "salamander"}, [wrong],
               mana="{R}")


@plays("Whenever another creature you control dies, it deals damage equal to its power to "
       "target player or planeswalker.")
def test_a_creature_gone_deals_it_as_it_last_existed() -> None:
    """CR 608.2h, 113.7a, 120.3: A's 3/3 lifelinker dies blocked by B's 4/4; the trigger of
    A's other permanent has it deal 3 damage (its power as it last existed) to B, with its
    lifelink then: A gains 3 life from combat and 3 from the trigger."""
    brute = creature("brute", power=3, toughness=3, keywords=["Lifelink"])
    ogre = creature("ogre", "B", power=4, toughness=4)
    watcher = creature("watcher", power=0, toughness=1, text="Whenever another creature you "
                       "control dies, it deals damage equal to its power to target player or "
                       "planeswalker.")
    aim = {"step": "combat_damage", "player": "A", "trigger": "watcher", "targets": ["B"]}
    state = combat([brute, ogre, watcher], {"brute": "B"}, {"ogre": "brute"}, [aim])
    assert state.permanents["brute"].zone is Zone.GRAVEYARD
    assert _dealt(state, "B") == [("brute", 3)]
    assert life(state) == 26 and life(state, "B") == 17


def test_it_deals_is_read_only_at_the_start_of_the_effect() -> None:
    """CR 120.3, 608.2c: "it deals" first is the trigger's object, marked as the damage's
    source; with ~ named too, after a cast trigger, or with a target "blocking it" or "any
    other target" meant relative to that object (509.1g, 115.3), it stays unsupported."""
    read = read_triggered("Whenever enchanted creature attacks, it deals 1 damage to any "
                          "target.", "Arms")
    assert read is not None and read.program is not None and not read.program.unsupported
    [op] = read.program.ops
    assert (DAMAGE_SOURCE, THAT) in op.params
    for text in ("Whenever enchanted creature attacks, it deals 1 damage to any target and "
                 "Arms deals 1 damage to you.",
                 "Whenever you cast a spell, it deals 1 damage to any target.",
                 # "blocking it", "any other target": other than the creature, not than ~
                 "Whenever equipped creature becomes blocked, it deals 1 damage to target "
                 "creature blocking it.",
                 "Whenever enchanted creature is dealt damage, it deals that much damage to any "
                 "other target.",
                 "When Arms enters the battlefield, enchanted creature deals damage equal to its "
                 "power to any other target."):
        other = read_triggered(text, "Arms")
        assert other is None or other.program is None or other.program.unsupported


@plays("{T}: Entity deals 1 damage to any target and 1 damage to itself.")
def test_the_source_is_dealt_its_own_damage() -> None:
    """CR 120.3, 120.2: the 2/2 Entity deals 1 damage to B and 1 to itself (marked on it);
    a second activation's 1 more would be lethal, none happens (it is tapped)."""
    entity = creature("entity", text="{T}: Entity deals 1 damage to any target and 1 damage "
                      "to itself.")
    act = {"step": "precombat_main", "player": "A", "activate": "entity", "targets": ["B"]}
    state = combat([entity], {}, actions=[act])
    assert _dealt(state, "B") == [("entity", 1)] and _dealt(state, "entity") == [("entity", 1)]
    assert life(state, "B") == 19


@plays("Whenever Ruffians deals combat damage to an opponent, it deals that much damage to "
       "each other opponent.")
def test_each_other_opponent_is_every_opponent_but_the_one_dealt_damage() -> None:
    """CR 102.2, 603.2, 120.3: the unblocked 3/3 Ruffians deal 3 combat damage to B; the
    trigger deals 3 to C and D, the other opponents, and none more to B."""
    ruffians = creature("ruffians", power=3, toughness=3, text="Whenever Ruffians deals combat "
                        "damage to an opponent, it deals that much damage to each other "
                        "opponent.")
    state = mtgsim.load({"active_player": "A",
                         "players": {"A": {}, "B": {}, "C": {}, "D": {}},
                         "permanents": [ruffians],
                         "combat": {"attacks": {"ruffians": "B"}, "blocks": {}, "actions": []}})
    mtgsim.play(state)
    assert [life(state, p) for p in "BCD"] == [17, 17, 17]
    assert _dealt(state, "C") == [("ruffians", 3)]


@plays("Gain control of target creature until end of turn. Untap that creature. It gains "
       "haste until end of turn. Bond deals 2 damage to any other target.")
def test_any_other_target_is_not_the_creature_taken() -> None:
    """CR 115.3, 601.2c: "any other target" can't be the creature the spell gains control of:
    naming B's Bears twice is illegal; the Bears and B are legal, B is dealt 2."""
    bond = {"id": "bond", "name": "Bond", "types": ["Sorcery"], "cost": "{0}",
            "text": "Gain control of target creature until end of turn. Untap that creature. It "
                    "gains haste until end of turn. Bond deals 2 damage to any other target."}
    bears = creature("bears", "B")

    def cast(targets: list[str]) -> object:
        return combat([bears], {}, hand=[bond], actions=[
            {"step": "precombat_main", "player": "A", "cast": "bond", "targets": targets}])
    state = cast(["bears", "B"])
    assert life(state, "B") == 18 and _dealt(state, "bears") == []
    with pytest.raises(IllegalActionError):
        cast(["bears", "bears"])


@plays("Titans deals 3 damage to each of up to two targets.")
def test_each_of_up_to_two_targets_is_dealt_the_damage() -> None:
    """CR 601.2c, 115.4, 115.3: up to two targets, each any target, each dealt 3: B and B's
    Bears (dies); one target alone is legal too; the same target twice is not."""
    titans = {"id": "titans", "name": "Titans", "types": ["Sorcery"], "cost": "{0}",
              "text": "Titans deals 3 damage to each of up to two targets."}
    bears = creature("bears", "B")

    def cast(targets: list[str]) -> object:
        return combat([bears], {}, hand=[titans], actions=[
            {"step": "precombat_main", "player": "A", "cast": "titans", "targets": targets}])
    state = cast(["B", "bears"])
    assert life(state, "B") == 17 and _dealt(state, "bears") == [("titans", 3)]
    assert life(cast(["B"]), "B") == 17
    with pytest.raises(IllegalActionError):
        cast(["B", "B"])


@plays("Whenever Fiend deals damage to a creature, Fiend deals 3 damage to that creature's "
       "controller and 3 damage to you.",
       "Whenever Alphas blocks or becomes blocked by a creature, Alphas deals 3 damage to that "
       "creature and 3 damage to that creature's controller.")
def test_that_creatures_controller_in_a_trigger_of_its_own() -> None:
    """CR 603.2, 608.2h: "that creature" is the creature the trigger of ~'s names (the one ~
    dealt damage to, the one blocking it), so its controller is B: the Fiend's combat damage
    to B's Ogre has it deal 3 to B and 3 to A; the Alphas, blocked by the Ogre, deal 3 to the
    Ogre and 3 to B."""
    fiend = creature("fiend", power=2, toughness=4, text="Whenever Fiend deals damage to a "
                     "creature, Fiend deals 3 damage to that creature's controller and 3 damage "
                     "to you.")
    ogre = creature("ogre", "B", power=1, toughness=5)
    state = combat([fiend, ogre], {"fiend": "B"}, {"ogre": "fiend"})
    assert (life(state), life(state, "B")) == (17, 17)
    alphas = creature("alphas", power=1, toughness=6, text="Whenever Alphas blocks or becomes "
                      "blocked by a creature, Alphas deals 3 damage to that creature and 3 "
                      "damage to that creature's controller.")
    state = combat([alphas, ogre], {"alphas": "B"}, {"ogre": "alphas"})
    assert _dealt(state, "ogre") == [("alphas", 3), ("alphas", 1)]
    assert (life(state), life(state, "B")) == (20, 17)


@plays("{1}{B}, {T}: Tap target creature. Hunter deals damage equal to Hunter's power to that "
       "creature.",
       "Whenever Meglonoth blocks a creature, Meglonoth deals damage to that creature's "
       "controller equal to Meglonoth's power.")
def test_damage_equal_to_its_own_power_named_by_its_name() -> None:
    """CR 120.3, 608.2h: the 3/3 Hunter taps B's 2/4 Ogre and deals it 3 damage (its power);
    B's 4/4 Meglonoth blocking A's Bears deals 4 damage to A, the Bears' controller."""
    hunter = creature("hunter", power=3, toughness=3, text="{1}{B}, {T}: Tap target creature. "
                      "Hunter deals damage equal to Hunter's power to that creature.")
    ogre = creature("ogre", "B", power=2, toughness=4)
    act = {"step": "precombat_main", "player": "A", "activate": "hunter", "targets": ["ogre"]}
    state = combat([hunter, ogre], {}, actions=[act], mana="{B}{B}")
    assert _dealt(state, "ogre") == [("hunter", 3)] and state.permanents["ogre"].tapped
    meglonoth = creature("meglonoth", "B", power=4, toughness=4, text="Whenever Meglonoth "
                         "blocks a creature, Meglonoth deals damage to that creature's "
                         "controller equal to Meglonoth's power.")
    bears = creature("bears")
    state = combat([meglonoth, bears], {"bears": "B"}, {"meglonoth": "bears"})
    assert _dealt(state, "A") == [("meglonoth", 4)] and life(state) == 16
