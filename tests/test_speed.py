"""Start your engines! and speed (CR 702.179, ``sim.rules.speed``): a player with no speed who
controls a permanent with start your engines! gets speed 1 (a state-based action, 704.5z);
the player's inherent triggered ability "whenever one or more opponents lose life during your
turn, if your speed is less than 4, increase your speed by 1" triggers only once each turn
(702.179d); speed never exceeds 4 (702.179e)."""

from __future__ import annotations

from typing import Any

from played import plays
from test_stack import card, finish, legal, perm, play, to

import mtgsim
from sim import GameState, Player, Step
from sim.model.keywords import Kw
from sim.model.mana import Mana
from sim.model.objects import Zone
from sim.text import FULL, read_card

ENGINES = "Start your engines! (If you have no speed, it starts at 1. It increases once on " \
          "each of your turns when an opponent loses life. Max speed is 4.)"
RACER: dict[str, Any] = {"id": "racer", "controller": "A", "name": "Racer", "power": 2,
                         "toughness": 2, "types": ["Creature"], "text": ENGINES}
DRAIN = {"id": "drain", "name": "Drain", "types": ["Instant"], "cost": "{0}",
         "text": "Each opponent loses 1 life."}
PING = {"id": "ping", "name": "Ping", "types": ["Instant"], "cost": "{0}",
        "text": "Each opponent loses 1 life."}


def game(actions: list[dict[str, Any]], attacks: dict[str, str] | None = None,
         active: str = "A", speed: int = -1) -> mtgsim.GameState:
    """``active``'s turn from the precombat main phase to its end; A controls the Racer, each
    player holds a Drain (A also a Ping); A's speed set first when ``speed`` >= 0."""
    state = mtgsim.load({"active_player": active, "until": "end of turn",
                         "players": {"A": {"hand": [DRAIN, PING], "library": ["Forest"] * 3},
                                     "B": {"hand": [dict(DRAIN, id="drain2")],
                                           "library": ["Forest"] * 3}},
                         "permanents": [RACER],
                         "combat": {"attacks": attacks or {}, "actions": actions}})
    if speed >= 0:
        state.players["A"].speed = speed
    mtgsim.play(state)
    return state


def test_the_keyword_is_read() -> None:
    """CR 702.179a: "start your engines!" with its reminder text is a keyword ability."""
    assert read_card(ENGINES, "Racer", ("Creature",)).status == FULL


@plays("Start your engines!")
def test_a_permanent_with_the_keyword_starts_its_controller_at_speed_1() -> None:
    """CR 704.5z, 702.179c: A controls the Racer and has no speed: A's speed becomes 1; B
    controls none and has no speed (0 when asked, 702.179b). Nobody lost life: it stays 1."""
    state = game([])
    assert state.players["A"].speed == 1 and state.players["B"].speed == 0


def test_an_opponent_losing_life_on_your_turn_increases_your_speed_once() -> None:
    """CR 702.179d: on A's turn B loses life to A's Drain, then to A's Ping, then to the
    Racer's combat damage: A's speed goes from 1 to 2 only (the ability triggers only once
    each turn)."""
    state = game([{"step": "precombat_main", "player": "A", "cast": "drain"},
                  {"step": "precombat_main", "player": "A", "cast": "ping"}],
                 attacks={"racer": "B"})
    assert state.players["B"].life == 16
    assert state.players["A"].speed == 2


def test_combat_damage_to_an_opponent_increases_your_speed() -> None:
    """CR 702.179d, 120.3a: the Racer's combat damage makes B lose 2 life on A's turn: A's
    speed goes from 1 to 2."""
    state = game([], attacks={"racer": "B"})
    assert state.players["B"].life == 18 and state.players["A"].speed == 2


def test_your_own_loss_or_a_loss_on_another_turn_does_not() -> None:
    """CR 702.179d: B's Drain makes A lose life (A is not A's opponent): A's speed stays 1;
    on B's turn, A's Drain makes B lose life, but it isn't A's turn: A's speed stays 1."""
    state = game([{"step": "precombat_main", "player": "B", "cast": "drain2"}])
    assert state.players["A"].life == 19 and state.players["A"].speed == 1
    state = game([{"step": "precombat_main", "player": "A", "cast": "drain"}], active="B")
    assert state.players["B"].life == 19 and state.players["A"].speed == 1


