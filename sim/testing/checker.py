"""The conformance checker: random legal play with the interface's invariants checked at every
decision (in the spirit of OpenSpiel's random simulation test).

``check(state, rng)`` plays ``state`` to its end choosing uniformly among the legal actions and
checks, at every decision:

* the decision names a player still in the game, and ``legal_actions()`` is not empty;
* ``len(legal)`` equals the number iterated (when at most ``small``), every listed action is
  ``in`` the list, applies on a clone without error, and reads back from its text and JSON
  forms;
* a sample of unlisted actions (listed ones mutated: an amount changed, a creature added or
  dropped, a name that is not an option) raises ``IllegalActionError`` and changes nothing;
* acting on a clone leaves the original's ``to_dict()`` unchanged;
* ``to_dict()`` survives JSON and ``GameState.from_dict`` exactly;
* no state-based action is left undone (no creature with lethal damage or toughness 0 or less
  on the battlefield, no player at 0 life still playing) at a declaration.

With the stack (spells, abilities, triggers; ``random_board(..., tricks=True)`` deals hands of
instants and gives creatures activated abilities and triggering keywords), also:

* priority and choice decisions list every action (``count()`` equals the number iterated,
  however many), and a priority decision offers more than passing (CR 117: a player who can
  only pass is not asked);
* the stack's ids are unique and below ``stack_count``; the cards in the stack zone are
  exactly the sources of the spells on the stack (with the one being cast and the one
  resolving; a copy of a spell has no card of its own, CR 707.10); an object is mid-cast
  exactly at ``choose_mode``/``choose_x``/``choose_target``;
* no mana pool goes negative, and none grows but by the mana a resolving spell or ability
  added (``ManaAdded``, CR 106.3);
* tokens are only on the battlefield (CR 704.5d), combat holds only battlefield creatures;
* a spell that resolved or was countered is in its owner's graveyard (an instant, or a
  countered permanent spell, CR 608.2n, 701.6a) or on the battlefield under its caster's
  control (a permanent spell that resolved, 608.3) — checked right after the action;
* the chosen action applied to a clone gives the same ``to_dict()`` as applied to the game;
* when the play ends with the combat over (no player lost), the stack is empty and nothing is
  being cast or resolving, nor waiting to trigger.

Under ``rules = "puzzle-quest"`` (``sim.variants.puzzle_quest``; ``random_board(...,
rules=...)``), at the end of the play, against the positions replayed to the start of the
declare attackers and declare blockers steps (``sim.testing.puzzle_quest_checks``):

* no declaration, band, damage assignment or damage order was asked (combat is automatic);
* each player's logged slots hold exactly their creatures, grouped bravery (the active
  player's, during combat), defender, reach, vigilance, the rest (PQ "Creature slots");
* the attackers are exactly the active player's creatures that are not summoning sick without
  haste, disabled, "can't attack" or of power 0 or less, in slot order; each attacks the
  defending player or, a berserker, one of its creatures (PQ "Attacking");
* each blocker is the defending player's, not disabled, without "can't block", blocks one
  attacker once; one that is not the creature a berserker attacks has defender, reach or
  vigilance, obeys flying's rule, blocks no unblockable creature, and is the first in slot
  order not yet used that could; a menace attacker is blocked that way only when two could,
  and an attacker without menace or unblockable is left unblocked only when none could (PQ
  "Blocking");
* combat damage comes only from attackers and blockers, to a creature's own blocker or
  attacker, or to the defending player (or a planeswalker an attacker entered attacking).

At the end it replays ``state.history`` on the starting position and compares ``to_dict()``.
``check_seeds`` also plays the same seed twice and compares the trajectories.
``sim.testing.random_boards`` makes random combats (and decks) to check. Failures raise
``ConformanceError`` naming the decision; whole games are checked by
``sim.testing.game_checks``.
"""

from __future__ import annotations

import json
from collections.abc import Iterator, Sequence

import attrs
import numpy as np

