"""Conditions about the board and the turn (``sim.model.board_conditions``, read by
``sim.text.condition_text``): a triggered ability's intervening "if" (CR 603.4: checked as the
event happens and again on resolution) and an instruction's own "if" inside an effect
(608.2c). Each is played with its condition true and false."""

from __future__ import annotations

from played import plays
from test_named_counters import finish_one, two_turns, until_turn
from test_stack import card, perm, play, to

from sim import GameState, Step
from sim.model.board_conditions import holds
from sim.model.objects import PLUS, Permanent, Zone
from sim.text.condition_text import board_condition

#: a card nobody can cast (it stays in hand)
OGRE = card("Ogre", power=3, toughness=3, cost="{9}")
FOREST = card("Forest")


def watcher(text: str, **fields: object) -> object:
    return card("Watcher", power=0, toughness=4, text=text, **fields)


def hand(owner: str, n: int) -> list[Permanent]:
    return [perm(f"{owner}h{k}", owner, OGRE, Zone.HAND) for k in range(n)]


def lands(owner: str, n: int, **kw: object) -> list[Permanent]:
    return [perm(f"{owner}l{k}", owner, FOREST, **kw) for k in range(n)]


def settle(state: GameState) -> None:
    """Resolve the stack and the triggered abilities it adds (their order chosen by the
    default policy, CR 603.3b)."""
    for _ in range(3):
        to(state, "priority")
        finish_one(state)


def after_upkeep(state: GameState, turn: int) -> GameState:
    """Play to the precombat main phase of turn ``turn`` (its upkeep's triggers resolved)."""
    until_turn(state, turn)
    return to(state, "priority", Step.PRECOMBAT_MAIN)


@plays("At the beginning of each opponent's upkeep, if that player has two or fewer cards in "
       "hand, ~ deals 2 damage to that player.")
def test_that_player_cards_in_hand() -> None:
    """CR 603.4 and 402.1: in B's upkeep (turn 2) B has two cards: 2 damage; with three
    cards, none (the ability doesn't trigger)."""
    text = ("At the beginning of each opponent's upkeep, if that player has two or fewer "
            "cards in hand, Watcher deals 2 damage to that player.")
    for cards, life in ((2, 18), (3, 20)):
        state = after_upkeep(two_turns(perm("w", "A", watcher(text)), *hand("B", cards)), 2)
        assert state.players["B"].life == life, cards


@plays("At the beginning of your upkeep, if you have more cards in hand than each opponent, "
       "you gain 1 life.",
       "At the beginning of your upkeep, if you have no cards in hand, you gain 2 life.")
def test_your_cards_in_hand() -> None:
    """CR 603.4 and 402.1: A's upkeep (turn 3; A drew none yet that turn, B drew one on turn
    2): four cards against B's three gains 1; two against three, none; an empty hand gains
    2."""
    more = watcher("At the beginning of your upkeep, if you have more cards in hand than each "
                   "opponent, you gain 1 life.")
    none = card("Keeper", power=0, toughness=4,
                text="At the beginning of your upkeep, if you have no cards in hand, you gain "
                     "2 life.")
    for mine, gained in ((4, 1), (2, 0)):
        state = after_upkeep(two_turns(perm("w", "A", more), *hand("A", mine), *hand("B", 2),
                                       limit=4), 3)
        assert state.players["A"].life == 20 + gained, mine
    state = after_upkeep(two_turns(perm("k", "A", none), limit=4), 3)
    assert state.players["A"].life == 22
    state = after_upkeep(two_turns(perm("k", "A", none), *hand("A", 1), limit=4), 3)
    assert state.players["A"].life == 20


@plays("When ~ enters the battlefield, if an opponent controls more lands than you, you gain "
       "3 life.")
def test_an_opponent_controls_more_lands() -> None:
    """CR 603.4: B has two lands, A one: the entering Jumper gains 3; equal counts, none."""
    jumper = card("Jumper", power=1, toughness=1, cost="{0}",
                  text="When Jumper enters the battlefield, if an opponent controls more lands "
                       "than you, you gain 3 life.")
    for theirs, life in ((2, 23), (1, 20)):
        state = two_turns(perm("j", "A", jumper, Zone.HAND), perm("al", "A", FOREST),
                          *lands("B", theirs))
        to(state, "priority", Step.PRECOMBAT_MAIN, "A")
        play(state, "cast j")
        finish_one(state)
        finish_one(state)
        assert state.players["A"].life == life, theirs


