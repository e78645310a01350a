"""Writing back the optional cost "you may sacrifice <a permanent>" (CR 118.12, 701.21a; read
by ``sim.text.move_rules`` and ``sim.text.sacrifice_options``) for ``sim.text.render_effects``."""

from __future__ import annotations

from sim.model.programs import TargetSpec
from sim.text.render_targets import TYPE_ORDER
from sim.text.wording import Piece, alt, canonical


def sacrifice_option_words(spec: TargetSpec) -> Piece:
    """"you may sacrifice another creature", "... an artifact or creature", "... a food" (CR
    118.12): the words of a ``SACRIFICE_COST`` instruction's group ``spec``."""
    if spec.subtype:
        word = spec.subtype.lower()
        article = "another " if spec.other else "an " if word[0] in "aeiou" else "a "
        return ("you may sacrifice ", article, word)
    kinds = [k for k in TYPE_ORDER if k in spec.types]
    non = alt(f"non{spec.not_subtype.lower()} ", f"non-{spec.not_subtype.lower()} ") \
        if spec.not_subtype else ""
    first = canonical(non) or kinds[0]
    article = "another " if spec.other else "an " if first[0] in "aeiou" else "a "
    orders = (kinds, kinds[::-1])
    words = alt(*(" or ".join(k) for k in orders), *(  # "another creature or an artifact"
        f"{k[0]} or {'an' if k[1][0] in 'aeiou' else 'a'} {k[1]}" for k in orders
        if len(k) == 2))
    return ("you may sacrifice ", article, non, words)
