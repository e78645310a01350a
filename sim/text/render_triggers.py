"""The trigger conditions of ``sim.text.trigger_rules`` rendered back to Oracle text (CR 603.1:
"when" and "whenever" word the same trigger): a ``Filter`` of ``Triggered.about`` as the
permanent it names ("another nontoken creature you control", "~ or another Ally ... under
your control"), and each other condition as its wordings (``MORE_TRIGGER_WORDS``), which also
give the "when" wordings of some of ``sim.text.render_effects``' conditions.
"""

from __future__ import annotations

import attrs

from sim.model.abilities import OPPONENT, YOU, Filter
from sim.model.filters import ENCHANTED, EQUIPPED, MODIFIED
from sim.model.programs import Triggered
from sim.model.qualities import COLOR_NAMES_BY_LETTER
from sim.text.cast_or_enters_rules import CAST_OR_ENTERED
from sim.text.combat_trigger_rules import (
    KIND_ATTACKS_OPPONENT,
    KIND_BLOCKED,
    KIND_DAMAGES,
    KIND_DAMAGES_ENCHANTED,
    KIND_DAMAGES_OPPONENT,
    KIND_DAMAGES_PLAYER,
    combat_subject,
)
from sim.text.counter_trigger_subjects import KIND_SOME
from sim.text.life_trigger_subjects import KIND_DEALT
from sim.text.player_attack_rules import YOU_ATTACK_PLAYER
from sim.text.render_cast_or_enters import cast_or_enters
from sim.text.render_combat_events import COMBAT_EVENT_WORDS
from sim.text.render_combat_triggers import (
    COMBAT_TRIGGER_WORDS,
    batch_trigger,
    keyword_and_power,
    more_words,
)
from sim.text.render_counter_triggers import COUNTER_TRIGGER_WORDS, KIND_SOME_WORDS
from sim.text.render_crew_triggers import CREW_TRIGGER_WORDS
from sim.text.render_graveyard_triggers import GRAVEYARD_TRIGGER_WORDS
from sim.text.render_life_triggers import DEALT_VERB, LIFE_TRIGGER_WORDS
from sim.text.render_player_attacks import PLAYER_ATTACK_WORDS, you_attack_player_with
from sim.text.render_self_or_attached import SELF_OR_ATTACHED_WORDS
from sim.text.trigger_rules import (
    BLOCKS_FILTERED,
    COMBAT_DAMAGES_YOU,
    DAMAGED_DIES,
    DAMAGES_FILTERED,
    DAMAGES_YOU,
    FILTERED_ALONE,
    FILTERED_ATTACKS,
    FILTERED_ATTACKS_ENCHANTED,
    FILTERED_ATTACKS_YOU,
    FILTERED_ATTACKS_YOURS,
    FILTERED_BLOCKS,
    FILTERED_EXPLORES,
    FILTERED_OR_SELF,
    FILTERED_TAPPED,
    PLAYERS_DISCARD_SOME,
    SACRIFICED,
    SOME_DIE,
    SOME_ENTER,
    YOU_DISCARD_SOME,
)
from sim.text.wording import Piece, alt
from sim.text.zone_trigger_rules import (
    CONTROL_NONE,
    ENCHANTED_LEAVES,
    ENTERS_OR_DIES,
    EQUIPPED_LEAVES,
    LEAVES,
    SELF_CYCLED_OR_DIES,
    SELF_DIES_IN_COMBAT,
    SELF_DIES_OR_DISCARDED,
    SELF_DIES_OR_EXILED,
    SELF_ENTERS_OR_SACRIFICED,
    SELF_ENTERS_UNTAPPED,
    SELF_TO_YOUR_GRAVEYARD,
    TO_GRAVEYARD,
    TO_OPPONENTS_GRAVEYARD,
    TO_YOUR_GRAVEYARD,
)

_WHEN: Piece = alt("whenever ", "when ")


