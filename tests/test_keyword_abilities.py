"""Keyword abilities of permanents read as the triggered ability their rule words in full
(``sim.text.keyword_triggers``): afterlife (CR 702.135), and the keywords with no effect in a
game (partner and its variants, 702.124)."""

from __future__ import annotations

import attrs
from boards import creature
from played import plays
from test_stack import _default, blocks, card, finish, game, legal, perm, play, to, zone

from sim import CardDef, GameState, Step
from sim.model.events import AbilityTriggered
from sim.model.keywords import Kw
from sim.model.objects import PLUS, Zone
from sim.text.card_reader import read_card
from sim.text.render import text


def keyword(name: str, power: int, toughness: int, text_: str) -> CardDef:
    return card(name, power=power, toughness=toughness, text=text_)


def tokens(state: object, controller: str, name: str) -> list[str]:
    return [p.id for p in state.battlefield()  # type: ignore[attr-defined]
            if p.controller == controller and name in p.card.subtypes]


# --- the reading ---------------------------------------------------------------------------------

def test_a_keyword_reads_as_its_rules_ability_and_renders_back_as_the_keyword() -> None:
    reading = read_card("Afterlife 2 (When this creature dies, create two 1/1 white and black "
                        "Spirit creature tokens with flying.)", "Ghost")
    assert reading.status == "full"
    [ability] = reading.triggered
    assert ability.keyword == "afterlife 2" and ability.event == "Died"
    assert text(ability) == "afterlife 2"
    assert text(attrs.evolve(ability, keyword="")) == \
        "when ~ dies, create 2 1/1 white and black spirit creature tokens with flying"


def test_a_keyword_whose_model_is_not_its_rule_does_not_render_as_the_keyword() -> None:
    """The round trip: a ``Triggered`` marked "afterlife 3" whose program makes two Spirits is
    not afterlife 3."""
    [two] = read_card("Afterlife 2", "Ghost").triggered
    wrong = attrs.evolve(two, text="Afterlife 3", keyword="afterlife 3")
    assert text(wrong) != "afterlife 3"


# --- afterlife (702.135) ------------------------------------------------------------------------

AFTERLIFE = keyword("Ghost", 2, 2, "Afterlife 2 (When this creature dies, create two 1/1 white "
                    "and black Spirit creature tokens with flying.)")


@plays("Afterlife 2")
def test_afterlife_makes_flying_spirits_when_the_creature_dies() -> None:
    """CR 702.135a: when the creature with afterlife 2 is put into a graveyard from the
    battlefield (blocked by a 4/4), its controller creates two 1/1 white and black Spirit
    tokens with flying."""
    state = game(perm("g1", "A", AFTERLIFE), creature("b1", "B", 4, 4))
    finish(blocks(state, "g1=B", "b1=g1"))
    assert state.permanents["g1"].zone is Zone.GRAVEYARD
    spirits = tokens(state, "A", "Spirit")
    assert len(spirits) == 2
    spirit = state.permanents[spirits[0]].card
    assert (spirit.power, spirit.toughness, set(spirit.colors)) == (1, 1, {"W", "B"})
    assert state.has(spirits[0], Kw.FLYING)
    assert not tokens(state, "B", "Spirit")


@plays("Afterlife 1")
def test_each_instance_of_afterlife_triggers_separately() -> None:
    """CR 702.135b: two instances of afterlife 1 trigger separately: two Spirits; a creature
    that survives makes none."""
    twice = keyword("Ghosts", 2, 2, "Afterlife 1\nAfterlife 1")
    state = game(perm("g1", "A", twice), perm("g2", "A", keyword("Other", 2, 5, "Afterlife 1")),
                 creature("b1", "B", 4, 4))
    finish(blocks(state, "g1=B", "b1=g1"))
    assert len(tokens(state, "A", "Spirit")) == 2


# --- keywords with no effect in a game (702.124) ------------------------------------------------

