"""The transformer rules of the Oracle grammar (``oracle.lark``) for a player's hand and library
(its block "hands and libraries"): "target player draws two cards", "each player discards a
card [at random]", "mill three cards" (CR 121.1, 701.9a-b, 701.13a), each an ``Instruction``
of kind "by player" whose subject ``sim.text.effect_text`` resolves.

Interpreted in the compiled build (``setup.py``): the class subclasses lark's
``Transformer``, which mypyc cannot compile.
"""

from __future__ import annotations

from typing import Any

import attrs
from lark import Token, Transformer

from sim.model.edict_qualities import GREATEST_POWER, OTHER_THAN_SELF, WITH
from sim.model.keywords import Kw
from sim.model.player_verbs import (
    AND_LOSES,
    DISCARD_DRAW_THAT_MANY,
    DISCARD_HAND,
    DRAW_ADDITIONAL,
    GET_POISON,
    HAND_TO_TOP,
    SHUFFLE_HAND_GRAVEYARD,
    SHUFFLE_LIBRARY,
    UNTAP_LANDS,
)
from sim.model.programs import (
    DEFENDING,
    DISCARD,
    DISCARD_RANDOM,
    DRAW,
    EACH_PLAYER,
    EXILE_TOP,
    LOSE_LIFE,
    MILL,
    OPPONENTS,
    SACRIFICE,
    THAT_PLAYER_OR_PLANESWALKER,
    THAT_SPELLS_CONTROLLER,
    YOU,
)
from sim.text.effect_rules import Instruction, Who
from sim.text.keyword_names import KEYWORDS
from sim.text.static_rules import Refused
from sim.text.vocabulary import NUMBER_WORDS


class Quality(str):
    """An edict's quality (``sim.model.edict_qualities``), told apart from the kinds' words."""


