"""The library (CR 401): drawing cards (121: the top card to the hand, an object made for
it), and the instructions that look at it or search it: scry and surveil (701.22, 701.25),
searching for a card (701.23) and shuffling (701.24). Their choices are the controller's
decisions, one at a time (``PLACE_CHOICE``, ``CARD_CHOICE``; ``sim.rules.priority`` asks).

Before one of these instructions looks at a library, ``fold`` makes the whole library the
ordered list ``Player.library`` (the cards a scenario lists in the library zone first), so
the cards are reordered, taken and shuffled in one list.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

import attrs
import numpy as np

from sim.model import dig_verbs as dv
from sim.model import programs as fx
from sim.model.card import PERMANENT_CARD_TYPES, CardDef
from sim.model.events import (
    CardDrawn,
    CardFound,
    Explored,
    LibraryLooked,
    PutIntoGraveyard,
    Shuffled,
)
from sim.model.graveyard_replacement import GY_EXILE_PARAM
from sim.model.mana import ManaCost
from sim.model.objects import PLUS, Permanent, Span, Zone
from sim.model.qualities import COLOR_LETTERS
from sim.model.stack_objects import CARD_CHOICE, PLACE_CHOICE, Resolving
from sim.model.state import GameState
from sim.model.zone_moves import graveyard_watched
from sim.rules.answers import answer
from sim.rules.counters import put_on
from sim.rules.life import gain_life, lose_life
from sim.rules.op_amounts import op_amount
from sim.rules.proliferate import question as proliferate_question
from sim.rules.tokens import enter_from_library


def draw(state: GameState, player: str) -> None:
    """CR 121.1: the top card of the library goes to the hand: the cards a scenario lists in
    the library first, then the library of a game (``Player.library``). A player who would
    draw from an empty library in a game loses as state-based actions are next checked
    (121.4, 704.5b); a combat or turn scenario does not model the library, so with none given
    the card drawn is one of unknown characteristics."""
    library = state.cards(player, Zone.LIBRARY)
    owner = state.players[player]
    if library:
        card = library[0].id
        state.permanents[card].zone = Zone.HAND
    elif owner.library:
        top, owner.library = owner.library[0], owner.library[1:]
        card = make_object(state, player, top, Zone.HAND)
    elif state.span is Span.GAME:
        owner.drew_from_empty = True
        state.version += 1
        state.changes += 1
        return
    else:
        card = state.add_unknown_cards(player, Zone.HAND, 1)[0]
    owner.drawn_this_turn += 1  # CR 121.2: one draw per card
    state.statics_may_change()  # "as long as you have no cards in hand" (611.3b, 704.3)
    state.version += 1
    state.log(CardDrawn, player=player, card=card)


def make_object(state: GameState, player: str, card: CardDef, zone: Zone) -> str:
    """Make ``card``, one of ``player``'s library cards, an object in ``zone`` (a new object,
    CR 400.7) with the next unused id (``card_id``); returns the id."""
    owner = state.players[player]
    if zone is Zone.GRAVEYARD and GY_EXILE_PARAM in card.params:  # milled (614.1a)
        zone = Zone.EXILE  # "if ~ would be put into a graveyard from anywhere, exile it"
    owner.cards_made += 1
    oid = card_id(player, card.name, owner.cards_made)
    while oid in state.permanents:
        owner.cards_made += 1
        oid = card_id(player, card.name, owner.cards_made)
    state.permanents[oid] = made = Permanent(oid, player, card, zone=zone)
    owner.noted(made, zone)  # milled, discarded: "you descended this turn" (CR 700.11)
    if zone is Zone.GRAVEYARD and graveyard_watched(state.permanents.values(), card):  # 404.1
        state.log(PutIntoGraveyard, permanent=oid, owner=player, origin="library")
    return oid


def card_id(player: str, name: str, k: int) -> str:
    """The id of ``player``'s ``k``-th library card to become an object, ``a-grizzly-bears-3``:
    readable in logs, and bare in an action's text form."""
    slug = re.sub(r"[^a-z0-9]+", "-", name.lower()).strip("-") or "card"
    return f"{player.lower()}-{slug}-{k}"


# --- looking at and searching the library (CR 401, 701.22-701.25) -------------------------------


