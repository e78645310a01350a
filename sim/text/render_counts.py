"""Counts rendered back to Oracle text (``sim.model.abilities.Count``, CR 604.3, 613.4c): the
"the number of <things>" form a characteristic-defining ability names, and the "for each
<thing>" form of a bonus; the other half of ``sim.text.cda_rules``."""

from __future__ import annotations

from collections.abc import Callable

import attrs

from sim.model import abilities as ab
from sim.model.abilities import Count, Filter, Static
from sim.model.count_kinds import (
    ATTACKING_YOU_COUNT,
    COLORS_AMONG,
    COLORS_OF_IT,
    COUNTERS_AMONG,
    DIED_THIS_TURN,
    GREATEST_TOUGHNESS,
    OPPONENT_POISON,
    OPPONENTS_YOU_HAVE,
    PARTY,
    TOTALS,
)
from sim.model.filters import (
    BLOCKING_IT,
    CHOSEN_PLAYER,
    DEFENDING_PLAYER,
    GREATEST_POWER,
    NAMED_AS_SOURCE,
    OBJECT_COUNTS,
    SPELL_MANA_VALUE,
)
from sim.model.multikicker import KICKED_TIMES
from sim.model.objects import MINUS, PLUS
from sim.model.programs import ADD_MANA, DIG, DRAW, GAIN_LIFE, LOSE_LIFE, THAT, TOKEN, YOU, Op
from sim.model.speed_verbs import YOUR_SPEED
from sim.text.render_count_more import (
    kinds_noun,
    kinds_prefix,
    kinds_tail,
    more_base,
    that_are_tail,
    zone_count_phrase,
)
from sim.text.render_count_quality import quality_tail
from sim.text.render_object_counts import object_phrase
from sim.text.render_tribes import count_noun
from sim.text.spell_value_text import spell_phrase
from sim.text.wording import Piece, alt, number

_COLOR_WORDS = {"W": "white", "U": "blue", "B": "black", "R": "red", "G": "green"}
_COUNTER_WORDS = {PLUS: "+1/+1", MINUS: "-1/-1"}
_WHO = {ab.YOU: " you control", ab.OPPONENT: " your opponents control",
        ab.THAT_PLAYER_CONTROLS: alt(" that player controls", " they control"),
        CHOSEN_PLAYER: " the chosen player controls",
        DEFENDING_PLAYER: " defending player controls"}
#: whose hand or graveyard a count of cards names, but yours and all (404.1, 402.1)
_WHOSE_ZONE = {ab.THAT_PLAYER_CONTROLS: "that player's {}", CHOSEN_PLAYER: "the chosen player's {}",
               ab.OPPONENT: "your opponents' {}s"}


def _noun(what: Filter, many: bool) -> Piece:
    """A kind of permanent as a count names it ("artifacts", "black permanents", "Elves")."""
    words = ("other " if what.other else "") + ("attacking " if what.attacking else "") + (
        "" if what.tapped is None else "tapped " if what.tapped else "untapped ") + (
        "nontoken " if what.token is False else "") + (
        "legendary " if what.legendary else "") + (
        _COLOR_WORDS[what.color] + " " if what.color else "") + (
        "" if what.basic is None else "basic " if what.basic else "nonbasic ") + \
        kinds_prefix(what)
    s = "s" if many else ""
    noun: Piece
    if what.token:  # "tokens", "creature tokens" (CR 111.1)
        noun = (what.card_type.lower() + " " if what.card_type else "") + "token" + s
    elif kinds_noun(what, many):  # "artifacts and/or enchantments" (issue 29, CDAs)
        noun = kinds_noun(what, many)
    elif what.card_type and what.subtype:
        noun = f"{what.subtype.lower()} {what.card_type.lower()}{s}"
    elif what.card_type:
        noun = what.card_type.lower() + s
    elif what.subtype:
        noun = count_noun(what.subtype, many)  # "elves", "wolves and werewolves" (205.3m)
    else:
        noun = "permanent" + s
    return (words, noun, kinds_tail(what))


