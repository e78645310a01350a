"""The rendering of activated abilities back to their Oracle text (CR 602.1a): the cost
(mana, {T}, loyalty, life, energy, sacrifice, the parts paid with objects), "<cost>:
<effect>" with its "activate only ..." restrictions (602.5b), and the keywords written for
one (equip 702.6a, crew 702.122a, unearth 702.84a, cycling 702.29a)."""

from __future__ import annotations

from collections.abc import Sequence

import attrs

from sim.model import keyword_abilities as ka
from sim.model import programs as pg
from sim.model.others_activate import ANY_PLAYER
from sim.model.programs import Activated, Cost
from sim.model.qualities import plural
from sim.text.equip_variants import EFFECT
from sim.text.render_costs import cost_part
from sim.text.render_counts import each_phrase
from sim.text.render_effects import program
from sim.text.restrictions import TIMES_EACH_TURN, any_player
from sim.text.wording import Piece, alt, canonical, join, listing, matches, number


def cost(c: Cost) -> Piece:
    """An activated ability's cost (CR 602.1a): mana, {T}, loyalty, life, sacrifice."""
    parts: list[Piece] = []
    if c.loyalty is not None:  # "+1", or in brackets as some card files print it: "[+1]"
        amount = "-x" if c.loyalty_x else f"+{c.loyalty}" if c.loyalty > 0 else str(c.loyalty)
        parts.append(alt(amount, f"[{amount}]"))
    if c.mana:
        parts.append(c.mana.lower())
    if c.tap:
        parts.append("{t}")
    if c.untap:
        parts.append("{q}")
    if c.life:
        parts.append(f"pay {c.life} life")
    if c.energy:  # CR 107.14
        parts.append("pay " + "{e}" * c.energy)
    tail: list[Piece] = []
    if c.tap_creatures:  # "tap two untapped elves you control" (CR 601.2h)
        n = c.tap_creatures
        kind = (plural(c.tap_subtype).lower() if n > 1 else c.tap_subtype.lower()) \
            if c.tap_subtype else "creatures" if n > 1 else "creature"
        tail.append(("tap ", "another" if c.crew_other else number(n, article=True),
                     f" untapped {kind} you control"))  # "another": not ~ (601.2h)
    if c.discard and not c.cycling:
        tail.append("discard ~")
    tail += [cost_part(p) for p in c.parts]  # 602.2b, 601.2h
    if c.sacrifice:  # before the other parts or after them ("{1}, {t}, discard a card,
        # sacrifice ~"): the costs are paid in any order (601.2h), so either wording is exact
        tail = [alt(join(["sacrifice ~", *tail], ", "), join([*tail, "sacrifice ~"], ", "))] \
            if tail else ["sacrifice ~"]
    return join(parts + tail, ", ")


