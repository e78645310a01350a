"""Face-down spells and permanents (CR 708): morph (702.37a), megamorph (702.37b) and disguise
(702.168a) — cast face down for {3} as a nameless colorless 2/2 creature spell with no
abilities, turned face up by paying the keyword's cost as a special action (702.37e, 116.2b),
"when ~ is turned face up" (708.8), revealed as it leaves the battlefield (708.9)."""

from __future__ import annotations

from typing import Any

import pytest
from played import plays
from test_alt_costs import land, resolve

import mtgsim
from mtgsim.policies import policy
from sim.model.actions import CastSpell, PlayLand, TurnFaceUp, parse_action
from sim.model.decisions import DecisionKind
from sim.model.events import AbilityTriggered, TurnedFaceUp
from sim.model.keywords import Kw
from sim.model.objects import PLUS, Step, Zone
from sim.text import FULL, read_card

#: a 4/3 green flier with morph and a face-up trigger
VIGILANTE = {"name": "Vigilante", "types": ["Creature"], "subtypes": ["Insect"],
             "cost": "{3}{G}{G}", "colors": ["G"], "power": 4, "toughness": 3,
             "text": "Flying\nMorph {2}{G}\nWhen this creature is turned face up, you gain 3 "
                     "life."}
#: an enters-the-battlefield trigger besides morph
HERALD = {"name": "Herald", "types": ["Creature"], "cost": "{2}{W}", "colors": ["W"],
          "power": 1, "toughness": 1,
          "text": "When this creature enters, you gain 2 life.\nMorph {W}"}
LOREMASTER = {"name": "Loremaster", "types": ["Creature"], "cost": "{2}{G}", "colors": ["G"],
              "power": 3, "toughness": 3, "text": "Megamorph {1}{G}"}
WALKER = {"name": "Walker", "types": ["Creature"], "cost": "{R}{W}", "colors": ["R", "W"],
          "power": 3, "toughness": 1, "text": "Vigilance\nDisguise {1}{W}"}
BOLT = {"name": "Bolt", "types": ["Instant"], "cost": "{R}",
        "text": "Bolt deals 3 damage to any target."}
WATCHER = {"name": "Watcher", "types": ["Creature"], "cost": "{1}{U}", "power": 0,
           "toughness": 4, "text": "Whenever a permanent you control is turned face up, "
                                   "you gain 1 life."}
SCOUT = {"name": "Scout", "types": ["Creature"], "cost": "{1}{U}", "power": 0,
         "toughness": 4, "text": "Whenever a permanent is turned face up, you gain 2 life."}
BEAR = {"name": "Bear", "types": ["Creature"], "cost": "{1}{G}", "colors": ["G"], "power": 3,
        "toughness": 3}
DREADLING = {"name": "Dreadling", "types": ["Creature"], "cost": "{1}{B}", "colors": ["B"],
             "power": 1, "toughness": 1, "text": "When this creature enters, manifest dread."}


def forests(n: int, owner: str = "A", kind: str = "Forest") -> list[dict[str, Any]]:
    """``n`` untapped basic lands of ``kind`` ``owner`` controls."""
    return [land(f"{owner}{kind[0]}{i}", kind, owner) for i in range(n)]


def main_phase(hand: list[dict[str, Any]], lands: list[dict[str, Any]],
               others: list[dict[str, Any]] | None = None,
               b_hand: list[dict[str, Any]] | None = None) -> mtgsim.GameState:
    """A's precombat main phase, A holding ``hand`` with ``lands`` (and ``others``) out."""
    return mtgsim.load({"active_player": "A", "step": "precombat main",
                        "permanents": [*lands, *(others or [])],
                        "players": {"A": {"hand": hand}, "B": {"hand": b_hand or []}}})


def face_down(card: dict[str, Any], pid: str, owner: str = "A") -> dict[str, Any]:
    """A scenario permanent: ``card`` face down (cast face down on an earlier turn)."""
    return {**card, "id": pid, "controller": owner, "face_down": True}


@pytest.mark.parametrize("text", ["Morph {2}{G}", "Megamorph {1}{G}", "Disguise {1}{W}",
                                  "Morph {0}", "When this creature is turned face up, you gain "
                                  "3 life.", "Whenever a permanent you control is turned face "
                                  "up, you gain 1 life."])
