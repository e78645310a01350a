"""Effects until end of turn written in other orders (issue 29, durations;
``sim.text.duration_rules``): "until end of turn, <subject> gets +N/+N and gains <abilities>"
(CR 611.2a: the duration first, the same effect), "gains <abilities> and gets +X/+X", "gets
+N/+N for each <count> and gains <abilities>" (608.2h), and "can't attack [or block] this turn"
(508.1c, 509.1b)."""

from __future__ import annotations

from played import plays
from test_stack import card, finish, game, legal, perm, play, to

from sim import GameState, Step
from sim.model.keywords import Kw
from sim.text.effect_text import read_effect


def board(text: str) -> GameState:
    """A's Shouter (``text``) and Bears, B's Hill Giant and Bears; A has {1}."""
    shouter = card("Shouter", power=1, toughness=1, text=text)
    return game(perm("s1", "A", shouter), perm("a1", "A", "Grizzly Bears"),
                perm("b1", "B", "Hill Giant"), perm("b2", "B", "Grizzly Bears"),
                mana={"A": "{1}"})


def _attack_then_activate(text: str) -> GameState:
    state = board(text)
    to(state, "declare_attackers").apply("attack a1=B")
    to(state, "priority", Step.DECLARE_ATTACKERS, "A")
    return play(state, "activate s1 0", "target a1")


@plays("{1}: Until end of turn, target creature gets +1/+1 and gains flying.")
def test_the_duration_first_pumps_and_grants_until_end_of_turn() -> None:
    """CR 611.2a, 702.9b: the attacking Bears become a 3/3 with flying: neither of B's
    ground creatures can block it, and it deals 3; the effect ends with the turn (514.2)."""
    state = _attack_then_activate("{1}: Until end of turn, target creature gets +1/+1 and gains "
                                  "flying.")
    to(state, "declare_blockers")
    assert state.power("a1") == 3 and state.has("a1", Kw.FLYING)
    assert legal(state) == ["block none"]
    finish(play(state, "block none"))
    assert state.outcome().life["B"] == 17


@plays("{1}: Until end of turn, target creature gets +1/+1 for each creature you control and "
       "gains trample.")
def test_the_bonus_is_counted_the_ability_granted_once() -> None:
    """CR 608.2h: A controls two creatures as it resolves: the Bears get +2/+2 (4/4) and
    trample (702.19b): blocked by B's Bears (2/2), 2 damage is assigned to B."""
    state = _attack_then_activate("{1}: Until end of turn, target creature gets +1/+1 for each "
                                  "creature you control and gains trample.")
    to(state, "declare_blockers")
    assert (state.power("a1"), state.toughness("a1")) == (4, 4) and state.has("a1", Kw.TRAMPLE)
    finish(play(state, "block b2=a1"))
    assert state.outcome().life["B"] == 18


@plays("{1}: Until end of turn, target creature gains trample and gets +X/+X, where X is the "
       "number of creatures you control.")
def test_the_grant_before_the_bonus() -> None:
    """CR 611.2a, 107.3: "gains trample and gets +X/+X" is the same effect as "gets +X/+X and
    gains trample": X is 2, the Bears a 4/4 with trample."""
    state = _attack_then_activate("{1}: Until end of turn, target creature gains trample and "
                                  "gets +X/+X, where X is the number of creatures you control.")
    assert (state.power("a1"), state.toughness("a1")) == (4, 4) and state.has("a1", Kw.TRAMPLE)


@plays("{1}: Target creature can't attack this turn.")
def test_target_creature_cant_attack_this_turn() -> None:
    """CR 508.1c, 611.2a: the Bears targeted before attackers are declared can't attack; the
    Shouter still may."""
    state = board("{1}: Target creature can't attack this turn.")
    play(state, "activate s1 0", "target a1")
    to(state, "declare_attackers")
    moves = legal(state)
    assert not any("a1=" in m for m in moves) and any("s1=B" in m for m in moves)


@plays("{1}: Target creature can't attack or block this turn.")
def test_target_creature_cant_attack_or_block_this_turn() -> None:
    """CR 509.1b, 611.2a: the Hill Giant targeted can't block the attacking Bears; B's Bears
    still may."""
    state = board("{1}: Target creature can't attack or block this turn.")
    play(state, "activate s1 0", "target b1")
    to(state, "declare_attackers").apply("attack a1=B")
    to(state, "declare_blockers")
    assert "block b1=a1" not in legal(state) and "block b2=a1" in legal(state)
    assert state.has("b1", Kw.CANT_ATTACK)


def test_a_grant_with_then_after_it_is_not_read() -> None:
    """A phrase the duration-first rule does not read stays unsupported (no approximation)."""
    assert read_effect("Until end of turn, target creature gets +1/+1 for each creature you "
                       "control and gains trample, then draw a card.").unsupported


@plays("{1}: Bears you control get +1/+1 and gain flying until end of turn.",
       "{1}: Until end of turn, other Bears you control gain flying.")
def test_a_creature_types_plural_is_the_group_of_that_subtype() -> None:
    """CR 205.3m, 115.10: "bears you control" are the Bear creatures A controls (no target):
    A's Grizzly Bears gets +1/+1 and flying, B's Bears and A's Shouter (no Bear) nothing;
    "other" leaves the source out (the Shouter here is no Bear either way)."""
    state = board("{1}: Bears you control get +1/+1 and gain flying until end of turn.")
    play(state, "activate s1 0")
    to(state, "declare_attackers")
    assert state.power("a1") == 3 and state.has("a1", Kw.FLYING)
    assert state.power("b2") == 2 and not state.has("b2", Kw.FLYING)
    assert state.power("s1") == 1 and not state.has("s1", Kw.FLYING)
    other = board("{1}: Until end of turn, other Bears you control gain flying.")
    play(other, "activate s1 0")
    to(other, "declare_attackers")
    assert other.has("a1", Kw.FLYING) and not other.has("b2", Kw.FLYING)


def test_a_word_that_is_no_creature_type_is_not_a_group() -> None:
    """CR 205.3m: only a creature type's plural names a group ("foos" is none)."""
    assert read_effect("Foos you control get +1/+1 until end of turn.").unsupported


@plays("{1}: Target creature gets +2/+2 until end of turn and must be blocked this turn if able.")
def test_the_bonus_and_the_block_requirement_on_one_target() -> None:
    """CR 611.2a, 509.1c: the attacking Bears become a 4/4 and must be blocked: B can't
    declare no blocks while a creature of B's can block it."""
    state = _attack_then_activate("{1}: Target creature gets +2/+2 until end of turn and must "
                                  "be blocked this turn if able.")
    to(state, "declare_blockers")
    assert state.power("a1") == 4 and state.has("a1", Kw.MUST_BE_BLOCKED)
    assert "block none" not in legal(state) and "block b1=a1" in legal(state)
