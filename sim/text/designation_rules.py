"""The transformer rules of the Oracle grammar (``oracle.lark``) for control-changing Auras
(CR 303.4, 613.1b): "you control enchanted creature" (Control Magic) and its kin, a static
rule of the Aura that ``sim.model.board.attached_control`` runs; and the monarch (CR 724):
"<player> becomes the monarch", run by ``sim.rules.monarch``.

Interpreted in the compiled build (``setup.py``): the class subclasses lark's ``Transformer``,
which mypyc cannot compile.
"""

from __future__ import annotations

from typing import Any

from lark import Token, Transformer

from sim.model.abilities import (
    CHOOSE_AS_ENTERS,
    CONTROL_ENCHANTED,
    ENCHANTED_PLAYER,
    IS_CHOSEN,
    PAY_LIFE_AS_ENTERS,
    PROTECTION,
    Filter,
    Static,
)
from sim.model.chosen_spells import CHOSEN_COLOR, CREATURE_CHOSEN_TYPE, SPELL_CHOSEN_TYPE
from sim.model.chosen_values import CHOOSE_OPPONENT, CHOSEN_QUALITY, YOUR_CHOICE
from sim.model.keywords import Kw
from sim.model.programs import BECOME_MONARCH, MONARCH_OPPONENT, MONARCH_YOU
from sim.text.effect_rules import Instruction
from sim.text.static_rules import Refused

#: an effect's first words naming the monarch (an intervening "if", CR 603.4, 724):
#: ``sim.text.effect_text`` reads them, ``sim.text.render_effects`` writes them
MONARCH_CONDITIONS = (("if you're the monarch, ", MONARCH_YOU),
                      ("if an opponent is the monarch, ", MONARCH_OPPONENT))


#: the ``Instruction`` kind of a spell's "choose a creature type" (CR 608.2d), made a
#: ``CHOOSE_QUALITY`` instruction by ``sim.text.effect_text``
CHOOSE_TYPE_NOW = "choose a creature type"

class DesignationRules(Transformer[Token, Any]):
    """Control-changing Auras and the monarch; each method is named after a rule of
    ``oracle.lark``."""

    def control_enchanted(self, c: list[Any]) -> Static:
        """"You control enchanted <kind>" (613.1b): ``what`` names the kind, None for
        "permanent"."""
        kind = str(c[0])
        what = None if kind == "permanent" else Filter(card_type=kind.capitalize())
        return Static("", rule=CONTROL_ENCHANTED, what=what)

    def enchanted_kind(self, c: list[Any]) -> str:
        """The kind of permanent the Aura enchants, as printed."""
        return str(c[0])

    def choose_as_enters(self, c: list[Any]) -> Static:  # CR 614.12
        return Static("", rule=CHOOSE_AS_ENTERS, amount=int(c[0] != "color"))

    def choose_opponent_as_enters(self, c: list[Any]) -> Static:  # CR 614.12
        """"As ~ enters, choose an opponent": its controller chooses one of their opponents
        (``sim.rules.chosen``); the player is the permanent's ``chosen``."""
        return Static("", rule=CHOOSE_AS_ENTERS, amount=CHOOSE_OPPONENT)

    def choose_color_other_than(self, c: list[Any]) -> Static:
        """"As ~ enters, choose a color other than black" (CR 614.12): ``what`` holds the
        color the choice may not be (its word, ``Filter.color``)."""
        return Static("", rule=CHOOSE_AS_ENTERS, what=Filter(color=str(c[-1])))

    def chosen_color_quality(self, c: list[Any]) -> str:  # CR 702.16, 614.12
        """"protection from the chosen color": ``CHOSEN_QUALITY`` until a color is chosen."""
        return CHOSEN_QUALITY

    def protection_your_choice(self, c: list[Any]) -> tuple[Kw, frozenset[tuple[str, str]]]:
        """"gains protection from the color of your choice" (CR 702.16, 608.2d)."""
        if c[0] != PROTECTION:
            raise Refused(str(c[0]))  # "hexproof from the color of your choice"
        return Kw.NONE, frozenset([(PROTECTION, YOUR_CHOICE)])

    def pay_life_as_enters(self, c: list[Any]) -> Static:  # CR 614.12, 614.1d
        return Static("", rule=PAY_LIFE_AS_ENTERS, amount=int(c[0]))

    def is_chosen_type(self, c: list[Any]) -> Static:  # CR 613.1d, 614.12
        return Static("", rule=IS_CHOSEN, amount=1)

    def is_chosen_color(self, c: list[Any]) -> Static:  # CR 613.1e, 614.12
        return Static("", rule=IS_CHOSEN, amount=0)

    def chosen_kind(self, c: list[Any]) -> str:
        return " ".join(str(t) for t in c)

    def subject_chosen(self, c: list[Any]) -> tuple[str, str]:  # CR 614.12
        return "chosen", str(c[-1]) if c else ""

    def you_cast_chosen_color(self, c: list[Any]) -> tuple[str, str]:  # CR 601.2i, 614.12
        return "SpellCast", CHOSEN_COLOR

    def player_casts_chosen_color(self, c: list[Any]) -> tuple[str, str]:
        return "SpellCast", CHOSEN_COLOR + "|player"

    def you_cast_chosen_type(self, c: list[Any]) -> tuple[str, str]:  # CR 601.2i, 614.12
        return "SpellCast", SPELL_CHOSEN_TYPE

    def you_cast_creature_chosen_type(self, c: list[Any]) -> tuple[str, str]:
        return "SpellCast", CREATURE_CHOSEN_TYPE

    def enchanted_players_creatures(self, c: list[Any]) -> tuple[str, str]:  # CR 303.4
        return "controller", ENCHANTED_PLAYER

    def choose_type_now(self, c: list[Any]) -> Instruction:  # CR 608.2d
        """A spell's "choose a creature type", asked as it resolves."""
        return Instruction(CHOOSE_TYPE_NOW)

    def become_monarch(self, c: list[Any]) -> Instruction:  # CR 724.3
        return Instruction(BECOME_MONARCH, c[0] if c else None)
