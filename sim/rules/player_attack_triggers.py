"""When the trigger conditions of ``sim.text.player_attack_rules`` trigger (CR 508.1m, 508.3,
603.2), read from the event stream as ``sim.rules.triggers`` reads the others. A declaration
of attackers is one event (508.1: the attackers are declared at once; 603.2c), whatever the
number of creatures:

* "whenever you attack a player [with one or more <kinds>]": once per player that one or more
  creatures its controller declared as attackers (of the kind, if named) attack — a player,
  not a planeswalker or battle (508.1b); "that player" that player. Creatures put onto the
  battlefield attacking were never declared (508.4): no event.
* "whenever a player | an opponent attacks you": once per declaration in which one or more
  creatures (of an opponent's, for "an opponent") attack its controller; "that player" the
  attacking player.
* "whenever a player attacks with N or more creatures": once per declaration of N or more
  attackers by one player; "that player" that player.
"""

from __future__ import annotations

from collections.abc import Iterator

from sim.model.events import AttackerDeclared, Event
from sim.model.objects import Permanent, Zone
from sim.model.programs import Triggered
from sim.model.state import GameState
from sim.rules.event_triggers import fits
from sim.text.player_attack_rules import OPPONENT_ATTACKS_YOU, PLAYER_ATTACKS_YOU, YOU_ATTACK_PLAYER


def player_attack_matches(state: GameState, perm: Permanent, ability: Triggered,
                          batch: list[Event]) -> Iterator[str | None]:
    """Once per event of ``batch`` ``perm``'s ``ability`` triggers on (CR 603.2), yielding the
    player "that player" names."""
    if perm.zone is not Zone.BATTLEFIELD:
        return
    attacks = [e for e in batch if isinstance(e, AttackerDeclared)]
    if not attacks:
        return
    subject, me = ability.subject, perm.controller
    attackers = {e.attacker: state.permanents.get(e.attacker) for e in attacks}
    by = {pid: a.controller for pid, a in attackers.items() if a is not None}
    if subject == YOU_ATTACK_PLAYER:
        about = ability.about
        hit: list[str] = []
        for e in attacks:
            attacker = attackers[e.attacker]
            if attacker is not None and by[e.attacker] == me and e.target in state.players \
                    and e.target not in hit and (about is None or fits(state, about, perm,
                                                                         attacker)):
                hit.append(e.target)
        yield from hit
    elif subject in (PLAYER_ATTACKS_YOU, OPPONENT_ATTACKS_YOU):
        players: list[str] = []
        for e in attacks:
            who = by.get(e.attacker)
            if e.target == me and who is not None and who not in players and (
                    subject == PLAYER_ATTACKS_YOU or who != me):
                players.append(who)
        yield from players
    else:  # "a player attacks with N or more creatures"
        n = int(subject.split("|")[1])
        for who in dict.fromkeys(by.values()):
            if sum(1 for c in by.values() if c == who) >= n:
                yield who
