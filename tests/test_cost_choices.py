"""The parts of activated abilities' costs paid with objects (CR 602.2b, 601.2h, 118.3;
``sim.model.cost_parts``, ``sim.rules.cost_choices``): sacrificing, discarding, exiling from a
graveyard, returning to a hand, tapping, removing and putting counters — read, rendered back,
offered only when payable, their objects chosen as the ability is activated and paid after
the mana."""

from __future__ import annotations

from typing import Any

import pytest
from played import plays

import mtgsim
from sim.model.decisions import DecisionKind
from sim.model.events import ManaAdded, Milled
from sim.model.objects import Zone
from sim.text import FULL
from sim.text.oracle import read_text


def load(*permanents: dict[str, Any], actions: list[dict[str, Any]] | None = None,
         attacks: dict[str, str] | None = None, blocks: dict[str, str] | None = None,
         mana: str = "{0}", hand: list[Any] | None = None,
         graveyard: list[Any] | None = None, b_hand: list[Any] | None = None
         ) -> mtgsim.GameState:
    a: dict[str, Any] = {"mana": mana}
    if hand is not None:
        a["hand"] = hand
    if graveyard is not None:
        a["graveyard"] = graveyard
    b: dict[str, Any] = {"mana": "{0}"}
    if b_hand is not None:
        b["hand"] = b_hand
    return mtgsim.load({"active_player": "A", "players": {"A": a, "B": b},
                        "permanents": list(permanents),
                        "combat": {"attacks": attacks or {}, "blocks": blocks or {},
                                   "actions": actions or []}})


def creature(pid: str, controller: str, power: int, toughness: int, text: str = "",
             **fields: Any) -> dict[str, Any]:
    out = {"id": pid, "controller": controller, "power": power, "toughness": toughness,
           **fields}
    if text:
        out["text"] = text
    return out


def card(pid: str, types: list[str], **fields: Any) -> dict[str, Any]:
    return {"id": pid, "name": pid.title(), "types": types, **fields}


HUSK = "Sacrifice a creature: Nantuko Husk gets +2/+2 until end of turn."


@plays("Sacrifice a creature: Nantuko Husk gets +2/+2 until end of turn.")
def test_sacrificing_a_creature_pumps_the_blocked_attacker() -> None:
    """CR 602.2b, 601.2h, 701.21a: the creature sacrificed is chosen as the cost is paid (the
    scripted "elf"); it dies (700.4) before the ability resolves, and the 4/4 Husk kills the
    3/3 blocker and survives its 3 damage. Unpaid, the 2/2 Husk would die instead."""
    state = load(creature("husk", "A", 2, 2, HUSK, name="Nantuko Husk"),
                 creature("elf", "A", 1, 1), creature("ogre", "B", 3, 3),
                 attacks={"husk": "B"}, blocks={"ogre": "husk"},
                 actions=[{"step": "declare_blockers", "player": "A", "activate": "husk",
                           "choices": ["elf"]}])
    outcome = mtgsim.play(state)
    assert set(outcome.died) == {"elf", "ogre"}
    assert state.permanents["husk"].zone is Zone.BATTLEFIELD


def _activate(state: mtgsim.GameState, source: str) -> None:
    action = next(a for a in state.legal_actions() if f"activate {source}" in str(a))
    state.apply(action)



@plays("{1}, Sacrifice another creature: Target creature gets -2/-2 until end of turn.")
def test_another_creature_leaves_the_source_out() -> None:
    """CR 611.3 ("another": not the source itself) and 601.2h: the choice offers the other
    creatures A controls, never the source nor B's; the chosen one is sacrificed, the {1}
    paid, and the -2/-2 kills B's 2/2 bear (704.5f)."""
    text = "{1}, Sacrifice another creature: Target creature gets -2/-2 until end of turn."
    state = load(creature("priest", "A", 1, 1, text), creature("elf", "A", 1, 1),
                 creature("goblin", "A", 1, 1), creature("bear", "B", 2, 2), mana="{1}")
    _activate(state, "priest")
    while state.decision is not None and state.decision.kind is DecisionKind.CHOOSE_TARGET:
        state.apply(next(a for a in state.legal_actions() if "bear" in str(a)))
    assert state.decision is not None and state.decision.kind is DecisionKind.CHOOSE_COST
    assert set(state.decision.options) == {"elf", "goblin"}
    state.apply(next(a for a in state.legal_actions() if "goblin" in str(a)))
    assert state.permanents["goblin"].zone is Zone.GRAVEYARD
    assert state.players["A"].mana.total == 0
    mtgsim.play(state)
    assert state.permanents["bear"].zone is Zone.GRAVEYARD


