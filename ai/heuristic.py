"""``HeuristicAgent``: a rule-based policy in the spirit of Forge's AI, a baseline for search
and learned policies.
It plays whole games (opening hands, land drops, spells, combat, cleanup) and combat scenarios.

Opening hands (London mulligan, CR 103.5):

* Keep a hand of seven with two to five lands; otherwise mulligan. After mulligans, keep
  when the hand left after bottoming (``bottom``) would have between 2 and (its size - 2)
  lands — a six-card hand needs 2 to 4 —, and keep any hand of five cards or fewer.
* Bottom, one card at a time, a land while the hand has more lands than its target for the
  size kept (the deck's share of lands times that size, rounded half up, at least 2 and at
  most the size), else the spell with the highest mana value (ties: the one whose colors the
  lands in hand make least, then the first in hand); a land bottomed is the one whose colors
  the spells in hand need least (``land_score``), ties the last in hand.

Its own main phases (stack empty):

* Play a land if it may: the one whose colors let the most spells in hand that are
  castable soon (mana value at most the number of its mana sources after the drop, plus
  one) be paid, colors only, then the most spells in hand, then the one making the color
  the spells in hand ask for most; ties, the first in hand.
* Then cast the castable spell with the highest mana value — creatures, sorceries,
  artifacts, enchantments, planeswalkers; not instants — again and again (each resolves
  first) until nothing is castable. A spell with targets is cast only if one of its
  targets could be chosen well (``target_quality``): harm to an opponent or their
  permanents, help to its own.
* In the postcombat main phase, then: instants that deal damage and may target an opponent
  (burn), highest mana value first; their target as below.

Instants otherwise are held, except:

* flip: in a declare-blockers step (after blocks, the stack empty), the pump that
  improves a fight the most (``trick``): an instant whose first target may be one of its
  creatures and which only pumps it (+N/+M, keywords: ``combat_ai.boost_of``), or an
  activated ability of one of its creatures that only pumps that creature. Its gain
  (``combat_ai.flip_gain``) is, in the fight of the creature pumped (an attacker and its
  blockers, by ``clash``), the value of its own creatures saved plus that of the opposing
  creatures newly destroyed, minus the reverse; only a positive gain counts (ties: the
  lower mana value, then the first listed). An activated pump counts the fewest
  activations that gain, up to as many as its mana could pay in a row (at most
  ``ACTIVATIONS``; once with {T}), and is activated one at a time, each resolving first,
  while that stays so;
* pump: in its own declare-blockers step, when nothing flips a fight, an instant giving
  +N/+M (N > 0) to a target creature is cast on its unblocked attacker with the greatest
  power, highest mana value first, one after another while castable;
* removal: in an opponent's declare-attackers step (after attacks), an instant that
  destroys a target creature, or damages one enough to destroy it, is cast on the attacker
  with the greatest power it destroys.

Targets (``choose_target``): harmful effects (damage, destroy, tap, -N/-N, "can't block")
go to the opponent's side — damage to the creature with the greatest power it destroys,
else to an opponent, else their planeswalker or greatest creature; destroy to the greatest
creature —; helpful ones to its own creatures — for a pump during combat, the creature
whose fight it improves most (greatest positive ``flip_gain``, ties the first listed); else
an unblocked attacker with the greatest power, else an attacker, else its greatest
creature — or to itself (life, cards, an extra turn). X is the largest allowed.

Combat (``ai.combat_ai``; creature worth is ``ai.evaluation.creature_value``, "kills",
"survives" and "trades" come from ``combat_ai.clash``, a potential blocker is an untapped
creature without "can't block" that evasion and per-pair restrictions let block the
attacker, CR 509.1b, and menace-like attackers need two, 702.111b):

* Attack (``plan_attacks``). Candidates: each creature that can attack a player and would
  deal combat damage (more than 0), attacking the first opponent it may attack, in turn
  order; planeswalkers are never attacked.

  - Alpha strike: if all of them together deal lethal damage (CR 704.5a, 704.5c: life or
    poison) through the defender's best chump blocks (``unblocked_damage``: each attacker,
    greatest damage first, blocked by the potential blockers with the fewest other options,
    then the least valuable; trample carries over their toughness), all attack.
  - Otherwise the safe ones attack (``safe_attack``): no potential blocker — or pair, for
    an attacker needing two; one needing three is safe — kills it while losing less value
    than it is worth (surviving, or dying but worth less: a trade is fine when it is up or
    even for the attacker).
  - Pressure: the other candidates, greatest damage first (ties by id), may join: first
    in numbers — the safe ones plus the first k others, for the k scoring best, if that
    beats the safe ones alone (ties: the fewest) —, then each one left, in that order, if
    it raises the score. The score (``attack_score``): with the defender answering by its
    best blocks (``plan_blocks``, below), the value of its creatures destroyed minus that
    of the attackers lost, plus the worth of the life it loses
    (``ai.evaluation.life_value``) and ``POISON_POINT`` per poison counter; a lethal
    attack scores ``WIN``.
  - Hold back: if the opponents' crack-back — next turn, every creature of theirs without
    defender or "can't attack", through the best chump blocks of its creatures left
    untapped (not attacking, or with vigilance) — would be lethal at its life now but not
    if nothing attacked, attackers stay home one at a time, each time the one leaving the
    least crack-back damage (ties: the least damage of its own, then by id), until it is
    not.

* Block (``plan_blocks``, for each defending player deciding). Attackers are taken most
  valuable first (ties by id), each blocker blocks one attacker, and a blocker chosen is
  the least valuable free one that qualifies (ties by id):

  1. kill: an attacker one creature may block gets one that kills it and survives;
  2. wall: then, the attackers dealing the most damage first, one that survives;
  3. trade up: then one that trades with it and is worth strictly less than it;
     then, holding a pump instant it could cast now (the greatest +power +toughness:
     ``trick_in_hand``), the first attacker still unblocked that one of the creatures it
     may target kills and survives when pumped gets that blocker (the flip rule casts it);
  4. double block: an attacker still unblocked that two may block (menace included) gets
     the pair, among its six least valuable free potential blockers, that kills it losing
     less value than it is worth (the least value lost, then the least value used);
  5. reinforce: an attacker blocked but not killed gets one more blocker, if one makes
     the block kill it losing less value than it is worth;
  6. danger: if the damage the attack as blocked deals it (unblocked attackers, trample
     through blocks) is lethal, or would be with the attacking player's next all-out
     attack added (its creatures that survive these blocks, through the best chump blocks
     of its surviving creatures), it also trades down (step 3 without the value test);
  7. chump: while the damage is lethal, of the attackers attacking the player (not a
     planeswalker) that can still be blocked, the one dealing the most damage gets as many
     blockers as it needs. Never a chump otherwise.

  Deciding the blocks of another player's creatures (Invasion Plans), it plans none.
* Either declaration, if restrictions or requirements make it illegal, is replaced by the
  legal declaration closest to it (``closest``).
* Combat damage (``combat_ai.assignment``): among two or more creatures, without a damage
  assignment order, lethal damage to the ones ``kill_choice`` picks — the most creatures, then the
  most valuable, then the least damage —, then with trample the rest to the player or planeswalker
  once every creature has lethal damage (CR 702.19b), else onto the most valuable creature not
  destroyed (if that assignment is legal). Otherwise (one creature, an order, banding, "as though it
  weren't blocked", trample over planeswalkers) the default assignment
  (``sim.legality.damage_assignment.default_assignment``: destroy as many creatures as possible,
  then trample over once every blocker has lethal damage).
* Damage assignment order (2016 rules, CR 509.2-509.3): the creatures ``kill_choice``
  picks first (least lethal damage first), then the others, most valuable first.
* Cleanup (CR 514.1): above seven cards, discard the card with the highest mana value
  (ties: the first in hand).
* Every other priority: pass; activated abilities other than flipping pumps are never
  activated. Other choices ("you may", trigger order, replacement effects): as the default
  policy.

Fights are ``combat_ai.clash``: the one-on-one ``sim.rules.fight`` (first strike, double
strike, deathtouch, indestructible, trample, damage already marked) for one blocker, a gang
block for several, with pumps. The policy is deterministic: it reads only the state.
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Sequence
from typing import Any

from ai.combat_ai import (
    assignment,
    boost_of,
    damage_order,
    flip_gain,
    plan_attacks,
    plan_blocks,
    trick_in_hand,
)
from ai.mana_first import mana_for_spell, mana_mode
from ai.vehicles import crew_choice, crew_now, saddle_now
from sim.engine.agents import DefaultAgent
from sim.legality.damage_assignment import lethal_damage
from sim.legality.legal_actions import DeclarationActions
from sim.legality.legal_declarations import LegalDeclarations
from sim.model import programs as fx
from sim.model.actions import (
    NO,
    PASS,
    YES,
    Action,
    ActivateAbility,
    Answer,
    AssignDamage,
    CastSpell,
    Choose,
    DeclareAttackers,
    DeclareBlockers,
    OrderDamage,
    PlayLand,
    TurnFaceUp,
)
from sim.model.card import CardDef
from sim.model.decisions import Decision, DecisionKind, LegalActions
from sim.model.declarations import AttackDeclaration, BlockDeclaration
from sim.model.keywords import Kw
from sim.model.mana import ManaCost
from sim.model.objects import Step, Zone
from sim.model.programs import Activated
from sim.model.stack_objects import NO_TARGET, SPELL, StackItem
from sim.model.state import GameState
from sim.rules.activation import sorcery_speed
from sim.rules.arriving import ARRIVING
from sim.rules.costs import can_pay
from sim.rules.targeting import candidates

#: the hand size of a London mulligan's draw (CR 103.5)
SEVEN = 7
#: harmful and helpful instructions, for choosing targets (``effect_on``)
HARMFUL = frozenset({fx.DAMAGE, fx.DESTROY, fx.TAP, fx.LOSE_LIFE, fx.MINUS_COUNTER,
                     fx.SACRIFICE, fx.DISCARD, fx.DISCARD_RANDOM, fx.DISCARD_CHOSEN,
                     fx.MILL})
HELPFUL = frozenset({fx.REGENERATE, fx.UNTAP, fx.PREVENT, fx.GAIN_LIFE, fx.DRAW, fx.COUNTER,
                     fx.EXTRA_TURN})
_HINDER = int(Kw.CANT_BLOCK | Kw.CANT_ATTACK | Kw.DEFENDER)
#: the most activations of one pump ability counted on to flip a fight
ACTIVATIONS = 5


def closest(legal: LegalDeclarations, wanted: Any) -> Any:
    """``wanted`` if it is legal; otherwise (restrictions or requirements it misses) the legal
    declaration sharing the most assignments with it, then with the fewest others."""
    if wanted in legal:
        return wanted
    mine = set(_pairs(wanted))
    return max(legal, key=lambda d: (len(mine & set(_pairs(d))), -len(set(_pairs(d)) - mine),
                                     str(d)))


def _pairs(decl: Any) -> list[tuple[str, str]]:
    return list(decl.attacks) if isinstance(decl, AttackDeclaration) else list(decl.pairs())


_DEFAULT = DefaultAgent()


# --- cards and mana -------------------------------------------------------------------------

def mana_value(card: CardDef) -> int:
    """The card's mana value (CR 202.3; X counts as 0)."""
    return ManaCost.parse(card.cost).total()


