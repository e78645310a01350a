"""What "another target ..." is other than (``sim.text.another_target``, CR 115.1, 115.3,
601.2c): after an earlier target of the same spell or ability it is other than that target
(Leeching Bite: one creature can't get both +1/+1 and -1/-1), so the earlier target is not
offered again, while the source may be chosen; with no earlier target it is other than the
source ("~ deals 1 damage to another target creature")."""

from __future__ import annotations

from played import plays
from test_stack import card, finish, perm, play, to
from test_stack import game as stack_game

from sim import GameState, Permanent, Step
from sim.model.objects import Zone

BITE = ("Target creature gets +1/+1 until end of turn. Another target creature gets -1/-1 "
        "until end of turn.")
GROODION = ("{2}{B}{G}, Sacrifice a creature: Target creature gets +2/+2 until end of turn. "
            "Another target creature gets -2/-2 until end of turn.")
DEADSHOT = "Tap target creature. It deals damage equal to its power to another target creature."
OLIVIA = ("{1}{R}: ~ deals 1 damage to another target creature. That creature becomes a "
          "Vampire in addition to its other types. Put a +1/+1 counter on ~.")
JILT = ("Return target creature to its owner's hand. If this spell was kicked, it deals 2 "
        "damage to another target creature.")
REPOSSESSION = ("Return target creature card from your graveyard to your hand. You gain 2 life. "
                "If this spell was kicked, return another target permanent card from your "
                "graveyard to your hand.")


def legal(state: GameState) -> list[str]:
    return sorted(str(a) for a in state.legal_actions())


def creature(pid: str, owner: str, power: int, toughness: int) -> Permanent:
    return perm(pid, owner, card(pid.title(), power=power, toughness=toughness))


def spell(text: str, kind: str = "Instant", pid: str = "p1") -> Permanent:
    return perm(pid, "A", card("Probe", types=[kind], cost="{0}", text=text), Zone.HAND)


def main(*objects: Permanent, mana: str = "{0}") -> GameState:
    state = stack_game(*objects, mana={"A": mana}, step=Step.PRECOMBAT_MAIN)
    return to(state, "priority", Step.PRECOMBAT_MAIN, "A")


@plays(BITE)
def test_the_second_target_is_not_the_first() -> None:
    """CR 115.3, 601.2c: after A's 3/3 is chosen for "target creature", "another target
    creature" offers only B's 2/2 (not the 3/3 again): the 3/3 becomes 4/4, the 2/2 1/1."""
    state = main(spell(BITE), creature("ogre", "A", 3, 3), creature("bears", "B", 2, 2))
    play(state, "cast p1", "target ogre")
    assert legal(state) == ["target bears"]
    finish(play(state, "target bears"))
    assert (state.power("ogre"), state.toughness("ogre")) == (4, 4)
    assert (state.power("bears"), state.toughness("bears")) == (1, 1)


@plays(GROODION)
def test_an_abilitys_second_target_is_other_than_its_first() -> None:
    """CR 115.3, 602.2b: the Groodion may be its own ability's first target; then "another
    target creature" is any creature but the Groodion. With B's 2/2 first, the Groodion may
    be the second (the source is not what "another" is other than here)."""
    groodion = card("Groodion", types=["Creature"], cost="{0}", power=4, toughness=3,
                    text=GROODION)
    def objects() -> tuple[Permanent, ...]:
        return (perm("g1", "A", groodion), creature("elf", "A", 1, 1),
                creature("bears", "B", 2, 2))

    state = main(*objects(), mana="{2}{B}{G}")
    play(state, "activate g1 0", "target g1")
    assert legal(state) == ["target bears", "target elf"]
    finish(play(state, "target bears", "cost elf"))
    assert (state.power("g1"), state.toughness("g1")) == (6, 5)
    assert state.permanents["bears"].zone is Zone.GRAVEYARD
    other = main(*objects(), mana="{2}{B}{G}")
    play(other, "activate g1 0", "target bears")
    assert legal(other) == ["target elf", "target g1"]


@plays(DEADSHOT)
def test_a_creature_cant_deal_damage_to_itself_as_the_other_target() -> None:
    """CR 115.3, 120.3: the tapped 3/3 is not offered as "another target creature"; it
    deals 3 damage to B's 3/3, which dies."""
    state = main(spell(DEADSHOT, "Sorcery"), creature("ogre", "A", 3, 3),
                 creature("troll", "B", 3, 3))
    play(state, "cast p1", "target ogre")
    assert legal(state) == ["target troll"]
    finish(play(state, "target troll"))
    assert state.permanents["ogre"].tapped
    assert state.permanents["troll"].zone is Zone.GRAVEYARD


@plays(OLIVIA)
def test_with_no_earlier_target_another_is_not_the_source() -> None:
    """CR 115.1: the ability's one target is "another target creature": any creature but
    its source (which gets the +1/+1 counter); B's 1/1 is dealt 1 damage and dies."""
    olivia = card("Olivia", types=["Creature"], cost="{0}", power=3, toughness=3,
                  text=OLIVIA.replace("~", "Olivia"))
    state = main(perm("o1", "A", olivia), creature("elf", "B", 1, 1), mana="{1}{R}")
    play(state, "activate o1 0")
    assert legal(state) == ["target elf"]
    finish(play(state, "target elf"))
    assert state.permanents["elf"].zone is Zone.GRAVEYARD
    assert state.power("o1") == 4


@plays("Kicker {1}{R}", JILT)
def test_the_kicked_damage_goes_to_another_creature() -> None:
    """CR 702.33d, 115.3: kicked, the second target is not the creature returned: B's 2/2
    goes back to B's hand and A's 2/2, the only other choice, is dealt 2 damage."""
    state = main(spell("Kicker {1}{R}\n" + JILT), creature("elf", "A", 2, 2),
                 creature("bears", "B", 2, 2), mana="{1}{R}")
    play(state, "cast p1", 'cost "kicked"', "target bears")
    assert legal(state) == ["target elf"]
    finish(play(state, "target elf"))
    assert state.permanents["bears"].zone is Zone.HAND
    assert state.permanents["elf"].zone is Zone.GRAVEYARD


@plays("Kicker {1}{G}", REPOSSESSION)
def test_the_kicked_return_takes_another_card() -> None:
    """CR 702.33d, 115.3: the creature card chosen first is not the "another target
    permanent card": A returns both the Bears card and the Ogre card."""
    state = main(spell("Kicker {1}{G}\n" + REPOSSESSION, "Sorcery"),
                 perm("c1", "A", card("Bears", power=2, toughness=2), Zone.GRAVEYARD),
                 perm("c2", "A", card("Ogre", power=3, toughness=3), Zone.GRAVEYARD),
                 mana="{1}{G}")
    play(state, "cast p1", 'cost "kicked"', "target c1")
    assert legal(state) == ["target c2"]
    finish(play(state, "target c2"))
    assert state.permanents["c1"].zone is Zone.HAND and state.permanents["c2"].zone is Zone.HAND
    assert state.players["A"].life == 22
