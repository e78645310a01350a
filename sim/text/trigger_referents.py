"""What "it", "that creature" and "that player" name in a triggered ability's effect before
the effect names anything itself (CR 603.2, 608.2c): the object or player the trigger is about.

A trigger about ~ ("whenever ~ blocks, it gets ...") names ~; a step trigger of an Aura's
"At the beginning of the upkeep of enchanted creature's controller, put a -1/-1 counter on
that creature" names the enchanted creature (CR 303.4, 503.1); every other trigger names the
object its event is about (``THAT``), which for another step trigger (about no object, 603.2b)
is the object an earlier instruction of the effect made or named ("create a token. exile it
at the beginning of the next end step": ``sim.rules.delayed``).

"That player" (``trigger_player``) is the player a trigger about a player names: the player
dealt damage, whose step began, who drew or cast (``THAT_PLAYER_PAIRS``, ``MORE_THAT_PLAYER``,
``THAT_PLAYER_EVENTS``). A trigger about a creature whose event also names a player
(``PLAYER_TOO``: "whenever equipped creature | a creature you control | a Sliver deals combat
damage to a player", "whenever a creature you control attacks one of your opponents") names
that player too, as does one about a permanent an opponent controls entering or dying
(``CONTROLLER_TOO``: "whenever a creature an opponent controls dies, that player loses 2 life",
"whenever a land enters under an opponent's control, that player ...": its controller as it
entered, or as it last existed, 603.10a); the ability remembers one of the two
(``StackItem.that``), so "that player" is read there only when the effect names no object of
the trigger ("it", "its", "that creature", "defending player", ...: ``player_only``) — the
engine then remembers the player (``sim.rules.combat_triggers``, ``sim.rules.triggers``,
``sim.rules.event_triggers``: ``names_that_player``) — and the
effect is refused when it speaks of that player otherwise (a condition, a later instruction)
than an instruction, target or group of its own (``checked_player``)."""

from __future__ import annotations

import re

import attrs

from sim.model.abilities import OPPONENT, Filter
from sim.model.programs import ENCHANTED_CREATURE, SELF, THAT, Program
from sim.model.that_player_refs import names_that_player
from sim.text.combat_trigger_rules import (
    KIND_ATTACKS_OPPONENT,
    KIND_DAMAGES_OPPONENT,
    KIND_DAMAGES_PLAYER,
)
from sim.text.keyword_names import normalize
from sim.text.player_trigger_rules import THAT_PLAYER_EVENTS
from sim.text.trigger_rules import FILTERED, MORE_THAT_PLAYER

#: the step triggers of "enchanted creature's controller" (``sim.text.render_triggers``)
_OF_ENCHANTED = ("upkeep of enchanted's controller", "end of enchanted's controller")

#: the triggers about a player whom "that player" names (``sim.rules.triggers``' ``that``)
THAT_PLAYER_PAIRS = frozenset((("DamageDealt", "self to a player"), ("StepBegan", "upkeep"),
                               ("StepBegan", "upkeep on an opponent's turn"),
                               ("StepBegan", "end on an opponent's turn")))

#: the triggers about a creature whose event names a player too: the player it dealt combat
#: damage to (CR 510.2, 120.3), the opponent it attacks (508.1b)
PLAYER_TOO = frozenset((("DamageDealt", "equipped to a player"),
                        ("DamageDealt", "creature you control to a player"),
                        ("DamageDealt", KIND_DAMAGES_PLAYER),
                        ("DamageDealt", KIND_DAMAGES_OPPONENT),
                        ("AttackerDeclared", KIND_ATTACKS_OPPONENT)))

#: the triggers about a permanent of some qualities entering or dying (``Triggered.about``):
#: with "an opponent controls" / "under an opponent's control", "that player" is that opponent
CONTROLLER_TOO = frozenset((("Entered", FILTERED), ("Died", FILTERED)))

