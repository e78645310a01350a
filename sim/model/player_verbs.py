"""The ``Op`` verbs of instructions acting on players (issue 29, players) that need words of
their own: split from ``sim.model.programs``, whose verbs they are. Read by
``sim.text.hand_rules``, run by ``sim.rules.effect_ops`` (``sim.rules.hands``), written back by
``sim.text.render_players``."""

from __future__ import annotations

#: "<player> draws an additional card", "... N additional cards" (CR 121.1: drawn as any
#: card is; "additional" only says the step's draw, 504.1, still happens): the DRAW handler
DRAW_ADDITIONAL = "draw additional"

#: "discard your hand", "each player discards their hand" (CR 701.9a: every card of it, no
#: choice; the cards are discarded at once)
DISCARD_HAND = "discard hand"

#: "discard all the cards in your hand, then draw that many cards" (CR 701.9a, 121.1,
#: 608.2c): each player discards their whole hand, then draws as many cards as they discarded
DISCARD_DRAW_THAT_MANY = "discard hand, draw that many"

#: "each opponent gets a poison counter", "target player gets two poison counters" (CR
#: 122.1f: a player with ten or more loses, 704.5c)
GET_POISON = "get poison counters"

#: "each player shuffles their hand and graveyard into their library" (CR 701.24a: every
#: card of each player's hand and graveyard into their own library, then it is shuffled)
SHUFFLE_HAND_GRAVEYARD = "shuffle hand and graveyard"

#: "sacrifice ~ unless you discard a [<kind>] card [at random]" (CR 118.12a, 701.9a-b): the
#: controller chooses whether to discard (a card of ``Op.card``, of their choice or, with
#: ``Op.rule`` ``DISCARD_RANDOM``, at random); if they don't, they sacrifice ``Op.who``
SACRIFICE_UNLESS_DISCARD = "sacrifice unless discard"

#: "exile target player's graveyard", "exile each opponent's graveyard", "exile all graveyards"
#: (CR 406.2, 404.1: every card of each such player's graveyard moves to exile, at once)
EXILE_GRAVEYARD = "exile graveyard"

#: ``Op.rule`` of a LOSE_LIFE read as "... and loses N life" after a player's instruction
#: ("target player draws two cards and loses 2 life": the same player, CR 119.3, 608.2c)
AND_LOSES = "and loses"

__all__ = ["AND_LOSES", "DISCARD_DRAW_THAT_MANY", "DISCARD_HAND", "DRAW_ADDITIONAL",
           "EXILE_GRAVEYARD", "GET_POISON", "SACRIFICE_UNLESS_DISCARD", "SHUFFLE_HAND_GRAVEYARD"]

#: "put two cards from your hand on top of your library in any order" (Brainstorm's second
#: half; CR 401.4, 608.2c): the player chooses the cards one at a time, each put on top of
#: the library in turn (the last chosen ends on top); ``Op.amount`` the cards
HAND_TO_TOP = "put cards from hand on top"

#: "shuffle your library", "you may shuffle" (CR 701.24a: the player's own library)
SHUFFLE_LIBRARY = "shuffle library"

#: "untap up to two lands [you control]" (CR 701.26b, 608.2c): the controller chooses the
#: lands as it resolves (no targets), one at a time; ``Op.amount`` how many at most,
#: ``Op.rule`` "you" for lands they control only
UNTAP_LANDS = "untap up to N lands"

#: "you win the game" (CR 104.2b: an effect may say that a player wins the game): each other
#: player still in it loses, and the game ends (104.2a; ``sim.rules.game_end``)
WIN_GAME = "win the game"
