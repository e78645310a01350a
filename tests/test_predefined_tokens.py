"""Predefined tokens (CR 111.10): "create a Treasure / Food / Clue token", "create N / X ...
tokens", read into a ``TokenSpec`` with the token's types and abilities as text
(``PREDEFINED_TOKENS``), rendered back, and played: a Treasure's "{T}, Sacrifice this
artifact: Add one mana of any color." is a mana ability the mana payment activates,
sacrificing it as the mana is paid (605.1a, 602.2; ``sim.rules.costs``), a Food's and a
Clue's are activated abilities."""

from __future__ import annotations

from played import plays
from test_library import spell, turn
from test_stack import card, events, legal, perm, play

from sim import GameState, check_state_based_actions
from sim.model.abilities import MANA_SACRIFICE
from sim.model.events import Sacrificed, TappedForMana
from sim.model.mana import Mana, ManaCost
from sim.model.objects import Zone
from sim.model.programs import PREDEFINED_TOKENS
from sim.rules.costs import pay, plan
from sim.rules.tokens import create_token, spec_card
from sim.text import read_card

BEAR = card("Red Bear", types=["Creature"], cost="{R}", power=2, toughness=2)


def resolve(state: GameState) -> None:
    while state.stack:
        play(state, "pass")


def tokens(state: GameState, name: str) -> list[str]:
    return [p.id for p in state.battlefield() if p.token and p.card.name == name]


@plays("Create a Treasure token.")
def test_a_treasure_pays_for_a_spell_and_is_sacrificed() -> None:
    """CR 111.10a: a Treasure is a colorless Treasure artifact token with "{T}, Sacrifice this
    artifact: Add one mana of any color."; casting a red creature with no red mana but the
    Treasure's activates it, sacrificing it (605.1a, 602.2b, 701.21a), and as a token in the
    graveyard it ceases to exist (704.5d)."""
    state = turn(perm("s1", "A", spell("Create a Treasure token.", "Sorcery"), Zone.HAND),
                 perm("c1", "A", BEAR, Zone.HAND), mana="{U}")
    play(state, "cast s1")
    [treasure] = tokens(state, "Treasure")
    made = state.permanents[treasure].card
    assert made.types == ("Artifact",) and made.subtypes == ("Treasure",) and not made.colors
    assert not made.unsupported and len(made.mana_options) == 5
    assert "cast c1" in legal(state)
    play(state, "cast c1")
    [sacrificed] = events(state, Sacrificed)
    assert sacrificed.permanent == treasure and events(state, TappedForMana)
    assert state.permanents["c1"].zone is Zone.BATTLEFIELD
    check_state_based_actions(state)
    assert treasure not in state.permanents


def test_a_treasure_is_kept_when_a_land_pays() -> None:
    """CR 601.2g: the payment activates only the mana abilities it needs, the least flexible
    first: a Mountain pays {R} and the Treasure stays."""
    state = turn(perm("m1", "A", card("Mountain")), perm("c1", "A", BEAR, Zone.HAND), mana="{0}")
    create_token(state, "A", spec_card(PREDEFINED_TOKENS["treasure"]))
    play(state, "cast c1")
    assert not events(state, Sacrificed) and tokens(state, "Treasure")


def test_a_sacrificing_mana_ability_beside_another_is_not_paid_with() -> None:
    """CR 605.1a, 605.3a: "{T}: Add {C}. {T}, Sacrifice ~: Add {C}{C}." (Crystal Vein): the
    payment does not choose between two mana abilities, so the sacrificing one is an activated
    mana ability, activated with priority (``tests/test_mana_effects.py``), never by a
    payment: {1} is paid by tapping it, {2} can't be; a Lotus Petal's alone is paid with."""
    vein = card("Vein", types=["Land"],
                text="{T}: Add {C}.\n{T}, Sacrifice this land: Add {C}{C}.")
    assert not vein.unsupported and [a.text for a in vein.activated] == [
        "{T}, Sacrifice this land: Add {C}{C}."]
    assert vein.mana_adds == ((Mana(C=1),),)
    state = turn(perm("v1", "A", vein), mana="{0}")
    assert plan(state, "A", ManaCost.parse("{2}")) is None
    pay(state, "A", ManaCost.parse("{1}"))
    assert state.permanents["v1"].zone is Zone.BATTLEFIELD and state.permanents["v1"].tapped
    petal = card("Petal", types=["Artifact"],
                 text="{T}, Sacrifice this artifact: Add one mana of any color.")
    assert not petal.unsupported and any(k == MANA_SACRIFICE for k, _ in petal.params)
    state = turn(perm("p1", "A", petal), mana="{0}")
    pay(state, "A", ManaCost.parse("{G}"))
    assert state.permanents["p1"].zone is Zone.GRAVEYARD


