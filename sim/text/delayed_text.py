"""Delayed instructions read from an effect's sentences (CR 603.7a): "draw a card at the
beginning of the next turn's upkeep", "sacrifice it at the beginning of the next end step", "at
the beginning of the next end step, exile it". The sentence without its moment is read as any
other (``sim.text.effect_text``); its one instruction is then marked ``Op.delayed``: resolving,
the spell or ability creates a delayed triggered ability that does it then
(``sim.rules.delayed``)."""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence

import attrs

from sim.model.keyword_verbs import THEM
from sim.model.programs import (
    ACTIVATED_TIMES,
    BOUNCE,
    COUNTER,
    CREATED,
    DAMAGE,
    DESTROY,
    DRAW,
    EXILE,
    LOSE_GAME,
    MINUS_COUNTER,
    NEXT_END_OF_COMBAT,
    NEXT_END_STEP,
    NEXT_UPKEEP,
    NEXT_YOUR_UPKEEP,
    NOT_PAID,
    PAY_MANA,
    REMOVE_COUNTERS,
    RETURN_EXILED,
    RETURN_LINKED,
    SACRIFICE_IT,
    SELF,
    TAP,
    THAT,
    TO_LIBRARY_TOP,
    TOKEN,
    WHEN_DIES,
    YOU,
    Op,
    Program,
    TargetSpec,
)
from sim.model.turn_trigger_verbs import WHEN_LEAVES
from sim.text.follow_text import follow_sentence, its_token, made_by, the_card
from sim.text.life_total_text import life_total_sentence
from sim.text.next_cast_text import next_cast_sentence
from sim.text.top_if_reader import top_if
from sim.text.turn_trigger_text import LEADS, turn_trigger_sentence
from sim.text.vocabulary import NUMBER_WORDS

#: how a sentence names its moment, after the instruction (the suffixes) or before it
_SUFFIXES = ((" at the beginning of the next turn's upkeep", NEXT_UPKEEP),
             (" at the beginning of the next end step", NEXT_END_STEP),
             (" at end of combat", NEXT_END_OF_COMBAT))  # CR 511.2
_PREFIXES = (("at the beginning of the next end step, ", NEXT_END_STEP),
             ("at the beginning of your next upkeep, ", NEXT_YOUR_UPKEEP),
             ("at end of combat, ", NEXT_END_OF_COMBAT))

#: a pact's "pay {2}{g}{g}. if you don't, you lose the game" (CR 118.12, 104.3e), delayed
_PAY = re.compile(r"pay ((?:\{[0-9wubrgc]\})+)")
_LOSE = "if you don't, you lose the game"

#: the instructions a delayed triggered ability may do (``sim.rules.delayed``): a player's
#: draw (CR 121.1), and what happens to the one object it is about (701.21a sacrifice, 406.2
#: exile, 400.7 return to its owner's hand, 701.8a destroy)
_VERBS = frozenset((DRAW, SACRIFICE_IT, EXILE, BOUNCE, DESTROY))
#: and (at end of combat, mostly) damage its source deals to it (120.3), counters put on it
#: or removed from it (122.1), putting it on top of its owner's library (401.1), tapping it
#: (701.26a)
_VERBS |= frozenset((DAMAGE, COUNTER, MINUS_COUNTER, REMOVE_COUNTERS, TO_LIBRARY_TOP, TAP))
#: and tokens its controller creates (CR 111.2: "create a 4/4 red Bird creature token with
#: flying at the beginning of the next end step")
_VERBS |= frozenset((TOKEN,))

#: "return it to the battlefield under its owner's control": what the instruction before exiled
_RETURN = re.compile(r"return (it|that card|that creature|~) to the battlefield under "
                     r"(its owner's|your) control( with a \+1/\+1 counter on it)?")


#: "that creature" in a triggered ability: the object the trigger is about (the creature ~
#: blocked, was blocked by, dealt damage to: ``StackItem.that``), kept for the delayed ability
#: (CR 603.7c)
_THE_OTHER = re.compile(r"\bthat creature\b")


#: "sacrifice | exile that token | the token" after "create a ... token" (the one it created)
_THE_TOKEN = re.compile(r"(sacrifice|exile) (?:that|the) token")
#: "sacrifice | exile them | those tokens | the tokens" after "create N ... tokens"
_THE_TOKENS = re.compile(r"(sacrifice|exile) (?:them|those tokens|the tokens)")


