"""Counts of another player's things and more counted permanents (issue 29, counts;
``sim.text.count_player_rules``, ``sim.model.count_qualities.seen_player``, CR 604.3, 613.4a,
613.4c): the chosen player's permanents, hand and graveyard (614.12), your opponents'
graveyards (404.1), poison counters your opponents have (122.1f), every counter on the source
(122.1), "and/or" card types, tapped and untapped permanents (110.5) and tokens (111.1) — each
played on a board where the count decides the creature's size."""

from __future__ import annotations

from played import plays
from test_library import BEARS, FOREST
from test_stack import card, finish, game, perm, play, to

from sim import GameState, Player, Step
from sim.model.board import power_and_toughness
from sim.model.objects import Permanent, Span, Zone
from sim.text import FULL, read_card

ELF = card("Elf Scout", types=["Creature"], subtypes=["Elf"], cost="{G}", power=1,
           toughness=1)
RELIC = card("Relic", types=["Artifact"], cost="{1}")
AURA = card("Charm", types=["Enchantment"], cost="{1}")


def creature(pid: str, text: str, **kw: object) -> Permanent:
    """A's 0/0 creature whose whole text is ``text`` (read in full)."""
    made = card("Probe", types=["Creature"], cost="{2}", power=0, toughness=0, text=text)
    assert not made.unsupported, made.unsupported
    return perm(pid, "A", made, **kw)  # type: ignore[arg-type]


def size(*objects: Permanent, poison: int = 0) -> tuple[int, int]:
    """The probe's power and toughness on A's turn with ``objects`` (B has ``poison``
    counters), after state-based actions (704.5f: a 0/0 dies)."""
    players = {"A": Player("A"), "B": Player("B", poison=poison)}
    state = GameState(players, {o.id: o for o in objects}, ("A", "B"), "A",
                      step=Step.PRECOMBAT_MAIN, span=Span.TURN, seed=7).start()
    return power_and_toughness(state, "p")


@plays("As Probe enters, choose an opponent.",
       "Probe's power and toughness are each equal to the number of cards in the chosen "
       "player's hand.")
def test_the_chosen_players_hand() -> None:
    """CR 614.12, 604.3: B was chosen as it entered: B's two cards in hand make it a 2/2 (A's
    own hand is not counted); with no player chosen, nothing is counted (a 0/0)."""
    text = ("As Probe enters, choose an opponent. Probe's power and toughness are each equal "
            "to the number of cards in the chosen player's hand.")
    hand = [perm("h1", "B", BEARS, Zone.HAND), perm("h2", "B", ELF, Zone.HAND),
            perm("h3", "A", ELF, Zone.HAND)]
    assert size(creature("p", text, chosen="B"), *hand) == (2, 2)
    assert size(creature("p", text), *hand) == (0, 0)


@plays("As Probe enters, choose an opponent.",
       "Probe's power and toughness are each equal to the number of nonbasic lands the chosen "
       "player controls.",
       "Probe's power is equal to the number of tapped lands the chosen player controls.")
def test_the_chosen_players_permanents() -> None:
    """CR 614.12, 205.4c, 110.5: the chosen player's nonbasic lands (A's own and B's basic
    Forest not counted); then only B's tapped lands."""
    wastes = card("Wastes Field", types=["Land"])
    lands = [perm("l1", "B", wastes), perm("l2", "B", wastes, tapped=True),
             perm("l3", "B", FOREST, tapped=True), perm("l4", "A", wastes)]
    text = ("As Probe enters, choose an opponent. Probe's power and toughness are each equal "
            "to the number of nonbasic lands the chosen player controls.")
    assert size(creature("p", text, chosen="B"), *lands) == (2, 2)
    tapped = ("As Probe enters, choose an opponent. Probe's power is equal to the number of "
              "tapped lands the chosen player controls.")
    assert size(creature("p", tapped, chosen="B"), *lands)[0] == 2


@plays("As Probe enters, choose an opponent.",
       "Probe gets -1/-1 for each card in the chosen player's hand.")
