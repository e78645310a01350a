"""One model for both kinds of condition (issue 29, conditions): the conditions a static
ability's "as long as" reads (``sim.model.static_conditions``, the grammar's ``condition``)
read also after an intervening "if" (CR 603.4), an instruction's own "if" (608.2c), "...
instead if" and "activate only if" (602.5b), where ``sim.text.condition_text`` reads none
of its own.

CR 611.3a: a static ability's condition is checked continuously; CR 603.4: a triggered
ability's "if <condition>" is checked as the event happens and again as the ability
resolves; CR 608.2c: an instruction's "if" as it is done. Each is the same test of the board
at that moment, so one predicate serves them all (``sim.model.board.condition_holds``, asked
by ``sim.model.board_conditions.holds`` for a ``STATIC`` condition). Only the conditions
about the ability's controller and the board are read (``sim.text.render_self_costs.RUN``:
cards in hand and graveyards, life, poison, permanents controlled), not those about the
source (it may be a spell, or a card in a graveyard) — the words are read by the grammar
into the static model and rendered back from it (``sim.text.render_statics.condition``), so
a condition is read only when its model writes it back whole.
"""

from __future__ import annotations

from sim.model.abilities import Static
from sim.model.board_conditions import STATIC, YOU, BoardCondition
from sim.model.static_conditions import SOURCE_KINDS
from sim.model.target_tax import GIVEN
from sim.text.render_self_costs import given_condition
from sim.text.render_statics import condition
from sim.text.static_text import read_static
from sim.text.wording import Piece


def static_condition(words: str) -> BoardCondition | None:
    """The words ``words`` (after "if ") as a static ability's condition, or None: one about
    the controller and the board, or (``SOURCE_KINDS``) about the source itself ("if it's
    renowned", "if ~ entered the battlefield this turn": ``sim.text.condition_text.about_it``
    reads those only where "it" is ~)."""
    static = given_condition(GIVEN + "if " + words) or _about_source(words)
    if static is None:
        return None
    return BoardCondition(STATIC, "it" if words.startswith("it") and static.condition in
                          SOURCE_KINDS else YOU, word=static.condition, kind=static.what,
                          least=static.count)  # ("it": ~ only in a trigger about ~)


def _about_source(words: str) -> Static | None:
    """The static ability whose condition, one about its source, is ``words``; None for any
    other words."""
    parsed = read_static(f"as long as {words}, ~ has flying")
    if parsed is None or len(parsed.statics) != 1 or parsed.params or parsed.flags:
        return None
    static = parsed.statics[0]
    return static if static.condition in SOURCE_KINDS else None


def static_words(c: BoardCondition) -> Piece:
    """The words of a ``STATIC`` condition (without "if ")."""
    return condition(c.word, c.kind, c.least)
