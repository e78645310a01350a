"""X damage divided among targets (CR 601.2d, 107.3, 601.2b-c, 608.2b; ``sim.text.divided_text``,
``sim.rules.x_slots``): "~ deals X damage divided as you choose among any number of
targets" — X announced first, then one to X different targets (each dealt at least 1), the
division announced as the spell is cast; an illegal target's share is not dealt to the rest.
Also "another target" after "any target" (115.3, 115.4) and "return ~ and another target
creature to their owners' hands" (the source and a target at once, 608.2c)."""

from __future__ import annotations

from played import plays
from test_stack import card, events, finish, game, legal, perm, play, to, zone

from sim import CardDef, GameState, Step
from sim.model.events import DamageDealt, SpellCast
from sim.model.objects import Zone
from sim.text.card_reader import read_card

ANY = "Probe deals X damage divided as you choose among any number of targets."
CREATURES = "Probe deals X damage divided as you choose among any number of target creatures."
ATTACKING = ("Probe deals X damage divided as you choose among any number of target attacking "
             "creatures.")


def _spell(text: str, cost: str = "{X}{R}") -> CardDef:
    made = card("Probe", types=["Instant"], cost=cost, colors=["R"], text=text)
    assert not made.unsupported, made.unsupported
    return made


def _bear(pid: str, owner: str) -> object:
    return perm(pid, owner, card(f"Bear {pid}", power=2, toughness=2))


def _dealt(state: GameState) -> dict[str, int]:
    return {e.target: e.amount for e in events(state, DamageDealt)}


@plays(ANY)
def test_x_is_announced_then_one_to_x_targets_then_the_division() -> None:
    """CR 601.2b: X = 3 is announced first; 601.2c-d: then up to three different targets, the
    first required (each target is dealt at least 1, so there is at least one and at most
    X); 601.2d: the division, announced as it is cast, is kept as it resolves: 2 to the Bear
    (it dies, 704.5g) and 1 to player B."""
    state = game(_bear("b1", "B"), perm("s1", "A", _spell(ANY), Zone.HAND),
                 mana={"A": "{R}{R}{R}{R}"})
    to(state, "priority", Step.BEGINNING_OF_COMBAT, "A")
    play(state, "cast s1", "x 3")
    assert "target none" not in legal(state)  # at least one target (601.2d)
    play(state, "target b1")
    assert "target none" in legal(state) and "target b1" not in legal(state)  # 115.3
    play(state, "target B", "target none")
    assert legal(state) == ["divide 1,2", "divide 2,1"]
    play(state, "divide 2,1")
    assert events(state, SpellCast)[-1].targets == ("b1", "B")
    finish(state)
    assert _dealt(state) == {"b1": 2, "B": 1}
    assert zone(state, "b1") is Zone.GRAVEYARD and state.players["B"].life == 19


@plays(CREATURES)
def test_x_of_zero_has_no_target_and_an_illegal_targets_share_is_lost() -> None:
    """CR 601.2d: X = 0 has no target to divide among (the spell resolves, dealing none);
    608.2b: with X = 4 divided 3/1, the creature B kills in response loses its 3 —
    the other is still dealt only its 1, not the rest."""
    state = game(_bear("b1", "B"), perm("s1", "A", _spell(CREATURES), Zone.HAND),
                 mana={"A": "{R}"})
    to(state, "priority", Step.BEGINNING_OF_COMBAT, "A")
    play(state, "cast s1", "x 0")
    assert events(state, SpellCast)[-1].targets == ()
    finish(state)
    assert _dealt(state) == {} and zone(state, "s1") is Zone.GRAVEYARD
    state = game(_bear("b1", "B"), _bear("b2", "B"), perm("d1", "B", "Disfigure", Zone.HAND),
                 perm("s1", "A", _spell(CREATURES), Zone.HAND),
                 mana={"A": "{R}{R}{R}{R}{R}", "B": "{B}"})
    to(state, "priority", Step.BEGINNING_OF_COMBAT, "A")
    play(state, "cast s1", "x 4", "target b1", "target b2", "target none", "divide 3,1")
    play(state, "cast d1", "target b1")  # in response: the Bear dies (704.5f)
    finish(state)
    assert _dealt(state) == {"b2": 1} and state.permanents["b2"].damage == 1


@plays(ATTACKING)
def test_only_attacking_creatures_are_targets() -> None:
    """CR 601.2c, 506.4: only A's attacking Bear may be chosen (not A's other Bear); with
    X = 2 and one target, it is dealt all 2 (601.2d: one target, no division to choose)."""
    state = game(_bear("a1", "A"), _bear("a2", "A"),
                 perm("s1", "B", _spell(ATTACKING), Zone.HAND), mana={"B": "{R}{R}{R}"})
    to(state, "declare_attackers").apply("attack a1=B")
    to(state, "priority", Step.DECLARE_ATTACKERS, "B")
    play(state, "cast s1", "x 2")
    assert legal(state) == ["target a1"]
    play(state, "target a1", "target none")
    finish(state)
    assert _dealt(state) == {"a1": 2} and zone(state, "a1") is Zone.GRAVEYARD


def test_x_divided_among_one_or_two_and_a_triggers_x_are_not_read() -> None:
    """CR 601.2d: "X damage divided among one or two targets" is not read (its X could be
    below its targets); a triggered ability's X (603.3d, no X announced) is not run."""
    assert read_card("Probe deals X damage divided as you choose among one or two targets.",
                     "Probe", ("Instant",)).status != "full"
    assert read_card("When Probe dies, it deals X damage divided as you choose among any "
                     "number of targets.", "Probe", ("Creature",)).status != "full"


