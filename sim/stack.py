"""The stack: casting spells, activating abilities, putting triggers on it, resolving them
(CR 405, 601, 602, 603.3, 608).

An object is put on the stack in steps, each a decision when there is a choice (601.2):
the mode (601.2b, 700.2), X (601.2b, 107.3), then each target (601.2c, 115), then the costs
are paid (601.2g-h; ``sim.costs``). The object being put on the stack waits in
``state.casting`` (a frozen ``Casting``) between decisions, so a position clones at any of
them. Legal-action lists only offer choices that can be completed: a spell with a target is
castable only when a legal target exists (601.2c), and X only goes as high as the mana.

Resolution (608.2) runs the object's ``Program`` (``sim.effect_text``) instruction by
instruction. Targets are checked again first (608.2b): if every target is illegal the object
does nothing and is removed ("countered on resolution"); otherwise an instruction about an
illegal target is skipped and the rest happens. An instruction that deals damage goes through
replacement and prevention effects (``sim.replacement``), which may stop for a player's
choice; the resolution waits in ``state.resolving`` and continues after it.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

import attrs

from sim import effect_text as fx
from sim.abilities import EXILE_IF_DIES, Static
from sim.card import CardDef
from sim.costs import ManaCost, can_pay, max_x, pay, payments
from sim.damage import DamageEvent, damage_event
from sim.destruction import destroy, regenerate
from sim.events import (
    AbilityActivated,
    AbilityTriggered,
    AttackerDeclared,
    CardDrawn,
    CostPaid,
    Countered,
    Died,
    Entered,
    Exiled,
    LifeGained,
    LifeLost,
    Rampaged,
    Sacrificed,
    SpellCast,
    StackResolved,
    StepBegan,
)
from sim.keywords import Kw
from sim.legality import defending_player
from sim.oracle import Activated, restrictions
from sim.replacement import (
    PREVENT,
    REFLECT,
    DamageEffect,
    deal,
    prevent_all_combat_damage,
    prevent_next,
)
from sim.state import (
    DEFENSE,
    LOYALTY,
    MAIN_PHASES,
    MINUS,
    PLUS,
    Duration,
    Effect,
    GameState,
    Permanent,
    Span,
    Step,
    Zone,
)
from sim.targeting import candidates, defender, target_ok
from sim.tokens import create_token, enter_battlefield, token_card

SPELL, ABILITY, TRIGGER = "spell", "ability", "trigger"
_FLASH = int(Kw.FLASH)  # a plain int: IntFlag's ``&`` runs in Python
#: what an Aura with "Enchant creature" targets as it is cast (CR 303.4a, 702.5a)
ENCHANT_CREATURE = fx.TargetSpec("enchant creature")


def aura_program(card_text: str) -> fx.Program | None:
    """The target an Aura spell chooses as it is cast — "Enchant creature" (303.4a, 702.5a);
    None for an Aura with another enchant ability (not modelled)."""
    first = card_text.strip().splitlines()[0].strip().lower() if card_text.strip() else ""
    if first != "enchant creature":
        return None
    return fx.Program("", targets=(ENCHANT_CREATURE,))


@attrs.frozen(slots=True)
class StackItem:
    """A spell, activated ability or triggered ability on the stack (CR 405.1, 113.1).
    ``source`` is the card (a spell) or the permanent the ability comes from; ``that`` the
    creature a trigger is about ("that creature", the blocker flanking shrinks)."""

    id: str
    kind: str
    controller: str
    source: str
    name: str
    program: fx.Program
    mode: int = -1
    x: int = 0
    targets: tuple[str, ...] = ()
    that: str | None = None
    #: how divided damage is split among the chosen targets, in their order (601.2d)
    division: tuple[int, ...] = ()

    @property
    def effect(self) -> fx.Program:
        """What it does: the chosen mode of a modal spell, else the whole program."""
        return self.program.modes[self.mode] if self.mode >= 0 else self.program

    @property
    def chosen(self) -> tuple[str, ...]:
        """The targets chosen, without the optional slots left empty."""
        return tuple(t for t in self.targets if t != NO_TARGET)

    def __str__(self) -> str:
        chosen = self.chosen
        split = f" ({'/'.join(map(str, self.division))})" if len(self.division) > 1 else ""
        shown = f" -> {', '.join(chosen)}{split}" if chosen else ""
        x = f" (X={self.x})" if self.program.uses_x else ""
        return f"{self.id}: {self.name}{x}{shown}"


@attrs.frozen(slots=True)
class Casting:
    """An object being put on the stack, with the choices made so far (CR 601.2, 602.2)."""

    item: StackItem
    cost: ManaCost | None = None
    tap: bool = False
    sacrifice: bool = False
    life: int = 0
    x_chosen: bool = False
    #: a loyalty ability's cost: loyalty counters put on (removed from, when negative) its
    #: source (CR 606.4)
    loyalty: int | None = None
    #: the loyalty cost is −X: X counters are removed, X chosen as it is activated (601.2b)
    loyalty_x: bool = False
    #: the mana sources the player chose to tap (``sim.costs.payments``), when there was a
    #: choice; None: the engine's own (``sim.costs.plan``)
    payment: tuple[str, ...] | None = None


@attrs.frozen(slots=True)
class Resolving:
    """A resolution waiting for a choice (an optional "you may", CR 603.5) or for damage to
    pass through replacement effects: ``index`` is the next instruction."""

    item: StackItem
    index: int = 0
    asked: bool = False
    legal: tuple[str, ...] = ()
    #: the choice it waits for: ``OPTIONAL`` ("you may"), ``ATTACKED`` (what a creature put
    #: onto the battlefield attacking attacks, 508.4) or ``SOURCE`` ("a source of your
    #: choice", 609.7a); "" when it waits for none
    asking: str = ""
    #: the answer to ``ATTACKED`` or ``SOURCE``, used by the instruction that asked
    answer: str = ""
    #: the permanents chosen so far for a ``SACRIFICE_CHOICE`` (sacrificed together once all
    #: are chosen, CR 701.21a)
    chosen: tuple[str, ...] = ()


OPTIONAL, ATTACKED, SOURCE_CHOICE = "optional", "attacked", "source"
#: the permanent a player sacrifices next ("defending player sacrifices N permanents"); whether
#: a player pays ward's cost ("yes" / "no")
SACRIFICE_CHOICE, PAY_CHOICE = "sacrifice", "pay"
#: an optional target slot left empty ("among one or two targets": only one chosen)
NO_TARGET = "none"


# --- what can be cast or activated --------------------------------------------------------

def castable_now(state: GameState, player: str, card_id: str,
                 sources: list[tuple[str, str, int]] | None = None) -> bool:
    """Whether ``player`` may cast ``card_id`` from their hand now: an instant, or a card with
    flash, any time they have priority (CR 117.1a, 702.8a); any other spell — a sorcery, a
    creature, artifact, enchantment or planeswalker — only at sorcery speed (307.1, 301.1,
    302.1, 303.1, 306.1: ``sorcery_speed``); never a land (305.9: lands are played); an
    instant's or sorcery's text one the engine runs, and no Aura (its target on casting,
    303.4a, is not modelled); its mana cost payable (``sources``: the player's mana sources,
    ``sim.costs.mana_sources``, when the caller checks several cards); a legal choice for
    every target of some mode (601.2c)."""
    perm = state.permanents[card_id]
    card = perm.card
    if perm.zone is not Zone.HAND or perm.owner != player:
        return False
    types = card.types
    aura = "Aura" in card.subtypes
    if "Land" in types or aura and aura_program(card.text) is None:
        return False
    instant = "Instant" in types
    if not instant and not card.bits & _FLASH and not sorcery_speed(state, player):
        return False
    if (instant or "Sorcery" in types) and (card.spell is None or not card.spell.runnable):
        return False
    if not can_pay(state, player, ManaCost.parse(card.cost), sources=sources):
        return False
    program = card.spell or (aura_program(card.text) if aura else None) or fx.Program("")
    probe = StackItem("?", SPELL, player, card_id, card.name, program)
    return _some_mode_targetable(state, probe)


def sorcery_speed(state: GameState, player: str) -> bool:
    """CR 307.1: a player may act at sorcery speed in a main phase of their own turn, when
    they have priority and the stack is empty."""
    return state.active == player and state.step in MAIN_PHASES and not state.stack \
        and state.casting is None and state.resolving is None


def _some_mode_targetable(state: GameState, item: StackItem) -> bool:
    program = item.program
    if program.modes:
        return any(_targetable(state, attrs.evolve(item, mode=i)) for i in
                   range(len(program.modes)))
    return _targetable(state, item)


def _targetable(state: GameState, item: StackItem) -> bool:
    return all(spec.optional or candidates(state, spec, item) for spec in item.effect.targets)


def activatable(state: GameState, player: str, source: str, index: int) -> bool:
    """Whether ``player`` may activate ``source``'s activated ability ``index`` now (CR 602.5):
    they control it, its costs can be paid ({T}: untapped, and a creature free of summoning
    sickness or with haste, 302.6; life, 119.4; no part the engine can't pay,
    ``Cost.unpaid``), its timing restrictions hold, it has legal targets."""
    perm = state.permanents[source]
    if perm.zone is not Zone.BATTLEFIELD or perm.controller != player:
        return False
    ability = perm.card.activated[index]
    if ability.program is None or not ability.program.runnable:
        return False
    cost = ability.cost
    if not cost.payable:
        return False  # {Q}, −X, discard: not modelled
    if cost.loyalty is not None and not loyalty_ok(state, player, perm, index):
        return False
    if cost.tap and (perm.tapped or perm.card.is_creature and perm.sick
                     and not state.has(source, Kw.HASTE)):
        return False
    if cost.life and state.players[player].life < cost.life:
        return False  # 119.4: a player can pay life only if their life total is that high
    if not timing_ok(state, player, ability, source, index):
        return False
    if not can_pay(state, player, ManaCost.parse(cost.mana), exclude=source if cost.tap
                   else None):
        return False
    probe = StackItem("?", ABILITY, player, source, ability.text, ability.program)
    return _some_mode_targetable(state, probe)


def loyalty_ok(state: GameState, player: str, perm: Permanent, index: int) -> bool:
    """CR 606.3: a loyalty ability is activated at sorcery speed, and only if none of that
    permanent's loyalty abilities has been activated this turn; 606.4 with 118.3: a cost
    removing loyalty counters needs that many on it."""
    cost = perm.card.activated[index].cost
    if not sorcery_speed(state, player):
        return False
    abilities = perm.card.activated
    if any(source == perm.id and abilities[i].cost.loyalty is not None
           for source, i in state.activations):
        return False
    return (cost.loyalty or 0) >= 0 or perm.counters.get(LOYALTY, 0) >= -(cost.loyalty or 0)


def timing_ok(state: GameState, player: str, ability: Activated, source: str = "",
              index: int = -1) -> bool:
    """The activation restrictions in the ability's text (CR 602.5b): "activate only during an
    opponent's turn", "... during your turn", "... before attackers are declared", "...
    during combat" (the engine plays only combat), "... once each turn" (with ``source`` and
    ``index``: not if it was activated this turn, ``GameState.activations``). "... as a
    sorcery" never holds: the engine plays no main phase (307.1); ``sim.oracle.runs`` lists
    such an ability as not run."""
    said = restrictions(ability)
    if not said:
        return True
    for restriction in said:
        if restriction == "during an opponent's turn" and state.active == player or \
                restriction == "during your turn" and state.active != player or \
                restriction == "before attackers are declared" and \
                state.step is not Step.BEGINNING_OF_COMBAT or \
                restriction == "once each turn" and (source, index) in state.activations:
            return False
        if restriction not in ("during an opponent's turn", "during your turn", "during combat",
                               "before attackers are declared", "once each turn"):
            return False  # "as a sorcery", or one the engine doesn't know
    return True


# --- putting objects on the stack ----------------------------------------------------------

def next_id(state: GameState) -> str:
    state.stack_count += 1
    return f"s{state.stack_count}"


def begin_cast(state: GameState, player: str, card_id: str) -> None:
    """CR 601.2a: the card moves to the stack; the choices follow (``next_choice``)."""
    card = state.permanents[card_id].card
    aura = aura_program(card.text) if "Aura" in card.subtypes else None
    program = card.spell or aura or fx.Program(card.text)
    item = StackItem(next_id(state), SPELL, player, card_id, card.name, program)
    state.move(card_id, Zone.STACK)
    state.casting = Casting(item, ManaCost.parse(card.cost))


def begin_activation(state: GameState, player: str, source: str, index: int) -> None:
    """CR 602.2a: the ability is created on the stack; the choices follow."""
    ability = state.permanents[source].card.activated[index]
    assert ability.program is not None
    cost = ability.cost
    name = f"{source}: {ability.text}"
    item = StackItem(next_id(state), ABILITY, player, source, name, ability.program)
    state.activations = (*state.activations, (source, index))  # "once each turn" (602.5b)
    state.casting = Casting(item, ManaCost.parse(cost.mana), cost.tap, cost.sacrifice,
                            cost.life, loyalty=cost.loyalty, loyalty_x=cost.loyalty_x)


def begin_trigger(state: GameState, item: StackItem) -> None:
    """CR 603.3d: a triggered ability put on the stack: targets are chosen, no costs."""
    state.casting = Casting(item)


def next_choice(state: GameState) -> tuple[str, tuple[str, ...]] | None:
    """The choice the object being put on the stack needs next — ``("mode", options)``,
    ``("x", options)``, ``("target", options)``, ``("divide", options)`` or, last, how to pay
    its mana cost when there are different ways (``("pay", options)``: the sources each way
    taps, 601.2g) — or None when all are made."""
    casting = state.casting
    assert casting is not None
    item = casting.item
    if item.program.modes and item.mode < 0:
        modes = [str(i) for i in range(len(item.program.modes))
                 if _targetable(state, attrs.evolve(item, mode=i))]
        return "mode", tuple(modes)
    if casting.loyalty_x and not casting.x_chosen:  # 601.2b, 602.2b: X for "−X", at most
        # the loyalty counters there are to remove (606.4, 118.3)
        most = state.permanents[item.source].counters.get(LOYALTY, 0)
        return "x", tuple(str(n) for n in range(min(most, 99) + 1))
    if item.effect.uses_x and not casting.x_chosen and casting.cost is not None:
        exclude = item.source if casting.tap else None
        most = max_x(state, item.controller, casting.cost, exclude) if casting.cost.x else 0
        if not casting.cost.x:
            most = 0
        return "x", tuple(str(n) for n in range(min(most, 99) + 1))
    specs = item.effect.targets
    k = len(item.targets)
    if k < len(specs):
        spec = specs[k]
        if not spec.optional:
            return "target", tuple(candidates(state, spec, item))
        taken = item.targets[spec.among:k]  # 115.3: not twice for one "target" phrase
        return "target", (*(c for c in candidates(state, spec, item) if c not in taken),
                          NO_TARGET)
    split = divided(item)
    if split is not None and not item.division:
        amount, n = split
        return "divide", tuple(",".join(map(str, d)) for d in divisions(amount, n))
    if casting.cost is not None and casting.payment is None and item.kind != TRIGGER \
            and casting.cost.total(item.x):
        ways = payments(state, item.controller, casting.cost, item.x,
                        item.source if casting.tap else None)
        if len(ways) > 1:  # 601.2g: which mana abilities to activate, when it matters
            return "pay", tuple(", ".join(way) for way in ways)
    return None


def divided(item: StackItem) -> tuple[int, int] | None:
    """``(damage, number of targets chosen)`` for damage divided among targets, or None."""
    for op in item.effect.ops:
        if op.divided:
            return op.amount, len(_divided_among(item, op))
    return None


def _divided_among(item: StackItem, op: fx.Op) -> list[str]:
    """The targets chosen for ``op``'s divided damage, in order (its slots left empty out)."""
    start = int(op.who.split(":")[1])
    return [t for t in item.targets[start:start + op.divided] if t != NO_TARGET]


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
    if what == "mode":
        state.casting = attrs.evolve(casting, item=attrs.evolve(item, mode=int(value)))
    elif what == "x":
        state.casting = attrs.evolve(casting, item=attrs.evolve(item, x=int(value)),
                                     x_chosen=True)
    elif what == "divide":
        state.casting = attrs.evolve(casting, item=attrs.evolve(
            item, division=tuple(int(v) for v in value.split(","))))
    elif what == "pay":
        state.casting = attrs.evolve(casting, payment=tuple(value.split(", ")))
    else:
        targets = (*item.targets, value)
        if value == NO_TARGET:  # the phrase's later slots stay empty too
            specs = item.effect.targets
            while len(targets) < len(specs) and specs[len(targets)].optional:
                targets += (NO_TARGET,)
        state.casting = attrs.evolve(casting, item=attrs.evolve(item, targets=targets))


