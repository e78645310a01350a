"""The transformer rules of the Oracle grammar (``oracle.lark``) for keywords, abilities and
static abilities: what ``sim.text.grammar.Build`` makes of each rule as the parser reduces
it. A rule the model has no value for (an unknown creature type, a quality that is not one)
raises ``Refused``, and the phrase is not read.

Interpreted in the compiled build (``setup.py``): the classes subclass lark's
``Transformer``, which mypyc cannot compile.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import attrs
from lark import Token, Transformer

from sim.model.abilities import (
    ALL_CREATURES,
    ATTACK_NEEDS_LAND,
    ATTACK_TAX,
    ATTACKER_BLOCKS,
    ATTACKING_YOU,
    BLOCK_TAX,
    BLOCKS_SHADOW,
    CANT_BLOCK_POWER_AT_LEAST,
    CONTROLS,
    DOUBLE_DAMAGE_ALL,
    DOUBLE_DAMAGE_SELF,
    DOUBLE_DAMAGE_YOU,
    ENCHANTED,
    ENCHANTED_PLAYER,
    EQUIPPED,
    HAND_TAX,
    LIFE,
    MANA_SACRIFICE,
    MANA_WITHOUT_TAP,
    MAX_ATTACKERS,
    MAX_BLOCKERS,
    NO_ATTACKS,
    NO_ATTACKS_ON_YOU,
    NO_LIFE_GAIN,
    NO_LIFE_GAIN_OPPONENTS,
    NO_LIFE_GAIN_REPLACED,
    NO_PREVENTION,
    NOT_BY_KEYWORD,
    NOT_BY_POWER_AT_LEAST,
    NOT_BY_POWER_AT_MOST,
    NOT_BY_QUALITY,
    NOT_BY_SUBTYPE,
    ONLY_BY_COLOR,
    ONLY_BY_KEYWORD,
    OPPONENT,
    OPPONENTS_CREATURES,
    PROTECTION,
    SELF,
    SELF_ATTACKING,
    SELF_COUNTER,
    THRESHOLD,
    UNTAPPED,
    YOU,
    YOUR_CREATURES,
    YOUR_TURN,
    Filter,
    Parsed,
    Static,
)
from sim.model.attack_bans import NO_ATTACKS_ON_CONTROLLER
from sim.model.combat_params import (
    ATTACK_BARRED_BY,
    ATTACK_NEEDS,
    BLOCK_BARRED_BY,
    ONLY_BY_KIND,
)
from sim.model.counted_entering import ENTERS_ADDITIONAL
from sim.model.keywords import Kw
from sim.model.mana import ANY_COLOR, Mana
from sim.model.pairing import PAIRED, SELF_PAIRED
from sim.model.player_conditions import HOST_ATTACKING
from sim.model.pump_verbs import NO_DEFENDER, narrowed
from sim.model.qualities import (
    IRREGULAR_PLURALS,
    NOT_CREATURE_TYPES,
    quality_value,
)
from sim.model.static_conditions import HOST_IS, HOSTS
from sim.text.condition_kinds import controlled_kind
from sim.text.keyword_names import KEYWORDS
from sim.text.vocabulary import COLORS, NUMBER_WORDS, creature_type, thing


class Refused(Exception):
    """A phrase the grammar parses but the model has no value for (raised by ``Build``)."""


#: the singular of a plural subject's verb at the start of what it is given (CR 611.3:
#: "creatures you control attack each combat if able")
_PLURAL = {"attack each": "attacks each", "block each": "blocks each", "attack this": "attacks "
           "this", "block this": "blocks this"}


#: the words that may follow a subject other than the creature itself: its verb
_VERBS = frozenset(("get", "gets", "has", "have", "can't", "can", "attack", "attacks", "block",
                    "blocks", "assign", "assigns", "deal", "deals", "must", "is", "are",
                    "doesn't", "don't", "enters", "enter"))


#: qualities after "from" that are not one word ending in "s" (CR 702.16)
_FIXED_QUALITIES = frozenset(("white", "blue", "black", "red", "green", "all colors",
                              "each color", "multicolored", "monocolored", "colorless",
                              "everything"))


_UNCOUNTED_PLURALS = frozenset(p for p in IRREGULAR_PLURALS.values() if p[-1] != "s")


#: the first word of a parameterised ability that a subject's verb may begin
_PARAM_VERBS = {ONLY_BY_COLOR: "can't", NOT_BY_SUBTYPE: "can't", ATTACK_NEEDS_LAND: "can't",
                NOT_BY_POWER_AT_MOST: "can't", NOT_BY_POWER_AT_LEAST: "can't",
                CANT_BLOCK_POWER_AT_LEAST: "can't", NOT_BY_QUALITY: "can't",
                ONLY_BY_KEYWORD: "can't", NOT_BY_KEYWORD: "can't", BLOCKS_SHADOW: "can",
                ONLY_BY_KIND: "can't", ATTACK_BARRED_BY: "can't", ATTACK_NEEDS: "can't",
                BLOCK_BARRED_BY: "can't", NO_ATTACKS_ON_CONTROLLER: "can't",
                NO_DEFENDER: "can"}


#: the kinds of a static ability's body (``Build``'s rules under ``body``)
_BODIES = frozenset(("rule", "lure", "mana", "mana sacrifice", "grant"))
_BODIES |= {"for each"}  # "<subject> gets +N/+N for each <thing>" (sim.text.cda_rules)


#: a condition as read: its kind, what it counts, how many it needs
Condition = tuple[str, "Filter | None", int]
_NO_CONDITION: Condition = ("", None, 0)


@attrs.frozen(slots=True)
class Item:
    """One ability of a list, or a further quality of a protection before it."""

    text: str
    parsed: Parsed | None = None
    #: the verb of a plural subject ("attack each combat if able"), read as the singular
    plural: bool = False
    #: a further quality ("white", "from white"): its value
    quality: str = ""
    #: a protection or hexproof ability's kind, for its further qualities
    kind: str = ""


@attrs.frozen(slots=True)
class Grant:
    """What a static ability gives: +N/+N, abilities, the first word and its form."""

    parsed: Parsed
    power: int = 0
    toughness: int = 0
    #: "gets +N/+N" or "has" came first
    verb: bool = False
    first: str = ""
    plural: bool = False
    #: the one ability's text when nothing else is given ("can't attack")
    only_text: str = ""


@attrs.frozen(slots=True)
class Subject:
    """What a static ability's subject names (CR 611.3)."""

    affects: str
    only: Filter | None = None
    #: "~", "it", "creatures" or "enchanted creature" when the subject is exactly that
    words: str = ""


