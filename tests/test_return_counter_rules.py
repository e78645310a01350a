"""Cards returned to the battlefield with counters (issue 29, graveyard;
``sim.text.return_counter_rules``, ``sim.rules.return_counters``,
``sim.text.render_return_counters``; CR 614.1c, 122.6, 122.1b): "return target creature card
from your graveyard to the battlefield with a lifelink counter on it", "... with a -1/-1
counter on it", "... with an additional +1/+1 counter on it", "... with a hexproof counter
and an indestructible counter on it", played in games."""

from __future__ import annotations

from played import plays
from test_graveyard_cards import BEARS, card
from test_graveyard_targets import main_phase

import mtgsim
from sim.model.keywords import Kw
from sim.model.objects import Zone
from sim.text.card_fields import build_card

GIANT = card("giant", ["Creature"], ("Giant",), supertypes=[])


def returned(text: str, target: dict[str, object]) -> mtgsim.GameState:
    """A's sorcery of ``text`` returns ``target`` from A's graveyard; the game state after."""
    state = main_phase(text, str(target["id"]), a_graveyard=[target])
    mtgsim.play(state)
    assert state.permanents[str(target["id"])].zone is Zone.BATTLEFIELD
    return state


@plays("Return target creature card from your graveyard to the battlefield with a lifelink "
       "counter on it.")
def test_a_keyword_counter() -> None:
    """CR 614.1c, 122.6: the Bears enter with a lifelink counter; CR 122.1b: a permanent with
    a keyword counter on it has that ability."""
    state = returned("Return target creature card from your graveyard to the battlefield with "
                     "a lifelink counter on it.", BEARS)
    assert state.permanents["bears"].counters == {"lifelink": 1}
    assert state.has("bears", Kw.LIFELINK)


@plays("Return target permanent card from your graveyard to the battlefield with a hexproof "
       "counter and an indestructible counter on it.")
def test_two_keyword_counters() -> None:
    """CR 122.1b, 614.1c: both counters, so both abilities."""
    state = returned("Return target permanent card from your graveyard to the battlefield with "
                     "a hexproof counter and an indestructible counter on it.", BEARS)
    assert state.permanents["bears"].counters == {"hexproof": 1, "indestructible": 1}
    assert state.has("bears", Kw.HEXPROOF) and state.has("bears", Kw.INDESTRUCTIBLE)


@plays("Return target nonlegendary creature card from your graveyard to the battlefield with "
       "a -1/-1 counter on it.",
       "Return target creature card from your graveyard to the battlefield with an additional "
       "+1/+1 counter on it.",
       "Return target creature card from your graveyard to the battlefield with two additional "
       "+1/+1 counters on it.")
def test_plus_and_minus_counters() -> None:
    """CR 122.1a, 614.1c: the 2/2 Bears enter as a 1/1 with a -1/-1 counter; with an
    additional +1/+1 counter as a 3/3; with two additional ones as a 4/4."""
    state = returned("Return target nonlegendary creature card from your graveyard to the "
                     "battlefield with a -1/-1 counter on it.", BEARS)
    assert (state.power("bears"), state.toughness("bears")) == (1, 1)
    state = returned("Return target creature card from your graveyard to the battlefield with "
                     "an additional +1/+1 counter on it.", BEARS)
    assert (state.power("bears"), state.toughness("bears")) == (3, 3)
    state = returned("Return target creature card from your graveyard to the battlefield with "
                     "two additional +1/+1 counters on it.", GIANT)
    assert state.permanents["giant"].counters == {"+1/+1": 2}


def test_a_counter_with_rules_of_its_own_is_not_read() -> None:
    """CR 122.1 (a finality counter exiles the permanent instead of letting it die, rules the
    engine doesn't give): such a clause stays unsupported."""
    text = ("Return target creature card from your graveyard to the battlefield with a "
            "finality counter on it.")
    built = build_card({"name": "Probe", "types": ["Sorcery"], "text": text},
                       lambda k, m: Exception(k + m))
    assert built.unsupported == (text,)