def test_face_down_clauses_are_read_whole(text: str) -> None:
    """CR 702.37a-b, 702.168a, 708.8: read and rendered back."""
    reading = read_card(text, "X", ("Creature",))
    assert reading.status == FULL, reading.unsupported


@plays("Morph {2}{G}")
def test_a_card_cast_face_down_is_a_colorless_nameless_2_2_with_no_abilities() -> None:
    """CR 702.37c: cast face down for {3} rather than its mana cost (118.9, a choice made as
    it is cast, 601.2b); 708.2a, 708.4: the spell and the permanent are 2/2 creatures with no
    name, no mana cost (so colorless, 202.2), no subtypes and no abilities — no flying."""
    state = main_phase([VIGILANTE], forests(5))
    state.apply('cast "A:hand:1"')
    assert state.decision is not None and state.decision.kind is DecisionKind.CHOOSE_COST
    assert state.decision.options == ("mana cost", "face down")
    state.apply('cost "face down"')
    perm = state.permanents["A:hand:1"]
    assert sum(p.tapped for p in state.battlefield()) == 3  # {3}, not {3}{G}{G}
    resolve(state)
    assert perm.zone is Zone.BATTLEFIELD and perm.face_down is not None
    card = perm.card
    assert (card.name, card.colors, card.cost, card.subtypes) == ("", (), "", ())
    assert card.color_set == frozenset()
    assert (state.power(perm.id), state.toughness(perm.id)) == (2, 2)
    assert not state.has(perm.id, Kw.FLYING)
    assert not card.triggered and not card.params


def test_cast_for_its_mana_cost_it_is_face_up() -> None:
    """CR 702.37c: casting face down is a choice; cast for its mana cost it is a 4/3 flier."""
    state = main_phase([VIGILANTE], forests(5))
    state.apply('cast "A:hand:1"')
    state.apply('cost "mana cost"')
    resolve(state)
    perm = state.permanents["A:hand:1"]
    assert perm.face_down is None and state.has(perm.id, Kw.FLYING)
    assert TurnFaceUp(perm.id) not in state.legal_actions()


def test_casting_face_down_is_at_sorcery_speed_only() -> None:
    """CR 702.37c, 708.2a: the face-down spell is a creature spell without flash, so it is cast
    only when a creature spell could be (307.1): not in combat, even for a card with flash."""
    flash = {**VIGILANTE, "text": "Flash\n" + VIGILANTE["text"]}
    state = mtgsim.load({"active_player": "A", "step": "beginning of combat",
                         "permanents": forests(5),
                         "players": {"A": {"hand": [flash]}, "B": {}}})
    state.apply('cast "A:hand:1"')  # flash: its mana cost, the only way now
    assert state.decision is None or state.decision.kind is not DecisionKind.CHOOSE_COST
    assert state.permanents["A:hand:1"].face_down is None


@plays("When this creature is turned face up, you gain 3 life.")
def test_turning_face_up_uses_no_stack_and_can_follow_blocks() -> None:
    """CR 702.37e, 116.2b: any time its controller has priority — here after blockers are
    declared — paying its morph cost turns it face up at once, without the stack (nothing to
    respond to): it deals combat damage as the 4/3 it is (708.8). Its "when ~ is turned face
    up" ability then triggers and goes on the stack (603.2, 708.8)."""
    bear = {"id": "bear", "controller": "B", "name": "Bear", "power": 2, "toughness": 2}
    state = mtgsim.load({
        "active_player": "A", "until": "end of combat",
        "permanents": [face_down(VIGILANTE, "v"), bear, *forests(3)],
        "players": {"A": {}, "B": {}},
        "combat": {"attacks": {"v": "B"}, "blocks": {"bear": "v"},
                   "actions": [{"step": "declare_blockers", "player": "A", "face_up": "v"}]}})
    mtgsim.play(state)
    turned = [e for e in state.events if isinstance(e, TurnedFaceUp)]
    assert len(turned) == 1 and turned[0].step == Step.DECLARE_BLOCKERS.value
    assert any(isinstance(e, TurnedFaceUp) and e.permanent == "v" for e in state.events)
    triggered = [e for e in state.events if isinstance(e, AbilityTriggered)]
    assert triggered and triggered[0].source == "v"
    assert state.players["A"].life == 23
    assert state.permanents["bear"].zone is Zone.GRAVEYARD  # dealt 4 by the 4/3
    assert state.permanents["v"].zone is Zone.BATTLEFIELD  # 3 toughness, 2 damage
    assert state.has("v", Kw.FLYING)


