"""The ability model (sim.model.programs): Oracle effect text read into programs."""

from __future__ import annotations

import pytest

from cards import default_pool
from sim import Kw
from sim.model.abilities import BLOCK_TAX, MUST_BLOCK_ATTACKER
from sim.model.programs import (
    DAMAGE,
    DEFENDING,
    DRAW,
    GAIN_LIFE,
    LOSE_LIFE,
    MINUS_COUNTER,
    MODIFY,
    OPPONENTS,
    PREVENT,
    REGENERATE,
    SELF,
    SOURCE,
    THAT,
    YOU,
    Op,
    TargetSpec,
    TokenSpec,
    target,
)
from sim.text.effect_text import read_effect, read_target
from sim.text.keyword_programs import keyword_program


def test_giant_growth_is_one_target_and_a_pump() -> None:
    p = read_effect("Target creature gets +3/+3 until end of turn.")
    assert p.targets == (TargetSpec("target creature"),)
    assert p.ops == (Op(MODIFY, target(0), 3, 3),)
    assert p.runnable and not p.unsupported and not p.optional


def test_divided_damage_is_one_required_and_optional_further_slots() -> None:
    p = read_effect("Electrolyze deals 2 damage divided as you choose among one or two "
                       "targets.\nDraw a card.", "Electrolyze")
    first, second = p.targets
    assert first.types == second.types == frozenset({"creature", "player", "planeswalker"})
    assert not first.optional and second.optional and second.among == 0
    assert p.ops == (Op(DAMAGE, target(0), amount=2, divided=2),
                     Op(DRAW, YOU, amount=1))
    three = read_effect("~ deals 4 damage divided as you choose among any number of "
                           "target creatures.")
    assert len(three.targets) == 4 and three.ops[0].divided == 4
    assert three.targets[0].types == frozenset({"creature"}) and not three.unsupported


def test_sure_strike_pumps_and_grants_first_strike() -> None:
    (op,) = read_effect("Target creature gets +3/+0 and gains first strike until end of "
                           "turn.").ops
    assert (op.power, op.toughness, op.add) == (3, 0, Kw.FIRST_STRIKE)


@pytest.mark.parametrize(("words", "field", "value"), [
    ("attacking creature", "attacking", True),
    ("blocking creature", "blocking", True),
    ("creature you control", "controller", "you"),
    ("creature an opponent controls", "controller", "opponent"),
    ("tapped creature", "tapped", True),
    ("creature with flying", "with_kw", Kw.FLYING),
    ("nonblack creature", None, None),
])
def test_target_phrases(words: str, field: str | None, value: object) -> None:
    spec = read_target(words)
    if field is None:
        assert spec is None or spec.not_subtype == "Black"
    else:
        assert spec is not None and getattr(spec, field) == value


def test_any_target_is_creature_player_or_planeswalker() -> None:
    p = read_effect("Prevent the next 4 damage that would be dealt to any target this turn.")
    assert p.targets[0].types == frozenset({"creature", "player", "planeswalker"})
    assert p.ops == (Op(PREVENT, target(0), amount=4),)


def test_the_card_name_means_the_source() -> None:
    p = read_effect("River Boa deals 2 damage to target creature.", "River Boa")
    assert p.ops == (Op(DAMAGE, target(0), amount=2),)
    assert read_effect("Regenerate River Boa.", "River Boa").ops == (
        Op(REGENERATE, SELF),)


def test_x_costs_scale_the_instruction() -> None:
    p = read_effect("This turn, creatures can't block unless their controller pays {X} for "
                       "each blocking creature they control.")
    assert p.uses_x and p.ops[0].rule == BLOCK_TAX and p.ops[0].x
    assert read_effect("Target creature gets +2/+X until end of turn.").unsupported


