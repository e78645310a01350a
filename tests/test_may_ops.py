"""Optional instructions and the choices made as they resolve (CR 603.5, 608.2c;
``sim.rules.may_ops``): "tap or untap target creature" (701.26a-b), "put a land card from your
hand onto the battlefield" (305.4), a later sentence's "you may" and a first sentence's "you
may" followed by a sentence done either way, "if you do" / "if you don't" after them and after
a mandatory discard (118.12 wording) — each choice a decision of the controller's."""

from __future__ import annotations

from played import plays
from test_library import BEARS, FOREST, GIANT, spell, turn
from test_stack import blocks, card, events, finish, game, legal, perm, play, to

from sim import GameState
from sim.model.events import CardDrawn, Discarded
from sim.model.objects import Zone

ARTIFACT = card("Relic", types=["Artifact"], cost="{1}")


def probe(text: str, *objects: object, kind: str = "Instant") -> GameState:
    """A casts the inline ``text`` (an instant costing {U}) with ``objects`` in play."""
    state = turn(perm("p1", "A", spell(text, kind), Zone.HAND), *objects)  # type: ignore[arg-type]
    play(state, "cast p1")
    return state


def drawn(state: GameState) -> int:
    return sum(1 for e in events(state, CardDrawn) if e.player == "A")


def zone_of(state: GameState, pid: str) -> Zone:
    return state.permanents[pid].zone


TAP_OR_UNTAP = "You may tap or untap target creature."


@plays("You may tap or untap target creature.")
def test_tap_or_untap_is_chosen_as_it_resolves() -> None:
    """CR 701.26a-b, 608.2c, 603.5: A targets B's untapped Bears; as the spell resolves A
    chooses to do it (choose_optional), then tap or untap (choose_card): tapped; the tapped
    Giant untapped; declined, nothing changes."""
    state = probe(TAP_OR_UNTAP, perm("b1", "B", "Grizzly Bears"))
    play(to(state, "choose_target"), "target b1")
    play(to(state, "choose_optional"), "yes")
    to(state, "choose_card")
    assert legal(state) == ["card tap", "card untap"]
    finish(play(state, "card tap"))
    assert state.permanents["b1"].tapped
    state = probe(TAP_OR_UNTAP, perm("b1", "B", "Hill Giant", tapped=True))
    play(to(state, "choose_target"), "target b1")
    play(to(state, "choose_optional"), "yes")
    finish(play(to(state, "choose_card"), "card untap"))
    assert not state.permanents["b1"].tapped
    state = probe(TAP_OR_UNTAP, perm("b1", "B", "Grizzly Bears"))
    play(to(state, "choose_target"), "target b1")
    finish(play(to(state, "choose_optional"), "no"))
    assert not state.permanents["b1"].tapped


@plays("You may tap or untap target creature. Draw a card.")
def test_a_sentence_after_the_optional_one_is_done_either_way() -> None:
    """CR 603.5, 608.2c: only the first sentence is optional: declining the tap, A still
    draws the card (Jolt's, Twitch's form); accepting, both happen."""
    text = "You may tap or untap target creature. Draw a card."
    for yes in (False, True):
        state = probe(text, perm("b1", "B", "Grizzly Bears"))
        play(to(state, "choose_target"), "target b1")
        play(to(state, "choose_optional"), "yes" if yes else "no")
        if yes:
            play(to(state, "choose_card"), "card tap")
        finish(state)
        assert state.permanents["b1"].tapped is yes and drawn(state) == 1


