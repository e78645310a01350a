"""What spells and abilities do, as data: a ``Program`` of instructions (``Op``) with the
targets it chooses (``TargetSpec``, CR 115), its modes (700.2), whether it is optional ("you
may", 603.5) and an intervening "if" clause (603.4), the tokens it makes (``TokenSpec``); and
the activated and triggered abilities that carry programs (``Activated`` with its ``Cost``,
602; ``Triggered`` with the event it waits for, 603). The constants name who an instruction
acts on (``SELF``, ``YOU``, ``THAT``, targets by index), its verbs (``DAMAGE``, ``DESTROY``,
``MODIFY``, ...) and durations.

A ``Program`` is engine-independent data, shared by every copy of the card: the Oracle
compiler writes it (``sim.text.effect_text``), ``sim.rules.casting`` puts it on the stack and
``sim.rules.resolution`` and ``sim.rules.effect_ops`` run it.
"""

from __future__ import annotations

import attrs

from sim.model.abilities import Count, Filter
from sim.model.become_verbs import Becoming
from sim.model.cost_parts import CostPart
from sim.model.keywords import Kw
from sim.model.target_specs import TargetSpec as TargetSpec
from sim.model.token_specs import PREDEFINED_TOKENS as PREDEFINED_TOKENS
from sim.model.token_specs import TokenSpec as TokenSpec

#: who an ``Op`` acts on: the source, a target by index, the trigger's creature, the
#: controller, the creatures the controller controls
SELF, YOU, THAT, YOURS = "self", "you", "that", "yours"

#: each opponent of the controller; the defending player (the player the source attacks, or
#: whose planeswalker it attacks, CR 506.2); each attacking creature other than the source
OPPONENTS, DEFENDING, OTHER_ATTACKERS = "opponents", "defending", "other attackers"

# verbs
MODIFY, DESTROY, DAMAGE, FOG, PREVENT, REGENERATE = ("modify", "destroy", "damage", "fog",
                                                     "prevent", "regenerate")

TOKEN, GAIN_LIFE, DRAW, TAP, UNTAP, RULE, COUNTER, RAMPAGE = (
    "token", "gain life", "draw", "tap", "untap", "rule", "counter", "rampage")


#: "loses N life" (119.3), "put a -1/-1 counter on" (122.1), "sacrifices N permanents"
#: (701.21a, a choice of the player who sacrifices), and the keywords that need an instruction
#: of their own: melee (702.121a), undying (702.93a), persist (702.79a)
LOSE_LIFE, MINUS_COUNTER, SACRIFICE = "lose life", "-1/-1 counter", "sacrifice"


MELEE, UNDYING, PERSIST = "melee", "undying", "persist"


#: "return a land you control to its owner's hand" (a bounce land's "when ~ enters"; CR
#: 400.7: it becomes a new object in its owner's hand), the land chosen by the player
#: ``who`` names as it resolves, not targeted (``sim.rules.effect_ops``)
RETURN_LAND = "return land"


#: "the next time a source of your choice would deal damage to you this turn, prevent that
#: damage" (609.7a, 615); ``rule`` REFLECT_BACK: Deflecting Palm's "if damage is prevented
#: this way, ~ deals that much damage to that source's controller"
SOURCE_SHIELD, REFLECT_BACK = "source shield", "reflect back"


#: "after this main phase, there is an additional combat phase followed by an additional main
#: phase" (CR 500.8, 505.1a); "<player> takes an extra turn after this one" (500.7)
EXTRA_COMBAT, EXTRA_TURN = "extra combat", "extra turn"


#: "<player> becomes the monarch" (CR 724.1, 724.3; ``sim.rules.monarch``)
BECOME_MONARCH = "become the monarch"
#: the intervening "if" clauses (CR 603.4) "if you're the monarch", "if an opponent is the
#: monarch" (724; ``sim.rules.conditions``)
MONARCH_YOU, MONARCH_OPPONENT = "you're the monarch", "an opponent is the monarch"


#: a permanent spell's "as ~ enters, choose a color | creature type" (CR 614.12), run as it
#: resolves: ``Op.rule`` "color" or "creature type" (``sim.rules.chosen``)
CHOOSE_QUALITY = "choose as it enters"


#: "sacrifice ~" / "sacrifice it" (CR 701.21a): its controller sacrifices that permanent
SACRIFICE_IT = "sacrifice it"


#: "sacrifice ~ unless you pay <mana>" (CR 118.12, 701.21a): its controller may pay ``Op.rule``
#: (the mana, "{1}{U}"); if they don't, they sacrifice it
UPKEEP_UNLESS = "sacrifice it unless paid"


#: fading's and vanishing's upkeep instruction (CR 702.32a, 702.63a): remove a counter of the
#: kind ``Op.rule`` ("fade", "time") from it; ``sim.rules.upkeep.kept``
COUNTDOWN = "remove a counter"


#: "counter <target spell> [unless its controller pays {N}]" (CR 701.6a; ``amount``: N)
COUNTER_SPELL = "counter spell"


#: "exile <who>" (CR 406.2: from the battlefield to exile); "return <who> to its owner's hand"
#: (400.7: a new object)
EXILE, BOUNCE = "exile", "return to hand"


