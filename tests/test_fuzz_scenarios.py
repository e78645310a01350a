"""Fuzzing the scenario loader and the command line with random and mutated scenarios.

The contract (docs/scenario-format.md, mtgsim/cli.py): bad input gets one clear message
naming the file and the field, a ``ScenarioError`` from the loader and exit 2 from the CLI,
never a traceback; a file that loads can be played, and an illegal scripted declaration is a
legal outcome (``IllegalActionError``, exit 3), not a crash.

The inputs start from the real scenario files, parsed to dicts, and mutate them: fields
deleted or added, values of the wrong type, huge and negative numbers, odd Unicode, duplicate
and dangling ids, ``attached_to`` cycles, malformed mana, unknown keywords and abilities,
misshapen effects and combat tables; plus fully random JSON-like data. The plain tests at
the end pin each crash the fuzzer found, with its exact message.
"""

from __future__ import annotations

import copy
import datetime
import json
import os
import tomllib
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, event, given, reject, settings
from hypothesis import strategies as st

import mtgsim
import sim
from cards import default_pool
from mtgsim.cli import main
from sim.io.scenario import COMBAT_FIELDS, TOP_LEVEL
from sim.io.scenario_board import PLAYER_FIELDS, STATE_FIELDS
from sim.io.scenario_combat import DAMAGE_EFFECT_FIELDS, EFFECT_FIELDS, EFFECT_STEPS
from sim.model.errors import IllegalActionError, ScenarioError
from sim.model.objects import Duration
from sim.rules.replacement import KINDS as REPLACEMENT_KINDS
from sim.text import CHARACTERISTIC_FIELDS, KEYWORDS

ROOT = Path(__file__).resolve().parent.parent
SOURCE = "fuzz.json"
POOL = default_pool()
CARD_NAMES = sorted(c.name for c in POOL)

SEED_FILES = sorted([*(ROOT / "tests" / "scenarios").glob("*.toml"),
                     *(ROOT / "tests" / "legality").glob("*.toml"),
                     *(ROOT / "examples").glob("*.toml"), *(ROOT / "examples").glob("*.json")])


def _read(path: Path) -> dict[str, Any]:
    text = path.read_text(encoding="utf-8")
    data = tomllib.loads(text) if path.suffix == ".toml" else json.loads(text)
    data.pop("expect", None)  # ignored by the loader: mutating it would test nothing
    data.pop("description", None)
    return data


SEEDS = [_read(p) for p in SEED_FILES]

#: ``MTGSIM_FUZZ_SCALE=20`` multiplies every test's examples, for a long hunt (and
#: ``MTGSIM_FUZZ_RANDOM=1`` draws new ones each run); the default is CI's deterministic size.
SCALE = float(os.environ.get("MTGSIM_FUZZ_SCALE", "1"))
RANDOM = os.environ.get("MTGSIM_FUZZ_RANDOM") == "1"


FUZZ = settings(deadline=None, derandomize=not RANDOM, database=None,
                suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large,
                                       HealthCheck.function_scoped_fixture])


def examples(n: int) -> settings:
    return settings(FUZZ, max_examples=max(1, int(n * SCALE)))

# --- values -------------------------------------------------------------------------------------

HUGE = [10**30, -10**30, 2**63, 2**63 - 1, -2**63, -2**63 - 1, 2**64, 2**31, -1, 0, 10**400]
WEIRD = ["", " ", "\t", "\n", "A\nB", "🐻", "🐻‍❄️", "\u202eB", "\u202ea1", "e\u0301",
         "a\u0300\u0301\u0302", "a\x00", "\x00", "\x1b[31mred", "\u2028", "\ufeffA", "\ud800",
         "x" * 300, "{", "}", "'", '"', "\\", "A ", " A", "a", "b1", "null", "None", "0", "3",
         "-1", "1e9", "true", "[]", "{}", "current", "Grizzly Bears", "grizzly bears "]
KEYWORD_WORDS = ["flying", "Flying", " FIRST_STRIKE ", "double strike", "trample", "deathtouch",
                 "lifelink", "flyng", "first  strike", "protection from red",
                 "protection from", "protection from 🐻", "rampage 3", "rampage -1",
                 "rampage 99999999999999999999999999999", "forestwalk", "islandwalk ",
                 "can't block", "can't attack", "can't block a1", "blocks a1 this turn if able",
                 "attacks this turn if able", "This creature attacks each combat if able.",
                 "{T}: Add {G}{G}{G}.", "{T}: Add {99999999999999999999}.", "{T}: Add {²}.",
                 "{T}: Add {٣}.", "{T}: Add {-1}.", "Creatures you control have menace.",
                 "Creatures you control get +1/+1.", "~ gets +99999999999999999999/+0.",
                 "Creatures can't attack you unless their controller pays {2} for each "
                 "creature they control that's attacking you.",
                 "Creatures can't attack you unless their controller pays {99999999999999999999}"
                 " for each creature they control that's attacking you.",
                 "Enchanted creature can't attack or block unless its controller pays {1} for "
                 "each card in your hand.",
                 "All creatures able to block enchanted creature do so.",
                 "No more than one creature can attack each combat.",
                 "This creature assigns combat damage equal to its toughness rather than its "
                 "power.", "can’t block", "can't be blocked by walls", "", " ", "\x00",
                 "🐻walk", "can't be blocked except by purple creatures"]
MANA_WORDS = ["{3}", "{2}{W}", "{C}{G}", "{w}{u}{b}{r}{g}{c}", "{ 2 }", "3", "", "{", "}", "{}",
              "{{2}}", "{-1}", "{Q}", "{2/W}", "{X}", "{²}", "{٣}", "{1e3}", "{0x10}",
              "{999999999999999999999999999999}", "{" + "9" * 5000 + "}", "{G}x", "2{G}",
              "{G} {G}", "{T}"]
