"""Attack and block requirements and restrictions with conditions and filters (issue 29,
attack requirements; ``sim.text.combat_req_rules``): "<subject> blocks this turn if able" (CR
509.1c, 611.2a); "~ attacks or blocks each combat if able" (508.1d, 509.1c); "~ can't attack
| block | attack or block unless <condition>" with a condition of the board (508.1c, 509.1b;
``sim.text.restriction_unless_text``, ``sim.legality.unless_judge``)."""

from __future__ import annotations

from played import plays
from test_duration_rules import board
from test_stack import card, finish, game, legal, perm, play, to

from sim import GameState
from sim.model.keywords import Kw
from sim.model.objects import Zone


@plays("{1}: Target creature blocks this turn if able.")
def test_target_creature_blocks_this_turn_if_able() -> None:
    """CR 509.1c, 611.2a: B's Hill Giant, targeted in A's main phase, must block the attacking
    Bears: every legal declaration has it blocking (declaring no blocks, or blocking with the
    other Bears alone, obeys fewer requirements); B's Bears may block too or not."""
    state = board("{1}: Target creature blocks this turn if able.")
    play(state, "activate s1 0", "target b1")
    assert state.has("b1", Kw.BLOCKS_EACH_COMBAT)
    to(state, "declare_attackers").apply("attack a1=B")
    to(state, "declare_blockers")
    moves = legal(state)
    assert "block none" not in moves and "block b2=a1" not in moves
    assert all("b1=a1" in m for m in moves) and "block b1=a1" in moves


@plays("{1}: Target creature blocks this turn if able.")
def test_a_creature_unable_to_block_obeys_no_requirement() -> None:
    """CR 509.1c: a requirement asks only what the creature is able to do: the Hill Giant
    can't block the Shouter, which has flying (702.9b), so B may declare no blocks, and
    takes 1."""
    state = board("Flying\n{1}: Target creature blocks this turn if able.")
    play(state, "activate s1 0", "target b1")
    to(state, "declare_attackers").apply("attack s1=B")
    to(state, "declare_blockers")
    assert legal(state) == ["block none"]
    finish(play(state, "block none"))
    assert state.outcome().life["B"] == 19


GOLEM = card("Golem", types=["Artifact", "Creature"], power=3, toughness=5,
             text="~ attacks or blocks each combat if able.")


@plays("~ attacks or blocks each combat if able.", "attacks or blocks each combat if able")
def test_attacks_or_blocks_each_combat_attacks_on_its_controllers_turn() -> None:
    """CR 508.1d: on its controller's turn the Golem must attack: every legal declaration has
    it attacking B; the Bears may attack or not."""
    state = game(perm("g1", "A", GOLEM), perm("a1", "A", "Grizzly Bears"),
                 perm("b1", "B", "Hill Giant"))
    to(state, "declare_attackers")
    moves = legal(state)
    assert "attack none" not in moves and all("g1=B" in m for m in moves)
    assert any("a1=B" in m for m in moves) and "attack g1=B" in moves


@plays("~ attacks or blocks each combat if able.")
def test_attacks_or_blocks_each_combat_blocks_on_the_other_turn() -> None:
    """CR 509.1c: on the other player's turn the Golem must block the attacking Bears."""
    state = game(perm("g1", "B", GOLEM), perm("a1", "A", "Grizzly Bears"))
    to(state, "declare_attackers").apply("attack a1=B")
    to(state, "declare_blockers")
    assert legal(state) == ["block g1=a1"]


def _attackers(state: GameState) -> set[str]:
    """The creatures some legal attack declaration has attacking."""
    to(state, "declare_attackers")
    return {pair.split("=")[0] for m in legal(state) for pair in m.split()[1:] if "=" in pair}


RHONAS = card("Rhonas", power=5, toughness=5, text="~ can't attack or block unless you control "
              "another creature with power 4 or greater.")
BIG = card("Big", power=4, toughness=4)


