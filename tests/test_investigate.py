"""Investigate (CR 701.16a): "investigate" means "create a Clue token" (111.10f: a colorless
Clue artifact token with "{2}, Sacrifice this artifact: Draw a card."), "investigate twice" /
"investigate three times" that many times (``fx.INVESTIGATE``, ``sim.rules.tokens.investigate``)."""

from __future__ import annotations

from played import plays
from test_library import BEARS, FOREST, GIANT, names, spell, turn
from test_stack import card, finish, legal, perm, play

from sim import GameState
from sim.model.objects import Zone
from sim.text.effect_text import read_effect


def resolve(state: GameState) -> None:
    while state.stack:
        play(state, "pass")


def clues(state: GameState) -> list[str]:
    return [p.id for p in state.battlefield()
            if p.token and p.card.name == "Clue"]


@plays("Investigate.")
def test_investigate_creates_a_clue_that_draws_a_card() -> None:
    """CR 701.16a, 111.10f: the instant creates a Clue token under its controller's control;
    its "{2}, Sacrifice this artifact: Draw a card." is activated (602.2) and draws the top
    card of the library (121.1)."""
    state = turn(perm("p1", "A", spell("Investigate."), Zone.HAND), mana="{U}{2}")
    play(state, "cast p1")
    resolve(state)
    [clue] = clues(state)
    made = state.permanents[clue]
    assert made.controller == "A" and made.card.types == ("Artifact",) and not made.card.colors
    assert made.card.subtypes == ("Clue",) and not made.card.unsupported
    assert f'activate "{clue}" 0' in legal(state)
    play(state, f'activate "{clue}" 0')
    resolve(state)
    assert [p.card.name for p in state.cards("A", Zone.HAND)] == ["Hill Giant"]
    assert names(state) == ["Grizzly Bears", "Forest"] and not clues(state)


@plays("When this creature enters, investigate twice.", "Investigate three times.")
def test_investigate_twice_and_three_times() -> None:
    """CR 701.16a: 'investigate twice' investigates two times: two Clues; 'three times',
    three."""
    seer = card("Seer", types=["Creature"], cost="{U}", power=1, toughness=1,
                text="When this creature enters, investigate twice.")
    assert not seer.unsupported
    state = turn(perm("s1", "A", seer, Zone.HAND), library=(GIANT, BEARS, FOREST))
    play(state, "cast s1")
    finish(state)
    assert len(clues(state)) == 2
    thrice = turn(perm("p1", "A", spell("Investigate three times."), Zone.HAND))
    play(thrice, "cast p1")
    finish(thrice)
    assert len(clues(thrice)) == 3


@plays("{2}, {T}: Investigate.")
def test_an_activated_ability_investigates() -> None:
    """CR 602.2, 701.16a: an artifact's '{2}, {T}: Investigate.' creates a Clue as it
    resolves."""
    lamp = card("Lamp", types=["Artifact"], cost="{1}", text="{2}, {T}: Investigate.")
    assert not lamp.unsupported
    state = turn(perm("l1", "A", lamp), mana="{2}")
    play(state, "activate l1 0")
    finish(state)
    assert len(clues(state)) == 1 and state.permanents["l1"].tapped


def test_investigate_words_not_read() -> None:
    """What the reader leaves: 'investigate that many times' (an amount it does not know)."""
    assert read_effect("Investigate that many times.", "X").unsupported
