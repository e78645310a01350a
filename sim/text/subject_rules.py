"""The transformer rules of the Oracle grammar (``oracle.lark``) for who an effect acts on
(CR 115, 608.2): the source, "it", the controller, fixed sets ("creatures you control", "each
opponent"), targets ("target creature you control", "target land", "target noncreature
spell", "target creature card from your graveyard") and groups ("all creatures", "each other
attacking creature", "attacking creatures"), as ``Who``.

Interpreted in the compiled build (``setup.py``): the class subclasses lark's ``Transformer``,
which mypyc cannot compile.
"""

from __future__ import annotations

from typing import Any

import attrs
from lark import Token, Transformer

from sim.model.damage_history import DAMAGED_WORDS
from sim.model.damage_verbs import PLAYER_OR_WALKER
from sim.model.programs import (
    AMASS,
    ATTACKED,
    BOLSTER,
    COUNTER,
    DEFENDING,
    EACH_PLAYER,
    ENCHANTED_CREATURE,
    EQUIPPED_CREATURE,
    NAMED_COUNTERS,
    OPPONENTS,
    OTHER_ATTACKERS,
    THAT_PLAYER,
    YOU,
    YOURS,
    TargetSpec,
)
from sim.text.effect_rules import Instruction, Who
from sim.text.graveyard_cards import gy_card_spec
from sim.text.keyword_names import KEYWORDS
from sim.text.linked_targets import LINKED_TAILS
from sim.text.static_rules import Item, Refused
from sim.text.target_phrases import split_colors
from sim.text.tribe_rules import either_types
from sim.text.vocabulary import NONCREATURE_SUBTYPES, creature_type


def target_spec(tokens: list[Any]) -> TargetSpec:
    """The spec of "target <words>" (CR 115.1), the words as the grammar read them."""
    words = " ".join(str(t.text if isinstance(t, Item) else t) for t in tokens)
    text = f"target {words}"
    if words in ("any", "any target"):
        return TargetSpec("any target", frozenset({"creature", "player", "planeswalker"}))
    if words in ("player", "opponent"):
        return TargetSpec(text, frozenset({"player"}),
                          controller="opponent" if words == "opponent" else "")
    if words in ("creature or player", "player or creature"):
        return TargetSpec(text, frozenset({"creature", "player"}))
    if words in ("player or planeswalker", "opponent or planeswalker"):
        return TargetSpec(text, frozenset({"player", "planeswalker"}),
                          controller="opponent" if words.startswith("opponent") else "")
    if words in ("creature or planeswalker", "planeswalker"):
        return TargetSpec(text, frozenset(words.split(" or ")))
    if words.startswith("creature or planeswalker with mana value"):  # CR 202.3
        return TargetSpec(text, frozenset({"creature", "planeswalker"}),
                          max_value=int(words.split()[-3]))
    if words.startswith("creature or planeswalker "):  # "... you don't control" (115.1)
        tail = {"you control": "you", "you don't control": "opponent",
                "an opponent controls": "opponent", "defending player controls": "defending",
                **{w: c for w, (_, c) in LINKED_TAILS.items()}}
        after = words[len("creature or planeswalker "):]
        damaged = after.endswith(DAMAGED_WORDS)  # CR 120.3
        after = after.removesuffix(DAMAGED_WORDS).strip()
        controller = tail.get(after, "" if damaged and not after else None)
        if controller is None:
            raise Refused(words)
        return TargetSpec(text, frozenset({"creature", "planeswalker"}), controller=controller,
                          damaged=damaged)
    spec: dict[str, Any] = {}
    tokens, spec["colors"] = split_colors(tokens)
    rest = [str(t) if not isinstance(t, Item) else t for t in tokens]
    if rest[:3] == ["attacking", "or", "blocking"]:
        spec["attacking"] = spec["blocking"] = True
        rest = rest[3:]
    for word, field, value in (("attacking", "attacking", True), ("blocking", "blocking", True),
                               ("untapped", "tapped", False), ("tapped", "tapped", True)):
        if rest[:1] == [word]:
            spec[field] = value
            rest = rest[1:]
    if rest[:1] == ["legendary"]:  # a supertype (CR 205.4a)
        spec["supertype"], rest = "Legendary", rest[1:]
    if rest[0] != "creature" and rest[0] != "artifact":
        kind = str(rest[0])[3:].lstrip("-")
        if kind == "creature":
            raise Refused(kind)
        spec["not_subtype"] = kind.title()
        rest = rest[1:]
    if rest[0] == "artifact":  # "target artifact creature": both types (CR 205.2a)
        spec["card_type"] = "Artifact"
        rest = rest[1:]
    tails = {"you control": ("controller", "you"),
             "you don't control": ("controller", "opponent"),
             "an opponent controls": ("controller", "opponent"),
             "defending player controls": ("controller", "defending"),
             **LINKED_TAILS}
    if "power" in rest or "toughness" in rest:  # "with power | toughness N or greater|less"
        spec["bounds_toughness"] = "toughness" in rest  # (CR 208.1)
        at = rest.index("toughness" if spec["bounds_toughness"] else "power")
        bound = int(str(rest[at + 1]))
        spec["power_at_least" if rest[at + 3] == "greater" else "power_at_most"] = bound
        rest = rest[:at - 1] + rest[at + 4:]
    if rest[-3:] == ["counter", "on", "it"]:  # "with a +1/+1 counter on it" (CR 122.1)
        spec["counter"], rest = rest[-4], rest[:-6]
    if "mana" in rest:  # "with mana value N or less" (CR 202.3)
        at = rest.index("mana")
        if rest[at + 4] != "less":
            raise Refused("mana value")
        spec["max_value"] = int(str(rest[at + 2]))
        rest = rest[:at - 1] + rest[at + 5:]
    for part in rest[1:]:
        if isinstance(part, Item):
            flag = KEYWORDS.get(part.text)
            if flag is None:
                raise Refused(part.text)
            spec["without_kw" if "without" in rest else "with_kw"] = flag
        elif part in tails:
            spec[tails[part][0]] = tails[part][1]
        elif part in _BLOCKING_SOURCE:  # CR 509.1g: blocking the source ("it": ~)
            spec["blocking_source"] = True
        elif part.startswith("the active player"):
            spec["steady"] = True
            spec["controller"] = "active"
        elif part == DAMAGED_WORDS:  # "that was dealt damage this turn" (CR 120.3)
            spec["damaged"] = True
    return TargetSpec(text, **spec)


