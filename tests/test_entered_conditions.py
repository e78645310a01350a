"""What entered the battlefield under your control this turn (CR 603.6a; ``Player.
entered_this_turn``, each permanent as it entered, those gone since too; forgotten as a turn
begins): the condition ``sim.model.static_conditions.ENTERED_KIND`` of a static ability (CR
611.3a: "as long as an artifact entered the battlefield under your control this turn", "~
gets +1/+1 as long as you had another creature enter ...") and of an intervening "if" (603.4,
through ``sim.text.static_if``: "if two or more creatures entered ... this turn")."""

from __future__ import annotations

from played import plays
from test_library import spell, turn
from test_stack import card, finish, perm, play

from sim import CardDef, GameState
from sim.model.objects import Zone

ELK = ("~ gets +1/+1 as long as you had another creature enter the battlefield under your "
       "control this turn.")
SARAH = ("As long as an artifact entered the battlefield under your control this turn, "
         "creatures you control get +1/+1.")
DRAWER = ("At the beginning of your end step, if two or more creatures entered the battlefield "
          "under your control this turn, draw a card.")


def _creature(name: str, text: str, cost: str = "{G}") -> CardDef:
    made = card(name, types=["Creature"], cost=cost, power=2, toughness=2, text=text)
    assert not made.unsupported, made.unsupported
    return made


def _resolve(state: GameState, *actions: str) -> GameState:
    play(state, *actions)
    while state.stack:
        state.apply("pass")
    return state


@plays(ELK)
def test_another_creature_entering_not_the_source_itself() -> None:
    """CR 611.3a, 400.7: the Elk cast and resolved alone is 2/2 (it isn't "another creature");
    once a Soldier token enters under A's control it is 3/3; a land played is no creature."""
    makes = spell("Create a 1/1 white Soldier creature token.")
    state = turn(perm("e", "A", _creature("Elk", ELK), Zone.HAND), perm("p", "A", makes, Zone.HAND),
                 perm("f", "A", card("Forest"), Zone.HAND), mana="{G}{U}")
    _resolve(state, "cast e")
    _resolve(state, "play f")
    assert (state.power("e"), state.toughness("e")) == (2, 2)
    _resolve(state, "cast p")
    assert (state.power("e"), state.toughness("e")) == (3, 3)


@plays(SARAH)
def test_an_artifact_entering() -> None:
    """CR 611.3a, 205.2a: a Treasure token (an artifact) entering gives A's creatures +1/+1;
    a Soldier token (a creature, no artifact) gives nothing."""
    for text, bonus in (("Create a Treasure token.", 1),
                        ("Create a 1/1 white Soldier creature token.", 0)):
        state = turn(perm("s", "A", _creature("Sarah", SARAH)),
                     perm("p", "A", spell(text), Zone.HAND))
        _resolve(state, "cast p")
        assert state.power("s") == 2 + bonus, text


@plays(DRAWER)
def test_two_creatures_entered_at_the_end_step() -> None:
    """CR 603.4: at A's end step, two Soldier tokens having entered this turn, A draws a card;
    with one, the ability doesn't trigger."""
    hands = []
    for n in ("two", "a"):
        makes = spell(f"Create {n} 1/1 white Soldier creature {'token' if n == 'a' else 'tokens'}.")
        state = turn(perm("d", "A", _creature("Drawer", DRAWER)),
                     perm("p", "A", makes, Zone.HAND), library=(card("Forest"),) * 3)
        state = finish(_resolve(state, "cast p"))
        hands.append(len(state.cards("A", Zone.HAND)))
    assert hands == [1, 0]
