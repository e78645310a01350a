"""The transformer rules of the Oracle grammar (``oracle.lark``) for mana a resolving spell or
ability adds (its block "mana added by a resolving spell or ability"): "add {b}{b}{b}", "add
{r}{g}", "add {g} for each creature you control" (CR 106.3, 106.4), each an ``Instruction`` of
kind "add mana" that ``sim.text.effect_text`` makes an ``Op(ADD_MANA)``.

Interpreted in the compiled build (``setup.py``): the class subclasses lark's
``Transformer``, which mypyc cannot compile.
"""

from __future__ import annotations

import itertools
from typing import Any

import attrs
from lark import Token, Transformer

from sim.model.abilities import (
    ENCHANTED,
    GRANTED_MANA,
    GRANTS_MANA,
    KEEP_MANA,
    MANA_COULD_PRODUCE,
    MANA_IF_CONTROL,
    MANA_SPEND_ONLY,
    MANA_TRIGGER,
    MANA_TRIGGER_ADDS,
    MANA_TRIGGER_FORM,
    YOU,
    Filter,
    Static,
)
from sim.model.conditional_mana import if_control_value
from sim.model.could_produce import could_value
from sim.model.mana import CHOSEN_MANA, Mana
from sim.model.mana_triggers import SAME
from sim.model.programs import ADD_MANA, FREEZE, TargetSpec
from sim.model.spend_limits import spend_value
from sim.text.effect_rules import Instruction, Who
from sim.text.player_trigger_rules import spell_word
from sim.text.static_rules import Refused, Subject
from sim.text.vocabulary import creature_type


