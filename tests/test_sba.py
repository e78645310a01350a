"""sim.rules.sba: state-based actions (CR 704), performed simultaneously and repeated (704.3)."""

from __future__ import annotations

from boards import aura, board, creature, planeswalker
from hypothesis import given, settings
from hypothesis import strategies as st

from sim import CardDef, Effect, GameState, Kw, Permanent, Zone, check_state_based_actions
from sim.model.abilities import PROTECTION
from sim.model.objects import DEFENSE, LOYALTY, MINUS, PLUS, Player


def zone(state: GameState, pid: str) -> Zone:
    return state.permanents[pid].zone


def died(state: GameState) -> list[tuple[str, str]]:
    """(permanent, reason) of each "dies" event, in order: CR 700.4, "dies" means put into a
    graveyard from the battlefield, whatever the permanent's type."""
    return [(e["permanent"], e["reason"]) for e in state.events if e["kind"] == "dies"]


def test_nothing_to_do() -> None:
    state = board(creature("x", "A", 2, 2, damage=1))
    assert check_state_based_actions(state) is False
    assert zone(state, "x") is Zone.BATTLEFIELD
    assert state.result is None and state.events == []


# --- players (704.5a, 704.5c) -------------------------------------------------------------------


def test_life_zero_or_less_loses() -> None:
    """CR 704.5a; CR 104.2a: the remaining player wins."""
    for life in (0, -3):
        state = board(life={"B": life})
        assert check_state_based_actions(state) is True
        assert state.players["B"].lost and not state.players["A"].lost
        assert state.result is not None
        assert state.result.winner == "A" and state.result.losers == ("B",)


def test_one_life_is_alive() -> None:
    state = board(life={"B": 1})
    assert check_state_based_actions(state) is False
    assert not state.players["B"].lost and state.result is None


def test_ten_poison_loses() -> None:
    """CR 704.5c: ten or more poison counters."""
    state = board()
    state.players["B"].poison = 9
    assert check_state_based_actions(state) is False
    state.players["B"].poison = 10
    assert check_state_based_actions(state) is True
    assert state.players["B"].lost
    assert state.result is not None and state.result.winner == "A"


def test_all_players_losing_at_once_is_a_draw() -> None:
    """CR 104.4a: if all the players remaining lose simultaneously, the game is a draw."""
    state = board(life={"A": 0, "B": -1})
    check_state_based_actions(state)
    assert state.result is not None
    assert state.result.winners == () and state.result.winner is None
    assert set(state.result.losers) == {"A", "B"}


def test_multiplayer_game_goes_on_until_one_remains() -> None:
    """CR 104.2a: a player wins when all their opponents have left the game."""
    state = board(players=("A", "B", "C"), life={"C": 0})
    check_state_based_actions(state)
    assert state.players["C"].lost and state.result is None
    assert state.apnap() == ["A", "B"]
    state.players["B"].life = 0
    check_state_based_actions(state)
    assert state.result is not None and state.result.winner == "A"
    assert set(state.result.losers) == {"B", "C"}


# --- creatures (704.5f, g, h) ------------------------------------------------------------------


def test_zero_toughness_goes_to_the_graveyard_even_if_indestructible() -> None:
    """CR 704.5f: toughness 0 or less; it isn't destroyed, so indestructible doesn't help
    (702.12b only stops "destroy")."""
    state = board(creature("x", "A", 2, 2, counters={MINUS: 2}),
                  creature("y", "A", 2, 2, Kw.INDESTRUCTIBLE),
                  effects=[Effect(frozenset({"y"}), toughness=-3)])
    assert check_state_based_actions(state)
    assert zone(state, "x") is Zone.GRAVEYARD and zone(state, "y") is Zone.GRAVEYARD


