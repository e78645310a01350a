"""Effects that change characteristics (issue 29, "becomes"; the real decks' Inkmoth and
Blinkmoth Nexus first): "~ becomes a 1/1 Blinkmoth artifact creature with flying until end of
turn. It's still a land.", "target creature has base power and toughness 1/1 until end of
turn", "~ becomes colorless until end of turn", "target creature loses flying until end of
turn", "target land becomes a 3/3 creature that's still a land", "until end of turn, target
creature becomes a blue serpent with base power and toughness 5/5" (CR 611.2a, 613.1d-f,
613.4b, 205.1a-b). ``still_joined`` joins "It's still a land." to the sentence before; the
grammar's ``becomes`` reads one instruction into a ``Becoming`` (``sim.model.become_verbs``),
``sim.text.effect_text`` makes it a ``BECOMES`` op (``becomes_op``), rendered back by
``sim.text.render_becoming`` and run by ``sim.rules.becoming``."""

from __future__ import annotations

from typing import Any

import attrs
from lark import Token, Transformer

from sim.model.abilities import ENCHANTED, ENCHANTED_PERMANENT, EQUIPPED, Static
from sim.model.attached_changes import ATTACHED_CHANGE, CHANGE, encoded
from sim.model.become_verbs import (
    BECOMES,
    CHOSEN_COLOR,
    CHOSEN_TYPE,
    IN_ADDITION,
    STILL_PLANESWALKER,
    STILL_SENTENCE,
    STILL_THAT,
    Becoming,
)
from sim.model.card import BASIC_LAND_TYPES
from sim.model.keywords import Kw
from sim.model.next_turn_durations import NEXT_TURN
from sim.model.programs import Op
from sim.model.qualities import COLOR_LETTERS
from sim.model.token_specs import DECAYED
from sim.text.effect_rules import Instruction, Who
from sim.text.keyword_names import ABILITIES, KEYWORDS, normalize
from sim.text.static_rules import Item, Refused, Subject
from sim.text.vocabulary import CREATURE_TYPES

#: how a "becomes" keeps its other types (CR 205.1b), as the changes' items say it
_STILLS = frozenset((STILL_SENTENCE, STILL_THAT, IN_ADDITION, STILL_PLANESWALKER))
#: the subjects an attached object's change may name (CR 303.4, 301.5)
_HOSTS = frozenset((ENCHANTED, EQUIPPED, ENCHANTED_PERMANENT))
#: the card types the words before "creature" may name (205.2a); any other word is a
#: creature type (205.3m)
_CARD_TYPES = frozenset(("artifact", "enchantment"))
def _colors(c: list[Any]) -> tuple[str, ...] | None:
    """The colors a ``BECOME_COLORS`` token of ``c`` names (letters; () colorless), or None."""
    words = next((str(t) for t in c if isinstance(t, Token) and t.type == "BECOME_COLORS"), "")
    if not words:
        return None
    colors = () if words == "colorless" else tuple(COLOR_LETTERS[w] for w in words.split(" and "))
    if len(set(colors)) != len(colors):
        raise Refused(words)
    return colors


def _ability(item: Any) -> Kw:
    """The keyword one ``name`` reads ("flying")."""
    if not isinstance(item, Item) or item.parsed is None or item.plural or item.parsed.params:
        raise Refused(str(item))
    return item.parsed.flags


def _creature_types(words: list[str], still: str = "") -> tuple[str, ...]:
    """Creature types (205.3m); any other word is refused — a land type too (305.7: setting
    one is not run here), except a basic land type "in addition to its other types" (205.1b,
    305.6: it gains that type's mana ability)."""
    types = tuple(w.title() for w in words)
    if any(t not in CREATURE_TYPES and not (still == IN_ADDITION and t in BASIC_LAND_TYPES)
           for t in types):
        raise Refused(" ".join(words))
    return types


