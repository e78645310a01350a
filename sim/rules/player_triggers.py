"""Triggered abilities about what players do (CR 603.2), read from the event stream by
``sim.rules.triggers``: casting a spell (601.2i) — of a kind ("whenever you cast an
artifact spell", "... a spirit or arcane spell", "... a spell with mana value 4 or greater",
"whenever a player / an opponent casts a black spell"), one that targets the source
(heroic: "whenever you cast a spell that targets ~"), or the spell itself ("when you cast ~",
an ability of the spell that functions on the stack, 113.6) —; drawing a card (121.1, one
trigger per card drawn, 121.2); discarding one (701.9a); cycling one (702.29c: "when you
cycle ~" triggers from the zone the card went to, its graveyard; 702.29d: "whenever you cycle
or discard a card" triggers once for a cycled card, being a discard); scrying (701.22a: a
printed scry is of one card or more, so each is a scry event, 701.22b) or surveilling
(701.25a); sacrificing a permanent (701.21a); playing a land (305.1); gaining life (119.9:
once per life-gaining event; the first time each turn); an object becoming the target of a
spell or ability (115.1: "when ~ becomes the target of a spell or ability", of its
controller's or an opponent's, the first time each turn); committing a crime
(700.13: a spell or ability of the player's targeting an opponent or what they control or
own in their graveyard).

Each trigger's subject (``sim.text.player_trigger_rules``) says whose action ("|player",
"|opponent"; nothing: its controller's) and, for a spell, its kind (``spell_is``). "That
player" in its effect is the player who acted (``Triggered``'s ``that``)."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from functools import lru_cache

from sim.model.chosen_spells import CHOSEN_SPELL_WORDS, chosen_spell_is
from sim.model.events import (
    AbilityActivated,
    AbilityTriggered,
    CardDrawn,
    Clashed,
    Cycled,
    Discarded,
    Event,
    LandPlayed,
    LibraryLooked,
    LifeGained,
    RingTempted,
    Sacrificed,
    SpellCast,
    SpellCopied,
    TurnBegan,
)
from sim.model.mana import ManaCost
from sim.model.objects import Permanent, Zone
from sim.model.programs import COPY_SPELL, THAT, THAT_SPELL, Triggered
from sim.model.ring_verbs import CHOOSE_BEARER, TEMPTED
from sim.model.spend_limits import card_is
from sim.model.state import GameState
from sim.model.that_player_refs import names_that_player
from sim.text.spell_value_text import reads_spell_value

#: the events whose triggers this module matches
PLAYER_EVENTS = frozenset(("SpellCast", "CardDrawn", "Discarded", "Cycled", "LibraryLooked",
                           "Sacrificed", "LandPlayed", "LifeGained", "Clashed", TEMPTED))

_TYPES = {"artifact": "Artifact", "creature": "Creature", "enchantment": "Enchantment",
          "instant": "Instant", "sorcery": "Sorcery", "planeswalker": "Planeswalker",
          "battle": "Battle", "land": "Land"}


def player_matches(state: GameState, perm: Permanent, ability: Triggered,
                   batch: list[Event]) -> Iterator[str | None]:
    """Once per event of ``batch`` ``ability`` (of ``perm``) triggers on, yielding the player
    who acted when its effect names "that player", else None."""
    event, subject = ability.event, ability.subject
    me = perm.id
    if event == "SpellCast" and subject == "self":  # the spell's own ability (601.2i)
        if perm.zone is Zone.STACK:
            for e in batch:
                if isinstance(e, SpellCast) and e.card == me:
                    yield None
        return
    if event == "Cycled" and subject == "self":  # from wherever the card went (702.29c)
        for e in batch:
            if isinstance(e, Cycled) and e.card == me:
                yield None
        return
    if event == "Sacrificed":
        yield from _sacrificed(state, perm, subject, batch)
        return
    if perm.zone is not Zone.BATTLEFIELD:
        return
    if " targeted by " in subject:
        player = _names_that_player(ability)  # "that spell's controller" (603.2, 608.2h)
        yield from ((e.player if player else pid)
                    for e, pid in _targeted(state, perm, subject, batch))
        return
    if subject == "you commit a crime":  # 700.13: once per spell or ability
        for e in batch:
            if isinstance(e, _TARGETING) and e.player == perm.controller and \
                    any(_crime(state, e.player, t) for t in e.targets):
                yield None
        return
    if event == "LifeGained":
        yield from (that for that, _ in gained_matches(state, perm, ability, batch))
        return
    you = perm.controller
    that = _names_that_player(ability)
    if event == "SpellCast" and subject.startswith(CAST_OR_COPY):  # magecraft
        yield from _cast_or_copy(state, you, subject[len(CAST_OR_COPY):], that, batch)
        return
    for e in batch:
        if event == "SpellCast" and isinstance(e, SpellCast):
            if subject == "self targeted":  # heroic: "a spell that targets ~"
                if e.player == you and me in e.targets:
                    yield e.player if that else None
                continue
            kind, _, rest = subject.partition("|")
            whose, _, when = rest.partition("|")
            if kind in CHOSEN_SPELL_WORDS:  # the color | creature type chosen as it entered
                if not chosen_spell_is(state.permanents.get(e.card), kind, perm.chosen):  # 614.12
                    continue
                kind = "any"
            if _whose(whose, e.player, you) and spell_is(state, e, kind) and \
                    (not when or _when(state, e, kind, when, you)):
                yield e.item if copies_it(ability) else e.player if that else None
        elif event == "CardDrawn" and isinstance(e, CardDrawn):
            who, _, nth = subject.partition("|")
            if _whose(who, e.player, you) and (not nth or _nth_draw(state, e) == int(nth)):
                yield e.player if that else None
        elif event == "Discarded" and isinstance(e, Discarded):
            who, _, kind = subject.partition("|")
            if who.startswith("you cycle or discard"):  # 702.29d: a discard, once
                who = "you"
            if _whose(who, e.player, you) and (not kind or _card_is(state, e.card, kind)):
                yield e.player if that else None
        elif event == "LandPlayed" and isinstance(e, LandPlayed):  # 305.1: played, not put
            if _whose(subject, e.player, you):
                yield e.player if that else None
        elif event == "Cycled" and isinstance(e, Cycled):
            if _whose("you" if subject == "another" else subject, e.player, you) and \
                    e.card != me:
                yield e.player if that else None
        elif event == "LibraryLooked" and isinstance(e, LibraryLooked) and \
                subject == f"you {e.verb}" and e.player == you:
            yield None  # "whenever you scry / surveil" (701.22a, 701.25a)
        elif event == "Clashed" and isinstance(e, Clashed) and you in (e.player, e.opponent) \
                and (subject == "you clash" or e.winner == you):
            yield None  # "whenever you clash [and win]": either clashing player (701.30b, d)
        elif event == TEMPTED and isinstance(e, RingTempted) and e.player == you and (
                subject != CHOOSE_BEARER or e.bearer):
            yield e.bearer or None  # "whenever the Ring tempts you" (701.54a: with or without
            # a creature; the one chosen for "if you chose a creature other than ~", 603.4)


#: the events of an object becoming the target of a spell (CR 601.2c) or of an ability
#: (602.2b, 603.3d), as each is put on the stack
_TARGETING = (SpellCast, AbilityActivated, AbilityTriggered)


def _targeted(state: GameState, perm: Permanent, subject: str, batch: list[Event]
              ) -> Iterator[tuple[SpellCast | AbilityActivated | AbilityTriggered, str]]:
    """"When ~ / enchanted creature / a creature [you control] becomes the target of a spell
    [or ability] [you control | an opponent controls] [for the first time each turn]"
    (CR 115.1, 603.2): once per spell or ability, however many of its targets the object is
    (a target chosen twice is one "becomes the target"), yielding its event (whose player
    controls the spell or ability: "that spell's controller") and the creature."""
    who, _, rest = subject.partition(" targeted by ")
    what, by, first = rest.split("|")
    you = perm.controller
    for e in batch:
        if not isinstance(e, _TARGETING) or not e.targets or \
                not _targeting_ok(e, what, by, you):
            continue
        for pid in dict.fromkeys(e.targets):
            if not _who_targeted(state, perm, who, pid):
                continue
            if first and _times_targeted(state, e, pid, what, by, you) != 1:
                continue
            yield e, pid


def _times_targeted(state: GameState, e: Event, pid: str, what: str, by: str, you: str) -> int:
    """How many times this turn, up to ``e``, ``pid`` became the target of such a spell or
    ability ("for the first time each turn")."""
    return _ordinal(state, e, lambda c: isinstance(c, _TARGETING) and pid in c.targets and
                    _targeting_ok(c, what, by, you))


def _sacrificed(state: GameState, perm: Permanent, subject: str, batch: list[Event]
                ) -> Iterator[str | None]:
    """"When you sacrifice ~" (from the zone it went to), "whenever you / a player sacrifice(s)
    [another] <kind>" (CR 701.21a): the sacrificed permanent as it last existed on the
    battlefield (603.10a: a leaves-the-battlefield trigger looks back; its source sacrificed
    with it still sees it), yielding it, or the player who sacrificed it for "that player"."""
    who, _, what = subject.partition("|")
    me = perm.id
    if what == "self":
        for e in batch:
            if isinstance(e, Sacrificed) and e.permanent == me:
                yield None
        return
    if perm.zone is not Zone.BATTLEFIELD and not any(
            isinstance(e, Sacrificed) and e.permanent == me for e in batch):
        return  # it was not on the battlefield as they were sacrificed
    another = what.startswith("another ")
    kind = what.removeprefix("another ")
    for e in batch:
        if not isinstance(e, Sacrificed) or another and e.permanent == me or \
                who == "you" and e.player != perm.controller:
            continue
        obj = state.last_known.get(e.permanent) or state.permanents.get(e.permanent)
        if obj is not None and _permanent_is(obj, kind):
            yield e.permanent


def _permanent_is(obj: Permanent, kind: str) -> bool:
    """"permanent", "token", a card type, a subtype ("clue"; "blood token": a token of it)."""
    if kind == "permanent":
        return True
    if kind == "token":
        return obj.token
    word, _, token = kind.partition(" ")
    if token and not obj.token:
        return False
    if word in _TYPES:
        return _TYPES[word] in obj.card.types
    return obj.card.has_subtype(word)


def _crime(state: GameState, player: str, target: str) -> bool:
    """Whether targeting ``target`` is a crime for ``player`` (CR 700.13): it is an opponent,
    a permanent, spell or ability an opponent controls, or a card in an opponent's
    graveyard."""
    if target in state.players:
        return target != player
    obj = state.permanents.get(target)
    if obj is not None:
        if obj.zone is Zone.GRAVEYARD:
            return obj.owner != player
        return obj.zone in (Zone.BATTLEFIELD, Zone.STACK) and obj.controller != player
    return any(item.id == target and item.controller != player for item in state.stack)


def _targeting_ok(e: SpellCast | AbilityActivated | AbilityTriggered, what: str, by: str,
                  you: str) -> bool:
    """A spell (or, with "spell or ability", an ability too), controlled by anyone, by the
    trigger's controller ("you") or by an opponent."""
    if what == "spell" and not isinstance(e, SpellCast):
        return False
    return not by or (e.player == you) == (by == "you")


