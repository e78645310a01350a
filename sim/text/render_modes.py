"""The heading of a modal spell or ability rendered back (CR 700.2): "choose one — ",
"choose one or both — ", "choose three. you may choose the same mode more than once." (700.2d);
its modes are ``render_effects.program``'s."""

from __future__ import annotations

from sim.model.modes import MODE_COUNTS, MODE_REPEAT, MODE_RULES
from sim.model.programs import Program
from sim.text.wording import Piece, canonical


def mode_heading(prog: Program) -> str:
    """A modal program's heading (CR 700.2): "choose one — • ", "choose one or both — • ",
    "choose three. you may choose the same mode more than once. • " (700.2d)."""
    if prog.modes_rule:  # "choose one that hasn't been chosen [this turn] | at random —"
        return "choose " + next(w for w, r in MODE_RULES.items() if r == prog.modes_rule) + \
            " — • "
    words = next(w for w, (least, most, _) in MODE_COUNTS.items()
                 if least == prog.modes_min and most == prog.modes_max)
    if prog.modes_repeat:
        return f"choose {words}. {MODE_REPEAT} • "
    return f"choose {words} — • "


def bullets(modes: list[Piece]) -> Piece:
    """The modes one after the other, each ending with a period before the next one's bullet
    ("... draw a card. • ..."), but a mode ending with a quoted ability, whose own period ends
    it ('... token with "when ~ dies, you gain 1 life." • ...', CR 113.1a)."""
    out: list[Piece] = []
    for mode in modes:
        if out:
            out.append(" • " if canonical(out[-1]).endswith('."') else ". • ")
        out.append(mode)
    return tuple(out)


def named(prog: Program, modes: list[Piece]) -> list[Piece]:
    """``modes`` (each mode of ``prog`` rendered) with each mode's name before it
    ("bardic inspiration — target creature gets ..."; CR 207.2d: flavor words)."""
    if not prog.mode_names:
        return modes
    return [(f"{name} — ", mode) if name else mode
            for name, mode in zip(prog.mode_names, modes, strict=True)]
