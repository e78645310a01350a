"""Replacement effects of static abilities that modify how an event happens (CR 614.1a: "if
<event> would happen, <something else> instead"), read as ``Static.rule`` values; each names
the event it replaces and who it affects.

``LIFE_GAIN_TWICE``: "if you would gain life, you gain twice that much life instead" (Rhox
Faithmender): each such ability of a permanent its controller controls doubles a life gain of
that player (``sim.rules.life.gain_life``). Several double it once each; in any order (616.1)
the result is the same, as it is with "that player gains no life instead" (a gain of 0), so no
order is asked. "You gain that much life plus N instead" is not read: applied with a doubling
its order would change the amount, and the affected player would have to choose it (616.1).

``TOKENS_TWICE`` / ``TOKENS_TWICE_EFFECT``: "if one or more tokens would be created under your
control, twice that many of those tokens are created instead" (Parallel Lives) and "if an
effect would create one or more tokens under your control, it creates twice that many of
those tokens instead" (Anointed Procession; every token is created by an effect, 111.1): each
such ability of a permanent the tokens' controller controls doubles the number created
(``sim.rules.tokens.create_token``); several, in any order, the same (616.1). "Those tokens"
are all of them: an instruction acting on the tokens it created acts on each, and "attach ~
to it" asks which one (``sim.rules.move_ops.attach``)."""

from __future__ import annotations

#: "if you would gain life, you gain twice that much life instead" (CR 614.1a)
LIFE_GAIN_TWICE = "you gain twice that much life"
#: "if one or more tokens would be created under your control, twice that many of those
#: tokens are created instead" (CR 614.1a, 111.1)
TOKENS_TWICE = "twice that many tokens are created"
#: "if an effect would create one or more tokens under your control, it creates twice that
#: many of those tokens instead"
TOKENS_TWICE_EFFECT = "an effect creates twice that many tokens"
