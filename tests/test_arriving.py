"""sim.rules.arriving: the choices a permanent's own replacement effects ask as it enters
(CR 614.12), asked of its controller when an effect puts it onto the battlefield — a shock
land's life (fetched from the library), "as ~ enters, choose a color | a creature type" and
riot (returned from a graveyard) — before anything else happens."""

from __future__ import annotations

from typing import Any

import numpy as np
import pytest

import mtgsim
from ai.heuristic import PAY_LIFE_FLOOR, HeuristicAgent
from sim import GameState
from sim.model.errors import IllegalActionError
from sim.model.events import LifeLost
from sim.model.keywords import Kw
from sim.model.objects import PLUS, Zone
from sim.testing.checker import check

#: a shock land (Steam Vents' Oracle text, its name the card's)
VENTS = {"id": "vents", "name": "Steam Vents", "types": ["Land"],
         "subtypes": ["Island", "Mountain"],
         "text": "({T}: Add {U} or {R}.)\nAs Steam Vents enters the battlefield, you may pay 2 "
                 "life. If you don't, it enters the battlefield tapped."}
FETCH = "Search your library for a Mountain card, put it onto the battlefield{}, then shuffle."
ANTHEM = ("As this artifact enters, choose a creature type.\n"
          "Creatures you control of the chosen type get +1/+1.")
ELF = {"id": "elf", "controller": "A", "name": "Elf", "subtypes": ["Elf"], "power": 1,
       "toughness": 1}
GOBLIN = {"id": "goblin", "controller": "A", "name": "Goblin", "subtypes": ["Goblin"],
          "power": 1, "toughness": 1}


def fetch_game(life: int = 20, tapped: bool = False) -> GameState:
    """A casts a {0} sorcery that puts a Mountain card (the shock land) from its library
    onto the battlefield (``tapped``: "put it onto the battlefield tapped")."""
    sorcery = {"id": "fetch", "name": "Fetch", "types": ["Sorcery"], "cost": "{0}",
               "text": FETCH.format(" tapped" if tapped else "")}
    return mtgsim.load({"active_player": "A", "step": "precombat main", "until": "end of turn",
                        "players": {"A": {"life": life, "hand": [sorcery],
                                          "library": [VENTS, "Hill Giant"]}, "B": {}}})


def until_asked(state: GameState, kind: str = "choose_pay") -> GameState:
    """Cast the sorcery, find the land, and stop at the next ``kind`` decision, or once the
    sorcery has resolved."""
    state.apply("cast fetch")
    while state.decision is not None and state.decision.kind != kind \
            and state.permanents["fetch"].zone is not Zone.GRAVEYARD:
        d = state.decision
        if d.kind == "choose_card":
            state.apply(next(a for a in state.legal_actions() if "Steam" in str(a)))
        else:
            state.apply("pass")
    return state


def vents(state: GameState) -> Any:
    return next(p for p in state.battlefield() if p.card.name == "Steam Vents")


def test_a_fetched_shock_land_asks_its_controller_for_the_life() -> None:
    """CR 614.12, 119.4: found and put onto the battlefield by the sorcery, the land asks A
    (a choose_pay decision, yes or no) before the sorcery finishes: paid, A loses 2 life
    (a LifeLost event) and the land is untapped; not paid, it stays tapped and no life is
    lost."""
    state = until_asked(fetch_game())
    d = state.decision
    assert d is not None and d.kind == "choose_pay" and d.player == "A"
    assert "pay 2 life" in d.prompt and set(d.options) == {"yes", "no"}
    assert state.stack == [] and state.resolving is not None  # still resolving
    paid = state.clone()
    paid.apply("yes")
    assert paid.players["A"].life == 18 and not vents(paid).tapped
    assert [(e.player, e.amount) for e in paid.events if isinstance(e, LifeLost)] == [("A", 2)]
    assert paid.resolving is None and paid.permanents["fetch"].zone is Zone.GRAVEYARD
    state.apply("no")
    assert state.players["A"].life == 20 and vents(state).tapped
    assert not any(isinstance(e, LifeLost) for e in state.events)


def test_no_choice_without_enough_life_or_when_it_enters_tapped_anyway() -> None:
    """CR 119.4: at 1 life A can't pay 2: the land enters tapped with no decision. Put onto
    the battlefield tapped, paying would change nothing: not asked, no life lost."""
    for state in (until_asked(fetch_game(life=1)), until_asked(fetch_game(tapped=True))):
        assert state.decision is None or state.decision.kind != "choose_pay"
        assert vents(state).tapped
        assert not any(isinstance(e, LifeLost) for e in state.events)


def test_an_answer_outside_the_options_is_refused() -> None:
    """Typed errors: "quality Elf" is not an answer to the life question."""
    state = until_asked(fetch_game())
    with pytest.raises(IllegalActionError):
        state.apply("quality Elf")


