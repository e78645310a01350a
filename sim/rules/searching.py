"""Searching a library (CR 701.23a-c) and the shuffle after it (701.24a): ``Op(SEARCH)``, read
by ``sim.text.search_rules`` (``sim.model.search_verbs`` describes its values).

The searching player (the controller: "search your library") chooses the cards one at a time,
a ``CARD_CHOICE`` each (``question``; ``sim.rules.questions`` asks it as a ``choose_card``
decision): the card's name (cards of one name in a library are the same card), or "none" to
stop — a search for cards with a stated quality may find fewer than it could, even none
(701.23b); a search for a quantity of cards alone ("a card", "three cards") must find that
many if it can (701.23c), and with a single name to choose nothing is asked. Then, where the
cards go needs it: which of Cultivate's two goes onto the battlefield, the order of several
put on top (401.4). The cards found go where the instruction says, and the library is
shuffled (before the cards go on top for "then shuffle and put that card on top").
"""

from __future__ import annotations

import attrs

from sim.model import programs as fx
from sim.model import search_verbs as sv
from sim.model.board import defined_pt
from sim.model.card import PERMANENT_CARD_TYPES, CardDef
from sim.model.card_kinds import matches
from sim.model.events import CardFound
from sim.model.keywords import Kw
from sim.model.mana import ManaCost
from sim.model.objects import DEFENSE, LOYALTY, Permanent, Zone
from sim.model.stack_objects import CARD_CHOICE, Resolving
from sim.model.state import GameState
from sim.rules.answers import answer
from sim.rules.effect_objects import who
from sim.rules.library import fold, make_object, shuffle_library
from sim.rules.op_amounts import op_amount
from sim.rules.tokens import enter_from_library

#: the answer that stops a search (CR 701.23b: it may find fewer cards, or none); for
#: Cultivate's one card found, "into the hand"
NONE = "none"

def _value_ok(card: CardDef, op: fx.Op, x: int, counted: int) -> bool:
    """The search's mana value quality (CR 202.3: a card's mana value; X is 0 in a library,
    202.3e): "with mana value N [or less | or greater]", the value X the spell's (107.3), or
    ``counted`` (``COUNTED_VALUE``: "equal to <count>", 608.2h)."""
    params = dict(op.params)
    value = ManaCost.parse(card.cost).total() if card.cost else 0
    for key in (fx.SEARCH_MAX_VALUE, sv.SEARCH_MIN_VALUE, sv.SEARCH_VALUE):
        if key in params:
            if " or " in params[key]:  # "with mana value 2 or 3": either one
                return str(value) in params[key].split(" or ")
            wanted = x if params[key] == "x" else counted if params[key] == sv.COUNTED_VALUE \
                else int(params[key])
            return value <= wanted if key == fx.SEARCH_MAX_VALUE else value >= wanted \
                if key == sv.SEARCH_MIN_VALUE else value == wanted
    return True


_BASIC_LAND_TYPES = ("Plains", "Island", "Swamp", "Mountain", "Forest")  # CR 205.3i
_PT_KEYS = (sv.SEARCH_POWER, sv.SEARCH_TOUGHNESS, sv.SEARCH_POWER_OR_TOUGHNESS)


def _compared(value: int, wanted: str) -> bool:
    """``value`` against "N", "N or less", "N or greater"."""
    words = wanted.split()
    n = int(words[0])
    return value <= n if words[-1] == "less" else value >= n if words[-1] == "greater" \
        else value == n


