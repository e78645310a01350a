"""Reading the parts of token instructions (CR 111.4, 111.10; the grammar's ``token``,
``predefined_token`` and ``token_with`` rules, the tokens built by
``sim.text.effect_rules.EffectRules.token``): a token's keywords ("with flying and haste";
"with decayed", 702.147a: the abilities it stands for, ``sim.model.token_specs.DECAYED``), its
quoted abilities, and the predefined tokens ("create a Treasure token", "incubate" aside)."""

from __future__ import annotations

from typing import Any

from lark import Transformer

from sim.model.keywords import Kw
from sim.model.programs import PREDEFINED_TOKENS
from sim.model.token_specs import DECAYED
from sim.text.effect_rules import Instruction
from sim.text.keyword_names import KEYWORDS
from sim.text.static_rules import Refused


class TokenRules(Transformer[Any, Any]):
    """The transformer of the token rules' parts."""

    def token_with(self, c: list[Any]) -> Kw | tuple[Kw, str]:
        """The keywords after "with"; with "decayed", also the text it stands for."""
        keywords = Kw.NONE
        if "decayed" in c:  # CR 702.147a: the abilities it stands for, as the token's text
            rest = self.token_with([i for i in c if i != "decayed"])
            return (rest if isinstance(rest, Kw) else Kw.NONE), DECAYED
        for item in c:
            flag = KEYWORDS.get(item.text)
            if flag is None:
                raise Refused(item.text)
            keywords |= flag
        return keywords

    def token_decayed(self, c: list[Any]) -> str:
        return "decayed"

    def token_quote(self, c: list[Any]) -> str:
        return str(c[0])[1:-1]  # the abilities, run only if they run in full (card_reader)

    def predefined_token(self, c: list[Any]) -> Instruction:
        """"Create a Treasure token", "create x Food tokens" (CR 111.10)."""
        (n, x), kind = c[0], str(c[-1].children[0])
        return Instruction("token", token=PREDEFINED_TOKENS[kind], amount=n, x=x,
                           tapped=len(c) > 2)


__all__ = ["TokenRules"]