def test_turning_face_up_happens_at_once() -> None:
    """CR 116.2b, 702.37e: the special action doesn't use the stack: right after it the
    permanent is face up (its own power and abilities), the stack still empty, and its
    controller has priority again (116.3c) with the face-up trigger waiting to be put on the
    stack (603.3)."""
    state = main_phase([], forests(3), [face_down(VIGILANTE, "v")])
    assert state.decision is not None and state.decision.kind is DecisionKind.PRIORITY
    assert TurnFaceUp("v") in state.legal_actions()
    state.apply(parse_action("face-up v"))
    perm = state.permanents["v"]
    assert perm.face_down is None and perm.card.name == "Vigilante"
    assert (state.power("v"), state.toughness("v")) == (4, 3)
    assert not state.stack and sum(p.tapped for p in state.battlefield()) == 3
    resolve(state)
    assert state.players["A"].life == 23


def test_turning_face_up_needs_its_cost() -> None:
    """CR 702.37e: the morph cost must be paid: with two lands it can't be turned face up;
    the opponent never can (only its controller, 702.37e)."""
    state = main_phase([], forests(2), [face_down(VIGILANTE, "v")])
    legal = state.legal_actions() if state.decision is not None else ()
    assert TurnFaceUp("v") not in legal
    other = main_phase([], forests(3, "B"), [face_down(VIGILANTE, "v")])
    assert all(not isinstance(a, TurnFaceUp) for a in (
        other.legal_actions() if other.decision is not None else ()))


@plays("When this creature enters, you gain 2 life.", "Morph {W}")
def test_a_face_down_permanent_turned_face_up_does_not_enter_again() -> None:
    """CR 708.8: its abilities relating to entering the battlefield don't trigger as it is
    turned face up (it entered already), nor as the face-down 2/2 with no abilities entered
    (708.2a)."""
    state = main_phase([HERALD], forests(4, kind="Plains"))
    state.apply('cast "A:hand:1"')
    state.apply('cost "face down"')
    resolve(state)
    assert state.players["A"].life == 20
    state.apply(parse_action('face-up "A:hand:1"'))
    resolve(state)
    assert state.players["A"].life == 20
    assert (state.power("A:hand:1"), state.toughness("A:hand:1")) == (1, 1)


@plays("Megamorph {1}{G}")
def test_megamorph_puts_a_counter_on_it_as_it_turns_face_up() -> None:
    """CR 702.37b: turned face up for its megamorph cost, it gets a +1/+1 counter: a 4/4."""
    state = main_phase([], forests(2), [face_down(LOREMASTER, "m")])
    state.apply(parse_action("face-up m"))
    assert state.permanents["m"].counters.get(PLUS) == 1
    assert (state.power("m"), state.toughness("m")) == (4, 4)


@plays("Disguise {1}{W}")
def test_disguise_gives_ward_2_while_face_down() -> None:
    """CR 702.168a: a face-down permanent cast with disguise has ward {2} (702.21a): B's Bolt
    targeting it is countered unless B pays {2}; B can't, so it survives. Face up (702.168d),
    it is the 3/1 with vigilance and no ward."""
    state = mtgsim.load({"active_player": "B", "step": "precombat main",
                         "permanents": [face_down(WALKER, "w"), *forests(1, "B", "Mountain")],
                         "players": {"A": {}, "B": {"hand": [BOLT]}}})
    state.apply('cast "B:hand:1"')
    state.apply("target w")
    resolve(state)
    assert state.permanents["w"].zone is Zone.BATTLEFIELD
    assert state.permanents["B:hand:1"].zone is Zone.GRAVEYARD  # countered by ward
    up = main_phase([], forests(2, kind="Plains"), [face_down(WALKER, "w")])
    up.apply(parse_action("face-up w"))
    assert not up.permanents["w"].card.params or all(
        k != "ward" for k, _ in up.permanents["w"].card.params)
    assert up.has("w", Kw.VIGILANCE) and up.power("w") == 3