@plays("At the beginning of your upkeep, if ~ is tapped, put a storage counter on it.",
       "At the beginning of your upkeep, if ~ is untapped, you gain 1 life.")
def test_self_tapped_or_untapped() -> None:
    """CR 603.4 and 110.5: in A's upkeep the Vault (which doesn't untap, 502.3) is still
    tapped: a storage counter; an untapped Vault gets none; the untapped Idle gains 1."""
    vault = card("Vault", types=["Land"],
                 text="Vault doesn't untap during your untap step.\n"
                      "At the beginning of your upkeep, if Vault is tapped, put a storage "
                      "counter on it.")
    idle = card("Idle", types=["Land"],
                text="At the beginning of your upkeep, if Idle is untapped, you gain 1 life.")
    state = after_upkeep(two_turns(perm("v", "A", vault, tapped=True),
                                   perm("i", "A", idle), limit=4), 3)
    assert state.permanents["v"].counters == {"storage": 1}
    assert state.players["A"].life == 21
    state = after_upkeep(two_turns(perm("v", "A", vault), limit=4), 3)
    assert state.permanents["v"].counters == {}


@plays("At the beginning of your upkeep, if there are two or more ki counters on ~, you gain "
       "2 life.",
       "At the beginning of your upkeep, if ~ has one or more +1/+1 counters on it, you gain "
       "1 life.")
def test_counters_on_self() -> None:
    """CR 603.4 and 122.1: two ki counters gain 2, one doesn't; a +1/+1 counter gains 1."""
    pupil = watcher("At the beginning of your upkeep, if there are two or more ki counters on "
                    "Watcher, you gain 2 life.")
    prodigy = card("Prodigy", power=0, toughness=4,
                   text="At the beginning of your upkeep, if Prodigy has one or more +1/+1 "
                        "counters on it, you gain 1 life.")
    for ki, life in ((2, 22), (1, 20)):
        state = after_upkeep(two_turns(perm("w", "A", pupil, counters={"ki": ki}), limit=4), 3)
        assert state.players["A"].life == life, ki
    state = after_upkeep(two_turns(perm("p", "A", prodigy, counters={PLUS: 1}),
                                   perm("q", "B", prodigy), limit=4), 3)
    assert state.players["A"].life == 21 and state.players["B"].life == 20


@plays("{T}, Remove a depletion counter from ~: Add {G}{G}. If there are no depletion counters "
       "on ~, sacrifice it.")
def test_if_inside_an_effect() -> None:
    """CR 608.2c: the instruction "sacrifice it" is done only if no depletion counter is left
    as the ability resolves: with two counters the land stays, with one it is sacrificed
    (605.3a: a mana ability resolves at once)."""
    woodlot = card("Woodlot", types=["Land"],
                   text="{T}, Remove a depletion counter from Woodlot: Add {G}{G}. If there are "
                        "no depletion counters on Woodlot, sacrifice it.")
    for counters, stays in ((2, True), (1, False)):
        state = two_turns(perm("d", "A", woodlot, counters={"depletion": counters}))
        to(state, "priority", Step.PRECOMBAT_MAIN, "A")
        action = next(str(a) for a in state.legal_actions() if str(a).startswith("activate d"))
        play(state, action)
        finish_one(state)
        assert (state.permanents["d"].zone is Zone.BATTLEFIELD) == stays, counters


@plays("Counter target spell. If you control a Wizard, draw a card.",
       "Draw a card. If it's your turn, you gain 2 life.")
def test_if_inside_a_spell() -> None:
    """CR 608.2c: "draw a card" only with a Wizard; "gain 2 life" only on the caster's turn
    (102.1: the active player)."""
    sip = card("Sip", types=["Instant"], cost="{0}",
               text="Draw a card. If it's your turn, you gain 2 life.")
    for step, caster, life in ((Step.PRECOMBAT_MAIN, "A", 22), (Step.PRECOMBAT_MAIN, "B", 20)):
        state = two_turns(perm("s", caster, sip, Zone.HAND))
        to(state, "priority", step, caster)
        play(state, "cast s")
        finish_one(state)
        assert state.players[caster].life == life, caster
        assert state.permanents["s"].zone is Zone.GRAVEYARD