def test_lethal_damage_destroys() -> None:
    """CR 704.5g: damage marked at least equal to toughness (greater than 0)."""
    state = board(creature("dead", "A", 2, 3, damage=3), creature("over", "A", 2, 3, damage=9),
                  creature("alive", "A", 2, 3, damage=2))
    assert check_state_based_actions(state)
    assert zone(state, "dead") is Zone.GRAVEYARD and zone(state, "over") is Zone.GRAVEYARD
    assert zone(state, "alive") is Zone.BATTLEFIELD
    assert state.permanents["alive"].damage == 2


def test_lethal_damage_uses_current_toughness() -> None:
    state = board(creature("x", "A", 2, 2, damage=3),
                  effects=[Effect(frozenset({"x"}), toughness=2)])
    assert not check_state_based_actions(state)
    state.effects.clear()
    assert check_state_based_actions(state) and zone(state, "x") is Zone.GRAVEYARD


def test_indestructible_survives_lethal_damage() -> None:
    """CR 702.12b: indestructible permanents aren't destroyed by lethal damage."""
    state = board(creature("x", "A", 0, 1, Kw.INDESTRUCTIBLE, damage=5))
    assert not check_state_based_actions(state)
    assert zone(state, "x") is Zone.BATTLEFIELD and state.permanents["x"].damage == 5


def test_deathtouch_damage_destroys() -> None:
    """CR 704.5h / 702.2b: any damage from a deathtouch source since the last check."""
    state = board(creature("x", "A", 2, 10, damage=1))
    state.permanents["x"].deathtouched = True
    assert check_state_based_actions(state)
    assert zone(state, "x") is Zone.GRAVEYARD


def test_deathtouch_flag_is_cleared_by_a_check() -> None:
    """CR 704.5h looks only at damage dealt since the last check: an indestructible creature
    survives, and a later check (without new deathtouch damage) doesn't destroy it either."""
    state = board(creature("x", "A", 2, 10, Kw.INDESTRUCTIBLE, damage=1))
    state.permanents["x"].deathtouched = True
    check_state_based_actions(state)
    assert zone(state, "x") is Zone.BATTLEFIELD
    assert state.permanents["x"].deathtouched is False
    state.effects.append(Effect(frozenset({"x"}), remove=Kw.INDESTRUCTIBLE))
    assert not check_state_based_actions(state)
    assert zone(state, "x") is Zone.BATTLEFIELD


def test_deathtouch_flag_destroys_without_marked_damage() -> None:
    """CR 704.5h / 702.2b ask only whether the creature was dealt damage by a deathtouch source
    since the last check, not whether damage is marked: damage from a source with infect or
    wither is dealt as -1/-1 counters (120.3d) and marks none, yet destroys. The flag is set
    only by damage actually dealt (``deal_damage``); the check clears it."""
    state = board(creature("x", "A", 2, 10, counters={MINUS: 1}))
    state.permanents["x"].deathtouched = True
    assert check_state_based_actions(state)
    assert zone(state, "x") is Zone.GRAVEYARD
    assert state.permanents["x"].deathtouched is False
    dies = [e for e in state.events if e["kind"] == "dies"]
    assert len(dies) == 1 and "704.5h" in dies[0]["reason"]


def test_creature_leaving_loses_damage_and_counters() -> None:
    """CR 400.7: it becomes a new object in the graveyard."""
    state = board(creature("x", "A", 2, 2, damage=3, counters={PLUS: 1, MINUS: 1}))
    state.permanents["x"].damage = 3
    check_state_based_actions(state)
    x = state.permanents["x"]
    assert x.zone is Zone.GRAVEYARD and x.damage == 0 and x.counters == {}


def test_dies_event_names_the_rule() -> None:
    state = board(creature("x", "A", 2, 2, damage=2), creature("y", "A", 2, 2, counters={MINUS: 2}))
    check_state_based_actions(state)
    reasons = {e["permanent"]: e["reason"] for e in state.events if e["kind"] == "dies"}
    assert "704.5g" in reasons["x"] and "704.5f" in reasons["y"]


# --- planeswalkers, auras, counters (704.5i, m, q) ------------------------------------------