@plays("Destroy target artifact. You may put a land card from your hand onto the battlefield.")
def test_a_later_you_may_is_asked_when_it_is_reached() -> None:
    """CR 603.5, 608.2c, 305.4: the artifact is destroyed first; then A may put a land card
    from their hand onto the battlefield (choose_optional, then the card: only lands are
    offered, the Bears aren't); declined, the Forest stays in hand and the artifact is still
    destroyed. Putting the land is not playing it (305.4): A's land play is unused."""
    text = "Destroy target artifact. You may put a land card from your hand onto the battlefield."
    for yes in (True, False):
        state = probe(text, perm("r1", "B", ARTIFACT), perm("h1", "A", FOREST, Zone.HAND),
                      perm("h2", "A", BEARS, Zone.HAND))
        play(to(state, "choose_target"), "target r1")
        play(to(state, "choose_optional"), "yes" if yes else "no")
        if yes:
            to(state, "choose_card")
            assert legal(state) == ["card h1"]
            play(state, "card h1")
        finish(state)
        assert zone_of(state, "r1") is Zone.GRAVEYARD
        assert zone_of(state, "h1") is (Zone.BATTLEFIELD if yes else Zone.HAND)
        assert zone_of(state, "h2") is Zone.HAND
        assert state.players["A"].lands_played == 0


@plays("{T}: You may put a land card from your hand onto the battlefield tapped.")
def test_an_activated_ability_puts_a_land_tapped_or_none() -> None:
    """CR 305.4, 602.2: the Scout's ability puts the Forest from A's hand onto the battlefield
    ("tapped": it enters tapped, 110.5); with no land card in hand nothing is asked beyond
    the "you may" and nothing enters."""
    scout = card("Scout", types=["Creature"], cost="{1}{G}", power=1, toughness=1,
                 text="{T}: You may put a land card from your hand onto the battlefield tapped.")
    assert not scout.unsupported
    state = turn(perm("s1", "A", scout), perm("h1", "A", FOREST, Zone.HAND))
    play(state, "activate s1 0")
    play(to(state, "choose_optional"), "yes")
    finish(play(to(state, "choose_card"), "card h1"))
    forest = state.permanents["h1"]
    assert forest.zone is Zone.BATTLEFIELD and forest.tapped and forest.controller == "A"
    state = turn(perm("s1", "A", scout), perm("h2", "A", GIANT, Zone.HAND))
    play(state, "activate s1 0")
    play(to(state, "choose_optional"), "yes")
    finish(state)
    assert zone_of(state, "h2") is Zone.HAND


@plays("Discard a card. If you do, draw a card.")
def test_if_you_do_after_a_mandatory_discard() -> None:
    """CR 701.9a, 118.12 wording: with a card in hand A discards it and draws; with an empty
    hand nothing is discarded, so nothing is drawn."""
    state = finish(probe("Discard a card. If you do, draw a card.",
                         perm("h1", "A", FOREST, Zone.HAND)))
    assert zone_of(state, "h1") is Zone.GRAVEYARD and drawn(state) == 1
    state = finish(probe("Discard a card. If you do, draw a card."))
    assert not events(state, Discarded) and drawn(state) == 0


@plays("Untap target creature. You may discard a card. If you do, draw a card.")
def test_if_you_do_after_a_later_you_may() -> None:
    """CR 603.5, 118.12 wording: after the untap A may discard; discarding, A draws;
    declining, neither (the untap happened either way)."""
    text = "Untap target creature. You may discard a card. If you do, draw a card."
    for yes in (True, False):
        state = probe(text, perm("b1", "B", "Grizzly Bears", tapped=True),
                      perm("h1", "A", FOREST, Zone.HAND))
        play(to(state, "choose_target"), "target b1")
        finish(play(to(state, "choose_optional"), "yes" if yes else "no"))
        assert not state.permanents["b1"].tapped
        assert zone_of(state, "h1") is (Zone.GRAVEYARD if yes else Zone.HAND)
        assert drawn(state) == (1 if yes else 0)


@plays("You may put a land card from your hand onto the battlefield. If you don't, draw a "
       "card.")
