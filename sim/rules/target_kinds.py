"""A spell's own cost reduction for a target of a kind (CR 601.2f, determined after the
targets are chosen, 601.2c): "~ costs {2} less to cast if it targets a black permanent | a red
creature | a blue permanent you don't control | a legendary creature you control | a creature
with flying | a Spider | a Dinosaur you control | a permanent you control"
(``sim.model.target_tax.TARGET_KIND``; applied by ``sim.rules.cost_changes.targeted``).

A target is a permanent on the battlefield of that kind as the cost is determined: a color
(105.2), "legendary" (205.4a), a keyword (702), a creature type (205.3m: the permanent has
that subtype, whatever its card type), controlled by the spell's caster or not (``player``)."""

from __future__ import annotations

from sim.model.keywords import Kw
from sim.model.objects import Zone
from sim.model.qualities import COLOR_LETTERS
from sim.model.state import GameState
from sim.model.target_tax import TARGET_KIND


def target_is(state: GameState, player: str, pid: str, words: str) -> bool:
    """Whether ``pid`` is a permanent of the kind of the words ``words`` ("if it targets a
    black permanent") for a spell ``player`` casts."""
    kind = TARGET_KIND.fullmatch(words)
    perm = state.permanents.get(pid)
    if kind is None or perm is None or perm.zone is not Zone.BATTLEFIELD:
        return False
    color, noun, legendary, keyword, word, whose = kind.groups()
    if whose == "you control" and perm.controller != player or \
            whose == "you don't control" and perm.controller == player:
        return False
    creature = state.is_creature(pid)
    card = perm.card
    if color:  # 105.2: "a black permanent", "a red creature"
        return COLOR_LETTERS[color] in card.color_set and (noun == "permanent" or creature)
    if legendary:  # 205.4a
        return creature and "Legendary" in card.supertypes
    if keyword:  # 702: "a creature with flying"
        return creature and bool(state.has(pid, Kw[keyword.replace(" ", "_").upper()]))
    if word == "creature":
        return creature
    if word == "permanent":
        return True
    return card.has_subtype(word.capitalize())  # 205.3m: "a Spider"