@plays("~ can't attack or block unless you control another creature with power 4 or greater.")
def test_cant_attack_unless_you_control_another_creature_with_power() -> None:
    """CR 508.1c: with only the Bears (power 2) beside it, Rhonas can't attack; with a 4/4 it
    can. Rhonas itself (power 5) is not "another" creature."""
    state = game(perm("r1", "A", RHONAS), perm("a1", "A", "Grizzly Bears"),
                 perm("b1", "B", "Grizzly Bears"))
    assert _attackers(state) == {"a1"}
    state = game(perm("r1", "A", RHONAS), perm("a1", "A", BIG), perm("b1", "B", "Grizzly Bears"))
    assert _attackers(state) == {"a1", "r1"}


@plays("~ can't attack or block unless you control another creature with power 4 or greater.")
def test_cant_block_unless_you_control_another_creature_with_power() -> None:
    """CR 509.1b: B's Rhonas, with no other creature of power 4 or greater, can't block the
    attacking Bears; once B controls a 4/4 it can."""
    state = game(perm("r1", "B", RHONAS), perm("a1", "A", "Grizzly Bears"))
    to(state, "declare_attackers").apply("attack a1=B")
    to(state, "declare_blockers")
    assert legal(state) == ["block none"]
    state = game(perm("r1", "B", RHONAS), perm("b1", "B", BIG), perm("a1", "A", "Grizzly Bears"))
    to(state, "declare_attackers").apply("attack a1=B")
    to(state, "declare_blockers")
    assert "block r1=a1" in legal(state)


@plays("~ can't attack unless there are five or more cards in your graveyard.")
def test_cant_attack_unless_cards_in_your_graveyard() -> None:
    """CR 508.1c: the Serpent attacks only with five or more cards in its controller's
    graveyard (four: not; five: yes; cards in the opponent's graveyard don't count)."""
    serpent = card("Serpent", power=6, toughness=6,
                   text="~ can't attack unless there are five or more cards in your graveyard.")

    def with_cards(mine: int, theirs: int) -> GameState:
        cards = [perm(f"g{i}", "A", "Forest", Zone.GRAVEYARD) for i in range(mine)]
        cards += [perm(f"h{i}", "B", "Forest", Zone.GRAVEYARD) for i in range(theirs)]
        return game(perm("s1", "A", serpent), *cards)

    assert _attackers(with_cards(4, 3)) == set()
    assert _attackers(with_cards(5, 0)) == {"s1"}


@plays("~ can't attack or block unless a creature died under your control this turn.")
def test_cant_block_unless_a_creature_died_under_your_control() -> None:
    """CR 509.1b, 700.4: B's Bontu can't block until a creature B controlled died this turn:
    after A's Shouter destroys B's Bears, it may block the attacking Hill Giant."""
    bontu = card("Bontu", power=4, toughness=6, text="~ can't attack or block unless a creature "
                 "died under your control this turn.")
    killer = card("Killer", power=1, toughness=1, text="{1}: Destroy target creature.")

    def attacked(kill: bool) -> list[str]:
        state = game(perm("k1", "A", killer), perm("a1", "A", "Hill Giant"),
                     perm("r1", "B", bontu), perm("b1", "B", "Grizzly Bears"),
                     mana={"A": "{1}"})
        if kill:
            play(state, "activate k1 0", "target b1")
        to(state, "declare_attackers").apply("attack a1=B")
        to(state, "declare_blockers")
        return legal(state)

    assert "block r1=a1" not in attacked(False) and "block b1=a1" in attacked(False)
    assert "block r1=a1" in attacked(True)


def _blocks(state: GameState, attackers: str) -> list[str]:
    """The legal block declarations after A attacks with ``attackers`` ("a1=B a2=B")."""
    to(state, "declare_attackers").apply(f"attack {attackers}")
    to(state, "declare_blockers")
    return legal(state)


SHADE = card("Shade", cost="{B}", colors=["black"], power=2, toughness=2)