def test_planeswalker_with_no_loyalty() -> None:
    """CR 704.5i: a planeswalker with 0 loyalty is put into its owner's graveyard."""
    state = board(planeswalker("dead", "B", 0), planeswalker("alive", "B", 1))
    assert check_state_based_actions(state)
    assert zone(state, "dead") is Zone.GRAVEYARD and zone(state, "alive") is Zone.BATTLEFIELD
    assert died(state) == [("dead", "0 loyalty (CR 704.5i)")]
    state.permanents["alive"].counters[LOYALTY] = 0
    assert check_state_based_actions(state) and zone(state, "alive") is Zone.GRAVEYARD
    assert died(state) == [("dead", "0 loyalty (CR 704.5i)"), ("alive", "0 loyalty (CR 704.5i)")]


def test_aura_attached_to_a_permanent_that_left() -> None:
    """CR 704.5m: an Aura attached to an illegal object or to nothing goes to the graveyard."""
    state = board(creature("x", "A"), aura("a", "A", "x"), aura("p", "A", "B"))
    assert not check_state_based_actions(state)
    assert zone(state, "a") is Zone.BATTLEFIELD and zone(state, "p") is Zone.BATTLEFIELD
    state.move("x", Zone.GRAVEYARD)
    assert check_state_based_actions(state)
    assert zone(state, "a") is Zone.GRAVEYARD and zone(state, "p") is Zone.BATTLEFIELD
    assert died(state) == [("a", "attached to nothing (CR 704.5m)")]


def test_unattached_aura() -> None:
    """CR 704.5m: an Aura that is not attached to an object or player goes to the graveyard."""
    state = board(aura("a", "A", None))
    assert check_state_based_actions(state)
    assert zone(state, "a") is Zone.GRAVEYARD
    assert died(state) == [("a", "attached to nothing (CR 704.5m)")]


def test_aura_follows_its_creature_in_a_second_pass() -> None:
    """CR 704.3: after one batch of actions, the check repeats: the creature dies from damage,
    then its Aura is attached to nothing."""
    state = board(creature("x", "A", 2, 2, damage=2), aura("a", "A", "x"))
    assert check_state_based_actions(state)
    assert zone(state, "x") is Zone.GRAVEYARD and zone(state, "a") is Zone.GRAVEYARD
    assert died(state) == [("x", "lethal damage (CR 704.5g)"),
                           ("a", "attached to nothing (CR 704.5m)")]


def test_counters_annihilate() -> None:
    """CR 704.5q: N +1/+1 and N -1/-1 counters are removed, N the smaller count; P/T is the
    same before and after."""
    state = board(creature("x", "A", 2, 2, counters={PLUS: 3, MINUS: 2}))
    before = (state.power("x"), state.toughness("x"))
    assert check_state_based_actions(state)
    counters = state.permanents["x"].counters
    assert counters.get(PLUS, 0) == 1 and counters.get(MINUS, 0) == 0
    assert (state.power("x"), state.toughness("x")) == before == (3, 3)
    assert not check_state_based_actions(state)


def test_simultaneous_actions() -> None:
    """CR 704.3: all applicable actions happen at once: a player losing and creatures dying
    in the same check."""
    state = board(creature("x", "A", 2, 2, damage=2), creature("y", "B", 1, 1, damage=1),
                  life={"B": 0})
    check_state_based_actions(state)
    assert zone(state, "x") is Zone.GRAVEYARD and zone(state, "y") is Zone.GRAVEYARD
    assert state.players["B"].lost


@settings(max_examples=150)
@given(st.lists(st.tuples(st.integers(0, 4), st.integers(-1, 4), st.integers(0, 5),
                          st.integers(0, 3), st.integers(0, 3), st.booleans(), st.booleans()),
                min_size=1, max_size=5))
