"""Banding and "bands with other" (CR 702.22): which attacking bands are legal, and who
assigns combat damage in a fight where banding is involved.

* 702.22b: "bands with other [quality]" is a special form of banding (a parameter,
  ``sim.abilities.BANDS_WITH_OTHER``; banding itself is the flag ``Kw.BANDING``); a permanent
  that an effect makes lose banding loses its "bands with other" abilities too.
* 702.22c-d: as attackers are declared, the attacking player may put them into bands: one or
  more with banding plus at most one without; or one or more [quality] creatures with "bands
  with other [quality]" plus any number of other [quality] creatures. Each creature is in at
  most one band, and a band's creatures all attack the same player, planeswalker or battle.
  Defending players never form bands.
* 702.22j-k: whoever has banding on their side of a fight divides the other side's combat
  damage in it (``damage_chooser_for_attacker`` and ``damage_chooser_for_blocker``).

The engine asks for bands (``declare_bands``, ``sim.combat``) only when a band is possible
(``could_band``), so a board without banding never meets any of this.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from itertools import product

from sim.abilities import BANDS_WITH_OTHER
from sim.keywords import Kw
from sim.state import GameState

_BANDING = int(Kw.BANDING)

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
    return mask & _BANDING != 0 or bool(qualities(state, pid))


def _plurals(subtype: str) -> set[str]:
    word = subtype.lower()
    out = {word + "s", word + "es", word}
    if word in _IRREGULAR:
        out.add(_IRREGULAR[word])
    return out


def has_quality(state: GameState, pid: str, quality: str) -> bool:
    """Whether ``pid`` is a [quality] creature for "bands with other [quality]": "legends"
    (legendary), "creatures named <name>", or a creature type named in the plural
    ("dinosaurs", "wolves")."""
    card = state.permanents[pid].card
    if quality in ("legends", "legendary creatures"):
        return "Legendary" in card.supertypes
    if quality.startswith("creatures named "):
        return card.name.lower() == quality[len("creatures named "):]
    return any(quality in _plurals(subtype) for subtype in card.subtypes)


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
    without = sum(1 for c in band if not state.keywords(c) & _BANDING)
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


def legal_band_declarations(state: GameState) -> list[Bands]:
    """Every legal band declaration (702.22c-d), each a sorted tuple of sorted bands; the
    first is no bands at all. Each partition of the attackers is listed once: the creatures
    attacking the same player, planeswalker or battle that could be in some band are split
    into blocks (restricted growth strings), pruned as soon as a block can't grow into a legal
    band, and the groups' choices combined."""
    combat = state.combat
    assert combat is not None
    groups: dict[str, list[str]] = {}
    for attacker, target in sorted(combat.attackers.items()):
        groups.setdefault(target, []).append(attacker)
    choices = [_group_declarations(state, members) for _, members in sorted(groups.items())]
    out: list[Bands] = []
    for combo in product(*choices):
        out.append(tuple(sorted(band for part in combo for band in part)))
    return out


def _group_declarations(state: GameState, members: list[str]) -> list[Bands]:
    """The legal ways to band the creatures attacking one player, planeswalker or battle."""
    banding = {c for c in members if state.keywords(c) & _BANDING}
    group_qualities = frozenset().union(*(qualities(state, c) for c in members))
    if banding:
        candidates = members
    else:
        candidates = [c for c in members
                      if any(has_quality(state, c, q) for q in group_qualities)]
    if len(candidates) < 2:
        return [()]
    kinds = {c: frozenset(q for q in group_qualities if has_quality(state, c, q))
             for c in candidates}

    def may_grow(block: list[str]) -> bool:
        """A necessary condition for ``block`` or a larger block to be a legal band."""
        if sum(1 for c in block if c not in banding) <= 1:
            return True
        return bool(frozenset.intersection(*(kinds[c] for c in block)))

    out: list[Bands] = []
    blocks: list[list[str]] = []

    def grow(i: int) -> None:
        if i == len(candidates):
            bands = [tuple(sorted(b)) for b in blocks if len(b) > 1]
            if all(not band_problems(state, band) for band in bands):
                out.append(tuple(sorted(bands)))
            return
        creature = candidates[i]
        blocks.append([creature])  # a block of its own first: "no bands" comes first
        grow(i + 1)
        blocks.pop()
        for block in blocks:
            block.append(creature)
            if may_grow(block):
                grow(i + 1)
            block.pop()

    grow(0)
    return out


def band_of(bands: Iterable[Band], creature: str) -> Band | None:
    """The band ``creature`` is in, if any."""
    return next((band for band in bands if creature in band), None)


def _quality_pair(state: GameState, creatures: Sequence[str]) -> bool:
    """Among ``creatures``, a [quality] creature with "bands with other [quality]" and another
    [quality] creature (702.22j-k)."""
    for creature in creatures:
        for quality in qualities(state, creature):
            if has_quality(state, creature, quality) and any(
                    other != creature and has_quality(state, other, quality)
                    for other in creatures):
                return True
    return False


def damage_chooser_for_attacker(state: GameState, blockers: Sequence[str],
                                masks: Mapping[str, int]) -> str | None:
    """CR 702.22j: the defending player, when the attacking creature is blocked by a creature
    with banding or by both a [quality] creature with "bands with other [quality]" and another
    [quality] creature; None otherwise (its controller assigns, 510.1c). ``masks``: the
    blockers' abilities."""
    for blocker in blockers:
        if masks[blocker] & _BANDING:
            return state.permanents[blocker].controller
    if len(blockers) > 1 and _quality_pair(state, blockers):
        return state.permanents[blockers[0]].controller
    return None


def damage_chooser_for_blocker(state: GameState, attackers: Sequence[str],
                               masks: Mapping[str, int]) -> str | None:
    """CR 702.22k: the active player, when the blocking creature is blocking a creature with
    banding or both a [quality] creature with "bands with other [quality]" and another
    [quality] creature; None otherwise (its controller assigns, 510.1d). ``masks``: the
    attackers' abilities."""
    if any(masks[a] & _BANDING for a in attackers) or \
            len(attackers) > 1 and _quality_pair(state, attackers):
        return state.active
    return None


__all__ = ["bands_in_some_form", "Band", "Bands", "qualities", "has_quality", "band_problems",
           "declaration_problems", "could_band", "legal_band_declarations", "band_of",
           "damage_chooser_for_attacker", "damage_chooser_for_blocker"]