def _words(tokens: list[Any]) -> str:
    """Tokens as the text they were read from (a comma follows its word)."""
    return " ".join(str(t) for t in tokens).replace(" ,", ",")


def _number(token: Any) -> int:
    word = str(token)
    return NUMBER_WORDS[word] if word in NUMBER_WORDS else int(word)


def _pt(token: Any) -> tuple[int, int]:
    """"+N/+N" as numbers; a static ability's are never X."""
    if "x" in token:
        raise Refused(str(token))
    power, toughness = (int(n) for n in str(token).split("/"))
    return power, toughness


def _param(kind: str, value: str) -> Parsed:
    return Parsed(params=frozenset([(kind, value)]))


def _quality(word: str) -> str:
    """The value of one quality after "from", or ``Refused``: a color, a color word, a card
    type or a creature type in the plural (``sim.model.qualities.quality_value``)."""
    if word not in _FIXED_QUALITIES and word not in _UNCOUNTED_PLURALS and not (
            len(word) >= 3 and word[-1] == "s" and "a" <= word[-2] <= "z" and word[-2] != "s"
            and "a" <= word[0] <= "z" and all("a" <= c <= "z" or c == "-" for c in word)
            and not any(word == t or word.startswith(t + "-") for t in NOT_CREATURE_TYPES)):
        raise Refused(word)
    return quality_value(word) or word


