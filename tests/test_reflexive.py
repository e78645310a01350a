"""Reflexive triggered abilities (CR 603.12): "you may sacrifice another creature. When you
do, destroy target nonland permanent", "you may sacrifice it. When you do, ...", "you may pay
2 life. When you do, ...", "you may discard a card. When you do, ...": the ability triggers
only if the instruction before it was done (118.12), and goes on the stack after the ability
that made it resolves, its targets chosen then (603.3d) — never the creature just sacrificed."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from played import plays

import mtgsim
from sim import GameState
from sim.model.events import AbilityTriggered
from sim.model.objects import Zone
from sim.text import read_card
from sim.text.oracle import FULL

ETB_SACRIFICE = ("When this creature enters, you may sacrifice another creature. When you do, "
                 "destroy target nonland permanent.")


def bear(pid: str, controller: str, **more: Any) -> dict[str, Any]:
    return {"id": pid, "controller": controller, "name": "Bear", "power": 2, "toughness": 2,
            **more}


def cast(text: str, hand: list[dict[str, Any]] | None = None, life: int = 20,
         permanents: tuple[dict[str, Any], ...] = ()) -> GameState:
    """A casts a 4/4 with ``text`` for {0} in their first main phase."""
    ripper = {"id": "ripper", "name": "Ripper", "power": 4, "toughness": 4, "cost": "{0}",
              "text": text}
    state = mtgsim.load({
        "active_player": "A", "until": "end of turn",
        "players": {"A": {"hand": [ripper, *(hand or [])], "life": life}, "B": {}},
        "permanents": list(permanents), "combat": {"attacks": {}, "actions": [
            {"step": "precombat_main", "player": "A", "cast": "ripper"}]}})
    state.apply("cast ripper")
    return state


def drive(state: GameState, pick: Callable[[str, list[str]], str | None]) -> list[str]:
    """Play to the end, ``pick`` answering each decision (None: pass, or the first action);
    the kinds asked, in order."""
    asked: list[str] = []
    while state.decision is not None:
        kind = str(state.decision.kind)
        actions = [str(a) for a in state.legal_actions()]
        asked.append(kind)
        chosen = pick(kind, actions)
        state.apply(chosen if chosen is not None else
                    "pass" if "pass" in actions else actions[0])
    return asked


def answers(**by_kind: str) -> Callable[[str, list[str]], str | None]:
    """The action of each decision kind containing the given words."""
    def pick(kind: str, actions: list[str]) -> str | None:
        words = by_kind.get(kind)
        return None if words is None else next(a for a in actions if words in a)
    return pick


def zone(state: GameState, pid: str) -> Zone:
    return state.permanents[pid].zone


@plays("When this creature enters, you may sacrifice another creature. When you do, destroy "
       "target nonland permanent.")
def test_sacrificing_triggers_the_reflexive_ability() -> None:
    """CR 603.12: the enters trigger resolves, A sacrifices a creature (701.21a), the reflexive
    ability triggers and is put on the stack after it, its target chosen then (603.3d): the
    sacrificed creature is no longer offered; B's creature is destroyed (701.8a)."""
    state = cast(ETB_SACRIFICE, permanents=(bear("fodder", "A"), bear("foe", "B")))
    offered: list[str] = []

    def pick(kind: str, actions: list[str]) -> str | None:
        if kind == "choose_sacrifice":
            return "sacrifice fodder"
        if kind == "choose_target":
            offered.extend(actions)
            return "target foe"
        return None
    asked = drive(state, pick)
    assert asked.index("choose_sacrifice") < asked.index("choose_target")
    assert "target fodder" not in offered and "target ripper" in offered
    assert zone(state, "fodder") is Zone.GRAVEYARD and zone(state, "foe") is Zone.GRAVEYARD
    reflexive = [e for e in state.events if isinstance(e, AbilityTriggered)]
    assert len(reflexive) == 2  # the enters ability, then the reflexive one


