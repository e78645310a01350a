"""The instructions of resolving spells and abilities (CR 608.2c), one handler per verb
(``OPS``): what each acts on (``who``), and the choices they wait for (a token's attack, a
source, a sacrifice, ward's payment).
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial

import attrs

from sim.model import player_verbs as pv
from sim.model import programs as fx
from sim.model import zone_verbs as zv
from sim.model.abilities import KEEP_MANA, UNTARGETABLE_BY_OPPONENTS_OF, WARD, Static
from sim.model.become_verbs import BECOMES
from sim.model.board import last_known_object
from sim.model.chosen_values import YOUR_CHOICE
from sim.model.draw_verbs import SHUFFLE_HAND_DRAW
from sim.model.events import (
    AttackerDeclared,
    Rampaged,
    StepBegan,
    Tapped,
)
from sim.model.follow_verbs import FOLLOW_VERBS
from sim.model.it_is_kinds import KIND_MARKS
from sim.model.keyword_verbs import ENLIST_BONUS, MYRIAD, NINJUTSU, OFFSPRING_COPY
from sim.model.mana import ManaCost
from sim.model.objects import (
    MAIN_PHASES,
    MINUS,
    PLUS,
    Duration,
    Effect,
    Step,
    Zone,
    stunned,
)
from sim.model.phase_verbs import AFTER_THIS_PHASE
from sim.model.role_verbs import ROLE_VERBS
from sim.model.skip_verbs import SKIP_TURN, SKIP_TWO_TURNS
from sim.model.stack_objects import (
    ATTACKED,
    PAY_CHOICE,
    QUALITY_CHOICE,
    RETURN_CHOICE,
    TRIGGER,
    Resolving,
    StackItem,
    divided_among,
)
from sim.model.state import GameState
from sim.model.tapped_durations import untapped
from sim.model.this_way_verbs import COUNTERS_PREVENTED, GAIN_DEALT, GAIN_PREVENTED
from sim.model.token_attack_verbs import TOKEN_EACH_OPPONENT
from sim.rules.after_phase import combat_after_this_phase as after_phase
from sim.rules.answers import answer as _answer
from sim.rules.becoming import becomes
from sim.rules.cascade import cascade
from sim.rules.cast_limits import RESTRICTION_OPS
from sim.rules.chosen import COLORS, choose_quality, chosen_protection
from sim.rules.chosen_bounce import return_chosen
from sim.rules.chosen_counters import CHOSEN_COUNTER_OPS
from sim.rules.clash import CONTEST_OPS
from sim.rules.clones import choose_copy
from sim.rules.control_exchange import CONTROL_OPS
from sim.rules.copies import copy_spell, pay_to_copy
from sim.rules.costs import can_pay, pay
from sim.rules.counter_doubling import DOUBLING_OPS
from sim.rules.countering import counter_spell, counter_unless_paid
from sim.rules.counters import (
    adapt,
    monstrosity,
    put_counters,
    put_its_counters,
    put_on,
    remove_counters,
)
from sim.rules.crew_triggers import modifiable
from sim.rules.damage_recipient import counts_each_player, players_shares, recipient
from sim.rules.dealt_this_way import gain_dealt
from sim.rules.delayed import DELAYED_VERBS, delay, lose_the_game, when_dies
from sim.rules.destroyed_this_way import destroyed_ops, note_destroyed
from sim.rules.destruction import destroy, enchanted_first, regenerate
from sim.rules.draws import MAY_DRAW, drawers, shuffle_hand_draw
from sim.rules.dredge import draw as dredge_draw
from sim.rules.edicts import edict
from sim.rules.effect_objects import warded, who
from sim.rules.enlist import enlist_bonus
from sim.rules.entering_attacking import attack_options
from sim.rules.event_amounts import gain_lost, note_lost
from sim.rules.excess_damage import excess_shares, marked_events
from sim.rules.exile_cast import cast_copy, cast_from_exile, encode, exile_with_time, remove_time
from sim.rules.exile_play import exile_to_play
from sim.rules.extra_turns import add_phases, add_turn
from sim.rules.face_down import manifest, manifest_dread
from sim.rules.fighting import FIGHT_OPS
from sim.rules.flash_casting import FLASH_OPS
from sim.rules.game_end import GAME_END_OPS
from sim.rules.graveyard_exile import exile_graveyards
from sim.rules.hand_looks import HAND_LOOK_OPS
from sim.rules.hand_top import hand_to_top, shuffle_libraries
from sim.rules.hands import (
    discard,
    discard_chosen,
    discard_hand,
    get_poison,
    mill,
)
from sim.rules.keyword_ops import (
    amass,
    become_renowned,
    become_saddled,
    bolster,
    drain,
    exile_top,
    move_counter,
    named_counters,
)
from sim.rules.library import dig, explore, look, reveal_top, reveal_until, search_named
from sim.rules.library_moves import shuffle_graveyard, to_library
from sim.rules.life import gain_life, lose_life
from sim.rules.linked_exile import exile_until_source_leaves, return_linked_cards
from sim.rules.madness_cast import cast_for_madness
from sim.rules.mana_ops import MANA_RIDER_OPS, add_mana, keep_mana
from sim.rules.may_ops import MAY_OPS
from sim.rules.monarch import become_monarch
from sim.rules.move_ops import (
    attach,
    exile,
    exile_to_battlefield,
    freeze,
    gain_control,
    graveyard_to_battlefield,
    graveyard_to_hand,
    on_battlefield,
    return_to_hand,
)
from sim.rules.myriad import myriad
from sim.rules.ninjutsu import ninjutsu
from sim.rules.object_conditions import object_condition_fails
from sim.rules.offspring import offspring_copy
from sim.rules.op_amounts import op_amount
from sim.rules.optional_costs import (
    exploit,
    get_energy,
    pay_optional,
    sacrifice_cost,
    sacrifice_unless,
)
from sim.rules.permanent_copies import copy_token
from sim.rules.prevented_this_way import gain_prevented
from sim.rules.prevention import PREVENTION_OPS
from sim.rules.proliferate import proliferate
from sim.rules.pt_changes import PT_OPS
from sim.rules.pump import chosen_modification, offered, quoted
from sim.rules.reflexive import when_you_do  # CR 603.12
from sim.rules.reflexive_done import noting
from sim.rules.replacement import (
    deal,
    prevent_all_combat_damage,
    prevent_next,
)
from sim.rules.ring import RING_OPS
from sim.rules.riot import choose_entering
from sim.rules.roles import create_role
from sim.rules.sacrifice import (
    sacrifice_it,
    sacrifice_unless_kept,
)
from sim.rules.searching import search
from sim.rules.skipping import skip_turns
from sim.rules.soulbond import SOULBOND_OPS
from sim.rules.source_durations import add_lasting
from sim.rules.sourced_damage import sourced_events
from sim.rules.speed import SPEED_OPS
from sim.rules.token_attacks import tokens_at_each_opponent
from sim.rules.token_sizes import sized
from sim.rules.tokens import create_token, enter_battlefield, investigate, spec_card
from sim.rules.top_card import top_card
from sim.rules.transform import transform_op
from sim.rules.transform_moves import exile_return_transformed, return_transformed
from sim.rules.unearth import return_unearthed
from sim.rules.unless import SPARED, UNLESS, unless
from sim.rules.unless_discard import sacrifice_unless_discard
from sim.rules.untap_lands import untap_lands
from sim.rules.ward import ward_paid
from sim.rules.x_payments import fixed_part, pay_x, x_options
from sim.text.object_condition_text import OBJECT_IF


def run_op(state: GameState, work: Resolving, op: fx.Op) -> bool:
    """Carry out one instruction (CR 608.2c: in the order written) by its verb's handler in
    ``OPS``; False when it waits for a player's choice (its damage's replacement order, a
    sacrifice, what a token attacks, a source, ward's payment)."""
    objects = who(state, work, op.who) if op.who else []
    if op.if_paid == SPARED and work.unpaid_by:  # "unless they pay": those who didn't (118.12a)
        objects = [o for o in objects if o in work.unpaid_by]
    if op.params and object_condition_fails(state, op, objects, work):  # "if its power is 2"
        return True  # (608.2c: not done; ``sim.rules.object_conditions``)
    n = op_amount(state, work, op, objects)  # 608.2h
    if op.delayed:  # CR 603.7a: not done now; a delayed triggered ability will do it
        delay(state, work, op, objects)
        state.version += 1
        return True
    handler = OPS.get(op.verb)
    if handler is not None and not handler(state, work, op, objects, n):
        return False
    state.version += 1
    return True


