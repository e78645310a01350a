"""Cost increases and reductions (CR 601.2f): "instant and sorcery spells you cast cost {1}
less to cast" (a static ability of a permanent its controller's spells get), "this spell costs
{1} less to cast for each creature you control" / "... if you control a Wizard" (a static
ability of the spell itself, which functions on the stack, 604.1).

The total cost is the mana cost or an alternative cost, plus additional costs and cost
increases, less cost reductions (601.2f: in that order); a reduction of generic mana can't
take it below zero generic mana, and it reduces only the generic part ({1} less never pays a
colored symbol). A spell whose cost has {X} has X chosen first (601.2b), and a reduction the
fixed generic part doesn't use up reduces the generic mana X stands for (``leftover``,
``sim.rules.casting``)."""

from __future__ import annotations

from collections.abc import Callable

import attrs

from sim.model.abilities import (
    DEVOTION,
    FLASH_FOR_MORE,
    SELF_COST,
    SPELLS_COST,
    SPELLS_EACH_COST,
    Count,
)
from sim.model.board import basic_land_types, counted
from sim.model.card import CardDef
from sim.model.cast_permissions import FLASH_IF
from sim.model.count_kinds import party_size
from sim.model.face_down_cards import FACE_DOWN_CARD, FACE_DOWN_WARD_CARD
from sim.model.keywords import Kw
from sim.model.mana import ManaCost
from sim.model.nth_spell_costs import NTH_SPELL_COST
from sim.model.objects import MAIN_PHASES, Permanent, Zone
from sim.model.per_count_costs import SPELLS_COST_PER
from sim.model.programs import Cost
from sim.model.qualities import COLOR_LETTERS
from sim.model.stack_objects import SPELL, StackItem
from sim.model.state import GameState
from sim.model.target_tax import (
    GIVEN,
    IF_TARGETS,
    SPELLS_FROM_COST,
    TARGET_TAX,
    target_qualities,
)
from sim.rules.nth_spells import most, nth_less
from sim.rules.self_cost_checks import given  # CR 601.2f, 611.3a: under a condition
from sim.rules.self_cost_counts import count_less  # CR 601.2f: "for each <count>"
from sim.rules.target_kinds import target_is  # CR 601.2f: "if it targets a black permanent"
from sim.rules.targeting import candidates
from sim.text.spell_reductions import COUNTED, per_count


def flashes_for_more(card: CardDef) -> bool:
    """Whether ``card`` may be cast as though it had flash for a cost increase (CR 702.8a,
    601.2f: "... if you pay {2} more to cast it") or under a condition ("you may cast ~ as
    though it had flash if ...": whether it holds, ``sim.rules.cast_timing``)."""
    return bool(card.params) and any(kind in _FLASHES for kind, _ in card.params)


#: the parameters letting a card be cast as though it had flash (702.8a), under a condition
#: (``sim.rules.cast_timing.as_though_flash``) or for more
_FLASHES = frozenset((FLASH_FOR_MORE, FLASH_IF))


def _flashed(state: GameState, player: str) -> bool:
    """Whether ``player`` casting a spell now (or about to) casts it as though it had flash
    (CR 702.8a): not at sorcery speed (307.1: their main phase, the stack empty — but for the
    spell being cast), and not as an effect resolving lets them (608.2g: timing ignored)."""
    return state.resolving is None and not (
        state.active == player and state.step in MAIN_PHASES and not state.stack)


def may_cost_less(card: CardDef) -> bool:
    """Whether ``card`` has a cost reduction of its own (601.2f)."""
    return bool(card.params) and any(kind == SELF_COST for kind, _ in card.params)


def with_params(state: GameState) -> tuple[Permanent, ...]:
    """The permanents on the battlefield whose cards have parameters (a cost change is one),
    found once per position (``GameState.with_params``, keyed on ``version``): every
    castability check reads them."""
    cached = state.with_params
    if cached is not None and cached[0] == state.version:
        found: tuple[Permanent, ...] = cached[1]
        return found
    found = tuple(p for p in state.battlefield() if p.card.params)
    state.with_params = (state.version, found)
    return found