def test_declining_or_having_nothing_to_sacrifice_triggers_nothing() -> None:
    """CR 603.12, 118.12: declined, nothing was done and nothing triggers; with no other
    creature to sacrifice there is no choice (118.3) and no reflexive ability either."""
    state = cast(ETB_SACRIFICE, permanents=(bear("fodder", "A"), bear("foe", "B")))
    asked = drive(state, answers(choose_sacrifice="none"))
    assert "choose_target" not in asked
    assert zone(state, "fodder") is Zone.BATTLEFIELD and zone(state, "foe") is Zone.BATTLEFIELD
    state = cast(ETB_SACRIFICE, permanents=(bear("foe", "B"),))
    asked = drive(state, answers())
    assert "choose_sacrifice" not in asked and "choose_target" not in asked
    assert zone(state, "foe") is Zone.BATTLEFIELD


@plays("Whenever this creature deals combat damage to a player, you may sacrifice it. When "
       "you do, destroy target artifact or enchantment.")
def test_sacrificing_itself_triggers_after_combat_damage() -> None:
    """CR 603.12, 701.21a: the creature deals combat damage (510.2), its trigger resolves, A
    sacrifices it ("you may", 603.5) and the reflexive ability destroys B's artifact though
    its source has left the battlefield (its trigger waits, 603.3); declined, both stay."""
    text = ("Whenever this creature deals combat damage to a player, you may sacrifice it. "
            "When you do, destroy target artifact or enchantment.")
    def attack(yes: str) -> GameState:
        state = mtgsim.load({
            "active_player": "A", "until": "end of turn", "players": {"A": {}, "B": {}},
            "permanents": [{"id": "intruder", "controller": "A", "name": "Intruder",
                            "power": 1, "toughness": 2, "text": text},
                           {"id": "relic", "controller": "B", "name": "Relic",
                            "types": ["Artifact"]}],
            "combat": {"attacks": {"intruder": "B"}, "actions": []}})
        drive(state, answers(declare_attackers="intruder", choose_optional=yes,
                             choose_target="relic"))
        return state
    state = attack("yes")
    assert state.players["B"].life == 19
    assert zone(state, "intruder") is Zone.GRAVEYARD and zone(state, "relic") is Zone.GRAVEYARD
    state = attack("no")
    assert zone(state, "intruder") is Zone.BATTLEFIELD and zone(state, "relic") is \
        Zone.BATTLEFIELD


@plays("When this creature enters, you may pay 2 life. When you do, target creature gets "
       "-1/-1 until end of turn.")
def test_paying_life_triggers_the_reflexive_ability() -> None:
    """CR 603.12, 119.4: A pays 2 life (paying life is losing it), the reflexive ability gives
    B's 1/1 -1/-1 and it dies (704.5f); with 1 life A can't pay (119.4, 118.3): no choice, no
    trigger."""
    text = ("When this creature enters, you may pay 2 life. When you do, target creature gets "
            "-1/-1 until end of turn.")
    state = cast(text, permanents=(bear("foe", "B", power=1, toughness=1),))
    drive(state, answers(choose_pay="yes", choose_target="foe"))
    assert state.players["A"].life == 18 and zone(state, "foe") is Zone.GRAVEYARD
    state = cast(text, life=1, permanents=(bear("foe", "B", power=1, toughness=1),))
    asked = drive(state, answers())
    assert "choose_pay" not in asked and "choose_target" not in asked
    assert state.players["A"].life == 1 and zone(state, "foe") is Zone.BATTLEFIELD


@plays("When this creature enters, you may discard a card. When you do, this creature deals "
       "2 damage to any target.")
def test_discarding_triggers_the_reflexive_ability() -> None:
    """CR 603.12, 701.9a: A discards a card, the reflexive ability deals 2 damage to B
    (120.3); with an empty hand nothing is discarded, so it doesn't trigger (118.12)."""
    text = ("When this creature enters, you may discard a card. When you do, this creature "
            "deals 2 damage to any target.")
    junk = {"id": "junk", "name": "Junk", "power": 1, "toughness": 1, "cost": "{9}"}
    state = cast(text, hand=[junk])
    drive(state, answers(choose_optional="yes", choose_target="target B"))
    assert zone(state, "junk") is Zone.GRAVEYARD and state.players["B"].life == 18
    state = cast(text)
    asked = drive(state, answers(choose_optional="yes", choose_target="target B"))
    assert "choose_target" not in asked and state.players["B"].life == 20


