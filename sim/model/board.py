"""The board: the players, the objects in their zones and their characteristics (CR 613).

``Board`` is the part of a game state that the layer system reads: players, permanents and
cards in every zone, continuous effects, the combat record, the turn and step. Characteristics
are never read off the card directly during play: ``power``, ``toughness`` and ``keywords``
compute them through the layers (printed, characteristic-defining, granted by static
abilities, then effects in timestamp order), so an effect that pumps a creature or grants
first strike mid-combat is seen everywhere. ``GameState`` (``sim.model.state``) is a board
with the decision loop on top.

Static abilities (CR 604, 611.3): a lord's or an anthem's subject is a ``Filter`` on top of
the base set it names (``Static.affects``), and a condition a kind with what it counts
(``sim.model.abilities``); ``matches``, ``condition_holds`` and ``defined_pt`` evaluate them
every time characteristics are computed, so a bonus follows its creatures in and out of
combat and a condition switches its ability on and off as the game changes (611.3a). What a
filter or a condition reads never depends on the characteristics being computed, except
``Filter.with_kw`` ("creatures you control with flying get +1/+1"), allowed only on
power/toughness bonuses, which apply in layer 7c after abilities are settled in layer 6
(613.1f, 613.4c).
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import attr  # attr.ib, not attrs.field: mypyc special-cases only the former
import attrs

from sim.model import attached_changes as ac  # (layer 6: attached changes, all abilities lost)
from sim.model.abilities import (
    ALL_CREATURES,
    ANY,
    ATTACKING_YOU,
    CARD_TYPES,
    CDA_POWER,
    CDA_TOUGHNESS,
    CONTROL_ENCHANTED,
    CONTROLS,
    COUNTERS_ON_SELF,
    DEVOTION,
    DOMAIN,
    ENCHANTED,
    ENCHANTED_PERMANENT,
    EQUIPPED,
    GREATEST_MANA_VALUE,
    LEVEL,
    LEVEL_COUNTER,
    LEVEL_PT,
    LIFE,
    LIFE_TOTAL,
    NUMBER_OF,
    OPPONENT,
    OPPONENTS_CREATURES,
    SELF,
    SELF_ATTACKING,
    SELF_COUNTER,
    SELF_KIND_COUNTER,
    SELF_MONSTROUS,
    THRESHOLD,
    UNTAPPED,
    YOU,
    YOUR_CREATURES,
    YOUR_TURN,
    Count,
    Filter,
    Param,
    Static,
    at_level,
)
from sim.model.attached_qualities import has_attached_quality
from sim.model.characteristic_layers import is_changing, layered_keywords, own_bits
from sim.model.chosen_values import chosen_characteristics, of_chosen
from sim.model.combat_state import CombatState
from sim.model.conditional_types import layered_card, retype_all  # (CR 613.1d, 611.3a)
from sim.model.control_durations import control_moved
from sim.model.count_kinds import MORE_COUNTS, more_counted
from sim.model.count_qualities import SEEN_PLAYERS, qualified, seen_player, zone_count
from sim.model.editions import Edition
from sim.model.events import Event
from sim.model.filters import DEFENDING_PLAYER
from sim.model.granted_abilities import granted, quoted_grants, seen_from, stale, with_granted
from sim.model.graveyard_replacement import to_exile
from sim.model.keywords import Kw
from sim.model.known_qualities import pt_and_keywords_fit
from sim.model.mana import ManaCost
from sim.model.objects import (
    LOYALTY,
    PLUS,
    UNKNOWN_CARD,
    Duration,
    Effect,
    Permanent,
    Player,
    Step,
    Zone,
    counters_pt,
)
from sim.model.outcome import GameResult
from sim.model.pairing import PAIRED, pairs  # soulbond's pairs (CR 702.95b)
from sim.model.player_conditions import devotion  # (CR 700.5)
from sim.model.static_conditions import UNLESS, affirmed, defending, holds
from sim.model.unblocked import is_unblocked
from sim.model.zone_moves import entering_counters, moved_instead, note_graveyard

# Enum members as plain module names for the hot paths: on Python 3.11 ``Zone.BATTLEFIELD``
# goes through ``EnumType.__getattr__``'s slow attribute hook (about ten times a global's
# cost), which loops over every permanent pay each time.
_BATTLEFIELD = Zone.BATTLEFIELD
_GRAVEYARD = Zone.GRAVEYARD


#: the subjects naming the permanent an Aura is attached to (CR 303.4)
_ENCHANTED = (ENCHANTED, ENCHANTED_PERMANENT)
#: the static abilities a noncreature gets: its own (a land's, CR 611.3a) and its Auras'
#: "enchanted permanent" ones (303.4)
_NONCREATURE = (SELF, ENCHANTED_PERMANENT)


@attr.s(auto_attribs=True, order=False, auto_detect=True)  # mypyc: a native class
class Board:
    """The players and the objects in their zones, with characteristics through the layers
    (see the module docstring). Only ``GameState`` is ever made."""

    players: dict[str, Player]
    permanents: dict[str, Permanent]
    turn_order: tuple[str, ...]
    active: str
    rules: Edition = Edition.CURRENT
    effects: list[Effect] = attrs.Factory(list)
    combat: CombatState | None = None
    step: Step = Step.BEGINNING_OF_COMBAT
    turn: int = 1
    events: list[Event] = attrs.Factory(list)
    #: how the game ended, once it has (CR 104); ``outcome()`` summarises any position
    result: GameResult | None = None
    timestamp: int = 0
    record_events: bool = True
    #: Objects on the battlefield with static abilities (``CardDef.statics``), found on first
    #: use and forgotten whenever an object with static abilities changes zones (``move``)
    static_sources: tuple[str, ...] | None = None
    #: replacement and prevention effects on damage from resolved spells and abilities
    #: (``sim.rules.replacement.DamageEffect``, frozen; a used-up shield is replaced or dropped)
    damage_effects: list[Any] = attrs.Factory(list)
    version: int = 0  #: bumped by every change the engine makes; caches are keyed on it
    #: bumped by every change state-based actions read (damage, counters, life and poison,
    #: effects, zones), and ``changes`` when they were last checked with none left to perform
    changes: int = 0
    #: permanents that left the battlefield and the zone each went to, in order
    #: (``outcome().died`` and ``exiled``; a token is listed though it ceased to exist)
    left: list[tuple[str, Zone]] = attrs.Factory(list)
    #: static rules created by resolved abilities until end of turn (War Cadence): (source
    #: id, ``Static``)
    rule_effects: tuple[tuple[str, Static], ...] = ()
    #: last known information (CR 608.2h, 603.10a): each object that left the battlefield as
    #: it last existed there (``last_known_object``: its controller, counters, abilities;
    #: ``zone`` where it went), for the abilities that look back (a token is gone by then,
    #: 704.5d). Snapshots are never changed.
    last_known: dict[str, Permanent] = attrs.Factory(dict)
    #: the activated abilities activated this turn, (source id, ability index), for "activate
    #: only once each turn" (CR 602.5b); cleared at cleanup, a source's dropped as it leaves
    activations: tuple[tuple[str, int], ...] = ()

    # --- queries ---------------------------------------------------------------------------
    # (generator functions, not returned generator expressions: mypyc would build a list)
    def battlefield(self) -> Iterator[Permanent]:
        """The permanents on the battlefield, every player's."""
        for p in self.permanents.values():
            if p.zone is _BATTLEFIELD:
                yield p

    def creatures(self, controller: str | None = None) -> Iterator[Permanent]:
        """The creatures on the battlefield, or only those ``controller`` controls."""
        for p in self.permanents.values():
            if p.zone is _BATTLEFIELD and p.card.is_creature \
                    and (controller is None or p.controller == controller):
                yield p

    def cards(self, owner: str, zone: Zone) -> list[Permanent]:
        """The objects ``owner`` owns in ``zone`` (a hand, a graveyard, a library)."""
        return [p for p in self.permanents.values() if p.zone is zone and p.owner == owner]

    def add_unknown_cards(self, owner: str, zone: Zone, n: int) -> list[str]:
        """Put ``n`` cards of unknown characteristics into ``owner``'s ``zone`` (a hand of
        three, a graveyard of seven), with ids ``<owner>:<zone>:<k>`` numbered on from those
        already there; returns their ids."""
        ids: list[str] = []
        k = len(self.cards(owner, zone))
        while len(ids) < n:
            k += 1
            oid = f"{owner}:{zone.value}:{k}"
            if oid not in self.permanents and oid not in self.players:
                self.permanents[oid] = Permanent(oid, owner, UNKNOWN_CARD, zone=zone)
                ids.append(oid)
        self.version += 1
        self.changes += 1
        return ids

    def opponents(self, player: str) -> list[str]:
        """``player``'s opponents still in the game, in turn order (CR 102.2)."""
        return [p for p in self.turn_order if p != player and not self.players[p].lost]

    def apnap(self) -> list[str]:
        """Players in turn order starting with the active player (CR 101.4)."""
        i = self.turn_order.index(self.active)
        order = self.turn_order[i:] + self.turn_order[:i]
        return [p for p in order if not self.players[p].lost]

    def log(self, event: type[Event], *args: Any, **fields: Any) -> None:
        """Record an ``event`` of this class with these fields, in the current step (nothing
        is built when ``record_events`` is off)."""
        if self.record_events:
            self.events.append(event(*args, **fields, step=self.step))  # StrEnum: a str

    # --- static abilities (CR 604, 611.3) ----------------------------------------------------
    def statics_present(self) -> bool:
        """Whether any permanent with static abilities exists (it may have left since)."""
        if self.static_sources is None:
            self.static_sources = tuple(p.id for p in self.permanents.values()
                                        if p.card.statics and p.zone is _BATTLEFIELD)
            if self.rule_effects:
                self.static_sources += ("",)  # resolved abilities' rules (``rule_effects``)
        return bool(self.static_sources)

    def statics_may_change(self) -> None:
        """Something a static ability's filter or condition may read changed (a creature
        attacking, blocking, tapped, combat ending: "blocking creatures you control get
        +0/+2", "as long as ~ is untapped"): state-based actions are checked again (704.3),
        when any static ability exists."""
        if self.statics_present():
            self.changes += 1

    def statics(self) -> Iterator[tuple[Permanent, Static]]:
        """Every static ability of a permanent on the battlefield whose condition holds."""
        if not self.statics_present():
            return
        assert self.static_sources is not None
        for sid in self.static_sources:
            if not sid:
                for origin, static in self.rule_effects:
                    yield self.permanents[origin], static
                continue
            source = self.permanents[sid]
            if source.zone is not _BATTLEFIELD:
                continue
            for static in source.card.statics:
                condition = static.condition
                if condition:
                    if condition == UNTAPPED:
                        if source.tapped:
                            continue
                    elif condition == THRESHOLD:
                        if len(self.cards(source.controller, Zone.GRAVEYARD)) < 7:
                            continue  # threshold: seven or more cards in your graveyard
                    elif not condition_holds(self, source, static):
                        continue
                yield source, static

    def _grants(self, pid: str, layer6: bool = True) -> Iterator[tuple[Permanent, Static]]:
        """The static abilities (with their sources) whose subject includes the creature
        ``pid`` (CR 611.3). With ``layer6`` (abilities, not power and toughness), a bonus to
        "creatures with flying" is skipped: it grants no ability, and asking which creatures
        have flying while computing abilities would loop (613.1f, 613.4c)."""
        perm = self.permanents[pid]
        creature = perm.card.is_creature  # a noncreature: only _NONCREATURE's
        for source, static in self.statics():
            who = static.affects
            if static.rule or not who or static.cda or not creature and who not in _NONCREATURE:
                continue
            if who == SELF and source.id == pid or who in _ENCHANTED and source.attached_to == pid \
                    or who == YOUR_CREATURES and perm.controller == source.controller \
                    or who == ALL_CREATURES or who == PAIRED and pairs(self, source, pid) \
                    or who == OPPONENTS_CREATURES and perm.controller != source.controller \
                    or who == EQUIPPED and source.attached_to == pid \
                    or who == ATTACKING_YOU and self.combat is not None \
                    and self.combat.attackers.get(pid) == source.controller:
                only = static.only
                if only is not None:
                    if layer6 and only.with_kw:
                        continue
                    if not matches(self, only, source, perm):
                        continue
                yield source, static

    # --- characteristics (CR 613) ------------------------------------------------------------
    def keywords(self, pid: str) -> int:
        """Abilities after layer 6: printed, then static grants, then each effect's adds and removes
        by timestamp. A plain ``int`` bit set of ``Kw`` flags: IntFlag's own ``&`` and ``|`` run in
        Python and dominate the hot path, so test it with ``int.__and__`` (or ``has``)."""
        mask = own_bits(self.permanents[pid])  # and keyword counters' (CR 122.1b)
        if self.static_sources is None or self.static_sources:
            for _, static in self._grants(pid):
                mask |= int(static.add)
        for e in self.effects:
            if pid in e.affected:
                mask = mask | int(e.add) if not e.remove else layered_keywords(self, pid)
        return mask

    def params(self, pid: str) -> frozenset[Param]:
        """Parameterised abilities (``sim.model.abilities``): printed, granted, or from effects."""
        out = self.permanents[pid].card.params
        if self.static_sources is None or self.static_sources:
            for _, static in self._grants(pid):
                out = out | static.params
        for e in self.effects:  # an effect making it lose all abilities: ``layered_params``
            if (e.params or e.strip) and pid in e.affected:
                out = out | e.params if not e.strip else ac.layered_params(self, pid)
        return out

    def instances(self, pid: str, flag: Kw) -> int:
        """How many instances of the ability ``flag`` the creature has: each source (printed,
        each static granting it, each effect adding it) is one, so two Lures make two
        requirements (CR 508.1d, 509.1c). Zero if an effect has removed it."""
        if not self.has(pid, flag):
            return 0
        n = 1 if self.permanents[pid].card.keywords & flag else 0
        if self.static_sources is None or self.static_sources:
            n += sum(1 for _, s in ac.kept_grants(self, pid) if s.add & flag)  # (613.1f)
        n += sum(1 for e in ac.kept_effects(self, pid) if pid in e.affected and e.add & flag)
        return max(n, 1)

    def has(self, pid: str, kw: Kw) -> bool:
        """Whether ``pid`` has any of the abilities in ``kw``."""
        return int.__and__(self.keywords(pid), kw) != 0

    def power(self, pid: str) -> int:
        """``pid``'s power through the layers (CR 613; see ``_pt``)."""
        return power_and_toughness(self, pid)[0]

    def toughness(self, pid: str) -> int:
        """``pid``'s toughness through the layers (CR 613; see ``_pt``)."""
        return power_and_toughness(self, pid)[1]

    def loyalty(self, pid: str) -> int:
        """A planeswalker's loyalty: its loyalty counters (CR 306.5b)."""
        return self.permanents[pid].counters.get(LOYALTY, 0)

    def is_creature(self, pid: str) -> bool:
        """Whether ``pid`` is a creature on the battlefield (False for an unknown id)."""
        perm = self.permanents.get(pid)
        return perm is not None and perm.zone is _BATTLEFIELD and perm.card.is_creature

    def is_planeswalker(self, pid: str) -> bool:
        """Whether ``pid`` is a planeswalker on the battlefield (False for an unknown id)."""
        perm = self.permanents.get(pid)
        return perm is not None and perm.zone is _BATTLEFIELD and perm.card.is_planeswalker

    # --- changes ----------------------------------------------------------------------------
    def add_effect(self, effect: Effect) -> Effect:
        """Add a continuous effect, stamping it with the next timestamp (CR 613.7)."""
        self.timestamp += 1
        self.version += 1
        self.changes += 1
        stamped = attrs.evolve(effect, timestamp=self.timestamp)
        self.effects.append(stamped)
        for pid in ac.retyped(self, stamped):  # layers 4-6: their types change now (613.1d)
            retype(self, pid)
        return stamped

    def end_effects(self, duration: Duration) -> None:
        """End every effect of ``duration`` (CR 511.3 for end of combat, 514.2 for end of turn):
        continuous effects (regeneration shields among them, ``sim.rules.destruction``) and
        replacement and prevention effects on damage (``sim.rules.replacement.DamageEffect``)."""
        if self.effects:
            before = self.effects
            self.effects = [e for e in before if e.duration is not duration]
            for e in before:
                if e.controller and e.duration is duration:
                    give_back(self, e)
            self.version += 1
            self.changes += 1
            if len(self.effects) != len(before):
                for e in before:
                    if is_changing(e) and e.duration is duration:  # layers 4-6: the change
                        for pid in ac.retyped(self, e):  # ends with it (613.1d)
                            retype(self, pid)
        if duration is Duration.END_OF_TURN and self.rule_effects:
            self.rule_effects = ()
            self.static_sources = None
        if self.damage_effects:
            self.damage_effects = [e for e in self.damage_effects
                                   if getattr(e, "duration", None) is not duration]
            self.version += 1

    def end_turn(self) -> None:
        """The cleanup step's turn-based action (CR 514.2): all damage marked on permanents is
        removed and "until end of turn" and "this turn" effects end, simultaneously."""
        for perm in self.permanents.values():
            if perm.damage and perm.zone is _BATTLEFIELD:
                perm.damage = 0
        self.end_effects(Duration.END_OF_TURN)
        self.activations = ()
        self.version += 1
        self.changes += 1

    def move(self, pid: str, zone: Zone, known: Permanent | None = None) -> None:
        """Move an object to ``zone``: off the battlefield it leaves combat (506.4) and becomes
        a new object with no damage or counters (CR 400.7), its last known information kept
        in ``last_known``: ``known`` (``last_known_object`` taken before the other objects
        that leave at the same time moved: an event looks back to just before it happened,
        603.10a), else the object as it is now. ``static_sources`` is forgotten only when
        the object has static abilities (only such objects are listed there). """
        perm = self.permanents[pid]
        if perm.flashback or perm.unearthed or perm.printed is not None:  # 702.34a, 702.84a
            zone = moved_instead(perm, zone)
        zone = to_exile(self, perm, zone) if perm.card.params else zone  # 614.1a (from anywhere)
        if perm.zone is _BATTLEFIELD and zone is not _BATTLEFIELD:
            self.players[perm.controller].note_left(self.left, perm, zone)  # and this turn's
            snapshot = known if known is not None else last_known_object(self, pid)
            snapshot.zone = zone
            self.last_known[pid] = snapshot
            if perm.printed is not None or perm.front is not None or perm.original is not None:
                as_printed(self, perm)  # a card again, as printed (400.7), front face up
        if (zone is _BATTLEFIELD or perm.zone is _BATTLEFIELD) and self.effects:
            # leaving or entering, it is a new object (400.7): the continuous effects that
            # applied to the object it was (a card in a graveyard, one bounced and cast again) don't
            self.effects = [e if pid not in e.affected else
                            attrs.evolve(e, affected=e.affected - {pid}) for e in self.effects]
        self.version += 1
        self.changes += 1
        if perm.card.statics:
            # the static abilities on the battlefield changed (CR 604.1); an object without
            # any leaves ``static_sources`` as it was (it never lists such an object)
            self.static_sources = None
        perm.modal_front is None or perm.front_face_up(zone)  # CR 712.8a: a modal DFC
        perm.zone = zone if zone is not _GRAVEYARD else note_graveyard(self, perm, zone)
        perm.moves += 1  # a new object (400.7; ``Permanent.moves``, 603.7c)
        perm.damage, perm.deathtouched, perm.tapped = 0, False, False
        perm.counters = entering_counters(perm) if zone is _BATTLEFIELD else {}  # 614.1c
        perm.attached_to = None
        perm.kicked = perm.bargained = False  # 702.33d, 702.166b: a new object (400.7)
        perm.renowned = perm.saddled = perm.tribute_unpaid = perm.monstrous = perm.legend_ruled \
            = perm.attacked_this_turn = perm.blocked_this_turn = False  # 400.7
        perm.dashed = 0  # 702.109a: a new object's dash cost wasn't paid
        if self.activations:  # a new object (400.7): its abilities weren't activated
            self.activations = tuple(a for a in self.activations if a[0] != pid)
        if self.combat is not None:
            self.combat.remove(pid)
        attached_control(self, pid)  # a control-giving Aura that left ends its effect (303.4)


