"""A spell's or ability's target rendered back to Oracle text (``target_spec``): "target
creature or planeswalker an opponent controls", "target instant or sorcery spell", "target
creature card from your graveyard", ... (CR 115.1); split out of ``render_effects``."""

from __future__ import annotations

import attrs

from sim.model.damage_history import DAMAGED_WORDS
from sim.model.programs import TargetSpec
from sim.text.linked_targets import linked_tail
from sim.text.qualified_target_rules import qualified_words
from sim.text.render_counts import x_phrase
from sim.text.render_graveyard_cards import is_kind_card, kind_card
from sim.text.render_statics import FLAG_NAMES
from sim.text.render_up_to import typed_target
from sim.text.stack_target_rules import STACK_WORDS
from sim.text.target_phrases import colors_words
from sim.text.wording import Piece, alt

#: the kinds of targets the creature and player wordings name
_CREATURE_OR_PLAYER = frozenset(("creature", "player", "planeswalker"))

#: the permanent types of a target in the order Oracle text lists them
#: the words after a target whose controller is named
_CONTROLLED: dict[str, Piece] = {"you": " you control", "defending": " defending player controls",
                                 "opponent": alt(" an opponent controls", " you don't control")}
TYPE_ORDER = ("artifact", "creature", "enchantment", "land", "planeswalker", "permanent", "vehicle")


def _permanent_target(spec: TargetSpec) -> Piece:
    """"target [non-<type>] <types> [you control | an opponent controls]": a target naming
    permanent types other than creatures alone (CR 115.1)."""
    kinds = [k for k in TYPE_ORDER if k in spec.types]
    listed: Piece = kinds[0] if len(kinds) == 1 else alt(" or ".join(kinds), " or ".join(
        kinds[::-1])) if len(kinds) == 2 else ", ".join(kinds[:-1]) + ", or " + kinds[-1]
    named: Piece = (colors_words(spec.colors), listed)
    head: Piece = "target legendary " if spec.supertype == "Legendary" else "target "
    if spec.not_subtype:
        sub = spec.not_subtype.lower()
        head = (head, alt(f"non{sub}", f"non-{sub}"), " ")
    tail: Piece = linked_tail(spec) or _CONTROLLED.get(spec.controller, "")  # (CR 506.2)
    if spec.max_value >= 0:  # CR 202.3
        most = f" with mana value {spec.max_value} or less"
        return (head, named, alt((tail, most), (most, tail)))
    return (head, named, tail)


def _spell_target(spec: TargetSpec) -> Piece:
    """"target [non<type>] [<type> [or <type>]] spell" (CR 115.1)."""
    kinds = [k for k in ("artifact", "creature", "enchantment", "instant", "planeswalker",
                         "sorcery") if k in spec.of_types]
    words: list[Piece] = ["target "]
    if spec.not_subtype:
        sub = spec.not_subtype.lower()
        words.append((alt(f"non{sub}", f"non-{sub}"), " "))
    words.append(colors_words(spec.colors))
    if kinds:
        words.append(" or ".join(kinds) + " ")
    words.append("spell")
    if spec.max_value >= 0:  # CR 202.3
        words.append(f" with mana value {spec.max_value} or less")
    if spec.value_count is not None:  # CR 107.3 (sim.rules.value_targets)
        words.append((" with mana value x or less, where x is ", x_phrase(spec.value_count)))
    return tuple(words)


#: the stack objects a target phrase names, by ``TargetSpec.types`` (CR 115.1, 113.3b-c)
_STACK_PHRASE: dict[frozenset[str], Piece] = {
    kinds: words for words, kinds in STACK_WORDS.items() if not words.startswith("spell")}
_STACK_PHRASE[STACK_WORDS["spell or ability"]] = alt(  # the same objects (605.3b)
    "spell or ability", "spell, activated ability, or triggered ability")
_STACK_KINDS = frozenset({"spell", "activated", "triggered"})


def _aimed(spec: TargetSpec) -> Piece:
    """" that targets you | a creature you control | ..." (CR 115.9b), or nothing."""
    return f" that targets {spec.aimed}" if spec.aimed else ""


#: the card types a graveyard target may name, in Oracle text's order
_CARDTYPE_ORDER = ("artifact", "creature", "enchantment", "instant", "land", "planeswalker",
                    "sorcery", "permanent")


def _card_target(spec: TargetSpec) -> Piece:
    """"target [<type> [or <type>]] card from your graveyard" (CR 115.1, 404); "target
    <subtype> card ..." (``sim.text.render_graveyard_cards``)."""
    if is_kind_card(spec):  # a subtype, a supertype, a "non-" kind (205.3, 205.4)
        return kind_card(spec)
    kinds = [k for k in _CARDTYPE_ORDER if k in spec.types]
    whose = {"you": "your graveyard", "opponent": "an opponent's graveyard"}.get(
        spec.controller, "a single graveyard" if spec.single_graveyard else "a graveyard")
    whose = "that player's graveyard" if linked_tail(spec) is not None else whose  # (linked)
    most = f"with mana value {spec.max_value} or less " if spec.max_value >= 0 else ""
    card = (" or ".join(kinds) + " card " + most + "from " + whose).lstrip()
    return ("target ", colors_words(spec.colors), card)


