"""The words of ``ONLY_BY_KIND`` (CR 509.1b; ``sim.model.combat_params``): each reading is
written back to its own text, so the clause counts as run."""

from __future__ import annotations

import pytest

from sim.model.combat_params import (
    ATTACK_BARRED_BY,
    ATTACK_NEEDS,
    BLOCK_BARRED_BY,
    ONLY_BY_KIND,
    attack_kind_text,
    except_text,
)
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



@pytest.mark.parametrize(("text", "kind", "value"), [
    ("can't attack if defending player controls an untapped land", "if", "untapped land"),
    ("can't attack if defending player controls an untapped creature with power 3 or greater",
     "if", "untapped creature with power 3 or greater"),
    ("can't attack unless defending player controls a blue permanent", "unless",
     "blue permanent"),
    ("can't block if you control an untapped land", "block", "untapped land"),
    ("can't attack unless defending player controls a creature with flying", "unless",
     "creature with flying"),
])
def test_attack_kinds_read_and_written_back(text: str, kind: str, value: str) -> None:
    """CR 508.1c, 509.1b: the kind is kept as its words and written back word for word."""
    param = ({"if": ATTACK_BARRED_BY, "unless": ATTACK_NEEDS}.get(kind, BLOCK_BARRED_BY), value)
    assert parse_param(text) == param
    assert param_text(param) == text == attack_kind_text(*param)
