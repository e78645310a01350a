"""Compile a combat position into data the legality search works on (CR 508.1, 509.1).

A declaration is a set of assignments ("X attacks Y", "X blocks Y"). For each creature that
could take part, the compiler lists its *moves* — the sets of assignments it may make on its
own (attack one player or planeswalker; block one attacker, or several if it can block
additional creatures) — after every restriction that concerns that creature alone (tapped,
summoning sickness, defender, flying, protection, "creatures can't attack you", ...). What
remains are the constraints *between* creatures, as data:

* ``Restriction``: a cardinality rule over the whole declaration ("can't attack alone", "no
  more than one creature can block each combat", menace, "can't be blocked by more than one
  creature");
* ``Requirement``: "this creature attacks / blocks that one if able", obeyed when the
  declaration holds one of its ``pairs``; a conditional one ("if a creature you control
  attacks, ~ also attacks if able") exists only in declarations holding one of its
  ``condition`` pairs;
* costs: the mana a move costs (Ghostly Prison, War Cadence, Cowed by Wisdom) and the mana
  each player has to pay them (CR 508.1g-h, 509.1d-e).

New cards add ability phrases (``sim.model.abilities``) that compile to these; the search never
needs to know which card a constraint came from.
"""

from __future__ import annotations

import itertools
from collections.abc import Iterable, Mapping

import attr
import attrs

from sim.legality.attack_ban_judge import host_barred
from sim.legality.attack_kinds import ATTACK_KINDS, barred
from sim.legality.blocker_kinds import fits
from sim.model.abilities import (
    ATTACK_NEEDS_LAND,
    ATTACK_TAX,
    BLOCK_TAX,
    BLOCKS_SHADOW,
    CANT_BLOCK_ATTACKER,
    CANT_BLOCK_POWER_AT_LEAST,
    HAND_TAX,
    LANDWALK,
    MANA_SPEND_ONLY,
    MANA_WITHOUT_TAP,
    MAX_ATTACKERS,
    MAX_BLOCKERS,
    MUST_BLOCK_ATTACKER,
    NO_ACTIVATIONS,
    NO_ATTACKS,
    NO_ATTACKS_ON_YOU,
    NO_NONMANA_ACTIVATIONS,
    NOT_BY_KEYWORD,
    NOT_BY_LESSER_POWER,
    NOT_BY_POWER_AT_LEAST,
    NOT_BY_POWER_AT_MOST,
    NOT_BY_QUALITY,
    NOT_BY_SUBTYPE,
    ONLY_BY_COLOR,
    ONLY_BY_KEYWORD,
    PROTECTION,
    Static,
)
from sim.model.combat_params import KIN_ONLY, ONLY_BY_KIND
from sim.model.conditional_mana import conditional_mana
from sim.model.could_produce import could_produce
from sim.model.editions import Edition
from sim.model.goad import goaders
from sim.model.granted_mana import granted_mana
from sim.model.keywords import Kw
from sim.model.mana_triggers import triggers as mana_triggers
from sim.model.mana_triggers import widened
from sim.model.objects import Permanent, Zone
from sim.model.protection import quality
from sim.model.qualities import quality_text
from sim.model.ring_verbs import ring_block_problems
from sim.model.spend_limits import free
from sim.model.state import GameState
from sim.model.static_conditions import defending_player as defender_of
from sim.text import KEYWORDS, param_text

Move = tuple[str, ...]


Pair = tuple[str, str]


NO_MOVE: Move = ()


ATTACK = "attackers"


BLOCK = "blockers"


AT_MOST = "at most"


NOT_ALONE = "not alone"


ONLY_ALONE = "only alone"


BLOCK_COUNT = "block count"


UNBOUNDED = 1 << 30


@attrs.frozen(slots=True)
class Restriction:
    """A restriction between creatures. ``scope`` holds the deciding creatures it counts.

    * ``AT_MOST``: at most ``high`` creatures in ``scope`` take part;
    * ``NOT_ALONE``: if ``creature`` takes part, another creature does too;
    * ``ONLY_ALONE``: if ``creature`` takes part, no other creature does;
    * ``BLOCK_COUNT``: the attacker ``creature`` is blocked by no creature, or by between
      ``low`` and ``high`` of them.
    """

    kind: str
    rule: str
    text: str
    creature: str = ""
    scope: frozenset[str] = frozenset()
    low: int = 0
    high: int = UNBOUNDED


