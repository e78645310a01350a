"""Rules editions. A scenario names the edition it is judged under (``rules = "current"``).

Later issues add ``"2016"`` (damage assignment order, planeswalker redirection) and
``"2004"`` (rule 500.5's narrower requirement-maximisation test); until their behaviour
exists they are refused by name rather than silently treated as current.
"""

from __future__ import annotations

import enum

from sim.errors import UnknownNameError


class Edition(enum.StrEnum):
    CURRENT = "current"


def parse_edition(name: str) -> Edition:
    try:
        return Edition(str(name).strip().lower())
    except ValueError:
        raise UnknownNameError("rules edition", str(name), [e.value for e in Edition], []) from None
