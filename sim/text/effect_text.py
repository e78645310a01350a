"""What spells and abilities do, read from their text: the effect half of the Oracle compiler.

``read_effect(text, card_name)`` turns the effect text of an instant, an activated ability
("{1}{U}: ~ gains flying until end of turn") or a triggered ability into a ``Program``: the
targets it chooses (CR 115, each a ``TargetSpec``), the instructions it carries out in order
(``Op``), its modes ("Choose one —", CR 700.2), whether it is optional ("you may", 603.5)
and an intervening "if" clause (603.4). Sentences it does not understand are kept verbatim in
``Program.unsupported``: the rest still runs, and the card says what it skips.

A ``Program`` (``sim.model.programs``) is engine-independent data, shared by every copy of the
card; ``sim.rules.resolution`` runs it. ``keyword_program`` gives the programs of triggered
keywords (rampage, bushido, flanking, exalted, provoke, melee, undying, persist, ward,
annihilator, ...). Words the engine knows:

* subjects: ``~`` (the source), ``it`` / ``that creature`` (the last target, or the creature
  the trigger is about), ``target <spec>``, ``creatures you control``;
* predicates: ``gets +N/+N``, ``gains <keyword or ability>``, ``can't be blocked this turn``,
  ``can't block ~ this turn``, ``blocks ~ this turn if able``, ``attacks this turn if able``,
  with ``until end of turn`` / ``this turn`` (CR 611.2a);
* verbs: destroy, regenerate (701.19), tap, untap, ``~ deals N damage to`` (also "divided
  as you choose among one or two targets", 601.2d), Deflecting Palm's source shield that
  reflects, ``prevent the
  next N damage that would be dealt to ... this turn``, ``prevent all combat damage that
  would be dealt this turn`` (615), ``create`` / ``put`` tokens (111, "tapped and
  attacking"), ``gain N life``, ``draw a card``, ``put a +1/+1 counter on``, War
  Cadence's "this turn, creatures can't block unless their controller pays {X} for each
  blocking creature they control", "after this main phase, there is an additional combat
  phase followed by an additional main phase" (500.8), "<player> takes an extra turn after
  this one" (500.7) and "untap all creatures that attacked this turn".
"""

from __future__ import annotations

import re

import attrs

from sim.model.abilities import BLOCK_TAX, CANT_BLOCK_ATTACKER, MUST_BLOCK_ATTACKER, THRESHOLD, WARD
from sim.model.keywords import Kw
from sim.model.programs import (
    ATTACKED,
    COUNTER,
    DAMAGE,
    DEFENDING,
    DELIRIUM,
    DESTROY,
    DRAW,
    END_OF_COMBAT,
    END_OF_TURN,
    EXTRA_COMBAT,
    EXTRA_TURN,
    FOG,
    GAIN_LIFE,
    LOSE_LIFE,
    MELEE,
    MINUS_COUNTER,
    MODIFY,
    OPPONENTS,
    OTHER_ATTACKERS,
    PERSIST,
    PREVENT,
    RAMPAGE,
    REFLECT_BACK,
    REGENERATE,
    RULE,
    SACRIFICE,
    SELF,
    SOURCE,
    SOURCE_SHIELD,
    TAP,
    THAT,
    TOKEN,
    UNDYING,
    UNTAP,
    YOU,
    YOURS,
    Op,
    Program,
    TargetSpec,
    TokenSpec,
    target,
)
from sim.text.keyword_names import KEYWORDS, normalize, self_reference
from sim.text.static_text import COLORS, NUMBER_WORDS, read_predicate

_CONDITIONS = (
    (re.compile(r"^if there are four or more card types among cards in your graveyard, "),
     DELIRIUM),
    (re.compile(r"^if seven or more cards are in your graveyard, "), THRESHOLD),
)


def _number(word: str) -> tuple[int, bool] | None:
    """``(n, is_x)`` for "3", "three", "a", "x"."""
    if word == "x":
        return 1, True
    if word.isdigit():
        return int(word), False
    n = NUMBER_WORDS.get(word)
    return None if n is None else (n, False)


