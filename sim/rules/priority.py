"""Priority (CR 117) and the decisions of putting objects on the stack and resolving them.

Each time a player would receive priority, state-based actions are checked (704.3), then
triggered abilities are put on the stack (117.5, 603.3b): the active player's first, each
player ordering their own (an ``order_triggers`` decision when they have several), choosing
targets as each goes on the stack. Then players receive priority in turn order from the
active player (117.3a). A player who can do something besides passing — cast an instant or
a flash card from hand, activate an ability, resolve a scripted effect — gets a ``priority``
decision; one who can only pass passes without being asked. When all players pass in
succession, the top object of the stack resolves (117.4, 608) and the active player receives
priority (117.3b); with the stack empty the step ends.

Putting a spell or ability on the stack asks its choices one decision at a time
(``choose_mode``, ``choose_x``, ``choose_target``, 601.2b-c), then pays its costs; its
controller then receives priority (117.3c). A resolving "you may" asks ``choose_optional``.
"""

from __future__ import annotations

from collections.abc import Iterator

import attrs

from sim.legality.constraints import activation_banned
from sim.model.abilities import PAYS_WITH
from sim.model.actions import (
    NO,
    PASS,
    YES,
    Action,
    ActivateAbility,
    Answer,
    CastSpell,
    Choose,
    PlayLand,
    ResolveEffect,
    SpecialAction,
    TurnFaceUp,
)
from sim.model.card import CardDef
from sim.model.decisions import ChoiceActions, Decision, DecisionKind, LegalActions, NumberActions
from sim.model.errors import IllegalActionError
from sim.model.events import EffectResolved
from sim.model.keyword_abilities import from_hand
from sim.model.keywords import Kw
from sim.model.mana import ManaCost
from sim.model.objects import MAIN_PHASES, Zone
from sim.model.programs import (
    is_mana_ability,
)
from sim.model.stack_objects import (
    ABILITY,
    TRIGGER,
    StackItem,
    aura_program,
)
from sim.model.state import GameState
from sim.rules import adventure, aura_return, color_bounds, cost_choices, legend_rule
from sim.rules.activation import (
    crew_power,
    loyalty_ok,
    sorcery_speed,
    split_second,
    timing_ok,
)
from sim.rules.alt_costs import has_alternative  # CR 118.9: costs other than its own
from sim.rules.casting import (
    activatable,
    begin_activation,
    begin_trigger,
    castable_now,
    choose,
    finish,
    from_graveyard,
    next_choice,
    next_id,
)
from sim.rules.combat import pay_and_go_on, state_based_actions
from sim.rules.cost_changes import flashes_for_more, may_cost_less, reductions  # CR 601.2f
from sim.rules.costs import Source, can_pay, limited_most, mana_sources
from sim.rules.exile_cast import may_suspend, suspend
from sim.rules.exile_play import foretell, foretells, may_foretell, may_play
from sim.rules.face_down import face_up_actions, face_up_ways, turn_face_up
from sim.rules.flash_casting import any_permitted, permitted  # CR 702.8a
from sim.rules.land_entry import play_land, play_ways
from sim.rules.modal_faces import back_ways, face_chosen
from sim.rules.player_rules import land_plays
from sim.rules.questions import question
from sim.rules.resolution import proceed, start_resolution
from sim.rules.spell_costs import graveyard_mana, spell_param
from sim.rules.split_casting import cast_as, half_casts, why_not_half
from sim.rules.top_plays import anyone_may_play_top, top_actions
from sim.rules.triggers import collect
from sim.rules.turn import end_step
from sim.rules.zone_triggers import state_triggers

_FLASH = int(Kw.FLASH)  # a plain int: IntFlag's ``&`` runs in Python

_HAND, _BATTLEFIELD = Zone.HAND, Zone.BATTLEFIELD  # module names: faster than Zone.X (3.11)
_GRAVEYARD, _EXILE, _LIBRARY = Zone.GRAVEYARD, Zone.EXILE, Zone.LIBRARY


_KINDS = {"mode": DecisionKind.CHOOSE_MODE, "x": DecisionKind.CHOOSE_X,
          "target": DecisionKind.CHOOSE_TARGET, "pay": DecisionKind.CHOOSE_PAYMENT,
          "divide": DecisionKind.CHOOSE_DIVISION, "crew": DecisionKind.CHOOSE_CREW,
          "cost": DecisionKind.CHOOSE_COST}