#: a card in a graveyard returned "to your hand" or "to the battlefield [tapped] [under your
#: control]" (CR 400.7, 110.2: under its owner's control unless it says otherwise)
CARD_TO_HAND, CARD_TO_BATTLEFIELD = "card to hand", "card to battlefield"


#: "put <it> on top of / on the bottom of its owner's library", "shuffle <it> into its
#: owner's library" (CR 401.4, 701.24a), "<player> shuffles their graveyard into their
#: library" (``sim.rules.library_moves``)
TO_LIBRARY_TOP, TO_LIBRARY_BOTTOM = "to library top", "to library bottom"
SHUFFLE_INTO_LIBRARY, SHUFFLE_GRAVEYARD = "shuffle into library", "shuffle graveyard"


#: "<creature> deals damage equal to its power to <who>" (CR 120.3; a "bite"): ``Op.rule``
#: names the creature dealing it (``target:0``), the source of the damage
BITE = "bite"


#: "you may pay <mana>. When you do, <effect>" (CR 603.12: a reflexive triggered ability):
#: ``Op.rule`` the mana; paid, ``Program.reflexive`` triggers
PAY_FOR_REFLEXIVE = "pay, then a reflexive trigger"
#: "<you may sacrifice ... | discard a card | sacrifice it>. When you do, ..." (603.12, 118.12)
WHEN_YOU_DO = "when you do"


#: optional costs paid as an ability resolves (CR 118.12): "you may pay {2}" (``Op.rule`` the
#: mana), "you may pay N life" (``Op.amount``, 119.4); the player chooses as the instruction
#: is reached and can't choose to pay what they can't (118.3). The instructions after "if you
#: do, " / "if you don't, " have ``Op.if_paid`` ``PAID`` / ``NOT_PAID``: done only if the
#: player paid (did not pay) the latest optional cost before them (118.12)
PAY_MANA, PAY_LIFE, PAID, NOT_PAID = "pay mana", "pay life", "paid", "not paid"

#: "flip a coin" (CR 705.1): the controller flips and calls; the instructions after "if you
#: win the flip, " / "if you lose the flip, " have ``Op.if_paid`` ``WON_FLIP`` / ``LOST_FLIP``:
#: done only if that player won (lost) the latest flip before them (``sim.rules.coin_flips``)
FLIP_COIN, WON_FLIP, LOST_FLIP = "flip a coin", "won the flip", "lost the flip"

#: "you gain that much life", "[you] draw that many cards" after a damage trigger (CR 603.2,
#: 120.3): the damage of its event (``Op.x``, ``sim.rules.event_amounts``), only after the
#: ``THAT_MUCH_TRIGGERS``; ``GAIN_LOST``: "you gain life equal to the life lost this way" right
#: after a life loss (608.2c, 119.3: the life it lost, ``Resolving.lost``)
GAIN_THAT_MUCH, GAIN_LOST = "gain that much life", "gain life equal to the life lost this way"
DRAW_THAT_MANY, THAT_MUCH_DAMAGE = "draw that many cards", "that much damage"  # (an Op.params key)
THAT_MUCH_TRIGGERS = frozenset(("DamageDealt", f"{who} {what}") for who in ("self", "enchanted",
                               "equipped") for what in ("any", "combat", "dealt damage",
                               "dealt combat damage", "to a player", "to an opponent"))

#: "reveal cards from the top of your library until you reveal a <kind> card. put that card
#: <Op.rule> and the rest on the bottom ..." (CR 701.20a; ``sim.rules.library.reveal_until``)
REVEAL_UNTIL = "reveal until"


#: the optional cost "you may sacrifice another creature | an artifact [or creature]" (CR
#: 118.12, 701.21a): ``Op.who`` the group of the controller's permanents it may be
SACRIFICE_COST = "sacrifice as a cost"


#: energy (CR 107.14, 122.1: energy counters on a player): "you get {E}{E}" (``Op.amount``
#: counters); the optional cost "you may pay {E}{E}" (118.12)
GET_ENERGY, PAY_ENERGY = "get energy", "pay energy"


#: "exile <who> until ~ leaves the battlefield" (CR 610.3): exiled and linked to the source,
#: returned to the battlefield under its owner's control once the source leaves it
EXILE_UNTIL = "exile until source leaves"


#: "sacrifice ~ unless you pay {1}{U}" (CR 118.12a: "you may pay {1}{U}. if you don't,
#: sacrifice ~"): ``Op.rule`` the mana or energy ({E}) paid
SACRIFICE_UNLESS = "sacrifice unless paid"


#: "<who> doesn't untap during its controller's next untap step" (CR 502.3, 611.2a)
FREEZE = "freeze"


#: "add {B}{B}{B}" (CR 106.3, 106.4): a resolving spell or ability adds mana to its
#: controller's mana pool, ``Op.rule`` the symbols ("{B}{B}{B}"), times ``for_each``'s count
#: ("add {G} for each creature you control"). An activated ability that adds mana without a
#: target is a mana ability (605.1a, ``is_mana_ability``): it doesn't use the stack, it
#: resolves as it is activated (605.3b; ``sim.rules.priority``)
ADD_MANA = "add mana"


