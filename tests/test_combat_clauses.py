"""Combat clauses of issue 29 (h-combat): Arrest's "its activated abilities can't be activated"
(CR 602.5, 605.1a), umbra armor (702.89a), and blocking restrictions comparing power with the
attacker's (509.1b)."""

from __future__ import annotations

from typing import Any

import pytest
from played import plays

import mtgsim
from sim.model.actions import ActivateAbility
from sim.model.errors import IllegalActionError
from sim.model.keywords import Kw
from sim.model.objects import Duration
from sim.rules.casting import activatable
from sim.rules.costs import mana_sources
from sim.text import FULL, read_card

ARREST = "Enchanted creature can't attack or block, and its activated abilities can't be activated."
FETTERS = ("Enchanted creature can't attack or block, and its activated abilities can't be "
           "activated unless they're mana abilities.")
DEMOTION = "Enchanted creature can't block, and its activated abilities can't be activated."


def aura(pid: str, text: str, attached_to: str, controller: str = "B") -> dict[str, Any]:
    """An Aura on the battlefield, enchanting ``attached_to``."""
    return {"id": pid, "controller": controller, "name": f"Aura {pid}",
            "types": ["Enchantment"], "subtypes": ["Aura"], "attached_to": attached_to,
            "text": f"Enchant creature\n{text}"}


def creature(pid: str, controller: str, power: int, toughness: int, text: str = "",
             **fields: Any) -> dict[str, Any]:
    out = {"id": pid, "controller": controller, "name": pid.title(), "power": power,
           "toughness": toughness, **fields}
    if text:
        out["text"] = text
    return out


def load(*permanents: dict[str, Any], attacks: dict[str, str] | None = None,
         blocks: dict[str, str] | None = None, actions: list[dict[str, Any]] | None = None,
         mana: str = "{0}", hand: list[dict[str, Any]] | None = None, **more: Any
         ) -> mtgsim.GameState:
    return mtgsim.load({"active_player": "A", **more,
                        "players": {"A": {"mana": mana, "hand": hand or []}, "B": {}},
                        "permanents": list(permanents),
                        "combat": {"attacks": attacks or {}, "blocks": blocks or {},
                                   "actions": actions or []}})


# --- Arrest: "its activated abilities can't be activated" (CR 602.5) ---------------------------

@pytest.mark.parametrize("text", [ARREST, FETTERS, DEMOTION])
def test_arrest_clauses_are_read_in_full(text: str) -> None:
    """CR 602.5, 605.1a: the clause reads into a parameter granted to the enchanted creature and
    renders back as printed."""
    assert read_card(f"Enchant creature\n{text}", "Arrest", ("Enchantment",)).status == FULL


PINGER = "{T}: This creature deals 1 damage to any target."
ELF = "{T}: Add {G}."


@plays("Enchanted creature can't attack or block, and its activated abilities can't be "
       "activated.")
def test_an_arrested_creature_cannot_activate_nor_attack() -> None:
    """CR 602.5: a player can't begin to activate an ability an effect prohibits: the arrested
    pinger's {T} ability is not offered, and activating it is refused naming the rule; 508.1c:
    it can't attack (the scripted attack is illegal). Its twin without the Aura may."""
    state = load(creature("pinger", "A", 1, 1, PINGER), creature("twin", "A", 1, 1, PINGER),
                 aura("arrest", ARREST, "pinger"))
    assert not activatable(state, "A", "pinger", 0)
    assert activatable(state, "A", "twin", 0)
    offered = {str(a) for a in state.legal_actions()}
    assert not any("pinger" in a for a in offered) and any("twin" in a for a in offered)
    with pytest.raises(IllegalActionError, match="602.5"):
        state.apply(ActivateAbility("pinger", 0))
    attacking = load(creature("pinger", "A", 1, 1, PINGER), aura("arrest", ARREST, "pinger"),
                     attacks={"pinger": "B"})
    with pytest.raises(Exception, match="attack"):
        mtgsim.play(attacking)


@plays("Enchanted creature can't attack or block, and its activated abilities can't be "
       "activated.", "Enchanted creature can't attack or block, and its activated abilities "
       "can't be activated unless they're mana abilities.")
