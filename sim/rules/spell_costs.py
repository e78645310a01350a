"""A spell's parameters and its total cost (CR 601.2f): its mana cost or the alternative cost
it is cast for, plus the additional costs chosen (kicker, buyback, replicate, the modes'
entwine or escalate costs, a cost paid with mana), then the increases and reductions that
apply to it. Split out of ``sim.rules.casting``.
"""

from __future__ import annotations

import attrs

from sim.model.abilities import (
    AFFINITY,
    BUYBACK,
    DISCARD_CARD,
    DISCARD_LAND,
    FACE_DOWN,
    FLASHBACK,
    JUMP_START,
    KICKER,
    PAYS_WITH,
    REPLICATE,
)
from sim.model.card import CardDef
from sim.model.face_down_cards import face_down_card
from sim.model.kicker_parts import kicker_mana
from sim.model.mana import ManaCost
from sim.model.split_cards import AFTERMATH
from sim.model.state import GameState
from sim.rules import alt_costs, cost_changes


def spell_param(card: CardDef, kind: str) -> str:
    """The value of the card's parameter ``kind`` (``KICKER``'s cost, ``ADDITIONAL_COST``'s
    cost), "" when it has none."""
    for have, value in card.params:
        if have == kind:
            return value
    return ""



def flashback_parts(card: CardDef) -> tuple[str, str]:
    """A flashback cost (CR 702.34a) as its mana ("{1}{R}", "" for none) and the cost it pays
    with objects ("sacrifice a mountain": "flashback—sacrifice a mountain", "" for none)."""
    value = spell_param(card, FLASHBACK)
    return (value, "") if not value or value.startswith("{") else ("", value)


def spell_cost(state: GameState, player: str, card: CardDef, kicked: bool = False,
               flashback: bool = False, buyback: bool = False, alt: str = "",
               changed: bool = True, more: str = "", less: int = 0, free: bool = False,
               replicate: int = 0, modes: str = "",
               targets: tuple[str, ...] | None = None, source: str | None = None) -> ManaCost:
    """The total cost of casting ``card`` (CR 601.2f): its mana cost — or, cast with
    flashback, its flashback cost instead (an alternative cost, 702.34a, 118.9), or cast for
    the alternative cost ``alt`` (``sim.rules.alt_costs``), that cost's mana — plus its
    kicker cost when kicked (702.33a) and its buyback cost when bought back (702.27a), less
    {1} for each artifact ``player`` controls under affinity for artifacts (702.41a; a
    reduction of generic mana only, 601.2f); and, ``changed``, with the cost increases and
    reductions that apply to it (601.2f, ``sim.rules.cost_changes``); ``more``: mana an
    additional cost chosen adds ("sacrifice a creature or pay {3}{B}": "{3}{B}"); ``less``:
    generic mana emerge takes off (the sacrificed creature's mana value, 702.119a).
    ``free``: cast without paying its mana cost (118.9, cascade 702.85a): only the
    additional costs; ``replicate``: how many times its replicate cost is paid
    (702.56a); ``modes``: the additional cost of the modes chosen (entwine 702.42a, escalate
    702.120a, ``sim.rules.mode_choice.mode_cost``); ``targets``: the targets it is cast with
    (601.2c; None: as chosen, ``cost_changes.change``); ``source``: the object cast (400.1)."""
    if alt == FACE_DOWN:  # 702.37c: effects apply to the face-down spell's characteristics
        card = face_down_card(card)
    base = "" if free else flashback_parts(card)[0] if flashback and \
        spell_param(card, FLASHBACK) else \
        alt_costs.alt_parts(card, alt)[0] if alt else card.cost
    if kicked:
        base += kicker_mana(spell_param(card, KICKER))  # (118.8: the rest, kicker_paid)
    if buyback:
        base += spell_param(card, BUYBACK)
    base += more + modes
    if changed:  # 601.2f: "black spells you cast cost {B} more" (colored: before reductions)
        base += cost_changes.colored_more(state, player, card)
    base += spell_param(card, REPLICATE) * replicate if replicate else ""  # 702.56a
    cost = ManaCost.parse(base)
    delta = (cost_changes.change(state, player, card, targets, source) - less) if changed \
        else 0
    if delta:  # 601.2f: increases and reductions, of generic mana only, after the additions
        cost = attrs.evolve(cost, generic=max(0, cost.generic + delta), text="")
    if cost.generic and card.params and spell_param(card, PAYS_WITH) == AFFINITY:
        n = sum(1 for p in state.battlefield()
                if p.controller == player and "Artifact" in p.card.types)
        if n:
            cost = attrs.evolve(cost, generic=max(0, cost.generic - n), text="")
    return cost


def least_modes(card: CardDef) -> tuple[str, ...]:
    """The additional costs of which casting ``card`` pays at least one: each mode's own for
    a spree spell (CR 702.172a: one or more modes, each for its cost); ("",) for others."""
    spell = card.spell
    return spell.mode_costs if spell is not None and spell.mode_costs else ("",)


def graveyard_cost(card: CardDef) -> tuple[bool, str]:
    """How a card is cast from its graveyard: with flashback (True, CR 702.34a; with the cost
    its flashback cost pays with objects, "sacrifice a mountain", 118.9), else with retrace,
    discarding a land card as an additional cost (``DISCARD_LAND``, 702.81a), else with
    jump-start, for its mana cost and a card discarded, exiled as it leaves the stack (True:
    ``Permanent.flashback``, 702.133a); a split card's half with aftermath for its mana cost,
    exiled as it leaves the stack too (702.127a)."""
    if (AFTERMATH, "") in card.params:
        return True, ""
    if spell_param(card, FLASHBACK):
        return True, flashback_parts(card)[1]
    return (True, DISCARD_CARD) if (JUMP_START, "") in card.params else (False, DISCARD_LAND)


def graveyard_mana(card: CardDef) -> str:
    """The mana cost as printed of casting ``card`` from its graveyard: its flashback cost's
    mana (CR 702.34a), else its mana cost (retrace 702.81a, jump-start 702.133a)."""
    return flashback_parts(card)[0] if spell_param(card, FLASHBACK) else card.cost