#: the basic land types (CR 305.6), as an activation restriction names them
_BASIC_TYPES = {"plains": "Plains", "island": "Island", "swamp": "Swamp", "mountain": "Mountain",
                "forest": "Forest"}


def controls_restriction(restriction: str) -> tuple[str, ...] | None:
    """The land types of "activate only if you control a swamp" / "... a plains or a swamp"
    (CR 602.5b; ``restriction`` as ``sim.text.oracle.restrictions`` gives it: "if you control
    a swamp"), one of which a permanent its controller controls must have; None for any
    other restriction."""
    if not restriction.startswith("if you control a "):
        return None
    kinds = restriction[len("if you control "):].split(" or ")
    found = tuple(_BASIC_TYPES.get(k[2:], "") for k in kinds if k.startswith("a "))
    return found if len(found) == len(kinds) and all(found) else None


def is_mana_ability(ability: Activated) -> bool:
    """Whether ``ability`` is a mana ability (CR 605.1a): it could add mana, has no target and
    is no loyalty ability."""
    program = ability.program
    if program is None or ability.cost.loyalty is not None or program.targets:
        return False
    return any(op.verb == ADD_MANA for each in (program, *program.modes) for op in each.ops)


#: "gain control of <who> [until end of turn]" (CR 613.1b, 611.2a)
GAIN_CONTROL = "gain control"


#: "attach [~] to <who>" (CR 701.3): the source becomes attached to the object; equip's
#: instruction (702.6a)
ATTACH = "attach"


#: the creature the source (an Aura, an Equipment) is attached to: "enchanted creature",
#: "equipped creature" (CR 303.4, 301.5)
ENCHANTED_CREATURE, EQUIPPED_CREATURE = "enchanted creature", "equipped creature"


#: every creature that attacked this turn ("untap all creatures that attacked this turn")
ATTACKED = "attacked this turn"


#: the tokens the instruction before created: "create a 0/0 black Phyrexian Germ creature
#: token, then attach this Equipment to it" (living weapon, CR 702.92a)
CREATED = "created"


#: an ``Op.rule`` of MODIFY: only for a creature other than the source ("if that's another
#: creature, it gains ...": backup, CR 702.165a)
IF_ANOTHER = "if another"
#: an ``Op.rule`` of MODIFY: written "and ..." after the instruction before ("~ gets +1/+0
#: until end of turn and can't be blocked this turn"; ``sim.text.render_riders``)
AND_RIDER = "and"


#: extort's "each opponent loses N life and you gain life equal to the total life lost this
#: way" (CR 702.101a), after its optional cost (``PAY_MANA``)
DRAIN = "drain"


#: the library (CR 401): "scry N" (701.22a), "surveil N" (701.25a), "search your library for
#: a <card>, put it onto the battlefield [tapped] | reveal it, put it into your hand, then
#: shuffle" (701.23a, 701.24a): ``Op.card`` names what it finds ("basic land", "forest",
#: "land"), ``Op.rule`` where it goes (``TO_BATTLEFIELD``, ``TO_HAND``)
SCRY, SURVEIL, SEARCH, TO_BATTLEFIELD, TO_HAND = ("scry", "surveil", "search",
                                                  "onto the battlefield", "into your hand")


#: digging through the library (CR 401, 608.2c): "look at the top N cards of your library"
#: (``Op.amount``), ``Op.count`` of them into the hand (0: none, "then put them back in any
#: order"; -1: every card of the kinds, "put all land cards revealed this way into your hand"),
#: chosen among those of the kinds ``Op.card`` names ("creature or land"; "" any card: "put
#: one of them into your hand"; else it may find none: "you may reveal a creature card from
#: among them"), and the rest where ``Op.rule`` says: the bottom of the library in a random
#: order, in any order (the player's, 401.4), the graveyard, or back on top in any order
DIG = "dig"
REST_BOTTOM_RANDOM, REST_BOTTOM_ANY, REST_BOTTOM, REST_GRAVEYARD, REST_TOP_ANY = (
    "bottom in a random order", "bottom in any order", "bottom", "graveyard", "top in any order")
#: a dig's ``Op.count`` for "any number of <kinds> cards" (chosen one at a time, 608.2c)
DIG_ANY_NUMBER = 99


#: "investigate" (CR 701.16a): create a Clue token (111.10f), ``Op.amount`` times
INVESTIGATE = "investigate"


#: "proliferate" (CR 701.34a): the controller chooses any number of permanents and/or players
#: with counters; each gets another counter of each kind it has
PROLIFERATE = "proliferate"


#: "manifest the top card of your library" (CR 701.40a): put onto the battlefield face down,
#: a 2/2 (``sim.rules.face_down``); "manifest dread" (701.62a): the top two cards looked at,
#: one manifested, the other put into the graveyard
MANIFEST, MANIFEST_DREAD = "manifest", "manifest dread"


#: "<creature> explores" (CR 701.44a): its controller reveals the top card of their library; a
#: land goes to the hand, else the creature gets a +1/+1 counter and the card stays on top or
#: goes to the graveyard, as the controller chooses
EXPLORE = "explore"