def as_printed(board: Board, perm: Permanent) -> None:
    """``perm``, leaving the battlefield, as its card is printed (400.7): no type change
    (613.1d) or copy effect (707.2), a transformed double-faced card front face up again (CR
    712.8a), a new object that never transformed (701.28f)."""
    if perm.printed is not None:
        perm.card, perm.printed = perm.printed, None
    if perm.front is not None or perm.original is not None:
        perm.card, perm.front, perm.original = perm.original or perm.front or perm.card, None, None
        board.static_sources = None  # its static abilities are the front face's (604.1)
    perm.transformed_at = -1


#: the card types (CR 205.2a) an effect's ``types`` may add; its other words are subtypes
_CARD_TYPES = frozenset(("Artifact", "Battle", "Creature", "Enchantment", "Instant", "Kindred",
                         "Land", "Planeswalker", "Sorcery", "Tribal"))


def retype(board: Board, pid: str) -> None:
    """Bring ``pid``'s ``card`` up to date with the type-changing effects that apply to it
    (layer 4, CR 613.1d, in timestamp order, 613.7): its printed card with the card types
    they add ("becomes an artifact creature": a crewed Vehicle, 702.122a; 205.1b: it keeps
    its other types and subtypes), or the printed card once none applies. The printed card
    is kept in ``Permanent.printed`` meanwhile, as while Auras or Equipment grant it abilities
    (layer 6, ``granted_abilities``). Called as such an effect begins or ends, so the hot
    paths' ``card.is_creature`` tests cost nothing more."""
    perm = board.permanents.get(pid)
    if perm is None:
        return
    printed = perm.printed if perm.printed is not None else perm.card
    added: list[str] = []
    if perm.zone is _BATTLEFIELD:
        for e in board.effects:
            if e.types and pid in e.affected:
                added += [t for t in e.types if t not in printed.types and t not in added]
    chosen = chosen_characteristics(printed, perm.chosen) if perm.chosen and \
        perm.zone is _BATTLEFIELD else {}  # "~ is the chosen type | color" (614.12)
    if added or chosen:  # card types, and subtypes ("it becomes an Orc in addition",
        # 701.47a, 205.1b)
        subtypes = tuple(t for t in added if t not in _CARD_TYPES and t not in printed.subtypes)
        chosen["subtypes"] = (*chosen.get("subtypes", printed.subtypes), *subtypes)
        perm.card = attrs.evolve(printed, types=(*printed.types,
                                                 *(t for t in added if t in _CARD_TYPES)),
                                 **chosen)
        perm.printed = printed
    else:
        perm.card, perm.printed = printed, None
    layered_card(board, perm, printed)  # creature types and colors set (205.1a, 105.3)
    grants = quoted_grants(board.effects, perm, granted(ac.kept_sources(board, perm), perm, board)
                           ) if perm.zone is _BATTLEFIELD else None
    if grants is not None:  # and the abilities its Auras and Equipment grant (613.1f)
        perm.card, perm.printed = with_granted(perm.card, grants), printed
    board.version += 1
    board.changes += 1