def _permanents(what: Filter, many: bool) -> Piece:
    who = _WHO.get(what.controller, alt("", " on the battlefield"))
    if what.chosen == "type":  # "... you control of the chosen type" (608.2d, 614.12)
        return (_noun(attrs.evolve(what, chosen=""), many), who,
                alt(" of the chosen type", " of that type"))
    if what.chosen == "color":  # "permanents of the chosen color your opponents control"
        return (_noun(attrs.evolve(what, chosen=""), many), " of the chosen color", who)
    if what.with_kw or quality_tail(what):  # the quality before or after whose (CR 702, 208.1)
        noun = _noun(attrs.evolve(what, with_kw=0), many)
        quality = (kinds_tail(attrs.evolve(what, more=None)), quality_tail(what))
        return alt((noun, who, quality), (noun, quality, who))
    return (_noun(what, many), who, quality_tail(what), that_are_tail(what))


def _cards(what: Filter, many: bool) -> Piece:
    """"[creature] cards in your hand | your graveyard | all graveyards" (404.1, 402.1)."""
    kinds = " and ".join(t.lower() for t in what.card_type.split("/")) if what.card_type \
        else what.subtype.lower() or ("permanent" if what.more and what.more.permanent else "")
    kinds = kinds_prefix(what) + kinds if kinds else kinds_prefix(what).rstrip()
    kinds = ("other " if what.other else "") + ("nonbasic " if what.basic is False else "") + \
        kinds  # "other creature cards", "nonbasic land cards" (issue 29, CDAs; 205.4c)
    where = "all graveyards" if not what.controller else f"your {what.zone}"
    in_where: Piece = f" in {where}"
    if what.controller in _WHOSE_ZONE:  # "... in that player's | their hand" (402.1)
        in_where = f" in {_WHOSE_ZONE[what.controller].format(what.zone)}"
        if what.controller == ab.THAT_PLAYER_CONTROLS:
            in_where = alt(in_where, f" in their {what.zone}")
    noun = "cards" if many else "card"
    return (f"{kinds} {noun}" if kinds else noun, in_where)


def _counter_kind(of: str) -> str:
    """A kind of counter before "counter(s)" ("+1/+1 ", "lore "), or "" for every kind."""
    return _COUNTER_WORDS.get(of, of) + " " if of else ""


def _base(c: Count) -> Piece:
    """One count, without its "twice" or "N plus" ("the number of artifacts you control")."""
    what = c.what or ab.ANY
    more = more_base(c, lambda w: _permanents(w, True))  # cards drawn, chroma (issue 29)
    if more:
        return more
    if c.kind == ab.NUMBER_OF and zone_count_phrase(what):  # exile, all players' hands
        return zone_count_phrase(what)
    if c.kind == ab.NUMBER_OF:
        return ("the number of ", _cards(what, True) if what.zone else _permanents(what, True))
    if c.kind == ab.DOMAIN:
        return "the number of basic land types among lands you control"
    if c.kind == ab.DEVOTION:
        return f"your devotion to {_COLOR_WORDS[c.of]}"
    if c.kind == ab.LIFE_TOTAL:
        return "your life total"
    if c.kind == ab.CARD_TYPES:
        return "the number of card types among cards in " + (
            "your graveyard" if what.controller else "all graveyards")
    if c.kind == ab.GREATEST_MANA_VALUE:
        return ("the ", alt("greatest", "highest"), " mana value among ",
                _permanents(what, True))
    if c.kind == ab.COUNTERS_ON_SELF and not c.of:  # every kind (122.1)
        return "the number of counters on ~"
    if c.kind == ab.COUNTERS_ON_SELF:
        return (f"the number of {_COUNTER_WORDS.get(c.of, c.of)} counters on ", alt("it", "~"))
    if c.kind == OPPONENT_POISON:  # CR 122.1f
        return "the number of poison counters your opponents have"
    if c.kind == DIED_THIS_TURN:  # CR 700.4
        return "the number of creatures that died this turn"
    if c.kind == COLORS_AMONG:  # CR 105.1
        return ("the number of colors among ", _permanents(what, True))
    if c.kind == COUNTERS_AMONG:  # CR 122.1
        return ("the number of ", _counter_kind(c.of), "counters ", alt("on ", "among "),
                _permanents(what, True))
    if c.kind in (GREATEST_POWER, GREATEST_TOUGHNESS):  # CR 208.1
        return ("the ", alt("greatest", "highest"), " power among " if c.kind == GREATEST_POWER
                else " toughness among ", _permanents(what, True))
    if c.kind in OBJECT_COUNTS:  # "where X is ~'s power", "its toughness" (208.1, 202.3)
        return object_phrase(c)
    if c.kind == NAMED_AS_SOURCE:  # CR 201.2
        return "the number of cards named ~ in " + (
            "your graveyard" if what.controller else "all graveyards")
    if c.kind == OPPONENTS_YOU_HAVE:  # CR 102.3
        return "the number of opponents you have"
    if c.kind == PARTY:  # CR 700.8
        return "the number of creatures in your party"
    if c.kind in TOTALS:  # CR 208.1, 202.3: "the total power of creatures you control"
        return ("the total ", c.kind.removeprefix("total "), " of ", _permanents(what, True))
    if c.kind == YOUR_SPEED:  # CR 702.179b
        return "your speed"
    if c.kind == SPELL_MANA_VALUE:  # CR 202.3: a cast trigger's spell
        return spell_phrase(c)
    return f"<count {c.kind}>"


