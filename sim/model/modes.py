"""The modes of a modal spell or ability chosen together (CR 700.2): "Choose two —",
"Choose one or both —", "Choose one or more —", "Choose three. You may choose the same mode
more than once." A choice of several modes is written ``"0+2"`` (the modes' indices in
printed order, ``mode_sets``); the spell then does what each chosen mode does, in the order
the modes are printed (700.2a with 608.2c), each with targets of its own: ``combined``
joins the chosen modes into one program, each mode's target slots and groups numbered after
the previous mode's.
"""

from __future__ import annotations

from itertools import combinations, combinations_with_replacement

import attrs

from sim.model.programs import Op, Program, TargetSpec

#: how many modes a modal heading lets its controller choose (CR 700.2): (at least, at most,
#: the same mode more than once, 700.2d); at most 0: as many as there are modes ("one or
#: more"); "Choose one or both —": at least one, at most two; at least 0: "up to one", "any
#: number" (a triggered ability's only, ``NO_MODE``)
MODE_COUNTS = {"one": (1, 1, False), "two": (2, 2, False), "three": (3, 3, False),
               "four": (4, 4, False), "one or both": (1, 2, False), "one or more": (1, 0, False),
               "up to one": (0, 1, False), "any number": (0, 0, False)}
#: a modal heading choosing one mode not freely (CR 700.2): one its object's controller
#: hasn't chosen for this ability of this object before (ever, or this turn: the choices are
#: remembered per object, 400.7, ``GameState.modes_chosen``), or one at random
#: (``Program.modes_rule``; ``sim.rules.mode_choice``)
UNCHOSEN, UNCHOSEN_THIS_TURN, AT_RANDOM = "unchosen", "unchosen this turn", "random"
MODE_RULES = {"one that hasn't been chosen this turn": UNCHOSEN_THIS_TURN,
              "one that hasn't been chosen": UNCHOSEN, "one at random": AT_RANDOM}
#: the choice of no mode (at least 0: "choose up to one —"); a triggered ability for which
#: none is chosen is removed from the stack (CR 603.3c)
NO_MODE = "none"
#: the sentence after "Choose N." that lets a mode be chosen more than once (700.2d)
MODE_REPEAT = "you may choose the same mode more than once."
#: what joins the indices of several chosen modes in a mode choice ("0+2")
MODE_JOIN = "+"


def mode_sets(program: Program) -> tuple[tuple[int, ...], ...]:
    """Every set of modes ``program``'s controller may choose (CR 700.2): from
    ``modes_min`` to ``modes_max`` of them (0: all), in printed order, a mode more than once only if
    ``modes_repeat`` (700.2d)."""
    n = len(program.modes)
    most = program.modes_max or n
    pick = combinations_with_replacement if program.modes_repeat else combinations
    out: list[tuple[int, ...]] = []
    for size in range(max(program.modes_min, 1), most + 1):
        out += pick(range(n), size)
    return tuple(out)


def plain(mode: Program) -> bool:
    """Whether ``mode`` can be joined to other modes by ``combined``: its instructions only
    (no "you may", intervening "if", reflexive or "if you don't" part of its own)."""
    return not (mode.optional or mode.condition or mode.reflexive is not None
                or mode.otherwise is not None or mode.modes)


def _shift(ref: str, targets: int, groups: int) -> str:
    """A reference to a target slot or group (``target:k``, ``group:k``,
    ``controller:target:k``) numbered after ``targets`` slots and ``groups`` groups."""
    if ref.startswith("controller:"):
        return "controller:" + _shift(ref[11:], targets, groups)
    if ref.startswith("target:"):
        return f"target:{int(ref[7:]) + targets}"
    if ref.startswith("group:"):
        return f"group:{int(ref[6:]) + groups}"
    return ref


def _spec(spec: TargetSpec, targets: int, groups: int) -> TargetSpec:
    among = spec.among + targets if spec.among >= 0 else spec.among
    return attrs.evolve(spec, among=among, controller=_shift(spec.controller, targets, groups))


def _op(op: Op, targets: int, groups: int) -> Op:
    return attrs.evolve(op, who=_shift(op.who, targets, groups),
                        rule=_shift(op.rule, targets, groups))


def combined(program: Program, chosen: tuple[int, ...]) -> Program:
    """One program doing what each chosen mode of ``program`` does, in order (CR 700.2,
    608.2c): their target slots, groups and instructions one after the other."""
    targets: list[TargetSpec] = []
    groups: list[TargetSpec] = []
    ops: list[Op] = []
    for k in chosen:
        mode = program.modes[k]
        t, g = len(targets), len(groups)
        targets += [_spec(s, t, g) for s in mode.targets]
        groups += [_spec(s, t, g) for s in mode.groups]
        ops += [_op(op, t, g) for op in mode.ops]
    return Program(program.text, targets=tuple(targets), ops=tuple(ops), groups=tuple(groups))


def parse_modes(value: str) -> tuple[int, ...]:
    """The mode indices of a mode choice ``"0+2"`` (``MODE_JOIN``)."""
    return tuple(int(v) for v in value.split(MODE_JOIN))