#: an instruction's handler: (state, the resolving object, the instruction, the objects or
#: players it acts on, its amount with X counted) -> False while it waits for a choice
Handler = Callable[[GameState, Resolving, fx.Op, list[str], int], bool]


#: an instruction's marks that are no ability it grants (its condition, CR 608.2c)
_NOT_GRANTED = frozenset((fx.INSTEAD_IF, fx.INSTEAD_WORD, OBJECT_IF, *KIND_MARKS))


def _modify(state: GameState, work: Resolving, op: fx.Op, objects: list[str], n: int) -> bool:
    """"Target creature gets +N/+N and gains <ability> until end of turn" (CR 611.2a)."""
    item = work.item
    affected = frozenset(o for o in objects if modifiable(state, o)  # (a Vehicle: 611.2c)
                         and not (op.rule == fx.IF_ANOTHER and o == item.source))  # 702.165a
    if affected:
        mult = (item.x if op.x else 1) * (n if op.per is not None else 1)  # 608.2h
        params = frozenset((k, item.source if v == fx.SOURCE else v) for k, v in op.params
                           if k not in _NOT_GRANTED)
        if (UNTARGETABLE_BY_OPPONENTS_OF, fx.YOU) in params:  # issue 29, decks: "your" (109.5)
            params = params - {(UNTARGETABLE_BY_OPPONENTS_OF, fx.YOU)} | {
                (UNTARGETABLE_BY_OPPONENTS_OF, item.controller)}
        if any(v == YOUR_CHOICE for _, v in params):  # 608.2d: chosen as it resolves
            chosen = _answer(state, work, QUALITY_CHOICE, COLORS)
            if chosen is None:
                return False
            params = chosen_protection(params, chosen)
        add, power, toughness = op.add, op.power, op.toughness
        if op.params and offered(op.params):  # issue 29, pump: "your choice of" (608.2d)
            picked = chosen_modification(state, work, op, params)
            if picked is None:
                return False
            add, power, toughness, params = picked
        add_lasting(state, work, quoted(Effect(affected, Duration(op.duration), power * mult,
                                               toughness * mult, add=add, params=params,
                                               description=item.name)))  # (its source: 611.2b)
    return True


