"""Fixed-size observations and the fixed action space of the self-play environments.

Everything here reads a ``GameState`` from one player's point of view and never looks at
what that player may not see: the opponent's hand is counted, never read, and no library's
order is read (only its size). Nothing here imports PettingZoo or Gymnasium.

**Slots.** Each side's creatures on the battlefield fill ``K`` creature slots, in the order
the state lists its objects (the order they entered); the acting player's hand fills ``H``
hand slots the same way. Creatures or cards past those limits are not seen and can't be
named by an action (the declaration they take part in is then answered by the default
policy, ``mtgsim.env.factored``).

**Actions** are one ``Discrete(N_ACTIONS)`` space whose indices mean, per decision:

=================  ===========================================================================
index              meaning
=================  ===========================================================================
``NO`` (0)         pass priority; "this creature doesn't attack / block" (or, for a creature
                   that may block several attackers, "no more"); ``no``; ``target none``
``YES`` (1)        ``yes`` (keep a hand, a "you may", pay ward)
``OWN + i``        my creature slot ``i`` (a target, a permanent to sacrifice ...)
``OPP + j``        the opponent's creature slot ``j``: the attacker a blocker blocks, a target
``ME``             myself as a target
``OPPONENT``       the opponent: the player a creature attacks, a target
``HAND + h``       my hand slot ``h``: cast it, play it (a land), discard it, put it on the
                   bottom
``GENERIC + g``    everything else, in the engine's order of legal actions: activated
                   abilities, modes, X, planeswalkers or battles attacked, trigger orders ...
=================  ===========================================================================

**Observation** (``float32``, ``OBS_SIZE`` long; offsets named below): a global block (life
and poison of both players, the turn, who is active, hand and library sizes, the step and the
kind of decision, one-hot), then ``2 * K`` creature slots (mine first) of ``CREATURE_FEATURES``
each (present, power, toughness, damage, tapped, summoning sick, keyword bits, attacking,
blocking, blocked, being decided now, attack or block chosen so far in the declaration being
built), then a ``K x K`` block matrix (my slot ``i`` and the opponent's slot ``j`` are blocker
and attacker, in either direction, declared or chosen so far), then ``H`` hand slots of
``HAND_FEATURES`` (present, mana value, land, creature, instant, sorcery, other, power,
toughness, flash). Values are scaled to about ``[-1, 1]`` and clipped to ``[-LIMIT, LIMIT]``.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

import numpy as np

from sim.model.actions import Action, Answer, CastSpell, Choose, PassPriority, PlayLand
from sim.model.board import power_and_toughness
from sim.model.card import CardDef
from sim.model.decisions import DecisionKind
from sim.model.keywords import Kw
from sim.model.mana import ManaCost
from sim.model.objects import Permanent, Step, Zone
from sim.model.state import GameState

#: creature slots per side, hand slots, generic action slots
K = 8
H = 8
G = 12

NO = 0
YES = 1
OWN = 2
OPP = OWN + K
ME = OPP + K
OPPONENT = ME + 1
HAND = OPPONENT + 1
GENERIC = HAND + H
N_ACTIONS = GENERIC + G

#: the keyword bits observed for each creature
KEYWORDS: tuple[Kw, ...] = (
    Kw.FLYING, Kw.REACH, Kw.FIRST_STRIKE, Kw.DOUBLE_STRIKE, Kw.DEATHTOUCH, Kw.TRAMPLE,
    Kw.LIFELINK, Kw.VIGILANCE, Kw.MENACE, Kw.HASTE, Kw.INDESTRUCTIBLE, Kw.DEFENDER,
    Kw.UNBLOCKABLE, Kw.CANT_BLOCK)
_KW_BITS: tuple[int, ...] = tuple(int(k) for k in KEYWORDS)
_HASTE = int(Kw.HASTE)
_FLASH = int(Kw.FLASH)
STEPS: tuple[Step, ...] = tuple(Step)
_STEP_INDEX = {step: i for i, step in enumerate(STEPS)}
#: decision kinds with a one-hot of their own; every other kind is "other"
KIND_GROUPS: tuple[str, ...] = (
    DecisionKind.DECLARE_ATTACKERS, DecisionKind.DECLARE_BLOCKERS, DecisionKind.PRIORITY,
    DecisionKind.CHOOSE_TARGET, DecisionKind.MULLIGAN, DecisionKind.CHOOSE_DISCARD,
    DecisionKind.CHOOSE_BOTTOM)

# --- the observation's layout ---------------------------------------------------------------
G_LIFE, G_OPP_LIFE, G_POISON, G_OPP_POISON, G_TURN, G_ACTIVE, G_HAND, G_OPP_HAND, G_LIBRARY, \
    G_OPP_LIBRARY, G_STACK, G_LANDS, G_OPP_LANDS = range(13)
G_STEP = 13
G_KIND = G_STEP + len(STEPS)
GLOBAL_FEATURES = G_KIND + len(KIND_GROUPS) + 1

C_PRESENT, C_POWER, C_TOUGHNESS, C_DAMAGE, C_TAPPED, C_SICK = range(6)
C_KEYWORDS = 6
C_ATTACKING = C_KEYWORDS + len(KEYWORDS)
C_BLOCKING = C_ATTACKING + 1
C_BLOCKED = C_ATTACKING + 2
C_ASKED = C_ATTACKING + 3
C_CHOSEN_ATTACK = C_ATTACKING + 4
C_CHOSEN_BLOCK = C_ATTACKING + 5
CREATURE_FEATURES = C_ATTACKING + 6

HF_PRESENT, HF_MANA_VALUE, HF_LAND, HF_CREATURE, HF_INSTANT, HF_SORCERY, HF_OTHER, \
    HF_POWER, HF_TOUGHNESS, HF_FLASH = range(10)
HAND_FEATURES = 10

CREATURES_AT = GLOBAL_FEATURES
PAIRS_AT = CREATURES_AT + 2 * K * CREATURE_FEATURES
HAND_AT = PAIRS_AT + K * K
OBS_SIZE = HAND_AT + H * HAND_FEATURES
#: every feature is clipped to ``[-LIMIT, LIMIT]`` (the observation space's bounds)
LIMIT = 10.0


def mana_value(card: CardDef) -> int:
    """The card's mana value (CR 202.3; X counts as 0)."""
    return ManaCost.parse(card.cost).total() if card.cost else 0


