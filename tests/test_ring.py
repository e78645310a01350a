"""The Ring tempts you (CR 701.54; ``sim.model.ring_verbs``, ``sim.rules.ring``): the choice of
a Ring-bearer (701.54a-b), the emblem named The Ring and its four abilities gained one at a
time (701.54c), "whenever the Ring tempts you"."""

from __future__ import annotations

from played import plays
from test_library import FOREST, ISLAND, spell, turn
from test_stack import card, creature_card, events, finish, game, perm, play, to

from sim import GameState, Step
from sim.legality.constraints import evasion_problems
from sim.model.board import change_controller
from sim.model.events import DamageDealt, RingTempted, Sacrificed, StepBegan
from sim.model.objects import Zone
from sim.model.ring_verbs import bearer

TEMPT = "The Ring tempts you."


def _tempted(*objects: object, ring: int = 0, chosen: str | None = None) -> GameState:
    """A casts "The Ring tempts you." at the beginning of combat, the Ring having tempted A
    ``ring`` times before; A chooses ``chosen`` when asked."""
    state = game(perm("p1", "A", spell(TEMPT), Zone.HAND), *objects,  # type: ignore[arg-type]
                 mana={"A": "{U}"})
    state.players["A"].ring = ring
    state.players["A"].library = (FOREST, ISLAND)
    play(state, "cast p1")
    if chosen is not None:
        to(state, "choose_permanent")
        play(state, f"permanent {chosen}")
    to(state, "declare_attackers")
    return state


@plays("The Ring tempts you.")
def test_the_chosen_creature_becomes_a_legendary_ring_bearer() -> None:
    """CR 701.54a: A chooses one of the creatures A controls (a choose_permanent among both,
    none of B's): the Bears become A's Ring-bearer; 701.54c: A gets the emblem (tempted once)
    whose first ability makes the Ring-bearer legendary (205.4a) — the other creature isn't.
    The ``RingTempted`` event names the choice."""
    state = game(perm("p1", "A", spell(TEMPT), Zone.HAND), creature_card("a1", "A", 2, 2),
                 creature_card("a2", "A", 1, 1), creature_card("b1", "B", 3, 3),
                 mana={"A": "{U}"})
    play(state, "cast p1")
    to(state, "choose_permanent")
    assert state.decision is not None and state.decision.player == "A"
    assert sorted(state.decision.options) == ["a1", "a2"], state.decision.prompt
    assert "Ring-bearer" in state.decision.prompt
    play(state, "permanent a1")
    to(state, "declare_attackers")
    assert state.players["A"].ring == 1 and bearer(state, "A") == "a1"
    assert "Legendary" in state.permanents["a1"].card.supertypes
    assert "Legendary" not in state.permanents["a1"].card.subtypes
    assert "Legendary" not in state.permanents["a2"].card.supertypes
    assert [(e.player, e.bearer) for e in events(state, RingTempted)] == [("A", "a1")]


def test_the_ring_bearer_cant_be_blocked_by_greater_power() -> None:
    """CR 701.54c, the emblem's first ability: "can't be blocked by creatures with greater
    power" (509.1b): B's 3/3 can't block A's 2/2 Ring-bearer; B's 2/2 can; A's other 2/2,
    not the Ring-bearer, can be blocked by the 3/3."""
    state = _tempted(creature_card("a1", "A", 2, 2), creature_card("a2", "A", 2, 2),
                     creature_card("b1", "B", 3, 3), creature_card("b2", "B", 2, 2),
                     chosen="a1")
    assert [rule for rule, _ in evasion_problems(state, "b1", "a1")] == ["701.54c"]
    assert evasion_problems(state, "b2", "a1") == []
    assert evasion_problems(state, "b1", "a2") == []


