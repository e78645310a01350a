"""Tokens of a creature type and kin-only blocking (CR 111.1, 205.3m, 509.1b): "Zombie tokens
you control have flying" (a static ability's creatures narrowed to the tokens of one creature
type: ``sim.model.pump_verbs.narrowed``), and a Spirit token's "This token can't block or be
blocked by non-Spirit creatures" (``sim.model.combat_params.KIN_ONLY``, judged by
``sim.legality.constraints.evasion_problems``), played."""

from __future__ import annotations

from played import plays
from test_event_triggers import combat, creature

import mtgsim
from sim.legality.constraints import evasion_problems
from sim.model.combat_params import KIN_ONLY
from sim.model.keywords import Kw
from sim.text import FULL, read_card
from sim.text.render import round_trips

_SKYLORD = "Zombie tokens you control have flying."
_KIN = "This token can't block or be blocked by non-Spirit creatures."
_KOH = ('{T}: Create a 1/1 colorless Spirit creature token with "This token can\'t block or '
        'be blocked by non-Spirit creatures."')


def test_read_and_rendered_back() -> None:
    """CR 611.3, 509.1b: each reads whole and renders back; the Spirit token's name ("Spirit")
    is not read as a self-reference in "non-Spirit" (205.3m: a creature type)."""
    for text, name in ((_SKYLORD, "Skylord"), ("Zombie tokens you control have hexproof and "
                                               "menace.", "Skylord"), (_KIN, "Spirit"),
                       (_KOH, "Realm")):
        reading = read_card(text, name)
        assert reading.status == FULL, text
        assert all(round_trips(clause, model, name) for clause, model in reading.clauses)
    assert (KIN_ONLY, "Spirit") in read_card(_KIN, "Spirit").parsed.params


@plays(_SKYLORD)
def test_only_zombie_tokens_you_control_have_flying() -> None:
    """CR 111.1, 205.3m, 611.3: A's Zombie token has flying, so B's 2/2 can't block it
    (702.9b) and it deals 2; A's nontoken Zombie, A's Soldier token and B's Zombie token
    don't."""
    lord = creature("skylord", text=_SKYLORD, types=["Enchantment"])
    zombie = creature("zombie", subtypes=["Zombie"], token=True)
    nontoken = creature("walker", subtypes=["Zombie"])
    soldier = creature("soldier", subtypes=["Soldier"], token=True)
    theirs = creature("theirs", "B", subtypes=["Zombie"], token=True)
    state = combat([lord, zombie, nontoken, soldier, theirs], {"zombie": "B"})
    assert state.has("zombie", Kw.FLYING)
    assert not any(state.has(p, Kw.FLYING) for p in ("walker", "soldier", "theirs"))
    assert state.players["B"].life == 18


@plays(_KOH)
def test_a_spirit_token_blocks_and_is_blocked_only_by_spirits() -> None:
    """CR 111.4, 509.1b: the Spirit token has its quoted ability: B's nontoken Bear can't
    block it, B's Spirit can; and it can block a Spirit but not a Bear."""
    state = mtgsim.load({"active_player": "A", "players": {"A": {}, "B": {}}, "permanents": [
        {"id": "realm", "controller": "A", "name": "Realm", "types": ["Land"], "text": _KOH},
        creature("bear", "B", subtypes=["Bear"]), creature("ghost", "B", subtypes=["Spirit"])]})
    state.apply("activate realm 0")
    while state.stack:
        state.apply("pass")
    (token,) = [p.id for p in state.permanents.values() if p.token]
    assert (KIN_ONLY, "Spirit") in state.params(token)
    assert evasion_problems(state, "bear", token)
    assert not evasion_problems(state, "ghost", token)
    assert evasion_problems(state, token, "bear")
    assert not evasion_problems(state, token, "ghost")


_DIABOLIST = ("Whenever Diabolist attacks, create a tapped and attacking 1/1 red Devil creature "
              'token with "When this creature dies, it deals 1 damage to any target."')


@plays(_DIABOLIST)
def test_a_tapped_and_attacking_token_written_before_its_size() -> None:
    """CR 508.4: "create a tapped and attacking 1/1 ... token" puts the token onto the
    battlefield tapped and attacking (never declared as an attacker, so Diabolist's "whenever
    ~ attacks" doesn't trigger again for it): unblocked, it deals 1 beside Diabolist's 2. The
    clause renders back with its words in that order."""
    reading = read_card(_DIABOLIST, "Diabolist")
    assert reading.status == FULL
    (ability,) = reading.triggered
    assert ability.program is not None
    (op,) = ability.program.ops
    assert op.attacking and op.tapped and op.token is not None and op.token.power == 1
    assert round_trips(_DIABOLIST, ability, "Diabolist")
    state = combat([creature("diabolist", text=_DIABOLIST)], {"diabolist": "B"})
    (devil,) = [p for p in state.permanents.values() if p.token]
    assert devil.tapped and devil.card.subtypes == ("Devil",)
    assert state.players["B"].life == 17
