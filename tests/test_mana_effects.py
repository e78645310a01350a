"""Mana a resolving spell or ability adds (CR 106.3, 106.4): "Add {B}{B}{B}." (Dark Ritual), a
triggered ability's "When ~ enters, add {R}{G}." (605.1b: it doesn't trigger from a mana
ability, so it uses the stack), "add {G} for each creature you control"; the mana stays in
the pool until the step ends (500.4) and pays costs (601.2g-h). An activated ability that
adds mana without a target is a mana ability (605.1a), not run as a spell-like program."""

from __future__ import annotations

from typing import Any

import pytest
from played import plays

import mtgsim
from sim import GameState
from sim.model.events import ManaAdded
from sim.model.mana import Mana
from sim.model.objects import Step, Zone
from sim.model.programs import is_mana_ability
from sim.testing.checker import check_seeds
from sim.text import read_card

RITUAL = {"id": "ritual", "name": "Ritual", "types": ["Instant"], "cost": "{B}",
          "text": "Add {B}{B}{B}."}
HORROR = {"id": "horror", "name": "Horror", "power": 4, "toughness": 4, "cost": "{B}{B}{B}"}


def turn(hand: list[dict[str, Any]], lands: int = 1, land: str = "Swamp",
         permanents: tuple[dict[str, Any], ...] = ()) -> GameState:
    """A's precombat main phase with ``hand`` and ``lands`` untapped ``land``s."""
    return mtgsim.load({
        "active_player": "A", "step": "precombat main", "until": "end of turn",
        "players": {"A": {"hand": hand, "library": 3}, "B": {"library": 3}},
        "permanents": [{"id": f"land{k}", "controller": "A", "card": land}
                       for k in range(lands)] + list(permanents)})


def actions(state: GameState) -> list[str]:
    return [str(a) for a in state.legal_actions()]


def resolve(state: GameState) -> None:
    """Pass priority until the stack is empty (both players pass each time, CR 117.4)."""
    while state.stack or state.triggered:
        state.apply("pass")


@plays("Add {B}{B}{B}.")
def test_a_ritual_adds_mana_that_pays_a_spell() -> None:
    """CR 106.3, 106.4, 601.2g-h: with one Swamp A can't cast the {B}{B}{B} Horror; A casts
    the {B} Ritual with it, and as it resolves three {B} go to A's pool, which pays for the
    Horror (no land is left to tap)."""
    state = turn([RITUAL, HORROR])
    assert "cast horror" not in actions(state)
    state.apply("cast ritual")
    resolve(state)
    assert state.players["A"].mana == Mana(B=3)
    assert [e.mana for e in state.events if isinstance(e, ManaAdded)] == ["{B}{B}{B}"]
    state.apply("cast horror")
    resolve(state)
    assert state.permanents["horror"].zone is Zone.BATTLEFIELD
    assert state.players["A"].mana == Mana()


@plays("Add {B}{B}{B}.")
def test_mana_empties_as_the_step_ends() -> None:
    """CR 500.4, 106.4: mana the Ritual added and nothing spent leaves A's pool as the
    precombat main phase ends: the Horror can't be cast in the postcombat main phase."""
    state = turn([RITUAL, HORROR])
    state.apply("cast ritual")
    resolve(state)
    assert state.players["A"].mana == Mana(B=3)
    while state.step is Step.PRECOMBAT_MAIN:
        state.apply("pass" if "pass" in actions(state) else state.legal_actions()[0])
    assert state.players["A"].mana == Mana()


EMISSARY = "When this creature enters, add {R}{G}."


@plays("When this creature enters, add {R}{G}.")
def test_an_enters_trigger_adds_mana() -> None:
    """CR 603.2, 106.3: the {0} creature's enters trigger (not a mana ability, 605.1b: it
    uses the stack) adds {R}{G} as it resolves; that pays the {R}{G} Bolt-shaped sorcery."""
    emissary = {"id": "emissary", "name": "Emissary", "power": 2, "toughness": 2,
                "cost": "{0}", "text": EMISSARY}
    spell = {"id": "spell", "name": "Fire", "types": ["Sorcery"], "cost": "{R}{G}",
             "text": "Fire deals 2 damage to any target."}
    state = turn([emissary, spell], lands=0)
    assert "cast spell" not in actions(state)
    state.apply("cast emissary")
    resolve(state)
    assert state.players["A"].mana == Mana(R=1, G=1)
    assert any(a.startswith("cast spell") for a in actions(state))


