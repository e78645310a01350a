"""Optional actions inside effects (CR 118.12, 603.5, 603.12): "you may <instruction on the
ability's one target>. If you do, ..." — chosen, the instruction is done whenever the ability
resolves (its target legal, 608.2b), so "if you do" holds (118.12: whether the player chose to
pay, whatever events then occurred); ``sim.text.may_text.done_on_its_target``."""

from __future__ import annotations

from played import plays
from test_reflexive import answers, cast, drive
from test_x_payments import pay, plains

import mtgsim
from sim import GameState
from sim.model.events import DamageDealt
from sim.model.objects import PLUS, Zone
from sim.text import read_card
from sim.text.oracle import FULL

VIGILANTE = ("Whenever this creature attacks and isn't blocked, you may have it deal damage "
             "equal to its power to target creature. If you do, this creature assigns no "
             "combat damage this turn.")
PIRATE = ("Whenever this creature attacks and isn't blocked, you may gain control of target "
          "artifact defending player controls. If you do, this creature assigns no combat "
          "damage this turn.")


def unblocked(yes: str, text: str, aim: str) -> GameState:
    """A's 3/3 with ``text`` attacks B, unblocked; B has a 1/5 and an artifact; A targets
    ``aim`` and answers the "you may" with ``yes``."""
    state = mtgsim.load({
        "active_player": "A", "until": "end of turn",
        "players": {"A": {}, "B": {}},
        "permanents": [{"id": "dwarf", "controller": "A", "name": "Dwarf", "power": 3,
                        "toughness": 3, "text": text},
                       {"id": "wall", "controller": "B", "name": "Wall", "power": 1,
                        "toughness": 5},
                       {"id": "relic", "controller": "B", "name": "Relic",
                        "types": ["Artifact"]}],
        "combat": {"attacks": {"dwarf": "B"}, "actions": []}})
    drive(state, answers(declare_attackers="dwarf", choose_target=aim,
                                choose_optional=yes))
    return state


def dealt(state: GameState, target: str) -> list[int]:
    """The damage dealt to ``target``, each event's amount."""
    return [e.amount for e in state.events if isinstance(e, DamageDealt) and e.target == target]


@plays("Whenever Dwarf attacks and isn't blocked, you may have it deal damage equal to its "
       "power to target creature. If you do, Dwarf assigns no combat damage this turn.")
def test_dealing_damage_means_no_combat_damage() -> None:
    """CR 118.12, 120.3, 510.1a: A has the unblocked 3/3 deal 3 damage to B's 1/5; having done
    it, the 3/3 assigns no combat damage (B stays at 20); declined, the 1/5 is undamaged and B
    takes 3."""
    state = unblocked("yes", VIGILANTE, "wall")
    assert dealt(state, "wall") == [3]
    assert state.players["B"].life == 20
    state = unblocked("no", VIGILANTE, "wall")
    assert dealt(state, "wall") == []
    assert state.players["B"].life == 17


@plays("Whenever Pirate attacks and isn't blocked, you may gain control of target artifact "
       "defending player controls. If you do, Pirate assigns no combat damage this turn.")
def test_gaining_control_means_no_combat_damage() -> None:
    """CR 118.12, 613.1b, 510.1a: A gains control of B's artifact, and its unblocked 3/3 then
    assigns no combat damage; declined, B keeps it and takes 3."""
    state = unblocked("yes", PIRATE, "relic")
    assert state.permanents["relic"].controller == "A"
    assert state.players["B"].life == 20
    state = unblocked("no", PIRATE, "relic")
    assert state.permanents["relic"].controller == "B"
    assert state.players["B"].life == 17


CENTURION = ("Whenever this creature attacks, you may remove two oil counters from it. When you "
             "do, target creature can't block this turn.")


