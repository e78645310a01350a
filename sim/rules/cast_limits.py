"""Restrictions on casting spells and playing lands (CR 101.2, 601.2, 305.1): "Each player
can't cast more than one spell each turn.", "You can't cast more than one spell each turn.",
and a resolved spell's or ability's "<player> can't cast [creature | noncreature | instant or
sorcery] spells this turn" and "<player> can't play lands this turn" (611.2a); a permanent's
"your opponents can't cast spells during your turn" (604.1: while its controller is the
active player, 102.1 — its opponents can't cast any spell then).

CR 101.2: when a rule or effect allows an action and another says it can't be taken, the
"can't" wins. The first two are static abilities of a permanent on the battlefield (``Kw``
flags, printed or granted); the others are effects until end of turn
(``sim.model.restriction_verbs``; ``Board.rule_effects``, ended in the cleanup step, 514.2),
one for each player the instruction names as it resolves (608.2c: "your opponents" are the
opponents then). All are checked as a player would begin to cast a spell — any way it is
cast: from a hand, a graveyard or exile, for an alternative cost or without paying its mana
cost (``sim.rules.casting``'s ``castable_now``, ``castable_for`` and ``castable_free``), by
the card types the spell would have (a card cast face down is a creature spell, 702.37c) —
or play a land (``sim.rules.player_rules.land_plays``: none). "More than one spell each
turn" counts every spell the player cast this turn (601.2i, ``Player.spells_this_turn``),
before the permanent arrived too.
"""

from __future__ import annotations

from sim.model import programs as fx
from sim.model.abilities import Static
from sim.model.card import CardDef
from sim.model.keyword_counters import own_bits
from sim.model.keyword_sources import printed_only
from sim.model.keywords import Kw
from sim.model.objects import Zone
from sim.model.restriction_verbs import (
    CANT_PLAY_LANDS,
    NO_CASTING_ON_YOUR_TURN,
    RESTRICTIONS,
    STATIC_LIMITS,
    forbids_spell,
    restricted,
)
from sim.model.stack_objects import Resolving
from sim.model.state import GameState
from sim.rules.cast_timing import allowed

_EACH, _YOU = int(Kw.ONE_SPELL_EACH), int(Kw.ONE_SPELL_YOU)
_ANY = _EACH | _YOU


def may_cast(state: GameState, player: str, types: tuple[str, ...], card: CardDef | None = None,
             card_id: str = "") -> bool:
    """Whether no restriction keeps ``player`` from casting a spell of card ``types`` now (CR
    101.2): an effect this turn, or a static ability of a permanent on the battlefield; the
    card's own "cast this spell only ..." (``card``, the object ``card_id``: 601.3,
    ``sim.rules.cast_timing``)."""
    if card is not None and card.params and not allowed(state, player, card, card_id):
        return False
    if state.rule_effects and any(
            static.affects == player and forbids_spell(static.rule, types)
            for _, static in state.rule_effects):
        return False  # "<player> can't cast <kind> spells this turn" (611.2a)
    if state.statics_present() and any(
            static.rule == NO_CASTING_ON_YOUR_TURN and source.controller == state.active !=
            player or static.rule in STATIC_LIMITS and _limits(static.rule, source.controller,
                                                              player, types)
            for source, static in state.statics()):
        return False  # "your opponents can't cast spells during your turn" (102.1, 604.1),
        # "you can't cast creature spells" (604.1)
    if not state.players[player].spells_this_turn:
        return True  # (no restriction applies: the common case, without looking)
    own = printed_only(state, _ANY)  # (the common case: no permanent grants them)
    for perm in state.permanents.values():
        if perm.zone is not Zone.BATTLEFIELD:
            continue
        bits = (own_bits(perm) if own else state.keywords(perm.id)) & _ANY
        if not bits:
            continue
        if bits & _EACH or bits & _YOU and perm.controller == player:
            return False  # one spell cast this turn already
    return True


def _limits(rule: str, controller: str, player: str, types: tuple[str, ...]) -> bool:
    """Whether the static limit ``rule`` of a permanent ``controller`` controls forbids
    ``player`` a spell of card ``types`` (CR 101.2, 604.1)."""
    whom, verb = STATIC_LIMITS[rule]
    return restricted(whom, controller, player) and forbids_spell(verb, types)


def may_play_lands(state: GameState, player: str) -> bool:
    """Whether no effect this turn, nor a static ability ("you | players can't play lands"),
    says ``player`` can't play lands (CR 101.2, 305.1, 604.1)."""
    if state.rule_effects and any(static.affects == player and static.rule == CANT_PLAY_LANDS
                                  for _, static in state.rule_effects):
        return False
    return not state.statics_present() or not any(
        static.rule in STATIC_LIMITS and STATIC_LIMITS[static.rule][1] == CANT_PLAY_LANDS and
        restricted(STATIC_LIMITS[static.rule][0], source.controller, player)
        for source, static in state.statics())


def restrict(state: GameState, work: Resolving, op: fx.Op, objects: list[str], n: int) -> bool:
    """"<player> can't cast <kind> spells | can't play lands this turn" (CR 101.2, 611.2a):
    for each player of ``objects`` (608.2b: a target player no longer legal is not among
    them) a rule until end of turn — ``Op.verb`` the rule, the player its ``affects``."""
    item = work.item
    made = tuple((item.source, Static(item.name, affects=p, rule=op.verb))
                 for p in objects if p in state.players)
    if made:
        state.rule_effects = (*state.rule_effects, *made)
        state.static_sources = None
        state.changes += 1
    return True


#: the handlers of ``sim.model.restriction_verbs``' verbs (``effect_ops.OPS``)
RESTRICTION_OPS = dict.fromkeys(RESTRICTIONS, restrict)

__all__ = ["RESTRICTION_OPS", "may_cast", "may_play_lands", "restrict"]