def fold(state: GameState, player: str) -> tuple[CardDef, ...]:
    """``player``'s library as one ordered list of cards, top first, and that list made the
    library (``Player.library``): the cards a scenario lists in the library zone, which are
    drawn first, are no longer objects (a library is a hidden zone, its cards no objects
    anybody can tell apart, CR 401.2 with 400.7). Returns the library."""
    owner = state.players[player]
    listed = state.cards(player, Zone.LIBRARY)
    if listed:
        for perm in listed:
            del state.permanents[perm.id]
        owner.library = (*(p.card for p in listed), *owner.library)
        state.version += 1
    return owner.library


def shuffle_library(state: GameState, player: str) -> None:
    """Shuffle ``player``'s library (CR 701.24a) with the game's next shuffle generator
    (``numpy.random.default_rng((seed, k))``, ``GameState.shuffles``: reproducible)."""
    owner = state.players[player]
    rng = np.random.default_rng((state.seed, state.shuffles))
    state.shuffles += 1
    library = fold(state, player)
    owner.library = tuple(library[int(k)] for k in rng.permutation(len(library)))
    state.version += 1
    state.log(Shuffled, player=player)


def _wait(state: GameState, work: Resolving, asking: str,
          options: tuple[str, ...]) -> str | None:
    """``sim.rules.answers.answer``, the answer also added to ``work.chosen``."""
    picked = answer(state, work, asking, options)
    if picked is not None:
        current = state.resolving
        assert current is not None
        state.resolving = attrs.evolve(current, chosen=(*work.chosen, picked))
    return picked


def _names(cards: Sequence[CardDef]) -> tuple[str, ...]:
    """The names of ``cards``, each once, in order: the cards a choice tells apart (cards of
    one name in a library are the same card)."""
    return tuple(dict.fromkeys(c.name for c in cards))


def _ordered(cards: list[CardDef], answers: tuple[str, ...]) -> tuple[list[CardDef], int,
                                                                       tuple[str, ...]]:
    """``cards`` put in the order ``answers`` give, top first: each answer names the next
    card (none is asked while the cards left are all one card). Returns the cards ordered so
    far, the answers used, and the names to choose among next (empty once ordered)."""
    left, used = list(cards), 0
    out: list[CardDef] = []
    while left:
        names = _names(left)
        if len(names) == 1:
            return out + left, used, ()
        if used == len(answers):
            return out, used, names
        pick = next(c for c in left if c.name == answers[used])
        left.remove(pick)
        out.append(pick)
        used += 1
    return out, used, ()


def look_question(state: GameState, work: Resolving) -> tuple[str, str, tuple[str, ...]]:
    """What the resolving scry, surveil or search (``work``'s instruction) asks its controller
    next: ``(asking, prompt, options)`` (``PLACE_CHOICE``: "top", "bottom" or "graveyard";
    ``CARD_CHOICE``: card names, and "none" for a search)."""
    op = work.item.effect.ops[work.index]
    plan: tuple[object, ...] | None = _dig_plan(state, work, op) if op.verb == fx.DIG \
        else proliferate_question(state, work) if op.verb == fx.PROLIFERATE \
        else _explore_question(state, work, op) if op.verb == fx.EXPLORE \
        else _named_question(state, work, op) if op.verb == fx.SEARCH_NAMED \
        else _plan(state, work, op)
    assert plan is not None and len(plan) == 3
    asking, prompt, options = plan
    assert isinstance(asking, str) and isinstance(prompt, str) and isinstance(options, tuple)
    return asking, prompt, options


#: a scry's or surveil's cards once every choice is made: top (in order, top first), bottom
#: (in order), graveyard
Placed = tuple[list[CardDef], list[CardDef], list[CardDef]]


