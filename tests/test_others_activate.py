"""Activated abilities any player may activate (CR 602.2: "Only an object's controller ... can
activate its activated ability unless the object specifically says otherwise"; 113.8: the
player who activates it controls it; ``sim.model.others_activate``): "<cost>: <effect>. Any
player may activate this ability [but only as a sorcery | during their turn | during their
draw step | during any upkeep step]" — offered to every player with priority, its costs paid
by that player (602.2b, 601.2h), "you" in its effect that player."""

from __future__ import annotations

from collections.abc import Mapping

from played import plays
from test_stack import card, events, legal, perm, to

from sim import GameState, Permanent, Player, Step
from sim.model.events import CardDrawn
from sim.model.mana import Mana
from sim.model.objects import Zone
from sim.rules.casting import activatable
from sim.text.oracle import read_text

SHRINK = "{1}: Probe gets -1/-1 until end of turn. Any player may activate this ability."
DIG = "{1}, Sacrifice a land: Draw a card. Any player may activate this ability."
SORCERY = ("{2}: Target player discards a card. Any player may activate this ability but only "
           "as a sorcery.")
THEIR_TURN = "Pay 5 life: Destroy Probe. Any player may activate this ability but only during " \
    "their turn."
DRAW_STEP = "{2}: Draw a card. Any player may activate this ability but only during their " \
    "draw step."
UPKEEP = ("{4}: Remove a doom counter from Probe. Any player may activate this ability but only "
          "during any upkeep step.")


def probe(text: str, controller: str = "A", creature: bool = True) -> Permanent:
    fields = {"types": ["Creature"], "power": 3, "toughness": 3} if creature else \
        {"types": ["Enchantment"]}
    return perm("probe", controller, card("Probe", text=text, **fields))


def game(*objects: Permanent, mana: Mapping[str, str], step: Step = Step.PRECOMBAT_MAIN,
         active: str = "A", start: bool = True) -> GameState:
    """A started two-player game with ``objects``, each player's mana pool and library."""
    bear = card("Grizzly Bears")
    players = {p: Player(p, 20, mana=Mana.parse(mana.get(p, "{0}")), library=(bear,) * 5)
               for p in ("A", "B")}
    state = GameState(players, {o.id: o for o in objects}, ("A", "B"), active, step=step)
    state.record_events = True
    return state.start() if start else state


def offered(state: GameState, player: str) -> bool:
    """Whether ``player``'s pending priority decision offers an activation of the probe."""
    d = state.decision
    assert d is not None and d.kind == "priority" and d.player == player
    return any(a.startswith("activate probe") for a in legal(state))


def settle(state: GameState) -> GameState:
    """Every player passes until the stack is empty (CR 117.4, 608.1)."""
    while state.stack and state.decision is not None and state.decision.kind == "priority":
        state.apply("pass")
    return state


def may(state: GameState, player: str, index: int = 0) -> bool:
    """Whether ``player`` may activate the probe's ability ``index`` now (CR 602.5)."""
    return activatable(state, player, "probe", index)


@plays(SHRINK)
def test_an_opponent_activates_it_paying_from_their_own_pool() -> None:
    """CR 602.2, 113.8: B, not the probe's controller, may activate its ability: B's {1} pays
    for it (A's pool untouched), B controls the ability on the stack, and it resolves: the 3/3
    gets -1/-1 until end of turn."""
    state = game(probe(SHRINK), mana={"A": "{1}", "B": "{1}"}, step=Step.BEGINNING_OF_COMBAT)
    to(state, "priority", Step.BEGINNING_OF_COMBAT, "A").apply("pass")
    assert offered(state, "B")
    state.apply("activate probe 0")
    assert state.players["B"].mana.total == 0 and state.players["A"].mana.total == 1
    [item] = state.stack
    assert item.controller == "B"
    settle(state)  # B passes, A passes: the ability resolves (608.1)
    assert state.toughness("probe") == 2 and state.power("probe") == 2


def test_without_the_words_only_its_controller_may() -> None:
    """CR 602.2: an ability without "any player may activate this ability" is its
    controller's alone, also on a card with another ability any player may activate."""
    text = "{1}: Probe gets +1/+1 until end of turn.\n" + SHRINK
    state = game(probe(text), mana={"A": "{1}", "B": "{1}"}, step=Step.BEGINNING_OF_COMBAT)
    assert {a for a in legal(to(state, "priority", Step.BEGINNING_OF_COMBAT, "A"))
            if a.startswith("activate probe")} == {"activate probe 0", "activate probe 1"}
    state.apply("pass")
    assert [a for a in legal(state) if a.startswith("activate probe")] == ["activate probe 1"]


@plays(DIG)
def test_you_is_the_player_who_activated_it() -> None:
    """CR 113.8, 602.2b: B activates A's enchantment's ability: B pays {1} and sacrifices one
    of B's lands (a cost "you" pay: the controller of the ability), and B draws the card."""
    state = game(probe(DIG, creature=False), perm("forestA", "A", "Forest"),
                 perm("forestB", "B", "Forest"), mana={"B": "{1}"},
                 step=Step.BEGINNING_OF_COMBAT)
    to(state, "priority", Step.BEGINNING_OF_COMBAT, "A").apply("pass")
    state.apply("activate probe 0")
    while state.decision is not None and state.decision.kind != "priority":
        state.apply(legal(state)[0])  # the land to sacrifice: B's one
    assert state.permanents["forestB"].zone is Zone.GRAVEYARD
    assert state.permanents["forestA"].zone is Zone.BATTLEFIELD
    settle(state)
    assert [e.player for e in events(state, CardDrawn)] == ["B"]


