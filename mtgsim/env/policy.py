"""A linear softmax policy over the environments' observations, and the trained one as an
``mtgsim`` policy (``--policy mtgsim.env.policy:TrainedPolicy``).

``features(obs, mask)`` turns one observation (``mtgsim.env.encoding``) into a feature row per
allowed action index: which kind of index it is under which kind of decision, and, read off
the observation, what matters to that choice — for an attack, the creature's power and
toughness against the untapped creatures that could block it (would a blocker kill it,
survive it, is the opponent near dead, could the opponent strike back); for a block, whether
the blocker kills the attacker and whether it dies (first strike and deathtouch counted),
and how much damage is coming; a hand card's type and mana value; a target's
characteristics; a hand's land count for a mulligan. ``LinearPolicy`` scores each allowed
index by ``features @ weights`` and draws from the softmax (or takes the best).

``TrainedPolicy(rng)`` plays any decision of the engine with a ``LinearPolicy`` whose weights
come from an ``.npz`` file (``examples/selfplay.py`` writes one): the path given, else
``$MTGSIM_SELFPLAY_WEIGHTS``, else ``selfplay.npz`` in the working directory. Declarations are
built one creature at a time as in the environments; the kinds the environments leave to the
default policy go to it. It reads only what the observation shows.
"""

from __future__ import annotations

import os
from collections.abc import Sequence
from pathlib import Path

import numpy as np

from mtgsim.env import encoding as enc
from mtgsim.env.factored import AUTO, Choice, Declaration
from sim.engine.agents import DefaultAgent
from sim.legality.legal_actions import DeclarationActions
from sim.model.actions import Action
from sim.model.decisions import Decision, DecisionKind, LegalActions
from sim.model.errors import MtgsimError
from sim.model.keywords import Kw
from sim.model.objects import Step
from sim.model.state import GameState
from sim.rules.fight import Fighter
from sim.rules.fight import fight as rules_fight

CF = enc.CREATURE_FEATURES
#: one creature's observation row (a numpy row or a list)
Row = Sequence[float] | np.ndarray
_KW = {kw: k for k, kw in enumerate(enc.KEYWORDS)}
FLYING, REACH, FIRST, DOUBLE, DEATHTOUCH, TRAMPLE, LIFELINK, VIGILANCE, MENACE, \
    INDESTRUCTIBLE, CANT_BLOCK = (enc.C_KEYWORDS + _KW[k] for k in (
        Kw.FLYING, Kw.REACH, Kw.FIRST_STRIKE, Kw.DOUBLE_STRIKE, Kw.DEATHTOUCH, Kw.TRAMPLE,
        Kw.LIFELINK, Kw.VIGILANCE, Kw.MENACE, Kw.INDESTRUCTIBLE, Kw.CANT_BLOCK))

N_TYPES = 8
N_GROUPS = len(enc.KIND_GROUPS) + 1
ATTACK_AT = N_TYPES * N_GROUPS
ATTACK_FEATURES = 19
BLOCK_AT = ATTACK_AT + ATTACK_FEATURES
BLOCK_FEATURES = 14
NO_BLOCK_AT = BLOCK_AT + BLOCK_FEATURES
NO_BLOCK_FEATURES = 3
CAST_AT = NO_BLOCK_AT + NO_BLOCK_FEATURES
CAST_FEATURES = enc.HAND_FEATURES + 3
CARD_AT = CAST_AT + CAST_FEATURES
MULLIGAN_AT = CARD_AT + enc.HAND_FEATURES
MULLIGAN_FEATURES = 4
TARGET_AT = MULLIGAN_AT + MULLIGAN_FEATURES
N_FEATURES = TARGET_AT + 2 * CF

