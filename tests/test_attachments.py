"""Auras and Equipment (CR 301.5, 303.4, 701.3, 702.5, 702.6, 704.5m-n): an Aura's enchant
ability read from its text decides what it targets as it is cast and what it may stay attached
to; equip is an activated ability, at sorcery speed, that attaches the Equipment to a creature
its controller controls; state-based actions put an Aura on an illegal object into the graveyard
and unattach an Equipment from one. Also "activate only as a sorcery" and "during combat"
(602.5b), which main phases make matter."""

from __future__ import annotations

from typing import Any

import pytest
from played import plays

import mtgsim
from sim.model.errors import IllegalActionError, ScenarioError
from sim.model.keyword_abilities import EQUIP_EFFECT
from sim.model.objects import MAIN_PHASES, Zone
from sim.model.programs import ATTACH
from sim.rules.casting import activatable
from sim.text import FULL, read_card
from sim.text.render import text as rendered

BEARS = {"id": "bears", "controller": "A", "name": "Bears", "power": 2, "toughness": 2}
OGRE = {"id": "ogre", "controller": "B", "name": "Ogre", "power": 3, "toughness": 3}
FOREST = {"id": "forest", "controller": "A", "card": "Forest"}


def aura(pid: str, enchant: str, text: str = "Enchanted creature gets +2/+2.") -> dict[str, Any]:
    """An Aura card in a hand, costing {0}."""
    return {"id": pid, "name": f"Aura {pid}", "types": ["Enchantment"], "subtypes": ["Aura"],
            "cost": "{0}", "text": f"Enchant {enchant}\n{text}"}


def equipment(pid: str = "sword", equip: str = "{2}", bonus: str = "+2/+0",
              **fields: Any) -> dict[str, Any]:
    """An Equipment on A's battlefield."""
    return {"id": pid, "controller": "A", "name": "Sword", "types": ["Artifact"],
            "subtypes": ["Equipment"],
            "text": f"Equipped creature gets {bonus}.\nEquip {equip}", **fields}


def game(permanents: list[dict[str, Any]], actions: list[dict[str, Any]],
         hand: list[dict[str, Any]] | None = None, attacks: dict[str, str] | None = None,
         blocks: dict[str, str] | None = None, mana: str = "{0}") -> mtgsim.GameState:
    """A's turn from its precombat main phase, A attacking as ``attacks`` says."""
    return mtgsim.load({"active_player": "A",
                        "players": {"A": {"mana": mana, "hand": hand or []}, "B": {}},
                        "permanents": permanents,
                        "combat": {"attacks": attacks if attacks is not None else {"bears": "B"},
                                   "blocks": blocks or {}, "actions": actions}})


def cast(card: str, target: str) -> dict[str, Any]:
    return {"step": "precombat_main", "player": "A", "cast": card, "targets": [target]}


def equip_action(target: str, step: str = "precombat_main") -> dict[str, Any]:
    return {"step": step, "player": "A", "activate": "sword", "targets": [target]}


# --- reading ------------------------------------------------------------------------------------

@pytest.mark.parametrize("line, value", [
    ("Enchant creature", "creature"), ("Enchant creature you control", "creature you control"),
    ("Enchant creature an opponent controls", "creature an opponent controls"),
    ("Enchant land", "land"), ("Enchant artifact or creature", "artifact or creature"),
    ("Enchant permanent", "permanent")])
def test_an_enchant_ability_is_read_and_renders_back(line: str, value: str) -> None:
    """CR 702.5a: "Enchant [object]" is read into its quality and written back as printed."""
    reading = read_card(line, "Aura", ("Enchantment",))
    assert reading.status == FULL
    assert ("enchant", value) in reading.parsed.params


def test_what_an_aura_on_a_player_does_unread_is_not_claimed() -> None:
    """CR 702.5a, 303.4: "Enchant player" is read (``tests/test_curses.py``); a clause about
    the enchanted player the engine doesn't run stays unsupported, and says so."""
    reading = read_card("Enchant player\nEnchanted player can't gain life.", "Curse",
                        ("Enchantment",))
    assert reading.unsupported == ("Enchanted player can't gain life.",)