#: the words of "target creature blocking ~ | [that's] blocking it" (CR 509.1g)
_BLOCKING_SOURCE = frozenset({"blocking ~", "blocking it", "that's blocking it"})
#: the permanent types a target may name besides creatures alone (``permanent_words``)
_PERMANENT_TYPES = frozenset(("artifact", "creature", "enchantment", "land", "planeswalker",
                              "permanent"))


def permanent_spec(tokens: list[Any]) -> TargetSpec:
    """The spec of "target <permanent types> [you control | an opponent controls]" (CR 115.1),
    the words as the grammar read them: a "non-" word must be a card type ("nonland")."""
    text = "target " + " ".join(str(t) for t in tokens).replace(" ,", ",")
    spec: dict[str, Any] = {}
    tokens, spec["colors"] = split_colors(tokens)
    words = [str(t) for t in tokens]
    if words[0] == "legendary":  # a supertype (CR 205.4a)
        spec["supertype"], words = "Legendary", words[1:]
    if words[0].startswith("non"):
        kind = words[0][3:].lstrip("-")
        if kind not in ("land", "creature", "artifact", "enchantment", "planeswalker",
                        "basic", "legendary", "snow"):  # card types, supertypes (205.4a)
            raise Refused(words[0])  # "nontoken": not a type
        spec["not_subtype"] = kind.title()
    types = frozenset(w for w in words if w in _PERMANENT_TYPES)
    if "you" in words:
        spec["controller"] = "opponent" if "don't" in words else "you"
    elif "opponent" in words:
        spec["controller"] = "opponent"
    elif "defending" in words:  # CR 506.2: the player the attacking creature attacks
        spec["controller"] = "defending"
    elif "that" in words:  # linked to an earlier target (``sim.text.linked_targets``)
        spec["controller"] = PLAYER_OR_WALKER if "planeswalker's" in words else "that player"
    return TargetSpec(text, types, **spec)


#: a group's words that name a set the engine had before groups, and that set
_FIXED_GROUPS = {"creature you control": YOURS, "other attacking creature": OTHER_ATTACKERS,
                 "creatures that attacked this turn": ATTACKED}


