"""The triggers about what players do (``sim.text.player_trigger_rules``) rendered back to
Oracle text: casting a spell of a kind (CR 601.2i), heroic's "a spell that targets ~", "when
you cast ~", drawing (121.1), discarding (701.9a), cycling (702.29c-d), scrying (701.22a)."""

from __future__ import annotations

from sim.model.chosen_spells import CHOSEN_SPELL_WORDS
from sim.model.ring_verbs import CHOOSE_BEARER, TEMPTED
from sim.text.render_combat_events import block_words
from sim.text.render_combat_triggers import expend_trigger
from sim.text.wording import Piece, alt

#: whose action: the subject's part after "|" (nothing: the controller's own)
_WHO = {"": ("you", ""), "player": ("a player", "s"), "opponent": ("an opponent", "s")}

_FIXED: dict[tuple[str, str], Piece] = {
    ("SpellCast", "self targeted"): "whenever you cast a spell that targets ~",
    ("SpellCast", "self"): alt("when you cast ~", "whenever you cast ~"),
    ("SpellCast", "any|opponent"): alt("whenever an opponent casts a spell",
                                       "when an opponent casts a spell"),
    ("Discarded", "you cycle or discard"): "whenever you cycle or discard a card",
    ("Discarded", "you cycle or discard another"): "whenever you cycle or discard another card",
    ("Cycled", "self"): alt("when you cycle ~", "when you cycle this card"),
    ("Cycled", "you"): "whenever you cycle a card",
    ("Cycled", "player"): "whenever a player cycles a card",
    ("Cycled", "another"): "whenever you cycle another card",
    ("LibraryLooked", "you scry"): "whenever you scry",
    ("Clashed", "you clash"): "whenever you clash",  # CR 701.30b
    ("Clashed", "you clash and win"): "whenever you clash and win",  # 701.30d
    (TEMPTED, "you"): alt("whenever the ring tempts you", "when the ring tempts you"),  # 701.54a
    (TEMPTED, CHOOSE_BEARER): "whenever you choose a creature as your ring-bearer",  # 701.54a
    ("SpellCast", "you commit a crime"): "whenever you commit a crime",
    ("LibraryLooked", "you surveil"): "whenever you surveil",
    ("Sacrificed", "you|self"): alt("when you sacrifice ~", "whenever you sacrifice ~"),
}

def player_trigger(event: str, subject: str) -> Piece | None:
    """The trigger condition (CR 603.1) of a trigger about what players do, or None when
    ``(event, subject)`` is not one of them."""
    found = _FIXED.get((event, subject))
    if found is not None:
        return found
    if event == "CostPaid":  # expend (``sim.text.render_combat_triggers``)
        return expend_trigger(subject)
    if event == "BlockerDeclared":  # ``sim.text.render_combat_events`` (or None)
        return block_words(subject)
    if event == "SpellCast" and subject.startswith("cast or copy|"):  # magecraft (707.10)
        kind = subject.partition("|")[2]
        return f"whenever you cast or copy {_article(kind)} {kind} spell"
    if event == "SpellCast" and " targeted by " in subject:
        return _targeted(subject)
    if event == "SpellCast":
        return _cast(subject)
    if event == "Sacrificed":
        who, _, what = subject.partition("|")
        if who not in ("you", "player"):
            return None
        head = "you sacrifice " if who == "you" else "a player sacrifices "
        article = "another" if what.startswith("another ") else _article(what)
        rest = f"{head}{article} {what.removeprefix('another ')}"
        return alt(f"whenever {rest}", f"when {rest}")  # the same trigger (CR 603.2)
    if event == "CardDrawn" and subject.partition("|")[2].isdigit():
        who, _, nth = subject.partition("|")
        person, s = _WHO["" if who == "you" else who]
        return f"whenever {person} draw{s} {_POSSESSIVE[who]} {_ORDINALS[int(nth)]} card each turn"
    if event == "LifeGained" and subject in ("you|1", "player", "opponent"):
        if subject == "you|1":
            return "whenever you gain life for the first time each turn"
        return f"whenever {_WHO[subject][0]} gains life"
    if event == "LandPlayed" and subject in ("you", "player", "opponent"):
        person, s = _WHO["" if subject == "you" else subject]
        return f"whenever {person} play{s} a land"
    if event in ("CardDrawn", "Discarded"):
        who, _, kind = subject.partition("|")
        if who not in ("you", "player", "opponent"):
            return None
        person, s = _WHO["" if who == "you" else who]
        verb = "draw" if event == "CardDrawn" else "discard"
        what = f"{_article(kind)} {kind} card" if kind else "a card"
        return f"whenever {person} {verb}{s} {what}"
    return None


