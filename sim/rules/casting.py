"""Casting spells and activating abilities (CR 601-602, 606), and putting triggered abilities
on the stack (603.3): what can be cast or activated now (timing, costs, a legal target), and
putting it on the stack in steps, each a decision when there is a choice (601.2): the mode
(601.2b, 700.2), X (601.2b, 107.3), then each target (601.2c, 115), the division of divided
damage (601.2d), then the costs (601.2g-h; ``sim.rules.costs``). The object being put on the
stack waits in ``state.casting`` (a frozen ``Casting``) between decisions, so a position clones
at any of them; legal-action lists only offer choices that can be completed (a spell with a
target is castable only when a legal target exists; X only goes as high as the mana)."""

from __future__ import annotations

from collections.abc import Iterator

import attrs

from sim.legality.constraints import activation_banned
from sim.model.abilities import (
    ADDITIONAL_COST,
    AFFINITY,
    CASUALTY,
    CONSPIRE,
    EMERGE,
    FACE_DOWN,
    FLASHBACK,
    FORETELL,
    JUMP_START,
    LEVEL_COUNTER,
    PAYS_WITH,
    REBOUND,
    REPLICATE,
    RETRACE,
    at_level,
)
from sim.model.card import CardDef
from sim.model.events import (
    AbilityActivated,
    AbilityTriggered,
    Cycled,
    SpellCast,
    Tapped,
)
from sim.model.extra_costs import parts
from sim.model.keyword_abilities import from_hand
from sim.model.keywords import Kw
from sim.model.mana import ManaCost
from sim.model.modes import NO_MODE
from sim.model.objects import LOYALTY, Permanent, Zone
from sim.model.programs import (
    Program,
    is_mana_ability,
)
from sim.model.stack_objects import (
    ABILITY,
    NO_TARGET,
    SPELL,
    TRIGGER,
    Casting,
    StackItem,
    aura_program,
    divided,
)
from sim.model.state import GameState
from sim.model.target_specs import other_than
from sim.model.tracked_sources import tracks_source
from sim.rules import alt_costs, bargain, cost_changes, cost_choices, madness, offspring, x_slots
from sim.rules.activation import (
    crew_options,
    crew_power,
    crew_total,
    loyalty_ok,
    note_activation,
    others,
    sorcery_speed,
    split_second,
    tap_options,
    timing_ok,
)
from sim.rules.cast_limits import may_cast
from sim.rules.cast_options import BUY as BUY
from sim.rules.cast_options import NO_BUY as NO_BUY
from sim.rules.cast_options import buyback_choice, replicate_choice
from sim.rules.chosen import as_enters
from sim.rules.clones import as_copy
from sim.rules.copy_costs import copies_paid, copy_cost_options, pay_copy_cost
from sim.rules.costs import Source, can_pay, max_x, pay, payments
from sim.rules.entering_counts import mana_counted
from sim.rules.exile_play import foretold, may_play, with_encoding
from sim.rules.face_down import cast_face_down
from sim.rules.flash_casting import as_though_flash_now
from sim.rules.kicker_paid import kicked_with, offered
from sim.rules.life import pay_life
from sim.rules.linked_exile import return_linked
from sim.rules.mode_choice import choose_modes, mode_cost, mode_options, targetable
from sim.rules.nth_spells import cast_from, note_cast
from sim.rules.riot import with_entering_choices
from sim.rules.sacrifice import sacrifice_for
from sim.rules.sacrificed import sacrificed_for
from sim.rules.spell_costs import graveyard_cost, least_modes, spell_cost, spell_param
from sim.rules.tap_symbols import pay_symbols, symbols_payable
from sim.rules.targeted_costs import candidates, retarget, unrequired
from sim.rules.x_paid import with_x, x_choices

_FLASH = int(Kw.FLASH)  # a plain int: IntFlag's ``&`` runs in Python


def castable_now(state: GameState, player: str, card_id: str,
                 sources: list[Source] | None = None) -> bool:
    """Whether ``player`` may cast ``card_id`` from their hand now: an instant, a card with
    flash or cast as though it had (``as_though_flash``) any time they have priority (CR
    117.1a, 702.8a), any other at sorcery speed (307.1); its "cast this spell only ..." met
    (601.3: ``may_cast``); never a land (305.9); an instant's or sorcery's text one the engine
    runs, no Aura whose target isn't read (303.4a); its mana cost payable (``sources``: the
    player's mana sources, ``costs.mana_sources``, when the caller checks several cards); a
    legal choice for every target of some mode (601.2c). Also from its owner's graveyard with
    flashback (702.34a), from exile as an effect lets them (601.2, ``exile_play.may_play``)."""
    perm = state.permanents[card_id]
    card = perm.card
    if perm.owner != player or perm.zone is not Zone.HAND and not from_graveyard(perm) and \
            not may_play(state, player, perm):  # 601.2: an effect lets them cast it from exile
        return False
    if state.stack and split_second(state):
        return False  # 702.61a
    types = alt_costs.cast_types(state, player, card)  # (a land cast face down, 702.37c)
    aura = "Aura" in card.subtypes
    if "Land" in types or aura and aura_program(card) is None:
        return False
    instant = "Instant" in types
    if not instant and not card.bits & _FLASH and not sorcery_speed(state, player) and \
            not as_though_flash_now(state, player, card, card_id):  # 702.8a
        return False
    if (instant or "Sorcery" in types) and (card.spell is None or not card.spell.runnable):
        return False
    if not card.params and (not cost_changes.with_params(state) or  # (none: no change)
                            not cost_changes.changes(state, player, card, card_id)):
        if not can_pay(state, player, ManaCost.parse(card.cost), sources=sources, spell=card):
            return False
    else:  # kicker, additional costs, convoke, improvise, delve, affinity (601.2b, 601.2f)
        how = helping(card)
        graveyard = perm.zone is Zone.GRAVEYARD
        flashback, extra = graveyard_cost(card) if graveyard else (False, "")
        # 118.9: its mana cost, or one of its alternative costs (not with flashback, 118.9a)
        ways = (FORETELL,) if foretold(state, perm) else ("",) if perm.zone is not Zone.HAND \
            else alt_costs.cast_ways(state, player, card)  # 702.143a: foretold
        if not any(_cost_ok(state, player, card_id, way, flashback, extra, how,
                            None if how else sources) for way in ways):
            return False
    program = card.spell or (aura_program(card) if aura else None)
    if not program:  # a permanent spell with no target to choose (601.2c): none lacking
        return may_cast(state, player, types, card, card_id)
    probe = StackItem("?", SPELL, player, card_id, card.name, program)
    return may_cast(state, player, types, card, card_id) and _some_mode_targetable(state, probe)


