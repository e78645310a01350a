"""Effects that change characteristics (issue 29, "becomes"): "target creature has base power
and toughness 1/1 until end of turn", "~ becomes colorless until end of turn", "target creature
loses flying until end of turn", "~ becomes a 2/2 Bird artifact creature with flying until end
of turn", "target land becomes a 3/3 creature that's still a land" (CR 611.2a, 613.1d-f,
613.4b, 205.1a-b). One ``Becoming`` says what one instruction changes; the resolving
instruction (``BECOMES``, ``sim.rules.becoming``) makes it one continuous effect with one
timestamp, applied in each layer it reaches (613.6): card types and creature types (layer 4),
colors (5), abilities (6; ``sim.model.characteristic_layers``) and base power and toughness
(7b, ``sim.model.board.power_and_toughness``)."""

from __future__ import annotations

import attrs

from sim.model.keywords import Kw

#: the instruction: ``Op.becoming`` says what changes
BECOMES = "becomes"

#: how an animated object keeps its other types (CR 205.1b): "it's still a land" (a sentence
#: after the instruction), "that's still a land", "in addition to its other types"; "" when
#: the words keep them by themselves ("artifact creature") or no card type is named
STILL_SENTENCE, STILL_THAT, IN_ADDITION = ". it's still a land", "that's still a land", \
    "in addition to its other types"
#: "that's still a planeswalker" (a planeswalker that becomes a creature keeps its card type)
STILL_PLANESWALKER = "that's still a planeswalker"


@attrs.frozen(slots=True)
class Becoming:
    """What one "becomes" instruction changes, in the order written (``order``: "pt", "color",
    "animate", "retype", "lose", "gain"; the renderer writes them back so)."""

    #: base power and toughness (layer 7b, CR 613.4b); None: unchanged
    power: int | None = None
    toughness: int | None = None
    #: the colors it becomes (layer 5, CR 105.3): letters; () colorless; None: unchanged
    colors: tuple[str, ...] | None = None
    #: the card types it gets (layer 4): ("Artifact", "Creature"); its others kept (205.1b)
    types: tuple[str, ...] = ()
    #: the creature types it becomes, replacing its creature types (205.1a-b)
    subtypes: tuple[str, ...] = ()
    #: the abilities it gains and loses (layer 6, CR 613.1f)
    add: Kw = Kw.NONE
    remove: Kw = Kw.NONE
    #: how the words keep its other types (``STILL_SENTENCE``, ...), or ""
    still: str = ""
    #: the changes' words in order, for rendering
    order: tuple[str, ...] = ()
    #: "until end of turn, <subject> ..." (the duration written first)
    duration_first: bool = False
    #: "gets +N/+N" beside the changes (layer 7c, CR 613.4c)
    pump: tuple[int, int] = (0, 0)
    #: "becomes the color | creature type of your choice" (608.2d: chosen as it resolves):
    #: ``CHOSEN_COLOR`` or ``CHOSEN_TYPE``; "" none
    choice: str = ""
    #: "loses all abilities" (layer 6, CR 613.1f; ``sim.model.ability_loss``)
    strip: bool = False
    #: the quoted abilities it gains ('becomes a 3/3 Elemental creature with "Whenever this
    #: creature attacks, ..."', layer 6, CR 613.1f; 113.6, 201.5: "this creature" is the
    #: permanent that has it): each quotation's text as read, compiled as the effect begins
    #: (``sim.rules.becoming``, ``sim.model.pump_verbs.QUOTED_UNTIL``)
    quoted: tuple[str, ...] = ()


#: what "of your choice" chooses (``sim.rules.chosen.quality_options``' kinds)
CHOSEN_COLOR, CHOSEN_TYPE = "color", "creature type"