@plays("When this creature enters, add {G} for each creature you control.")
def test_mana_for_each_creature() -> None:
    """CR 106.3, 608.2h: "for each creature you control" is counted as the trigger resolves:
    two Bears and the creature itself make three {G}, which pay for the {G}{G}{G} Wurm."""
    bears = tuple({"id": f"bear{k}", "controller": "A", "card": "Grizzly Bears"}
                  for k in range(2))
    grower = {"id": "grower", "name": "Grower", "power": 1, "toughness": 1, "cost": "{0}",
              "text": "When this creature enters, add {G} for each creature you control."}
    wurm = {"id": "wurm", "name": "Wurm", "power": 5, "toughness": 5, "cost": "{G}{G}{G}"}
    state = turn([grower, wurm], lands=0, permanents=bears)
    state.apply("cast grower")
    resolve(state)
    assert state.players["A"].mana == Mana(G=3)
    state.apply("cast wurm")
    resolve(state)
    assert state.permanents["wurm"].zone is Zone.BATTLEFIELD


@pytest.mark.parametrize(("text", "mana"), [
    ("{1}, {T}: Add {W}{U}.", True), ("{T}: Add {G} for each creature you control.", True),
    ("{T}: Destroy target land. Add {R}.", False), ("{T}: Draw a card.", False)])
def test_which_abilities_are_mana_abilities(text: str, mana: bool) -> None:
    """CR 605.1a: an activated ability is a mana ability when it could add mana and has no
    target (and is no loyalty ability); one with a target uses the stack."""
    ability = read_card(text, "Rock", ("Artifact",)).activated[0]
    assert is_mana_ability(ability) is mana


def test_a_ritual_game_passes_the_checker() -> None:
    """CR 106.3: the conformance checker lets a pool grow by the mana a resolving spell adds
    (``ManaAdded``) and by nothing else, through a random play of the turn."""
    for seed in range(4):
        check_seeds(turn([RITUAL, HORROR]), seed)


SIGNET = {"id": "signet", "controller": "A", "name": "Signet", "types": ["Artifact"],
          "text": "{1}, {T}: Add {W}{U}."}
SPIRIT = {"id": "spirit", "name": "Spirit", "power": 2, "toughness": 2, "cost": "{W}{U}"}


@plays("{1}, {T}: Add {W}{U}.")
def test_a_mana_ability_with_a_mana_cost() -> None:
    """CR 605.1a, 605.3a-b, 602.2b: A's Signet's ability is a mana ability: A activates it with
    priority, paying {1} with the Plains; it doesn't use the stack (the stack stays empty and A
    keeps priority, B is not asked) and adds {W}{U}, which pays for the {W}{U} Spirit. Tapped,
    the Signet can't be activated again (602.2b: {T})."""
    state = turn([SPIRIT], land="Plains", permanents=(SIGNET,))
    assert "cast spirit" not in actions(state)
    state.apply("activate signet 0")
    assert not state.stack and state.decision is not None and state.decision.player == "A"
    assert state.players["A"].mana == Mana(W=1, U=1)
    assert state.permanents["signet"].tapped and state.permanents["land0"].tapped
    assert "activate signet 0" not in actions(state)
    state.apply("cast spirit")
    resolve(state)
    assert state.permanents["spirit"].zone is Zone.BATTLEFIELD


@plays("{T}: Add {G} for each creature you control.")
def test_a_mana_ability_counting_creatures() -> None:
    """CR 605.3b, 106.3: the land's ability adds {G} for each creature A controls as it
    resolves (two Bears: {G}{G}), at once (no stack), which pays the {G}{G} spell."""
    cradle = {"id": "cradle", "controller": "A", "name": "Cradle", "types": ["Land"],
              "text": "{T}: Add {G} for each creature you control."}
    bears = tuple({"id": f"bear{k}", "controller": "A", "card": "Grizzly Bears"}
                  for k in range(2))
    giant = {"id": "giant", "name": "Giant", "types": ["Instant"], "cost": "{G}{G}",
             "text": "You gain 3 life."}
    state = turn([giant], lands=0, permanents=(cradle, *bears))
    assert "cast giant" not in actions(state)
    state.apply("activate cradle 0")
    assert not state.stack and state.players["A"].mana == Mana(G=2)
    state.apply("cast giant")
    resolve(state)
    assert state.players["A"].life == 23 and state.players["A"].mana == Mana()