def opponent_of(state: GameState, player: str) -> str:
    """The other player of a two-player game."""
    return next(p for p in state.turn_order if p != player)


class Slots:
    """Which object fills each slot, seen by ``player``: ``mine``/``theirs`` the creature ids
    in slot order (at most ``K`` each), ``hand`` the card ids of ``player``'s hand (at most
    ``H``), and ``index`` each of those ids' action index (``OWN + i``, ``OPP + j``, ``HAND +
    h``); also, found in the same pass, each player's hand, library and land counts."""

    __slots__ = ("player", "opponent", "mine", "theirs", "hand", "index", "hands",
                 "libraries", "lands")

    def __init__(self, state: GameState, player: str) -> None:
        self.player = player
        opponent = self.opponent = opponent_of(state, player)
        mine: list[str] = []
        theirs: list[str] = []
        hand: list[str] = []
        hands = {player: 0, opponent: 0}
        libraries = {player: len(state.players[player].library),
                     opponent: len(state.players[opponent].library)}
        lands = {player: 0, opponent: 0}
        battlefield, in_hand, library = Zone.BATTLEFIELD, Zone.HAND, Zone.LIBRARY
        for p in state.permanents.values():
            zone = p.zone
            if zone is battlefield:
                card = p.card
                if card.is_creature:
                    side = mine if p.controller == player else theirs
                    if len(side) < K:
                        side.append(p.id)
                elif "Land" in card.types:
                    lands[p.controller] = lands.get(p.controller, 0) + 1
            elif zone is in_hand:
                hands[p.owner] = hands.get(p.owner, 0) + 1
                if p.owner == player and len(hand) < H:
                    hand.append(p.id)
            elif zone is library:
                libraries[p.owner] = libraries.get(p.owner, 0) + 1
        self.mine = mine
        self.theirs = theirs
        self.hand = hand
        self.hands = hands
        self.libraries = libraries
        self.lands = lands
        index = {c: OWN + i for i, c in enumerate(mine)}
        index.update((c, OPP + j) for j, c in enumerate(theirs))
        index.update((c, HAND + h) for h, c in enumerate(hand))
        index[player] = ME
        index[opponent] = OPPONENT
        self.index = index


