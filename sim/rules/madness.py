"""Madness (CR 702.35a): "Madness [cost]" means "If a player would discard this card, that
player discards it, but exiles it instead of putting it into their graveyard" and "When this
card is exiled this way, its owner may cast it by paying [cost] rather than paying its mana
cost. If that player doesn't, they put this card into their graveyard."

``discard`` is the one place a card is discarded (701.9a: from its owner's hand; an effect's
discard, the cleanup step's, a cost's): a card with madness goes to exile — it is still
discarded (``Discarded``: "whenever you discard a card" triggers) — and its triggered ability
triggers (603.2: put on the stack the next time a player would receive priority). As it
resolves its owner chooses (603.5: a "you may", ``Program.optional``) to cast it from exile
for its madness cost — an alternative cost (702.35b, 118.9), timing permissions ignored since
it is cast while the ability resolves (608.2g) — or not; not cast (or unable to be), it goes
to their graveyard. The cast itself is ``sim.rules.madness_cast``'s."""

from __future__ import annotations

from sim.model.abilities import MADNESS
from sim.model.events import Discarded
from sim.model.objects import Zone
from sim.model.programs import SELF, Op, Program
from sim.model.stack_objects import TRIGGER, StackItem
from sim.model.state import GameState
from sim.model.zone_verbs import CAST_MADNESS

#: madness's triggered ability (702.35a): "you may cast it ...; if you don't, put it into
#: your graveyard"
_PUT = Program("put it into your graveyard", ops=(Op(CAST_MADNESS, SELF, amount=0),))
MADNESS_PROGRAM = Program("you may cast it by paying its madness cost rather than paying its "
                          "mana cost. if you don't, put it into your graveyard",
                          ops=(Op(CAST_MADNESS, SELF, amount=1),), optional=True,
                          otherwise=_PUT)


def discard(state: GameState, player: str, card: str) -> None:
    """``player`` discards ``card`` (CR 701.9a): from their hand to its owner's graveyard — or,
    a card with madness, to exile, its madness ability triggering (702.35a)."""
    perm = state.permanents[card]
    params = perm.card.params
    if params and perm.zone is Zone.HAND and any(kind == MADNESS for kind, _ in params):
        state.move(card, Zone.EXILE)
        state.log(Discarded, player=player, card=card)
        state.triggered.append(StackItem("", TRIGGER, perm.owner, card,
                                         f"{card}: madness (CR 702.35a)", MADNESS_PROGRAM))
        return
    state.move(card, Zone.GRAVEYARD)
    state.log(Discarded, player=player, card=card)