def finish(state: GameState) -> StackItem:
    """Pay the costs (CR 601.2g-h, 602.2b) and put the object on the stack; the caster
    receives priority again (117.3c)."""
    casting: Casting | None = state.casting
    assert casting is not None
    item = casting.item
    state.casting = None
    if casting.cost is not None and item.kind != TRIGGER:
        pay(state, item.controller, casting.cost, item.x,
            exclude=item.source if casting.tap else None, using=casting.payment)
    if casting.tap:
        state.permanents[item.source].tapped = True
        state.statics_may_change()
    if casting.life:
        state.players[item.controller].life -= casting.life
        state.changes += 1
    loyalty = -item.x if casting.loyalty_x else casting.loyalty
    if loyalty:  # 606.4: the loyalty counters are put on or removed
        counters = state.permanents[item.source].counters
        counters[LOYALTY] = counters.get(LOYALTY, 0) + loyalty
        state.changes += 1
    if casting.sacrifice:  # 701.21a: to its owner's graveyard; not destruction
        state.move(item.source, Zone.GRAVEYARD)
        state.log(Died, permanent=item.source, reason="sacrificed as a cost (CR 701.21)")
    state.stack.append(item)
    state.version += 1
    if item.kind == SPELL:
        state.log(SpellCast, player=item.controller, card=item.source, name=item.name,
                  item=item.id, targets=item.chosen, x=item.x, mode=item.mode,
                  division=item.division)
    elif item.kind == ABILITY:
        state.log(AbilityActivated, player=item.controller, source=item.source,
                  ability=item.program.text, item=item.id, targets=item.chosen, x=item.x)
    else:
        state.log(AbilityTriggered, player=item.controller, source=item.source,
                  ability=item.name, item=item.id, targets=item.chosen)
    return item