def priority(state: GameState) -> None:
    """One unit of the priority loop (``sim.engine.core.run`` calls it until a decision is
    pending or the step ends)."""
    if state.quiet:  # nobody can act and nothing can trigger (``sim.engine.core.is_quiet``)
        if state.sba_version != state.changes:  # 704.3
            if legend_rule.ask(state) or aura_return.ask(state):  # 704.5j's, 303.4f's
                return
            state_based_actions(state)
            if state.result is not None or aura_return.ask(state):  # (303.4f: returning)
                return
        state.trigger_cursor = len(state.events)  # looked at: nothing can trigger
        end_step(state)  # all pass (117.4)
        return
    if state.resolving is not None:
        _resume(state)
        return
    if state.casting is not None:
        _ask_choice(state)
        return
    if state.sba_version != state.changes:  # 704.3 (``combat.state_based_actions``)
        if legend_rule.ask(state) or aura_return.ask(state):  # 704.5j's, 303.4f's first
            return
        state_based_actions(state)
        if state.result is not None or aura_return.ask(state):  # (303.4f: returning)
            return
    if state.trigger_cursor < len(state.events):
        collect(state)
    state_triggers(state)  # CR 603.8 (``sim.rules.zone_triggers``)
    if state.triggered:
        _put_triggers(state)
        return
    if not state.stack and not state.available_effects and not _anyone_may_act(state) \
            and not _script_waits(state):
        end_step(state)  # nobody can do anything but pass: all pass (117.4)
        return
    players = state.apnap()
    n = len(players)
    while state.passes < n:
        player = players[state.priority_index % n]
        if _may_act(state, player):
            state.pending = Decision(player, DecisionKind.PRIORITY, _prompt(state))
            return
        state.passes += 1
        state.priority_index += 1
    if state.stack:
        start_resolution(state)  # 117.4, 608.1
        state.passes = state.priority_index = 0  # then the active player (117.3b)
        return
    end_step(state)


def _prompt(state: GameState) -> str:
    top = f"; the stack: {', '.join(str(i) for i in state.stack[::-1])}" \
        if state.stack else ""
    return f"priority in the {state.step.value} step (CR 117.3){top}"


def _anyone_may_act(state: GameState) -> bool:
    """A quick look (the stack being empty): does anyone have a card or ability that might be
    usable? An instant, a card with flash or an Adventure (715.3), an activated ability might
    be at any time; in a main phase any card in the active player's hand might be (a land to
    play, a spell to cast at sorcery speed, CR 307.1)."""
    active = state.active if state.step in MAIN_PHASES else None
    flashing = any_permitted(state)  # "you may cast <kinds> spells as though they had flash"
    for perm in state.permanents.values():
        zone = perm.zone
        if zone is _LIBRARY:
            continue  # most objects: nothing is done from a library but its top card's (below)
        if zone is _HAND:
            card = perm.card
            if card.spell is not None or card.bits & _FLASH or card.activated or card.adventure \
                    or perm.owner == active and card.types or card.params and flashes_for_more(
                        card) or flashing and permitted(state, perm.owner, card):  # (702.8a)
                return True
            if card.params and perm.owner == state.active and foretells(card):
                return True  # foretell (702.143a): any time with priority in their turn
        elif zone is _BATTLEFIELD and (perm.card.activated or perm.face_down is not None):
            return True  # (702.37e: turning a face-down permanent face up)
        elif zone is _GRAVEYARD and perm.card.params and from_graveyard(perm):
            return True  # flashback (702.34a)
        elif zone is _GRAVEYARD and perm.card.activated and _from_graveyard(perm.card):
            return True  # unearth (702.84a)
        elif zone is _EXILE and state.exile_plays and may_play(state, perm.owner, perm):
            return True  # an effect lets its owner play it from exile (601.2, 305.1)
    return anyone_may_play_top(state)  # the top card of a library (401.2, 601.2a)


def _script_waits(state: GameState) -> bool:
    """Whether the scenario's next scripted cast or activation is for this step."""
    script = state.script
    if script is None or state.script_next >= len(script.casts):
        return False  # no cast or activation entry left (``Script.wants``)
    return any(script.wants(state, p) for p in state.turn_order)


def _may_act(state: GameState, player: str) -> bool:
    """Whether ``player`` gets a decision: they can do something besides passing, or the
    scenario scripts a cast or activation for them now (asked even if it turns out illegal,
    so the error names the entry instead of the entry being skipped silently)."""
    script = state.script
    return bool(_scripted(state, player)) or bool(_listed(state, player)) \
        or script is not None and script.wants(state, player)


