"""Keyword counters (CR 122.1b): "a flying counter", "a first strike counter", ... — a
permanent with a keyword counter on it has that keyword. Their abilities apply in layer 6 (CR
613.1f) with the timestamp of the counter (613.7): before an effect making the permanent lose
abilities that began after the counter was put on it, after one that began earlier
(``sim.model.characteristic_layers``; ``Effect.before`` names the keyword counters on the
battlefield as a losing effect began, ``counter_keys``)."""

from __future__ import annotations

from sim.model.keywords import Kw
from sim.model.objects import Permanent

#: the keyword counters (CR 122.1b) the engine gives their meaning, by the counter's name
KEYWORD_COUNTERS: dict[str, int] = {
    "flying": int(Kw.FLYING), "first strike": int(Kw.FIRST_STRIKE),
    "double strike": int(Kw.DOUBLE_STRIKE), "deathtouch": int(Kw.DEATHTOUCH),
    "haste": int(Kw.HASTE), "hexproof": int(Kw.HEXPROOF),
    "indestructible": int(Kw.INDESTRUCTIBLE), "lifelink": int(Kw.LIFELINK),
    "menace": int(Kw.MENACE), "reach": int(Kw.REACH), "shadow": int(Kw.SHADOW),
    "trample": int(Kw.TRAMPLE), "vigilance": int(Kw.VIGILANCE)}


def counter_bits(perm: Permanent) -> int:
    """The abilities ``perm``'s keyword counters give it (CR 122.1b), as ``Kw`` bits."""
    counters = perm.counters
    if not counters:
        return 0
    bits = 0
    for kind, n in counters.items():
        if n > 0 and kind in KEYWORD_COUNTERS:
            bits |= KEYWORD_COUNTERS[kind]
    return bits


def own_bits(perm: Permanent) -> int:
    """``perm``'s printed abilities and those of its keyword counters (CR 122.1b), when no
    effect makes it lose abilities (then ``characteristic_layers.layered_keywords``)."""
    bits = perm.card.bits
    return bits | counter_bits(perm) if perm.counters else bits


def counter_key(perm: Permanent, kind: str) -> str:
    """A keyword counter of ``kind`` on ``perm`` as one ability with one timestamp (CR 613.7):
    the same object (400.7, ``Permanent.moves``) with counters of that kind since."""
    return f"{perm.id}#{perm.moves}:{kind}"


def counter_keys(perm: Permanent) -> list[str]:
    """The keys (``counter_key``) of ``perm``'s keyword counters."""
    return [counter_key(perm, kind) for kind, n in perm.counters.items()
            if n > 0 and kind in KEYWORD_COUNTERS]
