"""Choices made as a permanent enters (CR 614.12): "as ~ enters [the battlefield], choose a
color" / "choose a creature type" is a replacement effect on the permanent entering, its
controller choosing as the permanent spell resolves (``as_enters``: the spell's program gets a
``CHOOSE_QUALITY`` instruction, asked with a ``choose_quality`` decision); the choice is the
permanent's (``Permanent.chosen``, set by ``sim.rules.resolution``) and what its static
abilities "of the chosen type | color" read (``sim.model.board.matches``)."""

from __future__ import annotations

from collections import Counter

import attrs

from sim.model import programs as fx
from sim.model.abilities import CHOOSE_AS_ENTERS, Param, Static
from sim.model.card import CardDef
from sim.model.chosen_values import CHOOSE_OPPONENT, YOUR_CHOICE
from sim.model.objects import Zone
from sim.model.programs import CHOOSE_QUALITY, SELF, Op, Program
from sim.model.stack_objects import QUALITY_CHOICE, Resolving
from sim.model.state import GameState
from sim.rules.answers import answer
from sim.rules.riot import ENTERING_OPTIONS, OPPONENT_CHOICE, entering_options
from sim.text.vocabulary import CREATURE_TYPES

#: the five colors (CR 105.1), as the choice names them
COLORS = ("white", "blue", "black", "red", "green")
_LETTERS = dict(zip(COLORS, "WUBRG", strict=True))
#: what "as ~ enters, choose an opponent" chooses (``CHOOSE_OPPONENT``)
OPPONENT = "opponent"


def as_enters(card: CardDef, program: Program) -> Program:
    """The program of ``card`` cast as a spell, with its "as ~ enters, choose ..." choice
    made first as it resolves (CR 614.12: before it enters)."""
    kinds = [choice_kind(s) for s in card.statics if s.rule == CHOOSE_AS_ENTERS]
    if not kinds:
        return program
    ops = tuple(Op(CHOOSE_QUALITY, SELF, rule=k) for k in kinds)
    return attrs.evolve(program, ops=ops + program.ops)


def choice_kind(s: Static) -> str:
    """What an "as ~ enters, choose ..." static ability chooses: "creature type", "color" or
    "color other than <color>" (``Static.what``: the Gates', Thriving lands')."""
    if s.amount == CHOOSE_OPPONENT:
        return OPPONENT
    if s.amount:
        return "creature type"
    return "color" if s.what is None else f"color other than {s.what.color}"


def quality_options(state: GameState, player: str, kind: str) -> tuple[str, ...]:
    """What the player may choose: the five colors, or every creature type (205.3m); those
    most common among the cards the player owns first (a default policy's first option is
    then a sensible one), ties in the usual order; riot's or unleash's answers (``kind`` the
    keyword, 702.136a, 702.98a)."""
    if kind in ENTERING_OPTIONS or kind == OPPONENT_CHOICE:
        return entering_options(state, player, kind)
    if kind == OPPONENT:  # "choose an opponent": one still in the game (102.2, 614.12)
        return tuple(state.opponents(player))
    owned = [p.card for p in state.permanents.values()
             if p.owner == player and p.zone is not Zone.STACK]
    if kind.startswith("color"):  # "a color other than black": the four others
        seen = Counter(c for card in owned for c in card.color_set)
        return tuple(sorted((c for c in COLORS if not kind.endswith(" " + c)),
                            key=lambda c: -seen[_LETTERS[c]]))
    seen = Counter(t for card in owned if card.is_creature for t in card.subtypes
                   if t in CREATURE_TYPES)
    return tuple(sorted(sorted(CREATURE_TYPES), key=lambda t: -seen[t]))


def entering_choice(state: GameState, card: CardDef, player: str) -> str:
    """The color or creature type chosen for a permanent put onto the battlefield other than
    by resolving as a spell (returned from a graveyard, put from a library, CR 614.12), until
    its controller answers (``sim.rules.arriving``, during a resolution; outside one, it
    stays): the choice a default policy would make, the first option (the most common among
    the player's cards); "" for a permanent with no such choice."""
    for s in card.statics:
        if s.rule == CHOOSE_AS_ENTERS:
            return quality_options(state, player, choice_kind(s))[0]
    return ""


def entering_choices(state: GameState, card: CardDef, player: str) -> tuple[str, ...]:
    """What ``player`` may choose as ``card``'s "as ~ enters, choose a color | creature type"
    asks when it enters by being played as a land (CR 614.12, 305.1: the choice is part of
    the action): ``quality_options``; ("",) for a card with no such choice."""
    for s in card.statics:
        if s.rule == CHOOSE_AS_ENTERS:
            return quality_options(state, player, choice_kind(s))
    return ("",)


def choose_quality(state: GameState, work: Resolving, op: fx.Op, objects: list[str],
                   n: int) -> bool:
    """The controller chooses a color or a creature type as the permanent spell resolves
    (CR 614.12); False while the ``choose_quality`` decision waits. The choice rides on the
    spell (``StackItem.choice``) to the permanent it becomes."""
    options = quality_options(state, work.item.controller, op.rule)
    chosen = answer(state, work, QUALITY_CHOICE, options)
    if chosen is None:
        return False
    current = state.resolving
    assert current is not None
    state.resolving = attrs.evolve(current, item=attrs.evolve(current.item, choice=chosen))
    return True



def chosen_protection(params: frozenset[Param], color: str) -> frozenset[Param]:
    """"Gains protection from the color of your choice" (CR 702.16, 608.2d): the effect's
    parameters with ``YOUR_CHOICE`` made the color chosen (a word of ``COLORS``)."""
    letter = _LETTERS[color]
    return frozenset((k, letter if v == YOUR_CHOICE else v) for k, v in params)