def give_back(board: Board, effect: Effect) -> None:
    """A control-changing effect ended (CR 613.1b, 611.2a): each permanent it still applies
    to (the same object, on the battlefield, 400.7) returns to the player who controlled it
    before — unless a later effect gave it to someone else since. The player regaining it
    hasn't controlled it continuously since their turn began (302.6)."""
    for pid, before in effect.previous:
        perm = board.permanents.get(pid)
        if perm is not None and perm.zone is _BATTLEFIELD and pid in effect.affected and \
                perm.controller == effect.controller and before != effect.controller:
            change_controller(board, pid, before)
    board.static_sources = None
    if effect.duration is not Duration.WHILE_ATTACHED:  # a control-giving Aura given back
        attached_control(board)  # gives what it enchants to its new controller (303.4)


def change_controller(board: Board, pid: str, player: str) -> None:
    """The permanent ``pid`` changes controller to ``player`` (CR 613.1b): it hasn't been
    under its new controller's control continuously since their turn began (302.6), its
    "for as long as you control ~" durations end (611.2b), and it leaves combat (506.4)."""
    board.permanents[pid].controller = player
    board.permanents[pid].sick = True
    control_moved(board, pid, give_back)
    if board.combat is not None:
        board.combat.remove(pid)


def attached_control(board: Board, moved: str | None = None) -> None:
    """Control-changing Auras (CR 303.4, 613.1b): "you control enchanted creature" gives the
    Aura's controller the permanent it enchants, as a layer-2 effect whose timestamp is when
    the Aura became attached (613.7e). Each such effect lasts while its Aura is on the
    battlefield attached to that same object under the same controller; as it ends, the
    permanent returns to the player who controlled it before (``give_back``). Called where an
    Aura becomes attached, leaves the battlefield or changes controller: an ended effect is
    given back, and each control-giving Aura attached with no effect begins one, the
    permanent changing controller now (it can't attack or {T} until its new controller's
    turn begins, 302.6; it leaves combat, 506.4). ``moved``: an object that just changed
    zones (``Board.move``), nothing to do unless it was such an Aura. The abilities Auras and
    Equipment grant are brought up to date too (``sim.model.granted_abilities``)."""
    retype_all(board, moved, lambda: [*ac.synced(board), *stale(board.permanents)], retype)
    if moved is not None and not (board.effects and board.permanents[moved].card.statics and
                                  any(e.source == moved for e in board.effects)):
        return
    ended = []
    for e in board.effects:
        if e.duration is Duration.WHILE_ATTACHED:
            aura = board.permanents.get(e.source)
            if aura is None or aura.zone is not _BATTLEFIELD or aura.attached_to is None or \
                    aura.attached_to not in e.affected or aura.controller != e.controller:
                ended.append(e)
    if ended:
        board.effects = [e for e in board.effects if not any(e is x for x in ended)]
        for e in ended:
            give_back(board, e)
        board.version += 1
        board.changes += 1
    for aura in list(board.permanents.values()):  # (its effect looked for now: a control
        target = aura.attached_to  # change below may give another aura's, 611.2b)
        if target is None or aura.zone is not _BATTLEFIELD or \
                not any(s.rule == CONTROL_ENCHANTED for s in aura.card.statics) or any(
                    e.source == aura.id and e.duration is Duration.WHILE_ATTACHED
                    for e in board.effects):
            continue
        perm = board.permanents.get(target)
        if perm is None or perm.zone is not _BATTLEFIELD:
            continue
        before = perm.controller
        if before != aura.controller:
            lost_control(board, target)  # suspend's haste (702.62a) ends
        board.add_effect(Effect(frozenset({target}), Duration.WHILE_ATTACHED,
                                controller=aura.controller, previous=frozenset({(target, before)}),
                                description=aura.card.name, source=aura.id))
        if before != aura.controller:
            change_controller(board, target, aura.controller)
            board.static_sources = None