@plays("{1}, {T}: Add {W}{U}.")
def test_a_signet_game_passes_the_checker() -> None:
    """CR 605.3a-b: random plays activating the Signet (or not) keep every invariant: the
    pool grows only by the mana it adds, nothing is left on the stack."""
    for seed in range(6):
        check_seeds(turn([SPIRIT], land="Plains", permanents=(SIGNET,)), seed)


FORGE = {"id": "forge", "controller": "A", "name": "Forge", "types": ["Land"],
         "text": "{T}: Add {C}.\n{T}: Add {R} or {W}. Forge deals 1 damage to you."}


@plays("{T}: Add {R} or {W}. Forge deals 1 damage to you.")
def test_a_painful_mana_ability_chooses_its_color() -> None:
    """CR 605.1a, 605.3b, 106.1: the Forge's second ability adds {R} or {W}, chosen as it is
    activated (it resolves at once), and deals 1 damage to A (120.3); with the {W} and a Plains
    A casts a {W}{W} Knight."""
    knight = {"id": "knight", "name": "Knight", "power": 2, "toughness": 2, "cost": "{W}{W}"}
    state = turn([knight], land="Plains", permanents=(FORGE,))
    assert "cast knight" not in actions(state)
    state.apply("activate forge 0")
    assert actions(state) == ["mode 0", "mode 1"]
    state.apply("mode 1")
    assert not state.stack and state.players["A"].mana == Mana(W=1)
    assert state.players["A"].life == 19 and state.permanents["forge"].tapped
    state.apply("cast knight")
    resolve(state)
    assert state.permanents["knight"].zone is Zone.BATTLEFIELD
    assert state.players["A"].life == 19


@plays("{1}, {T}, Sacrifice this artifact: Add one mana of any color. Draw a card.")
def test_one_mana_of_any_color_and_a_draw() -> None:
    """CR 605.3b, 106.1a, 602.2b: the Sphere's ability, paid with {1} (a Plains), its {T} and
    sacrificing it, offers the five colors; A takes {G}, draws a card at once (no stack) and
    the Sphere is in the graveyard."""
    sphere = {"id": "sphere", "controller": "A", "name": "Sphere", "types": ["Artifact"],
              "text": "{1}, {T}, Sacrifice this artifact: Add one mana of any color. "
                      "Draw a card."}
    state = turn([SPIRIT], land="Plains", permanents=(sphere,))
    hand = len(state.cards("A", Zone.HAND))
    state.apply("activate sphere 0")
    assert actions(state) == [f"mode {k}" for k in range(5)]
    state.apply("mode 4")
    assert not state.stack and state.players["A"].mana == Mana(G=1)
    assert len(state.cards("A", Zone.HAND)) == hand + 1
    assert state.permanents["sphere"].zone is Zone.GRAVEYARD


@plays("Add one mana of any color.")
def test_a_spell_chooses_its_mana_as_it_resolves() -> None:
    """CR 608.2, 106.1a: a spell's "add one mana of any color" is chosen as it resolves (a
    ``choose_mana`` decision of its controller as it resolves), not as it is cast: A takes
    {U}, then casts the {U} Drake with it."""
    prism = {"id": "prism", "name": "Prism", "types": ["Instant"], "cost": "{0}",
             "text": "Add one mana of any color."}
    drake = {"id": "drake", "name": "Drake", "power": 1, "toughness": 1, "cost": "{U}"}
    state = turn([prism, drake], lands=0)
    state.apply("cast prism")
    while state.decision is not None and state.decision.kind == "priority" and state.stack:
        state.apply("pass")
    assert state.decision is not None and state.decision.kind == "choose_mana"
    assert state.resolving is not None and state.resolving.item.name == "Prism"
    assert actions(state) == ["mana {W}", "mana {U}", "mana {B}", "mana {R}", "mana {G}"]
    state.apply("mana {U}")
    assert state.players["A"].mana == Mana(U=1)
    state.apply("cast drake")
    resolve(state)
    assert state.permanents["drake"].zone is Zone.BATTLEFIELD


