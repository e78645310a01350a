"""Destroying permanents and regenerating them (CR 701.8, 701.19, 702.12b).

These are engine primitives, independent of any stack: a resolving spell or ability ("destroy
target creature", "regenerate ~") calls them, and so do the state-based actions that destroy
(704.5g lethal damage, 704.5h deathtouch damage; ``sim.rules.sba``). State-based actions that put a
permanent into its owner's graveyard *without* destroying it (704.5f toughness 0 or less,
704.5i a planeswalker with no loyalty, ...) do not come here: neither indestructible nor
regeneration can save it from those.

A regeneration shield is a continuous effect on the permanent (``Effect`` with the parameter
``(REGENERATION_SHIELD, "")``, one effect per shield), so ``GameState.clone`` copies shields
for free and they end with the turn's other "until end of turn" effects (CR 514.2,
``GameState.end_turn``). "Can't be regenerated" is the parameter ``(CANT_REGENERATE, "")``,
set by an effect (701.19c-d).
"""

from __future__ import annotations

from sim.model.abilities import CANT_REGENERATE, REGENERATION_SHIELD, UMBRA_ARMOR
from sim.model.events import Died, Exiled, Regenerated, Tapped
from sim.model.keywords import Kw
from sim.model.objects import Duration, Effect, Permanent, Zone
from sim.model.state import GameState
from sim.rules.exile_instead import exiled_instead
from sim.rules.shield_counters import shield_destruction

_SHIELD_PARAM = (REGENERATION_SHIELD, "")


_SHIELD = frozenset([_SHIELD_PARAM])


def regenerate(state: GameState, pid: str, description: str = "") -> Effect:
    """Create a regeneration shield for the permanent ``pid`` until end of turn (CR 701.19a):
    the next time it would be destroyed this turn, instead all damage marked on it is removed,
    it is tapped and it is removed from combat (701.19c; ``destroy``). Each use of
    "regenerate" makes one shield; each shield replaces one destruction. Returns the shield
    effect."""
    return state.add_effect(Effect(frozenset([pid]), Duration.END_OF_TURN, params=_SHIELD,
                                   description=description or f"regeneration shield for {pid}"))


def shields(state: GameState, pid: str) -> int:
    """How many regeneration shields the permanent ``pid`` has now (CR 701.19a)."""
    return sum(1 for e in state.effects if _is_shield(e, pid))


def _is_shield(effect: Effect, pid: str) -> bool:
    return pid in effect.affected and _SHIELD_PARAM in effect.params


def can_be_regenerated(state: GameState, pid: str) -> bool:
    """False if an effect says ``pid`` can't be regenerated (CR 701.19c-d)."""
    return not any(kind == CANT_REGENERATE for kind, _ in state.params(pid))


def destroy(state: GameState, pid: str, reason: str, *,
            regenerate_allowed: bool = True, known: Permanent | None = None,
            by_effect: bool = True) -> bool:
    """Destroy the permanent ``pid`` (CR 701.8a): move it from the battlefield to its owner's
    graveyard. Returns True if it was destroyed, False if it was not on the battlefield, is
    indestructible (702.12b: it is not destroyed, and nothing happens) or was regenerated.

    Regeneration (701.19a-c) is a replacement effect on the destruction: if the permanent has a
    shield, can be regenerated (no "can't be regenerated" effect, 701.19c) and
    ``regenerate_allowed`` (False for "destroy ... It can't be regenerated", 701.19d), one
    shield is used instead: all damage marked on it is removed, it is tapped and it is removed
    from combat; it stays the same object. A ``Regenerated`` event is logged.

    Otherwise it dies: a ``Died`` event (700.4) with ``reason``, unless an "exile it if it
    would die" effect (``EXILE_IF_DIES``, a replacement effect on dying, 614.1a) puts it into
    exile instead (an ``Exiled`` event). Both replace parts of the same event; the affected
    player would choose regeneration first (616.1), which is what is applied here. A token
    goes to the graveyard too, and ceases to exist as state-based actions are next checked
    (704.5d). A shield counter replaces destruction by an effect (``by_effect``; CR 122.1c,
    ``sim.rules.shield_counters``), applied first (616.1: the engine's choice for the
    player). ``known`` is its last known information taken before the permanents destroyed
    at the same time left (``sim.model.board.last_known_object``; 603.10a)."""
    perm = state.permanents.get(pid)
    if perm is None or perm.zone is not Zone.BATTLEFIELD:
        return False
    if state.has(pid, Kw.INDESTRUCTIBLE):
        return False
    if perm.counters and shield_destruction(state, pid, by_effect):  # 122.1c (not by an SBA)
        return False
    if regenerate_allowed and state.effects and can_be_regenerated(state, pid):
        shield = next((e for e in state.effects if _is_shield(e, pid)), None)
        if shield is not None:
            state.effects.remove(shield)  # one shield per destruction replaced (701.19a)
            perm.damage = 0
            if not perm.tapped:
                perm.tapped = True
                state.log(Tapped, permanent=pid)  # 701.19c, 701.26a
            if state.combat is not None:
                state.combat.remove(pid)  # 506.4: it stops attacking or blocking
            state.version += 1
            state.changes += 1
            state.log(Regenerated, permanent=pid, reason=reason)
            return False
    umbra = umbra_armor(state, pid)
    if umbra is not None:  # 702.89a: umbra armor (issue 29, combat)
        perm.damage = 0
        state.version += 1
        state.changes += 1
        destroy(state, umbra, f"umbra armor: destroyed instead of {pid} ({reason}; CR 702.89a)")
        return False
    if exiled_instead(state, pid):  # "exile it instead" (614.1a; ``sim.rules.exile_instead``)
        state.move(pid, Zone.EXILE, known)  # a replacement effect on dying (CR 614.1a)
        state.log(Exiled, permanent=pid, reason=f"{reason}; exiled instead of dying")
        return True
    state.move(pid, Zone.GRAVEYARD, known)
    if state.record_events:  # 700.4: any permanent dies
        state.events.append(Died(pid, reason, step=state.step))
    return True


# --- issue 29, combat: umbra armor (CR 702.89a) ----------------------------------------------
def umbra_armor(state: GameState, pid: str) -> str | None:
    """The Aura with umbra armor ("totem armor") attached to ``pid`` whose ability replaces
    ``pid``'s destruction (CR 702.89a: "If enchanted permanent would be destroyed, instead
    remove all damage marked on it and destroy this Aura"), or None. It is not regeneration:
    "can't be regenerated" doesn't stop it, and the permanent stays tapped or untapped and in
    combat. With several such Auras the permanent's controller chooses one (616.1); the engine
    takes the first attached (the oldest), as it applies a regeneration shield first."""
    for aura in state.permanents.values():
        if aura.attached_to == pid and aura.zone is Zone.BATTLEFIELD and \
                "Aura" in aura.card.subtypes and any(
                    kind == UMBRA_ARMOR for kind, _ in state.params(aura.id)):
            return aura.id
    return None


def enchanted_first(state: GameState, objects: list[str]) -> list[str]:
    """``objects`` destroyed at once, those attached to another of them last: an Aura with
    umbra armor destroyed together with the permanent it enchants still saves it (CR 702.89a;
    its own destruction then finds it gone)."""
    if len(objects) < 2:
        return objects
    batch = set(objects)
    return sorted(objects, key=lambda o: state.permanents[o].attached_to in batch)
