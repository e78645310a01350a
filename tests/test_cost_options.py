"""Optional costs paid with objects as an ability resolves (CR 118.12; ``COST_OPTION``,
``sim.rules.cost_options``): "you may discard a card or pay {2}. When you do, ..." (a choice
between costs, 601.2b; a reflexive triggered ability, 603.12), "you may tap an untapped
creature you control. If you do, ...", "you may sacrifice an artifact or discard a card. If
you do, ..." — the controller picks the way to pay among those they can (118.3) or none; "if
you do" / "when you do" follow only a paid cost."""

from __future__ import annotations

from typing import Any

from played import plays
from test_reflexive import answers, bear, drive, zone

import mtgsim
from sim import GameState
from sim.model.objects import Zone
from sim.text.effect_text import read_effect

DISCARD_OR_PAY = ("When this creature enters, you may discard a card or pay {2}. When you do, "
                  "destroy target creature.")
TAP_TO_DRAW = ("When this creature enters, you may tap an untapped creature you control. If "
               "you do, draw a card.")
SAC_OR_DISCARD = ("When this creature enters, you may sacrifice an artifact or discard a card. "
                  "If you do, draw a card.")
JUNK = {"id": "junk", "name": "Junk", "power": 1, "toughness": 1}


def mountain(pid: str) -> dict[str, Any]:
    return {"id": pid, "controller": "A", "name": "Mountain", "types": ["Land"],
            "subtypes": ["Mountain"], "supertypes": ["Basic"], "text": "({T}: Add {R}.)"}


def cast(text: str, hand: list[dict[str, Any]] | None = None,
         permanents: tuple[dict[str, Any], ...] = (), library: int = 0) -> GameState:
    """A casts a 4/4 with ``text`` for {0} in their first main phase."""
    ripper = {"id": "ripper", "name": "Ripper", "power": 4, "toughness": 4, "cost": "{0}",
              "text": text}
    cards = [{"id": f"lib{i}", "name": "Filler", "power": 1, "toughness": 1}
             for i in range(library)]
    state = mtgsim.load({
        "active_player": "A", "until": "end of turn",
        "players": {"A": {"hand": [ripper, *(hand or [])], "library": cards}, "B": {}},
        "permanents": list(permanents), "combat": {"attacks": {}, "actions": [
            {"step": "precombat_main", "player": "A", "cast": "ripper"}]}})
    state.apply("cast ripper")
    return state


def hand(state: GameState) -> list[str]:
    return sorted(p.id for p in state.permanents.values()
                  if p.owner == "A" and p.zone is Zone.HAND)


@plays("When this creature enters, you may discard a card or pay {2}. When you do, destroy "
       "target creature.")
def test_either_cost_triggers_the_reflexive_ability() -> None:
    """CR 118.12, 601.2b, 603.12: A is offered the card in hand and, with two Mountains, "pay
    {2}"; discarding (701.9a) or paying (the lands tapped for the mana) triggers the
    reflexive ability, whose target is chosen then and destroyed (701.8a)."""
    lands = (mountain("m1"), mountain("m2"))
    for way in ("junk", "pay"):
        state = cast(DISCARD_OR_PAY, hand=[JUNK], permanents=(bear("foe", "B"), *lands))
        offered: list[str] = []

        def pick(kind: str, actions: list[str], way: str = way,
                 offered: list[str] = offered) -> str | None:
            if kind == "choose_sacrifice":
                offered.extend(actions)
                return next(a for a in actions if way in a)
            return "target foe" if kind == "choose_target" else None
        asked = drive(state, pick)
        assert asked.index("choose_sacrifice") < asked.index("choose_target")
        assert offered == ["sacrifice junk", 'sacrifice "pay {2}"', "sacrifice none"]
        assert zone(state, "foe") is Zone.GRAVEYARD
        paid = way == "pay"
        assert zone(state, "junk") is (Zone.HAND if paid else Zone.GRAVEYARD)
        assert all(state.permanents[m].tapped is paid for m in ("m1", "m2"))


