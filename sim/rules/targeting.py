"""Targets (CR 115): which objects and players a spell's or ability's target words may
choose, now. Shroud (702.18), hexproof and "hexproof from" (702.11) and protection
(702.16, ``sim.model.qualities``) may forbid a choice; "non-[quality]" targets read colors (none
with devoid) and subtypes (all creature types with changeling).
"""

from __future__ import annotations

from sim.legality.constraints import defending_player
from sim.model.abilities import HEXPROOF_FROM, PROTECTION, UNTARGETABLE_BY_OPPONENTS_OF
from sim.model.card import CardDef
from sim.model.damage_history import damaged_this_turn
from sim.model.keywords import Kw
from sim.model.mana import ManaCost
from sim.model.objects import Permanent, Zone
from sim.model.programs import THAT_PLAYER, YOU, TargetSpec
from sim.model.protection import protecting
from sim.model.qualities import CARD_TYPE_PLURALS
from sim.model.stack_objects import SPELL, StackItem, aura_program
from sim.model.state import GameState
from sim.rules.graveyard_kinds import kinds_ok
from sim.rules.group_qualities import has_qualities
from sim.rules.player_targets import player_untargetable
from sim.rules.stack_targets import aims_at, kind_fits, on_stack
from sim.rules.value_targets import within_count


def target_ok(state: GameState, spec: TargetSpec, cand: str, item: StackItem) -> bool:
    """Whether ``cand`` is a legal target for ``spec`` of ``item`` now (CR 115.1, 608.2b);
    shroud, hexproof and protection may forbid it (``_untargetable``)."""
    if cand in state.players:
        player = state.players[cand]
        return "player" in spec.types and not player.lost and not (
            spec.controller == "opponent" and cand == item.controller) and \
            not player_untargetable(state, cand, item.controller)  # 702.11d, 702.18d
    if on_stack(spec):
        return _spell_ok(state, spec, cand, item)
    if spec.zone:
        return _card_ok(state, spec, cand, item)
    return qualifies(state, spec, cand, item) and \
        not _untargetable(state, cand, state.permanents[cand].controller, item)


def in_group(state: GameState, spec: TargetSpec, item: StackItem) -> list[str]:
    """The permanents a group names ("all creatures", "each other creature you control", CR
    115.10: not targeted, so shroud, hexproof and protection don't matter), in the
    battlefield's order."""
    return [p.id for p in state.battlefield() if qualifies(state, spec, p.id, item)]


def linked_player(state: GameState, who: str, item: StackItem) -> str | None:
    """The player a linked target's "that player" names now (``sim.text.linked_targets``): the
    player chosen for the target "target:k" (or that planeswalker's controller, 608.2h), or the
    player the trigger is about (``THAT_PLAYER``, 603.2); None: nobody (not chosen yet)."""
    if who == THAT_PLAYER:
        return item.that if item.that in state.players else None
    if who.startswith("target:") and int(who[7:]) < len(item.targets):
        return _controller(state, item.targets[int(who[7:])])
    return None


def _controller(state: GameState, target: str) -> str:
    """A target player, or a target permanent's controller ("that player or that
    planeswalker's controller", CR 608.2h): once it has left the battlefield, its controller
    as it last existed there (113.7a; the other target is still checked, 608.2b)."""
    perm = state.permanents.get(target)
    if perm is None:
        return target
    known = state.last_known.get(target) if perm.zone is not Zone.BATTLEFIELD else None
    return perm.controller if known is None else known.controller


