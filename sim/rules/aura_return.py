"""An Aura returned by "exile ... until ~ leaves the battlefield" outside a resolution (CR
610.3c, 303.4f): after state-based actions (the source died) the exiled cards return at once,
and the owner of a returning Aura chooses what it enchants as it enters. No resolution can
wait for that answer, so it is asked the way the legend rule's choice is (``ask``, called by
``sim.rules.priority`` as state-based actions are about to be checked): the cards returning
together wait in ``GameState.linked_exiles`` under ``WAITING`` (``defer``); each Aura with more
than one legal object asks its owner (a ``choose_permanent``), the answer kept in its entry;
then all of them enter the battlefield together, each Aura attached to the object chosen (a
single legal object is chosen at once; with none it stays in exile, 303.4g)."""

from __future__ import annotations

from sim.model.decisions import Decision, DecisionKind
from sim.model.errors import IllegalActionError
from sim.model.objects import Zone
from sim.model.state import GameState
from sim.rules import aura_entry
from sim.rules.tokens import enter_battlefield

#: the source part of a ``linked_exiles`` entry of a card waiting to return: "303.4f:" and,
#: once its owner chose, what it enchants
WAITING = "303.4f:"
#: the prompt's start: a ``choose_permanent`` decision with nothing resolving is this one's
PROMPT = "an Aura returning"


def asks(state: GameState, cards: list[str]) -> bool:
    """Whether one of ``cards`` (about to return under their owners' control) is an Aura whose
    owner has more than one legal object to choose from (303.4f)."""
    return any(aura_entry.is_aura(state.permanents[c].card) and len(aura_entry.enchant_options(
        state, c, state.permanents[c].owner)) > 1 for c in cards)


def defer(state: GameState, cards: list[str]) -> None:
    """Keep ``cards`` waiting to return together once their Auras' owners have chosen."""
    state.linked_exiles = (*state.linked_exiles, *((c, WAITING) for c in cards))
    state.version += 1
    state.changes += 1


def _next(state: GameState) -> tuple[int, tuple[str, ...]]:
    """The index in ``linked_exiles`` of the first waiting Aura not yet answered whose owner
    has more than one legal object, and those objects; (-1, ()) if none."""
    for i, (card, link) in enumerate(state.linked_exiles):
        perm = state.permanents.get(card)
        if link != WAITING or perm is None or perm.zone is not Zone.EXILE or \
                not aura_entry.is_aura(perm.card):
            continue
        options = aura_entry.enchant_options(state, card, perm.owner)
        if len(options) > 1:
            return i, options
    return -1, ()


def ask(state: GameState) -> bool:
    """Ask the owner of the first waiting Aura not yet answered what it enchants (303.4f);
    when all have answered, all the waiting cards return at once (610.3c-d). True if a
    decision is now pending."""
    if not state.linked_exiles:
        return False  # (the common case, on the hot path)
    waiting = [(c, link) for c, link in state.linked_exiles if link.startswith(WAITING)]
    if not waiting:
        return False
    i, options = _next(state)
    if i >= 0:
        asked = state.permanents[state.linked_exiles[i][0]]
        state.pending = Decision(
            asked.owner, DecisionKind.CHOOSE_PERMANENT,
            f"{PROMPT}: choose what {asked.card.name} enchants as it returns to the "
            "battlefield (CR 303.4f, 610.3c)", options=options)
        return True
    state.linked_exiles = tuple(e for e in state.linked_exiles if not e[1].startswith(WAITING))
    for card, link in waiting:
        perm = state.permanents.get(card)
        if perm is None or perm.zone is not Zone.EXILE:
            continue
        enter_battlefield(state, card, perm.owner)
        chosen = link[len(WAITING):]
        if chosen and _entered(state, card) and aura_entry.still_legal(
                state, aura_entry.ENCHANT + chosen, card):
            aura_entry.attach(state, card, chosen)
    return False


def _entered(state: GameState, card: str) -> bool:
    return state.permanents[card].zone is Zone.BATTLEFIELD


def pending(state: GameState) -> bool:
    """Whether the decision pending is this one."""
    decision = state.pending
    return decision is not None and decision.kind is DecisionKind.CHOOSE_PERMANENT and \
        decision.prompt.startswith(PROMPT)


def choose(state: GameState, chosen: str) -> None:
    """The owner chose ``chosen`` for the first waiting Aura asked (``ask``)."""
    decision = state.pending
    if decision is None or chosen not in decision.options:
        raise IllegalActionError(f"{chosen} is not one of the objects to choose from",
                                 ["not an option (CR 303.4f)"])
    i, _ = _next(state)
    if i >= 0:
        entries = list(state.linked_exiles)
        entries[i] = (entries[i][0], WAITING + chosen)
        state.linked_exiles = tuple(entries)
    state.pending = None
    state.version += 1
    state.changes += 1
