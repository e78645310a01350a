"""The transformer rules of the Oracle grammar (``oracle.lark``) for counts: characteristic-
defining power and toughness (CR 604.3, 613.4a: "~'s power [and toughness are each] [is]
equal to <count>", "~'s toughness is equal to <count>", "~'s power is equal to <count> and its
toughness is equal to that number plus N") and "gets +N/+N for each <thing>" (613.4c). A count
(``sim.model.abilities.Count``) is "the number of <permanents> [you control | your opponents
control | on the battlefield]", "the number of [<type> [and <type>]] cards in your hand | your
graveyard | all graveyards", domain's "basic land types among lands you control", "your
devotion to <color>", "your life total", "the number of card types among cards in all
graveyards", "the greatest mana value among <permanents>", counters on it, what is attached
to it; "twice", "N plus" and "<count> plus <count>".

Interpreted in the compiled build (``setup.py``): the class subclasses lark's ``Transformer``,
which mypyc cannot compile.
"""

from __future__ import annotations

from typing import Any

import attrs
from lark import Token, Transformer

from sim.model.abilities import (
    ATTACHED_TO_SELF,
    CARD_TYPES,
    CDA_BOTH,
    CDA_POWER,
    CDA_TOUGHNESS,
    COUNTERS_ON_SELF,
    DEVOTION,
    DOMAIN,
    ENCHANTED,
    EQUIPPED,
    GREATEST_MANA_VALUE,
    LIFE_TOTAL,
    OPPONENT,
    SELF,
    THAT_PLAYER_CONTROLS,
    YOU,
    Count,
    Filter,
    Parsed,
    Static,
)
from sim.model.count_kinds import GREATEST_TOUGHNESS, TOTAL_POWER, TOTAL_TOUGHNESS
from sim.model.filters import GREATEST_POWER, Kinds
from sim.model.multikicker import KICKED_TIMES
from sim.model.objects import MINUS, PLUS
from sim.model.programs import EACH_PLAYER, OPPONENTS, THAT_PLAYER
from sim.text.effect_rules import Instruction
from sim.text.keyword_names import KEYWORDS
from sim.text.static_rules import Refused
from sim.text.tribe_rules import either_types
from sim.text.vocabulary import COLORS, creature_type, thing

#: the card types a counted zone's cards may be of, as printed
CARD_TYPE_WORDS = {"creature": "Creature", "instant": "Instant", "sorcery": "Sorcery",
                   "land": "Land", "artifact": "Artifact", "enchantment": "Enchantment",
                   "planeswalker": "Planeswalker"}

#: the kinds of counters a count reads on its source ("for each oil counter on it")
COUNTER_WORDS = {"+1/+1": PLUS, "-1/-1": MINUS}

#: what may be attached to a permanent and counted ("for each Aura attached to it")
ATTACHABLE = {"aura": "Aura", "auras": "Aura", "equipment": "Equipment"}
#: artifact subtypes a count names, singular and plural ("for each Food", "the number of
#: Vehicles you control"; CR 205.3g)
_ARTIFACT_KINDS = {w: t for t in ("Vehicle", "Food", "Clue", "Treasure")
                   for w in (t.lower(), t.lower() + "s")}
#: an enchantment's or a land's subtype counted ("for each Shrine you control", "the number of
#: Towns | Caves you control": CR 205.3h, 205.3i)
_ARTIFACT_KINDS |= {w: t for t in ("Shrine", "Town", "Cave") for w in (t.lower(), t.lower() + "s")}


