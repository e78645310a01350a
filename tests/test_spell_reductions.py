"""Reading a spell's own cost reduction by a count (CR 601.2f, 107.3;
``sim.text.spell_reductions``): the ``SELF_COST`` value keeps the clause's words, its count read
again from them; a count of the source itself is not read (the spell is no permanent). Played
in ``test_self_cost_counts``; here, the conditions of forms the grammar's ``self_reduction``
leaves to this module ("if you control a Wolf or Werewolf", "during your turn") and those
added to a spell's reduction ("if an opponent has no cards in hand")."""

from __future__ import annotations

from typing import Any

from played import plays
from test_self_cost_checks import paid_for, spell

import mtgsim
from sim.model.abilities import SELF_COST
from sim.model.events import CostPaid
from sim.rules.casting import castable_now
from sim.text.spell_reductions import COUNTED, reduction_count, reduction_text, spell_reduction
from sim.text.wording import matches


def test_a_count_of_the_source_is_not_read() -> None:
    """CR 601.2f: "for each +1/+1 counter on ~" would count a permanent the spell isn't (and
    "other" compares with it): not read as a spell's reduction."""
    for clause in ("~ costs {1} less to cast for each +1/+1 counter on ~",
                   "~ costs {1} less to cast for each other creature you control"):
        assert spell_reduction(clause) is None, clause
    found = spell_reduction("~ costs {1} less to cast for each creature you control")
    assert found is not None and (SELF_COST, f"1|{COUNTED}for each creature you control") in \
        found.params


def test_the_count_is_read_again_from_its_words() -> None:
    """The parameter's words give back the count it was read with (rendered back whole)."""
    count = reduction_count(f"1|{COUNTED}for each creature your opponents control")
    assert count is not None and count.what is not None and count.what.controller == "opponent"
    assert reduction_count("1|for each creature you control") is None


def test_the_clause_renders_back_from_its_count() -> None:
    """The rendering is the count's (``render_counts``), so a count read differently from the
    clause's words would not write them back."""
    for clause in ("~ costs {2} less to cast for each creature your opponents control",
                   "~ costs {x} less to cast, where x is the total power of creatures you "
                   "control"):
        found = spell_reduction(clause)
        assert found is not None
        [(_, value)] = found.params
        assert matches(reduction_text(value), clause)


def tribe(pid: str, controller: str, subtype: str) -> dict[str, Any]:
    return {"id": pid, "controller": controller, "name": subtype, "types": ["Creature"],
            "subtypes": [subtype], "power": 2, "toughness": 2}


@plays("This spell costs {2} less to cast if you control a Wolf or Werewolf.")
def test_less_if_you_control_either_creature_type() -> None:
    """CR 601.2f, 611.3a, 205.3m: a Werewolf of A's makes {4}{G} cost {2}{G}; a Wolf too; an
    Elf, or B's Wolf, doesn't."""
    card = spell("This spell costs {2} less to cast if you control a Wolf or Werewolf.",
                 "{4}{G}")
    assert paid_for(card, "{2}{G}", [tribe("w", "A", "Werewolf")]) == 3
    assert paid_for(card, "{2}{G}", [tribe("w", "A", "Wolf")]) == 3
    assert paid_for(card, "{2}{G}", [tribe("e", "A", "Elf"), tribe("w", "B", "Wolf")]) is None


@plays("If an opponent has no cards in hand, this spell costs {2} less to cast.")
def test_less_if_an_opponent_has_no_cards_in_hand() -> None:
    """CR 601.2f, 402.1: B's empty hand takes {2} off {4}{U}; a card in B's hand doesn't."""
    card = spell("If an opponent has no cards in hand, this spell costs {2} less to cast.",
                 "{4}{U}")
    assert paid_for(card, "{2}{U}") == 3

    def with_card_in_b_hand() -> int | None:
        state = mtgsim.load({"active_player": "A", "step": "precombat main",
                             "players": {"A": {"hand": [card], "mana": "{2}{U}"},
                                         "B": {"hand": [{"name": "Held", "types": ["Instant"],
                                                         "cost": "{1}"}]}}})
        if 'cast "A:hand:1"' not in [str(a) for a in state.legal_actions()]:
            return None
        state.apply('cast "A:hand:1"')
        return sum(e.amount for e in state.events if isinstance(e, CostPaid))
    assert with_card_in_b_hand() is None


@plays("This spell costs {2} less to cast during your turn.")
def test_less_during_your_turn() -> None:
    """CR 601.2f, 500: during A's turn A's {3}{U} instant costs {1}{U}; during B's turn it
    costs {3}{U}."""
    text = "This spell costs {2} less to cast during your turn.\nYou gain 4 life."
    card = {"name": "Probe", "types": ["Instant"], "cost": "{3}{U}", "text": text}

    def cast(active: str, mana: str) -> int | None:
        state = mtgsim.load({"active_player": active, "step": "precombat main",
                             "players": {"A": {"hand": [card], "mana": mana}, "B": {}}})
        assert castable_now(state, "A", "A:hand:1") is (
            'cast "A:hand:1"' in [str(a) for a in state.legal_actions()])
        if 'cast "A:hand:1"' not in [str(a) for a in state.legal_actions()]:
            return None
        state.apply('cast "A:hand:1"')
        return sum(e.amount for e in state.events if isinstance(e, CostPaid))
    assert cast("A", "{1}{U}") == 2
    assert cast("B", "{1}{U}") is None
    assert cast("B", "{3}{U}") == 4