def activated(a: Activated, timing: Sequence[str] = ()) -> Piece:
    """"<cost>: <effect>" with its "activate only ..." restrictions (CR 602.5b); a keyword
    ability as its keyword and cost ("equip {2}", 702.6a) when it is exactly what the keyword
    stands for."""
    assert a.program is not None
    if a.cost.cycling:
        return cycling(a)
    c = a.cost
    if a.keyword == "equip" and a.program is ka.EQUIP_PROGRAM and a.effect == ka.EQUIP_EFFECT \
            and not (c.tap or c.untap or c.loyalty is not None or c.other or c.life
                     or c.sacrifice or c.unpaid):
        return ("equip ", c.mana.lower())  # the program is equip's own, from ``pg.equip``
    if a.keyword == "equip":  # "equip knight {3}", "equip—sacrifice a creature" (702.6a)
        return equip_variant(a, timing)
    if a.keyword == "crew" and a.program is ka.CREW_PROGRAM and a.effect == ka.CREW_EFFECT \
            and c.crew > 0 and not (c.mana or c.tap or c.untap or c.loyalty is not None
                                    or c.life or c.sacrifice or c.unpaid or c.discard):
        return ("crew ", str(c.crew))  # crew's own program, from ``pg.crew`` (702.122a)
    if a.keyword == "saddle" and a.program is ka.SADDLE_PROGRAM and a.effect == ka.SADDLE_EFFECT \
            and c.crew > 0 and c.crew_other and not (
                c.mana or c.tap or c.untap or c.loyalty is not None or c.life or c.sacrifice
                or c.unpaid or c.discard):
        return ("saddle ", str(c.crew))  # saddle's own program, from ``pg.saddle`` (702.171a)
    if a.keyword == "unearth" and a.program is ka.UNEARTH_PROGRAM and c.graveyard \
            and a.effect == ka.UNEARTH_EFFECT and not (c.tap or c.untap or c.life
                                                       or c.sacrifice or c.unpaid):
        return ("unearth ", c.mana.lower())  # unearth's own program (702.84a)
    if a.keyword == "ninjutsu" and a.program is ka.NINJUTSU_PROGRAM \
            and a.effect == ka.NINJUTSU_EFFECT and len(c.parts) == 1 \
            and c.parts[0] is ka.UNBLOCKED_ATTACKER \
            and c.other == (ka.NINJUTSU_RETURN,) and not (
                c.tap or c.untap or c.life or c.sacrifice or c.unpaid or c.discard):
        return ("ninjutsu ", c.mana.lower())  # ninjutsu's own program (702.49a)
    if a.keyword == "level up" and a.program is ka.LEVEL_UP_PROGRAM \
            and a.effect == ka.LEVEL_UP_EFFECT and not (
                c.tap or c.untap or c.loyalty is not None or c.other or c.life or c.sacrifice
                or c.unpaid or c.discard or c.graveyard):
        return ("level up ", c.mana.lower())  # level up's own program (702.87a)
    body: list[Piece] = [cost(a.cost), ": ", program(a.program, pg.SELF)]
    if c.less_per is not None:  # CR 601.2f, 602.2b: its own reduction, after its effect
        body.append((f". this ability costs {{{c.less}}} less to activate for each ",
                     each_phrase(c.less_per, False)))
    others = any_player(a)  # CR 602.2: "any player may activate this ability [but only ...]"
    if others:
        timing = timing[:len(timing) - len(others)]
    items = [t for t in timing if t not in TIMES_EACH_TURN]
    dot = " " if canonical(tuple(body)).endswith('."') else ". "  # after a quotation's period
    if items:
        body.append((dot + "activate only ", alt(listing(items), join(items, ", "),
                                                 join(items, " and only "))))
    body += [(dot + "activate ", t) for t in timing if t in TIMES_EACH_TURN]  # 602.5b
    if others is not None:
        body.append((dot, ANY_PLAYER, (" but only ", join(list(others), " and only "))
                     if others else ""))
    return tuple(body)


def equip_variant(a: Activated, timing: Sequence[str]) -> Piece:
    """An equip ability read by ``sim.text.equip_variants`` (CR 702.6a): "equip <creature
    type> <mana>" or "equip—<cost>", when its program and timing written out are exactly the
    attachment the keyword stands for ("attach ~ to target [<type>] creature you control.
    activate only as a sorcery"); else a wording no clause has."""
    assert a.program is not None
    targets = a.program.targets
    kind = targets[0].subtype.lower() if len(targets) == 1 else ""
    body = activated(attrs.evolve(a, keyword=""), timing)
    written = EFFECT.format(f"{kind} " if kind else "").lower().rstrip(".")
    if not isinstance(body, tuple) or not matches(body[2:], written):
        return "<equip>"
    c = a.cost
    if kind:
        plain = not (c.tap or c.untap or c.loyalty is not None or c.other or c.life
                     or c.sacrifice or c.unpaid or c.discard or c.parts)
        return (f"equip {kind} ", c.mana.lower()) if plain and c.mana else "<equip>"
    return ("equip", alt("\u2014", " \u2014 ", "-", " - "), cost(c)) if not c.mana else "<equip>"


def cycling(a: Activated) -> Piece:
    """Cycling {cost} (CR 702.29a: its program draws a card) or typecycling (702.29e: it
    searches for a card of a type: "forestcycling {2}", "basic landcycling {1}")."""
    assert a.program is not None
    ops = a.program.ops
    if len(ops) != 1 or ops[0].verb not in (pg.DRAW, pg.SEARCH) or \
            ops[0].verb == pg.DRAW and ops[0].amount != 1 or \
            ops[0].verb == pg.SEARCH and (ops[0].rule != pg.TO_HAND or " or " in ops[0].card):
        return ("<discard ~>", cost(a.cost), ": ", program(a.program, pg.SELF))
    kind = ops[0].card if ops[0].verb == pg.SEARCH else ""
    return f"{kind}cycling ", a.cost.mana.lower()
