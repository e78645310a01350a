"""The transformer rules of the Oracle grammar (``oracle.lark``) for prevention effects (issue
29, prevention; CR 615.1a; ``sim.model.prevention_verbs``): "prevent all [combat | noncombat]
damage that would be dealt to | by | to and dealt by <who> this turn" as an instruction (a
``by player`` ``Instruction``: its subject resolved, ``Op.rule`` the scope), and a static
ability's "prevent all [...] damage that would be dealt to | by | to and dealt by ~ | you |
enchanted creature | equipped creature [by <sources>]" (``Static.rule``, a
``StaticPrevention``'s key).

Interpreted in the compiled build (``setup.py``): the class subclasses lark's ``Transformer``,
which mypyc cannot compile.
"""

from __future__ import annotations

from typing import Any

import attrs
from lark import Token, Transformer

from sim.model import abilities as ab
from sim.model.abilities import (
    PREVENT_ALL_TO_SELF,
    PREVENT_COMBAT_TO_SELF,
    PREVENT_REMOVING_PLUS,
    PREVENT_TO_SELF,
    PREVENT_TO_YOU,
    Static,
)
from sim.model.prevention_verbs import (
    ANY_RECIPIENT,
    BY,
    CHOSEN_SOURCES,
    COMBAT,
    GROUP,
    NONCOMBAT,
    PREVENT_BY,
    PREVENT_CHOSEN,
    PREVENT_TO,
    PREVENT_TO_AND_BY,
    PREVENT_TO_BY,
    TO,
    TO_AND_BY,
    YOU_AND,
    static_prevention,
)
from sim.model.programs import (
    EACH_PLAYER,
    ENCHANTED_CREATURE,
    EQUIPPED_CREATURE,
    SELF,
    SOURCE_SHIELD,
    YOU,
)
from sim.text.effect_rules import Instruction, Who
from sim.text.static_rules import Refused, Subject

#: the subjects a static prevention may name
_STATIC_WHO = {"~": SELF, "you": YOU, "enchanted creature": ENCHANTED_CREATURE,
               "equipped creature": EQUIPPED_CREATURE}


def _scope(c: list[Any]) -> tuple[str, list[Any]]:
    """The scope ("combat", "noncombat": CR 510.2, 120.2; "" all damage) among a ``!`` rule's
    tokens, and its children that are not tokens."""
    words = [str(t) for t in c if isinstance(t, Token) and not _is_chosen(t)]
    scope = COMBAT if COMBAT in words else NONCOMBAT if NONCOMBAT in words else ""
    return scope, [t for t in c if not isinstance(t, Token)]


def _subject(who: Any) -> Who:
    """A prevention's subject: not "its controller" (a player named through another object)."""
    if not isinstance(who, Who) or who.kind == "controller":
        raise Refused("prevent: subject")
    return who


def _is_chosen(token: Any) -> bool:
    return isinstance(token, Token) and token.type == "CHOSEN_SOURCE"


def _chosen(token: Any) -> str:
    """The quality of "<a [red] source> of your choice" (``CHOSEN_SOURCES``)."""
    words = str(token).removesuffix(" of your choice")
    if words not in CHOSEN_SOURCES:
        raise Refused(words)
    return CHOSEN_SOURCES[words]


#: the static subjects that name one object (or none): ~, enchanted creature, equipped creature
_FIXED_SUBJECTS = {ab.SELF: SELF, ab.ENCHANTED: ENCHANTED_CREATURE, ab.EQUIPPED: EQUIPPED_CREATURE}
#: the groups of creatures a static prevention may name (``Static.affects``)
_GROUPS = frozenset((ab.YOUR_CREATURES, ab.OPPONENTS_CREATURES, ab.ALL_CREATURES))


