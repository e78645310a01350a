"""When the conditions of ``sim.text.graveyard_trigger_rules`` trigger (CR 603.2, 404.1), read
from the ``PutIntoGraveyard`` events ``sim.model.board.Board.move`` logs (a card put into its
owner's graveyard from any zone, a token too as it leaves the battlefield):

* "when ~ is put into a graveyard from anywhere": ~ put into a graveyard, from any zone (a
  token too: it goes there before it ceases to exist, 704.5d, seen as it last existed,
  603.10a); the ability, on the object in the graveyard, is controlled by its owner (113.8,
  603.3a: an object in a graveyard has no controller);
* "whenever a [creature | land | <color>] card is put into an opponent's graveyard | your
  graveyard from anywhere": each card (not a token: 108.2, 111.1) of the kind — its
  characteristics in the graveyard, as printed (400.7) — put into the graveyard of an
  opponent of its controller | of its controller (a card goes to its owner's graveyard,
  404.1), while the permanent with the ability is on the battlefield — or, if it left the
  battlefield in the same batch, those before it left and those put there from the
  battlefield with it (603.10a) —; "that player" the owner.
"""

from __future__ import annotations

from collections.abc import Iterator

from sim.model.events import Event, PutIntoGraveyard
from sim.model.objects import Permanent, Zone
from sim.model.programs import Triggered
from sim.model.state import GameState
from sim.rules.event_triggers import seen_before_leaving
from sim.text.graveyard_trigger_subjects import (
    CARD_TO_YOURS,
    GRAVEYARD_SUBJECTS,
    SELF_ANYWHERE,
)

_COLOR_LETTERS = {"white": "W", "blue": "U", "black": "B", "red": "R", "green": "G"}


def graveyard_subject(subject: str) -> bool:
    """Whether ``subject`` is one of this module's."""
    return subject in GRAVEYARD_SUBJECTS


def trigger_controller(perm: Permanent, ability: Triggered) -> str:
    """Who controls ``perm``'s triggered ``ability`` (603.3a): the owner of a card in a
    graveyard ("when ~ is put into a graveyard from anywhere", 113.8), else its controller."""
    if ability.subject == SELF_ANYWHERE and perm.zone is Zone.GRAVEYARD:
        return perm.owner
    return perm.controller


def graveyard_matches(state: GameState, perm: Permanent, ability: Triggered,
                      batch: list[Event]) -> Iterator[str | None]:
    """Once per event of ``batch`` ``perm``'s ``ability`` triggers on (CR 603.2)."""
    subject = ability.subject
    if subject == SELF_ANYWHERE:
        if perm.zone is Zone.GRAVEYARD:
            for e in batch:
                if isinstance(e, PutIntoGraveyard) and e.permanent == perm.id:
                    yield None
        return
    seen = _seen(state, perm, batch)
    if seen is None:
        return
    perm, batch = seen
    yours = subject.startswith(CARD_TO_YOURS)
    kind = subject.partition("|")[2]
    for e in batch:
        if not isinstance(e, PutIntoGraveyard) or (e.owner == perm.controller) != yours:
            continue
        card = state.permanents.get(e.permanent)
        if card is None or card.token or e.owner not in state.players:
            continue
        if not kind or kind == "creature" and card.card.is_creature or \
                kind == "land" and "Land" in card.card.types or \
                kind in _COLOR_LETTERS and _COLOR_LETTERS[kind] in card.card.color_set:
            yield e.owner


def _seen(state: GameState, perm: Permanent, batch: list[Event]
          ) -> tuple[Permanent, list[Event]] | None:
    """``perm`` and the events of ``batch`` it saw: all on the battlefield; if it left the
    battlefield in ``batch``, as it last existed, those before it left and the cards put into
    graveyards from the battlefield with it (603.10a: it sees those leaving at the same time);
    else None."""
    seen = seen_before_leaving(state, perm, batch)
    if seen is None or seen[0] is perm:
        return seen
    known, before = seen
    return known, before + [e for e in batch[len(before):] if isinstance(e, PutIntoGraveyard)
                            and e.origin == "battlefield"]
