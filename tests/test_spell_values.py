"""The mana value of the spell a cast trigger is about as an amount (CR 202.3, 608.2h;
``sim.text.spell_value_text``, ``sim.rules.spell_values``): "whenever you cast a spell, ~ gets
+X/+X until end of turn, where X is that spell's mana value", "... you may gain life equal to
that spell's mana value", "... deals damage equal to that spell's mana value to any target",
"create X ... tokens, where X is the mana value of that spell". On the stack X counts as its
chosen value (202.3e); a spell that has left the stack is read as it last existed there
(608.2h, 113.7a). Elsewhere ("counter target spell. ... that spell's mana value") it is not
read."""

from __future__ import annotations

from typing import Any

import pytest
from played import plays
from test_stack import card, perm, play, to
from test_stack import game as stack_game

import mtgsim
from sim import GameState, Step
from sim.model.board import power_and_toughness
from sim.model.objects import PLUS, Permanent, Zone
from sim.text import FULL, read_card

PLASM = ("Whenever you cast a spell, Plasm gets +X/+X until end of turn, where X is that "
         "spell's mana value.")
KIRIN = ("Whenever you cast a Spirit or Arcane spell, you may gain life equal to that spell's "
         "mana value.")
KAERVEK = ("Whenever an opponent casts a spell, Plasm deals damage equal to that spell's mana "
           "value to any target.")
SAHR = ("Whenever you cast a creature spell, create X 1/1 black Thrull creature tokens, where X "
        "is that spell's mana value.")
OVIKA = ("Whenever you cast a noncreature spell, create X 1/1 red Phyrexian Goblin creature "
         "tokens, where X is the mana value of that spell.")
BOLT = {"id": "bolt", "name": "Blast", "types": ["Instant"], "cost": "{2}{R}",
        "text": "Blast deals 1 damage to any target."}
FIRE = {"id": "fire", "name": "Fire", "types": ["Sorcery"], "cost": "{X}{R}",
        "text": "Fire deals X damage to any target."}
SPIRIT = {"id": "spirit", "name": "Wisp", "types": ["Creature"], "subtypes": ["Spirit"],
          "cost": "{3}{W}", "power": 1, "toughness": 1}
BEAR = {"id": "bear", "name": "Bear", "types": ["Creature"], "subtypes": ["Bear"],
        "cost": "{1}{G}", "power": 2, "toughness": 2}


def plasm(text: str, controller: str = "A") -> dict[str, Any]:
    return {"id": "plasm", "controller": controller, "name": "Plasm", "types": ["Creature"],
            "power": 1, "toughness": 1, "text": text}


def game(text: str, hand: list[dict[str, Any]], actions: list[dict[str, Any]],
         mana: str = "{5}{R}{R}{W}{G}", owner: str = "A",
         b_hand: list[dict[str, Any]] | None = None) -> mtgsim.GameState:
    """A's precombat main phase, ``text`` on a creature of ``owner``'s; A casts from ``hand``."""
    return mtgsim.load({"active_player": "A", "step": "precombat main",
                        "players": {"A": {"hand": hand, "mana": mana},
                                    "B": {"hand": b_hand or [], "mana": "{U}{U}"}},
                        "permanents": [plasm(text, owner)],
                        "combat": {"actions": actions}})


def cast(card: str, targets: list[str], **more: Any) -> dict[str, Any]:
    return {"step": "precombat_main", "player": "A", "cast": card, "targets": targets, **more}


@pytest.mark.parametrize("text", [PLASM, KIRIN, KAERVEK, SAHR, OVIKA])
def test_cast_trigger_spell_values_are_read_whole(text: str) -> None:
    """CR 202.3, 603.2: read and rendered back."""
    assert read_card(text, "Plasm", ("Creature",)).status == FULL


@pytest.mark.parametrize("text", [
    "Return target creature to its owner's hand. You gain life equal to that spell's mana "
    "value.",
    "Whenever Plasm attacks, you gain life equal to that spell's mana value.",
    "Whenever a player casts a spell, that player loses life equal to that spell's mana "
    "value."])
def test_that_spell_outside_a_cast_trigger_is_not_run(text: str) -> None:
    """CR 608.2h: "that spell" of a spell's target, of a trigger about no spell, or in an
    ability whose "that player" is the caster (its object is then the player) is not read."""
    types = ("Instant",) if text.startswith("Return") else ("Creature",)
    assert read_card(text, "Plasm", types).status != FULL