#: the last ``_options`` listed: (state, version, player, actions). A priority decision is
#: asked right after ``_may_act`` found something to do, at the same version: its legal
#: actions are that list (an identity and version check, so never another position's).
_LAST: list[tuple[GameState, int, str, tuple[Action, ...]]] = []


def _listed(state: GameState, player: str) -> tuple[Action, ...]:
    """``_options`` as a tuple, remembered for the position it was listed in."""
    if _LAST:
        last_state, version, who, actions = _LAST[0]
        if last_state is state and version == state.version and who == player:
            return actions
    actions = tuple(_options(state, player))
    _LAST[:] = [(state, state.version, player, actions)]
    return actions


def _options(state: GameState, player: str) -> Iterator[Action]:
    """The lands ``player`` may play, and the casts and activations they may make, now."""
    if state.stack and split_second(state):
        # 702.61b: special actions still: turning a face-down permanent face up (702.37e),
        # foretelling (116.2h: any time its owner has priority during their turn)
        yield from face_up_actions(state, player)
        yield from (SpecialAction("foretell", p.id) for p in list(state.permanents.values())
                    if p.zone is _HAND and p.card.params and may_foretell(state, player, p))
        return  # 702.61a: no other spell is cast, no ability (not a mana ability) activated
    sorcery = sorcery_speed(state, player)
    land = land_drop(state, player)
    sources: list[Source] | None = None
    mana = 0  # all the mana the player could make, once ``sources`` is found
    most: tuple[int, ...] | None = None
    #: the verdict for each card: copies of a card in one hand are alike (same cost, same
    #: targets, the position unchanged while listing)
    seen: dict[int, bool] = {}
    exile_plays = bool(state.exile_plays)
    flashing = not sorcery and any_permitted(state)  # CR 702.8a (``flash_casting``)
    for perm in list(state.permanents.values()):
        zone = perm.zone  # (read once: nothing changes while listing)
        if zone is _LIBRARY:
            continue  # the top card of a library is ``top_actions``'s (below)
        card = perm.card
        if card.halves:
            yield from half_casts(state, player, perm)  # CR 709.3
        if zone is _HAND:
            if perm.owner != player:
                continue
            if card.modal_back is not None:
                yield from back_ways(state, player, perm, land)
            if card.activated:  # cycling: activated from the hand (702.29a)
                for i in range(len(card.activated)):
                    if activatable(state, player, perm.id, i):
                        yield ActivateAbility(perm.id, i)
            if "Land" in card.types:
                if land:
                    yield from play_ways(state, player, perm)  # (614.12: paying life)
                if card.params and castable_now(state, player, perm.id):  # 702.37c: a land
                    yield CastSpell(perm.id)  # with morph or disguise, cast face down
                continue
            if card.params and may_suspend(state, player, perm):
                yield SpecialAction("suspend", perm.id)  # 116.2f, 702.62a
            if card.params and may_foretell(state, player, perm):
                yield SpecialAction("foretell", perm.id)  # 116.2h, 702.143a
            if card.adventure:
                yield from adventure.casts(state, player, perm)  # 715.3
            if not sorcery and card.spell is None and not card.bits & _FLASH and \
                    not (card.params and flashes_for_more(card)) and \
                    not (flashing and permitted(state, player, card)):
                continue  # a permanent spell without flash: sorcery speed only (307.1)
            verdict = seen.get(id(card))
            if verdict is None:
                if sources is None:  # found once: the position doesn't change while listing
                    sources = mana_sources(state, player)
                    mana = state.players[player].mana.total + sum(s[2] for s in sources)
                    mana += reductions(state, player)  # 601.2f: "spells you cast cost less"
                    mana += limited_most(state, player)  # 106.6: mana for some spells only
                    most = color_bounds.bounds(state, player, sources)  # of each kind, or None
                # convoke, improvise, delve, affinity: more than mana pays (702.51a, ...);
                # alternative costs (118.9) and a spell's own reduction (601.2f) too
                verdict = seen[id(card)] = (ManaCost.parse(card.cost).least() <= mana or
                    bool(card.params) and spell_param(card, PAYS_WITH) != "" or
                    has_alternative(card) or may_cost_less(card)) and \
                    not color_bounds.short(card, most) and castable_now(state, player, perm.id,
                                                                       sources)
            if verdict:
                yield CastSpell(perm.id)
        elif zone is _BATTLEFIELD:
            if perm.face_down is not None and perm.controller == player:
                yield from face_up_ways(state, perm)  # 702.37e, 116.2b: a special action
            elif card.activated and (  # 602.2: or any player's
                    perm.controller == player or card.others_activate):
                for i in range(len(card.activated)):
                    if activatable(state, player, perm.id, i):
                        yield ActivateAbility(perm.id, i)
        elif zone is _GRAVEYARD:
            if perm.owner != player:
                continue
            if card.params and from_graveyard(perm) and castable_now(state, player, perm.id):
                yield CastSpell(perm.id)  # flashback (702.34a)
            elif card.activated and _from_graveyard(card):
                for i in range(len(card.activated)):  # unearth (702.84a)
                    if activatable(state, player, perm.id, i):
                        yield ActivateAbility(perm.id, i)
        elif zone is _EXILE and exile_plays and may_play(state, player, perm):  # 601.2
            yield from () if card.modal_back is None else back_ways(state, player, perm, land)
            if "Land" in card.types:
                if land:
                    yield from play_ways(state, player, perm)
            elif castable_now(state, player, perm.id):
                yield CastSpell(perm.id)
    yield from top_actions(state, player, land)  # from the top of the library (601.2a, 305.1)


