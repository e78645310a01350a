"""Delayed triggered abilities "at end of combat" (CR 603.7a, 511.2; ``sim.rules.delayed``):
"when ~ attacks, sacrifice it at end of combat", "whenever ~ blocks a creature, destroy that
creature at end of combat" — created as the trigger resolves, they trigger once, as the end of
combat step begins, after combat damage."""

from __future__ import annotations

from typing import Any

from played import plays

import mtgsim
from sim.model.events import Bounced, Died, Exiled, PutIntoLibrary, StepBegan
from sim.model.objects import Step, Zone
from sim.text import FULL, read_card


def creature(pid: str, controller: str, text: str = "", power: int = 2,
             toughness: int = 2) -> dict[str, Any]:
    """A creature on the battlefield, its text read whole."""
    card: dict[str, Any] = {"id": pid, "controller": controller, "name": pid.title(),
                            "power": power, "toughness": toughness}
    if text:
        card["text"] = text
        assert read_card(text, pid.title(), ("Creature",)).status == FULL
    return card


def fight(permanents: list[dict[str, Any]], attacks: dict[str, str],
          blocks: dict[str, str] | None = None, active: str = "A",
          actions: list[dict[str, Any]] | None = None) -> mtgsim.GameState:
    """``active``'s combat, attacking and blocking as given, played to its end."""
    state = mtgsim.load({"active_player": active, "players": {"A": {}, "B": {}},
                         "permanents": permanents,
                         "combat": {"attacks": attacks, "blocks": blocks or {},
                                    "actions": actions or []}})
    mtgsim.play(state)
    return state


def step_of(state: mtgsim.GameState, kind: type, pid: str) -> list[str]:
    """The step each event of class ``kind`` about ``pid`` happened in."""
    out, step = [], ""
    for e in state.events:
        if isinstance(e, StepBegan):
            step = str(e.step)
        elif isinstance(e, kind) and getattr(e, "permanent", None) == pid:
            out.append(step)
    return out


SACRIFICE = "When Raider attacks, sacrifice it at end of combat."


@plays(SACRIFICE, "When Raider attacks, at end of combat, sacrifice it.")
def test_the_attacker_is_sacrificed_at_end_of_combat() -> None:
    """CR 603.7a, 511.2: the attack trigger creates the delayed ability; the creature deals
    its combat damage (B at 17) and is sacrificed as the end of combat step begins, not
    before; once (603.7c: nothing waits after). The sentence may name its moment first."""
    for text in (SACRIFICE, "When Raider attacks, at end of combat, sacrifice it."):
        state = fight([creature("raider", "A", text, power=3)], {"raider": "B"})
        assert state.players["B"].life == 17
        assert state.permanents["raider"].zone is Zone.GRAVEYARD
        assert step_of(state, Died, "raider") == [str(Step.END_OF_COMBAT)]
        assert not state.delayed


DESTROY = "Whenever Basilisk blocks a creature, destroy that creature at end of combat."


@plays(DESTROY, "Whenever Basilisk deals combat damage to a creature, destroy that creature "
       "at end of combat.")
def test_the_creature_it_blocked_is_destroyed_at_end_of_combat() -> None:
    """CR 603.7a, 603.7c: "that creature" is the creature the trigger is about (the attacker
    Basilisk blocked), kept for the delayed ability; it survives combat damage (1 damage to
    a 4/4) and is destroyed as the end of combat step begins (511.2, 701.8a). The delayed
    ability is controlled by the trigger's controller (603.7d)."""
    for text in (DESTROY, "Whenever Basilisk deals combat damage to a creature, destroy that "
                 "creature at end of combat."):
        state = fight([creature("ogre", "A", power=4, toughness=4),
                       creature("basilisk", "B", text, power=1, toughness=5)],
                      {"ogre": "B"}, {"basilisk": "ogre"})
        assert state.permanents["ogre"].zone is Zone.GRAVEYARD
        assert step_of(state, Died, "ogre") == [str(Step.END_OF_COMBAT)]
        assert state.permanents["basilisk"].zone is Zone.BATTLEFIELD


def test_a_creature_that_changed_zones_is_not_destroyed() -> None:
    """CR 603.7c, 400.7: the blocked creature was returned to its owner's hand after the
    delayed ability was created: the card in hand is a new object, which the delayed ability
    doesn't find; it triggers and does nothing (the card stays in A's hand)."""
    state = mtgsim.load({
        "active_player": "A",
        "players": {"A": {"hand": [{"id": "unsummon", "name": "Unsummon", "types": ["Instant"],
                                    "cost": "{0}", "text": "Return target creature to its "
                                    "owner's hand."}]}, "B": {}},
        "permanents": [creature("ogre", "A", power=1, toughness=4),
                       creature("basilisk", "B", DESTROY, power=1, toughness=5)],
        "combat": {"attacks": {"ogre": "B"}, "blocks": {"basilisk": "ogre"}, "actions": [
            {"step": "combat_damage", "player": "A", "cast": "unsummon",
             "targets": ["ogre"]}]}})
    mtgsim.play(state)
    assert step_of(state, Bounced, "ogre") == [str(Step.COMBAT_DAMAGE)]
    assert state.permanents["ogre"].zone is Zone.HAND
    assert step_of(state, Died, "ogre") == [] and not state.delayed


