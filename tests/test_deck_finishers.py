"""Clauses that kept real decks (``benchmarks/decks``) from running fully, each played in a
game: "other artifact creatures you control get +1/+1" (Modern Affinity's Master of Etherium,
CR 611.3, 205.2a); lands that animate themselves ("~ becomes a 1/1 Blinkmoth artifact
creature with flying until end of turn. It's still a land.", Inkmoth and Blinkmoth Nexus, CR
613.1d-f, 205.1b); an instruction done instead of the one before it if a condition holds
(Galvanic Blast's metalcraft, Hunger of the Howlpack's morbid, CR 608.2c, 207.2c).
"""

from __future__ import annotations

from typing import Any

from played import plays

import mtgsim
from sim import GameState


def creature(pid: str, controller: str, power: int, toughness: int, text: str = "",
             **fields: Any) -> dict[str, Any]:
    """A creature on the battlefield (a scenario's permanent)."""
    out: dict[str, Any] = {"id": pid, "controller": controller, "power": power,
                           "toughness": toughness, **fields}
    if text:
        out["text"] = text
    return out


def load(*permanents: dict[str, Any], attacks: dict[str, str] | None = None,
         blocks: dict[str, str] | None = None, active: str = "A") -> GameState:
    """A two-player board (``active``'s turn), its combat scripted when given."""
    data: dict[str, Any] = {"active_player": active,
                            "players": {p: {"life": 20} for p in ("A", "B")},
                            "permanents": list(permanents)}
    if attacks is not None:
        data["combat"] = {"attacks": attacks, "blocks": blocks or {}}
    return mtgsim.load(data)


# --- "artifact creatures" as a lord's subject (CR 611.3, 205.2a) ------------------------------

@plays("Other artifact creatures you control get +1/+1.")
def test_other_artifact_creatures_you_control_get_a_bonus() -> None:
    """CR 611.3a, 613.4c and 205.2a: the lord pumps its controller's other creatures that are
    artifacts: the 1/1 artifact Thopter becomes 2/2 and trades with the blocking Bears; the
    plain 1/1 creature, B's artifact creature and the lord itself are unchanged."""
    lord = "Other artifact creatures you control get +1/+1."
    state = load(creature("master", "A", 1, 1, lord, types=["Artifact", "Creature"]),
                 creature("thopter", "A", 1, 1, types=["Artifact", "Creature"]),
                 creature("squire", "A", 1, 1),
                 creature("theirs", "B", 1, 1, types=["Artifact", "Creature"]),
                 creature("bear", "B", 2, 2),
                 attacks={"thopter": "B"}, blocks={"bear": "thopter"})
    assert [state.power(p) for p in ("master", "thopter", "squire", "theirs")] == [1, 2, 1, 1]
    outcome = mtgsim.play(state)
    assert set(outcome.died) == {"thopter", "bear"}


# --- a land that animates itself (CR 613.1d-f, 205.1b) ----------------------------------------

NEXUS = ("{T}: Add {C}.\n{1}: Blinkmoth Nexus becomes a 1/1 Blinkmoth artifact creature with "
         "flying until end of turn. It's still a land.")
INKMOTH = ("{T}: Add {C}.\n{1}: Inkmoth Nexus becomes a 1/1 Phyrexian Blinkmoth artifact "
           "creature with flying and infect until end of turn. It's still a land.")


def manland(text: str, name: str, *others: dict[str, Any]) -> GameState:
    """A's land ``name`` (``text``) and a Plains, B's 2/2 Bear; A's precombat main phase."""
    return mtgsim.load({
        "active_player": "A", "step": "precombat main", "until": "end of turn",
        "players": {"A": {"library": 5}, "B": {"library": 5}},
        "permanents": [{"id": "nexus", "controller": "A", "name": name, "types": ["Land"],
                        "text": text},
                       {"id": "plains", "controller": "A", "types": ["Land"],
                        "subtypes": ["Plains"]},
                       creature("bear", "B", 2, 2), *others]})


def animate_and_attack(state: GameState) -> None:
    """A pays {1} with the Plains to animate the land, then attacks with it."""
    state.apply("activate nexus 0")
    state.apply("pay plains")
    while str(state.decision.kind) != "declare_attackers":  # priority passes to combat
        state.apply("pass")
    state.apply("attack nexus=B")


@plays("{1}: Blinkmoth Nexus becomes a 1/1 Blinkmoth artifact creature with flying until end "
       "of turn. It's still a land.")
