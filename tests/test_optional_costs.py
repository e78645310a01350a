"""Optional costs paid as an ability resolves (CR 118.12): "you may pay {1}. if you do, <effect>",
"you may pay N life" (119.4), "if you don't, <effect>"; a cost the player can't pay is not
offered (118.3)."""

from __future__ import annotations

from typing import Any

from played import plays

import mtgsim
from sim import GameState
from sim.model.events import CardDrawn, CostPaid
from sim.model.objects import Zone
from sim.text import read_card


def entering(text: str, mana: str = "", life: int = 20, library: int = 3,
             permanents: tuple[dict[str, Any], ...] = (), energy: int = 0,
             hand: int = 0) -> GameState:
    """A casts a {0} 2/2 creature with ``text`` in its precombat main phase, with ``mana``,
    ``permanents`` and ``energy`` counters (CR 122.1)."""
    creature = {"id": "payer", "name": "Payer", "power": 2, "toughness": 2, "cost": "{0}",
                "text": text}
    lib = [{"id": f"c{k}", "name": "Card", "power": 1, "toughness": 1, "cost": "{1}"}
           for k in range(library + hand)]
    lib, held = lib[hand:], lib
    state = mtgsim.load({
        "active_player": "A", "until": "end of turn",
        "players": {"A": {"hand": [creature, *held[:hand]], "mana": mana, "life": life,
                          "library": lib},
                    "B": {}},
        "permanents": list(permanents), "combat": {"attacks": {}, "actions": [
            {"step": "precombat_main", "player": "A", "cast": "payer"}]}})
    state.players["A"].energy = energy
    state.apply("cast payer")
    return state


def answer(state: GameState, pay: str) -> list[str]:
    """Play on, answering ``pay`` ("yes" / "no", or the permanent to sacrifice / "none") to
    each optional cost asked; the decisions asked (a sacrifice's with its options)."""
    asked: list[str] = []
    while state.decision is not None:
        kind = state.decision.kind
        asked.append(kind)
        if kind in ("choose_pay", "choose_optional"):
            state.apply(next(a for a in state.legal_actions() if str(a) == pay))
        elif kind == "choose_sacrifice":
            asked.append(",".join(state.decision.options))
            state.apply(f"sacrifice {pay}")
        else:
            state.apply(state.legal_actions()[0] if kind != "priority" else "pass")
    return asked


def drawn(state: GameState) -> int:
    return sum(1 for e in state.events if isinstance(e, CardDrawn) and e.player == "A")


PAY_DRAW = "When this creature enters, you may pay {1}. If you do, draw a card."


@plays("When this creature enters, you may pay {1}. If you do, draw a card.",
       "When this creature enters, you may pay {1}{G}. If you do, you gain 3 life.")
def test_pay_mana_then_if_you_do() -> None:
    """CR 118.12: as the trigger resolves A may pay {1}; paying, A draws (the "if you do"
    part); declining, A doesn't. Without the mana there is no choice and no draw (118.3)."""
    state = entering(PAY_DRAW, mana="{1}")
    assert "choose_pay" in answer(state, "yes")
    assert drawn(state) == 1 and any(isinstance(e, CostPaid) for e in state.events)
    state = entering(PAY_DRAW, mana="{1}")
    answer(state, "no")
    assert drawn(state) == 0 and not any(isinstance(e, CostPaid) for e in state.events)
    state = entering(PAY_DRAW)
    assert "choose_pay" not in answer(state, "yes") and drawn(state) == 0
    gain = "When this creature enters, you may pay {1}{G}. If you do, you gain 3 life."
    state = entering(gain, mana="{1}{G}")
    answer(state, "yes")
    assert state.players["A"].life == 23
    state = entering(gain, mana="{2}")  # {G} can't be paid with colorless mana (118.3)
    assert "choose_pay" not in answer(state, "yes") and state.players["A"].life == 20


LIFE = ("When this creature enters, you may pay 2 life. If you do, draw a card. If you don't, "
        "this creature deals 1 damage to you.")


@plays("When this creature enters, you may pay 2 life. If you do, draw a card. If you "
       "don't, this creature deals 1 damage to you.")
def test_pay_life_if_you_do_and_if_you_dont() -> None:
    """CR 118.12, 119.4: paying 2 life (a life loss) draws; declining, the "if you don't" part
    deals 1 damage instead. At 1 life A can't pay 2 life (119.4): not asked, the damage."""
    state = entering(LIFE)
    answer(state, "yes")
    assert state.players["A"].life == 18 and drawn(state) == 1
    state = entering(LIFE)
    answer(state, "no")
    assert state.players["A"].life == 19 and drawn(state) == 0
    state = entering(LIFE, life=1)
    assert "choose_pay" not in answer(state, "yes")
    assert state.players["A"].life == 0 and drawn(state) == 0


