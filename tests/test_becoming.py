"""Effects that change characteristics (issue 29, "becomes"; ``sim.model.become_verbs``,
``sim.model.characteristic_layers``, ``sim.rules.becoming``, read by ``sim.text.animate_rules``
and written back by ``sim.text.render_becoming``): base power and toughness set (layer 7b),
colors set (5), abilities lost and gained (6), card types and creature types (4), each one
effect with one timestamp (CR 611.2a, 613.1, 613.6, 613.7; 205.1a-b)."""

from __future__ import annotations

from typing import Any

from played import plays

import mtgsim
from sim import GameState
from sim.model.keywords import Kw
from sim.model.objects import Zone
from sim.text.effect_text import read_effect
from sim.text.render import text


def board(*permanents: dict[str, Any]) -> GameState:
    """A's precombat main phase, four Plains for A's mana, B's turn after."""
    lands = [{"id": f"land{i}", "controller": "A", "types": ["Land"], "subtypes": ["Plains"]}
             for i in range(4)]
    return mtgsim.load({"active_player": "A", "step": "precombat main", "until": "end of turn",
                        "players": {"A": {"library": 5}, "B": {"library": 5}},
                        "permanents": [*permanents, *lands]})


def creature(pid: str, controller: str, power: int, toughness: int, card_text: str = "",
             **fields: Any) -> dict[str, Any]:
    out: dict[str, Any] = {"id": pid, "controller": controller, "power": power,
                           "toughness": toughness, **fields}
    if card_text:
        out["text"] = card_text
    return out


def activate(state: GameState, source: str, target: str | None = None) -> GameState:
    """A activates ``source``'s first ability (targeting ``target``), pays with Plains, and
    both players pass: it resolves."""
    state.apply(f"activate {source} 0")
    while state.decision is not None and str(state.decision.kind) != "priority" or \
            state.stack:
        kind = str(state.decision.kind) if state.decision is not None else ""
        actions = [str(a) for a in state.legal_actions()]
        if kind == "choose_target" and target is not None:
            state.apply(f"target {target}")
        elif kind == "priority":
            state.apply("pass")
        else:
            pays = [a for a in actions if a.startswith("pay")]
            state.apply(pays[0] if pays else actions[0])
    return state


def end_turn(state: GameState) -> GameState:
    """Both pass until B's turn begins (the cleanup step ends "until end of turn", 514.2)."""
    while state.decision is not None:
        actions = [str(a) for a in state.legal_actions()]
        state.apply(next((a for a in ("pass", "attack none", "block none") if a in actions),
                         actions[0]))
    return state


def rendered(clause: str) -> str:
    return text(read_effect(clause, "Probe"))


# --- layer 6: abilities lost (CR 613.1f, 613.7) -------------------------------------------------

LOSES_FLYING = "{1}: Target creature loses flying until end of turn."


@plays(LOSES_FLYING)
def test_a_creature_loses_flying_until_end_of_turn() -> None:
    """CR 611.2a, 613.1f, 514.2: B's Bird loses flying until end of turn, and has it again
    once the cleanup step ends the effect."""
    state = board(creature("src", "A", 1, 1, LOSES_FLYING), creature("bird", "B", 2, 2, "Flying"))
    assert state.has("bird", Kw.FLYING)
    activate(state, "src", "bird")
    assert not state.has("bird", Kw.FLYING)
    end_turn(state)
    assert state.has("bird", Kw.FLYING)


def test_a_grant_later_than_the_loss_survives_it_an_earlier_one_does_not() -> None:
    """CR 613.7a, 613.1f: the lord on the battlefield as the effect began ("other creatures you
    control have flying") has an earlier timestamp: its flying is lost with the Bird's own; a
    second lord entering after it (a new object, 400.7) grants flying again, applied after the
    loss; gone again, the loss shows."""
    lord = "Other creatures you control have flying."
    state = board(creature("src", "A", 1, 1, LOSES_FLYING), creature("bear", "B", 2, 2),
                  creature("lord1", "B", 1, 1, lord),
                  creature("lord2", "B", 1, 1, lord))
    state.move("lord2", Zone.GRAVEYARD)
    assert state.has("bear", Kw.FLYING)
    activate(state, "src", "bear")
    assert not state.has("bear", Kw.FLYING)
    state.move("lord2", Zone.BATTLEFIELD)
    assert state.has("bear", Kw.FLYING)
    state.move("lord2", Zone.GRAVEYARD)
    assert not state.has("bear", Kw.FLYING)


LOSE_AND_GAIN = "{1}: Until end of turn, Probe loses defender and gains flying."


