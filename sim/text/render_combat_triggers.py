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
    AND_OTHERS,
    ANY_ATTACK,
    ATTACK_WITH,
    ATTACK_YOU,
    COMBAT_OPPONENTS_TURN,
    ENCHANTED_UPKEEPS,
    EQUIPPED_PLAYER_OR_BATTLE,
    EXPEND,
    OPPONENT_NONCOMBAT,
    SELF_ENTERS_OR_PLAYER,
    SELF_PLAYER_OR_BATTLE,
    YOURS_DAMAGE_PLAYER,
)
from sim.text.keyword_names import KEYWORDS
from sim.text.wording import Piece, alt

#: each keyword flag's name ("flying")
_KEYWORD_NAMES = {int(flag): name for name, flag in reversed(KEYWORDS.items())}

_WHEN: Piece = alt("whenever ", "when ")

#: each fixed (event, subject) as its wordings
COMBAT_TRIGGER_WORDS: dict[tuple[str, str], Piece] = {
    ("DamageDealt", SELF_PLAYER_OR_BATTLE): (_WHEN, "~ deals combat damage to a player or battle"),
    ("DamageDealt", EQUIPPED_PLAYER_OR_BATTLE):
        (_WHEN, "equipped creature deals combat damage to a player or battle"),
    ("StepBegan", COMBAT_OPPONENTS_TURN): "at the beginning of combat on each opponent's turn",
    ("DamageDealt", OPPONENT_NONCOMBAT): (_WHEN, "an opponent is dealt noncombat damage"),
    ("BlockerDeclared", "self blocked"): (_WHEN, "~ becomes blocked"),  # (603.1)
    ("DamageDealt", "self"): (_WHEN, "~ deals combat damage"),
    ("DamageDealt", SELF_ENTERS_OR_PLAYER):
        (_WHEN, "~ enters ", alt("", "the battlefield "), "or deals combat damage to a player"),
}
for _event, _subject in ENCHANTED_UPKEEPS:  # "... of enchanted land's controller" (303.4)
    COMBAT_TRIGGER_WORDS[(_event, _subject)] = f"at the beginning of the {_subject}"

#: who "and at least N other ..." names
_WHO = {"equipped": "equipped creature", "enchanted": "enchanted creature"}

#: numbers as words ("two or more creatures")
_NUMBERS = {1: "one", 2: "two", 3: "three", 4: "four", 5: "five", 6: "six", 7: "seven",
            8: "eight"}


def kinds(f: Filter) -> Piece:
    """The kind a batch trigger names, in the plural: "creatures", "legendary creatures",
    "nontoken creatures", "birds", "nontoken vampires", "artifact creatures", "non-human
    creatures", "ninja or rogue creatures"."""
    token = "nontoken " if f.token is False else ""
    if "/" in f.subtype:  # "ninja or rogue creatures" (either)
        return f.subtype.lower().replace("/", " or ") + " creatures"
    if f.subtype:
        return token + plural(f.subtype).lower()
    attached = f.attached + " " if f.attached else ""  # "equipped creatures" (CR 301.5)
    return ("legendary " if f.legendary else "", token, more_words(f), attached, "creatures")


def more_words(f: Filter) -> Piece:
    """"artifact ", "non-human ", "nonartifact " (``Filter.more`` of a trigger's kind)."""
    more = f.more
    if more is None:
        return ""
    if more.not_subtype:
        return f"non-{more.not_subtype.lower()} "
    return "".join(f"non{t.lower()} " for t in more.not_types) + \
        "".join(f"{t.lower()} " for t in more.any_types)


def keyword_and_power(f: Filter) -> str:
    """" with flying", " with power 3 or greater", " with power 2 or less" (or ""): the
    qualities a trigger's subject is written with, one creature or a batch alike."""
    out = f" with {_KEYWORD_NAMES.get(f.with_kw, '?')}" if f.with_kw else ""
    if f.min_power is not None:
        out += f" with power {f.min_power} or greater"
    if f.max_power is not None:
        out += f" with power {f.max_power} or less"
    if f.min_toughness is not None:  # CR 208.1
        out += f" with toughness {f.min_toughness} or greater"
    return out


def batch_quality(f: Filter) -> str:
    """" with flying", " with power 3 or greater | less", " with +1/+1 counters on them"."""
    out = keyword_and_power(f)
    if f.counter:  # CR 122.1
        out += f" with {f.counter} counters on them"
    return out


def batch_trigger(t: Triggered) -> Piece:
    """"whenever you attack with N or more <kinds>", "whenever one or more <kinds> you control
    attack" (the same trigger as "... you attack with one or more <kinds>"), "whenever one or
    more <kinds> attack", "whenever one or more <kinds> you control deal combat damage to a
    player"."""
    f = t.about
    assert f is not None
    what, quality = kinds(f), batch_quality(f)
    if t.subject == ANY_ATTACK and not quality:
        return (_WHEN, "one or more ", what, " attack")
    if t.subject == ATTACK_YOU and not quality:
        return (_WHEN, "one or more ", what, " attack you")
    if t.subject == YOURS_DAMAGE_PLAYER:
        return (_WHEN, "one or more ", what, " you control", quality,
                " deal combat damage to a player")
    if AND_OTHERS in t.subject:  # "~ | equipped creature and at least N other <kind> attack"
        who, _, count = t.subject.partition(AND_OTHERS)
        n = int(count)
        word = (f.subtype.lower() or "creature") if n == 1 else kinds(f)
        return (_WHEN, _WHO.get(who, "~"), f" and at least {_NUMBERS.get(n, count)} other ", word,
                " attack")
    if not t.subject.startswith(ATTACK_WITH + "|"):
        return "?"
    n = int(t.subject.split("|")[1])
    number = _NUMBERS.get(n, str(n))
    with_n = ("you attack with ", number, " or more ", what, quality)
    yours: Piece = (number, " or more ", what, " you control", quality, " attack")
    return (_WHEN, alt(with_n, yours))


def expend_trigger(subject: str) -> Piece | None:
    """"whenever you expend N", or None for another subject."""
    kind, _, n = subject.partition("|")
    return (_WHEN, f"you expend {n}") if kind == EXPEND else None

