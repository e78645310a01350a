"""Putting permanents onto the battlefield: tokens (CR 111; a predefined token's card, its
abilities compiled from its text, 111.10: ``spec_card``) and existing cards, tapped or
attacking (508.4), with "enters with N [X] +1/+1 counters" applied (614.1c, 107.3m) and
"enters tapped [unless ...]" (614.1d: ``enters_tapped``, which a land played and a permanent
spell resolving apply too).

Each permanent that enters logs an ``Entered`` event (the event "when ~ enters" triggers wait
for, ``sim.text.oracle``). A creature put onto the battlefield attacking is an attacking creature
but was never declared as an attacker (508.4): it is added to ``combat.attackers`` only, with no
``AttackerDeclared`` event (so "whenever ~ attacks" does not trigger) and
``combat.attacks_declared`` unchanged.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from functools import cache

import attrs

from sim.model.abilities import (
    BASIC_LANDS,
    BLOODTHIRST,
    ENTERS_TAPPED,
    ENTERS_WITH_COUNTERS,
    GRAFT,
    KICKED_COUNTERS,
    LANDS_OF_TYPES,
    LEGENDARY_CREATURES,
    MODULAR,
    OPPONENTS,
    OTHER_LANDS,
    PLAYER_LIFE,
    entering_condition,
)
from sim.model.board import retype
from sim.model.card import CardDef
from sim.model.clone_values import CLONE_COUNTERS
from sim.model.events import Entered
from sim.model.keywords import Kw
from sim.model.may_verbs import reveal_kinds
from sim.model.objects import PLUS, Permanent, Zone
from sim.model.programs import PREDEFINED_TOKENS, Op, TokenSpec
from sim.model.qualities import COLOR_LETTERS
from sim.model.replacement_verbs import TOKENS_TWICE, TOKENS_TWICE_EFFECT
from sim.model.stack_objects import Resolving
from sim.model.state import GameState
from sim.model.token_specs import BACK_FACES
from sim.rules import arriving, ascend, aura_entry, riot
from sim.rules.arriving import life_to_enter_untapped
from sim.rules.chosen import entering_choice
from sim.rules.counters import put_on
from sim.rules.day_night import entering
from sim.rules.entering_counts import entering_counters
from sim.rules.sagas import saga_enters
from sim.rules.turn_history import conditional_counters
from sim.text import build_card


def token_card(power: int, toughness: int, colors: Iterable[str], subtypes: Iterable[str],
               keywords: Kw = Kw.NONE, *, name: str = "",
               types: tuple[str, ...] = ("Creature",)) -> CardDef:
    """The card definition of a creature token ("a 3/3 green Ooze creature token"): CR 111.4,
    its name is its subtypes plus "Token" unless the effect names it; it has no mana cost
    (111.3). ``colors`` may be letters ("G") or words ("green"); ``keywords`` its abilities
    ("with flying")."""
    letters = tuple(COLOR_LETTERS.get(c.lower(), c.upper()) for c in colors)
    kinds = tuple(s.strip().title() for s in subtypes)
    return CardDef(name or f"{' '.join(kinds)} Token".strip(), types=types, subtypes=kinds,
                   colors=letters, power=power, toughness=toughness, keywords=keywords)


def enters_with_counters(state: GameState, pid: str, x: int = 0) -> int:
    """The +1/+1 counters ``pid`` enters with ("This creature enters with N +1/+1 counters on
    it": a replacement effect on entering, CR 614.1c; several add up), and those of "if ~ was
    kicked, it enters with N +1/+1 counters on it" when it was a kicked spell (702.33d). "X
    +1/+1 counters": ``x``, the X paid to cast it — 0 when it enters without being cast
    (107.3m). Bloodthirst N: N more if an opponent of its controller was dealt damage this
    turn (702.54a; each instance applies, 702.54c). Modular N: N (702.43a)."""
    perm = state.permanents[pid]
    extra = conditional_counters(state, perm.controller, perm.card.params)  # raid, revolt
    return extra + sum(x if value.startswith("x") else int(value.partition("|")[0])  # ("2|flying")
                       for kind, value in perm.card.params  # a clone's "x:0" (clone_values)
               if kind in (ENTERS_WITH_COUNTERS, MODULAR, GRAFT, CLONE_COUNTERS) or
               kind == KICKED_COUNTERS
               and perm.kicked or kind == BLOODTHIRST and _opponent_damaged(state, perm.controller))


def _opponent_damaged(state: GameState, player: str) -> bool:
    """Whether an opponent of ``player`` was dealt damage this turn (bloodthirst, CR 702.54a:
    damage, not life loss)."""
    return any(state.players[p].damaged_this_turn for p in state.opponents(player))


def _no_field(field: str, message: str) -> Exception:
    return ValueError(f"a token's {field}: {message}")


@cache
def spec_card(spec: TokenSpec) -> CardDef:
    """The card definition of the token ``spec`` describes: a creature token's (``token_card``),
    or a noncreature one's with its abilities compiled from ``spec.text`` (a predefined token,
    CR 111.10: a Treasure is a colorless Treasure artifact with "{T}, Sacrifice this artifact:
    Add one mana of any color."). Its name is the predefined kind (111.10) or its subtypes
    plus "Token" (111.4). Cached: one definition per spec."""
    if not spec.text:
        return _legendary(spec, token_card(spec.power, spec.toughness, spec.colors,
                                           spec.subtypes, spec.keywords, name=spec.named,
                                           types=spec.types))
    fields: dict[str, object] = {"name": spec.name, "types": list(spec.types),
                                 "subtypes": list(spec.subtypes), "colors": list(spec.colors),
                                 "text": spec.text}
    if "Creature" in spec.types:
        fields.update(power=spec.power, toughness=spec.toughness)
    if spec.kind in BACK_FACES:  # a double-faced token (CR 111.10, 712.2: an Incubator)
        fields["back"] = BACK_FACES[spec.kind]
    card = build_card(fields, _no_field)  # with its keywords too ("with flying and decayed")
    return _legendary(spec, attrs.evolve(card, keywords=card.keywords | spec.keywords)
                      if spec.keywords else card)


def _legendary(spec: TokenSpec, card: CardDef) -> CardDef:
    """A legendary token's card (CR 111.4, 205.4d: "create Voja, a legendary ... token"; the
    legend rule applies to it, 704.5j)."""
    return attrs.evolve(card, supertypes=("Legendary",)) if spec.legendary else card


def enters_tapped(state: GameState, pid: str, controller: str, paid: bool = False) -> bool:
    """Whether ``pid``, entering the battlefield under ``controller``'s control, enters tapped:
    "~ enters tapped [unless <condition>]" is a replacement effect on its entering (CR 614.1d),
    its own, applied as it enters (614.12), its condition checked then against the other
    permanents ("two or more other lands": the entering one is not counted) and the players
    still in the game (``sim.model.abilities.entering_condition``). "As ~ enters, you may pay
    N life. If you don't, it enters tapped" (614.12): tapped unless ``paid`` (a land played
    paying it, ``sim.rules.land_entry``; put there by an effect, unless its controller pays
    just after, ``sim.rules.arriving``)."""
    card = state.permanents[pid].card
    if not paid and card.statics and (life_to_enter_untapped(card) or reveal_kinds(card)):
        return True
    for kind, value in card.params:
        if kind == ENTERS_TAPPED and not _enters_untapped(state, pid, controller, value):
            return True
    return False


def _enters_untapped(state: GameState, pid: str, controller: str, value: str) -> bool:
    """Whether the condition of "enters tapped unless ..." (``value``) holds."""
    what, types, at_most, n = entering_condition(value)
    if not what:
        return False
    if what == PLAYER_LIFE:
        have = min((p.life for p in state.players.values() if not p.lost), default=0)
    elif what == OPPONENTS:
        have = sum(1 for p in state.players.values() if p.id != controller and not p.lost)
    else:
        have = sum(1 for p in state.battlefield() if p.controller == controller
                   and p.id != pid and _counted(p.card, what, types))
    return have <= n if at_most else have >= n


def _counted(card: CardDef, what: str, types: tuple[str, ...]) -> bool:
    """Whether a permanent of ``card`` is one of those "enters tapped unless you control
    ..." counts."""
    if what == OTHER_LANDS:
        return "Land" in card.types
    if what == BASIC_LANDS:
        return "Land" in card.types and "Basic" in card.supertypes
    if what == LANDS_OF_TYPES:
        return any(card.has_subtype(t) for t in types)
    if what == LEGENDARY_CREATURES:
        return card.is_creature and "Legendary" in card.supertypes
    return False


