"""Cards cast from exile without paying their mana costs (``sim.rules.exile_cast``): rebound
(CR 702.88a) — an instant or sorcery cast from its owner's hand is exiled as it resolves and may
be cast again at the beginning of their next upkeep — and suspend (702.62a) — a special action
(116.2f) exiles a card from the hand with time counters, one comes off at each of its owner's
upkeeps, and as the last does the card may be cast, a creature with haste."""

from __future__ import annotations

import numpy as np
from played import plays
from test_library import FOREST
from test_stack import card, perm

from ai.heuristic import HeuristicAgent
from ai.random_policy import RandomAgent
from sim import GameState, Permanent, Player, Step
from sim.engine.agents import Agent, DefaultAgent
from sim.model.actions import SpecialAction, parse_action
from sim.model.events import SpellCast, TurnBegan
from sim.model.keywords import Kw
from sim.model.mana import Mana
from sim.model.objects import Span, Zone
from sim.testing.checker import check

REBOUND_TEXT = ("Rebound (If you cast this spell from your hand, exile it as it resolves. At the "
                "beginning of your next upkeep, you may cast this card from exile without paying "
                "its mana cost.)\nYou gain 3 life.")
HEAL = card("Heal", types=["Instant"], cost="{W}", text=REBOUND_TEXT)
ROCK = card("Rock", types=["Creature"], cost="{5}{R}{R}", power=4, toughness=4,
            text="Suspend 2—{R}")
BOLT = card("Bolt", types=["Sorcery"], cost="{4}{R}",
            text="Suspend 1—{R}\nBolt deals 3 damage to any target.")


def game(*objects: Permanent, mana: str = "", limit: int = 5, step: Step = Step.PRECOMBAT_MAIN,
         lands: int = 0) -> GameState:
    """A's turn 1 from ``step``, played over whole turns to ``limit``; A's mana pool ``mana``
    and ``lands`` Mountains."""
    players = {"A": Player("A", mana=Mana.parse(mana), library=(FOREST,) * 8),
               "B": Player("B", library=(FOREST,) * 8)}
    more = [Permanent(f"m{k}", "A", card("Mountain")) for k in range(lands)]
    state = GameState(players, {o.id: o for o in (*objects, *more)}, ("A", "B"), "A",
                      step=step, span=Span.GAME, seed=3, turn_limit=limit)
    state.record_events = True
    return state.start()


def step(state: GameState, agent: Agent | None = None) -> None:
    """Answer the pending decision with ``agent`` (the default policy)."""
    assert state.decision is not None
    state.apply((agent or DefaultAgent()).act(state, state.decision, state.legal_actions()))


def until(state: GameState, kind: str, player: str = "A", **answers: str) -> GameState:
    """Play the default policy until a ``kind`` decision for ``player``."""
    while True:
        d = state.decision
        assert d is not None, f"the play ended before a {kind} decision"
        if d.kind == kind and d.player == player:
            return state
        step(state)


def zone(state: GameState, pid: str) -> Zone:
    return state.permanents[pid].zone


def casts(state: GameState) -> list[tuple[int, str, str]]:
    """(turn, card, origin) of each spell cast, in order."""
    out, turn = [], 1
    for e in state.events:
        if isinstance(e, TurnBegan):
            turn = e.turn
        if isinstance(e, SpellCast):
            out.append((turn, e.name, e.origin))
    return out


@plays("Rebound")
def test_rebound_exiles_a_spell_cast_from_hand_and_casts_it_next_upkeep() -> None:
    """CR 702.88a, 603.7: Heal cast from A's hand resolves (A gains 3) and is exiled, not put
    into the graveyard; at the beginning of A's next upkeep (turn 3, not B's turn 2) A may cast
    it from exile without paying its mana cost: cast, A gains 3 again and Heal goes to the
    graveyard this time (cast from exile, not from hand)."""
    state = game(perm("h", "A", HEAL, Zone.HAND), mana="{W}")
    until(state, "priority").apply("cast h")
    while state.permanents["h"].zone is not Zone.EXILE:
        step(state)
    assert state.players["A"].life == 23 and state.turn == 1
    until(state, "choose_card")
    assert state.turn == 3 and state.step is Step.UPKEEP
    assert set(state.decision.options) == {"h", "none"}  # type: ignore[union-attr]
    state.apply("card h")
    while zone(state, "h") is not Zone.GRAVEYARD:
        step(state)
    assert state.players["A"].life == 26
    assert casts(state) == [(1, "Heal", "hand"), (3, "Heal", "exile")]


def test_rebound_declined_or_not_from_hand() -> None:
    """CR 702.88a: declined, the card stays in exile (no more upkeep trigger); a spell with
    rebound not cast from its owner's hand (cast from exile by an effect) goes to the
    graveyard as it resolves."""
    state = game(perm("h", "A", HEAL, Zone.HAND), mana="{W}")
    until(state, "priority").apply("cast h")
    until(state, "choose_card").apply("card none")
    while state.decision is not None:
        step(state)
    assert state.permanents["h"].zone is Zone.EXILE and state.players["A"].life == 23
    assert len(casts(state)) == 1