def last_known_object(board: Board, pid: str) -> Permanent:
    """The permanent ``pid`` as it exists now, for its last known information (CR 113.7a,
    608.2h): a copy of the object (controller, counters, ...) whose card carries the abilities
    the layers give it now (layer 6: printed, granted by static abilities, added and removed
    by effects) when they differ from the printed ones: "as long as you control a black
    creature, ~ has persist", "Sliver creatures you control have exalted". Abilities that
    look back in time read it (603.10a); ``Board.move`` keeps it in ``last_known``."""
    perm = board.permanents[pid]
    snapshot = perm.clone()
    if perm.zone is _BATTLEFIELD and perm.card.is_creature:  # its P/T then (608.2h)
        snapshot.known_pt = power_and_toughness(board, pid)
    if board.effects or board.statics_present() or perm.counters:  # keyword counters' too
        card = perm.card
        bits, params = board.keywords(pid), board.params(pid)
        if bits != card.bits or params != card.params:
            snapshot.card = attrs.evolve(card, keywords=Kw(bits), params=params)
    return snapshot


def param_instances(board: Board, pid: str, param: Param) -> int:
    """How many instances of the parameterised ability ``param`` ("bushido 1") the creature
    ``pid`` has, as ``Board.instances`` counts a flag's: printed, each static ability granting
    it, each effect adding it (each triggers separately: CR 702.23c, 702.45b, 702.86b)."""
    n = 1 if param in board.permanents[pid].card.params else 0
    if board.static_sources is None or board.static_sources:
        n += sum(1 for _, s in ac.kept_grants(board, pid) if param in s.params)  # (613.1f)
    n += sum(1 for e in ac.kept_effects(board, pid) if pid in e.affected and param in e.params)
    return n