#: the kinds of "any target" (CR 115.4)
_ANY_TARGET = frozenset({"creature", "player", "planeswalker"})
#: "target creature blocking ~ | blocking it | that's blocking it" (CR 509.1g; "it": ~, as
#: ``sim.text.subject_rules`` reads it)
_BLOCKING_SOURCE: Piece = alt(" blocking ~", " blocking it", " that's blocking it")


def target_spec(spec: TargetSpec) -> Piece:
    """"target <spec>" (CR 115.1) from the spec's fields; "another target <spec>" when it
    can't be the source."""
    if spec.other or spec.among >= 0 and not spec.optional:  # (than the target ``among``)
        if spec.types == _ANY_TARGET:  # "another target" (CR 115.4: any target)
            return alt("another target", "any other target")
        return ("another ", target_spec(attrs.evolve(spec, other=False, among=-1)))
    kinds = spec.types
    if spec.qualified_creatures:  # "... or creature with flying" (sim.text.qualified_target_rules)
        return qualified_words(spec)
    if spec.zone == "graveyard":
        return _card_target(spec)
    if spec.subtype:  # "target Vampire you control" (205.3m)
        return typed_target(spec)
    if kinds == {"spell"}:
        return (_spell_target(spec), _aimed(spec))
    if kinds <= _STACK_KINDS:  # activated or triggered abilities too (CR 113.3b-c)
        return ("target ", _STACK_PHRASE[kinds], _aimed(spec))
    if kinds - _CREATURE_OR_PLAYER:
        return _permanent_target(spec)
    if kinds == {"creature", "player", "planeswalker"}:
        return "any target"
    if kinds == {"player"}:
        return "target opponent" if spec.controller == "opponent" else "target player"
    if kinds == {"creature", "player"}:
        return alt("target creature or player", "target player or creature")
    if kinds == {"player", "planeswalker"}:
        who = "opponent" if spec.controller == "opponent" else "player"
        return f"target {who} or planeswalker"
    if kinds == {"creature", "planeswalker"}:  # "... you don't control" (issue 29, fight)
        most = f" with mana value {spec.max_value} or less" if spec.max_value >= 0 else ""
        return ("target creature or planeswalker",
                linked_tail(spec) or _CONTROLLED.get(spec.controller, ""),
                f" {DAMAGED_WORDS}" if spec.damaged else "", most)
    if kinds == {"planeswalker"}:
        return "target planeswalker"
    words = ["target"]
    if spec.attacking and spec.blocking:
        words.append("attacking or blocking")
    elif spec.attacking:
        words.append("attacking")
    elif spec.blocking:
        words.append("blocking")
    if spec.tapped is True:
        words.append("tapped")
    elif spec.tapped is False:
        words.append("untapped")
    if spec.supertype == "Legendary":  # CR 205.4a
        words.append("legendary")
    head: Piece = " ".join(words)
    if spec.not_subtype:
        sub = spec.not_subtype.lower()
        head = (head, " ", alt(f"non{sub}", f"non-{sub}"))
    head = (head, " ", colors_words(spec.colors),
            "artifact creature" if spec.card_type == "Artifact" else "creature")
    tail: list[Piece] = [_BLOCKING_SOURCE] if spec.blocking_source else []
    if spec.steady:
        tail.append(" the active player has controlled continuously since the beginning of "
                    "the turn")
    elif spec.controller == "you":
        tail.append(" you control")
    elif spec.controller == "opponent":
        tail.append(alt(" an opponent controls", " you don't control"))
    elif spec.controller == "defending":
        tail.append(" defending player controls")
    elif linked_tail(spec) is not None:  # CR 115.3, 601.2c (``sim.text.linked_targets``)
        tail.append(linked_tail(spec) or "")
    if spec.damaged:  # CR 120.3
        tail.append(" " + DAMAGED_WORDS)
    if spec.with_kw:
        tail.append(" with " + FLAG_NAMES[int(spec.with_kw)][0])
    if spec.without_kw:
        tail.append(" without " + FLAG_NAMES[int(spec.without_kw)][0])
    if spec.counter:  # "with a +1/+1 counter on it" (CR 122.1)
        tail.append(f" with a {spec.counter} counter on it")
    if spec.lesser_power:  # mentor's (CR 702.134a)
        tail.append(" with lesser power")
    if spec.max_value >= 0:  # CR 202.3
        tail.append(f" with mana value {spec.max_value} or less")
    if spec.power_at_least is not None or spec.power_at_most is not None:
        bound = f"{spec.power_at_least} or greater" if spec.power_at_least is not None \
            else f"{spec.power_at_most} or less"
        power = f" with {'toughness' if spec.bounds_toughness else 'power'} {bound}"
        return alt((head, power, *tail), (head, *tail, power))
    return (head, *tail)


__all__ = ["target_spec", "TYPE_ORDER"]
