"""Delayed instructions about an ability's own source (CR 603.7a, 603.7c): "~ gets +1/+1 until
end of turn. Sacrifice it at the beginning of the next end step." ("it" is ~), and Dragon
Whelp's "If this ability has been activated four or more times this turn, sacrifice ~ at the
beginning of the next end step." (the count checked as the ability resolves, 608.2c)."""

from __future__ import annotations

from played import plays
from test_delayed import finish, game, when

from sim.model.events import Died
from sim.model.objects import Zone

KAMI = "{R}: Kami gets +1/+1 until end of turn. Sacrifice it at the beginning of the next end step."
WHELP = ("{R}: Whelp gets +1/+0 until end of turn. If this ability has been activated four or "
         "more times this turn, sacrifice Whelp at the beginning of the next end step.")


def activated(text: str, name: str, times: int) -> tuple[int, list[tuple[int, str]]]:
    """A's creature ``name`` with ``text``, its ability activated ``times`` times (each
    resolved) in A's precombat main phase of turn 1: its power then, and when it died."""
    state = game([], mana="{R}" * times, limit=1, permanents=[
        {"id": "p1", "controller": "A", "name": name, "power": 1, "toughness": 1,
         "text": text}])
    for _ in range(times):
        state.apply("activate p1 0")
        while state.stack:
            state.apply("pass")
    power = state.power("p1")
    finish(state)
    return power, when(state, Died, "p1")


@plays("{R}: Kami gets +1/+1 until end of turn. Sacrifice it at the beginning of the next "
       "end step.")
def test_it_is_the_source_sacrificed_at_the_end_step() -> None:
    """CR 603.7a, 701.21a: "it" after "~ gets +1/+1" is ~: the Kami, pumped, is sacrificed as
    the end step begins (the delayed ability's one object, 603.7c)."""
    power, died = activated(KAMI, "Kami", 1)
    assert power == 2 and died == [(1, "end")]


@plays("{R}: Whelp gets +1/+0 until end of turn. If this ability has been activated four or "
       "more times this turn, sacrifice Whelp at the beginning of the next end step.")
def test_the_whelp_is_sacrificed_only_after_four_activations() -> None:
    """CR 608.2c, 603.7a: activated three times the Whelp survives the end step; the fourth
    resolution counts four activations this turn and creates the delayed sacrifice."""
    power, died = activated(WHELP, "Whelp", 3)
    assert power == 4 and died == []
    power, died = activated(WHELP, "Whelp", 4)
    assert power == 5 and died == [(1, "end")]


def test_a_new_object_is_not_sacrificed() -> None:
    """CR 603.7c, 400.7: the Kami leaves and comes back before the end step: a new object
    the delayed ability doesn't find; it stays."""
    state = game([], limit=1, permanents=[
        {"id": "p1", "controller": "A", "name": "Kami", "power": 1, "toughness": 1,
         "text": KAMI}])
    state.apply("activate p1 0")
    while state.stack:
        state.apply("pass")
    state.move("p1", Zone.HAND)
    state.move("p1", Zone.BATTLEFIELD)
    finish(state)
    assert state.permanents["p1"].zone is Zone.BATTLEFIELD
