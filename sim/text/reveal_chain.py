"""Duress's chain (CR 701.20a, 701.9a): "target opponent reveals their hand. you choose a
<kind> card from it. that player discards that card." — three sentences read as one
instruction by ``sim.text.effect_text``. Split from it to keep modules small."""

from __future__ import annotations

import attrs

from sim.model.programs import DISCARD_CHOSEN, Op

#: "<player> reveals their hand": the first of Duress's sentences, an instruction only with
#: the two after it (``reveal_chain``), never in a program
REVEAL_HAND = "reveal hand"
#: the sentences after "<player> reveals their hand" (``reveal_chain``)
CHOSEN_STEPS = ("choose from hand", "discard that")
#: the verbs of a "reveals their hand ... discards that card" chain
CHAIN_VERBS = frozenset((REVEAL_HAND, *CHOSEN_STEPS))


def reveal_chain(ops: list[Op], step: Op, chain: list[str]) -> Op | None:
    """One sentence of the chain as the op it makes of the chain so far (``ops[-1]`` the
    reveal, ``chain`` its sentences read), or None out of order."""
    if step.verb == REVEAL_HAND:
        return None if chain else step
    if not chain or not ops or ops[-1].verb != REVEAL_HAND:
        return None
    if step.verb == "choose from hand":  # "... and exile that card" ends it (``Op.rule``)
        return None if len(chain) > 1 else attrs.evolve(  # "" kinds: any card (701.9a)
            ops[-1], card=step.card, rule=step.rule,
            verb=DISCARD_CHOSEN if step.rule else REVEAL_HAND)
    # "that player discards that card", or "exile that card" (``hand_verbs.EXILE_THAT``, 406.2)
    return attrs.evolve(ops[-1], verb=DISCARD_CHOSEN, rule=step.rule or ops[-1].rule) \
        if len(chain) > 1 else None
