"""Combat planning for ``HeuristicAgent`` (``ai.heuristic``), in the spirit of Forge's combat
AI: who attacks, who blocks whom, which pump flips a fight, how combat damage is assigned.

Everything here reads the state only and is deterministic. Creature worth is
``ai.evaluation.creature_value``. The building blocks:

* ``clash``: the exchange of combat damage between one attacker and its blockers, with first
  strike, double strike, deathtouch, trample, indestructible and damage already marked, and
  optional pumps (``Boost``); the attacker kills the most blockers it can, then the most
  valuable (``kill_choice``). One blocker is the one-on-one fight of ``sim.rules.fight``.
* ``can_block``: whether a creature could block an attacker on its own (untapped, no "can't
  block", no evasion or per-pair restriction: ``sim.legality.constraints.evasion_problems``, CR
  509.1b); ``blockers_needed``: menace and "can't be blocked except by two" need two
  blockers (CR 702.111b), "except by three or more" three.
* ``unblocked_damage``: what an all-out attack deals through the defender's best chump blocks
  (each attacker, greatest damage first, blocked by the able blockers with the fewest other
  options, then the least valuable; trample carries over the blockers' toughness); and
  ``is_lethal`` (CR 704.5a, 704.5c: life 0 or less, ten poison counters).

The plans themselves (``plan_attacks`` with ``safe_attack``, ``attack_score`` and
``crack_back_lethal``; ``plan_blocks`` with ``trick_in_hand``; ``boost_of`` and
``flip_gain`` for tricks; ``assignment`` and ``damage_order`` for combat damage) implement
the rules listed in ``ai.heuristic``'s docstring.

Creature values and fights without pumps are remembered for the last position asked about
(the state object and its ``version``, which every action bumps), since one decision
asks about the same creatures many times.
"""

from __future__ import annotations

import itertools
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field

from ai.evaluation import POISON_POINT, WIN, creature_value, life_value
from sim.legality.constraints import evasion_problems
from sim.legality.damage_assignment import combat_damage_amount
from sim.model import programs as fx
from sim.model.damage_records import DamageRequest
from sim.model.keywords import Kw
from sim.model.objects import Zone
from sim.model.stack_objects import SPELL, StackItem
from sim.model.state import GameState
from sim.rules.casting import castable_now
from sim.rules.combat_damage import STRIKERS
from sim.rules.fight import Fighter, fight
from sim.rules.targeting import candidates

#: a pump: +power, +toughness, keywords gained
Boost = tuple[int, int, int]
NO_BOOST: Boost = (0, 0, 0)
#: poison counters that make a player lose (CR 704.5c)
POISON_LIMIT = 10
#: subsets of blockers enumerated exactly when choosing what to kill (more: greedy)
_EXACT = 8
#: double blocks are looked for among this many of the least valuable free blockers
_PAIRS = 6
_NO_ATTACK = int(Kw.DEFENDER | Kw.CANT_ATTACK)
#: keyword flags as plain ints (``GameState.keywords`` returns an int; ``&`` on ints is fast)
_ASSIGNS_TOUGHNESS = int(Kw.ASSIGNS_TOUGHNESS)
_CANT_BLOCK = int(Kw.CANT_BLOCK)
_DEATHTOUCH = int(Kw.DEATHTOUCH)
_DOUBLE_STRIKE = int(Kw.DOUBLE_STRIKE)
_EXCEPT_BY_THREE = int(Kw.EXCEPT_BY_THREE)
_INDESTRUCTIBLE = int(Kw.INDESTRUCTIBLE)
_INFECT = int(Kw.INFECT)
_TRAMPLE = int(Kw.TRAMPLE)
_VIGILANCE = int(Kw.VIGILANCE)
_TWO = int(Kw.MENACE | Kw.EXCEPT_BY_TWO)
_STRIKERS = int(STRIKERS)