@plays("Suspend 2—{R}")
def test_suspend_exiles_with_time_counters_and_casts_with_haste() -> None:
    """CR 702.62a, 116.2f, 702.62b: at sorcery speed A suspends Rock for {R} (a special
    action: no stack, A keeps priority): it is exiled with two time counters; at A's upkeeps
    (turn 3: one left; turn 5: none) a counter comes off; as the last does A may cast it
    without paying {5}{R}{R}; it enters with haste and can attack that turn (302.6)."""
    state = game(perm("r", "A", ROCK, Zone.HAND), mana="{R}", limit=6)
    until(state, "priority")
    assert "suspend r" in [str(a) for a in state.legal_actions()]
    state.apply("suspend r")
    rock = state.permanents["r"]
    assert rock.zone is Zone.EXILE and rock.counters == {"time": 2} and not state.stack
    assert state.players["A"].mana.total == 0
    counts: dict[int, int] = {}
    while not (state.decision is not None and state.decision.kind == "choose_card"):
        counts[state.turn] = state.permanents["r"].counters.get("time", 0)
        step(state)
    assert (state.turn, state.step) == (5, Step.UPKEEP)
    assert counts[2] == 2 and counts[3] == 1 and counts[4] == 1
    state.apply("card r")
    until(state, "declare_attackers")
    assert state.permanents["r"].zone is Zone.BATTLEFIELD and state.turn == 5
    assert state.has("r", Kw.HASTE)
    state.apply("attack r=B")
    while state.turn == 5 and state.decision is not None:
        step(state)
    assert state.players["B"].life == 16
    assert casts(state) == [(5, "Rock", "exile")]


@plays("Suspend 1—{R}\nBolt deals 3 damage to any target.")
def test_a_suspended_sorcery_is_cast_at_the_next_upkeep_and_only_at_sorcery_speed() -> None:
    """CR 702.62a, 117.1a, 307.1: a sorcery is suspended only when it could be cast (not in
    the opponent's turn, nor in A's upkeep); suspend 1: at A's next upkeep the last counter
    comes off and A casts it free, choosing its target; it deals 3 damage to B."""
    early = game(perm("b", "A", BOLT, Zone.HAND), mana="{R}", step=Step.UPKEEP)
    until(early, "priority")
    assert "suspend b" not in [str(a) for a in early.legal_actions()]
    state = game(perm("b", "A", BOLT, Zone.HAND), mana="{R}")
    until(state, "priority").apply("suspend b")
    until(state, "choose_card").apply("card b")
    until(state, "choose_target").apply("target B")
    while state.decision is not None and state.turn == 3:
        step(state)
    assert state.players["B"].life == 17 and state.permanents["b"].zone is Zone.GRAVEYARD


def test_suspend_is_refused_without_the_cost_and_reads_back() -> None:
    """CR 702.62a, 116.2f: without {R}, suspending is not a legal action, and applying it is
    refused with the reason; the action's text and JSON forms read back."""
    state = game(perm("r", "A", ROCK, Zone.HAND), lands=0)
    until(state, "priority") if state.decision is not None else None
    action = SpecialAction("suspend", "r")
    assert parse_action("suspend r") == action
    from sim.model.actions import action_from_json
    assert action_from_json(action.to_json()) == action
    if state.decision is not None:
        assert action not in state.legal_actions()
        assert any("702.62a" in r for r in state.legal_actions().reasons(action))


def test_every_policy_and_the_checker_play_suspend_and_rebound() -> None:
    """CR 702.62a, 702.88a, 116.2f: the random, heuristic and default policies play games with
    suspend and rebound cards; the conformance checker finds the listed actions legal."""
    def fresh() -> GameState:
        return game(perm("r", "A", ROCK, Zone.HAND), perm("h", "A", HEAL, Zone.HAND),
                    perm("b", "A", BOLT, Zone.HAND), lands=2, mana="{W}", limit=5)
    agents: tuple[Agent, ...] = (RandomAgent(np.random.default_rng(2)), HeuristicAgent(),
                                 DefaultAgent())
    for agent in agents:
        state = fresh()
        while state.decision is not None:
            step(state, agent)
    for seed in range(3):
        check(fresh(), np.random.default_rng(seed))





ARC = card("Arc", types=["Sorcery"], cost="{2}{R}{R}",
           text="Arc deals 2 damage to any target. Exile Arc with three time counters on it.\n"
                "Suspend 1—{R}")


