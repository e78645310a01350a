"""Clashing (CR 701.30, ``CLASH``, ``sim.rules.clash``): the controller and an opponent each
reveal their library's top card, then each, in APNAP order, keeps it on top or puts it on the
bottom (701.30a, c); the controller wins with a card of a higher mana value than the other
(701.30d): the instructions after "if you win, " are done only then, those after "otherwise, "
only if not."""

from __future__ import annotations

from played import plays
from test_library import BEARS, FOREST, GIANT, spell
from test_stack import card, events, legal, perm, play, to

from sim import CardDef, GameState, Permanent, Player, Step
from sim.model.clash_verbs import CLASH, LOST_CLASH, WON_CLASH
from sim.model.events import Clashed
from sim.model.mana import Mana
from sim.model.objects import Span, Zone
from sim.text.effect_text import read_effect
from sim.text.render_effects import program
from sim.text.wording import canonical

BOTH = "Clash with an opponent. If you win, draw a card. Otherwise, you lose 2 life."


def _game(*objects: Permanent, mine: tuple[CardDef, ...], theirs: tuple[CardDef, ...],
          mana: str = "{U}") -> GameState:
    """A's precombat main phase, A's library ``mine`` and B's ``theirs`` (top first)."""
    players = {"A": Player("A", mana=Mana.parse(mana), library=mine),
               "B": Player("B", library=theirs)}
    state = GameState(players, {o.id: o for o in objects}, ("A", "B"), "A",
                      step=Step.PRECOMBAT_MAIN, span=Span.TURN, seed=3)
    state.record_events = True
    return state.start()


def _cast(text: str, mine: tuple[CardDef, ...], theirs: tuple[CardDef, ...]) -> GameState:
    state = _game(perm("p1", "A", spell(text), Zone.HAND), mine=mine, theirs=theirs)
    play(state, "cast p1")
    return state


def _hand(state: GameState) -> list[str]:
    return [p.card.name for p in state.permanents.values()
            if p.owner == "A" and p.zone is Zone.HAND]


@plays("Clash with an opponent. If you win, draw a card. Otherwise, you lose 2 life.")
def test_the_higher_mana_value_wins_and_each_player_places_their_card() -> None:
    """CR 701.30c: A (active) then B choose top or bottom, each told both revealed cards; A's
    Hill Giant (mana value 4) beats B's Grizzly Bears (2), 701.30d: A wins. A put the Giant on
    the bottom, so the card drawn "if you win" is the Forest under it; B's Bears stays on top.
    A loses no life ("otherwise" not done)."""
    state = _cast(BOTH, (GIANT, FOREST), (BEARS, FOREST))
    to(state, "choose_place")
    assert state.decision is not None and state.decision.player == "A"
    assert "Hill Giant" in state.decision.prompt and "Grizzly Bears" in state.decision.prompt
    assert legal(state) == ["place top", "place bottom"]
    play(state, "place bottom")
    to(state, "choose_place")
    assert state.decision is not None and state.decision.player == "B"
    play(state, "place top")
    [clash] = events(state, Clashed)
    assert (clash.player, clash.opponent, clash.revealed, clash.bottom, clash.won) == (
        "A", "B", ("Hill Giant", "Grizzly Bears"), ("A",), True)
    assert _hand(state) == ["Forest"]
    assert [c.name for c in state.players["A"].library] == ["Hill Giant"]
    assert [c.name for c in state.players["B"].library] == ["Grizzly Bears", "Forest"]
    assert state.players["A"].life == 20


def test_a_lower_or_equal_mana_value_loses() -> None:
    """CR 701.30d: a win needs a card of higher mana value than all the others: A's Bears (2)
    against B's Giant (4) loses, and against B's own Bears (2, a tie) loses too: "otherwise"
    is done (A loses 2 life, 119.3) and nothing is drawn."""
    for theirs in (GIANT, BEARS):
        state = _cast(BOTH, (BEARS, FOREST), (theirs,))
        play(to(state, "choose_place"), "place top")
        play(to(state, "choose_place"), "place bottom")
        [clash] = events(state, Clashed)
        assert (clash.won, clash.bottom) == (False, ("B",))
        assert (state.players["A"].life, _hand(state)) == (18, [])


def test_an_empty_library_reveals_nothing() -> None:
    """CR 701.30a, d: a player with an empty library reveals no card and is asked nothing: A
    with none can't win; A's Forest (mana value 0) against B's empty library is a card of
    higher mana value than all the others revealed (none): A wins and draws it."""
    state = _cast(BOTH, (), (GIANT,))
    play(to(state, "choose_place"), "place top")
    assert state.players["A"].life == 18
    assert events(state, Clashed)[0].revealed == ("", "Hill Giant")
    state = _cast(BOTH, (FOREST,), ())
    to(state, "choose_place")
    assert state.decision is not None and state.decision.player == "A"
    play(state, "place top")
    assert (state.players["A"].life, _hand(state)) == (20, ["Forest"])


