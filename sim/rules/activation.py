"""What may be activated when (CR 602.5, 606.3, 307.1): sorcery speed, split second's
lock (702.61a), an activated ability's "activate only ..." restrictions (602.5b:
``timing_ok``), loyalty abilities' once a turn (606.3), and the creatures a crew cost or a
"tap N untapped creatures" cost may tap (702.122a, 601.2h). ``sim.rules.casting`` checks
the rest of an activation (its costs, targets)."""

from __future__ import annotations

from sim.model.abilities import SPLIT_SECOND, THRESHOLD
from sim.model.board_conditions import holds
from sim.model.crew_values import CREWS_AS, SADDLES_AND_CREWS_AS, TOUGHNESS
from sim.model.objects import LOYALTY, MAIN_PHASES, Permanent, Step, Zone
from sim.model.others_activate import others_may
from sim.model.programs import DELIRIUM, Activated, controls_restriction
from sim.model.stack_objects import SPELL
from sim.model.state import GameState
from sim.rules import step_timings
from sim.rules.conditions import program_condition_holds
from sim.text.cast_timing_text import self_held
from sim.text.condition_text import restriction_condition
from sim.text.history_words import history_restriction
from sim.text.restrictions import ONCE, OTHERS_TIMINGS, TIMES_EACH_TURN, restrictions


def sorcery_speed(state: GameState, player: str) -> bool:
    """CR 307.1: a player may act at sorcery speed in a main phase of their own turn, when
    they have priority and the stack is empty."""
    return state.active == player and state.step in MAIN_PHASES and not state.stack \
        and state.casting is None and state.resolving is None


def split_second(state: GameState) -> bool:
    """Whether a spell with split second is on the stack (CR 702.61a): players can't cast
    other spells or activate abilities that aren't mana abilities (triggered abilities still
    trigger, and mana abilities and special actions are not cast or activated on the stack)."""
    return any(item.kind == SPELL and (SPLIT_SECOND, "") in
               state.permanents[item.source].card.params for item in state.stack)


def crew_options(state: GameState, player: str, chosen: tuple[str, ...] = (),
                 other: str = "") -> list[str]:
    """The creatures ``player`` may tap next to pay a crew cost (CR 702.122a): their untapped
    creatures not ``chosen`` already — summoning sick ones too (302.6 restricts only {T}
    costs of the creature's own abilities), and the Vehicle itself once it is a creature;
    not ``other`` (a saddle cost's source: "other untapped creatures", 702.171a).
    A creature with no power (0 or less) is left out: it can be tapped, but never helps
    reach the total, and a negative power would lower it."""
    return [p.id for p in state.creatures(player) if not p.tapped and p.id not in chosen
            and p.id != other and crew_value(state, p.id, bool(other)) > 0]


def crew_value(state: GameState, pid: str, saddle: bool = False) -> int:
    """What creature ``pid`` counts for toward a crew cost's total power (CR 702.122a), or a
    saddle cost's with ``saddle`` (702.171a): its power, unless an ability of it says "crews
    Vehicles [and saddles Mounts] as though its power were N greater" (its power plus N) or
    "... using its toughness rather than its power" (``sim.model.crew_values``); its power
    itself is unchanged."""
    params = state.params(pid)
    kinds = (SADDLES_AND_CREWS_AS,) if saddle else (CREWS_AS, SADDLES_AND_CREWS_AS)
    values = [v for k, v in params if k in kinds] if params else ()
    if not values:
        return state.power(pid)
    base = state.toughness(pid) if TOUGHNESS in values else state.power(pid)
    return base + sum(int(v) for v in values if v != TOUGHNESS)


def crew_total(state: GameState, chosen: tuple[str, ...], saddle: bool = False) -> int:
    """The total ``chosen`` creatures count for toward a crew or saddle cost (702.122a,
    702.171a: ``crew_value``)."""
    return sum(crew_value(state, c, saddle) for c in chosen)


