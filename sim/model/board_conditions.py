"""Conditions about the board and the turn, one predicate each, evaluated in one place
(``holds``): the intervening "if" of a triggered ability (CR 603.4: checked as the event
happens and again as the ability resolves) and an instruction's own "if ..." inside an effect
(608.2c: checked as the spell or ability resolves). Static abilities' "as long as" conditions
(611.3a) may share them.

A ``BoardCondition`` is read from its words by ``sim.text.condition_text`` and written back
by it; the program keeps the words (``Program.condition`` "if you have no cards in hand").
The predicates:

- ``HAND``: how many cards ``who`` has in hand ("you have no cards in hand", "that player has
  two or fewer cards in hand"; 402.1);
- ``LIFE``: ``who``'s life total (119.1: "you have 5 or less life"), or (``ABOVE_START``)
  how much it is over their starting life total (103.4);
- ``COMPARE``: ``who``'s cards in hand, life or permanents of a kind (``word``: ``HAND_ZONE``,
  ``LIFE``, else ``kind``) more (``least`` 1) or fewer (0) than ``versus``'s: "an opponent
  controls more lands than you", "you have more cards in hand than each opponent", "that
  player controls more lands than each other player", "you have less life than an
  opponent" (102.2: opponents; "each": all of them, "an": any);
- ``CONTROLS``: how many permanents of a kind ``who`` controls ("you control two or more
  tapped creatures", "you control no untapped lands", "an opponent controls three or more
  creatures");
- ``GRAVEYARD``: how many cards of a card type (or any) are in your graveyard (404.1);
- ``SELF_COUNTERS``: how many counters of a kind are on ~ (122.1);
- ``SELF_IS``: ~ is tapped, untapped (110.5), attacking (506.4), equipped (301.5c), enchanted
  (303.4), a token (111.1), or of a card type (205.2);
- ``TURN``: it's your | their turn / not your | their turn (the active player, 102.1);
- ``GAINED``: you gained [N or more] life this turn (119.9; the turn's ``LifeGained`` events);
- ``NOT_ATTACKED``: ~ didn't attack this turn (508.1a: declared as an attacker);
- ``ENGAGED``: ~ attacked or blocked this combat (508.1, 509.1: declared as an attacker or a
  blocker in this combat phase, ``CombatState.engaged``; the same object, 400.7, even if it
  has left the battlefield or combat since);
- ``DIED_MINE``: a creature died under your control this turn (700.4; ``Player.died_this_turn``),
  or (``ANYONE``) N or more creatures died this turn;
- ``ATTACKED``: you [any player] attacked with a creature this turn (508.1), ``negated``: didn't;
- ``WAS_A``, ``HAD_COUNTERS``, ``POWER_WAS``: what the object that died or left was as it
  last existed on the battlefield (603.10a, 113.7a: "if it was a creature", "if it wasn't a
  Demon", "if it had counters on it", "if it had no time counters on it", "if its power was
  4 or greater"): the one the trigger is about (``that``), else the source;
- ``DIFFERENT_POWERS``: coven's "you control three or more creatures with different powers"
  (207.2c; ``least`` distinct power values among the creatures ``who`` controls, 208.1);
- ``TOTAL_POWER``: formidable's "creatures you control have total power 8 or greater" (each
  creature's actual power, a negative one too: the Dragons of Tarkir rulings);
- ``POISON``: corrupted's "an opponent has three or more poison counters" (122.1f);
- ``CAST``: ~ entered the battlefield as a spell that resolved (608.3: "if it was cast"),
  one you cast ("if you cast it", 601.2), from your hand ("if you cast it from your hand",
  ``word`` ``HAND_ZONE``);
- ``DESCENDED``: "you descended this turn" (700.11: a permanent card was put into your
  graveyard from anywhere this turn);
- ``IN_GRAVEYARD``: "~ is in your graveyard": the ability's source is a card in its owner's
  (the ability's controller's) graveyard (CR 404.1; the ability functions there, 113.6b:
  ``sim.model.may_verbs.functions_in_graveyard``);
- ``HAND_SPELLS``: "you haven't cast a spell from your hand this turn" (601.2a: cast from
  your hand);
- ``EITHER``: "<condition> or <condition>": any of ``parts`` (each one of these);
- ``STATIC``: a condition of a static ability's "as long as" (611.3a; ``word`` its
  ``Static.condition`` kind, ``kind`` its ``Static.what``, ``least`` its ``Static.count``),
  about the ability's controller and the board (``sim.text.static_if``): delirium's "there
  are four or more card types among cards in your graveyard", spell mastery's "two or more
  instant and/or sorcery cards", "you control no untapped lands", ... — one predicate for
  both (``sim.model.board.condition_holds``), as the controller's now (603.4: checked as
  the ability triggers and again as it resolves; 608.2c: as the instruction is done).
"""