# --- resolution (CR 608) -----------------------------------------------------------------

def start_resolution(state: GameState) -> None:
    """The top object of the stack starts to resolve (CR 608.1): its targets are checked
    (608.2b) and, for a triggered ability, its intervening "if" again (603.4)."""
    item = state.stack.pop()
    state.version += 1
    program = item.effect
    legal = tuple(t for spec, t in zip(program.targets, item.targets, strict=False)
                  if target_ok(state, spec, t, item))
    fizzles = bool(item.chosen) and not legal
    if not fizzles and program.condition and not condition_holds(state, item.controller,
                                                                  program.condition):
        fizzles = True
    if fizzles:
        state.log(StackResolved, item=item.id, name=item.name, countered=True,
                  skipped=item.chosen)
        _finish_spell(state, item, countered=True)
        return
    state.resolving = Resolving(item, 0, False, legal)


def proceed(state: GameState, answer: bool | None = None) -> bool:
    """Go on with ``state.resolving``; False when it stops for a choice or for damage
    waiting on replacement effects (``state.pending`` / ``state.damage_work``)."""
    work = state.resolving
    assert work is not None
    item = work.item
    program = item.effect
    if program.optional and not work.asked:
        if answer is None:
            state.resolving = attrs.evolve(work, asking=OPTIONAL)
            return False  # the caller asks the controller ("you may", 603.5)
        work = state.resolving = attrs.evolve(work, asked=True, asking="")
        if not answer:
            return _done(state, work)
    ops = program.ops
    while work.index < len(ops):
        op = ops[work.index]
        work = state.resolving = attrs.evolve(work, index=work.index + 1)
        if not run_op(state, work, op):
            return False  # a choice: damage resumes at the next instruction, ``asking`` here
        if state.result is not None:
            break
        current = state.resolving  # an instruction may have recorded something in it
        assert current is not None
        work = current
    return _done(state, work)


