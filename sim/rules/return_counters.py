"""The counters a card returned to the battlefield enters with (issue 29, graveyard; CR
614.1c, 122.6: "return target creature card from your graveyard to the battlefield with a
lifelink counter on it" — it enters with them, it doesn't get them after entering; read by
``sim.text.return_counter_rules``): ``Op.counter`` the kinds ("," joined; "additional
+1/+1": counters in addition to those it enters with anyway), ``Op.amount`` their number."""

from __future__ import annotations

from sim.model.programs import Op


def entering_counters(op: Op) -> dict[str, int] | None:
    """The counters ``op``'s card enters with (None: none)."""
    if not op.counter:
        return None
    return {kind.removeprefix("additional "): max(op.amount, 1)
            for kind in op.counter.split(",")}
