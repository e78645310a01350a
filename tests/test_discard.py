"""Discarding as instructions resolve (sim.rules.hands): "target opponent discards two cards",
"each player discards a card [at random]", looting ("draw a card, then discard a card"), "you
may draw a card. if you do, discard a card" and "that player discards a card" after combat
damage (CR 701.9a-b, 101.4), the choice a ``choose_discard`` decision of the discarding
player's that every policy and the conformance checker answer."""

from __future__ import annotations

import numpy as np
import pytest
from played import plays
from test_stack import blocks, card, events, finish, legal, perm, play, to

from ai.heuristic import HeuristicAgent
from ai.random_policy import RandomAgent
from sim import CardDef, GameState, Permanent, Player, Step
from sim.engine.agents import Agent, DefaultAgent
from sim.model.events import Discarded
from sim.model.mana import Mana
from sim.model.objects import Span, Zone
from sim.testing.checker import check

FOREST, ISLAND = card("Forest"), card("Island")


def spell(text: str, kind: str = "Sorcery", cost: str = "{B}") -> CardDef:
    """An inline card whose Oracle text is ``text``, read in full."""
    made = card("Probe", types=[kind], cost=cost, text=text)
    assert not made.unsupported, made.unsupported
    return made


def hand_of(player: str, *names: str) -> list[Permanent]:
    """``player``'s hand: pool cards ``<player>1``, ``<player>2``, ... (lower case ids)."""
    return [perm(f"{player.lower()}{k}", player, n, Zone.HAND) for k, n in enumerate(names, 1)]


def table(*objects: Permanent, library: tuple[CardDef, ...] = (ISLAND, FOREST), seed: int = 7,
          step: Step = Step.PRECOMBAT_MAIN) -> GameState:
    """A's turn (``step``), A with {B} in the pool and ``library`` (top first), B with a
    library of two Forests; stopped at A's first decision."""
    players = {"A": Player("A", mana=Mana.parse("{B}"), library=library),
               "B": Player("B", library=(FOREST, FOREST))}
    state = GameState(players, {o.id: o for o in objects}, ("A", "B"), "A", step=step,
                      span=Span.TURN, seed=seed)
    state.record_events = True
    return state.start()


def hand(state: GameState, player: str) -> list[str]:
    return [p.id for p in state.cards(player, Zone.HAND)]


def graveyard(state: GameState, player: str) -> list[str]:
    return [p.card.name for p in state.cards(player, Zone.GRAVEYARD)]


@plays("Target opponent discards two cards.")
def test_target_opponent_discards_two_cards_of_their_choice() -> None:
    """CR 701.9a: the discarding player chooses (a choose_discard decision for B, not A, one
    card at a time among their hand's cards not yet chosen); the two cards are discarded
    together once both are chosen (608.2c: the instruction is done at once)."""
    state = table(perm("p1", "A", spell("Target opponent discards two cards."), Zone.HAND),
                  *hand_of("B", "Hill Giant", "Grizzly Bears", "Forest"))
    play(state, "cast p1")
    to(state, "choose_target")
    assert legal(state) == ["target B"]  # an opponent only
    play(state, "target B")
    to(state, "choose_discard")
    assert state.decision is not None and state.decision.player == "B"
    assert legal(state) == ["discard b1", "discard b2", "discard b3"]
    play(state, "discard b2")
    to(state, "choose_discard")
    assert legal(state) == ["discard b1", "discard b3"]
    assert "b2" in hand(state, "B")  # not discarded before the choices are made
    play(state, "discard b3")
    finish(state)
    assert hand(state, "B") == ["b1"]
    assert sorted(graveyard(state, "B")) == ["Forest", "Grizzly Bears"]
    assert [(e.player, e.card) for e in events(state, Discarded)] == [("B", "b2"), ("B", "b3")]


def test_a_hand_of_no_more_cards_than_asked_is_discarded_without_a_choice() -> None:
    """CR 701.9a: a player with as many cards as they must discard, or fewer, discards them all
    (no choose_discard); an empty hand discards nothing."""
    state = table(perm("p1", "A", spell("Target opponent discards two cards."), Zone.HAND),
                  *hand_of("B", "Hill Giant"))
    play(state, "cast p1", "target B")
    kinds = set()
    while state.decision is not None:
        kinds.add(str(state.decision.kind))
        finish_one(state)
    assert "choose_discard" not in kinds
    assert hand(state, "B") == [] and graveyard(state, "B") == ["Hill Giant"]


def finish_one(state: GameState) -> None:
    """One decision by the default policy."""
    assert state.decision is not None
    state.apply(DefaultAgent().act(state, state.decision, state.legal_actions()))


