"""Sagas (CR 714; ``sim.rules.sagas``, ``sim.text.chapter_text``): a Saga enters with a lore
counter (714.3a), gets another as its controller's precombat main phase begins (714.3b), each
chapter ability triggers as the lore counters reach its number (714.2b-c), and the Saga is
sacrificed once they reach its final chapter number and no chapter ability of it waits to
resolve (714.4, 704.5s)."""

from __future__ import annotations

from played import plays
from test_library import spell
from test_stack import _default, card, perm

from sim import GameState, Permanent, Player, Step
from sim.model.board import power_and_toughness
from sim.model.chapters import LORE
from sim.model.events import CountersPut, Sacrificed
from sim.model.mana import Mana
from sim.model.objects import Span, Zone
from sim.text.chapter_text import flavor_word

FOREST = card("Forest")
STORY = ("I — You gain 1 life.\nII — You gain 2 life.\nIII — You gain 4 life.")


def saga(text: str = STORY) -> GameState:
    """A's turn 1 at its precombat main phase, a Saga with ``text`` in A's hand and {U} in A's
    pool; both libraries hold Forests; the game goes on turn after turn."""
    made = spell(text, "Enchantment", subtypes=["Saga"])
    players = {p: Player(p, mana=Mana.parse("{U}" if p == "A" else "{0}"),
                         library=(FOREST,) * 10) for p in ("A", "B")}
    state = GameState(players, {"s": perm("s", "A", made, Zone.HAND)}, ("A", "B"), "A",
                      step=Step.PRECOMBAT_MAIN, span=Span.GAME, seed=3)
    state.record_events = True
    return state.start()


def until(state: GameState, turn: int, step: Step = Step.BEGINNING_OF_COMBAT) -> GameState:
    """Play the default policy (pass, decline) until turn ``turn`` reaches ``step``."""
    while state.decision is not None and (state.turn, list(Step).index(state.step)) < (
            turn, list(Step).index(step)):
        _default(state)
    return state


@plays("I — You gain 1 life.", "II — You gain 2 life.", "III — You gain 4 life.")
def test_each_chapter_triggers_in_turn_and_the_saga_is_sacrificed_after_the_last() -> None:
    """CR 714.3a: cast and resolved, the Saga enters with a lore counter: chapter I triggers
    (714.2b) and A gains 1. 714.3b: at A's next precombat main phase (turn 3) a second lore
    counter: chapter II, 2 life; turn 5, the third: chapter III, 4 life; then, with three lore
    counters (its final chapter number, 714.2d) and no chapter ability on the stack, A
    sacrifices it (714.4, 704.5s). B's turns add nothing: only the active player's Sagas."""
    state = saga()
    state.apply("cast s")
    state = until(state, 1)
    assert state.permanents["s"].counters[LORE] == 1 and state.players["A"].life == 21
    state = until(state, 2)
    assert state.permanents["s"].counters[LORE] == 1 and state.players["A"].life == 21
    state = until(state, 3)
    assert state.permanents["s"].counters[LORE] == 2 and state.players["A"].life == 23
    assert state.permanents["s"].zone is Zone.BATTLEFIELD
    state = until(state, 5)
    assert state.players["A"].life == 27
    assert state.permanents["s"].zone is Zone.GRAVEYARD
    [sacrificed] = [e for e in state.events if isinstance(e, Sacrificed)]
    assert sacrificed.permanent == "s" and sacrificed.player == "A"
    puts = [(e.before, e.amount) for e in state.events if isinstance(e, CountersPut)]
    assert puts == [(0, 1), (1, 1), (2, 1)]


TRANSFORMING = ("I — You gain 1 life.\nII — Exile this Saga, then return it to the battlefield "
                "transformed under your control.")


@plays("II — Exile this Saga, then return it to the battlefield transformed under your control.")
def test_the_last_chapter_returns_it_transformed_under_its_controllers_control() -> None:
    """CR 714.3b: B owns the Saga, A controls it with one lore counter; A's precombat main
    phase adds the second: chapter II (714.2b) exiles it and returns it with its back face up
    (712.14) under A's control — the ability's controller's (110.2a), not its owner's. It is
    not sacrificed first: its chapter ability had triggered and not yet left the stack
    (714.4)."""
    made = spell(TRANSFORMING, "Enchantment", subtypes=["Saga"],
                 back={"name": "Hero", "types": ["Creature"], "power": 3, "toughness": 3})
    players = {p: Player(p, library=(FOREST,) * 10) for p in ("A", "B")}
    state = GameState(players, {"s": Permanent("s", "A", made, owner="B", counters={LORE: 1})},
                      ("A", "B"), "A", step=Step.PRECOMBAT_MAIN, span=Span.GAME, seed=3)
    state.record_events = True
    state = until(state.start(), 1)
    hero = state.permanents["s"]
    assert hero.zone is Zone.BATTLEFIELD and hero.card.name == "Hero"
    assert hero.controller == "A" and hero.owner == "B"
    assert not [e for e in state.events if isinstance(e, Sacrificed)]