def qualifies(state: GameState, spec: TargetSpec, cand: str, item: StackItem) -> bool:
    """Whether the permanent ``cand`` has the qualities ``spec`` names (its types, combat
    state, controller, "non-" quality, tapped, keywords; "other": not ``item``'s source)."""
    perm = state.permanents.get(cand)
    if perm is None or perm.zone is not Zone.BATTLEFIELD:
        return False
    card = perm.card
    if not has_type(spec, card) or spec.other and cand == item.source:
        return False
    combat = state.combat
    if spec.attacking or spec.blocking:
        attacking = combat is not None and cand in combat.attackers
        blocking = combat is not None and cand in combat.blocks
        if not (spec.attacking and attacking or spec.blocking and blocking):
            return False
    if spec.blocking_source and not (combat is not None and item.source in combat.blocks.get(
            cand, ())):  # "target creature blocking ~" (CR 509.1g)
        return False
    who = spec.controller
    if who.startswith("target:"):  # "creatures target player controls": that player's
        k = int(who[7:])
        if k >= len(item.targets) or perm.controller != _controller(state, item.targets[k]):
            return False
    elif who == THAT_PLAYER:  # "each creature that player controls": the player the trigger
        if perm.controller != item.that:  # is about (603.2, 608.2h; ``item.that``)
            return False
    elif who and who not in ("you", "opponent", "active", "defending"):
        return False  # a player the program never named
    elif who == "you" and perm.controller != item.controller or \
            who == "opponent" and perm.controller == item.controller or \
            who == "active" and perm.controller != state.active:
        return False
    if who == "defending":
        defending = defender(state, item)
        if defending is None or perm.controller != defending:
            return False
    if spec.not_subtype and _is(card, spec.not_subtype) or not colored(card, spec):
        return False
    if spec.max_value >= 0 and ManaCost.parse(card.cost).total() > spec.max_value:
        return False  # "with mana value N or less" (CR 202.3; X is 0 off the stack, 202.3e)
    if spec.subtype and not card.has_subtype(spec.subtype):
        return False  # "for each elf you control" (CR 205.3)
    if spec.card_type and spec.card_type not in card.types:
        return False  # "artifact creature" (205.2a)
    if spec.counter and not perm.counters.get(spec.counter):
        return False  # "each creature with a +1/+1 counter on it" (122.1)
    if spec.subtype and not card.has_subtype(spec.subtype):
        return False  # "each other Human you control" (205.3m; changeling: 702.73a)
    if (spec.supertype or spec.modified) and not has_qualities(state, spec, perm):
        return False  # "each legendary | modified creature" (205.4a, 700.9)
    if spec.steady and perm.sick or spec.damaged and not damaged_this_turn(state.turn, perm):
        return False
    if spec.qualified_creatures and not card.is_creature:
        return True  # "artifact, enchantment, or creature with flying": a creature's (115.1)
    if spec.tapped is not None and perm.tapped != spec.tapped:
        return False
    if spec.with_kw and not state.has(cand, spec.with_kw):
        return False
    if spec.lesser_power and not state.power(cand) < _source_power(state, item.source):
        return False  # mentor's "with lesser power" (702.134a)
    value = state.toughness(cand) if spec.bounds_toughness else state.power(cand)
    if spec.power_at_least is not None and value < spec.power_at_least or \
            spec.power_at_most is not None and value > spec.power_at_most:
        return False  # "creature with power | toughness N or greater|less" (now, 608.2b)
    return not (spec.without_kw and state.has(cand, spec.without_kw))


CARD_TYPE_NAMES = frozenset(CARD_TYPE_PLURALS.values())
#: the supertypes (CR 205.4a) a "non-" word may name ("nonbasic land", "nonlegendary creature")
SUPERTYPE_NAMES = frozenset(("Basic", "Legendary", "Snow", "World", "Ongoing"))


#: the other permanent types a target may name (an Aura's "enchant land", 303.4a), as printed
_OTHER_TYPES = {"land": "Land", "artifact": "Artifact", "enchantment": "Enchantment",
                "battle": "Battle"}



