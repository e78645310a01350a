"""The stack (CR 405, 601, 608): casting instants from a hand during combat, LIFO resolution,
targets checked again on resolution (608.2b), illegal actions, clones at a choice.

The helpers here (``perm``, ``game``, ``to``, ``finish``) are shared by test_priority.py and
test_triggers.py.
"""

from __future__ import annotations

import itertools
import math
from collections.abc import Mapping
from typing import Any

import pytest
from boards import snapshot
from hypothesis import given, settings
from hypothesis import strategies as st
from played import plays

from cards import default_pool
from sim import BlockDeclaration, CardDef, DeclareBlockers, GameState, Permanent, Player, Step
from sim.engine.agents import DefaultAgent
from sim.model.errors import IllegalActionError
from sim.model.events import CardDrawn, LifeGained, SpellCast, StackResolved
from sim.model.mana import Mana
from sim.model.objects import Zone
from sim.rules import casting as stack_mod
from sim.text import build_card

POOL = default_pool()


def card(name: str, **fields: Any) -> CardDef:
    """A pool card, or (with ``fields``) an inline card built like a scenario's."""
    if not fields:
        return POOL[name]

    def fail(field: str, message: str) -> None:
        raise AssertionError(f"{field}: {message}")

    return build_card({"name": name, **fields}, fail)  # type: ignore[arg-type]


def perm(pid: str, owner: str, name: str | CardDef, zone: Zone = Zone.BATTLEFIELD,
         **kw: Any) -> Permanent:
    """An object: a pool card by name (or a ``CardDef``) in ``zone``."""
    c = name if isinstance(name, CardDef) else card(name)
    return Permanent(pid, owner, c, zone=zone, **kw)


def game(*objects: Permanent, mana: Mapping[str, str] | None = None,
         life: Mapping[str, int] | None = None, step: Step = Step.BEGINNING_OF_COMBAT
         ) -> GameState:
    """A started two-player game (A active) with ``objects`` and each player's mana pool."""
    mana = mana or {}
    life = life or {}
    players = {p: Player(p, life.get(p, 20), mana=Mana.parse(mana.get(p, "{0}")))
               for p in ("A", "B")}
    state = GameState(players, {o.id: o for o in objects}, ("A", "B"), "A", step=step)
    state.record_events = True
    return state.start()


def _default(state: GameState) -> None:
    decision = state.decision
    assert decision is not None
    state.apply(DefaultAgent().act(state, decision, state.legal_actions()))


def to(state: GameState, kind: str, step: Step | None = None, player: str | None = None
       ) -> GameState:
    """Play the default policy (pass priority, decline) until a ``kind`` decision (in
    ``step``, for ``player``) is pending."""
    while True:
        d = state.decision
        assert d is not None, f"the play ended before a {kind} decision"
        if d.kind == kind and (step is None or state.step is step) and (
                player is None or d.player == player):
            return state
        _default(state)


def play(state: GameState, *actions: str) -> GameState:
    for action in actions:
        state.apply(action)
    return state


def finish(state: GameState) -> GameState:
    while state.decision is not None:
        _default(state)
    return state


def blocks(state: GameState, attack: str, block: str | None = None) -> GameState:
    """Declare ``attack`` (``"a1=B"``), then ``block`` (``"b1=a1"``) or no blocks, and stop at
    the first priority decision of the declare blockers step."""
    to(state, "declare_attackers").apply(f"attack {attack}")
    to(state, "declare_blockers").apply(f"block {block}" if block else "block none")
    return state


def events(state: GameState, kind: type) -> list[Any]:
    return [e for e in state.events if isinstance(e, kind)]


def zone(state: GameState, pid: str) -> Zone:
    return state.permanents[pid].zone


def legal(state: GameState) -> list[str]:
    return [str(a) for a in state.legal_actions()]


# --- Giant Growth after blocks ------------------------------------------------------------------

def bears_vs_giant(*hand: Permanent, mana: str = "{G}") -> GameState:
    return game(perm("a1", "A", "Grizzly Bears"), perm("b1", "B", "Hill Giant"), *hand,
                mana={"A": mana})


def test_without_a_trick_the_blocked_bear_dies() -> None:
    state = finish(blocks(bears_vs_giant(), "a1=B", "b1=a1"))
    assert state.outcome().died == ("a1",)


