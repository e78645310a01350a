"""When the trigger conditions of ``sim.text.trigger_rules`` trigger (CR 603.2), read from the
event stream as ``sim.rules.triggers`` reads the others (``matches_more``: once per event,
yielding what "that creature" / "that player" / "that spell" names):

* a permanent of some qualities entering the battlefield or dying (``Triggered.about``, a
  ``Filter`` read by ``sim.model.board.matches``: "whenever another nontoken creature you
  control dies", "whenever ~ or another Ally enters the battlefield under your control"); a
  dying one is seen as it last existed (603.10a), and the source sees those that die with it;
* the creature an Aura or Equipment is attached to dying (603.10a: the attachment as it last
  was — an Aura put into its owner's graveyard by 704.5m, an Equipment unattached by 704.5n,
  right after), attacking or becoming tapped;
* ~ becoming tapped (by attacking, 508.1f, a {T} cost, for mana, an effect) or untapped
  (701.26), attacking and not being blocked (509.1h: looked at once blockers are declared),
  attacking alone (506.5: the only creature declared as an attacker), blocking each creature;
* ~ dealing damage (any, 120.1: once per event of damage dealt, "to a player" / "to an
  opponent" once per player dealt damage), becoming the target of a spell or ability (115:
  once per spell or ability, however many of its targets it is);
* ~ entering or dying, entering or leaving the battlefield (one ability, two events);
* the upkeep of the controller of the creature an Aura enchants (503.1).
"""

from __future__ import annotations

from collections.abc import Callable, Iterator

import attrs

from sim.model.abilities import OPPONENT, Filter
from sim.model.board import matches
from sim.model.events import (
    AbilityActivated,
    AbilityTriggered,
    AttackerDeclared,
    BecameMonstrous,
    BlockerDeclared,
    Bounced,
    DamageDealt,
    Died,
    Entered,
    Event,
    Exiled,
    Exploited,
    Explored,
    PutIntoLibrary,
    Sacrificed,
    SpellCast,
    StepBegan,
    Tapped,
    TappedForMana,
    TurnBegan,
    TurnedFaceUp,
    Unattached,
    Untapped,
)
from sim.model.objects import Permanent, Step, Zone
from sim.model.programs import Triggered
from sim.model.state import GameState
from sim.model.that_player_refs import names_that_player
from sim.rules.exile_instead import dealt_damage_by
from sim.text.combat_trigger_rules import ENCHANTED_UPKEEPS
from sim.text.trigger_rules import (
    ATTACHED_PAIRS,
    BLOCKS_FILTERED,
    COMBAT_DAMAGES_YOU,
    DAMAGED_DIES,
    DAMAGES_FILTERED,
    DAMAGES_YOU,
    FACE_UP_PAIRS,
    FILTERED,
    FILTERED_ALONE,
    FILTERED_ATTACKS,
    FILTERED_ATTACKS_ENCHANTED,
    FILTERED_ATTACKS_YOU,
    FILTERED_ATTACKS_YOURS,
    FILTERED_BLOCKS,
    FILTERED_EXPLORES,
    FILTERED_OR_SELF,
    FILTERED_TAPPED,
    MORE_TRIGGERS,
    SACRIFICED,
)

#: the (event, subject) pairs ``matches_more`` answers (with every one with a ``Filter``);
#: the steps' ("your precombat main phase") are ``sim.rules.triggers``' own
MORE: frozenset[tuple[str, str]] = frozenset(
    pair for pair in MORE_TRIGGERS.values() if pair[0] != "StepBegan") | (ATTACHED_PAIRS - {
        ("AttackerDeclared", "equipped"), ("DamageDealt", "equipped to a player")}) | {
    ("StepBegan", "self unblocked"), ("StepBegan", "upkeep of enchanted's controller"),
    ("StepBegan", "end of enchanted's controller"), ("BlockerDeclared", "self blocks each"),
    ("StepBegan", "upkeep of enchanted player"), ("DamageDealt", "self dealt damage")} | \
    FACE_UP_PAIRS | ENCHANTED_UPKEEPS  # (~ is dealt damage, once: sim.text.that_much_damage)

#: the events by which a permanent leaves the battlefield (a new object afterwards, CR 400.7)
LEAVING = (Died, Exiled, Bounced, PutIntoLibrary)
_TARGETING = (SpellCast, AbilityActivated, AbilityTriggered)
_ENTERS_OR_DIES = (Entered, Died)
_ENTERS_OR_LEAVES = (Entered, Died, Exiled, Bounced)
_TAPS = (Tapped, TappedForMana)
_ATTACKS = (FILTERED_ATTACKS, FILTERED_ATTACKS_YOU, FILTERED_ATTACKS_YOURS,
            FILTERED_ATTACKS_ENCHANTED)


