"""Delayed triggered abilities (CR 603.7): "draw a card at the beginning of the next turn's
upkeep", "sacrifice it at the beginning of the next end step".

A resolving spell or ability whose instruction is delayed (``Op.delayed``) doesn't carry it out:
it creates a delayed triggered ability (603.7a, ``delay``), kept in ``GameState.delayed``. The
ability's controller is the player who controlled the spell or ability that created it, and its
source that spell's or ability's source (603.7d-e). What the instruction acts on is decided as
it is created — the object "it" or "that card" names, or the player — and kept: if that object
changes zones afterwards it is a new object (400.7) the ability can't find, and it does nothing
to it (603.7c; ``Permanent.moves``, checked as it resolves, ``StackItem.moves``).

An instruction done only if an optional cost wasn't paid ("pay {2}{G}{G}. If you don't, you
lose the game": a pact) joins the ability the instruction before it created (118.12).

It triggers once, the next time its moment comes (603.7c, ``fire``): the beginning of the next
turn's upkeep (the upkeep of the turn after the one it was created in), or of the next end step
(this turn's, if it was created before this turn's end step began; otherwise the next turn's),
or "at end of combat": as the next end of combat step begins (511.2; this turn's, if it was
created before it began);
"when that creature dies this turn, ..." as the creature it is about dies, that turn (``died``).
"""

from __future__ import annotations

import attrs

from sim.model import programs as fx
from sim.model.events import PlayerLost
from sim.model.keyword_verbs import THEM
from sim.model.objects import Step, Zone
from sim.model.programs import NEXT_END_OF_COMBAT, NEXT_END_STEP, NEXT_UPKEEP, Op, Program
from sim.model.stack_objects import TRIGGER, DelayedTrigger, Resolving, StackItem
from sim.model.state import GameState, check_game_over
from sim.model.turn_trigger_verbs import WHEN_LEAVES, WHENEVER_THIS_TURN
from sim.rules.next_cast import delay_next_cast
from sim.rules.turn_triggers import THIS_TURN, delay_turn_trigger

#: the steps before the end step in a turn's order (CR 500.1): a "next end step" ability
#: created in one of them triggers as this turn's end step begins
_BEFORE_END = frozenset(s.value for s in Step if list(Step).index(s) < list(Step).index(Step.END))
#: the steps before the end of combat step (CR 500.1, 506.1): an "at end of combat" ability
#: created in one of them triggers as this turn's end of combat step begins (511.2)
_BEFORE_END_OF_COMBAT = frozenset(
    s.value for s in Step if list(Step).index(s) < list(Step).index(Step.END_OF_COMBAT))


#: the delayed abilities about the object that dies, or leaves the battlefield, this turn
_ABOUT_IT = (fx.WHEN_DIES, WHEN_LEAVES)


