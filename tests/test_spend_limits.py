"""Restricted mana (CR 106.6): "{T}: Add one mana of any color. Spend this mana only to cast a
creature spell." (Ancient Ziggurat), "... a multicolored spell" (Pillar of the Paruns), "... an
instant or sorcery spell", "... a creature spell of the chosen type" (Unclaimed Territory).
The mana ability is a ``MANA_SPEND_ONLY`` parameter (``sim.model.spend_limits``): the payment
(``sim.rules.costs.limited_sources``) taps it only for a spell it may pay for, never for an
activated ability's cost or another spell's."""

from __future__ import annotations

from typing import Any

import pytest
from played import plays

import mtgsim
from sim.model.card import CardDef
from sim.model.events import TappedForMana
from sim.model.mana import ManaCost
from sim.model.objects import Zone
from sim.model.spend_limits import allows, card_is, spend_value
from sim.rules.costs import can_pay
from sim.text import FULL, read_card

ZIGGURAT = ("{T}: Add one mana of any color. Spend this mana only to cast a creature spell.")
PILLAR = "{T}: Add one mana of any color. Spend this mana only to cast a multicolored spell."
OBELISK = ("{T}: Add {C}.\n"
           "{T}: Add one mana of any color. Spend this mana only to cast a multicolored spell.")
SAGE = "{T}: Add {U} or {R}. Spend this mana only to cast an instant or sorcery spell."
TERRITORY = ("As this land enters, choose a creature type.\n"
             "{T}: Add {C}.\n"
             "{T}: Add one mana of any color. Spend this mana only to cast a creature spell of "
             "the chosen type.")
PLURAL = "{T}: Add one mana of any color. Spend this mana only to cast creature spells."


def land(pid: str, text: str, **fields: Any) -> dict[str, Any]:
    """An inline land A controls whose Oracle text is ``text``."""
    return {"id": pid, "controller": "A", "name": f"Land {pid}", "types": ["Land"],
            "text": text, **fields}


def bear(cost: str, **fields: Any) -> dict[str, Any]:
    """A 2/2 creature card costing ``cost``."""
    return {"name": "Bear", "cost": cost, "power": 2, "toughness": 2, **fields}


def sorcery(cost: str) -> dict[str, Any]:
    """A sorcery costing ``cost``: its controller gains 1 life."""
    return {"name": "Boon", "types": ["Sorcery"], "cost": cost, "text": "You gain 1 life."}


def position(spell: dict[str, Any], *sources: dict[str, Any]) -> mtgsim.GameState:
    """A's precombat main phase: ``sources`` on the battlefield, ``spell`` in hand
    (A:hand:1), an empty mana pool."""
    return mtgsim.load({"active_player": "A", "step": "precombat main",
                        "players": {"A": {"hand": [spell]}, "B": {}},
                        "permanents": list(sources)})


def castable(spell: dict[str, Any], *sources: dict[str, Any]) -> bool:
    """Whether A may cast ``spell`` with ``sources``' mana (each source read in full)."""
    state = position(spell, *sources)
    for source in sources:
        assert not state.permanents[source["id"]].card.unsupported
    return 'cast "A:hand:1"' in {str(a) for a in state.legal_actions()}


@pytest.mark.parametrize("text", [
    ZIGGURAT, PILLAR, OBELISK, SAGE, TERRITORY, PLURAL,
    "{T}: Add one mana of any color. Spend this mana only to cast artifact spells or activate "
    "abilities of artifacts.",
    "{T}: Add one mana of any color. Spend this mana only to cast an Elemental spell or "
    "activate an ability of an Elemental.",
    TERRITORY.replace("chosen type.", "chosen type or activate an ability of a creature or "
                      "creature card of the chosen type.")])
def test_the_clauses_are_read_and_rendered_back(text: str) -> None:
    """CR 106.6: each restriction is read with its mana ability, and rendered back as
    printed."""
    assert read_card(text, "Thing", ("Land",)).status == FULL


@pytest.mark.parametrize("text", [
    "{T}: Add one mana of any color. Spend this mana only to cast a kicked spell.",
    "{T}: Add one mana of any color. Spend this mana only to cast an Elf spell or activate "
    "an ability of a Goblin source.",
])
def test_what_is_not_run_stays_listed(text: str) -> None:
    """CR 106.6, 702.33d: whether a spell is kicked is chosen while it is cast, and the
    abilities of another kind of source than the spells': such clauses are not read (more
    than one mana an activation makes stays in the pool, restricted: ``test_limited_pool``)."""
    assert read_card(text, "Thing", ("Land",)).status != FULL