def raise_game(text: str, types: tuple[str, ...] = ("Artifact",),
               choices: tuple[str, ...] = ()) -> GameState:
    """A casts a {0} sorcery returning the permanent ``text`` from its graveyard to the
    battlefield, answering ``choices``; A controls an Elf and a Goblin."""
    thing: dict[str, Any] = {"id": "thing", "name": "Thing", "types": list(types),
                             "cost": "{0}", "text": text}
    if "Creature" in types:
        thing.update(power=2, toughness=2)
    kind = "creature" if "Creature" in types else "artifact"
    raise_it = {"id": "raise", "name": "Raise", "types": ["Sorcery"], "cost": "{0}",
                "text": f"Return target {kind} card from your graveyard to the battlefield."}
    return mtgsim.load({"active_player": "A", "until": "end of combat",
                        "players": {"A": {"hand": [raise_it], "graveyard": [thing]}, "B": {}},
                        "permanents": [ELF, GOBLIN],
                        "combat": {"attacks": {}, "actions": [
                            {"step": "precombat_main", "player": "A", "cast": "raise",
                             "targets": ["thing"], "choices": list(choices)}]}})


def test_a_returned_permanent_asks_its_creature_type() -> None:
    """CR 614.12, 611.3: returned by an effect, the artifact asks A for a creature type (a
    choose_quality decision); the scripted answer Goblin is the permanent's, and its anthem
    pumps the Goblin, not the Elf — the default (the most common type) would have been the
    same for both, so the answer is what decides."""
    state = raise_game(ANTHEM, choices=("Goblin",))
    mtgsim.play(state)
    assert state.permanents["thing"].chosen == "Goblin"
    assert (state.power("goblin"), state.power("elf")) == (2, 1)
    other = raise_game(ANTHEM, choices=("Elf",))
    mtgsim.play(other)
    assert (other.power("goblin"), other.power("elf")) == (1, 2)


@pytest.mark.parametrize("answer", ["counter", "haste"])
def test_a_returned_riot_creature_asks_counter_or_haste(answer: str) -> None:
    """CR 702.136a: a riot creature returned by an effect asks its controller: a +1/+1
    counter, or haste — not the default counter regardless."""
    state = raise_game("Riot", types=("Creature",), choices=(answer,))
    mtgsim.play(state)
    thing = state.permanents["thing"]
    assert thing.zone is Zone.BATTLEFIELD
    assert thing.counters.get(PLUS, 0) == (1 if answer == "counter" else 0)
    assert state.has("thing", Kw.HASTE) == (answer == "haste")


def test_random_legal_play_through_the_choices() -> None:
    """The conformance checker answers the arriving choices with random legal actions and
    checks every decision's legal actions: over a few seeds both the life and the creature
    type are asked."""
    kinds: set[str] = set()
    for seed in range(8):
        kinds |= set(check(fetch_game(), np.random.default_rng(seed)).kinds)
        kinds |= set(check(raise_game(ANTHEM), np.random.default_rng(seed)).kinds)
    assert {"choose_pay", "choose_quality"} <= kinds


@pytest.mark.parametrize(("life", "pays"), [(20, True), (PAY_LIFE_FLOOR - 1, False)])
def test_the_heuristic_pays_while_life_is_plentiful(life: int, pays: bool) -> None:
    """The heuristic answers the fetched land's life as it does playing a shock land: it pays
    at 20 life, not below ``PAY_LIFE_FLOOR``."""
    state = until_asked(fetch_game(life=life))
    decision = state.decision
    assert decision is not None
    state.apply(HeuristicAgent().act(state, decision, state.legal_actions()))
    assert vents(state).tapped != pays
    assert state.players["A"].life == life - (2 if pays else 0)


def test_a_scenario_scripts_the_life_with_pay_life() -> None:
    """A scenario's action answers the fetched land's question: "pay life" (as for a land
    played) pays, "no" declines and leaves it tapped."""
    def scripted(choices: list[str]) -> GameState:
        sorcery = {"id": "fetch", "name": "Fetch", "types": ["Sorcery"], "cost": "{0}",
                   "text": FETCH.format("")}
        state = mtgsim.load({"active_player": "A", "until": "end of combat",
                             "players": {"A": {"hand": [sorcery], "library": [VENTS]},
                                         "B": {}},
                             "combat": {"attacks": {}, "actions": [
                                 {"step": "precombat_main", "player": "A", "cast": "fetch",
                                  "choices": choices}]}})
        mtgsim.play(state)
        return state
    paid, declined = scripted(["pay life"]), scripted(["no"])
    assert paid.players["A"].life == 18 and not vents(paid).tapped
    assert declined.players["A"].life == 20 and vents(declined).tapped


def test_a_returned_land_keeps_its_choice_s_restriction() -> None:
    """CR 614.12: a Thriving land ("choose a color other than red") returned by an effect
    asks for one of the four other colors; red is not among the options."""
    thriving = ("This land enters tapped. As it enters, choose a color other than red.\n"
                "{T}: Add {R} or one mana of the chosen color.")
    thing = {"id": "thing", "name": "Thing", "types": ["Land"], "text": thriving}
    raise_it = {"id": "raise", "name": "Raise", "types": ["Sorcery"], "cost": "{0}",
                "text": "Return target land card from your graveyard to the battlefield."}
    state = mtgsim.load({"active_player": "A", "step": "precombat main",
                         "players": {"A": {"hand": [raise_it], "graveyard": [thing]}, "B": {}}})
    state.apply("cast raise")
    while state.decision is not None and state.decision.kind != "choose_quality":
        state.apply("target thing" if state.decision.kind == "choose_target" else "pass")
    decision = state.decision
    assert decision is not None and decision.player == "A"
    assert sorted(decision.options) == ["black", "blue", "green", "white"]
    state.apply("quality green")
    assert state.permanents["thing"].chosen == "green"