def _pumped(x: int, cost: str) -> tuple[tuple[int, int], int]:
    """Plasm's power and toughness and B's life once A has cast Fire (``cost``) at B with X
    ``x`` and it has resolved (at the declaration of attackers, the same turn)."""
    plasm_card = card("Plasm", types=["Creature"], power=1, toughness=1, text=PLASM)
    text = "Fire deals X damage to any target." if "X" in cost else \
        "Fire deals 1 damage to any target."
    fire = card("Fire", types=["Sorcery"], cost=cost, text=text)
    state = stack_game(perm("plasm", "A", plasm_card), perm("fire", "A", fire, Zone.HAND),
                       mana={"A": "{5}{R}"}, step=Step.PRECOMBAT_MAIN)
    play(state, "cast fire", *(("x " + str(x),) if "X" in cost else ()), "target B")
    to(state, "declare_attackers")
    return power_and_toughness(state, "plasm"), state.players["B"].life


@plays("Whenever you cast a spell, Manaplasm gets +X/+X until end of turn, where X is that "
       "spell's mana value.")
def test_the_source_gets_the_spells_mana_value() -> None:
    """CR 202.3, 608.2h, 611.2a: casting Fire ({2}{R}, mana value 3) gives Plasm +3/+3 until
    end of turn: 4/4 after Fire has resolved."""
    assert _pumped(0, "{2}{R}") == ((4, 4), 19)


@plays("Whenever you cast a spell, Manaplasm gets +X/+X until end of turn, where X is that "
       "spell's mana value.")
@pytest.mark.parametrize("x, size", [(4, 6), (0, 2)])
def test_x_counts_as_its_chosen_value(x: int, size: int) -> None:
    """CR 202.3e: Fire ({X}{R}) cast with X 4 has mana value 5 on the stack: Plasm gets
    +5/+5; with X 0, mana value 1: +1/+1."""
    assert _pumped(x, "{X}{R}") == ((size, size), 20 - x)


@plays("Whenever you cast a Spirit or Arcane spell, you may gain life equal to that spell's "
       "mana value.")
@pytest.mark.parametrize("answer, life", [("yes", 24), ("no", 20)])
def test_you_may_gain_life_equal_to_that_spells_mana_value(answer: str, life: int) -> None:
    """CR 603.5, 119.3, 202.3: casting a Spirit ({3}{W}) triggers; A gains 4 life if A
    chooses to; a Bear (not a Spirit) does not trigger."""
    state = game(KIRIN, [SPIRIT, BEAR], [cast("spirit", []), {
        "step": "precombat_main", "player": "A", "trigger": "plasm", "choices": [answer]},
        cast("bear", [])])
    mtgsim.play(state)
    assert state.players["A"].life == life
    assert state.permanents["spirit"].zone is Zone.BATTLEFIELD


@plays("Whenever an opponent casts a spell, Kaervek the Merciless deals damage equal to that "
       "spell's mana value to any target.")
def test_damage_equal_to_an_opponents_spells_mana_value() -> None:
    """CR 120.3, 202.3: B's Plasm deals 3 damage to A (its controller's target) when A casts
    Blast (mana value 3); Blast deals 1 more."""
    state = game(KAERVEK, [BOLT], [cast("bolt", ["A"]), {
        "step": "precombat_main", "player": "B", "trigger": "plasm", "targets": ["A"]}],
        owner="B")
    mtgsim.play(state)
    assert state.players["A"].life == 16


@plays("Whenever an opponent casts a spell, Kaervek the Merciless deals damage equal to that "
       "spell's mana value to any target.")
def test_a_countered_spell_is_read_as_it_last_existed_on_the_stack() -> None:
    """CR 608.2h, 113.7a: B counters Fire (X 2: mana value 3) in response to the trigger;
    the trigger resolves after Fire has left the stack, and reads its mana value as it last
    existed there (3, X included, 202.3e; in the graveyard its X would be 0)."""
    no = {"id": "no", "name": "No", "types": ["Instant"], "cost": "{U}",
          "text": "Counter target spell."}
    state = game(KAERVEK, [FIRE], [cast("fire", ["B"], x=2), {
        "step": "precombat_main", "player": "B", "trigger": "plasm", "targets": ["A"]},
        {"step": "precombat_main", "player": "B", "cast": "no", "targets": ["fire"]}],
        owner="B", b_hand=[no])
    mtgsim.play(state)
    assert state.permanents["fire"].zone is Zone.GRAVEYARD
    assert state.players["B"].life == 20 and state.players["A"].life == 17


