"""The untap step's choices (CR 502.3): "You may choose not to untap ~ during your untap step."

CR 502.3: "the active player determines which permanents they control will untap. Then they
untap them all simultaneously." A permanent with this static ability (``Kw.MAY_NOT_UNTAP``)
is asked about before anything untaps: the active player answers a ``CHOOSE_OPTIONAL``
decision for each such tapped permanent they control ("yes": it stays tapped — the "may" is
taken; "no": it untaps with the others). One that doesn't untap anyway ("doesn't untap during
its controller's untap step") is not asked. No player receives priority meanwhile (502.4), so
nothing changes between the questions; the answers are kept on ``GameState.untap_answers``
until the untap is done (``sim.rules.turn``).
"""

from __future__ import annotations

from typing import Any

from sim.model.actions import Action, Answer
from sim.model.decisions import Decision, DecisionKind
from sim.model.errors import IllegalActionError
from sim.model.objects import Step
from sim.model.state import GameState

#: the prompt's beginning (``asking``)
_PROMPT = "choose not to untap"

#: an answer's mark: the permanent untaps
_UNTAPS = ":untap"


def kept_tapped(state: GameState, asked: list[str]) -> frozenset[str] | None:
    """The permanents the active player chose not to untap (CR 502.3), once every one has
    been asked about; None while a question is posed (``state.pending``). ``asked``: their
    tapped permanents they may choose not to untap (and that untap otherwise), asked in
    order of their ids."""
    answers = state.untap_answers
    for pid in sorted(asked):
        if pid not in answers and pid + _UNTAPS not in answers:
            state.pending = Decision(state.active, DecisionKind.CHOOSE_OPTIONAL,
                                     f"{_PROMPT} {pid} during your untap step? (CR 502.3)",
                                     creature=pid)
            return None
    state.untap_answers = ()
    return frozenset(a for a in answers if not a.endswith(_UNTAPS))


def asking(state: GameState) -> bool:
    """Whether the pending decision is the untap step's question."""
    pending = state.pending
    return pending is not None and pending.kind == DecisionKind.CHOOSE_OPTIONAL and \
        state.step is Step.UNTAP and state.resolving is None and \
        pending.prompt.startswith(_PROMPT)


def apply_choice(state: GameState, legal: Any, action: Action) -> None:
    """The answer recorded ("yes": the permanent stays tapped); the untap step's turn-based
    action goes on (``sim.rules.turn``). ``IllegalActionError`` if ``action`` is not legal."""
    reasons = legal.reasons(action)
    if reasons:
        raise IllegalActionError("; ".join(reasons), reasons)
    assert isinstance(action, Answer) and state.pending is not None
    pid = state.pending.creature
    assert pid is not None
    state.untap_answers += (pid if action.yes else pid + _UNTAPS,)
    state.pending = None
    state.version += 1


__all__ = ["apply_choice", "asking", "kept_tapped"]