@plays("Each player discards a card.")
def test_each_player_discards_a_card_choosing_in_apnap_order() -> None:
    """CR 101.4 and 701.9a: each player chooses a card, the active player first, then the
    others in turn order; all are discarded at once after the last choice."""
    state = table(perm("p1", "A", spell("Each player discards a card."), Zone.HAND),
                  *hand_of("A", "Hill Giant", "Forest"), *hand_of("B", "Grizzly Bears", "Island"))
    play(state, "cast p1")
    to(state, "choose_discard")
    assert state.decision is not None and state.decision.player == "A"
    assert legal(state) == ["discard a1", "discard a2"]
    play(state, "discard a1")
    to(state, "choose_discard")
    assert state.decision is not None and state.decision.player == "B"
    assert "a1" in hand(state, "A")  # chosen, not yet discarded
    play(state, "discard b2")
    finish(state)
    assert hand(state, "A") == ["a2"] and hand(state, "B") == ["b1"]
    assert [e.card for e in events(state, Discarded)] == ["a1", "b2"]


@plays("Each player discards a card at random.")
def test_each_player_discards_a_card_at_random_from_the_seeded_generator() -> None:
    """CR 701.9b: a random discard asks nobody; the card is drawn from the game's seeded
    generator, so a seed replays its discard and other seeds reach other cards."""
    def discarded(seed: int) -> tuple[str, ...]:
        state = table(perm("p1", "A", spell("Each player discards a card at random."),
                           Zone.HAND),
                      *hand_of("A", "Hill Giant", "Forest", "Island"),
                      *hand_of("B", "Grizzly Bears", "Island", "Forest"), seed=seed)
        play(state, "cast p1")
        kinds = set()
        while state.decision is not None:
            kinds.add(str(state.decision.kind))
            finish_one(state)
        assert "choose_discard" not in kinds
        assert len(hand(state, "A")) == 2 and len(hand(state, "B")) == 2
        return tuple(e.card for e in events(state, Discarded))

    assert discarded(3) == discarded(3)
    picks = {discarded(seed) for seed in range(8)}
    assert len(picks) > 1
    assert all(a.startswith("a") and b.startswith("b") for a, b in picks)


@plays("Draw a card, then discard a card.", "Draw two cards, then discard a card.")
def test_looting_draws_then_discards_among_the_new_hand() -> None:
    """CR 608.2c, 121.1, 701.9a: "draw a card, then discard a card": the card drawn is in hand
    when the discard is chosen; the controller chooses."""
    state = table(perm("p1", "A", spell("Draw a card, then discard a card.", "Instant"),
                       Zone.HAND), *hand_of("A", "Hill Giant"), library=(ISLAND, FOREST))
    play(state, "cast p1")
    to(state, "choose_discard")
    assert state.decision is not None and state.decision.player == "A"
    drawn = [o for o in state.decision.options if o != "a1"]
    assert [state.permanents[o].card.name for o in drawn] == ["Island"]
    play(state, f"discard {drawn[0]}")
    finish(state)
    assert hand(state, "A") == ["a1"] and sorted(graveyard(state, "A")) == ["Island", "Probe"]
    two = table(perm("p1", "A", spell("Draw two cards, then discard a card.", "Instant"),
                     Zone.HAND), library=(ISLAND, FOREST))
    play(two, "cast p1")
    to(two, "choose_discard")
    assert two.decision is not None and len(two.decision.options) == 2  # Island and Forest
    play(two, f"discard {two.decision.options[0]}")
    finish(two)
    assert len(hand(two, "A")) == 1 and len(graveyard(two, "A")) == 2


@plays("You may draw a card. If you do, discard a card.")
def test_you_may_draw_and_if_you_do_discard() -> None:
    """CR 603.5 and 608.2c: "you may draw a card. if you do, discard a card": declined, nothing
    happens; accepted, the controller draws and then discards a card of their choice."""
    text = "You may draw a card. If you do, discard a card."
    declined = table(perm("p1", "A", spell(text, "Instant"), Zone.HAND),
                     *hand_of("A", "Hill Giant"))
    play(declined, "cast p1")
    finish(declined)  # the default policy declines
    assert hand(declined, "A") == ["a1"] and graveyard(declined, "A") == ["Probe"]
    state = table(perm("p1", "A", spell(text, "Instant"), Zone.HAND), *hand_of("A", "Hill Giant"))
    play(state, "cast p1")
    play(to(state, "choose_optional"), "yes")
    to(state, "choose_discard")
    play(state, "discard a1")
    finish(state)
    assert [state.permanents[o].card.name for o in hand(state, "A")] == ["Island"]
    assert sorted(graveyard(state, "A")) == ["Hill Giant", "Probe"]