@plays("~ can't block black creatures.")
def test_cant_block_a_kind_of_creature() -> None:
    """CR 509.1b, 105.2: B's Hyenas can block the green Bears but not the black Shade; B's
    Bears may block either."""
    hyenas = card("Hyenas", cost="{1}{R}", colors=["red"], power=2, toughness=2,
                  text="~ can't block black creatures.")
    moves = _blocks(game(perm("a1", "A", "Grizzly Bears"), perm("a2", "A", SHADE),
                         perm("h1", "B", hyenas), perm("b1", "B", "Grizzly Bears")),
                    "a1=B a2=B")
    assert "block h1=a1" in moves and "block b1=a2" in moves
    assert not any("h1=a2" in m for m in moves)


@plays("~ can't block creatures with power 2 or less.", "~ can't block creatures with power "
       "greater than ~'s power.")
def test_cant_block_creatures_by_power() -> None:
    """CR 509.1b, 208.1: the Tyrant can't block the Bears (power 2) but can block the Hill
    Giant (power 3); the Handler (power 2) can block the Bears but not the Giant, whose power
    is greater than its own. Power is read as blockers are declared."""
    tyrant = card("Tyrant", power=5, toughness=5,
                  text="~ can't block creatures with power 2 or less.")
    handler = card("Handler", power=2, toughness=2,
                   text="~ can't block creatures with power greater than ~'s power.")
    moves = _blocks(game(perm("a1", "A", "Grizzly Bears"), perm("a2", "A", "Hill Giant"),
                         perm("t1", "B", tyrant), perm("h1", "B", handler)), "a1=B a2=B")
    assert "block t1=a2" in moves and "block h1=a1" in moves
    assert not any("t1=a1" in m or "h1=a2" in m for m in moves)


@plays("~ can't be blocked by knights or walls.", "~ can't be blocked by black and/or red "
       "creatures.", "~ can't be blocked by creature tokens.")
def test_cant_be_blocked_by_kinds_of_creatures() -> None:
    """CR 509.1b: the Smasher can't be blocked by B's Wall (a Wall) nor by the Knight, only by
    the Bears; the Sacred Knight not by the black Shade, only by the Bears; the Runner not
    by a creature token, only by the Bears (a card)."""
    smasher = card("Smasher", power=4, toughness=4, text="~ can't be blocked by knights or walls.")
    wall = card("Wall", subtypes=["Wall"], power=0, toughness=4)
    knight = card("Knight", subtypes=["Human", "Knight"], power=2, toughness=2)
    moves = _blocks(game(perm("a1", "A", smasher), perm("w1", "B", wall),
                         perm("k1", "B", knight), perm("b1", "B", "Grizzly Bears")), "a1=B")
    assert sorted(moves) == ["block b1=a1", "block none"]
    sacred = card("Sacred", power=3, toughness=2,
                  text="~ can't be blocked by black and/or red creatures.")
    moves = _blocks(game(perm("a1", "A", sacred), perm("s1", "B", SHADE),
                         perm("b1", "B", "Grizzly Bears")), "a1=B")
    assert sorted(moves) == ["block b1=a1", "block none"]
    runner = card("Runner", power=3, toughness=2, text="~ can't be blocked by creature tokens.")
    moves = _blocks(game(perm("a1", "A", runner), perm("t1", "B", "Grizzly Bears", token=True),
                         perm("b1", "B", "Grizzly Bears")), "a1=B")
    assert sorted(moves) == ["block b1=a1", "block none"]


@plays("~ can't be blocked by creatures with horsemanship.", "~ can't be blocked by oxen.",
       "~ can't be blocked by non-wall creatures.")
def test_cant_be_blocked_by_a_keyword_a_type_or_a_non_type() -> None:
    """CR 509.1b, 702.31: the Mystic can't be blocked by a creature with horsemanship; the
    Drover not by an Ox; the Maggots only by Walls (not by non-Wall creatures)."""
    rider = card("Rider", power=2, toughness=2, text="Horsemanship")
    ox = card("Ox", subtypes=["Ox"], power=2, toughness=4)
    wall = card("Wall", subtypes=["Wall"], power=0, toughness=4)
    for text, blocker in (("~ can't be blocked by creatures with horsemanship.", rider),
                          ("~ can't be blocked by oxen.", ox),
                          ("~ can't be blocked by non-wall creatures.", "Grizzly Bears")):
        attacker = card("Attacker", power=2, toughness=2, text=text)
        moves = _blocks(game(perm("a1", "A", attacker), perm("x1", "B", blocker),
                             perm("w1", "B", wall)), "a1=B")
        assert sorted(moves) == ["block none", "block w1=a1"], text


