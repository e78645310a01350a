"""Instructions of keyword abilities the rules word in full (handlers of
``sim.rules.effect_ops.OPS``): extort's "each opponent loses 1 life and you gain life equal to
the total life lost this way" (CR 702.101a), after its optional cost "you may pay {W/B}. If you
do" (``sim.rules.optional_costs``).
"""

from __future__ import annotations

from sim.model import programs as fx
from sim.model.counter_verbs import CHOSEN_KINDS
from sim.model.events import LibraryExiled
from sim.model.objects import PLUS, Duration, Effect, Zone
from sim.model.player_verbs import UNTAP_LANDS
from sim.model.programs import TokenSpec
from sim.model.ring_verbs import TEMPT
from sim.model.stack_objects import PERMANENT_CHOICE, Resolving
from sim.model.state import GameState
from sim.rules.answers import answer
from sim.rules.chosen_counters import chosen_options
from sim.rules.counters import add_counters, put_on
from sim.rules.damage_recipient import asks_recipient, recipient_options
from sim.rules.library import fold, make_object
from sim.rules.life import gain_life, lose_life
from sim.rules.move_ops import attach_options
from sim.rules.soulbond import PAIR, choice_options
from sim.rules.tokens import create_token, spec_card
from sim.rules.untap_lands import options as untap_options


def drain(state: GameState, work: Resolving, op: fx.Op, objects: list[str], n: int) -> bool:
    """"Each opponent loses N life and you gain life equal to the total life lost this way"
    (CR 702.101a, 119.3): the controller gains what the opponents lost."""
    item = work.item
    losers = [p for p in objects if p in state.players] if n > 0 else []
    lose_life(state, losers, n, item.name)
    lost = n * len(losers)
    if lost:
        gain_life(state, item.controller, lost, item.name)  # 119.7: unless they can't
    return True


def exile_top(state: GameState, work: Resolving, op: fx.Op, objects: list[str], n: int) -> bool:
    """"<player> exiles the top N cards of their library" (CR 406.2, 401.1; ingest, 702.115a):
    face up, each a new object (400.7); all of them when the library has fewer."""
    for player in (o for o in objects if o in state.players):
        library = fold(state, player)
        top = library[:max(n, 0)]
        state.players[player].library = library[len(top):]
        for card in top:
            make_object(state, player, card, Zone.EXILE)
        state.version += 1
        state.changes += 1
        state.log(LibraryExiled, player=player, cards=tuple(c.name for c in top))
    return True


def named_counters(state: GameState, work: Resolving, op: fx.Op, objects: list[str],
                   n: int) -> bool:
    """"Put N <name> counters on <permanent>" (CR 122.1, 122.6): on each permanent still on
    the battlefield; a stun counter replaces its next untap (122.1d, ``stunned``)."""
    add_counters(state, objects, op.verb[:-len(" counter")], n)
    return True


def bolster_options(state: GameState, player: str) -> tuple[str, ...]:
    """The creatures ``player`` controls with the least toughness among them (CR 701.39a):
    bolster's choices."""
    creatures = [p.id for p in state.creatures(player)]
    if not creatures:
        return ()
    least = min(state.toughness(c) for c in creatures)
    return tuple(c for c in creatures if state.toughness(c) == least)


def bolster(state: GameState, work: Resolving, op: fx.Op, objects: list[str], n: int) -> bool:
    """"Bolster N" (CR 701.39a): its controller chooses a creature with the least toughness
    among creatures they control as it resolves (not targeted; a ``PERMANENT_CHOICE`` when
    several are tied, False while it waits) and puts N +1/+1 counters on it; none: nothing."""
    options = bolster_options(state, work.item.controller)
    if not options or n <= 0:
        return True
    pick = options[0] if len(options) == 1 else answer(state, work, PERMANENT_CHOICE, options)
    if pick is None:
        return False
    put_on(state, state.permanents[pick], PLUS, n)
    state.changes += 1
    return True


def army_options(state: GameState, player: str) -> tuple[str, ...]:
    """The Army creatures ``player`` controls (CR 701.47a: amass's choices)."""
    return tuple(p.id for p in state.creatures(player) if p.card.has_subtype("Army"))


