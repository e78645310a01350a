"""Whether a permanent that would die is exiled instead (CR 614.1a, 614.6: replacement effects
on dying): an "exile it if it would die" effect or ability of its own (``EXILE_IF_DIES``:
Unnatural Aggression, unearth, "if that creature [or planeswalker] would die this turn, exile
it instead"), or, for a creature, a permanent on the battlefield with "if a creature dealt
damage by ~ this turn would die, exile it instead" (Frostwielder, ``EXILE_DAMAGED_BY``) that
dealt it damage this turn (CR 120.1; read from the turn's damage events, as "whenever a
creature dealt damage by ~ this turn dies" is), or a resolved "if a creature would die this
turn, exile it instead" (``EXILE_DYING``, a rule until end of turn); or, for any permanent,
its own "if ~ would be put into a graveyard from anywhere, exile it instead"
(``sim.model.graveyard_replacement``, which ``Board.move`` applies to every other move)."""

from __future__ import annotations

from sim.model.abilities import EXILE_IF_DIES
from sim.model.events import DamageDealt, TurnBegan
from sim.model.fight_verbs import EXILE_DAMAGED_BY, EXILE_DYING
from sim.model.graveyard_replacement import GY_EXILE_PARAM
from sim.model.objects import Zone
from sim.model.state import GameState

_WATCHING = (EXILE_DAMAGED_BY, "")


def exiled_instead(state: GameState, pid: str) -> bool:
    """Whether ``pid`` (a creature or planeswalker on the battlefield about to die: destroyed,
    704.5f-i) goes to exile instead (614.1a)."""
    card = state.permanents[pid].card
    if card.params and GY_EXILE_PARAM in card.params and GY_EXILE_PARAM in state.params(pid):
        return True  # "if ~ would be put into a graveyard from anywhere" (any permanent)
    if not (card.is_creature or card.is_planeswalker):
        return False  # (a planeswalker dies too, 700.4)
    params = state.params(pid)
    if params and any(kind == EXILE_IF_DIES for kind, _ in params):
        return True
    if not card.is_creature:
        return False
    if state.rule_effects and any(static.rule == EXILE_DYING for _, static in state.rule_effects):
        return True  # "if a creature would die this turn, exile it instead"
    watchers = [p.id for p in state.permanents.values() if p.card.params  # (hot: a plain scan)
                and _WATCHING in p.card.params and p.zone is Zone.BATTLEFIELD
                and _WATCHING in state.params(p.id)]
    return bool(watchers) and pid in dealt_damage_by(state, watchers)


def dealt_damage_by(state: GameState, sources: list[str]) -> set[str]:
    """What ``sources`` dealt damage to this turn (CR 120.1): the damage events since the turn
    began (``TurnBegan``; a board set up in the middle of a turn: since it started)."""
    out: set[str] = set()
    events = state.events
    i = len(events) - 1
    while i >= 0:  # (a plain loop: mypyc and reversed())
        e = events[i]
        if isinstance(e, TurnBegan):
            break
        if isinstance(e, DamageDealt) and e.source in sources and e.amount > 0:
            out.add(e.target)
        i -= 1
    return out