@plays("At the beginning of your end step, if you control two or more tapped creatures, you "
       "gain 2 life.",
       "Whenever ~ attacks, if you control no untapped lands, it gets +3/+0 until end of turn.",
       "Whenever ~ attacks, if there are three or more creature cards in your graveyard, you "
       "gain 3 life.")
def test_counts_of_permanents_and_graveyard_cards() -> None:
    """CR 603.4: two tapped creatures gain 2 at the end step, one doesn't; the Berserker
    attacking with no untapped land gets +3/+0 (with one untapped, not); three creature cards
    in the graveyard gain 3, two (and a land) don't."""
    dawn = watcher("At the beginning of your end step, if you control two or more tapped "
                   "creatures, you gain 2 life.")
    for tapped, life in ((2, 22), (1, 20)):
        bears = [perm(f"b{k}", "A", OGRE, tapped=k < tapped) for k in range(2)]
        state = two_turns(perm("w", "A", dawn), *bears)
        until_turn(state, 2)
        assert state.players["A"].life == life, tapped
    berserker = card("Berserker", power=2, toughness=2,
                     text="Whenever Berserker attacks, if you control no untapped lands, it "
                          "gets +3/+0 until end of turn.\n"
                          "Whenever Berserker attacks, if there are three or more creature "
                          "cards in your graveyard, you gain 3 life.")
    for untapped, creatures, power, life in ((0, 3, 5, 23), (1, 2, 2, 20)):
        grave = [perm(f"g{k}", "A", OGRE, Zone.GRAVEYARD) for k in range(creatures)]
        state = two_turns(perm("k", "A", berserker), *lands("A", 1, tapped=not untapped),
                          *grave, perm("gl", "A", FOREST, Zone.GRAVEYARD))
        to(state, "declare_attackers").apply("attack k=B")
        to(state, "declare_blockers")
        assert state.power("k") == power and state.players["A"].life == life, untapped


@plays("At the beginning of your end step, if ~ didn't attack this turn, put a +1/+1 counter "
       "on it.",
       "At the beginning of each end step, if it's not your turn, you gain 1 life.")
def test_didnt_attack_and_not_your_turn() -> None:
    """CR 603.4 and 508.1a: the Student that attacked gets no counter, the one that didn't
    does; "not your turn" gains life at B's end step only (102.1)."""
    student = card("Student", power=1, toughness=1,
                   text="At the beginning of your end step, if Student didn't attack this "
                        "turn, put a +1/+1 counter on it.")
    state = two_turns(perm("s1", "A", student), perm("s2", "A", student))
    to(state, "declare_attackers").apply("attack s1=B")
    until_turn(state, 2)
    assert state.permanents["s1"].counters == {} and state.permanents["s2"].counters == {PLUS: 1}
    glad = watcher("At the beginning of each end step, if it's not your turn, you gain 1 life.")
    state = two_turns(perm("w", "A", glad))
    until_turn(state, 2)
    assert state.players["A"].life == 20
    until_turn(state, 3)
    assert state.players["A"].life == 21


@plays("At the beginning of each end step, if you gained 4 or more life this turn, you gain 1 "
       "life.",
       "At the beginning of your upkeep, if you have 21 or less life, you gain 3 life.",
       "When ~ enters the battlefield, if you gained life this turn, you gain 1 life.",
       "When ~ enters the battlefield, if ~ is an enchantment, you gain 1 life.")
