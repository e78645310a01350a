"""An effect's text as the instructions the grammar reads (``sim.text.effect_text``): its
sentences (split at the spaces after each period), each read once by the grammar's
``effect`` start (``instruction_of``), and the sentences of one dig through the library — or of
impulse draw — joined into one instruction (CR 608.2c, 401, 601.2)."""

from __future__ import annotations

import re
from functools import lru_cache

from sim.model.programs import REVEAL_TOP, REVEAL_UNTIL, SEARCH_NAMED, SELF, TOP_CARD
from sim.model.zone_verbs import EXILE_TO_PLAY
from sim.text.effect_rules import Instruction, Who
from sim.text.grammar import parse
from sim.text.keyword_names import normalize, self_reference
from sim.text.token_lists import token_list


@lru_cache(maxsize=32768)
def instruction_of(sentence: str) -> Instruction | None:
    """What the grammar's ``effect`` start reads ``sentence`` (normalized) as, or None; each
    sentence is read once (an ``Instruction`` is immutable, its subjects still unresolved)."""
    instruction: Instruction | None = parse("effect", sentence)
    return instruction or token_list(sentence, instruction_of)  # (``sim.text.token_lists``)


def split_sentences(body: str) -> list[str]:
    """``body`` split at the spaces after each period, but not inside a quoted ability (a
    token's 'with "{T}: ... . Activate only as a sorcery."', CR 111.4: one instruction); a
    quotation that ends with its period ends the sentence only when a new one begins after it
    (a capital letter: '... with "...greater." Activate only as a sorcery.'), not before the
    rest of its own ('gains "{T}: ... any target." until end of turn')."""
    out: list[str] = []
    start = 0
    at = body.find(".")
    while at >= 0:
        close = at + 1  # the sentence's end: after a quotation its period ends (".")
        if body[close:close + 1] == '"' and body.count('"', start, at) % 2:
            close += 1
        end = close
        while end < len(body) and body[end].isspace():
            end += 1
        quoted_end = close > at + 1 and (end == len(body) or not body[end].isupper())
        if end > close and not quoted_end and not body.count('"', start, close) % 2:
            out.append(body[start:close])
            start = end
        at = body.find(".", end)
    out.append(body[start:])
    return out


#: how the first sentence of a dig through the library begins, and the sentences after it that
#: may be part of it (``dig_joined``)
_DIG_FIRST = ("look at the top ", "reveal the top ", "search your library and/or graveyard ",
              "defending player reveals the top ")
_DIG_NEXT = ("you may reveal ", "put ", "then put ", "if you search", "you lose life equal",
             "you gain life equal", "if it", "you may put ", "otherwise, put ",
             "if you don't put ", "otherwise, you may put ")  # the last five: the top card's
# (CR 401, ``TOP_CARD``)
#: a triggered ability's intervening "if" clause before a dig's first words (CR 603.4)
_LEAD_IF = re.compile(r"^if [^,.\"]+, ")
#: the instructions ``dig_joined`` makes of several sentences
_JOINED = frozenset(("dig", SEARCH_NAMED, REVEAL_TOP, TOP_CARD))
#: impulse draw's two sentences, one instruction (CR 601.2, 305.1; ``EXILE_TO_PLAY``)
_FIRSTS = (*_DIG_FIRST, "exile the top ", "reveal cards from the top ",
           "search target player's library ", "search that player's library ",
           "search your library for ",  # 701.23a
           "look at target player's hand and ", "look at target opponent's hand and ",
           "look at that player's hand and ")  # Duress's choice made looking (402.3, 701.9a)
_NEXTS = (*_DIG_NEXT, "you may play ", "until end of turn, you may play ",
          "until the end of your next turn, you may play ", "then that player shuffles",
          "then the player shuffles", "then shuffle",
          "reveal those cards, put them into your hand",  # a search's (701.23a, 608.2c)
          "choose one of them",  # impulse draw choosing one (``impulse_rules``, 608.2c)
          "that player discards that card", "the player discards that card")  # 402.3
_JOINED |= {"by player"}  # ... its two sentences one instruction (``hand_look_rules``)
_JOINED |= {EXILE_TO_PLAY}
_JOINED |= {REVEAL_UNTIL}  # "reveal cards from the top ... until ..." (CR 701.20a)
_JOINED |= {"search"}  # "search target player's library ... then that player shuffles"


