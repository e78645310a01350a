"""``cards.coverage``: support status, clause patterns, the report — and the honesty rule of
issue 11: every supported clause pattern of the bundled cards, the fixture card files and the
keyword and ability lists is played by a test marked ``@plays`` (``tests/played.py``), every
such test cites the rules it checks, and every mechanism of the ability model the compiler can
produce is played (``tests/mechanisms.py``)."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import mechanisms
import pytest

import cards
from cards import coverage
from cards.coverage import concerns_combat, faces, measure, pattern, status
from cards.database import CardDatabase, build_record
from cards.importer import import_file
from sim.model.abilities import Parsed
from sim.model.card import CardDef
from sim.model.errors import ScenarioError
from sim.text import ABILITIES, KEYWORDS, build_card

TESTS = Path(__file__).parent
FIXTURES = TESTS / "fixtures" / "cards"


def fail(field: str, message: str) -> Exception:
    return ScenarioError("test", field, message)


def creature(text: str, name: str = "Testling") -> CardDef:
    fields = {"name": name, "power": 2, "toughness": 2}
    return build_card({**fields, "text": text} if text else fields, fail)


def fixture_cards(tmp: Path) -> list[CardDef]:
    out: list[CardDef] = []
    for path in sorted(FIXTURES.glob("*.json")):
        db_path = tmp / f"{path.stem}.sqlite"
        import_file(path, db_path)
        db = CardDatabase(db_path)
        out += [build_record(r, str(path)) for r in db.records()]
        db.close()
    return out


def test_pattern_replaces_the_name_and_numbers() -> None:
    assert pattern("Ward {2}") == "ward {N}"
    assert pattern("When Aang enters, Aang deals 3 damage to any target.",
                   "Aang, the Last Airbender") == "when ~ enters, ~ deals N damage to any target"
    assert pattern("Whenever this creature attacks, it gets +1/+0 until end of turn.") == \
        "whenever ~ attacks, it gets +N/+N until end of turn"


def test_status_full_partial_none() -> None:
    assert status(creature("Flying, trample")) == "full"
    assert status(creature("")) == "full"
    partial = creature("Flying, ravenous")
    assert status(partial) == "partial" and partial.unsupported == ("ravenous",)
    assert partial.supported == ("Flying",)
    assert status(creature("Ravenous")) == "none"


def test_measure_counts_cards_clauses_and_ranks_patterns() -> None:
    pool = [creature("Flying"), creature("Flying, ravenous"), creature("Ravenous", "B"),
            creature("When Testling enters, mill 2.\nTrample"),
            creature("When C enters, mill 1.", "C")]
    result = measure(pool)
    assert result.cards == 5
    assert result.statuses == {"full": 1, "partial": 2, "none": 2}
    assert result.unsupported[:2] == [("ravenous", 2, "Testling"),
                                      ("when ~ enters, mill N", 2, "Testling")]
    assert result.clauses == {"supported": 3, "unsupported": 4}
    # flying and trample concern combat; ravenous and mill do not
    assert result.combat_clauses == {"supported": 3, "unsupported": 0}


@pytest.mark.parametrize(("clause", "combat"), [
    ("flying", True), ("~ can't block", True), ("ward {N}", True),
    ("other elves you control get +N/+N", True), ("when ~ enters, draw a card", False),
    ("cascade", False), ("{t}: add {g}", False)])
def test_concerns_combat(clause: str, combat: bool) -> None:
    assert concerns_combat(clause) is combat


def played() -> set[str]:
    """The patterns of the clauses of every ``@plays`` test of the test files (not one expected
    to fail: ``mechanisms.playing``), a card's name in a clause as ``~`` (each name the clause
    may call its card by: ``mechanisms.names``)."""
    return {pattern(clause, name) for test in mechanisms.playing() for clause in test.clauses
            for name in mechanisms.names(clause)}


def test_every_supported_clause_pattern_is_played(tmp_path: Path) -> None:
    """Issue 11: a clause counts as supported only if the engine enforces it in play, and each
    supported pattern has a test that plays it: a permanent's clauses and an instant's or
    sorcery's effect alike (cast and resolved in a game)."""
    wanted: dict[str, str] = {}
    for card in [*cards.default_pool(), *fixture_cards(tmp_path)]:
        for face in faces(card):  # a transforming card's back face too (CR 712.2)
            for clause in face.supported:
                wanted.setdefault(pattern(clause, face.name), face.name)
    for phrase in [*KEYWORDS, *ABILITIES]:
        wanted.setdefault(pattern(phrase), "the keyword and ability lists")
    tested = played()
    missing = sorted(f"{p!r} ({where})" for p, where in wanted.items() if p not in tested)
    assert not missing, "no @plays test for:\n" + "\n".join(missing)


