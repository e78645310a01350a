"""A spell's own cost reduction under a condition (CR 601.2f: "~ costs {2} less to cast if
there are four or more card types among cards in your graveyard"; the condition one of a
static ability's, read by ``sim.text.render_self_costs.given_condition``).

The spell's static ability functions on the stack and as its cost is determined (CR 604.1,
601.2f); its condition is checked then, as a permanent's static ability's is (611.3a), for the
player casting it: its object (in the hand, the graveyard, exile or on the stack) seen as that
player's."""

from __future__ import annotations

from sim.model.abilities import BARGAIN, SELF_COST
from sim.model.board import condition_holds
from sim.model.card import CardDef
from sim.model.objects import Permanent, Zone
from sim.model.stack_objects import SPELL
from sim.model.state import GameState
from sim.rules.turn_history import history_holds
from sim.text.render_self_costs import BARGAINED, DAY_NIGHT, given_condition, history


def given(state: GameState, player: str, card: CardDef, rest: str,
          object_id: str | None = None) -> int:
    """1 when the condition of the ``SELF_COST`` words ``rest`` ("given: if ...") holds for
    ``card`` cast by ``player`` now, else 0 (CR 601.2f); ``object_id``: the object cast, when
    known (``caster_object``)."""
    if rest == BARGAINED:
        return _bargained(state, player, card)
    happened = history(rest)
    if happened in DAY_NIGHT:  # 726: "if it's night"
        return int(state.day_night == DAY_NIGHT[happened])
    if happened:  # raid, revolt: what happened this turn (``turn_history``)
        return int(history_holds(state, player, happened))
    static = given_condition(rest)
    source = caster_object(state, card, player, object_id) if static is not None else None
    if static is None or source is None:
        return 0
    return int(condition_holds(state, source, static))


def _spell_object(state: GameState, card: CardDef, object_id: str | None) -> Permanent | None:
    """The object of ``card`` being cast, else ``object_id``'s (the object that may be cast:
    copies of one card share it, 400.1), else one not on the battlefield (a card in a hand,
    graveyard or exile that may be cast)."""
    casting = state.casting
    if casting is not None:
        perm = state.permanents.get(casting.item.source)
        if perm is not None and perm.card is card:
            return perm
    if object_id is not None:
        return state.permanents.get(object_id)
    return next((p for p in state.permanents.values()
                 if p.card is card and p.zone is not Zone.BATTLEFIELD), None)


def caster_object(state: GameState, card: CardDef, player: str,
                  object_id: str | None = None) -> Permanent | None:
    """``card``'s object (``_spell_object``; ``object_id``: the object cast, when known) as
    ``player``, who casts it, controls it: a copy when it is another player's (the object
    itself stays its owner's)."""
    source = _spell_object(state, card, object_id)
    if source is not None and source.controller != player:
        source = source.clone()
        source.controller = player
    return source


def cheaper_bargained(card: CardDef) -> bool:
    """Whether ``card`` costs less to cast if it's bargained (CR 702.166a-b, 601.2f)."""
    return bool(card.params) and any(kind == SELF_COST and value.endswith("|" + BARGAINED)
                                     for kind, value in card.params)


def _bargained(state: GameState, player: str, card: CardDef) -> int:
    """1 when ``card`` with bargain (CR 702.166a) cast by ``player`` is bargained: once its
    caster has chosen (``Casting.bargain``, 601.2b); before, when it may be (an artifact,
    enchantment or token of theirs to sacrifice: the least its cost may come to)."""
    if not any(kind == BARGAIN for kind, _ in card.params):
        return 0
    casting = state.casting
    if casting is not None and casting.item.kind == SPELL:
        perm = state.permanents.get(casting.item.source)
        if perm is not None and perm.card is card and casting.bargain is not None:
            return int(bool(casting.bargain))
    return int(any(p.controller == player and p.card is not card and (
        p.token or "Artifact" in p.card.types or "Enchantment" in p.card.types)
        for p in state.battlefield()))
