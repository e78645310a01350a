"""Monstrosity N and adapt N (CR 701.37, 701.46: keyword actions of an activated ability's
source): "{5}{R}: Monstrosity 3.", "When ~ becomes monstrous, ...", "As long as ~ is
monstrous, ...", the intervening "if ~ is monstrous" (603.4); "{2}{U}: Adapt 2." """

from __future__ import annotations

from typing import Any

from played import plays

import mtgsim
from sim.model.keywords import Kw
from sim.model.objects import PLUS
from sim.text.oracle import read_text


def load(*permanents: dict[str, Any], actions: list[dict[str, Any]], mana: str = "{0}",
         attacks: dict[str, str] | None = None) -> mtgsim.GameState:
    return mtgsim.load({"active_player": "A",
                        "players": {"A": {"mana": mana}, "B": {"mana": "{0}"}},
                        "permanents": list(permanents),
                        "combat": {"attacks": attacks or {}, "blocks": {}, "actions": actions}})


def creature(pid: str, controller: str, power: int, toughness: int, text: str = "",
             **fields: Any) -> dict[str, Any]:
    out = {"id": pid, "controller": controller, "power": power, "toughness": toughness,
           "name": pid.capitalize(), **fields}
    if text:
        out["text"] = text
    return out


def act(step: str, source: str, **more: Any) -> dict[str, Any]:
    return {"step": step, "player": "A", "activate": source, **more}


MONSTER = ("{1}: Monstrosity 2.\nWhen Beast becomes monstrous, you gain 3 life.\n"
           "As long as Beast is monstrous, it has flying.")


@plays("{1}: Monstrosity 2.", "When ~ becomes monstrous, you gain 3 life.",
       "As long as ~ is monstrous, it has flying.")
def test_monstrosity_once_then_nothing() -> None:
    """CR 701.37a-b: the first activation puts two +1/+1 counters on the 2/2 and makes it
    monstrous, which triggers "when ~ becomes monstrous" (A gains 3 life) and gives it flying
    (611.3a); the second resolves while it is monstrous: no counters, no trigger."""
    state = load(creature("beast", "A", 2, 2, MONSTER), mana="{2}",
                 actions=[act("declare_attackers", "beast"), act("declare_attackers", "beast")])
    result = mtgsim.play(state)
    beast = state.permanents["beast"]
    assert beast.monstrous and beast.counters == {PLUS: 2}
    assert result.life["A"] == 23
    assert state.keywords("beast") & int(Kw.FLYING)


def test_not_monstrous_has_no_flying() -> None:
    """CR 701.37b and 611.3a: never activated, the creature isn't monstrous: no flying, no
    counters."""
    state = load(creature("beast", "A", 2, 2, MONSTER), actions=[])
    mtgsim.play(state)
    assert not state.permanents["beast"].monstrous
    assert not state.keywords("beast") & int(Kw.FLYING)


@plays("{X}{X}{G}: Monstrosity X.")
def test_monstrosity_x_puts_x_counters() -> None:
    """CR 701.37a and 107.3: X is the value chosen as the ability is activated (paid {X}{X});
    with X = 2 the creature gets two +1/+1 counters and becomes monstrous."""
    state = load(creature("beast", "A", 1, 1, "{X}{X}{G}: Monstrosity X."), mana="{G}{4}",
                 actions=[act("declare_attackers", "beast", x=2)])
    mtgsim.play(state)
    assert state.permanents["beast"].counters == {PLUS: 2}
    assert state.permanents["beast"].monstrous


@plays("Whenever ~ deals combat damage to a player, if ~ is monstrous, you gain 4 life.")
def test_intervening_if_monstrous() -> None:
    """CR 603.4 and 701.37b: the trigger's "if ~ is monstrous" is checked as it triggers: the
    unblocked monstrous attacker gains A 4 life; a non-monstrous one gains nothing."""
    text = "Whenever Beast deals combat damage to a player, if Beast is monstrous, you gain 4 life."
    for monstrous, life in ((True, 24), (False, 20)):
        state = load(creature("beast", "A", 2, 2, text), attacks={"beast": "B"}, actions=[])
        state.permanents["beast"].monstrous = monstrous
        result = mtgsim.play(state)
        assert result.life["A"] == life and result.life["B"] == 18


@plays("{1}: Adapt 2.")
def test_adapt_only_without_plus_counters() -> None:
    """CR 701.46a: adapt puts N +1/+1 counters only on a permanent with none: the first
    activation gives two, the second (it has some) none; a creature with a +1/+1 counter
    already gets none."""
    state = load(creature("eel", "A", 1, 1, "{1}: Adapt 2."), mana="{2}",
                 actions=[act("declare_attackers", "eel"), act("declare_attackers", "eel")])
    mtgsim.play(state)
    assert state.permanents["eel"].counters == {PLUS: 2}
    state = load(creature("eel", "A", 1, 1, "{1}: Adapt 2.", counters={PLUS: 1}), mana="{1}",
                 actions=[act("declare_attackers", "eel")])
    mtgsim.play(state)
    assert state.permanents["eel"].counters == {PLUS: 1}


def test_a_monstrous_trigger_counting_x_stays_not_run() -> None:
    """CR 701.37c: a "becomes monstrous" trigger's X is the monstrosity ability's X, which the
    trigger doesn't know: the clause stays listed as not run."""
    reading = read_text("{X}{X}{G}: Monstrosity X.\nWhen Hydra becomes monstrous, create X "
                        "X/X green Hydra creature tokens.", "Hydra")
    assert reading.unsupported