def _deal_damage(state: GameState, work: Resolving, op: fx.Op, objects: list[str],
                 n: int) -> bool:
    """"Deals N damage to any target" (CR 120), divided damage included: an illegal target's
    share is not dealt (601.2d, 608.2b)."""
    item = work.item
    if op.who == fx.THAT_PLAYER_OR_PLANESWALKER:  # their planeswalker instead? (608.2d)
        chosen = recipient(state, work, objects)
        if chosen is None:
            return False
        objects = chosen
    if op.divided:
        shares = [(t, a) for t, a in zip(divided_among(item, op), item.division,
                                         strict=False) if t in work.legal]
    elif counts_each_player(op):  # "... equal to the number of lands that player controls"
        shares = players_shares(state, item, op, objects)
    else:
        shares = [(o, n) for o in objects]
    shares = excess_shares(state, op, item.source, shares) if op.params else shares  # 120.4a
    kept = [(o, a) for o, a in shares if a > 0 and (
        o in state.players or state.is_creature(o) or state.is_planeswalker(o))]
    events = marked_events(op, sourced_events(state, work, op, kept))  # (615.12)
    return not events or deal(state, events) is not None


def _destroy(state: GameState, work: Resolving, op: fx.Op, objects: list[str], n: int) -> bool:
    """"Destroy target creature" (CR 701.8), "it can't be regenerated" (701.19c). Several are
    destroyed at once: each is remembered as it was before any left (603.10a)."""
    present = enchanted_first(state, on_battlefield(state, objects))  # 702.89a (umbra armor)
    known = [last_known_object(state, o) for o in present]
    note_destroyed(state, sum(destroy(state, o, f"destroyed by {work.item.name} (CR 701.8)",
                                      regenerate_allowed=not op.no_regeneration, known=last)
                              for o, last in zip(present, known, strict=True)), known)
    return True


def _regenerate(state: GameState, work: Resolving, op: fx.Op, objects: list[str],
                n: int) -> bool:
    """"Regenerate target creature" (CR 701.19a): a regeneration shield."""
    for o in on_battlefield(state, objects):
        regenerate(state, o, work.item.name)
    return True


def _create_tokens(state: GameState, work: Resolving, op: fx.Op, objects: list[str],
                   n: int) -> bool:
    """"Create two 1/1 ... tokens": the count, not ``amount`` (CR 111.2, 107.3); "... for each
    <count>", "a number of ... equal to <count>" (608.2h): times ``n``, the count; "an x/x
    ... token, where x is <count>": ``n`` its size (107.3, ``token_sizes``)."""
    op, n = sized(op, n) if op.token is not None and op.token.x_pt else (op, n)
    per = n if op.per is not None else 1  # (``amount`` 1 times the count, ``run_op``)
    players = [work.item.controller] if op.who == fx.YOU else [
        o for o in objects if o in state.players]  # "each opponent creates ..." (111.2)
    return _tokens(state, work, op, (op.count * work.item.x if op.x else op.count) * per,
                   players)


def _fog(state: GameState, work: Resolving, op: fx.Op, objects: list[str], n: int) -> bool:
    """"Prevent all combat damage that would be dealt this turn" (CR 615)."""
    prevent_all_combat_damage(state, work.item.name)
    return True


def _prevent(state: GameState, work: Resolving, op: fx.Op, objects: list[str], n: int) -> bool:
    """"Prevent the next N damage that would be dealt to any target this turn" (CR 615.7),
    "... to any number of targets, divided as you choose": each target still legal its own
    share (601.2d, 608.2b)."""
    item = work.item
    shares = [(t, a) for t, a in zip(divided_among(item, op), item.division, strict=False)
              if t in work.legal] if op.divided else [(o, n) for o in objects]
    for o, a in shares:
        prevent_next(state, o, a, description=item.name)
    return True


def _gain_life(state: GameState, work: Resolving, op: fx.Op, objects: list[str],
               n: int) -> bool:
    """"You gain N life" (CR 119.3)."""
    for o in objects:
        if o in state.players:
            gain_life(state, o, n, work.item.name)  # 119.7: unless they can't
    return True


