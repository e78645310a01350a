"""Playing cards from exile (CR 601.2, 305.1): the permissions an effect gives a player to play
a card in exile until some time, and impulse draw, the effect that gives most of them.

A permission is kept in ``GameState.exile_plays``, keyed to the object it was given for: the
card's id and its ``Permanent.moves`` then (a card that leaves exile and comes back is a new
object, 400.7, with no permission), the player who may play it, and how long: ``"turn"`` —
only during the turn it names ("you may play that card this turn", "until end of turn, you may
play that card") —, ``"next"`` — until the end of that player's next turn (as their next
turn begins, ``next_turn_began``, it becomes a permission for that turn only) —, ``"exiled"``
— for as long as it remains exiled — or ``"foretold"`` (foretell, 702.143a: from the next
turn on, for its foretell cost).

Playing the card is an ordinary action with priority: a spell is cast (``CastSpell``) with
its timing (117.1a, 307.1) and its costs (601.2f-h) — only the permission to cast it from
exile is given, ``sim.rules.casting.castable_now`` —; a land is played (``PlayLand``) and uses
a land play (305.1, 305.2: ``sim.rules.priority.land_drop``).
"""

from __future__ import annotations

import attrs

from sim.model import programs as fx
from sim.model import zone_verbs as zv
from sim.model.abilities import CIPHER, FORETELL
from sim.model.card import CardDef
from sim.model.events import CostPaid, LibraryExiled
from sim.model.impulse_verbs import CHOOSE_ONE
from sim.model.mana import ManaCost
from sim.model.objects import Permanent, Zone
from sim.model.programs import SELF, Op, Program
from sim.model.stack_objects import CARD_CHOICE, Resolving
from sim.model.state import GameState
from sim.model.zone_verbs import ENCODE
from sim.rules.answers import answer
from sim.rules.costs import can_pay, pay
from sim.rules.library import fold, make_object
from sim.rules.top_permits import may_play_top

#: ``GameState.exile_plays`` durations: the turn named only; until the player's next turn ends;
#: foretold — from the turn after the one named on, for its foretell cost (702.143a); for as
#: long as it remains exiled
TURN, NEXT, FORETOLD, EXILED = "turn", "next", "foretold", "exiled"


def may_play(state: GameState, player: str, perm: Permanent) -> bool:
    """Whether an effect lets ``player`` play ``perm``, a card in exile, now (CR 601.2,
    305.1: the permission only; timing and costs are judged as for a card in hand); or the top
    card of their library a static ability lets them play (``top_permits.may_play_top``)."""
    if perm.zone is not Zone.EXILE or not state.exile_plays:  # the top card of a library
        return perm.zone is Zone.LIBRARY and may_play_top(state, player, perm)  # (401.2)
    pid, moves, turn = perm.id, perm.moves, state.turn
    for card, then, who, when, until in state.exile_plays:
        if card == pid and then == moves and who == player and (
                turn > when if until == FORETOLD else until != TURN or when == turn):
            return True
    return False


def foretold(state: GameState, perm: Permanent) -> bool:
    """Whether ``perm`` is a card in exile foretold (CR 702.143a): cast for its foretell
    cost."""
    return perm.zone is Zone.EXILE and any(
        card == perm.id and then == perm.moves and until == FORETOLD
        for card, then, _, _, until in state.exile_plays)


def grant(state: GameState, player: str, cards: list[str], until: str) -> None:
    """Let ``player`` play ``cards`` (objects in exile) this turn (``zv.PLAY_THIS_TURN``),
    until the end of their next turn (``zv.PLAY_NEXT_TURN``) or for as long as they remain
    exiled (``zv.PLAY_WHILE_EXILED``)."""
    kind = NEXT if until == zv.PLAY_NEXT_TURN else EXILED if until == zv.PLAY_WHILE_EXILED \
        else TURN
    state.exile_plays = (*state.exile_plays, *(
        (c, state.permanents[c].moves, player, state.turn, kind) for c in cards))
    state.version += 1


def next_turn_began(state: GameState) -> None:
    """A turn began (``sim.rules.turn.begin_turn``): the permissions of past turns are over;
    one lasting until its player's next turn ends is, from now on, one for this turn only when
    this is that player's turn."""
    turn, active = state.turn, state.active
    kept: list[tuple[str, int, str, int, str]] = []
    for card, moves, who, when, until in state.exile_plays:
        perm = state.permanents.get(card)
        if perm is None or perm.zone is not Zone.EXILE or perm.moves != moves:
            continue  # a new object (400.7): no permission
        if until == NEXT and who == active and when < turn:
            kept.append((card, moves, who, turn, TURN))
        elif until != TURN or when == turn:
            kept.append((card, moves, who, when, until))
    state.exile_plays = tuple(kept)


