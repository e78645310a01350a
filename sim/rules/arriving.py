"""Choices a permanent's own replacement effects ask as it enters the battlefield (CR 614.12)
when an effect puts it there: "As ~ enters, you may pay 2 life. If you don't, it enters
tapped." (a shock land fetched from the library), "as ~ enters, choose a color | a creature
type" (returned from a graveyard), riot and unleash (702.136a, 702.98a: "you may have it enter
with an additional +1/+1 counter").

A permanent spell asks these as it resolves (``sim.rules.chosen``, ``sim.rules.riot``) and a
land played asks as part of the action (``sim.rules.land_entry``). An effect putting a
permanent onto the battlefield can't stop in the middle of its instruction, so the permanent
enters with the answer of not choosing (tapped; the default color; no counter) and waits in
``Resolving.arriving``; before anything else happens — the resolution's next instruction, its
end, and so before any state-based action, triggered ability or player sees the permanent — its
controller answers (``settle``: a ``choose_pay`` decision for the life, ``choose_quality`` for
the rest) and the answer is applied to it as if made as it entered. The choice is its
controller's (614.12: the permanent's own ability). Not asked: life for a permanent that
enters tapped anyway (paying would change nothing but the life total); tribute and devour,
which keep their default answers (``sim.rules.riot.default_choices``).
"""

from __future__ import annotations

import attrs

from sim.model.abilities import CHOOSE_AS_ENTERS, PAY_LIFE_AS_ENTERS, RIOT, UNLEASH
from sim.model.board import retype
from sim.model.card import CardDef
from sim.model.chapters import LORE, READ_AHEAD
from sim.model.counted_entering import COUNTER_CHOICE_OF, choice_options
from sim.model.decisions import DecisionKind
from sim.model.may_verbs import can_reveal, reveal_kinds
from sim.model.objects import Zone
from sim.model.stack_objects import Resolving
from sim.model.state import GameState
from sim.rules import aura_entry, riot
from sim.rules.chosen import choice_kind, quality_options
from sim.rules.counters import put_on
from sim.rules.life import lose_life
from sim.rules.sagas import read_ahead_options

#: ``Resolving.asking`` while the controller of a permanent that entered answers its choice
ARRIVING = "arriving"
#: the choice of the life waiting (614.12); the others are ``sim.rules.chosen.choice_kind``'s
#: ("color", "color other than red", "creature type") and riot's or unleash's keyword
LIFE = "life"
#: the choice of revealing a card from the hand (614.12; ``sim.model.may_verbs``)
REVEAL = "reveal"
_KEYWORDS = frozenset((RIOT, UNLEASH, READ_AHEAD,  # (read ahead: 702.155a)
                       COUNTER_CHOICE_OF))  # "your choice of a <kind> counter or ..." (614.1c)


def life_to_enter_untapped(card: CardDef) -> int:
    """The life ``card``'s "as ~ enters, you may pay N life. if you don't, it enters tapped"
    asks (CR 614.12); 0 when it has no such ability."""
    for s in card.statics:
        if s.rule == PAY_LIFE_AS_ENTERS:
            return s.amount
    return 0


def waiting(card: CardDef) -> tuple[str, ...]:
    """The choices ``card`` makes as it enters that an effect putting it onto the battlefield
    leaves waiting, in the order asked: the color or creature type, riot's or unleash's
    counter (only when those are all its entering keywords), the life."""
    kinds = [choice_kind(s) for s in card.statics if s.rule == CHOOSE_AS_ENTERS]
    keywords = riot.entering_kinds(card)
    if keywords and set(keywords) <= _KEYWORDS:
        kinds += keywords
    if life_to_enter_untapped(card):
        kinds.append(LIFE)
    if reveal_kinds(card):  # "you may reveal a <kind> card from your hand" (issue 29)
        kinds.append(REVEAL)
    return tuple(kinds)


def defaults(card: CardDef, kinds: tuple[str, ...]) -> tuple[str, ...]:
    """The entering keyword answers ``card`` gets at once: the default policy's, except those
    left waiting in ``kinds``."""
    if any(k in _KEYWORDS for k in kinds):
        return ()
    return riot.default_choices(card)


def wait(state: GameState, pid: str, kinds: tuple[str, ...]) -> None:
    """Queue the choices ``kinds`` of the permanent ``pid``, which just entered during the
    resolution ``state.resolving``, for its controller to answer (``settle``)."""
    work = state.resolving
    assert isinstance(work, Resolving)
    state.resolving = attrs.evolve(work, arriving=(
        *work.arriving, *(f"{kind}|{pid}" for kind in kinds)))


