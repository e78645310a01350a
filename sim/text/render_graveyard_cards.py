"""Cards in a graveyard named by a subtype, a supertype or several card types, written back
(issue 29, graveyard; read by ``sim.text.graveyard_cards``; CR 115.1, 404, 205.2-205.4):
"target Knight card", "target Vampire or Wizard creature card", "target nonland permanent
card", "target legendary creature card", "target artifact creature card" ...
The kinds of an "or" list in any order (one meaning, CR 205)."""

from __future__ import annotations

from itertools import permutations

from sim.model.programs import TargetSpec
from sim.text.graveyard_cards import CARD_KINDS, SUPERTYPE_KINDS
from sim.text.linked_targets import linked_tail
from sim.text.target_phrases import colors_words
from sim.text.wording import Piece, alt


def is_kind_card(spec: TargetSpec) -> bool:
    """Whether ``spec`` (a card in a graveyard) names a subtype, a second kind or a "non-"
    kind: written by ``kind_card``."""
    return bool(spec.card_type or spec.not_subtype or len(spec.types) > 2
                or any(k not in CARD_KINDS for k in spec.types))


def _listed(kinds: tuple[str, ...]) -> str:
    return kinds[0] if len(kinds) == 1 else " or ".join(kinds) if len(kinds) == 2 else \
        ", ".join(kinds[:-1]) + ", or " + kinds[-1]


def kind_card(spec: TargetSpec) -> Piece:
    """"target [non<kind>[, non<kind>]] <kinds> [<card type>] card [with mana value N or
    less] from <whose> graveyard" (the spec of ``sim.text.graveyard_cards.gy_card_spec``)."""
    nons: list[Piece] = [alt(f"non{k.lower()}", f"non-{k.lower()}")
                         for k in spec.not_subtype.split("/") if k]
    head: list[Piece] = []
    for i, non in enumerate(nons):
        head += [non, ", " if i < len(nons) - 1 else " "]
    extra = spec.card_type.lower()
    before = extra in SUPERTYPE_KINDS or all(k in CARD_KINDS for k in spec.types)
    lead, tail = (f"{extra} ", "") if extra and before else ("", f" {extra}" if extra else "")
    # one string per order ("zombie creature card"), so "up to two" makes only "card" plural
    named = alt(*(f"{lead}{_listed(order)}{tail} card" for order in
                  permutations(sorted(spec.types)))) if spec.types else "card"
    whose = {"you": "your graveyard", "opponent": "an opponent's graveyard"}.get(
        spec.controller, "that player's graveyard" if linked_tail(spec) else "a graveyard")
    most = f" with mana value {spec.max_value} or less" if spec.max_value >= 0 else ""
    return ("target ", colors_words(spec.colors), tuple(head), named, most,
            " from ", whose)