def _controller(state: GameState, pid: str) -> str | None:
    perm = state.permanents.get(pid)
    return None if perm is None or perm.zone is not Zone.BATTLEFIELD else perm.controller


def matches_more(state: GameState, perm: Permanent, ability: Triggered, batch: list[Event]
                 ) -> Iterator[str | None]:
    """Once per event of ``batch`` ``ability`` of ``perm`` triggers on (CR 603.2). Its subject
    is about ~ ("self ...") or the permanent an Aura or Equipment is attached to ("enchanted
    ...", "equipped ...": 301.5, 303.4), or a permanent of ``Triggered.about``'s qualities."""
    event, subject = ability.event, ability.subject
    if ability.about is not None:
        yield from _filtered(state, perm, ability, batch)
        return
    who, _, what = subject.partition(" ")
    if event == "Died" and who in ("enchanted", "equipped"):
        yield from _attached_died(state, perm, batch)
        return
    me = perm.id
    if event == "TurnedFaceUp":  # 702.37e, 708.8 (``sim.rules.face_down``), ~ on the battlefield
        yield from _turned_face_up(state, perm, subject, batch)
        return
    if subject == "self enters or dies" or subject == "self enters or leaves":
        kinds = _ENTERS_OR_DIES if event == "Died" else _ENTERS_OR_LEAVES
        for e in batch:
            if isinstance(e, kinds) and e.permanent == me:
                yield None
        return
    if perm.zone is not Zone.BATTLEFIELD:
        # 603.2: it triggered if the event happened while it was on the battlefield (a
        # creature dealing combat damage, then dying of the damage dealt to it)
        seen = seen_before_leaving(state, perm, batch)
        if seen is None:
            return
        perm, batch = seen
    if event == "StepBegan":
        yield from _steps(state, perm, ability, batch)
        return
    it = me if who == "self" else perm.attached_to
    if it is None:  # an Equipment unattached since (704.5n): what it was attached to, before
        loose = next(((i, e) for i, e in enumerate(batch)
                      if isinstance(e, Unattached) and e.permanent == me), None)
        if loose is None:
            return
        batch, it = batch[:loose[0]], loose[1].creature
    that = None if who == "self" else it  # "it" is ~ itself, or that creature
    if event == "DamageDealt":
        yield from _damage(state, perm, it, what, batch)
    elif event == "Targeted":  # 115: once per spell or ability, however many of its targets
        for e in batch:
            if isinstance(e, _TARGETING) and it in e.targets and (
                    what != "by an opponent" or e.player != perm.controller):
                # "that spell or ability" for ~'s own (as ward's), "it" the enchanted creature
                yield e.item if who == "self" else it
    elif event == "AttackerDeclared":
        attacks = [e for e in batch if isinstance(e, AttackerDeclared)]
        if what == "alone":  # 506.5: the only creature declared as an attacker
            if len(attacks) == 1 and attacks[0].attacker == it:
                yield that
        elif what == "while saddled":  # 702.171b: saddled as it attacks (the trigger event)
            if perm.saddled and any(e.attacker == it for e in attacks):
                yield that
        elif any(e.attacker == it for e in attacks):
            yield that
        elif what == "attacks or blocks" and any(
                isinstance(e, BlockerDeclared) and e.blocker == it for e in batch):
            yield that  # once, however many creatures it blocks
    elif event == "Exploited":  # 702.110b: once per creature it exploits
        for e in batch:
            if isinstance(e, Exploited) and e.permanent == it:
                yield that
    elif event == "BecameMonstrous":  # 701.37b
        if any(isinstance(e, BecameMonstrous) and e.permanent == it for e in batch):
            yield that
    elif event == "BlockerDeclared":
        if what == "blocks each":  # "whenever ~ blocks a creature": once per creature
            for e in batch:
                if isinstance(e, BlockerDeclared) and e.blocker == it:
                    yield e.attacker
        elif any(isinstance(e, BlockerDeclared) and (
                e.blocker == it if what == "blocks" else e.attacker == it) for e in batch):
            yield that  # blocks, becomes blocked: once (509.3c)
    else:  # becomes tapped (for mana too) or untapped (701.26)
        taps = _TAPS if event == "Tapped" else (Untapped,)
        for e in batch:
            if isinstance(e, taps) and e.permanent == it:
                yield that


