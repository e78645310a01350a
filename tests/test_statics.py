"""Lords, anthems, conditions and characteristic-defining P/T read from Oracle text
(``sim.model.abilities``, ``sim.model.abilities``), each played in a combat where it decides the
result.

CR 611.3 (a static ability's effect applies to whatever its text names, at all times),
611.3a (a condition switches it on and off), 613.1 (layer 6 abilities, 7a
characteristic-defining P/T, 7c modifications), 604.3 (characteristic-defining abilities).
"""

from __future__ import annotations

from typing import Any

import pytest
from played import plays

import mtgsim
from sim import BlockDeclaration, DeclareBlockers, GameState, Kw, Outcome
from sim.text import FULL
from sim.text.oracle import read_text


def creature(pid: str, controller: str, power: int, toughness: int, text: str = "",
             **fields: Any) -> dict[str, Any]:
    out: dict[str, Any] = {"id": pid, "controller": controller, "power": power,
                           "toughness": toughness, **fields}
    if text:
        out["text"] = text
    return out


def load(*permanents: dict[str, Any], attacks: dict[str, str] | None = None,
         blocks: dict[str, str] | None = None, life: dict[str, int] | None = None,
         active: str = "A") -> GameState:
    """A two-player board (``active``'s turn) with a scripted combat, ready to play."""
    life = life or {}
    data: dict[str, Any] = {
        "active_player": active,
        "players": {p: {"life": life.get(p, 20)} for p in ("A", "B")},
        "permanents": list(permanents)}
    if attacks is not None:
        data["combat"] = {"attacks": attacks, "blocks": blocks or {}}
    return mtgsim.load(data)


def block_and_play(state: GameState, blocks: dict[str, str]) -> Outcome:
    state.apply(DeclareBlockers(BlockDeclaration.of(blocks)))
    return mtgsim.play(state, use_script=False)


def land(pid: str, controller: str, subtype: str) -> dict[str, Any]:
    return {"id": pid, "controller": controller, "types": ["Land"], "subtypes": [subtype]}


# --- lords and anthems (611.3, 613.1) ---------------------------------------------------------

@plays("Other Elves you control get +1/+1.")
def test_an_elf_lord_makes_its_elf_trade_with_a_bear() -> None:
    """CR 611.3a and 613.4c: the lord's static ability gives its controller's other Elves +1/+1: the
    1/1 Elf is a 2/2 and trades with the blocking Bears; the lord itself ('other'), the Goblin (not
    an Elf) and B's Elf (not A's) are unchanged."""
    state = load(creature("lord", "A", 2, 2, "Other Elves you control get +1/+1.",
                          subtypes=["Elf"]),
                 creature("elf", "A", 1, 1, subtypes=["Elf", "Warrior"]),
                 creature("goblin", "A", 1, 1, subtypes=["Goblin"]),
                 creature("their_elf", "B", 1, 1, subtypes=["Elf"]),
                 creature("bear", "B", 2, 2, subtypes=["Bear"]),
                 attacks={"elf": "B", "goblin": "B"}, blocks={"bear": "elf"})
    assert [state.power(p) for p in ("lord", "elf", "goblin", "their_elf")] == [2, 2, 1, 1]
    outcome = mtgsim.play(state)
    assert set(outcome.died) == {"elf", "bear"} and outcome.life["B"] == 19


@plays("Goblins you control have haste.", "Goblin creatures you control get +1/+1.")
def test_goblins_you_control_have_haste_and_a_bonus() -> None:
    """CR 613.1f, 613.4c, 302.6 and 702.10b: a lord's granted haste (layer 6) lets a summoning-sick
    Goblin attack, and the +1/+1 (layer 7c) makes it hit for 2; the sick Human gets neither and may
    not attack."""
    state = load(creature("warchief", "A", 2, 2, "Goblins you control have haste.",
                          subtypes=["Goblin"], sick=True),
                 creature("king", "A", 0, 1, "Goblin creatures you control get +1/+1.",
                          subtypes=["Human"]),
                 creature("raider", "A", 1, 1, subtypes=["Goblin"], sick=True),
                 creature("human", "A", 1, 1, subtypes=["Human"], sick=True))
    assert state.has("raider", Kw.HASTE) and not state.has("human", Kw.HASTE)
    assert state.power("raider") == 2 and state.power("human") == 1
    from sim.model.errors import IllegalActionError
    with pytest.raises(IllegalActionError):
        state.clone().apply("attack human=B")
    state.apply("attack raider=B")
    assert mtgsim.play(state).life["B"] == 18


