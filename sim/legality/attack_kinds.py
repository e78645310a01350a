"""Whether the player an attacker would attack (or a blocker's controller, "~ can't block if
you control <kind>", 509.1b, ``BLOCK_BARRED_BY``) controls a permanent of a kind its "~ can't
attack if | unless defending player controls <kind>" names (CR 508.1c, 506.2;
``sim.model.combat_params.ATTACK_BARRED_BY``, ``ATTACK_NEEDS``), read as attackers are
declared: the permanents' cards through the layers, tapped status, keywords and power now."""

from __future__ import annotations

from sim.legality.unless_judge import defender_unless_barred
from sim.model.card_kinds import has
from sim.model.combat_params import ATTACK_BARRED_BY, ATTACK_NEEDS, BLOCK_BARRED_BY
from sim.model.restriction_unless import ATTACK_UNLESS
from sim.model.state import GameState
from sim.text import KEYWORDS

#: the parameters judged here ("~ can't attack unless you control more creatures than
#: defending player": ``sim.legality.unless_judge``, issue 29, attack requirements)
ATTACK_KINDS = frozenset((ATTACK_BARRED_BY, ATTACK_NEEDS, ATTACK_UNLESS))


def barred(state: GameState, defender: str, kind: str, value: str) -> bool:
    """Whether the parameter keeps its creature from attacking ``defender`` (or a planeswalker
    ``defender`` controls): "if" it controls one of the kind, "unless" it doesn't."""
    if kind == ATTACK_UNLESS:
        return defender_unless_barred(state, defender, value)
    return controls(state, defender, value) == (kind == ATTACK_BARRED_BY)


def block_barred(state: GameState, blocker: str) -> bool:
    """Whether a "~ can't block if you control <kind>" of ``blocker``'s keeps it from blocking
    (CR 509.1b): its controller controls a permanent of the kind as blockers are declared."""
    controller = state.permanents[blocker].controller
    return any(kind == BLOCK_BARRED_BY and controls(state, controller, value)
               for kind, value in state.params(blocker))


def controls(state: GameState, player: str, value: str) -> bool:
    """Whether ``player`` controls a permanent of kind ``value`` ("untapped creature with power
    3 or greater", "blue permanent", "creature with flying", "snow land")."""
    words = value.split()
    untapped = words[0] == "untapped"
    if untapped:
        words = words[1:]
    tail: list[str] = []
    if "with" in words:
        at = words.index("with")
        words, tail = words[:at], words[at + 1:]
    for p in state.battlefield():
        if p.controller != player or untapped and p.tapped:
            continue
        if not all(has(p.card, w) for w in words):
            continue
        if tail and tail[0] == "power":  # "with power N or greater | less" (CR 208.1)
            power, n = state.power(p.id), int(tail[1])
            if not (power >= n if tail[-1] == "greater" else power <= n):
                continue
        elif tail and not state.keywords(p.id) & int(KEYWORDS[" ".join(tail)]):
            continue
        return True
    return False
