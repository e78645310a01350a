"""Prevention effects (issue 29, prevention; CR 615.1a; ``sim.rules.prevention``,
``sim.rules.damage_sides``): "prevent all [combat | noncombat] damage that would be dealt to |
by | to and dealt by <who> this turn" as a spell resolves, and a permanent's static "prevent
all [...] damage that would be dealt to | by | to and dealt by ~ | you | enchanted creature
[by <sources>]", all through the one damage pipeline."""

from __future__ import annotations

from typing import Any

from played import plays
from test_stack import blocks, card, finish, game, perm, play, to

from sim import CardDef, GameState, Step
from sim.model.damage_records import DamageEvent
from sim.model.objects import Zone
from sim.rules.replacement import deal


def spell(text: str, kind: str = "Instant") -> CardDef:
    made = card("Probe", types=[kind], cost="{W}", text=text)
    assert not made.unsupported, made.unsupported
    return made


def creature(name: str, text: str, power: int = 2, toughness: int = 2, **fields: Any
             ) -> CardDef:
    made = card(name, types=fields.pop("types", ["Creature"]), cost="{1}", text=text,
                power=power, toughness=toughness, **fields)
    assert not made.unsupported, made.unsupported
    return made


def combat_with(text: str, attack: str, block: str | None, *extra: Any,
                targets: str = "") -> GameState:
    """A attacks with a Hill Giant (a1, 3/3) and Grizzly Bears (a2, 2/2); B blocks with Grizzly
    Bears (b1) as told, then casts the instant ``text`` (``targets``) in the declare blockers
    step and combat damage is dealt."""
    state = game(perm("a1", "A", "Hill Giant"), perm("a2", "A", "Grizzly Bears"),
                 perm("b1", "B", "Grizzly Bears"), perm("p1", "B", spell(text), Zone.HAND),
                 *extra, mana={"B": "{W}"})
    blocks(state, attack, block)
    to(state, "priority", Step.DECLARE_BLOCKERS, "B")
    play(state, "cast p1")
    if targets:
        play(state, f"target {targets}")
    return finish(state)


TO_AND_BY = ("Prevent all combat damage that would be dealt to and dealt by target creature this "
             "turn.")


@plays(TO_AND_BY)
def test_to_and_dealt_by_a_target_creature() -> None:
    """CR 615.1a: the Giant blocked by B's Bears neither deals nor is dealt combat damage; the
    unblocked Bears still deal 2 to B."""
    state = combat_with(TO_AND_BY, "a1=B a2=B", "b1=a1", targets="a1")
    assert state.outcome().died == ()
    assert state.outcome().life == {"A": 20, "B": 18}


YOU_AND_YOURS = "Prevent all damage that would be dealt to you and creatures you control this turn."


@plays(YOU_AND_YOURS)
def test_to_you_and_creatures_you_control() -> None:
    """CR 615.1a: the damage to B and to B's blocker is prevented; the blocker's own damage to
    the Giant is dealt (2 marked on it, not lethal)."""
    state = combat_with(YOU_AND_YOURS, "a1=B a2=B", "b1=a1")
    assert state.outcome().died == ()
    assert state.outcome().life == {"A": 20, "B": 20}
    assert state.permanents["a1"].damage == 2


def test_a_group_is_judged_as_damage_would_be_dealt() -> None:
    """CR 615.1a (611.2c locks only characteristic-changing effects): "creatures you control"
    covers a creature B controls only later in the turn, and no longer one B no longer
    controls: damage is judged event by event."""
    state = combat_with(YOU_AND_YOURS, "a1=B", None)
    assert state.outcome().life["B"] == 20
    state.permanents["a2"].controller = "B"  # now B's
    state.permanents["b1"].controller = "A"  # now A's
    deal(state, [DamageEvent("a1", "a2", 5, "A", combat=False),
                 DamageEvent("a1", "b1", 5, "A", combat=False)])
    assert state.permanents["a2"].damage == 0 and state.permanents["b1"].damage == 5