@plays("Other Goblins get +1/+1 and have mountainwalk.")
def test_a_lord_without_you_control_pumps_every_goblin() -> None:
    """CR 613.4c, 613.1f and 702.14c: without 'you control' the lord pumps every other Goblin, B's
    too, and gives it mountainwalk, so A's Mountain makes it unblockable by A's creatures."""
    state = load(creature("king", "A", 2, 2, "Other Goblins get +1/+1 and have mountainwalk.",
                          subtypes=["Goblin"]),
                 land("mountain", "A", "Mountain"),
                 creature("wall", "A", 0, 5),
                 creature("theirs", "B", 1, 1, subtypes=["Goblin"]), active="B")
    assert state.power("theirs") == 2 and state.power("king") == 2
    state.apply("attack theirs=A")
    blocks = [str(a) for a in state.legal_actions()]
    assert not any("wall" in b for b in blocks)
    assert mtgsim.play(state).life["A"] == 18


@plays("Other creatures you control get +1/+1.", "Each other creature you control gets +1/+1.")
@pytest.mark.parametrize("text", ["Other creatures you control get +1/+1.",
                                  "Each other creature you control gets +1/+1."])
def test_an_anthem_for_the_others(text: str) -> None:
    """CR 611.3a and 613.4c: 'other creatures you control' (or 'each other creature you control')
    get +1/+1: the squire is a 2/2 and trades with the Bears; the source itself is unchanged."""
    state = load(creature("captain", "A", 1, 1, text),
                 creature("squire", "A", 1, 1), creature("bear", "B", 2, 2),
                 attacks={"squire": "B"}, blocks={"bear": "squire"})
    assert state.power("captain") == 1 and state.toughness("squire") == 2
    outcome = mtgsim.play(state)
    assert set(outcome.died) == {"squire", "bear"}


@plays("Creatures your opponents control get -1/-0.")
def test_opponents_creatures_get_minus_one() -> None:
    """CR 613.4c: 'creatures your opponents control get -1/-0' shrinks B's attacking 2/2 to 1 power,
    not A's own creature."""
    state = load(creature("mist", "A", 0, 4, "Creatures your opponents control get -1/-0."),
                 creature("mine", "A", 1, 1), creature("orc", "B", 2, 2),
                 attacks={"orc": "A"}, active="B")
    assert state.power("orc") == 1 and state.power("mine") == 1
    assert mtgsim.play(state).life["A"] == 19


@plays("Attacking creatures you control get +1/+0.", "Attacking creatures you control have "
       "trample.")
def test_attacking_creatures_get_a_bonus_only_while_attacking() -> None:
    """CR 611.3a, 613.4c and 702.19b: the bonus and trample apply to A's creatures only while they
    are attacking: the attacking 4/3 Rhino tramples 3 over the 1/1 chump; the source, not attacking,
    gets nothing."""
    state = load(creature("banner", "A", 0, 3, "Attacking creatures you control get +1/+0.\n"
                          "Attacking creatures you control have trample."),
                 creature("rhino", "A", 3, 3), creature("chump", "B", 1, 1))
    assert state.power("rhino") == 3 and not state.has("rhino", Kw.TRAMPLE)
    state.apply("attack rhino=B")
    assert state.power("rhino") == 4 and state.has("rhino", Kw.TRAMPLE)
    assert state.power("banner") == 0 and not state.has("banner", Kw.TRAMPLE)
    outcome = block_and_play(state, {"chump": "rhino"})
    assert outcome.life["B"] == 17 and "chump" in outcome.died