def power_and_toughness(board: Board, pid: str) -> tuple[int, int]:
    """Power and toughness of ``pid`` through layer 7 (CR 613.4): printed and characteristic-
    defining (7a), set (7b), counters, static abilities and modifications (7c), switches (7d)."""
    perm = board.permanents[pid]
    card = perm.card
    printed_p, printed_t = card.power or 0, card.toughness or 0
    if card.statics:  # 7a: characteristic-defining, in every zone (604.3)
        printed_p, printed_t = defined_pt(board, perm, printed_p, printed_t)
    power, toughness = printed_p, printed_t
    counters = perm.counters
    if counters:  # 7c: +1/+1, -1/-1 and the other power/toughness counters (122.1a)
        delta_p, delta_t = counters_pt(counters)
        power += delta_p
        toughness += delta_t
    if board.static_sources is None or board.static_sources:
        for source, static in board._grants(pid, layer6=False):
            if static.per is None:
                power += static.power
                toughness += static.toughness
            else:  # "gets +1/+1 for each artifact you control" (613.4c)
                n = counted(board, static.per, seen_from(source, board.permanents[pid])
                            if static.per_attached else source)
                power += static.power * n
                toughness += static.toughness * n
    if board.effects:
        base_p, base_t = printed_p, printed_t
        mod_p, mod_t = power - base_p, toughness - base_t
        switched = False
        for e in board.effects:
            if pid in e.affected:
                if e.set_power is not None:
                    base_p = e.set_power
                if e.set_toughness is not None:
                    base_t = e.set_toughness
                mod_p += e.power
                mod_t += e.toughness
                switched ^= e.switched  # 7d: after all of 7c (CR 613.4d)
        power, toughness = base_p + mod_p, base_t + mod_t
        if switched:
            power, toughness = toughness, power
    return power, toughness