def _grant(text: str, affects: str, only: Filter | None, grant: Parsed,
           condition: Condition) -> Parsed:
    """``grant`` on the creature itself, or as a ``Static`` on the creatures it affects."""
    pt = grant.statics[0] if grant.statics else Static("")
    kind, what, count = condition
    if affects == SELF and not kind and (not grant.statics or grant.statics[0].rule):
        return grant  # (a rule of its own: "~ enters with ... counters", 614.1c)
    if grant.statics and grant.statics[0].rule:  # "each other creature you control enters
        # with an additional +1/+1 counter on it" (614.1c), not under a condition
        if grant.statics[0].rule != ENTERS_ADDITIONAL or kind or affects == SELF:
            raise Refused(grant.statics[0].rule)
        return Parsed(statics=(attrs.evolve(grant.statics[0], affects=affects, only=only),))
    return Parsed(statics=(Static(text, affects, grant.flags, grant.params, pt.power,
                                  pt.toughness, condition=kind, only=only, what=what,
                                  count=count),))


def _mana_symbols(symbols: Any) -> Mana:
    """"{G}{G}": the mana the symbols add, or ``Refused`` (more than a mana amount may be)."""
    try:
        return Mana.parse(str(symbols))
    except ValueError:
        raise Refused(str(symbols)) from None


def _mana(choices: tuple[Mana, ...]) -> Parsed:
    """"{T}: Add {G}{G}", "{T}: Add {R} or {G}": the mana one activation adds, one of
    ``choices`` (CR 605.1a, 106.1); its amount, the most it adds."""
    return Parsed(mana=max(m.total for m in choices) or 1, adds=(choices,))


#: a condition "it's <kind>" before the subject "it" stands for is known (``_it_is``)
IT_IS = "it is"


def _it_is(condition: Condition, body: tuple[Any, ...]) -> Condition:
    """"as long as it's white | a Human" after "enchanted | equipped creature <grants>": "it"
    is that creature, so the condition is the host's (CR 611.3a, 301.5, 303.4;
    ``sim.model.static_conditions.HOST_IS``); after another subject it is not read."""
    subject = body[1] if body[0] == "grant" else None
    if not isinstance(subject, Subject) or subject.affects not in (ENCHANTED, EQUIPPED) or \
            subject.only is not None or subject.words == "it":
        raise Refused("it")
    return HOST_IS[subject.affects], condition[1], condition[2]


#: "as long as equipped | enchanted creature is attacking": the creature "it" then is
_ATTACKING = {HOST_ATTACKING["equipped creature"]: EQUIPPED,
              HOST_ATTACKING["enchanted creature"]: ENCHANTED}


