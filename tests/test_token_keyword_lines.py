"""A token's keywords with a quality or a cost, written as lines of its text (CR 111.4):
"with islandwalk" (702.14a), "with protection from white" (702.16a), "with devour 2"
(702.82a), "with ward {2}" (702.21a) (``sim.text.token_rules``, written back by
``sim.text.render_tokens.token_abilities``), played."""

from __future__ import annotations

from played import plays
from test_event_triggers import creature, in_hand, main_phase

from sim.legality.constraints import evasion_problems
from sim.model.keywords import Kw
from sim.model.state import GameState
from sim.text import read_card
from sim.text.render import round_trips

_SQUIDS = "Create a 1/1 blue Squid creature token with islandwalk and haste."
_KNIGHT = ("Create a 2/2 black Knight creature token with flanking, protection from white, and "
           "haste.")


def _token(state: GameState) -> str:
    [token] = [p for p in state.permanents if ":token:" in p]
    return token


def test_read_and_rendered_back() -> None:
    """CR 111.4: read whole and rendered back, the keywords in any order."""
    for text in (_SQUIDS, _KNIGHT, "Create a 1/1 red and green Dragon creature token with "
                 "flying and devour 2.", "Create a 2/2 white Human creature token with ward {2}."):
        reading = read_card(text, "Spell", ("Sorcery",))
        assert not reading.unsupported, text
        assert all(round_trips(clause, model, "Spell") for clause, model in reading.clauses)


@plays("Create a 1/1 blue Squid creature token with islandwalk and haste.")
def test_a_token_with_landwalk() -> None:
    """CR 702.14a-c: the Squid created has islandwalk: B controls an Island, so B's Wall
    can't block it; A's own Island doesn't matter (702.14c: the defending player's)."""
    wall = creature("wall", "B", power=0, toughness=4)
    spell = in_hand("squids", _SQUIDS, ("Sorcery",))
    state = main_phase([wall, _island("B")], [spell])
    squid = _token(state)
    assert evasion_problems(state, "wall", squid) and state.has(squid, Kw.HASTE)
    mine = main_phase([wall, _island("A")], [spell])
    assert not evasion_problems(mine, "wall", _token(mine))


@plays("Create a 2/2 black Knight creature token with flanking, protection from white, and "
       "haste.")
def test_a_token_with_protection() -> None:
    """CR 702.16b-f: the Knight created has protection from white: B's white Wall can't block
    it, a black one can; it has flanking and haste too."""
    spell = in_hand("summons", _KNIGHT, ("Sorcery",))
    white = main_phase([creature("wall", "B", power=0, toughness=4, colors=["W"])], [spell])
    knight = _token(white)
    assert evasion_problems(white, "wall", knight)
    assert white.has(knight, Kw.HASTE) and white.has(knight, Kw.FLANKING)
    black = main_phase([creature("wall", "B", power=0, toughness=4, colors=["B"])], [spell])
    assert not evasion_problems(black, "wall", _token(black))


def _island(player: str) -> dict[str, object]:
    return {"id": f"island{player}", "controller": player, "name": "Island", "types": ["Land"],
            "supertypes": ["Basic"], "subtypes": ["Island"]}
