"""An activated ability's own cost reduction (CR 601.2f with 602.2b; ``Cost.less``,
``sim.rules.cost_changes.ability_cost``): "this ability costs {1} less to activate for each
legendary creature you control" — counted as it is activated, generic mana only."""

from __future__ import annotations

from typing import Any

from played import plays

import mtgsim
from sim.text import FULL, read_card

PING = ("{3}, {T}: Probe deals 2 damage to any target. This ability costs {1} less to activate "
        "for each legendary creature you control.")
GRAVE = ("{4}, {T}: Draw a card. This ability costs {1} less to activate for each creature "
         "card in your graveyard.")


def load(text: str, lands: str, legends: int = 0, graveyard: int = 0) -> mtgsim.GameState:
    """A's precombat main phase: the artifact Probe with ``text``, ``legends`` legendary
    creatures of A's and one plain creature, a legendary creature of B's, ``graveyard``
    creature cards in A's graveyard (and a sorcery), A's untapped basic lands ``lands``
    (letters: "RG" a Mountain and a Forest)."""
    assert read_card(text, "Probe", ("Artifact",)).status == FULL
    permanents: list[dict[str, Any]] = [
        {"id": "probe", "controller": "A", "name": "Probe", "types": ["Artifact"],
         "text": text},
        {"id": "plain", "controller": "A", "name": "Plain", "power": 1, "toughness": 1},
        {"id": "theirs", "controller": "B", "name": "Theirs", "power": 1, "toughness": 1,
         "supertypes": ["Legendary"]}]
    permanents += [{"id": f"legend{i}", "controller": "A", "name": f"Legend {i}", "power": 1,
                    "toughness": 1, "supertypes": ["Legendary"]} for i in range(legends)]
    basics = {"W": "Plains", "R": "Mountain", "G": "Forest"}
    permanents += [{"id": f"land{i}", "controller": "A", "card": basics[c]}
                   for i, c in enumerate(lands)]
    dead = [{"name": f"Dead {i}", "types": ["Creature"], "power": 1, "toughness": 1}
            for i in range(graveyard)]
    return mtgsim.load({
        "active_player": "A", "step": "precombat main", "permanents": permanents,
        "players": {"A": {"library": 5,
                          "graveyard": [*dead, {"name": "Rite", "types": ["Sorcery"]}]},
                    "B": {"library": 5}}})


def tapped(state: mtgsim.GameState) -> list[str]:
    """The lands of A's tapped (for mana)."""
    return sorted(p.id for p in state.permanents.values()
                  if p.id.startswith("land") and p.tapped)


def offered(state: mtgsim.GameState) -> bool:
    return any(str(a).startswith("activate probe") for a in state.legal_actions())


@plays(PING)
def test_each_legendary_creature_you_control_takes_one_off() -> None:
    """CR 601.2f, 602.2b: with two legendary creatures (B's doesn't count: "you control"; the
    plain creature isn't legendary, 205.4d) the ability costs {1}: activated with {1}, it
    deals its 2 damage, one of A's two Plains tapped to pay; with one it costs {2}, more
    than A's one Plains pays."""
    state = load(PING, "WW", legends=2)
    assert offered(state)
    state.apply("activate probe 0")
    state.apply("target B")
    assert state.players["B"].life == 18 and len(tapped(state)) == 1
    assert not offered(load(PING, "W", legends=1))


def test_only_generic_mana_is_taken_off() -> None:
    """CR 601.2f: a reduction of generic mana never pays a colored symbol nor goes below none:
    "{2}{R}" with three legendary creatures costs {R}: the Mountain pays it, the Forest
    stays untapped; three Forests can't pay it."""
    text = PING.replace("{3}", "{2}{R}")
    state = load(text, "RG", legends=3)
    state.apply("activate probe 0")
    state.apply("target B")
    assert state.players["B"].life == 18 and tapped(state) == ["land0"]
    assert not offered(load(text, "GGG", legends=3))


@plays(GRAVE)
def test_creature_cards_in_your_graveyard_are_counted() -> None:
    """CR 601.2f, 602.2b: three creature cards in A's graveyard (the sorcery isn't one) take
    {3} off {4}: activated with one of A's two Plains, A draws; with two it costs {2}, more
    than one Plains pays."""
    state = load(GRAVE, "WW", graveyard=3)
    assert offered(state)
    state.apply("activate probe 0")
    assert len(state.players["A"].library) == 4 and len(tapped(state)) == 1
    assert not offered(load(GRAVE, "W", graveyard=2))
