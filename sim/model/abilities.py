"""The ability model: what a card's Oracle text compiles into (``sim.text``), so that a new card
adds data, not engine code. An ability is one of four things:

* a flag (``Kw``, ``sim.model.keywords``) on the creature itself: keywords and parameterless
  restrictions and requirements ("can't attack alone", "attacks each combat if able");
* a *parameter* ``(kind, value)`` (``Param``) on the creature itself, for abilities that name
  a quality or a number ("protection from red", "forestwalk", "rampage 2"): the kinds are the
  constants below (``PROTECTION``, ``LANDWALK``, ...);
* a ``Static`` ability that affects other objects or the rules of combat (CR 604): an aura's
  grant, an anthem or a lord (its subject a base set such as ``YOUR_CREATURES`` narrowed by a
  ``Filter``), a global restriction (``MAX_ATTACKERS``), a cost (``ATTACK_TAX``), a replacement
  or prevention effect on damage (``DOUBLE_DAMAGE_ALL``, ``PREVENT_TO_SELF``, ...), a
  condition it holds under (611.3a: ``YOUR_TURN``, ``CONTROLS``, ...) or a
  characteristic-defining power and toughness (604.3, ``CDA_POWER``);
* a mana ability's output, the mana a creature can make to pay attack and block costs (CR
  508.1g, 509.1d).

``Parsed`` is what one phrase reads into: flags, parameters, static abilities and mana,
combined with ``|``. The board evaluates filters and conditions (``sim.model.board``).
"""

from __future__ import annotations

import attrs

from sim.model.filters import ANY as ANY
from sim.model.filters import ATTACHED_TO_SELF as ATTACHED_TO_SELF
from sim.model.filters import CARD_TYPES as CARD_TYPES
from sim.model.filters import COUNTERS_ON_SELF as COUNTERS_ON_SELF
from sim.model.filters import DEVOTION as DEVOTION
from sim.model.filters import DOMAIN as DOMAIN
from sim.model.filters import GREATEST_MANA_VALUE as GREATEST_MANA_VALUE
from sim.model.filters import LIFE_TOTAL as LIFE_TOTAL
from sim.model.filters import NUMBER_OF as NUMBER_OF
from sim.model.filters import OPPONENT as OPPONENT
from sim.model.filters import THAT_PLAYER_CONTROLS as THAT_PLAYER_CONTROLS
from sim.model.filters import YOU as YOU
from sim.model.filters import Count as Count
from sim.model.filters import Filter as Filter
from sim.model.keywords import Kw
from sim.model.mana import Mana

# --- parameters -----------------------------------------------------------------------------------
PROTECTION = "protection"  # value: a color letter (702.16)


LANDWALK = "landwalk"  # value: "Forest", "Snow Forest", "Nonbasic", "Snow", "Legendary" (702.14)


ONLY_BY_COLOR = "blocked only by color"  # "can't be blocked except by blue creatures"


NOT_BY_SUBTYPE = "not blocked by subtype"  # "can't be blocked by Walls"


ATTACK_NEEDS_LAND = "attacks only if defender controls"  # Manta Ray


CANT_BLOCK_ATTACKER = "can't block"  # value: an attacker id (Burning-Tree Bloodscale)


MUST_BLOCK_ATTACKER = "must block"  # value: an attacker id (provoke, Burning-Tree Bloodscale)


RAMPAGE = "rampage"  # value: N (702.23)


BUSHIDO = "bushido"  # value: N (702.45)


AFFLICT = "afflict"  # value: N (702.130)


ANNIHILATOR = "annihilator"  # value: N (702.86)


WARD = "ward"  # value: N, the generic mana of "ward {N}" (702.21)


EXILE_IF_DIES = "exile if it would die"  # value: "" (Unnatural Aggression)


REGENERATION_SHIELD = "regeneration shield"  # value: "" (one per effect: sim.rules.destruction)


CANT_REGENERATE = "can't be regenerated"  # value: "" (701.19c-d, set by an effect)


ENTERS_WITH_COUNTERS = "enters with +1/+1 counters"  # value: N (614.1c; sim.rules.tokens)
#: value "x" above: X +1/+1 counters, the X paid to cast it (107.3m; 0 if it was not cast)
#: its mana ability's cost sacrifices it ("{T}, Sacrifice ~: Add one mana of any color": a
#: Treasure's, 111.10a): it is sacrificed as the mana is paid (605.1a, 602.2; sim.rules.costs);
#: value: the mana it may add, each choice "W,U,B,R,G,C" counts, space-separated
MANA_SACRIFICE = "mana ability sacrifices it"
#: beside ``MANA_SACRIFICE``: the ability's cost is only the sacrifice ("Sacrifice ~: Add
#: {C}.", an Eldrazi Spawn's): no {T}, so a tapped or summoning-sick permanent activates it too
#: (302.6 limits only {T} and {Q} costs; ``sim.legality.constraints.makes_mana``)
MANA_WITHOUT_TAP = "mana ability without {T}"


#: value: the quality as printed, lower case: "legends", "dinosaurs", "wolves", "creatures
#: named wolves of the hunt" (702.22b-c; ``sim.legality.bands.has_quality`` reads it)
BANDS_WITH_OTHER = "bands with other"


