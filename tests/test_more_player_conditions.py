"""More conditions of ``sim.model.player_conditions`` (issue 29, conditions): "you have a full
party" (CR 700.8), "your opponents control no <kinds>" / "no opponent controls a(n) <kind>",
"~ has a counter | N or more counters on it" / "there are N or more counters on ~" (122.1), "~
is a creature" (205.2a) — as a static ability's "as long as" (611.3a: checked continuously)
and, for the first two, an intervening "if" (603.4)."""

from __future__ import annotations

from typing import Any

from played import plays

import mtgsim
from sim.model.keywords import Kw
from sim.model.objects import Zone


def _perm(pid: str, controller: str = "A", text: str = "", **fields: Any) -> dict[str, Any]:
    base: dict[str, Any] = {"id": pid, "controller": controller, "name": pid.title(),
                            "types": ["Creature"], "power": 2, "toughness": 2}
    if text:
        base["text"] = text
    base.update(fields)
    if "Creature" not in base["types"]:
        del base["power"], base["toughness"]
    return base


def _board(*perms: dict[str, Any], step: str = "precombat main",
           until: str = "end of combat") -> mtgsim.GameState:
    return mtgsim.load({"active_player": "A", "until": until, "step": step,
                        "players": {"A": {"library": 5}, "B": {"library": 5}},
                        "permanents": list(perms)})


@plays("At the beginning of combat on your turn, if you have a full party, target creature "
       "gets +1/+1 until end of turn.")
def test_a_full_party_at_the_beginning_of_combat() -> None:
    """CR 700.8, 603.4: with a Cleric, a Rogue, a Warrior and a Wizard the trigger gives the
    Cleric +1/+1; without the Wizard it doesn't trigger (a second Rogue fills no place)."""
    text = ("At the beginning of combat on your turn, if you have a full party, target "
            "creature gets +1/+1 until end of turn.")
    party = [_perm("cleric", subtypes=["Cleric"], text=text), _perm("rogue", subtypes=["Rogue"]),
             _perm("warrior", subtypes=["Warrior"])]
    for last, bonus in (("Wizard", 1), ("Rogue", 0)):
        state = _board(*party, _perm("last", subtypes=[last]), step="precombat main")
        mtgsim.play(state, {"A": "default", "B": "default"})
        assert max(state.power(p["id"]) for p in party) == 2 + bonus, last


@plays("As long as your opponents control no creatures, ~ has indestructible.",
       "~ gets +2/+2 as long as no opponent controls a creature.",
       "At the beginning of your upkeep, if your opponents control no creatures, ~ deals 1 "
       "damage to you.")
def test_no_creature_among_the_opponents_permanents() -> None:
    """CR 611.3a: indestructible and +2/+2 while B controls no creature (a land of B's, A's
    own creatures don't matter); B's Ogre switches both off at once. CR 603.4: the upkeep
    trigger deals 1 damage to A only when B controls no creature."""
    titan = _perm("titan", text="As long as your opponents control no creatures, ~ has "
                  "indestructible.")
    beetle = _perm("beetle", text="~ gets +2/+2 as long as no opponent controls a creature.")
    land = _perm("land", "B", types=["Land"])
    state = _board(titan, beetle, land, _perm("bear"))
    assert state.has("titan", Kw.INDESTRUCTIBLE) and state.power("beetle") == 4
    state = _board(titan, beetle, land, _perm("ogre", "B"))
    assert not state.has("titan", Kw.INDESTRUCTIBLE) and state.power("beetle") == 2
    upkeep = _perm("kez", text="At the beginning of your upkeep, if your opponents control "
                   "no creatures, ~ deals 1 damage to you.")
    for b_creature, life in ((False, 19), (True, 20)):
        perms = [upkeep, *([_perm("ogre", "B")] if b_creature else [])]
        state = _board(*perms, step="upkeep", until="end of turn")
        mtgsim.play(state)
        assert state.players["A"].life == life, b_creature


@plays("As long as ~ has a counter on it, it can attack as though it didn't have defender.",
       "As long as ~ has four or more counters on it, it has flying.",
       "As long as there are three or more counters on ~, it has flying and vigilance.")
