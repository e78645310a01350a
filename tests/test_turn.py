"""The turn (sim.rules.turn, CR 500-514): steps in order, land drops and sorcery-speed casting in
the main phases, untap, draw, cleanup, how far a play goes (``until``), the turn limit."""

from __future__ import annotations

from typing import Any

import pytest
from played import plays

import mtgsim
from sim.model.actions import PASS, CastSpell, Choose, PlayLand
from sim.model.errors import IllegalActionError, ScenarioError
from sim.model.events import Discarded, LandPlayed, StepBegan, TurnBegan
from sim.model.keywords import Kw
from sim.model.objects import Span, Step, Zone
from sim.model.state import GameState


def scenario(**top: Any) -> dict[str, Any]:
    """A's turn 3 at its precombat main phase: two Forests and a Grizzly Bears on the
    battlefield, a Forest and two Grizzly Bears in hand."""
    data: dict[str, Any] = {
        "active_player": "A", "turn": 3, "step": "precombat main",
        "players": {"A": {"hand": ["Forest", "Grizzly Bears", "Grizzly Bears"]}, "B": {}},
        "permanents": [{"id": "f1", "controller": "A", "card": "Forest"},
                       {"id": "f2", "controller": "A", "card": "Forest"},
                       {"id": "bear", "controller": "A", "card": "Grizzly Bears"}]}
    data.update(top)
    return data


def steps(state: GameState) -> list[str]:
    return [e.step for e in state.events if isinstance(e, StepBegan)]


def hand(state: GameState, player: str = "A") -> list[str]:
    return [p.id for p in state.cards(player, Zone.HAND)]


def test_a_turn_goes_through_its_steps_to_the_end() -> None:
    state = mtgsim.load(scenario())
    assert state.span is Span.TURN and state.step is Step.PRECOMBAT_MAIN
    mtgsim.play(state)  # the default policy passes and attacks with nothing
    assert state.is_terminal() and state.step is Step.TURN_OVER
    assert steps(state) == ["precombat main", "beginning of combat", "declare attackers",
                            "end of combat", "postcombat main", "end", "cleanup"]


def test_main_phase_offers_the_land_drop_and_creature_spells_to_the_active_player() -> None:
    state = mtgsim.load(scenario())
    land, bear1, bear2 = hand(state)
    assert state.decision is not None and state.decision.player == "A"
    assert set(state.legal_actions()) == {PASS, PlayLand(land), CastSpell(bear1),
                                          CastSpell(bear2)}
    state.apply(PlayLand(land))
    assert state.permanents[land].zone is Zone.BATTLEFIELD
    assert state.players["A"].lands_played == 1
    assert [e.card for e in state.events if isinstance(e, LandPlayed)] == [land]
    # one land a turn (CR 305.2); three Forests pay for one Bears only
    assert set(state.legal_actions()) == {PASS, CastSpell(bear1), CastSpell(bear2)}
    with pytest.raises(IllegalActionError, match="not a card in A's hand"):
        state.apply(PlayLand(land))
    state.apply(CastSpell(bear1))
    # cast at sorcery speed: it resolved once both passed; then A had nothing it could do
    # (one untapped Forest), so the main phase ended without asking
    assert state.permanents[bear1].zone is Zone.BATTLEFIELD
    assert state.permanents[bear1].sick
    assert sum(state.permanents[f].tapped for f in ("f1", "f2", land)) == 2
    assert state.decision is not None and state.decision.kind == "declare_attackers"


def test_one_land_a_turn() -> None:
    data = scenario()
    data["players"]["A"]["hand"] = ["Forest", "Mountain", "Grizzly Bears"]
    state = mtgsim.load(data)
    forest, mountain, bear = hand(state)
    state.apply(PlayLand(forest))
    assert set(state.legal_actions()) == {PASS, CastSpell(bear)}
    with pytest.raises(IllegalActionError, match="A has played a land this turn"):
        state.apply(PlayLand(mountain))


def test_sorcery_speed_spells_wait_for_a_main_phase() -> None:
    state = mtgsim.load(scenario(step="upkeep"))
    # nothing can be done in the upkeep with lands and creatures: no decision until the
    # main phase, after the draw step (a card drawn, unknown: no library given)
    assert state.step is Step.PRECOMBAT_MAIN and state.decision is not None
    assert steps(state) == ["upkeep", "draw", "precombat main"]
    assert len(hand(state)) == 4  # drew one (turn 3: no 103.8a skip)


