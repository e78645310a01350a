"""Equip abilities other than "Equip [mana]" (CR 702.6a; ``sim.model.keyword_abilities.equip``
for the plain one): "Equip Knight {3}" — equip [quality] [cost], "[Cost]: Attach this
permanent to target [quality] creature you control. Activate only as a sorcery." (702.6,
the keyword's reminder text) — and "Equip—Sacrifice a creature", an equip cost paid other
than with mana (702.6a: "Equip [cost]", the cost any cost, 118.1).

Each is read as the activated ability it stands for, written out and read by the activated
ability reader (``read_activated``), so its target, cost and timing are the ones the written
form has; ``Activated.keyword`` is "equip" and ``sim.text.render_activated.equip_variant``
writes it back as the keyword only when its program is exactly that attachment. A quality
read here is one creature type ("Equip Halfling {1}"); another quality ("legendary
creature", "planeswalker": attached as though it were a creature, "commander") is left
unread."""

from __future__ import annotations

import re
from collections.abc import Callable

import attrs

from sim.model.programs import Activated
from sim.text.keyword_names import normalize
from sim.text.vocabulary import creature_type

#: "equip <creature type> {N}" (normalized)
_QUALITY = re.compile(r"^equip ([a-z]+) ((?:\{[0-9wubrgc]\})+)$")

#: "equip—<a cost paid other than with mana>" (normalized)
_PAID = re.compile(r"^equip ?[\u2014\u2013-] ?(.+)$")

#: the written-out effect of an equip ability (702.6a) targeting ``{}`` creatures
EFFECT = "Attach ~ to target {}creature you control. Activate only as a sorcery."


def equipping(line: str, card_name: str,
                  read: Callable[[str, str], Activated | None]) -> Activated | None:
    """``line`` as an equip [quality] [cost] or an equip—[cost] ability (702.6a), read by
    ``read`` (``sim.text.oracle.read_activated``) written out; None for another line or one
    whose written form doesn't read."""
    if line[:5].lower() != "equip":
        return None
    key = normalize(line).rstrip(". ")
    quality = _QUALITY.match(key)
    if quality is not None:
        kind = creature_type(quality[1])
        if not kind or kind.lower() != quality[1]:
            return None  # not one creature type, singular
        written = f"{quality[2].upper()}: {EFFECT.format(kind + ' ')}"
    else:
        paid = _PAID.match(key)
        if paid is None or "{" in paid[1] or " or " in paid[1]:
            return None  # (a mana cost is plain equip's; "pay {1} or discard a card" unread)
        cost = line.strip().rstrip(".")
        cost = re.split(r"[\u2014\u2013-]", cost, maxsplit=1)[1].strip()
        written = f"{cost}: {EFFECT.format('')}"
    ability = read(written, card_name)
    if ability is None or ability.program is None or ability.program.unsupported:
        return None
    return attrs.evolve(ability, text=line.strip(), keyword="equip")


__all__ = ["EFFECT", "equipping"]