def test_every_plays_test_cites_the_rules_it_checks() -> None:
    """A test that plays a clause says in its docstring which rule of the Comprehensive Rules
    it checks ("CR 702.19b: trample assigns ..."), so a reader can hold the assertion against
    the rule."""
    tests = mechanisms.played_tests()
    assert len(tests) > 100  # the marks are found
    uncited = [t.where for t in tests if not mechanisms.CR_NUMBER.search(t.docstring)]
    assert not uncited, "no CR number in the docstring of:\n" + "\n".join(uncited)


def test_every_mechanism_of_the_ability_model_is_played(tmp_path: Path) -> None:
    """Every piece of the ability model a card can be ``full`` with is played by a test marked
    ``@plays``: reading each played clause as the compiler reads a card (``tests/mechanisms``)
    gives the keywords, parameter kinds, static rules, conditions, affected sets, effect verbs,
    subjects, durations and triggers the tests play. They must hold

    * every constant of ``sim.model.abilities`` and ``sim.model.programs`` the compiler writes
      into a model (found in the compiler's source: a new parameter kind, rule, condition or
      verb is one, whatever table or grammar reads it);
    * every trigger of the compiler's trigger tables and every event class it names;
    * every keyword flag of the keyword and ability lists;
    * every mechanism of a full clause of the bundled cards and the fixture card files, of
      the same kind (a verb as a verb, a rule as a rule)."""
    played = mechanisms.played_pieces()
    values = {value for _, value in played}
    missing = [f"{name} = {value!r}" for name, value in
               sorted(mechanisms.compiler_constants().items()) if value not in values]
    wanted: dict[tuple[str, str], str] = {}
    for trigger in mechanisms.compiler_triggers():
        wanted.setdefault(("trigger", trigger), "the compiler's trigger tables")
    for event in mechanisms.compiler_events():
        wanted.setdefault(("event", event), "an event the compiler names")
    for flag in {*KEYWORDS.values(), *ABILITIES.values()}:
        for piece in mechanisms.pieces(Parsed(flag)):
            wanted.setdefault(piece, "the keyword and ability lists")
    for card in [*cards.default_pool(), *fixture_cards(tmp_path)]:
        for _, model in card.clauses:
            for piece in mechanisms.pieces(model):
                wanted.setdefault(piece, card.name)
    missing += [f"{kind} {value!r} ({where})" for (kind, value), where in sorted(wanted.items())
                if (kind, value) not in played]
    assert not missing, "no @plays test plays:\n" + "\n".join(missing)


# --- mtgsim cards coverage --------------------------------------------------------------------

def coverage_json(capsys: pytest.CaptureFixture[str], *args: str) -> dict[str, Any]:
    from mtgsim.cli import main

    assert main(["cards", "coverage", "--json", *args]) == 0
    data: dict[str, Any] = json.loads(capsys.readouterr().out)
    return data


def test_the_creature_fixture_s_committed_figures(data_dir: Path,
                                                   capsys: pytest.CaptureFixture[str]) -> None:
    """The figures of tests/fixtures/cards/creatures_atomic.json (30 real cards): a change
    to the front end that moves them must update them here, on purpose."""
    data = coverage_json(capsys, "--cards", str(FIXTURES / "creatures_atomic.json"),
                         "--top", "3")
    assert data["cards"] == 30
    assert {s: v["cards"] for s, v in data["status"].items()} == {
        "full": 28, "partial": 2, "none": 0}  # Goblin Guide: its attack trigger's reveal runs;
    # Tolarian Terror: its cost reduction (CR 601.2f); Elvish Archdruid: its "{T}: Add {G} for
    # each Elf you control" is a mana ability (605.1a); Venerated Rotpriest: "target opponent
    # gets a poison counter" (122.1f)
    assert (data["clauses"]["supported"], data["clauses"]["unsupported"]) == (58, 3)
    assert (data["combat_clauses"]["supported"], data["combat_clauses"]["unsupported"]) == \
        (50, 2)
    assert len(data["unsupported_patterns"]) == 3 and data["not_built"] == []
    assert data["round_trip"] == {"full_cards": 28, "rendering_their_text": 28,
                                  "not_rendering_their_text": []}
    creatures = coverage_json(capsys, "--cards", str(FIXTURES / "creatures_atomic.json"),
                              "--type", "creature")
    assert creatures["cards"] == 29  # Glorious Anthem is an enchantment