@dataclass(frozen=True, slots=True)
class Clash:
    """The result of ``clash``: whether the attacker dies, which blockers die, and the
    trample damage dealt to the player or planeswalker attacked."""

    attacker_dies: bool
    killed: frozenset[str]
    through: int


#: the values computed for the last position asked about: (state, version, pid -> value)
_VALUES: list[tuple[GameState, int, dict[str, float]]] = []


#: the fights computed (without pumps) for that position: (attacker, blockers) -> result
_CLASHES: list[dict[tuple[str, tuple[str, ...]], Clash]] = [{}]


def _cache(state: GameState) -> dict[str, float]:
    """The values remembered for ``state`` at its version (a new position clears them)."""
    if not _VALUES or _VALUES[0][0] is not state or _VALUES[0][1] != state.version:
        _VALUES[:] = [(state, state.version, {})]
        _CLASHES[0] = {}
    return _VALUES[0][2]


def value(state: GameState, pid: str) -> float:
    """``creature_value``, remembered for the position (``state`` and its version) last
    asked about."""
    cache = _cache(state)
    if pid not in cache:
        cache[pid] = creature_value(state, pid)
    return cache[pid]


def kill_choice(amount: int, needs: Mapping[str, int], values: Mapping[str, float]
                ) -> tuple[str, ...]:
    """The creatures of ``needs`` (each with the damage that destroys it) that ``amount``
    damage destroys: as many as possible, then the greatest total value, then the least
    damage used (exact over subsets for up to eight creatures, else cheapest first)."""
    ids = sorted(needs, key=lambda c: (needs[c], -values.get(c, 0.0), c))
    if len(ids) > _EXACT:
        out: list[str] = []
        for c in ids:
            if needs[c] <= amount:
                out.append(c)
                amount -= needs[c]
        return tuple(out)
    best: tuple[str, ...] = ()
    best_key = (0, 0.0, 0)
    for r in range(1, len(ids) + 1):
        for combo in itertools.combinations(ids, r):
            used = sum(needs[c] for c in combo)
            if used > amount:
                continue
            key = (r, sum(values.get(c, 0.0) for c in combo), -used)
            if key > best_key:
                best, best_key = combo, key
    return best


def damage_of(state: GameState, pid: str, boost: Boost = NO_BOOST) -> int:
    """The combat damage ``pid`` deals in a whole combat if unblocked: its damage amount
    (CR 510.1a), twice with double strike (702.4b)."""
    amount = max(0, combat_damage_amount(state, pid) + boost[0])
    return 2 * amount if (state.keywords(pid) | boost[2]) & _DOUBLE_STRIKE else amount


def clash(state: GameState, attacker: str, blockers: Sequence[str],
          boosts: Mapping[str, Boost] | None = None) -> Clash:
    """``attacker`` blocked by ``blockers`` and nothing else happening (no other combatants):
    each creature deals its damage in the step or steps it deals damage in (CR 510.4,
    702.7b, 702.4b), deaths checked after each step (704.5g-h); the attacker assigns its
    damage by ``kill_choice`` among the living blockers (any damage from a deathtouch source
    is lethal, 702.2c) and, with trample, the rest to the player once every blocker has
    lethal damage (702.19b); every blocker deals all its damage to the attacker. ``boosts``
    adds pumps to creatures' power, toughness and keywords. Results without pumps are
    remembered for the position."""
    if not boosts:
        _cache(state)
        key = (attacker, tuple(blockers))
        found = _CLASHES[0].get(key)
        if found is None:
            found = _CLASHES[0][key] = _clash(state, attacker, blockers, {})
        return found
    return _clash(state, attacker, blockers, boosts)


def _fighter(state: GameState, creature: str, boosts: Mapping[str, Boost]) -> Fighter:
    """``creature`` as a ``Fighter``, with its pump from ``boosts``, if any."""
    dp, dt, add = boosts.get(creature, NO_BOOST)
    kws = state.keywords(creature) | add
    return Fighter(combat_damage_amount(state, creature) + (
        dt if kws & _ASSIGNS_TOUGHNESS else dp),
        state.toughness(creature) + dt - state.permanents[creature].damage, kws)