def test_modes_and_optional_and_condition() -> None:
    salve = read_effect("Choose one —\n• Target player gains 3 life.\n• Prevent the next 3 "
                           "damage that would be dealt to any target this turn.")
    assert len(salve.modes) == 2 and salve.runnable and not salve.ops
    assert salve.modes[0].ops[0].verb == GAIN_LIFE
    draw = read_effect("You may draw a card.")
    assert draw.optional and draw.ops == (Op(DRAW, YOU, amount=1),)
    blob = read_effect("If there are four or more card types among cards in your graveyard, "
                          "create a 3/3 green Ooze creature token that's tapped and attacking.")
    assert not blob.condition  # the instruction's own "if" (608.2c; sim.text.static_if)
    assert ("only if", "if there are four or more card types among cards in your "
            "graveyard") in blob.ops[0].params
    (op,) = blob.ops
    assert op.token == TokenSpec(3, 3, ("G",), ("Ooze",)) and op.attacking and op.tapped
    assert op.count == 1


def test_token_count() -> None:
    (op,) = read_effect("Create two 1/1 white Soldier creature tokens.").ops
    assert op.count == 2 and not op.attacking and op.token == TokenSpec(1, 1, ("W",),
                                                                           ("Soldier",))


def test_unknown_sentences_are_kept_and_the_rest_runs() -> None:
    p = read_effect("Target creature gets +1/+1 until end of turn. Mill 2.")
    assert p.unsupported == ("Mill 2.",) and len(p.ops) == 1 and p.runnable
    assert not read_effect("Return target creature to its owner's library.").runnable


def test_keyword_programs() -> None:
    provoke = keyword_program("provoke")
    assert provoke.optional and provoke.targets[0].controller == "defending"
    assert (MUST_BLOCK_ATTACKER, SOURCE) in provoke.ops[1].params
    assert keyword_program("bushido", 2).ops == (Op(MODIFY, SELF, 2, 2),)
    assert keyword_program("flanking").ops[0].who == THAT
    with pytest.raises(ValueError):
        keyword_program("trample")


@pytest.mark.parametrize(("name", "index"), [
    ("Roofstalker Wight", 0), ("Two-Headed Dragon", 0), ("War Cadence", 0), ("Bullwhip", 0),
    ("Nettling Imp", 0), ("Burning-Tree Bloodscale", 0), ("Burning-Tree Bloodscale", 1),
    ("River Boa", 0), ("Deepfathom Skulker", 0),
])
def test_pool_activated_abilities_are_runnable(name: str, index: int) -> None:
    program = default_pool()[name].activated[index].program
    assert program is not None and program.runnable


def test_pool_instants_read_fully() -> None:
    for name in ("Giant Growth", "Disfigure", "Kill Shot", "Sure Strike", "Mending Hands",
                 "Raise the Alarm", "Fog", "Healing Salve"):
        spell = default_pool()[name].spell
        assert spell is not None and spell.runnable and not spell.unsupported, name


@pytest.mark.parametrize(("text", "ops"), [
    ("each opponent loses 2 life", [(LOSE_LIFE, OPPONENTS, 2)]),
    ("defending player loses 1 life", [(LOSE_LIFE, DEFENDING, 1)]),
    ("you lose 3 life", [(LOSE_LIFE, YOU, 3)]),
    ("target opponent loses 1 life and you gain 1 life",
     [(LOSE_LIFE, "target:0", 1), (GAIN_LIFE, YOU, 1)]),
    ("~ deals 2 damage to each opponent", [(DAMAGE, OPPONENTS, 2)]),
    ("~ deals 1 damage to defending player", [(DAMAGE, DEFENDING, 1)]),
    ("put two -1/-1 counters on target creature", [(MINUS_COUNTER, "target:0", 2)]),
])
def test_life_loss_and_minus_counters(text: str, ops: list[tuple[str, str, int]]) -> None:
    program = read_effect(text)
    assert [(op.verb, op.who, op.amount) for op in program.ops] == ops
    assert not program.unsupported


def test_an_unknown_first_half_of_and_you_gain_is_not_half_read() -> None:
    program = read_effect("mill 2 and you gain 1 life")
    assert not program.ops and program.unsupported == ("mill 2 and you gain 1 life",)


def test_target_player_or_planeswalker() -> None:
    spec = read_target("player or planeswalker")
    assert spec is not None and spec.types == frozenset({"player", "planeswalker"})