@pytest.mark.parametrize("text, taps", [(ARREST, False), (FETTERS, True)])
def test_an_arrested_mana_creature_makes_no_mana_unless_mana_abilities_are_spared(
        text: str, taps: bool) -> None:
    """CR 605.1a: a mana ability is an activated ability, so Arrest stops it (602.5): the
    arrested elf is not a mana source and A can't cast a {G} spell; "unless they're mana
    abilities" spares it."""
    giant = {"id": "giant", "name": "Giant Growth", "types": ["Instant"], "cost": "{G}",
             "text": "Target creature gets +3/+3 until end of turn."}
    state = load(creature("elf", "A", 1, 1, ELF, sick=False), aura("arrest", text, "elf"),
                 hand=[giant])
    assert (len(mana_sources(state, "A")) == 1) is taps
    assert any("giant" in str(a) for a in state.legal_actions()) is taps


@plays("Enchanted creature can't block, and its activated abilities can't be activated.")
def test_demotion_stops_blocking_and_activating_but_not_attacking() -> None:
    """CR 509.1b: the enchanted creature can't block; 602.5: nor activate its abilities; it may
    still attack (508.1): the unblocked 1/1 deals 1."""
    state = load(creature("pinger", "A", 1, 1, PINGER), aura("demotion", DEMOTION, "pinger"),
                 attacks={"pinger": "B"})
    assert not activatable(state, "A", "pinger", 0)
    assert mtgsim.play(state).life["B"] == 19


# --- umbra armor, formerly totem armor (CR 702.89a) --------------------------------------------

def umbra(pid: str, attached_to: str, keyword: str = "Totem armor", controller: str = "A",
          bonus: str = "+1/+1") -> dict[str, Any]:
    return aura(pid, f"Enchanted creature gets {bonus}.\n{keyword}", attached_to, controller)


def cast(card: str, targets: list[str] | None = None, step: str = "precombat_main"
         ) -> dict[str, Any]:
    out: dict[str, Any] = {"step": step, "player": "A", "cast": card}
    if targets:
        out["targets"] = targets
    return out


def sorcery(pid: str, text: str, kind: str = "Sorcery") -> dict[str, Any]:
    return {"id": pid, "name": pid.title(), "types": [kind], "cost": "{0}", "text": text}


@pytest.mark.parametrize("keyword", ["Totem armor", "Umbra armor"])
def test_both_names_of_umbra_armor_are_read_in_full(keyword: str) -> None:
    """CR 702.89a: umbra armor (its former name totem armor) is read and renders back as
    printed."""
    reading = read_card(f"Enchant creature\nEnchanted creature gets +1/+1.\n{keyword}",
                        "Hyena Umbra", ("Enchantment",))
    assert reading.status == FULL


@plays("Totem armor", "Umbra armor")
@pytest.mark.parametrize("keyword", ["Totem armor", "Umbra armor"])
def test_umbra_armor_saves_a_blocked_creature_from_lethal_damage(keyword: str) -> None:
    """CR 702.89a: the 3/3 (2/2 with +1/+1) blocked by a 4/4 is dealt lethal damage; the
    state-based action would destroy it (704.5g), and instead all damage on it is removed and
    the Aura is destroyed: the creature stays on the battlefield, undamaged, a 2/2 again; the
    Ogre, dealt 3, survives."""
    state = load(creature("bear", "A", 2, 2), creature("ogre", "B", 4, 4),
                 umbra("umbra", "bear", keyword), attacks={"bear": "B"}, blocks={"ogre": "bear"})
    outcome = mtgsim.play(state)
    assert "bear" not in outcome.died and "umbra" in outcome.died
    assert state.permanents["bear"].zone.value == "battlefield"
    assert state.permanents["bear"].damage == 0 and state.power("bear") == 2


@plays("Totem armor")
def test_umbra_armor_is_not_regeneration() -> None:
    """CR 702.89a, 701.19c: "Destroy target creature. It can't be regenerated." is replaced by
    umbra armor all the same (it isn't regeneration); the creature isn't tapped nor removed
    from combat, so the 2/2 attacks and deals 2."""
    murder = sorcery("murder", "Destroy target creature. It can't be regenerated.", "Instant")
    state = load(creature("bear", "A", 1, 1), umbra("umbra", "bear"), attacks={"bear": "B"},
                 hand=[murder], actions=[cast("murder", ["bear"], "declare_blockers")])
    outcome = mtgsim.play(state)
    assert "umbra" in outcome.died and "bear" not in outcome.died
    assert outcome.life["B"] == 19  # 1/1 again once the Aura is gone


