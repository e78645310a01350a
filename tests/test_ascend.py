"""Ascend and the city's blessing (CR 702.131; ``sim.rules.ascend``): on a permanent a static
ability giving the blessing the moment its controller controls ten or more permanents
(702.131b), on an instant or sorcery a spell ability checked as it resolves (702.131a); the
blessing is kept for the rest of the game (702.131c), and the conditions "as long as you have
the city's blessing" (611.3a), "if you have the city's blessing" (603.4, 608.2c) and "activate
only if you have the city's blessing" (602.5b) read it."""

from __future__ import annotations

from played import plays
from test_library import spell, turn
from test_stack import card, legal, perm, to

from sim import CardDef, GameState
from sim.model.keywords import Kw
from sim.model.objects import PLUS, Permanent, Zone

ASPIRANT = "Ascend\n~ has flying as long as you have the city's blessing."
SOLDIER = "Create a 1/1 white Soldier creature token."


def _creature(text: str, name: str = "Aspirant") -> CardDef:
    made = card(name, types=["Creature"], cost="{W}", power=2, toughness=1,
                text=text.replace("~", name))
    assert not made.unsupported, made.unsupported
    return made


def _forests(n: int) -> list[Permanent]:
    return [perm(f"f{i}", "A", "Forest") for i in range(n)]


def _board(text: str, forests: int, *more: Permanent, mana: str = "{U}") -> GameState:
    """A's main phase with a creature of ``text``, ``forests`` Forests, ``more`` objects."""
    return turn(perm("a1", "A", _creature(text)), *_forests(forests), *more, mana=mana)


def _resolve(state: GameState, *actions: str) -> GameState:
    for action in actions:
        state.apply(action)
    while state.stack:
        state.apply("pass")
    return state


@plays("Ascend", "Aspirant has flying as long as you have the city's blessing.")
def test_the_tenth_permanent_gives_the_blessing() -> None:
    """CR 702.131b, 611.3a: the Aspirant and eight Forests, then a Soldier token: A controls
    ten permanents and gets the city's blessing; the Aspirant has flying. With seven Forests
    the token makes nine: no blessing, no flying."""
    ten = _resolve(_board(ASPIRANT, 8, perm("p1", "A", spell(SOLDIER), Zone.HAND)), "cast p1")
    assert ten.players["A"].city_blessing and ten.has("a1", Kw.FLYING)
    nine = _resolve(_board(ASPIRANT, 7, perm("p1", "A", spell(SOLDIER), Zone.HAND)), "cast p1")
    assert not nine.players["A"].city_blessing and not nine.has("a1", Kw.FLYING)


def test_the_blessing_stays_for_the_rest_of_the_game() -> None:
    """CR 702.131c: blessed with ten permanents, A loses a Forest (destroyed): nine
    permanents, and A keeps the blessing (the Aspirant keeps flying)."""
    kill = spell("Destroy target land.", cost="{B}")
    state = _resolve(_board(ASPIRANT, 8, perm("p1", "A", spell(SOLDIER), Zone.HAND),
                            perm("p2", "A", kill, Zone.HAND), mana="{U}{B}"), "cast p1")
    _resolve(state, "cast p2", "target f0")
    assert state.permanents["f0"].zone is Zone.GRAVEYARD
    assert state.players["A"].city_blessing and state.has("a1", Kw.FLYING)


def test_no_blessing_without_ascend() -> None:
    """CR 702.131b: without a permanent with ascend, ten permanents give nothing."""
    plain = card("Plain", types=["Creature"], cost="{W}", power=2, toughness=1,
                 text="Plain has flying as long as you have the city's blessing.")
    state = turn(perm("a1", "A", plain), *_forests(8), perm("p1", "A", spell(SOLDIER), Zone.HAND))
    _resolve(state, "cast p1")
    assert not state.players["A"].city_blessing and not state.has("a1", Kw.FLYING)


def test_a_legend_that_is_the_tenth_counts_before_the_legend_rule() -> None:
    """CR 702.131b (any time; no stack), 704.5j: a second copy of a legendary creature enters
    as A's tenth permanent; the legend rule then puts one away, but A got the blessing."""
    legend = card("Legend", types=["Creature"], supertypes=["Legendary"], cost="{U}", power=1,
                  toughness=1)
    state = _board(ASPIRANT, 7, perm("l1", "A", legend), perm("l2", "A", legend, Zone.HAND))
    _resolve(state, "cast l2", "permanent l1")
    mine = [p for p in state.battlefield() if p.controller == "A"]
    assert len(mine) == 9 and state.players["A"].city_blessing


@plays("Ascend", "Scry 1.")
def test_an_instant_with_ascend_checks_as_it_resolves() -> None:
    """CR 702.131a: an instant with ascend resolving while A controls ten permanents gives
    the blessing (no permanent with ascend needed); with nine it doesn't."""
    for forests, blessed in ((10, True), (9, False)):
        scry = spell("Ascend\nScry 1.")
        state = turn(*_forests(forests), perm("p1", "A", scry, Zone.HAND))
        _resolve(state, "cast p1")
        assert state.players["A"].city_blessing is blessed


