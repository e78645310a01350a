""""<subject> gets +1/+0 until end of turn and can't be blocked this turn" (CR 611.2a, 509.1b:
two effects on one subject until end of turn; ``EffectRules.modify_unblockable``,
``sim.text.render_riders``): the bonus and the evasion both apply, and end with the turn."""

from __future__ import annotations

from played import plays
from test_stack import card, game, legal, perm, to

from sim import GameState
from sim.model.keywords import Kw
from sim.model.programs import AND_RIDER, MODIFY
from sim.text.effect_text import read_effect

SURVIVOR = ("Whenever Probe attacks, Probe gets +1/+0 until end of turn and can't be blocked "
            "this turn.")


def _attacking(text: str, target: str = "") -> GameState:
    probe = card("Probe", types=["Creature"], cost="{U}", power=1, toughness=1, text=text)
    assert not probe.unsupported, probe.unsupported
    state = game(perm("p1", "A", probe), perm("b1", "B", "Grizzly Bears"))
    to(state, "declare_attackers").apply("attack p1=B")
    if target:
        to(state, "choose_target").apply(f"target {target}")
    return to(state, "declare_blockers")


@plays("Whenever Probe attacks, Probe gets +1/+0 until end of turn and can't be blocked this "
       "turn.")
def test_the_bonus_and_the_evasion() -> None:
    """CR 611.2a, 509.1b: the attack trigger resolves before blocks: Probe is 2/1 and B's
    Bears can't block it (B's only legal declaration is no blocks)."""
    state = _attacking(SURVIVOR)
    assert (state.power("p1"), state.toughness("p1")) == (2, 1)
    assert legal(state) == ["block none"]


@plays("Whenever Probe attacks, target creature gains flying until end of turn and can't be "
       "blocked this turn.")
def test_a_target_named_once_gets_both() -> None:
    """CR 115.1, 611.2a: one target; the second effect is on that same creature: Probe,
    targeting itself, has flying and can't be blocked."""
    state = _attacking("Whenever Probe attacks, target creature gains flying until end of turn "
                       "and can't be blocked this turn.", "p1")
    assert legal(state) == ["block none"] and state.has("p1", Kw.FLYING)


def test_the_rider_is_its_own_instruction() -> None:
    """CR 608.2c: two instructions, the second marked as written "and ..."; two sentences
    read the same effects unmarked."""
    program = read_effect("~ gets +1/+0 until end of turn and can't be blocked this turn.")
    assert [op.verb for op in program.ops] == [MODIFY, MODIFY]
    assert program.ops[1].rule == AND_RIDER and not program.unsupported
    program = read_effect("~ gets +1/+0 until end of turn. ~ can't be blocked this turn.")
    assert not program.ops[1].rule and not program.unsupported


def test_must_be_blocked_as_a_rider_and_alone() -> None:
    """CR 509.1c: "and must be blocked this turn if able" after a modification of the same
    target is read as its rider (``AND_RIDER``); written alone the requirement has its
    subject."""
    program = read_effect("Target creature gets +2/+2 until end of turn and must be blocked "
                          "this turn if able.")
    assert not program.unsupported
    pump, rider = program.ops
    assert pump.verb == rider.verb == MODIFY and rider.rule == AND_RIDER
    assert rider.add == Kw.MUST_BE_BLOCKED and rider.who == pump.who
    alone = read_effect("Target creature must be blocked this turn if able.")
    assert not alone.unsupported and alone.ops[0].rule == ""