@plays("Totem armor")
def test_umbra_armor_saves_its_creature_from_a_wrath_destroying_both() -> None:
    """CR 702.89a with 701.8a: "Destroy all creatures and enchantments" destroys the Aura and
    the creature at once; umbra armor replaces the creature's destruction (the Aura is
    destroyed either way): the Bear survives, the Ogre and both Auras don't. A second Bear
    with no umbra dies."""
    wrath = sorcery("wrath", "Destroy all creatures and enchantments.")
    state = load(umbra("umbra", "bear"), creature("bear", "A", 2, 2),
                 creature("cub", "A", 2, 2), creature("ogre", "B", 3, 3),
                 aura("plain", "Enchanted creature gets +1/+1.", "cub", "A"),
                 hand=[wrath], actions=[cast("wrath")])
    outcome = mtgsim.play(state)
    assert set(outcome.died) == {"cub", "ogre", "umbra", "plain"}


@plays("Totem armor")
def test_umbra_armor_does_nothing_for_toughness_zero() -> None:
    """CR 702.89a replaces only destruction; 704.5f puts a creature with toughness 0 into the
    graveyard without destroying it: -3/-3 on the 3/3 (2/2 +1/+1) kills it through the
    umbra, and the Aura then goes too (704.5m)."""
    shrink = sorcery("shrink", "Target creature gets -3/-3 until end of turn.")
    state = load(creature("bear", "A", 2, 2), umbra("umbra", "bear"), hand=[shrink],
                 actions=[cast("shrink", ["bear"])])
    outcome = mtgsim.play(state)
    assert {"bear", "umbra"} <= set(outcome.died)


# --- "creatures with power less than ~'s power can't block it" (CR 509.1b) ---------------------

GNARLID = "Creatures with power less than Wolf's power can't block it."


@plays("Creatures with power less than ~'s power can't block it.")
def test_a_creature_with_lesser_power_cannot_block_it() -> None:
    """CR 509.1b: the restriction compares each would-be blocker's power with the attacker's
    as blockers are declared: the 3/3 Wolf can't be blocked by the 2/4 (the scripted block is
    illegal), but can by the 3/1 (equal power), which trades with it."""
    with pytest.raises(Exception, match="509.1b"):
        mtgsim.play(load(creature("wolf", "A", 3, 3, GNARLID), creature("wall", "B", 2, 4),
                         attacks={"wolf": "B"}, blocks={"wall": "wolf"}))
    state = load(creature("wolf", "A", 3, 3, GNARLID), creature("orc", "B", 3, 1),
                 attacks={"wolf": "B"}, blocks={"orc": "wolf"})
    assert set(mtgsim.play(state).died) == {"wolf", "orc"}


@plays("Creatures with power less than ~'s power can't block it.")
def test_the_powers_are_read_as_blockers_are_declared() -> None:
    """CR 509.1b with 611.2: pumped to 5/5 before blockers are declared, the Wolf can't be
    blocked by the 3/1 any more (the scripted block is illegal); unpumped, it can."""
    giant = sorcery("giant", "Target creature gets +2/+2 until end of turn.", "Instant")

    def game(pump: bool) -> mtgsim.GameState:
        return load(creature("wolf", "A", 3, 3, GNARLID), creature("orc", "B", 3, 1),
                    attacks={"wolf": "B"}, blocks={"orc": "wolf"}, hand=[giant],
                    actions=[cast("giant", ["wolf"], "declare_attackers")] if pump else [])
    with pytest.raises(Exception, match="509.1b"):
        mtgsim.play(game(True))
    assert "orc" in mtgsim.play(game(False)).died


# --- "tap that creature and it doesn't untap during its controller's next untap step" ----------

@plays("Whenever ~ deals combat damage to a creature, tap that creature and it doesn't untap "
       "during its controller's next untap step.")
@pytest.mark.parametrize("blocked", [True, False])
def test_the_creature_it_damages_is_tapped_through_its_next_untap_step(blocked: bool) -> None:
    """CR 510.2, 603.2: the combat damage the 2/2 deals to the blocking Wall triggers; "that
    creature" is the Wall: it is tapped (701.26a) and gets "doesn't untap" until its
    controller's next untap step has passed (502.3, 611.2a; that duration is played through
    turns in tests/test_attachments.py). Unblocked, the 2/2 damages only B: nothing is tapped."""
    text = ("Whenever ~ deals combat damage to a creature, tap that creature and it doesn't "
            "untap during its controller's next untap step.")
    state = load(creature("frost", "A", 2, 2, text), creature("wall", "B", 0, 4, "Defender"),
                 attacks={"frost": "B"}, blocks={"wall": "frost"} if blocked else {})
    mtgsim.play(state)
    assert state.permanents["wall"].tapped is blocked
    assert state.has("wall", Kw.DOESNT_UNTAP) is blocked
    assert all(e.duration is Duration.NEXT_UNTAP for e in state.effects)


