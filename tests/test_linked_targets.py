"""Targets linked to an earlier target (issue 29, burn; ``sim.text.linked_targets``,
``sim.rules.linked_choices``): "target creature that player controls", "target creature that
player or that planeswalker's controller controls" (CR 115.3, 601.2c: chosen in order, the
later one among the permanents the earlier choice controls; 608.2b: checked again on
resolution), and, in a trigger about a player, "target artifact that player controls" (603.2)."""

from __future__ import annotations

from typing import Any

from played import plays
from test_damage_rules import cast, dealt, instant
from test_event_triggers import combat, creature
from test_stack import finish, game, legal, perm, play, to, zone
from test_transform import wolf

import mtgsim
from sim import GameState, Step
from sim.model.events import DamageDealt
from sim.model.objects import Zone
from sim.text import read_card

BLAST = ("Probe deals 2 damage to target player and 2 damage to target creature that player "
         "controls.")
WALKER = ("Probe deals 1 damage to target player or planeswalker and 1 damage to target creature "
          "that player or that planeswalker's controller controls.")


@plays("Probe deals 2 damage to target player and 2 damage to target creature that player "
       "controls.")
def test_the_creature_is_one_the_chosen_player_controls() -> None:
    """CR 601.2c, 115.3: B chosen first, only B's creatures may be the second target (not A's
    Giant); both are dealt 2 (120.3): the Bears die."""
    state = cast(BLAST, perm("a1", "A", "Hill Giant"), perm("b1", "B", "Grizzly Bears"),
                 targets=("B",))
    assert legal(state) == ["target b1"]
    play(state, "target b1")
    finish(state)
    assert dealt(state) == {"B": 2, "b1": 2} and zone(state, "b1") is Zone.GRAVEYARD
    mine = cast(BLAST, perm("a1", "A", "Hill Giant"), perm("b1", "B", "Grizzly Bears"),
                targets=("A",))
    assert legal(mine) == ["target a1"]


def test_a_player_controlling_no_creature_is_not_offered() -> None:
    """CR 601.2c: a choice of player leaving the creature target no legal choice would make the
    cast illegal: with creatures only on B's side, only B is offered; with none at all, the
    spell can't be cast."""
    state = cast(BLAST, perm("b1", "B", "Grizzly Bears"))
    assert legal(state) == ["target B"]
    empty = cast("Probe deals 2 damage to target player.", perm("b1", "B", "Grizzly Bears"))
    assert "target A" in legal(empty)
    bare = game(perm("p1", "A", instant(BLAST), Zone.HAND),
                perm("p2", "A", instant("Probe deals 2 damage to target player."), Zone.HAND),
                mana={"A": "{R}"})
    to(bare, "priority", Step.BEGINNING_OF_COMBAT, "A")
    assert "cast p2" in legal(bare) and "cast p1" not in legal(bare)


def test_the_creature_must_still_be_that_players_on_resolution() -> None:
    """CR 608.2b: A gains control of the targeted Bears before the spell resolves: the creature
    target is illegal (no longer B's), it is not dealt damage; B, still legal, is dealt 2."""
    state = cast(BLAST, perm("a1", "A", "Hill Giant"), perm("b1", "B", "Grizzly Bears"),
                 perm("d1", "B", "Disfigure", Zone.HAND), targets=("B", "b1"), b_mana="{B}")
    assert state.stack  # B holds priority: the spell waits on the stack
    state.permanents["b1"].controller = "A"  # as a control-changing effect would (613.1b)
    finish(state)
    assert dealt(state) == {"B": 2} and zone(state, "b1") is Zone.BATTLEFIELD


@plays("Probe deals 1 damage to target player or planeswalker and 1 damage to target creature "
       "that player or that planeswalker's controller controls.")
def test_a_planeswalker_target_links_to_its_controller() -> None:
    """CR 115.3, 601.2c: Jace (B's) chosen first, the creature is one of B's: the Bears; Jace
    loses a loyalty counter (120.3c) and the Bears are dealt 1."""
    state = cast(WALKER, perm("a1", "A", "Hill Giant"), perm("b1", "B", "Grizzly Bears"),
                 perm("j1", "B", "Jace Beleren", counters={"loyalty": 3}), targets=("j1",))
    assert legal(state) == ["target b1"]
    play(state, "target b1")
    finish(state)
    assert dealt(state) == {"j1": 1, "b1": 1}
    assert state.permanents["j1"].counters["loyalty"] == 2


def _artifact(pid: str, controller: str) -> dict[str, Any]:
    return {"id": pid, "controller": controller, "name": pid.title(), "types": ["Artifact"]}