def _done(state: GameState, work: Resolving) -> bool:
    item = work.item
    state.resolving = None
    skipped = tuple(t for t in item.chosen if t not in work.legal)
    state.log(StackResolved, item=item.id, name=item.name, skipped=skipped)
    _finish_spell(state, item)
    return True


def _finish_spell(state: GameState, item: StackItem, countered: bool = False) -> None:
    """CR 608.2n: an instant or sorcery goes to its owner's graveyard; a permanent spell
    becomes a permanent (608.3) under its controller's control — an Aura attached to the
    creature it targets (608.3a, 303.4f), or, its target illegal, countered on resolution
    into its owner's graveyard (608.3b)."""
    if item.kind != SPELL:
        return
    perm = state.permanents[item.source]
    if perm.zone is not Zone.STACK:
        return
    card = perm.card
    if "Instant" in card.types or "Sorcery" in card.types or countered:
        state.move(item.source, Zone.GRAVEYARD)
    else:
        state.move(item.source, Zone.BATTLEFIELD)
        if "Aura" in card.subtypes and item.chosen:
            perm.attached_to = item.chosen[0]
        perm.controller = item.controller
        perm.sick = True
        if card.is_planeswalker:  # 306.5b: it enters with its printed loyalty
            perm.counters[LOYALTY] = card.loyalty or 0
        if card.is_battle:  # 310.4b: and a battle with its printed defense
            perm.counters[DEFENSE] = card.defense or 0
        state.static_sources = None
        state.log(Entered, permanent=item.source, controller=item.controller)  # 603.6a