OPPONENTS_ATTACKERS = ("Prevent all combat damage that would be dealt this turn by creatures "
                       "your opponents control.")


@plays(OPPONENTS_ATTACKERS)
def test_by_creatures_your_opponents_control() -> None:
    """CR 615.1a, 510.2: A's creatures deal no combat damage; B's blocker deals its 2 to the
    Giant."""
    state = combat_with(OPPONENTS_ATTACKERS, "a1=B a2=B", "b1=a1")
    assert state.outcome().life == {"A": 20, "B": 20}
    assert state.outcome().died == ()
    assert state.permanents["a1"].damage == 2


WOULD_DEAL = "Prevent all combat damage target creature would deal this turn."


@plays(WOULD_DEAL)
def test_combat_damage_a_target_would_deal() -> None:
    """CR 615.1a: the unblocked Bears deal nothing; the Giant's 3 to B's blocker are dealt."""
    state = combat_with(WOULD_DEAL, "a1=B a2=B", "b1=a1", targets="a2")
    assert state.outcome().life == {"A": 20, "B": 20}
    assert state.outcome().died == ("b1",)


def test_combat_only_lets_noncombat_damage_through() -> None:
    """CR 615.1a: "combat damage" only: a noncombat event from the same creature is dealt."""
    state = combat_with(WOULD_DEAL, "a2=B", None, targets="a2")
    assert state.outcome().life["B"] == 20
    deal(state, [DamageEvent("a2", "B", 2, "A", combat=False)])
    assert state.players["B"].life == 18


def test_the_effect_ends_with_the_turn() -> None:
    """CR 514.2: "this turn": gone after the cleanup step."""
    state = combat_with(WOULD_DEAL, "a2=B", None, targets="a2")
    assert state.damage_effects
    state.end_turn()
    assert not state.damage_effects


ARTIFACT_WARD = "Prevent all damage that would be dealt to ~ by artifact creatures."


@plays(ARTIFACT_WARD)
def test_static_by_artifact_creatures() -> None:
    """CR 615.1a, 604.1: B's Pixies blocking A's artifact creature is dealt nothing; blocking
    a nonartifact Bears it is dealt 2 and dies (with the Bears)."""
    pixies = creature("Argothian Pixies", ARTIFACT_WARD, power=2, toughness=1)
    golem = card("Golem", types=["Artifact", "Creature"], cost="{3}", power=3, toughness=3)
    for attacker, died in ((golem, set()), ("Grizzly Bears", {"a1", "b1"})):
        state = game(perm("a1", "A", attacker), perm("b1", "B", pixies))
        finish(blocks(state, "a1=B", "b1=a1"))
        assert set(state.outcome().died) == died


AURA = "Prevent all combat damage that would be dealt to and dealt by enchanted creature."


@plays("Enchant creature", AURA)
def test_static_to_and_by_enchanted_creature() -> None:
    """CR 615.1a, 303.4: the enchanted Giant, blocked by Bears, deals and is dealt no combat
    damage; the Aura gone, both deal theirs."""
    aura = card("Gaseous Form", types=["Enchantment"], subtypes=["Aura"], cost="{2}{U}",
                text=f"Enchant creature\n{AURA}")
    assert not aura.unsupported
    state = game(perm("a1", "A", "Hill Giant"), perm("b1", "B", "Grizzly Bears"),
                 perm("e1", "A", aura, attached_to="a1"))
    finish(blocks(state, "a1=B", "b1=a1"))
    assert state.outcome().died == ()
    assert state.permanents["a1"].damage == 0


NONCOMBAT = "Prevent all noncombat damage that would be dealt to ~."


