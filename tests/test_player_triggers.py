"""Triggers about what players do (CR 603.2; sim.rules.player_triggers): casting a spell of a
kind (601.2i), heroic's "a spell that targets ~", a spell's own "when you cast ~", drawing
(121.1), discarding (701.9a), cycling (702.29c-d) and scrying (701.22a)."""

from __future__ import annotations

from typing import Any

import attrs
from played import plays
from test_library import FOREST, GIANT, cycler, spell, turn
from test_stack import card, events, finish, game, perm, play, to

from sim import CardDef, GameState, Permanent, Player, Step
from sim.model.events import AbilityTriggered, Entered, LifeGained, SpellCast, StackResolved
from sim.model.mana import Mana
from sim.model.objects import PLUS, Span, Zone
from sim.rules.player_triggers import spell_is


def watcher(text: str, name: str = "Watcher") -> CardDef:
    """An enchantment with ``text``, read in full."""
    made = card(name, types=["Enchantment"], cost="{1}", text=text)
    assert not made.unsupported, made.unsupported
    return made


def instant(name: str, cost: str, colors: list[str], **fields: Any) -> CardDef:
    """An instant that scries 1 (a spell that does nothing else)."""
    return card(name, types=["Instant"], cost=cost, colors=colors, text="Scry 1.", **fields)


def quiet_turn(*objects: Permanent, mana: str = "{U}") -> GameState:
    """``test_library.turn``'s board with events off as it starts: the engine turns them on
    when something may trigger (``sim.rules.triggers.needs_events``)."""
    players = {"A": Player("A", mana=Mana.parse(mana), library=(GIANT, FOREST, GIANT)),
               "B": Player("B")}
    state = GameState(players, {o.id: o for o in objects}, ("A", "B"), "A",
                      step=Step.PRECOMBAT_MAIN, span=Span.TURN, seed=7)
    state.record_events = False
    return state.start()


def gained(state: GameState, player: str = "A") -> list[int]:
    return [e.amount for e in events(state, LifeGained) if e.player == player]


@plays("Whenever you cast an artifact spell, you gain 2 life.",
       "Whenever you cast a spirit or arcane spell, you gain 4 life.",
       "Whenever you cast a multicolored spell, you gain 8 life.")
def test_cast_triggers_read_the_kind_of_spell() -> None:
    """CR 601.2i, 603.2, 105.2c and 205.3: each trigger waits for a spell of its kind: the artifact
    creature triggers only the first, the Arcane instant only the second, the blue-black instant
    only the third, the mono-blue creature none."""
    w = watcher("Whenever you cast an artifact spell, you gain 2 life.\nWhenever you cast a "
                "spirit or arcane spell, you gain 4 life.\nWhenever you cast a multicolored "
                "spell, you gain 8 life.")
    gizmo = card("Gizmo", types=["Artifact", "Creature"], cost="{1}", power=1, toughness=1,
                 text="Flash")
    arcane = instant("Rite", "{U}", ["blue"], subtypes=["Arcane"])
    gold = instant("Gold", "{U}{B}", ["blue", "black"])
    bear = card("Bear", types=["Creature"], cost="{U}", colors=["blue"], power=2, toughness=2,
                text="Flash")
    state = turn(perm("w1", "A", w), perm("p1", "A", gizmo, Zone.HAND),
                 perm("p2", "A", arcane, Zone.HAND), perm("p3", "A", gold, Zone.HAND),
                 perm("p4", "A", bear, Zone.HAND), mana="{C}{U}{U}{B}{U}",
                 library=(GIANT, FOREST, GIANT, FOREST))
    play(state, "cast p4")  # a blue creature spell: nothing
    to(state, "priority", player="A")
    play(state, "cast p1")
    to(state, "priority", player="A")
    play(state, "cast p2")
    to(state, "priority", player="A")
    play(state, "cast p3")
    finish(state)
    assert sorted(gained(state)) == [2, 4, 8]
    assert state.players["A"].life == 34


@plays("Whenever a player casts a black spell, you gain 1 life.",
       "Whenever an opponent casts a spell, Dreams deals 1 damage to that player.",
       "When an opponent casts a creature spell, you gain 5 life.")
