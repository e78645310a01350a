"""The top card of a library looked at or revealed, and where it goes (CR 401, 701.20a): "look at
the top card of your library. You may put that card into your graveyard", "... if it's a land
card, you may put it onto the battlefield tapped", "reveal the top card of your library. If it's
an artifact card, put it into your hand. Otherwise, put it into your graveyard", "... otherwise,
you may put it on the bottom of your library" (608.2c: a card not of the kind, if its controller
chooses), kinship's "you may look at the top card of your library. If it shares a creature type
with ~, you may reveal it. If you do, ..." (``fx.TOP_CARD``; read by
``sim.text.library_rules``). Whether an optional card is put (revealed) is its controller's
``CARD_CHOICE`` (the card's name, or "none"; ``sim.rules.priority`` asks with ``question``);
whether it was is kept in ``Resolving.unpaid`` for "if you do" (CR 118.12 wording). "Look at
the top card of your library. You may reveal that card. If a <kind> card is revealed this way,
..." (``TOP_MAY_REVEAL``): its controller may reveal any card looked at (701.20a), the
instructions after it done only if the card revealed is of the kind (608.2c).
"""

from __future__ import annotations

import attrs

from sim.model import programs as fx
from sim.model.board import last_known_object
from sim.model.card import PERMANENT_CARD_TYPES, CardDef
from sim.model.creature_types import shares_creature_type
from sim.model.events import CardFound, LibraryLooked
from sim.model.objects import Zone
from sim.model.stack_objects import CARD_CHOICE, Resolving
from sim.model.state import GameState
from sim.model.top_verbs import TOP_ELSE_MAY, TOP_MAY_REVEAL, TOP_WHOSE
from sim.rules.answers import answer
from sim.rules.effect_objects import who
from sim.rules.library import NONE, fold, make_object, takes
from sim.rules.tokens import enter_from_library


def _fits(state: GameState, work: Resolving, card: CardDef, op: fx.Op) -> bool:
    """Whether ``card`` is of the kind the instruction names (CR 205.2a), or shares a creature
    type with the ability's source (kinship: the source as it last existed if it left the
    battlefield, 608.2h); one put onto the battlefield must be a permanent card (110.4a)."""
    if fx.TOP_KINSHIP in dict(op.params):
        source = work.item.source
        if source not in state.permanents:
            return False
        return shares_creature_type(last_known_object(state, source).card, card)
    return takes(card, op.card) and (op.rule != fx.TOP_TO_BATTLEFIELD or
                                     bool(PERMANENT_CARD_TYPES.intersection(card.types)))


def _whose(state: GameState, work: Resolving, op: fx.Op) -> str | None:
    """The player whose library's top card it is: the controller's ("your library"), or the
    target player's (``Op.who``; None when that target is gone, 608.2b)."""
    if op.who == fx.YOU:
        return work.item.controller
    return next((p for p in who(state, work, op.who) if p in state.players), None)


def question(state: GameState, work: Resolving) -> tuple[str, tuple[str, ...]]:
    """The prompt and options of the choice "you may put it <where>" (CR 401): the top card's
    name, or "none"."""
    op = work.item.effect.ops[work.index]
    card = state.players[_whose(state, work, op) or work.item.controller].library[0]
    where = dict(op.params).get(TOP_WHOSE, op.rule)  # another player's library (401)
    if TOP_ELSE_MAY in dict(op.params) and not _fits(state, work, card, op):
        where = dict(op.params)[TOP_ELSE_MAY]  # "otherwise, you may put it ..." (608.2c)
    doing = f"put {card.name} {where}" if op.rule else f"reveal {card.name}"
    return f"you may {doing}, or 'none' (CR 401)", (card.name, NONE)


def top_card(state: GameState, work: Resolving, op: fx.Op, objects: list[str], n: int) -> bool:
    """Its controller looks at (or reveals, CR 701.20a) the top card of their library (none
    when it is empty); a card of the kind named is put where the instruction says — if they
    choose to, when it is optional (a ``CARD_CHOICE``; False while it waits) —, tapped onto
    the battlefield when it says so (a new object, 400.7); otherwise it goes where
    "otherwise" / "if you don't put the card ..." says, or stays on top: looked at alone, it
    is information only (401). Another player's library (``Op.who``, "look at the top card of
    target player's library. you may put that card into their graveyard"): its card goes to
    its owner's graveyard or library bottom, the controller choosing (608.2c)."""
    player = _whose(state, work, op)
    if player is None:
        return True
    library = fold(state, player)
    if not library:
        state.resolving = attrs.evolve(work, unpaid=True)  # nothing done: not "if you do"
        return True
    card, params = library[0], dict(op.params)
    fits = _fits(state, work, card, op)
    go = fits
    chosen = TOP_MAY_REVEAL in params  # "you may reveal that card" (701.20a): any card
    if chosen:
        picked = answer(state, work, CARD_CHOICE, (card.name, NONE))
        if picked is None:
            return False
        chosen = picked != NONE
        go = fits and chosen  # "if a <kind> card is revealed this way" (608.2c)
    elif fits and fx.TOP_MAY in params:
        picked = answer(state, work, CARD_CHOICE, (card.name, NONE))
        if picked is None:
            return False
        go = picked != NONE
    where = op.rule if go else params.get(fx.TOP_ELSE_DECLINED) or (
        "" if fits else params.get(fx.TOP_ELSE, ""))
    if not fits and TOP_ELSE_MAY in params:  # "otherwise, you may put it ..." (608.2c)
        picked = answer(state, work, CARD_CHOICE, (card.name, NONE))
        if picked is None:
            return False
        where = params[TOP_ELSE_MAY] if picked != NONE else ""
    shown = fx.TOP_REVEAL in params or go and fx.TOP_REVEAL_IT in params or chosen
    owner = state.players[player]
    if where:
        owner.library = library[1:]
    if where == fx.TOP_TO_BOTTOM:
        owner.library = (*owner.library, card)
    elif where in (fx.TOP_TO_HAND, fx.TOP_TO_GRAVEYARD):
        zone = Zone.HAND if where == fx.TOP_TO_HAND else Zone.GRAVEYARD
        oid = make_object(state, player, card, zone)
        if zone is Zone.HAND:
            state.log(CardFound, player=player, card=oid, revealed=shown, verb=fx.TOP_CARD)
    elif where == fx.TOP_TO_BATTLEFIELD:
        oid = make_object(state, player, card, Zone.LIBRARY)
        enter_from_library(state, oid, player, tapped=op.tapped)
    state.log(LibraryLooked, player=player, verb=fx.TOP_CARD, top=0 if where else 1,
              bottom=int(where == fx.TOP_TO_BOTTOM),
              graveyard=(card.name,) if where == fx.TOP_TO_GRAVEYARD else (),
              revealed=card.name if shown else "")
    current = state.resolving
    assert current is not None
    state.resolving = attrs.evolve(current, unpaid=not go)  # "if you do" (118.12 wording)
    state.version += 1
    state.changes += 1
    return True