@plays(NONCOMBAT)
def test_static_noncombat_to_self() -> None:
    """CR 615.1a: noncombat damage to ~ is prevented, combat damage is dealt."""
    wall = creature("Capridor", NONCOMBAT, power=1, toughness=5)
    state = game(perm("b1", "B", wall))
    deal(state, [DamageEvent("x", "b1", 3, "A", combat=False)])
    assert state.permanents["b1"].damage == 0
    deal(state, [DamageEvent("x", "b1", 3, "A", combat=True)])
    assert state.permanents["b1"].damage == 3


def shield_combat(text: str, *choices: str) -> GameState:
    """A attacks B with a Hill Giant (a1, red) and Grizzly Bears (a2, green), unblocked; B
    casts the instant ``text`` in the declare blockers step, choosing ``choices`` in order."""
    state = game(perm("a1", "A", "Hill Giant"), perm("a2", "A", "Grizzly Bears"),
                 perm("p1", "B", spell(text), Zone.HAND), mana={"B": "{W}"})
    blocks(state, "a1=B a2=B")
    to(state, "priority", Step.DECLARE_BLOCKERS, "B")
    play(state, "cast p1")
    to(state, "choose_source")
    return play(state, *choices)


RED_SHIELD = ("The next time a red source of your choice would deal damage to you this turn, "
              "prevent that damage.")


@plays(RED_SHIELD)
def test_a_red_source_of_your_choice() -> None:
    """CR 609.7a, 615.1a: only a red source may be chosen (the Giant, not the green Bears);
    its 3 combat damage to B is prevented, the Bears' 2 are dealt; the shield is used up."""
    state = game(perm("a1", "A", "Hill Giant"), perm("a2", "A", "Grizzly Bears"),
                 perm("p1", "B", spell(RED_SHIELD), Zone.HAND), mana={"B": "{W}"})
    blocks(state, "a1=B a2=B")
    to(state, "priority", Step.DECLARE_BLOCKERS, "B")
    play(state, "cast p1")
    to(state, "choose_source")
    assert state.decision is not None and state.decision.options == ("a1",)
    finish(play(state, "source a1"))
    assert state.players["B"].life == 18
    assert not state.damage_effects


ANYTHING = ("The next time a red source of your choice would deal damage this turn, prevent "
            "that damage.")


@plays(ANYTHING)
def test_a_shield_naming_no_recipient() -> None:
    """CR 615.1a: "would deal damage" to anything: the Giant's damage to B is prevented."""
    state = finish(shield_combat(ANYTHING, "source a1"))
    assert state.players["B"].life == 18


ALL_BY_CHOSEN = "Prevent all damage a red source of your choice would deal this turn."


@plays(ALL_BY_CHOSEN)
def test_all_damage_a_chosen_source_would_deal() -> None:
    """CR 609.7a, 615.1a: not once: the Giant's combat damage and later noncombat damage are
    all prevented this turn."""
    state = finish(shield_combat(ALL_BY_CHOSEN, "source a1"))
    assert state.players["B"].life == 18
    deal(state, [DamageEvent("a1", "B", 4, "A", combat=False)])
    assert state.players["B"].life == 18


TO_YOU_BY_CHOSEN = ("Prevent all damage that would be dealt to you this turn by a source of "
                    "your choice.")


@plays(TO_YOU_BY_CHOSEN)
def test_damage_to_you_by_a_chosen_source() -> None:
    """CR 609.7a, 615.1a: any source may be chosen; the Bears' damage to B is prevented, not
    its damage to a creature."""
    state = finish(shield_combat(TO_YOU_BY_CHOSEN, "source a2"))
    assert state.players["B"].life == 17
    deal(state, [DamageEvent("a2", "a1", 2, "A", combat=False)])
    assert state.permanents["a1"].damage == 2


TO_TARGET = ("The next time a source of your choice would deal damage to target creature this "
             "turn, prevent that damage.")