def test_cast_triggers_of_any_player_and_that_player() -> None:
    """CR 601.2i and 603.2: "a player" is either player, "an opponent" only the other one; "that
    player" is the one who cast the spell (B, dealt 1 damage). A's own black spell triggers only
    "a player"; B's black instant both of the first two, not the creature-spell trigger."""
    w = watcher("Whenever a player casts a black spell, you gain 1 life.")
    dreams = watcher("Whenever an opponent casts a spell, Dreams deals 1 damage to that player.",
                     "Dreams")
    lookout = watcher("When an opponent casts a creature spell, you gain 5 life.", "Lookout")
    state = game(perm("w1", "A", w), perm("d1", "A", dreams), perm("l1", "A", lookout),
                 perm("a1", "A", "Grizzly Bears"),
                 perm("h1", "A", instant("Murk", "{B}", ["black"]), Zone.HAND),
                 perm("h2", "B", instant("Gloom", "{B}", ["black"]), Zone.HAND),
                 mana={"A": "{B}", "B": "{B}"})
    state.players["A"].library = (FOREST,)
    state.players["B"].library = (FOREST,)
    to(state, "declare_attackers").apply("attack a1=B")
    to(state, "priority", Step.DECLARE_ATTACKERS, "A")
    play(state, "cast h1")
    to(state, "priority", Step.DECLARE_ATTACKERS, "B")
    play(state, "cast h2")
    finish(state)
    assert gained(state) == [1, 1]  # A's black spell, then B's
    assert state.outcome().life["B"] == 20 - 1 - 2  # Dreams' 1, the Bears' 2


@plays("Whenever you cast a spell with mana value 4 or greater, you gain 3 life.")
def test_mana_value_counts_x_on_the_stack() -> None:
    """CR 202.3e and 601.2i: a spell's mana value on the stack counts X as its chosen value:
    {X}{U} with X 3 is a 4, it triggers; with X 2 (a 3) it doesn't."""
    w = watcher("Whenever you cast a spell with mana value 4 or greater, you gain 3 life.")
    big = spell("Create X Clue tokens.", "Sorcery", cost="{X}{U}")
    for x, want in ((3, [3]), (2, [])):
        state = turn(perm("w1", "A", w), perm("p1", "A", big, Zone.HAND), mana="{U}{C}{C}{C}")
        play(state, "cast p1", f"x {x}")
        finish(state)
        assert gained(state) == want, x


@plays("Whenever you cast a spell that targets Hoplite, put a +1/+1 counter on Hoplite.")
def test_heroic_only_for_its_controllers_spell_targeting_it() -> None:
    """CR 601.2c, 601.2i and 603.2 (heroic, an ability word, 207.2c): A's Giant Growth on the
    Hoplite triggers it (a +1/+1 counter: 1/1 -> 5/5 with the +3/+3); on the other creature it
    doesn't, nor does B's spell targeting the Hoplite."""
    hoplite = card("Hoplite", types=["Creature"], cost="{W}", power=1, toughness=1,
                   text="Whenever you cast a spell that targets Hoplite, put a +1/+1 counter "
                   "on Hoplite.")
    assert not hoplite.unsupported
    state = game(perm("x1", "A", hoplite), perm("a2", "A", "Grizzly Bears"),
                 perm("h1", "A", "Giant Growth", Zone.HAND),
                 perm("h2", "A", "Giant Growth", Zone.HAND),
                 perm("h3", "B", "Giant Growth", Zone.HAND),
                 mana={"A": "{G}{G}", "B": "{G}"})
    to(state, "declare_attackers").apply("attack x1=B a2=B")
    to(state, "priority", Step.DECLARE_ATTACKERS, "A")
    play(state, "cast h1", "target x1")
    to(state, "priority", Step.DECLARE_ATTACKERS, "A")
    play(state, "cast h2", "target a2")
    to(state, "priority", Step.DECLARE_ATTACKERS, "B")
    play(state, "cast h3", "target x1")
    finish(state)
    assert state.permanents["x1"].counters == {PLUS: 1}  # one trigger: A's spell at x1
    assert (state.power("x1"), state.toughness("x1")) == (8, 8)  # 1 + 1 + 3 + 3
    assert state.outcome().life["B"] == 20 - 8 - 5