#: what a permanent of a filter does, in the filtered conditions that are not entering or dying
_FILTERED_VERBS: dict[str, Piece] = {
                   FILTERED_ALONE: " attacks alone", FILTERED_ATTACKS: " attacks",
                   FILTERED_ATTACKS_YOU: " attacks you",
                   FILTERED_ATTACKS_YOURS: " attacks you or a planeswalker you control",
                   FILTERED_ATTACKS_ENCHANTED: " attacks enchanted player",  # CR 303.4
                   FILTERED_TAPPED: " becomes tapped", FILTERED_BLOCKS: " blocks",
                   FILTERED_EXPLORES: " explores",  # CR 701.44b
                   DAMAGES_YOU: " deals damage to you",
                   COMBAT_DAMAGES_YOU: " deals combat damage to you",
                   KIND_BLOCKED: " becomes blocked",  # CR 509.1h
                   KIND_DAMAGES_PLAYER: " deals combat damage to a player",  # 510.2
                   KIND_DAMAGES: " deals combat damage",
                   KIND_DAMAGES_OPPONENT: alt(" deals combat damage to an opponent",
                                              " deals combat damage to one of your opponents"),
                   KIND_DAMAGES_ENCHANTED: " deals combat damage to enchanted player",
                   KIND_ATTACKS_OPPONENT: " attacks one of your opponents",  # 508.1
                   KIND_DEALT: DEALT_VERB}  # 120.3 (``sim.text.render_life_triggers``)

#: what a permanent of a filter does in the zone-change conditions (CR 603.6c, 700.4)
ZONE_VERBS: dict[str, Piece] = {
    TO_GRAVEYARD: " is put into a graveyard from the battlefield",
    TO_YOUR_GRAVEYARD: " is put into your graveyard from the battlefield",
    TO_OPPONENTS_GRAVEYARD: " is put into an opponent's graveyard from the battlefield",
    LEAVES: " leaves the battlefield", ENTERS_OR_DIES: " enters or dies"}

#: each (event, subject) as its wordings (ahead of ``render_effects``' own)
MORE_TRIGGER_WORDS: dict[tuple[str, str], Piece] = {
    ("Tapped", "self"): (_WHEN, "~ becomes tapped"),
    ("Untapped", "self"): (_WHEN, "~ becomes untapped"),
    ("TurnedFaceUp", "self"): (_WHEN, "~ is turned face up"),  # CR 702.37e
    ("TurnedFaceUp", "permanent"): (_WHEN, "a permanent is turned face up"),
    ("TurnedFaceUp", "permanent you control"):
        (_WHEN, "a permanent you control is turned face up"),
    ("TurnedFaceUp", "self enters or turned face up"):
        (_WHEN, "~ enters ", alt("or", "the battlefield or"), " is turned face up"),
    ("TurnedFaceUp", "self or creature you control"):
        (_WHEN, "~ or another creature you control is turned face up"),
    ("TurnedFaceUp", "self or permanent you control"):
        (_WHEN, "~ or another permanent you control is turned face up"),
    ("TurnedFaceUp", "self or permanent"): (_WHEN, "~ or another permanent is turned face up"),
    ("StepBegan", "self unblocked"): (_WHEN, "~ attacks and isn't blocked"),
    ("AttackerDeclared", "self alone"): (_WHEN, "~ attacks alone"),
    ("AttackerDeclared", "self"): (_WHEN, "~ attacks"),
    ("BlockerDeclared", "self"): (_WHEN, "~ blocks"),
    ("AttackerDeclared", "self attacks or blocks"): (_WHEN, "~ attacks or blocks"),
    ("BlockerDeclared", "self blocks each"): (_WHEN, "~ blocks a creature"),
    ("DamageDealt", "self any"): (_WHEN, "~ deals damage"),
    ("DamageDealt", "self dealt combat damage"): (_WHEN, "~ is dealt combat damage"),
    ("DamageDealt", "self dealt damage"): (_WHEN, "~ is dealt damage"),  # once a batch
    ("DamageDealt", "self any to a creature"): (_WHEN, "~ deals damage to a creature"),
    ("DamageDealt", "self to a player"): (_WHEN, "~ deals combat damage to a player"),
    ("DamageDealt", "to self"): (_WHEN, alt("~ is dealt damage", "a source deals damage to ~")),
    ("StepBegan", "precombat main"):
        ("at the beginning of each player's ", alt("precombat", "first"), " main phase"),
    ("StepBegan", "end of enchanted's controller"):
        "at the beginning of the end step of enchanted creature's controller",
    ("DamageDealt", "self any to a player"): (_WHEN, "~ deals damage to a player"),
    ("DamageDealt", "self any to an opponent"): (_WHEN, "~ deals damage to an opponent"),
    ("DamageDealt", "self to an opponent"): (_WHEN, "~ deals combat damage to an opponent"),
    ("Targeted", "self"): (_WHEN, "~ becomes the target of a spell or ability"),
    ("Targeted", "self by an opponent"):
        (_WHEN, "~ becomes the target of a spell or ability an opponent controls"),
    ("Died", "self enters or dies"): (_WHEN, "~ enters ", alt(
        "or dies", "or is put into a graveyard from the battlefield")),
    ("Left", "self enters or leaves"): (_WHEN, "~ enters or leaves the battlefield"),
    ("StepBegan", "precombat main on your turn"):
        ("at the beginning of your ", alt("precombat", "first"), " main phase"),
    ("StepBegan", "postcombat main on your turn"):
        ("at the beginning of your ", alt("postcombat", "second"), " main phase"),
    ("StepBegan", "draw on your turn"): "at the beginning of your draw step",
    ("StepBegan", "draw"): "at the beginning of each player's draw step",
    ("StepBegan", "end"): alt("at the beginning of each end step",
                              "at the beginning of the end step",
                              "at the beginning of each player's end step"),
    ("StepBegan", "upkeep of enchanted's controller"):
        "at the beginning of the upkeep of enchanted creature's controller",
    ("StepBegan", "upkeep of enchanted player"): "at the beginning of enchanted player's upkeep",
    ("StepBegan", "upkeep on the chosen player's turn"):
        "at the beginning of the chosen player's upkeep",  # CR 614.12
}


