"""The transformer rules of the Oracle grammar (``oracle.lark``, the block "combat and player
trigger conditions") for trigger conditions about combat and players (CR 603.2), read by the
``event_trigger`` start as ``sim.text.trigger_rules``' are:

* a batch of attackers (CR 508.1: all of a declaration's attackers are declared at once):
  "whenever you attack with two or more creatures", "whenever you attack with one or more
  legendary creatures", "whenever one or more birds you control attack", "whenever one or
  more creatures attack" — once per declaration of attackers with that many of that kind
  (603.2c: one event however many creatures attack);
* a batch of combat damage (510.2: all combat damage of a step is dealt at once): "whenever
  one or more creatures you control deal combat damage to a player" — once per player dealt
  combat damage in that step, "that player" the player;
* "whenever a <kind> [you control] deals combat damage to a player" (510.2: once per
  creature and player; "it" the creature);
* "whenever a creature you control becomes blocked" (509.1h, 509.3c: once per creature, when
  blockers are declared), "that creature" / "it" the blocked creature;
* "whenever ~ | equipped creature deals combat damage to a player or battle" (510.1);
* "at the beginning of combat on each opponent's turn" (507.1; "that player": the active
  player);
* expend: "whenever you expend 4" ("you expend 4 as you spend your fourth total mana to cast
  spells during a turn"; 601.2g-h: the mana paid for spells);
* "whenever you cast an instant, sorcery, or wizard spell" (601.2i: any of the three).

Each is ``(event, subject)`` or ``(event, subject, Filter)``; ``sim.rules.combat_triggers``
says when each triggers and ``sim.text.render_combat_triggers`` renders each back.

Interpreted in the compiled build (``setup.py``): the class subclasses lark's ``Transformer``,
which mypyc cannot compile.
"""

from __future__ import annotations

import re
from typing import Any

import attrs
from lark import Token, Transformer

from sim.model.abilities import YOU, Filter
from sim.model.filters import Kinds
from sim.model.qualities import plural
from sim.text.keyword_names import KEYWORDS
from sim.text.player_trigger_rules import spell_word
from sim.text.static_rules import Refused
from sim.text.vocabulary import creature_type

#: "whenever you attack with N or more <kinds>", "whenever one or more <kinds> you control
#: attack" (``ATTACK_WITH`` + "|N"), "whenever one or more <kinds> attack" (any player's)
ATTACK_WITH, ANY_ATTACK = "attack with", "one or more attack"
#: "whenever one or more <kinds> you control deal combat damage to a player"
YOURS_DAMAGE_PLAYER = "one or more you control to a player"
#: "whenever a <kind> [you control] becomes blocked"
KIND_BLOCKED = "filter becomes blocked"
#: "whenever a <kind> [you control] deals combat damage to a player" ("it": the creature)
KIND_DAMAGES_PLAYER = "filter to a player"
#: "... deals combat damage to an opponent", "whenever a <kind> attacks one of your
#: opponents" ("it": the creature; a player only, not a planeswalker, 508.1b)
KIND_DAMAGES_OPPONENT, KIND_ATTACKS_OPPONENT = "filter to an opponent", "filter attacks opponent"
#: "whenever a creature deals combat damage to enchanted player" (an Aura on a player, CR
#: 303.4; "it" / "that creature" the creature)
KIND_DAMAGES_ENCHANTED = "filter to enchanted player"
#: "whenever one or more <kinds> attack you" (a batch, 508.1: you, not your planeswalkers)
ATTACK_YOU = "one or more attack you"
#: "whenever ~ | equipped creature deals combat damage to a player or battle"
SELF_PLAYER_OR_BATTLE = "self to a player or battle"
EQUIPPED_PLAYER_OR_BATTLE = "equipped to a player or battle"
#: "at the beginning of combat on each opponent's turn" (``sim.rules.triggers._step_match``)
COMBAT_OPPONENTS_TURN = "beginning of combat on an opponent's turn"
#: "whenever an opponent is dealt noncombat damage" (120.1: once per event of damage dealt to
#: an opponent, "that player" the opponent)
OPPONENT_NONCOMBAT = "opponent dealt noncombat damage"
#: "whenever you expend N": "expend|N"
EXPEND = "expend"
#: "at the beginning of the upkeep of enchanted land's | artifact's | enchantment's |
#: permanent's controller" (303.4, 503.1; ``sim.rules.event_triggers``' steps, as "enchanted
#: creature's controller"; "that player": the active player)
ENCHANTED_UPKEEPS = frozenset(("StepBegan", f"upkeep of enchanted {w}'s controller")
                              for w in ("land", "artifact", "enchantment", "permanent"))