class AnimateRules(Transformer[Token, Any]):
    """The grammar's ``becomes`` rule: each change a ``Becoming``, joined in order."""

    def becomes(self, c: list[Any]) -> Instruction:
        who, changes = c[0], [b for b in c[1:] if isinstance(b, Becoming)]
        spec = who.spec if isinstance(who, Who) else None
        if spec is not None and ("spell" in spec.types or spec.zone):
            raise Refused("a spell or a card")  # only permanents here (611.2a)
        end = next((e for e in c[1:] if isinstance(e, tuple)), ("", ""))
        change = changes[0]
        for more in changes[1:]:
            change = _joined(change, more)
        if end[1]:
            if change.still:
                raise Refused("still a land twice")
            change = attrs.evolve(change, still=end[1])
        if change.types and not change.still and "Artifact" not in change.types and \
                change.types != ("Creature",):  # 205.1a: replaced by "creature" alone
            raise Refused("its card types replaced")
        return Instruction(BECOMES, who, duration=end[0], count=change)

    def becomes_first(self, c: list[Any]) -> Instruction:
        """"until end of turn, <subject> <changes>[. it's still a land]" (the duration written
        first; CR 205.1b: the land keeps its card type)."""
        still = STILL_SENTENCE if c[-1] == STILL_SENTENCE else ""
        made = self.becomes([*(c[:-1] if still else c), ("end of turn", still)])
        assert isinstance(made.count, Becoming)
        return attrs.evolve(made, count=attrs.evolve(made.count, duration_first=True))

    def becomes_next_first(self, c: list[Any]) -> Instruction:
        """"until your next turn, <subject> <changes>[. it's still a land]" (CR 500.5:
        ``sim.model.next_turn_durations``)."""
        return attrs.evolve(self.becomes_first(c), duration=NEXT_TURN)

    def become_end(self, c: list[Any]) -> tuple[str, str]:
        """The duration ("" none) and "it's still a land" after it (``STILL_SENTENCE``)."""
        return "" if c[0] == STILL_SENTENCE else str(c[0]), \
            STILL_SENTENCE if c[-1] == STILL_SENTENCE else ""

    def still_land(self, c: list[Any]) -> str:
        return STILL_SENTENCE

    def base_pt(self, c: list[Any]) -> Becoming:
        power, toughness = (int(v) for v in str(c[0]).split("/"))
        return Becoming(power, toughness, order=("pt",))

    def recolor(self, c: list[Any]) -> Becoming:
        return Becoming(colors=_colors(c), order=("color",))

    def color_choice(self, c: list[Any]) -> Becoming:
        return Becoming(colors=(), choice=CHOSEN_COLOR, order=("color",))

    def type_choice(self, c: list[Any]) -> Becoming:
        return Becoming(choice=CHOSEN_TYPE, order=("retype",))

    def loses(self, c: list[Any]) -> Becoming:
        return Becoming(remove=_ability(c[-1]), order=("lose",))

    def lose_two(self, c: list[Any]) -> Becoming:
        """"lose hexproof and indestructible" (one token)."""
        remove = Kw.NONE
        for name in str(c[0]).split(" ", 1)[1].split(" and "):
            flag = KEYWORDS.get(name) or ABILITIES.get(name)
            if flag is None or remove & flag:
                raise Refused(name)
            remove |= flag
        return Becoming(remove=remove, order=("lose",))

    def loses_all(self, c: list[Any]) -> Becoming:
        """"loses all abilities" (layer 6, CR 613.1f; ``sim.model.ability_loss``)."""
        return Becoming(strip=True, order=("strip",))

    def is_retyped(self, c: list[Any]) -> Becoming:
        """An Aura's "is a blue Fish | a green Elk creature with base power and toughness
        N/N" (CR 205.1a: creature types replaced; with "creature", its card types too)."""
        words: list[str] = next(t for t in c if isinstance(t, list))
        pt = next(str(t) for t in c if isinstance(t, Token) and t.type == "TOKEN_PT")
        creature = words[-1] == "creature"
        subtypes = _creature_types(words[:-1] if creature else words)
        if not subtypes:
            raise Refused("no creature type")
        power, toughness = (int(v) for v in pt.split("/"))
        return Becoming(power, toughness, _colors(c), types=("Creature",) if creature else (),
                        subtypes=subtypes, order=("retype",))

    def attached_changes(self, c: list[Any]) -> tuple[str, Static]:
        """"enchanted | equipped creature | enchanted permanent <changes>" (CR 303.4, 301.5;
        ``sim.model.attached_changes``): a static rule, its changes one ``Becoming``."""
        who = c[0]
        pump = next((str(t) for t in c[1:] if isinstance(t, Token) and t.type == "PT"), "")
        changes = [b for b in c[1:] if isinstance(b, Becoming)]
        if isinstance(c[-1], Item):  # "... and has trample" (layer 6, CR 613.1f)
            changes.append(Becoming(add=_ability(c[-1]), order=("has",)))
        if not isinstance(who, Subject) or who.affects not in _HOSTS or who.only is not None:
            raise Refused("not what it is attached to")
        change = self.pump([pump]) if pump else changes.pop(0)
        for more in changes:
            change = _joined(change, more)
        if change.types and change.types != ("Creature",):
            raise Refused("card types")
        return "rule", Static("", affects=who.affects, rule=ATTACHED_CHANGE,
                              params=frozenset({(CHANGE, encoded(change))}))

    def gains(self, c: list[Any]) -> Becoming:
        return Becoming(add=_ability(c[0]), order=("gain",))

    def become_words(self, c: list[Any]) -> list[str]:
        return [str(w) for w in c]

    def become_still(self, c: list[Any]) -> str:
        if str(c[-1]) == "planeswalker":
            return STILL_PLANESWALKER  # CR 205.1b
        return STILL_THAT if str(c[0]) == "that's" else IN_ADDITION

    def animated(self, c: list[Any]) -> Becoming:
        """"becomes a 1/1 [white and blue] [Bird] [artifact] creature [with flying]
        [that's still a land | in addition to its other types]": its characteristics as a
        token's would be; a keyword standing for abilities (decayed) is refused."""
        quoted = tuple(t for t in c if isinstance(t, str) and not isinstance(t, Token) and
                       t not in _STILLS)  # 'with "<ability>"' (613.1f)
        ended = next((str(t) for t in c if isinstance(t, Token) and t.type == "QUOTED_STILL"),
                     "")  # 'with "<ability>." it's still a land' (205.1b)
        if ended:
            quoted = (ended[1:ended.rindex('"')],)
        keywords = next((t for t in c if isinstance(t, Kw)), Kw.NONE)
        for t in c:
            if isinstance(t, tuple):  # 'with menace and "<ability>"'
                if t[1] == DECAYED or "\n" in t[1] or t[1][:1].isupper():
                    raise Refused("decayed")  # a keyword standing for abilities (702.147a),
                    # or one with a number ("toxic 1", the token's text): not here
                keywords, quoted = t[0], (t[1],)
        pt = next(str(t) for t in c if isinstance(t, Token) and t.type == "TOKEN_PT")
        words: list[str] = next((t for t in c if isinstance(t, list)), [])
        still = STILL_SENTENCE if ended else \
            next((t for t in c if isinstance(t, str) and t in _STILLS), "")
        colors = _colors(c)
        types = [w.title() for w in words if w in _CARD_TYPES]
        subtypes = _creature_types([w for w in words if w not in _CARD_TYPES])
        if words[len(subtypes):] != [w.lower() for w in types]:
            raise Refused(" ".join(words))  # creature types first, then card types
        power, toughness = (int(v) for v in pt.split("/"))
        return Becoming(power, toughness, colors, (*types, "Creature"), subtypes, keywords,
                        still=still,
                        order=("animate",), quoted=quoted)


    def retyped(self, c: list[Any]) -> Becoming:
        """"becomes a blue serpent with base power and toughness 5/5", "becomes a bear
        berserker", "becomes a dinosaur | an artifact in addition to its other types": its
        colors and creature types (205.1a: they replace its others, 205.1b: unless "in
        addition"), its card types added, its base power and toughness."""
        words: list[str] = next(t for t in c if isinstance(t, list))
        colors = _colors(c)
        still = next((t for t in c[1:] if isinstance(t, str) and not isinstance(t, Token)), "")
        pt = next((str(t) for t in c[1:] if isinstance(t, Token) and t.type == "TOKEN_PT"), "")
        power, toughness = (int(v) for v in pt.split("/")) if pt else (None, None)
        if still == STILL_THAT or pt and still:
            raise Refused("still a land")
        types = tuple(w.title() for w in words if w in _CARD_TYPES) if still else ()
        if types and (len(words) > 1 or "Creature" in types):
            raise Refused(" ".join(words))  # "an artifact in addition ...": the type alone
        if not still and pt and len(words) > 1 and words[-1] == "creature":
            # "becomes a green Elk creature with base power and toughness 3/3": its card types
            # replaced too (205.1a)
            return Becoming(power, toughness, colors, types=("Creature",),
                            subtypes=_creature_types(words[:-1]), order=("retype",))
        return Becoming(power, toughness, colors, types=types,
                        subtypes=() if types else _creature_types(words, still), still=still,
                        order=("retype",))

    def becomes_artifact_creature(self, c: list[Any]) -> Becoming:
        """"becomes an artifact creature [until end of turn]": the two card types added, its
        others kept (CR 205.1b), its printed power and toughness (a Vehicle's, 301.7)."""
        return Becoming(types=("Artifact", "Creature"), order=("retype",))

    def pump(self, c: list[Any]) -> Becoming:
        """"gets +2/+2" beside the changes (7c); X refused."""
        p, t = str(c[0]).split("/")
        if "x" in p + t:
            raise Refused(str(c[0]))
        return Becoming(pump=(int(p), int(t)), order=("pump",))