class ManaRules(Transformer[Token, Any]):
    """Mana added by a resolving spell or ability (the grammar's ``add_mana``)."""

    def add_mana(self, c: list[Any]) -> Instruction:
        return Instruction("add mana", verb=ADD_MANA, then=_symbols(c[0]),
                           per=c[1] if len(c) > 1 else None)

    def add_mana_either(self, c: list[Any]) -> Instruction:
        """"add {r} or {w}", "add {w}, {u}, or {b}": one of them (CR 106.1, 605.1a),
        ``then`` the alternatives joined by "|"."""
        choices = [_symbols(t) for t in c]
        if len(set(choices)) < len(choices):
            raise Refused("or")
        return Instruction("add mana", verb=ADD_MANA, then="|".join(choices))

    def add_mana_any_color(self, c: list[Any]) -> Instruction:
        """"add one mana of any color" (CR 106.1a: the five colors, never colorless)."""
        return Instruction("add mana", verb=ADD_MANA, then=ANY_COLOR_CHOICES, card=ANY_COLOR_WORDS)

    def add_mana_any_one_color(self, c: list[Any]) -> Instruction:
        """"add two mana of any one color" (CR 106.1a): two of one color, chosen."""
        word = str(c[0])
        n = _AMOUNTS[word]
        return Instruction("add mana", verb=ADD_MANA, then="|".join(
            ("{" + color + "}") * n for color in "WUBRG"), card=f"{word} mana of any one color")

    def add_mana_combination(self, c: list[Any]) -> Instruction:
        """"add three mana in any combination of {r} and/or {g}", "add two mana in any
        combination of colors" (CR 106.1, 605.1a): every amount of that many of those kinds is
        an alternative, chosen (``then`` "|"-joined; ``card`` the words)."""
        n = _AMOUNTS[str(c[0])]
        symbols = [str(t).upper() for t in c[1:] if str(t) != "and/or"]
        if not symbols:
            kinds, words = "WUBRG", "colors"
        else:
            kinds = "".join(s[1:-1] for s in symbols)
            if any(k not in "WUBRGC" or len(k) != 1 for k in kinds) or \
                    len(set(kinds)) < len(kinds):
                raise Refused("combination")
            lower = [s.lower() for s in symbols]
            words = f"{lower[0]} and/or {lower[1]}" if len(lower) == 2 else \
                ", ".join(lower[:-1]) + ", and/or " + lower[-1]
        return Instruction("add mana", verb=ADD_MANA, then="|".join(
            _written(m) for m in _combinations(n, kinds)),
            card=f"{c[0]} mana in any combination of {words}")

    def add_mana_different(self, c: list[Any]) -> Instruction:
        """"add two mana of different colors" (CR 105.1, 106.1a): two of the five colors, not
        the same one."""
        word = str(c[0])
        if word != "two":
            raise Refused(word)
        return Instruction("add mana", verb=ADD_MANA, then="|".join(
            "{" + a + "}{" + b + "}" for a, b in itertools.combinations("WUBRG", 2)),
            card="two mana of different colors")

    # a mana ability's "one mana of the chosen color" (issue 29, mana; the static grammar's
    # ``mana_made``): ``CHOSEN_MANA``, made a color by the permanent's choice (CR 614.12,
    # 106.1; ``sim.model.chosen_values``)
    def mana_chosen_color(self, c: list[Any]) -> tuple[Mana, ...]:
        """"{T}: Add one mana of the chosen color"."""
        return (CHOSEN_MANA,)

    def mana_or_chosen_color(self, c: list[Any]) -> tuple[Mana, ...]:
        """"{T}: Add {B} or one mana of the chosen color" (605.1a: one of them)."""
        return Mana.parse(_symbols(c[0])), CHOSEN_MANA

    # granted mana abilities (issue 29, mana; CR 613.1f, 605.1a): a ``GRANTS_MANA`` rule
    def grant_mana_creatures(self, c: list[Any]) -> Static:
        """'Creatures you control have "{T}: Add <mana>."', 'enchanted creature has ...',
        'elves you control have ...', 'all slivers have ...' (the creatures' subject, 611.3)."""
        subject: Subject = c[0]
        return _granted(subject.affects, subject.only, None, c[-1])

    def grant_mana(self, c: list[Any]) -> Static:
        """'Enchanted land has "{T}: Add <mana>."', '[other] lands | permanents you control
        have ...'."""
        affects, what = c[0]
        return _granted(affects, None, what, c[-1])

    def granted_made(self, c: list[Any]) -> tuple[Mana, ...]:
        return tuple(c[0])

    def granted_any_one_color(self, c: list[Any]) -> tuple[Mana, ...]:
        """"two mana of any one color" (CR 106.1a): two of one color, chosen."""
        n = _static_amount(c[0])
        return tuple(Mana(**{color: n}) for color in "WUBRG")

    def grantee_enchanted_land(self, c: list[Any]) -> tuple[str, Filter]:
        """"enchanted land" (CR 303.4): the land the Aura is attached to."""
        return ENCHANTED, Filter(card_type="Land")

    def grantee_lands(self, c: list[Any]) -> tuple[str, Filter]:
        """"[other] lands you control" (CR 611.3)."""
        return "", Filter(card_type="Land", controller=YOU, other=bool(c))

    def grantee_permanents(self, c: list[Any]) -> tuple[str, Filter]:
        """"[other] permanents you control" (CR 611.3)."""
        return "", Filter(controller=YOU, other=bool(c))

    # triggered mana abilities (issue 29, mana; CR 605.1b, 605.4a): a ``MANA_TRIGGER`` rule
    def mana_trigger(self, c: list[Any]) -> Static:
        """"whenever <watched> for mana, <adds>": the permanents it watches and how it is
        worded, and the mana it adds (``SAME``: of a type that permanent produced); the
        wording of the mana matches the wording of the trigger ("its controller adds" when
        the permanent is tapped, "that player adds" when a player taps it, "add" when you do)."""
        (form, affects, what), (adds_form, noun, value) = c
        if adds_form != {"enchanted": "its", "is": "its"}.get(form, form) or \
                noun and noun != _WATCHED_NOUN[what.card_type or what.subtype]:
            raise Refused(form)
        if value == SAME and affects == ENCHANTED:
            raise Refused("enchanted")
        return Static("", affects, rule=MANA_TRIGGER, what=what, params=frozenset(
            [(MANA_TRIGGER_ADDS, value), (MANA_TRIGGER_FORM, form)]))

    def watch_enchanted(self, c: list[Any]) -> tuple[str, str, Filter]:
        """"enchanted land | forest is tapped" (CR 303.4: what the Aura is attached to)."""
        return "enchanted", ENCHANTED, _watched(c[0])

    def watch_is(self, c: list[Any]) -> tuple[str, str, Filter]:
        """"a forest | land is tapped": any player's."""
        return "is", "", _watched(c[-1])

    def watch_you(self, c: list[Any]) -> tuple[str, str, Filter]:
        """"you tap a land | forest | creature": the source's controller's (611.3)."""
        return "you", "", attrs.evolve(_watched(c[-1]), controller=YOU)

    def watch_player(self, c: list[Any]) -> tuple[str, str, Filter]:
        """"a player taps a land | forest": any player's, that player adding the mana."""
        return "player", "", _watched(c[-1])

    def adds_its_controller(self, c: list[Any]) -> tuple[str, str, str]:
        return "its", "", _extra(c[0])

    def adds_same_player(self, c: list[Any]) -> tuple[str, str, str]:
        return "player", str(c[0]), SAME

    def adds_you(self, c: list[Any]) -> tuple[str, str, str]:
        return "you", "", _extra(c[0])

    def adds_same_you(self, c: list[Any]) -> tuple[str, str, str]:
        return "you", str(c[0]), SAME

    def mana_count(self, tokens: list[Any]) -> str:
        return str(tokens[0])

    def for_each_subtype(self, c: list[Any]) -> Who:
        """"for each elf you control" (CR 205.3): the group of permanents of that subtype."""
        return _subtype_group(str(c[0]), "you")

    def for_each_subtype_all(self, c: list[Any]) -> Who:
        """"for each elf on the battlefield": every permanent of that subtype."""
        return _subtype_group(str(c[0]), "")

    def keep_mana(self, c: list[Any]) -> Instruction:
        """"until end of turn, you don't lose this mana as steps and phases end" (CR 500.4)."""
        return Instruction("keep mana", verb=KEEP_MANA)

    def freeze_self(self, c: list[Any]) -> Instruction:
        """"~ doesn't untap during your next untap step" (CR 502.3, 611.2a)."""
        return Instruction("freeze", verb=FREEZE, then="~|your")

    # restricted mana (issue 29, mana; CR 106.6): the grammar's ``mana_spend_only``
    def mana_spend_only(self, c: list[Any]) -> Static:
        """"{T}: Add one mana of any color. Spend this mana only to cast a creature spell": a
        ``MANA_SPEND_ONLY`` rule (``sim.model.spend_limits``)."""
        kind, form = c[1]
        return spend_static(tuple(c[0]), kind, form)

    def mana_spend_or_activate(self, c: list[Any]) -> Static:
        """"... Spend this mana only to cast a dinosaur spell or activate an ability of a
        dinosaur source": the abilities of the sources the spells are of (the form's "+")."""
        kind, form = c[1]
        if c[2] != (kind, form):
            raise Refused("activate")  # abilities of another kind of source
        return self.mana_spend_only([c[0], (kind, form + "+")])

    def mana_spend_one_color(self, c: list[Any]) -> Static:
        """"{T}: Add two mana of any one color. Spend this mana only to cast <kind>" (CR
        106.1a: two of one color, chosen; 106.6)."""
        return self.mana_spend_only([self.granted_any_one_color(c[:1]), c[1]])

    def mana_spend_one_color_or_activate(self, c: list[Any]) -> Static:
        """"... or activate abilities of <kind>" (602.2: the sources the spells are of)."""
        return self.mana_spend_or_activate([self.granted_any_one_color(c[:1]), c[1], c[2]])

    def spend_ability_a(self, c: list[Any]) -> tuple[str, str]:
        """"an ability of a dinosaur source", "... of an elemental"."""
        return _spend_kind(str(c[0])), "a"

    def spend_ability_all(self, c: list[Any]) -> tuple[str, str]:
        """"abilities of artifacts", "... of elementals": the spells' kind, plural."""
        word = str(c[0])
        if not word.endswith("s") and not creature_type(word):
            raise Refused(word)  # (a creature type may be its own plural: "myr", 205.3)
        return word[:-1] if word.endswith("s") else word, "spells"

    def spend_ability_chosen(self, c: list[Any]) -> tuple[str, str]:
        """"an ability of a creature or creature card of the chosen type" (CR 614.12)."""
        return "creature", "chosen"

    def spend_a(self, c: list[Any]) -> tuple[str, str]:
        """"a dragon spell", "an instant or sorcery spell" (``cast_kind``'s words)."""
        return _spend_kind(str(c[0])), "a"

    def spend_a_creature(self, c: list[Any]) -> tuple[str, str]:
        """"a creature spell"."""
        return "creature", "a"

    def spend_all(self, c: list[Any]) -> tuple[str, str]:
        """"multicolored spells", "artifact spells"."""
        return _spend_kind(str(c[0])), "spells"

    def spend_all_two(self, c: list[Any]) -> tuple[str, str]:
        """"colorless eldrazi spells": both qualities (a color quality, then a creature
        type; CR 105.2c, 205.3)."""
        first, second = str(c[0]), str(c[1])
        if first not in _COLOR_QUALITIES or not creature_type(second):
            raise Refused(first)
        return f"{first} {second}", "spells"

    def spend_ability_all_two(self, c: list[Any]) -> tuple[str, str]:
        """"abilities of colorless eldrazi" (a creature type its own plural)."""
        first, second = str(c[0]), str(c[1])
        if first not in _COLOR_QUALITIES or not creature_type(second) or second.endswith("s"):
            raise Refused(first)
        return f"{first} {second}", "spells"

    def spend_all_and_or(self, c: list[Any]) -> tuple[str, str]:
        """"instant and/or sorcery spells", "vampire, cleric, and/or demon spells": a spell of
        any of them (each a quality a spell filter knows, ``spell_word``)."""
        words = [str(t) for t in c if str(t) != "and/or"]
        if any(not spell_word(w) for w in words) or len(set(words)) < len(words):
            raise Refused("and/or")
        return _spend_kind(" or ".join(words)), "spells"

    def spend_all_creature(self, c: list[Any]) -> tuple[str, str]:
        """"creature spells"."""
        return "creature", "spells"

    def spend_chosen(self, c: list[Any]) -> tuple[str, str]:
        """"a creature spell of the chosen type" (CR 614.12)."""
        return "creature", "chosen"

    def mana_if_control(self, c: list[Any]) -> Static:
        """"{T}: Add {U}. Activate only if you control a Plains or an Island": a
        ``MANA_IF_CONTROL`` rule (CR 602.5b), each word a basic land type or a creature
        type (singular), else ``Refused``."""
        made: tuple[Mana, ...] = tuple(c[0])
        if any(not m.total for m in made):
            raise Refused("chosen")
        subtypes = []
        for token in c[1:]:
            word = str(token)
            subtype = _LAND_TYPES.get(word) or creature_type(word)
            if not subtype or subtype.lower() != word:
                raise Refused(word)
            subtypes.append(subtype)
        ways = tuple((m.W, m.U, m.B, m.R, m.G, m.C) for m in made)
        return Static("", rule=MANA_IF_CONTROL, params=frozenset(
            [(MANA_IF_CONTROL, if_control_value(tuple(subtypes), ways))]))

    def mana_combination_colors(self, c: list[Any]) -> tuple[Mana, ...]:
        """"two mana in any combination of colors" (CR 106.1a, 605.1a)."""
        return _combinations(_static_amount(c[0]), "WUBRG")

    def mana_combination_of(self, c: list[Any]) -> tuple[Mana, ...]:
        """"two mana in any combination of {u}, {b}, and/or {r}" (each one kind of mana)."""
        kinds = [str(t).upper()[1:-1] for t in c[1:] if str(t) != "and/or"]
        if any(k not in "WUBRGC" or len(k) != 1 for k in kinds) or len(set(kinds)) < len(kinds):
            raise Refused("combination")
        return _combinations(_static_amount(c[0]), "".join(kinds))

    # mana another land could produce (issue 29, mana; CR 106.7): ``mana_could_produce``
    def mana_could_produce(self, c: list[Any]) -> Static:
        """"{T}: Add one mana of any color that a land an opponent controls could produce": a
        ``MANA_COULD_PRODUCE`` rule (``sim.model.could_produce``)."""
        whose, what = c[1]
        return Static("", rule=MANA_COULD_PRODUCE,
                      params=frozenset([(MANA_COULD_PRODUCE, could_value(c[0], whose, what))]))

    def could_kind(self, tokens: list[Any]) -> str:
        return str(tokens[0])

    def could_yours(self, c: list[Any]) -> tuple[str, str]:
        return "you", "land"

    def could_opponents(self, c: list[Any]) -> tuple[str, str]:
        return "opponent", "land"

    def could_basic_yours(self, c: list[Any]) -> tuple[str, str]:
        return "you", "basic land"