#: value: a quality (``sim.model.qualities``: "B", "monocolored", "R,W"); 702.11d
HEXPROOF_FROM = "hexproof from"


TOXIC = "toxic"  # value: N (702.164)


#: evasion (509.1b), value: N: "can't be blocked by creatures with power N or less"
NOT_BY_POWER_AT_MOST = "not blocked by power at most"


NOT_BY_POWER_AT_LEAST = "not blocked by power at least"  # "... with power N or greater"


#: value: a quality (``sim.model.qualities``): "can't be blocked by white creatures", "by artifact
#: creatures"
NOT_BY_QUALITY = "not blocked by quality"


#: value: keyword names joined by " or ": "can't be blocked except by creatures with flying"
ONLY_BY_KEYWORD = "blocked only by keyword"


NOT_BY_KEYWORD = "not blocked by keyword"  # "can't be blocked by creatures with flying"


#: blocker side (509.1b), value: N: "can't block creatures with power N or greater"
CANT_BLOCK_POWER_AT_LEAST = "can't block power at least"


BLOCKS_SHADOW = "blocks shadow"  # value "": 702.28b


#: "this spell can't be countered", value "": a spell or ability that would counter it
#: (701.6a) does nothing to it ("can't" wins, 101.2); the rules still remove it on
#: resolution when every target is illegal (608.2b)
CANT_BE_COUNTERED = "can't be countered"


#: issue 29, decks: "<creature> can't be the target of spells or abilities your opponents
#: control this turn" (Vines of Vastwood; not hexproof, 702.11b: no keyword is granted), value: the
#: player whose opponents can't target it, "you" in the model, set to the effect's controller as
#: it starts (109.5; ``sim.rules.effect_ops._modify``, ``sim.rules.targeting._untargetable``)
UNTARGETABLE_BY_OPPONENTS_OF = "untargetable by opponents of"


# --- spell costs (CR 601.2b, 601.2f-h, 118; sim.rules.casting) ---
#: "kicker [cost]" (702.33a), value: the cost as printed ("{2}{G}"): an optional additional
#: cost chosen as the spell is cast (601.2b); "if this spell was kicked" reads it
KICKER = "kicker"
#: "entwine [cost]" (702.42a): the spell's controller may choose all its modes instead of the
#: number it says, paying this additional cost; "escalate [cost]" (702.120a): this additional
#: cost for each mode chosen beyond the first (``sim.rules.mode_choice``); value: the cost
ENTWINE, ESCALATE = "entwine", "escalate"
#: spree (702.172a): the spell's modes each have an additional cost (``Program.mode_costs``),
#: one or more chosen; no value
SPREE = "spree"
#: bargain (702.166a): "as an additional cost to cast this spell, you may sacrifice an
#: artifact, enchantment, or token" (``sim.rules.bargain``); no value. ``BARGAINED`` marks
#: "if this spell was bargained, ..." (``Op.if_paid``) and names the intervening "if it was
#: bargained" of "when ~ enters, if it was bargained, ..." (702.166b-c, 603.4)
BARGAIN, BARGAINED = "bargain", "bargained"


#: "as an additional cost to cast this spell, sacrifice a creature" / "... discard a card"
#: (601.2b, 601.2h), value: ``SACRIFICE_CREATURE`` or ``DISCARD_CARD``; the creature or card
#: is chosen as the spell is cast, and the spell can't be cast without a legal one
ADDITIONAL_COST = "additional cost"
SACRIFICE_CREATURE, DISCARD_CARD = "sacrifice a creature", "discard a card"


#: what else pays a spell's cost, value: the keyword, ``CONVOKE`` (702.51a: tap creatures
#: for {1} or one mana of their color), ``IMPROVISE`` (702.126a: tap artifacts for {1}),
#: ``DELVE`` (702.66a: exile graveyard cards for {1}), ``AFFINITY`` (702.41a: {1} less for
#: each artifact you control); ``sim.rules.costs.helper_sources``
PAYS_WITH = "pays with"


#: "if ~ was kicked, it enters with N +1/+1 counters on it" (614.1c, 702.33d), value: N
KICKED_COUNTERS = "enters with +1/+1 counters if kicked"
CONVOKE, IMPROVISE, DELVE, AFFINITY = "convoke", "improvise", "delve", "affinity for artifacts"


# --- casting from a graveyard (CR 702.34 flashback; sim.rules.casting) ---
#: "flashback [cost]" (702.34a), value: the mana cost as printed ("{3}{R}"): the card may be
#: cast from its owner's graveyard by paying it rather than its mana cost (an alternative
#: cost, 118.9), and the spell is exiled instead of leaving the stack anywhere else
FLASHBACK = "flashback"


#: "buyback [cost]" (702.27a), value: the mana cost as printed: an optional additional cost
#: chosen as the spell is cast (601.2b); paid, the spell goes to its owner's hand as it resolves
BUYBACK = "buyback"


#: "retrace" (702.81a), value "": the card may be cast from its owner's graveyard by discarding
#: a land card (``DISCARD_LAND``) in addition to paying its other costs
RETRACE = "retrace"


#: "jump-start" (702.133a), value "": the card may be cast from its owner's graveyard by
#: discarding a card (``DISCARD_CARD``) in addition to paying its other costs, and the spell so
#: cast is exiled instead of leaving the stack anywhere else (as flashback's, 702.34a)
JUMP_START = "jump-start"