def matches(state: Board, f: Filter, source: Permanent, perm: Permanent) -> bool:
    """Whether ``perm`` has the qualities ``f`` names, seen from ``source`` ("other": not the
    source itself, 611.3; "you control": the source's controller)."""
    if f.other and perm.id == source.id:
        return False
    card = perm.card
    if f.subtype and not card.has_subtype(f.subtype) or f.card_type and f.card_type not in \
            card.types or f.basic is not None and ("Basic" in card.supertypes) != f.basic:
        return False  # CR 205.4c: "basic"
    if f.color and f.color not in card.color_set:  # devoid: none (702.114a)
        return False
    if f.tapped is not None and perm.tapped != f.tapped or \
            f.counter and not perm.counters.get(f.counter):  # "with a +1/+1 counter" (122.1)
        return False
    if f.chosen and not of_chosen(source.chosen, f.chosen, card) or \
            f.token is not None and perm.token != f.token:  # CR 614.12; 111.1: "nontoken"
        return False
    if f.legendary and "Legendary" not in card.supertypes or \
            f.more is not None and not qualified(f.more, card, source) or \
            f.attached and not has_attached_quality(state.battlefield(), perm, f.attached):
        return False  # 205.4d; "snow"; "equipped", "enchanted", "modified" (301.5, 303.4, 700.9)
    if f.controller == YOU and perm.controller != source.controller or \
            f.controller == OPPONENT and perm.controller == source.controller:
        return False
    if f.controller in SEEN_PLAYERS and perm.controller != seen_player(f.controller, source) or \
            f.controller == DEFENDING_PLAYER and perm.controller != defending(state, source):
        return False
    if f.attacking or f.blocking:
        combat = state.combat
        if combat is None or f.attacking and perm.id not in combat.attackers or \
                f.blocking and perm.id not in combat.blocks or \
                f.unblocked and not is_unblocked(combat, state.step, perm.id):  # 509.1h
            return False
    return not (f.with_kw or f.min_power is not None or f.max_power is not None or
                f.min_toughness is not None) or pt_and_keywords_fit(state, f, perm)  # 603.10a


