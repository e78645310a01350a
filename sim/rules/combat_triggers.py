"""When the combat and player trigger conditions of ``sim.text.combat_trigger_rules`` trigger
(CR 603.2), read from the event stream as ``sim.rules.triggers`` reads the others
(``combat_matches``: once per event, yielding what "that creature" / "that player" names):

* a batch of attackers (508.1: the attackers are declared at once, one event — 603.2c: the
  ability triggers once however many attack): "whenever you attack with N or more <kinds>",
  "whenever one or more <kinds> you control attack" (creatures its controller declared as
  attackers; those put onto the battlefield attacking were never declared, 508.4), "whenever
  one or more <kinds> attack" (any player's);
* a batch of combat damage (510.2: a step's combat damage is dealt at once): "whenever one
  or more <kinds> you control deal combat damage to a player", once per player dealt combat
  damage (more than 0, 120.1) by one of them, "that player" that player;
* "whenever a <kind> [you control] becomes blocked" (509.1h, 509.3c): once per attacking
  creature blocked as blockers are declared, "it" that creature;
* "whenever ~ | equipped creature deals combat damage to a player or battle" (510.1): once
  per player or battle dealt combat damage;
* expend N: the payment that made the mana its controller spent to cast spells this turn
  reach N (``Player.spell_mana_this_turn``, ``CostPaid.spell_mana``; 601.2g-h) — once a turn.

A source that left the battlefield in the same batch still saw what happened before it left
(603.2, 603.10a: a creature dealing combat damage, then dying of the damage dealt to it): the
events before its leaving are read, as it last existed.
"""

from __future__ import annotations

from collections.abc import Iterator

from sim.model.events import (
    AttackerDeclared,
    BlockerDeclared,
    CostPaid,
    DamageDealt,
    Event,
)
from sim.model.objects import Permanent
from sim.model.programs import Triggered
from sim.model.state import GameState
from sim.model.that_player_refs import names_that_player
from sim.rules.combat_kinds import dealer_fits, more_combat_matches
from sim.rules.event_triggers import fits, seen_before_leaving
from sim.text.combat_trigger_rules import (
    ANY_ATTACK,
    ATTACK_WITH,
    ATTACK_YOU,
    EQUIPPED_PLAYER_OR_BATTLE,
    EXPEND,
    KIND_ATTACKS_OPPONENT,
    KIND_BLOCKED,
    KIND_DAMAGES_ENCHANTED,
    KIND_DAMAGES_OPPONENT,
    KIND_DAMAGES_PLAYER,
    OPPONENT_NONCOMBAT,
    SELF_PLAYER_OR_BATTLE,
    YOURS_DAMAGE_PLAYER,
)


def combat_matches(state: GameState, perm: Permanent, ability: Triggered, batch: list[Event]
                   ) -> Iterator[str | None]:
    """Once per event of ``batch`` ``perm``'s ``ability`` triggers on (CR 603.2)."""
    seen = seen_before_leaving(state, perm, batch)
    if seen is None:
        return
    perm, batch = seen
    subject = ability.subject
    kind, _, n = subject.partition("|")
    if kind == EXPEND:
        yield from _expend(perm, int(n), batch)
    elif kind == ATTACK_WITH or subject in (ANY_ATTACK, ATTACK_YOU):
        yield from _attack_batch(state, perm, ability, int(n or 1), batch)
    elif subject == KIND_ATTACKS_OPPONENT:
        yield from _attacks_opponent(state, perm, ability, batch)
    elif subject == YOURS_DAMAGE_PLAYER:
        yield from _damage_batch(state, perm, ability, batch)
    elif subject == KIND_BLOCKED:
        yield from _blocked(state, perm, ability, batch)
    elif subject in KIND_DAMAGES:
        yield from (that for that, _ in _kind_damages_player(state, perm, ability, batch))
    elif subject == OPPONENT_NONCOMBAT:  # 120.1: each event of damage to an opponent
        yield from (e.target for e in batch if isinstance(e, DamageDealt) and not e.combat
                    and e.amount > 0 and e.target in state.players
                    and e.target != perm.controller)
    elif subject in (SELF_PLAYER_OR_BATTLE, EQUIPPED_PLAYER_OR_BATTLE):
        yield from _player_or_battle(state, perm, subject, batch)
    else:
        yield from more_combat_matches(state, perm, ability, batch)



#: "whenever a <kind> [you control] deals combat damage to a player | an opponent | enchanted
#: player": once per creature per player it damaged, each with the damage it dealt
KIND_DAMAGES = frozenset((KIND_DAMAGES_PLAYER, KIND_DAMAGES_OPPONENT, KIND_DAMAGES_ENCHANTED))


def kind_damage_amounts(state: GameState, perm: Permanent, ability: Triggered,
                        batch: list[Event]) -> Iterator[tuple[str | None, int]]:
    """``combat_matches`` of a ``KIND_DAMAGES`` trigger, each with the combat damage that
    creature dealt that player (CR 510.2: a step's combat damage from one creature to one
    player is one event), the amount "that much" / "that many" of its effect is (603.2,
    608.2h)."""
    seen = seen_before_leaving(state, perm, batch)
    if seen is not None:
        yield from _kind_damages_player(state, seen[0], ability, seen[1])