@plays("When Adder-Staff Boggart enters the battlefield, clash with an opponent. If you win, "
       "put a +1/+1 counter on Adder-Staff Boggart.")
def test_an_enters_trigger_clashes_and_counts_the_win() -> None:
    """CR 701.30b, d, 603.2: the creature's enters trigger clashes as it resolves; won (Giant 4
    against Forest 0), the Boggart gets a +1/+1 counter (122.1a); lost, none."""
    text = ("When Adder-Staff Boggart enters the battlefield, clash with an opponent. "
            "If you win, put a +1/+1 counter on Adder-Staff Boggart.")
    for mine, theirs, counters in ((GIANT, FOREST, 1), (FOREST, GIANT, 0)):
        boggart = card("Adder-Staff Boggart", types=["Creature"], cost="{R}", text=text,
                       power=2, toughness=1)
        assert not boggart.unsupported
        state = _game(perm("g1", "A", boggart, Zone.HAND), mine=(mine,), theirs=(theirs,),
                      mana="{R}")
        play(state, "cast g1")
        play(to(state, "choose_place"), "place top")
        play(to(state, "choose_place"), "place top")
        assert state.permanents["g1"].counters.get("+1/+1", 0) == counters


def test_the_clash_reads_and_renders_back() -> None:
    """The program: the clash (701.30b), then each sentence's instructions marked won or not
    (701.30d, 608.2c); it renders back to its text. "if you win" without a clash before it, or
    "otherwise" without "if you win" before it, is not read."""
    prog = read_effect(BOTH)
    assert [(op.verb, op.if_paid) for op in prog.ops] == [
        (CLASH, ""), ("draw", WON_CLASH), ("lose life", LOST_CLASH)]
    assert canonical(program(prog)) == canonical(BOTH.lower().rstrip("."))
    assert read_effect("Draw a card. If you win, you gain 2 life.").unsupported
    assert read_effect("Clash with an opponent. Otherwise, you gain 2 life.").unsupported


@plays("You lose 2 life and draw two cards, then clash with an opponent. If you win, repeat "
       "this process.")
def test_a_won_clash_repeats_the_process() -> None:
    """CR 608.2c, 701.30d: "repeat this process" does the effect's instructions again from the
    first while the clash is won. A loses 2 life and draws two Giants, wins the clash (Giant 4
    against B's Bears 2), so loses 2 more and draws a Giant and a Forest, then loses the next
    clash (Forest 0): two clashes, 4 life lost, four cards drawn, the Forest left."""
    text = ("You lose 2 life and draw two cards, then clash with an opponent. If you win, "
            "repeat this process.")
    state = _cast(text, (GIANT, GIANT, GIANT, FOREST, FOREST), (BEARS,))
    for _ in range(4):
        play(to(state, "choose_place"), "place top")
    assert [c.won for c in events(state, Clashed)] == [True, False]
    assert state.players["A"].life == 16
    assert sorted(_hand(state)) == ["Forest", "Hill Giant", "Hill Giant", "Hill Giant"]
    assert [c.name for c in state.players["A"].library] == ["Forest"]


@plays("Whenever you clash and win, you may draw a card.", "Whenever you clash, you gain 1 life.")
def test_whenever_you_clash_triggers_for_both_clashing_players() -> None:
    """CR 701.30b: "clash with an opponent": both players clash, so B's "whenever you clash"
    triggers on A's spell too; 701.30d: only the winner's "whenever you clash and win" does
    (A's Giant beats B's Bears: A's Echoes triggers, B's doesn't)."""
    echoes = card("Echoes", types=["Enchantment"], cost="{G}",
                  text="Whenever you clash and win, you may draw a card.")
    rite = card("Rite", types=["Enchantment"], cost="{G}",
                text="Whenever you clash, you gain 1 life.")
    assert not echoes.unsupported and not rite.unsupported
    state = _game(perm("p1", "A", spell(BOTH), Zone.HAND), perm("e1", "A", echoes),
                  perm("e2", "B", echoes), perm("r2", "B", rite),
                  mine=(GIANT, FOREST), theirs=(BEARS, FOREST))
    play(state, "cast p1")
    play(to(state, "choose_place"), "place top")
    play(to(state, "choose_place"), "place top")
    while state.decision is not None and state.decision.kind != "choose_optional" and \
            (state.stack or state.triggered):
        play(state, "pass")
    assert state.decision is not None and state.decision.kind == "choose_optional"
    assert state.decision.player == "A"
    play(state, "yes")
    while state.decision is not None and (state.stack or state.triggered):
        play(state, "pass" if state.decision.kind == "priority" else "yes")
    assert state.players["B"].life == 21  # B clashed too (701.30b)
    assert sorted(_hand(state)) == ["Forest", "Hill Giant"]  # won: drew; then the Echoes
    assert [c.name for c in state.players["B"].library] == ["Grizzly Bears", "Forest"]
