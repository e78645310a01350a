"""The pump family (issue 29; ``sim.model.pump_verbs``, read by ``sim.text.pump_rules``, run by
``sim.rules.pump``): "<subject> gains your choice of <keyword>, <keyword>, or <keyword> until
end of turn" (CR 608.2d: the controller chooses as the effect resolves; 611.2a: until end of
turn), beside a bonus or alone, from an activated ability or a spell."""

from __future__ import annotations

from typing import Any

import numpy as np
import pytest
from played import plays
from test_becoming import end_turn

import mtgsim
from sim import GameState
from sim.model.decisions import Decision, DecisionKind
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
            state.apply(next(a for a in actions if a.strip('"').endswith(" " + answer)
                             or a.endswith(f' "{answer}"')))
        elif kind == "choose_target" and target is not None:
            state.apply(f"target {target}")
        elif kind == "priority":
            state.apply("pass")
        else:
            state.apply(next((a for a in actions if a.startswith("pay")), actions[0]))
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


# --- "tap another untapped <creature | subtype> you control" (CR 601.2h, 118.3, 302.6) -------

OAK = "{1}, Tap another untapped creature you control: Probe gets +1/+1 until end of turn."


@plays("{B}, Tap another untapped creature you control: Black Oak of Odunos gets +1/+1 until "
       "end of turn.")
def test_another_creature_is_tapped_never_the_source() -> None:
    """CR 601.2h, 118.3, 302.6: alone, the creature can't pay "another" (not offered); with a
    summoning-sick soldier beside it, the soldier is the only creature that can pay, is tapped,
    and the creature gets +1/+2."""
    alone = board(creature("src", "A", 0, 3, OAK))
    assert not any(str(a).startswith("activate src") for a in alone.legal_actions())
    state = board(creature("src", "A", 0, 3, OAK), creature("soldier", "A", 1, 1, sick=True))
    state.apply("activate src 0")
    offered: list[tuple[str, ...]] = []
    while state.decision is not None and str(state.decision.kind) != "declare_attackers" and (
            state.stack or str(state.decision.kind) != "priority"):
        actions = [str(a) for a in state.legal_actions()]
        if str(state.decision.kind) == "choose_crew":
            offered.append(tuple(state.decision.options))
        state.apply("pass" if str(state.decision.kind) == "priority" else next(
            (a for a in actions if a.startswith("pay")), actions[0]))
    assert all("src" not in o for o in offered)  # (one choice: taken without asking)
    assert state.permanents["soldier"].tapped and not state.permanents["src"].tapped
    assert (state.power("src"), state.toughness("src")) == (1, 4)


WARLEADER = ("Tap another untapped Ally you control: Probe gains your choice of first strike, "
             "vigilance, or trample until end of turn.")


@plays("Tap another untapped Ally you control: Veteran Warleader gains your choice of first "
       "strike, vigilance, or trample until end of turn.")
def test_another_of_a_subtype_and_the_keyword_chosen() -> None:
    """CR 601.2h, 205.3m, 608.2d: the Ally (not the Bear, not the source) is tapped; first
    strike chosen."""
    asked: list[tuple[str, ...]] = []
    state = board(creature("src", "A", 2, 2, WARLEADER, subtypes=["Human", "Ally"]),
                  creature("bear", "A", 2, 2, subtypes=["Bear"]),
                  creature("ally", "A", 1, 1, subtypes=["Ally"]))
    resolve(state, "activate src 0", "first strike", asked)
    assert asked == [("first strike", "vigilance", "trample")]
    assert state.permanents["ally"].tapped and not state.permanents["bear"].tapped
    assert not state.permanents["src"].tapped and state.has("src", Kw.FIRST_STRIKE)


# --- the untap symbol, {Q} (CR 107.6, 302.6, 122.1d) --------------------------------------------

SENTRY = "{1}, {Q}: Probe gets +0/+2 until end of turn."


def _activations(state: GameState) -> list[str]:
    return [str(a) for a in state.legal_actions() if str(a).startswith("activate src")]


