"""The heuristic policy's mana abilities activated with priority (CR 605.3a): a mana ability
the payment of a cost doesn't activate by itself (one with a mana cost, "{1}, {T}: Add {W}{U}";
one choosing its mana, "{T}: Add {R} or {W}. ~ deals 1 damage to you"; one with another
effect) is activated in its controller's main phase when, with its mana in the pool (it
resolves at once, 605.3b), a sorcery-speed spell they can't cast now becomes castable; its
mana is the first alternative (mode) that makes one castable. One activation at a time: the
next priority looks again with the pool as it is then.
"""

from __future__ import annotations

from collections.abc import Iterable

from sim.model.actions import Action, ActivateAbility, CastSpell, Choose
from sim.model.decisions import DecisionKind, LegalActions
from sim.model.programs import ADD_MANA, is_mana_ability
from sim.model.stack_objects import ABILITY, MANA_CHOICE
from sim.model.state import GameState


def _spells(state: GameState, player: str, actions: Iterable[Action]) -> set[str]:
    """The noninstant spells ``player`` may cast among ``actions``."""
    return {a.card for a in actions if isinstance(a, CastSpell)
            and "Instant" not in state.permanents[a.card].card.types}


def _after(state: GameState, player: str, steps: list[Action]) -> set[str]:
    """The noninstant spells ``player`` may cast once ``steps`` are applied to a copy of the
    game (none if it is then no priority decision of theirs)."""
    game = state.clone()
    for step in steps:
        game.apply(step)
    decision = game.decision
    if decision is None or decision.kind != DecisionKind.PRIORITY or decision.player != player:
        return set()
    return _spells(game, player, game.legal_actions())


def mana_for_spell(state: GameState, player: str, legal: LegalActions) -> Action | None:
    """The activation of a mana ability in ``legal`` after which ``player`` can cast a
    noninstant spell they can't cast now (trying each of its alternatives), or None."""
    before = _spells(state, player, legal)
    for action in legal:
        if not isinstance(action, ActivateAbility):
            continue
        ability = state.permanents[action.source].card.activated[action.index]
        if not is_mana_ability(ability):
            continue
        modes = ability.program.modes if ability.program is not None else ()
        choices: list[list[Action]] = [[action, Choose("mode", str(k))]
                                       for k in range(len(modes))] or [[action]]
        if any(_after(state, player, steps) - before for steps in choices):
            return action
    return None


def mana_mode(state: GameState, legal: LegalActions) -> Action | None:
    """The mode of the mana ability being activated (its mana, CR 106.1), or the mana a
    resolving spell or ability adds (``choose_mana``), after which its controller can cast a
    noninstant spell; None for no such choice, or no such mana."""
    casting, work = state.casting, state.resolving
    if casting is not None and casting.item.kind == ABILITY and all(
            m.ops and m.ops[0].verb == ADD_MANA for m in casting.item.program.modes):
        player = casting.item.controller
    elif casting is None and work is not None and work.asking == MANA_CHOICE:
        player = work.item.controller  # a spell's or a trigger's, as it resolves (608.2)
    else:
        return None
    for action in legal:
        if _after(state, player, [action]):
            return action
    return None
