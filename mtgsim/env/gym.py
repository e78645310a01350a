"""A Gymnasium single-agent environment: one player learns, the other is a fixed policy.

``SingleAgentEnv(opponent="heuristic", mode="combat", seat="A", ...)`` plays the
learner's choices as action indices (the same factored space and observation as the AEC
environment, ``mtgsim.env.encoding``) and the opponent's decisions through
``mtgsim.policy(opponent, rng)`` (any policy name, ``module:Class``, or an ``Agent``) on the
engine's own decisions, between the learner's steps.

* ``observation_space``: ``Box(-LIMIT, LIMIT, (OBS_SIZE,), float32)``; ``action_space``:
  ``Discrete(N_ACTIONS)``; the mask of allowed indices is ``info["action_mask"]`` (``int8``)
  after every ``reset`` and ``step`` (and ``action_masks()``, as sb3-contrib's
  ``MaskablePPO`` asks for it).
* An index the mask forbids: with ``invalid_action="first"`` (the default, so that
  unmasked samplers and ``gymnasium.utils.env_checker.check_env`` can step) the lowest allowed
  index is played instead and ``info["invalid_action"]`` is True; with ``"raise"``, it raises
  ``MaskedActionError`` (a ``ValueError``).
* ``seat``: ``"A"`` or ``"B"``, or ``"alternate"``: A on even episodes, B on odd ones.
* The reward is +1 for a win, -1 for a loss, 0 otherwise, at the end; the turn limit
  truncates (``truncated=True``), as in the AEC environment.
* ``reset(seed=s)`` makes the same episode for the same ``s`` (the board or shuffles, and the
  opponent policy's generator).
"""

from __future__ import annotations

from collections.abc import Collection, Sequence
from pathlib import Path
from typing import Any

import gymnasium
import numpy as np

from cards.decks import Deck
from mtgsim.env import encoding as enc
from mtgsim.env.aec import REDEALS, reward_of, truncated
from mtgsim.env.episodes import Board, EpisodeSource
from mtgsim.env.factored import AUTO, Episode
from sim.engine.agents import Agent
from sim.model.errors import ScenarioError

SEATS = ("A", "B", "alternate")
INVALID = ("first", "raise")


class SingleAgentEnv(gymnasium.Env[np.ndarray, np.int64]):
    """See the module docstring."""

    metadata = {"render_modes": ["ansi"]}

    def __init__(self, opponent: str | Agent = "heuristic", mode: str = "combat",
                 board: Board | None = None, decks: Sequence[str | Path | Deck] | None = None,
                 seat: str = "A", seed: int | None = 0, turn_limit: int | None = None,
                 auto: Collection[str] = AUTO, skip_forced: bool = True,
                 max_creatures: int = 4, invalid_action: str = "first",
                 render_mode: str | None = None) -> None:
        if invalid_action not in INVALID:
            raise ScenarioError("env", "invalid_action", f"expected one of "
                                f"{', '.join(INVALID)}, got {invalid_action!r}")
        self.invalid_action = invalid_action
        if seat not in SEATS:
            raise ScenarioError("env", "seat", f"expected one of {', '.join(SEATS)}, got "
                                f"{seat!r}")
        if not isinstance(opponent, str) and not callable(getattr(opponent, "act", None)):
            raise ScenarioError("env", "opponent", "expected a policy name or an agent with "
                                "act(state, decision, legal)")
        self.source = EpisodeSource(mode, board, decks, turn_limit, max_creatures)
        self.opponent = opponent
        if isinstance(opponent, str):
            import mtgsim

            mtgsim.policy(opponent, np.random.default_rng(0))  # a bad name fails here
        self.seat = seat
        self.auto = self.source.auto(auto)
        self.skip_forced = skip_forced
        self.render_mode = render_mode
        self.observation_space = gymnasium.spaces.Box(-enc.LIMIT, enc.LIMIT, (enc.OBS_SIZE,),
                                                      np.float32)
        self.action_space = gymnasium.spaces.Discrete(enc.N_ACTIONS)
        self._rng = np.random.default_rng(seed)
        self._episodes = 0
        self.episode: Episode | None = None
        self.player = "A"

    def _opponent_agent(self, rng: np.random.Generator) -> Agent:
        if isinstance(self.opponent, str):
            import mtgsim

            return mtgsim.policy(self.opponent, rng)
        return self.opponent

    def reset(self, *, seed: int | None = None, options: dict[str, Any] | None = None
              ) -> tuple[np.ndarray, dict[str, Any]]:
        """Start a new episode (Gymnasium's ``reset``): the first observation and info."""
        super().reset(seed=seed)
        if seed is not None:
            self._rng = np.random.default_rng(seed)
            self._episodes = 0
        self.player = self.seat if self.seat != "alternate" else "AB"[self._episodes % 2]
        self._episodes += 1
        other = "B" if self.player == "A" else "A"
        for _ in range(1 if self.source.fixed else REDEALS):
            seed_here = int(self._rng.integers(2**31))
            agent = self._opponent_agent(np.random.default_rng(seed_here))
            episode = Episode(self.source.new_state(seed_here), auto=self.auto,
                              skip_forced=self.skip_forced, agents={other: agent},
                              turn_scale=float(self.source.turn_limit))
            if episode.player is not None:
                break
        self.episode = episode
        return self._observation(), self._info()

    def _observation(self) -> np.ndarray:
        assert self.episode is not None
        return self.episode.observe(self.player)

    def _info(self) -> dict[str, Any]:
        assert self.episode is not None
        info: dict[str, Any] = {"action_mask": self.episode.mask().copy(),
                                "player": self.player}
        if self.episode.player is None:
            info["result"] = str(self.episode.state.result)
        return info

    def action_masks(self) -> np.ndarray:
        """The allowed action indices now (``int8``)."""
        assert self.episode is not None
        return self.episode.mask().copy()

    def step(self, action: np.int64 | int) -> tuple[np.ndarray, float, bool, bool,
                                                    dict[str, Any]]:
        """The learner takes ``action``, the opponent answers: Gymnasium's five-tuple."""
        if self.episode is None:
            raise ScenarioError("env", "step", "call reset() before step()")
        episode = self.episode
        if episode.player is None:
            raise ScenarioError("env", "step", "the episode is over: call reset()")
        index = int(action)
        mask = episode.mask()
        invalid = not 0 <= index < enc.N_ACTIONS or not mask[index]
        if invalid and self.invalid_action == "first":
            index = int(np.flatnonzero(mask)[0])
        episode.step(index)
        over = episode.player is None
        cut = over and truncated(episode)
        reward = reward_of(episode, self.player) if over else 0.0
        info = self._info()
        if invalid:
            info["invalid_action"] = True
        return self._observation(), reward, over and not cut, cut, info

    def render(self) -> str | None:
        """The position as text (``render_mode="ansi"``), else None."""
        if self.episode is None or self.render_mode != "ansi":
            return None
        state = self.episode.state
        return (f"turn {state.turn}, {state.step.value}; life "
                + ", ".join(f"{p} {state.players[p].life}" for p in state.turn_order))


__all__ = ["SingleAgentEnv", "SEATS", "INVALID"]