def test_a_land_becomes_a_flying_artifact_creature_until_end_of_turn() -> None:
    """CR 613.1d-f, 205.1b, 302.6 and 514.2: the activated land is a 1/1 Blinkmoth artifact
    creature with flying that is still a land (it has been A's since the turn began, so it may
    attack); B's Bear can't block it (702.9b) and B takes 1; at the cleanup the effect ends and
    it is only a land again."""
    state = manland(NEXUS, "Blinkmoth Nexus")
    assert not state.permanents["nexus"].card.is_creature
    animate_and_attack(state)
    card = state.permanents["nexus"].card
    assert set(card.types) == {"Land", "Artifact", "Creature"} and card.subtypes == ("Blinkmoth",)
    assert (state.power("nexus"), state.toughness("nexus")) == (1, 1)
    assert not any("bear" in str(a) for a in state.legal_actions())  # flying: no block
    outcome = mtgsim.play(state)
    assert outcome.life["B"] == 19
    assert state.permanents["nexus"].card.types == ("Land",)


@plays("{1}: Inkmoth Nexus becomes a 1/1 Phyrexian Blinkmoth artifact creature with flying and "
       "infect until end of turn. It's still a land.")
def test_an_animated_land_is_an_artifact_creature_a_lord_pumps_over_its_base() -> None:
    """CR 613.4b-c, 702.90b-c: the effect sets the land's base power and toughness 1/1 (layer
    7b); Master of Etherium's +1/+1 to other artifact creatures applies over it (7c): a 2/2
    with infect, it gives B two poison counters and costs no life."""
    lord = creature("master", "A", 1, 1, "Other artifact creatures you control get +1/+1.",
                    types=["Artifact", "Creature"])
    state = manland(INKMOTH, "Inkmoth Nexus", lord)
    assert state.power("master") == 1
    animate_and_attack(state)
    assert (state.power("nexus"), state.toughness("nexus")) == (2, 2)
    assert state.permanents["nexus"].card.subtypes == ("Phyrexian", "Blinkmoth")
    outcome = mtgsim.play(state)
    assert state.players["B"].poison == 2 and outcome.life["B"] == 20


# --- "<instruction> instead if <condition>" (CR 608.2c, 207.2c) -------------------------------

BLAST = ("Galvanic Blast deals 2 damage to any target.\nMetalcraft — Galvanic Blast deals 4 "
         "damage instead if you control three or more artifacts.")


def blast(artifacts: int, target: str = "B") -> mtgsim.Outcome:
    """A casts Galvanic Blast (costing {0}) at ``target`` in their precombat main phase,
    controlling ``artifacts`` artifacts (one of them B's would not count) and a 5/5."""
    own = [{"id": f"art{i}", "controller": "A", "types": ["Artifact"]} for i in range(artifacts)]
    theirs = {"id": "their_art", "controller": "B", "types": ["Artifact"]}
    state = mtgsim.load({
        "active_player": "A", "until": "end of combat",
        "players": {"A": {"hand": [{"id": "blast", "name": "Galvanic Blast",
                                    "types": ["Instant"], "cost": "{0}", "text": BLAST}]},
                    "B": {}},
        "permanents": [*own, theirs, creature("ogre", "B", 3, 3)],
        "combat": {"attacks": {}, "actions": [{"step": "precombat_main", "player": "A",
                                               "cast": "blast", "targets": [target]}]}})
    return mtgsim.play(state)


@plays("Galvanic Blast deals 2 damage to any target.\nMetalcraft — Galvanic Blast deals 4 damage "
       "instead if you control three or more artifacts.")
def test_metalcraft_deals_more_damage_instead() -> None:
    """CR 608.2c, 207.2c and 608.2h: with three artifacts as it resolves the Blast deals 4
    damage instead of 2 (not both: B goes to 16); with two (B's artifact is not A's) it deals
    2; at B's 3/3 it deals 4 with three artifacts (lethal), 2 with two (not)."""
    assert blast(3).life["B"] == 16
    assert blast(2).life["B"] == 18
    assert "ogre" in blast(3, "ogre").died
    assert "ogre" not in blast(2, "ogre").died


HUNGER = ("Put a +1/+1 counter on target creature.\nMorbid — Put three +1/+1 counters on that "
          "creature instead if a creature died this turn.")