def is_land(card: CardDef) -> bool:
    return "Land" in card.types


def colored_symbols(card: CardDef) -> list[str]:
    """The colored and {C} symbols of the card's mana cost, one entry per symbol."""
    cost = ManaCost.parse(card.cost)
    return [c for c in "WUBRGC" for _ in range(getattr(cost, c))]


def source_colors(card: CardDef) -> list[str]:
    """What a mana source's {T} makes, one entry (the colors it may be; "C": colorless) per
    mana."""
    return [card.produces or "C"] * card.mana_made


def colors_met(symbols: Sequence[str], sources: Sequence[str]) -> bool:
    """Whether every symbol of ``symbols`` can be paid by a different mana of ``sources``
    (each the colors that mana may be): a bipartite matching, by augmenting paths. Generic
    mana is not counted: this asks about colors only."""
    if len(symbols) > len(sources):
        return False
    paid_by: list[int] = [-1] * len(sources)  # source -> the symbol it pays

    def augment(i: int, seen: set[int]) -> bool:
        for j, colors in enumerate(sources):
            if j not in seen and symbols[i] in colors:
                seen.add(j)
                if paid_by[j] < 0 or augment(paid_by[j], seen):
                    paid_by[j] = i
                    return True
        return False

    return all(augment(i, set()) for i in range(len(symbols)))


