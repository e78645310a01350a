"""Instructions done only if the object counters were just put on has enough of a kind (CR
608.2c, 608.2h; ``sim.text.counters_if_text``, ``sim.rules.object_conditions``), and "if ~
attacked or blocked this combat" (CR 603.4, 508.1, 509.1; ``board_conditions.ENGAGED``): the
Daredevil Dragster and Ordeal forms played in games."""

from __future__ import annotations

from played import plays
from test_stack import blocks, card, finish, game, perm, to

from sim import GameState, Step
from sim.model.objects import PLUS, Player, Zone
from sim.text.effect_text import read_effect

DRAGSTER_TEXT = ("At end of combat, if Dragster attacked or blocked this combat, put a velocity "
                 "counter on it. Then if it has two or more velocity counters on it, sacrifice "
                 "it and draw two cards.")
DRAGSTER = card("Dragster", types=["Artifact", "Creature"], power=4, toughness=4,
                text=DRAGSTER_TEXT)
ORDEAL = card("Ordeal", types=["Enchantment"], subtypes=["Aura"],
              text="Enchant creature\nWhenever enchanted creature attacks, put a +1/+1 counter "
                   "on it. Then if it has three or more +1/+1 counters on it, sacrifice Ordeal.")
FILLER = card("Filler", types=["Land"])
BEAR = card("Bear", types=["Creature"], power=2, toughness=2)


def _dragster_game(owner: str, velocity: int) -> GameState:
    dragster = perm("d1", owner, DRAGSTER)
    if velocity:
        dragster.counters["velocity"] = velocity
    other = "B" if owner == "A" else "A"
    state = game(dragster, perm("x1", other, BEAR))
    state.players[owner].library = (FILLER, FILLER, FILLER)
    return state


@plays("At end of combat, if Daredevil Dragster attacked or blocked this combat, put a velocity "
       "counter on it. Then if it has two or more velocity counters on it, sacrifice it and draw "
       "two cards.")
def test_the_dragster_gets_a_counter_then_is_sacrificed_for_two_cards() -> None:
    """CR 603.4, 508.1, 608.2c: the Dragster attacked, so at end of combat it gets a velocity
    counter; with one already it has two: it is sacrificed and its controller draws two cards.
    With none before it keeps its one counter and nothing is drawn."""
    state = finish(blocks(_dragster_game("A", 1), "d1=B"))
    assert state.permanents["d1"].zone is Zone.GRAVEYARD
    assert len(state.players["A"].library) == 1
    assert len(state.cards("A", Zone.HAND)) == 2
    state = finish(blocks(_dragster_game("A", 0), "d1=B"))
    dragster = state.permanents["d1"]
    assert dragster.zone is Zone.BATTLEFIELD and dragster.counters["velocity"] == 1
    assert len(state.players["A"].library) == 3


def test_a_blocking_dragster_counts_one_that_stayed_home_does_not() -> None:
    """CR 509.1, 603.4: B's Dragster blocked this combat: it gets its counter (and with one
    before, is sacrificed and B draws two); A's Dragster that didn't attack gets nothing (the
    ability doesn't trigger: the intervening "if" is false)."""
    state = finish(blocks(_dragster_game("B", 1), "x1=B", "d1=x1"))
    assert state.permanents["d1"].zone is Zone.GRAVEYARD
    assert len(state.cards("B", Zone.HAND)) == 2
    state = _dragster_game("A", 1)
    to(state, "declare_attackers").apply("attack none")
    state = finish(state)
    assert state.permanents["d1"].counters["velocity"] == 1
    assert len(state.players["A"].library) == 3


@plays("Whenever enchanted creature attacks, put a +1/+1 counter on it. Then if it has three or "
       "more +1/+1 counters on it, sacrifice Ordeal of Erebos.")
def test_the_ordeal_is_sacrificed_when_its_creature_has_three_counters() -> None:
    """CR 608.2c: the enchanted creature attacks and gets a +1/+1 counter; "it" in the "then
    if" is that creature (not the Aura): with two before it has three and the Ordeal is
    sacrificed; with one before it has two and the Ordeal stays."""
    for before, gone in ((2, True), (1, False)):
        bear = perm("a1", "A", BEAR)
        bear.counters[PLUS] = before
        state = game(bear, perm("o1", "A", ORDEAL, attached_to="a1"))
        state = finish(blocks(state, "a1=B"))
        assert state.permanents["a1"].counters[PLUS] == before + 1
        assert (state.permanents["o1"].zone is Zone.GRAVEYARD) == gone


def test_then_if_needs_counters_put_on_one_object_first() -> None:
    """CR 608.2c: "it" must be the one object counters were just put on; after other
    instructions (or before any) the sentence is not read."""
    assert not read_effect("put a +1/+1 counter on ~. then if it has two or more +1/+1 "
                           "counters on it, sacrifice it.", "X", it="self").unsupported
    for text in ("draw a card. then if it has two or more +1/+1 counters on it, sacrifice ~.",
                 "put a +1/+1 counter on each creature you control. then if it has two or more "
                 "+1/+1 counters on it, sacrifice ~."):
        assert read_effect(text, "X").unsupported, text


FIEND_TEXT = ("At the beginning of your upkeep, remove an oil counter from Fiend. Then if it has "
              "no oil counters on it, you lose the game.")


@plays("At the beginning of your upkeep, remove an oil counter from Archfiend of the Dross. "
       "Then if it has no oil counters on it, you lose the game.")
def test_the_last_oil_counter_removed_loses_the_game() -> None:
    """CR 608.2c, 104.3a: the oil counter is removed first; then, with none left, A loses the
    game; with one left A goes on (the condition is checked after the removal)."""
    fiend = card("Fiend", types=["Creature"], power=6, toughness=6, text=FIEND_TEXT)
    for oil, loses in ((1, True), (2, False)):
        archfiend = perm("f1", "A", fiend)
        archfiend.counters["oil"] = oil
        state = finish(game(archfiend, perm("x1", "B", BEAR), step=Step.UNTAP))
        assert state.players["A"].lost == loses
        if not loses:
            assert state.permanents["f1"].counters["oil"] == 1


JUDGE_TEXT = ("At the beginning of your upkeep, put a judgment counter on Judge. Then if there are "
              "three or more judgment counters on it, draw a card.")


@plays("At the beginning of your upkeep, put a judgment counter on Judge. Then if there are "
       "three or more judgment counters on it, draw a card.")
def test_there_are_n_counters_on_it_is_checked_after_the_counter_is_put() -> None:
    """CR 608.2c: "then if there are three or more judgment counters on it": the third counter
    put first, A draws; with the second put, A draws nothing."""
    judge = card("Judge", types=["Creature"], power=1, toughness=1, text=JUDGE_TEXT)
    for before, draws in ((2, 1), (1, 0)):
        permanent = perm("j1", "A", judge)
        permanent.counters["judgment"] = before
        players = {p: Player(p, 20) for p in ("A", "B")}
        players["A"].library = (FILLER, FILLER)
        state = GameState(players, {"j1": permanent}, ("A", "B"), "A", step=Step.UNTAP)
        state.record_events = True
        state = finish(state.start())
        assert state.permanents["j1"].counters["judgment"] == before + 1
        assert len(state.cards("A", Zone.HAND)) == draws
        assert len(state.players["A"].library) == 2 - draws and not state.players["A"].lost
