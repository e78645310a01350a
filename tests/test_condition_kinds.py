"""More kinds a "you control" condition names (``sim.text.condition_kinds``): supertypes,
"colorless", "nontoken", "non-<subtype>", "artifact creature", "an artifact or enchantment",
"tokens", "an Equipment", "other" before a plural — one condition model for "as long as" (CR
611.3a: checked continuously) and an intervening "if" (603.4: as the event happens and as the
ability resolves)."""

from __future__ import annotations

from typing import Any

from played import plays
from test_more_player_conditions import _perm
from test_stack import finish, play

import mtgsim
from sim.model.keywords import Kw
from sim.model.objects import Zone
from sim.text import build_card


def _board(source: str, *others: dict[str, Any], attack: bool = False,
           hand: int = 0) -> mtgsim.GameState:
    """A's precombat main phase (or, ``attack``, A's 2/2 source attacking B to the end of
    combat) with the source (``source``) and ``others``."""
    state = mtgsim.load({
        "active_player": "A", "until": "end of combat", "step": "precombat main",
        "players": {"A": {"library": 5}, "B": {"library": 5}},
        "permanents": [_perm("source", text=source), *others],
        "combat": {"attacks": {"source": "B"} if attack else {}}})
    if attack:
        mtgsim.play(state)
    return state


@plays("~ has haste as long as you control another colorless creature.")
def test_another_colorless_creature() -> None:
    """CR 611.3a, 105.2c: haste with a colorless artifact creature beside it; a green Elf, or
    the colorless source alone, gives none (the source is not "another")."""
    text = "~ has haste as long as you control another colorless creature."
    golem = _perm("golem", types=["Artifact", "Creature"])
    elf = _perm("elf", colors=["G"], subtypes=["Elf"])
    assert _board(text, golem).has("source", Kw.HASTE)
    assert not _board(text, elf).has("source", Kw.HASTE)
    assert not _board(text).has("source", Kw.HASTE)


@plays("~ has shroud as long as you control another artifact creature.",
       "As long as you control an artifact or enchantment, ~ has flying.")
def test_artifact_creature_and_either_type() -> None:
    """CR 611.3a, 205.2a: shroud only with another permanent both artifact and creature (an
    artifact alone, or a creature alone, isn't one); flying with an artifact or with an
    enchantment, not with a land."""
    shroud = "~ has shroud as long as you control another artifact creature."
    golem = _perm("golem", types=["Artifact", "Creature"])
    relic = _perm("relic", types=["Artifact"])
    assert _board(shroud, golem).has("source", Kw.SHROUD)
    assert not _board(shroud, relic, _perm("bear")).has("source", Kw.SHROUD)
    fly = "As long as you control an artifact or enchantment, ~ has flying."
    aura = _perm("aura", types=["Enchantment"])
    land = _perm("land", types=["Land"])
    assert _board(fly, relic).has("source", Kw.FLYING)
    assert _board(fly, aura).has("source", Kw.FLYING)
    assert not _board(fly, land).has("source", Kw.FLYING)


@plays("As long as you control three or more legendary creatures, ~ gets +2/+2.",
       "~ has first strike as long as you control an Equipment.")
def test_legendary_count_and_an_equipment() -> None:
    """CR 611.3a, 205.4d: +2/+2 with three legendary creatures (the source among them, not
    "other"), not with two and a nonlegendary one; first strike with an Equipment (205.3g)."""
    text = "As long as you control three or more legendary creatures, ~ gets +2/+2."
    legend = {"supertypes": ["Legendary"]}
    state = _board(text, _perm("l1", **legend), _perm("l2", **legend))
    assert state.power("source") == 2  # the source isn't legendary: two of them
    state = mtgsim.load({
        "active_player": "A", "until": "end of combat", "step": "precombat main",
        "players": {"A": {"library": 5}, "B": {"library": 5}},
        "permanents": [_perm("source", text=text, supertypes=["Legendary"]),
                       _perm("l1", **legend), _perm("l2", **legend)]})
    assert state.power("source") == 4
    gear = "~ has first strike as long as you control an Equipment."
    sword = _perm("sword", types=["Artifact"], subtypes=["Equipment"])
    assert _board(gear, sword).has("source", Kw.FIRST_STRIKE)
    assert not _board(gear, _perm("relic", types=["Artifact"])).has("source", Kw.FIRST_STRIKE)


@plays("Whenever ~ attacks, if you control another non-Human creature, draw a card.",
       "Whenever ~ attacks, if you control three or more tokens, draw a card.",
       "As long as you control two or more other creatures, ~ gets +1/+1.")
def test_intervening_if_with_the_same_kinds() -> None:
    """CR 603.4, 205.4b, 111.1: the attack trigger draws a card with a non-Human creature
    beside the source (not with a Human only); with three tokens (not two tokens and a
    nontoken creature); CR 611.3a: +1/+1 with two other creatures, not one."""
    text = "Whenever ~ attacks, if you control another non-Human creature, draw a card."
    human = _perm("human", subtypes=["Human"])
    elf = _perm("elf", subtypes=["Elf"])
    assert len(_board(text, elf, attack=True).cards("A", Zone.HAND)) == 1
    assert len(_board(text, human, attack=True).cards("A", Zone.HAND)) == 0
    tokens = "Whenever ~ attacks, if you control three or more tokens, draw a card."
    three = [_perm(f"t{k}", token=True) for k in range(3)]
    assert len(_board(tokens, *three, attack=True).cards("A", Zone.HAND)) == 1
    assert len(_board(tokens, *three[:2], elf, attack=True).cards("A", Zone.HAND)) == 0
    others = "As long as you control two or more other creatures, ~ gets +1/+1."
    assert _board(others, elf, human).power("source") == 3
    assert _board(others, elf).power("source") == 2