REF_FIELDS = ("controller", "attached_to", "provoked")
NUMBER_FIELDS = ("power", "toughness", "loyalty", "defense", "damage")
PLAYER_NUMBERS = ("life", "poison", "hand", "graveyard")


def _too_long() -> int:
    """More digits than Python prints (from a dict only: JSON and TOML can't read it)."""
    return -10**5000


huge = st.one_of(st.sampled_from(HUGE), st.builds(_too_long))
#: what a JSON file can hold
json_scalars = st.one_of(
    st.none(), st.booleans(), st.integers(-5, 25), st.sampled_from(HUGE),
    st.floats(allow_nan=True, allow_infinity=True), st.sampled_from(WEIRD), st.text(max_size=8))
#: ... plus TOML's dates and times, and what only a dict from Python can hold
scalars = st.one_of(json_scalars, st.builds(_too_long), st.sampled_from([
    datetime.date(1979, 5, 27), datetime.datetime(1979, 5, 27, 7, 32), datetime.time(7, 32)]))


def _nested(leaves: st.SearchStrategy[Any]) -> st.SearchStrategy[Any]:
    return st.recursive(leaves, lambda inner: st.one_of(
        st.lists(inner, max_size=4), st.dictionaries(st.text(max_size=6), inner, max_size=4)),
        max_leaves=10)


json_values = _nested(scalars)
json_file_values = _nested(json_scalars)
numbers = st.one_of(huge, st.integers(-3, 30), st.floats(), st.booleans(),
                    st.sampled_from(["3", "", "-1", "10**30"]), st.none())
keys = st.one_of(st.sampled_from(WEIRD), st.text(max_size=8),
                 st.sampled_from(TOP_LEVEL + PLAYER_FIELDS + STATE_FIELDS + COMBAT_FIELDS
                                 + EFFECT_FIELDS + DAMAGE_EFFECT_FIELDS
                                 + CHARACTERISTIC_FIELDS + ("colour", "powr", "Players")))


# --- mutations ----------------------------------------------------------------------------------

Draw = Callable[[st.SearchStrategy[Any]], Any]


def _slots(node: Any) -> list[tuple[Any, Any]]:
    """Every (container, key) pair in the tree: where a value can be replaced or deleted."""
    out: list[tuple[Any, Any]] = []
    stack = [node]
    while stack:
        here = stack.pop()
        items = here.items() if isinstance(here, dict) else enumerate(here) \
            if isinstance(here, list) else ()
        for key, value in items:
            out.append((here, key))
            stack.append(value)
    return out


def _dicts(node: Any) -> list[dict[Any, Any]]:
    out = [node] if isinstance(node, dict) else []
    return out + [c[k] for c, k in _slots(node) if isinstance(c[k], dict)]


def _perms(data: Any) -> list[dict[str, Any]]:
    perms = data.get("permanents") if isinstance(data, dict) else None
    return [p for p in perms if isinstance(p, dict)] if isinstance(perms, list) else []


def _players(data: Any) -> list[str]:
    players = data.get("players") if isinstance(data, dict) else None
    return [str(p) for p in players] if isinstance(players, dict) else []


def _ids(data: Any) -> list[str]:
    ids = _players(data) + [p["id"] for p in _perms(data) if isinstance(p.get("id"), str)]
    return ids or ["A"]


def _ref(draw: Draw, data: Any) -> Any:
    """A reference: usually an existing id, sometimes a dangling or malformed one, or the id
    of a card in a hand or graveyard (``players.X.hand`` makes ``X:hand:1``, ...)."""
    cards = [f"{p}:{zone}:1" for p in _players(data) for zone in ("hand", "graveyard")]
    return draw(st.one_of(st.sampled_from(_ids(data)), st.sampled_from(_ids(data)),
                          st.sampled_from(WEIRD), scalars, st.sampled_from(cards or ["A"])))


def m_delete(draw: Draw, data: Any) -> Any:
    dicts = [d for d in _dicts(data) if d]
    if dicts:
        table = draw(st.sampled_from(dicts))
        del table[draw(st.sampled_from(list(table)))]
    return data


def m_unknown_field(draw: Draw, data: Any) -> Any:
    dicts = _dicts(data)
    if dicts:
        draw(st.sampled_from(dicts))[draw(keys)] = draw(json_values)
    return data


def m_replace(draw: Draw, data: Any) -> Any:
    slots = _slots(data)
    if not slots:
        return draw(json_values)
    table, key = draw(st.sampled_from(slots))
    table[key] = draw(st.one_of(json_values, st.just(_ref(draw, data))))
    return data


def m_numbers(draw: Draw, data: Any) -> Any:
    """Huge, negative and wrongly typed numbers where numbers belong."""
    perms, players = _perms(data), data.get("players") if isinstance(data, dict) else None
    if perms and draw(st.booleans()):
        perm = draw(st.sampled_from(perms))
        field = draw(st.sampled_from(NUMBER_FIELDS + ("counters",)))
        if field == "counters":
            perm["counters"] = {draw(st.sampled_from(["+1/+1", "-1/-1", "loyalty", "defense",
                                                      "+2/+2", ""])): draw(numbers)}
        else:
            perm[field] = draw(numbers)
    elif isinstance(players, dict) and players:
        player = players[draw(st.sampled_from(list(players)))]
        if isinstance(player, dict):
            player[draw(st.sampled_from(PLAYER_NUMBERS))] = draw(numbers)
    return data


