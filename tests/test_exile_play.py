"""Playing cards from exile (CR 601.2, 305.1; ``sim.rules.exile_play``): impulse draw, "exile
the top card of your library. you may play that card this turn" and its kin. The permission is
keyed to the card as an object in exile (400.7), to the player, and to how long it lasts; the
card is cast like a card in hand (timing, costs) and a land is played with a land play."""

from __future__ import annotations

from typing import Any

import numpy as np
from played import plays
from test_library import BEARS, FOREST, GIANT, spell
from test_stack import card, legal, perm, play, to

from ai.heuristic import HeuristicAgent
from ai.random_policy import RandomAgent
from sim import GameState, Permanent, Player, Step
from sim.engine.agents import Agent, DefaultAgent, find_in_hand
from sim.model.actions import parse_action
from sim.model.mana import Mana
from sim.model.objects import Span, Zone
from sim.model.zone_verbs import PLAY_NEXT_TURN
from sim.rules.exile_play import grant, may_foretell, may_play
from sim.testing.checker import check

THIS_TURN = "Exile the top card of your library. You may play that card this turn."
UNTIL_EOT = "Exile the top card of your library. Until end of turn, you may play that card."
NEXT_TURN = ("Exile the top two cards of your library. Until the end of your next turn, you may "
             "play those cards.")
SHOCK = card("Shock", types=["Instant"], cost="{R}", text="Shock deals 2 damage to any target.")


def game(*objects: Permanent, library: tuple[Any, ...], mana: str = "{U}",
         span: Span = Span.TURN, limit: int = 0) -> GameState:
    """A's turn 1 at its precombat main phase, A's library ``library`` (top first)."""
    players = {"A": Player("A", mana=Mana.parse(mana), library=library),
               "B": Player("B", library=(FOREST,) * 5)}
    state = GameState(players, {o.id: o for o in objects}, ("A", "B"), "A",
                      step=Step.PRECOMBAT_MAIN, span=span, seed=3, turn_limit=limit)
    state.record_events = True
    return state.start()


def step(state: GameState, agent: Agent | None = None) -> None:
    """Answer the pending decision with ``agent`` (the default policy)."""
    assert state.decision is not None
    state.apply((agent or DefaultAgent()).act(state, state.decision, state.legal_actions()))


def exiled(state: GameState, player: str = "A") -> list[Permanent]:
    return state.cards(player, Zone.EXILE)


def impulse(text: str, library: tuple[Any, ...], mana: str = "{U}", *more: Permanent,
            **kw: Any) -> GameState:
    """A casts the sorcery ``text`` and it resolves; stopped at the next decision."""
    state = game(perm("p1", "A", spell(text, "Sorcery"), Zone.HAND), *more, library=library,
                 mana=mana, **kw)
    play(state, "cast p1")
    while state.stack and state.decision is not None:
        step(state)
    return state


@plays("Exile the top card of your library. You may play that card this turn.")
def test_an_exiled_card_is_cast_this_turn_with_its_costs_paid() -> None:
    """CR 601.2, 601.2f-h: the top card goes to exile and A may cast it this turn, paying its
    mana cost (with {U} left over after the impulse, Grizzly Bears' {1}{G} isn't payable: no
    cast; with the mana, it is cast from exile and resolves onto the battlefield)."""
    poor = impulse(THIS_TURN, (BEARS, FOREST))
    [bears] = exiled(poor)
    assert bears.card.name == "Grizzly Bears" and may_play(poor, "A", bears)
    assert poor.decision is None or f"cast {bears.id}" not in legal(poor)
    rich = impulse(THIS_TURN, (BEARS, FOREST), mana="{U}{1}{G}")
    [bears] = exiled(rich)
    assert f"cast {bears.id}" in legal(rich) and not may_play(rich, "B", bears)
    play(rich, f"cast {bears.id}")
    while rich.decision is not None:
        step(rich)
    assert rich.permanents[bears.id].zone is Zone.BATTLEFIELD
    assert not may_play(rich, "A", rich.permanents[bears.id])  # a new object (400.7)


