"""The PettingZoo AEC environment: two players take turns choosing action indices.

``env(mode="combat" | "game", board=None, decks=None, seed=0, turn_limit=None, ...)``
(``MtgEnv`` wrapped in PettingZoo's order-enforcing wrapper). Agents are ``"player_0"`` (the
engine's player ``A``) and ``"player_1"`` (``B``; ``AGENTS`` maps them); ``agent_selection``
is the player the engine waits for (``state.decision.player``), so one player may act
several times in a row (each creature of a declaration is one step, ``mtgsim.env.factored``).

* ``observation_space(agent)``: ``Dict(observation=Box(OBS_SIZE,), action_mask=Box(0, 1,
  (N_ACTIONS,), int8))``; the observation is ``mtgsim.env.encoding.observe`` from that
  agent's point of view (its own hand only), the mask all zero for an agent not asked.
* ``action_space(agent)``: ``Discrete(N_ACTIONS)``; an index the mask forbids raises
  ``MaskedActionError`` (a ``ValueError``).
* Rewards come at the end only: +1 to the winner, -1 to the loser, 0 to both in a draw
  (CR 104.4a). The game reaching its turn limit (a draw by the engine's rules) ends it as a
  *truncation*, every other end as a termination.
* ``reset(seed)``: the same seed gives the same episode (the same random board or the same
  shuffles and coin flip, and the same play for the same actions). ``reset()`` without a seed
  takes the next seed from the environment's generator (seeded by ``seed=``). A random board
  on which nobody would ever be asked anything is dealt again (from the same generator).
"""

from __future__ import annotations

from collections.abc import Collection, Sequence
from pathlib import Path
from typing import Any

import gymnasium
import numpy as np
from pettingzoo import AECEnv  # type: ignore[import-untyped]
from pettingzoo.utils import wrappers  # type: ignore[import-untyped]

from cards.decks import Deck
from mtgsim.env import encoding as enc
from mtgsim.env.episodes import Board, EpisodeSource
from mtgsim.env.factored import AUTO, Episode

#: PettingZoo agent name of each player id, and back
AGENTS = {"A": "player_0", "B": "player_1"}
PLAYERS = {agent: player for player, agent in AGENTS.items()}

#: random boards dealt at most this many times before a position with no decision is kept
REDEALS = 100


def observation_space() -> gymnasium.spaces.Dict:
    """The observation space every agent has."""
    return gymnasium.spaces.Dict({
        "observation": gymnasium.spaces.Box(-enc.LIMIT, enc.LIMIT, (enc.OBS_SIZE,),
                                            np.float32),
        "action_mask": gymnasium.spaces.Box(0, 1, (enc.N_ACTIONS,), np.int8)})


def reward_of(episode: Episode, player: str) -> float:
    """+1 won, -1 lost, 0 a draw or not over."""
    result = episode.state.result
    if result is None:
        return 0.0
    return 1.0 if player in result.winners else -1.0 if player in result.losers else 0.0


def truncated(episode: Episode) -> bool:
    """Whether the play ended at the turn limit (a draw the engine declares, CR 104.4a's
    agreement standing in for a time limit)."""
    result = episode.state.result
    return result is not None and result.reason.startswith("turn limit")