def _expend(perm: Permanent, n: int, batch: list[Event]) -> Iterator[str | None]:
    """"Whenever you expend N": a payment of its controller's for a spell took the mana they
    spent to cast spells this turn from less than N to N or more (once: it only grows)."""
    for e in batch:
        if isinstance(e, CostPaid) and e.player == perm.controller and \
                e.spell_mana[0] < n <= e.spell_mana[1]:
            yield None


def _attack_batch(state: GameState, perm: Permanent, ability: Triggered, n: int,
                  batch: list[Event]) -> Iterator[str | None]:
    """N or more creatures of ``Triggered.about``'s kind declared as attackers in one
    declaration (508.1; "you control": its controller's)."""
    about = ability.about
    assert about is not None
    count = 0
    for e in batch:
        if isinstance(e, AttackerDeclared) and (
                ability.subject != ATTACK_YOU or e.target == perm.controller):
            attacker = state.permanents.get(e.attacker)
            if attacker is not None and fits(state, about, perm, attacker):
                count += 1
    if count >= n:
        yield None


def _damage_batch(state: GameState, perm: Permanent, ability: Triggered, batch: list[Event]
                  ) -> Iterator[str | None]:
    """Each player dealt combat damage by one or more creatures of the kind its controller
    controls (510.2), once: "that player"."""
    about = ability.about
    assert about is not None
    players: list[str] = []
    for e in batch:
        if not isinstance(e, DamageDealt) or not e.combat or e.amount <= 0 or \
                e.target not in state.players or e.target in players:
            continue
        if dealer_fits(state, about, perm, e.source):  # (as it last existed, 603.10a)
            players.append(e.target)
    yield from players


def _kind_damages_player(state: GameState, perm: Permanent, ability: Triggered,
                         batch: list[Event]) -> Iterator[tuple[str | None, int]]:
    """Each creature of the kind dealing combat damage to a player (510.2) — an opponent, or
    the player the Aura enchants (303.4) for those conditions — once per player it damaged:
    "it" / "that creature" the creature (as it last existed if it died since), or "that
    player" that player when the effect names them (and no creature of the trigger:
    ``sim.text.trigger_referents``, CR 603.2)."""
    about = ability.about
    assert about is not None
    player = names_that_player(ability.program)
    for e in batch:
        if isinstance(e, DamageDealt) and e.combat and e.amount > 0 and \
                e.target in state.players and dealer_fits(state, about, perm, e.source) and (
                    ability.subject == KIND_DAMAGES_PLAYER or
                    ability.subject == KIND_DAMAGES_ENCHANTED and e.target == perm.attached_to
                    or ability.subject == KIND_DAMAGES_OPPONENT and e.target != perm.controller):
            yield e.target if player else e.source, e.amount


def _attacks_opponent(state: GameState, perm: Permanent, ability: Triggered,
                      batch: list[Event]) -> Iterator[str | None]:
    """Each creature of the kind declared attacking an opponent of its controller (508.1;
    a player, not a planeswalker): "it", or "that player" the opponent it attacks when the
    effect names them (``sim.text.trigger_referents``, CR 603.2)."""
    about = ability.about
    assert about is not None
    player = names_that_player(ability.program)
    for e in batch:
        if isinstance(e, AttackerDeclared) and e.target in state.players and \
                e.target != perm.controller:
            attacker = state.permanents.get(e.attacker)
            if attacker is not None and fits(state, about, perm, attacker):
                yield e.target if player else e.attacker


def _blocked(state: GameState, perm: Permanent, ability: Triggered, batch: list[Event]
             ) -> Iterator[str | None]:
    """Each attacking creature of the kind that became blocked, once however many creatures
    block it (509.3c): "it"."""
    about = ability.about
    assert about is not None
    seen: list[str] = []
    for e in batch:
        if isinstance(e, BlockerDeclared) and e.attacker not in seen:
            seen.append(e.attacker)
            attacker = state.permanents.get(e.attacker)
            if attacker is not None and fits(state, about, perm, attacker):
                yield e.attacker


def _player_or_battle(state: GameState, perm: Permanent, subject: str, batch: list[Event]
                      ) -> Iterator[str | None]:
    """~ (or the equipped creature) dealing combat damage to a player or a battle (310.1):
    once per one dealt damage; "that player" the player, "it" ~ (or the equipped
    creature)."""
    it = perm.id if subject == SELF_PLAYER_OR_BATTLE else perm.attached_to
    if it is None:
        return
    for e in batch:
        if isinstance(e, DamageDealt) and e.source == it and e.combat and e.amount > 0:
            hit = state.permanents.get(e.target)
            if e.target in state.players or hit is not None and "Battle" in hit.card.types:
                yield None if subject == SELF_PLAYER_OR_BATTLE else it