def oiled(oil: int) -> tuple[GameState, list[str]]:
    """A's 3/3 with ``oil`` oil counters and ``CENTURION`` attacks B, who has a 2/2; A says
    yes and aims at the 2/2: the state once the blockers are declared, and the blocks B was
    offered."""
    state = mtgsim.load({
        "active_player": "A", "until": "end of turn",
        "players": {"A": {}, "B": {}},
        "permanents": [{"id": "cent", "controller": "A", "name": "Cent", "power": 3,
                        "toughness": 3, "text": CENTURION},
                       {"id": "bear", "controller": "B", "name": "Bear", "power": 2,
                        "toughness": 2}],
        "combat": {"attacks": {"cent": "B"}, "actions": []}})
    state.permanents["cent"].counters["oil"] = oil  # a kind the scenario format doesn't name
    offered: list[str] = []

    def pick(kind: str, actions: list[str]) -> str | None:
        if kind == "declare_blockers":
            offered.extend(actions)
        return answers(declare_attackers="cent", choose_target="bear",
                       choose_optional="yes")(kind, actions)
    drive(state, pick)
    return state, offered


@plays("Whenever Cent attacks, you may remove two oil counters from it. When you do, target "
       "creature can't block this turn.")
def test_removing_counters_triggers_the_reflexive_ability() -> None:
    """CR 603.12, 122.1, 509.1b: A removes two of the three oil counters, the reflexive ability
    triggers and B's 2/2 can't block; with one counter, the cost can't be paid in full (118.3,
    118.12): the counter stays, nothing triggers, and the 2/2 may block."""
    state, offered = oiled(3)
    assert state.permanents["cent"].counters == {"oil": 1}
    assert not any("bear" in a for a in offered)
    state, offered = oiled(1)
    assert state.permanents["cent"].counters == {"oil": 1}
    assert any("bear" in a for a in offered)


RANGER = ("When this creature enters, you may create a 2/2 green Wolf creature token. If you "
          "do, put a +1/+1 counter on this creature.")


@plays("When Ripper enters, you may create a 2/2 green Wolf creature token. If you do, put a "
       "+1/+1 counter on Ripper.")
def test_creating_a_token_means_the_counter() -> None:
    """CR 111.2, 118.12, 122.1: A creates the Wolf, and having done it puts a +1/+1 counter on
    the creature; declined, neither happens."""
    for yes, wolves, plus in (("yes", 1, 1), ("no", 0, 0)):
        state = cast(RANGER)
        drive(state, answers(choose_optional=yes))
        made = [p for p in state.battlefield() if "Wolf" in p.card.subtypes]
        assert len(made) == wolves
        assert state.permanents["ripper"].counters.get(PLUS, 0) == plus


def test_the_forms_are_read_whole_and_written_back() -> None:
    """CR 118.12, 603.12: each form is read whole and renders back to its clause (``FULL``);
    a mandatory "remove two oil counters" (done in part when there is one, 609.3) and an
    instruction on one of two targets are not."""
    full = {
        "Laccolith Titan": "Whenever Laccolith Titan becomes blocked, you may have it deal damage "
                           "equal to its power to target creature. If you do, Laccolith Titan "
                           "assigns no combat damage this turn.",
        "Forgehammer Centurion": "Whenever Forgehammer Centurion attacks, you may remove two "
                                 "oil counters from it. When you do, target creature can't "
                                 "block this turn.",
        "Turntimber Ranger": "Whenever Turntimber Ranger or another Ally enters the battlefield "
                             "under your control, you may create a 2/2 green Wolf creature "
                             "token. If you do, put a +1/+1 counter on Turntimber Ranger.",
        "Tidal Terror": "Whenever Tidal Terror attacks, you may tap two other untapped creatures "
                        "you control. If you do, Tidal Terror can't be blocked this turn.",
        "Biblioplex Kraken": "Whenever Biblioplex Kraken attacks, you may return another "
                             "creature you control to its owner's hand. If you do, Biblioplex "
                             "Kraken can't be blocked this turn.",
        "Redcap Raiders": "Whenever Redcap Raiders attacks, you may tap an untapped non-Human "
                          "creature you control. If you do, Redcap Raiders gets +1/+1 and "
                          "gains trample until end of turn.",
    }
    for name, text in full.items():
        assert read_card(text, name, ("Creature",)).status == FULL, name
    for text in ("Whenever Ripper attacks, remove two oil counters from it. When you do, target "
                 "creature can't block this turn.",
                 "Whenever Ripper attacks, you may have it deal 2 damage to target creature. If "
                 "you do, tap target artifact.",
                 "Whenever Ripper attacks, you may tap another untapped token you control. If "
                 "you do, Ripper gets +1/+0 until end of turn."):
        assert read_card(text, "Ripper", ("Creature",)).status != FULL, text