@plays(TO_TARGET)
def test_a_shield_on_a_target_creature() -> None:
    """CR 615.1a, 609.7a: the next damage the chosen Giant would deal to the target Bears is
    prevented, once; the next is dealt."""
    state = game(perm("a1", "A", "Hill Giant"), perm("b1", "B", "Grizzly Bears"),
                 perm("p1", "B", spell(TO_TARGET), Zone.HAND), mana={"B": "{W}"})
    blocks(state, "a1=B", "b1=a1")
    to(state, "priority", Step.DECLARE_BLOCKERS, "B")
    play(state, "cast p1", "target b1")
    to(state, "choose_source")
    finish(play(state, "source a1"))
    assert state.outcome().died == () and state.permanents["b1"].damage == 0
    deal(state, [DamageEvent("a1", "b1", 1, "A", combat=False)])
    assert state.permanents["b1"].damage == 1


SPHERE = "If a red source would deal damage to you, prevent 1 of that damage."


@plays(SPHERE)
def test_prevent_one_of_each_event_from_a_red_source() -> None:
    """CR 615.1a: 1 of each damage event a red source would deal to B is prevented, afresh
    each time (not a shield used up, 615.7); a green source's damage is dealt in full."""
    sphere = card("Sphere of Law", types=["Enchantment"], cost="{3}", text=SPHERE)
    assert not sphere.unsupported
    state = game(perm("a1", "A", "Hill Giant"), perm("a2", "A", "Grizzly Bears"),
                 perm("s1", "B", sphere))
    for _ in range(2):
        deal(state, [DamageEvent("a1", "B", 3, "A", combat=False)])
    assert state.players["B"].life == 16
    deal(state, [DamageEvent("a2", "B", 2, "A", combat=False)])
    assert state.players["B"].life == 14


SHIELD_OF_THE_REALM = ("If a source would deal damage to equipped creature, prevent 2 of that "
                       "damage.")


@plays(SHIELD_OF_THE_REALM)
def test_prevent_two_to_the_equipped_creature() -> None:
    """CR 615.1a, 301.5: 2 of each damage event to the equipped creature are prevented; the
    Equipment unattached, none is."""
    shield = card("Shield of the Realm", types=["Artifact"], subtypes=["Equipment"],
                  cost="{2}", text=SHIELD_OF_THE_REALM)
    assert not shield.unsupported
    state = game(perm("a1", "A", "Hill Giant"), perm("b1", "B", "Grizzly Bears"),
                 perm("s1", "B", shield, attached_to="b1"))
    deal(state, [DamageEvent("a1", "b1", 3, "A", combat=False)])
    assert state.permanents["b1"].damage == 1
    state.permanents["s1"].attached_to = None
    deal(state, [DamageEvent("a1", "b1", 1, "A", combat=False)])
    assert state.permanents["b1"].damage == 2


BARRICADE = "Prevent all noncombat damage that would be dealt to other creatures you control."


@plays(BARRICADE)
def test_static_noncombat_to_other_creatures_you_control() -> None:
    """CR 615.1a, 611.3: noncombat damage to B's other creatures is prevented — a creature
    that comes under B's control later too —, not to the source itself, to A's creatures or
    combat damage."""
    wall = card("Barricade", types=["Enchantment", "Creature"], cost="{1}", text=BARRICADE,
                power=0, toughness=4)
    assert not wall.unsupported
    state = game(perm("a1", "A", "Hill Giant"), perm("b1", "B", "Grizzly Bears"),
                 perm("b2", "B", wall))
    hits = [DamageEvent("x", t, 1, "A", combat=False) for t in ("a1", "b1", "b2")]
    deal(state, hits)
    assert [state.permanents[t].damage for t in ("a1", "b1", "b2")] == [1, 0, 1]
    state.permanents["a1"].controller = "B"
    deal(state, [DamageEvent("x", "a1", 1, "A", combat=False),
                 DamageEvent("x", "b1", 1, "A", combat=True)])
    assert state.permanents["a1"].damage == 1 and state.permanents["b1"].damage == 1


SANCTUARY = "Prevent all noncombat damage that would be dealt to you and creatures you control."