from __future__ import annotations

from collections.abc import Iterable

import attrs

from sim.model.abilities import Static
from sim.model.board import condition_holds, matches
from sim.model.events import Entered, LifeGained, SpellCast, StackResolved, TurnBegan
from sim.model.filters import Filter
from sim.model.objects import Permanent, Zone
from sim.model.state import GameState
from sim.model.static_conditions import SOURCE_KINDS, defending_player

HAND = "hand"
LIFE = "life"
#: ``LIFE``'s word: the life over ``who``'s starting life total ("you have at least 7 life more
#: than your starting life total", CR 103.4, 119.1; ``GameState.starting_life``)
ABOVE_START = "above starting"
COMPARE = "compare"
CONTROLS = "controls"
GRAVEYARD = "graveyard"
SELF_COUNTERS = "self counters"
SELF_IS = "self is"
TURN = "turn"
GAINED = "gained"
NOT_ATTACKED = "not attacked"
ENGAGED = "attacked or blocked this combat"
CAST = "cast"
WAS_A = "was a"
HAD_COUNTERS = "had counters"
POWER_WAS = "power was"
DIED_MINE = "died mine"
ATTACKED = "attacked"
DIFFERENT_POWERS = "different powers"
TOTAL_POWER = "total power"
POISON = "poison"
STATIC = "static"
#: "you descended this turn" (CR 700.11: a permanent card was put into your graveyard from
#: anywhere this turn; ``Player.descended_this_turn``)
DESCENDED = "descended"
#: "you have the city's blessing" (CR 702.131c: ``Player.city_blessing``, ``sim.rules.ascend``)
BLESSING = "city's blessing"
#: "~ is in your graveyard" (CR 113.6b, 404.1)
IN_GRAVEYARD = "in graveyard"
#: pack tactics' "you attacked with creatures with total power N or greater this combat"
#: (``least`` N; CR 207.2c: an ability word; 508.1: the creatures declared as attackers, their
#: total power as they were declared — the Adventures in the Forgotten Realms rulings: a
#: change of power after that doesn't count; ``CombatState.declared_power``)
ATTACK_POWER = "attack power"
#: "<condition> or <condition>" ("you control a Desert or there is a Desert card in your
#: graveyard"): any of ``parts`` holds
EITHER = "either"
#: how many spells you cast from your hand this turn (601.2a; ``most`` 0: "you haven't cast
#: a spell from your hand this turn"; ``Player.hand_spells_this_turn``)
HAND_SPELLS = "hand spells"
#: whose: every player ("no creatures attacked this turn", "no creatures are on the
#: battlefield")
ANYONE = "anyone"
#: ``GAINED``'s word: "you gained or lost life this turn" (119.3)
OR_LOST = "or lost"
#: ``SELF_IS``'s word: ~ is a token (111.1)
TOKEN = "token"
#: ``CAST``'s word: cast from its owner's hand (601.2a: the zone it was cast from)
HAND_ZONE = "hand"

#: whose the condition is: the ability's controller, "that player" (the player the trigger
#: is about, else the active player: "at the beginning of each player's upkeep", 603.2b),
#: any opponent
YOU = "you"
THAT_PLAYER = "that player"
AN_OPPONENT = "an opponent"
#: the defending player of the source, an attacking creature (CR 508.5: the player it was
#: attacking as it became an attacking creature, or the controller of the planeswalker or
#: the protector of the battle it attacks, 506.2; none while it isn't attacking): "whenever
#: ~ attacks, if defending player controls no Walls | has two or fewer cards in hand | is
#: poisoned | controls more lands than you"
DEFENDING = "defending player"
#: ``COMPARE``'s other side: every opponent, every other player (``versus``)
EACH_OPPONENT = "each opponent"
EACH_OTHER = "each other player"
#: ``LIFE``'s whose: every player still in the game, each one ("if each player has 10 or less
#: life", CR 119.1, 800.4a)
EACH_PLAYER = "each player"

