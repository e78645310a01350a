"""The transformer rules of the Oracle grammar (``oracle.lark``) for characteristic-defining
power and toughness (CR 604.3, 613.4a): "~'s power [and toughness are each] [is] equal to the
number of <permanents> [you control | your opponents control | on the battlefield]" or "... of
[<type> [and <type>]] cards in your hand | your graveyard | all graveyards".

Interpreted in the compiled build (``setup.py``): the class subclasses lark's ``Transformer``,
which mypyc cannot compile.
"""

from __future__ import annotations

from typing import Any

import attrs
from lark import Token, Transformer

from sim.model.abilities import CDA_BOTH, CDA_POWER, OPPONENT, SELF, YOU, Filter, Parsed, Static
from sim.text.static_rules import Refused
from sim.text.vocabulary import thing

#: the card types a counted zone's cards may be of, as printed
CARD_TYPE_WORDS = {"creature": "Creature", "instant": "Instant", "sorcery": "Sorcery",
                   "land": "Land", "artifact": "Artifact", "enchantment": "Enchantment",
                   "planeswalker": "Planeswalker"}


class CdaRules(Transformer[Token, Any]):
    """Characteristic-defining abilities as ``Static`` (``cda``: ``CDA_POWER``, ``CDA_BOTH``);
    each method is named after a rule or an alias of ``oracle.lark``."""

    def static_cda(self, c: list[Any]) -> Parsed:
        return c[0]  # type: ignore[no-any-return]

    def cda_verb(self, tokens: list[Any]) -> bool:
        return len(tokens) > 1

    def counted_yours(self, c: list[Any]) -> str:
        return YOU

    def counted_opponents(self, c: list[Any]) -> str:
        return OPPONENT

    def counted_anywhere(self, c: list[Any]) -> str:
        return ""

    def cda(self, c: list[Any]) -> Parsed:
        counted = thing(c[1])
        if counted is None:
            raise Refused(c[1])
        who = c[2] if len(c) > 2 else ""
        return Parsed(statics=(Static("", affects=SELF, what=attrs.evolve(counted, controller=who),
                                      cda=CDA_BOTH if c[0] else CDA_POWER),))

    def zone_cards(self, c: list[Any]) -> Filter:
        """"[<type> [and <type>]] cards in your hand | your graveyard | all graveyards"."""
        words = [str(t) for t in c]
        kinds = [w for w in words if w not in ("cards", "in", "your", "all", "graveyards",
                                               "hand", "graveyard", "and")]
        types = [CARD_TYPE_WORDS.get(k, "") for k in kinds]
        if not all(types):
            raise Refused(" ".join(kinds))
        zone = "hand" if words[-1] == "hand" else "graveyard"
        return Filter(card_type="/".join(types), controller="" if words[-1] == "graveyards"
                      else YOU, zone=zone)

    def cda_cards(self, c: list[Any]) -> Parsed:
        return Parsed(statics=(Static("", affects=SELF, what=c[1],
                                      cda=CDA_BOTH if c[0] else CDA_POWER),))
