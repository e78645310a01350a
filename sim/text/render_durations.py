"""Renderings of a modification until end of turn in each order its Oracle text writes it
(issue 29, durations; read by ``sim.text.duration_rules``).

CR 611.2a: "until end of turn, target creature gets +1/+1 and gains trample" and "target
creature gets +1/+1 and gains trample until end of turn" are the same effect; so are "gains
trample and gets +1/+1". The first wording of each is the canonical one. CR 508.1c, 509.1b:
"can't attack [or block] this turn", a restriction of one turn.
"""

from __future__ import annotations

from sim.model.abilities import Count
from sim.model.control_durations import DURATION_WORDS
from sim.model.keywords import Kw
from sim.model.next_turn_durations import NEXT_TURN, NEXT_TURN_WORDS
from sim.model.programs import END_OF_COMBAT, END_OF_TURN, YOU, Op
from sim.model.skip_verbs import SKIP_TURN
from sim.model.tapped_durations import (
    SOURCE_DURATION_WORDS,
    WHILE_TAPPED,
    WHILE_TAPPED_WORDS,
    source_duration,
)
from sim.text.render_counts import each_tail
from sim.text.wording import Piece, alt, join

_EOT = "until end of turn"

#: the words of each duration an instruction states (CR 611.2a-b)
UNTIL = {END_OF_TURN: _EOT, END_OF_COMBAT: "until end of combat",
         WHILE_TAPPED: WHILE_TAPPED_WORDS, NEXT_TURN: NEXT_TURN_WORDS, **DURATION_WORDS}

#: the durations also written first ("until your next turn, ...": CR 500.5)
_FIRST = frozenset({_EOT, NEXT_TURN_WORDS})


def modified(who: Piece, parts: list[Piece], until: str, per: Count | None) -> Piece:
    """The wordings of "<who> <parts> <until> [for each <count>]": the duration last or (until
    end of turn, until your next turn) first; the grant before the bonus; "for each" after the
    bonus it counts."""
    orders = [parts, parts[::-1]] if len(parts) == 2 and per is None else [parts]
    if until == WHILE_TAPPED_WORDS:  # "gets +1/+1 and has trample for as long as ~ remains
        orders += [[_has(p) for p in o] for o in orders]  # tapped": "has" as "gains" (611.2b)
    last = [(who, " ", join(o, " and "), " ", until, each_tail(per)) for o in orders]
    if until not in _FIRST:
        return alt(*last)
    if per is not None:  # "gets +1/+1 for each creature you control and gains trample"
        first: list[Piece] = [(until, ", ", who, " ", parts[0], each_tail(per),
                               *((" and ", parts[1]) if len(parts) > 1 else ()))]
    else:
        first = [(until, ", ", who, " ", join(o, " and ")) for o in orders]
    return alt(*last, *first)


def _has(part: Piece) -> Piece:
    """A grant's part worded "has | have <abilities>" instead of "gains | gain"."""
    if isinstance(part, tuple) and part and part[0] in ("gains ", "gain "):
        return ("has " if part[0] == "gains " else "have ", *part[1:])
    return part


#: a modification of what a creature can or must do in combat this turn, written after it
#: (CR 509.1a; 509.1c: after "all creatures able to block <who>", ``restricted``)
_NOW_WORDS = {Kw.BLOCK_ADDITIONAL: " can block an additional creature this turn",
              Kw.BLOCK_ANY: " can block any number of creatures this turn",
              Kw.LURE: " this turn do so"}


def cant_now(add: Kw, duration: str = END_OF_TURN) -> str:
    """" can't attack | block | attack or block this turn" for a modification that is that
    restriction alone (CR 508.1c, 509.1b), or ""; lasting until your next turn (500.5),
    " can't attack [or block] until your next turn" or "until your next turn, <who> can't
    ..." (``restricted``)."""
    until = " until your next turn" if duration == NEXT_TURN else \
        " " + SOURCE_DURATION_WORDS[duration] if duration in SOURCE_DURATION_WORDS else " this turn"
    if add == Kw.ATTACKS_EACH_COMBAT:  # 508.1d: only "until your next turn, ..." is read
        return " attacks each combat if able" + until if duration == NEXT_TURN else ""
    if add == Kw.CANT_BLOCK:
        return " can't block" + until
    if add == Kw.NO_COMBAT_DAMAGE:  # CR 510.1a (``sim.legality.damage_assignment``)
        return " assigns no combat damage this turn" if duration == END_OF_TURN else ""
    if add == Kw.CANT_ATTACK:
        return " can't attack" + until
    if add == Kw.BLOCKS_EACH_COMBAT:  # CR 509.1c (sim.text.combat_req_rules)
        return " blocks this turn if able" if duration != NEXT_TURN else ""
    if duration == END_OF_TURN and add in _NOW_WORDS:  # 509.1a, 509.1c (combat_now_rules)
        return _NOW_WORDS[add]
    return " can't attack or block" + until if add == Kw.CANT_ATTACK | Kw.CANT_BLOCK else ""


def restricted(who: Piece, add: Kw, duration: str) -> Piece:
    """"<who> can't attack [or block] this turn | until your next turn", or "until your next
    turn, <who> can't attack [or block] | attack[s] each combat if able" (CR 508.1c-d,
    509.1b, 500.5)."""
    words = cant_now(add, duration)
    if add == Kw.LURE:  # "all creatures able to block <who> this turn do so" (CR 509.1c)
        return ("all creatures able to block ", who, words)
    if duration != NEXT_TURN:
        return (who, words)
    if add == Kw.ATTACKS_EACH_COMBAT:  # "until your next turn, <who> attack[s] each combat
        return (NEXT_TURN_WORDS, ", ", who, alt(" attacks", " attack"),  # if able" (508.1d)
                " each combat if able")
    return alt((who, words), (NEXT_TURN_WORDS, ", ", who, words[:-len(" " + NEXT_TURN_WORDS)]))


def frozen(rule: str) -> Piece:
    """A ``FREEZE``'s wording read ("it|its controller's", "those creatures|that player's"): its
    subject is what the instruction before acted on, named there (CR 502.3); or "it doesn't
    untap during its controller's untap step for as long as ~ remains tapped" (611.2b)."""
    subject, _, whose = rule.partition("|")
    many = subject in ("those creatures", "they")
    if source_duration(whose) is not None:  # "... for as long as you control ~" too
        return (subject, " don't untap during " if many else " doesn't untap during ", whose)
    verb = " don't untap during " if many else " doesn't untap during "
    steps = " next untap steps" if whose == "their controllers'" else " next untap step"
    return (subject, verb, whose, steps)


def skipped_turns(op: Op) -> Piece:
    """"you skip your next turn | two turns" (CR 614.10)."""
    if op.who != YOU:
        return f"<{op.verb}>"
    return "you skip your next turn" if op.verb == SKIP_TURN else "you skip your next two turns"