from sim.legality.legal_actions import DeclarationActions
from sim.model.abilities import BUYBACK, CIPHER, FLASHBACK, JUMP_START, REBOUND
from sim.model.actions import (
    Action,
    ActivateAbility,
    AssignDamage,
    CastSpell,
    Choose,
    ChooseEffect,
    DeclareAttackers,
    DeclareBlockers,
    OrderDamage,
    ResolveEffect,
    TurnFaceUp,
    action_from_json,
    parse_action,
)
from sim.model.card import CardDef
from sim.model.decisions import Decision, DecisionKind
from sim.model.declarations import AttackDeclaration, BlockDeclaration
from sim.model.editions import Edition
from sim.model.errors import IllegalActionError
from sim.model.events import (
    AbilityActivated,
    AbilityTriggered,
    Bounced,
    Died,
    Entered,
    Event,
    Exiled,
    ManaAdded,
    PutIntoLibrary,
    SpellCast,
    StackResolved,
)
from sim.model.keywords import Kw
from sim.model.mana import Mana
from sim.model.objects import Zone
from sim.model.stack_objects import ABILITY, DISCARD_CHOICE, SPELL, TRIGGER
from sim.model.state import GameState
from sim.model.zone_verbs import EXILE_WITH_TIME
from sim.rules import aura_return, dredge, legend_rule, untap_choice
from sim.rules.exile_cast import COPY_MARK
from sim.testing.conformance import ConformanceError, Report
from sim.testing.puzzle_quest_checks import check_puzzle_quest

#: decisions whose legal list is always iterated in full (they are short)
_FULL = frozenset({DecisionKind.PRIORITY, DecisionKind.CHOOSE_MODE, DecisionKind.CHOOSE_X,
                   DecisionKind.CHOOSE_TARGET, DecisionKind.ORDER_TRIGGERS,
                   DecisionKind.CHOOSE_OPTIONAL, DecisionKind.CHOOSE_ATTACKED,
                   DecisionKind.CHOOSE_DIVISION, DecisionKind.CHOOSE_SOURCE,
                   DecisionKind.CHOOSE_SACRIFICE, DecisionKind.CHOOSE_PAY,
                   DecisionKind.CHOOSE_RETURN, DecisionKind.CHOOSE_PERMANENT,
                   DecisionKind.CHOOSE_PLACE, DecisionKind.CHOOSE_CARD,
                   DecisionKind.CHOOSE_DISCARD,
                   DecisionKind.CHOOSE_CREW, DecisionKind.CHOOSE_COST,
                   DecisionKind.CHOOSE_QUALITY, DecisionKind.CHOOSE_MANA})


_CHOICES = frozenset({DecisionKind.CHOOSE_MODE, DecisionKind.CHOOSE_X, DecisionKind.CHOOSE_TARGET,
                      DecisionKind.CHOOSE_DIVISION, DecisionKind.CHOOSE_PAYMENT,
                      DecisionKind.CHOOSE_CREW, DecisionKind.CHOOSE_COST})


@attrs.define
class DecisionTally:
    """What a check has met so far (``Report``'s first fields)."""

    decisions: int = 0
    listed: int = 0
    refused: int = 0
    kinds: set[str] = attrs.Factory(set)


def check(state: GameState, rng: np.random.Generator, small: int = 48,
          unlisted: int = 4, max_decisions: int = 500) -> Report:
    """Play ``state`` (unchanged: a clone is played) at random, checking every decision."""
    start = state.clone()
    game = state.clone().start()
    tally = DecisionTally()
    check_stack_invariants(game, "at the start")
    while not game.is_terminal():
        where = next_decision(game, tally, max_decisions)
        check_invariants(game, where)
        check_stack_invariants(game, where)
        chosen = check_decision(game, rng, tally, where, small, unlisted, deep=True)
        pools = {p.id: p.mana for p in game.players.values()}
        seen = len(game.events)
        apply_checked(game, chosen, where, deep=True)
        after = f"after {chosen} at {where}"
        _pools(game, pools, after, game.events[seen:])
        check_resolved(game, seen, after)
    check_stack_invariants(game, "at the end")
    if game.rules is Edition.PUZZLE_QUEST:
        check_puzzle_quest(start, game, tally.kinds)
    if game.result is None and (game.stack or game.casting is not None
                                or game.resolving is not None or game.triggered):
        raise ConformanceError(f"the combat is over with the stack not empty: {game.stack}, "
                               f"casting {game.casting}, resolving {game.resolving}, "
                               f"triggered {game.triggered}")
    check_replay(start, game)
    events = game.events
    return Report(tally.decisions, tally.listed, tally.refused, frozenset(tally.kinds),
                  sum(isinstance(e, SpellCast) for e in events),
                  sum(isinstance(e, AbilityActivated) for e in events),
                  sum(isinstance(e, AbilityTriggered) for e in events))


