"""An Aura's or Equipment's static ability changing the characteristics of what it is attached
to (issue 29, loseabil): "enchanted creature loses all abilities and is a blue Frog creature
with base power and toughness 1/1", "enchanted creature gets -3/-0 and loses all abilities",
"equipped creature gets +10/+10 and loses flying", "enchanted creature loses flying" (CR 303.4,
301.5, 611.3a, 613.1d-f, 613.4b-c, 205.1a).

The static ability is a ``Static`` with ``rule`` ``ATTACHED_CHANGE``, ``affects`` the object
it is attached to, and the changes as a ``Becoming`` (``sim.model.become_verbs``, encoded in
``Static.params`` under ``CHANGE``). While the Aura or Equipment is attached, the change is one
continuous effect (``Duration.WHILE_CHANGED``, ``Effect.source`` the Aura or Equipment,
``Effect.description`` the ability's text) whose timestamp is when it became attached (613.7e),
applied in each layer it reaches as a resolved "becomes" effect is (613.6): so a later effect
granting an ability still applies (613.7). ``synced`` (called where attachments change:
``sim.model.board.attached_control``) ends those whose object is no longer attached to the same
permanent (or no longer has the ability) and begins the missing ones."""

from __future__ import annotations

import json
from collections.abc import Iterator
from typing import Protocol

from sim.model.abilities import ENCHANTED, ENCHANTED_PERMANENT, EQUIPPED, Static
from sim.model.ability_loss import LOSABLE, kept_effects, kept_grants, kept_sources, layered_params
from sim.model.become_verbs import Becoming
from sim.model.characteristic_layers import sources_before
from sim.model.keywords import Kw
from sim.model.objects import Duration, Effect, Permanent, Zone

__all__ = ["ATTACHED_CHANGE", "CHANGE", "change_effect", "change_of", "decoded", "encoded",
           "kept_effects", "kept_grants", "kept_sources", "layered_params", "retyped",
           "synced"]

#: the static rule, and its ``Static.params`` key holding the encoded ``Becoming``
ATTACHED_CHANGE = "attached change"
CHANGE = "change"

_ATTACHED = frozenset((ENCHANTED, EQUIPPED, ENCHANTED_PERMANENT))


def encoded(change: Becoming) -> str:
    """``change`` as the text ``Static.params`` holds (a JSON list of its fields)."""
    return json.dumps([change.power, change.toughness,
                       None if change.colors is None else list(change.colors),
                       list(change.types), list(change.subtypes), int(change.add),
                       int(change.remove), list(change.order), list(change.pump),
                       change.strip, change.still])


def decoded(text: str) -> Becoming:
    """The ``Becoming`` ``encoded`` wrote."""
    f = json.loads(text)
    return Becoming(f[0], f[1], None if f[2] is None else tuple(f[2]), tuple(f[3]),
                    tuple(f[4]), Kw(f[5]), Kw(f[6]), order=tuple(f[7]),
                    pump=(int(f[8][0]), int(f[8][1])), strip=bool(f[9]),
                    still=str(f[10]) if len(f) > 10 else "")


def change_of(static: Static) -> Becoming | None:
    """The change an ``ATTACHED_CHANGE`` static ability makes, or None for another."""
    if static.rule != ATTACHED_CHANGE:
        return None
    return next((decoded(v) for k, v in static.params if k == CHANGE), None)


def change_effect(change: Becoming, affected: frozenset[str], duration: Duration,
                  before: frozenset[str], description: str, source: str) -> Effect:
    """The one continuous effect ``change`` makes (CR 613.6): card types added beside the
    others (205.1b) or replacing them ("a Frog creature", 205.1a), creature types replacing the
    others (layer 4), colors (5), abilities gained and lost (6: ``before``, the static
    abilities' sources earlier than it; all of them, ``Effect.strip``), base power and
    toughness (7b) and "gets +N/+N" (7c)."""
    return Effect(
        affected, duration, change.pump[0], change.pump[1], set_power=change.power,
        set_toughness=change.toughness, add=change.add,
        remove=change.remove | LOSABLE if change.strip else change.remove,
        types=(*change.types, *change.subtypes), colors=change.colors,
        creature_types=bool(change.subtypes) and not change.still,
        card_types=change.types == ("Creature",) and not change.still,
        before=before if change.remove or change.strip else frozenset(),
        description=description, source=source, strip=change.strip)


