"""``HeuristicAgent``: a simple scripted policy, a baseline for search and learned policies.
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

* pump: in its own declare-blockers step (after blocks), an instant giving +N/+M (N > 0)
  to a target creature is cast on its unblocked attacker with the greatest power, highest
  mana value first, one after another while castable;
* removal: in an opponent's declare-attackers step (after attacks), an instant that
  destroys a target creature, or damages one enough to destroy it, is cast on the attacker
  with the greatest power it destroys.

Targets (``choose_target``): harmful effects (damage, destroy, tap, -N/-N, "can't block")
go to the opponent's side — damage to the creature with the greatest power it destroys,
else to an opponent, else their planeswalker or greatest creature; destroy to the greatest
creature —; helpful ones to its own creatures — an unblocked attacker with the greatest
power, else an attacker, else its greatest creature — or to itself. X is the largest
allowed.

* Attack: every creature that can attack a player attacks (the first opponent it may
  attack, in turn order); planeswalkers are never attacked. (Against an empty board,
  everything attacks.)
* Block: each potential blocker, in the order the legality engine lists them, blocks one
  not yet blocked attacker if it survives the fight, or else if the two trade and the
  attacker's power is greater than or equal to its own. It prefers a block that kills the
  attacker and survives, then one it survives, then a trade; among equals, the attacker
  with the greatest power, then the first listed. Attackers with menace are never
  blocked (one blocker alone would be illegal, CR 702.111b), and no attacker gets two
  blockers.
* Either declaration, if restrictions or requirements make it illegal, is replaced by the
  legal declaration closest to it (``closest``).
* Combat damage: the default assignment (``sim.damage.default_assignment``: destroy as
  many creatures as possible, then trample over once every blocker has lethal damage).
* Damage assignment order (2016 rules, CR 509.2-509.3): the creatures needing the least
  lethal damage first (ties as declared), so that the assignment can destroy the most.
* Cleanup (CR 514.1): above seven cards, discard the card with the highest mana value
  (ties: the first in hand).
* Every other priority: pass; activated abilities are never activated. Other choices
  ("you may", trigger order, replacement effects): as the default policy.

"Survives" and "trades" come from ``fight``: the one-on-one exchange of combat damage,
with first strike, double strike, deathtouch and indestructible, and damage already marked.
The policy is deterministic: it reads only the state.
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Sequence
from typing import Any

from sim import effect_text as fx
from sim.actions import (
    PASS,
    YES,
    Action,
    Answer,
    CastSpell,
    Choose,
    DeclareAttackers,
    DeclareBlockers,
    OrderDamage,
    PlayLand,
)
from sim.agent import DefaultAgent
from sim.card import CardDef
from sim.combat import STRIKERS
from sim.costs import ManaCost
from sim.damage import combat_damage_amount, lethal_damage
from sim.decisions import (
    CHOOSE_BOTTOM,
    CHOOSE_DISCARD,
    CHOOSE_TARGET,
    CHOOSE_X,
    DECLARE_ATTACKERS,
    DECLARE_BLOCKERS,
    MULLIGAN,
    ORDER_ATTACKERS,
    ORDER_BLOCKERS,
    PRIORITY,
    Decision,
    DeclarationActions,
    LegalActions,
)
from sim.declarations import AttackDeclaration, BlockDeclaration
from sim.keywords import Kw
from sim.legality import LegalDeclarations
from sim.stack import NO_TARGET, SPELL, StackItem, sorcery_speed
from sim.state import GameState, Step, Zone
from sim.targeting import candidates

#: the hand size of a London mulligan's draw (CR 103.5)
SEVEN = 7
#: harmful and helpful instructions, for choosing targets (``effect_on``)
HARMFUL = frozenset({fx.DAMAGE, fx.DESTROY, fx.TAP, fx.LOSE_LIFE, fx.MINUS_COUNTER,
                     fx.SACRIFICE})
HELPFUL = frozenset({fx.REGENERATE, fx.UNTAP, fx.PREVENT, fx.GAIN_LIFE, fx.DRAW, fx.COUNTER})
_HINDER = int(Kw.CANT_BLOCK | Kw.CANT_ATTACK | Kw.DEFENDER)


def fight(state: GameState, attacker: str, blocker: str) -> tuple[bool, bool]:
    """``(attacker dies, blocker dies)`` if ``blocker`` alone blocks ``attacker`` and nothing
    else happens (no tricks, no other combatants): each deals damage equal to its power in
    the step or steps it deals damage in (CR 510.4), deaths are checked after each step.
    (Equal to its toughness instead for a creature that assigns combat damage that way,
    510.1a.)"""
    creatures = (attacker, blocker)
    kws = {c: state.keywords(c) for c in creatures}
    left = {c: state.toughness(c) - state.permanents[c].damage for c in creatures}
    marked = dict.fromkeys(creatures, 0)
    dead = dict.fromkeys(creatures, False)
    first_step = any(kw & STRIKERS for kw in kws.values())
    for first in ((True, False) if first_step else (False,)):
        hits: list[tuple[str, int, bool]] = []
        for source, target in ((attacker, blocker), (blocker, attacker)):
            kw = kws[source]
            if first:
                deals = bool(kw & STRIKERS)
            else:
                deals = not first_step or not kw & STRIKERS or bool(kw & Kw.DOUBLE_STRIKE)
            power = combat_damage_amount(state, source)
            if deals and not dead[source] and power > 0:
                hits.append((target, power, bool(kw & Kw.DEATHTOUCH)))
        touched = dict.fromkeys(creatures, False)
        for target, power, deathtouch in hits:
            marked[target] += power
            touched[target] = touched[target] or deathtouch
        for c in creatures:
            lethal = marked[c] >= left[c] or touched[c]
            if not dead[c] and (left[c] <= 0 or lethal) and not kws[c] & Kw.INDESTRUCTIBLE:
                dead[c] = True
    return dead[attacker], dead[blocker]


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


class HeuristicAgent:
    """See the module docstring. Implements ``sim.agent.Agent``."""

    def act(self, state: GameState, decision: Decision, legal: LegalActions) -> Action:
        kind = decision.kind
        if kind == PRIORITY:
            return self.priority(state, decision.player, legal)
        if kind == DECLARE_ATTACKERS:
            assert isinstance(legal, DeclarationActions)
            return DeclareAttackers(self.declare_attackers(state, legal))
        if kind == DECLARE_BLOCKERS:
            assert isinstance(legal, DeclarationActions)
            return DeclareBlockers(self.declare_blockers(state, legal))
        if kind in (ORDER_BLOCKERS, ORDER_ATTACKERS):
            assert decision.creature is not None
            return OrderDamage(decision.creature, tuple(self.order_damage_assignment(
                state, decision.creature, decision.creatures)))
        if kind == CHOOSE_TARGET and state.casting is not None:
            item = state.casting.item
            return Choose("target", best_target(state, item.controller, item.effect,
                                                len(item.targets), decision.options))
        if kind == CHOOSE_X:
            largest: Action = legal[len(legal) - 1]
            return largest
        if kind == MULLIGAN:
            return YES if self.keep(state, decision.player) else Answer(False)
        if kind == CHOOSE_BOTTOM:
            return Choose("bottom", self.bottom(state, decision.player, decision.options))
        if kind == CHOOSE_DISCARD:
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
        """Lands and spells in its own main phases, tricks in combat, else pass."""
        if state.stack:
            return PASS  # let it resolve: no responses
        casts = {a.card: state.permanents[a.card].card for a in legal
                 if isinstance(a, CastSpell)}
        instants = {c: card for c, card in casts.items() if "Instant" in card.types}
        if sorcery_speed(state, player):
            lands = [a for a in legal if isinstance(a, PlayLand)]
            if lands:
                return self.land_to_play(state, player, lands)
            spells = [c for c, card in casts.items() if c not in instants
                      and target_quality(state, player, c)]
            if not spells and state.step is Step.POSTCOMBAT_MAIN:
                spells = [c for c, card in instants.items() if card.spell is not None
                          and _burns(card.spell) and target_quality(state, player, c)]
            return self._highest(casts, spells)
        combat = state.combat
        if combat is None or not combat.attackers:
            return PASS
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
        return max(enumerate(lands), key=lambda e: (
            land_score(state.permanents[e[1].card].card, field, spells), -e[0]))[1]

    def declare_attackers(self, state: GameState, legal: DeclarationActions
                          ) -> AttackDeclaration:
        attacks = []
        for creature, targets in legal.legal.options.items():
            player = next((t for t in targets if t in state.players), None)
            if player is not None:
                attacks.append((creature, player))
        decl: AttackDeclaration = closest(legal.legal, AttackDeclaration(tuple(sorted(attacks))))
        return decl

    def declare_blockers(self, state: GameState, legal: DeclarationActions) -> BlockDeclaration:
        blocks: list[tuple[str, tuple[str, ...]]] = []
        taken: set[str] = set()
        for blocker, attackers in legal.legal.options.items():
            best: tuple[int, int, int] | None = None
            choice = None
            for i, attacker in enumerate(attackers):
                if attacker in taken or state.keywords(attacker) & Kw.MENACE:
                    continue
                rank = self.block_rank(state, attacker, blocker)
                if rank is None:
                    continue
                key = (rank, -state.power(attacker), i)
                if best is None or key < best:
                    best, choice = key, attacker
            if choice is not None:
                taken.add(choice)
                blocks.append((blocker, (choice,)))
        decl: BlockDeclaration = closest(legal.legal, BlockDeclaration(tuple(sorted(blocks))))
        return decl

    @staticmethod
    def block_rank(state: GameState, attacker: str, blocker: str) -> int | None:
        """0: the blocker kills the attacker and survives; 1: it survives; 2: a trade with an
        attacker of greater or equal power; ``None``: don't block."""
        attacker_dies, blocker_dies = fight(state, attacker, blocker)
        if not blocker_dies:
            return 0 if attacker_dies else 1
        if attacker_dies and state.power(attacker) >= state.power(blocker):
            return 2
        return None

    def order_damage_assignment(self, state: GameState, creature: str,
                                creatures: tuple[str, ...]) -> list[str]:
        """Least lethal damage first (ties as declared): the order along which the most
        creatures can be assigned lethal damage (CR 510.1c-d, 2016 rules)."""
        deathtouch = state.has(creature, Kw.DEATHTOUCH)
        return sorted(creatures, key=lambda c: lethal_damage(state, c, deathtouch, {}))


__all__ = ["HeuristicAgent", "fight", "keeps", "bottom_choice", "land_score", "best_target",
           "effect_on", "colors_met", "mana_value"]
