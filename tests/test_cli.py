"""The ``mtgsim`` command line: both commands, both output modes, exit codes, and bad input.

Every bad input must give exit 2 and one message naming the file (or argument) and the
field, never a traceback.
"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from mtgsim.cli import main
from sim.model.card import CardDef

ROOT = Path(__file__).resolve().parent.parent
ALPHA = str(ROOT / "examples" / "alpha_strike.toml")
TRAMPLE_JSON = str(ROOT / "examples" / "trample_planeswalker.json")

BOARD = """
[players.A]
[players.B]
[[permanents]]
id = "a1"
controller = "A"
card = "Grizzly Bears"
[[permanents]]
id = "b1"
controller = "B"
card = "Hill Giant"
"""


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def write(tmp_path: Path, text: str, name: str = "s.toml") -> str:
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    return str(path)


# --- run ----------------------------------------------------------------------------------------

def test_run_text_log_shows_every_step(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "run", ALPHA)
    assert code == 0
    for heading in ("== declare attackers ==", "== declare blockers ==",
                    "== first-strike combat damage ==", "== combat damage ==", "== result =="):
        assert heading in out
    assert "hydra deals 4 damage to jace" in out
    assert "A: 14 life" in out  # 12 + 2 lifelink from the Nighthawk


def test_run_json_contract(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "run", ALPHA, "--json")
    assert code == 0
    data = json.loads(out)
    assert data["schema_version"] == 1
    assert data["rules"] == "current"
    assert data["legal"] is True
    assert data["players"]["A"]["life"] == 14 and data["players"]["B"]["life"] == 14
    assert sorted(data["died"]) == ["bears", "jace", "lions", "spider", "wall"]
    assert data["permanents"]["hawk"] == {**data["permanents"]["hawk"], "zone": "battlefield",
                                          "damage": 2, "power": 2, "toughness": 3}
    assert data["permanents"]["ace"]["counters"] == {"+1/+1": 2}
    assert data["permanents"]["wall"]["zone"] == "graveyard"
    kinds = {e["kind"] for e in data["events"]}
    assert {"step begins", "attacks", "blocks", "damage", "dies", "life gained"} <= kinds


def test_run_json_scenario_file(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "run", TRAMPLE_JSON, "--json")
    assert code == 0
    data = json.loads(out)
    assert data["players"]["B"]["life"] == 20  # trample excess went to Jace, not to B
    assert sorted(data["died"]) == ["bear", "jace"]


def test_run_illegal_declaration_exits_3_with_reasons(
        capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    path = write(tmp_path, BOARD.replace('card = "Grizzly Bears"', 'card = "Grizzly Bears"\n'
                                         'tapped = true') + '[combat]\nattacks = { a1 = "B" }\n')
    code, out, _ = run(capsys, "run", path)
    assert code == 3
    assert "ILLEGAL" in out and "a1: is tapped (CR 508.1a)" in out
    code, out, _ = run(capsys, "run", path, "--json")
    data = json.loads(out)
    assert code == 3 and data["legal"] is False
    assert data["violations"][0]["rule"] == "508.1a"


def test_run_illegal_damage_split_exits_3(capsys: pytest.CaptureFixture[str],
                                          tmp_path: Path) -> None:
    text = BOARD.replace('card = "Grizzly Bears"', 'card = "Colossal Dreadmaw"') + """