@pytest.mark.parametrize("line", ["Equip {2}", "Equip {1}{W}", "Equip {0}"])
def test_equip_is_an_activated_ability_written_as_a_keyword(line: str) -> None:
    """CR 702.6a: "Equip [cost]" means "[cost]: Attach this permanent to target creature you
    control. Activate only as a sorcery." — one activated ability with that program, rendered
    back as the keyword."""
    reading = read_card(f"Equipped creature gets +1/+1.\n{line}", "Sword", ("Artifact",))
    assert reading.status == FULL
    (ability,) = reading.activated
    assert ability.keyword == "equip" and ability.effect == EQUIP_EFFECT
    assert ability.cost.mana == line.split(" ", 1)[1]
    assert ability.program is not None and [op.verb for op in ability.program.ops] == [ATTACH]
    assert rendered(ability).lower() == line.lower()


def test_equip_with_another_cost_is_not_claimed() -> None:
    """CR 702.6a: equip with a cost the engine doesn't pay ("Pay {1} or discard a card") stays
    unsupported (one it pays, "Equip—Pay 3 life": ``tests/test_equip_variants.py``)."""
    reading = read_card("Equip—Pay {1} or discard a card.", "Sword", ("Artifact",))
    assert reading.unsupported


# --- Auras --------------------------------------------------------------------------------------

@plays("Enchant creature", "Enchanted creature gets +2/+2.")
def test_an_aura_is_cast_on_a_creature_and_enchants_it() -> None:
    """CR 303.4a and 702.5a: the Aura spell targets a creature as it is cast; 608.3a: it enters
    attached to it; 303.4 with 611.3: the creature gets +2/+2, so the unblocked Bears deal 4."""
    state = game([BEARS], [cast("holy", "bears")], hand=[aura("holy", "creature")])
    outcome = mtgsim.play(state)
    assert state.permanents["holy"].attached_to == "bears"
    assert outcome.life["B"] == 16


@plays("Enchant creature you control")
def test_enchant_creature_you_control_targets_only_your_creatures() -> None:
    """CR 702.5a, 303.4a and 115.1: "Enchant creature you control" can't target the opponent's
    Ogre; it can target A's Bears."""
    hand = [aura("mine", "creature you control")]
    refused = game([BEARS, OGRE], [cast("mine", "ogre")], hand=hand)
    with pytest.raises(IllegalActionError):
        mtgsim.play(refused)
    state = game([BEARS, OGRE], [cast("mine", "bears")], hand=hand)
    assert mtgsim.play(state).life["B"] == 16
    assert state.permanents["mine"].attached_to == "bears"


@plays("Enchant creature an opponent controls")
def test_enchant_creature_an_opponent_controls() -> None:
    """CR 702.5a, 303.4a: "Enchant creature an opponent controls" can target B's Ogre, not
    A's Bears; enchanting the Ogre with "can't block" lets the Bears through."""
    hand = [aura("pin", "creature an opponent controls", "Enchanted creature can't block.")]
    with pytest.raises(IllegalActionError):
        mtgsim.play(game([BEARS, OGRE], [cast("pin", "bears")], hand=hand))
    state = game([BEARS, OGRE], [cast("pin", "ogre")], hand=hand, blocks={})
    assert mtgsim.play(state).life["B"] == 18
    assert state.permanents["pin"].attached_to == "ogre"


@plays("Enchant land", "Enchant artifact or creature")
def test_an_aura_enchants_only_what_its_enchant_ability_names() -> None:
    """CR 303.4a, 702.5a: "Enchant land" targets a land and not a creature; "Enchant artifact
    or creature" a creature (either type will do) and not a land."""
    land = aura("growth", "land", "")
    land["text"] = "Enchant land"
    with pytest.raises(IllegalActionError):
        mtgsim.play(game([BEARS, FOREST], [cast("growth", "bears")], hand=[land]))
    state = game([BEARS, FOREST], [cast("growth", "forest")], hand=[land])
    mtgsim.play(state)
    assert state.permanents["growth"].attached_to == "forest"
    either = aura("either", "artifact or creature")
    with pytest.raises(IllegalActionError):
        mtgsim.play(game([BEARS, FOREST], [cast("either", "forest")], hand=[either]))
    state = game([BEARS, FOREST], [cast("either", "bears")], hand=[either])
    assert mtgsim.play(state).life["B"] == 16


