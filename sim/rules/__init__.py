"""The rules: what happens, step by step, once a choice is made.

The turn (``turn``, ``opening``: shuffles and mulligans, ``extra_turns``), priority and the
stack (``priority``; ``casting``: spells and abilities put on the stack, CR 601-602;
``resolution`` and ``effect_ops``: resolving them, 608; ``triggers``, 603; ``targeting``;
``conditions``; ``library``: drawing), combat (``combat``: the steps, 506-511;
``combat_damage``: who assigns what; ``banding``; ``quiet_combat``: a quiet combat in one go),
damage (``damage``: the one pipeline, 120; ``replacement``: replacement and prevention
effects in the affected player's order, 616), state-based actions (``sba``, 704),
``destruction``, ``tokens``, ``costs`` (paying mana costs), ``noncombat`` (fight, divided
damage) and ``fastpaths`` (the switch that turns every fast path off for testing).
"""

