"""Triggered abilities (CR 603), read from the typed event stream.

Each time a player would receive priority, the events since the last look
(``state.trigger_cursor``) are matched against the triggered abilities of the permanents on
the battlefield — and, for "when ~ dies", of the permanent that just left (the look-back of
603.10a) — and against the keywords that trigger: provoke (702.39), rampage (702.23),
flanking (702.25), bushido (702.45), exalted (702.83), prowess (702.108), battle cry
(702.91), melee (702.121), dethrone (702.105), training (702.149), afflict (702.130),
annihilator (702.86), undying (702.93) and persist (702.79) — printed or granted alike
(603.2: a static ability's "Sliver creatures you control have exalted", an effect's "gains
undying until end of turn"), each instance triggering separately. A leaves-the-battlefield
trigger reads the object as it last existed (``state.last_known``, 603.10a, 608.2h, 113.7a):
its controller, its counters, its abilities (a conditional "~ has persist" as it was just
before the event), a token that has since ceased to exist. Each match becomes a ``StackItem``
waiting in ``state.triggered``; ``sim.rules.priority`` puts them on the stack in APNAP order, each
player ordering their own (603.3b). An intervening "if" clause (603.4) is checked here, as
the event happens, and again on resolution (``sim.rules.resolution``).

Because triggers read the event stream, a board with anything that triggers records events
even when ``record_events`` is off (``needs_events``).
"""

from __future__ import annotations

from collections.abc import Callable, Iterator

import attrs

from sim.model.abilities import AFFLICT, ANNIHILATOR, BUSHIDO, GRAFT, MODULAR, RAMPAGE, WARD
from sim.model.ability_loss import lost_on_leaving
from sim.model.board import param_instances
from sim.model.card import TRIGGERING_KEYWORDS, TRIGGERING_PARAMS
from sim.model.events import (
    AbilityActivated,
    AbilityTriggered,
    AttackerDeclared,
    BlockerDeclared,
    Bounced,
    DamageDealt,
    DayNightChanged,
    Died,
    Entered,
    Event,
    Exerted,
    Exiled,
    PutIntoLibrary,
    SpellCast,
    StepBegan,
    Transformed,
)
from sim.model.granted_abilities import granted_leavers
from sim.model.keywords import Kw
from sim.model.objects import MINUS, PLUS, Effect, Permanent, Step, Zone
from sim.model.programs import Program, Triggered
from sim.model.stack_objects import TRIGGER, StackItem
from sim.model.state import GameState
from sim.model.that_player_refs import names_that_player
from sim.rules.alt_costs import end_step_returns
from sim.rules.cast_or_enters import cast_or_enters_matches
from sim.rules.combat_events import combat_event_matches, combat_event_subject
from sim.rules.combat_triggers import KIND_DAMAGES, combat_matches, kind_damage_amounts
from sim.rules.conditions import program_condition_holds
from sim.rules.copies import replicate_triggers
from sim.rules.counter_triggers import counter_matches, counter_subject
from sim.rules.crew_triggers import crew_matches
from sim.rules.delayed import died, fire
from sim.rules.event_amounts import damage_total, uses_that_much
from sim.rules.event_triggers import MORE, matches_more
from sim.rules.exile_cast import cipher_triggers
from sim.rules.exile_cast import upkeep_triggers as suspend_triggers
from sim.rules.graveyard_triggers import graveyard_matches, graveyard_subject, trigger_controller
from sim.rules.life_triggers import life_matches, life_subject
from sim.rules.may_ops import in_its_zone
from sim.rules.monarch import monarch, monarch_triggers
from sim.rules.next_cast import next_cast_triggers
from sim.rules.player_attack_triggers import player_attack_matches
from sim.rules.player_triggers import PLAYER_EVENTS, gained_matches, player_matches
from sim.rules.ring import ring_triggering, ring_triggers
from sim.rules.self_or_attached_triggers import (
    self_or_attached_matches,
    self_or_attached_subject,
)
from sim.rules.soulbond import soulbond_triggers
from sim.rules.speed import speed_triggers, speeding
from sim.rules.turn_triggers import turn_triggers
from sim.rules.unearth import end_step_triggers
from sim.rules.upkeep import upkeep_triggers
from sim.rules.zone_triggers import zone_matches
from sim.text.cast_or_enters_rules import CAST_OR_ENTERED
from sim.text.combat_trigger_rules import combat_subject
from sim.text.crew_trigger_rules import CREWED
from sim.text.keyword_programs import keyword_program, ward_program
from sim.text.player_attack_rules import player_attack_subject
from sim.text.zone_trigger_rules import ZONE_PAIRS, ZONE_SUBJECTS