SPECTER = "Whenever this creature deals combat damage to a player, that player discards a card."


@plays("Whenever this creature deals combat damage to a player, that player discards a card.")
def test_that_player_is_the_player_dealt_combat_damage() -> None:
    """CR 510.2, 603.2 and 701.9a: the creature deals combat damage to B; its trigger makes
    "that player" (B, the player dealt damage) discard a card of B's choice."""
    raider = card("Raider", types=["Creature"], cost="{2}{B}", text=SPECTER, power=2,
                  toughness=2)
    assert not raider.unsupported
    state = table(perm("r1", "A", raider), *hand_of("A", "Forest"),
                  *hand_of("B", "Hill Giant", "Island"), step=Step.BEGINNING_OF_COMBAT)
    blocks(state, "r1=B")
    to(state, "choose_discard")
    assert state.decision is not None and state.decision.player == "B"
    assert legal(state) == ["discard b1", "discard b2"]
    play(state, "discard b1")
    finish(state)
    assert state.players["B"].life == 18
    assert hand(state, "B") == ["b2"] and hand(state, "A") == ["a1"]


def test_that_player_is_not_read_where_the_trigger_names_no_player() -> None:
    """CR 603.2: "that player" needs a player the trigger is about; after "whenever ~ attacks"
    it names none, and the clause is not run."""
    made = card("Raider", types=["Creature"], cost="{2}{B}", power=2, toughness=2,
                text="Whenever this creature attacks, that player discards a card.")
    assert made.unsupported


@pytest.mark.parametrize("agent", ["default", "heuristic", "random"])
def test_every_policy_answers_a_resolving_discard(agent: str) -> None:
    """CR 701.9a: the default, heuristic and random policies answer choose_discard for the
    player who discards."""
    policies: dict[str, Agent] = {"default": DefaultAgent(), "heuristic": HeuristicAgent(),
                                  "random": RandomAgent(np.random.default_rng(5))}
    policy = policies[agent]
    state = table(perm("p1", "A", spell("Each player discards a card."), Zone.HAND),
                  *hand_of("A", "Hill Giant", "Forest"), *hand_of("B", "Grizzly Bears", "Island"))
    play(state, "cast p1")
    asked: list[str] = []
    while state.decision is not None:
        if state.decision.kind == "choose_discard":
            asked.append(state.decision.player)
        state.apply(policy.act(state, state.decision, state.legal_actions()))
    assert asked == ["A", "B"]
    assert [e.player for e in events(state, Discarded)] == ["A", "B"]


def test_the_conformance_checker_plays_resolving_discards() -> None:
    """CR 701.9a: the conformance checker plays the choose_discard decisions at random,
    checking every listed action and the replay."""
    kinds: set[str] = set()
    for seed in range(4):
        for text in ("Target opponent discards two cards.", "Draw a card, then discard a card."):
            state = table(perm("p1", "A", spell(text, "Instant"), Zone.HAND),
                          *hand_of("A", "Hill Giant"),
                          *hand_of("B", "Grizzly Bears", "Island", "Forest"))
            kinds |= set(check(state, np.random.default_rng(seed)).kinds)
        duress = table(perm("p1", "A", spell(DURESS.replace("noncreature, nonland", "nonland")),
                            Zone.HAND), *hand_of("B", "Grizzly Bears", "Hill Giant", "Island"))
        kinds |= set(check(duress, np.random.default_rng(seed)).kinds)
    assert "choose_discard" in kinds, kinds



@plays("At the beginning of each opponent's upkeep, that player discards a card.",
       "At the beginning of each player's upkeep, this creature deals 1 damage to that player.")
def test_that_player_is_the_player_whose_upkeep_began() -> None:
    """CR 603.2b and 503.1: "at the beginning of each [opponent's | player's] upkeep": "that
    player" is the active player, whose upkeep it is: on B's turn B discards a card (of B's
    choice, 701.9a) and is dealt 1 damage (120.3)."""
    tormentor = card("Tormentor", types=["Creature"], cost="{2}{B}", power=1, toughness=1,
                     text="At the beginning of each opponent's upkeep, that player discards a "
                          "card.\nAt the beginning of each player's upkeep, this creature deals "
                          "1 damage to that player.")
    assert not tormentor.unsupported, tormentor.unsupported
    players = {"A": Player("A"), "B": Player("B", library=(FOREST, FOREST))}
    objects = [perm("t1", "A", tormentor), *hand_of("B", "Hill Giant", "Island")]
    state = GameState(players, {o.id: o for o in objects}, ("A", "B"), "B", step=Step.UNTAP,
                      span=Span.TURN)
    state.record_events = True
    state.start()
    to(state, "choose_discard")
    assert state.decision is not None and state.decision.player == "B"
    play(state, "discard b2")
    while state.step is Step.UPKEEP and state.decision is not None:
        finish_one(state)
    assert state.players["B"].life == 19 and state.players["A"].life == 20
    assert "b2" not in hand(state, "B") and graveyard(state, "B") == ["Island"]