def natural_index(action: Action, slots: Slots) -> int | None:
    """The action index an engine action has by its meaning (see the module docstring), or
    None when it has none (it then takes a generic slot)."""
    if isinstance(action, PassPriority):
        return NO
    if isinstance(action, Answer):
        return YES if action.yes else NO
    if isinstance(action, CastSpell | PlayLand):
        return slots.index.get(action.card)
    if isinstance(action, Choose) and action.what in ("target", "discard", "bottom",
                                                      "sacrifice", "source"):
        return NO if action.value == "none" else slots.index.get(action.value)
    return None


def option_table(actions: Sequence[Action], slots: Slots) -> dict[int, Action]:
    """The action index of each engine action of a (non-declaration) decision: its natural
    index when it has one not yet taken, else the next free generic slot. Actions past the
    ``G`` generic slots can't be chosen (the first actions always can)."""
    table: dict[int, Action] = {}
    generic = GENERIC
    for action in actions:
        i = natural_index(action, slots)
        if i is None or i in table:
            if generic >= N_ACTIONS:
                continue
            i = generic
            generic += 1
        table[i] = action
    return table


def _kind_group(kind: str | None) -> int:
    if kind is None:
        return -1
    return KIND_GROUPS.index(kind) if kind in KIND_GROUPS else len(KIND_GROUPS)


def _creature(state: GameState, p: Permanent) -> list[float]:
    """One creature's slot features (before the combat and declaration flags)."""
    pid = p.id
    kw = int(state.keywords(pid))
    power, toughness = power_and_toughness(state, pid)  # once: the layers (CR 613)
    row = [1.0, power / 5.0, toughness / 5.0, p.damage / 5.0,
           float(p.tapped), float(p.sick and not kw & _HASTE)]
    row += [1.0 if kw & flag else 0.0 for flag in _KW_BITS]
    return row


_HAND_ROWS: dict[int, tuple[CardDef, np.ndarray]] = {}


def _hand_card(card: CardDef) -> np.ndarray:
    """A hand card's slot features (cached per card definition)."""
    known = _HAND_ROWS.get(id(card))
    if known is not None and known[0] is card:
        return known[1]
    types = card.types
    row = np.zeros(HAND_FEATURES, dtype=np.float32)
    row[HF_PRESENT] = 1.0
    row[HF_MANA_VALUE] = mana_value(card) / 5.0
    row[HF_LAND] = float("Land" in types)
    row[HF_CREATURE] = float(card.is_creature)
    row[HF_INSTANT] = float("Instant" in types)
    row[HF_SORCERY] = float("Sorcery" in types)
    row[HF_OTHER] = float(not types or not {"Land", "Creature", "Instant", "Sorcery"}
                          & set(types))
    row[HF_POWER] = (card.power or 0) / 5.0
    row[HF_TOUGHNESS] = (card.toughness or 0) / 5.0
    row[HF_FLASH] = float(bool(card.bits & _FLASH))
    if len(_HAND_ROWS) > 4096:
        _HAND_ROWS.clear()
    _HAND_ROWS[id(card)] = (card, row)
    return row


