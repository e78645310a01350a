""""Whenever you cast a <color> spell or a <kind> enters [the battlefield] under your control"
(``sim.text.cast_or_enters_rules``): one triggered ability, two events (CR 603.2, 700.4), each
matched as the trigger on it alone is — a spell of that color its controller casts (601.2i,
105.2: ``sim.rules.player_triggers``), a permanent of the kind entering under their control
(603.6a: ``sim.rules.event_triggers``) —, once per event."""

from __future__ import annotations

from collections.abc import Iterator

import attrs

from sim.model.events import Event
from sim.model.objects import Permanent
from sim.model.programs import Triggered
from sim.model.state import GameState
from sim.rules.event_triggers import matches_more
from sim.rules.player_triggers import player_matches
from sim.text.cast_or_enters_rules import CAST_OR_ENTERS
from sim.text.trigger_rules import FILTERED


def cast_or_enters_matches(state: GameState, perm: Permanent, ability: Triggered,
                           batch: list[Event]) -> Iterator[str | None]:
    """Once per spell cast and per permanent entering in ``batch`` ``ability`` triggers on;
    neither names an object for its effect (None)."""
    cast = attrs.evolve(ability, event="SpellCast", subject=ability.subject[len(CAST_OR_ENTERS):],
                        about=None)
    for _ in player_matches(state, perm, cast, batch):
        yield None
    for _ in matches_more(state, perm, attrs.evolve(ability, event="Entered", subject=FILTERED),
                          batch):
        yield None