def _clash(state: GameState, attacker: str, blockers: Sequence[str],
           boosts: Mapping[str, Boost]) -> Clash:
    """``clash`` computed: one blocker is the one-on-one ``fight`` (``sim.rules.fight``);
    more are a gang block (``gang_clash``)."""
    if len(blockers) == 1:
        blocker = blockers[0]
        fought = fight(_fighter(state, attacker, boosts), _fighter(state, blocker, boosts))
        return Clash(fought.a_dies, frozenset([blocker]) if fought.b_dies else frozenset(),
                     fought.through)
    return gang_clash(state, attacker, blockers, boosts)


def gang_clash(state: GameState, attacker: str, blockers: Sequence[str],
               boosts: Mapping[str, Boost]) -> Clash:
    """``clash`` of an attacker blocked by any number of creatures (see ``clash``): the
    attacker's damage split among its blockers by ``kill_choice``."""
    creatures = (attacker, *blockers)
    kws: dict[str, int] = {}
    power: dict[str, int] = {}
    left: dict[str, int] = {}
    for c in creatures:
        fighter = _fighter(state, c, boosts)
        kws[c], power[c], left[c] = fighter.keywords, fighter.power, fighter.left
    values = {b: value(state, b) for b in blockers}
    marked = dict.fromkeys(creatures, 0)
    touched = dict.fromkeys(creatures, False)
    dead = {c: left[c] <= 0 and not kws[c] & _INDESTRUCTIBLE for c in creatures}
    first_step = any(kw & _STRIKERS for kw in kws.values())
    through = 0
    for first in ((True, False) if first_step else (False,)):
        def deals(c: str, first: bool = first) -> bool:
            if dead[c] or power[c] <= 0:
                return False
            if first:
                return bool(kws[c] & _STRIKERS)
            return not first_step or not kws[c] & _STRIKERS or bool(kws[c] & _DOUBLE_STRIKE)

        hits: list[tuple[str, int, bool]] = []
        if deals(attacker):
            akw = kws[attacker]
            deathtouch = bool(akw & _DEATHTOUCH)
            alive = [b for b in blockers if not dead[b]]
            needs = {b: 0 if touched[b] else 1 if deathtouch else max(0, left[b] - marked[b])
                     for b in alive}
            killable = {b: n for b, n in needs.items() if not kws[b] & _INDESTRUCTIBLE}
            chosen = kill_choice(power[attacker], killable, values)
            rest = power[attacker]
            for b in chosen:
                hits.append((b, needs[b], deathtouch))
                rest -= needs[b]
            if rest > 0 and akw & _TRAMPLE:
                for b in alive:  # lethal to every blocker before the player (702.19b)
                    if b not in chosen and needs[b] > 0:
                        give = min(rest, needs[b])
                        hits.append((b, give, deathtouch))
                        rest -= give
                through += max(0, rest)
            elif rest > 0 and alive:
                spare = [b for b in alive if b not in chosen] or alive
                hits.append((max(spare, key=lambda b: (values[b], b)), rest, deathtouch))
        for b in blockers:
            if deals(b):
                hits.append((attacker, power[b], bool(kws[b] & _DEATHTOUCH)))
        for target, amount, deathtouch in hits:
            marked[target] += amount
            touched[target] = touched[target] or deathtouch and amount > 0
        for c in creatures:
            if not dead[c] and not kws[c] & _INDESTRUCTIBLE and (
                    marked[c] >= left[c] or touched[c]):
                dead[c] = True
    return Clash(dead[attacker], frozenset(b for b in blockers if dead[b]), through)


# --- who can block whom ---------------------------------------------------------------------