def test_a_bonus_for_each_card_in_the_chosen_players_hand() -> None:
    """CR 613.4c, 614.12: a 0/0 base 3/3 gets -1/-1 for each of B's two cards."""
    made = card("Probe", types=["Creature"], cost="{2}", power=3, toughness=3,
                text="As Probe enters, choose an opponent. Probe gets -1/-1 for each card in "
                     "the chosen player's hand.")
    assert not made.unsupported
    hand = [perm("h1", "B", BEARS, Zone.HAND), perm("h2", "B", ELF, Zone.HAND)]
    assert size(perm("p", "A", made, chosen="B"), *hand) == (1, 1)


@plays("Probe's power and toughness are each equal to the number of cards in your opponents' "
       "graveyards.")
def test_your_opponents_graveyards() -> None:
    """CR 404.1, 604.3: B's two graveyard cards count, A's own does not."""
    text = ("Probe's power and toughness are each equal to the number of cards in your "
            "opponents' graveyards.")
    cards = [perm("g1", "B", BEARS, Zone.GRAVEYARD), perm("g2", "B", ELF, Zone.GRAVEYARD),
             perm("g3", "A", ELF, Zone.GRAVEYARD)]
    assert size(creature("p", text), *cards) == (2, 2)


@plays("Probe gets +1/+1 for each poison counter your opponents have.")
def test_poison_counters_your_opponents_have() -> None:
    """CR 122.1f, 613.4c: B's three poison counters: +3/+3 (a 0/0 is a 3/3); none: 0/0."""
    text = "Probe gets +1/+1 for each poison counter your opponents have."
    assert size(creature("p", text), poison=3) == (3, 3)
    assert size(creature("p", text)) == (0, 0)


@plays("Probe gets +1/+1 for each counter on Probe.")
def test_every_kind_of_counter_on_it() -> None:
    """CR 122.1: a charge and two +1/+1 counters are three counters: +3/+3, and the two
    +1/+1 counters their own +2/+2 (a 0/0 is a 5/5)."""
    text = "Probe gets +1/+1 for each counter on Probe."
    probe = creature("p", text, counters={"charge": 1, "+1/+1": 2})
    assert size(probe) == (5, 5)


@plays("Probe gets +1/+1 for each artifact and/or enchantment you control.",
       "Probe gets +1/+1 for each token you control.",
       "Probe's power and toughness are each equal to the number of untapped lands you control.")
def test_either_type_tokens_and_untapped_lands() -> None:
    """CR 613.4c: A's artifact and enchantment count (not B's), one each; 111.1: only A's
    token creature counts; 110.5: only A's untapped Forest counts."""
    mine = [perm("r1", "A", RELIC), perm("a1", "A", AURA), perm("r2", "B", RELIC)]
    either = "Probe gets +1/+1 for each artifact and/or enchantment you control."
    assert size(creature("p", either), *mine) == (2, 2)
    tokens = [perm("t1", "A", ELF, token=True), perm("e1", "A", ELF),
              perm("t2", "B", ELF, token=True)]
    assert size(creature("p", "Probe gets +1/+1 for each token you control."),
                *tokens) == (1, 1)
    lands = [perm("f1", "A", FOREST), perm("f2", "A", FOREST, tapped=True),
             perm("f3", "B", FOREST)]
    untapped = ("Probe's power and toughness are each equal to the number of untapped lands "
                "you control.")
    assert size(creature("p", untapped), *lands) == (1, 1)


def test_the_counts_read_and_render_back() -> None:
    """Each count reads whole and renders back to its text (not run unless it does)."""
    for text in ("Probe gets +1/+1 for each tapped artifact you control.",
                 "Probe gets +1/+1 for each creature token you control.",
                 "Probe's power and toughness are each equal to the number of counters on "
                 "Probe."):
        assert read_card(text, "Probe", ("Creature",)).status == FULL, text


BEAR = card("Bear", power=2, toughness=2)
GIANT = card("Giant", power=4, toughness=4)
WALL = card("Wall", power=0, toughness=6)
FLIER = card("Flier", power=1, toughness=1, text="Flying")