#: the token doublings (``sim.model.replacement_verbs``)
_DOUBLERS = frozenset((TOKENS_TWICE, TOKENS_TWICE_EFFECT))


def _next_token_id(state: GameState, controller: str) -> str:
    """``<controller>:token:<n>``, numbered on from every token id used so far in the game, even
    by tokens that have ceased to exist (704.5d), so an id never names two objects."""
    used = set(state.permanents)
    used.update(pid for pid, _ in state.left)
    n = 1
    while f"{controller}:token:{n}" in used:
        n += 1
    return f"{controller}:token:{n}"


def create_token(state: GameState, controller: str, card: CardDef, *, count: int = 1,
                 tapped: bool = False, attacking: str | None = None,
                 counters: Mapping[str, int] | None = None) -> list[str]:
    """Create ``count`` tokens of ``card`` under ``controller``'s control (CR 111.1-111.2: the
    player who creates it owns and controls it) and put them onto the battlefield; returns
    their ids (``<controller>:token:<n>``, deterministic and never reused).

    Each token is summoning sick (302.6), gets ``counters`` plus the +1/+1 counters its card
    enters with (614.1c), is ``tapped`` if asked, and enters ``attacking`` the player or
    planeswalker named, if any (508.4; see ``enter_battlefield``). An ``Entered`` event is
    logged for each."""
    if count < 0:
        raise ValueError(f"can't create {count} tokens")
    _check_attacking(state, attacking)
    count = doubled_count(state, controller, count)  # 614.1a: "twice that many ... instead"
    ids = []
    for _ in range(count):
        pid = _next_token_id(state, controller)
        state.permanents[pid] = Permanent(pid, controller, card, token=True)
        _enter(state, pid, controller, tapped, attacking, counters)
        ids.append(pid)
    return ids