def counted_thing(words: str) -> Filter:
    """The permanents a count names ("artifacts", "black permanents", "Elves"): a kind as
    ``thing`` reads it, or "[<color>] permanent(s)"."""
    parts = words.split()
    if len(parts) > 1 and parts[0] == "other":  # not the source itself (611.3)
        return attrs.evolve(counted_thing(" ".join(parts[1:])), other=True)
    if len(parts) > 1 and parts[0] == "attacking":  # CR 506.4: attacking creatures now
        kind = counted_thing(" ".join(parts[1:]))
        return attrs.evolve(kind, attacking=True) if kind.card_type in ("", "Creature") \
            and not kind.zone else _refused(words)
    if len(parts) > 1 and parts[0] in ("tapped", "untapped"):  # CR 110.5 (issue 29, counts)
        kind = counted_thing(" ".join(parts[1:]))
        return attrs.evolve(kind, tapped=parts[0] == "tapped") if kind.tapped is None and \
            not kind.zone and not kind.other and not kind.attacking else _refused(words)
    if parts and parts[-1] in ("token", "tokens") or parts and parts[0] == "nontoken":
        return _tokens(parts)  # CR 111.1: "creature tokens", "tokens", "nontoken creatures"
    if len(parts) > 1 and parts[0] == "legendary":  # the supertype (205.4d)
        return attrs.evolve(counted_thing(" ".join(parts[1:])), legendary=True)
    if len(parts) > 1 and parts[0] in ("snow", "colorless") or " with " in words:
        return more_thing(words)  # "snow lands", "creatures with shadow" (issue 29, CDAs)
    if len(parts) > 1 and parts[0] in ("basic", "nonbasic"):  # "basic Island" (205.4c)
        kind = counted_thing(" ".join(parts[1:]))
        if kind.color or not (kind.subtype or kind.card_type == "Land"):
            raise Refused(words)  # a basic land or a land's subtype only
        return attrs.evolve(kind, basic=parts[0] == "basic")
    if parts and parts[-1] in ("permanent", "permanents") and len(parts) <= 2:
        if len(parts) == 1:
            return Filter()
        if parts[0] in COLORS:
            return Filter(color=COLORS[parts[0]])
    if words in _ARTIFACT_KINDS:
        return Filter(subtype=_ARTIFACT_KINDS[words])
    if words in ATTACHABLE:  # "for each Equipment you control" (an artifact subtype, 205.3g)
        return Filter(subtype=ATTACHABLE[words])
    if " and " in words:  # "Wolves and Werewolves": either type (issue 29, tribes; 205.3m)
        first, _, second = words.partition(" and ")
        return Filter(subtype=either_types(first, second, True))
    counted = thing(words)
    if counted is None:
        raise Refused(words)
    return counted


def _tokens(parts: list[str]) -> Filter:
    """"tokens", "creature tokens", "artifact token", "nontoken creatures" (CR 111.1): a card
    type or none, and whether a token (``Filter.token``)."""
    if parts[0] == "nontoken":
        kind = counted_thing(" ".join(parts[1:]))
        if kind.token is not None or kind.zone or kind.other or kind.tapped is not None:
            raise Refused("nontoken")
        return attrs.evolve(kind, token=False)
    if len(parts) == 1:
        return Filter(token=True)
    card_type = CARD_TYPE_WORDS.get(parts[0], "")
    if len(parts) != 2 or not card_type:
        raise Refused(" ".join(parts))
    return Filter(card_type=card_type, token=True)


def more_thing(words: str) -> Filter:
    """"snow permanents | lands" (a supertype, CR 205.4g), "colorless creatures" (105.2c),
    "creatures with shadow" (a keyword ability, 702): ``Filter.more``, ``Filter.with_kw``."""
    head, _, keyword = words.partition(" with ")
    if keyword:
        kw = KEYWORDS.get(keyword)
        if kw is None or " with " in keyword:
            raise Refused(keyword)
        kind = counted_thing(head)
        if kind.with_kw or kind.zone:
            raise Refused(words)
        return attrs.evolve(kind, with_kw=int(kw))
    first, _, rest = words.partition(" ")
    kind = counted_thing(rest)
    if kind.more is not None or kind.zone or kind.color and first == "colorless":
        raise Refused(words)
    return attrs.evolve(kind, more=Kinds(snow=first == "snow", colorless=first == "colorless"))


#: counts of permanents' power or toughness (CR 208.1)
_SIZE_KINDS = frozenset((GREATEST_POWER, GREATEST_TOUGHNESS, TOTAL_POWER, TOTAL_TOUGHNESS))


