"""Banding and "bands with other" (CR 702.22) in combat: a band becomes blocked as one, and who
assigns combat damage in a fight where banding is involved. Which bands are legal is the
legality engine's (``sim.legality.bands``).

* 702.22b: "bands with other [quality]" is a special form of banding (a parameter,
  ``sim.model.abilities.BANDS_WITH_OTHER``; banding itself is the flag ``Kw.BANDING``); a permanent
  that an effect makes lose banding loses its "bands with other" abilities too.
* 702.22c-d: as attackers are declared, the attacking player may put them into bands: one or
  more with banding plus at most one without; or one or more [quality] creatures with "bands
  with other [quality]" plus any number of other [quality] creatures. Each creature is in at
  most one band, and a band's creatures all attack the same player, planeswalker or battle.
  Defending players never form bands. ``sim.legality.bands.legal_band_declarations`` is lazy
  (``BandDeclarations``): counted and indexed without listing, as a dozen creatures with
  banding already have millions of ways to band.
* 702.22h-i: a creature blocking one creature of a band blocks the whole band (done as
  blockers are declared, ``sim.rules.combat``); an effect that makes one creature of a band become
  blocked makes the entire band blocked (``become_blocked``). Requirements count the result:
  blocking a band mate of a creature that "must be blocked" obeys it (``sim.legality.constraints``).
* 702.22j-k: whoever has banding on their side of a fight divides the other side's combat
  damage in it (``damage_chooser_for_attacker`` and ``damage_chooser_for_blocker``).

The engine asks for bands (``declare_bands``, ``sim.rules.combat``) only when a band is possible
(``could_band``), so a board without banding never meets any of this.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from sim.legality.bands import BANDING_BIT, band_of, band_quality_pair
from sim.model.state import GameState


def become_blocked(state: GameState, attacker: str) -> tuple[str, ...]:
    """An effect makes the attacking creature ``attacker`` become blocked, by no creature
    ("target attacking creature becomes blocked"; 509.1h: it then stays blocked, and having
    no blocker assigns no combat damage, 510.1c). CR 702.22i: if it is in a band, the entire
    band becomes blocked. Returns the creatures that were unblocked and now are blocked, in
    order (509.5c: their "becomes blocked" abilities trigger); nothing when ``attacker`` is
    not attacking. A band mate already removed from combat has left the band (702.22f) and is
    not touched."""
    combat = state.combat
    if combat is None or attacker not in combat.attackers:
        return ()
    band = band_of(combat.bands, attacker) or (attacker,)
    newly = tuple(c for c in band if c in combat.attackers and c not in combat.blocked)
    combat.blocked.update(newly)
    return newly


def damage_chooser_for_attacker(state: GameState, blockers: Sequence[str],
                                masks: Mapping[str, int]) -> str | None:
    """CR 702.22j: the defending player, when the attacking creature is blocked by a creature
    with banding or by both a [quality] creature with "bands with other [quality]" and another
    [quality] creature; None otherwise (its controller assigns, 510.1c). ``masks``: the
    blockers' abilities."""
    for blocker in blockers:
        if masks[blocker] & BANDING_BIT:
            return state.permanents[blocker].controller
    if len(blockers) > 1 and band_quality_pair(state, blockers):
        return state.permanents[blockers[0]].controller
    return None


def damage_chooser_for_blocker(state: GameState, attackers: Sequence[str],
                               masks: Mapping[str, int]) -> str | None:
    """CR 702.22k: the active player, when the blocking creature is blocking a creature with
    banding or both a [quality] creature with "bands with other [quality]" and another
    [quality] creature; None otherwise (its controller assigns, 510.1d). ``masks``: the
    attackers' abilities."""
    if any(masks[a] & BANDING_BIT for a in attackers) or \
            len(attackers) > 1 and band_quality_pair(state, attackers):
        return state.active
    return None
