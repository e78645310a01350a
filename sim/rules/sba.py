"""State-based actions (CR 704), checked whenever a player would receive priority."""

from __future__ import annotations

from sim.model.board import attached_control, last_known_object, power_and_toughness, retype
from sim.model.conditional_types import creature_changes
from sim.model.events import Died, Exiled, PlayerLost, Unattached
from sim.model.granted_abilities import changes_attached
from sim.model.keywords import Kw
from sim.model.objects import DEFENSE, LOYALTY, MINUS, PLUS, Zone
from sim.model.pairing import partner
from sim.model.protection import removing
from sim.model.qualities import is_color, quality_text
from sim.model.speed_verbs import ENGINES
from sim.model.state import GameState, check_game_over
from sim.rules.ascend import ASCEND, ascend_permanents
from sim.rules.destruction import destroy
from sim.rules.exile_instead import exiled_instead
from sim.rules.linked_exile import return_linked
from sim.rules.roles import superseded
from sim.rules.sacrifice import sacrifice_for
from sim.rules.sagas import saga_done
from sim.rules.soulbond import regrant
from sim.rules.speed import start_speeds
from sim.rules.targeting import enchantable, equippable


def check_state_based_actions(state: GameState) -> bool:
    """Perform state-based actions until none apply (CR 704.3); True if any was performed.

    704.5a life 0 or less, 704.5b attempted to draw from an empty library since the last
    check (whole games), 704.5c ten or more poison counters: the player loses.
    704.5f toughness 0 or less: put into the graveyard (indestructible doesn't help).
    704.5g lethal damage marked: destroyed unless indestructible. 704.5h dealt damage by a
    deathtouch source since the last check: destroyed unless indestructible, even when that
    damage was dealt as -1/-1 counters (infect, wither) and none is marked (702.2b). These two
    destroy (``sim.rules.destruction.destroy``), so a regeneration shield replaces them (701.19a);
    the others put the permanent into the graveyard without destroying it. 704.5i
    planeswalker with 0 loyalty: graveyard. 704.5j a legendary permanent its controller didn't
    keep among those of its name (``sim.rules.legend_rule``): graveyard. 704.5d a token in a
    zone other than the battlefield ceases to exist. 704.5v battle with 0 defense: graveyard
    (310.7; there is no stack here, so no battle is the source of a waiting triggered
    ability). 704.5m an Aura attached to nothing (or to an object no longer on the
    battlefield, or to one its enchant ability doesn't allow, 303.4d): graveyard. 704.5n an
    Equipment attached to an illegal permanent (not a creature, or itself, 301.5c) becomes
    unattached and stays on the battlefield. 704.5q +1/+1 and -1/-1 counters annihilate.
    704.5z a player with no speed who controls a permanent with start your engines! gets
    speed 1 (702.179c; ``sim.rules.speed``).
    All applicable actions happen at once, then the check repeats; a permanent leaves once
    even if several of these apply to it (the first reason in this order is logged). What
    leaves is remembered as it was just before (``last_known``, 603.10a): with the
    counters 704.5q is removing, and with the abilities that another leaving object gave it
    ("as long as you control a black creature, ~ has persist").
    """
    any_performed = False
    battlefield = Zone.BATTLEFIELD
    while True:
        for pid in creature_changes(state):  # "~ isn't a creature" as its condition changed
            retype(state, pid)  # (CR 611.3a, 613.1d; sim.model.conditional_types)
        losers = [p for p in state.players.values()
                  if not p.lost and (p.life <= 0 or p.poison >= 10 or p.drew_from_empty)]
        gone: list[str] = []
        leaving: list[tuple[str, str]] = []
        annihilate: list[str] = []
        loose: list[str] = []  # Equipment attached to an illegal permanent (704.5n)
        ascending: list[str] = []  # the controllers of permanents with ascend
        unpaired: list[str] = []  # the creatures a soulbond pair broke from (702.95e)
        starting: list[str] = []  # players with no speed and start your engines! (704.5z)
        ended: list[str] = []  # Sagas past their final chapter (704.5s)
        # with no effect or static ability, an undamaged creature's toughness is its card's
        printed = not state.effects and not state.statics_present()
        for perm in state.permanents.values():
            deathtouched = perm.deathtouched
            if deathtouched:
                perm.deathtouched = False  # 704.5h looks only at damage since the last check
            if perm.zone is not battlefield:
                if perm.token and perm.zone is not Zone.STACK:  # 704.5e: a copy of a card
                    gone.append(perm.id)  # cast (cipher) exists on the stack
                continue
            card = perm.card
            if card.bits & ASCEND:  # a permanent with ascend (702.131b; control may have moved)
                ascending.append(perm.controller)
            if perm.paired is not None and not partner(state, perm):
                unpaired.append(perm.paired[0])  # 702.95e: unpaired for good
                perm.paired = None
                regrant(state, perm.id)
            counters = perm.counters
            if card.params and _ENGINES in card.params and not state.players[perm.controller].speed:
                starting.append(perm.controller)
            if counters and counters.get(PLUS) and counters.get(MINUS):
                annihilate.append(perm.id)
            why = ""
            if card.is_creature and not (printed and not perm.damage and not deathtouched
                                         and not counters and (card.toughness or 0) > 0):
                toughness = power_and_toughness(state, perm.id)[1]
                if toughness <= 0:
                    why = "toughness 0 or less (CR 704.5f)"
                elif (perm.damage >= toughness or deathtouched) \
                        and not state.keywords(perm.id) & _INDESTRUCTIBLE:
                    why = _LETHAL if perm.damage >= toughness else _DEATHTOUCH
            if not why:
                if perm.legend_ruled:  # its controller kept another of its name (704.5j)
                    why = "the legend rule (CR 704.5j)"
                elif card.sba_plain:  # none of the checks below looks at it
                    pass
                elif card.is_planeswalker and counters.get(LOYALTY, 0) <= 0:
                    why = "0 loyalty (CR 704.5i)"
                elif card.is_battle and counters.get(DEFENSE, 0) <= 0:
                    why = "0 defense (CR 704.5v)"
                elif card.final_chapter and saga_done(state, perm):
                    ended.append(perm.id)  # 704.5s: sacrificed (``sim.rules.sagas``)
                elif "Aura" in card.subtypes and (
                        perm.attached_to is None or not _on_battlefield(state, perm.attached_to)):
                    why = "attached to nothing (CR 704.5m)"
                elif "Role" in card.subtypes and superseded(state, perm):
                    why = "a more recent Role of its controller's attached (CR 303.7)"
                elif "Aura" in card.subtypes and not enchantable(state, perm, perm.attached_to):
                    why = "attached to what its enchant ability doesn't allow (CR 303.4d, 704.5m)"
                elif "Aura" in card.subtypes and (value := _protection(state, perm.attached_to,
                                                                       perm.id)):
                    what = "its color" if is_color(value) else quality_text(value)
                    why = (f"attached to a permanent with protection from {what} "
                           "(CR 702.16c, 704.5m)")
                elif perm.attached_to is not None and "Equipment" in card.subtypes \
                        and not equippable(state, perm, perm.attached_to):
                    loose.append(perm.id)
            if why:
                leaving.append((perm.id, why))
        for player_id in ascending:
            ascend_permanents(state, player_id)  # before the legend rule (702.131b)
        if unpaired:
            regrant(state, *unpaired)  # what the pair granted (613.1f)
        if not (losers or leaving or annihilate or gone or loose or starting or ended):
            return any_performed
        any_performed = True
        if starting:
            start_speeds(state, starting)  # 704.5z (``sim.rules.speed``)
        # 603.10a: the game looks back to just before these actions, performed at once: each
        # leaving object as it was then, before the others left or counters annihilated
        known = {pid: last_known_object(state, pid) for pid, _ in leaving}
        state.version += 1
        state.changes += 1
        for pid in gone:
            del state.permanents[pid]  # 704.5d
        for pid in loose:
            was = state.permanents[pid].attached_to
            state.permanents[pid].attached_to = None  # 704.5n: it stays on the battlefield
            if was is not None:  # "when equipped creature dies" looks back (603.10a)
                state.log(Unattached, permanent=pid, creature=was)
        if loose and any(changes_attached(state.permanents[pid].card) for pid in loose):
            attached_control(state)  # what the Equipment granted is gone (613.1f)
        for pid in annihilate:
            counters = state.permanents[pid].counters
            n = min(counters[PLUS], counters[MINUS])
            counters[PLUS] -= n
            counters[MINUS] -= n
        for pid, why in leaving:
            if why in _DESTROYS:
                destroy(state, pid, why, known=known[pid], by_effect=False)  # 122.1c
                continue  # regeneration may replace it (701.19a)
            if exiled_instead(state, pid):  # a planeswalker dies too (700.4)
                state.move(pid, Zone.EXILE, known[pid])  # a replacement effect on dying
                state.log(Exiled, permanent=pid, reason=f"{why}; exiled instead of dying")
                continue  # (CR 614.1a)
            state.move(pid, Zone.GRAVEYARD, known[pid])
            if state.record_events:  # 700.4: any permanent dies
                state.events.append(Died(pid, why, step=state.step))
        for pid in ended:  # 704.5s: its controller sacrifices it (714.4)
            sacrifice_for(state, state.permanents[pid].controller, (pid,),
                          "a Saga past its final chapter (CR 714.4)")
        for player in losers:
            player.lost = True
            why = "life 0 or less (CR 704.5a)" if player.life <= 0 else \
                "10 poison (CR 704.5c)" if player.poison >= 10 else \
                "drew from an empty library (CR 704.5b)"
            state.log(PlayerLost, player=player.id, reason=why)
        check_game_over(state)
        return_linked(state)  # 610.3: the cards exiled until a source that left leaves


#: "start your engines!" (CR 702.179a), a param without a value
_ENGINES = (ENGINES, "")


_INDESTRUCTIBLE = int(Kw.INDESTRUCTIBLE)  # a plain int: see ``GameState.keywords``


_LETHAL = "lethal damage (CR 704.5g)"


_DEATHTOUCH = "deathtouch damage (CR 704.5h)"


#: the state-based actions that destroy (CR 704.5g-h); the rest put into a graveyard
_DESTROYS = frozenset([_LETHAL, _DEATHTOUCH])


def _protection(state: GameState, pid: str | None, aura: str) -> str:
    """The quality of ``pid``'s protection that the Aura ``aura`` has, or "" (702.16c: a
    permanent with protection can't be enchanted by Auras with that quality; an Aura's own
    protection may not remove it, ``removing``)."""
    if pid is None or pid not in state.permanents:
        return ""
    return removing(state, pid, aura)


def _on_battlefield(state: GameState, pid: str) -> bool:
    if pid in state.players:
        return True
    perm = state.permanents.get(pid)
    return perm is not None and perm.zone is Zone.BATTLEFIELD