def delay(state: GameState, work: Resolving, op: Op, objects: list[str]) -> None:
    """Create the delayed triggered ability of instruction ``op`` (CR 603.7a), acting on
    ``objects`` (what ``op.who`` names as the creating spell or ability resolves: the first
    object or player, kept for the ability; the controller, "you", stays "you")."""
    item = work.item
    if op.rule == fx.ACTIVATED_TIMES:  # done only if activated N (``Op.count``) or more
        if activated_times(state, item) < op.count:  # times this turn (608.2c)
            return
        op = attrs.evolve(op, rule="", count=1)
    last = state.delayed[-1] if state.delayed else None
    if op.if_paid and last is not None and last.source == item.source and \
            last.moment == op.delayed and last.turn == state.turn:
        # the ability's next sentence ("pay {2}. if you don't, ...", CR 118.12): the
        # ability created by the instruction before it in this resolution does it too
        more = attrs.evolve(op, delayed="")
        state.delayed = (*state.delayed[:-1], attrs.evolve(last, program=attrs.evolve(
            last.program, ops=(*last.program.ops, more))))
        return
    that: str | None = None
    moves = -1
    who = op.who
    perm = None
    if who and who != fx.YOU:
        that = objects[0] if objects else None
        perm = state.permanents.get(that) if that is not None else None
        if that is not None and that in state.players:
            who = fx.THAT_PLAYER
        else:
            who = fx.THAT
            moves = perm.moves if perm is not None else -1
            if perm is None:
                that = None  # nothing to act on: the ability still triggers (603.7c)
    if op.verb in _ABOUT_IT:  # CR 603.7a: "when that creature dies | leaves ... this turn, ..."
        if that is None or moves < 0 or perm is None or perm.zone is not Zone.BATTLEFIELD:
            return  # it isn't on the battlefield: it can't die this turn as that object
        assert op.program is not None
        program = op.program
    else:
        verb = op.verb.replace(" it", " them") if op.rule == THEM else op.verb
        program = Program(f"at the beginning of the {op.delayed}, {verb}", ops=(
            attrs.evolve(op, who=who, delayed="", x=False, amount=(
                op.amount * item.x if op.x else op.amount)),))  # X is fixed as it is created
    those = tuple(objects) if op.who == fx.CREATED and all(  # the tokens made (603.7c);
        o in state.permanents and state.permanents[o].token for o in objects) else ()  # a card
    # put onto the battlefield is ``that``, followed as one object (400.7: ``moves``)
    source = state.permanents.get(item.source)
    trigger = DelayedTrigger(op.delayed or op.verb, item.controller, item.source, item.name,
                             program, that, moves, state.turn, str(state.step), those,
                             source_moves=-1 if source is None or source.zone is not
                             Zone.BATTLEFIELD else source.moves)  # (a permanent's: 400.7)
    state.delayed = (*state.delayed, trigger)
    state.record_events = True  # it waits on the event stream (``sim.rules.triggers``)


def _due(state: GameState, trigger: DelayedTrigger, step: str) -> bool:
    """Whether ``trigger``'s moment is the beginning of ``step`` now (CR 603.7a)."""
    if trigger.moment == NEXT_UPKEEP:
        return step == Step.UPKEEP and state.turn > trigger.turn
    if trigger.moment == fx.NEXT_YOUR_UPKEEP:  # its controller's next upkeep
        return step == Step.UPKEEP and state.active == trigger.controller and \
            state.turn > trigger.turn
    if trigger.moment == NEXT_END_STEP:
        return step == Step.END and (state.turn > trigger.turn or trigger.step in _BEFORE_END)
    if trigger.moment == NEXT_END_OF_COMBAT:  # CR 511.2: "at end of combat"
        return step == Step.END_OF_COMBAT and (
            state.turn > trigger.turn or trigger.step in _BEFORE_END_OF_COMBAT)
    return False


def fire(state: GameState, step: str) -> list[StackItem]:
    """The delayed triggered abilities whose moment is the beginning of ``step``: each
    triggers once and is gone (CR 603.7c), controlled by its controller (603.7d-e). Those
    waiting for a creature to die "this turn" are gone once another turn has begun."""
    out: list[StackItem] = []
    kept: list[DelayedTrigger] = []
    for trigger in state.delayed:
        if trigger.moment in _ABOUT_IT or trigger.moment.startswith(
                (fx.WHEN_NEXT_CAST, THIS_TURN)):
            if trigger.turn == state.turn:  # "this turn" (603.7a)
                kept.append(trigger)
        elif not _due(state, trigger, step):
            if step == Step.BEGINNING_OF_COMBAT and trigger.moment == NEXT_END_OF_COMBAT:
                # a new combat phase (CR 506.1, 500.8: an additional one too): its end of
                # combat step is the next one (511.2)
                trigger = attrs.evolve(trigger, step=str(Step.BEGINNING_OF_COMBAT))
            kept.append(trigger)
        else:
            out.append(_item(trigger, trigger.that, trigger.moves))
    state.delayed = tuple(kept)
    return out


def _item(trigger: DelayedTrigger, that: str | None, moves: int, gone: bool = False
          ) -> StackItem:
    """The delayed ability put to trigger; ``gone``: its source ("~") is no longer the object
    it was as the ability was created (CR 400.7): its instructions about ~ do nothing."""
    program = trigger.program
    if gone:
        program = attrs.evolve(program, ops=tuple(op for op in program.ops if op.who != fx.SELF))
    return StackItem("", TRIGGER, trigger.controller, trigger.source,
                     f"{trigger.source}: {program.text} (delayed, CR 603.7)", program,
                     that=that, moves=moves, those=trigger.those)


