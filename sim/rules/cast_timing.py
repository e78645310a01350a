"""A card's own casting restrictions and permissions as a player would begin to cast it (CR
601.3: a player may begin to cast a spell only if a rule or effect allows it and none
prohibits it): "cast this spell only <restrictions>" (``CAST_ONLY``) is checked however the
spell is cast, even as an effect lets it be cast while resolving (608.2g ignores only the
timing permissions of the card's type, 307.1); "you may cast ~ as though it had flash [if
<condition>]" (``FLASH_IF``, 702.8a) lets it be cast any time its owner could cast an instant
(117.1a) while the condition holds. Both are parameters of the card (``CardDef.params``),
tested only for a card that has parameters."""

from __future__ import annotations

from sim.model.abilities import FLASH_FOR_MORE
from sim.model.board_conditions import holds
from sim.model.card import CardDef
from sim.model.cast_permissions import CAST_ONLY, FLASH_IF, flash_condition
from sim.model.state import GameState
from sim.rules.activation import restriction_holds
from sim.rules.conditions import program_condition_holds
from sim.text.condition_text import restriction_condition
from sim.text.history_words import history_restriction
from sim.text.restrictions import restriction_parts


def allowed(state: GameState, player: str, card: CardDef, card_id: str) -> bool:
    """Whether each "cast this spell only ..." restriction of ``card`` (the object
    ``card_id``) holds for ``player`` now (CR 601.3): "during combat", "during the declare
    attackers step and only if you've been attacked this step", ... (``restriction_holds``:
    every part)."""
    for kind, value in card.params:
        if kind == CAST_ONLY and not all(
                restriction_holds(state, player, part.strip(), card_id)
                for part in restriction_parts(value)):
            return False
    return True


def as_though_flash(state: GameState, player: str, card: CardDef, card_id: str) -> bool:
    """Whether ``player`` may cast ``card`` now as though it had flash (CR 702.8a): "... if you
    pay {2} more to cast it" (``sim.rules.cost_changes``: for more), or "you may cast ~ as
    though it had flash [if <condition>]" with its condition holding now (601.3)."""
    for kind, value in card.params:
        if kind == FLASH_FOR_MORE:
            return True
        if kind == FLASH_IF:
            condition = flash_condition(value)
            if not condition:
                return True
            board = restriction_condition(condition)
            if board is not None and holds(state, board, player, card_id):
                return True
            history = history_restriction(condition)
            if history and program_condition_holds(state, player, history):
                return True
    return False
