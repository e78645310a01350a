"""More trigger conditions (CR 603.2; ``sim.text.trigger_rules``, ``sim.rules.event_triggers``),
played in games: permanents of some qualities entering or dying, an Aura's or Equipment's
creature dying or attacking, becoming tapped or untapped (701.26), attacking unblocked
(509.1h) or alone (506.5), dealing damage (120), becoming a target (115), entering or dying,
and the steps and phases "your precombat main phase", "each player's draw step", "the upkeep
of enchanted creature's controller"."""

from __future__ import annotations

from typing import Any

import pytest
from played import plays

import mtgsim
from sim import GameState
from sim.model.events import Tapped, Unattached, Untapped
from sim.model.objects import Zone
from sim.text import read_card
from sim.text.render import round_trips
from sim.text.render import text as rendered

BEARS = {"id": "bears", "controller": "A", "name": "Bears", "power": 2, "toughness": 2}
OGRE = {"id": "ogre", "controller": "B", "name": "Ogre", "power": 3, "toughness": 3}


def creature(pid: str, controller: str = "A", text: str = "", power: int = 2,
             toughness: int = 2, **fields: Any) -> dict[str, Any]:
    """A creature on the battlefield with ``text``."""
    card = {"id": pid, "controller": controller, "name": pid.title(), "power": power,
            "toughness": toughness, **fields}
    if text:
        card["text"] = text
    return card


def in_hand(pid: str, text: str = "", types: tuple[str, ...] = ("Creature",),
            subtypes: tuple[str, ...] = (), power: int = 1) -> dict[str, Any]:
    """A card costing {0} in a hand."""
    card: dict[str, Any] = {"id": pid, "name": pid.title(), "types": list(types),
                            "subtypes": list(subtypes), "cost": "{0}"}
    if text:
        card["text"] = text
    if "Creature" in types:
        card.update(power=power, toughness=1)
    return card


def combat(permanents: list[dict[str, Any]], attacks: dict[str, str],
           blocks: dict[str, str] | None = None, actions: list[dict[str, Any]] | None = None,
           hand: list[dict[str, Any]] | None = None, mana: str = "{0}") -> GameState:
    """A's turn from its precombat main phase, A attacking as ``attacks`` says, played."""
    state = mtgsim.load({"active_player": "A",
                         "players": {"A": {"mana": mana, "hand": hand or []}, "B": {}},
                         "permanents": permanents,
                         "combat": {"attacks": attacks, "blocks": blocks or {},
                                    "actions": actions or []}})
    mtgsim.play(state)
    return state


def casts(*cards: str, step: str = "precombat_main") -> list[dict[str, Any]]:
    return [{"step": step, "player": "A", "cast": c} for c in cards]


def main_phase(permanents: list[dict[str, Any]], hand: list[dict[str, Any]]) -> GameState:
    """A's precombat main phase with ``hand`` cast in order, libraries of 10, played to the
    end of the turn (nobody attacks)."""
    state = mtgsim.load({"active_player": "A",
                         "players": {"A": {"hand": hand, "library": 10}, "B": {"library": 10}},
                         "permanents": permanents,
                         "combat": {"attacks": {}, "blocks": {},
                                    "actions": casts(*[c["id"] for c in hand])}})
    mtgsim.play(state)
    return state


def life(state: GameState, player: str = "A") -> int:
    return state.players[player].life


def turns(permanents: list[dict[str, Any]], limit: int = 3, step: str = "upkeep",
          active: str = "A") -> GameState:
    """A game from ``active``'s ``step``, played by the default policy to the end of turn
    ``limit`` (0-power creatures: nobody attacks)."""
    state = mtgsim.load({
        "active_player": active, "step": step, "until": "end of game", "turn_limit": limit,
        "players": {"A": {"library": 10}, "B": {"library": 10}}, "permanents": permanents})
    mtgsim.play(state)
    return state


# --- reading ------------------------------------------------------------------------------------

@pytest.mark.parametrize("line", [
    "Whenever Scout or another Ally enters the battlefield under your control, you gain 1 life.",
    "Whenever another nontoken creature you control dies, you gain 1 life.",
    "Whenever a Zombie creature an opponent controls dies, you gain 1 life.",
    "When enchanted creature dies, you gain 1 life.",
    "At the beginning of your first main phase, you gain 1 life.",
])
def test_each_condition_renders_back(line: str) -> None:
    """CR 603.1: the condition is read whole and renders back to its text."""
    renders_back(line)


def renders_back(line: str) -> None:
    """``line``, a triggered ability of Scout's, is read whole and renders back to its text,
    and the canonical wording is read back to the same model (CR 603.1)."""
    reading = read_card(line, "Scout")
    assert not reading.unsupported and len(reading.triggered) == 1
    model = reading.triggered[0]
    assert round_trips(line, model, "Scout")
    assert round_trips(rendered(model), model)  # the canonical wording is one too


