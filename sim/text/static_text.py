"""Ability phrases read into the ability model (``parse_text``): keywords with a parameter
("protection from red", "forestwalk", "bands with other Wolves"), restrictions and
requirements, static abilities that affect other objects or the rules of combat (anthems,
lords, auras' grants, "no more than one creature can attack each combat", attack and block
costs), conditions ("as long as ..."), characteristic-defining power and toughness,
replacement and prevention effects on damage, and mana abilities. ``param_text`` renders a
parameter back to its phrase. Anything else is refused with the list of what is accepted.
"""

from __future__ import annotations

import re
from collections.abc import Callable

import attrs

from sim.model.abilities import (
    AFFLICT,
    ALL_CREATURES,
    ANNIHILATOR,
    ATTACK_NEEDS_LAND,
    ATTACK_TAX,
    ATTACKER_BLOCKS,
    ATTACKING_YOU,
    BANDS_WITH_OTHER,
    BLOCK_TAX,
    BLOCKS_SHADOW,
    BUSHIDO,
    CANT_BLOCK_ATTACKER,
    CANT_BLOCK_POWER_AT_LEAST,
    CANT_REGENERATE,
    CDA_BOTH,
    CDA_POWER,
    CONTROLS,
    DOUBLE_DAMAGE_ALL,
    DOUBLE_DAMAGE_SELF,
    DOUBLE_DAMAGE_YOU,
    ENCHANTED,
    ENTERS_WITH_COUNTERS,
    EQUIPPED,
    EXILE_IF_DIES,
    HAND_TAX,
    HEXPROOF_FROM,
    LANDWALK,
    LIFE,
    MAX_ATTACKERS,
    MAX_BLOCKERS,
    MUST_BLOCK_ATTACKER,
    NO_ATTACKS,
    NO_ATTACKS_ON_YOU,
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
    PREVENT_ALL_TO_SELF,
    PREVENT_COMBAT_TO_SELF,
    PREVENT_TO_SELF,
    PREVENT_TO_YOU,
    PROTECTION,
    RAMPAGE,
    SELF,
    SELF_ATTACKING,
    SELF_COUNTER,
    THRESHOLD,
    TOXIC,
    UNTAPPED,
    WARD,
    YOU,
    YOUR_CREATURES,
    YOUR_TURN,
    Filter,
    Param,
    Parsed,
    Static,
)
from sim.model.keywords import Kw
from sim.model.qualities import (
    IRREGULAR_PLURALS,
    NOT_CREATURE_TYPES,
    plural,
    quality_text,
    quality_value,
    singular,
)
from sim.text.keyword_names import ABILITIES, KEYWORDS, normalize, self_reference, unknown_name

NUMBER_WORDS = {"a": 1, "an": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6,
            "seven": 7, "eight": 8, "nine": 9, "ten": 10}


COLORS = {"white": "W", "blue": "U", "black": "B", "red": "R", "green": "G"}


LAND_TYPES = ("plains", "island", "swamp", "mountain", "forest", "desert")


_PLURAL = {"attack each": "attacks each", "block each": "blocks each", "attack this": "attacks "
           "this", "block this": "blocks this", "have ": "has "}


_CONDITIONS = (
    (re.compile(r"^as long as ~ is untapped, "), UNTAPPED),
    (re.compile(r"^threshold ?[-—]+ ?as long as seven or more cards are in your graveyard, "),
     THRESHOLD),
)


# --- lords, anthems, conditions, characteristic-defining P/T (sim.model.abilities)
# ---------------------
_VERB = re.compile(r" (?=(?:gets?|has|have|can't|can|attacks?|blocks?|assigns?|deals?|must|is|"
                   r"are) )")


_COND_PREFIX = re.compile(r"^(?:as long as (?P<cond>[^,]+)|during your turn), (?P<rest>.+)$")


_COND_SUFFIX = re.compile(r"^(?P<rest>.+?) (?:as long as (?P<cond>.+)|during your turn)$")


_CONTROLS = re.compile(r"^(?P<who>you control|an opponent controls) (?P<n>a|an|another|one|two|"
                       r"three|four|five|six|seven|eight|nine|ten|\d+)(?P<more> or more)? "
                       r"(?P<what>.+)$")