@plays("{2}{W}, {Q}: Safehold Sentry gets +0/+2 until end of turn.")
def test_the_untap_symbol_untaps_the_tapped_creature_as_its_cost() -> None:
    """CR 107.6, 601.2h: the tapped creature is untapped to pay {Q} and gets +0/+2; untapped
    now, it can't pay {Q} again (118.3: not offered)."""
    state = board(creature("src", "A", 2, 2, SENTRY, tapped=True))
    assert _activations(state)
    resolve(state, "activate src 0", "", [])
    assert not state.permanents["src"].tapped
    assert (state.power("src"), state.toughness("src")) == (2, 4)
    assert not _activations(state)


def test_an_untapped_or_summoning_sick_creature_cant_pay_the_untap_symbol() -> None:
    """CR 107.6, 118.3: an untapped creature can't pay {Q}; 302.6: nor a tapped creature its
    controller has not controlled since the turn began (haste lets it, 702.10c)."""
    assert not _activations(board(creature("src", "A", 2, 2, SENTRY)))
    assert not _activations(board(creature("src", "A", 2, 2, SENTRY, tapped=True, sick=True)))
    assert _activations(board(creature("src", "A", 2, 2, "Haste\n" + SENTRY, tapped=True,
                                       sick=True)))


def test_a_stun_counter_is_removed_instead_of_untapping() -> None:
    """CR 122.1d: untapping the stunned creature to pay {Q} removes a stun counter instead;
    it stays tapped and the ability resolves."""
    state = board(creature("src", "A", 2, 2, SENTRY, tapped=True))
    state.permanents["src"].counters["stun"] = 2
    resolve(state, "activate src 0", "", [])
    perm = state.permanents["src"]
    assert perm.tapped and perm.counters.get("stun") == 1
    assert state.toughness("src") == 4


# --- "~ gets +N/+N until end of turn and deals N damage to you | each opponent" -----------------

EEL = "{1}: Probe gets +2/+0 until end of turn and deals 1 damage to you."


@plays("{R}{R}: Electric Eel gets +2/+0 until end of turn and deals 1 damage to you.")
def test_the_creature_gets_the_bonus_and_deals_damage_to_its_controller() -> None:
    """CR 611.2a, 120.3, 608.2c: +2/+0 until end of turn, then 1 damage to A dealt by the
    creature itself: with lifelink (702.15b) A gains the 1 life back."""
    state = resolve(board(creature("src", "A", 1, 1, EEL)), "activate src 0", "", [])
    assert state.power("src") == 3 and state.players["A"].life == 19
    state = resolve(board(creature("src", "A", 1, 1, "Lifelink\n" + EEL)), "activate src 0",
                    "", [])
    assert state.power("src") == 3 and state.players["A"].life == 20


@plays("{1}, Sacrifice an artifact: Penregon Strongbull gets +1/+1 until end of turn and deals 1 "
       "damage to each opponent.")
def test_the_creature_deals_damage_to_each_opponent() -> None:
    """CR 120.3, 602.2b: the artifact sacrificed, +1/+1 and 1 damage to B."""
    text = ("{1}, Sacrifice an artifact: Probe gets +1/+1 until end of turn and deals 1 damage "
            "to each opponent.")
    state = board(creature("src", "A", 2, 3, text),
                  {"id": "rock", "controller": "A", "name": "Rock", "types": ["Artifact"]})
    resolve(state, "activate src 0", "", [])
    assert state.permanents["rock"].zone.value == "graveyard"
    assert (state.power("src"), state.toughness("src")) == (3, 4)
    assert state.players["B"].life == 19 and state.players["A"].life == 20


def test_only_the_source_deals_the_rider_damage() -> None:
    """CR 120.3: "target creature gets ... and deals 1 damage to you" would have the target
    deal it, not the ability's source: not read; ~'s renders back."""
    assert read_effect("target creature gets +1/+1 until end of turn and deals 1 damage to you",
                       "Probe").unsupported
    clause = "~ gets +2/+0 until end of turn and deals 1 damage to you"
    assert text(read_effect(clause, "Probe")) == clause


# --- "... and can attack this turn as though it didn't have defender" (CR 702.3b) -------------

FORT = ("Defender\n{1}: Probe gets +3/-1 until end of turn and can attack this turn as though "
        "it didn't have defender. Activate only once each turn.")


def _attacks(state: GameState) -> list[str]:
    """The attack declarations offered once A passes to the declare attackers step."""
    while state.decision is not None and str(state.decision.kind) != "declare_attackers":
        state.apply("pass")
    assert state.decision is not None
    return [str(a) for a in state.legal_actions()]