@plays("Target player draws a card, then discards a card.",
       "Target player discards a card, then mills a card.")
def test_then_discards_is_the_target_players() -> None:
    """CR 608.2c, 121.1 and 701.9a: "target player draws a card, then discards a card": the
    second verb has the first's player (B draws, then B chooses the card B discards);
    "discards a card, then mills a card" (701.13a) mills B's library."""
    state = table(perm("p1", "A", spell("Target player draws a card, then discards a card."),
                       Zone.HAND), *hand_of("B", "Hill Giant"))
    play(state, "cast p1", "target B")
    to(state, "choose_discard")
    assert state.decision is not None and state.decision.player == "B"
    assert len(state.decision.options) == 2  # the Giant and the Forest drawn
    play(state, "discard b1")
    finish(state)
    assert [state.permanents[o].card.name for o in hand(state, "B")] == ["Forest"]
    mills = table(perm("p1", "A", spell("Target player discards a card, then mills a card."),
                       Zone.HAND), *hand_of("B", "Hill Giant"))
    play(mills, "cast p1", "target B")
    finish(mills)
    assert sorted(graveyard(mills, "B")) == ["Forest", "Hill Giant"]
    assert len(mills.players["B"].library) == 1


DURESS = ("Target opponent reveals their hand. You choose a noncreature, nonland card from it. "
          "That player discards that card.")


@plays("Target opponent reveals their hand. You choose a noncreature, nonland card from it. "
       "That player discards that card.",
       "Target player reveals their hand. You choose a nonland card from it. That player "
       "discards that card.")
def test_duress_the_caster_chooses_a_card_of_the_kind_from_the_revealed_hand() -> None:
    """CR 701.20a and 701.9a: the target opponent reveals their hand; the caster (A, not B)
    chooses among its noncreature, nonland cards (a choose_discard of A's, creatures and
    lands not offered) and B discards that card; with no such card, nothing is discarded."""
    bolt = card("Shock", types=["Instant"], cost="{R}", text="Shock deals 2 damage to any target.")
    growth = card("Giant Growth")
    hand = [perm("b1", "B", "Hill Giant", Zone.HAND), perm("b2", "B", bolt, Zone.HAND),
            perm("b3", "B", "Island", Zone.HAND), perm("b4", "B", growth, Zone.HAND)]
    state = table(perm("p1", "A", spell(DURESS), Zone.HAND), *hand)
    play(state, "cast p1", "target B")
    to(state, "choose_discard")
    assert state.decision is not None and state.decision.player == "A"
    assert legal(state) == ["discard b2", "discard b4"]
    play(state, "discard b4")
    finish(state)
    assert [e.card for e in events(state, Discarded)] == ["b4"]
    assert sorted(hand_ids(state, "B")) == ["b1", "b2", "b3"]
    none = table(perm("p1", "A", spell(DURESS), Zone.HAND), *hand[:1], hand[2])
    play(none, "cast p1", "target B")
    finish(none)
    assert not events(none, Discarded) and sorted(hand_ids(none, "B")) == ["b1", "b3"]
    one = table(perm("p1", "A", spell(DURESS.replace("noncreature, nonland", "nonland")
                                      .replace("opponent", "player")), Zone.HAND), *hand[:1])
    play(one, "cast p1", "target B")
    finish(one)  # the only nonland card: no choice to make
    assert [e.card for e in events(one, Discarded)] == ["b1"]


def hand_ids(state: GameState, player: str) -> list[str]:
    return [p.id for p in state.cards(player, Zone.HAND)]


def test_duress_alone_or_cut_short_is_not_run() -> None:
    """CR 701.20a: revealing a hand with no choice after it is not an instruction the engine
    runs: the sentences are listed as not run, and nothing else is lost."""
    made = card("Probe", types=["Sorcery"], cost="{B}",
                text="Target opponent reveals their hand. You choose a nonland card from it.")
    assert made.unsupported == ("Target opponent reveals their hand. You choose a nonland card "
                                "from it.",)
