"""The transformer rules of the Oracle grammar (``oracle.lark``) for digging through the library
(its block "digging through the library"): "look at the top five cards of your library. you
may reveal a creature card from among them and put it into your hand. put the rest on the
bottom of your library in a random order", "... put one of them into your hand and the rest
into your graveyard", "..., then put them back in any order", "reveal the top four cards of
your library. put all land cards revealed this way into your hand and the rest ..." (CR 401,
608.2c), each an ``Instruction`` of kind "dig" that ``sim.text.effect_text`` makes an
``Op(DIG)``: ``amount`` the cards looked at, ``slots`` how many go to the hand (0: none, -1:
all of the kinds), ``card`` the kinds, ``verb`` where the rest go (``sim.model.programs``'
``REST_*``); "investigate [twice | N times]" (CR 701.16a)
"proliferate" (701.34a), "<creature> explores" (701.44a) and a search putting the card on top
of the library (701.23a).

Interpreted in the compiled build (``setup.py``): the class subclasses lark's
``Transformer``, which mypyc cannot compile.
"""

from __future__ import annotations

from typing import Any

import attrs
from lark import Token, Transformer

from sim.model.clash_verbs import CLASH
from sim.model.dig_verbs import DIG_EACH_KIND, DIG_REVEALED, DIG_TO_EXILE, DIG_TO_GRAVEYARD
from sim.model.programs import (
    DEFENDING,
    DIG_ANY_NUMBER,
    EXILE,
    EXPLORE,
    FLIP_COIN,
    GAIN_LIFE,
    GAIN_LOST,
    INVESTIGATE,
    LOSE_LIFE,
    MANIFEST,
    MANIFEST_DREAD,
    PROLIFERATE,
    REST_BOTTOM,
    REST_BOTTOM_ANY,
    REST_BOTTOM_RANDOM,
    REST_GRAVEYARD,
    REST_TOP_ANY,
    REVEAL_TOP,
    REVEAL_UNTIL,
    SEARCH_MAX_VALUE,
    SEARCH_NAMED,
    TOP_CARD,
    TOP_ELSE,
    TOP_ELSE_DECLINED,
    TOP_KINSHIP,
    TOP_MAY,
    TOP_REVEAL,
    TOP_REVEAL_IT,
    TOP_TO_BATTLEFIELD,
    TOP_TO_HAND,
    YOU,
)
from sim.model.qualities import NONCREATURE_SUBTYPES
from sim.model.this_way_verbs import GAIN_DEALT, GAIN_PREVENTED
from sim.model.token_specs import incubator
from sim.model.top_verbs import TOP_ELSE_MAY
from sim.text.dig_count_rules import looked
from sim.text.effect_rules import Instruction, Who
from sim.text.static_rules import Refused
from sim.text.vocabulary import NUMBER_WORDS, creature_type

#: the words a card looked at may be said to be ("a creature or land card"): card types
#: (CR 205.2a), "permanent" (110.4a), "historic" (700.6), colors (105.1, 105.2); besides
#: these, a subtype
_KIND_WORDS = frozenset(("artifact", "creature", "enchantment", "instant", "land",
                         "planeswalker", "sorcery", "battle", "permanent", "historic",
                         "colorless", "white", "blue", "black", "red", "green"))
_SUBTYPES = frozenset(s.lower() for s in NONCREATURE_SUBTYPES)
#: the kinds of cards that are permanent cards (CR 110.4a)
_PERMANENT_WORDS = frozenset(("artifact", "creature", "enchantment", "land", "planeswalker",
                              "battle", "permanent"))