def _plan(state: GameState, work: Resolving, op: fx.Op
          ) -> tuple[str, str, tuple[str, ...]] | Placed:
    """For a scry or surveil with the answers so far (``work.chosen``): the question to ask
    next (``look_question``'s form), or once all are answered the cards placed."""
    library = state.players[work.item.controller].library
    n = op.amount * work.item.x if op.x else op.amount
    looked = list(library[:max(n, 0)])
    answers = work.chosen
    away = "graveyard" if op.verb == fx.SURVEIL else "bottom"
    if len(answers) < len(looked):
        card = looked[len(answers)]
        where = ("into the graveyard", "701.25a") if away == "graveyard" \
            else ("on the bottom", "701.22a")
        return PLACE_CHOICE, f"{card.name} ({len(answers) + 1} of {len(looked)} looked at): " \
            f"put it on top or {where[0]} (CR {where[1]})", ("top", away)
    places = answers[:len(looked)]
    rest = answers[len(looked):]
    top, used, names = _ordered([c for c, p in zip(looked, places, strict=True)
                                 if p == "top"], rest)
    if names:
        return CARD_CHOICE, "the card to put on top of the library next, among those kept " \
            "on top (in any order, CR 701.22a)", names
    bottom, _, names = _ordered([c for c, p in zip(looked, places, strict=True)
                                 if p == "bottom"], rest[used:])
    if names:
        return CARD_CHOICE, "the card to put on the bottom of the library next, nearest the " \
            "top first (in any order, CR 701.22a)", names
    return top, bottom, [c for c, p in zip(looked, places, strict=True) if p == "graveyard"]


def look(state: GameState, work: Resolving, op: fx.Op) -> bool:
    """"Scry N" (CR 701.22a): the controller looks at the top N cards of their library and
    puts any number of them on the bottom in any order, the rest on top in any order;
    "surveil N" (701.25a): any number into the graveyard, the rest on top in any order. One
    ``PLACE_CHOICE`` per card looked at (where it goes), then a ``CARD_CHOICE`` for each
    next card of a pile of two or more different cards (its order, top first); False while
    a choice waits. A library of fewer cards: all of them (701.22b, 701.25b)."""
    player = work.item.controller
    fold(state, player)
    plan = _plan(state, work, op)
    while isinstance(plan[0], str):
        asking, _, options = plan
        assert isinstance(asking, str) and isinstance(options, tuple)
        if _wait(state, work, asking, options) is None:
            return False
        current = state.resolving
        assert current is not None
        work = current
        plan = _plan(state, work, op)
    top, bottom, away = plan
    assert isinstance(top, list) and isinstance(bottom, list) and isinstance(away, list)
    owner = state.players[player]
    looked = len(top) + len(bottom) + len(away)
    owner.library = (*top, *owner.library[looked:], *bottom)
    for card in away:
        make_object(state, player, card, Zone.GRAVEYARD)
    state.resolving = attrs.evolve(work, chosen=())
    state.version += 1
    state.changes += 1
    state.log(LibraryLooked, player=player, verb=op.verb, top=len(top), bottom=len(bottom),
              graveyard=tuple(c.name for c in away))
    return True


#: the answer to a search that finds nothing (CR 701.23b: a search for a card with a stated
#: quality may fail to find one)
NONE = "none"


# --- digging through the library (CR 401, 608.2c) -----------------------------------------------

#: the words ``takes`` reads as card types (205.2a)
_CARD_TYPES = PERMANENT_CARD_TYPES | {"Instant", "Sorcery"}


def takes(card: CardDef, kinds: str) -> bool:
    """Whether ``card`` is a card of ``kinds`` ("creature or land"; "" any card): a card type
    (CR 205.2a), "permanent" (110.4a), "historic" (700.6: artifact, legendary or Saga),
    "colorless" (105.2c), a color ("green", 105.2), "legendary <kind>" (205.4d) or a subtype
    (a changeling has every creature type in every zone, 702.73a)."""
    if not kinds:
        return True
    for kind in kinds.split(" or "):
        if kind.startswith("legendary "):  # a supertype and a kind (CR 205.4d)
            if "Legendary" in card.supertypes and takes(card, kind[len("legendary "):]):
                return True
            continue
        title = kind.title()
        if kind == "colorless":  # CR 105.2c: no color
            if not card.color_set:
                return True
        elif kind in COLOR_LETTERS:  # CR 105.2: "a green card" (devoid: none, 702.114a)
            if COLOR_LETTERS[kind] in card.color_set:
                return True
        elif kind == "permanent":
            if PERMANENT_CARD_TYPES.intersection(card.types):
                return True
        elif kind == "historic":
            if "Artifact" in card.types or "Legendary" in card.supertypes or \
                    "Saga" in card.subtypes:
                return True
        elif title in _CARD_TYPES:
            if title in card.types:
                return True
        elif card.has_subtype(title):
            return True
    return False


