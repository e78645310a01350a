"""``sim.text.token_rules``: a token's keywords, its "decayed" (CR 702.147a) and the predefined
tokens (111.10), read and played."""

from __future__ import annotations

from played import plays
from test_more_predefined_tokens import made

from sim.model.keywords import Kw
from sim.model.token_specs import DECAYED
from sim.text import read_card

TWO = "Create two 2/2 black Zombie creature tokens with flying and decayed."


@plays(TWO)
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