_CDA = re.compile(r"^~'s power (?:(?P<both>and toughness are each)|is) equal to the number of "
                  r"(?P<what>.+?)(?P<who> you control| your opponents control| on the "
                  r"battlefield)?$")


_PT = re.compile(r"^gets? ([+-]\d+)/([+-]\d+)(?: and (.*))?$")


_LURE = re.compile(r"^all creatures able to block (~|this|enchanted creature) do so$")


_MANA = re.compile(r"^\{t\}: add ((?:\{[wubrgc0-9]+\})+)$")


#: one quality after "from" (``sim.model.qualities.quality_value`` reads it): a color, a color
#: word, everything, a card type or a creature type in the plural
_QUALITY = (r"(?:white|blue|black|red|green|all colors|each color|multicolored|monocolored|"
            r"colorless|everything|"
            rf"(?!(?:{'|'.join(sorted(NOT_CREATURE_TYPES))})\b)[a-z][a-z-]*[a-rt-z]s|"
            rf"{'|'.join(sorted(p for p in IRREGULAR_PLURALS.values() if p[-1] != 's'))})")


#: several: "red and from white", "white, from blue, and from black", "artifacts and
#: enchantments", "vampires, werewolves, and zombies"
_SEPARATOR = r"(?:,? and from |, from |,? and |, )"


_QUALITIES = rf"{_QUALITY}(?:{_SEPARATOR}{_QUALITY})*"


def _qualities(words: str) -> str:
    """The value of the qualities ``_QUALITIES`` matched (each is one ``quality_value``)."""
    return ",".join(quality_value(w) or w for w in re.split(_SEPARATOR, words))


_PARAMS: tuple[tuple[re.Pattern[str], Callable[[re.Match[str]], Param]], ...] = (
    (re.compile(r"^afflict (\d+)$"), lambda m: (AFFLICT, m[1])),
    (re.compile(r"^annihilator (\d+)$"), lambda m: (ANNIHILATOR, m[1])),
    (re.compile(r"^ward \{(\d+)\}$"), lambda m: (WARD, m[1])),
    (re.compile(r"^rampage (\d+)$"), lambda m: (RAMPAGE, m[1])),
    (re.compile(r"^bushido (\d+)$"), lambda m: (BUSHIDO, m[1])),
    (re.compile(r"^enters(?: the battlefield)? with (a|an|one|two|three|four|five|six|seven|"
                r"eight|nine|ten|\d+) \+1/\+1 counters? on it$"),
     lambda m: (ENTERS_WITH_COUNTERS, str(NUMBER_WORDS.get(m[1], m[1])))),
    # 702.22b: a special form of banding, its quality as printed ("legends", "dinosaurs")
    (re.compile(r"^bands with other ([a-z][a-z' -]*[a-z])$"), lambda m: (BANDS_WITH_OTHER, m[1])),
    (re.compile(r"^protection from (white|blue|black|red|green)$"),
     lambda m: (PROTECTION, COLORS[m[1]])),
    (re.compile(rf"^(snow |legendary )?({'|'.join(LAND_TYPES)})walk$"),
     lambda m: (LANDWALK, f"{m[1] or ''}{m[2]}".title())),
    (re.compile(r"^(nonbasic|snow|legendary) landwalk$"), lambda m: (LANDWALK, m[1].title())),
    (re.compile(r"^can't be blocked except by (white|blue|black|red|green) creatures$"),
     lambda m: (ONLY_BY_COLOR, COLORS[m[1]])),
    (re.compile(r"^can't be blocked by ([a-z]+?)s$"),
     lambda m: (NOT_BY_SUBTYPE, singular(m[1] + "s"))),
    (re.compile(rf"^can't attack unless defending player controls an? ({'|'.join(LAND_TYPES)})$"),
     lambda m: (ATTACK_NEEDS_LAND, m[1].title())),
    # 702.16 with any quality (sim.model.qualities), one or several (702.16g)
    (re.compile(rf"^protection from ({_QUALITIES})$"),
     lambda m: (PROTECTION, _qualities(m[1]))),
    (re.compile(r"^hexproof from (" + _QUALITIES + ")$"),
     lambda m: (HEXPROOF_FROM, _qualities(m[1]))),
    (re.compile(r"^toxic (\d+)$"), lambda m: (TOXIC, m[1])),
    (re.compile(r"^can't be blocked by creatures with power (\d+) or less$"),
     lambda m: (NOT_BY_POWER_AT_MOST, m[1])),
    (re.compile(r"^can't be blocked by creatures with power (\d+) or greater$"),
     lambda m: (NOT_BY_POWER_AT_LEAST, m[1])),
    (re.compile(r"^can't block creatures with power (\d+) or greater$"),
     lambda m: (CANT_BLOCK_POWER_AT_LEAST, m[1])),
    (re.compile(r"^can't be blocked by (white|blue|black|red|green|artifact|multicolored|"
                r"monocolored|colorless) creatures$"),
     lambda m: (NOT_BY_QUALITY, _qualities("artifacts" if m[1] == "artifact" else m[1]))),
    (re.compile(r"^can't be blocked except by creatures with (flying|flying or reach|"
                r"defender|horsemanship|shadow)$"), lambda m: (ONLY_BY_KEYWORD, m[1])),
    (re.compile(r"^can't be blocked by creatures with (flying|reach|defender)$"),
     lambda m: (NOT_BY_KEYWORD, m[1])),
    (re.compile(r"^can block creatures with shadow as though they didn't have shadow$"),
     lambda m: (BLOCKS_SHADOW, "")),
)


