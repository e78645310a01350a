"""The rendering of "<kinds> spells you cast cost {N} less | more to cast" (CR 601.2f; a
``SPELLS_COST`` value "<kinds>|<less or more>|<N>[|not your turn]", ``sim.text.cast_rules``):
two kinds of one word each are written any of three ways, "instant and sorcery spells",
"Kithkin spells and Soldier spells" or "each spell you cast that's red or green" — the same
spells, those of either kind."""

from __future__ import annotations

from sim.text.wording import Piece, alt


def spells_cost(value: str) -> Piece:
    """The clause of the ``SPELLS_COST`` value ``value``."""
    kinds, way, amount, *when = value.split("|")
    kinds, _, keyword = kinds.partition(" with ")  # "creature spells with flying"
    said: Piece
    rest = f" you cast cost {{{amount}}} {way} to cast"
    first, _, second = kinds.partition(" and ")
    if keyword.startswith("mana value "):  # "... spells you cast with mana value 6 or
        said = f"{kinds} spells you cast with {keyword} cost {{{amount}}} {way} to cast".lstrip()
    elif keyword:                              # greater cost {2} less to cast" (202.3)
        said = f"{kinds} spells with {keyword}{rest}"
    elif second and " " not in first and " " not in second:
        said = alt(f"{kinds} spells{rest}", f"{first} spells and {second} spells{rest}",
                   f"each spell you cast that's {first} or {second} costs {{{amount}}} {way} "
                   "to cast")
    else:
        said = f"{kinds} spells{rest}".lstrip()
    return ("as long as it's ", when[0], ", ", said) if when else said
