"""The engine: the one place that ties the rules to the state.

``core`` runs a position until a player must choose and applies what they choose
(``start``, ``run``, ``apply``, ``legal_actions``); it registers these as ``GameState``'s
methods. ``play`` is the one decision-loop driver (``drive``, with stop conditions, and
``play``, ``run_combat``, ``advance``); ``agents`` holds the agent protocol, the default
policy and a scenario's ``Script``; ``replacement_orders`` plays a combat once per order of
replacement effects (CR 616.1).
"""