def test_a_new_ring_bearer_ends_the_old_one() -> None:
    """CR 701.54a: a Ring-bearer stays one "until another creature becomes your Ring-bearer":
    tempted again, A chooses the other creature; the first is no longer legendary, the new
    one is, and the emblem has two abilities (701.54c)."""
    state = game(perm("p1", "A", spell(TEMPT), Zone.HAND), perm("p2", "A", spell(TEMPT), Zone.HAND),
                 creature_card("a1", "A", 2, 2), creature_card("a2", "A", 1, 1),
                 mana={"A": "{U}{U}"})
    play(state, "cast p1")
    to(state, "choose_permanent")
    play(state, "permanent a1")
    to(state, "priority", player="A")
    assert bearer(state, "A") == "a1"
    play(state, "cast p2")
    to(state, "choose_permanent")
    play(state, "permanent a2")
    to(state, "declare_attackers")
    assert state.players["A"].ring == 2 and bearer(state, "A") == "a2"
    assert "Legendary" not in state.permanents["a1"].card.supertypes
    assert "Legendary" in state.permanents["a2"].card.supertypes


def test_no_creature_still_tempts() -> None:
    """CR 701.54b: the Ring tempts A even with no creature to choose: the emblem gains its
    ability and ``RingTempted`` names no Ring-bearer."""
    state = _tempted(creature_card("b1", "B", 3, 3))
    assert state.players["A"].ring == 1 and bearer(state, "A") is None
    assert [(e.player, e.bearer) for e in events(state, RingTempted)] == [("A", "")]


def test_the_second_ability_loots_as_the_ring_bearer_attacks() -> None:
    """CR 701.54c, the second ability: "whenever your Ring-bearer attacks, draw a card, then
    discard a card" — tempted a second time, A's only creature (chosen without a question,
    701.54b) attacks: A draws the Forest and discards it (the only card in hand)."""
    state = _tempted(creature_card("a1", "A", 2, 2), ring=1)
    assert state.players["A"].ring == 2
    play(state, "attack a1=B")
    finish(state)
    forest = [p for p in state.permanents.values() if p.card.name == "Forest"]
    assert [p.zone for p in forest] == [Zone.GRAVEYARD]
    assert [c.name for c in state.players["A"].library] == ["Island"]


def test_one_temptation_doesnt_loot() -> None:
    """CR 701.54c: tempted once, the emblem has only its first ability: the Ring-bearer's
    attack draws nothing."""
    state = _tempted(creature_card("a1", "A", 2, 2))
    play(state, "attack a1=B")
    finish(state)
    assert [c.name for c in state.players["A"].library] == ["Forest", "Island"]


def test_the_third_ability_sacrifices_the_blocker_at_end_of_combat() -> None:
    """CR 701.54c, the third ability: "whenever your Ring-bearer becomes blocked by a
    creature, that creature's controller sacrifices it at end of combat" (603.7a: a delayed
    ability): B's 1/4 blocks A's 2/2 Ring-bearer, survives the damage, and B sacrifices it as
    the end of combat step begins (511.2)."""
    state = _tempted(creature_card("a1", "A", 2, 2), creature_card("b1", "B", 1, 4), ring=2)
    play(state, "attack a1=B")
    to(state, "declare_blockers")
    play(state, "block b1=a1")
    finish(state)
    log = state.events
    ends = [i for i, e in enumerate(log)
            if isinstance(e, StepBegan) and e.step == Step.END_OF_COMBAT]
    hits = [i for i, e in enumerate(log) if isinstance(e, DamageDealt) and e.target == "b1"]
    sacrificed = [i for i, e in enumerate(log) if isinstance(e, Sacrificed)]
    assert hits and ends and sacrificed and hits[0] < ends[0] < sacrificed[0]
    assert state.permanents["b1"].zone is Zone.GRAVEYARD
    assert [(e.permanent, e.player) for e in events(state, Sacrificed)] == [("b1", "B")]
    assert state.permanents["a1"].zone is Zone.BATTLEFIELD


def test_the_fourth_ability_drains_each_opponent() -> None:
    """CR 701.54c, the fourth ability: "whenever your Ring-bearer deals combat damage to a
    player, each opponent loses 3 life": A's unblocked 2/2 Ring-bearer, tempted a fourth
    time, takes B from 20 to 15 (2 damage, 3 life lost); it also loots (the second)."""
    state = _tempted(creature_card("a1", "A", 2, 2), ring=3)
    assert state.players["A"].ring == 4
    play(state, "attack a1=B")
    finish(state)
    assert state.players["B"].life == 15