def test_the_defending_player_cant_act_at_sorcery_speed() -> None:
    data = scenario()
    data["players"]["B"] = {"hand": ["Forest", "Grizzly Bears"]}
    data["permanents"].append({"id": "g1", "controller": "B", "card": "Forest"})
    data["permanents"].append({"id": "g2", "controller": "B", "card": "Forest"})
    state = mtgsim.load(data)
    decisions = []
    while state.decision is not None:
        decisions.append((state.decision.player, state.decision.kind))
        state.apply(state.legal_actions()[0])
    assert all(player == "A" for player, kind in decisions if kind == "priority")


def test_until_end_of_combat_stops_after_combat_when_started_in_the_main_phase() -> None:
    state = mtgsim.load(scenario(until="end of combat"))
    mtgsim.play(state)
    assert state.step is Step.COMBAT_OVER and "postcombat main" not in steps(state)


def test_cleanup_discards_to_seven_and_damage_wears_off() -> None:
    data = scenario(step="end")
    data["players"]["A"] = {"hand": ["Grizzly Bears"] * 9}
    data["permanents"][2]["damage"] = 1
    state = mtgsim.load(data)
    asked = 0
    while state.decision is not None and state.decision.kind != "choose_discard":
        state.apply(PASS)
    while state.decision is not None:
        assert state.decision.kind == "choose_discard" and state.step is Step.CLEANUP
        first = state.legal_actions()[0]
        assert isinstance(first, Choose) and first.what == "discard"
        state.apply(first)
        asked += 1
    assert asked == 2 and len(hand(state)) == 7
    assert len([e for e in state.events if isinstance(e, Discarded)]) == 2
    assert len(state.cards("A", Zone.GRAVEYARD)) == 2
    assert state.permanents["bear"].damage == 0  # 514.2
    assert state.step is Step.TURN_OVER


def test_a_game_goes_to_the_next_turn_untaps_and_draws() -> None:
    data = scenario(step="postcombat main", until="end of game", turn_limit=4)
    data["players"]["A"]["library"] = ["Grizzly Bears"] * 5
    data["players"]["B"] = {"library": ["Forest"] * 5}
    data["permanents"][0]["tapped"] = True
    data["permanents"][2]["sick"] = True
    state = mtgsim.load(data)
    while state.decision is not None and state.turn == 3:
        state.apply(PASS if PASS in state.legal_actions() else state.legal_actions()[0])
    assert state.turn == 4 and state.active == "B"
    assert [(e.turn, e.player) for e in state.events if isinstance(e, TurnBegan)] == [(4, "B")]
    assert len(hand(state, "B")) == 1  # B drew in its draw step
    mtgsim.play(state)
    # turn 4 was the last: a draw at the turn limit, A's permanents untapped on no turn of
    # theirs (only B's untap step came)
    assert state.result is not None and state.result.winners == ()
    assert "turn limit 4" in state.result.reason
    assert state.permanents["f1"].tapped and state.permanents["bear"].sick


def test_drawing_from_an_empty_library_loses_the_game() -> None:
    data = scenario(step="end", until="end of game")
    data["players"]["A"]["library"] = ["Forest"]
    state = mtgsim.load(data)
    mtgsim.play(state)  # B draws from its empty library in its draw step of turn 4
    assert state.result is not None and state.result.winners == ("A",)
    lost = [e for e in state.events if e.kind == "loses"]
    assert [(e.player, e.reason) for e in lost] == [("B", "drew from an empty library "
                                                           "(CR 704.5b)")]
    assert state.turn == 4 and state.step is Step.DRAW


def test_mana_pools_empty_between_steps_only_past_combat_scenarios() -> None:
    turn = mtgsim.load(scenario(step="upkeep", players={"A": {"mana": "{G}{G}"}, "B": {}}))
    assert turn.players["A"].mana.total == 0  # emptied as the upkeep ended (500.4)
    combat = mtgsim.load({"players": {"A": {"mana": "{G}{G}"}, "B": {}},
                          "permanents": [{"id": "bear", "controller": "A",
                                          "card": "Grizzly Bears"}]})
    mtgsim.play(combat)
    assert combat.players["A"].mana.total == 2  # a combat scenario's available mana


