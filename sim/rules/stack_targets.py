"""Targets on the stack besides spells (CR 115.1, 113.3b-c, 701.6a): an activated or
triggered ability is an object on the stack a spell or ability may target ("target
activated ability", "target spell or ability": a spell, an activated ability or a triggered
ability, never a mana ability, which doesn't use the stack, 605.3b); and a spell or ability
"that targets <something>" (115.9b: it is such an object if any of its targets fits, checked
as it is now — as the target is chosen and again as the spell or ability that targets it
resolves, 608.2b)."""

from __future__ import annotations

from sim.model.objects import Zone
from sim.model.programs import TargetSpec
from sim.model.stack_objects import ABILITY, SPELL, TRIGGER, StackItem
from sim.model.state import GameState

#: the kinds of stack objects a ``TargetSpec`` may name in its ``types`` (CR 113.3b-c, 112.1)
STACK_KINDS = frozenset({"spell", "activated", "triggered"})
_KIND_WORD = {SPELL: "spell", ABILITY: "activated", TRIGGER: "triggered"}


def on_stack(spec: TargetSpec) -> bool:
    """Whether ``spec`` chooses objects on the stack (spells or abilities)."""
    return not spec.types.isdisjoint(STACK_KINDS)


def kind_fits(spec: TargetSpec, target: StackItem) -> bool:
    """Whether ``target`` is a kind of stack object ``spec`` names (CR 115.1)."""
    return _KIND_WORD.get(target.kind, "") in spec.types


def aims_at(state: GameState, aimed: str, target: StackItem, item: StackItem) -> bool:
    """Whether the spell or ability ``target`` targets what ``aimed`` says (CR 115.9b: any of
    its targets, as it is now): "you" and "a player" (players), "~" (``item``'s source), "a
    creature", "a permanent", "a creature you control", "a permanent you control", "you or a
    creature | permanent you control" (``item``'s controller is "you")."""
    you = item.controller
    for chosen in target.chosen:
        if chosen in state.players:
            if aimed == "a player" or aimed.startswith("you") and chosen == you:
                return True
            continue
        if aimed == "~":
            if chosen == item.source:
                return True
            continue
        perm = state.permanents.get(chosen)
        if perm is None or perm.zone is not Zone.BATTLEFIELD:
            continue  # a spell, or a card in a graveyard: no permanent (110.1)
        if "creature" in aimed and not state.is_creature(chosen):
            continue
        if ("creature" in aimed or "permanent" in aimed) and \
                (not aimed.endswith("you control") or perm.controller == you):
            return True
    return False