def change(state: GameState, player: str, card: CardDef,
           targets: tuple[str, ...] | None = None, source: str | None = None) -> int:
    """The generic mana added to (positive) or taken from (negative) the cost of ``card`` cast
    by ``player`` now (CR 601.2f): its own reduction, and each "<kinds> spells you cast cost
    {N} less/more" of a permanent ``player`` controls whose kinds the spell has, each "<kinds>
    spells [your opponents cast] cost {N} more" of any permanent (``_each``), and those that
    depend on its ``targets`` (``targeted``; None: the spell's being cast once all are chosen,
    else the least they may come to; ``source``: the object cast, when known — several objects
    may share one card, 400.1)."""
    delta = targeted(state, player, card, chosen(state, card) if targets is None else targets)
    if card.params:
        for kind, value in card.params:
            if kind == SELF_COST and IF_TARGETS in value:
                continue  # (``targeted``)
            if kind == SELF_COST:
                n, rest = value.split("|")
                delta -= (1 if n == "x" else int(n)) * (
                    given(state, player, card, rest, source) if rest.startswith(GIVEN) else
                    count_less(state, player, card, value, source) if rest.startswith(COUNTED)
                    else
                    _count(state, player, rest))
            elif kind == FLASH_FOR_MORE and _flashed(state, player):
                delta += int(value[1:-1])  # cast as though it had flash (702.8a): more
    for perm in with_params(state):
        params = perm.card.params
        if perm.controller != player or any(k == SPELLS_EACH_COST for k, _ in params):
            delta += _each(state, perm, player, card)
            if perm.controller != player:
                continue
        for kind, value in params:
            if kind == SPELLS_COST:
                n = _spells_cost(state, player, card, value)
                if n.isdigit():
                    delta += int(n) if value.split("|")[1] == "more" else -int(n)
            elif kind == NTH_SPELL_COST:  # "the first creature spell you cast each turn"
                delta -= nth_less(state, player, card, value, _is)
            elif kind == SPELLS_FROM_COST and _cast_from(state, player, card, value, source):
                less = int(value.split("|")[2])
                delta += less if value.split("|")[1] == "more" else -less
            elif kind == SPELLS_COST_PER:  # "... cost {1} less to cast for each <count>"
                delta -= _per_less(state, perm, card, value)
    return delta


def _per_less(state: GameState, perm: Permanent, card: CardDef | None, value: str) -> int:
    """The generic mana the ``SPELLS_COST_PER`` value ``value`` of ``perm`` takes off ``card``
    (CR 601.2f): N (or 1, "{x}") times its count seen from ``perm`` now (608.2h), when the
    spell is of its kinds (None: the most it takes off any spell), never below none."""
    kinds, amount, _, _ = value.split("|")
    if card is not None and kinds and not _is(card, kinds.split(" and ")):
        return 0
    count = per_count(value)
    n = 0 if count is None else counted(state, count, perm)
    return max(0, n) * (1 if amount == "x" else int(amount))


def _cast_from(state: GameState, player: str, card: CardDef, value: str,
               source: str | None = None) -> bool:
    """Whether ``card`` cast by ``player`` is (or would be, cast now) cast from where the
    ``SPELLS_FROM_COST`` ``value`` names (CR 601.2a: the zone it was in; "your graveyard":
    its caster's, the card theirs). ``source``: the object that would be cast (copies of one
    card in a hand and a graveyard share the card); None: the first object with that card."""
    casting = state.casting
    perm = state.permanents.get(casting.item.source) if casting is not None else None
    zone: str
    owner: str
    if perm is not None and casting is not None and perm.card is card:
        zone, owner = casting.origin, perm.owner
    else:
        found = state.permanents.get(source) if source is not None else next(
            (p for p in state.permanents.values() if p.card is card
             and p.zone is not Zone.BATTLEFIELD), None)
        if found is None:
            return False
        zone, owner = str(found.zone), found.owner
    where = value.split("|")[0]
    if where == "anywhere other than your hand":
        return zone != str(Zone.HAND)
    yours = zone == str(Zone.GRAVEYARD) and owner == player
    if where == "your graveyard":
        return yours
    return zone == str(Zone.EXILE) or where != "exile" and yours


def _spells_cost(state: GameState, player: str, card: CardDef, value: str) -> str:
    """The mana ("2", or a colored symbol's letter "b") a "<kinds> spells you cast cost {N}
    less | more" (value ``value``) of a permanent ``player`` controls changes the cost of
    ``card`` by, "" when it doesn't apply to it (CR 601.2f)."""
    kinds, _, n, *when = value.split("|")
    if when and state.active == player:
        return ""  # "as long as it's not your turn"
    kinds, _, keyword = kinds.partition(" with ")  # "creature spells with flying"
    if keyword.startswith("mana value "):  # "with mana value 6 or greater" (202.3)
        if spell_value(state, card) < int(keyword.split()[2]):
            return ""
    elif keyword and not card.keywords & Kw[keyword.replace(" ", "_").upper()]:
        return ""
    return n if not kinds or _is(card, kinds.split(" and ")) else ""


