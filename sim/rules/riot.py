"""Riot (CR 702.136a) and unleash (702.98a): "You may have this permanent enter with an
additional +1/+1 counter on it." — and tribute N (702.104a: "As this creature enters, choose
an opponent. That player may put an additional N +1/+1 counters on it as it enters."; with
several opponents its controller chooses one first, ``OPPONENT_CHOICE``, and the one chosen
answers: ``entering_chooser``) — and devour N (702.82a: "As this object enters, you may
sacrifice any number of creatures. This permanent enters with N +1/+1 counters on it for each
creature sacrificed this way.": one creature at a time, or "done", ``devour_options``) — a
replacement effect on the permanent entering (614.1c),
its controller choosing as the permanent spell resolves (``with_entering_choices``: the
spell's program gets an ``ENTERING_CHOICE`` instruction first, asked with a
``choose_quality`` decision, ``ENTERING_OPTIONS``); the answers ride on the spell
(``StackItem.entering``) to the permanent it becomes (``entered``). Riot's "If you don't, it
gains haste"; tribute's "if tribute wasn't paid" (702.104b) reads
``Permanent.tribute_unpaid``; unleash's "can't block as long as it has a +1/+1 counter on it" is
``sim.legality.problems.blocker_problems``'. Each instance works separately (702.136b, 702.98c).

A permanent put onto the battlefield by an effect asks riot's or unleash's choice just after
the effect's instruction (``sim.rules.arriving``); tribute and devour, and anything put there
outside a resolution, get the choice the default policy makes (the first option, the
counter; ``default_choices``)."""

from __future__ import annotations

import attrs

from sim.model import programs as fx
from sim.model.abilities import AMPLIFY, DEVOUR, RIOT, TRIBUTE, UNLEASH
from sim.model.card import CardDef
from sim.model.chapters import READ_AHEAD
from sim.model.counted_entering import COUNTER_CHOICE_OF, choice_options
from sim.model.creature_types import shares_creature_type
from sim.model.keywords import Kw
from sim.model.objects import PLUS, Duration, Effect, Zone
from sim.model.programs import ENTERING_CHOICE, SELF, Op, Program
from sim.model.stack_objects import QUALITY_CHOICE, Resolving
from sim.model.state import GameState
from sim.rules.answers import answer
from sim.rules.counters import put_on
from sim.rules.sacrifice import sacrifice_these
from sim.rules.sagas import read_ahead_options

#: the answers of each keyword's choice: the counter first (702.136a, 702.98a)
ENTERING_OPTIONS = {RIOT: ("counter", "haste"), UNLEASH: ("counter", "none"),
                    TRIBUTE: ("tribute", "none")}

#: the choice of tribute's opponent (702.104a), asked of the controller when they have several
OPPONENT_CHOICE = "tribute opponent"

#: the keywords whose choice is made as the permanent enters, in the order asked
ENTERING_KINDS = frozenset((*ENTERING_OPTIONS, DEVOUR, AMPLIFY, READ_AHEAD,  # (702.155a)
                            COUNTER_CHOICE_OF))  # "your choice of a <kind> counter or ..."

#: devour's answer ending the choice (702.82a), its first option; a creature chosen to be
#: devoured rides on the spell as ``DEVOURED`` + its id, the count sacrificed as
#: ``DEVOURED`` + the number
DONE, DEVOURED = "done", "devoured:"
#: amplify's (702.38a): a card revealed rides as ``REVEALED`` + its id, their count as
#: ``REVEALED`` + the number
REVEALED = "revealed:"


def amplify_options(state: GameState, work: Resolving) -> tuple[str, ...]:
    """Amplify's answers (702.38a): ``DONE``, then each card in its controller's hand that
    shares a creature type with it (702.73a: changeling) not revealed yet — never the card
    itself (it is on the stack)."""
    item = work.item
    card = state.permanents[item.source].card
    chosen = {c[len(REVEALED):] for c in item.entering if c.startswith(REVEALED)}
    return (DONE, *(c.id for c in state.cards(item.controller, Zone.HAND)
                    if c.id not in chosen and c.id != item.source
                    and shares_creature_type(card, c.card)))


