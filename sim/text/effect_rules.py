"""The transformer rules of the Oracle grammar (``oracle.lark``) for effects: what
``sim.text.grammar.Build`` makes of one sentence of a spell's or an ability's effect (the
``effect`` start). A sentence becomes an ``Instruction``: what it does, with its subjects
left unresolved (``Who``), since "it" and the targets' numbers depend on the sentences
before it; ``sim.text.effect_text``'s reader resolves them in order.

Interpreted in the compiled build (``setup.py``): the class subclasses lark's
``Transformer``, which mypyc cannot compile.
"""

from __future__ import annotations

from typing import Any

import attrs
from lark import Token, Transformer, Tree

from sim.model.abilities import BLOCK_TAX, NO_LIFE_GAIN, NO_LIFE_GAIN_OPPONENTS, NO_PREVENTION
from sim.model.control_durations import WHILE_CONTROLLED, WHILE_PRESENT
from sim.model.damage_verbs import ANY_NUMBER
from sim.model.keywords import Kw
from sim.model.next_turn_durations import NEXT_TURN
from sim.model.programs import (
    AND_RIDER,
    COUNTER,
    DESTROY,
    EACH_PLAYER,
    END_OF_COMBAT,
    END_OF_TURN,
    GAIN_LIFE,
    LOSE_LIFE,
    MINUS_COUNTER,
    PREVENT,
    REGENERATE,
    SCRY,
    SURVEIL,
    TAP,
    UNTAP,
    YOU,
    YOURS,
    TargetSpec,
    TokenSpec,
)
from sim.model.tapped_durations import WHILE_TAPPED
from sim.text.static_rules import Item, Refused
from sim.text.vocabulary import COLORS, NUMBER_WORDS, defines_pt


@attrs.frozen(slots=True)
class Who:
    """A subject as written: ``kind`` "self", "it" (``words``: "it", "that creature"),
    "fixed" (``who``) or "target" (``spec``)."""

    kind: str
    words: str = ""
    who: str = ""
    spec: TargetSpec | None = None
    #: a second subject the instruction also acts on ("each creature and each player")
    also: Who | None = None


@attrs.frozen(slots=True)
class Instruction:
    """One sentence's instruction: its ``kind`` (the rule that read it), its subject and its
    values; a compound's parts are ``first`` and ``then`` (the text of the second)."""

    kind: str
    who: Who | None = None
    verb: str = ""
    amount: int = 0
    x: bool = False
    power: int = 0
    toughness: int = 0
    add: Kw = Kw.NONE
    params: frozenset[tuple[str, str]] = frozenset()
    duration: str = ""
    token: TokenSpec | None = None
    attacking: bool = False
    slots: int = 0
    first: Instruction | None = None
    then: str = ""
    #: "for each <group>" multiplying the amount
    per: Who | None = None
    #: a library search's card ("basic land", "forest or island") and whether it enters tapped
    card: str = ""
    tapped: bool = False
    #: the instruction after ``first`` in "<first>, then <second>" (``sequence``)
    second: Instruction | None = None
    #: "equal to <count>" (``sim.text.cda_rules``): the amount's count, a
    #: ``sim.model.abilities.Count`` (``Op.per``)
    count: Any = None
    #: "... to | onto the battlefield tapped and attacking" (CR 508.4; ``MoveRules``)
    enters_attacking: bool = False


#: the card types a creature token's words may name before "creature" ("a 1/1 colorless Servo
#: artifact creature token", CR 111.4, 205.2a): types, not subtypes
_TOKEN_CARD_TYPES = frozenset(("artifact", "enchantment"))


def _number(word: str) -> tuple[int, bool]:
    """``(n, is_x)`` for "3", "three", "a", "x"."""
    if word == "x":
        return 1, True
    return (int(word), False) if word.isdigit() else (NUMBER_WORDS[word], False)