def spell_value(state: GameState, card: CardDef) -> int:
    """The mana value of ``card`` as a spell (CR 202.3: its mana cost's; on the stack, X is
    the value chosen for it, 202.3e — the spell being cast once X is announced, 601.2b)."""
    cost = ManaCost.parse(card.cost)
    casting = state.casting
    perm = state.permanents.get(casting.item.source) if casting is not None else None
    x = casting.item.x if casting is not None and perm is not None and perm.card is card else 0
    return cost.total(x)


def colored_more(state: GameState, player: str, card: CardDef) -> str:
    """The colored mana "black spells you cast cost {B} more to cast" of the permanents
    ``player`` controls adds to the cost of ``card`` (CR 601.2f: an increase, added before
    any reduction; a reduction of generic mana never takes it off), as symbols ("{B}")."""
    out = ""
    for perm in with_params(state):
        if perm.controller == player:
            for kind, value in perm.card.params:
                if kind == SPELLS_COST and value.split("|")[1] == "more":
                    n = _spells_cost(state, player, card, value)
                    out += f"{{{n.upper()}}}" if n and not n.isdigit() else ""
    return out


def changes(state: GameState, player: str, card: CardDef, source: str | None = None) -> bool:
    """Whether any cost change applies to ``card`` cast by ``player`` now (CR 601.2f);
    ``source``: the object cast (``change``)."""
    return bool(change(state, player, card, None, source) or colored_more(state, player, card))


def chosen(state: GameState, card: CardDef) -> tuple[str, ...] | None:
    """The targets of ``card`` as it is being cast, once all are chosen (CR 601.2c, before
    its total cost is determined, 601.2f); None before, or when it isn't being cast."""
    casting = state.casting
    if casting is None or casting.item.kind != SPELL:
        return None
    perm = state.permanents.get(casting.item.source)
    item = casting.item
    if perm is None or perm.card is not card or len(item.targets) < len(item.effect.targets):
        return None
    targets: tuple[str, ...] = item.targets
    return targets


#: the last of a spell's targets so far when more are still to be chosen (``targeted``)
OPEN = "*"


def targeted(state: GameState, player: str, card: CardDef,
             targets: tuple[str, ...] | None) -> int:
    """The generic mana the spell ``card`` cast by ``player`` with ``targets`` costs more (or
    less) for them (CR 601.2f, determined after the targets are chosen, 601.2c): each
    permanent's "spells your opponents | you cast that target ~ cost {N} more | less to cast"
    once for a spell that targets it (115.1), and the spell's own "costs {N} less to cast if
    it targets a tapped | an attacking | a blocking creature". ``targets`` None (not chosen
    yet): the least the cost may come to — over the legal choices of a spell's one target;
    with more targets, no tax and every reduction some choice could give."""
    taxes = [(perm, value) for perm in with_params(state)
             for kind, value in perm.card.params if kind == TARGET_TAX]
    own = [(int(v.split("|")[0]), v.split("|")[1]) for k, v in card.params
           if k == SELF_COST and IF_TARGETS in v] if card.params else []
    if not taxes and not own:
        return 0
    if targets is None:
        options = _one_target_options(state, player, card)
        if options is not None:
            return min((_targeted(state, player, taxes, own, (c,)) for c in options),
                       default=0)
    return _targeted(state, player, taxes, own, targets)


def _targeted(state: GameState, player: str, taxes: list[tuple[Permanent, str]],
              own: list[tuple[int, str]], targets: tuple[str, ...] | None) -> int:
    """``targeted`` for ``targets`` (None: the least any choice may give; ending with
    ``OPEN``: those chosen so far, the rest the least they may give), of ``taxes`` (the
    permanents' ``TARGET_TAX`` values) and ``own`` (the spell's reductions for a target
    creature with one of some qualities, or a target of a kind: ``target_kinds``)."""
    delta = 0
    unknown = targets is None or OPEN in targets  # (some or all targets still to choose)
    for less, words in own:
        qualities = target_qualities(words)
        if any(_fits(state, t, qualities) if qualities else target_is(state, player, t, words)
               for t in (state.permanents if unknown or targets is None else targets)):
            delta -= less
    for perm, value in taxes:
        n, way, whose = value.split("|")
        if player != perm.controller if whose == "you" else \
                player not in state.opponents(perm.controller):
            continue  # "you", or "your opponents" (102.2)
        if unknown and way == "less" or targets and perm.id in targets:
            delta += int(n) if way == "more" else -int(n)
    return delta


