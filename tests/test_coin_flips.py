"""Flipping a coin (CR 705, ``fx.FLIP_COIN``, ``sim.rules.coin_flips``): the controller of
the resolving spell or ability flips; the instructions after "if you win the flip, " are done
only if they won, those after "if you lose the flip, " only if they lost (705.1). The result
is the game's next seeded draw: equally likely (705.3), the same again from the same seed."""

from __future__ import annotations

from played import plays
from test_library import cast_probe
from test_stack import events, finish

from sim.model.events import CoinFlipped
from sim.model.objects import Zone
from sim.model.programs import FLIP_COIN, LOST_FLIP, WON_FLIP
from sim.text.effect_text import read_effect
from sim.text.render_effects import program
from sim.text.wording import canonical

BOTH = "Flip a coin. If you win the flip, draw a card. If you lose the flip, you lose 2 life."


def _flip(text: str, seed: int) -> tuple[bool, int, int, list[str]]:
    """A casts the inline ``text`` with ``seed``; the flip's result, A's life and hand size
    after, and the card names in A's hand."""
    state = finish(cast_probe(text, seed=seed))
    [flip] = events(state, CoinFlipped)
    assert flip.player == "A"
    hand = [p.card.name for p in state.permanents.values()
            if p.owner == "A" and p.zone is Zone.HAND]
    return flip.won, state.players["A"].life, len(hand), hand


@plays("Flip a coin. If you win the flip, draw a card. If you lose the flip, you lose 2 life.")
def test_the_winner_draws_and_the_loser_loses_life() -> None:
    """CR 705.1: A, the spell's controller, flips; won, A draws (121.1) and loses no life;
    lost, A loses 2 life (119.3) and draws nothing: exactly one of the two. Over twenty seeds
    both results happen (705.3: either side equally likely)."""
    results = set()
    for seed in range(20):
        won, life, size, hand = _flip(BOTH, seed)
        results.add(won)
        if won:
            assert (life, hand) == (20, ["Hill Giant"])
        else:
            assert (life, size) == (18, 0)
    assert results == {True, False}


def test_the_same_seed_flips_the_same() -> None:
    """The flip is drawn from the game's seeded generator: a game replays with the same flips
    (a position's future is fixed by its seed), and different seeds differ."""
    runs = [_flip(BOTH, seed)[0] for seed in range(12)]
    assert runs == [_flip(BOTH, seed)[0] for seed in range(12)]
    assert 2 <= sum(runs) <= 10  # 705.3: twelve flips, not all one side (p < 0.04)


@plays("Flip a coin. If you lose the flip, Probe deals 3 damage to you.")
def test_only_a_lost_flip_deals_the_damage() -> None:
    """CR 705.1: "if you lose the flip" alone: won, nothing happens; lost, the spell deals 3
    damage to its controller (120.3a: A loses 3 life)."""
    text = "Flip a coin. If you lose the flip, Probe deals 3 damage to you."
    lives = {won: life for won, life, _, _ in (_flip(text, seed)[:4] for seed in range(20))}
    assert lives == {True: 20, False: 17}


def test_the_flip_reads_and_renders_back() -> None:
    """The program: the flip, then each sentence's instructions marked won or lost (705.1); it
    renders back to its text. "if you win the flip" without a flip before it is not read."""
    prog = read_effect(BOTH)
    assert [(op.verb, op.if_paid) for op in prog.ops] == [
        (FLIP_COIN, ""), ("draw", WON_FLIP), ("lose life", LOST_FLIP)]
    assert canonical(program(prog)) == canonical(BOTH.lower().rstrip("."))
    assert read_effect("Draw a card. If you win the flip, you gain 2 life.").unsupported