@plays(SORCERY)
def test_as_a_sorcery_is_the_activating_players_main_phase() -> None:
    """CR 602.5b, 307.1: "but only as a sorcery" — in A's main phase with an empty stack A
    may activate it, B (no sorcery timing in A's turn) may not, though B controls it."""
    state = game(probe(SORCERY, "B", creature=False), mana={"A": "{2}", "B": "{2}"})
    assert offered(to(state, "priority", Step.PRECOMBAT_MAIN, "A"), "A")
    assert not may(state, "B")


@plays(THEIR_TURN)
def test_during_their_turn_is_the_activating_players_turn() -> None:
    """CR 602.5b, 113.8: "their" is the player who activates it: in A's turn A may activate
    B's permanent's ability (paying 5 life, 119.4) and destroys it; B may not."""
    state = game(probe(THEIR_TURN, "B", creature=False), mana={},
                 step=Step.BEGINNING_OF_COMBAT)
    assert offered(to(state, "priority", Step.BEGINNING_OF_COMBAT, "A"), "A")
    assert not may(state, "B")
    state = game(probe(THEIR_TURN, "B", creature=False), mana={},
                 step=Step.BEGINNING_OF_COMBAT)
    to(state, "priority", Step.BEGINNING_OF_COMBAT, "A").apply("activate probe 0")
    assert state.players["A"].life == 15 and state.players["B"].life == 20
    settle(state)
    assert state.permanents["probe"].zone is Zone.GRAVEYARD


@plays(DRAW_STEP)
def test_during_their_draw_step() -> None:
    """CR 602.5b, 504.1: in A's draw step A may activate B's permanent's ability (and draws
    the card), B may not; in A's upkeep neither may."""
    lands = [perm(f"{p}{i}", p, "Forest") for p in "AB" for i in range(2)]
    state = game(probe(DRAW_STEP, "B", creature=False), *lands, mana={}, step=Step.UPKEEP)
    assert state.step is Step.DRAW  # no decision in the upkeep: nothing to activate there
    assert offered(state, "A")
    assert not may(state, "B")
    drawn = len(events(state, CardDrawn))
    state.apply("activate probe 0")
    settle(state)
    assert [e.player for e in events(state, CardDrawn)[drawn:]] == ["A"]


@plays(UPKEEP)
def test_during_any_upkeep_step() -> None:
    """CR 602.5b, 503.1: "during any upkeep step" — in A's upkeep both A and B (its
    controller) may activate it; B removes a doom counter paying B's {4}; in a draw step
    neither may."""
    probe_perm = probe(UPKEEP, "A", creature=False)
    probe_perm.counters["doom"] = 2
    state = game(probe_perm, mana={"A": "{4}", "B": "{4}"}, step=Step.UPKEEP)
    assert offered(to(state, "priority", Step.UPKEEP, "A"), "A")
    state.apply("pass")
    assert offered(state, "B")
    state.apply("activate probe 0")
    settle(state)
    assert state.permanents["probe"].counters["doom"] == 1
    assert state.players["B"].mana.total == 0 and state.players["A"].mana.total == 4
    state = game(probe(UPKEEP, "A", creature=False), mana={"A": "{4}", "B": "{4}"},
                 step=Step.DRAW, start=False)
    assert not may(state, "A") and not may(state, "B")  # not in a draw step


def test_a_mana_ability_or_a_tap_cost_any_player_may_activate_is_not_run() -> None:
    """CR 605.1a, 302.6: a mana ability any player may activate (paid for from any player's
    sources) and one whose cost taps a permanent its activator doesn't control are left
    unsupported."""
    for text in ("{T}: Add {C}. Any player may activate this ability.",
                 "{T}: Draw a card. Any player may activate this ability.",
                 "{1}: Draw a card. Any player may activate this ability but only during "
                 "their turn before the end step."):
        assert read_text(text).unsupported, text


@plays("{0}: Destroy Probe. You skip your next turn. Any player may activate this ability.")
def test_the_activating_player_skips_their_turn() -> None:
    """CR 113.8, 614.10: B activates A's enchantment's ability: the enchantment is destroyed
    and B, who controls the ability ("you"), skips B's next turn, not A."""
    text = "{0}: Destroy Probe. You skip your next turn. Any player may activate this ability."
    state = game(probe(text, creature=False), mana={}, step=Step.BEGINNING_OF_COMBAT)
    to(state, "priority", Step.BEGINNING_OF_COMBAT, "A").apply("pass")
    assert offered(state, "B")
    state.apply("activate probe 0")
    settle(state)
    assert state.permanents["probe"].zone is Zone.GRAVEYARD
    assert state.skipped_turns == ("B",)