@plays("Whenever the Ring tempts you, draw a card.", "When Smeagol enters, the Ring tempts you.")
def test_entering_tempts_and_tempting_triggers() -> None:
    """CR 701.54a, 603.2: "when ~ enters, the Ring tempts you": the creature entering becomes
    A's only creature, so A's Ring-bearer without a question; "whenever the Ring tempts you"
    (a permanent A controls) then triggers: A draws a card."""
    watcher = perm("w1", "A", card("Watcher", types=["Enchantment"], cost="{0}",
                                   text="Whenever the Ring tempts you, draw a card."))
    smeagol = perm("s1", "A", card("Smeagol", types=["Creature"], cost="{0}", power=1,
                                   toughness=1, text="When Smeagol enters, the Ring tempts you."),
                   Zone.HAND)
    state = turn(watcher, smeagol, library=(FOREST, ISLAND))
    play(state, "cast s1")
    finish(state)
    assert bearer(state, "A") == "s1" and state.players["A"].ring == 1
    assert "Legendary" in state.permanents["s1"].card.supertypes
    assert [c.name for c in state.players["A"].library] == ["Island"]


GANDALF = ("Whenever the Ring tempts you, if you chose a creature other than Gandalf as your "
           "Ring-bearer, draw a card.")


@plays("Whenever the Ring tempts you, if you chose a creature other than Gandalf as your "
       "Ring-bearer, draw a card.")
def test_only_another_ring_bearer_draws() -> None:
    """CR 603.4, 701.54a: the intervening "if" reads the creature chosen as the Ring tempted
    A: choosing the Bears, A draws; choosing Gandalf himself, nothing."""
    for chosen, drawn in (("a1", ["Island"]), ("g1", ["Forest", "Island"])):
        gandalf = perm("g1", "A", card("Gandalf", types=["Creature"], cost="{0}", power=2,
                                       toughness=2, text=GANDALF))
        state = _tempted(creature_card("a1", "A", 2, 2), gandalf, chosen=chosen)
        finish(state)
        assert bearer(state, "A") == chosen
        assert [c.name for c in state.players["A"].library] == drawn, chosen


def test_gandalf_alone_is_chosen_and_draws_nothing() -> None:
    """CR 701.54b, 603.4: Gandalf is A's only creature, so A must choose him (no question):
    "a creature other than Gandalf" wasn't chosen, no card drawn."""
    gandalf = perm("g1", "A", card("Gandalf", types=["Creature"], cost="{0}", power=2,
                                   toughness=2, text=GANDALF))
    state = finish(_tempted(gandalf))
    assert bearer(state, "A") == "g1"
    assert [c.name for c in state.players["A"].library] == ["Forest", "Island"]


def test_the_fourth_ability_of_a_ring_bearer_dying_as_it_deals_damage() -> None:
    """CR 701.54c, 510.2, 603.2: A's 3/3 trampling Ring-bearer (the emblem's four abilities)
    is blocked by B's 1/1 deathtouch creature: it assigns 1 to the blocker and 2 to B, and
    dies from deathtouch damage dealt at the same time. It was A's Ring-bearer as it dealt the
    damage (its designation ended only as it died, 400.7), so B loses 3 more life: 15."""
    trampler = perm("a1", "A", card("Trampler", types=["Creature"], cost="{0}", power=3,
                                    toughness=3, text="Trample"))
    killer = perm("b1", "B", card("Killer", types=["Creature"], cost="{0}", power=1,
                                  toughness=1, text="Deathtouch"))
    state = _tempted(trampler, killer, ring=3)
    play(state, "attack a1=B")
    to(state, "declare_blockers")
    play(state, "block b1=a1")
    finish(state)
    assert state.permanents["a1"].zone is Zone.GRAVEYARD
    assert state.players["B"].life == 15