@plays("Partner", "Choose a Background", "Doctor's companion", "Friends forever")
def test_partner_and_its_variants_change_nothing_in_a_game() -> None:
    """CR 702.124a: partner modifies the rules for deck construction in the Commander variant
    and functions before the game begins; friends forever, choose a Background and Doctor's
    companion are variants of it (702.124). In a game the creature plays exactly as one
    without them: the same combat, the same result."""
    results = []
    for text_ in ("Partner", "Choose a Background", "Doctor's companion", "Friends forever",
                  ""):
        body = keyword("Commander", 3, 3, text_) if text_ else card("Commander", power=3,
                                                                      toughness=3)
        assert body.unsupported == ()
        state = game(perm("c1", "A", body), creature("b1", "B", 2, 2))
        finish(blocks(state, "c1=B", "b1=c1"))
        results.append((state.outcome().life, sorted(state.outcome().died)))
    assert all(r == results[-1] for r in results)
    assert results[-1][1] == ["b1"]


# --- soulshift (702.46) -------------------------------------------------------------------------

def spirit(name: str, cost: str, subtypes: tuple[str, ...] = ("Spirit",)) -> CardDef:
    return card(name, power=1, toughness=1, cost=cost, subtypes=list(subtypes))


SOULSHIFT = card("Kami", power=2, toughness=2, cost="{3}{B}", subtypes=["Spirit"],
                 text="Soulshift 3 (When this creature dies, you may return target Spirit card "
                      "with mana value 3 or less from your graveyard to your hand.)")


@plays("Soulshift 3")
def test_soulshift_returns_a_spirit_card_of_mana_value_n_or_less() -> None:
    """CR 702.46a: when the creature with soulshift 3 is put into a graveyard from the
    battlefield, its controller may return target Spirit card with mana value 3 or less from
    their graveyard to their hand: not a Spirit of mana value 4 (the Kami itself), not a
    non-Spirit, not a card in the opponent's graveyard (115.1, 202.3, 205.3)."""
    state = game(perm("k1", "A", SOULSHIFT), creature("b1", "B", 4, 4),
                 perm("s3", "A", spirit("Small", "{2}{B}"), Zone.GRAVEYARD),
                 perm("big", "A", spirit("Big", "{3}{B}{B}"), Zone.GRAVEYARD),
                 perm("bear", "A", spirit("Bear", "{1}", ("Bear",)), Zone.GRAVEYARD),
                 perm("theirs", "B", spirit("Theirs", "{1}"), Zone.GRAVEYARD))
    blocks(state, "k1=B", "b1=k1")
    to(state, "choose_target")
    assert set(legal(state)) == {"target s3"}
    play(state, "target s3")
    play(to(state, "choose_optional"), "yes")
    finish(state)
    assert zone(state, "s3") is Zone.HAND and zone(state, "k1") is Zone.GRAVEYARD
    assert zone(state, "big") is Zone.GRAVEYARD


def test_soulshift_is_optional_and_may_return_the_creature_itself() -> None:
    """CR 702.46a and 603.5: "you may": declined, the card stays; a Spirit with soulshift and
    mana value N or less is in the graveyard as its ability is put on the stack, so it can
    return itself (603.10a)."""
    small = card("Small Kami", power=1, toughness=1, cost="{1}{B}", subtypes=["Spirit"],
                 text="Soulshift 2")
    for answer, where in (("no", Zone.GRAVEYARD), ("yes", Zone.HAND)):
        state = game(perm("k1", "A", small), creature("b1", "B", 4, 4))
        blocks(state, "k1=B", "b1=k1")
        to(state, "choose_target")
        assert set(legal(state)) == {"target k1"}
        play(state, "target k1")
        play(to(state, "choose_optional"), answer)
        finish(state)
        assert zone(state, "k1") is where


# --- fabricate (702.123) ------------------------------------------------------------------------