def reads_sizes(c: Count) -> bool:
    """Whether ``c`` reads permanents' power or toughness ("the greatest power among ...",
    "creatures with power 4 or greater", CR 208.1): a static ability that defines or changes
    a power (604.3 and 613.4a; 613.4c) could then read its own result (613.8: a dependency the
    engine does not order), so such statics are not read."""
    what = c.what
    return c.kind in _SIZE_KINDS or what is not None and (
        what.min_power is not None or what.max_power is not None) or \
        c.more is not None and reads_sizes(c.more)


#: ``counted_where``'s mark of "of the chosen type" after "you control"
_OF_CHOSEN = "|of chosen"
def _refused(words: str) -> Filter:
    raise Refused(words)

#: the marker ``amount_rules.count_defending_each`` pairs its count with: the count names ~'s
#: defending player (CR 506.2), so only a subject that is ~ itself may read it
#: (``pt_for_each``, ``modify_for_each``)
DEFENDING = "defending"


class CdaRules(Transformer[Token, Any]):
    """Counts (``Count``), the characteristic-defining abilities and the "for each" bonuses
    that use them; each method is named after a rule or an alias of ``oracle.lark``."""

    def static_cda(self, c: list[Any]) -> Parsed:
        return c[0]  # type: ignore[no-any-return]

    def cda_verb(self, tokens: list[Any]) -> str:
        words = [str(t) for t in tokens]
        return CDA_BOTH if len(words) > 2 else CDA_TOUGHNESS if words[0] == "toughness" \
            else CDA_POWER

    def cda(self, c: list[Any]) -> Parsed:
        if reads_sizes(c[1]):
            raise Refused("power")  # CR 613.8
        return Parsed(statics=(Static("", affects=SELF, cda=c[0], per=c[1]),))

    def cda_plus(self, c: list[Any]) -> Parsed:
        """"... and its toughness is equal to that number plus N" (Lhurgoyf, 604.3)."""
        if c[0] != CDA_POWER or reads_sizes(c[1]):
            raise Refused("toughness")
        return Parsed(statics=(Static("", affects=SELF, cda=CDA_BOTH, per=c[1],
                                      toughness=int(c[2])),))

    # counts

    def count_value(self, c: list[Any]) -> Count:
        return c[0]  # type: ignore[no-any-return]

    def count_twice(self, c: list[Any]) -> Count:
        counted: Count = c[0]
        return attrs.evolve(counted, times=2)

    def count_plus_twice(self, c: list[Any]) -> Count:
        """"1 plus twice the number of age counters on it" (604.3)."""
        counted: Count = c[1]
        return attrs.evolve(counted, times=2, plus=int(c[0]))

    def count_plus(self, c: list[Any]) -> Count:
        counted: Count = c[1]
        return attrs.evolve(counted, plus=int(c[0]))

    def count_sum(self, c: list[Any]) -> Count:
        first: Count = c[0]
        if c[1].more is not None or first.more is not None:
            raise Refused("plus")
        return attrs.evolve(first, more=c[1])

    def counted_yours(self, c: list[Any]) -> str:
        return YOU

    def counted_opponents(self, c: list[Any]) -> str:
        return OPPONENT

    def counted_anywhere(self, c: list[Any]) -> str:
        return ""

    def counted_yours_chosen(self, c: list[Any]) -> str:
        """"you control of the chosen type | of that type" (CR 608.2d, 614.12)."""
        return YOU + _OF_CHOSEN

    def count_permanents(self, c: list[Any]) -> Count:
        who = c[1] if len(c) > 1 else ""
        what = attrs.evolve(counted_thing(c[0]), controller=who.removesuffix(_OF_CHOSEN))
        if who.endswith(_OF_CHOSEN):  # "... of the chosen type" (Filter.chosen)
            what = attrs.evolve(what, chosen="type")
        return Count(what=what)

    count_permanents_each = count_permanents  # "for each artifact you control" (613.4c)

    def count_basic_each(self, c: list[Any]) -> Count:  # "for each basic Island you control"
        return self.count_permanents([f"basic {c[0]}", *c[1:]])

    def zone_cards(self, c: list[Any]) -> Filter:
        """"[<type> [and <type>]] cards in your hand | your graveyard | all graveyards"."""
        return _zone_cards([str(t) for t in c])

    def count_cards(self, c: list[Any]) -> Count:
        return Count(what=c[0])

    def zone_card(self, c: list[Any]) -> Filter:
        """"[creature] card in your hand | graveyard | all graveyards" (after "for each")."""
        return _zone_cards([str(t) for t in c])

    def count_domain(self, c: list[Any]) -> Count:
        return Count(DOMAIN)

    def count_card_types(self, c: list[Any]) -> Count:
        """"the number of card types among cards in all graveyards" (205.2a)."""
        return Count(CARD_TYPES, Filter(zone="graveyard"))

    def count_card_types_yours(self, c: list[Any]) -> Count:
        return Count(CARD_TYPES, Filter(zone="graveyard", controller=YOU))

    def count_devotion(self, c: list[Any]) -> Count:
        return Count(DEVOTION, of=COLORS[c[0]])

    def count_life(self, c: list[Any]) -> Count:
        return Count(LIFE_TOTAL)

    def count_greatest_value(self, c: list[Any]) -> Count:
        who = c[1] if len(c) > 1 else ""
        return Count(GREATEST_MANA_VALUE, attrs.evolve(counted_thing(str(c[0])),
                                                       controller=who))

    def count_counters(self, c: list[Any]) -> Count:
        kind = str(c[0])
        return Count(COUNTERS_ON_SELF, of=COUNTER_WORDS.get(kind, kind))

    def count_plus_counters(self, c: list[Any]) -> Count:
        """"the number of +1/+1 counters on it" (CR 122.1)."""
        return Count(COUNTERS_ON_SELF, of=PLUS)

    def count_kicked_times(self, c: list[Any]) -> Count:
        """"for each time it was kicked" (CR 702.33c)."""
        return Count(KICKED_TIMES)

    def count_attached(self, c: list[Any]) -> Count:
        """"Aura", "Equipment", or "Aura and Equipment" (either, ``CardDef.has_subtype``'s
        "/") attached to it."""
        kinds = [ATTACHABLE.get(str(w)) for w in c]
        if None in kinds or len(set(kinds)) != len(kinds):
            raise Refused(str(c[0]))
        return Count(ATTACHED_TO_SELF, Filter(subtype="/".join(k or "" for k in kinds)))

    def count_counters_it(self, c: list[Any]) -> tuple[Count, str]:
        """"for each oil counter on it": "it" is the subject, read only when that is the
        source itself (``pt_for_each``)."""
        return self.count_counters(c), "it"

    def count_attached_it(self, c: list[Any]) -> tuple[Count, str]:
        return self.count_attached(c), "it"

    def pt_for_each(self, c: list[Any]) -> tuple[Any, ...]:
        """"<subject> gets +N/+N for each <thing>" (613.4c): a body ``_finish`` completes. A
        count "on it" / "attached to it" names the subject, and "other" means other than
        the subject: read only of "~" itself."""
        per, affects = c[2], c[0].affects
        if isinstance(per, tuple) and per[1] == DEFENDING and affects != SELF:
            raise Refused("defending player")  # ~'s own only (``amount_rules``)
        attached = affects in (ENCHANTED, EQUIPPED)  # seen from the creature it affects
        relative = isinstance(per, tuple) or per.what is not None and per.what.other
        if isinstance(per, tuple):
            per = per[0]
        if relative and affects != SELF and not attached:
            raise Refused("other")  # other than the creature it affects, not its source
        unclear = per.kind == COUNTERS_ON_SELF or per.kind != ATTACHED_TO_SELF and \
            per.what is not None and per.what.card_type != "Creature"
        if relative and attached and unclear:  # "other enchantment": than the Aura, or the
            raise Refused("other")             # creature? ("counter on it": the same)
        if reads_sizes(per):  # a power counted in layer 7c, beside the power it sets: no
            raise Refused("power")  # order (613.8)
        return "for each", c[0], c[1], per, relative and attached


    def each_players_count(self, c: list[Any]) -> Count:
        """"[twice] the number of [basic|nonbasic] <permanents> that player controls"."""
        words = [str(t) for t in c][:-3]  # without "that player controls"
        times = 2 if words[0] == "twice" else 1
        kind = counted_thing(" ".join(words[4:] if times == 2 else words[3:]))
        return Count(what=attrs.evolve(kind, controller=THAT_PLAYER_CONTROLS), times=times)

    def cards_in_that_hand(self, c: list[Any]) -> Count:
        """"the number of cards in that player's hand" (issue 29, players; 402.1)."""
        return Count(what=Filter(zone="hand", controller=THAT_PLAYER_CONTROLS))

    def damage_counted_each(self, c: list[Any]) -> Instruction:
        """"~ deals damage to each player | target player | that player equal to <count> that
        player | they control(s) | the number of cards in that player's | their hand" (608.2h):
        each player (or each opponent, the target player, or the player a trigger's event
        names, 603.2) dealt as much as their own count."""
        who = c[0]
        target_player = who.kind == "target" and who.spec is not None and \
            who.spec.types == frozenset({"player"})
        that_player = who.kind == "it" and who.words == THAT_PLAYER  # (``hand_rules``)
        if getattr(who, "who", "") not in (EACH_PLAYER, OPPONENTS) and not target_player and \
                not that_player:
            raise Refused("that player")
        return Instruction("damage", who, amount=1, count=c[1])

    def damage_counted(self, c: list[Any]) -> Instruction:
        """"~ deals damage to <subject> equal to <count>" (608.2h): one damage per count."""
        return Instruction("damage", c[0], amount=1, count=c[1])


    def modify_for_each(self, c: list[Any]) -> Instruction:
        """"<subject> gets +N/+N until end of turn for each <count>" (608.2h): the bonus
        times the count taken as it resolves; no abilities granted, no "it" or "other"."""
        modified: Instruction = c[1]
        per = c[3]
        if isinstance(per, tuple) and per[1] == DEFENDING and c[0].kind in ("self", "it"):
            per = per[0]  # "it gets +1/+0 ... for each land defending player controls": ~'s
        if isinstance(per, tuple) or modified.add or modified.params or modified.x or \
                per.what is not None and per.what.other and c[0].kind not in ("self", "it"):
            raise Refused("for each")  # "other": other than ~ (``shared_x.own_count``)
        return attrs.evolve(modified, who=c[0], duration=c[2], count=per)


