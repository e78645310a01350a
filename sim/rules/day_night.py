"""Day and night (CR 726) and daybound / nightbound (702.145).

The game starts neither day nor night (``GameState.day_night`` ""). Any time a player controls
a permanent with daybound while it is neither, it becomes day; with nightbound and no daybound
permanent, it becomes night (702.145c, 702.145f). Once day or night, it stays one of them; as
the untap step begins (before the active player untaps, 502.2, 726.2), if it is day and the
previous turn's active player cast no spells during that turn, it becomes night, and if it is
night and that player cast two or more, it becomes day. As it becomes night each permanent with
daybound transforms, as it becomes day each permanent with nightbound does (702.145b, 702.145e:
immediately, not a state-based action, nor a triggered ability); a permanent with daybound
entering while it is night enters transformed (702.145b), and such permanents transform only
this way (702.145b, 702.145e: ``sim.rules.transform.transform_op`` leaves them alone).
"""

from __future__ import annotations

from sim.model.abilities import DAY_AS_ENTERS, DAYBOUND, NIGHTBOUND
from sim.model.events import DayNightChanged
from sim.model.objects import Permanent, Zone
from sim.model.state import GameState
from sim.rules.transform import transform

DAY, NIGHT = "day", "night"

_DAYBOUND, _NIGHTBOUND = (DAYBOUND, ""), (NIGHTBOUND, "")


def bound(perm: Permanent) -> str:
    """``DAYBOUND`` or ``NIGHTBOUND`` when ``perm``'s face up has that ability, else ""."""
    params = perm.card.params
    if not params:
        return ""
    return DAYBOUND if _DAYBOUND in params else NIGHTBOUND if _NIGHTBOUND in params else ""


def become(state: GameState, designation: str) -> None:
    """It becomes ``designation`` (CR 726.1): as it becomes night each permanent with daybound
    transforms, as it becomes day each with nightbound (702.145b, 702.145e); nothing happens
    when it already is."""
    previous = state.day_night
    if previous == designation:
        return
    state.day_night = designation
    state.version += 1
    state.log(DayNightChanged, designation=designation, previous=previous)
    turning = DAYBOUND if designation == NIGHT else NIGHTBOUND
    for perm in [p for p in state.permanents.values() if p.zone is Zone.BATTLEFIELD]:
        if bound(perm) == turning:
            transform(state, perm.id)


def untap_check(state: GameState, previous_active: str) -> None:
    """The untap step's check (CR 502.2, 726.2), before the active player untaps: day becomes
    night if ``previous_active`` (the previous turn's active player) cast no spells during that
    turn, night becomes day if they cast two or more; neither stays neither."""
    player = state.players.get(previous_active)
    if not state.day_night or player is None:
        return
    cast = player.spells_this_turn
    if state.day_night == DAY and cast == 0:
        become(state, NIGHT)
    elif state.day_night == NIGHT and cast >= 2:
        become(state, DAY)


def entering(state: GameState, pid: str) -> None:
    """``pid`` just entered the battlefield: a permanent with daybound enters transformed while
    it is night (702.145b: its nightbound face up; it never was its front face on the
    battlefield); while it is neither, a permanent with daybound makes it day, one with
    nightbound night (702.145c, 702.145f)."""
    perm = state.permanents[pid]
    face = bound(perm)
    if not face:
        if not state.day_night and (DAY_AS_ENTERS, "") in perm.card.params:
            become(state, DAY)  # "if it's neither day nor night, it becomes day as ~ enters"
        return
    if state.day_night == NIGHT and face == DAYBOUND:
        transform(state, pid)
    elif not state.day_night:  # 702.145c, 702.145f
        become(state, DAY if face == DAYBOUND else NIGHT)


def settle(state: GameState) -> None:
    """While it is neither day nor night: a permanent with daybound on the battlefield makes it
    day (702.145c), else one with nightbound makes it night (702.145f); a board built by hand
    (a scenario) is settled as it starts. While it is night, a permanent with daybound on such
    a board is its nightbound face (702.145b), and by day one with nightbound its daybound
    face (702.145e)."""
    faces = {bound(p) for p in state.permanents.values() if p.zone is Zone.BATTLEFIELD}
    if not state.day_night:
        if DAYBOUND in faces:
            become(state, DAY)
        elif NIGHTBOUND in faces:
            become(state, NIGHT)
        return
    wrong = DAYBOUND if state.day_night == NIGHT else NIGHTBOUND
    if wrong in faces:
        for perm in [p for p in state.permanents.values() if p.zone is Zone.BATTLEFIELD]:
            if bound(perm) == wrong:
                transform(state, perm.id)
