"""Tokens created attacking each opponent (CR 111.2, 508.4): "for each opponent, create a 1/1
white Human creature token that's tapped and attacking that player [or a planeswalker they
control]" — read by ``sim.text.token_rules``, run by ``sim.rules.token_attacks``, written back
by ``sim.text.render_token_attacks``. The ``Op`` is a token op's (``token``, ``count``,
``tapped``, ``attacking``) with this verb; ``Op.rule`` says what each token may attack."""

from __future__ import annotations

#: the verb: for each opponent of its controller, ``count`` tokens tapped and attacking them
TOKEN_EACH_OPPONENT = "token attacking each opponent"

#: ``Op.rule``: "that player" (the opponent only) or "that player or a planeswalker they
#: control" (the token's controller chooses among those, 508.4)
THAT_PLAYER, OR_PLANESWALKER = "that player", "that player or a planeswalker they control"

#: ``Instruction.params`` key the grammar's reading marks such a token instruction with
EACH_OPPONENT_PARAM = "for each opponent attacking"

__all__ = ["EACH_OPPONENT_PARAM", "OR_PLANESWALKER", "THAT_PLAYER", "TOKEN_EACH_OPPONENT"]
