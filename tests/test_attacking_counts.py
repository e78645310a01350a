"""Counts of attacking creatures (CR 506.4, 608.2h; ``sim.text.cda_rules.counted_thing``'s
"attacking <kind>", ``sim.text.shared_x.own_count``): "it gets +1/+1 until end of turn for
each other attacking Goblin" — counted as the ability resolves, "other" leaving out the source
it modifies; said of a creature other than the source, "other" is not read."""

from __future__ import annotations

from played import plays
from test_stack import card, game, perm, to

from sim import GameState
from sim.text.card_fields import build_card

GOBLINS = "Whenever Probe attacks, it gets +1/+1 until end of turn for each other attacking Goblin."
ALL = "Whenever Probe attacks, it gets +1/+0 until end of turn for each attacking creature."
GOBLIN = card("Raider", types=["Creature"], subtypes=["Goblin"], cost="{R}", power=1,
              toughness=1)


def _attack(text: str, attackers: str) -> GameState:
    """A's Probe (a 1/1 with ``text``), two Goblins and the Bears; ``attackers`` attack B; the
    attack trigger resolves before blockers are declared."""
    probe = card("Probe", types=["Creature"], cost="{R}", power=1, toughness=1, text=text)
    assert not probe.unsupported, probe.unsupported
    state = game(perm("p1", "A", probe), perm("g1", "A", GOBLIN), perm("g2", "A", GOBLIN),
                 perm("a1", "A", "Grizzly Bears"), perm("b1", "B", "Grizzly Bears"))
    to(state, "declare_attackers").apply("attack " + attackers)
    to(state, "declare_blockers")
    return state


@plays("Whenever Probe attacks, it gets +1/+1 until end of turn for each other attacking "
       "Goblin.")
def test_each_other_attacking_goblin_counts() -> None:
    """CR 608.2h, 506.4: Probe attacks with one Goblin and the Bears: +1/+1 (the Goblin at
    home and the Bears don't count); with both Goblins, +2/+2."""
    state = _attack(GOBLINS, "p1=B g1=B a1=B")
    assert (state.power("p1"), state.toughness("p1")) == (2, 2)
    state = _attack(GOBLINS, "p1=B g1=B g2=B")
    assert (state.power("p1"), state.toughness("p1")) == (3, 3)


@plays("Whenever Probe attacks, it gets +1/+0 until end of turn for each attacking creature.")
def test_each_attacking_creature_counts_the_source_too() -> None:
    """CR 608.2h: Probe, a Goblin and the Bears attack: +3/+0 (Probe itself counts)."""
    state = _attack(ALL, "p1=B g1=B a1=B")
    assert (state.power("p1"), state.toughness("p1")) == (4, 1)


def test_other_said_of_another_creature_is_not_read() -> None:
    """CR 608.2h: "whenever a creature you control attacks, it gets ... for each other
    attacking creature": other than that creature, not than the source: not run."""
    def fail(field: str, message: str) -> None:
        raise AssertionError(f"{field}: {message}")

    made = build_card({"name": "Probe", "types": ["Enchantment"], "cost": "{R}",
                       "text": "Whenever a creature you control attacks, it gets +1/+1 until "
                               "end of turn for each other attacking creature."},
                      fail)  # type: ignore[arg-type]
    assert made.unsupported