def next_decision(game: GameState, tally: DecisionTally, max_decisions: int) -> str:
    """Count the pending decision; its name in messages."""
    decision = game.decision
    if decision is None or tally.decisions >= max_decisions:
        raise ConformanceError(f"no decision pending but not terminal, or over "
                               f"{max_decisions} decisions (at {game.step.value}, turn "
                               f"{game.turn})")
    tally.decisions += 1
    tally.kinds.add(decision.kind)
    return f"decision {tally.decisions} ({decision})"


def _snapshot(game: GameState, deep: bool) -> object:
    """The position to compare with later: ``to_dict()`` (deep), else a clone, compared by
    value (attrs equality: every field but the caches; much cheaper on a long game, but blind
    to a change made through a mutable object the clone shares, which ``to_dict`` sees)."""
    return game.to_dict() if deep else game.clone()


def _same(game: GameState, snapshot: object, deep: bool) -> bool:
    return (game.to_dict() if deep else game) == snapshot


def check_decision(game: GameState, rng: np.random.Generator, tally: DecisionTally, where: str,
                    small: int, unlisted: int, deep: bool) -> Action:
    """The interface's invariants at the pending decision (the module docstring: the legal
    list, its actions, unlisted mutants, clones; with ``deep`` the ``to_dict`` round trip and
    comparisons by ``to_dict``); returns the action chosen uniformly at random."""
    decision = game.decision
    assert decision is not None
    legal = game.legal_actions()
    n = legal.count()
    if n == 0:
        raise ConformanceError(f"{where}: no legal action")
    script = game.script  # a scripted entry is asked for even when it can't run now
    if decision.kind == DecisionKind.PRIORITY and n < 2 and not (
            script is not None and script.wants(game, decision.player)):
        raise ConformanceError(f"{where}: a priority decision with only passing (CR 117)")
    full = n <= small or decision.kind in _FULL
    before = _snapshot(game, deep)
    if deep:
        assert isinstance(before, dict)
        check_round_trip(game, before, where)
    listed = list(legal) if full else [legal[int(i)] for i in rng.integers(n, size=small)]
    if full and len(listed) != n:
        raise ConformanceError(f"{where}: len(legal) is {n} but {len(listed)} iterated")
    if full and len(set(listed)) != n:
        raise ConformanceError(f"{where}: the legal actions repeat one")
    for action in listed:
        tally.listed += 1
        _listed(game, action, where)
    if not _same(game, before, deep):
        raise ConformanceError(f"{where}: acting on clones changed the original")
    for action in _unlisted(game, listed, full, rng, unlisted):
        trial = game.clone()
        snapshot = _snapshot(trial, deep)
        try:
            trial.apply(action)
        except IllegalActionError:
            tally.refused += 1
            if not _same(trial, snapshot, deep):
                raise ConformanceError(f"{where}: refusing {action} changed the state"
                                       ) from None
            continue
        except Exception as err:  # noqa: BLE001 - any other error is the finding
            raise ConformanceError(f"{where}: unlisted {action} raised "
                                   f"{type(err).__name__}: {err}") from err
        raise ConformanceError(f"{where}: unlisted {action} was accepted")
    chosen = legal.sample(rng)
    if isinstance(legal, DeclarationActions):  # the fast path against the full judgment
        fast, full_verdict = legal.accepted(chosen), legal.verdict(chosen)  # type: ignore[arg-type]
        if bool(fast) != bool(full_verdict) or fast.cost != full_verdict.cost:
            raise ConformanceError(f"{where}: {chosen} handed out by the list is accepted "
                                   f"as {fast.explain()} but judged {full_verdict.explain()}")
    return chosen


