"""The mark of an instruction counting "that many" of a trigger's event (CR 603.2, 120.3,
608.2h) other than life gained, cards drawn or damage (``programs.GAIN_THAT_MUCH``,
``DRAW_THAT_MANY``, ``THAT_MUCH_DAMAGE``): "put that many +1/+1 counters on ~" is the
``COUNTER`` op of X (``Op.x``) with this key in ``Op.params``, the ability's X the event's
amount (``sim.rules.event_amounts``)."""

from __future__ import annotations

#: an ``Op.params`` key: the op's X is "that many" of the event its ability triggered on
THAT_MANY = "that many"