@pytest.mark.parametrize("enchant, attached_to, stays", [
    ("land", "bears", False), ("land", "forest", True), ("creature", "forest", False),
    ("creature you control", "ogre", False), ("creature you control", "bears", True)])
def test_an_aura_on_an_object_its_enchant_ability_does_not_allow_goes_to_the_graveyard(
        enchant: str, attached_to: str, stays: bool) -> None:
    """CR 303.4d and 704.5m: an Aura attached to an object it can't enchant is put into its
    owner's graveyard as a state-based action (here, as the play starts)."""
    placed = aura("placed", enchant)
    placed.update(controller="A", attached_to=attached_to)
    del placed["cost"]
    state = game([BEARS, OGRE, FOREST, placed], [])
    mtgsim.play(state)
    assert (state.permanents["placed"].zone is Zone.BATTLEFIELD) is stays


# --- Equipment ----------------------------------------------------------------------------------

@plays("Equip {2}", "Equipped creature gets +2/+0.")
def test_equip_attaches_the_equipment_at_sorcery_speed() -> None:
    """CR 702.6a: equip {2} is paid in the main phase and attaches the Sword to the Bears
    (701.3a); 301.5 with 611.3: the equipped Bears get +2/+0 and deal 4."""
    state = game([BEARS, equipment()], [equip_action("bears")], mana="{2}")
    outcome = mtgsim.play(state)
    assert state.permanents["sword"].attached_to == "bears"
    assert outcome.life["B"] == 16


def test_equip_is_not_activated_outside_a_main_phase_of_your_turn() -> None:
    """CR 702.6a and 602.5b ("activate only as a sorcery", 307.1): not during combat — the
    engine doesn't offer it, and a scenario scripting it is refused."""
    state = game([BEARS, equipment()], [], mana="{2}")
    assert state.step not in MAIN_PHASES
    assert not activatable(state, "A", "sword", 0)
    with pytest.raises(ScenarioError, match="only in a main phase"):
        game([BEARS, equipment()], [equip_action("bears", "declare_blockers")], mana="{2}")


def test_equip_targets_only_a_creature_you_control() -> None:
    """CR 702.6a and 115.1: "target creature you control": the opponent's Ogre is refused."""
    state = game([BEARS, OGRE, equipment()], [equip_action("ogre")], mana="{2}")
    with pytest.raises(IllegalActionError):
        mtgsim.play(state)


def test_equip_moves_the_equipment_to_another_creature() -> None:
    """CR 701.3a and 301.5: equipping another creature moves the Sword; the creature it left
    loses the bonus: the Bears deal 2, the Elf with the Sword 3."""
    elf = {"id": "elf", "controller": "A", "name": "Elf", "power": 1, "toughness": 1}
    state = game([BEARS, elf, equipment(attached_to="bears")], [equip_action("elf")],
                 attacks={"bears": "B", "elf": "B"}, mana="{2}")
    outcome = mtgsim.play(state)
    assert state.permanents["sword"].attached_to == "elf"
    assert outcome.life["B"] == 20 - 2 - 3


def test_an_equipment_left_on_nothing_stays_on_the_battlefield_unattached() -> None:
    """CR 704.5n: when the equipped Bears die (blocked by the Ogre), the Sword becomes
    unattached and stays on the battlefield."""
    state = game([BEARS, OGRE, equipment(attached_to="bears", bonus="+0/+0")], [],
                 blocks={"ogre": "bears"})
    outcome = mtgsim.play(state)
    assert "bears" in outcome.died
    sword = state.permanents["sword"]
    assert sword.zone is Zone.BATTLEFIELD and sword.attached_to is None


def test_an_equipment_on_a_noncreature_becomes_unattached() -> None:
    """CR 301.5c and 704.5n: an Equipment attached to a land becomes unattached."""
    state = game([BEARS, FOREST, equipment(attached_to="forest")], [])
    mtgsim.play(state)
    assert state.permanents["sword"].attached_to is None


# --- timing restrictions now that main phases are played ----------------------------------------

@plays("{2}: This creature gets +1/+1 until end of turn. Activate only as a sorcery.")
@pytest.mark.parametrize("step, allowed", [("precombat_main", True),
                                           ("declare_blockers", False)])
