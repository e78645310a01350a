"""Restricted mana in a pool (CR 106.6: "Some spells or abilities that produce mana restrict
how that mana can be spent"; 106.4: mana a payment doesn't use stays in the pool until the
step ends, 500.4). A mana ability whose mana may be spent only on some costs
(``MANA_SPEND_ONLY``, ``sim.model.spend_limits``) is tapped by a payment it may pay for
(``sim.rules.costs.limited_sources``); when it makes more than the payment takes ("{T}: Add
{C}{C}{C}. Spend this mana only to cast artifact spells" for a two-mana artifact), what is
left stays in the pool with its restriction (``Player.limited_mana``), spendable only on what
the restriction allows (``usable``) until the pool empties (``sim.rules.turn``).

Which mana of the pool a payment spends is the engine's choice (as ``sim.rules.costs`` says):
restricted mana first, kind by kind (mana of a kind is interchangeable, and the restricted
mana could pay for less afterwards than the unrestricted)."""

from __future__ import annotations

from sim.model.abilities import MANA_SPEND_ONLY
from sim.model.card import CardDef
from sim.model.granted_mana import granted_mana
from sim.model.mana import Mana
from sim.model.objects import Zone
from sim.model.spend_limits import allows, free, spend_parts
from sim.model.stack_objects import SPELL, TRIGGER
from sim.model.state import GameState

#: restricted mana of a pool: its restriction, the quality chosen as its source entered, the
#: mana (``Player.limited_mana``)
Limited = tuple[str, str, Mana]


def paying_for(state: GameState, player: str) -> tuple[CardDef | None, bool]:
    """The spell ``player`` is casting (CR 601.2: ``state.casting``), or the source of the
    ability they are activating (602.2) and True; None if neither."""
    casting = state.casting
    if casting is None or casting.item.kind == TRIGGER or casting.item.controller != player:
        return None, False
    return state.permanents[casting.item.source].card, casting.item.kind != SPELL


def _allowed(value: str, chosen: str, spell: CardDef | None, ability: bool) -> bool:
    """Whether mana restricted by ``value`` may pay for ``spell`` (or an ability of its,
    ``ability``), or, with no spell, for a cost neither a spell's nor an ability's (106.6)."""
    return free(value) if spell is None else allows(value, spell, chosen, ability)


def _plus(a: Mana, b: Mana) -> Mana:
    return Mana(a.W + b.W, a.U + b.U, a.B + b.B, a.R + b.R, a.G + b.G, a.C + b.C)


def usable(state: GameState, player: str, spell: CardDef | None = None,
           ability: bool = False) -> Mana:
    """The mana of ``player``'s pool a payment for ``spell`` (or an ability of its,
    ``ability``; None: the spell or ability they are casting or activating, ``paying_for``)
    may spend: the unrestricted mana and the restricted mana allowed for it (CR 106.6)."""
    p = state.players[player]
    if not p.limited_mana:
        return p.mana  # (the usual case)
    if spell is None:
        spell, ability = paying_for(state, player)
    have = p.mana
    for value, chosen, mana in p.limited_mana:
        if _allowed(value, chosen, spell, ability):
            have = _plus(have, mana)
    return have


def _restricted(state: GameState, sid: str, made: Mana, spell: CardDef | None,
                ability: bool) -> Limited | None:
    """The restricted mana of ``made``, what the source ``sid`` made for a payment: an
    alternative of one of its ``MANA_SPEND_ONLY`` abilities allowed for the payment — unless
    an ability of it making mana freely makes that (the player activates that one)."""
    perm = state.permanents[sid]
    card = perm.card
    if not card.statics or perm.zone is not Zone.BATTLEFIELD:
        return None
    key = (made.W, made.U, made.B, made.R, made.G, made.C)
    if key in card.mana_counts or key in granted_mana(state).get(sid, ()):
        return None
    for static in card.statics:
        if static.rule != MANA_SPEND_ONLY:
            continue
        value = next(v for k, v in static.params if k == MANA_SPEND_ONLY)
        if not _allowed(value, perm.chosen, spell, ability):
            continue
        for way in spend_parts(value)[2]:
            if all(way[k] <= key[k] for k in range(6)):
                return value, perm.chosen, Mana(*way)
    return None


def after_payment(state: GameState, player: str, left: Mana,
                  tapped: list[tuple[str, Mana, int]], spell: CardDef | None,
                  ability: bool) -> Mana:
    """The unrestricted mana of ``left``, what a payment leaves of the mana it could spend
    (the pool's ``usable`` and what the ``tapped`` sources made); the restricted mana left is
    kept in ``Player.limited_mana`` (CR 106.4, 106.6), restricted mana spent first."""
    p = state.players[player]
    if not p.limited_mana and not state.statics_present():
        return left  # (the usual case: no restricted mana anywhere)
    if spell is None:
        spell, ability = paying_for(state, player)
    spendable: list[Limited] = []
    kept: list[Limited] = []
    for entry in p.limited_mana:
        (spendable if _allowed(entry[0], entry[1], spell, ability) else kept).append(entry)
    before = usable(state, player, spell, ability)
    for sid, made, _ in tapped:
        before = _plus(before, made)
        found = _restricted(state, sid, made, spell, ability)
        if found is not None:
            spendable.append(found)
    if not spendable:
        return left
    spent = [before.W - left.W, before.U - left.U, before.B - left.B, before.R - left.R,
             before.G - left.G, before.C - left.C]
    remaining: list[Limited] = []
    restricted = [0] * 6
    for value, chosen, mana in spendable:
        counts = [mana.W, mana.U, mana.B, mana.R, mana.G, mana.C]
        for k in range(6):
            used = min(counts[k], spent[k])
            counts[k] -= used
            spent[k] -= used
            restricted[k] += counts[k]
        if sum(counts):
            remaining.append((value, chosen, Mana(*counts)))
    p.limited_mana = (*kept, *remaining)
    return Mana(left.W - restricted[0], left.U - restricted[1], left.B - restricted[2],
                left.R - restricted[3], left.G - restricted[4], left.C - restricted[5])


def limited_bound(state: GameState, player: str) -> int:
    """At most how much mana ``player``'s restricted mana abilities (``MANA_SPEND_ONLY``)
    make now — the most one activation of each permanent's makes — and the restricted mana
    in their pool: a bound for a quick check (CR 106.6)."""
    most = sum(m.total for _, _, m in state.players[player].limited_mana)
    if not state.statics_present():
        return most
    best: dict[str, int] = {}
    for p, static in state.statics():
        if static.rule != MANA_SPEND_ONLY or p.controller != player:
            continue
        value = next(v for k, v in static.params if k == MANA_SPEND_ONLY)
        made = max(sum(way) for way in spend_parts(value)[2])
        best[p.id] = max(best.get(p.id, 0), made)
    return most + sum(best.values())
