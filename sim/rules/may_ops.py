"""Optional instructions and the choices made as they resolve (CR 603.5, 608.2c).

- An instruction after "you may" that is not the whole program's (``Op.if_paid`` ``MAY``):
  as the resolution reaches the first instruction of its sentence its controller answers yes
  or no (a ``CHOOSE_OPTIONAL`` decision, 603.5); the answer is kept in ``Resolving.unpaid``,
  so the instructions "if you do, ..." / "if you don't, ..." after it (``PAID`` / ``NOT_PAID``,
  118.12 wording) follow it, and the sentences after those are done either way (608.2c).
- "tap or untap target creature" (701.26a-b): the controller chooses which (a ``CARD_CHOICE``:
  "tap" / "untap").
- "put a <kind> card from your hand onto the battlefield [tapped]" (305.4: not playing a land;
  110.2: under its controller's control): the controller chooses a card of the type in their
  hand (a ``CARD_CHOICE``); with none, nothing happens and "if you do" is not done (118.12).
"""

from __future__ import annotations

import attrs

from sim.model import programs as fx
from sim.model.card_kinds import matches
from sim.model.events import Tapped, Untapped
from sim.model.may_verbs import (
    EXILE_FROM_GRAVEYARD,
    EXILE_FROM_HAND,
    EXILED_FROM,
    FROM_GRAVEYARD,
    FROM_HAND,
    MAY,
    REMOVE_FROM_COMBAT,
    SELF_TO_BATTLEFIELD_ATTACKING,
    SELF_TO_BATTLEFIELD_TAPPED,
    SELF_TO_HAND,
    TAP_IT,
    TAP_OR_UNTAP,
    UNTAP_IT,
    functions_in_graveyard,
)
from sim.model.objects import Permanent, Zone, stunned
from sim.model.programs import Triggered
from sim.model.stack_objects import CARD_CHOICE, OPTIONAL, Resolving
from sim.model.state import GameState
from sim.model.this_way_verbs import MILLED_TO_HAND
from sim.rules.answers import answer
from sim.rules.entering_attacking import WAITING, attacked
from sim.rules.milled_this_way import milled_to_hand
from sim.rules.milled_this_way import question as milled_question
from sim.rules.move_ops import on_battlefield
from sim.rules.tokens import enter_battlefield


def asks_may(ops: tuple[fx.Op, ...], k: int) -> bool:
    """Whether instruction ``k`` of ``ops`` begins a sentence after "you may" (``MAY``) that
    is not the whole program's: its controller chooses there (CR 603.5)."""
    return ops[k].if_paid == MAY and (k == 0 or ops[k - 1].if_paid != MAY)


def may_answer(state: GameState, work: Resolving, given: bool | None) -> bool | None:
    """The answer to the "you may" of the instruction ``work`` is about to run (CR 603.5),
    kept in ``Resolving.unpaid`` (declined: the instructions after "if you do" are skipped,
    118.12); None while it is asked (the resolution waits with the instruction to run again
    once it is answered)."""
    if given is None:
        state.resolving = attrs.evolve(work, index=work.index - 1, asking=OPTIONAL)
        return None
    state.resolving = attrs.evolve(work, unpaid=not given, asking="")
    return given


def tap_or_untap(state: GameState, work: Resolving, op: fx.Op, objects: list[str],
                 n: int) -> bool:
    """"Tap or untap target creature" (CR 701.26a-b, 608.2c): the controller chooses; untapping
    a stunned permanent removes a stun counter instead (122.1d). False while it waits."""
    perms = on_battlefield(state, objects)
    if not perms:
        return True
    choice = answer(state, work, CARD_CHOICE, (TAP_IT, UNTAP_IT))
    if choice is None:
        return False
    tap = choice == TAP_IT
    for o in perms:
        perm = state.permanents[o]
        if perm.tapped != tap and (tap or not stunned(perm)):
            perm.tapped = tap
            state.log(Tapped if tap else Untapped, permanent=o)
    return True


def hand_options(state: GameState, player: str, op: fx.Op) -> tuple[str, ...]:
    """The cards of the kinds ``FROM_HAND`` (``op``) names in ``player``'s hand (CR 305.4;
    ``sim.model.card_kinds.matches``: a changeling has every creature type, 702.73a)."""
    return tuple(p.id for p in state.cards(player, Zone.HAND) if matches(p.card, op.card, ""))


def from_hand(state: GameState, work: Resolving, op: fx.Op, objects: list[str],
              n: int) -> bool:
    """"Put a land card from your hand onto the battlefield [tapped]" (CR 305.4: not a land
    play; 110.2): the card chosen enters under its controller's control; with none in hand
    nothing happens, and "if you do" is not done (118.12). "Tapped and attacking" (508.4):
    then what it attacks is chosen (``sim.rules.entering_attacking``). False while it waits."""
    options = hand_options(state, work.item.controller, op)
    if not options:
        state.resolving = attrs.evolve(work, unpaid=True)
        return True
    chosen = work.chosen[0] if work.chosen and work.chosen[0] in options else \
        answer(state, work, CARD_CHOICE, options)
    if chosen is None:
        return False
    target = None
    if op.attacking:  # "tapped and attacking" (508.4): the card kept while that is chosen
        state.resolving = work = attrs.evolve(state.resolving or work, chosen=(chosen,))
        target = attacked(state, work)
        if target == WAITING:
            return False
        current = state.resolving
        assert current is not None
        state.resolving = attrs.evolve(current, chosen=())
    enter_battlefield(state, chosen, work.item.controller, tapped=op.tapped, attacking=target)
    current = state.resolving
    assert current is not None  # an Aura with nothing to enchant stays in hand (303.4g)
    entered = state.permanents[chosen].zone is Zone.BATTLEFIELD
    state.resolving = attrs.evolve(current, unpaid=not entered,  # "that creature" after it
                                   made=(chosen,) if entered else ())  # (608.2c: ``CREATED``)
    return True


