"""The transformer rules of the Oracle grammar (``oracle.lark``) for more amounts (issue 29,
h16 amounts): counts read wherever a count is (a "where X is" or "equal to" amount, 608.2h:
taken as the instruction resolves; a static's "gets +X/+0, where X is ...", 613.4c:
recomputed whenever it is looked at):

- "the greatest | highest power among creature cards in your graveyard | all graveyards" (CR
  208.1; 604.3: a card's characteristic-defining ability applies in the graveyard too);
- "the amount of life you gained | you've gained this turn" (CR 119.9: the source's
  controller's gains this turn, summed; ``sim.model.objects.Player.life_gained_this_turn``);
- "for each <permanents> defending player controls" where the subject is ~ itself ("whenever
  ~ attacks, it gets +1/+0 until end of turn for each land defending player controls": CR
  506.2, the player ~ attacks; another subject's defending player may be another one, so only
  ~'s own is read);
- "~ deals X damage to that player, where X is 3 minus the number of cards in their hand", "...
  the number of cards in their hand minus 4" (CR 402.1, 608.2h: the hand of each player dealt
  damage, as it resolves; 107.1b: a negative amount deals none): read only where the players
  dealt damage are the ones "their" names (``their_damage``; counted by
  ``sim.rules.damage_recipient.players_shares``);
- "enchanted | equipped creature gets +1/+1 for each of its colors", "~ gets ... for each of
  its colors" (CR 105.1, 613.4c: the colors of the creature it affects, recomputed whenever
  looked at; ``count_kinds.COLORS_OF_IT``); not of a group, nor of an instruction's object;
- "the number of creatures attacking you", "for each creature attacking you" (CR 508.1b:
  attacking the source's controller, not their planeswalkers; ``ATTACKING_YOU_COUNT``);
- "ward—pay life equal to ~'s power" (CR 702.21a, 119.4; its power as the ward ability
  resolves, 608.2h: ``sim.model.ward_costs.LIFE_EQUAL_TO_POWER``, ``sim.rules.ward``).

Counted by ``sim.model.count_kinds.more_counted``; written back by
``sim.text.render_count_more``. Interpreted in the compiled build (``setup.py``): the class
subclasses lark's ``Transformer``, which mypyc cannot compile.
"""

from __future__ import annotations

from typing import Any

import attrs
from lark import Token, Transformer

from sim.model.abilities import WARD, Parsed
from sim.model.count_kinds import (
    ATTACKING_YOU_COUNT,
    COLORS_OF_IT,
    GREATEST_CARD_POWER,
    LIFE_GAINED,
)
from sim.model.filters import DEFENDING_PLAYER, THAT_PLAYER_CONTROLS, Count, Filter
from sim.model.programs import EACH_PLAYER, OPPONENTS, THAT_PLAYER
from sim.model.ward_costs import LIFE_EQUAL_TO_POWER
from sim.text.cda_rules import DEFENDING, counted_thing
from sim.text.effect_rules import Instruction
from sim.text.static_rules import Refused, _param

#: the marker a count of "their hand" is paired with: the hand of each player an instruction
#: deals damage to, read only by ``their_damage``
THEIR = "their"
#: the groups of players "their" may name, each dealt damage (and "that player", a trigger's)
_THEIR_PLAYERS = frozenset((EACH_PLAYER, OPPONENTS))
_THEIR_HAND = Count(what=Filter(zone="hand", controller=THAT_PLAYER_CONTROLS))


def their_damage(step: Instruction, counted: Count) -> Instruction:
    """"~ deals X damage to that player | each opponent, where X is <count of their hand>"
    (CR 608.2h, 402.1): X for each player dealt damage, of their own hand; refused for any
    other instruction."""
    who = step.who
    if step.kind != "damage" or not step.x or step.count is not None or step.per is not None \
            or step.params or step.then not in ("", "and") or step.slots or who is None or \
            who.also is not None or not (who.kind == "fixed" and who.who in _THEIR_PLAYERS or
                                         who.kind == "it" and who.words == THAT_PLAYER):
        raise Refused("their hand")
    return attrs.evolve(step, x=False, amount=1, count=attrs.evolve(counted, where_x=True))


class AmountRules(Transformer[Token, Any]):
    """Each method is named after a rule or an alias of ``oracle.lark``."""

    def count_greatest_card_power(self, c: list[Any]) -> Count:
        """"the greatest power among creature cards in your graveyard" (CR 208.1, 604.3; 0 if
        there is none)."""
        who, zone = c[-1]
        return Count(GREATEST_CARD_POWER, Filter(card_type="Creature", zone=zone,
                                                 controller=who))

    def count_life_gained(self, c: list[Any]) -> Count:
        """"the amount of life you gained this turn" (CR 119.9)."""
        return Count(LIFE_GAINED)

    def count_defending_each(self, c: list[Any]) -> tuple[Count, str]:
        """"for each land defending player controls" (CR 506.2): ~'s defending player, read
        only where the subject is ~ itself."""
        what = attrs.evolve(counted_thing(str(c[0])), controller=DEFENDING_PLAYER)
        return Count(what=what), DEFENDING

    def their_hand(self, c: list[Any]) -> tuple[Count, str]:
        """"the number of cards in their hand" (CR 402.1): of each player dealt damage."""
        return _THEIR_HAND, THEIR

    def their_hand_from(self, c: list[Any]) -> tuple[Count, str]:
        """"N minus the number of cards in their hand" (107.1b)."""
        return attrs.evolve(_THEIR_HAND, times=-1, plus=int(str(c[0]))), THEIR

    def their_hand_minus(self, c: list[Any]) -> tuple[Count, str]:
        """"the number of cards in their hand minus N" (107.1b)."""
        return attrs.evolve(_THEIR_HAND, plus=-int(str(c[-1]))), THEIR

    def ward_life_power(self, c: list[Any]) -> Parsed:
        """"ward—pay life equal to ~'s power" (CR 702.21a, 119.4)."""
        return _param(WARD, LIFE_EQUAL_TO_POWER)

    def count_its_colors(self, c: list[Any]) -> tuple[Count, str]:
        """"for each of its colors" (CR 105.1): "its", the subject's (a relative count:
        ``cda_rules.pt_for_each`` reads it of ~ or of the creature an Aura or Equipment
        affects only)."""
        return Count(COLORS_OF_IT), "its"

    def count_attacking_you(self, c: list[Any]) -> Count:
        """"the number of creatures attacking you" (CR 508.1b)."""
        return Count(ATTACKING_YOU_COUNT)