def _card_ok(state: GameState, spec: TargetSpec, cand: str, item: StackItem) -> bool:
    """Whether ``cand`` is a card in a graveyard ``spec`` may target (CR 115.1, 404): in the
    graveyard of the player it names (its owner's), of one of its card types ("permanent
    card": 110.4b), not the source's own card when "another" (a dies trigger's, a
    sacrificed source's). Hexproof and shroud don't apply off the battlefield (702.11b,
    702.18a)."""
    perm = state.permanents.get(cand)
    if perm is None or perm.zone is not Zone.GRAVEYARD or perm.token or \
            spec.other and cand == item.source:
        return False
    if spec.controller == "you" and perm.owner != item.controller or \
            spec.controller == "opponent" and perm.owner == item.controller:
        return False
    if spec.controller and spec.controller not in ("you", "opponent") and \
            perm.owner != linked_player(state, spec.controller, item):
        return False  # "from that player's graveyard" (``sim.text.linked_targets``, 404.1)
    if not colored(perm.card, spec) or spec.single_graveyard and not _one_graveyard(
            state, spec, cand, item):
        return False  # "target black creature card" (CR 105.2); "a single graveyard"
    if spec.subtype and not perm.card.has_subtype(spec.subtype) or spec.max_value >= 0 and \
            ManaCost.parse(perm.card.cost).total() > spec.max_value:
        return False  # "Spirit card with mana value N or less" (CR 205.3, 202.3, 702.46a)
    return kinds_ok(spec, perm.card)  # its types, subtypes, supertypes (205.2-205.4)


def _one_graveyard(state: GameState, spec: TargetSpec, cand: str, item: StackItem) -> bool:
    """"up to three target cards from a single graveyard" (CR 115.1, 404): the card ``cand``
    is in the graveyard of the other cards the phrase's slots chose (its owner's, 404.1)."""
    owner = state.permanents[cand].owner
    chosen = item.targets[spec.among:spec.among + spec.up_to] if spec.among >= 0 else ()
    return all(o == cand or o not in state.permanents or state.permanents[o].owner == owner
               for o in chosen)


def _spell_ok(state: GameState, spec: TargetSpec, cand: str, item: StackItem) -> bool:
    """Whether the stack object ``cand`` is a spell (or ability, ``sim.rules.stack_targets``)
    ``spec`` may target (CR 115.1, 112.1): on the stack, not ``item`` itself (115.5), of a
    kind named, targeting what "that targets ..." says (115.9b); a spell of one of the card
    types named, not of the "non-" one. "Can't be countered" doesn't stop a spell from being
    targeted."""
    if cand == item.id:
        return False
    spell = next((i for i in state.stack if i.id == cand), None)
    if spell is None or not kind_fits(spec, spell) or \
            spec.aimed and not aims_at(state, spec.aimed, spell, item):
        return False
    if spell.kind != SPELL:
        return True
    card = state.permanents[spell.source].card
    if spec.of_types and not any(t.title() in card.types for t in spec.of_types) or \
            not colored(card, spec):
        return False
    if spec.controller == "you" and spell.controller != item.controller:
        return False  # "target ... spell you control"
    if spec.max_value >= 0 and ManaCost.parse(card.cost).total(spell.x) > spec.max_value:
        return False  # "with mana value N or less" (202.3; X its value on the stack, 202.3e)
    if spec.value_count is not None and not within_count(state, spec.value_count, card, spell,
                                                         item):
        return False  # "... X or less, where X is <count>" (107.3; counted now, 608.2b)
    return not (spec.not_subtype and spec.not_subtype in card.types)


def has_type(spec: TargetSpec, card: CardDef) -> bool:
    """Whether the permanent ``card`` has a type ``spec`` names ("creature", "land",
    "artifact or creature"; any, for "permanent"; "creature or vehicle": the Vehicle
    subtype, 301.7): CR 115.1, 205.2a."""
    types = spec.types
    return "creature" in types and card.is_creature \
        or "vehicle" in types and card.has_subtype("Vehicle") \
        or "planeswalker" in types and card.is_planeswalker or "permanent" in types \
        or any(name in types and printed in card.types for name, printed in _OTHER_TYPES.items())