def _one_target_options(state: GameState, player: str, card: CardDef) -> list[str] | None:
    """The legal choices for the one target of the spell ``card`` ``player`` casts or may
    cast now (CR 601.2c); None when it has none or several, or modes."""
    program = card.spell
    if program is None or len(program.targets) != 1 or program.modes:
        return None
    casting = state.casting
    if casting is not None and casting.item.kind == SPELL and \
            state.permanents[casting.item.source].card is card:
        item = casting.item
    else:
        source = next((p.id for p in state.permanents.values() if p.card is card), "?")
        item = StackItem("?", SPELL, player, source, card.name, program)
    return candidates(state, program.targets[0], item)


def _fits(state: GameState, pid: str, qualities: tuple[str, ...]) -> bool:
    """Whether ``pid`` is a creature on the battlefield with one of ``qualities``: tapped
    (701.26a), attacking (506.4), blocking (509.1)."""
    perm = state.permanents.get(pid)
    if perm is None or perm.zone is not Zone.BATTLEFIELD or not state.is_creature(pid):
        return False
    combat = state.combat
    return any(q == "tapped" and perm.tapped or combat is not None and (
        q == "attacking" and pid in combat.attackers or q == "blocking" and pid in combat.blocks)
        for q in qualities)


def _each(state: GameState, perm: Permanent, player: str, card: CardDef) -> int:
    """The generic mana the "<kinds> spells cost {N} more | less to cast" of ``perm`` adds to
    (takes from) ``card`` cast by ``player`` (CR 601.2f): any player's spell, or with "your
    opponents cast" one of an opponent of its controller's (102.2)."""
    delta = 0
    for kind, value in perm.card.params:
        if kind == SPELLS_EACH_COST:
            kinds, way, n, whose = value.split("|")
            if whose and player not in state.opponents(perm.controller):
                continue
            if not kinds or _is(card, kinds.split(" and ")):
                delta += int(n) if way == "more" else -int(n)
    return delta


def ability_cost(state: GameState, source: Permanent, cost: Cost) -> ManaCost:
    """The mana an activated ability of ``source`` costs now (CR 602.2b: its total cost is
    determined as a spell's, 601.2f): its mana cost less its own reduction ("this ability
    costs {1} less to activate for each legendary creature you control", ``Cost.less``),
    of generic mana only and never below none."""
    mana = ManaCost.parse(cost.mana)
    if cost.less_per is None:
        return mana
    n = cost.less * counted(state, cost.less_per, source)
    return attrs.evolve(mana, generic=max(0, mana.generic - n), text="") if n else mana


def reductions(state: GameState, player: str) -> int:
    """The most generic mana "spells you cast cost {N} less" may take from any one spell of
    ``player``'s (an upper bound a quick test of what they can cast uses)."""
    total = 0
    for perm in with_params(state):  # (the permanents on the battlefield with parameters)
        params = perm.card.params
        if params:  # "<kinds> spells cost {N} less" (any player's; any kinds)
            total += sum(int(v.split("|")[2]) for k, v in params
                         if k == SPELLS_EACH_COST and v.split("|")[1] == "less")
            total += sum(int(v.split("|")[0]) for k, v in params  # "that target ~" (any)
                         if k == TARGET_TAX and v.split("|")[1] == "less")
        if params and perm.controller == player:
            for kind, value in params:
                if kind == SPELLS_COST and value.split("|")[1] == "less":  # (any condition)
                    total += int(value.split("|")[2])
                elif kind == NTH_SPELL_COST:
                    total += most(value)
                elif kind == SPELLS_FROM_COST and value.split("|")[1] == "less":
                    total += int(value.split("|")[2])
                elif kind == SPELLS_COST_PER:
                    total += _per_less(state, perm, None, value)
    return total


def _is(card: CardDef, kinds: list[str]) -> bool:
    """Whether ``card`` is of one of ``kinds`` (lower-case words): a card type or subtype
    ("instant", "dragon"), a color ("black", 105.2), or not of a card type ("noncreature");
    colorless (105.2c), multicolored (105.2b), legendary (205.4a), historic (700.6); a kind
    of two words is both ("black creature", "legendary creature")."""
    for word in kinds:
        if word == "face-down creature":  # CR 708.2a: a face-down spell (or permanent)
            if card is FACE_DOWN_CARD or card is FACE_DOWN_WARD_CARD:
                return True
            continue
        if " " in word:  # "black creature": a black card that is a creature card
            if all(_is(card, [w]) for w in word.split()):
                return True
            continue
        if word in _QUALITIES:
            if _QUALITIES[word](card):
                return True
            continue
        if word.startswith("non"):  # "noncreature" (205.4b): not of that type
            if word[3:].capitalize() not in card.types:
                return True
            continue
        letter = COLOR_LETTERS.get(word)
        if letter is not None:
            if letter in card.color_set:  # (devoid: none, 702.114a)
                return True
        elif word.capitalize() in card.types or card.has_subtype(word):  # changeling: 702.73a
            return True
    return False