def test_two_controllers_or_an_unknown_noun_are_not_read() -> None:
    """A condition naming two controllers, or a word that is no kind of permanent, is not
    claimed."""
    for line in ("Whenever an artifact you control enters under your control, you gain 1 life.",
                 "Whenever a frobnitz enters, you gain 1 life."):
        assert read_card(line, "X").unsupported


# --- permanents of some qualities entering or dying ---------------------------------------------

@plays("Whenever Scout or another Ally enters the battlefield under your control, you gain 1 "
       "life.")
def test_scout_or_another_ally_enters() -> None:
    """CR 603.2 and 603.6a: Scout entering triggers its own ability, another Ally entering under
    A's control too, a creature that isn't an Ally doesn't: 2 life."""
    text = ("Whenever Scout or another Ally enters the battlefield under your control, you gain "
            "1 life.")
    state = combat([BEARS], {}, actions=casts("scout", "ally", "bear"), hand=[
        in_hand("scout", text, subtypes=("Ally",)), in_hand("ally", subtypes=("Ally",)),
        in_hand("bear", subtypes=("Bear",))])
    assert all(state.permanents[p].zone is Zone.BATTLEFIELD for p in ("scout", "ally", "bear"))
    assert life(state) == 22


@plays("Whenever an artifact enters the battlefield under your control, you gain 1 life.",
       "Whenever another enchantment you control enters, you gain 1 life.")
def test_an_artifact_or_another_enchantment_enters() -> None:
    """CR 603.2 and 603.6a: the artifact entering triggers the first, the enchantment the
    second (not the watcher enchantment itself: "another"), the creature neither: 2 life."""
    watchers = [{"id": "w1", "controller": "A", "name": "W1", "types": ["Enchantment"],
                 "text": "Whenever an artifact enters the battlefield under your control, you "
                 "gain 1 life."}]
    hand = [in_hand("rock", types=("Artifact",)), in_hand("charm", types=("Enchantment",)),
            in_hand("bear"), in_hand("w2", "Whenever another enchantment you control enters, "
                                     "you gain 1 life.", types=("Enchantment",))]
    state = combat([BEARS, *watchers], {}, actions=casts("w2", "rock", "charm", "bear"),
                   hand=hand)
    assert life(state) == 22


@plays("Whenever another nontoken creature you control dies, you gain 1 life.",
       "Whenever a creature an opponent controls dies, you gain 1 life.")
def test_nontoken_and_opponents_creatures_dying() -> None:
    """CR 700.4, 111.1 and 603.10a: A's nontoken Bears dying triggers the first watcher, A's
    token dying doesn't; B's Ogre dying triggers the second, A's creatures don't."""
    first = creature("first", text="Whenever another nontoken creature you control dies, you "
                     "gain 1 life.", power=0)
    second = creature("second", text="Whenever a creature an opponent controls dies, you gain "
                      "1 life.", power=0)
    token = creature("tok", power=1, toughness=1, token=True)
    ogre = dict(OGRE, toughness=2)
    small = creature("small", "B", power=1, toughness=1)
    state = combat([BEARS, token, first, second, ogre, small], {"bears": "B", "tok": "B"},
                   {"ogre": "bears", "small": "tok"})
    assert {"bears", "tok", "ogre", "small"} <= set(state.outcome().died)
    assert life(state) == 20 + 1 + 2  # Bears (nontoken); Ogre and the 1/1 (B's)


@plays("Whenever Pack or another creature you control dies, you gain 1 life.")
def test_self_or_another_creature_you_control_dies() -> None:
    """CR 603.10a: it sees itself and another of A's creatures die at once (2 life), not B's."""
    pack = creature("pack", text="Whenever Pack or another creature you control dies, you gain "
                    "1 life.", power=1, toughness=1)
    state = combat([BEARS, pack, OGRE, creature("b2", "B", power=1, toughness=1)],
                   {"bears": "B", "pack": "B"}, {"ogre": "bears", "b2": "pack"})
    assert {"bears", "pack", "b2"} <= set(state.outcome().died)
    assert life(state) == 22


@plays("When enchanted creature dies, you gain 2 life.",
       "Whenever equipped creature dies, you gain 3 life.")
