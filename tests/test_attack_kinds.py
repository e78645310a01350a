""""~ can't attack if | unless defending player controls <kind>" (CR 508.1c, 506.2;
``sim.model.combat_params.ATTACK_BARRED_BY``, ``ATTACK_NEEDS``, judged by
``sim.legality.attack_kinds``), read from Oracle text and played: A declares attacks and the
engine accepts or refuses them."""

from __future__ import annotations

from played import plays
from test_protection import can_block
from test_stack import card, game, perm, to

from sim import CardDef, GameState
from sim.model.errors import IllegalActionError
from sim.model.objects import Permanent

BRAWLERS = "Branded Brawlers can't attack if defending player controls an untapped land."
BRAWLERS_BLOCK = "Branded Brawlers can't block if you control an untapped land."
MUTANT = ("Goblin Mutant can't attack if defending player controls an untapped creature with "
          "power 3 or greater.")
JAILER = ("Mogg Jailer can't attack if defending player controls an untapped creature with "
          "power 2 or less.")
WHIMWADER = "Whimwader can't attack unless defending player controls a blue permanent."
DRAGON = ("Lurking Green Dragon can't attack unless defending player controls a creature with "
          "flying.")


def _attacker(name: str, text: str) -> CardDef:
    made = card(name, types=["Creature"], cost="{R}", power=4, toughness=4, text=text)
    assert not made.unsupported, made.unsupported
    return made


def can_attack(name: str, text: str, *theirs: Permanent) -> bool:
    """Whether A may attack B with the creature (a1) while B controls ``theirs``."""
    state: GameState = to(game(perm("a1", "A", _attacker(name, text)), *theirs),
                          "declare_attackers")
    try:
        state.apply("attack a1=B")
    except IllegalActionError:
        return False
    return True


def _tapped(pid: str, what: str) -> Permanent:
    made = perm(pid, "B", what)
    made.tapped = True
    return made


@plays(BRAWLERS)
def test_cant_attack_if_defending_player_controls_an_untapped_land() -> None:
    """CR 508.1c, 506.2: B's untapped Forest forbids the attack; a tapped Forest, or none,
    does not."""
    assert not can_attack("Branded Brawlers", BRAWLERS, perm("f1", "B", "Forest"))
    assert can_attack("Branded Brawlers", BRAWLERS, _tapped("f1", "Forest"))
    assert can_attack("Branded Brawlers", BRAWLERS)


@plays(MUTANT, JAILER)
def test_cant_attack_if_defending_player_controls_an_untapped_creature_of_some_power() -> None:
    """CR 508.1c, 208.1: an untapped Hill Giant (power 3) stops the Mutant, not the Jailer;
    untapped Grizzly Bears (power 2) stop the Jailer, not the Mutant; tapped ones stop
    neither."""
    assert not can_attack("Goblin Mutant", MUTANT, perm("g", "B", "Hill Giant"))
    assert can_attack("Goblin Mutant", MUTANT, perm("g", "B", "Grizzly Bears"))
    assert can_attack("Goblin Mutant", MUTANT, _tapped("g", "Hill Giant"))
    assert not can_attack("Mogg Jailer", JAILER, perm("g", "B", "Grizzly Bears"))
    assert can_attack("Mogg Jailer", JAILER, perm("g", "B", "Hill Giant"))
    assert can_attack("Mogg Jailer", JAILER, _tapped("g", "Grizzly Bears"))


@plays(WHIMWADER, DRAGON)
def test_cant_attack_unless_defending_player_controls_a_kind() -> None:
    """CR 508.1c, 105.2, 702.9: Whimwader attacks only a player controlling a blue permanent
    (an Island is colorless: no); the Dragon only one controlling a creature with flying."""
    blue = card("Merfolk", types=["Creature"], cost="{U}", colors=["U"], power=1, toughness=1,
                text="Vigilance")
    assert not can_attack("Whimwader", WHIMWADER, perm("i", "B", "Island"))
    assert can_attack("Whimwader", WHIMWADER, perm("m", "B", blue))
    assert not can_attack("Lurking Green Dragon", DRAGON, perm("g", "B", "Grizzly Bears"))
    assert can_attack("Lurking Green Dragon", DRAGON, perm("s", "B", "Serra Angel"))


@plays(BRAWLERS_BLOCK)
def test_cant_block_if_you_control_an_untapped_land() -> None:
    """CR 509.1b: B's Brawlers can't block while B controls an untapped Forest; once the
    Forest is tapped they may block A's attacking Bears."""
    brawlers = card("Branded Brawlers", types=["Creature"], cost="{R}", power=4, toughness=4,
                    text=BRAWLERS_BLOCK)
    assert not brawlers.unsupported
    for tapped in (False, True):
        forest = perm("f1", "B", "Forest")
        forest.tapped = tapped
        state = game(perm("a1", "A", "Grizzly Bears"), perm("b1", "B", brawlers), forest)
        to(state, "declare_attackers").apply("attack a1=B")
        assert can_block(to(state, "declare_blockers"), "b1") is tapped