@plays(LOSE_AND_GAIN)
def test_a_wall_loses_defender_and_gains_flying() -> None:
    """CR 613.1f, 611.2a: one effect removes defender and adds flying; at end of turn the
    wall is as printed again."""
    state = board(creature("wall", "A", 0, 4, "Defender\n" + LOSE_AND_GAIN, name="Probe"))
    activate(state, "wall")
    assert not state.has("wall", Kw.DEFENDER) and state.has("wall", Kw.FLYING)
    end_turn(state)
    assert state.has("wall", Kw.DEFENDER) and not state.has("wall", Kw.FLYING)


FEAR = "{B}: Target creature becomes black and gains fear until end of turn."


@plays("Target creature becomes black and gains fear until end of turn.")
def test_a_creature_becomes_black_and_gains_fear() -> None:
    """CR 105.3, 613.1e-f: its colors become black (layer 5) and it gains fear (6)."""
    state = board(creature("src", "A", 1, 1, FEAR.replace("{B}", "{1}")),
                  creature("bear", "B", 2, 2, colors=["G"]))
    activate(state, "src", "bear")
    assert state.permanents["bear"].card.color_set == {"B"} and state.has("bear", Kw.FEAR)
    assert rendered("target creature becomes black and gains fear until end of turn") == \
        "target creature becomes black and gains fear until end of turn"


# --- layer 5: colors (CR 105.3, 613.1e) -------------------------------------------------------

COLORLESS = "{1}: Probe becomes colorless until end of turn."


@plays("{3}: Ancient Kavu becomes colorless until end of turn.")
def test_a_creature_becomes_colorless_until_end_of_turn() -> None:
    """CR 105.2c, 613.1e, 514.2: the red Kavu is colorless until end of turn (its colors are
    none), then red again once the cleanup step ends the effect."""
    state = board(creature("kavu", "A", 3, 3, COLORLESS, name="Probe", colors=["R"]))
    activate(state, "kavu")
    assert state.permanents["kavu"].card.color_set == frozenset()
    end_turn(state)
    assert state.permanents["kavu"].card.color_set == {"R"}


@plays("{U}: Target creature becomes blue until end of turn.",
       "{W}: Target permanent becomes white until end of turn.")
def test_the_later_color_change_wins() -> None:
    """CR 613.1e, 613.7: two color-setting effects apply in timestamp order: blue, then white
    over it; each ends at the cleanup step."""
    state = board(creature("src", "A", 1, 1, "{1}: Target creature becomes blue until end of "
                           "turn.\n{1}: Target permanent becomes white until end of turn."),
                  creature("bear", "B", 2, 2, colors=["G"]))
    activate(state, "src", "bear")
    assert state.permanents["bear"].card.color_set == {"U"}
    state.apply("activate src 1")
    state.apply("target bear")
    while state.stack or str(state.decision.kind) != "priority":
        actions = [str(a) for a in state.legal_actions()]
        state.apply(next((a for a in actions if a.startswith("pay")), actions[0]))
    assert state.permanents["bear"].card.color_set == {"W"}
    end_turn(state)
    assert state.permanents["bear"].card.color_set == {"G"}


# --- layer 7b: base power and toughness (CR 613.4b-c) -------------------------------------------

BASE = "{1}: Target creature has base power and toughness 1/1 until end of turn."


@plays("Target creature has base power and toughness 1/1 until end of turn.")
def test_base_power_and_toughness_then_counters_and_pumps_over_it() -> None:
    """CR 613.4b-c: the Giant's base power and toughness become 1/1 (7b); its +1/+1 counter
    still applies over it (7c): a 2/2; at end of turn it is a 4/5 again."""
    state = board(creature("src", "A", 1, 1, BASE),
                  creature("giant", "B", 3, 4, counters={"+1/+1": 1}))
    activate(state, "src", "giant")
    assert (state.power("giant"), state.toughness("giant")) == (2, 2)
    end_turn(state)
    assert (state.power("giant"), state.toughness("giant")) == (4, 5)


def test_a_later_base_power_effect_overrides_an_earlier_one() -> None:
    """CR 613.4b, 613.7: two 7b effects apply in timestamp order: the later 1/1 wins over the
    earlier 5/5 (Serpent), whatever order the layers' other parts."""
    serpent = "{1}: Until end of turn, target creature becomes a blue serpent with base power " \
        "and toughness 5/5."
    state = board(creature("src", "A", 1, 1, serpent), creature("src2", "A", 1, 1, BASE),
                  creature("bear", "B", 2, 2, colors=["G"], subtypes=["Bear"]))
    activate(state, "src", "bear")
    assert (state.power("bear"), state.toughness("bear")) == (5, 5)
    activate(state, "src2", "bear")
    assert (state.power("bear"), state.toughness("bear")) == (1, 1)