def test_life_gained_this_turn_and_life_total() -> None:
    """CR 119.9 and 603.4: after a 4-life gain this turn the end step gains 1 more, after 3
    none; 21 or less life gains 3 at A's upkeep, 25 doesn't (119.1); a Courier entering after
    life was gained this turn gains 1, before none; the Ancient is an enchantment (205.2a)."""
    accord = watcher("At the beginning of each end step, if you gained 4 or more life this "
                     "turn, you gain 1 life.")
    for first, life in ((4, 25), (3, 23)):
        tonic = card("Tonic", types=["Instant"], cost="{0}", text=f"You gain {first} life.")
        state = two_turns(perm("w", "A", accord), perm("t", "A", tonic, Zone.HAND))
        to(state, "priority", Step.PRECOMBAT_MAIN, "A")
        play(state, "cast t")
        finish_one(state)
        until_turn(state, 2)
        assert state.players["A"].life == life, first
    rites = watcher("At the beginning of your upkeep, if you have 21 or less life, you gain 3 "
                    "life.")
    state = after_upkeep(two_turns(perm("w", "A", rites), limit=4), 3)
    assert state.players["A"].life == 23
    state = two_turns(perm("w", "A", rites), limit=4)
    state.players["A"].life = 25
    assert after_upkeep(state, 3).players["A"].life == 25
    courier = card("Courier", power=1, toughness=1, cost="{0}",
                   text="When Courier enters the battlefield, if you gained life this turn, you "
                        "gain 1 life.")
    ancient = card("Ancient", types=["Enchantment"], cost="{0}",
                   text="When Ancient enters the battlefield, if Ancient is an enchantment, you "
                        "gain 1 life.")
    statue = card("Statue", power=1, toughness=1, cost="{0}",
                  text="When Statue enters the battlefield, if Statue is an enchantment, you "
                       "gain 1 life.")
    tonic = card("Tonic", types=["Instant"], cost="{0}", text="You gain 2 life.")
    state = two_turns(perm("c1", "A", courier, Zone.HAND), perm("c2", "A", courier, Zone.HAND),
                      perm("t", "A", tonic, Zone.HAND), perm("an", "A", ancient, Zone.HAND),
                      perm("st", "A", statue, Zone.HAND))
    to(state, "priority", Step.PRECOMBAT_MAIN, "A")
    for pid in ("c1", "t", "c2", "an", "st"):
        play(state, f"cast {pid}")
        finish_one(state)
        finish_one(state)
    assert state.players["A"].life == 20 + 2 + 1 + 1


@plays("When ~ enters the battlefield, if you cast it from your hand, you gain 3 life.",
       "When ~ enters the battlefield, if you cast it, you gain 1 life.",
       "Return target creature card from your graveyard to the battlefield.")
def test_if_you_cast_it_from_your_hand() -> None:
    """CR 603.4, 601.2a and 608.3: the Angel cast from hand gains 3 (and 1: "if you cast
    it"); returned from the graveyard by a spell it was not cast: nothing."""
    angel = card("Angel", power=2, toughness=2, cost="{0}",
                 text="When Angel enters the battlefield, if you cast it from your hand, you "
                      "gain 3 life.\n"
                      "When Angel enters the battlefield, if you cast it, you gain 1 life.")
    raise_ = card("Raise", types=["Sorcery"], cost="{0}",
                  text="Return target creature card from your graveyard to the battlefield.")
    state = two_turns(perm("a1", "A", angel, Zone.HAND), perm("a2", "A", angel, Zone.GRAVEYARD),
                      perm("r", "A", raise_, Zone.HAND))
    to(state, "priority", Step.PRECOMBAT_MAIN, "A")
    play(state, "cast a1")
    settle(state)
    assert state.players["A"].life == 24
    play(state, "cast r", "target a2")
    settle(state)
    assert state.permanents["a2"].zone is Zone.BATTLEFIELD
    assert state.players["A"].life == 24


@plays("At the beginning of combat on your turn, if you control a creature with power 4 or "
       "greater, you gain 1 life.",
       "When ~ enters the battlefield, if you control another Knight, you gain 2 life.",
       "At the beginning of your upkeep, if you control no other creatures, you gain 3 life.")
def test_kinds_of_permanents_controlled() -> None:
    """CR 603.4: a 4-power creature gains 1 at the beginning of combat, a 3-power one
    doesn't; the second Knight entering sees another Knight (the first saw only itself, 611.3
    "another": not the source); alone, the Hermit gains 3 at A's upkeep, with a Bear not."""
    ranger = watcher("At the beginning of combat on your turn, if you control a creature with "
                     "power 4 or greater, you gain 1 life.")
    for power, life in ((4, 21), (3, 20)):
        big = card("Big", power=power, toughness=power)
        state = two_turns(perm("w", "A", ranger), perm("b", "A", big))
        to(state, "declare_attackers")
        assert state.players["A"].life == life, power
    knight = card("Squire", power=1, toughness=1, cost="{0}", subtypes=["Knight"],
                  text="When Squire enters the battlefield, if you control another Knight, you "
                       "gain 2 life.")
    state = two_turns(perm("k1", "A", knight, Zone.HAND), perm("k2", "A", knight, Zone.HAND))
    to(state, "priority", Step.PRECOMBAT_MAIN, "A")
    play(state, "cast k1")
    settle(state)
    assert state.players["A"].life == 20
    play(state, "cast k2")
    settle(state)
    assert state.players["A"].life == 22
    hermit = watcher("At the beginning of your upkeep, if you control no other creatures, you "
                     "gain 3 life.")
    assert after_upkeep(two_turns(perm("w", "A", hermit), limit=4), 3).players["A"].life == 23
    state = after_upkeep(two_turns(perm("w", "A", hermit), perm("b", "A", OGRE), limit=4), 3)
    assert state.players["A"].life == 20


