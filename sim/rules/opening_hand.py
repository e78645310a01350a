"""Cards a player may begin the game with on the battlefield (CR 103.6): once every player has
kept an opening hand (103.5, ``sim.rules.opening``), starting with the starting player and in
turn order, each player may put onto the battlefield any of the cards in their opening hand
with "if ~ is in your opening hand, you may begin the game with it on the battlefield"
(``sim.model.begin_with``; the Leylines). One ``begin_with`` decision per such card
(``yes``: it enters under its owner's control, ``sim.rules.tokens.enter_battlefield``; ``no``:
it stays in the hand), asked through ``GameState.opening`` as the mulligans are: an entry
``(player, 0, BEGINNING, cards already asked)``. A game whose hands hold no such card asks
nothing (the hands are looked at once, as the last player keeps)."""

from __future__ import annotations

from sim.model.actions import NO, YES, Action, Answer
from sim.model.begin_with import BEGIN_PARAM
from sim.model.decisions import ChoiceActions, Decision, DecisionKind
from sim.model.errors import IllegalActionError
from sim.model.objects import Zone
from sim.model.state import GameState
from sim.rules.tokens import enter_battlefield

#: the ``bottom`` of a ``GameState.opening`` entry while a player chooses what to begin with
BEGINNING = -2


def queue(state: GameState) -> bool:
    """As the last player keeps: an entry for each player, in turn order from the starting
    player (103.6), whose hand holds a card they may begin the game with; whether any."""
    state.opening = tuple((p, 0, BEGINNING, ()) for p in state.turn_order
                          if _unasked(state, p, ()))
    return bool(state.opening)


def _unasked(state: GameState, player: str, asked: tuple[str, ...]) -> list[str]:
    return [p.id for p in state.cards(player, Zone.HAND)
            if p.card.params and BEGIN_PARAM in p.card.params and p.id not in asked]


def ask(state: GameState) -> None:
    """The first entry's next card: begin the game with it on the battlefield? (103.6)."""
    player, _, _, asked = state.opening[0]
    card = _unasked(state, player, asked)[0]
    state.pending = Decision(player, DecisionKind.BEGIN_WITH,
                             f"begin the game with {state.permanents[card].card.name} on the "
                             f"battlefield? (yes / no, CR 103.6)", options=(card,))


def begin_actions(state: GameState, decision: Decision) -> ChoiceActions:
    """``yes`` (it begins the game on the battlefield) or ``no`` (it stays in the hand)."""
    return ChoiceActions((YES, NO), "answers (yes: onto the battlefield, no: keep it in hand)")


def apply_begin(state: GameState, legal: ChoiceActions, action: Action) -> bool:
    """Put the card onto the battlefield under its owner's control, or not (103.6); then ask
    about the player's next such card, or the next player's. Whether every player is done
    (the first turn then begins, 103.8). ``IllegalActionError`` if ``action`` is not legal."""
    reasons = legal.reasons(action)
    if reasons:
        raise IllegalActionError("; ".join(reasons), reasons)
    assert isinstance(action, Answer) and state.pending is not None
    card = state.pending.options[0]
    player, taken, bottom, asked = state.opening[0]
    state.pending = None
    if action.yes:
        enter_battlefield(state, card, player)  # 103.6: under its owner's control
    asked = (*asked, card)
    if _unasked(state, player, asked):
        state.opening = ((player, taken, bottom, asked), *state.opening[1:])
    else:
        state.opening = state.opening[1:]
    return not state.opening
