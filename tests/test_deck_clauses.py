"""Clauses of the real-deck benchmark's lists (benchmarks/decks): flashback paid with objects
("Flashback—Sacrifice a Mountain", CR 702.34a, 118.9, 601.2h); damage to "that player or a
planeswalker that player controls" (608.2d)."""

from __future__ import annotations

from typing import Any

from played import plays

import mtgsim
from sim.model.actions import CastSpell
from sim.model.decisions import DecisionKind
from sim.model.events import CostPaid, LifeGained, Sacrificed
from sim.model.objects import LOYALTY, PLUS, Zone
from sim.text import FULL, read_card

DART = {"name": "Lava Dart", "types": ["Instant"], "cost": "{R}",
        "text": "Lava Dart deals 1 damage to any target.\nFlashback—Sacrifice a Mountain."}


def land(pid: str, kind: str = "Mountain", owner: str = "A") -> dict[str, Any]:
    """A basic land ``kind`` ``owner`` controls."""
    return {"id": pid, "controller": owner, "name": kind, "types": ["Land"],
            "subtypes": [kind], "supertypes": ["Basic"]}


def game(permanents: list[dict[str, Any]], graveyard: list[dict[str, Any]] | None = None,
         hand: list[dict[str, Any]] | None = None, mana: str = "",
         step: str = "precombat main") -> mtgsim.GameState:
    """A, in ``step`` of their turn, with ``permanents``, ``graveyard``, ``hand``, ``mana``."""
    return mtgsim.load({"active_player": "A", "step": step, "permanents": permanents,
                        "players": {"A": {"graveyard": graveyard or [], "hand": hand or [],
                                          "mana": mana}, "B": {}}})


def resolve(state: mtgsim.GameState) -> None:
    """Pass until the stack is empty."""
    while state.stack:
        state.apply("pass")


def test_flashback_paid_with_objects_is_read_whole() -> None:
    """CR 702.34a: "flashback—<cost>" with a cost paid with objects only is read and rendered
    back."""
    reading = read_card(DART["text"], DART["name"], ("Instant",))
    assert reading.status == FULL, reading.unsupported


@plays("Flashback—Sacrifice a Mountain.")
def test_flashback_sacrificing_a_mountain_casts_it_from_the_graveyard() -> None:
    """CR 702.34a, 118.9: cast from the graveyard by paying its flashback cost — a Mountain
    sacrificed (601.2h, 701.21a), no mana at all — rather than its mana cost {R}; exiled as it
    leaves the stack."""
    state = game([land("m1"), land("m2"), land("f1", "Forest")], graveyard=[DART])
    card = "A:graveyard:1"
    assert CastSpell(card) in state.legal_actions()
    state.apply(f'cast "{card}"')
    state.apply("target B")
    decision = state.decision
    assert decision is not None and set(decision.options) == {"m1", "m2"}
    state.apply("cost m2")
    resolve(state)
    assert state.players["B"].life == 19
    assert sum(e.amount for e in state.events if isinstance(e, CostPaid)) == 0
    assert any(isinstance(e, Sacrificed) and e.permanent == "m2" for e in state.events)
    assert state.permanents["m2"].zone is Zone.GRAVEYARD
    assert state.permanents["m1"].zone is Zone.BATTLEFIELD
    assert state.permanents[card].zone is Zone.EXILE


def test_flashback_sacrifice_needs_a_mountain_and_the_hand_pays_mana() -> None:
    """CR 601.2h, 118.3: without a Mountain (a Forest does not do) the flashback cost can't be
    paid, so it can't be cast from the graveyard even with {R}; from the hand it is cast for
    its mana cost, nothing sacrificed."""
    state = game([land("f1", "Forest")], graveyard=[DART], mana="{R}")
    assert CastSpell("A:graveyard:1") not in state.legal_actions()
    hand = game([land("m1")], hand=[DART], mana="{R}")
    hand.apply('cast "A:hand:1"')
    hand.apply("target B")
    resolve(hand)
    assert hand.players["B"].life == 19
    assert hand.permanents["m1"].zone is Zone.BATTLEFIELD
    assert hand.permanents["A:hand:1"].zone is Zone.GRAVEYARD


