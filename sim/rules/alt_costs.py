"""Alternative costs (CR 118.9) and the costs paid with objects (601.2b, 601.2h, 118.8).

A spell with an alternative cost may be cast by paying it rather than its mana cost: evoke
(702.74a), dash (702.109a), spectacle (702.137a: only if an opponent lost life this turn),
surge (702.117a: only if its caster cast another spell this turn), and "you may <cost>
rather than pay this spell's mana cost" (``ALT_COST``). Which cost is paid is a choice made as
the spell is cast (601.2b; ``sim.rules.casting``), offered only when that cost can be paid;
at most one alternative cost applies (118.9a), and additional costs and cost increases or
reductions apply to it as to the mana cost (118.9c, 601.2f).

An evoked permanent is sacrificed as it enters (702.74a: "when this permanent enters, if its
evoke cost was paid, its controller sacrifices it", a triggered ability); a dashed one has
haste and returns to its owner's hand at the beginning of the next end step (702.109a: a
delayed triggered ability, 603.7).

The objects paying a cost ("sacrifice an artifact or creature", "discard two cards", "exile a
creature card from your graveyard", "return a basic land you control to its owner's hand";
``sim.model.extra_costs``) are chosen as the spell is cast (601.2h: ``extra_options``) and
given up as the costs are paid (``pay_extra``)."""

from __future__ import annotations

from itertools import combinations

import numpy as np

from sim.model.abilities import (
    ALT_COST,
    ALTERNATIVES,
    DASH,
    EMERGE,
    EVOKE,
    FACE_DOWN,
    FACE_UP_COSTS,
    SPECTACLE,
    SURGE,
)
from sim.model.card import CardDef
from sim.model.count_qualities import PERMANENT_TYPES
from sim.model.events import Bounced, Exiled, Tapped
from sim.model.extra_costs import (
    DISCARD,
    EXILE,
    PUT,
    RETURN,
    REVEAL,
    SACRIFICE,
    TAP,
    extra_cost,
    object_part,
)
from sim.model.keywords import Kw
from sim.model.objects import MAIN_PHASES, MINUS, Duration, Effect, Permanent, Zone
from sim.model.programs import BOUNCE, SACRIFICE_IT, SELF, Op, Program
from sim.model.qualities import COLOR_LETTERS
from sim.model.stack_objects import TRIGGER, Resolving, StackItem
from sim.model.state import GameState
from sim.rules.counters import add_counters
from sim.rules.madness import discard
from sim.rules.sacrifice import sacrifice_these

#: the answer to the choice of costs that pays the spell's mana cost (601.2b)
MANA_COST = "mana cost"

#: ``Permanent.dashed``: its return yet to trigger; triggered
PENDING, TRIGGERED = 1, 2

#: evoke's triggered ability (702.74a) and dash's delayed one (702.109a)
_SACRIFICE_IT = Program("sacrifice ~", ops=(Op(SACRIFICE_IT, SELF),))
_RETURN_IT = Program("return ~ to its owner's hand", ops=(Op(BOUNCE, SELF),))


def has_alternative(card: CardDef) -> bool:
    """Whether ``card`` has an alternative cost (CR 118.9)."""
    return bool(card.params) and any(kind in ALTERNATIVES or kind in FACE_UP_COSTS
                                     for kind, _ in card.params)


def alternatives(state: GameState, player: str, card: CardDef) -> tuple[str, ...]:
    """The alternative costs ``player`` may cast ``card`` for now (CR 118.9), by kind, in the
    order of ``ALTERNATIVES``: spectacle only if an opponent lost life this turn (702.137a),
    surge only if they cast another spell this turn (702.117a)."""
    if not card.params:
        return ()
    kinds = {kind for kind, _ in card.params if kind in ALTERNATIVES}
    face_down = _face_down(state, player, card)
    if not kinds:
        return (FACE_DOWN,) if face_down else ()
    if SPECTACLE in kinds and not any(state.players[p].lost_life_this_turn
                                      for p in state.opponents(player)):
        kinds.discard(SPECTACLE)
    if SURGE in kinds and not state.players[player].spells_this_turn:
        kinds.discard(SURGE)
    if ALT_COST in kinds and not _condition(state, player, card):
        kinds.discard(ALT_COST)
    return tuple(kind for kind in ALTERNATIVES if kind in kinds) + (FACE_DOWN,) * face_down