def count(state: Board, f: Filter, source: Permanent) -> int:
    """How many permanents on the battlefield have the qualities ``f`` names — or, for a
    filter of a hand or graveyard (``Filter.zone``), how many cards there (of its types, in
    the zone of the source's controller or of every player)."""
    if f.zone:  # cards in hands, graveyards, exile (sim.model.count_qualities)
        return zone_count(state.permanents, f, source)
    return sum(1 for perm in state.battlefield() if matches(state, f, source, perm))


def condition_holds(state: Board, source: Permanent, static: Static) -> bool:
    """Whether the condition of ``source``'s ``static`` holds now (611.3a)."""
    kind = static.condition
    if kind.startswith(UNLESS):  # "~ can't attack unless <condition>" (CR 508.1c, 611.3a)
        return not condition_holds(state, source, attrs.evolve(static, condition=affirmed(kind)))
    if kind == YOUR_TURN:
        return state.active == source.controller
    if kind == SELF_ATTACKING:
        return state.combat is not None and source.id in state.combat.attackers
    if kind == CONTROLS:
        assert static.what is not None
        return count(state, static.what, source) >= static.count
    if kind == LIFE:
        return state.players[source.controller].life >= static.count
    if kind == SELF_COUNTER:  # "has a +1/+1 counter | N or more +1/+1 counters on it"
        return source.counters.get(PLUS, 0) >= max(static.count, 1)
    if kind == SELF_KIND_COUNTER and static.what is not None:  # "has a <kind> counter" (122.1)
        return source.counters.get(static.what.counter, 0) >= max(static.count, 1)
    if kind == SELF_MONSTROUS:  # "as long as ~ is monstrous" (CR 701.37b)
        return source.monstrous
    if kind == LEVEL:  # a leveler's striation (CR 711.2b-c)
        return at_level(source.counters.get(LEVEL_COUNTER, 0), static.count, static.amount)
    return holds(state, source, kind, static.what, static.count)  # sim.model.static_conditions


