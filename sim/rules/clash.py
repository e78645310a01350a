"""Clashing (CR 701.30): "clash with an opponent. if you win, <effect>. [otherwise, <effect>.]"
(``CLASH``; the instructions after it marked ``Op.if_paid`` ``WON_CLASH`` / ``LOST_CLASH``,
skipped or done by ``sim.rules.resolution`` as ``Resolving.unpaid`` says, as a coin flip's).

CR 701.30a: to clash, a player reveals the top card of their library; that player may then put
that card on the bottom of their library. 701.30b: "clash with an opponent" means "choose an
opponent; you and that opponent each clash" (with two or more opponents, a ``CARD_CHOICE`` of
the opponent, asked of the controller first). 701.30c: each clashing player reveals the top
card of their library at the same time; then those players announce decisions about where to
put those cards in APNAP order (101.4: a ``PLACE_CHOICE`` "top" / "bottom" each, asked of a
player who revealed a card), then those cards are moved at the same time. 701.30d: a player
wins a clash if that player revealed a card with a higher mana value than all other cards
revealed in that clash (a player with an empty library reveals nothing and can't win; mana
value: 202.3, X as 0, 202.3e).
"""

from __future__ import annotations

from collections.abc import Callable

import attrs

from sim.model.card import CardDef
from sim.model.clash_verbs import CLASH, REPEAT
from sim.model.decisions import DecisionKind
from sim.model.events import Clashed
from sim.model.mana import ManaCost
from sim.model.objects import Zone
from sim.model.programs import FLIP_COIN, Op
from sim.model.stack_objects import CARD_CHOICE, PLACE_CHOICE, Resolving
from sim.model.state import GameState
from sim.rules.answers import answer
from sim.rules.coin_flips import flip_coin
from sim.rules.library import fold

TOP, BOTTOM = "top", "bottom"


def _top(state: GameState, player: str) -> CardDef | None:
    """The top card of ``player``'s library, not moved (CR 401.1), or None when it is empty."""
    listed = state.cards(player, Zone.LIBRARY)
    if listed:
        return listed[0].card
    library = state.players[player].library
    return library[0] if library else None


def _mana_value(card: CardDef) -> int:
    """A revealed card's mana value (CR 202.3; X is 0 off the stack, 202.3e)."""
    return ManaCost.parse(card.cost).total()


def _plan(state: GameState, work: Resolving) -> tuple[str, str, str, tuple[str, ...]] | \
        tuple[str, list[str], tuple[str, ...]]:
    """The clash with the answers so far (``work.chosen``): the choice to ask next (who, what
    kind, the prompt, its options), or once all are answered (the opponent, the clashing
    players revealing a card in APNAP order, where each put it)."""
    you = work.item.controller
    opponents = state.opponents(you)
    chosen = work.chosen
    if len(opponents) > 1 and not chosen:  # 701.30b: "choose an opponent"
        return you, CARD_CHOICE, "choose the opponent to clash with (CR 701.30b)", \
            tuple(opponents)
    opponent = chosen[0] if len(opponents) > 1 else opponents[0] if opponents else ""
    placed = chosen[1:] if len(opponents) > 1 else chosen
    revealing = [p for p in state.apnap() if p in (you, opponent) and _top(state, p)]
    if len(placed) < len(revealing):  # 701.30c: APNAP order
        player = revealing[len(placed)]
        shown = ", ".join(f"{p}: {c.name}" for p in (you, opponent) if (c := _top(state, p)))
        return player, PLACE_CHOICE, f"clash (revealed {shown}): put your card on top of " \
            "your library or on the bottom (CR 701.30a)", (TOP, BOTTOM)
    return opponent, revealing, placed


def question(state: GameState, work: Resolving) -> tuple[str, DecisionKind, str,
                                                         tuple[str, ...]]:
    """The choice a waiting clash asks (``sim.rules.questions``): who, its kind, its prompt
    and options."""
    plan = _plan(state, work)
    assert len(plan) == 4
    chooser, asking, what, options = plan
    kind = DecisionKind.CHOOSE_CARD if asking == CARD_CHOICE else DecisionKind.CHOOSE_PLACE
    return chooser, kind, what, options


def clash(state: GameState, work: Resolving, op: Op, objects: list[str], n: int) -> bool:
    """The resolving object's controller clashes with an opponent (CR 701.30b-d): the choices
    one at a time (False while one waits), then the cards put on the bottom moved, and
    whether the controller won recorded in ``Resolving.unpaid`` (True: not won) for the
    instructions after it that care."""
    plan = _plan(state, work)
    while len(plan) == 4:
        _, asking, _, options = plan
        assert isinstance(asking, str)
        picked = answer(state, work, asking, options)
        if picked is None:
            return False
        current = state.resolving
        assert current is not None
        work = state.resolving = attrs.evolve(current, chosen=(*work.chosen, picked))
        plan = _plan(state, work)
    opponent, revealing, placed = plan
    assert isinstance(opponent, str) and isinstance(revealing, list)
    you = work.item.controller
    shown = {p: c for p in (you, opponent) if p and (c := _top(state, p)) is not None}
    winner = next((p for p, card in shown.items() if all(  # 701.30d: higher than all others
        _mana_value(card) > _mana_value(c) for q, c in shown.items() if q != p)), "")
    won = winner == you
    bottom = [p for p, where in zip(revealing, placed, strict=True) if where == BOTTOM]
    for player in bottom:  # 701.30c: moved at the same time (each its own library)
        library = fold(state, player)
        state.players[player].library = (*library[1:], library[0])
    state.version += 1
    state.changes += 1
    state.log(Clashed, player=you, opponent=opponent, item=work.item.id,
              revealed=tuple(shown[p].name if p in shown else "" for p in (you, opponent)),
              bottom=tuple(bottom), won=won, winner=winner)
    state.resolving = attrs.evolve(work, chosen=(), unpaid=not won)
    return True


def repeat(state: GameState, work: Resolving, op: Op, objects: list[str], n: int) -> bool:
    """"If you win, repeat this process" (CR 608.2c, 701.30d): the effect's instructions are
    done again from the first (its "process"), each as the first time (a clash's choices
    asked again); reached only while the clash is won, so it ends once one is not (a player
    with an empty library can't win, 701.30d)."""
    state.resolving = attrs.evolve(work, index=0, chosen=())
    return True


#: the contests' instructions (``sim.rules.effect_ops.OPS``): a coin flip (705), a clash
CONTEST_OPS: dict[str, Callable[[GameState, Resolving, Op, list[str], int], bool]] = {
    FLIP_COIN: flip_coin, CLASH: clash, REPEAT: repeat}
