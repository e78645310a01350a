"""The shipped conformance checker (sim.testing.checker) runs in the suite: a few hundred random
combats, every scenario file, and whole games from random decks of bundled cards and from the
example decks, with the interface's invariants (and the game's) at every decision. It must also fail
when the engine is wrong, so a few deliberate breakages are checked to be caught."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import attrs
import numpy as np
import pytest

import cards
import mtgsim
from cards.decks import load_deck
from sim.legality import legal_actions as decisions
from sim.model.actions import CastSpell
from sim.model.card import CardDef
from sim.model.editions import Edition
from sim.model.events import (
    AttackerDeclared,
    BlockerDeclared,
    Bounced,
    Entered,
    SpellCast,
    StackResolved,
)
from sim.model.mana import ManaCost
from sim.model.objects import Zone
from sim.model.state import GameState
from sim.rules import casting, effect_ops, priority, resolution, turn
from sim.rules.activation import sorcery_speed
from sim.rules.costs import pay
from sim.rules.library import draw
from sim.rules.opening import new_game
from sim.testing import (
    BASIC_COLORS,
    PQ_KEYWORD_MIX,
    ConformanceError,
    GameReport,
    check,
    check_game,
    check_seeds,
    owned_cards,
    random_board,
    random_deck,
)
from sim.testing.checker import check_resolved
from sim.variants import puzzle_quest

ROOT = Path(__file__).resolve().parent.parent
FILES = sorted(str(p.relative_to(ROOT)) for p in [*(ROOT / "tests/scenarios").glob("*.toml"),
                                                   *(ROOT / "tests/scenarios/puzzle_quest")
                                                   .glob("*.toml")])


def test_random_combats_conform() -> None:
    kinds: set[str] = set()
    decisions_met = refused = 0
    for seed in range(300):
        rng = np.random.default_rng(seed)
        report = check(random_board(rng), rng)
        kinds |= report.kinds
        decisions_met += report.decisions
        refused += report.unlisted_refused
    # the random boards reach these kinds of decision, and illegal mutants were tried
    assert {"declare_attackers", "declare_blockers", "assign_combat_damage", "order_blockers",
            "order_replacements"} <= kinds
    assert decisions_met >= 600 and refused >= 300


@pytest.mark.parametrize("name", FILES)
def test_every_scenario_file_conforms(name: str) -> None:
    check_seeds(mtgsim.scenario(ROOT / name).state, seed=len(name))


def test_random_puzzle_quest_combats_conform() -> None:
    """Puzzle Quest boards (``rules = "puzzle-quest"``, the document's abilities in the mix),
    without and with tricks in hand, pass the checker (its Puzzle Quest invariants included);
    the plays really attack, block and cast."""
    attacks = blocks = casts = 0
    for tricks, seeds in ((False, range(150)), (True, range(40))):
        for seed in seeds:
            rng = np.random.default_rng(seed)
            board = random_board(rng, keywords=PQ_KEYWORD_MIX, tricks=tricks,
                                 rules=Edition.PUZZLE_QUEST)
            report = check(board, rng)
            assert not report.kinds & {"declare_attackers", "declare_blockers",
                                       "assign_combat_damage"}
            casts += report.cast
            game = board.clone()
            mtgsim.play(game, "random", np.random.default_rng(seed))
            attacks += sum(isinstance(e, AttackerDeclared) for e in game.events)
            blocks += sum(isinstance(e, BlockerDeclared) for e in game.events)
    assert attacks >= 200 and blocks >= 30 and casts >= 20, (attacks, blocks, casts)


def test_a_puzzle_quest_board_is_the_same_board() -> None:
    """``rules`` changes only the edition: the same creatures for the same seed."""
    for seed in range(20):
        plain = random_board(np.random.default_rng(seed))
        pq_board = random_board(np.random.default_rng(seed), rules=Edition.PUZZLE_QUEST)
        assert pq_board.rules is Edition.PUZZLE_QUEST and plain.rules is not Edition.PUZZLE_QUEST
        assert {k: (p.card, p.damage, p.sick) for k, p in plain.permanents.items()} == \
            {k: (p.card, p.damage, p.sick) for k, p in pq_board.permanents.items()}


@pytest.mark.parametrize(("name", "value", "message"), [
    ("_group", lambda mask, brave: 4, "out of order"),  # slots never regrouped
    ("_HASTE", -1, "able creatures"),  # summoning sick creatures attack
    ("can_block", lambda blocker, attacker: bool(blocker & puzzle_quest._BLOCKERS),
     "first that could block"),  # flying ignored
])
def test_a_broken_puzzle_quest_rule_is_caught(monkeypatch: pytest.MonkeyPatch, name: str,
                                              value: object, message: str) -> None:
    monkeypatch.setattr(puzzle_quest, name, value)
    with pytest.raises(ConformanceError, match=message):
        for seed in range(300):
            rng = np.random.default_rng(seed)
            check(random_board(rng, keywords=PQ_KEYWORD_MIX, rules=Edition.PUZZLE_QUEST), rng)


def test_the_same_seed_plays_the_same_trajectory() -> None:
    board = random_board(np.random.default_rng(11))
    first, second = board.clone(), board.clone()
    for game in (first, second):
        mtgsim.play(game.start(), "random", np.random.default_rng(4))
    assert first.to_dict() == second.to_dict() and first.history


@pytest.mark.pure_engine
def test_a_miscounted_legal_list_is_caught(monkeypatch: pytest.MonkeyPatch) -> None:
    real = decisions.DamageActions.size
    monkeypatch.setattr(decisions.DamageActions, "size", lambda self: real(self) + 1)
    with pytest.raises((ConformanceError, IndexError)):
        for seed in range(50):
            rng = np.random.default_rng(seed)
            check(random_board(rng), rng)


@pytest.mark.pure_engine
def test_a_refused_listed_action_is_caught(monkeypatch: pytest.MonkeyPatch) -> None:
    """An engine whose damage check is stricter than its list (every assignment to a player
    refused) fails the check at the first unblocked attacker."""
    real = decisions.DamageActions.reasons

    def strict(self: decisions.DamageActions, action: object) -> list[str]:
        out = real(self, action)  # type: ignore[arg-type]
        if self.request.defender and self.request.defender in action.as_dict():
            out = out + ["no damage to players"]
        return out
    monkeypatch.setattr(decisions.DamageActions, "reasons", strict)
    with pytest.raises(ConformanceError, match="not `in` the legal actions|was refused"):
        for seed in range(50):
            rng = np.random.default_rng(seed)
            check(random_board(rng), rng)


@pytest.mark.pure_engine
def test_an_accepted_illegal_action_is_caught(monkeypatch: pytest.MonkeyPatch) -> None:
    """An engine that accepts any damage split of the right recipients is caught by the
    mutated, unlisted actions."""
    monkeypatch.setattr(decisions.DamageActions, "reasons", lambda self, action: [])
    with pytest.raises(ConformanceError, match="unlisted .* was accepted"):
        for seed in range(50):
            rng = np.random.default_rng(seed)
            check(random_board(rng), rng)


# --- the stack: random tricks, activations and triggers -------------------------------------

def _played(board: GameState, seed: int) -> GameState:
    """``board`` played by the uniformly random policy (casts included)."""
    game = board.clone().start()
    rng = np.random.default_rng(seed)
    while not game.is_terminal():
        game.apply(game.legal_actions().sample(rng))
    return game


def test_random_tricks_conform() -> None:
    """Boards with hands of instants, a flash creature, mana, activated abilities and
    triggering keywords, played at random with every invariant checked; the random play
    really casts, activates and triggers (counted from the checked plays' events, and
    again from an unchecked play, so the counting itself is checked)."""
    kinds: set[str] = set()
    counts = dict.fromkeys(("cast", "activated", "triggered"), 0)
    names: set[str] = set()
    for seed in range(100):
        rng = np.random.default_rng(seed)
        board = random_board(rng, tricks=True)
        report = check(board, rng)
        kinds |= report.kinds
        counts["cast"] += report.cast
        counts["activated"] += report.activated
        counts["triggered"] += report.triggered
        if seed % 4 == 0:
            names |= {e.name for e in _played(board, seed).events if isinstance(e, SpellCast)}
    assert {"priority", "choose_target", "declare_attackers", "declare_blockers",
            "choose_division", "choose_attacked", "choose_source", "choose_sacrifice"} <= kinds, \
        kinds
    assert counts["cast"] >= 40 and counts["activated"] >= 30 and counts["triggered"] >= 5, \
        counts
    assert len(names) >= 4, names


def test_ward_payment_conforms() -> None:
    """Ward's pay-or-be-countered choice (702.21a) under the checker: B holds Shocks and mana,
    A's creatures have ward {1}; random play targets them and answers ``choose_pay``."""
    from test_stack import card, game, perm

    shock = card("Shock", types=["Instant"], colors=["R"], cost="{R}",
                 text="Shock deals 2 damage to any target.")
    kinds: set[str] = set()
    for seed in range(8):
        board = game(perm("w1", "A", card("Warded", power=2, toughness=3, text="Ward {1}")),
                     perm("w2", "A", card("Warded", power=1, toughness=1, text="Ward {1}")),
                     *(perm(f"s{i}", "B", shock, Zone.HAND) for i in range(2)),
                     mana={"B": "{R}{R}{R}", "A": "{1}"})
        kinds |= check(board, np.random.default_rng(seed)).kinds
    assert "choose_pay" in kinds, kinds


def test_default_boards_have_no_tricks() -> None:
    for seed in range(30):
        board = random_board(np.random.default_rng(seed))
        assert all(p.zone is Zone.BATTLEFIELD and not p.card.activated
                   for p in board.permanents.values())
        assert all(p.mana.total == 0 for p in board.players.values())


def test_a_trick_board_adds_to_the_default_board() -> None:
    """The tricks come after the default board is drawn: the same creatures, ids and life."""
    for seed in range(30):
        plain = random_board(np.random.default_rng(seed))
        tricky = random_board(np.random.default_rng(seed), tricks=True, hand_size=5)
        assert {p.id: p.life for p in plain.players.values()} == \
            {p.id: p.life for p in tricky.players.values()}
        for pid, perm in plain.permanents.items():
            other = tricky.permanents[pid]
            assert (other.card.power, other.card.toughness, other.damage, other.tapped) == \
                (perm.card.power, perm.card.toughness, perm.damage, perm.tapped)
        hands = [p for p in tricky.permanents.values() if p.zone is Zone.HAND]
        assert len(hands) <= 10


@pytest.mark.pure_engine
def test_a_spell_left_in_the_stack_zone_is_caught(monkeypatch: pytest.MonkeyPatch) -> None:
    """An engine that leaves resolved instants in the stack zone fails the check."""
    monkeypatch.setattr(resolution, "_finish_spell", lambda state, item: None)
    with pytest.raises(ConformanceError, match="stack zone|resolved and is in the stack"):
        for seed in range(60):
            rng = np.random.default_rng(seed)
            check(random_board(rng, tricks=True), rng)


def test_a_permanent_spell_that_entered_and_left_passes() -> None:
    """A creature spell that resolved, entered under its caster's control and was returned to
    its owner's hand in the same stretch of play (an end step trigger, Viashino Sandscout)
    is where the rules put it; one that left without an ``Entered`` event is caught."""
    game = random_board(np.random.default_rng(0))
    perm = next(p for p in game.permanents.values() if p.zone is Zone.BATTLEFIELD)
    game.move(perm.id, Zone.HAND)
    cast = SpellCast(player=perm.owner, card=perm.id, name=perm.card.name, item="s1")
    resolved = StackResolved(item="s1", name=perm.card.name)
    bounced = Bounced(permanent=perm.id, source="x")
    game.events = [cast, resolved, Entered(permanent=perm.id, controller=perm.owner), bounced]
    check_resolved(game, 0, "here")
    game.events = [cast, resolved, bounced]
    with pytest.raises(ConformanceError, match="left the battlefield without entering"):
        check_resolved(game, 0, "here")
    game.events = [cast, resolved]
    with pytest.raises(ConformanceError, match="resolved and is in the hand"):
        check_resolved(game, 0, "here")


def test_a_flashback_spell_is_checked_into_exile() -> None:
    """CR 702.34a: a spell cast with flashback (from a graveyard, a card with flashback) is
    exiled as it leaves the stack; the checker wants it there, not in the graveyard (a seed
    of the real-card games caught the old check wanting the graveyard)."""
    from sim.text import build_card

    game = random_board(np.random.default_rng(0))
    perm = next(p for p in game.permanents.values() if p.zone is Zone.BATTLEFIELD)
    perm.card = build_card({"name": "Purge", "types": ["Sorcery"], "cost": "{B}",
                            "text": "Exile target card from a graveyard.\nFlashback {B}"},
                           lambda field, message: ValueError(message))
    game.move(perm.id, Zone.EXILE)
    cast = SpellCast(player=perm.owner, card=perm.id, name="Purge", item="s1",
                     origin="graveyard")
    game.events = [cast, StackResolved(item="s1", name="Purge")]
    check_resolved(game, 0, "here")
    game.move(perm.id, Zone.GRAVEYARD)
    with pytest.raises(ConformanceError, match="not the exile"):
        check_resolved(game, 0, "here")
    game.events = [attrs.evolve(cast, origin="hand"), StackResolved(item="s1", name="Purge")]
    check_resolved(game, 0, "here")  # cast from the hand: to the graveyard


@pytest.mark.pure_engine
def test_an_overdrawn_mana_pool_is_caught(monkeypatch: pytest.MonkeyPatch) -> None:
    """An engine that takes a color it should not (one extra green for every cost) fails."""
    real = pay

    def greedy(state: GameState, player: str, cost: ManaCost, x: int = 0,
               exclude: str | None = None, using: tuple[str, ...] | None = None,
               other_life: int = 0, how: str = "", spell: object = None,
               ability: bool = False) -> None:
        real(state, player, cost, x, exclude, using=using, other_life=other_life, how=how,
             spell=spell, ability=ability)  # type: ignore[arg-type]
        owner = state.players[player]
        owner.mana = attrs.evolve(owner.mana, G=owner.mana.G - 1)
    monkeypatch.setattr(casting, "pay", greedy)  # a spell's or ability's cost
    monkeypatch.setattr(effect_ops, "pay", greedy)  # ward's
    with pytest.raises(ConformanceError, match="negative"):
        for seed in range(60):
            rng = np.random.default_rng(seed)
            check(random_board(rng, tricks=True), rng)


def test_a_mid_cast_position_round_trips() -> None:
    for seed in range(20):  # the first random board where a spell is cast with a target
        rng = np.random.default_rng(seed)
        game = random_board(rng, tricks=True).start()
        while game.decision is not None and game.casting is None:
            legal = game.legal_actions()
            casts = [a for a in legal if isinstance(a, CastSpell)]
            game.apply(casts[0] if casts else legal.sample(rng))
        if game.casting is not None:
            break
    assert game.casting is not None and game.decision is not None
    data = game.to_dict()
    assert GameState.from_dict(json.loads(json.dumps(data))).to_dict() == data


# --- whole games: random decks of bundled cards, and the example decks -----------------------

#: every bundled card the engine fully runs may be dealt (War Cadence's block tax with "block if
#: able" requirements once took minutes to list its blocks: sim.legality.search walks only payable
#: choices now)
POOL = tuple(cards.default_pool())
#: a short game: the random games below stay fast (a game at the full ``TURN_LIMIT`` is played
#: on the example decks)
SHORT = 12
EXAMPLES = sorted((ROOT / "examples" / "decks").glob("*.txt"))


def _random_game(seed: int, size: int = 40, turn_limit: int = SHORT,
                 pool: tuple[CardDef, ...] = POOL) -> tuple[GameState, np.random.Generator]:
    rng = np.random.default_rng(seed)
    decks = {"A": random_deck(rng, pool, size), "B": random_deck(rng, pool, size)}
    return new_game(decks, seed, turn_limit=turn_limit), rng


def test_random_deck() -> None:
    """Basic lands of one or two colors, 40% of the deck; the rest fully supported cards whose
    costs those lands pay, at most four of each; the same generator state, the same deck."""
    colors_seen: set[tuple[str, ...]] = set()
    for seed in range(40):
        size = 40 if seed % 2 else 60
        deck = random_deck(np.random.default_rng(seed), POOL, size)
        assert deck == random_deck(np.random.default_rng(seed), POOL, size)
        assert len(deck) == size
        lands = [c for c in deck if "Land" in c.types]
        assert len(lands) == round(0.4 * size)
        assert all("Basic" in c.supertypes for c in lands)
        colors = tuple(sorted({c.produces for c in lands}, key=BASIC_COLORS.index))
        assert 1 <= len(colors) <= 2
        colors_seen.add(colors)
        if len(colors) == 2:
            counts = [sum(c.produces == color for c in lands) for color in colors]
            assert abs(counts[0] - counts[1]) <= 1
        spells = [c for c in deck if "Land" not in c.types]
        assert all(not c.unsupported for c in spells)
        for card in spells:
            symbols = card.cost.replace("}", "").split("{")[1:]
            for symbol in symbols:
                parts = symbol.split("/")
                assert any(p.isdigit() or p in ("X", "P") or p in colors for p in parts), \
                    (card.name, colors)
            assert sum(c is card for c in spells) <= 4
    assert len(colors_seen) >= 8  # many color pairs come up


def test_random_deck_needs_basic_lands() -> None:
    pool = [c for c in cards.default_pool() if "Land" not in c.types]
    with pytest.raises(ValueError, match="no basic land"):
        random_deck(np.random.default_rng(0), pool)


def test_random_games_conform() -> None:
    """Whole games between random decks of bundled cards (40 and 60 cards, short games: most
    end at the turn limit, a draw), checked at every decision: they mulligan, play lands,
    cast, attack and block."""
    kinds: set[str] = set()
    lands = casts = decisions_met = deep = 0
    for seed in range(20):
        game, rng = _random_game(seed, size=60 if seed % 3 == 0 else 40)
        report = check_game(game, rng)
        assert isinstance(report, GameReport) and 1 <= report.turns <= SHORT
        assert report.winners or report.turns == SHORT
        kinds |= report.kinds
        lands += report.lands
        casts += report.cast
        decisions_met += report.decisions
        deep += report.deep
    assert {"mulligan", "priority", "declare_attackers", "declare_blockers",
            "choose_target"} <= kinds, kinds
    assert lands >= 120 and casts >= 90 and decisions_met >= 600 and deep >= 10, \
        (lands, casts, decisions_met, deep)


@pytest.mark.parametrize("seed", [0, 1])
def test_example_decks_conform(seed: int) -> None:
    """The two example decks against each other through ``mtgsim.game``, at its turn limit."""
    game = mtgsim.game(*EXAMPLES, seed=seed)
    assert game.turn_limit == mtgsim.games.TURN_LIMIT
    report = check_game(game, np.random.default_rng(seed))
    assert report.winners and report.reason == "all other players lost"  # these seeds: a win
    assert report.lands >= 8 and report.cast >= 4


def test_owned_cards_counts_every_zone_but_tokens() -> None:
    deck = load_deck(EXAMPLES[0]).cards()
    game = new_game({"A": deck, "B": deck}, 3)
    assert owned_cards(game) == {"A": 60, "B": 60}  # 7 in hand, 53 in the library
    mtgsim.play(game, "random", np.random.default_rng(3))
    assert owned_cards(game) == {"A": 60, "B": 60}


def test_check_game_plays_only_games() -> None:
    with pytest.raises(ValueError, match="whole game"):
        check_game(random_board(np.random.default_rng(0)), np.random.default_rng(0))


def _check_random_games(seeds: range) -> None:
    for seed in seeds:
        game, rng = _random_game(seed)
        check_game(game, rng)


@pytest.mark.pure_engine
def test_a_vanishing_card_is_caught(monkeypatch: pytest.MonkeyPatch) -> None:
    """An engine whose draw step loses the library's top card (it never reaches the hand)."""
    def lossy(state: GameState, player: str) -> None:
        owner = state.players[player]
        owner.library = owner.library[1:]
        draw(state, player)
    monkeypatch.setattr(turn, "draw", lossy)
    with pytest.raises(ConformanceError, match=r"cards .* count .*missing: \{'.': 1\}"):
        _check_random_games(range(5))


@pytest.mark.pure_engine
def test_a_second_land_drop_is_caught(monkeypatch: pytest.MonkeyPatch) -> None:
    """An engine that lets a player play two lands a turn (CR 305.2)."""
    monkeypatch.setattr(priority, "land_drop", lambda state, player: state.players[
        player].lands_played < 2 and sorcery_speed(state, player))
    with pytest.raises(ConformanceError,
                       match=r"played 2 lands in turn \d+, more than the 1 they may \(CR 305.2\)"):
        _check_random_games(range(10))


def test_extra_turns_and_land_plays_pass_the_checker(monkeypatch: pytest.MonkeyPatch) -> None:
    """Random games whose decks take extra turns (CR 500.7) and play additional lands (305.2)
    pass the game checks: the turn after an extra turn is the next in the usual order, and
    a second land a turn is legal after "you may play an additional land this turn"."""
    from sim.model.events import LandPlayed, TurnBegan
    from sim.testing import game_checks
    from sim.text import build_card

    seen: list[TurnBegan | LandPlayed] = []  # what the checker's game watch was fed

    def spy(real: Any) -> Any:
        def fed(self: Any, *args: Any) -> Any:
            seen.append(args[-2])  # the event
            return real(self, *args)
        return fed

    for name in ("_turn", "_land"):
        monkeypatch.setattr(game_checks._GameWatch, name,
                            spy(getattr(game_checks._GameWatch, name)))

    def fail(field: str, message: str) -> Exception:
        return ValueError(message)

    walk = build_card({"name": "Stride", "types": ["Sorcery"], "cost": "{U}",
                       "text": "Take an extra turn after this one."}, fail)
    explore = build_card({"name": "Roam", "types": ["Sorcery"], "cost": "{G}",
                          "text": "You may play an additional land this turn."}, fail)
    assert walk.spell is not None and explore.spell is not None
    pool = (*POOL, walk, explore)
    extra = doubled = 0
    for seed in range(12):
        rng = np.random.default_rng(seed)
        decks = {p: [c if "Land" in c.types or k % 2 else (walk if k % 4 == 1 else explore)
                     for k, c in enumerate(random_deck(rng, pool, 40))] for p in "AB"}
        seen.clear()
        check_game(new_game(decks, seed, turn_limit=SHORT), rng)
        turns = [e.player for e in seen if isinstance(e, TurnBegan)]
        extra += sum(a == b for a, b in zip(turns, turns[1:], strict=False))
        current, lands = 0, []
        for e in seen:
            if isinstance(e, TurnBegan):
                current = e.turn
            else:
                lands.append((e.player, current))
        doubled += len(lands) - len(set(lands))
    assert extra and doubled  # both happened, and the checker accepted them


@pytest.mark.pure_engine
def test_a_land_out_of_turn_is_caught(monkeypatch: pytest.MonkeyPatch) -> None:
    """An engine that lets a player play a land whenever they have priority (CR 305.1)."""
    monkeypatch.setattr(priority, "land_drop",
                        lambda state, player: state.players[player].lands_played < 1)
    with pytest.raises(ConformanceError, match=r"CR 305.1"):
        _check_random_games(range(10))


@pytest.mark.pure_engine
def test_a_turn_that_does_not_advance_is_caught(monkeypatch: pytest.MonkeyPatch) -> None:
    """An engine whose turns keep the same number (the turn limit is never reached)."""
    real = turn.begin_turn
    monkeypatch.setattr(turn, "begin_turn", lambda state, player, number:
                        real(state, player, number - 1))
    with pytest.raises(ConformanceError, match="turn 1 began after turn 1"):
        _check_random_games(range(3))