def _from_graveyard(card: CardDef) -> bool:
    """Whether ``card`` has an ability activated from its owner's graveyard (unearth, CR
    702.84a)."""
    return any(a.cost.graveyard for a in card.activated)


def land_drop(state: GameState, player: str) -> bool:
    """Whether ``player`` may play a land now: at sorcery speed (CR 305.1, 307.1), having
    played none this turn — or fewer than the additional land plays they have allow (305.2,
    ``sim.rules.player_rules.land_plays``)."""
    played = state.players[player].lands_played
    return sorcery_speed(state, player) and (played < 1 and not state.statics_present() or
                                             played < land_plays(state, player))


def _scripted(state: GameState, player: str) -> list[int]:
    """The scripted effects (``[[effects]]`` with ``during``) the active player may still
    resolve this step."""
    if not state.available_effects or player != state.active:
        return []
    return [i for i, (step, _) in enumerate(state.available_effects)
            if step is state.step and i not in state.resolved_effects]


class PriorityActions(ChoiceActions):
    """A priority decision's actions; a cast or activation not among them is explained
    (timing, costs, targets)."""

    def __init__(self, state: GameState, player: str, actions: tuple[Action, ...]) -> None:
        super().__init__(actions, "priority actions")
        self.state = state
        self.player = player

    def reasons(self, action: Action) -> list[str]:
        """Empty for a listed action; for a cast, activation or land play that is not, why it
        can't be made now (timing, costs, targets); otherwise the options listed."""
        if action in self.actions:
            return []
        if isinstance(action, CastSpell | ActivateAbility):
            why = why_not_half(self.state, self.player, action) or why_not(
                self.state, self.player, action)
            if why:
                return [f"{action}: {w}" for w in why]
        if isinstance(action, PlayLand):
            return [f"{action}: {w}" for w in _why_no_land(self.state, self.player, action)]
        if isinstance(action, SpecialAction) and action.what == "foretell":
            return [f"{action}: {self.player} can't foretell it now: a card with foretell in "
                    "their hand, exiled during their turn, {2} paid (CR 702.143a, 116.2h)"]
        if isinstance(action, SpecialAction):
            return [f"{action}: {self.player} can't suspend it now: a card with suspend in "
                    "their hand, exiled any time they could cast it, its suspend cost paid "
                    "(CR 702.62a, 116.2f)"]
        return super().reasons(action)


def _why_no_land(state: GameState, player: str, action: PlayLand) -> list[str]:
    perm = state.permanents.get(action.card)
    if perm is None or (perm.zone is not Zone.HAND or perm.owner != player) and not may_play(
            state, player, perm):
        return [f"{action.card!r} is not a card in {player}'s hand (nor one in exile an "
                "effect lets them play, CR 305.1)"]
    if "Land" not in perm.card.types:
        return [f"{perm.card.name} is not a land (CR 305.1)"]
    played, allowed = state.players[player].lands_played, land_plays(state, player)
    if played >= allowed:  # none allowed: "<player> can't play lands this turn" (101.2)
        return [f"{player} can't play lands this turn (CR 101.2)" if not allowed else
                f"{player} has played a land this turn (CR 305.2)" if allowed == 1 else
                f"{player} has played {played} lands this turn, all they may (CR 305.2)"]
    offered = {w.choice for w in play_ways(state, player, perm)}
    if action.choice not in offered:  # 614.12: "as ~ enters, choose a color [other than]"
        return [f"{perm.card.name} asks no choice as it enters (CR 614.12)" if offered == {""}
                else f"{action.choice or 'nothing'!r} is not a choice {perm.card.name} offers "
                f"as it enters; accepted: {', '.join(sorted(offered)[:8])}"
                f"{', ...' if len(offered) > 8 else ''} (CR 614.12)"]
    return ["a land is played only in a main phase of its owner's turn with the stack empty "
            "(CR 305.1, 307.1)"]