def _sorcery(text: str, *objects: Permanent) -> GameState:
    """A casts the sorcery ``text`` with ``objects`` on the battlefield; it resolves."""
    spell = card("Count", types=["Sorcery"], cost="{0}", text=text)
    assert not spell.unsupported, spell.unsupported
    state = game(perm("s1", "A", spell, Zone.HAND), *objects,
                 *[perm(f"lib{i}", "A", BEAR, Zone.LIBRARY) for i in range(6)],
                 step=Step.PRECOMBAT_MAIN)
    to(state, "priority", Step.PRECOMBAT_MAIN, "A")
    play(state, "cast s1")
    finish(state)
    return state


def _hand(state: GameState) -> int:
    return sum(1 for p in state.permanents.values() if p.owner == "A" and p.zone is Zone.HAND)


@plays("Draw cards equal to the number of creatures you control with power 2 or less.")
def test_creatures_with_power_n_or_less() -> None:
    """CR 208.1, 608.2h: A's two 2/2s count, A's 4/4 and B's 2/2 don't: two cards; a 2/2
    with a +1/+1 counter is a 3/3 through the layers (613.4c) and doesn't count."""
    text = "Draw cards equal to the number of creatures you control with power 2 or less."
    board = [perm("a1", "A", BEAR), perm("a2", "A", BEAR), perm("a3", "A", GIANT),
             perm("b1", "B", BEAR)]
    assert _hand(_sorcery(text, *board)) == 2
    board[1] = perm("a2", "A", BEAR, counters={"+1/+1": 1})
    assert _hand(_sorcery(text, *board)) == 1


@plays("Probe gets +1/+1 for each other creature you control with flying.",
       "Probe gets +1/+1 for each other creature with flying on the battlefield.")
def test_creatures_with_a_keyword() -> None:
    """CR 702.9, 613.4c: A's one other flier gives +1/+1 (A's Bear without flying doesn't;
    B's flier only when every player's count, "on the battlefield")."""
    board = [perm("f1", "A", FLIER), perm("a1", "A", BEAR), perm("f2", "B", FLIER)]
    mine = "Probe gets +1/+1 for each other creature you control with flying."
    assert size(creature("p", mine), *board) == (1, 1)
    every = "Probe gets +1/+1 for each other creature with flying on the battlefield."
    assert size(creature("p", every), *board) == (2, 2)


@plays("You gain life equal to the greatest toughness among creatures you control.")
def test_the_greatest_toughness() -> None:
    """CR 208.1, 608.2h: A's 0/6 Wall has the greatest toughness among A's creatures (B's
    4/4 is not A's): A gains 6 life."""
    state = _sorcery("You gain life equal to the greatest toughness among creatures you "
                     "control.", perm("w1", "A", WALL), perm("a1", "A", BEAR),
                     perm("b1", "B", GIANT))
    assert state.players["A"].life == 26


def test_a_static_reading_powers_is_not_read() -> None:
    """CR 613.8: a characteristic-defining ability or a bonus that counts powers could read
    its own result: not read (nor run)."""
    for text in ("Probe's power and toughness are each equal to the greatest toughness among "
                 "creatures you control.",
                 "Probe's power and toughness are each equal to the number of creatures you "
                 "control with power 2 or less.",
                 "Probe gets +x/+x, where x is the number of creatures you control with power "
                 "2 or greater."):
        assert read_card(text, "Probe", ("Creature",)).status != FULL, text


@plays("Draw a card for each creature that died this turn.",
       "Create an X/X black Horror creature token, where X is the number of creatures that died "
       "this turn.")