def _cost_ok(state: GameState, player: str, card_id: str, alt: str, flashback: bool,
             extra: str, how: str, sources: list[Source] | None) -> bool:
    """Whether ``player`` can pay the cost of casting ``card_id`` for its alternative cost
    ``alt`` ("" its mana cost; flashback's, ``flashback``): the mana (601.2f-h) and a legal
    choice for each cost paid with objects (601.2h: ``extra`` of how it is cast, its
    additional cost, the alternative cost's own)."""
    card = state.permanents[card_id].card
    _, own, life = alt_costs.alt_parts(card, alt) if alt else ("", "", 0)
    if life and state.players[player].life < life:
        return False  # 119.4: a player pays life only if their life total is that high
    if alt != EMERGE and not any(can_pay(state, player, spell_cost(
            state, player, card, flashback=flashback, alt=alt, modes=modes, source=card_id),
            sources=sources,
            how=how, other_life=life, spell=card) for modes in least_modes(card)):
        return False  # (emerge: what it costs depends on the creature, ``_extra_choices``)
    extra = extra or spell_param(card, ADDITIONAL_COST)  # 601.2h: what pays it
    return all(not what or _extra_choices(state, player, card_id, what, alt=alt, life=life,
                                          flashback=flashback) for what in (extra, own))


def _extra_choices(state: GameState, player: str, card_id: str, what: str,
                   kicked: bool = False, flashback: bool = False, buyback: bool = False,
                   alt: str = "", life: int = 0) -> tuple[str, ...]:
    """What ``player`` may pay the cost ``what`` of the spell ``card_id`` with (601.2h): the
    objects (``extra_options``) — and, a choice between costs ("sacrifice a creature or pay
    {3}{B}", 601.2b), "pay <mana>" when the spell's total cost with that mana added (601.2f,
    with its kicker, buyback, alternative cost) can be paid, "pay N life" when the player has
    that much life (119.4; ``life``: life the cost takes besides)."""
    out: list[str] = []
    card = state.permanents[card_id].card
    for part in parts(what):
        if alt == EMERGE:  # 702.119a, 601.2b: a creature that leaves a cost they can pay
            out += (c for c in extra_options(state, player, card_id, part) if can_pay(
                state, player, spell_cost(state, player, card, kicked, flashback, buyback,
                                          alt, less=_mana_value(state, c), source=card_id),
                spell=card))
        elif not part.startswith("pay "):
            out += extra_options(state, player, card_id, part)
        elif part.endswith(" life"):
            if state.players[player].life >= int(part.split()[1]) + life:
                out.append(part)
        elif can_pay(state, player, spell_cost(state, player, card, kicked, flashback, buyback,
                                               alt, more=part[4:].upper(), source=card_id),
                     other_life=life, spell=card):
            out.append(f"pay {part[4:].upper()}")  # the mana as printed ("pay {3}{B}")
    return tuple(out)


def _mana_value(state: GameState, pid: str) -> int:
    """The mana value of the permanent ``pid`` (CR 202.3: its mana cost's, X as 0); a
    transformed permanent's is its front face's (712.8e)."""
    perm = state.permanents[pid]
    return ManaCost.parse((perm.card if perm.front is None else perm.front).cost).total()


def castable_for(state: GameState, player: str, card_id: str, alt: str) -> bool:
    """Whether ``player`` can cast ``card_id`` now, wherever it is, for the alternative cost
    ``alt`` (madness as its trigger resolves, 702.35a: no timing permission needed, 608.2g):
    a spell the engine runs, the cost payable (601.2f-h), a legal target for some mode
    (601.2c)."""
    card = state.permanents[card_id].card
    aura = "Aura" in card.subtypes
    if "Land" in card.types or aura and aura_program(card) is None:
        return False
    if ("Instant" in card.types or "Sorcery" in card.types) and (
            card.spell is None or not card.spell.runnable):
        return False
    if not _cost_ok(state, player, card_id, alt, False, "", helping(card), None):
        return False
    program = card.spell or (aura_program(card) if aura else None) or Program("")
    return may_cast(state, player, card.types, card, card_id) and _some_mode_targetable(
        state, StackItem("?", SPELL, player, card_id, card.name, program))  # 101.2, 601.3


