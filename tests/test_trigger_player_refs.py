"""What a triggered ability's effect names back from its trigger (issue 29, trigger referents;
CR 603.2, 608.2h): "that player" of a trigger about a creature whose event names a player too
(``sim.text.trigger_referents``: the player it dealt combat damage to, the opponent it attacks),
"that many" / "that much life" of the event's amount for more instructions
(``sim.text.that_many_amounts``: mill, discard, poison counters, life loss), and "<player>
loses half their life, rounded up | down" (``sim.text.half_life_rules``, CR 119.3, 107.1a),
played in games."""

from __future__ import annotations

from typing import Any

from played import plays
from test_event_triggers import casts, creature, in_hand

import mtgsim
from sim.model.objects import Zone
from sim.model.state import GameState
from sim.text import read_card
from sim.text.render import round_trips


def _combat(permanents: list[dict[str, Any]], attacks: dict[str, str],
            blocks: dict[str, str] | None = None, b_hand: int = 0, b_life: int = 20,
            a_life: int = 20) -> GameState:
    """A's turn from its precombat main phase, A attacking as ``attacks`` says, played; B with
    ``b_hand`` Forests in hand and a library of 10."""
    hand = [{"id": f"f{k}", "name": "Forest", "types": ["Land"], "supertypes": ["Basic"],
             "subtypes": ["Forest"]} for k in range(b_hand)]
    state = mtgsim.load({"active_player": "A",
                         "players": {"A": {"life": a_life, "library": 10},
                                     "B": {"life": b_life, "hand": hand, "library": 10}},
                         "permanents": permanents,
                         "combat": {"attacks": attacks, "blocks": blocks or {}, "actions": []}})
    mtgsim.play(state)
    return state


def _zone(state: GameState, owner: str, zone: Zone) -> int:
    return sum(1 for p in state.permanents.values() if p.owner == owner and p.zone is zone)


def _equipment(text: str, on: str) -> dict[str, Any]:
    return {"id": "gear", "controller": "A", "name": "Gear", "types": ["Artifact"],
            "subtypes": ["Equipment"], "attached_to": on, "text": f"{text}\nEquip {{2}}"}


def _reads_back(text: str, name: str) -> None:
    reading = read_card(text, name)
    assert not reading.unsupported, text
    assert all(round_trips(text, t, name) for t in reading.triggered), text


_REAPER = "Whenever Reaper deals combat damage to a player, that player loses half their life, " \
    "rounded up."
_DEAD = "Whenever Dead deals combat damage to a player, they lose half their life, rounded down."


@plays(_REAPER)
def test_that_player_loses_half_their_life_rounded_up() -> None:
    """CR 510.2, 603.2, 119.3, 107.1a: the unblocked 3/3 Reaper deals 3 to B (20 -> 17), who
    then loses half their life, rounded up: 9 (17 -> 8); blocked, it deals B nothing: 20."""
    _reads_back(_REAPER, "Reaper")
    reaper = creature("reaper", text=_REAPER, power=3, toughness=3)
    assert _combat([reaper], {"reaper": "B"}).players["B"].life == 8
    wall = creature("wall", "B", power=0, toughness=5)
    assert _combat([reaper, wall], {"reaper": "B"}, {"wall": "reaper"}).players["B"].life == 20


@plays(_DEAD)
def test_they_lose_half_their_life_rounded_down() -> None:
    """CR 119.3, 107.1a: "they" the player dealt damage; B at 20 is dealt 3 (17) and loses
    half of 17 rounded down, 8: 9 left."""
    _reads_back(_DEAD, "Dead")
    dead = creature("dead", text=_DEAD, power=3, toughness=3)
    assert _combat([dead], {"dead": "B"}).players["B"].life == 9


_SPIKE = "Whenever equipped creature deals combat damage to a player, that player loses half " \
    "their life, rounded up."


@plays(_SPIKE)
def test_equipped_creature_that_player_is_the_player_dealt_damage() -> None:
    """CR 301.5, 603.2, 510.2: the trigger is about the equipped Bears and the player they dealt
    combat damage to; "that player" is that player (B: 20 - 2 = 18, then half, 9: 9 left);
    the player is remembered, not the creature."""
    _reads_back(_SPIKE, "Gear")
    state = _combat([creature("bears"), _equipment(_SPIKE, "bears")], {"bears": "B"})
    assert state.players["B"].life == 9 and state.players["A"].life == 20


_LARCENY = "Whenever a creature you control deals combat damage to a player, that player " \
    "discards a card."