@plays("When you cast Emissary, you gain 3 life.")
def test_when_you_cast_triggers_from_the_stack_and_resolves_first() -> None:
    """CR 601.2i, 603.3 and 405.5: the spell's own cast trigger goes on the stack above it and
    resolves first (A gains 3 before the Emissary enters); it triggers with events off
    (``needs_events`` sees the card in the hand), and never again once the creature is on the
    battlefield."""
    emissary = card("Emissary", types=["Creature"], cost="{1}", power=1, toughness=1,
                    text="When you cast Emissary, you gain 3 life.")
    assert not emissary.unsupported
    state = turn(perm("p1", "A", emissary, Zone.HAND), mana="{C}")
    play(state, "cast p1")
    finish(state)
    resolved = [e.name for e in events(state, StackResolved)]
    assert len(resolved) == 2 and resolved[1] == "Emissary", resolved
    assert events(state, Entered)[0].permanent == "p1" and gained(state) == [3]
    quiet = quiet_turn(perm("p1", "A", emissary, Zone.HAND), mana="{C}")
    assert quiet.record_events  # the card in the hand may trigger
    play(quiet, "cast p1")
    finish(quiet)
    assert quiet.players["A"].life == 23 and quiet.permanents["p1"].zone is Zone.BATTLEFIELD


@plays("Whenever you draw a card, you gain 1 life.",
       "Whenever an opponent draws a card, Dreams deals 1 damage to that player.")
def test_draw_triggers_once_per_card() -> None:
    """CR 121.1-121.2 and 603.2: each card drawn is a draw: A's draw of two cards triggers A's
    "you draw" twice and B's "an opponent draws" twice (2 damage to A, "that player"); B's own
    draws would not trigger B's."""
    w = watcher("Whenever you draw a card, you gain 1 life.")
    dreams = watcher("Whenever an opponent draws a card, Dreams deals 1 damage to that player.",
                     "Dreams")
    state = quiet_turn(perm("w1", "A", w), perm("d1", "B", dreams),
                       perm("p1", "A", spell("Draw two cards."), Zone.HAND))
    play(state, "cast p1")
    finish(state)
    assert state.players["A"].life == 20 + 2 - 2


@plays("Whenever an opponent discards a card, Taunter deals 2 damage to that player.",
       "Whenever you discard a creature card, you gain 3 life.")
def test_discard_triggers() -> None:
    """CR 701.9a and 603.2: B discards the Bears (a creature card): A's "an opponent discards"
    deals 2 damage to B; B's own "you discard a creature card" gains B 3; A's spell discarding
    nothing of A's triggers nothing for A."""
    taunter = watcher("Whenever an opponent discards a card, Taunter deals 2 damage to that "
                      "player.", "Taunter")
    hoarder = watcher("Whenever you discard a creature card, you gain 3 life.", "Hoarder")
    state = turn(perm("w1", "A", taunter), perm("w2", "B", hoarder),
                 perm("b1", "B", "Grizzly Bears", Zone.HAND),
                 perm("p1", "A", spell("Target opponent discards a card."), Zone.HAND))
    play(state, "cast p1")
    to(state, "choose_target")
    play(state, "target B")
    finish(state)
    assert state.permanents["b1"].zone is Zone.GRAVEYARD
    assert state.players["B"].life == 20 - 2 + 3


@plays("When you cycle Cycler, you gain 2 life.",
       "Whenever you cycle or discard a card, you gain 1 life.",
       "Whenever a player cycles a card, you gain 4 life.",
       "Whenever you cycle another card, you gain 8 life.",
       "Whenever you cycle a card, you gain 16 life.")
