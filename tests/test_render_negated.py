"""A creature's own attack and block restrictions "unless <condition>" (CR 508.1c, 509.1b:
restrictions checked as attackers and blockers are declared; 611.3a: the static ability's
condition is checked continuously; ``sim.model.static_conditions.UNLESS``,
``sim.text.render_negated``): "~ can't attack unless you control an artifact", "~ can't block
unless you control another Minotaur", "~ can't attack unless you've cast a creature spell
this turn", "~ can't attack or block unless you control another Giant"; and the condition
"an opponent has no cards in hand" (``sim.model.static_conditions.OPPONENT_HAND_EMPTY``). The
tests declare the attack or block with and without the condition met."""

from __future__ import annotations

from typing import Any

import pytest
from played import plays

import mtgsim
from sim import GameState
from sim.model.errors import IllegalActionError
from sim.text import FULL, read_card
from sim.text.render import round_trips


def _card(pid: str, text: str = "", *subtypes: str, power: int = 2) -> dict[str, Any]:
    """A's creature ``pid`` with ``text`` and ``subtypes`` (a 2/2 unless said)."""
    card = {"id": pid, "name": pid.title(), "types": ["Creature"], "subtypes": list(subtypes),
            "power": power, "toughness": 2}
    return card | {"text": text} if text else card


#: a {0} creature card to cast
_MEMNITE = {"id": "memnite", "name": "Memnite", "types": ["Creature"], "cost": "{0}",
            "power": 1, "toughness": 1}


def _a_turn(*permanents: dict[str, Any], hand: list[dict[str, Any]] | None = None,
            mana: str = "") -> GameState:
    """A's precombat main phase with ``permanents`` (A's unless said) and ``hand``."""
    return mtgsim.load({"active_player": "A", "step": "precombat main",
                        "players": {"A": {"hand": hand or [], "mana": mana}, "B": {}},
                        "permanents": [{"controller": "A", **p} for p in permanents]})


def _attacks(state: GameState, pid: str) -> bool:
    """Whether A may declare ``pid`` attacking B (passing to the declaration)."""
    while state.decision is not None and state.decision.kind != "declare_attackers":
        state.apply("pass")
    try:
        state.apply(f"attack {pid}=B")
    except IllegalActionError:
        return False
    return state.combat is not None and pid in state.combat.attackers


def _blocks(*permanents: dict[str, Any]) -> bool:
    """Whether A's "brawler" may block B's attacking Grizzly Bears ("raider")."""
    state = mtgsim.load({"active_player": "B", "players": {"A": {}, "B": {}}, "permanents": [
        *({"controller": "A", **p} for p in permanents),
        {"id": "raider", "controller": "B", "card": "Grizzly Bears"}],
        "step": "precombat main"})
    while state.decision is not None and state.decision.kind != "declare_attackers":
        state.apply("pass")
    state.apply("attack raider=A")
    while state.decision is not None and state.decision.kind != "declare_blockers":
        state.apply("pass")
    try:
        state.apply("block brawler=raider")
    except IllegalActionError:
        return False
    return True


@plays("~ can't attack unless you control an artifact.")
def test_cant_attack_without_an_artifact() -> None:
    """CR 508.1c: The creature can't be declared as an attacker while A controls no
    artifact; with A's Darksteel Myr on the battlefield it attacks."""
    castaways = _card("castaways", "~ can't attack unless you control an artifact.")
    assert not _attacks(_a_turn(castaways), "castaways")
    assert _attacks(_a_turn(castaways, {"id": "myr", "card": "Darksteel Myr"}), "castaways")


@plays("~ can't block unless you control another Minotaur.")
def test_cant_block_without_another_minotaur() -> None:
    """CR 509.1b: alone, The Minotaur can't block B's attacker; beside A's 2/2
    Minotaur (another Minotaur) it blocks."""
    brawler = _card("brawler", "~ can't block unless you control another Minotaur.",
                    "Minotaur")
    assert not _blocks(brawler)
    assert _blocks(brawler, _card("minotaur", "", "Minotaur"))


@plays("~ can't attack unless you've cast a creature spell this turn.")
def test_cant_attack_until_a_creature_spell_is_cast() -> None:
    """CR 508.1c, 611.3a: The creature can't attack before A casts a creature spell this
    turn; once A has cast (and resolved) a {0} creature, it attacks."""
    cohort = _card("cohort", "~ can't attack unless you've cast a creature spell this turn.")
    assert not _attacks(_a_turn(cohort, hand=[_MEMNITE]), "cohort")
    state = _a_turn(cohort, hand=[_MEMNITE])
    state.apply("cast memnite")
    while state.stack:
        state.apply("pass")
    assert _attacks(state, "cohort")


@plays("~ can't attack or block unless you control another Giant.")
def test_cant_attack_or_block_without_another_giant() -> None:
    """CR 508.1c, 509.1b: alone, the Giant neither attacks nor blocks; beside A's 2/2
    Giant it does both."""
    giant = _card("brawler", "~ can't attack or block unless you control another Giant.",
                  "Giant")
    hill = _card("hill", "", "Giant")
    assert not _attacks(_a_turn({**giant, "id": "spot"}), "spot")
    assert _attacks(_a_turn({**giant, "id": "spot"}, hill), "spot")
    assert not _blocks(giant)
    assert _blocks(giant, hill)


@plays("~ gets +3/+3 as long as an opponent has no cards in hand.",
       "~ can't attack unless an opponent has no cards in hand.")
def test_an_opponent_with_no_cards_in_hand() -> None:
    """CR 611.3a, 402.1: the 2/2 "gets +3/+3 as long as an opponent has no cards in hand" is
    a 5/5 while B's hand is empty, a 2/2 while B holds a card; the one that "can't attack
    unless an opponent has no cards in hand" attacks only while B's hand is empty (508.1c)."""
    specter = _card("specter", "~ gets +3/+3 as long as an opponent has no cards in hand.")
    raider = _card("raider", "~ can't attack unless an opponent has no cards in hand.")
    for held, power in (([], 5), ([{"card": "Shock"}], 2)):
        state = mtgsim.load({"active_player": "A", "step": "precombat main",
                             "players": {"A": {}, "B": {"hand": held}},
                             "permanents": [{"controller": "A", **p} for p in (specter, raider)]})
        assert state.power("specter") == power
        assert _attacks(state, "raider") == (not held)


@pytest.mark.parametrize("text", [
    "~ can't attack unless defending player is poisoned.",  # one defender's (508.1c)
    "Enchanted creature can't attack unless you control an artifact.",
])
def test_not_read(text: str) -> None:
    """Only ~'s own restriction, under a condition the board tests as a whole, is read: what
    defending player controls holds for one defender, not as attackers are declared."""
    assert read_card(text, "Probe").status != FULL


def test_renders_back() -> None:
    """The model writes the clause back whole (a clause counts as run only then)."""
    text = "~ can't attack unless you control an artifact."
    reading = read_card(text, "Probe")
    assert reading.status == FULL
    assert round_trips(text, reading.clauses[0][1], "Probe")
    assert not round_trips("~ can't attack as long as you control an artifact.",
                           reading.clauses[0][1], "Probe")