SERVANT = ("Vigilance\nWhenever this creature attacks, you may tap another untapped Citizen you "
           "control. If you do, this creature gets +1/+0 and gains lifelink until end of turn.")
RAIDER = ("Whenever this creature attacks, you may tap an untapped non-Human creature you "
          "control. If you do, this creature gets +1/+1 and gains trample until end of turn.")


def tapping(text: str, others: list[dict[str, object]]) -> tuple[GameState, list[str]]:
    """A's 2/2 Citizen with ``text`` attacks B beside A's creatures ``others``; A taps the
    first creature offered: the state at the end of the turn and the choices offered."""
    me = {"id": "civ", "controller": "A", "name": "Civ", "power": 2, "toughness": 2,
          "subtypes": ["Human", "Citizen"], "text": text}
    state = mtgsim.load({
        "active_player": "A", "until": "end of turn", "players": {"A": {}, "B": {}},
        "permanents": [me, *others], "combat": {"attacks": {"civ": "B"}, "actions": []}})
    offered: list[str] = []

    def pick(kind: str, actions: list[str]) -> str | None:
        if kind == "choose_sacrifice":
            offered.extend(actions)
            return actions[0]
        return answers(declare_attackers="civ")(kind, actions)
    drive(state, pick)
    return state, offered


def citizen(pid: str, *subtypes: str) -> dict[str, object]:
    return {"id": pid, "controller": "A", "name": "Folk", "power": 1, "toughness": 1,
            "subtypes": list(subtypes)}


@plays("Whenever Civ attacks, you may tap another untapped Citizen you control. If you do, Civ "
       "gets +1/+0 and gains lifelink until end of turn.")
def test_tapping_another_citizen() -> None:
    """CR 118.12, 118.3, 701.26a: the attacker (vigilance: untapped) is not "another"; A taps
    its other untapped Citizen and the attacker deals 3 (B at 17) with lifelink (A at 23);
    with no other Citizen, nothing is asked and it deals 2 without lifelink."""
    state, offered = tapping(SERVANT, [citizen("folk", "Human", "Citizen"),
                                       citizen("elf", "Elf")])
    assert offered == ["sacrifice folk", "sacrifice none"]
    assert state.permanents["folk"].tapped
    assert (state.players["B"].life, state.players["A"].life) == (17, 23)
    state, offered = tapping(SERVANT, [citizen("elf", "Elf")])
    assert offered == []
    assert (state.players["B"].life, state.players["A"].life) == (18, 20)


@plays("Whenever Civ attacks, you may tap an untapped non-Human creature you control. If you "
       "do, Civ gets +1/+1 and gains trample until end of turn.")
def test_tapping_a_non_human() -> None:
    """CR 118.12, 205.4b: only the Elf is offered (the Human Citizen is not a non-Human); A taps
    it and the attacker deals 3."""
    state, offered = tapping(RAIDER, [citizen("folk", "Human", "Citizen"),
                                      citizen("elf", "Elf")])
    assert offered == ["sacrifice elf", "sacrifice none"]
    assert state.permanents["elf"].tapped and not state.permanents["folk"].tapped
    assert state.players["B"].life == 17


KRAKEN = ("Whenever this creature attacks, you may return another creature you control to its "
          "owner's hand. If you do, this creature can't be blocked this turn.")