@plays("Until end of turn, target creature becomes a blue serpent with base power and "
       "toughness 5/5.")
def test_a_creature_becomes_a_blue_serpent() -> None:
    """CR 205.1a, 105.3, 613.4b: its creature types become Serpent (replacing Bear), its color
    blue, its base power and toughness 5/5; it is still a creature; all ends at end of turn."""
    serpent = "{1}: Until end of turn, target creature becomes a blue serpent with base power " \
        "and toughness 5/5."
    state = board(creature("src", "A", 1, 1, serpent),
                  creature("bear", "B", 2, 2, colors=["G"], subtypes=["Bear"]))
    activate(state, "src", "bear")
    card = state.permanents["bear"].card
    assert card.subtypes == ("Serpent",) and card.color_set == {"U"} and card.is_creature
    assert (state.power("bear"), state.toughness("bear")) == (5, 5)
    end_turn(state)
    card = state.permanents["bear"].card
    assert card.subtypes == ("Bear",) and card.color_set == {"G"}


# --- layer 4: animation (CR 613.1d, 205.1b) ------------------------------------------------------

KEYRUNE = "{W}{U}: Probe becomes a 2/2 white and blue Bird artifact creature with flying until " \
    "end of turn."


@plays("{W}{U}: Azorius Keyrune becomes a 2/2 white and blue Bird artifact creature with flying "
       "until end of turn.")
def test_an_artifact_becomes_a_colored_flying_bird_creature() -> None:
    """CR 205.1b, 613.1d-f, 613.4b: the colorless artifact becomes a 2/2 white and blue Bird
    artifact creature with flying (it keeps its artifact type), until end of turn."""
    state = board({"id": "rune", "controller": "A", "types": ["Artifact"], "name": "Probe",
                   "text": KEYRUNE.replace("{W}{U}", "{2}")})
    activate(state, "rune")
    card = state.permanents["rune"].card
    assert set(card.types) == {"Artifact", "Creature"} and card.subtypes == ("Bird",)
    assert card.color_set == {"W", "U"} and state.has("rune", Kw.FLYING)
    assert (state.power("rune"), state.toughness("rune")) == (2, 2)
    end_turn(state)
    card = state.permanents["rune"].card
    assert card.types == ("Artifact",) and not card.color_set
    assert rendered(KEYRUNE.split(": ", 1)[1].lower().rstrip(".").replace("probe", "~")) == \
        "~ becomes a 2/2 white and blue bird artifact creature with flying until end of turn"


STILL = "{1}: Target land becomes a 3/3 creature that's still a land."


@plays("Target land becomes a 3/3 creature that's still a land.")
def test_a_land_becomes_a_creature_for_good_and_keeps_its_types() -> None:
    """CR 205.1b, 611.2a: no duration: the Dryad Arbor stays a 3/3 land creature — a Forest
    Dryad still (its creature types kept: "still a land" keeps them all) — after the turn."""
    state = board(creature("src", "A", 1, 1, STILL),
                  {"id": "arbor", "controller": "B", "types": ["Land", "Creature"],
                   "subtypes": ["Forest", "Dryad"], "power": 1, "toughness": 1})
    activate(state, "src", "arbor")
    end_turn(state)
    card = state.permanents["arbor"].card
    assert set(card.types) == {"Land", "Creature"} and set(card.subtypes) == {"Forest", "Dryad"}
    assert (state.power("arbor"), state.toughness("arbor")) == (3, 3)


CENTAUR = "{1}: Probe becomes a 4/4 Centaur creature in addition to its other types until end " \
    "of turn."


@plays("{G}{G}: Mirri's Guile becomes a 4/4 Centaur creature in addition to its other types "
       "until end of turn.")
def test_an_enchantment_becomes_a_centaur_in_addition_to_its_types() -> None:
    """CR 205.1b: "in addition to its other types": the enchantment is an Enchantment Creature
    — Centaur, 4/4 — until end of turn, then only an enchantment."""
    state = board({"id": "ench", "controller": "A", "types": ["Enchantment"], "name": "Probe",
                   "text": CENTAUR})
    activate(state, "ench")
    card = state.permanents["ench"].card
    assert set(card.types) == {"Enchantment", "Creature"} and card.subtypes == ("Centaur",)
    assert (state.power("ench"), state.toughness("ench")) == (4, 4)
    end_turn(state)
    assert state.permanents["ench"].card.types == ("Enchantment",)