def test_creatures_that_died_this_turn() -> None:
    """CR 700.4, 608.2h: one of A's creatures and two of B's died this turn: A draws three
    cards; the Horror is a 3/3."""
    def cast(text: str) -> GameState:
        spell = card("Count", types=["Sorcery"], cost="{0}", text=text)
        assert not spell.unsupported, spell.unsupported
        state = game(perm("s1", "A", spell, Zone.HAND),
                     *[perm(f"lib{i}", "A", BEAR, Zone.LIBRARY) for i in range(6)],
                     step=Step.PRECOMBAT_MAIN)
        state.players["A"].died_this_turn, state.players["B"].died_this_turn = 1, 2
        to(state, "priority", Step.PRECOMBAT_MAIN, "A")
        play(state, "cast s1")
        finish(state)
        return state

    assert _hand(cast("Draw a card for each creature that died this turn.")) == 3
    state = cast("Create an X/X black Horror creature token, where X is the number of creatures "
                 "that died this turn.")
    [horror] = [p.id for p in state.battlefield() if p.token]
    assert power_and_toughness(state, horror) == (3, 3)


def test_entering_for_each_death_keeps_its_reading() -> None:
    """CR 614.1c, 700.4: "enters with a +1/+1 counter on it for each creature that died this
    turn" is still read by its own rule (``COUNTERS_PER_DEATH``), not the count."""
    reading = read_card("Probe enters with a +1/+1 counter on it for each creature that died "
                        "this turn.", "Probe", ("Creature",))
    assert reading.status == FULL and reading.parsed.statics == () and reading.parsed.params


@plays("Probe's power and toughness are each equal to the number of +1/+1 counters on "
       "creatures you control.",
       "Probe gets +1/+1 for each +1/+1 counter on other creatures you control.")
def test_counters_among_permanents() -> None:
    """CR 122.1, 604.3: A's creatures carry three +1/+1 counters (B's two don't count): the
    0/0 is a 3/3; with "other", its own +1/+1 counter is not counted (but still adds +1/+1,
    613.4c): two others' counters, a 3/3."""
    board = [perm("a1", "A", BEAR, counters={"+1/+1": 2}), perm("b1", "B", BEAR,
                                                               counters={"+1/+1": 2})]
    cda = ("Probe's power and toughness are each equal to the number of +1/+1 counters on "
           "creatures you control.")
    assert size(creature("p", cda, counters={"+1/+1": 1}), *board) == (4, 4)
    assert size(creature("p", cda), *board) == (2, 2)
    other = "Probe gets +1/+1 for each +1/+1 counter on other creatures you control."
    assert size(creature("p", other, counters={"+1/+1": 1}), *board) == (3, 3)


@plays("Draw cards equal to the number of counters among creatures you control.")
def test_every_kind_of_counter_among_permanents() -> None:
    """CR 122.1, 608.2h: a +1/+1 counter and two charge counters on A's creatures: three
    cards."""
    state = _sorcery("Draw cards equal to the number of counters among creatures you control.",
                     perm("a1", "A", BEAR, counters={"+1/+1": 1}),
                     perm("a2", "A", BEAR, counters={"charge": 2}),
                     perm("b1", "B", BEAR, counters={"charge": 5}))
    assert _hand(state) == 3


GREEN = card("Green One", power=1, toughness=1, cost="{G}", colors=["G"])
GOLD = card("Gold One", power=1, toughness=1, cost="{W}{U}", colors=["W", "U"])
RELIC_COLORLESS = card("Plain Relic", types=["Artifact"], cost="{3}")


@plays("Probe gets +1/+1 for each color among permanents you control.",
       "Draw a card for each color among permanents you control.")
def test_colors_among_permanents() -> None:
    """CR 105.1, 105.2c: A's green, and white-and-blue permanents are three colors, each once
    (two green ones, a colorless artifact add none; B's red not A's): +3/+3; a sorcery draws
    three cards."""
    red = card("Red One", power=1, toughness=1, cost="{R}", colors=["R"])
    board = [perm("g1", "A", GREEN), perm("g2", "A", GREEN), perm("w1", "A", GOLD),
             perm("r0", "A", RELIC_COLORLESS), perm("r1", "B", red)]
    each = "Probe gets +1/+1 for each color among permanents you control."
    assert size(creature("p", each), *board) == (3, 3)
    assert _hand(_sorcery("Draw a card for each color among permanents you control.",
                          *board)) == 3
