"""sim.rules.tokens: creating tokens (CR 111), putting objects onto the battlefield, tapped or
attacking (508.4), and "enters with N +1/+1 counters" (614.1c)."""

from __future__ import annotations

import pytest
from boards import board, creature, planeswalker, with_combat
from played import plays

from sim import CardDef, GameState, Kw, Step, Zone, check_state_based_actions
from sim.model.abilities import ENTERS_WITH_COUNTERS
from sim.model.events import AttackerDeclared, Entered
from sim.model.objects import PLUS
from sim.rules.tokens import create_token, enter_battlefield, enters_with_counters, token_card
from sim.text import build_card
from sim.text.oracle import read_text
from sim.text.static_text import parse_text

OOZE = token_card(3, 3, ["green"], ["Ooze"])
ANGEL = token_card(4, 4, ["W"], ["Angel"], Kw.FLYING)


def entered(state: GameState) -> list[Entered]:
    return [e for e in state.events if isinstance(e, Entered)]


def test_token_card_describes_the_token() -> None:
    """CR 111.4: "a 3/3 green Ooze creature token" is named Ooze Token, a green creature with
    the subtype Ooze and no mana cost (111.3)."""
    expected = CardDef("Ooze Token", types=("Creature",), subtypes=("Ooze",), colors=("G",),
                       power=3, toughness=3)
    assert expected == OOZE
    assert ANGEL.keywords == Kw.FLYING and ANGEL.colors == ("W",)
    assert token_card(1, 1, [], ["Spirit"], name="Spirit").name == "Spirit"


def test_create_tokens() -> None:
    """CR 111.1-111.2: the creating player owns and controls each token; tokens are
    summoning sick (302.6), untapped by default; ids are deterministic and distinct."""
    state = board(creature("x", "A"))
    ids = create_token(state, "A", OOZE, count=2)
    assert ids == ["A:token:1", "A:token:2"]
    for pid in ids:
        tok = state.permanents[pid]
        assert tok.token and tok.zone is Zone.BATTLEFIELD
        assert tok.controller == tok.owner == "A" and tok.sick and not tok.tapped
        assert state.power(pid) == 3 and state.is_creature(pid)
    assert [(e.permanent, e.controller, e.attacking) for e in entered(state)] == [
        ("A:token:1", "A", None), ("A:token:2", "A", None)]
    assert entered(state)[0].to_json() == {"kind": "enters", "step": state.step,
                                           "permanent": "A:token:1", "controller": "A",
                                           "attacking": None}


def test_token_ids_are_never_reused() -> None:
    """A token that left the battlefield ceases to exist (704.5d); the next token gets a new
    id, so an id in the log never names two objects."""
    state = board()
    first = create_token(state, "B", OOZE)[0]
    state.move(first, Zone.GRAVEYARD)
    check_state_based_actions(state)
    assert first not in state.permanents
    assert create_token(state, "B", OOZE) == ["B:token:2"]


def test_tapped_tokens_with_counters() -> None:
    state = board()
    (pid,) = create_token(state, "A", OOZE, tapped=True, counters={PLUS: 2})
    assert state.permanents[pid].tapped
    assert (state.power(pid), state.toughness(pid)) == (5, 5)


