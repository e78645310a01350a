""""If that card is a(n) <kind> card, <instruction>" (CR 608.2c): the instruction — acting on
any object, the source's "~ gains haste until end of turn" — is done only if the card the
effect's last target names is of that kind as it is done: "When ~ enters, return target
creature card from your graveyard to your hand. If that card is a Goblin card, ~ gains haste
until end of turn." "That card" is the target card, followed to the zone the effect put it in
(the same card, its characteristics those of its card: a changeling card is every creature
type in every zone, 702.73a). The model: ``(THAT_CARD_IS, "k|<kind>")`` in ``Op.params``
(``k`` the target slot), checked by ``sim.rules.object_conditions``; ``that_card_words``
writes it back."""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

import attrs

from sim.model.it_is_kinds import THAT_CARD_IS
from sim.model.programs import Op
from sim.text.it_is_text import known_kind
from sim.text.wording import Piece

_HEAD = re.compile(r"^if that card is an? ([a-z' -]+) card, (.+)$")


def that_card_sentence(s: str, sentence: Callable[[str], list[Op] | None],
                       targets: list[Any]) -> list[Op] | None:
    """The sentence ``s`` ("if that card is a goblin card, ~ gains haste until end of turn")
    as its one instruction marked ``THAT_CARD_IS``, or None: no card target before it (a
    target card in a graveyard), an unknown kind, not one instruction, or one choosing a new
    target."""
    found = _HEAD.match(s)
    if found is None or not targets or not getattr(targets[-1], "zone", "") or \
            not all(known_kind(w) for w in found[1].split()):
        return None
    before = len(targets)
    ops = sentence(found[2])
    if not ops or len(ops) != 1 or len(targets) != before or ops[0].params or \
            ops[0].if_paid or ops[0].delayed:
        del targets[before:]
        return None
    mark = (THAT_CARD_IS, f"{before - 1}|{found[1]}")
    return [attrs.evolve(ops[0], params=ops[0].params | {mark})]


def that_card_words(op: Op, body: Piece) -> Piece | None:
    """``body``, the rendering of ``op``, after its ``THAT_CARD_IS`` condition; None: none."""
    for key, value in op.params:
        if key == THAT_CARD_IS:
            kind = value.split("|", 1)[1]
            article = "an" if kind[0] in "aeiou" else "a"
            return (f"if that card is {article} {kind} card, ", body)
    return None