def split_moment(s: str) -> tuple[str, str]:
    """``s`` (a normalized sentence) without the moment it names, and the moment
    (``NEXT_UPKEEP``, ``NEXT_END_STEP``); ``(s, "")`` for a sentence that names none."""
    for words, moment in _SUFFIXES:
        if s.endswith(words):
            return s[:-len(words)], moment
    for words, moment in _PREFIXES:
        if s.startswith(words):
            return s[len(words):], moment
    return s, ""


def _returned(inner: str, before: Sequence[Op], targets: Sequence[TargetSpec]) -> Op | None:
    """"return it to the battlefield under its owner's control" after "exile ~" or "exile
    <one target creature or artifact>" (CR 406.2, 400.7): the card that instruction exiled."""
    match = _RETURN.fullmatch(inner)
    exiled = before[-1] if before else None
    if match is None or exiled is None or exiled.verb != EXILE:
        return None
    who = exiled.who
    if who.startswith("target:"):
        spec = targets[int(who[7:])]
        if match[1] == "~" or spec.zone:  # (an Aura returned is attached as it enters,
            return None  # 303.4f, ``sim.rules.aura_entry``)
    elif who != SELF or match[1] not in ("it", "~"):
        return None
    return Op(RETURN_EXILED, who, rule="under your control" if match[2] == "your" else "",
              amount=int(match[3] is not None))  # with a +1/+1 counter (614.1c)


#: how a delayed "when that creature dies this turn" ability begins (CR 603.7a)
_WHEN_DIES = ("when that creature dies this turn, ", "when it dies this turn, ",
              "when that creature leaves the battlefield this turn, ")  # (603.6c: WHEN_LEAVES)


def _when_dies(s: str, targets: Sequence[TargetSpec],
               program: Callable[[str], Program] | None) -> Op | None:
    """"When that creature dies this turn, <effect>" about the last target, a creature: the
    ``WHEN_DIES`` instruction carrying the effect's program (read whole, or None)."""
    words = next(w for w in _WHEN_DIES if s.startswith(w))
    if program is None or not targets or "creature" not in targets[-1].types or \
            targets[-1].zone:
        return None
    then = program(s[len(words):])
    if then.unsupported or not then.runnable or then.modes:
        return None
    verb = WHEN_LEAVES if "leaves" in words else WHEN_DIES
    return Op(verb, f"target:{len(targets) - 1}", program=then)