def test_a_face_down_permanent_is_revealed_as_it_leaves() -> None:
    """CR 708.9: a face-down permanent leaving the battlefield is revealed — in the graveyard
    it is its own card again; it died as the 2/2 with no abilities (708.2a)."""
    state = mtgsim.load({"active_player": "B", "step": "precombat main",
                         "permanents": [face_down(VIGILANTE, "v"),
                                        *forests(1, "B", "Mountain")],
                         "players": {"A": {}, "B": {"hand": [BOLT]}}})
    state.apply('cast "B:hand:1"')
    state.apply("target v")
    resolve(state)
    perm = state.permanents["v"]
    assert perm.zone is Zone.GRAVEYARD and perm.face_down is None
    assert perm.card.name == "Vigilante"
    assert state.players["A"].life == 20  # no face-up trigger


@plays("Whenever a permanent you control is turned face up, you gain 1 life.",
       "Whenever a permanent is turned face up, you gain 2 life.")
def test_a_permanent_turned_face_up_triggers_others() -> None:
    """CR 603.2, 708.8: "whenever a permanent you control is turned face up" triggers on its
    controller's permanents only; "whenever a permanent is turned face up" on anyone's."""
    mine = {**WATCHER, "id": "w", "controller": "A"}
    theirs = {**WATCHER, "id": "w2", "controller": "B"}
    scout = {**SCOUT, "id": "s", "controller": "B"}
    state = main_phase([], forests(3), [face_down(VIGILANTE, "v"), mine, theirs, scout])
    state.apply(parse_action("face-up v"))
    resolve(state)
    assert state.players["A"].life == 20 + 3 + 1
    assert state.players["B"].life == 20 + 2


def test_an_opponents_face_down_card_is_hidden_from_a_search() -> None:
    """CR 708.5: only its controller may look at a face-down permanent; a search policy's
    determinized worlds (``ai.determinize``) deal it any unseen card of its owner's that could
    be it (one with a morph cost: here the Loremaster in B's hand, never the Bolt), never
    reading the real one — and its controller's own worlds keep it."""
    import numpy as np

    from ai.determinize import determinize, hidden_from
    state = mtgsim.load({"active_player": "A", "step": "precombat main", "until": "end of game",
                         "permanents": [face_down(VIGILANTE, "v", "B")],
                         "players": {"A": {}, "B": {"hand": [LOREMASTER, BOLT]}}})
    assert hidden_from(state, "A")
    rng = np.random.default_rng(1)
    seen = {determinize(state, "A", rng).permanents["v"].face_down.name  # type: ignore[union-attr]
            for _ in range(20)}
    assert seen == {"Vigilante", "Loremaster"}
    assert state.permanents["v"].face_down.name == "Vigilante"  # type: ignore[union-attr]
    own = {determinize(state, "B", rng).permanents["v"].face_down.name  # type: ignore[union-attr]
           for _ in range(5)}
    assert own == {"Vigilante"}


@pytest.mark.parametrize("agent", ["random", "heuristic", "default", "lookahead"])
def test_every_policy_answers_the_face_down_choices(agent: str) -> None:
    """CR 601.2b, 118.9: casting face down is one of the costs offered (every policy picks one
    of the options); 702.37e: turning face up is a priority action every policy may take or
    pass over (the heuristic takes it in its main phase when it has nothing to cast)."""
    import numpy as np

    chooser = policy(agent, np.random.default_rng(1))
    state = main_phase([VIGILANTE], forests(5))
    state.apply('cast "A:hand:1"')
    decision = state.decision
    assert decision is not None and decision.kind is DecisionKind.CHOOSE_COST
    action = chooser.act(state, decision, state.legal_actions())
    assert action in state.legal_actions()
    up = main_phase([], forests(3), [face_down(VIGILANTE, "v")])
    decision = up.decision
    assert decision is not None and decision.kind is DecisionKind.PRIORITY
    action = chooser.act(up, decision, up.legal_actions())
    assert action in up.legal_actions()
    if agent == "heuristic":
        assert action == TurnFaceUp("v")


