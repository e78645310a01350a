"""More characteristic-defining counts (issue 29; ``sim.text.cda_more_rules``, CR 604.3,
613.4a): lists of kinds, "that are <kinds>", other and nonbasic cards in graveyards, the highest
mana value among graveyard cards, the players' life totals and a difference (107.1b) — each
played on a board where the count decides the creature's size."""

from __future__ import annotations

from played import plays
from test_count_player_rules import AURA, ELF, RELIC, creature, size
from test_library import BEARS, FOREST, turn
from test_stack import card, game, perm, play, to

from cards.database import CardRecord, Face, build_record
from sim import GameState, Player, Step
from sim.model.board import power_and_toughness
from sim.model.card import CardDef
from sim.model.objects import Permanent, Span, Zone
from sim.rules.tokens import enter_battlefield
from sim.text import FULL, read_card


def kind(name: str, *subtypes: str, types: tuple[str, ...] = ("Creature",),
         cost: str = "{1}") -> Permanent:
    """A's 1/1 of ``subtypes`` (a card named ``name``)."""
    made = card(name, types=list(types), subtypes=list(subtypes), cost=cost,
                **({"power": 1, "toughness": 1} if "Creature" in types else {}))
    return perm(name.lower(), "A", made)


@plays("Probe's power is equal to the number of Crabs, Oozes, and/or Horrors you control.")
def test_a_list_of_creature_types() -> None:
    """CR 205.3m, 604.3: A's Crab and A's Ooze Horror (one permanent, counted once) count; B's
    Crab and A's Elf don't: power 2."""
    text = "Probe's power is equal to the number of Crabs, Oozes, and/or Horrors you control."
    board = [kind("Crab", "Crab"), kind("Blob", "Ooze", "Horror"), kind("Elf", "Elf"),
             perm("b1", "B", card("Crab", types=["Creature"], subtypes=["Crab"], cost="{1}",
                                  power=1, toughness=1))]
    assert size(creature("p", text), *board)[0] == 2


@plays("Probe's power and toughness are each equal to the number of untapped artifacts, "
       "creatures, and lands you control.")
def test_untapped_artifacts_creatures_and_lands() -> None:
    """CR 604.3, 110.5: A's untapped artifact creature counts once, A's untapped Forest and
    Probe itself (an untapped creature) count; A's tapped Relic and B's Relic don't: a 3/3."""
    text = ("Probe's power and toughness are each equal to the number of untapped artifacts, "
            "creatures, and lands you control.")
    golem = card("Golem", types=["Artifact", "Creature"], cost="{2}", power=2, toughness=2)
    board = [perm("g1", "A", golem), perm("f1", "A", FOREST),
             perm("r1", "A", RELIC, tapped=True), perm("r2", "B", RELIC)]
    assert size(creature("p", text), *board) == (3, 3)


@plays("Probe's power and toughness are each equal to the number of creatures you control "
       "that are Fungi and/or Saprolings.",
       "Probe's power and toughness are each equal to the number of permanents you control "
       "that are Spirits and/or enchantments.")
def test_permanents_that_are_either_kind() -> None:
    """CR 205.3m, 205.2a: A's Fungus and Saproling count (not A's Elf, nor B's Fungus): a 2/2;
    then A's enchantment and Spirit count (not the Elf): a 2/2."""
    fungi = ("Probe's power and toughness are each equal to the number of creatures you "
             "control that are Fungi and/or Saprolings.")
    b_fungus = perm("b1", "B", card("Mold", types=["Creature"], subtypes=["Fungus"],
                                    cost="{1}", power=1, toughness=1))
    board = [kind("Mold", "Fungus"), kind("Sap", "Saproling"), kind("Elf", "Elf"), b_fungus]
    assert size(creature("p", fungi), *board) == (2, 2)
    spirits = ("Probe's power and toughness are each equal to the number of permanents you "
               "control that are Spirits and/or enchantments.")
    board = [perm("a1", "A", AURA), kind("Ghost", "Spirit"), kind("Elf", "Elf")]
    assert size(creature("p", spirits), *board) == (2, 2)


@plays("Probe's power and toughness are each equal to the number of other creature cards in "
       "your graveyard.",
       "Probe gets +1/+1 for each other creature card in your graveyard.")
