"""The words of what an "as ~ enters" choice chooses (CR 614.12; ``sim.rules.chosen``), for
``sim.text.render_statics``: "a color", "a creature type", "a color other than <color>",
"an opponent"."""

from __future__ import annotations

from sim.model.abilities import Static
from sim.model.chosen_values import CHOOSE_OPPONENT


def chosen_words(s: Static) -> str:
    """", choose <what>" of an "as ~ enters, choose ..." static ability ``s``."""
    if s.amount == CHOOSE_OPPONENT:
        return ", choose an opponent"
    what = "creature type" if s.amount else "color" if s.what is None else \
        f"color other than {s.what.color}"
    return f", choose a {what}"