def test_speed_stops_at_4() -> None:
    """CR 702.179e: A has speed 4 (max speed); B loses life on A's turn: it stays 4. At 3 it
    becomes 4."""
    state = game([{"step": "precombat_main", "player": "A", "cast": "drain"}], speed=4)
    assert state.players["A"].speed == 4
    state = game([{"step": "precombat_main", "player": "A", "cast": "drain"}], speed=3)
    assert state.players["A"].speed == 4


def _racer(text: str, speed: int, actions: list[dict[str, Any]] | None = None,
           attacks: dict[str, str] | None = None) -> mtgsim.GameState:
    """``game`` with the Racer's text ``ENGINES`` and then ``text``."""
    racer = dict(RACER, text=f"{ENGINES}\n{text}")
    state = mtgsim.load({"active_player": "A", "until": "end of turn",
                         "players": {"A": {"hand": [DRAIN], "library": ["Forest"] * 3},
                                     "B": {"library": ["Forest"] * 3}},
                         "permanents": [racer],
                         "combat": {"attacks": attacks or {}, "actions": actions or []}})
    state.players["A"].speed = speed
    return state


@plays("Max speed — This creature gets +1/+1 and has menace.")
def test_a_max_speed_static_ability_applies_only_at_speed_4() -> None:
    """CR 702.178a: "max speed — <ability>" means "as long as you have max speed, this object
    has <ability>": at speed 3 the Racer is a 2/2 without menace; A's Drain makes B lose life,
    A's speed becomes 4 (702.179d) and the Racer is a 3/3 with menace from then on."""
    text = "Max speed — This creature gets +1/+1 and has menace."
    state = _racer(text, 3)
    assert state.power("racer") == 2 and not state.has("racer", Kw.MENACE)
    state = _racer(text, 3, [{"step": "precombat_main", "player": "A", "cast": "drain"}],
                   attacks={"racer": "B"})
    mtgsim.play(state)
    assert state.players["A"].speed == 4
    assert state.power("racer") == 3 and state.toughness("racer") == 3
    assert state.has("racer", Kw.MENACE) and state.players["B"].life == 16


@plays("This creature can't attack or block unless you have max speed.")
def test_cant_attack_unless_you_have_max_speed() -> None:
    """CR 702.178a, 508.1c: the Racer can't attack unless A has max speed (speed 4): at speed
    3 no declaration offers it; at 4 it may attack."""
    text = "This creature can't attack or block unless you have max speed."
    for speed, offered in ((3, ["attack none"]), (4, ["attack none", "attack racer=B"])):
        state = _racer(text, speed)
        to(state, "declare_attackers")
        assert legal(state) == offered


@plays("Max speed — At the beginning of your end step, create a 2/2 black Zombie creature "
       "token.")
def test_a_max_speed_triggered_ability_triggers_only_at_speed_4() -> None:
    """CR 702.178a, 603.4: the ability exists only while A has max speed: at speed 3 A's end
    step makes no Zombie; at speed 4 it makes one (speed never decreases, 702.179c-d, so it
    is checked as it triggers and as it resolves alike)."""
    text = "Max speed — At the beginning of your end step, create a 2/2 black Zombie " \
           "creature token."
    for speed, zombies in ((3, 0), (4, 1)):
        state = _racer(text, speed)
        mtgsim.play(state)
        assert sum(1 for p in state.battlefield() if p.card.name.startswith("Zombie")) == zombies


SURVEYOR = "Max speed — {3}, Exile this card from your graveyard: Draw a card."
HASTE = "Max speed — {T}: Target creature gains haste until end of turn."


