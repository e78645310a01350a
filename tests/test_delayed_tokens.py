"""Tokens created at a later moment (CR 603.7a, 111.2): "create a 4/4 red Bird creature token
with flying at the beginning of the next end step" makes a delayed triggered ability that
creates it then (``sim.text.delayed_text``, ``sim.rules.delayed``), played."""

from __future__ import annotations

from played import plays
from test_event_triggers import creature

import mtgsim
from sim.model.events import Died, Entered
from sim.model.keywords import Kw
from sim.model.objects import Step, Zone
from sim.text import read_card
from sim.text.render import round_trips

_EGG = ("When Egg dies, create a 4/4 red Bird creature token with flying at the beginning of "
        "the next end step.")


def test_read_and_rendered_back() -> None:
    """CR 603.7a: read whole and rendered back."""
    reading = read_card(_EGG, "Egg")
    assert not reading.unsupported
    assert all(round_trips(clause, model, "Egg") for clause, model in reading.clauses)


@plays("When Egg dies, create a 4/4 red Bird creature token with flying at the beginning of "
       "the next end step.")
def test_the_token_is_created_at_the_next_end_step() -> None:
    """CR 603.7a-c, 111.2: the 0/3 Egg attacks and dies to B's 3/3 blocker in combat; its
    Bird is not created then but as the end step begins: a 4/4 red Bird with flying under
    A's control."""
    egg = creature("egg", text=_EGG, power=0, toughness=3)
    ogre = creature("ogre", "B", power=3, toughness=3)
    state = mtgsim.load({"active_player": "A", "until": "end of turn",
                         "players": {"A": {}, "B": {}}, "permanents": [egg, ogre],
                         "combat": {"attacks": {"egg": "B"}, "blocks": {"ogre": "egg"}}})
    mtgsim.play(state)
    assert state.permanents["egg"].zone is Zone.GRAVEYARD
    [bird] = [p for p in state.permanents if ":token:" in p]
    assert state.permanents[bird].controller == "A" and state.has(bird, Kw.FLYING)
    assert (state.power(bird), state.toughness(bird)) == (4, 4)
    [entered] = [e for e in state.events if isinstance(e, Entered) and e.permanent == bird]
    assert entered.step == Step.END.value


_CANNON = ("{1}, {T}: Create a 1/1 colorless Insect artifact creature token with flying and haste "
           "named Hornet. Destroy it at the beginning of the next end step.")


@plays("{1}, {T}: Create a 1/1 colorless Insect artifact creature token with flying and haste "
       "named Hornet. Destroy it at the beginning of the next end step.")
def test_the_token_created_is_destroyed_at_the_next_end_step() -> None:
    """CR 603.7a-c, 701.8a, 111.4: Hornet is created in the main phase and destroyed as the
    end step begins (it dies: destroyed, not exiled)."""
    cannon = creature("cannon", text=_CANNON, types=["Artifact"])
    state = mtgsim.load({"active_player": "A", "until": "end of turn",
                         "players": {"A": {"mana": "{1}"}, "B": {}}, "permanents": [cannon],
                         "combat": {"attacks": {}, "blocks": {}, "actions": [
                             {"step": "precombat_main", "player": "A", "activate": "cannon"}]}})
    mtgsim.play(state)
    [made] = [e.permanent for e in state.events if isinstance(e, Entered)]
    assert not [p for p in state.permanents if ":token:" in p and
                state.permanents[p].zone is Zone.BATTLEFIELD]
    assert [e.step for e in state.events if isinstance(e, Died) and e.permanent == made] == [
        Step.END.value]
