""""You may pay <cost>. If you do, create a ... token, then attach ~ to it" (CR 118.12, 702.92a
with 608.2c; ``sim.text.if_paid_text``): the attach is part of what the payment buys, done
only if it was paid, on the token just created."""

from __future__ import annotations

from played import plays
from test_optional_costs import answer

import mtgsim
from sim import GameState
from sim.text import read_card

BOW = ("When Elven Bow enters, you may pay {2}. If you do, create a 1/1 green Elf Warrior "
       "creature token, then attach Elven Bow to it.")


def cast_bow(mana: str) -> GameState:
    """A casts a {0} Equipment ("equipped creature gets +1/+2") with ``BOW`` in its
    precombat main phase, with ``mana``."""
    bow = {"id": "bow", "name": "Elven Bow", "types": ["Artifact"], "subtypes": ["Equipment"],
           "cost": "{0}", "text": BOW + "\nEquipped creature gets +1/+2."}
    state = mtgsim.load({"active_player": "A", "until": "end of turn",
                         "players": {"A": {"hand": [bow], "mana": mana, "library": 3}, "B": {}},
                         "combat": {"attacks": {}, "actions": [
                             {"step": "precombat_main", "player": "A", "cast": "bow"}]}})
    state.apply("cast bow")
    return state


def elves(state: GameState) -> list[str]:
    return [p.id for p in state.battlefield() if p.token and "Elf" in p.card.subtypes]


@plays("When Elven Bow enters, you may pay {2}. If you do, create a 1/1 green Elf Warrior "
       "creature token, then attach Elven Bow to it.")
def test_paid_the_token_is_created_and_equipped() -> None:
    """CR 118.12, 702.92a, 301.5: A pays {2}: the Elf Warrior is created and the Bow attached
    to it (a 2/3 with the Bow's +1/+2); declining, no token and the Bow stays unattached."""
    assert read_card(BOW, "Elven Bow", ("Artifact",)).status == "full"
    state = cast_bow("{2}")
    assert "choose_pay" in answer(state, "yes")
    [elf] = elves(state)
    assert state.permanents["bow"].attached_to == elf
    assert (state.power(elf), state.toughness(elf)) == (2, 3)
    state = cast_bow("{2}")
    answer(state, "no")
    assert elves(state) == [] and state.permanents["bow"].attached_to is None


def test_only_after_a_token() -> None:
    """CR 702.92a: "then attach ~ to it" names the token just created: after another
    instruction the sentence is not read."""
    text = ("When Elven Bow enters, you may pay {2}. If you do, draw a card, then attach Elven "
            "Bow to it.")
    assert read_card(text, "Elven Bow", ("Artifact",)).status != "full"