#: "replicate [cost]" (702.56a), value: the mana cost as printed: an additional cost the caster
#: may pay any number of times (601.2b); "when you cast this spell, if a replicate cost was paid
#: for it, copy it for each time its replicate cost was paid" (``sim.rules.copies``)
REPLICATE = "replicate"


#: "casualty N" (702.153a), value N: an additional cost the caster may pay, sacrificing a
#: creature with power N or greater; "conspire" (702.78a), value "": ... tapping two untapped
#: creatures they control that each share a color with it; paid, the spell is copied
#: (``sim.rules.copy_costs``)
CASUALTY, CONSPIRE = "casualty", "conspire"
DISCARD_LAND = "discard a land card"


# --- alternative costs (CR 118.9, 601.2b; sim.rules.casting, sim.rules.alt_costs) ---
#: keywords that let a spell be cast by paying another cost rather than its mana cost (118.9),
#: value: the cost as printed ("{1}{W}"): evoke (702.74a: sacrificed as it enters), dash
#: (702.109a: haste, returned to its owner's hand at the next end step), spectacle (702.137a:
#: if an opponent lost life this turn), surge (702.117a: if its caster cast another spell
#: this turn)
EVOKE, DASH, SPECTACLE, SURGE = "evoke", "dash", "spectacle", "surge"
#: "you may <cost> rather than pay this spell's mana cost" (118.9), value: the cost as written,
#: lower case ("pay {w}{u}{b}{r}{g}", "sacrifice two mountains", "pay {1} and return a basic
#: land you control to its owner's hand"; ``sim.model.extra_costs``)
ALT_COST = "alternative cost"
#: "emerge [cost]" (702.119a), value: the cost as printed: cast by paying it and sacrificing
#: a creature, the total cost reduced by that creature's mana value (601.2f)
EMERGE = "emerge"
#: the alternatives, in the order a player is offered them
ALTERNATIVES = (EVOKE, DASH, SPECTACLE, SURGE, EMERGE, ALT_COST)
#: cost increases and reductions (CR 601.2f; ``sim.rules.cost_changes``): "<kinds> spells you
#: cast cost {N} less [more] to cast", a static ability of a permanent, value "<kinds>|less|N"
#: ("instant and sorcery|less|1"); "this spell costs {N} less to cast for each <count> / if
#: you control a <kind>", a static ability that functions on the stack (604.1), value "N|<the
#: words after 'to cast'>" ("1|for each creature you control")
SPELLS_COST, SELF_COST = "spells you cast cost", "this spell costs less"
#: "<kinds> spells cost {N} more [less] to cast" (every player's: Thalia, CR 601.2f), "<kinds>
#: spells your opponents cast cost {N} more to cast": a static ability of a permanent, value
#: "<kinds>|more|N|<whose>" (whose: "" every player's, "your opponents"; ``sim.rules
#: .cost_changes``)
SPELLS_EACH_COST = "spells cost"
#: "you may cast ~ as though it had flash if you pay {2} more to cast it" (CR 601.2f, 702.8a),
#: value the generic mana as printed ("{2}"): cast when only an instant could be (not at
#: sorcery speed, 307.1), its cost is that much more (``sim.rules.cost_changes``)
FLASH_FOR_MORE = "flash if you pay more"
#: "madness [cost]" (702.35a), value: the cost as printed: discarded, the card is exiled
#: instead, and its owner may cast it for that cost as the trigger this makes resolves
#: (``sim.rules.madness``); an alternative cost (118.9) offered only then
MADNESS = "madness"

# --- face-down spells and permanents (CR 708; sim.rules.face_down) ---
#: "morph [cost]" (702.37a), "megamorph [cost]" (702.37b: a +1/+1 counter is put on it as it
#: is turned face up), "disguise [cost]" (702.168a: ward {2} while face down); value: the cost
#: as printed ("{2}{U}"): the card may be cast face down for {3} (``FACE_DOWN``) and turned
#: face up for that cost any time its controller has priority (702.37e, 116.2b)
MORPH, MEGAMORPH, DISGUISE = "morph", "megamorph", "disguise"
#: the keywords whose cost turns a face-down permanent face up
FACE_UP_COSTS = (MORPH, MEGAMORPH, DISGUISE)
#: the alternative cost (118.9) of casting a card with one of ``FACE_UP_COSTS`` face down as a
#: 2/2 creature spell: {3} (702.37c, 702.168b); ``sim.rules.alt_costs.alternatives`` offers it
FACE_DOWN = "face down"
#: "as ~ is turned face up, put N +1/+1 counters on it" (708.8: put on as it turns face up,
#: before anything can see it face up without them); value: N
FACE_UP_COUNTERS = "counters as turned face up"


#: "split second" (702.61a), value "": as long as the spell is on the stack, players can't
#: cast other spells or activate abilities that aren't mana abilities
SPLIT_SECOND = "split second"


