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

from sim.model.board_conditions import STATIC, BoardCondition
from sim.model.target_tax import GIVEN
from sim.text.render_self_costs import given_condition
from sim.text.render_statics import condition
from sim.text.wording import Piece


def static_condition(words: str) -> BoardCondition | None:
    """The words ``words`` (after "if ") as a static ability's condition, or None."""
    static = given_condition(GIVEN + "if " + words)
    if static is None:
        return None
    return BoardCondition(STATIC, word=static.condition, kind=static.what, least=static.count)


def static_words(c: BoardCondition) -> Piece:
    """The words of a ``STATIC`` condition (without "if ")."""
    return condition(c.word, c.kind, c.least)