@plays("Create two Food tokens.")
def test_food_tokens_gain_life() -> None:
    """CR 111.10b: a Food is a colorless Food artifact token with "{2}, {T}, Sacrifice this
    artifact: You gain 3 life."; activated, it is sacrificed as a cost (602.2b) and its
    controller gains 3 life (119.3)."""
    state = turn(perm("s1", "A", spell("Create two Food tokens.", "Sorcery"), Zone.HAND),
                 mana="{U}{2}")
    play(state, "cast s1")
    food = tokens(state, "Food")
    assert len(food) == 2
    play(state, f'activate "{food[0]}" 0')
    resolve(state)
    assert state.players["A"].life == 23
    assert food[0] not in state.permanents  # sacrificed; a token ceases to exist (704.5d)
    assert f'activate "{food[1]}" 0' not in legal(state)  # no mana left


@plays("Create X Clue tokens.")
def test_x_clue_tokens_draw_cards() -> None:
    """CR 111.10f, 107.3: "create X Clue tokens" makes X of them; a Clue's "{2}, Sacrifice this
    artifact: Draw a card." draws (121.1)."""
    state = turn(perm("s1", "A", spell("Create X Clue tokens.", "Sorcery", cost="{X}{U}"),
                      Zone.HAND), mana="{U}{4}")
    play(state, "cast s1", "x 2")
    resolve(state)
    clues = tokens(state, "Clue")
    assert len(clues) == 2
    hand = len([p for p in state.permanents.values() if p.zone is Zone.HAND])
    play(state, f'activate "{clues[0]}" 0')
    resolve(state)
    assert len([p for p in state.permanents.values() if p.zone is Zone.HAND]) == hand + 1


def test_predefined_tokens_are_read_and_rendered() -> None:
    """CR 111.10: the sentences read in full (their model renders back to them); a creature
    token keeps its own shape (111.4)."""
    for text in ("Create a Treasure token.", "Create three Treasure tokens.",
                 "Create a Food token.", "Create X Clue tokens.",
                 "Draw a card, then create a Clue token.",
                 "Create X 1/1 white Soldier creature tokens."):
        reading = read_card(text, "Probe", ("Sorcery",))
        assert reading.status == "full", (text, reading.unsupported)
    [op] = read_card("Create three Treasure tokens.", "P", ("Sorcery",)).spell.ops
    assert op.count == 3 and op.token is PREDEFINED_TOKENS["treasure"]
    assert read_card("Create a Gold token.", "P", ("Sorcery",)).status != "full"


@plays("{T}, Sacrifice this artifact: Add one mana of any color.")
def test_a_petal_pays_for_a_spell_and_is_sacrificed() -> None:
    """CR 605.1a, 602.2b, 701.21a: a permanent whose only mana ability is "{T}, Sacrifice this
    artifact: Add one mana of any color." (Lotus Petal) pays a red creature's {R} and goes to
    its owner's graveyard."""
    petal = card("Petal", types=["Artifact"],
                 text="{T}, Sacrifice this artifact: Add one mana of any color.")
    state = turn(perm("p1", "A", petal), perm("c1", "A", BEAR, Zone.HAND), mana="{0}")
    assert "cast c1" in legal(state)
    play(state, "cast c1")
    assert state.permanents["p1"].zone is Zone.GRAVEYARD
    assert [e.permanent for e in events(state, Sacrificed)] == ["p1"]


@plays("Create a tapped Treasure token.", "Draw a card. You create a Treasure token.")
def test_tapped_treasure_and_you_create() -> None:
    """CR 111.10a, 111.2: "create a tapped Treasure token" makes it tapped (a tapped permanent
    can't pay its {T} cost, 107.5: no mana from it); "you create" is the same instruction, the
    spell's controller creating it."""
    state = turn(perm("s1", "A", spell("Create a tapped Treasure token.", "Sorcery"),
                      Zone.HAND), perm("c1", "A", BEAR, Zone.HAND), mana="{U}")
    play(state, "cast s1")
    [treasure] = tokens(state, "Treasure")
    assert state.permanents[treasure].tapped and "cast c1" not in legal(state)
    state = turn(perm("s1", "A", spell("Draw a card. You create a Treasure token.", "Sorcery"),
                      Zone.HAND), perm("c1", "A", BEAR, Zone.HAND), mana="{U}")
    play(state, "cast s1")
    [treasure] = tokens(state, "Treasure")
    assert not state.permanents[treasure].tapped and state.permanents[treasure].controller == "A"
    assert "cast c1" in legal(state)
