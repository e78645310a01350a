"""The transformer rules of the Oracle grammar (``oracle.lark``) for keywords and abilities
(``predicate``, ``name``, ``param``, ``protection``): the model's flags and parameters
(``sim.model.abilities``; CR 702).

Interpreted in the compiled build (``setup.py``): the class subclasses lark's
``Transformer``, which mypyc cannot compile.
"""

from __future__ import annotations

from typing import Any

from lark import (
    Token,
    Transformer,
)

from sim.model.abilities import (
    ADDITIONAL_COST,
    AFFLICT,
    ANNIHILATOR,
    ATTACK_NEEDS_LAND,
    BANDS_WITH_OTHER,
    BARGAIN,
    BASIC_LANDS,
    BLOCKS_SHADOW,
    BUSHIDO,
    CANT_BE_COUNTERED,
    CANT_BLOCK_POWER_AT_LEAST,
    ENCHANT,
    ENCHANTED,
    ENCHANTED_PERMANENT,
    ENTERS_TAPPED,
    ENTERS_WITH_COUNTERS,
    ENTERS_WITH_NAMED,
    ENTWINE,
    ESCALATE,
    HEXPROOF_FROM,
    KICKED_COUNTERS,
    KICKER,
    LANDS_OF_TYPES,
    LANDWALK,
    LEGENDARY_CREATURES,
    NO_ACTIVATIONS,
    NO_NONMANA_ACTIVATIONS,
    NOT_BY_KEYWORD,
    NOT_BY_LESSER_POWER,
    NOT_BY_POWER_AT_LEAST,
    NOT_BY_POWER_AT_MOST,
    NOT_BY_QUALITY,
    NOT_BY_SUBTYPE,
    OFFSPRING,
    OPPONENTS,
    OTHER_LANDS,
    OWN_PROTECTION_KEEPS,
    PAYS_WITH,
    PLAYER_LIFE,
    PROTECTION,
    RAMPAGE,
    SPREE,
    SQUAD,
    TOXIC,
    WARD,
    Parsed,
    entering_value,
)
from sim.model.combat_params import KIN_ONLY
from sim.model.crew_values import CREWS_AS, SADDLES_AND_CREWS_AS, TOUGHNESS
from sim.model.multikicker import MULTIKICKER
from sim.model.qualities import (
    quality_value,
    singular,
)
from sim.model.ward_costs import DISCARD_A_CARD
from sim.model.x_costs import X_COST
from sim.text.keyword_names import (
    ABILITIES,
    KEYWORDS,
)
from sim.text.static_rules import (
    _PLURAL,
    Grant,
    Item,
    Refused,
    Subject,
    _param,
    _quality,
    _words,
)
from sim.text.vocabulary import (
    NUMBER_WORDS,
    creature_type,
)


