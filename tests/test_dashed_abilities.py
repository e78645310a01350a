"""Activated abilities limited in how often they are activated (CR 602.5b): exhaust's "activate
only once" for as long as the object exists (702.177a; ``sim.text.dashed_abilities``), boast's
"only if this creature attacked this turn and only once each turn" (702.142a), a printed
"activate only once" and "activate no more than twice | three times each turn"."""

from __future__ import annotations

from played import plays
from test_stack import card, perm, to

from sim import CardDef, GameState, Player
from sim.model.objects import PLUS, Span, Step, Zone
from sim.text import FULL, read_card
from sim.text.oracle import read_text
from sim.text.render import round_trips

EXHAUST = "Exhaust — {1}: Put two +1/+1 counters on this creature."
BOAST = "Boast — {1}: Probe gets +2/+0 until end of turn."
ONCE = "{1}: Put a +1/+1 counter on Probe. Activate only once."
TWICE = "{1}: Probe gets +1/+0 until end of turn. Activate no more than twice each turn."
THRICE = "{1}: Probe gets +1/+0 until end of turn. Activate no more than three times each turn."


#: a second ability, never limited: A keeps priority (a decision) while it can be paid
OTHER = "\n{1}: Probe gets +0/+1 until end of turn."


def probe(text: str) -> CardDef:
    made = card("Probe", types=["Creature"], cost="{1}", power=1, toughness=1,
                text=text + OTHER)
    assert not made.unsupported, made.unsupported
    return made


def game(text: str, step: Step = Step.PRECOMBAT_MAIN) -> GameState:
    """A's turn at ``step``: A's creature Probe with ``text`` and ``OTHER`` (not summoning
    sick) and four Forests; the play goes on turn after turn."""
    players = {p: Player(p, library=(card("Forest"),) * 5) for p in ("A", "B")}
    lands = [perm(f"f{i}", "A", "Forest") for i in range(4)]
    state = GameState(players, {o.id: o for o in (perm("p", "A", probe(text)), *lands)},
                      ("A", "B"), "A", step=step, span=Span.GAME)
    return state.start()


def offered(state: GameState, index: int = 0) -> bool:
    """Whether A, with priority, may activate Probe's ability ``index``."""
    decision = state.decision
    assert decision is not None and decision.kind == "priority" and decision.player == "A"
    return any(str(a).startswith(f"activate p {index}") for a in state.legal_actions())


def activate(state: GameState) -> GameState:
    """Activate Probe's first ability and let it resolve (both players pass)."""
    state.apply("activate p 0")
    while state.stack:
        state.apply("pass")
    return state


def next_turn(state: GameState) -> GameState:
    """The default policy (pass, no attack) to A's next precombat main phase."""
    to(state, "priority", Step.PRECOMBAT_MAIN, "B")
    return to(state, "priority", Step.PRECOMBAT_MAIN, "A")


def test_the_keywords_render_back() -> None:
    """CR 702.177a, 702.142a, 602.5b: each ability reads whole and writes back as printed."""
    for text in (EXHAUST, BOAST, ONCE, TWICE, THRICE):
        assert read_card(text, "Probe", ("Creature",)).status == FULL, text
        reading = read_text(text, "Probe")
        assert all(round_trips(c, m, "Probe") for c, m in reading.read), text


@plays("Exhaust — {1}: Put two +1/+1 counters on this creature.")
def test_an_exhaust_ability_is_activated_once_per_object() -> None:
    """CR 702.177a: "Exhaust — {1}: ..." means "{1}: .... Activate only once": after it
    resolved (two +1/+1 counters) it is never offered again, this turn or the next (602.5b),
    while the other ability is; the creature blinked is a new object (400.7) whose ability
    may be activated again."""
    state = activate(game(EXHAUST))
    assert state.permanents["p"].counters.get(PLUS) == 2
    assert not offered(state) and offered(state, 1)
    next_turn(state)
    assert not offered(state) and offered(state, 1)
    state.move("p", Zone.EXILE)
    state.move("p", Zone.BATTLEFIELD)
    assert offered(state)


@plays("{1}: Put a +1/+1 counter on Probe. Activate only once.")
def test_activate_only_once() -> None:
    """CR 602.5b: "Activate only once." — a +1/+1 counter, then never again for this object,
    this turn or the next."""
    state = activate(game(ONCE))
    assert state.permanents["p"].counters.get(PLUS) == 1 and not offered(state)
    assert not offered(next_turn(state))


@plays("Boast — {1}: Probe gets +2/+0 until end of turn.")
def test_a_boast_ability_needs_an_attack_this_turn() -> None:
    """CR 702.142a: "Activate only if this creature attacked this turn and only once each
    turn": not before Probe attacks; after it is declared an attacker (508.1) once (+2/+0),
    then no more this turn (602.5b)."""
    state = game(BOAST)
    assert not offered(state) and offered(state, 1)
    to(state, "declare_attackers").apply("attack p=B")
    to(state, "priority", Step.DECLARE_ATTACKERS, "A")
    assert offered(state)
    activate(state)
    assert state.power("p") == 3 and not offered(state) and offered(state, 1)


@plays("Boast — {1}: Probe gets +2/+0 until end of turn.")
def test_boast_looks_at_this_turn_only() -> None:
    """CR 702.142a, 500: Probe attacked last turn; in A's next turn, before attacking again,
    the boast ability is not offered (each turn's attacks are its own)."""
    state = game(BOAST)
    to(state, "declare_attackers").apply("attack p=B")
    next_turn(state)
    assert not state.permanents["p"].attacked_this_turn and not offered(state)


@plays("{1}: Probe gets +1/+0 until end of turn. Activate no more than twice each turn.",
       "{1}: Probe gets +1/+0 until end of turn. Activate no more than three times each turn.")
def test_no_more_than_twice_each_turn() -> None:
    """CR 602.5b: "activate no more than twice each turn" — two activations (+2/+0), then not
    a third though mana is left; "three times" allows a third; next turn counts anew."""
    for text, times in ((TWICE, 2), (THRICE, 3)):
        state = game(text)
        for _ in range(times):
            activate(state)
        assert state.power("p") == 1 + times and not offered(state) and offered(state, 1)
        assert offered(next_turn(state))