def m_duplicate_id(draw: Draw, data: Any) -> Any:
    perms = _perms(data)
    if perms:
        draw(st.sampled_from(perms))["id"] = draw(st.sampled_from(_ids(data)))
    return data


def m_reference(draw: Draw, data: Any) -> Any:
    perms = _perms(data)
    if perms:
        draw(st.sampled_from(perms))[draw(st.sampled_from(REF_FIELDS))] = _ref(draw, data)
    return data


def m_attach(draw: Draw, data: Any) -> Any:
    """``attached_to`` cycles (a -> a, a -> b -> a), chains, and attachments to players,
    sometimes on Auras and Equipment."""
    perms = [p for p in _perms(data) if isinstance(p.get("id"), str)]
    if not perms:
        return data
    a = draw(st.sampled_from(perms))
    b = draw(st.sampled_from(perms))
    shape = draw(st.sampled_from(["self", "pair", "chain", "player"]))
    if shape == "self":
        a["attached_to"] = a["id"]
    elif shape == "pair":
        a["attached_to"], b["attached_to"] = b["id"], a["id"]
    elif shape == "chain":
        a["attached_to"] = b["id"]
        b["attached_to"] = draw(st.sampled_from(_ids(data)))
    else:
        a["attached_to"] = draw(st.sampled_from(_players(data) or ["A"]))
    for perm in (a, b):
        if draw(st.booleans()):
            perm["types"] = draw(st.sampled_from([["Enchantment"], ["Artifact"],
                                                  ["Enchantment", "Creature"]]))
            perm["subtypes"] = draw(st.sampled_from([["Aura"], ["Equipment"], ["Aura", "Curse"]]))
            if draw(st.booleans()):
                perm["abilities"] = [draw(st.sampled_from(KEYWORD_WORDS))]
    return data


def m_mana(draw: Draw, data: Any) -> Any:
    players = data.get("players") if isinstance(data, dict) else None
    if isinstance(players, dict) and players:
        player = players[draw(st.sampled_from(list(players)))]
        if isinstance(player, dict):
            player["mana"] = draw(st.one_of(
                st.sampled_from(MANA_WORDS),
                st.text(alphabet="{}0123456789WUBRGCXwu -/²", max_size=10), numbers))
    return data


def m_abilities(draw: Draw, data: Any) -> Any:
    perms = _perms(data)
    if perms:
        perm = draw(st.sampled_from(perms))
        field = draw(st.sampled_from(["keywords", "abilities", "types", "subtypes", "colors",
                                      "card", "name", "cost", "text"]))
        words = st.one_of(st.sampled_from(KEYWORD_WORDS), st.sampled_from(WEIRD),
                          st.sampled_from(CARD_NAMES), st.text(max_size=10))
        perm[field] = draw(st.one_of(st.lists(words, max_size=3), words, json_values))
    return data


def m_rules(draw: Draw, data: Any) -> Any:
    if isinstance(data, dict):
        data[draw(st.sampled_from(["rules", "active_player"]))] = draw(st.one_of(
            st.sampled_from(["current", "2016", "2004", "1999", "CURRENT ", " 2016", ""]),
            st.just(_ref(draw, data)), json_values))
    return data


def _effect_value(draw: Draw, data: Any, key: str) -> Any:
    options: list[Any] = [json_values, st.just(_ref(draw, data)),
                          st.lists(st.sampled_from(_ids(data)), max_size=3)]
    if key == "during":
        options.append(st.sampled_from(list(EFFECT_STEPS) + ["combat", "COMBAT DAMAGE "]))
    if key == "duration":
        options.append(st.sampled_from([d.value for d in Duration] + ["forever"]))
    if key in ("add", "remove"):
        options.append(st.lists(st.sampled_from(KEYWORD_WORDS), max_size=3))
    if key == "kind":
        options.append(st.sampled_from(list(REPLACEMENT_KINDS) + ["Prevent", "triple"]))
    if key in ("power", "toughness", "set_power", "set_toughness", "amount"):
        options.append(numbers)
    return draw(st.one_of(*options))


def m_effects(draw: Draw, data: Any) -> Any:
    if not isinstance(data, dict):
        return data
    key = draw(st.sampled_from(["effects", "damage_effects"]))
    fields = EFFECT_FIELDS if key == "effects" else DAMAGE_EFFECT_FIELDS
    entry = {k: _effect_value(draw, data, k)
             for k in draw(st.lists(st.sampled_from(fields + ("bogus",)), max_size=5, unique=True))}
    if draw(st.integers(0, 4)) == 0:
        data[key] = draw(json_values)
    else:
        listed = data.get(key)
        data[key] = [*(listed if isinstance(listed, list) else []), entry]
    return data


def m_combat(draw: Draw, data: Any) -> Any:
    if not isinstance(data, dict):
        return data
    combat = data.get("combat")
    if not isinstance(combat, dict) or draw(st.booleans()):
        combat = data["combat"] = {} if draw(st.integers(0, 5)) else draw(json_values)
    if not isinstance(combat, dict):
        return data
    field = draw(st.sampled_from(COMBAT_FIELDS + ("bogus",)))
    ids = st.sampled_from(_ids(data))
    value = st.one_of(ids, st.lists(ids, max_size=3), json_values,
                      st.dictionaries(ids, st.one_of(numbers, ids), max_size=3))
    combat[field] = draw(st.one_of(st.dictionaries(st.one_of(ids, keys), value, max_size=3),
                                   json_values))
    return data