def hunger(blocked: bool) -> GameState:
    """A's 2/2 attacks B, blocked by B's 1/1 (which dies) or not; at end of combat A casts
    Hunger of the Howlpack (costing {0}) on it."""
    state = mtgsim.load({
        "active_player": "A", "until": "end of combat",
        "players": {"A": {"hand": [{"id": "hunger", "name": "Hunger of the Howlpack",
                                    "types": ["Instant"], "cost": "{0}", "text": HUNGER}]},
                    "B": {}},
        "permanents": [creature("bears", "A", 2, 2), creature("chump", "B", 1, 1)],
        "combat": {"attacks": {"bears": "B"}, "blocks": {"chump": "bears"} if blocked else {},
                   "actions": [{"step": "end_of_combat", "player": "A", "cast": "hunger",
                                "targets": ["bears"]}]}})
    mtgsim.play(state)
    return state


@plays("Put a +1/+1 counter on target creature.\nMorbid — Put three +1/+1 counters on that "
       "creature instead if a creature died this turn.")
def test_morbid_puts_more_counters_instead() -> None:
    """CR 608.2c, 700.4 and 122.1: after B's blocker died in combat, the spell puts three
    +1/+1 counters on the creature instead of one (three, not four); with no creature dead
    this turn it puts one."""
    assert hunger(True).permanents["bears"].counters.get("+1/+1") == 3
    assert hunger(False).permanents["bears"].counters.get("+1/+1") == 1


# --- adapt (CR 701.46a) -----------------------------------------------------------------------

def pteramander(counters: int) -> GameState:
    """A's precombat main phase: Pteramander (with ``counters`` +1/+1 counters) and five
    Islands; in A's graveyard three instants and a sorcery (its ability costs {4} less) and a
    creature card (which doesn't count)."""
    text = ("Flying\n{7}{U}: Adapt 4. This ability costs {1} less to activate for each instant "
            "and sorcery card in your graveyard.")
    dead = [{"name": f"Spell {i}", "types": ["Instant"]} for i in range(3)]
    dead += [{"name": "Rite", "types": ["Sorcery"]},
             {"name": "Bear", "types": ["Creature"], "power": 2, "toughness": 2}]
    islands = [{"id": f"island{i}", "controller": "A", "card": "Island"} for i in range(5)]
    return mtgsim.load({
        "active_player": "A", "step": "precombat main", "until": "end of turn",
        "players": {"A": {"library": 5, "graveyard": dead}, "B": {"library": 5}},
        "permanents": [creature("ptera", "A", 1, 1, text, name="Pteramander",
                                counters={"+1/+1": counters} if counters else {}),
                       *islands]})


def adapt(state: GameState) -> None:
    """A activates the adapt ability (the Islands pay it: one way only) and it resolves."""
    state.apply("activate ptera 0")
    while str(state.decision.kind) == "priority" and state.stack:
        state.apply("pass")


@plays("{7}{U}: Adapt 4. This ability costs {1} less to activate for each instant and sorcery "
       "card in your graveyard.")
def test_adapt_puts_counters_only_on_a_creature_without_any() -> None:
    """CR 701.46a, 602.2b and 601.2f: the ability costs {3}{U} (four instant and sorcery cards
    take {4} off; the creature card doesn't count): four of the five Islands pay it and the
    1/1 gets four +1/+1 counters; with a +1/+1 counter already on it, adapting puts none."""
    state = pteramander(0)
    adapt(state)
    assert state.permanents["ptera"].counters.get("+1/+1") == 4 and state.power("ptera") == 5
    assert sum(state.permanents[f"island{i}"].tapped for i in range(5)) == 4
    state = pteramander(1)
    adapt(state)
    assert state.permanents["ptera"].counters.get("+1/+1") == 1


# --- "creatures with power less than ~'s power can't block it" (CR 509.1b) --------------------

@plays("Creatures with power less than this creature's power can't block it.")
def test_creatures_with_less_power_cant_block_it() -> None:
    """CR 509.1b and 208.1: the attacker's power (2: a 1/1 with a +1/+1 counter) and each
    blocker's are compared as blockers are declared: B's 1/1 may not block it, B's 2/2 (not
    less) may; pumped to 3/3 by a counter, the 2/2 may not either."""
    text = "Creatures with power less than this creature's power can't block it."

    def blocks(counters: int) -> list[str]:
        state = load(creature("skulk", "A", 1, 1, text, name="Skarrgan Pit-Skulk",
                              counters={"+1/+1": counters}),
                     creature("small", "B", 1, 1), creature("bear", "B", 2, 2))
        state.apply("attack skulk=B")
        return sorted({b for a in state.legal_actions() for b in ("small", "bear")
                       if f"{b}=skulk" in str(a)})
    assert blocks(1) == ["bear"]
    assert blocks(2) == []