def apply_checked(game: GameState, chosen: Action, where: str, deep: bool) -> None:
    """Apply ``chosen`` to the game and to a clone (its own list: it judges ``chosen`` in
    full); both must accept it and reach the same position."""
    twin = game.clone()
    try:
        game.apply(chosen)
        twin.apply(chosen)
    except Exception as err:  # noqa: BLE001 - a listed action must apply
        raise ConformanceError(f"{where}: applying listed {chosen} raised "
                               f"{type(err).__name__}: {err}") from err
    if not _same(twin, _snapshot(game, deep), deep):
        raise ConformanceError(f"{where}: {chosen} on a clone gives a different position")


def check_replay(start: GameState, game: GameState) -> None:
    """``game``'s history replayed on ``start`` gives the same position."""
    replay = start.clone().start()
    for action in game.history:
        replay.apply(action)
    if replay.to_dict() != game.to_dict():
        raise ConformanceError("replaying the history gives a different position")


def check_seeds(state: GameState, seed: int) -> Report:
    """``check`` with ``seed``, and the same seed played again gives the same trajectory."""
    report = check(state, np.random.default_rng(seed))
    first, second = state.clone(), state.clone()
    for game in (first, second):
        rng = np.random.default_rng(seed)
        game.start()
        while not game.is_terminal():
            game.apply(game.legal_actions().sample(rng))
    if first.to_dict() != second.to_dict():
        raise ConformanceError(f"seed {seed}: two plays differ")
    return report


def check_invariants(game: GameState, where: str) -> None:
    """Raise ``ConformanceError`` if the pending decision is for a player not in the game or,
    at a declaration or priority decision (state-based actions just checked), a player
    who should have lost (CR 704.5a, c) or a creature that should be dead (704.5f, g) is
    still there."""
    decision = game.decision
    assert decision is not None
    if decision.player not in game.players or game.players[decision.player].lost:
        raise ConformanceError(f"{where}: {decision.player!r} is not a player still in the game")
    if decision.kind not in (DecisionKind.DECLARE_ATTACKERS, DecisionKind.DECLARE_BLOCKERS,
                             DecisionKind.PRIORITY):
        return  # state-based actions are checked when a player would receive priority
    for player in game.players.values():
        if not player.lost and (player.life <= 0 or player.poison >= 10):
            raise ConformanceError(f"{where}: {player.id} should have lost (CR 704.5a, c)")
    for perm in game.creatures():
        toughness = game.toughness(perm.id)
        if toughness <= 0 or perm.damage >= toughness and not game.has(perm.id,
                                                                      Kw.INDESTRUCTIBLE):
            raise ConformanceError(f"{where}: {perm.id} should be dead (CR 704.5f, g)")


