"""Objects on the stack (CR 405, 113.1): spells, activated abilities and triggered abilities
(``StackItem``), one being cast while its controller chooses modes, X, targets and how to pay
(``Casting``, CR 601.2), and one resolving while it waits for a player's choice
(``Resolving``, 608.2). An aura spell targets what it will enchant (``aura_program``, 303.4a);
divided damage is split among its targets (``divided``, 601.2d).
"""

from __future__ import annotations

from functools import lru_cache

import attrs

from sim.model.abilities import ENCHANT
from sim.model.card import CardDef
from sim.model.cost_parts import CostPart
from sim.model.mana import Mana, ManaCost
from sim.model.programs import Op, Program, TargetSpec

SPELL, ABILITY, TRIGGER = "spell", "ability", "trigger"


#: the controller words of an enchant ability and ``TargetSpec.controller``'s values for them
_ENCHANT_CONTROLLERS = {" you control": "you", " an opponent controls": "opponent",
                        " you don't control": "opponent"}


def enchant_target(value: str) -> TargetSpec:
    """What an Aura with "enchant <value>" targets as it is cast and may be attached to (CR
    702.5a, 303.4a, 303.4d): ``value`` as ``sim.model.abilities.ENCHANT`` holds it ("creature",
    "creature you control", "artifact or creature")."""
    if value in ("player", "opponent"):  # an Aura on a player (303.4, 702.5a): a Curse
        return TargetSpec(f"enchant {value}", frozenset({"player"}),
                          controller="opponent" if value == "opponent" else "")
    controller = ""
    for words, who in _ENCHANT_CONTROLLERS.items():
        if value.endswith(words):
            value, controller = value[:-len(words)], who
    return TargetSpec(f"enchant {value}", frozenset(value.split(" or ")), controller=controller)


def aura_program(card: CardDef) -> Program | None:
    """The target an Aura spell chooses as it is cast: what its enchant ability names (303.4a,
    702.5a); None for an Aura without one the engine reads ("enchant player")."""
    for kind, value in card.params:
        if kind == ENCHANT:
            return _aura_program(value)
    return None