def test_reading_and_rendering() -> None:
    """CR 118.12: the optional cost, the "if you do" and "if you don't" parts are read and
    render back; a sentence after them (done or not?) and a cost with two X are left unread
    ("{X}" alone is read: ``test_x_payments``; "{X}{R}": ``test_optional_actions``)."""
    assert not read_card(LIFE, "Payer").unsupported
    assert read_card("When this creature enters, you may pay {1}. If you do, draw a card. You "
                     "gain 1 life.", "Payer").unsupported
    assert read_card("When this creature enters, you may pay {X}{X}. If you do, draw a card.",
                     "Payer").unsupported
    assert not read_card("When this creature enters, you may pay {X}{R}. If you do, draw a "
                         "card.", "Payer").unsupported


SAC = "When this creature enters, you may sacrifice another creature. If you do, draw a card."
BEARS = {"id": "bears", "controller": "A", "card": "Grizzly Bears"}
THEIRS = {"id": "theirs", "controller": "B", "card": "Grizzly Bears"}
ROCK = {"id": "rock", "controller": "A", "name": "Rock", "types": ["Artifact"], "cost": "{1}"}


@plays("When this creature enters, you may sacrifice another creature. If you do, draw a card.",
       "When this creature enters, you may sacrifice an artifact or creature. If you do, you "
       "gain 2 life.")
def test_sacrifice_as_an_optional_cost() -> None:
    """CR 118.12, 701.21a: A may sacrifice another creature A controls (not the source, not
    B's creature, not an artifact); sacrificing the Bears, A draws; choosing none, A
    doesn't. With no other creature there is no choice (118.3). "an artifact or creature":
    the artifact may be chosen."""
    state = entering(SAC, permanents=(BEARS, THEIRS, ROCK))
    asked = answer(state, "bears")
    assert "bears,none" in asked
    assert state.permanents["bears"].zone is Zone.GRAVEYARD and drawn(state) == 1
    assert state.permanents["payer"].zone is Zone.BATTLEFIELD
    state = entering(SAC, permanents=(BEARS,))
    answer(state, "none")
    assert state.permanents["bears"].zone is Zone.BATTLEFIELD and drawn(state) == 0
    state = entering(SAC, permanents=(THEIRS, ROCK))
    assert "choose_sacrifice" not in answer(state, "none") and drawn(state) == 0
    either = ("When this creature enters, you may sacrifice an artifact or creature. If you "
              "do, you gain 2 life.")
    state = entering(either, permanents=(BEARS, ROCK))
    asked = answer(state, "rock")
    assert any(set(a.split(",")) == {"payer", "bears", "rock", "none"} for a in asked)
    assert state.permanents["rock"].zone is Zone.GRAVEYARD and state.players["A"].life == 22


RUMMAGE = "When this creature enters, you may discard a card. If you do, draw a card."


@plays("When this creature enters, you may discard a card. If you do, draw a card.")
def test_discard_then_if_you_do() -> None:
    """CR 118.12, 701.9a: A may discard a card; discarding the one card in hand, A draws;
    declining, A keeps it and doesn't draw; with an empty hand, saying yes discards nothing
    and so draws nothing ("if you do": the card wasn't discarded)."""
    state = entering(RUMMAGE, hand=1)
    answer(state, "yes")
    assert state.permanents["c0"].zone is Zone.GRAVEYARD and drawn(state) == 1
    state = entering(RUMMAGE, hand=1)
    answer(state, "no")
    assert state.permanents["c0"].zone is Zone.HAND and drawn(state) == 0
    state = entering(RUMMAGE)
    answer(state, "yes")
    assert drawn(state) == 0


@plays("When this creature enters, you may gain 3 life.")
def test_you_may_gain_life() -> None:
    """CR 603.5, 119.3: the controller chooses as the trigger resolves whether to gain 3."""
    state = entering("When this creature enters, you may gain 3 life.")
    assert "choose_optional" in answer(state, "yes") and state.players["A"].life == 23
    state = entering("When this creature enters, you may gain 3 life.")
    answer(state, "no")
    assert state.players["A"].life == 20