#: "whenever ~ enters [the battlefield] or deals combat damage to a player" (two events, one
#: ability: 603.2), "whenever a <kind> [you control] deals combat damage" (once per creature
#: dealing combat damage in a step, 510.2: "it")
SELF_ENTERS_OR_PLAYER = "self enters or to a player"
#: "whenever ~ | equipped creature and at least N other <kind> attack": "<who> and others|N"
AND_OTHERS = " and others|"
KIND_DAMAGES = "filter deals combat damage"

#: the subjects ``sim.rules.combat_triggers`` answers (attack batches: those starting with
#: ``ATTACK_WITH``; expend: with ``EXPEND``)
COMBAT_SUBJECTS = frozenset((ANY_ATTACK, YOURS_DAMAGE_PLAYER, KIND_BLOCKED, KIND_DAMAGES_PLAYER,
                             KIND_DAMAGES_ENCHANTED,
                             KIND_DAMAGES_OPPONENT, KIND_ATTACKS_OPPONENT, ATTACK_YOU,
                             OPPONENT_NONCOMBAT,
                             SELF_PLAYER_OR_BATTLE, EQUIPPED_PLAYER_OR_BATTLE,
                             SELF_ENTERS_OR_PLAYER, KIND_DAMAGES))

#: the conditions whose "that player" is the player the event is about: the player dealt
#: combat damage, the active player whose combat began
COMBAT_THAT_PLAYER = frozenset((("DamageDealt", YOURS_DAMAGE_PLAYER),
                                ("StepBegan", COMBAT_OPPONENTS_TURN),
                                ("DamageDealt", OPPONENT_NONCOMBAT))) | ENCHANTED_UPKEEPS

#: "one", "two", ... as numbers
_COUNTS = {"one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7,
           "eight": 8}


#: a condition listing three kinds of spell with commas (CR 601.2i)
_LISTED_CAST = re.compile(r"whenever you cast an? [a-z]+, [a-z]+, or [a-z]+ spell(?=,)")


def split_condition(key: str) -> tuple[str, str, str]:
    """A triggered ability's text as (condition, ",", effect): split at the first comma, or
    after a condition listing three kinds of spell ("whenever you cast an instant, sorcery,
    or wizard spell, ...")."""
    listed = _LISTED_CAST.match(key)
    if listed is None:
        return key.partition(",")
    return key[:listed.end()], ",", key[listed.end() + 1:]


def combat_subject(subject: str) -> bool:
    """Whether ``subject`` is one of this module's (``sim.rules.combat_triggers``')."""
    return subject in COMBAT_SUBJECTS or subject.startswith(_PREFIXES)


#: the subjects with a number (``combat_subject``)
_PREFIXES = (ATTACK_WITH + "|", EXPEND + "|", "self" + AND_OTHERS, "equipped" + AND_OTHERS,
             "enchanted" + AND_OTHERS)


def _kind(c: list[Any]) -> Filter:
    """The filter of "a | another <kind> [you control | an opponent controls] [with flying |
    with power N or greater | with a +1/+1 counter on it]" (issue 29: the qualities as the
    other filtered conditions read them; a creature that dealt combat damage and left the
    battlefield is judged as it last existed, ``sim.rules.combat_kinds``)."""
    other, *rest = c
    kind: Filter = rest.pop(0)
    whose = [r for r in rest if isinstance(r, str)]
    quals = [r for r in rest if isinstance(r, Filter)]
    if len(whose) > 1 or len(quals) > 1:
        raise Refused("two controllers or qualities")
    return with_quality([attrs.evolve(kind, other=other), *quals], whose[0] if whose else "")


#: the kinds ``trig_kinds`` reads itself
_PLAIN_KINDS = (["legendary", "creatures"], ["nontoken", "creatures"])
#: the card types "non<type>" names (205.4b)
_NON_TYPES = {"nonartifact": "Artifact", "nonenchantment": "Enchantment", "nonland": "Land"}


def batch_kinds(words: list[str]) -> Filter:
    """"artifact creatures" (an artifact that is a creature), "non-Human creatures" (not of
    that subtype, 205.4b), "nonartifact creatures", "nontoken Vampires", "Ninja or Rogue
    creatures" (either subtype); another phrase is refused."""
    creature = Filter(card_type="Creature")
    if len(words) == 2 and words[1] == "creatures" and (words[0] == "artifact" or
                                                        words[0].startswith("non")):
        return artifact_or_non_creature(words[0])
    if len(words) == 2 and words[0] == "nontoken":
        kind = creature_type(words[1])
        if not kind or plural(kind).lower() != words[1]:
            raise Refused(words[1])
        return Filter(subtype=kind, token=False)
    kinds = [creature_type(w) for w in words[:3:2]]
    if len(words) != 4 or not all(k.lower() == w for k, w in zip(kinds, words[:3:2], strict=True)):
        raise Refused(" ".join(words))  # (two singular creature types)
    return attrs.evolve(creature, subtype="/".join(kinds))