def permanent_options(state: GameState, work: Resolving) -> tuple[str, ...]:
    """The permanents the instruction resolving lets its controller choose among (a
    ``PERMANENT_CHOICE``): bolster's (CR 701.39a) or amass's (701.47a)."""
    op = work.item.effect.ops[work.index]
    player = work.item.controller
    if asks_recipient(work):  # "that player or a planeswalker that player controls" (608.2d)
        that = work.item.that
        return recipient_options(state, that) if that in state.players else ()
    if op.verb == UNTAP_LANDS:  # "untap up to two lands" (701.26b, 608.2c)
        return untap_options(state, work)
    if op.verb == fx.ATTACH:  # "attach ~ to it", doubled tokens (``move_ops.attach``)
        return attach_options(state, work, list(work.made))
    if op.verb == PAIR:  # soulbond's creature to pair with (CR 702.95a)
        return choice_options(state, work)
    if op.verb in CHOSEN_KINDS:  # "put a +1/+1 counter on a creature you control" (122.1)
        return chosen_options(state, work)
    if op.verb == TEMPT:  # the Ring-bearer (CR 701.54a)
        return tuple(p.id for p in state.creatures(player))
    return army_options(state, player) if op.verb in fx.AMASS else bolster_options(state, player)


def amass(state: GameState, work: Resolving, op: fx.Op, objects: list[str], n: int) -> bool:
    """"Amass [subtype] N" (CR 701.47a): if its controller controls no Army creature, they
    create a 0/0 black [subtype] Army creature token; they choose an Army creature they control
    (a ``PERMANENT_CHOICE`` when several, False while it waits), put N +1/+1 counters on it,
    and it becomes that subtype in addition to its other types (layer 4, 613.1d: an effect
    with no duration)."""
    player = work.item.controller
    subtype = fx.AMASS[op.verb]
    armies = army_options(state, player)
    if not armies:
        token = TokenSpec(0, 0, ("B",), (subtype, "Army"))
        armies = tuple(create_token(state, player, spec_card(token)))
    pick = armies[0] if len(armies) == 1 else answer(state, work, PERMANENT_CHOICE, armies)
    if pick is None:
        return False
    perm = state.permanents[pick]
    if n > 0:
        put_on(state, perm, PLUS, n)
        state.changes += 1
    if not perm.card.has_subtype(subtype):
        state.add_effect(Effect(frozenset({pick}), Duration.INDEFINITE, types=(subtype,),
                                description=work.item.name))
    return True


def move_counter(state: GameState, work: Resolving, op: fx.Op, objects: list[str],
                 n: int) -> bool:
    """"Move a +1/+1 counter from ~ onto that creature" (graft, CR 702.58a; 122.5): only when
    the source still has one and both are on the battlefield."""
    source = state.permanents.get(work.item.source)
    for o in objects:
        perm = state.permanents.get(o)
        if source is None or source.zone is not Zone.BATTLEFIELD or perm is None or \
                perm.zone is not Zone.BATTLEFIELD or not source.counters.get(PLUS):
            return True
        source.counters[PLUS] -= 1
        if not source.counters[PLUS]:
            del source.counters[PLUS]
        put_on(state, perm, PLUS, 1)  # 122.5: removed from one and put on the other
        state.changes += 1
    return True


def become_saddled(state: GameState, work: Resolving, op: fx.Op, objects: list[str],
                   n: int) -> bool:
    """"~ becomes saddled until end of turn" (saddle, CR 702.171a-b): a designation of the
    permanent on the battlefield, until the cleanup step (514.2) or it leaves (400.7)."""
    for o in objects:
        perm = state.permanents.get(o)
        if perm is not None and perm.zone is Zone.BATTLEFIELD:
            perm.saddled = True
            state.changes += 1
    return True


def become_renowned(state: GameState, work: Resolving, op: fx.Op, objects: list[str],
                     n: int) -> bool:
    """"It becomes renowned" (CR 702.112a-b): a designation of the permanent, on the
    battlefield."""
    for o in objects:
        perm = state.permanents.get(o)
        if perm is not None and perm.zone is Zone.BATTLEFIELD:
            perm.renowned = True
    return True
