"""Casting spells as though they had flash (CR 702.8a: flash lets a spell be cast any time its
controller could cast an instant, 117.1a; 601.3: a player may begin to cast a spell only if a
rule or effect allows it; 307.1: else a sorcery-speed spell waits for its controller's main
phase with the stack empty). A card's own permission ("you may cast ~ as though it had flash
[if ...]", ``sim.rules.cast_timing.as_though_flash``), a permanent's static ability "you | any
player may cast <kinds> spells as though they had flash" (604.1, 611.3a: while it is on the
battlefield and its condition holds; "you" its controller, 109.5), and the rest of the turn's
"you may cast <kinds> spells this turn as though they had flash" of a resolved spell or ability
(611.2a: ``Board.rule_effects``, ended in the cleanup step, 514.2); the model is
``sim.model.flash_permissions``. The kinds are matched against the card as it would be cast
(``sim.rules.cost_changes.of_kinds``: card types, subtypes, colors, "historic", ...)."""

from __future__ import annotations

from sim.model.abilities import Static
from sim.model.card import CardDef
from sim.model.flash_permissions import FLASH_KINDS, FLASH_SPELLS, FLASH_THIS_TURN, kinds_of
from sim.model.programs import Op
from sim.model.stack_objects import Resolving
from sim.model.state import GameState
from sim.rules.cast_timing import as_though_flash
from sim.rules.cost_changes import of_kinds


def permitted(state: GameState, player: str, card: CardDef) -> bool:
    """Whether a permanent's static ability or an effect this turn lets ``player`` cast
    ``card`` as though it had flash now (CR 702.8a, 601.3): one naming ``player`` (its
    controller's; any player's; the player an instruction named) and a kind ``card`` is of."""
    if not state.statics_present():
        return False  # (no static ability, no rule this turn: the common case)
    for source, static in state.statics():
        if static.rule == FLASH_SPELLS and _applies(state, source.controller, static, player):
            kinds = kinds_of(static.params)
            if not kinds or of_kinds(card, kinds):
                return True
    return False


def any_permitted(state: GameState) -> bool:
    """Whether any permission of this module exists now (a quick look before ``permitted`` is
    asked of each card: most positions have none)."""
    return state.statics_present() and any(static.rule == FLASH_SPELLS
                                           for _, static in state.statics())


def _applies(state: GameState, controller: str, static: Static, player: str) -> bool:
    """Whether the permission ``static`` (its source controlled by ``controller``) is
    ``player``'s: an effect's names its player (``affects``); a permanent's is its
    controller's, or any player's (``amount``)."""
    if static.affects in state.players:
        return static.affects == player
    return bool(static.amount) or controller == player


def as_though_flash_now(state: GameState, player: str, card: CardDef, card_id: str) -> bool:
    """Whether ``player`` may cast ``card`` (the object ``card_id``) now as though it had flash
    (CR 702.8a): by its own permission (``as_though_flash``) or another's (``permitted``)."""
    return bool(card.params) and as_though_flash(state, player, card, card_id) or \
        permitted(state, player, card)


def flash_this_turn(state: GameState, work: Resolving, op: Op, objects: list[str],
                    n: int) -> bool:
    """"you may cast <kinds> spells this turn as though they had flash" (CR 611.2a): for each
    player of ``objects`` a permission until end of turn (``Board.rule_effects``: its source
    the resolving spell's or ability's, ``affects`` the player)."""
    item = work.item
    kinds = kinds_of(op.params)
    made = tuple((item.source, Static(item.name, affects=p, rule=FLASH_SPELLS,
                                      params=frozenset([(FLASH_KINDS, kinds)])))
                 for p in objects if p in state.players)
    if made:
        state.rule_effects = (*state.rule_effects, *made)
        state.static_sources = None
    return True


#: the instructions of this module, by verb (``sim.rules.effect_ops.OPS``)
FLASH_OPS = {FLASH_THIS_TURN: flash_this_turn}

__all__ = ["FLASH_OPS", "any_permitted", "as_though_flash_now", "flash_this_turn", "permitted"]