def non_kind(word: str) -> Kinds:
    """"non-Human" (a creature type it must not have) or "nonartifact" (a card type, 205.4b)."""
    if word in _NON_TYPES:
        return Kinds(not_types=(_NON_TYPES[word],))
    kind = creature_type(word.removeprefix("non").removeprefix("-"))
    if not kind or not word.startswith("non-"):
        raise Refused(word)
    return Kinds(not_subtype=kind)


def _and_others(who: str, n: int, kind: tuple[str, Filter]) -> tuple[str, str, Filter]:
    """"<who> and at least N other <kind> attack": one other "creature" | singular type, two or
    more "creatures" | plural type; else refused."""
    if (n == 1) != (kind[0] == "creature"):
        raise Refused("the number of the other attackers")
    return "AttackerDeclared", f"{who}{AND_OTHERS}{n}", kind[1]


def artifact_or_non_creature(word: str) -> Filter:
    """"artifact creature" or "non-Human | nonartifact creature" (a trigger's kind, one)."""
    more = Kinds(any_types=("Artifact",)) if word == "artifact" else non_kind(word)
    return Filter(card_type="Creature", more=more)


def with_quality(c: list[Any], whose: str) -> Filter:
    """A batch's kind ``c[0]`` with its quality ``c[1]`` if any ("with flying", "with power 3
    or greater", "with +1/+1 counters on them"), of ``whose`` permanents."""
    kind: Filter = c[0]
    if len(c) > 1:
        q: Filter = c[1]
        kind = attrs.evolve(kind, with_kw=q.with_kw, min_power=q.min_power,
                            max_power=q.max_power, counter=q.counter,
                            min_toughness=q.min_toughness,
                            attached=kind.attached or q.attached)  # "that's enchanted"
    return attrs.evolve(kind, controller=whose)