def _stated_ok(state: GameState, card: CardDef, params: dict[str, str], player: str) -> bool:
    """The search's other stated qualities (CR 701.23b): "with a basic land type" (205.3i);
    "with power | toughness | power or toughness N [or less | or greater]" (208.1): a
    characteristic-defining ability gives them in the library too (604.3: read as the card's
    owner controlling it, ``board.defined_pt``)."""
    if sv.SEARCH_BASIC_TYPE in params and not any(card.has_subtype(t)
                                                   for t in _BASIC_LAND_TYPES):
        return False
    if sv.SEARCH_KEYWORD in params and not card.keywords & Kw[params[sv.SEARCH_KEYWORD].upper()]:
        return False  # CR 702, 113.6: the card's own keyword
    keys = [k for k in _PT_KEYS if k in params]
    if not keys:
        return True
    power, toughness = card.power or 0, card.toughness or 0
    if card.statics:  # CR 604.3
        power, toughness = defined_pt(state, Permanent("?searched", player, card,
                                                       zone=Zone.LIBRARY), power, toughness)
    for key in keys:
        if key == sv.SEARCH_POWER_OR_TOUGHNESS:
            if not (_compared(power, params[key]) or _compared(toughness, params[key])):
                return False
        elif not _compared(power if key == sv.SEARCH_POWER else toughness, params[key]):
            return False
    return True


#: the search's params that are no quality of the cards (CR 701.23c still applies)
_NO_QUALITY = frozenset((sv.SEARCH_IN_ANY_ORDER, sv.SEARCH_X_COUNT, sv.SEARCH_MAY,
                         sv.SEARCH_OTHERS, sv.SEARCH_AND_PUT, sv.SEARCH_SPLIT_SENTENCES))


def _optional(op: fx.Op) -> bool:
    """Whether the player may find fewer cards than the search says: it states a quality
    (CR 701.23b) or says "up to" / "any number"; "a card", "three cards": 701.23c."""
    return bool(op.card) or any(k not in _NO_QUALITY for k, _ in op.params)


def _source_name(state: GameState, work: Resolving) -> str:
    source = state.permanents.get(work.item.source)
    return source.card.name if source is not None else work.item.name


#: a search's cards once every choice is made: those found (in order, top first for
#: ``TO_TOP``), and those of them put onto the battlefield (Cultivate's one)
Found = tuple[list[CardDef], list[CardDef]]
Asked = tuple[str, tuple[str, ...]]


#: the answer of a player who may search and does (``SEARCH_MAY``)
SEARCH_IT = "search"


def _plan(state: GameState, work: Resolving, op: fx.Op, player: str) -> Asked | Found:
    """With the answers so far (``work.chosen``): the next question (its prompt and
    options), or the cards found once all are answered (none when ``player`` declined to
    search, ``SEARCH_MAY``)."""
    library = list(state.players[player].library)
    answers, used = work.chosen, 0
    params = dict(op.params)
    if sv.SEARCH_MAY in params:  # "that player may search their library" (608.2h)
        if not answers:
            return "search your library? ('none': no search, no shuffle; CR 701.23a)", \
                (SEARCH_IT, NONE)
        if answers[0] == NONE:
            return [], []
        used = 1
    limit = len(library) if sv.SEARCH_ANY_NUMBER in params else \
        op.count * work.item.x if sv.SEARCH_X_COUNT in params else op.count
    valued = sv.COUNTED_VALUE in params.values()
    counted = 0 if op.per is None else op_amount(state, work, attrs.evolve(
        op, amount=1 if valued else op.count, x=False), [])  # 107.3, 608.2h
    if op.per is not None and not valued:  # "up to x cards, where x is <count>"
        limit = counted
    source = _source_name(state, work)
    onto = op.rule in (fx.TO_BATTLEFIELD, sv.ONE_TO_BATTLEFIELD)
    optional = _optional(op)
    picked: list[CardDef] = []
    plain = not any(k in params for k in (*_PT_KEYS, sv.SEARCH_BASIC_TYPE, sv.SEARCH_KEYWORD))
    if sv.SEARCH_EACH in params:
        return _each(state, work, op, (library, answers, used), source)
    while len(picked) < limit:
        taken = {c.name for c in picked} if sv.SEARCH_DIFFERENT in params else set()
        names = tuple(dict.fromkeys(
            c.name for c in library if c.name not in taken and matches(c, op.card, source)
            and _value_ok(c, op, work.item.x, counted) and (plain or _stated_ok(
                state, c, params, player))
            and (not onto or PERMANENT_CARD_TYPES.intersection(c.types))))
        if not names:
            break
        if not optional and len(names) == 1:
            pick = names[0]  # any card, all of one name: nothing to choose (701.23c)
        elif used == len(answers):
            return f"search your library ({len(picked)} of {limit} found so far): the next " \
                "card found" + (", or 'none' to find no more (CR 701.23a-b)" if optional
                                else " (CR 701.23a, 701.23c)"), \
                (*names, NONE) if optional else names
        else:
            pick, used = answers[used], used + 1
            if pick == NONE:
                break
        card = next(c for c in library if c.name == pick)
        library.remove(card)
        picked.append(card)
    return _afterwards(op, picked, answers[used:])


