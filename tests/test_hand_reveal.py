"""Coercion's "target opponent reveals their hand. You choose a card from it. That player
discards that card." (CR 701.20a, 701.9a): Duress's chain (``DISCARD_CHOSEN``) with no kind —
any card of the revealed hand may be chosen, lands and creatures too."""

from __future__ import annotations

from played import plays
from test_discard import hand_ids, spell, table
from test_stack import events, finish, legal, perm, play, to

from sim.model.events import Discarded
from sim.model.objects import Zone
from sim.text.effect_text import read_effect
from sim.text.render_effects import program
from sim.text.wording import canonical

COERCION = ("Target opponent reveals their hand. You choose a card from it. That player "
            "discards that card.")


@plays("Target opponent reveals their hand. You choose a card from it. That player discards "
       "that card.")
def test_coercion_the_caster_chooses_any_card_of_the_revealed_hand() -> None:
    """CR 701.20a, 701.9a: B reveals the Hill Giant and the Island; A (not B) chooses between
    both (a land and a creature offered alike) and B discards the one chosen; with one card
    there is no choice; with none nothing is discarded."""
    hand = [perm("b1", "B", "Hill Giant", Zone.HAND), perm("b2", "B", "Island", Zone.HAND)]
    state = table(perm("p1", "A", spell(COERCION), Zone.HAND), *hand)
    play(state, "cast p1", "target B")
    to(state, "choose_discard")
    assert state.decision is not None and state.decision.player == "A"
    assert legal(state) == ["discard b1", "discard b2"]
    finish(play(state, "discard b2"))
    assert [e.card for e in events(state, Discarded)] == ["b2"] and hand_ids(state, "B") == ["b1"]
    one = table(perm("p1", "A", spell(COERCION), Zone.HAND), perm("b2", "B", "Island", Zone.HAND))
    finish(play(one, "cast p1", "target B"))
    assert [e.card for e in events(one, Discarded)] == ["b2"]
    empty = table(perm("p1", "A", spell(COERCION), Zone.HAND))
    finish(play(empty, "cast p1", "target B"))
    assert not events(empty, Discarded)


def test_the_chain_reads_in_order_and_renders_back() -> None:
    """The three sentences are one instruction (CR 608.2c), rendered back; out of order, or
    with the choice twice, it is not read."""
    prog = read_effect(COERCION)
    assert [(op.verb, op.card) for op in prog.ops] == [("discard chosen", "")]
    assert canonical(program(prog)) == COERCION.lower().rstrip(".")
    twice = COERCION.replace("from it.", "from it. You choose a card from it.")
    assert read_effect(twice).unsupported
    assert read_effect("Target opponent reveals their hand. That player discards that card."
                       ).unsupported
