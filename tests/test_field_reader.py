"""sim.io.field_reader.bad_text: its quick search (``_any_surrogate``, which names no field)
finds a string with an unpaired surrogate exactly when the reference walk naming every field
(``_first_bad_text``) does, on random scenario-like data, so ``bad_text`` answers as the
reference does; and a scenario with such a string is refused naming its field."""

from __future__ import annotations

from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from cards import default_pool
from sim.io.field_reader import _any_surrogate, _first_bad_text, bad_text
from sim.io.scenario import parse_scenario
from sim.model.errors import ScenarioError

#: strings, mostly plain, some with an unpaired surrogate (JSON's "\udXXX" escapes)
TEXT = st.one_of(st.text(max_size=6),
                 st.text(alphabet=st.sampled_from(["a", "é", "\ud800", "\udfff", "\U0001f600"]),
                         max_size=4))
LEAVES = st.one_of(TEXT, st.integers(), st.floats(allow_nan=False), st.booleans(), st.none())
DATA = st.recursive(LEAVES, lambda inner: st.one_of(
    st.lists(inner, max_size=4), st.tuples(inner, inner),
    st.dictionaries(st.one_of(TEXT, st.integers()), inner, max_size=4)), max_leaves=20)


@settings(max_examples=400, deadline=None)
@given(st.dictionaries(TEXT, DATA, max_size=5))
def test_the_quick_search_agrees_with_the_reference_walk(root: dict[Any, Any]) -> None:
    reference = _first_bad_text(root)
    assert _any_surrogate(root) == (reference is not None)
    assert bad_text(root) == reference


def test_a_scenario_with_a_lone_surrogate_is_refused_naming_its_field() -> None:
    """A permanent's card named with an unpaired surrogate (a JSON "\\ud800" escape) can't be
    printed: the scenario is refused, naming the field; a plain one reads."""
    board = {"players": {"A": {}, "B": {}},
             "permanents": [{"id": "x", "controller": "A", "name": "Bear\ud800",
                             "power": 2, "toughness": 2}]}
    with pytest.raises(ScenarioError, match=r"permanents\[0\]\.name"):
        parse_scenario(board, "(dict)", default_pool())
    board["permanents"][0]["name"] = "Bear"
    assert parse_scenario(board, "(dict)", default_pool()).state.permanents["x"].card.power == 2