_RULES: tuple[tuple[re.Pattern[str], Callable[[re.Match[str]], Static]], ...] = (
    (re.compile(r"^no more than one creature can attack each (combat|turn)$"),
     lambda m: Static("", rule=MAX_ATTACKERS, amount=1, per_turn=m[1] == "turn")),
    (re.compile(r"^no more than one creature can block each (combat|turn)$"),
     lambda m: Static("", rule=MAX_BLOCKERS, amount=1, per_turn=m[1] == "turn")),
    (re.compile(r"^creatures can't attack$"), lambda m: Static("", rule=NO_ATTACKS)),
    (re.compile(r"^creatures can't attack you$"), lambda m: Static("", rule=NO_ATTACKS_ON_YOU)),
    (re.compile(r"^creatures can't attack you unless their controller pays \{(\d+)\} for each "
                r"creature (?:they control|he or she controls) that's attacking you$"),
     lambda m: Static("", rule=ATTACK_TAX, amount=int(m[1]))),
    (re.compile(r"^(?:this turn, )?creatures can't block unless their controller pays "
                r"\{(\d+)\} for each blocking creature (?:they control|he or she controls)$"),
     lambda m: Static("", rule=BLOCK_TAX, amount=int(m[1]))),
    (re.compile(r"^the attacking player chooses how (?:each creature blocks|creatures block) "
                r"each combat$"), lambda m: Static("", rule=ATTACKER_BLOCKS)),
    (re.compile(r"^if a source would deal damage to a permanent or player, it deals double that "
                r"damage to that permanent or player instead$"),
     lambda m: Static("", rule=DOUBLE_DAMAGE_ALL)),
    (re.compile(r"^if a source would deal damage to you, it deals double that damage to you "
                r"instead$"), lambda m: Static("", rule=DOUBLE_DAMAGE_YOU)),
    (re.compile(r"^if a source would deal damage to ~, it deals double that damage to ~ "
                r"instead$"), lambda m: Static("", rule=DOUBLE_DAMAGE_SELF)),
    (re.compile(r"^(?:all )?damage can't be prevented(?: this turn)?$"),
     lambda m: Static("", rule=NO_PREVENTION)),
    (re.compile(r"^if a source would deal damage to you, prevent (\d+) of that damage$"),
     lambda m: Static("", rule=PREVENT_TO_YOU, amount=int(m[1]))),
    (re.compile(r"^if a source would deal damage to ~, prevent (\d+) of that damage$"),
     lambda m: Static("", rule=PREVENT_TO_SELF, amount=int(m[1]))),
    (re.compile(r"^prevent all (combat )?damage that would be dealt to ~$"),
     lambda m: Static("", rule=PREVENT_COMBAT_TO_SELF if m[1] else PREVENT_ALL_TO_SELF)),
    (re.compile(r"^enchanted creature can't attack or block unless its controller pays "
                r"\{(\d+)\} for each card in your hand$"),
     lambda m: Static("", affects=ENCHANTED, rule=HAND_TAX, amount=int(m[1]))),
)


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
    "{T}: Add <mana>",
]