# --- upkeep costs (CR 118.12; sim.rules.upkeep) ---
#: "echo [cost]" (702.30a), value: the mana cost as printed: "at the beginning of your upkeep,
#: if this permanent came under your control since the beginning of your last upkeep,
#: sacrifice it unless you pay [cost]"
ECHO = "echo"
#: "cumulative upkeep [cost]" (702.24a), value: the mana cost as printed: "at the beginning of
#: your upkeep, put an age counter on this permanent, then you may pay [cost] for each age
#: counter on it; if you don't, sacrifice it"
CUMULATIVE_UPKEEP = "cumulative upkeep"
#: "fading N" (702.32a), value N: it enters with N fade counters; at the beginning of your
#: upkeep, remove one — if you can't, sacrifice it
FADING = "fading"
#: "vanishing N" (702.63a), value N: it enters with N time counters; at the beginning of your
#: upkeep, if it has one, remove one; when the last is removed, sacrifice it
VANISHING = "vanishing"
#: the counters fading and vanishing put on a permanent as it enters (614.1c), by keyword
ENTERING_COUNTERS = {FADING: "fade", VANISHING: "time"}
#: "~ enters with N oil|charge|stun|quest counters on it" (614.1c, 122.6), value N: each
#: counter name's kind, put on it as it enters (``ENTERING_COUNTERS``)
ENTERS_WITH_NAMED = {name: f"enters with {name} counters"
                     for name in ("oil", "charge", "stun", "quest")}
ENTERING_COUNTERS.update({kind: name for name, kind in ENTERS_WITH_NAMED.items()})
#: "~ enters with N <kind> counters on it" for a kind no rule gives a meaning to (614.1c,
#: 122.1, 122.6: "~ enters with three verse counters on it"), value "N <kind>" ("3 verse")
ENTERS_WITH_KIND = "enters with counters of a kind"


def entering_kinds(params: frozenset[Param]) -> dict[str, int]:
    """The counters a permanent with ``params`` enters with, by kind (CR 614.1c, 122.6):
    fading's and vanishing's (``ENTERING_COUNTERS``), "~ enters with N <kind> counters"."""
    if not params:
        return {}
    counters = {ENTERING_COUNTERS[kind]: int(value) for kind, value in params
                if kind in ENTERING_COUNTERS and value != "x"}  # X: as cast (107.3m)
    for kind, value in params:
        if kind == ENTERS_WITH_KIND and value[0] != "x":  # X: as cast (107.3m)
            n, name = value.split(" ", 1)
            counters[name] = counters.get(name, 0) + int(n)
    return counters


#: an Aura's enchant ability (702.5a, 303.4a), value: what it may enchant, lower case, as
#: printed after "enchant": "creature", "creature you control", "land", "artifact or
#: creature" (``sim.model.stack_objects.enchant_target`` reads it)
ENCHANT = "enchant"


#: a keyword with no effect in a game (CR 702.124a: partner and its variants act on deck
#: construction, before the game begins), value: the keyword, lower case ("partner")
NO_GAME_EFFECT = "no effect in a game"


#: bloodthirst N (CR 702.54a: "if an opponent was dealt damage this turn, this permanent
#: enters with N +1/+1 counters on it"), value: N
BLOODTHIRST = "bloodthirst"


#: riot (CR 702.136a: "you may have this permanent enter with an additional +1/+1 counter on
#: it. If you don't, it gains haste") and unleash (702.98a: the same choice, and "this
#: permanent can't block as long as it has a +1/+1 counter on it"): choices made as the
#: permanent enters (``sim.rules.riot``), value ""
RIOT, UNLEASH = "riot", "unleash"
AMPLIFY = "amplify"  # 702.38a: cards revealed as it enters (``sim.rules.riot``), value N
DREDGE = "dredge"  # 702.52a: a draw's replacement from the graveyard (``sim.rules.dredge``), N
SQUAD = "squad"  # 702.157a: an additional cost paid any number of times, value its mana
OFFSPRING = "offspring"  # 702.175a: an optional additional cost, value its mana ("{2}")
ENLIST = "enlist"  # 702.154a: a choice as it attacks (``sim.rules.enlist``), value ""


#: tribute N (CR 702.104a: "As this creature enters, choose an opponent. That player may put
#: an additional N +1/+1 counters on it as it enters."; ``sim.rules.riot``), value: N
TRIBUTE = "tribute"


#: devour N (CR 702.82a: "As this object enters, you may sacrifice any number of creatures.
#: This permanent enters with N +1/+1 counters on it for each creature sacrificed this way.";
#: ``sim.rules.riot``), value: N
DEVOUR = "devour"


#: graft N (CR 702.58a: "This permanent enters with N +1/+1 counters on it" and "Whenever
#: another creature enters, if this permanent has a +1/+1 counter on it, you may move a +1/+1
#: counter from this permanent onto that creature."; ``sim.rules.triggers``), value: N
GRAFT = "graft"


#: modular N (CR 702.43a: "this permanent enters with N +1/+1 counters on it" and "when this
#: permanent is put into a graveyard from the battlefield, you may put a +1/+1 counter on
#: target artifact creature for each +1/+1 counter on this permanent"), value: N
MODULAR = "modular"


#: sunburst (CR 702.44a): entering from the stack, a +1/+1 counter (a charge counter if it
#: isn't entering as a creature) for each color of mana spent to cast it; value ""
SUNBURST = "sunburst"