@plays("Blocking creatures you control get +1/+0.")
def test_blocking_creatures_get_a_bonus() -> None:
    """CR 611.3a and 613.4c: only a blocking creature gets +1/+0: the 1/3 guard is a 2/3 once it
    blocks and kills the 2/2 Bears; the wall (not blocking) is unchanged."""
    state = load(creature("wall", "B", 0, 1, "Blocking creatures you control get +1/+0."),
                 creature("guard", "B", 1, 3), creature("bear", "A", 2, 2))
    state.apply("attack bear=B")
    assert state.power("guard") == 1
    state.apply(DeclareBlockers(BlockDeclaration.of({"guard": "bear"})))
    assert state.power("wall") == 0
    assert mtgsim.play(state, use_script=False).died == ("bear",)


@plays("Blocking creatures you control get +0/+2.")
def test_a_toughness_bonus_that_ends_with_combat_lets_damage_kill() -> None:
    """CR 611.3a, 511.3 and 704.5g: the 1/1 guard blocks a 2/2 as a 1/3 and survives the damage;
    when combat ends it is no longer blocking, its toughness is 1 again, and the 2 damage marked on
    it destroys it as a state-based action (704.3), before anyone gets priority."""
    state = load(creature("wall", "B", 0, 4, "Blocking creatures you control get +0/+2."),
                 creature("guard", "B", 1, 1), creature("bear", "A", 2, 2))
    state.apply("attack bear=B")
    state.apply(DeclareBlockers(BlockDeclaration.of({"guard": "bear"})))
    assert mtgsim.play(state, use_script=False).died == ("guard",)


@plays("Creatures you control with flying get +1/+1.")
def test_a_bonus_for_creatures_with_flying() -> None:
    """CR 613.4c: 'creatures you control with flying get +1/+1' pumps the flying Bird to 2 power and
    leaves the Bears at 2: 4 damage unblocked."""
    state = load(creature("roost", "A", 0, 1, "Creatures you control with flying get +1/+1."),
                 creature("bird", "A", 1, 1, keywords=["flying"]), creature("bear", "A", 2, 2),
                 attacks={"bird": "B", "bear": "B"})
    assert state.power("bird") == 2 and state.power("bear") == 2
    assert mtgsim.play(state).life["B"] == 16


@plays("Equipped creature gets +2/+2.", "Equipped creature gets +1/+0 and has first strike.")
def test_equipment_grants_to_the_creature_it_is_attached_to() -> None:
    """CR 301.5 and 613.4c, 613.1f: an Equipment's static ability affects the creature it is
    attached to: the equipped Bears are a 4/4 and kill the 3/3 Ogre; the Elf gets +1/+0 and first
    strike and kills the 2/1 Orc first (702.7b)."""
    state = load({"id": "sword", "controller": "A", "types": ["Artifact"],
                  "subtypes": ["Equipment"], "text": "Equipped creature gets +2/+2.",
                  "attached_to": "bear"},
                 {"id": "spear", "controller": "A", "types": ["Artifact"],
                  "subtypes": ["Equipment"], "attached_to": "elf",
                  "text": "Equipped creature gets +1/+0 and has first strike."},
                 creature("bear", "A", 2, 2), creature("elf", "A", 1, 1),
                 creature("ogre", "B", 3, 3), creature("orc", "B", 2, 1),
                 attacks={"bear": "B", "elf": "B"}, blocks={"ogre": "bear", "orc": "elf"})
    assert (state.power("bear"), state.toughness("bear")) == (4, 4)
    assert state.has("elf", Kw.FIRST_STRIKE) and state.power("elf") == 2
    outcome = mtgsim.play(state)
    assert set(outcome.died) == {"ogre", "orc"}