def mana_sources(state: GameState, player: str) -> list[str]:
    """The mana ``player``'s permanents on the battlefield make, tapped or not (``source_colors``
    of each)."""
    return [c for p in state.battlefield() if p.controller == player and p.card.mana_made
            for c in source_colors(p.card)]


#: the least life at which the heuristic pays life for a land to enter untapped
PAY_LIFE_FLOOR = 8


def land_score(land: CardDef, field: Sequence[str], spells: Sequence[CardDef]
               ) -> tuple[int, int, int]:
    """How much playing ``land`` next to the mana sources ``field`` helps the ``spells`` in
    hand: the spells castable soon (mana value at most the mana after the drop, plus one)
    whose colors it lets be paid, then all such spells, then how many colored symbols of the
    spells it can pay."""
    made = source_colors(land)
    mana = [*field, *made]
    met = [colors_met(colored_symbols(c), mana) for c in spells]
    soon = sum(ok for ok, c in zip(met, spells, strict=True) if mana_value(c) <= len(mana) + 1)
    demand = sum(symbol in colors for c in spells for symbol in colored_symbols(c)
                 for colors in made[:1])
    return soon, sum(met), demand


# --- opening hands ----------------------------------------------------------------------------

Hand = Sequence[tuple[str, CardDef]]