def _options(state: GameState, kind: str, pid: str) -> tuple[str, ...]:
    perm = state.permanents.get(pid)
    if perm is None or perm.zone is not Zone.BATTLEFIELD:
        return ()  # gone already: nothing to choose for it
    if kind == LIFE:  # 119.4: life is paid only from a life total at least that high
        life = state.players[perm.controller].life
        return ("yes", "no") if life >= life_to_enter_untapped(perm.card) else ()
    if kind == REVEAL:  # 614.12: only with such a card in hand
        return ("yes", "no") if can_reveal(state, perm.controller, perm.card, pid) else ()
    if kind.startswith(aura_entry.ENCHANT):  # 303.4f: what an Aura enchants
        return aura_entry.still_legal(state, kind, pid)
    if kind == READ_AHEAD:  # 702.155a: a number up to its final chapter number
        return read_ahead_options(perm.card)
    if kind == COUNTER_CHOICE_OF:  # "your choice of a deathtouch counter or ..." (614.1c)
        return choice_options(perm.card)
    return quality_options(state, perm.controller, kind)


def question(state: GameState, work: Resolving) -> tuple[str, DecisionKind, str,
                                                         tuple[str, ...]]:
    """The decision ``settle`` waits for: who answers, its kind, what it asks, its options."""
    kind, pid = work.arriving[0].split("|", 1)
    perm = state.permanents[pid]
    if kind == LIFE:
        what = (f"pay {life_to_enter_untapped(perm.card)} life as {perm.card.name} enters? "
                "If you don't, it enters tapped (CR 614.12)")
        return perm.controller, DecisionKind.CHOOSE_PAY, what, ("yes", "no")
    if kind == REVEAL:
        what = (f"reveal a {' or '.join(reveal_kinds(perm.card))} card as {perm.card.name} "
                "enters? If you don't, it enters tapped (CR 614.12)")
        return perm.controller, DecisionKind.CHOOSE_PAY, what, ("yes", "no")
    if kind.startswith(aura_entry.ENCHANT):
        what = f"choose what {perm.card.name} enchants as it enters (CR 303.4f)"
        return perm.controller, DecisionKind.CHOOSE_PERMANENT, what, _options(state, kind, pid)
    what = f"as {perm.card.name} enters, choose a{'n' * (kind[:1] in 'aeiou')} {kind} (CR 614.12)"
    return perm.controller, DecisionKind.CHOOSE_QUALITY, what, _options(state, kind, pid)


def settle(state: GameState) -> bool:
    """Answer the choices waiting in ``state.resolving.arriving`` one by one (CR 614.12);
    False while one waits for its controller (``asking`` is ``ARRIVING``). A choice with one
    answer or none (the permanent gone, too little life) is made at once."""
    work = state.resolving
    assert isinstance(work, Resolving)
    while work.arriving:
        kind, pid = work.arriving[0].split("|", 1)
        options = _options(state, kind, pid)
        if len(options) > 1 and work.answer not in options:
            state.resolving = attrs.evolve(work, asking=ARRIVING)
            return False
        chosen = work.answer if work.answer in options else options[0] if kind not in (
            LIFE, REVEAL) and options else ""
        if chosen:
            _apply(state, kind, pid, chosen)
        work = state.resolving = attrs.evolve(work, arriving=work.arriving[1:], answer="",
                                              asking="")
    return True


def _apply(state: GameState, kind: str, pid: str, chosen: str) -> None:
    """The permanent ``pid`` gets the answer ``chosen`` as if made as it entered."""
    perm = state.permanents[pid]
    if kind == LIFE:
        if chosen == "yes":  # 119.4: paying life is losing it; then it doesn't enter tapped
            lose_life(state, [perm.controller], life_to_enter_untapped(perm.card),
                      perm.card.name)
            perm.tapped = False
    elif kind == REVEAL:
        perm.tapped = perm.tapped and chosen != "yes"  # revealed: it doesn't enter tapped
    elif kind.startswith(aura_entry.ENCHANT):
        aura_entry.attach(state, pid, chosen)
    elif kind == READ_AHEAD:  # 702.155a: that many lore counters, as it entered (122.6)
        put_on(state, perm, LORE, int(chosen), entering=True)
    elif kind in _KEYWORDS:
        riot.entered(state, pid, (chosen,))
    else:  # "~ is the chosen type | color" (613.1d-e)
        perm.chosen = chosen
        retype(state, pid)
    state.version += 1
    state.changes += 1