@plays("White creatures get +1/+1.")
def test_a_color_anthem_affects_both_sides() -> None:
    """CR 613.4c and 105.2: 'white creatures get +1/+1' pumps white creatures of both players, not a
    green one and not the colorless source: the 3/3 Knight kills the blocking Bears."""
    state = load(creature("crusade", "A", 0, 1, "White creatures get +1/+1."),
                 creature("knight", "A", 2, 2, colors=["W"]),
                 creature("paladin", "B", 2, 2, colors=["W"]),
                 creature("bear", "B", 2, 2, colors=["G"]),
                 attacks={"knight": "B"}, blocks={"bear": "knight"})
    assert [state.power(p) for p in ("knight", "paladin", "bear", "crusade")] == [3, 3, 2, 0]
    outcome = mtgsim.play(state)
    assert outcome.died == ("bear",)


# --- conditions (611.3a) ----------------------------------------------------------------------

@plays("During your turn, this creature has first strike.",
       "As long as it's your turn, this creature gets +1/+0.")
def test_during_your_turn_only_on_its_controller_s_turn() -> None:
    """CR 611.3a: 'during your turn' and 'as long as it's your turn' hold only on the controller's
    turn: A's copy has first strike and +1/+0 and kills B's copy (which has neither) before it
    strikes (702.7b)."""
    text = ("During your turn, this creature has first strike.\n"
            "As long as it's your turn, this creature gets +1/+0.")
    state = load(creature("knight", "A", 2, 2, text), creature("theirs", "B", 2, 2, text),
                 attacks={"knight": "B"}, blocks={"theirs": "knight"})
    assert state.has("knight", Kw.FIRST_STRIKE) and not state.has("theirs", Kw.FIRST_STRIKE)
    assert state.power("knight") == 3 and state.power("theirs") == 2
    assert mtgsim.play(state).died == ("theirs",)


@plays("This creature has first strike as long as it's attacking.",
       "As long as this creature is attacking, it gets +1/+0.")
def test_as_long_as_it_is_attacking() -> None:
    """CR 611.3a: 'as long as it's attacking' gives first strike and +1/+0 only once it is declared
    as an attacker: it kills the blocking Bears in the first-strike step; the copy left home gets
    nothing."""
    text = ("This creature has first strike as long as it's attacking.\n"
            "As long as this creature is attacking, it gets +1/+0.")
    state = load(creature("raider", "A", 1, 1, text), creature("home", "A", 1, 1, text),
                 creature("bear", "B", 2, 2))
    assert not state.has("raider", Kw.FIRST_STRIKE) and state.power("raider") == 1
    state.apply("attack raider=B")
    assert state.has("raider", Kw.FIRST_STRIKE) and state.power("raider") == 2
    assert not state.has("home", Kw.FIRST_STRIKE) and state.power("home") == 1
    assert block_and_play(state, {"bear": "raider"}).died == ("bear",)


@plays("This creature gets +1/+1 as long as you control a Forest.",
       "As long as you control another Vampire, this creature has flying.")
@pytest.mark.parametrize("with_them", [True, False])
def test_as_long_as_you_control(with_them: bool) -> None:
    """CR 611.3a: a condition on what its controller controls: with a Forest and another Vampire of
    A's it has +1/+1 and flying (the Bears can't block it); an opponent's Forest doesn't count."""
    extra = [land("forest", "A", "Forest"),
             creature("other", "A", 1, 1, subtypes=["Vampire"])] if with_them else [
        land("forest", "B", "Forest")]  # an opponent's Forest doesn't count
    state = load(creature("vamp", "A", 2, 2, "This creature gets +1/+1 as long as you control "
                          "a Forest.\nAs long as you control another Vampire, this creature "
                          "has flying.", subtypes=["Vampire"]),
                 creature("bear", "B", 3, 3), *extra,
                 attacks={"vamp": "B"}, blocks={} if with_them else {"bear": "vamp"})
    assert state.has("vamp", Kw.FLYING) is with_them
    assert state.power("vamp") == (3 if with_them else 2)
    if with_them:  # the bear can't block a flyer
        assert mtgsim.play(state).life["B"] == 17
    else:
        assert mtgsim.play(state).died == ("vamp",)


