"""Static abilities that make damage larger (issue 29, damage family; CR 614.1a): "if <a
source you control | a red spell | ...> would deal damage to <a permanent or player | an opponent
or a permanent an opponent controls | an opponent>, it deals double | triple that damage | that
much damage plus N [to that permanent or player] instead" (Angrath's Marauders, Torbran,
Embermaw Hellion, Sulfuric Vapors).

A ``Static.rule`` names the source words, the recipients and the change (``amplified_of`` reads
it back); ``AMP_SOURCES`` gives each source words' test: the qualities the source must have
(``sim.model.protection.quality``, "R", "instants,sorceries"), "another" (not the ability's
source), "you control" (its controller controls the source as the damage is dealt) and "spell"
(a spell on the stack, CR 112.1, not a permanent or an ability).
"""

from __future__ import annotations

import attrs

from sim.model.qualities import COLOR_LETTERS

#: how the ``Static.rule`` of an amplification begins
AMPLIFY = "deals more damage instead"

#: the recipients: anything; an opponent or a permanent an opponent controls; an opponent
ANY, OPPONENTS_SIDE, OPPONENT, PLAYER = ("a permanent or player",
                                         "an opponent or a permanent an opponent controls",
                                         "an opponent", "a player")
RECIPIENTS = (ANY, OPPONENTS_SIDE, OPPONENT, PLAYER)
#: the words that may name the recipient again before "instead"
AGAIN = {ANY: "to that permanent or player", OPPONENTS_SIDE: "to that player or permanent",
         OPPONENT: "to that player", PLAYER: "to that player"}


@attrs.frozen(slots=True)
class AmpSource:
    """What a source of the amplified damage must be (``AMP_SOURCES``)."""

    kinds: str = ""
    another: bool = False
    yours: bool = False
    spell: bool = False
    #: the ability's source itself (~), or the creature it is attached to (CR 303.4, 301.5)
    itself: bool = False
    attached: bool = False


@attrs.frozen(slots=True)
class Amplified:
    """An amplification: from sources ``source`` (the words) to ``recipient``, the damage
    times ``times`` plus ``plus``."""

    source: str
    recipient: str
    times: int
    plus: int
    #: combat damage only (CR 510.2)
    combat: bool = False

    @property
    def key(self) -> str:
        """The ``Static.rule`` standing for it (``amplified_of`` reads it back)."""
        return (f"{AMPLIFY}|{self.source}|{self.recipient}|{self.times}|{self.plus}"
                f"|{int(self.combat)}")


def _sources() -> dict[str, AmpSource]:
    out = {"a source you control": AmpSource(yours=True),
           "a creature you control": AmpSource("creatures", yours=True),
           "an instant or sorcery source you control": AmpSource("instants,sorceries",
                                                                 yours=True),
           "a giant source you control": AmpSource("giants", yours=True),
           "a red or artifact source you control": AmpSource("R,artifacts", yours=True),
           "a spell": AmpSource(spell=True), "a red spell": AmpSource("R", spell=True),
           "a source": AmpSource(), "~": AmpSource(itself=True),
           "enchanted creature": AmpSource(attached=True),
           "equipped creature": AmpSource(attached=True)}
    for color, letter in COLOR_LETTERS.items():
        out[f"a {color} source you control"] = AmpSource(letter, yours=True)
        out[f"another {color} source you control"] = AmpSource(letter, another=True,
                                                               yours=True)
    return out


#: each source words' test
AMP_SOURCES = _sources()

_READ: dict[str, Amplified | None] = {}


def amplified_of(rule: str) -> Amplified | None:
    """The amplification a ``Static.rule`` stands for, or None."""
    if not rule.startswith(AMPLIFY):
        return None
    if rule not in _READ:
        _, source, recipient, times, plus, combat = rule.split("|")
        _READ[rule] = Amplified(source, recipient, int(times), int(plus), combat == "1")
    return _READ[rule]