def test_if_you_dont_after_putting_a_land_follows_what_was_done() -> None:
    """CR 603.5, 118.12 wording: putting the Forest, A doesn't draw; declining, A draws; and
    choosing to with no land card in hand, A didn't put one, so A draws too."""
    text = "You may put a land card from your hand onto the battlefield. If you don't, draw a card."
    state = probe(text, perm("h1", "A", FOREST, Zone.HAND))
    play(to(state, "choose_optional"), "yes")
    finish(play(to(state, "choose_card"), "card h1"))
    assert zone_of(state, "h1") is Zone.BATTLEFIELD and drawn(state) == 0
    state = probe(text, perm("h1", "A", FOREST, Zone.HAND))
    finish(play(to(state, "choose_optional"), "no"))
    assert zone_of(state, "h1") is Zone.HAND and drawn(state) == 1
    state = probe(text)
    finish(play(to(state, "choose_optional"), "yes"))
    assert drawn(state) == 1


@plays("You may exile target creature card from a graveyard. If you do, you gain 2 life.")
def test_if_you_do_after_exiling_the_one_target() -> None:
    """CR 603.5, 608.2b, 118.12 wording: with its one target legal, the exile A chooses is
    done, so A gains 2 life; declining, the card stays and A gains nothing."""
    text = "You may exile target creature card from a graveyard. If you do, you gain 2 life."
    for yes in (True, False):
        state = probe(text, perm("d1", "B", "Grizzly Bears", Zone.GRAVEYARD))
        play(to(state, "choose_target"), "target d1")
        finish(play(to(state, "choose_optional"), "yes" if yes else "no"))
        assert zone_of(state, "d1") is (Zone.EXILE if yes else Zone.GRAVEYARD)
        assert state.players["A"].life == (22 if yes else 20)


GUST = "Whenever ~ becomes blocked, you may untap it and remove it from combat."


@plays("Whenever ~ becomes blocked, you may untap it and remove it from combat.")
def test_untap_and_remove_from_combat_when_blocked() -> None:
    """CR 506.4, 603.5: the Gustcloak creature, blocked by the Giant, is untapped and removed
    from combat: no combat damage is dealt to or by it (the Giant, still a blocking creature,
    has no attacker to hit); declined, the Giant kills it."""
    harrier = card("Harrier", types=["Creature"], cost="{1}{W}", power=2, toughness=2,
                   text=GUST.replace("~", "Harrier"))
    assert not harrier.unsupported
    for yes in (True, False):
        state = game(perm("a1", "A", harrier), perm("b1", "B", "Hill Giant"))
        blocks(state, "a1=B", "b1=a1")
        finish(play(to(state, "choose_optional"), "yes" if yes else "no"))
        a1 = state.permanents["a1"]
        assert (a1.zone is Zone.BATTLEFIELD and not a1.tapped) is yes
        assert state.permanents["b1"].damage == (0 if yes else 2)


EXEMPLAR = "Whenever Exemplar attacks, remove a -1/-1 counter from it. If you do, you gain 1 life."


@plays("Whenever Exemplar attacks, remove a -1/-1 counter from it. If you do, you gain 1 life.")
def test_if_you_do_after_removing_a_counter() -> None:
    """CR 122.1, 118.12 wording: attacking with a -1/-1 counter on it, the counter is removed
    and A gains 1 life; with none on it nothing is removed and A gains nothing."""
    exemplar = card("Exemplar", types=["Creature"], cost="{1}{G}", power=6, toughness=8,
                    text=EXEMPLAR)
    assert not exemplar.unsupported
    for counters in (2, 0):
        state = game(perm("a1", "A", exemplar, counters={"-1/-1": counters} if counters else {}))
        blocks(state, "a1=B")
        finish(state)
        assert state.permanents["a1"].counters.get("-1/-1", 0) == max(counters - 1, 0)
        assert state.players["A"].life == (21 if counters else 20)


GREEN = "You may put a green creature card from your hand onto the battlefield."


@plays(GREEN, "{T}: You may put a goblin permanent card from your hand onto the battlefield.",
       "{1}: You may put a basic Forest card from your hand onto the battlefield.")