def test_creature_survival_matches_the_rules(specs: list[tuple[int, ...]]) -> None:
    """For random creatures: after SBAs, a creature is on the battlefield iff its toughness
    is above 0 and it is indestructible or has neither lethal damage nor deathtouch damage
    (704.5f-h); the counters left are the difference (704.5q)."""
    perms = []
    expected = {}
    for i, (power, toughness, damage, plus, minus, indestructible, deathtouched) in \
            enumerate(specs):
        kw = Kw.INDESTRUCTIBLE if indestructible else Kw.NONE
        perm = creature(f"c{i}", "A", power, toughness, kw, damage=damage,
                        counters={PLUS: plus, MINUS: minus})
        perm.deathtouched = deathtouched
        perms.append(perm)
        t = toughness + plus - minus
        destroyed = damage >= t or deathtouched
        expected[perm.id] = (t > 0 and (indestructible or not destroyed),
                             max(0, plus - minus), max(0, minus - plus))
    state = board(*perms)
    check_state_based_actions(state)
    for pid, (alive, plus_left, minus_left) in expected.items():
        perm = state.permanents[pid]
        assert (perm.zone is Zone.BATTLEFIELD) == alive, pid
        assert perm.deathtouched is False
        if alive:
            assert perm.counters.get(PLUS, 0) == plus_left
            assert perm.counters.get(MINUS, 0) == minus_left


# --- battles (704.5v), one exit per permanent ------------------------------------------------


def battle(pid: str, controller: str, defense: int, counters: int | None = None) -> Permanent:
    return Permanent(pid, controller, CardDef(pid, types=("Battle",), defense=defense),
                     counters={} if counters is None else {DEFENSE: counters})


def test_battle_with_no_defense() -> None:
    """CR 704.5v, 310.7: a battle with defense 0 (no defense counters, 310.4c) is put into its
    owner's graveyard; one with defense left stays."""
    state = board(battle("dead", "B", 5, 0), battle("alive", "B", 5, 1), battle("bare", "B", 3))
    assert check_state_based_actions(state)
    assert zone(state, "dead") is Zone.GRAVEYARD and zone(state, "bare") is Zone.GRAVEYARD
    assert zone(state, "alive") is Zone.BATTLEFIELD
    gone = {e["permanent"]: e for e in state.events}
    assert gone["dead"]["kind"] == "dies" and "704.5v" in gone["dead"]["reason"]
    assert died(state) == [("dead", "0 defense (CR 704.5v)"), ("bare", "0 defense (CR 704.5v)")]
    assert not check_state_based_actions(state)


def test_battle_with_an_aura_goes_first() -> None:
    """CR 704.3: the battle leaves, then the Aura attached to it is attached to nothing."""
    state = board(battle("siege", "B", 4, 0), aura("a", "A", "siege"))
    assert check_state_based_actions(state)
    assert zone(state, "siege") is Zone.GRAVEYARD and zone(state, "a") is Zone.GRAVEYARD
    assert died(state) == [("siege", "0 defense (CR 704.5v)"),
                           ("a", "attached to nothing (CR 704.5m)")]


def test_a_permanent_leaves_once_whatever_the_reasons() -> None:
    """A creature planeswalker with 0 toughness and 0 loyalty is put into the graveyard once
    (704.5f and 704.5i at the same time, CR 704.3), logged once."""
    card = CardDef("gideon", types=("Planeswalker", "Creature"), power=0, toughness=0,
                   loyalty=3)
    state = board(Permanent("gideon", "A", card, counters={LOYALTY: 0}))
    assert check_state_based_actions(state)
    assert zone(state, "gideon") is Zone.GRAVEYARD
    assert [e["permanent"] for e in state.events if e["kind"] == "dies"] == ["gideon"]


def test_minus_counters_to_zero_toughness_beats_deathtouch() -> None:
    """CR 704.5f (toughness 0 or less) applies before destruction is even asked: a 1/1 dealt
    1 damage by a source with infect and deathtouch has toughness 0 and is put into the
    graveyard, indestructible or not."""
    state = board(creature("x", "A", 1, 1, Kw.INDESTRUCTIBLE, counters={MINUS: 1}))
    state.permanents["x"].deathtouched = True
    assert check_state_based_actions(state)
    (event,) = [e for e in state.events if e["kind"] == "dies"]
    assert "704.5f" in event["reason"]