[combat]
attacks = { a1 = "B" }
blocks = { b1 = "a1" }
damage = { a1 = { b1 = 2, B = 4 } }
"""
    code, out, _ = run(capsys, "run", write(tmp_path, text), "--json")
    assert code == 3
    data = json.loads(out)
    assert data["legal"] is False
    assert "lethal" in data["violations"][0]["reason"]
    # the work so far is kept: the steps begun, the attack and the block; no damage is dealt
    assert [(e["kind"], e["step"]) for e in data["events"]] == [
        ("step begins", "beginning of combat"), ("step begins", "declare attackers"),
        ("attacks", "declare attackers"), ("becomes tapped", "declare attackers"),
        ("step begins", "declare blockers"),
        ("blocks", "declare blockers"), ("step begins", "combat damage")]


@pytest.mark.parametrize("policy", ["default", "random", "heuristic"])
def test_run_policies(capsys: pytest.CaptureFixture[str], tmp_path: Path, policy: str) -> None:
    code, out, _ = run(capsys, "run", write(tmp_path, BOARD), "--policy", policy, "--json",
                       "--seed", "3")
    assert code == 0
    assert json.loads(out)["legal"] is True


# --- legal --------------------------------------------------------------------------------------

def test_legal_attackers_counts_and_lists(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "legal", ALPHA, "--step", "attackers", "--json", "--limit", "500")
    assert code == 0
    data = json.loads(out)
    # four untapped attackers, each may stay home, attack B or attack Jace
    assert data["count"] == 3 ** 4 == len(data["declarations"])
    assert data["truncated"] is False
    assert {"hydra": "jace"} in data["declarations"]


def test_legal_blockers_respects_flying(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "legal", ALPHA, "--step", "blockers", "--json", "--limit", "0")
    assert code == 0
    data = json.loads(out)
    # bears, wall and lions can't block the flying hawk (4 choices each); the spider has reach (5)
    assert data["count"] == 4 * 4 * 4 * 5
    assert data["declarations"] == [] and data["truncated"] is True


def test_legal_check_verdicts(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "legal", ALPHA, "--step", "blockers", "--check",
                       '{"spider": ["hawk"], "wall": "hydra"}')
    assert code == 0 and "legal" in out
    code, out, _ = run(capsys, "legal", ALPHA, "--step", "blockers", "--check",
                       '{"bears": ["hawk"]}', "--json")
    data = json.loads(out)
    assert code == 3 and data["legal"] is False
    assert data["violations"][0]["rule"] == "702.9b"


def test_legal_text_listing(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "legal", ALPHA, "--step", "attackers", "--limit", "2")
    assert code == 0
    assert out.startswith("81 legal attack declarations")
    assert "79 more" in out


def test_cards_listing(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "cards", "--json")
    names = {c["name"] for c in json.loads(out)["cards"]}
    assert code == 0 and {"Grizzly Bears", "Hill Giant", "Watchdog"} <= names


PRISON_TEXT = ("creatures can't attack you unless their controller pays {2} for each creature "
               "they control that's attacking you")


def test_cards_text_shows_only_what_is_set_and_every_ability(
        capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "cards")
    assert code == 0 and "None" not in out
    lines = {line[:24].rstrip(): line for line in out.splitlines()}
    assert lines["Ghostly Prison"] == f"{'Ghostly Prison':<24} {'Enchantment':<20} {'':<10} " \
                                      f"[{PRISON_TEXT}]"
    assert lines["Lure"] == f"{'Lure':<24} {'Enchantment':<20} {'':<10} " \
                            "[enchant creature; all creatures able to block enchanted " \
                            "creature do so]"
    assert lines["Goblin War Drums"].endswith("  [creatures you control have menace]")
    assert lines["Gorilla Berserkers"] == (
        f"{'Gorilla Berserkers':<24} {'Creature':<20} {'2/3':<10} [trample; can't be blocked "
        "except by three or more creatures; rampage 2]")
    assert lines["Manta Ray"].endswith(
        "3/3        [can't attack unless defending player controls an Island; can't be blocked "
        "except by blue creatures]")
    assert lines["Elvish Aberration"].endswith("4/5        [{T}: add 3 mana]")
    assert lines["Jace Beleren"] == f"{'Jace Beleren':<24} {'Planeswalker':<20} loyalty 3"
    assert lines["Grizzly Bears"] == f"{'Grizzly Bears':<24} {'Creature':<20} 2/2"
    assert lines["Fog"] == f"{'Fog':<24} Instant"


def test_cards_json_lists_every_ability(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "cards", "--json")
    cards = {c["name"]: c for c in json.loads(out)["cards"]}
    assert code == 0
    assert cards["Ghostly Prison"] == {
        "name": "Ghostly Prison", "types": ["Enchantment"], "subtypes": [], "power": None,
        "toughness": None, "loyalty": None, "defense": None, "keywords": [], "params": [],
        "statics": [PRISON_TEXT], "mana": None}
    assert cards["Gorilla Berserkers"]["keywords"] == [
        "trample", "can't be blocked except by three or more creatures"]
    assert cards["Gorilla Berserkers"]["params"] == ["rampage 2"]
    assert (cards["Gorilla Berserkers"]["power"], cards["Gorilla Berserkers"]["toughness"]) \
        == (2, 3)
    assert cards["Goblin War Drums"]["statics"] == ["creatures you control have menace"]
    assert cards["Elvish Aberration"]["mana"] == 3 and cards["Elvish Aberration"]["statics"] == []
    assert (cards["Jace Beleren"]["loyalty"], cards["Jace Beleren"]["power"]) == (3, None)


def test_cards_shows_a_battles_defense(capsys: pytest.CaptureFixture[str],
                                       monkeypatch: pytest.MonkeyPatch) -> None:
    """No battle is in the pool yet: list a pool holding one."""
    battle = CardDef("Invasion of Test", types=("Battle",), subtypes=("Siege",), defense=5)
    monkeypatch.setattr("mtgsim.cli.card_commands.default_pool", lambda: [battle])
    code, out, _ = run(capsys, "cards")
    assert code == 0 and out == f"{'Invasion of Test':<24} {'Battle':<20} defense 5\n"
    code, out, _ = run(capsys, "cards", "--json")
    [row] = json.loads(out)["cards"]
    assert (row["defense"], row["power"], row["loyalty"], row["mana"]) == (5, None, None, None)


# --- bad input: exit 2, one message naming the file and field, no traceback ---------------------

BAD_FILES = [
    ("unknown card", BOARD.replace("Grizzly Bears", "Grizzly Bear"),
     ["permanents[0].card", "Did you mean 'Grizzly Bears'"]),
    ("unknown keyword", BOARD + 'keywords = ["flyng"]\n',
     ["permanents[1].keywords[0]", "'flying'", "Accepted:"]),
    ("unknown ability", BOARD + 'abilities = ["can not block"]\n',
     ["permanents[1].abilities[0]", "can't block"]),
    ("duplicate id", BOARD.replace('id = "b1"', 'id = "a1"'),
     ["permanents[1].id", "duplicate id 'a1'"]),
    ("missing id", BOARD.replace('id = "b1"\n', ""), ["permanents[1].id", "missing"]),
    ("id clashing with a player", BOARD.replace('id = "b1"', 'id = "A"'),
     ["permanents[1].id", "duplicate"]),
    ("unknown controller", BOARD.replace('controller = "B"', 'controller = "C"'),
     ["permanents[1].controller", "'C' is not a player"]),
    ("missing attacker id", BOARD + '[combat]\nattacks = { zz = "B" }\n',
     ["combat.attacks.zz", "no permanent with id 'zz'"]),
    ("attack target unknown", BOARD + '[combat]\nattacks = { a1 = "Q" }\n',
     ["combat.attacks.a1", "not a player or permanent id"]),
    ("blocking a creature that is not attacking", BOARD + '[combat]\nblocks = { b1 = "a1" }\n',
     ["combat.blocks.b1", "'a1', which is not attacking"]),
    ("non-integer power", BOARD + 'power = "three"\n', ["permanents[1].power", "integer"]),
    ("fractional toughness", BOARD + "toughness = 2.5\n", ["permanents[1].toughness", "integer"]),
    ("negative damage", BOARD + "damage = -1\n", ["permanents[1].damage", "at least 0"]),
    ("unknown counter", BOARD + 'counters = { "+2/+2" = 1 }\n',
     ["permanents[1].counters", "'+1/+1'"]),
    ("attached to nothing", BOARD + 'attached_to = "nope"\n', ["permanents[1].attached_to"]),
    ("unknown top-level field", "combta = {}\n" + BOARD, ["combta", "did you mean 'combat'"]),
    ("unknown rules edition", 'rules = "1999"\n' + BOARD, ["rules", "current"]),
    ("one player", '[players.A]\n', ["players", "at least two"]),
    ("no players", "", ["players", "missing"]),
    ("bad mana", BOARD.replace("[players.A]", '[players.A]\nmana = "{Q}"'),
     ["players.A.mana", "{Q}"]),
    ("creature without toughness", BOARD + '[[permanents]]\nid = "x"\ncontroller = "A"\n'
     'power = 2\n', ["permanents[2].toughness", "creature needs"]),
    ("damage table for an unknown id", BOARD + '[combat]\nattacks = { a1 = "B" }\n'
     'damage = { a1 = { zz = 2 } }\n', ["combat.damage.a1.zz"]),
    ("malformed TOML", BOARD + "power = = 3\n", ["malformed TOML"]),
]


@pytest.mark.parametrize(("text", "needles"), [(t, n) for _, t, n in BAD_FILES],
                         ids=[name for name, _, _ in BAD_FILES])
def test_bad_scenario_file(capsys: pytest.CaptureFixture[str], tmp_path: Path, text: str,
                           needles: list[str]) -> None:
    path = write(tmp_path, text)
    for argv in (["run", path], ["legal", path, "--step", "attackers"]):
        code, out, err = run(capsys, *argv)
        assert code == 2
        assert out == ""
        assert err.count("\n") == 1 and err.startswith(f"mtgsim: error: {path}")
        for needle in needles:
            assert needle in err


def test_malformed_json_names_line(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    path = write(tmp_path, '{"players": {"A": {}, "B": {}},}', "s.json")
    code, _, err = run(capsys, "run", path)
    assert code == 2 and path in err and "malformed JSON" in err and "line 1" in err


def test_missing_file_and_unknown_extension(capsys: pytest.CaptureFixture[str],
                                            tmp_path: Path) -> None:
    code, _, err = run(capsys, "run", str(tmp_path / "nope.toml"))
    assert code == 2 and "cannot read the file" in err
    code, _, err = run(capsys, "run", write(tmp_path, BOARD, "s.yaml"))
    assert code == 2 and "accepted: .toml, .json" in err


@pytest.mark.parametrize(("check", "needle"), [
    ("{not json", "malformed JSON"),
    ("[1, 2]", "expected a JSON object"),
    ('{"a1": 3}', "'a1'"),
])
def test_bad_check_argument(capsys: pytest.CaptureFixture[str], check: str, needle: str) -> None:
    code, out, err = run(capsys, "legal", ALPHA, "--step", "attackers", "--check", check)
    assert code == 2 and out == ""
    assert err.startswith("mtgsim: error: --check:") and needle in err


def test_blockers_step_needs_attacks(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    path = write(tmp_path, BOARD)
    code, _, err = run(capsys, "legal", path, "--step", "blockers")
    assert code == 2 and "combat.attacks: missing" in err and path in err


def test_bad_cli_arguments_exit_2(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as exc:
        main(["legal", ALPHA, "--step", "damage"])
    assert exc.value.code == 2
    assert "invalid choice: 'damage'" in capsys.readouterr().err
    code, _, err = run(capsys, "legal", ALPHA, "--step", "attackers", "--limit", "-1")
    assert code == 2 and "--limit" in err


@pytest.mark.parametrize("seed", ["-1", "1.5", "abc", ""])
def test_bad_seed_exits_2_naming_seed(capsys: pytest.CaptureFixture[str], seed: str) -> None:
    with pytest.raises(SystemExit) as exc:
        main(["run", ALPHA, "--policy", "random", "--seed", seed])
    assert exc.value.code == 2
    out, err = capsys.readouterr()
    assert out == "" and "Traceback" not in err
    assert err.splitlines()[-1] == ("mtgsim run: error: argument --seed: expected a "
                                    f"non-negative integer, got {seed!r}")


def test_seed_zero_and_large_seeds_accepted(capsys: pytest.CaptureFixture[str]) -> None:
    for seed in ("0", str(2 ** 70)):
        code, out, _ = run(capsys, "run", ALPHA, "--policy", "random", "--seed", seed, "--json")
        assert code == 0 and json.loads(out)["legal"] is True


def test_console_script_runs_without_traceback(tmp_path: Path) -> None:
    """The installed entry point, as a user runs it (python -m mtgsim is the same main)."""
    ok = subprocess.run([sys.executable, "-m", "mtgsim", "run", ALPHA, "--json"],
                        capture_output=True, text=True, check=False)
    assert ok.returncode == 0 and json.loads(ok.stdout)["schema_version"] == 1
    bad = subprocess.run([sys.executable, "-m", "mtgsim", "run", write(tmp_path, "x = = 1")],
                         capture_output=True, text=True, check=False)
    assert bad.returncode == 2 and "Traceback" not in bad.stderr


SHIELD_FILE = Path(__file__).parent / "scenarios" / "doubler_vs_shield_shield_first.toml"
VORINE_FILE = Path(__file__).parent / "legality" / "ci_krosan_vorine_provoke.toml"


def test_run_all_orders_shows_each_result(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "run", str(SHIELD_FILE), "--all-orders")
    assert code == 0 and "2 orders" in out
    assert "B 20" in out and "B 17" in out
    code, out, _ = run(capsys, "run", str(SHIELD_FILE), "--all-orders", "--json")
    rows = json.loads(out)["orders"]
    assert sorted(r["life"]["B"] for r in rows) == [17, 20]
    assert sorted(r["choices"] for r in rows) == [[0], [1]]


def test_legal_check_gives_reasons_and_a_better_witness(
        capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "legal", str(VORINE_FILE), "--step", "blockers", "--rules",
                       "current", "--check", '{"watchdog": ["vorine"]}', "--json")
    verdict = json.loads(out)
    assert code == 3 and verdict["legal"] is False
    assert verdict["witness"] == {"giant": ["vorine"], "watchdog": ["bears"]}
    assert (verdict["obeyed"], verdict["maximum"]) == (1, 2)
    assert [v["rule"] for v in verdict["violations"]] == ["509.1c"]
    code, out, _ = run(capsys, "legal", str(VORINE_FILE), "--step", "blockers",  # file: 2004
                       "--check", '{"watchdog": ["vorine"]}')
    assert code == 3 and "500.4" in out and "better: giant blocks vorine" in out


COWED_FILE = Path(__file__).parent / "legality" / "ci_elvish_aberration_cowed_by_wisdom.toml"


def test_legal_check_states_the_cost_due_and_the_mana_left(
        capsys: pytest.CaptureFixture[str]) -> None:
    """Cowed by Wisdom asks {3} of the attacking Elvish Aberration, whose own {3} is lost when
    attacking taps it: the reason says {3} and 0 mana, as the cost line does."""
    code, out, _ = run(capsys, "legal", str(COWED_FILE), "--step", "attackers", "--rules",
                       "current", "--check", '{"elf": "B"}')
    assert code == 3
    assert out.splitlines() == [
        "--check: illegal: elf -> B",
        "  - A must pay {3} to attack this way but has only 0 mana available, since attacking "
        "taps elf, whose mana ability would make 3 (CR 508.1h)",
        "  cost: A pays {3}"]


def test_bad_rules_edition_exits_2(capsys: pytest.CaptureFixture[str]) -> None:
    code, _, err = run(capsys, "legal", str(VORINE_FILE), "--step", "blockers", "--rules", "1999")
    assert code == 2 and "--rules" in err and "2004" in err and "Traceback" not in err


# --- the combat object (every edition; Puzzle Quest's slots: tests/test_puzzle_quest.py) -------

def test_run_json_combat_object(capsys: pytest.CaptureFixture[str]) -> None:
    """``combat``: attackers and what they attacked, blockers and what they blocked, as the
    file declares them (examples/alpha_strike.toml's [combat]); no ``slots`` outside
    puzzle-quest."""
    code, out, _ = run(capsys, "run", ALPHA, "--json")
    assert code == 0
    combat = json.loads(out)["combat"]
    assert combat == {"attackers": {"knight": "B", "ace": "B", "hydra": "jace", "hawk": "B"},
                      "blocks": {"bears": ["knight"], "wall": ["hydra"], "spider": ["hawk"],
                                 "lions": ["ace"]}}


@pytest.mark.parametrize(("name", "attackers", "blocks"), [
    # a creature blocking one of a band blocks the band (CR 702.22h)
    ("banding_must_be_blocked_through_band_mate.toml", {"hero": "B", "bear": "B"},
     {"wall": ["bear", "hero"]}),
    # a token put onto the battlefield attacking (508.4) is an attacker, never declared
    ("ref_inexorable_blob_token_attacks_a_planeswalker.toml",
     {"blob": "B", "A:token:1": "jace"}, {}),
])
def test_run_json_combat_reads_bands_and_tokens(capsys: pytest.CaptureFixture[str], name: str,
                                                attackers: dict[str, str],
                                                blocks: dict[str, list[str]]) -> None:
    code, out, _ = run(capsys, "run", str(ROOT / "tests" / "scenarios" / name), "--json")
    assert code == 0
    combat = json.loads(out)["combat"]
    assert combat["attackers"] == attackers
    assert {b: sorted(a) for b, a in combat["blocks"].items()} == \
        {b: sorted(a) for b, a in blocks.items()}