@plays("{T}: Add one mana of any color. Spend this mana only to cast a creature spell.")
def test_creature_only_mana_pays_creature_spells_only() -> None:
    """CR 106.6: mana "spent only to cast a creature spell" pays a creature spell's cost, any
    colored symbol of it (106.1a), and no sorcery's; with a second land making {C}, a {1}{G}
    creature taps both (601.2g-h), a {1} sorcery only the other one."""
    ziggurat = land("z", ZIGGURAT)
    for cost in ("{W}", "{U}", "{B}", "{R}", "{G}", "{1}"):
        assert castable(bear(cost), ziggurat), cost
    assert not castable(sorcery("{G}"), ziggurat)
    assert not castable(sorcery("{1}"), ziggurat)
    assert not castable(bear("{G}{G}"), ziggurat)
    wastes = land("w", "{T}: Add {C}.")
    state = position(bear("{1}{G}"), ziggurat, wastes)
    state.apply('cast "A:hand:1"')
    assert state.permanents["z"].tapped and state.permanents["w"].tapped
    assert state.players["A"].mana.total == 0
    assert state.permanents["A:hand:1"].zone is not Zone.HAND
    state = position(sorcery("{1}"), ziggurat, wastes)
    state.apply('cast "A:hand:1"')
    assert state.permanents["w"].tapped and not state.permanents["z"].tapped
    assert [e.permanent for e in state.events if isinstance(e, TappedForMana)] == ["w"]


@plays("{T}: Add one mana of any color. Spend this mana only to cast a multicolored spell.",
       "{T}: Add {C}.")
def test_a_land_with_a_restricted_ability_beside_a_plain_one() -> None:
    """CR 106.6, 605.1a, 105.2c: a land with "{T}: Add {C}" and "{T}: Add one mana of any
    color. Spend this mana only to cast a multicolored spell" pays {1} for any spell, {W}
    only for a spell of two or more colors — and never two mana."""
    obelisk = land("o", OBELISK)
    gold = bear("{W}", colors=["W", "U"])
    assert castable(gold, obelisk)
    assert not castable(bear("{W}"), obelisk)
    assert castable(bear("{1}"), obelisk)
    assert castable(sorcery("{1}"), obelisk)
    assert not castable(bear("{1}{W}", colors=["W", "U"]), obelisk)
    state = position(gold, obelisk)
    state.apply('cast "A:hand:1"')
    assert state.permanents["o"].tapped
    assert state.permanents["A:hand:1"].zone is not Zone.HAND


@plays("{T}: Add {U} or {R}. Spend this mana only to cast an instant or sorcery spell.",
       "{T}: Add one mana of any color. Spend this mana only to cast creature spells.")
def test_instant_or_sorcery_mana_and_creature_spells() -> None:
    """CR 106.6, 205.2a: "an instant or sorcery spell" is either; "creature spells" any
    creature spell. Neither pays an activated ability's cost (602.2b, 601.2g-h)."""
    sage = land("s", SAGE)
    assert castable(sorcery("{U}"), sage)
    assert castable(sorcery("{R}"), sage)
    assert not castable(sorcery("{G}"), sage)
    assert not castable(bear("{U}"), sage)
    assert castable(bear("{G}"), land("p", PLURAL))
    assert not castable(sorcery("{G}"), land("p", PLURAL))
    state = position(bear("{1}"), sage, land("p", PLURAL))
    assert not can_pay(state, "A", ManaCost.parse("{1}"))  # no spell: no restricted mana


def territory_game(chosen: str, spell: dict[str, Any]) -> mtgsim.GameState:
    """A plays the land choosing ``chosen`` as it enters (614.12), then casts ``spell``."""
    card = {"id": "t", "name": "Territory", "types": ["Land"], "text": TERRITORY}
    state = mtgsim.load({"active_player": "A", "until": "end of combat",
                        "players": {"A": {"hand": [card, spell]}, "B": {}},
                        "combat": {"attacks": {}, "actions": [
                            {"step": "precombat_main", "player": "A", "play": "t",
                             "choices": [chosen]},
                            {"step": "precombat_main", "player": "A", "cast": spell["id"]}]}})
    mtgsim.play(state)
    return state


@plays("{T}: Add one mana of any color. Spend this mana only to cast a creature spell of the "
       "chosen type.")
