"""The words of looking at another player's hand (CR 402.3; ``sim.model.hand_verbs``), for
``sim.text.render_players``' table of writers."""

from __future__ import annotations

from collections.abc import Callable

from sim.model import programs as pg
from sim.model.hand_verbs import (
    DISCARD_ALL_KIND,
    EXILE_THAT,
    LOOK_HAND,
    LOOKED_THAT,
    LOOKED_THE,
    chosen_parts,
)
from sim.model.programs import Op
from sim.text.wording import Piece, alt

#: how an instruction names a player (``render_effects._Writer.who``)
Namer = Callable[[str], Piece]


def look_hand(name: Namer, op: Op) -> Piece:
    """"look at target player's | target opponent's | that player's hand" (CR 402.3)."""
    whose: Piece = "that player" if op.who == pg.THAT_PLAYER else name(op.who)
    return ("look at ", whose, "'s hand")


def discard_all_kind(name: Namer, op: Op) -> Piece:
    """"<player> reveals their hand and discards all <kind> cards" (CR 701.20a, 701.9a)."""
    return (name(op.who), alt(" reveals their hand", " reveals his or her hand"),
            f" and discards all {op.card} cards")


def chosen_sentence(whose: Piece, op: Op) -> Piece:
    """Duress's chain (``programs.DISCARD_CHOSEN``) from its first words: "<player> reveals
    their hand" (701.20a) or, looking, "look at <player>'s hand and choose a <kind> card from
    it. that player | the player discards that card" (``LOOKED_THAT``, 402.3)."""
    if op.rule in (LOOKED_THAT, LOOKED_THE):
        kinds = chosen_parts(op.card)[0]
        kind = f"an {kinds}" if kinds[:1] in tuple("aeiou") else f"a {kinds}".rstrip()
        player = "that player" if op.rule == LOOKED_THAT else "the player"
        return ("look at ", "that player" if op.who == pg.THAT_PLAYER else whose,
                f"'s hand and choose {kind} card from it. {player} discards that card")
    return (whose, alt(" reveals their hand", " reveals his or her hand"), chosen_words(op))


def chosen_words(op: Op) -> Piece:
    """Duress's chain after "<player> reveals their hand" (``programs.DISCARD_CHOSEN``, CR
    701.20a, 701.9a, 406.2, 202.3): ". you choose a <kind> card from it [with mana value N or
    less | greater]" and ". that player discards that card", " and exile that card" or ".
    exile that card"."""
    kinds, bound, n = chosen_parts(op.card)
    kind = f"an {kinds}" if kinds[:1] in tuple("aeiou") else f"a {kinds}".rstrip()
    value = "" if not bound else f" with mana value {n} or {'less' if bound == '<=' else 'greater'}"
    end = " and exile that card" if op.rule == pg.EXILE else ". exile that card" \
        if op.rule == EXILE_THAT else ". that player discards that card"
    return f". you choose {kind} card from it{value}{end}"


#: the writers of this module's verbs
HAND_LOOK_WRITERS: dict[str, Callable[[Namer, Op], Piece]] = {
    LOOK_HAND: look_hand, DISCARD_ALL_KIND: discard_all_kind}
