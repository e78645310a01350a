"""Damage as data: a ``DamageEvent`` (one source dealing damage to one object or player, CR
120) and a ``DamageRequest`` (what one source may assign its combat damage to, 510.1).
"""

from __future__ import annotations

from collections.abc import Mapping

import attrs

from sim.model.objects import Step


@attrs.frozen(slots=True)
class DamageEvent:
    """``amount`` damage from ``source`` to ``target`` (a player, creature, planeswalker or
    battle id). The source's deathtouch, lifelink, infect and wither are captured when the
    event is made, so a source that leaves the battlefield is read by last known information
    (CR 608.2h, 702.2e, 702.15c, 702.90d, 702.80b)."""

    source: str
    target: str
    amount: int
    source_controller: str
    combat: bool = True
    deathtouch: bool = False
    lifelink: bool = False
    infect: bool = False
    wither: bool = False
    #: the source's total toxic value (702.164b), read as the event is made; it gives that
    #: many poison counters to a player dealt combat damage (702.164c)
    toxic: int = 0
    #: the effect dealing it says it can't be prevented ("the damage can't be prevented", CR
    #: 615.12; ``sim.rules.replacement.preventable``)
    unpreventable: bool = False


@attrs.frozen(slots=True)
class DamageRequest:
    """A combat damage assignment to decide (CR 510.1).

    ``amount`` is what the source assigns (its power, or its toughness: 510.1a).
    ``creatures`` are the creatures the source may assign damage to (its blockers, or the
    attackers it blocks). ``defender`` is the player or planeswalker it may assign damage to:
    for an attacker with trample, the rest after lethal damage to every blocker (702.19b).
    ``lethal`` is the lethal damage each creature still needs, counting damage already marked
    and damage other creatures have assigned to it so far in this step; 1 from a deathtouch
    source (702.2c). (Combat also counts damage assigned to it after this request when it
    checks the finished assignment, 510.1c-d, 702.19b: see ``sim.rules.combat``.)

    ``order``: under a damage assignment order (rules edition ``"2016"``,
    ``has_damage_assignment_order``), the creatures in that order (509.2-509.3), and
    ``creatures`` is the same tuple: a creature may be assigned damage only if every creature
    before it in the order is assigned lethal damage (510.1c-d). ``None``: no order; the split
    among the creatures is free (current rules, 2004).

    ``unblocked``: for a blocked attacker that "may assign its combat damage as though it
    weren't blocked" (Thorn Elemental, Lone Wolf), the player or planeswalker it is
    attacking. Its controller chooses: all of the damage to that player or planeswalker
    (as an unblocked creature would, 510.1b), or the normal assignment (510.1c). When no
    creature is blocking it any more and it has no trample, the normal assignment is no
    damage at all (an empty assignment).

    ``beyond``: for an attacker with trample over planeswalkers attacking a planeswalker (CR
    702.19c; ``defender`` is the planeswalker), that planeswalker's controller. Once every
    blocker is assigned lethal damage and the planeswalker damage equal to its loyalty
    (``lethal[defender]``, counting damage other creatures assign to it in this step; never
    deathtouch's 1), the rest may be assigned among the blockers, the planeswalker and that
    player. (Plain trample never reaches the player past a planeswalker, 702.19f.)
    ``banding``: ``controller`` is not the source's controller but the other side of the
    fight, which has banding (CR 702.22j-k: the defending player assigns an attacker's
    damage when a blocker has banding, the active player a blocker's when it blocks a
    creature with banding) and divides the damage as they choose among ``creatures``
    (``order`` is None). With trample, lethal damage to every blocker still comes before
    any damage to the player or planeswalker (702.19b); the chooser need not assign any there.
    """

    source: str
    controller: str
    amount: int
    creatures: tuple[str, ...]
    defender: str | None
    lethal: Mapping[str, int]
    trample: bool
    step: Step
    order: tuple[str, ...] | None = None
    unblocked: str | None = None
    beyond: str | None = None
    banding: bool = False

    @property
    def recipients(self) -> tuple[str, ...]:
        """Everything the source may assign damage to, one way or the other."""
        out = self.creatures + ((self.defender,) if self.defender else ())
        if self.beyond:
            out += (self.beyond,)
        if self.unblocked and self.unblocked not in out:
            out += (self.unblocked,)
        return out

    @property
    def normal_total(self) -> int:
        """What a normal assignment adds up to: all the damage; or, for a creature that may
        assign as though it weren't blocked but has nothing left to assign to normally (no
        blockers left, no trample), none (510.1c). (Combat never asks about a creature with
        nothing to assign to and no such option.)"""
        if self.unblocked is not None and not (self.creatures or self.defender):
            return 0
        return self.amount