def parse_text(text: str, card_name: str = "") -> Parsed:
    """Parse one ability phrase of a card named ``card_name``; ``UnknownNameError`` if the
    engine does not understand it (the message lists what it accepts).

    The card's name refers to the card itself (CR 201.5) only as a whole phrase: never next to
    a letter, digit or apostrophe, so a card named "t" or "That" leaves "can't" and "that's"
    alone."""
    key = normalize(text).replace("\u2014", "—")
    key = self_reference(key, card_name)
    result = _parse(key)
    if result is None:
        raise unknown_name("ability", text, ACCEPTED)
    return result


def _parse(key: str) -> Parsed | None:
    text = key
    for pattern, make in _RULES:
        m = pattern.match(key)
        if m:
            static = make(m)
            return Parsed(statics=(attrs.evolve(static, text=key),))
    cda = _defined_pt(key)
    if cda is not None:
        return Parsed(statics=(attrs.evolve(cda, text=key),))
    condition: _Condition = ("", None, 0)
    for pattern, name in _CONDITIONS:
        m = pattern.match(key)
        if m:
            condition, key = (name, None, 0), key[m.end():]
    if not condition[0]:
        m = _COND_PREFIX.match(key) or _COND_SUFFIX.match(key)
        if m:
            read = _condition(m["cond"] or "it's your turn")
            if read is None:
                return None
            condition, key = read, m["rest"]
    m = _LURE.match(key)
    if m:
        affects = ENCHANTED if m[1] == "enchanted creature" else SELF
        return _grant(text, affects, None, Parsed(Kw.LURE), condition)
    m = _MANA.match(key)
    if m and not condition[0]:
        return Parsed(mana=len(re.findall(r"\{[wubrgc]\}", m[1]))
                      + sum(int(n) for n in re.findall(r"\{(\d+)\}", m[1])))
    affects, only = SELF, None
    m = _VERB.search(key)
    if m:
        subject = _subject(key[:m.start()], bool(condition[0]))
        if subject is not None:
            (affects, only), key = subject, key[m.start() + 1:]
    if affects == SELF and key.startswith("~ "):
        key = key[2:]
    if affects != SELF:
        for plural, singular in _PLURAL.items():
            if key.startswith(plural):
                key = singular + key[len(plural):]
    power = toughness = 0
    m = _PT.match(key)
    if m:
        power, toughness = int(m[1]), int(m[2])
        key = m[3] or ""
    for verb in ("has ", "have "):
        if key.startswith(verb):
            key = key[len(verb):]
    grant = _predicates(key) if key else Parsed()
    if grant is None:
        return None
    if only is not None and only.with_kw and (grant.flags or grant.params):
        return None  # "with flying" selects by abilities: only a layer-7c bonus may use it
    if power or toughness:
        if affects == SELF and not condition[0]:
            return None  # a creature's own P/T is printed, not granted
        grant = attrs.evolve(grant, statics=(Static("", power=power, toughness=toughness),))
    return _grant(text, affects, only, grant, condition)


#: a condition as read: its kind, what it counts, how many it needs
_Condition = tuple[str, "Filter | None", int]


