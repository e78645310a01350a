"""Mana costs of spells and activated abilities, and paying them (CR 107.4, 118, 601.2f-h).

A cost is read once (``ManaCost.parse("{X}{1}{R}")``). It is paid from the player's mana
pool (``Player.mana``: the scenario's ``mana``) — colored symbols with mana of that color,
{C} with colorless mana, generic mana with any — and then by activating the mana abilities
of untapped permanents the player controls (605: ``{T}: Add ...``, a basic land type's
intrinsic ability, 305.6), each making mana of one of the colors it can (``plan``). The
legal-action lists only offer what ``can_pay`` says is affordable, so paying never fails.
"""

from __future__ import annotations

from collections.abc import Iterator

from sim.legality.constraints import makes_mana
from sim.model.events import CostPaid, TappedForMana
from sim.model.mana import COLORED, Mana, ManaCost
from sim.model.state import GameState


def _sources(state: GameState, player: str, exclude: str | None
             ) -> list[tuple[str, str, int]]:
    """The untapped permanents ``player`` controls that can activate a mana ability now
    (``makes_mana``), as (id, colors it makes, amount), those making fewest kinds of mana
    first (so the flexible ones are kept for what only they can pay), then in battlefield
    order."""
    found = [(p.id, p.card.produces or "C", p.card.mana_made) for p in state.battlefield()
             if p.controller == player and p.id != exclude and makes_mana(state, p)]
    found.sort(key=lambda s: len(s[1]))  # stable: battlefield order within a kind
    return found


#: a payment: the pool left, and each source tapped with the kind and amount of mana it made
Plan = tuple[Mana, list[tuple[str, str, int]]]


def plan(state: GameState, player: str, cost: ManaCost, x: int = 0,
         exclude: str | None = None,
         sources: list[tuple[str, str, int]] | None = None) -> Plan | None:
    """How ``player`` pays ``cost`` with X = ``x`` (CR 601.2g-h), or None if they can't.

    Colored symbols and {C} are paid from the pool, then by mana abilities (605) of sources
    that make that kind — each activation makes ``mana_made`` mana of one of its colors, and
    what a payment does not use stays in the pool (106.4) —, searching every assignment when
    a greedy one fails; generic mana from what is left of the pool, then by the remaining
    sources, the least flexible first: the cheapest answer to "which lands do I tap".
    ``sources``: ``mana_sources(state, player, exclude)`` when the caller has it already.
    (The engine's choice; when ways differ the player chooses, ``payments``.)
    """
    have = state.players[player].mana
    if sources is None:
        sources = _sources(state, player, exclude)
    if cost.total(x) > have.total + sum(s[2] for s in sources):
        return None  # not enough mana of any kind (the common "can't afford it")
    pool = {c: getattr(have, c) for c in _KINDS}
    need: list[str] = []
    for c in _KINDS:
        want = getattr(cost, c)
        used = min(pool[c], want)
        pool[c] -= used
        need += [c] * (want - used)
    tapped = _assign(need, sources, 0, {})
    if tapped is None:
        return None
    made = [(sid, color, amount) for (sid, _, amount) in sources
            if (color := tapped.get(sid, "")) != ""]
    for _, color, amount in made:
        pool[color] += amount
    for c in need:
        pool[c] -= 1
    generic = cost.generic + cost.x * x
    extra: list[tuple[str, str, int]] = []
    for sid, produces, amount in sources:
        if sum(pool.values()) >= generic:
            break
        if sid not in tapped:
            color = produces[0]
            pool[color] += amount
            extra.append((sid, color, amount))
    if sum(pool.values()) < generic:
        return None
    left = Mana(**pool).spend(generic)
    return left, made + extra


_KINDS = (*COLORED, "C")


def _assign(need: list[str], sources: list[tuple[str, str, int]], i: int,
            tapped: dict[str, str]) -> dict[str, str] | None:
    """A color for sources to tap so that ``need`` (symbols, from index ``i``) is paid: each
    tapped source's whole amount is of its one color (depth-first, sources in order)."""
    if i == len(need):
        return dict(tapped)
    color = need[i]
    # mana already made of this color and not yet used pays this symbol
    made = sum(amount for sid, _, amount in sources if tapped.get(sid) == color)
    if made > sum(1 for c in need[:i] if c == color):
        return _assign(need, sources, i + 1, tapped)
    for sid, produces, _ in sources:
        if sid not in tapped and color in produces:
            tapped[sid] = color
            found = _assign(need, sources, i + 1, tapped)
            del tapped[sid]
            if found is not None:
                return found
    return None


