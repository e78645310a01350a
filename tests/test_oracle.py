"""sim.text.oracle: the one Oracle-text front end. What it understands runs in play; what it does
not is listed verbatim, never silently dropped, and never rejects a card."""

from __future__ import annotations

import json
from pathlib import Path

import attrs
import pytest

import mtgsim
from mtgsim.cli import main
from sim import Kw
from sim.model.abilities import BLOCK_TAX, LANDWALK, PROTECTION, RAMPAGE
from sim.text.keyword_lines import read_keyword
from sim.text.oracle import FULL, NONE, PARTIAL, read_text, read_triggered
from sim.text.static_text import param_text


def test_keyword_lines_reminder_text_and_sentences() -> None:
    reading = read_text("Flying, first strike\nProtection from red (This creature can't be "
                        "blocked by red creatures.)\nThis creature can't block.\n"
                        "{2}: This creature gains flying until end of turn.", "Sky Knight")
    assert reading.parsed.flags == Kw.FLYING | Kw.FIRST_STRIKE | Kw.CANT_BLOCK
    assert reading.parsed.params == frozenset({(PROTECTION, "R")})
    assert reading.unsupported == ()  # the activated ability runs (sim.rules.resolution)
    assert reading.status == FULL
    (ability,) = reading.activated
    assert ability.program is not None and ability.program.ops[0].add == Kw.FLYING
    assert read_text("Flying\n{2}: Mill 1.").status == PARTIAL


def test_status_full_and_none() -> None:
    assert read_text("Vigilance, trample").status == FULL
    text = "Whenever this creature mutates, scry 1."
    none = read_text(text)
    assert none.status == NONE and none.unsupported == (text,)
    assert read_text("When this creature enters, draw a card.").status == FULL
    assert read_text("").status == FULL and read_text("").unsupported == ()


def test_each_keyword_of_a_keyword_line_is_a_clause_of_its_own() -> None:
    reading = read_text("Flying, ravenous")
    assert reading.unsupported == ("ravenous",) and reading.supported == ("Flying",)
    assert reading.parsed.flags == Kw.FLYING and reading.status == "partial"
    assert read_text("Fabricate 1").unsupported == ()  # read as its rule words it (702.123a)
    assert read_text("Ripple 4").unsupported == ("Ripple 4",)
    # a sentence with commas is not a keyword line
    sentence = read_text("Flying, then sing a song.")
    assert sentence.unsupported == ("Flying, then sing a song.",)


@pytest.mark.parametrize(("word", "param"), [
    ("protection from black", (PROTECTION, "B")), ("Forestwalk", (LANDWALK, "Forest")),
    ("snow swampwalk", (LANDWALK, "Snow Swamp")), ("nonbasic landwalk", (LANDWALK,
                                                                            "Nonbasic")),
    ("rampage 2", (RAMPAGE, "2"))])
def test_keywords_with_parameters(word: str, param: tuple[str, str]) -> None:
    keyword = read_keyword(word)
    assert keyword is not None and keyword.params == frozenset({param})
    assert param_text(param) == word.lower()


SNOW = """
[players.A]
[players.B]
[[permanents]]
id = "yeti"
controller = "A"
power = 2
toughness = 2
keywords = ["{walk}"]
[[permanents]]
id = "land"
controller = "B"
types = ["land"]
subtypes = ["Forest"]
supertypes = {supers}
[[permanents]]
id = "bear"
controller = "B"
power = 2
toughness = 2
[combat]
attacks = {{ yeti = "B" }}
"""


@pytest.mark.parametrize(("walk", "supers", "blockable"), [
    ("snow forestwalk", '["Snow"]', False), ("snow forestwalk", "[]", True),
    ("forestwalk", "[]", False), ("nonbasic landwalk", "[]", False),
    ("nonbasic landwalk", '["Basic"]', True)])
def test_landwalk_of_every_kind_is_enforced(walk: str, supers: str, blockable: bool) -> None:
    """CR 702.14: landwalk makes a creature unblockable while the defending player controls a
    land of the named kind (a land type, with a supertype for snow landwalk; any land without
    the basic supertype for nonbasic landwalk)."""
    state = mtgsim.load(SNOW.format(walk=walk, supers=supers))
    state.apply("attack yeti=B")
    assert state.decision is not None and state.decision.kind == "declare_blockers"
    from sim import BlockDeclaration, DeclareBlockers
    assert (DeclareBlockers(BlockDeclaration.of({"bear": "yeti"})) in state.legal_actions()) \
        is blockable


INLINE = """
[players.A]
[players.B]
[[permanents]]
id = "drake"
controller = "A"
power = 2
toughness = 2
text = "Flying (This creature can't be blocked except by creatures with flying or reach.)\\n\
When this creature dies, mill 1."
[[permanents]]
id = "bear"
controller = "B"
power = 2
toughness = 2
"""


def test_an_inline_card_s_text_is_its_abilities(tmp_path: Path,
                                                capsys: pytest.CaptureFixture[str]) -> None:
    scenario = mtgsim.scenario(INLINE)
    assert scenario.state.has("drake", Kw.FLYING)
    assert scenario.warnings == (
        "permanents[0] (drake): the engine does not run 'When this creature dies, mill 1.'",)
    path = tmp_path / "drake.toml"
    path.write_text(INLINE)
    assert main(["run", str(path), "--json"]) == 0
    captured = capsys.readouterr()
    assert json.loads(captured.out)["legal"] is True
    assert "warning" in captured.err and "When this creature dies, mill 1." in captured.err
    assert main(["run", str(path), "--strict"]) == 2
    err = capsys.readouterr().err
    assert err.startswith("mtgsim: error: ") and "--strict" in err and "(drake)" in err


