"""Instructions acting on players rendered back to Oracle text (sim.text.render_players):
edicts (CR 701.21a) in the forms the compiler reads, so each counts as run only when its model
writes back its exact words; and "its controller discards a card" (CR 608.2h, 701.9a), the
controller of the target named before, played."""

from __future__ import annotations

import pytest
from played import plays
from test_discard import graveyard, hand, hand_of, table
from test_edicts import spell
from test_stack import events, finish, perm, play, to

from sim.model.events import Discarded
from sim.model.objects import Zone
from sim.text import read_card
from sim.text.render import round_trips

EDICTS = ("Target player sacrifices a creature.", "Each player sacrifices two creatures.",
          "Each opponent sacrifices a nonland permanent.", "Sacrifice a land.",
          "Target opponent sacrifices an artifact or creature.",
          "Each player sacrifices X lands.")


@pytest.mark.parametrize("clause", EDICTS)
def test_an_edict_renders_back_to_its_words(clause: str) -> None:
    """CR 701.21a: the edict's player, count and kinds are written back as read."""
    reading = read_card(clause, "Probe", ("Sorcery",))
    assert reading.status == "full", reading.unsupported
    for said, model in reading.clauses:
        assert round_trips(said, model, "Probe")


def test_a_changed_kind_or_count_does_not_round_trip() -> None:
    """CR 701.21a: a model of another kind or count does not write the clause back."""
    [(_, model)] = read_card("Each player sacrifices a creature.", "Probe", ("Sorcery",)).clauses
    [(_, other)] = read_card("Each player sacrifices a land.", "Probe", ("Sorcery",)).clauses
    [(_, two)] = read_card("Each player sacrifices two creatures.", "Probe",
                           ("Sorcery",)).clauses
    assert round_trips("each player sacrifices a creature", model, "Probe")
    assert not round_trips("each player sacrifices a creature", other, "Probe")
    assert not round_trips("each player sacrifices a creature", two, "Probe")


@plays("Destroy target creature. Its controller discards a card.")
def test_its_controller_discards_a_card() -> None:
    """CR 608.2h and 701.9a: "its controller" is the controller of the destroyed creature
    (from its last known information): B, who chooses the card B discards."""
    state = table(perm("p1", "A", spell("Destroy target creature. Its controller discards a "
                                        "card."), Zone.HAND),
                  perm("b0", "B", "Grizzly Bears"), *hand_of("B", "Hill Giant", "Island"),
                  *hand_of("A", "Forest"))
    play(state, "cast p1")
    to(state, "choose_target")
    play(state, "target b0")
    to(state, "choose_discard")
    assert state.decision is not None and state.decision.player == "B"
    play(state, "discard b2")
    finish(state)
    assert state.permanents["b0"].zone is Zone.GRAVEYARD
    assert hand(state, "B") == ["b1"] and hand(state, "A") == ["a1"]
    assert sorted(graveyard(state, "B")) == ["Grizzly Bears", "Island"]
    assert [(e.player, e.card) for e in events(state, Discarded)] == [("B", "b2")]
