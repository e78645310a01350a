"""How a creature counts toward a crew or saddle cost (CR 702.122a, 702.171a;
``sim.model.crew_values``): "this creature crews Vehicles as though its power were 2 greater"
(a Pilot token's), "~ saddles Mounts and crews Vehicles as though its power were N greater",
"~ crews Vehicles using its toughness rather than its power". Its power itself is unchanged;
only the cost's total counts it so."""

from __future__ import annotations

from played import plays
from test_stack import card, perm, play

from sim import CardDef, GameState, Permanent, Player, Step
from sim.model.crew_values import CREWS_AS, SADDLES_AND_CREWS_AS, TOUGHNESS
from sim.model.mana import Mana
from sim.model.objects import Span
from sim.rules.activation import crew_value
from sim.rules.casting import activatable
from sim.text import FULL, read_card
from sim.text.render import round_trips

PILOT = ('{T}, Sacrifice Roads: Create a 1/1 colorless Pilot creature token with "This token '
         'saddles Mounts and crews Vehicles as though its power were 2 greater." Activate only '
         'as a sorcery.')


def turn(*objects: Permanent) -> GameState:
    """A's precombat main phase, stopped at the first decision."""
    players = {p: Player(p, mana=Mana()) for p in ("A", "B")}
    state = GameState(players, {o.id: o for o in objects}, ("A", "B"), "A",
                      step=Step.PRECOMBAT_MAIN, span=Span.TURN, seed=1)
    return state.start()


def vehicle(n: int) -> CardDef:
    made = card("Ship", types=["Artifact"], subtypes=["Vehicle"], power=4, toughness=3,
                cost="{3}", text=f"Crew {n}")
    assert not made.unsupported, made.unsupported
    return made


def mount(n: int) -> CardDef:
    made = card("Grizzly", power=3, toughness=3, subtypes=["Bear", "Mount"], cost="{3}",
                text=f"Saddle {n}")
    assert not made.unsupported, made.unsupported
    return made


def crewman(text: str, power: int = 1, toughness: int = 1) -> CardDef:
    made = card("Mechanic", power=power, toughness=toughness, subtypes=["Human"], cost="{1}",
                text=text)
    assert not made.unsupported, made.unsupported
    return made


@plays("Mechanic crews Vehicles as though its power were 2 greater.")
def test_a_creature_crews_as_though_its_power_were_greater() -> None:
    """CR 702.122a: a 1/1 that "crews Vehicles as though its power were 2 greater" counts 3
    toward crew 3, so it alone crews the Vehicle; its power stays 1. It doesn't help saddle
    (702.171a: not named), so saddle 2 can't be paid with it."""
    text = "Mechanic crews Vehicles as though its power were 2 greater."
    mechanic = crewman(text)
    state = turn(perm("ship", "A", vehicle(3)), perm("m", "A", mechanic))
    assert crew_value(state, "m") == 3 and state.power("m") == 1
    assert activatable(state, "A", "ship", 0)
    play(state, "activate ship 0")
    assert state.permanents["m"].tapped
    play(state, "pass")
    assert state.permanents["ship"].card.is_creature
    state = turn(perm("ship", "A", vehicle(4)), perm("m", "A", mechanic))
    assert not activatable(state, "A", "ship", 0)  # 3 < 4
    state = turn(perm("g", "A", mount(2)), perm("m", "A", mechanic))
    assert crew_value(state, "m", saddle=True) == 1
    assert not activatable(state, "A", "g", 0)


@plays("Mechanic crews Vehicles using its toughness rather than its power.")
def test_a_creature_crews_using_its_toughness() -> None:
    """CR 702.122a: a 0/4 that "crews Vehicles using its toughness rather than its power"
    counts 4 toward crew 4 (a creature with power 0 helps, its toughness counting)."""
    mechanic = crewman("Mechanic crews Vehicles using its toughness rather than its power.",
                       power=0, toughness=4)
    state = turn(perm("ship", "A", vehicle(4)), perm("m", "A", mechanic))
    assert crew_value(state, "m") == 4
    play(state, "activate ship 0")
    assert state.permanents["m"].tapped


@plays(PILOT)
def test_a_pilot_token_saddles_and_crews_as_though_its_power_were_greater() -> None:
    """CR 111.4: the Pilot token has its quoted ability; 702.171a, 702.122a: the 1/1 token
    counts 3 toward a saddle cost and a crew cost, so it alone pays saddle 3 (and crew 3)."""
    roads = card("Roads", types=["Land"], text=PILOT)
    assert not roads.unsupported, roads.unsupported
    state = turn(perm("roads", "A", roads), perm("g", "A", mount(3)),
                 perm("ship", "A", vehicle(3)))
    assert not activatable(state, "A", "g", 0)  # no creature to tap yet
    play(state, "activate roads 0")
    play(state, "pass")
    (token,) = [p for p in state.permanents.values() if p.card.name == "Pilot"]
    assert token.card.power == 1 and (SADDLES_AND_CREWS_AS, "+2") in state.params(token.id)
    assert crew_value(state, token.id, saddle=True) == 3 and crew_value(state, token.id) == 3
    assert activatable(state, "A", "g", 0) and activatable(state, "A", "ship", 0)
    play(state, "activate g 0")
    assert state.permanents[token.id].tapped
    play(state, "pass")
    assert state.permanents["g"].saddled


def test_the_abilities_are_read_and_render_back() -> None:
    """CR 702.122a, 702.171a: each phrase is one parameter of the creature, written back."""
    for text, param in (
            ("Mechanic crews Vehicles as though its power were 2 greater.", (CREWS_AS, "+2")),
            ("Mechanic saddles Mounts and crews Vehicles as though its power were 1 greater.",
             (SADDLES_AND_CREWS_AS, "+1")),
            ("Mechanic crews Vehicles using its toughness rather than its power.",
             (CREWS_AS, TOUGHNESS)),
            ("Mechanic saddles Mounts and crews Vehicles using its toughness rather than its "
             "power.", (SADDLES_AND_CREWS_AS, TOUGHNESS))):
        reading = read_card(text, "Mechanic")
        assert reading.status == FULL, text
        assert param in reading.parsed.params
    reading = read_card(PILOT, "Roads", ("Land",))
    assert reading.status == FULL
    (ability,) = reading.activated
    assert round_trips(PILOT, ability, "Roads")


_ROADS = "This land enters tapped unless you control a Mount or Vehicle."


@plays(_ROADS)
def test_the_roads_enter_tapped_unless_you_control_a_mount_or_vehicle() -> None:
    """CR 614.1d, 205.3: played with a Vehicle or a Mount under A's control the land enters
    untapped; with neither (B's Vehicle doesn't count) it enters tapped. Rendered back."""
    from test_tokens import land_played
    text = f"{_ROADS}\n{{T}}: Add {{G}}."
    ship = {"name": "Ship", "types": ["Artifact"], "subtypes": ["Vehicle"], "power": 3,
            "toughness": 3}
    steed = {"name": "Steed", "subtypes": ["Horse", "Mount"], "power": 2, "toughness": 2}
    assert not land_played(text, ("A", ship)).tapped
    assert not land_played(text, ("A", steed)).tapped
    assert land_played(text, ("B", ship)).tapped
    reading = read_card(_ROADS, "Roads", ("Land",))
    assert reading.status == FULL