@plays("Exile the top card of your library. Until end of turn, you may play that card.")
def test_a_land_exiled_is_played_with_the_land_play() -> None:
    """CR 305.1, 305.2: a land card exiled this way is played, not cast, and uses the turn's
    land play: after it, the Forest in hand can't be played; had a land been played already,
    the exiled one couldn't be."""
    state = impulse(UNTIL_EOT, (FOREST, BEARS), mana="{U}{R}")
    [land] = exiled(state)
    state.permanents["h1"] = Permanent("h1", "A", FOREST, zone=Zone.HAND)
    state.permanents["h2"] = Permanent("h2", "A", SHOCK, zone=Zone.HAND)
    state.version += 1
    assert f"play {land.id}" in legal(state) and "play h1" in legal(state)
    play(state, f"play {land.id}")
    to(state, "priority", player="A")
    assert state.permanents[land.id].zone is Zone.BATTLEFIELD
    assert state.players["A"].lands_played == 1 and "play h1" not in legal(state)
    assert "cast h2" in legal(state)
    played = impulse(UNTIL_EOT, (FOREST, BEARS))
    played.players["A"].lands_played = 1
    played.version += 1
    [land] = exiled(played)
    assert f"play {land.id}" not in legal(played)


@plays("Exile the top two cards of your library. Until the end of your next turn, you may "
       "play those cards.")
def test_until_the_end_of_your_next_turn_and_no_longer() -> None:
    """CR 601.2, 117.1a, 500: "until the end of your next turn": A may still cast the exiled
    instant in B's turn and in A's next turn (turn 3), not in turn 4; "this turn" ends with
    the turn (turn 2: no longer)."""
    state = impulse(NEXT_TURN, (SHOCK, GIANT, FOREST), span=Span.GAME, limit=4)
    shock, giant = exiled(state)
    assert (shock.card.name, giant.card.name) == ("Shock", "Hill Giant")
    seen: dict[int, bool] = {}
    while state.decision is not None and state.turn <= 4:
        seen[state.turn] = may_play(state, "A", state.permanents[shock.id])
        step(state)
    assert seen == {1: True, 2: True, 3: True, 4: False}
    short = impulse(THIS_TURN, (SHOCK, FOREST), span=Span.GAME, limit=2)
    [shock] = exiled(short)
    while short.decision is not None and short.turn < 2:
        step(short)
    assert short.turn == 2 and not may_play(short, "A", short.permanents[shock.id])


def test_the_exiled_instant_is_cast_in_the_opponents_turn_by_a_script() -> None:
    """CR 117.1a, 601.2: an instant exiled until the end of A's next turn is cast in B's turn
    (an instant: any time A has priority), by name, as a scenario's scripted cast would."""
    state = impulse(NEXT_TURN, (SHOCK, GIANT, FOREST), "{U}", perm("m1", "A", "Mountain"),
                    span=Span.GAME, limit=3)
    shock = exiled(state)[0]
    while not (state.turn == 2 and state.decision is not None
               and state.decision.kind == "priority" and state.decision.player == "A"):
        step(state)
    assert find_in_hand(state, "A", "Shock") == shock.id
    play(state, f"cast {shock.id}")
    assert state.permanents[shock.id].zone is Zone.STACK


def test_every_policy_and_the_checker_play_exiled_cards() -> None:
    """CR 601.2, 305.1: the random and heuristic policies play a game where cards are exiled
    to be played; the conformance checker finds every listed action legal and every other
    refused."""
    agents: tuple[Agent, ...] = (RandomAgent(np.random.default_rng(1)), HeuristicAgent(),
                                 DefaultAgent())
    for agent in agents:
        state = impulse(NEXT_TURN, (BEARS, FOREST, GIANT), mana="{U}{G}{G}{G}",
                        span=Span.GAME, limit=3)
        while state.decision is not None:
            step(state, agent)
        assert state.turn == 3
    for seed in range(4):
        state = game(library=(GIANT,), mana="{G}{G}{G}")
        cards = [Permanent(f"x{k}", "A", c, zone=Zone.EXILE) for k, c in
                 enumerate((BEARS, FOREST, SHOCK))]
        state.permanents.update({c.id: c for c in cards})
        grant(state, "A", [c.id for c in cards], PLAY_NEXT_TURN)
        check(state, np.random.default_rng(seed))


# --- foretell (CR 702.143a, 116.2h) ---------------------------------------------------------------

FORESIGHT = card("Foresight", types=["Instant"], cost="{3}{U}{U}",
                 text="Foretell {1}{U}\nDraw two cards.")