def test_enchanted_or_equipped_creature_dies() -> None:
    """CR 603.10a, 704.5m and 704.5n: the Bears die; the Aura, put into the graveyard after,
    and the Sword, unattached after, each look back and see their creature die."""
    halo = {"id": "halo", "controller": "A", "name": "Halo", "types": ["Enchantment"],
            "subtypes": ["Aura"], "attached_to": "bears",
            "text": "Enchant creature\nWhen enchanted creature dies, you gain 2 life."}
    sword = {"id": "sword", "controller": "A", "name": "Sword", "types": ["Artifact"],
             "subtypes": ["Equipment"], "attached_to": "bears",
             "text": "Whenever equipped creature dies, you gain 3 life.\nEquip {2}"}
    state = combat([BEARS, OGRE, halo, sword], {"bears": "B"}, {"ogre": "bears"})
    assert state.permanents["halo"].zone is Zone.GRAVEYARD
    assert [(e.permanent, e.creature) for e in state.events if isinstance(e, Unattached)] == [
        ("sword", "bears")]
    assert life(state) == 25


def test_an_aura_on_a_creature_that_survives_does_not_trigger() -> None:
    """CR 603.2: the Ogre dies, not the enchanted Bears: nothing."""
    halo = {"id": "halo", "controller": "A", "name": "Halo", "types": ["Enchantment"],
            "subtypes": ["Aura"], "attached_to": "bears",
            "text": "Enchant creature\nWhen enchanted creature dies, you gain 2 life."}
    state = combat([dict(BEARS, power=3, toughness=4), OGRE, halo], {"bears": "B"},
                   {"ogre": "bears"})
    assert "ogre" in state.outcome().died and life(state) == 20


# --- tapped, untapped, attacking, blocking ------------------------------------------------------

@plays("Whenever Sentry becomes tapped, you gain 1 life.")
def test_becomes_tapped_by_attacking() -> None:
    """CR 508.1f and 701.26a: attacking taps Sentry (1 life); a Sentry with vigilance isn't
    tapped by attacking, so nothing."""
    text = "Whenever Sentry becomes tapped, you gain 1 life."
    state = combat([creature("sentry", text=text)], {"sentry": "B"})
    assert [e.permanent for e in state.events if isinstance(e, Tapped)] == ["sentry"]
    assert life(state) == 21
    vigilant = combat([creature("sentry", text=f"Vigilance\n{text}")], {"sentry": "B"})
    assert life(vigilant) == 20


@plays("Whenever Sentry becomes untapped, you gain 1 life.")
def test_becomes_untapped_in_the_untap_step() -> None:
    """CR 502.3 and 701.26b: the tapped Sentry untaps in A's untap step (1 life); an untapped
    one doesn't "become untapped"."""
    text = "Whenever Sentry becomes untapped, you gain 1 life."
    state = turns([creature("sentry", text=text, power=0, tapped=True)], limit=2, active="B")
    assert [e.permanent for e in state.events if isinstance(e, Untapped)] == ["sentry"]
    assert life(state) == 21
    untapped = turns([creature("sentry", text=text, power=0)], limit=2, active="B")
    assert life(untapped) == 20


@plays("Whenever Raider attacks and isn't blocked, you gain 1 life.")
def test_attacks_and_isnt_blocked() -> None:
    """CR 509.1h: it triggers as blockers are declared, for the attacker with no blocker only."""
    text = "Whenever Raider attacks and isn't blocked, you gain 1 life."
    state = combat([creature("r1", text=text, power=1, name="Raider"),
                    creature("r2", text=text, power=1, name="Raider"),
                    OGRE], {"r1": "B", "r2": "B"}, {"ogre": "r1"})
    assert life(state) == 21 and life(state, "B") == 19


@plays("Whenever a creature you control attacks alone, it gets +2/+0 until end of turn.",
       "Whenever Loner attacks alone, you gain 1 life.")
def test_attacks_alone() -> None:
    """CR 506.5: a creature attacks alone when it is the only one declared as an attacker: the
    lone Bears get +2/+0 (4 damage) and Loner's own ability doesn't trigger; with two
    attackers nothing triggers."""
    banner = creature("banner", text="Whenever a creature you control attacks alone, it gets "
                      "+2/+0 until end of turn.", power=0)
    loner = creature("loner", text="Whenever Loner attacks alone, you gain 1 life.", power=1)
    alone = combat([BEARS, banner, loner], {"bears": "B"})
    assert life(alone, "B") == 16 and life(alone) == 20
    both = combat([BEARS, banner, loner], {"bears": "B", "loner": "B"})
    assert life(both, "B") == 17 and life(both) == 20
    solo = combat([BEARS, banner, loner], {"loner": "B"})
    assert life(solo, "B") == 17 and life(solo) == 21


@plays("When Charger attacks, you gain 1 life.", "When Guard blocks, you gain 2 life.",
       "When Brawler attacks or blocks, you gain 3 life.",
       "Whenever Wall blocks a creature, you gain 1 life.",
       "Whenever enchanted creature attacks, you gain 4 life.")