@plays(_LARCENY)
def test_each_creature_you_control_that_player_discards() -> None:
    """CR 603.2, 510.2, 701.9a: two of A's creatures deal B combat damage at once: two
    triggers, each making B (the player dealt damage) discard a card; a blocked one deals none
    to a player and triggers nothing."""
    _reads_back(_LARCENY, "Larceny")
    larceny = {"id": "larceny", "controller": "A", "name": "Larceny", "types": ["Enchantment"],
               "text": _LARCENY}
    bears, cub = creature("bears"), creature("cub", power=1, toughness=1)
    state = _combat([larceny, bears, cub], {"bears": "B", "cub": "B"}, b_hand=3)
    assert _zone(state, "B", Zone.HAND) == 1 and _zone(state, "B", Zone.GRAVEYARD) == 2
    wall = creature("wall", "B", power=0, toughness=5)
    state = _combat([larceny, bears, cub, wall], {"bears": "B", "cub": "B"}, {"wall": "bears"},
                    b_hand=3)
    assert _zone(state, "B", Zone.HAND) == 2


_SLIVER = "Whenever a Sliver deals combat damage to a player, that player gets two poison " \
    "counters."


@plays(_SLIVER)
def test_a_kind_dealing_combat_damage_that_player_gets_poison() -> None:
    """CR 603.2, 510.2, 122.1f: a Sliver (any player's) deals B combat damage: B gets two poison
    counters; a non-Sliver attacker triggers nothing."""
    _reads_back(_SLIVER, "Virulent")
    virulent = creature("virulent", text=_SLIVER, power=0, toughness=1, subtypes=["Sliver"])
    sliver = creature("sliver", subtypes=["Sliver"])
    state = _combat([virulent, sliver, creature("bears")], {"sliver": "B", "bears": "B"})
    assert state.players["B"].poison == 2 and state.players["A"].poison == 0


_LICH = "Whenever a creature you control attacks one of your opponents, that player loses 1 life."


@plays(_LICH)
def test_attacking_an_opponent_that_player_loses_life() -> None:
    """CR 508.1b, 603.2, 119.3: two 0/1 creatures of A's attack B: each trigger makes B, the
    opponent attacked, lose 1 life (no combat damage: 0 power): 18; A loses nothing."""
    _reads_back(_LICH, "Lich")
    lich = creature("lich", text=_LICH, power=0, toughness=1)
    state = _combat([lich, creature("wisp", power=0, toughness=1)], {"lich": "B", "wisp": "B"})
    assert state.players["B"].life == 18 and state.players["A"].life == 20


def test_that_player_beside_the_creature_is_not_read() -> None:
    """CR 603.2: the ability remembers one of the creature and the player; an effect naming
    both, or speaking of that player in a condition, stays unsupported."""
    for text in ("Whenever a creature you control deals combat damage to a player, put a "
                 "+1/+1 counter on it and that player discards a card.",
                 "Whenever a creature you control deals combat damage to a player, if that "
                 "player has no cards in hand, draw a card.",
                 "Whenever equipped creature deals combat damage to a player, it deals 1 damage "
                 "to that player."):
        assert read_card(text, "Odd").unsupported, text


_COURIER = "Whenever Courier deals combat damage to a player, that player mills that many cards."
_SPECTER = "Whenever Specter deals combat damage to a player, that player discards that many " \
    "cards."
_CUR = "Whenever Cur is dealt damage, you lose that much life."
_ASP = "Whenever Asp deals combat damage to a player, that player gets that many poison counters."


@plays(_COURIER, _SPECTER)
def test_that_many_cards_milled_and_discarded() -> None:
    """CR 603.2, 120.3, 608.2h, 701.13a, 701.9a: the unblocked 3/3 Courier deals 3 to B: B mills
    three cards; the 2/2 Specter's 2 damage makes B discard two cards."""
    for text in (_COURIER, _SPECTER):
        _reads_back(text, text.split()[1])
    state = _combat([creature("courier", text=_COURIER, power=3, toughness=3)],
                    {"courier": "B"})
    assert _zone(state, "B", Zone.GRAVEYARD) == 3
    state = _combat([creature("specter", text=_SPECTER)], {"specter": "B"}, b_hand=3)
    assert _zone(state, "B", Zone.HAND) == 1 and _zone(state, "B", Zone.GRAVEYARD) == 2


@plays(_CUR)
def test_dealt_damage_you_lose_that_much_life() -> None:
    """CR 603.2, 120.3, 119.3: the 2/4 Cur attacks and is blocked by B's 3/3: it is dealt 3
    damage, and A loses 3 life."""
    _reads_back(_CUR, "Cur")
    cur = creature("cur", text=_CUR, power=2, toughness=4)
    ogre = creature("ogre", "B", power=3, toughness=3)
    assert _combat([cur, ogre], {"cur": "B"}, {"ogre": "cur"}).players["A"].life == 17


@plays(_ASP)
def test_that_many_poison_counters() -> None:
    """CR 603.2, 120.3, 122.1f: the unblocked 2/2 Asp deals 2 to B: two poison counters."""
    _reads_back(_ASP, "Asp")
    state = _combat([creature("asp", text=_ASP)], {"asp": "B"})
    assert state.players["B"].poison == 2 and state.players["B"].life == 18


