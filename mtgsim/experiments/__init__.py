"""The experiments: many seeded plays, games or pairings, and what they come to.

* ``montecarlo`` — play scenarios (or games not yet dealt) many times and compare them
  (``mtgsim.montecarlo``, ``mtgsim montecarlo``, ``mtgsim match``); ``plays`` (one play: the
  fixed prefix, its figures, its record), ``montecarlo_result`` (the running sums and the
  report's data), ``batch_engine`` (the plays' combats resolved by ``mtgsim.batch``);
* ``match`` — what a game between two decks comes to, and a match's running tally;
* ``goldfish`` — a deck against an opponent that does nothing (``mtgsim.goldfish``);
* ``tournament`` — every pairing of policies, with Elo ratings (``mtgsim.tournament``;
  ``elo``: the Bradley–Terry fit; ``timed_policies``: the time per decision);
* ``stats`` (intervals, running tallies), ``reports`` (every report as text), ``plots``
  (every plot);
* ``harness`` — what they all run on: seeding, the worker pool (local processes, Dask),
  Ctrl-C, checkpointed results files and resuming.

Nothing is imported here: ``import mtgsim.experiments.goldfish`` and the like.
"""
