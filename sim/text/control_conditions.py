"""A triggered ability's intervening "if you control a(n) | no <permanent(s)>" clause (CR
603.4): "at the beginning of combat on your turn, if you control an Ajani planeswalker, put a
+1/+1 counter on ~"; "at the beginning of the end step, if you control no artifacts,
sacrifice ~". The clause is read off the front of a trigger's effect into the program's
``condition`` (``CONTROLS_IF`` and the words: "if you control an ajani planeswalker"), the
kind of permanent as ``sim.text.vocabulary.thing`` reads it (a card type, a subtype, a
planeswalker type before "planeswalker", 205.3j); it is checked as the ability triggers and
as it resolves (``sim.rules.conditions``) and renders back as written (``condition_words``).
Only a triggered ability's: a spell's "if you control ..." is no intervening "if"."""

from __future__ import annotations

import re
from functools import cache

import attrs

from sim.model.abilities import Filter
from sim.model.board_conditions import THAT_PLAYER
from sim.model.programs import SELF, THAT_PLAYERS, Program
from sim.text.condition_text import (
    ONLY_IF,
    about_it,
    board_condition,
    board_condition_words,
    last_known,
    names_self,
    on_attack,
)
from sim.text.effect_text import read_effect
from sim.text.it_deals import blocking_it_read, sourced_by_it
from sim.text.keyword_names import normalize, self_reference
from sim.text.vocabulary import thing
from sim.text.wording import Piece

#: the words a program's condition begins with when it is "if you control a(n) <thing>"
CONTROLS_IF = "if you control "

#: "whenever ~ attacks" (with ``it`` ~): the only trigger whose "defending player" is read
#: (CR 508.5: the player ~ attacks)
ATTACKS = "AttackerDeclared"

_CLAUSE = re.compile(r"^if you control ((?:an?|no) [a-z' -]+?), ", re.IGNORECASE)
#: any other intervening "if" clause: the words ``sim.text.condition_text`` may know
_ANY_IF = re.compile(r"^(if [a-z0-9~'+/ -]+?), ")


@cache
def controlled_kind(condition: str) -> Filter | None:
    """The kind of permanent a ``CONTROLS_IF`` condition names (its controller's filter
    left unset), or None when ``condition`` is no such condition ("if you control no
    artifacts": ``controls_none`` tells)."""
    if not condition.startswith(CONTROLS_IF):
        return None
    words = condition[len(CONTROLS_IF):].split(" ", 1)
    return thing(words[1]) if len(words) == 2 else None


def controls_none(condition: str) -> bool:
    """Whether a ``CONTROLS_IF`` condition asks for none of its kind ("if you control no
    artifacts") rather than one."""
    return condition.startswith(CONTROLS_IF + "no ")


#: "it deals ..." in a triggered ability about another object ("whenever a Dragon enters ...,
#: it deals X damage to any target"): that object deals the damage (CR 120.3, 608.2h), while a
#: damage instruction's source is the ability's (``sim.rules.damage``): not run
_IT_DEALS = re.compile(r"(?:^|[.,] (?:then )?)it deals\b")


def read_trigger_effect(effect: str, card_name: str, it: str, that_player: bool,
                        event: str = "", plain: bool = False) -> Program:
    """``_read_trigger_effect``, with "it deals" about another object than ~ not run (an
    "it" after ~ is named in the effect is ~)."""
    program = blocking_it_read(_read_trigger_effect(effect, card_name, it, that_player, event,
                                                    plain), it, effect.strip())
    key = self_reference(normalize(effect.strip()), card_name)
    found = _IT_DEALS.search(key)  # "it" after "~" in the effect ("if ~ is tapped, it deals
    # 1 damage to you", "put a counter on ~, then it deals ...") is ~
    if it != SELF and found is not None and "~" not in key[:found.start()] and \
            effect.strip() not in program.unsupported:  # (``sim.text.it_deals``)
        return sourced_by_it(program, key, it, event, effect.strip())
    return program


def _read_trigger_effect(effect: str, card_name: str, it: str, that_player: bool,
                         event: str = "", plain: bool = False) -> Program:
    """A triggered ability's effect (``read_effect``), an intervening "if you control a(n)
    <thing>, " at its front read into the program's condition (603.4) when the rest has
    none and ``thing`` knows the kind; or a condition of ``sim.text.condition_text`` ("if
    that player ...", "if it's not their turn": a step trigger's, about the active player, or
    one whose effect names the player its event names; "if it was a creature": a dies
    trigger's of the base grammar, ``plain``, about the creature that died or ~)."""
    step = event == "StepBegan"
    found = _CLAUSE.match(effect.strip())
    if found is not None:
        condition = CONTROLS_IF + found[1].lower()
        kind = controlled_kind(condition)
        if kind is not None and not kind.other:
            program = read_effect(effect.strip()[found.end():], card_name, it=it,
                                  that_player=that_player)
            if not program.condition:
                return attrs.evolve(program, text=effect.strip(), condition=condition)
    key = self_reference(normalize(effect.strip()), card_name)
    found = _ANY_IF.match(key)
    board = None if found is None else board_condition(found[1])
    if found is not None and board is not None and (not on_attack(board) or event == ATTACKS) \
            and (plain and (event == "Died" or event == "Left" and it == SELF)
                 if last_known(board) else it == SELF or not about_it(board)):
        it = SELF if names_self(board) else it  # "if ~ is tapped, put a counter on it"
        program = read_effect(key[found.end():], card_name, it=it, that_player=that_player)
        # "that player": the active player, whose step began (603.2b), or the player the
        # event names when the effect names them too (the trigger then carries them); else
        # not read
        theirs = step or that_player and any(op.who in THAT_PLAYERS for op in program.ops)
        if not program.condition and (board.who != THAT_PLAYER or theirs):
            return attrs.evolve(program, text=effect.strip(), condition=found[1])
    program = read_effect(effect, card_name, it=it, that_player=that_player)
    if key.startswith("if ") and program.ops and any(k == ONLY_IF for k, _ in
                                                     program.ops[0].params):
        # an intervening "if" not read as one (603.4) is no instruction's own "if" (608.2c)
        return attrs.evolve(program, unsupported=(*program.unsupported, effect.strip()))
    return program


def condition_words(condition: str) -> Piece | None:
    """The words a ``CONTROLS_IF`` condition renders back to ("if you control an ajani
    planeswalker, "), or a ``sim.text.condition_text`` one's, or None."""
    if controlled_kind(condition) is not None:
        return condition + ", "
    return board_condition_words(condition)


def about_self(condition: str) -> bool:
    """Whether a program's intervening "if" is about ~ itself, so "it" after it is ~ ("if ~
    is tapped, put a storage counter on it")."""
    board = board_condition(condition) if condition else None
    return board is not None and names_self(board)