def check_stack_invariants(game: GameState, where: str) -> None:
    """The stack, the stack zone, mid-cast objects, mana pools, tokens and combat agree."""
    ids = [item.id for item in game.stack]
    if len(set(ids)) != len(ids):
        raise ConformanceError(f"{where}: stack ids repeat: {ids}")
    if any(not i.startswith("s") or not i[1:].isdigit() or int(i[1:]) > game.stack_count
           for i in ids):
        raise ConformanceError(f"{where}: stack ids {ids} beyond stack_count "
                               f"{game.stack_count}")
    items = list(game.stack)
    if game.casting is not None:
        items.append(game.casting.item)
    if game.resolving is not None:
        items.append(game.resolving.item)
    sources = [i.source for i in items if i.kind == SPELL and not i.copy]  # 707.10: a copy
    # has no card of its own (its source is the copied spell's card, perhaps gone from the stack)
    if len(set(sources)) != len(sources):
        raise ConformanceError(f"{where}: one card is several spells: {sources}")
    in_zone = {p.id for p in game.permanents.values() if p.zone is Zone.STACK}
    if in_zone != set(sources):
        raise ConformanceError(f"{where}: cards in the stack zone {sorted(in_zone)} are not "
                               f"the spells' cards {sorted(sources)}")
    for item in items:
        if item.kind not in (SPELL, ABILITY, TRIGGER):
            raise ConformanceError(f"{where}: {item} is of no known kind")
        if item.controller not in game.players:
            raise ConformanceError(f"{where}: {item} is controlled by no player")
    for item in game.stack:
        if len(item.targets) != len(item.effect.targets):
            raise ConformanceError(f"{where}: {item} has {len(item.targets)} targets for "
                                   f"{len(item.effect.targets)} target words")
    decision = game.decision
    # attack or block costs being paid (CR 508.1h, 509.1e): a choose_payment decision outside
    # casting, and only then
    due = game.combat.costs_due if game.combat is not None else ()
    paying = decision is not None and decision.kind == DecisionKind.CHOOSE_PAYMENT and bool(due)
    if bool(due) != paying and decision is not None:
        raise ConformanceError(f"{where}: costs {due} due at a {decision.kind} decision")
    if decision is not None and not paying and \
            (decision.kind in _CHOICES) != (game.casting is not None):
        raise ConformanceError(f"{where}: casting is {game.casting} at a "
                               f"{decision.kind} decision")
    if decision is not None and decision.kind in (
            DecisionKind.CHOOSE_OPTIONAL, DecisionKind.CHOOSE_ATTACKED, DecisionKind.CHOOSE_SOURCE,
            DecisionKind.CHOOSE_SACRIFICE, DecisionKind.CHOOSE_PAY, DecisionKind.CHOOSE_RETURN,
            DecisionKind.CHOOSE_PLACE, DecisionKind.CHOOSE_CARD,
            DecisionKind.CHOOSE_PERMANENT, DecisionKind.CHOOSE_QUALITY,
            DecisionKind.CHOOSE_MANA) and game.resolving is None and not (
                game.combat is not None and (game.combat.exert_asks  # 701.43a
                                             or game.combat.enlist_asks)  # 702.154a
                or dredge.asker(game) is not None  # 702.52a: the draw step's draw
                or untap_choice.asking(game)  # 502.3: "you may choose not to untap ~"
                or legend_rule.pending(game)  # 704.5j
                or aura_return.pending(game)):  # 303.4f, 610.3c
        raise ConformanceError(f"{where}: a {decision.kind} choice with nothing resolving")
    if decision is not None and decision.kind == DecisionKind.CHOOSE_DISCARD:
        _check_discard(game, decision, where)
    for player in game.players.values():
        mana = player.mana
        if min(mana.W, mana.U, mana.B, mana.R, mana.G, mana.C) < 0:
            raise ConformanceError(f"{where}: {player.id}'s mana pool {mana!r} is negative")
    for perm in game.permanents.values():
        if perm.token and perm.zone is not Zone.BATTLEFIELD and not (
                COPY_MARK in perm.id and perm.zone in (Zone.STACK, Zone.EXILE)):
            # a copy of a card (cipher's) is made in exile and cast (704.5e, 707.12)
            raise ConformanceError(f"{where}: token {perm.id} in the {perm.zone} (CR 704.5d)")
        if perm.zone is Zone.HAND and perm.controller != perm.owner:
            raise ConformanceError(f"{where}: {perm.id} in {perm.owner}'s hand is controlled "
                                   f"by {perm.controller}")
    combat = game.combat
    if combat is not None:
        for pid in (*combat.attackers, *combat.blocks):
            fighter = game.permanents.get(pid)
            if fighter is None or fighter.zone is not Zone.BATTLEFIELD:
                raise ConformanceError(f"{where}: {pid} is in combat but not on the "
                                       "battlefield (CR 506.4)")


def _pools(game: GameState, before: dict[str, Mana], where: str,
           events: Sequence[Event] = ()) -> None:
    """A pool grows only by the mana a resolving spell or ability added (CR 106.3:
    ``ManaAdded``)."""
    added: dict[str, Mana] = {}
    for event in events:
        if isinstance(event, ManaAdded):
            got, more = added.get(event.player, Mana()), Mana.parse(event.mana)
            added[event.player] = Mana(*(getattr(got, c) + getattr(more, c) for c in "WUBRGC"))
    for player in game.players.values():
        old, new = before[player.id], player.mana
        extra = added.get(player.id, Mana())
        if any(getattr(new, c) > getattr(old, c) + getattr(extra, c) for c in "WUBRGC"):
            raise ConformanceError(f"{where}: {player.id}'s mana pool grew from {old} to {new}")


#: the events of a permanent leaving the battlefield
_LEFT = (Died, Exiled, Bounced, PutIntoLibrary)


#: the keywords a spell cast from a graveyard with is exiled after (702.34a, 702.133a)
_EXILED = frozenset((FLASHBACK, JUMP_START))