def needs_events(state: GameState) -> bool:
    """Whether anything may trigger, so events must be recorded and looked at: a card with a
    triggered ability or a triggering keyword, or one that gives such a keyword to a creature
    (``CardDef.may_trigger``: a static ability, a spell or an ability: a granted keyword
    triggers as a printed one does, CR 603.2), or an effect granting one, in play or scripted
    (a scenario's ``available_effects``). Each card's answer is computed once, with the card,
    so this costs a look at each object's card."""
    if state.delayed:  # delayed triggered abilities wait for a step (603.7)
        return True
    if state.encoded:  # cipher's triggers of the creatures cards are encoded on (702.99a)
        return True
    for p in state.permanents.values():  # plain loops: this runs at every priority
        if p.card.may_trigger:
            return True
    if monarch(state) is not None:  # the monarch's inherent triggered abilities (CR 724.2)
        return True
    if speeding(state) or ring_triggering(state):  # speed's inherent triggered ability (CR
        return True  # 702.179d), the Ring's (701.54c)
    for e in state.effects:
        if _grants(e):
            return True
    return any(_grants(e) for _, e in state.available_effects)


def _grants(e: Effect) -> bool:
    """Whether effect ``e`` gives a triggering keyword."""
    return bool(e.add & TRIGGERING_KEYWORDS) or any(k in TRIGGERING_PARAMS for k, _ in e.params) \
        or e.abilities is not None and bool(e.abilities[1])  # quoted ones (613.1f)


def collect(state: GameState) -> None:
    """Look at the events since the last look and add what they trigger to
    ``state.triggered``."""
    events = state.events
    start = state.trigger_cursor
    if start >= len(events):
        return
    state.trigger_cursor = len(events)
    batch = events[start:]
    gone = _gone(state, batch) + granted_leavers(  # granted leaving abilities (613.1f)
        state.permanents, state.last_known, [e.permanent for e in batch if isinstance(e, _LEAVING)
                                             and e.permanent in state.permanents])
    if not needs_events(state) and not any(p.card.may_trigger for p in gone):
        return
    found: list[StackItem] = []
    found += _keyword_triggers(state, batch)
    for card in [*state.permanents.values(), *gone]:
        if not card.card.triggered or card.zone is not _BATTLEFIELD and lost_on_leaving(
                state.last_known, card) and _left_now(card.id, batch):
            continue  # it left with no abilities: none looks back (613.1f, 603.10a)
        for k, ability in enumerate(card.card.triggered):
            perm = in_its_zone(card, ability)  # 113.6k: "return ~ from your graveyard ..."
            if perm is None:
                continue
            for that, x in _matches_x(state, perm, ability, batch):
                program = ability.program
                if program is None or not program.runnable:
                    continue
                if ability.while_condition and not program_condition_holds(
                        state, perm.controller, ability.while_condition, perm.kicked, perm.id,
                        that):
                    continue  # "<event> while <state>": as the event happens only (603.2)
                if program.condition and not program_condition_holds(
                        state, perm.controller, program.condition, perm.kicked, perm.id, that):
                    continue  # 603.4: an intervening "if" false as the event happens
                if ability.once_each_turn and not first_this_turn(state, perm, k):
                    continue  # "this ability triggers only once each turn" (603.1)
                found.append(StackItem("", TRIGGER, trigger_controller(perm, ability), perm.id,
                                       f"{perm.id}: {ability.text}", program, that=that,
                                       x=x,
                                       bargained=perm.bargained,  # 702.166b (113.7a)
                                       moves=perm.moves if perm is not card else -1))
    if state.delayed:  # "whenever ... this turn, ..." (603.7c)
        found += turn_triggers(state, batch, start, _matches_x)
    state.triggered += found