class CombatTriggerRules(Transformer[Token, Any]):
    """The combat and player trigger conditions of ``event_trigger`` and ``trigger``."""

    def first_kind(self, c: list[Any]) -> str:
        return str(c[0])

    def attack_count(self, c: list[Any]) -> int:
        return _COUNTS[str(c[0])]

    def trig_kinds(self, c: list[Any]) -> Filter:
        """"creatures", "legendary creatures", "nontoken creatures", "tokens", "artifacts",
        or a creature type in the plural ("birds", "elves"); another word is refused. Issue 29:
        "artifact creatures", "non-Human | nonartifact creatures", "nontoken Vampires", "Ninja
        or Rogue creatures" (``batch_kinds``)."""
        words = [str(t) for t in c]
        if len(words) > 1 and words not in _PLAIN_KINDS:
            return batch_kinds(words)
        if words == ["creatures"]:
            return Filter(card_type="Creature")
        if words == ["legendary", "creatures"]:
            return Filter(card_type="Creature", legendary=True)
        if words == ["nontoken", "creatures"]:
            return Filter(card_type="Creature", token=False)
        if words == ["tokens"]:  # (the zone triggers', ``sim.text.zone_trigger_rules``)
            return Filter(token=True)
        if words == ["artifacts"]:
            return Filter(card_type="Artifact")
        kind = creature_type(words[0])
        if not kind or plural(kind).lower() != words[0]:
            raise Refused(words[0])  # a singular word is not a plural kind
        return Filter(subtype=kind)

    def you_attack_with(self, c: list[Any]) -> tuple[str, str, Filter]:
        n, *kind = c
        return "AttackerDeclared", f"{ATTACK_WITH}|{n}", with_quality(kind, YOU)

    def yours_attack(self, c: list[Any]) -> tuple[str, str, Filter]:
        return "AttackerDeclared", f"{ATTACK_WITH}|1", with_quality(c, YOU)

    def n_yours_attack(self, c: list[Any]) -> tuple[str, str, Filter]:
        """"whenever two or more creatures you control [with flying] attack": the trigger of
        "whenever you attack with two or more creatures [with flying]" (508.1)."""
        n, *kind = c
        return "AttackerDeclared", f"{ATTACK_WITH}|{_COUNTS[str(n)]}", with_quality(kind, YOU)

    def batch_keyword(self, c: list[Any]) -> Filter:
        """"with flying" after a batch's kinds."""
        return Filter(with_kw=int(KEYWORDS[" ".join(str(t) for t in c[0].children)]))

    def batch_counter(self, c: list[Any]) -> Filter:
        """"with +1/+1 counters on them" (CR 122.1: each with at least one)."""
        return Filter(counter=str(c[0]))

    def kinds_attack(self, c: list[Any]) -> tuple[str, str, Filter]:
        return "AttackerDeclared", ANY_ATTACK, c[0]

    def yours_damage_player(self, c: list[Any]) -> tuple[str, str, Filter]:
        return "DamageDealt", YOURS_DAMAGE_PLAYER, with_quality(c, YOU)

    def kind_blocked(self, c: list[Any]) -> tuple[str, str, Filter]:
        return "BlockerDeclared", KIND_BLOCKED, _kind(c)

    def kind_damages_player(self, c: list[Any]) -> tuple[str, str, Filter]:
        return "DamageDealt", KIND_DAMAGES_PLAYER, _kind(c)

    def kind_damages_opponent(self, c: list[Any]) -> tuple[str, str, Filter]:
        return "DamageDealt", KIND_DAMAGES_OPPONENT, _kind(c)

    def kind_damages_enchanted_player(self, c: list[Any]) -> tuple[str, str, Filter]:
        return "DamageDealt", KIND_DAMAGES_ENCHANTED, _kind(c)

    def kind_attacks_opponent(self, c: list[Any]) -> tuple[str, str, Filter]:
        return "AttackerDeclared", KIND_ATTACKS_OPPONENT, _kind(c)

    def kinds_attack_you(self, c: list[Any]) -> tuple[str, str, Filter]:
        return "AttackerDeclared", ATTACK_YOU, c[0]

    def self_damages_player_or_battle(self, c: list[Any]) -> tuple[str, str]:
        return "DamageDealt", SELF_PLAYER_OR_BATTLE

    def attached_damages_player_or_battle(self, c: list[Any]) -> tuple[str, str]:
        if str(c[0]) != "equipped":
            raise Refused("enchanted creature's combat damage to a player or battle")
        return "DamageDealt", EQUIPPED_PLAYER_OR_BATTLE

    def self_enters_or_damages_player(self, c: list[Any]) -> tuple[str, str]:
        return "DamageDealt", SELF_ENTERS_OR_PLAYER

    def kind_deals_combat_damage(self, c: list[Any]) -> tuple[str, str, Filter]:
        return "DamageDealt", KIND_DAMAGES, _kind(c)

    def when_self_blocked(self, c: list[Any]) -> tuple[str, str]:
        return "BlockerDeclared", "self blocked"

    def when_self_damages(self, c: list[Any]) -> tuple[str, str]:
        return "DamageDealt", "self"

    def others_kind(self, c: list[Any]) -> tuple[str, Filter]:
        """"creature(s)" or a creature type ("warrior", "zombies"), with its number."""
        word = str(c[0])
        if word in ("creature", "creatures"):
            return word, Filter(card_type="Creature")
        kind = creature_type(word)
        if not kind:
            raise Refused(word)
        return ("creature" if kind.lower() == word else "creatures"), Filter(subtype=kind)

    def self_and_others(self, c: list[Any]) -> tuple[str, str, Filter]:
        return _and_others("self", c[0], c[1])

    def attached_and_others(self, c: list[Any]) -> tuple[str, str, Filter]:
        return _and_others(str(c[0]), c[1], c[2])

    def combat_on_opponents_turn(self, c: list[Any]) -> tuple[str, str]:
        return "StepBegan", COMBAT_OPPONENTS_TURN

    def enchanted_whose(self, c: list[Any]) -> str:
        return str(c[0])[:-2]  # "land's": "land"

    def enchanted_kind_controllers_upkeep(self, c: list[Any]) -> tuple[str, str]:
        return "StepBegan", f"upkeep of enchanted {c[0]}'s controller"

    def opponent_dealt_noncombat(self, c: list[Any]) -> tuple[str, str]:
        return "DamageDealt", OPPONENT_NONCOMBAT

    def you_expend(self, c: list[Any]) -> tuple[str, str]:
        n = int(str(c[0]))
        if n < 1:
            raise Refused("expend 0")
        return "CostPaid", f"{EXPEND}|{n}"

    def you_cast_three_kinds(self, c: list[Any]) -> tuple[str, str]:
        """"whenever you cast an instant, sorcery, or wizard spell" (601.2i): a spell of any
        of the three kinds, each a word a spell filter knows (``spell_word``)."""
        words = [str(t) for t in c]
        if len(words) != 3 or not all(spell_word(w) for w in words):
            raise Refused(" ".join(words))
        return "SpellCast", " or ".join(words)