@pytest.mark.parametrize("seed", range(4))
def test_the_conformance_checker_plays_face_down_cards(seed: int) -> None:
    """CR 702.37c, 702.37e, 708.2a, 708.9, 701.62a: random play casting cards face down,
    turning them face up (in any step), with megamorph, disguise and manifest dread, passes
    every check of the conformance
    checker (the actions' text and JSON forms, clones, the ``to_dict`` round trip, replay)."""
    import numpy as np

    from sim.testing.checker import check
    bear = {"id": "bear", "controller": "B", "name": "Bear", "power": 2, "toughness": 2}
    state = mtgsim.load({"active_player": "A", "step": "precombat main", "until": "end of turn",
                         "permanents": [*forests(6), face_down(LOREMASTER, "m"),
                                        face_down(WALKER, "w"), bear,
                                        *forests(2, "B", "Mountain")],
                         "players": {"A": {"hand": [VIGILANTE, HERALD, DREADLING],
                                           "library": [BEAR, BOLT, BEAR, BOLT]},
                                     "B": {"hand": [BOLT]}}})
    check(state, np.random.default_rng(seed))


# --- manifest (CR 701.40a) and manifest dread (701.62a)

def face_downs(state: mtgsim.GameState) -> list[str]:
    """The ids of the face-down permanents on the battlefield."""
    return [p.id for p in state.battlefield() if p.face_down is not None]


@plays("When this creature enters, manifest dread.")
def test_manifest_dread_manifests_one_of_the_top_two() -> None:
    """CR 701.62a: its controller looks at the top two cards of their library, puts one onto
    the battlefield face down as a 2/2 (701.40a, 708.2a; an object whose id doesn't name the
    card, 708.5) and the other into their graveyard; 701.40b: a manifested creature card is
    turned face up for its mana cost (a special action, 116.2b)."""
    state = mtgsim.load({"active_player": "A", "step": "precombat main",
                         "permanents": [*forests(2, kind="Swamp"), *forests(2)],
                         "players": {"A": {"hand": [DREADLING], "library": [BOLT, BEAR, BOLT]},
                                     "B": {}}})
    state.apply('cast "A:hand:1"')
    default = policy("default")
    while state.decision is not None and state.decision.kind is not DecisionKind.CHOOSE_CARD:
        state.apply(default.act(state, state.decision, state.legal_actions()))
    assert state.decision is not None and set(state.decision.options) == {"Bolt", "Bear"}
    state.apply('card "Bear"')
    resolve(state)
    (down,) = face_downs(state)
    perm = state.permanents[down]
    assert "bear" not in down.lower() and perm.manifested and perm.sick
    assert (state.power(down), state.toughness(down)) == (2, 2) and perm.card.name == ""
    assert [p.card.name for p in state.cards("A", Zone.GRAVEYARD)] == ["Bolt"]
    assert len(state.players["A"].library) == 1
    assert TurnFaceUp(down, True) in state.legal_actions()
    assert TurnFaceUp(down) not in state.legal_actions()  # no morph cost
    state.apply(parse_action(f"face-up {down} mana"))
    assert perm.card.name == "Bear" and state.power(down) == 3
    assert sum(p.tapped for p in state.battlefield()) == 4  # {1}{B}, then {1}{G}


@plays("{1}{W}: Manifest the top card of your library.")
def test_a_manifested_noncreature_card_cant_be_turned_face_up() -> None:
    """CR 701.40a: the top card is put onto the battlefield face down, a 2/2 creature; 701.40b:
    an instant manifested can't be turned face up (only a creature card, for its mana cost)."""
    shrine = {"id": "shrine", "controller": "A", "name": "Shrine", "types": ["Artifact"],
              "text": "{1}{W}: Manifest the top card of your library."}
    state = mtgsim.load({"active_player": "A", "step": "precombat main",
                         "permanents": [shrine, *forests(4, kind="Plains")],
                         "players": {"A": {"library": [BOLT, BEAR]}, "B": {}}})
    state.apply("activate shrine 0")
    resolve(state)
    (down,) = face_downs(state)
    assert state.permanents[down].face_down.name == "Bolt"  # type: ignore[union-attr]
    assert state.creatures("A") and (state.power(down), state.toughness(down)) == (2, 2)
    assert all(not isinstance(a, TurnFaceUp) for a in state.legal_actions())