def test_activate_only_as_a_sorcery(step: str, allowed: bool) -> None:
    """CR 602.5b and 307.1: "activate only as a sorcery" — in a main phase of its
    controller's turn with the stack empty, not in combat."""
    bears = {**BEARS, "text": "{2}: This creature gets +1/+1 until end of turn. Activate only "
             "as a sorcery."}
    action = {"step": step, "player": "A", "activate": "bears"}
    if not allowed:
        with pytest.raises(ScenarioError, match="only in a main phase"):
            game([bears], [action], mana="{2}")
        state = game([bears], [], mana="{2}")
        assert not activatable(state, "A", "bears", 0)
        return
    assert mtgsim.play(game([bears], [action], mana="{2}")).life["B"] == 17


@plays("{1}: This creature gets +1/+0 until end of turn. Activate only during combat.")
@pytest.mark.parametrize("step, allowed", [("precombat_main", False),
                                           ("declare_blockers", True)])
def test_activate_only_during_combat(step: str, allowed: bool) -> None:
    """CR 602.5b and 506.1: "activate only during combat" — in a step of the combat phase, not
    in a main phase."""
    bears = {**BEARS, "text": "{1}: This creature gets +1/+0 until end of turn. Activate only "
             "during combat."}
    state = game([bears], [{"step": step, "player": "A", "activate": "bears"}], mana="{1}")
    if not allowed:
        with pytest.raises(IllegalActionError):
            mtgsim.play(state)
        return
    assert mtgsim.play(state).life["B"] == 17


# --- what Auras and Equipment do to the creature they're on -------------------------------------

@plays("When this Aura enters, tap enchanted creature.",
       "Enchanted creature doesn't untap during its controller's untap step.")
def test_an_aura_that_keeps_a_creature_tapped() -> None:
    """CR 303.4, 701.21a and 502.3: Waterknot's kind taps the creature it enchants as it
    enters, and the creature doesn't untap in its controller's next untap step; an untapped
    creature of theirs does untap."""
    knot = aura("knot", "creature", "When this Aura enters, tap enchanted creature.\n"
                "Enchanted creature doesn't untap during its controller's untap step.")
    state = mtgsim.load({
        "active_player": "A", "until": "end of game", "turn_limit": 2,
        "players": {"A": {"hand": [knot], "library": 5}, "B": {"library": 5}},
        "permanents": [OGRE, {**BEARS, "id": "elf", "controller": "B", "tapped": True}],
        "combat": {"attacks": {}, "actions": [cast("knot", "ogre")]}})
    mtgsim.play(state)
    assert state.permanents["knot"].attached_to == "ogre"
    assert state.permanents["ogre"].tapped  # tapped on turn 1, still tapped after B's untap
    assert not state.permanents["elf"].tapped


@plays("This creature doesn't untap during your untap step.",
       "Doesn't untap during your untap step.",
       "Doesn't untap during its controller's untap step.")
@pytest.mark.parametrize("text", [
    "This creature doesn't untap during your untap step.",
    "Doesn't untap during your untap step.",
    "Doesn't untap during its controller's untap step."])
def test_a_creature_that_doesnt_untap(text: str) -> None:
    """CR 502.3: it stays tapped through its controller's untap step."""
    colossus = {**BEARS, "id": "colossus", "controller": "B", "tapped": True, "text": text}
    state = mtgsim.load({
        "active_player": "A", "until": "end of game", "turn_limit": 2,
        "players": {"A": {"library": 5}, "B": {"library": 5}},
        "permanents": [colossus], "combat": {"attacks": {}}})
    mtgsim.play(state)
    assert state.permanents["colossus"].tapped


@plays("Whenever equipped creature attacks, put a +1/+1 counter on equipped creature.")
def test_equipped_creature_as_an_instructions_subject() -> None:
    """CR 301.5 and 122.1: "equipped creature" in the Equipment's effect is the creature it
    is attached to as the ability resolves."""
    sword = equipment(attached_to="bears", bonus="+0/+0")
    sword["text"] += ("\nWhenever equipped creature attacks, put a +1/+1 counter on equipped "
                      "creature.")
    state = game([BEARS, sword], [])
    assert mtgsim.play(state).life["B"] == 17
    assert state.permanents["bears"].counters == {"+1/+1": 1}


