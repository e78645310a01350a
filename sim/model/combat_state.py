"""The combat record (``CombatState``): what has been declared this combat and what has happened
since — attackers, blocks, bands, damage assignment orders, who struck first — and the step's
progress between decisions.
"""

from __future__ import annotations

from typing import Any

import attr
import attrs


@attr.s(auto_attribs=True, order=False, auto_detect=True)  # mypyc: a native class
class CombatState:
    """What has been declared this combat and what has happened since.

    ``blocked`` keeps an attacker blocked even after its blockers leave combat (CR 509.1h, 506.4).
    ``struck_first`` records who assigned damage in the first-strike step, so the second step never
    re-reads first strike to decide who deals damage (CR 510.4, 702.7c). ``attacks_declared`` says
    whether any creature was declared as an attacker, even if it has since left combat: only a
    combat with none skips to end of combat (CR 508.8). ``damage_order`` is each damage assignment
    order announced in the declare blockers step (rules editions that have one,
    ``sim.model.editions.has_damage_assignment_order``): an attacker's blockers (CR 509.2, 2016) and
    a blocker's attackers (509.3); a creature that leaves combat leaves every order, the others
    keeping their relative order (the subrules of 509.2-509.3; the Magic 2010 rules change that
    introduced the orders says the same).
    """

    attacking_player: str
    attackers: dict[str, str] = attrs.Factory(dict)
    blocks: dict[str, tuple[str, ...]] = attrs.Factory(dict)
    blocked_by: dict[str, list[str]] = attrs.Factory(dict)
    blocked: set[str] = attrs.Factory(set)
    first_strike_step: bool = False
    struck_first: set[str] = attrs.Factory(set)
    attacks_declared: bool = False
    damage_order: dict[str, tuple[str, ...]] = attrs.Factory(dict)
    # --- progress of the step's turn-based actions, between decisions (sim.rules.combat) ---
    #: defending players still to declare blockers (None: not asked yet), and what those
    #: before them declared
    block_queue: list[str] | None = None
    declared_blocks: list[tuple[str, tuple[str, ...]]] = attrs.Factory(list)
    #: damage assignment orders still to announce (player, creature, creatures), 2016 rules
    order_queue: list[tuple[str, str, tuple[str, ...]]] | None = None
    #: the combat damage step's assignments so far (``sim.rules.combat.DamageProgress``)
    damage: Any = None
    #: the attacking bands (CR 702.22c), each two or more attackers; a creature removed from
    #: combat leaves its band (702.22f), and a band left with one creature is gone
    bands: list[tuple[str, ...]] = attrs.Factory(list)
    #: the attacking player still has to declare bands (``declare_bands``, 508.1e)
    bands_pending: bool = False
    #: attack or block costs still to pay, in order (player, generic mana; 508.1h-i,
    #: 509.1e-f), while a player chooses which sources to tap (``choose_payment``), and the
    #: blocks waiting for them (509.1g)
    costs_due: tuple[tuple[str, int], ...] = ()
    blocks_due: Any = None
    #: the attackers whose controller is still to choose whether to exert them as they
    #: attack (CR 701.43a; ``sim.rules.combat``), in order
    exert_asks: tuple[str, ...] = ()
    #: the attackers with enlist whose controller is still to choose a creature to tap for
    #: them (CR 702.154a; ``sim.rules.enlist``), in order, after the exert choices
    enlist_asks: tuple[str, ...] = ()
    #: the creatures declared as attackers | blockers this combat, kept after they leave combat
    #: (CR 508.1, 509.1: "if ~ attacked or blocked this combat"; one put onto the battlefield
    #: attacking or blocking never attacked or blocked, 508.4, 509.7 — not among them)
    engaged: set[str] = attrs.Factory(set)
    #: the total power of the creatures declared as attackers this combat, as they were
    #: declared (pack tactics' "if you attacked with creatures with total power 6 or greater
    #: this combat", ``sim.model.board_conditions.ATTACK_POWER``: its ruling counts the power
    #: as attackers were declared, later changes not); -1 until first asked, which is as the
    #: attack triggers are checked, right after the declaration (CR 508.1, 603.4)
    declared_power: int = -1
    #: what each creature declared as an attacker this combat attacked as it was declared (a
    #: player, a planeswalker, a battle), kept after it leaves combat (CR 508.5: the defending
    #: player of a creature removed from combat is the one it attacked before)
    declared_targets: dict[str, str] = attrs.Factory(dict)

    def clone(self) -> CombatState:
        """A copy that shares nothing mutable with this one (the damage progress cloned too)."""
        copy = CombatState(self.attacking_player, dict(self.attackers), dict(self.blocks),
                           {k: list(v) for k, v in self.blocked_by.items()}, set(self.blocked),
                           self.first_strike_step, set(self.struck_first),
                           self.attacks_declared, dict(self.damage_order),
                           None if self.block_queue is None else list(self.block_queue),
                           list(self.declared_blocks),
                           None if self.order_queue is None else list(self.order_queue),
                           None if self.damage is None else self.damage.clone(),
                           list(self.bands), self.bands_pending, self.costs_due,
                           self.blocks_due, self.exert_asks, self.enlist_asks,
                           set(self.engaged))
        copy.declared_power = self.declared_power
        copy.declared_targets = dict(self.declared_targets)
        return copy

    def in_combat(self, pid: str) -> bool:
        """Whether ``pid`` is attacking or blocking."""
        return pid in self.attackers or pid in self.blocks

    def remove(self, pid: str) -> None:
        """Remove a permanent from combat (CR 506.4): it stops attacking or blocking; an
        attacker it blocked stays blocked."""
        self.attackers.pop(pid, None)
        self.blocked_by.pop(pid, None)
        for attacker in self.blocks.pop(pid, ()):
            blockers = self.blocked_by.get(attacker)
            if blockers and pid in blockers:
                blockers.remove(pid)
        if self.bands:  # 702.22f
            self.bands = [kept for band in self.bands
                          if len(kept := tuple(c for c in band if c != pid)) > 1]
        if self.damage_order:
            self.damage_order.pop(pid, None)
            for creature, order in list(self.damage_order.items()):
                if pid in order:
                    self.damage_order[creature] = tuple(c for c in order if c != pid)
