"""Mana a resolving spell or ability adds (CR 106.3, 106.4): "Add {B}{B}{B}." (Dark Ritual),
"When ~ enters, add {R}{G}." (a triggered ability that is no mana ability, 605.1b: it
doesn't trigger from one), "add {G} for each creature you control". The mana goes into its
controller's mana pool, where it stays until the step or phase ends (106.4, 500.4:
``sim.rules.turn``) and pays costs before any mana ability is activated (``sim.rules.costs``).
"""

from __future__ import annotations

import attrs

from sim.model import programs as fx
from sim.model.events import ManaAdded
from sim.model.mana import Mana
from sim.model.objects import Step
from sim.model.spend_limits import KEEP_UNTIL_COMBAT_ENDS, SPEND_ADDED
from sim.model.stack_objects import MANA_CHOICE, Resolving
from sim.model.state import GameState
from sim.rules.answers import answer


def add_mana(state: GameState, work: Resolving, op: fx.Op, objects: list[str], n: int) -> bool:
    """"Add {B}{B}{B}" (CR 106.3, 106.4): ``op.rule``'s mana, ``n`` times (``for_each``),
    into the pool of each player ``objects`` names (the controller, CR 106.3)."""
    if n <= 0:
        return True
    symbols = op.rule
    if "+" in symbols:  # "x mana in any combination of {w} and/or {u}" (106.1, 608.2d)
        chosen = answer(state, work, MANA_CHOICE, mana_options(op, n))
        if chosen is None:
            return False
        symbols, n = chosen, 1
    elif "|" in symbols:  # 106.1, 608.2: one of them, chosen as it resolves (``MANA_CHOICE``)
        chosen = answer(state, work, MANA_CHOICE, tuple(symbols.split("|")))
        if chosen is None:
            return False
        symbols = chosen
    made = Mana.parse(symbols)
    for p in objects:
        player = state.players.get(p)
        if player is None:
            continue
        have = player.mana
        player.mana = Mana(have.W + n * made.W, have.U + n * made.U, have.B + n * made.B,
                           have.R + n * made.R, have.G + n * made.G, have.C + n * made.C)
        state.changes += 1
        state.log(ManaAdded, player=p, mana=symbols * n)
        if state.resolving is work:  # "this mana" (``keep_mana``)
            state.resolving = attrs.evolve(work, added=_plus(work.added, made, n))
            work = state.resolving
    return True


def mana_options(op: fx.Op, x: int) -> tuple[str, ...]:
    """The mana an "add" instruction chooses from as it resolves (CR 106.1, 608.2d): its
    alternatives ("{R}|{G}"), or for "x mana in any combination of {w} and/or {u}" ("+") each
    way to make ``x`` mana of the two kinds."""
    if "+" not in op.rule:
        return tuple(op.rule.split("|"))
    first, second = op.rule.split("+")
    return tuple(first * (x - k) + second * k for k in range(x + 1))


def keep_mana(state: GameState, work: Resolving, op: fx.Op, objects: list[str],
              n: int) -> bool:
    """"Until end of turn, you don't lose this mana as steps and phases end" (CR 500.4,
    106.4): the mana the resolution added so far (``Resolving.added``) stays in its
    controller's pool as steps and phases end this turn (``Player.kept_mana``; the player
    spends the other mana of its kind first, so what is kept is at most what is left of it,
    ``sim.rules.turn``)."""
    for p in objects:
        player = state.players.get(p)
        if player is not None and work.added.total:
            player.kept_mana = _plus(player.kept_mana, work.added, 1)
            state.changes += 1
    return True


def _plus(have: Mana, made: Mana, n: int) -> Mana:
    return Mana(have.W + n * made.W, have.U + n * made.U, have.B + n * made.B,
                have.R + n * made.R, have.G + n * made.G, have.C + n * made.C)


def spend_added(state: GameState, work: Resolving, op: fx.Op, objects: list[str],
                n: int) -> bool:
    """"Add {R}{R}{R}. Spend this mana only to cast artifact or creature spells" (CR 106.6):
    the mana the resolution added so far (``Resolving.added``) leaves its controller's
    unrestricted pool for the restricted (``Player.limited_mana``, ``sim.rules.limited_pool``:
    spendable only as ``op.rule`` allows, emptied with the pool, 500.4)."""
    for p in objects:
        player = state.players.get(p)
        added = work.added
        if player is None or not added.total:
            continue
        have = player.mana
        moved = Mana(min(have.W, added.W), min(have.U, added.U), min(have.B, added.B),
                     min(have.R, added.R), min(have.G, added.G), min(have.C, added.C))
        player.mana = _plus(have, moved, -1)
        player.limited_mana = (*player.limited_mana, (op.rule, "", moved))
        state.changes += 1
    return True


#: the steps of the combat phase (CR 506.1)
_COMBAT_STEPS = frozenset({Step.BEGINNING_OF_COMBAT, Step.DECLARE_ATTACKERS,
                           Step.DECLARE_BLOCKERS, Step.FIRST_STRIKE_DAMAGE, Step.COMBAT_DAMAGE,
                           Step.END_OF_COMBAT})


def keep_combat_mana(state: GameState, work: Resolving, op: fx.Op, objects: list[str],
                     n: int) -> bool:
    """"(Add {R}{R}.) This mana lasts until end of combat" (firebending's reminder text; CR
    500.4: mana empties as each step and phase ends, unless an effect keeps it; 511.3: "until
    end of combat" ends as the end of combat step ends): during combat, the mana the
    resolution added so far (``Resolving.added``) stays in its controller's pool as steps end
    until the end of combat step ends (``Player.combat_mana``, ``sim.rules.turn``). Outside
    combat no combat is left this phase to last until, and the mana empties as usual."""
    if state.step not in _COMBAT_STEPS or not work.added.total:
        return True
    for p in objects:
        player = state.players.get(p)
        if player is not None:
            player.combat_mana = _plus(player.combat_mana, work.added, 1)
            state.changes += 1
    return True


#: the instructions of this module ``sim.rules.effect_ops`` runs besides ``add_mana`` and
#: ``keep_mana``, by verb
MANA_RIDER_OPS = {SPEND_ADDED: spend_added, KEEP_UNTIL_COMBAT_ENDS: keep_combat_mana}