PIERCED = ("Enchant player\nAt the beginning of enchanted player's upkeep, Pierced Curse deals 1 "
           "damage to that player or a planeswalker that player controls.")


def cursed(permanents: list[dict[str, Any]]) -> mtgsim.GameState:
    """From B's untap step (running on to the first decision), B enchanted by A's Pierced
    Curse (Curse of the Pierced Heart), with ``permanents``."""
    curse = {"id": "curse", "controller": "A", "name": "Pierced Curse",
             "types": ["Enchantment"], "subtypes": ["Aura", "Curse"], "text": PIERCED,
             "attached_to": "B"}
    return mtgsim.load({"active_player": "B", "step": "untap", "until": "end of turn",
                        "permanents": [curse, *permanents],
                        "players": {"A": {"library": 3}, "B": {"library": 3}}})


@plays("At the beginning of enchanted player's upkeep, Pierced Curse deals 1 damage to that "
       "player or a planeswalker that player controls.")
def test_the_curse_deals_its_damage_to_the_player_or_a_planeswalker_chosen() -> None:
    """CR 603.2b, 303.4: at the beginning of B's upkeep; 608.2d: A (its controller) chooses as
    it resolves between B and B's planeswalker (not a target, 115.1; A's own planeswalker is
    no option); 120.3c: damage to a planeswalker removes loyalty counters."""
    walker = {"id": "jace", "controller": "B", "name": "Jace", "types": ["Planeswalker"],
              "loyalty": 3}
    mine = {"id": "ajani", "controller": "A", "name": "Ajani", "types": ["Planeswalker"],
            "loyalty": 3}
    state = cursed([walker, mine])
    decision = state.decision
    assert decision is not None and decision.kind is DecisionKind.CHOOSE_PERMANENT
    assert decision.player == "A" and set(decision.options) == {"B", "jace"}
    state.apply("permanent jace")
    assert state.permanents["jace"].counters.get(LOYALTY) == 2
    assert state.players["B"].life == 20
    plain = cursed([])  # no planeswalker: nothing asked, B is dealt the damage
    assert plain.players["B"].life == 19 and plain.players["A"].life == 20


VORTEX = "If a player would gain life, that player gains no life instead."


@plays("If a player would gain life, that player gains no life instead.")
def test_a_life_gain_replaced_by_none_gains_nothing() -> None:
    """CR 614.1a: the replacement effect makes every player's life gain none — its
    controller's Healing Salve and an opponent's alike, and lifelink's (702.15b) — and 119.9:
    gaining no life is no life-gain event (nothing "whenever you gain life" could see)."""
    for caster in ("A", "B"):
        salve = {"id": "salve", "name": "Healing Salve", "types": ["Instant"], "cost": "{W}",
                 "text": "You gain 3 life."}
        state = mtgsim.load({
            "active_player": caster, "players": {"A": {}, "B": {}, caster: {"mana": "{W}",
                                                                          "hand": [salve]}},
            "permanents": [{"id": "vortex", "controller": "A", "name": "Vortex",
                            "types": ["Enchantment"], "text": VORTEX},
                           {"id": "priest", "controller": caster, "power": 2, "toughness": 2,
                            "keywords": ["lifelink"]}],
            "combat": {"attacks": {"priest": "B" if caster == "A" else "A"}, "blocks": {},
                       "actions": [{"step": "beginning_of_combat", "player": caster,
                                    "cast": "salve"}]}})
        mtgsim.play(state)
        assert state.players[caster].life == 20
        assert not any(isinstance(e, LifeGained) for e in state.events)
        assert state.permanents["salve"].zone is Zone.GRAVEYARD


@plays("Tempest Djinn gets +1/+0 for each basic Island you control.")
def test_the_djinn_counts_only_its_controller_s_basic_islands() -> None:
    """CR 613.4c: +1/+0 for each basic Island its controller controls, counted continuously;
    205.4c: a nonbasic land with the Island subtype is no basic Island, and 613.4c's "you
    control" leaves out the opponent's; it attacks for that power (510.1)."""
    djinn = {"id": "djinn", "controller": "A", "name": "Tempest Djinn", "power": 0,
             "toughness": 4, "text": "Flying\nTempest Djinn gets +1/+0 for each basic "
             "Island you control."}
    dual = {"id": "dual", "controller": "A", "name": "Tundra", "types": ["Land"],
            "subtypes": ["Plains", "Island"]}
    state = mtgsim.load({"active_player": "A", "players": {"A": {}, "B": {}},
                         "permanents": [djinn, land("i1", "Island"), land("i2", "Island"),
                                        dual, land("i3", "Island", owner="B")],
                         "combat": {"attacks": {"djinn": "B"}, "blocks": {}}})
    assert state.power("djinn") == 2 and state.toughness("djinn") == 4
    mtgsim.play(state)
    assert state.players["B"].life == 18


