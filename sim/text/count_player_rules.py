"""The transformer rules of the Oracle grammar (``oracle.lark``) for counts of another player's
things (issue 29, counts; CR 604.3, 613.4c, 608.2h): "the number of <permanents> the chosen
player controls", "the number of [<type>] cards in the chosen player's hand | graveyard", "for
each card in the chosen player's hand" (the player chosen as the source entered, 614.12:
``sim.model.filters.CHOSEN_PLAYER``), "the number of cards in your opponents' graveyards |
hands" (404.1, 402.1), "for each poison counter your opponents have" (122.1f), "for each
counter on ~" (every kind, 122.1), "for each artifact and/or enchantment you control" (either
type); a counted permanent's quality ("with power N or less", "with flying", "with +1/+1
counters on them", CR 208.1, 702, 122.1) and "the greatest toughness among <permanents>".
Counted by ``sim.model.board.counted`` (``count_qualities.seen_player``, ``count_kinds``);
written back by ``sim.text.render_counts``.

Interpreted in the compiled build (``setup.py``): the class subclasses lark's ``Transformer``,
which mypyc cannot compile.
"""

from __future__ import annotations

from typing import Any

import attrs
from lark import Token, Transformer

from sim.model.abilities import COUNTERS_ON_SELF, OPPONENT, YOU, Count, Filter
from sim.model.count_kinds import (
    COLORS_AMONG,
    COUNTERS_AMONG,
    DIED_THIS_TURN,
    GREATEST_TOUGHNESS,
    OPPONENT_POISON,
)
from sim.model.filters import CHOSEN_PLAYER, Kinds
from sim.model.objects import PLUS
from sim.text.cda_rules import CARD_TYPE_WORDS, COUNTER_WORDS, counted_thing, zone_filter
from sim.text.count_quality_rules import with_quality
from sim.text.keyword_names import KEYWORDS
from sim.text.static_rules import Refused


class CountPlayerRules(Transformer[Token, Any]):
    """Each method is named after a rule or an alias of ``oracle.lark``."""

    def counted_chosen_player(self, c: list[Any]) -> str:
        """"the chosen player controls" (CR 614.12)."""
        return CHOSEN_PLAYER

    def players_zone(self, c: list[Any]) -> tuple[str, str]:
        """"the chosen player's hand | graveyard", "your opponents' hands | graveyards": whose
        (a ``Filter.controller``) and the zone."""
        words = [str(t) for t in c]
        return (CHOSEN_PLAYER if words[0] == "the" else OPPONENT), words[-1].removesuffix("s")

    def count_cards_of(self, c: list[Any]) -> Count:
        """"[<type> [and <type>]] cards in <players_zone>" after "the number of" or "for
        each" (CR 404.1, 402.1): the cards there of those types."""
        who, zone = c[-1]
        kinds = [w for t in c[:-1] for w in str(t).split() if w not in ("cards", "card", "in")]
        what = zone_filter(kinds, zone)
        return Count(what=attrs.evolve(what, controller=who))

    def count_opponent_poison(self, c: list[Any]) -> Count:
        """"for each poison counter your opponents have", "the number of poison counters your
        opponents have" (CR 122.1f)."""
        return Count(OPPONENT_POISON)

    def count_counters_among(self, c: list[Any]) -> Count:
        """"[the number of] [<kind>] counter(s) on | among <permanents> [you control]" (CR
        122.1): of that kind, or every kind."""
        kind = str(c[0]) if isinstance(c[0], Token) else ""  # COUNTER_KIND or a WORD
        rest = c[1:] if kind else c
        what, who = counted_thing(str(rest[0])), str(rest[1]) if len(rest) > 1 else ""
        if what.zone or who not in (YOU, OPPONENT, ""):
            raise Refused("counters")
        kind = COUNTER_WORDS.get(kind, kind)
        return Count(COUNTERS_AMONG, attrs.evolve(what, controller=who), of=kind)

    def count_plus_counters_among(self, c: list[Any]) -> Count:
        """"the number of +1/+1 counters on <permanents>" (the literal "+1/+1", CR 122.1)."""
        return attrs.evolve(self.count_counters_among(c), of=PLUS)

    def count_colors_among(self, c: list[Any]) -> Count:
        """"for each color among <permanents> [you control]", "the number of colors among
        ..." (CR 105.1)."""
        what, who = counted_thing(str(c[1])), str(c[2]) if len(c) > 2 else ""
        if what.zone or who not in (YOU, OPPONENT, ""):
            raise Refused("colors")
        return Count(COLORS_AMONG, attrs.evolve(what, controller=who))

    def count_died(self, c: list[Any]) -> Count:
        """"for each creature that died this turn" (CR 700.4)."""
        return Count(DIED_THIS_TURN)

    def count_any_counter(self, c: list[Any]) -> Count:
        """"for each counter on ~", "the number of counters on ~" (CR 122.1: of every kind)."""
        return Count(COUNTERS_ON_SELF)

    def quality_max_power(self, c: list[Any]) -> Filter:
        """"with power N or less" (CR 208.1)."""
        return Filter(max_power=int(c[0]))

    def quality_keyword(self, c: list[Any]) -> Filter:
        """"with flying" (a keyword ability, CR 702; one word)."""
        kw = KEYWORDS.get(str(c[0]))
        if kw is None:
            raise Refused(str(c[0]))
        return Filter(with_kw=int(kw))

    def count_permanents_quality(self, c: list[Any]) -> Count:
        """"the number of <permanents> you control with <quality>"."""
        return Count(what=with_quality(str(c[0]), str(c[1]), c[2]))

    def count_quality_first(self, c: list[Any]) -> Count:
        """"[the number of] <permanents> with <quality> [you control | on the battlefield]"."""
        return Count(what=with_quality(str(c[0]), str(c[2]) if len(c) > 2 else "", c[1]))

    def count_greatest_toughness(self, c: list[Any]) -> Count:
        """"the greatest toughness among <permanents> [you control]" (CR 208.1)."""
        who = str(c[1]) if len(c) > 1 else ""
        if who not in (YOU, OPPONENT, ""):
            raise Refused(who)
        return Count(GREATEST_TOUGHNESS, attrs.evolve(counted_thing(str(c[0])), controller=who))

    def count_and_or_each(self, c: list[Any]) -> Count:
        """"for each artifact and/or enchantment you control": either card type."""
        kinds = tuple(CARD_TYPE_WORDS.get(str(w), "") for w in (c[0], c[2]))
        who = str(c[3]) if len(c) > 3 else ""
        if not all(kinds) or kinds[0] == kinds[1] or who not in (YOU, OPPONENT, ""):
            raise Refused("and/or")
        return Count(what=Filter(controller=who, more=Kinds(any_types=kinds)))