#: a search's card put on top of the library after the shuffle ("search your library for a
#: card, then shuffle and put that card on top", CR 701.23a, 701.24a): ``Op.rule`` of a
#: ``SEARCH``, revealed ("reveal it, then shuffle and ...") or not; ``Op.card`` "" any card
TO_TOP, TO_TOP_REVEALED = "on top", "revealed, on top"


#: "search your library and/or graveyard for a card named <name>, reveal it, and put it into
#: your hand. if you search your library this way, shuffle" (CR 701.23a, 701.24a): ``Op.card``
#: the name (as the text writes it, lower case); ``Op.rule`` "search" or "searched" (the
#: second sentence's tense, both in Oracle text)
SEARCH_NAMED = "search named"


#: the top card of a library revealed (CR 701.20a): "reveal the top card of your library and
#: put that card into your hand. you lose (gain) life equal to its mana value" (``Op.rule``
#: ``LOSE_LIFE`` / ``GAIN_LIFE``), "defending player reveals the top card of their library. if
#: it's a land card, that player puts it into their hand" (``Op.card`` "land": the card goes
#: to the hand only if it is one); ``Op.who`` the player who reveals
REVEAL_TOP = "reveal top"
#: the top card looked at | revealed, where it goes (CR 401, 701.20a; ``sim.rules.top_card``
#: has the wordings); ``TOP_KINSHIP``: kinship's "if it shares a creature type with ~"
TOP_CARD, TOP_REVEAL, TOP_MAY, TOP_REVEAL_IT = "top card", "reveal", "may", "reveal it"
TOP_TO_HAND, TOP_TO_GRAVEYARD, TOP_KINSHIP = "into your hand", "into your graveyard", "kinship"
TOP_TO_BATTLEFIELD, TOP_TO_BOTTOM = "onto the battlefield", "on the bottom of your library"
TOP_ELSE, TOP_ELSE_DECLINED = "otherwise", "if you don't"
#: a search's "<subtype> permanent card with mana value N or less" (``Op.params``, CR 202.3)
SEARCH_MAX_VALUE = "mana value at most"


#: copies of spells (CR 707.10): "copy target instant or sorcery spell" (``Op.who`` the target),
#: storm's "copy it for each spell cast before it this turn" (``STORM_COPIES``, ``Op.who``
#: ``SELF``: the spell whose card is the source; that many copies, 702.40a); ``Op.rule``
#: ``NEW_TARGETS``: "you may choose new targets for the copy|copies" (707.10c)
COPY_SPELL, STORM_COPIES, NEW_TARGETS = "copy spell", "storm copies", "new targets"


#: Chain Lightning's "then that player or that permanent's controller may pay {R}{R}. if the
#: player does, they may copy this spell and may choose a new target for that copy" (CR 707.10,
#: 707.10c, 118.12): ``PAY_TO_COPY`` (``Op.who`` the target, ``Op.rule`` the mana) asks that
#: player, then ``COPY_SPELL`` of ``SELF`` with ``Op.rule`` ``PAYER_COPIES``: the copy is theirs
PAY_TO_COPY, PAYER_COPIES = "pay to copy", "the payer copies"


#: an ``Op.rule`` of ``COUNTER_SPELL``: "if that spell is countered this way, exile it instead of
#: putting it into its owner's graveyard" (CR 701.6a, 614.1a)
EXILE_COUNTERED = "exile countered"


#: replicate's copies (CR 702.56a): of the spell whose card is the source, one for each time its
#: replicate cost was paid (``StackItem.replicated``), each with new targets (707.10c)
REPLICATE_COPIES = "replicate copies"


#: token copies of permanents (CR 707.2, 111.1; ``sim.rules.permanent_copies``): "create a
#: [tapped] token that's a copy of <permanent>" (``Op.who`` a target, ``SELF``, ``THAT``);
#: ``THAT_SPELL``: the ``Op.who`` of "copy that spell" in a cast trigger, the spell that made
#: it trigger (707.10: the trigger's ``StackItem.that``; "copy it" there is ``THAT``)
COPY_TOKEN, THAT_SPELL = "copy token", "that spell"
#: a clone's choice as it resolves (``Op.rule`` "<kind>|<controller>"; ``sim.rules.clones``)
CHOOSE_COPY = "choose what to copy"


#: cascade's instruction (CR 702.85a): exile cards from the top of the controller's library until
#: a nonland card with a lesser mana value than the spell's, which they may cast without paying
#: its mana cost; the rest on the bottom in a random order (``sim.rules.cascade``)
CASCADE = "cascade"


#: hands and libraries (CR 121, 701.9, 701.13): "<player> discards N cards" (701.9a: the
#: player chooses), "discards a card at random" (701.9b), "<player> mills N cards" (701.13a);
#: ``EACH_PLAYER`` "each player" (in APNAP order, 101.4); ``IF_YOU_DO``: an ``Op.rule`` for
#: the instruction after an optional one ("you may draw a card. if you do, discard a card")
DISCARD, DISCARD_RANDOM, MILL, EACH_PLAYER, IF_YOU_DO = (
    "discard", "discard at random", "mill", "each player", "if you do")


