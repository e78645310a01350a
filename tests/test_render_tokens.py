"""``sim.text.render_tokens``: predefined tokens' instructions written back (CR 111.10,
701.53a), each reading checked against its clause and played."""

from __future__ import annotations

from test_more_predefined_tokens import made

from sim.model.programs import PREDEFINED_TOKENS
from sim.text import read_card
from sim.text.render import text as rendered


def test_incubate_and_created_tokens_render_back() -> None:
    """CR 701.53a: "incubate 2" is rendered as written, not as the token it creates; "create
    two tapped treasure tokens" keeps its count and "tapped" (111.10a); played, the Incubator
    has two +1/+1 counters and the Treasures are tapped."""
    [op] = read_card("Incubate 2.", "P", ("Sorcery",)).spell.ops  # type: ignore[union-attr]
    assert op.token is not None and op.token.counters == 2 and op.token.kind == "Incubator"
    assert rendered(read_card("Incubate 2.", "P", ("Sorcery",)).spell,  # type: ignore[arg-type]
                    "incubate 2") == "incubate 2"
    reading = read_card("Create two tapped Treasure tokens.", "P", ("Sorcery",))
    assert reading.status == "full"
    [op] = reading.spell.ops  # type: ignore[union-attr]
    assert op.count == 2 and op.tapped and op.token is PREDEFINED_TOKENS["treasure"]
    state, incubator = made("Incubate 2.", "{U}")
    assert state.permanents[incubator].counters == {"+1/+1": 2}
    state, _ = made("Create two tapped Treasure tokens.", "{U}")
    assert [p.tapped for p in state.battlefield() if p.token] == [True, True]
