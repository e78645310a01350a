"""The top card looked at and revealed by choice, a transforming card turned over if it is of a
kind (CR 401.3, 701.20a, 608.2c, 701.28a, 712.8; ``top_verbs.TOP_MAY_REVEAL``): "look at the
top card of your library. you may reveal that card. if an instant or sorcery card is revealed
this way, transform ~" (Delver of Secrets // Insectile Aberration)."""

from __future__ import annotations

from typing import Any

from played import plays
from test_reflexive import drive

import mtgsim
from sim import GameState
from sim.model.events import LibraryLooked, Transformed
from sim.model.keywords import Kw
from sim.text.effect_text import read_effect
from sim.text.render import round_trips

DELVER_TEXT = ("At the beginning of your upkeep, look at the top card of your library. You may "
               "reveal that card. If an instant or sorcery card is revealed this way, transform "
               "Delver.")
DELVER = {"id": "d1", "controller": "A", "name": "Delver", "types": ["Creature"],
          "subtypes": ["Human", "Wizard"], "power": 1, "toughness": 1, "cost": "{U}",
          "colors": ["blue"], "text": DELVER_TEXT,
          "back": {"name": "Insectile Aberration", "subtypes": ["Human", "Insect"], "power": 3,
                   "toughness": 2, "colors": ["blue"], "text": "Flying"}}
BOLT = {"name": "Bolt", "types": ["Instant"], "cost": "{R}"}
BEAR = {"name": "Bear", "types": ["Creature"], "power": 2, "toughness": 2, "cost": "{1}{G}"}


def upkeep(top: dict[str, Any], reveal: bool, **fields: Any) -> tuple[GameState, list[str]]:
    """A's turn from its untap step with Delver (``fields`` over its state) and ``top`` on top
    of A's library, A revealing it (or not) when asked; the cards offered."""
    state = mtgsim.load({"active_player": "A", "step": "untap", "until": "end of turn",
                         "players": {"A": {"library": [top, BEAR]}, "B": {}},
                         "permanents": [{**DELVER, **fields}]})
    state.record_events = True
    offered: list[str] = []

    def pick(kind: str, actions: list[str]) -> str | None:
        if kind == "choose_card":
            offered.extend(actions)
            return f"card {top['name']}" if reveal else "card none"
        return "attack none" if kind == "declare_attackers" else None
    drive(state, pick)
    return state, offered


def looked(state: GameState) -> LibraryLooked:
    [event] = [e for e in state.events if isinstance(e, LibraryLooked)]
    return event


@plays("At the beginning of your upkeep, look at the top card of your library. You may reveal "
       "that card. If an instant or sorcery card is revealed this way, transform Delver.",
       "Flying")
def test_an_instant_revealed_transforms_it() -> None:
    """CR 701.20a, 608.2c, 701.28a, 712.8d-e, 712.9: A looks at the Bolt on top and reveals it:
    an instant card revealed this way, so Delver transforms — the same object, now the 3/2
    Insectile Aberration with flying, its +1/+1 counter kept; the Bolt stays on top."""
    state, offered = upkeep(BOLT, reveal=True, counters={"+1/+1": 1})
    assert offered == ["card Bolt", "card none"]
    assert looked(state).revealed == "Bolt" and looked(state).top == 1
    [turned] = [e for e in state.events if isinstance(e, Transformed)]
    assert turned.permanent == "d1" and turned.name == "Insectile Aberration"
    d1 = state.permanents["d1"]
    assert d1.card.name == "Insectile Aberration" and d1.counters.get("+1/+1") == 1
    assert (state.power("d1"), state.toughness("d1")) == (4, 3) and state.has("d1", Kw.FLYING)


def test_not_revealed_or_not_of_the_kind_nothing_happens() -> None:
    """CR 701.20a, 608.2c: the reveal is the controller's choice for any card looked at: a Bolt
    kept hidden transforms nothing (nothing revealed); a Bear revealed is revealed (the event
    names it) but is no instant or sorcery card: Delver stays a 1/1 without flying."""
    hidden, _ = upkeep(BOLT, reveal=False)
    assert looked(hidden).revealed == "" and looked(hidden).top == 1
    shown, offered = upkeep(BEAR, reveal=True)
    assert offered == ["card Bear", "card none"] and looked(shown).revealed == "Bear"
    for state in (hidden, shown):
        assert not [e for e in state.events if isinstance(e, Transformed)]
        assert state.permanents["d1"].card.name == "Delver"
        assert state.power("d1") == 1 and not state.has("d1", Kw.FLYING)


def test_the_text_reads_and_renders_back() -> None:
    """CR 608.2c: the three sentences are one instruction and the one it conditions; a
    different kind condition ("a creature card with mana value 4 or greater") is not read."""
    text = ("Look at the top card of your library. You may reveal that card. If an instant "
            "or sorcery card is revealed this way, draw a card.")
    prog = read_effect(text)
    assert not prog.unsupported and round_trips(text, prog)
    assert read_effect("Look at the top card of your library. You may reveal that card. If a "
                       "creature card with mana value 4 or greater is revealed this way, draw "
                       "a card.").unsupported