def test_other_creature_cards_in_your_graveyard() -> None:
    """CR 604.3: A's two creature cards in the graveyard count (not the land, nor B's): a 2/2;
    in A's graveyard itself, a characteristic-defining ability still applies and does not
    count the card itself ("other"): still 2. A bonus for each: +2/+2."""
    text = ("Probe's power and toughness are each equal to the number of other creature cards "
            "in your graveyard.")
    cards = [perm("g1", "A", BEARS, Zone.GRAVEYARD), perm("g2", "A", ELF, Zone.GRAVEYARD),
             perm("g3", "A", FOREST, Zone.GRAVEYARD), perm("g4", "B", ELF, Zone.GRAVEYARD)]
    assert size(creature("p", text), *cards) == (2, 2)
    assert size(creature("p", text, zone=Zone.GRAVEYARD), *cards) == (2, 2)
    bonus = "Probe gets +1/+1 for each other creature card in your graveyard."
    assert size(creature("p", bonus), *cards) == (2, 2)


@plays("Probe's power and toughness are each equal to the number of nonbasic land cards in "
       "your opponents' graveyards.")
def test_nonbasic_land_cards_in_your_opponents_graveyards() -> None:
    """CR 205.4c, 404.1: B's nonbasic land card counts; B's basic Forest, B's creature card and
    A's own nonbasic land card don't: a 1/1."""
    text = ("Probe's power and toughness are each equal to the number of nonbasic land cards "
            "in your opponents' graveyards.")
    wastes = card("Wastes Field", types=["Land"])
    cards = [perm("g1", "B", wastes, Zone.GRAVEYARD), perm("g2", "B", FOREST, Zone.GRAVEYARD),
             perm("g3", "B", ELF, Zone.GRAVEYARD), perm("g4", "A", wastes, Zone.GRAVEYARD)]
    assert size(creature("p", text), *cards) == (1, 1)


@plays("Probe's power and toughness are each equal to the highest mana value among cards in "
       "your graveyard.")
def test_the_highest_mana_value_among_cards_in_your_graveyard() -> None:
    """CR 202.3, 604.3: A's graveyard holds a {2}{G} card and a {1} card: a 3/3 (B's {6} card
    is not counted); with an empty graveyard the {2} probe is a 0/0 and dies (704.5f), and in
    the graveyard its ability counts the card itself: a 2/2."""
    text = ("Probe's power and toughness are each equal to the highest mana value among cards "
            "in your graveyard.")
    big = card("Titan", types=["Creature"], cost="{6}", power=6, toughness=6)
    cards = [perm("g1", "A", card("Beast", types=["Creature"], cost="{2}{G}", power=3,
                                  toughness=3), Zone.GRAVEYARD),
             perm("g2", "A", RELIC, Zone.GRAVEYARD), perm("g3", "B", big, Zone.GRAVEYARD)]
    assert size(creature("p", text), *cards) == (3, 3)
    assert size(creature("p", text)) == (2, 2)


def _sized(text: str, life: dict[str, int]) -> tuple[int, int]:
    """The probe's power and toughness on A's turn, each player's life total ``life``."""
    players = {p: Player(p, life=n) for p, n in life.items()}
    state = GameState(players, {"p": creature("p", text)}, tuple(life), "A",
                      step=Step.PRECOMBAT_MAIN, span=Span.TURN, seed=7).start()
    return power_and_toughness(state, "p")


@plays("Probe's power and toughness are each equal to 20 minus the highest life total among "
       "players.")
def test_twenty_minus_the_highest_life_total() -> None:
    """CR 604.3, 119.1: A at 15, B at 12: 20 minus 15, a 5/5; B at 25: -5/-5 (107.1b: a power
    and toughness so set may be negative; it then dies, 704.5f, and the ability still applies
    in the graveyard)."""
    text = ("Probe's power and toughness are each equal to 20 minus the highest life total "
            "among players.")
    assert _sized(text, {"A": 15, "B": 12}) == (5, 5)
    assert _sized(text, {"A": 15, "B": 25}) == (-5, -5)


@plays("Probe's power and toughness are each equal to your life total minus the life total of "
       "an opponent with the most life.")
