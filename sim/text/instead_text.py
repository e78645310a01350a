"""Instructions done instead of the one before them under a condition (issue 29, real decks;
CR 608.2c: a spell's instructions are followed in order, a later one saying what is done
instead; 207.2c: an ability word before it has no rules meaning): "~ deals 2 damage to any
target. Metalcraft — ~ deals 4 damage instead if you control three or more artifacts." (Galvanic
Blast), "put a +1/+1 counter on target creature. Morbid — put three +1/+1 counters on that
creature instead if a creature died this turn." The second sentence is read into a copy of
the op before it (same verb, same objects) marked with ``INSTEAD_IF`` (the condition's words)
and ``INSTEAD_WORD`` (the ability word); ``sim.rules.instead`` decides which of the two is
done as the spell resolves; ``sim.text.render_delayed.instead`` writes it back.

The conditions known: "you control N or more <permanents>" (metalcraft's three artifacts,
``controlled_at_least``), what happened this turn (``history_words``: morbid's "a
creature died this turn", raid's, revolt's) and the board's (``condition_text``: hellbent's
"you have no cards in hand", ferocious's, threshold's). Any other leaves the sentence not run.

Also the targets of a sentence done only if the spell was kicked (``with_kicked_targets``:
CR 601.2c, chosen only then)."""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from functools import cache

import attrs

from sim.model.abilities import Filter
from sim.model.damage_verbs import PLAYER_OR_WALKER_TYPES
from sim.model.land_history import INSTEAD_REF
from sim.model.programs import (
    ADD_MANA,
    DAMAGE,
    END_OF_TURN,
    INSTEAD_IF,
    INSTEAD_WORD,
    KICKED,
    MODIFY,
    TOKEN,
    YOURS,
    Op,
    Program,
    TargetSpec,
)
from sim.text.condition_text import board_condition, outside_triggers
from sim.text.history_words import HISTORY_CONDITIONS
from sim.text.keyword_names import ability_word
from sim.text.vocabulary import NUMBER_WORDS, thing

_AT_LEAST = re.compile(r"^you control (\w+) or more ([a-z' -]+)$")
_DAMAGE = re.compile(r"^(?:~|it) deals (\d+) damage$")
_THOSE = re.compile(r"^create (\w+) of those tokens$")
_THOSE_GET = re.compile(r"^those creatures get ([+-]\d+)/([+-]\d+) until end of turn$")
_HISTORY = frozenset(name for _, name in HISTORY_CONDITIONS)
_INSTEAD = " instead if "


@cache
def controlled_at_least(condition: str) -> tuple[int, Filter] | None:
    """"you control three or more artifacts": how many and of what kind (its controller left
    unset: the condition's player's permanents are counted), or None for other words."""
    found = _AT_LEAST.match(condition)
    if found is None:
        return None
    word = found[1]
    n = int(word) if word.isdigit() else NUMBER_WORDS.get(word, 0)
    kind = thing(found[2])
    if n < 1 or kind is None or kind.other:
        return None
    return n, kind


def known_condition(condition: str) -> bool:
    """Whether ``sim.rules.conditions`` can tell if ``condition`` holds: also a condition of
    ``sim.text.condition_text`` meaning the same outside a triggered ability ("you have no
    cards in hand", "you control a creature with power 4 or greater")."""
    if condition in _HISTORY or controlled_at_least(condition) is not None:
        return True
    board = board_condition("if " + condition)
    return board is not None and outside_triggers(board)


_IF_KICKED = ("if this spell was kicked, ", "if ~ was kicked, ")


def plain_group_pump(op: Op) -> bool:
    """Whether ``op`` is "creatures you control | all creatures get +N/+N until end of turn"
    and nothing more: what "those creatures get ..." after it may name."""
    return op.verb == MODIFY and (op.who == YOURS or op.who.startswith("group:")) and \
        not (op.add or op.params or op.x or op.per is not None or op.rule) and \
        op.duration == END_OF_TURN


def kicked_words(s: str, i: int) -> bool:
    """Whether the sentence ``s``, the ``i``th of a spell or ability, is done only if the spell
    (or the permanent it became) was kicked (CR 702.33d): "if this spell was kicked, ...",
    after the first sentence also "if ~ was kicked, ..." (the first's is a trigger's
    intervening "if", 603.4), and "if it was kicked, <instruction> instead" ("it": the spell,
    or the permanent whose ability this is; read only as what is done instead, 608.2c)."""
    return s.startswith(_IF_KICKED[0]) or i > 0 and (s.startswith(_IF_KICKED[1]) or s.startswith(
        "if it was kicked, ") and s.endswith(" instead"))