def _condition(phrase: str) -> _Condition | None:
    """A condition of a static ability (CR 611.3a), as ``sim.model.state.condition_holds`` reads
    it; None if not understood."""
    phrase = re.sub(r"^(?:it's|it is) ", "~ is ", phrase)
    phrase = re.sub(r"^~ is (your turn)$", r"it's \1", phrase)
    if phrase == "it's your turn":
        return YOUR_TURN, None, 0
    simple = {"~ is attacking": SELF_ATTACKING, "~ is untapped": UNTAPPED,
              "~ has a +1/+1 counter on it": SELF_COUNTER,
              "~ has one or more +1/+1 counters on it": SELF_COUNTER,
              "it has a +1/+1 counter on it": SELF_COUNTER}
    if phrase in simple:
        return simple[phrase], None, 0
    m = re.match(r"^you have (\d+) or more life$", phrase)
    if m:
        return LIFE, None, int(m[1])
    m = _CONTROLS.match(phrase)
    if m:
        counted = thing(m["what"])
        many = m["n"] not in ("a", "an", "another")
        if counted is None or many != bool(m["more"]):
            return None
        counted = attrs.evolve(counted, other=m["n"] == "another",
                               controller=YOU if m["who"] == "you control" else OPPONENT)
        return CONTROLS, counted, int(NUMBER_WORDS.get(m["n"], m["n"]) if many else 1)
    return None


def _subject(subject: str, conditioned: bool) -> tuple[str, Filter | None] | None:
    """Which creatures a static ability's subject names (CR 611.3): a base set (``affects``)
    narrowed by a ``Filter`` ("other", "attacking", a creature type, a color, "with
    flying"); None if the words are not a subject the engine knows."""
    if subject == "~" or conditioned and subject == "it":
        return SELF, None
    fixed = {"enchanted creature": ENCHANTED, "equipped creature": EQUIPPED,
             "creatures attacking you": ATTACKING_YOU,
             "all creatures attacking you": ATTACKING_YOU}
    if subject in fixed:
        return fixed[subject], None
    words = subject.split()
    if words[:1] in (["each"], ["all"]):
        words = words[1:]
    other = words[:1] == ["other"]
    words = words[1:] if other else words
    attacking = blocking = False
    while words and words[0] in ("attacking", "blocking"):
        attacking = attacking or words[0] == "attacking"
        blocking = blocking or words[0] == "blocking"
        words = words[1:]
    color = COLORS.get(words[0], "") if len(words) > 1 else ""
    words = words[1:] if color else words
    with_kw = 0
    if "with" in words:
        at = words.index("with")
        flag = KEYWORDS.get(" ".join(words[at + 1:]))
        if flag is None:
            return None
        with_kw, words = int(flag), words[:at]
    affects = ALL_CREATURES
    for tail, who in ((["you", "control"], YOUR_CREATURES),
                      (["your", "opponents", "control"], OPPONENTS_CREATURES)):
        if words[-len(tail):] == tail:
            affects, words = who, words[:-len(tail)]
    subtype = ""
    nouns = ("creature", "creatures")
    if len(words) == 2 and words[1] in nouns or len(words) == 1 and words[0] not in nouns:
        subtype = creature_type(words[0])  # "Elf creatures", "Elves"
        if not subtype:
            return None
    elif len(words) != 1:
        return None
    if not (other or subtype or color or attacking or blocking or with_kw):
        return affects, None  # no narrowing (not ``Filter(...) == ANY``: see tests/test_build)
    return affects, Filter(other=other, subtype=subtype, color=color, attacking=attacking,
                           blocking=blocking, with_kw=with_kw)


def _defined_pt(key: str) -> Static | None:
    """"~'s power and toughness are each equal to the number of creatures you control" (a
    characteristic-defining ability, CR 604.3, 208.2a), or "~'s power is equal to ..."."""
    m = _CDA.match(key)
    if m is None:
        return None
    counted = thing(m["what"])
    if counted is None:
        return None
    who = {" you control": YOU, " your opponents control": OPPONENT}.get(m["who"] or "", "")
    return Static("", affects=SELF, what=attrs.evolve(counted, controller=who),
                  cda=CDA_BOTH if m["both"] else CDA_POWER)


def _predicates(key: str) -> Parsed | None:
    """One ability, or several joined by commas and "and" ("flying and first strike")."""
    whole = read_predicate(key)
    if whole is not None:
        return whole
    parts = [p for p in re.split(r",? and |, ", key) if p]
    if len(parts) < 2:
        return None
    out = Parsed()
    for part in parts:
        one = read_predicate(part)
        if one is None:
            return None
        out |= one
    return out