FABRICATOR = card("Fabricator", power=1, toughness=1, cost="{1}", text="Flash\nFabricate 2 (When "
                  "this creature enters, you may put two +1/+1 counters on it. If you don't, "
                  "create two 1/1 colorless Servo artifact creature tokens.)")


def fabricated(answer: str | None, bolt: bool = False) -> GameState:
    """A flashes the Fabricator in during combat; B may Bolt it in response to fabricate."""
    bolt_card = card("Bolt", types=["Instant"], cost="{0}", text="Bolt deals 3 damage to any "
                     "target.")
    state = game(perm("f1", "A", FABRICATOR, Zone.HAND), perm("h1", "B", bolt_card, Zone.HAND),
                 mana={"A": "{1}"})
    to(state, "priority", Step.BEGINNING_OF_COMBAT, "A")
    play(state, "cast f1")
    if bolt:
        to(state, "priority", None, "B")
        while not any(item.source == "f1" and item.kind != "spell" for item in state.stack):
            play(state, "pass")
            to(state, "priority", None, "B")
        play(state, "cast h1", "target f1")
        while state.decision is not None:
            assert state.decision.kind != "choose_optional"  # nothing to choose
            _default(state)
        return state
    play(to(state, "choose_optional"), answer or "yes")
    return finish(state)


@plays("Fabricate 2")
def test_fabricate_puts_counters_or_makes_servos() -> None:
    """CR 702.123a: as fabricate 2 resolves its controller chooses: two +1/+1 counters on the
    creature, or (declined) two 1/1 colorless Servo artifact creature tokens instead."""
    state = fabricated("yes")
    assert state.permanents["f1"].counters == {PLUS: 2} and not tokens(state, "A", "Servo")
    state = fabricated("no")
    assert not state.permanents["f1"].counters
    servos = tokens(state, "A", "Servo")
    assert len(servos) == 2
    servo = state.permanents[servos[0]].card
    assert (servo.power, servo.toughness, servo.colors) == (1, 1, ())
    assert set(servo.types) == {"Artifact", "Creature"}


def test_fabricate_makes_servos_when_the_creature_is_gone() -> None:
    """CR 702.123a and its ruling: the creature, Bolted in response, isn't on the battlefield
    as fabricate resolves, so no counters can be put on it: its controller isn't asked and
    creates the Servos."""
    state = fabricated(None, bolt=True)
    assert zone(state, "f1") is Zone.GRAVEYARD
    assert len(tokens(state, "A", "Servo")) == 2


# --- bloodthirst (702.54) -----------------------------------------------------------------------

BLOODTHIRSTY = card("Thirsty", power=1, toughness=1, cost="{1}", text="Flash\nBloodthirst 2 (If "
                    "an opponent was dealt damage this turn, this creature enters with two +1/+1 "
                    "counters on it.)")


def thirsty_after_combat(defender_blocks: bool) -> GameState:
    """A attacks with a 2/2, blocked by B's 3/3 or not, then casts the Thirsty in the combat
    damage step."""
    state = game(creature("a1", "A", 2, 2), creature("b1", "B", 3, 3),
                 perm("t1", "A", BLOODTHIRSTY, Zone.HAND), mana={"A": "{1}"})
    blocks(state, "a1=B", "b1=a1" if defender_blocks else None)
    to(state, "priority", Step.COMBAT_DAMAGE, "A")
    play(state, "cast t1")
    return finish(state)


@plays("Bloodthirst 2")
def test_bloodthirst_counters_only_after_an_opponent_was_dealt_damage() -> None:
    """CR 702.54a: the Thirsty enters with two +1/+1 counters when an opponent was dealt
    damage this turn (the unblocked 2/2's combat damage), and with none when no opponent was
    (the 2/2 was blocked)."""
    state = thirsty_after_combat(defender_blocks=False)
    assert state.outcome().life["B"] == 18
    assert state.permanents["t1"].counters == {PLUS: 2}
    state = thirsty_after_combat(defender_blocks=True)
    assert zone(state, "t1") is Zone.BATTLEFIELD and not state.permanents["t1"].counters