def test_mana_for_creature_spells_of_the_chosen_type() -> None:
    """CR 106.6, 614.12: the type chosen as the land entered: an Elf spell is paid with the
    mana ({G}), a Goblin one is not (only {C}: a {R} Goblin can't be cast, 601.2h)."""
    elf = bear("{G}", id="elf", subtypes=["Elf"])
    state = territory_game("Elf", elf)
    assert state.permanents["t"].chosen == "Elf"
    assert state.permanents["elf"].zone is Zone.BATTLEFIELD
    goblin = bear("{R}", id="gob", subtypes=["Goblin"])
    with pytest.raises(mtgsim.IllegalActionError):
        territory_game("Elf", goblin)
    assert territory_game("Goblin", goblin).permanents["gob"].zone is Zone.BATTLEFIELD


def test_allows_reads_each_form() -> None:
    """CR 106.6: what each kind allows — alternatives joined by "or", each all its words
    ("dragon creature"); "of the chosen type" also the type chosen (614.12)."""
    made = ()
    dragon = CardDef(name="D", types=("Creature",), subtypes=("Dragon",))
    omen = CardDef(name="O", types=("Sorcery",), subtypes=("Omen",))
    assert allows(spend_value("dragon or omen", "a", made), dragon, "")
    assert allows(spend_value("dragon or omen", "a", made), omen, "")
    assert allows(spend_value("dragon creature", "a", made), dragon, "")
    assert not allows(spend_value("dragon creature", "a", made), omen, "")
    assert allows(spend_value("creature", "chosen", made), dragon, "Dragon")
    assert not allows(spend_value("creature", "chosen", made), dragon, "Elf")
    assert not allows(spend_value("creature", "chosen", made), dragon, "")
    assert card_is(omen, "noncreature") and not card_is(dragon, "noncreature")


DEPOT = ("{T}: Add one mana of any color. Spend this mana only to cast artifact spells or "
         "activate abilities of artifacts.")
LOREKEEPER = ("{T}: Add one mana of any color. Spend this mana only to cast a Dinosaur spell or "
              "activate an ability of a Dinosaur source.")


def pumper(pid: str, **fields: Any) -> dict[str, Any]:
    """A 1/1 A controls with "{G}: ~ gets +1/+1 until end of turn"."""
    return {"id": pid, "controller": "A", "name": f"Pumper {pid}", "power": 1, "toughness": 1,
            "text": f"{{G}}: Pumper {pid} gets +1/+1 until end of turn.", **fields}


def activations(*permanents: dict[str, Any]) -> set[str]:
    """The abilities A may activate in its precombat main phase."""
    state = mtgsim.load({"active_player": "A", "step": "precombat main",
                         "players": {"A": {}, "B": {}}, "permanents": list(permanents)})
    return {str(a) for a in state.legal_actions() if str(a).startswith("activate")}


@plays("{T}: Add one mana of any color. Spend this mana only to cast artifact spells or "
       "activate abilities of artifacts.",
       "{T}: Add one mana of any color. Spend this mana only to cast a Dinosaur spell or "
       "activate an ability of a Dinosaur source.")
def test_mana_for_the_abilities_of_some_sources() -> None:
    """CR 106.6, 602.2: "... or activate abilities of artifacts" pays an artifact's activated
    ability ({G}), not another creature's; "... an ability of a Dinosaur source" a
    Dinosaur's. Activated, the ability is paid with it (602.2b, 601.2g-h) and resolves."""
    depot = land("d", DEPOT)
    golem = pumper("g", types=["Artifact", "Creature"])
    bear_ = pumper("b")
    assert activations(depot, golem, bear_) == {"activate g 0"}
    assert castable(bear("{G}", types=["Artifact", "Creature"]), depot)
    lore = land("l", LOREKEEPER)
    dino = pumper("x", subtypes=["Dinosaur"])
    assert activations(lore, dino, bear_) == {"activate x 0"}
    assert castable(bear("{G}", subtypes=["Dinosaur"]), lore)
    assert not castable(bear("{G}"), lore)
    state = mtgsim.load({"active_player": "A", "step": "precombat main",
                         "players": {"A": {}, "B": {}}, "permanents": [depot, golem]})
    state.apply("activate g 0")
    while state.stack or state.casting is not None:
        state.apply(state.legal_actions()[0])
    assert state.permanents["d"].tapped
    assert state.power("g") == 2
