"""The instructions of cards that move between zones by rules of their own: madness (CR
702.35a), playing cards from exile (601.2, 305.1; impulse draw, rebound, suspend, cipher) and
transforming double-faced cards (701.28, 712). Split from ``sim.model.programs``, whose ``Op``
verbs they are."""

from __future__ import annotations

# --- madness (CR 702.35a; sim.rules.madness) ---
#: madness's triggered ability: "its owner may cast it by paying [cost] rather than paying its
#: mana cost. If that player doesn't, they put this card into their graveyard" (``amount`` 1:
#: cast it, if it can be cast; 0: put it into its owner's graveyard)
CAST_MADNESS = "cast for madness"


# --- playing cards from exile (CR 601.2, 305.1; sim.rules.exile_play) ---
#: "exile the top [N] card[s] of your library. <until when>, you may play <it|them>" (impulse
#: draw): ``amount`` cards, each a new object in exile (400.7) its controller may play until
#: ``rule`` (``PLAY_THIS_TURN``, ``PLAY_NEXT_TURN``): cast it (601.2) or, a land, play it
#: with a land play (305.1)
EXILE_TO_PLAY = "exile top to play"
#: how long a card exiled this way may be played: this turn ("you may play that card this
#: turn", "until end of turn, you may play that card"); until the end of the player's next turn
PLAY_THIS_TURN, PLAY_NEXT_TURN = "this turn", "next turn"
#: for as long as the card remains exiled (the same object, 400.7)
PLAY_WHILE_EXILED = "while exiled"
#: "you may cast <this card> from exile without paying its mana cost" (rebound's delayed
#: ability, CR 702.88a; suspend's last time counter, 702.62a: ``amount`` 1, a creature spell
#: cast this way gains haste): asked as it resolves (a ``CARD_CHOICE``), the card stays in
#: exile when not cast (``sim.rules.exile_cast``)
CAST_FROM_EXILE = "cast from exile"
#: suspend's upkeep trigger (CR 702.62a): "remove a time counter from it" while it's exiled
REMOVE_TIME = "remove a time counter"
#: "exile ~ with N time counters on it" (a suspend card's own instruction, CR 702.62b: with
#: suspend, it is then suspended): the resolving spell (or the permanent) goes to exile with
#: ``amount`` time counters (``sim.rules.exile_cast``)
EXILE_WITH_TIME = "exile with time counters"
#: cipher (CR 702.99a; ``sim.rules.exile_cast``): the spell's last instruction, added as it is
#: cast — "you may exile this card encoded on a creature you control" (a ``CARD_CHOICE``) —
#: and the encoded creature's trigger's — "you may copy the encoded card and you may cast the
#: copy without paying its mana cost"
ENCODE, CAST_COPY = "encode", "cast a copy"


# --- transforming double-faced cards (CR 701.28, 712; sim.rules.transform) ---
#: "transform ~" (CR 701.28a): the permanent turns over to its other face
TRANSFORM = "transform"
#: the intervening "if" clauses of the werewolves (CR 603.4): "if no spells were cast last
#: turn", "if a player cast two or more spells last turn" (``Player.spells_last_turn``)
NO_SPELLS_LAST_TURN = "no spells last turn"
TWO_SPELLS_LAST_TURN = "two spells last turn"
#: "exile ~, then return it to the battlefield transformed under its owner's control" (CR
#: 712.14; ``sim.rules.transform_moves``)
EXILE_RETURN_TRANSFORMED = "exile and return transformed"
#: "return it to the battlefield [tapped and] transformed under its owner's control" of a dies
#: trigger (CR 712.14; ``Op.tapped``): the card from its owner's graveyard, back face up
RETURN_TRANSFORMED = "return transformed"
#: an ``Op(RETURN_TRANSFORMED)`` param: "... transformed under your control" — the ability's
#: controller's, not its owner's (CR 110.2a, 712.14)
UNDER_YOURS = "under your control"


# --- a permanent chosen as the instruction resolves (CR 115.1, 400.7; sim.rules.chosen_bounce) ---
#: "return a [non<type>] [<color> [or <color>]] creature | permanent you control to its owner's
#: hand", "return another creature you control ...": its controller chooses one of the
#: permanents of the group (``Op.who``, "group:k") as it resolves, not a target; it goes to its
#: owner's hand, a new object (400.7)
RETURN_CHOSEN = "return chosen"
#: "put target creature card from a graveyard onto the battlefield [tapped] under your
#: control" (CR 110.2a, 400.7): ``programs.CARD_TO_BATTLEFIELD`` in other words (its handler)
PUT_CARD = "put card onto the battlefield"