@plays("Tap all creatures target player controls. Those creatures don't untap during that "
       "player's next untap step.",
       "Tap target creature. It doesn't untap during its controller's next untap step.")
def test_creatures_that_dont_untap_during_the_next_untap_step() -> None:
    """CR 502.3 and 611.2a: the creatures tapped stay tapped through their controller's next
    untap step (B's turn 2), and untap as usual in the one after (turn 4)."""
    sleep = {"id": "sleep", "name": "Sleep", "types": ["Sorcery"], "cost": "{0}",
             "text": "Tap all creatures target player controls. Those creatures don't untap "
                     "during that player's next untap step."}
    def after(turns: int, spell: dict[str, Any], target: str) -> mtgsim.GameState:
        state = mtgsim.load({
            "active_player": "A", "until": "end of game", "turn_limit": turns,
            "players": {"A": {"hand": [spell], "library": 5}, "B": {"library": 5}},
            "permanents": [OGRE, {**OGRE, "id": "imp"}], "combat": {"attacks": {}, "actions": [
                {"step": "precombat_main", "player": "A", "cast": spell["id"],
                 "targets": [target]}]}})
        mtgsim.play(state)
        return state
    state = after(2, sleep, "B")
    assert state.permanents["ogre"].tapped and state.permanents["imp"].tapped
    state = after(4, sleep, "B")
    assert not state.effects or all(e.duration.value != "next untap step"
                                    for e in state.effects)
    frost = {"id": "frost", "name": "Frost", "types": ["Sorcery"], "cost": "{0}",
             "text": "Tap target creature. It doesn't untap during its controller's next "
                     "untap step."}
    state = after(1, frost, "ogre")
    assert [sorted(e.affected) for e in state.effects] == [["ogre"]]
    assert state.permanents["ogre"].tapped and not state.permanents["imp"].tapped


@plays("When this Equipment enters, attach it to target creature you control.",
       "When ~ enters the battlefield, attach it to target creature you control.")
def test_an_equipment_attaches_itself_as_it_enters() -> None:
    """CR 603.6a, 701.3a: the Equipment's own enters trigger targets a creature its
    controller controls (not the opponent's Ogre) and attaches the Equipment to it; 301.5
    with 611.3: the equipped Bears get +2/+0 and deal 4. No equip cost is paid."""
    armor = {"id": "armor", "name": "Armor", "types": ["Artifact"], "subtypes": ["Equipment"],
             "cost": "{0}", "text": "When this Equipment enters, attach it to target creature "
             "you control.\nEquipped creature gets +2/+0.\nEquip {4}"}
    cast_it = {"step": "precombat_main", "player": "A", "cast": "armor"}  # its trigger targets
    state = game([BEARS, OGRE], [cast_it], hand=[armor])
    outcome = mtgsim.play(state)
    assert state.permanents["armor"].attached_to == "bears"
    assert outcome.life["B"] == 16


def test_only_the_source_attaches_itself() -> None:
    """CR 701.3a: "attach it to ..." is read only where "it" is the source (its own enters
    trigger); where "it" is another object, the clause is not run."""
    own = read_card("When this Equipment enters, attach it to target creature you control.",
                    "Armor", ("Artifact",))
    assert own.status == FULL
    other = read_card("Whenever a creature enters, attach it to target creature you control.",
                      "Armor", ("Artifact",))
    assert other.status != FULL


def test_a_creature_equipped_to_zero_toughness_dies() -> None:
    """CR 704.5f with 301.5 and 611.3: a 1/1 equipped with "+1/-1" (Skullclamp's bonus) has
    toughness 0 once the equip ability resolves; the state-based actions put it into the
    graveyard before its controller gets priority again (704.3): attaching is a change they
    look at (a real-card game once saw it alive at the next decision)."""
    from test_library import turn
    from test_stack import card, perm, play

    clamp = card("Clamp", types=["Artifact"], subtypes=["Equipment"],
                 text="Equipped creature gets +1/-1.\nEquip {1}")
    small = card("Mite", types=["Creature"], power=1, toughness=1)
    state = turn(perm("clamp", "A", clamp), perm("mite", "A", small), mana="{1}")
    play(state, "activate clamp 0", "target mite")
    while state.stack:
        play(state, "pass")
    assert state.permanents["mite"].zone is Zone.GRAVEYARD