#: the states of ``SELF_IS``
TAPPED = "tapped"
UNTAPPED = "untapped"
ATTACKING = "attacking"
EQUIPPED = "equipped"
ENCHANTED = "enchanted"


@attrs.frozen
class BoardCondition:
    """One condition: the predicate ``test``, whose (``who``), a count's bounds (``least``
    and ``most``, -1: none), the kind of permanent (``kind``), a word (a counter's kind, a
    state or card type of ~, a card type of graveyard cards), ``negated`` ("not your turn")
    and ``single`` (the kind worded with an article)."""

    test: str
    who: str = YOU
    least: int = -1
    most: int = -1
    kind: Filter | None = None
    word: str = ""
    negated: bool = False
    #: worded with an article ("you control a wizard": one or more)
    single: bool = False
    #: ``COMPARE``'s other side: ``YOU``, ``AN_OPPONENT``, ``EACH_OPPONENT``, ``EACH_OTHER``
    versus: str = ""
    #: ``EITHER``'s conditions, any one of which holds
    parts: tuple[BoardCondition, ...] = ()


def _within(n: int, c: BoardCondition) -> bool:
    return (c.least < 0 or n >= c.least) and (c.most < 0 or n <= c.most)


def _players(state: GameState, c: BoardCondition, player: str, that: str | None,
             source: str = "") -> list[str]:
    """The players the condition is about (an opponent: any of them)."""
    if c.who == THAT_PLAYER:
        return [that if that is not None and that in state.players else state.active]
    if c.who == AN_OPPONENT:
        return state.opponents(player)
    if c.who == ANYONE:
        return list(state.players)
    if c.who == DEFENDING:  # (CR 508.5)
        defender = _defender(state, source)
        return [defender] if defender else []
    return [player]


def _defender(state: GameState, source: str) -> str:
    """The defending player of ``source`` (CR 508.5): the player it attacks, or the
    controller of the planeswalker or battle it attacks (``defending_player``); removed from
    combat since, the one it attacked before (``CombatState.declared_targets``); "" when it
    didn't attack this combat."""
    defender = defending_player(state, source)
    combat = state.combat
    if defender or combat is None or source not in combat.declared_targets:
        return defender
    target = combat.declared_targets[source]
    if target in state.players:
        return target
    attacked = state.permanents.get(target) or state.last_known.get(target)
    return attacked.controller if attacked is not None else ""


def _controlled(state: GameState, player: str, kind: Filter, source: Permanent | None
                ) -> int:
    """How many permanents of ``kind`` ``player`` controls; "named ~" (CR 201.2): with the
    source's name (as it last existed, 608.2h, when it has left; none without a source)."""
    found = 0
    name = (source.card.name if source is not None else None) if kind.named else ""
    for p in state.battlefield():
        if p.controller == player and matches(state, kind, source or p, p) and (
                not name or p.card.name == name):
            found += 1
    return found if name is not None else 0


def _source(state: GameState, source: str) -> Permanent | None:
    """The source of a condition, or as it last existed on the battlefield once it has
    ceased to exist (a token, CR 704.5d, 608.2h)."""
    return state.permanents.get(source) or state.last_known.get(source)


def _amount(state: GameState, c: BoardCondition, p: str, source: Permanent | None) -> int:
    """``COMPARE``'s quantity of player ``p``: cards in hand, life, permanents of a kind."""
    if c.word == HAND_ZONE:
        return len(state.cards(p, Zone.HAND))
    if c.word == LIFE:
        return state.players[p].life
    assert c.kind is not None
    return _controlled(state, p, c.kind, source)


def _compare(state: GameState, c: BoardCondition, player: str, source: str,
             that: str | None) -> bool:
    """Whether ``c.who``'s (any of them) quantity is more (fewer) than ``c.versus``'s."""
    perm = state.permanents.get(source)
    for p in _players(state, c, player, that, source):
        mine = _amount(state, c, p, perm)
        if c.versus == YOU:
            others = [player]
        elif c.versus == EACH_OTHER:
            others = [o for o in state.players if o != p and not state.players[o].lost]
        else:
            others = state.opponents(player)
        values = [_amount(state, c, o, perm) for o in others]
        if not values:
            continue
        wins = [mine > v if c.least == 1 else mine < v for v in values]
        if all(wins) if c.versus in (EACH_OTHER, EACH_OPPONENT, YOU) else any(wins):
            return True
    return False


