"""Attacking bands (CR 702.22): which creatures may band, whether a band or a declaration of
bands is legal, and every legal declaration of bands, counted and indexed lazily
(``BandDeclarations``).
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Sequence
from itertools import combinations, product
from math import comb, prod
from typing import overload

from sim.model.abilities import BANDS_WITH_OTHER
from sim.model.keywords import Kw
from sim.model.state import GameState

BANDING_BIT = int(Kw.BANDING)


Band = tuple[str, ...]


Bands = tuple[Band, ...]


#: plurals of creature types that don't just add "s" or "es" ("bands with other Wolves")
_IRREGULAR = {"wolf": "wolves", "cyclops": "cyclopes", "elf": "elves", "dwarf": "dwarves",
              "werewolf": "werewolves", "mouse": "mice", "fungus": "fungi",
              "octopus": "octopuses", "sphinx": "sphinxes", "thief": "thieves"}


def qualities(state: GameState, pid: str) -> frozenset[str]:
    """The qualities of ``pid``'s "bands with other" abilities (702.22b: none once an effect
    has removed banding from it)."""
    params = state.params(pid)
    if not params:
        return frozenset()  # the usual case
    out = frozenset(value for kind, value in params if kind == BANDS_WITH_OTHER)
    if out and any(pid in e.affected and e.remove & Kw.BANDING for e in state.effects):
        return frozenset()  # 702.22b: losing banding loses "bands with other" too
    return out


def bands_in_some_form(state: GameState, pid: str, mask: int) -> bool:
    """Whether ``pid`` (whose abilities are ``mask``) has banding or "bands with other": a
    mask test, then (rarely anything) its parameterised abilities."""
    return mask & BANDING_BIT != 0 or bool(qualities(state, pid))


def _plurals(subtype: str) -> set[str]:
    word = subtype.lower()
    out = {word + "s", word + "es", word}
    if word in _IRREGULAR:
        out.add(_IRREGULAR[word])
    return out


def has_quality(state: GameState, pid: str, quality: str) -> bool:
    """Whether ``pid`` is a [quality] creature for "bands with other [quality]": "legends"
    (legendary), "creatures named <name>", or a creature type named in the plural
    ("dinosaurs", "wolves"; a changeling is every creature type, 702.73a)."""
    card = state.permanents[pid].card
    if quality in ("legends", "legendary creatures"):
        return "Legendary" in card.supertypes
    if quality.startswith("creatures named "):
        return card.name.lower() == quality[len("creatures named "):]
    return any(quality in _plurals(subtype) for subtype in card.subtypes) or (
        card.changeling and card.has_subtype_plural(quality))


def band_problems(state: GameState, band: Sequence[str]) -> list[str]:
    """Why ``band`` (attacking creatures) can't be an attacking band (empty when it can):
    CR 702.22c-d."""
    shown = "+".join(band)
    combat = state.combat
    assert combat is not None
    if len(band) < 2:
        return [f"band {shown}: a band is two or more attacking creatures banded together "
                "(CR 702.22c)"]
    targets = {combat.attackers[c] for c in band}
    if len(targets) > 1:
        return [f"band {shown}: all the creatures in a band must attack the same player, "
                f"planeswalker or battle, not {', '.join(sorted(targets))} (CR 702.22d)"]
    if _banding_form(state, band) or _bands_with_form(state, band):
        return []
    return [f"band {shown}: a band is creatures with banding plus at most one without, or "
            "[quality] creatures at least one of which has \"bands with other [quality]\" "
            "(CR 702.22c)"]


def _banding_form(state: GameState, band: Sequence[str]) -> bool:
    """One or more with banding and at most one without (702.22c)."""
    without = sum(1 for c in band if not state.keywords(c) & BANDING_BIT)
    return without <= 1 and without < len(band)


def _bands_with_form(state: GameState, band: Sequence[str]) -> bool:
    """[quality] creatures, one or more with "bands with other [quality]" (702.22c)."""
    for quality in frozenset().union(*(qualities(state, c) for c in band)):
        if all(has_quality(state, c, quality) for c in band) and \
                any(quality in qualities(state, c) for c in band):
            return True
    return False


def declaration_problems(state: GameState, bands: Sequence[Sequence[str]]) -> list[str]:
    """Why ``bands`` is not a legal band declaration (empty when it is): each creature is an
    attacking creature in at most one band (702.22c), and each band is legal."""
    combat = state.combat
    assert combat is not None
    problems: list[str] = []
    seen: set[str] = set()
    for band in bands:
        for creature in band:
            if creature not in combat.attackers:
                problems.append(f"{creature} is not an attacking creature, so it can't be in a "
                                "band (CR 702.22c)")
            elif creature in seen:
                problems.append(f"{creature} may be a member of only one band (CR 702.22c)")
            seen.add(creature)
    if problems:
        return problems
    for band in bands:
        problems += band_problems(state, band)
    return problems


def could_band(state: GameState) -> bool:
    """Whether the attacking player could declare any band: a creature with either form of
    banding among two or more attackers (a mask test each, and a look at its parameterised
    abilities, usually none), and then some legal pair (any legal band contains a legal pair:
    a creature with banding, or with "bands with other [quality]", with any other member)."""
    combat = state.combat
    assert combat is not None
    attackers = list(combat.attackers)
    if len(attackers) < 2:
        return False
    keyed = [a for a in attackers if bands_in_some_form(state, a, state.keywords(a))]
    if not keyed:
        return False
    return any(not band_problems(state, (a, b)) for a in keyed for b in attackers if a != b)


def legal_band_declarations(state: GameState) -> BandDeclarations:
    """Every legal band declaration (702.22c-d), lazily: a ``BandDeclarations`` sequence."""
    return BandDeclarations(state)


#: how many creatures of each kind (``_Group``) a band takes, or are left to band
Counts = tuple[int, ...]


class _Group:
    """The creatures attacking one player, planeswalker or battle that could be in some band
    (702.22d: a band attacks one of them), sorted into *kinds*: creatures with the same
    banding, the same [quality] memberships and the same "bands with other [quality]"
    abilities are interchangeable for 702.22c, so whether a band is legal depends only on how
    many of each kind it holds. That makes the declarations countable, and each one reachable
    by its index, without listing them.

    The declarations are the set partitions of the creatures whose blocks of two or more are
    legal bands (a block of one is a creature in no band). They are ordered by the block of
    the first creature left (the first kind's first creature): on its own first, so "no
    bands" comes first; then by the number of each kind the block takes
    (``itertools.product`` order), then by which creatures of each kind (``combinations``
    order, the first kind varying slowest), then by the rest."""

    def __init__(self, state: GameState, members: Sequence[str]) -> None:
        group_qualities = frozenset().union(*(qualities(state, c) for c in members))
        kinds: dict[tuple[bool, frozenset[str], frozenset[str]], list[str]] = {}
        for c in sorted(members):
            sig = (bool(state.keywords(c) & BANDING_BIT),
                   frozenset(q for q in group_qualities if has_quality(state, c, q)),
                   qualities(state, c))
            kinds.setdefault(sig, []).append(c)
        self._set_kinds(list(kinds.items()))
        # a creature in no legal pair is in no legal band (a legal band holds a creature with
        # banding, or with "bands with other [quality]", and that creature with any other
        # member is a legal pair), so it is always on its own: leave it out
        full = self.counts
        keep = [j for j in range(len(full)) if any(
            self._legal(self._pair(j, k)) for k in range(len(full))
            if k != j or full[j] > 1)]
        self._set_kinds([(self._sigs[j], list(self.members[j])) for j in keep])

    def _set_kinds(self, kinds: list[tuple[tuple[bool, frozenset[str], frozenset[str]],
                                           list[str]]]) -> None:
        self._sigs = [sig for sig, _ in kinds]
        self.members: tuple[tuple[str, ...], ...] = tuple(tuple(m) for _, m in kinds)
        self.counts: Counts = tuple(len(m) for m in self.members)
        self._legal_memo: dict[Counts, bool] = {}
        self._count_memo: dict[Counts, int] = {}
        self._blocks_memo: dict[Counts, list[tuple[Counts, int, Counts]]] = {}

    def _pair(self, j: int, k: int) -> Counts:
        out = [0] * len(self.counts)
        out[j] += 1
        out[k] += 1
        return tuple(out)

    def _legal(self, take: Counts) -> bool:
        """Whether creatures of these kinds, this many of each (two or more in all), are a
        legal band (702.22c): one or more with banding and at most one without; or [quality]
        creatures, one or more with "bands with other [quality]"."""
        hit = self._legal_memo.get(take)
        if hit is None:
            present = [self._sigs[j] for j, n in enumerate(take) if n]
            without = sum(n for j, n in enumerate(take) if n and not self._sigs[j][0])
            hit = without <= 1 and without < sum(take) or any(
                all(quality in has for _, has, _ in present)
                for quality in frozenset().union(*(bands for _, _, bands in present)))
            self._legal_memo[take] = hit
        return hit

    def blocks(self, left: Counts) -> list[tuple[Counts, int, Counts]]:
        """The blocks the first creature left may be in, given how many of each kind are left:
        (how many of each kind the block takes, in how many ways, how many are left after),
        on its own first."""
        hit = self._blocks_memo.get(left)
        if hit is None:
            first = next(j for j, n in enumerate(left) if n)
            ranges = [range(1, n + 1) if j == first else range(n + 1)
                      for j, n in enumerate(left)]
            hit = []
            for take in product(*ranges):
                if sum(take) > 1 and not self._legal(take):
                    continue
                ways = comb(left[first] - 1, take[first] - 1) * prod(
                    comb(n, t) for j, (n, t) in enumerate(zip(left, take, strict=True))
                    if j != first)
                hit.append((take, ways, tuple(n - t for n, t in zip(left, take, strict=True))))
            self._blocks_memo[left] = hit
        return hit

    def count(self, left: Counts | None = None) -> int:
        """The number of legal ways to band the creatures left (all of them by default)."""
        left = self.counts if left is None else left
        hit = self._count_memo.get(left)
        if hit is None:
            hit = sum(ways * self.count(after) for _, ways, after in self.blocks(left)) \
                if any(left) else 1
            self._count_memo[left] = hit
        return hit

    def nth(self, index: int) -> list[Band]:
        """The declaration at ``index`` (``0 <= index < count()``), its bands unsorted."""
        left, out = self.members, []
        while any(left):
            for take, ways, after in self.blocks(tuple(map(len, left))):
                rest = self.count(after)
                if index < ways * rest:
                    pick, index = divmod(index, rest)
                    band, left = _take(left, take, pick)
                    if len(band) > 1:
                        out.append(band)
                    break
                index -= ways * rest
        return out

    def walk(self, left: tuple[tuple[str, ...], ...] | None = None) -> Iterator[list[Band]]:
        """Every declaration, in index order (``nth``), one at a time."""
        left = self.members if left is None else left
        if not any(left):
            yield []
            return
        for take, _, _ in self.blocks(tuple(map(len, left))):
            for band, after in _takes(left, take):
                head = [band] if len(band) > 1 else []
                for tail in self.walk(after):
                    yield head + tail


def _pools(left: tuple[tuple[str, ...], ...], take: Counts) -> list[tuple[tuple[str, ...], int]]:
    """For each kind, the creatures a block may choose among and how many it chooses: the
    first creature left is always in it."""
    first = next(j for j, n in enumerate(left) if n)
    return [(kind[1:], t - 1) if j == first else (kind, t)
            for j, (kind, t) in enumerate(zip(left, take, strict=True))]


def _take(left: tuple[tuple[str, ...], ...], take: Counts,
          pick: int) -> tuple[Band, tuple[tuple[str, ...], ...]]:
    """The block number ``pick`` (``_takes`` order) among those taking ``take``, and the
    creatures left after it."""
    pools = _pools(left, take)
    chosen: list[tuple[str, ...]] = []
    for pool, k in reversed(pools):  # the last kind varies fastest
        pick, at = divmod(pick, comb(len(pool), k))
        chosen.append(_combination(pool, k, at))
    chosen.reverse()
    return _result(left, pools, chosen)


def _takes(left: tuple[tuple[str, ...], ...],
           take: Counts) -> Iterator[tuple[Band, tuple[tuple[str, ...], ...]]]:
    """Each block taking ``take``, in ``_take`` order, with the creatures left after it."""
    pools = _pools(left, take)

    def choose(j: int, chosen: list[tuple[str, ...]]
               ) -> Iterator[tuple[Band, tuple[tuple[str, ...], ...]]]:
        if j == len(pools):
            yield _result(left, pools, chosen)
            return
        pool, k = pools[j]
        for subset in combinations(pool, k):
            yield from choose(j + 1, [*chosen, subset])

    return choose(0, [])


def _result(left: tuple[tuple[str, ...], ...], pools: list[tuple[tuple[str, ...], int]],
            chosen: list[tuple[str, ...]]) -> tuple[Band, tuple[tuple[str, ...], ...]]:
    first = next(j for j, kind in enumerate(left) if kind)
    band = tuple(sorted([left[first][0], *(c for subset in chosen for c in subset)]))
    after = tuple(tuple(c for c in pool if c not in subset)
                  for (pool, _), subset in zip(pools, chosen, strict=True))
    return band, after


def _combination(pool: tuple[str, ...], k: int, index: int) -> tuple[str, ...]:
    """The ``k``-subset of ``pool`` at ``index`` in ``itertools.combinations`` order."""
    out: list[str] = []
    start = 0
    while k:
        for at in range(start, len(pool)):
            below = comb(len(pool) - at - 1, k - 1)
            if index < below:
                out.append(pool[at])
                start, k = at + 1, k - 1
                break
            index -= below
    return tuple(out)


class BandDeclarations(Sequence[Bands]):
    """Every legal band declaration (702.22c-d), each a sorted tuple of sorted bands, "no
    bands" first, each once; lazy. Nothing is listed up front: ``size()`` counts (exactly, of
    any size), ``self[i]`` builds the declaration at ``i``, iteration builds them one at a
    time, ``in`` judges one by the rules. The creatures attacking each player, planeswalker
    or battle are banded independently (``_Group``); the index runs over their choices, the
    first group's slowest."""

    def __init__(self, state: GameState) -> None:
        combat = state.combat
        assert combat is not None
        self._state = state
        groups: dict[str, list[str]] = {}
        for attacker, target in sorted(combat.attackers.items()):
            groups.setdefault(target, []).append(attacker)
        built = (_Group(state, members) for _, members in sorted(groups.items()))
        self._groups = [g for g in built if g.count() > 1]
        self._sizes = [g.count() for g in self._groups]

    def size(self) -> int:
        """The number of legal declarations (``len`` can't exceed ``sys.maxsize``)."""
        return prod(self._sizes)

    def __len__(self) -> int:
        return self.size()

    @overload
    def __getitem__(self, index: int) -> Bands: ...

    @overload
    def __getitem__(self, index: slice) -> Sequence[Bands]: ...

    def __getitem__(self, index: int | slice) -> Bands | Sequence[Bands]:
        n = self.size()
        if isinstance(index, slice):
            return [self[i] for i in range(*index.indices(n))]
        if index < 0:
            index += n
        if not 0 <= index < n:
            raise IndexError(f"band declaration {index} out of range ({n})")
        out: list[Band] = []
        for group, size in reversed(list(zip(self._groups, self._sizes, strict=True))):
            index, at = divmod(index, size)
            out += group.nth(at)
        return tuple(sorted(out))

    def __iter__(self) -> Iterator[Bands]:
        def walk(g: int, head: list[Band]) -> Iterator[Bands]:
            if g == len(self._groups):
                yield tuple(sorted(head))
                return
            for part in self._groups[g].walk():
                yield from walk(g + 1, head + part)

        return walk(0, [])

    def __contains__(self, bands: object) -> bool:
        if not isinstance(bands, tuple) or not all(
                isinstance(band, tuple) and all(isinstance(c, str) for c in band)
                for band in bands):
            return False
        normal = tuple(sorted(tuple(sorted(band)) for band in bands))
        return bands == normal and not declaration_problems(self._state, bands)

    def count(self, value: object) -> int:
        """1 if ``value`` is a legal band declaration (each band and the list of them sorted),
        else 0."""
        return 1 if value in self else 0


def band_of(bands: Iterable[Band], creature: str) -> Band | None:
    """The band ``creature`` is in, if any."""
    return next((band for band in bands if creature in band), None)


def band_quality_pair(state: GameState, creatures: Sequence[str]) -> bool:
    """Among ``creatures``, a [quality] creature with "bands with other [quality]" and another
    [quality] creature (702.22j-k)."""
    for creature in creatures:
        for quality in qualities(state, creature):
            if has_quality(state, creature, quality) and any(
                    other != creature and has_quality(state, other, quality)
                    for other in creatures):
                return True
    return False