@attrs.frozen(slots=True)
class Requirement:
    """One requirement (CR 508.1d, 509.1c): obeyed when the declaration holds one of ``pairs``.
    With a ``condition``, it exists only in declarations holding one of those pairs."""

    rule: str
    text: str
    pairs: frozenset[Pair]
    condition: frozenset[Pair] = frozenset()

    @property
    def subjects(self) -> frozenset[str]:
        """Every creature the requirement concerns, in ``pairs`` or in ``condition``."""
        return frozenset(c for c, _ in self.pairs) | frozenset(c for c, _ in self.condition)

    def active(self, pairs: Iterable[Pair] | frozenset[Pair]) -> bool:
        """Whether the requirement exists for a declaration holding ``pairs``: always without a
        ``condition``, else when the declaration holds one of its pairs."""
        return not self.condition or not self.condition.isdisjoint(pairs)


@attr.s(auto_attribs=True, order=False, auto_detect=True)  # mypyc: a native class
class Problem:
    """Everything the legality search needs for one declaration step."""

    step: str
    creatures: tuple[str, ...]
    moves: dict[str, tuple[Move, ...]]
    restrictions: list[Restriction]
    requirements: list[Requirement]
    #: cost of each move that has one (a {0} cost is still a cost: CR 508.1d, 509.1c)
    costs: dict[str, dict[Move, int]]
    payer: dict[str, str]
    #: mana a creature's own mana ability can't make once it attacks and taps (508.1f-g)
    mana_lost: dict[str, int]
    available: dict[str, int]

    @property
    def has_costs(self) -> bool:
        """Whether some move has a cost."""
        return any(self.costs.values())

    def cost_of(self, creature: str, move: Move) -> int | None:
        """The mana ``creature`` pays to make ``move``, or None when that move has no cost."""
        return self.costs.get(creature, {}).get(move)


def defending_player(state: GameState, attacker: str) -> str | None:
    """The player the attacker attacks, or who controls the planeswalker it attacks (506.2;
    ``sim.model.static_conditions.defending_player``, which "defending player controls ..."
    conditions read too)."""
    return defender_of(state, attacker) or None


def controls_land(state: GameState, player: str | None, kind: str) -> bool:
    """Whether ``player`` controls a land of ``kind``: a land type ("Forest"), a supertype and
    a land type ("Snow Forest"), "Snow", "Legendary", or "Nonbasic" (no Basic supertype) —
    the qualities landwalk names (CR 702.14a-c) and Manta Ray's condition."""
    words = kind.split()
    subtype = words[-1] if words[-1] not in ("Snow", "Legendary", "Nonbasic") else None
    supers = [w for w in words if w in ("Snow", "Legendary")]
    for p in state.battlefield():
        card = p.card
        if p.controller != player or "Land" not in card.types:
            continue
        if subtype is not None and subtype not in card.subtypes:
            continue
        if any(w not in card.supertypes for w in supers):
            continue
        if "Nonbasic" in words and "Basic" in card.supertypes:
            continue
        return True
    return False


def evasion_problems(state: GameState, blocker: str, attacker: str) -> list[tuple[str, str]]:
    """Why ``blocker`` can't block ``attacker`` because of evasion or a per-pair restriction:
    (CR rule, reason) pairs, empty if it can. Of the blocker it reads only its controller,
    card, keywords, parameters and power (``problems.blockable`` groups blockers by these)."""
    out: list[tuple[str, str]] = []
    akw, bkw = state.keywords(attacker), state.keywords(blocker)
    if akw & _EVASION or bkw & _PICKY:
        _evasion_keywords(state, blocker, attacker, akw, bkw, out)
    out += ring_block_problems(state, attacker, blocker)  # the Ring's (CR 701.54c)
    params = state.params(attacker)
    if params:
        bperm = state.permanents[blocker]
        bcard = bperm.card
        bcolors = bcard.color_set
        defender = bperm.controller
        for kind, value in params:
            if kind == PROTECTION:
                if quality(value)(bcard):
                    out.append(("702.16f", f"{attacker!r} has protection from "
                                           f"{quality_text(value)}"))
            elif kind == LANDWALK and controls_land(state, defender, value):
                out.append(("702.14c", f"{attacker!r} has {value.lower()}walk and the defending "
                                       f"player controls a {value}"))
            elif kind == ONLY_BY_COLOR and value not in bcolors:
                out.append(("509.1b", f"{attacker!r} can be blocked only by creatures of "
                                      f"color {value}"))
            elif kind == NOT_BY_SUBTYPE and bcard.has_subtype(value):
                out.append(("509.1b", f"{attacker!r} can't be blocked by {value}s"))
            elif kind == KIN_ONLY and not bcard.has_subtype(value):
                out.append(("509.1b", f"{attacker!r} can't be blocked by non-{value} creatures"))
            elif kind in _BLOCKED_BY and _blocked_by(state, kind, value, blocker, attacker):
                out.append(("509.1b", f"{attacker!r} {param_text((kind, value))}"))
    bparams = state.params(blocker)
    if bparams:
        for kind, value in bparams:
            if kind == CANT_BLOCK_ATTACKER and value == attacker:
                out.append(("509.1b", f"can't block {attacker!r}"))
            elif kind == KIN_ONLY and not state.permanents[attacker].card.has_subtype(value):
                out.append(("509.1b", f"can't block non-{value} creatures"))
            elif kind == CANT_BLOCK_POWER_AT_LEAST and state.power(attacker) >= int(value):
                out.append(("509.1b", f"can't block creatures with power {value} or greater; "
                                      f"{attacker!r} has power {state.power(attacker)}"))
    return out