@plays("When this creature dies, manifest dread.")
def test_manifest_dread_with_one_card_left_and_a_reveal_as_it_dies() -> None:
    """CR 701.62a: with one card in the library it is manifested (no choice); 708.9: the
    manifested permanent is revealed as it leaves the battlefield."""
    husk = {"id": "husk", "controller": "A", "name": "Husk", "power": 1, "toughness": 1,
            "text": "When this creature dies, manifest dread."}
    state = mtgsim.load({"active_player": "B", "step": "precombat main",
                         "permanents": [husk, *forests(2, "B", "Mountain")],
                         "players": {"A": {"library": [BEAR]}, "B": {"hand": [BOLT, BOLT]}}})
    state.apply('cast "B:hand:1"')
    state.apply("target husk")
    resolve(state)
    (down,) = face_downs(state)
    assert state.permanents[down].face_down.name == "Bear"  # type: ignore[union-attr]
    state.apply('cast "B:hand:2"')
    state.apply(f"target {down}")
    resolve(state)
    assert state.permanents[down].zone is Zone.GRAVEYARD
    assert state.permanents[down].card.name == "Bear" and not face_downs(state)


# --- more "turned face up" triggers (CR 603.2, 708.8)

AMBUSHER = {"name": "Ambusher", "types": ["Creature"], "cost": "{4}{G}", "colors": ["G"],
            "power": 5, "toughness": 2,
            "text": "When this creature enters or is turned face up, you gain 2 life.\n"
                    "Morph {2}{G}"}
WALKER_PINE = {"name": "Pinewalker", "types": ["Creature"], "cost": "{3}{G}{G}",
               "colors": ["G"], "power": 5, "toughness": 5,
               "text": "Whenever this creature or another creature you control is turned face "
                       "up, untap that creature.\nMorph {G}"}
BLEB = {"name": "Bleb", "types": ["Creature"], "cost": "{3}{U}", "colors": ["U"], "power": 1,
        "toughness": 1, "text": "Whenever this creature or another permanent is turned face "
                                "up, you gain 1 life.\nMorph {U}"}
IDENTITY = {"name": "Identity", "types": ["Creature"], "cost": "{2}{U}", "colors": ["U"],
            "power": 2, "toughness": 2,
            "text": "Whenever this creature or another permanent you control is turned face "
                    "up, you gain 1 life.\nMorph {U}"}


@plays("When this creature enters or is turned face up, you gain 2 life.")
def test_enters_or_is_turned_face_up() -> None:
    """CR 603.6a, 708.8: cast face up it triggers as it enters; cast face down it enters with no
    abilities (708.2a: nothing triggers) and triggers as it is turned face up."""
    up = main_phase([AMBUSHER], forests(5))
    up.apply('cast "A:hand:1"')
    up.apply('cost "mana cost"')
    resolve(up)
    assert up.players["A"].life == 22
    down = main_phase([AMBUSHER], forests(6))
    down.apply('cast "A:hand:1"')
    down.apply('cost "face down"')
    resolve(down)
    assert down.players["A"].life == 20
    down.apply(parse_action('face-up "A:hand:1"'))
    resolve(down)
    assert down.players["A"].life == 22


@plays("Whenever this creature or another creature you control is turned face up, untap that "
       "creature.")
def test_this_or_another_creature_you_control_turned_face_up() -> None:
    """CR 603.2, 708.8: it triggers for itself and for each other creature its controller turns
    face up ("that creature": the one turned up), not for an opponent's."""
    tapped_vig = {**face_down(VIGILANTE, "v"), "tapped": True}
    tapped_pine = {**face_down(WALKER_PINE, "p"), "tapped": True}
    theirs = {**face_down(LOREMASTER, "m", "B"), "tapped": True}
    state = main_phase([], forests(4), [tapped_vig, tapped_pine, theirs])
    state.apply(parse_action("face-up p"))
    resolve(state)
    assert not state.permanents["p"].tapped and state.permanents["v"].tapped
    state.apply(parse_action("face-up v"))
    resolve(state)
    assert not state.permanents["v"].tapped and state.permanents["m"].tapped


@plays("Whenever this creature or another permanent is turned face up, you gain 1 life.",
       "Whenever this creature or another permanent you control is turned face up, you gain 1 "
       "life.")