class MtgEnv(AECEnv):  # type: ignore[misc]
    """The AEC environment (see the module docstring). ``auto``: the decision kinds the
    default policy answers (``mtgsim.env.factored.AUTO``); ``skip_forced``: choices with
    one allowed action are made without a step; ``max_creatures``: the most creatures a
    side on a random board."""

    metadata = {"render_modes": ["ansi"], "name": "mtgsim_v0", "is_parallelizable": False}

    def __init__(self, mode: str = "combat", board: Board | None = None,
                 decks: Sequence[str | Path | Deck] | None = None, seed: int | None = 0,
                 turn_limit: int | None = None, auto: Collection[str] = AUTO,
                 skip_forced: bool = True, max_creatures: int = 4,
                 render_mode: str | None = None) -> None:
        super().__init__()
        self.source = EpisodeSource(mode, board, decks, turn_limit, max_creatures)
        self.auto = self.source.auto(auto)
        self.skip_forced = skip_forced
        self.render_mode = render_mode
        self.possible_agents = list(PLAYERS)
        self._observation_spaces = {a: observation_space() for a in self.possible_agents}
        self._action_spaces = {a: gymnasium.spaces.Discrete(enc.N_ACTIONS)
                               for a in self.possible_agents}
        self._rng = np.random.default_rng(seed)
        self.episode: Episode | None = None

    def observation_space(self, agent: str) -> gymnasium.spaces.Dict:
        """The observation space of every agent (``observation_space()``)."""
        return self._observation_spaces[agent]

    def action_space(self, agent: str) -> gymnasium.spaces.Discrete:
        """The one action space: ``encoding.N_ACTIONS`` indices, masked."""
        return self._action_spaces[agent]

    def reset(self, seed: int | None = None, options: dict[str, Any] | None = None) -> None:
        """Start a new episode (seeded by ``seed``; ``options`` as PettingZoo passes them)."""
        if seed is not None:
            self._rng = np.random.default_rng(seed)
        for _ in range(1 if self.source.fixed else REDEALS):
            state = self.source.new_state(int(self._rng.integers(2**31)))
            episode = Episode(state, auto=self.auto, skip_forced=self.skip_forced,
                              turn_scale=float(self.source.turn_limit))
            if episode.player is not None:
                break
        self.episode = episode
        self.agents = list(self.possible_agents)
        self.rewards = {a: 0.0 for a in self.agents}
        self._cumulative_rewards = {a: 0.0 for a in self.agents}
        self.terminations = {a: False for a in self.agents}
        self.truncations = {a: False for a in self.agents}
        self.infos: dict[str, dict[str, Any]] = {a: {} for a in self.agents}
        self.agent_selection = AGENTS[episode.player] if episode.player else self.agents[0]
        if episode.player is None:  # a given board where nobody is ever asked anything
            self._finish()

    def observe(self, agent: str) -> dict[str, np.ndarray]:
        """``agent``'s observation and action mask."""
        assert self.episode is not None
        episode = self.episode
        player = PLAYERS[agent]
        mine = episode.player == player
        mask = episode.mask() if mine else np.zeros(enc.N_ACTIONS, dtype=np.int8)
        return {"observation": episode.observe(player), "action_mask": mask.copy()}

    def _finish(self) -> None:
        assert self.episode is not None
        cut = truncated(self.episode)
        for a in self.agents:
            self.rewards[a] = reward_of(self.episode, PLAYERS[a])
            self.terminations[a] = not cut
            self.truncations[a] = cut
            self.infos[a] = {"result": str(self.episode.state.result)}

    def step(self, action: int | None) -> None:
        """The agent selected takes ``action`` (None once it is done)."""
        agent = self.agent_selection
        if self.terminations[agent] or self.truncations[agent]:
            self._was_dead_step(action)
            return
        assert self.episode is not None and action is not None
        self._cumulative_rewards[agent] = 0.0
        self.episode.step(int(action))
        self.rewards = {a: 0.0 for a in self.agents}
        if self.episode.player is None:
            self._finish()
        else:
            self.agent_selection = AGENTS[self.episode.player]
        self._accumulate_rewards()

    def render(self) -> str | None:
        """The position as text (``ansi``): the turn, step, life totals and creatures."""
        if self.episode is None:
            return None
        state = self.episode.state
        lines = [f"turn {state.turn}, {state.step.value}, {state.active} active"]
        for p in state.turn_order:
            creatures = ", ".join(f"{c.id} {state.power(c.id)}/{state.toughness(c.id)}"
                                  + (" (tapped)" if c.tapped else "")
                                  for c in state.creatures(p))
            lines.append(f"{p}: life {state.players[p].life}; {creatures or 'no creatures'}")
        text = "\n".join(lines)
        if self.render_mode == "ansi":
            return text
        return None

    def close(self) -> None:
        """Nothing to release."""
        self.episode = None


def env(**kwargs: Any) -> AECEnv:
    """``MtgEnv(**kwargs)`` in PettingZoo's order-enforcing wrapper (the usual entry point)."""
    return wrappers.OrderEnforcingWrapper(MtgEnv(**kwargs))


raw_env = MtgEnv

__all__ = ["AGENTS", "PLAYERS", "MtgEnv", "env", "raw_env", "observation_space", "reward_of",
           "truncated"]