@lru_cache(maxsize=256)
def _aura_program(value: str) -> Program:
    return Program("", targets=(enchant_target(value),))


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
    program: Program
    mode: int = -1
    x: int = 0
    targets: tuple[str, ...] = ()
    that: str | None = None
    #: how divided damage is split among the chosen targets, in their order (601.2d)
    division: tuple[int, ...] = ()
    #: the spell was kicked: its kicker cost was paid (CR 702.33d; "if this spell was kicked")
    kicked: bool = False
    #: the spell was bargained: its bargain cost was paid (CR 702.166b)
    bargained: bool = False
    #: its buyback cost was paid (CR 702.27a): it goes to its owner's hand as it resolves
    buyback: bool = False
    #: a permanent spell's color or creature type chosen as it resolves, the permanent's as it
    #: enters (CR 614.12, ``Permanent.chosen``)
    choice: str = ""
    #: a delayed triggered ability's: how many times ``that`` had changed zones as the
    #: ability was created (``Permanent.moves``); moved since, it is a new object the ability
    #: can't find (CR 603.7c, 400.7). -1: not such an ability
    moves: int = -1
    #: the alternative cost it was cast for (CR 118.9: ``sim.model.abilities.ALTERNATIVES``:
    #: "evoke", "dash", ...), "" for its mana cost
    alt: str = ""
    #: a copy of a spell (CR 707.10): not cast, no card of its own (``source`` is the copied
    #: spell's card, whose characteristics it has); it ceases to exist as it leaves the stack
    #: (707.10a)
    copy: bool = False
    #: how many times its replicate cost was paid (CR 702.56a)
    replicated: int = 0
    #: a spell cast from exile (``sim.rules.exile_cast``): ``REBOUND`` — cast from its owner's
    #: hand with rebound, it is exiled as it resolves (702.88a); ``HASTE`` — a creature spell
    #: cast as its last time counter was removed (suspend, 702.62a) gains haste; "" neither
    exiled_as: str = ""
    #: a permanent spell's riot or unleash answers ("counter", "haste", "none"), the
    #: permanent's as it enters (CR 702.136a, 702.98a; ``sim.rules.riot``)
    entering: tuple[str, ...] = ()
    #: the colors of mana spent to cast it, as letters ("WG"; sunburst, CR 702.44a)
    spent: str = ""
    #: the amount of mana spent to cast it (CR 601.2h: its total cost paid, X's mana too; a
    #: creature tapped for convoke is no mana, 702.51a): "~ enters with a number of +1/+1
    #: counters on it equal to the amount of mana spent to cast it" (``sim.rules.entering_counts``)
    mana_spent: int = 0
    #: the permanents sacrificed to pay its costs (CR 601.2h, 602.2b): "the sacrificed
    #: creature's power" (their last known information, 608.2h; ``sim.rules.fighting``)
    sacrificed: tuple[str, ...] = ()
    #: its offspring cost was paid (CR 702.175a: ``sim.rules.offspring``)
    offspring: bool = False
    #: how many times its squad cost was paid (CR 702.157a: ``sim.rules.offspring``)
    squad: int = 0
    #: how many times its multikicker cost was paid (CR 702.33c; ``kicked`` once it was)
    kicks: int = 0
    #: a delayed triggered ability's tokens "them" names ("create three ... tokens. sacrifice
    #: them at ...", CR 603.7c): those still on the battlefield (a token that left it has
    #: ceased to exist, 704.5d)
    those: tuple[str, ...] = ()
    #: a spell cast from its controller's hand (CR 601.2a: "if you cast it from your hand";
    #: ``sim.rules.entering_counts``); a copy (707.10) was not cast
    from_hand: bool = False

    @property
    def effect(self) -> Program:
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
        copy = " (copy)" if self.copy else ""
        return f"{self.id}: {self.name}{copy}{x}{shown}"


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
    #: the mana sources the player chose to tap, and "N life" when they chose to pay life for
    #: Phyrexian mana (``sim.rules.costs.payments``), when there was a choice; None: the
    #: engine's own (``sim.rules.costs.plan``)
    payment: tuple[str, ...] | None = None
    #: the source is discarded as the cost is paid (cycling, CR 702.29a)
    discard: bool = False
    #: crew's cost (702.122a): the total power the creatures tapped must reach, and those
    #: chosen so far (tapped as the costs are paid, 601.2h)
    crew: int = 0
    crew_tapped: tuple[str, ...] = ()
    #: "Tap N untapped <subtype> you control" (``Cost.tap_creatures``): how many, of which
    #: subtype ("" any creature); those chosen are ``crew_tapped``
    tap_need: int = 0
    tap_subtype: str = ""
    #: the cost's {Q}: the source is untapped as it is paid (CR 107.6, 601.2h)
    untap: bool = False
    #: whether the spell's kicker cost is paid (CR 702.33a, 601.2b): None until chosen
    kick: bool | None = None
    #: whether the spell's offspring cost is paid (CR 702.175a): None until chosen
    offspring: bool | None = None
    #: how many times the spell's squad (or multikicker) cost is paid (CR 702.157a,
    #: 702.33c): None until chosen
    squad: int | None = None
    #: the artifact, enchantment or token sacrificed for bargain (CR 702.166a, 601.2h): ""
    #: not bargained, None until chosen (``sim.rules.bargain``)
    bargain: str | None = None
    #: the creature sacrificed or the card discarded for "as an additional cost to cast this
    #: spell, ..." (601.2b, 601.2h): "" until chosen
    extra: str = ""
    #: what else pays the spell's cost: "convoke", "improvise", "delve" (702.51a, 702.126a,
    #: 702.66a; ``sim.rules.costs.helper_sources``), "" for mana alone
    how: str = ""
    #: the zone a spell is cast from (CR 601.2a): "hand", "graveyard", "exile", ...
    origin: str = "hand"
    #: whether the spell's buyback cost is paid (CR 702.27a, 601.2b): None until chosen
    buyback: bool | None = None
    #: an additional cost of how it is cast (retrace's ``DISCARD_LAND``, 702.81a), paid as the
    #: spell's "as an additional cost" is (``extra``); "" for none
    extra_cost: str = ""
    #: energy counters the cost removes ("Pay {E}{E}", CR 107.14)
    energy: int = 0
    #: the alternative cost chosen (CR 601.2b, 118.9: "" for its mana cost), None until chosen
    alt: str | None = ""
    #: cast without paying its mana cost (cascade, CR 702.85a, 118.9): additional costs
    #: (kicker, buyback, "as an additional cost") are still paid (601.2f), X is 0 (107.3b)
    free: bool = False
    #: how many times the spell's replicate cost is paid (CR 702.56a, 601.2b): None until
    #: chosen
    replicate: int | None = None
    #: the casualty or conspire cost chosen (CR 702.153a, 702.78a; ``sim.rules.copy_costs``):
    #: None until chosen
    copy_cost: str | None = None
    #: an activated ability's cost parts paid with objects (``sim.model.cost_parts``) and
    #: the objects chosen for them so far, in order (602.2b, 601.2h)
    parts: tuple[CostPart, ...] = ()
    part_paid: tuple[str, ...] = ()
    #: the ability is cycling (702.29c: the discard is a cycle)
    cycling: bool = False
    #: the additional cost of the modes chosen (entwine, CR 702.42a; escalate, 702.120a),
    #: part of ``cost`` (``sim.rules.mode_choice.mode_cost``)
    mode_cost: str = ""
    #: the creatures tapped for ``crew`` are other than the source (saddle, CR 702.171a)
    crew_other: bool = False


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
    #: the player did not pay the latest optional cost ("you may pay {1}. if you do, ...", CR
    #: 118.12): the instructions done "if you do" are skipped, those "if you don't" done; or
    #: lost the latest coin flip (CR 705.1: "if you lose the flip, ..." done, ``FLIP_COIN``)
    unpaid: bool = False
    #: the tokens its last token instruction created (``CREATED``: "... attach ~ to it")
    made: tuple[str, ...] = ()
    #: the copies of a spell its running instruction has put on the stack so far (CR 707.10;
    #: ``sim.rules.copies``)
    copies: tuple[str, ...] = ()
    #: the choices of permanents that entered during the resolution, waiting for their
    #: controllers (CR 614.12; ``sim.rules.arriving``): ``kind|permanent id``
    arriving: tuple[str, ...] = ()
    #: the mana its instructions added so far ("this mana": "until end of turn, you don't
    #: lose this mana as steps and phases end", CR 106.4; ``sim.rules.mana_ops``)
    added: Mana = Mana()
    #: the life its latest life-loss instruction made players lose (CR 119.3), for "you gain
    #: life equal to the life lost this way" after it (608.2c; ``GAIN_LOST``)
    lost: int = 0
    #: the damage its source dealt in the latest batch of damage it dealt (CR 120.3), for "you
    #: gain life equal to the damage dealt this way" after it (608.2c; ``GAIN_DEALT``)
    dealt: int = 0
    #: ``index`` as that batch was dealt: the instruction after the one that dealt it
    dealt_by: int = -1
    #: how many permanents its latest destroy instruction destroyed, and ``index`` then (CR
    #: 701.8a: "for each creature destroyed this way", 608.2c)
    destroyed: int = 0
    destroyed_by: int = -1
    #: the total power of the permanents that destroy instruction acted on, each as it last
    #: existed on the battlefield (CR 608.2h, 603.10a: "... equal to their total power")
    destroyed_power: int = 0
    #: the cards its latest mill instruction milled (new objects in graveyards), and ``index``
    #: then (CR 701.13a: "from among the cards milled this way", 608.2c)
    milled: tuple[str, ...] = ()
    milled_by: int = -1
    #: the players who did not pay the latest "unless" cost each player paid for themselves
    #: ("each opponent sacrifices a permanent unless they pay {1}", CR 118.12a)
    unpaid_by: tuple[str, ...] = ()