def read_target(words: str) -> TargetSpec | None:
    """The spec of "target <words>" (``words`` without "target "), or None."""
    text = f"target {words}"
    if words == "any target" or words == "any":
        return TargetSpec("any target", frozenset({"creature", "player", "planeswalker"}))
    if words == "player" or words == "opponent":
        return TargetSpec(text, frozenset({"player"}),
                          controller="opponent" if words == "opponent" else "")
    if words in ("creature or player", "player or creature"):
        return TargetSpec(text, frozenset({"creature", "player"}))
    if words in ("player or planeswalker", "opponent or planeswalker"):
        return TargetSpec(text, frozenset({"player", "planeswalker"}),
                          controller="opponent" if words.startswith("opponent") else "")
    if words in ("creature or planeswalker", "planeswalker"):
        return TargetSpec(text, frozenset(words.split(" or ")))
    spec: dict[str, object] = {}
    rest = words
    for prefix, field, value in (("attacking or blocking ", "both", True),
                                 ("attacking ", "attacking", True),
                                 ("blocking ", "blocking", True),
                                 ("untapped ", "tapped", False), ("tapped ", "tapped", True)):
        if rest.startswith(prefix):
            if field == "both":
                spec["attacking"] = spec["blocking"] = True
            else:
                spec[field] = value
            rest = rest[len(prefix):]
    m = re.match(r"^non-?([a-z]+) ", rest)
    if m and m[1] != "creature":
        spec["not_subtype"] = m[1].title()
        rest = rest[m.end():]
    if not (rest == "creature" or rest.startswith("creature ")):
        return None
    rest = rest[len("creature"):].strip()
    tails: tuple[tuple[str, str, object], ...] = (
        ("you control", "controller", "you"),
        ("you don't control", "controller", "opponent"),
        ("an opponent controls", "controller", "opponent"),
        ("defending player controls", "controller", "defending"),
        ("the active player has controlled continuously since the beginning of the turn",
         "steady", True),
    )
    while rest:
        for tail, key, setting in tails:
            if rest.startswith(tail):
                spec[key] = setting
                if key == "steady":
                    spec["controller"] = "active"
                rest = rest[len(tail):].strip()
                break
        else:
            m = re.match(r"^with(out)? ([a-z ]+)$", rest)
            flag = KEYWORDS.get(m[2]) if m else None
            if m is None or flag is None:
                return None
            spec["without_kw" if m[1] else "with_kw"] = flag
            rest = ""
    return TargetSpec(text, **spec)  # type: ignore[arg-type]


#: "<verb> N ... <who>": the instructions with an amount and a subject (``_Reader._verb``):
#: (pattern, verb, the amount's group, the subject's group)
_COUNTED: tuple[tuple[re.Pattern[str], str, int, int], ...] = (
    (re.compile(r"^prevent the next (\d+|x) damage that would be dealt to (.+?) this turn$"),
     PREVENT, 1, 2),
    (re.compile(r"^(you|target player) gains? (\d+|x) life$"), GAIN_LIFE, 2, 1),
    (re.compile(r"^put (a|an|one|two|three|x|\d+) \+1/\+1 counters? on (.+)$"), COUNTER, 1, 2),
    # CR 119.3: life lost, not damage
    (re.compile(r"^(you|each opponent|defending player|target player|target opponent) "
                r"loses? (a|an|one|two|three|four|five|x|\d+) life$"), LOSE_LIFE, 2, 1),
    (re.compile(r"^put (a|an|one|two|three|x|\d+) -1/-1 counters? on (.+)$"), MINUS_COUNTER,
     1, 2),
)