def condition_holds(state: GameState, player: str, condition: str) -> bool:
    """Intervening "if" conditions (CR 603.4): delirium (four or more card types among cards
    in your graveyard), threshold (seven or more cards)."""
    graveyard = state.cards(player, Zone.GRAVEYARD)
    if condition == fx.DELIRIUM:
        return len({t for p in graveyard for t in p.card.types}) >= 4
    if condition == fx.THRESHOLD:
        return len(graveyard) >= 7
    return True


def who(state: GameState, work: Resolving, ref: str) -> list[str]:
    """The objects or players an instruction acts on (illegal targets left out, 608.2b)."""
    item = work.item
    if ref == fx.SELF:
        return [item.source]
    if ref == fx.THAT:
        return [] if item.that is None else [item.that]
    if ref == fx.YOU:
        return [item.controller]
    if ref == fx.YOURS:
        return [p.id for p in state.creatures(item.controller)]
    if ref == fx.OPPONENTS:
        return state.opponents(item.controller)
    if ref == fx.DEFENDING:
        defender = defending(state, item)
        return [] if defender is None else [defender]
    if ref == fx.OTHER_ATTACKERS:
        combat = state.combat
        return [] if combat is None else [a for a in combat.attackers if a != item.source]
    if ref == fx.ATTACKED:
        return [p.id for p in state.creatures() if p.attacked_this_turn]
    index = int(ref.split(":")[1])
    if index >= len(item.targets):
        return []
    chosen = item.targets[index]
    return [chosen] if chosen in work.legal else []