def _matches_x(state: GameState, perm: Permanent, ability: Triggered, batch: list[Event]
               ) -> Iterator[tuple[str | None, int]]:
    """``_matches`` with each match's X: the amount "that much" names (CR 603.2, 120.3); a
    life-loss or damage trigger's (``sim.rules.life_triggers``) its own event's."""
    if life_subject(ability.subject):
        yield from life_matches(state, perm, ability, batch)
        return
    if ability.event == CAST_OR_ENTERED:  # ``sim.rules.cast_or_enters`` (one ability, 2 events)
        yield from ((that, 0) for that in cast_or_enters_matches(state, perm, ability, batch))
        return
    if ability.event == CREWED:  # ``sim.rules.crew_triggers`` (CR 702.122c)
        yield from ((that, 0) for that in crew_matches(state, perm, ability, batch))
        return
    if combat_event_subject(ability.subject):  # ``sim.rules.combat_events``
        yield from ((that, 0) for that in combat_event_matches(state, perm, ability, batch))
        return
    if counter_subject(ability.subject):  # ``sim.rules.counter_triggers`` (CR 122.6)
        yield from ((that, 0) for that in counter_matches(state, perm, ability, batch))
        return
    if graveyard_subject(ability.subject):  # ``sim.rules.graveyard_triggers``
        yield from ((that, 0) for that in graveyard_matches(state, perm, ability, batch))
        return
    if player_attack_subject(ability.subject):  # ``sim.rules.player_attack_triggers``
        yield from ((that, 0) for that in player_attack_matches(state, perm, ability, batch))
        return
    if self_or_attached_subject(ability.subject):  # ``sim.rules.self_or_attached_triggers``
        yield from ((that, 0) for that in self_or_attached_matches(state, perm, ability, batch))
        return
    if ability.event == "LifeGained":  # ``sim.rules.player_triggers``: the life gained (119.9)
        yield from gained_matches(state, perm, ability, batch)
        return
    if ability.subject in KIND_DAMAGES:  # ``sim.rules.combat_triggers``: the damage dealt
        yield from kind_damage_amounts(state, perm, ability, batch)
        return
    if ability.subject == _YOURS_TO_PLAYER and ability.event == "DamageDealt":
        yield from _yours_to_player(state, perm, ability, batch)
        return
    for that in _matches(state, perm, ability, batch):
        yield that, _that_much(state, perm, ability, batch)


def _that_much(state: GameState, perm: Permanent, ability: Triggered, batch: list[Event]
               ) -> int:
    """The damage of the event a damage trigger's "that much" names (CR 603.2, 120.3;
    ``sim.rules.event_amounts``), carried as the ability's X; 0 for other triggers."""
    if ability.event != "DamageDealt" or ability.program is None or \
            not uses_that_much(ability.program):
        return 0
    return damage_total(state, perm, ability.subject, batch)


def first_this_turn(state: GameState, perm: Permanent, k: int) -> bool:
    """Whether ``perm``'s triggered ability ``k`` ("This ability triggers only once each
    turn", an instruction of the ability, CR 603.1) has not yet triggered this turn, noting
    that it now does. Per object: a permanent that left the battlefield and came back is a new
    object with abilities of its own (400.7; ``Permanent.moves``). Notes of past turns are
    dropped."""
    note = (perm.id, k, perm.moves, state.turn)
    if note in state.triggered_once:
        return False
    state.triggered_once = (*[n for n in state.triggered_once if n[3] == state.turn], note)
    return True


_BATTLEFIELD = Zone.BATTLEFIELD
#: the events of a permanent leaving the battlefield: dying, being exiled, returned to a hand
_LEAVING = (Died, Exiled, Bounced, PutIntoLibrary)


def _left_now(pid: str, batch: list[Event]) -> bool:
    """Whether ``pid`` left the battlefield in ``batch`` (its leaving abilities look back to
    the object it was then, CR 603.10a)."""
    return any(isinstance(e, _LEAVING) and e.permanent == pid for e in batch)


def _gone(state: GameState, batch: list[Event]) -> list[Permanent]:
    """The objects that left the battlefield in ``batch`` and have ceased to exist since (a
    token, 704.5d), as they last existed: their leaves-the-battlefield abilities still trigger
    (603.10a, 603.6c)."""
    permanents, known = state.permanents, state.last_known
    return [known[e.permanent] for e in batch if isinstance(e, _LEAVING)
            and e.permanent not in permanents and e.permanent in known]


