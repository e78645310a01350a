"""Keyword abilities that stand for a triggered ability the Comprehensive Rules word in full
("Afterlife N" means "When this permanent is put into a graveyard from the battlefield, create
N 1/1 white and black Spirit creature tokens with flying.", CR 702.135a), and the keywords
that do nothing in a game.

A keyword line's item such as "Afterlife 2" is read (``sim.text.oracle``) by reading its
rule's own sentence (``definition``) as any triggered ability is read; the ``Triggered`` keeps
the keyword (``Triggered.keyword``), and it renders back as the keyword only when its
rendering is the rule's sentence (``sim.text.render_effects``). Each instance is an ability of
its own, so each triggers separately (702.135b, 702.46b, 702.123b).

``NO_GAME_EFFECT`` lists the keywords whose rules act only on deck construction, before the
game begins: in a game they do nothing, so reading them as nothing is exact.
"""

from __future__ import annotations

import re

from sim.model.abilities import (
    AMPLIFY,
    BLOODTHIRST,
    DEVOUR,
    DREDGE,
    ENLIST,
    GRAFT,
    MODULAR,
    RIOT,
    SUNBURST,
    TRIBUTE,
    UNLEASH,
    Parsed,
    Static,
)
from sim.model.chapters import READ_AHEAD
from sim.model.conditional_types import LIVING_METAL
from sim.model.keyword_verbs import MYRIAD
from sim.model.programs import (
    CASCADE,
    COUNTER,
    DRAIN,
    EXPLOIT,
    OPPONENTS,
    PAID,
    PAY_MANA,
    SELF,
    YOU,
    Op,
    Program,
    TargetSpec,
)

#: "<keyword> [N]" as a keyword line's item writes it (normalized: lower case)
_ITEM = re.compile(r"([a-z' !]+?)(?: (\d{1,2}))?")


def _number(n: int, one: str, many: str) -> str:
    """"a <one>" for 1, "N <many>" otherwise (the rules' "N ... tokens" for a number)."""
    return f"a {one}" if n == 1 else f"{n} {many}"


