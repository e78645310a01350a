"""Each creature's own restrictions (CR 508.1a-c, 509.1a-b): untapped, able to attack or block,
what it may attack or block; the structure of a declaration; and the quick test that a
declaration breaks nothing when no static ability or requirement is in play.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from sim.legality.attack_kinds import block_barred
from sim.legality.constraints import (
    attack_target_problems,
    block_capacity,
    defending_player,
    evasion_problems,
)
from sim.legality.kind_judge import kind_problems
from sim.legality.unless_judge import unless_barred
from sim.legality.verdicts import Violation
from sim.model.abilities import UNLEASH
from sim.model.declarations import AttackDeclaration, BlockDeclaration
from sim.model.keywords import Kw
from sim.model.objects import PLUS, Zone
from sim.model.pump_verbs import NO_DEFENDER
from sim.model.state import GameState

_has = int.__and__


def _untapped_creature_problems(state: GameState, pid: str, rule: str) -> list[Violation]:
    """Only untapped creatures on the battlefield attack or block (CR 508.1a, 509.1a)."""
    perm = state.permanents.get(pid)
    if perm is None or perm.zone is not Zone.BATTLEFIELD:
        return [Violation(pid, rule, "is not a permanent on the battlefield")]
    if not perm.card.is_creature:
        return [Violation(pid, rule, "is not a creature")]
    return [Violation(pid, rule, "is tapped")] if perm.tapped else []


def attack_problems(state: GameState, attacker: str) -> list[Violation]:
    """Why ``attacker`` cannot attack at all (empty if it can attack something)."""
    out = _untapped_creature_problems(state, attacker, "508.1a")
    perm = state.permanents.get(attacker)
    if perm is None or not state.is_creature(attacker):
        return out
    if perm.controller != state.active:
        out.append(Violation(attacker, "508.1a", "is not controlled by the active player"))
    kw = state.keywords(attacker)
    if perm.sick and not _has(kw, Kw.HASTE):
        out.append(Violation(attacker, "302.6", "has summoning sickness and no haste"))
    if _has(kw, Kw.DEFENDER) and (NO_DEFENDER, "") not in state.params(attacker):
        out.append(Violation(attacker, "702.3b", "has defender"))  # (issue 29, pump: "as
        # though it didn't have defender" this turn)
    if _has(kw, Kw.CANT_ATTACK):
        out.append(Violation(attacker, "508.1c", "can't attack"))
    barred = unless_barred(state, attacker, True)  # "~ can't attack unless <condition>"
    if barred:
        out.append(Violation(attacker, "508.1c", barred))
    return out


def attack_targets(state: GameState) -> list[str]:
    """What the active player may attack: each opponent and each planeswalker an opponent
    controls (CR 508.1b)."""
    opponents = state.opponents(state.active)
    walkers = [p.id for p in state.battlefield()
               if p.card.is_planeswalker and p.controller in opponents]
    return opponents + walkers


def target_problems(state: GameState, attacker: str, target: str,
                    targets: Sequence[str] | None = None) -> list[Violation]:
    """Why ``attacker`` can't attack ``target`` in particular (CR 508.1b-c); ``targets``:
    ``attack_targets(state)``, if already known."""
    if target not in (attack_targets(state) if targets is None else targets):
        return [Violation(attacker, "508.1b", f"can't attack {target!r}: not an opponent or a "
                                              "planeswalker an opponent controls")]
    return [Violation(attacker, rule, reason)
            for rule, reason in attack_target_problems(state, attacker, target)]


def blocker_problems(state: GameState, blocker: str) -> list[Violation]:
    """Why ``blocker`` cannot block anything (empty if it could block some attacker)."""
    out = _untapped_creature_problems(state, blocker, "509.1a")
    if state.is_creature(blocker) and state.has(blocker, Kw.CANT_BLOCK):
        out.append(Violation(blocker, "509.1b", "can't block"))
    perm = state.permanents.get(blocker)
    if perm is not None and perm.counters.get(PLUS) and (UNLEASH, "") in state.params(blocker):
        out.append(Violation(blocker, "702.98a", "can't block: unleash, with a +1/+1 counter"))
    barred = unless_barred(state, blocker, False) if perm is not None else ""
    if barred:  # "~ can't block unless <condition>" (sim.legality.unless_judge)
        out.append(Violation(blocker, "509.1b", barred))
    if perm is not None and block_barred(state, blocker):  # "can't block if you control ..."
        out.append(Violation(blocker, "509.1b", "can't block: its controller controls the kind"))
    return out


def pair_problems(state: GameState, blocker: str, attacker: str) -> list[Violation]:
    """Why ``blocker`` cannot block ``attacker`` specifically (evasion, wrong defender)."""
    combat = state.combat
    if combat is None or attacker not in combat.attackers:
        return [Violation(blocker, "509.1a", f"{attacker!r} is not an attacking creature")]
    out = []
    if defending_player(state, attacker) != state.permanents[blocker].controller:
        out.append(Violation(blocker, "509.1a",
                             f"{attacker!r} is not attacking this creature's controller "
                             "or a planeswalker they control"))
    out += [Violation(blocker, rule, reason)
            for rule, reason in evasion_problems(state, blocker, attacker)
                                 + kind_problems(state, blocker, attacker)]
    return out


def blockable(state: GameState, blockers: Iterable[str]) -> dict[str, list[str]]:
    """Each of ``blockers`` with the attacking creatures it may block on its own, in the order
    they attack (no ``pair_problems``, CR 509.1a-b); a blocker that may block none is left out.

    The same answer as asking ``pair_problems`` of every pair (the reference, cross-checked in
    the tests), in time linear in blockers plus attackers when blockers look alike: of the
    blocker, ``pair_problems`` reads only its controller, card, abilities (keywords and
    parameters) and power, so blockers equal in all of these block the same attackers, and
    each such kind is judged against the attackers once."""
    combat = state.combat
    attackers = list(combat.attackers) if combat is not None else []
    kinds: dict[tuple[object, ...], list[str]] = {}
    out: dict[str, list[str]] = {}
    for b in blockers:
        perm = state.permanents[b]
        kind = (perm.controller, perm.card, state.keywords(b), state.params(b), state.power(b),
                perm.token)
        can = kinds.get(kind)
        if can is None:
            can = kinds[kind] = [a for a in attackers if not pair_problems(state, b, a)]
        if can:
            out[b] = list(can)
    return out


def attack_structure_problems(state: GameState, decl: AttackDeclaration) -> list[Violation]:
    """Each attacker's own problems: declared twice (508.1b), unable to attack, or attacking
    what it can't; the restrictions between creatures are judged by the ``Judge``."""
    violations: list[Violation] = []
    seen: set[str] = set()
    targets = attack_targets(state)
    for attacker, target in decl.attacks:
        if attacker in seen:
            violations.append(Violation(attacker, "508.1b", "is declared as an attacker more "
                                        "than once; a creature attacks one player or "
                                        "planeswalker"))
            continue
        seen.add(attacker)
        problems = attack_problems(state, attacker)
        violations += problems
        if not problems or target not in targets:
            violations += target_problems(state, attacker, target, targets)
    return violations