def m_players(draw: Draw, data: Any) -> Any:
    if not isinstance(data, dict):
        return data
    players = data.get("players")
    if not isinstance(players, dict):
        data["players"] = draw(json_values)
    elif players and draw(st.booleans()):
        del players[draw(st.sampled_from(list(players)))]
    else:
        players[draw(keys)] = draw(st.one_of(st.just({}), json_values))
    return data


def m_clone(draw: Draw, data: Any) -> Any:
    """One more permanent: a copy of another, under a new (possibly odd) id."""
    perms = _perms(data)
    if perms and len(perms) < 12:
        perm = copy.deepcopy(draw(st.sampled_from(perms)))
        perm["id"] = draw(st.one_of(st.sampled_from(WEIRD), st.text(min_size=1, max_size=6)))
        data["permanents"].append(perm)
    return data


# Mutations that usually keep the file loadable, so the engine plays odd but valid boards.

EXTREMES = [2**63 - 1, -2**63, 10**18, -10**18, 2**31, -1, 0, 1, 99]


def _rename(node: Any, old: str, new: str) -> Any:
    """``node`` with every occurrence of the id ``old`` (as a key or a string) renamed."""
    if isinstance(node, dict):
        return {(new if k == old else k): _rename(v, old, new) for k, v in node.items()}
    if isinstance(node, list):
        return [_rename(v, old, new) for v in node]
    return new if node == old else node


def m_rename(draw: Draw, data: Any) -> Any:
    """An id renamed everywhere it is used: odd Unicode, still a valid reference."""
    old = draw(st.sampled_from(_ids(data)))
    new = draw(st.one_of(st.sampled_from([w for w in WEIRD if w.strip()]),
                         st.text(min_size=1, max_size=6)))
    return _rename(data, old, new)


def m_extremes(draw: Draw, data: Any) -> Any:
    """Valid but extreme numbers: 64-bit limits, negative power, zero toughness."""
    perms, players = _perms(data), data.get("players") if isinstance(data, dict) else None
    if perms and draw(st.booleans()):
        perm = draw(st.sampled_from(perms))
        field = draw(st.sampled_from(("power", "toughness", "damage", "counters")))
        value = draw(st.sampled_from(EXTREMES))
        if field == "counters":
            perm["counters"] = {draw(st.sampled_from(["+1/+1", "-1/-1", "loyalty", "defense"])):
                                abs(value)}
        else:
            perm[field] = abs(value) if field == "damage" else value
            if perm.get("card") and "toughness" not in perm and "power" not in perm:
                perm.pop("card")  # inline, so the card is a creature with both
                perm.setdefault("power", 1)
                perm.setdefault("toughness", 1)
    elif isinstance(players, dict) and players:
        player = players[draw(st.sampled_from(list(players)))]
        if isinstance(player, dict):
            field = draw(st.sampled_from(PLAYER_NUMBERS + ("mana",)))
            value = draw(st.sampled_from(EXTREMES))
            player[field] = value if field == "life" else abs(value)
    return data


def m_valid_keywords(draw: Draw, data: Any) -> Any:
    perms = _perms(data)
    if perms:
        perm = draw(st.sampled_from(perms))
        perm["keywords"] = draw(st.lists(st.sampled_from(sorted(KEYWORDS)), max_size=3))
    return data


def m_valid_combat(draw: Draw, data: Any) -> Any:
    """Attacks and blocks among existing ids: often illegal (exit 3), never a file error."""
    perms = [p["id"] for p in _perms(data) if isinstance(p.get("id"), str)]
    if not perms or not isinstance(data, dict):
        return data
    attackers = draw(st.lists(st.sampled_from(perms), max_size=3, unique=True))
    attacks = {a: draw(st.sampled_from(_ids(data))) for a in attackers}
    blocks = {b: draw(st.lists(st.sampled_from(attackers), min_size=1, max_size=2, unique=True))
              for b in draw(st.lists(st.sampled_from(perms), max_size=3, unique=True))
              } if attackers else {}
    data["combat"] = {"attacks": attacks, "blocks": blocks}
    if attackers and draw(st.booleans()):  # a damage split, right or wrong
        amounts = st.one_of(st.integers(0, 8), st.sampled_from([abs(n) for n in EXTREMES]))
        data["combat"][draw(st.sampled_from(["damage", "first_strike_damage"]))] = {
            a: draw(st.dictionaries(st.sampled_from(_ids(data)), amounts, max_size=3))
            for a in draw(st.lists(st.sampled_from(attackers + list(blocks)), max_size=2))}
    if blocks and draw(st.booleans()):  # an order, right or wrong (used under "2016")
        data["rules"] = "2016"
        data["combat"]["damage_order"] = {
            a: draw(st.permutations([b for b, blocked in blocks.items() if a in blocked]))
            for a in attackers if draw(st.booleans())}
    return data


MUTATIONS = [m_delete, m_unknown_field, m_replace, m_numbers, m_duplicate_id, m_reference,
             m_attach, m_mana, m_abilities, m_rules, m_effects, m_combat, m_players, m_clone]
GENTLE = [m_rename, m_extremes, m_valid_keywords, m_valid_combat, m_attach, m_clone]


@st.composite
def mutated(draw: Draw) -> Any:
    data: Any = copy.deepcopy(draw(st.sampled_from(SEEDS)))
    for mutation in draw(st.lists(st.sampled_from(MUTATIONS), min_size=1, max_size=3)):
        data = mutation(draw, data)
    return data


@st.composite
def gently_mutated(draw: Draw) -> Any:
    data: Any = copy.deepcopy(draw(st.sampled_from(SEEDS)))
    for mutation in draw(st.lists(st.sampled_from(GENTLE), min_size=1, max_size=4)):
        data = mutation(draw, data)
    return data