def test_a_bird_artifact_creature_replaces_creature_types_in_addition_keeps_them() -> None:
    """CR 205.1b: "becomes a [creature type] artifact creature" replaces the creature types it
    had; "becomes a 4/4 Treefolk creature" is read (205.1a: its card types replaced,
    ``tests/test_card_type_replacement.py``), "a 4/4 Treefolk enchantment creature" not."""
    bird = "{1}: Target creature becomes a 2/2 Bird artifact creature until end of turn."
    state = board(creature("src", "A", 1, 1, bird),
                  creature("bear", "B", 2, 2, subtypes=["Bear"]))
    activate(state, "src", "bear")
    card = state.permanents["bear"].card
    assert card.subtypes == ("Bird",) and set(card.types) == {"Artifact", "Creature"}
    assert read_effect("~ becomes a 4/4 treefolk creature", "Probe").ops
    assert not read_effect("~ becomes a 4/4 treefolk enchantment creature", "Probe").ops


# --- "of your choice" (CR 608.2d) ----------------------------------------------------------------

def choose(state: GameState, answer: str) -> GameState:
    """A activates the first ability of ``state``'s "src", pays, and both pass; A answers the
    choose_quality decision as it resolves with ``answer``."""
    state.apply("activate src 0")
    while state.stack or str(state.decision.kind) != "priority":
        actions = [str(a) for a in state.legal_actions()]
        if str(state.decision.kind) == "choose_quality":
            state.apply(next(a for a in actions if a.endswith(" " + answer)))
        else:
            state.apply(next((a for a in actions if a.startswith("pay")), actions[0]))
    return state


@plays("{G}: Caldera Kavu becomes the color of your choice until end of turn.")
def test_a_creature_becomes_the_color_its_controller_chooses() -> None:
    """CR 608.2d, 105.3, 613.1e: the controller chooses a color as the ability resolves; the
    Kavu is that color until end of turn."""
    state = board(creature("src", "A", 2, 2, "{1}: Probe becomes the color of your choice "
                           "until end of turn.", name="Probe", colors=["R"]))
    choose(state, "blue")
    assert state.permanents["src"].card.color_set == {"U"}
    end_turn(state)
    assert state.permanents["src"].card.color_set == {"R"}


@plays("{1}: Mistform Dreamer becomes the creature type of your choice until end of turn.")
def test_a_creature_becomes_the_creature_type_its_controller_chooses() -> None:
    """CR 608.2d, 205.1a: the chosen creature type replaces its creature types (Illusion),
    until end of turn; its card types stay."""
    state = board(creature("src", "A", 2, 1, "{1}: Probe becomes the creature type of your "
                           "choice until end of turn.", name="Probe", subtypes=["Illusion"]))
    choose(state, "Elf")
    card = state.permanents["src"].card
    assert card.subtypes == ("Elf",) and card.types == ("Creature",)
    end_turn(state)
    assert state.permanents["src"].card.subtypes == ("Illusion",)


# --- a pump beside the changes (CR 613.4c) -------------------------------------------------------

@plays("{T}: Leering Gargoyle gets -2/+2 and loses flying until end of turn.")
def test_a_creature_gets_minus_two_plus_two_and_loses_flying() -> None:
    """CR 613.4c, 613.1f: one effect: -2/+2 (7c) and flying lost (6), until end of turn."""
    state = board(creature("src", "A", 3, 3, "Flying\n{1}: Probe gets -2/+2 and loses flying "
                           "until end of turn.", name="Probe"))
    activate(state, "src")
    assert (state.power("src"), state.toughness("src")) == (1, 5)
    assert not state.has("src", Kw.FLYING)
    end_turn(state)
    assert (state.power("src"), state.toughness("src")) == (3, 3) and state.has("src", Kw.FLYING)


@plays("Target creature gets +1/+1, becomes black, and gains shadow until end of turn.",
       "Target creature becomes green and gets +1/+1 until end of turn.")
def test_a_creature_gets_plus_one_becomes_black_and_gains_shadow() -> None:
    """CR 613.4c, 613.1e-f: +1/+1 (7c), black (5), shadow (6): one effect, one timestamp."""
    clutch = "{1}: Target creature gets +1/+1, becomes black, and gains shadow until end of turn."
    state = board(creature("src", "A", 1, 1, clutch), creature("bear", "A", 2, 2, colors=["G"]))
    activate(state, "src", "bear")
    assert (state.power("bear"), state.toughness("bear")) == (3, 3)
    assert state.permanents["bear"].card.color_set == {"B"} and state.has("bear", Kw.SHADOW)