class LibraryRules(Transformer[Token, Any]):
    """Digging through the library (the grammar's ``dig``)."""

    def dig_count(self, tokens: list[Any]) -> tuple[int, bool]:
        word = str(tokens[0])
        if word == "x":
            return 1, True  # X cards (CR 107.3)
        n = int(word) if word.isdigit() else NUMBER_WORDS[word]
        if n < 1:
            raise Refused(word)
        return n, False

    def dig_look(self, c: list[Any]) -> tuple[int, bool]:
        return c[0]  # type: ignore[no-any-return]

    def dig_kind(self, tokens: list[Any]) -> str:
        kind = str(tokens[-1])
        if kind not in _KIND_WORDS and kind not in _SUBTYPES and not creature_type(kind):
            raise Refused(kind)
        if creature_type(kind) and creature_type(kind).lower() != kind:
            raise Refused(kind)  # a plural ("elves"): not how a card is named
        return " ".join(str(t) for t in tokens)  # "legendary creature" (CR 205.4d)

    def dig_kinds(self, tokens: list[Any]) -> str:
        return " or ".join(str(t) for t in tokens if str(t) not in (",", "or"))

    def dig_rest(self, tokens: list[Any]) -> str:
        words = [str(t) for t in tokens]
        if words[0] == "into":
            return REST_GRAVEYARD
        if words[1] == "top":  # "on top of your library in any order" (CR 401.4)
            return REST_TOP_ANY
        if "random" in words:
            return REST_BOTTOM_RANDOM
        return REST_BOTTOM_ANY if "any" in words else REST_BOTTOM

    @looked
    def dig_may(self, c: list[Any]) -> Instruction:
        (n, x), kinds, rest = c[0], c[1], c[-1]
        return Instruction("dig", amount=n, x=x, card=kinds, slots=1, verb=rest)

    @looked
    def dig_may_battlefield(self, c: list[Any]) -> Instruction:
        """"... you may put a land card from among them onto the battlefield [tapped]" (CR
        401, 608.2c): only permanent cards can be put onto the battlefield (110.4a), so the
        kinds must all be permanents' (a card type, or a creature type)."""
        (n, x), kinds, rest = c[0], c[1], c[-1]
        for kind in kinds.split(" or "):
            word = kind.removeprefix("legendary ")
            if word not in _PERMANENT_WORDS and not creature_type(word):
                raise Refused(kind)  # "a green card": maybe an instant
        return Instruction("dig", amount=n, x=x, card=kinds, slots=1, verb=rest,
                           tapped=True in c[2:-1],
                           params=frozenset({(TOP_TO_BATTLEFIELD, "")}))

    @looked
    def dig_may_any(self, c: list[Any]) -> Instruction:
        """"... you may reveal any number of creature cards from among them and put the
        revealed cards into your hand" (CR 401, 608.2c): ``DIG_ANY_NUMBER`` slots."""
        (n, x), kinds, rest = c[0], c[1], c[-1]
        return Instruction("dig", amount=n, x=x, card=kinds, slots=DIG_ANY_NUMBER, verb=rest)

    @looked
    def dig_up_to_battlefield(self, c: list[Any]) -> Instruction:
        """"... put up to two land cards from among them onto the battlefield [tapped]" (CR
        401, 608.2c, 110.4a: permanent cards only)."""
        (n, x), (k, kx), kinds = c[0], c[1], c[2]
        if kx or k < 2:
            raise Refused("up to")
        most = [p for p in c[3:] if isinstance(p, frozenset)]  # "with mana value 3 or less"
        found = self.dig_may_battlefield([(n, x), kinds, *(p for p in c[3:] if p not in most)])
        return attrs.evolve(found, slots=k, params=found.params.union(*most))

    def dig_max_value(self, tokens: list[Any]) -> frozenset[tuple[str, str]]:
        """"with mana value N or less" after the kinds (CR 202.3)."""
        return frozenset({(SEARCH_MAX_VALUE, str(tokens[0]))})

    @looked
    def dig_put(self, c: list[Any]) -> Instruction:
        (n, x), (k, kx), rest = c[0], c[1], c[-1]
        if kx or k >= n and not x:
            raise Refused("put all of them")  # not the wording of a choice among them
        return Instruction("dig", amount=n, x=x, slots=k, verb=rest)

    @looked
    def dig_back(self, c: list[Any]) -> Instruction:
        n, x = c[0]
        return Instruction("dig", amount=n, x=x, slots=0, verb=REST_TOP_ANY)

    @looked
    def dig_mill_any(self, c: list[Any]) -> Instruction:
        """"... put any number of them into your graveyard and the rest back on top of your
        library in any order" (CR 401.4, 608.2c: ``DIG_TO_GRAVEYARD``)."""
        n, x = c[0]
        return Instruction("dig", amount=n, x=x, slots=DIG_ANY_NUMBER, verb=REST_TOP_ANY,
                           params=frozenset({(DIG_TO_GRAVEYARD, "")}))

    @looked
    def dig_exile_any(self, c: list[Any]) -> Instruction:
        """"..., then exile any number of them and put the rest back on top of your library
        in any order" (CR 401.4, 406.2, 608.2c: ``DIG_TO_EXILE``)."""
        n, x = c[0]
        return Instruction("dig", amount=n, x=x, slots=DIG_ANY_NUMBER, verb=REST_TOP_ANY,
                           params=frozenset({(DIG_TO_EXILE, "")}))

    def dig_reveal_may(self, c: list[Any]) -> Instruction:
        """"reveal the top five cards of your library. you may put a creature or land card
        from among them into your hand. put the rest ..." (CR 701.20a: ``DIG_REVEALED``)."""
        found = self.dig_may(c)
        return attrs.evolve(found, params=frozenset({(DIG_REVEALED, "")}))

    def dig_reveal_each(self, c: list[Any]) -> Instruction:
        """"reveal the top four cards of your library. you may put a creature card and/or a
        land card from among them into your hand. put the rest ..." (CR 701.20a, 608.2c)."""
        (n, x), first, second, rest = c[0], str(c[1]), str(c[2]), c[-1]
        if first == second or " or " in first + second:
            raise Refused("and/or")
        return Instruction("dig", amount=n, x=x, card=f"{first}|{second}", slots=2, verb=rest,
                           params=frozenset({(DIG_REVEALED, ""), (DIG_EACH_KIND, "")}))

    def dig_all(self, c: list[Any]) -> Instruction:
        (n, x), kinds, rest = c[0], c[1], c[-1]
        return Instruction("dig", amount=n, x=x, card=kinds, slots=-1, verb=rest)

    # CR 701.16a: "investigate" (create a Clue token), "investigate twice", "... three times"

    def investigate_times(self, tokens: list[Any]) -> int:
        word = str(tokens[0])
        return 2 if word == "twice" else 0 if word == "x" else NUMBER_WORDS[word]

    def investigate(self, c: list[Any]) -> Instruction:
        """"investigate [N times]"; "X times" (0 here): X (CR 701.16a)."""
        n = c[0] if c else 1
        return Instruction(INVESTIGATE, amount=n or 1, x=n == 0)

    def incubate(self, c: list[Any]) -> Instruction:
        """"incubate N" (CR 701.53a): create an Incubator token with N +1/+1 counters."""
        return Instruction("token", token=incubator(int(c[-1])), amount=1)

    def manifest_top(self, c: list[Any]) -> Instruction:  # CR 701.40a
        return Instruction("look", verb=MANIFEST, amount=1)

    def manifest_dread(self, c: list[Any]) -> Instruction:  # CR 701.62a
        return Instruction("look", verb=MANIFEST_DREAD, amount=1)

    def proliferate(self, c: list[Any]) -> Instruction:  # CR 701.34a
        return Instruction(PROLIFERATE)

    def flip_coin(self, c: list[Any]) -> Instruction:  # CR 705.1
        return Instruction(FLIP_COIN)

    def clash(self, c: list[Any]) -> Instruction:  # CR 701.30b: a contest, as a flip is
        return Instruction(FLIP_COIN, verb=CLASH)

    def gain_lost(self, c: list[Any]) -> Instruction:  # CR 608.2c, 119.3
        who: Who = c[0]
        if who.kind != "fixed" or who.who != YOU:
            raise Refused("gain life equal to the life lost this way")  # "you" alone
        return Instruction("counted", who, GAIN_LOST, 1)

    def gain_dealt(self, c: list[Any]) -> Instruction:  # CR 608.2c, 120.3
        who: Who = c[0]
        if who.kind != "fixed" or who.who != YOU:
            raise Refused("gain life equal to the damage dealt this way")  # "you" alone
        return Instruction("counted", who, GAIN_DEALT, 1)

    def gain_prevented(self, c: list[Any]) -> Instruction:  # CR 615.1a, 119.3
        who: Who = c[0]
        if who.kind != "fixed" or who.who != YOU:
            raise Refused("gain life equal to the damage prevented this way")  # "you" alone
        return Instruction("counted", who, GAIN_PREVENTED, 1)

    def reveal_until(self, c: list[Any]) -> Instruction:
        """"reveal cards from the top of your library until you reveal a creature card. put
        that card into your hand | onto the battlefield [tapped] and the rest ..." (CR
        701.20a): onto the battlefield only kinds of permanent cards (110.4a)."""
        kinds, (dest, tapped) = c[-2], c[-1]
        if dest not in (TOP_TO_HAND, TOP_TO_BATTLEFIELD) or tapped and dest == TOP_TO_HAND:
            raise Refused(dest)
        if dest == TOP_TO_BATTLEFIELD:
            for kind in kinds.split(" or "):
                word = kind.removeprefix("legendary ")
                if word not in _PERMANENT_WORDS and not creature_type(word):
                    raise Refused(kind)
        return Instruction(REVEAL_UNTIL, card=kinds, verb=dest, tapped=tapped)

    def explore(self, c: list[Any]) -> Instruction:  # CR 701.44a
        who: Who = c[0]
        if who.kind not in ("self", "it", "target") or who.words == "that player":
            raise Refused("explores")  # a group explores one at a time: not read
        return Instruction("verb", who, EXPLORE)

    # CR 701.23a, 701.24a: "search your library and/or graveyard for a card named <name>,
    # reveal it, and put it into your hand. if you search your library this way, shuffle"

    def search_named(self, tokens: list[Any]) -> Instruction:
        words = [str(t) for t in tokens]
        start = words.index("named") + 1
        end = len(words) - 1 - words[::-1].index("reveal") - 1  # the comma before "reveal"
        name = " ".join(words[start:end]).replace(" ,", ",")
        searched = words[words.index("you", end) + 1]
        return Instruction(SEARCH_NAMED, card=name, verb=searched)

    # CR 701.20a: "reveal the top card of your library and put that card into your hand. you
    # lose life equal to its mana value"; "defending player reveals the top card of their
    # library. if it's a land card, that player puts it into their hand"

    def reveal_life(self, tokens: list[Any]) -> str:
        return LOSE_LIFE if str(tokens[0]) == "lose" else GAIN_LIFE

    def reveal_top(self, c: list[Any]) -> Instruction:
        return Instruction(REVEAL_TOP, verb=c[-1])

    def reveal_top_land(self, c: list[Any]) -> Instruction:
        who: Who = c[0]
        if who != Who("fixed", who=DEFENDING):
            raise Refused("reveals the top card")  # "that player" names the defending one
        return Instruction(REVEAL_TOP, who, card="land")

    # CR 401, 701.20a: "look at | reveal the top card of your library. [if it's a <kind> card, ]
    # [you may] put it <where>. [otherwise, put it <elsewhere>]" (``TOP_CARD``)

    def top_if(self, c: list[Any]) -> tuple[str]:
        return (str(c[-1]),)

    def top_kinship(self, c: list[Any]) -> tuple[str]:
        return (TOP_KINSHIP,)  # kinship: it shares a creature type with ~ (CR 205.3m)

    def top_reveal_only(self, c: list[Any]) -> tuple[str, bool, bool]:
        return "", False, True  # "you may reveal it" (kinship's; "if you do" follows)

    def top_may(self, tokens: list[Any]) -> str:
        return TOP_MAY

    def top_dest(self, tokens: list[Any]) -> tuple[str, bool]:
        words = " ".join(str(t) for t in tokens)
        return words.removesuffix(" tapped"), words.endswith(" tapped")

    def top_move(self, c: list[Any]) -> tuple[str, bool, bool]:
        return c[-1][0], c[-1][1], False

    def top_reveal_it(self, c: list[Any]) -> tuple[str, bool, bool]:
        return TOP_TO_HAND, False, True

    def top_else(self, tokens: list[Any]) -> tuple[str, str, str]:
        dests = [t for t in tokens if isinstance(t, tuple)]
        if dests[-1][1]:
            raise Refused("tapped")  # not a destination read otherwise
        if str(tokens[0]) == "otherwise":
            return TOP_ELSE_MAY if "may" in tokens else TOP_ELSE, dests[-1][0], ""
        return TOP_ELSE_DECLINED, dests[-1][0], dests[0][0]

    def top_rest(self, c: list[Any]) -> list[Any]:
        return c

    def top_card_revealed(self, c: list[Any]) -> Instruction:
        return self.top_card(c, True)

    def top_card(self, rest: list[Any], reveal: bool = False) -> Instruction:
        c = rest[0]
        kinds = next((x[0] for x in c if isinstance(x, tuple) and len(x) == 1), "")
        may = TOP_MAY in c
        dest, tapped, reveal_it = next(x for x in c if isinstance(x, tuple) and len(x) == 3
                                       and isinstance(x[2], bool))
        otherwise = next((x for x in c if isinstance(x, tuple) and len(x) == 3
                          and isinstance(x[2], str)), None)
        params = {(TOP_REVEAL, "")} if reveal else set()
        if (kinds == TOP_KINSHIP) != (dest == "") or dest == "" and not may:
            raise Refused("reveal it")  # only kinship's card is revealed and left on top
        if kinds == TOP_KINSHIP:
            kinds = ""
            params.add((TOP_KINSHIP, ""))
        if may:
            params.add((TOP_MAY, ""))
        if reveal_it:
            if reveal or not kinds and TOP_KINSHIP not in dict(params):
                raise Refused("reveal it")  # revealed already, or of no stated kind
            params.add((TOP_REVEAL_IT, ""))
        if otherwise is not None:
            kind, elsewhere, declined = otherwise
            if kind == TOP_ELSE and (may or not kinds) or kind == TOP_ELSE_DECLINED and (
                    not may or declined != dest) or elsewhere == dest or \
                    kind == TOP_ELSE_MAY and (not kinds or kinds == TOP_KINSHIP):
                raise Refused(kind)  # "otherwise" after a choice: not known which
            params.add((kind, elsewhere))
        if dest == TOP_TO_BATTLEFIELD and not kinds:
            raise Refused("any card onto the battlefield")  # an instant can't be (110.4a)
        return Instruction(TOP_CARD, card=kinds, verb=dest, tapped=tapped,
                           params=frozenset(params))

    def choose_and_exile(self, c: list[Any]) -> Instruction:
        """"target opponent reveals their hand. you choose a nonland card from it and exile
        that card" (CR 701.20a, 406.2): Duress's chain ending in an exile (``Op.rule``)."""
        return Instruction("choose from hand", card=c[0], verb=EXILE)
