"""More amounts (issue 29, h16; ``sim.text.amount_rules``, ``sim.model.count_kinds``): "the
greatest power among creature cards in your graveyard | all graveyards" (CR 208.1, 604.3), "the
amount of life you gained this turn" (119.9) and "for each <permanents> defending player
controls" of ~ itself (506.2) — each played on a board where the amount decides the outcome,
and read back to its text."""

from __future__ import annotations

from played import plays
from test_entering_counts import cast
from test_named_counters import finish_one, two_turns
from test_stack import blocks, card, events, finish, game, perm, play, to

from sim import GameState, Player, Step
from sim.model.board import power_and_toughness
from sim.model.events import Countered
from sim.model.objects import Permanent, Span, Zone
from sim.rules.life import gain_life
from sim.text import FULL, read_card

GRUB = ("Probe gets +X/+0, where X is the greatest power among creature cards in your "
        "graveyard.")
CORAM = ("Probe gets +X/+0, where X is the greatest power among creature cards in all "
         "graveyards.")
GAINED = "Probe gets +X/+0, where X is the amount of life you gained this turn."
WURM = ("Wurm enters the battlefield with X +1/+1 counters on it, where X is the amount of "
        "life you've gained this turn.")
MARAUDER = ("Whenever Probe attacks, it gets +1/+0 until end of turn for each land defending "
            "player controls.")


def _probe(pid: str, text: str) -> Permanent:
    """A's 0/5 Probe whose whole text is ``text`` (read in full)."""
    made = card("Probe", types=["Creature"], cost="{2}", power=0, toughness=5, text=text)
    assert not made.unsupported, made.unsupported
    return perm(pid, "A", made)


def _board(*objects: Permanent) -> GameState:
    """A started game on A's turn with ``objects``."""
    players = {"A": Player("A"), "B": Player("B")}
    return GameState(players, {o.id: o for o in objects}, ("A", "B"), "A",
                     step=Step.PRECOMBAT_MAIN, span=Span.TURN, seed=7).start()


def _beast(power: int, types: tuple[str, ...] = ("Creature",)) -> object:
    fields: dict[str, object] = {"power": power, "toughness": 1} if "Creature" in types else {}
    return card(f"Beast {power}", types=list(types), cost="{1}", **fields)


@plays("Probe gets +X/+0, where X is the greatest power among creature cards in your "
       "graveyard.",
       "Probe gets +X/+0, where X is the greatest power among creature cards in all "
       "graveyards.")
def test_the_greatest_power_among_creature_cards_in_graveyards() -> None:
    """CR 208.1, 613.4c: A's graveyard holds a 3-power and a 2-power creature card and a
    noncreature card, B's a 6-power creature card: "your graveyard" gives +3/+0, "all
    graveyards" +6/+0; a 4-power card milled later is counted at once (611.3a: recomputed);
    with no creature card, +0/+0 (0 if none)."""
    cards = [perm("g1", "A", _beast(3), Zone.GRAVEYARD),  # type: ignore[arg-type]
             perm("g2", "A", _beast(2), Zone.GRAVEYARD),  # type: ignore[arg-type]
             perm("g3", "A", "Forest", Zone.GRAVEYARD),
             perm("g4", "B", _beast(6), Zone.GRAVEYARD)]  # type: ignore[arg-type]
    state = _board(_probe("p", GRUB), *cards)
    assert power_and_toughness(state, "p") == (3, 5)
    state.permanents["g3"] = perm("g3", "A", _beast(4), Zone.GRAVEYARD)  # type: ignore[arg-type]
    assert power_and_toughness(state, "p") == (4, 5)
    assert power_and_toughness(_board(_probe("p", CORAM), *cards), "p") == (6, 5)
    assert power_and_toughness(_board(_probe("p", GRUB)), "p") == (0, 5)


