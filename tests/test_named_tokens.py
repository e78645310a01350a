"""Tokens the effect names (CR 111.4: "... token named Wasp"; "create Voja, a legendary ...
token", 205.4d, 704.5j) and tokens put onto the battlefield attacking but untapped ("that's
attacking", 508.4): ``sim.text.token_rules``, ``sim.rules.tokens.spec_card``, played."""

from __future__ import annotations

from typing import Any

from played import plays
from test_event_triggers import combat, creature

from sim.model.keywords import Kw
from sim.model.state import GameState
from sim.text import read_card
from sim.text.render import round_trips

_HIVE = "{1}, {T}: Create a 1/1 colorless Insect artifact creature token with flying named Wasp."
_VOJA = "{1}: Create Voja, Friend to Elves, a legendary 3/3 green and white Wolf creature token."
_BRIMAZ = ("Whenever Brimaz attacks, create a 1/1 white Cat Soldier creature token with "
           "vigilance that's attacking.")
_BOULDER = ("Whenever Trebuchet attacks, create a 2/1 colorless Construct artifact creature "
            "token with flying named Ballistic Boulder that's tapped and attacking.")


def _act(source: str, step: str = "precombat_main") -> dict[str, Any]:
    return {"step": step, "player": "A", "activate": source}


def _tokens(state: GameState) -> list[str]:
    return [p for p in state.permanents if ":token:" in p]


def test_read_and_rendered_back() -> None:
    """CR 111.4: each instruction read whole and rendered back to its text."""
    for text, name, kind in ((_HIVE, "Hive", "activated"), (_VOJA, "Den", "activated"),
                             (_BRIMAZ, "Brimaz", "triggered"),
                             (_BOULDER, "Trebuchet", "triggered")):
        reading = read_card(text, name)
        assert not reading.unsupported, text
        assert round_trips(text, getattr(reading, kind)[0], name), text


@plays("{1}, {T}: Create a 1/1 colorless Insect artifact creature token with flying named "
       "Wasp.")
def test_the_token_has_the_name_the_effect_gives_it() -> None:
    """CR 111.4: the token is named Wasp (not "Insect Token"), a colorless 1/1 Insect
    artifact creature with flying."""
    hive = creature("hive", text=_HIVE, types=["Artifact"])
    state = combat([hive], {}, actions=[_act("hive")], mana="{1}")
    [wasp] = _tokens(state)
    card = state.permanents[wasp].card
    assert card.name == "Wasp" and card.subtypes == ("Insect",)
    assert set(card.types) == {"Artifact", "Creature"} and not card.colors
    assert state.has(wasp, Kw.FLYING)


@plays("{1}: Create Voja, Friend to Elves, a legendary 3/3 green and white Wolf creature "
       "token.")
def test_a_legendary_token_and_the_legend_rule() -> None:
    """CR 111.4, 205.4d, 704.5j: Voja, Friend to Elves is a legendary 3/3 green and white
    Wolf; made a second time, A controls two legendary permanents of that name and puts one
    into the graveyard (a token there ceases to exist, 704.5d): one Voja is left."""
    den = creature("den", text=_VOJA, types=["Artifact"])
    one = combat([den], {}, actions=[_act("den")], mana="{1}")
    [voja] = _tokens(one)
    card = one.permanents[voja].card
    assert card.name == "Voja, Friend to Elves" and card.supertypes == ("Legendary",)
    assert (card.power, card.toughness, set(card.colors)) == (3, 3, {"G", "W"})
    two = combat([den], {}, actions=[_act("den"), _act("den")], mana="{2}")
    assert len(_tokens(two)) == 1


@plays("Whenever Brimaz attacks, create a 1/1 white Cat Soldier creature token with vigilance "
       "that's attacking.")
def test_a_token_attacking_untapped() -> None:
    """CR 508.4: the Cat Soldier enters attacking but untapped (only "tapped and attacking"
    taps it); unblocked, it deals 1 combat damage with Brimaz's 3: B at 16."""
    brimaz = creature("brimaz", text=_BRIMAZ, power=3, toughness=4)
    state = combat([brimaz], {"brimaz": "B"})
    [cat] = _tokens(state)
    assert not state.permanents[cat].tapped
    assert state.players["B"].life == 16


@plays("Whenever Trebuchet attacks, create a 2/1 colorless Construct artifact creature token "
       "with flying named Ballistic Boulder that's tapped and attacking.")
def test_a_named_token_tapped_and_attacking() -> None:
    """CR 111.4, 508.4: Ballistic Boulder enters tapped and attacking; unblocked it deals 2
    with the 0-power Trebuchet's none: B at 18."""
    trebuchet = creature("trebuchet", text=_BOULDER, power=0, toughness=4)
    state = combat([trebuchet], {"trebuchet": "B"})
    [boulder] = _tokens(state)
    assert state.permanents[boulder].tapped
    assert state.permanents[boulder].card.name == "Ballistic Boulder"
    assert state.players["B"].life == 18
