"""A land or other permanent that becomes a creature with a quoted ability (CR 613.1f: the
ability added in layer 6 by the same effect that makes it a creature in layer 4 and sets its
base power and toughness in layer 7b, 613.6; 113.6, 201.5: "this creature" in the quotation is
the permanent that has it; 205.1b: "it's still a land"; 611.2a, 514.2: until end of turn) —
``sim.model.become_verbs.Becoming.quoted``, compiled as the effect begins by
``sim.rules.becoming``."""

from __future__ import annotations

from played import plays
from test_becoming import activate, board, end_turn

from sim.model.objects import Zone
from sim.text import FULL, read_card

RAVINE = ('{1}: Until end of turn, Ravine becomes a 3/3 red and green Elemental creature with '
          '"Whenever this creature attacks, put a +1/+1 counter on it." It\'s still a land.')
POOL = ('{1}: Pool becomes a 1/1 black Skeleton creature with "{1}: This creature gets +2/+2 '
        'until end of turn." until end of turn. It\'s still a land.')


def land(pid: str, text: str) -> dict[str, object]:
    return {"id": pid, "controller": "A", "name": pid.title(), "types": ["Land"], "text": text}


@plays(RAVINE)
def test_the_animated_land_has_the_quoted_trigger_until_end_of_turn() -> None:
    """CR 613.1f, 205.1b, 603.2: the land becomes a 3/3 Elemental land creature; it attacks and
    its granted ability triggers: a +1/+1 counter makes it 4/4. Once the turn ends it is a land
    again, without the ability."""
    state = board(land("ravine", RAVINE))
    activate(state, "ravine")
    card = state.permanents["ravine"].card
    assert set(card.types) == {"Land", "Creature"} and card.subtypes == ("Elemental",)
    assert len(card.triggered) == 1 and (state.power("ravine"), state.toughness("ravine")) == \
        (3, 3)
    while str(state.decision.kind) != "declare_attackers":  # type: ignore[union-attr]
        state.apply("pass")
    state.apply("attack ravine=B")
    while state.stack or str(state.decision.kind) != "priority":  # type: ignore[union-attr]
        state.apply("pass")
    assert (state.power("ravine"), state.toughness("ravine")) == (4, 4)
    end_turn(state)
    card = state.permanents["ravine"].card
    assert card.types == ("Land",) and not card.triggered
    assert state.permanents["ravine"].zone is Zone.BATTLEFIELD


@plays(POOL)
def test_the_animated_land_activates_its_quoted_ability() -> None:
    """CR 613.1f, 602.2, 613.4c: the 1/1 Skeleton land has the quoted activated ability after
    its own; activated, it resolves: the land is 3/3 until end of turn."""
    state = board(land("pool", POOL))
    activate(state, "pool")
    assert len(state.permanents["pool"].card.activated) == 2
    assert (state.power("pool"), state.toughness("pool")) == (1, 1)
    state.apply("activate pool 1")
    while state.stack or str(state.decision.kind) != "priority":  # type: ignore[union-attr]
        actions = [str(a) for a in state.legal_actions()]
        pays = [a for a in actions if a.startswith("pay")]
        state.apply(pays[0] if pays else "pass")
    assert (state.power("pool"), state.toughness("pool")) == (3, 3)


def test_quoted_forms_render_back() -> None:
    """CR 613.1f: keywords and a quotation ("with menace and ..."), and a quotation the engine
    does not run leaving the clause not run (608.2: exactly, or not at all)."""
    hive = ('{1}: Hive becomes a 3/3 black Beholder creature with menace and "Whenever this '
            'creature attacks, draw a card." until end of turn.')
    assert read_card(hive, "Hive", ("Land",)).status == FULL
    for text in (RAVINE, POOL):
        assert read_card(text, text.split()[1] if "Pool" in text else "Ravine",
                         ("Land",)).status == FULL
    odd = ('{1}: Until end of turn, Odd becomes a 3/3 Elemental creature with "This creature '
           'can block only creatures with flying." It\'s still a land.')
    assert read_card(odd, "Odd", ("Land",)).status != FULL