def from_graveyard(perm: Permanent) -> bool:
    """Whether ``perm`` is a card in a graveyard its owner may cast: an instant or sorcery
    with flashback (CR 702.34a), retrace (702.81a), jump-start (702.133a) or aftermath."""
    card = perm.card
    return perm.zone is Zone.GRAVEYARD and bool(card.params) and (
        spell_param(card, FLASHBACK) != "" or (RETRACE, "") in card.params or
        (JUMP_START, "") in card.params or ("aftermath", "") in card.params) and (
        "Instant" in card.types or "Sorcery" in card.types)


def helping(card: CardDef) -> str:
    """What else pays the card's cost as it is paid (601.2g-h): "convoke" (702.51a),
    "improvise" (702.126a), "delve" (702.66a); "" for none (affinity reduces the cost
    instead, ``spell_cost``)."""
    how = spell_param(card, PAYS_WITH) if card.params else ""
    return "" if how == AFFINITY else how


def extra_options(state: GameState, player: str, card_id: str, what: str) -> tuple[str, ...]:
    """What ``player`` may pay the additional cost ``what`` of the spell ``card_id`` with (CR
    601.2b, 601.2h): a creature they control to sacrifice (701.21a), another card in their
    hand to discard (701.9a; the spell itself is on the stack, 601.2a), a land card for
    retrace (702.81a), ... (``sim.rules.alt_costs.extra_options``)."""
    return alt_costs.extra_options(state, player, card_id, what)


#: the answers to kicker's choice (CR 702.33a, 601.2b): pay the kicker cost or not
KICK, NO_KICK = "kicked", "not kicked"
def _cost_choice(state: GameState, casting: Casting, extra: bool) -> tuple[str, ...]:
    """The spell's kicker choice (``extra`` False: ``KICK``/``NO_KICK``, only when the kicked
    cost can be paid, 601.2b, 702.33a) or what pays its additional cost (``extra`` True:
    ``extra_options``, 601.2h); () when there is nothing to choose now."""
    item = casting.item
    card = state.permanents[item.source].card
    if not extra:
        kicker = offered(state, casting) if casting.kick is None else ""  # (kicker_paid)
        flashback = state.permanents[item.source].flashback
        if kicker and casting.cost is not None and can_pay(
                state, item.controller, spell_cost(state, item.controller, card, True,
                                                   flashback, bool(casting.buyback),
                                                   casting.alt or "", free=casting.free,
                                                   replicate=casting.replicate or 0,
                      modes=casting.mode_cost),
                how=casting.how):
            return KICK, NO_KICK
        return ()
    what = (casting.extra_cost or spell_param(card, ADDITIONAL_COST)) if not casting.extra \
        else ""
    if not what or what.endswith(" at random"):
        return ()  # 701.9b: no choice; the card is picked as the cost is paid (``finish``)
    return _extra_choices(state, item.controller, item.source, what, bool(casting.kick),
                          state.permanents[item.source].flashback, bool(casting.buyback),
                          casting.alt or "", casting.life)


def _alt_choice(state: GameState, casting: Casting) -> tuple[str, ...]:
    """The costs the spell may be cast for (CR 601.2b, 118.9): ``alt_costs.MANA_COST`` and
    each alternative cost available now (``alt_costs.alternatives``), those that can be paid
    (``_cost_ok``; 601.2b: a player can't choose a cost they can't pay)."""
    item = casting.item
    player = item.controller
    card = state.permanents[item.source].card
    ways = alt_costs.cast_ways(state, player, card)
    return tuple(way or alt_costs.MANA_COST for way in ways
                 if _cost_ok(state, player, item.source, way, False, "", casting.how, None))


def _some_mode_targetable(state: GameState, item: StackItem) -> bool:
    if item.program.modes:  # 700.2: a mode (or set of modes) whose targets can be chosen
        return bool(mode_options(state, item))
    return targetable(state, item)


