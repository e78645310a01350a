"""Whether a creature that dealt combat damage has the qualities a trigger names (issue 29,
trigeff; CR 603.2, 603.10a): "whenever a creature you control with power 3 or greater | with
deathtouch | with a +1/+1 counter on it deals combat damage to a player", "whenever one or
more creatures you control with flying deal combat damage to a player". Combat damage is
dealt at once (510.2), and a creature dealt lethal damage in that step has left the
battlefield by the time the ability triggers (704.5g, 603.3): the trigger "looks back in
time" and judges it as it last existed on the battlefield (603.10a, 113.7a) — its power then
(``Permanent.known_pt``) and its keywords then (its last known card's), not the card's in
the graveyard (or a token's that ceased to exist, 704.5d)."""

from __future__ import annotations

from collections.abc import Iterator

import attrs

from sim.model.abilities import Filter
from sim.model.attached_qualities import is_attached_quality
from sim.model.events import AttackerDeclared, DamageDealt, Entered, Event, Unattached
from sim.model.objects import Permanent, Zone
from sim.model.programs import Triggered
from sim.model.state import GameState
from sim.rules.event_triggers import LEAVING, fits
from sim.text.combat_trigger_rules import AND_OTHERS, KIND_DAMAGES, SELF_ENTERS_OR_PLAYER


def dealer(state: GameState, pid: str) -> tuple[Permanent, bool] | None:
    """The creature ``pid`` that dealt damage: on the battlefield (False), else as it last
    existed there (True); None if neither is a creature."""
    now = state.permanents.get(pid)
    if now is not None and now.zone is Zone.BATTLEFIELD:
        return (now, False) if now.card.is_creature else None
    known = state.last_known.get(pid, now)
    if known is None or not known.card.is_creature:
        return None
    return known, known is not now


def dealer_fits(state: GameState, about: Filter, source: Permanent, pid: str) -> bool:
    """Whether the creature ``pid`` that dealt combat damage has ``about``'s qualities, judged
    as it last existed if it has left the battlefield (603.10a)."""
    found = dealer(state, pid)
    if found is None:
        return False
    obj, known = found
    if known and about.attached:  # "an equipped creature": its attachments as it last was
        if not is_attached_quality(obj, about.attached, attached_as_it_left(state, pid)):
            return False
        about = attrs.evolve(about, attached="")
    if not known or about.with_kw == 0 and about.min_power is None and about.max_power is None:
        return fits(state, about, source, obj)
    power = obj.known_pt[0] if obj.known_pt is not None else obj.card.power or 0
    if about.min_power is not None and power < about.min_power or \
            about.max_power is not None and power > about.max_power or \
            about.with_kw and obj.card.bits & about.with_kw == 0:
        return False
    return fits(state, attrs.evolve(about, with_kw=0, min_power=None, max_power=None), source,
                obj)


def attached_as_it_left(state: GameState, pid: str) -> list[Permanent]:
    """The objects attached to the creature ``pid`` as it last existed on the battlefield
    (603.10a): those still attached, those that left the battlefield after it did (an Aura put
    into a graveyard, 704.5m, as they last existed) and the Equipment unattached from it since
    (704.5n) — the events since it last left, read back."""
    out = [p for p in state.battlefield() if p.attached_to == pid]
    for e in reversed(state.events):
        if isinstance(e, LEAVING):
            if e.permanent == pid:
                break
            gone = state.last_known.get(e.permanent)
            if gone is not None and gone.attached_to == pid:
                out.append(gone)
        elif isinstance(e, Unattached) and e.creature == pid:
            loose = state.permanents.get(e.permanent)
            if loose is not None:
                out.append(loose)
    return out


def more_combat_matches(state: GameState, perm: Permanent, ability: Triggered,
                        batch: list[Event]) -> Iterator[str | None]:
    """"Whenever ~ enters [the battlefield] or deals combat damage to a player" (603.2: one
    ability, two events — ~ entering; each player ~ dealt combat damage, 510.2), "whenever a
    <kind> [you control] deals combat damage" (510.2: once per creature of the kind dealing
    combat damage in the step, to any number of players, planeswalkers or creatures; "it" the
    creature, as it last existed if it has left, 603.10a)."""
    subject, me = ability.subject, perm.id
    if subject == SELF_ENTERS_OR_PLAYER:
        for e in batch:
            if isinstance(e, Entered) and e.permanent == me or isinstance(e, DamageDealt) and \
                    e.source == me and e.combat and e.amount > 0 and e.target in state.players:
                yield me
    elif AND_OTHERS in subject:
        yield from _and_others(state, perm, ability, batch)
    elif subject == KIND_DAMAGES:
        about = ability.about
        assert about is not None
        seen: list[str] = []
        for e in batch:
            if isinstance(e, DamageDealt) and e.combat and e.amount > 0 and \
                    e.source not in seen and dealer_fits(state, about, perm, e.source):
                seen.append(e.source)
                yield e.source


def _and_others(state: GameState, perm: Permanent, ability: Triggered, batch: list[Event]
                ) -> Iterator[str | None]:
    """"Whenever ~ | equipped creature and at least N other <kind> attack" (508.1, 603.2): it
    is declared an attacker with N or more other attackers of the kind in the same
    declaration; "it" ~ or the equipped creature."""
    who, _, n = ability.subject.partition(AND_OTHERS)
    me = perm.id if who == "self" else perm.attached_to
    about = ability.about
    if me is None or about is None:
        return
    attackers = [e.attacker for e in batch if isinstance(e, AttackerDeclared)]
    if me not in attackers:
        return
    others = 0
    for pid in attackers:
        attacker = state.permanents.get(pid)
        if pid != me and attacker is not None and fits(state, about, perm, attacker):
            others += 1
    if others >= int(n):
        yield me