#: "<player> exiles the top [N] card[s] of their library" (CR 406.2, 401.1; ingest's, 702.115a):
#: the cards go face up into exile, each a new object (400.7); as many as there are
EXILE_TOP = "exile top of library"


#: "put N <name> counters on <permanent>" (CR 122.1, 122.6): the verb of each counter's name
#: ("stun counter"); a stun counter replaces an untap (122.1d), the others are only counted
NAMED_COUNTERS = {name: f"{name} counter" for name in ("stun", "oil", "charge", "quest",
                                                        "level")}


#: "put N <kind> counters on <permanent>", a kind no rule gives a meaning to (CR 122.1, 122.6:
#: "spore", "ki"), ``Op.counter`` (``sim.rules.counters``; ``sim.text.counter_rules``)
PUT_COUNTERS = "put counters"
#: "remove N <kind> counters from <permanent>" (122.1; as many as it has when fewer)
REMOVE_COUNTERS = "remove counters"


#: "bolster N" (CR 701.39a): N +1/+1 counters on a creature with the least toughness among
#: creatures its controller controls, chosen as it resolves (not targeted)
BOLSTER = "bolster"
#: "amass [subtype] N" (CR 701.47a; "amass N" is amass Zombies N), a verb per subtype (its
#: value: the subtype): a 0/0 black [subtype] Army creature token first if its controller
#: controls no Army creature; N +1/+1 counters on an Army creature they control, chosen as it
#: resolves, which becomes that subtype in addition to its other types
AMASS = {"amass zombies": "Zombie", "amass orcs": "Orc"}


#: "<player> reveals their hand. you choose a <kind> card from it. that player discards that
#: card" (CR 701.20a, 701.9a: the controller chooses, among the cards of the kind ``Op.card``
#: names)
DISCARD_CHOSEN = "discard chosen"


#: "that player": the player a trigger is about ("whenever ~ deals combat damage to a player,
#: that player discards a card"; the trigger's ``that`` when it is a player)
THAT_PLAYER = "that player"
#: "that player or a planeswalker that player controls" (Curse of the Pierced Heart): the
#: trigger's player, or one of their planeswalkers the controller chooses as it resolves (CR
#: 608.2d; ``sim.rules.damage_recipient``)
THAT_PLAYER_OR_PLANESWALKER = "that player or a planeswalker that player controls"
#: "that spell's | that spell or ability's controller" after "whenever ~ becomes the target of a
#: spell [or ability]": the player who controlled it as it targeted (CR 603.2, 608.2h)
THAT_SPELLS_CONTROLLER = "that spell's controller"
#: the ``Op.who`` that name the trigger's player
THAT_PLAYERS = frozenset((THAT_PLAYER, THAT_PLAYER_OR_PLANESWALKER, THAT_SPELLS_CONTROLLER))


#: the moments a delayed triggered ability waits for (``Op.delayed``, CR 603.7a):
#: "at the beginning of the next turn's upkeep", "at the beginning of the next end step"
NEXT_UPKEEP, NEXT_END_STEP = "next turn's upkeep", "next end step"
#: "at the beginning of your next upkeep" (the delayed ability's controller's next upkeep)
NEXT_YOUR_UPKEEP = "your next upkeep"
#: "at end of combat" (CR 511.2: as the end of combat step begins): this turn's, if the ability
#: was created before this turn's end of combat step began; otherwise the next one
NEXT_END_OF_COMBAT = "next end of combat"


#: "you lose the game" (CR 104.3e: an effect may say that a player loses the game)
LOSE_GAME = "lose the game"

#: "when that creature dies this turn, <effect>" (CR 603.7a, c): a delayed triggered ability
#: about the creature ``Op.who`` names, doing ``Op.program`` the next time it dies this turn
WHEN_DIES = "when that creature dies this turn"

#: "when you cast your next instant or sorcery spell this turn, <effect>" / "when you next
#: cast an instant or sorcery spell this turn, ..." (CR 603.7a, c): a delayed triggered ability
#: doing ``Op.program`` about the next spell of the kind ``Op.rule`` (``sim.rules.player_triggers
#: .spell_is``: "instant or sorcery", " mv<=N") its controller casts that turn
#: (``sim.text.next_cast_text``, ``sim.rules.next_cast``)
WHEN_NEXT_CAST = "when you next cast"


#: "return it | that card | ~ to the battlefield under its owner's | your control" (CR 400.7,
#: 110.2): a card in exile (the one a delayed ability is about, 603.7c) returns; ``Op.rule``
#: "under your control" or "" (its owner's)
RETURN_EXILED = "return exiled"


#: durations (``sim.model.objects.Duration`` values)
END_OF_TURN, END_OF_COMBAT = "end of turn", "end of combat"


#: an effect with no duration: it lasts as long as its object does (611.2a: "gain control of")
INDEFINITE = "indefinite"


#: a parameter value standing for the source's id, filled in on resolution
SOURCE = "~"


def target(index: int) -> str:
    """The ``who`` of an instruction that acts on target slot ``index`` (``target:k``)."""
    return f"target:{index}"