def _one_at_a_time(state: GameState, work: Resolving, options: tuple[str, ...],
                   mark: str) -> tuple[Resolving, tuple[str, ...]] | None:
    """Objects chosen one at a time until ``DONE`` (or none is left; amplify's cards, devour's
    creatures), each kept on the spell as ``mark`` + its id: the resolution and the ids once
    done, None while a choice waits."""
    while True:
        chosen = options[0] if len(options) == 1 else answer(state, work, QUALITY_CHOICE,
                                                              options)
        if chosen is None:
            return None
        current = state.resolving
        assert current is not None
        item = current.item
        if chosen == DONE:
            return current, tuple(c[len(mark):] for c in item.entering if c.startswith(mark))
        work = state.resolving = attrs.evolve(current, item=attrs.evolve(
            item, entering=(*item.entering, mark + chosen)))  # one more: and ask again
        options = tuple(o for o in options if o != chosen)


def _counted(state: GameState, current: Resolving, mark: str, count: int) -> None:
    """The chosen ids replaced by their number on the spell (``mark`` + N)."""
    item = current.item
    kept = tuple(c for c in item.entering if not c.startswith(mark))
    state.resolving = attrs.evolve(current, item=attrs.evolve(
        item, entering=(*kept, f"{mark}{count}")))


def _amplify(state: GameState, work: Resolving) -> bool:
    """Amplify's choice (702.38a): cards revealed one at a time until ``DONE`` (or none is
    left); their number rides on the spell. False while a choice waits."""
    done = _one_at_a_time(state, work, amplify_options(state, work), REVEALED)
    if done is None:
        return False
    _counted(state, done[0], REVEALED, len(done[1]))
    return True


def entering_kinds(card: CardDef) -> tuple[str, ...]:
    """The keywords of ``card`` that make a choice as it enters (riot, unleash), in order."""
    return tuple(sorted(kind for kind, _ in card.params if kind in ENTERING_KINDS))


def with_entering_choices(card: CardDef, program: Program) -> Program:
    """The program of ``card`` cast as a spell, its riot or unleash choice made first as it
    resolves (614.1c: the permanent enters with the counter)."""
    kinds = entering_kinds(card)
    if not kinds:
        return program
    ops: list[Op] = []
    for kind in kinds:
        if kind == TRIBUTE:  # 702.104a: the opponent first
            ops.append(Op(ENTERING_CHOICE, SELF, rule=OPPONENT_CHOICE))
        ops.append(Op(ENTERING_CHOICE, SELF, rule=kind))
    return attrs.evolve(program, ops=(*ops, *program.ops))


def entering_options(state: GameState, player: str, kind: str,
                     card: CardDef | None = None) -> tuple[str, ...]:
    """The answers of the choice ``kind`` asked of ``player``: the keyword's, or the
    opponents of ``player`` for tribute's opponent (702.104a), or the counters ``card``
    offers ("your choice of a deathtouch counter or a lifelink counter", 614.1c)."""
    if kind == OPPONENT_CHOICE:
        return tuple(state.opponents(player))
    if kind == COUNTER_CHOICE_OF:
        return choice_options(card) if card is not None else ()
    return ENTERING_OPTIONS[kind]


def devour_options(state: GameState, work: Resolving) -> tuple[str, ...]:
    """Devour's answers (702.82a): ``DONE``, then each creature its controller controls not
    chosen yet (the permanent itself is not on the battlefield yet)."""
    item = work.item
    chosen = {c[len(DEVOURED):] for c in item.entering if c.startswith(DEVOURED)}
    return (DONE, *(p.id for p in state.creatures(item.controller) if p.id not in chosen))


def entering_question(state: GameState, work: Resolving) -> tuple[str, ...]:
    """The answers of the entering choice waiting in ``work`` when they depend on it (devour's,
    ``devour_options``; the counters offered); () for the others
    (``sim.rules.chosen.quality_options``')."""
    if work.item.effect.ops[work.index].rule == DEVOUR:
        return devour_options(state, work)
    if work.item.effect.ops[work.index].rule == AMPLIFY:  # 702.38a
        return amplify_options(state, work)
    if work.item.effect.ops[work.index].rule == READ_AHEAD:  # 702.155a
        return read_ahead_options(state.permanents[work.item.source].card)
    if work.item.effect.ops[work.index].rule == COUNTER_CHOICE_OF:  # (614.1c)
        return choice_options(state.permanents[work.item.source].card)
    return ()