def test_when_it_attacks_or_blocks() -> None:
    """CR 603.1 and 508.1, 509.1: "when" words the same trigger as "whenever": Charger
    attacking (1), Brawler attacking (3), the Aura's Bears attacking (4) for A; Guard (2) and
    the Wall (1, for the creature it blocks) blocking for B."""
    cards = [creature("charger", text="When Charger attacks, you gain 1 life.", power=1),
             creature("brawler", text="When Brawler attacks or blocks, you gain 3 life.",
                      power=1),
             BEARS, {"id": "rage", "controller": "A", "name": "Rage", "types": ["Enchantment"],
                     "subtypes": ["Aura"], "attached_to": "bears", "text": "Enchant creature\n"
                     "Whenever enchanted creature attacks, you gain 4 life."},
             creature("guard", "B", "When Guard blocks, you gain 2 life.", power=0, toughness=5),
             creature("wall", "B", "Whenever Wall blocks a creature, you gain 1 life.", power=0,
                      toughness=5)]
    state = combat(cards, {"charger": "B", "brawler": "B", "bears": "B"},
                   {"guard": "charger", "wall": "bears"})
    assert life(state) == 28
    assert life(state, "B") == 20 + 2 + 1 - 1  # Brawler unblocked: 1 damage


# --- damage and targets -------------------------------------------------------------------------

@plays("Whenever Raider deals damage to an opponent, you gain 1 life.",
       "Whenever Striker deals damage, you gain 2 life.",
       "Whenever Hitter deals damage to a player, you gain 4 life.",
       "Whenever Clubber deals combat damage to an opponent, you gain 8 life.")
def test_deals_damage() -> None:
    """CR 120.1, 510.2 and 603.2: Raider, Hitter and Clubber deal combat damage to B (1 + 4 +
    8); Striker, blocked, deals damage to a creature (2). Raider blocked by the Wall deals
    damage to no player, so its ability doesn't trigger."""
    cards = [creature("raider", text="Whenever Raider deals damage to an opponent, you gain 1 "
                      "life.", power=1),
             creature("striker", text="Whenever Striker deals damage, you gain 2 life.",
                      power=1),
             creature("hitter", text="Whenever Hitter deals damage to a player, you gain 4 "
                      "life.", power=1),
             creature("clubber", text="Whenever Clubber deals combat damage to an opponent, you "
                      "gain 8 life.", power=1),
             creature("wall", "B", power=0, toughness=5)]
    state = combat(cards, {"raider": "B", "striker": "B", "hitter": "B", "clubber": "B"},
                   {"wall": "striker"})
    assert life(state) == 20 + 1 + 2 + 4 + 8
    blocked = combat(cards, {"raider": "B", "striker": "B"}, {"wall": "raider"})
    assert life(blocked) == 22  # Raider hit the wall, not B; Striker hit B


@plays("When Guard becomes the target of a spell or ability, you gain 2 life.",
       "Whenever Ward becomes the target of a spell or ability an opponent controls, you gain 3 "
       "life.")
def test_becomes_the_target() -> None:
    """CR 115.1 and 603.2: A's Giant Growth targeting A's Guard triggers its ability (2); it
    targeting A's Ward, not an opponent's spell, doesn't; B's Shock targeting Ward does (3)."""
    guard = creature("guard", text="When Guard becomes the target of a spell or ability, you "
                     "gain 2 life.", power=0)
    ward = creature("ward", text="Whenever Ward becomes the target of a spell or ability an "
                    "opponent controls, you gain 3 life.", power=0, toughness=5)
    state = mtgsim.load({
        "active_player": "A", "players": {
            "A": {"mana": "{G}{G}", "hand": ["Giant Growth", {"id": "gg2", "card":
                                                              "Giant Growth"}]},
            "B": {"mana": "{R}", "hand": ["Shock"]}},
        "permanents": [guard, ward],
        "combat": {"attacks": {}, "actions": [
            {"step": "precombat_main", "player": "A", "cast": "Giant Growth",
             "targets": ["guard"]},
            {"step": "precombat_main", "player": "A", "cast": "gg2", "targets": ["ward"]},
            {"step": "precombat_main", "player": "B", "cast": "Shock", "targets": ["ward"]}]}})
    mtgsim.play(state)
    assert life(state) == 25


@plays("When Spirit enters the battlefield or dies, you gain 1 life.",
       "When Ghost enters or leaves the battlefield, you gain 2 life.")