def land_share(state: GameState, player: str) -> float:
    """The share of lands among ``player``'s library and hand (their deck, at the mulligan)."""
    cards = [*state.players[player].library, *(p.card for p in state.cards(player, Zone.HAND))]
    return sum(is_land(c) for c in cards) / len(cards) if cards else 0.0


def land_target(size: int, share: float) -> int:
    """The lands a kept hand of ``size`` cards should have: ``share`` of it, rounded half up,
    at least 2 and at most ``size``."""
    return min(size, max(2, math.floor(size * share + 0.5)))


def bottom_choice(hand: Hand, keep: int, share: float) -> str:
    """The card of ``hand`` (id, card) to put on the bottom when ``keep`` cards are kept in
    the end (see the module docstring)."""
    lands = [(i, pid, c) for i, (pid, c) in enumerate(hand) if is_land(c)]
    spells = [(i, pid, c) for i, (pid, c) in enumerate(hand) if not is_land(c)]
    if spells and (len(lands) <= land_target(keep, share) or not lands):
        mana = [m for _, _, c in lands for m in source_colors(c)]
        return max(spells, key=lambda e: (mana_value(e[2]),
                                          not colors_met(colored_symbols(e[2]), mana),
                                          -e[0]))[1]
    cards = [c for _, _, c in spells]

    def worth_less(entry: tuple[int, str, CardDef]) -> tuple[int, int, int]:
        others = [m for e in lands if e is not entry for m in source_colors(e[2])]
        kept = sum(colors_met(colored_symbols(c), others) for c in cards)
        return kept, -land_score(entry[2], [], cards)[2], entry[0]

    return max(lands, key=worth_less)[1]


def keeps(hand: Hand, taken: int, share: float) -> bool:
    """Whether to keep ``hand`` (seven cards drawn after ``taken`` mulligans): see the module
    docstring."""
    size = SEVEN - taken
    if size <= 5:
        return True
    kept = list(hand)
    for _ in range(taken):
        out = bottom_choice(kept, size, share)
        kept = [e for e in kept if e[0] != out]
    lands = sum(is_land(c) for _, c in kept)
    return 2 <= lands <= size - 2


# --- spells and targets -----------------------------------------------------------------------

def effect_on(program: fx.Program, k: int) -> int:
    """-1 if ``program`` harms its target ``k`` (damage, destroy, tap, life loss, -N/-N, "can't
    block"...), 1 if it helps it (+N/+N, keywords, regeneration, prevention, life, cards), 0
    if it does neither that the policy can tell."""
    who = fx.target(k)
    effect = 0
    for op in program.ops:
        if op.who != who:
            continue
        if op.verb in HARMFUL:
            return -1
        if op.verb == fx.MODIFY:
            if op.power < 0 or op.toughness < 0 or int(op.add) & _HINDER:
                return -1
            effect = 1
        elif op.verb in HELPFUL:
            effect = 1
    return effect


def _damage_to(program: fx.Program, k: int) -> int:
    return max((op.amount for op in program.ops
                if op.who == fx.target(k) and op.verb == fx.DAMAGE and not op.x), default=0)


def _destroys_target(program: fx.Program, k: int) -> bool:
    return any(op.who == fx.target(k) and op.verb == fx.DESTROY for op in program.ops)