class HandRules(Transformer[Token, Any]):
    """A player's draws, discards and mills (the grammar's ``player_draws``, ``discard`` and
    ``mill``)."""

    def each_player(self, c: list[Any]) -> Who:
        return Who("fixed", who=EACH_PLAYER)

    def that_player(self, c: list[Any]) -> Who:
        return Who("it", "that player")

    def that_player_or_planeswalker(self, c: list[Any]) -> Who:  # CR 608.2d
        return Who("it", THAT_PLAYER_OR_PLANESWALKER)

    def hand_count(self, tokens: list[Any]) -> tuple[int, bool]:
        word = str(tokens[0])
        if word == "x":
            return 1, True  # X times one card (CR 107.3)
        return (int(word), False) if word.isdigit() else (NUMBER_WORDS[word], False)

    def hand_to_top(self, c: list[Any]) -> Instruction:
        """"put two cards from your hand on top of your library in any order" (CR 401.4):
        the controller's; "in any order" is said only of two cards or more."""
        return _by_player(Who("fixed", who=YOU), HAND_TO_TOP, c[0])

    def shuffle_library(self, c: list[Any]) -> Instruction:
        """"shuffle your library", "(you may) shuffle" (CR 701.24a)."""
        return _by_player(Who("fixed", who=YOU), SHUFFLE_LIBRARY, (1, False))

    def untap_lands(self, c: list[Any]) -> Instruction:
        """"untap up to two lands [you control]" (CR 701.26b, 608.2c)."""
        found = _by_player(Who("fixed", who=YOU), UNTAP_LANDS, c[0])
        return attrs.evolve(found, then="you" if len(c) > 1 else "")

    def at_random(self, c: list[Any]) -> bool:
        return True

    def player_draws(self, c: list[Any]) -> Instruction:
        return _by_player(c[0], DRAW, c[1])

    def discard_verb(self, tokens: list[Any]) -> str:
        return str(tokens[0])

    mill_verb = discard_verb

    def discard(self, c: list[Any]) -> Instruction:
        who = _subject(c)
        return _by_player(who, DISCARD_RANDOM if c[-1] is True else DISCARD,
                          c[2] if len(c) > 2 and isinstance(c[0], Who) else c[1])

    def mill(self, c: list[Any]) -> Instruction:
        return _by_player(_subject(c), MILL, c[-1])

    sacrifice_verb = discard_verb

    def player_draws_additional(self, c: list[Any]) -> Instruction:
        """"that player draws an additional card" (CR 121.1)."""
        return _by_player(c[0], DRAW_ADDITIONAL, c[1])

    def and_loses(self, c: list[Any]) -> Instruction:
        """"<player> draws|discards|sacrifices ... and loses N life" (CR 119.3, 608.2c): the
        same player loses the life, after the first instruction."""
        (n, x) = c[1]
        lose = Instruction("by player", Who("previous"), LOSE_LIFE, amount=n, x=x,
                           then=AND_LOSES)
        return Instruction("sequence", first=c[0], second=lose)

    def shuffle_hand_graveyard(self, c: list[Any]) -> Instruction:
        """"each player shuffles their hand and graveyard into their library" (CR 701.24a)."""
        return _by_player(c[0], SHUFFLE_HAND_GRAVEYARD, (1, False))

    def gets_poison(self, c: list[Any]) -> Instruction:
        """"each opponent gets a poison counter" (CR 122.1f)."""
        return _by_player(c[0], GET_POISON, c[1])

    def draws_bare(self, c: list[Any]) -> Instruction:
        """"..., then draws seven cards": the player of the instruction before (CR 121.1)."""
        return _by_player(Who("previous"), DRAW, c[0])

    def draw_additional(self, c: list[Any]) -> Instruction:
        """"draw an additional card", "draw two additional cards" (CR 121.1)."""
        return _by_player(Who("fixed", who=YOU), DRAW_ADDITIONAL, c[0])

    def discard_hand(self, c: list[Any], verb: str = DISCARD_HAND) -> Instruction:
        """"discard your hand", "each player discards their hand" (CR 701.9a)."""
        who = c[0] if isinstance(c[0], Who) else Who("fixed", who=YOU)
        yours = who.kind == "fixed" and who.who == YOU
        if yours != (str(c[-1]) == "discard"):
            raise Refused("discards their hand")
        return _by_player(who, verb, (1, False))

    def discard_draw_that_many(self, c: list[Any]) -> Instruction:
        """"discard all the cards in your hand, then draw that many cards" (CR 701.9a,
        121.1, 608.2c)."""
        return self.discard_hand(c, DISCARD_DRAW_THAT_MANY)

    def edict(self, c: list[Any]) -> Instruction:
        """"<player> sacrifices N <kinds>" (CR 701.21a): the kinds in ``Instruction.card``
        ("creature", "nonland permanent", "creature or planeswalker"), a quality in
        ``Instruction.then`` (``sim.model.edict_qualities``: "an attacking creature", "a
        creature with flying"); "sacrifice ..." with no subject is the controller's,
        "sacrifices ..." needs one."""
        who = c[0] if isinstance(c[0], Who) else None
        verb = str(c[1] if who is not None else c[0])
        rest = c[2:] if who is not None else c[1:]
        (n, x) = rest[0]
        quality = " ".join(q for q in rest[1:] if isinstance(q, Quality))
        words = [str(t) for t in rest[1:] if not isinstance(t, Quality)]
        if who is None:
            if verb != "sacrifice":
                raise Refused("sacrifices")
            who = Who("fixed", who=YOU)
        elif (verb == "sacrifice") != (who.kind == "fixed" and who.who == YOU):
            raise Refused(verb)  # "you sacrifices", "each player sacrifice"
        many = n > 1 or x
        nouns = words[1:] if words[0].startswith("non") else words
        if words[0].startswith("non") and words[0][3:].lstrip("-") not in _EDICT_NON:
            raise Refused(words[0])  # "nontoken": not a card type
        if any(w.endswith("s") != many for w in nouns) or many and len(nouns) > 1:
            raise Refused("sacrifices")  # "a creatures", "two creatures or planeswalkers"
        kinds = " or ".join(w[:-1] if many else w for w in nouns)
        if words[0].startswith("non"):
            kinds = f"{words[0]} {kinds}"
        if quality == GREATEST_POWER and (many or kinds != "creature"):
            raise Refused(quality)  # one creature, chosen among the tied (208.3)
        step = _by_player(who, SACRIFICE, (n, x))
        return attrs.evolve(step, card=kinds, then=quality)

    def edict_state(self, tokens: list[Any]) -> Quality:
        """"an attacking | blocking | attacking or blocking creature" (CR 506.4)."""
        return Quality(" ".join(str(t) for t in tokens))

    def edict_tail(self, tokens: list[Any]) -> Quality:
        """"with flying" (a keyword, CR 702), "with the greatest power among creatures they
        control | that player controls" (208.3: the player chooses among the tied), "other than
        ~" (the source excepted)."""
        words = [str(t) for t in tokens]
        if words[0] == "other":  # "a creature other than ~"
            return Quality(OTHER_THAN_SELF)
        if words[1] == "the":
            return Quality(GREATEST_POWER)
        if KEYWORDS.get(words[1]) is not Kw.__members__.get(words[1].upper(), Kw.NONE):
            raise Refused(f"with {words[1]}")
        return Quality(WITH + words[1])


    # CR 701.20a, 701.9a: "target opponent reveals their hand. you choose a nonland card
    # from it. that player discards that card." (``sim.text.effect_text`` joins them)

    def hand_kinds(self, tokens: list[Any]) -> str:
        words = " ".join(str(t) for t in tokens).replace(" ,", ",")
        for word in words.replace(",", "").split():
            kind = word[3:].lstrip("-") if word.startswith("non") else word
            if kind not in _CARD_TYPES and word != "or":
                raise Refused(word)  # "nontoken": not a card type
        return words

    def reveal_hand(self, c: list[Any]) -> Instruction:
        return Instruction("reveal hand", _by_player(c[0], "reveal", (1, False)).who)

    def choose_from_hand(self, c: list[Any]) -> Instruction:
        return Instruction("choose from hand", card=c[0])

    def choose_any_from_hand(self, c: list[Any]) -> Instruction:
        return Instruction("choose from hand", card="")  # any card (CR 701.9a)

    def discard_that(self, c: list[Any]) -> Instruction:
        if c[0] != Who("it", "that player") or c[1] != "discards":
            raise Refused("discards that card")
        return Instruction("discard that")


