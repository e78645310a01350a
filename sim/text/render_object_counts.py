"""An object's power, toughness or mana value as an amount, rendered back to Oracle text (CR
208.1, 202.3, 608.2h; ``sim.model.filters.OBJECT_COUNTS``): "~'s power", "its toughness",
"that creature's mana value", "the sacrificed creature's toughness"; the other half of
``sim.text.object_count_rules`` and ``sim.text.where_x_rules``."""

from __future__ import annotations

from sim.model.filters import (
    OF_SUBJECT,
    SACRIFICED,
    SOURCE_MANA_VALUE,
    SOURCE_POWER,
    SOURCE_TOUGHNESS,
    Count,
)
from sim.text.wording import Piece, alt

_QUALITY = {SOURCE_POWER: "power", SOURCE_TOUGHNESS: "toughness",
            SOURCE_MANA_VALUE: "mana value"}


def object_phrase(c: Count) -> Piece:
    """The count ``c`` of an object's quality: of the source ("~'s power", "its power"), of
    the instruction's one object or another object the program names ("its toughness",
    "that creature's toughness"), of the permanent sacrificed to pay the cost."""
    quality = _QUALITY[c.kind]
    if c.on == SACRIFICED:
        return ("the sacrificed ", alt("creature's ", "artifact's ", "enchantment's "), quality)
    if c.on.startswith("?"):  # never settled (``sim.text.object_counts``): not read
        return f"<count {c.kind}>"
    if c.on or c.of == OF_SUBJECT:
        that = alt("that creature's ", "that artifact's ", "that permanent's ") if \
            c.kind != SOURCE_POWER else "that creature's "
        return (alt("its ", that), quality)
    return (alt("~'s ", "its "), quality)