@plays("Probe gets +X/+0, where X is the amount of life you gained this turn.")
def test_the_life_you_gained_this_turn() -> None:
    """CR 119.9, 613.4c: A gains 3 then 2 life: +5/+0 (each gain summed); B's gain is not
    counted; as the next turn begins it is forgotten: +0/+0."""
    state = two_turns(_probe("p", GAINED), limit=6)
    to(state, "priority", Step.PRECOMBAT_MAIN, "A")
    assert power_and_toughness(state, "p") == (0, 5)
    gain_life(state, "A", 3, "test")
    gain_life(state, "A", 2, "test")
    gain_life(state, "B", 7, "test")
    assert power_and_toughness(state, "p") == (5, 5)
    to(state, "priority", Step.PRECOMBAT_MAIN, "B")
    assert power_and_toughness(state, "p") == (0, 5)


@plays("~ enters the battlefield with X +1/+1 counters on it, where X is the amount of life "
       "you've gained this turn.")
def test_entering_with_the_life_gained_this_turn() -> None:
    """CR 614.1c, 119.9: A gained 4 life this turn: cast, the 0/0 Wurm enters with four +1/+1
    counters."""
    wurm = card("Wurm", power=0, toughness=0, cost="{0}", text=WURM)
    state = two_turns(perm("w1", "A", wurm, Zone.HAND))
    to(state, "priority", Step.PRECOMBAT_MAIN, "A")
    gain_life(state, "A", 4, "test")
    cast(state, "w1")
    assert state.permanents["w1"].counters == {"+1/+1": 4}
    assert power_and_toughness(state, "w1") == (4, 4)


@plays("Whenever Probe attacks, it gets +1/+0 until end of turn for each land defending player "
       "controls.")
def test_each_land_the_defending_player_controls() -> None:
    """CR 506.2, 608.2h: Probe attacks B, who controls three lands (A controls one): +3/+0 as
    the trigger resolves."""
    probe = card("Probe", types=["Creature"], cost="{R}", power=1, toughness=1, text=MARAUDER)
    assert not probe.unsupported, probe.unsupported
    state = game(perm("p1", "A", probe), perm("f1", "A", "Forest"),
                 *(perm(f"f{i}", "B", "Forest") for i in range(2, 5)))
    to(state, "declare_attackers").apply("attack p1=B")
    to(state, "declare_blockers")
    assert (state.power("p1"), state.toughness("p1")) == (4, 1)


def test_the_amounts_read_and_render_back() -> None:
    """Each clause reads whole and renders back to its text; another subject's defending
    player ("each attacking creature gets ... for each land defending player controls") is
    not read (506.2: each creature's own defending player)."""
    for text in (GRUB, CORAM, GAINED, MARAUDER):
        assert read_card(text, "Probe").status == FULL, text
    reading = read_card("Each attacking creature gets +1/+0 until end of turn for each "
                        "nonbasic land defending player controls.", "Probe", ("Sorcery",))
    assert reading.unsupported


RACK = ("At the beginning of each opponent's upkeep, Rack deals X damage to that player, where X "
        "is 3 minus the number of cards in their hand.")
MAIDEN = ("At the beginning of each opponent's upkeep, Maiden deals X damage to that player, "
          "where X is the number of cards in their hand minus 4.")


def _upkeep(text: str, name: str, hand: int) -> int:
    """B's life after the upkeep trigger of A's ``name`` (``text``) resolved, B holding
    ``hand`` cards (and A five, never counted)."""
    source = card(name, types=["Artifact"], cost="{1}", text=text)
    assert not source.unsupported, source.unsupported
    cards = [perm(f"h{i}", "B", "Forest", Zone.HAND) for i in range(hand)] + \
        [perm(f"m{i}", "A", "Forest", Zone.HAND) for i in range(5)]
    state = two_turns(perm("s1", "A", source), *cards, limit=6)
    to(state, "priority", Step.PRECOMBAT_MAIN, "B")
    return state.players["B"].life