def run_op(state: GameState, work: Resolving, op: fx.Op) -> bool:
    """Carry out one instruction; False when its damage waits for a player's choice."""
    item = work.item
    n = op.amount * item.x if op.x else op.amount
    objects = who(state, work, op.who) if op.who else []
    verb = op.verb
    if verb == fx.MODIFY:
        affected = frozenset(o for o in objects if state.is_creature(o))
        if affected:
            mult = item.x if op.x else 1
            params = frozenset((k, item.source if v == fx.SOURCE else v) for k, v in op.params)
            state.add_effect(Effect(affected, Duration(op.duration), op.power * mult,
                                    op.toughness * mult, add=op.add, params=params,
                                    description=item.name))
    elif verb == fx.DAMAGE:
        if op.divided:  # 601.2d, 608.2b: an illegal target's share is not dealt
            shares = [(t, a) for t, a in zip(_divided_among(item, op), item.division,
                                             strict=False) if t in work.legal]
        else:
            shares = [(o, n) for o in objects]
        events = [_damage(state, item, o, a) for o, a in shares if a > 0 and (
            o in state.players or state.is_creature(o) or state.is_planeswalker(o))]
        if events and deal(state, events) is None:
            return False
    elif verb == fx.DESTROY:
        for o in objects:
            if o in state.permanents and state.permanents[o].zone is Zone.BATTLEFIELD:
                destroy(state, o, f"destroyed by {item.name} (CR 701.8)",
                        regenerate_allowed=not op.no_regeneration)
    elif verb == fx.REGENERATE:
        for o in objects:
            if o in state.permanents and state.permanents[o].zone is Zone.BATTLEFIELD:
                regenerate(state, o, item.name)
    elif verb == fx.TOKEN:  # "create two ...": the count, not ``amount`` (111.2, 107.3)
        if not _tokens(state, work, op, op.count * item.x if op.x else op.count):
            return False
    elif verb == fx.SOURCE_SHIELD:
        if not _source_shield(state, work, op):
            return False
    elif verb == fx.FOG:
        prevent_all_combat_damage(state, item.name)
    elif verb == fx.PREVENT:
        for o in objects:
            prevent_next(state, o, n, description=item.name)
    elif verb == fx.GAIN_LIFE:
        for o in objects:
            if o in state.players and n > 0:
                state.players[o].life += n
                state.changes += 1
                state.log(LifeGained, player=o, amount=n, reason=item.name)
    elif verb == fx.DRAW:
        for _ in range(n):
            draw(state, item.controller)
    elif verb in (fx.TAP, fx.UNTAP):
        for o in objects:
            if o in state.permanents and state.permanents[o].zone is Zone.BATTLEFIELD:
                state.permanents[o].tapped = verb == fx.TAP
    elif verb in (fx.COUNTER, fx.MINUS_COUNTER):  # CR 122.1
        _put_counters(state, objects, PLUS if verb == fx.COUNTER else MINUS, n)
    elif verb == fx.RULE:
        state.rule_effects = (*state.rule_effects,
                              (item.source, Static(item.name, rule=op.rule, amount=n)))
        state.static_sources = None
    elif verb == fx.RAMPAGE:
        _rampage(state, item, op)
    elif verb in (fx.EXTRA_COMBAT, fx.EXTRA_TURN):
        _extra(state, op.verb, objects)
    elif not _run_more(state, work, op, objects, n):
        return False
    state.version += 1
    return True


def _extra(state: GameState, verb: str, objects: list[str]) -> None:
    """An additional combat and main phase after this main phase (CR 500.8, 505.1a), or an
    extra turn for each player of ``objects`` (500.7)."""
    from sim import turn  # turn imports this module

    if verb == fx.EXTRA_COMBAT:
        if state.step in MAIN_PHASES:  # "after this main phase": none to follow otherwise
            turn.add_phases(state, ("combat", "main"))
        return
    for o in objects:
        if o in state.players:
            turn.add_turn(state, o)


def _put_counters(state: GameState, objects: list[str], kind: str, n: int) -> None:
    """Put ``n`` +1/+1 or -1/-1 counters on each creature of ``objects`` (CR 122.1)."""
    for o in objects:
        if state.is_creature(o) and n > 0:
            counters = state.permanents[o].counters
            counters[kind] = counters.get(kind, 0) + n
            state.changes += 1


def _run_more(state: GameState, work: Resolving, op: fx.Op, objects: list[str], n: int
              ) -> bool:
    """The instructions of triggered keywords and their kin: life loss, sacrifice, melee,
    undying and persist; False while a sacrifice waits for its choice."""
    item = work.item
    verb = op.verb
    if verb == fx.LOSE_LIFE:
        lose_life(state, objects, n, item.name)
    elif verb == fx.SACRIFICE:
        return _sacrifice(state, work, objects, n)
    elif verb == fx.MELEE:
        _melee(state, item)
    elif verb in (fx.UNDYING, fx.PERSIST):
        _return(state, item, PLUS if verb == fx.UNDYING else MINUS)
    elif verb == fx.WARD:
        return _ward(state, work, n)
    return True


def warded(state: GameState, work: Resolving) -> StackItem | None:
    """The spell or ability a ward trigger counters unless its controller pays (``that``:
    its stack id), if it is still on the stack."""
    return next((i for i in state.stack if i.id == work.item.that), None)


def _ward(state: GameState, work: Resolving, n: int) -> bool:
    """Ward {N} (CR 702.21a): counter the spell or ability that targeted the permanent unless
    its controller pays {N}: a ``PAY_CHOICE`` for that player when they can pay (False while
    it waits); countered without a choice when they can't (118.3, 702.21a)."""
    target = warded(state, work)
    if target is None:
        return True  # it has left the stack
    cost = ManaCost.parse(f"{{{n}}}")
    if can_pay(state, target.controller, cost):
        answer = _answer(state, work, PAY_CHOICE, ("yes", "no"))
        if answer is None:
            return False
        if answer == "yes":
            pay(state, target.controller, cost)
            state.log(CostPaid, player=target.controller, amount=n)
            return True
    counter(state, target, work.item.name)
    return True