class EffectRules(Transformer[Token, Any]):
    """The effects of the grammar (``effect``) as ``Instruction``; each method is named after
    a rule or an alias of ``oracle.lark``."""

    def effect(self, c: list[Any]) -> Instruction:
        return c[0]  # type: ignore[no-any-return]

    def subject_only(self, c: list[Any]) -> Who:
        return c[0]  # type: ignore[no-any-return]

    def choose(self, c: list[Any]) -> Instruction:
        return Instruction("choose", Who("target", spec=c[0]))

    # until end of turn (CR 611.2a)

    def duration(self, tokens: list[Any]) -> str:
        if tokens[-1] == "tapped":  # "for as long as ~ remains tapped" (611.2b)
            return WHILE_TAPPED
        if tokens[-1] in ("~", "battlefield"):  # "for as long as you control ~ | ~ remains on
            return WHILE_CONTROLLED if tokens[-1] == "~" else WHILE_PRESENT  # the battlefield"
        if tokens[-2] == "next":  # "until your next turn" (500.5: sim.model.next_turn_durations)
            return NEXT_TURN
        return END_OF_COMBAT if tokens[-1] == "combat" else END_OF_TURN

    def grant_item(self, c: list[Any]) -> tuple[Kw, frozenset[tuple[str, str]]]:
        item = c[0]
        if isinstance(item, Item):
            if item.parsed is None or item.plural:
                raise Refused(item.text)
            return item.parsed.flags, item.parsed.params
        return item.flags, item.params

    def single_protection(self, c: list[Any]) -> tuple[Kw, frozenset[tuple[str, str]]]:
        return Kw.NONE, frozenset([(c[0], c[1])])

    def grant_list(self, c: list[Any]) -> tuple[Kw, frozenset[tuple[str, str]]]:
        add, params = Kw.NONE, frozenset[tuple[str, str]]()
        for flags, more in c:
            add |= flags
            params |= more
        return add, params

    def modify_predicate(self, c: list[Any]) -> Instruction:
        power = toughness = 0
        x = False
        if isinstance(c[0], Token):
            p, t = str(c[0]).split("/")
            x = "x" in (p[1:], t[1:])
            if x and any(v[1:] not in ("x", "0") for v in (p, t)):
                raise Refused(str(c[0]))  # "+2/+X": not a multiple of X (CR 107.3)
            power, toughness = ((1 if v[1:] == "x" else int(v[1:])) * (-1 if v[0] == "-" else 1)
                                for v in (p, t))
            c = c[1:]
        add, params = c[0] if c else (Kw.NONE, frozenset())
        return Instruction("modify", power=power, toughness=toughness, x=x, add=add,
                           params=params)

    def modify(self, c: list[Any]) -> Instruction:
        return attrs.evolve(c[1], who=c[0], duration=c[2])  # type: ignore[no-any-return]

    def unblockable_now(self, c: list[Any]) -> Instruction:
        return Instruction("unblockable", c[0])

    def modify_unblockable(self, c: list[Any]) -> Instruction:
        """"<subject> gets +1/+0 until end of turn and can't be blocked this turn" (CR 611.2a,
        509.1b): the modification, then "it can't be blocked this turn" of the same subject
        (a target named again as "it"; a group is not named twice)."""
        who: Who = c[0]
        if who.kind == "group" or who.also is not None:
            raise Refused("and can't be blocked")
        again = Who("it", "it") if who.kind == "target" else who
        return Instruction("sequence", first=self.modify(c[:3]),
                           second=Instruction("unblockable", again, then=AND_RIDER))

    def cant_block_source(self, c: list[Any]) -> Instruction:
        return Instruction("cant block source", c[0])

    def blocks_source(self, c: list[Any]) -> Instruction:
        return Instruction("blocks source", c[0])

    def attacks_now(self, c: list[Any]) -> Instruction:
        return Instruction("attacks", c[0])

    def blocked_now(self, c: list[Any]) -> Instruction:
        return Instruction("blocked", c[0])  # CR 509.1c, 611.2a: until end of turn

    def cant_block_now(self, c: list[Any]) -> Instruction:
        return Instruction("cant block", c[0])  # CR 509.1b, 611.2a: until end of turn

    def no_combat_damage_now(self, c: list[Any]) -> Instruction:
        """"~ assigns no combat damage this turn" (CR 510.1a, 611.2a)."""
        return Instruction("modify", c[0], add=Kw.NO_COMBAT_DAMAGE, duration=END_OF_TURN)

    def untargetable_now(self, c: list[Any]) -> Instruction:
        return Instruction("untargetable", c[0])  # issue 29, decks (CR 109.5, 611.2a)

    # verbs

    def destroy(self, c: list[Any]) -> Instruction:
        return Instruction("verb", c[0], DESTROY)

    def verb_on(self, c: list[Any]) -> Instruction:
        verb = {"regenerate": REGENERATE, "tap": TAP, "untap": UNTAP}[str(c[0])]
        return Instruction("verb", c[1], verb)

    def among(self, tokens: list[Any]) -> int:
        return {"one": 2, "one,": 3}.get(str(tokens[0]) + ("," if len(tokens) > 3 else ""), 0)

    def among_what(self, tokens: list[Any]) -> bool:
        return len(tokens) == 1

    def divided(self, c: list[Any]) -> Instruction:
        amount, x = c[0]
        if x and c[1]:  # "x damage ... among one or two targets": not read
            raise Refused("x")
        what = Who("target", spec=c[2]) if isinstance(c[2], TargetSpec) else None  # typed
        return Instruction("divided", what, verb="any target" if c[2] else "creature",
                           amount=amount, x=x, slots=c[1] or amount,
                           then="" if c[1] else ANY_NUMBER)

    def amount(self, tokens: list[Any]) -> tuple[int, bool]:
        return _number(str(tokens[0]))

    def damage_twice(self, c: list[Any]) -> Instruction:
        """"~ deals 3 damage to target player and 1 damage to each creature that player
        controls": two damage instructions, the second written as its continuation."""
        (n1, x1), who1, (n2, x2), who2 = c
        return Instruction("sequence", first=Instruction("damage", who1, amount=n1, x=x1),
                           second=Instruction("damage", who2, amount=n2, x=x2, then="and"))

    def damage_then(self, c: list[Any]) -> Instruction:
        """"~ deals 3 damage to any target and you gain 3 life": the damage, then the
        second instruction read on its own (as ``compound``'s)."""
        (n, x), who = c[0], c[1]
        return Instruction("compound", first=Instruction("damage", who, amount=n, x=x),
                           then=c[-1])

    def damage(self, c: list[Any]) -> Instruction:
        (n, x), who = c[0], c[1]
        return Instruction("damage", who, amount=n, x=x, per=c[2] if len(c) > 2 else None)

    def for_each(self, c: list[Any]) -> Who:
        per: Who = c[0]
        if per.kind == "fixed" and per.who == YOURS:  # "for each creature you control"
            return Who("group", spec=TargetSpec("creature you control", frozenset({"creature"}),
                                                controller="you"))
        if per.kind != "group":
            raise Refused("for each")
        return per

    def fog(self, c: list[Any]) -> Instruction:
        return Instruction("fog")

    def extra_combat(self, c: list[Any]) -> Instruction:
        return Instruction("extra combat")

    def extra_turn(self, c: list[Any]) -> Instruction:
        return Instruction("extra turn", c[0] if c else None)

    def prevent(self, c: list[Any]) -> Instruction:
        (n, x), who = c
        return Instruction("counted", who, PREVENT, n, x)

    def gain_life(self, c: list[Any]) -> Instruction:
        who, (n, x) = c[0], c[1]
        if who.who != YOU and who.who != EACH_PLAYER and who.kind != "controller" and (
                who.spec is None or who.spec.text != "target player"):
            raise Refused("gains life")  # "you", "target player", "its controller" here, and
            # "each player" (CR 119.3, 101.4: in APNAP order)
        return Instruction("counted", who, GAIN_LIFE, n, x, per=c[2] if len(c) > 2 else None)

    def counter_count(self, tokens: list[Any]) -> tuple[int, bool]:
        return _number(str(tokens[0]))

    life_count = counter_count
    card_count = counter_count

    def counter(self, c: list[Any]) -> Instruction:
        (n, x), kind, who = c[:3]  # "... for each <group>" (608.2h: counted as it resolves)
        return Instruction("counted", who, COUNTER if kind == "+1/+1" else MINUS_COUNTER, n, x,
                           per=c[3] if len(c) > 3 else None)

    def lose_life(self, c: list[Any]) -> Instruction:
        who, (n, x) = c
        return Instruction("counted", who, LOSE_LIFE, n, x)

    def draw(self, c: list[Any]) -> Instruction:
        return Instruction("draw", amount=c[0][0])

    def no_prevention_now(self, c: list[Any]) -> Instruction:  # CR 615.12, this turn
        return Instruction("rule", verb=NO_PREVENTION)

    def no_life_gain_now(self, c: list[Any]) -> Instruction:  # CR 119.7, this turn
        return Instruction("rule", verb=NO_LIFE_GAIN)

    def no_opponent_life_gain_now(self, c: list[Any]) -> Instruction:
        return Instruction("rule", verb=NO_LIFE_GAIN_OPPONENTS)

    def block_tax_x(self, c: list[Any]) -> Instruction:
        n, x = _number(str(c[0])[1:-1])
        return Instruction("rule", verb=BLOCK_TAX, amount=n, x=x)

    # CR 111: tokens

    def token_count(self, tokens: list[Any]) -> tuple[int, bool]:
        return _number(str(tokens[0]))

    def token_words(self, c: list[Any]) -> list[str]:
        return [*c[0], str(c[1])] if len(c) > 1 else [str(c[0])]

    def tapped_and_attacking(self, c: list[Any]) -> bool:
        return True

    def token(self, c: list[Any], sized: bool = False) -> Instruction:
        """A token instruction (CR 111.4); an x/x token only when ``sized`` by "where x is
        <count>" (107.3: ``sim.text.token_rules.token_where_x``)."""
        tapped = isinstance(c[1], Tree)  # "create a tapped 2/2 ..." (``token_tapped``)
        attacking = tapped and c[1].data == "token_attacking"  # "a tapped and attacking"
        c = [c[0], *c[2:]] if tapped else c  # 2/2 ... token" (CR 508.4)
        defined = isinstance(c[1], list)  # no P/T: its quoted ability defines them (604.3)
        c = [c[0], "0/0", *c[1:]] if defined else c
        (n, x), pt = c[0], str(c[1])
        colors: list[str] = []
        subtypes: list[str] = []
        types: list[str] = []
        keywords = Kw.NONE
        for word in c[2]:
            if not word.isalpha() or not word.isascii():
                raise Refused(word)
            if word in COLORS:
                colors.append(COLORS[word])
            elif word in _TOKEN_CARD_TYPES:  # "Servo artifact creature": a card type (205.2a)
                types.append(word.title())
            elif word not in ("and", "colorless"):
                subtypes.append(word.title())
        text = ""
        for child in c[3:]:
            if isinstance(child, bool):  # "[tapped and] attacking" (508.4: tapped if said)
                attacking, tapped = True, tapped or child
            elif isinstance(child, Kw):
                keywords = child
            elif isinstance(child, tuple):  # "with decayed" (702.147a)
                keywords, text = child
            elif isinstance(child, str) and not isinstance(child, Token):
                text = child
        if defined and not defines_pt(text):
            raise Refused("power and toughness")
        x_pt = pt == "x/x"  # CR 107.3: sized by "where x is <count>" (``token_rules``)
        if x_pt and (not sized or x):
            raise Refused("x/x")  # its X defined nowhere; "create x x/x ..." not read
        power, toughness = (0, 0) if x_pt else (int(v) for v in pt.split("/"))
        spec = TokenSpec(power, toughness, tuple(colors), tuple(subtypes), keywords,
                         types=(*types, "Creature"), text=text, x_pt=x_pt,
                         defined_pt=defined)
        return Instruction("token", token=spec, amount=n, x=x, attacking=attacking,
                           tapped=tapped)

    # "... and you gain 2 life": the second instruction is read on its own

    def then_verb(self, tokens: list[Any]) -> str:
        return str(tokens[0])

    def then_words(self, tokens: list[Any]) -> str:
        return str(tokens[0]).strip()

    def then(self, c: list[Any]) -> str:
        return f"you {c[0]} {c[1]}"

    def compound(self, c: list[Any]) -> Instruction:
        return Instruction("compound", first=c[0], then=c[-1])

    # CR 701.22a scry, 701.25a surveil, 701.23a search (sim.rules.library)

    def look_verb(self, tokens: list[Any]) -> str:
        return SCRY if str(tokens[0]) == "scry" else SURVEIL

    def look(self, c: list[Any]) -> Instruction:
        n = int(str(c[1]))
        if n < 1:
            raise Refused(str(c[1]))
        return Instruction("look", verb=c[0], amount=n)

    def tapped(self, tokens: list[Any]) -> bool:
        return True

    def sequence(self, c: list[Any]) -> Instruction:
        return Instruction("sequence", first=c[0], second=c[1])

    # CR 702.29a cycling, 702.29e-f typecycling (``sim.text.oracle.read_cycling``)

    def cycling(self, c: list[Any]) -> tuple[str, str]:
        kind = str(c[0])[:-len("cycling")]
        return kind, str(c[1])