def activatable(state: GameState, player: str, source: str, index: int) -> bool:
    """Whether ``player`` may activate ``source``'s activated ability ``index`` now (CR 602.5):
    they control it, its costs can be paid ({T}: untapped, and a creature free of summoning
    sickness or with haste, 302.6; life, 119.4; no part the engine can't pay,
    ``Cost.unpaid``), its timing restrictions hold, it has legal targets. An ability whose
    cost discards the card (cycling, 702.29a) is activated only from its owner's hand, and
    only from there; unearth (702.84a) only from its owner's graveyard."""
    perm = state.permanents[source]
    ability = perm.card.activated[index]
    if state.stack and split_second(state) and not is_mana_ability(ability):
        return False  # 702.61a-b: mana abilities may still be activated
    if from_hand(ability):  # cycling (702.29a), ninjutsu (702.49a)
        if perm.zone is not Zone.HAND or perm.owner != player:
            return False
    elif ability.cost.graveyard:  # unearth (702.84a): from its owner's graveyard only
        if perm.zone is not Zone.GRAVEYARD or perm.owner != player:
            return False
    elif perm.zone is not Zone.BATTLEFIELD or perm.controller != player and not others(perm):
        return False
    if ability.program is None or not ability.program.runnable:
        return False
    if activation_banned(state, perm, is_mana_ability(ability)):  # 602.5 (Arrest)
        return False
    if ability.level is not None and not at_level(perm.counters.get(LEVEL_COUNTER, 0),
                                                  *ability.level):
        return False  # 711.2b-c: printed in a striation its level counters aren't in
    cost = ability.cost
    if not cost.payable:
        return False  # {Q}, −X, discard: not modelled
    if cost.loyalty is not None and not loyalty_ok(state, player, perm, index):
        return False
    if (cost.tap or cost.untap) and not symbols_payable(state, perm, cost):
        return False  # {T}, {Q}: 107.5-107.6, 302.6 (``sim.rules.tap_symbols``)
    if cost.life and state.players[player].life < cost.life:
        return False  # 119.4: a player can pay life only if their life total is that high
    if cost.energy > state.players[player].energy:
        return False  # 107.14, 118.3: only energy the player has
    if cost.crew and crew_power(state, player, source if cost.crew_other else "") < cost.crew:
        return False  # 702.122a: not enough power among their untapped creatures
    if cost.tap_creatures and len(tap_options(state, player, cost.tap_subtype, source if (
            cost.tap or cost.crew_other) else "")) < cost.tap_creatures:  # "another" (601.2h)
        return False  # 601.2h, 118.3: not enough untapped creatures to tap
    if cost.parts and not cost_choices.payable(state, player, source, cost.parts):
        return False  # 602.2b, 601.2h: not the objects the cost needs
    if not timing_ok(state, player, ability, source, index):
        return False
    if not can_pay(state, player, cost_changes.ability_cost(state, perm, cost),
                   exclude=source if cost.tap else None, other_life=cost.life,
                   spell=perm.card, ability=True):  # 106.6: mana for its abilities
        return False
    probe = StackItem("?", ABILITY, player, source, ability.text, ability.program)
    return _some_mode_targetable(state, probe)


def next_id(state: GameState) -> str:
    """A new stack object's id, ``s1``, ``s2``, ... in the order they are made."""
    state.stack_count += 1
    return f"s{state.stack_count}"


def begin_cast(state: GameState, player: str, card_id: str, alt: str = "") -> None:
    """CR 601.2a: the card moves to the stack; the choices follow (``next_choice``). A card
    cast from a graveyard is cast with flashback (702.34a): its flashback cost is paid, and
    the spell is marked to be exiled as it leaves the stack (``Permanent.flashback``); or
    with retrace (702.81a): its mana cost and a land card discarded (``Casting.extra_cost``).
    ``alt``: the alternative cost it is cast for, chosen already (madness, 702.35b)."""
    perm = state.permanents[card_id]
    card = perm.card
    aura = aura_program(card) if "Aura" in card.subtypes else None
    program = with_encoding(perm, as_enters(card, card.spell or aura or Program(card.text)))
    program = with_entering_choices(card, as_copy(card, program))  # riot, unleash; clones
    item = StackItem(next_id(state), SPELL, player, card_id, card.name, program)
    flashback, extra = graveyard_cost(card) if perm.zone is Zone.GRAVEYARD else (False, "")
    if not alt and card.params and foretold(state, perm):
        alt = FORETELL  # 702.143a: cast for its foretell cost, an alternative cost (118.9)
    cost = spell_cost(state, player, card, flashback=flashback, source=card_id) if \
        card.params or cost_changes.changes(state, player, card, card_id) else \
        ManaCost.parse(card.cost)
    origin = str(perm.zone)  # 601.2a: where it is cast from
    state.move(card_id, Zone.STACK)
    perm.flashback = flashback
    casting = Casting(item, cost, how=helping(card), origin=origin, extra_cost=extra)
    if perm.zone is Zone.STACK and origin == str(Zone.HAND) and card.params and \
            alt_costs.has_alternative(card):  # 601.2b, 118.9: which cost it is cast for
        ways = _alt_choice(state, casting)
        casting = attrs.evolve(casting, alt=None if len(ways) > 1 else
                               "" if not ways or ways[0] == alt_costs.MANA_COST else ways[0])
        if casting.alt:
            casting = _for_alt(state, casting, casting.alt)
    if alt:
        casting = _for_alt(state, casting, alt)
    state.casting = casting


def _for_alt(state: GameState, casting: Casting, alt: str) -> Casting:
    """``casting`` cast for the alternative cost ``alt`` (118.9): its cost that cost's mana
    (601.2f), the objects that cost asks for chosen with its additional cost (601.2h)."""
    item = casting.item
    perm = state.permanents[item.source]
    card = perm.card
    if alt == FACE_DOWN and perm.face_down is None:  # 702.37c, 702.168b: cast face down
        casting = cast_face_down(state, casting)
        item, card = casting.item, perm.card
    cost = spell_cost(state, item.controller, card, alt=alt)
    _, extra, life = alt_costs.alt_parts(card, alt)
    return attrs.evolve(casting, item=attrs.evolve(item, alt=alt), alt=alt, cost=cost,
                        extra_cost=extra or casting.extra_cost, life=life)


