"""Cards returned to the battlefield with counters (issue 29, graveyard; CR 614.1c, 122.6: the
permanent enters with them, a replacement of how it enters): "return target creature card
from your graveyard to the battlefield [tapped] with a lifelink counter on it", "... with a
+1/+1 | -1/-1 counter on it", "... with an additional +1/+1 counter | two additional +1/+1
counters on it", "... with a hexproof counter and an indestructible counter on it".

Only counters whose meaning the engine gives are read: +1/+1 and -1/-1 (CR 122.1a) and the
keyword counters (122.1b, ``sim.model.keyword_counters``); a counter of another kind
("finality", "corpse") has rules of its own and stays unsupported. The kinds go in the
instruction's ``card`` ("lifelink", "hexproof,indestructible", "additional +1/+1") and their
number in ``slots``; ``sim.text.effect_text`` passes them to ``Op.counter`` and ``Op.amount``
(``sim.rules.move_ops.graveyard_to_battlefield`` puts them on it as it enters)."""

from __future__ import annotations

from typing import Any

import attrs

from sim.model.keyword_counters import KEYWORD_COUNTERS
from sim.text.effect_rules import Instruction
from sim.text.static_rules import Refused

_NUMBERS = {"two": 2, "three": 3, "four": 4, "five": 5}


def counter_kinds(tokens: list[Any]) -> tuple[str, int]:
    """The kinds ("," joined) and number of the counters of ``return_counters``'s words."""
    words = [str(t) for t in tokens]
    if "additional" in words:  # "an additional +1/+1 counter", "two additional ... counters"
        return "additional " + words[2], _NUMBERS.get(words[0], 1)
    kinds = [words[i + 1] for i, w in enumerate(words) if w in ("a", "an")]
    if any(k not in KEYWORD_COUNTERS and k not in ("+1/+1", "-1/-1") for k in kinds) or \
            len(set(kinds)) < len(kinds):
        raise Refused(" ".join(words))  # a counter with rules of its own ("finality")
    return ",".join(kinds), 1


def with_counters(plain: Instruction, counters: tuple[str, int]) -> Instruction:
    """``plain`` (``MoveRules.card_to_battlefield``'s instruction) with the counters the card
    enters with (CR 614.1c)."""
    return attrs.evolve(plain, card=counters[0], slots=counters[1])