def group_who(tokens: list[Any]) -> Who:
    """The subject "all <permanents> ..." / "each <permanent> ..." (no target, CR 115.10):
    the types (a noun, or two joined by "and": either type), "other", combat state, tapped,
    "non-<type or color>", the controller, "with[out] <keyword>"."""
    words = [t if isinstance(t, tuple) else str(t) for t in tokens]
    plain = " ".join(w for w in words if isinstance(w, str))
    if plain in _FIXED_GROUPS:
        return Who("fixed", who=_FIXED_GROUPS[plain])
    spec: dict[str, Any] = {}
    types: set[str] = set()
    for w in words:
        if isinstance(w, tuple) and w[0] == "stat":  # "with power 4 or greater" (208.1)
            spec["bounds_toughness"] = w[1] == "toughness"
            spec["power_at_least" if w[3] == "greater" else "power_at_most"] = w[2]
            if w[4]:
                spec["controller"] = w[4]
        elif isinstance(w, tuple) and w[0] == "counter":  # "with a +1/+1 counter on it"
            spec["counter"] = w[1]
            if w[2]:
                spec["controller"] = w[2]
        elif isinstance(w, tuple):
            spec["with_kw" if w[0] == "with" else "without_kw"] = w[1]
            if len(w) > 2:  # "you control with flying"
                spec["controller"] = w[2]
        elif w == "other":
            spec["other"] = True
        elif w in ("attacking", "blocking"):
            spec[w] = True
        elif w in ("tapped", "untapped"):
            spec["tapped"] = w == "tapped"
        elif w.startswith("non"):
            kind = w[3:].lstrip("-")
            if kind == "token":
                raise Refused(w)
            spec["not_subtype"] = kind.title()
        elif w.rstrip("s") in _PERMANENT_TYPES:
            types.add(w.rstrip("s"))
        elif w in ("you control", "your opponents control", "you don't control"):
            spec["controller"] = "you" if w == "you control" else "opponent"
        elif w in ("defending player controls", "they control"):  # CR 506.2; "they":
            spec["controller"] = w.split()[0]  # joined damage's (``damage_rules``)
        elif w == "that player or that planeswalker's controller controls":
            spec["controller"] = PLAYER_OR_WALKER  # linked to the target by the reader
        elif w in ("target player controls", "that player controls", "target opponent controls"):
            # a target player's ("target"), or the one named before ("that"): the reader
            # links it to the target's slot (``_Reader.resolve``)
            spec["controller"] = " ".join(w.split()[:2])  # "target opponent": its target
        elif w == "that attacked this turn":
            raise Refused(w)  # only "all creatures that attacked this turn" (above)
    return Who("group", spec=TargetSpec(plain, frozenset(types), **spec))


def card_spec(tokens: list[Any]) -> TargetSpec:
    """The spec of "target [<type> [or <type>]] card from your|a|an opponent's graveyard"
    (CR 115.1, 404), perhaps of colors (105.2) and "with mana value N or less" (202.3)."""
    text = "target " + " ".join(str(t) for t in tokens)
    tokens, colors = split_colors(tokens)
    words = [str(t) for t in tokens]
    at = words.index("card")
    types = frozenset(w for w in words[:at] if w != "or")
    most = int(words[at + 4]) if words[at + 1] == "with" else -1
    whose = words[words.index("from") + 1]
    owner = {"your": "you", "an": "opponent", "that": THAT_PLAYER}.get(whose, "")  # (linked)
    return TargetSpec(text, types, controller=owner, zone="graveyard", colors=colors,
                      max_value=most, single_graveyard="single" in words)


def spell_spec(tokens: list[Any]) -> TargetSpec:
    """The spec of "target [non<type>] [<colors>] [<type> [or <type>]] spell" (CR 115.1,
    112.1, 105.2)."""
    text = "target " + " ".join(str(t) for t in tokens)
    spec: dict[str, Any] = {}
    tokens, spec["colors"] = split_colors(tokens)
    words = [str(t) for t in tokens]
    if words[0].startswith("non"):
        kind = words[0][3:].lstrip("-")
        if kind not in ("creature", "artifact", "enchantment", "planeswalker", "instant",
                        "sorcery", "land"):
            raise Refused(words[0])
        spec["not_subtype"] = kind.title()
    of_types = frozenset(w for w in words[:-1] if w not in ("or",) and not w.startswith("non"))
    return TargetSpec(text, frozenset({"spell"}), of_types=of_types, **spec)