def test_a_kind_of_card_from_the_hand_only_that_kind_is_offered() -> None:
    """CR 305.4, 110.2, 205.3/205.4a, 105.2: "a green creature card" offers the Bears (green,
    a creature) but neither the Giant (red) nor the Forest (not a creature); chosen, it enters
    under A's control. A Goblin permanent card: the Goblin only; a basic Forest card: the
    basic Forest only (not the Island)."""
    state = probe(GREEN, perm("h1", "A", BEARS, Zone.HAND), perm("h2", "A", GIANT, Zone.HAND),
                  perm("h3", "A", FOREST, Zone.HAND))
    play(to(state, "choose_optional"), "yes")
    to(state, "choose_card")
    assert legal(state) == ["card h1"]
    finish(play(state, "card h1"))
    bears = state.permanents["h1"]
    assert bears.zone is Zone.BATTLEFIELD and bears.controller == "A"
    assert zone_of(state, "h2") is Zone.HAND and zone_of(state, "h3") is Zone.HAND
    goblin = card("Raging Goblin")
    text = "{T}: You may put a goblin permanent card from your hand onto the battlefield."
    scout = card("Scout", types=["Creature"], cost="{1}{R}", power=1, toughness=1, text=text)
    assert not scout.unsupported
    state = turn(perm("s1", "A", scout), perm("h1", "A", goblin, Zone.HAND),
                 perm("h2", "A", GIANT, Zone.HAND))
    play(state, "activate s1 0")
    play(to(state, "choose_optional"), "yes")
    to(state, "choose_card")
    assert legal(state) == ["card h1"]
    finish(play(state, "card h1"))
    assert zone_of(state, "h1") is Zone.BATTLEFIELD and zone_of(state, "h2") is Zone.HAND
    text = "{1}: You may put a basic Forest card from your hand onto the battlefield."
    relic = card("Relic", types=["Artifact"], cost="{1}", text=text)
    assert not relic.unsupported
    state = turn(perm("r1", "A", relic), perm("h1", "A", FOREST, Zone.HAND),
                 perm("h2", "A", card("Island"), Zone.HAND), mana="{1}")
    play(state, "activate r1 0")
    play(to(state, "choose_optional"), "yes")
    to(state, "choose_card")
    assert legal(state) == ["card h1"]
    finish(play(state, "card h1"))
    assert zone_of(state, "h1") is Zone.BATTLEFIELD and zone_of(state, "h2") is Zone.HAND
    assert state.players["A"].lands_played == 0


ENCHANTMENT = ("You may put an enchantment card from your hand onto the battlefield. If you "
               "don't, draw a card.")


@plays(ENCHANTMENT)
def test_an_aura_with_nothing_to_enchant_stays_in_hand_so_it_was_not_put() -> None:
    """CR 303.4f-g, 118.12 wording: with no creature on the battlefield, the Holy Strength
    chosen can't enter (it stays in A's hand), so A did not put a card: A draws; with a
    creature, it enters attached to it and A doesn't draw."""
    strength = card("Holy Strength", types=["Enchantment"], subtypes=["Aura"], cost="{W}",
                    text="Enchant creature\nEnchanted creature gets +1/+2.")
    state = probe(ENCHANTMENT, perm("h1", "A", strength, Zone.HAND))
    play(to(state, "choose_optional"), "yes")
    finish(play(to(state, "choose_card"), "card h1"))
    assert zone_of(state, "h1") is Zone.HAND and drawn(state) == 1
    state = probe(ENCHANTMENT, perm("h1", "A", strength, Zone.HAND), perm("b1", "A", BEARS))
    play(to(state, "choose_optional"), "yes")
    finish(play(to(state, "choose_card"), "card h1"))
    aura = state.permanents["h1"]
    assert aura.zone is Zone.BATTLEFIELD and aura.attached_to == "b1" and drawn(state) == 0


EXILE_ONE = "You may exile a creature card from your graveyard. If you do, draw a card."


@plays(EXILE_ONE, "Exile a card from your graveyard.",
       "When ~ enters the battlefield, you may exile a creature card from your graveyard. If "
       "you do, exile target artifact or enchantment an opponent controls.")