def test_declined_or_unpayable_triggers_nothing() -> None:
    """CR 118.12, 603.12: declined, nothing is given up and nothing triggers; with no card in
    hand and no mana A can't pay either way (118.3): not asked, no trigger."""
    state = cast(DISCARD_OR_PAY, hand=[JUNK], permanents=(bear("foe", "B"),))
    asked = drive(state, answers(choose_sacrifice="none"))
    assert "choose_target" not in asked
    assert zone(state, "junk") is Zone.HAND and zone(state, "foe") is Zone.BATTLEFIELD
    state = cast(DISCARD_OR_PAY, permanents=(bear("foe", "B"),))
    asked = drive(state, answers())
    assert "choose_sacrifice" not in asked and "choose_target" not in asked
    assert zone(state, "foe") is Zone.BATTLEFIELD


@plays("When this creature enters, you may tap an untapped creature you control. If you do, "
       "draw a card.")
def test_tapping_a_creature_draws() -> None:
    """CR 118.12, 701.26a: A taps their untapped Bear (the tapped one is not offered) and draws
    a card; declined, no card is drawn."""
    tapped = {**bear("tired", "A"), "tapped": True}
    for yes in (True, False):
        state = cast(TAP_TO_DRAW, permanents=(bear("fresh", "A"), tapped), library=2)
        offered: list[str] = []

        def pick(kind: str, actions: list[str], yes: bool = yes,
                 offered: list[str] = offered) -> str | None:
            if kind == "choose_sacrifice":
                offered.extend(actions)
                return "sacrifice fresh" if yes else "sacrifice none"
            return None
        drive(state, pick)
        assert "sacrifice tired" not in offered and "sacrifice fresh" in offered
        assert state.permanents["fresh"].tapped is yes
        assert len(hand(state)) == (1 if yes else 0)


@plays("When this creature enters, you may sacrifice an artifact or discard a card. If you "
       "do, draw a card.")
def test_sacrificing_or_discarding_draws() -> None:
    """CR 118.12, 601.2b: the artifact A controls (701.21a) and the card in A's hand (701.9a)
    are each a way to pay; either given up, A draws (the artifact to the graveyard, or the
    card discarded)."""
    relic = {"id": "relic", "controller": "A", "name": "Relic", "types": ["Artifact"]}
    for way in ("relic", "junk"):
        state = cast(SAC_OR_DISCARD, hand=[JUNK], permanents=(relic,), library=2)
        drive(state, answers(choose_sacrifice=way))
        assert zone(state, way) is Zone.GRAVEYARD
        assert zone(state, "junk" if way == "relic" else "relic") is \
            (Zone.HAND if way == "relic" else Zone.BATTLEFIELD)
        assert len(hand(state)) == (2 if way == "relic" else 1)


def test_read_and_written_back() -> None:
    """CR 118.12: the cost is one instruction, written back as read; "you may discard a card"
    stays the discard instruction it was."""
    program = read_effect("You may discard a card or pay {3}. If you do, draw a card.")
    assert not program.unsupported and program.ops[0].rule == "discard a card or pay {3}"
    assert read_effect("You may discard a card. If you do, draw a card.").ops[0].verb == \
        "discard"


@plays("When this creature enters, you may reveal a Dinosaur card from your hand. If you do, "
       "you gain 2 life.")
def test_revealing_a_card_of_a_subtype() -> None:
    """CR 118.12, 701.20a: the Dinosaur card in A's hand is offered (the other card is not);
    revealed, it stays in the hand and A gains 2 life (119.1); with no Dinosaur, no choice."""
    text = ("When this creature enters, you may reveal a Dinosaur card from your hand. If you "
            "do, you gain 2 life.")
    dino = {"id": "dino", "name": "Dino", "power": 5, "toughness": 5, "subtypes": ["Dinosaur"]}
    state = cast(text, hand=[dino, JUNK])
    offered: list[str] = []

    def pick(kind: str, actions: list[str]) -> str | None:
        if kind == "choose_sacrifice":
            offered.extend(actions)
            return "sacrifice dino"
        return None
    drive(state, pick)
    assert offered == ["sacrifice dino", "sacrifice none"]
    assert zone(state, "dino") is Zone.HAND and state.players["A"].life == 22
    state = cast(text, hand=[JUNK])
    assert "choose_sacrifice" not in drive(state, answers())
    assert state.players["A"].life == 20


@plays("When this creature enters, you may exile two cards from your graveyard. If you do, draw "
       "a card.")