def _who_targeted(state: GameState, perm: Permanent, who: str, pid: str) -> bool:
    """Whether the object ``pid`` is the source ("self"), the creature it enchants
    ("enchanted"), a creature ("creature"), a creature its controller controls."""
    if who == "self":
        return pid == perm.id
    if who == "enchanted":
        return pid == perm.attached_to
    target = state.permanents.get(pid)
    if target is None or target.zone is not Zone.BATTLEFIELD or not state.is_creature(pid):
        return False
    return who == "creature" or target.controller == perm.controller


#: a trigger's subject on a spell its controller casts or copies ("whenever you cast or copy an
#: instant or sorcery spell"), the spell's kind after it
CAST_OR_COPY = "cast or copy|"


def _cast_or_copy(state: GameState, you: str, kind: str, that: bool,
                  batch: list[Event]) -> Iterator[str | None]:
    """"Whenever you cast or copy <a kind of> spell" (magecraft, CR 207.2c): once for each
    spell of the kind ``you`` cast (601.2i) and each copy of one they put on the stack (a copy
    is not cast, 707.10; "copy" here means it was created, as a ``SpellCopied``), the copy's
    kind its copied spell's."""
    for e in batch:
        if isinstance(e, SpellCopied):
            e = SpellCast(e.player, e.card, e.name, e.item, e.targets, e.x, step=e.step)
        elif not isinstance(e, SpellCast):
            continue
        if e.player == you and spell_is(state, e, kind):
            yield e.player if that else None