class _Reader:
    """Reads the sentences of one program, keeping its targets in order."""

    def __init__(self, it: str = THAT) -> None:
        self.targets: list[TargetSpec] = []
        self.it = it

    def subject(self, words: str) -> str | None:
        """``who`` for a subject phrase, adding a target if it is "target ..."."""
        if words in ("~", "this creature", "this artifact", "this permanent"):
            return SELF
        if words in ("it", "that creature", "the creature"):
            if self.targets:
                return target(len(self.targets) - 1)
            return self.it if words == "it" else THAT
        if words in ("creatures you control", "each creature you control"):
            return YOURS
        if words in ("you",):
            return YOU
        if words == "all creatures that attacked this turn":
            return ATTACKED
        if words in ("each opponent", "defending player", "each other attacking creature"):
            return {"each opponent": OPPONENTS, "defending player": DEFENDING,
                    "each other attacking creature": OTHER_ATTACKERS}[words]
        if words.startswith("target "):
            spec = read_target(words[len("target "):])
            if spec is None:
                return None
            self.targets.append(spec)
            return target(len(self.targets) - 1)
        if words == "any target":
            spec = read_target("any target")
            assert spec is not None
            self.targets.append(spec)
            return target(len(self.targets) - 1)
        return None

    def sentence(self, s: str) -> list[Op] | None:
        for reader in (self._modify, self._verb):
            ops = reader(s)
            if ops is not None:
                return ops
        return None

    _PRED = re.compile(r"^(?P<subj>.+?) (?P<pred>(?:gets?|gains?|has|have) .+|can't be blocked "
                       r"this turn|can't block ~ this turn|blocks ~ this turn if able|attacks "
                       r"this (?:turn|combat) if able)$")

    def _modify(self, s: str) -> list[Op] | None:
        m = self._PRED.match(s)
        if m is None:
            return None
        pred = m["pred"]
        duration = END_OF_TURN
        for tail, length in ((" until end of turn", END_OF_TURN), (" this turn", END_OF_TURN),
                             (" until end of combat", END_OF_COMBAT)):
            if pred.endswith(tail) and not pred.startswith(("can't", "blocks", "attacks")):
                pred, duration = pred[:-len(tail)], length
                break
        else:
            if not pred.startswith(("can't", "blocks", "attacks")):
                return None  # a permanent grant: not an effect of a spell or ability here
        who = self.subject(m["subj"])
        if who is None:
            return None
        if pred == "can't be blocked this turn":
            return [Op(MODIFY, who, add=Kw.UNBLOCKABLE)]
        if pred == "can't block ~ this turn":
            return [Op(MODIFY, who, params=frozenset([(CANT_BLOCK_ATTACKER, SOURCE)]))]
        if pred == "blocks ~ this turn if able":
            return [Op(MODIFY, who, params=frozenset([(MUST_BLOCK_ATTACKER, SOURCE)]))]
        if pred.startswith("attacks this"):
            return [Op(MODIFY, who, add=Kw.ATTACKS_EACH_TURN)]
        power = toughness = 0
        x = False
        pm = re.match(r"^gets? ([+-])(\d+|x)/([+-])(\d+|x)(?: and (.*))?$", pred)
        if pm:
            x = "x" in (pm[2], pm[4])
            values = [1 if v == "x" else int(v) for v in (pm[2], pm[4])]
            if x and any(v not in ("x", "0") for v in (pm[2], pm[4])):
                return None  # "+2/+X": not a multiple of X (CR 107.3)
            power = values[0] * (-1 if pm[1] == "-" else 1)
            toughness = values[1] * (-1 if pm[3] == "-" else 1)
            pred = pm[5] or ""
        add = Kw.NONE
        params: frozenset[tuple[str, str]] = frozenset()
        if pred:
            gm = re.match(r"^(?:gains?|has|have) (.+)$", pred)
            if gm is None:
                return None
            for word in re.split(r", and |, | and ", gm[1]):
                grant = read_predicate(word.strip())
                if grant is None:
                    return None
                add |= grant.flags
                params |= grant.params
        return [Op(MODIFY, who, power, toughness, add, params, duration, x=x)]

    def _verb(self, s: str) -> list[Op] | None:
        m = re.match(r"^destroy (.+?)(?:\. it can't be regenerated)?$", s)
        if m:
            who = self.subject(m[1])
            return None if who is None else [Op(DESTROY, who,
                                                 no_regeneration="regenerated" in s)]
        m = re.match(r"^(regenerate|tap|untap) (.+)$", s)
        if m:
            who = self.subject(m[2])
            verb = {"regenerate": REGENERATE, "tap": TAP, "untap": UNTAP}[m[1]]
            return None if who is None else [Op(verb, who)]
        m = re.match(r"^(?:~|it) deals (\d+) damage divided as you choose among (one or two|"
                     r"one, two, or three|any number of) (targets|target creatures)$", s)
        if m:
            return self._divided(int(m[1]), m[2], m[3])
        m = re.match(r"^(?:~|it) deals (\d+|x) damage to (.+)$", s)
        if m:
            n = _number(m[1])
            who = self.subject(m[2])
            if n is None or who is None:
                return None
            return [Op(DAMAGE, who, amount=n[0], x=n[1])]
        if s == "prevent all combat damage that would be dealt this turn":
            return [Op(FOG)]
        if s == ("after this main phase, there is an additional combat phase followed by an "
                 "additional main phase"):
            return [Op(EXTRA_COMBAT)]
        m = re.match(r"^(?:(.+?) )?takes? an extra turn after this one$", s)
        if m:
            who = YOU if m[1] is None else self.subject(m[1])
            return None if who is None else [Op(EXTRA_TURN, who)]
        if s == ("the next time a source of your choice would deal damage to you this turn, "
                 "prevent that damage"):
            return [Op(SOURCE_SHIELD, YOU)]
        for pattern, verb, amount_at, who_at in _COUNTED:
            m = pattern.match(s)
            if m:
                n = _number(m[amount_at])
                who = self.subject(m[who_at])
                if n is None or who is None:
                    return None
                return [Op(verb, who, amount=n[0], x=n[1])]
        m = re.match(r"^(?:you )?draws? (a|one|two|three|\d+) cards?$", s)
        if m:
            n = _number(m[1])
            return None if n is None else [Op(DRAW, YOU, amount=n[0])]
        m = re.match(r"^this turn, creatures can't block unless their controller pays \{(\d+|x)\}"
                     r" for each blocking creature (?:they control|he or she controls)$", s)
        if m:
            n = _number(m[1])
            assert n is not None
            return [Op(RULE, rule=BLOCK_TAX, amount=n[0], x=n[1])]
        m = re.match(r"^(.+?) and (?:you )?((?:gain|draw|lose) .+)$", s)
        if m:  # "each opponent loses 1 life and you gain 1 life", "you gain 3 life and draw a
            # card": one instruction, then the other, whose subject is "you"
            first = self.sentence(m[1])
            second = self._verb(f"you {m[2]}")
            if first is not None and second is not None:
                return [*first, *second]
        return self._token(s)

    def _divided(self, amount: int, among: str, what: str) -> list[Op] | None:
        """CR 601.2d: "deals N damage divided as you choose among one or two targets": one
        required target slot and optional further ones (each target gets at least 1, so
        "any number of" is at most N)."""
        slots = {"one or two": 2, "one, two, or three": 3}.get(among, amount)
        spec = read_target("any target" if what == "targets" else "creature")
        if spec is None or amount < 1:
            return None
        first = len(self.targets)
        self.targets.append(spec)
        self.targets += [attrs.evolve(spec, optional=True, among=first)] * (slots - 1)
        return [Op(DAMAGE, target(first), amount=amount, divided=slots)]

    _TOKEN = re.compile(
        r"^(?:create|put) (?P<n>a|an|one|two|three|four|five|x|\d+) (?P<p>\d+)/(?P<t>\d+) "
        r"(?P<desc>[a-z ]+?) creature tokens?(?: with (?P<kw>[a-z ,]+?))?"
        r"(?: onto the battlefield)?(?P<ta>,? (?:that's |that are )?tapped and attacking)?$")

    def _token(self, s: str) -> list[Op] | None:
        m = self._TOKEN.match(s)
        if m is None:
            return None
        n = _number(m["n"])
        if n is None:
            return None
        colors: list[str] = []
        subtypes: list[str] = []
        for word in m["desc"].split():
            if word in COLORS:
                colors.append(COLORS[word])
            elif word not in ("and", "colorless"):
                subtypes.append(word.title())
        keywords = Kw.NONE
        if m["kw"]:
            for word in re.split(r", and |, | and ", m["kw"]):
                flag = KEYWORDS.get(word.strip())
                if flag is None:
                    return None
                keywords |= flag
        spec = TokenSpec(int(m["p"]), int(m["t"]), tuple(colors), tuple(subtypes), keywords)
        attacking = bool(m["ta"])
        return [Op(TOKEN, YOU, token=spec, count=n[0], x=n[1], tapped=attacking,
                   attacking=attacking)]