def _matches(state: GameState, perm: Permanent, ability: Triggered,
             batch: list[Event]) -> Iterator[str | None]:
    """Once per event ``ability`` triggers on (yielding the creature it is about, if any)."""
    event, subject = ability.event, ability.subject
    if combat_subject(subject):  # ``sim.rules.combat_triggers``
        yield from combat_matches(state, perm, ability, batch)
        return
    if subject in ZONE_SUBJECTS or (event, subject) in ZONE_PAIRS:  # zone changes (603.6)
        yield from zone_matches(state, perm, ability, batch)  # ``sim.rules.zone_triggers``
        return
    if ability.about is not None or (event, subject) in MORE:  # ``sim.rules.event_triggers``
        yield from matches_more(state, perm, ability, batch)
        return
    if event in PLAYER_EVENTS:  # casting, drawing, discarding, cycling, scrying
        yield from player_matches(state, perm, ability, batch)
        return
    on_battlefield = perm.zone is Zone.BATTLEFIELD
    if event == "Died":
        yield from _died(state, perm, subject, batch)
        return
    if event == "Left":  # "when ~ leaves the battlefield" (603.6c): looks back (603.10a)
        for e in batch:
            if isinstance(e, _LEAVING) and e.permanent == perm.id:
                yield None
        return
    if not on_battlefield:
        return
    if event == "DayNightChanged":  # day becomes night or night becomes day (CR 726)
        yield from (None for e in batch if isinstance(e, DayNightChanged) and e.previous)
        return
    if event == "Exerted":  # 701.43a, 603.12: ~ exerted as it attacks; "you exert a creature"
        mine = perm.controller
        yield from (None for e in batch if isinstance(e, Exerted) and (
            e.permanent == perm.id if subject == "self" else _controller(state, e.permanent)
            == mine))
        return
    if event == "Transformed":  # "when ~ [enters or] transforms into ~" (701.28a, 603.6a)
        entering = subject == "self enters or transforms"
        yield from (None for e in batch if isinstance(e, Transformed) and e.permanent == perm.id
                    or entering and isinstance(e, Entered) and e.permanent == perm.id)
        return
    me = perm.id
    seen: set[str] = set()
    if subject == "self and two others":  # battalion: ~ among three or more attackers
        attackers = {e.attacker for e in batch if isinstance(e, AttackerDeclared)}
        if me in attackers and len(attackers) >= 3:
            yield me
        return
    if subject == "you attack":  # 508.1: once, however many of its controller's creatures
        if any(isinstance(e, AttackerDeclared) and _controller(state, e.attacker) ==
               perm.controller for e in batch):
            yield None
        return
    for e in batch:
        if subject == "self enters or attacks":
            if isinstance(e, Entered) and e.permanent == me or \
                    isinstance(e, AttackerDeclared) and e.attacker == me:
                yield me
        elif subject == "equipped":  # "whenever equipped creature attacks"
            if isinstance(e, AttackerDeclared) and e.attacker == perm.attached_to:
                yield e.attacker
        elif subject == "self attacks or blocks":  # "it" is ~ either way
            if isinstance(e, AttackerDeclared) and e.attacker == me:
                yield me
            elif isinstance(e, BlockerDeclared) and e.blocker == me and me not in seen:
                seen.add(me)  # once, however many creatures it blocks
                yield me
        elif event == "AttackerDeclared" and isinstance(e, AttackerDeclared):
            if subject == "self" and e.attacker == me or subject.endswith(
                    "creature you control") and _controller(state, e.attacker) == \
                    perm.controller and not (subject.startswith("another") and e.attacker == me):
                yield e.attacker
        elif event == "BlockerDeclared" and isinstance(e, BlockerDeclared):
            yield from _block_match(subject, me, e, seen)
        elif event == "DamageDealt" and isinstance(e, DamageDealt):
            if _damage_match(state, perm, subject, e):
                yield _damage_that(ability, e)
        elif isinstance(e, StepBegan) and event == "StepBegan":
            if _step_match(state, perm, subject, e.step):
                yield _step_player(state, ability)
        elif event == "Entered" and isinstance(e, Entered):
            if subject == "self":
                if e.permanent == me:
                    yield None
            elif subject == "land you control":  # landfall (207.2c)
                land = state.permanents.get(e.permanent)
                if land is not None and "Land" in land.card.types and \
                        e.controller == perm.controller:
                    yield e.permanent
            elif _creature_of(state, e.permanent, e.controller, perm, subject):
                yield e.permanent


