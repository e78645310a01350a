"""Lands that animate themselves (issue 29, real decks: Modern Affinity's Inkmoth and
Blinkmoth Nexus): "~ becomes a 1/1 Blinkmoth artifact creature with flying until end of turn.
It's still a land." (CR 613.1d-f, 205.1b). ``sim.text.effect_text.still_joined`` joins the
second sentence to the first, the grammar's ``become_creature`` reads them as one
instruction, ``sim.text.effect_text`` makes it a ``BECOME_CREATURE`` op, rendered back by
``sim.text.render_costs.CostWriter.op_become_creature`` and run by
``sim.rules.effect_ops._become_creature``."""

from __future__ import annotations

from typing import Any

from lark import Token, Transformer

from sim.model.keywords import Kw
from sim.model.programs import BECOME_CREATURE, TokenSpec
from sim.text.effect_rules import Instruction, Who
from sim.text.keyword_names import normalize
from sim.text.static_rules import Refused
from sim.text.vocabulary import COLORS

#: the card types the words before "creature" may name (205.2a); any other word is a
#: creature type (205.3m)
_CARD_TYPES = frozenset(("artifact", "enchantment"))


class AnimateRules(Transformer[Token, Any]):
    """The grammar's ``become_creature`` rule."""

    def become_creature(self, c: list[Any]) -> Instruction:
        """"~ becomes a 1/1 Blinkmoth artifact creature with flying until end of turn. it's
        still a land": its characteristics as a token's (``TokenSpec``); a color word is
        refused (no effect here changes colors, layer 5)."""
        if not isinstance(c[0], Who) or c[0].kind != "self":  # only "~" (its own ability)
            raise Refused("a subject other than ~")
        if any(isinstance(t, tuple) for t in c):
            raise Refused("decayed")  # a keyword standing for abilities (702.147a): not here
        pt = next(str(t) for t in c if isinstance(t, Token) and t.type == "TOKEN_PT")
        words: list[str] = next((t for t in c if isinstance(t, list)), [])
        keywords = next((t for t in c if isinstance(t, Kw)), Kw.NONE)
        types: list[str] = []
        subtypes: list[str] = []
        for word in words:
            if word in COLORS or word == "colorless" or not word.replace("-", "").isalpha():
                raise Refused(word)
            (types if word in _CARD_TYPES else subtypes).append(word.title())
        power, toughness = (int(v) for v in pt.split("/"))
        return Instruction(BECOME_CREATURE, token=TokenSpec(
            power, toughness, (), tuple(subtypes), keywords, types=(*types, "Creature")))


def still_joined(sentences: list[str]) -> list[str]:
    """``sentences`` with each "It's still a land." joined to the sentence before it: with it,
    "~ becomes a 1/1 ... creature until end of turn" keeps the land's card type (CR 205.1b),
    so the grammar reads the two as one instruction (``become_creature``)."""
    out: list[str] = []
    for raw in sentences:
        if out and normalize(raw) == "it's still a land":
            out[-1] = out[-1].rstrip() + " " + raw
        else:
            out.append(raw)
    return out