def read_instead(s: str, ops: list[Op], sentence: Callable[[str], list[Op] | None],
                 kicked: bool = False, targets: Sequence[TargetSpec] = ()) -> list[Op] | None:
    """The sentence ``s`` (normalized, the card's name as ``~``) as the op done instead of
    the last of ``ops`` (or the two of "~ deals N damage to that player or planeswalker and N
    damage to that creature instead", ``_pair``) when its condition holds, or None: "<head>
    instead if <condition>" or "if <condition>, <head> instead" (608.2c), after an ability
    word or not (207.2c). ``sentence`` reads an instruction's words (its objects resolved as
    the sentences before named them: "that creature"); ``targets`` are the program's so far.
    ``kicked``: ``s`` is what follows "if ~ was kicked, " and ends with " instead" (CR
    702.33d)."""
    before = ops[-1]
    if kicked:  # (not after an instruction done only if paid, delayed, or itself instead)
        if before.if_paid or before.kicked or before.delayed or \
                any(key == INSTEAD_IF for key, _ in before.params):
            return None
        word, head, condition = "", s[:-len(" instead")], KICKED
    else:
        word, rest = ability_word(s)
        head, sep, condition = rest.rpartition(_INSTEAD)
        if not sep:
            head, condition = _if_first(rest)
        if not condition or not known_condition(condition):
            return None
        pair = _pair(head, ops, targets)
        if pair is not None:
            marks = {(INSTEAD_IF, condition)} | ({(INSTEAD_WORD, word)} if word else set())
            return [attrs.evolve(op, params=op.params | frozenset(marks)) for op in pair]
        if before.verb in (ADD_MANA, MODIFY) and \
                not (condition in _HISTORY or controlled_at_least(condition) is not None):
            return None  # (mana, or a change whose params are what it grants: not read)
    damage, those, get = _DAMAGE.match(head), _THOSE.match(head), _THOSE_GET.match(head)
    if get is not None:  # "those creatures get +2/+1 ...": the group the one before changes
        if not (kicked and plain_group_pump(before)):
            return None
        op = attrs.evolve(before, power=int(get[1]), toughness=int(get[2]))
    elif those is not None:  # "create four of those tokens instead": the same tokens, more
        n = NUMBER_WORDS.get(those[1], int(those[1]) if those[1].isdigit() else 0)
        if before.verb != TOKEN or before.x or before.per is not None or n < 1:
            return None  # (kicked, or a condition: "fateful hour — if you have 5 or less life")
        op = attrs.evolve(before, count=n)
    elif damage is not None:  # "~ deals 4 damage instead": to what ``before`` deals it to
        if before.verb != DAMAGE or before.rule or before.divided:
            return None
        op = attrs.evolve(before, amount=int(damage[1]), x=False, for_each=-1, per=None)
    elif "target" in head:
        return None  # a new target: not the objects of the op before it
    else:
        found = sentence(head)
        if not found or len(found) != 1 or found[0].verb != before.verb or \
                found[0].who != before.who and not kicked:  # (kicked: its own objects)
            return None
        op = found[0]
    marks = {(INSTEAD_IF, condition)} | ({(INSTEAD_WORD, word)} if word else set())
    return [attrs.evolve(op, params=op.params | frozenset(marks))]


def _if_first(rest: str) -> tuple[str, str]:
    """"if <condition>, <head> instead": the head and the condition (the first comma after
    which the words before are a known condition), or ("", "")."""
    if not (rest.startswith("if ") and rest.endswith(" instead")):
        return "", ""
    at = rest.find(", ")
    while at > 0:
        if known_condition(rest[3:at]):
            return rest[at + 2:-len(" instead")], rest[3:at]
        at = rest.find(", ", at + 1)
    return "", ""


_PAIR = re.compile(r"^(?:~|it) deals (\d+) damage to (that player or planeswalker|that player|"
                   r"that creature) and (\d+) damage to (that player or planeswalker|that player|"
                   r"that creature)$")
#: what each reference of ``_PAIR`` names: a target of these types
_REFERS = {"that player or planeswalker": PLAYER_OR_WALKER_TYPES,
           "that player": frozenset({"player"}), "that creature": frozenset({"creature"})}


def _pair(head: str, ops: list[Op], targets: Sequence[TargetSpec]) -> list[Op] | None:
    """"~ deals 3 damage to that player or planeswalker and 3 damage to that creature" done
    instead of the two instructions before it, "~ deals 1 damage to target player or
    planeswalker and 1 damage to target creature ..." (CR 608.2c: the same targets, other
    amounts); each marked with the words naming its target again (``INSTEAD_REF``)."""
    found = _PAIR.match(head)
    if found is None or len(ops) < 2:
        return None
    first, second = ops[-2], ops[-1]
    if first.verb != DAMAGE or second.verb != DAMAGE or first.rule or second.rule != "and":
        return None
    out = []
    for op, amount, words in ((first, found[1], found[2]), (second, found[3], found[4])):
        if op.params or op.x or op.per is not None or op.for_each >= 0 or op.divided or \
                op.kicked or op.if_paid or op.delayed or not op.who.startswith("target:"):
            return None
        spec = targets[int(op.who[7:])] if int(op.who[7:]) < len(targets) else None
        if spec is None or spec.types != _REFERS[words] or spec.up_to:
            return None
        out.append(attrs.evolve(op, amount=int(amount), params=frozenset({(INSTEAD_REF, words)})))
    return out


#: a target reference in an instruction ("target:1")
_TARGET = re.compile(r"target:(\d+)")


def with_kicked_targets(program: Program) -> Program:
    """CR 601.2c: "A spell may require some targets only if an alternative, additional, or
    other special cost (such as a buyback or kicker cost) ... was chosen for it; otherwise,
    the spell is cast as though it did not require those targets" (702.33d).
    ``program`` with its targets named only by instructions done if the spell was kicked
    (``Op.kicked``; a phrase of several slots, "up to two target creatures", by its first)
    marked ``kicked``; itself when there is none."""
    if not program.targets or not any(op.kicked for op in program.ops):
        return program
    kicked: set[int] = set()
    plain: set[int] = set()
    for op in program.ops:  # every reference, in any field (conservative)
        (kicked if op.kicked else plain).update(int(n) for n in _TARGET.findall(repr(op)))
    for other in (program.otherwise, program.reflexive, program.groups):
        plain.update(int(n) for n in _TARGET.findall(repr(other)))
    only = kicked - plain
    if not only:
        return program
    specs = tuple(attrs.evolve(spec, kicked=True)
                  if (spec.among if spec.among >= 0 else i) in only else spec
                  for i, spec in enumerate(program.targets))
    return attrs.evolve(program, targets=specs)