def counter(state: GameState, target: StackItem, reason: str) -> None:
    """Counter ``target`` (CR 701.6a): it leaves the stack without resolving; a spell's card
    goes to its owner's graveyard (a permanent spell never enters the battlefield)."""
    state.stack.remove(target)
    if target.kind == SPELL and state.permanents[target.source].zone is Zone.STACK:
        state.move(target.source, Zone.GRAVEYARD)
    state.version += 1
    state.changes += 1
    state.log(Countered, item=target.id, name=target.name, reason=reason)


def defending(state: GameState, item: StackItem) -> str | None:
    """"Defending player" for a resolving ``item`` (CR 506.2): the player the creature the
    trigger is about attacks (or whose planeswalker it attacks), else the source's."""
    combat = state.combat
    if combat is not None and item.that is not None and item.that in combat.attackers:
        return defending_player(state, item.that)
    return defender(state, item)


def lose_life(state: GameState, players: list[str], n: int, reason: str) -> None:
    """CR 119.3: each of ``players`` loses ``n`` life (not damage: nothing prevents it, and
    lifelink has nothing to do with it); a player at 0 or less loses as state-based actions
    are checked (704.5a)."""
    for p in players:
        if p in state.players and n > 0:
            state.players[p].life -= n
            state.changes += 1
            state.log(LifeLost, player=p, amount=n, reason=reason)


def sacrifice_options(state: GameState, work: Resolving) -> tuple[str, tuple[str, ...]]:
    """Who sacrifices for the instruction waiting in ``work``, and the permanents they may
    choose next: those they control on the battlefield, not yet chosen (CR 701.21a)."""
    op = work.item.effect.ops[work.index]
    players = who(state, work, op.who)
    player = players[0] if players else ""
    return player, tuple(p.id for p in state.battlefield()
                         if p.controller == player and p.id not in work.chosen)


def _sacrifice(state: GameState, work: Resolving, players: list[str], n: int) -> bool:
    """"Defending player sacrifices N permanents" (CR 701.21a, 702.86a): the player chooses N
    permanents they control, one ``SACRIFICE_CHOICE`` at a time (all of them without a choice
    when they control N or fewer), then sacrifices them together: each goes to its owner's
    graveyard (a creature or planeswalker dies, 700.4). False while a choice waits."""
    if not players:
        return True
    player = players[0]
    chosen = work.chosen
    while len(chosen) < n:
        options = tuple(p.id for p in state.battlefield()
                        if p.controller == player and p.id not in chosen)
        if len(options) <= n - len(chosen):
            chosen += options  # no choice: every one of them
            break
        work = state.resolving = attrs.evolve(work, chosen=chosen)
        pick = _answer(state, work, SACRIFICE_CHOICE, options)
        if pick is None:
            return False
        chosen += (pick,)
        current = state.resolving
        assert current is not None
        work = current
    state.resolving = attrs.evolve(work, chosen=())
    for pid in chosen:
        state.log(Sacrificed, player=player, permanent=pid, reason=work.item.name)
        exile = state.permanents[pid].card.is_creature and any(
            kind == EXILE_IF_DIES for kind, _ in state.params(pid))
        state.move(pid, Zone.EXILE if exile else Zone.GRAVEYARD)  # 614.1a: exiled instead
        if exile:
            state.log(Exiled, permanent=pid, reason="sacrificed; exiled instead of dying")
        else:
            state.log(Died, permanent=pid, reason=f"sacrificed to {work.item.name} (CR 701.21a)")
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


def _damage(state: GameState, item: StackItem, target: str, amount: int) -> DamageEvent:
    """Noncombat damage from the source (a permanent's ability: its current deathtouch and
    lifelink, 702.2e; a spell: the card itself)."""
    source = state.permanents.get(item.source)
    if source is not None and source.zone is Zone.BATTLEFIELD:
        return damage_event(state, item.source, target, amount, combat=False)
    return DamageEvent(item.source, target, amount, item.controller, combat=False)


def _answer(state: GameState, work: Resolving, asking: str,
            options: tuple[str, ...]) -> str | None:
    """The controller's answer to the choice the running instruction needs (``asking``,
    among ``options``), used up; None when it has not been given: the resolution then waits
    with the instruction to run again once it is (``sim.priority`` asks)."""
    if work.answer in options:
        state.resolving = attrs.evolve(work, answer="")
        return work.answer
    state.resolving = attrs.evolve(work, index=work.index - 1, asking=asking)
    return None


def attack_options(state: GameState, item: StackItem) -> tuple[str, ...]:
    """What a creature ``item`` puts onto the battlefield attacking may attack (CR 508.4): a
    defending player or a planeswalker one controls, the one its source attacks first. None
    outside combat or for a player other than the attacking player (506.3)."""
    combat = state.combat
    if combat is None or item.controller != state.active:
        return ()
    options = [p for d in state.opponents(item.controller)
               for p in (d, *(w.id for w in state.battlefield()
                              if w.controller == d and state.is_planeswalker(w.id)))]
    first = combat.attackers.get(item.source)
    if first in options:
        options.remove(first)
        options.insert(0, first)
    return tuple(options)