@plays("At the beginning of your upkeep, if you have fewer than three cards in hand, you gain "
       "1 life.",
       "At the beginning of your end step, if you gained or lost life this turn, you gain 1 "
       "life.")
def test_fewer_cards_and_life_changed() -> None:
    """CR 603.4, 402.1 and 119.3: two cards in hand (fewer than three) gain 1 at A's upkeep,
    three don't; after paying 1 life (119.4: lost) the end step gains 1, with no change,
    none."""
    damia = watcher("At the beginning of your upkeep, if you have fewer than three cards in "
                    "hand, you gain 1 life.")
    for cards, life in ((2, 21), (3, 20)):
        state = after_upkeep(two_turns(perm("w", "A", damia), *hand("A", cards), limit=4), 3)
        assert state.players["A"].life == life, cards
    charter = watcher("At the beginning of your end step, if you gained or lost life this turn, "
                      "you gain 1 life.")
    bleed = card("Bleed", types=["Instant"], cost="{0}", text="You lose 1 life.")
    state = two_turns(perm("w", "A", charter), perm("b", "A", bleed, Zone.HAND))
    to(state, "priority", Step.PRECOMBAT_MAIN, "A")
    play(state, "cast b")
    finish_one(state)
    until_turn(state, 2)
    assert state.players["A"].life == 20
    state = two_turns(perm("w", "A", charter))
    until_turn(state, 2)
    assert state.players["A"].life == 20
    assert all(e.__class__.__name__ != "LifeGained" for e in state.events)


@plays("At the beginning of your end step, if a creature died under your control this turn, "
       "you gain 2 life.",
       "At the beginning of your end step, if you didn't attack with a creature this turn, you "
       "gain 1 life.",
       "At the beginning of the end step, if no creatures are on the battlefield, you gain 4 "
       "life.",
       "When ~ enters the battlefield, if it's not a token, you gain 1 life.")
def test_what_happened_and_the_board() -> None:
    """CR 603.4, 700.4, 508.1, 111.1: a creature of A's dying gains 2 at A's end step; A not
    attacking gains 1 (attacking: none); an empty board gains 4 (a creature there: none); the
    card entering gains 1, not being a token."""
    steward = card("Steward", types=["Enchantment"],
                   text="At the beginning of your end step, if a creature died under your "
                        "control this turn, you gain 2 life.\n"
                        "At the beginning of your end step, if you didn't attack with a "
                        "creature this turn, you gain 1 life.")
    bolt = card("Bolt", types=["Instant"], cost="{0}", text="Bolt deals 3 damage to any target.")
    state = two_turns(perm("s", "A", steward), perm("o", "A", card("Elf", power=1,
                                                                    toughness=1)),
                      perm("b", "A", bolt, Zone.HAND))
    to(state, "priority", Step.PRECOMBAT_MAIN, "A")
    play(state, "cast b", "target o")
    finish_one(state)
    until_turn(state, 2)
    assert state.players["A"].life == 23
    state = two_turns(perm("s", "A", steward), perm("o", "A", card("Elf", power=1,
                                                                    toughness=1)))
    to(state, "declare_attackers").apply("attack o=B")
    until_turn(state, 2)
    assert state.players["A"].life == 20
    grave = card("Grave", types=["Enchantment"], cost="{0}",
                 text="At the beginning of the end step, if no creatures are on the "
                      "battlefield, you gain 4 life.\n"
                      "When Grave enters the battlefield, if it's not a token, you gain 1 "
                      "life.")
    state = two_turns(perm("g", "A", grave, Zone.HAND))
    to(state, "priority", Step.PRECOMBAT_MAIN, "A")
    play(state, "cast g")
    until_turn(state, 2)
    assert state.players["A"].life == 25  # 1 as it entered, 4 at the end step
    state = two_turns(perm("g", "A", grave), perm("o", "B", OGRE), perm("t", "A", grave,
                                                                          token=True))
    until_turn(state, 2)
    assert state.players["A"].life == 20
    token = board_condition("if it's not a token")
    assert token is not None and not holds(state, token, "A", "t") and holds(state, token, "A",
                                                                             "g")