@plays("Target creature gets +3/+3 until end of turn.")
def test_giant_growth_after_blocks_saves_the_bear_and_kills_the_blocker() -> None:
    """CR 601.2 and 608.2: Giant Growth cast after blocks targets one of the two blocked or blocking
    creatures (115.1), its {G} paid (601.2h); it resolves, the Bears are a 5/5 until end of turn
    (611.2a, 613.4c) and kill the 3/3 blocker, keeping 3 damage; the instant is put into its owner's
    graveyard (608.2n)."""
    state = blocks(bears_vs_giant(perm("h1", "A", "Giant Growth", Zone.HAND)), "a1=B", "b1=a1")
    assert state.step is Step.DECLARE_BLOCKERS and "cast h1" in legal(state)
    play(state, "cast h1")
    assert state.decision is not None and state.decision.kind == "choose_target"
    assert set(legal(state)) == {"target a1", "target b1"}
    play(state, "target a1")
    finish(state)
    out = state.outcome()
    assert out.died == ("b1",)
    assert out.life == {"A": 20, "B": 20}
    assert zone(state, "a1") is Zone.BATTLEFIELD and state.permanents["a1"].damage == 3
    assert zone(state, "h1") is Zone.GRAVEYARD  # 608.2n
    assert state.players["A"].mana == Mana()  # the {G} was spent (601.2h)


def test_giant_growth_on_an_unblocked_attacker_is_three_more_damage() -> None:
    state = blocks(bears_vs_giant(perm("h1", "A", "Giant Growth", Zone.HAND)), "a1=B")
    finish(play(state, "cast h1", "target a1"))
    assert state.outcome().life == {"A": 20, "B": 15}


def test_giant_growth_on_the_blocker_kills_the_attacker_anyway() -> None:
    state = blocks(bears_vs_giant(perm("h1", "A", "Giant Growth", Zone.HAND)), "a1=B", "b1=a1")
    finish(play(state, "cast h1", "target b1"))
    assert state.outcome().died == ("a1",)


# --- LIFO and targets checked on resolution (608.2b) -----------------------------------

def test_the_target_leaves_in_response_so_the_spell_is_countered_on_resolution() -> None:
    state = game(perm("a1", "A", "Grizzly Bears"), perm("b1", "B", "Hill Giant"),
                 perm("h1", "A", "Giant Growth", Zone.HAND),
                 perm("k1", "B", "Kill Shot", Zone.HAND), mana={"A": "{G}", "B": "{2}{W}"})
    blocks(state, "a1=B", "b1=a1")
    to(state, "priority", Step.DECLARE_BLOCKERS, "A")
    play(state, "cast h1", "target a1")
    # A has nothing left to do; B gets priority with Giant Growth on the stack (117.3c-d)
    assert state.decision is not None and state.decision.player == "B"
    assert [i.name for i in state.stack] == ["Giant Growth"]
    play(state, "cast k1", "target a1")  # nobody can act now: both resolve
    finish(state)
    resolved = events(state, StackResolved)
    assert [(e.name, e.countered) for e in resolved] == [("Kill Shot", False),
                                                        ("Giant Growth", True)]  # LIFO, 405.5
    assert zone(state, "a1") is Zone.GRAVEYARD
    assert zone(state, "h1") is Zone.GRAVEYARD and zone(state, "k1") is Zone.GRAVEYARD
    assert state.outcome().died == ("a1",)
    assert state.outcome().life == {"A": 20, "B": 20}