def can_block(state: GameState, blocker: str, attacker: str, *, untapped: bool = True) -> bool:
    """Whether ``blocker`` could block ``attacker`` on its own (see the module docstring);
    ``untapped=False`` ignores whether it is tapped now (it will untap)."""
    perm = state.permanents.get(blocker)
    if perm is None or perm.zone is not Zone.BATTLEFIELD or not state.is_creature(blocker):
        return False
    if untapped and perm.tapped or state.keywords(blocker) & _CANT_BLOCK:
        return False
    return not evasion_problems(state, blocker, attacker)


def blockers_needed(state: GameState, attacker: str) -> int:
    """How many creatures it takes to block ``attacker`` (CR 702.111b, 509.1b)."""
    kw = state.keywords(attacker)
    if kw & _EXCEPT_BY_THREE:
        return 3
    return 2 if kw & _TWO else 1


def is_lethal(state: GameState, player: str, life: int, poison: int) -> bool:
    """Whether ``life`` damage and ``poison`` poison counters make ``player`` lose (CR
    704.5a, 704.5c)."""
    p = state.players[player]
    return life > 0 and life >= p.life or poison > 0 and poison >= POISON_LIMIT - p.poison


def _toughness_left(state: GameState, pid: str) -> int:
    return max(0, state.toughness(pid) - state.permanents[pid].damage)


def unblocked_damage(state: GameState, attackers: Iterable[str], blockers: Iterable[str],
                     *, untapped: bool = False) -> tuple[int, int]:
    """(life damage, poison counters) that ``attackers`` attacking all at once deal through
    the best chump blocks of ``blockers`` (see the module docstring)."""
    free = list(blockers)
    attackers = list(attackers)
    life = poison = 0
    for a in sorted(attackers, key=lambda a: (-damage_of(state, a), a)):
        dmg = damage_of(state, a)
        if dmg <= 0:
            continue
        need = blockers_needed(state, a)
        able = [b for b in free if can_block(state, b, a, untapped=untapped)]
        if len(able) >= need:
            def rank(b: str) -> tuple[int, float, str]:
                others = sum(can_block(state, b, x, untapped=untapped) for x in attackers)
                return others, value(state, b), b
            chosen = sorted(able, key=rank)[:need]
            for b in chosen:
                free.remove(b)
            if state.keywords(a) & _TRAMPLE:
                soak = len(chosen) if state.keywords(a) & _DEATHTOUCH else \
                    sum(_toughness_left(state, b) for b in chosen)
                dmg = max(0, dmg - soak)
            else:
                dmg = 0
        if state.keywords(a) & _INFECT:
            poison += dmg
        else:
            life += dmg
    return life, poison


def could_attack(state: GameState, pid: str) -> bool:
    """Whether ``pid`` could attack on its controller's next turn (it untaps and loses
    summoning sickness by then): a creature without defender or "can't attack"."""
    return not state.keywords(pid) & _NO_ATTACK


# --- attacks --------------------------------------------------------------------------------

def _potential_blockers(state: GameState, player: str) -> list[str]:
    return [p.id for p in state.creatures(player)
            if not p.tapped and not state.keywords(p.id) & _CANT_BLOCK]


def safe_attack(state: GameState, attacker: str, blockers: Sequence[str]) -> bool:
    """Whether no block by ``blockers`` is profitable for the defender: no single able
    blocker (two, for an attacker that needs two) kills ``attacker`` while losing less value
    than it (surviving, or dying but worth less)."""
    need = blockers_needed(state, attacker)
    able = [b for b in blockers if can_block(state, b, attacker)]
    if len(able) < need or need > 2:
        return True
    worth = value(state, attacker)
    for group in itertools.combinations(able, need):
        result = clash(state, attacker, group)
        if result.attacker_dies and sum(value(state, b) for b in result.killed) < worth:
            return False
    return True