def _turned_face_up(state: GameState, perm: Permanent, subject: str, batch: list[Event]
                    ) -> Iterator[str | None]:
    """"When ~ is turned face up", "when ~ enters or is turned face up" (603.6a; a permanent
    entering face down has no abilities, 708.2a), "whenever a permanent [you control] is
    turned face up", "whenever ~ or another permanent [you control] / creature you control is
    turned face up" (702.37e, 708.8): once per permanent turned up, yielding it ("that
    creature"; "it" for ~ itself)."""
    if perm.zone is not Zone.BATTLEFIELD:
        return
    me = perm.id
    for e in batch:
        if subject == "self enters or turned face up":
            if isinstance(e, Entered | TurnedFaceUp) and e.permanent == me:
                yield None
            continue
        if not isinstance(e, TurnedFaceUp):
            continue
        if subject == "self":
            if e.permanent == me:
                yield None
        elif subject.endswith("you control") and e.player != perm.controller:
            continue
        elif subject == "self or creature you control":
            turned = state.permanents.get(e.permanent)
            if turned is not None and turned.card.is_creature:
                yield e.permanent
        else:  # "[~ or another] permanent [you control]": ~ is one of them
            yield e.permanent


def _steps(state: GameState, perm: Permanent, ability: Triggered, batch: list[Event]
           ) -> Iterator[str | None]:
    """"Whenever ~ attacks and isn't blocked" (509.1h: looked at as the declare blockers
    step's priority comes, blockers declared), "at the beginning of the upkeep / end step of
    enchanted creature's controller" (503.1, 513.1: "that player" is the active player)."""
    subject, me = ability.subject, perm.id
    if subject == "self unblocked":
        combat = state.combat
        if combat is not None and me in combat.attackers and me not in combat.blocked and \
                any(isinstance(e, StepBegan) and e.step == Step.DECLARE_BLOCKERS for e in batch):
            yield me
        return
    step = Step.UPKEEP if subject.startswith("upkeep") else Step.END
    enchanted = state.permanents.get(perm.attached_to) if perm.attached_to else None
    whose = perm.attached_to if subject.endswith("enchanted player") else \
        enchanted.controller if enchanted is not None else None  # 303.4: a Curse's player
    if whose is not None and whose == state.active and any(
            isinstance(e, StepBegan) and e.step == step for e in batch):
        yield state.active if names_that_player(ability.program) else None