def test_your_life_minus_the_most_opponent_life() -> None:
    """CR 604.3, 119.1, 102.2: A at 20, opponents B at 14 and C at 17: 20 minus 17, a 3/3."""
    text = ("Probe's power and toughness are each equal to your life total minus the life "
            "total of an opponent with the most life.")
    assert _sized(text, {"A": 20, "B": 14, "C": 17}) == (3, 3)


def test_the_counts_read_and_render_back() -> None:
    """Each count reads whole and renders back to its text; a list mixing card types and
    creature types, or "nonbasic" before a card type other than land, is not read."""
    for text in ("Probe's power and toughness are each equal to the number of artifacts, "
                 "creatures, and lands you control.",
                 "Probe's power and toughness are each equal to the number of Wolves, Foxes, "
                 "and Bats you control.",
                 "Probe's power is equal to 10 minus the number of cards in your hand."):
        assert read_card(text, "Probe", ("Creature",)).status == FULL, text
    for text in ("Probe's power and toughness are each equal to the number of artifacts, "
                 "Wolves, and lands you control.",
                 "Probe's power and toughness are each equal to the number of nonbasic "
                 "creature cards in your graveyard."):
        assert read_card(text, "Probe", ("Creature",)).status != FULL, text


GOURD = card("Gourd", power=0, toughness=0, cost="{X}{G}",
             text="Gourd enters the battlefield with a number of +1/+1 counters on it equal to "
                  "the amount of mana spent to cast it.")
SPLIT = card("Split", power=0, toughness=0, cost="{X}{U}{R}",
             text="Split enters the battlefield with a +1/+1 counter on it for each mana spent "
                  "to cast it.")


def _cast_x(made: CardDef, x: int, mana: str) -> GameState:
    """A casts ``made`` from hand for X = ``x`` with ``mana`` in pool; it resolves."""
    state = turn(perm("c1", "A", made, Zone.HAND), mana=mana)
    play(state, "cast c1")
    assert state.decision is not None and state.decision.kind == "choose_x"
    play(state, f"x {x}")
    while state.stack:
        play(state, "pass")
    return state


@plays("~ enters the battlefield with a number of +1/+1 counters on it equal to the amount of "
       "mana spent to cast it.",
       "~ enters the battlefield with a +1/+1 counter on it for each mana spent to cast it.")
def test_counters_for_the_mana_spent_to_cast_it() -> None:
    """CR 614.1c, 601.2h: cast for X = 3, {3}{G} is four mana spent: four +1/+1 counters (a
    4/4); {X}{U}{R} for X = 2 is four too; put onto the battlefield without being cast, no
    mana was spent: none (and it dies a 0/0, 704.5f)."""
    state = _cast_x(GOURD, 3, "{3}{G}")
    assert state.permanents["c1"].counters == {"+1/+1": 4}
    assert power_and_toughness(state, "c1") == (4, 4)
    state = _cast_x(SPLIT, 2, "{2}{U}{R}")
    assert state.permanents["c1"].counters == {"+1/+1": 4}
    state = turn(perm("c1", "A", GOURD, Zone.GRAVEYARD), mana="{0}")
    enter_battlefield(state, "c1", "A")
    assert not state.permanents["c1"].counters


@plays("~ enters with a +1/+1 counter on it for each other creature and/or artifact you "
       "control.")
def test_a_counter_for_each_other_creature_and_or_artifact() -> None:
    """CR 614.1c, 614.12, 205.2a: A controls an artifact creature (once), a Relic and a Bear
    (B's Relic not counted; the entering creature itself is on the stack): three counters."""
    knight = card("Knight", power=0, toughness=0, cost="{0}",
                  text="Knight enters with a +1/+1 counter on it for each other creature "
                       "and/or artifact you control.")
    golem = card("Golem", types=["Artifact", "Creature"], cost="{2}", power=2, toughness=2)
    state = turn(perm("k1", "A", knight, Zone.HAND), perm("g1", "A", golem),
                 perm("r1", "A", RELIC), perm("b1", "A", BEARS), perm("r2", "B", RELIC),
                 mana="{0}")
    play(state, "cast k1")
    while state.stack:
        play(state, "pass")
    assert state.permanents["k1"].counters == {"+1/+1": 3}


LIEGE_TEXT = ("As long as Probe isn't attacking, its power and toughness are each equal to the "
              "number of Forests you control. As long as Probe is attacking, its power and "
              "toughness are each equal to the number of Forests defending player controls.")