def _when(state: GameState, e: SpellCast, kind: str, when: str, you: str) -> bool:
    """"during an opponent's turn" (``when`` "opponent's turn": the active player is not the
    trigger's controller), "your second spell each turn" ("2": the spell is the caster's
    second of the kind this turn), "your first spell during each opponent's turn" ("1
    opponent's turn")."""
    nth, _, turn = when.partition(" ") if when[0].isdigit() else ("", "", when)
    if turn and state.active == you:
        return False
    return not nth or _ordinal(state, e, lambda c: isinstance(c, SpellCast) and
                               c.player == e.player and spell_is(state, c, kind)) == int(nth)


def gained_matches(state: GameState, perm: Permanent, ability: Triggered,
                   batch: list[Event]) -> Iterator[tuple[str | None, int]]:
    """"Whenever you | an opponent | a player gain(s) life [for the first time each turn]"
    (CR 119.9: once per life-gaining event, none for 0 life): once per event of ``batch``
    ``ability`` (of ``perm``, on the battlefield) triggers on, with the player who gained
    ("that player", when its effect names them) and the life gained — the amount "that much
    life" / "that many" of its effect is, fixed as the event happened (603.2, 608.2h)."""
    if perm.zone is not Zone.BATTLEFIELD:
        return
    who, _, nth = ability.subject.partition("|")
    you, that = perm.controller, _names_that_player(ability)
    for e in batch:
        if isinstance(e, LifeGained) and _whose(who, e.player, you) and (not nth or _ordinal(
                state, e, _gains_of(e.player)) == int(nth)):
            yield e.player if that else None, e.amount