def _finish(condition: Condition, body: tuple[Any, ...]) -> Parsed:
    """A static ability's body under its condition, as ``sim.text.static_text.parse_text``
    reads it (the text is filled in there)."""
    kind = body[0]
    if condition[0] == IT_IS:  # "enchanted creature gets +1/+2 as long as it's white"
        condition = _it_is(condition, body)
    if kind == "rule":  # "creatures can't attack you", ...: never under a condition
        if condition[0]:
            raise Refused(kind)
        return Parsed(statics=(body[1],))
    if kind == "lure":
        return _grant("", body[1], None, Parsed(Kw.LURE), condition)
    if kind == "mana":
        if condition[0]:
            raise Refused(kind)
        return _mana(body[1])
    if kind == "mana sacrifice":  # sacrificed as its mana is paid (605.1a, 602.2)
        if condition[0]:
            raise Refused(kind)
        made = " ".join(",".join(str(n) for n in (m.W, m.U, m.B, m.R, m.G, m.C))
                        for m in body[1])  # which of the card's mana it makes (costs.py)
        untapped = frozenset([(MANA_WITHOUT_TAP, "")]) if len(body) > 2 else frozenset()
        return _mana(body[1]) | Parsed(params=frozenset([(MANA_SACRIFICE, made)]) | untapped)
    if kind == "for each":  # "<subject> gets +N/+N for each <thing>" (613.4c)
        power, toughness = _pt(body[2])
        granted = _grant("", body[1].affects, body[1].only, Parsed(statics=(
            Static("", power=power, toughness=toughness),)), condition)
        return Parsed(statics=(attrs.evolve(granted.statics[0], per=body[3],
                                            per_attached=body[4]),))
    subject: Subject = body[1]
    grant: Grant = body[2]
    affects, only = subject.affects, subject.only
    if affects == PAIRED and condition[0] != SELF_PAIRED:
        raise Refused("paired")  # "those creatures": ~ and the creature it's paired with
    if subject.words == "it" and (condition[0] in HOSTS or condition[0] in _ATTACKING):
        affects = HOSTS.get(condition[0]) or _ATTACKING[condition[0]]  # "as long as equipped
        # creature is a Human | is attacking, it gets ...": "it" is that creature
    if subject.words == "it" and not condition[0]:
        raise Refused("it")
    if (subject.words == "it" or affects != SELF) and not grant.verb and \
            grant.first not in _VERBS:
        raise Refused(grant.first)  # the first verb ends the subject: this is not one
    if grant.plural and affects == SELF:
        raise Refused("plural")
    if subject.words == "creatures" and grant.only_text == "can't attack" and not condition[0]:
        return Parsed(statics=(Static("", rule=NO_ATTACKS),))
    parsed = grant.parsed
    if any(k == NO_ATTACKS_ON_CONTROLLER for k, _ in parsed.params) and (
            affects not in (ENCHANTED, EQUIPPED) or condition[0]):
        raise Refused("you")  # an Aura's or Equipment's controller (sim.model.attack_bans)
    if only is not None and only.with_kw and (parsed.flags or parsed.params):
        raise Refused("with")  # "with flying" selects by abilities: only a 7c bonus may use it
    if grant.power or grant.toughness:
        if affects == SELF and not condition[0]:
            raise Refused("pt")  # a creature's own P/T is printed, not granted
        parsed = attrs.evolve(parsed, statics=(Static("", power=grant.power,
                                                      toughness=grant.toughness),))
    return _grant("", affects, only, parsed, condition)


def _static(**fields: Any) -> Callable[[list[Any]], Static]:
    return lambda children: Static("", **fields)


def _amount(rule: str, **fields: Any) -> Callable[[list[Any]], Static]:
    return lambda children: Static("", rule=rule, amount=int(str(children[-1]).strip("{}")),
                                   **fields)


class WithCounter(str):
    """A subject's "with a <kind> counter on it" (CR 122.1): the kind ("+1/+1")."""