@pytest.mark.parametrize("top, field, says", [
    ({"step": "declare blockers"}, "step", "not a step a scenario can start at"),
    ({"step": "nap time"}, "step", "accepted: untap, upkeep"),
    ({"until": "forever"}, "until", "accepted: end of combat, end of turn, end of game"),
    ({"step": "end", "until": "end of combat"}, "until", "past the combat phase"),
    ({"turn_limit": 5}, "turn_limit", 'only a play until "end of game"'),
    ({"until": "end of game", "turn": 6, "turn_limit": 5}, "turn_limit", "before the starting"),
    ({"turn": 0}, "turn", ""),
])
def test_bad_timing_fields_are_named(top: dict[str, Any], field: str, says: str) -> None:
    data = {"players": {"A": {}, "B": {}}, **top}
    with pytest.raises(ScenarioError, match=field) as err:
        mtgsim.load(data)
    assert says in str(err.value)


WALKER = {"id": "walker", "controller": "A", "name": "Testwalker", "types": ["Planeswalker"],
          "loyalty": 3, "counters": {"loyalty": 3},
          "text": "+1: Target creature gets +1/+1 until end of turn.\n"
                  "−2: Target creature gets +3/+3 until end of turn."}


def test_loyalty_abilities_at_sorcery_speed_once_a_turn() -> None:
    data = scenario(step="upkeep")
    data["players"]["A"]["hand"] = []
    data["permanents"].append(WALKER)
    state = mtgsim.load(data)
    # nothing to do in the upkeep or draw step (sorcery speed, CR 606.3): the first decision
    # is the precombat main phase's
    assert state.step is Step.PRECOMBAT_MAIN
    offered = {str(a) for a in state.legal_actions()}
    assert {"activate walker 0", "activate walker 1"} <= offered
    state.apply("activate walker 1")
    assert state.permanents["walker"].counters["loyalty"] == 3
    state.apply("target bear")  # −2: loyalty 3 -> 1, paid once its target is chosen (606.4,
    assert state.permanents["walker"].counters["loyalty"] == 1  # 602.2b, 601.2h)
    while state.stack or state.decision is not None and state.decision.kind != "priority":
        state.apply(state.legal_actions()[0])
    assert state.power("bear") == 5
    # once each turn per permanent: neither ability is offered again this turn
    assert not any("activate walker" in str(a) for a in state.legal_actions())
    with pytest.raises(IllegalActionError, match="once each turn per permanent"):
        state.apply("activate walker 0")


def test_a_loyalty_cost_cant_remove_more_counters_than_there_are() -> None:
    data = scenario()
    walker = dict(WALKER, counters={"loyalty": 1})
    data["permanents"].append(walker)
    state = mtgsim.load(data)
    offered = {str(a) for a in state.legal_actions()}
    assert "activate walker 0" in offered and "activate walker 1" not in offered


AJANI = {"id": "ajani", "controller": "A", "name": "Ajani Goldmane", "types": ["Planeswalker"],
         "loyalty": 4, "counters": {"loyalty": 4},
         "text": "+1: You gain 2 life.\n−1: Put a +1/+1 counter on each creature you control. "
                 "Those creatures gain vigilance until end of turn."}


@plays("+1: You gain 2 life.",
       "−1: Put a +1/+1 counter on each creature you control. Those creatures gain vigilance "
       "until end of turn.")
def test_ajani_goldmanes_loyalty_abilities() -> None:
    """CR 606.3-4 and 122.1: a loyalty ability is activated at sorcery speed by adding or removing
    its loyalty counters as its cost: +1 gains 2 life (5 loyalty), -1 puts a +1/+1 counter on each
    creature its controller controls (3 loyalty) and those creatures gain vigilance until end
    of turn (608.2c)."""
    data = scenario()
    data["players"]["A"]["hand"] = []
    data["permanents"].append(AJANI)
    state = mtgsim.load(data)
    plus = state.clone()
    plus.apply("activate ajani 0")
    while plus.stack:
        plus.apply(PASS)
    assert plus.players["A"].life == 22 and plus.permanents["ajani"].counters["loyalty"] == 5
    state.apply("activate ajani 1")
    while state.stack:
        state.apply(PASS)
    assert state.permanents["ajani"].counters["loyalty"] == 3
    assert state.permanents["bear"].counters == {"+1/+1": 1} and state.power("bear") == 3
    # its second sentence: "those creatures" are the ones given a counter (608.2c)
    assert state.permanents["ajani"].card.unsupported == ()
    assert state.has("bear", Kw.VIGILANCE)


