"""An instruction done only if its object meets a condition (CR 608.2c), checked as the
instruction is carried out, on the object as it is then, through the layers (613): its power
("target creature you control gets +2/+2 until end of turn if its power is 2",
``sim.text.object_condition_text.OBJECT_IF``; 208.1, 613.4) or its kind ("if it's an artifact
creature, it gains indestructible until end of turn", ``sim.model.it_is_kinds.IT_IS``) or
the counters on the object the instruction before put counters on ("then if it has three or
more +1/+1 counters on it, sacrifice ~", ``sim.text.counters_if_text``; 608.2h). An
object no longer on the battlefield meets neither (the instruction does nothing to it anyway,
608.2b), and with no object the instruction is not done."""

from __future__ import annotations

from sim.model.it_is_kinds import IT_IS, THAT_CARD_IS, is_kind, kind_words
from sim.model.objects import Zone
from sim.model.programs import Op, target
from sim.model.stack_objects import Resolving
from sim.model.state import GameState
from sim.rules.effect_objects import who
from sim.text.counters_if_text import counters_asked
from sim.text.object_condition_text import LEGENDARY_WORD, OBJECT_IF, its_kind, its_power


def object_condition_fails(state: GameState, op: Op, objects: list[str],
                           work: Resolving | None = None) -> bool:
    """Whether ``op`` is marked ``OBJECT_IF`` or ``IT_IS`` and its objects don't meet it now,
    or marked ``COUNTERS_IF`` and its object (of the resolving ``work``) hasn't the counters."""
    asked = counters_asked(op) if work is not None else None
    if asked is not None:
        assert work is not None
        least, counter, of = asked
        things = who(state, work, of)
        return not things or not all((_counters(state, o, counter) >= least) if least >= 0
                                     else not _counters(state, o, counter) for o in things)
    for key, value in op.params:
        if key == THAT_CARD_IS:  # "if that card is a goblin card, ..." (608.2c, 702.73a)
            slot, kind_text = value.split("|", 1)
            cards = [] if work is None else who(state, work, target(int(slot)))
            return not cards or not all(is_kind(state.permanents[o].card, tuple(
                kind_text.split())) for o in cards if o in state.permanents)
        if key == IT_IS:  # "if it's a(n) <kind>, <instruction>"
            kind = kind_words(value)
            return not objects or not all(_there(state, o) and is_kind(
                state.permanents[o].card, kind) for o in objects)
        words = its_kind(value) if key == OBJECT_IF else None
        if words is not None:  # "put a +1/+1 counter on <it> if it's legendary" (608.2c)
            return not objects or not all(_there(state, o) and _is(state, o, words)
                                          for o in objects)
        bounds = its_power(value) if key == OBJECT_IF else None
        if bounds is None:
            continue
        least, most = bounds
        for o in objects:
            if not _there(state, o) or not state.is_creature(o):
                return True
            power = state.power(o)
            if least >= 0 and power < least or most >= 0 and power > most:
                return True
        return not objects
    return False


def _is(state: GameState, pid: str, kind: tuple[str, ...]) -> bool:
    """Whether the permanent ``pid`` is of ``kind`` now, its characteristics through the
    layers (CR 613; ``Permanent.card``): each of its colors (105.2), card types and
    subtypes (205.2-3), "legendary" its supertype (205.4a)."""
    card = state.permanents[pid].card
    if LEGENDARY_WORD in kind and "Legendary" not in card.supertypes:
        return False
    return is_kind(card, tuple(w for w in kind if w != LEGENDARY_WORD))


def _there(state: GameState, pid: str) -> bool:
    """Whether ``pid`` is a permanent on the battlefield now."""
    perm = state.permanents.get(pid)
    return perm is not None and perm.zone is Zone.BATTLEFIELD


def _counters(state: GameState, pid: str, kind: str) -> int:
    """How many ``kind`` counters ``pid`` has now, or had as it last existed on the
    battlefield once it has left (CR 608.2h, 113.7a: "then if it has ... counters on it")."""
    perm = state.permanents.get(pid)
    if perm is None or perm.zone is not Zone.BATTLEFIELD:
        perm = state.last_known.get(pid)
    return 0 if perm is None else perm.counters.get(kind, 0)
