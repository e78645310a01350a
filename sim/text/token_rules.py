"""Reading the parts of token instructions (CR 111.4, 111.10; the grammar's ``token``,
``predefined_token`` and ``token_with`` rules, the tokens built by
``sim.text.effect_rules.EffectRules.token``): a token's keywords ("with flying and haste";
"with decayed", 702.147a: the abilities it stands for, ``sim.model.token_specs.DECAYED``), its
quoted abilities, the predefined tokens ("create a Treasure token", "incubate" aside), and
tokens counted as they are created ("for each <count>", "a number of ... equal to <count>")."""

from __future__ import annotations

from typing import Any, cast

import attrs
from lark import Token, Transformer

from sim.model.count_kinds import OPPONENTS_YOU_HAVE
from sim.model.filters import COUNTERS_ON_SELF, Count
from sim.model.keywords import Kw
from sim.model.programs import PREDEFINED_TOKENS, TOKEN, YOU, Op
from sim.model.token_attack_verbs import (
    EACH_OPPONENT_PARAM,
    OR_PLANESWALKER,
    THAT_PLAYER,
    TOKEN_EACH_OPPONENT,
)
from sim.model.token_specs import DECAYED
from sim.text.effect_rules import EffectRules, Instruction
from sim.text.hand_rules import player_subject
from sim.text.keyword_names import KEYWORDS
from sim.text.static_rules import Refused
from sim.text.where_x_rules import WhereXRules

#: the words of a token's name written in lower case after its first ("Kobolds of Kher Keep")
_SMALL = frozenset(("of", "the", "to", "and", "in", "a", "an"))


