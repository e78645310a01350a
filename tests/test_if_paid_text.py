""""You may pay <cost>. If you do, create a ... token, then attach ~ to it" (CR 118.12, 702.92a
with 608.2c; ``sim.text.if_paid_text``): the attach is part of what the payment buys, done
only if it was paid, on the token just created."""

from __future__ import annotations

from played import plays
from test_optional_costs import answer, entering

import mtgsim
from sim import GameState
from sim.model.events import Entered, Exiled
from sim.model.objects import Zone
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


STONE = ("When this creature enters, you may pay {1}. If you do, create a 3/1 red Elemental "
         "creature token with trample and haste. Exile that token at the beginning of the "
         "next end step.")


@plays("When this creature enters, you may pay {1}. If you do, create a 3/1 red Elemental "
       "creature token with trample and haste. Exile that token at the beginning of the next "
       "end step.")
def test_the_token_paid_for_is_exiled_at_the_next_end_step() -> None:
    """CR 118.12, 603.7a, 603.7c: paid, the Elemental is created and exiled at the beginning
    of the end step (111.7: it then ceases to exist); unpaid, no token is created and nothing
    is exiled (the delayed instruction acts on the token that instruction created, none)."""
    state = entering(STONE, mana="{1}")
    answer(state, "yes")
    made = [e.permanent for e in state.events if isinstance(e, Entered)
            and ":token:" in e.permanent]
    assert len(made) == 1 and made[0] not in state.permanents  # 111.7: exiled, gone
    assert [e.permanent for e in state.events if isinstance(e, Exiled)] == made
    state = entering(STONE, mana="{1}")
    answer(state, "no")
    assert not any(isinstance(e, Entered | Exiled) and ":token:" in e.permanent
                   for e in state.events)
    assert state.permanents["payer"].zone is Zone.BATTLEFIELD