def test_another_player_gaining_control_ends_the_designation() -> None:
    """CR 701.54a: a creature is the Ring-bearer "until ... another player gains control of
    it": B gains control of A's Ring-bearer; it is no longer legendary and A has no
    Ring-bearer (the emblem stays, tempted once)."""
    state = _tempted(creature_card("a1", "A", 2, 2))
    assert bearer(state, "A") == "a1"
    change_controller(state, "a1", "B")
    assert state.permanents["a1"].controller == "B" and bearer(state, "A") is None
    assert "Legendary" not in state.permanents["a1"].card.supertypes
    assert state.players["A"].ring == 1


@plays("When the Ring tempts you, return Ringwraiths from your graveyard to your hand.")
def test_a_graveyard_card_returns_as_the_ring_tempts() -> None:
    """CR 113.6k, 603.2, 701.54a: the ability functions only in the graveyard: the Ring
    tempting A (no creature to choose, 701.54b) returns Ringwraiths to A's hand."""
    wraiths = perm("w1", "A", card("Ringwraiths", types=["Creature"], cost="{0}", power=5,
                                   toughness=5, text="When the Ring tempts you, return "
                                   "Ringwraiths from your graveyard to your hand."),
                   Zone.GRAVEYARD)
    state = finish(_tempted(wraiths))
    assert state.permanents["w1"].zone is Zone.HAND


RANGERS = ("Landfall — Whenever a land enters the battlefield under your control, if you don't "
           "control a Ring-bearer, the Ring tempts you.")


@plays("Landfall — Whenever a land enters the battlefield under your control, if you don't "
       "control a Ring-bearer, the Ring tempts you.")
def test_landfall_tempts_only_without_a_ring_bearer() -> None:
    """CR 603.4, 701.54a: with no Ring-bearer, A's land entering tempts A (the Rangers, A's only
    creature, become the Ring-bearer); with one already, the ability doesn't trigger."""
    for ring, tempted in ((0, 1), (1, 0)):
        rangers = perm("r1", "A", card("Rangers", types=["Creature"], cost="{0}", power=4,
                                       toughness=4, text=RANGERS))
        forest = perm("f1", "A", FOREST, Zone.HAND)
        state = turn(rangers, forest, perm("p1", "A", spell(TEMPT), Zone.HAND),
                     library=(ISLAND,))
        if ring:
            play(state, "cast p1")
            to(state, "priority", player="A")
            assert bearer(state, "A") == "r1"
        play(state, "play f1")
        finish(state)
        assert len(events(state, RingTempted)) == ring + tempted, ring
        assert bearer(state, "A") == "r1"


CALL = ("Whenever you choose a creature as your Ring-bearer, you may pay 2 life. If you do, draw "
        "a card.")


@plays("Whenever you choose a creature as your Ring-bearer, you may pay 2 life. If you do, draw "
       "a card.", "At the beginning of your upkeep, the Ring tempts you.")
def test_choosing_a_ring_bearer_triggers_only_with_a_creature() -> None:
    """CR 701.54a-b, 603.2: choosing the Bears as Ring-bearer triggers the Call: A pays 2 life
    and draws; tempted with no creature to choose (701.54b), it doesn't trigger."""
    for creatures, drawn in ((1, 1), (0, 0)):
        call = perm("c1", "A", card("Call", types=["Enchantment"], cost="{0}",
                                    text="At the beginning of your upkeep, the Ring tempts "
                                         "you.\n" + CALL))
        objects = [call, creature_card("a1", "A", 2, 2)][:1 + creatures]
        state = game(perm("p1", "A", spell(TEMPT), Zone.HAND), *objects, mana={"A": "{U}"})
        state.players["A"].library = (FOREST, ISLAND)
        play(state, "cast p1")
        asked = _until_paying(state)
        assert asked == bool(creatures)
        if asked:
            play(state, "yes")
        finish(state)
        assert len(state.players["A"].library) == 2 - drawn
        assert state.players["A"].life == 20 - 2 * drawn


def _until_paying(state: GameState) -> bool:
    """Pass until a choose_pay decision (True) or the end of the beginning of combat."""
    while state.decision is not None and state.decision.kind != "choose_pay" and \
            state.step is Step.BEGINNING_OF_COMBAT:
        state.apply("pass")
    return state.decision is not None and state.decision.kind == "choose_pay"