def destroyed_by(state: GameState, creature: str, damage: int, destroy: bool) -> bool:
    """Whether ``damage`` (or a destroy effect) destroys ``creature``, nothing else happening."""
    if state.has(creature, Kw.INDESTRUCTIBLE):
        return False
    perm = state.permanents[creature]
    return destroy or 0 < state.toughness(creature) - perm.damage <= damage


def _owned(state: GameState, player: str, choice: str) -> bool:
    perm = state.permanents.get(choice)
    return choice == player or perm is not None and perm.controller == player


def _probe(state: GameState, player: str, card_id: str) -> StackItem:
    card = state.permanents[card_id].card
    return StackItem("?", SPELL, player, card_id, card.name, card.spell or fx.Program(""))


def target_quality(state: GameState, player: str, card_id: str) -> bool:
    """Whether every target of the card ``card_id`` that harms or helps could be chosen well
    now: something of an opponent's for harm, something of ``player``'s for help (modal
    spells and targets that do neither: yes)."""
    program = state.permanents[card_id].card.spell
    if program is None or program.modes:
        return True
    item = _probe(state, player, card_id)
    for k, spec in enumerate(program.targets):
        effect = effect_on(program, k)
        if effect == 0 or spec.optional:
            continue
        found = candidates(state, spec, item)
        if not any(_owned(state, player, c) == (effect > 0) for c in found):
            return False
    return True


def _by_power(state: GameState, ids: Iterable[str]) -> list[str]:
    """Creatures by power, greatest first (ties: in the order given)."""
    return sorted(ids, key=lambda c: -state.power(c))


def best_target(state: GameState, player: str, program: fx.Program, k: int,
                options: Sequence[str]) -> str:
    """The target the policy chooses for slot ``k`` of ``program`` among ``options``."""
    effect = effect_on(program, k)
    perms = {o: state.permanents[o] for o in options if o in state.permanents}
    creatures = [o for o, p in perms.items() if p.card.is_creature]
    if effect < 0:
        theirs = [o for o in creatures if perms[o].controller != player]
        damage, destroy = _damage_to(program, k), _destroys_target(program, k)
        if damage or destroy:
            killed = [c for c in theirs if destroyed_by(state, c, damage, destroy)]
            if killed:
                return _by_power(state, killed)[0]
        for opponent in state.turn_order:
            if opponent != player and opponent in options:
                return opponent
        other = [o for o, p in perms.items() if p.controller != player and o not in creatures]
        if other:
            return other[0]
        if theirs:
            return _by_power(state, theirs)[0]
    elif effect > 0:
        mine = [o for o in creatures if perms[o].controller == player]
        combat = state.combat
        boost = boost_of(program, fx.target(k))
        if boost is not None and combat is not None and mine:
            gain, flipped = max((flip_gain(state, c, boost), -i, c)
                                for i, c in enumerate(mine))[::2]
            if gain > 0:
                return str(flipped)
        attacking = [c for c in mine if combat is not None and c in combat.attackers]
        unblocked = [c for c in attacking if combat is not None and c not in combat.blocked]
        for group in (unblocked, attacking, mine):
            if group:
                return _by_power(state, group)[0]
        if player in options:
            return player
        other = [o for o, p in perms.items() if p.controller == player]
        if other:
            return other[0]
    else:
        return options[0]
    return NO_TARGET if NO_TARGET in options else options[0]


def _pumps(program: fx.Program) -> bool:
    """+N/+M with N > 0 to its first target, a creature."""
    return bool(program.targets) and not program.modes and effect_on(program, 0) > 0 \
        and any(op.who == fx.target(0) and op.verb == fx.MODIFY and op.power > 0
                for op in program.ops)


def _burns(program: fx.Program) -> bool:
    """Damage to a target that may be a player."""
    return not program.modes and any(
        "player" in spec.types and _damage_to(program, k) > 0
        for k, spec in enumerate(program.targets))


def _affordable(state: GameState, player: str, ability: Activated) -> int:
    """How many times in a row ``player``'s mana could pay ``ability``'s mana cost (at most
    ``ACTIVATIONS``; once for a cost with {T})."""
    if ability.cost.tap:
        return 1
    k = 1
    while k < ACTIVATIONS and can_pay(state, player, ManaCost.parse(ability.cost.mana * (k + 1))):
        k += 1
    return k


