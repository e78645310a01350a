"""Decisions as data: what the engine waits for, and the lazy list of legal actions for it.

The engine runs until a player must choose, then stops with ``state.decision`` set: who
chooses (``player``), what (``kind``), and a one-line ``prompt``, plus what the choice is
about (the damage request, the creatures to order, the effects to choose among).
``state.legal_actions()`` returns one of the ``LegalActions`` sequences below: ``len`` counts
without listing (the legality engine's count, stars and bars for damage), ``legal[i]`` and
iteration produce ``Action`` values, ``in`` judges one, ``sample(rng)`` draws one uniformly,
``reasons(action)`` says why one is illegal.

The kinds are ``DecisionKind``'s members, each documented there: the declarations of
combat (attackers, bands, blockers; CR 508.1, 509.1), damage assignment orders (2016 rules)
and combat damage assignments (510.1), the order of replacement effects (616.1), priority
(117), the choices made as a spell or ability goes on the stack (modes, X, targets, divided
damage, how to pay; 601.2b-h) or resolves ("you may", what a token attacks, a source, a
sacrifice, ward's payment), the order of triggered abilities (603.3b), and in whole games
discarding to hand size (514.1), mulligans and the cards put on the bottom (103.5). In text a
choice reads ``target none`` (an optional target left empty) or ``divide 2,1`` (divided
damage among the targets in their order).
"""

from __future__ import annotations

import enum
import math
from collections.abc import Iterator, Sequence
from typing import Any

import attrs
import numpy as np
from mypy_extensions import mypyc_attr

from sim.model.actions import Action, Choose, ChooseEffect, OrderDamage
from sim.model.damage_records import DamageEvent, DamageRequest


class DecisionKind(enum.StrEnum):
    """What a decision asks (``Decision.kind``); each value is the kind's name in text and
    JSON. Listed in ``KINDS`` order."""

    #: which creatures attack, and what each attacks (CR 508.1)
    DECLARE_ATTACKERS = "declare_attackers"
    #: the attacking bands (508.1e, 702.22c), asked only when a band is possible
    DECLARE_BANDS = "declare_bands"
    #: which creatures block, and what each blocks (509.1)
    DECLARE_BLOCKERS = "declare_blockers"
    #: an attacker's damage assignment order of its blockers (509.2, rules edition 2016)
    ORDER_BLOCKERS = "order_blockers"
    #: a blocker's damage assignment order of the attackers it blocks (509.3, 2016)
    ORDER_ATTACKERS = "order_attackers"
    #: how a creature assigns its combat damage (510.1)
    ASSIGN_COMBAT_DAMAGE = "assign_combat_damage"
    #: which replacement or prevention effect applies next (616.1)
    ORDER_REPLACEMENTS = "order_replacements"
    #: whether noncombat damage to a player is redirected to a planeswalker (306.7, 2016)
    REDIRECT_DAMAGE = "redirect_damage"
    #: what a player with priority does besides passing: cast, activate, play a land,
    #: resolve a scripted effect (117)
    PRIORITY = "priority"
    #: a modal spell's or ability's mode (601.2b)
    CHOOSE_MODE = "choose_mode"
    #: the value of X (601.2b, 107.3)
    CHOOSE_X = "choose_x"
    #: a target (601.2c); ``target none`` leaves an optional slot empty
    CHOOSE_TARGET = "choose_target"
    #: the order of triggered abilities put on the stack at once (603.3b)
    ORDER_TRIGGERS = "order_triggers"
    #: a resolving "you may" (603.5)
    CHOOSE_OPTIONAL = "choose_optional"
    #: what a creature put onto the battlefield attacking attacks (508.4)
    CHOOSE_ATTACKED = "choose_attacked"
    #: how divided damage is split among the targets (601.2d)
    CHOOSE_DIVISION = "choose_division"
    #: "a source of your choice" as a spell resolves (609.7a)
    CHOOSE_SOURCE = "choose_source"
    #: the next permanent a player sacrifices as an ability resolves (701.21a)
    CHOOSE_SACRIFICE = "choose_sacrifice"
    #: whether a player pays a cost as an ability resolves (ward's {N}, 702.21a)
    CHOOSE_PAY = "choose_pay"
    #: the land a player returns to its owner's hand as an ability resolves (a bounce land's
    #: "return a land you control to its owner's hand", 400.7)
    CHOOSE_RETURN = "choose_return"
    #: a card to discard to hand size (514.1)
    CHOOSE_DISCARD = "choose_discard"
    #: keep an opening hand or take a mulligan (103.5)
    MULLIGAN = "mulligan"
    #: a card to put on the bottom of the library after a mulligan (103.5)
    CHOOSE_BOTTOM = "choose_bottom"
    #: whether a player begins the game with a card of their opening hand on the battlefield
    #: (103.6: "if ~ is in your opening hand, you may begin the game with it on the
    #: battlefield"; ``sim.rules.opening_hand``)
    BEGIN_WITH = "begin_with"
    #: which mana sources to tap for a cost, when ways differ (601.2g-h, 508.1h, 509.1e)
    CHOOSE_PAYMENT = "choose_payment"
    #: where a card looked at goes as an ability resolves: scry's "top" or "bottom" (701.22a),
    #: surveil's "top" or "graveyard" (701.25a)
    CHOOSE_PLACE = "choose_place"
    #: a library card by name as an ability resolves: the next one put on top or on the
    #: bottom in order (701.22a), or the card a search finds, "none" to find none (701.23)
    CHOOSE_CARD = "choose_card"
    #: the next creature tapped to pay a crew cost, until their total power is enough
    #: (702.122a, 601.2h)
    CHOOSE_CREW = "choose_crew"
    #: a cost chosen as a spell is cast: whether to pay its kicker cost ("kicked" / "not
    #: kicked", 702.33a, 601.2b), the creature sacrificed or the card discarded for its
    #: additional cost (601.2h)
    CHOOSE_COST = "choose_cost"
    #: a permanent chosen as an ability resolves, not targeted: bolster's creature among
    #: those tied for the least toughness (CR 701.39a)
    CHOOSE_PERMANENT = "choose_permanent"
    #: the color or creature type chosen as a permanent enters ("as ~ enters, choose a
    #: color", 614.12)
    CHOOSE_QUALITY = "choose_quality"
    #: the mana a resolving spell or ability adds, one of its alternatives ("add one mana of
    #: any color", "add {R} or {G}", CR 106.1, 608.2: chosen as it resolves)
    CHOOSE_MANA = "choose_mana"