@plays("Discard a card: This creature gets +1/+1 until end of turn.")
def test_discarding_a_card_is_offered_only_with_a_card_in_hand() -> None:
    """CR 602.2b, 701.9a: "Discard a card" is paid with a card of its controller's hand: with
    none, the ability is not offered; with one, that card goes to the graveyard as it is
    activated and the 2/2 wins its fight with a 2/3."""
    text = "Discard a card: This creature gets +1/+1 until end of turn."
    empty = load(creature("hound", "A", 2, 2, text), hand=[])
    assert not any("activate hound" in str(a) for a in empty.legal_actions())
    state = load(creature("hound", "A", 2, 2, text), creature("orc", "B", 2, 3),
                 attacks={"hound": "B"}, blocks={"orc": "hound"},
                 hand=[card("rock", ["Artifact"])],
                 actions=[{"step": "declare_blockers", "player": "A", "activate": "hound",
                           "choices": ["rock"]}])
    outcome = mtgsim.play(state)
    assert outcome.died == ("orc",) and state.permanents["rock"].zone is Zone.GRAVEYARD


@plays("Discard a card at random: This creature gets +1/+1 until end of turn.")
def test_discarding_at_random_asks_nothing_and_is_reproducible() -> None:
    """CR 701.9b: a card discarded at random is not chosen: no cost decision is asked, one of
    the two cards leaves the hand, and the same game (seed) discards the same one."""
    text = "Discard a card at random: This creature gets +1/+1 until end of turn."
    gone = []
    for _ in range(2):
        state = load(creature("hound", "A", 2, 2, text),
                     hand=[card("rock", ["Artifact"]), card("stick", ["Artifact"])])
        _activate(state, "hound")
        assert state.decision is None or state.decision.kind is not DecisionKind.CHOOSE_COST
        gone.append(tuple(c for c in ("rock", "stick")
                          if state.permanents[c].zone is Zone.GRAVEYARD))
    assert len(gone[0]) == 1 and gone[0] == gone[1]


@plays("Exile a creature card from your graveyard: This creature gets +1/+1 until end of turn.")
def test_exiling_a_creature_card_from_the_graveyard() -> None:
    """CR 602.2b, 406.3: only creature cards of its controller's graveyard pay the cost (the
    land there does not); the chosen card is exiled."""
    text = "Exile a creature card from your graveyard: This creature gets +1/+1 until end of turn."
    state = load(creature("ghoul", "A", 2, 2, text),
                 graveyard=[card("bear", ["Creature"], power=2, toughness=2),
                            card("swamp", ["Land"])])
    _activate(state, "ghoul")
    assert state.permanents["bear"].zone is Zone.EXILE
    assert state.permanents["swamp"].zone is Zone.GRAVEYARD


@plays("{1}, Exile Krovikan Rot from your graveyard: Target creature gets -1/-1 until end of turn.")
def test_an_ability_activated_from_the_graveyard_exiles_its_card() -> None:
    """CR 602.2 (an ability that exiles its card from the graveyard is activated only from
    there) and 406.3: the card in the graveyard is offered, pays by exiling itself, and its
    -1/-1 kills B's 1/1; on the battlefield it would not be offered."""
    text = ("{1}, Exile Krovikan Rot from your graveyard: Target creature gets -1/-1 until end "
            "of turn.")
    state = load(creature("elf", "B", 1, 1), mana="{1}",
                 graveyard=[card("rot", ["Creature"], name="Krovikan Rot", power=1,
                                 toughness=1, text=text)])
    _activate(state, "rot")
    while state.decision is not None and state.decision.kind is DecisionKind.CHOOSE_TARGET:
        state.apply(next(a for a in state.legal_actions() if "elf" in str(a)))
    assert state.permanents["rot"].zone is Zone.EXILE
    mtgsim.play(state)
    assert state.permanents["elf"].zone is Zone.GRAVEYARD
    here = load(creature("rot", "A", 1, 1, text, name="Krovikan Rot"), mana="{1}")
    assert not any("activate rot" in str(a) for a in here.legal_actions())


