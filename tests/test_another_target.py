"""What "another target ..." is other than (``sim.text.another_target``, CR 115.1, 115.3,
601.2c): after an earlier target of the same spell or ability it is other than that target
(Leeching Bite: one creature can't get both +1/+1 and -1/-1), so the earlier target is not
offered again, while the source may be chosen; with no earlier target it is other than the
source ("~ deals 1 damage to another target creature")."""

from __future__ import annotations

from played import plays
from test_stack import _default, card, finish, perm, play, to
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


def resolve(state: GameState) -> GameState:
    """Pass (the default policy) until the stack is empty."""
    while state.stack or state.casting is not None:
        _default(state)
    return state


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


UNTAP = "{T}: Untap another target permanent."
FLICKER = ("When this creature enters, exile another target permanent. Return that card to the "
           "battlefield under its owner's control at the beginning of the next end step.")
RING = ("When this enchantment enters, exile another target nonland permanent.\n"
        "When this enchantment leaves the battlefield, return the exiled card to the "
        "battlefield under its owner's control.")


@plays(UNTAP)
def test_another_target_permanent_is_not_the_source() -> None:
    """CR 115.1, 602.2b: "another target permanent" (a permanent phrase after "another") is
    any permanent but the source: A's tapped Forest is offered, the Follower itself is not;
    the Forest untaps."""
    follower = card("Follower", types=["Creature"], cost="{0}", power=0, toughness=1,
                    text=UNTAP)
    state = main(perm("f1", "A", follower), perm("land", "A", "Forest", tapped=True))
    play(state, "activate f1 0")
    assert legal(state) == ["target land"]
    finish(play(state, "target land"))
    assert not state.permanents["land"].tapped and state.permanents["f1"].tapped


@plays(FLICKER)
def test_an_entering_trigger_exiles_another_permanent_until_the_end_step() -> None:
    """CR 603.3d, 115.1, 603.7: the entering Wisp's trigger can't target the Wisp; B's Bears
    is exiled, and a delayed trigger returns it at the beginning of the next end step."""
    wisp = card("Wisp", types=["Creature"], cost="{0}", power=3, toughness=1, text=FLICKER)
    state = main(perm("w1", "A", wisp, Zone.HAND), creature("bears", "B", 2, 2))
    play(state, "cast w1")
    to(state, "choose_target")
    assert legal(state) == ["target bears"]
    resolve(play(state, "target bears"))
    assert state.permanents["bears"].zone is Zone.EXILE
    assert state.permanents["w1"].zone is Zone.BATTLEFIELD
    [back] = state.delayed  # (this test's game ends after combat; the return is 603.7's)
    assert (back.moment, back.that, back.controller) == ("next end step", "bears", "A")


@plays(*RING.split("\n"))
def test_a_ring_exiles_another_nonland_permanent_until_it_leaves() -> None:
    """CR 115.1, 607.2a, 610.3a: the Ring's trigger targets a nonland permanent but not the
    Ring (B's Bears, not the Forest); when the Ring is destroyed the Bears returns."""
    ring = card("Ring", types=["Enchantment"], cost="{0}", text=RING)
    kill = card("Kill", types=["Instant"], cost="{0}", text="Destroy target enchantment.")
    state = main(perm("r1", "A", ring, Zone.HAND), perm("k1", "A", kill, Zone.HAND),
                 creature("bears", "B", 2, 2), perm("land", "B", "Forest"))
    play(state, "cast r1")
    to(state, "choose_target")
    assert legal(state) == ["target bears"]
    resolve(play(state, "target bears"))
    assert state.permanents["bears"].zone is Zone.EXILE
    play(state, "cast k1", "target r1")
    finish(state)
    assert state.permanents["r1"].zone is Zone.GRAVEYARD
    assert state.permanents["bears"].zone is Zone.BATTLEFIELD


def test_an_aura_the_ring_exiled_returns_enchanting_what_its_owner_chooses() -> None:
    """CR 607.2a, 303.4f: the Ring may exile B's Aura (a nonland permanent, not the Ring);
    as the Ring's leaves-the-battlefield ability returns it, B chooses what it enchants (not
    targeted): Bears or Ogre, B's choice; it enters attached to the one chosen."""
    ring = card("Ring", types=["Enchantment"], cost="{0}", text=RING)
    kill = card("Kill", types=["Instant"], cost="{0}", text="Destroy target enchantment.")
    aura = card("Shackle", types=["Enchantment"], subtypes=["Aura"], cost="{0}",
                text="Enchant creature\nEnchanted creature can't attack.")
    state = main(perm("r1", "A", ring, Zone.HAND), perm("k1", "A", kill, Zone.HAND),
                 creature("bears", "B", 2, 2), creature("ogre", "A", 3, 3),
                 perm("au", "B", aura, attached_to="ogre"))
    play(state, "cast r1")
    to(state, "choose_target")
    assert legal(state) == ["target au", "target bears", "target ogre"]
    resolve(play(state, "target au"))
    assert state.permanents["au"].zone is Zone.EXILE
    play(state, "cast k1", "target r1")
    to(state, "choose_permanent")
    assert state.decision is not None and state.decision.player == "B", state.decision.prompt
    assert sorted(state.decision.options) == ["bears", "ogre"], state.decision.prompt
    finish(play(state, "permanent ogre"))
    shackle = state.permanents["au"]
    assert shackle.zone is Zone.BATTLEFIELD and shackle.attached_to == "ogre"