def attack_score(state: GameState, defender: str, attackers: Sequence[str]) -> float:
    """How good attacking ``defender`` with ``attackers`` is for the attacker if
    ``defender`` answers with ``plan_blocks`` (each of its untapped creatures that can block
    a potential blocker): the value of ``defender``'s creatures killed minus the value of the
    attackers lost (``clash``), plus what the damage dealt costs ``defender``'s life total
    (``ai.evaluation.life_value``) and poison (``POISON_POINT`` a counter); ``WIN`` if the
    damage is lethal."""
    options = {b: [a for a in attackers if can_block(state, b, a)]
               for b in _potential_blockers(state, defender)}
    options = {b: can for b, can in options.items() if can}
    blocks = plan_blocks(state, defender, options, (), dict.fromkeys(attackers, defender))
    score = 0.0
    life = poison = 0
    for a in attackers:
        blockers = blocks.get(a)
        if blockers:
            result = clash(state, a, blockers)
            score += sum(value(state, b) for b in result.killed)
            score -= value(state, a) if result.attacker_dies else 0.0
            dmg = result.through
        else:
            dmg = damage_of(state, a)
        if state.keywords(a) & _INFECT:
            poison += dmg
        else:
            life += dmg
    if is_lethal(state, defender, life, poison):
        return WIN
    have = state.players[defender].life
    return score + life_value(have) - life_value(have - life) + POISON_POINT * poison


def crack_back_lethal(state: GameState, me: str, attacking: Iterable[str]) -> bool:
    """Whether the opponents' next attack with every creature that could attack, blocked by
    ``me``'s creatures left untapped (not in ``attacking``, or with vigilance), is lethal to
    ``me`` at its life now."""
    attacking = set(attacking)
    theirs = [p.id for p in state.creatures() if p.controller != me and could_attack(state, p.id)]
    mine = [p.id for p in state.creatures(me)
            if not p.tapped and not state.keywords(p.id) & _CANT_BLOCK
            and (p.id not in attacking or state.keywords(p.id) & _VIGILANCE)]
    return is_lethal(state, me, *unblocked_damage(state, theirs, mine))


def plan_attacks(state: GameState, options: Mapping[str, Sequence[str]]) -> dict[str, str]:
    """The attack the heuristic wants (see ``ai.heuristic``'s docstring): creature -> the
    player it attacks."""
    me = state.active
    target = {c: t for c, ts in options.items()
              for t in [next((t for t in ts if t in state.players), None)] if t is not None}
    able = [c for c in target if damage_of(state, c) > 0]
    blockers = {d: _potential_blockers(state, d) for d in set(target.values())}
    attacks: dict[str, str] = {}
    for d in sorted(blockers):
        mine = [c for c in able if target[c] == d]
        if is_lethal(state, d, *unblocked_damage(state, mine, blockers[d], untapped=True)):
            attacks.update((c, d) for c in mine)  # alpha strike
            continue
        chosen = [c for c in mine if safe_attack(state, c, blockers[d])]
        rest = sorted(set(mine) - set(chosen), key=lambda c: (-damage_of(state, c), c))
        score = attack_score(state, d, chosen)
        base = chosen
        for k in range(1, len(rest) + 1):  # pressure: in numbers, greatest damage first
            trial = attack_score(state, d, [*base, *rest[:k]])
            if trial > score:
                chosen, score = [*base, *rest[:k]], trial
        for c in rest:  # then one by one
            if c not in chosen:
                trial = attack_score(state, d, [*chosen, c])
                if trial > score:
                    chosen, score = [*chosen, c], trial
        attacks.update((c, d) for c in chosen)
    if crack_back_lethal(state, me, attacks) and not crack_back_lethal(state, me, ()):
        while crack_back_lethal(state, me, attacks):
            def exposure(c: str) -> tuple[int, int, int, str]:
                rest = set(attacks) - {c}
                theirs = [p.id for p in state.creatures() if p.controller != me
                          and could_attack(state, p.id)]
                mine = [p.id for p in state.creatures(me) if not p.tapped
                        and not state.keywords(p.id) & _CANT_BLOCK
                        and (p.id not in rest or state.keywords(p.id) & _VIGILANCE)]
                life, poison = unblocked_damage(state, theirs, mine)
                return life, poison, damage_of(state, c), c
            del attacks[min(attacks, key=exposure)]
    return attacks