def _tokens(state: GameState, work: Resolving, op: fx.Op, count: int) -> bool:
    """CR 111.2: tokens enter under the controller's control. "Tapped and attacking" (508.4):
    the controller chooses which defending player or planeswalker they attack (an
    ``ATTACKED`` choice when there are several; False while it waits). They were never
    declared as attackers, so "whenever ~ attacks" does not trigger. Outside combat, or for
    a player other than the attacking player, they enter but are not attacking (506.3)."""
    spec = op.token
    assert spec is not None
    item = work.item
    card = token_card(spec.power, spec.toughness, spec.colors, spec.subtypes, spec.keywords)
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
        create_token(state, item.controller, card, count=count, tapped=op.tapped,
                     attacking=attacking)
    return True


def source_options(state: GameState, item: StackItem) -> tuple[str, ...]:
    """The sources "a source of your choice" may be (CR 609.7a): a permanent on the
    battlefield or a spell on the stack (other than ``item``'s own card)."""
    return (*(p.id for p in state.battlefield()),
            *(i.source for i in state.stack if i.kind == SPELL and i.source != item.source))


def _source_shield(state: GameState, work: Resolving, op: fx.Op) -> bool:
    """"The next time a source of your choice would deal damage to you this turn, prevent
    that damage" (CR 609.7a, 615.1a; the source is chosen as it resolves: a ``SOURCE``
    choice, False while it waits), and with Deflecting Palm's "if damage is prevented this
    way, ~ deals that much damage to that source's controller" (``op.rule`` REFLECT_BACK) a
    reflection (615.5): the spell deals the damage prevented."""
    item = work.item
    options = source_options(state, item)
    if not options:
        return True
    source = _answer(state, work, SOURCE_CHOICE, options)
    if source is None:
        return False
    reflect = op.rule == fx.REFLECT_BACK
    name = item.source if item.kind == SPELL else item.name  # the reflection's source
    state.damage_effects.append(DamageEffect(
        name, REFLECT if reflect else PREVENT, to=item.controller, source=source,
        once=True, controller=item.controller,
        description=f"{item.name}: prevent the next damage {source} would deal to "
        f"{item.controller} this turn" + (", and deal that much to its controller"
                                          if reflect else "")))
    state.version += 1
    state.changes += 1
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


def draw(state: GameState, player: str) -> None:
    """CR 121.1: the top card of the library goes to the hand: the cards a scenario lists in
    the library first, then the library of a game (``Player.library``). A player who would
    draw from an empty library in a game loses as state-based actions are next checked
    (121.4, 704.5b); a combat or turn scenario does not model the library, so with none given
    the card drawn is one of unknown characteristics."""
    library = state.cards(player, Zone.LIBRARY)
    owner = state.players[player]
    if library:
        card = library[0].id
        state.permanents[card].zone = Zone.HAND
    elif owner.library:
        top, owner.library = owner.library[0], owner.library[1:]
        card = make_object(state, player, top, Zone.HAND)
    elif state.span is Span.GAME:
        owner.drew_from_empty = True
        state.version += 1
        state.changes += 1
        return
    else:
        card = state.add_unknown_cards(player, Zone.HAND, 1)[0]
    state.version += 1
    state.log(CardDrawn, player=player, card=card)


def make_object(state: GameState, player: str, card: CardDef, zone: Zone) -> str:
    """Make ``card``, one of ``player``'s library cards, an object in ``zone`` (a new object,
    CR 400.7) with the next unused id (``card_id``); returns the id."""
    owner = state.players[player]
    owner.cards_made += 1
    oid = card_id(player, card.name, owner.cards_made)
    while oid in state.permanents:
        owner.cards_made += 1
        oid = card_id(player, card.name, owner.cards_made)
    state.permanents[oid] = Permanent(oid, player, card, zone=zone)
    return oid


def card_id(player: str, name: str, k: int) -> str:
    """The id of ``player``'s ``k``-th library card to become an object, ``a-grizzly-bears-3``:
    readable in logs, and bare in an action's text form."""
    slug = re.sub(r"[^a-z0-9]+", "-", name.lower()).strip("-") or "card"
    return f"{player.lower()}-{slug}-{k}"


def stack_objects(state: GameState) -> Iterator[StackItem]:
    """The stack from the top down."""
    items: list[StackItem] = state.stack
    return reversed(items)


__all__ = ["StackItem", "Casting", "Resolving", "castable_now", "activatable", "candidates",
           "target_ok", "begin_cast", "begin_activation", "begin_trigger", "next_choice",
           "choose", "finish", "start_resolution", "proceed", "condition_holds", "draw",
           "make_object",
           "attack_options", "divided", "divisions", "NO_TARGET", "SPELL", "ABILITY",
           "TRIGGER", "OPTIONAL", "ATTACKED", "SOURCE_CHOICE", "source_options",
           "SACRIFICE_CHOICE", "sacrifice_options", "defending", "lose_life",
           "attacked_opponents", "PAY_CHOICE", "warded", "counter", "card_id",
           "sorcery_speed", "loyalty_ok", "aura_program", "ENCHANT_CREATURE"]