def _source_gone(state: GameState, trigger: DelayedTrigger) -> bool:
    """Whether the delayed ability's source has changed zones since it was created (CR 400.7:
    a new object, which "~" in the ability doesn't name; 603.7c)."""
    if trigger.source_moves < 0:
        return False
    source = state.permanents.get(trigger.source)
    return source is None or source.moves != trigger.source_moves


def died(state: GameState, pid: str, dying: bool = True) -> list[StackItem]:
    """The delayed "when that creature dies this turn" abilities about ``pid``, which just
    died (CR 603.7a, 700.4): each triggers once (603.7c) if it is about the object that died
    (it hadn't changed zones since the ability was created: its last known information,
    603.10a) and it is still the turn it was created in. "It" is the card in the graveyard
    (a token has ceased to exist, 704.5d). "When that creature leaves the battlefield this
    turn" ones trigger as it dies or (``dying`` False) leaves for another zone (603.6c)."""
    known = state.last_known.get(pid)
    out: list[StackItem] = []
    kept: list[DelayedTrigger] = []
    for trigger in state.delayed:
        if (trigger.moment == WHEN_LEAVES or dying and trigger.moment == fx.WHEN_DIES) and \
                trigger.that == pid and known is not None \
                and known.moves == trigger.moves and trigger.turn == state.turn:
            out.append(_item(trigger, pid, trigger.moves + 1, _source_gone(state, trigger)))
        else:
            kept.append(trigger)
    state.delayed = tuple(kept)
    return out


def same_object(state: GameState, item: StackItem) -> bool:
    """Whether the object a delayed triggered ability is about is still the one it was created
    about (CR 603.7c, 400.7): it hasn't changed zones since (a token that left the battlefield
    has ceased to exist, 704.5d)."""
    if item.that is None:
        return False
    perm = state.permanents.get(item.that)
    return perm is not None and perm.moves == item.moves and not (
        perm.token and perm.zone is not Zone.BATTLEFIELD)


#: the verbs ``when_dies`` handles (``sim.rules.effect_ops``): delayed abilities an effect creates
DELAYED_VERBS = (fx.WHEN_DIES, fx.WHEN_NEXT_CAST, WHENEVER_THIS_TURN, WHEN_LEAVES)


def when_dies(state: GameState, work: Resolving, op: Op, objects: list[str], n: int) -> bool:
    """"When that creature dies this turn, <effect>" (CR 603.7a): the delayed ability about
    the creature ``objects`` names (``sim.rules.effect_ops`` handler of ``WHEN_DIES``); "when
    you next cast ... this turn, <effect>" (``WHEN_NEXT_CAST``, ``sim.rules.next_cast``)."""
    if op.verb == fx.WHEN_NEXT_CAST:
        return delay_next_cast(state, work, op, objects, n)
    if op.verb == WHENEVER_THIS_TURN:  # "whenever ... this turn, ..." (603.7c)
        return delay_turn_trigger(state, work, op)
    delay(state, work, op, objects)
    return True


def lose_the_game(state: GameState, work: Resolving, op: Op, objects: list[str],
                  n: int) -> bool:
    """"You lose the game" (CR 104.3e: an effect may say that a player loses the game); the
    game ends when one player is left (104.2a)."""
    for player in objects:
        who = state.players[player]
        if not who.lost:
            who.lost = True
            state.changes += 1
            state.log(PlayerLost, player=player, reason=f"{work.item.name} (CR 104.3e)")
    check_game_over(state)
    if state.result is not None:
        state.pending = None
    return True


def activated_times(state: GameState, item: StackItem) -> int:
    """How many times the activated ability ``item`` is (of its source, the object it is now:
    400.7) has been activated this turn, this activation included (``GameState.activations``,
    cleared at cleanup, CR 514.2): "if this ability has been activated four or more times this
    turn" (Dragon Whelp)."""
    perm = state.permanents.get(item.source)
    if perm is None:
        return 0
    abilities = perm.card.activated
    return sum(1 for source, i in state.activations if source == item.source
               and i < len(abilities) and abilities[i].program is item.effect)