def test_cycling_triggers() -> None:
    """CR 702.29c-d: cycling the instant triggers its own "when you cycle ~" from the graveyard, and
    "whenever you cycle or discard a card" once (a cycled card is discarded: one trigger), "a
    player cycles", "you cycle another card", "you cycle a card" once each: 2+1+4+8+16 = 31."""
    faith = cycler("Cycling {2}\nWhen you cycle Cycler, you gain 2 life.", "Instant")
    w = watcher("Whenever you cycle or discard a card, you gain 1 life.\nWhenever a player "
                "cycles a card, you gain 4 life.\nWhenever you cycle another card, you gain 8 "
                "life.\nWhenever you cycle a card, you gain 16 life.")
    state = turn(perm("w1", "A", w), perm("c1", "A", faith, Zone.HAND), mana="{2}")
    play(state, "activate c1 0")
    finish(state)
    assert sorted(gained(state)) == [1, 2, 4, 8, 16]
    assert state.permanents["c1"].zone is Zone.GRAVEYARD


def test_cycling_triggers_an_opponents_player_trigger_only() -> None:
    """CR 702.29c and 603.2: B's "whenever a player cycles a card" triggers on A's cycling; B's
    "you cycle a card" and "you cycle or discard a card" don't (A cycled)."""
    w = watcher("Whenever you cycle or discard a card, you gain 1 life.\nWhenever a player "
                "cycles a card, you gain 4 life.\nWhenever you cycle a card, you gain 16 life.")
    state = turn(perm("w1", "B", w), perm("c1", "A", cycler("Cycling {2}", "Instant"),
                                          Zone.HAND), mana="{2}")
    play(state, "activate c1 0")
    finish(state)
    assert gained(state, "B") == [4] and gained(state, "A") == []


@plays("Whenever you scry, you gain 1 life.")
def test_scry_triggers_once_per_scry() -> None:
    """CR 701.22a and 603.2: scry 2 is one scry: the trigger once, not once per card."""
    w = watcher("Whenever you scry, you gain 1 life.")
    state = turn(perm("w1", "A", w), perm("p1", "A", spell("Scry 2."), Zone.HAND))
    play(state, "cast p1")
    finish(state)
    assert gained(state) == [1]
    assert [e.source for e in events(state, AbilityTriggered)] == ["w1"]


@plays("Whenever you cast a historic spell, you gain 1 life.",
       "Whenever you cast a legendary spell, you gain 2 life.",
       "Whenever you cast a colorless spell, you gain 4 life.",
       "Whenever you cast an elf spell, you gain 8 life.",
       "Whenever you cast a kicked spell, you gain 16 life.",
       "Whenever you cast a spell with mana value 1 or less, you gain 32 life.")
def test_cast_filters_of_supertypes_subtypes_kicker_and_small_mana_values() -> None:
    """CR 700.6 (historic: legendary, artifact or Saga), 205.4d, 105.2c, 205.3m, 702.33d and
    202.3 (a kicker cost is an additional cost: the mana value stays the printed one, 601.2f):
    the legendary Elf triggers historic, legendary, elf and mana value 1 (43); the colorless
    artifact historic and colorless (5); the kicked {U} instant kicked and mana value 1 (48)."""
    w = watcher("Whenever you cast a historic spell, you gain 1 life.\nWhenever you cast a "
                "legendary spell, you gain 2 life.\nWhenever you cast a colorless spell, you "
                "gain 4 life.\nWhenever you cast an elf spell, you gain 8 life.\nWhenever you "
                "cast a kicked spell, you gain 16 life.\nWhenever you cast a spell with mana "
                "value 1 or less, you gain 32 life.")
    elf = card("Elf Lord", types=["Creature"], supertypes=["Legendary"], subtypes=["Elf"],
               cost="{G}", colors=["green"], power=1, toughness=1, text="Flash")
    widget = card("Widget", types=["Artifact", "Creature"], cost="{2}", power=1, toughness=1,
                  text="Flash")
    kicked = card("Surge", types=["Instant"], cost="{U}", colors=["blue"],
                  text="Kicker {1}\nScry 1.")
    assert not (elf.unsupported or widget.unsupported or kicked.unsupported)
    state = turn(perm("w1", "A", w), perm("p1", "A", elf, Zone.HAND),
                 perm("p2", "A", widget, Zone.HAND), perm("p3", "A", kicked, Zone.HAND),
                 mana="{G}{C}{C}{U}{C}")
    play(state, "cast p1")
    to(state, "priority", player="A")
    play(state, "cast p2")
    to(state, "priority", player="A")
    play(state, "cast p3", 'cost "kicked"')
    finish(state)
    assert sorted(gained(state)) == [1, 1, 2, 4, 8, 16, 32, 32]


