"""The values of a library search (CR 701.23a: ``Op(SEARCH)``, ``sim.rules.searching``;
read by ``sim.text.search_rules``, rendered by ``sim.text.render_search``). Split from
``sim.model.programs``, whose ``SEARCH`` verb they describe.

``Op.card`` says what the search finds: "" any card; kinds joined by " or " ("basic land or
gate"), each kind a conjunction of words the card has ("nonlegendary green creature": a
supertype, a color, a card type, a subtype, "permanent", "non<word>"); "named <name>" (CR
201.2; "named ~": the source's name). ``Op.count`` how many (times X with
``SEARCH_X_COUNT``), ``Op.rule`` where they go (``programs.TO_HAND``: revealed,
``TO_BATTLEFIELD``, ``TO_TOP``... or one of these), ``Op.params`` the ``SEARCH_*`` qualities
below.
"""

from __future__ import annotations

#: where the cards found go besides ``programs``' ``TO_HAND`` (revealed), ``TO_BATTLEFIELD``
#: and ``TO_TOP`` / ``TO_TOP_REVEALED``: the hand unrevealed ("put that card into your hand"),
#: the graveyard, exile; Cultivate's "reveal those cards, put one onto the battlefield tapped
#: and the other into your hand"
TO_HAND_HIDDEN = "into your hand, unrevealed"
TO_GRAVEYARD_FOUND = "into your graveyard"
TO_EXILE_FOUND = "exile"
ONE_TO_BATTLEFIELD = "one onto the battlefield, the other into your hand"
#: "put one into your hand and the other into your graveyard" (revealed, or not: "two cards")
ONE_TO_HAND, ONE_TO_HAND_HIDDEN = "one into your hand, the other into your graveyard", \
    "one into your hand unrevealed, the other into your graveyard"

#: "up to N cards" (none to N), "any number of cards" (no limit); "X cards" (``Op.count``
#: times X, CR 107.3; ``Op.x`` is set too when a mana value is X: X is announced as it is cast)
SEARCH_UP_TO, SEARCH_ANY_NUMBER, SEARCH_X_COUNT = "up to", "any number", "x cards"
#: "with mana value N" (exactly), "N or greater" (CR 202.3; ``programs.SEARCH_MAX_VALUE``: "N
#: or less"); the value "x": X (107.3)
SEARCH_VALUE, SEARCH_MIN_VALUE = "mana value", "mana value at least"
#: "with different names" (CR 201.2): no two cards found share a name
SEARCH_DIFFERENT = "different names"
#: the cards put on top are revealed ("reveal them, then shuffle and put those cards on top
#: in any order")
SEARCH_IN_ANY_ORDER = "in any order"
#: "<player> may search their library" (``Op.who`` the player, CR 608.2h): that player
#: chooses first whether to search (declined: no search, no shuffle)
SEARCH_MAY = "may search"
#: "search target player's library" (``Op.who`` the library's player; its controller searches
#: it, CR 701.23a; "then that player shuffles", 701.24a)
SEARCH_OTHERS = "another's library"
#: "... and put it onto the battlefield. then shuffle": the sentences joined (rendering only)
SEARCH_AND_PUT = "and put"
#: "a forest card and a plains card", "an island card, a swamp card, and a mountain card":
#: one card of each kind (``Op.card``'s kinds in order, ``Op.count`` of them), each a stated
#: quality the search may miss (CR 701.23b); a card found is one kind's only
SEARCH_EACH = "one of each kind"
#: a mana value quality's value ("with mana value equal to | less than or equal to <count>",
#: CR 202.3, 608.2h): ``Op.per`` counted as the search is carried out
COUNTED_VALUE = "counted"
#: "with power | toughness | power or toughness N [or less | or greater]" (CR 208.1): the key
#: these words then the param's value ("2 or less"); "with a basic land type" (205.3i)
SEARCH_POWER, SEARCH_TOUGHNESS, SEARCH_POWER_OR_TOUGHNESS = "power", "toughness", \
    "power or toughness"
SEARCH_BASIC_TYPE = "with a basic land type"
#: Cultivate's split written in two sentences ("... and reveal them. put one of them onto the
#: battlefield tapped and the other into your hand, then shuffle"): rendering only
SEARCH_SPLIT_SENTENCES = "split, two sentences"
#: "with flying" (CR 702, 113.6: the card's own keyword ability, printed; the value its name)
SEARCH_KEYWORD = "with keyword"
