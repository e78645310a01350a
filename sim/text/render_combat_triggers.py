"""The combat and player trigger conditions of ``sim.text.combat_trigger_rules`` rendered back
to Oracle text (CR 603.1: "when" and "whenever" word the same trigger): the batches of
attackers and of combat damage with the kind they name ("two or more creatures", "one or
more birds you control"), and the fixed wordings (``COMBAT_TRIGGER_WORDS``, which
``sim.text.render_triggers`` adds to its own)."""

from __future__ import annotations

from sim.model.abilities import Filter
from sim.model.programs import Triggered
from sim.model.qualities import plural
from sim.text.combat_trigger_rules import (
    ANY_ATTACK,
    ATTACK_YOU,
    COMBAT_OPPONENTS_TURN,
    ENCHANTED_UPKEEPS,
    EQUIPPED_PLAYER_OR_BATTLE,
    EXPEND,
    OPPONENT_NONCOMBAT,
    SELF_PLAYER_OR_BATTLE,
    YOURS_DAMAGE_PLAYER,
)
from sim.text.wording import Piece, alt

_WHEN: Piece = alt("whenever ", "when ")

#: each fixed (event, subject) as its wordings
COMBAT_TRIGGER_WORDS: dict[tuple[str, str], Piece] = {
    ("DamageDealt", SELF_PLAYER_OR_BATTLE): (_WHEN, "~ deals combat damage to a player or battle"),
    ("DamageDealt", EQUIPPED_PLAYER_OR_BATTLE):
        (_WHEN, "equipped creature deals combat damage to a player or battle"),
    ("StepBegan", COMBAT_OPPONENTS_TURN): "at the beginning of combat on each opponent's turn",
    ("DamageDealt", OPPONENT_NONCOMBAT): (_WHEN, "an opponent is dealt noncombat damage"),
}
for _event, _subject in ENCHANTED_UPKEEPS:  # "... of enchanted land's controller" (303.4)
    COMBAT_TRIGGER_WORDS[(_event, _subject)] = f"at the beginning of the {_subject}"

#: numbers as words ("two or more creatures")
_NUMBERS = {1: "one", 2: "two", 3: "three", 4: "four", 5: "five", 6: "six", 7: "seven",
            8: "eight"}


def kinds(f: Filter) -> str:
    """The kind a batch trigger names, in the plural: "creatures", "legendary creatures",
    "nontoken creatures", "birds"."""
    if f.subtype:
        return plural(f.subtype).lower()
    return ("legendary " if f.legendary else "") + ("nontoken " if f.token is False else "") + \
        "creatures"


def batch_trigger(t: Triggered) -> Piece:
    """"whenever you attack with N or more <kinds>", "whenever one or more <kinds> you control
    attack" (the same trigger as "... you attack with one or more <kinds>"), "whenever one or
    more <kinds> attack", "whenever one or more <kinds> you control deal combat damage to a
    player"."""
    f = t.about
    assert f is not None
    what = kinds(f)
    if t.subject == ANY_ATTACK:
        return (_WHEN, f"one or more {what} attack")
    if t.subject == ATTACK_YOU:
        return (_WHEN, f"one or more {what} attack you")
    if t.subject == YOURS_DAMAGE_PLAYER:
        return (_WHEN, f"one or more {what} you control deal combat damage to a player")
    n = int(t.subject.split("|")[1])
    with_n = f"you attack with {_NUMBERS.get(n, n)} or more {what}"
    if n == 1:
        return (_WHEN, alt(with_n, f"one or more {what} you control attack"))
    return (_WHEN, with_n)


def expend_trigger(subject: str) -> Piece | None:
    """"whenever you expend N", or None for another subject."""
    kind, _, n = subject.partition("|")
    return (_WHEN, f"you expend {n}") if kind == EXPEND else None