def block_structure_problems(state: GameState, decl: BlockDeclaration) -> list[Violation]:
    """Each blocker's own problems: declared twice, unable to block, blocking no attacker or
    more than it can (509.1a), or an attacker it can't block; the restrictions between
    creatures are judged by the ``Judge``."""
    violations: list[Violation] = []
    seen: set[str] = set()
    for blocker, attackers in decl.blocks:
        if blocker in seen:
            violations.append(Violation(blocker, "509.1a", "is declared as a blocker more than "
                                        "once; list every attacker it blocks in one entry"))
            continue
        seen.add(blocker)
        problems = blocker_problems(state, blocker)
        violations += problems
        if problems:
            continue
        cap = block_capacity(state, blocker)
        if not attackers or len(attackers) > cap or len(set(attackers)) != len(attackers):
            violations.append(Violation(
                blocker, "509.1a", f"blocks {len(attackers)} creatures; it can block "
                f"{'exactly one' if cap == 1 else f'from 1 to {cap}'} attacking "
                f"creature{'s' if cap > 1 else ''}, each once"))
        for attacker in attackers:
            violations += pair_problems(state, blocker, attacker)
    return violations


_QUICK_ATTACK_OUT = int(Kw.DEFENDER | Kw.CANT_ATTACK | Kw.CANT_ATTACK_ALONE | Kw.ATTACKS_ALONE)


_QUICK_BLOCK_OUT = int(Kw.CANT_BLOCK | Kw.CANT_BLOCK_ALONE | Kw.BLOCK_ANY | Kw.BLOCK_ADDITIONAL)


_HASTE = int(Kw.HASTE)