# --- the checks ---------------------------------------------------------------------------------

def check_load(data: Any, source: str = SOURCE) -> sim.Scenario | ScenarioError:
    """Load ``data``: a ``Scenario``, or the ``ScenarioError``, checked to name the source and
    a field in one line. Any other exception fails the test."""
    try:
        loaded = sim.parse_scenario(data, source, POOL)
    except ScenarioError as err:
        text = str(err)
        assert err.source == source and err.field and err.message.strip(), text
        assert text == f"{source}: {err.field}: {err.message}", text
        assert "\n" not in text and len(text) < 2000, text
        # the field starts from a top-level field, or from one of the file's own keys (odd
        # ones quoted: '' or '🐻')
        roots = [*TOP_LEVEL, "(top level)", *(data if isinstance(data, dict) else ())]
        assert any(err.field == str(k) or err.field.startswith((f"{k}.", f"{k}["))
                   for k in roots) or (err.field[0] in "'\"" and isinstance(data, dict)
                                       and set(data) - set(TOP_LEVEL)), text
        return err
    return loaded


def check_play(loaded: sim.Scenario) -> None:
    """Play a copy of the start to the end: only an illegal scripted choice may stop it."""
    state = loaded.state.clone()
    try:
        sim.play(state)
    except IllegalActionError:
        event("illegal scripted choice")
        return  # an illegal scripted declaration or damage split: a legal outcome
    event("played")
    assert state.is_terminal()


def check_scenario(data: Any) -> None:
    loaded = check_load(data)
    event("loaded" if isinstance(loaded, sim.Scenario) else "file error")  # for
    if isinstance(loaded, sim.Scenario):  # pytest --hypothesis-show-statistics
        check_play(loaded)


def check_cli(capsys: pytest.CaptureFixture[str], argv: list[str], expected: set[int],
              message: str | None = None) -> tuple[int, str, str]:
    """Run the CLI: an exit code in ``expected``, no traceback, every line on stderr a
    one-line warning but, on exit 2, one error line (``message`` exactly, when given)."""
    code = main(argv)  # no exception may escape
    out, err = capsys.readouterr()
    assert "Traceback" not in out + err
    assert code in expected, (code, out, err)
    assert err == "" or err.endswith("\n"), err
    errors = [line for line in err.splitlines() if not line.startswith("mtgsim: warning: ")]
    if code == 2:
        assert out == ""
        assert len(errors) == 1 and errors[0].startswith("mtgsim: error: "), err
        if message is not None:
            assert errors[0] == f"mtgsim: error: {message}"
    else:
        assert errors == [], err
    return code, out, err


# --- the fuzz tests -----------------------------------------------------------------------------

def test_seed_files_load() -> None:
    """The mutations start from files that load, so they reach every part of the loader."""
    assert len(SEEDS) > 50
    for path, data in zip(SEED_FILES, SEEDS, strict=True):
        assert isinstance(check_load(data, str(path)), sim.Scenario), path


@examples(600)
@given(mutated())
def test_mutated_scenarios_load_or_fail_cleanly(data: Any) -> None:
    check_scenario(data)


@examples(500)
@given(gently_mutated())
def test_gently_mutated_scenarios_play(data: Any) -> None:
    check_scenario(data)


@examples(300)
@given(json_values)
def test_random_data_fails_cleanly(data: Any) -> None:
    assert isinstance(check_load(data), ScenarioError)  # not even a table with two players


@examples(200)
@given(st.fixed_dictionaries({}, optional={k: json_values for k in TOP_LEVEL}))
def test_random_top_level_tables(data: Any) -> None:
    check_scenario(data)


@examples(120)
@given(st.one_of(mutated(), gently_mutated(), st.text(max_size=20), st.sampled_from(WEIRD)))
def test_facade_text(data: Any) -> None:
    """``mtgsim.scenario(text)``: JSON text, or anything else (taken as TOML or a file name)."""
    try:
        text = data if isinstance(data, str) else json.dumps(data, default=str)
    except ValueError:
        reject()  # an integer too long for Python to print: JSON can't hold it
    try:
        loaded = mtgsim.scenario(text)
    except ScenarioError as err:
        assert "\n" not in str(err) and err.message, str(err)
        assert err.field or err.source in ("(text)", text, repr(text)), str(err)
        return
    check_play(loaded)


def _run_options(draw: Draw) -> list[str]:
    return [*draw(st.sampled_from([[], ["--json"], ["--all-orders"], ["--all-orders", "--json"]])),
            *draw(st.sampled_from([[], ["--policy", "random", "--seed", "7"],
                                   ["--policy", "heuristic"], ["--rules", "2016"]])),
            *draw(st.sampled_from([[], [], ["--strict"]]))]


@examples(250)
@given(st.one_of(mutated(), gently_mutated()), st.data())
def test_cli_on_mutated_files(capsys: pytest.CaptureFixture[str],
                              tmp_path_factory: pytest.TempPathFactory, data: Any,
                              draws: st.DataObject) -> None:
    try:
        text = json.dumps(data, default=str)
    except ValueError:
        reject()  # an integer too long for Python to print: JSON can't hold it
    path = tmp_path_factory.getbasetemp() / "fuzz.json"
    path.write_text(text, encoding="utf-8")
    # what the CLI reads: JSON turns non-string keys into strings, dates (TOML) into text
    loaded = check_load(json.loads(text), str(path))
    run = ["run", str(path), *_run_options(draws.draw)]
    legal = ["legal", str(path), "--step", draws.draw(st.sampled_from(["attackers", "blockers"]))]
    if isinstance(loaded, ScenarioError):  # the CLI says exactly what the loader says
        check_cli(capsys, run, {2}, str(loaded))
        check_cli(capsys, legal, {2}, str(loaded))
        return
    if "--strict" in run and loaded.warnings:
        check_cli(capsys, run, {2}, f"{path}: --strict: " + "; ".join(loaded.warnings))
    else:
        check_cli(capsys, run, {0, 3})
    if legal[-1] == "attackers":
        check_cli(capsys, legal, {0})
    else:  # 2 when the file declares no attack (or one with nobody left to block)
        code, _, err = check_cli(capsys, legal, {0, 2, 3})
        assert code != 2 or f"\nmtgsim: error: {path}: " in f"\n{err}", err


