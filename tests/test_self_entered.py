""""~ has hexproof as long as it entered the battlefield this turn" (CR 611.3a, 603.6a: a
permanent enters as a spell resolves, as an effect puts or creates it, as a land is played;
``Permanent.entered_turn``, set by ``Player.note_entered``): the static condition
``SELF_ENTERED``."""

from __future__ import annotations

from played import plays
from test_library import turn
from test_stack import card, perm, play

from sim import CardDef
from sim.model.keywords import Kw
from sim.model.objects import Zone

BEHEMOTH = "~ has hexproof as long as it entered the battlefield this turn."


def _behemoth() -> CardDef:
    made = card("Behemoth", types=["Creature"], cost="{U}", power=5, toughness=7,
                text=BEHEMOTH)
    assert not made.unsupported, made.unsupported
    return made


@plays(BEHEMOTH)
def test_hexproof_only_the_turn_it_entered() -> None:
    """CR 611.3a, 603.6a, 702.11b: the Behemoth A casts this turn has hexproof once it
    resolves; the one already on the battlefield as the turn began has none; the new one
    entered on turn 1 (``entered_turn``), and on turn 2 it would not have it."""
    state = turn(perm("b1", "A", _behemoth(), Zone.HAND), perm("b2", "A", _behemoth()))
    play(state, "cast b1")
    while state.stack:
        state.apply("pass")
    assert state.permanents["b1"].zone is Zone.BATTLEFIELD
    assert state.keywords("b1") & Kw.HEXPROOF and not state.keywords("b2") & Kw.HEXPROOF
    assert state.permanents["b1"].entered_turn == state.turn
    state.turn += 1  # (a later turn: the condition no longer holds)
    state.version += 1
    assert not state.keywords("b1") & Kw.HEXPROOF
