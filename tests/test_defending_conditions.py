"""An intervening "if" of a "whenever ~ attacks" trigger about the defending player of an
attacking ~ (CR 603.4: checked as ~ attacks and again as the ability resolves; 508.5: the
defending player an ability of an attacking creature names is the player it attacks):
"whenever ~ attacks, if defending player is poisoned | has two or fewer cards in hand |
controls no Walls | controls more lands than you, ..." (``sim.model.board_conditions.
DEFENDING``, read by ``sim.text.condition_text`` only in a "whenever ~ attacks" trigger); and
pack tactics' "if you attacked with creatures with total power 6 or greater this combat"
(``ATTACK_POWER``, as declared, 508.1). Each is played with its condition true and false."""

from __future__ import annotations

from played import plays
from test_board_conditions import OGRE, hand, lands
from test_named_counters import two_turns
from test_stack import card, perm, to

from sim import CardDef, GameState
from sim.model.board_conditions import declared_power, holds
from sim.model.objects import PLUS, Permanent
from sim.text.condition_text import board_condition

WALL = card("Wall", power=0, toughness=4, cost="{9}", subtypes=["Wall"])


def _rat(condition: str) -> CardDef:
    made = card("Rat", power=1, toughness=1,
                text=f"Whenever Rat attacks, if {condition}, it gets +2/+0 until end of turn.")
    assert not made.unsupported, made.unsupported
    return made


def _attack(rat: CardDef, *objects: Permanent, poison: int = 0) -> GameState:
    """A's Rat attacks B (B with ``poison`` counters), to the declare blockers step (the
    attack trigger resolved)."""
    state = two_turns(perm("r", "A", rat), *objects)
    state.players["B"].poison = poison
    to(state, "declare_attackers").apply("attack r=B")
    to(state, "declare_blockers")
    return state


@plays("Whenever ~ attacks, if defending player is poisoned, it gets +2/+0 until end of turn.")
def test_defending_player_poisoned() -> None:
    """CR 603.4, 508.5, 122.1f: the Rat attacking B with one poison counter gets +2/+0; B
    with none, the ability doesn't trigger (the Rat stays 1/1). Removed from combat, its
    defending player is still B (508.5)."""
    rat = _rat("defending player is poisoned")
    state = _attack(rat, poison=1)
    assert state.power("r") == 3
    assert _attack(rat, poison=0).power("r") == 1
    poisoned = board_condition("if defending player is poisoned")
    assert poisoned is not None and state.combat is not None
    state.combat.remove("r")  # 508.5: removed from combat, still the player it attacked
    assert holds(state, poisoned, "A", "r")


@plays("Whenever ~ attacks, if defending player has two or fewer cards in hand, it gets +2/+0 "
       "until end of turn.",
       "Whenever ~ attacks, if defending player controls no Walls, it gets +2/+0 until end of "
       "turn.")
def test_defending_players_hand_and_permanents() -> None:
    """CR 603.4, 508.5, 402.1: B with two cards in hand (A with none), +2/+0; B with three,
    nothing — A's own hand is not asked. CR 205.3m: B controlling a Wall, nothing; A's Wall
    is not the defending player's."""
    small = _rat("defending player has two or fewer cards in hand")
    assert _attack(small, *hand("B", 2)).power("r") == 3
    assert _attack(small, *hand("B", 3)).power("r") == 1
    walls = _rat("defending player controls no walls")
    assert _attack(walls, perm("w", "A", WALL)).power("r") == 3
    assert _attack(walls, perm("w", "B", WALL)).power("r") == 1


@plays("Whenever ~ attacks, if defending player controls more lands than you, it gets +2/+0 "
       "until end of turn.")
def test_defending_player_controls_more_lands() -> None:
    """CR 603.4, 508.5: B with two lands against A's one, +2/+0; with one each, nothing (not
    more)."""
    rat = _rat("defending player controls more lands than you")
    assert _attack(rat, *lands("A", 1), *lands("B", 2)).power("r") == 3
    assert _attack(rat, *lands("A", 1), *lands("B", 1)).power("r") == 1


def test_read_only_about_an_attacking_source() -> None:
    """CR 508.5: the defending player is read only in "whenever ~ attacks" (the player ~
    attacks); at the beginning of combat or for another attacking creature it is not read;
    the condition renders back as written."""
    def unread(text: str) -> bool:
        return bool(card("Rat", power=1, toughness=1, text=text).unsupported)
    assert unread("At the beginning of combat on your turn, if defending player is poisoned, "
                  "draw a card.")
    assert unread("Whenever a creature you control attacks, if defending player is poisoned, "
                  "draw a card.")
    assert not unread("Whenever Rat attacks, if defending player controls no black "
                      "permanents, draw a card.")


GNOLL = ("Pack tactics — Whenever Gnoll attacks, if you attacked with creatures with total "
         "power 6 or greater this combat, put a +1/+1 counter on Gnoll.")


@plays("Pack tactics — Whenever ~ attacks, if you attacked with creatures with total power 6 "
       "or greater this combat, put a +1/+1 counter on ~.")
def test_pack_tactics_counts_the_attackers_power_as_declared() -> None:
    """CR 207.2c, 508.1, 603.4: the Gnoll (3/3) attacking beside a 3/3 Ogre (total power 6)
    gets a +1/+1 counter; beside a 2/2 Bear (5), nothing. The total is the power as the
    attackers were declared (the pack tactics rulings): the Gnoll's counter and the Ogre
    leaving combat since change nothing."""
    gnoll = card("Gnoll", power=3, toughness=3, text=GNOLL)
    assert not gnoll.unsupported, gnoll.unsupported
    for mate, power, counters in ((OGRE, 3, {PLUS: 1}), (card("Grizzly Bears"), 2, {})):
        state = two_turns(perm("g", "A", gnoll), perm("m", "A", mate))
        to(state, "declare_attackers").apply("attack g=B m=B")
        to(state, "declare_blockers")
        assert state.permanents["g"].counters == counters, power
    assert state.combat is not None
    assert declared_power(state, "A") == 5 and declared_power(state, "B") == 0
    state.permanents["g"].counters[PLUS] = 3
    state.combat.remove("m")
    assert declared_power(state, "A") == 5