def test_this_or_another_permanent_turned_face_up() -> None:
    """CR 603.2, 708.8: "~ or another permanent" triggers for anyone's permanent turned face
    up, itself included; "... you control" only for its controller's."""
    bleb = {**BLEB, "id": "bleb", "controller": "B"}
    identity = {**IDENTITY, "id": "identity", "controller": "B"}
    state = main_phase([], forests(4), [face_down(VIGILANTE, "v"), bleb, identity])
    state.apply(parse_action("face-up v"))
    resolve(state)
    assert state.players["B"].life == 21  # the Bleb's only: the Vigilante is A's
    turn = mtgsim.load({"active_player": "B", "step": "precombat main",
                        "permanents": [face_down(IDENTITY, "i", "B"), {**BLEB, "id": "b2",
                                                                       "controller": "B"},
                                       *forests(1, "B", "Island")],
                        "players": {"A": {}, "B": {}}})
    turn.apply(parse_action("face-up i"))
    resolve(turn)
    assert turn.players["B"].life == 22  # its own, and the Bleb's


@plays("As this creature is turned face up, put four +1/+1 counters on it.")
def test_counters_put_on_it_as_it_is_turned_face_up() -> None:
    """CR 708.8: "as ~ is turned face up" applies while it turns face up, no trigger: right
    after the special action (116.2b), with the stack still empty, the 1/1 has four +1/+1
    counters."""
    smuggler = {"name": "Smuggler", "types": ["Creature"], "cost": "{1}{U}", "colors": ["U"],
                "power": 1, "toughness": 1,
                "text": "As this creature is turned face up, put four +1/+1 counters on it.\n"
                        "Disguise {5}{U}{U}"}
    state = main_phase([], forests(7, kind="Island"), [face_down(smuggler, "s")])
    state.apply(parse_action("face-up s"))
    assert not state.stack and not state.triggered
    assert state.permanents["s"].counters.get(PLUS) == 4
    assert (state.power("s"), state.toughness("s")) == (5, 5)


@plays("Morph {2}")
def test_a_land_with_morph_is_cast_face_down() -> None:
    """CR 305.9: a land is never cast — but with morph it may be cast face down (702.37c) as a
    2/2 creature spell (708.2a), for {3} and at sorcery speed, not its land drop; turned face
    up (702.37e) it is the land again, no longer a creature."""
    cavern = {"name": "Cavern", "types": ["Land"], "text": "{T}: Add {C}.\nMorph {2}"}
    state = main_phase([cavern], forests(5))
    legal = state.legal_actions()
    assert CastSpell("A:hand:1") in legal and PlayLand("A:hand:1") in legal
    state.apply('cast "A:hand:1"')  # the one way: face down (no "mana cost" to choose)
    resolve(state)
    perm = state.permanents["A:hand:1"]
    assert perm.zone is Zone.BATTLEFIELD and perm.card.is_creature and perm.face_down
    assert state.players["A"].lands_played == 0
    state.apply(parse_action('face-up "A:hand:1"'))
    assert not perm.card.is_creature and "Land" in perm.card.types
    assert sum(p.tapped for p in state.battlefield()) == 5


def test_a_scenario_scripts_casting_face_down_and_turning_face_up() -> None:
    """CR 702.37c, 702.37e: a scenario's `combat.actions` cast a card face down (`choices =
    ["face down"]`) and turn it face up later in the turn (`face_up`), a special action."""
    state = mtgsim.load({
        "active_player": "A", "until": "end of turn", "permanents": forests(6),
        "players": {"A": {"hand": [{**VIGILANTE, "id": "vig"}]}, "B": {}},
        "combat": {"attacks": {}, "actions": [
            {"step": "precombat_main", "player": "A", "cast": "vig", "choices": ["face down"]},
            {"step": "postcombat_main", "player": "A", "face_up": "vig"}]}})
    mtgsim.play(state)
    turned = [e for e in state.events if isinstance(e, TurnedFaceUp)]
    assert len(turned) == 1 and turned[0].step == Step.POSTCOMBAT_MAIN.value
    assert state.permanents["vig"].face_down is None and state.players["A"].life == 23
    assert sum(p.tapped for p in state.battlefield()) == 6  # {3}, then {2}{G}
