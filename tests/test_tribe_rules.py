"""Kinds of creatures named by two creature types (issue 29, tribes; ``sim.text.tribe_rules``,
``sim.text.render_tribes``): "other Wolves and Werewolves you control get +1/+1" (CR 611.3,
205.3m) and "target Wolf or Werewolf you control" (115.1) — a creature of either type, a
changeling (702.73a) of both; a creature of neither is not affected, or not a legal target."""

from __future__ import annotations

from typing import Any

import pytest
from played import plays

import mtgsim
from sim.model.errors import IllegalActionError
from sim.model.keywords import Kw
from sim.model.objects import Zone
from sim.text import FULL, read_card


def creature(pid: str, subtypes: list[str], controller: str = "A",
             text: str = "") -> dict[str, Any]:
    card: dict[str, Any] = {"id": pid, "controller": controller, "name": pid.title(),
                            "types": ["Creature"], "subtypes": subtypes, "colors": ["G"],
                            "cost": "{1}{G}", "power": 2, "toughness": 2}
    return {**card, "text": text} if text else card


PACK = [creature("wolf", ["Wolf"]), creature("werewolf", ["Human", "Werewolf"]),
        creature("bear", ["Bear"]), creature("shifter", ["Shapeshifter"], text="Changeling"),
        creature("rival", ["Wolf"], "B")]


def board(lord: str) -> mtgsim.GameState:
    """A's pack and B's Wolf, with A's lord (a Wolf itself) of ``lord``."""
    return mtgsim.load({"active_player": "A", "until": "end of turn",
                        "players": {"A": {}, "B": {}},
                        "permanents": [*PACK, creature("lord", ["Wolf"], text=lord)]})


@plays("Other Wolves and Werewolves you control get +1/+1.")
def test_other_wolves_and_werewolves_get_the_bonus() -> None:
    """CR 611.3, 205.3m: the Wolf, the Human Werewolf and the changeling (702.73a: every
    creature type) get +1/+1; the Bear (neither type), B's Wolf (not A's) and the lord itself
    ("other") stay 2/2."""
    state = board("Other Wolves and Werewolves you control get +1/+1.")
    powers = {pid: state.power(pid) for pid in ("wolf", "werewolf", "shifter", "bear", "rival",
                                                "lord")}
    assert powers == {"wolf": 3, "werewolf": 3, "shifter": 3, "bear": 2, "rival": 2, "lord": 2}


@plays("Wolves and Werewolves you control have haste.",
       "Skeletons and Zombies you control get +1/+1 and have menace.")
def test_wolves_and_werewolves_have_haste() -> None:
    """CR 611.3: the lord (a Wolf) has haste too (no "other"); the Bear does not; a group of
    Skeletons and Zombies leaves the pack alone."""
    state = board("Wolves and Werewolves you control have haste.")
    assert [pid for pid in ("wolf", "werewolf", "bear", "lord", "rival")
            if state.has(pid, Kw.HASTE)] == ["wolf", "werewolf", "lord"]
    state = board("Skeletons and Zombies you control get +1/+1 and have menace.")
    assert state.power("wolf") == 2 and state.power("shifter") == 3
    assert state.has("shifter", Kw.MENACE) and not state.has("wolf", Kw.MENACE)


def pump(target: str, text: str = "Target Wolf or Werewolf you control gets +2/+2 until end "
                                   "of turn.") -> mtgsim.GameState:
    """A casts a {0} instant of ``text`` at ``target`` and it resolves."""
    spell = {"id": "spell", "name": "Probe", "types": ["Instant"], "cost": "{0}",
             "text": text}
    state = mtgsim.load({"active_player": "A", "until": "end of turn",
                         "players": {"A": {"hand": [spell]}, "B": {}},
                         "permanents": PACK,
                         "combat": {"attacks": {}, "actions": [
                             {"step": "precombat_main", "player": "A", "cast": "spell",
                              "targets": [target]}]}})
    mtgsim.play(state)
    return state


@plays("Target Wolf or Werewolf you control gets +2/+2 until end of turn.")
def test_a_wolf_or_a_werewolf_may_be_the_target() -> None:
    """CR 115.1, 205.3m, 611.2a: A's Wolf and A's Human Werewolf are legal targets (the bonus
    applies until the end of the turn, so at its end they are 2/2 again); the Bear (neither
    type) and B's Wolf ("you control") are not."""
    for pid in ("wolf", "werewolf", "shifter"):
        pump(pid)  # resolves: a legal target
    for pid in ("bear", "rival"):
        with pytest.raises(IllegalActionError):
            pump(pid)