def test_kinds_written_back() -> None:
    """Each kind read is written back as the clause wrote it, and a quality not read leaves
    the clause unsupported (CR 611.3a)."""
    for text in ("~ gets +1/+1 as long as you control a snow land.",
                 "As long as you control a legendary Samurai, ~ has vigilance.",
                 "At the beginning of combat on your turn, if you control two or more other "
                 "legendary creatures, ~ gets +2/+2 until end of turn."):
        card = build_card({"name": "Source", "types": ["Creature"], "power": 1,
                           "toughness": 1, "text": text}, lambda k, m: Exception(k + m))
        assert not card.unsupported, text
    odd = "~ gets +1/+1 as long as you control a glittering land."
    card = build_card({"name": "Source", "types": ["Creature"], "power": 1, "toughness": 1,
                       "text": odd}, lambda k, m: Exception(k + m))
    assert card.unsupported


@plays("~ has deathtouch as long as you control at least three other snow permanents.",
       "~ gets +1/+1 as long as an opponent controls a nonbasic land.",
       "As long as you control two or more tapped creatures, ~ gets +1/+1.")
def test_snow_permanents_nonbasic_lands_tapped_creatures() -> None:
    """CR 205.4g, 611.3a: deathtouch with three other snow permanents (a snow land and two
    snow artifacts), not two; CR 205.4c: +1/+1 while B controls a nonbasic land, not a basic
    one; CR 110.5: +1/+1 with two tapped creatures (the source among them), not one."""
    text = "~ has deathtouch as long as you control at least three other snow permanents."
    snow = [_perm(f"s{k}", types=["Artifact"], supertypes=["Snow"]) for k in range(2)]
    land = _perm("land", types=["Land"], supertypes=["Snow"])
    assert _board(text, *snow, land).has("source", Kw.DEATHTOUCH)
    assert not _board(text, *snow).has("source", Kw.DEATHTOUCH)
    elite = "~ gets +1/+1 as long as an opponent controls a nonbasic land."
    for basic, power in ((False, 3), (True, 2)):
        waste = _perm("waste", controller="B", types=["Land"],
                      supertypes=["Basic"] if basic else [])
        assert _board(elite, waste).power("source") == power
    tapped = "As long as you control two or more tapped creatures, ~ gets +1/+1."
    state = _board(tapped, _perm("bear", tapped=True))
    assert state.power("source") == 2
    state = mtgsim.load({
        "active_player": "A", "until": "end of combat", "step": "precombat main",
        "players": {"A": {"library": 5}, "B": {"library": 5}},
        "permanents": [{**_perm("source", text=tapped), "tapped": True},
                       _perm("bear", tapped=True)]})
    assert state.power("source") == 3


@plays("As long as you control another snow permanent, ~ gets +1/+1.")
def test_another_snow_permanent() -> None:
    """CR 205.4g, 611.3a: +1/+1 with a snow artifact beside the source (itself snow: not
    "another"), none with the source the only snow permanent."""
    text = "As long as you control another snow permanent, ~ gets +1/+1."
    source = {**_perm("source", text=text), "supertypes": ["Snow"]}
    relic = _perm("relic", types=["Artifact"], supertypes=["Snow"])
    for others, power in (([relic], 3), ([], 2)):
        state = mtgsim.load({
            "active_player": "A", "until": "end of combat", "step": "precombat main",
            "players": {"A": {"library": 5}, "B": {"library": 5}},
            "permanents": [source, *others]})
        assert state.power("source") == power


@plays("~ deals 2 damage to target creature or planeswalker. If you control three or more snow "
       "permanents, it deals 3 damage instead.")
def test_damage_instead_with_snow_permanents() -> None:
    """CR 608.2c, 205.4g: the spell deals 3 damage to the Ogre instead of 2 as A controls
    three snow permanents as it resolves; with two, 2 damage."""
    bite = {"id": "bite", "name": "Bite", "types": ["Instant"], "cost": "{0}",
            "text": "Bite deals 2 damage to target creature or planeswalker. If you control "
                    "three or more snow permanents, it deals 3 damage instead."}
    for snow, damage in ((3, 3), (2, 2)):
        lands = [_perm(f"s{k}", types=["Land"], supertypes=["Snow"]) for k in range(snow)]
        state = mtgsim.load({
            "active_player": "A", "until": "end of combat", "step": "precombat main",
            "players": {"A": {"library": 5, "hand": [bite]}, "B": {"library": 5}},
            "permanents": [*lands, _perm("ogre", controller="B", power=3, toughness=5)]})
        play(state, "cast bite")
        if "target ogre" in [str(a) for a in state.legal_actions()]:
            play(state, "target ogre")
        finish(state)
        assert state.permanents["ogre"].damage == damage, snow
