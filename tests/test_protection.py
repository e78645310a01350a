"""Protection from any quality (CR 702.16), hexproof and shroud (702.11, 702.18), changeling
(702.73) and devoid (702.114), read from Oracle text and played in games: blocks declared,
spells cast, damage dealt, Auras falling off."""

from __future__ import annotations

from typing import Any

import pytest
from played import plays
from test_stack import blocks, card, finish, game, legal, perm, play, to

from sim import GameState
from sim.model.abilities import HEXPROOF_FROM, PROTECTION
from sim.model.card import CardDef
from sim.model.errors import IllegalActionError
from sim.model.keywords import Kw
from sim.model.objects import Zone
from sim.model.protection import quality
from sim.text import param_text, parse_param


def creature(name: str, text: str = "", power: int = 2, toughness: int = 2,
             **fields: Any) -> CardDef:
    return card(name, power=power, toughness=toughness, text=text or "Vigilance",
                colors=fields.pop("colors", ["G"]), **fields)


def instant(name: str, text: str, colors: list[str], cost: str) -> CardDef:
    return card(name, types=["instant"], colors=colors, cost=cost, text=text)


SHOCK = instant("Shock", "Shock deals 2 damage to any target.", ["R"], "{R}")
GROWTH = instant("Giant Growth", "Target creature gets +3/+3 until end of turn.", ["G"], "{G}")
DISFIGURE = instant("Disfigure", "Target creature gets -2/-2 until end of turn.", ["B"], "{B}")
ELECTROLYZE = instant("Electrolyze", "Electrolyze deals 2 damage divided as you choose among "
                      "one or two targets.", ["U", "R"], "{1}{U}{R}")


def can_block(state: GameState, blocker: str, attacker: str = "a1") -> bool:
    """Whether B may declare ``blocker`` blocking ``attacker`` (on a clone of ``state``)."""
    try:
        state.clone().apply(f"block {blocker}={attacker}")
    except IllegalActionError:
        return False
    return True


def attacked(attacker: CardDef, *blockers: CardDef) -> GameState:
    """A attacks B with ``attacker`` (a1); B has ``blockers`` (b1, b2, ...)."""
    state = game(perm("a1", "A", attacker),
                 *(perm(f"b{i}", "B", c) for i, c in enumerate(blockers, 1)))
    to(state, "declare_attackers").apply("attack a1=B")
    return to(state, "declare_blockers")


def targets(state: GameState, spell: str, player: str = "A") -> set[str]:
    """The creatures and players ``spell`` (in ``player``'s hand) may target at ``player``'s
    next priority."""
    probe = to(state.clone(), "priority", player=player)
    play(probe, f"cast {spell}")
    return {a.split()[1] for a in legal(probe) if a.startswith("target ")}


# --- reading -------------------------------------------------------------------------------

@pytest.mark.parametrize(("text", "value"), [
    ("protection from red", "R"), ("protection from red and from white", "R,W"),
    ("protection from all colors", "all colors"), ("protection from each color", "all colors"),
    ("protection from everything", "everything"), ("protection from creatures", "creatures"),
    ("protection from Goblins", "Goblins"), ("protection from Elves", "Elves"),
    ("protection from multicolored", "multicolored"),
    ("protection from monocolored", "monocolored"), ("protection from instants", "instants"),
    ("protection from Vampires, Werewolves, and Zombies", "Vampires,Werewolves,Zombies"),
])
def test_protection_qualities_read_and_written_back(text: str, value: str) -> None:
    param = parse_param(text)
    assert param == (PROTECTION, value)
    assert parse_param(param_text(param)) == param


@pytest.mark.parametrize("text", ["protection from tokens", "protection from", "protection "
                                  "from the color of your choice", "protection from 🐻"])
def test_what_is_no_quality_is_not_read(text: str) -> None:
    assert parse_param(text) is None


# --- blocking (702.16f) ----------------------------------------------------------------------

@plays("Protection from red and from white")
def test_protection_from_two_colors_stops_blockers_of_either() -> None:
    """CR 702.16f-g: 'protection from red and from white' is two protection abilities: neither a red
    creature nor a white-and-blue one can block the Knight; a green one can."""
    state = attacked(creature("Knight", "Protection from red and from white"),
                     creature("Red", colors=["R"]), creature("White", colors=["W", "U"]),
                     creature("Green", colors=["G"]))
    assert not can_block(state, "b1") and not can_block(state, "b2")
    assert can_block(state, "b3")