@plays("Target creature gets -2/-2 until end of turn.")
def test_the_last_spell_cast_resolves_first() -> None:
    """CR 405.5 and 608.2: the last spell cast resolves first: Giant Growth (+3/+3) over Disfigure
    (-2/-2) on the same 2/2 resolves first, so the creature is a 5/5 and then a 3/3, and lives; in
    the other order it would die with Disfigure (704.5f)."""
    # Disfigure then Giant Growth on the same 2/2: LIFO, so +3/+3 first, then -2/-2: 3/3 lives.
    # In the other order (-2/-2 resolving first) it would die before Giant Growth resolved.
    state = game(perm("a1", "A", "Grizzly Bears"),
                 perm("d1", "B", "Disfigure", Zone.HAND),
                 perm("h1", "A", "Giant Growth", Zone.HAND), mana={"A": "{G}", "B": "{B}"})
    to(state, "priority", Step.BEGINNING_OF_COMBAT, "A").apply("pass")
    assert state.decision is not None and state.decision.player == "B"
    play(state, "cast d1", "target a1")
    assert state.decision is not None and state.decision.player == "A"
    play(state, "cast h1", "target a1")
    to(state, "declare_attackers")
    assert [e.name for e in events(state, StackResolved)] == ["Giant Growth", "Disfigure"]
    assert zone(state, "a1") is Zone.BATTLEFIELD
    assert (state.power("a1"), state.toughness("a1")) == (3, 3)


TWO_TARGETS = card("Twin Hex", cost="{B}", types=["Instant"], colors=["B"],
                   text="Target creature gets -1/-1 until end of turn. "
                        "Target creature gets -1/-1 until end of turn.")


def test_one_of_two_targets_illegal_on_resolution_the_rest_happens() -> None:
    state = game(perm("a1", "A", "Grizzly Bears"), perm("b1", "B", "Grizzly Bears"),
                 perm("b2", "B", "Hill Giant"),
                 perm("t1", "A", TWO_TARGETS, Zone.HAND),
                 perm("d1", "B", "Disfigure", Zone.HAND), mana={"A": "{B}", "B": "{B}"})
    assert len(TWO_TARGETS.spell.targets) == 2  # type: ignore[union-attr]
    to(state, "priority", Step.BEGINNING_OF_COMBAT, "A")
    play(state, "cast t1", "target b1", "target b2")
    play(state, "cast d1", "target b1")  # B kills b1 in response
    to(state, "declare_attackers")
    countered = {e.name: e for e in events(state, StackResolved)}
    assert not countered["Twin Hex"].countered
    assert countered["Twin Hex"].skipped == ("b1",)
    assert zone(state, "b1") is Zone.GRAVEYARD
    assert (state.power("b2"), state.toughness("b2")) == (2, 2)  # Hill Giant 3/3, -1/-1


# --- other instants ----------------------------------------------------------------------

@plays("Prevent the next 4 damage that would be dealt to any target this turn.")
def test_mending_hands_prevents_four_damage_to_the_blocked_bear() -> None:
    """CR 615.7: 'prevent the next 4 damage that would be dealt to any target this turn' is a shield
    on the blocked Bears: the 3/3's 3 damage is prevented and the Bears survive, dealing their 2."""
    state = game(perm("a1", "A", "Grizzly Bears"), perm("b1", "B", "Hill Giant"),
                 perm("m1", "A", "Mending Hands", Zone.HAND), mana={"A": "{W}"})
    blocks(state, "a1=B", "b1=a1")
    finish(play(state, "cast m1", "target a1"))
    assert state.outcome().died == ()
    assert state.permanents["a1"].damage == 0
    assert state.permanents["b1"].damage == 2


def test_mending_hands_can_target_a_player() -> None:
    state = game(perm("a1", "A", "Hill Giant"), perm("m1", "B", "Mending Hands", Zone.HAND),
                 mana={"B": "{W}"})
    blocks(state, "a1=B")
    to(state, "priority", Step.DECLARE_BLOCKERS, "B")
    assert "target B" in legal(play(state, "cast m1"))
    finish(play(state, "target B"))
    assert state.outcome().life["B"] == 20


@plays("Create two 1/1 white Soldier creature tokens.")
def test_raise_the_alarm_during_declare_attackers_makes_blockers() -> None:
    """CR 701.7a and 111.1: the instant creates two 1/1 white Soldier creature tokens under B's
    control during the declare attackers step; they block the Bears and die with them (704.5g), B
    taking no damage."""
    state = game(perm("a1", "A", "Grizzly Bears"), perm("r1", "B", "Raise the Alarm", Zone.HAND),
                 mana={"B": "{1}{W}"})
    to(state, "declare_attackers").apply("attack a1=B")
    to(state, "priority", Step.DECLARE_ATTACKERS, "B")
    play(state, "cast r1")
    to(state, "declare_blockers")
    tokens = [p for p in state.battlefield() if p.controller == "B" and p.token]
    assert len(tokens) == 2
    assert all((state.power(t.id), state.toughness(t.id)) == (1, 1) for t in tokens)
    assert all(t.card.colors == ("W",) and "Soldier" in t.card.subtypes for t in tokens)
    a, b = tokens[0].id, tokens[1].id
    state.apply(DeclareBlockers(BlockDeclaration.of({a: "a1", b: "a1"})))
    finish(state)
    assert set(state.outcome().died) == {"a1", a, b}  # 1 damage to each token, 2 to the bear
    assert state.outcome().life["B"] == 20


