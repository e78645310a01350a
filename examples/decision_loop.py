"""Drive a combat one decision at a time: the loop every policy, AI and script uses.

Run from the repository root: ``python examples/decision_loop.py``.
"""

import numpy as np

import mtgsim

state = mtgsim.load("examples/alpha_strike.toml")
rng = np.random.default_rng(7)
while not state.is_terminal():
    decision = state.decision             # who chooses, and what
    legal = state.legal_actions()         # lazy: len() counts without listing
    print(f"{decision.player} {decision.kind}: {len(legal)} legal")
    action = legal.sample(rng)            # or legal[i], or your policy's choice
    print(f"    -> {action}")
    state.apply(action)                   # anything illegal raises IllegalActionError
print(state.outcome().to_dict())

# The file's own choices (its [combat] table) and a policy for the rest:
state = mtgsim.load("examples/alpha_strike.toml")
print(mtgsim.play(state, "heuristic").life)

# Branch from any decision: clones are cheap and independent. Here the file's script is
# set aside and the heuristic policy blocks each alternative attack.
state = mtgsim.load("examples/alpha_strike.toml")
for text in ("attack knight=B", "attack ace=B hawk=B"):
    branch = state.clone()
    branch.apply(text)                    # the text form of an action
    outcome = mtgsim.play(branch, "heuristic", use_script=False)
    print(text, "->", outcome.life, "died:", outcome.died)