@plays("This creature enters with a +1/+1 counter on it.")
def test_enters_with_counters_is_read_from_the_text() -> None:
    """CR 614.1c: "This creature enters with N +1/+1 counters on it" (and the older "enters
    the battlefield with") is a parameter the front end reads; tokens and cards put onto the
    battlefield get the counters (Servant of the Scale: 0/0, "enters with a +1/+1 counter")."""
    assert parse_text("This creature enters with two +1/+1 counters on it.").params == \
        frozenset([(ENTERS_WITH_COUNTERS, "2")])
    assert parse_text("Walker enters the battlefield with 3 +1/+1 counters on it.",
                      "Walker").params == frozenset([(ENTERS_WITH_COUNTERS, "3")])
    reading = read_text("This creature enters with a +1/+1 counter on it.", "Servant")
    assert reading.status == "full"
    servant = build_card({"name": "Servant of the Scale", "power": 0, "toughness": 0,
                          "subtypes": ["Human", "Soldier"], "colors": ["G"],
                          "text": "This creature enters with a +1/+1 counter on it."},
                         lambda f, m: ValueError(f"{f}: {m}"))
    state = board()
    (pid,) = create_token(state, "A", servant)
    assert enters_with_counters(state, pid) == 1
    assert state.permanents[pid].counters == {PLUS: 1}
    assert (state.power(pid), state.toughness(pid)) == (1, 1)
    check_state_based_actions(state)  # a 0/0 without the counter would die (704.5f)
    assert state.permanents[pid].zone is Zone.BATTLEFIELD


def test_enter_battlefield_from_hand() -> None:
    """A card put onto the battlefield from a hand (a flash creature resolving) is a new object
    (400.7): summoning sick, no damage, its enters-with counters; an ``Entered`` event."""
    card = CardDef("Hydra", power=0, toughness=0,
                   params=frozenset([(ENTERS_WITH_COUNTERS, "4")]))
    state = board()
    state.add_unknown_cards("A", Zone.HAND, 1)
    pid = "A:hand:1"
    state.permanents[pid].card = card
    state.permanents[pid].damage = 3
    enter_battlefield(state, pid, "A")
    perm = state.permanents[pid]
    assert perm.zone is Zone.BATTLEFIELD and perm.sick and perm.damage == 0 and not perm.token
    assert state.power(pid) == 4
    assert [e.permanent for e in entered(state)] == [pid]
    with pytest.raises(ValueError, match="already on the battlefield"):
        enter_battlefield(state, pid, "A")


def test_a_token_entering_attacking_is_attacking_but_was_never_declared() -> None:
    """CR 508.4: put onto the battlefield attacking (Geist of Saint Traft's "create a 4/4 white
    Angel creature token with flying that's tapped and attacking"): it is an attacking
    creature, never declared as an attacker — no ``AttackerDeclared`` event, so "whenever ~
    attacks" doesn't trigger — and it deals combat damage; it wasn't attacking when
    blockers were declared, so it is unblocked."""
    state = board(creature("geist", "A", 2, 2), creature("b1", "B", 1, 1)).start()
    state.apply("attack geist=B")
    assert state.step is Step.DECLARE_BLOCKERS and state.combat is not None
    declared = state.combat.attacks_declared
    (angel,) = create_token(state, "A", ANGEL, tapped=True, attacking="B")
    assert state.combat.attackers[angel] == "B" and state.permanents[angel].tapped
    assert state.combat.attacks_declared == declared
    assert not state.permanents[angel].attacked_this_turn
    assert [e.attacker for e in state.events if isinstance(e, AttackerDeclared)] == ["geist"]
    assert entered(state)[0].attacking == "B"
    state.apply("block b1=geist")
    while state.decision is not None:
        state.apply(state.legal_actions()[0])
    assert state.players["B"].life == 16  # the Angel's 4; the Geist was blocked


def test_a_token_can_enter_attacking_a_planeswalker() -> None:
    state = with_combat(board(creature("a1", "A"), planeswalker("pw", "B", 5)), {"a1": "B"},
                        step=Step.DECLARE_ATTACKERS)
    (pid,) = create_token(state, "A", OOZE, attacking="pw")
    assert state.combat is not None and state.combat.attackers[pid] == "pw"
    assert not state.permanents[pid].tapped  # only "tapped and attacking" taps it


def test_entering_attacking_needs_a_combat_and_a_target() -> None:
    state = board()
    with pytest.raises(ValueError, match="only during combat"):
        create_token(state, "A", OOZE, attacking="B")
    with_combat(state, {})
    with pytest.raises(ValueError, match="neither a player nor a planeswalker"):
        create_token(state, "A", OOZE, attacking="nobody")
    assert state.permanents == {}
