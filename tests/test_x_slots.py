"""A variable number of targets (CR 601.2b-c, 107.3, 115.3; ``sim.rules.x_slots``,
``sim.text.x_target_rules``): "X target creatures" — X is announced first, then exactly X
different targets; "any number of target creatures" — zero or more different ones."""

from __future__ import annotations

from played import plays
from test_stack import card, events, finish, game, legal, perm, play, to, zone

from sim import CardDef, GameState, Step
from sim.model.events import SpellCast
from sim.model.objects import Zone
from sim.model.target_specs import X_COUNT
from sim.text.card_reader import read_card
from sim.text.render import text


def _spell(text_: str, cost: str = "{X}{U}", kind: str = "Instant") -> CardDef:
    return card("Probe", types=[kind], cost=cost, text=text_)


def _bear(pid: str, owner: str, zone_: Zone = Zone.BATTLEFIELD) -> object:
    return perm(pid, owner, card(f"Bear {pid}", power=2, toughness=2), zone_)


def _rock(pid: str, owner: str) -> object:
    return perm(pid, owner, card(f"Rock {pid}", types=["Artifact"], cost="{1}"))


def _cast(state: GameState, *actions: str) -> GameState:
    to(state, "priority", Step.BEGINNING_OF_COMBAT, "A")
    return play(state, "cast s1", *actions)


def test_x_targets_read_as_one_variable_phrase_and_render_back() -> None:
    """CR 601.2c: "X target ..." is one phrase whose number of targets is chosen as it is
    cast; it renders back to its words."""
    reading = read_card("Destroy X target artifacts.", "Probe", ("Sorcery",))
    assert reading.status == "full" and reading.spell is not None
    assert reading.spell.targets[0].count == X_COUNT
    assert text(reading.spell) == "destroy x target artifacts"
    assert read_card("Destroy X target artifact.", "Probe", ("Sorcery",)).status != "full"


def test_a_target_after_a_variable_phrase_is_not_read() -> None:
    """CR 601.2c: only a last variable phrase is opened; X is announced before any target, so
    "X target ..." after another target is not read either."""
    assert read_card("Tap X target creatures. Target player draws a card.", "Probe",
                     ("Sorcery",)).status != "full"
    assert read_card("Target player draws a card. Tap X target creatures.", "Probe",
                     ("Sorcery",)).status != "full"


@plays("Tap X target creatures.")
def test_exactly_x_different_targets_after_x() -> None:
    """CR 601.2b: X is announced before targets, at most the creatures there are to target
    (601.2c: X targets must be chosen); 601.2c, 115.3: then exactly X targets, each a
    different creature, with no option to stop early."""
    state = game(_bear("a1", "A"), _bear("b1", "B"), _bear("b2", "B"),
                 perm("s1", "A", _spell("Tap X target creatures."), Zone.HAND),
                 mana={"A": "{U}{U}{U}{U}{U}"})
    _cast(state)
    assert legal(state) == ["x 0", "x 1", "x 2", "x 3"]  # the mana allows 4
    play(state, "x 2")
    assert "target none" not in legal(state)
    play(state, "target b1")
    assert legal(state) == ["target a1", "target b2"]
    play(state, "target b2")
    assert events(state, SpellCast)[-1].targets == ("b1", "b2")
    finish(state)
    assert [state.permanents[p].tapped for p in ("a1", "b1", "b2")] == [False, True, True]


def test_x_of_zero_has_no_target() -> None:
    """CR 601.2c: X = 0 chooses no target; the spell resolves (608.2b counters a spell only
    when it has targets and all are illegal)."""
    state = game(_bear("b1", "B"),
                 perm("s1", "A", _spell("Tap X target creatures."), Zone.HAND),
                 mana={"A": "{U}"})
    _cast(state, "x 0")
    assert events(state, SpellCast)[-1].targets == ()
    finish(state)
    assert zone(state, "s1") is Zone.GRAVEYARD and not state.permanents["b1"].tapped


@plays("Destroy X target artifacts.")
def test_an_illegal_target_is_left_out() -> None:
    """CR 608.2b: of X = 2 artifacts, one gone before resolution is left out; the other is
    destroyed (701.8a)."""
    state = game(_rock("r1", "B"), _rock("r2", "B"), _rock("r3", "B"),
                 perm("s1", "A", _spell("Destroy X target artifacts."), Zone.HAND),
                 mana={"A": "{U}{U}{U}"})
    _cast(state, "x 2", "target r1", "target r2")
    state.move("r2", Zone.EXILE)
    finish(state)
    assert [zone(state, p) for p in ("r1", "r2", "r3")] == [
        Zone.GRAVEYARD, Zone.EXILE, Zone.BATTLEFIELD]