@plays("Target Elf or Soldier creature gets +1/+1 until end of turn.",
       "Target Faerie or Elf gains lifelink until end of turn.")
def test_either_type_as_a_target_of_any_controller() -> None:
    """CR 115.1: with no "you control", B's Wolf is a legal "Wolf or Werewolf" target; a Bear
    is not a "Faerie or Elf"."""
    pump("rival", "Target Wolf or Werewolf creature gets +1/+1 until end of turn.")
    with pytest.raises(IllegalActionError):
        pump("bear", "Target Faerie or Elf gains lifelink until end of turn.")


@pytest.mark.parametrize("text", [
    "Other Elves and Elves you control get +1/+1.",   # the same type twice
    "Other Wolf and Werewolf you control get +1/+1.",  # singulars for a group
    "Target Wolves or Werewolves you control gets +2/+2 until end of turn.",  # plurals
    "Other Wolves and Tokens you control get +1/+1."])  # not a creature type
def test_what_is_not_two_creature_types_is_not_read(text: str) -> None:
    """CR 205.3m: only two different creature types, in the number the phrase needs."""
    assert read_card(text, "Probe", ("Creature",) if "get " in text else ("Instant",)).status \
        != FULL


def with_probe(text: str, *others: dict[str, Any]) -> mtgsim.GameState:
    """A's Probe (a 2/2 Wolf) of ``text`` beside ``others``, and B's Wolf."""
    probe = {**creature("probe", ["Wolf"], text=text), "name": "Probe"}
    return mtgsim.load({"active_player": "A", "until": "end of turn",
                        "players": {"A": {}, "B": {}},
                        "permanents": [probe, *others, creature("rival", ["Wolf"], "B")]})


RIDGE = "As long as you control another Wolf or Werewolf, Probe gets +1/+0 and has trample."


@plays(RIDGE, "As long as you control a Goblin or Orc, Probe gets +2/+0.",
       "Probe gets +1/+1 as long as you control another Merfolk or an Island.")
def test_as_long_as_you_control_either_type() -> None:
    """CR 611.3a, 205.3: with A's Human Werewolf the condition holds (3/2, trample); with only
    a Bear (and B's Wolf, not A's; Probe itself, not "another") it does not. An Orc, or an
    Island (a land's subtype, 205.3i), meets the other conditions."""
    state = with_probe(RIDGE, creature("werewolf", ["Human", "Werewolf"]))
    assert state.power("probe") == 3 and state.has("probe", Kw.TRAMPLE)
    state = with_probe(RIDGE, creature("bear", ["Bear"]))
    assert state.power("probe") == 2 and not state.has("probe", Kw.TRAMPLE)
    orc = creature("orc", ["Orc"])
    assert with_probe("As long as you control a Goblin or Orc, Probe gets +2/+0.",
                      orc).power("probe") == 4
    island = {"id": "island", "controller": "A", "name": "Island", "types": ["Land"],
              "subtypes": ["Island"], "supertypes": ["Basic"]}
    merfolk = "Probe gets +1/+1 as long as you control another Merfolk or an Island."
    assert with_probe(merfolk, island).power("probe") == 3
    assert with_probe(merfolk, orc).power("probe") == 2


@plays("As long as equipped creature is a Human or an Angel, it has vigilance.")
def test_equipped_creature_is_either_type() -> None:
    """CR 611.3a, 301.5: the equipped Human Werewolf has vigilance; an equipped Bear does
    not."""
    def equipped(host: dict[str, Any]) -> mtgsim.GameState:
        bracers = {"id": "bracers", "controller": "A", "name": "Bracers", "types": ["Artifact"],
                   "subtypes": ["Equipment"], "attached_to": host["id"],
                   "text": "As long as equipped creature is a Human or an Angel, it has "
                           "vigilance.\nEquip {2}"}
        return mtgsim.load({"active_player": "A", "until": "end of turn",
                            "players": {"A": {}, "B": {}}, "permanents": [host, bracers]})
    assert equipped(creature("werewolf", ["Human", "Werewolf"])).has("werewolf", Kw.VIGILANCE)
    assert not equipped(creature("bear", ["Bear"])).has("bear", Kw.VIGILANCE)