#: every kind, in one fixed order (observations and encodings number kinds by it)
KINDS = tuple(DecisionKind)


@attrs.frozen(slots=True)
class Decision:
    """A choice the engine waits for.

    ``defender``: for ``declare_blockers``, the defending player whose creatures block now
    (None: the whole declaration, as under Invasion Plans). ``request``: for
    ``assign_combat_damage``, what the source may assign (``DamageRequest``). ``creature`` and
    ``creatures``: for the order kinds, the creature whose damage assignment order is
    announced and the creatures to order. ``event`` and ``options``: for ``order_replacements``
    and ``redirect_damage``, the damage event and the names of the options. ``options`` also
    names the scripted effects a player may resolve at ``priority``."""

    player: str
    kind: DecisionKind
    prompt: str
    defender: str | None = None
    request: DamageRequest | None = None
    creature: str | None = None
    creatures: tuple[str, ...] = ()
    event: DamageEvent | None = None
    options: tuple[str, ...] = ()

    def __str__(self) -> str:
        return f"{self.player}: {self.prompt}"


@mypyc_attr(allow_interpreted_subclasses=True)  # subclassed outside sim
class LegalActions(Sequence[Action]):
    """The legal actions of one decision (see the module docstring). ``count()`` is exact
    whatever the size; ``len()`` is the same number, but Python's ``len`` cannot exceed
    ``sys.maxsize`` (a huge creature's damage splits can), so code that may meet such spaces
    counts with ``count()``."""

    def size(self) -> int:
        """The number of legal actions, exact at any size (what ``len`` and ``count()`` return)."""
        raise NotImplementedError

    def __len__(self) -> int:
        return self.size()

    def __getitem__(self, index: Any) -> Any:
        raise NotImplementedError

    def reasons(self, action: Action) -> list[str]:
        """Why ``action`` is not legal here (empty when it is)."""
        raise NotImplementedError

    def __contains__(self, action: object) -> bool:
        return isinstance(action, Action) and not self.reasons(action)

    def count(self, value: Any = None) -> int:
        """With no argument, the number of legal actions (exact, of any size)."""
        if value is None:
            return self.size()
        return 1 if value in self else 0

    def sample(self, rng: np.random.Generator) -> Action:
        """A legal action drawn uniformly at random."""
        n = self.size()
        if n == 0:
            raise IndexError("no legal action")
        return self[randbelow(rng, n)]  # type: ignore[no-any-return]

    def _index(self, index: int) -> int:
        n = self.size()
        if index < 0:
            index += n
        if not 0 <= index < n:
            raise IndexError(f"action index {index} out of range ({n} legal)")
        return index