class PreventionRules(Transformer[Token, Any]):
    """Each method is named after a rule or an alias of ``oracle.lark``."""

    def side_to(self, c: list[Any]) -> tuple[str, Who]:
        return PREVENT_TO, _subject(c[0])

    def side_to_you_and(self, c: list[Any]) -> tuple[str, Who]:
        """"to you and creatures you control" (a joined ``who``, CR 120.2's wording)."""
        return PREVENT_TO, Who("fixed", who=YOU, also=_subject(c[0]))

    def side_to_by(self, c: list[Any]) -> tuple[str, Who]:
        """"to <who> this turn by <sources>": both subjects, joined in that order."""
        to, by = _subject(c[0]), _subject(c[1])
        if to.also is not None or by.also is not None:
            raise Refused("prevent: to and by several")
        return PREVENT_TO_BY, attrs.evolve(to, also=by)

    def side_to_players(self, c: list[Any]) -> tuple[str, Who]:
        """"to players": every player (CR 102.1; players never change)."""
        return PREVENT_TO, Who("fixed", who=EACH_PLAYER)

    def side_by(self, c: list[Any]) -> tuple[str, Who]:
        return PREVENT_BY, _subject(c[0])

    def side_both(self, c: list[Any]) -> tuple[str, Who]:
        return PREVENT_TO_AND_BY, _subject(c[0])

    def side_to_by_chosen(self, c: list[Any]) -> tuple[str, Who, str]:
        """"to <who> this turn by <a source of your choice>" (CR 609.7a)."""
        return PREVENT_CHOSEN, _subject(c[0]), _chosen(c[1])

    def prevent_all(self, c: list[Any]) -> Instruction:
        """"Prevent all [combat] damage that would be dealt to | by <who> this turn" (CR
        615.1a): the verb names the direction, ``then`` the scope; ``card`` the quality of a
        source of your choice."""
        scope, rest = _scope(c)
        verb, who, *chosen = rest[0]
        return Instruction("by player", who, verb=verb, then=scope, card="".join(chosen))

    def prevent_chosen_deals(self, c: list[Any]) -> Instruction:
        """"Prevent all [combat] damage <a source of your choice> would deal [to <who>] this
        turn" (CR 609.7a, 615.1a)."""
        scope, rest = _scope([t for t in c if not _is_chosen(t)])
        quality = _chosen(next(t for t in c if _is_chosen(t)))
        who = _subject(rest[0]) if rest else Who("fixed", who=ANY_RECIPIENT)
        return Instruction("by player", who, verb=PREVENT_CHOSEN, then=scope, card=quality)

    def chosen_shield(self, c: list[Any]) -> Instruction:
        """"The next time <a [red] source> of your choice would deal damage to <who> this
        turn, prevent that damage" (CR 609.7a, 615.1a: once)."""
        return Instruction("by player", _subject(c[1]), verb=SOURCE_SHIELD, card=_chosen(c[0]))

    def chosen_shield_any(self, c: list[Any]) -> Instruction:
        """"... would deal damage this turn, prevent that damage": to anything."""
        return Instruction("by player", Who("fixed", who=ANY_RECIPIENT), verb=SOURCE_SHIELD,
                           card=_chosen(c[0]))

    def prevent_dealt_by(self, c: list[Any]) -> Instruction:
        """"Prevent all [combat] damage <who> would deal this turn" (CR 615.1a)."""
        scope, rest = _scope(c)
        return Instruction("by player", _subject(rest[0]), verb=PREVENT_BY, then=scope)

    def static_who(self, tokens: list[Any]) -> str:
        return _STATIC_WHO[" ".join(str(t) for t in tokens)]

    def static_you(self, c: list[Any]) -> str:
        return YOU

    def static_subject(self, c: list[Any]) -> str | Subject:
        """~, enchanted or equipped creature (a subject of its own), or a group of creatures
        ("creatures you control", "other attacking soldiers you control", CR 611.3)."""
        subject: Subject = c[0]
        fixed = _FIXED_SUBJECTS.get(subject.affects)
        if fixed is not None:
            if subject.only is not None or subject.words == "it":
                raise Refused("prevent: subject")
            return fixed
        if subject.affects not in _GROUPS:
            raise Refused("prevent: subject")
        return subject

    def static_you_and(self, c: list[Any]) -> Subject:
        """"you and <creatures>": the group, and you."""
        subject = self.static_subject(c)
        if not isinstance(subject, Subject):
            raise Refused("prevent: you and")
        return attrs.evolve(subject, words=YOU_AND)

    def static_to(self, c: list[Any]) -> tuple[str, str | Subject, str]:
        return TO, c[0], str(c[1]) if len(c) > 1 else ""

    def static_by(self, c: list[Any]) -> tuple[str, str, str]:
        return BY, c[0], ""

    def static_both(self, c: list[Any]) -> tuple[str, str | Subject, str]:
        """"to and dealt by ~ | enchanted | equipped creature | <creatures>" (CR 611.3)."""
        return TO_AND_BY, self.static_subject(c), ""

    def prevent_static(self, c: list[Any]) -> Static:
        return c[0]  # type: ignore[no-any-return]

    def prevent_if_dealt(self, c: list[Any]) -> Static:
        """"If [combat] damage would be dealt to <who>, prevent that damage" (CR 615.1a): the
        static prevention of all that damage (``render_prevention`` reads both wordings); the
        Phantoms' "... to ~, prevent that damage. Remove a +1/+1 counter from ~" (615.1a,
        122.1: ``PREVENT_REMOVING_PLUS``)."""
        scope, rest = _scope(c)
        if str(c[-1]).startswith(". remove"):  # the Phantoms' (CR 615.1a, 122.1)
            if scope or rest[0] != SELF:
                raise Refused("prevent that damage. remove a counter")
            return Static("", rule=PREVENT_REMOVING_PLUS)
        return Static("", rule=static_prevention(TO, scope, rest[0]).key)

    def prevent_n_of(self, c: list[Any]) -> Static:
        """"If <a [red] source> would deal damage to <who>, prevent N of that damage" (CR
        615.1a: of each damage event); "a source" to you or ~ keeps its own rules (Urza's
        Armor's, absorb's)."""
        words = [str(t) for t in c]
        at = words.index("would")
        source = " ".join(words[1:at])
        who = _STATIC_WHO[" ".join(words[words.index("to") + 1:words.index(",")])]
        amount = int(words[-4])
        if source == "a source" and who in (YOU, SELF):
            return Static("", rule=PREVENT_TO_YOU if who == YOU else PREVENT_TO_SELF,
                          amount=amount)
        return Static("", rule=static_prevention(TO, "", who, source, amount).key)

    def static_prevention(self, c: list[Any]) -> Static:
        """A static ability's prevention effect (CR 615.1a, 604.1); "prevent all [combat]
        damage that would be dealt to ~" keeps its own rules (Cho-Manno's, Seraph of the
        Sword's)."""
        scope, rest = _scope(c)
        direction, who, by_words = rest[0]
        if isinstance(who, Subject):  # a group, judged as damage would be dealt (611.3)
            group = YOU_AND if who.words == YOU_AND else GROUP
            key = static_prevention(direction, scope, group, by_words).key
            return Static("", rule=key, affects=who.affects, only=who.only)
        if direction == TO and who == SELF and not by_words and scope != NONCOMBAT:
            return Static("", rule=PREVENT_COMBAT_TO_SELF if scope == COMBAT else
                          PREVENT_ALL_TO_SELF)
        return Static("", rule=static_prevention(direction, scope, who, by_words).key)

