"""Enlist (CR 702.154): "As this creature attacks, you may tap up to one untapped creature you
control that you didn't choose to attack with and that either has haste or has been under
your control continuously since this turn began. When you do, this creature gets +X/+0 until
end of turn, where X is the tapped creature's power." (702.154a)

The choice is made as the creature is declared an attacker — an optional cost to attack
(702.154b, 508.1g) — after the exert choices, attacker by attacker in declaration order: a
``CHOOSE_PERMANENT`` decision of the attacking player among the creatures that may be tapped,
or ``NO_ENLIST`` (an attacker with none to choose is not asked). The creature chosen is tapped
(701.26a) and the reflexive triggered ability (603.12) is put on the stack the next time a
player would receive priority; X is the tapped creature's power as it resolves, as it last
existed on the battlefield if it has left (608.2h). Each instance of enlist is chosen
separately (702.154d)."""

from __future__ import annotations

from sim.model.abilities import ENLIST
from sim.model.board import param_instances
from sim.model.decisions import Decision, DecisionKind
from sim.model.events import Tapped
from sim.model.keyword_verbs import ENLIST_BONUS, NO_ENLIST
from sim.model.keywords import Kw
from sim.model.objects import Duration, Effect, Zone
from sim.model.programs import SELF, Op, Program
from sim.model.stack_objects import TRIGGER, Resolving, StackItem
from sim.model.state import GameState

#: the reflexive triggered ability (CR 702.154a, 603.12)
ENLIST_PROGRAM = Program("enlist: ~ gets +X/+0 until end of turn, where X is the tapped "
                         "creature's power", ops=(Op(ENLIST_BONUS, SELF),))


def enlist_asks(state: GameState) -> tuple[str, ...]:
    """The attackers just declared with enlist, once per instance (702.154d), in declaration
    order."""
    assert state.combat is not None
    asks: tuple[str, ...] = ()
    for attacker in state.combat.attackers:
        if (ENLIST, "") in state.params(attacker):
            asks += (attacker,) * param_instances(state, attacker, (ENLIST, ""))
    return asks


def options(state: GameState, attacker: str) -> tuple[str, ...]:
    """The creatures ``attacker``'s controller may tap for it (702.154a): untapped creatures
    they control not attacking, with haste or controlled since the turn began (302.6)."""
    combat = state.combat
    assert combat is not None
    player = state.permanents[attacker].controller
    return tuple(p.id for p in state.creatures(player) if not p.tapped
                 and p.id not in combat.attackers
                 and (not p.sick or state.has(p.id, Kw.HASTE)))


def next_ask(state: GameState) -> Decision | None:
    """The next enlist choice to ask (those with nothing to tap skipped), or None when none is
    left."""
    combat = state.combat
    assert combat is not None
    while combat.enlist_asks:
        attacker = combat.enlist_asks[0]
        choices = options(state, attacker) if attacker in combat.attackers else ()
        if choices:
            return Decision(state.active, DecisionKind.CHOOSE_PERMANENT,
                            f"enlist a creature for {attacker} (tap it; CR 702.154a)",
                            creature=attacker, options=(*choices, NO_ENLIST))
        combat.enlist_asks = combat.enlist_asks[1:]
    return None


def answer(state: GameState, value: str) -> None:
    """The attacking player's enlist choice for the first attacker asked: the creature
    tapped (701.26a) and the reflexive ability triggered (603.12), or none."""
    combat = state.combat
    assert combat is not None
    attacker, combat.enlist_asks = combat.enlist_asks[0], combat.enlist_asks[1:]
    state.pending = None
    if value == NO_ENLIST or value not in options(state, attacker):
        return
    state.permanents[value].tapped = True
    state.log(Tapped, permanent=value)
    state.statics_may_change()
    perm = state.permanents[attacker]
    state.triggered.append(StackItem("", TRIGGER, perm.controller, attacker,
                                     f"{attacker}: {ENLIST_PROGRAM.text}", ENLIST_PROGRAM,
                                     that=value))


def enlist_bonus(state: GameState, work: Resolving, op: Op, objects: list[str], n: int) -> bool:
    """"This creature gets +X/+0 until end of turn, where X is the tapped creature's power"
    (CR 702.154a): X as it resolves (608.2h: as the tapped creature last existed on the
    battlefield if it has left); nothing once the attacker has left the battlefield."""
    item = work.item
    attacker = state.permanents.get(item.source)
    if attacker is None or attacker.zone is not Zone.BATTLEFIELD or item.that is None:
        return True
    tapped = state.permanents.get(item.that)
    if tapped is not None and tapped.zone is Zone.BATTLEFIELD:
        x = state.power(item.that)
    else:
        known = state.last_known.get(item.that)
        x = known.known_pt[0] if known is not None and known.known_pt is not None else 0
    if x > 0:  # 107.1b: a negative power adds nothing
        state.add_effect(Effect(frozenset({item.source}), Duration.END_OF_TURN, power=x,
                                description=f"{item.source}: enlist +{x}/+0"))
    return True


__all__ = ["ENLIST_PROGRAM", "answer", "enlist_asks", "enlist_bonus", "next_ask", "options"]
