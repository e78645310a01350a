"""+1/+1 and -1/-1 counters distributed among targets (CR 601.2d): "distribute two +1/+1
counters among one or two target creatures you control", "... -1/-1 counters among one or two
target creatures": the division is chosen as the spell or ability is put on the stack, each
target at least one counter; a target no longer legal gets none, the others still get their
share (608.2b). Read as divided damage is (``sim.text.divided_text``)."""

from __future__ import annotations

from played import plays
from test_stack import card, finish, game, perm, play, to

from sim import Step
from sim.model.objects import MINUS, PLUS, Zone
from sim.text.card_reader import read_card
from sim.text.render import round_trips

CORPS_TEXT = ("When Corps enters the battlefield, distribute two +1/+1 counters among one or "
              "two target creatures you control.")
CORPS = card("Corps", types=["Creature"], cost="{G}", power=1, toughness=1, text=CORPS_TEXT)
PLAGUE_TEXT = ("When Plague enters the battlefield, distribute two -1/-1 counters among one or "
               "two target creatures.")
PLAGUE = card("Plague", types=["Creature"], cost="{B}", power=1, toughness=1, text=PLAGUE_TEXT)
BEAR = card("Bear", types=["Creature"], power=2, toughness=2)


@plays("When ~ enters the battlefield, distribute two +1/+1 counters among one or two target "
       "creatures you control.")
def test_two_counters_divided_among_two_of_your_creatures() -> None:
    """CR 603.3d, 601.2d and 122.6: the trigger's targets are A's creatures only; split 1/1
    each Bear gets one +1/+1 counter; both on one target (a single target chosen), it gets
    two."""
    state = game(perm("c1", "A", CORPS, Zone.HAND), perm("a1", "A", BEAR),
                 perm("a2", "A", BEAR), perm("b1", "B", BEAR),
                 mana={"A": "{G}"}, step=Step.PRECOMBAT_MAIN)
    to(state, "priority", Step.PRECOMBAT_MAIN, "A")
    play(state, "cast c1")
    to(state, "choose_target")
    assert "target b1" not in [str(a) for a in state.legal_actions()]
    play(state, "target a1", "target a2")  # (1,1 the only division: no choice asked)
    finish(state)
    assert state.permanents["a1"].counters.get(PLUS) == 1
    assert state.permanents["a2"].counters.get(PLUS) == 1
    assert not state.permanents["b1"].counters
    state = game(perm("c1", "A", CORPS, Zone.HAND), perm("a1", "A", BEAR),
                 mana={"A": "{G}"}, step=Step.PRECOMBAT_MAIN)
    to(state, "priority", Step.PRECOMBAT_MAIN, "A")
    play(state, "cast c1")
    to(state, "choose_target")
    play(state, "target a1", "target none")
    finish(state)
    assert state.permanents["a1"].counters.get(PLUS) == 2


@plays("When ~ enters the battlefield, distribute two -1/-1 counters among one or two target "
       "creatures.")
def test_minus_counters_divided_kill_a_one_toughness_creature() -> None:
    """CR 601.2d, 122.1a and 704.5f: split 1/1 between B's 2/2 Bear and 1/1 Plague-like
    creature: the Bear is a 1/1 with its -1/-1 counter, the 1/1 dies."""
    weak = card("Weak", types=["Creature"], power=1, toughness=1)
    state = game(perm("p1", "A", PLAGUE, Zone.HAND), perm("b1", "B", BEAR),
                 perm("w1", "B", weak), mana={"A": "{B}"}, step=Step.PRECOMBAT_MAIN)
    to(state, "priority", Step.PRECOMBAT_MAIN, "A")
    play(state, "cast p1")
    to(state, "choose_target")
    play(state, "target b1", "target w1")
    finish(state)
    assert state.permanents["b1"].counters.get(MINUS) == 1
    assert state.permanents["w1"].zone is Zone.GRAVEYARD


def test_the_distribution_renders_back() -> None:
    """The model renders back to each clause it was read from; "among one or two targets"
    (any target: players too) is not read."""
    for text, name in ((CORPS_TEXT, "Corps"), (PLAGUE_TEXT, "Plague"),
                       ("{T}: Distribute three +1/+1 counters among one, two, or three target "
                        "creatures you control.", "Charm")):
        reading = read_card(text, name)
        assert not reading.unsupported, reading.unsupported
        assert all(round_trips(said, model, name) for said, model in reading.clauses), text
    assert read_card("When Xox enters the battlefield, distribute two +1/+1 counters among "
                     "one or two targets.", "Xox").unsupported


@plays("{T}: Distribute three +1/+1 counters among one, two, or three target creatures you "
       "control.")
def test_three_counters_split_two_and_one() -> None:
    """CR 602.2b, 601.2d: activated, its targets two of A's creatures, the division chosen
    (2 and 1) as it is put on the stack: the first gets two counters, the second one."""
    staff = card("Staff", types=["Artifact"], cost="{0}",
                 text="{T}: Distribute three +1/+1 counters among one, two, or three target "
                      "creatures you control.")
    state = game(perm("s1", "A", staff), perm("a1", "A", BEAR), perm("a2", "A", BEAR),
                 step=Step.PRECOMBAT_MAIN)
    to(state, "priority", Step.PRECOMBAT_MAIN, "A")
    play(state, "activate s1 0", "target a1", "target a2", "target none")
    assert sorted(str(a) for a in state.legal_actions()) == ["divide 1,2", "divide 2,1"]
    play(state, "divide 2,1")
    finish(state)
    assert state.permanents["a1"].counters.get(PLUS) == 2
    assert state.permanents["a2"].counters.get(PLUS) == 1