def test_that_many_only_after_an_amount() -> None:
    """CR 603.2: a trigger whose event carries no amount the engine counts, or an instruction
    "that many" does not count once (a draw: ``sim.text.that_much``), stays unsupported."""
    for text in ("Whenever you cast a spell, you lose that much life.",
                 "Whenever Foo attacks, that player mills that many cards.",
                 "Whenever Foo deals combat damage to a player, sacrifice that many permanents."):
        assert read_card(text, "Foo").unsupported, text


_SHARD = "When Shard enters, target opponent loses half their life, rounded up. You gain life " \
    "equal to the life lost this way."


@plays(_SHARD)
def test_half_their_life_lost_this_way_is_gained() -> None:
    """CR 119.3, 107.1a, 608.2c: B at 15 loses half their life, rounded up (8): 7; A gains the
    life lost this way, 8: 28."""
    _reads_back(_SHARD, "Shard")
    shard = in_hand("shard", _SHARD)
    state = mtgsim.load({"active_player": "A",
                         "players": {"A": {"hand": [shard], "library": 10},
                                     "B": {"life": 15, "library": 10}},
                         "permanents": [],
                         "combat": {"attacks": {}, "blocks": {}, "actions": casts("shard")}})
    mtgsim.play(state)
    assert state.players["B"].life == 7 and state.players["A"].life == 28


_WURM = "Whenever a creature an opponent controls dies, that player loses 2 life."
_SEEKER = "Whenever a creature enters under an opponent's control, that player loses 1 life."


@plays(_WURM)
def test_a_creature_an_opponent_controls_dies_that_player_loses() -> None:
    """CR 603.2, 603.10a, 119.3: B's 2/2 blocks A's 3/3 and dies: "that player" is its
    controller as it last existed, B, who loses 2 life (A's creature dying would not trigger:
    A loses nothing)."""
    _reads_back(_WURM, "Wurm")
    wurm = creature("wurm", text=_WURM, power=0, toughness=6)
    ogre, cub = creature("ogre", power=3, toughness=3), creature("cub", "B")
    state = _combat([wurm, ogre, cub], {"ogre": "B"}, {"cub": "ogre"})
    assert state.permanents["cub"].zone is Zone.GRAVEYARD
    assert state.players["B"].life == 18 and state.players["A"].life == 20


@plays(_SEEKER)
def test_a_creature_entering_under_an_opponents_control_that_player_loses() -> None:
    """CR 603.2, 603.6a, 119.3: a creature enters under B's control (B casts it): B, the
    player under whose control it entered, loses 1 life; A's own creature entering triggers
    nothing."""
    _reads_back(_SEEKER, "Seeker")
    seeker = creature("seeker", text=_SEEKER)
    state = mtgsim.load({"active_player": "B",
                         "players": {"A": {"library": 10},
                                     "B": {"hand": [in_hand("imp")], "library": 10}},
                         "permanents": [seeker],
                         "combat": {"attacks": {}, "blocks": {}, "actions": [
                             {"step": "precombat_main", "player": "B", "cast": "imp"}]}})
    mtgsim.play(state)
    assert state.permanents["imp"].zone is Zone.BATTLEFIELD
    assert state.players["B"].life == 19 and state.players["A"].life == 20
    state = mtgsim.load({"active_player": "A",
                         "players": {"A": {"hand": [in_hand("imp")], "library": 10},
                                     "B": {"library": 10}},
                         "permanents": [seeker],
                         "combat": {"attacks": {}, "blocks": {}, "actions": casts("imp")}})
    mtgsim.play(state)
    assert state.players["A"].life == 20 and state.players["B"].life == 20


_VOYAGER = "Whenever Voyager deals combat damage to a player, you get that many {E}."


@plays(_VOYAGER)
def test_that_many_energy() -> None:
    """CR 603.2, 120.3, 107.14, 122.1: the unblocked 3/3 Voyager deals 3 to B: A gets three
    energy counters; blocked, none."""
    _reads_back(_VOYAGER, "Voyager")
    voyager = creature("voyager", text=_VOYAGER, power=3, toughness=3)
    assert _combat([voyager], {"voyager": "B"}).players["A"].energy == 3
    wall = creature("wall", "B", power=0, toughness=5)
    assert _combat([voyager, wall], {"voyager": "B"}, {"wall": "voyager"}).players["A"].energy == 0


_INQUISITOR = "Whenever Inquisitor deals combat damage to a player, investigate that many times."


@plays(_INQUISITOR)
def test_investigate_that_many_times() -> None:
    """CR 603.2, 120.3, 701.16a, 608.2h: the unblocked 3/3 Inquisitor deals 3 to B: A creates
    three Clue tokens."""
    _reads_back(_INQUISITOR, "Inquisitor")
    inquisitor = creature("inquisitor", text=_INQUISITOR, power=3, toughness=3)
    state = _combat([inquisitor], {"inquisitor": "B"})
    clues = [p for p in state.permanents.values() if p.controller == "A"
             and p.zone is Zone.BATTLEFIELD and p.card.name == "Clue"]
    assert len(clues) == 3