def _zone_cards(words: list[str]) -> Filter:
    """The cards of a hand or graveyard a count names (404.1, 402.1)."""
    kinds = [w for w in words if w not in ("cards", "card", "in", "your", "all", "graveyards",
                                           "hand", "graveyard", "and")]
    what = zone_filter(kinds, "hand" if words[-1] == "hand" else "graveyard")
    return what if words[-1] == "graveyards" else attrs.evolve(what, controller=YOU)


def zone_filter(kinds: list[str], zone: str) -> Filter:
    """The cards of ``zone`` ("hand", "graveyard") of the types or the subtype ``kinds`` name
    ("creature", "instant" and "sorcery", "zombie", "permanent"; none: every card), of every
    player's (``Filter.controller`` "")."""
    kinds = [k for k in kinds if k != "and"]
    types = [CARD_TYPE_WORDS.get(k, "") for k in kinds]
    subtype = creature_type(kinds[0]) if len(kinds) == 1 and not types[0] else ""
    if subtype:  # "Zombie cards in all graveyards" (205.3m)
        types = []
    more = Kinds(permanent=True) if kinds == ["permanent"] else None  # 110.4a (issue 29)
    if more is not None:
        types = []
    elif not all(types) and not subtype:
        raise Refused(" ".join(kinds))
    return Filter(card_type="/".join(types), zone=zone, subtype=subtype, more=more)