def test_exiling_a_kind_of_card_from_the_graveyard_if_you_do() -> None:
    """CR 406.2, 608.2c, 118.12 wording: A chooses a creature card of their graveyard (the
    Bears, not the Forest) and exiles it, then draws; with no creature card there nothing is
    exiled, so A doesn't draw; declining, neither. "Exile a card from your graveyard": any
    card, mandatory."""
    state = probe(EXILE_ONE, perm("g1", "A", BEARS, Zone.GRAVEYARD),
                  perm("g2", "A", FOREST, Zone.GRAVEYARD))
    play(to(state, "choose_optional"), "yes")
    to(state, "choose_card")
    assert legal(state) == ["card g1"]
    finish(play(state, "card g1"))
    assert zone_of(state, "g1") is Zone.EXILE and zone_of(state, "g2") is Zone.GRAVEYARD
    assert drawn(state) == 1
    state = probe(EXILE_ONE, perm("g2", "A", FOREST, Zone.GRAVEYARD))
    finish(play(to(state, "choose_optional"), "yes"))
    assert zone_of(state, "g2") is Zone.GRAVEYARD and drawn(state) == 0
    state = probe(EXILE_ONE, perm("g1", "A", BEARS, Zone.GRAVEYARD))
    finish(play(to(state, "choose_optional"), "no"))
    assert zone_of(state, "g1") is Zone.GRAVEYARD and drawn(state) == 0
    state = probe("Exile a card from your graveyard.", perm("g2", "A", FOREST, Zone.GRAVEYARD))
    finish(play(to(state, "choose_card"), "card g2"))
    assert zone_of(state, "g2") is Zone.EXILE
    text = ("When Vandal enters the battlefield, you may exile a creature card from your "
            "graveyard. If you do, exile target artifact or enchantment an opponent controls.")
    vandal = card("Vandal", types=["Creature"], cost="{1}{G}", power=1, toughness=3, text=text)
    assert not vandal.unsupported
    state = turn(perm("v1", "A", vandal, Zone.HAND), perm("g1", "A", BEARS, Zone.GRAVEYARD),
                 perm("r1", "B", ARTIFACT), mana="{1}{G}")
    play(state, "cast v1")
    play(to(state, "choose_target"), "target r1")
    play(to(state, "choose_optional"), "yes")
    finish(play(to(state, "choose_card"), "card g1"))
    assert zone_of(state, "g1") is Zone.EXILE and zone_of(state, "r1") is Zone.EXILE


@plays("You may exile a card from your hand. If you do, draw a card.",
       "When ~ enters the battlefield, you may exile an instant card from your hand.")
def test_exiling_a_card_from_the_hand_if_you_do() -> None:
    """CR 406.2, 608.2c, 118.12 wording: A exiles the card chosen from their hand, then
    draws; with an empty hand nothing is exiled and A doesn't draw. "An instant card": only
    instants are offered (the Bears aren't)."""
    text = "You may exile a card from your hand. If you do, draw a card."
    state = probe(text, perm("h1", "A", BEARS, Zone.HAND))
    play(to(state, "choose_optional"), "yes")
    finish(play(to(state, "choose_card"), "card h1"))
    assert zone_of(state, "h1") is Zone.EXILE and drawn(state) == 1
    state = probe(text)
    finish(play(to(state, "choose_optional"), "yes"))
    assert drawn(state) == 0
    text = "When Arcanist enters the battlefield, you may exile an instant card from your hand."
    arcanist = card("Arcanist", types=["Creature"], cost="{U}", power=1, toughness=1, text=text)
    assert not arcanist.unsupported
    bolt = card("Shock", types=["Instant"], cost="{R}", text="Shock deals 2 damage to any target.")
    state = turn(perm("a1", "A", arcanist, Zone.HAND), perm("h1", "A", BEARS, Zone.HAND),
                 perm("h2", "A", bolt, Zone.HAND))
    play(state, "cast a1")
    play(to(state, "choose_optional"), "yes")
    to(state, "choose_card")
    assert legal(state) == ["card h2"]
    finish(play(state, "card h2"))
    assert zone_of(state, "h2") is Zone.EXILE and zone_of(state, "h1") is Zone.HAND