def delayed_sentence(s: str, read: Callable[[str], list[Op] | None],
                     before: Sequence[Op], targets: Sequence[TargetSpec] = (),
                     program: Callable[[str], Program] | None = None) -> list[Op] | None:
    """The instructions of sentence ``s`` (``read`` reads a sentence; ``before``: the program's
    instructions so far, ``targets`` its targets; ``program`` reads a whole effect): a
    sentence with a moment is one instruction, delayed to it (CR 603.7a), a "when that
    creature dies this turn, ..." one creating that ability; None when it is not one the
    engine delays."""
    cast = next_cast_sentence(s) if s.startswith("when you ") else None
    if cast is not None:  # "when you next cast ... this turn, ..." (603.7a)
        return cast
    if s.startswith(("whenever ", *LEADS)):  # "whenever ... this turn, ..." (603.7c)
        return turn_trigger_sentence(s)
    if s.startswith(_WHEN_DIES):
        dies = _when_dies(s, targets, program)
        return None if dies is None else [dies]
    last = before[-1] if before else None
    if s == _LOSE and last is not None and last.verb == PAY_MANA and last.delayed:
        # the same delayed ability's second sentence (CR 118.12: done if it wasn't paid)
        return [Op(LOSE_GAME, YOU, if_paid=NOT_PAID, delayed=last.delayed)]
    inner, moment = split_moment(s)
    if not moment:
        return _flicker(s, read, before, targets) or follow_sentence(s, read, before, targets) or \
            its_token(s, top_if(read)(s), before, targets) or life_total_sentence(s)  # (608.2c:
        # ``follow_text``; ``top_if_reader``; CR 119.5: ``life_total_text``)
    pay = _PAY.fullmatch(inner)
    if pay is not None:  # only with "if you don't, ..." after it (``sim.rules.delayed``)
        return [Op(PAY_MANA, YOU, rule=pay[1].upper(), delayed=moment)]
    back = _returned(inner, before, targets) if moment == NEXT_END_STEP else None
    if back is not None:
        return [attrs.evolve(back, delayed=moment)]
    times, n = _ACTIVATED.fullmatch(inner), 0
    if times is not None:  # "if this ability has been activated four or more times this turn"
        if times[1] not in NUMBER_WORDS and not times[1].isdigit():
            return None
        n = int(times[1]) if times[1].isdigit() else NUMBER_WORDS[times[1]]
        inner = times[2]
    made = made_by(before)  # "create a ... token. [it gains haste.] sacrifice it at ...": it
    tokens = _THE_TOKENS.fullmatch(inner)
    if tokens is not None:  # the tokens the instruction before created (603.7c)
        if made is None or made.verb != TOKEN or made.count < 2 and not made.x:
            return None
        return [Op(SACRIFICE_IT if tokens[1] == "sacrifice" else EXILE, CREATED, rule=THEM,
                   delayed=moment)]
    token = _THE_TOKEN.fullmatch(inner)
    card = the_card(inner, before)  # "it", "the creature": what was made or put (608.2c)
    found = [Op(SACRIFICE_IT if token[1] == "sacrifice" else EXILE, THAT)] if token else \
        its_token(card, read(card), before, targets)  # (``follow_text``)
    if not found or len(found) != 1:
        return None
    op = found[0]
    if op.verb not in _VERBS or op.delayed or op.for_each >= 0 or op.kicked or op.if_paid:
        return None
    if op.who == THAT and op.verb in (SACRIFICE_IT, EXILE) and made is not None and \
            made.verb == TOKEN and made.count == 1 and not made.x and \
            not _THE_OTHER.search(inner):  # ("that creature": the trigger's, 603.7c)
        op = attrs.evolve(op, who=CREATED)
    elif op.who == THAT and last is not None and last.who == SELF and \
            inner in _IT_SELF and not last.delayed:
        op = attrs.evolve(op, who=SELF)  # "~ gets +1/+1 ... sacrifice it ...": it is ~
    elif op.who == THAT and not _THE_OTHER.search(inner):
        return None  # "it" names nothing the engine keeps for later
    if op.verb == DRAW and op.who != YOU and not op.who.startswith("target:"):
        return None
    if op.verb == TOKEN and (op.who != YOU or op.x or op.per is not None or op.attacking):
        return None  # "create a 4/4 ... token at the beginning of the next end step" (111.2)
    if op.verb not in (DRAW, TOKEN) and op.who not in (SELF, CREATED, THAT) and \
            not op.who.startswith("target:"):
        return None
    if times is not None:
        if op.rule or op.verb != SACRIFICE_IT or op.who != SELF:
            return None
        op = attrs.evolve(op, rule=ACTIVATED_TIMES, count=n)  # N: ``Op.count``
    return [attrs.evolve(op, delayed=moment)]


# --- issue 29, exile family: a blink at once (CR 406.2, 400.7, 608.2c) ---------------------
#: "<exile ...>, then return it | that card to the battlefield under ... control"
_THEN_RETURN = ", then return "
#: "return the exiled card(s) to the battlefield under its owner's | their owners' control"
#: (CR 607.2a: linked to the ability that exiled it; ``sim.text.linked_text``)
_LINKED = re.compile(r"return the exiled cards? to the battlefield under (its owner's|their "
                     r"owners'|their owner's) control")


def _flicker(s: str, read: Callable[[str], list[Op] | None], before: Sequence[Op],
             targets: Sequence[TargetSpec]) -> list[Op] | None:
    """"Exile target creature you control, then return it to the battlefield under its
    owner's control" (or the return as a sentence of its own after "exile ..."): the exiled
    card returns at once, a new object (CR 400.7) — ``RETURN_EXILED`` not delayed; None when
    ``s`` is not such a return."""
    if _LINKED.fullmatch(s):  # 607.2a: what another ability of the object exiled
        return [Op(RETURN_LINKED, SELF)]
    if s.startswith("return "):
        back = _returned(s, before, targets)
        return None if back is None else [back]
    first, then, rest = s.partition(_THEN_RETURN)
    if not then or not first.startswith("exile "):
        return None
    exiled = read(first)
    if not exiled or len(exiled) != 1 or exiled[0].verb != EXILE:
        return None
    back = _returned("return " + rest, (*before, *exiled), targets)
    return None if back is None else [*exiled, back]


# --- issue 29, exile family: "it" is ~, and Dragon Whelp's condition (CR 603.7a, 608.2c) ---
#: "sacrifice | exile it" after an instruction acting on ~ ("~ gets +1/+1 until end of turn.
#: sacrifice it at the beginning of the next end step."): "it" is ~
_IT_SELF = frozenset(("sacrifice it", "exile it"))
#: "if this ability has been activated four or more times this turn, <instruction>"
_ACTIVATED = re.compile(r"if this ability has been activated (\w+) or more times this turn, "
                        r"(.*)")