def exile_to_play(state: GameState, work: Resolving, op: fx.Op, objects: list[str],
                  n: int) -> bool:
    """"Exile the top N cards of your library. <Until when>, you may play them" (CR 406.2,
    601.2, 305.1): the cards go face up into exile, each a new object (400.7; all of them when
    the library has fewer), and the instruction's controller may play them until ``op.rule``.
    "... choose one of them. <until when>, you may play that card" (``CHOOSE_ONE``, 608.2c):
    the controller chooses one of the cards (a ``CARD_CHOICE`` by name, ``question``; False
    while it waits), all are exiled, and only the one chosen may be played."""
    chooses = op.params and any(k == CHOOSE_ONE for k, _ in op.params)
    for player in (o for o in objects if o in state.players):
        library = fold(state, player)
        top = library[:max(n, 0)]
        pick = ""
        if chooses and top:  # 608.2c: "choose one of them" — asked before the cards move
            names = tuple(dict.fromkeys(c.name for c in top))
            pick = names[0] if len(names) == 1 else answer(state, work, CARD_CHOICE, names) \
                or ""
            if not pick:
                return False  # the choice waits; nothing has moved yet
        state.players[player].library = library[len(top):]
        made = [make_object(state, player, card, Zone.EXILE) for card in top]
        if pick:  # only the card chosen may be played (one of copies of one card alike)
            made = [next(c for c in made if state.permanents[c].card.name == pick)]
        grant(state, work.item.controller, made, op.rule)
        state.changes += 1
        state.log(LibraryExiled, player=player, cards=tuple(c.name for c in top))
    return True


def question(state: GameState, work: Resolving) -> tuple[str, tuple[str, ...]]:
    """The prompt and options of impulse draw's "choose one of them" (CR 608.2c): the names of
    the top cards of the controller's library about to be exiled."""
    op = work.item.effect.ops[work.index]
    n = op.amount * work.item.x if op.x else op.amount
    top = fold(state, work.item.controller)[:max(n, 0)]
    return "choose the exiled card you may play (CR 601.2, 608.2c)", tuple(
        dict.fromkeys(c.name for c in top))


# --- foretell (CR 702.143a, 116.2h) ---------------------------------------------------------------

#: what foretelling costs (CR 702.143a)
FORETELL_COST = ManaCost.parse("{2}")


def may_foretell(state: GameState, player: str, perm: Permanent) -> bool:
    """Whether ``player`` may foretell ``perm`` now (CR 702.143a, 116.2h): a card with foretell
    in their hand, during their turn (they have priority), {2} payable."""
    return perm.zone is Zone.HAND and perm.owner == player and state.active == player and \
        foretells(perm.card) and can_pay(state, player, FORETELL_COST)


def foretells(card: CardDef) -> bool:
    """Whether ``card`` has foretell (CR 702.143a)."""
    return bool(card.params) and any(k == FORETELL for k, _ in card.params)


def foretell(state: GameState, player: str, card: str) -> None:
    """The special action (CR 116.2h, 702.143a): ``player`` pays {2} and exiles the card face
    down (hidden information is not modelled: its characteristics stay known); from the next
    turn on they may cast it for its foretell cost (``FORETOLD``). They receive priority again
    (116.3c)."""
    pay(state, player, FORETELL_COST, log=False)
    state.log(CostPaid, player=player, amount=FORETELL_COST.value)
    state.move(card, Zone.EXILE)
    perm = state.permanents[card]
    state.exile_plays = (*state.exile_plays, (card, perm.moves, player, state.turn, FORETOLD))
    state.passes = 0


def with_encoding(perm: Permanent, program: Program) -> Program:
    """The program of the spell ``perm`` is cast as: a cipher card's (CR 702.99a; not a copy of
    a card, 707.12) gets, after its instructions, "you may exile this card encoded on a creature
    you control" (``ENCODE``, ``sim.rules.exile_cast``), just after its other effects."""
    card = perm.card
    if not card.params or (CIPHER, "") not in card.params or perm.token or not program.ops \
            or program.modes:
        return program
    return attrs.evolve(program, ops=(*program.ops, Op(ENCODE, SELF)))
