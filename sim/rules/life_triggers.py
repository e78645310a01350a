"""When the trigger conditions of ``sim.text.life_trigger_rules`` trigger (CR 603.2), and the
amount each event carries as its ability's X ("that much", "that many": CR 603.2, 120.3,
608.2h), read from the event stream as ``sim.rules.triggers`` reads the others:

* "whenever you lose life", "whenever an opponent loses life": once per event of life loss
  (119.3: an instruction's loss, life paid, 119.4, and damage dealt to a player, 120.3a —
  damage from a source with infect gives poison counters instead, 120.3b, and is no loss;
  each source's damage its own event, as each source's life gained is, 119.9), the amount
  that event's loss, "that player" the player who lost it. A loss of 0 is no event (119.3).
* "whenever an opponent loses life for the first time during each of their turns": an
  opponent's first loss of their own turn (the active player's, 102.1);
* "whenever you lose life for the first time each turn": the first such event of its
  controller's this turn (counted since the turn began, 500.1), whether or not the
  permanent was on the battlefield for the earlier one (the ability triggers only on the
  first).
* "whenever a source you control deals noncombat damage to an opponent": once per event of
  noncombat damage greater than 0 (120.1) dealt to an opponent of its controller by a
  source its controller controlled as the damage was dealt (``DamageDealt.controller``,
  read from the damage event as it was made), the amount that damage, "that player" the
  opponent.
* "whenever a <kind> [you control] is dealt damage": once per permanent of the kind (a
  creature, planeswalker or battle: what damage can be dealt to, 120.3) dealt damage
  greater than 0 in a batch dealt at once (a resolution's, or a combat damage step's,
  510.2: the simultaneous damage of several sources one event for it, as for "whenever ~ is
  dealt damage"), the amount the total, "it" / "that creature" the permanent (as it last
  existed if the damage destroyed it, 603.10a's look back at the objects of the event).

The source of these abilities must have been on the battlefield as the event happened: one
that left in the same batch saw the events before it left (603.10a), as it last existed.
"""

from __future__ import annotations

from collections.abc import Iterator

from sim.model.events import (
    DamageDealt,
    Event,
    LifeLost,
)
from sim.model.objects import Permanent, Zone
from sim.model.programs import Triggered
from sim.model.state import GameState
from sim.rules.event_triggers import earlier_this_turn, fits, seen_before_leaving
from sim.text.life_trigger_subjects import (
    KIND_DEALT,
    LIFE_SUBJECTS,
    OPPONENT_LOSES,
    OPPONENT_LOSES_FIRST,
    OPPONENTS_SOURCE_TO_YOU,
    OTHER_SOURCE_TO_OPPONENT,
    SOURCE_NONCOMBAT,
    SOURCE_TO_OPPONENT,
    SOURCE_TO_YOU,
    YOU_DEALT,
    YOU_DEALT_COMBAT,
    YOU_LOSE_FIRST,
)


def life_subject(subject: str) -> bool:
    """Whether ``subject`` is one of this module's."""
    return subject in LIFE_SUBJECTS


def life_matches(state: GameState, perm: Permanent, ability: Triggered, batch: list[Event]
                 ) -> Iterator[tuple[str | None, int]]:
    """Once per event of ``batch`` ``perm``'s ``ability`` triggers on (CR 603.2): what "that
    player" / "it" names, and the event's amount ("that much")."""
    seen = seen_before_leaving(state, perm, batch)
    if seen is None:
        return
    perm, batch = seen
    subject = ability.subject
    if subject == KIND_DEALT:
        yield from _dealt(state, perm, ability, batch)
    elif subject in _DAMAGE_SUBJECTS:
        yield from _damage(state, perm, subject, batch)
    elif subject == SOURCE_NONCOMBAT:
        for e in batch:
            if isinstance(e, DamageDealt) and not e.combat and e.amount > 0 and \
                    e.target in state.players and e.target != perm.controller and \
                    e.controller == perm.controller:
                yield e.target, e.amount
    else:
        for e in batch:
            loss = life_lost(state, e)
            if loss is None:
                continue
            who, amount = loss
            if subject == OPPONENT_LOSES:
                if who != perm.controller:
                    yield who, amount
            elif subject == OPPONENT_LOSES_FIRST:  # during their own turn, their first loss
                if who != perm.controller and who == state.active and _first(state, e):
                    yield who, amount
            elif who == perm.controller and (subject != YOU_LOSE_FIRST or _first(state, e)):
                yield who, amount