def _step_player(state: GameState, ability: Triggered) -> str | None:
    """The player "that player" names in "at the beginning of each player's upkeep, ... that
    player" (CR 603.2b: the player whose step began, the active player), for a program that
    names them (``THAT_PLAYER``); None otherwise (the trigger is about no object)."""
    if names_that_player(ability.program):  # (a target's or a group's controller too)
        return state.active
    return None


def _step_match(state: GameState, perm: Permanent, subject: str, step: str) -> bool:
    """"At the beginning of [your | each | each opponent's] <step>" (CR 603.2b): ``subject``
    is the step's name, with " on your turn" or " on an opponent's turn" when it says whose."""
    name, _, whose = subject.partition(" on ")
    if step != name:
        return False
    if whose == "your turn":
        return state.active == perm.controller
    if whose == "an opponent's turn":
        return state.active != perm.controller
    if whose == "the chosen player's turn":  # the player chosen as it entered (614.12)
        return state.active == perm.chosen
    return True


def _died(state: GameState, perm: Permanent, subject: str, batch: list[Event]
          ) -> Iterator[str | None]:
    """"When ~ dies" and "whenever [another] creature [you control] dies" (CR 700.4). They
    look back in time (603.10a): the dead creature as it last existed (its controller; a token
    too), and a source that died at the same time still sees the others die."""
    me = perm.id
    if subject == "self":
        for e in batch:
            if isinstance(e, Died) and e.permanent == me:
                yield None
        return
    if perm.zone is not Zone.BATTLEFIELD and not any(
            isinstance(e, Died) and e.permanent == me for e in batch):
        return  # it was not on the battlefield as they died
    for e in batch:
        if isinstance(e, Died):
            dead = state.last_known.get(e.permanent)
            if dead is not None and _creature_of(state, e.permanent, dead.controller, perm,
                                                 subject, dead):
                yield e.permanent


def _creature_of(state: GameState, pid: str, controller: str, perm: Permanent, subject: str,
                 known: Permanent | None = None) -> bool:
    """Whether ``pid`` (controlled by ``controller``) is "[another] creature [you control]"
    for ``perm``'s ability: ``subject`` "creature", "another creature", "creature you
    control" or "another creature you control", with "|<creature type>" for "another Human
    you control"."""
    subject, _, kind = subject.partition("|")  # "|Human": of that creature type too
    obj = known if known is not None else state.permanents.get(pid)
    if obj is None or not obj.card.is_creature or subject.startswith("another") and pid == perm.id:
        return False
    if kind and not obj.card.has_subtype(kind):  # a changeling is every type (702.73a)
        return False
    return not subject.endswith("you control") or controller == perm.controller


_YOURS_TO_PLAYER = "creature you control to a player"


#: damage triggers whose "it" is the creature that dealt the damage
_SOURCE_IS_THAT = ("to self", _YOURS_TO_PLAYER, "equipped to a player")
#: of those, the ones whose "that player" is the player dealt combat damage: an effect naming
#: that player (and no creature of the trigger: ``sim.text.trigger_referents``) is about them
#: (CR 603.2, 510.2)
_PLAYER_TOO = (_YOURS_TO_PLAYER, "equipped to a player")


def _block_match(subject: str, me: str, e: BlockerDeclared, seen: set[str]
                 ) -> Iterator[str | None]:
    """"Whenever ~ blocks" (once, however many it blocks), "becomes blocked" (once per combat,
    509.3c), "blocks or becomes blocked" (once), "... by a creature" (once per creature)."""
    if subject == "self blocks or blocked by" and me in (e.blocker, e.attacker):
        yield e.attacker if e.blocker == me else e.blocker
        return
    if subject == "self blocked by" and e.attacker == me:
        yield e.blocker  # once per creature blocking it
        return
    if me in seen:
        return
    if subject == "self" and e.blocker == me:
        seen.add(me)
        yield e.attacker
    elif subject == "self blocked" and e.attacker == me:
        seen.add(me)
        yield None
    elif subject == "self blocks or blocked" and me in (e.blocker, e.attacker):
        seen.add(me)
        yield e.attacker if e.blocker == me else e.blocker


def _damage_that(ability: Triggered, e: DamageDealt) -> str:
    """What "it" / "that player" of a damage trigger matching ``e`` names (CR 603.2): the
    source, or the player or object dealt the damage."""
    subject = ability.subject
    return e.source if subject in _SOURCE_IS_THAT and not (
        subject in _PLAYER_TOO and names_that_player(ability.program)) else e.target