#: what each attached condition says of "enchanted creature" or "equipped creature"
_ATTACHED_WORDS: dict[tuple[str, str], str] = {
    ("Died", ""): "creature dies", ("AttackerDeclared", ""): "creature attacks",
    ("Tapped", ""): "creature becomes tapped", ("Tapped", " land"): "land becomes tapped",
    ("Tapped", " permanent"): "permanent becomes tapped",
    ("DamageDealt", " any"): "creature deals damage",
    ("DamageDealt", " combat"): "creature deals combat damage",
    ("DamageDealt", " to a player"): "creature deals combat damage to a player",
    ("DamageDealt", " any to an opponent"): "creature deals damage to an opponent",
    ("DamageDealt", " any to a player"): "creature deals damage to a player",
    ("DamageDealt", " dealt damage"): "creature is dealt damage",
    ("AttackerDeclared", " attacks or blocks"): "creature attacks or blocks",
    ("BlockerDeclared", " blocks"): "creature blocks",
    ("BlockerDeclared", " blocked"): "creature becomes blocked",
    ("AttackerDeclared", " alone"): "creature attacks alone",
    ("Targeted", ""): "creature becomes the target of a spell or ability",
    ("DamageDealt", " any to a creature"): "creature deals damage to a creature",
    ("DamageDealt", " combat to a creature"): "creature deals combat damage to a creature"}
MORE_TRIGGER_WORDS[("AttackerDeclared", "self while saddled")] = (
    _WHEN, "~ attacks while saddled")  # CR 702.171b
MORE_TRIGGER_WORDS[("Exploited", "self")] = (_WHEN, "~ exploits a creature")  # CR 702.110b
MORE_TRIGGER_WORDS[("BecameMonstrous", "self")] = (_WHEN, "~ becomes monstrous")  # 701.37b
# exert (CR 701.43a, 603.12; ``sim.text.oracle.EXERT_TRIGGERS``)
MORE_TRIGGER_WORDS[("Exerted", "self")] = "you may exert ~ as it attacks. when you do"
MORE_TRIGGER_WORDS[("Exerted", "you")] = "whenever you exert a creature"
for (_event, _what), _words in _ATTACHED_WORDS.items():
    for _who in ("enchanted", "equipped"):
        MORE_TRIGGER_WORDS.setdefault((_event, _who + _what), (_WHEN, f"{_who} {_words}"))


def kind(f: Filter) -> Piece:
    """The permanent a filter names: "nontoken creature", "artifact", "Zombie creature",
    "Ally", "Samurai or Warrior", "permanent", then its qualities ("with flying")."""
    return (noun(f), qualities(f))


