"""The damage family's recipients rendered back to Oracle text (issue 29; read by
``sim.text.damage_rules``): "its controller" / "that creature's controller" (CR 608.2h) and
a joined recipient, "each creature and each player" (120.2)."""

from __future__ import annotations

from collections.abc import Sequence

import attrs

from sim.model.programs import SELF, THAT, THAT_MUCH_DAMAGE, THAT_PLAYER, Op, Program, TargetSpec
from sim.model.stack_objects import VARIABLE
from sim.text.render_counts import x_phrase
from sim.text.render_targets import target_spec
from sim.text.render_up_to import plural
from sim.text.wording import Piece, alt, number

#: a group's controller words: "each creature that player controls" (the player a trigger is
#: about, CR 603.2; ``sim.rules.targeting``)
GROUP_CONTROLLERS: dict[str, Piece] = {THAT_PLAYER: alt(" that player controls", " they control")}

#: the kinds "that <kind>'s controller" names (``damage_rules.POSSESSED_KIND``)
_KINDS = ("creature", "land", "permanent", "artifact", "enchantment", "planeswalker")


def controller_words(ref: str, program: Program, named: set[int]) -> Piece:
    """"its controller", "that <kind>'s controller" for ``controller:<ref>``: the target named
    before (of that kind), or the triggered ability's object (``THAT``)."""
    if ref == THAT:  # what the trigger is about (603.2)
        return alt("its controller", *(f"that {k}'s controller" for k in _KINDS))
    if ref == SELF:
        return alt("its controller", "~'s controller")
    k = int(ref.split(":")[1])
    if k not in named:
        return f"<controller:{ref}>"
    kinds = [t for t in _KINDS if t in program.targets[k].types or t == "permanent"]
    return alt("its controller", *(f"that {t}'s controller" for t in kinds))


def joined_words(pieces: Sequence[Piece]) -> Piece:
    """The parts of a joined recipient, "each creature and each player" (CR 120.2)."""
    out: list[Piece] = []
    for k, piece in enumerate(pieces):
        out += [" and ", piece] if k else [piece]
    return tuple(out)


#: the controller words of "target creatures and/or planeswalkers <whose>"
_WHOSE = {"": "", "you": " you control",
          "opponent": alt(" your opponents control", " an opponent controls", " you don't control")}


def divided_what(spec: TargetSpec, singular: Piece) -> Piece:
    """What divided damage is divided among (CR 601.2d): "targets" (any target), "target
    creatures and/or planeswalkers [whose]", or the plural of one target's wording
    (``singular``): "target creatures with flying", "target attacking or blocking creatures"."""
    if "player" in spec.types:
        return "targets"
    if spec.types == frozenset({"creature", "planeswalker"}):
        return ("target creatures and/or planeswalkers", _WHOSE.get(spec.controller, "<?>"))
    return plural(singular)


def divided_damage(op: Op, program: Program) -> Piece:
    """" deals N damage divided as you choose among one or two | one, two, or three | any
    number of <targets>" (CR 601.2d), after the source."""
    spec = program.targets[int(op.who.split(":")[1])]
    among = op.rule or {2: "one or two", 3: "one, two, or three"}.get(op.divided, "<?>")
    variable = op.divided == VARIABLE
    amount = "x" if variable and op.amount == 1 else str(op.amount)  # (X: CR 107.3, 601.2b)
    cast: Piece = ""
    if variable:  # the singular wording of its variable phrase (``sim.text.divided_text``)
        if spec.as_cast is not None:  # X counted as it is cast (601.2c-d)
            cast = (", where x is ", x_phrase(spec.as_cast), " as you cast ~")
        spec = attrs.evolve(spec, up_to=0, count="", optional=False, among=-1, as_cast=None)
    return (f" deals {amount} damage divided as you choose among {among} ",
            divided_what(spec, target_spec(spec)), cast)


def divided_counters(op: Op, program: Program, kind: str) -> Piece:
    """"distribute N <kind> counters among one or two | one, two, or three | any number of
    <targets>" (CR 601.2d)."""
    spec = program.targets[int(op.who.split(":")[1])]
    among = op.rule or {2: "one or two", 3: "one, two, or three"}.get(op.divided, "<?>")
    return ("distribute ", number(op.amount), f" {kind} counters among {among} ",
            divided_what(spec, target_spec(spec)))


def divided_prevention(op: Op) -> Piece:
    """"prevent the next N damage that would be dealt this turn to any number of targets,
    divided as you choose" (CR 615.7, 601.2d)."""
    return (f"prevent the next {op.amount} damage that would be dealt this turn to {op.rule} "
            "targets, divided as you choose")


def counted_damage(who: Piece, count: Piece) -> Piece:
    """" deals damage to <who> equal to <count>" or, the count first, " deals damage equal to
    <count> to <who>" (CR 608.2h, 120.3: the count taken as the instruction is carried out)."""
    return alt((" deals damage to ", who, " equal to ", count),
               (" deals damage equal to ", count, " to ", who))


def damage_amount(op: Op) -> Piece:
    """A damage instruction's amount: "that much" for the damage of the event a damage trigger
    triggered on (``THAT_MUCH_DAMAGE``, CR 603.2, 120.3), else N or X."""
    if any(k == THAT_MUCH_DAMAGE for k, _ in op.params):
        return "that much"
    return number(op.amount, op.x)