@plays("{3}: Mobile Fort gets +3/-1 until end of turn and can attack this turn as though it "
       "didn't have defender. Activate only once each turn.")
def test_the_defender_attacks_this_turn_after_the_ability() -> None:
    """CR 702.3b, 611.2a, 602.5b: the wall with defender can't attack; after the ability
    resolves it is a 3/3 (0/4 +3/-1) that may attack this turn; the ability is offered once."""
    assert not any("src" in a for a in _attacks(board(creature("src", "A", 0, 4, FORT))))
    state = resolve(board(creature("src", "A", 0, 4, FORT)), "activate src 0", "", [])
    assert (state.power("src"), state.toughness("src")) == (3, 3)
    assert not any(str(a).startswith("activate src") for a in state.legal_actions())
    assert any("src" in a for a in _attacks(state))


def test_the_rider_is_read_only_after_a_modification_of_the_source() -> None:
    """CR 702.3b: the rider renders back; of another subject than ~ it is not read."""
    clause = ("~ gets +4/-4 until end of turn and can attack this turn as though it didn't "
              "have defender")
    assert text(read_effect(clause, "Probe")) == clause
    assert read_effect(clause.replace("~", "target creature", 1), "Probe").unsupported


# --- "~ gets +N/-N or -N/+N until end of turn" (CR 608.2d) -------------------------------------

BRIGHT = "{1}: Probe gets +1/-1 or -1/+1 until end of turn."


@plays("{1}: Brightling gets +1/-1 or -1/+1 until end of turn.")
def test_the_bonus_chosen_as_it_resolves() -> None:
    """CR 608.2d, 611.2a, 613.4c: A is offered +1/-1 and -1/+1; -1/+1 then +1/-1 chosen: the
    3/3 is 2/4, then 3/3 again, each until end of turn."""
    asked: list[tuple[str, ...]] = []
    state = resolve(board(creature("src", "A", 3, 3, BRIGHT)), "activate src 0", "-1/+1", asked)
    assert asked == [("+1/-1", "-1/+1")]
    assert (state.power("src"), state.toughness("src")) == (2, 4)
    resolve(state, "activate src 0", "+1/-1", asked)
    assert (state.power("src"), state.toughness("src")) == (3, 3)
    state = resolve(board(creature("src", "A", 3, 3, BRIGHT)), "activate src 0", "+1/-1", [])
    assert (state.power("src"), state.toughness("src")) == (4, 2)


def test_the_choice_renders_back() -> None:
    """CR 608.2d: both bonuses written back in their order; the same bonus twice is no choice
    (not read)."""
    clause = "enchanted creature gets +1/-1 or -1/+1 until end of turn"
    assert text(read_effect(clause, "Probe")) == clause
    assert read_effect("~ gets +1/-1 or +1/-1 until end of turn", "Probe").unsupported


@pytest.mark.parametrize("name", ["default", "random", "heuristic"])
def test_every_policy_answers_the_choice(name: str) -> None:
    """CR 608.2d: with no scripted choice the controller's policy chooses one of the offered
    keywords (a ``choose_quality`` decision); the creature then has it."""
    asked: list[Decision] = []
    agent = mtgsim.policy(name, np.random.default_rng(3))

    class Watch:
        def act(self, state: GameState, decision: Decision, legal: Any) -> Any:
            if decision.kind == DecisionKind.CHOOSE_QUALITY:
                asked.append(decision)
            return agent.act(state, decision, legal)

    state = mtgsim.load({"active_player": "A", "until": "end of combat",
                         "players": {"A": {}, "B": {}},
                         "permanents": [creature("src", "A", 5, 4, "{0}: Probe gains your choice "
                                                 "of reach, trample, or haste until end of "
                                                 "turn. Activate only once each turn.")],
                         "combat": {"attacks": {}, "actions": [
                             {"step": "precombat_main", "player": "A", "activate": "src"}]}})
    mtgsim.play(state, Watch())
    (decision,) = asked
    assert decision.player == "A" and decision.options == ("reach", "trample", "haste")
    assert "608.2d" in decision.prompt
    chosen = [k for k in (Kw.REACH, Kw.TRAMPLE, Kw.HASTE) if state.has("src", k)]
    assert len(chosen) == 1