def _draw(state: GameState, work: Resolving, op: fx.Op, objects: list[str], n: int) -> bool:
    """"[<player>] draw(s) N cards" (CR 121.1): each player it names; each draw may be
    replaced by dredge (702.52a: ``sim.rules.dredge``)."""
    return dredge_draw(state, work, drawers(state, work, op, objects), n,  # (rules.draws)
                       op.rule == MAY_DRAW)  # "may draw a card" (603.5)


def _tap_or_untap(state: GameState, work: Resolving, op: fx.Op, objects: list[str],
                  n: int) -> bool:
    """"Tap target creature", "untap all creatures that attacked this turn" (CR 701.21)."""
    tap = op.verb == fx.TAP
    for o in on_battlefield(state, objects):
        perm = state.permanents[o]
        if perm.tapped != tap and (tap or not stunned(perm)):  # 701.26; 122.1d: stun
            perm.tapped = tap
            if tap:
                state.log(Tapped, permanent=o)
            else:
                untapped(state, o)  # 701.26b (611.2b: effects may end)
    return True


def _pay_for_reflexive(state: GameState, work: Resolving, op: fx.Op, objects: list[str],
                       n: int) -> bool:
    """"You may pay {2}{R}. When you do, it deals 3 damage to any target" (CR 603.12): the
    controller may pay (a ``PAY_CHOICE``; not offered when they can't, 118.3); paid, the
    reflexive triggered ability triggers, put on the stack the next time a player would
    receive priority, its targets chosen then (603.3)."""
    item = work.item
    reflexive = item.effect.reflexive
    cost = ManaCost.parse(op.rule)
    if reflexive is None or not can_pay(state, item.controller, cost):
        return True
    variable = "{X}" in op.rule  # CR 107.3: X chosen as it is paid (``x_payments``), and
    fixed = fixed_part(op.rule)  # the rest of the mana with it ("{X}{R}")
    answer = _answer(state, work, PAY_CHOICE, x_options(state, item.controller, fixed)
                     if variable else ("yes", "no"))
    if answer is None:
        return False
    if variable:
        pay_x(state, work, answer, fixed)
        item = state.resolving.item if state.resolving is not None else item  # its X
    elif answer == "yes":
        pay(state, item.controller, cost)  # logs CostPaid
    if answer != "no":
        state.triggered.append(StackItem("", TRIGGER, item.controller, item.source,
                                         f"{item.source}: when you do, {reflexive.text}",
                                         reflexive, that=item.that, x=item.x))
    return True


def _become(state: GameState, work: Resolving, op: fx.Op, objects: list[str], n: int) -> bool:
    """"~ becomes an artifact creature until end of turn" (crew, CR 702.122a): an effect in
    layer 4 (613.1d) adding the card types to each permanent still on the battlefield; it
    keeps its other types, subtypes and abilities (205.1b) and has its printed power and
    toughness (a Vehicle's, 301.7), until the effect ends (514.2)."""
    affected = frozenset(on_battlefield(state, objects))
    if affected:
        state.add_effect(Effect(affected, Duration(op.duration), types=op.types,
                                description=work.item.name))
    return True


def _counters(state: GameState, work: Resolving, op: fx.Op, objects: list[str],
              n: int) -> bool:
    """"Put N +1/+1 (or -1/-1) counters on" (CR 122.1); "distribute N ... counters among
    <targets>": each target still legal its own share (601.2d, 608.2b)."""
    kind = PLUS if op.verb == fx.COUNTER else MINUS
    if not op.divided:
        _put_counters(state, objects, kind, n)
        return True
    item = work.item
    for target, share in zip(divided_among(item, op), item.division, strict=False):
        if target in work.legal:
            _put_counters(state, [target], kind, share)
    return True


def _rule(state: GameState, work: Resolving, op: fx.Op, objects: list[str], n: int) -> bool:
    """A rule of combat until end of turn (War Cadence's "this turn, creatures can't block
    unless their controller pays {X}"): a static rule of the source's."""
    item = work.item
    state.rule_effects = (*state.rule_effects,
                          (item.source, Static(item.name, rule=op.rule, amount=n)))
    state.static_sources = None
    return True


def _rampage_bonus(state: GameState, work: Resolving, op: fx.Op, objects: list[str],
                   n: int) -> bool:
    """Rampage N's bonus (CR 702.23a)."""
    _rampage(state, work.item, op)
    return True


def _extra_phases(state: GameState, work: Resolving, op: fx.Op, objects: list[str],
                  n: int) -> bool:
    """An additional combat phase, or an extra turn (CR 500.7-500.8)."""
    _extra(state, op.verb, objects) if op.rule != AFTER_THIS_PHASE else after_phase(state)
    return True


def _lose_life(state: GameState, work: Resolving, op: fx.Op, objects: list[str],
               n: int) -> bool:
    """"Loses N life" (CR 119.3), the life lost kept for "... this way" (608.2c)."""
    note_lost(state, lose_life(state, objects, n, work.item.name))
    return True


def _melee_bonus(state: GameState, work: Resolving, op: fx.Op, objects: list[str],
                 n: int) -> bool:
    """Melee's bonus (CR 702.121a)."""
    _melee(state, work.item)
    return True