def enchantable(state: GameState, aura: Permanent, pid: str | None) -> bool:
    """Whether ``aura`` may be attached to ``pid`` (CR 303.4d): a permanent on the
    battlefield of a type its enchant ability names, with the controller it names; shroud and
    hexproof don't matter once attached (702.18, 702.11), protection does (702.16c, checked by
    ``sim.rules.sba``). An Aura whose enchant ability the engine doesn't read (a scenario's
    card without one) may be attached to any permanent or player."""
    if pid is None:
        return False
    if pid in state.players:  # "enchant player" / "enchant opponent" (303.4, 702.5a)
        aura_spec = aura_program(aura.card)
        return aura_spec is None or "player" in aura_spec.targets[0].types and not (
            state.players[pid].lost or aura_spec.targets[0].controller == "opponent"
            and pid == aura.controller)
    perm = state.permanents.get(pid)
    if perm is None or perm.zone is not Zone.BATTLEFIELD:
        return False
    program = aura_program(aura.card)
    if program is None:
        return True
    spec = program.targets[0]
    who = spec.controller
    return has_type(spec, perm.card) and not (
        who == "you" and perm.controller != aura.controller
        or who == "opponent" and perm.controller == aura.controller)


def equippable(state: GameState, equipment: Permanent, pid: str | None) -> bool:
    """Whether ``equipment`` may stay attached to ``pid`` (CR 301.5c, 704.5n): a creature on
    the battlefield other than itself, and the Equipment itself not a creature."""
    if pid is None or pid == equipment.id or equipment.card.is_creature:
        return False
    perm = state.permanents.get(pid)
    return perm is not None and perm.zone is Zone.BATTLEFIELD and perm.card.is_creature


_SHROUD = int(Kw.SHROUD)


_HEXPROOF = int(Kw.HEXPROOF)


def _untargetable(state: GameState, cand: str, controller: str, item: StackItem) -> bool:
    """Whether ``cand``'s abilities stop ``item`` from targeting it: shroud (CR 702.18a: by
    no spell or ability), hexproof (702.11b: by no spell or ability an opponent controls),
    hexproof from a quality (702.11d: by no [quality] spell or ability from a [quality] source
    an opponent controls) and protection (702.16b: by no spell with the quality, nor ability
    from a source with it, whoever controls it). The quality is the spell's or the ability's
    source's (``sim.model.qualities``)."""
    mask = state.keywords(cand)
    if mask & _SHROUD:
        return True
    opponent = controller != item.controller
    if mask & _HEXPROOF and opponent:
        return True
    params = state.params(cand)
    if not params:
        return False
    if _opponent_barred(state, params, item.controller):
        return True
    if (UNTARGETABLE_BY_OPPONENTS_OF, YOU) in params and \
            _barred_by_statics(state, cand, item.controller):
        return True
    source = _source_card(state, item)
    if source is None:
        return False
    return bool(protecting(state, cand, source, PROTECTION)) or opponent and bool(
        protecting(state, cand, source, HEXPROOF_FROM))


def _opponent_barred(state: GameState, params: frozenset[tuple[str, str]], controller: str
                     ) -> bool:
    """Issue 29, decks: whether an effect "<it> can't be the target of spells or abilities your
    opponents control this turn" (Vines of Vastwood) bars a spell or ability ``controller``
    controls: "your" is that effect's controller's (CR 109.5, recorded as it started), so its
    own controller and teammates still may target it, as may anyone when the effect's player
    is not an opponent (115.1; no hexproof is granted, 702.11b)."""
    for kind, player in params:
        if kind == UNTARGETABLE_BY_OPPONENTS_OF and player != YOU and \
                controller in state.opponents(player):
            return True
    return False


def _barred_by_statics(state: GameState, cand: str, controller: str) -> bool:
    """'Enchanted | equipped creature can't be the target of spells or abilities your opponents
    control': "your" is the Aura's or Equipment's controller's (CR 109.5, 611.3a), so a
    spell or ability ``controller`` controls can't target ``cand`` if they are its opponent
    (115.1; no hexproof is granted, 702.11b)."""
    return any(controller in state.opponents(source.controller)
               for source, static in state._grants(cand)
               if (UNTARGETABLE_BY_OPPONENTS_OF, YOU) in static.params)


_COLOR_WORDS = {"White": "W", "Blue": "U", "Black": "B", "Red": "R", "Green": "G"}