#: a dig's cards once every choice is made: those put into the hand, then the rest in the
#: order chosen (top first) or as they were (a random order or the graveyard: no choice)
Dug = tuple[list[CardDef], list[CardDef]]


def _fits_kind(op: fx.Op, card: CardDef, taken: list[CardDef]) -> bool:
    """Whether ``card`` may be taken after ``taken`` (CR 608.2c): of the kinds ``op.card``
    names; "a creature card and/or a land card" (``DIG_EACH_KIND``): the cards taken must be
    one of each kind, a card of both kinds counting as either."""
    if dv.DIG_EACH_KIND not in dict(op.params):
        return takes(card, op.card)
    a, b = op.card.split("|")
    if not taken:
        return takes(card, a) or takes(card, b)
    return takes(taken[0], a) and takes(card, b) or takes(taken[0], b) and takes(card, a)


def _dig_plan(state: GameState, work: Resolving, op: fx.Op
              ) -> tuple[str, str, tuple[str, ...]] | Dug:
    """For a dig (``fx.DIG``) with the answers so far (``work.chosen``): the question to ask
    next (``look_question``'s form), or once all are answered its cards."""
    library = state.players[work.item.controller].library
    n = op_amount(state, work, op, [])  # "top x cards, where x is <count>" (608.2h)
    looked = list(library[:max(n, 0)])
    answers = work.chosen
    left, taken, used = list(looked), [], 0
    if op.count < 0:  # "put all land cards revealed this way into your hand": no choice
        taken = [c for c in looked if takes(c, op.card)]
        left = [c for c in looked if not takes(c, op.card)]
    most = dict(op.params).get(fx.SEARCH_MAX_VALUE)  # "with mana value N or less" (202.3)
    while len(taken) < op.count:
        fits = _names([c for c in left if _fits_kind(op, c, taken) and (
            most is None or (ManaCost.parse(c.cost).total() if c.cost else 0) <= int(most))])
        if not fits:
            break
        milled = bool({dv.DIG_TO_GRAVEYARD, dv.DIG_TO_EXILE} & dict(op.params).keys())
        if not op.card and not milled and len(fits) == 1:
            pick = fits[0]  # one card, or copies of one: no choice
        elif used == len(answers):
            options = (*fits, NONE) if op.card or milled else fits
            kinds = op.card.replace("|", " card and/or a ")  # DIG_EACH_KIND's
            what = f"you may reveal a {kinds} card from among them and put it into your " \
                "hand, or 'none'" if op.card else "the card to put into your hand"
            if milled:  # "any number of them" (401.4)
                what = "a card to put into your graveyard, or 'none'" if dv.DIG_TO_GRAVEYARD \
                    in dict(op.params) else "a card to exile, or 'none'"
            if fx.TOP_TO_BATTLEFIELD in dict(op.params):
                what = f"you may put a {op.card} card from among them onto the battlefield, " \
                    "or 'none'"
            if op.count > 1:  # "any number of", "up to two": one at a time (608.2c)
                what = f"{what} (up to {op.count} in all" if op.count < fx.DIG_ANY_NUMBER \
                    else f"{what} (any number in all"
                what = f"{what}; {len(taken)} chosen so far)"
            return CARD_CHOICE, f"{what}, looking at {', '.join(c.name for c in looked)} " \
                "(CR 401, 608.2c)", options
        else:
            pick, used = answers[used], used + 1
            if pick == NONE:
                break
        card = next(c for c in left if c.name == pick)
        left.remove(card)
        taken.append(card)
    if op.rule in (fx.REST_BOTTOM_RANDOM, fx.REST_GRAVEYARD):
        return taken, left
    ordered, _, names = _ordered(left, answers[used:])
    if names:
        where = "on top of" if op.rule == fx.REST_TOP_ANY else "on the bottom of"
        return CARD_CHOICE, f"the card to put {where} the library next, nearest the top " \
            "first (in any order, CR 401.4)", names
    return taken, ordered