@plays("Prevent all combat damage that would be dealt this turn.")
def test_fog_from_hand_prevents_all_combat_damage() -> None:
    """CR 615.1 and 510.2: Fog prevents all combat damage that would be dealt this turn: neither
    player loses life and no creature dies."""
    state = game(perm("a1", "A", "Hill Giant"), perm("b1", "B", "Grizzly Bears"),
                 perm("a2", "A", "Grizzly Bears"),
                 perm("f1", "B", "Fog", Zone.HAND), mana={"B": "{G}"})
    blocks(state, "a1=B a2=B", "b1=a1")
    to(state, "priority", Step.DECLARE_BLOCKERS, "B")
    finish(play(state, "cast f1"))
    assert state.outcome().life == {"A": 20, "B": 20}
    assert state.outcome().died == ()


@plays("Choose one —\n• Target player gains 3 life.\n• Prevent the next 3 damage that would be "
       "dealt to any target this turn.")
def test_healing_salve_modes() -> None:
    """CR 700.2a and 601.2b: a modal spell's mode is chosen as it is cast: 'target player gains 3
    life' (then the 3 damage is dealt) or 'prevent the next 3 damage' (615.7) to the target player;
    B ends at 20 life either way, with a life gain event only in the first."""
    state = game(perm("a1", "A", "Hill Giant"), perm("s1", "B", "Healing Salve", Zone.HAND),
                 mana={"B": "{W}"})
    blocks(state, "a1=B")
    to(state, "priority", Step.DECLARE_BLOCKERS, "B")
    play(state, "cast s1")
    assert state.decision is not None and state.decision.kind == "choose_mode"
    twin = state.clone()
    finish(play(state, "mode 0", "target B"))  # gain 3 life, then take 3
    assert state.outcome().life["B"] == 20
    finish(play(twin, "mode 1", "target B"))  # prevent the next 3 of the 3
    assert twin.outcome().life["B"] == 20
    assert events(twin, LifeGained) == [] and len(events(state, LifeGained)) == 1


@plays("Target creature attacks this turn if able.")
def test_into_the_fray_makes_the_target_attack() -> None:
    """CR 508.1d: Into the Fray, cast by B at A's beginning of combat, gives A's creature the
    requirement to attack this turn if able: the only declaration offered has it attacking."""
    state = game(perm("a1", "A", "Grizzly Bears"), perm("i1", "B", "Into the Fray", Zone.HAND),
                 mana={"B": "{R}"})
    to(state, "priority", Step.BEGINNING_OF_COMBAT, "B")
    play(state, "cast i1", "target a1")
    to(state, "declare_attackers")
    assert legal(state) == ["attack a1=B"]


@plays("Target creature must be blocked this turn if able.",
       "Target creature gets +7/+7 and gains trample until end of turn. It must be blocked this "
       "turn if able.")
@pytest.mark.parametrize("text, life", [
    ("Target creature must be blocked this turn if able.", 20),
    ("Target creature gets +7/+7 and gains trample until end of turn. It must be blocked this "
     "turn if able.", 15)])