def cast_ways(state: GameState, player: str, card: CardDef) -> tuple[str, ...]:
    """The costs ``card`` may be cast for now: its mana cost ("") — never a land's: a land is
    not cast (305.9) but face down (702.37c) — and its alternative costs (118.9)."""
    own = () if "Land" in card.types else ("",)
    return (*own, *alternatives(state, player, card))


def cast_types(state: GameState, player: str, card: CardDef) -> tuple[str, ...]:
    """The card types of ``card`` cast from its owner's hand now: a land with morph or
    disguise is cast only face down, a creature spell (702.37c, 708.2a); any other card has
    its own."""
    if "Land" in card.types and card.params and FACE_DOWN in alternatives(state, player, card):
        return ("Creature",)
    return card.types


def _face_down(state: GameState, player: str, card: CardDef) -> bool:
    """Whether ``player`` may cast ``card`` face down now (702.37c, 702.168b): it has morph,
    megamorph or disguise, and — a face-down spell being a creature spell without flash
    (708.2a) — only at sorcery speed (307.1), whatever the card's own timing."""
    return any(kind in FACE_UP_COSTS for kind, _ in card.params) and \
        state.active == player and state.step in MAIN_PHASES and not state.stack and \
        state.resolving is None  # (the spell itself may be being cast: ``state.casting``)


def alt_parts(card: CardDef, kind: str) -> tuple[str, str, int]:
    """The mana (as printed, "" for none), the cost paid with objects (``ExtraCost``'s words,
    "" for none) and the life (119.4) of ``card``'s alternative cost ``kind`` (CR 118.9)."""
    if kind == FACE_DOWN:  # 702.37c, 702.168b: {3} rather than its mana cost
        return "{3}", "", 0
    value = next(v for k, v in card.params if k == kind)
    if kind == EMERGE:  # 702.119a: "paying [cost] and sacrificing a creature"
        return value, "sacrifice a creature", 0
    if kind != ALT_COST:
        return value, "", 0
    value = value.partition("|")[0]  # "<cost>|<condition>"
    if not value.startswith("pay "):
        return "", value, 0  # "sacrifice two mountains"
    first, _, extra = value[4:].partition(" and ")
    if first.endswith(" life"):  # "pay 1 life and exile a blue card from your hand"
        return "", extra, int(first.split()[0])
    return first.upper(), extra, 0


def _condition(state: GameState, player: str, card: CardDef) -> bool:
    """Whether the condition of ``card``'s "if you control a Plains, you may ... rather than
    pay this spell's mana cost" holds for ``player`` (none: it does)."""
    condition = next(v for k, v in card.params if k == ALT_COST).partition("|")[2]
    if not condition:
        return True
    kind = condition.split()[-1].capitalize()  # "if you control a plains"
    return any(p.controller == player and kind in p.card.subtypes for p in state.battlefield())


def extra_options(state: GameState, player: str, card_id: str, what: str) -> tuple[str, ...]:
    """What ``player`` may pay the cost ``what`` (``sim.model.extra_costs``) of the spell
    ``card_id`` with (CR 601.2b, 601.2h): permanents they control to sacrifice (701.21a) or
    return to their owner's hand, cards in their hand to discard (701.9a; the spell itself is
    on the stack, 601.2a) or in their graveyard to exile — one each option, or for a cost of
    several, each set of them, ", " between (they are given up together)."""
    cost = extra_cost(what)
    pool = state.battlefield() if cost.zone is Zone.BATTLEFIELD else \
        state.cards(player, cost.zone)
    tap = cost.verb == TAP  # "tap an untapped creature you control"
    ids = [p.id for p in pool if p.id != card_id and _fits(p, cost.kinds, cost.basic) and (
        cost.zone is not Zone.BATTLEFIELD or p.controller == player) and not (tap and p.tapped)]
    if cost.count == 1:
        return tuple(ids)
    return tuple(", ".join(c) for c in combinations(ids, cost.count))


def _fits(perm: Permanent, kinds: tuple[str, ...], basic: bool) -> bool:
    """Whether ``perm`` is of one of ``kinds`` (card types or subtypes, colors, "Nonland":
    not of that card type, 205.4b; "Green+Creature": both; () for any), and basic when
    ``basic`` (205.4a)."""
    card = perm.card
    if basic and "Basic" not in card.supertypes:
        return False
    return not kinds or any(all(_is(card, part) for part in k.split("+")) for k in kinds)