def tap_options(state: GameState, player: str, subtype: str, source: str = "",
                chosen: tuple[str, ...] = ()) -> list[str]:
    """The creatures ``player`` may tap next for "Tap N untapped <subtype> you control" (CR
    601.2h): untapped, of ``subtype`` ("" any), not ``chosen`` already, nor ``source`` when
    its {T} taps it (a permanent is tapped once); summoning-sick ones too (302.6 limits only
    {T} costs)."""
    return [p.id for p in state.creatures(player) if not p.tapped and p.id not in chosen
            and p.id != source and (not subtype or p.card.has_subtype(subtype))]


def crew_power(state: GameState, player: str, other: str = "") -> int:
    """The total power ``player`` could tap for a crew cost (702.122a): ``crew_options``',
    not ``other`` (saddle's source, 702.171a)."""
    return crew_total(state, tuple(crew_options(state, player, (), other)), bool(other))


def loyalty_ok(state: GameState, player: str, perm: Permanent, index: int) -> bool:
    """CR 606.3: a loyalty ability is activated at sorcery speed, and only if none of that
    permanent's loyalty abilities has been activated this turn; 606.4 with 118.3: a cost
    removing loyalty counters needs that many on it."""
    cost = perm.card.activated[index].cost
    if not sorcery_speed(state, player):
        return False
    abilities = perm.card.activated
    if any(source == perm.id and abilities[i].cost.loyalty is not None
           for source, i in state.activations):
        return False
    return (cost.loyalty or 0) >= 0 or perm.counters.get(LOYALTY, 0) >= -(cost.loyalty or 0)


def timing_ok(state: GameState, player: str, ability: Activated, source: str = "",
              index: int = -1) -> bool:
    """The activation restrictions in the ability's text (CR 602.5b): "activate only during an
    opponent's turn", "... during your turn", "... before attackers are declared" (in the
    turn's steps before the declare attackers step), "... during combat" (the combat phase,
    506.1), "... as a sorcery" (a main phase of its controller's turn with the stack empty,
    307.1: ``sorcery_speed``), "... once each turn" (with ``source`` and ``index``: not if it
    was activated this turn, ``GameState.activations``), "... if you control a swamp" (a
    permanent of that land type, ``controls_restriction``), "... during your upkeep" (503.1),
    "... only if" threshold's seven cards or delirium's four card types in its controller's
    graveyard, hellbent's empty hand, metalcraft's three artifacts (207.2c: the conditions
    those ability words mark), the board's and the turn's conditions of
    ``sim.model.board_conditions`` ("... only if you control five or more Vampires", "... if
    you have 10 or more life"). Any other restriction never holds (``sim.text.oracle.runs``
    lists such an ability as not run)."""
    perm = state.permanents[source] if source else None
    if perm is not None and perm.card.others_activate and perm.controller != player and \
            not others_may(ability):
        return False  # 602.2: not one any player may activate (another of the card is)
    said = restrictions(ability)
    return not said or all(restriction_holds(state, player, r, source, index) for r in said)