@plays("If you control a Wolf or Werewolf, you gain 3 life.",
       "At the beginning of combat on your turn, if you control another Wolf or Werewolf, put "
       "a +1/+1 counter on Probe.")
def test_an_instruction_if_you_control_either_type() -> None:
    """CR 608.2c, 603.4: the spell gains life only while A controls a Wolf or Werewolf (A's
    Human Werewolf; not B's Wolf); the trigger's intervening "if" holds with A's Werewolf (a
    +1/+1 counter), not with a Bear."""
    def life(*permanents: dict[str, Any]) -> int:
        spell = {"id": "spell", "name": "Probe", "types": ["Instant"], "cost": "{0}",
                 "text": "If you control a Wolf or Werewolf, you gain 3 life."}
        state = mtgsim.load({"active_player": "A", "until": "end of turn",
                             "players": {"A": {"hand": [spell]}, "B": {}},
                             "permanents": list(permanents),
                             "combat": {"attacks": {}, "actions": [
                                 {"step": "precombat_main", "player": "A", "cast": "spell"}]}})
        return mtgsim.play(state).life["A"]
    assert life(creature("werewolf", ["Human", "Werewolf"])) == 23
    assert life(creature("bear", ["Bear"]), creature("rival", ["Wolf"], "B")) == 20
    pup = ("At the beginning of combat on your turn, if you control another Wolf or Werewolf, "
           "put a +1/+1 counter on Probe.")
    state = with_probe(pup, creature("werewolf", ["Werewolf"]))
    mtgsim.play(state)
    assert state.permanents["probe"].counters.get("+1/+1") == 1
    state = with_probe(pup, creature("bear", ["Bear"]))
    mtgsim.play(state)
    assert not state.permanents["probe"].counters.get("+1/+1")


@plays("~ can't block unless you control another Wolf or Werewolf.",
       "~ can't attack unless you control a Knight or a Soldier.")
def test_cant_block_or_attack_unless_you_control_either_type() -> None:
    """CR 509.1b, 508.1c, 611.3a: alone the Wolf can't block B's attacker; beside A's Human
    Werewolf it blocks. The creature attacks beside A's Soldier, not beside a Bear."""
    from test_render_negated import _a_turn, _attacks, _blocks, _card

    howler = _card("brawler", "~ can't block unless you control another Wolf or Werewolf.",
                   "Wolf")
    assert not _blocks(howler)
    assert _blocks(howler, _card("werewolf", "", "Human", "Werewolf"))
    falcon = _card("falcon", "~ can't attack unless you control a Knight or a Soldier.")
    assert _attacks(_a_turn(falcon, _card("soldier", "", "Soldier")), "falcon")
    assert not _attacks(_a_turn(falcon, _card("bear", "", "Bear")), "falcon")


@plays("Each other creature you control that's a Wolf or a Werewolf gets +1/+1.",
       "Each creature you control that's a Wolf or a Werewolf gets +1/+1 and has trample.")
def test_each_creature_you_control_thats_either_type() -> None:
    """CR 611.3, 205.3m: "each other creature you control that's a Wolf or a Werewolf": A's
    Wolf, Human Werewolf and changeling get +1/+1; the Bear, B's Wolf and the lord itself do
    not. Without "other" the lord (a Wolf) gets +1/+1 and trample too."""
    state = board("Each other creature you control that's a Wolf or a Werewolf gets +1/+1.")
    assert {pid: state.power(pid) for pid in ("wolf", "werewolf", "shifter", "bear", "rival",
                                              "lord")} == \
        {"wolf": 3, "werewolf": 3, "shifter": 3, "bear": 2, "rival": 2, "lord": 2}
    state = board("Each creature you control that's a Wolf or a Werewolf gets +1/+1 and has "
                  "trample.")
    assert state.power("lord") == 3 and state.has("lord", Kw.TRAMPLE)
    assert not state.has("bear", Kw.TRAMPLE) and not state.has("rival", Kw.TRAMPLE)


