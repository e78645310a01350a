"""Changeling on a Kindred instant or sorcery (CR 702.73a: "This object is every creature
type", a characteristic-defining ability that works in every zone; 205.3d: a Kindred card
has creature types; ``SPELL_KEYWORDS``, ``CardDef.has_subtype``)."""

from __future__ import annotations

from typing import Any

from played import plays

import mtgsim
from sim.model.objects import Zone
from sim.text import FULL, read_card

#: a Goblin lord: Goblin spells cost {1} less and gain 1 life as they are cast
CHIEFTAIN = {"id": "p1", "controller": "A", "name": "Chieftain", "power": 1, "toughness": 1,
             "text": "Goblin spells you cast cost {1} less to cast.\nWhenever you cast a "
                     "Goblin spell, you gain 1 life."}


def _spell(text: str) -> dict[str, Any]:
    return {"name": "Swap", "types": ["Kindred", "Instant"], "subtypes": ["Shapeshifter"],
            "cost": "{1}{R}", "text": text}


def _cast(text: str) -> mtgsim.GameState:
    """A, in their precombat main phase with {R} and the Chieftain, casts Swap if able."""
    state = mtgsim.load({"active_player": "A", "step": "precombat main",
                         "permanents": [CHIEFTAIN],
                         "players": {"A": {"hand": [_spell(text)], "mana": "{R}"}, "B": {}}})
    cast = [str(a) for a in state.legal_actions() if str(a).startswith("cast")]
    if cast:
        state.apply(cast[0])
        while state.stack:
            state.apply("pass")
    return state


@plays("Changeling")
def test_a_changeling_kindred_instant_is_a_goblin_spell() -> None:
    """CR 702.73a, 601.2f: the Kindred Shapeshifter instant with changeling is a Goblin
    spell: it costs {1} less ({R}) and its casting triggers the Chieftain (A gains 1 life,
    then 2 from the spell); without changeling it is no Goblin spell and {R} can't cast it."""
    text = "Changeling (This card is every creature type.)\nYou gain 2 life."
    assert read_card(text, "Swap", ("Kindred", "Instant")).status == FULL
    state = _cast(text)
    assert state.players["A"].life == 23
    plain = _cast("You gain 2 life.")
    assert plain.players["A"].life == 20
    assert [p.zone for p in plain.permanents.values() if p.card.name == "Swap"] == [Zone.HAND]



@plays("Changeling")
def test_a_changeling_creature_spell_gets_a_goblin_cost_reduction() -> None:
    """CR 702.73a, 601.2f: a Shapeshifter creature spell with changeling is a Goblin spell
    for "Goblin spells you cast cost {1} less to cast" ({1}{R} paid with {R})."""
    shifter = {"name": "Shifter", "types": ["Creature"], "subtypes": ["Shapeshifter"],
               "cost": "{1}{R}", "power": 1, "toughness": 1, "text": "Changeling"}
    state = mtgsim.load({"active_player": "A", "step": "precombat main",
                         "permanents": [CHIEFTAIN],
                         "players": {"A": {"hand": [shifter], "mana": "{R}"}, "B": {}}})
    state.apply(next(str(a) for a in state.legal_actions() if str(a).startswith("cast")))
    while state.stack:
        state.apply("pass")
    assert [p.zone for p in state.permanents.values() if p.card.name == "Shifter"] == \
        [Zone.BATTLEFIELD]
    assert state.players["A"].life == 21