def dig(state: GameState, work: Resolving, op: fx.Op, objects: list[str], n: int) -> bool:
    """"Look at the top N cards of your library. You may reveal a creature card from among
    them and put it into your hand. Put the rest on the bottom of your library in a random
    order" and the like (``fx.DIG``; CR 401, 608.2c): its controller looks at the top N cards
    (all of them when the library has fewer), chooses those put into the hand (a
    ``CARD_CHOICE`` for each, "none" when the card may be left; none asked when there is no
    choice), then the order of the rest when it is theirs to choose (401.4); the rest go to
    the bottom in a random order (the game's next seeded generator), in the order chosen, to
    the graveyard (each a new object, 400.7), or back on top. False while a choice waits."""
    player = work.item.controller
    fold(state, player)
    plan = _dig_plan(state, work, op)
    while isinstance(plan[0], str):
        _, _, options = plan
        assert isinstance(options, tuple)
        if _wait(state, work, CARD_CHOICE, options) is None:
            return False
        current = state.resolving
        assert current is not None
        work = current
        plan = _dig_plan(state, work, op)
    taken, rest = plan
    assert isinstance(taken, list) and isinstance(rest, list)
    owner = state.players[player]
    deeper = owner.library[len(taken) + len(rest):]
    if op.rule == fx.REST_BOTTOM_RANDOM:
        rng = np.random.default_rng((state.seed, state.shuffles))
        state.shuffles += 1
        rest = [rest[int(k)] for k in rng.permutation(len(rest))]
    if op.rule == fx.REST_TOP_ANY:
        owner.library = (*rest, *deeper)
    elif op.rule == fx.REST_GRAVEYARD:
        owner.library = deeper
        for card in rest:
            make_object(state, player, card, Zone.GRAVEYARD)
    else:
        owner.library = (*deeper, *rest)
    for card in taken:
        if dv.DIG_TO_GRAVEYARD in dict(op.params):  # 401.4: each a new object (400.7)
            make_object(state, player, card, Zone.GRAVEYARD)
            continue
        if dv.DIG_TO_EXILE in dict(op.params):  # 406.2
            make_object(state, player, card, Zone.EXILE)
            continue
        if fx.TOP_TO_BATTLEFIELD in dict(op.params):  # "onto the battlefield [tapped]"
            enter_from_library(state, make_object(state, player, card, Zone.LIBRARY), player,
                              tapped=op.tapped)
            continue
        oid = make_object(state, player, card, Zone.HAND)
        state.log(CardFound, player=player, card=oid, revealed=bool(op.card), verb=fx.DIG)
    state.resolving = attrs.evolve(work, chosen=())
    state.version += 1
    state.changes += 1
    away = rest if op.rule == fx.REST_GRAVEYARD else []
    if dv.DIG_TO_GRAVEYARD in dict(op.params):
        away = taken
    shown = [*taken, *rest] if dv.DIG_REVEALED in dict(op.params) else []  # 701.20a
    state.log(LibraryLooked, player=player, verb=op.verb,
              top=len(rest) if op.rule == fx.REST_TOP_ANY else 0,
              bottom=0 if op.rule in (fx.REST_GRAVEYARD, fx.REST_TOP_ANY) else len(rest),
              graveyard=tuple(c.name for c in away), revealed=", ".join(c.name for c in shown))
    return True


# --- explore (CR 701.44a) -----------------------------------------------------------------------

def _explore_question(state: GameState, work: Resolving, op: fx.Op
                      ) -> tuple[str, str, tuple[str, ...]] | None:
    """Where the nonland card an explore revealed goes (``PLACE_CHOICE``: "top" or
    "graveyard"), asked once the creature got its counter (``work.chosen``: the explorer's
    controller); None when there is nothing to ask."""
    if not work.chosen:
        return None
    library = state.players[work.chosen[0]].library
    if not library:
        return None
    return PLACE_CHOICE, f"{library[0].name}, revealed by exploring (not a land): put it " \
        "back on top or into your graveyard (CR 701.44a)", ("top", "graveyard")