_BLOCKED_BY = frozenset([NOT_BY_POWER_AT_MOST, NOT_BY_POWER_AT_LEAST, NOT_BY_QUALITY,
                         ONLY_BY_KEYWORD, NOT_BY_KEYWORD, NOT_BY_LESSER_POWER, ONLY_BY_KIND])


def _blocked_by(state: GameState, kind: str, value: str, blocker: str, attacker: str) -> bool:
    """Whether an attacker's "can't be blocked by [creatures like ``blocker``]" restriction
    (509.1b) stops ``blocker``: "by creatures with power N or less" (or "N or greater"), "by
    white creatures", "by artifact creatures", "except by creatures with flying [or reach]",
    "by creatures with flying". Power is read now, as blockers are declared."""
    if kind == NOT_BY_POWER_AT_MOST:
        return state.power(blocker) <= int(value)
    if kind == NOT_BY_POWER_AT_LEAST:
        return state.power(blocker) >= int(value)
    if kind == NOT_BY_LESSER_POWER:  # "creatures with power less than ~'s power can't block it"
        return state.power(blocker) < state.power(attacker)
    if kind == NOT_BY_QUALITY:
        return quality(value)(state.permanents[blocker].card)
    if kind == ONLY_BY_KIND:  # "except by walls and/or creatures with flying"
        return not fits(state, blocker, value)
    mask = 0
    for word in value.split(" or "):
        mask |= int(KEYWORDS[word])
    has = state.keywords(blocker) & mask != 0
    return not has if kind == ONLY_BY_KEYWORD else has


_has = int.__and__


_EVASION = int(Kw.UNBLOCKABLE | Kw.FLYING | Kw.HORSEMANSHIP | Kw.SHADOW | Kw.FEAR | Kw.INTIMIDATE
               | Kw.SKULK)


_PICKY = int(Kw.BLOCKS_ONLY_FLYERS | Kw.SHADOW)


_FLY_OR_REACH = int(Kw.FLYING | Kw.REACH)


_TWO = int(Kw.MENACE | Kw.EXCEPT_BY_TWO)


def _evasion_keywords(state: GameState, blocker: str, attacker: str, akw: int, bkw: int,
                      out: list[tuple[str, str]]) -> None:
    """The keyword evasion abilities (702.9, .13, .28, .31, .36, .118) and "can block only
    creatures with flying"."""
    if _has(akw, Kw.UNBLOCKABLE):
        out.append(("509.1b", f"{attacker!r} can't be blocked"))
    if _has(akw, Kw.FLYING) and not _has(bkw, _FLY_OR_REACH):
        out.append(("702.9b", f"{attacker!r} has flying; this creature has neither flying "
                              "nor reach"))
    if _has(bkw, Kw.BLOCKS_ONLY_FLYERS) and not _has(akw, Kw.FLYING):
        out.append(("509.1b", f"can block only creatures with flying; {attacker!r} has none"))
    if _has(akw, Kw.HORSEMANSHIP) and not _has(bkw, Kw.HORSEMANSHIP):
        out.append(("702.31b", f"{attacker!r} has horsemanship; this creature doesn't"))
    if bool(_has(akw, Kw.SHADOW)) != bool(_has(bkw, Kw.SHADOW)) and not (
            _has(akw, Kw.SHADOW) and _blocks_shadow(state, blocker)):
        out.append(("702.28b", "creatures with shadow block or are blocked only by creatures "
                               "with shadow"))
    bcard, acard = state.permanents[blocker].card, state.permanents[attacker].card
    artifact = "Artifact" in bcard.types
    if _has(akw, Kw.FEAR) and not (artifact or "B" in bcard.color_set):
        out.append(("702.36b", f"{attacker!r} has fear; only artifact or black creatures "
                               "block it"))
    if _has(akw, Kw.INTIMIDATE) and not (artifact or bcard.color_set & acard.color_set):
        out.append(("702.13b", f"{attacker!r} has intimidate; only artifact creatures and "
                               "creatures sharing a color with it block it"))
    if _has(akw, Kw.SKULK) and state.power(blocker) > state.power(attacker):
        out.append(("702.118b", f"{attacker!r} has skulk; this creature has greater power"))


