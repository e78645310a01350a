"""The legend rule (CR 704.5j): if a player controls two or more legendary permanents with
the same name, that player chooses one of them, and the rest are put into their owners'
graveyards — a state-based action. The choice is a ``choose_permanent`` decision asked as
state-based actions are about to be checked (``ask``); the permanents not kept are marked
(``Permanent.legend_ruled``) and leave with the other state-based actions of that check,
all at once (704.3; ``sim.rules.sba``), as "putting into a graveyard", not destroying
(regeneration and indestructible don't apply, 704.5j). A permanent with no name (face down,
708.2) is never legendary here: its face-down characteristics have no supertype."""

from __future__ import annotations

from sim.model.decisions import Decision, DecisionKind
from sim.model.errors import IllegalActionError
from sim.model.objects import Zone
from sim.model.state import GameState

#: the prompt's start: a ``choose_permanent`` decision with nothing resolving is this one's
PROMPT = "the legend rule"


def _groups(state: GameState) -> dict[tuple[str, str], list[str]]:
    """Each controller's legendary permanents not yet ruled, by name, where two or more share
    it (CR 704.5j, 201.2)."""
    named: dict[tuple[str, str], list[str]] = {}
    for perm in state.battlefield():
        if not perm.legend_ruled and "Legendary" in perm.card.supertypes:
            named.setdefault((perm.controller, perm.card.name), []).append(perm.id)
    return {key: ids for key, ids in named.items() if len(ids) > 1}


def ask(state: GameState) -> bool:
    """Ask the first player (in APNAP order, 101.4) who controls two or more legendary
    permanents with the same name which one to keep (704.5j); True if a decision is now
    pending."""
    for perm in state.permanents.values():  # (hot: a plain scan, no generator)
        if "Legendary" in perm.card.supertypes and perm.zone is Zone.BATTLEFIELD:
            break
    else:
        return False  # (the common case: no legendary permanent at all)
    groups = _groups(state)
    for player in state.apnap():
        for (controller, name), ids in groups.items():
            if controller == player:
                state.pending = Decision(
                    player, DecisionKind.CHOOSE_PERMANENT,
                    f"{PROMPT}: choose the {name} to keep; the others are put into their "
                    "owners' graveyards (CR 704.5j)", options=tuple(ids))
                return True
    return False


def pending(state: GameState) -> bool:
    """Whether the decision pending is the legend rule's."""
    decision = state.pending
    return decision is not None and decision.kind is DecisionKind.CHOOSE_PERMANENT and \
        decision.prompt.startswith(PROMPT)


def keep(state: GameState, kept: str) -> None:
    """The player keeps ``kept``: the other legendary permanents of its name they control are
    marked to be put into their owners' graveyards by the next state-based actions (704.5j)."""
    decision = state.pending
    if decision is None or kept not in decision.options:
        raise IllegalActionError(f"{kept} is not one of the legendary permanents to choose from",
                                 ["not an option (CR 704.5j)"])
    for pid in decision.options:
        if pid != kept:
            state.permanents[pid].legend_ruled = True
    state.pending = None
    state.version += 1
    state.changes += 1