#: the five colors one mana of any color may be (CR 106.1a), as ``Instruction.then``
ANY_COLOR_CHOICES = "{W}|{U}|{B}|{R}|{G}"


#: how "one mana of any color" is written (``Op.card`` of each alternative)
ANY_COLOR_WORDS = "one mana of any color"


#: the amounts of mana a number word names
_AMOUNTS = {"two": 2, "three": 3, "four": 4, "five": 5}


#: the basic land types (CR 305.6), singular, lower case
_LAND_TYPES = {"plains": "Plains", "island": "Island", "swamp": "Swamp", "mountain": "Mountain",
               "forest": "Forest"}


def _static_amount(token: Any) -> int:
    """The amount of a static mana ability's "two | three mana ..." (the payment plans with
    each alternative, ``sim.rules.costs``: more is ``Refused``)."""
    n = _AMOUNTS[str(token)]
    if n > 3:
        raise Refused(str(token))
    return n


def _written(made: Mana) -> str:
    """``made`` as mana symbols, upper case ("{R}{R}{G}")."""
    return "".join(("{" + k + "}") * getattr(made, k) for k in "WUBRGC")


def _combinations(n: int, kinds: str) -> tuple[Mana, ...]:
    """Every amount of ``n`` mana of ``kinds`` (letters), in order (CR 106.1, 605.1a)."""
    return tuple(Mana(**{k: combo.count(k) for k in set(combo)})
                 for combo in itertools.combinations_with_replacement(kinds, n))