@plays("Whenever a player casts a spell, if it's not their turn, that player draws a card.")
def test_not_their_turn() -> None:
    """CR 603.4 and 102.1: B casting on A's turn draws a card; A casting on its own turn
    doesn't (the caster is "that player", 603.2)."""
    muse = watcher("Whenever a player casts a spell, if it's not their turn, that player draws "
                   "a card.")
    sip = card("Sip", types=["Instant"], cost="{0}", text="You gain 1 life.")
    for caster, drawn in (("B", 1), ("A", 0)):
        state = two_turns(perm("w", "A", muse), perm("s", caster, sip, Zone.HAND))
        to(state, "priority", Step.PRECOMBAT_MAIN, caster)
        before = len(state.cards(caster, Zone.HAND))
        play(state, "cast s")
        finish_one(state)
        assert state.turn == 1 and state.permanents["s"].zone is Zone.GRAVEYARD
        assert len(state.cards(caster, Zone.HAND)) == before - 1 + drawn, caster


@plays("Whenever another creature you control dies, if it was a Human, you gain 2 life.",
       "Whenever another creature you control dies, if it had a +1/+1 counter on it, you gain "
       "1 life.",
       "Whenever another creature you control dies, if its power was 4 or greater, you gain 4 "
       "life.",
       "When ~ dies, if it had no time counters on it, you gain 3 life.")
def test_what_the_dead_creature_was() -> None:
    """CR 603.4, 603.10a and 113.7a: the creature that died as it last existed — a Human
    with a +1/+1 counter (power 2) gains 2 + 1, a 4-power non-Human gains 4, a 1/1 Elf
    without counters nothing; the Zoa dying with no time counter gains 3, with one none."""
    collar = card("Collar", types=["Enchantment"],
                  text="Whenever another creature you control dies, if it was a Human, you gain "
                       "2 life.\n"
                       "Whenever another creature you control dies, if it had a +1/+1 counter "
                       "on it, you gain 1 life.\n"
                       "Whenever another creature you control dies, if its power was 4 or "
                       "greater, you gain 4 life.")
    bolt = card("Bolt", types=["Instant"], cost="{0}",
                text="Bolt deals 5 damage to any target.")
    human = card("Villager", power=1, toughness=1, subtypes=["Human"])
    big = card("Big", power=4, toughness=4)
    elf = card("Elf", power=1, toughness=1, subtypes=["Elf"])
    for victim, kw, gained in ((human, {"counters": {PLUS: 1}}, 3), (big, {}, 4), (elf, {}, 0)):
        state = two_turns(perm("c", "A", collar), perm("v", "A", victim, **kw),
                          perm("b", "A", bolt, Zone.HAND))
        to(state, "priority", Step.PRECOMBAT_MAIN, "A")
        play(state, "cast b", "target v")
        settle(state)
        assert state.permanents["v"].zone is Zone.GRAVEYARD
        assert state.players["A"].life == 20 + gained, victim.name
    zoa = card("Zoa", power=1, toughness=1,
               text="When Zoa dies, if it had no time counters on it, you gain 3 life.")
    for counters, life in (({}, 23), ({"time": 1}, 20)):
        state = two_turns(perm("z", "A", zoa, counters=dict(counters)),
                          perm("b", "A", bolt, Zone.HAND))
        to(state, "priority", Step.PRECOMBAT_MAIN, "A")
        play(state, "cast b", "target z")
        finish_one(state)
        finish_one(state)
        assert state.players["A"].life == life, counters


@plays("At the beginning of each opponent's end step, if that player controls more creatures "
       "than you, you gain 1 life.",
       "If an opponent has more life than you, you gain 3 life. If you control fewer creatures "
       "than an opponent, you gain 1 life.")