def castable_free(state: GameState, player: str, card_id: str) -> bool:
    """Whether ``player`` may cast ``card_id`` now without paying its mana cost as a resolving
    instruction lets them (cascade, CR 702.85a; timing permissions don't apply, 608.2g,
    601.2): not a land (305.9), no split second spell on the stack (702.61a), an instant's or
    sorcery's text one the engine runs, an Aura's enchant ability read, its additional cost
    payable (601.2h) and a legal choice for every target of some mode (601.2c)."""
    card = state.permanents[card_id].card
    aura = "Aura" in card.subtypes
    if "Land" in card.types or state.stack and split_second(state) or \
            aura and aura_program(card) is None:
        return False
    if ("Instant" in card.types or "Sorcery" in card.types) and (
            card.spell is None or not card.spell.runnable):
        return False
    extra = spell_param(card, ADDITIONAL_COST) if card.params else ""
    if extra and not _extra_choices(state, player, card_id, extra):
        return False
    program = card.spell or (aura_program(card) if aura else None) or Program("")
    return may_cast(state, player, card.types, card, card_id) and _some_mode_targetable(
        state, StackItem("?", SPELL, player, card_id, card.name, program))  # 101.2, 601.3


def begin_free_cast(state: GameState, player: str, card_id: str) -> None:
    """CR 601.2a, 702.85a: ``player`` begins to cast ``card_id`` (in exile) without paying its
    mana cost (``Casting.free``), as a resolving instruction lets them; its choices follow
    (``next_choice``) once the instruction's resolution is done."""
    perm = state.permanents[card_id]
    card = perm.card
    aura = aura_program(card) if "Aura" in card.subtypes else None
    program = with_encoding(perm, card.spell or aura or Program(card.text))
    item = StackItem(next_id(state), SPELL, player, card_id, card.name, program)
    origin = str(perm.zone)
    state.move(card_id, Zone.STACK)
    perm.flashback = False
    state.casting = Casting(item, ManaCost.parse(""), origin=origin, free=True)


def begin_activation(state: GameState, player: str, source: str, index: int) -> None:
    """CR 602.2a: the ability is created on the stack; the choices follow."""
    ability = state.permanents[source].card.activated[index]
    assert ability.program is not None
    cost = ability.cost
    name = f"{source}: {ability.text}"
    item = StackItem(next_id(state), ABILITY, player, source, name, ability.program,
                     moves=state.permanents[source].moves if tracks_source(ability.program)
                     else -1)  # CR 113.6k, 400.7: the card it returns (``may_ops``)
    note_activation(state, source, index, ability)  # "once each turn", "only once" (602.5b)
    state.casting = Casting(item, cost_changes.ability_cost(state, state.permanents[source],
                                                            cost), cost.tap, cost.sacrifice,
                            cost.life, loyalty=cost.loyalty, loyalty_x=cost.loyalty_x,
                            discard=cost.discard, crew=cost.crew, energy=cost.energy,
                            tap_need=cost.tap_creatures, tap_subtype=cost.tap_subtype,
                            parts=cost.parts, cycling=cost.cycling, crew_other=cost.crew_other,
                            untap=cost.untap)


def _x_spell(state: GameState, item: StackItem) -> bool:
    """Whether X is announced as ``item`` is cast (601.2b, 107.3m) though its effect doesn't
    use X: "~ enters with X +1/+1 [or named] counters on it", an X additional cost (x_paid),
    "... counters on it equal to the amount of mana spent to cast it" (601.2h: X's mana too)."""
    return x_slots.counted(item) or item.kind == SPELL and mana_counted(
        state.permanents[item.source].card) or item.kind == SPELL and any(  # "X target"
        value.split(" ")[0] == "x" and kind.startswith("enters with")  # +1/+1, named, any
        or kind == "additional x cost"  # x_paid
        for kind, value in state.permanents[item.source].card.params)


def begin_trigger(state: GameState, item: StackItem) -> None:
    """CR 603.3d: a triggered ability put on the stack: targets are chosen, no costs."""
    state.casting = Casting(item)