OPTIONAL, ATTACKED, SOURCE_CHOICE = "optional", "attacked", "source"


#: the permanent a player sacrifices next ("defending player sacrifices N permanents"); whether
#: a player pays ward's cost ("yes" / "no")
SACRIFICE_CHOICE, PAY_CHOICE = "sacrifice", "pay"


#: the land a player returns to its owner's hand ("return a land you control ...")
RETURN_CHOICE = "return"


#: a permanent chosen as an instruction resolves, not targeted (bolster's, CR 701.39a; a
#: ``choose_permanent`` decision)
PERMANENT_CHOICE = "permanent"
#: the mana a resolving "add one mana of any color" adds (CR 106.1, 608.2)
MANA_CHOICE = "mana"


#: where a card looked at goes (scry: "top" / "bottom", CR 701.22a; surveil: "top" /
#: "graveyard", 701.25a); a card by name (the next in an order of library cards, or the card a
#: search finds, "none" to fail to find, 701.23b)
PLACE_CHOICE, CARD_CHOICE = "place", "card"


#: the card a player discards next as an instruction resolves ("target opponent discards a
#: card", CR 701.9a: the discarding player chooses; a ``choose_discard`` decision)
DISCARD_CHOICE = "discard"


#: an optional target slot left empty ("among one or two targets": only one chosen)
NO_TARGET = "none"