RANGER = ("Return a Forest you control to its owner's hand: Untap target creature. "
          "Activate only once each turn.")


@plays("Return a Forest you control to its owner's hand: Untap target creature. Activate only "
       "once each turn.")
def test_returning_a_forest_untaps_a_blocker() -> None:
    """CR 602.2b, 400.7 and 602.5b: B returns a Forest to its hand to untap its tapped wall
    in the declare attackers step, and the wall blocks (509.1a: only untapped creatures
    block); the ability is offered once each turn."""
    state = load(creature("attacker", "A", 3, 3), creature("wall", "B", 0, 4, tapped=True),
                 creature("ranger", "B", 1, 1, RANGER),
                 {"id": "forest", "controller": "B", "name": "Forest", "types": ["Land"],
                  "subtypes": ["Forest"]}, {"id": "forest2", "controller": "B",
                                            "name": "Forest", "types": ["Land"],
                                            "subtypes": ["Forest"]},
                 attacks={"attacker": "B"}, blocks={"wall": "attacker"},
                 actions=[{"step": "declare_attackers", "player": "B", "activate": "ranger",
                           "targets": ["wall"], "choices": ["forest"]}])
    outcome = mtgsim.play(state)
    assert outcome.life["B"] == 20 and state.permanents["forest"].zone is Zone.HAND


@plays("Tap an untapped creature you control: Target creature gets -1/-1 until end of turn.")
def test_tapping_an_untapped_creature_even_a_summoning_sick_one() -> None:
    """CR 602.2b, 302.6 (summoning sickness restricts only {T} abilities of the creature
    itself) and 701.26a: the sick soldier is tapped to pay, and the -1/-1 kills B's 1/1."""
    text = "Tap an untapped creature you control: Target creature gets -1/-1 until end of turn."
    state = load(creature("captain", "A", 1, 1, text),
                 creature("soldier", "A", 1, 1, sick=True), creature("elf", "B", 1, 1))
    _activate(state, "captain")
    while state.decision is not None and state.decision.kind is DecisionKind.CHOOSE_TARGET:
        state.apply(next(a for a in state.legal_actions() if "elf" in str(a)))
    assert state.decision is not None and state.decision.kind is DecisionKind.CHOOSE_CREW
    assert set(state.decision.options) == {"captain", "soldier"}  # 601.2h, one at a time
    state.apply(next(a for a in state.legal_actions() if "soldier" in str(a)))
    assert state.permanents["soldier"].tapped and not state.permanents["captain"].tapped
    mtgsim.play(state)
    assert state.permanents["elf"].zone is Zone.GRAVEYARD


@plays("Remove a +1/+1 counter from Walking Ballista: It deals 1 damage to any target.")
def test_removing_counters_pays_until_none_are_left() -> None:
    """CR 122.1 and 602.2b (a cost is paid only with what there is, 118.3): with two +1/+1
    counters the ability is activated twice, shrinking the 0/0 to 0/0 with none (it dies,
    704.5f) and dealing 2 to B; a third activation is never offered."""
    text = "Remove a +1/+1 counter from Walking Ballista: It deals 1 damage to any target."
    state = load(creature("ballista", "A", 0, 0, text, name="Walking Ballista",
                          counters={"+1/+1": 2}))
    for _ in range(2):
        _activate(state, "ballista")
        while state.decision is not None and state.decision.kind is DecisionKind.CHOOSE_TARGET:
            state.apply(next(a for a in state.legal_actions() if str(a).endswith("B")))
    assert state.permanents["ballista"].counters.get("+1/+1", 0) == 0
    mtgsim.play(state)
    assert state.players["B"].life == 18
    assert state.permanents["ballista"].zone is Zone.GRAVEYARD


@plays("Put a -1/-1 counter on this creature: It gains flying until end of turn.")
def test_putting_a_counter_on_itself() -> None:
    """CR 122.1, 602.2b: the -1/-1 counter is put on as the cost is paid: the 3/3 is a 2/2
    flier that the ground blocker can't block (509.1b, 702.9b)."""
    text = "Put a -1/-1 counter on this creature: It gains flying until end of turn."
    state = load(creature("drake", "A", 3, 3, text), creature("wall", "B", 0, 4),
                 attacks={"drake": "B"}, blocks={},
                 actions=[{"step": "declare_attackers", "player": "A", "activate": "drake"}])
    outcome = mtgsim.play(state)
    assert outcome.life["B"] == 18 and state.permanents["drake"].counters.get("-1/-1") == 1


