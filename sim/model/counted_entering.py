"""Counters a permanent enters with, counted as it enters (CR 614.1c: "~ enters with ...
counters on it" is a replacement effect on its entering; 614.12: applied just before it enters,
so what it counts is the game as it is then; 122.6: the counters are "put" on it): "~ enters
with a +1/+1 counter on it for each creature card in your graveyard", "~ enters with x +1/+1
counters on it, where x is the number of other creatures on the battlefield", "~ enters with a
number of +1/+1 counters on it equal to <count>". A ``Static`` of rule ``ENTERS_COUNTED``:
``per`` the count (``sim.model.filters.Count``, ``where_x`` or ``equal_to`` for its
phrasing), ``amount`` the counters for each one counted, its ``params`` the kind of counter
(``ENTERING_KIND``); or no count, ``amount`` counters under a ``condition`` ("~ enters with a
divinity counter on it if you cast it from your hand"). ``sim.rules.entering_counts`` puts
them on it."""

from __future__ import annotations

from sim.model.abilities import Static
from sim.model.card import CardDef

#: ``Static.rule``: "~ enters with N <kind> counters on it for each <count>" and its
#: "x ..., where x is" and "a number of ... equal to" forms; "~ enters with N <kind>
#: counters on it if <condition>"
ENTERS_COUNTED = "enters with counters counted"
#: ``Static.rule``: "each other creature you control enters with an additional +1/+1 counter
#: on it", "colorless creatures you control enter with two additional +1/+1 counters on them"
#: (614.1c: a replacement effect on other permanents entering, applied to each as it would
#: enter, 614.12; one entering at the same time as its source, or the source itself, is not
#: affected: the ability exists only once its source is on the battlefield): ``amount``
#: counters of its kind on each creature entering that its ``affects`` and ``only`` name
ENTERS_ADDITIONAL = "creatures enter with additional counters"
#: ``Count.kind`` of an ``ENTERS_COUNTED`` ability only: "a number of +1/+1 counters on it
#: equal to the amount of mana spent to cast it", "a +1/+1 counter on it for each mana spent
#: to cast it" (CR 601.2h: the spell's total cost paid, X's mana too; 0 for a permanent that
#: wasn't cast, or a copy, 707.10), read off the spell as it resolves
MANA_SPENT = "mana spent to cast it"
#: the kind of counter (a ``Static.params`` entry): "+1/+1", "-1/-1", "oil", "verse", ...
ENTERING_KIND = "entering counter kind"
#: ``Static.condition``s of an ``ENTERS_COUNTED`` ability (its ``per`` then None: ``amount``
#: counters): "... if you cast it from your hand" (CR 601.2a: a permanent spell its controller
#: cast from their hand; one put onto the battlefield wasn't cast), "... if you didn't"
CAST_FROM_HAND = "you cast it from your hand"
NOT_CAST_FROM_HAND = "you didn't cast it from your hand"


def entering_kind(s: Static) -> str:
    """The kind of counter an ``ENTERS_COUNTED`` static ability puts."""
    for kind, value in s.params:
        if kind == ENTERING_KIND:
            return value
    return ""


#: "~ enters with your choice of a deathtouch counter or a lifelink counter on it" (CR
#: 614.1c, 614.12: its controller chooses as it enters; 122.1b keyword counters), a parameter
#: valued the kinds offered, "|" between them ("deathtouch|lifelink"); chosen like riot's
#: choice (``sim.rules.riot``), the answer "<kind> counter"
COUNTER_CHOICE_OF = "enters with your choice of counters"


def choice_options(card: CardDef) -> tuple[str, ...]:
    """The answers of ``card``'s ``COUNTER_CHOICE_OF``: "<kind> counter" for each kind."""
    for kind, value in card.params:
        if kind == COUNTER_CHOICE_OF:
            return tuple(f"{k} counter" for k in value.split("|"))
    return ()


def counter_choice_text(value: str) -> str:
    """A ``COUNTER_CHOICE_OF`` value as its phrase."""
    first, second = value.split("|")
    return (f"enters with your choice of {_article(first)} {first} counter or "
            f"{_article(second)} {second} counter on it")


def _article(word: str) -> str:
    return "an" if word[0] in "aeiou" else "a"