def count_phrase(c: Count) -> Piece:
    """A count as a characteristic-defining ability names it (604.3): "twice the number of
    ...", "2 plus the number of ...", "the number of ... plus the number of ..."."""
    head: Piece = _base(c)
    if c.times == 2:
        head = ("twice ", head)
    if c.plus:
        head = (f"{c.plus} plus ", head)
    return head if c.more is None else (head, " plus ", count_phrase(c.more))


def each_phrase(c: Count, itself: bool) -> Piece:
    """A count after "for each" (613.4c): "artifact you control", "card in your hand", "basic
    land type among lands you control", "oil counter on it", "Aura attached to it" (the
    source called "it" only where it is also the subject, ``itself``)."""
    source = alt("it", "~") if itself else "~"
    what = c.what or ab.ANY
    if c.kind == BLOCKING_IT and (c.on in ("", THAT) or c.on.startswith("target:")):  # 509.1h
        return ("creature blocking it", " beyond the first" if c.plus == -1 else "")
    if c.times != 1 or c.plus or c.more is not None:
        return f"<count {c.kind}>"
    if c.kind == ab.NUMBER_OF:
        return _cards(what, False) if what.zone else _permanents(what, False)
    if c.kind == ab.DOMAIN:
        return "basic land type among lands you control"
    if c.kind == ab.COUNTERS_ON_SELF and not c.of:  # every kind (122.1)
        return "counter on ~"
    if c.kind == ab.COUNTERS_ON_SELF:
        return (_COUNTER_WORDS.get(c.of, c.of), " counter on ", source)
    if c.kind == OPPONENT_POISON:  # CR 122.1f
        return "poison counter your opponents have"
    if c.kind == DIED_THIS_TURN:  # CR 700.4
        return "creature that died this turn"
    if c.kind == COLORS_AMONG:  # CR 105.1
        return ("color among ", _permanents(what, True))
    if c.kind == COUNTERS_AMONG and c.of:  # CR 122.1
        return (_counter_kind(c.of), "counter ", alt("on ", "among "), _permanents(what, True))
    if c.kind == ab.ATTACHED_TO_SELF:
        return (what.subtype.lower().replace("/", " and "), " attached to ", source)
    if c.kind == KICKED_TIMES:  # CR 702.33c
        return ("time ", alt("it", "~"), " was kicked")
    if c.kind == OPPONENTS_YOU_HAVE:  # CR 102.3
        return "opponent you have"
    if c.kind == PARTY:  # CR 700.8
        return "creature in your party"
    if c.kind == COLORS_OF_IT:  # CR 105.1 (``amount_rules``)
        return "of its colors"
    if c.kind == ATTACKING_YOU_COUNT:  # CR 508.1b
        return "creature attacking you"
    return f"<count {c.kind}>"


def each_tail(c: Count | None) -> Piece:
    """" for each <count>" after an effect's bonus ("gets +1/+1 until end of turn for each
    basic land type among lands you control", 608.2h), or nothing."""
    return "" if c is None else (" for each ", each_phrase(c, False))


def source_each_tail(c: Count | None) -> Piece:
    """" for each <count>" after "draw a card" (608.2h), "it" being the source ("+1/+1 counter
    on it"), or nothing."""
    return "" if c is None else (" for each ", each_phrase(c, True))