def test_enters_or_dies_and_enters_or_leaves() -> None:
    """CR 603.6a, 603.6c and 603.10a: Spirit entering (1) and dying to B's Shock (1); Ghost
    entering (2) and dying, leaving the battlefield (2)."""
    state = mtgsim.load({
        "active_player": "A", "players": {
            "A": {"hand": [in_hand("spirit", "When Spirit enters the battlefield or dies, you "
                                   "gain 1 life."),
                           in_hand("ghost", "When Ghost enters or leaves the battlefield, you "
                                   "gain 2 life.")]},
            "B": {"mana": "{R}", "hand": ["Shock", {"id": "shock2", "card": "Shock"}]}},
        "permanents": [{"id": "mountain", "controller": "B", "card": "Mountain"}],
        "combat": {"attacks": {}, "actions": [
            *casts("spirit", "ghost"),
            {"step": "precombat_main", "player": "B", "cast": "Shock", "targets": ["spirit"]},
            {"step": "beginning_of_combat", "player": "B", "cast": "shock2",
             "targets": ["ghost"]}]}})
    mtgsim.play(state)
    assert {"spirit", "ghost"} <= set(state.outcome().died)
    assert life(state) == 26


# --- steps and phases ---------------------------------------------------------------------------

def gains(text: str, limit: int = 3, **fields: Any) -> int:
    """A's life gained over turns 1 (A's) to ``limit`` with a 0-power Watcher of ``text``."""
    state = turns([creature("watcher", text=text, power=0, toughness=4, **fields)], limit)
    return life(state) - 20


@plays("At the beginning of your precombat main phase, you gain 1 life.",
       "At the beginning of your second main phase, you gain 1 life.",
       "At the beginning of each player's end step, you gain 1 life.",
       "At the beginning of your draw step, you gain 1 life.",
       "At the beginning of each player's draw step, you gain 1 life.")
def test_phase_and_step_triggers() -> None:
    """CR 505.1, 505.1a, 504.1, 513.1 and 603.2b: over A's turns 1 and 3 and B's turn 2 (from
    A's upkeep): A's precombat and postcombat (second) main phases twice each, every end step
    three times, A's draw steps twice, every draw step three times."""
    assert gains("At the beginning of your precombat main phase, you gain 1 life.") == 2
    assert gains("At the beginning of your second main phase, you gain 1 life.") == 2
    assert gains("At the beginning of each player's end step, you gain 1 life.") == 3
    assert gains("At the beginning of your draw step, you gain 1 life.") == 2
    assert gains("At the beginning of each player's draw step, you gain 1 life.") == 3


@plays("At the beginning of the upkeep of enchanted creature's controller, you gain 1 life.")
def test_upkeep_of_enchanted_creatures_controller() -> None:
    """CR 503.1 and 603.2b: A's Aura on B's creature triggers in B's upkeep only (turn 2)."""
    aura = {"id": "curse", "controller": "A", "name": "Curse", "types": ["Enchantment"],
            "subtypes": ["Aura"], "attached_to": "ox", "text": "Enchant creature\nAt the "
            "beginning of the upkeep of enchanted creature's controller, you gain 1 life."}
    state = turns([aura, creature("ox", "B", power=0)], limit=3)
    assert life(state) == 21


# --- the creature an Aura or Equipment is attached to -------------------------------------------

def attached(pid: str, to: str, text: str, equipment: bool = False,
             controller: str = "A") -> dict[str, Any]:
    """An Aura (or Equipment) of ``controller``'s attached to ``to``."""
    if equipment:
        return {"id": pid, "controller": controller, "name": pid.title(), "types": ["Artifact"],
                "subtypes": ["Equipment"], "attached_to": to, "text": f"{text}\nEquip {{2}}"}
    return {"id": pid, "controller": controller, "name": pid.title(), "types": ["Enchantment"],
            "subtypes": ["Aura"], "attached_to": to, "text": f"Enchant creature\n{text}"}


@plays("Whenever enchanted creature deals damage, you gain 1 life.",
       "Whenever enchanted creature deals combat damage to a player, you gain 2 life.",
       "Whenever equipped creature deals combat damage, you gain 4 life.",
       "Whenever enchanted creature is dealt damage, you gain 8 life.")
def test_the_enchanted_or_equipped_creature_deals_or_is_dealt_damage() -> None:
    """CR 120.1, 510.2 and 603.2: the Bears, blocked by the Ogre, deal damage (1) and combat
    damage (4) but to no player, and are dealt damage (8); the unblocked Hound deals combat
    damage to B (2)."""
    hound = creature("hound", power=1)
    cards = [BEARS, hound, OGRE,
             attached("a1", "bears", "Whenever enchanted creature deals damage, you gain 1 "
                      "life."),
             attached("a2", "hound", "Whenever enchanted creature deals combat damage to a "
                      "player, you gain 2 life."),
             attached("a3", "bears", "Whenever equipped creature deals combat damage, you gain 4 "
                      "life.", equipment=True),
             attached("a4", "bears", "Whenever enchanted creature is dealt damage, you gain 8 "
                      "life.")]
    state = combat(cards, {"bears": "B", "hound": "B"}, {"ogre": "bears"})
    assert life(state) == 20 + 1 + 2 + 4 + 8 and life(state, "B") == 19