# --- entering tapped (CR 614.1d, 614.12; sim.rules.tokens.enters_tapped) -----------------------
#: "~ enters tapped [unless <condition>]", a replacement effect on its entering. Value: "" (it
#: always enters tapped), or the condition that lets it enter untapped, "<what> <op> <N>"
#: (``entering_condition``): "other lands >= 2" ("unless you control two or more other
#: lands"), "other lands <= 2" ("two or fewer"), "land types:Plains/Island >= 1" ("a Plains
#: or an Island"), "basic lands >= 1", "legendary creatures >= 1", "a player's life <= 13"
#: ("a player has 13 or less life"), "opponents >= 2" ("you have two or more opponents")
ENTERS_TAPPED = "enters tapped"
#: what the condition counts: lands its controller controls (the entering one is not yet on
#: the battlefield: "other"), basic lands, permanents of any of the land types listed after
#: ":", legendary creatures they control; the least life total of a player; their opponents
OTHER_LANDS = "other lands"
BASIC_LANDS = "basic lands"
LANDS_OF_TYPES = "land types"
LEGENDARY_CREATURES = "legendary creatures"
PLAYER_LIFE = "a player's life"
OPPONENTS = "opponents"


def entering_condition(value: str) -> tuple[str, tuple[str, ...], bool, int]:
    """An ``ENTERS_TAPPED`` value's condition as (what it counts, the land types it names,
    whether the count must be at most ``N`` rather than at least, ``N``); ("", (), False, 0)
    for none (it always enters tapped)."""
    if not value:
        return "", (), False, 0
    what, op, n = value.rsplit(" ", 2)
    kind, _, types = what.partition(":")
    return kind, tuple(types.split("/")) if types else (), op == "<=", int(n)


def entering_value(what: str, at_most: bool, n: int, types: tuple[str, ...] = ()) -> str:
    """The ``ENTERS_TAPPED`` value of a condition (``entering_condition``'s inverse)."""
    kind = f"{what}:{'/'.join(types)}" if types else what
    return f"{kind} {'<=' if at_most else '>='} {n}"


Param = tuple[str, str]


# --- what a static ability affects ---------------------------------------------------------------
SELF = "self"


ENCHANTED = "enchanted creature"


YOUR_CREATURES = "creatures you control"


ALL_CREATURES = "all creatures"


ATTACKING_YOU = "creatures attacking you"


# --- global combat rules ------------------------------------------------------------------------
MAX_ATTACKERS = "max attackers"


MAX_BLOCKERS = "max blockers"


NO_ATTACKS = "creatures can't attack"


NO_ATTACKS_ON_YOU = "creatures can't attack you"


ATTACK_TAX = "attack tax"  # per creature attacking the source's controller


BLOCK_TAX = "block tax"  # per blocking creature


HAND_TAX = "hand tax"  # enchanted creature: per card in the source controller's hand


ATTACKER_BLOCKS = "attacking player chooses blocks"  # Invasion Plans


# --- damage replacement and prevention (sim.rules.replacement)
# -------------------------------------
DOUBLE_DAMAGE_ALL = "double damage"  # Furnace of Rath


DOUBLE_DAMAGE_YOU = "double damage to you"  # Goldnight Castigator


DOUBLE_DAMAGE_SELF = "double damage to this"  # Goldnight Castigator


NO_PREVENTION = "damage can't be prevented"


#: "players can't gain life" / "your opponents can't gain life" (CR 119.7: an effect that
#: would make such a player gain life does nothing; ``sim.rules.life``)
NO_LIFE_GAIN, NO_LIFE_GAIN_OPPONENTS = "players can't gain life", "opponents can't gain life"
#: "if a player would gain life, that player gains no life instead" (Sulfuric Vortex): a
#: replacement effect (CR 614.1a), not 119.7's "can't"; with a doubling of the gain (the one
#: other, ``sim.model.replacement_verbs``) either order gives none (616.1): a gain it replaces
#: is no gain at all, like one that can't happen (``sim.rules.life``)
NO_LIFE_GAIN_REPLACED = "players gain no life"


PREVENT_TO_YOU = "prevent N damage to you"  # Urza's Armor (amount: N)


PREVENT_TO_SELF = "prevent N damage to this"  # absorb N (702.64a) (amount: N)


PREVENT_ALL_TO_SELF = "prevent all damage to this"  # Cho-Manno, Revolutionary


PREVENT_COMBAT_TO_SELF = "prevent all combat damage to this"  # Seraph of the Sword


#: "If damage would be dealt to ~, prevent that damage. Remove a +1/+1 counter from ~" (the
#: Phantom creatures; CR 615.1a, 122.1): all of it prevented, and one +1/+1 counter removed for
#: the damage dealt at the same time, even when it can't be prevented (``sim.rules.replacement``)
PREVENT_REMOVING_PLUS = "prevent damage to this, removing a +1/+1 counter"


# --- a player's rules (sim.rules.player_rules) ---
#: "you have no maximum hand size" (amount 0: its controller's), "players have no maximum hand
#: size" (amount 1: every player's; CR 402.2, 514.1)
NO_MAX_HAND = "no maximum hand size"
#: "you may play an additional land on each of your turns" (CR 305.2; amount: how many more)
EXTRA_LANDS = "additional lands"