ALPHA = ROOT / "examples" / "alpha_strike.toml"


@examples(160)
@given(st.data())
def test_cli_arguments(capsys: pytest.CaptureFixture[str], data: st.DataObject) -> None:
    """Odd ``--seed``, ``--rules``, ``--limit``, ``--check`` and file arguments: exit 0, 2 or 3
    and one message, or argparse's own usage error (exit 2 via SystemExit, pinned by
    test_cli's test_bad_cli_arguments_exit_2)."""
    text = st.one_of(st.text(max_size=8), st.sampled_from(WEIRD),
                     st.sampled_from([str(n) for n in HUGE[:-1]]))
    command = data.draw(st.sampled_from(["run", "legal"]))
    file = data.draw(st.one_of(st.just(str(ALPHA)), st.just(str(ALPHA)), text))
    argv = [command, file]
    if command == "run":
        for flag, values in (("--seed", st.one_of(text, st.integers(-10, 10).map(str))),
                             ("--rules", st.one_of(text, st.sampled_from(["2016", "2004"]))),
                             ("--policy", st.sampled_from(["default", "random", "heuristic"]))):
            if data.draw(st.booleans()):
                argv += [flag, data.draw(values)]
        argv += data.draw(st.sampled_from([[], ["--json"], ["--all-orders"]]))
    else:
        argv += ["--step", data.draw(st.sampled_from(["attackers", "blockers"]))]
        if data.draw(st.booleans()):
            argv += ["--limit", data.draw(st.one_of(text, st.integers(-5, 5).map(str)))]
        if data.draw(st.booleans()):
            argv += ["--rules", data.draw(text)]
        if data.draw(st.booleans()):
            ids = st.sampled_from(["hydra", "hawk", "bears", "spider", "wall", "B", "jace",
                                   "A", "zz", ""])
            check = data.draw(st.one_of(
                json_file_values, st.dictionaries(ids, st.one_of(
                    ids, st.lists(ids, max_size=3), json_file_values), max_size=4)))
            argv += ["--check", data.draw(st.one_of(st.just(json.dumps(check)), text))]
    try:
        code, _, err = check_cli(capsys, argv, {0, 2, 3})
    except SystemExit as exit_:  # argparse: "usage: ..." then "mtgsim run: error: ..."
        out, err = capsys.readouterr()
        assert exit_.code == 2 and out == "" and "Traceback" not in err
        assert err.startswith("usage: mtgsim") and ": error: " in err, err
        return
    if code == 2:
        name = file if file.isprintable() else repr(file)
        error = [line for line in err.splitlines() if line.startswith("mtgsim: error: ")]
        assert error[0].startswith(("mtgsim: error: --", f"mtgsim: error: {name}")), err


# --- regressions: each crash the fuzzer found, with its message ---------------------------------

def _board(**extra: Any) -> dict[str, Any]:
    return {"players": {"A": {}, "B": {}},
            "permanents": [{"id": "a1", "controller": "A", "card": "Grizzly Bears"},
                           {"id": "b1", "controller": "B", "card": "Hill Giant"}], **extra}


def _error(data: Any) -> str:
    err = check_load(data)
    assert isinstance(err, ScenarioError), "loaded, but should not have"
    return str(err)


MAX = "9223372036854775807"
RANGE = f"expected an integer from -{int(MAX) + 1} to {MAX}"
STEPS = ("upkeep, draw, precombat main, beginning of combat, declare attackers, declare blockers, "
         "first-strike combat damage, combat damage, end of combat, postcombat main, end")


def _with(path: str, value: Any, data: dict[str, Any] | None = None) -> dict[str, Any]:
    """``_board()`` with ``value`` at ``path`` (``permanents.0.power``)."""
    data = data if data is not None else _board()
    *parents, last = path.split(".")
    node: Any = data
    for part in parents:
        node = node[int(part)] if isinstance(node, list) else node.setdefault(part, {})
    if isinstance(node, list):
        node[int(last)] = value
    else:
        node[last] = value
    return data