@plays("Whenever enchanted creature attacks or blocks, you gain 1 life.",
       "Whenever enchanted creature becomes blocked, you gain 2 life.",
       "Whenever equipped creature attacks alone, you gain 4 life.",
       "Whenever enchanted creature becomes tapped, you gain 8 life.",
       "Whenever enchanted creature blocks, you gain 16 life.")
def test_the_enchanted_or_equipped_creature_attacks_blocks_or_is_tapped() -> None:
    """CR 506.5, 508.1f, 509.1h and 701.26a: the Bears attack alone (1, 4), become tapped (8)
    and blocked (2); B's Aura on the blocking Ogre sees it block (16) and its other one block
    (1) for B."""
    cards = [BEARS, OGRE,
             attached("a1", "bears", "Whenever enchanted creature attacks or blocks, you gain 1 "
                      "life."),
             attached("a2", "bears", "Whenever enchanted creature becomes blocked, you gain 2 "
                      "life."),
             attached("a3", "bears", "Whenever equipped creature attacks alone, you gain 4 "
                      "life.", equipment=True),
             attached("a4", "bears", "Whenever enchanted creature becomes tapped, you gain 8 "
                      "life."),
             attached("b1", "ogre", "Whenever enchanted creature blocks, you gain 16 life.",
                      controller="B"),
             attached("b2", "ogre", "Whenever enchanted creature attacks or blocks, you gain 1 "
                      "life.", controller="B")]
    state = combat(cards, {"bears": "B"}, {"ogre": "bears"})
    assert life(state) == 20 + 1 + 2 + 4 + 8 and life(state, "B") == 20 + 16 + 1


@plays("When enchanted creature becomes the target of a spell or ability, you gain 2 life.",
       "Whenever enchanted land becomes tapped, you gain 3 life.")
def test_the_enchanted_creature_targeted_or_the_enchanted_land_tapped() -> None:
    """CR 115.1 and 701.26a: Giant Growth targeting the enchanted Bears (2); the enchanted
    Forest tapped for the Growth's mana (3)."""
    forest: dict[str, Any] = {"id": "forest", "controller": "A", "card": "Forest"}
    land_aura: dict[str, Any] = {
        "id": "a2", "controller": "A", "name": "A2", "types": ["Enchantment"],
        "subtypes": ["Aura"], "attached_to": "forest",
        "text": "Enchant land\nWhenever enchanted land becomes tapped, you gain 3 life."}
    cards = [BEARS, forest, land_aura,
             attached("a1", "bears", "When enchanted creature becomes the target of a spell or "
                      "ability, you gain 2 life.")]
    state = combat(cards, {}, hand=[{"id": "gg", "card": "Giant Growth"}],
                   actions=[{"step": "precombat_main", "player": "A", "cast": "gg",
                             "targets": ["bears"]}])
    assert state.permanents["forest"].tapped and life(state) == 25


# --- creatures attacking, becoming tapped; more damage ------------------------------------------

@plays("Whenever a creature attacks you or a planeswalker you control, you gain 1 life.",
       "Whenever a creature attacks you, you gain 2 life.",
       "Whenever a Dragon you control attacks, you gain 4 life.",
       "Whenever a creature an opponent controls becomes tapped, you gain 8 life.")
def test_creatures_attacking_or_becoming_tapped() -> None:
    """CR 508.1, 508.1f and 701.26a: A's Dragon and Bears attack B and B's planeswalker: B's
    first watcher sees both (2), its second the one attacking B (2), B's third both tapped
    (16); A's Dragon watcher sees the Dragon only (4)."""
    cards = [BEARS, creature("drake", subtypes=["Dragon"], power=1),
             creature("c1", "B", "Whenever a creature attacks you or a planeswalker you "
                      "control, you gain 1 life.", power=0),
             creature("c2", "B", "Whenever a creature attacks you, you gain 2 life.", power=0),
             creature("c3", "B", "Whenever a creature an opponent controls becomes tapped, you "
                      "gain 8 life.", power=0),
             creature("c4", "A", "Whenever a Dragon you control attacks, you gain 4 life.",
                      power=0),
             {"id": "jace", "controller": "B", "name": "Jace", "types": ["Planeswalker"],
              "loyalty": 5}]
    state = combat(cards, {"bears": "B", "drake": "jace"})
    assert life(state) == 24
    assert life(state, "B") == 20 - 2 + 2 + 2 + 16


@plays("When Biter deals combat damage to a player, you gain 1 life.",
       "Whenever Slasher deals damage to a creature, you gain 2 life.",
       "Whenever a source deals damage to Wall, you gain 4 life.",
       "When Spirit enters the battlefield or is put into a graveyard from the battlefield, "
       "you gain 1 life.")
