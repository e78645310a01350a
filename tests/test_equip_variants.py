"""Equip abilities other than "Equip [mana]" (CR 702.6a; ``sim.text.equip_variants``): "Equip
Knight {1}" attaches the Equipment only to a Knight its controller controls; "Equip—Pay 3
life", "Equip—Sacrifice a creature": the cost paid other than with mana. Each is activated
only as a sorcery, as plain equip is."""

from __future__ import annotations

from typing import Any

import pytest
from played import plays
from test_attachments import BEARS, equip_action, equipment, game

import mtgsim
from sim.model.errors import IllegalActionError, ScenarioError
from sim.text import FULL, read_card

KNIGHT = {"id": "knight", "controller": "A", "name": "Squire", "power": 1, "toughness": 1,
          "subtypes": ["Human", "Knight"]}


def _sword(equip: str, **fields: Any) -> dict[str, Any]:
    sword = equipment(**fields)
    sword["text"] = f"Equipped creature gets +2/+0.\n{equip}"
    return sword


@plays("Equip Knight {1}")
def test_equip_a_knight_only() -> None:
    """CR 702.6a (equip [quality]: "attach to target Knight creature you control"), 115.1:
    the Bears (no Knight) are refused as the target; the Squire, a Knight, is equipped and
    deals 3."""
    with pytest.raises(IllegalActionError):
        mtgsim.play(game([BEARS, KNIGHT, _sword("Equip Knight {1}")], [equip_action("bears")],
                         mana="{1}"))
    state = game([BEARS, KNIGHT, _sword("Equip Knight {1}")], [equip_action("knight")],
                 attacks={"knight": "B"}, mana="{1}")
    assert mtgsim.play(state).life["B"] == 17
    assert state.permanents["sword"].attached_to == "knight"


@plays("Equip—Pay 3 life.")
def test_equip_paid_with_life() -> None:
    """CR 702.6a, 118.1, 119.4: the equip cost is 3 life, no mana: A goes to 17 and the
    equipped Bears deal 4."""
    state = game([BEARS, _sword("Equip—Pay 3 life.")], [equip_action("bears")])
    outcome = mtgsim.play(state)
    assert outcome.life["A"] == 17 and outcome.life["B"] == 16
    assert state.permanents["sword"].attached_to == "bears"


@plays("Equip—Sacrifice a creature.")
def test_equip_paid_with_a_creature() -> None:
    """CR 702.6a, 601.2h, 701.21a: the cost sacrifices the creature chosen (the Squire) and
    the Equipment goes on the Bears, which deal 4."""
    action = {**equip_action("bears"), "choices": ["knight"]}
    state = game([BEARS, KNIGHT, _sword("Equip—Sacrifice a creature.")], [action])
    outcome = mtgsim.play(state)
    assert "knight" in outcome.died and outcome.life["B"] == 16
    assert state.permanents["sword"].attached_to == "bears"


def test_equip_variants_only_as_a_sorcery() -> None:
    """CR 702.6a: "activate only as a sorcery" — in combat the equip—cost ability is
    refused."""
    with pytest.raises(ScenarioError, match="only in a main phase"):
        game([BEARS, _sword("Equip—Pay 3 life.")], [equip_action("bears", "declare_blockers")])


@pytest.mark.parametrize("line", ["Equip legendary creature {3}", "Equip planeswalker {1}",
                                  "Equip commander {3}", "Equip—Pay {2} or discard a card."])
def test_other_qualities_are_not_claimed(line: str) -> None:
    """CR 702.6a: a quality other than one creature type (equip planeswalker attaches "as
    though that planeswalker were a creature") is left unsupported."""
    assert read_card(f"Equipped creature gets +1/+1.\n{line}", "Sword",
                     ("Artifact",)).status != FULL