def _article(word: str) -> str:
    return "an" if word[:1] in "aeiou" else "a"


_ORDINALS = {1: "first", 2: "second", 3: "third"}
_POSSESSIVE = {"you": "your", "": "your", "player": "their", "opponent": "their"}


def _cast(subject: str) -> Piece | None:
    """"whenever <who> cast[s] <a|an> <kind> spell [with mana value N or greater|less]",
    "... [during an opponent's turn]", "whenever <who> cast[s] <your|their> <nth> [<kind>]
    spell <each turn | during each opponent's turn>"."""
    kind, _, rest = subject.partition("|")
    whose, _, when = rest.partition("|")
    if whose not in _WHO:
        return None
    if when:
        person, s = _WHO[whose]
        words = "" if kind == "any" else f"{kind} "
        if not when[0].isdigit():  # "during an opponent's turn"
            spell = "a spell" if kind == "any" else f"{_article(kind)} {kind} spell"
            return f"whenever {person} cast{s} {spell} during an opponent's turn"
        nth, _, turn = when.partition(" ")
        during = "during each opponent's turn" if turn else "each turn"
        return (f"whenever {person} cast{s} {_POSSESSIVE[whose]} {_ORDINALS[int(nth)]} "
                f"{words}spell {during}")
    kind, _, origin = kind.partition(" from:")
    words, _, bound = kind.partition(" mv")
    person, s = _WHO[whose]
    head = "when"
    spell = "a spell" if words == "any" else f"{_article(words)} {words} spell"
    if words.count(" or ") == 2:  # "an instant, sorcery, or wizard spell" (601.2i)
        spell = f"{_article(words)} {words.replace(' or ', ', ', 1).replace(' or ', ', or ')} spell"
    spell = CHOSEN_SPELL_WORDS.get(words, spell)  # "a spell of the chosen color" (614.12)
    tail = ""
    if bound:
        more = "greater" if bound.startswith(">=") else "less"
        tail = f" with mana value {bound[2:]} or {more}"
    if origin:
        tail += " from " + {"nonhand": "anywhere other than your hand", "exile": "exile",
                            "own graveyard": "your graveyard", "graveyard": "a graveyard",
                            "hand": "your hand" if whose == "" else "their hand",
                            "library": "your library"}[origin]
    text = f"{person} cast{s} {spell}{tail}"
    if head == "when":
        return (alt("whenever", "when"), " ", text)
    return f"whenever {text}"


_TARGETED_WHO: dict[str, Piece] = {
    "self": (alt("when", "whenever"), " ~"),
    "enchanted": (alt("when", "whenever"), " enchanted creature"),
    "creature": "whenever a creature",
    "creature you control": "whenever a creature you control",
}


def _targeted(subject: str) -> Piece | None:
    """"<when|whenever> <~ | enchanted creature | a creature [you control]> becomes the
    target of a spell [or ability] [you control | an opponent controls] [for the first time
    each turn]" (CR 115.1)."""
    who, _, rest = subject.partition(" targeted by ")
    what, by, first = rest.split("|")
    head = _TARGETED_WHO.get(who)
    if head is None:
        return None
    tail = {"": "", "you": " you control", "opponent": " an opponent controls"}[by]
    when = " for the first time each turn" if first else ""
    return (head, f" becomes the target of a {what}{tail}{when}")