def test_exiling_two_cards_from_the_graveyard() -> None:
    """CR 118.12, 406.2, 601.2b: two of the three cards in A's graveyard are exiled together
    (each pair offered once) and A draws; with one card only, A can't pay (118.3)."""
    text = ("When this creature enters, you may exile two cards from your graveyard. If you do, "
            "draw a card.")
    grave = [{"id": f"g{i}", "name": "Gone", "power": 1, "toughness": 1} for i in range(3)]
    state = mtgsim.load({
        "active_player": "A", "until": "end of turn",
        "players": {"A": {"hand": [{"id": "ripper", "name": "Ripper", "power": 4,
                                    "toughness": 4, "cost": "{0}", "text": text}],
                          "graveyard": grave,
                          "library": [{"id": "lib0", "name": "Filler", "power": 1,
                                       "toughness": 1}]}, "B": {}},
        "permanents": [], "combat": {"attacks": {}, "actions": [
            {"step": "precombat_main", "player": "A", "cast": "ripper"}]}})
    state.apply("cast ripper")
    offered: list[str] = []

    def pick(kind: str, actions: list[str]) -> str | None:
        if kind == "choose_sacrifice":
            offered.extend(actions)
            return next(a for a in actions if "g0" in a and "g2" in a)
        return None
    drive(state, pick)
    assert len(offered) == 4  # three pairs, and none
    assert [zone(state, g) for g in ("g0", "g1", "g2")] == [Zone.EXILE, Zone.GRAVEYARD,
                                                          Zone.EXILE]
    assert zone(state, "lib0") is Zone.HAND


@plays("When this creature enters, you may tap two untapped creatures you control. If you do, "
       "draw a card.",
       "When this creature enters, you may sacrifice a creature or discard a creature card. If "
       "you do, draw a card.")
def test_tapping_two_creatures_or_sacrificing_or_discarding_a_creature_card() -> None:
    """CR 118.12, 701.26a: two untapped Bears are tapped together and A draws; CR 601.2b: of
    "sacrifice a creature or discard a creature card", the Bear (701.21a) and the creature
    card in hand (701.9a) are offered, the land card in hand is not."""
    text = ("When this creature enters, you may tap two untapped creatures you control. If "
            "you do, draw a card.")
    state = cast(text, permanents=(bear("b1", "A"), bear("b2", "A")), library=1)
    drive(state, answers(choose_sacrifice="b1, b2"))
    assert state.permanents["b1"].tapped and state.permanents["b2"].tapped
    assert zone(state, "lib0") is Zone.HAND
    text = ("When this creature enters, you may sacrifice a creature or discard a creature "
            "card. If you do, draw a card.")
    land = {"id": "land", "name": "Plain Land", "types": ["Land"]}
    state = cast(text, hand=[JUNK, land], permanents=(bear("b1", "A"),), library=1)
    offered: list[str] = []

    def pick(kind: str, actions: list[str]) -> str | None:
        if kind == "choose_sacrifice":
            offered.extend(actions)
            return "sacrifice junk"
        return None
    drive(state, pick)
    assert "sacrifice land" not in offered and "sacrifice b1" in offered
    assert zone(state, "junk") is Zone.GRAVEYARD and zone(state, "lib0") is Zone.HAND


@plays("When this creature enters, you may pay {1} and 1 life. If you do, draw a card.",
       "When this creature enters, you may pay {1} and sacrifice an artifact. If you do, draw "
       "a card.")
def test_mana_and_another_cost_both_paid() -> None:
    """CR 601.2h, 118.12: "pay {1} and 1 life": with a Mountain A pays both (the land tapped,
    119.4: 1 life) and draws; with no land A can't pay (118.3): not asked. "pay {1} and
    sacrifice an artifact": the artifact is the way offered, sacrificed (701.21a) with the
    mana paid."""
    text = "When this creature enters, you may pay {1} and 1 life. If you do, draw a card."
    state = cast(text, permanents=(mountain("m1"),), library=1)
    asked = drive(state, answers(choose_sacrifice="pay"))
    assert "choose_sacrifice" in asked
    assert state.permanents["m1"].tapped and state.players["A"].life == 19
    assert zone(state, "lib0") is Zone.HAND
    state = cast(text, library=1)
    assert "choose_sacrifice" not in drive(state, answers())
    assert state.players["A"].life == 20 and zone(state, "lib0") is Zone.LIBRARY
    text = ("When this creature enters, you may pay {1} and sacrifice an artifact. If you do, "
            "draw a card.")
    relic = {"id": "relic", "controller": "A", "name": "Relic", "types": ["Artifact"]}
    state = cast(text, permanents=(mountain("m1"), relic), library=1)
    drive(state, answers(choose_sacrifice="relic"))
    assert zone(state, "relic") is Zone.GRAVEYARD and state.permanents["m1"].tapped
    assert zone(state, "lib0") is Zone.HAND


