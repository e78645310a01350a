"""The model: the records a game is made of, and nothing that runs the rules.

Editions of the rules and errors (``editions``, ``errors``); mana and mana costs (``mana``);
keyword abilities as bits (``keywords``) and the one ability model the Oracle compiler reads
text into (``abilities``: parameters, static abilities, filters; ``programs``: what spells and
abilities do, activated and triggered abilities); card definitions (``card``) and the qualities
abilities name (``qualities``); objects in zones, players and continuous effects
(``objects``), the combat record (``combat_state``), damage events and requests
(``damage_records``), stack objects (``stack_objects``); the event stream (``events``);
declarations and actions with their text and JSON forms (``declarations``, ``actions``);
decisions and the lazy legal-action sequences' interface (``decisions``); the board and its
characteristics through the layers (``board``) and the game state with the decision loop's
methods (``state``); how a play ended (``outcome``); protection's tests (``protection``).

The model imports nothing else of ``sim``; the layers above register what ``GameState``'s
methods call (``sim.model.state.UPPER``).
"""

