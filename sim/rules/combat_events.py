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
  creature declared as its blocker);
* issue 29, trigeff: the same of the creature an Equipment or Aura is attached to (301.5,
  303.4: "whenever equipped creature blocks or becomes blocked by a creature", "... blocks a
  creature"), and "by one or more <quality> creatures" — once however many block or are
  blocked (603.2c), "it" ~ or the attached creature — or with no "by" ("whenever enchanted
  creature blocks or becomes blocked": once). Only a permanent with such an ability is asked
  (``CardDef.may_trigger``).
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
    BLOCK_PREFIXES,
    BLOCKED,
    BLOCKS,
    COMBAT_EVENT_SUBJECTS,
    EACH,
    FIRST_ATTACK,
    NO_OTHER,
    block_parts,
)

#: the events after which ~ is another object (400.7)
_MOVED = (Died, Exiled, Bounced, PutIntoLibrary, Entered)
_COLOR_LETTERS = {"white": "W", "blue": "U", "black": "B", "red": "R", "green": "G"}


def combat_event_subject(subject: str) -> bool:
    """Whether ``subject`` is one of this module's."""
    return subject in COMBAT_EVENT_SUBJECTS or subject.startswith(BLOCK_PREFIXES)


def combat_event_matches(state: GameState, perm: Permanent, ability: Triggered,
                         batch: list[Event]) -> Iterator[str | None]:
    """Once per event of ``batch`` ``perm``'s ``ability`` triggers on (CR 603.2)."""
    if perm.zone is not Zone.BATTLEFIELD:
        return
    me = perm.id
    subject = ability.subject
    if subject != FIRST_ATTACK:
        yield from _block_matches(state, perm, subject, batch)
        return
    for e in batch:
        if isinstance(e, AttackerDeclared) and e.attacker == me and _first(state, e, me):
            yield me


def _block_matches(state: GameState, perm: Permanent, subject: str, batch: list[Event]
                   ) -> Iterator[str | None]:
    """A block trigger (``sim.text.combat_event_subjects.block_subject``): ~ or the creature
    ``perm`` is attached to (301.5, 303.4) blocking or becoming blocked by a creature of the
    quality — once per such creature, "that creature" it (509.1: each blocker declared; a
    creature blocking two is two) — or once for one or more (603.2c), "it" the creature the
    trigger is about."""
    parts = block_parts(subject)
    assert parts is not None
    who, verb, many, quality = parts
    me = perm.id if who == "self" else perm.attached_to
    if me is None:
        return
    for e in batch:
        if not isinstance(e, BlockerDeclared):
            continue
        if e.blocker == me and verb != BLOCKED:
            other = e.attacker
        elif e.attacker == me and verb != BLOCKS:
            other = e.blocker
        else:
            continue
        creature = state.permanents.get(other)
        if creature is None or not _has(creature, quality):
            continue
        yield other if many == EACH else me
        if many != EACH:
            return  # once (603.2c)


def _first(state: GameState, e: Event, me: str) -> bool:
    """Whether no attack of ``me`` as the object it is was declared this turn before ``e``."""
    for earlier in earlier_this_turn(state, e):
        if isinstance(earlier, AttackerDeclared) and earlier.attacker == me:
            return False
        if isinstance(earlier, _MOVED) and earlier.permanent == me:
            return True  # before, it was another object (400.7)
    return True


def _has(creature: Permanent, quality: str) -> bool:
    """Whether ``creature`` has the quality: any ("", or none named: "-"), "white", "green or
    white", "nonblack", "non-wall", "colorless" (105.2c), "artifact", "type:Vampire"."""
    if quality in ("", NO_OTHER):
        return True
    card = creature.card
    if quality == "non-wall":
        return not card.has_subtype("Wall")
    if quality.startswith("type:"):  # (a changeling has every creature type, 702.73a)
        return card.has_subtype(quality[5:])
    if quality == "artifact":
        return "Artifact" in card.types
    if quality == "colorless":
        return not card.color_set
    if quality.startswith("non"):
        return _COLOR_LETTERS[quality[3:]] not in card.color_set
    return any(_COLOR_LETTERS[c] in card.color_set for c in quality.split(" or "))
