"""Shield counters (CR 122.1c): "One or more shield counters on a permanent create a single
replacement effect and a single prevention effect that protect the permanent: 'If this
permanent would be destroyed as the result of an effect, instead remove a shield counter from
it' and 'If damage would be dealt to this permanent, prevent that damage and remove a shield
counter from it.'"

- Destruction (``sim.rules.destruction.destroy``): only destruction by an effect is replaced;
  the state-based actions still destroy a creature with lethal damage or deathtouch damage
  marked on it (704.5g-h; the rulings of the shield-counter cards). Indestructible comes
  first (702.12b: it is not destroyed, so no counter is removed).
- Damage (``sim.rules.replacement``): a prevention effect the affected player orders among the
  others (616.1). One counter is removed however many counters it has, and once for all the
  damage dealt to it at the same time (one event of damage, 120.3: several blockers' damage is
  all prevented for one counter). Damage that can't be prevented is dealt, and the counter is
  still removed (615.12: the prevention effect's other effects still happen).
- The counters are not an ability: a permanent that loses its abilities keeps their effect.
"""

from __future__ import annotations

from sim.model.objects import Zone
from sim.model.state import GameState

#: the kind of counter (``Permanent.counters``)
SHIELD = "shield"


def shielded(state: GameState, pid: str) -> bool:
    """Whether the permanent ``pid`` on the battlefield has a shield counter (CR 122.1c)."""
    perm = state.permanents.get(pid)
    return perm is not None and perm.zone is Zone.BATTLEFIELD and \
        perm.counters.get(SHIELD, 0) > 0


def damageable(state: GameState, pid: str) -> bool:
    """Whether the permanent ``pid`` can be dealt damage (CR 120.1a: a creature, planeswalker
    or battle): only then does a shield counter's prevention effect apply to damage to it."""
    card = state.permanents[pid].card
    return card.is_creature or card.is_planeswalker or card.is_battle


def remove_shield(state: GameState, pid: str, kind: str = SHIELD) -> None:
    """Remove one shield counter from ``pid`` (CR 122.1c), if it still has one; or one
    counter of another ``kind`` (a Phantom's +1/+1 counter, 122.1)."""
    perm = state.permanents.get(pid)
    if perm is None:
        return
    have = perm.counters.get(kind, 0)
    if have <= 0:
        return
    if have > 1:
        perm.counters[kind] = have - 1
    else:
        del perm.counters[kind]
    state.version += 1
    state.changes += 1


def shield_destruction(state: GameState, pid: str, by_effect: bool) -> bool:
    """"If this permanent would be destroyed as the result of an effect, instead remove a
    shield counter from it" (CR 122.1c): True when a counter was removed instead (a
    state-based action's destruction, ``by_effect`` False, is not replaced)."""
    if not by_effect or not shielded(state, pid):
        return False
    remove_shield(state, pid)
    return True