def _each(state: GameState, work: Resolving, op: fx.Op,
          seen: tuple[list[CardDef], tuple[str, ...], int], source: str) -> Asked | Found:
    """"a forest card and a plains card": for each kind in order, a card of it not found yet
    or "none" (CR 701.23b: each a stated quality the search may miss); nothing is asked of a
    kind no card left is."""
    library, answers, used = seen
    kinds = op.card.split(" or ")
    onto = op.rule == fx.TO_BATTLEFIELD
    picked: list[CardDef] = []
    for i, kind in enumerate(kinds):
        names = tuple(dict.fromkeys(
            c.name for c in library if matches(c, kind, source)
            and (not onto or PERMANENT_CARD_TYPES.intersection(c.types))))
        if not names:
            continue
        if used == len(answers):
            return f"search your library for a {kind} card ({i + 1} of {len(kinds)}), or " \
                "'none' to find none (CR 701.23a-b)", (*names, NONE)
        pick, used = answers[used], used + 1
        if pick == NONE:
            continue
        card = next(c for c in library if c.name == pick)
        library.remove(card)
        picked.append(card)
    return picked, picked if onto else []


#: the split searches (Cultivate's, Fork in the Road's): where the card chosen goes, and the
#: other (one card alone: either way, "none" the second)
_SPLITS = {sv.ONE_TO_BATTLEFIELD: "onto the battlefield tapped (the other into your hand; "
           "'none': into your hand)",
           sv.ONE_TO_HAND: "into your hand (the other into your graveyard; 'none': into your "
           "graveyard)",
           sv.ONE_TO_HAND_HIDDEN: "into your hand (the other into your graveyard; 'none': into "
           "your graveyard)"}


def _afterwards(op: fx.Op, picked: list[CardDef], answers: tuple[str, ...]) -> Asked | Found:
    """Where the cards found go, when that is a choice: Cultivate's card put onto the
    battlefield (the other to the hand; one card alone: either, "none" the hand), the order
    of several put on top (CR 401.4: their owner's)."""
    if op.rule in _SPLITS:
        names = tuple(dict.fromkeys(c.name for c in picked))
        if not picked or len(picked) == 2 and len(names) == 1:
            return picked, picked[:1]
        if not answers:
            options = (*names, NONE) if len(picked) == 1 else names
            return f"the card found to put {_SPLITS[op.rule]}", options
        onto = [c for c in picked if c.name == answers[0]][:1]
        return picked, onto
    if op.rule in (fx.TO_TOP, fx.TO_TOP_REVEALED):
        ordered, left, used = [], list(picked), 0
        while len({c.name for c in left}) > 1:
            names = tuple(dict.fromkeys(c.name for c in left))
            if used == len(answers):
                return "the card found to put on top of the library next, nearest the top " \
                    "first (in any order, CR 401.4)", names
            card = next(c for c in left if c.name == answers[used])
            used += 1
            left.remove(card)
            ordered.append(card)
        return ordered + left, []
    return picked, picked if op.rule == fx.TO_BATTLEFIELD else []


def searched(state: GameState, work: Resolving, op: fx.Op) -> str | None:
    """The player whose library is searched: the controller's ("search your library"), or the
    player the instruction names ("its controller may search their library", CR 608.2h;
    "search target player's library"); None if none."""
    players = who(state, work, op.who) if op.who else [work.item.controller]
    return players[0] if players else None


def question(state: GameState, work: Resolving) -> tuple[str, str, tuple[str, ...]]:
    """The choice the resolving search (``work``'s instruction) asks next: who answers (the
    searcher: the controller for another player's library, ``SEARCH_OTHERS``), its prompt
    and options."""
    op = work.item.effect.ops[work.index]
    player = searched(state, work, op)
    assert player is not None
    plan = _plan(state, work, op, player)
    assert isinstance(plan[0], str) and isinstance(plan[1], tuple)
    chooser = work.item.controller if sv.SEARCH_OTHERS in dict(op.params) else player
    return chooser, plan[0], plan[1]


