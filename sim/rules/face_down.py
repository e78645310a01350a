"""Face-down spells and permanents (CR 708): casting a card face down with morph, megamorph
or disguise, and turning a face-down permanent face up.

A card with morph (702.37a), megamorph (702.37b) or disguise (702.168a) may be cast face down
for {3}, an alternative cost (702.37c, 702.168b, 118.9; offered by
``sim.rules.alt_costs.alternatives`` at sorcery speed): as that cost is chosen the card turns
face down and the spell on the stack is a 2/2 creature spell with no name, mana cost,
subtypes or abilities (708.2a, 708.4; ward {2} with disguise, 702.168a), so its cost changes
are those of that spell (702.37c). It resolves into a face-down permanent with the same
characteristics (``cast_face_down``; ``sim.model.face_down_cards``).

Any time its controller has priority, they may turn it face up by paying its morph,
megamorph or disguise cost (702.37e, 702.168d): a special action (116.2b) that doesn't use
the stack, so no player can respond to it, and possible with a split second spell on the
stack (702.61b) — in combat after blockers are declared, say (``face_up_actions``,
``turn_face_up``). It regains its own characteristics (708.8): its abilities that trigger on
entering the battlefield don't trigger, but "when ~ is turned face up" does
(``TurnedFaceUp``); with megamorph a +1/+1 counter is put on it as it turns face up
(702.37b). Whatever was done to it face down (counters, damage, effects, being tapped or
summoning sick) stays (708.8, 302.6). A face-down permanent or spell leaving for another
zone is revealed (708.9: ``sim.model.state.GameState.move``).
"""

from __future__ import annotations

from collections.abc import Iterator

import attrs

from sim.model.abilities import FACE_UP_COUNTERS, MEGAMORPH
from sim.model.actions import TurnFaceUp
from sim.model.board import retype
from sim.model.card import CardDef
from sim.model.events import Entered, TurnedFaceUp
from sim.model.face_down_cards import FACE_DOWN_CARD, FACE_DOWN_NAME, face_down_card, face_up_cost
from sim.model.mana import ManaCost
from sim.model.objects import PLUS, Permanent, Zone
from sim.model.programs import Op, Program
from sim.model.stack_objects import CARD_CHOICE, Casting, Resolving
from sim.model.state import GameState
from sim.rules import ascend
from sim.rules.answers import answer
from sim.rules.costs import can_pay, pay
from sim.rules.counters import put_on
from sim.rules.library import card_id, fold, make_object


def cast_face_down(state: GameState, casting: Casting) -> Casting:
    """``casting`` with its card turned face down (702.37c, 702.168b, 708.4): the card's own
    characteristics kept hidden in ``Permanent.face_down``, the spell a nameless 2/2 creature
    spell with no abilities (708.2a; the name shown is ``FACE_DOWN_NAME``), paid for with
    mana alone (no convoke or delve: the face-down spell has no such ability)."""
    item = casting.item
    perm = state.permanents[item.source]
    perm.face_down, perm.card = perm.card, face_down_card(perm.card)
    state.version += 1
    return attrs.evolve(casting, item=attrs.evolve(item, name=FACE_DOWN_NAME,
                                                   program=Program("")), how="")


def face_up_actions(state: GameState, player: str) -> Iterator[TurnFaceUp]:
    """The face-down permanents ``player`` controls that they may turn face up now, each way
    they can pay (702.37e, 702.168d: its morph, megamorph or disguise cost; 701.40b: a
    manifested creature card's mana cost)."""
    for perm in state.battlefield():
        if perm.face_down is not None and perm.controller == player:
            yield from face_up_ways(state, perm)


def face_up_ways(state: GameState, perm: Permanent) -> Iterator[TurnFaceUp]:
    """The ways its controller can turn the face-down ``perm`` face up now: for its morph,
    megamorph or disguise cost (702.37e: one without such a cost can't be turned face up
    this way), and — manifested — for its mana cost if it is a creature card (701.40b; 701.40c:
    with morph, either way); only those they can pay."""
    card = perm.face_down
    if card is None:
        return
    cost = face_up_cost(card)
    if cost is not None and can_pay(state, perm.controller, ManaCost.parse(cost[1])):
        yield TurnFaceUp(perm.id)
    if perm.manifested and card.is_creature and card.cost and can_pay(
            state, perm.controller, ManaCost.parse(card.cost)):
        yield TurnFaceUp(perm.id, True)