def test_an_aura_on_a_creature_with_protection_from_its_color_is_put_into_the_graveyard() -> None:
    """702.16c: a permanent with protection can't be enchanted by Auras of that quality; such
    an Aura is attached illegally and goes to the graveyard (704.5m)."""
    red = CardDef("Red Aura", types=("Enchantment",), subtypes=("Aura",), colors=("R",))
    blue = CardDef("Blue Aura", types=("Enchantment",), subtypes=("Aura",), colors=("U",))
    knight = CardDef("Knight", power=2, toughness=2, params=frozenset([(PROTECTION, "R")]))
    state = GameState({p: Player(p) for p in "AB"},
                      {"k": Permanent("k", "A", knight),
                       "red": Permanent("red", "B", red, attached_to="k"),
                       "blue": Permanent("blue", "B", blue, attached_to="k")}, ("A", "B"), "A")
    check_state_based_actions(state)
    assert state.permanents["red"].zone is Zone.GRAVEYARD
    assert state.permanents["blue"].zone is Zone.BATTLEFIELD
    assert died(state) == [("red", "attached to a permanent with protection from its color "
                                   "(CR 702.16c, 704.5m)")]


# --- destruction and regeneration (704.5f-h, 701.19) ------------------------------------------


def test_lethal_and_deathtouch_damage_destroy_so_regeneration_applies() -> None:
    """CR 704.5g-h destroy (through ``sim.rules.destruction.destroy``): a regeneration shield
    replaces it (701.19a), leaving the creature tapped with no damage; 704.5f (toughness 0)
    is not destruction, so the same shield does nothing for a 0-toughness creature."""
    from sim.rules.destruction import regenerate, shields

    state = board(creature("lethal", "A", 2, 2, damage=3), creature("dt", "A", 3, 3, damage=1),
                  creature("zero", "A", 2, 2, counters={MINUS: 2}))
    state.permanents["dt"].deathtouched = True
    for pid in ("lethal", "dt", "zero"):
        regenerate(state, pid)
    assert check_state_based_actions(state) is True
    assert zone(state, "lethal") is Zone.BATTLEFIELD and zone(state, "dt") is Zone.BATTLEFIELD
    assert state.permanents["lethal"].tapped and state.permanents["lethal"].damage == 0
    assert zone(state, "zero") is Zone.GRAVEYARD
    assert shields(state, "lethal") == shields(state, "dt") == 0
    assert died(state) == [("zero", "toughness 0 or less (CR 704.5f)")]
    assert [e["permanent"] for e in state.events if e["kind"] == "regenerated"] == ["lethal",
                                                                                  "dt"]


def test_only_cards_no_check_looks_at_are_plain() -> None:
    """``CardDef.sba_plain`` lets the check skip the per-kind state-based actions (704.5i, m,
    n, s, v; 303.7): of every bundled card, exactly the planeswalkers, battles, Sagas, Auras,
    Roles and Equipment are not plain, and an Aura left unattached is still put into its
    owner's graveyard beside a plain creature (704.5m)."""
    from cards import default_pool

    for card in default_pool():
        kinds = card.is_planeswalker or card.is_battle or card.final_chapter > 0 or any(
            t in card.subtypes for t in ("Aura", "Role", "Equipment"))
        assert card.sba_plain is not kinds, card.name
    state = board(creature("x", "A", 2, 2), aura("a", "A", None))
    assert state.permanents["x"].card.sba_plain and not state.permanents["a"].card.sba_plain
    assert check_state_based_actions(state)
    assert zone(state, "a") is Zone.GRAVEYARD and zone(state, "x") is Zone.BATTLEFIELD