def payments(state: GameState, player: str, cost: ManaCost, x: int = 0,
             exclude: str | None = None) -> list[tuple[str, ...]]:
    """The different ways ``player`` can pay ``cost`` (X = ``x``), each the sources it taps,
    the engine's own choice (``plan``) first; sources with the same card are interchangeable,
    so a way is which kinds of sources, and how many of each, are tapped (the first ones of a
    kind in battlefield order). Only ways that tap no source more than needed: tapping more
    makes mana that would only stay in the pool (CR 106.4). One way (or none): nothing to
    choose (CR 601.2g-h lets a player activate mana abilities as they like; this offers the
    choices that differ)."""
    found = plan(state, player, cost, x, exclude)
    if found is None:
        return []
    first = tuple(sid for sid, _, _ in found[1])
    sources = _sources(state, player, exclude)
    kinds: dict[object, list[tuple[str, str, int]]] = {}
    for source in sources:
        kinds.setdefault(state.permanents[source[0]].card, []).append(source)
    groups = list(kinds.values())
    if len(groups) < 2:
        return [first]
    need = len(first)
    ways = [first]
    seen = {tuple(sorted(first))}
    for counts in _counts([len(g) for g in groups], need):
        chosen = [s for g, k in zip(groups, counts, strict=True) for s in g[:k]]
        way = plan(state, player, cost, x, exclude, chosen)
        if way is None or len(way[1]) != need:
            continue
        tapped = tuple(sid for sid, _, _ in way[1])
        if tuple(sorted(tapped)) not in seen:
            seen.add(tuple(sorted(tapped)))
            ways.append(tapped)
    return ways


def _counts(sizes: list[int], total: int) -> Iterator[tuple[int, ...]]:
    """Every way to take ``total`` items from groups of these sizes (how many from each)."""
    if not sizes:
        if total == 0:
            yield ()
        return
    for k in range(min(sizes[0], total) + 1):
        for rest in _counts(sizes[1:], total - k):
            yield (k, *rest)


def pay_generic(state: GameState, player: str, amount: int,
                exclude: str | None = None) -> None:
    """Pay ``amount`` generic mana (attack and block costs, 508.1h, 509.1d): ``pay``."""
    pay(state, player, ManaCost(generic=amount), 0, exclude, log=False)


def max_x(state: GameState, player: str, cost: ManaCost, exclude: str | None = None) -> int:
    """The largest X ``player`` can pay ``cost`` with (-1: not even with X = 0). ``exclude``
    is a permanent tapped as part of the cost, which can't also tap for mana."""
    base = plan(state, player, cost, 0, exclude)
    if base is None:
        return -1
    if not cost.x:
        return 0
    pool, tapped = base
    spare = pool.total + sum(amount for sid, _, amount in _sources(state, player, exclude)
                             if sid not in {t[0] for t in tapped})
    return spare // cost.x


def can_pay(state: GameState, player: str, cost: ManaCost, x: int = 0,
            exclude: str | None = None,
            sources: list[tuple[str, str, int]] | None = None) -> bool:
    """Whether ``plan`` finds a payment, without making it: there is enough mana in all, and
    the colored symbols the pool leaves unpaid can each be given a source of that color
    (``_assign``); generic mana is then always payable from the rest."""
    have = state.players[player].mana
    if sources is None:
        sources = _sources(state, player, exclude)
    if cost.total(x) > have.total + sum(s[2] for s in sources):
        return False
    need: list[str] = []
    for c in _KINDS:
        want = getattr(cost, c)
        if want:
            need += [c] * max(0, want - getattr(have, c))
    return not need or _assign(need, sources, 0, {}) is not None


def mana_sources(state: GameState, player: str, exclude: str | None = None
                 ) -> list[tuple[str, str, int]]:
    """The sources ``plan`` would tap, for callers that check many costs at once."""
    return _sources(state, player, exclude)


def pay(state: GameState, player: str, cost: ManaCost, x: int = 0,
        exclude: str | None = None, log: bool = True,
        using: tuple[str, ...] | None = None) -> None:
    """Pay ``cost`` with X = ``x`` (CR 601.2g-h) as ``plan`` says — tapping only the sources
    ``using`` names, when the player chose a way (``payments``) —: the sources' mana
    abilities are activated (605: ``TappedForMana``), then the mana leaves the pool."""
    sources = None if using is None else [
        s for s in _sources(state, player, exclude) if s[0] in using]
    found = plan(state, player, cost, x, exclude, sources)
    assert found is not None, f"{player} can't pay {cost}"
    pool, tapped = found
    for sid, _, amount in tapped:
        state.permanents[sid].tapped = True
        state.log(TappedForMana, permanent=sid, amount=amount)
    if tapped:
        state.statics_may_change()
    state.players[player].mana = pool
    if log and cost.total(x):  # no mana in the cost ({T} alone): nothing to log
        state.log(CostPaid, player=player, amount=cost.total(x))
    state.version += 1
