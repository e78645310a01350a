"""The one damage pipeline (CR 120): a ``DamageEvent`` dealt to a player, a creature, a
planeswalker or a battle, with deathtouch, lifelink, infect, wither and toxic
(``deal_damage``; replacement and prevention effects come first, ``sim.rules.replacement``).
"""

from __future__ import annotations

from mypy_extensions import mypyc_attr

from sim.model.abilities import TOXIC
from sim.model.damage_records import DamageEvent
from sim.model.events import DamageDealt
from sim.model.keywords import Kw
from sim.model.objects import DEFENSE, LOYALTY, MINUS, Zone
from sim.model.state import GameState
from sim.rules.counters import put_on
from sim.rules.dealt_this_way import note_dealt
from sim.rules.life import gain_life

_DEATHTOUCH = int(Kw.DEATHTOUCH)


_LIFELINK = int(Kw.LIFELINK)


_INFECT = int(Kw.INFECT)


_WITHER = int(Kw.WITHER)


@mypyc_attr(allow_interpreted_subclasses=True)  # subclassed outside sim
class DamagePipeline:
    """Where replacement and prevention effects apply to damage events before they are dealt
    (CR 614–616). The base pipeline changes nothing; the damage module adds effects here."""

    def apply(self, state: GameState, events: list[DamageEvent]) -> list[DamageEvent]:
        """``events`` after the replacement and prevention effects that apply to them
        (CR 614-616); the base pipeline returns them unchanged."""
        return events


NO_EFFECTS = DamagePipeline()


def deal_damage(state: GameState, events: list[DamageEvent],
                pipeline: DamagePipeline = NO_EFFECTS) -> list[DamageEvent]:
    """Deal ``events`` simultaneously (CR 510.2, 120.3) and return what was dealt.

    The results of each event (CR 120.3), all of those that apply:

    - to a player: life loss (120.3a), or from a source with infect that many poison counters
      instead (120.3b, 702.90b); combat damage from a source with toxic also gives its total
      toxic value in poison counters (702.164c);
    - to a planeswalker: that many loyalty counters removed (120.3c), infect or not;
    - to a creature: damage marked (120.3e), or from a source with wither and/or infect that
      many -1/-1 counters instead (120.3d, 702.80a, 702.90c); from a deathtouch source the
      creature is also marked as dealt deathtouch damage, whichever the form, for 704.5h
      (702.2b);
    - to a battle: that many defense counters removed (120.3h, 310.6);
    - lifelink: the source's controller gains that much life, whatever the recipient and
      whatever the form of the damage (120.3f, 702.15b).

    Only a player, creature, planeswalker or battle on the battlefield can be dealt damage
    (120.1a); an event to anything else deals nothing, so lifelink gains nothing from it.
    A damage event with a non-default result is logged with ``result`` ("poison counters",
    "-1/-1 counters").
    """
    dealt = pipeline.apply(state, events)
    if dealt:
        state.version += 1
        state.changes += 1
    gains: dict[str, int] = {}
    # each source's damage dealt, for a resolving spell or ability (``sim.rules.dealt_this_way``)
    totals: dict[str, int] | None = None if state.resolving is None else {}
    for ev in dealt:
        amount = ev.amount
        if amount <= 0:
            continue  # 120.8: 0 damage is no damage
        target = ev.target
        result = ""
        player = state.players.get(target)
        if player is not None:
            player.damaged_this_turn = True  # bloodthirst (CR 702.54a)
            if ev.infect:
                player.poison += amount
                result = "poison counters"
            else:
                player.life -= amount
                if amount > 0:  # 119.3: damage makes them lose life (spectacle, 702.137a)
                    player.lost_life_this_turn = True
            if ev.toxic and ev.combat:  # 702.164c: in addition to the damage's other results
                player.poison += ev.toxic
                result = f"{result} and " if result else ""
                result += f"{ev.toxic} poison counter{'s' if ev.toxic != 1 else ''} (toxic)"
        else:
            perm = state.permanents.get(target)
            if perm is None or perm.zone is not Zone.BATTLEFIELD:
                continue
            card = perm.card
            creature = card.is_creature
            planeswalker = card.is_planeswalker
            battle = card.is_battle
            if not (creature or planeswalker or battle):
                continue  # 120.1a
            perm.damaged_at = (state.turn, perm.moves)  # "that was dealt damage this turn"
            counters = perm.counters
            if planeswalker:
                counters[LOYALTY] = max(0, counters.get(LOYALTY, 0) - amount)
            if battle:
                counters[DEFENSE] = max(0, counters.get(DEFENSE, 0) - amount)
            if creature:
                if ev.infect or ev.wither:
                    put_on(state, perm, MINUS, amount)  # 122.6: put on it (702.80a)
                    result = "-1/-1 counters"
                else:
                    perm.damage += amount
                if ev.deathtouch:
                    perm.deathtouched = True
        if totals is not None:
            totals[ev.source] = totals.get(ev.source, 0) + amount
        if ev.lifelink:
            gains[ev.source_controller] = gains.get(ev.source_controller, 0) + amount
        if state.record_events:
            state.events.append(DamageDealt(ev.source, target, amount, ev.combat, result,
                                            ev.source_controller, step=state.step))
    for who, amount in gains.items():
        gain_life(state, who, amount, "lifelink")  # 702.15b; 119.7
    if totals is not None:
        note_dealt(state, totals)  # "the damage dealt this way" (608.2c)
    return dealt


def damage_event(state: GameState, source: str, target: str, amount: int,
                 combat: bool = True, mask: int | None = None) -> DamageEvent:
    """A damage event with the source's current deathtouch, lifelink, infect, wither and (for
    combat damage to a player) total toxic value (702.164b), read
    now, as it deals the damage (CR 702.2e, 702.15c, 702.90d, 702.80b: a later change to the
    source does not alter an event already made)."""
    if mask is None:  # (a caller that has just read the source's keywords passes them)
        mask = state.keywords(source)
    toxic = 0
    if combat and target in state.players:
        params = state.params(source)
        if params:
            toxic = sum(int(value) for kind, value in params if kind == TOXIC)
    return DamageEvent(source, target, amount, state.permanents[source].controller, combat,
                       (mask & _DEATHTOUCH) != 0, (mask & _LIFELINK) != 0,
                       (mask & _INFECT) != 0, (mask & _WITHER) != 0, toxic)