# --- conditions ---------------------------------------------------------------------------------
UNTAPPED = "untapped"


THRESHOLD = "threshold"


# --- what happened this turn (``Player.attacked_this_turn``...; sim.rules.turn_history):
# intervening "if"s (CR 603.4) and conditions of replacement effects on entering (614.1c)
#: raid's "if you attacked this turn" (207.2c ability word): you declared attackers (508.1)
ATTACKED_THIS_TURN = "you attacked this turn"
#: revolt's "if a permanent you controlled left the battlefield this turn" (603.10a)
LEFT_THIS_TURN = "a permanent you controlled left the battlefield this turn"
#: "if an opponent lost life this turn" (119.3: damage makes a player lose life)
OPPONENT_LOST_LIFE = "an opponent lost life this turn"
#: morbid's "if a creature died this turn" (700.4: put into a graveyard from the battlefield)
CREATURE_DIED = "a creature died this turn"
#: "~ enters with N +1/+1 counters on it if <one of those>" (614.1c), value "N|<condition>"
ENTERS_WITH_COUNTERS_IF = "enters with +1/+1 counters if"
#: "~ enters with N +1/+1 counters on it for each creature that died this turn" (614.1c,
#: 700.4), value N
COUNTERS_PER_DEATH = "enters with +1/+1 counters for each creature that died"
#: converge's "~ enters with N +1/+1 counters on it for each color of mana spent to cast it"
#: (207.2c ability word; 614.1c, 601.2h: the colors of the mana paid; none if it wasn't
#: cast), value N (``sim.rules.counters``)
CONVERGE_COUNTERS = "enters with +1/+1 counters for each color spent"


@attrs.frozen(slots=True)
class Static:
    """A static ability that affects objects other than its source or the rules of combat.

    ``affects`` says which creatures get ``add``/``params``/``power``/``toughness`` (layer 6 and
    7c, CR 613.1), narrowed by ``only`` (``sim.model.abilities``); ``rule`` (with ``amount``) is a
    global restriction or cost instead. ``condition`` switches the ability off unless it
    holds (CR 604.2, 611.3a; ``sim.model.state.condition_holds``)."""

    text: str
    affects: str = ""
    add: Kw = Kw.NONE
    params: frozenset[Param] = frozenset()
    power: int = 0
    toughness: int = 0
    rule: str = ""
    amount: int = 0
    per_turn: bool = False
    condition: str = ""
    #: what an affected creature must be beyond ``affects`` ("other", a subtype, attacking)
    only: Filter | None = None
    #: what a ``CONTROLS`` condition or a characteristic-defining ability counts, and how many
    #: a condition needs ("as long as you control two or more Elves")
    what: Filter | None = None
    count: int = 0
    #: a characteristic-defining ability (604.3): ``CDA_POWER``, ``CDA_TOUGHNESS`` or
    #: ``CDA_BOTH``, the value ``per`` counts (a toughness it defines is that value plus
    #: ``toughness``: "its toughness is equal to that number plus 1")
    cda: str = ""
    #: "for each <thing>" (613.4c): ``power``/``toughness`` are multiplied by this count; of
    #: a ``cda``, the count it defines (``Count``, ``sim.model.board.counted``)
    per: Count | None = None
    #: ``per`` is counted as seen from the creature an Aura or Equipment affects ("for each
    #: other creature you control", "for each Aura attached to it": 613.4c)
    per_attached: bool = False


@attrs.frozen(slots=True)
class Parsed:
    """What one or more ability phrases amount to."""

    flags: Kw = Kw.NONE
    params: frozenset[Param] = frozenset()
    statics: tuple[Static, ...] = ()
    mana: int = 0
    #: what each mana ability read adds, exactly: one entry per ability, each the mana one
    #: activation may add, one alternative chosen ("{T}: Add {C}{G}": one, a {C} and a {G};
    #: "{T}: Add {R} or {G}": two; "one mana of any color": five; CR 605.1a, 106.1;
    #: ``CardDef.mana_adds``)
    adds: tuple[tuple[Mana, ...], ...] = ()

    def __or__(self, other: Parsed) -> Parsed:
        return Parsed(self.flags | other.flags, self.params | other.params,
                      self.statics + other.statics, self.mana + other.mana,
                      self.adds + other.adds)


# --- what a static ability affects, beyond sim.model.abilities' base sets
# ---------------------------
OPPONENTS_CREATURES = "creatures your opponents control"


EQUIPPED = "equipped creature"


# --- conditions (611.3a) ------------------------------------------------------------------------
YOUR_TURN = "your turn"


SELF_ATTACKING = "attacking"


CONTROLS = "controls"  # ``Static.what`` (with its ``controller``), at least ``count`` of them


LIFE = "life"  # its controller has ``count`` or more life


SELF_COUNTER = "has a +1/+1 counter"
#: "as long as ~ is monstrous" (CR 701.37b, 611.3a: ``Permanent.monstrous``)
SELF_MONSTROUS = "monstrous"
#: "as long as ~ has a depletion counter on it", "... N or more <kind> counters" (CR 122.1,
#: 611.3a): ``Static.what.counter`` the kind, ``Static.count`` the least (1: a)
SELF_KIND_COUNTER = "has a counter of its kind"