def _joined(first: Becoming, more: Becoming) -> Becoming:
    """Two changes of one instruction: each characteristic changed once at most."""
    if first.pump != (0, 0) and more.pump != (0, 0) or \
            first.choice and more.choice or first.power is not None and more.power is not None or \
            first.colors is not None and more.colors is not None or \
            first.add & more.add or first.remove & more.remove or (first.add | more.add) & (
                first.remove | more.remove) or (first.types or first.subtypes) and (
                more.types or more.subtypes) or more.strip and (
                first.strip or first.add or first.remove or first.quoted):
        raise Refused("one characteristic changed twice")  # (an ability gained, then all lost)
    return Becoming(
        first.power if first.power is not None else more.power,
        first.toughness if first.toughness is not None else more.toughness,
        first.colors if first.colors is not None else more.colors,
        first.types or more.types, first.subtypes or more.subtypes, first.add | more.add,
        first.remove | more.remove, first.still or more.still, first.order + more.order,
        choice=first.choice or more.choice, pump=first.pump if first.pump != (0, 0) else more.pump,
        strip=first.strip or more.strip, quoted=first.quoted + more.quoted)


#: two changes of one instruction or static ability joined (``sim.text.attached_lists``)
joined = _joined


def becomes_op(step: Instruction, who: str) -> list[Op]:
    """The ``BECOMES`` op of a ``becomes`` instruction on ``who`` (its subject resolved)."""
    choice = step.count.choice if isinstance(step.count, Becoming) else ""
    return [Op(BECOMES, who, duration=step.duration, becoming=step.count, rule=choice)]


#: the sentence keeping a land's card type: of one land, of several (CR 205.1b)
_STILL_SENTENCES = frozenset(("it's still a land", "they're still lands"))


def still_joined(sentences: list[str]) -> list[str]:
    """``sentences`` with each "It's | They're still a land | lands." joined to the sentence
    before it: with it,
    "~ becomes a 1/1 ... creature until end of turn" keeps the land's card type (CR 205.1b),
    so the grammar reads the two as one instruction (``becomes``)."""
    out: list[str] = []
    for raw in sentences:
        if out and normalize(raw) in _STILL_SENTENCES:
            out[-1] = out[-1].rstrip() + " " + raw
        else:
            out.append(raw)
    return out