@plays("{1}: Creatures target player controls attack this turn if able.")
def test_creatures_a_player_controls_attack_this_turn_if_able() -> None:
    """CR 508.1d, 611.2a: after A's Shouter targets A, each creature A controls must attack:
    the one legal declaration has the Shouter and the Bears attacking B."""
    state = board("{1}: Creatures target player controls attack this turn if able.")
    play(state, "activate s1 0", "target A")
    assert state.has("a1", Kw.ATTACKS_EACH_TURN) and not state.has("b1", Kw.ATTACKS_EACH_TURN)
    to(state, "declare_attackers")
    assert legal(state) == ["attack a1=B s1=B"]


@plays("{1}: Target creature attacks this combat if able.")
def test_target_creature_attacks_this_combat_if_able() -> None:
    """CR 508.1d, 611.2a: the Bears targeted at the beginning of combat must attack in this
    combat; the requirement ends with the combat (511.3: "until end of combat")."""
    state = board("{1}: Target creature attacks this combat if able.")
    play(state, "activate s1 0", "target a1")
    to(state, "declare_attackers")
    assert all("a1=B" in m for m in legal(state))
    finish(play(state, "attack a1=B"))
    assert state.outcome().life["B"] == 18 and not state.has("a1", Kw.ATTACKS_EACH_TURN)


GOON = card("Goon", power=6, toughness=6, text="~ can't attack unless you control more "
            "creatures than defending player.\n~ can't block unless you control more creatures "
            "than attacking player.")


@plays("~ can't attack unless you control more creatures than defending player.")
def test_cant_attack_unless_you_control_more_creatures_than_defending_player() -> None:
    """CR 508.1c, 506.2: A's Goon and Bears (two creatures) against B's two creatures: the
    Goon can't attack B; against one, it can."""
    state = game(perm("g1", "A", GOON), perm("a1", "A", "Grizzly Bears"),
                 perm("b1", "B", "Grizzly Bears"), perm("b2", "B", "Grizzly Bears"))
    assert _attackers(state) == {"a1"}
    state = game(perm("g1", "A", GOON), perm("a1", "A", "Grizzly Bears"),
                 perm("b1", "B", "Grizzly Bears"))
    assert _attackers(state) == {"a1", "g1"}


@plays("~ can't block unless you control more creatures than attacking player.")
def test_cant_block_unless_you_control_more_creatures_than_attacking_player() -> None:
    """CR 509.1b, 506.2: B's Goon alone (one creature) against A's Bears can't block it; with
    B's Bears beside it (two against one) it can."""
    moves = _blocks(game(perm("a1", "A", "Grizzly Bears"), perm("g1", "B", GOON)), "a1=B")
    assert moves == ["block none"]
    moves = _blocks(game(perm("a1", "A", "Grizzly Bears"), perm("g1", "B", GOON),
                         perm("b1", "B", "Grizzly Bears")), "a1=B")
    assert "block g1=a1" in moves


@plays("~ can't attack or block unless you control at least three other creatures.")
def test_cant_attack_unless_you_control_at_least_three_other_creatures() -> None:
    """CR 508.1c: "at least three" is three or more: with two other creatures Oketra can't
    attack; with three it can (itself not counted: "other")."""
    oketra = card("Oketra", power=6, toughness=6, text="~ can't attack or block unless you "
                  "control at least three other creatures.")

    def with_bears(n: int) -> GameState:
        return game(perm("o1", "A", oketra),
                    *[perm(f"a{i}", "A", "Grizzly Bears") for i in range(n)])

    assert "o1" not in _attackers(with_bears(2))
    assert "o1" in _attackers(with_bears(3))
