"""Redirection effects rendered back to Oracle text (issue 29, damage family; CR 614.9;
``sim.model.redirect_verbs``, read by ``sim.text.redirect_rules``): the instruction "the next N
damage that would be dealt to <who> this turn is dealt to <other> instead" (``REDIRECT_WRITERS``,
given the program's writer) and the static abilities (``REDIRECT_TEXTS``, by ``Static.rule``)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Protocol

from sim.model.amplify_verbs import AGAIN, AMP_SOURCES, OPPONENT, RECIPIENTS, Amplified
from sim.model.damage_verbs import parts
from sim.model.prevention_verbs import CHOSEN_SOURCE_WORDS
from sim.model.programs import Op
from sim.model.redirect_verbs import (
    FROM_YOURS,
    REDIRECT_ALL,
    REDIRECT_CHOSEN,
    REDIRECT_FROM,
    REDIRECT_NEXT,
    REDIRECT_ONCE,
    REDIRECT_TO,
    TO_SELF,
    static_redirect,
)
from sim.text.wording import Piece, alt, number


class _Names(Protocol):
    """What the writers read of the program's writer."""

    def who(self, who: str) -> Piece:
        """A subject's words."""


def redirect_next(names: _Names, op: Op) -> Piece:
    """"the next N damage that would be dealt to <who> this turn is dealt to <other> instead"
    ("this turn" before or after the recipient)."""
    refs = parts(op.who)
    if len(refs) != 2:
        return f"<{op.verb}>"
    to, other = (names.who(ref) for ref in refs)  # in the order read: a target once
    n = number(op.amount, op.x)
    return alt(("the next ", n, " damage that would be dealt to ", to, " this turn is dealt to ",
                other, " instead"),
               ("the next ", n, " damage that would be dealt this turn to ", to, " is dealt to ",
                other, " instead"))


def redirect_all(names: _Names, op: Op) -> Piece:
    """"all [combat] damage that would be dealt to <who> this turn [by <sources>] is dealt to
    <other> instead" ("this turn" where the grammar reads it)."""
    refs = parts(op.who)
    chosen = op.verb == REDIRECT_CHOSEN
    if len(refs) != (2 if chosen else len(refs)) or len(refs) not in (2, 3):
        return f"<{op.verb}>"
    sides = [names.who(ref) for ref in refs]  # in the order read: a target once
    head = "all combat damage" if op.rule == "combat" else "all damage"
    tail = (" is dealt to ", sides[-1], " instead")
    to = sides[0]
    if chosen:
        by: Piece = f"{CHOSEN_SOURCE_WORDS[op.card]} of your choice"
        ways: list[Piece] = [(head, " that would be dealt to ", to, " this turn by ", by, tail),
                             (head, " that would be dealt this turn to ", to, " by ", by, tail)]
    elif len(refs) == 3:
        ways = [(head, " that would be dealt to ", to, " this turn by ", sides[1], tail)]
    else:
        ways = [(head, " that would be dealt to ", to, " this turn", tail),
                (head, " that would be dealt this turn to ", to, tail)]
    return alt(*ways)


def redirect_once(names: _Names, op: Op) -> Piece:
    """"the next time <a source> of your choice would deal damage to <who> this turn, that
    damage is dealt to <other> instead"."""
    refs = parts(op.who)
    if len(refs) != 2:
        return f"<{op.verb}>"
    to, other = (names.who(ref) for ref in refs)
    return ("the next time ", CHOSEN_SOURCE_WORDS[op.card], " of your choice would deal damage to ",
            to, " this turn, that damage is dealt to ", other, " instead")


#: each verb's writer (``render_prevention.PREVENT_WRITERS``)
REDIRECT_WRITERS: dict[str, Callable[[_Names, Op], Piece]] = {
    REDIRECT_NEXT: redirect_next, REDIRECT_ALL: redirect_all, REDIRECT_CHOSEN: redirect_all,
    REDIRECT_ONCE: redirect_once}

#: each static redirection's text (``sim.text.render_replacements``)
REDIRECT_TEXTS: dict[str, Piece] = {
    static_redirect(source, to): f"all damage that would be dealt to {source} is dealt to {to} "
                                 "instead"
    for source in REDIRECT_FROM for to in REDIRECT_TO if source != FROM_YOURS or to == TO_SELF}


def _amplified() -> dict[str, Piece]:
    """Every amplification the grammar reads, by its ``Static.rule`` (plus N up to ``_MOST``),
    with and without the words naming the recipient again."""
    out: dict[str, Piece] = {}
    for source in AMP_SOURCES:
        for recipient, combat in ((r, c) for r in RECIPIENTS for c in (False, True)
                                  if source != "a source" or r == OPPONENT):  # (the grammar's)
            for times, plus in ((2, 0), (3, 0), *((1, n) for n in range(1, _MOST + 1))):
                change = {2: "double that damage", 3: "triple that damage"}.get(
                    times, f"that much damage plus {plus}")
                damage = "combat damage" if combat else "damage"
                head = f"if {source} would deal {damage} to {recipient}, it deals {change} "
                out[Amplified(source, recipient, times, plus, combat).key] = alt(
                    f"{head}instead", f"{head}{AGAIN[recipient]} instead")
    return out


_MOST = 5
REDIRECT_TEXTS.update(_amplified())  # CR 614.1a (``sim.model.amplify_verbs``)