@plays("Whenever you cast your second spell each turn, you gain 2 life.",
       "Whenever you cast your first instant or sorcery spell each turn, you gain 1 life.",
       "Whenever you draw your second card each turn, you gain 4 life.")
def test_the_second_spell_and_the_second_card_each_turn() -> None:
    """CR 601.2i and 121.2: of three instants cast in one turn, the first is the first instant,
    the second the second spell (the third triggers nothing); of two cards drawn, the second
    triggers "your second card each turn" once."""
    w = watcher("Whenever you cast your second spell each turn, you gain 2 life.\nWhenever "
                "you cast your first instant or sorcery spell each turn, you gain 1 life.\n"
                "Whenever you draw your second card each turn, you gain 4 life.")
    probe = instant("Probe", "{U}", ["blue"])
    drawer = card("Drawer", types=["Instant"], cost="{U}", colors=["blue"],
                  text="Draw two cards.")
    state = turn(perm("w1", "A", w), perm("p1", "A", probe, Zone.HAND),
                 perm("p2", "A", probe, Zone.HAND), perm("p3", "A", drawer, Zone.HAND),
                 mana="{U}{U}{U}", library=(GIANT, FOREST, GIANT, FOREST, GIANT))
    for spell_id in ("p1", "p2", "p3"):
        to(state, "priority", player="A")
        play(state, f"cast {spell_id}")
    finish(state)
    assert gained(state) == [4, 2, 1]  # the stack resolves last in, first out


@plays("Whenever you cast your first spell during each opponent's turn, you gain 8 life.",
       "Whenever you cast a spell during an opponent's turn, you gain 1 life.")
def test_spells_each_turn_count_from_the_turns_beginning() -> None:
    """CR 500.1 and 601.2i: A casts one instant on A's turn and two on B's: "your second spell
    each turn" counts anew in B's turn (nothing for the first there), "your first spell during
    each opponent's turn" triggers for B's first, "a spell during an opponent's turn" for both
    of B's turn (and none of A's)."""
    w = watcher("Whenever you cast your second spell each turn, you gain 2 life.\nWhenever "
                "you cast your first spell during each opponent's turn, you gain 8 life.\n"
                "Whenever you cast a spell during an opponent's turn, you gain 1 life.")
    probe = instant("Probe", "{U}", ["blue"])
    players = {"A": Player("A", library=(GIANT, FOREST, GIANT)),
               "B": Player("B", library=(FOREST, FOREST))}
    objects = [perm("w1", "A", w), *(perm(f"i{i}", "A", "Island") for i in range(1, 4)),
               *(perm(f"p{i}", "A", probe, Zone.HAND) for i in range(1, 4))]
    state = GameState(players, {o.id: o for o in objects}, ("A", "B"), "A",
                      step=Step.PRECOMBAT_MAIN, span=Span.GAME, turn_limit=2, seed=7)
    state.start()
    play(state, "cast p1")
    to(state, "priority", Step.UPKEEP, "A")
    assert state.active == "B" and gained(state) == []
    play(state, "cast p2")
    to(state, "priority", Step.UPKEEP, "A")
    play(state, "cast p3")
    finish(state)
    assert sorted(gained(state)) == [1, 1, 2, 8]  # p3 is the second of B's turn


@plays("When Phantom becomes the target of a spell or ability, sacrifice it.")
def test_an_illusion_is_sacrificed_as_it_becomes_a_target() -> None:
    """CR 601.2c, 603.3 and 608.2b: the trigger goes on the stack above the Giant Growth and
    resolves first: the Phantom is sacrificed, and the Growth, its only target gone, is removed
    from the stack as it would resolve."""
    phantom = card("Phantom", types=["Creature"], cost="{U}", power=3, toughness=3,
                   text="When Phantom becomes the target of a spell or ability, sacrifice it.")
    assert not phantom.unsupported
    state = turn(perm("x1", "A", phantom), perm("h1", "A", "Giant Growth", Zone.HAND),
                 mana="{G}")
    play(state, "cast h1", "target x1")
    finish(state)
    assert state.permanents["x1"].zone is Zone.GRAVEYARD
    growth = [e for e in events(state, StackResolved) if e.name == "Giant Growth"]
    assert len(growth) == 1 and growth[0].countered