def test_a_target_that_must_be_blocked(text: str, life: int) -> None:
    """CR 509.1c, 611.2a: cast on the attacking Bears in the declare attackers step, it makes
    B's 0/4 Wall, able to block, block them: declaring no blockers breaks the requirement; the
    Wall blocking them is legal (a 9/9 trampler assigns 5 past it, 702.19c)."""
    import mtgsim

    def attack(blocks: dict[str, str]) -> GameState:
        enlarge = {"id": "enlarge", "name": "Enlarge", "types": ["Instant"], "cost": "{0}",
                   "text": text}
        return mtgsim.load({
            "active_player": "A", "players": {"A": {"hand": [enlarge]}, "B": {}},
            "permanents": [
                {"id": "bears", "controller": "A", "name": "Bears", "power": 2, "toughness": 2},
                {"id": "wall", "controller": "B", "name": "Wall", "power": 0, "toughness": 4}],
            "combat": {"attacks": {"bears": "B"}, "blocks": blocks, "actions": [
                {"step": "declare_attackers", "player": "A", "cast": "enlarge",
                 "targets": ["bears"]}]}})

    with pytest.raises(IllegalActionError, match="509.1c"):
        mtgsim.play(attack({}))
    assert mtgsim.play(attack({"wall": "bears"})).life["B"] == life


@plays("Target creature gets +2/+2 and gains flying until end of turn.")
def test_mighty_leap_before_blocks_lifts_the_attacker_over_a_ground_blocker() -> None:
    """CR 613.4c, 613.1f and 702.9b: Mighty Leap cast in the declare attackers step makes the
    attacking Bears a 4/4 with flying until end of turn: the Hill Giant (no flying or reach)
    can't block it, and it deals 4."""
    state = game(perm("a1", "A", "Grizzly Bears"), perm("b1", "B", "Hill Giant"),
                 perm("m1", "A", "Mighty Leap", Zone.HAND), mana={"A": "{1}{W}"})
    to(state, "declare_attackers").apply("attack a1=B")
    to(state, "priority", Step.DECLARE_ATTACKERS, "A")
    play(state, "cast m1", "target a1")
    to(state, "declare_blockers")
    assert legal(state) == ["block none"]
    finish(play(state, "block none"))
    assert state.outcome().life["B"] == 16


@plays("Avacyn's Judgment deals 2 damage divided as you choose among any number of targets. "
       "If this spell's madness cost was paid, it deals X damage divided as you choose among "
       "those permanents and/or players instead.")
def test_avacyns_judgment_divides_its_damage_among_two_targets() -> None:
    """CR 601.2d and 307.1: a sorcery cast in its controller's main phase; its 2 damage
    divided among any number of targets, at least 1 each, kills two 1/1s. Its madness
    sentence is one the engine lists as not run (the card is not full)."""
    state = game(creature_card("b1", "B", 1, 1), creature_card("b2", "B", 1, 1),
                 perm("j1", "A", "Avacyn's Judgment", Zone.HAND), mana={"A": "{1}{R}"},
                 step=Step.PRECOMBAT_MAIN)
    to(state, "priority", Step.PRECOMBAT_MAIN, "A")
    play(state, "cast j1", "target b1", "target b2")
    cast = events(state, SpellCast)[-1]
    assert cast.targets == ("b1", "b2") and cast.division == (1, 1)
    to(state, "declare_attackers")
    assert zone(state, "b1") is Zone.GRAVEYARD and zone(state, "b2") is Zone.GRAVEYARD


# --- illegal actions leave the state unchanged ---------------------------------------------------

def test_casting_without_mana_is_illegal_and_changes_nothing() -> None:
    state = bears_vs_giant(perm("h1", "A", "Giant Growth", Zone.HAND), mana="{0}")
    to(state, "declare_attackers")
    state.apply("attack a1=B")
    # nobody can do anything: no priority decision is offered, so try at the blockers
    assert state.decision is not None and state.decision.kind == "declare_blockers"
    before = snapshot(state)
    with pytest.raises(IllegalActionError):
        state.apply("cast h1")
    assert snapshot(state) == before


def test_casting_with_the_wrong_color_is_illegal() -> None:
    state = bears_vs_giant(perm("h1", "A", "Giant Growth", Zone.HAND),
                           perm("k1", "A", "Kill Shot", Zone.HAND), mana="{R}{R}{R}")
    # {R}{R}{R} pays neither {G} nor {2}{W}: A is never offered priority (117.3a), and the
    # first decision is declaring attackers
    assert state.decision is not None and state.decision.kind == "declare_attackers"
    with pytest.raises(IllegalActionError):
        state.apply("cast h1")


