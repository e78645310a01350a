"""Decayed tokens (CR 702.147a): "create a 2/2 black Zombie creature token with decayed" — the
keyword stands for "This creature can't block." and "When this creature attacks, sacrifice it
at end of combat." (``sim.model.token_specs.DECAYED``), compiled as the token's abilities and
written back as "with decayed" (``sim.text.render_tokens.token_abilities``)."""

from __future__ import annotations

from played import plays
from test_library import turn
from test_stack import card, events, finish, legal, perm, to

from sim import GameState, Player, Step
from sim.model.events import Sacrificed
from sim.model.keywords import Kw
from sim.model.objects import Span, Zone
from sim.rules.tokens import create_token, spec_card
from sim.text import read_card

ZOMBIE = "Create a 2/2 black Zombie creature token with decayed."


def _zombie_spec() -> object:
    spell = read_card(ZOMBIE, "P", ("Sorcery",)).spell
    assert spell is not None
    [op] = spell.ops
    return op.token


@plays("Create a 2/2 black Zombie creature token with decayed.")
def test_a_decayed_zombie_is_sacrificed_at_end_of_combat_after_attacking() -> None:
    """CR 702.147a, 511.2, 603.7: the Zombie (no longer summoning sick) attacks B and deals 2;
    as the end of combat step begins it is sacrificed (a token, it then ceases to exist,
    704.5d)."""
    state = turn(mana="{0}")
    [zombie] = create_token(state, "A", spec_card(_zombie_spec()))  # type: ignore[arg-type]
    made = state.permanents[zombie].card
    assert made.name == "Zombie" and made.colors == ("B",) and not made.unsupported
    assert made.keywords & Kw.CANT_BLOCK
    state.permanents[zombie].sick = False
    to(state, "declare_attackers")
    state.apply(f'attack "{zombie}"=B')
    finish(state)
    assert state.players["B"].life == 18
    assert zombie not in state.permanents or state.permanents[zombie].zone is not Zone.BATTLEFIELD
    assert [e.permanent for e in events(state, Sacrificed)] == [zombie]


def test_a_decayed_zombie_can_t_block() -> None:
    """CR 702.147a, 509.1b: on B's turn, B's Bears attack A; A's Zombie may not block them."""
    bears = card("Bears", types=["Creature"], cost="{G}", power=2, toughness=2)
    players = {"A": Player("A"), "B": Player("B")}
    state = GameState(players, {"b1": perm("b1", "B", bears)}, ("A", "B"), "B",
                      step=Step.PRECOMBAT_MAIN, span=Span.TURN, seed=7).start()
    [zombie] = create_token(state, "A", spec_card(_zombie_spec()))  # type: ignore[arg-type]
    to(state, "declare_attackers")
    state.apply("attack b1=A")
    to(state, "declare_blockers")
    assert legal(state) == ["block none"]