@plays("As long as you control three or more artifacts, this creature gets +2/+2.",
       "As long as an opponent controls an Island, this creature gets +1/+0.")
def test_counted_and_opponent_conditions() -> None:
    """CR 611.3a: 'three or more artifacts' counts the artifact creature itself, and 'an opponent
    controls an Island' reads B's lands: a 4/3 that kills the 2/4 Ogre; with two artifacts and not
    being one itself, no bonus."""
    artifacts = [{"id": f"a{i}", "controller": "A", "types": ["Artifact"]} for i in range(3)]
    state = load(creature("golem", "A", 1, 1, "As long as you control three or more "
                          "artifacts, this creature gets +2/+2.\nAs long as an opponent "
                          "controls an Island, this creature gets +1/+0.",
                          types=["Artifact", "Creature"]),
                 *artifacts[:2], land("island", "B", "Island"), creature("ogre", "B", 2, 4),
                 attacks={"golem": "B"}, blocks={"ogre": "golem"})
    assert state.power("golem") == 4  # itself and two more: three artifacts
    assert mtgsim.play(state).died == ("ogre",)
    small = load(creature("golem", "A", 1, 1, "As long as you control three or more "
                          "artifacts, this creature gets +2/+2."), *artifacts[:2])
    assert small.power("golem") == 1  # two artifacts: not a creature artifact itself


@plays("Metalcraft — This creature gets +2/+2 as long as you control three or more artifacts.",
       "Threshold — This creature gets +1/+1 as long as seven or more cards are in your graveyard.")
@pytest.mark.parametrize("grown", [True, False])
def test_ability_words_before_static_abilities(grown: bool) -> None:
    """CR 207.2c: an ability word (metalcraft, threshold) has no rules meaning — the static
    ability after it applies as written (611.3a): with three artifacts and seven cards in
    its graveyard, the 1/1 is a 4/4 and kills the 3/3 Ogre; with two artifacts and six cards,
    it is a 1/1 and dies."""
    artifacts = [{"id": f"a{i}", "controller": "A", "types": ["Artifact"]}
                 for i in range(3 if grown else 2)]
    data: dict[str, Any] = {
        "active_player": "A",
        "players": {"A": {"graveyard": 7 if grown else 6}, "B": {}},
        "permanents": [creature("golem", "A", 1, 1, "Metalcraft — This creature gets +2/+2 "
                                "as long as you control three or more artifacts.\nThreshold "
                                "— This creature gets +1/+1 as long as seven or more cards "
                                "are in your graveyard."), *artifacts,
                       creature("ogre", "B", 3, 3)],
        "combat": {"attacks": {"golem": "B"}, "blocks": {"ogre": "golem"}}}
    state = mtgsim.load(data)
    assert state.power("golem") == (4 if grown else 1)
    assert mtgsim.play(state).died == (("ogre",) if grown else ("golem",))


@plays("As long as you have 25 or more life, this creature gets +2/+2.")
@pytest.mark.parametrize(("life", "dies"), [(25, "ogre"), (24, "soul")])
def test_as_long_as_you_have_n_or_more_life(life: int, dies: str) -> None:
    """CR 611.3a: the bonus holds at 25 life (the 4/4 kills the 3/3 Ogre) and not at 24 (the 2/2
    dies)."""
    state = load(creature("soul", "A", 2, 2, "As long as you have 25 or more life, this "
                          "creature gets +2/+2."), creature("ogre", "B", 3, 3),
                 attacks={"soul": "B"}, blocks={"ogre": "soul"}, life={"A": life})
    assert mtgsim.play(state).died == (dies,)