@plays("Protection from creatures")
def test_protection_from_creatures_no_block_and_no_damage() -> None:
    """CR 702.16f and 702.16e: with protection from creatures it can't be blocked by a creature, and
    blocking a 5/5 it is dealt none of its damage (prevented) while dealing its own 2."""
    state = attacked(creature("Chaplain", "Protection from creatures"), creature("Bear"))
    assert not can_block(state, "b1")
    # the other way round: it blocks a 5/5 and takes none of its damage (702.16e)
    state = game(perm("a1", "A", creature("Giant", power=5, toughness=5)),
                 perm("b1", "B", creature("Chaplain", "Protection from creatures")))
    finish(blocks(state, "a1=B", "b1=a1"))
    assert state.permanents["b1"].zone is Zone.BATTLEFIELD
    assert state.permanents["b1"].damage == 0
    assert state.permanents["a1"].damage == 2


@plays("Protection from Goblins", "Changeling")
def test_protection_from_a_creature_type_and_a_changeling_has_it() -> None:
    """CR 702.16a, 702.16f and 702.73a: protection from a creature type stops blockers of that type,
    and a changeling has every creature type, so neither the Goblin nor the Shapeshifter with
    changeling can block; the Elf can."""
    state = attacked(creature("Knight", "Protection from Goblins"),
                     creature("Goblin", subtypes=["Goblin", "Warrior"]),
                     creature("Shapeshifter", "Changeling", subtypes=["Shapeshifter"]),
                     creature("Elf", subtypes=["Elf"]))
    assert not can_block(state, "b1")
    assert not can_block(state, "b2")  # a changeling is a Goblin (702.73a)
    assert can_block(state, "b3")


@plays("Protection from artifacts")
def test_protection_from_artifacts() -> None:
    """CR 702.16a and 702.16f: protection from a card type stops blockers of that type: the artifact
    creature can't block the Knight, the Bear can."""
    state = attacked(creature("Knight", "Protection from artifacts"),
                     creature("Golem", types=["artifact", "creature"], colors=[]),
                     creature("Bear"))
    assert not can_block(state, "b1")
    assert can_block(state, "b2")


@plays("Protection from multicolored", "Protection from monocolored")
def test_protection_from_multicolored_and_monocolored() -> None:
    """CR 702.16f and 105.2a-b: protection from multicolored stops a two-color blocker, protection
    from monocolored a one-color blocker; a colorless artifact creature is neither and blocks
    both."""
    gold = creature("Gold", colors=["W", "U"])
    mono = creature("Mono", colors=["R"])
    grey = creature("Grey", types=["artifact", "creature"], colors=[])
    state = attacked(creature("Knight", "Protection from multicolored"), gold, mono, grey)
    assert [can_block(state, b) for b in ("b1", "b2", "b3")] == [False, True, True]
    state = attacked(creature("Knight", "Protection from monocolored"), gold, mono, grey)
    assert [can_block(state, b) for b in ("b1", "b2", "b3")] == [True, False, True]


@plays("Protection from all colors", "Devoid")
def test_protection_from_all_colors_and_a_devoid_blocker_is_colorless() -> None:
    """CR 702.16f and 702.114a: protection from all colors stops a blue blocker; a devoid creature
    printed blue has no color, so it can block, like a colorless artifact creature."""
    state = attacked(creature("Knight", "Protection from all colors"),
                     creature("Blue", colors=["U"]),
                     creature("Eldrazi", "Devoid", colors=["U"]),
                     creature("Golem", types=["artifact", "creature"], colors=[]))
    assert [can_block(state, b) for b in ("b1", "b2", "b3")] == [False, True, True]


