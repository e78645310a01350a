"""An "unless" written back to its Oracle words (sim.text.render_unless; CR 118.12a): each
form the compiler reads counts as run only when its model writes back its exact words — the
payer's verb ("you pay", "they pay", "its controller pays"), the cost, a second cost after
"or"."""

from __future__ import annotations

import pytest

from sim.text import read_card
from sim.text.render import round_trips

CLAUSES = (("Counter target spell unless its controller pays {X}.", "Instant"),
           ("Counter target spell unless its controller pays {1} for each card in your "
            "graveyard.", "Instant"),
           ("When this creature enters, sacrifice it unless you sacrifice two Forests.",
            "Creature"),
           ("When this land enters, sacrifice it unless you return an untapped Swamp you "
            "control to its owner's hand.", "Land"),
           ("Each opponent loses 3 life unless they discard a card or sacrifice a creature.",
            "Sorcery"),
           ("Destroy target land unless its controller has Probe deal 6 damage to them.",
            "Sorcery"),
           ("Target player discards their hand unless they pay 7 life.", "Sorcery"))


@pytest.mark.parametrize(("clause", "kind"), CLAUSES)
def test_an_unless_renders_back_to_its_words(clause: str, kind: str) -> None:
    """CR 118.12a: the payer, the cost and the instruction spared are written back as read."""
    reading = read_card(clause, "Probe", (kind,))
    assert reading.status == "full", reading.unsupported
    for said, model in reading.clauses:
        assert round_trips(said, model, "Probe")


def test_another_cost_or_payer_does_not_round_trip() -> None:
    """CR 118.12a: a model of another cost, or of another payer, does not write the clause
    back."""
    [(_, model)] = read_card("Target player discards their hand unless they pay 7 life.",
                             "Probe", ("Sorcery",)).clauses
    assert round_trips("target player discards their hand unless they pay 7 life", model,
                       "Probe")
    assert not round_trips("target player discards their hand unless they pay 6 life", model,
                           "Probe")
    assert not round_trips("target player discards their hand unless you pay 7 life", model,
                           "Probe")