@plays("I — Stampede! — Other creatures you control get +1/+1 until end of turn.")
def test_a_flavor_word_after_the_chapter_symbol_changes_nothing() -> None:
    """CR 207.2d: "Stampede!" has no rules meaning; chapter I (714.2b) triggers as the Saga
    enters (714.3a) and the other creatures A controls get +1/+1: the Bears are 3/3, the
    Saga itself is no creature. "Target opponent faces a villainous choice — ..." is an
    instruction, not a flavor word."""
    state = saga("I — Stampede! — Other creatures you control get +1/+1 until end of turn.\n"
                 "II — You gain 1 life.")
    state.permanents["b"] = perm("b", "A", "Grizzly Bears")
    state.apply("cast s")
    state = until(state, 1)
    assert power_and_toughness(state, "b") == (3, 3)
    assert flavor_word("Target opponent faces a villainous choice — You draw a card.")[0] == ""


READ_AHEAD_STORY = ("Read ahead\nI — You gain 1 life.\nII — You gain 2 life.\n"
                    "III — You gain 4 life.")


@plays("Read ahead")
def test_read_ahead_enters_with_the_chosen_number_and_skips_the_earlier_chapters() -> None:
    """CR 702.155a: as the Saga resolves A chooses 2 among 1-3 (its final chapter number,
    714.2d): it enters with two lore counters, not three (instead of 714.3a's one), and only
    chapter II triggers — chapter I can't, the turn it entered, without exactly one lore
    counter: A gains 2. At A's next precombat main phase the third counter: chapter III
    (4 life), then the Saga is sacrificed (714.4)."""
    state = saga(READ_AHEAD_STORY)
    state.apply("cast s")
    while state.decision is not None and state.decision.kind != "choose_quality":
        _default(state)
    assert state.decision is not None
    assert [str(a) for a in state.legal_actions()] == ["quality 1", "quality 2", "quality 3"]
    state.apply("quality 2")
    state = until(state, 1)
    assert state.permanents["s"].counters[LORE] == 2 and state.players["A"].life == 22
    state = until(state, 3)
    assert state.players["A"].life == 26 and state.permanents["s"].zone is Zone.GRAVEYARD


def test_read_ahead_is_chosen_when_an_effect_puts_the_saga_onto_the_battlefield() -> None:
    """CR 702.155a, 614.12: returned from A's graveyard by a spell, the read-ahead Saga asks
    its number just after the instruction, as if as it entered: A chooses 3 — three lore
    counters, chapter III alone triggers (4 life), and the Saga is sacrificed (714.4)."""
    made = spell(READ_AHEAD_STORY, "Enchantment", subtypes=["Saga"])
    back = spell("Return target enchantment card from your graveyard to the battlefield.",
                 "Sorcery")
    players = {p: Player(p, mana=Mana.parse("{U}" if p == "A" else "{0}"),
                         library=(FOREST,) * 10) for p in ("A", "B")}
    state = GameState(players, {"s": perm("s", "A", made, Zone.GRAVEYARD),
                                "r": perm("r", "A", back, Zone.HAND)}, ("A", "B"), "A",
                      step=Step.PRECOMBAT_MAIN, span=Span.GAME, seed=3)
    state.record_events = True
    state.start().apply("cast r")
    state.apply("target s")
    while state.decision is not None and state.decision.kind != "choose_quality":
        _default(state)
    assert [str(a) for a in state.legal_actions()] == ["quality 1", "quality 2", "quality 3"]
    state.apply("quality 3")
    state = until(state, 1)
    assert state.players["A"].life == 24 and state.permanents["s"].zone is Zone.GRAVEYARD


@plays("{0}: Put a lore counter on this Saga.")
def test_a_lore_counter_put_by_an_ability_triggers_the_next_chapter() -> None:
    """CR 714.2b, 122.6: a lore counter put on the Saga by an instruction is put as any
    counter is: with one lore counter, A's ability puts the second and chapter II triggers
    (A gains 2); chapter I doesn't again."""
    made = spell("{0}: Put a lore counter on this Saga.\n" + STORY, "Enchantment",
                 subtypes=["Saga"])
    players = {p: Player(p, library=(FOREST,) * 10) for p in ("A", "B")}
    state = GameState(players, {"s": Permanent("s", "A", made, counters={LORE: 1})},
                      ("A", "B"), "A", step=Step.POSTCOMBAT_MAIN, span=Span.TURN, seed=3)
    state.record_events = True
    state.start().apply("activate s 0")
    while state.decision is not None:
        _default(state)
    assert state.permanents["s"].counters[LORE] == 2 and state.players["A"].life == 22