def read_predicate(key: str) -> Parsed | None:
    """The ability ``key`` (normalized text) names: a keyword or ability name ("flying"), or
    one with a parameter ("rampage 2", "protection from black", "bands with other
    legends"); None if it names none."""
    flag = ABILITIES.get(key) or KEYWORDS.get(key)
    if flag is not None:
        return Parsed(flag)
    for pattern, make in _PARAMS:
        m = pattern.match(key)
        if m:
            return Parsed(params=frozenset([make(m)]))
    return None


def _grant(text: str, affects: str, only: Filter | None, grant: Parsed,
           condition: _Condition) -> Parsed:
    """``grant`` on the creature itself, or as a ``Static`` on the creatures it affects."""
    pt = grant.statics[0] if grant.statics else Static("")
    kind, what, count = condition
    if affects == SELF and not kind and not grant.statics:
        return grant
    return Parsed(statics=(Static(text, affects, grant.flags, grant.params, pt.power,
                                  pt.toughness, condition=kind, only=only, what=what,
                                  count=count),))


def parse_param(text: str) -> Param | None:
    """The parameter a phrase names, or ``None`` if it is not a parameterised ability."""
    grant = read_predicate(normalize(text))
    return next(iter(grant.params)) if grant and grant.params else None


def param_text(param: Param) -> str:
    """A parameterised ability as the phrase that names it, the inverse of ``parse_param`` for
    the abilities a card's text can give: protection (CR 702.16), landwalk (702.14), rampage
    (702.23), and the evasion and attack restrictions of CR 509.1b and 508.1c."""
    kind, value = param
    color = {letter: name for name, letter in COLORS.items()}
    if kind == PROTECTION:
        return f"protection from {quality_text(value)}"
    if kind == HEXPROOF_FROM:
        return f"hexproof from {quality_text(value)}"
    if kind == TOXIC:
        return f"toxic {value}"
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
    if kind == NOT_BY_SUBTYPE:
        return f"can't be blocked by {plural(value)}"
    if kind == ATTACK_NEEDS_LAND:
        article = "an" if value[:1].lower() in "aeiou" else "a"
        return f"can't attack unless defending player controls {article} {value}"
    if kind == CANT_BLOCK_ATTACKER:
        return f"can't block {value}"
    if kind == MUST_BLOCK_ATTACKER:
        return f"blocks {value} if able"
    if kind == EXILE_IF_DIES:
        return "if it would die, exile it instead"
    if kind == ENTERS_WITH_COUNTERS:
        n = int(value)
        return f"enters with {'a' if n == 1 else n} +1/+1 counter{'' if n == 1 else 's'} on it"
    if kind == CANT_REGENERATE:
        return "can't be regenerated"
    if kind == BANDS_WITH_OTHER:
        return f"bands with other {value}"
    return f"{kind} {value}".strip()


