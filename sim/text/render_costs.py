"""The rendering of optional costs paid as an ability resolves and the instructions around
them (CR 118.12, 107.14, 610.3, 702.101a, 702.112a) back to their Oracle text:
``CostWriter``, a base of ``sim.text.render_effects._Writer`` (one ``op_<verb>`` method per
verb), over ``CounterWriter``."""

from __future__ import annotations

import attrs

from sim.model import cost_parts as cp
from sim.model import programs as pg
from sim.model import zone_verbs as zv
from sim.model.abilities import Filter
from sim.model.cost_parts import CostPart
from sim.model.programs import Op, Program
from sim.model.qualities import plural
from sim.text.render_up_to import CounterWriter
from sim.text.wording import Piece, alt, join, number, op_number


class CostWriter(CounterWriter):
    """Optional costs' ``op_<verb>`` writers ("you may pay {1}", "you get {E}{E}", "sacrifice
    ~ unless you pay {U}", extort's and renown's steps); ``previous`` is the instruction
    written before the current one (the deriving writer's)."""

    previous: Op | None = None

    def op_sacrifice_it_unless_paid(self, op: Op) -> Piece:  # CR 118.12
        """An upkeep cost's "sacrifice ~ unless you pay <mana>" (CR 118.12)."""
        return ("sacrifice ", self.who(op.who), f" unless you pay {op.rule.lower()}")

    def op_pay_mana(self, op: Op) -> Piece:
        """"you may pay <mana>" (CR 118.12)."""
        return ("you may pay ", op.rule.lower())  # CR 118.12

    def op_pay_life(self, op: Op) -> Piece:
        """"you may pay N life" (CR 118.12, 119.4)."""
        return f"you may pay {op.amount} life"  # CR 118.12, 119.4

    def op_exile_until_source_leaves(self, op: Op) -> Piece:
        """"exile <it> until ~ leaves the battlefield" (CR 610.3)."""
        return ("exile ", self.who(op.who), " until ~ leaves the battlefield")  # CR 610.3

    def op_return_the_exiled_card(self, op: Op) -> Piece:
        """"return the exiled card to the battlefield under its owner's control" (607.2a)."""
        return alt("return the exiled card to the battlefield under its owner's control",
                   ("return the exiled cards to the battlefield under ",
                    alt("their owners'", "their owner's"), " control"))

    def op_sacrifice_unless_paid(self, op: Op) -> Piece:
        """"sacrifice ~ unless you pay <mana>" (CR 118.12a)."""
        return ("sacrifice ", self.who(op.who), " unless you pay ", op.rule.lower())  # 118.12a

    def op_get_energy(self, op: Op) -> Piece:
        """"you get {E}{E}", "you get that many {E}" (CR 107.14, 122.1, 608.2h)."""
        if op.x:
            return ("you get ", op_number(op), " {e}")
        return "you get " + "{e}" * op.amount  # CR 107.14, 122.1

    def op_add_mana(self, op: Op) -> Piece:
        """"add {B}{B}{B}", "add {G} for each creature you control" (CR 106.3, 106.4); a mana
        ability's alternatives, ``Op.card`` (``mana_choices``): "add {r} or {w}", "add {w},
        {u}, or {b}", "add one mana of any color" (605.1a, 106.1)."""
        if op.card and "|" in op.card:
            choices = op.card.lower().split("|")
            return ("add ", " or ".join(choices) if len(choices) == 2 else
                    ", ".join(choices[:-1]) + ", or " + choices[-1])
        if op.card:
            return ("add ", op.card)
        return ("add ", op.rule.lower(), self.for_each(op))

    def for_each(self, op: Op) -> Piece:
        """" for each <group>" (the deriving writer's)."""
        raise NotImplementedError

    def op_pay_energy(self, op: Op) -> Piece:
        """"you may pay {E}{E}" (CR 118.12, 107.14)."""
        return "you may pay " + "{e}" * op.amount  # CR 118.12, 107.14

    def op_drain(self, op: Op) -> Piece:
        """"each opponent loses 1 life and you gain life equal to the total life lost this
        way" (extort, CR 702.101a; "if you do, " before it is the program's, 118.12)."""
        return (self.who(op.who), f" loses {op.amount} life and you gain life equal to the "
                "total life lost this way")

    def op_become_renowned(self, op: Op) -> Piece:
        """"and it becomes renowned" (CR 702.112a-b), after renown's counters."""
        return "and it becomes renowned" if op.who == pg.SELF else "<become renowned>"

    def op_become_saddled(self, op: Op) -> Piece:
        """"~ becomes saddled until end of turn" (saddle, CR 702.171a-b)."""
        return "~ becomes saddled until end of turn" if op.who == pg.SELF else "<saddled>"
    # transforming double-faced cards (CR 701.28a, 712.14; sim.text.transform_rules)
    def op_transform(self, op: Op) -> Piece:
        """"transform ~" (CR 701.28a)."""
        return ("transform ", self.who(op.who))

    def op_exile_and_return_transformed(self, op: Op) -> Piece:
        """"exile ~, then return it to the battlefield transformed under its owner's control"
        (CR 712.14)."""
        return ("exile ", self.who(op.who), ", then return it to the battlefield transformed "
                "under ", "your" if (zv.UNDER_YOURS, "") in op.params else "its owner's",
                " control")

    def op_return_transformed(self, op: Op) -> Piece:
        """"return it to the battlefield [tapped and] transformed under its owner's control"
        (CR 712.14)."""
        return ("return it to the battlefield ", "tapped and " if op.tapped else "",
                "transformed under ", "your" if (zv.UNDER_YOURS, "") in op.params
                else "its owner's", " control")