_GROUP_ATTACK = enc.KIND_GROUPS.index(DecisionKind.DECLARE_ATTACKERS)
_GROUP_BLOCK = enc.KIND_GROUPS.index(DecisionKind.DECLARE_BLOCKERS)
_GROUP_PRIORITY = enc.KIND_GROUPS.index(DecisionKind.PRIORITY)
_GROUP_TARGET = enc.KIND_GROUPS.index(DecisionKind.CHOOSE_TARGET)
_GROUP_MULLIGAN = enc.KIND_GROUPS.index(DecisionKind.MULLIGAN)
_MAIN = (enc.G_STEP + enc.STEPS.index(Step.PRECOMBAT_MAIN),
         enc.G_STEP + enc.STEPS.index(Step.POSTCOMBAT_MAIN))


def action_type(a: int) -> int:
    """0 NO, 1 YES, 2 my creature, 3 theirs, 4 me, 5 the opponent, 6 hand, 7 generic."""
    if a == enc.NO:
        return 0
    if a == enc.YES:
        return 1
    if a < enc.OPP:
        return 2
    if a < enc.ME:
        return 3
    if a == enc.ME:
        return 4
    if a == enc.OPPONENT:
        return 5
    return 6 if a < enc.GENERIC else 7


def _creatures(obs: np.ndarray) -> np.ndarray:
    return obs[enc.CREATURES_AT:enc.PAIRS_AT].reshape(2 * enc.K, CF)


def fight(x: Row, y: Row) -> tuple[bool, bool]:
    """(``x`` destroys ``y``, ``y`` destroys ``x``) when the two creatures (observation rows)
    deal each other combat damage and nothing else happens: the one-on-one fight of
    ``sim.rules.fight`` (first and double strike, deathtouch, indestructible), read from the
    rows' power, toughness and damage (scaled by 1/5 in the observation)."""
    fought = rules_fight(_fighter(x), _fighter(y))
    return fought.b_dies, fought.a_dies


def _fighter(row: Row) -> Fighter:
    """An observation row's creature as a ``Fighter``."""
    keywords = (int(Kw.FIRST_STRIKE) if row[FIRST] else 0) \
        | (int(Kw.DOUBLE_STRIKE) if row[DOUBLE] else 0) \
        | (int(Kw.DEATHTOUCH) if row[DEATHTOUCH] else 0) \
        | (int(Kw.INDESTRUCTIBLE) if row[INDESTRUCTIBLE] else 0)
    return Fighter(int(round(float(row[enc.C_POWER]) * 5)),
                   int(round(float(row[enc.C_TOUGHNESS] - row[enc.C_DAMAGE]) * 5)), keywords)


def _can_block(blocker: Row, attacker: Row) -> bool:
    if not blocker[enc.C_PRESENT] or blocker[enc.C_TAPPED] or blocker[CANT_BLOCK]:
        return False
    return not attacker[FLYING] or bool(blocker[FLYING] or blocker[REACH])


