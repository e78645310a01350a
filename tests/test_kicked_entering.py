"""Reading "if ~ was kicked, it enters with N +1/+1 counters on it and with <keyword>" (CR
702.33d, 614.1c; ``sim.text.kicked_entering``): the keywords the engine gives as an effect,
others left unread; played in ``tests/test_kicked.py``."""

from __future__ import annotations

import pytest

from sim.model.abilities import KICKED_COUNTERS
from sim.text import FULL, read_card
from sim.text.kicked_entering import kicked_entering


@pytest.mark.parametrize("text, value", [
    ("if ~ was kicked, it enters with two +1/+1 counters on it and with flying", "2|flying"),
    ("if ~ was kicked, it enters the battlefield with a +1/+1 counter on it and with fear",
     "1|fear"),
    ("if ~ was kicked, it enters with three +1/+1 counters on it and with haste", "3|haste")])
def test_the_counters_and_the_keyword(text: str, value: str) -> None:
    """CR 702.33d: the number of counters and the keyword, in one parameter."""
    parsed = kicked_entering(text)
    assert parsed is not None and parsed.params == frozenset({(KICKED_COUNTERS, value)})


@pytest.mark.parametrize("text", [
    "if ~ was kicked, it enters with two +1/+1 counters on it and with flash",
    "if ~ was kicked, it enters with two +1/+1 counters on it and with \"{t}: draw a card.\""])
def test_another_ability_is_not_read(text: str) -> None:
    """CR 702.33d: an ability the engine does not give as an effect (flash matters only as the
    spell is cast; a quoted ability) leaves the clause unread."""
    assert kicked_entering(text) is None
    card = "Kicker {1}\n" + text.replace("~", "Probe") + "."
    assert read_card(card, "Probe", ("Creature",)).status != FULL