def next_choice(state: GameState) -> tuple[str, tuple[str, ...]] | None:
    """The choice the object being put on the stack needs next — ``("mode", options)``,
    ``("x", options)``, ``("target", options)``, ``("divide", options)``, the next creature
    tapped for a crew cost (``("crew", options)``, 702.122a) or, last, how to pay its mana
    cost when there are different ways (``("pay", options)``: the sources each way taps,
    601.2g) — or None when all are made."""
    casting = state.casting
    assert casting is not None
    item = casting.item
    if casting.alt is None:  # 601.2b, 118.9: its mana cost or an alternative cost
        return "cost", _alt_choice(state, casting)
    if item.program.modes and item.mode < 0:  # 700.2: one mode, or several
        return "mode", mode_options(state, item, lambda extra: _modes_payable(
            state, casting, extra))
    if item.kind == SPELL and casting.kick is None and state.permanents[item.source].card.params:
        kick = _cost_choice(state, casting, False)  # 601.2b: kicker, announced with the mode
        if kick:
            return "cost", kick
    if item.kind == SPELL and casting.offspring is None and offspring.options(state, casting):
        return "cost", offspring.options(state, casting)  # 702.175a: offspring, announced too
    if item.kind == SPELL and casting.squad is None and offspring.squad_options(state, casting):
        return "cost", offspring.squad_options(state, casting)  # 702.157a: squad, too
    if item.kind == SPELL and casting.bargain is None:  # CR 702.166a: bargain, announced too
        offered = bargain.options(state, casting)
        if offered:
            return "cost", offered
    if item.kind == SPELL and casting.buyback is None and \
            state.permanents[item.source].card.params:
        buy = buyback_choice(state, casting)  # 601.2b, 702.27a: buyback, announced too
        if buy:
            return "cost", buy
    if item.kind == SPELL and casting.replicate is None and \
            state.permanents[item.source].card.params:
        times = replicate_choice(state, casting)  # 601.2b, 702.56a: announced too
        if times:
            return "cost", times
        paying = copy_cost_options(state, casting)  # 702.153a, 702.78a: casualty, conspire
        if paying:
            return "cost", paying
    if casting.loyalty_x and not casting.x_chosen:  # 601.2b, 602.2b: X for "−X", at most
        # the loyalty counters there are to remove (606.4, 118.3)
        most = state.permanents[item.source].counters.get(LOYALTY, 0)
        return "x", tuple(str(n) for n in range(min(most, 99) + 1))
    if (item.effect.uses_x or _x_spell(state, item)) and not casting.x_chosen \
            and casting.cost is not None:
        exclude = item.source if casting.tap else None
        most = max_x(state, item.controller, casting.cost, exclude, casting.life, casting.how) \
            if casting.cost.x else 0
        if not casting.cost.x:  # "remove any number of storage counters from ~" (601.2b)
            most = cost_choices.removable(state, casting)
        left = leftover(state, casting) if casting.cost.x else 0
        while left and most < 99 and can_pay(state, item.controller, _with_x(
                casting.cost, most + 1, left), exclude=exclude, how=casting.how):
            most += 1  # 601.2f: the reduction left pays some of X's generic mana
        return "x", x_choices(state, casting, most)  # (x_paid: 601.2b, an X cost's bound)
    item = x_slots.opened(state)  # 601.2c: a variable number of targets, now chosen
    specs = item.effect.targets
    k = len(item.targets)
    if k < len(specs):
        spec = specs[k]
        if not spec.optional and not unrequired(spec, item):  # "another target": not the
            other = other_than(specs, item.targets, k)  # earlier ones it is other than (115.3)
            return "target", tuple(c for c in candidates(state, spec, item) if c not in other)
        taken = item.targets[spec.among:k]  # 115.3: not twice for one "target" phrase
        return "target", (*(c for c in candidates(state, spec, item) if c not in taken),
                          NO_TARGET)
    split = divided(item)
    if split is not None and not item.division:
        amount, n = split
        return "divide", tuple(",".join(map(str, d)) for d in divisions(amount, n))
    if casting.crew and crew_total(state, casting.crew_tapped, casting.crew_other) < casting.crew:
        # 702.122a, 601.2h: the creatures tapped for crew's cost, one at a time, until enough
        return "crew", tuple(crew_options(state, item.controller, casting.crew_tapped,
                                          item.source if casting.crew_other else ""))
    if len(casting.crew_tapped) < casting.tap_need:  # 601.2h: the creatures tapped, one by one
        return "crew", tuple(tap_options(state, item.controller, casting.tap_subtype,
                                         item.source if casting.tap or casting.crew_other else "",
                                         casting.crew_tapped))
    if casting.parts:  # 601.2h: the objects an activated ability's cost parts act on
        part = cost_choices.next_choice(state, casting)
        if part is not None:
            return part
    if item.kind == SPELL and not casting.extra and state.permanents[item.source].card.params:
        extra = _cost_choice(state, casting, True)  # 601.2h: what pays the additional cost
        if extra:
            return "cost", extra
    if casting.cost is not None and casting.payment is None and item.kind != TRIGGER \
            and casting.cost.total(item.x):
        ways = payments(state, item.controller, casting.cost, item.x,  # (bargain's: 702.166a)
                        item.source if casting.tap else casting.bargain or None, casting.life,
                        casting.how)
        if len(ways) > 1:  # 601.2g: which mana abilities to activate, when it matters
            return "pay", tuple(", ".join(way) for way in ways)
    return None


def _modes_payable(state: GameState, casting: Casting, extra: str) -> bool:
    """Whether the spell's total cost with its modes' cost ``extra`` can be paid (601.2b)."""
    cost = _cost_with_modes(state, casting, extra)
    return cost is None or can_pay(state, casting.item.controller, cost, how=casting.how)


def _cost_with_modes(state: GameState, casting: Casting, extra: str) -> ManaCost | None:
    """The spell's total cost with ``extra``, its modes' additional cost (CR 601.2f)."""
    item = casting.item
    if not extra or item.kind != SPELL:
        return casting.cost
    perm = state.permanents[item.source]
    return spell_cost(state, item.controller, perm.card, False, perm.flashback, False,
                      casting.alt or "", free=casting.free, modes=extra)


def leftover(state: GameState, casting: Casting) -> int:
    """The generic mana a cost reduction takes from a spell beyond its fixed generic mana (CR
    601.2f), which it takes from the generic mana its {X} stands for once X is chosen."""
    item = casting.item
    if item.kind != SPELL:
        return 0
    perm = state.permanents[item.source]
    card = perm.card
    whole = spell_cost(state, item.controller, card, bool(casting.kick), perm.flashback,
                       bool(casting.buyback), casting.alt or "", changed=False,
                       free=casting.free, replicate=casting.replicate or 0,
                      modes=casting.mode_cost)
    return max(0, -(whole.generic + cost_changes.change(state, item.controller, card)))


def _with_x(cost: ManaCost, x: int, left: int) -> ManaCost:
    """``cost`` with X = ``x`` made generic mana, ``left`` of it taken off (601.2f): the cost
    paid then, X no longer in it (the spell keeps its X)."""
    return attrs.evolve(cost, generic=max(0, cost.generic + cost.x * x - left), x=0, text="")