def test_what_the_reflexive_ability_may_not_name_is_not_read() -> None:
    """CR 603.12: "that creature" / "the sacrificed creature" in a reflexive ability names what
    the instruction before did — not read, so the card is not full; an instruction that does
    not record whether it was done ("you may untap it") is not read either ("you may tap it"
    is: ``test_reflexive_done``)."""
    for text in ("When this creature enters, you may sacrifice another creature. When you do, "
                 "this creature deals damage equal to the sacrificed creature's power to any "
                 "target.",
                 "When this creature enters, you may untap it. When you do, destroy target "
                 "creature."):
        assert read_card(text, "Ripper", ("Creature",)).status != FULL


HIDEOUT = ("When this land enters, sacrifice it. When you do, search your library for a basic "
           "Forest, Plains, or Island card, put it onto the battlefield tapped, then shuffle "
           "and you gain 1 life.")


@plays("When this land enters, sacrifice it. When you do, search your library for a basic "
       "Forest, Plains, or Island card, put it onto the battlefield tapped, then shuffle and"
       " you gain 1 life.")
def test_a_land_sacrificing_itself_searches_for_a_basic_land() -> None:
    """CR 603.12, 701.21a: the land's enters trigger sacrifices it, and the reflexive ability
    searches (701.23a) for a basic land (205.4c) of one of the types named (205.3i): the
    basic Forest is offered, not the basic Mountain nor the nonbasic Forest; it enters tapped,
    the library is shuffled (701.24a) and A gains 1 life (119.1)."""
    land = {"id": "hideout", "name": "Hideout", "types": ["Land"], "text": HIDEOUT}
    basic = {"types": ["Land"], "supertypes": ["Basic"]}
    library = [{"name": "Mountain", "subtypes": ["Mountain"], **basic},
               {"name": "Forest", "subtypes": ["Forest"], **basic},
               {"name": "Murky Forest", "types": ["Land"], "subtypes": ["Forest"]}]
    state = mtgsim.load({
        "active_player": "A", "until": "end of turn",
        "players": {"A": {"hand": [land], "library": library}, "B": {}}, "permanents": [],
        "combat": {"attacks": {}, "actions": []}})
    offered: list[str] = []

    def pick(kind: str, actions: list[str]) -> str | None:
        if "play hideout" in actions:
            return "play hideout"
        if kind == "choose_card":
            offered.extend(actions)
            return "card Forest"
        return None
    drive(state, pick)
    assert offered == ["card Forest", "card none"]
    assert zone(state, "hideout") is Zone.GRAVEYARD and state.players["A"].life == 21
    found = [p for p in state.permanents.values() if p.card.name == "Forest"]
    assert len(found) == 1 and found[0].zone is Zone.BATTLEFIELD and found[0].tapped
    assert sorted(c.name for c in state.players["A"].library) == ["Mountain", "Murky Forest"]


@plays("When this creature enters, you may search your library for a card named Seahawk, "
       "reveal it, put it into your hand, then shuffle.")
def test_a_search_for_a_card_with_the_sources_name() -> None:
    """CR 701.23a, 201.2: the search finds only a card with the source's name (another
    Seahawk), revealed into the hand; the library is shuffled (701.24a)."""
    text = ("When this creature enters, you may search your library for a card named Seahawk, "
            "reveal it, put it into your hand, then shuffle.")
    seahawk = {"id": "seahawk", "name": "Seahawk", "power": 2, "toughness": 2, "cost": "{0}",
               "text": text}
    library = [{"name": "Bear", "types": ["Creature"], "power": 2, "toughness": 2},
               {"name": "Seahawk", "types": ["Creature"], "power": 2, "toughness": 2,
                "text": text},
               {"name": "Gull", "types": ["Creature"], "power": 1, "toughness": 1}]
    state = mtgsim.load({
        "active_player": "A", "until": "end of turn",
        "players": {"A": {"hand": [seahawk], "library": library}, "B": {}},
        "permanents": [], "combat": {"attacks": {}, "actions": [
            {"step": "precombat_main", "player": "A", "cast": "seahawk"}]}})
    state.apply("cast seahawk")
    offered: list[str] = []

    def pick(kind: str, actions: list[str]) -> str | None:
        if kind == "choose_optional":
            return "yes"
        if kind == "choose_card":
            offered.extend(actions)
            return "card Seahawk"
        return None
    drive(state, pick)
    assert offered == ["card Seahawk", "card none"]
    in_hand = [p for p in state.permanents.values() if p.zone is Zone.HAND]
    assert [p.card.name for p in in_hand] == ["Seahawk"]
    assert sorted(c.name for c in state.players["A"].library) == ["Bear", "Gull"]