BOUNCE = "When Phantom attacks or blocks, return it to its owner's hand at end of combat."


@plays(BOUNCE, "Whenever Wall blocks a creature, return that creature to its owner's hand at "
       "end of combat.")
def test_it_returns_to_its_owner_s_hand_at_end_of_combat() -> None:
    """CR 603.7a, 511.2: the blocker is returned to its owner's hand as the end of combat step
    begins, after it dealt and was dealt combat damage; "that creature" a blocking Wall's
    trigger is about (the attacker) is returned the same way."""
    state = fight([creature("ogre", "A", power=1, toughness=4),
                   creature("phantom", "B", BOUNCE, power=1, toughness=3)],
                  {"ogre": "B"}, {"phantom": "ogre"})
    assert state.permanents["phantom"].zone is Zone.HAND
    assert step_of(state, Bounced, "phantom") == [str(Step.END_OF_COMBAT)]
    assert state.permanents["ogre"].damage == 1
    wall = "Whenever Wall blocks a creature, return that creature to its owner's hand at " \
        "end of combat."
    state = fight([creature("ogre", "A", power=1, toughness=4),
                   creature("wall", "B", wall, power=0, toughness=3)],
                  {"ogre": "B"}, {"wall": "ogre"})
    assert state.permanents["ogre"].zone is Zone.HAND
    assert step_of(state, Bounced, "ogre") == [str(Step.END_OF_COMBAT)]


TOKEN = ("Whenever Kari attacks, create a 2/1 red Monkey creature token that's tapped and "
         "attacking. Exile that token at end of combat.")


@plays(TOKEN, "Whenever Kari attacks, create a 2/1 red Monkey creature token that's tapped and "
       "attacking. Sacrifice the token at end of combat.")
def test_the_attacking_token_is_exiled_at_end_of_combat() -> None:
    """CR 603.7a, 511.2: the token created tapped and attacking deals its combat damage (B at
    15: Kari's 3 and the token's 2) and is exiled as the end of combat step begins (a token
    that left the battlefield ceases to exist, 704.5d); the sacrificed one dies then."""
    for text, kind in ((TOKEN, Exiled), (TOKEN.replace("Exile that", "Sacrifice the"), Died)):
        state = fight([creature("kari", "A", text, power=3, toughness=1)], {"kari": "B"})
        assert state.players["B"].life == 15
        tokens = [e.permanent for e in state.events if isinstance(e, kind) and
                  e.permanent != "kari"]
        assert len(tokens) == 1
        assert step_of(state, kind, tokens[0]) == [str(Step.END_OF_COMBAT)]
        assert not any(p.token and p.zone is Zone.BATTLEFIELD for p in
                       state.permanents.values())


PING = ("Whenever Ogre blocks or becomes blocked by a creature, Ogre deals 1 damage to that "
        "creature at end of combat.")
SHRINK = "Whenever Crawler attacks or blocks, put a -1/-1 counter on it at end of combat."
GROW = ("Whenever Spider blocks a creature with flying, put a +1/+1 counter on Spider at end of "
        "combat.")
HOME = "When Outrigger attacks or blocks, put it on top of its owner's library at end of combat."
TAP = "Whenever Wall blocks a creature, tap that creature at end of combat."


@plays(PING, SHRINK, GROW, HOME, TAP)
def test_damage_counters_library_and_tapping_at_end_of_combat() -> None:
    """CR 603.7a, 511.2: each instruction is done as the end of combat step begins, after
    combat damage: the 1 damage Ogre deals to the creature it blocked (120.3; with the 1
    combat damage already marked, the 2-toughness creature dies then, 704.5g); the -1/-1
    and +1/+1 counters (122.1); the attacker put on top of its owner's library (401.1) after
    its damage; the vigilant attacker tapped (701.26a)."""
    state = fight([creature("bear", "B", power=1, toughness=2),
                   creature("ogre", "A", PING, power=1, toughness=3)],
                  {"ogre": "B"}, {"bear": "ogre"})
    assert step_of(state, Died, "bear") == [str(Step.END_OF_COMBAT)]
    state = fight([creature("crawler", "A", SHRINK, power=3, toughness=3)], {"crawler": "B"})
    assert state.players["B"].life == 17 and state.power("crawler") == 2
    flier = creature("bird", "A", "Flying", power=1, toughness=1)
    state = fight([flier, creature("spider", "B", "Reach\n" + GROW, power=0, toughness=2)],
                  {"bird": "B"}, {"spider": "bird"})
    assert state.power("spider") == 1 and state.permanents["spider"].damage == 1
    state = fight([creature("outrigger", "A", HOME, power=2, toughness=2)],
                  {"outrigger": "B"})
    assert state.players["B"].life == 18
    top = state.players["A"].library[0]
    assert "outrigger" not in state.permanents and getattr(top, "name", top) == "Outrigger"
    assert step_of(state, PutIntoLibrary, "outrigger") == [str(Step.END_OF_COMBAT)]
    state = fight([creature("knight", "A", "Vigilance", power=1, toughness=3),
                   creature("wall", "B", TAP, power=0, toughness=3)],
                  {"knight": "B"}, {"wall": "knight"})
    assert state.permanents["knight"].tapped
    assert [str(s) for s in step_of(state, Died, "knight")] == []