def _gains_of(player: str) -> Callable[[Event], bool]:
    """Whether an event is ``player`` gaining life (CR 119.9: "for the first time each
    turn" counts life-gaining events)."""
    return lambda g: isinstance(g, LifeGained) and g.player == player


def _nth_draw(state: GameState, e: CardDrawn) -> int:
    """Which of its player's draws this turn ``e`` is (CR 121.2: each card drawn one draw)."""
    player = e.player
    return _ordinal(state, e, lambda d: isinstance(d, CardDrawn) and d.player == player)


def _ordinal(state: GameState, e: Event, counts: Callable[[Event], bool]) -> int:
    """How many events of this turn up to ``e`` (itself included) ``counts``: the spells a
    player cast, the cards they drew (CR 500.1: since the turn began; a position that begins
    mid-turn knows only what happened since it began)."""
    events = state.events
    at = len(events) - 1
    while at >= 0 and events[at] is not e:
        at -= 1
    n = 0
    while at >= 0 and not isinstance(events[at], TurnBegan):
        n += counts(events[at])
        at -= 1
    return n


def copies_it(ability: Triggered) -> bool:
    """Whether a cast trigger's effect copies the spell cast ("copy that spell | copy it", CR
    707.10) or counts its mana value (202.3, ``sim.text.spell_value_text``): the trigger's
    ``that`` is then the spell's stack id."""
    program = ability.program
    return program is not None and any(op.verb == COPY_SPELL and op.who in (THAT, THAT_SPELL)
                                       for m in (program, *program.modes) for op in m.ops) \
        or reads_spell_value(program)