@pytest.mark.parametrize(("data", "message"), [
    # TypeError: Mana.parse ran a regex on None (or a list, a float)
    (_with("players.A.mana", None), 'players.A.mana: expected a mana string like "{2}{W}" or an '
     "integer, got nothing"),
    # "invalid literal for int() with base 10: '²'": str.isdigit accepts superscripts
    (_with("players.A.mana", "{²}"), "players.A.mana: unknown mana symbol {²}; accepted: a "
     "number or one of {W}, {U}, {B}, {R}, {G}, {C}"),
    # Python's "Exceeds the limit (4300 digits) for integer string conversion ..."
    (_with("players.A.mana", "{" + "9" * 5000 + "}"),
     f"players.A.mana: at most {MAX} mana, got {{99999999999999999999...}}"),
    # "fuzz.json: unknown field; ...": the empty key named no field
    (_with("", 1), "'': unknown field; accepted: rules, active_player, turn, step, until, "
     "turn_limit, players, permanents, combat, effects, damage_effects, replacement_order, "
     "description, expect, day_night"),
    # TypeError: unhashable type: 'list'
    (_with("permanents.0.controller", ["A"]),
     "permanents[0].controller: ['A'] is not a player; players: A, B"),
    (_with("active_player", ["A"]), "active_player: ['A'] is not a player; players: A, B"),
    (_with("effects", [{"affected": [["a1"]]}]),
     "effects[0].affected: expected a permanent id or a list of ids"),
    # loaded, then the engine's damage count overflowed (OverflowError) or the message
    # printing the number raised ValueError (more than 4300 digits)
    (_with("permanents.1.power", 10**30),
     f"permanents[1].power: {RANGE}, got 1000000000000000000000000000000"),
    (_with("players.A.life", -10**5000),
     f"players.A.life: {RANGE}, got a negative integer of about 5001 digits"),
    (_with("players.A.poison", -10**5000),
     "players.A.poison: must be at least 0, got a negative integer of about 5001 digits"),
    (_with("combat", {"attacks": {"a1": 10**5000}}),
     "combat.attacks.a1: attacks an integer of about 5001 digits, which is not a player or "
     "permanent id; give the player or planeswalker attacked"),
    # ValueError from str() of a 5000-digit integer (rules, during, description)
    (_with("rules", 10**5000), "rules: expected a string, one of 'current', '2016', '2004', "
     "'puzzle-quest'; got an integer of about 5001 digits"),
    (_with("effects", [{"affected": "a1", "during": 10**5000}]),
     f"effects[0].during: unknown step an integer of about 5001 digits; accepted: {STEPS}"),
    (_with("effects", [{"affected": "a1", "description": 10**5000}]),
     "effects[0].description: expected a string, got an integer"),
    (_with("damage_effects", [{"kind": "prevent", "description": 10**5000}]),
     "damage_effects[0].description: expected a string, got an integer"),
    # ValueError from int() of a 5000-digit number in an ability (at load, or in combat)
    (_with("permanents.0.abilities", ["~ gets +" + "9" * 5000 + "/+0."]),
     "permanents[0].abilities[0]: the number 99999999999999999999... (5000 digits) is too "
     f"large; numbers go up to {MAX}"),
    (_with("effects", [{"affected": "a1", "add": ["rampage " + "9" * 30]}]),
     "effects[0].add[0]: the number 99999999999999999999... (30 digits) is too large; numbers "
     f"go up to {MAX}"),
    # a message of two lines: the player ids were listed as they are
    (_with("permanents.0.controller", "C", _with("players.A\nB", {})),
     "permanents[0].controller: 'C' is not a player; players: A, B, 'A\\nB'"),
    # TypeError from difflib: a dict from Python with a key that is not a string
    (_with("players", {1: {}, 2: {}}), "players: keys must be strings, got 1"),
    # loaded, and the engine let an Aura enchant itself (CR 303.4d)
    (_with("permanents.0.attached_to", "a1"), "permanents[0].attached_to: a permanent can't be "
     "attached to itself (CR 301.5c, 303.4d); give another permanent's or a player's id"),
])
def test_regression_load(data: dict[str, Any], message: str) -> None:
    assert _error(data) == f"{SOURCE}: {message}"


def test_regression_unpaired_surrogate(capsys: pytest.CaptureFixture[str],
                                       tmp_path: Path) -> None:
    """JSON's "\\ud800" escape made a string Python can't print: the file loaded and
    ``mtgsim run`` died printing the log (UnicodeEncodeError)."""
    path = tmp_path / "s.json"
    path.write_text(json.dumps(_with("permanents.0.name", "Bear \ud800")), encoding="utf-8")
    message = (f"{path}: permanents[0].name: 'Bear \\ud800' is not Unicode text: it has an "
               "unpaired surrogate (a JSON escape from \\ud800 to \\udfff not part of a pair)")
    check_cli(capsys, ["run", str(path)], {2}, message)


@pytest.mark.parametrize(("suffix", "text", "message"), [
    # RecursionError from json.loads / tomllib.loads
    (".json", '{"a": ' * 100_000, "malformed JSON: arrays or tables nested too deeply"),
    (".toml", "a = " + "[" * 100_000, "malformed TOML: arrays or tables nested too deeply"),
    # ValueError (int conversion limit) from json.loads / tomllib.loads
    (".json", '{"players": ' + "9" * 5000 + "}", "malformed JSON: a number with more than 4300 "
     "digits"),
    (".toml", "life = " + "9" * 5000, "malformed TOML: a number with more than 4300 digits"),
])
def test_regression_file_level(capsys: pytest.CaptureFixture[str], tmp_path: Path, suffix: str,
                               text: str, message: str) -> None:
    path = tmp_path / f"s{suffix}"
    path.write_text(text, encoding="utf-8")
    check_cli(capsys, ["run", str(path)], {2}, f"{path}: {message}")
    with pytest.raises(ScenarioError) as err:  # the same text through the facade
        mtgsim.scenario(text)
    assert str(err.value) == f"(text): neither a file name nor valid TOML/JSON: {message[16:]}"


