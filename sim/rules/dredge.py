"""Dredge (CR 702.52): "Dredge N" means "As long as you have at least N cards in your library,
if you would draw a card, you may mill N cards instead. If you do, return this card from your
graveyard to your hand." (702.52a) — a replacement effect of each draw (614.1a, 121.6),
functioning only while the card is in its owner's graveyard; a player with fewer than N cards
in their library can't dredge (702.52b).

Each draw is asked for on its own (121.2): when the drawing player has a card with dredge N
in their graveyard and at least N cards in their library, they choose which such card to
dredge or ``DRAW_INSTEAD`` (616.1: the affected player chooses among the replacement effects)
— a ``CHOOSE_CARD`` decision, during the draw step's turn-based draw (504.1) or as a
resolving instruction's draws go (``draw``, the ``Resolving.chosen`` markers counting the
draws done). Dredged, the player mills N (701.13a) and the card returns to their hand; no
card is drawn ("whenever you draw" doesn't trigger). A library the position does not model
(a combat scenario's) holds no known card: dredge is then not offered."""

from __future__ import annotations

from collections.abc import Callable

import attrs

from sim.model.abilities import DREDGE
from sim.model.actions import Action, Choose
from sim.model.decisions import ChoiceActions, Decision, DecisionKind
from sim.model.draw_verbs import MAY_DRAW, NO_DRAW
from sim.model.errors import IllegalActionError
from sim.model.keyword_verbs import DRAW_INSTEAD
from sim.model.objects import Stage, Step, Zone
from sim.model.stack_objects import CARD_CHOICE, Resolving
from sim.model.state import GameState
from sim.rules import turn
from sim.rules.answers import answer
from sim.rules.hands import mill, players
from sim.rules.library import draw as draw_card

#: ``Resolving.chosen``'s marker of one draw done (or replaced) by the resolving instruction,
#: and the prefix of the marker naming the player asked now
DREW, _ASKING = "dredge:drew", "dredge:asking:"


def dredge_n(value: str) -> int:
    return int(value) if value.isdigit() else 0


def library_size(state: GameState, player: str) -> int:
    """The cards in ``player``'s library the position knows (CR 702.52b)."""
    return len(state.cards(player, Zone.LIBRARY)) + len(state.players[player].library)


def options(state: GameState, player: str) -> tuple[str, ...]:
    """The cards with dredge N in ``player``'s graveyard they may dredge instead of drawing
    (at least N cards in their library, 702.52b); () when none."""
    size = library_size(state, player)
    return tuple(c.id for c in state.cards(player, Zone.GRAVEYARD) if c.card.params
                 for kind, value in c.card.params
                 if kind == DREDGE and 0 < dredge_n(value) <= size)


def dredge_or_draw(state: GameState, player: str, pick: str) -> None:
    """Do the draw ``pick`` answers: ``DRAW_INSTEAD`` draws (121.1); a card id mills N and
    returns that card to its owner's hand (702.52a)."""
    card = state.permanents.get(pick)
    if pick == DRAW_INSTEAD or card is None or card.zone is not Zone.GRAVEYARD:
        draw_card(state, player)
        return
    n = max(dredge_n(v) for k, v in card.card.params if k == DREDGE)
    mill(state, [player], n)
    state.move(pick, Zone.HAND)
    state.version += 1
    state.changes += 1


