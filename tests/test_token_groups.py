"""Static abilities affecting creature tokens, or nontoken creatures (CR 111.1, 611.3; read by
``sim.text.pump_rules`` (``quality_creature``, ``creature_tokens``), written back by
``sim.model.pump_verbs.quality_nouns``), played."""

from __future__ import annotations

from played import plays
from test_event_triggers import combat, creature

from sim.model.keywords import Kw
from sim.text import read_card
from sim.text.render import round_trips

_VIRTUE = "Creature tokens you control get +1/+1 and have vigilance."
_LORD = "Nontoken creatures you control get +1/+1."


def test_read_and_rendered_back() -> None:
    """CR 611.3: read whole and rendered back, with "other" too."""
    for text in (_VIRTUE, _LORD, "Other creature tokens you control have flying."):
        reading = read_card(text, "Virtue")
        assert not reading.unsupported, text
        assert all(round_trips(clause, model, "Virtue") for clause, model in reading.clauses)


@plays("Creature tokens you control get +1/+1 and have vigilance.")
def test_only_creature_tokens_you_control() -> None:
    """CR 111.1, 611.3: A's 1/1 Soldier token is a 2/2 with vigilance, so it attacks and
    stays untapped, dealing 2; A's nontoken 2/2 and B's token are unchanged."""
    virtue = creature("virtue", text=_VIRTUE, types=["Enchantment"])
    soldier = creature("soldier", power=1, toughness=1, token=True)
    bear = creature("bear")
    theirs = creature("theirs", "B", power=1, toughness=1, token=True)
    state = combat([virtue, soldier, bear, theirs], {"soldier": "B"})
    assert (state.power("soldier"), state.toughness("soldier")) == (2, 2)
    assert state.has("soldier", Kw.VIGILANCE) and not state.permanents["soldier"].tapped
    assert (state.power("bear"), state.power("theirs")) == (2, 1)
    assert not state.has("bear", Kw.VIGILANCE)


@plays("Nontoken creatures you control get +1/+1.")
def test_only_nontoken_creatures_you_control() -> None:
    """CR 111.1, 611.3: A's nontoken 2/2 is a 3/3; A's 1/1 token stays 1/1."""
    lord = creature("lord", text=_LORD, types=["Enchantment"])
    state = combat([lord, creature("bear"), creature("soldier", power=1, toughness=1,
                                                      token=True)], {})
    assert state.power("bear") == 3 and state.power("soldier") == 1