def definition(name: str, n: int | None) -> str | None:
    """The triggered ability keyword ``name`` with number ``n`` (None: written without one)
    stands for, as its rule words it, or None for a keyword not defined here."""
    if name == "afterlife" and n:  # 702.135a
        tokens = _number(n, "1/1 white and black Spirit creature token",
                         "1/1 white and black Spirit creature tokens")
        return ("When this permanent is put into a graveyard from the battlefield, create "
                f"{tokens} with flying.")
    if name == "soulshift" and n is not None:  # 702.46a
        return ("When this permanent is put into a graveyard from the battlefield, you may "
                f"return target Spirit card with mana value {n} or less from your graveyard to "
                "your hand.")
    if name == "fabricate" and n:  # 702.123a
        counters = _number(n, "+1/+1 counter", "+1/+1 counters")
        servos = _number(n, "1/1 colorless Servo artifact creature token",
                         "1/1 colorless Servo artifact creature tokens")
        return (f"When this permanent enters, you may put {counters} on it. If you don't, "
                f"create {servos}.")
    if name == "living weapon" and n is None:  # 702.92a
        return ("When this Equipment enters, create a 0/0 black Phyrexian Germ creature token, "
                "then attach this Equipment to it.")
    if name == "backup" and n:  # 702.165a; the abilities granted: ``sim.text.oracle``
        counters = _number(n, "+1/+1 counter", "+1/+1 counters")
        return f"When this creature enters, put {counters} on target creature."
    if name == "firebending" and n:  # its reminder text (the mana: ``sim.rules.mana_ops``)
        return (f"Whenever this creature attacks, add {'{R}' * n}. This mana lasts until end "
                "of combat.")
    if name == "extort" and n is None:  # 702.101a
        return ("Whenever you cast a spell, you may pay {W/B}. If you do, each opponent loses "
                "1 life and you gain life equal to the total life lost this way.")
    if name == "renown" and n:  # 702.112a
        counters = _number(n, "+1/+1 counter", "+1/+1 counters")
        return ("When this creature deals combat damage to a player, if it isn't renowned, put "
                f"{counters} on it and it becomes renowned.")
    # --- creature keywords with triggers (issue 29, keywords and counters) ---
    if name == "for mirrodin!" and n is None:  # 702.163a
        return ("When this Equipment enters, create a 2/2 red Rebel creature token, then "
                "attach this Equipment to it.")
    if name == "ingest" and n is None:  # 702.115a
        return ("Whenever this creature deals combat damage to a player, that player exiles "
                "the top card of their library.")
    if name == "cascade" and n is None:  # 702.85a (``sim.rules.cascade``; ``PROGRAMS``)
        return ("When you cast this spell, " + CASCADE_WORDS[0].upper() + CASCADE_WORDS[1:]
                + ".")
    if name == "evolve" and n is None:  # 702.100a
        return ("Whenever a creature you control enters, "
                + EVOLVE_WORDS.replace("~", "this creature") + "put a +1/+1 counter on this "
                "creature.")
    if name == "mentor" and n is None:  # 702.134a (its target: ``PROGRAMS``)
        return ("Whenever this creature attacks, put a +1/+1 counter on target attacking "
                "creature with lesser power.")
    if name == "exploit" and n is None:  # 702.110a (its instruction: ``PROGRAMS``)
        return "When this creature enters, you may sacrifice a creature."
    if name == "mobilize" and n:  # 702.181a: the tokens enter tapped and attacking (508.4)
        tokens = _number(n, "1/1 red Warrior creature token that's",
                         "1/1 red Warrior creature tokens that are")
        them = "it" if n == 1 else "them"
        return (f"Whenever this creature attacks, create {tokens} tapped and attacking. "
                f"Sacrifice {them} at the beginning of the next end step.")
    if name == "myriad" and n is None:  # 702.116a (its instruction: ``PROGRAMS``)
        return "Whenever this creature attacks, " + MYRIAD_WORDS.replace("~", "this creature") \
            + "."
    if name.startswith(CHAMPION) and n is None:  # 702.72a (its return: ``champion_text``)
        return ("When this permanent enters, sacrifice it unless you exile another "
                f"{name.split(' ', 2)[2]} you control.")
    if name == "storm" and n is None:  # 702.40a (copies: ``sim.rules.copies``)
        return ("When you cast this spell, copy it for each spell cast before it this turn. "
                "You may choose new targets for the copies.")
    return None


#: "champion a|an <kind>" (CR 702.72a)
CHAMPION = ("champion a ", "champion an ")


#: evolve's intervening "if" (CR 702.100a), as its rule words it (``EVOLVES``; "~": this
#: creature, as the compiler reads it)
EVOLVE_WORDS = ("if that creature's power is greater than ~'s power and/or that creature's "
                "toughness is greater than ~'s toughness, ")


#: keywords the engine holds as a parameter, value N: bloodthirst N (702.54a), modular N
#: (702.43a: its "enters with" ability, ``sim.rules.tokens``, and its trigger,
#: ``sim.rules.triggers``)
STATIC_KEYWORDS = {"bloodthirst": BLOODTHIRST, "modular": MODULAR}

#: keywords without a number the engine holds as a parameter (value ""): riot (702.136a),
#: unleash (702.98a), their choice made as the permanent enters (``sim.rules.riot``)
CHOICE_KEYWORDS = {"riot": RIOT, "unleash": UNLEASH,
                   "enlist": ENLIST}  # 702.154a: chosen as it attacks (``sim.rules.enlist``)
CHOICE_KEYWORDS["read ahead"] = READ_AHEAD  # 702.155a: chosen as it enters (sim.rules.sagas)
STATIC_KEYWORDS["tribute"] = TRIBUTE  # "Tribute 2" (702.104a: ``sim.rules.riot``)
STATIC_KEYWORDS["devour"] = DEVOUR  # "Devour 2" (702.82a: ``sim.rules.riot``)
STATIC_KEYWORDS["graft"] = GRAFT  # "Graft 2" (702.58a: ``sim.rules.triggers``)
STATIC_KEYWORDS["amplify"] = AMPLIFY  # "Amplify 1" (702.38a: ``sim.rules.riot``)
STATIC_KEYWORDS["dredge"] = DREDGE  # "Dredge 2" (702.52a: ``sim.rules.dredge``)