@plays("Return X target creature cards from your graveyard to your hand.")
def test_x_cards_from_the_graveyard() -> None:
    """CR 601.2c, 115.3: two different creature cards in A's graveyard return to A's hand."""
    state = game(_bear("g1", "A", Zone.GRAVEYARD), _bear("g2", "A", Zone.GRAVEYARD),
                 _bear("g3", "B", Zone.GRAVEYARD),
                 perm("s1", "A", _spell("Return X target creature cards from your graveyard "
                                         "to your hand.", kind="Sorcery"), Zone.HAND),
                 mana={"A": "{U}{U}{U}{U}{U}"}, step=Step.PRECOMBAT_MAIN)
    to(state, "priority", Step.PRECOMBAT_MAIN, "A")
    play(state, "cast s1")
    assert legal(state) == ["x 0", "x 1", "x 2"]  # two creature cards in A's graveyard
    play(state, "x 2", "target g1", "target g2")
    finish(state)
    assert [zone(state, p) for p in ("g1", "g2", "g3")] == [
        Zone.HAND, Zone.HAND, Zone.GRAVEYARD]


@plays("{X}, {T}: Untap X target lands.")
def test_an_activated_ability_with_x_targets() -> None:
    """CR 602.2b, 601.2b-c: X announced as the ability is activated, then X target lands."""
    dam = card("Dam", types=["Artifact"], cost="{1}", text="{X}, {T}: Untap X target lands.")
    forest = card("Forest")
    state = game(perm("d1", "A", dam), perm("l1", "A", forest, tapped=True),
                 perm("l2", "A", forest, tapped=True), perm("l3", "B", forest, tapped=True),
                 mana={"A": "{G}{G}"})
    to(state, "priority", Step.BEGINNING_OF_COMBAT, "A")
    ability = next(a for a in legal(state) if a.startswith("activate d1"))
    play(state, ability, "x 2", "target l1", "target l3")
    finish(state)
    assert [state.permanents[p].tapped for p in ("l1", "l2", "l3")] == [False, True, False]


@plays("Any number of target creatures each get +1/+1 until end of turn.")
def test_any_number_of_targets_may_stop_at_any_count() -> None:
    """CR 601.2c: any number of targets, zero or more, each different (115.3): two of three
    creatures chosen, then no more; each gets +1/+1 (611.2a)."""
    state = game(_bear("a1", "A"), _bear("a2", "A"), _bear("b1", "B"),
                 perm("s1", "A", _spell("Any number of target creatures each get +1/+1 until "
                                         "end of turn.", cost="{U}"), Zone.HAND),
                 mana={"A": "{U}"})
    _cast(state)
    assert "target none" in legal(state)
    play(state, "target a1")
    assert legal(state) == ["target a2", "target b1", "target none"]
    play(state, "target b1", "target none")
    assert events(state, SpellCast)[-1].targets == ("a1", "b1")
    while state.stack:
        state.apply("pass")
    assert [state.power(p) for p in ("a1", "a2", "b1")] == [3, 2, 3]


@plays("Destroy any number of target creatures.")
def test_any_number_may_be_none_or_all() -> None:
    """CR 601.2c: zero targets is a legal choice (the spell then resolves doing nothing,
    608.2b); all the creatures may be chosen, each once (115.3)."""
    destroy = _spell("Destroy any number of target creatures.", cost="{U}")
    state = game(_bear("a1", "A"), _bear("b1", "B"), perm("s1", "A", destroy, Zone.HAND),
                 mana={"A": "{U}"})
    _cast(state, "target none")
    finish(state)
    assert zone(state, "a1") is Zone.BATTLEFIELD and zone(state, "b1") is Zone.BATTLEFIELD
    state = game(_bear("a1", "A"), _bear("b1", "B"), perm("s1", "A", destroy, Zone.HAND),
                 mana={"A": "{U}"})
    _cast(state, "target b1", "target a1")
    assert state.decision is None or state.decision.kind != "choose_target"
    finish(state)
    assert zone(state, "a1") is Zone.GRAVEYARD and zone(state, "b1") is Zone.GRAVEYARD


@plays("Put any number of target creature cards from your graveyard on top of your library.")
def test_any_number_of_cards_on_top_in_the_order_named() -> None:
    """CR 601.2c, 401.4: the cards chosen go on top of A's library, the first named on top
    (its owner, who chose them, arranges them: the order they are named in)."""
    state = game(_bear("g1", "A", Zone.GRAVEYARD), _bear("g2", "A", Zone.GRAVEYARD),
                 _bear("g3", "A", Zone.GRAVEYARD),
                 perm("s1", "A", _spell("Put any number of target creature cards from your "
                                         "graveyard on top of your library.", cost="{U}"),
                      Zone.HAND), mana={"A": "{U}"})
    _cast(state, "target g2", "target g1", "target none")
    finish(state)
    assert zone(state, "g3") is Zone.GRAVEYARD
    library = [c.name for c in state.players["A"].library]
    assert library[:2] == ["Bear g2", "Bear g1"]