PRICE = ("Price of Progress deals damage to each player equal to twice the number of nonbasic "
         "lands that player controls.")


@plays(PRICE)
def test_price_of_progress_deals_each_player_twice_their_nonbasic_lands() -> None:
    """CR 608.2h: each player's own count, taken as it resolves — A controls two nonbasic
    lands (4 damage), B three (6); 205.4c: basic lands are not counted; 120.3a: damage to a
    player makes them lose that much life."""
    price = {"id": "price", "name": "Price of Progress", "types": ["Instant"], "cost": "{1}{R}",
             "text": PRICE}

    def dual(pid: str, owner: str) -> dict[str, Any]:
        return {"id": pid, "controller": owner, "name": "Dual", "types": ["Land"],
                "subtypes": ["Mountain", "Forest"]}

    state = game([dual("a1", "A"), dual("a2", "A"), land("a3"), dual("b1", "B"),
                  dual("b2", "B"), dual("b3", "B"), land("b4", "Island", owner="B")],
                 hand=[price], mana="{1}{R}")
    state.apply("cast price")
    resolve(state)
    assert state.players["A"].life == 16
    assert state.players["B"].life == 14


AMBUSHER = "Angrath's Ambusher gets +2/+0 as long as you control an Angrath planeswalker."
COMRADE = ("At the beginning of combat on your turn, if you control an Ajani planeswalker, put a "
           "+1/+1 counter on Ajani's Comrade.")


def walker(pid: str, kind: str, owner: str = "A") -> dict[str, Any]:
    """A planeswalker of the planeswalker type ``kind`` (CR 205.3j)."""
    return {"id": pid, "controller": owner, "name": f"{kind} Walker", "types": ["Planeswalker"],
            "subtypes": [kind], "loyalty": 3}


@plays(AMBUSHER)
def test_a_bonus_as_long_as_you_control_a_planeswalker_of_a_type() -> None:
    """CR 611.3a, 205.3j: the +2/+0 applies while its controller controls an Angrath
    planeswalker — not another planeswalker type, not the opponent's Angrath."""
    ambusher = {"id": "amb", "controller": "A", "name": "Angrath's Ambusher", "power": 2,
                "toughness": 3, "text": AMBUSHER}
    for walkers, power in (([walker("w", "Angrath")], 4), ([walker("w", "Ajani")], 2),
                           ([walker("w", "Angrath", owner="B")], 2)):
        state = game([ambusher, *walkers])
        assert state.power("amb") == power


@plays(COMRADE)
def test_an_intervening_if_you_control_a_planeswalker_of_a_type() -> None:
    """CR 603.4: "at the beginning of combat on your turn, if you control an Ajani
    planeswalker" triggers only if A controls one as combat begins (507.1), and checks it
    again as it resolves; 122.1: the +1/+1 counter."""
    comrade = {"id": "comrade", "controller": "A", "name": "Ajani's Comrade", "power": 2,
               "toughness": 2, "text": COMRADE}
    for walkers, counters in (([walker("w", "Ajani")], 1), ([walker("w", "Karn")], 0),
                              ([walker("w", "Ajani", owner="B")], 0)):
        state = mtgsim.load({"active_player": "A", "until": "end of turn",
                             "players": {"A": {}, "B": {}},
                             "permanents": [comrade, *walkers],
                             "combat": {"attacks": {}, "blocks": {}}})
        mtgsim.play(state)
        assert state.permanents["comrade"].counters.get(PLUS, 0) == counters


GLIMMERVOID = ("At the beginning of the end step, if you control no artifacts, sacrifice "
               "Glimmervoid.")