def up_to_slots(spec: TargetSpec, first: int) -> list[TargetSpec]:
    """The target slots of one phrase whose first slot is ``first``: "up to N target ..."
    gives N optional slots that can't choose one object twice (CR 601.2c, 115.3); "each of
    two target ..." (``exactly``) two required ones."""
    if not spec.up_to:
        return [spec]
    return [attrs.evolve(spec, optional=not spec.exactly, among=first)] * spec.up_to


def group(index: int) -> str:
    """The ``who`` of an instruction that acts on every permanent of the program's group
    ``index`` (``group:k``: "all creatures", "each creature without flying"; no target)."""
    return f"group:{index}"


@attrs.frozen(slots=True)
class Op:
    """One instruction. ``who`` is ``SELF``, ``YOU``, ``THAT``, ``YOURS`` or ``target:k``;
    ``amount`` is a number (``x``: it is X times ``amount``, CR 107.3)."""

    verb: str
    who: str = ""
    power: int = 0
    toughness: int = 0
    add: Kw = Kw.NONE
    params: frozenset[tuple[str, str]] = frozenset()
    duration: str = END_OF_TURN
    amount: int = 0
    x: bool = False
    token: TokenSpec | None = None
    count: int = 1
    tapped: bool = False
    attacking: bool = False
    rule: str = ""
    no_regeneration: bool = False
    #: damage "divided as you choose among" this many target slots from ``who`` on (601.2d)
    divided: int = 0
    #: "for each <group>": the amount is multiplied by how many permanents the program's group
    #: ``for_each`` has as it resolves (-1: none)
    for_each: int = -1
    #: the card a library search looks for (``SEARCH``, CR 701.23a): "basic land", a land
    #: type ("forest"), "land"; several joined by " or " ("plains or island")
    card: str = ""
    #: the card types ``BECOME`` adds (layer 4, CR 613.1d): ("Artifact", "Creature")
    types: tuple[str, ...] = ()
    #: done only if the spell was kicked ("if this spell was kicked, ...", CR 702.33d)
    kicked: bool = False
    #: done only if the latest optional cost before it was paid (``PAID``: "if you do, ") or
    #: was not (``NOT_PAID``: "if you don't, "), CR 118.12; "": always
    if_paid: str = ""
    #: not done as it resolves: a delayed triggered ability (CR 603.7) is created that does
    #: it once, at the moment named (``NEXT_UPKEEP``, ``NEXT_END_STEP``); "": done now
    delayed: str = ""
    #: the effect of the delayed triggered ability ``WHEN_DIES`` creates (CR 603.7a)
    program: Program | None = None
    #: "deals damage equal to the number of lands you control", "where X is ...": the amount
    #: is multiplied by this count, taken once as it resolves (CR 608.2h; ``board.counted``)
    per: Count | None = None
    #: the kind of counter ``PUT_COUNTERS`` puts ("spore", CR 122.1)
    counter: str = ""
    #: the cost paid with objects of an "unless" (CR 118.12a; ``sim.model.unless_verbs``)
    cost: CostPart | None = None
    #: what ``BECOMES`` changes (``sim.model.become_verbs``, CR 613.1d-f, 613.4b)
    becoming: Becoming | None = None


@attrs.frozen(slots=True)
class Program:
    """A spell's or ability's effect (CR 608.2): targets, instructions, modes."""

    text: str
    targets: tuple[TargetSpec, ...] = ()
    ops: tuple[Op, ...] = ()
    modes: tuple[Program, ...] = ()
    optional: bool = False
    #: an intervening "if" clause (CR 603.4): ``DELIRIUM``, ``THRESHOLD``, or ""
    condition: str = ""
    unsupported: tuple[str, ...] = ()
    #: the groups of permanents its instructions act on ("all creatures", CR 115.10: not
    #: targets): each a filter, referred to as ``group:k``
    groups: tuple[TargetSpec, ...] = ()
    #: the reflexive triggered ability "when you do, ..." after ``PAY_FOR_REFLEXIVE`` (603.12)
    reflexive: Program | None = None
    #: "you may <ops>. if you don't, <otherwise>" (fabricate, CR 702.123a): what an optional
    #: program does instead when its controller declines (603.5); its ops only
    otherwise: Program | None = None
    #: a modal program's how many modes its controller chooses (CR 700.2): at least
    #: ``modes_min``, at most ``modes_max`` ("choose two —", "choose one or both —"), the same
    #: mode more than once only when ``modes_repeat`` ("you may choose the same mode more than
    #: once", 700.2d); ``sim.model.modes``
    modes_min: int = 1
    modes_max: int = 1
    modes_repeat: bool = False
    #: each mode's additional cost, paid when it is chosen (spree, CR 702.172a: "+ {1} — ..."),
    #: () for none
    mode_costs: tuple[str, ...] = ()
    #: each mode's name ("bardic inspiration" of "• Bardic Inspiration — ..."; CR 207.2d:
    #: flavor words, no rules meaning), "" for none; () when no mode has one
    mode_names: tuple[str, ...] = ()
    #: how its one mode is chosen when not freely (``sim.model.modes.MODE_RULES``): one not
    #: chosen before for this object [this turn], or at random; "" freely (CR 700.2)
    modes_rule: str = ""

    @property
    def runnable(self) -> bool:
        """Whether the engine has something to run: instructions, or modes that are all
        runnable."""
        return bool(self.ops) or bool(self.modes) and all(m.runnable for m in self.modes)

    @property
    def uses_x(self) -> bool:
        """Whether an instruction, or one of a mode's, depends on X."""
        return any(op.x for op in self.ops) or any(m.uses_x for m in self.modes)