def doubled_count(state: GameState, controller: str, count: int) -> int:
    """``count`` tokens to be created under ``controller``'s control, doubled once by each
    "twice that many of those tokens" ability of a permanent they control (CR 614.1a, 616.1:
    in any order the same; ``sim.model.replacement_verbs``)."""
    if not count or not state.statics_present():
        return count
    for source, static in state.statics():
        if static.rule in _DOUBLERS and source.controller == controller:
            count *= 2
    return count


def enter_battlefield(state: GameState, pid: str, controller: str, *, tapped: bool = False,
                      attacking: str | None = None,
                      counters: Mapping[str, int] | None = None) -> None:
    """Put the existing object ``pid`` (a card in a hand, a graveyard, exile, a resolving
    permanent spell) onto the battlefield under ``controller``'s control: a new object
    (400.7) with no damage, summoning sick (302.6), untapped unless ``tapped``, with
    ``counters`` and the +1/+1 counters it enters with (614.1c). An ``Entered`` event is
    logged.

    ``attacking``: a player or planeswalker it enters attacking (508.4). Only during combat;
    it is an attacking creature, unblocked (it was not attacking when blockers were declared,
    509.1h), but it was never declared as an attacker: no ``AttackerDeclared`` event,
    "whenever ~ attacks" does not trigger, and ``attacked_this_turn`` is unchanged."""
    perm = state.permanents[pid]
    if perm.zone is Zone.BATTLEFIELD:
        raise ValueError(f"{pid} is already on the battlefield")
    if not aura_entry.may_enter(state, pid, controller):
        return  # 303.4g: an Aura with nothing it may enchant stays in its current zone
    _check_attacking(state, attacking)
    _enter(state, pid, controller, tapped, attacking, counters)