def _return_with_counter(state: GameState, work: Resolving, op: fx.Op, objects: list[str],
                         n: int) -> bool:
    """Undying and persist: return it with a +1/+1 or -1/-1 counter (CR 702.93a, 702.79a)."""
    _return(state, work.item, PLUS if op.verb == fx.UNDYING else MINUS)
    return True


def _ward_cost(state: GameState, work: Resolving, op: fx.Op, objects: list[str],
               n: int) -> bool:
    """Ward {N}: counter it unless its controller pays (CR 702.21a); another cost
    (``op.rule``): ``sim.rules.ward``."""
    return ward_paid(state, work, op) if op.rule else _ward(state, work, n)


def return_options(state: GameState, player: str) -> tuple[str, ...]:
    """The lands ``player`` controls on the battlefield: what "return a land you control to
    its owner's hand" may choose."""
    return tuple(p.id for p in state.battlefield()
                 if p.controller == player and "Land" in p.card.types)


def _return_land(state: GameState, work: Resolving, op: fx.Op, objects: list[str],
                 n: int) -> bool:
    """"Return a land you control to its owner's hand" (a bounce land's enters trigger): the
    player chooses one of the lands they control as it resolves — not a target (CR 115.1) —
    a ``RETURN_CHOICE`` when there are several (False while it waits), the bounce land itself
    among them; it goes to its owner's hand, a new object (400.7)."""
    if not objects or objects[0] not in state.players:
        return True
    options = return_options(state, objects[0])
    if not options:
        return True
    pick = options[0] if len(options) == 1 else _answer(state, work, RETURN_CHOICE, options)
    if pick is None:
        return False
    perm = state.permanents[pick]
    state.move(pick, Zone.HAND)
    perm.controller = perm.owner  # a card in a hand is its owner's (400.3)
    return True


def _look_at_library(state: GameState, work: Resolving, op: fx.Op, objects: list[str],
                     n: int) -> bool:
    """"Scry N" (CR 701.22a), "surveil N" (701.25a): ``sim.rules.library.look``."""
    return look(state, work, op)


def _extra(state: GameState, verb: str, objects: list[str]) -> None:
    """An additional combat and main phase after this main phase (CR 500.8, 505.1a), or an
    extra turn for each player of ``objects`` (500.7)."""

    if verb == fx.EXTRA_COMBAT:
        if state.step in MAIN_PHASES:  # "after this main phase": none to follow otherwise
            add_phases(state, ("combat", "main"))
        return
    for o in objects:
        if o in state.players:
            add_turn(state, o)


def _put_counters(state: GameState, objects: list[str], kind: str, n: int) -> None:
    """Put ``n`` +1/+1 or -1/-1 counters on each permanent of ``objects`` (CR 122.1)."""
    for o in on_battlefield(state, objects):  # (a noncreature Vehicle's too, 301.7)
        if n > 0:
            put_on(state, state.permanents[o], kind, n)  # 122.6
            state.changes += 1


def _ward(state: GameState, work: Resolving, n: int) -> bool:
    """Ward {N} (CR 702.21a): counter the spell or ability that targeted the permanent unless
    its controller pays {N} (``sim.rules.countering.counter_unless_paid``)."""
    target = warded(state, work)
    if target is None:
        return True  # it has left the stack
    return counter_unless_paid(state, work, target, n)


def _discard(state: GameState, work: Resolving, op: fx.Op, objects: list[str], n: int) -> bool:
    """"<player> discards N cards [at random]" (CR 701.9a-b): ``sim.rules.hands.discard``."""
    return discard(state, work, op, objects, n)


def _discard_chosen(state: GameState, work: Resolving, op: fx.Op, objects: list[str],
                    n: int) -> bool:
    """Duress's "... you choose a <kind> card from it. that player discards that card" (CR
    701.9a): ``sim.rules.hands.discard_chosen``."""
    return discard_chosen(state, work, op, objects)


def _mill(state: GameState, work: Resolving, op: fx.Op, objects: list[str], n: int) -> bool:
    """"<player> mills N cards" (CR 701.13a): ``sim.rules.hands.mill``."""
    mill(state, objects, n)
    return True


def attacked_opponents(state: GameState, player: str) -> int:
    """How many opponents ``player`` attacked with a creature this combat (CR 702.121a):
    players, not planeswalkers, that a creature was declared attacking, whatever happened to
    it since (its ``AttackerDeclared`` events since the beginning of combat)."""
    attacked: set[str] = set()
    for e in reversed(state.events):
        if isinstance(e, StepBegan) and e.step == Step.BEGINNING_OF_COMBAT:
            break
        if isinstance(e, AttackerDeclared) and e.target in state.players and \
                e.target != player:
            attacked.add(e.target)
    return len(attacked)


def _melee(state: GameState, item: StackItem) -> None:
    """Melee (CR 702.121a): +1/+1 until end of turn for each opponent attacked, counted as it
    resolves."""
    n = attacked_opponents(state, item.controller)
    if n and state.is_creature(item.source):
        state.add_effect(Effect(frozenset([item.source]), Duration.END_OF_TURN, n, n,
                                description=item.name))