def test_targeting_an_illegal_creature_raises_and_changes_nothing() -> None:
    state = game(perm("a1", "A", "Grizzly Bears"), perm("b1", "B", "Hill Giant"),
                 perm("b2", "B", "Grizzly Bears"),
                 perm("k1", "B", "Kill Shot", Zone.HAND), mana={"B": "{2}{W}"})
    blocks(state, "a1=B", "b1=a1")
    to(state, "priority", Step.DECLARE_BLOCKERS, "B")
    play(state, "cast k1")
    assert legal(state) == ["target a1"]  # only an attacking creature
    before = snapshot(state)
    for bad in ("target b1", "target b2", "target B", "target nobody", "pass"):
        with pytest.raises(IllegalActionError):
            state.apply(bad)
        assert snapshot(state) == before
    finish(play(state, "target a1"))
    assert zone(state, "a1") is Zone.GRAVEYARD


def test_clone_at_a_target_choice_and_continue_both_copies() -> None:
    state = blocks(bears_vs_giant(perm("h1", "A", "Giant Growth", Zone.HAND)), "a1=B", "b1=a1")
    play(state, "cast h1")
    twin = state.clone()
    assert twin.decision is not None and twin.decision.kind == "choose_target"
    finish(play(state, "target a1"))
    assert state.outcome().died == ("b1",)
    assert zone(twin, "b1") is Zone.BATTLEFIELD and twin.stack == []
    assert twin.casting is not None
    finish(play(twin, "target b1"))
    assert twin.outcome().died == ("a1",)
    assert state.outcome().died == ("b1",)  # the original is unaffected
    assert [e.targets for e in events(state, SpellCast)] == [("a1",)]
    assert [e.targets for e in events(twin, SpellCast)] == [("b1",)]


def test_drawing_with_no_library_gives_a_card_of_unknown_characteristics() -> None:
    skulker = perm("a1", "A", "Deepfathom Skulker")
    state = game(skulker)
    to(state, "declare_attackers").apply("attack a1=B")
    to(state, "choose_optional")
    play(state, "yes")
    finish(state)
    drawn = events(state, CardDrawn)
    assert len(drawn) == 1 and zone(state, drawn[0].card) is Zone.HAND
    assert state.outcome().life["B"] == 16


# --- divided damage (601.2d) -----------------------------------------------------------------

def electrolyze_game(*more: Permanent) -> GameState:
    return game(perm("a1", "A", "Grizzly Bears"), creature_card("b1", "B", 1, 1),
                perm("b2", "B", "Grizzly Bears"), perm("e1", "A", "Electrolyze", Zone.HAND),
                *more, mana={"A": "{1}{U}{R}"})


def creature_card(pid: str, owner: str, power: int, toughness: int) -> Permanent:
    return perm(pid, owner, card(f"Creature {pid}", power=power, toughness=toughness))


@plays("Electrolyze deals 2 damage divided as you choose among one or two targets.\n"
       "Draw a card.")
def test_electrolyze_divides_two_damage_between_two_targets() -> None:
    """CR 601.2c-d: damage 'divided as you choose among one or two targets' is divided as the spell
    is cast, each target getting at least 1, and the second target can't be the first; 1 and 1 is
    the only split, so nothing is asked; then the card is drawn (608.2c)."""
    state = electrolyze_game()
    to(state, "priority", Step.BEGINNING_OF_COMBAT, "A")
    play(state, "cast e1", "target b1")
    # the second slot may stay empty and can't choose b1 again (601.2c, 115.3)
    assert legal(state) == ["target A", "target B", "target a1", "target b2", "target none"]
    play(state, "target b2")
    # at least 1 to each target (601.2d): 1 and 1 is the only way, so nothing is asked
    assert state.decision is not None and state.decision.kind != "choose_division"
    cast = events(state, SpellCast)[-1]
    assert cast.targets == ("b1", "b2") and cast.division == (1, 1)
    to(state, "declare_attackers")
    assert zone(state, "b1") is Zone.GRAVEYARD
    assert state.permanents["b2"].damage == 1
    assert len(state.cards("A", Zone.HAND)) == 1 and events(state, CardDrawn)


def test_electrolyze_with_one_target_deals_it_all_without_asking() -> None:
    state = electrolyze_game()
    to(state, "priority", Step.BEGINNING_OF_COMBAT, "A")
    play(state, "cast e1", "target b2", "target none")
    cast = events(state, SpellCast)[-1]
    assert cast.targets == ("b2",) and cast.division == (2,)
    to(state, "declare_attackers")
    assert zone(state, "b2") is Zone.GRAVEYARD