@plays("When this creature enters, add {R} or {G}.")
def test_a_trigger_chooses_its_mana_as_it_resolves() -> None:
    """CR 603.3, 608.2, 106.1: the enters trigger (no mana ability: it uses the stack) adds
    {R} or {G}, chosen as it resolves; every policy answers it (the checker's random plays)."""
    seer = {"id": "seer", "name": "Seer", "power": 1, "toughness": 1, "cost": "{0}",
            "text": "When this creature enters, add {R} or {G}."}
    elf = {"id": "elf", "name": "Elf", "power": 1, "toughness": 1, "cost": "{G}"}
    state = turn([seer, elf], lands=0)
    state.apply("cast seer")
    while state.decision is not None and state.decision.kind == "priority" and state.stack:
        state.apply("pass")
    assert state.decision is not None and state.decision.kind == "choose_mana"
    state.apply("mana {G}")
    assert state.players["A"].mana == Mana(G=1) and "cast elf" in actions(state)
    for seed in range(6):
        check_seeds(turn([seer, elf], lands=0), seed)


def test_a_painland_game_passes_the_checker() -> None:
    """CR 605.3b, 120.3: random plays with the Forge's two abilities keep every invariant."""
    knight = {"id": "knight", "name": "Knight", "power": 2, "toughness": 2, "cost": "{W}{W}"}
    for seed in range(6):
        check_seeds(turn([knight], land="Plains", permanents=(FORGE,)), seed)


@plays("{T}: Add {B} or {R}. Marsh doesn't untap during your next untap step.")
def test_a_mana_ability_that_keeps_its_land_tapped() -> None:
    """CR 605.3b, 502.3, 611.2a: the Marsh's mana ability adds {B} and the Marsh doesn't untap
    during A's next untap step (turn 3): it is still tapped at the end of turn 3, and the
    effect has ended."""
    marsh = {"id": "marsh", "controller": "A", "name": "Marsh", "types": ["Land"],
             "text": "{T}: Add {B} or {R}. Marsh doesn't untap during your next untap step."}
    state = mtgsim.load({
        "active_player": "A", "step": "precombat main", "until": "end of game",
        "turn_limit": 3, "players": {"A": {"hand": [HORROR], "library": 5},
                                     "B": {"library": 5}},
        "permanents": [marsh]})
    state.apply("activate marsh 0")
    state.apply("mode 0")
    assert [e.mana for e in state.events if isinstance(e, ManaAdded)] == ["{B}"]
    assert state.permanents["marsh"].tapped
    mtgsim.play(state)
    assert state.turn == 3 and state.permanents["marsh"].tapped
    assert all(e.duration.value != "next untap step" for e in state.effects)


@plays("{T}, Sacrifice this land: Add {C}{C}.")
def test_a_sacrificing_mana_ability_beside_another() -> None:
    """CR 605.1a, 605.3a-b, 701.21a: the Vein's "{T}: Add {C}" pays costs; its "{T},
    Sacrifice this land: Add {C}{C}" is activated with priority: {C}{C} in A's pool, the Vein
    in the graveyard, which pays the {2} Golem."""
    vein = {"id": "vein", "controller": "A", "name": "Vein", "types": ["Land"],
            "text": "{T}: Add {C}.\n{T}, Sacrifice this land: Add {C}{C}."}
    golem = {"id": "golem", "name": "Golem", "power": 2, "toughness": 2, "cost": "{2}"}
    state = turn([golem], lands=0, permanents=(vein,))
    assert "cast golem" not in actions(state)
    state.apply("activate vein 0")
    assert state.players["A"].mana == Mana(C=2)
    assert state.permanents["vein"].zone is Zone.GRAVEYARD
    state.apply("cast golem")
    resolve(state)
    assert state.permanents["golem"].zone is Zone.BATTLEFIELD