def test_bloodthirst_ignores_life_loss_and_damage_to_its_controller() -> None:
    """CR 702.54a and 120.3: only damage dealt to an opponent counts: A's own life lost to a
    Drain or damage dealt to A doesn't, nor does an opponent's life loss that isn't damage."""
    drain = card("Drain", types=["Instant"], cost="{0}", text="Each opponent loses 2 life.")
    ping = card("Ping", types=["Instant"], cost="{0}", text="Ping deals 1 damage to any target.")
    state = game(perm("d1", "A", drain, Zone.HAND), perm("p1", "A", ping, Zone.HAND),
                 perm("t1", "A", BLOODTHIRSTY, Zone.HAND), mana={"A": "{1}"})
    to(state, "priority", Step.BEGINNING_OF_COMBAT, "A")
    play(state, "cast d1")
    to(state, "priority", None, "A")
    play(state, "cast p1", "target A")
    to(state, "priority", None, "A")
    while state.stack:
        play(state, "pass")
        to(state, "priority", None, "A")
    assert state.players["B"].life == 18 and state.players["A"].life == 19
    play(state, "cast t1")
    finish(state)
    assert zone(state, "t1") is Zone.BATTLEFIELD and not state.permanents["t1"].counters


# --- renown (702.112) ---------------------------------------------------------------------------

RENOWNED = keyword("Hopeful", 2, 2, "Renown 2 (When this creature deals combat damage to a "
                   "player, if it isn't renowned, put two +1/+1 counters on it and it becomes "
                   "renowned.)")


@plays("Renown 2")
def test_renown_counters_once_when_it_deals_combat_damage_to_a_player() -> None:
    """CR 702.112a-b: the unblocked creature with renown 2 deals combat damage to a player: it
    gets two +1/+1 counters and becomes renowned."""
    state = game(perm("r1", "A", RENOWNED))
    finish(blocks(state, "r1=B"))
    r1 = state.permanents["r1"]
    assert state.outcome().life["B"] == 18
    assert r1.counters == {PLUS: 2} and r1.renowned


def test_renown_does_nothing_for_a_renowned_creature_or_a_blocked_one() -> None:
    """CR 702.112a and 603.4: "if it isn't renowned" is an intervening "if": a renowned
    creature's renown doesn't trigger; a blocked one deals no damage to a player; a new object
    isn't renowned (400.7)."""
    state = game(perm("r1", "A", RENOWNED, renowned=True))
    finish(blocks(state, "r1=B"))
    assert not state.permanents["r1"].counters
    assert not [e for e in state.events if isinstance(e, AbilityTriggered)]
    state = game(perm("r1", "A", RENOWNED), creature("b1", "B", 0, 4))
    finish(blocks(state, "r1=B", "b1=r1"))
    assert not state.permanents["r1"].counters and not state.permanents["r1"].renowned
    state = game(perm("r1", "A", RENOWNED, renowned=True))
    state.move("r1", Zone.HAND)
    assert not state.permanents["r1"].renowned


# --- modular (702.43) ---------------------------------------------------------------------------

def arcbound(name: str, text_: str) -> CardDef:
    return card(name, power=0, toughness=0, cost="{0}", types=["Artifact", "Creature"],
                text=text_)


MODULAR_CARD = arcbound("Arcbound", "Flash\nModular 2 (This creature enters with two +1/+1 "
                        "counters on it. When it dies, you may put its +1/+1 counters on target "
                        "artifact creature.)")


