"""When the conditions of ``sim.text.combat_event_rules`` trigger (CR 603.2), read from the
event stream as ``sim.rules.triggers`` reads the others:

* "whenever ~ attacks for the first time each turn": ~ declared as an attacker (508.1; one
  put onto the battlefield attacking was never declared, 508.4) and not declared before this
  turn as the object it is — an attack of the object it was before it last changed zones is
  another object's (400.7) — "it" ~;
* "whenever ~ blocks or becomes blocked by a <quality> creature": once per creature of the
  quality ~ blocks or is blocked by (509.1), "that creature" that creature; the quality read
  as the blocks are declared: its colors (105.2; none with devoid, 702.114a) or its creature
  types (205.3m; a changeling has every one, 702.73a); "whenever ~ becomes blocked by a
  <quality> creature" the same, ~ the attacker only (509.1h: a creature becomes blocked by each
  creature declared as its blocker).
"""

from __future__ import annotations

from collections.abc import Iterator

from sim.model.events import (
    AttackerDeclared,
    BlockerDeclared,
    Bounced,
    Died,
    Entered,
    Event,
    Exiled,
    PutIntoLibrary,
)
from sim.model.objects import Permanent, Zone
from sim.model.programs import Triggered
from sim.model.state import GameState
from sim.rules.event_triggers import earlier_this_turn
from sim.text.combat_event_subjects import (
    BECOMES_BLOCKED_BY,
    BLOCKED_BY,
    COMBAT_EVENT_SUBJECTS,
    FIRST_ATTACK,
)

#: the events after which ~ is another object (400.7)
_MOVED = (Died, Exiled, Bounced, PutIntoLibrary, Entered)
_COLOR_LETTERS = {"white": "W", "blue": "U", "black": "B", "red": "R", "green": "G"}


def combat_event_subject(subject: str) -> bool:
    """Whether ``subject`` is one of this module's."""
    return subject in COMBAT_EVENT_SUBJECTS


def combat_event_matches(state: GameState, perm: Permanent, ability: Triggered,
                         batch: list[Event]) -> Iterator[str | None]:
    """Once per event of ``batch`` ``perm``'s ``ability`` triggers on (CR 603.2)."""
    if perm.zone is not Zone.BATTLEFIELD:
        return
    me = perm.id
    subject = ability.subject
    for e in batch:
        if subject == FIRST_ATTACK:
            if isinstance(e, AttackerDeclared) and e.attacker == me and _first(state, e, me):
                yield me
        elif isinstance(e, BlockerDeclared) and me in (e.blocker, e.attacker):
            if subject.startswith(BECOMES_BLOCKED_BY):
                if e.attacker != me:
                    continue
                other, quality = e.blocker, subject[len(BECOMES_BLOCKED_BY):]
            else:
                other = e.attacker if e.blocker == me else e.blocker
                quality = subject[len(BLOCKED_BY):]
            creature = state.permanents.get(other)
            if creature is not None and _has(creature, quality):
                yield other


def _first(state: GameState, e: Event, me: str) -> bool:
    """Whether no attack of ``me`` as the object it is was declared this turn before ``e``."""
    for earlier in earlier_this_turn(state, e):
        if isinstance(earlier, AttackerDeclared) and earlier.attacker == me:
            return False
        if isinstance(earlier, _MOVED) and earlier.permanent == me:
            return True  # before, it was another object (400.7)
    return True


def _has(creature: Permanent, quality: str) -> bool:
    """Whether ``creature`` has the quality: "white", "green or white", "nonblack",
    "non-wall"."""
    if quality == "non-wall":
        return not creature.card.has_subtype("Wall")
    if quality.startswith("non"):
        return _COLOR_LETTERS[quality[3:]] not in creature.card.color_set
    return any(_COLOR_LETTERS[c] in creature.card.color_set for c in quality.split(" or "))