def mana_choices(program: Program) -> Program | None:
    """The one program ``mana_choice`` read into ``program``'s modes (its first mode, whose
    first instruction names every alternative in ``Op.card``), for rendering; None when
    ``program`` is no such reading."""
    modes = program.modes
    if not modes or not modes[0].ops:
        return None
    first = modes[0].ops[0]
    if first.verb != pg.ADD_MANA or not first.card:
        return None
    for mode in modes:
        if not mode.ops or mode.ops[0].verb != pg.ADD_MANA or mode.ops[0].card != first.card \
                or attrs.astuple(attrs.evolve(mode, ops=mode.ops[1:])) != \
                attrs.astuple(attrs.evolve(modes[0], ops=modes[0].ops[1:])):  # (mypyc: no !=)
            return None
    return modes[0]


# --- the parts of an activated ability's cost paid with objects (CR 602.2b, 601.2h) ---------


def cost_part(part: CostPart) -> Piece:
    """"sacrifice a creature", "discard two cards", "exile a creature card from your
    graveyard", "return a forest you control to its owner's hand", "remove a +1/+1 counter
    from ~", "exile ~ from your graveyard" (``sim.model.cost_parts``)."""
    if part.verb == cp.EXILE_TOP:  # CR 406.3
        return "exile the top card of your library" if part.count == 1 else (
            "exile the top ", number(part.count), " cards of your library")
    if part.verb == cp.MILL:  # CR 701.13a
        return ("mill ", number(part.count, article=True), " card" if part.count == 1
                else " cards")
    if part.own:
        if part.verb in (cp.REMOVE_COUNTERS, cp.PUT_COUNTERS):
            words = ("remove ", "from ~") if part.verb == cp.REMOVE_COUNTERS else ("put ", "on ~")
            if part.count in (cp.ANY_NUMBER, cp.X_COUNTERS):  # storage lands' (601.2b: X)
                return (f"remove {'any number of' if part.count == cp.ANY_NUMBER else 'x'} "
                        f"{part.counter} counters from ~")
            noun = "counters" if part.count > 1 else "counter"
            return (words[0], number(part.count, article=True), f" {part.counter} {noun} ",
                    words[1])
        if part.verb == cp.RETURN:
            return "return ~ to its owner's hand"
        if part.verb == cp.EXERT:  # CR 701.43a
            return "exert ~"
        if part.verb == cp.REVEAL:  # forecast's (CR 702.57a)
            return alt("reveal ~ from your hand", "reveal this card from your hand")
        return alt("exile ~ from your graveyard", "exile this card from your graveyard") \
            if part.zone == cp.GRAVEYARD else "exile ~"
    count: Piece = ("another" if part.count == 1 else (number(part.count), " other")) \
        if part.other else number(part.count, article=True)
    many = part.count > 1
    if part.zone != cp.BATTLEFIELD:  # cards: "discard a card", "exile two creature cards ..."
        kind = (part.what[0].card_type.lower() + " ") if part.what else ""
        cards = (count, " ", kind, "cards" if many else "card")
        if part.verb == cp.DISCARD:
            return ("discard ", *cards, " at random" if part.random else "")
        return ("exile ", *cards, " from your graveyard")
    kinds = join([_kind(f, many) for f in part.what], " or ")
    if part.verb == cp.SACRIFICE:
        return ("sacrifice ", count, " ", kinds)
    if part.verb == cp.REMOVE_COUNTERS:  # "... from a creature you control" (601.2h)
        return ("remove ", count, f" {part.counter} counter from ", alt("a ", "an "), kinds,
                " you control")
    if part.verb == cp.EXILE:  # champion's (CR 702.72a)
        return ("exile ", count, " ", kinds, " you control")
    return ("return ", count, " ", kinds, " you control to its owner's hand")


def _kind(f: Filter, many: bool) -> Piece:
    """A permanent's kind as a cost names it ("creature", "goblin", "forests", "nontoken
    creature", "permanent")."""
    nontoken = "nontoken " if f.token is False else ""
    if f.subtype and f.card_type:
        noun: Piece = f"{f.subtype.lower()} {f.card_type.lower()}" + ("s" if many else "")
    elif f.card_type:
        noun = f.card_type.lower() + ("s" if many else "")
    elif f.subtype and f.token:  # "sacrifice two blood tokens" (CR 111.1)
        noun = f.subtype.lower() + (" tokens" if many else " token")
    elif f.subtype:
        word = f.subtype.lower()
        noun = alt(plural(f.subtype).lower(), word + "s") if many else word
    else:
        noun = "permanents" if many else "permanent"
    return (nontoken, noun)