def gained_this_turn(events: Iterable[object], player: str) -> int:
    """The life ``player`` gained this turn: the ``LifeGained`` events since the last
    ``TurnBegan`` (CR 119.9), ``events`` read newest first."""
    total = 0
    for e in events:
        if isinstance(e, TurnBegan):
            break
        if isinstance(e, LifeGained) and e.player == player:
            total += e.amount
    return total


def cast_as(state: GameState, source: str) -> SpellCast | None:
    """The casting of the spell the permanent ``source`` was as it last entered the
    battlefield (CR 608.3: a permanent spell resolving becomes a permanent; its
    ``StackResolved`` comes just before its ``Entered``), or None: it entered otherwise (put
    onto the battlefield by an effect, played as a land)."""
    events = state.events
    for i in range(len(events) - 1, 0, -1):
        e = events[i]
        if isinstance(e, Entered) and e.permanent == source:
            resolved = events[i - 1]
            if not isinstance(resolved, StackResolved) or resolved.countered:
                return None
            for k in range(i - 2, -1, -1):
                cast = events[k]
                if isinstance(cast, SpellCast) and cast.item == resolved.item:
                    return cast if cast.card == source else None
            return None
    return None


def declared_power(state: GameState, player: str) -> int:
    """The total power of the creatures ``player`` declared as attackers this combat, as
    declared (CR 508.1; ``CombatState.declared_power``, noted the first time it is asked: as
    the attack triggers are checked, before anything changes; a creature's negative power
    counts as it is, as formidable's); 0 when ``player`` isn't attacking."""
    combat = state.combat
    if combat is None or combat.attacking_player != player:
        return 0
    if combat.declared_power < 0:
        combat.declared_power = sum(state.power(a) for a in combat.attackers
                                    if state.is_creature(a))
    return combat.declared_power


def _self_is(state: GameState, c: BoardCondition, perm: Permanent) -> bool:
    word = c.word
    if word == TAPPED:
        return perm.tapped
    if word == UNTAPPED:
        return not perm.tapped
    if word == ATTACKING:
        return state.combat is not None and perm.id in state.combat.attackers
    if word in (EQUIPPED, ENCHANTED):
        sub = "Equipment" if word == EQUIPPED else "Aura"
        return any(p.attached_to == perm.id and p.card.has_subtype(sub)
                   for p in state.battlefield())
    if word == TOKEN:
        return perm.token
    return word in perm.card.types


def _last_known(state: GameState, pid: str) -> Permanent | None:
    """``pid`` as it last existed on the battlefield (CR 113.7a): gone, its snapshot; still
    there, itself."""
    perm = state.permanents.get(pid)
    if perm is not None and perm.zone is Zone.BATTLEFIELD:
        return perm
    return state.last_known.get(pid)


def _was(state: GameState, c: BoardCondition, source: str, that: str | None) -> bool:
    """The ``WAS_A`` / ``HAD_COUNTERS`` / ``POWER_WAS`` tests of the object ``that`` (else
    ``source``) as it last existed (603.10a)."""
    obj = _last_known(state, that if that is not None and that not in state.players
                      else source)
    if obj is None:
        return False
    if c.test == WAS_A:
        card = obj.card
        return c.word in card.types or card.has_subtype(c.word)
    if c.test == HAD_COUNTERS:
        n = sum(obj.counters.values()) if not c.word else obj.counters.get(c.word, 0)
        return _within(n, c)
    pt = obj.known_pt if obj.zone is not Zone.BATTLEFIELD else (state.power(obj.id), 0)
    return pt is not None and _within(pt[0], c)


def _static_holds(state: GameState, c: BoardCondition, player: str, source: str) -> bool:
    """A ``STATIC`` condition for ``player``: the static ability's predicate, its source
    the ability's (a copy controlled by ``player`` when another controls the object: a
    condition about the ability's controller, CR 603.4, 608.2c)."""
    perm = state.permanents.get(source)
    if perm is None or c.word in SOURCE_KINDS and perm.zone is not Zone.BATTLEFIELD:
        return False  # (603.4: ~ gone, no longer tapped, renowned, with counters)
    if perm.controller != player:
        perm = perm.clone()  # (a copy: the object itself stays its controller's)
        perm.controller = player
    return condition_holds(state, perm, Static("", condition=c.word, what=c.kind,
                                               count=c.least))