def _blocks_shadow(state: GameState, blocker: str) -> bool:
    """"Can block creatures with shadow as though they didn't have shadow" (702.28c)."""
    return any(kind == BLOCKS_SHADOW for kind, _ in state.params(blocker))


def attack_target_problems(state: GameState, attacker: str, target: str) -> list[tuple[str, str]]:
    """Restrictions on ``attacker`` attacking ``target`` in particular (CR 508.1c)."""
    out: list[tuple[str, str]] = []
    defender = target if target in state.players else state.permanents[target].controller
    for source, static in state.statics():
        if static.rule == NO_ATTACKS:
            out.append(("508.1c", f"creatures can't attack ({source.card.name})"))
        elif static.rule == NO_ATTACKS_ON_YOU and target == source.controller or \
                static.params and host_barred(state, source, static, attacker, target):  # 303.4
            out.append(("508.1c", f"creatures can't attack {target} ({source.card.name})"))
    for kind, value in state.params(attacker):
        if kind == ATTACK_NEEDS_LAND and not controls_land(state, defender, value):
            out.append(("508.1c", f"can't attack unless the defending player controls a "
                                  f"{value}"))
        elif kind in ATTACK_KINDS and barred(state, defender, kind, value):
            out.append(("508.1c", param_text((kind, value))))
    return out


def attack_cost(state: GameState, attacker: str, target: str) -> int | None:
    """The cost to have ``attacker`` attack ``target`` (CR 508.1g), or ``None`` if free."""
    total: int | None = None
    for source, static in state.statics():
        if static.rule == ATTACK_TAX and target == source.controller or \
                static.rule == HAND_TAX and source.attached_to == attacker:
            total = (total or 0) + _tax(state, source, static)
    return total


def block_cost(state: GameState, blocker: str) -> int | None:
    """The cost to have ``blocker`` block (CR 509.1d), or ``None`` if free."""
    total: int | None = None
    for source, static in state.statics():
        if static.rule == BLOCK_TAX or \
                static.rule == HAND_TAX and source.attached_to == blocker:
            total = (total or 0) + _tax(state, source, static)
    return total


def _tax(state: GameState, source: Permanent, static: Static) -> int:
    if static.rule == HAND_TAX:
        return static.amount * len(state.cards(source.controller, Zone.HAND))
    return static.amount


def makes_mana(state: GameState, perm: Permanent,
               granted: Mapping[str, object] | None = None) -> bool:
    """Whether ``perm`` can activate its {T} mana ability now: it has one and is untapped, and
    a creature must be free of summoning sickness or have haste (CR 302.6). Its one mana
    ability without {T} ("Sacrifice ~: Add {C}.", ``MANA_WITHOUT_TAP``) it activates tapped
    or summoning-sick too (302.6 limits only {T} and {Q} costs). ``granted``: the mana
    abilities static abilities grant (``sim.model.granted_mana``, 613.1f), each with {T}."""
    sources = state.static_sources  # 602.5: Arrest's (issue 29, combat); looked at only
    if (state.effects or sources is None or sources and (  # when something may ban it
            sources is not _SEEN[0] or _SEEN[1])) and activation_banned(state, perm, True):
        return False
    if not perm.card.mana_made:
        return granted is not None and perm.id in granted and can_tap_for_mana(state, perm)
    if can_tap_for_mana(state, perm):
        return True
    return len(perm.card.mana_adds) == 1 and (MANA_WITHOUT_TAP, "") in perm.card.params


def activation_banned(state: GameState, perm: Permanent, mana: bool) -> bool:
    """Whether an effect says ``perm``'s activated abilities can't be activated (Arrest's
    "its activated abilities can't be activated": a player can't begin to activate a
    prohibited ability, CR 602.5), its mana abilities too (605.1a) unless it says "unless
    they're mana abilities" (``mana``: the ability is a mana ability)."""
    if not (perm.card.params or _bans_around(state)):
        return False
    return any(kind == NO_ACTIVATIONS or kind == NO_NONMANA_ACTIVATIONS and not mana
               for kind, _ in state.params(perm.id))


