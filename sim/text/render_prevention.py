"""Prevention effects rendered back to Oracle text (issue 29, prevention; CR 615.1a;
``sim.model.prevention_verbs``, read by ``sim.text.prevention_rules``): the instructions
(``PREVENT_WRITERS``, given the program's writer, whose ``who`` writes a subject) and the
static abilities (``PREVENTION_TEXTS``, by ``Static.rule``)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Protocol

from sim.model.damage_verbs import parts
from sim.model.prevention_verbs import (
    ANY_RECIPIENT,
    BY,
    CHOSEN_SOURCE_WORDS,
    COMBAT,
    GROUP,
    NONCOMBAT,
    PREVENT_BY,
    PREVENT_CHOSEN,
    PREVENT_TO,
    PREVENT_TO_AND_BY,
    PREVENT_TO_BY,
    SOURCE_WORDS,
    TO,
    TO_AND_BY,
    YOU_AND,
    static_prevention,
)
from sim.model.programs import (
    EACH_PLAYER,
    ENCHANTED_CREATURE,
    EQUIPPED_CREATURE,
    REFLECT_BACK,
    SELF,
    SOURCE_SHIELD,
    YOU,
    Op,
)
from sim.text.render_redirects import REDIRECT_WRITERS
from sim.text.wording import Piece, alt


class Subjects(Protocol):
    """What the writers read of the program's writer."""

    def who(self, who: str) -> Piece:
        """A subject's words."""


def _head(scope: str) -> str:
    return f"prevent all {scope} damage " if scope else "prevent all damage "


def prevent_all(names: Subjects, op: Op) -> Piece:
    """"prevent all [<scope>] damage that would be dealt to | by | to and dealt by <who> this
    turn" ("this turn" before or after the subject), "prevent all [<scope>] damage [that] <who>
    would deal this turn" (CR 615.1a)."""
    head = _head(op.rule)
    if op.verb == PREVENT_TO_BY:
        to, by = (names.who(ref) for ref in parts(op.who))  # in the order read
        return alt((head, "that would be dealt to ", to, " this turn by ", by),
                   (head, "that would be dealt to ", to, " by ", by, " this turn"))
    subject = "players" if op.who == EACH_PLAYER else names.who(op.who)  # once: a target
    # is named the first time only
    if op.verb == PREVENT_TO_AND_BY:
        return (head, "that would be dealt to and dealt by ", subject, " this turn")
    word = "to" if op.verb == PREVENT_TO else "by"
    ways: list[Piece] = [(head, f"that would be dealt {word} ", subject, " this turn"),
                         (head, f"that would be dealt this turn {word} ", subject)]
    if op.verb == PREVENT_BY:
        ways += [(head, subject, " would deal this turn"),
                 (head, "that ", subject, " would deal this turn")]
    return alt(*ways)


def _recipient(names: Subjects, op: Op) -> Piece:
    """" to <who>", or nothing for damage to anything."""
    return "" if op.who == ANY_RECIPIENT else (" to ", names.who(op.who))


def source_shield(names: Subjects, op: Op) -> Piece:
    """"the next time <a [red] source> of your choice would deal damage [to <who>] this turn,
    prevent that damage" (CR 609.7a, 615.1a), with Deflecting Palm's reflection (615.5)."""
    text: Piece = ("the next time ", CHOSEN_SOURCE_WORDS[op.card],
                   " of your choice would deal damage", _recipient(names, op),
                   " this turn, prevent that damage")
    if op.rule == REFLECT_BACK:
        text = (text, ". if damage is prevented this way, ~ deals that much damage to that "
                      "source's controller")
    return text


def prevent_chosen(names: Subjects, op: Op) -> Piece:
    """"prevent all [<scope>] damage <a source of your choice> would deal [to <who>] this
    turn", "prevent all damage that would be dealt to <who> this turn by <a source of your
    choice>" (CR 609.7a, 615.1a)."""
    chosen = f"{CHOSEN_SOURCE_WORDS[op.card]} of your choice"
    recipient = _recipient(names, op)
    ways: list[Piece] = [(_head(op.rule), chosen, " would deal", recipient, " this turn")]
    if op.who != ANY_RECIPIENT:
        ways.append((_head(op.rule), "that would be dealt", recipient, " this turn by ", chosen))
    return alt(*ways)


#: each verb's writer
PREVENT_WRITERS: dict[str, Callable[[Subjects, Op], Piece]] = {
    PREVENT_TO: prevent_all, PREVENT_BY: prevent_all, PREVENT_TO_AND_BY: prevent_all,
    PREVENT_TO_BY: prevent_all,
    SOURCE_SHIELD: source_shield, PREVENT_CHOSEN: prevent_chosen,
    **REDIRECT_WRITERS}  # CR 614.9 (``sim.text.render_redirects``)

#: the words of a static prevention's subject
_WHO_WORDS = {SELF: "~", YOU: "you", ENCHANTED_CREATURE: "enchanted creature",
              EQUIPPED_CREATURE: "equipped creature"}
_DIRECTION_WORDS = {TO: "to", BY: "by", TO_AND_BY: "to and dealt by"}


def _static_texts() -> dict[str, Piece]:
    """Every static prevention the grammar reads, by its ``Static.rule``: its words (those
    that prevent N of each event, for N up to ``_MOST``)."""
    out: dict[str, Piece] = {}
    for who, words in _WHO_WORDS.items():
        for scope in ("", COMBAT, NONCOMBAT):
            for direction, verb in _DIRECTION_WORDS.items():
                for by in _PLURAL if direction == TO else ("",):
                    key = static_prevention(direction, scope, who, by).key
                    out[key] = (f"{_head(scope)}that would be dealt {verb} {words}"
                                + (f" by {by}" if by else ""))
                    if direction == TO and not by:  # "if damage would be dealt to ~, ..."
                        out[key] = alt(out[key], f"if {scope + ' ' if scope else ''}damage would "
                                                 f"be dealt to {words}, prevent that damage")
        for source in _SINGULAR:
            for n in range(1, _MOST + 1):
                key = static_prevention(TO, "", who, source, n).key
                out[key] = f"if {source} would deal damage to {words}, prevent {n} of that damage"
    for scope in ("", COMBAT, NONCOMBAT):  # "... to [you and] <creatures>": the group's words
        for group, head in ((GROUP, ""), (YOU_AND, "you and ")):  # follow (611.3)
            key = static_prevention(TO, scope, group).key
            out[key] = f"{_head(scope)}that would be dealt to {head}"
        key = static_prevention(TO_AND_BY, scope, GROUP).key
        out[key] = f"{_head(scope)}that would be dealt to and dealt by "
    return out


#: the source words of "prevent all damage ... by <sources>" and "if <a source> would ..."
_SINGULAR = [w for w in SOURCE_WORDS if w.startswith(("a ", "an "))]
_PLURAL = ["", *(w for w in SOURCE_WORDS if w not in _SINGULAR)]
#: the most damage "prevent N of that damage" is read with
_MOST = 10


#: each static prevention's text (``sim.text.render_replacements``)
PREVENTION_TEXTS = _static_texts()