def test_an_aura_is_cast_targeting_a_creature_and_enters_attached() -> None:
    data = scenario()
    data["players"]["A"]["hand"] = ["Errantry"]
    data["permanents"].append({"id": "m1", "controller": "A", "card": "Mountain"})
    state = mtgsim.load(data)
    (aura,) = hand(state)
    state.apply(CastSpell(aura))
    # 303.4a: it targets as it is cast; "enchant creature": any creature on the battlefield
    assert state.decision is not None and state.decision.kind == "choose_target"
    assert set(state.decision.options) == {"bear"}
    state.apply("target bear")
    if state.decision is not None and state.decision.kind == "choose_payment":
        state.apply(state.legal_actions()[0])
    while state.stack:
        state.apply(PASS)
    assert state.permanents[aura].zone is Zone.BATTLEFIELD
    assert state.permanents[aura].attached_to == "bear"
    assert state.power("bear") == 5  # Errantry: enchanted creature gets +3/+0


def test_an_aura_whose_target_is_gone_is_countered_on_resolution() -> None:
    data = scenario()
    data["players"]["A"]["hand"] = ["Errantry"]
    data["players"]["B"] = {"hand": ["Shock"]}
    data["permanents"] += [{"id": "m1", "controller": "A", "card": "Mountain"},
                           {"id": "m2", "controller": "B", "card": "Mountain"}]
    state = mtgsim.load(data)
    (aura,) = hand(state)
    (shock,) = hand(state, "B")
    state.apply(CastSpell(aura))
    state.apply("target bear")
    if state.decision is not None and state.decision.kind == "choose_payment":
        state.apply(state.legal_actions()[0])
    # B responds: Shock kills the Bears before the Aura resolves
    assert state.decision is not None and state.decision.player == "B"
    state.apply(CastSpell(shock))
    state.apply("target bear")
    while state.stack:
        state.apply(PASS)
    assert state.permanents["bear"].zone is Zone.GRAVEYARD
    assert state.permanents[aura].zone is Zone.GRAVEYARD  # 608.3b
    assert state.permanents[aura].attached_to is None


# --- additional combat phases and extra turns (CR 500.7, 500.8) ----------------------------

def _assault(cast_in: Step, **top: Any) -> GameState:
    """A's turn 3 with a Grizzly Bears, four Mountains and Relentless Assault in hand; the
    bears attack whenever they can, and the Assault is cast in the ``cast_in`` main phase."""
    data = {"active_player": "A", "turn": 3, "step": "precombat main",
            "players": {"A": {"hand": ["Relentless Assault"]}, "B": {}},
            "permanents": [{"id": "bear", "controller": "A", "card": "Grizzly Bears"}]
            + [{"id": f"m{i}", "controller": "A", "card": "Mountain"} for i in range(4)]}
    data.update(top)
    state = mtgsim.load(data)
    (assault,) = hand(state)
    while not state.is_terminal():
        decision = state.decision
        assert decision is not None
        legal = state.legal_actions()
        if decision.kind == "declare_attackers":
            state.apply("attack none" if state.permanents["bear"].tapped else "attack bear=B")
        elif state.step is cast_in and CastSpell(assault) in legal:
            state.apply(CastSpell(assault))
        else:
            state.apply(legal[0])
    return state


@plays("Untap all creatures that attacked this turn. After this main phase, there is an "
       "additional combat phase followed by an additional main phase.")
def test_an_additional_combat_phase_follows_the_main_phase_it_was_created_in() -> None:
    """CR 500.8 and 505.1a: Relentless Assault cast in the postcombat main phase untaps the creature
    that attacked this turn and adds a combat phase directly after that main phase, followed by an
    added (postcombat) main phase: the Bears attack again and B loses 4 in all."""
    # cast after combat: the attacker untaps, attacks again in the added combat, and an added
    # (postcombat, 505.1a) main phase follows it before the end step
    state = _assault(Step.POSTCOMBAT_MAIN)
    assert state.players["B"].life == 16
    combat = ["beginning of combat", "declare attackers", "declare blockers", "combat damage",
              "end of combat"]
    assert steps(state) == ["precombat main", *combat, "postcombat main", *combat,
                            "postcombat main", "end", "cleanup"]
    assert state.phases == ()


