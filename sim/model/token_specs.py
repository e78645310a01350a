"""A token's characteristics as an instruction creates it (CR 111.4), and the predefined
tokens (CR 111.10); ``sim.model.programs`` names both for the instructions.
"""

from __future__ import annotations

import attrs

from sim.model.keywords import Kw


@attrs.frozen(slots=True)
class TokenSpec:
    """A token's characteristics ("a 3/3 green Ooze creature token", CR 111.4)."""

    power: int
    toughness: int
    colors: tuple[str, ...] = ()
    subtypes: tuple[str, ...] = ()
    keywords: Kw = Kw.NONE
    #: a noncreature token's card types, and its abilities as Oracle text (a predefined
    #: token's, CR 111.10: ``PREDEFINED_TOKENS``); ``kind`` names a predefined token
    types: tuple[str, ...] = ("Creature",)
    text: str = ""
    kind: str = ""
    #: the +1/+1 counters it is created with ("incubate N": an Incubator token with N +1/+1
    #: counters on it, CR 701.53a)
    counters: int = 0
    #: "an x/x ... token, where x is <count>" (CR 107.3, 608.2h): its power and toughness
    #: are the count as the instruction is carried out (``sim.rules.token_sizes``)
    x_pt: bool = False
    #: no power and toughness written: its quoted characteristic-defining ability defines
    #: both ('a green Elemental creature token with "this creature's power and toughness are
    #: each equal to ..."', CR 604.3, 208.2; 0/0 before it applies)
    defined_pt: bool = False
    #: the name the effect gives it ("a 1/1 ... token named Cloud Sprite", CR 111.4), and
    #: whether it is legendary ("create Voja, a legendary 3/3 ... token": 205.4d, 704.5j)
    named: str = ""
    legendary: bool = False

    @property
    def name(self) -> str:
        """The token's name: the one the effect gives it (111.4), a predefined token's kind
        ("Treasure", 111.10), else its creature types ("Ooze"), or "Creature" when it has
        none."""
        return self.named or self.kind or " ".join(self.subtypes) or "Creature"


#: CR 111.10: the predefined tokens, by the word naming them ("treasure"): a colorless artifact
#: of that subtype with the abilities the rules give it — Treasure (111.10a), Food (111.10b),
#: Clue (111.10f), Blood (111.10g), Powerstone (111.10h), Map, Junk and Lander (111.10) —
#: compiled by the Oracle compiler (``sim.rules.tokens.spec_card``); a token is created only if
#: its text runs in full
PREDEFINED_TOKENS = {
    kind.lower(): TokenSpec(0, 0, subtypes=(kind,), types=("Artifact",), text=text, kind=kind)
    for kind, text in (
        ("Treasure", "{T}, Sacrifice this artifact: Add one mana of any color."),
        ("Food", "{2}, {T}, Sacrifice this artifact: You gain 3 life."),
        ("Clue", "{2}, Sacrifice this artifact: Draw a card."),
        ("Blood", "{1}, {T}, Discard a card, Sacrifice this artifact: Draw a card."),
        ("Map", "{1}, {T}, Sacrifice this artifact: Target creature you control explores. "
                "Activate only as a sorcery."),
        ("Junk", "{T}, Sacrifice this artifact: Exile the top card of your library. You may "
                 "play that card this turn. Activate only as a sorcery."),
        ("Lander", "{2}, {T}, Sacrifice this artifact: Search your library for a basic land "
                   "card, put it onto the battlefield tapped, then shuffle."),
        ("Powerstone", "{T}: Add {C}. This mana can't be spent to cast a nonartifact spell."))}

#: CR 111.10: an Incubator token is double-faced: its front face a colorless Incubator artifact
#: with "{2}: Transform this artifact.", its back face a 0/0 colorless Phyrexian artifact
#: creature named Phyrexian Token (712.2); "incubate N" creates one (701.53a)
PREDEFINED_TOKENS["incubator"] = TokenSpec(0, 0, subtypes=("Incubator",), types=("Artifact",),
                                           text="{2}: Transform this artifact.",
                                           kind="Incubator")

#: the back faces of the double-faced predefined tokens (CR 111.10, 712.2), by kind, as a
#: card table (``sim.text.card_fields``)
BACK_FACES: dict[str, dict[str, object]] = {
    "Incubator": {"name": "Phyrexian Token", "types": ["Artifact", "Creature"],
                  "subtypes": ["Phyrexian"], "power": 0, "toughness": 0}}


def incubator(n: int) -> TokenSpec:
    """The token "incubate N" creates (CR 701.53a): an Incubator with N +1/+1 counters."""
    return attrs.evolve(PREDEFINED_TOKENS["incubator"], counters=n)


#: CR 702.147a: decayed, a token's keyword ("a 2/2 black Zombie creature token with decayed"),
#: is the two abilities it stands for, compiled as the token's text
DECAYED = "This creature can't block.\nWhen this creature attacks, sacrifice it at end of combat."

__all__ = ["TokenSpec", "PREDEFINED_TOKENS", "BACK_FACES", "DECAYED", "incubator"]