@plays("Probe's power and toughness are each equal to 1 plus the number of Soldiers and "
       "Warriors you control.",
       "{1}{R}, {T}: Probe deals damage equal to the number of Wolves and Werewolves you "
       "control to target opponent.")
def test_counts_of_either_type() -> None:
    """CR 604.3, 205.3m: a creature of both types counts once. A's Soldier, Soldier Warrior
    and Warrior (and B's Soldier, not A's): 1 plus 3. A's Wolf, Human Werewolf, changeling and
    Probe itself (a Wolf), not the Bear or B's Wolf: 4 damage to B (CR 120.3)."""
    soldiers = [creature("s1", ["Soldier"]), creature("s2", ["Soldier", "Warrior"]),
                creature("s3", ["Warrior"]), creature("s4", ["Soldier"], "B")]
    crusader = with_probe("Probe's power and toughness are each equal to 1 plus the number of "
                          "Soldiers and Warriors you control.", *soldiers)
    assert crusader.power("probe") == 4
    probe = {**creature("probe", ["Wolf"], text="{1}{R}, {T}: Probe deals damage equal to the "
                        "number of Wolves and Werewolves you control to target opponent."),
             "name": "Probe"}
    mountains = [{"id": f"land{i}", "controller": "A", "name": "Mountain", "types": ["Land"],
                  "subtypes": ["Mountain"], "supertypes": ["Basic"]} for i in range(2)]
    state = mtgsim.load({"active_player": "A", "step": "precombat main",
                         "players": {"A": {"library": 5}, "B": {"library": 5}},
                         "permanents": [probe, *PACK, *mountains]})
    state.apply("activate probe 0")
    state.apply("target B")
    assert state.players["B"].life == 16


@plays("Ninjas and Rogues you control gain menace until end of turn.")
def test_a_group_of_either_type_gains_an_ability() -> None:
    """CR 611.2a, 611.2c, 205.3m: the group is fixed as the spell resolves: A's Ninja and Rogue
    gain menace; A's Bear and B's Rogue do not."""
    spell = {"id": "spell", "name": "Probe", "types": ["Instant"], "cost": "{0}",
             "text": "Ninjas and Rogues you control gain menace until end of turn."}
    state = mtgsim.load({"active_player": "A", "step": "precombat main",
                         "players": {"A": {"hand": [spell], "library": 5},
                                     "B": {"library": 5}},
                         "permanents": [creature("ninja", ["Ninja"]),
                                        creature("rogue", ["Human", "Rogue"]),
                                        creature("bear", ["Bear"]),
                                        creature("theirs", ["Rogue"], "B")]})
    state.apply("cast spell")
    while any(o.card.name == "Probe" for o in state.stack):
        state.apply("pass")
    assert [pid for pid in ("ninja", "rogue", "bear", "theirs")
            if state.has(pid, Kw.MENACE)] == ["ninja", "rogue"]


@plays("{1}{G}{G}: Another target Wolf or Werewolf you control fights target creature you "
       "don't control.")
def test_another_target_of_either_type_fights() -> None:
    """CR 701.14a, 115.1, 205.3m: A's 2/2 Human Werewolf (another Wolf or Werewolf) fights
    B's 2/2 Wolf: both die; A's Bear is no legal first target."""
    def game() -> mtgsim.GameState:
        text = ("{1}{G}{G}: Another target Wolf or Werewolf you control fights target creature "
                "you don't control.")
        probe = {**creature("probe", ["Wolf"], text=text), "name": "Probe"}
        forests = [{"id": f"land{i}", "controller": "A", "name": "Forest", "types": ["Land"],
                    "subtypes": ["Forest"], "supertypes": ["Basic"]} for i in range(3)]
        return mtgsim.load({"active_player": "A", "step": "precombat main",
                            "players": {"A": {"library": 5}, "B": {"library": 5}},
                            "permanents": [probe, *PACK, *forests]})
    state = game()
    state.apply("activate probe 0")
    state.apply("target werewolf")
    state.apply("target rival")
    while state.permanents["rival"].zone is Zone.BATTLEFIELD and state.decision is not None:
        state.apply("pass")
    assert state.permanents["werewolf"].zone is Zone.GRAVEYARD
    assert state.permanents["rival"].zone is Zone.GRAVEYARD
    state = game()
    state.apply("activate probe 0")
    with pytest.raises(IllegalActionError):
        state.apply("target bear")