def _return(state: GameState, item: StackItem, counter: str) -> None:
    """Undying (CR 702.93a) and persist (702.79a): the card returns from its owner's graveyard
    to the battlefield under its owner's control with the counter on it — a new object
    (400.7). Not if it has left the graveyard since, or is a token (gone, 704.5d)."""
    pid = item.source
    perm = state.permanents.get(pid)
    if perm is None or perm.zone is not Zone.GRAVEYARD or perm.token:
        return
    # the new object is not the one the continuous effects of its past life affected
    state.effects = [e if pid not in e.affected else attrs.evolve(e, affected=e.affected - {pid})
                     for e in state.effects]
    enter_battlefield(state, pid, perm.owner, counters={counter: 1})


def _tokens(state: GameState, work: Resolving, op: fx.Op, count: int,
            players: list[str]) -> bool:
    """CR 111.2: tokens enter under the control of the player who creates them, ``players``
    each creating ``count`` ("each opponent creates ..."). "Tapped and attacking" (508.4):
    the controller chooses which defending player or planeswalker they attack (an
    ``ATTACKED`` choice when there are several; False while it waits). They were never
    declared as attackers, so "whenever ~ attacks" does not trigger. Outside combat, or for
    a player other than the attacking player, they enter but are not attacking (506.3)."""
    spec = op.token
    assert spec is not None
    item = work.item
    card = spec_card(spec)  # 111.10: a predefined token's abilities, compiled once
    attacking = None
    if op.attacking and count > 0:
        options = attack_options(state, item)
        if len(options) > 1:
            attacking = _answer(state, work, ATTACKED, options)
            if attacking is None:
                return False
        elif options:
            attacking = options[0]
    if count > 0:
        made = [t for player in players for t in create_token(
            state, player, card, count=count, tapped=op.tapped, attacking=attacking,
            counters={PLUS: spec.counters})]  # 701.53a
        current = state.resolving
        if current is not None:  # "..., then attach ~ to it" (702.92a: ``fx.CREATED``)
            state.resolving = attrs.evolve(current, made=tuple(made))
    return True


def _rampage(state: GameState, item: StackItem, op: fx.Op) -> None:
    """Rampage N (CR 702.23a-b): +N/+N for each creature blocking it beyond the first, counted
    as the trigger resolves."""
    attacker = item.source
    combat = state.combat
    blockers = len(combat.blocked_by.get(attacker, ())) if combat else 0
    if blockers > 1 and state.is_creature(attacker):
        bonus = op.power * (blockers - 1)
        state.add_effect(Effect(frozenset([attacker]), Duration.END_OF_TURN, bonus, bonus,
                                description=f"{attacker}: rampage {op.power}"))
        state.log(Rampaged, creature=attacker, power=bonus, toughness=bonus)


#: each verb's handler (``run_op``)
OPS: dict[str, Handler] = {
    fx.MODIFY: _modify, fx.DAMAGE: _deal_damage, fx.DESTROY: _destroy,
    fx.REGENERATE: _regenerate, fx.TOKEN: _create_tokens,
    fx.FOG: _fog, fx.PREVENT: _prevent, fx.GAIN_LIFE: _gain_life, fx.DRAW: _draw,
    fx.TAP: _tap_or_untap, fx.UNTAP: _tap_or_untap, fx.COUNTER: _counters,
    fx.MINUS_COUNTER: _counters, fx.RULE: _rule, fx.RAMPAGE: _rampage_bonus,
    fx.EXTRA_COMBAT: _extra_phases, fx.EXTRA_TURN: _extra_phases, fx.LOSE_LIFE: _lose_life,
    fx.SACRIFICE: edict, fx.MELEE: _melee_bonus,
    fx.UNDYING: _return_with_counter, fx.PERSIST: _return_with_counter, WARD: _ward_cost,
    fx.ATTACH: attach, fx.EXILE: exile, fx.BOUNCE: return_to_hand,
    fx.COUNTER_SPELL: counter_spell, fx.SACRIFICE_IT: sacrifice_it,
    fx.RETURN_LAND: _return_land, fx.CARD_TO_HAND: graveyard_to_hand,
    fx.CARD_TO_BATTLEFIELD: graveyard_to_battlefield,
    fx.GAIN_CONTROL: gain_control, fx.FREEZE: freeze,
    fx.PAY_FOR_REFLEXIVE: _pay_for_reflexive, fx.SCRY: _look_at_library,
    fx.SURVEIL: _look_at_library, fx.SEARCH: search,
    fx.DISCARD: _discard, fx.DISCARD_RANDOM: _discard, fx.MILL: _mill,
    fx.DISCARD_CHOSEN: _discard_chosen,
    fx.BECOME: _become,
    fx.UPKEEP_UNLESS: sacrifice_unless_kept, fx.COUNTDOWN: sacrifice_unless_kept,
    fx.UNEARTH: return_unearthed,
    zv.CAST_MADNESS: cast_for_madness,  # 702.35a
    MYRIAD: myriad, NINJUTSU: ninjutsu, ENLIST_BONUS: enlist_bonus,  # 702.116a, 49a, 154a
    OFFSPRING_COPY: offspring_copy,  # 702.175a
    TOKEN_EACH_OPPONENT: tokens_at_each_opponent,  # 111.2, 508.4
    fx.BECOME_RENOWNED: become_renowned,
    fx.DRAIN: drain,
    fx.DIG: dig, fx.INVESTIGATE: investigate, fx.PROLIFERATE: proliferate, fx.EXPLORE: explore,
    fx.SEARCH_NAMED: search_named, fx.REVEAL_TOP: reveal_top, fx.REVEAL_UNTIL: reveal_until,
}