def divisions(amount: int, n: int) -> Iterator[tuple[int, ...]]:
    """Every way to divide ``amount`` among ``n`` targets, at least 1 each (CR 601.2d)."""
    if n == 1:
        if amount >= 1:
            yield (amount,)
        return
    for first in range(1, amount - n + 2):
        for rest in divisions(amount - first, n - 1):
            yield (first, *rest)


def choose(state: GameState, what: str, value: str) -> None:
    """Record one choice of the object being put on the stack (already checked legal)."""
    casting = state.casting
    assert casting is not None
    item = casting.item
    if what == "mode" and value == NO_MODE:  # 603.3c: no mode chosen: it is removed
        state.casting = None
        state.version += 1
    elif what == "mode":  # 700.2; entwine's or escalate's cost added (702.42a, 702.120a)
        extra = mode_cost(state, item, value)
        state.casting = attrs.evolve(casting, item=choose_modes(state, item, value),
                                     mode_cost=extra, cost=_cost_with_modes(state, casting, extra))
    elif what == "x":
        left = leftover(state, casting) if casting.cost is not None and casting.cost.x else 0
        cost = _with_x(casting.cost, int(value), left) if left and casting.cost else \
            casting.cost
        state.casting = with_x(state, attrs.evolve(  # 601.2b: an X cost (x_paid)
            casting, item=attrs.evolve(item, x=int(value)), x_chosen=True, cost=cost))
    elif what == "divide":
        state.casting = attrs.evolve(casting, item=attrs.evolve(
            item, division=tuple(int(v) for v in value.split(","))))
    elif what == "pay":
        state.casting = attrs.evolve(casting, payment=tuple(value.split(", ")))
    elif what == "crew":
        state.casting = attrs.evolve(casting, crew_tapped=(*casting.crew_tapped, value))
    elif what == "cost" and casting.alt is None:  # 601.2b, 118.9: the cost it is cast for
        state.casting = attrs.evolve(casting, alt="") if value == alt_costs.MANA_COST else \
            _for_alt(state, casting, value)
    elif what == "cost" and casting.parts:  # 601.2h: an object a cost part acts on
        state.casting = attrs.evolve(casting, part_paid=(*casting.part_paid, value))
    elif what == "cost" and value in (KICK, NO_KICK):  # 601.2b, 702.33a: the kicker cost
        kicked = value == KICK
        cost = casting.cost
        if kicked:
            perm = state.permanents[item.source]
            cost = spell_cost(state, item.controller, perm.card, True, perm.flashback,
                              bool(casting.buyback), casting.alt or "",
                              free=casting.free, replicate=casting.replicate or 0,
                      modes=casting.mode_cost)
        state.casting = kicked_with(state, attrs.evolve(  # 118.8: objects, life (kicker_paid)
            casting, item=attrs.evolve(item, kicked=kicked), kick=kicked, cost=cost))
    elif what == "cost" and offspring.answers(state, casting, value):  # 702.175a
        state.casting = offspring.choose(state, casting, value)
    elif what == "cost" and offspring.squad_answers(state, casting, value):  # 702.157a
        state.casting = offspring.choose_squad(state, casting, value)
    elif what == "cost" and bargain.answers(state, casting, value):  # 702.166a
        state.casting = bargain.choose(state, casting, value)
    elif what == "cost" and value in (BUY, NO_BUY):  # 601.2b, 702.27a: the buyback cost
        perm = state.permanents[item.source]
        bought = value == BUY
        cost = spell_cost(state, item.controller, perm.card, bool(casting.kick),
                          perm.flashback, bought, casting.alt or "",
                          free=casting.free, replicate=casting.replicate or 0,
                      modes=casting.mode_cost)
        state.casting = attrs.evolve(casting, item=attrs.evolve(item, buyback=bought),
                                     buyback=bought, cost=cost)
    elif what == "cost" and value.startswith("pay "):  # 601.2b: the cost chosen is mana or
        # life ("sacrifice a creature or pay {3}{B}"), added to the total cost (601.2f)
        perm = state.permanents[item.source]
        if value.endswith(" life"):
            state.casting = attrs.evolve(casting, extra=value,
                                         life=casting.life + int(value.split()[1]))
        else:
            cost = spell_cost(state, item.controller, perm.card, bool(casting.kick),
                              perm.flashback, bool(casting.buyback), casting.alt or "",
                              more=value[4:].upper(),
                              free=casting.free, replicate=casting.replicate or 0,
                      modes=casting.mode_cost)
            state.casting = attrs.evolve(casting, extra=value, cost=cost)
    elif what == "cost" and casting.alt == EMERGE:  # 702.119a: the creature sacrificed, its
        # mana value taken off the total cost (601.2f)
        perm = state.permanents[item.source]
        cost = spell_cost(state, item.controller, perm.card, bool(casting.kick),
                          perm.flashback, bool(casting.buyback), EMERGE,
                          less=_mana_value(state, value), free=casting.free,
                          replicate=casting.replicate or 0,
                      modes=casting.mode_cost)
        state.casting = attrs.evolve(casting, extra=value, cost=cost)
    elif what == "cost" and value.startswith(REPLICATE):  # 601.2b, 702.56a: times paid
        perm = state.permanents[item.source]
        times = int(value.split()[1])
        cost = spell_cost(state, item.controller, perm.card, bool(casting.kick),
                          perm.flashback, bool(casting.buyback), casting.alt or "",
                          free=casting.free, replicate=times, modes=casting.mode_cost)
        state.casting = attrs.evolve(casting, item=attrs.evolve(item, replicated=times),
                                     replicate=times, cost=cost)
    elif what == "cost" and value.startswith((CASUALTY + ":", CONSPIRE + ":")):
        state.casting = attrs.evolve(casting, item=attrs.evolve(
            item, replicated=copies_paid(value)), copy_cost=value)  # 702.153a, 702.78a
    elif what == "cost":  # 601.2h: the creature or card that pays the additional cost
        state.casting = attrs.evolve(casting, extra=value)
    else:
        targets = (*item.targets, value)
        if value == NO_TARGET:  # the phrase's later slots stay empty too
            specs = item.effect.targets
            phrase = specs[len(item.targets)].among  # (not a later phrase's slots)
            while len(targets) < len(specs) and specs[len(targets)].optional and \
                    specs[len(targets)].among == phrase:
                targets += (NO_TARGET,)
        state.casting = retarget(state, casting, targets)  # 601.2c, then 601.2f


