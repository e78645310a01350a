"""A copy paid for as a cast trigger resolves (CR 118.12, 707.10, 707.10c): "whenever you cast
an instant or sorcery spell, you may pay {3}. If you do, copy that spell. You may choose new
targets for the copy." — the new targets belong to the copy made only if it was paid."""

from __future__ import annotations

import pytest
from played import plays

import mtgsim
from sim.model.actions import Choose
from sim.model.decisions import DecisionKind
from sim.model.events import SpellCopied
from sim.text import FULL, read_card

MIRARI = ("Whenever you cast an instant or sorcery spell, you may pay {3}. If you do, copy that "
          "spell. You may choose new targets for the copy.")
SHOCK = {"id": "shock", "name": "Shock", "types": ["Instant"], "cost": "{0}",
         "text": "Shock deals 2 damage to any target."}


def test_paid_copies_are_read_whole() -> None:
    """CR 118.12, 707.10c: read and rendered back."""
    assert read_card(MIRARI, "Mirari", ("Artifact",)).status == FULL


@plays("Whenever you cast an instant or sorcery spell, you may pay {3}. If you do, copy that "
       "spell. You may choose new targets for the copy.")
@pytest.mark.parametrize(("pay", "mana", "a_life", "b_life"), [
    ("yes", "{3}", 18, 18), ("no", "{3}", 20, 18), ("yes", "{2}", 20, 18)])
def test_the_copy_is_made_only_if_paid(pay: str, mana: str, a_life: int, b_life: int) -> None:
    """CR 118.12: A casts Shock at B; paying {3} as the trigger resolves, A copies Shock and
    chooses A as its new target (707.10c); declining — or unable to pay, 118.3 — no copy."""
    mirari = {"id": "mirari", "controller": "A", "name": "Mirari", "types": ["Artifact"],
              "text": MIRARI}
    state = mtgsim.load({"active_player": "A", "step": "precombat main",
                         "permanents": [mirari],
                         "players": {"A": {"hand": [SHOCK], "mana": mana}, "B": {}}})
    state.apply("cast shock")
    state.apply("target B")
    while state.decision is not None and state.step.value == "precombat main":
        decision = state.decision
        if decision.kind in (DecisionKind.CHOOSE_PAY, DecisionKind.CHOOSE_OPTIONAL):
            state.apply(next(a for a in state.legal_actions() if str(a) == pay))
        elif decision.kind is DecisionKind.CHOOSE_CARD and "CR 707.10c" in decision.prompt:
            state.apply(Choose("card", "A"))
        elif decision.kind is DecisionKind.PRIORITY:
            state.apply("pass")
        else:
            state.apply(state.legal_actions()[0])
    copies = [e for e in state.events if isinstance(e, SpellCopied)]
    assert len(copies) == (a_life == 18)
    assert state.players["A"].life == a_life and state.players["B"].life == b_life