@plays("{2}{G}: Ursine Champion gets +1/+1 and becomes a Bear Berserker until end of turn.",
       "{2}: Until end of turn, target nonartifact creature gets +1/+1 and becomes an artifact "
       "in addition to its other types.")
def test_creature_types_replaced_or_a_card_type_added() -> None:
    """CR 205.1a: "becomes a Bear Berserker" replaces its creature types (Human); 205.1b: "an
    artifact in addition to its other types" adds the card type, keeping Creature and Bear."""
    champion = "{1}: Probe gets +1/+1 and becomes a Bear Berserker until end of turn."
    forge = "{1}: Until end of turn, target nonartifact creature gets +1/+1 and becomes an " \
        "artifact in addition to its other types."
    state = board(creature("champ", "A", 2, 2, champion, name="Probe", subtypes=["Human"]),
                  creature("forge", "A", 1, 1, forge), creature("bear", "B", 2, 2,
                                                                subtypes=["Bear"]))
    activate(state, "champ")
    assert state.permanents["champ"].card.subtypes == ("Bear", "Berserker")
    assert (state.power("champ"), state.toughness("champ")) == (3, 3)
    activate(state, "forge", "bear")
    card = state.permanents["bear"].card
    assert set(card.types) == {"Artifact", "Creature"} and card.subtypes == ("Bear",)
    end_turn(state)
    assert state.permanents["champ"].card.subtypes == ("Human",)
    assert state.permanents["bear"].card.types == ("Creature",)


@plays("{R/W}: Figure of Destiny becomes a Kithkin Spirit with base power and toughness 4/4.")
def test_a_lasting_change_ends_as_the_permanent_leaves() -> None:
    """CR 611.2a, 205.1a, 400.7: no duration: the 1/1 Human is a 4/4 Kithkin Spirit for as
    long as it stays on the battlefield (after the turn too); the card it becomes in a
    graveyard is a new object, a 1/1 Human again."""
    figure = "{1}: Probe becomes a Kithkin Spirit with base power and toughness 4/4."
    state = board(creature("fig", "A", 1, 1, figure, name="Probe", subtypes=["Human"]))
    activate(state, "fig")
    end_turn(state)
    assert state.permanents["fig"].card.subtypes == ("Kithkin", "Spirit")
    assert (state.power("fig"), state.toughness("fig")) == (4, 4)
    state.move("fig", Zone.GRAVEYARD)
    assert state.permanents["fig"].card.subtypes == ("Human",)
    assert (state.power("fig"), state.toughness("fig")) == (1, 1)


@plays("All creatures lose indestructible until end of turn.",
       "Creatures your opponents control have base power and toughness 1/1 until end of turn.",
       "Attacking creatures with flying get -2/-2 and lose flying until end of turn.")
def test_a_group_loses_an_ability_or_gets_a_base_power() -> None:
    """CR 611.2c: the creatures a group names are fixed as the effect begins; each loses
    indestructible (613.1f) / B's have base power and toughness 1/1 (613.4b), A's stay."""
    hour = "{1}: All creatures lose indestructible until end of turn."
    flat = "{1}: Creatures your opponents control have base power and toughness 1/1 until end " \
        "of turn."
    state = board(creature("src", "A", 1, 1, hour), creature("src2", "A", 3, 3, flat),
                  creature("wall", "B", 0, 4, "Indestructible"),
                  creature("mine", "A", 2, 2, "Indestructible"))
    activate(state, "src")
    assert not state.has("wall", Kw.INDESTRUCTIBLE) and not state.has("mine", Kw.INDESTRUCTIBLE)
    activate(state, "src2")
    assert (state.power("wall"), state.toughness("wall")) == (1, 1)
    assert (state.power("src2"), state.toughness("src2")) == (3, 3)
    assert rendered("attacking creatures with flying get -2/-2 and lose flying until end of "
                    "turn").endswith("flying until end of turn")


@plays("Creatures your opponents control lose first strike and double strike until end of turn.")
def test_a_group_loses_two_abilities() -> None:
    """CR 613.1f, 611.2c: B's creature loses both first strike and double strike; A's keeps
    its first strike."""
    draw = "{1}: Creatures your opponents control lose first strike and double strike until " \
        "end of turn."
    state = board(creature("src", "A", 1, 1, draw), creature("mine", "A", 2, 2, "First strike"),
                  creature("duelist", "B", 2, 2, "First strike\nDouble strike"))
    activate(state, "src")
    assert not state.has("duelist", Kw.FIRST_STRIKE | Kw.DOUBLE_STRIKE)
    assert state.has("mine", Kw.FIRST_STRIKE)
