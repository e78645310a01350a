"""The transformer rules of the Oracle grammar (``oracle.lark``) for the trigger conditions of
the ``event_trigger`` phrase (CR 603.2), read when ``trigger`` reads none: a permanent of some
qualities entering the battlefield or dying ("whenever ~ or another Ally enters the
battlefield under your control", "whenever another nontoken creature you control dies", a
``Filter`` in ``Triggered.about``), an Aura's or Equipment's creature dying or attacking,
becoming tapped or untapped (701.26), attacking unblocked (509.1h) or alone (506.5), dealing
damage, becoming a target (115), more steps and phases. Each is ``(event, subject)`` or
``(event, subject, filter)``; ``sim.rules.event_triggers`` says when each triggers and
``sim.text.render_effects`` renders each back.

Interpreted in the compiled build (``setup.py``): the class subclasses lark's ``Transformer``,
which mypyc cannot compile.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import attrs
from lark import Token, Transformer, Tree

from sim.model.abilities import EXERTS, OPPONENT, YOU, Filter, Parsed
from sim.model.filters import ENCHANTED, ENCHANTED_OR_EQUIPPED
from sim.model.programs import Triggered
from sim.model.qualities import COLOR_LETTERS, NONCREATURE_SUBTYPES
from sim.text.combat_trigger_rules import (
    COMBAT_THAT_PLAYER,
    artifact_or_non_creature,
    split_condition,
)
from sim.text.keyword_names import KEYWORDS
from sim.text.life_trigger_subjects import LIFE_THAT_PLAYER
from sim.text.player_attack_rules import PLAYER_ATTACK_THAT_PLAYER
from sim.text.self_or_attached_rules import SELF_OR_ATTACHED_THAT_PLAYER
from sim.text.static_rules import Refused
from sim.text.vocabulary import creature_type

#: the subjects of a permanent of ``Triggered.about``'s qualities, of "~ or another" one, and
#: of one attacking alone (CR 506.5), attacking (you, or you or a planeswalker you control),
#: becoming tapped
FILTERED, FILTERED_OR_SELF, FILTERED_ALONE = "filter", "filter or self", "filter alone"
#: the reader of a whole triggered ability (``sim.text.oracle.read_triggered``, registered there:
#: it is above this module), for the delayed ones an effect creates (``turn_trigger_text``)
TRIGGER_READERS: list[Callable[[str], Triggered | None]] = []
FILTERED_ATTACKS, FILTERED_ATTACKS_YOU = "filter attacks", "filter attacks you"
FILTERED_ATTACKS_YOURS, FILTERED_TAPPED = "filter attacks you or yours", "filter tapped"
#: "whenever a creature attacks enchanted player" (an Aura on a player, CR 303.4)
FILTERED_ATTACKS_ENCHANTED = "filter attacks enchanted player"
#: "whenever ~ blocks a creature with flying" (once per such creature it blocks), "whenever a
#: creature dealt damage by ~ this turn dies"
BLOCKS_FILTERED, DAMAGED_DIES = "self blocks filter", "filter dealt damage by self this turn"
#: "whenever you sacrifice another permanent" (701.21), "whenever a creature blocks" (509.1),
#: "whenever a creature deals [combat] damage to you" (120.1)
SACRIFICED, FILTERED_BLOCKS = "filter you sacrifice", "filter blocks"
DAMAGES_YOU, COMBAT_DAMAGES_YOU = "filter any to you", "filter to you"
#: "whenever a creature you control explores" (701.44b; one gone has explored too: as it
#: last existed, 603.10a)
FILTERED_EXPLORES = "filter explores"
#: "whenever ~ deals damage to a Dinosaur" (120.1: once per such permanent dealt damage)
DAMAGES_FILTERED = "self any to filter"

#: "one or more" conditions (``sim.text.zone_trigger_rules``): "whenever one or more tokens
#: enter under your control", "whenever you discard one or more cards", "whenever one or more
#: players discard one or more cards". One event of several objects triggers them once (CR
#: 603.2c); the engine's events don't tell two instructions of one resolution apart, so they
#: are read only with "this ability triggers only once each turn" (603.1, ``sim.text.oracle``:
#: the first matching event of a turn triggers, however the events are grouped)
SOME_ENTER, YOU_DISCARD_SOME = "some filter enter", "you discard some"
PLAYERS_DISCARD_SOME, SOME_DIE = "players discard some", "some filter die"
ONCE_ONLY = frozenset((SOME_ENTER, YOU_DISCARD_SOME, PLAYERS_DISCARD_SOME, SOME_DIE))

#: each condition the ``event_trigger`` phrase reads without a filter: alias -> (event, subject)
MORE_TRIGGERS: dict[str, tuple[str, str]] = {
    "self_tapped": ("Tapped", "self"),
    "self_untapped": ("Untapped", "self"),
    # 509.1h: looked at as the declare blockers step's blocks are declared
    "self_unblocked": ("StepBegan", "self unblocked"),
    "self_alone": ("AttackerDeclared", "self alone"),
    "self_deals_damage": ("DamageDealt", "self any"),
    "self_dealt_combat_damage": ("DamageDealt", "self dealt combat damage"),
    "self_damages_a_creature": ("DamageDealt", "self any to a creature"),
    "self_damages_a_player": ("DamageDealt", "self any to a player"),
    "self_damages_opponent": ("DamageDealt", "self any to an opponent"),
    "self_combat_damages_opponent": ("DamageDealt", "self to an opponent"),
    "self_targeted": ("Targeted", "self"),
    "self_targeted_by_opponent": ("Targeted", "self by an opponent"),
    "self_enters_or_dies": ("Died", "self enters or dies"),
    "self_enters_or_leaves": ("Left", "self enters or leaves"),
    "your_precombat_main": ("StepBegan", "precombat main on your turn"),
    "your_postcombat_main": ("StepBegan", "postcombat main on your turn"),
    "your_draw_step": ("StepBegan", "draw on your turn"),
    "each_draw_step": ("StepBegan", "draw"),
    "enchanted_controllers_upkeep": ("StepBegan", "upkeep of enchanted's controller"),
    "enchanted_controllers_end_step": ("StepBegan", "end of enchanted's controller"),
    "each_precombat_main": ("StepBegan", "precombat main"),
    # an Aura on a player (CR 303.4): "at the beginning of enchanted player's upkeep"
    "enchanted_players_upkeep": ("StepBegan", "upkeep of enchanted player"),
    # a face-down permanent turned face up (CR 702.37e, 708.8; sim.rules.face_down): ~
    # itself, or any permanent (its controller's)
    "self_turned_face_up": ("TurnedFaceUp", "self"),
    "self_enters_or_turned_face_up": ("TurnedFaceUp", "self enters or turned face up"),
}
#: "at the beginning of the chosen player's upkeep" (CR 503.1, 614.12: the player chosen as ~
#: entered, ``Permanent.chosen``; "that player" the active player)
CHOSEN_UPKEEP = ("StepBegan", "upkeep on the chosen player's turn")
MORE_TRIGGERS["chosen_players_upkeep"] = CHOSEN_UPKEEP
#: "whenever ~ attacks while saddled" (CR 702.171b: saddled as it is declared an attacker)
MORE_TRIGGERS["self_attacks_saddled"] = ("AttackerDeclared", "self while saddled")
#: "when ~ exploits a creature" (CR 702.110b: its exploit ability sacrificed one)
MORE_TRIGGERS["self_exploits"] = ("Exploited", "self")
#: "when ~ becomes monstrous" (CR 701.37b: its monstrosity ability made it monstrous)
MORE_TRIGGERS["self_monstrous"] = ("BecameMonstrous", "self")

#: the conditions about the creature (or land) an Aura or Equipment is attached to: alias ->
#: (event, what), the subject "enchanted <what>" or "equipped <what>" (CR 301.5, 303.4)
ATTACHED_TRIGGERS: dict[str, tuple[str, str]] = {
    "attached_dies": ("Died", ""),
    "attached_attacks": ("AttackerDeclared", ""),
    "attached_tapped": ("Tapped", ""),
    "attached_land_tapped": ("Tapped", " land"),
    "attached_permanent_tapped": ("Tapped", " permanent"),  # issue 29, attach (303.4)
    "attached_deals_damage": ("DamageDealt", " any"),
    "attached_deals_combat_damage": ("DamageDealt", " combat"),
    "attached_damages_player": ("DamageDealt", " to a player"),
    "attached_damages_opponent": ("DamageDealt", " any to an opponent"),
    "attached_damages_any_player": ("DamageDealt", " any to a player"),  # 120.1: "that player"
    "attached_dealt_damage": ("DamageDealt", " dealt damage"),
    "attached_attacks_or_blocks": ("AttackerDeclared", " attacks or blocks"),
    "attached_blocks": ("BlockerDeclared", " blocks"),
    "attached_blocked": ("BlockerDeclared", " blocked"),
    "attached_alone": ("AttackerDeclared", " alone"),
    "attached_targeted": ("Targeted", ""),
    # issue 29, h15 triggers: "whenever equipped creature deals [combat] damage to a creature"
    # (120.1, 510.2: once per creature dealt damage, "that creature")
    "attached_damages_creature": ("DamageDealt", " any to a creature"),
    "attached_combat_damages_creature": ("DamageDealt", " combat to a creature"),
}

#: each (event, subject) the attached conditions give
ATTACHED_PAIRS = frozenset((event, who + what) for event, what in ATTACHED_TRIGGERS.values()
                           for who in ("enchanted", "equipped"))

#: the conditions whose "that player" is the player the event is about (the player damaged,
#: the player whose step began: ``sim.text.oracle``'s ``_THAT_PLAYER``)
MORE_THAT_PLAYER = frozenset((
    ("DamageDealt", "self any to a player"), ("DamageDealt", "self any to an opponent"),
    ("DamageDealt", "self to an opponent"), ("StepBegan", "draw"), ("StepBegan", "end"),
    ("StepBegan", "upkeep of enchanted's controller"), ("StepBegan", "end of enchanted's "
                                                                    "controller"),
    ("DamageDealt", "enchanted to a player"), ("DamageDealt", "enchanted any to an opponent"),
    ("DamageDealt", "equipped any to an opponent"), ("DamageDealt", "enchanted any to a player"),
    ("DamageDealt", "equipped any to a player"),
    ("StepBegan", "upkeep of enchanted player"), CHOSEN_UPKEEP)) | COMBAT_THAT_PLAYER | \
    LIFE_THAT_PLAYER | SELF_OR_ATTACHED_THAT_PLAYER | PLAYER_ATTACK_THAT_PLAYER

__all__ = ["split_condition"]  # for ``sim.text.oracle``

#: the card types a trigger's noun names, as printed
_NOUNS = {"creature": "Creature", "artifact": "Artifact", "enchantment": "Enchantment",
          "land": "Land", "planeswalker": "Planeswalker", "permanent": ""}


class TriggerRules(Transformer[Token, Any]):
    """The conditions of ``event_trigger``: each alias of ``MORE_TRIGGERS`` gives its pair, and
    the filtered ones ``(event, subject, Filter)``."""

    def trig_one(self, c: list[Any]) -> bool:
        """"Another" (not the source itself, CR 603.2) or "a"/"an"."""
        return str(c[0]) == "another"

    def trig_token(self, c: list[Any]) -> bool:
        return False  # "nontoken": not a token (111.1)

    def trig_noun(self, c: list[Any]) -> Filter:
        """A card type ("artifact"; "permanent": any) or a subtype ("Ally", "Zombie creature")."""
        word = str(c[0])
        if len(c) == 2 and str(c[1]) == "creature" and (word == "artifact" or
                                                        word.startswith("non")):
            return artifact_or_non_creature(word)  # issue 29: "artifact | non-Human creature"
        if word in _NOUNS:
            return Filter(card_type=_NOUNS[word])
        return subtype_noun([str(w) for w in c])  # "Zombie creature", "Samurai or Warrior"

    def trig_kind(self, c: list[Any]) -> Filter:
        """"[nontoken] <noun>"."""
        token: bool | None = None
        if isinstance(c[0], bool):
            token, *c = c
        noun: Filter = c[0]
        return noun if token is None else attrs.evolve(noun, token=token)

    def with_keyword(self, c: list[Any]) -> Filter:
        return Filter(with_kw=int(KEYWORDS[" ".join(str(t) for t in c[0].children)]))

    def trig_keyword(self, c: list[Any]) -> Any:
        return Tree("kw", c)

    def trig_with_counter(self, c: list[Any]) -> Filter:
        """"with a +1/+1 counter on it" (CR 122.1)."""
        return Filter(counter=str(c[0]))

    def trig_attached(self, c: list[Any]) -> str:
        return str(c[0])

    def trig_attached_noun(self, c: list[Any]) -> Filter:
        """"equipped | enchanted | modified creature" (CR 301.5, 303.4, 700.9)."""
        return Filter(card_type="Creature", attached=c[0])

    def trig_enchanted_or_equipped(self, c: list[Any]) -> Filter:
        """"that's enchanted or equipped" (CR 301.5, 303.4: either is attached to it)."""
        return Filter(attached=ENCHANTED_OR_EQUIPPED)

    def trig_thats_enchanted(self, c: list[Any]) -> Filter:
        """"that's enchanted" (an Aura attached to it, CR 303.4: "an enchanted creature")."""
        return Filter(attached=ENCHANTED)

    def trig_chosen_type(self, c: list[Any]) -> Filter:
        """"of the chosen type" (CR 614.12: as the source entered)."""
        return Filter(chosen="type")

    def power_at_least(self, c: list[Any]) -> Filter:
        return Filter(min_power=int(c[0]))

    def power_at_most(self, c: list[Any]) -> Filter:
        return Filter(max_power=int(c[0]))

    def toughness_at_least(self, c: list[Any]) -> Filter:
        """"with toughness N or greater" (CR 208.1)."""
        return Filter(min_toughness=int(c[0]))

    def self_blocks_kind(self, c: list[Any]) -> tuple[str, ...] | tuple[str, str, Filter]:
        """"Whenever ~ blocks a creature [with flying]": once per such creature (509.1)."""
        about = _filter(c)
        if attrs.astuple(about) == _ANY_CREATURE:  # (no ``==`` on attrs values: test_build)
            return "BlockerDeclared", "self blocks each"
        return "BlockerDeclared", BLOCKS_FILTERED, about

    def self_damages_kind(self, c: list[Any]) -> tuple[str, ...] | tuple[str, str, Filter]:
        """"Whenever ~ deals damage to a creature | a Dinosaur": once per such permanent dealt
        damage (120.1), "that creature"."""
        about = _filter(c)
        if attrs.astuple(about) == _ANY_CREATURE:
            return MORE_TRIGGERS["self_damages_a_creature"]
        return "DamageDealt", DAMAGES_FILTERED, about

    def you_sacrifice_kind(self, c: list[Any]) -> tuple[str, str, Filter]:
        return "Sacrificed", SACRIFICED, _filter(c, alive=False)

    def kind_blocks(self, c: list[Any]) -> tuple[str, str, Filter]:
        return "BlockerDeclared", FILTERED_BLOCKS, _filter(c)

    def kind_damages_you(self, c: list[Any]) -> tuple[str, str, Filter]:
        return "DamageDealt", DAMAGES_YOU, _alive_only(_filter(c))

    def kind_combat_damages_you(self, c: list[Any]) -> tuple[str, str, Filter]:
        return "DamageDealt", COMBAT_DAMAGES_YOU, _alive_only(_filter(c))

    def kind_damaged_dies(self, c: list[Any]) -> tuple[str, str, Filter]:
        return "Died", DAMAGED_DIES, _filter(c)

    def trig_whose(self, c: list[Any]) -> str:
        """"You control" or "an opponent controls" (the controller as it enters or died)."""
        return YOU if str(c[0]) == "you" else OPPONENT

    def trig_under(self, c: list[Any]) -> str:
        """"Under your control" or "under an opponent's control"."""
        return YOU if str(c[1]) == "your" else OPPONENT

    def kind_enters(self, c: list[Any]) -> tuple[str, str, Filter]:
        return "Entered", FILTERED, _filter(c)

    def self_or_kind_enters(self, c: list[Any]) -> tuple[str, str, Filter]:
        return "Entered", FILTERED_OR_SELF, _filter([True, *c])

    def kind_dies(self, c: list[Any]) -> tuple[str, str, Filter]:
        return "Died", FILTERED, _filter(c, alive=False)

    def kind_attacks_alone(self, c: list[Any]) -> tuple[str, str, Filter]:
        return "AttackerDeclared", FILTERED_ALONE, _filter(c)

    def kind_attacks(self, c: list[Any]) -> tuple[str, str, Filter]:
        return "AttackerDeclared", FILTERED_ATTACKS, _filter(c)

    def kind_attacks_you(self, c: list[Any]) -> tuple[str, str, Filter]:
        return "AttackerDeclared", FILTERED_ATTACKS_YOU, _filter(c)

    def kind_attacks_yours(self, c: list[Any]) -> tuple[str, str, Filter]:
        return "AttackerDeclared", FILTERED_ATTACKS_YOURS, _filter(c)

    def kind_attacks_enchanted_player(self, c: list[Any]) -> tuple[str, str, Filter]:
        return "AttackerDeclared", FILTERED_ATTACKS_ENCHANTED, _filter(c)

    def kind_explores(self, c: list[Any]) -> tuple[str, str, Filter]:
        return "Explored", FILTERED_EXPLORES, _filter(c)

    def kind_tapped(self, c: list[Any]) -> tuple[str, str, Filter]:
        return "Tapped", FILTERED_TAPPED, _filter(c)

    def self_or_kind_dies(self, c: list[Any]) -> tuple[str, str, Filter]:
        return "Died", FILTERED_OR_SELF, _filter([True, *c], alive=False)

    def kind_turned_face_up(self, c: list[Any]) -> tuple[str, str]:
        """"whenever a permanent [you control] is turned face up" (CR 702.37e, 708.8); another
        kind is refused (read after "a <kind>", as "enters" and "dies" are)."""
        kind = _filter(c)
        subject = _FACE_UP.get(kind.controller)
        if subject is None or attrs.astuple(kind) != attrs.astuple(
                Filter(controller=kind.controller)):
            raise Refused("a face-up trigger of another kind")
        return "TurnedFaceUp", subject

    def may_exert(self, c: list[Any]) -> Parsed:
        """"You may exert ~ as it attacks" (CR 701.43a): a choice as it attacks."""
        return Parsed(params=frozenset([(EXERTS, "")]))

    def self_or_kind_turned_face_up(self, c: list[Any]) -> tuple[str, str]:
        """"whenever ~ or another creature | permanent [you control] is turned face up" (CR
        702.37e, 708.8): the subjects ``sim.rules.face_down`` watches; another kind is
        refused. (Read after "~ or another <kind>", as "dies" and "enters" are: the same
        prefix, so the parser needn't choose before the verb.)"""
        kind = _filter([True, *c])
        subject = _FACE_UP_OR_SELF.get((kind.card_type, kind.controller))
        if subject is None or attrs.astuple(kind) != attrs.astuple(Filter(
                other=True, card_type=kind.card_type, controller=kind.controller)):
            raise Refused("a face-up trigger of another kind")
        return "TurnedFaceUp", subject


#: "a permanent [you control] is turned face up": controller -> subject
_FACE_UP = {"": "permanent", "you": "permanent you control"}
#: "~ or another <kind> [you control] is turned face up": (card type, controller) -> subject
_FACE_UP_OR_SELF = {("Creature", "you"): "self or creature you control",
                    ("", "you"): "self or permanent you control", ("", ""): "self or permanent"}
#: the (event, subject) pairs of "[~ or another] <kind> [you control] is turned face up"
FACE_UP_PAIRS = frozenset(("TurnedFaceUp", s) for s in (*_FACE_UP.values(),
                                                        *_FACE_UP_OR_SELF.values()))

#: a filter naming only "a creature" (``self_blocks_kind``)
_ANY_CREATURE = attrs.astuple(Filter(card_type="Creature"))


def _filter(c: list[Any], alive: bool = True) -> Filter:
    """The filter of "[another] <kind> [you control | an opponent controls] [under ...'s
    control]": ``c`` is whether "another", the kind, then the controllers named (one at most:
    "an artifact you control enters under your control" says nothing Oracle text says). A
    dead permanent's keywords, power and toughness are read as it last existed (CR 603.10a,
    ``sim.model.known_qualities``); what was attached to it (``alive`` False) is not kept:
    refused."""
    other, *rest = c
    kind: Filter = rest.pop(0)
    whose = [r for r in rest if isinstance(r, str)]
    for quality in rest:  # "with flying", "with power 3 or greater" (one at most)
        if isinstance(quality, Filter):
            kind = attrs.evolve(quality, subtype=kind.subtype, card_type=kind.card_type,
                                token=kind.token, legendary=kind.legendary, color=kind.color,
                                more=kind.more, attached=kind.attached or quality.attached)
    if len(whose) > 1:
        raise Refused("two controllers")
    if not alive and kind.attached:  # (what was attached to it as it died: not kept)
        raise Refused("a dead permanent's attachments")
    return attrs.evolve(kind, other=other, controller=whose[0] if whose else "")


def _alive_only(kind: Filter) -> Filter:
    """``kind``, refused if it names what is attached to the permanent (a dealer that died
    since is judged as it last existed, and its attachments then are not kept)."""
    if kind.attached:
        raise Refused("an equipped, enchanted or modified dealer")
    return kind


#: ``_filter`` for the other trigger rules (``sim.text.zone_trigger_rules``)
kind_filter = _filter


def subtype_noun(words: list[str]) -> Filter:
    """A trigger's subtype kind: a creature type ("Ally", "Zombie creature"), a colored creature
    ("green creature", CR 105.2), or a subtype of
    another permanent type (CR 205.3g-i: "cartouche", "gate", "aura", "equipment", "forest"),
    or either of two ("Samurai or Warrior", "aura or equipment": a "/" between them)."""
    creature = words[-1] == "creature"
    if creature and len(words) == 2 and words[0] in COLOR_LETTERS:  # "green creature" (105.2)
        return Filter(color=COLOR_LETTERS[words[0]], card_type="Creature")
    kinds = [creature_type(w) or ("" if creature else _noncreature(w))
             for w in words if w not in ("or", "creature")]
    if not all(kinds):
        raise Refused(words[0])
    return Filter(subtype="/".join(kinds), card_type="Creature" if creature else "")


def _noncreature(word: str) -> str:
    """The artifact, enchantment, land or battle subtype ``word`` names (205.3g-i, 205.3q),
    or "" (a spell type, 205.3k, is no permanent's)."""
    title = "-".join(w.title() for w in word.split("-"))
    return title if title in NONCREATURE_SUBTYPES and title not in _SPELL_TYPES else ""


_SPELL_TYPES = frozenset(("Adventure", "Arcane", "Lesson", "Omen", "Trap"))


def _found(event: str, subject: str) -> Any:
    return staticmethod(lambda c: (event, subject))


def _attached(event: str, what: str) -> Any:
    return staticmethod(lambda c: (event, str(c[0]) + what))  # "enchanted" or "equipped"


for _alias, (_event, _subject) in MORE_TRIGGERS.items():
    setattr(TriggerRules, _alias, _found(_event, _subject))
for _alias, (_event, _what) in ATTACHED_TRIGGERS.items():
    setattr(TriggerRules, _alias, _attached(_event, _what))