@plays("Exile this creature: Target creature gets +2/+2 until end of turn.")
def test_exiling_itself() -> None:
    """CR 602.2b, 406.3: the source is exiled as the cost is paid (not a death: 700.4), and
    its +2/+2 saves the blocked 2/2 from the 3/3 blocker and kills it."""
    text = "Exile this creature: Target creature gets +2/+2 until end of turn."
    state = load(creature("spirit", "A", 1, 1, text), creature("bear", "A", 2, 2),
                 creature("ogre", "B", 3, 3), attacks={"bear": "B"}, blocks={"ogre": "bear"},
                 actions=[{"step": "declare_blockers", "player": "A", "activate": "spirit",
                           "targets": ["bear"]}])
    outcome = mtgsim.play(state)
    assert outcome.died == ("ogre",) and state.permanents["spirit"].zone is Zone.EXILE


@plays("Return this creature to its owner's hand: Target creature gets +2/+2 until end of turn.")
def test_returning_itself_to_the_hand() -> None:
    """CR 602.2b, 400.7: the source goes to its owner's hand as the cost is paid; its +2/+2
    resolves anyway (608.2b: the ability exists apart from its source, 113.7a)."""
    text = "Return this creature to its owner's hand: Target creature gets +2/+2 until end of turn."
    state = load(creature("sprite", "A", 1, 1, text), creature("bear", "A", 2, 2),
                 creature("ogre", "B", 3, 3), attacks={"bear": "B"}, blocks={"ogre": "bear"},
                 actions=[{"step": "declare_blockers", "player": "A", "activate": "sprite",
                           "targets": ["bear"]}])
    outcome = mtgsim.play(state)
    assert outcome.died == ("ogre",) and state.permanents["sprite"].zone is Zone.HAND


@pytest.mark.parametrize("text", [
    "Sacrifice a creature: This creature gets +2/+2 until end of turn.",
    "{2}, Discard two cards: Draw a card.",
    "Sacrifice an artifact or creature: This creature gets +1/+1 until end of turn.",
    "Sacrifice a nontoken Goblin: This creature gets +1/+1 until end of turn.",
    "{1}, Exile two cards from your graveyard: This creature gets +1/+1 until end of turn.",
    "Remove three charge counters from this creature: Draw a card.",
])
def test_cost_parts_are_read_and_render_back(text: str) -> None:
    """The parts are read into the model and render back to the text (the round trip)."""
    reading = read_text(text)
    assert reading.status == FULL, reading.unsupported
    assert reading.activated[0].cost.parts


@pytest.mark.parametrize("text", [
    "Sacrifice a creature, Sacrifice an artifact: Draw a card.",
    "Sacrifice an untapped creature: Draw a card.",
    "Sacrifice a white creature: Draw a card.",
])
def test_costs_not_paid_exactly_are_listed_as_not_run(text: str) -> None:
    """Two parts choosing in one zone, qualities the reader does not know: listed as not run,
    never approximated."""
    reading = read_text(text)
    assert reading.status != FULL and reading.unsupported == (text,)


CHANNEL = ("Channel — {1}{G}, Discard Arashi, the Sky Asunder: Arashi deals 2 damage to each "
           "creature with flying.")


@plays("Channel — {1}{G}, Discard Arashi, the Sky Asunder: Arashi deals 2 damage to each "
       "creature with flying.")
def test_an_ability_that_discards_its_card_is_activated_from_the_hand() -> None:
    """CR 602.2 with 207.2c (channel is an ability word: the ability is "{1}{G}, Discard ~:
    ..."), 701.9a: the card in A's hand is discarded to pay, it is no cycle (702.29c), and
    the 2 damage kills B's 2/2 flier; on the battlefield it is not offered."""
    arashi = card("arashi", ["Creature"], name="Arashi, the Sky Asunder", power=5,
                  toughness=5, text=CHANNEL)
    state = load(creature("drake", "B", 2, 2, keywords=["flying"]), mana="{1}{G}",
                 hand=[arashi])
    _activate(state, "arashi")
    assert state.permanents["arashi"].zone is Zone.GRAVEYARD
    assert not any(type(e).__name__ == "Cycled" for e in state.events)
    mtgsim.play(state)
    assert state.permanents["drake"].zone is Zone.GRAVEYARD
    here = load(creature("arashi", "A", 5, 5, CHANNEL, name="Arashi, the Sky Asunder"),
                mana="{1}{G}")
    assert not any("activate arashi" in str(a) for a in here.legal_actions())