@plays("When this creature enters, target opponent reveals their hand. You choose a nonland "
       "card from it and exile that card.")
def test_a_card_chosen_from_a_revealed_hand_is_exiled() -> None:
    """CR 701.20a, 406.2: B reveals their hand, A chooses a nonland card from it (the land is
    not offered) and that card is exiled — not discarded: it is not in B's graveyard."""
    text = ("When this creature enters, target opponent reveals their hand. You choose a "
            "nonland card from it and exile that card.")
    seer = {"id": "seer", "name": "Seer", "power": 4, "toughness": 4, "cost": "{0}",
            "text": text}
    hand = [{"id": "forest", "name": "Forest", "types": ["Land"]},
            {"id": "bolt", "name": "Bolt", "types": ["Instant"], "cost": "{R}"},
            {"id": "bear", "name": "Bear", "types": ["Creature"], "power": 2,
             "toughness": 2, "cost": "{1}{G}"}]
    state = mtgsim.load({
        "active_player": "A", "until": "end of turn",
        "players": {"A": {"hand": [seer]}, "B": {"hand": hand}},
        "permanents": [], "combat": {"attacks": {}, "actions": [
            {"step": "precombat_main", "player": "A", "cast": "seer"}]}})
    state.apply("cast seer")
    offered: list[str] = []

    def pick(kind: str, actions: list[str]) -> str | None:
        if kind == "choose_target":
            return "target B"
        if kind == "choose_discard":
            offered.extend(actions)
            return next(a for a in actions if "bolt" in a)
        return None
    drive(state, pick)
    assert sorted(offered) == ["discard bear", "discard bolt"]
    assert zone(state, "bolt") is Zone.EXILE and zone(state, "bear") is Zone.HAND
    assert zone(state, "forest") is Zone.HAND


FAEBLOOM = ("Create two 1/1 blue Faerie creature tokens with flying. When you do, tap target "
            "creature an opponent controls.")


@plays("Create two 1/1 blue Faerie creature tokens with flying. When you do, tap target "
       "creature an opponent controls.")
def test_creating_tokens_triggers_the_reflexive_ability() -> None:
    """CR 603.12, 111.2: the instant creates two Faeries (always done), then the reflexive
    ability triggers and is put on the stack, its target chosen then (603.3d): B's creature
    is tapped."""
    trick = {"id": "trick", "name": "Faebloom Trick", "types": ["Instant"], "cost": "{0}",
             "text": FAEBLOOM}
    state = mtgsim.load({
        "active_player": "A", "until": "end of turn",
        "players": {"A": {"hand": [trick]}, "B": {}},
        "permanents": [bear("foe", "B")], "combat": {"attacks": {}, "actions": [
            {"step": "precombat_main", "player": "A", "cast": "trick"}]}})
    state.apply("cast trick")
    asked = drive(state, answers(choose_target="foe"))
    assert "choose_target" in asked and state.permanents["foe"].tapped
    faeries = [p for p in state.permanents.values() if p.token and p.zone is Zone.BATTLEFIELD]
    assert len(faeries) == 2
    assert len([e for e in state.events if isinstance(e, AbilityTriggered)]) == 1
    assert read_card(FAEBLOOM, "Faebloom Trick", ("Instant",)).status == FULL
    assert read_card("Create X 1/1 blue Faerie creature tokens with flying. When you do, tap "
                     "target creature an opponent controls.", "Trick",
                     ("Instant",)).status != FULL