_SENTENCES = re.compile(r"(?<=\.)\s+")


_MODAL = re.compile(r"^choose one\s*[—-]+\s*")


def read_effect(text: str, card_name: str = "", it: str = THAT) -> Program:
    """Read the effect text of a spell or ability (see the module docstring). The returned
    program's ``runnable`` says whether it does anything the engine runs. ``it`` is what
    "it" means before any target is named: the creature the trigger is about (``THAT``), or
    the source (``SELF``) for "whenever ~ blocks, it gets ..." and the like."""
    key = text.replace("\u2019", "'").replace("\u2212", "-").strip()
    lines = [line.strip() for line in key.splitlines() if line.strip()]
    if lines and _MODAL.match(lines[0].lower()):
        modes = tuple(read_effect(line.lstrip("•").strip(), card_name, it) for line in lines[1:]
                      if line.startswith("•"))
        return Program(text, modes=modes,
                       unsupported=tuple(u for m in modes for u in m.unsupported))
    reader = _Reader(it)
    ops: list[Op] = []
    unsupported: list[str] = []
    optional = False
    condition = ""
    body = " ".join(lines)
    for i, raw in enumerate(_SENTENCES.split(body)):
        s = self_reference(normalize(raw), card_name)
        if i == 0:
            for pattern, name in _CONDITIONS:
                m = pattern.match(s)
                if m:
                    condition, s = name, s[m.end():]
        if s.startswith("you may "):
            optional, s = True, s[len("you may "):]
        m = re.match(r"^choose (target .+)$", s)
        if m and reader.subject(m[1]) is not None:
            continue  # "Choose target ...": the target; what happens to it follows
        if s.startswith("activate only"):
            continue  # a timing restriction (``sim.rules.resolution.timing``), not an effect
        if s == "if damage is prevented this way, ~ deals that much damage to that source's " \
                "controller" and ops and ops[-1].verb == SOURCE_SHIELD:
            ops[-1] = attrs.evolve(ops[-1], rule=REFLECT_BACK)
            continue
        found = reader.sentence(s)
        if found is None:
            unsupported.append(raw.strip())
        else:
            ops += found
    return Program(text, tuple(reader.targets), tuple(ops), (), optional, condition,
                   tuple(unsupported))