@plays(GLIMMERVOID)
def test_an_intervening_if_you_control_no_artifacts() -> None:
    """CR 603.4: at the beginning of the end step (513.1) the ability triggers only if its
    controller controls no artifacts — then it is sacrificed (701.21a); an artifact of the
    opponent's does not count, one of A's keeps it."""
    void = {"id": "void", "controller": "A", "name": "Glimmervoid", "types": ["Land"],
            "text": GLIMMERVOID}
    rock = {"name": "Rock", "types": ["Artifact"]}
    for rocks, zone in (([], Zone.GRAVEYARD), ([{**rock, "id": "r", "controller": "B"}],
                                               Zone.GRAVEYARD),
                        ([{**rock, "id": "r", "controller": "A"}], Zone.BATTLEFIELD)):
        state = mtgsim.load({"active_player": "A", "until": "end of turn",
                             "players": {"A": {}, "B": {}}, "permanents": [void, *rocks],
                             "combat": {"attacks": {}, "blocks": {}}})
        mtgsim.play(state)
        assert state.permanents["void"].zone is zone


CARRIER = "When Maggot Carrier enters the battlefield, each player loses 1 life."


@plays(CARRIER)
def test_each_player_loses_life() -> None:
    """CR 119.3: "each player loses 1 life" — its controller and the opponent alike (101.4:
    in APNAP order), as the enters trigger (603.6a) resolves; no damage (nothing lifelinks or
    prevents it)."""
    carrier = {"id": "carrier", "name": "Maggot Carrier", "types": ["Creature"], "cost": "{B}",
               "power": 1, "toughness": 1, "text": CARRIER}
    state = game([], hand=[carrier], mana="{B}")
    state.apply("cast carrier")
    resolve(state)
    assert state.permanents["carrier"].zone is Zone.BATTLEFIELD
    assert (state.players["A"].life, state.players["B"].life) == (19, 19)


WARRIOR = ("Whenever Putrid Warrior deals damage, choose one —\n• Each player loses 1 life.\n"
           "• Each player gains 1 life.")


@plays(WARRIOR)
def test_each_player_gains_or_loses_life_as_chosen() -> None:
    """CR 700.2a: the mode is chosen as the trigger is put on the stack (after it deals its
    combat damage, 510.2, 603.2); 119.3, 101.4: "each player gains 1 life" — both players,
    in APNAP order — or "each player loses 1 life"."""
    for mode, a_life, b_life in ((0, 19, 17), (1, 21, 19)):
        warrior = {"id": "warrior", "controller": "A", "name": "Putrid Warrior", "power": 2,
                   "toughness": 2, "text": WARRIOR}
        state = mtgsim.load({"active_player": "A", "until": "end of combat",
                             "players": {"A": {}, "B": {}}, "permanents": [warrior]})
        state.apply("attack warrior=B")
        for _ in range(10):  # B declares no blockers; priority passes to combat damage
            decision = state.decision
            assert decision is not None
            if decision.kind is DecisionKind.CHOOSE_MODE:
                break
            state.apply("block none" if decision.kind is DecisionKind.DECLARE_BLOCKERS
                        else "pass")
        state.apply(f"mode {mode}")
        resolve(state)
        assert (state.players["A"].life, state.players["B"].life) == (a_life, b_life)


GAGGLE = ("When Aven Gagglemaster enters the battlefield, you gain 2 life for each creature you "
          "control with flying.")


@plays(GAGGLE)
def test_life_for_each_creature_you_control_with_flying() -> None:
    """CR 608.2h, 115.10: counted as the enters trigger (603.6a) resolves — the creatures its
    controller controls with flying (702.9), not a ground one, not the opponent's flyer: two,
    so 4 life (119.3)."""
    gaggle = {"id": "gaggle", "name": "Aven Gagglemaster", "types": ["Creature"],
              "cost": "{W}", "power": 2, "toughness": 3, "text": GAGGLE}

    def bird(pid: str, owner: str, keywords: list[str]) -> dict[str, Any]:
        return {"id": pid, "controller": owner, "power": 1, "toughness": 1,
                "keywords": keywords}

    state = game([bird("f1", "A", ["flying"]), bird("f2", "A", ["flying"]),
                  bird("g1", "A", []), bird("f3", "B", ["flying"])], hand=[gaggle], mana="{W}")
    state.apply("cast gaggle")
    resolve(state)
    assert state.players["A"].life == 24
