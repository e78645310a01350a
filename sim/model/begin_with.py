"""A card's "if ~ is in your opening hand, you may begin the game with it on the battlefield"
(CR 103.6; the Leylines): a parameter of the card (value ""), whose words are its kind,
rendered back by ``sim.text.static_text.param_text``'s fallback, and asked by
``sim.rules.opening_hand`` once every player has kept an opening hand."""

from __future__ import annotations

#: "if ~ is in your opening hand, you may begin the game with it on the battlefield" (103.6)
BEGIN_ON_BATTLEFIELD = ("if ~ is in your opening hand, you may begin the game with it on the "
                        "battlefield")
BEGIN_PARAM = (BEGIN_ON_BATTLEFIELD, "")