def test_comparisons_between_players() -> None:
    """CR 603.4, 608.2c and 102.2: at B's end step B's two creatures against A's one gain A 1
    (one against one: none); the spell gains 3 only while B has more life, and 1 only while A
    controls fewer creatures."""
    keeper = watcher("At the beginning of each opponent's end step, if that player controls "
                     "more creatures than you, you gain 1 life.")
    for theirs, life in ((2, 21), (1, 20)):
        state = two_turns(perm("w", "A", keeper), *[perm(f"o{k}", "B", OGRE)
                                                    for k in range(theirs)])
        until_turn(state, 3)
        assert state.players["A"].life == life, theirs
    revelry = card("Revelry", types=["Sorcery"], cost="{0}",
                   text="If an opponent has more life than you, you gain 3 life. If you control "
                        "fewer creatures than an opponent, you gain 1 life.")
    for a_life, b_ogres, gained in ((18, 1, 3), (20, 1, 0), (18, 0, 3)):
        state = two_turns(perm("r", "A", revelry, Zone.HAND),
                          *[perm(f"o{k}", "B", OGRE) for k in range(b_ogres)])
        state.players["A"].life = a_life
        to(state, "priority", Step.PRECOMBAT_MAIN, "A")
        play(state, "cast r")
        finish_one(state)
        extra = 1 if b_ogres else 0
        assert state.players["A"].life == a_life + gained + extra, (a_life, b_ogres)


@plays("{T}: You gain 1 life. Activate only if you control two or more Vampires.")
def test_activate_only_if() -> None:
    """CR 602.5b: the ability can be activated only while its controller controls two
    Vampires; with one, it is not among the legal actions."""
    keep = card("Keep", types=["Artifact"],
                text="{T}: You gain 1 life. Activate only if you control two or more "
                     "Vampires.")
    vampire = card("Vampire", power=1, toughness=1, subtypes=["Vampire"])
    for vampires, offered in ((2, True), (1, False)):
        state = two_turns(perm("k", "A", keep), *[perm(f"v{k}", "A", vampire)
                                                  for k in range(vampires)])
        to(state, "priority", Step.PRECOMBAT_MAIN, "A")
        actions = [str(a) for a in state.legal_actions()]
        assert ("activate k 0" in actions) == offered, vampires
        if offered:
            play(state, "activate k 0")
            finish_one(state)
            assert state.players["A"].life == 21


@plays("{1}, {T}: You gain 2 life. Activate only if a creature died this turn.")
def test_activate_only_if_something_happened() -> None:
    """CR 602.5b and 700.4 (morbid's words): not offered before a creature died this turn,
    offered after."""
    altar = card("Altar", types=["Artifact"],
                 text="{1}, {T}: You gain 2 life. Activate only if a creature died this turn.")
    bolt = card("Bolt", types=["Instant"], cost="{0}", text="Bolt deals 3 damage to any target.")
    state = two_turns(perm("a", "A", altar), perm("o", "B", card("Elf", power=1, toughness=1)),
                      perm("b", "A", bolt, Zone.HAND), *lands("A", 1))
    to(state, "priority", Step.PRECOMBAT_MAIN, "A")
    assert not any(str(a).startswith("activate a") for a in state.legal_actions())
    play(state, "cast b", "target o")
    finish_one(state)
    assert state.permanents["o"].zone is Zone.GRAVEYARD
    assert any(str(a).startswith("activate a") for a in state.legal_actions())


@plays("Draw a card. You gain 3 life if you have no cards in hand.",
       "Draw a card if you have no cards in hand.",
       "When ~ enters the battlefield, create a Treasure token if an opponent controls more "
       "lands than you. You gain 4 life if an opponent has more life than you.")