def _spell_zone(card: CardDef, spell: SpellCast) -> Zone:
    """Where an instant or sorcery (or a countered spell) goes as it leaves the stack: its
    owner's graveyard (608.2n), or exile when it was cast with flashback (702.34a: from a
    graveyard, a card with flashback)."""
    flashback = spell.origin == "graveyard" and any(k in _EXILED for k, _ in card.params)
    return Zone.EXILE if flashback else Zone.GRAVEYARD


def _bought_back(card: CardDef, countered: bool) -> bool:
    """Whether a spell that resolved may have gone to its owner's hand: its buyback cost may
    have been paid (702.27a; not if it was countered)."""
    return not countered and any(k == BUYBACK for k, _ in card.params)


def check_resolved(game: GameState, seen: int, where: str) -> None:
    """Each spell that left the stack in the last action is where CR 608.2n, 608.3 put it."""
    events = game.events
    cast = {e.item: e for e in events if isinstance(e, SpellCast)}
    for index in range(seen, len(events)):
        event = events[index]
        if not isinstance(event, StackResolved) or event.item not in cast:
            continue
        spell = cast[event.item]
        perm = game.permanents.get(spell.card)
        if perm is None and any(isinstance(e, PutIntoLibrary) and e.permanent == spell.card
                                for e in events[seen:]):
            continue  # shuffled into its owner's library as it resolved (701.24a)
        if perm is None and COPY_MARK in spell.card:
            continue  # a copy of a card ceases to exist off the stack (704.5e; cipher)
        if perm is None:
            raise ConformanceError(f"{where}: the card of {event.item} is gone")
        later = events[index:]
        types = perm.card.types
        adventure = perm.card.adventure
        if adventure is not None and spell.name == adventure.name:  # cast as its Adventure:
            wanted = Zone.GRAVEYARD if event.countered else Zone.EXILE  # exiled (715.3d)
        elif event.countered or "Instant" in types or "Sorcery" in types:
            wanted = _spell_zone(perm.card, spell)
            if not event.countered and spell.origin == "hand" and \
                    (REBOUND, "") in perm.card.params:
                wanted = Zone.EXILE  # 702.88a: rebound exiles it as it resolves
            if not event.countered and perm.card.spell is not None and any(
                    op.verb == EXILE_WITH_TIME for op in perm.card.spell.ops):
                wanted = Zone.EXILE  # 702.62b: "exile ~ with N time counters on it"
            if not event.countered and (CIPHER, "") in perm.card.params and \
                    any(e[0] == perm.id for e in game.encoded):
                wanted = Zone.EXILE  # 702.99a: exiled encoded on a creature
        elif any(isinstance(e, _LEFT) and e.permanent == perm.id for e in later):
            # it entered, then left the battlefield (died, bounced, exiled) in the same stretch
            # of play (an end step trigger): it entered under its caster's control
            entered = [e for e in later if isinstance(e, Entered) and e.permanent == perm.id]
            if not entered or entered[0].controller != spell.player:
                raise ConformanceError(f"{where}: {event.item} ({spell.name}) resolved and "
                                       f"left the battlefield without entering it under "
                                       f"{spell.player}'s control")
            continue
        else:
            wanted = Zone.BATTLEFIELD
        if perm.zone is not wanted and not (perm.zone is Zone.HAND and _bought_back(
                perm.card, event.countered)):
            raise ConformanceError(f"{where}: {event.item} ({spell.name}) "
                                   f"{'was countered' if event.countered else 'resolved'} "
                                   f"and is in the {perm.zone.value}, not the "
                                   f"{wanted.value}")
        if perm.owner != spell.player or (wanted is Zone.BATTLEFIELD
                                         and perm.controller != spell.player):
            raise ConformanceError(f"{where}: {event.item} ({spell.name}) is owned by "
                                   f"{perm.owner}, controlled by {perm.controller}, but "
                                   f"{spell.player} cast it from hand")


def check_round_trip(game: GameState, data: dict[str, object], where: str) -> None:
    """Raise ``ConformanceError`` unless ``data`` (``game.to_dict()``) read back through JSON
    and ``GameState.from_dict`` gives the same dict."""
    back = GameState.from_dict(json.loads(json.dumps(data)))
    if back.to_dict() != data:
        raise ConformanceError(f"{where}: to_dict does not round-trip")