_BANS = frozenset((NO_ACTIVATIONS, NO_NONMANA_ACTIVATIONS))


def _bans_around(state: GameState) -> bool:
    """Whether an effect or a static ability on the battlefield may ban activations (a
    quick look before ``activation_banned`` computes a permanent's abilities: mana checks
    ask it of every land). The static abilities' answer is kept for the tuple of their
    sources (``Board.static_sources``, a new tuple whenever they change)."""
    for e in state.effects:
        if e.params:
            for kind, _ in e.params:
                if kind in _BANS:
                    return True
    if not state.statics_present():
        return False
    sources = state.static_sources
    if sources is _SEEN[0]:
        return _SEEN[1] is True
    assert sources is not None
    found = any(not sid or any(kind in _BANS for s in state.permanents[sid].card.statics
                               for kind, _ in s.params) for sid in sources)
    _SEEN[:] = [sources, found]  # ("": resolved abilities' rules, looked at in full)
    return found


#: the last static sources ``_bans_around`` looked at, and its answer
_SEEN: list[object] = [None, False]


def can_tap_for_mana(state: GameState, perm: Permanent) -> bool:
    """Whether ``perm`` may pay a {T} cost now: untapped, and a creature free of summoning
    sickness or with haste (CR 302.6)."""
    return not perm.tapped and not (
        perm.card.is_creature and perm.sick and not state.has(perm.id, Kw.HASTE))


def mana_available(state: GameState, player: str) -> int:
    """Mana ``player`` can spend on attack or block costs: their pool plus the mana abilities of
    permanents they control that can make mana now (``makes_mana``)."""
    granted = granted_mana(state)  # 613.1f: "lands you control have "{T}: Add ...""
    total = state.players[player].mana.total + sum(
        max(perm.card.mana_made, *(sum(w) for w in granted.get(perm.id, ())))
        if perm.id in granted and can_tap_for_mana(state, perm) else perm.card.mana_made
        for perm in state.battlefield()
        if perm.controller == player and makes_mana(state, perm, granted))
    watched = mana_triggers(state)  # 605.1b, 605.4a: what triggered mana abilities add too
    for pid, values in watched.items():
        perm = state.permanents[pid]
        ways = (*perm.card.mana_counts, *granted.get(pid, ()))
        if ways and perm.controller == player and makes_mana(state, perm, granted):
            total += max(sum(w) for w in widened(ways, values)) - max(sum(w) for w in ways)
    # 106.7: one mana of a type another land could produce; 602.5b: a mana ability whose
    # condition holds ("activate only if you control an Island"): from a permanent making
    # no other mana (else counted above, each making at most as much as ``mana_made``)
    made = {pid: 1 for pid in could_produce(state)}
    for pid, ways in conditional_mana(state).items():
        made[pid] = max(made.get(pid, 0), *(sum(w) for w in ways))
    return total + sum(n for pid, n in made.items() if (
        state.permanents[pid].controller == player and not makes_mana(
            state, state.permanents[pid], granted)
        and can_tap_for_mana(state, state.permanents[pid]))) + len(
        free_sources(state, player) - made.keys())


def free_sources(state: GameState, player: str) -> set[str]:
    """The permanents ``player`` controls that can tap now for mana that "can't be spent to
    cast" some spells (CR 106.6, a Powerstone's; ``spend_limits.free``), which pays any other
    cost — attacking and blocking costs too — and which make no other mana, one each."""
    if not state.statics_present():
        return set()
    return {p.id for p, s in state.statics() if s.rule == MANA_SPEND_ONLY
            and p.controller == player and free(next(v for k, v in s.params
                                                     if k == MANA_SPEND_ONLY))
            and not makes_mana(state, p) and can_tap_for_mana(state, p)}


def attack_restrictions(state: GameState, creatures: Iterable[str]) -> list[Restriction]:
    """Restrictions between attackers (CR 508.1c) among ``creatures``: "can't attack alone",
    "can only attack alone", "no more than one creature can attack each combat/turn"."""
    everyone = frozenset(creatures)
    out: list[Restriction] = []
    for c in sorted(everyone):
        kw = state.keywords(c)
        if _has(kw, Kw.CANT_ATTACK_ALONE):
            out.append(Restriction(NOT_ALONE, "508.1c", f"{c} can't attack alone", c, everyone))
        if _has(kw, Kw.ATTACKS_ALONE):
            out.append(Restriction(ONLY_ALONE, "508.1c", f"{c} can only attack alone", c,
                                   everyone))
    return out + _at_most(state, ATTACK, everyone)