#: an attacker's abilities that restrict how many creatures block it (509.1b, 702.111b)
_BLOCK_COUNT_KW = int(Kw.EXCEPT_BY_THREE | Kw.EXCEPT_BY_TWO | Kw.MENACE | Kw.ONE_BLOCKER)


_PAIR_KW = int(Kw.UNBLOCKABLE | Kw.FLYING | Kw.HORSEMANSHIP | Kw.SHADOW | Kw.FEAR
               | Kw.INTIMIDATE | Kw.SKULK | Kw.BLOCKS_ONLY_FLYERS)


def quick_attacks_legal(state: GameState, decl: AttackDeclaration) -> bool:
    """True when ``decl`` is legal by the per-creature rules alone, on a board where nothing
    else can apply: no static abilities (so no "creatures can't attack you", attack tax or
    "no more than N creatures can attack", CR 508.1c, 508.1g) and no requirement
    (``may_require`` false, 508.1d) — the caller checks both. Each attacker is declared once,
    is an untapped creature on the battlefield controlled by the active player (508.1a),
    without summoning sickness unless it has haste (302.6), without defender or "can't
    attack" (702.3b, 508.1c), without a restriction between creatures ("can't attack alone",
    "can only attack alone", 508.1c) or a parameterised ability, and attacks an opponent or a
    planeswalker an opponent controls (508.1b). False means "not shown legal here": the full
    judge (``Judge.verdict``) decides, and explains."""
    permanents, players, active = state.permanents, state.players, state.active
    order = state.turn_order
    seen: set[str] = set()
    for attacker, target in decl.attacks:
        if attacker in seen:
            return False
        seen.add(attacker)
        perm = permanents.get(attacker)
        if perm is None or perm.zone is not Zone.BATTLEFIELD or not perm.card.is_creature \
                or perm.tapped or perm.controller != active:
            return False
        kw = state.keywords(attacker)
        if kw & _QUICK_ATTACK_OUT or perm.sick and not kw & _HASTE or state.params(attacker):
            return False
        walker = None if target in players else permanents.get(target)
        if walker is not None:
            if walker.zone is not Zone.BATTLEFIELD or not walker.card.is_planeswalker:
                return False
            target = walker.controller
        if target == active or target not in order or players[target].lost:
            return False
    return True


def quick_blocks_legal(state: GameState, decl: BlockDeclaration) -> bool:
    """True when ``decl`` is legal by the per-creature and per-pair rules alone, on a board
    without static abilities or requirements (the caller checks both, as for
    ``quick_attacks_legal``): each blocker is declared once, is an untapped creature on the
    battlefield (509.1a) without "can't block", "can't block alone" or a parameterised ability
    (509.1b), can block one creature (no "can block additional creatures", 509.1a) and blocks
    exactly one attacking creature attacking its controller or a planeswalker they control
    (509.1a), which it may block despite evasion (``evasion_problems``: flying, shadow, fear,
    ..., 509.1b) and which has no parameterised ability; and each attacker limited in how many
    creatures may block it (menace, "except by three or more", "by more than one", 509.1b,
    702.111b) is blocked by none or by a number it allows. False means "not shown legal
    here": the full judge decides, and explains."""
    combat = state.combat
    if combat is None:
        return not decl.blocks
    permanents, attacking = state.permanents, combat.attackers
    seen: set[str] = set()
    for blocker, attackers in decl.blocks:
        if blocker in seen or len(attackers) != 1:
            return False
        seen.add(blocker)
        perm = permanents.get(blocker)
        if perm is None or perm.zone is not Zone.BATTLEFIELD or not perm.card.is_creature \
                or perm.tapped:
            return False
        bkw = state.keywords(blocker)
        attacker = attackers[0]
        if bkw & _QUICK_BLOCK_OUT or attacker not in attacking or state.params(blocker) \
                or state.params(attacker) \
                or defending_player(state, attacker) != perm.controller:
            return False
        if (bkw | state.keywords(attacker)) & _PAIR_KW \
                and evasion_problems(state, blocker, attacker):
            return False
    for attacker in attacking:
        kw = state.keywords(attacker)
        if kw & _BLOCK_COUNT_KW:
            n = sum(1 for _, a in decl.blocks if attacker in a)
            low = 3 if kw & int(Kw.EXCEPT_BY_THREE) else \
                2 if kw & int(Kw.MENACE | Kw.EXCEPT_BY_TWO) else 1
            high = 1 if kw & int(Kw.ONE_BLOCKER) else n
            if n and not low <= n <= high:
                return False
    return True