def _main(speed: int, zone: Zone) -> GameState:
    """A's precombat main phase with {3}, A's speed ``speed``, the Racer (with ``HASTE`` and
    ``SURVEYOR``) in ``zone``."""
    racer = card("Racer", power=2, toughness=2, text=f"{ENGINES}\n{HASTE}\n{SURVEYOR}")
    players = {p: Player(p, 20, mana=Mana.parse("{3}" if p == "A" else "{0}"),
                         library=(card("Forest"),) * 3) for p in ("A", "B")}
    players["A"].speed = speed
    state = GameState(players, {"r": perm("r", "A", racer, zone=zone)}, ("A", "B"), "A",
                      step=Step.PRECOMBAT_MAIN)
    state.record_events = True
    return state.start()


@plays(SURVEYOR, HASTE)
def test_a_max_speed_activated_ability_is_offered_only_at_speed_4() -> None:
    """CR 702.178a, 602.5: the abilities exist only while A has max speed: at speed 3 neither
    the Racer's {T} ability nor its graveyard ability is offered; at speed 4 both are, and the
    graveyard one exiles the Racer and draws a card (CR 113.6b: it works from the
    graveyard)."""
    for zone, ability in ((Zone.BATTLEFIELD, "activate r 0"), (Zone.GRAVEYARD, "activate r 1")):
        assert ability not in legal(_main(3, zone))
        state = _main(4, zone)
        assert ability in legal(state)
    play(state, "activate r 1")
    finish(state)
    assert state.permanents["r"].zone is Zone.EXILE
    assert len(state.cards("A", Zone.HAND)) == 1


BREAKER = "{2}, Sacrifice this creature: You gain life equal to your speed."
DRIVER = "Other creatures you control get +X/+0, where X is your speed."


@plays(BREAKER, DRIVER)
def test_your_speed_counts() -> None:
    """CR 702.179b: "your speed" is the controller's speed: at speed 3 the Racer's other
    creatures get +3/+0 (a Bear is a 5/2, the Racer itself stays 2/2), and sacrificing the
    Racer gains A 3 life (its controller's speed, as it last existed, 608.2h)."""
    racer = card("Racer", power=2, toughness=2, text=f"{ENGINES}\n{BREAKER}\n{DRIVER}")
    players = {p: Player(p, 20, mana=Mana.parse("{2}" if p == "A" else "{0}"),
                         library=(card("Forest"),) * 3) for p in ("A", "B")}
    players["A"].speed = 3
    state = GameState(players, {"r": perm("r", "A", racer),
                                "g": perm("g", "A", card("Grizzly Bears"))}, ("A", "B"), "A",
                      step=Step.PRECOMBAT_MAIN).start()
    assert state.power("g") == 5 and state.toughness("g") == 2 and state.power("r") == 2
    play(state, "activate r 0")
    finish(state)
    assert state.players["A"].life == 23 and state.power("g") == 2


RACEWAY = "Max speed — {T}: Add {C}{C}."


@plays(RACEWAY)
def test_a_max_speed_mana_ability_makes_mana_only_at_speed_4() -> None:
    """CR 702.178a, 605.1a: the Raceway's mana ability exists only while A has max speed: at
    speed 3 A can't make mana with it (A's {2} Ogre stays uncastable: no priority is stopped
    for); at speed 4 A activates it ({C}{C} in A's pool, 106.4) and casts the Ogre."""
    raceway = card("Raceway", types=["Artifact"], text=f"{ENGINES}\n{RACEWAY}")
    ogre = card("Ogre", power=3, toughness=3, cost="{2}")
    for speed in (3, 4):
        players = {p: Player(p, 20, library=(card("Forest"),) * 3) for p in ("A", "B")}
        players["A"].speed = speed
        state = GameState(players, {"r": perm("r", "A", raceway),
                                    "o": perm("o", "A", ogre, zone=Zone.HAND)},
                          ("A", "B"), "A", step=Step.PRECOMBAT_MAIN).start()
        if speed == 3:
            assert "cast o" not in legal(state) and "activate r 0" not in legal(state)
            continue
        play(state, "activate r 0")
        assert state.players["A"].mana.C == 2 and "cast o" in legal(state)