def _names_that_player(ability: Triggered) -> bool:
    return names_that_player(ability.program)  # (a target's or a group's controller too)


def _whose(who: str, actor: str, you: str) -> bool:
    """"you" (or nothing: the controller's own), "player" (any), "opponent"."""
    if who == "player":
        return True
    if who == "opponent":
        return actor != you
    return actor == you


def _card_is(state: GameState, card_id: str, kind: str) -> bool:
    """A discarded card of a kind: "creature", "land", "nonland", "noncreature", "artifact"."""
    obj = state.permanents.get(card_id)
    if obj is None:
        return False
    negated = kind.startswith("non")
    wanted = _TYPES[kind[3:] if negated else kind]
    return (wanted in obj.card.types) != negated


def spell_is(state: GameState, e: SpellCast, kind: str) -> bool:
    """Whether the spell cast in ``e`` is of ``kind`` (CR 601.2i: as it became cast): "any",
    alternatives joined by " or " ("spirit or arcane"), each all of its words ("eldrazi
    creature"), then " mv>=N" or " mv<=N" (its mana value on the stack, X its chosen value,
    202.3e)."""
    obj = state.permanents.get(e.card)
    if obj is None:
        return False
    options, bound, origin = _parsed(kind)
    if origin and not _from(obj, e, origin):
        return False
    card = obj.card
    if bound is not None:
        value = ManaCost.parse(card.cost).total(e.x)
        at_least, n = bound
        if value < n if at_least else value > n:
            return False
    if not options:
        return True
    return any(all(_has(state, e, obj, word) for word in words) for words in options)


@lru_cache(maxsize=256)
def _parsed(kind: str) -> tuple[tuple[tuple[str, ...], ...], tuple[bool, int] | None, str]:
    """``kind`` as its alternatives (each its words; none for "any"), its mana value bound
    (at least?, N) and the zone it must be cast from ("" for any)."""
    kind, _, origin = kind.partition(" from:")
    words, _, bound = kind.partition(" mv")
    options = () if words == "any" else tuple(tuple(o.split()) for o in words.split(" or "))
    return options, (None if not bound else (bound.startswith(">="), int(bound[2:]))), origin


def _from(obj: Permanent, e: SpellCast, origin: str) -> bool:
    """Whether the spell was cast from ``origin`` (CR 601.2a): "hand" (the caster's),
    "nonhand" (anywhere other than their hand), "exile", "graveyard" (any), "own graveyard"
    (the caster's: a card they own), "library" (the caster's own)."""
    if origin == "nonhand":
        return e.origin != "hand"
    if origin == "own graveyard":
        return e.origin == "graveyard" and obj.owner == e.player
    if origin == "library":  # "from your library": the top of their own (401.2, 601.2a)
        return e.origin == "library" and obj.owner == e.player
    return e.origin == origin


def _has(state: GameState, e: SpellCast, obj: Permanent, word: str) -> bool:
    """Whether the spell has the quality ``word``: kicked (702.33d), or one of its card's
    (``sim.model.spend_limits.card_is``: a card type, color, legendary, a subtype, ...)."""
    if word == "kicked":
        return any(item.id == e.item and item.kicked for item in state.stack)
    return card_is(obj.card, word)
