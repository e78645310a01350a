"""Impulse draw choosing one card (CR 601.2, 305.1, 608.2c): "exile the top two cards of your
library[, then | .] choose one of them. <until when>, you may play that card" —
``zone_verbs.EXILE_TO_PLAY`` with the ``CHOOSE_ONE`` param (its value the words joining the
choice to the exile: ". " or ", then "), run by ``sim.rules.exile_play``: only the card chosen
may be played."""

from __future__ import annotations

#: ``Op.params`` key of an impulse draw choosing one card
CHOOSE_ONE = "choose one of them"
