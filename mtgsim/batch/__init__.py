"""mtgsim.batch: many independent combats at once, as numpy arrays.

::

    from mtgsim import batch
    boards = batch.random_boards(1_000_000, seed=1)   # legal attacks and blocks included
    result = batch.resolve(boards)                    # arrays: life, poison, died, damage
    mtgsim.play(mtgsim.load(boards.scenario(i)))      # board i in the scalar engine ...
    result.outcome(i)                                 # ... gives this Outcome.to_dict()

A separate kernel from the scalar engine (``sim``), for the boards it supports, where it gives
exactly the scalar engine's result with its default policy: two players, A attacking B; up
to three attackers and three blockers; creatures with a power and toughness and any of the
keywords flying, reach, first strike, double strike, deathtouch, trample, lifelink, menace,
indestructible, infect and wither (``mtgsim.batch.keyword_bits``); every attacker attacking B and
each blocker blocking at most one attacker, legally (CR 509.1a, 702.9b, 702.111b); the
current rules edition (no damage assignment order); combat damage assigned as the default
policy does (``sim.legality.damage_assignment.default_assignment``). It implements:

* the first-strike combat damage step when a creature in combat has first strike or double
  strike, then the regular one (CR 510.4, 702.7b, 702.4b); a creature that died in the first
  goes no further (506.4);
* an attacker's damage (510.1): unblocked, all to B; blocked, lethal damage to as many
  blockers as it can, those needing least first (ties in slot order), the rest to B with
  trample once every blocker has lethal damage (702.19b), else onto the first blocker
  (by slot) not yet assigned lethal damage, or the first blocker; blocked with no blocker
  left, all to B with trample (702.19e), else none; lethal damage counts damage already
  marked and -1/-1 counters, and is 1 from a deathtouch source (702.2c, 702.19b);
* a blocker's damage: all to the attacker it blocks, if that is still in combat;
* all damage dealt at once (510.2): to B as life loss, or poison counters from infect
  (120.3a-b, 702.90b); to a creature as marked damage, or -1/-1 counters from infect or
  wither (120.3d-e, 702.90c, 702.80a); lifelink gains its controller that much (702.15b);
* state-based actions after each step (704.3): a player at 0 or less life or with 10 or more
  poison counters loses (704.5a, 704.5c) and the game ends then (104.2a, 104.4a: no
  regular damage step after a first-strike step that ends it); a creature with toughness 0
  or less dies, indestructible or not (704.5f); one with lethal damage marked, or dealt
  damage by a deathtouch source, is destroyed unless indestructible (704.5g-h, 702.12b).

Out of scope (the scalar engine plays them; this kernel does not): more than three
creatures a side, power or toughness above 20, more than two players, planeswalkers and
battles, any other keyword or ability, damage or counters on a creature before combat,
effects, instants and triggered abilities, replacement and prevention effects, banding, the
2016 rules edition's damage assignment orders, damage assignments other than the default
policy's, and declarations chosen by a policy rather than given. ``Boards.validate`` says
when a board is outside what the kernel plays. Details: docs/batch.md.

``mtgsim.experiments.batch_engine`` is the Monte Carlo runner's batch engine
(``mtgsim.montecarlo(batch=...)``): the policies' declarations chosen by the scalar engine's
own code, the combats resolved here, the results the scalar engine's play for play.

Modules: ``board_arrays`` (``Boards``, ``Side``, ``board``, ``random_boards``), ``kernel``
(``resolve``), ``result`` (``Result``), ``keyword_bits`` (the keyword bits; also reachable as
``mtgsim.batch.keywords``).
"""

from __future__ import annotations

from mtgsim.batch import keyword_bits
from mtgsim.batch import keyword_bits as keywords
from mtgsim.batch.board_arrays import PLAYERS, SLOTS, Boards, Side, board, random_boards
from mtgsim.batch.kernel import resolve
from mtgsim.batch.result import Result

__all__ = ["Boards", "Side", "Result", "board", "random_boards", "resolve", "keywords",
           "keyword_bits", "SLOTS", "PLAYERS"]