def observe(state: GameState, player: str, slots: Slots | None = None, *,
            kind: str | None = None, asked: str | None = None,
            chosen: Mapping[str, tuple[str, ...]] | None = None,
            turn_scale: float = 20.0) -> np.ndarray:
    """``player``'s observation of ``state`` (see the module docstring). ``kind``: the kind
    of decision being asked of ``player`` (None: none); ``asked``: the creature a factored
    declaration asks about now; ``chosen``: the moves chosen so far in that declaration
    (creature id -> the targets it attacks, or the attackers it blocks)."""
    slots = slots if slots is not None else Slots(state, player)
    opponent = slots.opponent
    out = np.zeros(OBS_SIZE, dtype=np.float32)
    me, them = state.players[player], state.players[opponent]
    out[:G_STEP] = (me.life / 20.0, them.life / 20.0, me.poison / 10.0, them.poison / 10.0,
                    state.turn / turn_scale, float(state.active == player),
                    slots.hands[player] / 7.0, slots.hands[opponent] / 7.0,
                    slots.libraries[player] / 60.0, slots.libraries[opponent] / 60.0,
                    len(state.stack) / 3.0, slots.lands[player] / 7.0,
                    slots.lands[opponent] / 7.0)
    step = _STEP_INDEX.get(state.step)
    if step is not None:
        out[G_STEP + step] = 1.0
    group = _kind_group(kind)
    if group >= 0:
        out[G_KIND + group] = 1.0
    permanents = state.permanents
    combat = state.combat
    for side, ids in ((0, slots.mine), (K, slots.theirs)):
        for i, pid in enumerate(ids):
            row = _creature(state, permanents[pid])
            if combat is not None:
                row.extend((float(pid in combat.attackers), float(pid in combat.blocks),
                            float(pid in combat.blocked)))
            start = CREATURES_AT + (side + i) * CREATURE_FEATURES
            out[start:start + len(row)] = row
    index = slots.index
    pairs: list[tuple[str, str]] = []
    if combat is not None and combat.blocks:
        pairs.extend((b, a) for b, attackers in combat.blocks.items() for a in attackers)
    if chosen:
        for c, move in chosen.items():
            at = index.get(c)
            if at is None or not move:
                continue
            i = at
            feature = C_CHOSEN_BLOCK if kind == DecisionKind.DECLARE_BLOCKERS else C_CHOSEN_ATTACK
            out[CREATURES_AT + (i - OWN) * CREATURE_FEATURES + feature] = 1.0
            if kind == DecisionKind.DECLARE_BLOCKERS:
                pairs.extend((c, a) for a in move)
    for x, y in pairs:
        ix, iy = index.get(x), index.get(y)
        if ix is None or iy is None:
            continue
        i, j = ix, iy
        if OPP <= i < ME:  # the opponent's creature blocks one of mine
            i, j = j, i
        if OWN <= i < OPP and OPP <= j < ME:
            out[PAIRS_AT + (i - OWN) * K + (j - OPP)] = 1.0
    if asked is not None and asked in index:
        out[CREATURES_AT + (index[asked] - OWN) * CREATURE_FEATURES + C_ASKED] = 1.0
    for h, cid in enumerate(slots.hand):
        start = HAND_AT + h * HAND_FEATURES
        out[start:start + HAND_FEATURES] = _hand_card(permanents[cid].card)
    np.clip(out, -LIMIT, LIMIT, out=out)
    return out


__all__ = ["K", "H", "G", "NO", "YES", "OWN", "OPP", "ME", "OPPONENT", "HAND", "GENERIC",
           "N_ACTIONS", "OBS_SIZE", "LIMIT", "Slots", "observe", "option_table",
           "natural_index", "mana_value", "opponent_of", "CREATURE_FEATURES", "CREATURES_AT",
           "PAIRS_AT", "HAND_AT", "HAND_FEATURES", "GLOBAL_FEATURES", "KEYWORDS"]