@plays("At the beginning of each opponent's upkeep, Rack deals X damage to that player, where X "
       "is 3 minus the number of cards in their hand.",
       "At the beginning of each opponent's upkeep, Maiden deals X damage to that player, "
       "where X is the number of cards in their hand minus 4.")
def test_damage_counted_off_that_players_hand() -> None:
    """CR 608.2h, 402.1: at B's upkeep B holds one card: 3 minus 1, two damage (A's five cards
    are not "their" hand); with five cards, 3 minus 5 is negative: no damage (107.1b). The
    other counts B's six cards minus 4: two damage; with three cards, none."""
    assert _upkeep(RACK, "Rack", 1) == 18
    assert _upkeep(RACK, "Rack", 5) == 20
    assert _upkeep(MAIDEN, "Maiden", 6) == 18
    assert _upkeep(MAIDEN, "Maiden", 3) == 20


def test_their_hand_is_read_only_of_the_players_dealt_damage() -> None:
    """CR 402.1: "their" names the players dealt damage; said of any target, it is not read;
    each clause that is read renders back."""
    for text, name in ((RACK, "Rack"), (MAIDEN, "Maiden")):
        assert read_card(text, name, ("Artifact",)).status == FULL, text
    reading = read_card("Probe deals X damage to any target, where X is the number of cards in "
                        "their hand.", "Probe", ("Sorcery",))
    assert reading.unsupported


RUNES = ("At the beginning of each player's upkeep, Runes deals damage to that player equal to "
         "the number of artifacts they control.")
KNOWLEDGE = ("At the beginning of each opponent's upkeep, Knowledge deals damage to that player "
             "equal to the number of cards in their hand.")


@plays("At the beginning of each player's upkeep, Runes deals damage to that player equal to "
       "the number of artifacts they control.",
       "At the beginning of each opponent's upkeep, Knowledge deals damage to that player "
       "equal to the number of cards in their hand.")
def test_damage_to_that_player_equal_to_their_own_count() -> None:
    """CR 608.2h: at B's upkeep, B controls two artifacts (A three, Runes among them): two
    damage to B; B holds four cards (A five): four damage."""
    runes = card("Runes", types=["Artifact"], cost="{1}", text=RUNES)
    assert not runes.unsupported, runes.unsupported
    relic = card("Relic", types=["Artifact"], cost="{1}")
    state = two_turns(perm("s1", "A", runes), perm("r1", "A", relic), perm("r2", "A", relic),
                      perm("r3", "B", relic), perm("r4", "B", relic), limit=6)
    to(state, "priority", Step.PRECOMBAT_MAIN, "B")
    assert state.players["B"].life == 18
    assert _upkeep(KNOWLEDGE, "Knowledge", 4) == 16


FLESHGORGER = "Ward—Pay life equal to Gorger's power."


def _ward_paid(**kw: object) -> GameState:
    """A's Disfigure targets B's 5/5 Gorger (``kw``: its counters) as it blocks; A pays."""
    gorger = card("Gorger", power=5, toughness=5, text=FLESHGORGER)
    assert not gorger.unsupported, gorger.unsupported
    state = game(perm("a1", "A", "Grizzly Bears"), perm("w1", "B", gorger, **kw),
                 perm("k1", "A", "Disfigure", Zone.HAND), mana={"A": "{B}"})
    blocks(state, "a1=B", "w1=a1")
    to(state, "priority", Step.DECLARE_BLOCKERS, "A")
    play(state, "cast k1", "target w1")
    to(state, "choose_pay")
    assert state.decision is not None and state.decision.player == "A"
    return finish(play(state, "yes"))


@plays("Ward—Pay life equal to Gorger's power.")
def test_ward_pay_life_equal_to_its_power() -> None:
    """CR 702.21a, 119.4, 608.2h: A pays life equal to the 5/5's power as ward resolves: 5;
    with two +1/+1 counters on it, 7 (its power then, through the layers); Disfigure then
    resolves (not countered)."""
    state = _ward_paid()
    assert state.players["A"].life == 15 and not events(state, Countered)
    assert _ward_paid(counters={"+1/+1": 2}).players["A"].life == 13
    assert read_card(FLESHGORGER, "Gorger").status == FULL


