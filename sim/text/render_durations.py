"""Renderings of a modification until end of turn in each order its Oracle text writes it
(issue 29, durations; read by ``sim.text.duration_rules``).

CR 611.2a: "until end of turn, target creature gets +1/+1 and gains trample" and "target
creature gets +1/+1 and gains trample until end of turn" are the same effect; so are "gains
trample and gets +1/+1". The first wording of each is the canonical one. CR 508.1c, 509.1b:
"can't attack [or block] this turn", a restriction of one turn.
"""

from __future__ import annotations

from sim.model.abilities import Count
from sim.model.keywords import Kw
from sim.text.render_counts import each_tail
from sim.text.wording import Piece, alt, join

_EOT = "until end of turn"


def modified(who: Piece, parts: list[Piece], until: str, per: Count | None) -> Piece:
    """The wordings of "<who> <parts> <until> [for each <count>]": the duration last or (until
    end of turn) first; the grant before the bonus; "for each" after the bonus it counts."""
    orders = [parts, parts[::-1]] if len(parts) == 2 and per is None else [parts]
    last = [(who, " ", join(o, " and "), " ", until, each_tail(per)) for o in orders]
    if until != _EOT:
        return alt(*last)
    if per is not None:  # "gets +1/+1 for each creature you control and gains trample"
        first: list[Piece] = [("until end of turn, ", who, " ", parts[0], each_tail(per),
                               *((" and ", parts[1]) if len(parts) > 1 else ()))]
    else:
        first = [("until end of turn, ", who, " ", join(o, " and ")) for o in orders]
    return alt(*last, *first)


def cant_now(add: Kw) -> str:
    """" can't attack | block | attack or block this turn" for a modification that is that
    restriction alone (CR 508.1c, 509.1b), or ""."""
    if add == Kw.CANT_BLOCK:
        return " can't block this turn"
    if add == Kw.CANT_ATTACK:
        return " can't attack this turn"
    return " can't attack or block this turn" if add == Kw.CANT_ATTACK | Kw.CANT_BLOCK else ""