@plays("Whenever you cast a creature spell, create X 1/1 black Thrull creature tokens, where X "
       "is that spell's mana value.",
       "Whenever you cast a noncreature spell, create X 1/1 red Phyrexian Goblin creature "
       "tokens, where X is the mana value of that spell.")
@pytest.mark.parametrize("text, card, made", [(SAHR, BEAR, 2), (OVIKA, BOLT, 3),
                                              (SAHR, BOLT, 0)])
def test_x_tokens_for_that_spells_mana_value(text: str, card: dict[str, Any],
                                             made: int) -> None:
    """CR 111.2, 202.3: a Bear ({1}{G}) makes two Thrulls; Blast ({2}{R}) three Goblins;
    Blast is no creature spell for the Thrulls' trigger."""
    targets = ["B"] if card is BOLT else []
    state = game(text, [card], [cast(str(card["id"]), targets)])
    mtgsim.play(state)
    tokens = [p for p in state.permanents.values() if p.token and p.zone is Zone.BATTLEFIELD]
    assert len(tokens) == made


def _countered(text: str, x: int) -> GameState:
    """A casts Fire ({X}{R}) at B with X ``x``; B answers with the instant ``text`` ({U})
    targeting Fire; both resolve (the game stops at A's declaration of attackers)."""
    fire = card("Fire", types=["Sorcery"], cost="{X}{R}",
                text="Fire deals X damage to any target.")
    no = card("No", types=["Instant"], cost="{U}", text=text)
    state = stack_game(perm("fire", "A", fire, Zone.HAND), perm("no", "B", no, Zone.HAND),
                       mana={"A": "{5}{R}", "B": "{U}"}, step=Step.PRECOMBAT_MAIN)
    play(state, "cast fire", f"x {x}", "target B", "cast no", "target s1")
    to(state, "declare_attackers")
    return state


@plays("Counter target spell. Create X Treasure tokens, where X is that spell's mana value.")
@pytest.mark.parametrize("x", [2, 0])
def test_tokens_for_the_countered_target_spells_mana_value(x: int) -> None:
    """CR 701.6a, 608.2h, 113.7a, 202.3e: B counters Fire cast with X ``x``; Fire is in the
    graveyard as the tokens are created, and its mana value is read as it last existed on the
    stack, X included (x + 1 Treasures for B), not as the card in the graveyard (1)."""
    state = _countered("Counter target spell. Create X Treasure tokens, where X is that "
                       "spell's mana value.", x)
    assert state.permanents["fire"].zone is Zone.GRAVEYARD
    treasures = [p for p in state.permanents.values() if p.token and p.zone is Zone.BATTLEFIELD]
    assert len(treasures) == x + 1 and all(p.controller == "B" for p in treasures)
    assert state.players["B"].life == 20


@plays("Counter target creature spell. Draw cards equal to that spell's mana value.")
def test_draw_cards_equal_to_the_target_spells_mana_value() -> None:
    """CR 121.1, 608.2h, 202.3: B counters a creature spell ({2}{R}): mana value 3 as it
    last existed on the stack: B draws three cards."""
    bear = card("Hydra", types=["Creature"], cost="{2}{R}", power=3, toughness=3)
    no = card("No", types=["Instant"], cost="{U}",
              text="Counter target creature spell. Draw cards equal to that spell's mana value.")
    library = [perm(f"l{i}", "B", "Grizzly Bears", Zone.LIBRARY) for i in range(5)]
    state = stack_game(perm("hydra", "A", bear, Zone.HAND), perm("no", "B", no, Zone.HAND),
                       *library, mana={"A": "{5}{R}", "B": "{U}"}, step=Step.PRECOMBAT_MAIN)
    play(state, "cast hydra", "cast no", "target s1")
    to(state, "declare_attackers")
    assert state.permanents["hydra"].zone is Zone.GRAVEYARD
    assert sum(1 for p in state.permanents.values()
               if p.owner == "B" and p.zone is Zone.HAND) == 3


@plays("When Draining Whelk enters the battlefield, counter target spell. Put X +1/+1 counters "
       "on Draining Whelk, where X is that spell's mana value.")
