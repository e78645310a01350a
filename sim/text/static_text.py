"""Ability phrases read into the ability model (``parse_text``): keywords with a parameter
("protection from red", "forestwalk", "bands with other Wolves"), restrictions and
requirements, static abilities that affect other objects or the rules of combat (anthems,
lords, auras' grants, "no more than one creature can attack each combat", attack and block
costs), conditions ("as long as ..."), characteristic-defining power and toughness,
replacement and prevention effects on damage, and mana abilities. The phrases are the Oracle
grammar's (``oracle.lark``: ``static`` and ``predicate``), read by ``sim.text.grammar``.
``param_text`` renders a parameter back to its phrase. Anything else is refused with the list
of what is accepted.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import lru_cache

import attrs

from sim.model.abilities import (
    ATTACK_NEEDS_LAND,
    BANDS_WITH_OTHER,
    BASIC_LANDS,
    BLOCKS_SHADOW,
    BUSHIDO,
    CANT_BLOCK_ATTACKER,
    CANT_BLOCK_POWER_AT_LEAST,
    CANT_REGENERATE,
    ENTERS_TAPPED,
    ENTERS_WITH_COUNTERS,
    EXILE_IF_DIES,
    HEXPROOF_FROM,
    LANDS_OF_TYPES,
    LANDWALK,
    LEGENDARY_CREATURES,
    MUST_BLOCK_ATTACKER,
    NO_ACTIVATIONS,
    NO_NONMANA_ACTIVATIONS,
    NOT_BY_KEYWORD,
    NOT_BY_LESSER_POWER,
    NOT_BY_POWER_AT_LEAST,
    NOT_BY_POWER_AT_MOST,
    NOT_BY_QUALITY,
    NOT_BY_SUBTYPE,
    ONLY_BY_COLOR,
    ONLY_BY_KEYWORD,
    OPPONENTS,
    OTHER_LANDS,
    PLAYER_LIFE,
    PROTECTION,
    RAMPAGE,
    SELF_COST,
    TOXIC,
    Param,
    Parsed,
    entering_condition,
)
from sim.model.cast_permissions import CAST_ONLY, FLASH_IF, flash_text
from sim.model.combat_params import (
    ATTACK_BARRED_BY,
    ATTACK_NEEDS,
    BLOCK_BARRED_BY,
    KIN_ONLY,
    ONLY_BY_KIND,
    attack_kind_text,
    except_text,
    kin_text,
)
from sim.model.counted_entering import COUNTER_CHOICE_OF, counter_choice_text
from sim.model.crew_values import CREWS_AS, SADDLES_AND_CREWS_AS, crew_text
from sim.model.granted_abilities import EVERY_CREATURE_TYPE
from sim.model.nth_spell_costs import NTH_SPELL_COST, nth_text
from sim.model.per_count_costs import SPELLS_COST_PER
from sim.model.pump_verbs import KEYWORD_CHOICE, QUOTED_UNTIL, choice_text
from sim.model.qualities import plural, quality_text
from sim.model.restriction_unless import KIND_PHRASES
from sim.model.speed_verbs import ENGINES
from sim.model.target_tax import SPELLS_FROM_COST, TARGET_TAX, from_text, tax_text
from sim.model.x_costs import X_COST
from sim.text.grammar import parse
from sim.text.granted_text import read_granted
from sim.text.keyword_names import (
    ABILITIES,
    KEYWORDS,
    ability_word,
    normalize,
    self_reference,
    unknown_name,
)
from sim.text.kicked_entering import kicked_entering
from sim.text.spell_reductions import per_clause, spell_reduction
from sim.text.vocabulary import (
    CARD_TYPES,
    COLORS,
    CREATURE_TYPES,
    EVERY_TYPE_VALUE,
    LAND_SUBTYPES,
    LAND_TYPES,
    NUMBER_WORDS,
    creature_type,
    thing,
)

__all__ = ["ACCEPTED", "CARD_TYPES", "COLORS", "CREATURE_TYPES", "LAND_SUBTYPES", "LAND_TYPES",
           "NUMBER_WORDS", "creature_type", "param_text", "parse_param", "parse_text",
           "read_predicate", "thing"]


#: Example phrases, listed when a phrase is not understood.
ACCEPTED = sorted(ABILITIES) + sorted(KEYWORDS) + [
    "protection from <color>", "<land type>walk (forestwalk, snow swampwalk, ...)",
    "protection from <quality> [and from <quality>] (all colors, everything, multicolored, "
    "monocolored, creatures, artifacts, <creature type>s, ...)",
    "hexproof from <quality>", "toxic N",
    "can't be blocked by creatures with power N or less|greater",
    "can't block creatures with power N or greater",
    "can't be blocked by <color>|artifact|multicolored|monocolored|colorless creatures",
    "can't be blocked except by creatures with flying|flying or reach|defender|horsemanship|"
    "shadow",
    "can't be blocked by creatures with flying|reach|defender",
    "can block creatures with shadow as though they didn't have shadow",
    "nonbasic landwalk", "rampage N", "bushido N",
    "bands with other <quality> (legends, <subtype>s)",
    "can't be blocked except by <color> creatures", "can't be blocked by <subtype>s",
    "can't attack unless defending player controls a/an <land type>",
    "all creatures able to block enchanted creature do so",
    "enchanted creature / equipped creature / each creature you control / all creatures / "
    "creatures attacking you + gets +N/+N [and <ability>] or <ability>",
    "[each|all] [other] [attacking|blocking] [<color>] creatures|<Subtype>s|"
    "<Subtype> creatures [you control|your opponents control] [with <keyword>] + get +N/+N "
    "[and have <ability>] or have <ability>",
    "as long as ~ is untapped, <ability>", "threshold — as long as seven or more cards are in "
    "your graveyard, <ability>",
    "as long as it's your turn|~ is attacking|you control a/an/another <thing>|"
    "you control N or more <things>|an opponent controls a/an <thing>|you have N or more "
    "life|~ has a +1/+1 counter on it, <ability> (or '<ability> as long as ...')",
    "during your turn, <ability>",
    "~'s power [and toughness are each|is] equal to the number of <things> you control",
    "no more than one creature can attack|block each combat|turn", "creatures can't attack",
    "creatures can't attack you",
    "creatures can't attack you unless their controller pays {N} for each creature they "
    "control that's attacking you",
    "creatures can't block unless their controller pays {N} for each blocking creature they "
    "control",
    "enchanted creature can't attack or block unless its controller pays {N} for each card in "
    "your hand",
    "the attacking player chooses how each creature blocks each combat",
    "if a source would deal damage to a permanent or player, it deals double that damage to "
    "that permanent or player instead", "if a source would deal damage to you, it deals "
    "double that damage to you instead", "if a source would deal damage to ~, it deals double "
    "that damage to ~ instead", "damage can't be prevented",
    "if a source would deal damage to you, prevent N of that damage",
    "if a source would deal damage to ~, prevent N of that damage",
    "prevent all [combat] damage that would be dealt to ~",
    "~ enters [the battlefield] with N +1/+1 counters on it",
    "~ enters [the battlefield] tapped [unless you control two or more|fewer other lands|a "
    "<land type> [or a <land type>]|a basic land|N or more basic lands|a legendary creature, "
    "unless a player has N or less life, unless you have N or more opponents]",
    "{T}: Add <mana>",
]


def parse_text(text: str, card_name: str = "") -> Parsed:
    """Parse one ability phrase of a card named ``card_name``; ``UnknownNameError`` if the
    engine does not understand it (the message lists what it accepts).

    The card's name refers to the card itself (CR 201.5) only as a whole phrase: never next to
    a letter, digit or apostrophe, so a card named "t" or "That" leaves "can't" and "that's"
    alone."""
    key = self_reference(normalize(text), card_name)
    result = read_static(key) or kicked_entering(key) or spell_reduction(key)  # (601.2f)
    for more in MORE_READERS if result is None else ():  # (``sim.text.cast_timing_text``)
        result = result or more(key)
    if result is None:  # an Aura's or Equipment's quoted grant, goad, subtype (613.1d-f)
        result = read_granted(key, normalize(text), read_static)
    if result is None:
        raise unknown_name("ability", text, ACCEPTED)
    return result


#: more readers of a static phrase (normalized, the card's name as ~), tried in order after
#: the grammar's: a module whose reader needs one that imports this one registers it here
MORE_READERS: list[Callable[[str], Parsed | None]] = []


@lru_cache(maxsize=65536)
def read_static(key: str) -> Parsed | None:
    """The static ability ``key`` (normalized text, the card's name as ``~``) is, by the
    grammar's ``static`` phrases: a rule of combat or damage, a characteristic-defining
    ability, or abilities given to the creature itself or to the creatures it names, under a
    condition or not (CR 604, 611); None if it is none."""
    parsed: Parsed | None = parse("static", key)
    if parsed is None or not parsed.statics:
        return parsed
    return attrs.evolve(parsed, statics=tuple(attrs.evolve(s, text=key)
                                              for s in parsed.statics))


@lru_cache(maxsize=16384)
def read_predicate(key: str) -> Parsed | None:
    """The ability ``key`` (normalized text) names: a keyword or ability name ("flying"), or
    one with a parameter ("rampage 2", "protection from black", "bands with other
    legends"); None if it names none."""
    flag = ABILITIES.get(key) or KEYWORDS.get(key)
    if flag is not None:
        return Parsed(flag)
    parsed: Parsed | None = parse("predicate", key) or spell_reduction(key)  # (601.2f)
    word, rest = ability_word(key)
    if parsed is None and word:  # "corrupted — this spell costs {2} less to cast if ..." (CR
        spoken: Parsed | None = parse("predicate", rest) or spell_reduction(  # 207.2c: the
            rest)  # word means nothing;
        if spoken is not None and spoken.params and all(  # ``sim.text.render`` writes it
                kind in (SELF_COST, SPELLS_COST_PER) for kind, _ in spoken.params):  # (back
            # from the clause)
            return spoken
    return parsed


def entering_text(value: str) -> str:
    """"enters tapped [unless <condition>]" (CR 614.1d), the value of an ``ENTERS_TAPPED``
    parameter as its phrase (``sim.model.abilities.entering_condition``)."""
    what, types, at_most, n = entering_condition(value)
    unless = {OTHER_LANDS: f"you control {n} or {'fewer' if at_most else 'more'} other lands",
              BASIC_LANDS: "you control a basic land" if n == 1 else
              f"you control {n} or more basic lands",
              LANDS_OF_TYPES: f"you control {n} or more other " + " or ".join(
                  t if t == "Plains" else t + "s" for t in types) if n > 1 else
              "you control " + " or ".join(("an " if t[:1] in "AEIOU" else "a ") + t
                                           for t in types)
              if not types or types[0].lower() in LAND_TYPES
              else "you control a " + " or ".join(types),  # "a Mount or Vehicle" (205.3)
              LEGENDARY_CREATURES: "you control a legendary creature",
              PLAYER_LIFE: f"a player has {n} or less life",
              OPPONENTS: f"you have {n} or more opponents"}.get(what, value)
    return f"enters tapped unless {unless}" if what else "enters tapped"


def parse_param(text: str) -> Param | None:
    """The parameter a phrase names, or ``None`` if it is not a parameterised ability."""
    grant = read_predicate(normalize(text))
    return next(iter(grant.params)) if grant and grant.params else None


def param_text(param: Param) -> str:
    """A parameterised ability as the phrase that names it, the inverse of ``parse_param`` for
    the abilities a card's text can give: protection (CR 702.16), landwalk (702.14), rampage
    (702.23), and the evasion and attack restrictions of CR 509.1b and 508.1c."""
    kind, value = param
    if kind == QUOTED_UNTIL:  # 'gains "<ability>"' (CR 613.1f; ``sim.text.pump_rules``)
        return f'"{value}"'
    if kind == EVERY_CREATURE_TYPE and value == EVERY_TYPE_VALUE:  # CR 205.3m (granted_text)
        return "is every creature type"
    color = {letter: name for name, letter in COLORS.items()}
    if kind == PROTECTION:
        return f"protection from {quality_text(value)}"
    if kind == HEXPROOF_FROM:
        return f"hexproof from {quality_text(value)}"
    if kind == TOXIC:
        return f"toxic {value}"
    if kind in KIND_PHRASES:  # issue 29, attack requirements (sim.model.restriction_unless)
        return KIND_PHRASES[kind] + value
    if kind == NOT_BY_POWER_AT_MOST:
        return f"can't be blocked by creatures with power {value} or less"
    if kind == NOT_BY_POWER_AT_LEAST:
        return f"can't be blocked by creatures with power {value} or greater"
    if kind == CANT_BLOCK_POWER_AT_LEAST:
        return f"can't block creatures with power {value} or greater"
    if kind == NOT_BY_QUALITY:
        what = "artifact" if value == "artifacts" else quality_text(value)
        return f"can't be blocked by {what} creatures"
    if kind == ONLY_BY_KEYWORD:
        return f"can't be blocked except by creatures with {value}"
    if kind == NOT_BY_KEYWORD:
        return f"can't be blocked by creatures with {value}"
    if kind == TARGET_TAX:  # CR 601.2f: a tax on the spells that target it
        return tax_text(value)
    if kind == KEYWORD_CHOICE:  # CR 608.2d: "your choice of flying, vigilance, or haste"
        return choice_text(value)
    if kind == SPELLS_COST_PER:  # CR 601.2f: by a count (``sim.text.spell_reductions``)
        return per_clause(value)
    if kind == SPELLS_FROM_COST:  # CR 601.2f: by the zone a spell is cast from (601.2a)
        return from_text(value)
    if kind == NTH_SPELL_COST:  # CR 601.2f: the first spell of some kinds each turn
        return nth_text(value)
    if kind == ENGINES:  # CR 702.179a (``sim.rules.speed``)
        return kind
    if kind == CAST_ONLY:  # CR 601.3 (``sim.text.cast_timing_text``)
        return f"cast ~ only {value}"
    if kind == FLASH_IF:  # CR 702.8a, 601.3
        return flash_text(value)
    if kind == X_COST:  # CR 601.2b, 107.3 (``sim.model.x_costs``)
        return f"as an additional cost to cast ~, {value}"
    if kind == KIN_ONLY:  # CR 509.1b
        return kin_text(value)
    if kind in (CREWS_AS, SADDLES_AND_CREWS_AS):  # CR 702.122a, 702.171a
        return crew_text(kind, value)
    if kind == BLOCKS_SHADOW:
        return "can block creatures with shadow as though they didn't have shadow"
    if kind == LANDWALK:
        words = value.lower().split()
        if words[-1] in LAND_TYPES:
            return f"{value.lower()}walk"
        return f"{value.lower()} landwalk"
    if kind == RAMPAGE:
        return f"rampage {value}"
    if kind == BUSHIDO:
        return f"bushido {value}"
    if kind == ONLY_BY_COLOR:
        return f"can't be blocked except by {color.get(value, value)} creatures"
    if kind == ONLY_BY_KIND:  # CR 509.1b
        return except_text(value)
    if kind in (ATTACK_BARRED_BY, ATTACK_NEEDS, BLOCK_BARRED_BY):  # CR 508.1c, 509.1b
        return attack_kind_text(kind, value)
    if kind == NOT_BY_SUBTYPE:
        return f"can't be blocked by {plural(value)}"
    if kind == ATTACK_NEEDS_LAND:
        article = "an" if value[:1].lower() in "aeiou" else "a"
        return f"can't attack unless defending player controls {article} {value}"
    if kind == CANT_BLOCK_ATTACKER:
        return f"can't block {value}"
    if kind == MUST_BLOCK_ATTACKER:
        return f"blocks {value} if able"
    if kind == EXILE_IF_DIES:  # "~": the card's own (614.1a, ``sim.text.replacement_rules``)
        return f"if {value or 'it'} would die, exile it instead"
    if kind == ENTERS_WITH_COUNTERS and value == "x":  # CR 107.3m
        return "enters with X +1/+1 counters on it"
    if kind == ENTERS_WITH_COUNTERS:
        n = int(value)
        return f"enters with {'a' if n == 1 else n} +1/+1 counter{'' if n == 1 else 's'} on it"
    if kind == ENTERS_TAPPED:
        return entering_text(value)
    if kind == CANT_REGENERATE:
        return "can't be regenerated"
    if kind == BANDS_WITH_OTHER:
        return f"bands with other {value}"
    if kind == NOT_BY_LESSER_POWER:  # issue 29, combat (CR 509.1b)
        return "creatures with power less than ~'s power can't block it"
    if kind in (NO_ACTIVATIONS, NO_NONMANA_ACTIVATIONS):  # issue 29, combat (602.5, 605.1a)
        return "its activated abilities can't be activated" + \
            " unless they're mana abilities" * (kind == NO_NONMANA_ACTIVATIONS)
    if kind == COUNTER_CHOICE_OF:  # issue 29, entering counters (CR 614.1c)
        return counter_choice_text(value)
    return f"{kind} {value}".strip()