#: words naming the creature a ``PLAYER_TOO`` trigger is about (or its defending player)
_OBJECT_WORDS = re.compile(r"\b(it|its|it's|itself|that creature|that creature's|the creature|"
                           r"those creatures|defending player|equipped creature|"
                           r"enchanted creature|that card|that permanent|that source)\b")
#: words naming a player the effect may mean as the trigger's
_PLAYER_WORDS = re.compile(r"\b(that player|that player's|the player|they|their|them)\b")
_REMINDER = re.compile(r"\([^)]*\)")
#: "that spell's controller" (``spells_controller``), and the subjects of its triggers
_SPELLS_CONTROLLER = re.compile(r"\bthat spell(?: or ability)?'s controller\b")
_CONTROLLER_OR_PLAYER = re.compile(r"\bthat spell(?: or ability)?'s controller\b|"
                                   r"\bthat player(?:'s)?\b")
TARGETED = " targeted by "


def trigger_it(event: str, subject: str) -> str:
    """What "it" names in the effect of a trigger on ``event`` about ``subject``."""
    if subject.startswith(("self", "to self")):
        return SELF
    return ENCHANTED_CREATURE if event == "StepBegan" and subject in _OF_ENCHANTED else THAT


def _words(effect: str) -> str:
    return normalize(_REMINDER.sub("", effect))


def _player_too(event: str, subject: str, about: Filter | None) -> bool:
    """Whether a trigger on ``event`` about ``subject`` (and ``about``) is about an object
    whose event names a player too (``PLAYER_TOO``, ``CONTROLLER_TOO``)."""
    return (event, subject) in PLAYER_TOO or (event, subject) in CONTROLLER_TOO and \
        about is not None and about.controller == OPPONENT


def player_only(event: str, subject: str, effect: str, about: Filter | None = None) -> bool:
    """Whether ``effect`` of a ``PLAYER_TOO`` trigger names none of its object."""
    return _player_too(event, subject, about) and not _OBJECT_WORDS.search(_words(effect))


def spells_controller(subject: str, effect: str) -> bool:
    """Whether ``effect`` of a trigger about ~ | a permanent becoming the target of a spell or
    ability (``subject``, ``sim.rules.player_triggers``) names that spell's controller — or
    "that player", the opponent of "... a spell or ability an opponent controls" — and no
    object of the trigger: the engine then remembers that player (CR 603.2, 608.2h)."""
    if TARGETED not in subject:
        return False
    words = _words(effect)
    by_opponent = subject.split("|")[1:2] == ["opponent"]  # (``player_trigger_rules``)
    names = _CONTROLLER_OR_PLAYER if by_opponent else _SPELLS_CONTROLLER
    return names.search(words) is not None and \
        not _OBJECT_WORDS.search(names.sub("", words))


def trigger_player(event: str, subject: str, effect: str, about: Filter | None = None) -> bool:
    """Whether "that player" in ``effect`` of a trigger on ``event`` about ``subject`` (and
    ``about``) is the player the trigger is about (CR 603.2)."""
    pair = (event, subject)
    return pair in THAT_PLAYER_PAIRS or pair in MORE_THAT_PLAYER or event in \
        THAT_PLAYER_EVENTS and TARGETED not in subject or \
        player_only(event, subject, effect, about) or spells_controller(subject, effect)


def checked_player(program: Program, event: str, subject: str, effect: str,
                   about: Filter | None = None) -> Program:
    """``program`` (``effect`` of a trigger on ``event`` about ``subject``), refused when the
    trigger is a ``PLAYER_TOO`` one whose effect speaks of a player but whose instructions,
    targets and groups name no "that player": the engine would remember the object."""
    if not _player_too(event, subject, about) or names_that_player(program) or \
            not _PLAYER_WORDS.search(_words(effect)) or program.unsupported:
        return program
    return attrs.evolve(program, ops=(), modes=(), unsupported=(*program.unsupported,
                                                                 program.text))
