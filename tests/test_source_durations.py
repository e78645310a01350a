"""Effects lasting "for as long as you control ~" or "for as long as ~ remains on the
battlefield" (CR 611.2b; ``sim.rules.source_durations``) whatever they do: a grant
("another target permanent gains indestructible"), "doesn't untap during its controller's untap
step", "can't attack or block", "can't block", a type change. Each ends as its source leaves
the battlefield or, for "you control ~", as another player gains control of it; each does
nothing when its source is gone before it would begin (611.2b, 400.7)."""

from __future__ import annotations

from typing import Any

from played import plays
from test_control_durations import KILL, STEAL, _card, board
from test_stack import finish, play

import mtgsim
from sim.model.keywords import Kw
from sim.model.objects import Duration, Zone
from sim.text import build_card

AEGIS = ("When ~ enters the battlefield, another target permanent gains indestructible for as "
         "long as you control ~.")
GEISTS = ("When ~ enters the battlefield, tap target creature an opponent controls. That "
          "creature doesn't untap during its controller's untap step for as long as you "
          "control ~.")
SOMNOPHORE = ("Whenever ~ deals damage to a player, tap target creature that player controls. "
              "That creature doesn't untap during its controller's untap step for as long as "
              "~ remains on the battlefield.")
SPECIALIST = ("When ~ enters, tap target creature an opponent controls. That creature can't "
              "attack or block for as long as you control ~.")
THERE_AND_BACK = ("When ~ enters, up to one target creature can't block for as long as you "
                  "control ~.")
ANIMATOR = ("When ~ enters the battlefield, target Forest becomes a 4/5 green Treefolk creature "
            "for as long as ~ remains on the battlefield. It's still a land.")
GRANT = "{T}: Another target permanent gains indestructible for as long as you control ~."


def _creature(pid: str, text: str) -> dict[str, Any]:
    return {**_card(pid, text, "Creature"), "power": 1, "toughness": 1}


def _cast(text: str, target: str, *, a_hand: tuple[dict[str, Any], ...] = (),
          until: str = "end of combat") -> mtgsim.GameState:
    """A casts a 1/1 with ``text`` in its precombat main phase (A's Thief, a vanilla 1/1, and
    B's 3/3 Ogre on the battlefield); its enters trigger targets ``target`` and resolves."""
    state = board("Vigilance", [], a_hand=[_creature("source", text), *a_hand], until=until)
    return _enter(state, target)


def _enter(state: mtgsim.GameState, target: str) -> mtgsim.GameState:
    """A casts the source and passes until it has resolved and its enters trigger, targeting
    ``target``, has too."""
    play(state, "cast source")
    while True:
        if f"target {target}" in [str(a) for a in state.legal_actions()]:
            play(state, f"target {target}")
        elif state.stack or state.permanents["source"].zone is not Zone.BATTLEFIELD:
            play(state, "pass")
        else:
            return state


@plays("When ~ enters the battlefield, another target permanent gains indestructible for as "
       "long as you control ~.")
def test_a_grant_lasts_while_you_control_the_source() -> None:
    """CR 611.2b, 702.12b: the Thief has indestructible while A controls the source: "destroy
    target creature" leaves it on the battlefield; past the end of the turn too (no "until").
    The source destroyed, the effect ends (400.7): the Thief is no longer indestructible."""
    state = _cast(AEGIS, "thief", a_hand=(KILL,), until="end of turn")
    assert state.has("thief", Kw.INDESTRUCTIBLE) and not state.has("source", Kw.INDESTRUCTIBLE)
    play(state, "cast kill", "target thief")
    finish(state)
    assert state.permanents["thief"].zone is Zone.BATTLEFIELD
    assert state.has("thief", Kw.INDESTRUCTIBLE)
    state = _cast(AEGIS, "thief", a_hand=(KILL,))
    play(state, "cast kill", "target source")
    finish(state)
    assert state.permanents["source"].zone is Zone.GRAVEYARD
    assert not state.has("thief", Kw.INDESTRUCTIBLE)
    assert not any(e.duration is Duration.WHILE_CONTROLLED for e in state.effects)


def test_losing_control_of_the_source_ends_the_grant() -> None:
    """CR 611.2b: B gains control of the source: A no longer controls it, so the Ogre loses
    the indestructible it gave (it stays on the battlefield, untouched otherwise)."""
    take = {"step": "precombat_main", "player": "A", "activate": "thief", "targets": ["ogre"]}
    state = board(GRANT, [take])
    mtgsim.play(state)
    assert state.has("ogre", Kw.INDESTRUCTIBLE)
    state = board(GRANT, [take, {"step": "precombat_main", "player": "B", "cast": "steal",
                                 "targets": ["thief"]}], b_hand=[STEAL])
    mtgsim.play(state)
    assert state.permanents["thief"].controller == "B"
    assert not state.has("ogre", Kw.INDESTRUCTIBLE)