#: the word naming what a triggered mana ability watches ("that land produced")
_WATCHED_NOUN = {"Land": "land", "Creature": "creature", "Forest": "forest",
                 "Island": "island", "Mountain": "mountain", "Plains": "plains", "Swamp": "swamp"}


def _watched(token: Any) -> Filter:
    """The permanents "<a | an | enchanted> <word>" names: lands, creatures, or a basic land
    type's (CR 205.3i), or ``Refused``."""
    word = str(token)
    kind = next((k for k, v in _WATCHED_NOUN.items() if v == word), "")
    if not kind:
        raise Refused(word)
    return Filter(card_type=kind) if kind in ("Land", "Creature") else Filter(subtype=kind)


def _extra(made: tuple[Mana, ...]) -> str:
    """The ``MANA_TRIGGER_ADDS`` value of "an additional <mana>" (one of ``made``)."""
    if any(not m.total for m in made):
        raise Refused("chosen")  # "of the chosen color": the source's choice
    return " ".join(",".join(str(n) for n in (m.W, m.U, m.B, m.R, m.G, m.C)) for m in made)


def _subtype_group(word: str, controller: str) -> Who:
    """The permanents of the subtype ``word`` names (a creature type, singular, or a basic
    land type), controlled by ``controller`` ("you", or "" for any), or ``Refused``."""
    subtype = _LAND_TYPES.get(word) or (creature_type(word) if word == word.rstrip("s")
                                        or word.endswith("ss") else "")
    if not subtype or subtype.lower() != word:
        raise Refused(word)  # "for each creature ...": the group grammar's
    text = f"{word} you control" if controller else f"{word} on the battlefield"
    return Who("group", spec=TargetSpec(text, frozenset({"permanent"}), controller=controller,
                                        subtype=subtype))