DELIRIUM = "delirium"  # four or more card types among cards in your graveyard


#: "if it was kicked" (an intervening "if" of "when ~ enters, if it was kicked, ...", CR
#: 603.4, 702.33d): the permanent was a kicked spell
KICKED = "kicked"


#: renown (CR 702.112a): the intervening "if it isn't renowned" (603.4) about the source, and
#: the instruction "it becomes renowned" (702.112b: a designation of the permanent)
NOT_RENOWNED, BECOME_RENOWNED = "not renowned", "become renowned"
#: monstrosity N (CR 701.37a-b, a designation; ``sim.rules.counters``), adapt N (701.46a), the
#: intervening "if ~ is monstrous" (603.4); "put its counters on <permanent>" (122.1, 608.2h:
#: ``rule`` SELF or THAT, whose counters, as it last existed on the battlefield once gone)
MONSTROSITY, ADAPT, IS_MONSTROUS = "monstrosity", "adapt", "is monstrous"
PUT_ITS_COUNTERS = "put its counters"


@attrs.frozen(slots=True)
class Cost:
    """An activated ability's cost (CR 118, 602.1a): mana symbols, {T}/{Q}, a loyalty change
    (606.4) and the other parts verbatim ("Sacrifice this creature", "Pay 2 life"), read into
    what the engine pays: ``life`` (119.4) and ``sacrifice`` (the source itself, 701.21).
    ``unpaid`` lists, verbatim, the parts it can't pay or activate: {Q} and any other part
    ("Discard a card", "Sacrifice a creature"). A loyalty ability (``loyalty``: the counters
    it adds, negative when it removes them; ``loyalty_x``: a cost of −X, X chosen as it is
    activated, 601.2b with 602.2b) is activated at sorcery speed, once each turn per
    permanent (606.3; ``sim.rules.casting.activatable``)."""

    mana: str = ""
    tap: bool = False
    untap: bool = False
    loyalty: int | None = None
    other: tuple[str, ...] = ()
    life: int = 0
    sacrifice: bool = False
    unpaid: tuple[str, ...] = ()
    loyalty_x: bool = False
    #: "Discard this card" (cycling's cost, CR 702.29a): the ability is activated from its
    #: owner's hand, the card discarded as it is paid
    discard: bool = False
    #: crew's cost (CR 702.122a): tap any number of untapped creatures you control with
    #: total power this much or more (0: none); they are chosen as it is paid (601.2h)
    crew: int = 0
    #: the ability is activated only while the card is in its owner's graveyard (unearth,
    #: CR 702.84a)
    graveyard: bool = False
    #: "Pay {E}{E}": energy counters the controller removes (CR 107.14, 118.3)
    energy: int = 0
    #: "Tap an untapped creature you control", "Tap two untapped Elves you control" (CR
    #: 118.3, 601.2h): how many, and the subtype they must have ("" for any creature); chosen
    #: as it is paid, summoning-sick ones too (302.6 limits only {T})
    tap_creatures: int = 0
    tap_subtype: str = ""
    #: the parts paid with chosen permanents or cards, or with the source itself, in the order
    #: printed ("Sacrifice a creature", "Remove a +1/+1 counter from ~": 602.2b, 601.2h)
    parts: tuple[CostPart, ...] = ()
    #: the ability is cycling (702.29a: "discard this card" its cost, ``discard``); a
    #: written-out "Discard ~: ..." is not ("whenever you cycle", 702.29c)
    cycling: bool = False
    #: the creatures tapped for ``crew`` or ``tap_creatures`` must be other than the source
    #: (saddle N, CR 702.171a; "tap another untapped creature you control", 601.2h)
    crew_other: bool = False
    #: "this ability costs {N} less to activate for each <count>" (CR 601.2f with 602.2b):
    #: generic mana ``less`` times ``less_per``'s count now, taken off its total cost
    less: int = 0
    less_per: Count | None = None

    @property
    def payable(self) -> bool:
        """Whether the engine can pay every part of it."""
        return not self.unpaid


@attrs.frozen(slots=True)
class Activated:
    """"[Cost]: [Effect.]" (CR 602.1); ``effect`` is its text, ``program`` what the engine
    runs of it (``sim.model.programs``)."""

    cost: Cost
    effect: str
    text: str
    program: Program | None = None
    #: the keyword ability it is, written as a keyword ("equip": "Equip {2}", 702.6a); ""
    #: for one written out as "[Cost]: [Effect]"
    keyword: str = ""
    #: printed in a leveler's striation (CR 711.2b-c): the least and most level counters
    #: (0: no most) its source must have for it to have the ability; None: always
    level: tuple[int, int] | None = None