class SubjectRules(Transformer[Token, Any]):
    """Subjects and targets as ``Who`` and ``TargetSpec``; each method is named after a rule
    or an alias of ``oracle.lark``."""

    def target_words(self, tokens: list[Any]) -> TargetSpec:
        return target_spec(tokens)

    def permanent_words(self, tokens: list[Any]) -> TargetSpec:
        return permanent_spec(tokens)

    def group(self, c: list[Any]) -> Who:
        return c[-1]  # type: ignore[no-any-return]

    def bare_group(self, c: list[Any]) -> Who:
        """"attacking creatures", "creatures your opponents control": a plural group with no
        "all" (the same group); "creatures you control" is the controller's creatures."""
        who: Who = c[0]
        if who.kind != "group" or who.spec is None:
            raise Refused("group")  # "each creature you control" needs its "each"
        if who.spec.text == "creatures you control":
            return Who("fixed", who=YOURS)
        if not any(w.endswith("s") and w[:-1] in _PERMANENT_TYPES for w in who.spec.text.split()):
            raise Refused(who.spec.text)  # "attacking creature gets": not a group
        return who

    def enchanted_creature(self, c: list[Any]) -> Who:
        return Who("fixed", who=ENCHANTED_CREATURE)

    def equipped_creature(self, c: list[Any]) -> Who:
        return Who("fixed", who=EQUIPPED_CREATURE)

    def group_tail(self, tokens: list[Any]) -> Any:
        if isinstance(tokens[-1], Item):  # "with flying": the keyword
            flag = KEYWORDS.get(tokens[-1].text)
            if flag is None:
                raise Refused(tokens[-1].text)
            return (str(tokens[0]), flag)
        return " ".join(str(t) for t in tokens)

    def group_words(self, tokens: list[Any]) -> Who:
        return group_who(tokens)

    def card_words(self, tokens: list[Any]) -> TargetSpec:
        return card_spec(tokens)

    def gy_card_words(self, tokens: list[Any]) -> TargetSpec:
        return gy_card_spec(tokens)  # "target Knight card from your graveyard" (205.3)

    def gy_cards_words(self, tokens: list[Any]) -> tuple[str, TargetSpec]:
        """"up to two target nonland permanent cards ...": the plural words, the singular's
        spec (601.2c)."""
        one = ["card" if str(t) == "cards" else t for t in tokens]
        return "target " + " ".join(str(t) for t in tokens), gy_card_spec(one)

    def spell_words(self, tokens: list[Any]) -> TargetSpec:
        return spell_spec(tokens)

    def target_tail(self, tokens: list[Any]) -> str:
        return " ".join(str(t) for t in tokens)

    def source_subject(self, c: list[Any]) -> Who:
        return Who("self")

    def self_and_target(self, c: list[Any]) -> Who:
        """"~ and another target creature": the source and one target, acted on at once (CR
        608.2c; a joined ``who``); the source only while it is on the battlefield (400.7)."""
        if not isinstance(c[-1], Who) or c[-1].kind != "target" or c[-1].spec is None or \
                c[-1].spec.up_to:
            raise Refused("~ and <not one target>")
        return Who("self", also=c[-1])

    def it(self, c: list[Any]) -> Who:
        return Who("it", "it")

    def its_controller(self, c: list[Any]) -> Who:
        """"its controller": the controller of the target named before (CR 608.2h)."""
        return Who("controller")

    def that_creature(self, c: list[Any]) -> Who:
        return Who("it", "that creature")

    def that_card(self, c: list[Any]) -> Who:
        """"that card": the card the creature a trigger is about became (CR 400.7d)."""
        return Who("it", "that card")

    def yours(self, c: list[Any]) -> Who:
        return Who("fixed", who=YOURS)

    def you(self, c: list[Any]) -> Who:
        return Who("fixed", who=YOU)

    def attacked(self, c: list[Any]) -> Who:
        return Who("fixed", who=ATTACKED)

    def opponents(self, c: list[Any]) -> Who:
        return Who("fixed", who=OPPONENTS)

    def defending(self, c: list[Any]) -> Who:
        return Who("fixed", who=DEFENDING)

    def other_attackers(self, c: list[Any]) -> Who:
        return Who("fixed", who=OTHER_ATTACKERS)

    def any_target(self, c: list[Any]) -> Who:
        return Who("target", spec=target_spec(["any", "target"]))

    def target(self, c: list[Any]) -> Who:
        return Who("target", spec=c[0])

    def another_any_target(self, c: list[Any]) -> Who:
        """"another target" after "any target" (Arc Trail's "2 damage to any target and 1
        damage to another target"): any target, not the same as the earlier one (CR 115.3,
        115.4, 601.2c; ``sim.text.another_target``)."""
        return self.another_target([target_spec(["any", "target"])])


    def target_spell_mv(self, c: list[Any]) -> Who:
        """"target <spell> with mana value N or less" (CR 115.1, 202.3)."""
        return Who("target", spec=attrs.evolve(c[0], max_value=int(str(c[1]))))

    def loser(self, tokens: list[Any]) -> Who:
        words = " ".join(str(t) for t in tokens)
        if words.startswith("target "):
            return Who("target", spec=target_spec([words[len("target "):]]))
        if words == "its controller":
            return Who("controller")
        return Who("fixed", who={"you": YOU, "each opponent": OPPONENTS,
                                 "defending player": DEFENDING, "each player": EACH_PLAYER}[words])

    def another_target(self, c: list[Any]) -> Who:
        """"another target ...": not the source itself (CR 115.1)."""
        return Who("target", spec=attrs.evolve(c[0], other=True,
                                               text=c[0].text.replace("target", "another target",
                                                                      1)))

    # --- "[each of] up to N [other] target ..." (CR 601.2c, 115.3; issue 29) ---
    def up_to_target(self, c: list[Any]) -> Who:
        """"up to two target creatures", "each of up to two other target creatures": one
        phrase of N optional target slots (``TargetSpec.up_to``), the noun plural for N > 1."""
        each = bool(c) and c[0] == "each of"
        rest = c[1:] if each else c
        n, other, found = rest[0], len(rest) == 3, rest[-1]
        plural = isinstance(found, tuple)
        spec: TargetSpec = found[1] if plural else found
        if plural != (n > 1):
            raise Refused("up to")  # "up to one target creatures", "up to two target creature"
        words = ("each of " if each else "") + f"up to {_UP_TO_WORDS[n]} " + \
            ("other " if other else "") + (found[0] if plural else spec.text)
        return Who("target", spec=attrs.evolve(spec, text=words, up_to=n, other=other))

    def support(self, c: list[Any]) -> Instruction:
        """"Support N" (CR 701.33a): "put a +1/+1 counter on each of up to N other target
        creatures" — on a permanent; on an instant or sorcery "other" is left out, which
        changes nothing, as a spell is never a creature it could target (115.1)."""
        n = int(str(c[0]))
        if not 0 < n < len(_UP_TO_WORDS):
            raise Refused("support")
        spec = TargetSpec(f"each of up to {_UP_TO_WORDS[n]} other target creatures",
                          up_to=n, other=True)
        return Instruction("counted", Who("target", spec=spec), COUNTER, 1, False)

    def modify_each(self, c: list[Any]) -> Instruction:
        """"up to two target creatures each get +1/+1 until end of turn" (CR 611.2a): each
        target chosen; "each" only after a plural target."""
        who: Who = c[0]
        if who.spec is None or who.spec.up_to < 2:
            raise Refused("each")
        return attrs.evolve(c[1], who=who, duration=c[2])  # type: ignore[no-any-return]

    def named_counter(self, c: list[Any]) -> Instruction:
        """"put N stun|oil|charge|quest counters on <permanent>" (CR 122.1, 122.6)."""
        (n, x), kind, who = c
        return Instruction("counted", who, NAMED_COUNTERS[str(kind)], n, x)

    def bolster(self, c: list[Any]) -> Instruction:
        """"Bolster N" (CR 701.39a): the controller's creature with the least toughness."""
        return Instruction("counted", Who("fixed", who=YOU), BOLSTER, int(str(c[0])), False)

    def typed_group(self, tokens: list[Any]) -> Who:
        """"each [other] Human [creature] you control", "each artifact creature you control"
        (CR 205.3m, 205.2a): a group of creatures of that subtype or card type."""
        words = [str(t) for t in tokens]
        other = words[0] == "other"
        rest = words[1:] if other else words
        spec: dict[str, Any] = {"other": other}
        if rest[0] in ("artifact", "enchantment") and rest[1:2] == ["creature"]:
            spec["card_type"] = rest[0].title()
            rest = rest[2:]
        else:
            kind = creature_type(rest[0])
            if not kind or rest[0].endswith("s") and kind.lower() != rest[0]:
                raise Refused(rest[0])  # not a creature type, or a plural after "each"
            spec["subtype"] = kind
            rest = rest[2:] if rest[1:2] == ["creature"] else rest[1:]
        tail = " ".join(rest)
        if tail:
            spec["controller"] = "you" if tail == "you control" else "opponent"
        return Who("group", spec=TargetSpec("each " + " ".join(words), frozenset({"creature"}),
                                            **spec))

    def controlled_keyword_tail(self, tokens: list[Any]) -> tuple[str, int, str]:
        """A group's "you control with flying" (115.10, 702): ("with" | "without", the
        keyword's flag, the controller named)."""
        flag = KEYWORDS.get(tokens[-1].text) if isinstance(tokens[-1], Item) else None
        if flag is None:
            raise Refused("with")
        whose = "you" if str(tokens[0]) == "you" else "opponent"
        return str(tokens[-2]), flag, whose

    def counter_tail(self, tokens: list[Any]) -> tuple[str, str, str]:
        """A group's "[you control] with a +1/+1 counter on it" (CR 122.1): ("counter", the
        kind, the controller named or "")."""
        words = [str(t) for t in tokens]
        whose = "you" if words[0] == "you" else "opponent" if words[0] == "your" else ""
        return "counter", next(w for w in words if w in ("+1/+1", "-1/-1")), whose

    def typed_target(self, tokens: list[Any]) -> TargetSpec:
        """"target Vampire [creature] you control" (CR 115.1, 205.3m): a creature of that
        creature type; "target Wolf or Werewolf" (issue 29, tribes): either type."""
        named = [str(t) for t in tokens]
        either = either_types(named[0], named[2], False) if named[1:2] == ["or"] else ""
        words = [named[0], *named[3:]] if either else named
        kind = creature_type(words[0])
        other = NONCREATURE_SUBTYPES.get(words[0])  # "target Equipment" (205.3g-i)
        if other is not None and "creature" not in words:
            kind = other[0]
        elif not kind or kind.lower() != words[0]:
            raise Refused(words[0])  # not a creature type, or a plural
        tail = words[-1] if words[-1] not in (words[0], "creature") else ""
        tails = {"you control": "you", "you don't control": "opponent",
                 "an opponent controls": "opponent", "defending player controls": "defending",
                **{w: c for w, (_, c) in LINKED_TAILS.items()}}
        if tail and tail not in tails:
            raise Refused(tail)
        types = frozenset({other[1] if other is not None else "creature"})
        return TargetSpec("target " + " ".join(named), types, subtype=either or kind,
                          controller=tails.get(tail, ""))

    def amass(self, c: list[Any]) -> Instruction:
        """"Amass [Orcs] N" (CR 701.47a; "amass N" is amass Zombies N)."""
        verb = f"amass {c[0]}" if len(c) == 2 else "amass zombies"
        if verb not in AMASS:
            raise Refused(verb)  # (the subtypes Oracle text amasses: Zombies, Orcs)
        return Instruction("counted", Who("fixed", who=YOU), verb, int(str(c[-1])), False)

    def named_kind(self, tokens: list[Any]) -> str:
        return str(tokens[0])

    def put_then(self, c: list[Any]) -> str:
        """"... and put a stun counter on it": the second instruction's text."""
        return f"put {c[0]}"

    # issue 29, combat (h-combat): "... and it doesn't untap during its controller's next
    # untap step" (CR 502.3): the second instruction's text (``freeze``)
    def untap_then(self, c: list[Any]) -> str:
        return f"it doesn't untap {c[0]}"

    def up_to_each(self, tokens: list[Any]) -> str:
        return "each of"

    def up_to_count(self, tokens: list[Any]) -> int:
        return _UP_TO_WORDS.index(str(tokens[0]))

    def up_to_other(self, tokens: list[Any]) -> str:
        return "other"

    def up_to_plural(self, tokens: list[Any]) -> tuple[str, TargetSpec]:
        """The plural words of "up to N target <plural>", read as the singular target."""
        words = " ".join(str(t.text if isinstance(t, Item) else t) for t in tokens)
        if words.endswith(" your opponents control"):  # each an opponent's (CR 115.1)
            tokens = [*tokens[:-3], *(["an opponent controls"] if "creatures" in words.split()
                                      else ["an", "opponent", "controls"])]  # (target_tail's)
        one = [_SINGULAR.get(str(t), t) if not isinstance(t, Item) else t for t in tokens]
        plain = [str(t) for t in one]
        if "card" in plain:
            return f"target {words}", card_spec(one)
        if "creature" in plain:
            return f"target {words}", target_spec(one)
        return f"target {words}", permanent_spec(one)


#: the number words of "up to N" (index: N)
_UP_TO_WORDS = ("zero", "one", "two", "three", "four", "five")
#: the plural nouns of "up to N target <plural>" and their singular
_SINGULAR = {"creatures": "creature", "artifacts": "artifact", "enchantments": "enchantment",
             "lands": "land", "permanents": "permanent", "cards": "card"}