def holds(state: GameState, c: BoardCondition, player: str, source: str = "",
          that: str | None = None) -> bool:
    """Whether ``c`` holds now for an ability ``player`` controls whose source is
    ``source`` (``that``: the player or object the trigger is about)."""
    return _holds(state, c, player, source, that) != c.negated


def _holds(state: GameState, c: BoardCondition, player: str, source: str,
           that: str | None) -> bool:
    test = c.test
    if test == STATIC:
        return _static_holds(state, c, player, source)
    if test == EITHER:
        return any(holds(state, part, player, source, that) for part in c.parts)
    if test == DESCENDED:
        return state.players[player].descended_this_turn
    if test == BLESSING:  # 702.131c
        return state.players[player].city_blessing
    if test == HAND_SPELLS:
        return _within(state.players[player].hand_spells_this_turn, c)
    if test == TURN:  # "it's your turn", "it's not their turn"
        return state.active in _players(state, c, player, that)
    if test == CONTROLS and c.who == ANYONE:  # "no creatures are on the battlefield"
        assert c.kind is not None
        return _within(sum(_controlled(state, p, c.kind, _source(state, source))
                           for p in state.players), c)
    if test == LIFE and c.who == EACH_PLAYER:  # "if each player has 10 or less life"
        return all(_within(s.life, c) for s in state.players.values() if not s.lost)
    if test in (HAND, LIFE, CONTROLS):
        for p in _players(state, c, player, that, source):
            if test == HAND:
                n = len(state.cards(p, Zone.HAND))
            elif test == LIFE:
                n = state.players[p].life - (state.starting_life if c.word == ABOVE_START else 0)
            else:
                assert c.kind is not None
                n = _controlled(state, p, c.kind, _source(state, source))
            if _within(n, c):
                return True
        return False
    if test == COMPARE:
        return _compare(state, c, player, source, that)
    if test == GRAVEYARD:
        cards = state.cards(player, Zone.GRAVEYARD)
        return _within(sum(1 for p in cards if not c.word or c.word in p.card.types), c)
    if test == GAINED:
        gained = gained_this_turn(reversed(state.events), player)
        if c.word == OR_LOST and state.players[player].lost_life_this_turn:
            return True
        return gained >= max(c.least, 1)
    if test in (WAS_A, HAD_COUNTERS, POWER_WAS):
        return _was(state, c, source, that)
    if test == DIED_MINE:  # yours; anyone's: how many creatures died this turn (700.4)
        if c.who == ANYONE:
            return _within(sum(state.players[p].died_this_turn for p in state.players), c)
        return state.players[player].died_this_turn > 0
    if test in (DIFFERENT_POWERS, TOTAL_POWER):
        powers = [state.power(p.id) for p in state.battlefield()
                  if p.controller == player and p.card.is_creature]
        return _within(len(set(powers)) if test == DIFFERENT_POWERS else sum(powers), c)
    if test == POISON:
        return any(_within(state.players[p].poison, c)
                   for p in _players(state, c, player, that, source))
    if test == ATTACKED:
        return any(state.players[p].attacked_this_turn for p in _players(state, c, player, that))
    if test == ATTACK_POWER:
        return _within(declared_power(state, player), c)
    if test == ENGAGED:  # (the object as it was declared; 400.7: a new one never was)
        return state.combat is not None and source in state.combat.engaged
    perm = state.permanents.get(source)
    if test == IN_GRAVEYARD:  # the card in its owner's graveyard (113.6b, 404.1)
        return perm is not None and perm.zone is Zone.GRAVEYARD and perm.owner == player
    if perm is None or perm.zone is not Zone.BATTLEFIELD:
        return False  # 603.4: ~ gone, no longer tapped, attacking, with counters
    if test == SELF_COUNTERS:
        return _within(perm.counters.get(c.word, 0), c)
    if test == SELF_IS:
        return _self_is(state, c, perm)
    if test == NOT_ATTACKED:
        return not perm.attacked_this_turn
    if test == CAST:
        cast = cast_as(state, perm.id)
        return cast is not None and (c.who != YOU or cast.player == player) and (
            c.word != HAND_ZONE or cast.origin == HAND_ZONE)
    return False
