"""``BECOMES`` rendered back to Oracle text (issue 29, "becomes"; ``sim.model.become_verbs``,
read by ``sim.text.animate_rules``): each change in the order written, joined as one English
list ("loses defender and gains flying", "becomes a human with base power and toughness 1/1,
loses all ...") after the subject, the duration after them or first ("until end of turn, ...")
and "it's still a land" last (CR 205.1b)."""

from __future__ import annotations

from collections.abc import Callable

from sim.model.become_verbs import (
    BECOMES,
    CHOSEN_COLOR,
    CHOSEN_TYPE,
    STILL_SENTENCE,
    Becoming,
)
from sim.model.control_durations import DURATION_WORDS
from sim.model.next_turn_durations import NEXT_TURN, NEXT_TURN_WORDS
from sim.model.programs import END_OF_COMBAT, END_OF_TURN, Op
from sim.model.qualities import COLOR_NAMES_BY_LETTER
from sim.model.tapped_durations import WHILE_TAPPED, WHILE_TAPPED_WORDS
from sim.text.render_fights import Names
from sim.text.render_statics import abilities
from sim.text.render_statics import pt as bonus
from sim.text.wording import Piece, alt, listing

#: the verb, for one object or several ("all creatures become black")
_BECOMES = alt("becomes", "become")
_DURATIONS = {END_OF_TURN: " until end of turn", END_OF_COMBAT: " until end of combat", "": "",
              WHILE_TAPPED: " " + WHILE_TAPPED_WORDS,  # CR 611.2b
              NEXT_TURN: " " + NEXT_TURN_WORDS,  # CR 500.5
              **{k: " " + v for k, v in DURATION_WORDS.items()}}  # 611.2b


#: "it's still a land" after the sentence, or of several "they're still lands" (CR 205.1b)
_STILL = alt(". it's still a land", ". they're still lands")


def _colors(colors: tuple[str, ...]) -> str:
    return " and ".join(COLOR_NAMES_BY_LETTER[c] for c in colors) if colors else "colorless"


def _article(first: str) -> str:
    """"a" or "an" before a word or a power ("an 8/8", "an 11/11", "an elf")."""
    if first[:1].isdigit():
        return "an " if first[0] == "8" or first.split("/")[0] in ("11", "18") else "a "
    return "an " if first[:1] in "aeiou" else "a "


def _change(b: Becoming, kind: str) -> Piece:
    if kind == "pump":
        return (alt("gets ", "get "), bonus(*b.pump))  # "-2/-0" (a zero beside a minus)
    if kind == "pt":
        return (alt("has", "have"), f" base power and toughness {b.power}/{b.toughness}")
    if b.choice == CHOSEN_COLOR and kind == "color" or b.choice == CHOSEN_TYPE and \
            kind == "retype":
        return (_BECOMES, f" the {b.choice} of your choice")
    if kind == "color":
        return (_BECOMES, " ", _colors(b.colors or ()))
    if kind == "lose":
        return (alt("loses ", "lose "), listing(abilities(b.remove)))
    if kind == "strip":  # CR 613.1f
        return alt("loses all abilities", "lose all abilities")
    if kind == "gain":
        return (alt("gains ", "gain "), listing(abilities(b.add)))
    words = [*(COLOR_NAMES_BY_LETTER[c] for c in b.colors or ()), *(t.lower() for t in b.subtypes)]
    if len(b.colors or ()) == 2:
        words.insert(1, "and")
    if kind == "retype":
        words += [t.lower() for t in b.types]
        return (_BECOMES, " ", _article(words[0]), " ".join(words),
                f" with base power and toughness {b.power}/{b.toughness}" if b.power is not None
                else "", (" ", b.still) if b.still else "")
    pt = f"{b.power}/{b.toughness}"
    words += [t.lower() for t in b.types if t != "Creature"]
    kws: list[Piece] = [*(abilities(b.add) if "gain" not in b.order else []),
                        *(f'"{q}"' for q in b.quoted)]  # CR 613.1f
    still = b.still if b.still and b.still != STILL_SENTENCE else ""
    body = (pt, " ", *(w + " " for w in words), "creature")
    return (_BECOMES, " ", alt((_article(pt), *body), (*body, "s")),  # "become 2/2 creatures"
            (" with ", listing(kws)) if kws else "", (" ", still) if still else "")


def becomes(names: Names, op: Op) -> Piece:
    """"target creature has base power and toughness 1/1 until end of turn", "until end of
    turn, ~ becomes a 4/4 ...", "... until end of turn. it's still a land"."""
    b = op.becoming
    if b is None or op.duration not in _DURATIONS:
        return f"<{op.verb}>"
    parts = [_change(b, kind) for kind in b.order]
    body: Piece = parts[0] if len(parts) == 1 else \
        (parts[0], " and ", parts[1]) if len(parts) == 2 else \
        (*((p, ", ") for p in parts[:-1]), "and ", parts[-1])
    still: Piece = _STILL if b.still == STILL_SENTENCE else ""
    if still and b.quoted and b.quoted[-1].endswith(".") and b.order[-1] == "animate" and \
            (b.duration_first or not op.duration):
        still = " it's still a land"  # (the quotation's period ends the sentence)
    if b.duration_first:
        return (_DURATIONS[op.duration][1:], ", ", names.who(op.who), " ", body, still)
    return (names.who(op.who), " ", body, _DURATIONS[op.duration], still)


#: the words of one change (``sim.text.render_attached_changes``)
change_words = _change

#: the writer of the verb (``sim.text.render_effects.program``)
BECOME_WRITERS: dict[str, Callable[[Names, Op], Piece]] = {BECOMES: becomes}
