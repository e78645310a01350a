"""When the trigger conditions of ``sim.text.self_or_attached_rules`` trigger (CR 603.2), read
from the event stream as ``sim.rules.triggers`` reads the others:

* "whenever ~ or equipped | enchanted creature attacks" (508.3a): once per creature declared
  as an attacker that is ~ itself or the creature ~ is attached to (301.5, 303.4) as it is
  declared; "it" that creature;
* "whenever ~ or equipped | enchanted creature deals combat damage to a player" (510.2): once
  per player dealt combat damage (more than 0, 120.1) by either; "that player" the player. A
  creature dealt lethal damage in the same step has died by then; the Equipment or Aura is
  judged as it was attached as the damage was dealt (603.10a: the attachment it had when it
  left, or before 704.5n unattached it — the events of the batch read back).
"""

from __future__ import annotations

from collections.abc import Iterator

from sim.model.events import AttackerDeclared, DamageDealt, Event, Unattached
from sim.model.objects import Permanent
from sim.model.programs import Triggered
from sim.model.state import GameState
from sim.rules.event_triggers import seen_before_leaving
from sim.text.self_or_attached_rules import SELF_OR_ATTACHED


def self_or_attached_subject(subject: str) -> bool:
    """Whether ``subject`` is one of this module's."""
    return subject in SELF_OR_ATTACHED


def self_or_attached_matches(state: GameState, perm: Permanent, ability: Triggered,
                             batch: list[Event]) -> Iterator[str | None]:
    """Once per event of ``batch`` ``perm``'s ``ability`` triggers on (CR 603.2)."""
    seen = seen_before_leaving(state, perm, batch)
    if seen is None:
        return
    perm, batch = seen
    if ability.event == "AttackerDeclared":
        for e in batch:
            if isinstance(e, AttackerDeclared) and e.attacker in (perm.id, perm.attached_to):
                yield e.attacker
        return
    players: list[str] = []
    for i, e in enumerate(batch):
        if isinstance(e, DamageDealt) and e.combat and e.amount > 0 and \
                e.target in state.players and e.target not in players and \
                e.source in (perm.id, _attached_then(perm, batch[i + 1:])):
            players.append(e.target)
    yield from players


def _attached_then(perm: Permanent, later: list[Event]) -> str | None:
    """What ``perm`` was attached to at an event, ``later`` the events after it: what it is
    attached to, unless unattached since (704.5n: then the creature it left)."""
    for e in later:
        if isinstance(e, Unattached) and e.permanent == perm.id:
            return e.creature
    return perm.attached_to