def test_the_source_gone_before_it_resolves_does_nothing() -> None:
    """CR 611.2b, 400.7: the source is destroyed with its enters trigger on the stack: "for
    as long as you control ~" has already ended, so the Thief never gains indestructible."""
    state = board("Vigilance", [], a_hand=[_creature("source", AEGIS), KILL])
    play(state, "cast source", "pass", "target thief", "cast kill", "target source")
    finish(state)
    assert state.permanents["source"].zone is Zone.GRAVEYARD
    assert not state.has("thief", Kw.INDESTRUCTIBLE) and not state.effects


def _untap_step(text: str, target: str, *, kill: bool = False) -> mtgsim.GameState:
    """A casts the source (``text``), its trigger tapping B's Ogre ([and A destroys the source
    at once]); the game goes on through B's turn 2."""
    state = mtgsim.load({
        "active_player": "A", "until": "end of game", "turn_limit": 2,
        "step": "precombat main",
        "players": {"A": {"hand": [_creature("source", text), KILL], "library": 5},
                    "B": {"library": 5}},
        "permanents": [{"id": "ogre", "controller": "B", "name": "Ogre", "power": 3,
                        "toughness": 3}]})
    _enter(state, target)
    assert state.permanents["ogre"].tapped
    if kill:
        play(state, "cast kill", "target source")
    return finish(state)


@plays("When ~ enters the battlefield, tap target creature an opponent controls. That creature "
       "doesn't untap during its controller's untap step for as long as you control ~.")
def test_a_creature_kept_tapped_while_you_control_the_source() -> None:
    """CR 502.3, 611.2b: the Ogre, tapped by the trigger, doesn't untap in B's untap step
    (turn 2) while A controls the source; with the source destroyed first, it untaps."""
    state = _untap_step(GEISTS, "ogre")
    assert state.turn == 2 and state.permanents["ogre"].tapped
    state = _untap_step(GEISTS, "ogre", kill=True)
    assert state.turn == 2 and not state.permanents["ogre"].tapped


@plays("When ~ enters, tap target creature an opponent controls. That creature can't attack or "
       "block for as long as you control ~.")
def test_a_creature_that_cant_attack_or_block_while_you_control_the_source() -> None:
    """CR 508.1c, 509.1b, 611.2b: the Ogre can't attack or block while A controls the
    source, past the turn; the source destroyed, the restriction ends."""
    state = _cast(SPECIALIST, "ogre", a_hand=(KILL,), until="end of turn")
    finish(state)
    assert state.has("ogre", Kw.CANT_ATTACK) and state.has("ogre", Kw.CANT_BLOCK)
    state = _cast(SPECIALIST, "ogre", a_hand=(KILL,))
    play(state, "cast kill", "target source")
    finish(state)
    assert not state.has("ogre", Kw.CANT_ATTACK) and not state.has("ogre", Kw.CANT_BLOCK)


@plays("When ~ enters, up to one target creature can't block for as long as you control ~.")
def test_a_creature_that_cant_block_while_you_control_the_source() -> None:
    """CR 509.1b, 611.2b: the Ogre can't block (it still may attack) while A controls it."""
    state = _cast(THERE_AND_BACK, "ogre", a_hand=(KILL,), until="end of turn")
    finish(state)
    assert state.has("ogre", Kw.CANT_BLOCK) and not state.has("ogre", Kw.CANT_ATTACK)


@plays("When ~ enters the battlefield, target Forest becomes a 4/5 green Treefolk creature for "
       "as long as ~ remains on the battlefield. It's still a land.")
def test_a_land_animated_while_the_source_remains() -> None:
    """CR 613.1d, 613.4b, 611.2b: A's Forest is a 4/5 Treefolk creature land while the source
    is on the battlefield, past the turn; the source destroyed, it is a land only."""
    relic = {"id": "relic", "controller": "A", "name": "Forest", "types": ["Land"],
             "supertypes": ["Basic"], "subtypes": ["Forest"]}
    for kill in (False, True):
        state = mtgsim.load({
            "active_player": "A", "until": "end of turn", "step": "precombat main",
            "players": {"A": {"hand": [_creature("source", ANIMATOR), KILL], "library": 5},
                        "B": {"library": 5}},
            "permanents": [relic]})
        _enter(state, "relic")
        if kill:
            play(state, "cast kill", "target source")
        finish(state)
        assert state.is_creature("relic") != kill
        if not kill:
            assert (state.power("relic"), state.toughness("relic")) == (4, 5)


def test_the_clauses_read() -> None:
    """CR 611.2b: each duration read after a modification, "doesn't untap" and a restriction
    (and only these: "doesn't untap ... until end of turn" is not a wording of Oracle text)."""
    for text in (AEGIS, GEISTS, SPECIALIST, THERE_AND_BACK, ANIMATOR, SOMNOPHORE):
        card = build_card({"name": "Source", "types": ["Creature"], "power": 1,
                           "toughness": 1, "text": text}, lambda k, m: Exception(k + m))
        assert not card.unsupported, text
    odd = GEISTS.replace("for as long as you control ~", "until end of turn")
    card = build_card({"name": "Source", "types": ["Creature"], "power": 1, "toughness": 1,
                       "text": odd}, lambda k, m: Exception(k + m))
    assert card.unsupported
