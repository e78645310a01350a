"""Self-play environments for mtgsim (the optional extra ``mtgsim[rl]``).

* ``env(mode="combat" | "game", ...)``: a PettingZoo AEC environment (``mtgsim.env.aec``);
  ``raw_env`` is the class without PettingZoo's order-enforcing wrapper.
* ``SingleAgentEnv(opponent="heuristic", ...)``: a Gymnasium environment against a fixed
  policy (``mtgsim.env.gym``).
* ``Episode``: the same factored play driven directly, without either library
  (``mtgsim.env.factored``); observations and the action space: ``mtgsim.env.encoding``.
* ``TrainedPolicy``: a trained linear policy as an ``mtgsim`` policy (``mtgsim.env.policy``).

PettingZoo and Gymnasium are imported only when ``env``, ``raw_env`` or ``SingleAgentEnv`` is
first used; ``import mtgsim`` never imports them. See docs/env.md.
"""

from __future__ import annotations

from typing import Any

_LAZY = {"env": ("mtgsim.env.aec", "env"), "raw_env": ("mtgsim.env.aec", "raw_env"),
         "MtgEnv": ("mtgsim.env.aec", "MtgEnv"),
         "SingleAgentEnv": ("mtgsim.env.gym", "SingleAgentEnv"),
         "Episode": ("mtgsim.env.factored", "Episode"),
         "MaskedActionError": ("mtgsim.env.factored", "MaskedActionError"),
         "TrainedPolicy": ("mtgsim.env.policy", "TrainedPolicy"),
         "LinearPolicy": ("mtgsim.env.policy", "LinearPolicy")}


def __getattr__(name: str) -> Any:
    """The public names, each imported from its module on first use."""
    if name not in _LAZY:
        raise AttributeError(f"module 'mtgsim.env' has no attribute {name!r}")
    import importlib

    module, attr = _LAZY[name]
    return getattr(importlib.import_module(module), attr)


__all__ = list(_LAZY)