@plays("Exile X target cards from a single graveyard.")
def test_x_cards_from_a_single_graveyard() -> None:
    """CR 601.2c, 115.3: X is at most the cards of one graveyard (A's two, B's one: X up to
    2); once one of A's cards is chosen, only A's other card is offered."""
    state = game(_bear("g1", "A", Zone.GRAVEYARD), _bear("g2", "A", Zone.GRAVEYARD),
                 _bear("g3", "B", Zone.GRAVEYARD),
                 perm("s1", "A", _spell("Exile X target cards from a single graveyard."),
                      Zone.HAND), mana={"A": "{U}{U}{U}{U}{U}"})
    _cast(state)
    assert legal(state) == ["x 0", "x 1", "x 2"]
    play(state, "x 2", "target g1")
    assert legal(state) == ["target g2"]
    play(state, "target g2")
    finish(state)
    assert [zone(state, p) for p in ("g1", "g2", "g3")] == [
        Zone.EXILE, Zone.EXILE, Zone.GRAVEYARD]


@plays("Choose one —\n• Tap X target permanents.\n• Untap X target permanents.")
def test_a_mode_with_x_targets() -> None:
    """CR 700.2, 601.2b-c: the mode is chosen, then X, then X targets of that mode."""
    spasm = _spell("Choose one —\n• Tap X target permanents.\n• Untap X target permanents.")
    state = game(_bear("a1", "A"), _bear("b1", "B"), perm("s1", "A", spasm, Zone.HAND),
                 mana={"A": "{U}{U}{U}"})
    _cast(state)
    mode = legal(state)[0]
    play(state, mode, "x 2", "target a1", "target b1")
    finish(state)
    assert state.permanents["a1"].tapped and state.permanents["b1"].tapped


@plays("Destroy up to X target artifacts.")
def test_up_to_x_targets_may_stop_early() -> None:
    """CR 601.2b-c: X is announced (not bounded by the targets: "up to"), then zero to X
    different targets (115.3): X = 3, one artifact chosen, then none."""
    state = game(_rock("r1", "B"), _rock("r2", "B"),
                 perm("s1", "A", _spell("Destroy up to X target artifacts."), Zone.HAND),
                 mana={"A": "{U}{U}{U}{U}"})
    _cast(state)
    assert legal(state) == ["x 0", "x 1", "x 2", "x 3"]
    play(state, "x 3", "target r2")
    assert legal(state) == ["target r1", "target none"]
    play(state, "target none")
    finish(state)
    assert zone(state, "r1") is Zone.BATTLEFIELD and zone(state, "r2") is Zone.GRAVEYARD


@plays("Probe deals 4 damage to each of X targets.")
def test_damage_to_each_of_x_targets() -> None:
    """CR 115.4, 601.2c: X of "any target" — a creature and a player — each dealt 4 damage
    (120.3)."""
    state = game(_bear("b1", "B"),
                 perm("s1", "A", _spell("Probe deals 4 damage to each of X targets."),
                      Zone.HAND), mana={"A": "{U}{U}{U}"})
    _cast(state, "x 2", "target B", "target b1")
    finish(state)
    assert state.players["B"].life == 16 and zone(state, "b1") is Zone.GRAVEYARD


@plays("Put a +1/+1 counter on each of X target creatures.")
def test_counters_on_each_of_x_targets() -> None:
    """CR 601.2c, 122.1: each of the X creatures chosen gets a +1/+1 counter."""
    state = game(_bear("a1", "A"), _bear("a2", "A"),
                 perm("s1", "A", _spell("Put a +1/+1 counter on each of X target creatures."),
                      Zone.HAND), mana={"A": "{U}{U}{U}"})
    _cast(state, "x 2", "target a1", "target a2")
    finish(state)
    assert state.permanents["a1"].counters and state.permanents["a2"].counters


def test_x_targets_of_a_triggered_ability_are_not_run() -> None:
    """CR 601.2b, 603.3d: X is not announced for a triggered ability (its X, 107.3m, is not
    carried to its targets here): the clause is listed as not run."""
    reading = read_card("When this creature enters, destroy X target artifacts.", "Probe",
                        ("Creature",))
    assert reading.status != "full"
    assert read_card("When this creature enters, destroy target artifact.", "Probe",
                     ("Creature",)).status == "full"