def draw(state: GameState, work: Resolving, who: list[str], n: int, may: bool = False) -> bool:
    """"<players> draw N cards" (CR 121.1-121.2, one at a time, each player in turn), each draw
    replaceable by dredge (702.52a); with ``may`` ("may draw a card", ``MAY_DRAW``) each player
    may answer ``NO_DRAW`` instead (603.5); False while a choice waits."""
    order = [p for p in players(state, who) for _ in range(n)]
    while True:
        done = sum(1 for c in work.chosen if c == DREW)
        if done >= len(order):
            break
        player = order[done]
        choices = (*options(state, player), *((NO_DRAW,) if may else ()))
        pick = DRAW_INSTEAD
        if choices:
            marks = tuple(c for c in work.chosen if not c.startswith(_ASKING))
            work = state.resolving = attrs.evolve(work, chosen=(*marks, _ASKING + player))
            got = answer(state, work, CARD_CHOICE, (*choices, DRAW_INSTEAD))
            if got is None:
                return False
            pick = got
            current = state.resolving
            assert current is not None
            work = current
        if pick != NO_DRAW:  # declined (603.5): no card drawn
            dredge_or_draw(state, player, pick)
        work = state.resolving = attrs.evolve(work, chosen=(*work.chosen, DREW))
    state.resolving = attrs.evolve(work, chosen=tuple(
        c for c in work.chosen if c != DREW and not c.startswith(_ASKING)))
    return True


def asker(state: GameState) -> str | None:
    """The player whose draw of the draw step waits for a dredge choice, if any."""
    pending = state.pending
    if pending is None or pending.kind != DecisionKind.CHOOSE_CARD or state.resolving \
            is not None or not pending.prompt.startswith(_PROMPT):
        return None
    return pending.player


_PROMPT = "dredge instead of drawing"


def draw_step(state: GameState) -> bool:
    """The draw step's draw (504.1): ``sim.rules.turn``'s when no dredge applies (True), or a
    dredge choice posed (False)."""
    choices = options(state, state.active)
    if not choices:
        turn.TURN_BASED[Step.DRAW](state)
        return True
    state.pending = Decision(state.active, DecisionKind.CHOOSE_CARD,
                             f"{_PROMPT}? (CR 702.52a, 504.1)",
                             options=(*choices, DRAW_INSTEAD))
    return False


def _draw_step(state: GameState) -> None:
    """CR 504.1 with dredge (702.52a): the active player draws a card — or dredges, a
    ``CHOOSE_CARD`` decision posed first — then players receive priority; the first player
    of a two-player game skips the draw of their first turn (103.8a)."""
    if state.turn == 1 and len(state.turn_order) == 2 or draw_step(state):
        state.stage = Stage.PRIORITY


def apply_draw_choice(state: GameState, legal: ChoiceActions, action: Action) -> None:
    """The draw step's dredge choice answered: the draw or the dredge done (702.52a), then
    players receive priority."""
    reasons = legal.reasons(action)
    if reasons:
        raise IllegalActionError("; ".join(reasons), reasons)
    assert isinstance(action, Choose)
    player = asker(state)
    assert player is not None
    state.pending = None
    dredge_or_draw(state, player, action.value)
    state.stage = Stage.PRIORITY


def question(state: GameState, work: Resolving) -> tuple[str, str, tuple[str, ...]]:
    """Who chooses for the resolving draw waiting in ``work``, what they are asked, and the
    options: dredge instead (702.52a), and with "may draw a card" not drawing (603.5)."""
    player = next((c[len(_ASKING):] for c in work.chosen if c.startswith(_ASKING)),
                  work.item.controller)
    may = work.item.effect.ops[work.index].rule == MAY_DRAW  # "may draw a card" (603.5)
    dredges = options(state, player)
    what = f"{_PROMPT}? (CR 702.52a)" if not may else "draw a card? (CR 603.5)" \
        if not dredges else f"{_PROMPT}, or not draw? (CR 702.52a, 603.5)"
    return player, what, (*dredges, DRAW_INSTEAD, *((NO_DRAW,) if may else ()))


#: the turn-based actions with the draw step's dredge (``sim.engine.core.run``)
TURN_BASED: dict[Step, Callable[[GameState], None]] = {**turn.TURN_BASED, Step.DRAW: _draw_step}


__all__ = ["DREW", "TURN_BASED", "apply_draw_choice", "asker", "draw", "draw_step",
           "dredge_or_draw", "options", "question"]