OPS.update({fx.BECOME_MONARCH: become_monarch, BECOMES: becomes})  # 724.3
OPS.update(SPEED_OPS | RING_OPS)  # speed's (CR 702.179d), the Ring's (701.54) instructions
OPS[fx.CHOOSE_QUALITY] = choose_quality  # CR 614.12 (``sim.rules.chosen``)
OPS.update(dict.fromkeys((SKIP_TURN, SKIP_TWO_TURNS), skip_turns))  # CR 614.10

#: optional costs paid on resolution (CR 118.12, ``sim.rules.optional_costs``), exiles until
#: the source leaves (610.3, ``sim.rules.linked_exile``)
OPS.update({fx.PAY_MANA: pay_optional, fx.PAY_LIFE: pay_optional, fx.PAY_ENERGY: pay_optional,
            fx.SACRIFICE_COST: sacrifice_cost, fx.SACRIFICE_UNLESS: sacrifice_unless,
            fx.GET_ENERGY: get_energy, fx.EXILE_UNTIL: exile_until_source_leaves})
#: instructions of keywords with triggers (issue 29): "<player> exiles the top card of their
#: library" (ingest, CR 702.115a)
OPS.update({fx.EXILE_TOP: exile_top})
OPS.update(dict.fromkeys(fx.NAMED_COUNTERS.values(), named_counters))  # CR 122.1, 122.6
OPS.update({fx.BOLSTER: bolster, fx.GAIN_THAT_MUCH: _gain_life} | CONTEST_OPS)  # 705, 701.30
OPS[fx.DRAW_THAT_MANY] = _draw  # the damage of a damage trigger's event (603.2, 120.3)
OPS[fx.GAIN_LOST] = gain_lost  # "... equal to the life lost this way" (608.2c, 119.3)
OPS[GAIN_DEALT] = gain_dealt  # "... equal to the damage dealt this way" (608.2c, 120.3)
OPS[GAIN_PREVENTED] = partial(gain_prevented, OPS)  # "... prevented this way" (615.1a)
OPS[COUNTERS_PREVENTED] = OPS[GAIN_PREVENTED]  # "... +1/+1 counter on that creature" (122.1)
OPS.update(destroyed_ops(OPS))  # "... for each creature destroyed this way", "their power"
OPS[fx.PUT_COUNTERS] = put_counters  # CR 122.1, 122.6 (``sim.rules.counters``)
OPS[fx.REMOVE_COUNTERS] = remove_counters  # CR 122.1
OPS[zv.RETURN_CHOSEN] = return_chosen  # CR 115.1, 400.7 (``sim.rules.chosen_bounce``)
OPS[zv.PUT_CARD] = graveyard_to_battlefield  # CR 110.2a: "put ... onto the battlefield"
OPS.update({fx.MONSTROSITY: monstrosity, fx.ADAPT: adapt})  # CR 701.37a-b, 701.46a
OPS[fx.PUT_ITS_COUNTERS] = put_its_counters  # CR 122.1, 608.2h
OPS.update(dict.fromkeys(fx.AMASS, amass))  # CR 701.47a

OPS[fx.RETURN_EXILED] = exile_to_battlefield  # from exile (CR 400.7; a delayed one's, 603.7c)
OPS.update(dict.fromkeys(DELAYED_VERBS, when_dies))  # delayed (603.7a, c)
OPS[fx.LOSE_GAME] = lose_the_game  # "you lose the game" (104.3e)
OPS.update({pv.DRAW_ADDITIONAL: _draw, pv.DISCARD_HAND: discard_hand,  # 121.1, 701.9a
            pv.DISCARD_DRAW_THAT_MANY: discard_hand})
OPS[pv.SHUFFLE_HAND_GRAVEYARD] = shuffle_graveyard  # 701.24a: the hand too
OPS[pv.SACRIFICE_UNLESS_DISCARD] = sacrifice_unless_discard  # 118.12a, 701.9a-b
OPS[pv.EXILE_GRAVEYARD] = exile_graveyards  # 406.2
OPS[pv.GET_POISON] = get_poison  # 122.1f
OPS[pv.HAND_TO_TOP] = hand_to_top  # 401.4: cards from the hand on top of the library
OPS[pv.SHUFFLE_LIBRARY] = shuffle_libraries  # 701.24a
OPS[SHUFFLE_HAND_DRAW] = shuffle_hand_draw  # 701.24a, 121.1 (sim.rules.draws)
OPS[pv.UNTAP_LANDS] = untap_lands  # 701.26b, 608.2c: chosen as it resolves
OPS[UNLESS] = unless  # "<instruction> unless <player> pays <cost>" (118.12a, ``sim.rules.unless``)