@plays("{T}, Sacrifice this artifact: Add three mana of any one color.")
def test_three_mana_of_any_one_color() -> None:
    """CR 605.3b, 106.1a: the Diamond's ability offers the five colors, three mana of the one
    chosen: A takes {B}{B}{B} and casts the {B}{B}{B} Horror; the Diamond is sacrificed."""
    diamond = {"id": "diamond", "controller": "A", "name": "Diamond", "types": ["Artifact"],
               "text": "{T}, Sacrifice this artifact: Add three mana of any one color."}
    state = turn([HORROR], lands=0, permanents=(diamond,))
    state.apply("activate diamond 0")
    assert actions(state) == [f"mode {k}" for k in range(5)]
    state.apply("mode 2")
    assert state.players["A"].mana == Mana(B=3)
    assert state.permanents["diamond"].zone is Zone.GRAVEYARD
    state.apply("cast horror")
    resolve(state)
    assert state.permanents["horror"].zone is Zone.BATTLEFIELD


@plays("{T}: Add {B} or {R}. Activate only if you control a Swamp.")
def test_a_mana_ability_only_with_a_swamp() -> None:
    """CR 602.5b, 605.3a: the Peak's second ability may be activated only while A controls a
    Swamp: with a Mountain alone it can't be, so {B}{B} can't be paid; with a Swamp it adds
    the second {B} (``sim.model.conditional_mana``)."""
    peak = {"id": "peak", "controller": "A", "name": "Peak", "types": ["Land"],
            "text": "{T}: Add {C}.\n{T}: Add {B} or {R}. Activate only if you control a "
                    "Swamp."}
    imp = {"id": "imp", "name": "Imp", "power": 1, "toughness": 1, "cost": "{B}{B}"}
    state = turn([imp], land="Mountain", permanents=(peak,))
    assert "cast imp" not in actions(state)
    state = turn([imp], land="Swamp", permanents=(peak,))
    assert "cast imp" in actions(state)
    state.apply("cast imp")
    assert state.permanents["peak"].tapped and state.permanents["land0"].tapped
    assert state.permanents["imp"].zone is Zone.BATTLEFIELD


@plays("{T}: Add {G} for each Elf on the battlefield.",
       "{T}: Add {B} for each Swamp you control.", "{T}: Add {G} for each Elf you control.")
def test_mana_for_each_permanent_of_a_subtype() -> None:
    """CR 205.3, 605.3b: the Priest counts every Elf on the battlefield (itself, A's other Elf
    and B's Elf: {G}{G}{G}; not A's Bears); the Coffers count the Swamps A controls (two, not
    B's): {B}{B}; the Druid the Elves A controls: {G}{G}."""
    priest = {"id": "priest", "controller": "A", "name": "Priest", "subtypes": ["Elf"],
              "power": 1, "toughness": 1,
              "text": "{T}: Add {G} for each Elf on the battlefield."}
    elves = ({"id": "elf1", "controller": "A", "name": "Elf", "subtypes": ["Elf"], "power": 1,
              "toughness": 1},
             {"id": "elf2", "controller": "B", "name": "Elf", "subtypes": ["Elf"], "power": 1,
              "toughness": 1},
             {"id": "bears", "controller": "A", "card": "Grizzly Bears"})
    wurm = {"id": "wurm", "name": "Wurm", "power": 5, "toughness": 5, "cost": "{G}{G}{G}"}
    state = turn([wurm], lands=0, permanents=(priest, *elves))
    state.apply("activate priest 0")
    assert state.players["A"].mana == Mana(G=3)
    coffers = {"id": "coffers", "controller": "A", "name": "Coffers", "types": ["Land"],
               "text": "{T}: Add {B} for each Swamp you control."}
    swamps = ({"id": "s1", "controller": "A", "card": "Swamp"},
              {"id": "s2", "controller": "B", "card": "Swamp"})
    state = turn([HORROR], lands=1, permanents=(coffers, *swamps))
    state.apply("activate coffers 0")
    assert state.players["A"].mana == Mana(B=2)
    druid = {**priest, "id": "druid", "text": "{T}: Add {G} for each Elf you control."}
    state = turn([wurm], lands=0, permanents=(druid, *elves))
    state.apply("activate druid 0")
    added = [e.mana for e in state.events if isinstance(e, ManaAdded)]
    assert added == ["{G}{G}"]  # the Druid and A's Elf; not B's