def _is(card: CardDef, kind: str) -> bool:
    """Whether ``card`` is of ``kind``: a card type or subtype (a changeling has every
    creature type, CR 702.73a), a color (105.2), or "Non<type | subtype>" (205.4b: "Nonland",
    "Nonhuman")."""
    if kind.startswith("Non") and len(kind) > 3:
        return not _is(card, kind[3:].capitalize())
    if kind in card.types:
        return True
    letter = COLOR_LETTERS.get(kind.lower())
    if letter is not None:
        return letter in card.colors
    return kind not in PERMANENT_TYPES and kind not in _SPELL_TYPES and card.has_subtype(kind)


#: the card types that are not permanent types (CR 300.1): never a subtype's name
_SPELL_TYPES = frozenset(("Instant", "Sorcery", "Kindred", "Tribal"))


def pay_extra(state: GameState, item: StackItem, what: str, paid: str) -> None:
    """Give up ``paid`` (``extra_options``' answer) for the cost ``what`` of the spell ``item``
    (CR 601.2h): sacrificed together (701.21a: each to its owner's graveyard, 700.4),
    discarded (701.9a), exiled from the graveyard (406.2) or returned to its owner's hand."""
    cost = extra_cost(object_part(what))  # (the objects chosen pay it, not the mana: 601.2b)
    player = item.controller
    if cost.random:  # 701.9b: picked at random (the game's next generator, reproducible)
        hand = [p.id for p in state.cards(player, Zone.HAND)]
        if not hand:
            return
        rng = np.random.default_rng((state.seed, state.shuffles))
        state.shuffles += 1
        paid = ", ".join(hand[int(i)] for i in rng.choice(len(hand), size=min(
            cost.count, len(hand)), replace=False))
    chosen = tuple(paid.split(", "))
    if cost.verb == REVEAL:  # 701.20a: shown to every player, kept in the hand (the choice,
        return                # a decision of the log, is what every player sees)
    if cost.verb == PUT:  # 122.1: a -1/-1 counter on the creature chosen (704.5f may follow)
        add_counters(state, list(chosen), MINUS, 1)
        state.statics_may_change()
        return
    if cost.verb == SACRIFICE:
        mine = tuple(pid for pid in chosen if state.permanents[pid].zone is Zone.BATTLEFIELD)
        sacrifice_these(state, Resolving(item), player, mine)
        return
    if cost.verb == TAP:  # 701.26a
        for pid in chosen:
            state.permanents[pid].tapped = True
            state.log(Tapped, permanent=pid)
        state.statics_may_change()
        return
    for pid in chosen:
        perm = state.permanents[pid]
        if cost.verb == DISCARD and perm.zone is Zone.HAND:
            discard(state, player, pid)  # (702.35a: a card with madness to exile)
        elif cost.verb == EXILE and perm.zone is cost.zone:
            state.move(pid, Zone.EXILE)
            state.log(Exiled, permanent=pid, reason=f"exiled to cast {item.name} (CR 601.2h)")
        elif cost.verb == RETURN and perm.zone is Zone.BATTLEFIELD:
            state.move(pid, Zone.HAND)
            perm.controller = perm.owner
            state.log(Bounced, permanent=pid, source=item.source)


def entered(state: GameState, perm: Permanent, alt: str) -> None:
    """What paying the alternative cost ``alt`` does to the permanent ``perm`` its spell
    became: evoked, its triggered ability "its controller sacrifices it" triggers (702.74a,
    603.2: put on the stack the next time a player would receive priority); dashed, it has
    haste as long as it is this object (702.109a, 611.2a; a new object, 400.7, doesn't) and
    its return to its owner's hand is to trigger at the next end step."""
    if alt == EVOKE:
        state.triggered.append(StackItem("", TRIGGER, perm.controller, perm.id,
                                         f"{perm.id}: sacrifice it (evoke, CR 702.74a)",
                                         _SACRIFICE_IT))
    elif alt == DASH:
        state.add_effect(Effect(frozenset({perm.id}), Duration.INDEFINITE, add=Kw.HASTE,
                                description=f"{perm.card.name} (dash, CR 702.109a)"))
        perm.dashed = PENDING


def end_step_returns(state: GameState) -> list[StackItem]:
    """Dash's delayed triggered ability (CR 702.109a, 603.7c: it triggers once) for each dashed
    permanent still on the battlefield as the end step begins: "return it to its owner's
    hand", controlled by its controller (who cast it)."""
    out: list[StackItem] = []
    for perm in state.battlefield():
        if perm.dashed == PENDING:
            perm.dashed = TRIGGERED
            out.append(StackItem("", TRIGGER, perm.controller, perm.id,
                                 f"{perm.id}: return it to its owner's hand (dash, CR "
                                 "702.109a)", _RETURN_IT))
    return out
