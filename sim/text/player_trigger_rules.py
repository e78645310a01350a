"""The transformer rules of the Oracle grammar (``oracle.lark``) for the triggers about what
players do: casting a spell of a kind (CR 601.2i: "whenever you cast an artifact spell",
"whenever a player casts a black spell", "... a spell with mana value 4 or greater"), a spell
that targets the source (heroic), the spell itself ("when you cast ~"), drawing (121.1),
discarding (701.9a), cycling (702.29c-d) and scrying (701.22a). Each is ``(event, subject)``
(``sim.model.programs.Triggered``), run by ``sim.rules.player_triggers``.

A cast trigger's subject is ``"<kind>[|player|opponent]"`` (nothing after "|": the
controller's own spells), ``<kind>`` the spell's qualities as Oracle words, each checked here
against the vocabulary (``spell_word``): "artifact", "spirit or arcane", "eldrazi creature",
"multicolored", with " mv>=N" or " mv<=N" for "with mana value N or greater / less" ("any" for
no quality: "a spell with mana value 4 or greater" is "any mv>=4").

Interpreted in the compiled build (``setup.py``): the class subclasses lark's
``Transformer``, which mypyc cannot compile.
"""

from __future__ import annotations

from typing import Any

from lark import Token, Transformer

from sim.model.programs import LOSE_LIFE
from sim.text.effect_rules import Instruction, Who
from sim.text.static_rules import Refused
from sim.text.vocabulary import COLORS, creature_type

#: the card types (CR 205.2a) a spell filter names
SPELL_TYPES = frozenset(("artifact", "creature", "enchantment", "instant", "sorcery",
                         "planeswalker", "battle", "kindred", "tribal"))
#: the spell, artifact and enchantment subtypes a cast trigger names (205.3i, 205.3g-h)
SPELL_SUBTYPES = frozenset(("arcane", "aura", "equipment", "vehicle", "saga", "lesson", "trap",
                            "shrine"))  # (205.3h: an enchantment type)
#: the other qualities: no color or two or more (105.2b-c), legendary (205.4d), historic
#: (700.6: legendary, artifact or Saga), kicked (702.33d)
SPELL_QUALITIES = frozenset(("colorless", "multicolored", "monocolored", "legendary",
                             "historic", "kicked"))

#: the kinds of permanent a sacrifice trigger names beside a spell filter's words: artifact
#: subtypes of the predefined tokens (CR 111.10), lands, "permanent", "token"
_SACRIFICE_KINDS = frozenset(("permanent", "token", "land", "clue", "food", "blood",
                              "treasure", "map", "powerstone", "gold", "shard", "incubator"))

#: "that player" names the player of the event: the one who drew, discarded, cycled, cast
THAT_PLAYER_EVENTS = frozenset(("CardDrawn", "Discarded", "Cycled", "SpellCast", "Sacrificed",
                                "LandPlayed", "LifeGained"))


def spell_word(word: str) -> bool:
    """Whether ``word`` is a quality a spell filter may name: a card type or non-type, a
    color, a quality of ``SPELL_QUALITIES``, a subtype."""
    plain = word[3:].lstrip("-") if word.startswith("non") else word
    return plain in SPELL_TYPES or word in COLORS or word in SPELL_QUALITIES or \
        word in SPELL_SUBTYPES or bool(creature_type(word)) and creature_type(word).lower() == word


#: "first", "second", "third" spell or card each turn
_NTH = {"first": 1, "second": 2, "third": 3}


def _nth(c: list[Any]) -> str:
    """The "|<when>" of an ordinal trigger: "<n>" ("your second spell each turn"), "<n>
    opponent's turn" ("your first spell during each opponent's turn")."""
    nth, kind = 0, "any"
    when = ""
    for child in c:
        if isinstance(child, int):
            nth = child
        elif isinstance(child, tuple):
            when = child[0]
        elif isinstance(child, str):
            kind = child
    return f"{kind}|{{}}|{nth}{when}"


