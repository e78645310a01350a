"""``sim.text.token_rules``: a token's keywords, its "decayed" (CR 702.147a) and the predefined
tokens (111.10), read and played."""

from __future__ import annotations

from played import plays
from test_counter_kinds import main_of_turn
from test_more_predefined_tokens import made
from test_named_counters import two_turns
from test_stack import card, perm

from sim.model.keywords import Kw
from sim.model.token_specs import DECAYED
from sim.text import read_card

TWO = "Create two 2/2 black Zombie creature tokens with flying and decayed."


@plays("Create two 2/2 black Zombie creature tokens with flying and decayed.")
def test_keywords_and_decayed_together() -> None:
    """CR 702.147a, 111.4: "with flying and decayed": each of the two tokens flies, can't
    block, and carries decayed's attack trigger."""
    reading = read_card(TWO, "P", ("Sorcery",))
    assert reading.status == "full"
    state, _ = made(TWO, "{U}")
    zombies = [p for p in state.battlefield() if p.token]
    assert len(zombies) == 2
    for z in zombies:
        assert z.card.keywords & Kw.FLYING and z.card.keywords & Kw.CANT_BLOCK
        assert z.card.text == DECAYED and len(z.card.triggered) == 1


def test_an_unknown_keyword_is_refused() -> None:
    """CR 111.4: a token keyword the engine does not know leaves the sentence unread."""
    text = "Create a 2/2 black Zombie creature token with decayed and mentor."
    assert read_card(text, "P", ("Sorcery",)).status != "full"


@plays("Draw two cards and create two Treasure tokens.")
def test_draw_and_create() -> None:
    """CR 608.2c, 111.10a: "draw two cards and create two Treasure tokens": both instructions,
    in order: A draws the Giant and the Bears and gets two Treasures."""
    state, _ = made("Draw two cards and create two Treasure tokens.", "{U}")
    assert len([p for p in state.battlefield() if p.token and p.card.name == "Treasure"]) == 2
    assert sorted(p.card.name for p in state.permanents.values()
                  if p.owner == "A" and p.zone.value == "hand") == ["Grizzly Bears", "Hill Giant"]


@plays("Draw a card and create a 1/1 white Soldier creature token.",
       "You create a 1/1 white Soldier creature token.")
def test_you_create_a_creature_token() -> None:
    """CR 111.2, 608.2c: "you create" is the controller creating it; after "draw a card and"
    it is the second instruction: A draws the Giant and gets the Soldier."""
    state, soldier = made("Draw a card and create a 1/1 white Soldier creature token.", "{U}")
    token = state.permanents[soldier]
    assert token.card.name == "Soldier Token" and token.controller == "A"
    assert [p.card.name for p in state.permanents.values()
            if p.owner == "A" and p.zone.value == "hand"] == ["Hill Giant"]
    state, soldier = made("You create a 1/1 white Soldier creature token.", "{U}")
    assert state.permanents[soldier].card.power == 1


BITTERBLOSSOM = ("At the beginning of your upkeep, you lose 1 life and create a 1/1 black "
                 "Faerie Rogue creature token with flying.")


@plays("At the beginning of your upkeep, you lose 1 life and create a 1/1 black Faerie Rogue "
       "creature token with flying.")
def test_lose_life_and_create_each_upkeep() -> None:
    """CR 503.1, 603.2, 608.2c: in A's upkeep (turn 3) A loses 1 life and gets a 1/1 flying
    Faerie Rogue; nothing in B's (turn 2)."""
    bloom = card("Bloom", types=["Enchantment"], cost="{1}{B}", text=BITTERBLOSSOM)
    state = two_turns(perm("e1", "A", bloom), limit=4)
    main_of_turn(state, 2)
    assert state.players["A"].life == 20 and not [p for p in state.battlefield() if p.token]
    main_of_turn(state, 3)
    [rogue] = [p for p in state.battlefield() if p.token]
    assert state.players["A"].life == 19 and rogue.controller == "A"
    assert rogue.card.name == "Faerie Rogue Token" and rogue.card.keywords & Kw.FLYING