@plays("Modular 2")
def test_modular_enters_with_counters_and_moves_them_when_it_dies() -> None:
    """CR 702.43a: the 0/0 with modular 2 enters with two +1/+1 counters (flashed in, it is a
    2/2); blocked by a 4/4 it dies, and its controller may put a +1/+1 counter on target
    artifact creature for each +1/+1 counter it had (603.10a: as it last existed): only an
    artifact creature may be the target (205.2a)."""
    state = game(perm("m1", "A", MODULAR_CARD, Zone.HAND))
    to(state, "priority", Step.BEGINNING_OF_COMBAT, "A")
    finish(play(state, "cast m1"))
    assert state.permanents["m1"].counters == {PLUS: 2} and state.power("m1") == 2
    state = game(perm("m1", "A", MODULAR_CARD, counters={PLUS: 2}),
                 perm("m2", "A", arcbound("Other", "Flash"), counters={PLUS: 1}),
                 creature("bear", "A", 2, 2), creature("b1", "B", 4, 4))
    blocks(state, "m1=B", "b1=m1")
    to(state, "choose_target")
    assert set(legal(state)) == {"target m2"}  # not the Bears, not the dead m1
    play(state, "target m2")
    play(to(state, "choose_optional"), "yes")
    finish(state)
    assert zone(state, "m1") is Zone.GRAVEYARD
    assert state.permanents["m2"].counters == {PLUS: 3}


# --- living weapon (702.92) ---------------------------------------------------------------------

def germ_equipment(text_: str) -> CardDef:
    return card("Sword", types=["Artifact"], subtypes=["Equipment"], cost="{0}", text=text_)


@plays("Living weapon")
def test_living_weapon_makes_a_germ_and_equips_it() -> None:
    """CR 702.92a and 301.5: when the Equipment enters, its controller creates a 0/0 black
    Phyrexian Germ creature token, then attaches the Equipment to it: equipped (+2/+2) it is a
    2/2 on the battlefield."""
    sword = germ_equipment("Living weapon\nEquipped creature gets +2/+2.\nEquip {2}")
    state = game(perm("s1", "A", sword, Zone.HAND), step=Step.PRECOMBAT_MAIN)
    to(state, "priority", Step.PRECOMBAT_MAIN, "A")
    finish(play(state, "cast s1"))
    [germ] = tokens(state, "A", "Germ")
    g = state.permanents[germ]
    assert g.card.colors == ("B",) and set(g.card.subtypes) == {"Phyrexian", "Germ"}
    assert state.permanents["s1"].attached_to == germ
    assert (state.power(germ), state.toughness(germ)) == (2, 2)


def test_a_germ_with_no_toughness_bonus_dies() -> None:
    """CR 702.92a and 704.5f: an Equipment that gives +1/+0 leaves its 0/0 Germ with 0
    toughness: the Germ is put into the graveyard (and, a token, ceases to exist, 704.5d); the
    Equipment stays on the battlefield, unattached (704.5n)."""
    sword = germ_equipment("Living weapon\nEquipped creature gets +1/+0.")
    state = game(perm("s1", "A", sword, Zone.HAND), step=Step.PRECOMBAT_MAIN)
    to(state, "priority", Step.PRECOMBAT_MAIN, "A")
    finish(play(state, "cast s1"))
    assert not tokens(state, "A", "Germ")
    assert zone(state, "s1") is Zone.BATTLEFIELD and state.permanents["s1"].attached_to is None


# --- backup (702.165) ---------------------------------------------------------------------------

BACKUP = card("Valkyrie", power=1, toughness=1, cost="{0}", text="Flash\nBackup 1 (When this "
              "creature enters, put a +1/+1 counter on target creature. If that's another "
              "creature, it gains the following abilities until end of turn.)\nFlying, first "
              "strike")


def backed(target: str) -> GameState:
    state = game(perm("v1", "A", BACKUP, Zone.HAND), creature("bear", "A", 2, 2),
                 creature("b1", "B", 2, 2))
    to(state, "priority", Step.BEGINNING_OF_COMBAT, "A")
    play(state, "cast v1")
    to(state, "choose_target")
    assert set(legal(state)) == {"target v1", "target bear", "target b1"}
    play(state, f"target {target}")
    to(state, "declare_attackers")
    return state