class ExileTopRules(Transformer[Token, Any]):
    """"<player> exiles the top [N] card[s] of their library" (CR 406.2; ingest's, 702.115a)."""

    def exile_top(self, c: list[Any]) -> Instruction:
        return _by_player(c[0], EXILE_TOP, c[1])

    def exile_one(self, c: list[Any]) -> tuple[int, bool]:
        return 1, False

    def exile_count(self, c: list[Any]) -> tuple[int, bool]:
        return c[0]  # type: ignore[no-any-return]


def _subject(c: list[Any]) -> Who:
    """The subject of "[<player>] discard(s)|mill(s) ...": as written; none with "discard" or
    "mill" is the controller; none with "discards" or "mills" is the player of the instruction
    before ("..., then discards a card": ``kind`` "previous")."""
    if isinstance(c[0], Who):
        return c[0]
    return Who("previous") if str(c[0]).endswith("s") else Who("fixed", who=YOU)


#: the card types a card chosen from a hand may be said to be (or not to be)
_CARD_TYPES = frozenset(("creature", "instant", "sorcery", "artifact", "enchantment", "land",
                         "planeswalker", "battle"))


#: the fixed subjects that are players (``_by_player``)
_PLAYERS = frozenset((YOU, OPPONENTS, DEFENDING, EACH_PLAYER))


#: the card types an edict's "non<type>" may name (CR 205.2a)
_EDICT_NON = frozenset(("creature", "land", "artifact", "enchantment", "planeswalker"))


def _by_player(who: Who, verb: str, count: tuple[int, bool]) -> Instruction:
    """A player's instruction ("target player draws two cards", "each opponent mills three
    cards"): its subject must be a player, its count at least one."""
    n, x = count
    if not player_subject(who) or n < 1:
        raise Refused(verb)
    return Instruction("by player", who, verb, amount=n, x=x)


def player_subject(who: Who) -> bool:
    """Whether ``who`` names players ("target player", "each opponent", "its controller")."""
    return who.kind == "previous" or who.kind == "fixed" and who.who in _PLAYERS or \
        who.kind == "it" and who.words in ("that player", THAT_SPELLS_CONTROLLER) or \
        who.kind == "controller" or \
        who.kind == "target" and \
        who.spec is not None and who.spec.types == frozenset({"player"})
