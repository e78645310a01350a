"""The words of ``ONLY_BY_KIND`` (CR 509.1b; ``sim.model.combat_params``): each reading is
written back to its own text, so the clause counts as run."""

from __future__ import annotations

import pytest

from sim.model.combat_params import ONLY_BY_KIND, except_text
from sim.text import param_text, parse_param


@pytest.mark.parametrize(("text", "value"), [
    ("can't be blocked except by walls", "wall"),
    ("can't be blocked except by artifact creatures and/or white creatures", "artifact or white"),
    ("can't be blocked except by walls and/or creatures with flying", "wall or with flying"),
    ("can't be blocked except by legendary creatures", "legendary"),
    ("can't be blocked except by vehicles", "vehicle"),
])
def test_read_and_written_back(text: str, value: str) -> None:
    """CR 509.1b: the kinds are read into one value and written back word for word."""
    assert parse_param(text) == (ONLY_BY_KIND, value)
    assert param_text((ONLY_BY_KIND, value)) == text == except_text(value)