def why_not(state: GameState, player: str, action: CastSpell | ActivateAbility) -> list[str]:
    """Why ``player`` can't cast or activate ``action`` now (CR 117.1a, 601.2, 602.5)."""
    if state.stack and split_second(state):
        return ["a spell with split second is on the stack: no other spell can be cast and no "
                "ability activated (CR 702.61a)"]
    if isinstance(action, CastSpell):
        perm = state.permanents.get(action.card)
        flashback = perm is not None and perm.owner == player and (
            from_graveyard(perm) or may_play(state, player, perm))  # 702.34a, 601.2
        if perm is None or not flashback and (perm.zone is not Zone.HAND
                                               or perm.owner != player):
            return [f"{action.card!r} is not a card in {player}'s hand (nor an instant or "
                    f"sorcery with flashback in their graveyard, CR 702.34a)"]
        card = perm.card
        if "Land" in card.types:
            return [f"{card.name} is a land: it is played (play {action.card}), not cast "
                    "(CR 305.9)"]
        if "Aura" in card.subtypes and aura_program(card) is None:
            return [f"{card.name} is an Aura whose enchant ability the engine does not read (it "
                    "reads \"Enchant <permanent types> [you control]\"): casting it (its "
                    "target, CR 303.4a) is not modelled yet"]
        if "Instant" not in card.types and not card.keywords & Kw.FLASH \
                and not sorcery_speed(state, player) and not flashes_for_more(card) \
                and not permitted(state, player, card):  # CR 702.8a (``flash_casting``)
            return [f"{card.name} is not an instant and has no flash: it can be cast only in a "
                    "main phase of its controller's turn with the stack empty (CR 117.1a, "
                    "307.1)"]
        if card.spell is not None and not card.spell.runnable:
            return [f"the engine does not run {card.name}'s text: {card.text!r}"]
        printed = graveyard_mana(card) if from_graveyard(perm) else card.cost
        if not can_pay(state, player, ManaCost.parse(printed)):
            return [f"{player} can't pay {card.name}'s cost {printed or '{0}'} (CR 601.2g-h;"
                    f" mana available: {state.players[player].mana})"]
        return [f"no legal target for {card.name} (CR 601.2c)"]
    perm = state.permanents.get(action.source)
    in_hand = perm is not None and perm.zone is Zone.HAND and perm.owner == player
    if perm is not None and perm.zone is Zone.GRAVEYARD and perm.owner == player and \
            0 <= action.index < len(perm.card.activated) and \
            perm.card.activated[action.index].cost.graveyard:  # unearth (702.84a)
        return [f"it can't be activated now: {perm.card.activated[action.index].text!r} is "
                "activated only as a sorcery, its cost paid (CR 702.84a, 602.5b)"]
    if perm is None or not in_hand and (perm.zone is not Zone.BATTLEFIELD
                                        or perm.controller != player):
        return [f"{player} controls no permanent {action.source!r} on the battlefield"]
    abilities = perm.card.activated
    if not 0 <= action.index < len(abilities):
        return [f"{action.source} has {len(abilities)} activated abilities the engine reads "
                f"(indices 0 to {len(abilities) - 1})"]
    ability = abilities[action.index]
    if from_hand(ability) != in_hand:
        return [f"{ability.text!r} is activated only from its owner's hand (CR 702.29a, 702.49a)"
                if from_hand(ability) else f"{action.source} is not on the battlefield: "
                f"{ability.text!r} is activated only there (CR 602.2)"]
    needs = ability.cost
    if needs.loyalty is not None and not loyalty_ok(state, player, perm, action.index):
        return ["a loyalty ability is activated only in its controller's main phase with the "
                "stack empty, once each turn per permanent, and can't remove more loyalty "
                "counters than it has (CR 606.3-606.4)"]
    if needs.tap and perm.tapped:
        return [f"{action.source} is tapped: it can't pay {{T}} (CR 602.5a)"]
    if needs.untap and not perm.tapped:
        return [f"{action.source} is untapped: it can't pay {{Q}} (CR 107.6, 118.3)"]
    if (needs.tap or needs.untap) and perm.card.is_creature and perm.sick \
            and not state.has(perm.id, Kw.HASTE):
        return [f"{action.source} has summoning sickness: it can't pay "
                f"{'{T}' if needs.tap else '{Q}'} (CR 302.6)"]
    other = action.source if needs.crew_other else ""  # saddle: other creatures (702.171a)
    if needs.crew and crew_power(state, player, other) < needs.crew:
        return [f"{player}'s untapped creatures have total power "
                f"{crew_power(state, player, other)}: "
                f"crew {needs.crew} needs {needs.crew} or more (CR 702.122a)"]
    if needs.parts and not cost_choices.payable(state, player, action.source, needs.parts):
        return [f"{player} lacks what its cost needs (sacrificing, discarding, exiling, "
                f"returning, removing counters): {ability.text!r} (CR 602.2b, 601.2h)"]
    if not timing_ok(state, player, ability):
        return [f"its timing restriction forbids it now: {ability.text!r} (CR 602.5b)"]
    if activation_banned(state, perm, is_mana_ability(ability)):  # issue 29, combat
        return [f"an effect says {action.source}'s activated abilities can't be activated "
                "(CR 602.5)"]
    if not can_pay(state, player, ManaCost.parse(needs.mana),
                   exclude=action.source if needs.tap else None):
        return [f"{player} can't pay {needs.mana} (CR 602.2b; mana available: "
                f"{state.players[player].mana})"]
    return [f"it can't be activated now (costs or targets, CR 602.2): {ability.text!r}"]