def entering_chooser(state: GameState, work: Resolving) -> str:
    """Who answers the entering choice waiting in ``work``: for tribute, the opponent chosen
    (the only one, else the controller's answer, 702.104a); else the controller."""
    item = work.item
    if item.effect.ops[work.index].rule != TRIBUTE:
        return item.controller
    chosen = [c for c in item.entering if c in state.players]
    return chosen[-1] if chosen else state.opponents(item.controller)[0]


def choose_entering(state: GameState, work: Resolving, op: fx.Op, objects: list[str],
                    n: int) -> bool:
    """The controller chooses whether the permanent spell resolving enters with an additional
    +1/+1 counter (CR 702.136a, 702.98a); False while the ``choose_quality`` decision waits.
    The answer rides on the spell (``StackItem.entering``)."""
    if op.rule == DEVOUR:
        return _devour(state, work)
    if op.rule == AMPLIFY:
        return _amplify(state, work)
    options = read_ahead_options(state.permanents[work.item.source].card) \
        if op.rule == READ_AHEAD else entering_options(state, work.item.controller, op.rule,
                                                       state.permanents[work.item.source].card)
    if not options:
        return True  # no opponent: nobody to pay tribute
    chosen = options[0] if op.rule == OPPONENT_CHOICE and len(options) == 1 else \
        answer(state, work, QUALITY_CHOICE, options)
    if chosen is None:
        return False
    current = state.resolving
    assert current is not None
    item = current.item
    state.resolving = attrs.evolve(current, item=attrs.evolve(
        item, entering=(*item.entering, chosen)))
    return True


def _devour(state: GameState, work: Resolving) -> bool:
    """Devour's choice (702.82a): creatures chosen one at a time until ``DONE`` (or none is
    left), then sacrificed together; their number rides on the spell. False while a choice
    waits."""
    done = _one_at_a_time(state, work, devour_options(state, work), DEVOURED)
    if done is None:
        return False
    current, devoured = done
    if devoured:
        sacrifice_these(state, current, current.item.controller, devoured)
    _counted(state, current, DEVOURED, len(devoured))
    return True


def entered(state: GameState, pid: str, choices: tuple[str, ...]) -> None:
    """The permanent ``pid`` enters with what was chosen for it: an additional +1/+1 counter
    for each "counter" (614.1c), and haste for riot's "haste" (702.136a: an effect with no
    duration; a new object, 400.7, doesn't have it)."""
    perm = state.permanents[pid]
    if perm.zone is not Zone.BATTLEFIELD:
        return
    tribute = next((int(v) for k, v in perm.card.params if k == TRIBUTE), 0)
    for choice in choices:
        if choice.startswith(DEVOURED):  # 702.82a: N for each creature sacrificed
            n = next((int(v) for k, v in perm.card.params if k == DEVOUR), 0)
            put_on(state, perm, PLUS, n * int(choice[len(DEVOURED):]), entering=True)
            state.changes += 1
        if choice.startswith(REVEALED):  # 702.38a: N for each card revealed
            n = next((int(v) for k, v in perm.card.params if k == AMPLIFY), 0)
            put_on(state, perm, PLUS, n * int(choice[len(REVEALED):]), entering=True)
            state.changes += 1
        if choice == "counter" or choice == "tribute":  # tribute: N of them (702.104a)
            put_on(state, perm, PLUS, tribute if choice == "tribute" else 1,
                   entering=True)  # 122.6: counters "put" on it as it enters
            state.changes += 1
        if choice.endswith(" counter"):  # "your choice of a deathtouch counter or ..."
            put_on(state, perm, choice[:-len(" counter")], 1, entering=True)  # (614.1c)
            state.changes += 1
        if choice == "none" and tribute:  # 702.104b: "if tribute wasn't paid"
            perm.tribute_unpaid = True
        elif choice == "haste":
            state.add_effect(Effect(frozenset({pid}), Duration.INDEFINITE, add=Kw.HASTE,
                                    description=f"{perm.card.name}: riot"))


def default_choices(card: CardDef) -> tuple[str, ...]:
    """The choices a permanent put onto the battlefield other than as a spell gets: the
    default policy's (the first option of each), as ``sim.rules.chosen.entering_choice``."""
    return tuple(ENTERING_OPTIONS[kind][0] if kind in ENTERING_OPTIONS else
                 choice_options(card)[0] for kind in entering_kinds(card)
                 if kind in ENTERING_OPTIONS or kind == COUNTER_CHOICE_OF)  # devour: none