@plays("{B}: This creature gets +1/+1 until end of turn. Activate only if you have no cards "
       "in hand.")
@pytest.mark.parametrize("cards", [0, 1])
def test_activate_only_with_no_cards_in_hand(cards: int) -> None:
    """CR 602.5b (hellbent's condition, 207.2c): offered only while its controller's hand is
    empty."""
    text = ("{B}: This creature gets +1/+1 until end of turn. Activate only if you have no "
            "cards in hand.")
    state = load(creature("imp", "A", 1, 1, text), mana="{B}",
                 hand=[card(f"r{i}", ["Artifact"]) for i in range(cards)])
    assert any("activate imp" in str(a) for a in state.legal_actions()) == (cards == 0)


@plays("{1}: This creature gets +1/+0 until end of turn. Activate only if seven or more cards "
       "are in your graveyard.")
@pytest.mark.parametrize("cards", [6, 7])
def test_activate_only_at_threshold(cards: int) -> None:
    """CR 602.5b with threshold's condition (207.2c): seven or more cards in its controller's
    graveyard; six are not enough."""
    text = ("{1}: This creature gets +1/+0 until end of turn. Activate only if seven or more "
            "cards are in your graveyard.")
    state = load(creature("ape", "A", 2, 2, text), mana="{1}", graveyard=[
        card(f"g{i}", ["Artifact"]) for i in range(cards)])
    assert any("activate ape" in str(a) for a in state.legal_actions()) == (cards == 7)


@plays("{T}: This creature deals 1 damage to any target. Activate only if you control three or "
       "more artifacts.")
@pytest.mark.parametrize("artifacts", [2, 3])
def test_activate_only_with_three_artifacts(artifacts: int) -> None:
    """CR 602.5b with metalcraft's condition (207.2c): three or more artifacts its controller
    controls."""
    text = ("{T}: This creature deals 1 damage to any target. Activate only if you control "
            "three or more artifacts.")
    rocks = [{"id": f"a{i}", "controller": "A", "name": f"Rock {i}", "types": ["Artifact"]}
             for i in range(artifacts)]
    state = load(creature("smith", "A", 1, 1, text), *rocks)
    assert any("activate smith" in str(a) for a in state.legal_actions()) == (artifacts == 3)


@plays("{G}: This creature gets +1/+1 until end of turn. Activate only during your upkeep.")
def test_activate_only_during_your_upkeep() -> None:
    """CR 602.5b, 503.1: offered in its controller's upkeep, not in their main phase."""
    text = "{G}: This creature gets +1/+1 until end of turn. Activate only during your upkeep."
    state = load(creature("druid", "A", 1, 1, text), mana="{G}")
    assert not any("activate druid" in str(a) for a in state.legal_actions())
    upkeep = mtgsim.load({"active_player": "A", "step": "upkeep",
                          "players": {"A": {"mana": "{G}"}, "B": {}},
                          "permanents": [creature("druid", "A", 1, 1, text)]})
    assert any("activate druid" in str(a) for a in upkeep.legal_actions())


@plays("{T}, Mill a card: Add {C}.")
def test_mill_a_card_as_a_cost() -> None:
    """CR 701.13a, 118.3, 605.1a: "{T}, Mill a card: Add {C}" puts the library's top card into
    the graveyard as it is activated and adds {C} at once; with an empty library it can't be
    activated (the cost can't be paid)."""
    for size, legal in ((2, True), (0, False)):
        helper = {"id": "h", "controller": "A", "name": "Helper", "types": ["Creature"],
                  "power": 1, "toughness": 1, "text": "{T}, Mill a card: Add {C}."}
        state = mtgsim.load({"active_player": "A", "step": "precombat main",
                             "players": {"A": {"library": size}, "B": {}},
                             "permanents": [helper]})
        actions = {str(a) for a in state.legal_actions()}
        assert ("activate h 0" in actions) is legal
        if not legal:
            continue
        state.apply("activate h 0")
        assert state.permanents["h"].tapped
        assert [len(e.cards) for e in state.events if isinstance(e, Milled)] == [1]
        assert [e.mana for e in state.events if isinstance(e, ManaAdded)] == ["{C}"]
        assert len(state.cards("A", Zone.GRAVEYARD)) == 1