@plays(SANCTUARY)
def test_static_to_you_and_creatures_you_control() -> None:
    """CR 615.1a, 611.3: noncombat damage to B and B's creatures is prevented; to A, dealt."""
    sanctuary = card("Sanctuary", types=["Enchantment"], cost="{3}", text=SANCTUARY)
    state = game(perm("b1", "B", "Grizzly Bears"), perm("s1", "B", sanctuary))
    deal(state, [DamageEvent("x", t, 2, "A", combat=False) for t in ("A", "B", "b1")])
    assert state.players["B"].life == 20 and state.permanents["b1"].damage == 0
    assert state.players["A"].life == 18


MATRIX = "Prevent all damage that would be dealt to creatures."


@plays(MATRIX)
def test_static_to_all_creatures() -> None:
    """CR 615.1a: combat damage to every creature is prevented; to a player it is dealt."""
    matrix = card("Matrix", types=["Artifact"], cost="{4}", text=MATRIX)
    state = game(perm("a1", "A", "Hill Giant"), perm("a2", "A", "Grizzly Bears"),
                 perm("b1", "B", "Grizzly Bears"), perm("m1", "B", matrix))
    finish(blocks(state, "a1=B a2=B", "b1=a1"))
    assert state.outcome().died == () and state.players["B"].life == 18


PLAYERS = "Prevent all combat damage that would be dealt to players this turn."


@plays(PLAYERS)
def test_combat_damage_to_players() -> None:
    """CR 615.1a, 102.1: the unblocked Bears deal B nothing; the Giant's combat damage to the
    blocking Bears is dealt."""
    state = combat_with(PLAYERS, "a1=B a2=B", "b1=a1")
    assert state.outcome().life == {"A": 20, "B": 20}
    assert state.outcome().died == ("b1",)


IF_DEALT = "If damage would be dealt to ~, prevent that damage."
IF_NONCOMBAT = "If noncombat damage would be dealt to ~, prevent that damage."


@plays(IF_DEALT, IF_NONCOMBAT)
def test_if_damage_would_be_dealt_to_self_prevent_that_damage() -> None:
    """CR 615.1a: all damage to the first creature is prevented; only noncombat damage to
    the second."""
    centaur = creature("Centaur", IF_DEALT, power=2, toughness=2)
    capridor = creature("Capridor", IF_NONCOMBAT, power=1, toughness=3)
    state = game(perm("b1", "B", centaur), perm("b2", "B", capridor))
    for combat in (False, True):
        deal(state, [DamageEvent("x", "b1", 1, "A", combat=combat),
                     DamageEvent("x", "b2", 1, "A", combat=combat)])
    assert state.permanents["b1"].damage == 0 and state.permanents["b2"].damage == 1


CARPET = ("Prevent all damage that would be dealt to you this turn by attacking creatures "
          "without flying.")


@plays(CARPET)
def test_to_you_by_a_group() -> None:
    """CR 615.1a: damage to B by attacking creatures without flying is prevented; their
    damage to B's blocker, and damage to B from a creature that isn't attacking, is dealt."""
    state = combat_with(CARPET, "a1=B a2=B", "b1=a1")
    assert state.players["B"].life == 20 and state.outcome().died == ("b1",)
    deal(state, [DamageEvent("b1", "B", 2, "B", combat=False)])
    assert state.players["B"].life == 18


FORTIFIER = "Prevent all damage that would be dealt to ~ by target creature this turn."


@plays("{W}: " + FORTIFIER)
def test_to_self_by_a_target() -> None:
    """CR 615.1a, 602.2: the Giant's damage to the blocking Fortifier is prevented, the
    Fortifier's damage to the Giant dealt."""
    fortifier = creature("Fortifier", "{W}: " + FORTIFIER, power=2, toughness=2)
    state = game(perm("a1", "A", "Hill Giant"), perm("b1", "B", fortifier), mana={"B": "{W}"})
    blocks(state, "a1=B", "b1=a1")
    to(state, "priority", Step.DECLARE_BLOCKERS, "B")
    finish(play(state, "activate b1 0", "target a1"))
    assert state.outcome().died == ()
    assert state.permanents["b1"].damage == 0 and state.permanents["a1"].damage == 2


