"""Soulbond (CR 702.95; ``sim.rules.soulbond``, ``sim.model.pairing``): as the soulbond
creature or another creature its controller controls enters, both unpaired, its controller
may pair them (702.95a; the creature chosen as the ability resolves, no target); the pair's
static abilities ("as long as ~ is paired with another creature, each of those creatures
gets +1/+1", "... both creatures have first strike") apply to both (702.95b, 611.3a); the
pair is broken as either leaves the battlefield or changes controller (702.95e)."""

from __future__ import annotations

from played import plays
from test_library import spell, turn
from test_stack import card, legal, perm

from sim import CardDef, GameState
from sim.model.keywords import Kw
from sim.model.objects import Zone

LANCER = ("Soulbond\nAs long as Lancer is paired with another creature, both creatures have "
          "first strike.")
FAMILIAR = ("Soulbond\nAs long as Lancer is paired with another creature, each of those "
            "creatures gets +1/+1.")


def _creature(name: str, text: str = "") -> CardDef:
    fields = {"text": text} if text else {}
    made = card(name, types=["Creature"], cost="{U}", power=2, toughness=2, **fields)
    assert not made.unsupported, made.unsupported
    return made


def _resolve(state: GameState, *answers: str) -> GameState:
    """Pass priority until the stack is empty, giving ``answers`` to the choices asked, in
    order ("yes" to the "you may")."""
    given = list(answers)
    while state.stack or state.resolving is not None:
        d = state.decision
        assert d is not None
        if d.kind == "priority":
            state.apply("pass")
        else:
            state.apply(given.pop(0))
    assert not given, given
    return state


def _first_strike(state: GameState, pid: str) -> bool:
    return state.has(pid, Kw.FIRST_STRIKE)


@plays("Soulbond", "As long as Lancer is paired with another creature, both creatures have "
       "first strike.")
def test_another_creature_entering_pairs_with_it() -> None:
    """CR 702.95a-b: A controls the Lancer alone and casts a Bear; the Lancer's soulbond
    triggers, A pairs them: both have first strike. Declining ("no"): neither has it."""
    for answer, paired in (("yes", True), ("no", False)):
        state = turn(perm("l1", "A", _creature("Lancer", LANCER)),
                     perm("b1", "A", _creature("Bear"), Zone.HAND))
        state.apply("cast b1")
        _resolve(state, answer)
        assert _first_strike(state, "l1") is paired and _first_strike(state, "b1") is paired


@plays("Soulbond", "As long as Lancer is paired with another creature, each of those creatures "
       "gets +1/+1.")
def test_the_soulbond_creature_entering_chooses_its_pair() -> None:
    """CR 702.95a, 702.95d: the Lancer enters while A controls two Bears: A chooses the
    second one as the ability resolves; those two get +1/+1, the first Bear doesn't."""
    state = turn(perm("b1", "A", _creature("Bear")), perm("b2", "A", _creature("Bear")),
                 perm("l1", "A", _creature("Lancer", FAMILIAR), Zone.HAND))
    state.apply("cast l1")
    _resolve(state, "yes", "permanent b2")
    assert (state.power("l1"), state.power("b2"), state.power("b1")) == (3, 3, 2)


def test_the_pair_breaks_as_one_leaves() -> None:
    """CR 702.95e, 400.7: paired, the Bear is destroyed: the Lancer loses first strike; a
    new creature entering may pair with it again (702.95a: both unpaired)."""
    kill = spell("Destroy target creature.", cost="{B}")
    state = turn(perm("l1", "A", _creature("Lancer", LANCER)),
                 perm("b1", "A", _creature("Bear"), Zone.HAND),
                 perm("k1", "A", kill, Zone.HAND), perm("b2", "A", _creature("Bear"), Zone.HAND),
                 mana="{U}{B}{U}")
    state.apply("cast b1")
    _resolve(state, "yes")
    assert _first_strike(state, "l1")
    state.apply("cast k1")
    state.apply("target b1")
    _resolve(state)
    assert state.permanents["b1"].zone is Zone.GRAVEYARD and not _first_strike(state, "l1")
    assert state.permanents["l1"].paired is None
    state.apply("cast b2")
    _resolve(state, "yes")
    assert _first_strike(state, "l1") and _first_strike(state, "b2")


def test_a_paired_creature_does_not_pair_again() -> None:
    """CR 702.95a, 702.95d: the Lancer already paired, a third creature entering triggers
    nothing (its intervening "if": both must be unpaired)."""
    state = turn(perm("l1", "A", _creature("Lancer", LANCER)),
                 perm("b1", "A", _creature("Bear"), Zone.HAND),
                 perm("b2", "A", _creature("Bear"), Zone.HAND), mana="{U}{U}")
    state.apply("cast b1")
    _resolve(state, "yes")
    state.apply("cast b2")
    _resolve(state)
    assert not _first_strike(state, "b2") and _first_strike(state, "b1")
    assert not any(a.startswith("yes") for a in legal(state))


LOOKOUT = ('Soulbond\nAs long as Lookout is paired with another creature, each of those creatures '
           'has "{T}: Draw a card."')


@plays("Soulbond", 'As long as Lookout is paired with another creature, each of those creatures '
       'has "{T}: Draw a card."')
def test_both_creatures_of_the_pair_have_the_quoted_ability() -> None:
    """CR 702.95a-b, 613.1f: the Lookout enters and pairs with the Bear: both have "{T}: Draw
    a card." (the Bear activates it: A draws); once the Lookout is destroyed (702.95e) the
    Bear no longer has it."""
    kill = spell("Destroy target creature.", cost="{B}")
    state = turn(perm("l1", "A", _creature("Lookout", LOOKOUT), Zone.HAND),
                 perm("b1", "A", _creature("Bear")),
                 perm("k1", "A", kill, Zone.HAND), mana="{U}{B}")
    assert not any(a.startswith("activate b1") for a in legal(state))
    state.apply("cast l1")
    _resolve(state, "yes")
    assert state.permanents["l1"].card.activated  # (summoning sick: not activated, 302.6)
    [bear] = [a for a in legal(state) if a.startswith("activate b1")]
    state.apply(bear)
    _resolve(state)
    assert state.permanents["b1"].tapped and len(state.cards("A", Zone.HAND)) == 2  # k1, drawn
    state.apply("cast k1")
    state.apply("target l1")
    _resolve(state)
    state.permanents["b1"].tapped = False
    state.version += 1
    assert not any(a.startswith("activate b1") for a in legal(state))



BLINK = ("Exile target creature you control, then return that card to the battlefield under your "
         "control.")


def test_a_creature_that_left_and_returned_is_not_paired_by_the_old_trigger() -> None:
    """CR 400.7, 702.95c: the Bear enters and the Lancer's soulbond triggers; in response A
    exiles the Bear and returns it (a new object, which triggers the Lancer's soulbond
    again). A declines the new trigger and accepts the old one: the old one pairs nothing,
    its creature gone."""
    blink = spell(BLINK, cost="{W}")
    state = turn(perm("l1", "A", _creature("Lancer", LANCER)),
                 perm("b1", "A", _creature("Bear"), Zone.HAND),
                 perm("x1", "A", blink, Zone.HAND), mana="{U}{W}")
    state.apply("cast b1")
    while not state.stack or state.stack[-1].source == "b1":  # the Bear resolves
        state.apply("pass")
    state.apply("cast x1")
    state.apply("target b1")
    _resolve(state, "no", "yes")
    assert state.permanents["b1"].zone is Zone.BATTLEFIELD
    assert state.permanents["l1"].paired is None and not _first_strike(state, "l1")