def priority_actions(state: GameState, decision: Decision) -> ChoiceActions:
    """What ``decision.player`` may do with priority: pass (listed first), resolve a scripted
    effect (the active player), play a land, cast a spell or activate an ability."""
    player = decision.player
    effects = [ResolveEffect(state.available_effects[i][1].description)
               for i in _scripted(state, player)]
    return PriorityActions(state, player, (PASS, *effects, *_listed(state, player)))


def apply_priority(state: GameState, legal: ChoiceActions, action: Action) -> None:
    """Carry out the priority action: resolve a scripted effect (the active player then
    receives priority, 117.3b), play a land, begin casting a spell or activating an ability
    (its choices follow), or pass priority.
    ``IllegalActionError`` with the reasons if ``action`` is not in ``legal``."""
    reasons = legal.reasons(action)
    if reasons:
        raise IllegalActionError("; ".join(reasons), reasons)
    player = state.pending.player if state.pending else state.active
    if isinstance(action, ResolveEffect):
        index = next(i for i in _scripted(state, player)
                     if state.available_effects[i][1].description == action.description)
        state.resolved_effects = state.resolved_effects | {index}
        effect = state.add_effect(state.available_effects[index][1])
        state.log(EffectResolved, player=player, description=effect.description,
                  affected=tuple(sorted(effect.affected)))
        state.passes = 0
        state.priority_index = 0  # after resolution the active player receives priority (117.3b)
    elif isinstance(action, PlayLand):
        play_land(state, player, face_chosen(state, action), action.pay, action.choice)
    elif isinstance(action, SpecialAction) and action.what == "foretell":  # 116.2h
        foretell(state, player, action.card)  # 702.143a
    elif isinstance(action, SpecialAction):  # 116.2f: suspend (702.62a)
        suspend(state, player, action.card)
    elif isinstance(action, TurnFaceUp):  # 702.37e, 116.2b: no stack; priority again
        turn_face_up(state, player, action.permanent, action.mana)
    elif isinstance(action, CastSpell):  # as the face it names (CR 709.3, 715.3, 712.11b)
        cast_as(state, player, action)
    elif isinstance(action, ActivateAbility):
        begin_activation(state, player, action.source, action.index)
    else:
        state.passes += 1
        state.priority_index += 1