class _Board(Protocol):
    """What ``synced`` reads and changes of the board (``sim.model.board.Board``)."""

    permanents: dict[str, Permanent]
    effects: list[Effect]
    static_sources: tuple[str, ...] | None
    version: int
    changes: int

    def add_effect(self, effect: Effect) -> Effect:
        """Add an effect with the next timestamp (its permanents retyped)."""

    def battlefield(self) -> Iterator[Permanent]:
        """The permanents on the battlefield."""

    def _grants(self, pid: str, layer6: bool = True) -> Iterator[tuple[Permanent, Static]]:
        """The static abilities granting ``pid`` abilities, with their sources."""


def _applies(static: Static, host: Permanent) -> bool:
    """Whether ``static`` of an object attached to ``host`` applies to it (CR 303.4, 301.5):
    "enchanted | equipped creature" to a creature, "enchanted permanent" to any."""
    return host.zone is Zone.BATTLEFIELD and (static.affects == ENCHANTED_PERMANENT or
                                              host.card.is_creature or host.printed is not None
                                              and host.printed.is_creature)


def _statics(board: _Board, perm: Permanent) -> tuple[Static, ...]:
    """``perm``'s static abilities as the effects now say (its card may not be brought up to
    date yet as an effect making it lose all abilities begins or ends): none while one
    applies."""
    if any(e.strip and perm.id in e.affected for e in board.effects):
        return ()
    card = perm.printed if perm.card.abilities_lost and perm.printed is not None else perm.card
    return card.statics


def _lasts(board: _Board, e: Effect) -> bool:
    """Whether the effect ``e`` of an attached object's static ability still applies: its
    source on the battlefield, attached to the permanent it affects, with that ability."""
    source = board.permanents.get(e.source)
    return source is not None and source.zone is Zone.BATTLEFIELD and \
        source.attached_to is not None and source.attached_to in e.affected and \
        any(s.text == e.description and s.rule == ATTACHED_CHANGE for s in _statics(board, source))


def synced(board: _Board) -> list[str]:
    """Bring the attached objects' changes up to date (see the module docstring): the ended
    ones removed (the permanents they affected returned, to be retyped by the caller), each
    missing one begun now (``Board.add_effect`` retypes its permanent; ``Effect.before`` the
    static abilities' sources present now, 613.7a)."""
    ended = [e for e in board.effects if e.duration is Duration.WHILE_CHANGED and
             not _lasts(board, e)]
    out: list[str] = []
    if ended:
        board.effects = [e for e in board.effects if not any(e is x for x in ended)]
        out = [pid for e in ended for pid in e.affected]
        board.static_sources = None
        board.version += 1
        board.changes += 1
    for source in list(board.battlefield()):
        host_id = source.attached_to
        if host_id is None or not source.card.statics and not source.card.abilities_lost:
            continue
        for static in _statics(board, source):
            change = change_of(static)
            host = board.permanents.get(host_id)
            if change is None or host is None or static.affects not in _ATTACHED or \
                    not _applies(static, host) or any(
                        e.source == source.id and e.description == static.text and
                        e.duration is Duration.WHILE_CHANGED for e in board.effects):
                continue
            board.add_effect(change_effect(change, frozenset({host_id}), Duration.WHILE_CHANGED,
                                           sources_before(board), static.text, source.id))
    return out


def retyped(board: _Board, effect: Effect) -> list[str]:
    """The permanents whose ``card`` changes as ``effect`` begins or ends: those it affects
    when it changes types, colors (layers 4-5) or makes them lose all abilities (6), none
    otherwise; with ``strip`` (``sim.model.ability_loss``), also those they are attached to
    (their granted abilities come from the affected one's card, 613.1f), the static abilities
    on the battlefield are looked for again (604.1), and an attached object's change ends
    while it has lost its abilities (``synced``; begun again, with a new timestamp, once they
    are back)."""
    if not effect.strip:
        return list(effect.affected) if effect.types or effect.colors is not None or \
            effect.abilities is not None else []  # (quoted abilities granted, 613.1f)
    board.static_sources = None
    hosts = {p.attached_to for pid in effect.affected
             if (p := board.permanents.get(pid)) is not None and p.attached_to is not None}
    out = [*effect.affected, *(h for h in hosts if h not in effect.affected)]
    if hosts:
        out += synced(board)
    return out