def dig_joined(sentences: list[str], card_name: str) -> list[str]:
    """``sentences`` with those of one dig through the library joined into one ("look at the
    top five cards of your library. you may reveal a creature card from among them and put it
    into your hand. put the rest on the bottom of your library in a random order": its
    choices are one instruction's, CR 608.2c), when the grammar reads them as one."""
    out: list[str] = []
    i = 0
    while i < len(sentences):
        raw = sentences[i]
        first = normalize(raw)
        may = first.startswith("you may ")  # the program's "you may" (603.5), read after
        lead = _LEAD_IF.match(first)  # an intervening "if" before it (603.4; read_effect's)
        lead = lead if lead is not None and first[lead.end():].startswith(_DIG_FIRST) else None
        if first[8 if may else 0:].startswith(_FIRSTS) or lead is not None:
            for k in (3, 2):
                more = sentences[i + 1:i + k]
                if len(more) != k - 1 or not all(normalize(m).startswith(_NEXTS)
                                                  for m in more):
                    continue
                joined = " ".join((raw, *more))
                key = self_reference(normalize(joined), card_name)
                found = _LEAD_IF.match(key) if lead is not None else None
                step = instruction_of(key[8:] if may else key[found.end():] if found else key)
                if step is not None and step.kind in _JOINED:
                    raw, i = joined, i + k - 1
                    break
        out.append(raw)
        i += 1
    return _top_if_joined(out)  # "reveal ... . if it's a <kind> card, <instructions>" (608.2c)


_REVEALS = "reveal the top card of your library"
_IF_ITS = ("if it's a ", "if it's an ")
#: "... you may reveal that card." and "if an instant or sorcery card is revealed this way, ..."
#: after it: one sentence (CR 701.20a, 608.2c; ``top_verbs.TOP_MAY_REVEAL``)
_MAY_REVEAL = "look at the top card of your library. you may reveal that card"
_REVEALED = re.compile(r"if an? [a-z, ]+? card is revealed this way, ")
#: the card looked at, read alone only as the whole effect (CR 401.3): followed by a sentence
#: (that may act on the card), the two are one, not read
_LOOKS = frozenset(("look at the top card of your library",
                    "you may look at the top card of your library"))


def _top_if_joined(sentences: list[str]) -> list[str]:
    """``sentences`` with "... reveal the top card of your library." and "if it's a <kind>
    card, <instructions>." after it joined into one sentence (CR 701.20a, 608.2c;
    ``sim.text.top_if_reader`` reads it), and "look at the top card of your library." with
    the sentence after it."""
    out: list[str] = []
    for raw in sentences:
        if out and (normalize(out[-1]).endswith(_REVEALS) and normalize(raw).startswith(
                _IF_ITS) or normalize(out[-1]) in _LOOKS  # a look alone: with what follows
                or normalize(out[-1]).endswith(_MAY_REVEAL) and _REVEALED.match(normalize(raw))):
            out[-1] = f"{out[-1]} {raw}"
        else:
            out.append(raw)
    return out


#: the verbs "have <subject> <verb>" is read with, each with its third-person form
CONJUGATED = {
    "get": "gets", "gain": "gains", "deal": "deals", "lose": "loses", "discard": "discards",
    "mill": "mills", "become": "becomes", "block": "blocks", "create": "creates",
    "return": "returns", "draw": "draws", "sacrifice": "sacrifices", "put": "puts",
    "exile": "exiles", "attack": "attacks", "take": "takes",
}

_HAVE = "have "


def have_sentence(s: str, it: str = "") -> str:
    """``s`` (the words after "you may") as the instruction it makes optional (CR 603.5,
    608.2c; "have" names who acts, not who chooses: the controller chooses): "have target
    creature get -1/-1 until end of turn" is "target creature gets -1/-1 until end of turn"
    (the subject as written, the verb conjugated for it: "have creatures you control get" is
    "creatures you control get"); any other sentence is itself. "Have it deal ..." is read only
    where "it" is the source (``it`` ``SELF``: the damage's source, 120.3, is the ability's)."""
    if not s.startswith(_HAVE):
        return s
    words = s[len(_HAVE):].split(" ")
    for at in range(1, len(words)):
        verb = words[at]
        if verb not in CONJUGATED:
            continue
        subject = " ".join(words[:at])
        who: Who | None = parse("subject_only", subject)
        if who is None:
            continue
        if subject == "it" and verb == "deal" and it != SELF:
            return s  # "whenever a beast enters, you may have it deal ...": the beast deals it
        rest = " ".join(words[at + 1:])
        for form in (CONJUGATED[verb], verb):  # a singular subject, or a plural one
            sentence = f"{subject} {form} {rest}".rstrip()
            if instruction_of(sentence) is not None:
                return sentence
        return s
    return s