def _kind(c: list[Any]) -> str:
    """A cast trigger's kind from its children: the spell's words (``cast_kind``, optional)
    and a mana value bound (``cast_value``, optional)."""
    kind = "any"
    bound = origin = ""
    for child in c:
        if isinstance(child, tuple):
            bound = f" mv{child[0]}{child[1]}"
        elif isinstance(child, str) and child.startswith(" from:"):
            origin = child
        elif isinstance(child, str):
            kind = child
    return kind + bound + origin


class PlayerTriggerRules(Transformer[Token, Any]):
    """Triggers about what players do as ``(event, subject)``; each method is named after a
    rule or an alias of ``oracle.lark``."""

    def cast_kind(self, c: list[Any]) -> str:
        """"artifact", "spirit or arcane", "eldrazi creature": each word one a spell filter
        knows (``spell_word``), else ``Refused``."""
        words = [str(t) for t in c]
        for word in words:
            if word != "or" and not spell_word(word):
                raise Refused(word)
        return " ".join(words)

    def cast_from(self, c: list[Any]) -> str:
        """" from:<zone>": "hand", "nonhand" ("anywhere other than your hand"), "exile",
        "graveyard" ("a graveyard"), "own graveyard" ("your graveyard"), "library" ("your
        library": cast from its top, ``sim.rules.top_plays``)."""
        words = " ".join(str(t) for t in c[1:])
        return " from:" + {"anywhere other than your hand": "nonhand", "exile": "exile",
                           "your graveyard": "own graveyard", "a graveyard": "graveyard",
                           "your hand": "hand", "their hand": "hand",
                           "your library": "library"}[words]  # (401.2, 601.2a: its top)

    def you_cast_instant_or_sorcery(self, c: list[Any]) -> tuple[str, str]:
        return "SpellCast", "instant or sorcery" + c[0]

    def cast_value(self, c: list[Any]) -> tuple[str, int]:
        """"with mana value N or greater / less" (CR 202.3)."""
        return (">=" if str(c[-1]) == "greater" else "<="), int(str(c[3]))

    def cast_nth(self, c: list[Any]) -> int:
        return _NTH[str(c[0])]

    def cast_turn(self, c: list[Any]) -> tuple[str]:
        """"each turn" (nothing) or "during each opponent's turn"."""
        return ("" if str(c[0]) == "each" else " opponent's turn",)

    def you_cast_nth(self, c: list[Any]) -> tuple[str, str]:
        return "SpellCast", _nth(c).format("")

    def player_casts_nth(self, c: list[Any]) -> tuple[str, str]:
        return "SpellCast", _nth(c).format("player")

    def opponent_casts_nth(self, c: list[Any]) -> tuple[str, str]:
        return "SpellCast", _nth(c).format("opponent")

    def you_cast_on_their_turn(self, c: list[Any]) -> tuple[str, str]:
        return "SpellCast", f"{c[0] if c else 'any'}||opponent's turn"

    def draws_nth(self, c: list[Any]) -> tuple[str, str]:
        return "CardDrawn", f"{c[0]}|{c[-1]}"

    def when_you_cast_creature(self, c: list[Any]) -> tuple[str, str]:
        return "SpellCast", "creature"

    def you_gain_life_first(self, c: list[Any]) -> tuple[str, str]:
        return "LifeGained", "you|1"

    def opponent_gains_life(self, c: list[Any]) -> tuple[str, str]:
        return "LifeGained", "opponent"

    def player_gains_life(self, c: list[Any]) -> tuple[str, str]:
        return "LifeGained", "player"

    def plays_land(self, c: list[Any]) -> tuple[str, str]:
        return "LandPlayed", str(c[0])

    def you_surveil(self, c: list[Any]) -> tuple[str, str]:
        return "LibraryLooked", "you surveil"

    def sacrificed(self, c: list[Any]) -> str:
        """"self", or "[another ]<kind>[ token]": the kind a card type, "permanent", "token"
        or a subtype ("clue", "food", "blood token"), else ``Refused``."""
        words = [str(t) for t in c]
        if words == ["~"]:
            return "self"
        kind = words[1]
        if kind not in _SACRIFICE_KINDS and not spell_word(kind):
            raise Refused(kind)
        return " ".join(["another"] * (words[0] == "another") + words[1:])

    def you_sacrifice(self, c: list[Any]) -> tuple[str, str]:
        return "Sacrificed", f"you|{c[0]}"

    def player_sacrifices(self, c: list[Any]) -> tuple[str, str]:
        return "Sacrificed", f"player|{c[0]}"

    def that_player_loses(self, c: list[Any]) -> Instruction:
        """"that player loses N life" (CR 119.3)."""
        n, x = c[0]
        return Instruction("counted", Who("it", "that player"), LOSE_LIFE, n, x)

    def you_commit_crime(self, c: list[Any]) -> tuple[str, str]:
        return "SpellCast", "you commit a crime"

    def target_of(self, c: list[Any]) -> str:
        """"the target of a spell or ability an opponent controls for the first time each
        turn" as "spell or ability|opponent|first"."""
        words = " ".join(str(t) for t in c)
        what = "spell or ability" if " or ability" in words else "spell"
        by = "you" if " you control" in words else "opponent" if " opponent " in words else ""
        return f"{what}|{by}|{'first' if ' first ' in words else ''}"

    def self_becomes_target(self, c: list[Any]) -> tuple[str, str]:
        return "SpellCast", f"self targeted by {c[-1]}"

    def enchanted_becomes_target(self, c: list[Any]) -> tuple[str, str]:
        return "SpellCast", f"enchanted targeted by {c[-1]}"

    def creature_becomes_target(self, c: list[Any]) -> tuple[str, str]:
        return "SpellCast", f"creature targeted by {c[-1]}"

    def yours_becomes_target(self, c: list[Any]) -> tuple[str, str]:
        return "SpellCast", f"creature you control targeted by {c[-1]}"

    def discard_kind(self, c: list[Any]) -> str:
        return str(c[0])

    def player_who(self, c: list[Any]) -> str:
        return {"you": "you", "a": "player", "an": "opponent"}[str(c[0])]

    def you_cast_kind(self, c: list[Any]) -> tuple[str, str]:
        return "SpellCast", _kind(c)

    def you_cast_creature(self, c: list[Any]) -> tuple[str, str]:
        return "SpellCast", "creature" + _kind(c)[3:]

    def player_casts_kind(self, c: list[Any]) -> tuple[str, str]:
        return "SpellCast", _kind(c) + "|player"

    def opponent_casts_kind(self, c: list[Any]) -> tuple[str, str]:
        return "SpellCast", _kind(c) + "|opponent"

    def opponent_casts_when(self, c: list[Any]) -> tuple[str, str]:
        return "SpellCast", "any|opponent"

    def you_cast_targeting_self(self, c: list[Any]) -> tuple[str, str]:
        return "SpellCast", "self targeted"

    def self_cast(self, c: list[Any]) -> tuple[str, str]:
        return "SpellCast", "self"

    def draws_card(self, c: list[Any]) -> tuple[str, str]:
        return "CardDrawn", str(c[0])

    def discards_card(self, c: list[Any]) -> tuple[str, str]:
        who = str(c[0])
        return "Discarded", who if len(c) < 2 else f"{who}|{c[1]}"

    def cycle_or_discard(self, c: list[Any]) -> tuple[str, str]:
        return "Discarded", "you cycle or discard"

    def cycle_or_discard_another(self, c: list[Any]) -> tuple[str, str]:
        return "Discarded", "you cycle or discard another"

    def self_cycled(self, c: list[Any]) -> tuple[str, str]:
        return "Cycled", "self"

    def you_cycle_card(self, c: list[Any]) -> tuple[str, str]:
        return "Cycled", "you"

    def player_cycles_card(self, c: list[Any]) -> tuple[str, str]:
        return "Cycled", "player"

    def cycle_another(self, c: list[Any]) -> tuple[str, str]:
        return "Cycled", "another"

    def you_scry(self, c: list[Any]) -> tuple[str, str]:
        return "LibraryLooked", "you scry"

    def you_clash(self, c: list[Any]) -> tuple[str, str]:  # CR 701.30b
        return "Clashed", "you clash"

    def you_clash_win(self, c: list[Any]) -> tuple[str, str]:  # CR 701.30d
        return "Clashed", "you clash and win"
