"""Mana costs of spells and activated abilities, and paying them (CR 107.4, 118, 601.2b-h).

A cost is read once (``ManaCost.parse("{X}{1}{R}")``). It is paid from the player's mana
pool (``Player.mana``: the scenario's ``mana``) and then by activating the mana abilities of
untapped permanents the player controls (605: ``{T}: Add ...``, a basic land type's
intrinsic ability, 305.6). Each activation makes all the mana of one of the source's
alternatives (``CardDef.mana_options``: "{T}: Add {C}{G}" makes a {C} and a {G}; "{T}: Add
{R} or {G}" one of them). Colored symbols take mana of their color, {C} colorless mana,
generic mana any (107.4a-c), {S} mana a snow permanent made (107.4h; the pool's mana, which
the scenario gives, is not from a snow source); a hybrid symbol takes either of its halves
(107.4e: {G/W} a {G} or a {W}, {2/W} a {W} or two generic), a Phyrexian symbol one mana of
its color or 2 life (107.4f; 119.4: only a player whose life total is at least the life paid
may pay it), {X} the value chosen for it (107.3, 601.2b). The legal-action lists only offer
what ``can_pay`` says is affordable, so paying never fails.

The search is exact: the player's choices for the hybrid and Phyrexian symbols
(``hybrid_choices``, 601.2b) are tried in turn, and for each the symbols the pool leaves
unpaid are given sources depth-first, every assignment tried when one fails; generic mana
comes from what is left. ``tests/test_mana_payment.py`` checks ``can_pay``, ``plan``,
``max_x`` and ``payments`` against a brute force over every source's every alternative and
every way to pay the hybrid symbols.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from functools import lru_cache

from sim.legality.constraints import can_tap_for_mana, makes_mana
from sim.model.abilities import MANA_SACRIFICE, MANA_SPEND_ONLY
from sim.model.card import CardDef
from sim.model.conditional_mana import conditional_mana
from sim.model.could_produce import could_produce
from sim.model.events import CostPaid, Died, Exiled, LifeLost, Sacrificed, TappedForMana
from sim.model.granted_mana import granted_mana
from sim.model.mana import COLORS, Mana, ManaCost, hybrid_choices
from sim.model.mana_triggers import triggers as mana_triggers
from sim.model.mana_triggers import widened
from sim.model.objects import Zone
from sim.model.spend_limits import allows, free, spend_parts
from sim.model.state import GameState
from sim.rules.limited_pool import after_payment, limited_bound, paying_for, usable

_GRAVEYARD = Zone.GRAVEYARD

#: a source of mana: its id, the kinds of mana it makes (``CardDef.produces``), the most one
#: activation makes, what each alternative makes as counts of (W, U, B, R, G, C), and
#: whether it is a snow permanent (its mana pays {S}, CR 107.4h)
Source = tuple[str, str, int, tuple[tuple[int, int, int, int, int, int], ...], bool]

#: the index of {S} among the kinds of mana a payment needs (0-5: W, U, B, R, G, C)
_SNOW = 6

#: a payment: the pool left, each source tapped with the mana it made and how much, and the
#: life paid (Phyrexian symbols, CR 107.4f)
Plan = tuple[Mana, list[tuple[str, Mana, int]], int]

#: a way to pay names the life paid for Phyrexian symbols beside the sources it taps
_LIFE = re.compile(r"([0-9]+) life")


def _sources(state: GameState, player: str, exclude: str | None, how: str = "",
             spell: CardDef | None = None, ability: bool = False,
             neutral: bool = False) -> list[Source]:
    """The untapped permanents ``player`` controls that can activate a mana ability now
    (``makes_mana``), those making fewest kinds of mana first (so the flexible ones are kept
    for what only they can pay), then in battlefield order; then, for a spell with convoke,
    improvise or delve (``how``), what else pays it (``helper_sources``); for a spell
    (``spell``, or the one ``player`` is casting) or an ability of ``spell``'s (``ability``,
    or the one ``player`` is activating), the mana abilities whose mana may be spent only on
    such spells or abilities (``limited_sources``, CR 106.6); for neither, the mana that
    "can't be spent to cast" some spells (a Powerstone's, ``spend_limits.free``) — unless
    ``neutral``: sources a spell or ability given later is paid with."""
    granted = granted_mana(state)
    found = [(p.id, p.card.produces, p.card.mana_made, p.card.mana_counts,
              p.card.snow_source) if p.id not in granted or not can_tap_for_mana(state, p)
             else _with_granted(p.card, granted[p.id], p.id) for p in state.battlefield()
             if p.controller == player and p.id != exclude and makes_mana(state, p, granted)]
    if state.statics_present():  # 605.1b: "whenever enchanted land is tapped for mana, ..."
        found = _triggered(state, found)
    found.sort(key=lambda s: len(s[1]))  # stable: battlefield order within a kind
    if how:
        found += helper_sources(state, player, how, {s[0] for s in found})
    if not state.statics_present():
        return found  # no restricted mana nor mana another land could produce (106.6-7)
    found = could_sources(state, player, exclude, found)
    if spell is None:
        spell, ability = paying_for(state, player)
    if spell is None and neutral:
        return found
    return limited_sources(state, player, exclude, found, spell, ability)


def _with_granted(card: CardDef, more: tuple[tuple[int, ...], ...], pid: str) -> Source:
    """A source whose mana abilities include granted ones (layer 6, CR 613.1f,
    ``granted_mana``): its own alternatives and theirs."""
    ways = tuple(dict.fromkeys((*card.mana_counts, *more)))
    counts = tuple((w[0], w[1], w[2], w[3], w[4], w[5]) for w in ways)
    produces = "".join(c for k, c in enumerate(COLORS) if any(w[k] for w in counts))
    return (pid, produces, max(sum(w) for w in counts), counts,
            "Snow" in card.supertypes)  # a snow permanent's mana pays {S} (107.4h)


def _triggered(state: GameState, found: list[Source]) -> list[Source]:
    """``found`` with the mana triggered mana abilities add as each source is tapped for mana
    (CR 605.1b, 605.4a, 106.12a: ``sim.model.mana_triggers``): each alternative widened."""
    watched = mana_triggers(state)
    if not watched:
        return found
    out = []
    for s in found:
        if s[0] not in watched:
            out.append(s)
            continue
        counts = widened(s[3], watched[s[0]])
        produces = "".join(c for k, c in enumerate(COLORS) if any(w[k] for w in counts))
        out.append((s[0], produces, max(sum(w) for w in counts), counts, s[4]))
    return out


def mana_sources(state: GameState, player: str, exclude: str | None = None,
                 how: str = "") -> list[Source]:
    """The sources ``plan`` would tap, for callers that check many costs at once (each
    cost's spell or ability adds its restricted mana, ``limited_sources``, CR 106.6)."""
    return _sources(state, player, exclude, how, neutral=True)


# --- restricted mana (issue 29, mana; CR 106.6; sim.model.spend_limits) ---
def limited_sources(state: GameState, player: str, exclude: str | None,
                    found: list[Source], spell: CardDef | None, ability: bool = False
                    ) -> list[Source]:
    """``found`` with the mana abilities whose mana may be spent only to cast spells of a
    kind (``MANA_SPEND_ONLY``, CR 106.6) that ``spell`` is of (with ``ability``: to activate
    abilities of such sources, and ``spell`` is the ability's source): each permanent's
    alternatives
    added to what its other abilities make (a source of its own if it has none), those making
    fewest kinds of mana first again. Each such ability has {T} in its cost (302.6); what
    the payment leaves of its mana stays in the pool, restricted (``limited_pool``). With no
    ``spell`` (a cost neither a spell's nor an ability's), those that may pay it (``free``)."""
    if not state.statics_present():
        return found  # (the usual case: no static ability in play)
    extra: dict[str, list[tuple[int, int, int, int, int, int]]] = {}
    for p, static in state.statics():
        if static.rule != MANA_SPEND_ONLY or p.controller != player or p.id == exclude:
            continue
        value = next(v for k, v in static.params if k == MANA_SPEND_ONLY)
        if (free(value) if spell is None else allows(value, spell, p.chosen, ability)) and \
                can_tap_for_mana(state, p):
            extra.setdefault(p.id, []).extend(spend_parts(value)[2])
    return _with_extra(state, found, extra) if extra else found


def _with_extra(state: GameState, found: list[Source],
                extra: dict[str, list[tuple[int, int, int, int, int, int]]]) -> list[Source]:
    """``found`` with each permanent of ``extra`` making its alternatives too."""
    extra = dict(extra)
    out: list[Source] = []
    for source in found:
        more = extra.pop(source[0], None)
        out.append(source if more is None else _merged(source[0], source[3], more, source[4]))
    for pid, more in extra.items():
        out.append(_merged(pid, (), more, "Snow" in state.permanents[pid].card.supertypes))
    out.sort(key=lambda s: len(s[1]))
    return out


def could_sources(state: GameState, player: str, exclude: str | None,
                  found: list[Source]) -> list[Source]:
    """``found`` with the mana abilities making one mana of a type other lands could
    produce (``MANA_COULD_PRODUCE``, CR 106.7: ``could_produce``) and those whose activation
    condition holds (``MANA_IF_CONTROL``, 602.5b: ``conditional_mana``), of the permanents
    ``player`` controls that can tap for them."""
    made = could_produce(state)
    for pid, ways in conditional_mana(state).items():  # "activate only if you control a
        made[pid] = (*made.get(pid, ()), *ways)  # Plains or an Island" (602.5b)
    extra = {pid: list(ways) for pid, ways in made.items()
             if pid != exclude and state.permanents[pid].controller == player
             and can_tap_for_mana(state, state.permanents[pid])}
    return _with_extra(state, found, extra) if extra else found


def limited_most(state: GameState, player: str) -> int:
    """At most how much restricted mana (``MANA_SPEND_ONLY``, CR 106.6) ``player`` has now:
    a bound for a quick check (``limited_pool.limited_bound``)."""
    return limited_bound(state, player)


def _merged(pid: str, counts: tuple[tuple[int, int, int, int, int, int], ...],
            more: list[tuple[int, int, int, int, int, int]], snow: bool) -> Source:
    """A source making one of ``counts`` or one of ``more``."""
    ways = tuple(dict.fromkeys((*counts, *more)))
    produces = "".join(c for k, c in enumerate(COLORS) if any(w[k] for w in ways))
    return pid, produces, max(sum(w) for w in ways), ways, snow


#: what one {1} a tapped artifact (improvise) or an exiled card (delve) pays: generic mana
#: only (``produces`` "": no symbol of a kind takes it)
_GENERIC_ONLY = ((0, 0, 0, 0, 0, 1),)


#: one mana of each color, as a source's alternatives (convoke, CR 702.51a)
_ONE_OF: dict[str, tuple[int, int, int, int, int, int]] = {
    "W": (1, 0, 0, 0, 0, 0), "U": (0, 1, 0, 0, 0, 0), "B": (0, 0, 1, 0, 0, 0),
    "R": (0, 0, 0, 1, 0, 0), "G": (0, 0, 0, 0, 1, 0)}


def helper_sources(state: GameState, player: str, how: str, taken: set[str]) -> list[Source]:
    """What else pays a spell's cost as sources of one mana each (CR 601.2g-h), none of
    those in ``taken`` (already mana sources): for convoke (702.51a) each untapped creature
    ``player`` controls, paying {1} or one mana of one of its colors (a colorless one {1});
    for improvise (702.126a) each untapped artifact, paying {1}; for delve (702.66a) each
    card in their graveyard, exiled to pay {1}. Tapping a creature this way is not a {T}
    cost: a creature that came under its controller's control this turn may be tapped
    (302.6 does not apply)."""
    out: list[Source] = []
    if how == "delve":
        for p in state.cards(player, Zone.GRAVEYARD):
            out.append((p.id, "", 1, _GENERIC_ONLY, False))
        return out
    creatures = how == "convoke"
    for p in state.battlefield():
        if p.controller != player or p.tapped or p.id in taken:
            continue
        if creatures and p.card.is_creature:
            colors = "".join(c for c in COLORS[:5] if c in p.card.color_set)
            out.append((p.id, colors, 1, tuple(_ONE_OF[c] for c in colors) or _GENERIC_ONLY,
                        False))
        elif not creatures and "Artifact" in p.card.types:
            out.append((p.id, "", 1, _GENERIC_ONLY, False))
    return out


def _life_ok(state: GameState, player: str, paid: int, other_life: int) -> bool:
    """CR 119.4: a player may pay life only if their life total is at least the payment (all
    the life of the cost: ``other_life`` is what its "Pay N life" part takes)."""
    return not paid or state.players[player].life >= paid + other_life


def plan(state: GameState, player: str, cost: ManaCost, x: int = 0,
         exclude: str | None = None, sources: list[Source] | None = None,
         other_life: int = 0, life: int | None = None, how: str = "",
         spell: CardDef | None = None, ability: bool = False) -> Plan | None:
    """How ``player`` pays ``cost`` with X = ``x`` (CR 601.2b-h), or None if they can't.

    The pool pays first, then mana abilities (605) — what a payment does not use stays in the
    pool (106.4) —; generic mana from what is left of the pool, then by the remaining sources,
    the least flexible first: the cheapest answer to "which lands do I tap". The hybrid and
    Phyrexian symbols are paid the first way ``hybrid_choices`` lists that can be paid (mana
    before life, less mana before more); ``life``: only ways paying that much life (a choice
    the player made, ``payments``). ``other_life``: the life the rest of the cost pays (119.4).
    No source is tapped that the payment could do without. ``sources``:
    ``mana_sources(state, player, exclude, how)`` when the caller has it already; ``how``: a
    spell's convoke, improvise or delve (``helper_sources``); ``spell``: the spell it pays for,
    when it is not being cast, or the source of the ability (``ability``, ``_sources``).
    (The engine's choice; when ways differ the player chooses, ``payments``.)"""
    have = usable(state, player, spell, ability)  # 106.6: restricted mana it may spend
    if sources is None:
        sources = _sources(state, player, exclude, how, spell, ability)
    most = have.total + sum(s[2] for s in sources)
    if cost.unpaid:
        return None
    generic = cost.generic + cost.x * x
    base = (cost.W, cost.U, cost.B, cost.R, cost.G, cost.C)
    if not cost.hybrid:
        if life or cost.total(x) > most:
            return None  # not enough mana of any kind (the common "can't afford it")
        return _minimal(have, [((*base, cost.S), generic)], sources, 0)
    ways: dict[int, list[tuple[tuple[int, ...], int]]] = {}  # by the life they pay
    for kinds, more, paid in hybrid_choices(cost.hybrid):
        if life is not None and paid != life or not _life_ok(state, player, paid, other_life):
            continue
        counts = (*(a + b for a, b in zip(base, kinds, strict=True)), cost.S)
        if sum(counts) + generic + more <= most:
            ways.setdefault(paid, []).append((counts, generic + more))
    for paid, choices in ways.items():  # less life first (``hybrid_choices``' order)
        found = _minimal(have, choices, sources, paid)
        if found is not None:
            return found
    return None


def _minimal(have: Mana, choices: list[tuple[tuple[int, ...], int]], sources: list[Source],
             life: int) -> Plan | None:
    """The first of ``choices`` (mana of each kind, generic mana) that can be paid
    (``_fixed``), then without each source tapped (the last first) that a payment of one of
    them can do without: a multi-mana source, or another choice, can make a source
    needless."""
    first = _first(have, choices, sources, life)
    if first is None:
        return None
    found, full = first
    left = found[0].total
    if len(choices) == 1 and full and all(left < made for _, _, made in found[1]):
        return found  # each source's mana was needed (the usual case: all of it was spent)
    need = min(sum(counts) + generic for counts, generic in choices) - have.total
    most = {s[0]: s[2] for s in sources}
    tapped = [sid for sid, _, _ in found[1]]
    total = sum(most[t] for t in tapped)
    for sid in tapped[::-1]:
        if sid not in tapped or total - most[sid] < need:
            continue  # too little mana without it
        fewer = _first(have, choices, [s for s in sources if s[0] in tapped and s[0] != sid],
                       life)
        if fewer is not None:
            found, tapped = fewer[0], [t for t, _, _ in fewer[0][1]]
            total = sum(most[t] for t in tapped)
    return found


def _first(have: Mana, choices: list[tuple[tuple[int, ...], int]], sources: list[Source],
           life: int) -> tuple[Plan, bool] | None:
    """``_fixed`` for the first of ``choices`` it can pay."""
    for counts, generic in choices:
        found = _fixed(have, counts, generic, sources, life)
        if found is not None:
            return found
    return None


@lru_cache(maxsize=256)
def _mana(vector: tuple[int, ...]) -> Mana:
    """The mana an alternative of a source makes, as ``Mana``."""
    return Mana(*vector)


def _fixed(have: Mana, counts: tuple[int, ...], generic: int, sources: list[Source],
           life: int) -> tuple[Plan, bool] | None:
    """Pay mana of each kind (``counts``: W, U, B, R, G, C, then {S}) and ``generic`` mana:
    the pool first, then sources for the symbols it leaves (``_assign``), then generic mana
    — and whether every source tapped made all it can. What the tapped sources make pays the
    colored symbols the pool left (mana of a snow source last, CR 107.4h), then {S}, with
    mana of snow sources."""
    pool = [have.W, have.U, have.B, have.R, have.G, have.C]
    need: list[int] = []
    for k in range(6):
        want = counts[k]
        if want:
            used = min(pool[k], want)
            pool[k] -= used
            need += [k] * (want - used)
    snow_needed = counts[_SNOW]
    if snow_needed:
        need += [_SNOW] * snow_needed
    spare = sum(pool)
    made: list[tuple[str, Mana, int]] = []
    full = True
    if need:
        tapped = _assign(need, generic, spare, sources)
        if tapped is None:
            return None
        snow = [0] * 6  # what snow sources made, kept apart while {S} is to be paid
        for sid, _, amount, _, snowy in sources:
            vector = tapped.get(sid)
            if vector is not None:
                into = snow if snowy and snow_needed else pool
                for k in range(6):
                    into[k] += vector[k]
                got = sum(vector)
                full = full and got == amount
                made.append((sid, _mana(vector), got))
        for k in need:
            if k == _SNOW:
                j = next(j for j in (5, 0, 1, 2, 3, 4) if snow[j])
                snow[j] -= 1
            elif pool[k]:
                pool[k] -= 1
            else:
                snow[k] -= 1
        if snow_needed:
            for k in range(6):
                pool[k] += snow[k]
        spare = sum(pool)
    else:
        tapped = {}
    for sid, _, amount, options, _ in sources:
        if spare >= generic:
            break
        if sid not in tapped:
            vector = options[0] if len(options) == 1 else next(
                v for v in options if sum(v) == amount)
            for k in range(6):
                pool[k] += vector[k]
            spare += amount
            made.append((sid, _mana(vector), amount))
    if spare < generic:
        return None
    return (Mana(*pool).spend(generic), made, life), full


def _assign(need: list[int], generic: int, spare: int, sources: list[Source]
            ) -> dict[str, tuple[int, ...]] | None:
    """What to tap so that ``need`` (kinds of mana, 0-5: W, U, B, R, G, C, then 6: {S}) is
    paid and ``generic`` mana then can be, from ``spare`` mana in the pool, what the tapped
    sources make beyond ``need`` and the sources left: each tapped source with the
    alternative it makes (depth-first, sources in order), or None."""
    most = 0
    for source in sources:
        most += source[2]
    if not need:
        return {} if spare + most >= generic else None
    snow = 6 if need[-1] == _SNOW else 0  # snow sources' mana apart only when {S} needs it
    return _search(need, 0, generic, spare + most, sources, {}, [0] * 12, snow)


def _search(need: list[int], i: int, generic: int, left: int, sources: list[Source],
            tapped: dict[str, tuple[int, ...]], surplus: list[int], snow: int
            ) -> dict[str, tuple[int, ...]] | None:
    """``_assign`` from symbol ``i`` on: ``left`` is the mana the pool, the surplus and the
    untapped sources can still give (each at its most) less what the paid symbols took;
    ``surplus`` the mana of each kind the tapped sources made and no symbol took yet (0-5;
    6-11: what snow sources made, when ``snow`` is 6). Mana already made pays a symbol
    before a source is tapped for it (mana of a kind is interchangeable) — but a snow
    source's mana, which alone pays {S} (the last symbols), is only one of the ways a
    colored symbol is tried."""
    if left < generic + len(need) - i:
        return None  # not enough mana left in all
    if i == len(need):
        return dict(tapped)
    k = need[i]
    made = -1
    if k == _SNOW:
        made = next((j for j in range(6, 12) if surplus[j]), -1)
    elif surplus[k]:
        made = k
    elif surplus[k + 6]:
        surplus[k + 6] -= 1
        found = _search(need, i + 1, generic, left - 1, sources, tapped, surplus, snow)
        surplus[k + 6] += 1
        if found is not None:
            return found
    if made >= 0:
        surplus[made] -= 1
        found = _search(need, i + 1, generic, left - 1, sources, tapped, surplus, snow)
        surplus[made] += 1
        return found
    kind = COLORS[k] if k < 6 else ""
    tried: list[object] = []
    for sid, produces, amount, options, snowy in sources:
        if sid in tapped or (not snowy if k == _SNOW else kind not in produces):
            continue
        alike = (options, True) if snowy else options
        if alike in tried:
            continue  # sources alike are interchangeable
        tried.append(alike)
        at = snow if snowy else 0
        for vector in options:
            if k < 6 and not vector[k]:
                continue
            tapped[sid] = vector
            if amount == 1:  # one mana, and it pays this symbol: nothing left over
                found = _search(need, i + 1, generic, left - 1, sources, tapped, surplus,
                                snow)
            else:
                for j in range(6):
                    surplus[at + j] += vector[j]
                paid = at + (k if k < 6 else next(j for j in range(6) if vector[j]))
                surplus[paid] -= 1
                found = _search(need, i + 1, generic, left - 1 - amount + sum(vector),
                                sources, tapped, surplus, snow)
                surplus[paid] += 1
                for j in range(6):
                    surplus[at + j] -= vector[j]
            del tapped[sid]
            if found is not None:
                return found
    return None


def can_pay(state: GameState, player: str, cost: ManaCost, x: int = 0,
            exclude: str | None = None, sources: list[Source] | None = None,
            other_life: int = 0, how: str = "", spell: CardDef | None = None,
            ability: bool = False) -> bool:
    """Whether ``plan`` finds a payment, without making it: there is enough mana in all, and
    the symbols the pool leaves unpaid can each be given a source of that kind (``_assign``)
    with enough left for the generic mana — for one of the ways to pay the hybrid and
    Phyrexian symbols with life the player may pay (CR 119.4); ``how`` as ``plan``'s;
    ``spell``: the spell it pays for, before it is cast, or the source of the ability it pays
    for (``ability``) — its restricted mana is added to the ``sources`` given
    (``limited_sources``, CR 106.6)."""
    have = usable(state, player, spell, ability)  # 106.6: restricted mana it may spend
    if sources is None:
        sources = _sources(state, player, exclude, how, spell, ability)
    elif spell is not None:
        sources = limited_sources(state, player, exclude, sources, spell, ability)
    if cost.unpaid:
        return False
    most = have.total + sum(s[2] for s in sources)
    generic = cost.generic + cost.x * x
    if not cost.hybrid:
        if cost.total(x) > most:
            return False
        return _payable(have, (cost.W, cost.U, cost.B, cost.R, cost.G, cost.C, cost.S),
                        generic, sources)
    base = (cost.W, cost.U, cost.B, cost.R, cost.G, cost.C)
    for kinds, more, paid in hybrid_choices(cost.hybrid):
        if not _life_ok(state, player, paid, other_life):
            continue
        counts = (*(a + b for a, b in zip(base, kinds, strict=True)), cost.S)
        if sum(counts) + generic + more <= most and \
                _payable(have, counts, generic + more, sources):
            return True
    return False


def _payable(have: Mana, counts: tuple[int, ...], generic: int, sources: list[Source]
             ) -> bool:
    """Whether mana of each kind (``counts``: W, U, B, R, G, C, {S}) and ``generic`` mana can
    be paid, the total being known to suffice: the symbols the pool leaves unpaid get sources
    (``_assign``)."""
    need: list[int] = []
    pool = (have.W, have.U, have.B, have.R, have.G, have.C)
    spare = 0
    for k in range(6):
        want = counts[k]
        if want > pool[k]:
            need += [k] * (want - pool[k])
        else:
            spare += pool[k] - want
    need += [_SNOW] * counts[_SNOW]
    if not need:
        return True  # the total suffices, and generic mana takes any
    return _assign(need, generic, spare, sources) is not None


def max_x(state: GameState, player: str, cost: ManaCost, exclude: str | None = None,
          other_life: int = 0, how: str = "") -> int:
    """The largest X ``player`` can pay ``cost`` with (-1: not even with X = 0). ``exclude``
    is a permanent tapped as part of the cost, which can't also tap for mana; ``how`` as
    ``plan``'s."""
    sources = _sources(state, player, exclude, how)
    if not can_pay(state, player, cost, 0, exclude, sources, other_life):
        return -1
    if not cost.x:
        return 0
    most = usable(state, player).total + sum(s[2] for s in sources)
    if not cost.hybrid and all(sum(v) == s[2] for s in sources for v in s[3]):
        # every activation makes as much as any other: all the mana is there for X
        return (most - cost.total()) // cost.x
    low, high = 0, (most - cost.least()) // cost.x  # can_pay holds at low, and X <= high
    while low < high:
        mid = (low + high + 1) // 2
        if can_pay(state, player, cost, mid, exclude, sources, other_life):
            low = mid
        else:
            high = mid - 1
    return low


def payments(state: GameState, player: str, cost: ManaCost, x: int = 0,
             exclude: str | None = None, other_life: int = 0, how: str = ""
             ) -> list[tuple[str, ...]]:
    """The different ways ``player`` can pay ``cost`` (X = ``x``), each the sources it taps
    and, when it pays life for Phyrexian symbols, ``"N life"`` (CR 601.2b: the player chooses
    mana or 2 life for each; 119.4: only life they may pay), the engine's own choice
    (``plan``) first. Sources with the same card are interchangeable, so a way is which kinds
    of sources, and how many of each, are tapped (the first ones of a kind in battlefield
    order), and the life paid. Only ways that tap no source and pay no life more than needed:
    tapping more makes mana that would only stay in the pool (CR 106.4). One way (or none):
    nothing to choose (CR 601.2g-h lets a player activate mana abilities as they like; this
    offers the choices that differ; which mana of the pool pays which symbol stays the
    engine's choice). ``how`` as ``plan``'s."""
    sources = _sources(state, player, exclude, how)  # (``plan``'s own, found once)
    found = plan(state, player, cost, x, exclude, sources, other_life, how=how)
    if found is None:
        return []
    _PLANNED[:] = [(state, state.version, player, cost, (x, exclude, other_life, how), found)]
    kinds: dict[object, list[Source]] = {}
    for source in sources:  # alike: the same card making the same mana (granted, 613.1f)
        kinds.setdefault((state.permanents[source[0]].card, source[3]), []).append(source)
    groups = list(kinds.values())
    lives = sorted({paid for _, _, paid in hybrid_choices(cost.hybrid)
                    if _life_ok(state, player, paid, other_life)})
    first = _way(found)
    if len(groups) < 2 and len(lives) < 2:
        return [first]
    where = {s[0]: g for g, group in enumerate(groups) for s in group}
    sizes = [len(g) for g in groups]

    def key(way: Plan) -> tuple[tuple[int, ...], int]:
        counts = [0] * len(groups)
        for sid, _, _ in way[1]:
            counts[where[sid]] += 1
        return tuple(counts), way[2]

    ways = [first]
    seen = {key(found)}
    short = cost.total(x) - usable(state, player).total if not cost.hybrid else -1
    least: list[tuple[tuple[int, ...], int]] = []  # the ways found: (counts, life)
    for paid in lives:
        for total in range(min(cost.total(x), sum(sizes)) + 1):
            for counts in _counts(sizes, total):
                if any(p <= paid and all(a <= b for a, b in zip(c, counts, strict=True))
                       for c, p in least):
                    continue  # it taps or pays more than a way already found
                chosen = [s for g, k in zip(groups, counts, strict=True) for s in g[:k]]
                if short > sum(s[2] for s in chosen):
                    continue  # too little mana in all: ``plan`` finds none
                way = plan(state, player, cost, x, exclude, chosen, other_life, paid, how)
                if way is None:
                    continue
                least.append(key(way))  # these very sources: a subset would be found
                if key(way) not in seen:
                    seen.add(key(way))
                    ways.append(_way(way))
    return ways


#: the engine's payment ``payments`` last found: (state, its version, player, cost, (x,
#: exclude, other_life, how), plan), which ``pay`` makes when the player chose no other way
_PLANNED: list[tuple[GameState, int, str, ManaCost, tuple[int, str | None, int, str], Plan]] \
    = []


def _planned(state: GameState, player: str, cost: ManaCost,
             rest: tuple[int, str | None, int, str]) -> Plan | None:
    """``payments``' plan for this very position, player and cost, when naming the spell or
    ability paid for changes nothing (no static ability in play, no restricted mana: CR
    106.6); else None."""
    if not _PLANNED:
        return None
    was, version, who, planned, same, found = _PLANNED[0]
    if was is not state or version != state.version or who != player or planned is not cost \
            or same != rest or state.statics_present() or state.players[player].limited_mana:
        return None
    return found


def _way(found: Plan) -> tuple[str, ...]:
    """A payment as a way to pay: the sources it taps, and the life it pays."""
    tapped = tuple(sid for sid, _, _ in found[1])
    return (*tapped, f"{found[2]} life") if found[2] else tapped


def _counts(sizes: list[int], total: int) -> Iterator[tuple[int, ...]]:
    """Every way to take ``total`` items from groups of these sizes (how many from each)."""
    if not sizes:
        if total == 0:
            yield ()
        return
    for k in range(min(sizes[0], total) + 1):
        for rest in _counts(sizes[1:], total - k):
            yield (k, *rest)


def _sacrificed(card: CardDef, made: Mana) -> bool:
    """Whether making ``made`` with ``card``'s mana abilities sacrifices it: only a
    "{T}, Sacrifice ~: Add ..." ability (``MANA_SACRIFICE``: a Treasure's, CR 111.10a) makes
    it — the player activates the ability that makes the mana at the least cost, so the mana a
    plain "{T}: Add ..." of the card makes too is made by that one."""
    ways = [value for kind, value in card.params if kind == MANA_SACRIFICE]
    if not ways:
        return False
    key = (made.W, made.U, made.B, made.R, made.G, made.C)
    counts = ",".join(str(n) for n in key)
    by_sacrifice = sum(value.split().count(counts) for value in ways)
    return by_sacrifice > 0 and sum(
        1 for choices in card.mana_adds for m in choices
        if key == (m.W, m.U, m.B, m.R, m.G, m.C)) <= by_sacrifice


def _base(state: GameState, sid: str, made: Mana) -> Mana:
    """The mana ``sid``'s own mana ability made when, with what the triggered mana abilities
    it triggered added (605.4a, ``_triggered``), it made ``made``: one whose cost doesn't
    sacrifice it when there is one (``_sacrificed``); ``made`` when nothing was added."""
    values = mana_triggers(state).get(sid)
    if not values:
        return made
    card = state.permanents[sid].card
    key = (made.W, made.U, made.B, made.R, made.G, made.C)
    bases = [Mana(*w) for w in card.mana_counts if key in widened((w,), values)]
    return min(bases, key=lambda m: _sacrificed(card, m), default=made)


def _granted_makes(state: GameState, sid: str, made: Mana) -> bool:
    """Whether a mana ability granted to ``sid`` (613.1f) makes ``made``: the player activates
    it rather than the one sacrificing the permanent (``_sacrificed``)."""
    key = (made.W, made.U, made.B, made.R, made.G, made.C)
    return key in granted_mana(state).get(sid, ())


def _sacrifice_for_mana(state: GameState, player: str, sid: str) -> None:
    """The mana ability's cost sacrifices its source as the mana is paid (CR 605.1a, 602.2b
    with 601.2g-h, 701.21a): to its owner's graveyard (a token then ceases to exist, 704.5d)."""
    state.log(Sacrificed, player=player, permanent=sid, reason="a mana ability's cost")
    state.move(sid, Zone.GRAVEYARD)
    state.log(Died, permanent=sid, reason="sacrificed for mana (CR 701.21a)")


def pay_generic(state: GameState, player: str, amount: int,
                exclude: str | None = None) -> None:
    """Pay ``amount`` generic mana (attack and block costs, 508.1h, 509.1d): ``pay``."""
    pay(state, player, ManaCost(generic=amount), 0, exclude, log=False)


def pay(state: GameState, player: str, cost: ManaCost, x: int = 0,
        exclude: str | None = None, log: bool = True,
        using: tuple[str, ...] | None = None, other_life: int = 0, how: str = "",
        spell: CardDef | None = None, ability: bool = False) -> str:
    """Pay ``cost`` with X = ``x`` (CR 601.2g-h) as ``plan`` says — tapping only the sources
    ``using`` names and paying the life it names, when the player chose a way (``payments``)
    —: the sources' mana abilities are activated (605: ``TappedForMana``), the mana leaves the
    pool, and life paid for Phyrexian symbols is lost (119.4: ``LifeLost``). ``how``: a
    spell's convoke or improvise taps creatures or artifacts (702.51a, 702.126a), its delve
    exiles cards from the graveyard (702.66a: ``Exiled``). Returns the colors of the mana
    spent, as letters ("WG": sunburst, 702.44a). ``spell``: the spell it pays for, or the
    source of the ability (``ability``; its restricted mana, CR 106.6: ``limited_sources``)."""
    sources, life = None, None
    if using is not None:
        life = 0
        named = set()
        for part in using:
            m = _LIFE.fullmatch(part)
            if m and part not in state.permanents:
                life = int(m[1])
            else:
                named.add(part)
        sources = [s for s in _sources(state, player, exclude, how, spell, ability)
                   if s[0] in named]
    found = _planned(state, player, cost, (x, exclude, other_life, how)) if using is None \
        else None
    if found is None:
        found = plan(state, player, cost, x, exclude, sources, other_life, life, how, spell,
                     ability)
    assert found is not None, f"{player} can't pay {cost}"
    pool, tapped, paid = found
    have = usable(state, player, spell, ability).total
    minted = [m for sid, m, _ in tapped  # a creature tapped for convoke spends no mana (702.51a)
            if how != "convoke" or makes_mana(state, state.permanents[sid])]
    for sid, made, amount in tapped:
        if state.permanents[sid].zone is _GRAVEYARD:  # delve (702.66a): exiled, not tapped
            state.move(sid, Zone.EXILE)
            state.log(Exiled, permanent=sid, reason="exiled to pay for a spell with delve "
                      "(CR 702.66a)")
            continue
        state.permanents[sid].tapped = True
        state.log(TappedForMana, permanent=sid, amount=amount)
        have += amount
        base = _base(state, sid, made)  # without what triggered mana abilities add (605.4a)
        if _sacrificed(state.permanents[sid].card, base) and not _granted_makes(
                state, sid, base):
            _sacrifice_for_mana(state, player, sid)
    if tapped:
        state.statics_may_change()
    spent = _colors_spent(usable(state, player, spell, ability), minted, pool)
    state.players[player].mana = after_payment(state, player, pool, tapped, spell, ability)
    if paid:
        state.players[player].life -= paid
        state.players[player].lost_life_this_turn = True  # spectacle (702.137a)
        state.changes += 1
        state.log(LifeLost, player=player, amount=paid,
                  reason="paid for Phyrexian mana (CR 107.4f, 119.4)")
    spent_amount = have - pool.total
    before = state.players[player].spell_mana_this_turn
    if spell is not None and not ability:  # mana spent to cast a spell (expend); a creature
        # or artifact tapped for convoke or improvise is no mana spent (702.51a, 702.126a)
        state.players[player].spell_mana_this_turn += spent_amount - sum(
            amount for sid, _, amount in tapped if how in ("convoke", "improvise")
            and not makes_mana(state, state.permanents[sid]))
    if log and spent_amount:  # no mana in the cost ({T} alone, or life for it): nothing to log
        state.log(CostPaid, player=player, amount=spent_amount, spell_mana=(
            before, state.players[player].spell_mana_this_turn))
    state.version += 1
    return spent


def _colors_spent(before: Mana, made: list[Mana], after: Mana) -> str:
    """The colors of mana that left the pool (CR 106.4): in it before, or made by the sources
    tapped, and not left in it after (sunburst, 702.44a)."""
    return "".join(color for color, had, left in zip("WUBRG", (
        before.W + sum(m.W for m in made), before.U + sum(m.U for m in made),
        before.B + sum(m.B for m in made), before.R + sum(m.R for m in made),
        before.G + sum(m.G for m in made)), (after.W, after.U, after.B, after.R, after.G),
        strict=True) if had > left)