#: what each keyword that triggers does, as a program (CR 702.39 provoke, 702.23 rampage,
#: 702.25 flanking, 702.45 bushido, 702.83 exalted, and ``_more_keyword_program``'s);
#: ``sim.rules.triggers`` says when
def keyword_program(keyword: str, n: int = 0) -> Program:
    """The program of ``keyword``'s triggered ability, ``n`` its number (rampage 2, bushido
    1, afflict 3); ``ValueError`` for a keyword with no such program."""
    if keyword == "provoke":
        spec = TargetSpec("target creature defending player controls", controller="defending")
        return Program(f"provoke: you may have {spec.text} untap and block ~ if able",
                       (spec,), (Op(UNTAP, target(0)),
                                 Op(MODIFY, target(0), params=frozenset(
                                     [(MUST_BLOCK_ATTACKER, SOURCE)]), duration=END_OF_COMBAT)),
                       optional=True)
    if keyword == "rampage":
        return Program(f"rampage {n}: ~ gets +{n}/+{n} for each creature blocking it beyond "
                       "the first", ops=(Op(RAMPAGE, SELF, n, n),))
    if keyword == "flanking":
        return Program("flanking: the blocking creature gets -1/-1 until end of turn",
                       ops=(Op(MODIFY, THAT, -1, -1),))
    if keyword == "bushido":
        return Program(f"bushido {n}: ~ gets +{n}/+{n} until end of turn",
                       ops=(Op(MODIFY, SELF, n, n),))
    if keyword == "exalted":
        return Program("exalted: the creature attacking alone gets +1/+1 until end of turn",
                       ops=(Op(MODIFY, THAT, 1, 1),))
    return _more_keyword_program(keyword, n)


#: the program of each keyword that ``_more_keyword_program`` knows (702.108a prowess,
#: 702.91a battle cry, 702.105a dethrone, 702.149a training, 702.121a melee, 702.93a undying,
#: 702.79a persist), as its rule words it
_KEYWORD_PROGRAMS = {
    "prowess": Program("prowess: ~ gets +1/+1 until end of turn", ops=(Op(MODIFY, SELF, 1, 1),)),
    "battle cry": Program("battle cry: each other attacking creature gets +1/+0 until end of "
                          "turn", ops=(Op(MODIFY, OTHER_ATTACKERS, 1, 0),)),
    "dethrone": Program("dethrone: put a +1/+1 counter on ~", ops=(Op(COUNTER, SELF, amount=1),)),
    "training": Program("training: put a +1/+1 counter on ~", ops=(Op(COUNTER, SELF, amount=1),)),
    "melee": Program("melee: ~ gets +1/+1 until end of turn for each opponent you attacked "
                     "with a creature this combat", ops=(Op(MELEE, SELF),)),
    "undying": Program("undying: return ~ to the battlefield under its owner's control with a "
                       "+1/+1 counter on it", ops=(Op(UNDYING, SELF),)),
    "persist": Program("persist: return ~ to the battlefield under its owner's control with a "
                       "-1/-1 counter on it", ops=(Op(PERSIST, SELF),)),
}


def _more_keyword_program(keyword: str, n: int) -> Program:
    """Afflict N (702.130a: "defending player loses N life"), annihilator N (702.86a:
    "defending player sacrifices N permanents"), ward {N} (702.21a: "counter that spell or
    ability unless its controller pays {N}"), and the parameterless ones above."""
    if keyword == "afflict":
        return Program(f"afflict {n}: defending player loses {n} life",
                       ops=(Op(LOSE_LIFE, DEFENDING, amount=n),))
    if keyword == "ward":
        return Program(f"ward {{{n}}}: counter that spell or ability unless its controller "
                       f"pays {{{n}}}", ops=(Op(WARD, THAT, amount=n),))
    if keyword == "annihilator":
        return Program(f"annihilator {n}: defending player sacrifices {n} permanents",
                       ops=(Op(SACRIFICE, DEFENDING, amount=n),))
    program = _KEYWORD_PROGRAMS.get(keyword)
    if program is None:
        raise ValueError(keyword)
    return program