#: copies of spells (CR 707.10, 702.40a; ``sim.rules.copies``)
OPS.update({fx.COPY_SPELL: copy_spell, fx.STORM_COPIES: copy_spell, fx.CASCADE: cascade,
            fx.PAY_TO_COPY: pay_to_copy, fx.REPLICATE_COPIES: copy_spell})
OPS[fx.COPY_TOKEN] = copy_token  # CR 707.2, 111.1 (``sim.rules.permanent_copies``)
OPS.update(dict.fromkeys(ROLE_VERBS, create_role))  # CR 303.7 (``sim.rules.roles``)
OPS[fx.CHOOSE_COPY] = choose_copy  # CR 707.2, 614.1c (``sim.rules.clones``)

OPS[fx.ADD_MANA] = add_mana  # by a resolving spell or ability (CR 106.3-4, ``mana_ops``)
OPS.update({KEEP_MANA: keep_mana} | MANA_RIDER_OPS)  # 500.4; "spend this mana only" (106.6)

#: into a library (CR 401.4, 701.24a, ``sim.rules.library_moves``)
OPS.update({fx.TO_LIBRARY_TOP: to_library, fx.TO_LIBRARY_BOTTOM: to_library,
            fx.SHUFFLE_INTO_LIBRARY: to_library, fx.SHUFFLE_GRAVEYARD: shuffle_graveyard})

#: impulse draw: cards exiled that their controller may play for a time (CR 601.2, 305.1;
#: ``sim.rules.exile_play``)
OPS[zv.EXILE_TO_PLAY] = exile_to_play
#: cards cast from exile without paying their mana costs: rebound's and suspend's (CR 702.88a,
#: 702.62a; ``sim.rules.exile_cast``)
OPS.update({zv.CAST_FROM_EXILE: cast_from_exile, zv.REMOVE_TIME: remove_time,
            zv.EXILE_WITH_TIME: exile_with_time, zv.ENCODE: encode, zv.CAST_COPY: cast_copy})
#: manifest, manifest dread (CR 701.40a, 701.62a; ``sim.rules.face_down``)
OPS.update({fx.MANIFEST: manifest, fx.MANIFEST_DREAD: manifest_dread})
OPS[fx.BECOME_SADDLED] = become_saddled  # CR 702.171a-b (saddle)
OPS[fx.EXPLOIT] = exploit  # CR 702.110a-b
OPS[fx.ENTERING_CHOICE] = choose_entering  # CR 702.136a, 702.98a (riot, unleash)
OPS[fx.MOVE_COUNTER] = move_counter  # CR 702.58a, 122.5 (graft)
OPS[zv.TRANSFORM] = transform_op  # transforming double-faced cards (CR 701.28a)
OPS[zv.EXILE_RETURN_TRANSFORMED] = exile_return_transformed  # CR 712.14
OPS[zv.RETURN_TRANSFORMED] = return_transformed  # CR 712.14

#: "<instruction>. When you do, <effect>": a reflexive triggered ability (CR 603.12;
#: ``sim.rules.reflexive``)
OPS[fx.WHEN_YOU_DO] = when_you_do
OPS[fx.TOP_CARD] = top_card  # the library's top card, where it goes (CR 401, 701.20a)
OPS.update(GAME_END_OPS)  # "you win the game" (CR 104.2b; ``game_end``)
OPS.update(MAY_OPS)  # tap or untap, a card from the hand (CR 701.26, 305.4; ``may_ops``)
OPS[fx.RETURN_LINKED] = return_linked_cards  # "the exiled card", linked abilities (CR 607.2a)
OPS.update(FIGHT_OPS)  # fights and bites (CR 701.14, 120.3; ``sim.rules.fighting``)
OPS.update(CONTROL_OPS)  # exchanges of control (CR 701.12; ``sim.rules.control_exchange``)
OPS.update(PREVENTION_OPS)  # CR 615.1a (``sim.rules.prevention``)
OPS.update(DOUBLING_OPS | CHOSEN_COUNTER_OPS | PT_OPS)  # 701.10e; 122.1, 115.1; 613.4d, 701.10b
OPS.update(HAND_LOOK_OPS)  # CR 402.3 (``sim.rules.hand_looks``)
OPS.update(RESTRICTION_OPS | FLASH_OPS)  # CR 101.2, 611.2a; 702.8a (``flash_casting``)
OPS.update(SOULBOND_OPS | dict.fromkeys(FOLLOW_VERBS, _modify))  # 702.95a; 608.2c (follow_text)
OPS.update(noting(OPS))  # done or not, before "when you do" (CR 603.12, ``reflexive_done``)
