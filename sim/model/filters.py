"""What an ability counts or picks out on the board: ``Filter`` (the qualities an affected or
counted permanent or card must have) and ``Count`` (a number read off the game whenever it is
needed: CR 604.3, 613.4a, 613.4c; ``sim.model.board.counted``). ``sim.model.abilities`` names
both for the ability model.
"""

from __future__ import annotations

import attrs

#: the values of ``Filter.attached``: qualities read off what is attached to a permanent
#: (``sim.model.attached_qualities``; CR 301.5, 303.4, 700.9)
EQUIPPED, ENCHANTED, MODIFIED = "equipped", "enchanted", "modified"
ENCHANTED_OR_EQUIPPED = "enchanted or equipped"
ATTACHED_QUALITIES = (EQUIPPED, ENCHANTED, MODIFIED, ENCHANTED_OR_EQUIPPED)

# --- counts (CR 604.3, 613.4a, 613.4c; sim.model.board.counted) --------------------------------
#: the number of ``Count.what`` (permanents, or cards in a hand or graveyard: ``Filter.zone``)
NUMBER_OF = ""
#: domain (an ability word, CR 207.2c): the basic land types (205.3i) among lands you control
DOMAIN = "basic land types"
#: devotion to a color (CR 700.5): its mana symbols among the mana costs of your permanents
DEVOTION = "devotion"
#: your life total (CR 119.1)
LIFE_TOTAL = "life total"
#: the card types (205.2a) among cards in ``what``'s graveyards (Tarmogoyf)
CARD_TYPES = "card types"
#: the greatest mana value (202.3) among the permanents ``what`` names (0 if none)
GREATEST_MANA_VALUE = "greatest mana value"
#: counters of the kind ``Count.of`` on the source itself ("for each oil counter on it")
COUNTERS_ON_SELF = "counters on it"
#: the permanents ``what`` names attached to the source ("for each Aura attached to it")
ATTACHED_TO_SELF = "attached to it"
#: the source's power ("where X is ~'s power"): through the layers while it is on the
#: battlefield, else as it last existed there (608.2h; ``sim.model.count_kinds``)
SOURCE_POWER = "source power"
#: the source's toughness and mana value (208.1, 202.3), read as ``SOURCE_POWER`` is; with it
#: the "object counts" ``Count.on`` may move onto another object ("its toughness")
SOURCE_TOUGHNESS, SOURCE_MANA_VALUE = "source toughness", "source mana value"
#: the creatures blocking the object (CR 509.1h, 506.4: none once it has left combat)
BLOCKING_IT = "creatures blocking it"
OBJECT_COUNTS = frozenset((SOURCE_POWER, SOURCE_TOUGHNESS, SOURCE_MANA_VALUE, BLOCKING_IT))
#: the mana value of the spell a cast trigger is about ("that spell's mana value", CR 202.3,
#: 608.2h: on the stack, X its chosen value; else as it last existed there; ``Count.on`` THAT)
SPELL_MANA_VALUE = "spell mana value"
#: ``Count.on`` "the sacrificed creature's": the permanent sacrificed to pay the cost (601.2h)
SACRIFICED = "sacrificed"
#: ``Count.of`` of ``SOURCE_POWER``: read on the instruction's one object instead ("target
#: creature gets +X/+0 until end of turn, where X is its power"; ``sim.rules.subject_counts``)
OF_SUBJECT = "subject"
#: the greatest power (208.1) among the permanents ``what`` names, through the layers (0 if
#: none)
GREATEST_POWER = "greatest power"
#: the cards named as the source in graveyards ("the number of cards named ~ in all
#: graveyards", 201.2); ``what.controller`` "you": in your graveyard only
NAMED_AS_SOURCE = "named as source"


@attrs.frozen(slots=True)
class Count:
    """A number read off the game whenever it is needed (CR 604.3: a characteristic-defining
    ability's; 613.4c: "gets +1/+1 for each artifact you control"): ``kind`` (``NUMBER_OF``,
    ``DOMAIN``, ...) of ``what``, times ``times``, plus ``plus``, plus ``more``'s count ("the
    number of Forests you control plus the number of Treefolk you control"). ``of`` is a
    devotion's color letter or a counter's kind."""

    kind: str = NUMBER_OF
    what: Filter | None = None
    of: str = ""
    times: int = 1
    plus: int = 0
    more: Count | None = None
    #: the amount is written "X" and defined after the instruction: "deals X damage to any
    #: target, where X is <count>" (CR 107.3): a phrasing only, counted as any other
    where_x: bool = False
    #: written "life equal to <count>" ("you gain life equal to your devotion to green"; with
    #: ``where_x``: the same count, another phrasing, ``sim.text.where_x_rules``)
    equal_to: bool = False
    #: an object count (``OBJECT_COUNTS``) read on another object than the source: a
    #: program's reference (``sim.model.programs``: "target:0", "that"), or ``SACRIFICED``
    #: ("you gain life equal to its toughness", "... the sacrificed creature's power", CR
    #: 608.2h; ``sim.rules.subject_counts``); "" the source (or ``of`` ``OF_SUBJECT``)
    on: str = ""