def noun(f: Filter) -> Piece:
    """"Nontoken creature", "artifact", "Zombie creature", "Samurai or Warrior"."""
    word = f.subtype.lower().replace("/", " or ") if f.subtype else \
        f.card_type.lower().replace("/", " or ") or "permanent"
    if f.subtype and f.card_type:
        word += " " + f.card_type.lower()
    if f.token:  # "creature token", "token" (CR 111.1)
        word = "token" if word == "permanent" else word + " token"
    color = COLOR_NAMES_BY_LETTER[f.color] + " " if f.color else ""  # "green creature"
    attached = f.attached + " " if f.attached in _ADJECTIVES else ""  # "equipped creature"
    return ("nontoken " if f.token is False else "", "legendary " if f.legendary else "", color,
            attached, more_words(f), word)


#: the ``Filter.attached`` qualities written before the noun ("an equipped creature")
_ADJECTIVES = (EQUIPPED, ENCHANTED, MODIFIED)


def _attached_subject(f: Filter, quals: str, owner: str) -> Piece:
    """"a creature you control that's enchanted [or equipped]" (CR 303.4, 301.5), or "an
    enchanted creature you control" (the same quality, before the noun)."""
    plain = noun(attrs.evolve(f, attached=""))
    that = (plain, owner, " that's ", f.attached, quals)
    if f.attached == ENCHANTED:
        return alt((noun(f), quals, owner), (noun(f), owner, quals), that)
    return that


def qualities(f: Filter) -> str:
    """" with flying", " with power 3 or greater", " with power 2 or less" (or "")."""
    out = keyword_and_power(f)
    if f.counter:  # CR 122.1
        out += f" with a {f.counter} counter on it"
    if f.chosen:  # CR 614.12
        out += f" of the chosen {f.chosen}"
    return out


def filtered_trigger(t: Triggered) -> Piece:
    """"Whenever [a | another | ~ or another] <kind> [you control] [with ...] enters / dies /
    attacks alone / ..." (CR 603.2): its qualities before or after whose it is."""
    f = t.about
    assert f is not None
    if t.event == CAST_OR_ENTERED:  # ``sim.text.render_cast_or_enters`` (CR 700.4)
        return cast_or_enters(t, filtered_trigger)
    if t.subject == YOU_ATTACK_PLAYER:  # ``sim.text.render_player_attacks`` (CR 508.3)
        return you_attack_player_with(t)
    if combat_subject(t.subject) and t.subject not in _FILTERED_VERBS:  # batches
        return batch_trigger(t)
    if t.subject == BLOCKS_FILTERED:
        return (_WHEN, "~ blocks ", alt("a ", "an "), kind(f))
    if t.subject == DAMAGES_FILTERED:  # CR 120.1
        whose = {YOU: " you control", OPPONENT: " an opponent controls"}.get(f.controller, "")
        return (_WHEN, "~ deals damage to ", "another " if f.other else alt("a ", "an "),
                alt((noun(f), qualities(f), whose), (noun(f), whose, qualities(f))))
    if t.subject == SACRIFICED:
        return (_WHEN, "you sacrifice ", "another " if f.other else alt("a ", "an "), kind(f))
    plural = {"Artifact": "artifacts", "Creature": "creatures"}.get(f.card_type, "tokens")
    plural = ("nontoken " if f.token is False else "") + plural
    if t.subject == SOME_DIE:  # "one or more" (CR 603.2c, 700.4)
        whose = {YOU: " you control", OPPONENT: " your opponents control"}.get(f.controller, "")
        return ("whenever one or more ", "other " if f.other else "", plural, whose, " die")
    if t.subject == SOME_ENTER:  # "one or more" (CR 603.2c)
        return alt(("whenever one or more ", plural, " enter", alt("", " the battlefield"),
                    " under your control"), f"whenever one or more {plural} you control enter")
    if t.subject == CONTROL_NONE:  # a state trigger (CR 603.8)
        return ("when you control no ", "other " if f.other else "", noun(f), "s")
    if t.subject == FILTERED_OR_SELF:
        who: Piece = "~ or another "
    else:
        who = "another " if f.other else alt("a ", "an ")
    owner = {YOU: " you control", OPPONENT: " an opponent controls"}.get(f.controller, "")
    quals = qualities(f)
    subject = alt((noun(f), quals, owner), (noun(f), owner, quals)) if f.attached in (
        "", EQUIPPED, MODIFIED) else _attached_subject(f, quals, owner)
    if t.subject == KIND_SOME:  # ``sim.text.render_counter_triggers`` (CR 122.6)
        return (KIND_SOME_WORDS, who, subject)
    if t.subject in _FILTERED_VERBS:
        verb: Piece = _FILTERED_VERBS[t.subject]
    elif t.subject in ZONE_VERBS:  # ``sim.text.zone_trigger_rules`` (CR 603.6c)
        verb = ZONE_VERBS[t.subject]
    elif t.subject == DAMAGED_DIES:
        verb = " dealt damage by ~ this turn dies"
    elif t.event == "Died":
        verb = " dies"
    else:
        under = {YOU: " enters under your control",
                 OPPONENT: " enters under an opponent's control"}.get(f.controller)
        if under is not None:
            return (_WHEN, who, alt((subject, " enters"), (noun(f), quals, under)))
        verb = " enters"
    return (_WHEN, who, subject, verb)