# --- leveler cards (CR 711, 702.87): a striation "LEVEL N1-N2 [P/T] [abilities]" is a static
# ability "as long as this creature has at least N1 and no more than N2 level counters on it,
# it has base power and toughness [P/T] and has [abilities]" (711.2b; "N3+": N3 or more,
# 711.2c). ``LEVEL`` is that condition, with ``Static.count`` N1 and ``Static.amount`` N2
# (0: no most); ``LEVEL_PT`` (a ``Static.cda`` kind, though layer 7b: set, not defining) the
# base power and toughness ``Static.power``/``toughness`` it gives (``board.defined_pt``)
LEVEL = "level"
LEVEL_PT = "level power and toughness"
LEVEL_COUNTER = "level"  # the counters level up puts (``Permanent.counters`` key)


def at_level(levels: int, least: int, most: int) -> bool:
    """Whether a permanent with ``levels`` level counters is in the striation from ``least``
    to ``most`` (0: no most) level counters (CR 711.2b-c)."""
    return levels >= least and (not most or levels <= most)


# --- characteristic-defining power and toughness (604.3, 208.2) --------------------------------
CDA_POWER = "power"


CDA_BOTH = "power and toughness"
CDA_TOUGHNESS = "toughness"




# --- control-changing Auras (CR 303.4, 613.1b; sim.model.board.attached_control) ---------------
#: "you control enchanted creature" (Control Magic): the Aura's controller controls the
#: permanent it enchants while it is attached; ``Static.what`` names what it enchants
#: (``card_type`` "Creature", "Land", "Artifact", "Enchantment"; None: "permanent")
CONTROL_ENCHANTED = "control enchanted"


# --- choices made as a permanent enters (CR 614.12; sim.rules.chosen) ------------------------
#: "as ~ enters [the battlefield], choose a color" (amount 0) / "choose a creature type"
#: (amount 1): its controller chooses as it resolves (``Permanent.chosen``)
CHOOSE_AS_ENTERS = "choose as it enters"
#: "you may have ~ enter [the battlefield] as a copy of any <kind> on the battlefield | a
#: <kind> you control | an opponent controls" (CR 707.2, 614.1c; ``sim.rules.clones``):
#: ``what.card_type`` the kind as written ("artifact or creature"), ``what.controller``
ENTERS_AS_COPY = "enters as a copy"
#: "as ~ enters [the battlefield], you may pay N life. if you don't, it enters [the
#: battlefield] tapped" (amount N; a shock land's; CR 614.12, 614.1d): played as a land, the
#: choice is the action's (``PlayLand.pay``, ``sim.rules.land_entry``); put there by an
#: effect, its controller answers just after (``sim.rules.arriving``)
PAY_LIFE_AS_ENTERS = "pay life as it enters"
#: "~ is the chosen type in addition to its other types" (amount 1, layer 4) / "~ is the
#: chosen color" (amount 0, layer 5; CR 613.1d-e): ``sim.model.chosen_values``
IS_CHOSEN = "is the chosen"


# --- granted mana abilities (issue 29, mana; CR 613.1f, 605.1a; sim.model.granted_mana) -------
#: '<permanents> have "{T}: Add <mana>."' (layer 6): ``affects`` ``ENCHANTED`` / ``EQUIPPED``
#: (what the source is attached to; ``what``: its card type, "Land" or "Creature") or "" (the
#: permanents ``what`` names, seen from the source: "lands you control"); ``params`` holds one
#: ``GRANTED_MANA``, the alternatives one activation chooses from
GRANTS_MANA = "grants a mana ability"
#: value: each alternative as "W,U,B,R,G,C" counts, space-separated (as ``MANA_SACRIFICE``'s)
GRANTED_MANA = "granted mana"

# --- triggered mana abilities (issue 29, mana; CR 605.1b, 605.4a; sim.model.mana_triggers) ----
#: "whenever enchanted land is tapped for mana, its controller adds an additional {G}",
#: "whenever a player taps a land for mana, that player adds one mana of any type that land
#: produced": ``affects`` ``ENCHANTED`` (the permanent the source is attached to) or "" (any);
#: ``what`` the permanents it watches ("you tap": ``controller`` ``YOU``); ``params`` one
#: ``MANA_TRIGGER_ADDS`` and one ``MANA_TRIGGER_FORM``
MANA_TRIGGER = "adds mana as a permanent is tapped for mana"
#: value: the extra mana's alternatives as "W,U,B,R,G,C" counts, space-separated, or "same"
#: ("one mana of any type that land produced")
MANA_TRIGGER_ADDS = "mana trigger adds"
#: value: how the trigger is worded: "enchanted", "is" ("a forest is tapped"), "you" ("you
#: tap a land"), "player" ("a player taps a land")
MANA_TRIGGER_FORM = "mana trigger form"
#: an ``Op`` verb (programs.py is full): "until end of turn, you don't lose this mana as steps
#: and phases end" (CR 500.4, 106.4): the mana the resolution added stays in the pool until
#: the turn ends (``sim.rules.mana_ops.keep_mana``)
KEEP_MANA = "keep mana"


# --- Auras on players (CR 303.4; sim.model.board.matches) -------------------------------------
#: a ``Filter.controller``: "creatures enchanted player controls" (the player the static
#: ability's source, an Aura, is attached to)
ENCHANTED_PLAYER = "enchanted player"