# --- blocks ---------------------------------------------------------------------------------

@dataclass(slots=True)
class _BlockPlan:
    state: GameState
    me: str
    options: Mapping[str, Sequence[str]]
    needs: Mapping[str, int]
    attacks: Mapping[str, str]  # attacker -> what it attacks
    attacking_player: str
    blocks: dict[str, list[str]]  # attacker -> its blockers
    #: each attacker's possible blockers, least valuable first (made on first use, once for
    #: every attacker: a big board costs its pairs once, not once per question)
    ranked: dict[str, list[str]] = field(default_factory=dict)

    @property
    def used(self) -> set[str]:
        return {b for bs in self.blocks.values() for b in bs}

    def free(self, attacker: str) -> list[str]:
        """The blockers not yet used that may block ``attacker``, least valuable first."""
        if not self.ranked:
            order = sorted(self.options, key=lambda b: (value(self.state, b), b))
            for b in order:
                for a in self.options[b]:
                    self.ranked.setdefault(a, []).append(b)
        used = self.used
        return [b for b in self.ranked.get(attacker, ()) if b not in used]

    def incoming(self) -> tuple[int, int]:
        """(life, poison) ``me`` takes from the attack as planned."""
        state = self.state
        life = poison = 0
        for a, t in self.attacks.items():
            if t != self.me or a not in state.permanents:
                continue
            bs = self.blocks.get(a)
            dmg = clash(state, a, bs).through if bs else damage_of(state, a)
            if state.keywords(a) & _INFECT:
                poison += dmg
            else:
                life += dmg
        return life, poison

    def lethal_now(self) -> bool:
        return is_lethal(self.state, self.me, *self.incoming())

    def lethal_next(self) -> bool:
        """Whether, after this combat as planned, the attacking player's next all-out attack
        (its creatures that survive) through ``me``'s surviving creatures would be lethal."""
        state = self.state
        dead: set[str] = set()
        for a, bs in self.blocks.items():
            result = clash(state, a, bs)
            dead |= result.killed | ({a} if result.attacker_dies else set())
        theirs = [p.id for p in state.creatures(self.attacking_player)
                  if p.id not in dead and could_attack(state, p.id)]
        mine = [p.id for p in state.creatures(self.me) if p.id not in dead
                and not state.keywords(p.id) & _CANT_BLOCK]
        life, poison = self.incoming()
        later_life, later_poison = unblocked_damage(state, theirs, mine)
        return is_lethal(state, self.me, life + later_life, poison + later_poison)


def trick_in_hand(state: GameState, player: str) -> tuple[Boost, frozenset[str]] | None:
    """The pump instant ``player`` could cast now with the greatest +power +toughness
    (``boost_of`` its first target; ties: the first in hand), as its boost and the
    creatures of ``player``'s it may target; None without one."""
    best: tuple[int, Boost, frozenset[str]] | None = None
    for perm in state.cards(player, Zone.HAND):
        program = perm.card.spell
        if "Instant" not in perm.card.types or program is None or program.modes \
                or not program.targets:
            continue
        boost = boost_of(program, fx.target(0))
        if boost is None or not castable_now(state, player, perm.id):
            continue
        probe = StackItem("?", SPELL, player, perm.id, perm.card.name, program)
        mine = frozenset(c for c in candidates(state, program.targets[0], probe)
                         if c in state.permanents and state.permanents[c].controller == player)
        if mine and (best is None or boost[0] + boost[1] > best[0]):
            best = (boost[0] + boost[1], boost, mine)
    return None if best is None else (best[1], best[2])