@plays("Whenever Sage becomes the target of a spell or ability an opponent controls, you gain "
       "2 life.",
       "Whenever Sage becomes the target of a spell or ability you control for the first time "
       "each turn, you gain 4 life.",
       "Whenever a creature you control becomes the target of a spell, put a +1/+1 counter on "
       "it.")
def test_becoming_the_target_by_whom_and_the_first_time_each_turn() -> None:
    """CR 115.1, 602.2b and 603.2: A's two Giant Growths on the Sage trigger "you control for
    the first time each turn" once (4 life) and "a creature you control becomes the target of
    a spell" twice (two counters); B's Pinger ability at the Sage triggers "an opponent
    controls" (2 life) and not the spell trigger (an ability); A's Growth at B's creature,
    nothing of A's."""
    sage = card("Sage", types=["Creature"], cost="{U}", power=1, toughness=3,
                text="Whenever Sage becomes the target of a spell or ability an opponent "
                "controls, you gain 2 life.\nWhenever Sage becomes the target of a spell or "
                "ability you control for the first time each turn, you gain 4 life.")
    guard = watcher("Whenever a creature you control becomes the target of a spell, put a "
                    "+1/+1 counter on it.", "Guard")
    pinger = card("Pinger", types=["Creature"], cost="{R}", power=1, toughness=1,
                  text="{T}: Pinger deals 1 damage to any target.")
    assert not (sage.unsupported or pinger.unsupported)
    state = game(perm("s1", "A", sage), perm("g1", "A", guard), perm("p1", "B", pinger),
                 perm("h1", "A", "Giant Growth", Zone.HAND),
                 perm("h2", "A", "Giant Growth", Zone.HAND),
                 perm("h3", "A", "Giant Growth", Zone.HAND),
                 mana={"A": "{G}{G}{G}"})
    to(state, "declare_attackers").apply("attack s1=B")
    to(state, "priority", Step.DECLARE_ATTACKERS, "A")
    play(state, "cast h1", "target s1")
    to(state, "priority", Step.DECLARE_ATTACKERS, "A")
    play(state, "cast h2", "target s1")
    to(state, "priority", Step.DECLARE_ATTACKERS, "A")
    play(state, "cast h3", "target p1")
    to(state, "priority", Step.DECLARE_ATTACKERS, "B")
    play(state, "activate p1 0", "target s1")
    finish(state)
    assert sorted(gained(state)) == [2, 4]
    assert state.permanents["s1"].counters == {PLUS: 2}
    assert state.permanents["p1"].counters == {}


@plays("When you cast a creature spell, sacrifice Horror.",
       "When a player casts a spell, you gain 1 life.")
def test_when_you_cast_is_whenever_you_cast() -> None:
    """CR 603.2 and 601.2i: "when" triggers each time as "whenever" does: A's instant triggers only
    "a player casts a spell" (1 life); A's creature spell both, and the Horror is sacrificed."""
    horror = card("Horror", types=["Creature"], cost="{B}", power=3, toughness=3,
                  text="When you cast a creature spell, sacrifice Horror.")
    w = watcher("When a player casts a spell, you gain 1 life.")
    assert not horror.unsupported
    state = turn(perm("x1", "A", horror), perm("w1", "A", w),
                 perm("p1", "A", instant("Probe", "{U}", ["blue"]), Zone.HAND),
                 mana="{U}")
    play(state, "cast p1")
    finish(state)
    assert state.permanents["x1"].zone is Zone.BATTLEFIELD and gained(state) == [1]
    state = turn(perm("x1", "A", horror), perm("w1", "A", w),
                 perm("p2", "A", "Grizzly Bears", Zone.HAND), mana="{1}{G}")
    play(state, "cast p2")
    finish(state)
    assert state.permanents["x1"].zone is Zone.GRAVEYARD and gained(state) == [1]