def test_condition_after_the_instruction() -> None:
    """CR 608.2c: the condition written after its instruction is checked as it resolves —
    drawing the library's card leaves one card in hand, so with none before no life (the
    hand isn't empty), while the Beza-like trigger makes a Treasure only while B has more
    lands and gains 4 only while B has more life."""
    sip = card("Sip", types=["Instant"], cost="{0}",
               text="Draw a card. You gain 3 life if you have no cards in hand.")
    state = two_turns(perm("s", "A", sip, Zone.HAND))
    to(state, "priority", Step.PRECOMBAT_MAIN, "A")
    play(state, "cast s")
    finish_one(state)
    assert state.players["A"].life == 20 and len(state.cards("A", Zone.HAND)) == 1
    gain = card("Gain", types=["Instant"], cost="{0}",
                text="Draw a card if you have no cards in hand.")
    for extra, cards in ((0, 1), (1, 1)):
        state = two_turns(perm("g", "A", gain, Zone.HAND), *hand("A", extra))
        to(state, "priority", Step.PRECOMBAT_MAIN, "A")
        play(state, "cast g")
        finish_one(state)
        assert len(state.cards("A", Zone.HAND)) == cards, extra  # drew one only when empty
    beza = card("Beza", power=4, toughness=5, cost="{0}",
                text="When Beza enters the battlefield, create a Treasure token if an opponent "
                     "controls more lands than you. You gain 4 life if an opponent has more "
                     "life than you.")
    for b_lands, a_life, treasure, gained in ((1, 18, True, 4), (0, 20, False, 0)):
        state = two_turns(perm("z", "A", beza, Zone.HAND), *lands("B", b_lands))
        state.players["A"].life = a_life
        to(state, "priority", Step.PRECOMBAT_MAIN, "A")
        play(state, "cast z")
        settle(state)
        tokens = [p for p in state.battlefield() if p.token and p.controller == "A"]
        assert bool(tokens) == treasure and state.players["A"].life == a_life + gained


@plays("At the beginning of your end step, if two or more creatures died this turn, you gain 2 "
       "life.",
       "At the beginning of your upkeep, if a player has more life than each other player, "
       "you gain 1 life.")
def test_any_players_deaths_and_life() -> None:
    """CR 603.4, 700.4 and 102.2: two creatures dying (one each player's) gain 2 at A's end
    step, one doesn't; at A's upkeep, B having more life than A gains A 1, equal life none."""
    feast = watcher("At the beginning of your end step, if two or more creatures died this "
                    "turn, you gain 2 life.")
    sweep = card("Sweep", types=["Sorcery"], cost="{0}",
                 text="Destroy all creatures.")
    elf = card("Elf", power=1, toughness=1)
    for elves, life in ((2, 22), (1, 20)):
        state = two_turns(perm("w", "A", card("Watcher", types=["Enchantment"],
                                               text=feast.text)),
                          perm("s", "A", sweep, Zone.HAND),
                          *[perm(f"e{k}", "AB"[k], elf) for k in range(elves)])
        to(state, "priority", Step.PRECOMBAT_MAIN, "A")
        play(state, "cast s")
        finish_one(state)
        until_turn(state, 2)
        assert state.players["A"].life == life, elves
    ogre = watcher("At the beginning of your upkeep, if a player has more life than each other "
                   "player, you gain 1 life.")
    for b_life, gained in ((25, 1), (20, 0)):
        state = two_turns(perm("w", "A", ogre), limit=4)
        state.players["B"].life = b_life
        assert after_upkeep(state, 3).players["A"].life == 20 + gained, b_life


@plays("At the beginning of your upkeep, if each player has 10 or less life, transform Fragment.")
def test_each_player_has_n_or_less_life() -> None:
    """CR 119.1, 603.4, 701.28a: "if each player has 10 or less life" holds only when every
    player's life total is 10 or less: A at 10 and B at 7, Fragment transforms in A's upkeep;
    B at 11, it doesn't."""
    import mtgsim
    from sim.model.events import Transformed

    text = ("At the beginning of your upkeep, if each player has 10 or less life, transform "
            "Fragment.")
    for b_life, turned in ((7, True), (11, False)):
        state = mtgsim.load({
            "active_player": "A", "step": "untap", "until": "end of turn",
            "players": {"A": {"life": 10, "library": 5}, "B": {"life": b_life, "library": 5}},
            "permanents": [{"id": "f1", "controller": "A", "name": "Fragment",
                            "types": ["Artifact"], "text": text,
                            "back": {"name": "Aurora", "types": ["Creature"], "power": 5,
                                     "toughness": 5}}]})
        state.record_events = True
        mtgsim.play(state)
        assert any(isinstance(e, Transformed) for e in state.events) is turned
        assert state.permanents["f1"].card.name == ("Aurora" if turned else "Fragment")