def block_restrictions(state: GameState, creatures: Iterable[str],
                       able: Mapping[str, frozenset[str]] | None = None,
                       eligible: Mapping[str, list[str]] | None = None) -> list[Restriction]:
    """Restrictions between blockers (CR 509.1b) among ``creatures``: "can't block alone",
    "no more than one creature can block each combat/turn", and for each attacker how many
    creatures may block it (menace, "except by three or more", "by more than one").
    ``able`` gives the creatures able to block each attacker (the search's scope), or is
    worked out from ``eligible`` (``able_to_block``) only when some attacker has such a
    restriction; without either, every attacker gets its restriction."""
    everyone = frozenset(creatures)
    out: list[Restriction] = []
    for c in sorted(everyone):
        if _has(state.keywords(c), Kw.CANT_BLOCK_ALONE):
            out.append(Restriction(NOT_ALONE, "509.1b", f"{c} can't block alone", c, everyone))
    for a in sorted(state.combat.attackers) if state.combat else []:
        kw = state.keywords(a)
        low = 3 if _has(kw, Kw.EXCEPT_BY_THREE) else 2 if _has(kw, _TWO) else 1
        high = 1 if _has(kw, Kw.ONE_BLOCKER) else UNBOUNDED
        if low == 1 and high == UNBOUNDED:
            continue
        if able is None and eligible is not None:
            able = able_to_block(state, eligible)
        scope = everyone if able is None else able.get(a, frozenset())
        if able is not None and not scope:
            continue
        if low > 1:
            menace = _has(kw, Kw.MENACE) and low == 2
            text = f"{a} has menace and can't be blocked except by two or more creatures" \
                if menace else f"{a} can't be blocked except by {low} or more creatures"
            out.append(Restriction(BLOCK_COUNT, "702.111b" if menace else "509.1b", text, a,
                                   scope, low=low))
        if high < UNBOUNDED and (able is None or high < len(scope)):
            out.append(Restriction(BLOCK_COUNT, "509.1b", f"{a} can't be blocked by more than "
                                   f"{high} creature", a, scope, low=1, high=high))
    return out + _at_most(state, BLOCK, everyone)


def _at_most(state: GameState, step: str, everyone: frozenset[str]) -> list[Restriction]:
    """"No more than N creatures can attack/block each combat (or turn)": in a turn with
    several combats, "each turn" also counts the creatures that attacked or blocked before."""
    rule = MAX_ATTACKERS if step == ATTACK else MAX_BLOCKERS
    out = []
    for source, static in state.statics():
        if static.rule == rule:
            already = {p.id for p in state.creatures()
                       if (p.attacked_this_turn if step == ATTACK else p.blocked_this_turn)} \
                if static.per_turn else set()
            out.append(Restriction(
                AT_MOST, "508.1c" if step == ATTACK else "509.1b",
                f"{static.text} ({source.card.name})",
                scope=everyone - already, high=max(0, static.amount - len(already))))
    return out


def block_capacity(state: GameState, blocker: str) -> int:
    """How many attackers ``blocker`` may block (CR 509.1a; "can block an additional
    creature", "can block any number of creatures")."""
    if state.has(blocker, Kw.BLOCK_ANY):
        return UNBOUNDED
    return 1 + state.instances(blocker, Kw.BLOCK_ADDITIONAL)


def attack_moves(eligible: Mapping[str, list[str]]) -> dict[str, tuple[Move, ...]]:
    """Each creature able to attack (sorted), with its moves: not attacking, then attacking
    each target it may attack on its own, in ``eligible``'s order."""
    return {c: (NO_MOVE, *((t,) for t in eligible[c])) for c in sorted(eligible)}


def block_moves(state: GameState, eligible: Mapping[str, list[str]]
                ) -> dict[str, tuple[Move, ...]]:
    """Each creature able to block (sorted), with its moves: not blocking, then blocking each
    set of attackers it may block at once (its block capacity, CR 509.1a), smaller sets first;
    a move lists its attackers sorted, as declarations do."""
    out: dict[str, tuple[Move, ...]] = {}
    made: dict[tuple[tuple[str, ...], int], tuple[Move, ...]] = {}  # shared by equal options
    for c in sorted(eligible):
        options = tuple(eligible[c])
        cap = min(block_capacity(state, c), len(options))
        moves = made.get((options, cap))
        if moves is None:
            ordered = sorted(options)
            moves = made[options, cap] = (NO_MOVE, *(
                m for k in range(1, cap + 1) for m in itertools.combinations(ordered, k)))
        out[c] = moves
    return out