@plays("Whenever you commit a crime, you gain 2 life.")
def test_a_crime_is_targeting_an_opponent_or_their_things() -> None:
    """CR 700.13: A's Giant Growth on A's own creature is no crime; on B's creature it is (2
    life); B's spell targeting A's creature is B's crime, not A's."""
    w = watcher("Whenever you commit a crime, you gain 2 life.")
    state = game(perm("w1", "A", w), perm("a1", "A", "Grizzly Bears"),
                 perm("b1", "B", "Grizzly Bears"),
                 perm("h1", "A", "Giant Growth", Zone.HAND),
                 perm("h2", "A", "Giant Growth", Zone.HAND),
                 perm("h3", "B", "Giant Growth", Zone.HAND),
                 mana={"A": "{G}{G}", "B": "{G}"})
    to(state, "declare_attackers").apply("attack a1=B")
    to(state, "priority", Step.DECLARE_ATTACKERS, "A")
    play(state, "cast h1", "target a1")
    to(state, "priority", Step.DECLARE_ATTACKERS, "A")
    play(state, "cast h2", "target b1")
    to(state, "priority", Step.DECLARE_ATTACKERS, "B")
    play(state, "cast h3", "target a1")
    finish(state)
    assert gained(state) == [2] and gained(state, "B") == []


@plays("Whenever you sacrifice a Clue, you gain 1 life.",
       "Whenever you sacrifice another permanent, you gain 2 life.",
       "Whenever a player sacrifices a permanent, you gain 4 life.",
       "When you sacrifice Clue, you gain 8 life.",
       "Whenever you surveil, you gain 16 life.",
       "When you sacrifice a Clue, you gain 32 life.")
def test_sacrifice_and_surveil_triggers() -> None:
    """CR 701.21a, 603.10a and 701.25a: A sacrifices the Clue to pay its ability's cost: A's
    "a Clue" and "another permanent" trigger, B's "a player sacrifices" too, and the Clue's own
    "when you sacrifice ~" from the graveyard; the Bears are not sacrificed (no second
    trigger); "when you sacrifice a Clue" is the same trigger as "whenever" (CR 603.2). A's
    surveil triggers "whenever you surveil"."""
    w = watcher("Whenever you sacrifice a Clue, you gain 1 life.\nWhenever you sacrifice "
                "another permanent, you gain 2 life.\nWhenever you surveil, you gain 16 life.\n"
                "When you sacrifice a Clue, you gain 32 life.")
    v = watcher("Whenever a player sacrifices a permanent, you gain 4 life.", "Vulture")
    clue = card("Clue", types=["Artifact"], subtypes=["Clue"], cost="{0}",
                text="{2}, Sacrifice Clue: Draw a card.\nWhen you sacrifice Clue, you gain 8 "
                "life.")
    assert not clue.unsupported, clue.unsupported
    state = turn(perm("w1", "A", w), perm("v1", "B", v), perm("c1", "A", clue),
                 perm("a1", "A", "Grizzly Bears"),
                 perm("p1", "A", spell("Surveil 1."), Zone.HAND), mana="{U}{C}{C}")
    play(state, "activate c1 0")
    to(state, "priority", player="A")
    play(state, "cast p1")
    finish(state)
    assert state.permanents["c1"].zone is Zone.GRAVEYARD
    assert sorted(gained(state)) == [1, 2, 8, 16, 32] and gained(state, "B") == [4]


@plays("Whenever an opponent discards a card, that player loses 2 life.",
       "Whenever an opponent draws a card, that player loses 1 life.")
def test_that_player_loses_life() -> None:
    """CR 119.3, 603.2 and 701.9a: "that player" is the opponent who discarded (2 life) or drew
    (1 life each card), not the trigger's controller."""
    w = watcher("Whenever an opponent discards a card, that player loses 2 life.\nWhenever an "
                "opponent draws a card, that player loses 1 life.")
    state = turn(perm("w1", "B", w), perm("b1", "A", "Grizzly Bears", Zone.HAND),
                 perm("p1", "A", spell("Draw two cards, then discard a card."), Zone.HAND))
    play(state, "cast p1")
    finish(state)
    assert state.players["A"].life == 20 - 1 - 1 - 2 and state.players["B"].life == 20