def restriction_holds(state: GameState, player: str, restriction: str, source: str = "",
                      index: int = -1) -> bool:
    """Whether one restriction of ``timing_ok``'s holds now for ``player``: an activated
    ability's (602.5b), or a spell's own "cast this spell only ..." (601.3,
    ``sim.rules.cast_timing``: ``source`` the card, ``index`` -1); a step's or a turn's of
    ``sim.rules.step_timings`` too."""
    if restriction == "during an opponent's turn":
        return state.active != player
    if restriction == "during your turn":
        return state.active == player
    if restriction == "before attackers are declared":
        return state.step in _BEFORE_ATTACKERS
    if restriction == "during combat":
        return state.step in _COMBAT_STEPS
    if restriction == "as a sorcery":
        return sorcery_speed(state, player)
    if restriction == "once each turn":
        return (source, index) not in state.activations
    if restriction == ONCE:  # exhaust (702.177a): this object's, ever (400.7)
        return not source or (source, state.permanents[source].moves, index) \
            not in state.exhausted
    if restriction in TIMES_EACH_TURN:  # "activate no more than twice each turn"
        return sum(1 for a in state.activations if a == (source, index)) \
            < TIMES_EACH_TURN[restriction]
    if restriction in step_timings.HANDLED:  # "during the declare blockers step", ...
        return step_timings.holds(state, player, restriction)
    if self_held(restriction):  # "if ~ is attacking", "if ~'s power is 4 or greater"
        return step_timings.self_holds(state, restriction, source)
    if controls_restriction(restriction):  # "... if you control a swamp"
        kinds = controls_restriction(restriction) or ()
        return any(p.controller == player and any(k in p.card.subtypes for k in kinds)
                   for p in state.battlefield())
    if restriction == "during your upkeep":
        return state.active == player and state.step is Step.UPKEEP
    if restriction in OTHERS_TIMINGS:  # "any player may activate this ability but only
        return others_timing(state, player, restriction)  # during their turn" (602.2)
    if restriction in _CONDITIONS:  # threshold, delirium (207.2c ability words' tests)
        return program_condition_holds(state, player, _CONDITIONS[restriction])
    if restriction == "if you have no cards in hand":  # hellbent
        return not any(True for _ in state.cards(player, Zone.HAND))
    if restriction == "if you control three or more artifacts":  # metalcraft
        return sum(1 for p in state.battlefield()
                   if p.controller == player and "Artifact" in p.card.types) >= 3
    if restriction_condition(restriction) is not None:  # "if you control a demon"
        board = restriction_condition(restriction)
        return board is not None and holds(state, board, player, source)
    if history_restriction(restriction):  # "if you attacked this turn" (raid)
        return program_condition_holds(state, player, history_restriction(restriction))
    return False  # one the engine doesn't know


#: "activate only if ..." restrictions that are a program condition (``conditions``)
_CONDITIONS = {"if seven or more cards are in your graveyard": THRESHOLD,
               "if there are four or more card types among cards in your graveyard": DELIRIUM}


#: the steps of a turn before attackers are declared, in which a player gets priority
_BEFORE_ATTACKERS = frozenset({Step.UPKEEP, Step.DRAW, Step.PRECOMBAT_MAIN,
                               Step.BEGINNING_OF_COMBAT})


#: the steps of the combat phase (CR 506.1)
_COMBAT_STEPS = frozenset({Step.BEGINNING_OF_COMBAT, Step.DECLARE_ATTACKERS,
                           Step.DECLARE_BLOCKERS, Step.FIRST_STRIKE_DAMAGE, Step.COMBAT_DAMAGE,
                           Step.END_OF_COMBAT})


def note_activation(state: GameState, source: str, index: int, ability: Activated) -> None:
    """Record that ``ability`` (``source``'s ``index``-th) is activated now (CR 602.2a), for
    the restrictions counting its activations (602.5b): this turn's ("once each turn", "no
    more than twice each turn"; ``GameState.activations``), and an "activate only once"
    ability's (exhaust's, 702.177a) for as long as the object exists (``GameState.exhausted``,
    keyed on its ``moves``: a new object is another, 400.7; a new controller is not, 602.5b)."""
    state.activations = (*state.activations, (source, index))
    if ONCE in restrictions(ability):
        state.exhausted = (*state.exhausted, (source, state.permanents[source].moves, index))


def others_timing(state: GameState, player: str, restriction: str) -> bool:
    """"Any player may activate this ability but only during their turn | during their draw
    step | during any upkeep step" (CR 602.2, 602.5b): "their" is the player activating it,
    ``player`` (113.8); "any upkeep step" is the upkeep of any player's turn (503.1)."""
    if restriction == "during any upkeep step":
        return state.step is Step.UPKEEP
    if restriction == "during their draw step":
        return state.active == player and state.step is Step.DRAW
    return state.active == player  # "during their turn"


def others(perm: Permanent) -> bool:
    """Whether a player other than ``perm``'s controller may activate some of its abilities
    (CR 602.2: "any player may activate this ability"; which ones, ``timing_ok``)."""
    return perm.card.others_activate