#: "~ becomes a[n] <types> until end of turn" (CR 613.1d, 205.1b): the source gets the card
#: types ``Op.types`` names for the duration, keeping its others; crew's instruction
#: (702.122a)
BECOME = "become"

# --- issue 29, real decks (sim.text.instead_text; sim.rules.instead)
#: ``Op.params`` keys: an op done in place of the one before it (same verb and objects) if the
#: condition (the value) holds as it resolves, else not at all (608.2c): "Metalcraft — ~ deals
#: 4 damage instead if you control three or more artifacts"; the ability word (207.2c)
INSTEAD_IF = "instead if"
INSTEAD_WORD = "instead ability word"




# --- riot and unleash (CR 702.136a, 702.98a; ``sim.rules.riot``) ---------------------------

#: the choice riot or unleash (``Op.rule``) makes as the permanent spell resolves: an
#: additional +1/+1 counter, or not (614.1c)
ENTERING_CHOICE = "choose counter as it enters"


#: the intervening "if tribute wasn't paid" (CR 702.104b, 603.4): the opponent chosen
#: declined to put the counters on it (``Permanent.tribute_unpaid``)
TRIBUTE_NOT_PAID = "tribute not paid"


#: evolve's intervening "if that creature's power is greater than this creature's power and/or
#: that creature's toughness is greater than this creature's toughness" (CR 702.100a, 603.4;
#: 702.100c: "that creature" must be a creature; last known information once gone)
EVOLVES = "evolves"


#: graft's (CR 702.58a): the intervening "if this permanent has a +1/+1 counter on it"
#: (603.4), and "move a +1/+1 counter from this permanent onto that creature" (122.5: moved
#: only when both are still on the battlefield)
HAS_PLUS_COUNTER, MOVE_COUNTER = "has a +1/+1 counter", "move a +1/+1 counter"


# --- exploit (CR 702.110; issue 29, creature keywords) ------------------------------------

#: exploit's instruction "you may sacrifice a creature" (CR 702.110a): ``SACRIFICE_COST``'s
#: optional sacrifice, after which the source "exploits" the creature sacrificed (702.110b;
#: the event ``Exploited``); ``Op.who`` the group of the controller's creatures
EXPLOIT = "exploit"


# --- saddle N (CR 702.171; issue 29, creature keywords) -----------------------------------

#: the instruction "~ becomes saddled until end of turn" (CR 702.171b: a designation,
#: ``Permanent.saddled``, until end of turn or until it leaves the battlefield)
BECOME_SADDLED = "become saddled"


#: "return ~ from your graveyard to the battlefield; it gains haste; exile it at the beginning
#: of the next end step; if it would leave the battlefield, exile it instead" (unearth, CR
#: 702.84a; ``sim.rules.unearth``)
UNEARTH = "unearth"


@attrs.frozen(slots=True)
class Triggered:
    """"When/Whenever/At [event], [effect]" (CR 603.1). ``event`` names the ``sim.model.events``
    class it waits for ("" when the pattern is not one the engine knows), ``subject`` whose
    event ("self", "creature you control", "any", or the step for ``StepBegan``),
    ``condition`` an intervening "if" (603.4); ``effect`` is the effect's text and ``program``
    what the engine runs (``sim.rules.triggers``; None when it does not run it)."""

    event: str
    subject: str
    condition: str
    effect: str
    text: str
    program: Program | None = None
    #: the qualities the permanent the trigger is about must have ("whenever another nontoken
    #: creature you control dies", "whenever an artifact enters under your control"; CR 603.2),
    #: for the subjects ``"filter"`` and ``"filter or self"`` ("~ or another Ally")
    about: Filter | None = None
    #: the keyword ability it is, written as a keyword ("afterlife 2": CR 702.135a), its
    #: program that of the ability the rule words in full (``sim.text.keyword_triggers``);
    #: "" for one written out as "When/Whenever/At ..."
    keyword: str = ""
    #: "This ability triggers only once each turn." (an instruction after its effect, CR
    #: 603.1): it triggers only the first time its event happens each turn, for each object
    #: (a new object's, 400.7, is another ability); ``sim.rules.triggers``
    once_each_turn: bool = False
    #: "whenever ~ attacks while you control a token": a state that must hold as the event
    #: happens (an intervening "if"'s words, checked then only, not as it resolves: CR 603.2;
    #: ``sim.text.while_triggers``); "" for none
    while_condition: str = ""
# --- issue 29, exile family: linked abilities (CR 607.2a; sim.rules.linked_exile) -----------
#: "when ~ leaves the battlefield, return the exiled card to the battlefield under its owner's
#: control": the cards another ability of the same object exiled (the older wording of
#: Oblivion Ring, Fiend Hunter), each under its owner's control
RETURN_LINKED = "return the exiled card"
#: ``Op.rule`` of a delayed instruction done only "if this ability has been activated N or
#: more times this turn" (Dragon Whelp; checked as it resolves, 608.2c), N its ``Op.count``
ACTIVATED_TIMES = "activated times"
