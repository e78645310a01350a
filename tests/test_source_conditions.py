"""A static ability's condition about its source (``sim.model.static_conditions.SOURCE_KINDS``)
after a triggered ability's intervening "if" (CR 603.4: checked as the event happens and as
the ability resolves; ``sim.text.static_if``): "if it's renowned" (702.112b), "if ~ entered
the battlefield this turn" (603.6a), "if it's attacking" (506.4) — "it" read only in a trigger
about ~, where "it" is ~; and "~ is modified" (700.9: a counter, an Equipment, or an Aura its
controller controls), as long as (611.3a) and after "if"."""

from __future__ import annotations

from typing import Any

from played import plays
from test_library import turn
from test_named_counters import two_turns
from test_stack import card, finish, perm, play, to

import mtgsim
from sim import CardDef
from sim.model.keywords import Kw
from sim.model.objects import PLUS, Zone

CONSUL = ("Whenever Consul attacks, if it's renowned, other attacking creatures you control "
          "get +1/+1 until end of turn.")
WARDEN = ("At the beginning of your end step, if Warden entered the battlefield this turn, "
          "draw a card.")
SPIDER = "Spider has flying as long as it's modified."


def _made(name: str, text: str, **fields: Any) -> CardDef:
    made = card(name, types=["Creature"], power=2, toughness=2, text=text, **fields)
    assert not made.unsupported, made.unsupported
    return made


@plays("Whenever ~ attacks, if it's renowned, other attacking creatures you control get +1/+1 "
       "until end of turn.")
def test_a_renowned_attacker() -> None:
    """CR 702.112b, 603.4: the renowned Consul attacking beside a Bear gives it +1/+1 (3/3);
    not renowned, the ability doesn't trigger (the Bear stays 2/2)."""
    consul = _made("Consul", CONSUL)
    for renowned, power in ((True, 3), (False, 2)):
        state = two_turns(perm("c", "A", consul, renowned=renowned),
                          perm("b", "A", card("Grizzly Bears")))
        to(state, "declare_attackers").apply("attack c=B b=B")
        to(state, "declare_blockers")
        assert state.power("b") == power and state.power("c") == 2, renowned


@plays("At the beginning of your end step, if ~ entered the battlefield this turn, draw a card.")
def test_entered_this_turn_at_the_end_step() -> None:
    """CR 603.6a, 603.4: the Warden cast this turn draws a card at A's end step; one on the
    battlefield since before the turn doesn't."""
    warden = _made("Warden", WARDEN, cost="{G}")
    cast = turn(perm("w", "A", warden, Zone.HAND), mana="{G}", library=(card("Forest"),) * 3)
    play(cast, "cast w")
    while cast.stack:
        cast.apply("pass")
    before = turn(perm("w", "A", warden), library=(card("Forest"),) * 3)
    assert [len(finish(s).cards("A", Zone.HAND)) for s in (cast, before)] == [1, 0]


def _spider(*others: dict[str, Any], counters: dict[str, int] | None = None
            ) -> mtgsim.GameState:
    spider = {"id": "s", "controller": "A", "name": "Spider", "types": ["Creature"],
              "power": 2, "toughness": 2, "text": SPIDER, "counters": counters or {}}
    return mtgsim.load({"active_player": "A", "until": "end of combat",
                        "step": "precombat main",
                        "players": {"A": {"library": 5}, "B": {"library": 5}},
                        "permanents": [spider, *others]})


def _aura(controller: str) -> dict[str, Any]:
    return {"id": "aura", "controller": controller, "name": "Charm", "types": ["Enchantment"],
            "subtypes": ["Aura"], "text": "Enchant creature", "attached_to": "s"}


@plays("~ has flying as long as it's modified.")
def test_modified() -> None:
    """CR 700.9, 611.3a: the Spider with a +1/+1 counter, or enchanted by A's own Aura, has
    flying; with neither, or enchanted by B's Aura, it has not."""
    assert _spider(counters={PLUS: 1}).has("s", Kw.FLYING)
    assert _spider(_aura("A")).has("s", Kw.FLYING)
    assert not _spider().has("s", Kw.FLYING)
    assert not _spider(_aura("B")).has("s", Kw.FLYING)


def test_it_read_only_about_the_source() -> None:
    """CR 603.4: "if it's equipped" after "whenever a creature you control attacks" is about
    that creature, not the source: not read; after "whenever ~ attacks", read."""
    assert card("Spider", types=["Creature"], power=1, toughness=1,
                text="Whenever a creature you control attacks, if it's equipped, draw a "
                     "card.").unsupported
    assert not card("Spider", types=["Creature"], power=1, toughness=1,
                    text="Whenever Spider attacks, if it's equipped, draw a card.").unsupported


KEEPER = ("As long as you have more cards in hand than each opponent, Keeper gets +1/+1 and "
          "has flying.")


def _hand(owner: str, n: int) -> list[dict[str, Any]]:
    return [{"id": f"{owner}{k}", "name": "Ogre", "types": ["Creature"], "power": 3,
             "toughness": 3, "cost": "{9}"} for k in range(n)]


@plays("As long as you have more cards in hand than each opponent, ~ gets +1/+1 and has "
       "flying.")
def test_more_cards_in_hand_than_each_opponent() -> None:
    """CR 402.1, 611.3a: A with three cards against B's two: 3/3 and flying; two against two
    (not more): 2/2, no flying."""
    keeper = {"id": "k", "controller": "A", "name": "Keeper", "types": ["Creature"],
              "power": 2, "toughness": 2, "text": KEEPER}
    for mine, power in ((3, 3), (2, 2)):
        state = mtgsim.load({"active_player": "A", "until": "end of combat",
                             "step": "precombat main",
                             "players": {"A": {"library": 5, "hand": _hand("A", mine)},
                                         "B": {"library": 5, "hand": _hand("B", 2)}},
                             "permanents": [keeper]})
        assert state.power("k") == power and state.has("k", Kw.FLYING) == (power == 3), mine
