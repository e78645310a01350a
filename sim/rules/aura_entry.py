"""An Aura entering the battlefield without being cast (CR 303.4f-g): returned from a
graveyard or from exile, put there by a search, blinked. CR 303.4f: "If an Aura is entering
the battlefield under a player's control by any means other than by resolving as an Aura
spell, and the effect putting it onto the battlefield doesn't specify the object or player the
Aura will enchant, that player chooses what it will enchant as the Aura enters the
battlefield. The player must choose a legal object or player according to the Aura's enchant
ability and any other applicable effects." The object is chosen, not targeted: shroud and
hexproof don't matter (115.10), protection from the Aura's qualities does (702.16c). CR
303.4g: "If an Aura is entering the battlefield and there is no legal object or player for it
to enchant, the Aura remains in its current zone" (``may_enter``).

The objects it may enchant are those on the battlefield as it enters (``enchant_options``,
never itself nor anything entering with it): they are kept with the choice, which its new
controller answers just after the instruction puts it there, before anything else happens
(``sim.rules.arriving``, a ``choose_permanent`` decision; a single legal object is chosen at
once). An Aura returned by an exile "until ~ leaves the battlefield" outside a resolution (after
state-based actions or costs) is asked first, as the legend rule's choice is
(``sim.rules.aura_return``); only one with a single legal object enters without a question
there (``settle_now``)."""

from __future__ import annotations

from sim.model.board import attached_control
from sim.model.card import CardDef
from sim.model.objects import Zone
from sim.model.protection import removing
from sim.model.state import GameState
from sim.rules.targeting import enchantable

#: the ``Resolving.arriving`` kind of an Aura's choice: ``enchant=<id>,<id>|<aura id>``
ENCHANT = "enchant="


def is_aura(card: CardDef) -> bool:
    """Whether ``card`` is an Aura (CR 303.4)."""
    return "Aura" in card.subtypes


def enchant_options(state: GameState, pid: str, controller: str) -> tuple[str, ...]:
    """The players and permanents on the battlefield the Aura ``pid`` may enchant entering
    under ``controller``'s control (CR 303.4f, 303.4d, 702.16c): never itself."""
    aura = state.permanents[pid]
    was = aura.controller
    aura.controller = controller  # "you control" in its enchant ability is its new controller
    try:
        found = [p for p in state.players if enchantable(state, aura, p)]
        found += [p.id for p in state.battlefield() if p.id != pid and enchantable(
            state, aura, p.id) and not removing(state, p.id, pid)]
    finally:
        aura.controller = was
    return tuple(found)


def may_enter(state: GameState, pid: str, controller: str) -> bool:
    """CR 303.4g: an Aura with no legal object or player to enchant stays where it is."""
    perm = state.permanents[pid]
    return perm.zone is Zone.BATTLEFIELD or not is_aura(perm.card) or bool(
        enchant_options(state, pid, controller))


def waiting(state: GameState, pid: str, controller: str) -> tuple[str, ...]:
    """The kind ``sim.rules.arriving`` keeps for the Aura ``pid`` entering under
    ``controller``'s control: its legal objects as it enters (computed before it is on the
    battlefield); () for a non-Aura."""
    perm = state.permanents[pid]
    if not is_aura(perm.card):
        return ()
    return (ENCHANT + ",".join(enchant_options(state, pid, controller)),)


def still_legal(state: GameState, kind: str, pid: str) -> tuple[str, ...]:
    """The objects kept in ``kind`` the Aura ``pid`` may still enchant."""
    perm = state.permanents[pid]
    return tuple(o for o in kind[len(ENCHANT):].split(",") if o and enchantable(
        state, perm, o) and (o in state.players or not removing(state, o, pid)))


def attach(state: GameState, pid: str, chosen: str) -> None:
    """The Aura ``pid`` enters attached to ``chosen`` (CR 303.4f); a control-changing one
    gives it to its controller (613.1b)."""
    state.permanents[pid].attached_to = chosen
    attached_control(state)


def settle_now(state: GameState, pid: str, kind: str) -> None:
    """Outside a resolution: the only legal object (an Aura with more than one was asked
    before, ``sim.rules.aura_return``, and is attached to the one chosen after)."""
    options = still_legal(state, kind, pid)
    if options:
        attach(state, pid, options[0])