def explore(state: GameState, work: Resolving, op: fx.Op, objects: list[str], n: int) -> bool:
    """"<creature> explores" (CR 701.44a): its controller (the last it had, if it left the
    battlefield: it still explores) reveals the top card of their library; a land card goes
    to their hand; otherwise (a nonland card, or none revealed) the creature gets a +1/+1
    counter if it is on the battlefield, then the controller chooses whether the nonland card
    stays on top or goes to the graveyard (a ``PLACE_CHOICE``; False while it waits). None
    explores for an illegal target (608.2b). Once done, it has explored (701.44b: an
    ``Explored`` event, what "whenever a creature you control explores" waits for)."""
    if not objects:
        return True
    perm = state.permanents.get(objects[0])  # a token gone from the battlefield: none
    there = perm is not None and perm.zone is Zone.BATTLEFIELD
    if work.chosen:  # the counter is on it: the choice was asked, now answered
        player = work.chosen[0]
    else:
        player = perm.controller if perm is not None and there else work.item.controller
        library = fold(state, player)
        if library and "Land" in library[0].types:
            state.players[player].library = library[1:]
            oid = make_object(state, player, library[0], Zone.HAND)
            state.log(CardFound, player=player, card=oid, revealed=True, verb=fx.EXPLORE)
            state.version += 1
            state.changes += 1
            state.log(Explored, permanent=objects[0], player=player)  # 701.44b
            return True
        if perm is not None and there:
            put_on(state, perm, PLUS, 1)  # 122.6
            state.version += 1
            state.changes += 1
        if not library:
            state.log(Explored, permanent=objects[0], player=player)  # 701.44b
            return True
        work = state.resolving = attrs.evolve(work, chosen=(player,))
    pick = answer(state, work, PLACE_CHOICE, ("top", "graveyard"))
    if pick is None:
        return False
    current = state.resolving
    assert current is not None
    state.resolving = attrs.evolve(current, chosen=())
    owner = state.players[player]
    if pick == "graveyard":
        card, owner.library = owner.library[0], owner.library[1:]
        make_object(state, player, card, Zone.GRAVEYARD)
    state.version += 1
    state.changes += 1
    state.log(LibraryLooked, player=player, verb=fx.EXPLORE, top=int(pick == "top"), bottom=0,
              graveyard=() if pick == "top" else (card.name,))
    state.log(Explored, permanent=objects[0], player=player)  # 701.44b: it explored
    return True


# --- a search of the library and the graveyard by name (CR 701.23a, 701.24a) -----------------

#: the answers to a search of the library and/or the graveyard: a card from the library (the
#: library searched: shuffled), from the graveyard (without or with the library searched too),
#: or none (the same two ways; 701.23b: a search for a card by name may find none)
FROM_LIBRARY, FROM_GRAVEYARD, FROM_GRAVEYARD_SHUFFLED, NONE_SHUFFLED = (
    "library", "graveyard", "graveyard and shuffle", "none and shuffle")


def _named(card: CardDef, name: str) -> bool:
    """Whether ``card`` has the name ``name`` (as the text writes it; CR 201.2)."""
    return card.name.lower().replace("\u2019", "'") == name


def _named_question(state: GameState, work: Resolving, op: fx.Op
                    ) -> tuple[str, str, tuple[str, ...]]:
    """What a search of the library and/or the graveyard for a card named ``op.card`` may
    find (``CARD_CHOICE``)."""
    player = work.item.controller
    options: list[str] = []
    if any(_named(c, op.card) for c in state.players[player].library):
        options.append(FROM_LIBRARY)
    if any(_named(p.card, op.card) for p in state.cards(player, Zone.GRAVEYARD)):
        options += [FROM_GRAVEYARD, FROM_GRAVEYARD_SHUFFLED]
    return CARD_CHOICE, f"search your library and/or graveyard for a card named {op.card}: " \
        "where it is found, and whether the library is searched (then shuffled), or 'none' " \
        "(CR 701.23a-b, 701.24a)", (*options, NONE, NONE_SHUFFLED)