def bounced(mine: list[dict[str, object]]) -> tuple[GameState, list[str]]:
    """A's 3/3 with ``KRAKEN`` attacks B (who has a 2/2) beside A's permanents ``mine``; A says
    yes: the state at the end of the turn and the blocks B was offered."""
    state = mtgsim.load({
        "active_player": "A", "until": "end of turn", "players": {"A": {}, "B": {}},
        "permanents": [{"id": "kraken", "controller": "A", "name": "Kraken", "power": 3,
                        "toughness": 3, "text": KRAKEN}, *mine,
                       {"id": "bear", "controller": "B", "name": "Bear", "power": 2,
                        "toughness": 2}],
        "combat": {"attacks": {"kraken": "B"}, "actions": []}})
    offered: list[str] = []

    def pick(kind: str, actions: list[str]) -> str | None:
        if kind == "declare_blockers":
            offered.extend(actions)
        return answers(declare_attackers="kraken", choose_optional="yes")(kind, actions)
    drive(state, pick)
    return state, offered


@plays("Whenever Kraken attacks, you may return another creature you control to its owner's "
       "hand. If you do, Kraken can't be blocked this turn.")
def test_returning_another_creature_makes_it_unblockable() -> None:
    """CR 115.1, 118.12, 509.1b: A returns its other creature to its hand, and the attacker
    can't be blocked (B is offered no block); with no other creature nothing is returned, so
    it may be blocked."""
    state, offered = bounced([citizen("folk", "Human")])
    assert state.permanents["folk"].zone is Zone.HAND
    assert offered == ["block none"]
    state, offered = bounced([])
    assert "block bear=kraken" in offered


GAIN_XW = "When this creature enters, you may pay {X}{W}. If you do, you gain X life."
SHOCK_XW = ("When this creature enters, you may pay {X}{W}. When you do, this creature deals X "
            "damage to any target.")


@plays(GAIN_XW)
def test_paying_x_and_more_mana() -> None:
    """CR 107.3, 118.3, 118.12: with three Plains, X may be 0 to 2 (the {W} is paid too);
    paying X = 2 taps all three and A gains 2 life; with no land only "no" is offered."""
    offered: list[list[str]] = []
    state = cast(GAIN_XW, permanents=plains(3))
    drive(state, pay("2", offered))
    assert [a.split()[-1] for a in offered[0]] == ["0", "1", "2", "no"]
    assert state.players["A"].life == 22
    assert all(state.permanents[f"plains{i}"].tapped for i in range(3))
    offered = []
    state = cast(GAIN_XW)
    drive(state, pay("no", offered))
    assert [a.split()[-1] for a in offered[0]] == ["no"] and state.players["A"].life == 20


@plays(SHOCK_XW)
def test_the_reflexive_ability_deals_the_x_paid_with_more_mana() -> None:
    """CR 603.12, 107.3: A pays {X}{W} with X = 1 (two Plains); the reflexive ability deals 1
    damage to B."""
    state = cast(SHOCK_XW, permanents=plains(2))
    drive(state, pay("1", [], target="B"))
    assert state.players["B"].life == 19
    assert all(state.permanents[f"plains{i}"].tapped for i in range(2))


OROCHI = ("Whenever this creature attacks, exile target creature card from a graveyard. When "
          "you do, create a 1/1 colorless Spirit creature token.")


@plays("Whenever Orochi attacks, exile target creature card from a graveyard. When you do, "
       "create a 1/1 colorless Spirit creature token.")
def test_exiling_the_target_triggers_the_reflexive_ability() -> None:
    """CR 603.12, 406.2, 111.2: the attack trigger exiles the creature card in B's graveyard,
    its one target, and the reflexive ability creates the Spirit."""
    state = mtgsim.load({
        "active_player": "A", "until": "end of turn",
        "players": {"A": {}, "B": {"graveyard": [{"id": "dead", "name": "Dead", "power": 2,
                                                   "toughness": 2}]}},
        "permanents": [{"id": "orochi", "controller": "A", "name": "Orochi", "power": 3,
                        "toughness": 3, "text": OROCHI}],
        "combat": {"attacks": {"orochi": "B"}, "actions": []}})
    drive(state, answers(declare_attackers="orochi", choose_target="dead"))
    assert state.permanents["dead"].zone is Zone.EXILE
    assert [p.card.subtypes for p in state.battlefield() if p.id != "orochi"] == [("Spirit",)]
