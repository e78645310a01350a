"""The transformer rules of the Oracle grammar (``oracle.lark``) for the zone-change and state
trigger conditions of the ``event_trigger`` phrase (CR 603.2, 603.6, 603.8):

* a permanent of some qualities put into a graveyard from the battlefield — any graveyard,
  "your graveyard" (one its ability's controller owns, 404.1) or "an opponent's graveyard"
  (CR 603.6c, 700.4: ``Died``, looked back on, 603.10a);
* ~ put into your graveyard from the battlefield; ~ dying or put into exile from the battlefield;
* a permanent of some qualities leaving the battlefield (603.6c), the creature an Aura
  enchants leaving it;
* "when you control no islands" (a state trigger, 603.8);
* ~ entering untapped (110.5b); a permanent of some qualities entering or dying;
* ~ cycled or dying, dying or discarded, entering or sacrificed, dying during combat;

and the trigger kinds of a legendary creature (205.4d) and a [creature] token (111.1).
``sim.rules.zone_triggers`` says when each triggers; ``sim.text.render_triggers`` renders
them back.

Interpreted in the compiled build (``setup.py``): the class subclasses lark's ``Transformer``,
which mypyc cannot compile.
"""

from __future__ import annotations

from typing import Any

import attrs
from lark import Token, Transformer

from sim.model.abilities import OPPONENT, YOU, Filter
from sim.text.static_rules import Refused
from sim.text.trigger_rules import PLAYERS_DISCARD_SOME, SOME_DIE, SOME_ENTER, YOU_DISCARD_SOME
from sim.text.trigger_rules import kind_filter as _filter
from sim.text.vocabulary import thing

#: the subjects (with a ``Filter`` in ``Triggered.about``): put into a graveyard | your
#: graveyard | an opponent's graveyard from the battlefield (event "Died"), leaving the
#: battlefield (event "Left"), you controlling none (event "State", 603.8)
TO_GRAVEYARD, TO_YOUR_GRAVEYARD = "filter to a graveyard", "filter to your graveyard"
TO_OPPONENTS_GRAVEYARD, LEAVES = "filter to an opponent's graveyard", "filter leaves"
CONTROL_NONE = "you control none of filter"
#: entering or dying (events ``Entered`` and ``Died``: one ability, 603.6a, 700.4; a leaving
#: event, so that "return it" finds the card that died, 400.7d: ``sim.rules.move_ops``)
ENTERS_OR_DIES = "filter enters or dies"
#: the subjects of ~ and of the creature an Aura enchants: (event, subject); those about ~
#: leaving too are of a leaving event ("Died", "Left": ``sim.rules.move_ops`` finds the card
#: it became, 400.7d)
SELF_TO_YOUR_GRAVEYARD = ("Died", "self to your graveyard")
SELF_DIES_OR_EXILED = ("Left", "self dies or exiled")
ENCHANTED_LEAVES = ("Left", "enchanted leaves")
EQUIPPED_LEAVES = ("Left", "equipped leaves")
SELF_ENTERS_UNTAPPED = ("Entered", "self untapped")
SELF_CYCLED_OR_DIES = ("Died", "self cycled or dies")
SELF_DIES_OR_DISCARDED = ("Died", "self dies or discarded")
SELF_ENTERS_OR_SACRIFICED = ("Left", "self enters or sacrificed")
SELF_DIES_IN_COMBAT = ("Died", "self during combat")

#: every subject with a filter these conditions give
ZONE_SUBJECTS = frozenset((TO_GRAVEYARD, TO_YOUR_GRAVEYARD, TO_OPPONENTS_GRAVEYARD, LEAVES,
                           CONTROL_NONE, ENTERS_OR_DIES, SOME_ENTER, SOME_DIE))
#: every (event, subject) without a filter they give
ZONE_PAIRS = frozenset((SELF_TO_YOUR_GRAVEYARD, SELF_DIES_OR_EXILED, ENCHANTED_LEAVES,
                        EQUIPPED_LEAVES, SELF_ENTERS_UNTAPPED, ("Discarded", YOU_DISCARD_SOME),
                        ("Discarded", PLAYERS_DISCARD_SOME), SELF_CYCLED_OR_DIES,
                        SELF_DIES_OR_DISCARDED, SELF_ENTERS_OR_SACRIFICED, SELF_DIES_IN_COMBAT))
#: the kinds "one or more <kinds> enter" names
_PLURALS = {"tokens": Filter(token=True), "artifacts": Filter(card_type="Artifact"),
            "creatures": Filter(card_type="Creature"),
            "nontoken creatures": Filter(card_type="Creature", token=False)}
#: the event of a state trigger (CR 603.8): no event, a game state
STATE = "State"

_GRAVEYARDS = {"a": TO_GRAVEYARD, "your": TO_YOUR_GRAVEYARD, "an": TO_OPPONENTS_GRAVEYARD}


@attrs.frozen(slots=True)
class _Graveyard:
    """Whose graveyard a trigger names (kept apart from the kind's controller words)."""

    subject: str