def test_regression_file_names(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    """A NUL in the name raised ValueError; a newline split the message in two; "=" or "{"
    in the name made the CLI parse the name itself as TOML/JSON text."""
    check_cli(capsys, ["run", "a\x00.toml"], {2},
              "'a\\x00.toml': cannot read the file: embedded null byte")
    check_cli(capsys, ["run", "a\nb.toml"], {2},
              "'a\\nb.toml': cannot read the file: No such file or directory")
    path = tmp_path / "x=1 {y}.json"
    path.write_text(json.dumps(_board()), encoding="utf-8")
    check_cli(capsys, ["run", str(path)], {0})


def test_regression_warning_on_one_line(capsys: pytest.CaptureFixture[str],
                                        tmp_path: Path) -> None:
    """A card name with a newline split the "does not run" warning (and the --strict error)."""
    path = tmp_path / "s.json"
    path.write_text(json.dumps(_board(permanents=[
        {"id": "x", "controller": "A", "name": "Bad\nName", "power": 1, "toughness": 1,
         "text": "Flying\nWhen this enters, draw a card."}])), encoding="utf-8")
    warning = ("permanents[0] ('Bad\\nName'): the engine does not run 'When this enters, draw a "
               "card.'")
    _, _, err = check_cli(capsys, ["run", str(path)], {0})
    assert err == f"mtgsim: warning: {path}: {warning}\n"
    check_cli(capsys, ["run", str(path), "--strict"], {2}, f"{path}: --strict: {warning}")


def test_regression_rules_must_be_a_string() -> None:
    """``rules = 2016`` (a number) was read as "2016"; a 5000-digit number crashed."""
    assert _error(_with("rules", 2016)) == (
        f"{SOURCE}: rules: expected a string, one of 'current', '2016', '2004', 'puzzle-quest'; "
        "got 2016")


def test_a_huge_damage_split_count_plays() -> None:
    """A creature with power 10**10 blocked by three creatures has more damage splits than
    Python's len() can return; counting with count() keeps play working (it once raised
    OverflowError)."""
    data = _board(combat={"attacks": {"big": "B"},
                          "blocks": {"b0": "big", "b1": "big", "b2": "big"}})
    data["permanents"] = [{"id": "big", "controller": "A", "power": 10**10, "toughness": 1},
                          *({"id": f"b{i}", "controller": "B", "card": "Grizzly Bears"}
                            for i in range(3))]
    loaded = check_load(data)
    assert isinstance(loaded, sim.Scenario)
    state = loaded.state.clone()
    outcome = sim.play(state)
    assert sorted(outcome.died) == ["b0", "b1", "b2", "big"]
    decision_free = loaded.state.clone().start()
    decision_free.apply("attack big=B")
    decision_free.apply("block b0=big b1=big b2=big")
    legal = decision_free.legal_actions()
    assert legal.count() == 10**10 * (10**10 + 1) // 2 + 10**10 + 1  # C(10**10 + 2, 2)


def test_regression_special_files_are_refused(capsys: pytest.CaptureFixture[str],
                                              tmp_path: Path) -> None:
    """A FIFO given as a scenario, a deck or a card file blocked forever (reading it waits
    for a writer); a directory failed with an OS error: both are refused before opening."""
    fifo = tmp_path / "s.toml"
    os.mkfifo(fifo)
    check_cli(capsys, ["run", str(fifo)], {2},
              f"{fifo}: is a FIFO, not a regular file; expected a file to read")
    deck = tmp_path / "d.txt"
    os.mkfifo(deck)
    _, _, err = check_cli(capsys, ["goldfish", str(deck), "-n", "1"], {2})
    assert "is a FIFO, not a regular file" in err
    folder = tmp_path / "dir.json"
    folder.mkdir()
    check_cli(capsys, ["run", str(folder)], {2},
              f"{folder}: is a directory, not a regular file; expected a file to read")
    check_cli(capsys, ["cards", "import", str(fifo)], {2},
              f"{fifo}: is a FIFO, not a regular file; expected a file to read")


def test_regression_json_keys_twice_and_a_byte_order_mark(capsys: pytest.CaptureFixture[str],
                                                          tmp_path: Path) -> None:
    """A JSON scenario with a key twice silently took the last value (TOML refuses it): now
    refused, naming the key. A UTF-8 byte-order mark was refused in scenario files but
    accepted in deck files: now accepted in both."""
    path = tmp_path / "s.json"
    text = json.dumps(_board())
    path.write_text(text[:-1] + ', "rules": "current", "rules": "2016"}', encoding="utf-8")
    check_cli(capsys, ["run", str(path)], {2},
              f"{path}: malformed JSON: the key 'rules' appears twice in one object")
    path.write_bytes("\ufeff".encode() + text.encode())
    check_cli(capsys, ["run", str(path)], {0})


@pytest.mark.parametrize("check", ['{"a": ' * 100_000, '{"a1": ' + "9" * 5000 + "}"])
def test_regression_legal_check_nesting_and_digits(capsys: pytest.CaptureFixture[str],
                                                   tmp_path: Path, check: str) -> None:
    """``legal --check`` with JSON nested 100,000 deep raised RecursionError; a number of
    5,000 digits ValueError: both are one message, exit 2."""
    path = tmp_path / "s.json"
    path.write_text(json.dumps(_board()), encoding="utf-8")
    _, _, err = check_cli(capsys, ["legal", str(path), "--step", "attackers", "--check", check],
                          {2})
    assert "--check: malformed JSON" in err


def test_regression_a_card_text_too_long_is_refused_at_once() -> None:
    """Card text of "When ~ enters, " 2,000 times took 104 s to read (the reader's time
    grows faster than the text): texts over 5,000 characters (seven times the longest real
    card's) are refused, naming the field, before any reading."""
    card = {"id": "x", "controller": "A", "name": "X", "power": 1, "toughness": 1,
            "text": "When ~ enters, " * 2000 + "draw a card."}
    assert _error(_board(permanents=[card])) == (
        f"{SOURCE}: permanents[0].text: 30,012 characters; at most 5,000 are read (the longest "
        "real card's text has about 700)")