#: ``Op.divided`` of X damage divided among a variable target phrase, the last one (its X
#: announced or counted as it is cast: ``sim.text.divided_text``, 601.2b-d)
VARIABLE = -1


def divided(item: StackItem) -> tuple[int, int] | None:
    """``(damage, number of targets chosen)`` for damage divided among targets, or None."""
    for op in item.effect.ops:
        if op.divided:
            among = divided_among(item, op)  # (none: "X damage divided ..." with X = 0)
            return (op.amount * item.x if op.divided == VARIABLE else op.amount, len(among)) \
                if among else None
    return None


def divided_among(item: StackItem, op: Op) -> list[str]:
    """The targets chosen for ``op``'s divided damage, in order (its slots left empty out);
    X damage's are the last target phrase, opened into X slots (601.2c-d)."""
    start = int(op.who.split(":")[1])
    end = len(item.targets) if op.divided == VARIABLE else start + op.divided
    return [t for t in item.targets[start:end] if t != NO_TARGET]


#: the color or creature type a permanent spell's controller chooses as it enters (CR 614.12)
QUALITY_CHOICE = "quality"


@attrs.frozen(slots=True)
class DelayedTrigger:
    """A delayed triggered ability (CR 603.7a), created as a spell or ability resolved,
    waiting in ``GameState.delayed`` for its moment (``moment``: ``NEXT_UPKEEP``,
    ``NEXT_END_STEP``, or ``WHEN_DIES`` — the creature ``that`` dying this turn); it triggers
    once (603.7c) and does ``program``. Its controller and source are those of what created it
    (603.7d-e); ``that`` is the object or player it acts on (``THAT`` / ``THAT_PLAYER``), as it
    was then (``moves``, -1 for a player or none); ``turn`` and ``step`` say when it was
    created."""

    moment: str
    controller: str
    source: str
    name: str
    program: Program
    that: str | None
    moves: int
    turn: int
    step: str
    #: the tokens the instruction that created it made, when it acts on them (CR 603.7c)
    those: tuple[str, ...] = ()
    #: the events it may trigger on begin at this index of ``GameState.events`` (those logged
    #: before it was created can't trigger it, CR 603.7a: ``sim.rules.turn_triggers``)
    since: int = 0
    #: its source's ``Permanent.moves`` as it was created (-1: not a permanent): "~" in it is
    #: that object only (CR 400.7; ``sim.rules.delayed``)
    source_moves: int = -1