@plays("Backup 1", "Backup 1\nFlying, first strike")
def test_backup_grants_the_abilities_printed_below_it_to_another_creature() -> None:
    """CR 702.165a and 702.165c: backup 1 puts a +1/+1 counter on its target; another
    creature also gains the abilities printed below backup (flying, first strike) until end of
    turn — not flash, printed above it. The Valkyrie targeting itself gets the counter only."""
    state = backed("bear")
    assert state.permanents["bear"].counters == {PLUS: 1}
    assert state.has("bear", Kw.FLYING) and state.has("bear", Kw.FIRST_STRIKE)
    assert not state.has("bear", Kw.FLASH)
    play(state, "attack bear=B")
    finish(state)
    assert state.outcome().life["B"] == 17  # a 3/3 flier, unblockable by the 2/2
    state = backed("v1")
    assert state.permanents["v1"].counters == {PLUS: 1}
    assert not state.has("bear", Kw.FLYING)


def test_backup_is_not_run_when_what_is_below_it_is_not_a_keyword() -> None:
    """CR 702.165a: a triggered ability printed below backup would be granted too; the engine
    doesn't grant triggered abilities, so such a backup is listed as not run (as is a second
    backup)."""
    slinger = read_card("Backup 1\nWhenever this creature attacks, tap target creature an "
                        "opponent controls.", "Slinger")
    assert "Backup 1" in slinger.unsupported
    assert read_card("Backup 1\nTrample", "Ok").status == "full"
    assert "Backup 1" in read_card("Backup 1\nTrample\nBackup 2\nFlying", "Two").unsupported


# --- extort (702.101) ---------------------------------------------------------------------------

EXTORTER = keyword("Syndic", 1, 1, "Extort (Whenever you cast a spell, you may pay {W/B}. If "
                   "you do, each opponent loses 1 life and you gain that much life.)")


def extorting(mana: str, answer: str | None, twice: bool = False) -> GameState:
    """A casts a {0} instant with the Syndic (and another extorter) out and ``mana`` left."""
    growth = card("Growth", types=["Instant"], cost="{0}", text="Target creature gets +1/+1 "
                  "until end of turn.")
    extra = [perm("x2", "A", EXTORTER)] if twice else []
    state = game(perm("x1", "A", EXTORTER), *extra, perm("h1", "A", growth, Zone.HAND),
                 mana={"A": mana})
    to(state, "priority", Step.BEGINNING_OF_COMBAT, "A")
    play(state, "cast h1", "target x1")
    while state.decision is not None:
        kind = state.decision.kind
        if kind == "choose_pay" and answer is not None:
            play(state, answer)
        else:
            assert kind != "choose_pay", "asked to pay without the mana"
            _default(state)
    return state


@plays("Extort")
def test_extort_drains_each_opponent_when_paid() -> None:
    """CR 702.101a: whenever its controller casts a spell, they may pay {W/B} (a hybrid
    symbol, paid with {B} here); if they do, each opponent loses 1 life and they gain life
    equal to the total life lost this way."""
    state = extorting("{B}", "yes")
    assert state.players["B"].life == 19 and state.players["A"].life == 21
    assert state.players["A"].mana.total == 0


def test_extort_without_payment_does_nothing() -> None:
    """CR 702.101a and 118.3: declined, or with no mana to pay {W/B}, nothing happens; each
    instance triggers separately (702.101b): two extorters and {W}{B} drain twice."""
    state = extorting("{W}", "no")
    assert state.players["B"].life == 20 and state.players["A"].life == 20
    state = extorting("{0}", None)
    assert state.players["B"].life == 20
    state = extorting("{W}{B}", "yes", twice=True)
    assert state.players["B"].life == 18 and state.players["A"].life == 22


def test_the_bundled_bloodthirst_card_reads_its_keyword() -> None:
    """CR 702.54a: Burning-Tree Bloodscale's "Bloodthirst 1" is its parameter."""
    assert ("bloodthirst", "1") in card("Burning-Tree Bloodscale").params