def turn_face_up(state: GameState, player: str, pid: str, mana: bool = False) -> None:
    """Turn the face-down ``pid`` face up (702.37e, 116.2b: no stack): its cost is paid (its
    mana cost when ``mana``: a manifested creature card, 701.40b), it regains its own
    characteristics (708.8), a megamorph permanent turned up for its megamorph cost gets a
    +1/+1 counter (702.37b) and one "as ~ is turned face up, put N +1/+1 counters on it"
    gets them (708.8), and ``TurnedFaceUp`` is logged for "when ~ is turned face up" (its
    enters-the-battlefield abilities don't trigger: it entered already, 708.8). The
    player receives priority again (116.3c)."""
    perm = state.permanents[pid]
    card = perm.face_down
    assert card is not None and perm.zone is Zone.BATTLEFIELD
    cost = ("mana cost", card.cost) if mana else face_up_cost(card)
    assert cost is not None
    pay(state, player, ManaCost.parse(cost[1]))
    perm.card, perm.face_down, perm.manifested = card, None, False
    if perm.printed is not None:  # a type-changing effect applied to the face-down 2/2 still
        perm.printed = card  # applies (708.8): ``retype`` brings ``card`` up to date
        retype(state, pid)
    plus = int(cost[0] == MEGAMORPH) + sum(int(v) for k, v in card.params
                                           if k == FACE_UP_COUNTERS)  # 702.37b, 708.8
    if plus:
        put_on(state, perm, PLUS, plus)  # 122.6
    state.static_sources = None
    state.statics_may_change()
    state.version += 1
    state.changes += 1
    state.log(TurnedFaceUp, permanent=pid, player=player, name=card.name)
    state.passes = 0


# --- manifest (CR 701.40a) and manifest dread (701.62a) ---------------------------------------


def put_face_down(state: GameState, player: str, card: CardDef) -> str:
    """Put ``card``, ``player``'s library card, onto the battlefield face down under their
    control as a manifested 2/2 creature with no name, text or cost (701.40a, 708.2a): a new
    object whose id doesn't name the card (708.5: hidden from the other players); it enters
    (603.6a) summoning sick (302.6). Returns its id."""
    owner = state.players[player]
    owner.cards_made += 1
    oid = card_id(player, "face-down", owner.cards_made)
    while oid in state.permanents:
        owner.cards_made += 1
        oid = card_id(player, "face-down", owner.cards_made)
    state.permanents[oid] = Permanent(oid, player, FACE_DOWN_CARD, sick=True, face_down=card,
                                      manifested=True)
    state.version += 1
    state.changes += 1
    state.log(Entered, permanent=oid, controller=player)
    state.players[player].note_entered(state.permanents[oid], state.turn)  # celebration's count
    ascend.entered(state, state.permanents[oid])  # the tenth permanent (CR 702.131b)
    return oid


def manifest(state: GameState, work: Resolving, op: Op, objects: list[str], n: int) -> bool:
    """"Manifest the top card of your library" (701.40a): its controller puts it onto the
    battlefield face down (``put_face_down``); an empty library: nothing."""
    player = work.item.controller
    library = fold(state, player)
    if library:
        state.players[player].library = library[1:]
        put_face_down(state, player, library[0])
    return True


def manifest_question(state: GameState, work: Resolving) -> tuple[str, str, tuple[str, ...]]:
    """Manifest dread's choice (701.62a, a ``CARD_CHOICE`` by name): which of the top two
    cards of its controller's library is manifested, the other going to the graveyard."""
    names = tuple(c.name for c in state.players[work.item.controller].library[:2])
    return CARD_CHOICE, "manifest dread: the card to put onto the battlefield face down; the " \
        "other goes into your graveyard (CR 701.62a)", names


def manifest_dread(state: GameState, work: Resolving, op: Op, objects: list[str],
                   n: int) -> bool:
    """"Manifest dread" (701.62a): its controller looks at the top two cards of their library,
    manifests one (a ``CARD_CHOICE`` when they differ; False while it waits) and puts the
    other into their graveyard; with one card, that one is manifested; none: nothing."""
    player = work.item.controller
    library = fold(state, player)
    top = library[:2]
    if not top:
        return True
    keep = 0
    if len(top) == 2 and top[0].name != top[1].name:
        pick = answer(state, work, CARD_CHOICE, (top[0].name, top[1].name))
        if pick is None:
            return False
        keep = 0 if top[0].name == pick else 1
    state.players[player].library = library[len(top):]
    put_face_down(state, player, top[keep])
    if len(top) == 2:
        make_object(state, player, top[1 - keep], Zone.GRAVEYARD)
    return True


__all__ = ["cast_face_down", "face_up_actions", "face_up_ways", "manifest", "manifest_dread",
           "manifest_question", "put_face_down", "turn_face_up"]