def _filtered(state: GameState, perm: Permanent, ability: Triggered, batch: list[Event]
              ) -> Iterator[str | None]:
    """"Whenever [another] <kind> [you control] enters / dies / attacks alone", "whenever ~ or
    another <kind> ...": the permanent as it entered, or as it last existed (603.10a)."""
    about, subject, me = ability.about, ability.subject, perm.id
    assert about is not None
    # "whenever a creature an opponent controls dies, that player ...": the effect names that
    # opponent and no permanent of the trigger (``sim.text.trigger_referents``, CR 603.2): its
    # controller as it entered, or as it last existed (603.10a)
    player = subject == FILTERED and about.controller == OPPONENT and \
        names_that_player(ability.program)
    if ability.event in ("Died", "Sacrificed"):
        if perm.zone is not Zone.BATTLEFIELD and not any(
                isinstance(e, Died) and e.permanent == me for e in batch):
            return  # it was not on the battlefield as they died
        source = perm if perm.zone is Zone.BATTLEFIELD else state.last_known.get(me, perm)
        if subject == SACRIFICED:  # 701.21a: "whenever you sacrifice another permanent"
            for e in batch:
                if isinstance(e, Sacrificed) and e.player == source.controller:
                    gone = state.last_known.get(e.permanent) or state.permanents.get(e.permanent)
                    if gone is not None and fits(state, about, source, gone):
                        yield e.permanent
            return
        damaged = dealt_damage_by(state, [me]) if subject == DAMAGED_DIES else None
        for e in batch:
            if isinstance(e, Died):
                if subject == FILTERED_OR_SELF and e.permanent == me:
                    yield me
                    continue
                dead = state.last_known.get(e.permanent)
                if dead is not None and fits(state, about, source, dead) and (
                        damaged is None or e.permanent in damaged):
                    yield dead.controller if player else e.permanent
        return
    if subject == DAMAGES_FILTERED:  # "whenever ~ deals damage to a Dinosaur" (120.1)
        yield from _damages_kind(state, perm, about, batch)
        return
    if perm.zone is not Zone.BATTLEFIELD:
        return
    if subject == FILTERED_ALONE:  # 506.5
        attacks = [e for e in batch if isinstance(e, AttackerDeclared)]
        attacker = state.permanents.get(attacks[0].attacker) if len(attacks) == 1 else None
        if attacker is not None and fits(state, about, perm, attacker):
            yield attacker.id
        return
    if subject == BLOCKS_FILTERED:  # "whenever ~ blocks a creature with flying" (509.1)
        for e in batch:
            if isinstance(e, BlockerDeclared) and e.blocker == me:
                attacker = state.permanents.get(e.attacker)
                if attacker is not None and fits(state, about, perm, attacker):
                    yield e.attacker
        return
    if subject == FILTERED_BLOCKS:  # 509.1: once per creature blocking, however many it blocks
        seen: set[str] = set()
        for e in batch:
            if isinstance(e, BlockerDeclared) and e.blocker not in seen:
                seen.add(e.blocker)
                blocker = state.permanents.get(e.blocker)
                if blocker is not None and fits(state, about, perm, blocker):
                    yield e.blocker
        return
    if subject in (DAMAGES_YOU, COMBAT_DAMAGES_YOU):  # 120.1: "that creature" is the source
        for e in batch:
            if isinstance(e, DamageDealt) and e.target == perm.controller and e.amount > 0 and (
                    e.combat or subject == DAMAGES_YOU):
                dealer = state.permanents.get(e.source)
                if dealer is not None and dealer.zone is not Zone.BATTLEFIELD:
                    dealer = state.last_known.get(e.source, dealer)
                if dealer is not None and fits(state, about, perm, dealer):
                    yield e.source
        return
    if subject == FILTERED_EXPLORES:  # 701.44b: one gone from the battlefield explores too
        for e in batch:
            if isinstance(e, Explored):
                explorer = state.permanents.get(e.permanent)
                if explorer is None or explorer.zone is not Zone.BATTLEFIELD:
                    explorer = state.last_known.get(e.permanent, explorer)  # (603.10a)
                if explorer is not None and fits(state, about, perm, explorer):
                    yield e.permanent
        return
    if subject == FILTERED_TAPPED:  # 701.26a: for mana too
        for e in batch:
            if isinstance(e, _TAPS):
                tapped = state.permanents.get(e.permanent)
                if tapped is not None and fits(state, about, perm, tapped):
                    yield e.permanent
        return
    if subject in _ATTACKS:  # 508.1: "attacks you": you or (508.1b) a planeswalker of yours
        for e in batch:
            if not isinstance(e, AttackerDeclared):
                continue
            attacker = state.permanents.get(e.attacker)
            if attacker is None or not fits(state, about, perm, attacker):
                continue
            if subject == FILTERED_ATTACKS_ENCHANTED:  # 303.4: the player a Curse enchants
                if e.target == perm.attached_to:
                    yield e.attacker
                continue
            if subject == FILTERED_ATTACKS or e.target == perm.controller or \
                    subject != FILTERED_ATTACKS_YOU and _controller(state, e.target) == \
                    perm.controller:
                yield e.attacker
        return
    for e in batch:
        if isinstance(e, Entered):
            if subject == FILTERED_OR_SELF and e.permanent == me:
                yield me
                continue
            entered = state.permanents.get(e.permanent) or state.last_known.get(e.permanent)
            if entered is not None and subject in (FILTERED, FILTERED_OR_SELF) and \
                    fits(state, about, perm, entered):
                yield e.controller if player else e.permanent


def _damages_kind(state: GameState, perm: Permanent, about: Filter, batch: list[Event]
                  ) -> Iterator[str]:
    """"Whenever ~ deals damage to a Dinosaur | a Goblin or Orc" (CR 120.1, 603.2): once per
    permanent of the kind ~ dealt more than 0 damage to ("that creature"), judged as it was
    dealt the damage: as it last existed if it has died of it since (603.10a, 113.7a). ~ may
    have left the battlefield since too (combat damage dealt to it at the same time): it saw
    the damage it dealt before it left (``seen_before_leaving``)."""
    seen = seen_before_leaving(state, perm, batch)
    if seen is None:
        return
    source, events = seen
    for e in events:
        if isinstance(e, DamageDealt) and e.source == perm.id and e.amount > 0:
            hit = state.permanents.get(e.target)
            if hit is not None and hit.zone is not Zone.BATTLEFIELD:
                hit = state.last_known.get(e.target)
            if hit is not None and fits(state, about, source, hit):
                yield e.target