class StaticRules(Transformer[Token, Any]):
    """The static abilities of the grammar (``static``: rules, characteristic-defining
    abilities, conditions, subjects and what they are given) as ``Parsed`` (CR 604, 611);
    each method is named after a rule or an alias of ``oracle.lark``."""

    def static_rule(self, c: list[Any]) -> Parsed:
        return Parsed(statics=(c[0],))

    max_attackers = staticmethod(lambda c: Static("", rule=MAX_ATTACKERS, amount=1,
                                                  per_turn=c[0] == "turn"))
    max_blockers = staticmethod(lambda c: Static("", rule=MAX_BLOCKERS, amount=1,
                                                 per_turn=c[0] == "turn"))
    attacker_blocks = staticmethod(_static(rule=ATTACKER_BLOCKS))
    double_damage_all = staticmethod(_static(rule=DOUBLE_DAMAGE_ALL))
    double_damage_you = staticmethod(_static(rule=DOUBLE_DAMAGE_YOU))
    double_damage_self = staticmethod(_static(rule=DOUBLE_DAMAGE_SELF))
    no_prevention = staticmethod(_static(rule=NO_PREVENTION))
    no_life_gain = staticmethod(_static(rule=NO_LIFE_GAIN))  # CR 119.7
    no_opponent_life_gain = staticmethod(_static(rule=NO_LIFE_GAIN_OPPONENTS))
    no_life_gain_replaced = staticmethod(_static(rule=NO_LIFE_GAIN_REPLACED))  # CR 614.1a
    block_tax_this_turn = staticmethod(_amount(BLOCK_TAX))

    def combat_or_turn(self, tokens: list[Any]) -> str:
        return str(tokens[0])

    def words(self, tokens: list[Any]) -> str:
        return _words(tokens)

    # conditions (CR 611.3a)

    def your_turn(self, c: list[Any]) -> Condition:
        return YOUR_TURN, None, 0

    def self_attacking(self, c: list[Any]) -> Condition:
        return SELF_ATTACKING, None, 0

    def untapped(self, c: list[Any]) -> Condition:
        return UNTAPPED, None, 0

    def self_counter(self, c: list[Any]) -> Condition:
        return SELF_COUNTER, None, 0

    def self_counters(self, c: list[Any]) -> Condition:
        """"~ has N or more +1/+1 counters on it" (CR 611.3a, 122.1)."""
        return SELF_COUNTER, None, NUMBER_WORDS[str(c[0].children[0])]

    def threshold(self, c: list[Any]) -> Condition:
        return THRESHOLD, None, 0

    def life(self, c: list[Any]) -> Condition:
        return LIFE, None, int(c[0])

    def control_count(self, tokens: list[Any]) -> str:
        return str(tokens[0])

    def or_more(self, tokens: list[Any]) -> bool:
        return True

    def _controls(self, c: list[Any], controller: str) -> Condition:
        n, what = c[0], c[-1]
        counted = thing(what) or controlled_kind(what)  # "legendary creatures" (611.3a)
        many = n not in ("a", "an", "another")
        if counted is None or many != (len(c) == 3):
            raise Refused(what)
        counted = attrs.evolve(counted, other=counted.other or n == "another",
                               controller=controller)
        return CONTROLS, counted, _number(n) if many else 1

    def you_control(self, c: list[Any]) -> Condition:
        return self._controls(c, YOU)

    def opponent_controls(self, c: list[Any]) -> Condition:
        return self._controls(c, OPPONENT)

    def cond_prefix(self, c: list[Any]) -> Condition:
        return c[0]  # type: ignore[no-any-return]

    def cond_suffix(self, c: list[Any]) -> Condition:
        return c[0]  # type: ignore[no-any-return]

    def conditioned(self, c: list[Any]) -> Parsed:
        if c[0][0] in _BODIES:
            return _finish(c[1], c[0])
        return _finish(c[0], c[1])

    def unconditioned(self, c: list[Any]) -> Parsed:
        return _finish(_NO_CONDITION, c[0])

    # what a static ability applies to, and what it gives

    def each(self, tokens: list[Any]) -> str:
        return str(tokens[0])

    def other(self, tokens: list[Any]) -> str:
        return "other"

    def combat_state(self, tokens: list[Any]) -> str:
        return str(tokens[0])

    def lured(self, tokens: list[Any]) -> str:
        return ENCHANTED if tokens[0] == "enchanted" else SELF

    def lure(self, c: list[Any]) -> tuple[Any, ...]:
        if c[0] != "all":
            raise Refused(c[0])
        return "lure", c[1]

    def _rule(self, c: list[Any], words: str, static: Static) -> tuple[Any, ...]:
        if c[0].words != words:
            raise Refused(words)
        return "rule", static

    def no_attacks_on_you(self, c: list[Any]) -> tuple[Any, ...]:
        return self._rule(c, "creatures", Static("", rule=NO_ATTACKS_ON_YOU))

    def attack_tax(self, c: list[Any]) -> tuple[Any, ...]:
        return self._rule(c, "creatures", _amount(ATTACK_TAX)(c))

    def block_tax(self, c: list[Any]) -> tuple[Any, ...]:
        return self._rule(c, "creatures", _amount(BLOCK_TAX)(c))

    def hand_tax(self, c: list[Any]) -> tuple[Any, ...]:
        return self._rule(c, "enchanted creature", _amount(HAND_TAX, affects=ENCHANTED)(c))

    def mana(self, c: list[Any]) -> tuple[Any, ...]:
        return "mana", c[0]

    def mana_sacrifice_only(self, c: list[Any]) -> tuple[Any, ...]:
        """"Sacrifice ~: Add <mana>" (an Eldrazi Spawn's, CR 605.1a): no {T} in its cost."""
        return "mana sacrifice", c[0], True

    def mana_sacrifice(self, c: list[Any]) -> tuple[Any, ...]:
        """"{T}, Sacrifice ~: Add <mana>" (a Treasure's, CR 111.10a, 605.1a)."""
        return "mana sacrifice", c[0]

    def mana_one(self, c: list[Any]) -> tuple[Mana, ...]:
        return (_mana_symbols(c[0]),)

    def mana_either(self, c: list[Any]) -> tuple[Mana, ...]:
        return tuple(_mana_symbols(symbols) for symbols in c)

    def mana_any_color(self, c: list[Any]) -> tuple[Mana, ...]:
        return ANY_COLOR

    def granted(self, c: list[Any]) -> tuple[Any, ...]:
        return "grant", c[0], c[1]

    def granted_self(self, c: list[Any]) -> tuple[Any, ...]:
        return "grant", Subject(SELF), c[0]

    def self_subject(self, c: list[Any]) -> Subject:
        return Subject(SELF, words="~")

    def it_subject(self, c: list[Any]) -> Subject:
        return Subject(SELF, words="it")

    def enchanted(self, c: list[Any]) -> Subject:
        return Subject(ENCHANTED, words="enchanted creature")

    def equipped(self, c: list[Any]) -> Subject:
        return Subject(EQUIPPED)

    def attacking_you(self, c: list[Any]) -> Subject:
        if c and c[0] != "all":
            raise Refused(c[0])
        return Subject(ATTACKING_YOU)

    def noun(self, tokens: list[Any]) -> str:
        return str(tokens[0])

    def any_creature(self, c: list[Any]) -> tuple[str, str]:
        return "noun", "" if c[0] == "creatures" else "creature"

    def typed_creature(self, c: list[Any]) -> tuple[str, str]:
        subtype = creature_type(str(c[0]))
        if not subtype:
            raise Refused(str(c[0]))
        return "noun", subtype

    def artifact_creature(self, c: list[Any]) -> tuple[str, str]:
        """"artifact creatures" (CR 205.2a): the creatures that are also artifacts."""
        return "card type", "Artifact"

    def your_creatures(self, c: list[Any]) -> tuple[str, str]:
        return "controller", YOUR_CREATURES

    def opponents_creatures(self, c: list[Any]) -> tuple[str, str]:
        return "controller", OPPONENTS_CREATURES

    def subject_with(self, c: list[Any]) -> int:
        item: Item = c[0]
        flag = KEYWORDS.get(item.text)
        if flag is None:
            raise Refused(item.text)
        return int(flag)

    def creatures(self, c: list[Any]) -> Subject:
        """[each|all] [other] [attacking|blocking] [<color>] creatures|<type>[ creatures]
        [you control|your opponents control] [with <keyword>]."""
        other = attacking = blocking = False
        color = subtype = chosen = card_type = quality = ""
        affects = ALL_CREATURES
        with_kw = 0
        for child in c:
            if isinstance(child, int):
                with_kw = child
            elif isinstance(child, tuple):
                if child[0] == "controller":
                    affects = child[1]
                elif child[0] == "chosen":  # "of the chosen type | color" (CR 614.12)
                    chosen = child[1] if not chosen else "twice"
                elif child[0] == "card type":  # "artifact creatures" (CR 205.2a)
                    card_type = child[1]
                elif child[0] == "quality":  # "legendary | untapped | nontoken creatures",
                    quality = child[1]  # "creature tokens" (``sim.text.pump_rules``)
                else:
                    subtype = child[1] if child[1] != "creature" else ""
            elif child == "other":
                other = True
            elif child == "attacking":
                attacking = True
            elif child == "blocking":
                blocking = True
            elif child in COLORS:
                color = COLORS[child]
        words = "creatures" if len(c) == 1 and c[0] == ("noun", "") else ""
        counter = next((str(x) for x in c if isinstance(x, WithCounter)), "")  # 122.1
        controller = ""
        if affects == ENCHANTED_PLAYER:  # "creatures enchanted player controls" (303.4)
            affects, controller = ALL_CREATURES, ENCHANTED_PLAYER
        if not (other or subtype or color or attacking or blocking or with_kw or counter
                or chosen or controller or card_type or quality):
            return Subject(affects, None, words)
        if chosen == "twice":
            raise Refused("of the chosen ... twice")
        return Subject(affects, narrowed(Filter(
            other=other, subtype=subtype, color=color, attacking=attacking, blocking=blocking,
            with_kw=with_kw, counter=counter, chosen=chosen, controller=controller,
            card_type=card_type), quality))

    def with_counter(self, c: list[Any]) -> WithCounter:
        """"with a +1/+1 counter on it" (CR 122.1): the kind of counter."""
        return WithCounter(next(str(t) for t in c if str(t) in ("+1/+1", "-1/-1")))

    def has(self, tokens: list[Any]) -> str:
        return "has"

    def pt_grant(self, c: list[Any]) -> Grant:
        power, toughness = _pt(c[0])
        return Grant(Parsed(), power, toughness, verb=True)

    def pt_and_grant(self, c: list[Any]) -> Grant:
        power, toughness = _pt(c[0])
        listed: Grant = c[-1]
        if listed.plural:
            raise Refused("plural")
        return Grant(listed.parsed, power, toughness, verb=True)

    def ability_grant(self, c: list[Any]) -> Grant:
        listed: Grant = c[-1]
        if len(c) > 1:
            if listed.plural:
                raise Refused("plural")
            return attrs.evolve(listed, verb=True, only_text="")
        return listed

    def one_protection(self, c: list[Any]) -> Item:
        return Item(f"{'protection' if c[0] == PROTECTION else 'hexproof'} from ...",
                    _param(c[0], c[1]), kind=c[0], quality=c[1])

    def from_quality(self, c: list[Any]) -> Item:
        return Item("from", quality=c[0])

    def bare_quality(self, c: list[Any]) -> Item:
        return Item("", quality=c[0])

    def abilities(self, items: list[Any]) -> Grant:
        """One ability or several; as one phrase first ("protection from red and from white"),
        else each on its own ("flying and first strike")."""
        items = [i if isinstance(i, Item) else Item(_PARAM_VERBS.get(
            next(iter(i.params), ("", ""))[0], "enters" if i.statics and i.statics[0].rule
            else "?"), i) for i in items]
        first = items[0]
        if len(items) == 1:
            if first.parsed is None:
                raise Refused(first.text)
            return Grant(first.parsed, first=first.text.split(" ")[0] if first.text else "",
                         plural=first.plural, only_text=first.text)
        rest = items[1:]
        if first.kind and all(isinstance(i, Item) and i.parsed is None for i in rest):
            value = ",".join([first.quality, *(i.quality for i in rest)])
            return Grant(_param(first.kind, value), first=first.text.split(" ")[0])
        out = Parsed()
        for i, item in enumerate(items):
            if item.parsed is None or (item.plural and i) or ", " in item.text or \
                    " and " in item.text:
                raise Refused(item.text)
            out |= item.parsed
        return Grant(out, first=first.text.split(" ")[0] if first.text else "",
                     plural=first.plural)