def randbelow(rng: np.random.Generator, n: int) -> int:
    """A uniform integer in ``[0, n)``, exact for any size of ``n`` (``n >= 1``)."""
    if n < 1:
        raise ValueError(f"randbelow needs n >= 1, got {n}")
    if n <= 2**63 - 1:
        return int(rng.integers(n))
    bits = n.bit_length()
    nbytes = (bits + 7) // 8
    while True:  # rejection: accepts with probability > 1/2
        r = int.from_bytes(rng.bytes(nbytes), "little") >> (8 * nbytes - bits)
        if r < n:
            return r


class NoActions(LegalActions):
    """The play is over: nothing is legal."""

    def size(self) -> int:
        """Zero: nothing is legal."""
        return 0

    def __getitem__(self, index: Any) -> Any:
        raise IndexError("no decision is pending: the play is over")

    def reasons(self, action: Action) -> list[str]:
        """Always one reason: no decision is pending."""
        return ["no decision is pending: the play is over"]


class OrderActions(LegalActions):
    """Every damage assignment order of ``creatures`` (CR 509.2-509.3): the permutations, in
    lexicographic order of positions in ``creatures``."""

    def __init__(self, creature: str, creatures: tuple[str, ...], rule: str) -> None:
        self.creature = creature
        self.creatures = creatures
        self.rule = rule

    def size(self) -> int:
        """``len(creatures)!``: one action for each permutation."""
        return math.factorial(len(self.creatures))

    def __getitem__(self, index: Any) -> Any:
        i = self._index(index)
        pool = list(self.creatures)
        order = []
        for k in range(len(pool), 0, -1):
            digit, i = divmod(i, math.factorial(k - 1))
            order.append(pool.pop(digit))
        return OrderDamage(self.creature, tuple(order))

    def reasons(self, action: Action) -> list[str]:
        """Empty for an order of ``creature``'s that lists each of ``creatures`` exactly once;
        otherwise what is wrong, with the rule."""
        if not isinstance(action, OrderDamage) or action.creature != self.creature:
            return [f"expected the damage assignment order of {self.creature} (order "
                    f"{self.creature}: ...), got {action}"]
        if len(action.order) != len(self.creatures) or set(action.order) != set(self.creatures):
            given = ", ".join(action.order) or "(empty)"
            return [f"damage assignment order {given} must list each of "
                    f"{', '.join(self.creatures)} exactly once (CR {self.rule})"]
        return []


class ChoiceActions(LegalActions):
    """A short list of named options (effects to apply, scripted effects to resolve, pass)."""

    def __init__(self, actions: tuple[Action, ...], what: str) -> None:
        self.actions = actions
        self.what = what

    def size(self) -> int:
        """The number of options."""
        return len(self.actions)

    def __getitem__(self, index: Any) -> Any:
        return self.actions[self._index(index)]

    def __iter__(self) -> Iterator[Action]:
        return iter(self.actions)

    def reasons(self, action: Action) -> list[str]:
        """Empty when ``action`` is one of the options; otherwise a reason listing them."""
        if action in self.actions:
            return []
        return [f"{action} is not one of the legal {self.what}: "
                + "; ".join(str(a) for a in self.actions)]


class NumberActions(LegalActions):
    """The numbers ``0 .. n-1`` as ``Choose(what, str(k))`` (X, CR 107.3), without listing
    them."""

    def __init__(self, what: str, n: int) -> None:
        self.what = what
        self.n = n

    def size(self) -> int:
        """``n``: the numbers ``0 .. n-1``."""
        return self.n

    def __getitem__(self, index: Any) -> Any:
        return Choose(self.what, str(self._index(index)))

    def reasons(self, action: Action) -> list[str]:
        """Empty for ``Choose(what, k)`` with ``k`` from 0 to ``n - 1``; else what was expected."""
        if isinstance(action, Choose) and action.what == self.what and \
                action.value.isdigit() and int(action.value) < self.n:
            return []
        return [f"expected {self.what} N with N from 0 to {self.n - 1}, got {action}"]


def effect_choices(options: Sequence[str]) -> ChoiceActions:
    """The legal actions of ``order_replacements`` and ``redirect_damage``: one ``ChooseEffect``
    per option name, in order (CR 616.1)."""
    return ChoiceActions(tuple(ChooseEffect(name) for name in options),
                         "replacement and prevention choices (CR 616.1)")