ARC = "Probe deals 2 damage to any target and 1 damage to another target."


@plays(ARC)
def test_another_target_is_any_target_but_the_earlier_one() -> None:
    """CR 115.3, 115.4, 601.2c: "another target" after "any target" may be any creature,
    player or planeswalker but the one chosen first: with the Bear chosen first, the second
    target may be a player or A's own Bear but not that Bear again; 2 to the Bear (it dies),
    1 to B."""
    state = game(_bear("a1", "A"), _bear("b1", "B"),
                 perm("s1", "A", _spell(ARC, cost="{R}"), Zone.HAND), mana={"A": "{R}"})
    to(state, "priority", Step.BEGINNING_OF_COMBAT, "A")
    play(state, "cast s1", "target b1")
    assert sorted(legal(state)) == ["target A", "target B", "target a1"]
    play(state, "target B")
    finish(state)
    assert _dealt(state) == {"b1": 2, "B": 1} and zone(state, "b1") is Zone.GRAVEYARD


BURST = ("Probe deals 3 damage to any target. If this spell was kicked, it deals 3 damage to "
         "another target.")


@plays("If this spell was kicked, it deals 3 damage to another target.")
def test_kicked_it_deals_damage_to_another_target() -> None:
    """CR 702.33d, 601.2c, 115.3: kicked, the second target (any target but the first one) is
    chosen too: 3 to the Bear, 3 to B."""
    state = game(_bear("b1", "B"), perm("s1", "A", card(
        "Probe", types=["Instant"], cost="{R}", colors=["R"], text=f"Kicker {{1}}\n{BURST}"),
        Zone.HAND), mana={"A": "{R}{R}"})
    to(state, "priority", Step.BEGINNING_OF_COMBAT, "A")
    play(state, "cast s1", 'cost "kicked"', "target b1")
    assert "target b1" not in legal(state) and "target B" in legal(state)
    play(state, "target B")
    finish(state)
    assert _dealt(state) == {"b1": 3, "B": 3}


COASTAL = "{T}: Return Probe and another target creature to their owners' hands."
MENTOR = "{T}: Return Probe and target creature you control to their owner's hand."


def _wizard(text: str) -> CardDef:
    made = card("Probe", types=["Creature"], cost="{U}", power=1, toughness=1, text=text)
    assert not made.unsupported, made.unsupported
    return made


@plays(COASTAL)
def test_the_source_and_another_target_return_together() -> None:
    """CR 608.2c, 115.1: "another target creature" is not Probe itself; Probe and B's Bear
    return to their owners' hands at once (400.7: new objects in the hands, 108.3)."""
    state = game(perm("w1", "A", _wizard(COASTAL)), _bear("b1", "B"))
    to(state, "priority", Step.BEGINNING_OF_COMBAT, "A")
    ability = next(a for a in legal(state) if a.startswith("activate w1"))
    play(state, ability)
    assert legal(state) == ["target b1"]
    play(state, "target b1")
    finish(state)
    assert zone(state, "w1") is Zone.HAND and zone(state, "b1") is Zone.HAND
    assert state.permanents["b1"].owner == "B"


@plays(MENTOR)
def test_an_illegal_target_returns_neither() -> None:
    """CR 608.2b: the only target died in response (B's Disfigure): the ability does nothing,
    Probe stays on the battlefield; otherwise A's Bear and Probe return to A's hand."""
    state = game(perm("w1", "A", _wizard(MENTOR)), _bear("a1", "A"),
                 perm("d1", "B", "Disfigure", Zone.HAND), mana={"B": "{B}"})
    to(state, "priority", Step.BEGINNING_OF_COMBAT, "A")
    play(state, next(a for a in legal(state) if a.startswith("activate w1")), "target a1")
    play(state, "cast d1", "target a1")
    finish(state)
    assert zone(state, "w1") is Zone.BATTLEFIELD and zone(state, "a1") is Zone.GRAVEYARD
    state = game(perm("w1", "A", _wizard(MENTOR)), _bear("a1", "A"))
    to(state, "priority", Step.BEGINNING_OF_COMBAT, "A")
    play(state, next(a for a in legal(state) if a.startswith("activate w1")), "target a1")
    finish(state)
    assert zone(state, "w1") is Zone.HAND and zone(state, "a1") is Zone.HAND


WIND = ("Probe deals X damage divided as you choose among any number of target creatures, "
        "where X is the number of creatures on the battlefield as you cast Probe.")


@plays(WIND)
def test_x_is_the_count_as_the_spell_is_cast() -> None:
    """CR 601.2c-d, 107.3: X is not announced but counted as Probe is cast — three creatures,
    so 3 damage divided among B's two Bears (1 and 2: the second dies, 704.5g); A's Bear
    leaving later changes nothing."""
    state = game(_bear("a1", "A"), _bear("b1", "B"), _bear("b2", "B"),
                 perm("d1", "B", "Disfigure", Zone.HAND),
                 perm("s1", "A", _spell(WIND, cost="{R}"), Zone.HAND),
                 mana={"A": "{R}", "B": "{B}"})
    to(state, "priority", Step.BEGINNING_OF_COMBAT, "A")
    play(state, "cast s1")
    assert "target none" not in legal(state)
    play(state, "target b1", "target b2", "target none")
    assert legal(state) == ["divide 1,2", "divide 2,1"]
    play(state, "divide 1,2", "cast d1", "target a1")
    finish(state)
    assert _dealt(state) == {"b1": 1, "b2": 2} and zone(state, "b2") is Zone.GRAVEYARD
