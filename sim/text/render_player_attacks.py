"""The trigger conditions of ``sim.text.player_attack_rules`` rendered back to Oracle text
(CR 603.1: "when" and "whenever" word the same trigger): ``PLAYER_ATTACK_WORDS``, which
``sim.text.render_triggers`` adds to its own, and ``you_attack_player_with`` for a kind."""

from __future__ import annotations

from sim.model.programs import Triggered
from sim.text.player_attack_rules import (
    OPPONENT_ATTACKS_YOU,
    PLAYER_ATTACKS_WITH,
    PLAYER_ATTACKS_YOU,
    YOU_ATTACK_PLAYER,
)
from sim.text.render_combat_triggers import batch_quality, kinds
from sim.text.wording import Piece, alt

_WHEN: Piece = alt("whenever ", "when ")
_NUMBERS = {1: "one", 2: "two", 3: "three", 4: "four", 5: "five", 6: "six", 7: "seven",
            8: "eight"}

#: each fixed (event, subject) as its wordings
PLAYER_ATTACK_WORDS: dict[tuple[str, str], Piece] = {
    ("AttackerDeclared", YOU_ATTACK_PLAYER): (_WHEN, "you attack a player"),
    ("AttackerDeclared", PLAYER_ATTACKS_YOU): (_WHEN, "a player attacks you"),
    ("AttackerDeclared", OPPONENT_ATTACKS_YOU): (_WHEN, "an opponent attacks you"),
    **{("AttackerDeclared", f"{PLAYER_ATTACKS_WITH}|{n}"):
       (_WHEN, f"a player attacks with {word} or more creatures") for n, word in _NUMBERS.items()},
}


def you_attack_player_with(t: Triggered) -> Piece:
    """"whenever you attack a player with one or more <kinds> [with ...]"."""
    f = t.about
    assert f is not None
    return (_WHEN, "you attack a player with one or more ", kinds(f), batch_quality(f))