def colored(card: CardDef, spec: TargetSpec) -> bool:
    """Whether ``card`` has one of the colors ``spec`` names, if it names any ("target white
    or blue creature": CR 105.2, 115.1; none with devoid, 702.114a)."""
    return not spec.colors or any(_COLOR_WORDS[c.title()] in card.color_set
                                  for c in spec.colors)


def _is(card: CardDef, word: str) -> bool:
    """Whether ``card`` is what a "non-[word]" target excludes (CR 115.1, 205.4b): a color
    ("nonblack": its colors, none with devoid, 702.114a), a card type ("nonartifact"), a
    supertype ("nonbasic", "nonlegendary", CR 205.4a) or a subtype ("non-Wall": a changeling
    has every creature type, 702.73a)."""
    color = _COLOR_WORDS.get(word)
    if color is not None:
        return color in card.color_set
    if word in SUPERTYPE_NAMES:
        return word in card.supertypes
    if word in CARD_TYPE_NAMES:
        return word in card.types
    return card.has_subtype(word)


def defender(state: GameState, item: StackItem) -> str | None:
    """"Defending player" for ``item``: the player the source creature attacks (or whose
    planeswalker it attacks), else the one opponent of the active player."""
    combat = state.combat
    if combat is not None and item.source in combat.attackers:
        return defending_player(state, item.source)
    others = state.opponents(state.active)
    return others[0] if len(others) == 1 else None


def _source_card(state: GameState, item: StackItem) -> CardDef | None:
    """The card whose characteristics (colors: none with devoid, 702.114a; types; subtypes)
    are ``item``'s qualities: the spell's own card, or the source of an ability."""
    perm = state.permanents.get(item.source)
    return None if perm is None else perm.card


def candidates(state: GameState, spec: TargetSpec, item: StackItem) -> list[str]:
    """Every legal choice for ``spec``, players first (turn order), then permanents — or the
    spells on the stack from the top down, for a spell target."""
    out = [p for p in state.turn_order if "player" in spec.types
           and target_ok(state, spec, p, item)]
    if on_stack(spec):
        stack: list[StackItem] = state.stack  # (mypyc can't type ``reversed`` of it here)
        return out + [i.id for i in stack[::-1] if target_ok(state, spec, i.id, item)]
    if spec.zone:
        return out + [pid for pid, p in state.permanents.items() if p.zone is Zone.GRAVEYARD
                      and target_ok(state, spec, pid, item)]
    out += [p.id for p in state.battlefield() if target_ok(state, spec, p.id, item)]
    return out


def has_candidates(state: GameState, spec: TargetSpec, item: StackItem, need: int) -> bool:
    """``len(candidates(state, spec, item)) >= need``, looked for lazily: the same choices in
    the same order, stopping at the ``need``-th (a castability check asks only whether there
    are enough, CR 601.2c; "any target" has a player at once)."""
    if need <= 0:
        return True
    if "player" in spec.types:
        for p in state.turn_order:
            if target_ok(state, spec, p, item):
                need -= 1
                if not need:
                    return True
    if on_stack(spec):
        stack: list[StackItem] = state.stack
        for i in stack[::-1]:
            if target_ok(state, spec, i.id, item):
                need -= 1
                if not need:
                    return True
        return False
    if spec.zone:
        graveyard = Zone.GRAVEYARD
        for pid, perm in state.permanents.items():
            if perm.zone is graveyard and target_ok(state, spec, pid, item):
                need -= 1
                if not need:
                    return True
        return False
    for perm in state.battlefield():
        if target_ok(state, spec, perm.id, item):
            need -= 1
            if not need:
                return True
    return False


def _source_power(state: GameState, source: str) -> int:
    """The power of an ability's source: now, or as it last existed on the battlefield once
    gone (CR 608.2h: ``Permanent.known_pt``; mentor's "lesser power", 702.134a)."""
    perm = state.permanents.get(source)
    if perm is not None and perm.zone is Zone.BATTLEFIELD:
        return state.power(source)
    known = state.last_known.get(source)
    return known.known_pt[0] if known is not None and known.known_pt is not None else 0
