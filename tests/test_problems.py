"""Which attackers each creature may block (``sim.legality.problems.blockable``): the fast
answer against the reference (``pair_problems`` asked of every pair), and big boards.

``blockable`` judges a pair of a plain attacker and a plain blocker by the defending player
alone (CR 509.1a) and every other pair in full (509.1b, 702.9b-c, 702.14c, 702.16f, ...); on
random boards mixing plain and evasive creatures, several defenders and a planeswalker, both
must give the same attackers in the same order. Big boards must cost blockers plus
attackers: the option lists of plain blockers with the same attackers share one move table.
"""

from __future__ import annotations

from typing import Any

from boards import board, with_combat
from hypothesis import given, settings
from hypothesis import strategies as st

import mtgsim
from sim.legality.constraints import block_moves
from sim.legality.judge import Judge
from sim.legality.problems import blockable, blocker_problems, pair_problems
from sim.model.card import CardDef
from sim.model.objects import Permanent, Step
from sim.model.state import GameState
from sim.text import build_card

#: what a creature may have: nothing (plain) or one ability that makes a pair worth judging
ABILITIES = ["", "", "", "flying", "reach", "shadow", "horsemanship", "fear", "intimidate",
             "skulk", "can't be blocked", "can block only creatures with flying",
             "protection from red", "protection from green", "forestwalk",
             "can't be blocked by Walls", "can't be blocked by creatures with power 2 or less",
             "can't block creatures with power 3 or greater"]


def _card(name: str, ability: str, color: str, power: int, subtype: str) -> CardDef:
    fields: dict[str, Any] = {"name": name, "types": ["Creature"], "colors": [color],
                              "subtypes": [subtype], "power": power, "toughness": 2}
    if ability:
        fields["abilities"] = [ability]
    return build_card(fields, lambda f, m: ValueError(f"{f}: {m}"))


@st.composite
def positions(draw: st.DrawFn) -> GameState:
    """A combat of A against B and C (and C's planeswalker): up to six creatures a side, each
    plain or with one of ``ABILITIES``, some lands to walk."""
    perms: list[Permanent] = []
    for side in "ABC":
        for i in range(draw(st.integers(0, 6))):
            ability = draw(st.sampled_from(ABILITIES))
            color = draw(st.sampled_from("RGWUB"))
            subtype = draw(st.sampled_from(["Bear", "Wall"]))
            perms.append(Permanent(f"{side}{i}", side, _card(
                f"{side}{i}", ability, color, draw(st.integers(0, 4)), subtype),
                tapped=side != "A" and draw(st.integers(0, 5)) == 0))
    if draw(st.booleans()):
        perms.append(Permanent("forest", "B", build_card(
            {"name": "Forest", "types": ["Land"], "subtypes": ["Forest"]},
            lambda f, m: ValueError(f"{f}: {m}"))))
    perms.append(Permanent("jace", "C", build_card(
        {"name": "Jace", "types": ["Planeswalker"], "loyalty": 3},
        lambda f, m: ValueError(f"{f}: {m}"))))
    state = board(*perms, players=("A", "B", "C"), step=Step.DECLARE_BLOCKERS)
    attackers = [p.id for p in perms if p.controller == "A"]
    targets = draw(st.lists(st.sampled_from(["B", "C", "jace"]), min_size=len(attackers),
                            max_size=len(attackers)))
    return with_combat(state, dict(zip(attackers, targets, strict=True)),
                       step=Step.DECLARE_BLOCKERS)


@settings(max_examples=200, deadline=None, derandomize=True)
@given(positions())
def test_blockable_agrees_with_every_pair_judged(state: GameState) -> None:
    assert state.combat is not None
    attackers = list(state.combat.attackers)
    blockers = [p.id for p in state.creatures() if p.controller != "A"]
    reference = {b: can for b in blockers
                 if (can := [a for a in attackers if not pair_problems(state, b, a)])}
    assert blockable(state, blockers) == reference


def _vanilla_war(attackers: int, blockers: int, lands: int) -> GameState:
    bear = build_card({"name": "Bear", "types": ["Creature"], "power": 2, "toughness": 2},
                      lambda f, m: ValueError(f"{f}: {m}"))
    forest = build_card({"name": "Forest", "types": ["Land"], "subtypes": ["Forest"]},
                        lambda f, m: ValueError(f"{f}: {m}"))
    perms = [Permanent(f"a{i}", "A", bear) for i in range(attackers)]
    perms += [Permanent(f"b{i}", "B", bear) for i in range(blockers)]
    perms += [Permanent(f"l{i}", "AB"[i % 2], forest) for i in range(lands)]
    state = board(*perms, step=Step.DECLARE_BLOCKERS)
    return with_combat(state, {f"a{i}": "B" for i in range(attackers)},
                       step=Step.DECLARE_BLOCKERS)


def test_plain_blockers_share_one_move_table() -> None:
    """300 blockers facing the same 300 attackers: one table of 301 moves (no block, then each
    attacker, CR 509.1a), shared, not 300 copies."""
    state = _vanilla_war(300, 300, 100)
    options = blockable(state, [f"b{i}" for i in range(300)
                                if not blocker_problems(state, f"b{i}")])
    assert len(options) == 300 and all(len(v) == 300 for v in options.values())
    moves = block_moves(state, options)
    assert len(moves["b0"]) == 301 and all(moves[b] is moves["b0"] for b in moves)
    assert Judge(state, "block").options == options


def test_a_big_board_plays_through() -> None:
    """A board of 2,400 permanents (400 Bears attacking, 400 able to block, 1,600 lands)
    plays its combat through the public loop with no blocks: 800 damage to B (CR 510.1)."""
    perms: list[dict[str, Any]] = []
    for side, prefix in (("A", "a"), ("B", "b")):
        perms += [{"id": f"{prefix}{i}", "controller": side, "card": "Grizzly Bears"}
                  for i in range(400)]
        perms += [{"id": f"{prefix}l{i}", "controller": side, "card": "Forest"}
                  for i in range(800)]
    state = mtgsim.load({"players": {"A": {}, "B": {}}, "permanents": perms,
                         "combat": {"attacks": {f"a{i}": "B" for i in range(400)}}})
    assert mtgsim.play(state).life["B"] == 20 - 800