def finish(state: GameState) -> StackItem:
    """Pay the costs (CR 601.2g-h, 602.2b) and put the object on the stack; the caster
    receives priority again (117.3c)."""
    casting: Casting | None = state.casting
    assert casting is not None
    item = casting.item
    state.casting = None
    if casting.cost is not None and item.kind != TRIGGER:
        exclude = item.source if casting.tap else casting.bargain or None  # 702.166a
        source = state.permanents[item.source].card  # the spell, or the ability's (106.6)
        before = state.players[item.controller].spell_mana_this_turn
        spent = pay(state, item.controller, casting.cost, item.x, exclude=exclude,
                    using=casting.payment, other_life=casting.life, how=casting.how,
                    spell=source, ability=item.kind != SPELL)  # (how: convoke, delve, ...)
        item = attrs.evolve(item, spent=spent, mana_spent=state.players[  # its colors (702.44a)
            item.controller].spell_mana_this_turn - before)  # and amount (601.2h, 702.51a)
    if casting.extra and not casting.extra.startswith("pay "):  # 601.2h: the objects chosen
        # for its additional or alternative cost (a chosen mana or life cost is paid above)
        card = state.permanents[item.source].card
        alt_costs.pay_extra(state, item, casting.extra_cost or spell_param(card, ADDITIONAL_COST),
                            casting.extra)
    elif item.kind == SPELL and not casting.extra and state.permanents[item.source].card.params:
        what = casting.extra_cost or spell_param(state.permanents[item.source].card,
                                                 ADDITIONAL_COST)
        if what.endswith(" at random"):  # 701.9b: "discard a card at random"
            alt_costs.pay_extra(state, item, what, "")
    if casting.bargain:
        bargain.pay(state, item, casting.bargain)  # CR 702.166a, 601.2h
    if casting.copy_cost:
        pay_copy_cost(state, item, casting.copy_cost)  # 702.153a, 702.78a
    if casting.parts:  # 601.2h: after the mana (601.2g)
        item = cost_choices.pay(state, item, casting.parts, casting.part_paid)
    pay_symbols(state, item.source, casting.tap, casting.untap)  # {T} 701.26a, {Q} 107.6
    if casting.crew_tapped:  # 702.122a: crew's cost, the creatures chosen tapped
        for pid in casting.crew_tapped:
            state.permanents[pid].tapped = True
            state.log(Tapped, permanent=pid)
        state.statics_may_change()
    if casting.life:  # 119.4: paying life is losing it (``sim.rules.life.pay_life``)
        pay_life(state, item.controller, casting.life, item.name)
    if casting.energy:  # 107.14, 122.1: the energy counters removed
        state.players[item.controller].energy -= casting.energy
        state.changes += 1
    loyalty = -item.x if casting.loyalty_x else casting.loyalty
    if loyalty:  # 606.4: the loyalty counters are put on or removed
        counters = state.permanents[item.source].counters
        counters[LOYALTY] = counters.get(LOYALTY, 0) + loyalty
        state.changes += 1
    if casting.sacrifice:  # 701.21a: to its owner's graveyard; not destruction
        sacrifice_for(state, item.controller, (item.source,), item.name)
    if casting.discard:  # 702.29a: cycling's "discard this card", from the hand (701.9a)
        madness.discard(state, item.controller, item.source)  # (702.35a: or to exile)
        if casting.cycling:
            state.log(Cycled, player=item.controller, card=item.source)  # 702.29c
    return_linked(state)  # 610.3: a source sacrificed as a cost returns what it exiled
    item = cast_from(item, casting, sacrificed_for(state, casting))  # ("the sacrificed")
    if item.kind == SPELL and casting.origin == "hand" and \
            (REBOUND, "") in state.permanents[item.source].card.params:
        item = attrs.evolve(item, exiled_as=REBOUND)  # 702.88a: cast from its owner's hand
    state.stack.append(item)
    state.version += 1
    if item.kind == SPELL:
        note_cast(state, item, casting.origin)  # surge (702.117a); "the first ... spell"
        state.log(SpellCast, player=item.controller, card=item.source, name=item.name,
                  item=item.id, targets=item.chosen, x=item.x, mode=item.mode,
                  division=item.division, origin=casting.origin)
    elif item.kind == ABILITY:
        state.log(AbilityActivated, player=item.controller, source=item.source,
                  ability=item.program.text, item=item.id, targets=item.chosen, x=item.x)
    else:
        state.log(AbilityTriggered, player=item.controller, source=item.source,
                  ability=item.name, item=item.id, targets=item.chosen)
    return item