@plays("When this creature enters, you may sacrifice a Food or pay {2}{W}. When you do, tap "
       "target creature an opponent controls.",
       "When this creature enters, you may sacrifice a creature or Vehicle. When you do, "
       "destroy target artifact an opponent controls.")
def test_sacrificing_a_permanent_of_a_subtype() -> None:
    """CR 205.3g, 701.21a, 603.12: the Food is offered, the other artifact is not (and no
    {2}{W} without lands, 118.3); sacrificed, the reflexive ability taps B's creature. Of
    "a creature or Vehicle", a noncreature Vehicle is offered with the creatures; sacrificed,
    B's artifact is destroyed (701.8a)."""
    food = {"id": "food", "controller": "A", "name": "Food", "types": ["Artifact"],
            "subtypes": ["Food"]}
    relic = {"id": "relic", "controller": "A", "name": "Relic", "types": ["Artifact"]}
    text = ("When this creature enters, you may sacrifice a Food or pay {2}{W}. When you do, "
            "tap target creature an opponent controls.")
    state = cast(text, permanents=(food, relic, bear("foe", "B")))
    offered: list[str] = []

    def pick(kind: str, actions: list[str]) -> str | None:
        if kind == "choose_sacrifice":
            offered.extend(actions)
            return "sacrifice food"
        return "target foe" if kind == "choose_target" else None
    drive(state, pick)
    assert offered == ["sacrifice food", "sacrifice none"]
    assert zone(state, "food") is Zone.GRAVEYARD and state.permanents["foe"].tapped
    text = ("When this creature enters, you may sacrifice a creature or Vehicle. When you do, "
            "destroy target artifact an opponent controls.")
    cart = {"id": "cart", "controller": "A", "name": "Cart", "types": ["Artifact"],
            "subtypes": ["Vehicle"]}
    theirs = {**relic, "id": "theirs", "controller": "B"}
    state = cast(text, permanents=(cart, relic, theirs))
    offered.clear()

    def pick_cart(kind: str, actions: list[str]) -> str | None:
        if kind == "choose_sacrifice":
            offered.extend(actions)
            return "sacrifice cart"
        return "target theirs" if kind == "choose_target" else None
    drive(state, pick_cart)
    assert sorted(offered) == ["sacrifice cart", "sacrifice none", "sacrifice ripper"]
    assert zone(state, "cart") is Zone.GRAVEYARD and zone(state, "theirs") is Zone.GRAVEYARD


@plays("When this creature enters, draw a card. Then you may discard a nonland card. When you "
       "do, this creature deals 2 damage to target creature.")
def test_then_you_may_pay_a_cost() -> None:
    """CR 608.2c, 118.12, 603.12: A draws first (the land drawn), then may discard a nonland
    card — the land in hand is not offered (205.4b); discarded, the reflexive ability deals 2
    damage to B's Bear (it dies, 704.5g); declined, nothing triggers."""
    text = ("When this creature enters, draw a card. Then you may discard a nonland card. "
            "When you do, this creature deals 2 damage to target creature.")
    land = {"id": "lib0", "name": "Plain Land", "types": ["Land"]}
    for way in ("junk", "none"):
        state = mtgsim.load({
            "active_player": "A", "until": "end of turn",
            "players": {"A": {"hand": [{"id": "ripper", "name": "Ripper", "power": 4,
                                        "toughness": 4, "cost": "{0}", "text": text}, JUNK],
                              "library": [land]}, "B": {}},
            "permanents": [bear("foe", "B")], "combat": {"attacks": {}, "actions": [
                {"step": "precombat_main", "player": "A", "cast": "ripper"}]}})
        state.apply("cast ripper")
        offered: list[str] = []

        def pick(kind: str, actions: list[str], way: str = way,
                 offered: list[str] = offered) -> str | None:
            if kind == "choose_sacrifice":
                offered.extend(actions)
                return f"sacrifice {way}"
            return "target foe" if kind == "choose_target" else None
        drive(state, pick)
        assert offered == ["sacrifice junk", "sacrifice none"]
        assert zone(state, "lib0") is Zone.HAND
        assert zone(state, "foe") is (Zone.GRAVEYARD if way == "junk" else Zone.BATTLEFIELD)