def enter_from_library(state: GameState, oid: str, player: str, *, tapped: bool = False) -> None:
    """Put ``oid``, a library card just made an object (``sim.rules.library.make_object``),
    onto the battlefield under ``player``'s control; an Aura with nothing it may enchant stays
    in the library (CR 303.4g), on top (a search shuffles it after)."""
    enter_battlefield(state, oid, player, tapped=tapped)
    perm = state.permanents[oid]
    if perm.zone is Zone.LIBRARY:
        del state.permanents[oid]
        owner = state.players[perm.owner]
        owner.library = (perm.card, *owner.library)


def _check_attacking(state: GameState, attacking: str | None) -> None:
    if attacking is None:
        return
    if state.combat is None:
        raise ValueError("a creature can enter attacking only during combat (CR 508.4)")
    if attacking not in state.players and not state.is_planeswalker(attacking):
        raise ValueError(f"{attacking!r} is neither a player nor a planeswalker on the "
                         "battlefield; a creature enters attacking one of those (CR 508.4)")


def _enter(state: GameState, pid: str, controller: str, tapped: bool, attacking: str | None,
           counters: Mapping[str, int] | None) -> None:
    perm = state.permanents[pid]
    enchant = aura_entry.waiting(state, pid, controller)  # 303.4f: chosen as it enters
    # where it was just before it entered (614.12); a token just created was nowhere counted
    origin = perm.zone if perm.zone is not Zone.BATTLEFIELD else Zone.STACK
    if perm.zone is not Zone.BATTLEFIELD:
        state.move(pid, Zone.BATTLEFIELD)  # a new object: no damage, counters or attachments
    else:  # a token just created there
        state.static_sources = None
        state.version += 1
        state.changes += 1
    perm.controller = controller
    if perm.card.params:  # daybound: night makes it enter transformed (702.145b)
        entering(state, pid)
    asks = arriving.waiting(perm.card) if state.resolving is not None else ()
    if enchant and state.resolving is None:
        aura_entry.settle_now(state, pid, enchant[0])
    asks = (*enchant, *asks) if state.resolving is not None else asks
    if asks and (tapped or enters_tapped(state, pid, controller, paid=True)):
        asks = tuple(k for k in asks if k != arriving.LIFE)  # tapped anyway: nothing to pay for
    perm.chosen = entering_choice(state, perm.card, controller)  # 614.12
    if perm.chosen:  # "~ is the chosen type | color" (613.1d-e)
        retype(state, pid)
    riot.entered(state, pid, arriving.defaults(perm.card, asks))  # 702.136a, 702.98a
    perm.tapped = tapped or enters_tapped(state, pid, controller)  # 614.1d
    if asks:  # its controller answers before anything else happens (614.12)
        arriving.wait(state, pid, asks)
    perm.sick = True
    perm.attacked_this_turn = perm.blocked_this_turn = False
    perm.provoke_target = None
    for kind, n in (counters or {}).items():
        if n:
            put_on(state, perm, kind, n, entering=True)  # 122.6: counters "put" on it
    extra = enters_with_counters(state, pid)
    if extra:
        put_on(state, perm, PLUS, extra, entering=True)
    entering_counters(state, perm, origin)  # "enters with a counter for each ..." (614.1c)
    saga_enters(state, perm, asks)  # 714.3a, 702.155a: a Saga, with lore counters
    if attacking is not None and perm.card.is_creature:
        assert state.combat is not None
        state.combat.attackers[pid] = attacking  # 508.4: attacking, never declared
    state.log(Entered, permanent=pid, controller=controller,
              attacking=attacking if attacking is not None and perm.card.is_creature else None)
    state.players[controller].note_entered(perm, state.turn)  # celebration's count (603.6a)
    ascend.entered(state, perm)  # the tenth permanent (CR 702.131b)


def investigate(state: GameState, work: Resolving, op: Op, objects: list[str], n: int) -> bool:
    """"Investigate" (CR 701.16a): the controller creates a Clue token (111.10f), ``n`` times
    ("investigate twice"; "investigate that many times": ``op.amount`` times X, 608.2h)."""
    if n > 0:
        create_token(state, work.item.controller, spec_card(PREDEFINED_TOKENS["clue"]),
                     count=n)
    return True