def cda(s: Static) -> Piece:
    """A characteristic-defining ability (604.3): "~'s power and toughness are each equal to
    <count>", "~'s power is equal to <count> and its toughness is equal to that number plus
    N"."""
    assert s.per is not None
    value = x_phrase(s.per)  # "20 minus <count>" (107.1b)
    if s.per.more is not None and s.per.more.times < 0:  # "<count> minus <count>"
        value = (count_phrase(attrs.evolve(s.per, more=None)), " minus ",
                 count_phrase(attrs.evolve(s.per.more, times=-s.per.more.times)))
    if s.toughness:
        return ("~'s power is equal to ", value, " and its toughness is equal to that number "
                "plus ", number(s.toughness))
    head: Piece = {ab.CDA_BOTH: "power and toughness are each", ab.CDA_POWER: "power is",
                   ab.CDA_TOUGHNESS: "toughness is"}[s.cda]
    whose = alt("~'s ", "its ") if s.condition else "~'s "  # "as long as ~ is attacking, its"
    return (whose, head, " equal to ", value)


def where_x(write: Callable[[Op], Piece], op: Op, ops: tuple[Op, ...]) -> Piece:
    """An instruction of ``ops`` as ``write`` renders it, its amount "X, where X is <count>"
    when its count is so written (CR 107.3; ``sim.text.where_x_rules``): written as an X
    amount, then the count after it, or after the last instruction sharing that X ("each
    opponent loses X life and you gain X life, where X is ...")."""
    per = op.per
    if per is not None and not per.where_x and op.verb == ADD_MANA:  # "add {c} for each
        return ("add ", op.rule.lower(), " for each ", each_phrase(per, False))  # <count>"
    if per is not None and not per.where_x and op.verb == GAIN_LIFE and op.who == YOU:
        return (write(attrs.evolve(op, per=None)), each_tail(per))  # "for each card in ..."
    if per is None or not per.where_x or op.verb == DIG:  # "create a 1/1 ... token for each
        # <count>" (608.2h); a dig writes its own X ("the top x cards ..., where x is")
        return write(op) if per is None or op.verb != TOKEN else (write(op), token_tail(per))
    if per.equal_to and op.verb in (GAIN_LIFE, LOSE_LIFE):  # "life equal to <count>"
        written = write(attrs.evolve(op, x=True, per=None))  # ("you gain ", "X", ...),
        assert isinstance(written, tuple)  # (<who>, " loses ", "X", " life")
        head = written[:1] if op.verb == GAIN_LIFE and op.who == YOU else written[:2]
        return (head, "life equal to ", x_phrase(per))
    if per.equal_to and op.verb == DRAW and op.who == YOU:  # "draw cards equal to <count>"
        return (alt("draw", "you draw"), " cards equal to ", x_phrase(per))
    if per.equal_to and op.verb == ADD_MANA:  # "add an amount of {g} equal to <count>"
        return ("add an amount of ", op.rule.lower(), " equal to ", x_phrase(per))
    sized = op.token is not None and op.token.x_pt  # "an x/x ... token" (107.3): X its size
    written = write(attrs.evolve(op, x=not sized, per=None))
    later = ops[next(i for i, o in enumerate(ops) if o is op) + 1:]
    return written if any(o.per is per for o in later) else (
        written, ", where x is ", x_phrase(per))


def token_tail(c: Count) -> Piece:
    """The count after a token instruction (CR 111.2, 608.2h): " equal to <count>" after "a
    number of ... tokens", else " for each <thing>"."""
    return (" equal to ", x_phrase(c)) if c.equal_to else each_tail(c)


def x_phrase(c: Count) -> Piece:
    """The count after "where X is": ``count_phrase``'s, or "<count> minus N", "N minus
    <count>" (107.1b)."""
    if c.times < 0:
        return (number(c.plus), " minus ", count_phrase(attrs.evolve(c, times=-c.times,
                                                                     plus=0)))
    if c.plus < 0:
        return (count_phrase(attrs.evolve(c, plus=0)), " minus ", number(-c.plus))
    return count_phrase(c)


def per_tail(s: Static, itself: bool) -> Piece:
    """A static bonus's count after it (613.4c): " for each <thing>", or ", where X is
    <count>" (107.3)."""
    assert s.per is not None
    if s.per.where_x:
        return (", where x is ", x_phrase(s.per))
    return (" for each ", each_phrase(s.per, itself))