# --- casting from exile (CR 702.88 rebound, 702.62 suspend; sim.rules.exile_cast) ---
#: "rebound" (702.88a), value "": an instant or sorcery spell cast from its owner's hand is
#: exiled as it resolves instead of going to the graveyard; at the beginning of its owner's next
#: upkeep they may cast it from exile without paying its mana cost
REBOUND = "rebound"
#: "suspend N—[cost]" (702.62a), value "N|[cost]" (the cost as printed, "{1}{R}"): its owner
#: may exile it from their hand with N time counters on it by paying the cost, any time they
#: could cast it (a special action, 116.2f); a time counter is removed at each of their
#: upkeeps; as the last is, they may cast it without paying its mana cost (haste, a creature)
SUSPEND = "suspend"
#: "foretell [cost]" (702.143a), value: the cost as printed ("{1}{U}"): during their turn, with
#: priority, its owner may pay {2} and exile it from their hand face down (a special action,
#: 116.2h); on a later turn they may cast it from exile for its foretell cost (an alternative
#: cost, 118.9)
FORETELL = "foretell"
#: "cipher" (702.99a), value "": as the instant or sorcery spell resolves, after its other
#: effects, its controller may exile the card encoded on a creature they control; while
#: encoded, that creature has "whenever this creature deals combat damage to a player, you may
#: copy the encoded card and you may cast the copy without paying its mana cost"
CIPHER = "cipher"
# --- daybound and nightbound (CR 702.145, 726; sim.rules.day_night) -------------------------
#: "daybound" / "nightbound": param kinds (no value) of a day/night werewolf's faces
DAYBOUND, NIGHTBOUND = "daybound", "nightbound"
#: "if it's neither day nor night, it becomes day as ~ enters" (CR 726.1, 614.1: a param kind)
DAY_AS_ENTERS = "day as it enters"
# --- issue 29, exile family: "this effect doesn't remove ~" (CR 702.16c, 704.5m) ------------
#: value "": the protection an Aura's own static ability grants the permanent it enchants
#: doesn't put the Aura into its owner's graveyard (``sim.rules.sba``); protection from
#: another source still does
OWN_PROTECTION_KEEPS = "own protection keeps it"


# --- restricted mana (issue 29, mana; CR 106.6; sim.model.spend_limits, sim.rules.costs) ---
#: "{T}: Add one mana of any color. Spend this mana only to cast a creature spell": a mana
#: ability whose mana pays only for spells of a kind, a ``Static.rule`` (found among the
#: static abilities in play, ``Board.statics``), its ``params`` holding one of this kind with
#: ``spend_limits.spend_value``'s "<kind>;<form>;<alternatives>" (alternatives as
#: ``MANA_SACRIFICE``'s "W,U,B,R,G,C")
MANA_SPEND_ONLY = "mana spent only to cast"
#: "{T}: Add one mana of any color that a land an opponent controls could produce", "... any
#: type that a land you control could produce" (CR 106.7): a ``Static.rule`` like
#: ``MANA_SPEND_ONLY``, its ``params`` holding one of this kind valued "<color|type>;<you|
#: opponent>;<land|basic land>" (``sim.model.could_produce``)
MANA_COULD_PRODUCE = "mana another land could produce"
#: "{T}: Add {U}. Activate only if you control a Plains or an Island" (CR 602.5b, 605.1a): a
#: ``Static.rule`` like ``MANA_SPEND_ONLY``, its ``params`` holding one of this kind valued
#: "<subtype>[|<subtype>];<alternatives>" (``sim.model.conditional_mana``)
MANA_IF_CONTROL = "mana ability if you control"


# --- issue 29, combat keywords and clauses (h-combat) ---
#: "its activated abilities can't be activated [unless they're mana abilities]" granted to a
#: permanent (Arrest: CR 602.5, a player can't begin to activate a prohibited ability), value
#: "" (every activated ability, mana abilities too: 605.1a); ``NO_NONMANA_ACTIVATIONS``: only
#: those that aren't mana abilities
NO_ACTIVATIONS = "activated abilities can't be activated"
NO_NONMANA_ACTIVATIONS = "nonmana activated abilities can't be activated"


#: umbra armor (CR 702.89a: "If enchanted permanent would be destroyed, instead remove all
#: damage marked on it and destroy this Aura"; ``sim.rules.destruction``), value: the keyword
#: as written ("umbra armor" or its former name "totem armor")
UMBRA_ARMOR = "umbra armor"


#: "creatures with power less than ~'s power can't block it" (CR 509.1b: a restriction on
#: blocking this attacker, its power and the blocker's read as blockers are declared), value ""
NOT_BY_LESSER_POWER = "not blocked by lesser power"


#: a static ability's subject "enchanted permanent" (CR 303.4, 611.3): the permanent, of any
#: type, the Aura is attached to (``ENCHANTED`` is "enchanted creature")
ENCHANTED_PERMANENT = "enchanted permanent"


#: "you may exert ~ as it attacks" with no "when you do" (CR 701.43a), value "": its
#: controller chooses as it is declared an attacker (``sim.rules.combat.exert_asks``)
EXERTS = "you may exert ~ as it attacks"