@plays("{T}: You gain 1 life for each Elf on the battlefield.")
def test_life_for_each_permanent_of_a_subtype_on_the_battlefield() -> None:
    """CR 205.3, 608.2h: "each Elf on the battlefield" counts every player's Elves (the
    Healer, A's other Elf and B's Elf: 3 life), not A's Bears."""
    healer = {"id": "healer", "controller": "A", "name": "Healer", "subtypes": ["Elf"],
              "power": 1, "toughness": 1,
              "text": "{T}: You gain 1 life for each Elf on the battlefield."}
    others = ({"id": "elf1", "controller": "A", "name": "Elf", "subtypes": ["Elf"],
               "power": 1, "toughness": 1},
              {"id": "elf2", "controller": "B", "name": "Elf", "subtypes": ["Elf"],
               "power": 1, "toughness": 1},
              {"id": "bears", "controller": "A", "card": "Grizzly Bears"})
    state = turn([HORROR], lands=1, permanents=(healer, *others))
    life = state.players["A"].life
    state.apply("activate healer 0")
    while state.stack:
        state.apply("pass")
    assert state.players["A"].life == life + 3


@plays("{T}, Tap an untapped creature you control: Add one mana of any color.",
       "Tap two untapped Elves you control: Add one mana of any color.")
def test_mana_abilities_that_tap_creatures() -> None:
    """CR 601.2h, 302.6, 605.3b: the Drum's cost taps it and an untapped creature A controls
    (a summoning-sick one may be tapped: 302.6 limits only {T}); with none untapped it can't
    be activated. The Rangers' taps two untapped Elves (the Rangers among them), chosen one
    by one."""
    drum = {"id": "drum", "controller": "A", "name": "Drum", "types": ["Artifact"],
            "text": "{T}, Tap an untapped creature you control: Add one mana of any color."}
    bear = {"id": "bear", "controller": "A", "card": "Grizzly Bears", "sick": True}
    state = turn([HORROR], lands=0, permanents=(drum,))
    assert "activate drum 0" not in actions(state)
    state = turn([HORROR], lands=2, permanents=(drum, bear))
    state.apply("activate drum 0")
    assert actions(state) == ["mode 0", "mode 1", "mode 2", "mode 3", "mode 4"]
    state.apply("mode 2")
    assert state.permanents["drum"].tapped and state.permanents["bear"].tapped
    assert state.players["A"].mana == Mana(B=1)
    rangers = {"id": "rangers", "controller": "A", "name": "Rangers", "subtypes": ["Elf"],
               "power": 1, "toughness": 1,
               "text": "Tap two untapped Elves you control: Add one mana of any color."}
    elf = {"id": "elf", "controller": "A", "name": "Elf", "subtypes": ["Elf"], "power": 1,
           "toughness": 1, "sick": True}
    state = turn([HORROR], lands=2, permanents=(rangers, bear))
    assert "activate rangers 0" not in actions(state)  # one Elf only
    state = turn([HORROR], lands=2, permanents=(rangers, elf, bear))
    state.apply("activate rangers 0")
    state.apply("mode 2")
    assert actions(state) == ["crew rangers", "crew elf"]
    state.apply("crew elf")
    assert state.permanents["rangers"].tapped and state.permanents["elf"].tapped
    assert not state.permanents["bear"].tapped and state.players["A"].mana == Mana(B=1)


def test_a_tapping_cost_game_passes_the_checker() -> None:
    """CR 601.2h, 605.3b: random plays with the Drum and the Rangers keep every invariant."""
    drum = {"id": "drum", "controller": "A", "name": "Drum", "types": ["Artifact"],
            "text": "{T}, Tap an untapped creature you control: Add one mana of any color."}
    rangers = {"id": "rangers", "controller": "A", "name": "Rangers", "subtypes": ["Elf"],
               "power": 1, "toughness": 1,
               "text": "Tap two untapped Elves you control: Add one mana of any color."}
    elf = {"id": "elf", "controller": "A", "name": "Elf", "subtypes": ["Elf"], "power": 1,
           "toughness": 1}
    for seed in range(6):
        check_seeds(turn([HORROR, SPIRIT], lands=1, permanents=(drum, rangers, elf)), seed)