def test_listed_keywords_and_abilities_make_text_a_reference() -> None:
    text = INLINE.replace('power = 2\ntoughness = 2\ntext', 'power = 2\ntoughness = 2\n'
                          'keywords = ["reach"]\ntext', 1)
    scenario = mtgsim.scenario(text)
    assert scenario.state.has("drake", Kw.REACH) and not scenario.state.has("drake", Kw.FLYING)
    assert scenario.warnings == ()


def test_a_bundled_card_with_only_text_says_what_is_not_run() -> None:
    from cards import default_pool
    cadence = default_pool()["War Cadence"]
    assert cadence.unsupported == ()  # its X ability runs now (sim.rules.resolution)
    (ability,) = cadence.activated
    assert ability.program is not None and ability.program.ops[0].x
    assert ability.program.ops[0].rule == BLOCK_TAX


def test_activated_and_triggered_abilities_are_read_into_data() -> None:
    """CR 602.1 (cost: effect), 606 (loyalty), 603.1 (when/whenever/at): read into the ability
    model for the stack to run, and still listed as not run."""
    from sim.model.programs import Activated, Cost, Triggered
    reading = read_text("{2}, {T}, Sacrifice this artifact: It deals 1 damage to target "
                        "creature. That creature attacks this turn if able.\n"
                        "\u22121: Target player draws a card.\n"
                        "Whenever this creature attacks, it gets +1/+0 until end of turn.\n"
                        "When Kor dies, draw a card.\n"
                        "At the beginning of combat on your turn, untap target creature you "
                        "control.\n"
                        "Whenever this creature mutates, scry 1.", "Kor")
    assert [attrs.evolve(a, program=None) for a in reading.activated] == [
        Activated(Cost("{2}", tap=True, other=("Sacrifice this artifact",), sacrifice=True),
                  "It deals 1 damage to target creature. That creature attacks this turn if "
                  "able.", reading.activated[0].text),
        Activated(Cost(loyalty=-1), "Target player draws a card.",
                  "\u22121: Target player draws a card.")]
    bullwhip = reading.activated[0].program
    assert bullwhip is not None and [op.verb for op in bullwhip.ops] == ["damage", "modify"]
    assert [op.who for op in bullwhip.ops] == ["target:0", "target:0"]
    assert [(t.event, t.subject, t.effect) for t in reading.triggered] == [
        ("AttackerDeclared", "self", "it gets +1/+0 until end of turn"),
        ("Died", "self", "draw a card"),
        ("StepBegan", "beginning of combat on your turn", "untap target creature you control"),
        ("", "", "scry 1")]
    assert all(isinstance(t, Triggered) for t in reading.triggered)
    # run: the Bullwhip-like ability, the loyalty ability ("target player draws", CR 121.1),
    # the attack, dies and beginning-of-combat triggers; not run: the "mutates" trigger
    assert reading.unsupported == ("Whenever this creature mutates, scry 1.",)
    assert reading.status == PARTIAL


def test_a_mana_ability_line_is_run_not_listed() -> None:
    reading = read_text("{T}: Add {G}{G}{G}.")
    assert reading.parsed.mana == 3 and reading.unsupported == () and reading.activated == ()


def test_cards_keep_what_was_read_and_states_round_trip() -> None:
    import json as _json

    from sim import GameState
    scenario = mtgsim.scenario(INLINE.replace("When this creature dies", "Whenever this "
                                              "creature attacks"))
    card = scenario.state.permanents["drake"].card
    assert [t.event for t in card.triggered] == ["AttackerDeclared"]
    data = scenario.state.to_dict()
    assert GameState.from_dict(_json.loads(_json.dumps(data))).to_dict() == data


def test_a_short_card_name_is_replaced_only_as_a_whole_word() -> None:
    """A card named "Y": "you gain 1 life" must stay "you", not become "~ou"."""
    trigger = read_triggered("Whenever Y attacks, you gain 1 life.", "Y")
    assert trigger is not None and trigger.program is not None
    assert trigger.program.ops and not trigger.program.unsupported
    assert trigger.program.ops[0].who == "you"


def test_a_keyword_whose_quality_list_has_commas_is_one_clause() -> None:
    reading = read_text("Flying, protection from Vampires, Werewolves, and Zombies")
    assert reading.supported == ("Flying", "protection from Vampires, Werewolves, and Zombies")
    assert reading.unsupported == ()
    assert read_text("Hexproof from white, from blue, and from black").status == FULL


def test_a_spell_s_keyword_lines_and_reminder_text() -> None:
    """An instant's text: reminder text dropped, devoid run (the spell is colorless), a
    keyword the engine does not cast with (splice) listed on its own, the rest the effect."""
    from sim.text.oracle import read_spell

    spell = read_spell("Devoid (This card has no color.)\nSplice onto Arcane {1}{R} (As you "
                       "cast an Arcane spell, ...)\nTarget creature gets +2/+2 until end of "
                       "turn.", "Z")
    assert spell.keywords.flags == Kw.DEVOID
    assert spell.supported == ("Devoid", "Target creature gets +2/+2 until end of turn.")
    assert spell.unsupported == ("Splice onto Arcane {1}{R}",)
    assert spell.program.runnable and len(spell.program.targets) == 1