def _yours_to_player(state: GameState, perm: Permanent, ability: Triggered,
                     batch: list[Event]) -> Iterator[tuple[str | None, int]]:
    """"Whenever a creature you control deals combat damage to a player": once per creature
    per player it damaged (CR 510.2: one event each), with the damage it dealt — the amount
    "that much" / "that many" of its effect is (603.2, 608.2h)."""
    if perm.zone is not Zone.BATTLEFIELD:
        return
    for e in batch:
        if isinstance(e, DamageDealt) and _damage_match(state, perm, _YOURS_TO_PLAYER, e):
            yield _damage_that(ability, e), e.amount


def _damage_match(state: GameState, perm: Permanent, subject: str, e: DamageDealt) -> bool:
    me = perm.id
    if subject == "to self":
        return e.target == me
    if not e.combat:
        return False
    if subject == "equipped to a player":  # "whenever equipped creature deals combat damage"
        return e.source == perm.attached_to and e.target in state.players
    if subject == _YOURS_TO_PLAYER:
        source = state.permanents.get(e.source)
        return e.target in state.players and source is not None and \
            source.card.is_creature and source.controller == perm.controller
    if e.source != me:
        return False
    if subject == "self to a player":
        return e.target in state.players
    if subject == "self to a player or planeswalker":
        hit = state.permanents.get(e.target)  # it may have left since (704.5i)
        return e.target in state.players or hit is not None and hit.card.is_planeswalker
    if subject == "self to a creature":
        target = state.permanents.get(e.target)
        return target is not None and target.card.is_creature
    return subject == "self"


def _controller(state: GameState, pid: str) -> str | None:
    perm = state.permanents.get(pid)
    return None if perm is None else perm.controller


def _keyword_triggers(state: GameState, batch: list[Event]) -> list[StackItem]:
    """Provoke, rampage, flanking, bushido, exalted, battle cry, melee, dethrone, training,
    afflict, annihilator (attacks and blocks), prowess (spells cast), undying and persist
    (deaths) as triggered abilities."""
    out: list[StackItem] = []
    attacks = [e for e in batch if isinstance(e, AttackerDeclared)]
    blocks = [e for e in batch if isinstance(e, BlockerDeclared)]
    if speeding(state):  # speed's inherent triggered ability (CR 702.179d)
        out += speed_triggers(state, batch)
    if state.effects or ring_triggering(state):  # the Ring's triggered abilities (701.54c)
        out += ring_triggers(state, batch)

    def item(source: str, program: Program, that: str | None = None) -> StackItem:
        return StackItem("", TRIGGER, state.permanents[source].controller, source,
                         f"{source}: {program.text}", program, that=that)

    for e in batch:
        if isinstance(e, SpellCast | AbilityActivated | AbilityTriggered) and e.targets:
            out += _ward(state, e, item)
        if isinstance(e, SpellCast):
            out += _prowess(state, e, item)
            out += replicate_triggers(state, e)  # 702.56a
            if state.delayed:  # "when you next cast ... this turn, ..." (603.7a)
                out += next_cast_triggers(state, e)
        elif isinstance(e, Died):
            out += _undying(state, e.permanent)
            out += _modular(state, e.permanent)
            if state.delayed:  # "when that creature dies this turn, ..." (603.7a)
                out += died(state, e.permanent)
        elif isinstance(e, Exiled | Bounced | PutIntoLibrary) and state.delayed:
            out += died(state, e.permanent, dying=False)  # "... leaves the battlefield ..."
        elif isinstance(e, Entered):
            out += _graft(state, e.permanent)
            out += soulbond_triggers(state, e.permanent)  # 702.95a
        elif isinstance(e, StepBegan) and e.step == Step.UPKEEP:
            out += upkeep_triggers(state)  # echo, cumulative upkeep (702.30a, 702.24a)
            out += suspend_triggers(state)  # suspend's time counters (702.62a)
        elif isinstance(e, StepBegan) and e.step == Step.END:
            out += end_step_triggers(state)  # unearth's delayed exile (702.84a)
            out += end_step_returns(state)  # dash's delayed return (702.109a)
        if isinstance(e, StepBegan | DamageDealt):
            out += monarch_triggers(state, e)  # the monarch's inherent abilities (724.2)
        if state.encoded and isinstance(e, DamageDealt) and e.combat and e.amount > 0:
            out += cipher_triggers(state, e.source, e.target)  # 702.99a
        if isinstance(e, StepBegan) and state.delayed:
            out += fire(state, e.step)  # delayed triggered abilities (603.7)
    if not attacks and not blocks:
        return out
    for e in attacks:
        if state.is_creature(e.attacker) and state.has(e.attacker, Kw.PROVOKE):
            out.append(item(e.attacker, keyword_program("provoke")))  # 702.39a
        out += _attack_keywords(state, e, attacks, item)
    if len(attacks) == 1:  # 702.83a: exalted, "whenever a creature you control attacks alone"
        attacker = attacks[0].attacker
        owner = _controller(state, attacker)
        for perm in state.battlefield():
            if perm.controller == owner and state.has(perm.id, Kw.EXALTED):
                out += _each(item(perm.id, keyword_program("exalted"), attacker),
                             state.instances(perm.id, Kw.EXALTED))  # each triggers (113.2c)
    blocked: list[str] = []
    blocking: list[str] = []
    for b in blocks:
        if b.attacker not in blocked:
            blocked.append(b.attacker)
        if b.blocker not in blocking:
            blocking.append(b.blocker)
        if state.is_creature(b.attacker) and state.has(b.attacker, Kw.FLANKING) and \
                state.is_creature(b.blocker) and not state.has(b.blocker, Kw.FLANKING):
            out += _each(item(b.attacker, keyword_program("flanking"), b.blocker),
                         state.instances(b.attacker, Kw.FLANKING))  # 702.25a-b
    for creature in (*blocked, *blocking):
        if not state.is_creature(creature):
            continue
        for param in sorted(state.params(creature)):
            kind, value = param
            if kind in (RAMPAGE, AFFLICT) and creature in blocked:
                # "whenever this creature becomes blocked": once per combat (702.23a, 702.130a)
                program = keyword_program(kind, int(value))
            elif kind == BUSHIDO:  # "blocks or becomes blocked": 702.45a
                program = keyword_program("bushido", int(value))
            else:
                continue
            # each instance triggers separately (702.23c, 702.45b, 702.130b)
            out += _each(item(creature, program), param_instances(state, creature, param))
    return out