#: the kinds a spell is by more than one type or color (CR 105.2b-c, 205.4a, 700.6)
_QUALITIES: dict[str, Callable[[CardDef], bool]] = {
    "colorless": lambda card: not card.color_set,
    "multicolored": lambda card: len(card.color_set) > 1,
    "legendary": lambda card: "Legendary" in card.supertypes,
    "historic": lambda card: "Artifact" in card.types or "Legendary" in card.supertypes
    or "Saga" in card.subtypes,
}


def _count(state: GameState, player: str, rest: str) -> int:
    """How many times a reduction "for each <kinds> you control / card in your graveyard / on
    the battlefield" applies now, or 1 or 0 for "if you control a(n) <kind>"."""
    words = rest.split()
    if rest == "for each attacking creature":  # 506.4: those still in combat
        return 0 if state.combat is None else sum(
            1 for a in state.combat.attackers if state.is_creature(a))
    if rest == "for each creature that attacked this turn":  # 508.1: any player's
        return sum(p.attackers_this_turn for p in state.players.values())
    if rest in _DIED:  # CR 700.4: any player's creatures that died this turn
        died = sum(p.died_this_turn for p in state.players.values())
        return died if rest == _DIED[0] else int(died > 0)
    if rest.startswith(_ANOTHER):  # CR 601.2i: those cast before it (it isn't cast yet)
        earlier = state.players[player].cast_this_turn
        return int(any(rest == _ANOTHER + "spell this turn" or "Instant" in c.types or
                       "Sorcery" in c.types for c in earlier))
    if rest == "for each creature in your party":
        return party(state, player)
    if rest == "for each basic land type among lands you control":  # domain (207.2c)
        return basic_land_types(state, player)
    if rest.startswith(_DEVOTION):  # "{x} less, where x is your devotion to black" (700.5)
        return _devotion(state, player, COLOR_LETTERS[rest[len(_DEVOTION):]])
    if words[0] == "if" and "with" in words:  # "if you control a creature with flying"
        at = words.index("with")
        kinds, quality = [" ".join(words[4:at])], words[at + 1:]
        return int(any(p.controller == player and _is(p.card, kinds) and
                       _with(state, p.id, quality) for p in state.battlefield()))
    if words[0] == "if":  # "if you control a wizard"
        kinds = " ".join(words[4:]).split(" and ")
        return int(any(p.controller == player and _is(p.card, kinds)
                       for p in state.battlefield()))
    tail = " ".join(words[2:])
    for where in (" you control", " card in your graveyard", " on the battlefield"):
        if tail.endswith(where):
            kinds = tail[:-len(where)].split(" and ")
            if where == " card in your graveyard":
                return sum(1 for p in state.cards(player, Zone.GRAVEYARD) if _is(p.card, kinds))
            return sum(1 for p in state.battlefield() if _is(p.card, kinds) and (
                where == " on the battlefield" or p.controller == player))
    return 0


_DEVOTION = ", where x is your devotion to "
#: "if you've cast another [instant or sorcery] spell this turn"
_ANOTHER = "if you've cast another "
#: "for each creature that died this turn", "if a creature died this turn" (CR 700.4)
_DIED = ("for each creature that died this turn", "if a creature died this turn")


def _devotion(state: GameState, player: str, color: str) -> int:
    """``player``'s devotion to ``color`` (a letter, CR 700.5; ``sim.model.board.counted``,
    which reads it off any permanent of theirs: it is its controller's)."""
    mine = next((p for p in state.battlefield() if p.controller == player), None)
    return 0 if mine is None else counted(state, Count(DEVOTION, of=color), mine)


def _with(state: GameState, pid: str, quality: list[str]) -> bool:
    """Whether permanent ``pid`` has the keyword ``quality`` names ("flying", "first strike",
    702) or "power N or greater" (208.1, through the layers)."""
    if quality[0] == "power":
        return state.power(pid) >= int(quality[1])
    return bool(state.has(pid, Kw["_".join(quality).upper()]))


def party(state: GameState, player: str) -> int:
    """The number of creatures in ``player``'s party (CR 700.8; ``count_kinds.party_size``)."""
    return party_size(state, player)


def of_kinds(card: CardDef, kinds: str) -> bool:
    """Whether ``card`` is of one of ``kinds``, words as a "<kinds> spells" phrase says them
    ("creature", "instant and sorcery": either, "black creature": both; ``_is``)."""
    return _is(card, kinds.split(" and "))
