"""Cost reductions for face-down spells (CR 601.2f, 708.2a, 702.37c): "face-down creature
spells you cast cost {1} less to cast" — a face-down spell is a 2/2 creature spell with no
other characteristics, cast for {3} (``sim.rules.cost_changes._is``)."""

from __future__ import annotations

from played import plays
from test_face_down import BEAR, VIGILANTE, forests, main_phase, resolve

from sim.model.objects import Zone

CHISEL = {"id": "chisel", "controller": "A", "name": "Chisel", "types": ["Artifact"],
          "text": "Face-down creature spells you cast cost {1} less to cast."}


@plays("Face-down creature spells you cast cost {1} less to cast.")
def test_face_down_spells_cost_less() -> None:
    """CR 601.2f, 702.37c: cast face down, Vigilante costs {2} (two lands tapped, not three);
    a face-up creature spell (Bear, {1}{G}) costs what it costs."""
    state = main_phase([VIGILANTE, BEAR], forests(5), [CHISEL])
    state.apply('cast "A:hand:1"')
    state.apply('cost "face down"')
    assert sum(p.tapped for p in state.battlefield()) == 2
    resolve(state)
    assert state.permanents["A:hand:1"].face_down is not None
    state.apply('cast "A:hand:2"')
    resolve(state)
    assert sum(p.tapped for p in state.battlefield()) == 4
    assert state.permanents["A:hand:2"].zone is Zone.BATTLEFIELD