class KeywordRules(Transformer[Token, Any]):
    """The keywords and abilities of the grammar (``predicate``, ``name``, ``param``,
    ``protection``) as the model's flags and parameters; each method is named after a rule or
    an alias of ``oracle.lark``."""

    def name(self, tokens: list[Any]) -> Item:
        text = _words(tokens)
        flag = ABILITIES.get(text) or KEYWORDS.get(text)
        plural = False
        if flag is None:
            for many, one in _PLURAL.items():
                if text.startswith(many):
                    flag = ABILITIES.get(one + text[len(many):])
                    plural = flag is not None
        if flag is None:
            raise Refused(text)
        return Item(text, Parsed(flag), plural=plural)

    def lure_name(self, tokens: list[Any]) -> Item:
        return Item(_words(tokens), Parsed(ABILITIES[_words(tokens)]))

    def predicate(self, children: list[Any]) -> Parsed:
        item = children[0]
        if isinstance(item, Item):
            if item.plural or item.parsed is None:
                raise Refused(item.text)
            return item.parsed
        return item  # type: ignore[no-any-return]

    def afflict(self, c: list[Any]) -> Parsed:
        return _param(AFFLICT, str(c[0]))

    def annihilator(self, c: list[Any]) -> Parsed:
        return _param(ANNIHILATOR, str(c[0]))

    def ward(self, c: list[Any]) -> Parsed:
        return _param(WARD, str(c[0])[1:-1])

    def offspring(self, c: list[Any]) -> Parsed:
        """"offspring {2}" (CR 702.175a: ``sim.rules.offspring``)."""
        return _param(OFFSPRING, str(c[0]))

    def squad(self, c: list[Any]) -> Parsed:
        """"squad {2}" (CR 702.157a: ``sim.rules.offspring``)."""
        return _param(SQUAD, str(c[0]))

    def multikicker(self, c: list[Any]) -> Parsed:
        """"multikicker {1}{w}" (CR 702.33c: ``sim.rules.offspring``)."""
        return _param(MULTIKICKER, str(c[0]).upper())

    def ward_life(self, c: list[Any]) -> Parsed:
        """"ward—pay 3 life" (CR 702.21a, 119.4)."""
        return _param(WARD, f"pay {c[1]} life")

    def ward_mana_life(self, c: list[Any]) -> Parsed:
        """"ward—{2}, pay 2 life" (CR 702.21a)."""
        return _param(WARD, f"{c[1]}, pay {c[2]} life")

    def ward_discard(self, c: list[Any]) -> Parsed:
        """"ward—discard a card" (CR 702.21a, 701.9a)."""
        return _param(WARD, DISCARD_A_CARD)

    def rampage(self, c: list[Any]) -> Parsed:
        return _param(RAMPAGE, str(c[0]))

    def bushido(self, c: list[Any]) -> Parsed:
        return _param(BUSHIDO, str(c[0]))

    def toxic(self, c: list[Any]) -> Parsed:
        return _param(TOXIC, str(c[0]))

    def enters_with_counters(self, c: list[Any]) -> Parsed:
        return _param(ENTERS_WITH_COUNTERS, str(c[0]))

    def enters_with_named(self, c: list[Any]) -> Parsed:
        """"~ enters with N oil counters on it" (CR 614.1c, 122.6)."""
        return _param(ENTERS_WITH_NAMED[str(c[1])], str(c[0]))

    def own_protection_keeps(self, c: list[Any]) -> Parsed:
        """"this effect doesn't remove ~" (CR 702.16c): see ``OWN_PROTECTION_KEEPS``."""
        return _param(OWN_PROTECTION_KEEPS, "")

    def enters_with_x_counters(self, c: list[Any]) -> Parsed:
        """"~ enters with X +1/+1 counters on it": X is the X paid to cast it (CR 107.3m)."""
        return _param(ENTERS_WITH_COUNTERS, "x")

    def count(self, tokens: list[Any]) -> str:
        return str(NUMBER_WORDS.get(str(tokens[0]), tokens[0]))

    def bands_with_other(self, tokens: list[Any]) -> Parsed:
        words = _words(tokens)
        if not words[-1].isalpha() or not all(
                "a" <= ch <= "z" or ch in "' -" for ch in words):
            raise Refused(words)
        return _param(BANDS_WITH_OTHER, words)

    def landwalk(self, tokens: list[Any]) -> Parsed:
        return _param(LANDWALK, " ".join(str(t) for t in tokens)[:-4].title())

    def landwalk_kind(self, tokens: list[Any]) -> Parsed:
        return _param(LANDWALK, str(tokens[0]).title())

    def color(self, tokens: list[Any]) -> str:
        return str(tokens[0])

    def land_type(self, tokens: list[Any]) -> str:
        return str(tokens[0])

    def not_by_subtype(self, c: list[Any]) -> Parsed:
        word = str(c[0])
        if len(word) < 2 or word[-1] != "s" or not word.isalpha() or not word.isascii():
            raise Refused(word)
        return _param(NOT_BY_SUBTYPE, singular(word))

    def attack_needs_land(self, c: list[Any]) -> Parsed:
        return _param(ATTACK_NEEDS_LAND, c[0].title())

    def not_by_power_at_most(self, c: list[Any]) -> Parsed:
        return _param(NOT_BY_POWER_AT_MOST, str(c[0]))

    def not_by_power_at_least(self, c: list[Any]) -> Parsed:
        return _param(NOT_BY_POWER_AT_LEAST, str(c[0]))

    def kin_only(self, c: list[Any]) -> Parsed:
        """"can't block or be blocked by non-spirit creatures" (CR 509.1b): of one creature
        type (``sim.model.combat_params.KIN_ONLY``)."""
        word = str(c[0]).removeprefix("non").removeprefix("-")
        kind = creature_type(word)
        if not kind or kind.lower() != word:
            raise Refused(str(c[0]))
        return _param(KIN_ONLY, kind)

    def crews_as_though(self, c: list[Any]) -> Parsed:
        """"crews vehicles | saddles mounts and crews vehicles as though its power were N
        greater" (CR 702.122a, 702.171a; ``sim.model.crew_values``)."""
        return _param(_crew_kind(c[0]), f"+{c[1]}")

    def crews_by_toughness(self, c: list[Any]) -> Parsed:
        """"... using its toughness rather than its power" (CR 702.122a, 702.171a)."""
        return _param(_crew_kind(c[0]), TOUGHNESS)

    def cant_block_power_at_least(self, c: list[Any]) -> Parsed:
        return _param(CANT_BLOCK_POWER_AT_LEAST, str(c[0]))

    def blocker_quality(self, tokens: list[Any]) -> str:
        return str(tokens[0])

    def not_by_quality(self, c: list[Any]) -> Parsed:
        word = "artifacts" if c[0] == "artifact" else c[0]
        return _param(NOT_BY_QUALITY, quality_value(word) or word)

    def except_keyword(self, tokens: list[Any]) -> str:
        return _words(tokens)

    def evasion_keyword(self, tokens: list[Any]) -> str:
        return str(tokens[0])

    def not_by_keyword(self, c: list[Any]) -> Parsed:
        return _param(NOT_BY_KEYWORD, c[0])

    def blocks_shadow(self, c: list[Any]) -> Parsed:
        return _param(BLOCKS_SHADOW, "")

    def cant_be_countered(self, c: list[Any]) -> Parsed:
        return _param(CANT_BE_COUNTERED, "")

    # spell costs (CR 702.33a kicker, 601.2b additional costs)
    def kicker(self, c: list[Any]) -> Parsed:
        return _param(KICKER, str(c[0]).upper())

    def entwine(self, c: list[Any]) -> Parsed:
        """"entwine {2}" (CR 702.42a): all modes for this additional cost."""
        return _param(ENTWINE, str(c[0]).upper())

    def spree(self, c: list[Any]) -> Parsed:
        """"spree" (CR 702.172a): each mode chosen for its own additional cost."""
        return _param(SPREE, "")

    def escalate(self, c: list[Any]) -> Parsed:
        """"escalate {1}{w}" (CR 702.120a): this cost for each mode beyond the first."""
        return _param(ESCALATE, str(c[0]).upper())

    def bargain(self, c: list[Any]) -> Parsed:
        """"bargain" (CR 702.166a): an optional additional cost, a sacrifice."""
        return _param(BARGAIN, "")

    def kicked_counters(self, c: list[Any]) -> Parsed:
        return _param(KICKED_COUNTERS, str(c[0]))

    def pays_with(self, c: list[Any]) -> Parsed:
        return _param(PAYS_WITH, " ".join(str(w) for w in c[0].children))

    def additional_cost(self, c: list[Any]) -> Parsed:
        words = c[0].scan_values(lambda v: True)  # the words of its sub-rules too
        return _param(ADDITIONAL_COST, " ".join(str(w) for w in words))

    def additional_x_cost(self, c: list[Any]) -> Parsed:
        """"as an additional cost to cast this spell, discard x cards" (CR 601.2b, 107.3:
        ``sim.model.x_costs``)."""
        return _param(X_COST, " ".join(str(w) for w in c[0].children))

    def enchant(self, c: list[Any]) -> Parsed:
        return _param(ENCHANT, str(c[0]))

    def enchant_object(self, c: list[Any]) -> str:
        types = [w for w in c if not w.startswith(" ")]
        return " or ".join(types) + "".join(w for w in c if w.startswith(" "))

    def enchant_type(self, tokens: list[Any]) -> str:
        return str(tokens[0])

    def enchant_controller(self, tokens: list[Any]) -> str:
        return " " + " ".join(str(t) for t in tokens)  # " you control": after the types

    def param(self, c: list[Any]) -> Parsed:
        return c[0]  # type: ignore[no-any-return]

    # "~ enters tapped [unless ...]" (CR 614.1d, 614.12)

    def enters_tapped(self, c: list[Any]) -> Parsed:
        return _param(ENTERS_TAPPED, c[0] if c else "")

    def more_or_fewer(self, tokens: list[Any]) -> bool:
        return str(tokens[0]) == "fewer"

    def enters_tapped_if_lands(self, c: list[Any]) -> Parsed:
        n = int(c[0])  # "if you control N or more other lands": unless N - 1 or fewer
        if n < 1:
            raise Refused(str(n))
        return _param(ENTERS_TAPPED, entering_value(OTHER_LANDS, True, n - 1))

    def others(self, tokens: list[Any]) -> str:
        return str(tokens[0])

    def unless_others(self, c: list[Any]) -> str:
        n, fewer, what = int(c[0]), c[1], c[2]
        if what == "lands":
            return entering_value(OTHER_LANDS, fewer, n)
        if fewer:
            raise Refused(what)
        kind = "Plains" if what == "plains" else what[:-1].title()  # "three or more other Forests"
        return entering_value(LANDS_OF_TYPES, False, n, (kind,))

    def unless_basic_lands(self, c: list[Any]) -> str:
        return entering_value(BASIC_LANDS, False, int(c[0]))

    def unless_basic_land(self, c: list[Any]) -> str:
        return entering_value(BASIC_LANDS, False, 1)

    def unless_land_types(self, c: list[Any]) -> str:
        words = [w for t in c for w in str(t).split(" or ")]  # ("mount or vehicle")
        types = tuple(dict.fromkeys(w.title() for w in words))
        return entering_value(LANDS_OF_TYPES, False, 1, types)

    def unless_legendary(self, c: list[Any]) -> str:
        return entering_value(LEGENDARY_CREATURES, False, 1)

    def unless_low_life(self, c: list[Any]) -> str:
        return entering_value(PLAYER_LIFE, True, int(c[0]))

    def unless_opponents(self, c: list[Any]) -> str:
        return entering_value(OPPONENTS, False, int(c[0]))

    def protection_kind(self, tokens: list[Any]) -> str:
        return PROTECTION if tokens[0] == "protection" else HEXPROOF_FROM

    def quality(self, tokens: list[Any]) -> str:
        return _quality(_words(tokens))

    def protection(self, c: list[Any]) -> Parsed:
        return _param(c[0], ",".join(c[1:]))

    # issue 29, combat (h-combat): "its activated abilities can't be activated [unless
    # they're mana abilities]" (CR 602.5, 605.1a; ``sim.rules.casting.activatable``)
    def no_activations(self, c: list[Any]) -> Parsed:
        return _param(NO_ACTIVATIONS, "")

    def no_nonmana_activations(self, c: list[Any]) -> Parsed:
        return _param(NO_NONMANA_ACTIVATIONS, "")

    def not_by_lesser_power(self, c: list[Any]) -> Parsed:  # CR 509.1b
        if c[0] != ("noun", ""):  # "creatures", not a creature type
            raise Refused(str(c[0]))
        return _param(NOT_BY_LESSER_POWER, "")

    # "enchanted permanent" (CR 303.4, 611.3) and "enchanted creature's activated abilities
    # can't be activated" (602.5): subjects of static abilities (``StaticRules``)
    def enchanted_permanent(self, c: list[Any]) -> Subject:
        return Subject(ENCHANTED_PERMANENT, words="enchanted permanent")

    def possessive_ban(self, c: list[Any]) -> tuple[Any, ...]:
        subject = Subject(ENCHANTED, words="enchanted creature") if "creature's" in str(c[0]) \
            else self.enchanted_permanent([])
        return "grant", subject, Grant(Parsed(params=frozenset([(NO_ACTIVATIONS, "")])),
                                       first="can't")


def _crew_kind(verb: Any) -> str:
    """The parameter kind of a ``crew_verb``: saddle costs too if it names them (702.171a)."""
    return SADDLES_AND_CREWS_AS if "saddles" in _words(verb.children) else CREWS_AS
