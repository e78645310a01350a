"""The heading of a modal spell or ability rendered back (CR 700.2): "choose one — ",
"choose one or both — ", "choose three. you may choose the same mode more than once." (700.2d);
its modes are ``render_effects.program``'s."""

from __future__ import annotations

from sim.model.modes import MODE_COUNTS, MODE_REPEAT
from sim.model.programs import Program


def mode_heading(prog: Program) -> str:
    """A modal program's heading (CR 700.2): "choose one — • ", "choose one or both — • ",
    "choose three. you may choose the same mode more than once. • " (700.2d)."""
    words = next(w for w, (least, most, _) in MODE_COUNTS.items()
                 if least == prog.modes_min and most == prog.modes_max)
    if prog.modes_repeat:
        return f"choose {words}. {MODE_REPEAT} • "
    return f"choose {words} — • "
