"""Reading a spell's own cost reduction by a count (CR 601.2f, 107.3;
``sim.text.spell_reductions``): the ``SELF_COST`` value keeps the clause's words, its count read
again from them; a count of the source itself is not read (the spell is no permanent). Played
in ``test_self_cost_counts``."""

from __future__ import annotations

from sim.model.abilities import SELF_COST
from sim.text.spell_reductions import COUNTED, reduction_count, reduction_text, spell_reduction
from sim.text.wording import matches


def test_a_count_of_the_source_is_not_read() -> None:
    """CR 601.2f: "for each +1/+1 counter on ~" would count a permanent the spell isn't (and
    "other" compares with it): not read as a spell's reduction."""
    for clause in ("~ costs {1} less to cast for each +1/+1 counter on ~",
                   "~ costs {1} less to cast for each other creature you control"):
        assert spell_reduction(clause) is None, clause
    found = spell_reduction("~ costs {1} less to cast for each creature you control")
    assert found is not None and (SELF_COST, f"1|{COUNTED}for each creature you control") in \
        found.params


def test_the_count_is_read_again_from_its_words() -> None:
    """The parameter's words give back the count it was read with (rendered back whole)."""
    count = reduction_count(f"1|{COUNTED}for each creature your opponents control")
    assert count is not None and count.what is not None and count.what.controller == "opponent"
    assert reduction_count("1|for each creature you control") is None


def test_the_clause_renders_back_from_its_count() -> None:
    """The rendering is the count's (``render_counts``), so a count read differently from the
    clause's words would not write them back."""
    for clause in ("~ costs {2} less to cast for each creature your opponents control",
                   "~ costs {x} less to cast, where x is the total power of creatures you "
                   "control"):
        found = spell_reduction(clause)
        assert found is not None
        [(_, value)] = found.params
        assert matches(reduction_text(value), clause)
