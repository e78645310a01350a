"""Positions to play: a scenario read from a file, TOML or JSON text or a dict (``scenario``),
started as a ``GameState`` (``load``), and played to its end by agents or policy names
(``play``).

::

    state = load("examples/alpha_strike.toml")
    outcome = play(state, {"B": "random"}, np.random.default_rng(1))
"""

from __future__ import annotations

from collections.abc import Mapping
from pathlib import Path
from typing import Any

import numpy as np

from cards.lookup import card_pool
from mtgsim.policies import agents_for, policy
from sim.engine.agents import Agent
from sim.engine.play import play as play_to_the_end
from sim.io.scenario import Scenario, decode, load_scenario, parse_scenario
from sim.model.errors import ScenarioError
from sim.model.outcome import Outcome
from sim.model.state import GameState


def load(source: str | Path | Mapping[str, Any], cards: str | Path | None = None) -> GameState:
    """A scenario as a ``GameState`` ready to play (run to its first decision): a path to a
    ``.toml`` or ``.json`` file, TOML or JSON text, or an already-parsed dict. Cards come
    from ``cards`` (an MTGJSON or Scryfall card file, imported once and cached), else
    ``$MTGSIM_CARDS``, else the database ``mtgsim cards import`` wrote, over the bundled
    pool (``cards.lookup``). Bad input raises ``ScenarioError`` naming the field."""
    return scenario(source, cards).state.clone().start()


def scenario(source: str | Path | Mapping[str, Any],
             cards: str | Path | None = None) -> Scenario:
    """The scenario itself (its description, expectations and scripted choices)."""
    pool = card_pool(cards)
    if isinstance(source, Mapping):
        return parse_scenario(source, "(dict)", pool)
    if isinstance(source, Path) or (isinstance(source, str) and "\n" not in source
                                    and "=" not in source and "{" not in source):
        return load_scenario(source, pool)  # a file name: TOML and JSON text have = or {
    if not isinstance(source, str):
        raise ScenarioError(repr(source), "", "expected a path, TOML or JSON text, or a dict")
    text = source.strip()
    try:
        data = decode(text, "json" if text.startswith("{") else "toml", "(text)")
    except ScenarioError as err:
        raise ScenarioError("(text)", "", "neither a file name nor valid TOML/JSON: "
                            + err.message.removeprefix("malformed JSON: ")
                            .removeprefix("malformed TOML: ")) from None
    return parse_scenario(data, "(text)", pool)


def play(state: GameState, agents: Agent | str | Mapping[str, Agent | str] | None = None,
         rng: np.random.Generator | None = None, *, use_script: bool = True) -> Outcome:
    """Play ``state`` to its end and return its ``Outcome``. ``agents``: one agent (or policy
    name) for every player, or a mapping from player id to agent or name (players left out
    get the default policy). ``rng`` seeds the policies made from names. The scenario's own
    choices (``state.script``) are applied first unless ``use_script`` is False."""
    rng = rng if rng is not None else np.random.default_rng(0)
    table: Agent | dict[str, Agent]
    if agents is None or isinstance(agents, str):
        table = policy(agents or "default", rng)
    elif isinstance(agents, Mapping):
        table = agents_for(state, agents, rng)
    else:
        table = agents
    return play_to_the_end(state, table, use_script=use_script)


__all__ = ["load", "scenario", "play"]