def defined_pt(state: Board, perm: Permanent, power: int, toughness: int
               ) -> tuple[int, int]:
    """Power and toughness after the card's characteristic-defining abilities (604.3, 613.4a):
    "~'s power and toughness are each equal to the number of creatures you control", "~'s
    power is equal to ... and its toughness is equal to that number plus 1"."""
    for static in perm.card.statics:  # "as long as ~ isn't attacking, ..." (611.3a)
        if static.cda and static.per is not None and (
                not static.condition or condition_holds(state, perm, static)):
            n = counted(state, static.per, perm)
            if static.cda != CDA_TOUGHNESS:
                power = n
            if static.cda != CDA_POWER:
                toughness = n + static.toughness
        elif static.cda == LEVEL_PT and condition_holds(state, perm, static):
            power, toughness = static.power, static.toughness  # 711.2b: base P/T (7b)
    return power, toughness


#: the description's end of an effect lasting until its permanent's controller loses control
#: of it: suspend's haste (CR 702.62a, ``sim.rules.exile_cast``)
UNTIL_CONTROL_LOST = "(until its controller loses control of it, CR 702.62a)"


def lost_control(board: Board, pid: str) -> None:
    """``pid``'s controller is about to change: the effects lasting until its controller loses
    control of it (``UNTIL_CONTROL_LOST``) end (CR 702.62a, 611.2a)."""
    if any(pid in e.affected and e.description.endswith(UNTIL_CONTROL_LOST)
           for e in board.effects):
        board.effects = [e for e in board.effects if not (
            pid in e.affected and e.description.endswith(UNTIL_CONTROL_LOST))]
        board.version += 1
        board.changes += 1


def counted(state: Board, c: Count, source: Permanent) -> int:
    """The number ``c`` names, seen from ``source`` (CR 604.3, 613.4c; ``Count``)."""
    kind, what = c.kind, c.what or ANY
    you = source.controller
    if kind == NUMBER_OF:
        n = count(state, what, source)
    elif kind == DOMAIN:
        n = basic_land_types(state, you)
    elif kind == DEVOTION:  # mana symbols of the color in your permanents' mana costs,
        n = devotion(state, you, c.of)  # hybrid and Phyrexian ones among them (700.5a)
    elif kind == LIFE_TOTAL:  # CR 119.1
        n = state.players[you].life
    elif kind == CARD_TYPES:  # card types among cards in graveyards (205.2a)
        types = {"Kindred" if t == "Tribal" else t for p in state.permanents.values()
                 if p.zone is Zone.GRAVEYARD and (not what.controller or (p.owner == you) is (
                     what.controller != OPPONENT))
                 for t in p.card.types}  # Tribal: Kindred's old name
        n = len(types & CARD_TYPE_SET)
    elif kind == GREATEST_MANA_VALUE:  # CR 202.3
        n = max((ManaCost.parse(p.card.cost).value for p in state.battlefield()
                 if matches(state, what, source, p)), default=0)
    elif kind == COUNTERS_ON_SELF:  # CR 122.1; no kind named: every counter on it
        n = source.counters.get(c.of, 0) if c.of else sum(source.counters.values())
    elif kind in MORE_COUNTS:  # the source's power, cards named as it (sim.model.count_kinds)
        n = more_counted(c, source, state.permanents, state.last_known, state,
                         lambda p: matches(state, what, source, p))
    else:  # ATTACHED_TO_SELF: "for each Aura attached to it" (301.5, 303.4)
        n = sum(1 for p in state.battlefield() if p.attached_to == source.id
                and matches(state, what, source, p))
    n = n * c.times + c.plus
    return n if c.more is None else n + counted(state, c.more, source)


def basic_land_types(state: Board, player: str) -> int:
    """Domain (an ability word, CR 207.2c): the number of basic land types (205.3i) among the
    lands ``player`` controls — not the number of lands."""
    return len({t for p in state.battlefield() if p.controller == player
                and "Land" in p.card.types for t in p.card.subtypes if t in BASIC_LAND_TYPES})


#: the basic land types (CR 205.3i) and the card types (205.2a)
BASIC_LAND_TYPES = frozenset({"Plains", "Island", "Swamp", "Mountain", "Forest"})
CARD_TYPE_SET = frozenset({"Artifact", "Battle", "Creature", "Enchantment", "Instant",
                           "Kindred", "Land", "Planeswalker", "Sorcery"})