@plays("Forked Shock deals 3 damage divided as you choose among one or two targets.")
def test_three_damage_among_two_targets_is_split_as_the_caster_chooses() -> None:
    """CR 601.2d: damage divided among one or two targets is divided as the spell is cast, each
    target getting at least 1: 3 among a creature and a player is offered as 1+2 or 2+1, and 2 to
    the Bears and 1 to B is dealt."""
    bolt = card("Forked Shock", cost="{R}", types=["Instant"], colors=["R"],
                text="Forked Shock deals 3 damage divided as you choose among one or two "
                     "targets.")
    state = game(perm("b1", "B", "Grizzly Bears"), perm("f1", "A", bolt, Zone.HAND),
                 mana={"A": "{R}"})
    to(state, "priority", Step.BEGINNING_OF_COMBAT, "A")
    play(state, "cast f1", "target b1", "target B")
    assert legal(state) == ["divide 1,2", "divide 2,1"]
    play(state, "divide 2,1")
    to(state, "declare_attackers")
    assert zone(state, "b1") is Zone.GRAVEYARD and state.players["B"].life == 19


def test_a_divided_share_of_an_illegal_target_is_not_dealt_to_the_other() -> None:
    # 608.2b: b1 has left; b2 is dealt its own share only, and the card is still drawn
    state = electrolyze_game(perm("d1", "B", "Disfigure", Zone.HAND))
    state.players["B"].mana = Mana.parse("{B}")
    to(state, "priority", Step.BEGINNING_OF_COMBAT, "A")
    play(state, "cast e1", "target b1", "target b2")
    play(state, "cast d1", "target b1")
    to(state, "declare_attackers")
    assert zone(state, "b1") is Zone.GRAVEYARD
    assert state.permanents["b2"].damage == 1
    resolved = {e.name: e for e in events(state, StackResolved)}
    assert resolved["Electrolyze"].skipped == ("b1",) and not resolved["Electrolyze"].countered
    assert len(events(state, CardDrawn)) == 1


@settings(max_examples=60, deadline=None)
@given(st.integers(1, 7), st.integers(1, 4))
def test_divisions_are_every_split_of_at_least_one_each(amount: int, n: int) -> None:
    got = list(stack_mod.divisions(amount, n))
    brute = [d for d in itertools.product(range(1, amount + 1), repeat=n) if sum(d) == amount]
    assert got == sorted(brute)
    assert len(got) == (math.comb(amount - 1, n - 1) if amount >= n else 0)


# --- a source of your choice (609.7a) ---------------------------------------------------------

@plays("The next time a source of your choice would deal damage to you this turn, prevent that "
       "damage. If damage is prevented this way, Deflecting Palm deals that much damage to that "
       "source's controller.")
def test_deflecting_palm_asks_for_a_source_as_it_resolves_and_reflects_its_damage() -> None:
    """CR 609.7a and 615.1: 'a source of your choice' is chosen as the spell resolves, not as it is
    cast; the damage the chosen source would deal to B is prevented and Deflecting Palm deals that
    much damage to the source's controller."""
    state = game(perm("a1", "A", "Hill Giant"), perm("a2", "A", "Grizzly Bears"),
                 perm("p1", "B", "Deflecting Palm", Zone.HAND), mana={"B": "{R}{W}"})
    blocks(state, "a1=B a2=B")
    to(state, "priority", Step.DECLARE_BLOCKERS, "B")
    play(state, "cast p1")  # no target: the source is chosen on resolution, not on casting
    to(state, "choose_source")
    assert state.decision is not None and state.decision.player == "B"
    assert legal(state) == ["source a1", "source a2"]
    play(state, "source a2")
    finish(state)
    assert state.players["B"].life == 17 and state.players["A"].life == 18


def test_deflecting_palm_reads_as_one_reflecting_source_shield() -> None:
    (op,) = POOL["Deflecting Palm"].spell.ops  # type: ignore[union-attr]
    assert (op.verb, op.who, op.rule) == ("source shield", "you", "reflect back")
    assert not POOL["Deflecting Palm"].spell.unsupported  # type: ignore[union-attr]