class HeuristicAgent:
    """See the module docstring. Implements ``sim.engine.agents.Agent``."""

    def act(self, state: GameState, decision: Decision, legal: LegalActions) -> Action:
        """The policy's action (see the module docstring): priority, declarations, damage
        assignment orders, targets, X (the largest), combat damage, mulligans, bottoming and
        discards by its rules; anything else, or a damage split that is not legal, as
        ``DefaultAgent``."""
        kind = decision.kind
        if kind == DecisionKind.PRIORITY:
            return self.priority(state, decision.player, legal)
        if kind == DecisionKind.DECLARE_ATTACKERS:
            assert isinstance(legal, DeclarationActions)
            return DeclareAttackers(self.declare_attackers(state, legal))
        if kind == DecisionKind.DECLARE_BLOCKERS:
            assert isinstance(legal, DeclarationActions)
            return DeclareBlockers(self.declare_blockers(state, legal, decision.player))
        if kind in (DecisionKind.ORDER_BLOCKERS, DecisionKind.ORDER_ATTACKERS):
            assert decision.creature is not None
            return OrderDamage(decision.creature, tuple(self.order_damage_assignment(
                state, decision.creature, decision.creatures)))
        if kind == DecisionKind.CHOOSE_TARGET and state.casting is not None:
            item = state.casting.item
            return Choose("target", best_target(state, item.controller, item.effect,
                                                len(item.targets), decision.options))
        if kind == DecisionKind.CHOOSE_CREW and state.casting is not None:
            return crew_choice(state, state.casting, decision.options)
        if kind in (DecisionKind.CHOOSE_MODE, DecisionKind.CHOOSE_MANA):  # ``ai.mana_first``
            mana = mana_mode(state, legal)
            if mana is not None:
                return mana
        if kind == DecisionKind.CHOOSE_PAY and state.resolving is not None \
                and state.resolving.asking == ARRIVING:  # 614.12: as for a land played
            return YES if state.players[decision.player].life >= PAY_LIFE_FLOOR else NO
        if kind == DecisionKind.CHOOSE_X:
            largest: Action = legal[len(legal) - 1]
            return largest
        if kind == DecisionKind.ASSIGN_COMBAT_DAMAGE and decision.request is not None:
            split = assignment(state, decision.request)
            if split is not None:
                action = AssignDamage.of(decision.request.source, split)
                if action in legal:
                    return action
        if kind == DecisionKind.MULLIGAN:
            return YES if self.keep(state, decision.player) else Answer(False)
        if kind == DecisionKind.CHOOSE_BOTTOM:
            return Choose("bottom", self.bottom(state, decision.player, decision.options))
        if kind == DecisionKind.CHOOSE_DISCARD:
            return Choose("discard", self.discard(state, decision.options))
        # damage (destroy the most, then trample over), replacement choices, the rest
        return _DEFAULT.act(state, decision, legal)

    # --- opening hands and cleanup --------------------------------------------------------------

    @staticmethod
    def keep(state: GameState, player: str) -> bool:
        """The mulligan decision: keep the hand ``player`` holds (see ``keeps``)."""
        taken = state.opening[0][1] if state.opening else 0
        hand = [(p.id, p.card) for p in state.cards(player, Zone.HAND)]
        return keeps(hand, taken, land_share(state, player))

    @staticmethod
    def bottom(state: GameState, player: str, options: Sequence[str]) -> str:
        """The card to put on the bottom next (``bottom_choice``)."""
        left = state.opening[0][2] if state.opening else 1
        hand = [(o, state.permanents[o].card) for o in options]
        return bottom_choice(hand, len(hand) - max(1, left), land_share(state, player))

    @staticmethod
    def discard(state: GameState, options: Sequence[str]) -> str:
        """The card with the highest mana value (ties: the first)."""
        return max(enumerate(options),
                   key=lambda e: (mana_value(state.permanents[e[1]].card), -e[0]))[1]

    # --- priority -----------------------------------------------------------------------------

    def priority(self, state: GameState, player: str, legal: LegalActions) -> Action:
        """Lands and spells in its own main phases, tricks in combat, else pass. A card it
        may cast only as another face (its Adventure, a split card's half, a modal double-faced
        card's back face: CR 715.3, 709.3, 712.11b) is judged as that face and cast so."""
        action = self._priority(state, player, legal)
        if isinstance(action, CastSpell) and action not in legal:
            return next((a for a in legal if isinstance(a, CastSpell) and a.card == action.card),
                        action)
        return action

    def _priority(self, state: GameState, player: str, legal: LegalActions) -> Action:
        if state.stack:
            return PASS  # let it resolve: no responses
        casts: dict[str, CardDef] = {}
        for a in legal:
            if isinstance(a, CastSpell):
                own = state.permanents[a.card].card
                if not a.face:
                    casts[a.card] = own
                elif a.card not in casts:  # the face's characteristics (715.3a, 709.3a)
                    casts[a.card] = next((f for f in (own.adventure, own.modal_back, *own.halves)
                                          if f is not None and f.name == a.face), own)
        instants = {c: card for c, card in casts.items() if "Instant" in card.types}
        if sorcery_speed(state, player):
            lands = [a for a in legal if isinstance(a, PlayLand)]
            if lands:
                return self.land_to_play(state, player, lands)
            spells = [c for c, card in casts.items() if c not in instants
                      and target_quality(state, player, c)]
            if not spells:  # a mana ability that makes a spell castable (605.3a)
                mana = mana_for_spell(state, player, legal)
                if mana is not None:
                    return mana
            if not spells and state.step is Step.POSTCOMBAT_MAIN:
                spells = [c for c, card in instants.items() if card.spell is not None
                          and _burns(card.spell) and target_quality(state, player, c)]
            if not spells:  # nothing to cast: a face-down permanent turned face up (702.37e)
                face_up = next((a for a in legal if isinstance(a, TurnFaceUp)), None)
                if face_up is not None:
                    return face_up
            saddle = None if spells else saddle_now(state, player, legal)  # 702.171a
            return saddle or self._highest(casts, spells)
        crew = crew_now(state, player, legal)  # a Vehicle to attack with (702.122a)
        if crew is not None:
            return crew
        combat = state.combat
        if combat is None or not combat.attackers:
            return PASS
        if state.step is Step.DECLARE_BLOCKERS:
            trick = self.trick(state, player, legal, casts)
            if trick is not None:
                return trick
        if state.step is Step.DECLARE_BLOCKERS and state.active == player:
            unblocked = {a for a in combat.attackers if a not in combat.blocked
                         and a in state.permanents and state.permanents[a].controller == player}
            pumps = [c for c, card in instants.items() if card.spell is not None
                     and _pumps(card.spell) and unblocked & set(candidates(
                         state, card.spell.targets[0], _probe(state, player, c)))]
            return self._highest(casts, pumps)
        if state.step is Step.DECLARE_ATTACKERS and state.active != player:
            removal = [c for c, card in instants.items() if card.spell is not None
                       and self._removes_attacker(state, player, c, card.spell)]
            return self._highest(casts, removal)
        return PASS

    @staticmethod
    def trick(state: GameState, player: str, legal: LegalActions,
              casts: dict[str, CardDef]) -> Action | None:
        """The pump that flips a fight the most (``flip_gain``; ties: the lower mana value,
        then the first listed): an instant whose first target may be one of ``player``'s
        creatures in a fight, or an activated ``+N/+M`` of a creature of ``player``'s in a
        fight, activated when the activations its mana can pay (at most ``ACTIVATIONS``) flip
        the fight; None if no pump flips one."""
        best: tuple[float, int, int] | None = None
        choice: Action | None = None
        for i, action in enumerate(legal):
            gain, cost = 0.0, 0
            if isinstance(action, CastSpell) and action.card in casts:
                card = casts[action.card]
                program = card.spell
                if "Instant" not in card.types or program is None or program.modes \
                        or not program.targets:
                    continue
                boost = boost_of(program, fx.target(0))
                if boost is None:
                    continue
                mine = [c for c in candidates(state, program.targets[0],
                                              _probe(state, player, action.card))
                        if _owned(state, player, c)]
                gain = max((flip_gain(state, c, boost) for c in mine), default=0.0)
                cost = mana_value(card)
            elif isinstance(action, ActivateAbility):
                ability = state.permanents[action.source].card.activated[action.index]
                boost = boost_of(ability.program, fx.SELF) if ability.program else None
                if boost is None:
                    continue
                for k in range(1, _affordable(state, player, ability) + 1):
                    gain = flip_gain(state, action.source, (
                        k * boost[0], k * boost[1], boost[2]))
                    if gain > 0:
                        break
                cost = ManaCost.parse(ability.cost.mana).total()
            if gain > 0:
                key = (-gain, cost, i)
                if best is None or key < best:
                    best, choice = key, action
        return choice

    @staticmethod
    def _highest(casts: dict[str, CardDef], choices: Sequence[str]) -> Action:
        """Cast the card of ``choices`` with the highest mana value (ties: the first); pass if
        there is none."""
        if not choices:
            return PASS
        return CastSpell(max(enumerate(choices),
                             key=lambda e: (mana_value(casts[e[1]]), -e[0]))[1])

    @staticmethod
    def _removes_attacker(state: GameState, player: str, card_id: str,
                          program: fx.Program) -> bool:
        """Whether ``program`` destroys (or damages to death) an attacker of an opponent that
        its first target may be."""
        if not program.targets or program.modes or effect_on(program, 0) >= 0:
            return False
        damage, destroy = _damage_to(program, 0), _destroys_target(program, 0)
        if not damage and not destroy:
            return False
        combat = state.combat
        assert combat is not None
        return any(c in combat.attackers and not _owned(state, player, c)
                   and destroyed_by(state, c, damage, destroy)
                   for c in candidates(state, program.targets[0],
                                       _probe(state, player, card_id)))

    @staticmethod
    def land_to_play(state: GameState, player: str, lands: Sequence[PlayLand]) -> PlayLand:
        """The land to play (``land_score``; ties: the first)."""
        hand = state.cards(player, Zone.HAND)
        spells = [p.card for p in hand if not is_land(p.card)]
        field = mana_sources(state, player)
        best = max(enumerate(lands), key=lambda e: (
            land_score(state.permanents[e[1].card].card, field, spells), -e[0]))[1]
        # "you may pay 2 life. if you don't, it enters tapped" (614.12): pay while life is
        # plentiful and a spell in hand wants the mana this turn
        pay = PlayLand(best.card, True)
        if pay in lands and state.players[player].life >= PAY_LIFE_FLOOR and any(
                ManaCost.parse(s.cost).value <= len(field) + 1 for s in spells):
            return pay
        return best

    def declare_attackers(self, state: GameState, legal: DeclarationActions
                          ) -> AttackDeclaration:
        """``plan_attacks`` (see the module docstring), made legal by ``closest``."""
        attacks = plan_attacks(state, legal.legal.options)
        decl: AttackDeclaration = closest(legal.legal, AttackDeclaration(tuple(sorted(
            attacks.items()))))
        return decl

    def declare_blockers(self, state: GameState, legal: DeclarationActions,
                         chooser: str | None = None) -> BlockDeclaration:
        """``plan_blocks`` for each defending player choosing here (see the module
        docstring), made legal by ``closest``; ``chooser``: the player deciding, who plans
        no blocks for another player's creatures (Invasion Plans)."""
        options = legal.legal.options
        menace: set[str] = getattr(legal.legal, "menace", set())
        by_player: dict[str, dict[str, list[str]]] = {}
        for blocker, attackers in options.items():
            owner = state.permanents[blocker].controller
            by_player.setdefault(owner, {})[blocker] = attackers
        blocks: list[tuple[str, tuple[str, ...]]] = []
        for player, mine in sorted(by_player.items()):
            if chooser is not None and player != chooser:
                continue
            trick = trick_in_hand(state, player)
            for attacker, blockers in plan_blocks(state, player, mine, menace,
                                                  trick=trick).items():
                blocks.extend((b, (attacker,)) for b in blockers)
        decl: BlockDeclaration = closest(legal.legal, BlockDeclaration(tuple(sorted(blocks))))
        return decl

    def order_damage_assignment(self, state: GameState, creature: str,
                                creatures: tuple[str, ...]) -> list[str]:
        """The creatures ``creature``'s damage destroys first (the most, then the most
        valuable; least lethal damage first among them), then the rest, most valuable first
        (``combat_ai.damage_order``; CR 509.2-509.3, 510.1c-d, 2016 rules)."""
        deathtouch = state.has(creature, Kw.DEATHTOUCH)
        lethal = {c: lethal_damage(state, c, deathtouch, {}) for c in creatures}
        return damage_order(state, creature, creatures, lethal)


__all__ = ["HeuristicAgent", "keeps", "bottom_choice", "land_score", "best_target",
           "effect_on", "colors_met", "mana_value"]