def test_more_damage_wordings() -> None:
    """CR 120.1 and 603.2: Biter unblocked hits B (1); Slasher, blocked by B's Wall, deals
    damage to it (2) and the Wall is dealt damage (4, B's)."""
    cards = [creature("biter", text="When Biter deals combat damage to a player, you gain 1 "
                      "life.", power=1),
             creature("slasher", text="Whenever Slasher deals damage to a creature, you gain 2 "
                      "life.", power=1),
             creature("wall", "B", "Whenever a source deals damage to Wall, you gain 4 life.",
                      power=0, toughness=5)]
    state = combat(cards, {"biter": "B", "slasher": "B"}, {"wall": "slasher"})
    assert life(state) == 23 and life(state, "B") == 20 - 1 + 4
    spirit = in_hand("spirit", "When Spirit enters the battlefield or is put into a graveyard "
                     "from the battlefield, you gain 1 life.")
    entered = combat([BEARS], {}, actions=casts("spirit"), hand=[spirit])
    assert life(entered) == 21


@plays("At the beginning of each player's precombat main phase, you gain 1 life.",
       "At the beginning of the end step of enchanted creature's controller, you gain 1 life.")
def test_more_steps() -> None:
    """CR 505.1, 513.1 and 603.2b: every precombat main phase of three turns (3); the end step
    of B's turn only, B controlling the enchanted creature (1)."""
    assert gains("At the beginning of each player's precombat main phase, you gain 1 life.") == 3
    aura = attached("curse", "ox", "At the beginning of the end step of enchanted creature's "
                    "controller, you gain 1 life.")
    assert life(turns([aura, creature("ox", "B", power=0)], limit=3)) == 21


# --- qualities: keywords, power; creatures dealt damage by ~ -------------------------------------

@plays("Whenever Archer blocks a creature with flying, Archer gets +3/+0 until end of turn.")
def test_blocks_a_creature_with_flying() -> None:
    """CR 509.1 and 702.9: Archer (reach) blocking the flying Drake gets +3/+0 and kills it;
    blocking the Bears (no flying) it doesn't trigger and the Bears survive."""
    text = "Whenever Archer blocks a creature with flying, Archer gets +3/+0 until end of turn."
    archer = creature("archer", "B", f"Reach\n{text}", power=1, toughness=4)
    drake = creature("drake", power=1, toughness=3, keywords=["flying"])
    state = combat([drake, archer], {"drake": "B"}, {"archer": "drake"})
    assert "drake" in state.outcome().died
    bears = combat([dict(BEARS, toughness=3), archer], {"bears": "B"}, {"archer": "bears"})
    assert "bears" not in bears.outcome().died


@plays("Whenever a creature with power 3 or greater enters the battlefield under your control, "
       "you gain 1 life.",
       "Whenever another creature with power 2 or less enters the battlefield under your "
       "control, you gain 2 life.")
def test_a_creature_with_power_enters() -> None:
    """CR 208.1 and 603.6a: the 3-power creature entering triggers the first (1), the 1-power
    one the second (2); the watchers entered before."""
    hand = [in_hand("big", power=3), in_hand("small", power=1)]
    cards = [creature("w1", text="Whenever a creature with power 3 or greater enters the "
                      "battlefield under your control, you gain 1 life.", power=0),
             creature("w2", text="Whenever another creature with power 2 or less enters the "
                      "battlefield under your control, you gain 2 life.", power=0)]
    state = combat(cards, {}, actions=casts("big", "small"), hand=hand)
    assert life(state) == 23


@plays("Whenever a creature dealt damage by Vampire this turn dies, put a +1/+1 counter on "
       "Vampire.")
def test_a_creature_dealt_damage_by_it_this_turn_dies() -> None:
    """CR 120.1 and 603.10a: the 2-toughness Ogre blocking Vampire is dealt lethal damage by it
    and dies: a +1/+1 counter. A 3-toughness Ogre survives its damage: nothing; the Imp, killed
    by the Bears, was never dealt damage by Vampire: nothing."""
    vampire = creature("vampire", text="Whenever a creature dealt damage by Vampire this turn "
                       "dies, put a +1/+1 counter on Vampire.", power=2, toughness=5)
    cards = [vampire, BEARS, creature("ogre", "B", power=1, toughness=3),
             creature("imp", "B", power=0, toughness=1)]
    state = combat(cards, {"vampire": "B", "bears": "B"}, {"ogre": "vampire", "imp": "bears"})
    assert "ogre" not in state.outcome().died and "imp" in state.outcome().died
    assert state.permanents["vampire"].counters.get("+1/+1", 0) == 0
    killed = combat([vampire, creature("ogre", "B", power=1, toughness=2)], {"vampire": "B"},
                    {"ogre": "vampire"})
    assert "ogre" in killed.outcome().died
    assert killed.permanents["vampire"].counters.get("+1/+1", 0) == 1