# --- "enchanted permanent" (CR 303.4, 611.3): an Aura on a permanent of any type -----------------

BINDING = ("Enchanted permanent can't attack or block, and its activated abilities can't be "
           "activated.")


@plays("Enchanted permanent can't attack or block, and its activated abilities can't be "
       "activated.")
def test_a_bound_planeswalker_cannot_activate_its_loyalty_abilities() -> None:
    """CR 303.4 and 611.3: "enchanted permanent" is the planeswalker the Aura enchants; 602.5
    and 606.3: its loyalty abilities (activated abilities) can't be activated; an unbound one
    may."""
    def walker(pid: str) -> dict[str, Any]:
        return {"id": pid, "controller": "A", "name": f"Walker {pid}",
                "types": ["Planeswalker"], "loyalty": 3,
                "text": "+1: You gain 1 life."}
    bound = dict(aura("binding", BINDING, "jace"), text=f"Enchant permanent\n{BINDING}")
    state = load(walker("jace"), walker("ajani"), bound, step="precombat main")
    assert not activatable(state, "A", "jace", 0)
    assert activatable(state, "A", "ajani", 0)


@plays("Enchanted permanent doesn't untap during its controller's untap step.")
@pytest.mark.parametrize("enchanted", [True, False])
def test_an_enchanted_artifact_does_not_untap(enchanted: bool) -> None:
    """CR 303.4, 611.3 and 502.3: the tapped artifact the Aura enchants stays tapped through
    its controller's untap step (A's turn 3); without the Aura it untaps."""
    text = ("Enchant permanent\nEnchanted permanent doesn't untap during its controller's "
            "untap step.")
    rock = {"id": "rock", "controller": "A", "name": "Rock", "types": ["Artifact"],
            "tapped": True, "text": "{T}: You gain 1 life."}
    chains = dict(aura("chains", "", "rock"), text=text)
    state = mtgsim.load({"active_player": "A", "until": "end of game", "turn_limit": 3,
                         "players": {"A": {"library": 5}, "B": {"library": 5}},
                         "permanents": [rock, *([chains] if enchanted else [])]})
    mtgsim.play(state)
    assert state.permanents["rock"].tapped is enchanted


@plays("Enchanted permanent doesn't untap during its controller's untap step and its activated "
       "abilities can't be activated.")
def test_an_encrusted_artifact_neither_untaps_nor_activates() -> None:
    """CR 303.4 and 611.3: the Aura's grants reach the artifact it enchants: "doesn't untap"
    (502.3) and the ban on its activated abilities (602.5): its {T} ability can't be
    activated though it is untapped; an artifact not enchanted may."""
    text = ("Enchant artifact or creature\nEnchanted permanent doesn't untap during its "
            "controller's untap step and its activated abilities can't be activated.")
    def rock(pid: str) -> dict[str, Any]:
        return {"id": pid, "controller": "A", "name": f"Rock {pid}", "types": ["Artifact"],
                "text": "{T}: You gain 1 life."}
    state = load(rock("rock"), rock("other"), dict(aura("crust", "", "rock"), text=text))
    assert not activatable(state, "A", "rock", 0) and activatable(state, "A", "other", 0)
    assert state.has("rock", Kw.DOESNT_UNTAP) and not state.has("other", Kw.DOESNT_UNTAP)


@plays("Enchanted creature's activated abilities can't be activated.")
def test_detainment_bans_only_activations() -> None:
    """CR 602.5: the enchanted creature's {T} ability can't be activated; nothing else changes:
    it still attacks (508.1) and deals 1 (510.2)."""
    text = "Enchanted creature's activated abilities can't be activated."
    state = load(creature("pinger", "A", 1, 1, PINGER), creature("twin", "A", 1, 1, PINGER),
                 aura("detain", text, "pinger"), attacks={"pinger": "B"})
    assert not activatable(state, "A", "pinger", 0) and activatable(state, "A", "twin", 0)
    assert mtgsim.play(state).life["B"] == 19
