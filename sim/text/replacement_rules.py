"""The transformer rules of the Oracle grammar (``oracle.lark``) for replacement effects that
modify an event (CR 614.1a; ``sim.model.replacement_verbs``): "if you would gain life, you
gain twice that much life instead", a static rule ``sim.rules.life`` runs, and the token
doublings (``sim.rules.tokens``); "if ~ would die,
exile it instead", the card's own ``EXILE_IF_DIES`` (value "~"), run by
``sim.rules.exile_instead`` as every "exile it if it would die" is.

Interpreted in the compiled build (``setup.py``): the class subclasses lark's ``Transformer``,
which mypyc cannot compile.
"""

from __future__ import annotations

from typing import Any

from lark import Token, Transformer

from sim.model.abilities import EXILE_IF_DIES, Parsed, Static
from sim.model.begin_with import BEGIN_PARAM
from sim.model.graveyard_replacement import GY_EXILE_PARAM
from sim.model.player_qualities import PLAYER_HEXPROOF, PLAYER_SHROUD
from sim.model.replacement_verbs import LIFE_GAIN_TWICE, TOKENS_TWICE, TOKENS_TWICE_EFFECT


class ReplacementRules(Transformer[Token, Any]):
    """Each method is named after a rule alias of ``oracle.lark``."""

    def life_gain_twice(self, c: list[Any]) -> Static:
        """"If you would gain life, you gain twice that much life instead" (CR 614.1a)."""
        return Static("", rule=LIFE_GAIN_TWICE)

    def exile_if_self_dies(self, c: list[Any]) -> Parsed:
        """"If ~ would die, exile it instead" (CR 614.1a, 700.4)."""
        return Parsed(params=frozenset([(EXILE_IF_DIES, "~")]))

    def exile_if_self_to_graveyard(self, c: list[Any]) -> Parsed:
        """"If ~ would be put into a graveyard from anywhere, exile it instead" (CR 614.1a;
        ``sim.model.graveyard_replacement``)."""
        return Parsed(params=frozenset([GY_EXILE_PARAM]))

    def begin_on_battlefield(self, c: list[Any]) -> Parsed:
        """"If ~ is in your opening hand, you may begin the game with it on the battlefield"
        (CR 103.6; not a replacement: read with its card's own parameters,
        ``sim.rules.opening_hand``)."""
        return Parsed(params=frozenset([BEGIN_PARAM]))

    def player_hexproof(self, c: list[Any]) -> Static:
        """"You have hexproof" (CR 702.11d; not a replacement: a player's quality,
        ``sim.model.player_qualities``)."""
        return Static("", rule=PLAYER_HEXPROOF)

    def player_shroud(self, c: list[Any]) -> Static:
        """"You have shroud" (CR 702.18d)."""
        return Static("", rule=PLAYER_SHROUD)

    def tokens_twice(self, c: list[Any]) -> Static:
        """"If one or more tokens would be created under your control, twice that many of
        those tokens are created instead" (CR 614.1a, 111.1)."""
        return Static("", rule=TOKENS_TWICE)

    def tokens_twice_effect(self, c: list[Any]) -> Static:
        """"If an effect would create one or more tokens under your control, it creates twice
        that many of those tokens instead" (CR 614.1a, 111.1)."""
        return Static("", rule=TOKENS_TWICE_EFFECT)