#: Creature types (CR 205.3m) that lords and conditions name; a word not here is not read as
#: a creature type, so "tokens you control" is never taken for a subtype.
_TYPE_NAMES = """
Advisor Aetherborn Alien Ally Angel Antelope Ape Archer Archon Armadillo Army Artificer
Assassin Assembly-Worker Astartes Atog Aurochs Avatar Azra Badger Balloon Barbarian Bard
Basilisk Bat Bear Beast Beaver Beeble Beholder Berserker Bird Blinkmoth Boar Bringer Brushwagg
Camarid Camel Capybara Caribou Carrier Cat Centaur Child Chimera Citizen Cleric Clown
Cockatrice Construct Coward Coyote Crab Crocodile Ctan Custodes Cyberman Cyclops Dalek Dauthi
Demigod Demon Deserter Detective Devil Dinosaur Djinn Doctor Dog Dragon Drake Dreadnought Drone
Druid Dryad Dwarf Efreet Egg Elder Eldrazi Elemental Elephant Elf Elk Employee Eye Faerie
Ferret Fish Flagbearer Fox Fractal Frog Fungus Gamer Gargoyle Germ Giant Gith Glimmer Gnoll
Gnome Goat Goblin God Golem Gorgon Graveborn Gremlin Griffin Guest Hag Halfling Hamster Harpy
Hellion Hippo Hound Hippogriff Homarid Homunculus Horror Horse Human Hydra Hyena Illusion Imp
Incarnation Inkling Inquisitor Insect Jackal Jellyfish Juggernaut Kavu Kirin Kithkin Knight
Kobold Kor Kraken Lamia Lammasu Leech Leviathan Lhurgoyf Licid Lizard Manticore Masticore
Mercenary Merfolk Metathran Minion Minotaur Mite Mole Monger Mongoose Monk Monkey Moonfolk
Mount Mouse Mutant Myr Mystic Naga Nautilus Necron Nephilim Nightmare Nightstalker Ninja Noble
Noggle Nomad Nymph Octopus Ogre Ooze Orb Orc Orgg Otter Ouphe Ox Oyster Pangolin Peasant
Pegasus Pentavite Performer Pest Phelddagrif Phoenix Phyrexian Pilot Pincher Pirate Plant
Porcupine Possum Praetor Primarch Prism Processor Rabbit Raccoon Ranger Rat Rebel Reflection
Rhino Rigger Robot Rogue Sable Salamander Samurai Sand Saproling Satyr Scarecrow Scientist
Scion Scorpion Scout Sculpture Serf Serpent Servo Shade Shaman Shapeshifter Shark Sheep Siren
Skeleton Skunk Slith Sliver Sloth Slug Snail Snake Soldier Soltari Spawn Specter Spellshaper
Sphinx Spider Spike Spirit Splinter Sponge Squid Squirrel Starfish Surrakar Survivor Synth
Tentacle Tetravite Thalakos Thopter Thrull Tiefling Toy Treefolk Trilobite
Triskelavite Troll Turtle Tyranid Unicorn Vampire Varmint Vedalken Volver Wall Walrus Warlock
Warrior Weasel Weird Werewolf Whale Wizard Wolf Wolverine Wombat Worm Wraith Wurm Yeti Zombie
Zubera
"""


CREATURE_TYPES = frozenset(_TYPE_NAMES.split()) | {"Time Lord"}  # noqa: SIM905


LAND_SUBTYPES = frozenset(("Plains", "Island", "Swamp", "Mountain", "Forest", "Desert"))


CARD_TYPES = {"creature": "Creature", "artifact": "Artifact", "enchantment": "Enchantment",
              "land": "Land", "planeswalker": "Planeswalker"}


def creature_type(word: str) -> str:
    """The creature type a word names, singular or plural ("Elves" -> "Elf", "Goblins" ->
    "Goblin", "Merfolk"), or "" if it names none (plurals: ``sim.model.qualities.singular``)."""
    for candidate in (singular(word), word.strip().title()):
        if candidate in CREATURE_TYPES:
            return candidate
    return ""


def thing(words: str) -> Filter | None:
    """A kind of permanent as a condition or a count names it: "elf", "elves", "artifact",
    "creatures", "forest", "elf creatures", "white creature"; None if not understood."""
    parts = words.split()
    color = ""
    if len(parts) > 1 and parts[0] in COLORS:
        color, parts = COLORS[parts[0]], parts[1:]
    if not parts or len(parts) > 2:
        return None
    last = parts[-1]
    card_type = CARD_TYPES.get(last) or CARD_TYPES.get(last[:-1] if last.endswith("s") else "")
    if card_type and len(parts) == 2:
        subtype = creature_type(parts[0])
        return Filter(subtype=subtype, card_type=card_type, color=color) if subtype else None
    if card_type:
        return Filter(card_type=card_type, color=color)
    if len(parts) == 1:
        land = last.title() if last.title() in LAND_SUBTYPES else (
            last[:-1].title() if last.endswith("s") and last[:-1].title() in LAND_SUBTYPES
            else "")
        if land == "Plain":
            land = ""
        if land:
            return Filter(subtype=land, color=color)
        subtype = creature_type(last)
        if subtype:
            return Filter(subtype=subtype, color=color)
    return None