@attrs.frozen(slots=True)
class Kinds:
    """More qualities a counted permanent or card must have (issue 29, characteristic-defining
    abilities; ``sim.model.count_qualities.qualified``): "snow" (a supertype, CR 205.4g),
    "colorless" (105.2c), "nonland" / "non-Wall" (card types and a subtype it must not have,
    205.4b), "artifacts and/or enchantments" (one of ``any_types``), "named ~" (the source's
    name, 201.2), "permanent cards" (a permanent card's types, 110.4a), "that are <kinds>"."""

    snow: bool = False
    colorless: bool = False
    not_types: tuple[str, ...] = ()
    not_subtype: str = ""
    any_types: tuple[str, ...] = ()
    named: bool = False
    permanent: bool = False
    #: "that are Fungi and/or Saprolings | Spirits and/or enchantments": card types and
    #: creature types (205.2a, 205.3m), any one of which it must have
    that_are: tuple[str, ...] = ()


YOU, OPPONENT = "you", "opponent"
#: ``Filter.controller`` "that player controls": counted for each player an instruction acts
#: on, of that player's permanents (Price of Progress, CR 608.2h; ``sim.rules.damage_recipient``)
THAT_PLAYER_CONTROLS = "that player"
#: ``Filter.controller`` "the chosen player controls" | "the chosen player's hand": the player
#: chosen as the source entered ("as ~ enters, choose an opponent", CR 614.12; its
#: ``Permanent.chosen``); none while no player is chosen (issue 29, counts)
CHOSEN_PLAYER = "chosen player"
#: ``Filter.controller`` "defending player controls": the player the source attacks, or who
#: controls the planeswalker or battle it attacks (CR 506.2-506.3); none while it isn't
#: attacking (issue 29, characteristic-defining abilities)
DEFENDING_PLAYER = "defending player"


@attrs.frozen(slots=True)
class Filter:
    """Qualities an affected or counted permanent must have. ``controller`` is for counting
    ("you control", "an opponent controls"); ``card_type`` is a card type as printed
    ("Creature", "Artifact", "Land"); ``subtype`` a subtype ("Elf", "Forest")."""

    other: bool = False
    subtype: str = ""
    card_type: str = ""
    color: str = ""
    attacking: bool = False
    blocking: bool = False
    tapped: bool | None = None
    with_kw: int = 0
    controller: str = ""
    #: a zone of cards to count instead of the battlefield ("hand", "graveyard": "the number of
    #: creature cards in your graveyard", CR 604.3), ``controller`` naming whose ("you": the
    #: source's controller's; "": every player's); ``card_type`` then may list types joined
    #: by "/" ("Instant/Sorcery": "instant and sorcery cards")
    zone: str = ""
    #: "nontoken" (False) or "token" (True); None: either (CR 111.1)
    token: bool | None = None
    #: "with power N or greater" / "with power N or less" (CR 208.1): its power now, through
    #: the layers (a permanent on the battlefield)
    min_power: int | None = None
    max_power: int | None = None
    #: "with toughness N or greater" (CR 208.1), read as ``min_power`` is; a dead creature's
    #: as it last existed (603.10a, ``sim.model.known_qualities``)
    min_toughness: int | None = None
    #: "with a +1/+1 counter on it" (CR 122.1): a kind of counter it has at least one of
    #: (not a characteristic: it reads no layer)
    counter: str = ""
    #: "of the chosen type" / "of the chosen color" ("type", "color"): the creature type or
    #: color its source's controller chose as the source entered (``Permanent.chosen``, CR
    #: 614.12); nothing matches while none was chosen
    chosen: str = ""
    #: "legendary" (CR 205.4d, a supertype): only legendary permanents ("for each legendary
    #: creature you control")
    legendary: bool = False
    #: "basic" (True) or "nonbasic" (False): whether it has the basic supertype (CR 205.4c,
    #: "basic Island", "nonbasic lands"); None: either
    basic: bool | None = None
    #: "unblocked" (with ``attacking``): an unblocked attacking creature (CR 509.1h)
    unblocked: bool = False
    #: "named ~": the source's name (CR 201.2; a ``CONTROLS`` condition's kind only,
    #: ``sim.model.board_conditions``: "if you control another creature named ~")
    named: bool = False
    #: more qualities of a count's permanents or cards ("snow", "nonland", "colorless")
    more: Kinds | None = None
    #: "equipped", "enchanted", "modified" or "enchanted or equipped" (CR 301.5, 303.4,
    #: 700.9): read off what is attached to it (``sim.model.attached_qualities``)
    attached: str = ""


ANY = Filter()


__all__ = ["ANY", "ATTACHED_QUALITIES", "ATTACHED_TO_SELF", "CARD_TYPES", "CHOSEN_PLAYER",
           "COUNTERS_ON_SELF", "Count", "DEVOTION", "DOMAIN", "ENCHANTED", "ENCHANTED_OR_EQUIPPED",
           "EQUIPPED", "Filter", "GREATEST_MANA_VALUE", "GREATEST_POWER", "Kinds", "LIFE_TOTAL",
           "MODIFIED", "NAMED_AS_SOURCE", "NUMBER_OF", "OF_SUBJECT", "OPPONENT", "SOURCE_POWER",
           "THAT_PLAYER_CONTROLS", "YOU"]