@plays("Whenever you cast a spell from anywhere other than your hand, you gain 1 life.",
       "Whenever you cast an instant or sorcery spell from your hand, you gain 2 life.",
       "Whenever a player casts a spell from a graveyard, you gain 4 life.")
def test_the_zone_a_spell_is_cast_from() -> None:
    """CR 601.2a and 601.2i: A's instant cast from A's hand triggers only "from your hand" (2);
    the cast event records the zone, and a spell cast from a graveyard (an event the matcher
    reads: a card A owns) is "anywhere other than your hand" and "your graveyard", not "your
    hand"."""
    w = watcher("Whenever you cast a spell from anywhere other than your hand, you gain 1 "
                "life.\nWhenever you cast an instant or sorcery spell from your hand, you gain 2 "
                "life.\nWhenever a player casts a spell from a graveyard, you gain 4 life.")
    state = turn(perm("w1", "A", w), perm("p1", "A", instant("Probe", "{U}", ["blue"]),
                                          Zone.HAND))
    play(state, "cast p1")
    finish(state)
    assert gained(state) == [2]
    [cast] = events(state, SpellCast)
    assert cast.origin == "hand"
    yard = attrs.evolve(cast, origin="graveyard")
    assert spell_is(state, yard, "any from:nonhand") and spell_is(state, yard,
                                                                  "any from:own graveyard")
    assert not spell_is(state, yard, "any from:hand")
    assert not spell_is(state, attrs.evolve(yard, player="B"), "any from:own graveyard")


@plays("Whenever an opponent plays a land, that player loses 1 life.",
       "Whenever you play a land, you gain 2 life.")
def test_playing_a_land() -> None:
    """CR 305.1 and 603.2: A plays a Forest (a special action): A's "you play a land" gains 2,
    B's "an opponent plays a land" makes A, "that player", lose 1."""
    mine = watcher("Whenever you play a land, you gain 2 life.")
    theirs = watcher("Whenever an opponent plays a land, that player loses 1 life.", "Tax")
    state = turn(perm("w1", "A", mine), perm("w2", "B", theirs),
                 perm("f1", "A", "Forest", Zone.HAND))
    play(state, "play f1")
    finish(state)
    assert gained(state) == [2] and state.players["A"].life == 20 + 2 - 1


@plays("Whenever you gain life for the first time each turn, put a +1/+1 counter on Cleric.",
       "Whenever an opponent gains life, Cleric deals 1 damage to that player.")
def test_life_gained_for_the_first_time_each_turn() -> None:
    """CR 119.9 and 603.2: A gains life twice in one turn (2 and 3): "for the first time each
    turn" triggers once (one counter); B's Cleric's "an opponent gains life" twice, dealing 1
    damage to A, "that player", each time."""
    mine = card("Cleric", types=["Creature"], cost="{W}", power=1, toughness=1,
                text="Whenever you gain life for the first time each turn, put a +1/+1 counter "
                "on Cleric.")
    theirs = card("Cleric", types=["Creature"], cost="{B}", power=1, toughness=1,
                  text="Whenever an opponent gains life, Cleric deals 1 damage to that player.")
    assert not (mine.unsupported or theirs.unsupported)
    salve = card("Salve", types=["Instant"], cost="{W}", colors=["white"],
                 text="You gain 2 life.")
    tonic = card("Tonic", types=["Instant"], cost="{W}", colors=["white"],
                 text="You gain 3 life.")
    state = turn(perm("c1", "A", mine), perm("c2", "B", theirs),
                 perm("p1", "A", salve, Zone.HAND), perm("p2", "A", tonic, Zone.HAND),
                 mana="{W}{W}")
    play(state, "cast p1")
    finish_stack(state)
    play(state, "cast p2")
    finish(state)
    assert gained(state) == [2, 3]
    assert state.permanents["c1"].counters == {PLUS: 1}
    assert state.players["A"].life == 20 + 2 + 3 - 2


def finish_stack(state: GameState) -> None:
    """Pass until the stack is empty and A has priority again."""
    while state.stack or state.triggered or state.decision is None or \
            state.decision.player != "A":
        state.apply("pass")
