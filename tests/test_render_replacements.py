"""The words of the replacement effects modifying an event (CR 614.1a;
``sim.text.render_replacements``): each rule read renders back to its Oracle text, so the
clause counts as run (played in ``tests/test_replacement_verbs.py``)."""

from __future__ import annotations

from sim.text import FULL, read_card
from sim.text.render_prevention import PREVENTION_TEXTS
from sim.text.render_replacements import REPLACEMENT_TEXTS
from sim.text.wording import canonical


def test_each_rule_reads_back_to_its_words() -> None:
    """CR 614.1a: each text, as a static ability of a permanent, is read in full as its rule
    (the static preventions' words, some only a group's head, are played and read back in
    ``tests/test_prevention.py``)."""
    for rule, text in REPLACEMENT_TEXTS.items():
        if rule in PREVENTION_TEXTS:
            continue
        text = canonical(text)  # the first of several wordings (an amplification's)
        reading = read_card(text[0].upper() + text[1:] + ".", "Probe", ("Enchantment",))
        assert reading.status == FULL, text
        assert [s.rule for s in reading.parsed.statics] == [rule]