#: day and night (CR 726; ``sim.text.transform_rules``)
MORE_TRIGGER_WORDS[("DayNightChanged", "changes")] = \
    "whenever day becomes night or night becomes day"
MORE_TRIGGER_WORDS[("Transformed", "self")] = (_WHEN, "~ transforms into ~")  # CR 701.28a
MORE_TRIGGER_WORDS[("Transformed", "self enters or transforms")] = \
    (_WHEN, "~ ", alt("enters", "enters the battlefield"), " or transforms into ~")
MORE_TRIGGER_WORDS.update(COMBAT_TRIGGER_WORDS)  # ``sim.text.render_combat_triggers``
MORE_TRIGGER_WORDS.update(LIFE_TRIGGER_WORDS)  # ``sim.text.render_life_triggers``
MORE_TRIGGER_WORDS.update(COUNTER_TRIGGER_WORDS)  # ``sim.text.render_counter_triggers``
MORE_TRIGGER_WORDS.update(COMBAT_EVENT_WORDS)  # ``sim.text.render_combat_events``
MORE_TRIGGER_WORDS.update(CREW_TRIGGER_WORDS)  # ``sim.text.render_crew_triggers``
MORE_TRIGGER_WORDS.update(GRAVEYARD_TRIGGER_WORDS)  # ``sim.text.render_graveyard_triggers``
MORE_TRIGGER_WORDS.update(SELF_OR_ATTACHED_WORDS)  # ``sim.text.render_self_or_attached``
MORE_TRIGGER_WORDS.update(PLAYER_ATTACK_WORDS)  # ``sim.text.render_player_attacks``

# zone changes (CR 603.6c, 603.10a; ``sim.text.zone_trigger_rules``)
MORE_TRIGGER_WORDS[SELF_TO_YOUR_GRAVEYARD] = \
    (_WHEN, "~ is put into your graveyard from the battlefield")
MORE_TRIGGER_WORDS[SELF_DIES_OR_EXILED] = \
    (_WHEN, "~ dies or is put into exile from the battlefield")
MORE_TRIGGER_WORDS[ENCHANTED_LEAVES] = (_WHEN, "enchanted creature leaves the battlefield")
MORE_TRIGGER_WORDS[EQUIPPED_LEAVES] = (_WHEN, "equipped creature leaves the battlefield")
MORE_TRIGGER_WORDS[SELF_ENTERS_UNTAPPED] = (_WHEN, "~ enters untapped")  # CR 110.5b
MORE_TRIGGER_WORDS[("Discarded", YOU_DISCARD_SOME)] = (_WHEN, "you discard one or more cards")
MORE_TRIGGER_WORDS[("Discarded", PLAYERS_DISCARD_SOME)] = \
    "whenever one or more players discard one or more cards"
MORE_TRIGGER_WORDS[SELF_CYCLED_OR_DIES] = "when you cycle ~ or it dies"  # CR 702.29c
MORE_TRIGGER_WORDS[SELF_DIES_OR_DISCARDED] = "when ~ dies or when you discard it"  # 701.9a
MORE_TRIGGER_WORDS[SELF_ENTERS_OR_SACRIFICED] = "when ~ enters and when you sacrifice it"
MORE_TRIGGER_WORDS[SELF_DIES_IN_COMBAT] = "when ~ dies during combat"  # CR 506.1
