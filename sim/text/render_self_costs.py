"""A spell's own cost reduction under a condition (CR 601.2f: "~ costs {2} less to cast if |
as long as <condition>", "if <condition>, ~ costs {1} less to cast"; ``SELF_COST`` values
"<N>|given: <if | as long as> <condition>", ``sim.model.target_tax.GIVEN``).

The condition is one a static ability may have (CR 611.3a: "as long as there are four or more
card types among cards in your graveyard, ..."): ``given_condition`` reads its words with the
grammar's ``condition`` (as "as long as <condition>, ~ has flying") into that static ability's
model, which ``sim.rules.self_cost_checks`` evaluates as the spell's cost is determined and
``self_cost`` renders back (so a condition is run only when its model writes it back whole).
Only the conditions about players and the battlefield are read: not those about the source
itself (it isn't on the battlefield), nor the threshold ability word's."""

from __future__ import annotations

from collections.abc import Callable
from functools import cache

from sim.model import static_conditions as sc
from sim.model.abilities import (
    ATTACKED_THIS_TURN,
    CONTROLS,
    LEFT_THIS_TURN,
    LIFE,
    OPPONENT_LOST_LIFE,
    YOUR_TURN,
    Filter,
    Static,
)
from sim.model.player_conditions import FULL_PARTY, OPPONENTS_NONE
from sim.model.speed_verbs import MAX_SPEED
from sim.model.target_tax import GIVEN
from sim.text.spell_reductions import COUNTED, reduction_text
from sim.text.static_text import read_static
from sim.text.wording import Piece, alt

#: the conditions a spell's cost reduction may have (``sim.model.board.condition_holds``,
#: ``sim.model.static_conditions.holds``: its caster's hand, graveyard, life, permanents)
RUN = frozenset((CONTROLS, LIFE, YOUR_TURN, sc.HAND_AT_LEAST, sc.HAND_EMPTY,
                 sc.GRAVEYARD_CARD_TYPES, sc.GRAVEYARD_PERMANENTS, sc.GRAVEYARD_OF_KIND,
                 sc.GRAVEYARD_EMPTY, sc.GRAVEYARD_MANA_VALUES, sc.OPPONENT_GRAVEYARD,
                 sc.LIFE_AT_MOST, sc.OPPONENT_LIFE_AT_MOST, sc.DRAWN_AT_LEAST,
                 sc.CONTROLS_COLORED, sc.CONTROLS_NONE, sc.CONTROLS_TOKEN, sc.OPPONENT_POISON,
                 sc.NONLAND_ENTERED, sc.ENTERED_KIND, sc.CAST_KIND, sc.SPELLS_AT_LEAST,
                 sc.LIFE_ABOVE_START,
                 MAX_SPEED, sc.OPPONENT_HAND_EMPTY, sc.CITY_BLESSING, FULL_PARTY,
                 OPPONENTS_NONE))
#: "~ costs {2} less to cast during your turn" (CR 601.2f, 500: the turn of the player casting
#: it; read as the condition "it's your turn")
DURING_YOUR_TURN = GIVEN + "during your turn"


#: "~ costs {2} less to cast if it's bargained" (CR 702.166b; ``sim.rules.self_cost_checks``)
BARGAINED = GIVEN + "if it's bargained"
#: what happened this turn (raid's "if you attacked this turn", revolt's, ...:
#: ``sim.rules.turn_history``), after "given: if "
HISTORY = frozenset((ATTACKED_THIS_TURN, LEFT_THIS_TURN, OPPONENT_LOST_LIFE))
#: "if it's night | day" (CR 726: the game's designation, ``GameState.day_night``)
DAY_NIGHT = {"it's night": "night", "it's day": "day"}


def history(rest: str) -> str:
    """The ``HISTORY`` or ``DAY_NIGHT`` condition of the ``SELF_COST`` words ``rest``, ""
    for none."""
    words = rest.removeprefix(GIVEN + "if ")
    return words if (words in HISTORY or words in DAY_NIGHT) and rest.startswith(
        GIVEN + "if ") else ""


@cache
def given_condition(rest: str) -> Static | None:
    """The static ability whose condition is that of the ``SELF_COST`` words ``rest``
    ("given: if <condition>"), None when it is none the engine runs."""
    if not rest.startswith(GIVEN):
        return None
    words = "it's your turn" if rest == DURING_YOUR_TURN else \
        rest[len(GIVEN):].removeprefix("if ").removeprefix("as long as ")
    parsed = read_static(f"as long as {words}, ~ has flying")
    if parsed is None or len(parsed.statics) != 1 or parsed.params or parsed.flags:
        return None
    static = parsed.statics[0]
    return static if static.condition in RUN else None


def self_cost(value: str, condition: Callable[[str, Filter | None, int], Piece]) -> Piece:
    """The clause of a ``SELF_COST`` value, its condition written by ``condition``
    (``sim.text.render_statics.condition``)."""
    amount, rest = value.split("|")
    if rest.startswith(COUNTED):  # "for each <count>", "where x is <count>"
        return reduction_text(value)
    if not rest.startswith(GIVEN):
        return f"~ costs {{{amount}}} less to cast{'' if rest[0] == ',' else ' '}{rest}"
    if rest == BARGAINED:  # 702.166b
        return f"~ costs {{{amount}}} less to cast if it's bargained"
    static = given_condition(rest)
    said: Piece = history(rest)
    if static is None and not said:
        return f"<condition {rest}>"
    if static is not None:
        said = condition(static.condition, static.what, static.count)
    less = f"~ costs {{{amount}}} less to cast"
    if rest == DURING_YOUR_TURN and static is not None and static.condition == YOUR_TURN:
        return f"{less} during your turn"
    if rest[len(GIVEN):].startswith("as long as "):
        return (less, " as long as ", said)
    return alt((less, " if ", said), ("if ", said, ", ", less))