def able_to_block(state: GameState, eligible: Mapping[str, list[str]]
                  ) -> dict[str, frozenset[str]]:
    """Each attacking creature (sorted), with the creatures of ``eligible`` able to block it."""
    attackers = sorted(state.combat.attackers) if state.combat else []
    able: dict[str, set[str]] = {a: set() for a in attackers}
    for c, options in eligible.items():
        for a in options:
            if a in able:
                able[a].add(c)
    return {a: frozenset(able[a]) for a in attackers}


def compile_attacks(state: GameState, eligible: dict[str, list[str]]) -> Problem:
    """The attack problem, given each creature able to attack and the targets it may attack
    under its own restrictions (CR 508.1a-c)."""
    creatures = tuple(sorted(eligible))
    moves = attack_moves(eligible)
    costs: dict[str, dict[Move, int]] = {}
    for c in creatures:
        priced: dict[Move, int] = {(t,): cost for t in eligible[c]
                  if (cost := attack_cost(state, c, t)) is not None}
        if priced:
            costs[c] = priced
    restrictions = attack_restrictions(state, creatures)
    requirements: list[Requirement] = []
    for c in creatures:
        pairs = frozenset((c, t) for t in eligible[c])
        for _ in range(state.instances(c, Kw.ATTACKS_EACH_COMBAT)):
            requirements.append(Requirement("508.1d", f"{c} attacks each combat if able", pairs))
        for goader in goaders(state, c):  # goad (701.15a-b): each combat, and another player
            requirements.append(Requirement("508.1d", f"{c} is goaded: it attacks each combat "
                                            "if able", pairs))
            requirements.append(Requirement("508.1d", f"{c} is goaded: it attacks a player other "
                                            f"than {goader} if able", frozenset(
                                                (c, t) for t in eligible[c]
                                                if t in state.players and t != goader)))
        if not state.permanents[c].attacked_this_turn or state.rules is Edition.CURRENT:
            for _ in range(state.instances(c, Kw.ATTACKS_EACH_TURN)):
                requirements.append(Requirement("508.1d", f"{c} attacks this turn if able",
                                                pairs))
    for c in creatures:
        controller = state.permanents[c].controller
        allies = [x for x in creatures if state.permanents[x].controller == controller]
        for _ in range(state.instances(c, Kw.ATTACKS_WITH_ANY)):
            requirements.append(Requirement(
                "508.1d", f"{c} attacks if able, since a creature its controller controls "
                          "attacks", frozenset((c, t) for t in eligible[c]),
                frozenset((x, t) for x in allies for t in eligible[x])))
        for _ in range(state.instances(c, Kw.LEADS_ATTACK)):
            for x in allies:
                requirements.append(Requirement(
                    "508.1d", f"{x} attacks if able, since {c} attacks",
                    frozenset((x, t) for t in eligible[x]),
                    frozenset((c, t) for t in eligible[c])))
    return _finish(state, ATTACK, creatures, moves, restrictions, requirements, costs)


def compile_blocks(state: GameState, eligible: dict[str, list[str]]) -> Problem:
    """The block problem, given each creature able to block and the attackers it may block
    under its own and per-pair restrictions (CR 509.1a-b)."""
    creatures = tuple(sorted(eligible))
    moves = block_moves(state, eligible)
    costs: dict[str, dict[Move, int]] = {}
    for c in creatures:
        cost = block_cost(state, c)
        if cost is not None:
            costs[c] = {m: cost for m in moves[c][1:]}
    able = able_to_block(state, eligible)
    restrictions = block_restrictions(state, creatures, able)
    band = _bands(state)
    requirements: list[Requirement] = []
    for c in creatures:
        pairs = frozenset((c, a) for a in eligible[c])
        for _ in range(state.instances(c, Kw.BLOCKS_EACH_COMBAT)):
            requirements.append(Requirement("509.1c", f"{c} blocks each combat if able", pairs))
        for kind, value in sorted(state.params(c)):
            via = frozenset((c, m) for m in band.get(value, (value,)) if m in eligible[c])
            if kind == MUST_BLOCK_ATTACKER and via:
                requirements.append(Requirement("509.1c", f"{c} blocks {value} if able", via))
    for a in able:  # the attackers, sorted
        mates = band.get(a, (a,))
        for _ in range(state.instances(a, Kw.LURE)):
            for c in sorted(frozenset().union(*(able[m] for m in mates))):
                requirements.append(Requirement(
                    "509.1c", f"{c} blocks {a} if able (all creatures able to block {a} do so)",
                    frozenset((c, m) for m in mates if c in able[m])))
        blocks_it = frozenset((c, m) for m in mates for c in able[m])
        if blocks_it:
            for _ in range(state.instances(a, Kw.MUST_BE_BLOCKED)):
                requirements.append(Requirement("509.1c", f"{a} must be blocked if able",
                                                blocks_it))
    return _finish(state, BLOCK, creatures, moves, restrictions, requirements, costs)