@plays("As long as this creature has a +1/+1 counter on it, it has flying.")
def test_as_long_as_it_has_a_counter() -> None:
    """CR 611.3a and 122.1: with a +1/+1 counter on it the creature has flying, so the Bears can't
    block it (702.9b); the copy without a counter doesn't."""
    text = "As long as this creature has a +1/+1 counter on it, it has flying."
    state = load(creature("drake", "A", 1, 1, text, counters={"+1/+1": 1}),
                 creature("plain", "A", 1, 1, text), creature("bear", "B", 2, 2),
                 attacks={"drake": "B"})
    assert state.has("drake", Kw.FLYING) and not state.has("plain", Kw.FLYING)
    blocks = [str(a) for a in state.legal_actions()]
    assert not any("bear" in b for b in blocks)
    assert mtgsim.play(state).life["B"] == 18


# --- characteristic-defining P/T (604.3, 613.4a) ----------------------------------------------

@plays("This creature's power and toughness are each equal to the number of creatures you "
       "control.", "This creature's power is equal to the number of Elves you control.")
def test_power_and_toughness_defined_by_a_count() -> None:
    """CR 604.3 and 613.4a: a characteristic-defining ability counts continuously: the crowd is a
    3/3 with three creatures, the chief's power counts Elves (2); when the Elf dies in combat the
    crowd is a 2/2 with 2 damage and dies too (704.5g)."""
    state = load(creature("crowd", "A", 0, 0, "This creature's power and toughness are each "
                          "equal to the number of creatures you control."),
                 creature("chief", "A", 0, 4, "This creature's power is equal to the number "
                          "of Elves you control.", subtypes=["Elf"]),
                 creature("elf", "A", 1, 1, subtypes=["Elf"]), creature("bear", "B", 2, 2),
                 creature("ogre", "B", 3, 3),
                 attacks={"crowd": "B", "chief": "B", "elf": "B"},
                 blocks={"bear": "crowd", "ogre": "elf"})
    assert (state.power("crowd"), state.toughness("crowd")) == (3, 3)
    assert (state.power("chief"), state.toughness("chief")) == (2, 4)
    outcome = mtgsim.play(state)
    # the crowd (3/3) kills the bear and takes 2; the elf dies, so the crowd counts two
    # creatures: a 2/2 with 2 damage, it dies too (704.5g); the chief deals 2
    assert set(outcome.died) == {"bear", "elf", "crowd"} and outcome.life["B"] == 18


def test_a_pump_applies_on_top_of_a_defined_power() -> None:
    """Layer 7a then 7c: a +2/+2 effect adds to the counted P/T; a setting effect (7b)
    overrides it."""
    from sim.model.objects import Effect
    state = load(creature("crowd", "A", 0, 0, "This creature's power and toughness are each "
                          "equal to the number of creatures you control."),
                 creature("elf", "A", 1, 1))
    state.add_effect(Effect(frozenset({"crowd"}), power=2, toughness=2))
    assert state.power("crowd") == 4
    state.add_effect(Effect(frozenset({"crowd"}), set_power=1, set_toughness=1))
    assert state.power("crowd") == 3


# --- reading -----------------------------------------------------------------------------------

@pytest.mark.parametrize("text", [
    "Tokens you control get +1/+1.",
    "Creatures you control with flying have haste.",
    "As long as you control a creature with flying, this creature gets +1/+1.",
    "This creature gets +1/+1.", "Other creatures you control that are tapped get +1/+1."])
def test_what_is_not_understood_is_listed(text: str) -> None:
    reading = read_text(text)
    assert reading.unsupported == (text,) and reading.parsed.statics == ()


def test_lord_subjects_read_subtypes_in_plural_and_singular() -> None:
    for text, subtype in [("Other Elves you control get +1/+1.", "Elf"),
                          ("Elf creatures you control get +1/+1.", "Elf"),
                          ("Wolves you control have trample.", "Wolf"),
                          ("Other Dwarves you control get +1/+0.", "Dwarf"),
                          ("Merfolk you control have islandwalk.", "Merfolk")]:
        reading = read_text(text)
        (static,) = reading.parsed.statics
        assert reading.status == FULL and static.only is not None
        assert static.only.subtype == subtype
