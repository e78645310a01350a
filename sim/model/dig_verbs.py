"""More ways of digging through the library (CR 401, 608.2c, 701.20a; ``programs.DIG``):
``Op.params`` keys of an ``Op(DIG)`` besides ``programs.TOP_TO_BATTLEFIELD``.

- ``DIG_TO_GRAVEYARD``: the cards chosen go into the graveyard, not the hand ("look at the top
  five cards of your library. put any number of them into your graveyard and the rest back on
  top of your library in any order"); ``DIG_TO_EXILE``: into exile ("..., then exile any
  number of them and put the rest back on top of your library in any order", 406.2);
- ``DIG_REVEALED``: every card is revealed, not only looked at ("reveal the top five cards of
  your library. you may put a creature or land card from among them into your hand. put the
  rest into your graveyard", 701.20a);
- ``DIG_EACH_KIND``: "you may put a creature card and/or a land card from among them into your
  hand": up to one card of each kind (``Op.card`` "creature|land"), a card of both kinds
  counting as either.
"""

from __future__ import annotations

DIG_TO_GRAVEYARD = "chosen into the graveyard"
DIG_REVEALED = "revealed"
DIG_EACH_KIND = "one of each kind"
DIG_TO_EXILE = "chosen into exile"