@plays("When this creature enters, draw a card. You may gain 1 life.")
def test_a_later_you_may_is_that_instructions_choice() -> None:
    """CR 603.5, 608.2c: "you may" in a later sentence is that instruction's choice, not the
    whole ability's (``sim.rules.may_ops``): A draws either way; the life is gained only when
    A chooses to, asked once the draw is done."""
    for pay, life in (("yes", 21), ("no", 20)):
        state = entering("When this creature enters, draw a card. You may gain 1 life.")
        assert "choose_optional" in answer(state, pay)
        assert state.players["A"].life == life and drawn(state) == 1


SAC_SELF = "When this creature enters, you may sacrifice it. If you do, draw a card."


@plays("When this creature enters, you may sacrifice it. If you do, draw a card.")
def test_sacrifice_the_source_then_if_you_do() -> None:
    """CR 118.12, 701.21a: sacrificing the creature itself, A draws; declining, it stays and
    A doesn't draw."""
    state = entering(SAC_SELF)
    answer(state, "yes")
    assert state.permanents["payer"].zone is Zone.GRAVEYARD and drawn(state) == 1
    state = entering(SAC_SELF)
    answer(state, "no")
    assert state.permanents["payer"].zone is Zone.BATTLEFIELD and drawn(state) == 0


UNLESS = "When this creature enters, sacrifice it unless you pay {1}."


@plays("When this creature enters, sacrifice it unless you pay {1}.",
       "When this creature enters, sacrifice it unless you pay {E}{E}.")
def test_sacrifice_unless_you_pay() -> None:
    """CR 118.12a: "sacrifice it unless you pay {1}" is "you may pay {1}. if you don't,
    sacrifice it": paying keeps it, declining sacrifices it, and without the mana it is
    sacrificed with no question (118.3). With energy (107.14) likewise."""
    state = entering(UNLESS, mana="{1}")
    assert "choose_pay" in answer(state, "yes")
    assert state.permanents["payer"].zone is Zone.BATTLEFIELD
    state = entering(UNLESS, mana="{1}")
    answer(state, "no")
    assert state.permanents["payer"].zone is Zone.GRAVEYARD
    state = entering(UNLESS)
    assert "choose_pay" not in answer(state, "yes")
    assert state.permanents["payer"].zone is Zone.GRAVEYARD
    energy = "When this creature enters, sacrifice it unless you pay {E}{E}."
    state = entering(energy, energy=2)
    answer(state, "yes")
    assert state.permanents["payer"].zone is Zone.BATTLEFIELD and state.players["A"].energy == 0
    state = entering(energy, energy=1)
    answer(state, "yes")
    assert state.permanents["payer"].zone is Zone.GRAVEYARD and state.players["A"].energy == 1


PEACEKEEPER = "At the beginning of your upkeep, sacrifice this creature unless you pay {1}{W}."


@plays("At the beginning of your upkeep, sacrifice this creature unless you pay {1}{W}.")
def test_upkeep_sacrifice_unless_you_pay() -> None:
    """CR 118.12a, 503.1: at A's upkeep, with no mana to pay {1}{W} (118.3) the creature is
    sacrificed; with two Plains, A pays (the scripted answer) and keeps it."""
    def upkeep(lands: int, pay: str) -> GameState:
        state = mtgsim.load({
            "active_player": "A", "step": "upkeep", "until": "end of turn",
            "players": {"A": {"library": 3}, "B": {"library": 3}},
            "permanents": [{"id": "w1", "controller": "A", "name": "Watcher", "power": 0,
                            "toughness": 4, "text": PEACEKEEPER},
                           *({"id": f"p{k}", "controller": "A", "card": "Plains"}
                             for k in range(lands))]})
        answer(state, pay)
        return state
    assert upkeep(0, "yes").permanents["w1"].zone is Zone.GRAVEYARD
    state = upkeep(2, "yes")
    assert state.permanents["w1"].zone is Zone.BATTLEFIELD
    assert all(state.permanents[p].tapped for p in ("p0", "p1"))
    assert upkeep(2, "no").permanents["w1"].zone is Zone.GRAVEYARD


@plays("When this creature enters, you may sacrifice another creature or an artifact. If you "
       "do, you gain 2 life.")
def test_sacrifice_another_creature_or_an_artifact() -> None:
    """CR 118.12, 701.21a: "another creature or an artifact": the Bears or the Rock, not the
    source itself."""
    text = ("When this creature enters, you may sacrifice another creature or an artifact. If "
            "you do, you gain 2 life.")
    state = entering(text, permanents=(BEARS, ROCK))
    asked = answer(state, "rock")
    assert any(set(a.split(",")) == {"bears", "rock", "none"} for a in asked)
    assert state.permanents["rock"].zone is Zone.GRAVEYARD and state.players["A"].life == 22