def _enter(state: GameState, player: str, card: CardDef, tapped: bool, revealed: bool) -> None:
    """``card`` put onto the battlefield under ``player``'s control (CR 110.4a); a planeswalker
    with its printed loyalty, a battle with its printed defense (306.5b, 310.4b)."""
    oid = make_object(state, player, card, Zone.LIBRARY)
    state.log(CardFound, player=player, card=oid, revealed=revealed)
    enter_from_library(state, oid, player, tapped=tapped)
    perm = state.permanents.get(oid)
    if perm is not None and perm.zone is Zone.BATTLEFIELD:
        if card.is_planeswalker:
            perm.counters[LOYALTY] = card.loyalty or 0
        if card.is_battle:
            perm.counters[DEFENSE] = card.defense or 0


def search(state: GameState, work: Resolving, op: fx.Op, objects: list[str], n: int) -> bool:
    """"Search your library for <cards>, <put them where>, then shuffle" (CR 701.23a, 701.24a):
    the controller's choices (``_plan``), then the cards found go to the hand (revealed or
    not), onto the battlefield [tapped], into the graveyard or exile (each a new object,
    400.7), or, after the shuffle, on top of the library. False while a choice waits."""
    player = objects[0] if objects and op.who != fx.YOU else work.item.controller
    if op.who != fx.YOU and not objects:
        return True  # no player to search (608.2b)
    searching = work.item.controller if sv.SEARCH_OTHERS in dict(op.params) else player
    fold(state, player)
    plan = _plan(state, work, op, player)
    while isinstance(plan[0], str):
        options = plan[1]
        assert isinstance(options, tuple)
        picked = answer(state, work, CARD_CHOICE, options)
        if picked is None:
            return False
        current = state.resolving
        assert current is not None
        work = state.resolving = attrs.evolve(current, chosen=(*work.chosen, picked))
        plan = _plan(state, work, op, player)
    found, onto = plan
    assert isinstance(found, list) and isinstance(onto, list)
    declined = sv.SEARCH_MAY in dict(op.params) and work.chosen[:1] == (NONE,)
    state.resolving = attrs.evolve(work, chosen=())
    if declined:
        return True
    owner = state.players[player]
    library = list(owner.library)
    for card in found:
        library.remove(card)
    owner.library = tuple(library)
    if op.rule in (fx.TO_TOP, fx.TO_TOP_REVEALED):  # shuffled, then put on top
        shuffle_library(state, player)
        owner.library = (*found, *owner.library)
        for card in found:
            state.log(CardFound, player=player, card=card.name if op.rule ==
                      fx.TO_TOP_REVEALED else "a card", revealed=op.rule == fx.TO_TOP_REVEALED)
        return True
    zone = Zone.GRAVEYARD if op.rule in (sv.TO_GRAVEYARD_FOUND, sv.ONE_TO_HAND,
                                         sv.ONE_TO_HAND_HIDDEN) else Zone.EXILE \
        if op.rule == sv.TO_EXILE_FOUND else Zone.HAND
    for card in found:
        chosen = any(c is card for c in onto)
        if chosen and op.rule in (sv.ONE_TO_HAND, sv.ONE_TO_HAND_HIDDEN):
            oid = make_object(state, player, card, Zone.HAND)
            state.log(CardFound, player=searching, card=oid, revealed=op.rule == sv.ONE_TO_HAND)
            continue
        if chosen:
            _enter(state, player, card, op.tapped, op.rule == sv.ONE_TO_BATTLEFIELD)
            continue
        oid = make_object(state, player, card, zone)
        state.log(CardFound, player=searching, card=oid,
                  revealed=op.rule in (fx.TO_HAND, sv.ONE_TO_BATTLEFIELD, sv.ONE_TO_HAND))
    state.version += 1
    state.changes += 1
    shuffle_library(state, player)
    return True