# --- or-subtypes, sacrifices, blocks, damage to you ---------------------------------------------

@plays("Whenever a Samurai or Warrior you control attacks alone, it gets +1/+1 until end of "
       "turn.")
def test_a_samurai_or_warrior_attacks_alone() -> None:
    """CR 506.5 and 205.3m: either subtype: the Warrior attacking alone gets +1/+1 (3 damage);
    the Bears (neither) don't (2)."""
    text = ("Whenever a Samurai or Warrior you control attacks alone, it gets +1/+1 until end "
            "of turn.")
    banner = creature("banner", text=text, power=0)
    warrior = creature("warrior", subtypes=["Human", "Warrior"])
    assert life(combat([banner, warrior], {"warrior": "B"}), "B") == 17
    assert life(combat([banner, BEARS], {"bears": "B"}), "B") == 18


@plays("Whenever you sacrifice another permanent, you gain 1 life.",
       "Sacrifice Fodder: You gain 2 life.",
       "Whenever you sacrifice a creature, you gain 4 life.")
def test_whenever_you_sacrifice() -> None:
    """CR 701.21a: A sacrificing Fodder as a cost: A's watcher sees another permanent
    sacrificed (1) and Fodder's ability resolves (2); B's watcher, B not sacrificing, doesn't
    (B stays at 20)."""
    cards = [creature("fodder", text="Sacrifice Fodder: You gain 2 life.", power=0),
             creature("altar", text="Whenever you sacrifice another permanent, you gain 1 life.",
                      power=0),
             creature("pit", "B", "Whenever you sacrifice a creature, you gain 4 life.",
                      power=0)]
    state = combat(cards, {}, actions=[{"step": "precombat_main", "player": "A",
                                        "activate": "fodder"}])
    assert state.permanents["fodder"].zone is Zone.GRAVEYARD
    assert life(state) == 23 and life(state, "B") == 20


@plays("Whenever a creature blocks, you gain 1 life.",
       "Whenever Wall is dealt combat damage, you gain 2 life.",
       "Whenever a creature deals combat damage to you, you gain 4 life.",
       "Whenever a creature an opponent controls deals damage to you, you gain 8 life.")
def test_blocks_and_damage_to_you() -> None:
    """CR 509.1, 510.2 and 120.1: B's Wall and Ogre block (1 each, for A's watcher); the Wall
    is dealt combat damage (2, B's); the unblocked Hound deals combat damage to B (4 and 8,
    B's watchers)."""
    cards = [BEARS, creature("hound", power=1), creature("rat", power=1),
             creature("watcher", text="Whenever a creature blocks, you gain 1 life.", power=0),
             creature("wall", "B", "Whenever Wall is dealt combat damage, you gain 2 life.",
                      power=0, toughness=5), dict(OGRE, power=0),
             creature("w4", "B", "Whenever a creature deals combat damage to you, you gain 4 "
                      "life.", power=0),
             creature("w8", "B", "Whenever a creature an opponent controls deals damage to "
                      "you, you gain 8 life.", power=0)]
    state = combat(cards, {"bears": "B", "hound": "B", "rat": "B"},
                   {"wall": "bears", "ogre": "rat"})
    assert life(state) == 22
    assert life(state, "B") == 20 + 2 - 1 + 4 + 8


@plays("Whenever a creature you control with power 2 or less attacks, you gain 1 life.")
def test_a_creature_you_control_with_power_attacks() -> None:
    """CR 208.1 and 508.1: the qualities after whose it is: the 2-power Bears attacking
    trigger it (1), the 3-power Ogre attacking with them doesn't."""
    watcher = creature("watcher", text="Whenever a creature you control with power 2 or less "
                       "attacks, you gain 1 life.", power=0)
    state = combat([watcher, BEARS, dict(OGRE, controller="A")], {"bears": "B", "ogre": "B"})
    assert life(state) == 21 and life(state, "B") == 15


def test_a_token_gone_is_matched_by_its_last_known_information() -> None:
    """CR 704.5d, 603.10a: a token that died has ceased to exist; a filter ("with flying",
    "with power 2 or greater") is checked against its last known information, not looked up
    on the board (a real-card game once crashed with a KeyError there)."""
    import numpy as np

    from sim.model.abilities import Filter
    from sim.model.board import matches
    from sim.model.keywords import Kw
    from sim.testing import random_board

    game = random_board(np.random.default_rng(3))
    perm = next(p for p in game.permanents.values() if p.card.is_creature)
    known = perm.clone()
    del game.permanents[perm.id]
    flying = bool(known.card.bits & int(Kw.FLYING))
    assert matches(game, Filter(with_kw=Kw.FLYING), known, known) is flying
    big = (known.card.power or 0) >= 2
    assert matches(game, Filter(min_power=2), known, known) is big
