"""A player's hexproof and shroud (CR 702.11d, 702.18d; ``sim.rules.player_targets``): "you
have hexproof" — its controller can't be the target of spells or abilities their opponents
control; "you have shroud" — of any spell or ability."""

from __future__ import annotations

from played import plays
from test_library import spell, turn
from test_stack import card, legal, perm

from sim.model.card import CardDef
from sim.model.objects import Zone
from sim.model.state import GameState

BOLT = "Probe deals 2 damage to any target."


def _ward(text: str) -> CardDef:
    return card("Ward Charm", types=["Enchantment"], cost="{1}{W}", text=text)


def _targets(controller: str, warded: str, text: str) -> list[str]:
    """The targets offered to ``controller`` casting the bolt, ``warded`` controlling an
    enchantment with ``text``."""
    state: GameState = turn(perm("p1", controller, spell(BOLT), Zone.HAND),
                            perm("w", warded, _ward(text)),
                            perm("bears", "B", "Grizzly Bears"))
    state.apply("cast p1")
    return [a for a in legal(state) if a.startswith("target")]


@plays("You have hexproof.")
def test_opponents_cannot_target_a_player_with_hexproof() -> None:
    """CR 702.11d, 115.1: B controls "you have hexproof": A's bolt may target A or B's Bears,
    not B; without it, B is a legal target."""
    offered = _targets("A", "B", "You have hexproof.")
    assert "target B" not in offered and "target A" in offered and "target bears" in offered
    assert "target B" in _targets("A", "A", "You have hexproof.")  # A's own hexproof


def test_hexproof_does_not_stop_its_controllers_own_spells() -> None:
    """CR 702.11d: A controls "you have hexproof"; A's own bolt may still target A."""
    assert "target A" in _targets("A", "A", "You have hexproof.")


@plays("You have shroud.")
def test_no_one_can_target_a_player_with_shroud() -> None:
    """CR 702.18d: A controls "you have shroud": A's own bolt can't target A (B still can
    be targeted)."""
    offered = _targets("A", "A", "You have shroud.")
    assert "target A" not in offered and "target B" in offered