@plays("As long as ~ isn't attacking, its power and toughness are each equal to the number of "
       "Forests you control.",
       "As long as ~ is attacking, its power and toughness are each equal to the number of "
       "Forests defending player controls.")
def test_a_definition_while_attacking_and_not() -> None:
    """CR 604.3, 611.3a, 506.2: not attacking, A's two Forests make it a 2/2 (B's three not
    counted); attacking B, B's three Forests make it a 3/3, and it deals 3 combat damage to B
    (510.1); back out of combat, a 2/2 again."""
    forests = [perm(f"a{i}", "A", FOREST) for i in range(2)] + \
        [perm(f"b{i}", "B", FOREST) for i in range(3)]
    state = game(creature("p", LIEGE_TEXT), *forests)
    assert power_and_toughness(state, "p") == (2, 2)
    to(state, "declare_attackers").apply("attack p=B")
    assert power_and_toughness(state, "p") == (3, 3)
    to(state, "declare_blockers").apply("block none")
    assert state.players["B"].life == 17
    assert state.combat is None and power_and_toughness(state, "p") == (2, 2)


@plays("As long as it's your turn, ~'s power and toughness are each equal to 2 plus the number "
       "of Swamps your opponents control.")
def test_a_definition_on_your_turn_only() -> None:
    """CR 604.3, 611.3a: on A's turn B's Swamp makes it 2 plus 1, a 3/3; on B's turn the
    ability doesn't apply: its printed 4/4."""
    made = card("Mob", types=["Creature"], cost="{2}", power=4, toughness=4,
                text="As long as it's your turn, Mob's power and toughness are each equal to 2 "
                     "plus the number of Swamps your opponents control.")
    swamp = card("Swamp", types=["Land"], supertypes=["Basic"], subtypes=["Swamp"])
    mob, land = perm("m1", "A", made), perm("s1", "B", swamp)
    state = game(mob, land, step=Step.PRECOMBAT_MAIN)
    assert power_and_toughness(state, "m1") == (3, 3)
    state = GameState({"A": Player("A"), "B": Player("B")}, {"m1": mob, "s1": land},
                      ("A", "B"), "B", step=Step.PRECOMBAT_MAIN).start()
    assert power_and_toughness(state, "m1") == (4, 4)


@plays("Whenever Ravager attacks, it gets +X/+0 until end of turn, where X is the number of "
       "lands defending player controls.")
def test_x_is_the_number_of_lands_defending_player_controls() -> None:
    """CR 506.2, 608.2h: attacking B, who controls three lands (A's own two not counted), the
    1/1 gets +3/+0 and deals 4 combat damage to B (510.1)."""
    ravager = card("Ravager", types=["Creature"], cost="{2}", power=1, toughness=1,
                   text="Whenever Ravager attacks, it gets +X/+0 until end of turn, where X is "
                        "the number of lands defending player controls.")
    assert not ravager.unsupported, ravager.unsupported
    lands = [perm(f"a{i}", "A", FOREST) for i in range(2)] + \
        [perm(f"b{i}", "B", FOREST) for i in range(3)]
    state = game(perm("r1", "A", ravager), *lands)
    to(state, "declare_attackers").apply("attack r1=B")
    to(state, "declare_blockers").apply("block none")
    assert state.players["B"].life == 16


def test_a_conditioned_definition_defines_a_star_only_with_its_complement() -> None:
    """CR 604.3, 611.3a: "as long as ~ is attacking" and "as long as ~ isn't attacking"
    together define the printed "*" at every time; "as long as it's your turn" alone leaves
    the other turns' value not read (the "*" still reported as read as 0)."""
    liege = build_record(CardRecord("Probe", "normal", (Face(
        "Probe", types=("Creature",), power="*", toughness="*", text=LIEGE_TEXT),)), "test")
    assert liege.unsupported == ()
    mob = build_record(CardRecord("Mob", "normal", (Face(
        "Mob", types=("Creature",), power="*", toughness="*",
        text="As long as it's your turn, Mob's power and toughness are each equal to the "
             "number of Swamps your opponents control."),)), "test")
    assert mob.unsupported == ("printed power '*' (read as 0)",
                               "printed toughness '*' (read as 0)")