def test_counters_of_any_kind_on_it() -> None:
    """CR 122.1, 611.3a: counters of any kinds count together: a level counter lets the
    wall attack, none doesn't; two +1/+1 and two level counters give flying (three don't);
    two +1/+1 counters and a level counter give flying and vigilance (two don't)."""
    wall = _perm("wall", text="Defender\nAs long as ~ has a counter on it, it can attack as "
                 "though it didn't have defender.")
    hero = _perm("hero", text="As long as ~ has four or more counters on it, it has flying.")
    warden = _perm("warden", text="As long as there are three or more counters on ~, it has "
                   "flying and vigilance.")

    def counted(perm: dict[str, Any], counters: dict[str, int]) -> mtgsim.GameState:
        return _board({**perm, "counters": counters})

    assert "attack wall=B" in [str(a) for a in _attacks(counted(wall, {"level": 1}))]
    assert "attack wall=B" not in [str(a) for a in _attacks(_board(wall))]
    assert counted(hero, {"+1/+1": 2, "level": 2}).has("hero", Kw.FLYING)
    assert not counted(hero, {"+1/+1": 2, "level": 1}).has("hero", Kw.FLYING)
    state = counted(warden, {"+1/+1": 2, "level": 1})
    assert state.has("warden", Kw.FLYING) and state.has("warden", Kw.VIGILANCE)
    assert not counted(warden, {"level": 2}).has("warden", Kw.VIGILANCE)


def _attacks(state: mtgsim.GameState) -> list[Any]:
    """The attack declarations A may make (the game taken to the declare attackers step)."""
    while state.decision is not None and state.decision.kind.value != "declare_attackers":
        state.apply("pass")
    return list(state.legal_actions())


@plays("As long as ~ is a creature, it has flying.")
def test_it_is_a_creature() -> None:
    """CR 205.2a, 611.3a: a creature with the ability has flying; an artifact with it that
    isn't a creature has no flying to speak of, and nothing changes (the condition false)."""
    text = "As long as ~ is a creature, it has flying."
    assert _board(_perm("totem", text=text)).has("totem", Kw.FLYING)
    state = _board(_perm("relic", text=text, types=["Artifact"]))
    assert state.permanents["relic"].zone is Zone.BATTLEFIELD
    assert not state.has("relic", Kw.FLYING)


@plays("~ has hexproof as long as you control at least two other Merfolk.",
       "~ has haste as long as an opponent is poisoned.")
def test_at_least_n_others_and_a_poisoned_opponent() -> None:
    """CR 611.3a: "at least two other Merfolk" is two or more besides the source (a Merfolk
    itself): hexproof with two more, none with one; CR 122.1f: haste while B has a poison
    counter, none while B has none."""
    text = "~ has hexproof as long as you control at least two other Merfolk."
    source = _perm("source", text=text, subtypes=["Merfolk"])
    merfolk = [_perm(f"m{k}", subtypes=["Merfolk"]) for k in range(2)]
    assert _board(source, *merfolk).has("source", Kw.HEXPROOF)
    assert not _board(source, merfolk[0]).has("source", Kw.HEXPROOF)
    rats = _perm("rats", text="~ has haste as long as an opponent is poisoned.")
    for poison in (1, 0):
        state = mtgsim.load({"active_player": "A", "until": "end of combat",
                             "step": "precombat main",
                             "players": {"A": {"library": 5}, "B": {"library": 5,
                                                                    "poison": poison}},
                             "permanents": [rats]})
        assert state.has("rats", Kw.HASTE) == bool(poison)


@plays("As long as equipped creature is attacking, it has first strike.")
def test_equipped_creature_attacking() -> None:
    """CR 506.4, 301.5: the equipped Bear has first strike once declared as an attacker,
    not before (in the main phase)."""
    sword = {"id": "sword", "controller": "A", "name": "Sword", "types": ["Artifact"],
             "subtypes": ["Equipment"], "attached_to": "bear",
             "text": "As long as equipped creature is attacking, it has first strike.\n"
                     "Equip {1}"}
    state = _board(_perm("bear"), sword, step="beginning of combat")
    assert not state.has("bear", Kw.FIRST_STRIKE)
    while state.decision is not None and state.decision.kind.value != "declare_attackers":
        state.apply("pass")
    state.apply("attack bear=B")
    assert "bear" in state.combat.attackers and state.has("bear", Kw.FIRST_STRIKE)
