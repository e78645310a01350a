"""The pump family (issue 29; ``sim.model.pump_verbs``, read by ``sim.text.pump_rules``, run by
``sim.rules.pump``): "<subject> gains your choice of <keyword>, <keyword>, or <keyword> until
end of turn" (CR 608.2d: the controller chooses as the effect resolves; 611.2a: until end of
turn), beside a bonus or alone, from an activated ability or a spell."""

from __future__ import annotations

from typing import Any

from played import plays

import mtgsim
from sim import GameState
from sim.model.keywords import Kw
from sim.text.effect_text import read_effect
from sim.text.render import text


def board(*permanents: dict[str, Any], hand: tuple[dict[str, Any], ...] = ()) -> GameState:
    """A's precombat main phase, four Plains for A's mana, B's turn after."""
    lands = [{"id": f"land{i}", "controller": "A", "types": ["Land"], "subtypes": ["Plains"]}
             for i in range(4)]
    return mtgsim.load({"active_player": "A", "step": "precombat main", "until": "end of turn",
                        "players": {"A": {"library": 5, "hand": list(hand)},
                                    "B": {"library": 5}},
                        "permanents": [*permanents, *lands]})


def creature(pid: str, controller: str, power: int, toughness: int, card_text: str = "",
             **fields: Any) -> dict[str, Any]:
    out: dict[str, Any] = {"id": pid, "controller": controller, "power": power,
                           "toughness": toughness, "name": "Probe", **fields}
    if card_text:
        out["text"] = card_text
    return out


def resolve(state: GameState, first: str, answer: str, asked: list[tuple[str, ...]],
            target: str | None = None) -> GameState:
    """A does ``first`` (an activation or a cast), pays, targets ``target``, both pass; A
    answers the choose_quality decision with ``answer`` (its options kept in ``asked``)."""
    state.apply(first)
    while state.decision is not None and str(state.decision.kind) != "declare_attackers" and (
            state.stack or str(state.decision.kind) != "priority"):
        actions = [str(a) for a in state.legal_actions()]
        kind = str(state.decision.kind)
        if kind == "choose_quality":
            assert state.decision.player == "A"
            asked.append(tuple(state.decision.options))
            state.apply(next(a for a in actions if a.endswith(" " + answer)))
        elif kind == "choose_target" and target is not None:
            state.apply(f"target {target}")
        elif kind == "priority":
            state.apply("pass")
        else:
            state.apply(next((a for a in actions if a.startswith("pay")), actions[0]))
    return state


def end_turn(state: GameState) -> GameState:
    """Both pass until B's turn begins (the cleanup step ends "until end of turn", 514.2)."""
    while state.decision is not None:
        actions = [str(a) for a in state.legal_actions()]
        state.apply(next((a for a in ("pass", "attack none", "block none") if a in actions),
                         actions[0]))
    return state


CERATOPS = "{1}: Probe gains your choice of reach, trample, or haste until end of turn."


@plays("{G}: Shifting Ceratops gains your choice of reach, trample, or haste until end of turn.")
def test_the_keyword_chosen_as_it_resolves_until_end_of_turn() -> None:
    """CR 608.2d, 611.2a, 514.2: A is offered reach, trample and haste (nothing else) as the
    ability resolves, chooses trample: the creature has trample, not reach or haste, until the
    cleanup step ends the effect."""
    asked: list[tuple[str, ...]] = []
    state = resolve(board(creature("src", "A", 5, 4, CERATOPS)), "activate src 0", "trample",
                    asked)
    assert asked == [("reach", "trample", "haste")]
    assert state.has("src", Kw.TRAMPLE)
    assert not state.has("src", Kw.REACH) and not state.has("src", Kw.HASTE)
    end_turn(state)
    assert not state.has("src", Kw.TRAMPLE)


AVENGER = ("{1}: Until end of turn, Probe gets -1/-1 and gains your choice of flying, "
           "vigilance, deathtouch, or haste.")


@plays("{2}: Until end of turn, Argivian Avenger gets -1/-1 and gains your choice of flying, "
       "vigilance, deathtouch, or haste.")
def test_the_bonus_and_the_chosen_keyword_are_one_effect() -> None:
    """CR 608.2d, 613.4c: -1/-1 and flying (chosen) until end of turn; activated twice, two
    effects: -2/-2, flying and deathtouch."""
    asked: list[tuple[str, ...]] = []
    state = resolve(board(creature("src", "A", 5, 5, AVENGER)), "activate src 0", "flying",
                    asked)
    assert (state.power("src"), state.toughness("src")) == (4, 4)
    assert state.has("src", Kw.FLYING) and not state.has("src", Kw.DEATHTOUCH)
    resolve(state, "activate src 0", "deathtouch", asked)
    assert (state.power("src"), state.toughness("src")) == (3, 3)
    assert state.has("src", Kw.FLYING) and state.has("src", Kw.DEATHTOUCH)
    assert asked[0] == ("flying", "vigilance", "deathtouch", "haste")


GIFT = {"id": "gift", "name": "Gift", "types": ["Instant"], "cost": "{0}",
        "text": "Target creature gets +1/+1 and gains your choice of deathtouch or lifelink "
                "until end of turn."}


@plays("Target creature gets +1/+1 and gains your choice of deathtouch or lifelink until end "
       "of turn.")
def test_a_spell_grants_the_keyword_chosen_to_its_target() -> None:
    """CR 608.2d, 611.2a: the instant's controller chooses lifelink for B's target creature:
    +1/+1 and lifelink, not deathtouch."""
    asked: list[tuple[str, ...]] = []
    state = board(creature("bear", "B", 2, 2), hand=(GIFT,))
    resolve(state, "cast gift", "lifelink", asked, target="bear")
    assert asked == [("deathtouch", "lifelink")]
    assert (state.power("bear"), state.toughness("bear")) == (3, 3)
    assert state.has("bear", Kw.LIFELINK) and not state.has("bear", Kw.DEATHTOUCH)


def test_each_wording_renders_back_and_a_parameter_is_not_offered() -> None:
    """CR 608.2d: the choice renders back as written; "protection from red" among the choices
    (a parameter, not a keyword) is not read."""
    for clause in ("~ gains your choice of reach, trample, or haste until end of turn",
                   "target creature gains your choice of lifelink or indestructible until end "
                   "of turn"):
        assert text(read_effect(clause, "Probe")) == clause
    assert read_effect("~ gains your choice of double strike, protection from red, or shadow "
                       "until end of turn", "Probe").unsupported
