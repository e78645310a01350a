"""Exile "until ~ leaves the battlefield" (CR 610.3): "exile target nonland permanent an
opponent controls until ~ leaves the battlefield". The exiled card is linked to the source
(``GameState.linked_exiles``); immediately after the source leaves the battlefield a second
one-shot effect returns it to the battlefield under its owner's control (610.3c), all those
of sources that left together at once (610.3d). ``return_linked`` is that second effect, run
after each instruction of a resolving spell or ability (``sim.rules.resolution``), after
costs are paid (``sim.rules.casting``) and after state-based actions
(``sim.rules.priority``)."""

from __future__ import annotations

from sim.model import programs as fx
from sim.model.card import PERMANENT_CARD_TYPES, CardDef
from sim.model.events import Exiled
from sim.model.objects import Zone
from sim.model.stack_objects import Resolving
from sim.model.state import GameState
from sim.rules.aura_return import WAITING, asks, defer
from sim.rules.tokens import enter_battlefield


def exile_until_source_leaves(state: GameState, work: Resolving, op: fx.Op,
                              objects: list[str], n: int) -> bool:
    """"Exile <permanent> until ~ leaves the battlefield" (CR 610.3, 406.2): if the source has
    already left the battlefield it doesn't move (610.3a-b); otherwise each permanent is
    exiled and linked to the source."""
    source = work.item.source
    perm = state.permanents.get(source)
    if perm is None or perm.zone is not Zone.BATTLEFIELD:
        return True
    for o in objects:
        if o in state.permanents and state.permanents[o].zone is Zone.BATTLEFIELD:
            state.move(o, Zone.EXILE)
            state.log(Exiled, permanent=o, reason=f"exiled by {work.item.name} until it "
                                                  "leaves the battlefield (CR 610.3)")
            state.linked_exiles = (*state.linked_exiles, (o, source))
    return True


def return_linked(state: GameState) -> None:
    """CR 610.3, 610.3c-d: the cards exiled until a source leaves the battlefield whose source
    has left return to the battlefield under their owners' control, together; a card no
    longer in exile (or a token, which ceased to exist, 704.5d) stays where it is."""
    if not state.linked_exiles:
        return
    back: list[str] = []
    kept: list[tuple[str, str]] = []
    for card, source in state.linked_exiles:
        if source.startswith((LINKED, WAITING)):  # a linked ability returns it (607.2a), or
            # it waits for an Aura's owner's choice (``sim.rules.aura_return``)
            kept.append((card, source))
            continue
        src = state.permanents.get(source)
        if src is not None and src.zone is Zone.BATTLEFIELD:
            kept.append((card, source))
            continue
        perm = state.permanents.get(card)
        if perm is not None and perm.zone is Zone.EXILE and not perm.token:
            back.append(card)
    state.linked_exiles = tuple(kept)
    if state.resolving is None and back and asks(state, back):  # 303.4f: asked first
        defer(state, back)
        return
    for card in back:
        enter_battlefield(state, card, state.permanents[card].owner)


# --- linked abilities (CR 607.2a): "when ~ leaves the battlefield, return the exiled card" ---
#: the source part of a ``linked_exiles`` pair for a card exiled by an ability linked to
#: another: "607:<source>:<its moves then>:<the card's moves in exile>" — only the same
#: object's linked ability returns it (607.2a, 400.7), and only the card still in exile
LINKED = "607:"


def links(card: CardDef) -> bool:
    """Whether ``card`` has an ability returning "the exiled card" (``RETURN_LINKED``)."""
    return any(op.verb == fx.RETURN_LINKED for t in card.triggered if t.program is not None
               for op in t.program.ops)


def record_linked(state: GameState, work: Resolving, exiled: list[str]) -> None:
    """The cards ``exiled`` by an ability of a source with a linked "return the exiled card"
    ability, kept for it (CR 607.2a): with the source object as it is now — one that left the
    battlefield before this exile resolved is a new object whose ability returns nothing."""
    source = work.item.source
    perm = state.permanents.get(source)
    if perm is None or not exiled or not links(perm.card):
        return
    state.linked_exiles = (*state.linked_exiles, *(
        (o, f"{LINKED}{source}:{perm.moves}:{state.permanents[o].moves}") for o in exiled
        if o in state.permanents and state.permanents[o].zone is Zone.EXILE))


def return_linked_cards(state: GameState, work: Resolving, op: fx.Op, objects: list[str],
                        n: int) -> bool:
    """"Return the exiled card to the battlefield under its owner's control" (CR 607.2a,
    400.7): the cards the same object's linked ability exiled — that object is the source
    on the battlefield, or as it last was there (603.10a) once it has left — each still in
    exile as the same object (not a token, which ceased to exist, 704.5d) return at once."""
    source = work.item.source
    perm = state.permanents.get(source)
    if perm is not None and perm.zone is Zone.BATTLEFIELD:
        moves = perm.moves
    else:
        known = state.last_known.get(source)
        if known is None:
            return True
        moves = known.moves
    mine = f"{LINKED}{source}:{moves}:"
    back: list[str] = []
    kept: list[tuple[str, str]] = []
    for card, link in state.linked_exiles:
        if not link.startswith(mine):
            kept.append((card, link))
            continue
        exiled = state.permanents.get(card)
        if exiled is not None and exiled.zone is Zone.EXILE and not exiled.token and \
                str(exiled.moves) == link[len(mine):]:
            back.append(card)
    state.linked_exiles = tuple(kept)
    for card in back:
        if PERMANENT_CARD_TYPES.intersection(state.permanents[card].card.types):
            enter_battlefield(state, card, state.permanents[card].owner)
    return True