class TokenRules(Transformer[Any, Any]):
    """The transformer of the token rules' parts."""

    def token_with(self, c: list[Any]) -> Kw | tuple[Kw, str]:
        """The keywords after "with"; with "decayed", also the text it stands for; keywords
        with a number ("toxic 1") and a quoted ability (CR 111.4) are the token's text, one
        line each (the quoted ability last), compiled as a card's."""
        keywords = Kw.NONE
        lines = [i[1] for i in c if isinstance(i, tuple) and i[0] == "param"]
        lines += [i[1] for i in c if isinstance(i, tuple) and i[0] == "quoted"]
        if lines:  # 'with toxic 1 and "<ability>"': the keywords and its text
            rest = self.token_with([i for i in c if not isinstance(i, tuple)])
            if not isinstance(rest, Kw):
                raise Refused("decayed and")
            return rest, "\n".join(lines)
        if "decayed" in c:  # CR 702.147a: the abilities it stands for, as the token's text
            rest = self.token_with([i for i in c if i != "decayed"])
            return (rest if isinstance(rest, Kw) else Kw.NONE), DECAYED
        for item in c:
            flag = KEYWORDS.get(item.text)
            if flag is None:
                raise Refused(item.text)
            keywords |= flag
        return keywords

    def token_quoted(self, c: list[Any]) -> tuple[str, str]:
        return "quoted", str(c[0])[1:-1]

    def token_param(self, c: list[Any]) -> tuple[str, str]:
        """"toxic 1" (CR 702.164a), "afflict 2", "annihilator 1", "rampage 1", "bushido 1",
        "firebending 1", "devour 1" (702.82a; its reminder text, ``sim.text.keyword_triggers``): a
        keyword with a number, written as a line of the token's text."""
        return "param", f"{str(c[0]).title()} {c[1]}"

    def attacking_untapped(self, c: list[Any]) -> bool:
        """"that's attacking": put onto the battlefield attacking, untapped (CR 508.4)."""
        return False

    def token_name(self, c: list[Any]) -> str:
        """A token's name (CR 111.4), capitalized as a card's ("Kobolds of Kher Keep")."""
        words = [str(w) for w in c]
        return " ".join(w if k and w in _SMALL else w.capitalize() for k, w in enumerate(words))

    def named_token(self, c: list[Any]) -> Instruction:
        """"create a 1/1 ... token [with ...] named <name> [that's tapped and attacking]" (CR
        111.4): the token instruction, its token named so (a quoted ability naming it
        compiled with the name as the token's ~)."""
        k = max(i for i, item in enumerate(c) if isinstance(item, str) and
                not isinstance(item, Token))  # the name: after a quoted ability's text
        step: Instruction = EffectRules.token(cast(EffectRules, self), c[:k] + c[k + 1:])
        if step.token is None or step.token.kind:
            raise Refused("named")
        return attrs.evolve(step, token=attrs.evolve(step.token, named=c[k]))

    def legendary_token(self, c: list[Any]) -> Instruction:
        """"create <name>, a legendary 3/3 ... creature token [with ...]" (CR 111.4, 205.4d)."""
        k = next(i for i, item in enumerate(c) if isinstance(item, Token) and
                 item.type == "TOKEN_PT")
        step: Instruction = EffectRules.token(cast(EffectRules, self), [(1, False), *c[k:]])
        assert step.token is not None
        return attrs.evolve(step, token=attrs.evolve(step.token, named=", ".join(c[:k]),
                                                     legendary=True))

    def token_walk(self, c: list[Any]) -> tuple[str, str]:
        """"with islandwalk" (CR 702.14a): a line of the token's text."""
        return "param", str(c[0]).capitalize()

    def token_protection(self, c: list[Any]) -> tuple[str, str]:
        """"with protection from white" (CR 702.16a): a line of the token's text."""
        return "param", f"Protection from {c[-1]}"

    def token_ward(self, c: list[Any]) -> tuple[str, str]:
        """"with ward {2}" (CR 702.21a): a line of the token's text."""
        return "param", f"Ward {c[-1]}"

    def token_decayed(self, c: list[Any]) -> str:
        return "decayed"

    def token_quote(self, c: list[Any]) -> str:
        return str(c[0])[1:-1]  # the abilities, run only if they run in full (card_reader)

    def count_opponents(self, c: list[Any]) -> Count:
        """"for each opponent you have", "the number of opponents you have" (CR 102.3)."""
        return Count(OPPONENTS_YOU_HAVE)

    def token_number_of(self, c: list[Any]) -> tuple[int, bool]:
        """"a number of": no number until "equal to <count>" (``token_equal``) gives one."""
        return 0, False

    def token_each(self, c: list[Any]) -> Instruction:
        """"create a 1/1 ... token for each <count>" (CR 111.2, 608.2h): one token per thing
        counted as the instruction is carried out; the count from the source ("on it") not
        read here."""
        step: Instruction = c[0]
        if not isinstance(c[1], Count) or step.x or step.amount != 1 or step.who is not None:
            raise Refused("tokens for each")
        return attrs.evolve(step, count=c[1])

    def token_equal(self, c: list[Any]) -> Instruction:
        """"create a number of ... tokens equal to <count>" (CR 111.2, 608.2h)."""
        step: Instruction = c[0]
        if not isinstance(c[1], Count) or c[1].kind == COUNTERS_ON_SELF or step.x or \
                step.amount != 0 or step.who is not None:  # (counters "on it": which "it"?)
            raise Refused("tokens equal to")
        return attrs.evolve(step, amount=1, count=attrs.evolve(c[1], equal_to=True))

    def token_where_x(self, c: list[Any]) -> Instruction:
        """"create x 1/1 ... tokens, where x is <count>" (CR 107.3, 608.2h): the token
        instruction read as ``token`` is, its X defined as ``where_x`` defines one."""
        step: Instruction = EffectRules.token(cast(EffectRules, self), c[:-1], sized=True)
        if step.token is not None and step.token.x_pt:  # "create an x/x ... token, where x
            # is <count>" (107.3): the count sizes the token; their number stays (token_sizes)
            sized = WhereXRules.where_x(cast(WhereXRules, self), [attrs.evolve(step, x=True),
                                                                  c[-1]])
            return attrs.evolve(sized, amount=step.amount)
        return WhereXRules.where_x(cast(WhereXRules, self), [step, c[-1]])

    def token_each_opponent(self, c: list[Any], rule: str = THAT_PLAYER) -> Instruction:
        """"for each opponent, create a 1/1 ... token that's tapped and attacking that player"
        (CR 111.2, 508.4): a fixed number of tokens, no quoted ability ("it has"), for each
        opponent, attacking them (``sim.rules.token_attacks``)."""
        step: Instruction = EffectRules.token(cast(EffectRules, self), c)
        if not step.attacking or step.x or step.count is not None or step.who is not None \
                or step.params or step.token is None or step.token.text:
            raise Refused("for each opponent")
        return attrs.evolve(step, params=frozenset([(EACH_OPPONENT_PARAM, rule)]))

    def token_each_opponent_or_planeswalker(self, c: list[Any]) -> Instruction:
        """"... attacking that player or a planeswalker they control" (508.4: chosen)."""
        return self.token_each_opponent(c, OR_PLANESWALKER)

    def player_token(self, c: list[Any]) -> Instruction:
        """"its controller | each opponent | target opponent creates a 1/1 ... token" (CR
        111.2: each of those players creates one, under their own control); not "tapped and
        attacking" (508.4: only the attacking player's)."""
        who = c[0]
        if who.kind == "fixed" and who.who == YOU or not player_subject(who):
            raise Refused("creates")
        step: Instruction = EffectRules.token(cast(EffectRules, self), c[1:])
        if step.attacking:
            raise Refused("creates")
        return attrs.evolve(step, who=who)

    def player_predefined_token(self, c: list[Any]) -> Instruction:
        """"its controller creates a Treasure token" (CR 111.2, 111.10)."""
        who = c[0]
        if who.kind == "fixed" and who.who == YOU or not player_subject(who):
            raise Refused("creates")
        return attrs.evolve(self.predefined_token(c[1:]), who=who)

    def predefined_token(self, c: list[Any]) -> Instruction:
        """"Create a Treasure token", "create x Food tokens" (CR 111.10)."""
        (n, x), kind = c[0], str(c[-1].children[0])
        return Instruction("token", token=PREDEFINED_TOKENS[kind], amount=n, x=x,
                           tapped=len(c) > 2)


def token_op(step: Instruction, who: str) -> Op:
    """The instruction creating ``step``'s tokens, ``who`` creating them (CR 111.2): its count,
    the amount ``run_op`` multiplies by a count read as it is carried out (608.2h), and
    "tapped and attacking" (508.4) tapped; "for each opponent, ... attacking that player"
    its own verb (``sim.model.token_attack_verbs``)."""
    each = dict(step.params).get(EACH_OPPONENT_PARAM)
    return Op(TOKEN if each is None else TOKEN_EACH_OPPONENT, who, token=step.token,
              count=step.amount, x=step.x, per=step.count, amount=1,
              tapped=step.tapped, attacking=step.attacking, rule=each or "")


__all__ = ["TokenRules", "token_op"]