def _ask_choice(state: GameState) -> None:
    choice = next_choice(state)
    casting = state.casting
    assert casting is not None
    item = casting.item
    if choice is None:
        finish(state)
        players = state.apnap()
        state.passes = 0  # 117.3c: the player who cast or activated receives priority
        state.priority_index = players.index(item.controller) if item.controller in players \
            else 0
        if item.kind == ABILITY and _mana_ability(state, item):
            start_resolution(state)  # 605.3a-b: no stack; it resolves at once (``_resume``)
        return
    what, options = choice
    if not options:  # 603.3d: a triggered ability with no legal target is removed
        state.casting = None
        state.version += 1
        return
    preset = _provoked(state, item)
    if what == "target" and preset in options:
        choose(state, what, preset)  # the scenario's ``provoked`` names it
        return
    if what == "divide" and len(options) == 1:
        choose(state, what, options[0])  # one target: all of it; nothing to divide
        return
    if what == "crew" and len(options) == 1:
        choose(state, what, options[0])  # the one creature that can pay it (702.122a)
        return
    if what == "cost" and casting.parts and len(options) == 1:
        choose(state, what, options[0])  # the one object that can pay a cost part (601.2h)
        return
    verb = {"mode": "choose a mode for", "x": "choose X for", "target": "choose a target for",
            "divide": "divide the damage of", "pay": "choose the mana sources to tap for",
            "crew": "choose a creature to tap for the crew cost of",
            "cost": "choose how to pay the costs of"}
    rule = {"mode": "b", "x": "b", "target": "c", "divide": "d", "pay": "g", "crew": "h",
            "cost": "b, 601.2h"}[what]
    state.pending = Decision(item.controller, _KINDS[what], f"{verb[what]} {item.name} "
                             f"(CR 601.2{rule}" + (", 702.122a)" if what == "crew" else ")"),
                             options=options)


def choice_actions(state: GameState, decision: Decision) -> LegalActions:
    """The options of a choice made while a spell or ability is put on the stack: ``mode``,
    ``x`` (the numbers 0 to n-1), ``target``, ``divide``, or ``pay`` (the mana sources to
    tap), one ``Choose`` action each (601.2b-d, 601.2g-h)."""
    what = {v: k for k, v in _KINDS.items()}[decision.kind]
    if what == "x":
        return NumberActions("x", len(decision.options))
    return ChoiceActions(tuple(Choose(what, o) for o in decision.options), f"{what} choices")


def apply_choice(state: GameState, legal: LegalActions, action: Action) -> None:
    """Make the choice: for the spell or ability being put on the stack, or the mana sources
    that pay attack or block costs (508.1h, 509.1e).
    ``IllegalActionError`` with the reasons if ``action`` is not in ``legal``."""
    reasons = legal.reasons(action)
    if reasons:
        raise IllegalActionError("; ".join(reasons), reasons)
    assert isinstance(action, Choose)
    if state.casting is None and state.combat is not None and state.combat.costs_due:
        pay_and_go_on(state, action.value)  # attack or block costs (508.1h, 509.1e)
        return
    choose(state, action.what, action.value)


def _put_triggers(state: GameState) -> None:
    """The next waiting trigger goes on the stack: the active player's first (APNAP,
    603.3b); a player with several chooses the order (``order_triggers``)."""
    for player in state.apnap():
        mine = [t for t in state.triggered if t.controller == player]
        if not mine:
            continue
        if len(mine) > 1 and len({(t.source, t.program, t.that) for t in mine}) > 1:
            state.pending = Decision(player, DecisionKind.ORDER_TRIGGERS,
                                     "choose which triggered ability to put on the stack next "
                                     "(it resolves after those put later; CR 603.3b)",
                                     options=tuple(_labels(mine)))
            return
        _put(state, mine[0])
        return
    state.triggered = []  # controllers who have left the game (800.4a)


def _labels(items: list[StackItem]) -> list[str]:
    return [f"{i}: {t.name}" for i, t in enumerate(items)]


def order_actions(state: GameState, decision: Decision) -> ChoiceActions:
    """``trigger LABEL`` for each of the player's waiting triggered abilities (603.3b)."""
    return ChoiceActions(tuple(Choose("trigger", o) for o in decision.options),
                         "triggered abilities")


def apply_order(state: GameState, legal: ChoiceActions, action: Action) -> None:
    """Put the chosen triggered ability on the stack next (603.3b); its targets are chosen
    as it goes.
    ``IllegalActionError`` with the reasons if ``action`` is not in ``legal``."""
    reasons = legal.reasons(action)
    if reasons:
        raise IllegalActionError("; ".join(reasons), reasons)
    assert isinstance(action, Choose) and state.pending is not None
    player = state.pending.player
    mine = [t for t in state.triggered if t.controller == player]
    _put(state, mine[int(action.value.split(":")[0])])


def _put(state: GameState, item: StackItem) -> None:
    state.triggered = [t for t in state.triggered if t is not item]
    state.version += 1
    begin_trigger(state, attrs.evolve(item, id=next_id(state)))