def test_phases_added_in_the_first_main_phase_come_before_the_turn_s_own_combat() -> None:
    # 500.8: directly after the precombat main phase; the bear, untapped by the Assault
    # before it ever attacked, attacks in the added combat and, tapped, not in the second
    state = _assault(Step.PRECOMBAT_MAIN)
    assert state.players["B"].life == 18
    assert steps(state)[:8] == ["precombat main", "beginning of combat", "declare attackers",
                                "declare blockers", "combat damage", "end of combat",
                                "postcombat main", "beginning of combat"]
    assert steps(state)[-3:] == ["postcombat main", "end", "cleanup"]
    assert steps(state).count("beginning of combat") == 2


def _warp(target: str, warps: int = 1) -> GameState:
    """A game from A's turn 3 precombat main: A holds ``warps`` Time Warps and ten Islands;
    A casts every Time Warp on ``target``; the game runs to turn 7."""
    data = {"active_player": "A", "turn": 3, "step": "precombat main",
            "until": "end of game", "turn_limit": 7,
            "players": {"A": {"hand": ["Time Warp"] * warps, "library": 20},
                        "B": {"library": 20}},
            "permanents": [{"id": f"i{i}", "controller": "A", "card": "Island"}
                           for i in range(10)]}
    state = mtgsim.load(data)
    warp_ids = hand(state)
    while not state.is_terminal():
        legal = state.legal_actions()
        casts = [CastSpell(w) for w in warp_ids if CastSpell(w) in legal]
        decision = state.decision
        assert decision is not None
        if casts:
            state.apply(casts[0])
        elif decision.kind == "choose_target":
            state.apply(Choose("target", target))
        else:
            state.apply(legal[0])
    return state


def turns(state: GameState) -> list[tuple[int, str]]:
    return [(e.turn, e.player) for e in state.events if isinstance(e, TurnBegan)]


@plays("Target player takes an extra turn after this one.")
def test_an_extra_turn_comes_directly_after_this_one() -> None:
    """CR 500.7: Time Warp's extra turn is taken directly after this one by its target: A's turn 4
    when A is targeted; an extra turn given to the player who would take the next turn anyway is
    still taken first."""
    assert turns(_warp("A")) == [(4, "A"), (5, "B"), (6, "A"), (7, "B")]
    # an extra turn given to the player who would take the next one anyway is still extra
    assert turns(_warp("B")) == [(4, "B"), (5, "B"), (6, "A"), (7, "B")]


def test_two_extra_turns_are_both_taken() -> None:
    assert turns(_warp("A", warps=2)) == [(4, "A"), (5, "A"), (6, "B"), (7, "A")]


def test_a_minus_x_loyalty_cost_removes_the_x_chosen_as_it_is_activated() -> None:
    # 601.2b with 602.2b: X is announced first; it can't exceed the loyalty there is to remove
    # (606.4, 118.3); the effect uses the same X
    data = scenario()
    data["players"]["A"]["hand"] = []
    data["permanents"] += [
        {"id": "walker", "controller": "A", "name": "Testwalker", "types": ["Planeswalker"],
         "loyalty": 4, "counters": {"loyalty": 4},
         "text": "−X: Target creature gets -X/-X until end of turn."},
        {"id": "ogre", "controller": "B", "name": "Ogre", "types": ["Creature"], "power": 3,
         "toughness": 3}]
    state = mtgsim.load(data)
    state.apply("activate walker 0")
    assert state.decision is not None and state.decision.kind == "choose_x"
    assert [str(a) for a in state.legal_actions()] == [f"x {n}" for n in range(5)]
    state.apply("x 3")
    state.apply("target ogre")
    assert state.permanents["walker"].counters["loyalty"] == 1
    # neither player can do anything else: both pass without a decision and it resolves
    assert not state.stack and state.step is Step.DECLARE_ATTACKERS
    assert state.permanents["ogre"].zone is Zone.GRAVEYARD  # 3/3 with -3/-3 (704.5f)
