"""Judging "~ can't block <kinds>" and "~ can't be blocked by <kinds>" (issue 29, attack
requirements; ``sim.model.restriction_unless.CANT_BLOCK_KINDS``, ``NOT_BY_KINDS``): CR
509.1b — restrictions on blocks, checked as blockers are declared, on the creature's
characteristics then (its colors, types and power through the layers, 613; its keywords).

Of the blocker it reads only what ``sim.legality.problems.blockable`` groups blockers by: its
card, keywords, parameters, power — and whether it is a token."""

from __future__ import annotations

from sim.model.restriction_unless import CANT_BLOCK_KINDS, NOT_BY_KINDS
from sim.model.state import GameState
from sim.text import KEYWORDS
from sim.text.kind_words import Kind, kinds


def _is(state: GameState, pid: str, kind: Kind, source: str) -> bool:
    """Whether ``pid`` passes every test of ``kind`` (``source``: whose power "~'s power"
    is)."""
    perm = state.permanents[pid]
    card = perm.card
    for test, value in kind:
        if test == "color":
            ok = value in card.color_set
        elif test == "type":
            ok = value in card.types
        elif test == "super":
            ok = value in card.supertypes
        elif test == "subtype":
            ok = card.has_subtype(value)
        elif test == "non":
            ok = not card.has_subtype(value)
        elif test == "token":
            ok = perm.token
        elif test == "keyword":
            ok = state.keywords(pid) & int(KEYWORDS[value]) != 0
        elif test == "most":
            ok = state.power(pid) <= int(value)
        elif test == "least":
            ok = state.power(pid) >= int(value)
        elif test == "above":
            ok = state.power(pid) > state.power(source)
        else:  # "below"
            ok = state.power(pid) < state.power(source)
        if not ok:
            return False
    return True


def is_one_of(state: GameState, pid: str, words: str, source: str) -> bool:
    """Whether creature ``pid`` is of any kind the words name."""
    return any(_is(state, pid, kind, source) for kind in kinds(words) or ())


def kind_problems(state: GameState, blocker: str, attacker: str) -> list[tuple[str, str]]:
    """Why ``blocker`` can't block ``attacker`` by these restrictions: (CR rule, reason)."""
    out: list[tuple[str, str]] = []
    for kind, words in state.params(blocker):
        if kind == CANT_BLOCK_KINDS and is_one_of(state, attacker, words, blocker):
            out.append(("509.1b", f"can't block {words}"))
    for kind, words in state.params(attacker):
        if kind == NOT_BY_KINDS and is_one_of(state, blocker, words, attacker):
            out.append(("509.1b", f"{attacker!r} can't be blocked by {words}"))
    return out