def life_lost(state: GameState, e: Event) -> tuple[str, int] | None:
    """The player who lost life in event ``e`` and how much (119.3, 120.3a: damage to a
    player not dealt as poison counters, 120.3b), or None: no loss."""
    if isinstance(e, LifeLost):
        return (e.player, e.amount) if e.amount > 0 else None
    if isinstance(e, DamageDealt) and e.amount > 0 and e.target in state.players and \
            not e.result.startswith("poison counters"):
        return e.target, e.amount
    return None


def _first(state: GameState, e: Event) -> bool:
    """Whether ``e`` (a loss of life) is its player's first this turn (since the turn began,
    500.1; a position beginning mid-turn knows only what happened since)."""
    loss = life_lost(state, e)
    assert loss is not None
    for event in earlier_this_turn(state, e):
        earlier = life_lost(state, event)
        if earlier is not None and earlier[0] == loss[0]:
            return False
    return True


def _dealt(state: GameState, perm: Permanent, ability: Triggered, batch: list[Event]
           ) -> Iterator[tuple[str | None, int]]:
    """Each permanent of the kind dealt damage in ``batch`` ("a permanent you control": a
    planeswalker or battle too), once, with the total (120.3)."""
    about = ability.about
    assert about is not None
    totals: dict[str, int] = {}
    for e in batch:
        if isinstance(e, DamageDealt) and e.amount > 0 and e.target not in state.players:
            totals[e.target] = totals.get(e.target, 0) + e.amount
    for pid, amount in totals.items():
        hit = state.permanents.get(pid)
        if hit is not None and hit.zone is not Zone.BATTLEFIELD:
            hit = state.last_known.get(pid, hit)  # destroyed since (603.10a)
        if hit is not None and fits(state, about, perm, hit):  # "a permanent": any (120.3)
            yield pid, amount


#: the subjects ``_damage`` answers
_DAMAGE_SUBJECTS = frozenset((YOU_DEALT, YOU_DEALT_COMBAT, SOURCE_TO_YOU, OPPONENTS_SOURCE_TO_YOU,
                              SOURCE_TO_OPPONENT, OTHER_SOURCE_TO_OPPONENT))


def _damage(state: GameState, perm: Permanent, subject: str, batch: list[Event]
            ) -> Iterator[tuple[str | None, int]]:
    """Damage dealt to its controller or by its controller's sources (issue 29, h15 triggers;
    only more than 0 is dealt, 120.1):

    * "whenever you're dealt [combat] damage", "whenever combat damage is dealt to you": once
      for the damage ``batch`` deals its controller at once (510.2: a combat damage step's
      from several creatures, a resolution's; 120.3), the amount the total;
    * "whenever a source deals damage to you": once per source's damage event, its amount;
      "... a source an opponent controls ...": the source's controller as it dealt it
      (``DamageDealt.controller``) an opponent, "that player" that opponent;
    * "whenever a source you control [other than ~] deals damage to an opponent": once per
      event of damage to an opponent by a source its controller controlled as it dealt it,
      combat or not, "that player" the opponent."""
    me = perm.controller
    if subject in (YOU_DEALT, YOU_DEALT_COMBAT):
        total = sum(e.amount for e in batch if isinstance(e, DamageDealt) and e.target == me
                    and e.amount > 0 and (e.combat or subject == YOU_DEALT))
        if total > 0:
            yield me, total
        return
    for e in batch:
        if not isinstance(e, DamageDealt) or e.amount <= 0:
            continue
        if subject == SOURCE_TO_YOU and e.target == me:
            yield None, e.amount
        elif subject == OPPONENTS_SOURCE_TO_YOU and e.target == me and e.controller and \
                e.controller != me:
            yield e.controller, e.amount
        elif subject in (SOURCE_TO_OPPONENT, OTHER_SOURCE_TO_OPPONENT) and \
                e.controller == me and e.target in state.players and e.target != me and (
                    subject == SOURCE_TO_OPPONENT or e.source != perm.id):
            yield e.target, e.amount