@plays("Ascend", "Draw a card. If you have the city's blessing, draw a card.")
def test_the_spell_ascends_before_its_instructions() -> None:
    """CR 702.131a, 608.2c: the keyword comes first: with ten permanents "if you have the
    city's blessing, draw a card" already sees the blessing: A draws two; with nine, one."""
    drawn = []
    for forests in (10, 9):
        dig = spell("Ascend\nDraw a card. If you have the city's blessing, draw a card.",
                    kind="Sorcery")
        state = turn(*_forests(forests), perm("p1", "A", dig, Zone.HAND))
        _resolve(state, "cast p1")
        drawn.append(len(state.cards("A", Zone.HAND)))
    assert drawn == [2, 1]


ARCH = "Ascend\n{1}, {T}: Draw a card. Activate only if you have the city's blessing."


@plays("Ascend", "{1}, {T}: Draw a card. Activate only if you have the city's blessing.")
def test_activate_only_with_the_blessing() -> None:
    """CR 602.5b, 702.131b: with nine permanents the Arch's ability can't be activated; A
    plays a Forest, the tenth permanent (a special action, 116.2a: no stack): A is blessed at
    once, and activating it draws a card."""
    arch = card("Arch", types=["Land"], text=ARCH.replace("~", "Arch"))
    assert not arch.unsupported, arch.unsupported
    state = turn(perm("r1", "A", arch), *_forests(8), perm("f9", "A", "Forest", Zone.HAND),
                 mana="{W}")
    assert not any(a.startswith("activate r1") for a in legal(state))
    state.apply("play f9")
    assert state.players["A"].city_blessing
    [ability] = [a for a in legal(state) if a.startswith("activate r1")]
    _resolve(state, ability)
    assert state.permanents["r1"].tapped and len(state.cards("A", Zone.HAND)) == 1


CHARGER = "Ascend\n~ gets +2/+2 as long as you have the city's blessing."


@plays("Ascend", "Aspirant gets +2/+2 as long as you have the city's blessing.")
def test_ten_permanents_from_the_start_bless_at_the_first_check() -> None:
    """CR 702.131b, 611.3a: A already controls the Aspirant and nine Forests: blessed by the
    first state-based action check (704.3), the Aspirant is 4/3; with eight Forests, 2/1."""
    ten = _board(CHARGER, 9)
    assert ten.players["A"].city_blessing and (ten.power("a1"), ten.toughness("a1")) == (4, 3)
    nine = _board(CHARGER, 8)
    assert not nine.players["A"].city_blessing
    assert (nine.power("a1"), nine.toughness("a1")) == (2, 1)


GRIFFIN = ("Ascend\nWhenever ~ attacks, if you have the city's blessing, put a +1/+1 counter on "
           "it.")


@plays("Ascend", "Whenever Aspirant attacks, if you have the city's blessing, put a +1/+1 "
       "counter on it.")
def test_the_attack_trigger_needs_the_blessing() -> None:
    """CR 603.4, 702.131c: the Aspirant attacks; blessed (ten permanents), it gets a +1/+1
    counter; with nine permanents the trigger's "if" is false: no counter."""
    counters = []
    for forests in (9, 8):
        state = _board(GRIFFIN, forests)
        to(state, "declare_attackers").apply("attack a1=B")
        to(state, "declare_blockers")  # the trigger resolved (default policy)
        counters.append(state.permanents["a1"].counters.get(PLUS, 0))
    assert counters == [1, 0]


SWORDTOOTH = "Ascend\n~ can't attack or block unless you have the city's blessing."


@plays("Ascend", "Aspirant can't attack or block unless you have the city's blessing.")
def test_it_attacks_only_with_the_blessing() -> None:
    """CR 508.1c, 611.3a: with nine permanents the Aspirant can't be declared as an attacker;
    with ten (blessed) it can."""
    for forests, can in ((9, True), (8, False)):
        state = to(_board(SWORDTOOTH, forests), "declare_attackers")
        assert any("a1" in a for a in legal(state)) is can


def test_an_exchange_of_control_counts_once_complete() -> None:
    """CR 701.12a, 702.131b: A controls the Aspirant and eight Forests (nine) and exchanges a
    Forest for B's Forest: A still controls nine, never ten (the exchange is simultaneous), so
    no blessing; gaining B's Forest outright makes ten."""
    swap = spell("Exchange control of two target lands.", cost="{U}")
    state = _board(ASPIRANT, 8, perm("x1", "A", swap, Zone.HAND), perm("g1", "B", "Forest"))
    _resolve(state, "cast x1", "target g1", "target f0")  # (B's Forest moves first)
    assert state.permanents["g1"].controller == "A" and not state.players["A"].city_blessing
    steal = spell("Gain control of target land.", cost="{U}")
    state = _board(ASPIRANT, 8, perm("x1", "A", steal, Zone.HAND), perm("g1", "B", "Forest"))
    _resolve(state, "cast x1", "target g1")
    assert state.permanents["g1"].controller == "A" and state.players["A"].city_blessing