def _listed(game: GameState, action: Action, where: str) -> None:
    if action not in game.legal_actions():
        raise ConformanceError(f"{where}: listed {action} is not `in` the legal actions")
    if parse_action(str(action)) != action or action_from_json(action.to_json()) != action:
        raise ConformanceError(f"{where}: {action} does not read back from its text or JSON")
    trial = game.clone()
    try:
        trial.apply(action)
    except IllegalActionError as err:
        raise ConformanceError(f"{where}: listed {action} was refused: {err}") from None


def _unlisted(game: GameState, listed: list[Action], complete: bool,
              rng: np.random.Generator, count: int) -> Iterator[Action]:
    """Actions made by mutating listed ones, that are not legal: not in the complete list when
    ``listed`` is complete, else (a sample) not ``in`` the legal actions."""
    legal = game.legal_actions()
    known = set(listed)
    ids = [p.id for p in game.permanents.values()] + list(game.players)
    seen = 0
    for _ in range(count * 4):
        if seen >= count:
            return
        base = listed[int(rng.integers(len(listed)))]
        mutant = _mutate(base, ids, rng)
        if mutant is not None and (mutant not in known if complete else mutant not in legal):
            seen += 1
            yield mutant


def _mutate(action: Action, ids: list[str], rng: np.random.Generator) -> Action | None:
    pick = ids[int(rng.integers(len(ids)))] if ids else "x"
    if isinstance(action, AssignDamage):
        split = action.as_dict() or {pick: 0}
        key = list(split)[int(rng.integers(len(split)))]
        split[key] += 1 if rng.integers(2) else -1
        if split[key] < 0:
            split[key] = 2
        return AssignDamage.of(action.source, split)
    if isinstance(action, DeclareAttackers):
        attacks = action.declaration.as_dict()
        attacks[pick] = ids[int(rng.integers(len(ids)))]
        return DeclareAttackers(AttackDeclaration.of(attacks))
    if isinstance(action, DeclareBlockers):
        blocks = action.declaration.as_dict()
        blocks[pick] = [ids[int(rng.integers(len(ids)))]]
        return DeclareBlockers(BlockDeclaration.of(blocks))
    if isinstance(action, OrderDamage):
        return OrderDamage(action.creature, action.order[1:] if len(action.order) > 1
                           else action.order + action.order)
    if isinstance(action, ChooseEffect):
        return ChooseEffect(action.name + " (no such option)")
    if isinstance(action, ResolveEffect):
        return ResolveEffect(action.description + " (no such effect)")
    if isinstance(action, CastSpell):  # a card on the battlefield, or no card at all
        return CastSpell(pick if rng.integers(2) else action.card + "?")
    if isinstance(action, ActivateAbility):
        return ActivateAbility(pick, action.index) if rng.integers(2) else \
            ActivateAbility(action.source, action.index + 1 + int(rng.integers(3)))
    if isinstance(action, TurnFaceUp):  # a face-up or absent permanent (702.37e)
        return TurnFaceUp(pick if rng.integers(2) else action.permanent + "?")
    if isinstance(action, Choose):
        if rng.integers(2):
            return Choose(action.what, action.value + "?" if action.value else pick)
        return Choose("mode" if action.what != "mode" else "target", action.value)
    return ChooseEffect("not a priority action")


def _check_discard(game: GameState, decision: Decision, where: str) -> None:
    """A ``choose_discard`` decision: the cleanup step's (514.1, nothing resolving: among
    the cards of the chooser's hand) or a resolving instruction's (701.9a, waiting for that
    choice: among cards in a hand)."""
    work = game.resolving
    if work is not None and work.asking != DISCARD_CHOICE:
        raise ConformanceError(f"{where}: a choose_discard while {work.item.name} resolves "
                               f"asking {work.asking!r}")
    # the chooser's own hand, or for "you choose a ... card from it" another player's
    hand = {p.id for p in game.cards(decision.player, Zone.HAND)} if work is None else \
        {pid for pid, p in game.permanents.items() if p.zone is Zone.HAND}
    if not decision.options or not set(decision.options) <= hand:
        raise ConformanceError(f"{where}: choose_discard options {decision.options} are not "
                               f"cards in a hand")