Make = Callable[[str, Program, str | None], StackItem]


def _each(trigger: StackItem, instances: int) -> list[StackItem]:
    """One waiting trigger per instance of the ability: distinct objects, so that putting
    one on the stack leaves the others waiting (``sim.rules.priority`` removes by identity)."""
    return [trigger] + [attrs.evolve(trigger) for _ in range(instances - 1)] \
        if instances > 0 else []


def _attack_keywords(state: GameState, e: AttackerDeclared, attacks: list[AttackerDeclared],
                     item: Make) -> list[StackItem]:
    """"Whenever this creature attacks": battle cry (702.91a), melee (702.121a), dethrone
    (702.105a: only when it attacks a player with the most life or tied for it, not a
    planeswalker), training (702.149a: when another creature with greater power attacks with
    it), annihilator N (702.86a); each instance triggers separately."""
    out: list[StackItem] = []
    attacker = e.attacker
    if not state.is_creature(attacker):
        return out
    if state.keywords(attacker) & _ATTACK_KEYWORDS:
        for flag, name in ((Kw.BATTLE_CRY, "battle cry"), (Kw.MELEE, "melee")):
            out += _each(item(attacker, keyword_program(name), None),
                         state.instances(attacker, flag))
        if state.has(attacker, Kw.DETHRONE) and e.target in state.players:
            lives = [p.life for p in state.players.values() if not p.lost]
            if state.players[e.target].life == max(lives):
                out += _each(item(attacker, keyword_program("dethrone"), None),
                             state.instances(attacker, Kw.DETHRONE))
        if state.has(attacker, Kw.TRAINING):
            power = state.power(attacker)
            if any(a.attacker != attacker and state.is_creature(a.attacker)
                   and state.power(a.attacker) > power for a in attacks):
                out += _each(item(attacker, keyword_program("training"), None),
                             state.instances(attacker, Kw.TRAINING))
    for param in sorted(state.params(attacker)):
        kind, value = param
        if kind == ANNIHILATOR:  # each instance triggers separately (702.86b)
            out += _each(item(attacker, keyword_program(kind, int(value)), None),
                         param_instances(state, attacker, param))
    return out