def search_named(state: GameState, work: Resolving, op: fx.Op, objects: list[str],
                 n: int) -> bool:
    """"Search your library and/or graveyard for a card named <name>, reveal it, and put it
    into your hand. If you search your library this way, shuffle." (CR 701.23a, 701.24a): the
    controller searches the library, the graveyard or both (a ``CARD_CHOICE``: where the card
    is found, or none, and whether the library was searched); the card found is revealed and
    put into the hand (a new object, 400.7); a library searched is shuffled. False while the
    choice waits."""
    player = work.item.controller
    fold(state, player)
    pick = answer(state, work, CARD_CHOICE, _named_question(state, work, op)[2])
    if pick is None:
        return False
    owner = state.players[player]
    if pick == FROM_LIBRARY:
        library = list(owner.library)
        card = next(c for c in library if _named(c, op.card))
        library.remove(card)
        owner.library = tuple(library)
        oid = make_object(state, player, card, Zone.HAND)
        state.log(CardFound, player=player, card=oid, revealed=True)
    elif pick in (FROM_GRAVEYARD, FROM_GRAVEYARD_SHUFFLED):
        oid = next(p.id for p in state.cards(player, Zone.GRAVEYARD) if _named(p.card, op.card))
        state.move(oid, Zone.HAND)
        state.log(CardFound, player=player, card=oid, revealed=True)
    if pick in (FROM_LIBRARY, FROM_GRAVEYARD_SHUFFLED, NONE_SHUFFLED):
        shuffle_library(state, player)
    state.version += 1
    state.changes += 1
    return True


# --- the top card revealed (CR 701.20a) ---------------------------------------------------------


def reveal_top(state: GameState, work: Resolving, op: fx.Op, objects: list[str], n: int) -> bool:
    """"Reveal the top card of your library and put that card into your hand. You lose life
    equal to its mana value." (CR 701.20a, 202.3: a card in a library has X = 0), "defending
    player reveals the top card of their library. If it's a land card, that player puts it
    into their hand." (``op.card``: the card goes to the hand only if it is one; else it stays
    on top). An empty library reveals nothing: no card, no life."""
    for player in (o for o in objects if o in state.players):
        library = fold(state, player)
        if not library:
            continue
        card = library[0]
        state.log(LibraryLooked, player=player, verb=fx.REVEAL_TOP, top=1, bottom=0,
                  graveyard=(), revealed=card.name)
        if op.card and not takes(card, op.card):
            continue
        state.players[player].library = library[1:]
        oid = make_object(state, player, card, Zone.HAND)
        state.log(CardFound, player=player, card=oid, revealed=True, verb=fx.REVEAL_TOP)
        value = ManaCost.parse(card.cost).total() if card.cost else 0
        if op.rule == fx.LOSE_LIFE:
            lose_life(state, [player], value, work.item.name)  # 119.3
        elif op.rule and value > 0:
            gain_life(state, player, value, work.item.name)  # 119.7: unless they can't
        state.version += 1
        state.changes += 1
    return True


# --- revealing cards until one of a kind (CR 701.20a) -------------------------------------------


def reveal_until(state: GameState, work: Resolving, op: fx.Op, objects: list[str],
                 n: int) -> bool:
    """"Reveal cards from the top of your library until you reveal a creature card. Put that
    card into your hand [onto the battlefield [tapped]] and the rest on the bottom of your
    library in a random order" (``fx.REVEAL_UNTIL``; CR 701.20a, 608.2c): the controller reveals
    from the top until a card of ``op.card``'s kinds (the whole library when none is one); that
    card goes where ``op.rule`` says (a permanent entering, 110.4a: the kinds are permanent
    kinds), the others revealed to the bottom in a random order (the game's next seeded
    generator). No choice."""
    player = work.item.controller
    library = fold(state, player)
    at = next((i for i, c in enumerate(library) if takes(c, op.card)), -1)
    revealed = library if at < 0 else library[:at + 1]
    rest = list(revealed if at < 0 else library[:at])
    rng = np.random.default_rng((state.seed, state.shuffles))
    state.shuffles += 1
    owner = state.players[player]
    owner.library = (*library[len(revealed):], *(rest[int(k)] for k in rng.permutation(len(rest))))
    state.log(LibraryLooked, player=player, verb=fx.REVEAL_UNTIL, top=0, bottom=len(rest),
              graveyard=(), revealed=", ".join(c.name for c in revealed))
    if at >= 0:
        card = library[at]
        if op.rule == fx.TOP_TO_BATTLEFIELD:
            enter_from_library(state, make_object(state, player, card, Zone.LIBRARY), player,
                              tapped=op.tapped)
        else:
            oid = make_object(state, player, card, Zone.HAND)
            state.log(CardFound, player=player, card=oid, revealed=True, verb=fx.REVEAL_UNTIL)
    state.version += 1
    state.changes += 1
    return True