def test_workers_report_what_one_process_does(data_dir: Path, monkeypatch: pytest.MonkeyPatch,
                                              capsys: pytest.CaptureFixture[str]) -> None:
    """``--workers 2`` summarizes the database in slices in two processes and reports exactly
    what one process does: the same figures, patterns and example cards (name order)."""
    real = coverage.slices
    monkeypatch.setattr(coverage, "slices", lambda n, t="": real(n, t, size=7))
    args = ["--cards", str(FIXTURES / "creatures_atomic.json"), "--top", "50"]
    one = coverage_json(capsys, *args, "--workers", "1")
    two = coverage_json(capsys, *args, "--workers", "2")
    assert one == two and one["cards"] == 30 and len(real(30, "", size=7)) == 5
    assert coverage_json(capsys, *args, "--workers", "2", "--type", "creature")["cards"] == 29


def test_without_a_database_the_bundled_cards(data_dir: Path,
                                              capsys: pytest.CaptureFixture[str]) -> None:
    data = coverage_json(capsys)
    assert data["sources"] == ["bundled cards"]
    assert data["cards"] == len(cards.default_pool())
    assert sum(v["cards"] for v in data["status"].values()) == data["cards"]


def test_the_table(data_dir: Path, capsys: pytest.CaptureFixture[str]) -> None:
    from mtgsim.cli import main

    assert main(["cards", "coverage", "--cards", str(FIXTURES / "creatures_atomic.json"),
                 "--top", "2"]) == 0
    out = capsys.readouterr().out.splitlines()
    assert out[1:5] == ["30 cards", "  full          28   93.3%",
                        "  partial        2    6.7%", "  none           0    0.0%"]
    assert out[7] == "round trip: 28 of 28 full cards render back to their text"
    assert out[8] == "most frequent unsupported clause patterns (top 2):"
    assert len(out) == 11


def test_bad_top_is_exit_2(data_dir: Path, capsys: pytest.CaptureFixture[str]) -> None:
    from mtgsim.cli import main

    with pytest.raises(SystemExit) as exit_info:
        main(["cards", "coverage", "--top", "0"])
    assert exit_info.value.code == 2
    assert "--top: expected an integer of at least 1, got '0'" in capsys.readouterr().err


def test_a_full_card_whose_model_no_longer_renders_its_text_is_reported() -> None:
    """The round trip is checked again by ``measure``: a card built as full whose model
    was changed behind the compiler's back (here: its anthem lost its condition) is named."""
    import attrs

    from sim.model.abilities import YOUR_TURN

    built = card_from_text("As long as it's your turn, creatures you control get +1/+1.")
    assert measure([built]).round_trip == (1, 1)
    (clause, model), = built.clauses
    static = model.statics[0]  # type: ignore[attr-defined]
    assert static.condition == YOUR_TURN
    broken = attrs.evolve(model, statics=(attrs.evolve(static, condition=""),))
    wrong = attrs.evolve(built, clauses=((clause, broken),))
    result = measure([wrong])
    assert result.round_trip == (1, 0) and result.not_round_tripping == [wrong.name]


def card_from_text(text: str) -> CardDef:
    from sim.text.card_fields import Fail

    return build_card({"name": "Anthem", "types": ["Enchantment"], "text": text},
                      lambda field, message: Fail(field, message))


def test_a_face_the_engine_never_plays_is_a_clause_not_run(data_dir: Path,
                                                           capsys: pytest.CaptureFixture[str]
                                                           ) -> None:
    """A multi-face card is ``full`` only when the engine plays every face it must: a flip
    card's flipped face (CR 710) is one clause not run (``not played: ...``, the names as ~,
    as ``cards.decks.faces_not_played`` says), so the card is ``partial`` however its played
    face runs; the faces it plays — a transforming card's back face (701.28a), a modal
    double-faced card's (712.12), an Adventure (715.3), a split card's halves (709.3) — are
    counted by their clauses instead."""
    data = coverage_json(capsys, "--cards", str(FIXTURES / "scryfall_oracle_cards.json"),
                         "--top", "50")
    unsupported = {row["pattern"]: row["cards"] for row in data["unsupported_patterns"]}
    assert unsupported["not played: ~, the flipped face of ~, is never used: the engine does "
                       "not flip permanents (CR 710)"] == 1  # Tok-Tok, Volcano Born
    assert [p for p in unsupported if p.startswith("not played")] == [
        "not played: ~, the flipped face of ~, is never used: the engine does not flip "
        "permanents (CR 710)"]  # (Tear, Petty Theft, Tangled Vale, Ravager of the Fells played)