def test_counters_for_the_spell_a_trigger_countered() -> None:
    """CR 603.3d, 701.6a, 608.2h, 202.3e: B flashes in Whelk in response to Fire (X 3); its
    enters trigger counters Fire, then puts four +1/+1 counters on Whelk (Fire's mana value as
    it last existed on the stack); B takes no damage."""
    fire = card("Fire", types=["Sorcery"], cost="{X}{R}",
                text="Fire deals X damage to any target.")
    whelk = card("Whelk", types=["Creature"], cost="{U}", power=1, toughness=1,
                 text="Flash\nWhen Whelk enters, counter target spell. Put X +1/+1 counters on "
                      "Whelk, where X is that spell's mana value.")
    state = stack_game(perm("fire", "A", fire, Zone.HAND), perm("wh", "B", whelk, Zone.HAND),
                       mana={"A": "{5}{R}", "B": "{U}"}, step=Step.PRECOMBAT_MAIN)
    play(state, "cast fire", "x 3", "target B", "cast wh", "target s1")
    to(state, "declare_attackers")
    assert state.permanents["fire"].zone is Zone.GRAVEYARD
    assert state.permanents["wh"].counters == {PLUS: 4}
    assert state.players["B"].life == 20


def _library(owner: str, n: int) -> list[Permanent]:
    return [perm(f"{owner}{i}", owner, "Grizzly Bears", Zone.LIBRARY) for i in range(n)]


def _milled(state: GameState, player: str) -> int:
    return sum(1 for p in state.permanents.values() if p.owner == player
               and p.zone is Zone.GRAVEYARD and p.card.name == "Grizzly Bears")


@plays("Whenever you cast a Spirit or Arcane spell, you may have target player mill X cards, "
       "where X is that spell's mana value.")
@pytest.mark.parametrize("answer, milled", [("yes", 4), ("no", 0)])
def test_target_player_mills_that_spells_mana_value(answer: str, milled: int) -> None:
    """CR 701.13a, 603.5, 202.3: A casts a Spirit ({3}{W}); the trigger has B mill four cards
    if A chooses to."""
    kirin = card("Kirin", types=["Creature"], power=2, toughness=2,
                 text="Whenever you cast a Spirit or Arcane spell, you may have target player "
                      "mill X cards, where X is that spell's mana value.")
    wisp = card("Wisp", types=["Creature"], subtypes=["Spirit"], cost="{3}{W}", power=1,
                toughness=1)
    state = stack_game(perm("kirin", "A", kirin), perm("wisp", "A", wisp, Zone.HAND),
                       *_library("B", 6), mana={"A": "{3}{W}"}, step=Step.PRECOMBAT_MAIN)
    play(state, "cast wisp", "target B")
    while state.decision is not None and state.decision.kind != "declare_attackers":
        legal = [str(a) for a in state.legal_actions()]
        play(state, answer if answer in legal else legal[0])
    assert _milled(state, "B") == milled


@plays("Target player mills X cards, where X is the number of lands you control.")
def test_mill_x_where_x_is_a_count() -> None:
    """CR 701.13a, 107.3, 608.2h: A controls two lands as the spell resolves: B mills two."""
    text = "Target player mills X cards, where X is the number of lands you control."
    probe = card("Probe", types=["Instant"], cost="{U}", text=text)
    state = stack_game(perm("p1", "A", probe, Zone.HAND), perm("f1", "A", "Forest"),
                       perm("f2", "A", "Forest"), perm("f3", "B", "Forest"), *_library("B", 5),
                       mana={"A": "{U}"}, step=Step.PRECOMBAT_MAIN)
    play(state, "cast p1", "target B")
    to(state, "declare_attackers")
    assert _milled(state, "B") == 2


@plays("{T}: Target player mills X cards, where X is the number of charge counters on "
       "Grindclock.")
def test_mill_x_where_x_is_the_counters_on_the_source() -> None:
    """CR 701.13a, 122.1, 608.2h: Grindclock with three charge counters: B mills three."""
    clock = card("Clock", types=["Artifact"],
                 text="{T}: Target player mills X cards, where X is the number of charge "
                      "counters on Clock.")
    state = stack_game(perm("clock", "A", clock, counters={"charge": 3}), *_library("B", 5),
                       step=Step.PRECOMBAT_MAIN)
    play(state, "activate clock 0", "target B")
    to(state, "declare_attackers")
    assert _milled(state, "B") == 3


@pytest.mark.parametrize("text", [
    "Whenever you cast a spell that targets Plasm, you gain life equal to that spell's mana "
    "value.",
    "When you cast this spell, you gain life equal to that spell's mana value.",
    "Magecraft — Whenever you cast or copy an instant or sorcery spell, you gain life equal "
    "to that spell's mana value."])
def test_cast_triggers_not_about_another_cast_spell_are_not_run(text: str) -> None:
    """CR 603.2, 707.10: heroic's, the spell's own and magecraft's triggers (a copy is not
    cast) do not carry the spell cast as the trigger's object here: not read."""
    assert read_card(text, "Plasm", ("Creature",)).status != FULL