SABER = "Equipped creature gets +1/+0 for each of its colors."
BLESSING = "Enchanted creature gets +1/+1 for each of its colors."


@plays("Equipped creature gets +1/+0 for each of its colors.",
       "Enchanted creature gets +1/+1 for each of its colors.")
def test_a_bonus_for_each_of_its_colors() -> None:
    """CR 105.1, 613.4c: the Equipment on a white and blue 2/2 gives +2/+0 (the colors of the
    creature it equips, not its own: it is colorless); the Aura on a white, blue and black 1/1
    gives +3/+3; moved to a colorless creature, the Equipment gives nothing (recomputed)."""
    saber = card("Saber", types=["Artifact"], subtypes=["Equipment"], cost="{1}", text=SABER)
    blessing = card("Blessing", types=["Enchantment"], subtypes=["Aura"], cost="{G}",
                    text="Enchant creature\n" + BLESSING)
    assert not saber.unsupported and not blessing.unsupported
    two = card("Duo", types=["Creature"], colors=["W", "U"], cost="{W}{U}", power=2,
               toughness=2)
    three = card("Trio", types=["Creature"], colors=["W", "U", "B"], cost="{W}{U}{B}",
                 power=1, toughness=1)
    golem = card("Golem", types=["Artifact", "Creature"], cost="{3}", power=3, toughness=3)
    state = _board(perm("c2", "A", two), perm("c3", "A", three), perm("g1", "A", golem),
                   perm("e1", "A", saber, attached_to="c2"),
                   perm("a1", "A", blessing, attached_to="c3"))
    assert power_and_toughness(state, "c2") == (4, 2)
    assert power_and_toughness(state, "c3") == (4, 4)
    state.permanents["e1"].attached_to = "g1"
    assert power_and_toughness(state, "c2") == (2, 2)
    assert power_and_toughness(state, "g1") == (3, 3)
    for text in (SABER, BLESSING):
        assert read_card(text, "Probe", ("Artifact",)).status == FULL, text
    assert read_card("Creatures you control get +1/+1 for each of its colors.", "Probe",
                     ("Enchantment",)).unsupported


WATCHER = "Probe gets +1/+1 for each creature attacking you."
SPIDERS = ("Create X 1/2 green Spider creature tokens with reach, where X is the number of "
           "creatures attacking you.")


@plays("Probe gets +1/+1 for each creature attacking you.",
       "Create X 1/2 green Spider creature tokens with reach, where X is the number of "
       "creatures attacking you.")
def test_creatures_attacking_you() -> None:
    """CR 508.1b, 613.4c, 608.2h: before combat B's 0/5 Probe has no bonus; A attacks B with
    two creatures (a third stays home): +2/+2; B casts the instant then: two Spiders."""
    made = card("Probe", types=["Creature"], cost="{2}", power=0, toughness=5, text=WATCHER)
    spiders = card("Spiders", types=["Instant"], colors=["G"], cost="{0}", text=SPIDERS)
    assert not made.unsupported and not spiders.unsupported
    state = game(perm("a1", "A", "Grizzly Bears"), perm("a2", "A", "Grizzly Bears"),
                 perm("a3", "A", "Grizzly Bears"), perm("p", "B", made),
                 perm("s1", "B", spiders, Zone.HAND))
    assert power_and_toughness(state, "p") == (0, 5)
    to(state, "declare_attackers").apply("attack a1=B a2=B")
    to(state, "priority", Step.DECLARE_ATTACKERS, "B")
    assert power_and_toughness(state, "p") == (2, 7)
    play(state, "cast s1")
    finish_one(state)
    made_tokens = [p for p in state.permanents.values() if p.card.name.startswith("Spider")
                   and p.zone is Zone.BATTLEFIELD]
    assert len(made_tokens) == 2 and all(p.controller == "B" for p in made_tokens)