DEFANG = "Prevent all damage that would be dealt by enchanted creature."


@plays("Enchant creature", DEFANG)
def test_static_by_enchanted_creature() -> None:
    """CR 615.1a, 303.4: the enchanted Giant deals no damage (combat or not); damage dealt
    to it is dealt."""
    aura = card("Defang", types=["Enchantment"], subtypes=["Aura"], cost="{1}{W}",
                text=f"Enchant creature\n{DEFANG}")
    assert not aura.unsupported
    state = game(perm("a1", "A", "Hill Giant"), perm("b1", "B", "Grizzly Bears"),
                 perm("e1", "B", aura, attached_to="a1"))
    finish(blocks(state, "a1=B", "b1=a1"))
    assert state.permanents["b1"].damage == 0 and state.permanents["a1"].damage == 2
    deal(state, [DamageEvent("a1", "B", 3, "A", combat=False)])
    assert state.players["B"].life == 20


STATECRAFT = ("Prevent all combat damage that would be dealt to and dealt by creatures you "
              "control.")


@plays(STATECRAFT)
def test_static_to_and_by_creatures_you_control() -> None:
    """CR 615.1a, 611.3: B's blocker neither deals nor is dealt combat damage; A's unblocked
    Bears deal theirs to B."""
    statecraft = card("Statecraft", types=["Enchantment"], cost="{3}{U}", text=STATECRAFT)
    state = game(perm("a1", "A", "Hill Giant"), perm("a2", "A", "Grizzly Bears"),
                 perm("b1", "B", "Grizzly Bears"), perm("s1", "B", statecraft))
    finish(blocks(state, "a1=B a2=B", "b1=a1"))
    assert state.outcome().died == () and state.players["B"].life == 18
    assert state.permanents["a1"].damage == 0


SERAPH = "If a source an opponent controls would deal damage to you, prevent 1 of that damage."


@plays(SERAPH)
def test_prevent_one_from_a_source_an_opponent_controls() -> None:
    """CR 615.1a: 1 of the damage A's Giant would deal to B is prevented; damage to B from
    B's own Bears is dealt in full."""
    seraph = creature("Guardian Seraph", SERAPH, power=3, toughness=4)
    state = game(perm("a1", "A", "Hill Giant"), perm("b1", "B", "Grizzly Bears"),
                 perm("b2", "B", seraph))
    deal(state, [DamageEvent("a1", "B", 3, "A", combat=False)])
    assert state.players["B"].life == 18
    deal(state, [DamageEvent("b1", "B", 2, "B", combat=False)])
    assert state.players["B"].life == 16


CREATURE_OF_CHOICE = "Prevent all combat damage a creature of your choice would deal this turn."


@plays(CREATURE_OF_CHOICE)
def test_a_creature_of_your_choice() -> None:
    """CR 609.7a, 615.1a: a creature on the battlefield is chosen (not the resolving spell,
    no noncreature): the Giant deals no combat damage, the Bears theirs."""
    state = game(perm("a1", "A", "Hill Giant"), perm("a2", "A", "Grizzly Bears"),
                 perm("l1", "A", "Forest"),
                 perm("p1", "B", spell(CREATURE_OF_CHOICE), Zone.HAND), mana={"B": "{W}"})
    blocks(state, "a1=B a2=B")
    to(state, "priority", Step.DECLARE_BLOCKERS, "B")
    play(state, "cast p1")
    to(state, "choose_source")
    assert state.decision is not None and set(state.decision.options) == {"a1", "a2"}
    finish(play(state, "source a1"))
    assert state.players["B"].life == 18