def _symbols(token: Any) -> str:
    """One amount of mana, upper case ("{B}{B}{B}"), or ``Refused``."""
    symbols = str(token)
    try:
        made = Mana.parse(symbols)
    except ValueError:
        raise Refused(symbols) from None
    if not made.total or any(ch.isdigit() for ch in symbols):
        raise Refused(symbols)  # "add {2}": generic mana is no kind of mana (106.1)
    return symbols.upper()


def _granted(affects: str, only: Filter | None, what: Filter | None, made: tuple[Mana, ...]
             ) -> Static:
    """The ``GRANTS_MANA`` rule granting "{T}: Add <made>" (one of ``made``)."""
    if any(not m.total for m in made):
        raise Refused("chosen")  # "of the chosen color": the granting permanent's choice
    value = " ".join(",".join(str(n) for n in (m.W, m.U, m.B, m.R, m.G, m.C)) for m in made)
    return Static("", affects, rule=GRANTS_MANA, only=only, what=what,
                  params=frozenset([(GRANTED_MANA, value)]))


#: the color qualities a two-word kind begins with (CR 105.2)
_COLOR_QUALITIES = frozenset(("colorless", "multicolored", "monocolored", "white", "blue",
                              "black", "red", "green"))


def _spend_kind(kind: str) -> str:
    """A kind of spell restricted mana pays for; "kicked" (whether the spell is kicked is a
    choice made while it is cast, 702.33d) is ``Refused``."""
    if "kicked" in kind.split():
        raise Refused("kicked")
    return kind


def spend_static(made: tuple[Mana, ...], kind: str, form: str) -> Static:
    """The ``MANA_SPEND_ONLY`` rule of a mana ability adding one of ``made``, spent only as
    ``kind`` and ``form`` say (``sim.model.spend_limits``); what a payment leaves of it stays
    in the pool, restricted (106.4, 106.6: ``sim.rules.limited_pool``)."""
    return Static("", rule=MANA_SPEND_ONLY,
                  params=frozenset([(MANA_SPEND_ONLY, spend_value(kind, form, made))]))