def plan_blocks(state: GameState, me: str, options: Mapping[str, Sequence[str]],
                menace: Iterable[str] = (), attacks: Mapping[str, str] | None = None,
                trick: tuple[Boost, frozenset[str]] | None = None) -> dict[str, list[str]]:
    """The blocks the heuristic wants (see ``ai.heuristic``'s docstring): attacker -> its
    blockers. ``options``: each potential blocker with the attackers it may block alone;
    ``menace``: attackers that need two or more blockers; ``attacks``: each attacker with
    what it attacks (default: the combat's); ``trick``: a pump in hand (``trick_in_hand``)
    that may make one block."""
    menace = set(menace)
    if attacks is None:
        assert state.combat is not None
        attacks = state.combat.attackers
        attacking_player = state.combat.attacking_player
    else:
        attacking_player = state.active
    attackers = sorted({a for can in options.values() for a in can},
                       key=lambda a: (-value(state, a), a))
    needs = {a: max(blockers_needed(state, a), 2 if a in menace else 1) for a in attackers}
    plan = _BlockPlan(state, me, options, needs, attacks, attacking_player, {})
    singles = [a for a in attackers if needs[a] == 1]

    def block_with(test: str, pool: Sequence[str], *, most_damage: bool = False) -> None:
        order = sorted(pool, key=lambda a: (-damage_of(state, a), a)) if most_damage else pool
        for a in order:
            if a in plan.blocks:
                continue
            worth = value(state, a)
            for b in plan.free(a):
                r = clash(state, a, (b,))
                ok = {"kill": r.attacker_dies and not r.killed,
                      "wall": not r.killed,
                      "trade up": r.attacker_dies and value(state, b) < worth,
                      "trade": r.attacker_dies}[test]
                if ok:
                    plan.blocks[a] = [b]
                    break

    block_with("kill", singles)
    block_with("wall", singles, most_damage=True)
    block_with("trade up", singles)
    if trick is not None:  # one block that the pump in hand makes a kill
        boost, targets = trick
        for a in singles:
            pumped = next((b for b in plan.free(a) if b in targets and a not in plan.blocks
                           and (r := clash(state, a, (b,), {b: boost})).attacker_dies
                           and not r.killed), None)
            if pumped is not None:
                plan.blocks[a] = [pumped]
                break
    for a in attackers:  # double blocks that kill an attacker worth more than they lose
        if a in plan.blocks or needs[a] > 2:
            continue
        worth = value(state, a)
        best: tuple[float, float, tuple[str, ...]] | None = None
        for pair in itertools.combinations(plan.free(a)[:_PAIRS], 2):
            r = clash(state, a, pair)
            lost = sum(value(state, b) for b in r.killed)
            if r.attacker_dies and lost < worth:
                key = (lost, sum(value(state, b) for b in pair), pair)
                if best is None or key < best:
                    best = key
        if best is not None:
            plan.blocks[a] = list(best[2])
    for a in attackers:  # reinforce a block that doesn't kill, to kill
        held = plan.blocks.get(a)
        if not held or clash(state, a, held).attacker_dies:
            continue
        worth = value(state, a)
        for b in plan.free(a):
            r = clash(state, a, (*held, b))
            if r.attacker_dies and sum(value(state, c) for c in r.killed) < worth:
                plan.blocks[a] = [*held, b]
                break
    if plan.lethal_now() or plan.lethal_next():
        block_with("trade", singles)
    while plan.lethal_now():  # chump the attackers dealing the most damage
        for a in sorted(attackers, key=lambda a: (-damage_of(state, a), a)):
            free = plan.free(a)
            if a not in plan.blocks and attacks.get(a) == me and len(free) >= needs[a]:
                plan.blocks[a] = free[:needs[a]]
                break
        else:
            break
    return plan.blocks


# --- tricks ---------------------------------------------------------------------------------

def boost_of(program: fx.Program, who: str) -> Boost | None:
    """The +N/+M and keywords ``program`` gives ``who`` (``fx.target(0)``, ``fx.SELF``), if
    it is a pump: power or toughness up, nothing harmful."""
    power = toughness = add = 0
    for op in program.ops:
        if op.who != who:
            continue
        if op.verb != fx.MODIFY or op.power < 0 or op.toughness < 0:
            return None
        power, toughness, add = power + op.power, toughness + op.toughness, add | int(op.add)
    if power <= 0 and toughness <= 0:
        return None
    return power, toughness, add