_ATTACK_KEYWORDS = int(Kw.BATTLE_CRY | Kw.MELEE | Kw.DETHRONE | Kw.TRAINING)


def _prowess(state: GameState, e: SpellCast, item: Make) -> list[StackItem]:
    """Prowess (702.108a): "whenever you cast a noncreature spell, this creature gets +1/+1
    until end of turn"; each instance triggers separately (702.108b)."""
    spell = state.permanents.get(e.card)
    if spell is not None and spell.card.is_creature:
        return []
    return [item(p.id, keyword_program("prowess"), None)
            for p in state.battlefield() if p.controller == e.player
            and state.has(p.id, Kw.PROWESS)
            for _ in range(state.instances(p.id, Kw.PROWESS))]


def _ward(state: GameState, e: SpellCast | AbilityActivated | AbilityTriggered, item: Make
          ) -> list[StackItem]:
    """Ward {N} (702.21a): "whenever this permanent becomes the target of a spell or ability
    an opponent controls, counter that spell or ability unless its controller pays {N}"; the
    trigger's ``that`` is the stack id of the spell or ability."""
    out: list[StackItem] = []
    for pid in dict.fromkeys(e.targets):  # targeted twice is one "becomes the target"
        perm = state.permanents.get(pid)
        if perm is None or perm.zone is not Zone.BATTLEFIELD or perm.controller == e.player:
            continue
        for param in sorted(state.params(pid)):
            kind, value = param
            if kind == WARD:  # each instance triggers separately (113.2c)
                out += _each(item(pid, ward_program(value), e.item),
                             param_instances(state, pid, param))
    return out


def _undying(state: GameState, pid: str) -> list[StackItem]:
    """Undying (702.93a) and persist (702.79a): "when this permanent is put into a graveyard
    from the battlefield, if it had no +1/+1 (-1/-1) counters on it, return it ...". A
    leaves-the-battlefield ability looks back in time (603.10a): whether it had the keyword
    — printed, or granted then: "as long as you control a black creature, ~ has persist",
    that creature possibly dying with it —, its counters and its controller are those it
    last had on the battlefield (``last_known``, 608.2h, 113.7a; an intervening "if" about
    the past, so the answer on resolution is the same, 603.4). A token has ceased to exist
    by now (704.5d): it could not return, so nothing is put on the stack."""
    perm = state.permanents.get(pid)
    known = state.last_known.get(pid)
    if perm is None or known is None or perm.zone is not Zone.GRAVEYARD:
        return []
    out: list[StackItem] = []
    bits = known.card.bits
    for flag, name, counter in ((Kw.UNDYING, "undying", PLUS), (Kw.PERSIST, "persist", MINUS)):
        if bits & flag and not known.counters.get(counter):
            program = keyword_program(name)
            out.append(StackItem("", TRIGGER, known.controller, pid, f"{pid}: {program.text}",
                                 program))
    return out


def _modular(state: GameState, pid: str) -> list[StackItem]:
    """Modular N's second ability (CR 702.43a): "when this permanent is put into a graveyard
    from the battlefield, you may put a +1/+1 counter on target artifact creature for each
    +1/+1 counter on this permanent": the permanent as it last existed (603.10a, 113.7a: its
    modular, controller and counters; a token too, though it has ceased to exist)."""
    known = state.last_known.get(pid)
    if known is None or not any(kind == MODULAR for kind, _ in known.card.params):
        return []
    program = keyword_program("modular", known.counters.get(PLUS, 0))
    return [StackItem("", TRIGGER, known.controller, pid, f"{pid}: {program.text}", program)]


def _graft(state: GameState, pid: str) -> list[StackItem]:
    """Graft N's trigger (CR 702.58a): each other permanent with graft triggers as the
    creature ``pid`` enters, if it has a +1/+1 counter on it (603.4: checked again as it
    resolves); "that creature" is ``pid``."""
    entered = state.permanents.get(pid)
    if entered is None or not entered.card.is_creature:
        return []
    out: list[StackItem] = []
    for perm in state.battlefield():
        if perm.id != pid and perm.counters.get(PLUS) and \
                any(kind == GRAFT for kind, _ in perm.card.params):
            program = keyword_program("graft")
            out.append(StackItem("", TRIGGER, perm.controller, perm.id,
                                 f"{perm.id}: {program.text}", program, that=pid))
    return out