@plays("Whenever Biter deals combat damage to a player, destroy target artifact that player "
       "controls.")
def test_a_trigger_about_a_player_targets_that_players_artifact() -> None:
    """CR 603.2, 510.2: Biter hits B; "that player" is B: B's artifact is destroyed, A's is not
    a legal target (115.1) and stays."""
    biter = creature("biter", text="Whenever Biter deals combat damage to a player, destroy "
                     "target artifact that player controls.", power=1)
    state = combat([biter, _artifact("mine", "A"), _artifact("theirs", "B")], {"biter": "B"})
    assert zone(state, "theirs") is Zone.GRAVEYARD and zone(state, "mine") is Zone.BATTLEFIELD


def test_that_player_naming_no_player_is_not_read() -> None:
    """CR 115.3: "that player" after a creature target (not a player), or with nothing named
    before outside a trigger, names nobody the engine knows: the clause is not run."""
    for text in ("Destroy target creature that player controls.",
                 "Probe deals 2 damage to target creature and 2 damage to target creature that "
                 "player controls.",
                 "Probe deals 2 damage to target player and 2 damage to target creature that "
                 "player or that planeswalker's controller controls."):
        card = read_card(text, "Probe", ("Instant",))
        assert card.unsupported, text


@plays("Whenever this creature transforms into Ironfang, it deals 2 damage to target opponent or "
       "planeswalker and 2 damage to up to one target creature that player or that "
       "planeswalker's controller controls.")
def test_a_transform_trigger_deals_damage_to_the_opponent_and_their_creature() -> None:
    """CR 701.28a, 603.6a, 601.2c: transformed by its ability, Ironfang's trigger targets B
    (the only opponent) and up to one creature B controls — never A's own: B loses 2 life, B's
    Ogre (the one creature B controls) is dealt 2, A's Bears none."""
    back = ("{0}: Transform Ironfang.\nWhenever this creature transforms into Ironfang, it deals "
            "2 damage to target opponent or planeswalker and 2 damage to up to one target "
            "creature that player or that planeswalker's controller controls.")
    state = mtgsim.load({
        "active_player": "A", "step": "precombat main", "until": "end of turn",
        "players": {"A": {"library": 10}, "B": {"library": 10}},
        "permanents": [{"id": "w1", "controller": "A",
                        **wolf(front="{0}: Transform Village Ironsmith.", back=back)},
                       creature("bears"), creature("ogre", "B", power=3, toughness=3)],
        "combat": {"actions": [{"step": "precombat_main", "player": "A", "activate": "w1",
                                "ability": 0}]}})
    mtgsim.play(state)
    assert state.players["B"].life == 18
    assert [(e.target, e.amount) for e in state.events if isinstance(e, DamageDealt)] == [
        ("B", 2), ("ogre", 2)]
    assert state.permanents["bears"].damage == 0


def _combat_graveyards(text: str) -> GameState:
    """A attacks B with Biter (``text``); a 2/2 creature card in each graveyard (A's "mine",
    B's "theirs")."""
    state = mtgsim.load({
        "active_player": "A",
        "players": {"A": {"graveyard": [{"id": "mine", "name": "Mine", "power": 2,
                                          "toughness": 2}]},
                    "B": {"graveyard": [{"id": "theirs", "name": "Theirs", "power": 2,
                                          "toughness": 2}]}},
        "permanents": [creature("biter", text=text, power=1)],
        "combat": {"attacks": {"biter": "B"}, "blocks": {}, "actions": []}})
    mtgsim.play(state)
    return state


@plays("Whenever Biter deals combat damage to a player, put target creature card from that "
       "player's graveyard onto the battlefield under your control.",
       "Whenever Biter deals combat damage to a player, exile up to two target cards from that "
       "player's graveyard.")
def test_a_card_from_that_players_graveyard() -> None:
    """CR 603.2, 404.1, 115.1: Biter hits B: only a card in B's graveyard may be the target —
    B's creature card comes onto the battlefield under A's control (110.2a), or is exiled; the
    card in A's own graveyard stays."""
    put = _combat_graveyards("Whenever Biter deals combat damage to a player, put target "
                             "creature card from that player's graveyard onto the battlefield "
                             "under your control.")
    theirs = put.permanents["theirs"]
    assert theirs.zone is Zone.BATTLEFIELD and theirs.controller == "A"
    assert put.permanents["mine"].zone is Zone.GRAVEYARD
    gone = _combat_graveyards("Whenever Biter deals combat damage to a player, exile up to two "
                              "target cards from that player's graveyard.")
    assert gone.permanents["theirs"].zone is Zone.EXILE
    assert gone.permanents["mine"].zone is Zone.GRAVEYARD