@plays("Sacrifice three other creatures: Transform Pariah.")
def test_three_other_creatures_leave_the_source_out() -> None:
    """CR 118.3, 602.2b, 601.2h, 701.28a: "sacrifice three other creatures" is paid with three
    creatures its controller controls other than the source: with two others it is not
    offered; with three, all three are chosen and sacrificed (the source never offered), then
    Pariah transforms into its back face."""
    text = "Sacrifice three other creatures: Transform Pariah."
    back = {"name": "Abomination", "types": ["Creature"], "power": 6, "toughness": 5}
    pariah = creature("pariah", "A", 3, 3, text, name="Pariah", back=back)
    two = load(pariah, creature("elf", "A", 1, 1), creature("goblin", "A", 1, 1),
               creature("bear", "B", 2, 2))
    assert not any("activate pariah" in str(a) for a in two.legal_actions())
    state = load(pariah, creature("elf", "A", 1, 1), creature("goblin", "A", 1, 1),
                 creature("orc", "A", 1, 1), creature("bear", "B", 2, 2))
    _activate(state, "pariah")
    offered: set[str] = set()
    while state.decision is not None and state.decision.kind is DecisionKind.CHOOSE_COST:
        offered |= set(state.decision.options)
        state.apply(state.legal_actions()[0])
    assert offered == {"elf", "goblin", "orc"}
    assert all(state.permanents[p].zone is Zone.GRAVEYARD for p in ("elf", "goblin", "orc"))
    while state.stack:
        state.apply("pass")
    assert state.permanents["pariah"].card.name == "Abomination"
    assert state.permanents["bear"].zone is Zone.BATTLEFIELD


@plays("Sacrifice two Blood tokens: Transform Bloodseeker. Activate only as a sorcery.")
def test_two_blood_tokens_are_tokens_of_that_type() -> None:
    """CR 111.1, 205.3g, 602.2b, 701.28a: "sacrifice two Blood tokens" is paid with two Blood
    tokens its controller controls: a Blood token and a nontoken Blood artifact can't pay it
    (the ability is not offered); two Blood tokens are sacrificed (tokens cease to exist in
    the graveyard, 111.7) and Bloodseeker transforms."""
    text = "Sacrifice two Blood tokens: Transform Bloodseeker. Activate only as a sorcery."
    back = {"name": "Bloodhowl", "types": ["Creature"], "power": 6, "toughness": 4}
    seeker = creature("seeker", "A", 3, 3, text, name="Bloodseeker", back=back)

    def blood(pid: str, token: bool) -> dict[str, Any]:
        return card(pid, ["Artifact"], subtypes=["Blood"], controller="A", token=token)

    def main(*permanents: dict[str, Any]) -> mtgsim.GameState:
        return mtgsim.load({"active_player": "A", "step": "precombat main",
                            "players": {"A": {}, "B": {}}, "permanents": list(permanents)})
    mixed = main(seeker, blood("b1", True), blood("b2", False))
    assert not any("activate seeker" in str(a) for a in mixed.legal_actions())
    state = main(seeker, blood("b1", True), blood("b2", True), blood("b3", False))
    _activate(state, "seeker")
    offered: set[str] = set()
    while state.decision is not None and state.decision.kind is DecisionKind.CHOOSE_COST:
        offered |= set(state.decision.options)
        state.apply(state.legal_actions()[0])
    assert offered <= {"b1", "b2"}
    assert "b3" in state.permanents and state.permanents["b3"].zone is Zone.BATTLEFIELD
    assert not any(p in state.permanents and state.permanents[p].zone is Zone.BATTLEFIELD
                   for p in ("b1", "b2"))
    while state.stack:
        state.apply("pass")
    assert state.permanents["seeker"].card.name == "Bloodhowl"