def graveyard_options(state: GameState, player: str, op: fx.Op) -> tuple[str, ...]:
    """The cards of the kinds ``EXILE_FROM_GRAVEYARD`` (``op``) names in ``player``'s
    graveyard (CR 404.1)."""
    return tuple(p.id for p in state.cards(player, EXILED_FROM[op.verb])
                 if matches(p.card, op.card, ""))


def exile_from_graveyard(state: GameState, work: Resolving, op: fx.Op, objects: list[str],
                         n: int) -> bool:
    """"Exile a [<kind>] card from your graveyard" (CR 406.2, 608.2c): the controller chooses
    one such card in their graveyard and exiles it (a new object, 400.7); with none, nothing
    is exiled and "if you do" is not done (118.12 wording). False while it waits."""
    options = graveyard_options(state, work.item.controller, op)
    if not options:
        state.resolving = attrs.evolve(work, unpaid=True)
        return True
    chosen = answer(state, work, CARD_CHOICE, options)
    if chosen is None:
        return False
    state.move(chosen, Zone.EXILE)
    current = state.resolving
    assert current is not None
    state.resolving = attrs.evolve(current, unpaid=False)
    return True


def question(state: GameState, work: Resolving) -> tuple[str, tuple[str, ...]]:
    """What ``TAP_OR_UNTAP`` or ``FROM_HAND`` asks (CR 608.2c), and its options."""
    op = work.item.effect.ops[work.index]
    if op.verb == MILLED_TO_HAND:
        return milled_question(state, work)
    if op.verb == TAP_OR_UNTAP:
        return "tap or untap it? (CR 701.26)", (TAP_IT, UNTAP_IT)
    if op.verb in EXILED_FROM:
        return f"choose a {op.card or 'card'} to exile (CR 406.2)", \
            graveyard_options(state, work.item.controller, op)
    return f"choose a {op.card} card to put onto the battlefield (CR 305.4)", \
        hand_options(state, work.item.controller, op)


def self_from_graveyard(state: GameState, work: Resolving, op: fx.Op, objects: list[str],
                        n: int) -> bool:
    """"Return ~ from your graveyard to your hand | the battlefield [tapped | tapped and
    attacking]" (CR 113.6k; 508.4: what it attacks chosen as it enters): the
    source, if it is still the card in the graveyard the ability came from (400.7: moved since
    the ability triggered, ``StackItem.moves``, it is a new object and stays), goes to its
    owner's hand or enters the battlefield under the ability's controller's control (110.2a)."""
    item = work.item
    perm = state.permanents.get(item.source)
    if perm is None or perm.zone is not Zone.GRAVEYARD or perm.token or \
            0 <= item.moves != perm.moves:
        return True
    if op.verb == SELF_TO_HAND:
        state.move(perm.id, Zone.HAND)
        perm.controller = perm.owner
    elif op.verb == SELF_TO_BATTLEFIELD_ATTACKING:  # CR 508.4
        target = attacked(state, work)
        if target == WAITING:
            return False
        enter_battlefield(state, perm.id, item.controller, tapped=True, attacking=target)
    else:
        enter_battlefield(state, perm.id, item.controller,
                          tapped=op.verb == SELF_TO_BATTLEFIELD_TAPPED)
    return True


def in_its_zone(card: Permanent, ability: Triggered) -> Permanent | None:
    """``card`` as its triggered ability ``ability`` sees it when it functions where the card
    is: a graveyard ability (``functions_in_graveyard``, CR 113.6k) only while the card is in
    its owner's graveyard, seen as a card that would be on the battlefield under its owner's
    control (the owner controls the ability, 113.8) so that the trigger events match as they
    do for a permanent; any other ability as it is (None: it doesn't function there)."""
    if not functions_in_graveyard(ability.program):
        return card
    if card.zone is not Zone.GRAVEYARD or card.token:
        return None
    seen = card.clone()
    seen.zone, seen.controller = Zone.BATTLEFIELD, card.owner
    return seen


def remove_from_combat(state: GameState, work: Resolving, op: fx.Op, objects: list[str],
                       n: int) -> bool:
    """"Remove it from combat" (CR 506.4): it stops being an attacking, blocking, blocked or
    unblocked creature (its blockers stay blocking creatures, 506.4; the attacker it was
    blocking stays blocked, 509.1h)."""
    combat = state.combat
    if combat is not None:
        for o in on_battlefield(state, objects):
            combat.remove(o)
            state.changes += 1
    return True


#: the handlers of ``sim.model.may_verbs``' instructions (``effect_ops.OPS``)
MAY_OPS = {TAP_OR_UNTAP: tap_or_untap, FROM_HAND: from_hand,
           EXILE_FROM_GRAVEYARD: exile_from_graveyard, EXILE_FROM_HAND: exile_from_graveyard,
           REMOVE_FROM_COMBAT: remove_from_combat}
MAY_OPS.update(dict.fromkeys(FROM_GRAVEYARD, self_from_graveyard))
MAY_OPS[MILLED_TO_HAND] = milled_to_hand  # "... from among the cards milled this way" (608.2c)