@plays("Protection from everything")
def test_protection_from_everything() -> None:
    """CR 702.16j: protection from everything: it can't be blocked at all, nor targeted even by its
    own controller's spells."""
    state = attacked(creature("Progenitus", "Protection from everything"),
                     creature("Golem", types=["artifact", "creature"], colors=[]))
    assert not can_block(state, "b1")
    state = game(perm("a1", "A", creature("Progenitus", "Protection from everything")),
                 perm("g1", "A", GROWTH, Zone.HAND), perm("b1", "B", creature("Bear")),
                 mana={"A": "{G}"})
    assert targets(state, "g1") == {"b1"}


# --- damage (702.16e) and targeting (702.16b) ------------------------------------------------

@plays("Protection from red")
def test_protection_from_red_stops_a_red_spell_and_its_damage() -> None:
    """CR 702.16b: a creature with protection from red can't be the target of a red spell: Shock may
    target the Bear and either player, not the Knight."""
    state = game(perm("a1", "A", creature("Knight", "Protection from red")),
                 perm("b1", "B", creature("Bear")), perm("s1", "A", SHOCK, Zone.HAND),
                 mana={"A": "{R}"})
    assert targets(state, "s1") == {"b1", "A", "B"}


@plays("Protection from instants")
def test_protection_from_instants() -> None:
    """CR 702.16a-b: protection from a card type applies to sources not on the battlefield of that
    type: an instant (Giant Growth) can't target the Mage."""
    state = game(perm("a1", "A", creature("Mage", "Protection from instants")),
                 perm("b1", "B", creature("Bear")), perm("g1", "A", GROWTH, Zone.HAND),
                 mana={"A": "{G}"})
    assert targets(state, "g1") == {"b1"}


@plays("Protection from black")
def test_an_aura_of_the_protected_quality_falls_off() -> None:
    """CR 702.16c and 704.5m: an Aura with the stated quality attached to a creature with protection
    is put into its owner's graveyard as a state-based action."""
    aura = card("Curse", types=["enchantment"], subtypes=["Aura"], colors=["B"],
                text="Enchanted creature gets -1/-1.")
    state = game(perm("k1", "A", creature("Knight", "Protection from black")),
                 perm("c1", "B", aura, attached_to="k1"))
    to(state, "declare_attackers")
    assert state.permanents["c1"].zone is Zone.GRAVEYARD


@plays("Protection from Zombies")
def test_protection_from_a_type_prevents_that_types_damage() -> None:
    """CR 702.16e: damage a Zombie would deal to a creature with protection from Zombies is
    prevented: the Cleric blocks the 3/3 and is dealt nothing, dealing its own 2."""
    zombie = creature("Zombie", power=3, toughness=3, subtypes=["Zombie"], colors=["B"])
    state = game(perm("a1", "A", zombie),
                 perm("b1", "B", creature("Cleric", "Protection from Zombies")))
    finish(blocks(state, "a1=B", "b1=a1"))
    assert state.permanents["b1"].damage == 0 and state.permanents["a1"].damage == 2


# --- hexproof and shroud -------------------------------------------------------------------

def targeting_game(text: str) -> GameState:
    """A's creature x1 with ``text``; A holds Giant Growth, B holds Disfigure and
    Electrolyze, both with the mana; B's Bear b1 is there too."""
    state = game(perm("x1", "A", creature("Hero", text)), perm("b1", "B", creature("Bear")),
                 perm("g1", "A", GROWTH, Zone.HAND), perm("d1", "B", DISFIGURE, Zone.HAND),
                 perm("e1", "B", ELECTROLYZE, Zone.HAND),
                 mana={"A": "{G}", "B": "{B}{1}{U}{R}"})
    to(state, "declare_attackers").apply("attack x1=B")
    return to(state, "declare_blockers")


def b_targets(state: GameState, spell: str) -> set[str]:
    return targets(play(state.clone(), "block none"), spell, "B")


@plays("Hexproof")
def test_hexproof_stops_only_opponents() -> None:
    """CR 702.11b: a creature with hexproof can't be the target of spells or abilities its opponents
    control: B's Disfigure can't target it, A's Giant Growth can."""
    state = targeting_game("Hexproof")
    assert b_targets(state, "d1") == {"b1"}
    play(state, "block none")
    assert targets(state, "g1") >= {"x1"}