@plays("Foretell {1}{U}\nDraw two cards.")
def test_a_foretold_card_is_cast_on_a_later_turn_for_its_foretell_cost() -> None:
    """CR 702.143a, 116.2h, 118.9: in A's turn, with {2} from two of four Islands, A foretells
    Foresight (a special action: no stack); it can't be cast that turn, nor from the hand any
    more; in B's turn (a later turn; an instant) A casts it from exile with the two other
    Islands, for {1}{U}, not its mana cost {3}{U}{U}, and draws two cards."""
    islands = [perm(f"i{k}", "A", "Island") for k in range(4)]
    state = game(perm("f", "A", FORESIGHT, Zone.HAND), *islands, library=(GIANT,) * 6,
                 mana="", span=Span.GAME, limit=3)
    to(state, "priority", player="A")
    assert "foretell f" in legal(state) and "cast f" not in legal(state)
    play(state, "foretell f")
    foresight = state.permanents["f"]
    assert foresight.zone is Zone.EXILE and not state.stack
    assert sum(state.permanents[f"i{k}"].tapped for k in range(4)) == 2
    assert not may_play(state, "A", foresight)
    while not (state.turn == 2 and state.decision is not None
               and state.decision.kind == "priority" and state.decision.player == "A"):
        step(state)
    assert "cast f" in legal(state)
    hand = len(state.cards("A", Zone.HAND))
    play(state, "cast f")
    while state.permanents["f"].zone is not Zone.GRAVEYARD:
        step(state)
    assert len(state.cards("A", Zone.HAND)) == hand + 2
    assert all(state.permanents[f"i{k}"].tapped for k in range(4))


def test_foretell_only_in_your_turn_with_two_mana() -> None:
    """CR 702.143a: foretelling is only during its owner's turn and costs {2}: with one
    Mountain it is not offered (the action is refused, citing the rule); the checker and the
    policies play it."""
    state = game(perm("f", "A", FORESIGHT, Zone.HAND), perm("m0", "A", "Mountain"),
                 perm("s", "A", SHOCK, Zone.HAND), library=(GIANT,) * 6, mana="")
    to(state, "priority", player="A")
    assert "foretell f" not in legal(state)
    assert any("702.143a" in r for r in state.legal_actions().reasons(parse_action("foretell f")))
    rich = game(perm("f", "A", FORESIGHT, Zone.HAND), library=(GIANT,), mana="{2}")
    assert may_foretell(rich, "A", rich.permanents["f"])
    rich.active = "B"  # B's turn: not A's
    assert not may_foretell(rich, "A", rich.permanents["f"])
    for seed in range(3):
        fresh = game(perm("f", "A", FORESIGHT, Zone.HAND),
                     *[perm(f"i{k}", "A", "Island") for k in range(3)],
                     library=(GIANT,) * 6, mana="", span=Span.GAME, limit=3)
        check(fresh, np.random.default_rng(seed))
        agent: Agent = RandomAgent(np.random.default_rng(seed))
        while fresh.decision is not None:
            step(fresh, agent)


# --- more windows: X cards, for as long as it remains exiled -------------------------------------


@plays("Exile the top X cards of your library. Until the end of your next turn, you may play "
       "those cards.")
def test_exile_the_top_x_cards_to_play() -> None:
    """CR 107.3, 601.2b, 601.2: X is chosen as the spell is cast (2 of the {X}{R}{R} paid):
    the top two cards are exiled, both playable; the third stays on top."""
    lava = card("Lava", types=["Sorcery"], cost="{X}{R}{R}",
                text="Exile the top X cards of your library. Until the end of your next turn, "
                     "you may play those cards.")
    state = game(perm("p1", "A", lava, Zone.HAND), library=(SHOCK, FOREST, GIANT),
                 mana="{R}{R}{2}")
    play(state, "cast p1")
    to(state, "choose_x")
    play(state, "x 2")
    while state.stack and state.decision is not None:
        step(state)
    assert [p.card.name for p in exiled(state)] == ["Shock", "Forest"]
    assert all(may_play(state, "A", p) for p in exiled(state))
    assert [c.name for c in state.players["A"].library] == ["Hill Giant"]


@plays("Exile the top card of your library. You may play that card for as long as it remains "
       "exiled.")
def test_a_card_playable_for_as_long_as_it_remains_exiled() -> None:
    """CR 601.2, 400.7: the permission has no end but the card leaving exile: A may still
    cast the exiled Shock in turns 2, 3 and 4 (the default policy never casts it)."""
    state = impulse("Exile the top card of your library. You may play that card for as long as "
                    "it remains exiled.", (SHOCK, FOREST), span=Span.GAME, limit=4)
    [shock] = exiled(state)
    seen: set[int] = set()
    while state.decision is not None:
        if may_play(state, "A", state.permanents[shock.id]):
            seen.add(state.turn)
        step(state)
    assert seen == {1, 2, 3, 4}