def split(item: str) -> tuple[str, int | None] | None:
    """A keyword item ("afterlife 2", normalized) as its name and number, or None."""
    found = _ITEM.fullmatch(item)
    if found is None:
        return None
    number = found[2]
    return found[1], int(number) if number is not None else None


def definition_of(keyword: str) -> str | None:
    """``definition`` of a keyword as written ("afterlife 2")."""
    parts = split(keyword)
    return None if parts is None else definition(*parts)


#: keywords whose rules act only before the game begins, on deck construction in the
#: Commander variant (CR 702.124a: partner "functions before the game begins"; 702.124k
#: "choose a Background", 702.124m "Doctor's companion", 702.124i "friends forever" are
#: forms of it), so that in a game they have no effect
NO_GAME_EFFECT = frozenset(("partner", "choose a background", "doctor's companion",
                            "friends forever"))


#: keywords that stand for a static ability the engine holds as a parameter or a rule:
#: sunburst (CR 702.44a, ``sim.rules.resolution``), living metal (702.161a: "As long as it's
#: your turn, this Vehicle is also a creature", ``sim.model.conditional_types``)
KEYWORD_PARSED = {SUNBURST: Parsed(params=frozenset([(SUNBURST, "")])),
                  LIVING_METAL: Parsed(statics=(Static("", SELF, rule=LIVING_METAL),))}


#: umbra armor and its former name (CR 702.89a: the static ability of an Aura,
#: ``sim.rules.destruction``), read as the parameter ``UMBRA_ARMOR`` (issue 29, combat)
ARMOR_KEYWORDS = frozenset(("umbra armor", "totem armor"))


#: cascade's instruction as its rule words it (CR 702.85a; ``sim.text.render_copies``)
CASCADE_WORDS = ("exile cards from the top of your library until you exile a nonland card whose "
                 "mana value is less than this spell's mana value. you may cast that card "
                 "without paying its mana cost if the resulting spell's mana value is less than "
                 "this spell's mana value. then put all cards exiled this way that weren't cast "
                 "on the bottom of your library in a random order")


#: myriad's instruction as its rule words it (CR 702.116a; ``sim.text.render_copies``)
MYRIAD_WORDS = ("for each opponent other than defending player, you may create a token that's a "
                "copy of ~ that's tapped and attacking that player or a planeswalker they "
                "control. exile the tokens at end of combat")


#: the programs of keywords whose rule's wording the effect grammar doesn't read, written
#: here (they render back to the wording, ``sim.text.render_effects``): extort (702.101a)
PROGRAMS = {
    "extort": Program("you may pay {W/B}. if you do, each opponent loses 1 life and you gain "
                      "life equal to the total life lost this way",
                      ops=(Op(PAY_MANA, YOU, rule="{W/B}"),  # an optional cost (118.12)
                           Op(DRAIN, OPPONENTS, amount=1, if_paid=PAID))),
    "cascade": Program(CASCADE_WORDS, ops=(Op(CASCADE, YOU),)),
    "myriad": Program(MYRIAD_WORDS, ops=(Op(MYRIAD, SELF),)),  # 702.116a
    # 702.134a: "target attacking creature with lesser power" (than this creature's)
    "mentor": Program("put a +1/+1 counter on target attacking creature with lesser power",
                      (TargetSpec("target attacking creature with lesser power",
                                  frozenset({"creature"}), attacking=True,
                                  lesser_power=True),),
                      (Op(COUNTER, "target:0", amount=1),)),
    # 702.110a-b: the optional sacrifice by which the creature "exploits" another
    "exploit": Program("you may sacrifice a creature", ops=(Op(EXPLOIT, "group:0"),),
                       groups=(TargetSpec("a creature", frozenset({"creature"}),
                                          controller="you"),)),
}
