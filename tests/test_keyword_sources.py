"""``sim.model.keyword_sources.printed_only``: the quick answer that spares asking layer 6
(CR 613.1f) of every permanent for a rare ability, checked against ``Board.keywords`` (the
reference) on every state of random games and on boards that grant the ability."""

from __future__ import annotations

import numpy as np
import pytest

import mtgsim
from mtgsim.positions import policy
from sim.engine.play import drive
from sim.model.keyword_counters import own_bits
from sim.model.keyword_sources import printed_only
from sim.model.keywords import Kw
from sim.model.objects import Duration, Effect, Zone
from sim.model.state import GameState

_KINDS = [int(Kw.SKIP_DRAW_STEP), int(Kw.ONE_SPELL_EACH | Kw.ONE_SPELL_YOU), int(Kw.FLYING),
          int(Kw.TRAMPLE), int(Kw.HASTE), int(Kw.VIGILANCE)]


def _agrees(state: GameState) -> bool:
    """When ``printed_only`` answers yes, every permanent's abilities among the bits are its
    own: exactly what ``Board.keywords`` computes."""
    for bits in _KINDS:
        if printed_only(state, bits):
            for p in state.permanents.values():
                if p.zone is Zone.BATTLEFIELD:
                    assert own_bits(p) & bits == state.keywords(p.id) & bits, (p.id, bits)
    return False


@pytest.mark.parametrize("seed", range(4))
def test_it_agrees_with_layer_six_over_random_games(seed: int) -> None:
    """Every state of a random game between the example decks (fliers, anthems, pump
    spells: effects and static grants come and go) — and the answer is not always no."""
    rng = np.random.default_rng(seed)
    game = mtgsim.game("examples/decks/red_green_stompy.txt",
                       "examples/decks/white_blue_fliers.txt", seed=seed)
    answers: list[bool] = []

    def check(state: GameState) -> bool:
        answers.append(printed_only(state, int(Kw.FLYING)))
        return _agrees(state)

    drive(game, policy("random", rng), check)
    assert game.result is not None and True in answers


def _board(*texts: str, effect: bool = False) -> GameState:
    perms = [{"id": f"p{i}", "controller": "A", "name": f"P{i}", "types": ["Enchantment"],
              "text": t} for i, t in enumerate(texts)]
    perms.append({"id": "bear", "controller": "A", "name": "Bear", "types": ["Creature"],
                  "power": 2, "toughness": 2})
    state = mtgsim.load({"active_player": "A", "players": {"A": {}, "B": {}},
                         "permanents": perms, "combat": {"attacks": {}}})
    if effect:  # "Bear gains haste until end of turn" (611.2)
        state.effects.append(Effect(frozenset({"bear"}), Duration.END_OF_TURN, add=Kw.HASTE))
    return state


def test_a_static_grant_or_any_effect_means_asking_layer_six() -> None:
    """CR 611.3: "Creatures you control have flying" grants flying: the bear has it, though
    not printed, so the quick answer is no for flying — yes for what nothing grants; any
    effect of a resolved ability (611.2) may add or remove abilities: no for everything."""
    state = _board("Creatures you control have flying.")
    assert state.has("bear", Kw.FLYING) and not own_bits(state.permanents["bear"]) & Kw.FLYING
    assert not printed_only(state, int(Kw.FLYING))
    assert printed_only(state, int(Kw.SKIP_DRAW_STEP))
    assert printed_only(_board("Skip your draw step."), int(Kw.SKIP_DRAW_STEP))
    with_effect = _board(effect=True)
    assert with_effect.effects and not printed_only(with_effect, int(Kw.SKIP_DRAW_STEP))