def _bands(state: GameState) -> dict[str, tuple[str, ...]]:
    """Each attacker in a band, and its band (CR 702.22c). A creature that blocks one creature
    of a band blocks them all (702.22h), so a block requirement naming an attacker ("X must be
    blocked if able", "all creatures able to block X do so", "Y blocks X if able") is obeyed by
    a block of any creature of X's band, and can be obeyed whenever some creature of the band
    can be blocked: requirements count what the declaration does (509.1c), and blocking X's
    band mate makes X blocked by that same creature. Restrictions are still judged on the
    declared blocks alone (702.22h's example: the swampwalker becomes blocked by a creature
    that could not have blocked it)."""
    combat = state.combat
    if combat is None or not combat.bands:
        return {}
    return {c: band for band in combat.bands for c in band}


_REQUIRES_ATTACK = int(Kw.ATTACKS_EACH_COMBAT | Kw.ATTACKS_EACH_TURN | Kw.ATTACKS_WITH_ANY
                       | Kw.LEADS_ATTACK)


_REQUIRED_BLOCKED = int(Kw.LURE | Kw.MUST_BE_BLOCKED)


_REQUIRES_BLOCK = int(Kw.BLOCKS_EACH_COMBAT)


_COST_RULES = (ATTACK_TAX, BLOCK_TAX, HAND_TAX)


def may_require(state: GameState, step: str) -> bool:
    """Whether any requirement or cost could apply to this step's declaration: if not, a
    declaration is legal as soon as it obeys every restriction, and no search is needed.
    Without static abilities on the battlefield, printed abilities and effects tell at once."""
    if state.statics_present():
        return _may_require(state, step)
    flags = _REQUIRES_ATTACK if step == ATTACK else _REQUIRED_BLOCKED | _REQUIRES_BLOCK
    for e in state.effects:
        if _has(e.add, flags) or e.params:
            return _may_require(state, step)
    battlefield = Zone.BATTLEFIELD
    for p in state.permanents.values():  # ``state.creatures()``, as a plain loop
        card = p.card
        if p.zone is battlefield and card.is_creature and (_has(card.keywords, flags)
                                                            or card.params):
            return True
    return False


def _may_require(state: GameState, step: str) -> bool:
    if any(static.rule in _COST_RULES for _, static in state.statics()):
        return True
    if step == ATTACK:
        return any(_has(state.keywords(p.id), _REQUIRES_ATTACK) or goaders(state, p.id)
                   for p in state.creatures(state.active))
    combat = state.combat
    if combat is None:
        return False
    if any(_has(state.keywords(a), _REQUIRED_BLOCKED) for a in combat.attackers):
        return True
    return any(_has(state.keywords(p.id), _REQUIRES_BLOCK)
               or any(kind == MUST_BLOCK_ATTACKER for kind, _ in state.params(p.id))
               for p in state.creatures() if p.controller != state.active)


def _finish(state: GameState, step: str, creatures: tuple[str, ...],
            moves: dict[str, tuple[Move, ...]], restrictions: list[Restriction],
            requirements: list[Requirement], costs: dict[str, dict[Move, int]]) -> Problem:
    payer = {c: state.permanents[c].controller for c in creatures}
    mana_lost: dict[str, int] = {}
    available: dict[str, int] = {}
    if costs:
        for c in creatures:
            perm = state.permanents[c]
            if step == ATTACK and makes_mana(state, perm) and not state.has(c, Kw.VIGILANCE):
                mana_lost[c] = perm.card.mana_made
            elif step == ATTACK and not state.has(c, Kw.VIGILANCE) and c in free_sources(
                    state, perm.controller):  # 106.6: a Powerstone's mana pays it too
                mana_lost[c] = 1
        available = {p: mana_available(state, p) for p in sorted(set(payer.values()))}
    return Problem(step, creatures, moves, restrictions, requirements, costs, payer, mana_lost,
                   available)