class ZoneTriggerRules(Transformer[Token, Any]):
    """The conditions of ``event_trigger`` about zone changes and states."""

    def trig_graveyard(self, c: list[Any]) -> _Graveyard:
        return _Graveyard(_GRAVEYARDS[str(c[0])])

    def trig_other(self, c: list[Any]) -> bool:
        return True

    def kind_to_graveyard(self, c: list[Any]) -> tuple[str, str, Filter]:
        """"Whenever [another] <kind> [you control] is put into a graveyard | your graveyard |
        an opponent's graveyard from the battlefield" (CR 603.6c, 700.4): the permanent as
        it last existed (603.10a)."""
        where = next(x for x in c if isinstance(x, _Graveyard))
        return "Died", where.subject, _filter([x for x in c if not isinstance(x, _Graveyard)],
                                              alive=False)

    def self_to_your_graveyard(self, c: list[Any]) -> tuple[str, str]:
        return SELF_TO_YOUR_GRAVEYARD

    def self_dies_or_exiled(self, c: list[Any]) -> tuple[str, str]:
        return SELF_DIES_OR_EXILED

    def kind_leaves(self, c: list[Any]) -> tuple[str, str, Filter]:
        """"Whenever [another] <kind> [you control] leaves the battlefield" (603.6c)."""
        return "Left", LEAVES, _filter(c, alive=False)

    def self_enters_untapped(self, c: list[Any]) -> tuple[str, str]:
        return SELF_ENTERS_UNTAPPED

    def kind_enters_or_dies(self, c: list[Any]) -> tuple[str, str, Filter]:
        """"Whenever another creature you control enters or dies" (603.6a, 700.4)."""
        return "Died", ENTERS_OR_DIES, _filter(c, alive=False)

    def self_cycled_or_dies(self, c: list[Any]) -> tuple[str, str]:
        return SELF_CYCLED_OR_DIES

    def self_dies_or_discarded(self, c: list[Any]) -> tuple[str, str]:
        return SELF_DIES_OR_DISCARDED

    def self_enters_or_sacrificed(self, c: list[Any]) -> tuple[str, str]:
        return SELF_ENTERS_OR_SACRIFICED

    def self_dies_in_combat(self, c: list[Any]) -> tuple[str, str]:
        return SELF_DIES_IN_COMBAT

    def attached_leaves(self, c: list[Any]) -> tuple[str, str]:
        return ENCHANTED_LEAVES if str(c[0]) == "enchanted" else EQUIPPED_LEAVES

    def you_control_no_other(self, c: list[Any]) -> tuple[str, str, Filter]:
        return self.you_control_no(c, other=True)

    def you_control_no(self, c: list[Any], other: bool = False) -> tuple[str, str, Filter]:
        """"When you control no islands | other creatures" (a state trigger, CR 603.8): the
        permanents of the kind ``thing`` reads, in the plural (rendered back as the kind's
        name and "s")."""
        word = str(c[-1])
        kind = thing(word)
        if kind is None or not word.endswith("s") or kind.color or (
                kind.card_type and kind.subtype):
            raise Refused(word)
        name = (kind.subtype or kind.card_type).lower()
        if word != name + "s":
            raise Refused(word)
        return STATE, CONTROL_NONE, attrs.evolve(kind, other=other, controller=YOU)

    def trig_legendary(self, c: list[Any]) -> Filter:
        """"Legendary creature" (CR 205.4d)."""
        return Filter(card_type="Creature", legendary=True)

    def trig_creature_token(self, c: list[Any]) -> Filter:
        """"Creature token" (CR 111.1)."""
        return Filter(card_type="Creature", token=True)

    def some_enter(self, c: list[Any]) -> tuple[str, str, Filter]:
        """"Whenever one or more tokens enter under your control" (603.2c, 603.6a)."""
        kind, whose = c
        return "Entered", SOME_ENTER, attrs.evolve(kind, controller=whose)

    def some_yours_enter(self, c: list[Any]) -> tuple[str, str, Filter]:
        return "Entered", SOME_ENTER, attrs.evolve(c[0], controller=YOU)

    def some_die(self, c: list[Any], whose: str = "") -> tuple[str, str, Filter]:
        """"Whenever one or more [other] creatures [you control | your opponents control]
        die" (700.4, 603.2c)."""
        return "Died", SOME_DIE, attrs.evolve(c[-1], other=c[0] is True, controller=whose)

    def some_yours_die(self, c: list[Any]) -> tuple[str, str, Filter]:
        return self.some_die(c, YOU)

    def some_theirs_die(self, c: list[Any]) -> tuple[str, str, Filter]:
        return self.some_die(c, OPPONENT)

    def you_discard_some(self, c: list[Any]) -> tuple[str, str]:
        """"Whenever you discard one or more cards" (701.9a, 603.2c)."""
        return "Discarded", YOU_DISCARD_SOME

    def players_discard_some(self, c: list[Any]) -> tuple[str, str]:
        return "Discarded", PLAYERS_DISCARD_SOME

    def trig_either_type(self, c: list[Any]) -> Filter:
        """"Creature or artifact", "artifact or creature": either card type, in the order
        printed."""
        return Filter(card_type="/".join(str(w).title() for w in c if str(w) != "or"))

    def trig_token_noun(self, c: list[Any]) -> Filter:
        """"Token": any token permanent (CR 111.1)."""
        return Filter(token=True)