def fits(state: GameState, about: Filter, source: Permanent, obj: Permanent) -> bool:
    """Whether ``obj`` has the qualities ``about`` names, seen from ``source``
    (``sim.model.board.matches``), "Samurai or Warrior" being either subtype, "creature or
    artifact" either card type."""
    if "/" in about.card_type:
        return any(t in obj.card.types for t in about.card_type.split("/")) and \
            fits(state, attrs.evolve(about, card_type=""), source, obj)
    if "/" not in about.subtype:
        return matches(state, about, source, obj)
    return any(obj.card.has_subtype(kind) for kind in about.subtype.split("/")) and \
        matches(state, attrs.evolve(about, subtype=""), source, obj)


def _attached_died(state: GameState, perm: Permanent, batch: list[Event]
                   ) -> Iterator[str | None]:
    """"When enchanted / equipped creature dies" (603.10a): ``attached_gone`` for deaths."""
    return attached_gone(state, perm, batch, lambda e: e.permanent if isinstance(e, Died) else "")


def attached_gone(state: GameState, perm: Permanent, batch: list[Event],
                  gone: Callable[[Event], str]) -> Iterator[str | None]:
    """"When enchanted / equipped creature dies | leaves the battlefield" (603.6c, 603.10a):
    for each creature an event of ``batch`` takes away (``gone``: its id, "" for another
    event), whether the Aura or Equipment was attached to it as it went — still is, or was
    when it became unattached (704.5n) later in the same batch, or when it left the
    battlefield in the same batch (704.5m; or with it, a board wiped). "That creature" is the
    one gone."""
    me = perm.id
    left = any(isinstance(e, LEAVING) and e.permanent == me for e in batch)
    known = state.last_known.get(me) if left else None
    for i, e in enumerate(batch):
        pid = gone(e)
        dead = state.last_known.get(pid) if pid else None
        if dead is None or not dead.card.is_creature:
            continue
        if perm.zone is Zone.BATTLEFIELD and perm.attached_to == pid or \
                known is not None and known.attached_to == pid or \
                any(isinstance(later, Unattached) and later.permanent == me and
                    later.creature == pid for later in batch[i + 1:]):
            yield pid


def _damage(state: GameState, perm: Permanent, it: str, what: str, batch: list[Event]
            ) -> Iterator[str | None]:
    """"Whenever <it> deals damage" (once per event: every damage dealt in ``batch`` is dealt
    at once, by one resolution or one combat damage step, 510.2), "... combat damage", "...
    to a player", "... to an opponent", "... combat damage to an opponent", "... [combat
    damage] to a creature" (once per player or creature dealt damage: "that player", "that
    creature"), "<it>
    is dealt damage" (once per event). Damage is dealt only when more than 0 is (120.1)."""
    if what in ("dealt damage", "dealt combat damage"):
        if any(isinstance(e, DamageDealt) and e.target == it and e.amount > 0 and (
                e.combat or what == "dealt damage") for e in batch):
            yield it
        return
    dealt = [e for e in batch if isinstance(e, DamageDealt) and e.source == it and e.amount > 0]
    if what in ("any", "combat"):
        if any(e.combat or what == "any" for e in dealt):
            yield None if it == perm.id else it
        return
    for e in dealt:
        if what in ("any to a creature", "combat to a creature"):
            target = state.permanents.get(e.target)
            if target is not None and target.card.is_creature and (
                    e.combat or what == "any to a creature"):
                yield e.target
            continue
        if e.target not in state.players:
            continue
        if what in ("to an opponent", "to a player") and not e.combat:
            continue
        if what in ("to an opponent", "any to an opponent") and e.target == perm.controller:
            continue
        yield e.target



def seen_before_leaving(state: GameState, perm: Permanent, batch: list[Event]
                        ) -> tuple[Permanent, list[Event]] | None:
    """``perm`` and the events of ``batch`` it saw: all of them while on the battlefield; if
    it left in ``batch``, those before it left, and it as it last existed (CR 603.10a); else
    None."""
    if perm.zone is Zone.BATTLEFIELD:
        return perm, batch
    left = next((i for i, e in enumerate(batch)
                 if isinstance(e, LEAVING) and e.permanent == perm.id), -1)
    known = state.last_known.get(perm.id)
    if left < 0 or known is None:
        return None
    return known, batch[:left]


def earlier_this_turn(state: GameState, event: Event) -> Iterator[Event]:
    """The events logged this turn before ``event``, latest first (back to the turn's
    beginning, CR 500.1; a position set up mid-turn knows only what happened since): what
    "for the first time each turn" looks back on."""
    events = state.events
    at = len(events) - 1
    while at >= 0 and events[at] is not event:
        at -= 1
    at -= 1
    while at >= 0 and not isinstance(events[at], TurnBegan):
        yield events[at]
        at -= 1