def flip_gain(state: GameState, creature: str, boost: Boost) -> float:
    """How much better ``boost`` on ``creature`` makes its fight (0 if it changes nothing
    or ``creature`` is not in a fight): for its side, the value of the creatures it saves plus
    the value of the opposing creatures it newly kills."""
    combat = state.combat
    if combat is None or creature not in state.permanents:
        return 0.0
    if creature in combat.attackers:
        attacker = creature
        mine = True
    elif creature in combat.blocks and combat.blocks[creature]:
        attacker = combat.blocks[creature][0]
        mine = False
    else:
        return 0.0
    blockers = [b for b in combat.blocked_by.get(attacker, ())
                if b in state.permanents and state.permanents[b].zone is Zone.BATTLEFIELD]
    if not blockers or attacker not in state.permanents:
        return 0.0
    before = clash(state, attacker, blockers)
    after = clash(state, attacker, blockers, {creature: boost})
    a_val = value(state, attacker)
    killed = sum(value(state, b) for b in after.killed - before.killed) \
        - sum(value(state, b) for b in before.killed - after.killed)
    saved_attacker = a_val * (before.attacker_dies - after.attacker_dies)
    return saved_attacker + killed if mine else -killed - saved_attacker


# --- damage assignment ----------------------------------------------------------------------

def assignment(state: GameState, request: DamageRequest) -> dict[str, int] | None:
    """Without a damage assignment order: lethal damage to the creatures ``kill_choice``
    picks (the most, then the most valuable), then, with trample once every creature has
    lethal damage, the rest to the player or planeswalker (CR 702.19b), else onto the most
    valuable creature not destroyed. None where the default assignment is kept (an order,
    banding, "as though unblocked", trample over planeswalkers)."""
    if request.order is not None or request.banding or request.unblocked or request.beyond:
        return None
    creatures = [c for c in request.creatures if c in state.permanents]
    if len(creatures) != len(request.creatures) or len(creatures) < 2:
        return None
    values = {c: value(state, c) for c in creatures}
    lethal = request.lethal
    chosen = kill_choice(request.amount, {c: lethal[c] for c in creatures}, values)
    out = {c: lethal[c] for c in chosen}
    left = request.amount - sum(out.values())
    if left and request.defender and all(out.get(c, 0) >= lethal[c] for c in creatures):
        out[request.defender] = left
    elif left:
        spare = [c for c in creatures if c not in chosen] or creatures
        target = max(spare, key=lambda c: (values[c], c))
        out[target] = out.get(target, 0) + left
    return {r: n for r, n in out.items() if n}


def damage_order(state: GameState, creature: str, creatures: Sequence[str],
                 lethal: Mapping[str, int]) -> list[str]:
    """A damage assignment order (2016 rules, CR 509.2-509.3) along which the creatures
    ``kill_choice`` picks come first (least lethal damage first among them), the others
    after, most valuable first."""
    amount = combat_damage_amount(state, creature)
    values = {c: value(state, c) for c in creatures}
    chosen = kill_choice(amount, dict(lethal), values)
    rest = sorted((c for c in creatures if c not in chosen), key=lambda c: (-values[c],
                                                                            creatures.index(c)))
    return [*sorted(chosen, key=lambda c: (lethal[c], creatures.index(c))), *rest]


__all__ = ["Boost", "Clash", "NO_BOOST", "assignment", "attack_score", "blockers_needed",
           "boost_of", "can_block", "clash", "could_attack", "crack_back_lethal", "damage_of",
           "damage_order", "flip_gain", "is_lethal", "kill_choice", "plan_attacks",
           "plan_blocks", "safe_attack", "trick_in_hand", "unblocked_damage"]