def _provoked(state: GameState, item: StackItem) -> str | None:
    """The target a scenario gave a provoke trigger (the permanent's ``provoke_target``)."""
    if item.kind != TRIGGER or not item.program.text.startswith("provoke"):
        return None
    perm = state.permanents.get(item.source)
    return None if perm is None else perm.provoke_target


def _mana_ability(state: GameState, item: StackItem) -> bool:
    """Whether the activated ability ``item`` is a mana ability (CR 605.1a): it doesn't go on
    the stack but resolves immediately after it is activated (605.3a-b), its controller
    keeping priority."""
    perm = state.permanents.get(item.source)
    return perm is not None and any(a.program is item.program and is_mana_ability(a)
                                    for a in perm.card.activated)


def _damage_pending(state: GameState) -> bool:
    return state.damage_work is not None


def _resume(state: GameState) -> None:
    """Go on resolving; ask the controller when the resolution waits for a choice: the
    optional part ("you may", 603.5), what a creature entering attacking attacks (508.4), or
    "a source of your choice" (609.7a); ask the player who sacrifices which permanent
    (701.21a)."""
    if _damage_pending(state):  # not ``state.damage_work is not None``: mypy would keep
        return                  # it narrowed to None below, and mypyc compiles that in
    work = state.resolving
    assert work is not None
    if not work.asking:
        preset = _provoked(state, work.item)
        answer = True if preset is not None and work.item.targets == (preset,) else None
        if proceed(state, answer) or state.damage_work is not None \
                or state.pending is not None:
            return
        work = state.resolving
        assert work is not None
    chooser, kind, what, options = question(state, work)
    state.pending = Decision(chooser, kind, f"{work.item.name}: {what}", options=options)


def optional_actions(state: GameState, decision: Decision) -> ChoiceActions:
    """``yes`` or ``no`` to a resolving "you may" (603.5)."""
    return ChoiceActions((YES, NO), "answers")


def apply_optional(state: GameState, legal: ChoiceActions, action: Action) -> None:
    """Answer the resolving "you may" (603.5); the resolution goes on.
    ``IllegalActionError`` with the reasons if ``action`` is not in ``legal``."""
    reasons = legal.reasons(action)
    if reasons:
        raise IllegalActionError("; ".join(reasons), reasons)
    assert isinstance(action, Answer)
    state.pending = None
    proceed(state, action.yes)


def answer_actions(state: GameState, decision: Decision) -> ChoiceActions:
    """``attacked ID`` (what a creature entering attacking attacks), ``source ID`` or
    ``sacrifice ID``."""
    what = {DecisionKind.CHOOSE_ATTACKED: "attacked",
            DecisionKind.CHOOSE_SACRIFICE: "sacrifice",
            DecisionKind.CHOOSE_RETURN: "return", DecisionKind.CHOOSE_PLACE: "place",
            DecisionKind.CHOOSE_CARD: "card",
            DecisionKind.CHOOSE_PERMANENT: "permanent",
            DecisionKind.CHOOSE_QUALITY: "quality",
            DecisionKind.CHOOSE_MANA: "mana"}.get(decision.kind, "source")
    return ChoiceActions(tuple(Choose(what, o) for o in decision.options), f"{what} choices")


def apply_answer(state: GameState, legal: ChoiceActions, action: Action) -> None:
    """Record the answer of a resolution's choice (``choose_attacked``, ``choose_source``,
    ``choose_sacrifice``); the resolution goes on."""
    reasons = legal.reasons(action)
    if reasons:
        raise IllegalActionError("; ".join(reasons), reasons)
    assert isinstance(action, Choose)
    if legend_rule.pending(state):  # not a resolution's: the legend rule's (704.5j)
        legend_rule.keep(state, action.value)
        return
    if aura_return.pending(state):  # or a returning Aura's (303.4f, 610.3c)
        aura_return.choose(state, action.value)
        return
    assert state.resolving is not None
    state.pending = None
    state.resolving = attrs.evolve(state.resolving, answer=action.value, asking="")


def pay_actions(state: GameState, decision: Decision) -> ChoiceActions:
    """``yes`` (pay) or ``no``."""
    return ChoiceActions((YES, NO), "answers")


def apply_pay(state: GameState, legal: ChoiceActions, action: Action) -> None:
    """Record whether the player pays (``choose_pay``); the resolution goes on."""
    reasons = legal.reasons(action)
    if reasons:
        raise IllegalActionError("; ".join(reasons), reasons)
    assert isinstance(action, Answer) and state.resolving is not None
    state.pending = None
    state.resolving = attrs.evolve(state.resolving, answer="yes" if action.yes else "no",
                                   asking="")
