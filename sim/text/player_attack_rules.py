"""The transformer rules of the Oracle grammar (``oracle.lark``) for the trigger conditions
about a player attacking (CR 508.1, 508.3, 603.2: one declaration of attackers, one event
however many creatures it declares):

* "whenever you attack a player [with one or more <kinds> [with ...]]": once per player its
  controller's declaration has one or more creatures (of the kind) attacking; "that player"
  the player attacked (a planeswalker attacked is not the player, 508.1b);
* "whenever a player | an opponent attacks you": once per declaration with one or more
  creatures attacking its controller (not a planeswalker of theirs); "that player" the
  attacking player;
* "whenever a player attacks with N or more creatures": once per declaration of N or more
  attackers; "that player" the attacking player.

``sim.rules.player_attack_triggers`` says when each triggers; ``sim.text.render_player_attacks``
renders them back.

Interpreted in the compiled build (``setup.py``): the class subclasses lark's ``Transformer``,
which mypyc cannot compile.
"""

from __future__ import annotations

from typing import Any

import attrs
from lark import Token, Transformer

from sim.model.abilities import YOU, Filter
from sim.text.combat_trigger_rules import with_quality

#: "whenever you attack a player [with one or more <kinds>]" (the kind in ``Triggered.about``)
YOU_ATTACK_PLAYER = "you attack a player"
#: "whenever a player | an opponent attacks you"
PLAYER_ATTACKS_YOU, OPPONENT_ATTACKS_YOU = "a player attacks you", "an opponent attacks you"
#: "whenever a player attacks with N or more creatures": "a player attacks with|N"
PLAYER_ATTACKS_WITH = "a player attacks with"

#: the subjects of the event ``AttackerDeclared`` ``sim.rules.player_attack_triggers`` answers
PLAYER_ATTACKS = frozenset((YOU_ATTACK_PLAYER, PLAYER_ATTACKS_YOU, OPPONENT_ATTACKS_YOU))
#: the (event, subject) pairs whose "that player" is the player attacked or attacking
PLAYER_ATTACK_THAT_PLAYER = frozenset(("AttackerDeclared", s) for s in PLAYER_ATTACKS) | \
    frozenset(("AttackerDeclared", f"{PLAYER_ATTACKS_WITH}|{n}") for n in range(1, 9))


def player_attack_subject(subject: str) -> bool:
    """Whether ``subject`` is one of this module's."""
    return subject in PLAYER_ATTACKS or subject.startswith(PLAYER_ATTACKS_WITH + "|")


class PlayerAttackRules(Transformer[Token, Any]):
    """The player-attack conditions of ``event_trigger``."""

    def you_attack_player(self, c: list[Any]) -> tuple[str, str]:
        return "AttackerDeclared", YOU_ATTACK_PLAYER

    def you_attack_player_with(self, c: list[Any]) -> tuple[str, str, Filter]:
        """"... with one or more <kinds> [with flying | with power N or greater | ...]"."""
        return "AttackerDeclared", YOU_ATTACK_PLAYER, with_quality(c, YOU)

    def attached_kinds(self, c: list[Any]) -> Filter:
        """"equipped | enchanted | modified creatures" (CR 301.5, 303.4, 700.9)."""
        return attrs.evolve(Filter(card_type="Creature"), attached=str(c[0]))

    def player_attacks_you(self, c: list[Any]) -> tuple[str, str]:
        return "AttackerDeclared", PLAYER_ATTACKS_YOU

    def opponent_attacks_you(self, c: list[Any]) -> tuple[str, str]:
        return "AttackerDeclared", OPPONENT_ATTACKS_YOU

    def player_attacks_with(self, c: list[Any]) -> tuple[str, str]:
        return "AttackerDeclared", f"{PLAYER_ATTACKS_WITH}|{c[0]}"