@plays("Shroud")
def test_shroud_stops_everyone() -> None:
    """CR 702.18a: a creature with shroud can't be the target of spells or abilities, its
    controller's included: neither B's Disfigure nor A's Giant Growth targets it."""
    state = targeting_game("Shroud")
    assert b_targets(state, "d1") == {"b1"}
    play(state, "block none")
    assert targets(state, "g1") == {"b1"}


@plays("Hexproof from monocolored")
def test_hexproof_from_monocolored() -> None:
    """CR 702.11d: hexproof from monocolored stops only a monocolored spell an opponent controls:
    B's mono-black Disfigure can't target it, B's blue-red Electrolyze can, A's own Giant Growth
    can."""
    state = targeting_game("Hexproof from monocolored")
    assert b_targets(state, "d1") == {"b1"}  # Disfigure is mono-black
    assert "x1" in b_targets(state, "e1")  # Electrolyze is blue and red
    play(state, "block none")
    assert targets(state, "g1") >= {"x1"}  # only opponents are stopped (702.11d)


@plays("Hexproof from black")
def test_hexproof_from_a_color() -> None:
    """CR 702.11d: hexproof from black stops B's black Disfigure, not B's blue-red Electrolyze."""
    state = targeting_game("Hexproof from black")
    assert b_targets(state, "d1") == {"b1"}
    assert "x1" in b_targets(state, "e1")


# --- changeling and devoid elsewhere ---------------------------------------------------------

def test_a_devoid_card_has_no_color_and_a_changeling_every_creature_type() -> None:
    eldrazi = creature("Eldrazi", "Devoid", colors=["U"])
    assert eldrazi.color_set == frozenset() and eldrazi.colors == ("U",)
    shifter = creature("Shifter", "Changeling", subtypes=["Shapeshifter"])
    assert shifter.has_subtype("Goblin") and shifter.has_subtype("elf")
    assert not shifter.has_subtype("Aura") and not shifter.has_subtype("Forest")
    assert not creature("Bear", subtypes=["Bear"]).has_subtype("Goblin")
    assert quality("Elves")(shifter) and not quality("creatures")(GROWTH)


@plays("Devoid")
def test_a_devoid_creature_cant_block_a_creature_with_fear() -> None:
    """CR 702.36b and 702.114a: a creature with fear can't be blocked except by artifact and/or
    black creatures; a devoid creature printed black is colorless, so it can't block, and a black
    Zombie can."""
    state = attacked(creature("Specter", "Fear", colors=["B"]),
                     creature("Eldrazi", "Devoid", colors=["B"]),
                     creature("Zombie", colors=["B"]))
    assert not can_block(state, "b1")
    assert can_block(state, "b2")


def test_hexproof_from_params_are_their_own_kind() -> None:
    assert parse_param("hexproof from monocolored") == (HEXPROOF_FROM, "monocolored")
    assert card("X", power=1, toughness=1, text="Hexproof, shroud").keywords \
        == Kw.HEXPROOF | Kw.SHROUD


@plays("Devoid")
def test_a_nonblack_target_excludes_black_creatures_but_not_devoid_ones() -> None:
    """CR 115.1 and 702.114a: 'target nonblack creature' reads colors; a devoid creature printed
    black has none, so it can be the target, and a black one can't."""
    blade = instant("Doom Blade", "Destroy target nonblack creature.", ["B"], "{1}{B}")
    state = game(perm("z1", "B", creature("Zombie", colors=["B"])),
                 perm("e1", "B", creature("Eldrazi", "Devoid", colors=["B"])),
                 perm("g1", "B", creature("Bear")),
                 perm("d1", "A", blade, Zone.HAND), mana={"A": "{1}{B}"})
    assert targets(state, "d1") == {"e1", "g1"}


@plays("Changeling")
def test_a_non_wall_target_excludes_a_changeling() -> None:
    """CR 702.73a and 115.1: a changeling is every creature type, a Wall among them, so 'target
    non-Wall creature' can't choose it."""
    smite = instant("Smite", "Destroy target non-Wall creature.", ["W"], "{W}")
    state = game(perm("s1", "B", creature("Shifter", "Changeling", subtypes=["Shapeshifter"])),
                 perm("g1", "B", creature("Bear")),
                 perm("d1", "A", smite, Zone.HAND), mana={"A": "{W}"})
    assert targets(state, "d1") == {"g1"}