def features(obs: np.ndarray, mask: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """The allowed indices and their feature rows (``len(allowed) x N_FEATURES``)."""
    allowed = np.flatnonzero(mask)
    out = np.zeros((len(allowed), N_FEATURES), dtype=np.float64)
    kinds = obs[enc.G_KIND:enc.G_KIND + N_GROUPS]
    group = int(np.argmax(kinds)) if kinds.any() else N_GROUPS - 1
    creatures: list[list[float]] = _creatures(obs).tolist()
    mine, theirs = creatures[:enc.K], creatures[enc.K:]
    asked = next((c for c in mine if c[enc.C_ASKED]), None)
    my_life = max(float(obs[enc.G_LIFE]) * 20, 1.0)
    opp_life = max(float(obs[enc.G_OPP_LIFE]) * 20, 1.0)
    for row, a in enumerate(allowed.tolist()):
        f = out[row]
        f[action_type(a) * N_GROUPS + group] = 1.0
        if group == _GROUP_ATTACK and a == enc.OPPONENT and asked is not None:
            f[ATTACK_AT:BLOCK_AT] = _attack(asked, mine, theirs, my_life, opp_life)
        elif group == _GROUP_BLOCK and asked is not None:
            if enc.OPP <= a < enc.ME:
                j = a - enc.OPP
                blocked = bool(obs[enc.PAIRS_AT + j:enc.HAND_AT:enc.K].any())
                f[BLOCK_AT:NO_BLOCK_AT] = _block(asked, theirs[j], blocked, theirs, my_life)
            elif a == enc.NO:
                incoming = _incoming(theirs)
                f[NO_BLOCK_AT:CAST_AT] = (1.0, incoming / my_life, float(incoming >= my_life))
        elif enc.HAND <= a < enc.GENERIC:
            card = obs[enc.HAND_AT + (a - enc.HAND) * enc.HAND_FEATURES:][:enc.HAND_FEATURES]
            if group == _GROUP_PRIORITY:
                f[CAST_AT:CAST_AT + enc.HAND_FEATURES] = card
                f[CAST_AT + enc.HAND_FEATURES:CARD_AT] = (
                    obs[enc.G_ACTIVE], float(obs[_MAIN[0]] or obs[_MAIN[1]]), obs[enc.G_LANDS])
            else:
                f[CARD_AT:MULLIGAN_AT] = card
        elif group == _GROUP_MULLIGAN and a == enc.YES:
            hand = obs[enc.HAND_AT:].reshape(enc.H, enc.HAND_FEATURES)
            lands = float(hand[:, enc.HF_LAND].sum())
            size = float(hand[:, enc.HF_PRESENT].sum())
            f[MULLIGAN_AT:TARGET_AT] = (1.0, lands / 7, float(2 <= lands <= 5), size / 7)
        elif group == _GROUP_TARGET and enc.OWN <= a < enc.ME:
            slot = a - enc.OWN
            at = TARGET_AT + (CF if slot >= enc.K else 0)
            f[at:at + CF] = creatures[slot]
    return allowed, out


def _incoming(theirs: list[list[float]]) -> float:
    """The power of the opponent's attacking creatures."""
    return sum(max(t[enc.C_POWER] * 5, 0.0) for t in theirs if t[enc.C_ATTACKING])


def _power(creatures: list[list[float]]) -> float:
    return sum(max(c[enc.C_POWER] * 5, 0.0) for c in creatures if c[enc.C_PRESENT])


def _attack(c: Row, mine: list[list[float]], theirs: list[list[float]], my_life: float,
            opp_life: float) -> tuple[float, ...]:
    power = c[enc.C_POWER] * 5
    blockers = [t for t in theirs if _can_block(t, c)]
    results = [fight(c, t) for t in blockers]
    kills_me = any(they for _, they in results)
    survives = any(not me for me, _ in results)
    good_block = any(they and not me for me, they in results)
    chump_only = bool(blockers) and all(me and not they for me, they in results)
    # what it would be worth at home (tapped by attacking, CR 508.1f, unless vigilance): the
    # opposing creatures it could block, killing them and surviving
    home = 0.0 if c[VIGILANCE] else sum(
        1.0 for t in theirs if t[enc.C_PRESENT] and _can_block(c, t)
        and fight(c, t) == (True, False)) / 2
    mine_power, their_power = _power(mine), _power(theirs)
    return (1.0, power / 5, c[enc.C_TOUGHNESS], float(bool(blockers)), float(kills_me),
            float(survives), float(good_block), float(chump_only), power / opp_life,
            float(mine_power >= opp_life), their_power / my_life, c[VIGILANCE],
            float(c[FIRST] or c[DOUBLE]), c[DEATHTOUCH], c[TRAMPLE], c[LIFELINK],
            float(c[FLYING] or c[MENACE]), home, mine_power / opp_life - their_power / my_life)


def _block(b: Row, x: Row, blocked: bool, theirs: list[list[float]], my_life: float
           ) -> tuple[float, ...]:
    kills, dies = fight(b, x)
    incoming = _incoming(theirs)
    lethal = incoming >= my_life
    # a trade is as good as the attacker is worth more than the blocker
    worth = (x[enc.C_POWER] + x[enc.C_TOUGHNESS] - b[enc.C_POWER] - b[enc.C_TOUGHNESS]) / 2
    return (1.0, float(kills), float(dies), float(kills and not dies), float(kills and dies),
            float(dies and not kills), float(not kills and not dies), x[enc.C_POWER],
            (b[enc.C_POWER] + b[enc.C_TOUGHNESS]) / 2, x[enc.C_POWER] * 5 / my_life,
            float(lethal), float(blocked), worth if kills and dies else 0.0,
            float(dies and not kills and lethal))


class LinearPolicy:
    """Scores each allowed index by ``features @ weights`` (see the module docstring)."""

    def __init__(self, weights: np.ndarray | None = None) -> None:
        self.weights = np.zeros(N_FEATURES) if weights is None else \
            np.asarray(weights, dtype=np.float64)
        if self.weights.shape != (N_FEATURES,):
            raise MtgsimError(f"policy weights: expected {N_FEATURES} numbers, got shape "
                              f"{self.weights.shape}")

    def probabilities(self, obs: np.ndarray, mask: np.ndarray
                      ) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
        """The allowed indices, their feature rows and the softmax probabilities."""
        allowed, phi = features(obs, mask)
        logits = phi @ self.weights
        logits -= logits.max()
        p = np.exp(logits)
        return allowed, phi, p / p.sum()

    def choose(self, obs: np.ndarray, mask: np.ndarray, rng: np.random.Generator | None
               ) -> int:
        """An allowed index: drawn from the softmax with ``rng``, the best without."""
        allowed, _, p = self.probabilities(obs, mask)
        if rng is None:
            return int(allowed[int(np.argmax(p))])
        return int(allowed[int(rng.choice(len(allowed), p=p))])

    def save(self, path: str | Path) -> None:
        """Write the weights to ``path`` (``.npz``)."""
        np.savez(path, weights=self.weights, n_features=N_FEATURES)

    @classmethod
    def load(cls, path: str | Path) -> LinearPolicy:
        """The policy whose weights ``save`` wrote to ``path``."""
        try:
            with np.load(path) as data:
                return cls(data["weights"])
        except (OSError, KeyError, ValueError) as err:
            raise MtgsimError(f"policy weights {str(path)!r}: {err}; train some with "
                              "`python examples/selfplay.py`") from None


WEIGHTS_VARIABLE = "MTGSIM_SELFPLAY_WEIGHTS"


class TrainedPolicy:
    """An ``mtgsim`` agent playing a ``LinearPolicy`` (see the module docstring); greedy
    unless ``sample`` (then it draws with ``rng``)."""

    def __init__(self, rng: np.random.Generator | None = None,
                 weights: str | Path | LinearPolicy | None = None, sample: bool = False,
                 turn_scale: float = 20.0) -> None:
        if isinstance(weights, LinearPolicy):
            self.policy = weights
        else:
            path = weights or os.environ.get(WEIGHTS_VARIABLE) or "selfplay.npz"
            self.policy = LinearPolicy.load(path)
        self.rng = rng if sample else None
        self.turn_scale = turn_scale
        self.default = DefaultAgent()

    def act(self, state: GameState, decision: Decision, legal: LegalActions) -> Action:
        """The policy's action (the default policy's for the kinds in ``AUTO``)."""
        if decision.kind in AUTO:
            return self.default.act(state, decision, legal)
        player = decision.player
        slots = enc.Slots(state, player)
        if isinstance(legal, DeclarationActions):
            declaration = Declaration(state, decision, legal, slots)
            while not declaration.done:
                mask = declaration.mask()
                if not mask.any():
                    return self.default.act(state, decision, legal)
                obs = enc.observe(state, player, slots, kind=decision.kind,
                                  asked=declaration.asked, chosen=declaration.chosen,
                                  turn_scale=self.turn_scale)
                declaration.choose(self.policy.choose(obs, mask, self.rng))
            return declaration.action()
        choice = Choice(legal, slots)
        obs = enc.observe(state, player, slots, kind=decision.kind,
                          turn_scale=self.turn_scale)
        return choice.table[self.policy.choose(obs, choice.mask(), self.rng)]


__all__ = ["LinearPolicy", "TrainedPolicy", "features", "fight", "N_FEATURES",
           "WEIGHTS_VARIABLE"]