@plays("Arc deals 2 damage to any target. Exile Arc with three time counters on it.")
def test_a_suspend_spell_exiles_itself_with_time_counters_and_comes_back() -> None:
    """CR 702.62b, 122.1, 608.2n: Arc cast from hand deals 2 damage, then is exiled with three
    time counters (not put into the graveyard): it is suspended, so at each of A's upkeeps a
    counter comes off (turns 3, 5, 7), and as the last does A casts it again for free."""
    state = game(perm("a", "A", ARC, Zone.HAND), mana="{2}{R}{R}", limit=8)
    until(state, "priority").apply("cast a")
    until(state, "choose_target").apply("target B")
    while zone(state, "a") is not Zone.EXILE:
        step(state)
    assert state.players["B"].life == 18 and state.permanents["a"].counters == {"time": 3}
    seen: dict[int, int] = {}
    while not (state.decision is not None and state.decision.kind == "choose_card"):
        seen[state.turn] = state.permanents["a"].counters.get("time", 0)
        step(state)
    assert state.turn == 7 and seen[3] == 2 and seen[5] == 1
    state.apply("card a")
    until(state, "choose_target").apply("target B")
    while zone(state, "a") is Zone.STACK or state.stack:
        step(state)
    assert state.players["B"].life == 16 and state.permanents["a"].counters == {"time": 3}
    for seed in range(2):
        check(game(perm("a", "A", ARC, Zone.HAND), mana="{2}{R}{R}", limit=5),
              np.random.default_rng(seed))


# --- cipher (CR 702.99) ---------------------------------------------------------------------------

SLICE = card("Slice", types=["Sorcery"], cost="{1}{B}",
             text="Target opponent loses 3 life.\nCipher")


@plays("Target opponent loses 3 life.\nCipher")
def test_cipher_encodes_the_card_and_the_creature_casts_copies() -> None:
    """CR 702.99a-c, 707.12, 704.5e: Slice resolves (B loses 3), then A exiles it encoded on
    A's Grizzly Bears (chosen as it resolves, among A's creatures or none); the Bears deal
    combat damage to B (2) and A may cast a copy of Slice from exile for free: B loses 3 more.
    The copy ceases to exist as it leaves the stack; the card stays encoded in exile."""
    state = game(perm("s", "A", SLICE, Zone.HAND), perm("g", "A", "Grizzly Bears"),
                 perm("o", "B", "Grizzly Bears", tapped=True), mana="{1}{B}", limit=1)
    until(state, "priority").apply("cast s")
    until(state, "choose_card")
    assert set(state.decision.options) == {"g", "none"}  # type: ignore[union-attr]
    state.apply("card g")
    assert zone(state, "s") is Zone.EXILE and state.players["B"].life == 17
    until(state, "declare_attackers").apply("attack g=B")
    until(state, "choose_card")
    [copy] = [o for o in state.decision.options if o != "none"]  # type: ignore[union-attr]
    state.apply(f"card {copy}")
    while state.decision is not None and state.turn == 1:
        step(state)
    assert state.players["B"].life == 12
    assert copy not in state.permanents and zone(state, "s") is Zone.EXILE
    assert state.encoded and state.encoded[0][:3:2] == ("s", "g")
    assert [c[1] for c in casts(state)] == ["Slice", "Slice"]


def test_cipher_declined_or_the_creature_gone() -> None:
    """CR 702.99a, 702.99c, 608.2n: declined ("none"), the spell goes to the graveyard; encoded
    on a creature that then leaves the battlefield, the card stays exiled, encoded on nothing;
    with no creature, nothing is asked. The checker plays cipher games."""
    state = game(perm("s", "A", SLICE, Zone.HAND), perm("g", "A", "Grizzly Bears"),
                 mana="{1}{B}", limit=1)
    until(state, "priority").apply("cast s")
    until(state, "choose_card").apply("card none")
    assert zone(state, "s") is Zone.GRAVEYARD and not state.encoded
    alone = game(perm("s", "A", SLICE, Zone.HAND), perm("x", "A", FOREST), mana="{1}{B}",
                 limit=1)
    until(alone, "priority").apply("cast s")
    while alone.decision is not None and zone(alone, "s") is Zone.STACK:
        assert alone.decision.kind != "choose_card"
        step(alone)
    assert zone(alone, "s") is Zone.GRAVEYARD
    gone = game(perm("s", "A", SLICE, Zone.HAND), perm("g", "A", "Grizzly Bears"),
                mana="{1}{B}", limit=1)
    until(gone, "priority").apply("cast s")
    until(gone, "choose_card").apply("card g")
    gone.move("g", Zone.GRAVEYARD)
    from sim.rules.exile_cast import cipher_triggers
    assert cipher_triggers(gone, "g", "B") == [] and not gone.encoded
    for seed in range(3):
        check(game(perm("s", "A", SLICE, Zone.HAND), perm("g", "A", "Grizzly Bears"),
                   mana="{1}{B}", limit=3), np.random.default_rng(seed))
